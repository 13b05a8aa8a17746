/* appeal.c: sending a CFJ to the Supreme Court (Ackanomic R217 I, IV; R214
 * for Undecided) and where it goes there (R217.1: a Cortex the first time,
 * the whole Court the second), Justices and Cortices declining it (R217 V,
 * VI) and the thirty days after which a Cortex declines it when told. */
#include "core/params.h"
#include "gov/justice/court.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

cfj *court_arg_cfj(ctx *c, const char *word)
{
	const char *s = word;
	if (strncasecmp(s, "CFJ", 3) == 0)
		s += 3;
	char *end;
	long v = strtol(s, &end, 10);
	cfj *f = *s && !*end && v > 0 && v < 1000000000 ? cfj_find(c->n, (int)v) : NULL;
	if (!f)
		ctx_fail(c, "there is no CFJ '%s'", word);
	return f;
}

char *court_join_words(int argc, char **argv, int from)
{
	if (from >= argc)
		return NULL;
	sbuf b = {0};
	for (int i = from; i < argc; i++)
		sbuf_printf(&b, "%s%s", i > from ? " " : "", argv[i]);
	return b.s;
}

static void undo_vote(undo_entry *e)
{
	cfj *f = e->obj;
	f->votes[e->a] = (enum verdict)e->b;
}

void court_set_vote(ctx *c, cfj *f, int who, enum verdict v)
{
	int i = who - 1;
	if (i >= f->nvotes) {
		/* Growth is not journaled: the new slots are "no vote", as before. */
		int n = c->n->nplayers > i + 1 ? c->n->nplayers : i + 1;
		f->votes = xrealloc(f->votes, (size_t)n * sizeof *f->votes);
		for (int k = f->nvotes; k < n; k++)
			f->votes[k] = VERDICT_NONE;
		f->nvotes = n;
	}
	undo_entry *e = undo_push(c->j, undo_vote, NULL);
	e->obj = f;
	e->a = i;
	e->b = f->votes[i];
	f->votes[i] = v;
}

void court_clear_votes(ctx *c, cfj *f)
{
	for (int i = 0; i < f->nvotes; i++)
		if (f->votes[i] != VERDICT_NONE)
			court_set_vote(c, f, i + 1, VERDICT_NONE);
	if (f->proposed_fine != -1)
		UNDO_SET(c->j, f->proposed_fine, -1);
}

void court_send_whole(ctx *c, cfj *f)
{
	UNDO_SET(c->j, f->stage, CFJ_AT_COURT);
	UNDO_SET(c->j, f->cortex, 0);
	UNDO_SET(c->j, f->court_since, c->now);
	UNDO_SET(c->j, f->court_week_over, 0);
	if (f->court_dl)
		deadline_cancel(c, f->court_dl);
	uint64_t id = deadline_add(c, c->now + param_int(c->n, "court.time"), &dl_court_week,
				   0, f->number); /* subject 0: a CFJ's, not a player's */
	UNDO_SET(c->j, f->court_dl, id);
	court_clear_votes(c, f);
	char when[32];
	format_time(c->now + param_int(c->n, "court.time"), when, sizeof when);
	court_say(c, "CFJ %d is before the whole Supreme Court: unanimity of the active Justices decides it until %s, then a 2/3 supermajority (R217 II)",
		  f->number, when);
}

/* Takes back what owners said about declining f (R217 V) when it leaves
 * their Cortex. */
static void forget_declining(ctx *c, cfj *f)
{
	cortex *x = cortex_by_id(c->n, f->cortex);
	for (int i = 0; x && i < 2; i++)
		if (x->declining[i] == f->number) {
			undo_bytes(c->j, x->declining, sizeof x->declining);
			x->declining[i] = 0;
		}
}

void court_reassign(ctx *c, cfj *f, int cortex_declined, const char *why)
{
	cortex *x = cortex_by_id(c->n, f->cortex);
	if (x && cortex_declined) {
		court_int_push(c, &f->cortex_declined, &f->ncortex_declined, &f->cortex_declined_cap,
			       x->id);
		court_say(c, "the Supreme Cortex %s declines CFJ %d: %s (R217 V)", x->name, f->number,
			  why);
	}
	forget_declining(c, f);
	cortex_assign(c, f); /* as if it had just been appealed (R217 V, VI) */
}

int court_consider(ctx *c, cfj *f)
{
	court_state(c);
	const cfj_ruling *r = cfj_latest(f);
	/* R214: an Undecided judgement goes up as if appealed, and its judge
	 * is not fined if it is overturned. */
	if (r && r->level == LEVEL_JUDGE && r->verdict == VERDICT_UNDECIDED && !f->nappellants)
		UNDO_SET(c->j, f->undecided_referral, 1);
	if (f->appeal_dl) { /* R217 I: the window closes with the first appeal */
		deadline_cancel(c, f->appeal_dl);
		UNDO_SET(c->j, f->appeal_dl, 0);
	}
	int first = f->appeals == 0;
	UNDO_SET(c->j, f->appeals, f->appeals + 1);
	if (first)
		cortex_assign(c, f); /* R217.1: a Cortex, the first time */
	else
		court_send_whole(c, f); /* R217.1 last ¶: the whole Court */
	return 0;
}

