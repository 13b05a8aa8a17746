/* lantern_game.h: the parts of the Ye Olde Rusty Lantern class (Ackanomic
 * R1250.18) shared by its files: lantern_game.c (start, clock, departures,
 * the class), lantern_moves.c (the Bards' and the Barkeep's moves),
 * lantern_view.c (what each viewer sees). */
#ifndef NOMIC_LANTERN_GAME_H
#define NOMIC_LANTERN_GAME_H

#include "games/framework/games.h"
#include "games/lantern/lantern.h"

const char *yl_nm(const ctx *c, const game *g, int who);
/* A private message to the Barkeep (mut_tell). */
void yl_tell_barkeep(ctx *c, game *g, const char *text);
/* Checks the win, ends the tale, or sets the next deadline. */
void yl_resched(ctx *c, game *g);
void yl_announce_turn(ctx *c, game *g);
/* Tells the Barkeep e may send a Bard asleep often enough Under The Table. */
void yl_note_asleep(ctx *c, game *g, int who);
/* The reply for an interruption's outcome (1 success, 2 not mentioned, 3 late). */
void yl_report_int(ctx *c, game *g, int no, int who, int play, int outcome);
int yl_act(ctx *c, game *g, int who, int argc, char **argv);
json_t *yl_view(const nomic *n, const game *g, const gviewer *v);

/* The ante and the brass pot (lantern_pot.c). */
int yl_pot_configure(ctx *c, game *g, int argc, char **argv);
int yl_pot_pay(ctx *c, game *g, int seat, int announce);
void yl_pot_under_table(game *g, int seat);
void yl_pot_settle(ctx *c, game *g);
void yl_pot_ante_text(const yl_state *s, sbuf *out);
void yl_pot_view(const nomic *n, const game *g, json_t *o);

#endif
