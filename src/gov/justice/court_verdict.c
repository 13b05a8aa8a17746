/* court_verdict.c: how the Supreme Court decides a CFJ (Ackanomic R217 II:
 * a Cortex's owners unanimously; the whole Court unanimously within its
 * week, then by a 2/3 supermajority of the active Justices), what its
 * verdict does (R217 III: fines for a frivolous appeal or an overturned
 * verdict, R214's exemption, and refunds when a verdict that fined is
 * itself overturned), the fine the Justices may specify, and dissents from
 * a non-unanimous verdict (R418). */
#include "core/params.h"
#include "gov/justice/court.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int court_deciders(const nomic *n, const cfj *f, int *out, int max)
{
	if (f->stage == CFJ_AT_CORTEX) {
		const cortex *x = cortex_by_id(n, f->cortex);
		int own[2], k = x ? cortex_owners(n, x, own) : 0, m = 0;
		for (int i = 0; i < k && m < max; i++) {
			const player *p = player_by_id(n, own[i]);
			if (p && player_is_active(p))
				out[m++] = own[i];
		}
		/* Unanimity of the owners: one who cannot act stalls it (R217 V
		 * is the remedy), so a Cortex with an absent owner decides
		 * nothing. */
		return m == k ? m : 0;
	}
	if (f->stage != CFJ_AT_COURT)
		return 0;
	int k = court_active_justices(n, out, max), m = 0;
	for (int i = 0; i < k && i < max; i++)
		if (!court_int_has(f->court_declined, f->ncourt_declined, out[i]))
			out[m++] = out[i];
	return m;
}

static enum verdict vote_of(const cfj *f, int who)
{
	return who - 1 < f->nvotes ? f->votes[who - 1] : VERDICT_NONE;
}

static int may_fine(const nomic *n, int who)
{
	const player *p = player_by_id(n, who);
	return p && p->state != PS_ONICE && p->state != PS_NONPLAYER; /* R250 VI d */
}

static void undo_penalties(undo_entry *e)
{
	cfj_ruling *r = e->obj;
	free(r->penalised);
	free(r->penalties);
	r->penalised = NULL;
	r->penalties = NULL;
	r->npenalised = 0;
}

/* R217 III: the fines, the refunds, and the record of the fines in the
 * ruling that imposed them (so that its own overturning refunds them). */
static void apply_fines(ctx *c, cfj_ruling *out, const int *who, int n, int64_t fine,
			const char *why, const cfj_ruling *refund)
{
	const currency *pts = currency_by_name(c->n, "points");
	if (!pts)
		return;
	int *pen = xcalloc((size_t)n + 1, sizeof *pen);
	int64_t *amt = xcalloc((size_t)n + 1, sizeof *amt);
	int np = 0;
	for (int i = 0; i < n && fine > 0; i++) {
		if (!may_fine(c->n, who[i]) || ledger_add(c, who[i], pts, -fine))
			continue;
		pen[np] = who[i];
		amt[np++] = fine;
		ctx_announce(c, "%s is fined %lld point%s %s (R217 III)", holder_name(c->n, who[i]),
			     (long long)fine, fine == 1 ? "" : "s", why);
		ctx_reply(c, "\n  %s is fined %lld point%s %s (R217 III)", holder_name(c->n, who[i]),
			  (long long)fine, fine == 1 ? "" : "s", why);
	}
	for (int i = 0; refund && i < refund->npenalised; i++) {
		int64_t back = refund->penalties[i];
		if (!may_fine(c->n, refund->penalised[i]) ||
		    ledger_add(c, refund->penalised[i], pts, back))
			continue;
		ctx_announce(c, "%s gets back the %lld point%s the overturned verdict took (R217 III)",
			     holder_name(c->n, refund->penalised[i]), (long long)back,
			     back == 1 ? "" : "s");
		ctx_reply(c, "\n  %s gets back %lld point%s (R217 III)",
			  holder_name(c->n, refund->penalised[i]), (long long)back,
			  back == 1 ? "" : "s");
	}
	if (!np || !out) {
		free(pen);
		free(amt);
		return;
	}
	undo_entry *e = undo_push(c->j, undo_penalties, NULL);
	e->obj = out;
	out->penalised = pen;
	out->penalties = amt;
	out->npenalised = np;
}

