/* treasure_takeover.c: the Hostile Takeover (Ackanomic R1217 ¶12-15), a
 * Hearing (R360, src/gov/hearings) a player calls on a Treasure discovered
 * within the previous three days (treasure.takeover_time) whose Map e
 * believes not in keeping with the spirit of treasure hunting. Its caller
 * harfs it and is the Gold Digger. The first verdict: the Gold Digger pays
 * the Standard Harfer Fee to the map writer; the second: The Motherload is
 * destroyed where it can be, else goes to the Treasury, else is unowned,
 * and the map writer pays the Fee to the Gold Digger. */
#include "econ/treasure/treasure.h"

#include "core/params.h"
#include "core/util.h"
#include "gov/hearings/hearings.h"

#include <stdlib.h>
#include <string.h>

static int takeover_prepare(ctx *c, char **args, int *subject, sbuf *circ)
{
	treasure *t = treasure_arg(c, args[0]);
	if (!t)
		return -1;
	if (t->finder.kind == OWN_NOBODY)
		return ctx_fail(c, "Buried Treasure %d has not been discovered: a Hostile Takeover "
			 "is called on a discovered one (R1217 ¶12)", t->id);
	if (c->now > t->found + param_int(c->n, "treasure.takeover_time"))
		return ctx_fail(c, "Buried Treasure %d was discovered more than three days ago "
			 "(R1217 ¶12, treasure.takeover_time)", t->id);
	if (t->takeover)
		return ctx_fail(c, "a Hostile Takeover of Buried Treasure %d has been called "
			 "already (docs/RULINGS.md, R1217 ¶12)", t->id);
	UNDO_SET(c->j, t->takeover, 1);
	*subject = t->id;
	sbuf_printf(circ, "the Map of Buried Treasure %d is not in keeping with the spirit of "
		    "treasure hunting", t->id);
	return 0;
}

static void clear_err(ctx *c, size_t had)
{
	c->err.len = had;
	if (c->err.s)
		c->err.s[had] = '\0';
}

/* ¶14, ¶15: "shall transfer The Standard Harfer Fee": if the payer has it. */
static void pay_fee(ctx *c, const hearing *h, int from, int to)
{
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t shf = param_int(c->n, "fee.harfer");
	const player *a = player_by_id(c->n, from), *b = player_by_id(c->n, to);
	if (!ad || !a || !b || from == to || shf <= 0)
		return;
	size_t had = c->err.len;
	if (balance(c->n, from, ad->id) >= shf && ledger_move(c, from, to, ad, shf) == 0) {
		ctx_say(c, "By Hearing %d, %s pays the Standard Harfer Fee (A$%lld) to %s "
			"(R1217 ¶14, ¶15)", h->number, a->name, (long long)shf, b->name);
		return;
	}
	clear_err(c, had);
	ctx_say(c, "By Hearing %d, %s owes %s the Standard Harfer Fee (A$%lld) and cannot pay "
		"it (R1217 ¶14, ¶15)", h->number, a->name, b->name, (long long)shf);
}

/* ¶15: each entity of The Motherload destroyed if it can be, else the
 * Treasury's if it can own it, else unowned. */
static void motherload_gone(ctx *c, const hearing *h, const treasure *t)
{
	char why[80];
	snprintf(why, sizeof why, "R1217 ¶15: Hearing %d, The Motherload", h->number);
	char *ids = xstrdup(t->motherload ? t->motherload : "");
	for (char *p = strtok(ids, " "); p; p = strtok(NULL, " ")) {
		entity *e = entity_by_id(c->n, atoi(p));
		if (!e)
			continue;
		size_t had = c->err.len;
		size_t mark = undo_mark(c->j);
		if (entity_destroy(c, e, why) == 0)
			continue;
		undo_rollback(c->j, mark);
		clear_err(c, had);
		ent_owner to = e->kind->flags & EK_NOTREASURY ? OWNER_NOBODY : OWNER_TREASURY;
		if (owner_eq(e->owner, to) || entity_transfer(c, e, to, MOVE_RULES, why) == 0)
			continue;
		undo_rollback(c->j, mark);
		clear_err(c, had);
		if (!owner_eq(e->owner, OWNER_NOBODY))
			entity_transfer(c, e, OWNER_NOBODY, MOVE_RULES, why);
	}
	free(ids);
}

static void takeover_end(ctx *c, const hearing *h, const hearing_result *r)
{
	treasure *t = treasure_by_id(c->n, h->subject);
	if (!t)
		return;
	if (r->retracted || r->verdict < 0) {
		if (r->retracted)
			UNDO_SET(c->j, t->takeover, 0);
		return;
	}
	if (r->verdict == 0) {
		pay_fee(c, h, h->harfer, t->writer);
		return;
	}
	motherload_gone(c, h, t);
	pay_fee(c, h, t->writer, h->harfer);
}

const hearing_type hearing_takeover = {
	.key = "takeover",
	.name = "Hostile Takeover",
	.rule = "R1217 ¶12",
	.harfer_title = "Gold Digger",
	.flags = HT_PLAYER_CALLS | HT_CALLER_HARFS,
	.modifies = -1,
	.nresponses = 2,
	.responses = {"Right up there with the Jukkasjarvi Treasure",
		      "the accumulation of money is a great evil and a burden to the soul"},
	.nargs = 1,
	.usage = "TREASURE",
	.prepare = takeover_prepare,
	.on_end = takeover_end,
};
