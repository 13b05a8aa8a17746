/* eleusis.h: the pure core of Eleusis (Ackanomic Rule 1250.23/10): the
 * rounds, the Deus, the Scientists and the prophet, the layout with its
 * '*' and '!' marks and sudden death, the penalties, the No Play, and the
 * scoring of a round (6) and of the game (7), on one flat struct with no
 * pointers (the framework journals it as bytes). No engine: randomness
 * comes through an el_rand callback; the module (eleusis_game.c) turns the
 * players' commands into these calls and the Deus's judgements into
 * el_judge and el_approve. The Deus's rule is free text the core only
 * stores beside its commitment; it never reads it.
 *
 * Cards are numbers in the deck_def numbering of games/equip (R1250.5,
 * R1250.6): suit * nranks + rank, then the optional cards (an Eleusis
 * Deck's four indistinguishable Wild cards are all card 120; a Standard
 * Deck's Jokers are 52 and 53). */
#ifndef NOMIC_GAMES_ELEUSIS_H
#define NOMIC_GAMES_ELEUSIS_H

#include <stdint.h>

#define EL_MAX_SEATS 8    /* 2 a): 4-8 players */
#define EL_HAND 14        /* 5 c) */
#define EL_MAX_HAND 128   /* the server's bound on one hand */
#define EL_MAX_LINE 480   /* cards on the layout in one round */
#define EL_MAX_PILE 384   /* three decks: the round's and two spares (1 a) */
#define EL_RULE_MAX 600   /* bytes of a Deus's rule */
#define EL_NOTE_MAX 300   /* 5 b)'s announcement of rankings and values */
#define EL_SALT 16
#define EL_HASH 32

enum el_deck { EL_DECK_ELEUSIS = 0, EL_DECK_STANDARD2 = 1 };

enum el_phase {
	EL_SETUP,   /* 5 a), b): awaiting the Deus's rule and deck */
	EL_DEALING, /* both given: the clock deals (5 c), d)) */
	EL_TURN,    /* 5 f): the current player's play */
	EL_PROPHET, /* 5 i) 1): the prophet's call */
	EL_DEUS,    /* 5 i) 2) or j): the Deus's judgement */
	EL_CLOSING, /* every round played: the last error window (4 e) */
	EL_OVER,
};

enum el_err {
	EL_OK = 0,
	EL_E_PHASE,       /* not now */
	EL_E_NOT_DEUS,
	EL_E_DEUS_PLAYS,
	EL_E_NOT_TURN,
	EL_E_COUNT,       /* 1 to 4 cards */
	EL_E_NOT_HELD,
	EL_E_PROPHET_NOW, /* 5 h): there is a prophet */
	EL_E_PROPHET_AGAIN,
	EL_E_PROPHET_FEW,
	EL_E_NOT_PROPHET,
	EL_E_CARD_NEEDED, /* 5 i) 4), j): a wrong No Play needs a correct card */
	EL_E_CARD_NOT_WANTED,
	EL_E_WRONGCARD,   /* only for a prophet's card on a No Play */
	EL_E_SEALED,      /* the rule is sealed already */
	EL_E_DECK_SET,
	EL_E_ROUND,       /* no such round for an error claim */
	EL_E_WINDOW,      /* 4 e): the 3 days are over */
	EL_E_VOTED,
	EL_E_NO_VOTE,
	EL_E_PENALISED,   /* 11 d) */
	EL_E_LEFT,
};

const char *el_error(int err);

/* One card on the layout (5 f)-l)). */
typedef struct el_laid {
	int16_t card;
	uint8_t ok;     /* 1 main line (correct); 0 beside it (incorrect) */
	uint8_t mark;   /* EL_MARK_STAR '*' (5 k), EL_MARK_BANG '!' (5 h, l) */
	int8_t by;      /* the seat who played it */
	int8_t via;     /* 1: the Deus or prophet chose it from a No Play's hand */
	int16_t play;   /* which play (counted from 1) */
} el_laid;
#define EL_MARK_STAR 1
#define EL_MARK_BANG 2

