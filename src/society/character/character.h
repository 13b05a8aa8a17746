/* character.h: Characteristics (Ackanomic R540, R540.1, R540.2, R540.3,
 * R541), Honour (R550, R550.1, R550.2, R550.3, R550.10) and being On Fire
 * (R543): the numbers the rules attach to players, how they change, and
 * the tests and titles made of them. docs/CHARACTERISTICS.md; readings in
 * docs/RULINGS.md, "Society: characteristics and honour".
 *
 * A characteristic (R540) is named, is not an entity, and has for each
 * player a Value within its range (0-100 unless its rule says otherwise;
 * unbounded ranges allowed) starting at its default. Each is declared once,
 * in character_defs.c, with the rule that defines it: R540.1's Harf,
 * R540.2's six Basic Player Characteristics (3-18, default 10, Testable by
 * 3d6), R540.3's four Skills and Alignment, R550's Honour (-100..100, and
 * R550.10's wrapping). Values change only through charac_change and
 * charac_set, which journal every write (core/ctx.h), so they are folded
 * from the log by replay, and which keep a value in its range (R540 ¶4; a
 * Skill "decreases by one point if it is not already zero").
 *
 * What the server sees happen changes them by itself while
 * `characteristics.auto` is 1 (from behaviour level 3, core/level.h):
 * honour.c (R550.1, R550.2's acts), elements.c (R540.3's triggers), fire.c
 * (R543). What it cannot see (a Blue Cross Bonus, a harfy proposal) the
 * admin records as an adopted rule's effect: `honour act`,
 * `characteristic gain|lose|set`.
 *
 * Hears: "cycle-win", "game" (Duels), "cfj" (a CFCJ's TRUE verdict final:
 * a conviction, R710), "impeachment", "gaol", "goose", "on-ice",
 * "proposal", "message" (R543's "I'm on fire"), core's CHANGE_JOIN,
 * CHANGE_OFFICE and CHANGE_LEDGER (a Bronze Torch received). Emits
 * "characteristic" {"player", "characteristic" (its name), "from", "to",
 * "why"} at every change, which the Herald's records hear (R435 1). */
#ifndef NOMIC_SOCIETY_CHARACTER_H
#define NOMIC_SOCIETY_CHARACTER_H

#include "core/module.h"

#include <stdint.h>

#define CHARAC_UNBOUNDED INT64_C(1000000000000) /* "any integral value" */

enum charac_flags {
	CH_WRAP = 1, /* R550.10: past the top to the bottom, and back */
};

typedef struct charac_def {
	const char *name;  /* "Strength", "Fire Skill", "Honour" */
	const char *word;  /* one word for commands: "strength", "fire" */
	const char *rule;  /* the rule that defines it: "R540.2" */
	int64_t min, max;  /* its range (R540 ¶3); +-CHARAC_UNBOUNDED */
	int64_t dflt;      /* its default value (R540 ¶3) */
	int dice;          /* Testable (R541): its distribution is this many
			      d6 (R540.2: 3d6); 0: not Testable */
	unsigned flags;    /* enum charac_flags */
} charac_def;

/* Every characteristic, in the rules' order ({NULL}-ended). */
extern const charac_def charac_defs[];
/* By name or word, case-insensitively ("Fire Skill", "fire"); NULL none. */
const charac_def *charac_find(const char *name);

/* The state: each value that is not its default; R550.1, R550.2's Unique
 * acts done; R540.2's rolls asked for; R550.3's titles; R543's fires. */
typedef struct charac_value {
	int player;
	const charac_def *def;
	int64_t value;
} charac_value;

typedef struct charac_mark {
	int player;
	int what; /* an honour act's index (honour.c), or MARK_ROLLED */
} charac_mark;

typedef struct fire {
	int player;
	gtime lit;
	uint64_t dl;       /* R543: the week's deadline, 0 once passed */
	int declared;      /* "I'm on fire" posted since it was lit */
} fire;

/* A change of a value, for the player's record. */
typedef struct charac_entry {
	int player;
	const charac_def *def;
	int64_t from, to;
	gtime when;
	char why[120];
} charac_entry;

/* Whether a change is said in the event's text (CV_SAY: the admin's
 * command, a player's own act) or only kept in the record (CV_RECORD: what
 * the server does by itself as a consequence of another act). */
enum charac_voice { CV_RECORD, CV_SAY };

typedef struct character {
	charac_value **values;
	int nvalues, values_cap;
	charac_mark **marks;
	int nmarks, marks_cap;
	fire **fires;
	int nfires, fires_cap;
	charac_entry **history; /* every change, oldest first */
	int nhistory, history_cap;
	int champion; /* R550.3: the Champion of Honour, 0 none */
	int evil;     /* R550.3: the player who is Evil, 0 none */
} character;

#define MARK_ROLLED (-1) /* R540.2 ¶2: e has had eir scores generated */

