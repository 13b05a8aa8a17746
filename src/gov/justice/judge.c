/* judge.c: the judges of Calls for Judgement: who is eligible and the
 * random draw (Ackanomic R212 i-vii, R230 I, R250 II a, R709), declining
 * and replacement (R212 ¶4), deadbeats (R213), judges who leave the active
 * states (R250 IV a, VI b) and the CFJ Ineligibility List (R212 last
 * paragraph, R213, R250 VII a, R413 d). */
#include "gov/justice/trial.h"
#include "gov/crime/crime.h"

#include <stdlib.h>

/* One step of R212: takes out of set those excluded, unless that would
 * leave nobody ("that step is not performed"). */
typedef int (*excluded_fn)(const nomic *n, const cfj *f, int who);

static int step(const nomic *n, const cfj *f, int *set, int count, excluded_fn out)
{
	int kept = 0;
	for (int i = 0; i < count; i++)
		if (!out(n, f, set[i]))
			kept++;
	if (kept == 0)
		return count;
	kept = 0;
	for (int i = 0; i < count; i++)
		if (!out(n, f, set[i]))
			set[kept++] = set[i];
	return kept;
}

static int on_list(const nomic *n, const cfj *f, int who) /* ii */
{
	(void)f;
	return cfj_on_inelig_list(n, who);
}

static int is_author(const nomic *n, const cfj *f, int who) /* iii */
{
	(void)n;
	return who == f->author;
}

static int is_accused(const nomic *n, const cfj *f, int who) /* iv */
{
	(void)n;
	return f->kind == CFJ_CRIMINAL && who == f->accused;
}

static int is_justice(const nomic *n, const cfj *f, int who) /* v */
{
	(void)f;
	return court_is_justice(n, who);
}

static int has_declined(const nomic *n, const cfj *f, int who) /* vi */
{
	(void)n;
	return int_in(f->declined, f->ndeclined, who);
}

/* vii: appointed to another CFJ and yet to decline or return a verdict. */
static int is_busy(const nomic *n, const cfj *f, int who)
{
	const justice *j = justice_peek(n);
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *g = j->cfjs[i];
		if (g != f && g->stage == CFJ_WITH_JUDGE && g->judge == who)
			return 1;
	}
	return 0;
}

int cfj_on_inelig_list(const nomic *n, int who)
{
	const justice *j = justice_peek(n);
	return j && int_in(j->inelig, j->ninelig, who);
}

int judge_pool(const nomic *n, const cfj *f, int **out)
{
	int *set = xcalloc((size_t)n->nplayers + 1, sizeof *set);
	int count = 0, nactive = 0;
	/* i: the Voting players, in id order (so the draw replays). */
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		nactive += player_is_active(p);
		if (p->state == PS_VOTING)
			set[count++] = p->id;
	}
	count = step(n, f, set, count, on_list);
	count = step(n, f, set, count, is_author);
	count = step(n, f, set, count, is_accused);
	count = step(n, f, set, count, is_justice);
	count = step(n, f, set, count, has_declined);
	/* vii: not if it would leave fewer than half the Active Players. */
	int kept = 0;
	for (int i = 0; i < count; i++)
		kept += !is_busy(n, f, set[i]);
	if (kept > 0 && 2 * kept >= nactive)
		count = step(n, f, set, count, is_busy);
	/* R709 (which takes precedence over all other rules): players in the
	 * Gaol may not be selected, even if that leaves nobody. */
	int free_ = 0;
	for (int i = 0; i < count; i++)
		if (!crime_in_gaol(n, set[i]))
			set[free_++] = set[i];
	count = free_;
	if (!count) {
		free(set);
		set = NULL;
	}
	*out = set;
	return count;
}

int judge_eligible(const nomic *n, const cfj *f, int who)
{
	int *set;
	int count = judge_pool(n, f, &set);
	int yes = int_in(set, count, who);
	free(set);
	return yes;
}

int judge_select(ctx *c, cfj *f)
{
	int *set;
	int count = judge_pool(c->n, f, &set);
	int pick = 0;
	rng_key(c->rng, "cfj.judge", (uint64_t)f->number);
	if (count) /* R212 ¶3, R230 I: uniformly among the eligible */
		pick = set[rng_below(c->rng, (uint64_t)count)];
	free(set);
	UNDO_SET(c->j, f->judge, pick);
	UNDO_SET(c->j, f->accepted, 0);
	if (pick) {
		UNDO_SET(c->j, f->appointed, c->now);
		/* R213: exactly one week from the appointment. */
		gtime due = c->now + param_int(c->n, "cfj.judge_time");
		UNDO_SET(c->j, f->judge_dl, deadline_add(c, due, &dl_cfj_judge, pick, f->number));
		judge_schedule_reminder(c, f);
	}
	return pick;
}

