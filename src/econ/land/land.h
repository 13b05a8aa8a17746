/* land.h: land, buildings and locations (Ackanomic R801, R810, R820,
 * R821, R825, R252 II 1; docs/ECONOMY.md "Land (R801-R825)").
 *
 * The City (R801) is a square grid of Kaas of Land (R820) around The
 * Lonely Mountain at (N0 W0); its side is the parameter `land.side` (R820:
 * "the square of an odd integer greater than 12": 13). A Kaa is the
 * entity kind "kaa" (R820: tradeable, never in the Treasury); it is
 * created the first time it is bought or granted (below: why lazily),
 * and this part keeps its coordinates. A Building is the kind "building"
 * (R825 I i: named, tradeable, never in the Treasury, R825 III v); this
 * part keeps its size, state (Attached, Tethered, Floating: R825 I iv),
 * the Kaas it occupies and whose Home it is (R825 IV ii); its description
 * is the entity's.
 *
 * Locations (R810): each player is in exactly one: a Common Location the
 * rules define (the Library, the wilds, ...), a Kaa, or a building (a
 * Home entered with its owner's permission: R825 IV ii). A player with no
 * recorded location, or whose location no longer exists, is in eir Home,
 * else the wilds (R810 5, 6, 9).
 *
 * Events: none of its own; it hears "entity" (a Kaa or a building that
 * changes hands apart from the other: R825 III i, iii) and core's joins
 * (R252 II 1's Home, while `land.homes` is 1: behaviour level 4). */
#ifndef NOMIC_ECON_LAND_H
#define NOMIC_ECON_LAND_H

#include "core/bind.h"
#include "core/command.h"
#include "core/params.h"
#include "econ/entities.h"

#include <jansson.h>

/* R825 I ii's sizes, smallest first. */
enum bsize { BS_SMALL, BS_COSY, BS_CLASSY, BS_LAVISH, BS_SUMPTUOUS, BS_EXTRAVAGANT, BS_COUNT };

/* R825 I iv. */
enum bstate { BST_ATTACHED, BST_TETHERED, BST_FLOATING };

/* The most Kaas a building occupies (the parameters' bound). */
#define LAND_MAX_KAAS 32

/* A Kaa that exists as an entity: its coordinates (y > 0 North, x > 0
 * East; the Mountain is 0, 0) and its entity. */
typedef struct land_kaa {
	int y, x;
	int ent;
} land_kaa;

typedef struct land_building {
	int ent;                 /* its entity (name, owner, description) */
	int size;                /* enum bsize */
	int state;               /* enum bstate */
	int nk;                  /* the Kaas it occupies (Attached, Tethered) */
	int ky[LAND_MAX_KAAS], kx[LAND_MAX_KAAS];
	int home_of;             /* the player whose Home it is (R825 IV ii), or 0 */
	uint64_t floated_seq;    /* the event that set it Floating (R825 III iii) */
} land_building;

/* Where a player is (R810 2). */
enum loc_kind { LOC_DEFAULT, LOC_PLACE, LOC_KAA, LOC_BUILDING };

typedef struct land_loc {
	int pid;
	int kind;                /* enum loc_kind */
	int a, b;                /* LOC_PLACE: index; LOC_KAA: y, x; LOC_BUILDING: entity */
} land_loc;

/* A standing permission to enter a player's Home (R825 IV ii). */
typedef struct land_permit {
	int owner, guest;
} land_permit;

typedef struct land {
	land_kaa **kaas;
	int nkaas, kaas_cap;
	land_building **blds;
	int nblds, blds_cap;
	land_loc **locs;
	int nlocs, locs_cap;
	land_permit **permits;
	int npermits, permits_cap;
} land;

/* A Common Location the rules define, and its rule (R801, R840 ...). */
typedef struct land_place {
	const char *word;  /* "library" */
	const char *name;  /* "the Library" */
	const char *rule;
} land_place;

/* ---- land_state.c ---- */
land *land_of(ctx *c);
const land *land_peek(const nomic *n);
void land_free(nomic *n);
int land_place_count(void);
const land_place *land_place_at(int i);
/* The grid's half side: coordinates run from -r to r. */
int land_radius(const nomic *n);
/* "N4 W3" (the Mountain: "N0 W0"). */
void land_coords(int y, int x, char *buf, size_t len);
/* Parses a coordinate pair from argv[0], argv[1] ("N4" "W3", "(N4" "W3)")
 * or argv[0] alone ("N4W3"); returns the words used (1 or 2), or -1 with
 * c->err set (not coordinates, off the grid). */
