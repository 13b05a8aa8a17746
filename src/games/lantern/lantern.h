/* lantern.h: the pure core of Ye Olde Rusty Lantern (Ackanomic R1250.18/12):
 * the Barkeep's cards (deck, hands, table, burned), the Bards around the
 * table, turns, plays and their verdicts, passes and sleep, interruptions,
 * the penalty deals and the win. No engine: time is given in seconds, random
 * draws come through a callback, and the module (lantern_game.c) turns
 * these into commands, private messages and deadlines. One flat struct with
 * no pointers (the games framework copies it as bytes). */
#ifndef NOMIC_LANTERN_H
#define NOMIC_LANTERN_H

#include <stdint.h>

#define YL_MAX_SEATS 100   /* the framework's GAME_MAX_SEATS */
#define YL_MAX_CARDS 400   /* story elements the Barkeep may list */
#define YL_TEXT 64         /* a story element's text, with its NUL */
#define YL_MAX_PLAYS 32    /* recent plays kept for interruptions */
#define YL_MAX_INTS 16     /* interruptions awaiting the Barkeep */
#define YL_HAND 7          /* "Each Bard receives seven cards upon joining" */

enum yl_where { YL_DECK, YL_HAND_, YL_TABLE, YL_BURNED, YL_PLAYED };
enum yl_phase { YL_SETUP, YL_PLAY, YL_OVER };
enum yl_pstat { YL_PENDING = 1, YL_VERIFIED, YL_DENIED };

enum yl_err {
	YL_OK = 0,
	YL_E_PHASE,      /* not in this phase */
	YL_E_TURN,       /* not your turn */
	YL_E_SUSPENDED,  /* the tale is suspended */
	YL_E_PENDING,    /* your play awaits the Barkeep */
	YL_E_NOPENDING,  /* no play awaits a verdict */
	YL_E_CARD,       /* you do not hold that card */
	YL_E_NEEDCARD,   /* you hold cards: name one */
	YL_E_NOCARDS,    /* the deck cannot cover the deal */
	YL_E_FULL,       /* the list of cards is full */
	YL_E_TEXT,       /* an empty or too long story element */
	YL_E_BENCHES,    /* every bench is taken */
	YL_E_SEAT,       /* not a Bard at the table */
	YL_E_TABLE,      /* not a Loose End on the table */
	YL_E_NOTIES,     /* no card named and no Loose End tied off */
	YL_E_PLAY,       /* no such play */
	YL_E_OWN,        /* interrupting one's own play */
	YL_E_INT,        /* no such interruption awaiting a reply */
	YL_E_ORDER,      /* the play must be answered first */
	YL_E_ASLEEP,     /* not asleep three turns in a row */
};

typedef struct yl_card {
	char text[YL_TEXT];
	int16_t where;   /* enum yl_where */
	int16_t holder;  /* the seat holding it, -1 */
	int16_t shown;   /* its text has been made public (played, on the table) */
	int16_t pad;
} yl_card;

typedef struct yl_play {
	int32_t no;      /* 1, 2, ... */
	int16_t seat;
	int16_t card;    /* -1: none named */
	int16_t status;  /* enum yl_pstat */
	int16_t interrupted_card; /* the card of its successful interruption, -1 */
	int64_t at;      /* when it was attempted */
	int32_t words;
	int32_t pad;
} yl_play;

typedef struct yl_int {
	int32_t no;      /* 1, 2, ... */
	int32_t play;    /* the play interrupted */
	int16_t seat;
	int16_t card;
	int32_t pad;
	int64_t at;
} yl_int;

/* The rule's numbers, read from the parameters when the tale begins. */
typedef struct yl_rules {
	int32_t hand;            /* cards on joining (7) */
	int32_t denied;          /* cards replacing a denied play's card (2) */
	int32_t pass;            /* cards for a pass (1) */
	int32_t int_not_held;    /* penalty: the card is not the Bard's (1) */
	int32_t int_unmentioned; /* penalty: not sufficiently mentioned (2) */
	int32_t int_late;        /* penalty: too late (1) */
	int32_t interrupted;     /* to the Bard interrupted (1) */
	int32_t pad;
	int64_t late;            /* an interruption more than this after the play is late (3 d) */
} yl_rules;

/* The ante (R1250.18: "If, in starting the game, the Barkeep announced that
 * the game would be played for ante, and announced the entities required
 * as ante ... All these entities are placed in the brass pot for the
 * duration of the tale"): what the Barkeep requires and what each Bard put
 * in the pot. Kept by lantern_pot.c; the pure core never reads it. */
#define YL_MAX_ANTE 8      /* items the Barkeep may require (server bound) */
#define YL_MAX_STAKES 256  /* things in the pot (server bound) */
#define YL_WORD 32         /* a currency's name or an entity kind's word */

typedef struct yl_ante_item {
	char word[YL_WORD]; /* the currency's name or the kind's word, as found */
	int32_t cur;        /* the currency's id; -1: an entity kind */
	int32_t pad;
	int64_t amount;     /* of the currency, or how many entities of the kind */
} yl_ante_item;

typedef struct yl_stake {
	int32_t pid;        /* the Bard who paid it */
	int32_t entity;     /* an entity's id (Somewhere Else while in the pot); 0: currency */
	int32_t cur;        /* the currency's id (entity 0) */
	int32_t pad;
	int64_t amount;     /* of the currency */
} yl_stake;

