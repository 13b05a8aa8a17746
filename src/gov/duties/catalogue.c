/* catalogue.c: each office's Duties (R401 (ii)) as the seed's rules give
 * them, rule and clause, with who does them here: the server, which does
 * them as the game runs (it counts votes, numbers proposals, keeps the
 * records and publishes the reports), or only the holder, who must act
 * (R403 (vi) the President's choice; R409 (e) asking a new player how e
 * found the game). A trigger makes a duty due as an obligation with a
 * deadline (obligation.c); the others stand and are done as things happen.
 *
 * duties.days is R401 (x)'s "3 days": how long an officer has for a duty
 * made due, when no rule gives the duty its own time. duties.newcomers
 * says whether a player joining makes the Registrar's R409 (b) and (e) due
 * as deadlines: off by default (docs/RULINGS.md, Offices: duties). */
#include "gov/duties/duties.h"

#include <string.h>

static const char *const switches[] = {"off", "on", NULL};

const param_decl duties_params[] = {
	{"duties.days", PT_DURATION, 3 * DUTY_DAY, 3600, 365 * DUTY_DAY, "", "R401 (x)",
	 "how long an officer has to do a duty, not counting time e is Vacationing or in "
	 "the Gaol", 0, NULL},
	{"duties.newcomers", PT_CHOICE, 0, 0, 1, "", "R409 (e)",
	 "on: a player joining makes the Registrar's duties toward em due (R409 (b), (e)); "
	 "off: they stand, done as the Registrar sees fit", 0, switches},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

#define S BY_SERVER
#define H BY_HOLDER

static const duty_def defs[] = {
	/* R405 (v): the Speaker's duties are (vi) to (viii). */
	{"Speaker", "R405 (vi)", "make the random determinations the rules require", S, TR_NONE,
	 "the engine's replayable draws (R230 I)"},
	{"Speaker", "R405 (vii)", "carry out any task the rules give nobody else", H, TR_NONE,
	 "by hand"},
	{"Speaker", "R405 (viii)", "track the game state no rule gives another officer", S,
	 TR_NONE, "the server keeps the whole state"},
	/* R667 ¶2: "within a reasonable time": no finite time, so R401 (x)'s. */
	{"Speaker", "R667 ¶2", "announce that the Fat Lady is singing, once a cycle is won", H,
	 TR_WIN, "`fatlady sing`"},
	{"Promoter", "R406 (a)", "accept proposal submissions", S, TR_NONE, "`propose`"},
	{"Promoter", "R406 (b)", "keep a record of each proposal until its voting ends", S,
	 TR_NONE, "`proposals`, the Promoter's report"},
	{"Promoter", "R406 (c)", "number each proposal", S, TR_NONE, "numbers in order"},
	{"Promoter", "R406 (e)", "distribute each proposal for voting", S, TR_NONE,
	 "distributed when submitted"},
	{"Tabulator", "R408 (a)", "count the votes on each proposal", S, TR_NONE,
	 "the voting-end deadline"},
	{"Tabulator", "R408 (b)", "keep each player's voting record", S, TR_NONE,
	 "the Tabulator's report"},
	{"Tabulator", "R408 (c)", "report each proposal's acceptance or rejection", S, TR_NONE,
	 "announced when its voting ends"},
	{"Count Tabula", "R408.1", "solicit, tally and report the votes of Elections and "
	 "Impeachment Papers", S, TR_NONE, "the office-election and office-impeachment deadlines"},
	{"Registrar", "R409 (a)", "keep the list of players, their names and states", S, TR_NONE,
	 "the Registrar's report"},
	{"Registrar", "R409 (b)", "furnish each new player with the game information", S,
	 TR_JOIN, "a message to the new player in the Registrar's name"},
	{"Registrar", "R409 (c)", "be available for new players' questions", H, TR_NONE,
	 "by hand"},
	{"Registrar", "R409 (d)", "keep track of the offices the players hold", S, TR_NONE,
	 "the Registrar's report"},
	{"Registrar", "R409 (e)", "ask each new player how e found the game and make the answer "
	 "public", H, TR_JOIN, "`duty done N \"ANSWER\"`"},
	{"Scorekeeper", "R410 (a)", "keep the record of the players' scores", S, TR_NONE,
	 "the Scorekeeper's report"},
	{"Scorekeeper", "R410 (c)", "announce a win by points as soon as possible", S, TR_NONE,
	 "announced when it happens"},
	{"Financier", "R412 (a)", "keep the record of who owns what", S, TR_NONE,
	 "the ledger, the Financier's report"},
	{"Financier", "R412 (b)", "log every transfer, creation and destruction", S, TR_NONE,
	 "the ledger's log"},
	/* Made due by a player's request (src/econ/auctions), in R520's own
	 * three days. */
	{"Financier", "R520", "call the Auction Them Entities auction a player requested and "
	 "paid for", H, TR_CALL, "`auction them ENTITY`"},
	/* R1240.1 C e: due when an Otzma-Day starts with an LSAP of 10 or
	 * more and a card may be created (src/society/otzma, while
	 * otzma.lsap_duty is 1: nomics begun at level 7). */
	{"RuneMaker", "R1240.1 C e", "create at least one Otzma Card on an Otzma-Day whose LSAP is "
	 "10 or more, when creating one is permissible", H, TR_CALL, "`otzma create TYPE`"},
	/* R431 ¶3: due when a cycle has had no call (src/gov/agenda, while
	 * agenda.duty is 1: nomics begun at level 4). */
	{"Illuminatus", "R431 ¶3", "announce a call for Agenda Conditions when there has been none "
	 "this cycle and none is under way", H, TR_CALL, "`agenda call`"},
	{"Illuminatus", "R431 ¶5", "release the submitted Agenda Conditions; initiate the bidding",
	 S, TR_NONE, "the agenda-release deadline"},
	{"Illuminatus", "R431 g", "announce the Nemesis Eggplants and Agenda Hats; tell each owner "
	 "eir hats' conditions", S, TR_NONE, "the agenda-award and agenda-hats deadlines"},
	{"Illuminatus", "R431 ¶7", "check the condition revealed with an Agenda Hat", S, TR_NONE,
	 "`hat reveal` posts the condition the server knows"},
	{"Clerk of the Court", "R413 (b)", "select the Judges of CFJs and distribute them", S,
	 TR_NONE, "`cfj`"},
	{"Clerk of the Court", "R413 (c)", "distribute the Judges' verdicts", S, TR_NONE,
	 "`cfj judge`"},
	{"President", "R414 (i) a", "announce an open Seat of a Functional Office", S, TR_NONE,
	 "announced when the Nomination opens"},
	{"President", "R414 (i) b", "conduct the Nominations for open Functional Office seats",
	 S, TR_NONE, "the office-nomination deadline"},
	{"President", "R403 (vi), R414 (i) b", "choose among the Nominees for a Functional Office",
	 H, TR_CHOOSE, "`choose PLAYER as OFFICE`"},
	{"President", "R414 (i) c", "announce a Functional Officer's appointment", S, TR_NONE,
	 "announced with the choice"},
	/* R501 (src/econ/customs): appended, so that older obligations keep
	 * their index. The log is the server's; what comes from outside Acka
	 * only the officer can enter. */
	{"Customs Officer", "R501 ¶3", "keep an ITA-compliant log of all ITA trades involving Acka",
	 S, TR_NONE, "`customs log`"},
	{"Customs Officer", "R501 ¶3", "apply for ITA membership if Acka is not a member", H,
	 TR_NONE, "outside the server"},
	{"Customs Officer", "R501 ¶4", "determine which case applies to another nomic's offer and "
	 "inform the ITA of Acka's decision", H, TR_NONE,
	 "`customs offer`: the server applies the cases; the officer tells the ITA"},
	{"Customs Officer", "R501 ¶6", "make the trade offer a player posted, owning everything "
	 "offered, on Acka's behalf", H, TR_CALL, "`customs send N`"},
	{"Customs Officer", "R501 ¶6", "announce when Acka's trade is accepted or refused", H,
	 TR_NONE, "`customs accepted N`, `customs refused N`"},
};

#define NDEFS ((int)(sizeof defs / sizeof defs[0]))

const duty_def *duty_def_at(int i)
{
	return i >= 0 && i < NDEFS ? &defs[i] : NULL;
}

int duty_def_index(const duty_def *d)
{
	return (int)(d - defs);
}

int duties_of_office(const char *name)
{
	for (int i = 0; i < NDEFS; i++)
		if (strcaseeq(defs[i].office, name))
			return 1;
	return 0;
}
