/* cycle_module.c: the cycle as a subsystem of the engine (core/module.h):
 * its state's life, its parameters (R603 ¶3's base value of the Magic
 * Number, R666's and R620's numbers), its commands (`cycle`, `egg use`,
 * `goose ...`, `fatlady ...`, `tuba give`), its
 * mechanics, and what it hears: gov's "cycle-win" (R600 ¶6, R601, R603
 * ¶4), upon which the cycle ends (R666) and the Fat Lady awaits the
 * Speaker (R667, fatlady.c); the courts' "cfj" (R620 1, 2);
 * "salaries" (R620 ¶3). */
#include "core/module.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"

#include <string.h>

#define DAY 86400

static void cycle_free_state(nomic *n)
{
	cycle_free(n->cycle);
	n->cycle = NULL;
}

static const param_decl cycle_params[] = {
	{"magic.base", PT_INT, 379, 1, 1000000000, "points", "R603 ¶3",
	 "the base value of the Magic Number, which it is reset to at each new cycle (R666 j)",
	 0, NULL},
	{"cycle.long", PT_DURATION, 30 * DAY, 0, 3650 * DAY, "", "R666 h",
	 "a cycle longer than this removes the players who vacationed through it", 0, NULL},
	{"cycle.mn_up", PT_INT, 120, 1, 100000, "%", "R666 i",
	 "after a win by points the new base is the smallest prime above this share of the "
	 "Magic Number", 0, NULL},
	{"cycle.mn_down", PT_INT, 90, 1, 100000, "%", "R666 i",
	 "after two cycles not won by points the new base is the smallest prime above this "
	 "share of the Magic Number", 0, NULL},
	{"cycle.tax", PT_INT, 10, 0, 100, "%", "R666 e i",
	 "the share of each Total Wealth paid to the Treasury when circulation exceeds it", 0,
	 NULL},
	{"cycle.share", PT_INT, 5, 0, 100, "%", "R666 e iii",
	 "the share of eir wealth a random rich entity on The List gives to the poorest", 0,
	 NULL},
	{"goose.court_fee", PT_INT, 60, 0, 100000, "A$", "R620 1",
	 "what the Goose's holder pays the Clerk of the Court when it comes to em again", 0,
	 NULL},
	{"goose.release_hold", PT_DURATION, 7 * DAY, 0, 3650 * DAY, "", "R620 3",
	 "how long the holder must have held the Goose to send it Somewhere Else", 0, NULL},
	{"goose.release_fee", PT_INT, 200, 0, 100000, "A$", "R620 3",
	 "what sending the Goose Somewhere Else costs", 0, NULL},
	{"goose.pass_hold", PT_DURATION, 30 * DAY, 0, 3650 * DAY, "", "R620 4",
	 "how long the holder must have held the Goose to pass it to the lowest score", 0, NULL},
	{"goose.pass_fee", PT_INT, 75, 0, 100000, "A$", "R620 4",
	 "what passing the Goose to the lowest score costs, and what its receiver gets", 0, NULL},
	{"goose.give_fee", PT_INT, 350, 0, 100000, "A$", "R620 5",
	 "what giving the Goose to any other active player costs", 0, NULL},
	{"goose.bite", PT_INT, 9, 0, 100000, "points", "R620",
	 "the grumpy Goose's bite when its holder cannot pay for its food", 0, NULL},
	{"goose.fly_chance", PT_INT, 10, 0, 100, "%", "R620",
	 "the chance that a treated Goose flies Somewhere Else", 0, NULL},
	{"fatlady.song", PT_DURATION, DAY, 60, 3650 * DAY, "", "R667 ¶3",
	 "how long the Fat Lady's singing endures, unless a limerick stops her", 0, NULL},
	{"fatlady.limerick_lines", PT_INT, 5, 1, 1000, "lines", "R667 ¶3",
	 "the lines of a limerick that asks the Fat Lady to stop (docs/RULINGS.md)", 0, NULL},
	{"fatlady.song_lines", PT_INT, 8, 1, 1000, "lines", "R667 ¶4",
	 "the fewest lines of a composition with which the Great Tuba's holder accompanies her",
	 0, NULL},
	{"commission.auto", PT_INT, 0, 0, 1, "", "R670 1",
	 "1 (nomics begun at level 1): the end of a long cycle calls the Commission d'Arts by "
	 "itself (R666 m); 0 (nomics begun before, so that they replay unchanged): only "
	 "`commission call`",
	 0, NULL},
	{"commission.long", PT_DURATION, 30 * DAY, 0, 3650 * DAY, "", "R670 1",
	 "a cycle longer than this calls the Commission d'Arts at its end", 0, NULL},
	{"commission.gap", PT_DURATION, 60 * DAY, 0, 3650 * DAY, "", "R670 1",
	 "a call this soon after the last one has no effect", 0, NULL},
	{"commission.members", PT_INT, 5, 1, 1000, "members", "R670 1",
	 "the Commission's size: the Historian, Poet Laureate and President, then random players",
	 0, NULL},
	{"commission.session", PT_DURATION, 7 * DAY, 60, 3650 * DAY, "", "R670 1",
	 "how long the Commission sits after its newest member joined, unless it reports", 0,
	 NULL},
	{"commission.suggestion", PT_DURATION, 7 * DAY, 60, 3650 * DAY, "", "R1003 ¶3",
	 "after this long a suggested report is issued if two thirds approved it", 0, NULL},
	{"commission.approve_thirds", PT_INT, 2, 0, 3, "thirds", "R1003 ¶3",
	 "the share of the members, in thirds, whose approval issues a report after its 7 days",
	 0, NULL},
	{"commission.fine", PT_INT, 2, 0, 100000, "points", "R670 4",
	 "the fine of a Commissioner who approved a report, when the Commission reports none", 0,
	 NULL},
	{"commission.hearing", PT_DURATION, 3 * DAY, 60, 3650 * DAY, "", "R360 ¶4",
	 "how long the Silver Moon Hearing is in session", 0, NULL},
	{"commission.prize", PT_INT, 75, 0, 100000, "A$", "R670 6",
	 "the cash prize with a Silver Moon", 0, NULL},
	{"commission.cutout", PT_INT, 5, 0, 100000, "points", "R670 7",
	 "what a Silver Moon recipient in the Gaol loses for the cardboard cutout", 0, NULL},
	{"commission.speech_words", PT_INT, 10000, 1, 1000000, "words", "R670 7",
	 "the longest acceptance speech", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static const command cycle_commands[] = {
	{"cycle", 0, 0, P_ANYONE, NULL, CMD_READONLY, cycle_cmd_show, NULL, "cycle",
	 "the cycle's number and start, the Magic Number, past cycles and what R666 gave",
	 "R666 j"},
	{"egg use", 0, 0, P_ACTIVE, NULL, 0, cycle_cmd_egg, NULL, "egg use",
	 "with a Chartreuse Goose Egg, reduce your positive score to zero", "R668"},
	{"goose", 0, 0, P_ANYONE, NULL, CMD_READONLY, goose_cmd_show, NULL, "goose",
	 "who holds the Chartreuse Goose, and since when", "R620"},
	{"goose treat", 0, 0, P_ACTIVE, NULL, 0, goose_cmd_treat, NULL, "goose treat",
	 "as its holder, once a calendar week, treat the Goose for the Standard Harfer Fee: "
	 "it may fly away", "R620"},
	{"goose release", 0, 0, P_ACTIVE, NULL, 0, goose_cmd_release, NULL, "goose release",
	 "as its holder for 7 days, pay A$200 to send the Goose Somewhere Else", "R620 3"},
	{"goose pass", 0, 0, P_ACTIVE, NULL, 0, goose_cmd_pass, NULL, "goose pass",
	 "as its holder for 30 days, pay A$75 to pass the Goose to the lowest score", "R620 4"},
	{"goose give", 1, 1, P_ACTIVE, NULL, 0, goose_cmd_give, NULL, "goose give PLAYER",
	 "as its holder, pay A$350 to give the Goose to another active player", "R620 5"},
	{"fatlady", 0, 0, P_ANYONE, NULL, CMD_READONLY, fatlady_cmd_show, NULL, "fatlady",
	 "whether the Fat Lady sings, for whom and until when; the Great Tuba's holder", "R667"},
	{"fatlady sing", 0, 0, P_OFFICER, "Speaker", 0, fatlady_cmd_sing, NULL, "fatlady sing",
	 "as the Speaker, after a win, announce that the Fat Lady is singing", "R667 ¶2"},
	{"fatlady stop", 1, 1, P_ACTIVE, NULL, 0, fatlady_cmd_stop, NULL, "fatlady stop \"LIMERICK\"",
	 "post an original limerick (5 lines, \\n between them) politely asking her to stop",
	 "R667 ¶3"},
	{"fatlady accompany", 1, 1, P_ACTIVE, NULL, 0, fatlady_cmd_accompany, NULL,
	 "fatlady accompany \"SONG\"",
	 "as the Great Tuba's holder, accompany her with an original song of 8 or more lines: "
	 "a Bonus Vote", "R667 ¶4"},
	{"tuba give", 1, 1, P_ADMIN, NULL, 0, tuba_cmd_give, NULL, "tuba give PLAYER",
	 "the rules' effect: the Great Tuba of Ackanomia goes to the player (R901: who just lost "
	 "the Magic Potato)", "R901"},
	{"commission", 0, 0, P_ANYONE, NULL, CMD_READONLY, commission_cmd_show, NULL, "commission",
	 "the Commission d'Arts: its session, members, reports, Hearing and Silver Moons", "R670"},
	{"commission call", 0, 0, P_ADMIN, NULL, 0, commission_cmd_call, NULL, "commission call",
	 "the rules' effect: call the Commission d'Arts", "R670 1"},
	{"commission leave", 0, 0, P_PLAYER, NULL, 0, commission_cmd_leave, NULL,
	 "commission leave", "leave the Commission d'Arts: a random player replaces you",
	 "R670 1"},
	{"commission suggest", 8, 8, P_ACTIVE, NULL, 0, commission_cmd_suggest, NULL,
	 "commission suggest \"TITLE\" AUTHOR (x4)",
	 "as a Commissioner, suggest its report of 4 Silver Moon Nominees", "R670 2"},
	{"commission approve", 1, 1, P_ACTIVE, NULL, 0, commission_cmd_approve, NULL,
	 "commission approve N", "as a Commissioner, approve a suggested report", "R1003"},
	{"commission denounce", 1, 1, P_ACTIVE, NULL, 0, commission_cmd_denounce, NULL,
	 "commission denounce N", "as a Commissioner, denounce a suggested report: it is void",
	 "R1003"},
	{"moon respond", 1, 1, P_ACTIVE, NULL, 0, commission_cmd_respond, NULL, "moon respond N",
	 "send your response (a Nominee's number) to the Silver Moon Hearing, privately",
	 "R670 5"},
	{"moon speech", 1, 1, P_ACTIVE, NULL, 0, commission_cmd_speech, NULL, "moon speech \"TEXT\"",
	 "as a Silver Moon's recipient, make your acceptance speech (10,000 words at most)",
	 "R670 7"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void cycle_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the end of a cycle upon a win", "R666", arg);
	fn("the Magic Number's base value and its reset", "R603", arg);
	fn("Chartreuse Goose Eggs and the Right-Handed Grapefruit", "R668", arg);
	fn("Champion's Cloaks and Badges of Glory", "R669", arg);
	fn("the Chartreuse Goose", "R620", arg);
	fn("the Fat Lady", "R667", arg);
	fn("the Fat Lady's day of song", dl_fatlady_song.rule, arg);
	fn("the Great Tuba of Ackanomia", "R901", arg);
	fn("the Commission d'Arts", "R670", arg);
	fn("the Commission's session's end", dl_commission_session.rule, arg);
	fn("a suggested report's seven days", dl_commission_suggestion.rule, arg);
	fn("the Silver Moon Hearing's end", dl_commission_hearing.rule, arg);
}

static int cycle_on_event(ctx *c, const char *event, const json_t *data)
{
	/* R666: "Upon a Cycle being won as described by Rule 600 or 601". */
	if (strcmp(event, "cycle-win") == 0) {
		const char *rule = json_string_value(json_object_get(data, "rule"));
		const char *how = json_string_value(json_object_get(data, "how"));
		/* R667 ¶2: the win she owes a song, before R666 j numbers the
		 * next cycle. */
		fatlady_on_win(c, (int)json_integer_value(json_object_get(data, "id")));
		cycle_end(c, (int)json_integer_value(json_object_get(data, "id")),
			  rule ? rule : "", how ? how : "");
	} else if (strcmp(event, "cfj") == 0) { /* R620 1, 2 */
		goose_on_cfj(c, data);
	} else if (strcmp(event, "proposal") == 0) { /* R620 7 */
		goose_on_proposal(c);
	} else if (strcmp(event, "salaries") == 0) { /* R620 ¶3 */
		goose_feed(c);
	} else if (strcmp(event, "entity") == 0) { /* R620 3, 4: held since */
		goose_on_entity(c, data);
	}
	return 0;
}

/* R250 VII b: a Non-Player holds nothing. Eir Eggs, Cloaks, Badges, the
 * Grapefruit, Bonus Votes and Silver Moons are entities: src/econ moves or
 * destroys them (econ_module.c); here the Goose and the Tuba. */
static void cycle_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind != CHANGE_STATE || ch->to != PS_NONPLAYER || !c->n->cycle)
		return;
	cycle_state *s = c->n->cycle;
	if (cycle_goose_holder(c->n) == ch->player) /* unique: it cannot be destroyed (RULINGS) */
		goose_move(c, 0, "R250 VII b: its holder is no longer a player", 0);
	/* Unique, like the Goose: nobody holds it (econ's R250 VII b left the
	 * entity, which is lasting: econ/entities.h EK_LASTING). */
	if (cycle_tuba_holder(c->n) == ch->player &&
	    cycle_lasting_move(c, "tuba", &s->tuba, 0, "R250 VII b: its holder is no longer a player",
			       NULL, 0) == 0)
		ctx_announce(c, "Nobody holds the Great Tuba of Ackanomia: its holder is no longer "
			     "a player (R250 VII b)");
	/* R670 1: a Non-Player is no member: e leaves, and is replaced. */
	if (s->arts && s->arts->in_session && arts_member_of(s->arts, ch->player))
		commission_leave(c, ch->player, "R670 1: e is no longer a player");
}

/* Nomics begun at level 1 or later call the Commission by themselves
 * (core/level.h); earlier ones replay as they were played. */
static const param_level cycle_level_defaults[] = {
	{"commission.auto", 1, 1},
	{NULL, 0, 0},
};

const nomic_module cycle_module = {
	.name = "cycle",
	.free_state = cycle_free_state,
	.save_state = cycle_save_state, .load_state = cycle_load_state, .state_version = 1,
	.params = cycle_params,
	.level_defaults = cycle_level_defaults,
	.commands = cycle_commands,
	.each_mechanic = cycle_mechanics,
	.on_event = cycle_on_event,
	.on_change = cycle_on_change,
};
