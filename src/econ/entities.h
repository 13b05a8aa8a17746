/* entities.h: the general model of entities (Ackanomic R500, R500.1,
 * R500.2, R500.3, R505 I), on which every part of the economy stands:
 * the cycle's assets today (R666, R668, R669), trades, auctions,
 * organisations, land and Trinkets later (docs/ECONOMY.md).
 *
 * A kind (R500 "Something is an entity if and only if the rules specify
 * that it is") is declared once, in kinds.c, with the rule that defines it
 * and what that rule says of its entities: ownable or not, tradeable or
 * not, giftable or ackable (R500.2), unique (R500.3), named or nameless
 * (R500.1), and its switches (an attribute with a set of values and a
 * default). Kinds are code, like parameters: what a rule's text says of
 * its entities does not change while the rule stands, and a kind whose
 * rule is repealed stops (bind.h): nothing of it is created or moves.
 *
 * An entity has an id (never reused), its kind, a name if its kind is
 * named, its owner (nobody, "Somewhere Else"; the Treasury; a player; an
 * organisation, by id, for the organisations to come), its switches'
 * values, and when, by which event and why it was created. Entities are
 * created, destroyed and moved only through the functions below, which
 * journal every change (core/ctx.h), so they are folded from the log by
 * replay and a refused command leaves none.
 *
 * Each creation, destruction, transfer and switch change is told to the
 * other parts as the event "entity" (ctx_emit), with data {"what":
 * "created" | "destroyed" | "transferred" | "switched" | "renamed", "id", "kind",
 * "name" (or null), "from", "to" (owners' names, "Somewhere Else" for
 * nobody), "switch", "value" (for "switched"), "reason", "text"}: the
 * Financier's records (src/reports, R412 b) list each with its reason,
 * but for the kinds no rule defines (EK_NORECORD: Arcadia's Land Units).
 * The caller announces (ctx_announce) what the public should hear. */
#ifndef NOMIC_ECON_ENTITIES_H
#define NOMIC_ECON_ENTITIES_H

#include "core/command.h"

/* What R500.2 and R500.3 say of a kind's entities. */
enum entity_kind_flags {
	EK_OWNABLE = 1,    /* nontradeable or tradeable (R500.2); else unownable */
	EK_TRADEABLE = 2,  /* may change hands by a trade (R515) */
	EK_GIFTABLE = 4,   /* tradeable and giftable: may be given (R515 ¶4) */
	EK_EXPORTABLE = 8, /* R500.2, R501 ¶6: may be sent out of Acka by an
			      ITA trade (src/econ/customs) */
	EK_UNIQUE = 16,    /* the only entity of its kind (R500.3) */
	EK_NAMED = 32,     /* each has a name (R500.1) */
	EK_NOTREASURY = 64, /* never in the Treasury: unowned instead (R820,
			       R825 III v: land and buildings; R250 VII b) */
	EK_LASTING = 128,  /* exists while its rule stands (R620 "Let ... exist",
			      R901 "There also exists"): never destroyed; its
			      part sends it Somewhere Else instead */
	EK_NOO = 256,      /* an Import (R501 ¶1): its name ends with its noo
			      between braces, which R501 puts there though
			      R500.1's characters do not include them; a rule
			      that would destroy one sends it to the Customs
			      Office instead (src/econ/customs) */
	EK_NORECORD = 512, /* not in the Financier's records and report (R412
			      a, b): an entity that no rule but another
			      document defines (Arcadia's Land Units, which
			      their tournament's Map records: docs/RULINGS.md
			      "Arcadia (seed 003)") */
};

/* A switch: an attribute whose value is one of a set, with a default. */
typedef struct entity_switch {
	const char *name;
	const char *const *values; /* NULL-terminated */
	int dflt;                  /* index in values */
	int owners;                /* its owner's act: back to dflt when the
				      entity changes hands (R931 "worn") */
	const char *rule;
} entity_switch;

typedef struct entity_kind {
	const char *word;     /* one word for commands: "egg" */
	const char *name;     /* "Chartreuse Goose Egg" */
	const char *plural;   /* "Chartreuse Goose Eggs" */
	const char *rule;     /* the rule that defines it: "R668" */
	unsigned flags;       /* enum entity_kind_flags */
	const entity_switch *switches; /* {NULL}-ended, or NULL */
	const char *about;
} entity_kind;

