/* verdict.c: verdicts becoming official (Ackanomic R413 c: when the Clerk
 * distributes them), the four judgements (R214), the reasoning published
 * with them (R418, R710 6), the window to appeal (R217 I) and finality
 * (R217 I, IV). The server is the Clerk's instrument and distributes a
 * verdict at once (docs/RULINGS.md, R213 ¶2). */
#include "gov/justice/trial.h"

#include <stdlib.h>
#include <string.h>


static const char *level_name(enum cfj_level level)
{
	return level == LEVEL_JUDGE ? "judge" : level == LEVEL_CORTEX ? "Supreme Cortex"
								       : "Supreme Court";
}

static void deciders_text(const nomic *n, const int *deciders, int count, sbuf *out)
{
	for (int i = 0; i < count; i++) {
		const player *p = player_by_id(n, deciders[i]);
		sbuf_printf(out, "%s%s", i ? (i == count - 1 ? " and " : ", ") : "",
			    p ? p->name : "?");
	}
}

int cfj_post_verdict(ctx *c, cfj *f, enum cfj_level level, enum verdict v,
		     const int *deciders, int ndeciders, const char *reasons,
		     cfj_ruling **out)
{
	if (v < VERDICT_TRUE || v > VERDICT_INVALID)
		return ctx_fail(c, "a verdict is TRUE, FALSE, UNDECIDED or INVALID (R214)");
	cfj_ruling *r = xcalloc(1, sizeof *r);
	r->level = level;
	r->verdict = v;
	if (ndeciders > 0) {
		r->deciders = xcalloc((size_t)ndeciders, sizeof *r->deciders);
		memcpy(r->deciders, deciders, (size_t)ndeciders * sizeof *deciders);
		r->ndeciders = ndeciders;
	}
	r->reasons = reasons && *reasons ? xstrdup(reasons) : NULL;
	r->when = c->now;
	cfj_append_ruling(c, f, r);
	if (level == LEVEL_JUDGE) /* the judge's week is over (R213) */
		judge_cancel_reminder(c, f);
	if (level == LEVEL_JUDGE)
		if (f->judge_dl) {
			deadline_cancel(c, f->judge_dl);
			UNDO_SET(c->j, f->judge_dl, 0);
		}
	if (f->appeal_dl) {
		deadline_cancel(c, f->appeal_dl);
		UNDO_SET(c->j, f->appeal_dl, 0);
	}

	/* R413 c: distributed publicly, and official from then. */
	sbuf who = {0};
	deciders_text(c->n, deciders, ndeciders, &who);
	ctx_announce(c, "CFJ %d \"%s\": the %s (%s) returns %s (R214, R413 c)", f->number,
		     f->statement, level_name(level), who.s ? who.s : "", verdict_name(v));
	sbuf_free(&who);
	if (r->reasons)
		ctx_announce(c, "  reasons: %s", r->reasons);
	/* R418, R710 6: the reasoning sent before the result goes with it. */
	for (int i = 0; i < f->nnotes; i++) {
		cfj_note *note = f->notes[i];
		if (note->published)
			continue;
		UNDO_SET(c->j, note->published, 1);
		const player *p = player_by_id(c->n, note->author);
		ctx_announce(c, "  %s by %s (%s): %s",
			     note->kind == NOTE_MITIGATION ? "mitigation" : "reasoning",
			     p ? p->name : "?", note->kind == NOTE_MITIGATION ? "R710 6" : "R418",
			     note->text);
	}
	if (out)
		*out = r;
	if (cfj_emit(c, f, "verdict", v, level))
		return -1;

	if (level == LEVEL_JUDGE && v == VERDICT_UNDECIDED) {
		/* R214: decided by the Supreme Court as if appealed, the judge
		 * not penalised if it is overturned. */
		UNDO_SET(c->j, f->undecided_referral, 1);
		return court_consider(c, f);
	}
	if (level == LEVEL_COURT) /* R217 IV: the whole Court's may not be appealed */
		return cfj_make_final(c, f);
	/* R217 I: four days from the posting of the judgement. */
	UNDO_SET(c->j, f->stage, CFJ_APPEALABLE);
	gtime due = c->now + param_int(c->n, "cfj.appeal_time");
	UNDO_SET(c->j, f->appeal_dl, deadline_add(c, due, &dl_cfj_appeal, 0, f->number));
	char when[32];
	format_time(due, when, sizeof when);
	ctx_announce(c, "  it may be appealed until %s (R217 I)", when);
	return 0;
}

int cfj_make_final(ctx *c, cfj *f)
{
	if (f->appeal_dl) {
		deadline_cancel(c, f->appeal_dl);
		UNDO_SET(c->j, f->appeal_dl, 0);
	}
	UNDO_SET(c->j, f->stage, CFJ_FINAL);
	const cfj_ruling *r = cfj_latest(f);
	enum verdict v = r ? r->verdict : VERDICT_NONE;
	enum cfj_level level = r ? r->level : LEVEL_JUDGE;
	ctx_announce(c, "CFJ %d's verdict %s is final (R217)", f->number, verdict_name(v));
	return cfj_emit(c, f, "final", v, level);
}

/* R217 I: the window passed; with no appeal pending the verdict stands.
 * The deadline is nobody's duty (subject 0); aux is the CFJ. */
static int fire_appeal(ctx *c, const deadline *d)
{
	cfj *f = cfj_find(c->n, (int)d->aux);
	ctx_arg_int(c, "cfj", d->aux);
	if (!f || f->stage != CFJ_APPEALABLE || f->appeal_dl != d->id || f->nappellants) {
		ctx_reply(c, "CFJ %lld: the appeal window closes without effect", (long long)d->aux);
		return 0;
	}
	/* Said first: what the final verdict does (a Winning Condition
	 * finalised, a sentence) follows on lines of its own. */
	ctx_reply(c, "CFJ %d's verdict %s is final: nobody appealed within the time (R217 I)",
		  f->number, verdict_name(cfj_latest(f)->verdict));
	return cfj_make_final(c, f) ? -1 : 0;
}

const deadline_kind dl_cfj_appeal = {"cfj-appeal", "R217 I", fire_appeal, NULL};
