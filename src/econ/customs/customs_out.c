/* customs_out.c: Acka's own offers to other nomics: a player's trade
 * (R501 ¶6: posted, then made by the Customs Officer, a duty with a
 * deadline, src/gov/duties) and the Customs Office's offer of an Import to
 * its noo when a rule would destroy it (¶1); the ITA's answer, as the
 * officer records it, settles the trade (¶5, customs_in.c). */
#include "econ/customs/customs.h"

#include "core/util.h"
#include "gov/duties/duties.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const duty_def *make_duty(void)
{
	for (int i = 0; duty_def_at(i); i++)
		if (duty_def_at(i)->trigger == TR_CALL && strcmp(duty_def_at(i)->rule, "R501 ¶6") == 0)
			return duty_def_at(i);
	return NULL;
}

/* Makes it the officer's duty to make offer o (¶6; ¶1 for the Customs
 * Office's). */
static int oblige(ctx *c, cu_offer *o)
{
	const duty_def *d = make_duty();
	if (!d)
		return ctx_fail(c, "no duty of the Customs Officer's for R501 ¶6 (src/gov/duties)");
	char what[256];
	snprintf(what, sizeof what, "make ITA trade %d, Acka's offer to %s (`customs send %d`)",
		 o->id, o->nomic, o->id);
	obligation *ob = duty_oblige(c, d, what, o->trader, 0);
	if (!ob)
		return -1;
	UNDO_SET(c->j, o->duty, ob->id);
	return 0;
}

/* Whether the trader owns everything o offers (¶6 "If e owns everything
 * offered in the trade"). */
static int owns_all(const nomic *n, const cu_offer *o)
{
	for (int i = 0; i < o->nsends; i++) {
		const entity *e = entity_by_id(n, o->sends[i]);
		if (!e || !owner_eq(e->owner, o->trader ? OWNER_PLAYER(o->trader) : OWNER_CUSTOMS))
			return 0;
	}
	return 1;
}

/* customs trade NOMIC gives ENTITY... [for ITEM...] */
int customs_cmd_trade(ctx *c, int argc, char **argv)
{
	if (cu_is_acka(argv[0]))
		return ctx_fail(c, "a trade with another nomic names its destination, another nomic "
				"(R501 ¶6)");
	cu_offer *o = xcalloc(1, sizeof *o);
	o->dir = CU_OUT;
	o->nomic = xstrdup(argv[0]);
	o->trader = c->actor->id;
	o->status = CU_POSTED;
	if (cu_parse_sides(c, o, argc, argv, 1, 1)) {
		cu_offer_free(o);
		return -1;
	}
	cu_offer_add(c, o);
	sbuf d = {0};
	cu_offer_describe(c->n, o, &d);
	ctx_say(c, "ITA trade %d is posted: %s (R501 ¶6)", o->id, d.s);
	free(d.s);
	ctx_arg_int(c, "offer", o->id);
	if (!owns_all(c->n, o)) {
		ctx_say(c, "%s does not own everything ITA trade %d offers: the Customs Officer has no "
			"duty to make it (R501 ¶6)", c->actor->name, o->id);
		return 0;
	}
	if (oblige(c, o))
		return -1;
	ctx_say(c, "%s owns everything it offers: the Customs Officer must make the offer on "
		"Acka's behalf (`customs send %d`, R501 ¶6)", c->actor->name, o->id);
	return 0;
}

static cu_offer *acka_offer(ctx *c, const char *word, enum cu_status want)
{
	cu_offer *o = cu_offer_arg(c, word);
	if (!o)
		return NULL;
	if (o->dir != CU_OUT || o->status != want) {
		ctx_fail(c, "ITA trade %d is %s, not %s (`customs log`; R501 ¶6)", o->id,
			 o->dir == CU_IN ? "another nomic's offer to Acka" : cu_status_word(o->status),
			 want == CU_POSTED ? "a posted trade awaiting its offer" : "an offer awaiting "
			 "the ITA's answer");
		return NULL;
	}
	return o;
}

