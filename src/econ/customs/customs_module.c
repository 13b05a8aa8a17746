/* customs_module.c: Ackanomic's ExtraNomic trade (R501) and the Imports
 * Rule Suite (R503) as a subsystem: its commands and its guard on the
 * creation of Imports (customs_cmd.c). */
#include "econ/customs/customs.h"

#include "core/module.h"

static void customs_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("ExtraNomic Entities: Imports, the Customs Office, the customs log of ITA trades",
	   "R501", arg);
	fn("the Imports Rule Suite: an Import's noo places it into a type", "R503", arg);
}

static const command customs_commands[] = {
	{"customs log", 0, 0, P_ANYONE, NULL, CMD_READONLY, customs_cmd_log, NULL, "customs log",
	 "the customs log: every ITA trade involving Acka, its case and its Ackan-anchor",
	 "R501 ¶3"},
	{"customs offer", 3, 64, P_ACTIVE, NULL, 0, customs_cmd_offer, NULL,
	 "customs offer NOMIC [to RECIPIENT] gives ITEM... [for ENTITY...]",
	 "the Customs Officer enters another nomic's offer to Acka: the server applies R501 ¶4's "
	 "cases", "R501 ¶4"},
	{"customs accept", 1, 1, P_ACTIVE, NULL, 0, customs_cmd_accept, NULL, "customs accept N",
	 "accept an ITA trade offered to you, or at large while you own its condition",
	 "R501 ¶4 4, 5"},
	{"customs refuse", 1, 1, P_ACTIVE, NULL, 0, customs_cmd_refuse, NULL, "customs refuse N",
	 "refuse an ITA trade offered to you: Acka refuses it", "R501 ¶4 5"},
	{"customs trade", 3, 64, P_ACTIVE, NULL, 0, customs_cmd_trade, NULL,
	 "customs trade NOMIC gives ENTITY... [for ITEM...]",
	 "post a trade with another nomic: the Customs Officer makes it if you own what it offers",
	 "R501 ¶6"},
	{"customs send", 1, 1, P_ACTIVE, NULL, 0, customs_cmd_send, NULL, "customs send N",
	 "the Customs Officer makes Acka's posted offer to the other nomic", "R501 ¶6, ¶1"},
	{"customs accepted", 1, 1, P_ACTIVE, NULL, 0, customs_cmd_accepted, NULL,
	 "customs accepted N",
	 "the Customs Officer records that the other nomic accepted Acka's offer: it is settled",
	 "R501 ¶5, ¶6"},
	{"customs refused", 1, 1, P_ACTIVE, NULL, 0, customs_cmd_refused, NULL,
	 "customs refused N",
	 "the Customs Officer records that the other nomic refused Acka's offer", "R501 ¶6"},
	{"customs type", 2, 2, P_ACTIVE, NULL, 0, customs_cmd_type, NULL,
	 "customs type IMPORT TYPE",
	 "the Customs Officer enters a noo's announcement placing its Import into a type: a rule "
	 "of the Imports Rule Suite is created", "R503"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

const nomic_module customs_module = {
	.name = "customs",
	.free_state = customs_free,
	.save_state = customs_save_state,
	.load_state = customs_load_state,
	.state_version = 1,
	.commands = customs_commands,
	.each_mechanic = customs_mechanics,
	.on_event = customs_on_event,
};
