/* arcadia.h: Arcadia, Agora's contract and tournament (seed 003; issue 19
 * item 1; docs/AGORA.md "Arcadia"; readings in docs/RULINGS.md "Arcadia
 * (seed 003)").
 *
 * The contract: its Lord-Ruler, its parties, the Tournament Template (the
 * tournament's regulations as data: every number of the tournament, each
 * bound to the clause that states it, and its Facilities), Arcadian
 * Proposals (texts of changes to the Template) applied "with 2 support and
 * without 2 objections from active parties" by the support method
 * (src/gov/methods/support.c), and the Iteration Date, on which a new
 * Free Tournament begins from a copy of the Template as it is then. A
 * tournament keeps its own copy: a later change to the Template changes
 * the next tournament, never the running one.
 *
 * The tournament: the 9x9 Map of Land Units (arcadia_map.c: the pure
 * rules of the map, unit-tested), Public (Agora's) and Private Land, Land
 * Type, Facilities, Energy, the Alternating Land Type, production and the
 * reset of Energy at midnight, the Monument win. Food, Stone and Lumber are
 * core currencies in the journaled ledger (arc_currency, arc_have), not
 * part of struct arcadia.
 *
 * State: struct arcadia (n->arcadia), changed only through the journal.
 * Files: arcadia_map.c (map rules), arcadia_template.c (the Template as
 * data and its change language), arcadia_state.c (state, lookups),
 * arcadia_contract.c (contract commands, the Iteration Date),
 * arcadia_play.c (tournament actions, midnight), arcadia_view.c (text,
 * JSON, SVG), arcadia_units.c (the Land Units as src/econ entities),
 * arcadia_module.c, arcadia_ckpt.c. */
#ifndef NOMIC_AGORA_ARCADIA_H
#define NOMIC_AGORA_ARCADIA_H

#include "core/command.h"
#include "core/module.h"

#include <jansson.h>

#define ARC_SIDE 9                 /* "integers between 1 and 9, inclusive" */
#define ARC_UNITS (ARC_SIDE * ARC_SIDE)
#define ARC_MAX_FAC 12             /* Facilities a Template may hold */
#define ARC_FAC_NAME 24
#define ARC_HOOK_MAX 256           /* a claim hook's Lua, with its NUL */
#define ARC_NONE (-1)              /* Facility None */

enum arc_res { ARC_FOOD, ARC_STONE, ARC_LUMBER, ARC_NRES };
enum arc_type { ARC_AETHER, ARC_BLACK, ARC_WHITE };

/* A Facility of the Template: what building it destroys and costs in
 * Energy, what it creates at midnight, and whether building it wins. */
typedef struct arc_facility {
	char name[ARC_FAC_NAME];
	int cost[ARC_NRES];
	int energy;
	int yield[ARC_NRES];
	int wins;
	int on_any; /* may be built where a Facility stands (the Monument) */
} arc_facility;

/* The Tournament Template: flat (no pointers), so a tournament's copy and
 * the journal's saved copy are plain bytes. */
typedef struct arc_template {
	int version;             /* 1, raised by each applied proposal */
	int start[ARC_NRES];     /* given upon joining */
	int energy;              /* Energy at midnight */
	int claim_base;          /* "one more than ..." */
	int raze_energy;         /* destroying a Facility */
	int food_energy;         /* Energy per Food destroyed */
	int nfac;
	arc_facility fac[ARC_MAX_FAC];
	char claim_hook[ARC_HOOK_MAX]; /* Lua returning a claim's cost; "": none */
} arc_template;

/* One Land Unit. Its Location is its index: (lat - 1) * 9 + (lon - 1). */
typedef struct arc_unit {
	int lat, lon;
	int owner;     /* player id; 0: Agora (Public Land) */
	int type;      /* enum arc_type */
	int fac;       /* index in the tournament's Template, or ARC_NONE */
	int serial;    /* order of creation (the rule keeping one per pair) */
	int ent;       /* its entity's id (src/econ, kind "landunit"); 0 once
			  its tournament is won (arcadia_units.c) */
} arc_unit;

