/* dip.h — public interface of the Diplomacy adjudicator library.
 *
 * The library is pure C11 with no global mutable state: a map is loaded once
 * (read-only afterwards, so many games may share it), a position is a plain
 * value the caller owns, and dip_adjudicate() turns (map, position, orders)
 * into the next position plus one result per order. Nothing here knows about
 * the rest of nomicd. See docs/DIPLOMACY.md for the rules choices (DATC) and
 * the resolution algorithm.
 */
#ifndef NOMICD_GAMES_DIPLOMACY_DIP_H
#define NOMICD_GAMES_DIPLOMACY_DIP_H

#include <stdbool.h>
#include <stddef.h>

/* Limits sized for the standard map with room for common variants. They fix
 * the size of dip_position so it can be copied and stored as a value. */
enum {
	DIP_MAX_PROVINCES = 160,
	DIP_MAX_LOCS = 200,     /* provinces plus named coasts */
	DIP_MAX_POWERS = 16,
	DIP_MAX_UNITS = DIP_MAX_PROVINCES,
	DIP_ERR_LEN = 160,      /* enough for any one-line error or note */
};

typedef struct dip_map dip_map;

typedef enum { DIP_ARMY = 0, DIP_FLEET = 1, DIP_ANY_UNIT = 2 } dip_unit_type;
typedef enum { DIP_SPRING = 0, DIP_FALL = 1 } dip_season;
typedef enum { DIP_PHASE_MOVEMENT = 0, DIP_PHASE_RETREAT = 1, DIP_PHASE_ADJUSTMENT = 2 } dip_phase_kind;
typedef enum { DIP_LAND = 0, DIP_COAST = 1, DIP_SEA = 2 } dip_terrain;

typedef struct {
	int year;
	dip_season season;
	dip_phase_kind kind;
} dip_phase;

/* A unit. `loc` is a location id: a province id, or for a fleet in a
 * province with several coasts, the id of the coast it sits on. */
typedef struct {
	int power;
	dip_unit_type type;     /* DIP_ARMY or DIP_FLEET */
	int loc;
} dip_unit;

/* A unit dislodged in the movement phase, awaiting its retreat. */
typedef struct {
	dip_unit unit;
	int attacker_from;      /* province the dislodger came from; -1 if it
	                           came by convoy (then any empty neighbour is open) */
} dip_dislodged;

typedef struct {
	dip_phase phase;
	int nunits;
	dip_unit units[DIP_MAX_UNITS];
	int ndislodged;                         /* retreat phase only */
	dip_dislodged dislodged[DIP_MAX_UNITS];
	signed char owner[DIP_MAX_PROVINCES];   /* supply-centre owner, -1 none */
	bool contested[DIP_MAX_PROVINCES];      /* standoffs, retreat phase only */
} dip_position;

typedef enum {
	DIP_HOLD, DIP_MOVE, DIP_SUPPORT, DIP_CONVOY,   /* movement phase */
	DIP_RETREAT, DIP_DISBAND,                      /* retreat phase (disband also adjustment) */
	DIP_BUILD, DIP_WAIVE                           /* adjustment phase */
} dip_order_kind;

/* One order as written. Locations keep whatever coast the player wrote
 * (a province id when none); the adjudicator works out the rest. */
typedef struct {
	dip_order_kind kind;
	int power;              /* who gave it; -1 = not checked (set by caller) */
	dip_unit_type type;     /* ordered unit's type, DIP_ANY_UNIT if not written */
	int loc;                /* ordered unit's location; -1 for waive */
	int dest;               /* MOVE/RETREAT: destination. SUPPORT: the supported
	                           move's destination, -1 for support to hold.
	                           CONVOY: the army's destination. */
	bool via_convoy;        /* MOVE: "via convoy" was written */
	dip_unit_type target_type; /* SUPPORT/CONVOY: the other unit's type */
	int target;             /* SUPPORT/CONVOY: the other unit's location */
} dip_order;

