/* customs.h: Ackanomic's side of ExtraNomic trade: Imports (R501 ¶1), the
 * Customs Office (¶2), the Customs Officer's records of ITA trades (¶3-¶6)
 * and the Imports Rule Suite's types (R503).
 *
 * The server reaches no other nomic and not the ITA: the Customs Officer,
 * Ackanomic's agent to the outside (R501 ¶3), enters what comes from
 * outside (an offer another nomic made, the ITA's answer to one of Acka's,
 * a noo's type announcement), and the server applies the rule's cases and
 * keeps the records: every offer is an entry of the customs log, the
 * "ITA-compliant log" ¶3 makes the officer's duty (`customs log`).
 *
 * An entity sent out of Acka is exported (R500.2): owned by OWN_EXPORTED,
 * nobody in Acka, yet it exists (R506 ¶3 counts exported Trinkets); the
 * offer that sent it says where. An Import is the kind `import` (kinds.c,
 * EK_NOO): its name ends with its noo between braces; a rule that would
 * destroy one sends it to the Customs Office instead, offered to its noo
 * (import_destroyed, entities.h).
 *
 * State: struct customs (n->customs), changed only through the journal.
 * Files: customs_state.c (the state, parsing), customs_in.c (¶4, ¶5: an
 * offer to Acka), customs_out.c (¶1, ¶6: Acka's offers), customs_type.c
 * (R503), customs_cmd.c (the log), customs_json.c (the log as JSON),
 * customs_module.c. */
#ifndef NOMIC_ECON_CUSTOMS_H
#define NOMIC_ECON_CUSTOMS_H

#include "core/ctx.h"
#include "econ/entities.h"

#define CUSTOMS_OFFICER "Customs Officer"

enum cu_dir { CU_IN, CU_OUT };

enum cu_status {
	CU_ANNOUNCED, /* IN, ¶4 4) or 5): announced, awaiting an Ackan's answer */
	CU_POSTED,    /* OUT: posted (¶6) or the Customs Office's (¶1): the
			 officer is to make the offer */
	CU_OFFERED,   /* OUT: made to the other nomic: awaiting the ITA's answer */
	CU_ACCEPTED,
	CU_REFUSED,
};

typedef struct cu_offer {
	int id;               /* 1, 2, ...: "customs N" */
	enum cu_dir dir;
	char *nomic;          /* the other nomic: the offerer (IN), the destination (OUT) */
	int has_recipient;    /* IN: a recipient is specified (¶4 1, 2, 5) */
	ent_owner recipient;  /* IN: who, when it names one of Acka's */
	char *recipient_word; /* IN: as the offer named it */
	int kase;             /* IN: the case of ¶4 that applied (1-5) */
	int *sends;           /* ids of Acka's entities it sends out: the
				 condition (IN), what is offered (OUT) */
	int nsends;
	char *sent;           /* the entities sent, described when entered
				 (an Import sent out is destroyed, ¶5) */
	char **recv;          /* what Acka receives, as the ITA describes it */
	int nrecv;
	ent_owner anchor;     /* the Ackan-anchor (¶4, ¶5), once accepted */
	int trader;           /* OUT: the player who posted it (¶6); 0: the
				 Customs Office's offer of an Import (¶1) */
	enum cu_status status;
	gtime at;
	gtime settled;
	int duty;             /* OUT: the obligation to make it (src/gov/duties) */
} cu_offer;

/* R503: an Import placed into a type by its noo. */
typedef struct cu_typed {
	int entity;
	char *type;
	char *noo;
	gtime at;
	char *rule;           /* "503.1": the rule it created */
} cu_typed;

typedef struct customs {
	cu_offer **v;         /* by id, ascending */
	int n, cap;
	cu_typed **t;
	int nt, tcap;
} customs;