int cmd_appeal(ctx *c, int argc, char **argv)
{
	cfj *f = court_arg_cfj(c, argv[0]);
	if (!f)
		return -1;
	court_state(c);
	const cfj_ruling *r = cfj_latest(f);
	int me = c->actor->id;
	int up = f->stage == CFJ_AT_CORTEX || f->stage == CFJ_AT_COURT;
	int64_t window = param_int(c->n, "cfj.appeal_time");
	char when[32];
	format_time(r ? r->when + window : 0, when, sizeof when);
	/* R217 IV: the whole Court's verdict is not appealed. */
	if (r && r->level == LEVEL_COURT && f->stage == CFJ_FINAL)
		return ctx_fail(c, "CFJ %d's verdict was returned by the whole Supreme Court and may not be appealed (R217 IV)",
				f->number);
	if (r && (f->stage == CFJ_FINAL || c->now > r->when + window))
		return ctx_fail(c, "the time to appeal CFJ %d ended %s (R217 I)", f->number, when);
	if (!r || (f->stage != CFJ_APPEALABLE && !up))
		return ctx_fail(c, "CFJ %d has no judgement that may be appealed (it is %s, R217 I)",
				f->number, cfj_stage_name(f->stage));
	if (up && !f->nappellants)
		return ctx_fail(c, "CFJ %d is already before the Supreme Court (R214)", f->number);
	if (court_is_justice(c->n, me) &&
	    !court_int_has(f->court_declined, f->ncourt_declined, me))
		return ctx_fail(c, "a Justice or Acting Justice may appeal CFJ %d only after declining judgement on it (court decline %d; R217 IV, VI)",
				f->number, f->number);
	if (court_int_has(f->appellants, f->nappellants, me))
		return ctx_fail(c, "you have already appealed CFJ %d's judgement", f->number);
	char *material = court_join_words(argc, argv, 1);
	if (material && cfj_add_note(c, f, NOTE_APPEAL, me, material)) {
		free(material);
		return -1;
	}
	free(material);
	court_int_push(c, &f->appellants, &f->nappellants, &f->appellants_cap, me);
	if (up) { /* R217 I ¶3: only the first appeal starts anything */
		ctx_reply(c, "you also appeal CFJ %d; if the verdict is upheld you are fined too (R217 I)",
			  f->number);
		ctx_announce(c, "%s also appeals CFJ %d's %s judgement (R217 I)", c->actor->name,
			     f->number, verdict_name(r->verdict));
		return 0;
	}
	ctx_reply(c, "you appeal CFJ %d (R217 I)", f->number);
	ctx_announce(c, "%s appeals CFJ %d's %s judgement to the Supreme Court (R217 I)",
		     c->actor->name, f->number, verdict_name(r->verdict));
	return court_consider(c, f);
}

/* R217 VI: a Justice declines judgement on a CFJ. Read: e may do so at any
 * time before the Court's verdict on it (docs/RULINGS.md), which is also how
 * e may appeal it (R217 IV). */
int cmd_court_decline(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = court_arg_cfj(c, argv[0]);
	if (!f)
		return -1;
	int me = c->actor->id;
	if (!court_is_justice(c->n, me))
		return ctx_fail(c, "only a Justice or Acting Justice may decline judgement (R217 VI)");
	if (f->stage == CFJ_FINAL || f->stage == CFJ_RETRACTED || f->stage == CFJ_DISMISSED)
		return ctx_fail(c, "CFJ %d is %s: there is no judgement to decline", f->number,
				cfj_stage_name(f->stage));
	if (court_int_has(f->court_declined, f->ncourt_declined, me))
		return ctx_fail(c, "you have already declined judgement on CFJ %d", f->number);
	court_int_push(c, &f->court_declined, &f->ncourt_declined, &f->court_declined_cap, me);
	ctx_reply(c, "you decline judgement on CFJ %d (R217 VI)", f->number);
	ctx_announce(c, "%s declines judgement on CFJ %d (R217 VI)", c->actor->name, f->number);
	if (f->stage == CFJ_AT_CORTEX) {
		cortex *x = cortex_by_id(c->n, f->cortex);
		int own[2], k = x ? cortex_owners(c->n, x, own) : 0;
		if (court_int_has(own, k, me))
			court_reassign(c, f, 0, NULL);
	} else if (f->stage == CFJ_AT_COURT) {
		/* Read: a Justice who declined is not among the Court's
		 * deciders of it, which may complete a decision. */
		return court_try_decide(c, f);
	}
	return 0;
}

/* R217 V ¶2: over thirty days before one Cortex, it declines the CFJ when
 * an active player says so. */
int cmd_court_overdue(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = court_arg_cfj(c, argv[0]);
	if (!f)
		return -1;
	if (f->stage != CFJ_AT_CORTEX)
		return ctx_fail(c, "CFJ %d is not before a Supreme Cortex (R217 V)", f->number);
	int64_t limit = param_int(c->n, "cortex.overdue");
	if (c->now <= f->court_since + limit) {
		char when[32];
		format_time(f->court_since + limit, when, sizeof when);
		return ctx_fail(c, "CFJ %d has been before its Cortex for no more than %lld days; it is overdue after %s (R217 V)",
				f->number, (long long)(limit / COURT_DAY), when);
	}
	court_reassign(c, f, 1, "it was overdue, as an active player pointed out");
	return 0;
}
