/* csr_module.c: Common Sense Reports (Ackanomic R421.2, R421.1, R311 5,
 * R407.1 d) as a subsystem of the engine (core/module.h): its state's
 * life, its parameters and its commands. */
#include "gov/csr/csr.h"

#define DAY ((int64_t)86400)

static void csr_free_state(nomic *n)
{
	csrs_free(n->csrs);
	n->csrs = NULL;
}

static const param_decl csr_params[] = {
	{"csr.period", PT_DURATION, 3 * DAY, 60, 365 * DAY, "", "R421.2 ¶2",
	 "how long after its distribution a CSR is enacted unless objected to", 0, NULL},
	{"csr.objections", PT_INT, 2, 1, 1000, "players", "R421.2 ¶2",
	 "objections that stop a CSR", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command csr_commands[] = {
	{"csr issue", 1, 1, P_ACTIVE, NULL, 0, csr_cmd_issue, NULL, "csr issue TEXT",
	 "distribute a Common Sense Report: its \"Effect:\" lines change the rules in 3 days "
	 "unless 2 players object (the CSRR; a Custodian for its suite; the Rule-Harfer for rule "
	 "numbers)", "R421.2"},
	{"csr object", 1, 1, P_ACTIVE, NULL, 0, csr_cmd_object, NULL, "csr object N",
	 "object to CSR N publicly while it waits", "R421.2"},
	{"csrs", 0, 1, P_ANYONE, NULL, CMD_READONLY, csr_cmd_show, NULL, "csrs [N]",
	 "the Common Sense Reports, or one with its text", "R421.2"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void csr_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("a Common Sense Report enacted or failed", dl_csr.rule, arg);
}

const nomic_module csr_module = {
	.name = "csr",
	.free_state = csr_free_state,
	.save_state = csr_save_state,
	.load_state = csr_load_state,
	.state_version = 1,
	.params = csr_params,
	.commands = csr_commands,
	.each_mechanic = csr_mechanics,
};
