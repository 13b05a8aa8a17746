/* pchess_game.h: the Party Chess game class (Ackanomic R1230.x) on the
 * games framework (games/games.h), shared by its files: pchess_game.c (the
 * class: start, join, turns, deadlines, the view), pchess_play.c (a
 * Swinger's Play: its Atomic Plays, their legality and resolution) and
 * pchess_points.c (R1044 2: the Swingers' fortnightly points by Weight),
 * pchess_swing.c (the Swingerships behind the seats), pchess_umpire.c (the
 * office of Chess-Umpire, R1230.2 1), pchess_turns.c (4 A, 4 B, the three
 * default plays), pchess_ffa.c (9, the Free For All), pchess_retreat.c
 * (the Otzma Cards Tactical Retreat and Paratroop on the board).
 *
 * One seat is one Swinger (R1040 I: the owner of a Swingership), who must
 * own a Swingership when the game starts or when e joins it. The game's
 * referee performs the Chess-Umpire's duties: from level 8 e is the holder
 * of the office (R1230.2 1; docs/RULINGS.md). Nothing is hidden: every
 * Play is a Public Action (R1230.2 6) and the board, the pieces off it, the
 * Play List and the Weights are public (R1230.2 1 C (vii)). Hears "entity"
 * (a Swingership destroyed or transferred, pchess_swing.c) and "office"
 * (the Chess-Umpire's, pchess_umpire.c); emits no events. */
#ifndef NOMIC_PCHESS_GAME_H
#define NOMIC_PCHESS_GAME_H

#include "games/framework/games.h"
#include "games/pchess/pch.h"

typedef struct pchess_state {
	pch_board b;
	int swingership[PCH_MAX_SIDES]; /* each seat's Swingership (entity id) */
	int chosen[PCH_MAX_SIDES];      /* R1230.2 2 B: eir five pieces chosen */
	int defaults[PCH_MAX_SIDES];    /* default plays in a row (R1230.2 4) */
	int order[PCH_MAX_SIDES];       /* the Swinger Play List, top first (3) */
	int norder;
	int turn;                       /* turns begun; the turn deadline's aux */
	int64_t weight2[PCH_MAX_SIDES]; /* Weights posted after the last play, halves */
	uint64_t points_dl;             /* R1044 2 a's next announcement, 0 none */
	/* pchess_entities.c: each piece's entity (R1230.1 7), 0 none. */
	int ent[PCH_MAX_PIECES];
	/* pchess_buy.c: the month (year * 12 + month, plus 1) of the seat's
	 * last free piece (R1230.1 2 D), 0 never. */
	int free_month[PCH_MAX_SIDES];
	/* pchess_knives.c: R1230.40 e, the free pieces owed to each seat and
	 * their material value at most; the hands won by each seat. */
	int owed[PCH_MAX_SIDES];
	int owed_mv[PCH_MAX_SIDES];
	int hands[PCH_MAX_SIDES];
	/* pchess_umpire.c: R1230.2 1 A, nobody performs the Chess-Umpire's
	 * duties: no deadline runs and no play is made. */
	int suspended;
	/* pchess_turns.c: R1230.2 4 */
	gtime turn_from;                /* the state announced: the turn began (4, 4 A) */
	gtime turn_due;                 /* its time limit, as extended (4 A) */
	int last_pass[PCH_MAX_SIDES];   /* eir previous play was a Pass (4 B (i)) */
	int auto_run;                   /* turns played automatically in a row (4 B (i)) */
	/* pchess_ffa.c: R1230.2 9, a Free For All */
	gtime ffa_announced;            /* announced and not yet over, 0 none */
	gtime ffa_start, ffa_end;       /* when it starts (B), ends */
	gtime ffa_last;                 /* when the last one was announced or ran (A (i)) */
	int64_t ffa_len;                /* its duration (B) */
	int ffa_objector[2];            /* the seats that objected, -1 none (B) */
	int ffa_corrected;              /* the Umpire announced a corrected duration (B) */
	gtime played_at[PCH_MAX_SIDES]; /* eir last play in this Free For All (C (ii)) */
	uint64_t ffa_dl;                /* its pchess-ffa deadline, 0 none */
	/* pchess_retreat.c: R1240.9, R1240.10 */
	int retreats[10];               /* Tactical Retreat cards whose option is open */
	int nretreats;
	int para_card, para_side, para_turn; /* a Paratroop played in that turn */
	int para_piece;                 /* the piece placed under it, index + 1, 0 none */
	/* pchess_notify.c: the seats alerted in Check and still in it (a bit
	 * each; R1230.2 1 C (iv)) */
	uint32_t check_told;
} pchess_state;

