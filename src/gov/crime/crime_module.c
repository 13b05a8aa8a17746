/* crime_module.c: crime as a subsystem of the engine (core/module.h): its
 * state's life, its parameters (R710 8a, 8d, 9b, R711, R715), its commands
 * (the handlers live in cfcj.c and pardon.c), the views `gaol` and
 * `crimes`, the mechanics and the rules they rest on, the trial's "cfj"
 * events (R710's verdicts) and the Gaol's guard (R709). */
#include "core/module.h"
#include "gov/crime/crime.h"

#include <string.h>

static void crime_free_state(nomic *n)
{
	crime_free(n->crime);
	n->crime = NULL;
}

static const param_decl crime_params[] = {
	{"crime.grace", PT_DURATION, 3 * CRIME_DAY, 0, 365 * CRIME_DAY, "", "R710 8a",
	 "the grace period between a TRUE CFCJ and its penalty", 0, NULL},
	{"crime.apology_days", PT_DURATION, 3 * CRIME_DAY, 0, 365 * CRIME_DAY, "", "R710 8d",
	 "the time to make a required Public Apology", 0, NULL},
	{"crime.apology_extra", PT_DURATION, 3 * CRIME_DAY, 0, 365 * CRIME_DAY, "", "R710 8d",
	 "the Gaol time for a missed Public Apology", 0, NULL},
	{"crime.reversal_pay", PT_INT, 10, 0, 100000, "A$", "R710 9b",
	 "paid per day of a reversed SENTENCE", 0, NULL},
	{"crime.reversal_cap", PT_INT, 200, 0, 1000000, "A$", "R710 9b",
	 "the most paid for a reversed SENTENCE", 0, NULL},
	{"crime.pardon_days", PT_DURATION, 3 * CRIME_DAY, 0, 365 * CRIME_DAY, "", "R711",
	 "the President's time to GRANT or DENY an Appeal for Pardon", 0, NULL},
	{"crime.pardon_recent", PT_DURATION, 3 * CRIME_DAY, 0, 365 * CRIME_DAY, "", "R711 2",
	 "how recent a TRUE CFCJ lets its accused appeal for pardon", 0, NULL},
	{"crime.contempt_fine", PT_INT, 100, 0, 1000000, "A$", "R715",
	 "the fine a player held in Contempt may pay", 0, NULL},
	{"crime.contempt_days", PT_DURATION, 3 * CRIME_DAY, 0, 365 * CRIME_DAY, "", "R715",
	 "the Gaol time a player held in Contempt may serve instead", 0, NULL},
	{"crime.contempt_choice", PT_DURATION, 3 * CRIME_DAY, 0, 365 * CRIME_DAY, "", "R715",
	 "the time to choose before the Gaol is assumed", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static int cmd_gaol(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const crime *k = crime_peek(c->n);
	if (!k || !k->ngaol) {
		ctx_reply(c, "the Gaol is empty (R709)");
		return 0;
	}
	for (int i = 0; i < k->ngaol; i++) {
		char since[40], until[40];
		format_time(k->gaol[i]->since, since, sizeof since);
		format_time(k->gaol[i]->until, until, sizeof until);
		ctx_reply(c, "%s%s: in the Gaol since %s, until %s", i ? "\n" : "",
			  player_by_id(c->n, k->gaol[i]->player)->name, since, until);
	}
	return 0;
}

static int cmd_crimes(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	crime_def defs[128];
	int n = crimes_defined(c->n, defs, 128);
	if (!n) {
		ctx_reply(c, "the ruleset defines no Crimes (R710 3)");
		return 0;
	}
	for (int i = 0; i < n; i++)
		ctx_reply(c, "%sthe Crime of %s (R%s)", i ? "\n" : "", defs[i].name, defs[i].rule);
	return 0;
}

static const command crime_commands[] = {
	{"cfcj penalty", 2, CMD_MAX_WORDS - 2, P_ACTIVE, NULL, 0, crime_cmd_cfcj_penalty, NULL,
	 "cfcj penalty NUMBER PENALTY ...",
	 "as the CFCJ's judge (or a Justice on appeal), set the penalty a TRUE verdict imposes",
	 "R710 8a, 9c"},
	{"cfcj show", 1, 1, P_ANYONE, NULL, CMD_READONLY, crime_cmd_cfcj_show, NULL,
	 "cfcj show NUMBER", "a CFCJ's crime, penalties and where its penalty stands", "R710"},
	{"cfcj", 3, CMD_MAX_WORDS - 1, P_ACTIVE, NULL, 0, crime_cmd_cfcj, NULL,
	 "cfcj PLAYER CRIME REASONING [PENALTY ...]",
	 "accuse a player of a Crime (pays the Harfer Fee); penalties: deduct N, fine N, "
	 "sentence Nd, transfer N CURRENCY, expel, apology LINES, remove ORG, impeach OFFICE, "
	 "confiscate N CURRENCY", "R710"},
	{"crimes", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_crimes, NULL, "crimes",
	 "the Crimes the current ruleset defines, each with its rule", "R710 3"},
	{"gaol", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_gaol, NULL, "gaol",
	 "who is in the Gaol, since and until when", "R709"},
	{"apology", 1, 1, P_PLAYER, NULL, 0, crime_cmd_apology, NULL, "apology TEXT",
	 "make a Public Apology (\\n separates its lines)", "R710 8d"},
	{"pardon ask", 0, 0, P_PLAYER, NULL, 0, crime_cmd_pardon_ask, NULL, "pardon ask",
	 "make an Appeal for Pardon to the President", "R711"},
	{"pardon grant", 1, 1, P_OFFICER, "President", 0, crime_cmd_pardon_grant, NULL,
	 "pardon grant PLAYER", "GRANT a player's Appeal for Pardon", "R711"},
	{"pardon deny", 1, 1, P_OFFICER, "President", 0, crime_cmd_pardon_deny, NULL,
	 "pardon deny PLAYER", "DENY a player's Appeal for Pardon", "R711"},
	{"contempt choose", 1, 1, P_PLAYER, NULL, 0, crime_cmd_contempt_choose, NULL,
	 "contempt choose fine|gaol", "held in Contempt, pay the fine or go to the Gaol", "R715"},
	{"contempt", 1, 1, P_ADMIN, NULL, 0, crime_cmd_contempt, NULL, "contempt PLAYER",
	 "hold a player in Contempt (the rules' effect)", "R715"},
	{"guilty", 2, 2, P_ADMIN, NULL, 0, crime_cmd_guilty, NULL, "guilty PLAYER patent",
	 "declare a player Guilty of Patent Infringement (the rules' effect); holds em in "
	 "Contempt", "R716"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void crime_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("a CFCJ's penalty after the grace period", dl_cfcj_grace.rule, arg);
	fn("release from the Gaol", dl_gaol_release.rule, arg);
	fn("what a player in the Gaol may do", "R709", arg);
	fn("a missed Public Apology", dl_apology_due.rule, arg);
	fn("an Appeal for Pardon's lapse", dl_pardon_lapse.rule, arg);
	fn("Contempt's default choice", dl_contempt_lapse.rule, arg);
	fn("reversing a CFCJ's penalty", "R710 9b", arg);
}

static int crime_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "cfj") == 0)
		return crime_on_cfj_event(c, data);
	return 0;
}

const nomic_module crime_module = {
	.name = "crime",
	.free_state = crime_free_state,
	.save_state = crime_save_state,
	.load_state = crime_load_state,
	.state_version = 1,
	.params = crime_params,
	.commands = crime_commands,
	.each_mechanic = crime_mechanics,
	.after_command = gaol_guard,
	.on_event = crime_on_event,
};