int land_parse(ctx *c, int argc, char **argv, int *y, int *x);
land_kaa *land_kaa_at(const nomic *n, int y, int x);
/* The Kaa's entity, if it exists (an unowned Kaa may have none yet). */
entity *land_kaa_entity(const nomic *n, int y, int x);
/* Who owns the Kaa at y, x: nobody unless its entity says otherwise. */
ent_owner land_kaa_owner(const nomic *n, int y, int x);
/* The building that occupies y, x (Attached or Tethered), or NULL. */
land_building *land_occupant(const nomic *n, int y, int x);
land_building *land_building_of(const nomic *n, int ent);
/* By "#7", "7" or its name. */
land_building *land_building_find(const nomic *n, const char *word);
/* A player's Home (R825 IV ii), or NULL. */
land_building *land_home(const nomic *n, int pid);
/* Where a player is: its name ("the wilds", "alice's House (#3)", "(N4
 * W3)"), resolving R810 5, 6. */
void land_where(const nomic *n, int pid, sbuf *out);
land_loc *land_loc_of(const nomic *n, int pid);
/* Puts the player in a location (journaled). */
void land_put(ctx *c, int pid, int kind, int a, int b);
/* Creates the Kaa's entity, owned by o (journaled). */
entity *land_kaa_create(ctx *c, int y, int x, ent_owner o, const char *why);
/* Adds a building (its entity created by the caller). */
land_building *land_building_add(ctx *c, int ent, int size);
/* Destroys a building and its record; refunds R825 V iii's 10% to its
 * owner when refund is set. 0 or -1. */
int land_building_destroy(ctx *c, land_building *b, int refund, const char *why);
/* The size's word ("Small") and parsing ("small", "Small"; -1 if none). */
const char *land_size_name(int size);
int land_size_parse(const char *word);
int64_t land_size_cost(const nomic *n, int size);
int land_size_kaas(const nomic *n, int size);
const char *land_state_name(int state);
/* R825 II iii: the Kaas form one contiguous block (4-neighbours). */
int land_contiguous(int nk, const int *ky, const int *kx);
/* Whether pid may enter the Home b: its owner, or one e permitted. */
int land_permitted(const nomic *n, const land_building *b, int pid);

/* ---- land_cmd.c: buying, selling, building ---- */
int land_cmd_buy(ctx *c, int argc, char **argv);
int land_cmd_sell(ctx *c, int argc, char **argv);
int land_cmd_build(ctx *c, int argc, char **argv);
int land_cmd_grow(ctx *c, int argc, char **argv);
int land_cmd_shrink(ctx *c, int argc, char **argv);
int land_cmd_destroy(ctx *c, int argc, char **argv);
int land_cmd_rename(ctx *c, int argc, char **argv);
int land_cmd_describe(ctx *c, int argc, char **argv);
int land_cmd_home(ctx *c, int argc, char **argv);
int land_cmd_transfer(ctx *c, int argc, char **argv);

/* ---- land_where.c: the map, locations, Homes at joining ---- */
int land_cmd_map(ctx *c, int argc, char **argv);
int land_cmd_show(ctx *c, int argc, char **argv);
int land_cmd_buildings(ctx *c, int argc, char **argv);
int land_cmd_where(ctx *c, int argc, char **argv);
int land_cmd_go(ctx *c, int argc, char **argv);
int land_cmd_invite(ctx *c, int argc, char **argv);
int land_cmd_uninvite(ctx *c, int argc, char **argv);
/* R252 II 1: a new player's Home (the free Kaa nearest the Mountain, a
 * Small building "NAME's House" upon it). 0 always: what cannot be done
 * is announced, never refused. */
int land_grant_home(ctx *c, const player *newbie);

/* ---- land_json.c ---- */
json_t *land_json(const nomic *n);
json_t *land_buildings_json(const nomic *n);
/* {"player", "location", "home"}; NULL if no such player. */
json_t *land_location_json(const nomic *n, const char *player_name);

/* ---- land_ckpt.c: the part in a checkpoint ---- */
int land_save_state(const nomic *n, ckw *w);
int land_load_state(nomic *n, ckr *r);

#endif
