/* diplomacy_game.h: what the Diplomacy game's files share (Ackanomic
 * R1250.14): the flat module state, the standard map (parsed once from the
 * copy built into the binary, read-only afterwards) and the SVG drawing the
 * web front end serves at /games/N/map.svg. The judge itself is the pure
 * library in games/diplomacy/ (docs/DIPLOMACY.md). */
#ifndef NOMIC_GAMES_DIPLOMACY_GAME_H
#define NOMIC_GAMES_DIPLOMACY_GAME_H

#include "games/diplomacy/dip.h"
#include "games/framework/games.h"

#define DG_POWERS 7
#define DG_MAX_ORDERS 40 /* per power per phase (34 units at most) */
#define DG_MAX_LINES 100 /* published results of the last phase, for the views */

enum { DG_MOVE, DG_RETREAT, DG_ADJUST };

typedef struct dg_line {
	signed char power;  /* -1: about the whole board */
	char text[123];
} dg_line;

/* Flat, no pointers: the framework journals it by copying (games.h). */
typedef struct dg_state {
	/* The referee's announced variations (R1250.14 III B). */
	int64_t limit[3];     /* B 4: seconds to order, by phase kind */
	int target;           /* IV: centres that win (18 in Standard Diplomacy) */
	int end_year;         /* B 7: the game ends after this year's Fall; 0 never */
	int end_most;         /* B 7: then the single player with most centres wins */
	int cowin;            /* IV: co-win claims not countermanded */
	int early;            /* adjudicate as soon as every order is in */
	int random_bots;      /* B 8: bots move at random instead of holding */
	/* The game. */
	int power_seat[DG_POWERS]; /* seat playing each power; -1: neutral */
	dip_position pos;
	int phase_no;         /* phases begun so far: the deadline's aux */
	gtime due;
	int norders[DG_POWERS];
	dip_order orders[DG_POWERS][DG_MAX_ORDERS]; /* secret until the deadline */
	unsigned claim;       /* seats claiming a co-win (IV), one bit each */
	char last_phase[48];  /* the phase last adjudicated */
	int nlines;
	dg_line lines[DG_MAX_LINES];
} dg_state;

const dip_map *dg_map(void);
const char *dg_power(int power);                      /* "France" */
int dg_kind(const dg_state *s);                       /* DG_MOVE ... */
int dg_seat_centres(const game *g, int st);
/* Powers whose players still have orders to give this phase. */
int dg_waiting(const game *g);
/* diplomacy_game_turn.c: a new phase and its deadline; the clock's
 * adjudication; the co-win check (ends the game when it holds); the view. */
void dg_begin_phase(ctx *c, game *g);
int dg_tick(ctx *c, game *g, int64_t aux);
int dg_check_cowin(ctx *c, game *g);
json_t *dg_view(const nomic *n, const game *g, const gviewer *v);
/* diplomacy_game_moves.c: the viewer's legal orders, for the web's forms. */
json_t *dg_moves(const nomic *n, const game *g, const gviewer *v);
/* The board of g (the opening position before it starts) as an SVG image. */
void dg_svg(const game *g, sbuf *out);

extern const game_class diplomacy_class;

#endif