static int64_t fine_of(const nomic *n, const cfj *f, const char *pname)
{
	int64_t fine = param_int(n, pname);
	if (f->proposed_fine >= 0) { /* the Justices specified one */
		const param_decl *d = param_decl_find(n, pname);
		fine = d && f->proposed_fine > d->max ? d->max : f->proposed_fine;
	}
	return fine;
}

/* The Court decides f: v by the Justices in who. */
static int decide(ctx *c, cfj *f, enum verdict v, const int *who, int n, const char *reasons)
{
	enum cfj_level level = f->stage == CFJ_AT_CORTEX ? LEVEL_CORTEX : LEVEL_COURT;
	const cfj_ruling *prev = cfj_latest(f);
	int upheld = prev && prev->verdict == v;
	int *fined = NULL, nfined = 0;
	int64_t fine = 0;
	const char *why;
	if (upheld) { /* R217 III ¶1: every appellant (R217 I ¶3) */
		fine = fine_of(c->n, f, "appeal.frivolous_fine");
		why = "for a frivolous appeal";
		nfined = f->nappellants;
		fined = xcalloc((size_t)nfined + 1, sizeof *fined);
		memcpy(fined, f->appellants, (size_t)nfined * sizeof *fined);
	} else {
		/* R217 III ¶2: the previous deciders, once; R214: not the judge
		 * of an Undecided judgement. */
		fine = fine_of(c->n, f, "appeal.overturn_fine");
		why = "for an overturned verdict";
		int exempt = prev && prev->level == LEVEL_JUDGE && prev->verdict == VERDICT_UNDECIDED;
		nfined = prev && !exempt ? prev->ndeciders : 0;
		fined = xcalloc((size_t)nfined + 1, sizeof *fined);
		if (nfined)
			memcpy(fined, prev->deciders, (size_t)nfined * sizeof *fined);
	}
	/* The refund reads the previous ruling, which posting keeps. */
	const cfj_ruling *refund = !upheld && prev && prev->npenalised ? prev : NULL;

	/* The Court is done with it: appellants, Cortex and week. */
	cortex *x = cortex_by_id(c->n, f->cortex);
	for (int i = 0; x && i < 2; i++)
		if (x->declining[i] == f->number) {
			undo_bytes(c->j, x->declining, sizeof x->declining);
			x->declining[i] = 0;
		}
	UNDO_SET(c->j, f->nappellants, 0);
	UNDO_SET(c->j, f->cortex, 0);
	if (f->court_dl) {
		deadline_cancel(c, f->court_dl);
		UNDO_SET(c->j, f->court_dl, 0);
	}
	UNDO_SET(c->j, f->court_week_over, 0);

	char what[160];
	snprintf(what, sizeof what, "CFJ %d: the %s %s the %s judgement with %s (R217 II, III)",
		 f->number, level == LEVEL_CORTEX ? "Supreme Cortex" : "whole Supreme Court",
		 upheld ? "upholds" : "overturns", prev ? verdict_name(prev->verdict) : "previous",
		 verdict_name(v));
	ctx_announce(c, "%s", what);
	ctx_reply(c, "%s%s", c->out.len ? "\n" : "", what);
	cfj_ruling *out = NULL;
	if (cfj_post_verdict(c, f, level, v, who, n, reasons, &out)) {
		free(fined);
		return -1;
	}
	apply_fines(c, out, fined, nfined, fine, why, refund);
	if (!upheld && prev && prev->level == LEVEL_JUDGE && prev->verdict == VERDICT_UNDECIDED &&
	    prev->ndeciders) {
		ctx_reply(c, "\n  %s, who judged it Undecided, is not fined (R214)",
			  holder_name(c->n, prev->deciders[0]));
		ctx_announce(c, "%s, who judged it Undecided, is not fined (R214)",
			     holder_name(c->n, prev->deciders[0]));
	}
	free(fined);
	return 0;
}

int court_try_decide(ctx *c, cfj *f)
{
	return court_decide_with(c, f, NULL);
}

