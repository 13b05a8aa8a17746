/* pooker_game.h: what the Pooker module's two files share (A Nomic
 * R384-R399): the instance's flat state and a few helpers. pooker_game.c
 * owns the class, the clock (nweeks, the report, Cards for Votes, closing
 * Motions and Showdowns), the Dealer's moves and the view; pooker_moves.c
 * the players' moves (trades, the Motion's votes, showing, the best
 * arrangement). Nobody else includes it. */
#ifndef NOMIC_GAMES_POOKER_GAME_H
#define NOMIC_GAMES_POOKER_GAME_H

#include "games/pooker/pooker.h"
#include "games/framework/games.h"

#define PK_PIDS 256        /* players with ids below this take part */
#define PK_REPORT 128      /* cards dealt in one nweek, for the report */
#define PK_NOTES_EACH 4    /* pending trade notices one player may have */
#define PK_NOTES (PK_PIDS * PK_NOTES_EACH) /* so the Dealer never runs out:
					    * nobody's refusal tells of
					    * another's notices */
#define PK_TRADE 8         /* cards one way in a trade */
#define PK_SHOWN 16        /* players showing in one Showdown */
#define PK_SHOW_CARDS 40   /* cards one player shows */
#define SHOW_WINDOW (3 * DAY)

typedef struct pk_recv {
	int pid, pack;
} pk_recv;

typedef struct pk_note {
	int pid, partner, ngive, nget;
	cards_card give[PK_TRADE], get[PK_TRADE];
} pk_note;

typedef struct pk_show {
	int pid, score, nhands;
	int size[PK_SHOW_CARDS];
	cards_card card[PK_SHOW_CARDS];
} pk_show;

typedef struct pk_state {
	cards_table t;               /* holder: a player id, or CARDS_DECK */
	int64_t nweek;               /* the current nweek's number */
	int64_t sig[PK_PIDS];        /* each player's ballots at the nweek's start */
	int nrecv;
	pk_recv recv[PK_REPORT];     /* dealt this nweek (R390) */
	int nreport;
	pk_recv report[PK_REPORT];   /* the last report */
	int report_due;              /* a public report is due now */
	int nnotes;
	pk_note note[PK_NOTES];
	int motion;                  /* a Motion to Show Cards is pending */
	int motion_by;
	gtime motion_until;
	signed char vote[PK_PIDS];   /* 1 FOR, 2 AGAINST, 0 none */
	int showdown;                /* a Showdown is on */
	int declarer;                /* 0: by motion */
	gtime show_until;
	int nshown;
	pk_show shown[PK_SHOWN];
	int showdowns;
	char last[200];              /* the last Showdown's result */
	int ticks;
} pk_state;

int pk_is_player(const nomic *n, int pid);
int pk_nplayers(const nomic *n);
/* The PCards (R394, R399) pid holds, into out (may be NULL); how many. */
int pk_count_pcards(const pk_state *s, int pid, cards_card *out);
const char *pk_cname(cards_card c, char *buf, size_t n);
/* Who showed card c at the open Showdown, or 0 (R396: it is bound for the
 * Deck, so it moves nowhere else before the close). */
int pk_shown_by(const pk_state *s, cards_card c);
void pk_start_showdown(ctx *c, game *g, int declarer);

int pk_act_trade(ctx *c, game *g, int argc, char **argv);
int pk_act_vote(ctx *c, game *g, int argc, char **argv);
int pk_act_show(ctx *c, game *g, int argc, char **argv);
int pk_act_best(ctx *c, game *g);
/* pooker_offer.c: the moves hook (games.h). */
json_t *pk_moves(const nomic *n, const game *g, const gviewer *v);

#endif
