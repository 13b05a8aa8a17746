/* ghost.h: the pure core of Ghost (Ackanomic R1250.9/1): the players'
 * numbers and the order of play (4 ¶1), additions while the game is young
 * (4 ¶2), the ghost word and the four plays (4 (1)-(4)), protests and
 * whom they remove (4 (3)), removals at any time (4 ¶ last), and the
 * winner (5). No engine: the module (ghost_game.c) looks words up in the
 * Official Dictionary and hands the core its verdicts, keeps the clock,
 * and pays. The state is one flat struct with no pointers (games.h). */
#ifndef NOMIC_GAMES_GHOST_H
#define NOMIC_GAMES_GHOST_H

#include <stdint.h>

#define GH_MAX_SEATS 100 /* GAME_MAX_SEATS */
#define GH_MAX_WORD 48   /* server limit on a ghost word's letters (ruling) */
#define GH_MAX_HIST 96   /* the latest plays the view shows (6) */

enum gh_phase {
	GH_TURN,   /* someone's turn (4 ¶1) */
	GH_ANSWER, /* a protest (b) awaits the accused's word (4 (3)) */
	GH_OVER,   /* one player remains (5) */
};

enum gh_ground {
	GH_WORD = 1,    /* "a word of four or more letters in the OD" */
	GH_NONWORD = 2, /* "cannot be found within any word in the OD" */
};

/* What the core refuses; gh_error() words it. */
enum gh_err {
	GH_OK = 0,
	GH_E_OVER,          /* the game is over */
	GH_E_OUT,           /* the mover has been removed */
	GH_E_NOT_TURN,      /* not the mover's turn */
	GH_E_SUSPENDED,     /* a protest awaits its answer */
	GH_E_WORD_EXISTS,   /* begin: there is a ghost word */
	GH_E_NOT_LETTER,    /* begin: not one letter of the alphabet */
	GH_E_NO_WORD,       /* continue/protest: there is no ghost word */
	GH_E_NOT_EXTENSION, /* continue: not the word plus one letter at an end */
	GH_E_TOO_LONG,      /* continue: over GH_MAX_WORD */
	GH_E_NOT_ACCUSED,   /* post: only the accused answers */
	GH_E_NO_PROTEST,    /* post: no protest awaits an answer */
	GH_E_NOT_CONTAINING, /* post: the word does not contain the ghost word */
	GH_E_JOIN_CLOSED,   /* add: the highest-numbered player has had a turn */
	GH_E_FULL,          /* add: no room */
	GH_E_NOT_NEWCOMER,  /* protest addition: not a player added during play */
	GH_E_TOO_LATE,      /* protest addition: first turn begun or window passed */
	GH_E_NOT_EARLIER,   /* protest addition: the protester was not in before */
	GH_E_OWN,           /* protest: the ghost word is the protester's own */
};

enum gh_kind { GH_H_BEGIN = 1, GH_H_CONTINUE, GH_H_PROTEST, GH_H_RESOLVED, GH_H_RESIGN,
	       GH_H_REMOVED, GH_H_ADDED, GH_H_TIMEOUT, GH_H_POSTED };

typedef struct gh_entry {
	int16_t seat;       /* who */
	int16_t kind;       /* gh_kind */
	int16_t other;      /* protest: the accused; resolved: who was removed (-1 none) */
	int16_t ground;     /* protest: gh_ground; resolved: 1 valid, 0 invalid */
	char word[GH_MAX_WORD + 1]; /* the ghost word after it, or the posted word */
} gh_entry;

typedef struct gh_state {
	int nseats;                  /* seats known to the core (the framework's) */
	int number[GH_MAX_SEATS];    /* 1..: the order of play (4 ¶1) */
	uint8_t out[GH_MAX_SEATS];   /* removed from the game (2) */
	uint8_t played[GH_MAX_SEATS]; /* eir first turn has begun */
	uint8_t added[GH_MAX_SEATS]; /* added after the start (4 ¶2) */
	int64_t added_at[GH_MAX_SEATS]; /* when (seconds) */
	int began;                   /* players who began the game (5) */
	int phase;                   /* gh_phase */
	int turn;                    /* the seat whose turn it is, -1 none */
	int64_t turn_began;          /* when (seconds) */
	char word[GH_MAX_WORD + 1];  /* the ghost word, "" none */
	int last;                    /* whose turn made the word what it is, -1 */
	int protester, accused, ground; /* the protest awaiting an answer */
	int winner;                  /* seat, -1 */
	int joins_closed;            /* the highest number's first turn began */
	uint32_t tick;               /* the deadline's generation */
	int nhist;                   /* plays recorded in all */
	gh_entry hist[GH_MAX_HIST];  /* the latest GH_MAX_HIST, as a ring */
} gh_state;

/* Numbers the n players (seats 0..n-1) in the order perm gives: perm[k]
 * is the seat numbered k+1 (the referee's random draw, 4 ¶1); player 1's
 * turn begins at now. */
void gh_init(gh_state *s, int n, const int *perm, int64_t now);
int gh_remaining(const gh_state *s);
/* The first seat still in the game after seat's number, in increasing
 * order and wrapping (4 ¶1); -1 if none. */
int gh_next(const gh_state *s, int seat);
int gh_highest(const gh_state *s); /* the seat with the highest number */

/* The plays (4 (1)-(4)). Each returns GH_OK and changes s, or an error
 * and leaves s as it was. */
int gh_begin(gh_state *s, int seat, const char *letter, int64_t now);
int gh_continue(gh_state *s, int seat, const char *str, int64_t now);
/* A protest: checks only (the verdict is the module's lookup). */
int gh_can_protest(const gh_state *s, int seat);
/* Protest (a), resolved at once with the referee's finding: in_od is 1 if
 * the ghost word is an OD word of at least min_letters letters. */
int gh_protest_word(gh_state *s, int seat, int in_od, int64_t now);
/* Protest (b): play is suspended until the accused answers (gh_answer)
 * or eir time runs out (gh_answer_timeout). If the accused is no longer
 * in the game, it resolves at once as valid (ruling). */
int gh_protest_nonword(gh_state *s, int seat, int64_t now);
/* Checks a posted word (the accused's, containing the ghost word). */
int gh_can_answer(const gh_state *s, int seat, const char *posted);
int gh_answer(gh_state *s, int seat, const char *posted, int in_od, int64_t now);
void gh_answer_timeout(gh_state *s, int64_t now);
/* Resignation (4 (4)): on eir turn (or when eir turn ran out: timeout 1),
 * the word is destroyed; off turn, e is only removed (4 ¶ last). */
int gh_resign(gh_state *s, int seat, int timeout, int64_t now);
/* An addition (4 ¶2): seat is new (== nseats). */
int gh_can_add(const gh_state *s);
int gh_add(gh_state *s, int seat, int64_t now);
/* A protest against newcomer's addition by seat, within window seconds. */
int gh_protest_addition(gh_state *s, int seat, int newcomer, int64_t window, int64_t now);

const char *gh_error(int err);
/* The i-th latest recorded entry (0 the latest), NULL past the ring. */
const gh_entry *gh_hist(const gh_state *s, int i);

#endif
