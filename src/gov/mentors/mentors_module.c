/* mentors_module.c: Mentors (R253, R252 II 3, R250 II g, R250 IV c) as a
 * subsystem of the engine (core/module.h): its state's life, its
 * parameter, its commands, its mechanics and its on_change. */
#include "core/module.h"
#include "gov/mentors/mentors.h"

static void mentors_free_state(nomic *n)
{
	mentors_free(n->mentors);
	n->mentors = NULL;
}

static const param_decl mentors_params[] = {
	{"mentors.accept", PT_DURATION, MENTORS_DAY, 0, 365 * MENTORS_DAY, "", "R253 ¶3",
	 "the time a non-volunteering selectee has to accept a mentorship", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command mentors_commands[] = {
	{"mentors", 0, 0, P_ANYONE, NULL, CMD_READONLY, mentors_cmd_show, NULL, "mentors",
	 "the Mentor pool and who mentors whom", "R253"},
	{"mentor join", 0, 0, P_ACTIVE, NULL, 0, mentors_cmd_join, NULL, "mentor join",
	 "place yourself in the Mentor pool", "R253"},
	{"mentor leave", 0, 0, P_ACTIVE, NULL, 0, mentors_cmd_leave, NULL, "mentor leave",
	 "remove yourself from the Mentor pool", "R253"},
	{"mentor request", 0, 0, P_ACTIVE, NULL, 0, mentors_cmd_request, NULL, "mentor request",
	 "as a Newbie, ask the Registrar to select a Mentor for you", "R250 II g"},
	{"mentor assign", 1, 2, P_OFFICER, "Registrar", 0, mentors_cmd_assign, NULL,
	 "mentor assign NEWBIE [PLAYER]",
	 "as the Registrar, select a Mentor (none named: drawn from the pool, else from the "
	 "active players)", "R253"},
	{"mentor accept", 0, 0, P_ACTIVE, NULL, 0, mentors_cmd_accept, NULL, "mentor accept",
	 "accept the mentorship you were selected for", "R253"},
	{"mentor decline", 0, 0, P_PLAYER, NULL, 0, mentors_cmd_decline, NULL, "mentor decline",
	 "decline the mentorship you were selected for", "R253"},
	{"mentor dismiss", 0, 0, P_PLAYER, NULL, 0, mentors_cmd_dismiss, NULL, "mentor dismiss",
	 "as a Newbie, decline your Mentor's further services", "R253"},
	{"sponsor", 1, 1, P_ACTIVE, NULL, 0, mentors_cmd_sponsor, NULL, "sponsor PLAYER",
	 "as a new player, name the player who convinced you to join (first choice of Mentor)",
	 "R252 I"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void mentors_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the Mentor pool", "R253", arg);
	fn("a new player awaits a Mentor", "R252 II 3", arg);
	fn("the Sponsor as first choice of Mentor", "R252 II 3", arg);
	fn("a selectee's day to accept", dl_mentor_accept.rule, arg);
	fn("leaving the Mentor pool on becoming Non-Voting", "R250 IV c", arg);
}

const nomic_module mentors_module = {
	.name = "mentors",
	.free_state = mentors_free_state,
	.save_state = mentors_save_state,
	.load_state = mentors_load_state,
	.state_version = 1,
	.params = mentors_params,
	.commands = mentors_commands,
	.each_mechanic = mentors_mechanics,
	.on_change = mentors_on_change,
};