static void discharge(ctx *c, cu_offer *o, const char *how)
{
	obligation *ob = o->duty ? obligation_by_id(c->n, o->duty) : NULL;
	if (ob && ob->state == OB_PENDING)
		duty_discharge(c, ob, how);
}

/* customs send N: the officer makes the offer (¶6, ¶1). */
int customs_cmd_send(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (cu_officer_only(c, "makes Acka's offers to other nomics"))
		return -1;
	cu_offer *o = acka_offer(c, argv[0], CU_POSTED);
	if (!o)
		return -1;
	if (!owns_all(c->n, o)) {
		char b[64];
		return ctx_fail(c, "%s no longer owns everything ITA trade %d offers: it is not made "
				"(R501 ¶6)", o->trader ? owner_name(c->n, OWNER_PLAYER(o->trader), b,
								    sizeof b)
						      : "the Customs Office", o->id);
	}
	UNDO_SET(c->j, o->status, CU_OFFERED);
	discharge(c, o, "the offer made (`customs send`)");
	ctx_say(c, "the Customs Officer offers ITA trade %d to %s on Acka's behalf (R501 ¶6)",
		o->id, o->nomic);
	return 0;
}

/* customs accepted N: the ITA's answer (¶5, ¶6 "publicly announce when
 * the trade is accepted"). */
int customs_cmd_accepted(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (cu_officer_only(c, "records the ITA's answer"))
		return -1;
	cu_offer *o = acka_offer(c, argv[0], CU_OFFERED);
	if (!o)
		return -1;
	ctx_say(c, "%s accepts ITA trade %d (R501 ¶6)", o->nomic, o->id);
	return cu_settle(c, o, o->trader ? OWNER_PLAYER(o->trader) : OWNER_CUSTOMS);
}

/* customs refused N: the entities stay where they are. */
int customs_cmd_refused(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (cu_officer_only(c, "records the ITA's answer"))
		return -1;
	cu_offer *o = cu_offer_arg(c, argv[0]);
	if (!o)
		return -1;
	if (o->dir != CU_OUT || (o->status != CU_OFFERED && o->status != CU_POSTED))
		return ctx_fail(c, "ITA trade %d is not Acka's offer awaiting an answer (R501 ¶6)",
				o->id);
	UNDO_SET(c->j, o->status, CU_REFUSED);
	UNDO_SET(c->j, o->settled, c->now);
	discharge(c, o, "refused before it was made");
	ctx_say(c, "%s refuses ITA trade %d: nothing leaves Acka (R501 ¶6)", o->nomic, o->id);
	return 0;
}

/* R501 ¶1: "If a rule would destroy an Import then it is instead transfered
 * to the Customs Office and offered to its noo". */
int import_destroyed(ctx *c, entity *e, const char *why)
{
	const customs *s = c->n->customs;
	for (int i = 0; s && i < s->n; i++) { /* offered already: nothing more */
		const cu_offer *o = s->v[i];
		if (o->dir == CU_OUT && !o->trader && o->nsends == 1 && o->sends[0] == e->id &&
		    (o->status == CU_POSTED || o->status == CU_OFFERED))
			return 0;
	}
	if (e->owner.kind != OWN_CUSTOMS) {
		char r[160];
		snprintf(r, sizeof r, "R501 ¶1: not destroyed (%s)", why ? why : "");
		if (entity_transfer(c, e, OWNER_CUSTOMS, MOVE_RULES, r))
			return -1;
	}
	char noo[80];
	cu_offer *o = xcalloc(1, sizeof *o);
	o->dir = CU_OUT;
	o->nomic = xstrdup(cu_noo(e, noo, sizeof noo));
	o->status = CU_POSTED;
	o->sends = xcalloc(1, sizeof *o->sends);
	o->sends[o->nsends++] = e->id;
	cu_offer_add(c, o);
	if (oblige(c, o))
		return -1;
	sbuf d = {0};
	entity_describe(e, &d);
	ctx_say(c, "%s would be destroyed (%s): it goes to the Customs Office instead, and is "
		"offered to its noo, %s, as ITA trade %d (R501 ¶1)", d.s, why ? why : "", o->nomic,
		o->id);
	free(d.s);
	return 0;
}