void judge_release(ctx *c, cfj *f)
{
	judge_cancel_reminder(c, f);
	if (f->judge_dl)
		deadline_cancel(c, f->judge_dl);
	UNDO_SET(c->j, f->judge_dl, 0);
	UNDO_SET(c->j, f->judge, 0);
	UNDO_SET(c->j, f->accepted, 0);
}

int cfj_reassign(ctx *c, cfj *f, const char *why)
{
	int old = f->judge;
	if (old && !int_in(f->declined, f->ndeclined, old)) /* R212 vi */
		jint_append(c, &f->declined, &f->ndeclined, &f->declined_cap, old);
	judge_release(c, f);
	int judge = judge_select(c, f);
	if (!judge) {
		/* Nobody is left to draw (no Voting player is free): as when it
		 * was received (R212 ¶3), it is Invalid and removed. */
		UNDO_SET(c->j, f->stage, CFJ_DISMISSED);
		ctx_say(c, "CFJ %d: %s; no active player is eligible to judge it, so it is "
			  "dismissed as Invalid (R212)", f->number, why);
		return cfj_emit(c, f, "called", VERDICT_INVALID, LEVEL_JUDGE);
	}
	ctx_say(c, "CFJ %d: %s; new judge: %s (R212)", f->number, why,
		  player_by_id(c->n, judge)->name);
	return 0;
}

/* Every CFJ who judges and has not yet returned a verdict on. */
static int reassign_all(ctx *c, int who, const char *why)
{
	justice *j = c->n->justice;
	for (int i = 0; j && i < j->ncfjs; i++) {
		cfj *f = j->cfjs[i];
		if (f->stage == CFJ_WITH_JUDGE && f->judge == who && cfj_reassign(c, f, why))
			return -1;
	}
	return 0;
}

int judge_deadbeat(ctx *c, int who, int number)
{
	player *p = player_by_id(c->n, who);
	int64_t penalty = param_int(c->n, "cfj.deadbeat_penalty");
	const currency *pts = currency_by_name(c->n, "points");
	char within[32] = "";
	const param_decl *d = param_decl_find(c->n, "cfj.judge_time");
	param_format(d, param_int(c->n, "cfj.judge_time"), within, sizeof within);
	ctx_say(c, "CFJ %d: %s did not post a judgement within %s of eir appointment and is a "
		  "deadbeat: %lld points, and onto the CFJ Ineligibility List (R213)", number,
		  p->name, within, (long long)-penalty);
	/* R213; R250 VI d keeps an On Ice player's score (ledger_add refuses). */
	if (pts && penalty > 0 && p->state != PS_ONICE && ledger_add(c, who, pts, -penalty))
		return -1;
	inelig_add(c, who);
	char why[160];
	snprintf(why, sizeof why, "%s is a deadbeat, as if e had declined (R213)", p->name);
	return reassign_all(c, who, why);
}

void judge_unable(ctx *c, int who, const char *why)
{
	reassign_all(c, who, why);
}

void inelig_add(ctx *c, int who)
{
	justice *j = justice_of(c);
	if (!int_in(j->inelig, j->ninelig, who))
		jint_append(c, &j->inelig, &j->ninelig, &j->inelig_cap, who);
}

void inelig_remove(ctx *c, int who)
{
	justice *j = c->n->justice;
	if (j)
		jint_remove(c, &j->inelig, &j->ninelig, who);
}

/* R213: the week passed without a verdict. The deadline is the judge's
 * duty (its subject, as `deadlines` shows it); aux is the CFJ. */
static int fire_judge(ctx *c, const deadline *d)
{
	cfj *f = cfj_find(c->n, (int)d->aux);
	ctx_arg_int(c, "cfj", d->aux);
	if (!f || f->stage != CFJ_WITH_JUDGE || f->judge != d->subject || f->judge_dl != d->id) {
		ctx_reply(c, "CFJ %lld's judge has nothing left to do", (long long)d->aux);
		return 0;
	}
	return judge_deadbeat(c, d->subject, f->number);
}

const deadline_kind dl_cfj_judge = {"cfj-judge", "R213", fire_judge, NULL};