int court_decide_with(ctx *c, cfj *f, const char *reasons)
{
	int max = c->n->nplayers + 1;
	int *d = xcalloc((size_t)max, sizeof *d), *w = xcalloc((size_t)max, sizeof *w);
	int n = court_deciders(c->n, f, d, max), rc = 0;
	int count[VERDICT_INVALID + 1] = {0};
	for (int i = 0; i < n; i++)
		count[vote_of(f, d[i])]++;
	enum verdict v = VERDICT_NONE;
	for (int k = VERDICT_TRUE; n && k <= VERDICT_INVALID; k++)
		if (count[k] == n) /* unanimous (R217 II) */
			v = (enum verdict)k;
		else if (f->stage == CFJ_AT_COURT && f->court_week_over && 3 * count[k] >= 2 * n)
			v = (enum verdict)k; /* R217 II: 2/3 of the active Justices */
	if (v != VERDICT_NONE) {
		int nw = 0;
		for (int i = 0; i < n; i++)
			if (vote_of(f, d[i]) == v)
				w[nw++] = d[i];
		rc = decide(c, f, v, w, nw, reasons);
	}
	free(d);
	free(w);
	return rc;
}

/* Whether who may vote on f now (R217 II). */
static int is_decider(const nomic *n, const cfj *f, int who)
{
	int max = n->nplayers + 1;
	int *d = xcalloc((size_t)max, sizeof *d);
	int k = court_deciders(n, f, d, max), yes = court_int_has(d, k, who);
	free(d);
	return yes;
}

static int considering(ctx *c, cfj *f)
{
	if (f->stage != CFJ_AT_CORTEX && f->stage != CFJ_AT_COURT)
		return ctx_fail(c, "CFJ %d is not before the Supreme Court (it is %s)", f->number,
				cfj_stage_name(f->stage));
	if (is_decider(c->n, f, c->actor->id))
		return 0;
	if (f->stage == CFJ_AT_CORTEX) {
		const cortex *x = cortex_by_id(c->n, f->cortex);
		return ctx_fail(c, "only the owners of the Supreme Cortex %s decide CFJ %d (R217 II)",
				x ? x->name : "?", f->number);
	}
	if (court_int_has(f->court_declined, f->ncourt_declined, c->actor->id))
		return ctx_fail(c, "you declined judgement on CFJ %d (R217 VI)", f->number);
	return ctx_fail(c, "only the active Justices decide CFJ %d (R217 II)", f->number);
}

/* A Justice's verdict. It goes to the Clerk like a judge's, and is public
 * when the Court's verdict is (docs/RULINGS.md): until then the event that
 * carries it is hidden (R418: reasoning is private until published). */
int cmd_court_judge(ctx *c, int argc, char **argv)
{
	cfj *f = court_arg_cfj(c, argv[0]);
	enum verdict v;
	if (!f)
		return -1;
	if (verdict_parse(argv[1], &v))
		return ctx_fail(c, "'%s' is not a judgement: TRUE, FALSE, UNDECIDED or INVALID (R214)",
				argv[1]);
	if (considering(c, f))
		return -1;
	court_set_vote(c, f, c->actor->id, v);
	char *reasons = court_join_words(argc, argv, 2);
	int before = f->nrulings;
	int rc = court_decide_with(c, f, reasons);
	free(reasons);
	if (rc)
		return -1;
	if (f->nrulings != before)
		return 0; /* decide() said what the Court did */
	c->hidden = 1;
	ctx_reply(c, "your verdict on CFJ %d is %s; the Court has not decided yet (R217 II)",
		  f->number, verdict_name(v));
	ctx_announce(c, "a Justice has sent a verdict on CFJ %d to the Clerk of the Court (R217 II)",
		     f->number);
	return 0;
}

/* R217 III: the Justices specify the fine (the latest word stands). */
int cmd_court_fine(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = court_arg_cfj(c, argv[0]);
	if (!f || considering(c, f))
		return -1;
	const param_decl *fr = param_decl_find(c->n, "appeal.frivolous_fine");
	const param_decl *ov = param_decl_find(c->n, "appeal.overturn_fine");
	int64_t max = fr->max > ov->max ? fr->max : ov->max, pts;
	char *end;
	long long v = strtoll(argv[1], &end, 10);
	if (!*argv[1] || *end || v < 0 || v > max)
		return ctx_fail(c, "'%s' is not a fine from 0 to %lld points (R217 III)", argv[1],
				(long long)max);
	pts = v;
	UNDO_SET(c->j, f->proposed_fine, pts);
	ctx_reply(c, "the fine on CFJ %d's appeal is %lld points (at most %lld if the verdict is overturned, R217 III)",
		  f->number, (long long)pts, (long long)ov->max);
	ctx_announce(c, "%s specifies a fine of %lld points on CFJ %d's appeal (R217 III)",
		     c->actor->name, (long long)pts, f->number);
	return 0;
}