/* Who owns an entity (R500.2, R505 I). */
enum owner_kind {
	OWN_NOBODY,   /* Somewhere Else: unowned, or unownable */
	OWN_TREASURY, /* R505 I: what belongs to no other entity */
	OWN_PLAYER,   /* id: the player's */
	OWN_ORG,      /* id: an organisation's (R1000; src/society/orgs) */
	OWN_TREASURE, /* id: a Buried Treasure's number: R1217 ¶2, buried
			 entities are "owned by the Treasure", not the
			 Treasury (src/econ/treasure) */
	OWN_CUSTOMS,  /* R501 ¶2: the Customs Office, "a branch of the
			 Treasury, and a named, unownable entity" */
	OWN_EXPORTED, /* R500.2: "owned by one or more named entities,
			 Somewhere Else (unowned), or exported": sent out
			 of Acka by an ITA trade (R501 ¶5); nobody in Acka
			 owns it, yet it exists (R506 ¶3 counts exported
			 Trinkets). src/econ/customs keeps where it went. */
};

typedef struct ent_owner {
	enum owner_kind kind;
	int id;
} ent_owner;

#define OWNER_NOBODY ((ent_owner){OWN_NOBODY, 0})
#define OWNER_TREASURY ((ent_owner){OWN_TREASURY, 0})
#define OWNER_PLAYER(pid) ((ent_owner){OWN_PLAYER, (pid)})
#define OWNER_ORG(oid) ((ent_owner){OWN_ORG, (oid)})
#define OWNER_TREASURE(tid) ((ent_owner){OWN_TREASURE, (tid)})
#define OWNER_CUSTOMS ((ent_owner){OWN_CUSTOMS, 0})
#define OWNER_EXPORTED ((ent_owner){OWN_EXPORTED, 0})

/* Organisations are kept by src/society/orgs, which econ does not include:
 * it answers through these hooks, which src/modules.c (the one file that
 * sees every subsystem) sets; with none, OWN_ORG owners are refused. */
typedef struct ent_org_hooks {
	/* The organisation's name; NULL if there is no such (or it is gone). */
	const char *(*name)(const nomic *n, int id);
	/* The id of the organisation named name (any case), or 0. */
	int (*find)(const nomic *n, const char *name);
	/* May organisation id come to own an entity of kind k, or (k NULL) the
	 * currency named cur (R1021 ¶3: what a Political Party may own)? 0, or
	 * -1 with c->err set. */
	int (*may_own)(ctx *c, int id, const entity_kind *k, const char *cur);
	/* The ledger account (state.h) of organisation id, or -1. */
	int (*account)(const nomic *n, int id);
	/* The Corporation (an organisation's id) the share entity_id is
	 * associated with (R1023 1), or 0: not a share. Trades of shares name
	 * it (src/econ/trades). */
	int (*share_corp)(const nomic *n, int entity_id);
	/* The id of the Unique Organization the rules name by word
	 * ("hatters": R675's Mad Hatters), 0 if it does not exist. */
	int (*unique_id)(const nomic *n, const char *word);
	/* The same, made now (journaled) if the rules make it (its rule in
	 * force, its parameter on) and it does not exist yet; 0 if they do
	 * not, -1 with c->err set if making it failed. */
	int (*unique_make)(ctx *c, const char *word);
} ent_org_hooks;
extern const ent_org_hooks *const entity_org_hooks;

typedef struct entity {
	int id;                    /* 1, 2, ...: never reused */
	const entity_kind *kind;
	char *name;                /* NULL: nameless (R500.1) */
	ent_owner owner;
	int *sw;                   /* each switch's value, an index in its values */
	int nsw;
	int64_t value;             /* a Trinket's value in A$ (R506); else 0 */
	char *description;         /* where the rules give one (R506), else NULL */
	gtime created;
	uint64_t created_seq;      /* the event that created it */
	char *origin;              /* why: "R666 d", "Proposal 3", "admin" */
} entity;

typedef struct entities {
	entity **v;                /* by id, ascending */
	int n, cap;
	int next_id;               /* the last id given */
} entities;

