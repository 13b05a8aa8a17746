/* eleusis_game.h: what the parts of the Eleusis class (Ackanomic Rule
 * 1250.23/10) share: the module's flat state (the core's el_state, the
 * deadline's aux and the public news the clock owes), the names of cards
 * and seats, the private messages to the Deus, the prophet and the hands'
 * holders (eleusis_notify.c), and the view (eleusis_view.c). */
#ifndef NOMIC_GAMES_ELEUSIS_GAME_H
#define NOMIC_GAMES_ELEUSIS_GAME_H

#include "core/inbox.h" /* mut_tell: the private notices of every part */
#include "core/util.h"
#include "games/eleusis/eleusis.h"
#include "games/equip/equip.h"
#include "games/framework/games.h"

enum { ANN_HASH = 1, ANN_START = 2 };

typedef struct eg_state {
	el_state el;
	int32_t nact;      /* the deadline's aux: bumped at every change */
	uint32_t announce; /* ANN_*: public news the clock owes */
} eg_state;

const char *eg_nm(const ctx *c, const game *g, int who);
const deck_def *eg_deck_of(int deck);
const char *eg_cname(const el_state *s, int card, char *buf, size_t n);
void eg_hex(const uint8_t *b, size_t n, char *out);
/* The hand of seat who, as "A* 10! ..." ("(none)" when empty). */
void eg_list_hand(const el_state *s, int who, sbuf *b);
/* A private message to the seat (its Substitute if it has one). */
void eg_tell(ctx *c, game *g, int who, const char *text);
void eg_tell_hand(ctx *c, game *g, int who, const char *why);
/* The play awaiting judgement: its cards, or the No Play and its hand. */
void eg_describe_play(ctx *c, game *g, sbuf *b);
/* Asks whoever's judgement or act is awaited, privately (issue 20 item 6). */
void eg_ask(ctx *c, game *g);
json_t *eg_view(const nomic *n, const game *g, const gviewer *v);
/* The optional Referee and the bots' seats (eleusis_referee.c). */
int eg_configure(ctx *c, game *g, int argc, char **argv);
int eg_referee_ok(ctx *c, game *g, int pid);
int eg_referee_subs(const nomic *n, const game *g, int deus);
/* The Referee's move: 0 done, 1 a Deus's verb for *as_deus, -1 refused. */
int eg_referee_act(ctx *c, game *g, int argc, char **argv, int *as_deus);
int eg_replace(ctx *c, game *g, int argc, char **argv);
void eg_ended(ctx *c, game *g);

/* eleusis_game.c, for the moves: the module's one deadline set again from
 * the state; the turn told; a judged play's outcome announced. */
void eg_sync(ctx *c, game *g);
void eg_announce_turn(ctx *c, game *g);
void eg_outcome(ctx *c, game *g);
/* The game's end with its ladder (7). */
void eg_finish(ctx *c, game *g);
/* eleusis_moves.c: `play N ...` (the class's act). */
int eg_act(ctx *c, game *g, int me, int argc, char **argv);
/* eleusis_offer.c: the moves hook (games.h). */
json_t *eg_moves(const nomic *n, const game *g, const gviewer *v);

#endif
