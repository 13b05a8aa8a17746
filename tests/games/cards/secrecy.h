/* secrecy.h: the secrecy checker of issue 12, shared by test_secrecy.c (the
 * tests; the overview of what is checked is there) and the parts that play
 * each game, secrecy_spades.c and secrecy_pooker.c. It holds the viewers,
 * the checker's state, the framework's record of a game's roles and a
 * command's outcome, and declares the machinery of secrecy.c: the test's
 * own random source, reading the engine, and checking what every viewer
 * gets (views, log events, replies) after every command. */
#ifndef NOMIC_TESTS_GAMES_CARDGAMES_SECRECY_H
#define NOMIC_TESTS_GAMES_CARDGAMES_SECRECY_H

#include "core/engine.h"
#include "games/cards/cards.h"
#include "games/framework/games.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "nomictest.h"

/* ---- viewers ---- */

#define NV 9
#define PUB 0
#define ADM 1
#define NPEOPLE 7 /* vname[2..8] */

/* Each viewer's name: NULL for the public, then the admin and seven
 * people. */
extern const char *const vname[NV];

/* The viewer of that name (PUB for NULL), or -1. */
int vidx(const char *name);

/* ---- a small random source of the test's own (splitmix64) ---- */

/* Each game kind's run starts from its seed, so a seed's game is the same
 * whatever ran before it. */
void rnd_seed(uint64_t seed);
int below(int n);           /* 0..n-1 */
int chance(int permille);

/* ---- the checker's state ---- */

typedef struct checker {
	nomic_file f;
	int npacks;                        /* 1: Spades, 4: Pooker */
	int game;                          /* the instance being played */
	char step[200];                    /* the command being checked, for messages */
	unsigned char known[NV][CARDS_MAX + 1]; /* what each viewer may know */
	unsigned char pub[CARDS_MAX + 1];       /* what everyone may know */
	int all[NV];                       /* sees everything: the referee, the admin */
	uint64_t logged;                   /* log events checked so far */
	int commands, refused, texts;
	int announced;                     /* public texts read (issue 13) */
	json_t *vj[NV];                    /* each viewer's view, as of */
	char *vs[NV];                      /* event vkey - 1 of game vgame */
	uint64_t vkey[NV];
	int vgame[NV];
	int npending;                      /* replies to check once the step is */
	int pending_v[16];                 /* done and what each may know is */
	char *pending[16];                 /* brought up to date */
} checker;

/* A new nomic for k, in /dev/shm when there is one, all seven joined. */
void open_fast(checker *k);

/* A card's name as the server writes it, in buf. */
const char *cname(const checker *k, cards_card c, char *buf, size_t n);

/* ---- reading the engine ---- */

/* Viewer v's view of k->game, built once per event: the caller decrefs,
 * and must not change it. */
json_t *view(checker *k, int v);
void drop_views(checker *k);
json_t *state_of(json_t *v);
const char *jstr(json_t *o, const char *key); /* "" when there is none */
int player_state(checker *k, const char *name);
int absent(checker *k, const char *name); /* on vacation or on ice */

/* The framework's own record of the game (ground truth for roles). */
typedef struct roles {
	int status;
	int referee;                    /* viewer index, or -1 */
	int nseats;
	int seat[GAME_MAX_SEATS];       /* viewer index of each seat's player */
	int sub[GAME_MAX_SEATS], offer[GAME_MAX_SEATS]; /* viewer index or -1 */
	unsigned flags[GAME_MAX_SEATS];
} roles;

int vidx_of_pid(const nomic *n, int pid);
roles roles_of(checker *k);
int involved(const roles *r, int v);
void check_referee(checker *k, const roles *r, int office_referee);
void check_log(checker *k);

/* ---- what the games came to, so the test shows what it covered ---- */

void tally_reset(void);
void report(const char *kind);
int seen_of(const char *ev);

/* ---- commands ---- */

typedef struct outcome {
	int ok;
	char text[8192];
} outcome;

/* Runs a command as viewer v and checks what e gets, and that a refused
 * command changed nothing. */
outcome cmd(checker *k, int v, const char *line);
void check_replies(checker *k);
void clock_public(checker *k);
void clock_admin(checker *k, const char *line);

/* ---- views ---- */

int hand_mask(json_t *hand, int npacks, unsigned char *into);
void check_views(checker *k);

/* ---- the games, played with random moves and checked at every step ---- */

void spades_run(unsigned seed, int steps);
void pooker_run(unsigned seed, int steps);

#endif
