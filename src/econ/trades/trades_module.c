/* trades_module.c: the Free Market as a subsystem of the engine
 * (core/module.h): the offers' state's life, their commands
 * (trades_cmd.c), their parameter (`trades.standing`, R515 ¶3's three
 * days), their deadline ("trade-expiry", R515 ¶3), their mechanics (each
 * bound to its rule), and what they hear: a move of an entity ("entity",
 * econ/entities.h) or of a currency (on_change) may leave an offerer
 * without what e offers, and the offer lapses (R515 ¶3).
 *
 * Events: emits "trade" (trades.h) at each settlement. No behaviour
 * level: nothing here acts by itself in a nomic that never traded. */
#include "core/module.h"
#include "econ/trades/trades.h"

#include <stdio.h>
#include <string.h>

#define DAY 86400

static void trades_free_state(nomic *n)
{
	trades_free(n);
}

static void trades_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("trade offers: one-sided or two-sided, exclusive or at large, of tradeable entities",
	   "R515 ¶2", arg);
	fn("an offer stands until accepted, retracted, lapsed or three days old", "R515 ¶3", arg);
	fn("acceptance by a party it was made to, or by anyone at large", "R515 ¶4", arg);
	fn("settlement: both sides move at once, or neither", "R515 ¶5", arg);
	fn("a positive, integral amount of entities", "R515 ¶6", arg);
	fn("gifts and payments are accepted at once", "R515 ¶4", arg);
	fn("no trade leaves a Trading Entity below A$0", "R510", arg);
	fn("the Treasury accepts one-sided trades offered to it and rejects two-sided ones",
	   "R505 III", arg);
}

static int trades_on_event(ctx *c, const char *event, const json_t *data)
{
	(void)data;
	if (strcmp(event, "entity") == 0)
		trades_check_lapses(c, 0);
	return 0;
}

static void trades_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind == CHANGE_LEDGER && ch->src >= 0)
		trades_check_lapses(c, 0);
}

static int trades_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len)
{
	if (d->kind != &dl_trade_expiry)
		return 0;
	const trade_offer *o = trade_by_number(n, d->subject);
	char b[32];
	snprintf(buf, len, "offer %d by %s expires unless accepted", d->subject,
		 o ? owner_name(n, o->offerer, b, sizeof b) : "?");
	return 1;
}

static const param_decl trades_params[] = {
	{"trades.standing", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R515 ¶3",
	 "how long an offer stands unaccepted before it expires", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

const nomic_module trades_module = {
	.name = "trades",
	.free_state = trades_free_state,
	.save_state = trades_save_state,
	.load_state = trades_load_state,
	.state_version = 1,
	.params = trades_params,
	.commands = trades_commands,
	.each_mechanic = trades_mechanics,
	.on_event = trades_on_event,
	.on_change = trades_on_change,
	.describe_deadline = trades_describe_deadline,
};
