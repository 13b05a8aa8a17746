/* gov_module.c: governance as a subsystem of the engine (core/module.h):
 * its state's life, its parameters (Ackanomic R106, R207, R330, R600, R603
 * and the voting methods' numbers), its mechanics and the rules they rest
 * on, and what it hears: from core (R250 VI c: an On Ice player's votes on
 * open proposals are cancelled), from the courts (a CFJ's life: claims of
 * Winning Conditions, R600, R601) and from its own results (R605). */
#include "core/module.h"
#include "core/remind.h"
#include "gov/gov.h"

#include <string.h>

#define DAY 86400

static void gov_free_state(nomic *n)
{
	gov_free(n->gov);
	n->gov = NULL;
}

static const param_decl gov_params[] = {
	{"vote.period", PT_DURATION, 7 * DAY, 0, 365 * DAY, "", "R106",
	 "the prescribed voting period (0: open until the method decides)", 0, NULL},
	{"vote.quorum", PT_INT, 0, 0, 100000, "voters", "the body's voting method",
	 "ballots needed for a valid decision", PARAM_OPTIONAL, NULL},
	{"vote.ai", PT_INT, 1000, 0, 1000000, "/1000", "the body's voting method",
	 "adoption index times 1000 (1000: a simple majority)", PARAM_OPTIONAL, NULL},
	{"vote.support", PT_INT, 0, 0, 100000, "players", "the body's voting method",
	 "supporters needed (\"with N support\")", PARAM_OPTIONAL, NULL},
	{"vote.objections", PT_INT, 0, 0, 100000, "players", "the body's voting method",
	 "objections that block (\"without N objections\")", PARAM_OPTIONAL, NULL},
	{"vote.min_endorse", PT_INT, 0, 0, 100000, "players", "the body's voting method",
	 "endorsements needed at least", PARAM_OPTIONAL, NULL},
	{"vote.pct_endorse", PT_INT, 0, 0, 100, "%", "the body's voting method",
	 "endorsements needed as a share of the eligible, if more", PARAM_OPTIONAL, NULL},
	{"vote.min_wait", PT_DURATION, 0, 0, 365 * DAY, "", "the body's voting method",
	 "time before a question may be decided early", PARAM_OPTIONAL, NULL},
	{"score.accept.modest", PT_INT, 5, 0, 1000, "points", "R207 III",
	 "the author's award for an accepted Modest proposal", 0, NULL},
	{"score.accept.grandiose", PT_INT, 16, 0, 1000, "points", "R207 III",
	 "the author's award for an accepted Grandiose proposal", 0, NULL},
	{"score.accept.ordinary", PT_INT, 10, 0, 1000, "points", "R207 III",
	 "the author's award for another accepted proposal", 0, NULL},
	{"score.reject.modest", PT_INT, 4, 0, 1000, "points", "R207 III",
	 "the author's loss for a rejected Modest proposal", 0, NULL},
	{"score.reject.grandiose", PT_INT, 12, 0, 1000, "points", "R207 III",
	 "the author's loss for a rejected Grandiose proposal", 0, NULL},
	{"score.reject.ordinary", PT_INT, 7, 0, 1000, "points", "R207 III",
	 "the author's loss for another rejected proposal", 0, NULL},
	{"score.voter", PT_INT, 1, -1000, 1000, "points", "R207 III",
	 "each voter's award on any proposal's results", 0, NULL},
	{"score.newbie.modest", PT_INT, 1, 0, 1000, "points", "R207 IV",
	 "a Newbie author's bonus on a Modest proposal", 0, NULL},
	{"score.newbie.grandiose", PT_INT, 5, 0, 1000, "points", "R207 IV",
	 "a Newbie author's bonus on a Grandiose proposal", 0, NULL},
	{"score.newbie.ordinary", PT_INT, 3, 0, 1000, "points", "R207 IV",
	 "a Newbie author's bonus on another proposal", 0, NULL},
	{"retract.penalty", PT_INT, 2, 0, 1000, "points", "R330",
	 "what an author loses for retracting a proposal", 0, NULL},
	{"magic.number", PT_INT, 379, 1, 1000000000, "points", "R603",
	 "the points needed to win a cycle by points", 0, NULL},
	{"win.objection_time", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R603",
	 "how long players may object to the Scorekeeper's announcement of a win by points",
	 0, NULL},
	{"win.claim_wait", PT_DURATION, 3 * DAY, 0, 365 * DAY, "", "R600",
	 "a claim of a Rule 603 Winning Condition sooner than this after the Scorekeeper's "
	 "unobjected announcement is judged INVALID", 0, NULL},
	{"wins.entities", PT_INT, 0, 0, 1, "", "R600 ¶2, R620 ¶1, R901 ¶2",
	 "1 (nomics begun at level 6): Winning Conditions, the Chartreuse Goose and the Great "
	 "Tuba are entities (R500; `entities`), owned by their holders; 0: kept beside them",
	 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 6 or later keep Winning Conditions, the Goose and
 * the Tuba as entities (core/level.h): creating them shifts entity ids and
 * adds "entity" events, so earlier nomics replay as they were played. */
static const param_level gov_level_defaults[] = {
	{"wins.entities", 6, 1},
	{NULL, 0, 0},
};

static void gov_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	fn("proposals' results", dl_voting_end.rule, arg);
	fn("the vote-reminder deadline", dl_vote_reminder.rule, arg);
	fn("scoring on results", "R207", arg);
	fn("winning by points", "R603", arg);
	fn("claiming Winning Conditions by Cycle-Win CFJs", "R600", arg);
	fn("the Scorekeeper's announcement of a win", dl_win_announced.rule, arg);
	fn("winning by paradox", "R601", arg);
	fn("winning by palindrome", "R605", arg);
}

static int gov_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "on-ice") == 0) /* R250 VI c */
		gov_cancel_votes_of(c, (int)json_integer_value(json_object_get(data, "id")));
	else if (strcmp(event, REMIND_EVENT) == 0) /* the lead time changed */
		gov_retime_reminders(c);
	else if (strcmp(event, "cfj") == 0) /* R600, R601: claims and wins */
		return wins_on_cfj(c, data);
	else if (strcmp(event, "proposal") == 0) /* R605: after the scores */
		wins_on_proposal(c, data);
	else if (strcmp(event, "entity") == 0) /* R600 ¶2, ¶3: Winning Conditions */
		return wins_on_entity(c, data);
	return 0;
}

const nomic_module gov_module = {
	.name = "gov",
	.free_state = gov_free_state,
	.save_state = gov_save_state,
	.load_state = gov_load_state,
	.state_version = 1,
	.params = gov_params,
	.level_defaults = gov_level_defaults,
	.commands = gov_commands,
	.each_mechanic = gov_mechanics,
	.on_event = gov_on_event,
};