/* One round: its Deus, the sealed rule and the scores (6). */
typedef struct el_round {
	int8_t deus;
	uint8_t played;     /* it has begun (a skipped round is not) */
	uint8_t revealed;   /* 4 e): the rule is shown */
	uint8_t skipped;    /* its Deus had left before it began (8) */
	uint8_t deck, wild;
	uint8_t penalised;  /* 11 c), d): once */
	uint8_t voting;     /* an error vote is open (11 a) */
	uint8_t voted[EL_MAX_SEATS]; /* 0 none, 1 yes, 2 no */
	int64_t revealed_at, vote_due;
	uint8_t salt[EL_SALT];
	uint8_t hash[EL_HASH];
	char rule[EL_RULE_MAX];
	char note[EL_NOTE_MAX];
	int32_t score[EL_MAX_SEATS]; /* Gamepoints the round gave (6) */
	int8_t true_prophet;         /* -1 none */
	int16_t hints;
} el_round;

/* What the last step did, for the module's replies. */
typedef struct el_outcome {
	int8_t player;       /* whose play */
	uint8_t correct;     /* the play's truth as settled */
	uint8_t penalty;     /* cards dealt to the player */
	uint8_t expelled;    /* 5 i) 4): in sudden death */
	uint8_t newhand;     /* 5 i) 5): a new hand of this many */
	uint8_t overturned;  /* 5 i) 3): the prophet was */
	int8_t prophet;      /* the overturned prophet, or the new one */
	uint8_t prophet_penalty;
	uint8_t new_prophet; /* 5 h) */
	uint8_t returned;    /* 5 i) 4): the prophet's card went back */
	int16_t chosen;      /* the card played from a No Play's hand, -1 */
	uint8_t sudden;      /* sudden death began with this play */
	uint8_t round_over;
	uint8_t noplay;      /* the play was a No Play */
} el_outcome;

/* The rule's numbers (the module binds each to a parameter, frozen when
 * the game starts): el_init's NULL gives the text's. */
typedef struct el_rules {
	int16_t hand;          /* 5 c): 14 */
	int16_t per_card;      /* 5 i) 4): 2 a card */
	int16_t noplay_pen;    /* 5 i) 4): 5 */
	int16_t prophet_pen;   /* 5 i) 3): 5 */
	int16_t fewer;         /* 5 i) 5): 4 fewer */
	int16_t mark_every;    /* 5 k), l): every 10th */
	int16_t stars;         /* 5 k): 40 cards, 4 '*' */
	int16_t bangs;         /* 5 l): 30 cards, 3 '!' */
	int16_t empty_bonus;   /* 6 d): 4 */
	int16_t hints;         /* 9: 3 */
	int16_t hint_cost;     /* 9: 2 Gamepoints */
} el_rules;

extern const el_rules el_rules_text;

typedef struct el_state {
	int nseats;
	el_rules k;
	int round;           /* 0-based index of the round in play */
	int phase;
	int16_t number[EL_MAX_SEATS]; /* 4 a): seat i is player number i+1 */
	uint8_t left[EL_MAX_SEATS];   /* played by a bot (8) */
	uint8_t expelled[EL_MAX_SEATS]; /* 5 i) 4): out of this round */
	uint8_t was_prophet[EL_MAX_SEATS]; /* 5 h): this round */
	int16_t nhand[EL_MAX_SEATS];
	int16_t hand[EL_MAX_SEATS][EL_MAX_HAND];
	int16_t npile, pile_deck; /* cards left; cards one deck has */
	int16_t pile[EL_MAX_PILE];
	int16_t spares;      /* spare decks added so far (1 a) */
	int16_t ndiscard;    /* old hands set aside by a correct No Play (5 i) 5)) */
	int16_t nline;
	el_laid line[EL_MAX_LINE];
	int16_t starter;
	int turn;            /* the current player's seat */
	int prophet;         /* -1 none */
	int prophet_since;   /* plays counted since e became prophet */
	int prophet_cards;   /* cards played since e became prophet (5 l) */
	int prophet_right, prophet_wrong; /* 6 e) */
	int free_cards;      /* cards played while no prophet (5 k) */
	int sudden;          /* 5 k), l) */
	int plays;           /* plays made this round */
	/* The play awaiting judgement (5 f)-j)). */
	int16_t pend_cards[4];
	int8_t pend_n;       /* 0: No Play */
	int8_t pend_by;
	uint8_t pend_declare; /* 5 h) */
	uint8_t pend_call;    /* the prophet's call: 1 correct, 0 incorrect */
	uint8_t pend_called;
	int16_t pend_card;    /* the prophet's card on a No Play, -1 */
	int64_t since;        /* when the awaited act became due */
	el_outcome last;
	el_round rounds[EL_MAX_SEATS];
	int32_t gp[EL_MAX_SEATS]; /* Gamepoints so far (also the framework's) */
	int32_t ref_subs;    /* 8: a Referee substitutes for a Deus who left, so no
			      * round ends or is skipped for it */
} el_state;

