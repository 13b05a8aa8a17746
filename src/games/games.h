/* games.h: the games and contests played inside the nomic (Ackanomic
 * R1250 Games & Contests suite, A Nomic R338 Contests): the registry of
 * game classes, the instances in play, and the commands that drive them.
 * The engine owns a `struct games` inside the nomic state and frees it
 * with games_free. */
#ifndef NOMIC_GAMES_H
#define NOMIC_GAMES_H

struct games;

void games_free(struct games *g);

#endif