/* How an entity changes hands: the rules' own movement (R666 c creates the
 * Grapefruit in the winner's possession; an adopted proposal's effect), a
 * trade (R515: tradeable only), or a gift (R515 ¶4: giftable only). */
enum ent_move { MOVE_RULES, MOVE_TRADE, MOVE_GIFT };

/* ---- kinds (kinds.c) ---- */
int entity_kind_count(void);
const entity_kind *entity_kind_at(int i);
/* By its word, name or plural, any case; NULL if none. */
const entity_kind *entity_kind_find(const char *word);
/* "ownable, tradeable (giftable), unique, named" */
void entity_kind_traits(const entity_kind *k, sbuf *out);

/* ---- reading (entities.c) ---- */
const entities *entities_peek(const nomic *n);
entity *entity_by_id(const nomic *n, int id);
/* By name, any case; NULL if none. */
entity *entity_by_name(const nomic *n, const char *name);
/* "#7", "7", a name, or "OWNER's KIND" when the owner holds exactly one
 * of that kind ("alice's Edam", "Treasury's Right-Handed Grapefruit"). */
entity *entity_find(const nomic *n, const char *word);
/* How many entities of kind k (NULL: any) owner o has; of any owner. */
int entity_count(const nomic *n, const entity_kind *k, ent_owner o);
int entity_count_all(const nomic *n, const entity_kind *k);
/* The oldest entity of kind k owned by o (NULL: none). */
entity *entity_first(const nomic *n, const entity_kind *k, ent_owner o);
int owner_eq(ent_owner a, ent_owner b);
/* "Treasury", a player's name, "Somewhere Else", an organisation's name. */
const char *owner_name(const nomic *n, ent_owner o, char *buf, size_t len);
/* A player's name, an organisation's, "Treasury" or "nobody"/"Somewhere
 * Else"; -1 if none. */
int owner_parse(const nomic *n, const char *word, ent_owner *out);
/* "a Chartreuse Goose Egg (#3)", "the Trinket \"X\" (#4)". */
void entity_describe(const entity *e, sbuf *out);
/* A name's problem under R500.1 (characters, length, taken), or NULL. */
const char *entity_name_problem(const nomic *n, const char *name);
/* The same for an Import's "NAME {NOO}" (R501 ¶1). */
const char *import_name_problem(const nomic *n, const char *name);

/* ---- changing (entities.c): each journals, emits "entity" and returns
 * the entity / 0, or NULL / -1 with c->err set and nothing changed. ---- */
/* Creates one of kind k owned by `owner` (R500.2: an ownable entity with
 * no owner the rules name is in the Treasury: pass OWNER_TREASURY; an
 * unownable one is Somewhere Else whatever is passed). name: for a named
 * kind, required (R500.1); NULL otherwise. why: the rule or cause. */
entity *entity_create(ctx *c, const entity_kind *k, const char *name, ent_owner owner,
		      const char *why);
/* The same, with its switches' first values: values[i] is switch i's
 * value (NULL: its default), or values NULL (all defaults). A value that
 * is none of its switch's is refused before anything is made. The record
 * names the values. */
entity *entity_create_sw(ctx *c, const entity_kind *k, const char *name, ent_owner owner,
			 const char *const *values, const char *why);
/* An Import (EK_NOO) is not destroyed: R501 ¶1 sends it to the Customs
 * Office instead (import_destroyed, src/econ/customs). */
int entity_destroy(ctx *c, entity *e, const char *why);
/* R501 ¶5 alone: an Import sent out of Acka by an accepted ITA trade is
 * destroyed (the one destruction ¶1's sentence does not turn aside). */
int entity_destroy_import(ctx *c, entity *e, const char *why);
/* R501 ¶1 (src/econ/customs): "If a rule would destroy an Import then it
 * is instead transfered to the Customs Office and offered to its noo";
 * 0 or -1 with c->err set. */
int import_destroyed(ctx *c, entity *e, const char *why);
/* Moves e to `to`: how says by what right (MOVE_TRADE needs a tradeable
 * kind, MOVE_GIFT a giftable one; an unownable entity never moves). */
