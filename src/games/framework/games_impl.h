/* games_impl.h: the framework's own records, shared by instance.c and
 * payout.c and nobody else: the list of instances, the monthly payout
 * ledger behind the caps of R1250.1 IV, trophies (R1250.2) and FairPlay
 * Awards (R1250.1 XIII). Every record lives behind a pointer so the undo
 * journal may hold its address while the arrays grow. */
#ifndef NOMIC_GAMES_IMPL_H
#define NOMIC_GAMES_IMPL_H

#include "games/framework/games.h"

typedef struct payrec {
	int pid;
	const game_class *cls;
	int month;          /* year * 12 + month, UTC */
	int64_t adollars;   /* A$ received from the Treasury (IV c) */
	int64_t points;     /* points received (IV d) */
} payrec;

typedef struct trophy {
	int id;
	const char *kind;   /* static: "Jade Grapefruit", "Golden Knife", ... */
	int holder;         /* player id */
	int game;           /* the instance it was won in */
	gtime when;
} trophy;

typedef struct fairplay {
	int referee, pid, game;
	int64_t week;       /* calendar week (Monday-based, UTC) */
} fairplay;

struct games {
	game **v;
	int n, cap;
	payrec **pay;
	int npay, paycap;
	trophy **tro;
	int ntro, trocap;
	fairplay **fp;
	int nfp, fpcap;
	const game_class **defined; /* by rules' scripts; owned by src/script */
	int ndefined, definedcap;
	/* Loading a checkpoint: stand-ins for the classes of rules' scripts
	 * until the script module's part is loaded (games_ckpt.c). */
	game_class **standins;
	int nstandins, standin_cap;
};

void games_free_standins(games *gs); /* games_ckpt.c */

/* A journaled append: undone by a pop that destroys the item. */
void gvec_push(ctx *c, void ***items, int *count, int *cap, void *item,
	       void (*destroy)(void *));

#endif
