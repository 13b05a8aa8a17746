/* movement.h — the working state of one movement-phase adjudication, shared
 * by movement_prep.c (orders -> one normalised order per unit),
 * movement_resolve.c (Kruijswijk's guess-and-check resolver) and movement.c
 * (applying the resolutions to make the next position). */
#ifndef NOMICD_GAMES_DIPLOMACY_MOVEMENT_H
#define NOMICD_GAMES_DIPLOMACY_MOVEMENT_H

#include "games/diplomacy/dip_internal.h"

typedef enum { MV_HOLD, MV_MOVE, MV_SUPPORT, MV_CONVOY } mv_kind;

/* The order of one unit, indexed like pos->units. Illegal orders have
 * already been turned into holds. */
typedef struct {
	mv_kind kind;
	int power;
	int src;           /* province of the unit */
	int dest;          /* MOVE: destination province. SUPPORT: province the
	                      support goes into (-1: support to hold).
	                      CONVOY: the army's destination province. */
	int dest_loc;      /* MOVE: destination with its coast resolved.
	                      SUPPORT: the destination as written (coast or not). */
	int target;        /* SUPPORT/CONVOY: index of the other unit */
	bool convoyed;     /* MOVE: travels by convoy (no head-to-head, needs a route) */
	bool matched;      /* SUPPORT/CONVOY: the other unit does what is supported/convoyed */
	int opposing;      /* MOVE: unit moving the other way over land, or -1 */
	int order_index;   /* which submitted order this is, -1 if none */
} mv_order;

enum { MV_UNRESOLVED, MV_GUESSING, MV_RESOLVED };

typedef struct {
	const dip_map *map;
	const dip_position *pos;
	int n;
	mv_order ord[DIP_MAX_UNITS];
	int unit_at[DIP_MAX_PROVINCES];   /* unit index in each province, or -1 */
	/* Singly linked lists threaded through arrays (no allocation):
	 * moves into a province, matched supports of a unit, matched convoys of
	 * a unit's move. -1 ends a list. */
	int into_head[DIP_MAX_PROVINCES], into_next[DIP_MAX_UNITS];
	int sup_head[DIP_MAX_UNITS], sup_next[DIP_MAX_UNITS];
	int conv_head[DIP_MAX_UNITS], conv_next[DIP_MAX_UNITS];
	/* Resolver state (movement_resolve.c). Per order: its state, its
	 * guessed or final result, whether it is being decided right now
	 * (active, with the serial number that orders active decisions), and
	 * for an order left undecided because it leaned on another's guess, the
	 * order it leans on. `taint` lists those undecided orders; `lean` is
	 * the oldest guess the current decision has leaned on so far. */
	unsigned char state[DIP_MAX_UNITS];
	bool res[DIP_MAX_UNITS];
	bool active[DIP_MAX_UNITS];
	bool forced[DIP_MAX_UNITS];        /* settled by a backup rule */
	long serial[DIP_MAX_UNITS];
	int leans_on[DIP_MAX_UNITS];
	int taint[DIP_MAX_UNITS];
	int ntaint;
	int lean;
	long next_serial;
} mv_ctx;

/* movement_prep.c: fills ctx from the position and the submitted orders,
 * writing the legality of each submitted order into results. */
void dip__mv_prepare(mv_ctx *c, const dip_map *map, const dip_position *pos,
                     const dip_order *orders, int norders, dip_result *results);

/* movement_resolve.c */
bool dip__mv_resolve(mv_ctx *c, int u);
bool dip__mv_path(mv_ctx *c, int u);
int dip__mv_prevent_strength(mv_ctx *c, int u);
/* Self-check for tests: once every order is resolved, re-decides each one
 * from the final results of the others. Returns the first order whose
 * result disagrees (convoys the Szykman rule disrupted are exempt: that rule
 * overrides consistency on purpose), or -1. */
int dip__mv_inconsistent(mv_ctx *c);

#endif
