/* cmd_rules.c: the ruleset as part of the nomic's state (placeholder). */
#include "core/command.h"

const command rule_commands[] = {
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
