/* cfcj.c: Calls for Criminal Judgement (R710): `cfcj PLAYER CRIME
 * REASONING [PENALTY ...]` pays the Harfer Fee (R710 1, R505 IV) and calls
 * a CFJ of kind CFJ_CRIMINAL through the trial (R710 preamble: judged like a
 * CFJ, R212 iv: never by the accused); `cfcj penalty N ...` lets the judge
 * (R710 8a) or a Justice on appeal (R710 9c) set the penalty; and the
 * trial's "cfj" events carry the verdicts' consequences: the grace period
 * (R710 8a, deadline cfcj-grace), reversal (R710 9b) and adjustment (9c). */
#include "gov/crime/crime.h"
#include "gov/justice/justice.h"

#include <stdlib.h>
#include <string.h>

/* R710 10: an earlier CFCJ against the same player for the same instance
 * of the same crime: what the server can tell is the same accused, crime
 * and reasoning, in one that was not retracted or dismissed. */
static const cfcj_rec *same_instance(const nomic *n, int accused, const char *crime_name,
				     const char *reasoning)
{
	const crime *k = crime_peek(n);
	for (int i = 0; k && i < k->ncfcjs; i++) {
		const cfcj_rec *r = k->cfcjs[i];
		const cfj *f = cfj_find(n, r->number);
		if (f && (f->stage == CFJ_RETRACTED || f->stage == CFJ_DISMISSED))
			continue;
		if (r->accused == accused && strcaseeq(r->crime, crime_name) &&
		    strcmp(r->reasoning, reasoning) == 0)
			return r;
	}
	return NULL;
}

cfcj_rec *crime_add_cfcj(ctx *c, const cfj *f, const char *crime_name, const char *rule,
			 const char *reasoning, const char *suggested)
{
	crime *k = crime_of(c);
	cfcj_rec *r = xcalloc(1, sizeof *r);
	r->number = f->number;
	r->author = f->author;
	r->accused = f->accused;
	r->crime = xstrdup(crime_name);
	r->rule = xstrdup(rule);
	r->reasoning = xstrdup(reasoning);
	r->suggested = xstrdup(suggested ? suggested : "");
	r->expelled_from = -1;
	r->closed = f->stage == CFJ_DISMISSED;
	mut_append(c, (void ***)&k->cfcjs, &k->ncfcjs, &k->cfcjs_cap, r, cfcj_rec_free);
	return r;
}

int crime_cmd_cfcj(ctx *c, int argc, char **argv)
{
	player *x = player_by_name(c->n, argv[0]);
	if (!x || x->state == PS_NONPLAYER) /* R710 3: a registered player */
		return ctx_fail(c, "'%s' is not a registered player (R710 3)", argv[0]);
	crime_def def;
	if (crime_lookup(c->n, argv[1], &def))
		return ctx_fail(c, "'%s' is not a Crime the current ruleset defines (R710 3; see "
				"`crimes`)", argv[1]);
	const char *reasoning = argv[2];
	if (!reasoning[strspn(reasoning, " \t\n")]) /* R710 4 */
		return ctx_fail(c, "the reasoning must show how %s committed the Crime of %s "
				"(R710 4)", x->name, def.name);
	char *pen = NULL;
	if (penalty_parse(c, argv + 3, argc - 3, &pen))
		return -1;
	const cfcj_rec *twice = same_instance(c->n, x->id, def.name, reasoning);
	if (twice) {
		free(pen);
		return ctx_fail(c, "CFCJ %d already accuses %s of the same instance of the Crime "
				"of %s (R710 10)", twice->number, x->name, def.name);
	}
	/* R710 1, R505 IV: the Harfer Fee to the Treasury */
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "fee.harfer");
	if (ad && fee > 0 && balance(c->n, c->actor->id, ad->id) < fee) {
		free(pen);
		return ctx_fail(c, "a CFCJ costs the Harfer Fee of A$%lld; you have A$%lld (R710 1, "
				"R505 IV)", (long long)fee,
				(long long)balance(c->n, c->actor->id, ad->id));
	}
	if (ad && fee > 0 && ledger_move(c, c->actor->id, 0, ad, fee)) {
		free(pen);
		return -1;
	}
	char statement[300];
	snprintf(statement, sizeof statement, "%s committed the Crime of %s", x->name, def.name);
	cfj_spec spec = {.author = c->actor->id, .kind = CFJ_CRIMINAL, .statement = statement,
			 .reasoning = reasoning, .accused = x->id};
	cfj *f = NULL;
	if (cfj_call(c, &spec, &f)) {
		free(pen);
		return -1;
	}
	crime_add_cfcj(c, f, def.name, def.rule, reasoning, pen);
	ctx_arg_int(c, "cfj", f->number);
	/* cfj_call replied and announced the CFCJ, its statement and judge */
	ctx_reply(c, "%sCFCJ %d: the Crime of %s (R%s); Harfer Fee A$%lld paid (R710 1); "
		  "suggested penalty: %s (R710 5)", c->out.len ? "\n" : "", f->number, def.name,
		  def.rule, (long long)fee, *pen ? pen : "none");
	ctx_announce(c, "CFCJ %d: the Crime of %s (R%s); suggested penalty: %s (R710 5)",
		     f->number, def.name, def.rule, *pen ? pen : "none");
	free(pen);
	return 0;
}