typedef struct yl_pot {
	int32_t nante;      /* 0: not played for ante */
	int32_t nstakes;
	int32_t account;    /* the brass pot's ledger account (core/state.h), 0 none yet */
	int32_t settled;    /* paid out or returned at the end */
	yl_ante_item ante[YL_MAX_ANTE];
	int16_t free_rejoin[YL_MAX_SEATS]; /* went Under The Table: "need not pay ante" */
	yl_stake stakes[YL_MAX_STAKES];
} yl_pot;

typedef struct yl_state {
	yl_rules r;
	int32_t phase;
	int32_t benches;
	int32_t ncards;
	int32_t nseats;      /* seats the framework has numbered */
	int32_t nring;       /* Bards at the table, clockwise */
	int32_t turn;        /* the seat whose turn it is, -1 */
	int32_t last_success;/* the seat that made the last successful play, -1 */
	int32_t winner;      /* -1 */
	int32_t nplays, nints_made, nint;
	int32_t pending;     /* index in plays[] (by no % YL_MAX_PLAYS) of the play awaiting
			      * its verdict, -1 */
	int32_t tick;        /* bumps whenever the deadline may change */
	int32_t lame;        /* ended lamely */
	int32_t was_susp;    /* suspended at the last yl_sync */
	int64_t turn_began;  /* the beginning of the Bard's turn */
	int64_t last_try;    /* eir last attempt in this turn, 0 none */
	int64_t short_since; /* the deck could not cover a deal since, 0 */
	int16_t ring[YL_MAX_SEATS];   /* seats in clockwise order */
	int16_t in[YL_MAX_SEATS];     /* seated */
	int16_t owed[YL_MAX_SEATS];   /* cards to be dealt */
	int16_t asleep[YL_MAX_SEATS]; /* turns in a row passed asleep */
	int16_t placed[YL_MAX_SEATS]; /* has had a turn since sitting down */
	int32_t ale[YL_MAX_SEATS];
	yl_card card[YL_MAX_CARDS];
	yl_play plays[YL_MAX_PLAYS];
	yl_int ints[YL_MAX_INTS];
	yl_pot pot;          /* lantern_pot.c */
} yl_state;

/* A random number below n (the engine's rng_below). */
typedef uint64_t (*yl_below)(void *arg, uint64_t n);

const char *yl_error(int e);
void yl_init(yl_state *s, int benches, const yl_rules *r);
int yl_add_card(yl_state *s, const char *text);          /* the new card's id, or -error */
int yl_hand_size(const yl_state *s, int seat);
int yl_deck_size(const yl_state *s);
int yl_table_size(const yl_state *s);
int yl_owed_total(const yl_state *s);
int yl_holds(const yl_state *s, int seat, int card);
/* A Bard sits down (joins: 7 cards owed) after the seat `after` (-1: the end
 * of the table, just before the Bard who sat first). */
int yl_sit(yl_state *s, int seat, int after);
/* The Barkeep moves a Bard who has not had a turn yet next to another. */
int yl_place(yl_state *s, int seat, int after);
/* A Bard leaves (or goes Under The Table): eir cards return to the deck;
 * on eir turn, e is considered to have passed (without a card). */
int yl_leave(yl_state *s, int seat, int64_t now);
int yl_suspended(const yl_state *s);
/* The Barkeep names the first Bard (needs the deck to cover the deal). */
int yl_begin(yl_state *s, int seat, int64_t now);
/* Deals the cards owed, as far as the deck goes; records draws through
 * below. got[] (may be NULL) counts the cards each seat received, and
 * dealt[] lists the card ids dealt, in order (up to max). Returns how many
 * cards are still owed. */
int yl_deal(yl_state *s, yl_below below, void *arg, int *dealt, int max, int64_t now);
/* A play attempt: card -1 when none is named. */
int yl_attempt(yl_state *s, int seat, int card, int words, int64_t now);
/* The Barkeep's verdict on the pending play: ok, loose (the card becomes a
 * Loose End), ties[] (cards on the table tied off). */
int yl_verify(yl_state *s, int loose, const int *ties, int nties, int64_t now);
int yl_deny(yl_state *s, int64_t now);
/* A pass: discard -1 or a card held (burned); asleep: by the Barkeep's
 * notice or the deadline rather than explicit. */
int yl_pass(yl_state *s, int seat, int discard, int asleep, int64_t now);
/* An interruption of play `play` with card. Returns YL_OK when it waits
 * for the Barkeep; *denied = 1 when denied at once (the card not held). */
int yl_interrupt(yl_state *s, int seat, int play, int card, int64_t now, int *denied, int *no);
/* The Barkeep's reply to interruption no: mentioned (the element was
 * sufficiently mentioned). *outcome: 1 success, 2 not mentioned, 3 late. */
int yl_int_reply(yl_state *s, int no, int mentioned, int64_t now, int *outcome);
/* The rule's numbers: hand 7, denied 2, pass 1, interruptions 1, 2, 1,
 * interrupted 1, late 3 days. */
yl_rules yl_default_rules(void);
int yl_int_index(const yl_state *s, int no);
const yl_play *yl_play_by_no(const yl_state *s, int no);
int yl_next_seat(const yl_state *s, int seat);
/* Checks the win (the Bard with no cards who made the last successful
 * play, no Loose Ends, no unprocessed interruptions, no cards owed). */
int yl_check_win(yl_state *s);
/* After every change: a tale that stops being suspended begins the turn
 * afresh (its sleep clock restarts). */
void yl_sync(yl_state *s, int64_t now);

#endif