extern const game_class pchess_class;
extern const deadline_kind dl_swinger_points;

/* pchess_game.c */
/* Ends the turn of the Swinger at the top of the list: e goes to the
 * bottom, the checked go to the top (R1230.2 3), Weights are posted
 * (1 C (v)) and the next turn begins with its deadline (4). */
void pchess_end_turn(ctx *c, game *g);
void pchess_post_weights(ctx *c, game *g);
/* "12", "12.5". */
const char *pchess_weight_text(int64_t w2, char buf[32]);
/* The Swingership entity pid owns (the first), 0 if none. */
int pchess_swingership_of(const nomic *n, int pid);

/* pchess_play.c */
int pchess_play(ctx *c, game *g, int who, int argc, char **argv);
int pchess_choose(ctx *c, game *g, int who, int argc, char **argv);
/* A piece type named by word that a rule in force defines (R1230.1 3 A,
 * E); a King only when king_ok. -1 (and the reply says why) if not. */
int pchess_type_arg(ctx *c, const char *word, int king_ok);
/* Seat who chooses the pieces named by argv, off-board, their material
 * value (by the board, R1230.24) at most cap, no King: R1230.2 2 B's
 * start and R1230.40 e's free pieces. rule is the clause cited; how goes
 * before "off-board" in the reply ("free, "). */
int pchess_add_chosen(ctx *c, game *g, int who, int argc, char **argv, int64_t cap,
		      const char *rule, const char *how);
/* R1230.2 6 F, 8: all eir pieces off the board. */
void pchess_surrender(ctx *c, game *g, int who);

/* Begins the next turn: whose it is and its deadline (R1230.2 3 B, 4). */
void pchess_begin_turn(ctx *c, game *g);

/* pchess_swing.c: the "entity" event for a Swingership (R1040 VIII,
 * R1230.2 3 E); does the seat's player own its Swingership still? */
int pchess_on_event(ctx *c, const char *event, const json_t *data);
int pchess_seat_swinger(const nomic *n, const game *g, int who);

/* pchess_entities.c: with `pchess.entities` 1, each piece is an entity
 * (R1230.1 7) owned by the Swinger of its Swingership (R1230.1 2 A): the
 * board's pieces and the entities are made to agree (created, moved to a
 * capturer, destroyed) after every change of the game. Also enforces the
 * instance limits (R1230.1 3 G). */
void pchess_entities_sync(ctx *c, game *g);
int pchess_entities_on(const nomic *n);
/* The "entity" event of a piece's entity destroyed by another (the piece
 * is destroyed) and the "game" event of a game's end (its pieces'
 * entities are destroyed): from pchess_on_event. */
int pchess_entities_event(ctx *c, const char *event, const json_t *data);

/* pchess_buy.c: R1230.1 2 D (`play N free TYPE`), 2 F (`play N destroy
 * SQUARE|TYPE`), 2 E (`pchess buy TYPE for SWINGER`), R1045 c (`convert
 * piece N TYPE for SWINGER`). */
int pchess_buy_verb(const char *word);
int pchess_buy_act(ctx *c, game *g, int who, int argc, char **argv);
int pchess_cmd_convert(ctx *c, int argc, char **argv);
/* R1230.1 2 E for an organisation: argv "buy GAME TYPE for SWINGER", paid
 * from ledger holder `holder` (declared again in society/orgs, which does
 * not include the games). */
int pchess_org_buy(ctx *c, int holder, const char *name, int argc, char **argv);
extern const command pchess_commands[];
/* A$ amount from the Treasury to pid (R505 II through treasury_pay). */
int pchess_treasury_pays(ctx *c, int pid, int64_t amount, const char *why, int64_t *paid);