/* ---- state (customs_state.c) ---- */
customs *customs_of(ctx *c);
const customs *customs_peek(const nomic *n);
void customs_free(nomic *n);
/* Checkpoints (customs_ckpt.c; core/ckpt.h). */
struct ckw;
struct ckr;
int customs_save_state(const nomic *n, struct ckw *w);
int customs_load_state(nomic *n, struct ckr *r);
void cu_offer_free(void *p);
void cu_typed_free(void *p);
cu_offer *cu_offer_by_id(const nomic *n, int id);
/* "3" or "#3"; NULL with c->err set. */
cu_offer *cu_offer_arg(ctx *c, const char *word);
/* Appends o (built by the caller), giving it its id and describing what
 * it sends; journaled. */
int cu_offer_add(ctx *c, cu_offer *o);
/* Whether the actor performs the Customs Officer's duties (R501 ¶3); else
 * -1 with c->err set naming what only the officer may do. */
int cu_officer_only(ctx *c, const char *what);
/* The noo of an Import from its name ("X {Agora}" -> "Agora", into buf). */
const char *cu_noo(const entity *e, char *buf, size_t len);
/* Whether `nomic` names Ackanomic itself. */
int cu_is_acka(const char *name);
/* "the Trinket "X" (#4), an Import ... and \"Golden Fleece {Agora}\"". */
void cu_offer_describe(const nomic *n, const cu_offer *o, sbuf *out);
const char *cu_status_word(enum cu_status s);
/* The entity an item Acka receives names when it is one of Acka's own,
 * exported (¶5 "entities Acka receives for which Acka is the noo"), else
 * NULL. */
entity *cu_item_returning(const nomic *n, const char *item);
/* The Import's name an item Acka receives from `from` makes ("X" ->
 * "X {from}"; "X {Y}" kept), into buf; NULL with c->err set if it is no
 * legal one (R500.1, R501 ¶1). */
const char *cu_item_import_name(ctx *c, const char *item, const char *from, char *buf,
				size_t len);
/* The words argv[i..] "gives ITEM... [for ITEM...]" into o: Acka's
 * entities it sends (ids: the condition of an offer to Acka, what a
 * player's trade offers) and the items Acka receives (an exported entity of
 * Acka's as "#ID"). outgoing: Acka's entities follow "gives". 0 or -1. */
int cu_parse_sides(ctx *c, cu_offer *o, int argc, char **argv, int i, int outgoing);
/* R501 ¶5: the accepted trade o, with the Ackan-anchor: Imports created,
 * Acka's own come back, what Acka sends is exported (an Import destroyed).
 * 0 or -1. */
int cu_settle(ctx *c, cu_offer *o, ent_owner anchor);
/* Set while customs creates an Import: any other creation is refused
 * (R501 ¶1 "Imports may only be created ... as specified in the rules"). */
extern _Thread_local int cu_creating;

/* ---- the answers of ¶4 4) and 5), by a player or an organisation
 * (its Organisational Action, src/society/orgs) ---- */
/* R501 ¶3: the ITA-compliant log as JSON: {"offers": [...], "types": [...]}
 * (customs_json.c; GET /api/v1/customs). */
json_t *customs_json(const nomic *n);
int customs_act_accept(ctx *c, ent_owner by, const char *number);
int customs_act_refuse(ctx *c, ent_owner by, const char *number);
/* Whether ITA trade `number` is conditional (two-sided: R1023 6 a's
 * privileged acceptance); 1 for an unknown one, the stricter test. */
int cu_offer_conditional(const nomic *n, const char *number);

/* ---- commands ---- */
int customs_cmd_log(ctx *c, int argc, char **argv);
int customs_cmd_offer(ctx *c, int argc, char **argv);
int customs_cmd_accept(ctx *c, int argc, char **argv);
int customs_cmd_refuse(ctx *c, int argc, char **argv);
int customs_cmd_trade(ctx *c, int argc, char **argv);
int customs_cmd_send(ctx *c, int argc, char **argv);
int customs_cmd_accepted(ctx *c, int argc, char **argv);
int customs_cmd_refused(ctx *c, int argc, char **argv);
int customs_cmd_type(ctx *c, int argc, char **argv);
int customs_on_event(ctx *c, const char *event, const json_t *data);

#endif