int entity_transfer(ctx *c, entity *e, ent_owner to, enum ent_move how, const char *why);
int entity_set_switch(ctx *c, entity *e, const char *sw, const char *value, const char *why);
/* A named entity's new name (R500.1's checks), or its description (NULL:
 * none), where the rules let its owner change them (R825 IV i). */
int entity_rename(ctx *c, entity *e, const char *name, const char *why);
int entity_set_description(ctx *c, entity *e, const char *text);
/* R506 ¶6, an Artificial Trinket: the Treasury Operates on `value` A$
 * (they are destroyed: R506 ¶3, the A$ and the Trinkets' values together
 * stay 100,000) and the Trinket, with its name and description, goes to
 * `owner`. Fails, changing nothing, if the Treasury holds fewer A$ (R505
 * II's bankruptcy is not built). (trinkets.c) */
entity *trinket_create(ctx *c, const char *name, const char *description, int64_t value,
		       ent_owner owner, const char *why);
/* R505 III: "If the Treasury ever owns a Trinket, it immediately performs
 * a Dissolving Operation on it" (R506 ¶6: destroyed, its value in A$
 * created in the Treasury). Called after e changed hands; 0 or -1. */
int trinket_in_treasury(ctx *c, entity *e);
/* R506 ¶3: "The total number of A$ shall always be 100,000 less the
 * combined value of all extant Trinkets": a Trinket destroyed, however,
 * gives its value back as A$ created in the Treasury (R506 ¶2: A$ with no
 * other destination go there; Dissolving, R506 ¶6, is the Treasury's own
 * case). Called by entity_destroy; 0 or -1. */
int trinket_destroyed(ctx *c, const entity *e);
/* R252 II 4 (sponsor.c): the Trinkets a new player and eir Sponsor
 * receive, while `trinkets.sponsor` is 1; 0, or -1 with c->err set. */
int sponsor_trinkets(ctx *c, const player *newbie, const player *sponsor);
/* The value of e's switch (NULL: no such switch). */
const char *entity_switch_value(const entity *e, const char *sw);
/* Destroys every entity of kind k (NULL: any) that o owns (with
 * any_owner, whoever owns it); returns how many. */
int entity_destroy_all(ctx *c, const entity_kind *k, ent_owner o, int any_owner,
		       const char *why);

/* The reason a Composed Trinket is created with: a Natural Trinket (R506
 * ¶6: not made by the rules), which src/econ/treasury's forgeries (R506
 * ¶7) tell by it. */
#define TRINKET_COMPOSED "R506 ¶5: Composed by its owner"

/* R506 ¶5, ¶6: a player's Composing and Dissolving (trinkets.c). */
int trinket_cmd_compose(ctx *c, int argc, char **argv);
int trinket_cmd_dissolve(ctx *c, int argc, char **argv);

/* ---- commands (entities_cmd.c) and JSON (entities_json.c) ---- */
extern const command entities_commands[];
json_t *entity_json(const nomic *n, const entity *e);
/* [entity...] of kind k or owner o (both optional: NULL, any_owner). */
json_t *entities_json(const nomic *n, const entity_kind *k, const ent_owner *o);
/* {"player", "currencies": {name: amount}, "entities": [...]}; NULL if no
 * such player. */
json_t *entity_holdings_json(const nomic *n, const char *player_name);
json_t *entity_kinds_json(void);

/* The econ module (econ_module.c) frees the state. */
void entities_free(nomic *n);

/* ---- checkpoints (econ_ckpt.c; core/ckpt.h) ---- */
struct ckw;
struct ckr;
int econ_save_state(const nomic *n, struct ckw *w);
int econ_load_state(nomic *n, struct ckr *r);
/* An owner as the parts that keep one write it (its kind, its id), and
 * read back with its kind checked, and a player's id (core's part, loaded
 * before): other owners' ids are their parts', loaded later. */
void entity_owner_save(struct ckw *w, ent_owner o);
ent_owner entity_owner_load(struct ckr *r, const nomic *n);
/* A player's id written with ck_int: 0 (none) or a player's, else the
 * reader fails. */
int entity_player_load(struct ckr *r, const nomic *n);
/* A kind (or none) as its word: kinds are code, found again by word. */
void entity_kind_save(struct ckw *w, const entity_kind *k);
const entity_kind *entity_kind_load(struct ckr *r);

#endif