/* pchess_knives.c: R1230.30, R1230.40 (with `pchess.hands` 1). */
/* The sides whose pieces attack who's King (a bit each). */
uint32_t pchess_checkers(const pch_board *b, int who);
/* After a Play is kept: knives for a King's capture (thief, sucker >= 0)
 * or a Surrender as a Play (checkers), the winning test and a) to e);
 * nonpass ends the right to the free pieces of e). */
void pchess_hand_after(ctx *c, game *g, int who, int sucker, int surrendered, uint32_t checkers,
		       int nonpass);
/* R1230.40 e: `play N choose T...` while free pieces are owed. */
int pchess_hand_owed(const game *g, int who);
int pchess_hand_choose(ctx *c, game *g, int who, int argc, char **argv);

/* pchess_points.c */
void pchess_points_schedule(ctx *c, game *g);

/* pchess_umpire.c: the office of Chess-Umpire (R1230.2 1) */
int pchess_umpire_on(const nomic *n);
int pchess_umpire_start(ctx *c, game *g);
int pchess_referee_ok(ctx *c, game *g, int pid);
int pchess_umpire_refuses(ctx *c, const game *g);
void pchess_umpire_on_office(ctx *c, const json_t *data);
struct state_change; /* core/module.h */
/* The module's on_change: the holder's change of state (R250, 1 A). */
void pchess_umpire_on_change(ctx *c, const struct state_change *ch);
int pchess_umpire_act(ctx *c, game *g, int argc, char **argv);
int pchess_umpire_verb(int argc, char **argv);

/* pchess_turns.c: R1230.2 4 A, 4 B, defaults */
int pchess_warm(const nomic *n, const game *g, int who);
void pchess_turn_began(ctx *c, game *g, gtime due);
int pchess_extend(ctx *c, game *g, int argc, char **argv);
int pchess_turn_auto(ctx *c, game *g);
void pchess_turn_played(game *g, int who, int pass);
void pchess_turn_defaulted(ctx *c, game *g, int who);
int pchess_warm_seat_surrender(ctx *c, game *g, int who);
int pchess_warm_surrender(ctx *c, game *g, const char *name);

/* pchess_notify.c: the Chess-Umpire's notices to one player (R1230.2 1 C
 * (iii), (iv), 4 B (ii)), in the inbox, with `pchess.umpire` 1. */
/* 1 C (iii): the turn of seat who begins, due `when`. */
void pchess_notify_turn(ctx *c, game *g, int who, const char *when);
/* 1 C (iv): "X is in Check" in public, and to X when e was not in Check. */
void pchess_alert_check(ctx *c, game *g, int who);
/* Forgets the alerts of the seats no longer in Check; before the alerts. */
void pchess_checks_settle(game *g);
/* 4 B (ii): member of Party `party` told of seat who's Warm check. */
void pchess_notify_warm(ctx *c, const game *g, int who, int member, const char *party);

/* pchess_ffa.c: a Free For All (R1230.2 9) */
extern const deadline_kind dl_pchess_ffa;
int pchess_ffa_running(const nomic *n, const game *g);
int pchess_ffa_announce(ctx *c, game *g, int argc, char **argv);
int pchess_ffa_object(ctx *c, game *g, int who);
/* A play in a Free For All: refused or not (C (ii), (iii), C's King). */
int pchess_ffa_check(ctx *c, game *g, int who, int natoms);
void pchess_ffa_played(ctx *c, game *g, int who);
/* The view's keys for what pchess_umpire.c, pchess_turns.c, pchess_ffa.c and
 * pchess_retreat.c keep, each only when it says something. */
void pchess_flow_view(const pchess_state *s, json_t *o);

/* pchess_retreat.c: the Otzma Cards Tactical Retreat (R1240.9) and
 * Paratroop (R1240.10) on the board */
int pchess_retreat_open(const game *g);
int pchess_retreat_used(game *g); /* the card exercised */
int pchess_para_allows(const game *g, int who);
void pchess_para_placed(game *g, int who, int piece);
/* Called by src/society/otzma: why the card may not be used now (NULL: it
 * may), its effect, its Counter-Action. */
const char *pchess_retreat_cannot(const nomic *n);
void pchess_retreat_card(ctx *c, int card);
void pchess_retreat_counter(ctx *c, int card);
const char *pchess_para_cannot(const nomic *n, int pid);
void pchess_para_card(ctx *c, int pid, int card);
void pchess_para_counter(ctx *c, int card);

#endif