/* Outcome of one submitted order. */
typedef struct {
	bool legal;             /* false: the order was ignored (see note) */
	bool succeeded;         /* moved / support given / convoy intact / built ... */
	bool dislodged;         /* movement: the ordered unit was dislodged */
	char note[DIP_ERR_LEN]; /* one line: why it was illegal, or what happened */
} dip_result;

/* ---- maps (map.c, map_query.c) ---- */
dip_map *dip_map_load(const char *path, char *err, size_t errlen);
dip_map *dip_map_parse(const char *text, const char *source, char *err, size_t errlen);
void dip_map_free(dip_map *map);

const char *dip_map_name(const dip_map *map);
int dip_map_npowers(const dip_map *map);
int dip_map_nprovinces(const dip_map *map);
int dip_map_nlocs(const dip_map *map);
const char *dip_power_name(const dip_map *map, int power);
/* Exact name or adjective (any case), a unique prefix, or a unique name one
 * typo away; -1 if none. */
int dip_power_find(const dip_map *map, const char *name);
/* "spa", "spa/nc", "Spain (north coast)", "mao": location id or -1. */
int dip_loc_find(const dip_map *map, const char *name);
const char *dip_loc_name(const dip_map *map, int loc);          /* "spa/nc" */
const char *dip_province_fullname(const dip_map *map, int prov); /* "Spain" */
int dip_loc_province(const dip_map *map, int loc);
dip_terrain dip_province_terrain(const dip_map *map, int prov);
bool dip_province_is_centre(const dip_map *map, int prov);
int dip_province_home(const dip_map *map, int prov);            /* power or -1 */
/* Can a unit of this type move from location `from` to location `to` in one
 * step (ignoring convoys)? For fleets `to` may be a province, meaning any of
 * its coasts. */
bool dip_adjacent(const dip_map *map, dip_unit_type type, int from, int to);

/* ---- positions (position.c) ---- */
void dip_initial_position(const dip_map *map, dip_position *out);
/* 0 if the position is consistent with the map, else -1 and one line in err. */
int dip_position_check(const dip_map *map, const dip_position *pos, char *err, size_t errlen);
/* Index into pos->units of the unit in province `prov`, or -1. */
int dip_unit_in(const dip_map *map, const dip_position *pos, int prov);
int dip_centre_count(const dip_map *map, const dip_position *pos, int power);
const char *dip_phase_name(dip_phase phase, char *buf, size_t len); /* "Spring 1901 Movement" */

/* ---- orders (order_parse.c, order_check.c, order_format.c) ---- */
/* Parses one order as players write it ("A par-bur", "F nth C A lon - bel",
 * "Build F stp/nc", "waive", ...). out->power is set to -1. */
int dip_order_parse(const dip_map *map, const char *text, dip_order *out, char *err, size_t errlen);
/* Checks an order against a position and its phase: 0 if it may be given,
 * else -1 with a one-line reason. The adjudicator uses the same test, so an
 * order refused here is one it would ignore (the unit holds, the retreating
 * unit is disbanded, the build is not made). */
int dip_order_check(const dip_map *map, const dip_position *pos, const dip_order *order,
                    char *err, size_t errlen);
int dip_order_format(const dip_map *map, const dip_order *order, char *buf, size_t len);

/* ---- adjudication (adjudicate.c) ----
 * Resolves the phase of `pos` with the given orders and writes the position
 * of the following phase to `next` and one result per order to `results`
 * (which may be NULL). Illegal orders never fail the call: they are reported
 * in their result and ignored, as the DATC asks. Returns -1 (and changes
 * nothing) only when the position itself is inconsistent or out of memory. */
int dip_adjudicate(const dip_map *map, const dip_position *pos, const dip_order *orders,
                   int norders, dip_position *next, dip_result *results,
                   char *err, size_t errlen);

#endif
