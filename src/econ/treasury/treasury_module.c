/* treasury_module.c: the Treasury as a subsystem of the engine
 * (core/module.h): its parameters (R505 II, R508), its behaviour levels
 * (level 3: a bankrupt Treasury's process and the Fortnightly Dividends),
 * the join grant it pays for core (R252 II 2), and what it hears: every
 * change of a score (R508's history) and gov's "cycle-win" (R666: the most
 * recent cycle's beginning). */
#include "core/bind.h"
#include "econ/treasury/treasury.h"

#include <string.h>

static void treasury_free_state(nomic *n)
{
	treasury_free(n);
}

static const param_decl treasury_params[] = {
	{"treasury.bankrupt", PT_INT, 0, 0, 1, "", "R505 II",
	 "1 (nomics begun at level 3): a Treasury short of the A$ its obligations require takes "
	 "10% from On Ice players, then pays in proportion; 0: each obligation is paid as far as "
	 "the Treasury has A$, as before", 0, NULL},
	{"treasury.obligations", PT_INT, 0, 0, 1, "", "R505 II",
	 "1 (nomics begun at level 6): R666 f's A$ for points, the Commission d'Arts' prize (R670 "
	 "6) and a Mentor's fee (R252 II 3) are obligations of the Treasury, met through R505 II; "
	 "0: each is paid as far as the Treasury has A$, as before", 0, NULL},
	{"treasury.onice_share", PT_INT, 10, 1, 100, "%", "R505 II b",
	 "what each On Ice player gives a short Treasury, of eir A$, rounded up", 0, NULL},
	{"dividends.auto", PT_INT, 0, 0, 1, "", "R508",
	 "1 (nomics begun at level 3): Fortnightly Dividends are paid every other Monday at noon; "
	 "0: none", 0, NULL},
	{"dividends.phase", PT_INT, 0, 0, 1, "", "R508",
	 "which Mondays: an even (0) or odd (1) number of weeks after Monday 1970-01-05", 0,
	 NULL},
	{"dividends.period", PT_DURATION, 14 * 86400, 86400, 366 * 86400, "", "R508",
	 "the Virtual Fortnight: at most this long before the dividend", 0, NULL},
	{"dividends.gain", PT_INT, 1, 0, 1000, "A$", "R508",
	 "A$ received for every point a score rose over the Virtual Fortnight", 0, NULL},
	{"dividends.loss", PT_INT, 2, 1, 1000, "points", "R508",
	 "points a score fell for every A$1 lost", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 3 or later (core/level.h). */
static const param_level treasury_level_defaults[] = {
	{"treasury.bankrupt", 3, 1},
	{"dividends.auto", 3, 1},
	{"treasury.obligations", 6, 1},
	{NULL, 0, 0},
};

static void treasury_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("a bankrupt Treasury: On Ice players' 10%, then shares in proportion", "R505 II",
	   arg);
	fn("Fortnightly Dividends", dl_dividends.rule, arg);
	fn("forgeries: a Natural Trinket naming a player who never owned it, pointed out", "R506",
	   arg);
}

static int treasury_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "cycle-win") == 0)
		dividends_on_cycle(c);
	else if (strcmp(event, "entity") == 0)
		forgery_on_entity(c, data);
	return 0;
}

static void treasury_on_change(ctx *c, const state_change *ch)
{
	dividends_on_change(c, ch);
	forgery_on_change(c, ch);
}

/* R252 II 2 (core/module.h): the join grant, while R505 II runs. */
static int treasury_join_pay(ctx *c, int to, int64_t amount, const char *why, int64_t *paid)
{
	return treasury_pay_one(c, to, amount, why, paid);
}

const nomic_module treasury_module = {
	.name = "treasury",
	.free_state = treasury_free_state,
	.save_state = treasury_save_state,
	.load_state = treasury_load_state,
	.state_version = 1,
	.params = treasury_params,
	.level_defaults = treasury_level_defaults,
	.commands = treasury_commands,
	.each_mechanic = treasury_mechanics,
	.on_event = treasury_on_event,
	.on_change = treasury_on_change,
	.treasury_pay = treasury_join_pay,
};
