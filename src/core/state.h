/* state.h: the nomic's state, folded from its event log.
 *
 * Everything here is rebuilt by replaying the log; nothing is stored apart
 * from it. Objects live behind pointers so the undo journal may hold their
 * addresses while arrays grow. Holder 0 is the Treasury (Ackanomic R505);
 * holder k > 0 is player k; holder HOLDER_ACCOUNT + k is the k-th account
 * (below): a holder that is neither, an organisation's treasury (R1000). */
#ifndef NOMIC_STATE_H
#define NOMIC_STATE_H

#include "core/undo.h"
#include "core/util.h"

#include <stdint.h>

/* Ackanomic R250 I: every natural person is in exactly one state. */
enum player_state {
	PS_VOTING,
	PS_NONVOTING,
	PS_VACATIONING,
	PS_ONICE,
	PS_NONPLAYER,
	PS_COUNT
};

typedef struct holdings {
	int64_t *v; /* indexed by currency id; missing entries are 0 */
	int n;
} holdings;

typedef struct player {
	int id;                       /* stable for ever, 1-based */
	char *name;
	enum player_state state;
	enum player_state before_vacation; /* R250 III: restored on return */
	gtime first_joined;           /* AckaAge, R250 II e */
	gtime registered;             /* latest registration, R250 II f */
	gtime last_voluntary_change;  /* R250 III: one per 3 days; 0 = none */
	gtime state_since;
	int ever_voted;               /* R250 VI f */
	int voted_since_registration; /* "pending", R250 II f */
	int reminders_off;            /* e said `remind off` (core/remind.h) */
	uint64_t state_deadline;      /* vacation end or On Ice end, 0 = none */
	char *pending_name;           /* R251 name change awaiting acceptance */
	char *contact;                /* where mail for em goes, NULL = none; shown
					 only to em, officers and the admin */
	uint64_t rename_deadline;
	unsigned char token_hash[32]; /* BLAKE2b of the bearer token */
	int has_token;
	gtime token_issued;           /* when: token.lifetime counts from it */
	holdings hold;
} player;

enum currency_flags {
	CUR_NEGATIVE = 1,     /* may go below zero (Gamepoints, R1250.3 II) */
	CUR_TRANSFERABLE = 2, /* players may give it to each other */
	CUR_FIXED = 4,        /* never created or destroyed (A$, R506) */
	CUR_SCORE = 8,        /* score: On Ice players neither gain nor lose (R250 VI d) */
};

/* A ledger account for a holder that is neither the Treasury nor a player
 * (an organisation, R1000 "anything owned by the Institution"): a
 * subsystem opens one (mut_open_account, ctx.h) with a name core prints
 * (holder_name) and finds (holder_by_name), and closes it when its holder
 * ceases to exist, once it holds nothing. A closed account neither holds nor
 * receives; its id is never reused and its name stays for the records.
 * Core knows nothing of what an account belongs to: the subsystem that
 * opened it keeps its id. Holder ids of accounts are HOLDER_ACCOUNT + k
 * (k = 0, 1, ...), far above any player's id, so every holder id is >= 0
 * and -1 still means "none" (holder_by_name, state_change's created or
 * destroyed). */
#define HOLDER_ACCOUNT 0x40000000

typedef struct account {
	int id;                       /* HOLDER_ACCOUNT + index */
	char *name;                   /* as printed: "the Red Party" */
	int open;
	holdings hold;
} account;

typedef struct currency {
	int id;
	char *name;
	unsigned flags;
} currency;

typedef struct office {
	char *name;
	int holder; /* player id, 0 = vacant */
} office;

/* A parameter's value, once set (params.h declares every parameter and
 * the rule that states it; one never set has its declared default). */
typedef struct param {
	char *name;
	int64_t value;
} param;

struct owned_decl; /* params.c: a parameter a rule's script declared */

struct ctx;
struct deadline;
struct nomic;
typedef int (*deadline_fire)(struct ctx *c, const struct deadline *d);

typedef struct deadline_kind {
	const char *name;
	const char *rule; /* the clause whose default action this is */
	deadline_fire fire;
	/* Where one deadline's rule depends on the deadline (a rule's script's
	 * timer): writes its citation into buf and returns it. NULL: rule. */
	const char *(*rule_of)(const struct nomic *n, const struct deadline *d, char *buf,
			       size_t len);
} deadline_kind;

