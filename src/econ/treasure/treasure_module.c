/* treasure_module.c: Buried Treasure (Ackanomic R1217) as a subsystem:
 * its parameters (each bound to its clause), commands and the ¶10 check
 * after every command (treasure_state.c). */
#include "econ/treasure/treasure.h"

#include "core/module.h"

#define D 86400

static void treasure_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("Buried Treasure: burying, the hidden Map, its Custodians, finding", "R1217", arg);
}

static const param_decl treasure_params[] = {
	{"treasure.accept_time", PT_DURATION, 3 * D, 0, 365 * D, "", "R1217 ¶9",
	 "a Potential Map Custodian accepts the Custodianship within this long of being named",
	 0, NULL},
	{"treasure.takeover_time", PT_DURATION, 3 * D, 0, 365 * D, "", "R1217 ¶12",
	 "a Hostile Takeover may be called on a Treasure discovered within this long", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command treasure_commands[] = {
	{"treasure", 0, 1, P_ANYONE, NULL, CMD_READONLY, treasure_cmd_list, NULL, "treasure [N]",
	 "the Buried Treasures; one's entities (and its Map, to its writer and Custodians)",
	 "R1217"},
	{"treasure bury", 1, 64, P_ACTIVE, NULL, 0, treasure_cmd_bury, NULL,
	 "treasure bury ENTITY...",
	 "bury your tradeable entities: they are owned by the Treasure; then write its Map",
	 "R1217 ¶1, ¶2"},
	{"treasure map", 2, 2, P_ACTIVE, NULL, 0, treasure_cmd_map, NULL,
	 "treasure map N \"TEXT\"",
	 "write the Map of your Treasure: the conditions for finding it (hidden)", "R1217 ¶3"},
	{"treasure reveal", 1, 2, P_ACTIVE, NULL, 0, treasure_cmd_reveal, NULL,
	 "treasure reveal N [\"TEXT\"]",
	 "the map writer discloses the whole Map publicly, or TEXT (a part, a hint)", "R1217 ¶4"},
	{"treasure custodian", 2, 20, P_ACTIVE, NULL, 0, treasure_cmd_custodian, NULL,
	 "treasure custodian N PLAYER...",
	 "the map writer names Potential Map Custodians, who may accept within three days",
	 "R1217 ¶9"},
	{"treasure accept", 1, 1, P_ACTIVE, NULL, 0, treasure_cmd_accept, NULL,
	 "treasure accept N",
	 "accept the Custodianship of a Treasure's Map: it is sent to you privately", "R1217 ¶9"},
	{"treasure found", 2, 2, P_ACTIVE, NULL, 0, treasure_cmd_found, NULL,
	 "treasure found N FINDER",
	 "the map writer or a Custodian announces that FINDER achieved the Map's conditions: the "
	 "Map is made public and destroyed, FINDER receives the Treasure",
	 "R1217 ¶5, ¶6"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

const nomic_module treasure_module = {
	.name = "treasure",
	.free_state = treasures_free,
	.save_state = treasure_save_state,
	.load_state = treasure_load_state,
	.state_version = 1,
	.params = treasure_params,
	.commands = treasure_commands,
	.each_mechanic = treasure_mechanics,
	.after_command = treasure_after_command,
};
