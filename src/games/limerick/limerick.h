/* limerick.h: what the Limerick Contest's module (limerick_module.c, the
 * `limerick vote` of players who are not contestants) needs of its class
 * (limerick_game.c, Ackanomic R1250.8/0). */
#ifndef NOMIC_GAMES_LIMERICK_H
#define NOMIC_GAMES_LIMERICK_H

#include "games/framework/games.h"

extern const game_class limerick_class;

/* The actor sends the referee eir vote in g (hidden): "1", "2" or a poet's
 * name. 0, or a ctx_fail. */
int limerick_vote(ctx *c, game *g, const char *arg);

#endif
