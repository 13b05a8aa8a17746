/* agenda_duty.c: what R431 asks of the Illuminatus besides the round
 * (agenda_round.c): the Duty to call for Agenda Conditions once a cycle
 * as an obligation of src/gov/duties (R431 ¶3, R401 (x), R701), and the
 * privilege of a Winning Condition (R431 ¶8); and R675 ¶4, the Mad
 * Hatters' visible hats pointed out after seven days. */
#include "econ/entities.h"
#include "gov/agenda/agenda.h"
#include "gov/cycle/cycle.h"
#include "gov/duties/duties.h"
#include "gov/gov.h"

#include <string.h>

static const duty_def *call_duty(void)
{
	for (int i = 0; duty_def_at(i); i++)
		if (duty_def_at(i)->trigger == TR_CALL && strcmp(duty_def_at(i)->rule, "R431 ¶3") == 0)
			return duty_def_at(i);
	return NULL;
}

static obligation *pending(const nomic *n)
{
	const agenda_state *s = n->agenda;
	obligation *ob = s && s->duty ? obligation_by_id(n, s->duty) : NULL;
	return ob && ob->state == OB_PENDING ? ob : NULL;
}

/* R431 ¶3: "The Illuminatus has the Duty to announce a call for Agenda
 * Condition submissions if, for any reason, there has not been such a
 * call during the current cycle, and there is neither a call for Agenda
 * Conditions nor a Nemesis Eggplant bidding period currently underway." */
void agenda_duty_check(ctx *c)
{
	if (!param_int(c->n, "agenda.duty") || !agenda_rule_stands(c->n, "R431") ||
	    !agenda_illuminatus(c->n) || pending(c->n))
		return;
	const agenda_state *s = c->n->agenda;
	if (s && s->round && (s->called_cycle == cycle_number(c->n) || s->phase != AG_NONE))
		return;
	const duty_def *d = call_duty();
	if (!d)
		return;
	char what[120];
	snprintf(what, sizeof what, "call for Agenda Conditions (cycle %d)", cycle_number(c->n));
	obligation *ob = duty_oblige(c, d, what, 0, 0);
	if (!ob)
		return;
	agenda_state *w = agenda_of(c);
	UNDO_SET(c->j, w->duty, ob->id);
}

void agenda_duty_done(ctx *c)
{
	obligation *ob = pending(c->n);
	if (!ob)
		return;
	duty_discharge(c, ob, "`agenda call`");
	agenda_say(c, "the Illuminatus's Duty to call for Agenda Conditions this cycle is done "
		   "(R431 ¶3)");
}

/* agenda privilege: R431 ¶8, "It is a privilege of the Illuminatus that e
 * achieves a Winning Condition if it is publicly knowable that e has a
 * score that is greater than 5/6 times the Magic Number." Scores are
 * public (R410), so the server knows. */
int agenda_cmd_privilege(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	int me = c->actor ? c->actor->id : 0;
	if (!me || me != agenda_illuminatus(c->n))
		return ctx_fail(c, "only the Illuminatus has this privilege (R431 ¶8)");
	const currency *pts = currency_by_name(c->n, "points");
	int64_t score = pts ? balance(c->n, me, pts->id) : 0, mn = agenda_magic(c->n);
	int64_t num = param_int(c->n, "agenda.privilege_num");
	int64_t den = param_int(c->n, "agenda.privilege_den");
	if (score * den <= mn * num)
		return ctx_fail(c, "your score, %lld, is not greater than %lld/%lld of the Magic Number, "
				"%lld (R431 ¶8)", (long long)score, (long long)num, (long long)den,
				(long long)mn);
	if (wc_find(c->n, me, "431"))
		return ctx_fail(c, "you own a Winning Condition by Rule 431 already (R600 ¶3)");
	if (!wc_achieve(c, me, "431", NULL))
		return c->err.len ? -1 : 0; /* the Goose said why (R620) */
	agenda_say(c, "%s, the Illuminatus, has a score of %lld, greater than %lld/%lld of the Magic "
		   "Number, %lld: e achieves a Winning Condition by Rule 431, Unclaimed (R431 ¶8, "
		   "R600)", c->actor->name, (long long)score, (long long)num, (long long)den,
		   (long long)mn);
	return 0;
}

/* hatters point N: R675 ¶4, "If the Mad Hatters have been in possession
 * of a given Visible Agenda Hat for more than 7 days, and a player points
 * this fact out, then that Visible Agenda Hat and its complementary
 * Nemesis Eggplant are destroyed." */
int agenda_cmd_hatters_point(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t id;
	const char *w = argv[0][0] == '#' ? argv[0] + 1 : argv[0];
	agenda_item *it = parse_int64(w, &id) == 0 && id > 0 && id < 1000000000
				  ? agenda_item_of(c->n, (int)id) : NULL;
	entity *e = it && it->hat ? entity_by_id(c->n, it->ent) : NULL;
	if (!e)
		return ctx_fail(c, "'%s' is not an Agenda Hat (see `hats`)", argv[0]);
	if (!it->hatters)
		return ctx_fail(c, "the Mad Hatters do not own Agenda Hat #%d (R675)", it->ent);
	if (!agenda_hat_visible(c->n, it->ent))
		return ctx_fail(c, "Agenda Hat #%d is hidden: only a Visible one is destroyed so "
				"(R675)", it->ent);
	gtime days = param_int(c->n, "agenda.hatters_days");
	if (c->now - it->hatters_since <= days)
		return ctx_fail(c, "the Mad Hatters have held Agenda Hat #%d for %lld days or less "
				"(R675)", it->ent, (long long)(days / 86400));
	const agenda_cond *k = agenda_cond_by_num(c->n, it->cond);
	int egg = k ? k->eggplant : 0;
	if (entity_destroy(c, e, "R675: pointed out"))
		return -1;
	entity *eg = egg ? entity_by_id(c->n, egg) : NULL;
	if (eg && entity_destroy(c, eg, "R675: its hat pointed out"))
		return -1;
	agenda_say(c, "%s points out that the Mad Hatters have held the Visible Agenda Hat #%d for "
		   "more than %lld days: it is destroyed%s (R675)", c->actor->name, it->ent,
		   (long long)(days / 86400),
		   eg ? ", with its Nemesis Eggplant" : "");
	return 0;
}