static cfcj_rec *arg_cfcj(ctx *c, const char *word)
{
	int64_t num;
	cfcj_rec *r = NULL;
	if (parse_int64(word, &num) || num < 1 || num > 1000000000 ||
	    !(r = crime_find_cfcj(c->n, (int)num)))
		ctx_fail(c, "'%s' is not the number of a CFCJ", word);
	return r;
}

/* R710 8a: the judge, before eir verdict; R710 9c: a Justice deciding it
 * on appeal. */
int crime_cmd_cfcj_penalty(ctx *c, int argc, char **argv)
{
	cfcj_rec *r = arg_cfcj(c, argv[0]);
	if (!r)
		return -1;
	const cfj *f = cfj_find(c->n, r->number);
	int judge = f && f->stage == CFJ_WITH_JUDGE && f->judge == c->actor->id;
	int on_appeal = f && (f->stage == CFJ_AT_CORTEX || f->stage == CFJ_AT_COURT) &&
		      court_is_justice(c->n, c->actor->id);
	if (!judge && !on_appeal)
		return ctx_fail(c, "only CFCJ %d's judge before eir verdict, or a Justice deciding "
				"it on appeal, may set its penalty (R710 8a, 9c)", r->number);
	if (c->actor->id == r->accused) /* R212 iv */
		return ctx_fail(c, "the accused may not judge eir own CFCJ (R212 iv)");
	char *pen = NULL;
	if (penalty_parse(c, argv + 1, argc - 1, &pen))
		return -1;
	crime_set_str(c, &r->penalty, pen);
	ctx_arg_int(c, "cfj", r->number);
	ctx_reply(c, "CFCJ %d: on TRUE the penalty will be: %s (R710 %s)", r->number,
		  *pen ? pen : "none", judge ? "8a" : "9c");
	free(pen);
	return 0;
}

int crime_cmd_cfcj_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfcj_rec *r = arg_cfcj(c, argv[0]);
	if (!r)
		return -1;
	sbuf b = {0};
	crime_describe_cfcj(c->n, r->number, &b);
	ctx_reply(c, "%s", b.s ? b.s : "");
	sbuf_free(&b);
	return 0;
}

static const char *phase_name(enum cfcj_phase p)
{
	static const char *const names[] = {"no penalty stands", "in its grace period",
		"penalty imposed", "penalty waived by pardon"};
	return (unsigned)p < 4 ? names[p] : "?";
}

int crime_describe_cfcj(const nomic *n, int number, sbuf *out)
{
	const cfcj_rec *r = crime_find_cfcj(n, number);
	if (!r)
		return 0;
	sbuf_printf(out, "CFCJ %d: %s accused by %s of the Crime of %s (R%s)\n", r->number,
		    player_by_id(n, r->accused)->name, player_by_id(n, r->author)->name, r->crime,
		    r->rule);
	sbuf_printf(out, "suggested penalty: %s (R710 5)\n", *r->suggested ? r->suggested : "none");
	if (r->penalty)
		sbuf_printf(out, "penalty on TRUE: %s (R710 8a)\n", *r->penalty ? r->penalty : "none");
	sbuf_printf(out, "%s", phase_name(r->phase));
	if (r->phase == CFCJ_GRACE) {
		char when[40];
		format_time(r->grace_end, when, sizeof when);
		sbuf_printf(out, " until %s (R710 8a)", when);
	} else if (r->phase == CFCJ_IMPOSED) {
		sbuf_printf(out, ": %s (R710 8)", r->imposed && *r->imposed ? r->imposed : "nothing");
	}
	return 1;
}