/* A participant. Eir Food, Stone and Lumber are not here: they are core
 * currencies held in the ledger (arc_have, arc_currency). */
typedef struct arc_player {
	int pid;
	int energy;
} arc_player;

typedef struct arc_tourney {
	int id;
	int gm;                   /* the gamemaster (the Lord-Ruler who began it) */
	gtime began;
	arc_template t;           /* its own copy of the Template */
	arc_unit map[ARC_UNITS];
	int next_serial;
	arc_player **pl;
	int npl, plcap;
	int alt;                  /* the Alternating Land Type: ARC_BLACK, ARC_WHITE */
	int last_claimer, streak; /* who claimed last, and how often since another */
	int winner;               /* player id, 0 while it runs */
	gtime ended;
	uint64_t midnight;        /* its arcadia-midnight deadline, 0 when over */
} arc_tourney;

typedef struct arc_party {
	int pid;
} arc_party;

enum arc_stance { ARC_SUPPORT = 1, ARC_OBJECT = 2 };

typedef struct arc_stand {
	int pid;
	int stance;
} arc_stand;

typedef struct arc_proposal {
	int id;
	int by;
	char *text;
	gtime at;
	int applied;              /* the Template version it made, 0: not applied */
	arc_stand **st;
	int nst, stcap;
} arc_proposal;

typedef struct arcadia {
	int lord;                 /* player id, 0: none designated */
	arc_party **parties;
	int nparties, pcap;
	arc_template tmpl;
	arc_proposal **props;
	int nprops, propcap;
	gtime iteration;          /* 0: Never */
	uint64_t iter_dl;
	arc_tourney **tours;
	int ntours, tcap;
	int acting;               /* Arcadia changing its units' entities now
				     (arcadia_units.c); never saved */
} arcadia;

extern const deadline_kind dl_arcadia_midnight, dl_arcadia_iteration;

/* ---- arcadia_map.c: the Map's rules, pure (unit-tested) ---- */
int arc_index(int lat, int lon);
/* "Two Land Units are adjacent if ...". */
int arc_adjacent(const arc_unit *a, const arc_unit *b);
/* Keeps exactly one Land Unit per pair: of several with one Location the
 * most recently created (highest serial) are destroyed; a missing pair
 * gets a new unit (owner Agora, Aether, no Facility, serial from
 * *next_serial). in holds n units (any order, lat/lon in range); out gets
 * ARC_UNITS in Location order. Returns how many were destroyed plus
 * created. */
int arc_map_normalise(const arc_unit *in, int n, arc_unit out[ARC_UNITS], int *next_serial);
enum arc_attr { ARC_BY_TYPE, ARC_BY_OWNER, ARC_BY_FACILITY };
/* "connected to B by an attribute": a path of adjacent units from a to b
 * all sharing a's value of attr. 1 or 0. */
int arc_connected(const arc_unit map[ARC_UNITS], int a, int b, enum arc_attr attr);
/* The groups by Land Type: group[i] is the group number (0, 1, ...) of
 * unit i; returns how many groups. */
int arc_groups(const arc_unit map[ARC_UNITS], int group[ARC_UNITS]);

/* ---- arcadia_template.c ---- */
void arc_template_default(arc_template *t);
/* The Template as posted: every number with its clause. */
void arc_template_text(const arc_template *t, sbuf *out);
json_t *arc_template_json(const arc_template *t);
/* Applies a proposal's changes ("set energy 7; facility Quarry stone 1
 * lumber 1 energy 2 yield stone 2") to t; -1 and err on a bad text (t
 * then unspecified: callers apply to a copy). */
int arc_template_apply(arc_template *t, const char *text, char *err, size_t errlen);
int arc_facility_find(const arc_template *t, const char *name);
extern const char *const arc_res_name[ARC_NRES];
const char *arc_type_name(int type);

/* ---- arcadia_hook.c: the Template's Lua hook ---- */
/* 0 if src compiles, else -1 and err. */
int arc_hook_check(const char *src, char *err, size_t errlen);
/* Runs the claim hook with base and streak: 0 and *cost, or -1 and err
 * (a syntax or run error, the budget spent, no whole number 0-1000). */
