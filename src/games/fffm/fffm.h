/* fffm.h: the pure core of Frog, Frog, Frog, Mouse (Ackanomic Rule
 * 1250.25/0): the animals and zoos (7), the transformation machines in
 * the server's rewrite language (7 I-III; docs/GAMES.md "Frog, Frog, Frog,
 * Mouse"), the moves (7 IV), the turns and rounds (6 II, III), the round's
 * score (6 IV) and delinquency (6 V), on one flat struct with no pointers
 * (the framework journals it as bytes). No engine: randomness comes through
 * an ff_rand callback; the module (fffm_game.c) seals the machines and the
 * moves and turns the commands into these calls.
 *
 * The machine language. A machine is one or more transformations, applied
 * in order, each to the whole list the one before left (7 III), separated
 * by ';'. A transformation is PATTERN>REPLACEMENT. A pattern is a run of
 * elements: an animal (c, d, f, m), '?' (any one animal) or '*' (any run of
 * animals, the longest that lets the rest match), optionally opened by '^'
 * (only at the start of the list) and closed by '$' (only at its end). The
 * list is scanned from the left; wherever the pattern matches at least one
 * animal, the match is replaced and the scan goes on after it; elsewhere
 * the animal is kept. A replacement is a run of animals and digits: digit
 * k stands for what the pattern's k-th element matched. The rule's
 * examples: "?$>d"; "^?*??$>1211"; "cm>f"; "d>cffm". */
#ifndef NOMIC_GAMES_FFFM_H
#define NOMIC_GAMES_FFFM_H

#include <stddef.h>
#include <stdint.h>

#define FF_MAX_SEATS 16   /* the server's bound (2: "the number of players") */
#define FF_SPECIES 4      /* 7: cat, dog, frog, mouse */
#define FF_ZOO 5          /* 6 I, 7 IV B: 5 randomly chosen animals */
#define FF_TARGET_MIN 1   /* 6 I: at least one */
#define FF_TARGET_MAX 9   /* 6 I: no more than 9 */
#define FF_TURNS 10       /* 6 II: at most 10 turns */
#define FF_MAX_XF 16      /* transformations in one machine */
#define FF_PAT 24
#define FF_REP 48
#define FF_TEXT 400       /* bytes of a machine's text */
#define FF_LIST 1024      /* animals in a machine at once (ruling) */
#define FF_MAX_COUNT 9999 /* animals of one species in a zoo (ruling) */
#define FF_SALT 16
#define FF_HASH 32

enum ff_err {
	FF_OK = 0,
	FF_E_PHASE,
	FF_E_NOT_MS,
	FF_E_MS_MOVES,
	FF_E_MOVED,      /* 6 II: a valid move may not be changed */
	FF_E_ANIMAL,     /* not c, d, f or m */
	FF_E_NOT_HELD,   /* 7 IV C */
	FF_E_EMPTY,      /* a feed of no animals */
	FF_E_MACHINE,    /* A or B */
	FF_E_TARGET,     /* 1 to 9 animals */
	FF_E_SYNTAX,     /* a machine's text */
	FF_E_SET,        /* already chosen this round */
	FF_E_LEFT,
	FF_E_NOT_LATE,   /* 6 V: 3 days have not passed */
};

const char *ff_error(int err);

enum ff_phase { FF_SETUP, FF_TURN, FF_OVER };
enum ff_move { FF_NONE, FF_PASS, FF_RESTART, FF_FEED };

typedef struct ff_xf {
	char pat[FF_PAT];
	char rep[FF_REP];
} ff_xf;

typedef struct ff_machine {
	int n;
	ff_xf xf[FF_MAX_XF];
} ff_machine;

typedef struct ff_seat_move {
	uint8_t kind;        /* enum ff_move */
	uint8_t machine;     /* 0 A, 1 B */
	uint8_t defaulted;   /* passed by the deadline or a vacant seat */
	char feed[FF_TEXT];  /* the animals fed, in order */
	char result[FF_TEXT]; /* what came out (cut to fit, for the record) */
} ff_seat_move;

/* The rule's numbers (the module binds each to a parameter, frozen when
 * the game starts); ff_init's NULL gives the text's. */