typedef uint64_t (*el_rand)(void *arg, uint64_t bound);

/* A deck's cards, in order, into out (at least 124): its size. */
int el_deck_cards(int deck, int wild, int16_t *out);

void el_init(el_state *s, int nseats, const el_rules *k, int64_t now);
/* 4 b), f): begins round s->round (its Deus is the seat numbered round+1):
 * EL_SETUP; a Deus who has left skips it (8). Returns 1 if skipped. */
int el_begin_round(el_state *s, int64_t now);
/* 5 b): the Deus's public announcement. */
int el_set_deck(el_state *s, int seat, int deck, int wild, const char *note);
/* 5 a): the sealed rule (the module computed hash over salt and text). */
int el_seal(el_state *s, int seat, const char *text, const uint8_t *salt, const uint8_t *hash);
/* 5 c), d): shuffles three decks (the round's and two spares), deals 14
 * to each Scientist and lays the starter. */
void el_deal(el_state *s, el_rand r, void *arg, int64_t now);
/* 5 f), g), h): a play of 1-4 cards, or a No Play (n 0). */
int el_play(el_state *s, int seat, const int16_t *cards, int n, int declare, int64_t now);
/* 5 i) 1): the prophet's call; card (-1 none) for an incorrect No Play. */
int el_call(el_state *s, int seat, int correct, int card, int64_t now);
/* 5 j): the Deus judges (no prophet); card for an incorrect No Play. */
int el_judge(el_state *s, int correct, int card, int64_t now);
enum { EL_APPROVE, EL_DISAPPROVE, EL_WRONGCARD };
/* 5 i) 2)-4): the Deus on the prophet's call. */
int el_approve(el_state *s, int verdict, int64_t now);
/* 5 f): the random card for a player who did not play (or a bot, 8). */
int el_default_play(el_state *s, el_rand r, void *arg, int64_t now);
/* 5 i) 1), 8): the prophet's default: correct. */
int el_default_call(el_state *s, int64_t now);
/* 9: hints; returns the Gamepoints it costs (2 past the third). */
int el_hint(el_state *s, int seat);
/* 6: ends the round in play (after 5 m, or 8's absent Deus): scores it
 * into rounds[].score and gp[], reveals the rule (4 e), and begins the
 * next round or EL_CLOSING. */
void el_end_round(el_state *s, int64_t now);
/* Is the round over (5 m)? */
int el_round_done(const el_state *s);
/* 8: the seat has left; its moves become a bot's. If it was the Deus in
 * play, the round ends (the module then calls el_end_round). */
int el_depart(el_state *s, int seat);
/* Whose act is awaited: a seat, or -1. */
int el_awaited(const el_state *s);

/* 11: an error claim opens the vote on a revealed round (the claim is the
 * claimer's Yes); a vote; the result (1 an error, 0 none, -1 still open). */
int el_claim(el_state *s, int seat, int round, int64_t now, int64_t window, int64_t span);
int el_vote(el_state *s, int seat, int round, int yes);
int el_vote_result(const el_state *s, int round, int64_t now);
/* Closes the vote: 1 and the Deus's 20 Gamepoints lost (11 c), 0 none. */
int el_close_vote(el_state *s, int round, int penalty);
/* 11 a): with a Referee, e decides the claim open on round (err 1: there
 * was an error, and the Deus loses penalty, once, 11 c), d)). Returns 1 if
 * the Deus was penalised now, 0 if not, -EL_E_NO_VOTE with no claim. */
int el_rule_error(el_state *s, int round, int err, int penalty);

/* 7: the points of the game's ladder for each seat (2(N-1), 2 less a
 * place, ties as the rule's example), and the winners: their count. */
int el_ladder(const el_state *s, int *points, int *winners);

/* Scientists still in the round (not the Deus, the prophet, or expelled). */
int el_scientists(const el_state *s);

#endif
