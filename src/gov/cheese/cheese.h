/* cheese.h: Le Grand Fromage (Ackanomic R611): the five cheeses, how each
 * is gained, the Winning Condition of owning one of each, and their end
 * when a cycle is won that way (R611 ¶2, R666 m). docs/CYCLE.md, "Le Grand
 * Fromage"; readings in docs/RULINGS.md.
 *
 * The cheeses are entities (src/econ, kinds.c: "stilton", "cheddar",
 * "edam", "brie", "gouda"; nontradeable, R611 ¶1). This part keeps what
 * the gaining counts (offices taken, games of five or more won) and who
 * achieved a Winning Condition by R611 since the cheeses were last all
 * destroyed at the end of a cycle.
 *
 * Hears: "entity" (a cheese created or moved: R611 ¶2's one of each and
 * the Winning Condition; a cheese destroyed: the counts start again),
 * "proposal" (R611 ¶4, Stilton), "game" (R611 ¶7, ¶8: Gouda and Brie;
 * src/games game_end), core's CHANGE_OFFICE and "impeachment" (R611 ¶6,
 * Edam; src/gov/offices impeach.c). Emits none.
 * The server gains a cheese by itself only while `cheese.auto` is 1 (from
 * behaviour level 2, core/level.h). */
#ifndef NOMIC_GOV_CHEESE_H
#define NOMIC_GOV_CHEESE_H

#include "core/ckpt.h"
#include "core/command.h"

/* A thing the gaining counts, per player: an office e took (R611 ¶6), a
 * game of five or more e won (R611 ¶7), or R611's Winning Condition
 * achieved (R611 ¶2's bar). */
enum cheese_mark_kind { CM_OFFICE, CM_GAME, CM_WON };

typedef struct cheese_mark {
	int player;
	int kind;      /* enum cheese_mark_kind */
	char what[64]; /* the office's name, the game's number */
} cheese_mark;

typedef struct cheese_state {
	cheese_mark **marks;
	int nmarks, cap;
} cheese_state;

/* cheese.c */
cheese_state *cheese_of(ctx *c);
void cheese_free(nomic *n);
int cheese_marks(const nomic *n, int player_id, int kind);
void cheese_mark_add(ctx *c, int player_id, int kind, const char *what);
/* Forgets player_id's marks of kind (-1: every player's). */
void cheese_mark_clear(ctx *c, int player_id, int kind);
/* What everyone hears, and the actor too, indented as the event's lines;
 * indent NULL: said in core's change (on_change), before the reply of the
 * command that made it. */
void cheese_say(ctx *c, const char *indent, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* cheese_gain.c: the server's gaining (R611 ¶4-¶8), while cheese.auto is
 * 1 and R611 stands. Each gives player_id a cheese of kind `word` unless
 * e has one (R611 ¶2 would destroy the second at once). */
void cheese_give(ctx *c, int player_id, const char *word, const char *why, const char *indent);
void cheese_on_proposal(ctx *c, const json_t *data);
void cheese_on_game(ctx *c, const json_t *data);
void cheese_on_office(ctx *c, int player_id, const char *office_name);

/* cheese_ckpt.c: the part in a checkpoint (core/module.h save_state). */
int cheese_save_state(const nomic *n, ckw *w);
int cheese_load_state(nomic *n, ckr *r);

/* R666 m: called by the end of a cycle (src/gov/cycle/cycle_end.c) in
 * R611's place among "the events specified by other rules": if the cycle
 * was won by Rule 611, every cheese is destroyed. */
void cheese_cycle_end(ctx *c, const char *rule);

#endif
