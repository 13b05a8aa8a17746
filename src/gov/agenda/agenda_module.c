/* agenda_module.c: Agenda Hats and Nemesis Eggplants (agenda.h) as a
 * subsystem of the engine (core/module.h): parameters, each bound to the
 * clause of R431, R607, R671 or R675 that states it; commands; the three
 * deadlines of a round; what it hears; mechanics.
 *
 * A round exists only when the Illuminatus calls one, and a hat or
 * eggplant only when a round deals it, so the automatic behaviours on them
 * (Silly hats falling off, On Ice, R666 b, R607) act on nothing in a nomic
 * begun before: they replay unchanged without a level. The one thing the
 * server would start doing by itself in an existing nomic, the Illuminatus's
 * Duty as a deadline (R431 ¶3), waits for `agenda.duty`, 1 from level 4. */
#include "gov/agenda/agenda.h"

#include <stdio.h>
#include <string.h>

#define DAY 86400

static const param_decl agenda_params[] = {
	{"agenda.submit_days", PT_DURATION, 7 * DAY, 3600, 365 * DAY, "", "R431 ¶3",
	 "how long the submission period of a call for Agenda Conditions lasts", 0, NULL},
	{"agenda.privilege", PT_DURATION, 90 * DAY, 0, 3650 * DAY, "", "R431 ¶3",
	 "the Illuminatus may call again once this long has passed since the latest call", 0,
	 NULL},
	{"agenda.max_hats", PT_INT, 3, 0, 100, "conditions", "R431 ¶3",
	 "a voting player submits this many Agenda Conditions less the Agenda Hats e owns; R607: "
	 "the hats a win by agenda needs at the least", 0, NULL},
	{"agenda.max_length", PT_INT, 500, 1, 10000, "characters", "R431 ¶4",
	 "the longest Agenda Condition the server keeps (a statement about the game state)", 0,
	 NULL},
	{"agenda.min_submitters", PT_INT, 4, 1, 1000, "players", "R431 ¶5",
	 "the players who must submit for the Nemesis Eggplant bidding to follow", 0, NULL},
	{"agenda.bid_days", PT_DURATION, 7 * DAY, 3600, 365 * DAY, "", "R431 ¶5",
	 "how long the Nemesis Eggplant bidding period lasts", 0, NULL},
	{"agenda.choice", PT_DURATION, DAY, 0, 365 * DAY, "", "R431 d",
	 "how long the Illuminatus has after the award to make conditions Silly before the hats "
	 "are dealt (the rule gives no time: docs/RULINGS.md)", 0, NULL},
	{"agenda.max_worn", PT_INT, 3, 0, 100, "hats", "R671 ¶1",
	 "no player may wear more Agenda Hats than this at once", 0, NULL},
	{"agenda.kaos_fee", PT_INT, 40, 0, 1000000, "A$", "R607 b",
	 "what each owner of an eggplant of the Agent of KAOS's hats' conditions pays em", 0, NULL},
	{"agenda.kaos_score", PT_INT, -40, -1000000, 1000000, "points", "R607 ¶2",
	 "the score of those owners at the end of a cycle won by agenda", 0, NULL},
	{"agenda.hatters_price", PT_INT, 1, 0, 1000000, "A$", "R675",
	 "what the Mad Hatters pay for a Visible Agenda Hat traded to them", 0, NULL},
	{"agenda.hatters_min", PT_INT, 10, 0, 1000000, "A$", "R675",
	 "the minimum bid of an auction the Mad Hatters call", 0, NULL},
	{"agenda.hatters_days", PT_DURATION, 7 * DAY, 0, 3650 * DAY, "", "R675",
	 "a Visible Agenda Hat the Mad Hatters have held longer than this is destroyed, with its "
	 "eggplant, when a player points it out", 0, NULL},
	{"agenda.privilege_num", PT_INT, 5, 0, 1000, "", "R431 ¶8",
	 "the Illuminatus achieves a Winning Condition with a score greater than this many ...",
	 0, NULL},
	{"agenda.privilege_den", PT_INT, 6, 1, 1000, "", "R431 ¶8",
	 "... parts of this many of the Magic Number", 0, NULL},
	{"agenda.duty", PT_INT, 0, 0, 1, "", "R431 ¶3",
	 "1 (nomics begun at level 4): the Illuminatus's Duty to call once a cycle is an officer's "
	 "duty with a deadline (src/gov/duties); 0 (nomics begun before, so that they replay "
	 "unchanged): `agenda` only shows it", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 4 or later keep the Illuminatus's Duty as a
 * deadline (core/level.h); earlier ones replay as they were played. */
static const param_level agenda_level_defaults[] = {
	{"agenda.duty", 4, 1},
	{NULL, 0, 0},
};

static const command agenda_commands[] = {
	{"agenda", 0, 0, P_ANYONE, NULL, CMD_READONLY, agenda_cmd_show, NULL, "agenda",
	 "the call for Agenda Conditions or the bidding under way, the released conditions, the "
	 "bids you may see, the Nemesis Eggplants", "R431"},
	{"agenda call", 0, 0, P_OFFICER, "Illuminatus", 0, agenda_cmd_call, NULL, "agenda call",
	 "as the Illuminatus, call for Agenda Conditions (once a cycle, or 90 days after the "
	 "latest call)", "R431 ¶3"},
	{"agenda submit", 1, 1, P_ACTIVE, NULL, 0, agenda_cmd_submit, NULL,
	 "agenda submit \"CONDITION\"",
	 "send the Illuminatus an Agenda Condition, privately (voting players, up to three less "
	 "the hats you own)", "R431 ¶3"},
	{"agenda bid", 2, 2, P_ACTIVE, NULL, 0, agenda_cmd_bid, NULL, "agenda bid N WEIGHT",
	 "a sealed Weight bid on condition N (if you submitted this round)", "R431 ¶5"},
	{"agenda silly", 3, 3, P_OFFICER, "Illuminatus", 0, agenda_cmd_silly, NULL,
	 "agenda silly N i|ii|iii \"CONDITION\"",
	 "as the Illuminatus, change a Nemesis Eggplant's condition to a Silly one, saying which "
	 "of R431 d's beliefs", "R431 d"},
	{"agenda distribute", 0, 0, P_OFFICER, "Illuminatus", 0, agenda_cmd_distribute, NULL,
	 "agenda distribute", "as the Illuminatus, make and deal the Agenda Hats now",
	 "R431 e-g"},
	{"agenda condition", 2, 2, P_ADMIN, NULL, 0, agenda_cmd_condition, NULL,
	 "agenda condition N true|false",
	 "the rules' effect: record that condition N is found true or false (a CFJ's judgement)",
	 "R607"},
	{"hats", 0, 1, P_ANYONE, NULL, CMD_READONLY, agenda_cmd_hats, NULL, "hats [PLAYER]",
	 "the Agenda Hats: visible ones' conditions; a hidden one's only to its owner", "R671"},
	{"hat reveal", 1, 1, P_ACTIVE, NULL, 0, agenda_cmd_reveal, NULL, "hat reveal N",
	 "make your hidden Agenda Hat visible by posting its condition", "R671 ¶1"},
	{"hat wear", 1, 1, P_ACTIVE, NULL, 0, agenda_cmd_wear, NULL, "hat wear N",
	 "wear your visible Agenda Hat (three at most)", "R671 ¶1"},
	{"hat remove", 1, 1, P_ACTIVE, NULL, 0, agenda_cmd_remove, NULL, "hat remove N",
	 "take off an Agenda Hat you wear", "R931"},
	{"hatters sell", 1, 1, P_ACTIVE, NULL, 0, agenda_cmd_hatters_sell, NULL, "hatters sell N",
	 "trade your Visible Agenda Hat to the Mad Hatters for A$1", "R675"},
	{"hatters auction", 1, 1, P_ACTIVE, NULL, 0, agenda_cmd_hatters_auction, NULL,
	 "hatters auction N", "request that the Mad Hatters auction a hat of theirs (minimum "
	 "A$10, initiated by the Illuminatus)", "R675"},
	{"hatters point", 1, 1, P_ACTIVE, NULL, 0, agenda_cmd_hatters_point, NULL,
	 "hatters point N", "point out a Visible Agenda Hat the Mad Hatters have held over 7 "
	 "days: it and its eggplant are destroyed", "R675"},
	{"agenda privilege", 0, 0, P_OFFICER, "Illuminatus", 0, agenda_cmd_privilege, NULL,
	 "agenda privilege", "as the Illuminatus with a score above 5/6 of the Magic Number, "
	 "achieve a Winning Condition", "R431 ¶8"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static int agenda_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "entity") == 0)
		return agenda_rule_stands(c->n, "R671") ? agenda_guard_entity(c, data) : 0;
	if (strcmp(event, "message") == 0 && agenda_rule_stands(c->n, "R671"))
		agenda_on_message(c, data);
	return 0;
}

static void agenda_on_change(ctx *c, const state_change *ch)
{
	/* R431 ¶3: an Illuminatus appointed in a cycle with no call */
	if (ch->kind == CHANGE_OFFICE && ch->player && ch->office &&
	    strcmp(ch->office->name, "Illuminatus") == 0)
		agenda_duty_check(c);
	if (!c->n->agenda)
		return;
	if (ch->kind == CHANGE_STATE && ch->to == PS_ONICE && agenda_rule_stands(c->n, "R671")) {
		size_t had = c->out.len;
		agenda_on_ice(c, ch->player);
		if (c->out.len > had) /* before the command's own reply */
			ctx_reply(c, "\n");
	}
	/* R607: a score that reaches the hats' weights */
	else if (ch->kind == CHANGE_LEDGER && ch->cur && strcmp(ch->cur->name, "points") == 0) {
		size_t had = c->out.len;
		agenda_check_wins(c);
		/* said inside core's change, before the command's own reply */
		if (c->out.len > had)
			ctx_reply(c, "\n");
	}
}

static void agenda_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the release of Agenda Conditions, and the Nemesis Eggplant bidding", "R431 ¶5", arg);
	fn("the award of Nemesis Eggplants; ties drawn", "R431 a-c", arg);
	fn("the Agenda Hats made and dealt at random; their owners told", "R431 e-g", arg);
	fn("Agenda Hats: at most three worn, only visible ones; Silly ones fall off", "R671", arg);
	fn("an owner On Ice: eggplants redistributed, hats to the Mad Hatters", "R671", arg);
	fn("Winning by Agenda: the Agent of KAOS, A$40, a Winning Condition", "R607", arg);
	fn("unworn Agenda Hats destroyed at the end of a cycle", "R666 b", arg);
}

static int agenda_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len)
{
	(void)n;
	if (d->kind == &dl_agenda_release)
		snprintf(buf, len, "the Agenda Conditions of round %d are released", d->subject);
	else if (d->kind == &dl_agenda_award)
		snprintf(buf, len, "the Nemesis Eggplants of round %d are awarded", d->subject);
	else if (d->kind == &dl_agenda_hats)
		snprintf(buf, len, "the Agenda Hats of round %d are dealt", d->subject);
	else
		return 0;
	return 1;
}

const nomic_module agenda_module = {
	.name = "agenda",
	.free_state = agenda_free,
	.save_state = agenda_save_state,
	.load_state = agenda_load_state,
	.state_version = 1,
	.params = agenda_params,
	.level_defaults = agenda_level_defaults,
	.commands = agenda_commands,
	.each_mechanic = agenda_mechanics,
	.after_command = agenda_after_command,
	.on_event = agenda_on_event,
	.on_change = agenda_on_change,
	.describe_deadline = agenda_describe_deadline,
};
