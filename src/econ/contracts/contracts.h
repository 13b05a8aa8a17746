/* contracts.h: Contracts (Ackanomic R560; the General Contractor, R433;
 * docs/ECONOMY.md "Contracts"). A player creates one by paying the
 * Standard Harfer Fee (R505 IV) with a unique name, public (its text
 * posted) or private (its text goes to the General Contractor alone, in a
 * hidden event, core/visibility.h); a private one exists once the General
 * Contractor acknowledges it, which e must do within three days (a
 * deadline). The creator has signed; others sign (a private one with the
 * creator's agreement); a signer of a private one may have it forwarded to
 * another player, who may then read it. The text never changes. All the
 * signers together destroy it (each approves, like an Organizational
 * Action, R1003); an expiry date (at least a month away) destroys it by a
 * deadline. A breach pointed out (by any player for a public Contract, by
 * another signer for a private one) applies the penalty clause (points
 * and/or tradeable entities; 5 points by default; 5 points more for
 * entities the breaker lacks), at most once a calendar week for the same
 * act. Whether an act broke it is the players' judgement (a CFJ may
 * dispute it).
 *
 * A private Contract's text is shown only to its signers, those it was
 * forwarded to, the General Contractor and the admin: never in the public
 * text of an event, the log's public view, the news or the JSON others
 * read.
 *
 * R560 ¶1 makes Contracts named entities: with `contracts.entities` 1
 * (nomics begun at level 7) each is an entity of kind "contract" (econ/
 * entities.h) from the moment it exists (a public one at its creation, a
 * private one at the General Contractor's acknowledgement) until it is
 * destroyed, so "entity" events tell the other parts of both. Events:
 * none of its own. */
#ifndef NOMIC_ECON_CONTRACTS_H
#define NOMIC_ECON_CONTRACTS_H

#include "core/command.h"

#define CONTRACT_MAX_PEOPLE 64 /* signers, pending, readers: storage, not a rule */

enum contract_status { K_PENDING, K_LIVE, K_DESTROYED };

typedef struct contract_breach {
	int player;
	int64_t week;        /* the calendar week pointed out (days since epoch / 7) */
	char *what;
} contract_breach;

typedef struct contract {
	int id;
	char *name;
	int is_private;
	char *text;
	int creator;
	gtime created, expires;   /* expires 0: none */
	int64_t pen_points;       /* R560: the loss of points */
	int64_t pen_count;        /* and of this many entities of pen_kind */
	char *pen_kind;           /* an entity kind's word or "A$"; NULL: none */
	int status;               /* enum contract_status */
	char *end;                /* why it was destroyed */
	int signers[CONTRACT_MAX_PEOPLE], nsigners;
	int pending[CONTRACT_MAX_PEOPLE], npending; /* asked to sign a private one */
	int readers[CONTRACT_MAX_PEOPLE], nreaders; /* forwarded to (private) */
	int destroy[CONTRACT_MAX_PEOPLE], ndestroy; /* signers approving its end */
	uint64_t ack_dl, expiry_dl;
	uint64_t stale_dl;        /* R560 ¶18: destroyed when it fires; 0: not Stale */
	int entity;               /* its entity's id (contracts.entities); 0: none */
	contract_breach **breaches;
	int nbreaches, bcap;
} contract;

typedef struct contracts {
	contract **v;
	int n, cap;
} contracts;

contract *contract_find(const nomic *n, const char *name);
/* Whether viewer (player id, 0 the public; admin) may read k's text. */
int contract_may_read(const nomic *n, const contract *k, int pid, int admin);
int contract_has(const int *v, int n, int pid);
void contracts_free(nomic *n);
/* Checkpoints (contracts_ckpt.c; core/ckpt.h). */
struct ckw;
struct ckr;
int contracts_save_state(const nomic *n, struct ckw *w);
int contracts_load_state(nomic *n, struct ckr *r);
void contract_free_one(void *p); /* mut_append's destroy */
contracts *contracts_of(ctx *c);
/* The Contract now exists (R560 ¶2, ¶3): its entity, when Contracts are
 * entities (contracts.entities). 0, or -1 with c->err set. */
int contract_exists(ctx *c, contract *k);
/* Destroys k (R560: all its signers, its expiry, Invalid, Stale for a
 * week): its deadlines cancelled, its entity destroyed, why kept. */
void contract_end(ctx *c, contract *k, const char *why);

extern const command contracts_commands[];
extern const deadline_kind dl_contract_ack, dl_contract_expiry, dl_contract_stale;
/* GET /api/v1/contracts, as the viewer (a player's name, "admin", NULL)
 * may see them. */
json_t *contracts_json(const nomic *n, const char *viewer);

#endif
