/* dip_internal.h — the map's in-memory layout and helpers shared by the
 * library's files. Not part of the public interface (see dip.h). */
#ifndef NOMICD_GAMES_DIPLOMACY_DIP_INTERNAL_H
#define NOMICD_GAMES_DIPLOMACY_DIP_INTERNAL_H

#include "games/diplomacy/dip.h"

#include <stdarg.h>

enum {
	DIP_NAME_LEN = 40,
	DIP_MAX_NAMES = 640,    /* abbreviations, full names, aliases, coasts */
	DIP_MAX_COASTS = 4,     /* per province */
};

typedef struct {
	char abbr[8];
	char full[DIP_NAME_LEN];
	dip_terrain terrain;
	bool centre;
	int home;               /* power whose home centre this is, or -1 */
	int ncoasts;
	int coasts[DIP_MAX_COASTS]; /* location ids of its named coasts */
} dip_province;

typedef struct {
	char name[16];          /* "spa/nc" (or the province abbreviation) */
	char coast[8];          /* "nc"; empty for a province location */
	char coast_full[DIP_NAME_LEN]; /* "north coast" */
	int prov;
} dip_loc;

typedef struct {
	char text[DIP_NAME_LEN]; /* lower case, single spaces */
	int loc;
} dip_name;

/* Location ids: 0..nprov-1 are the provinces themselves, nprov..nlocs-1 the
 * named coasts. So a province id is also the id of its main location. */
struct dip_map {
	char name[DIP_NAME_LEN];
	int start_year;
	dip_season start_season;
	int npowers;
	char power_name[DIP_MAX_POWERS][24];
	char power_adj[DIP_MAX_POWERS][24];
	int nprov;
	int nlocs;
	dip_province prov[DIP_MAX_PROVINCES];
	dip_loc loc[DIP_MAX_LOCS];
	int nnames;
	dip_name names[DIP_MAX_NAMES];
	/* army_adj[p][q]: an army may move between provinces p and q. */
	unsigned char army_adj[DIP_MAX_PROVINCES][DIP_MAX_PROVINCES];
	/* fleet_adj[a][b]: a fleet may move between locations a and b. */
	unsigned char fleet_adj[DIP_MAX_LOCS][DIP_MAX_LOCS];
	/* fleet_border[p][q]: some location of p is fleet-adjacent to some of q
	 * (used for convoy routes, supports and civil-disorder distances). */
	unsigned char fleet_border[DIP_MAX_PROVINCES][DIP_MAX_PROVINCES];
	int nstart;
	dip_unit start[DIP_MAX_UNITS];
};

/* Writes a formatted one-line message into err (if err is non-NULL). Always
 * returns -1 so callers can `return dip__fail(...)`. */
int dip__fail(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Scans a location name at *p (longest match over all names, any case),
 * followed by an optional coast ("/nc", "(nc)", " north coast", ...).
 * Advances *p past it and returns the location id, or -1 (leaving *p and
 * writing "unknown province 'xyz'" or a coast complaint to err). */
int dip__scan_loc(const dip_map *map, const char **p, char *err, size_t errlen);

/* True if *p starts with the word w (any case) followed by a non-word
 * character; advances past it and any blanks when it does. */
bool dip__scan_word(const char **p, const char *w);
void dip__skip_blanks(const char **p);

/* The location a fleet reaches in province `prov` coming from location
 * `from`; `want` is the location the order named (a coast or the province).
 * Returns the location, -1 if unreachable, -2 if a coast must be named. */
int dip__fleet_target(const dip_map *map, int from, int want);

/* True if an army can move from province a to province b by a chain of fleets
 * at sea that exist in `pos` (every fleet at sea counts; what they are
 * ordered to do does not). `through`, if >= 0, is a sea province that must be
 * on the chain. */
bool dip__fleet_chain(const dip_map *map, const dip_position *pos, int a, int b, int through);

/* Province-level reach used by supports: can unit u move into province prov
 * (ignoring convoys and occupation)? */
bool dip__unit_reaches(const dip_map *map, const dip_unit *u, int prov);

const char *dip__type_letter(dip_unit_type t);

/* An order checked against a position (order_check.c), with what the check
 * worked out. */
typedef struct {
	int unit;         /* index in pos->units, or in pos->dislodged for a
	                     retreat or disband in a retreat phase; -1 if none */
	int dest;         /* move/retreat: destination with the coast resolved;
	                     build: where the unit appears */
	int target_unit;  /* support/convoy: index in pos->units of the other unit */
	bool convoy_only; /* move: an army move that needs a convoy */
} dip__checked;

int dip__check(const dip_map *map, const dip_position *pos, const dip_order *o,
               dip__checked *out, char *err, size_t errlen);

/* Phase bookkeeping (phase.c). */
void dip__update_centres(const dip_map *map, dip_position *pos);
bool dip__adjustments_due(const dip_map *map, const dip_position *pos);
/* Sets next->phase to the phase that follows a movement or retreat phase of
 * `cur` once its results are applied, updating centres after the fall. */
void dip__advance_after_moves(const dip_map *map, dip_phase cur, dip_position *next);

/* Phase adjudicators (movement.c, retreat.c, adjust.c). Same contract as
 * dip_adjudicate; `results` is never NULL here. */
int dip__adjudicate_movement(const dip_map *map, const dip_position *pos, const dip_order *orders,
                             int norders, dip_position *next, dip_result *results,
                             char *err, size_t errlen);
int dip__adjudicate_retreat(const dip_map *map, const dip_position *pos, const dip_order *orders,
                            int norders, dip_position *next, dip_result *results);
int dip__adjudicate_adjustment(const dip_map *map, const dip_position *pos, const dip_order *orders,
                               int norders, dip_position *next, dip_result *results);

/* Retreat options (retreat.c): can dislodged unit d retreat to location
 * `want` in the position after movement? On failure writes why. */
int dip__retreat_target(const dip_map *map, const dip_position *pos, const dip_dislodged *d,
                        int want, char *err, size_t errlen);
bool dip__has_retreat(const dip_map *map, const dip_position *pos, const dip_dislodged *d);

#endif
