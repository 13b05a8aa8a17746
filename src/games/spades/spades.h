/* spades.h — Ackanomic Spades (Rule 1250.15/6, the current version) as a
 * pure state machine: seating, the deal, bidding with Nil and Blind Nil and
 * the Blind Nil exchange, trick play, the referee's claim, scoring with
 * sandbags, misplays, the 3-day defaults and the end of the game.
 *
 * Seats are 0..3 for the text's players 1..4; team 0 is seats 0 and 2 (the
 * text's team 1), team 1 is seats 1 and 3. Cards are cards.h numbers of
 * pack 0 (1..52); within a suit the Ace is high (1250.5). Every action
 * returns one cards_err and changes nothing when it refuses. The module on
 * top keeps deadlines, views and the journal; it calls spades_deal at the
 * start of each round with the engine's replayable random source.
 */
#ifndef NOMICD_GAMES_CARDS_SPADES_H
#define NOMICD_GAMES_CARDS_SPADES_H

#include "games/cards/cards.h"

enum {
	SPADES_SEATS = 4,
	SPADES_HAND = 13,
	SPADES_NO_BID = -1,
	SPADES_BLIND_NIL = -2,
	SPADES_TARGET = 500,           /* 1250.15 5 */
	SPADES_BLIND_BEHIND = 200,     /* 1250.15 2: behind by 200 or more */
	SPADES_DEFAULT_BID = 2,        /* 1250.15 7 */
	SPADES_MISPLAY_PENALTY = 100,  /* 1250.15 6 */
	SPADES_CLAIM_BUDGET = 200000,  /* nodes a claim check may visit */
};

typedef enum {
	SPADES_DEALING,    /* a round is due: call spades_deal */
	SPADES_BIDDING,
	SPADES_EXCHANGE,   /* the Blind Nil card exchange */
	SPADES_PLAYING,
	SPADES_OVER,
} spades_phase;

/* Why the game ended. */
typedef enum {
	SPADES_END_NONE,
	SPADES_END_SCORE,      /* 500 reached, or a 500-point lead */
	SPADES_END_CONCEDED,   /* both players of the loser conceded */
	SPADES_END_MISPLAYS,   /* the loser misplayed twice in a hand or thrice in the game */
	SPADES_END_TIMEOUTS,   /* the loser missed 3 consecutive or 7 total deadlines */
} spades_end;

typedef struct {
	spades_phase phase;
	int round;                      /* rounds dealt so far */
	int first_bidder;               /* this round's first bidder */
	int turn;                       /* seat expected to act, -1 if none */
	int score[2];                   /* Spadescore per team */
	int bags[2];                    /* sandbags received over the game */
	int round_delta[2];             /* what the last scored round gave */
	int misplays_game[2], misplays_round[2];
	int missed_run[SPADES_SEATS];   /* consecutive deadlines missed */
	int missed_team[2];             /* deadlines missed over the match */
	bool conceded[SPADES_SEATS];
	int winner;                     /* team, or -1 */
	spades_end end;

	uint64_t hand[SPADES_SEATS];    /* bit c-1 for card c */
	int bid[SPADES_SEATS];          /* 0, 2..13, SPADES_BLIND_NIL, SPADES_NO_BID */
	int nbids;
	bool blind_eligible[SPADES_SEATS];
	bool shown[SPADES_SEATS];       /* has the holder been sent eir cards? */
	int exchange_from;              /* seat that passes a card next, or -1 */
	int exchange_step;              /* 0: Blind Nil bidder passes; 1: partner */

	int leader;                     /* seat that led the current trick */
	int ntrick;                     /* cards in the current trick */
	cards_card trick[SPADES_SEATS]; /* by order of play from the leader */
	cards_card last_trick[SPADES_SEATS];
	int last_leader, last_winner;
	int tricks[SPADES_SEATS];       /* tricks won this round */
	int tricks_done;
	bool spades_broken;             /* a spade was played to an earlier trick */
} spades_game;

int spades_team(int seat);
int spades_partner(int seat);
/* Ace-high strength 2..14 of a card's rank. */
int spades_strength(cards_card c);

/* 1250.15 "Beginning the game": a random playing order. players[] are the
 * caller's four ids; if teams is true, players[0..1] and players[2..3] are
 * teams chosen already and end up in seats 1+3 and 2+4 (never adjacent).
 * order[seat] receives an id. */
cards_err spades_seat(const int32_t players[4], bool teams, const cards_rng *rng, int32_t order[4]);

void spades_init(spades_game *g);

/* 1250.15 1: shuffle all 52 cards (Fisher-Yates through `below`) and deal
 * 13 to each player; marks who may bid Blind Nil (2). */
cards_err spades_deal(spades_game *g, const cards_rng *rng);
/* May seat see eir cards now? False only for a Blind Nil candidate who has
 * not asked, while bidding lasts (1250.15 1). */
bool spades_hand_visible(const spades_game *g, int seat);

/* 1250.15 2: a Blind Nil candidate asks to be shown eir cards (at any time
 * during the bidding); e can then no longer bid Blind Nil. */
cards_err spades_show_cards(spades_game *g, int seat);
/* 1250.15 2: bid 0, 2..13 or SPADES_BLIND_NIL, in turn. */
cards_err spades_bid(spades_game *g, int seat, int bid);
/* 1250.15 2: the Blind Nil exchange; first the bidder, then the partner. */
cards_err spades_pass_card(spades_game *g, int seat, cards_card c);

/* 1250.15 3: the cards seat may play now (none if not eir turn). */
int spades_legal_plays(const spades_game *g, int seat, cards_card out[SPADES_HAND]);
/* Why c would be refused (CARDS_OK if legal). */
cards_err spades_check_play(const spades_game *g, int seat, cards_card c);
cards_err spades_play(spades_game *g, int seat, cards_card c);
/* Is this error a misplay in the sense of 1250.15 6 (a revoke, or a card
 * not in the hand)? The module then calls spades_misplay. */
bool spades_is_misplay(cards_err e);
/* 1250.15 6: the misplaying player's team scores -100; two misplays in a
 * hand or three in a game forfeit. The play itself was refused, so there is
 * nothing to void. */
cards_err spades_misplay(spades_game *g, int seat);

/* 1250.15 3: the winning position of a finished trick (index into the
 * order of play): the highest spade, else the highest card of the suit led. */
int spades_trick_winner(const cards_card trick[SPADES_SEATS]);

/* 1250.15 3: if every legal continuation gives the same winner for each
 * remaining trick, play the rest out (each seat playing eir lowest legal
 * card by card number) and return CARDS_OK; else CARDS_E_NO_CLAIM. The
 * search visits at most `budget` nodes and refuses beyond that. */
cards_err spades_claim(spades_game *g, long budget);

/* 1250.15 7: seat missed a deadline; the referee acts for em (look at the
 * cards; bid 2; a random legal card; the exchange: a random card) and the
 * miss is counted towards the forfeits. */
cards_err spades_timeout(spades_game *g, int seat, const cards_rng *rng);

/* 1250.15 5: a public concession; when both partners have conceded, the
 * other team wins. */
cards_err spades_concede(spades_game *g, int seat);

/* 1250.15 4: one team's score for a round, with its sandbags. bids are the
 * two players' bids (SPADES_BLIND_NIL allowed), tricks theirs. *bags_after
 * is the team's sandbag count after the round. */
int spades_round_score(const int bids[2], const int tricks[2], int bags_before, int *bags_after);

#endif