typedef struct deadline {
	uint64_t id;
	gtime due;
	const deadline_kind *kind;
	int subject;     /* usually a player id */
	int64_t aux;
} deadline;

enum clock_mode { CLOCK_REAL, CLOCK_VIRTUAL };

struct rules_ruleset; /* src/rules: the ruleset, with its history */
/* The subsystems' parts, opaque here: each is created, changed and freed
 * by its own subsystem (core/module.h), never by core. */
struct games;         /* src/games: game instances in play */
struct gov;           /* src/gov: proposals, votes, Winning Conditions */
struct scripts;       /* src/script: the rules' installed scripts */
struct mail;          /* src/mail: the mail gateway's addresses and the forum */
struct inbox;         /* core/inbox.c: private messages to players */
struct joining;       /* core/joining.c: applications and invitations (R252 I) */
struct sessions;      /* core/sessions.c: sign-in sessions (issue 18) */
struct idem;          /* core/idem.c: idempotency keys of recent commands */
struct reports;       /* src/reports: the officers' records and published reports */
struct justice;       /* src/gov/justice: CFJs, judges, the Supreme Court */
struct crime;         /* src/gov/crime: crimes, sentences, the Gaol */
struct paradigm_state; /* src/gov/paradigm: the Current Paradigm, Revolutions */
struct mentors;       /* src/gov/mentors: the Mentor pool, mentorships */
struct offices;       /* src/gov/offices: terms, elections, salaries */
struct cycle_state;   /* src/gov/cycle: the cycle's number and what R666 creates */
struct cheese_state;  /* src/gov/cheese: what R611's gaining counts */
struct entities;      /* src/econ: the entities (R500-R500.3), their kinds and owners */
struct trades;        /* src/econ/trades: the Free Market's offers (R515) */
struct duties;        /* src/gov/duties: officers' duties made due (R401 (x)) */
struct character;     /* src/society/character: characteristics, Honour, fires (R540-R550) */
struct auctions;      /* src/econ/auctions: auctions and their bids (R516, R520) */
struct orgs;          /* src/society/orgs: Institutions, Organisations (R1000) */
struct agenda_state;  /* src/gov/agenda: Agenda Hats and Nemesis Eggplants (R431, R607, R671) */
struct hearings;      /* src/gov/hearings: Hearings (R360) */
struct csrs;          /* src/gov/csr: Common Sense Reports (R421.2) */
struct arcadia;       /* src/agora/arcadia: the Arcadia contract and tournament (seed 003) */
struct land;          /* src/econ/land: Kaas, buildings, locations (R801-R825) */
struct castes;        /* src/society/castes: the Castes (R1030) */
struct swingers;      /* src/society/swingers: Swingerships (R1040) */
struct otzma;         /* src/society/otzma: Otzma Cards (R1240.x, R1045) */
struct treasures;     /* src/econ/treasure: Buried Treasure (R1217) */
struct customs;       /* src/econ/customs: Imports and ITA trades (R501, R503) */
struct machine;       /* src/econ/machine: The Machine That Goes *ping* (R1209) */
struct aos;           /* src/agora/aos: the Ace of Spades contest (Agora, seed 004) */