/* character.c */
character *character_of(ctx *c);
void character_free(nomic *n);
int64_t charac_value_of(const nomic *n, int player_id, const charac_def *d);
/* Adds delta (a gain, or a loss when negative: R540 ¶4) to a player's
 * value, kept within the range (R550.10 wraps instead), and records it
 * with why (said too, if voice is CV_SAY). The new value. */
int64_t charac_change(ctx *c, int player_id, const charac_def *d, int64_t delta,
		      const char *why, enum charac_voice voice);
/* Sets the value (within the range); records and says it. -1 with c->err when out of
 * the range. */
int charac_set(ctx *c, int player_id, const charac_def *d, int64_t value, const char *why);
/* Stores a value (in its range) and says nothing: for a caller that says
 * what it did in its own words (R540.2's six rolls in one line). */
void charac_put(ctx *c, int player_id, const charac_def *d, int64_t value);
int charac_marked(const nomic *n, int player_id, int what);
void charac_mark_add(ctx *c, int player_id, int what);
/* Whether the server changes characteristics by itself now: the parameter
 * `characteristics.auto`, and the rule of the mechanic standing. */
int charac_auto(const nomic *n, const char *citation);
/* The player an event's data names under key; NULL if none. */
player *charac_player(const nomic *n, const json_t *data, const char *key);
/* The accused, if a "cfj" event's data is a CFCJ's TRUE verdict become
 * final (a conviction, R710); else 0. */
int charac_conviction(const json_t *data);
/* "Neutral", "Chaotic" or "Lawful" (R540.3's Order). */
const char *alignment_name(int64_t alignment);

/* honour.c: R550.1, R550.2's acts; R550.3's titles. */
typedef struct honour_act {
	const char *word;  /* "join", "duel-won" */
	const char *what;  /* "joining the game" */
	int delta;         /* +3 ... -2 */
	int unique;        /* Uniquely (Dis)Honourable: once per player */
	const char *rule;  /* "R550.1" */
} honour_act;
extern const honour_act honour_acts[];
const honour_act *honour_act_find(const char *word);
/* Applies the act to the player (once, if Unique); 1 if it changed eir
 * Honour, 0 if a Unique act was done before. */
int honour_apply(ctx *c, int player_id, const honour_act *a, enum charac_voice voice);
/* R550.3: gives the titles to whom they now belong, and says so publicly
 * (to the actor too if voice is CV_SAY). */
void honour_titles(ctx *c, enum charac_voice voice);
int honour_on_event(ctx *c, const char *event, const json_t *data);
void honour_on_change(ctx *c, const state_change *ch);

/* elements.c: R540.3's and R540.1's triggers the server sees. */
int elements_on_event(ctx *c, const char *event, const json_t *data);

/* bpc.c: R540.2's scores (`bpc roll`, `bpc reroll`), R541's tests. */
int character_cmd_bpc_roll(ctx *c, int argc, char **argv);
int character_cmd_bpc_reroll(ctx *c, int argc, char **argv);
int64_t charac_roll(ctx *c, const charac_def *d);
/* R541: the index in ids of the winner of a test of d among n players;
 * rolls (and ties, rolled again) are said in the event's text. */
int charac_test(ctx *c, const charac_def *d, const int *ids, int n);

/* fire.c: R543 (`fire light`, `fire out`, `fire extinguish`). */
int character_cmd_fire_light(ctx *c, int argc, char **argv);
int character_cmd_fire_out(ctx *c, int argc, char **argv);
int character_cmd_fire_extinguish(ctx *c, int argc, char **argv);
int fire_on_event(ctx *c, const char *event, const json_t *data);
const fire *fire_of(const nomic *n, int player_id);
extern const deadline_kind dl_fire_week;

/* character_json.c: GET /api/v1/characteristics ({"characteristics":
 * [{"name", "word", "rule", "min", "max" (null: unbounded), "default",
 * "testable"}], "players": [each player's]}), a player's ({"player",
 * "values": {name: value}, "alignment", "scores_generated", "on_fire",
 * "champion_of_honour", "evil"}; NULL: no such player), /api/v1/honour
 * ({"players": [{"player", "honour"}], "champion_of_honour", "evil",
 * "acts": [{"act", "what", "honour", "unique", "rule"}]}). */
json_t *characteristics_json(const nomic *n);
json_t *player_characteristics_json(const nomic *n, const char *name);
json_t *honour_json(const nomic *n);

/* character_ckpt.c: the part in a checkpoint. */
int character_save_state(const nomic *n, ckw *w);
int character_load_state(nomic *n, ckr *r);

/* character_cmd.c, character_module.c */
extern const command character_commands[];
extern const param_decl character_params[];
extern const param_level character_level_defaults[];
void character_mechanics(const nomic *n, mechanic_fn fn, void *arg);

#endif