typedef struct ff_rules {
	int16_t zoo;          /* 6 I, 7 IV B: 5 animals */
	int16_t target_max;   /* 6 I: no more than 9 */
	int16_t turns;        /* 6 II: at most 10 */
	int16_t scale;        /* 6 IV: 10*N/T */
	int16_t excess;       /* 6 IV: 2*K */
	int16_t match_bonus;  /* 6 IV: 5 */
} ff_rules;

extern const ff_rules ff_rules_text;

typedef struct ff_state {
	int nseats;
	ff_rules k;
	int order[FF_MAX_SEATS]; /* 4: the list: seats in Mad Scientist order */
	int slot;            /* the place on the list of this round's MS */
	int ms;              /* the MS's seat */
	int phase;
	int turn;            /* 1..10 (6 II) */
	int64_t since;       /* when the awaited step began */
	uint8_t left[FF_MAX_SEATS];
	uint8_t posted;      /* 6 V: the target and zoos were posted */
	uint8_t have_target, have_machine[2];
	int16_t target[FF_SPECIES];
	int16_t zoo[FF_MAX_SEATS][FF_SPECIES];
	ff_seat_move move[FF_MAX_SEATS];
	char text[2][FF_TEXT];   /* the machines as the MS wrote them */
	ff_machine mach[2];
	uint8_t salt[2][FF_SALT];
	uint8_t hash[2][FF_HASH];
	int32_t round_score[FF_MAX_SEATS]; /* the last round's (6 IV) */
	int32_t gp[FF_MAX_SEATS];          /* Gamepoints so far */
	int8_t matched;       /* a zoo matched the target this turn */
	int8_t delinquent;    /* the last round ended so (6 V) */
	int rounds_done;
} ff_state;

typedef uint64_t (*ff_rand)(void *arg, uint64_t bound);

/* "c" -> 0 ... "m" -> 3, else -1. */
int ff_animal(char c);
char ff_letter(int species);
/* A zoo's letters ("ccdf") into counts; the count of animals, or -1. */
int ff_parse_zoo(const char *s, int16_t *counts);
/* Writes a zoo as letters in species order ("ccdf"; "-" when empty). */
void ff_zoo_str(const int16_t *counts, char *buf, size_t n);
int ff_zoo_size(const int16_t *counts);
int ff_zoo_equal(const int16_t *a, const int16_t *b);

/* The machine language (above): 0, or FF_E_SYNTAX with why in err. */
int ff_parse_machine(const char *text, ff_machine *m, char *err, size_t errlen);
/* Applies m to the list in (n animals, as letters): the output's length
 * (at most max, the rest cut), into out (NUL-terminated). */
int ff_apply(const ff_machine *m, const char *in, int n, char *out, int max);

/* 6 IV: the round's score of a zoo against the target. */
int ff_score(const ff_rules *k, const int16_t *zoo, const int16_t *target);

/* 4: the list is order (a permutation of the seats); the first is MS. */
void ff_init(ff_state *s, int nseats, const int *order, const ff_rules *k, int64_t now);
/* 6 I: the MS's secret machines and the target. */
int ff_set_machine(ff_state *s, int seat, int which, const char *text, const uint8_t *salt,
		   const uint8_t *hash, char *err, size_t errlen);
int ff_set_target(ff_state *s, int seat, const int16_t *target);
/* Is the round's information complete (the clock then posts it)? */
int ff_ready(const ff_state *s);
/* 6 I: random zoos for every player, none equal to the target; turn 1. */
void ff_post(ff_state *s, ff_rand r, void *arg, int64_t now);
/* 7 IV: a player's move this turn. */
int ff_move(ff_state *s, int seat, int kind, int machine, const char *feed);
/* Has every player still in the game moved (6 II)? */
int ff_all_moved(const ff_state *s);
/* 6 II, III: ends the turn: the missing pass, the moves are applied;
 * returns 1 if the round is over (turn 10, or a zoo matched); else the
 * caller reports the moves and calls ff_next_turn. */
int ff_end_turn(ff_state *s, ff_rand r, void *arg, int64_t now);
/* The next turn begins at once (6 III), with no moves in. */
void ff_next_turn(ff_state *s, int64_t now);
/* 6 IV, V: scores the round (zoos only if posted), passes the title on;
 * FF_OVER after the last name on the list. */
void ff_end_round(ff_state *s, int delinquent, int64_t now);
/* 5: a seat is vacant; 1 if it was the MS (delinquent: the round ends). */
int ff_depart(ff_state *s, int seat);

#endif