typedef struct nomic {
	char *title;
	enum clock_mode clock_mode;
	int level;                 /* the behaviour level it began at (core/level.h) */
	gtime now;                 /* the time of the latest event */
	unsigned char seed_hash[32];
	unsigned char admin_token_hash[32];

	player **players;          /* players[i]->id == i + 1 */
	int nplayers, players_cap;
	holdings treasury;
	account **accounts;        /* accounts[k]->id == HOLDER_ACCOUNT + k */
	int naccounts, accounts_cap;

	currency **currencies;
	int ncurrencies, currencies_cap;
	office **offices;
	int noffices, offices_cap;
	param **params;            /* values set, in the order first set */
	int nparams, params_cap;
	struct owned_decl **param_decls; /* declared by scripts (params.c) */
	int nparam_decls, param_decls_cap;

	struct rules_ruleset *rules; /* NULL until a ruleset is loaded */
	uint64_t rules_generation; /* a value never reused (rules_search.h), for caches */
	/* The search index (core/rules_search.c), not state: a cache with its
	 * own mutex, set once by the first searcher, reader or writer. */
	void *_Atomic rules_index;
	struct games *games;       /* owned by src/games */
	struct gov *gov;           /* owned by src/gov */
	struct scripts *scripts;   /* owned by src/script */
	struct mail *mail;         /* owned by src/mail */
	struct inbox *inbox;       /* owned by core/inbox.c */
	struct joining *joining;   /* owned by core/joining.c */
	struct idem *idem;         /* owned by core/idem.c */
	struct sessions *sessions; /* owned by core/sessions.c */
	struct reports *reports;   /* owned by src/reports */
	struct justice *justice;   /* owned by src/gov/justice */
	struct crime *crime;       /* owned by src/gov/crime */
	struct paradigm_state *paradigm; /* owned by src/gov/paradigm */
	struct mentors *mentors;   /* owned by src/gov/mentors */
	struct offices *offices_state; /* owned by src/gov/offices */
	struct cycle_state *cycle; /* owned by src/gov/cycle */
	struct entities *entities; /* owned by src/econ */
	struct cheese_state *cheese; /* owned by src/gov/cheese */
	struct duties *duties;     /* owned by src/gov/duties */
	struct character *character; /* owned by src/society/character */
	struct auctions *auctions; /* owned by src/econ/auctions */
	struct trades *trades;     /* owned by src/econ/trades */
	struct orgs *orgs;         /* owned by src/society/orgs */
	struct agenda_state *agenda; /* owned by src/gov/agenda */
	struct treasury *treasury_state; /* owned by src/econ/treasury */
	struct contracts *contracts; /* owned by src/econ/contracts */
	struct land *land;         /* owned by src/econ/land */
	struct castes *castes;     /* owned by src/society/castes */
	struct swingers *swingers; /* owned by src/society/swingers */
	struct otzma *otzma;       /* owned by src/society/otzma */
	struct treasures *treasures; /* owned by src/econ/treasure */
	struct customs *customs;   /* owned by src/econ/customs */
	struct machine *machine;   /* owned by src/econ/machine */
	struct hearings *hearings; /* owned by src/gov/hearings */
	struct csrs *csrs;         /* owned by src/gov/csr */
	struct aos *aos;           /* owned by src/agora/aos */
	struct arcadia *arcadia;   /* owned by src/agora/arcadia (Agora, seed 003) */

	struct rng_stream **rng_streams; /* purpose-keyed draws made, by (purpose,
					    object): core/rng_streams.c */
	int nrng_streams, rng_streams_cap;

	deadline *heap;            /* min-heap by (due, id) */
	int ndeadlines, heap_cap;
	uint64_t next_deadline_id;
} nomic;

nomic *nomic_new(void);
void nomic_free(nomic *n);
void rng_streams_free(nomic *n); /* core/rng_streams.c */

const char *player_state_name(enum player_state s);
int player_state_parse(const char *s, enum player_state *out);
int player_is_active(const player *p);   /* R250 II a */
int player_is_absent(const player *p);   /* R250 II b */
int player_is_newbie(const nomic *n, const player *p); /* R250 II d */

player *player_by_id(const nomic *n, int id);
player *player_by_name(const nomic *n, const char *name);
/* Checks R251 and R500.1; NULL when legal, else why not. */
const char *player_name_problem(const nomic *n, const char *name, const player *self);

currency *currency_by_name(const nomic *n, const char *name);
office *office_by_name(const nomic *n, const char *name);
/* Whether player id holds any seat of the office named (core's holder is
 * seat 1; the seats past it are a subsystem's: module.h holds_seat). */
int office_seated(const nomic *n, const char *name, int id);
/* The value of a parameter: set, else declared default, else fallback
 * (params.h has the registry; new code uses param_int). */
int64_t param_value(const nomic *n, const char *name, int64_t fallback);

/* The name of holder h: "Treasury", the player's name or the account's. */
const char *holder_name(const nomic *n, int h);
/* The Treasury, a player, or an open account, by name; -1 if none. */
int holder_by_name(const nomic *n, const char *name);
/* The account holder id h is (open or closed); NULL if h is no account. */
account *account_by_id(const nomic *n, int h);
/* 1 if holder h exists and may hold: the Treasury, a player, an open
 * account. */
int holder_exists(const nomic *n, int h);
int64_t balance(const nomic *n, int holder, int cur);

/* The citation of the rule whose default action d is. */
const char *deadline_rule(const nomic *n, const deadline *d, char *buf, size_t len);
const deadline *deadline_next(const nomic *n);
const deadline *deadline_by_id(const nomic *n, uint64_t id);

#endif