int arc_hook_claim(const char *src, int64_t budget, int base, int streak, int *cost, char *err,
		   size_t errlen);

/* ---- arcadia_state.c ---- */
arcadia *arcadia_of(ctx *c);
void arcadia_free(nomic *n);
void arc_tourney_free(void *p);
void arc_proposal_free(void *p);
arc_tourney *arc_current(const nomic *n);     /* the running tournament, or NULL */
arc_tourney *arc_latest(const nomic *n);      /* the newest, running or not */
arc_player *arc_player_of(const arc_tourney *t, int pid);
int arc_is_party(const nomic *n, int pid);
arc_proposal *arc_proposal_by_id(const nomic *n, int id);
/* "Food, Stone, and Lumber are each currencies": core currencies named
 * arc_res_name[r], made (not transferable, never negative) the first time
 * one is needed. arc_currency makes it if it is missing; arc_have reads a
 * holder's balance (0 while the currency does not exist). */
const currency *arc_currency(ctx *c, int r);
int64_t arc_have(const nomic *n, int pid, int r);
/* Begins a tournament from the Template (the Iteration Date), its Land
 * Units' entities made; NULL (c->err set) if they could not be. */
arc_tourney *arc_begin(ctx *c);

/* ---- arcadia_units.c: the Land Units as entities of src/econ ---- */
/* Creates the entity of each unit of t's Map that has none; 0 or -1. */
int arc_units_make(ctx *c, arc_tourney *t);
/* Destroys the entities of t's units (t is won); 0 or -1. */
int arc_units_end(ctx *c, arc_tourney *t);
/* A claim: u's entity takes u's (new) Land Type and goes to player pid. */
int arc_units_claim(ctx *c, arc_unit *u, int pid);
/* Hears "entity": mirrors other parts' moves of a unit into the Map,
 * refuses what the Map cannot follow. */
int arc_on_event(ctx *c, const char *event, const json_t *data);
/* Each running tournament's unit has its entity with its owner and
 * switches, a won one's none, and no other Land Unit exists: 0, or -1
 * and err. */
int arc_units_check(const nomic *n, char *err, size_t len);

/* ---- arcadia_contract.c ---- */
int arc_cmd_show(ctx *c, int argc, char **argv);
int arc_cmd_lord(ctx *c, int argc, char **argv);
int arc_cmd_party(ctx *c, int argc, char **argv);
int arc_cmd_leave(ctx *c, int argc, char **argv);
int arc_cmd_template(ctx *c, int argc, char **argv);
int arc_cmd_propose(ctx *c, int argc, char **argv);
int arc_cmd_support(ctx *c, int argc, char **argv);
int arc_cmd_object(ctx *c, int argc, char **argv);
int arc_cmd_apply(ctx *c, int argc, char **argv);
int arc_cmd_proposals(ctx *c, int argc, char **argv);
int arc_cmd_iterate(ctx *c, int argc, char **argv);

/* ---- arcadia_play.c ---- */
int arc_cmd_join(ctx *c, int argc, char **argv);
int arc_cmd_claim(ctx *c, int argc, char **argv);
int arc_cmd_build(ctx *c, int argc, char **argv);
int arc_cmd_raze(ctx *c, int argc, char **argv);
int arc_cmd_eat(ctx *c, int argc, char **argv);
int arc_cmd_map(ctx *c, int argc, char **argv);

/* ---- arcadia_view.c ---- */
json_t *arcadia_json(const nomic *n);
/* The map of the newest tournament as SVG (every text escaped); 0, or -1
 * if there is none. */
int arcadia_svg(const nomic *n, sbuf *out);
void arc_map_text(const arc_tourney *t, const nomic *n, sbuf *out);

/* ---- arcadia_ckpt.c ---- */
int arcadia_save_state(const nomic *n, ckw *w);
int arcadia_load_state(nomic *n, ckr *r);

#endif
