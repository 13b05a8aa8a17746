/* swingers_module.c: Swingerships (Ackanomic R1040) as a subsystem: their
 * parameters (each bound to its clause), commands and what they hear
 * (swingers.c). R1044 2's points are Party Chess's (src/games/pchess). */
#include "society/swingers/swingers.h"

#include "core/ctx.h"

static void swingers_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("Swingerships: a Party's, Provisional, Free, Somewhere Else, Warm", "R1040", arg);
}

static const param_decl swingers_params[] = {
	{"swing.max", PT_INT, 7, 0, 1000, "", "R1040 V",
	 "a Free Swingership may be bought while fewer than this many Swingerships exist", 0,
	 NULL},
	{"swing.fee.free", PT_INT, 10, 0, 1000, "Harfer Fees", "R1040 V",
	 "a new Free Swingership costs this many Standard Harfer Fees", 0, NULL},
	{"swing.fee.convert", PT_INT, 15, 0, 1000, "Harfer Fees", "R1040 IV",
	 "converting a Provisional Swingership into a Free one costs this many Standard Harfer "
	 "Fees", 0, NULL},
	{"swing.provisional_days", PT_INT, 7, 0, 365, "days", "R1040 IV",
	 "a Provisional Swingership this old is destroyed when pointed out", 0, NULL},
	{"swing.warm_days", PT_INT, 7, 0, 365, "days", "R1040 IX",
	 "a Swingership Somewhere Else this long is Warm", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command swingers_commands[] = {
	{"swingers", 0, 0, P_ANYONE, NULL, CMD_READONLY, swingers_cmd_list, NULL, "swingers",
	 "every Swingership: its Party, owner, Provisional, Somewhere Else, Warm", "R1040"},
	{"swingership buy", 1, 1, P_ACTIVE, NULL, 0, swingers_cmd_buy, NULL,
	 "swingership buy NAME",
	 "create a Free Swingership named NAME for 10 Standard Harfer Fees, while fewer than "
	 "seven exist", "R1040 V"},
	{"swingership convert", 1, 1, P_ACTIVE, NULL, 0, swingers_cmd_convert, NULL,
	 "swingership convert SW",
	 "convert your Provisional Swingership into a Free one for 15 Standard Harfer Fees",
	 "R1040 IV"},
	{"swingership expire", 1, 1, P_ACTIVE, NULL, 0, swingers_cmd_expire, NULL,
	 "swingership expire SW",
	 "point out that a Provisional Swingership is 7 days old: it is destroyed", "R1040 IV"},
	{"swingership take", 1, 1, P_ACTIVE, NULL, 0, swingers_cmd_take, NULL,
	 "swingership take SW", "take your Party's Swingership from Somewhere Else", "R1040 VI"},
	{"swingership release", 1, 1, P_PLAYER, NULL, 0, swingers_cmd_release, NULL,
	 "swingership release SW",
	 "send your Swingership Somewhere Else (a Free one is destroyed)", "R1040 VII"},
	{"swingership rename", 2, 2, P_ACTIVE, NULL, 0, swingers_cmd_rename, NULL,
	 "swingership rename SW NAME",
	 "rename your Free Swingership, paying the Standard Harfer Fee", "R1040 X"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

const nomic_module swingers_module = {
	.name = "swingers",
	.free_state = swingers_free,
	.save_state = swingers_save_state,
	.load_state = swingers_load_state,
	.state_version = 1,
	.params = swingers_params,
	.commands = swingers_commands,
	.each_mechanic = swingers_mechanics,
	.after_command = swingers_after_command,
	.on_event = swingers_on_event,
	.on_change = swingers_on_change,
};