/* R418 ¶3: within a week of a non-unanimous verdict of the whole Court, a
 * Justice who voted otherwise may post a Dissent. */
int cmd_court_dissent(ctx *c, int argc, char **argv)
{
	cfj *f = court_arg_cfj(c, argv[0]);
	if (!f)
		return -1;
	const cfj_ruling *r = cfj_latest(f);
	if (!r || r->level != LEVEL_COURT)
		return ctx_fail(c, "the whole Supreme Court has not returned a verdict on CFJ %d (R418)",
				f->number);
	enum verdict mine = vote_of(f, c->actor->id);
	if (mine == VERDICT_NONE || mine == r->verdict)
		return ctx_fail(c, "you did not dissent from the Court's %s on CFJ %d (R418)",
				verdict_name(r->verdict), f->number);
	int64_t week = param_int(c->n, "court.dissent_time");
	if (c->now > r->when + week)
		return ctx_fail(c, "the week for dissents on CFJ %d has passed (R418)", f->number);
	char *text = court_join_words(argc, argv, 1);
	int rc = cfj_add_note(c, f, NOTE_DISSENT, c->actor->id, text);
	free(text);
	if (rc)
		return -1;
	ctx_reply(c, "your Dissent on CFJ %d is on the record (R418)", f->number);
	ctx_announce(c, "%s posts a Dissent to the Supreme Court's verdict on CFJ %d (R418)",
		     c->actor->name, f->number);
	return 0;
}

/* Cuts a text back to its first len bytes (what an undone attempt said). */
static void cut_to(sbuf *b, size_t len)
{
	if (b->s && len <= b->len) {
		b->len = len;
		b->s[len] = '\0';
	}
}

/* R217 II: the whole Court's week has passed without unanimity. */
static int fire_court_week(ctx *c, const deadline *d)
{
	cfj *f = cfj_find(c->n, (int)d->aux);
	if (!f || f->stage != CFJ_AT_COURT || f->court_dl != d->id)
		return 0;
	UNDO_SET(c->j, f->court_dl, 0);
	UNDO_SET(c->j, f->court_week_over, 1);
	int before = f->nrulings;
	size_t mark = undo_mark(c->j), out = c->out.len;
	size_t news = c->scope ? c->scope->news.len : 0;
	if (court_try_decide(c, f)) {
		/* Another part's rule refused the verdict 2/3 voted (R600's
		 * INVALID rule, say). A failing deadline would hold up every
		 * later one, so this one passes: the attempt is undone, the
		 * week is over all the same, and the Court waits for a verdict
		 * that may stand (the Justices vote again). */
		undo_rollback(c->j, mark);
		cut_to(&c->out, out);
		if (c->scope)
			cut_to(&c->scope->news, news);
		char why[400];
		snprintf(why, sizeof why, "%s", c->err.s ? c->err.s : "refused");
		cut_to(&c->err, 0);
		court_say(c, "CFJ %d: the verdict 2/3 of the Supreme Court voted is refused: %s; the Court waits for another (R217 II)",
			  f->number, why);
		return 0;
	}
	if (f->nrulings != before)
		return 0;
	/* What the record shows, without the votes (hidden until decided). */
	int max = c->n->nplayers + 1, voted = 0;
	int *who = xcalloc((size_t)max, sizeof *who);
	int k = court_deciders(c->n, f, who, max);
	for (int i = 0; i < k; i++)
		voted += vote_of(f, who[i]) != VERDICT_NONE;
	free(who);
	court_say(c, "CFJ %d: the Supreme Court's week has passed without a unanimous verdict (%d of the %d Justices deciding it have voted, no verdict by 2/3 of them); a 2/3 supermajority now decides it (R217 II)",
		  f->number, voted, k);
	return 0;
}

const deadline_kind dl_court_week = {"court-week", "R217 II", fire_court_week, NULL};
