/* bacon.h: the pure core of Bacon (Ackanomic R1250.22/4): the round's
 * steps (the actrons named in secret, the objections and the referee's
 * rulings on obscurity, the Bacon chains sent in secret, the challenges and
 * the referee's checks), the chain's form ("adjacent links must have at
 * least one actron in common"), the round's result, the Gamepoints and
 * the winner (the first to 7), and the forfeit. No engine: the module
 * (bacon_game.c) keeps the clock, asks the referee for eir rulings and
 * hands the core the results. The state is one flat struct with no
 * pointers (games.h). */
#ifndef NOMIC_GAMES_BACON_H
#define NOMIC_GAMES_BACON_H

#include <stdint.h>

#define BC_MAX_NAME 48   /* an actron's name (ruling: server limit) */
#define BC_MAX_MOVIE 64  /* a movie's name */
#define BC_MAX_LINKS 12  /* links in a chain */
#define BC_MAX_HIST 32   /* the latest rounds the view shows */

enum bc_phase {
	BC_NAMING,    /* each player names an actron to the referee (3 days) */
	BC_OBJECT,    /* the names are posted: object or be satisfied (3 days) */
	BC_RULING,    /* the referee rules on each objected actron */
	BC_CHAINS,    /* each player sends a Bacon chain (3 days) */
	BC_CHALLENGE, /* the chains are posted: challenge or accept (3 days) */
	BC_CHECK,     /* the referee checks each challenged chain */
	BC_OVER,
};

/* A player's stance on the other's actron or chain. */
enum bc_stance { BC_S_NONE = 0, BC_S_ACCEPT = 1, BC_S_OBJECT = 2 };
/* The referee's finding: on an actron (obscure or not), a chain (valid or
 * not); BC_F_NONE pending, BC_F_SILENT when e made none in time. */
enum bc_finding { BC_F_NONE = 0, BC_F_YES = 1, BC_F_NO = 2, BC_F_SILENT = 3, BC_F_NA = 4 };

enum bc_outcome {
	BC_O_NAMED_ONE = 1, /* only one player named an actron: e wins the round */
	BC_O_DRAW,          /* neither named one */
	BC_O_OBSCURE,       /* an actron was ruled too obscure: the round ends */
	BC_O_CHAINS,        /* the chains decided (winner or none) */
};

enum bc_err {
	BC_OK = 0,
	BC_E_OVER,       /* the game is over */
	BC_E_PHASE,      /* not the step of the round that takes this */
	BC_E_OUT,        /* the mover has left */
	BC_E_NAME,       /* an empty name, or over the limit, or with , : / */
	BC_E_STATED,     /* already objected or satisfied, challenged or accepted */
	BC_E_NO_CHAIN,   /* the other sent no chain to challenge or accept */
	BC_E_NOT_OBJECTED, /* ruling on an actron nobody objected to */
	BC_E_NOT_CHALLENGED, /* checking a chain nobody challenged */
	BC_E_RULED,      /* already ruled on */
	/* The chain's form (the server's check: ruling). */
	BC_E_SYNTAX,     /* not "MOVIE: ACTRON, ACTRON / ..." */
	BC_E_TOO_LONG,   /* more than BC_MAX_LINKS links */
	BC_E_SAME_ACTRON, /* a link names one actron twice */
	BC_E_NOT_ADJACENT, /* adjacent links share no actron */
	BC_E_ENDS,       /* the chain does not run between the two actrons */
};

typedef struct bc_link {
	char movie[BC_MAX_MOVIE + 1];
	char a[BC_MAX_NAME + 1], b[BC_MAX_NAME + 1];
} bc_link;

typedef struct bc_chain {
	int n;
	bc_link l[BC_MAX_LINKS];
} bc_chain;

typedef struct bc_round {
	int16_t round, outcome;
	int16_t winner;            /* seat, -1 none */
	int16_t links[2];          /* chain lengths, 0 none */
	uint8_t valid[2];
	char actron[2][BC_MAX_NAME + 1];
} bc_round;

typedef struct bc_state {
	int phase;
	int round;
	int64_t began;             /* when the current step began */
	uint8_t out[2];
	int64_t gp[2];
	char actron[2][BC_MAX_NAME + 1];
	uint8_t named[2];
	uint8_t stance[2];         /* seat i's on the other's actron */
	uint8_t obscure[2];        /* the referee's finding on actron i */
	bc_chain chain[2];
	uint8_t sent[2];
	uint8_t cstance[2];        /* seat i's on the other's chain */
	uint8_t check[2];          /* the referee's finding on chain i */
	uint8_t valid[2];          /* the chains' validity, once decided */
	uint8_t names_posted;      /* the referee has posted both actrons */
	uint8_t chains_posted;     /* ... and both chains */
	int winner;                /* seat, -1 */
	uint32_t tick;             /* the deadline's generation */
	int nhist;
	bc_round hist[BC_MAX_HIST];
} bc_state;

typedef struct bc_params {
	int64_t round_gp;   /* the round's winner (2) */
	int64_t ruling_gp;  /* an objection's ruling (1) */
	int64_t target;     /* the first to this wins (7) */
} bc_params;

void bc_init(bc_state *s, int64_t now);
/* The name as the server keeps it: spaces collapsed. BC_OK or BC_E_NAME. */
int bc_name_norm(const char *in, char *out, int max);
/* Two names are the same actron (ignoring case and spacing). */
int bc_same(const char *a, const char *b);

/* Naming: an actron for this round (again: it replaces the first). */
int bc_name(bc_state *s, int seat, const char *name);
/* The 3 days are over, or both have named one. */
void bc_close_naming(bc_state *s, const bc_params *p, int64_t now);
/* Objection: seat objects to the other's actron, or is satisfied. */
int bc_stance(bc_state *s, int seat, int object);
int bc_stances_in(const bc_state *s);
void bc_close_objection(bc_state *s, const bc_params *p, int64_t now);
/* The referee's ruling on seat's actron: too obscure or not. */
int bc_rule(bc_state *s, const bc_params *p, int seat, int obscure, int64_t now);
int bc_rulings_in(const bc_state *s);
/* The referee's time is over: actrons not ruled on stand (ruling). */
void bc_close_ruling(bc_state *s, const bc_params *p, int64_t now);
/* Parses "MOVIE: A, B / MOVIE: C, D" into c; BC_OK or BC_E_SYNTAX, BC_E_TOO_LONG. */
int bc_parse(const char *text, bc_chain *c);
/* Is the chain of the right form between actrons x and y? */
int bc_check_form(const bc_chain *c, const char *x, const char *y);
/* A chain (checked: bc_parse, bc_check_form); again replaces it. */
int bc_send(bc_state *s, int seat, const bc_chain *c);
void bc_close_chains(bc_state *s, const bc_params *p, int64_t now);
/* Challenge (object 1) or accept the other's chain. */
int bc_cstance(bc_state *s, int seat, int challenge);
int bc_cstances_in(const bc_state *s);
void bc_close_challenge(bc_state *s, const bc_params *p, int64_t now);
/* The referee's check of seat's chain. */
int bc_check(bc_state *s, int seat, int valid);
int bc_checks_in(const bc_state *s);
/* The referee's time is over: an unchecked chain stands as valid, and
 * its challenger keeps eir own (ruling). Resolves the round. */
void bc_close_check(bc_state *s, const bc_params *p, int64_t now);
/* A player leaves: the other wins by forfeit. */
void bc_remove(bc_state *s, int seat);

const char *bc_error(int err);
const bc_round *bc_hist(const bc_state *s, int i); /* 0 the latest */

#endif