/* ---- the verdicts' consequences ---- */

static int fire_grace(ctx *c, const deadline *d)
{
	cfcj_rec *r = crime_find_cfcj(c->n, (int)d->aux); /* subject: the accused */
	if (!r || r->phase != CFCJ_GRACE || r->grace_dl != d->id)
		return 0;
	UNDO_SET(c->j, r->grace_dl, 0);
	ctx_reply(c, "CFCJ %d's grace period is over (R710 8a)", r->number);
	return penalty_impose(c, r);
}

const deadline_kind dl_cfcj_grace = {"cfcj-grace", "R710 8a", fire_grace, NULL};

static int on_true(ctx *c, cfcj_rec *r)
{
	UNDO_SET(c->j, r->seen, SEEN_TRUE);
	UNDO_SET(c->j, r->true_at, c->now);
	switch (r->phase) {
	case CFCJ_OPEN: { /* R710 8a: imposed after a 3 day grace period */
		gtime end = c->now + param_int(c->n, "crime.grace");
		UNDO_SET(c->j, r->phase, CFCJ_GRACE);
		UNDO_SET(c->j, r->grace_end, end);
		UNDO_SET(c->j, r->grace_dl, deadline_add(c, end, &dl_cfcj_grace, r->accused, r->number));
		char when[40];
		format_time(end, when, sizeof when);
		const char *pen = cfcj_penalty_text(r);
		ctx_announce(c, "CFCJ %d is TRUE: %s's penalty (%s) is imposed at %s, after the grace "
			     "period (R710 8a)", r->number, player_by_id(c->n, r->accused)->name,
			     *pen ? pen : "none", when);
		return 0;
	}
	case CFCJ_GRACE: /* R710 9c: the new penalty at the grace period's end */
		return 0;
	case CFCJ_IMPOSED: /* R710 9c: adjusted */
		return penalty_adjust(c, r);
	case CFCJ_WAIVED:
		return 0;
	}
	return 0;
}

static int on_not_true(ctx *c, cfcj_rec *r, const char *verdict)
{
	int was_true = r->seen == SEEN_TRUE;
	UNDO_SET(c->j, r->seen, SEEN_OTHER);
	if (r->phase == CFCJ_GRACE) { /* R710 7, 9b: nothing was imposed yet */
		deadline_cancel(c, r->grace_dl);
		UNDO_SET(c->j, r->grace_dl, 0);
		UNDO_SET(c->j, r->phase, CFCJ_OPEN);
		ctx_announce(c, "CFCJ %d is now %s: no penalty is imposed on %s (R710 7, 9b)",
			     r->number, verdict, player_by_id(c->n, r->accused)->name);
		return 0;
	}
	if (r->phase == CFCJ_IMPOSED && was_true)
		return penalty_reverse(c, r);
	return 0;
}

int crime_on_cfj_event(ctx *c, const json_t *data)
{
	const char *what = json_string_value(json_object_get(data, "what"));
	int number = (int)json_integer_value(json_object_get(data, "number"));
	cfcj_rec *r = crime_find_cfcj(c->n, number);
	if (!what || !r)
		return 0;
	if (strcmp(what, "final") == 0 || strcmp(what, "retracted") == 0) {
		UNDO_SET(c->j, r->closed, 1);
		return 0;
	}
	if (strcmp(what, "verdict") != 0)
		return 0;
	/* R212 iv: the accused never judges eir own CFCJ */
	const cfj *f = cfj_find(c->n, number);
	const cfj_ruling *rl = f ? cfj_latest(f) : NULL;
	for (int i = 0; rl && i < rl->ndeciders; i++)
		if (rl->deciders[i] == r->accused)
			return ctx_fail(c, "the accused may not judge eir own CFCJ (R212 iv)");
	enum verdict v;
	const char *word = json_string_value(json_object_get(data, "verdict"));
	if (!word || verdict_parse(word, &v))
		return 0;
	if (v == VERDICT_TRUE)
		return on_true(c, r);
	if (v == VERDICT_UNDECIDED) /* R214: the Supreme Court decides; nothing yet */
		return 0;
	return on_not_true(c, r, word);
}
