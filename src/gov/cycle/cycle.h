/* cycle.h: the cycle of Ackanomic (R666 End of Cycle, R668 Eggs and Fruit,
 * R669 Marks of the Champion; R603 ¶3's base value of the Magic Number).
 *
 * A cycle ends when it is won (R666: "Upon a Cycle being won as described
 * by Rule 600 or 601"): the module hears gov's "cycle-win" event
 * (gov_win_cycle, src/gov/wins.c) and carries out R666 a-n inside that
 * same event (cycle_end.c), so the win and the end of the cycle are one
 * entry of the log and replay folds them alike. The state keeps the
 * cycle's number and start, the past cycles and the title "winner of the
 * cycle". The entities R666 creates (Chartreuse Goose Eggs, the
 * Right-Handed Grapefruit, Champion's Cloaks, Badges of Glory) are
 * entities of src/econ (econ/entities.h), created, destroyed and moved
 * through its API. Changed only through the journal.
 *
 * The Chartreuse Goose (R620; goose.c) lives here too: who holds it, how it
 * moves, and R600 ¶1's "cannot achieve a Winning Condition while e holds
 * the Chartreuse Goose" (wc_achieve asks cycle_goose_holder).
 *
 * The Fat Lady (R667; fatlady.c): the Speaker announces that she sings
 * after a win (the module hears "cycle-win"), for a day or until a polite
 * limerick stops her; the Great Tuba's holder may accompany her for a
 * Bonus Vote.
 *
 * Events: none emitted. Hears "cycle-win" (R666), "cfj" (R620 1, 2: a
 * Winning Condition CFJ's verdicts), "proposal" (R620 7: a new Sage o' Doe
 * Gas, R605, after gov has heard it) and "salaries" (R620 ¶3: the Goose is
 * fed "at such time that officers' salaries are paid"; data {} — whoever
 * pays the salaries emits it).
 * Emits "goose" {"player" (null: Somewhere Else), "reason"} whenever the
 * Chartreuse Goose moves (goose.c); R550.2 hears it (src/society/character).
 */
#ifndef NOMIC_CYCLE_H
#define NOMIC_CYCLE_H

#include "core/ckpt.h"
#include "core/command.h"

struct commission;

/* A cycle that has ended (R666 j numbers them). */
typedef struct cycle_record {
	int number;
	gtime began, ended;
	int winner;                 /* player id */
	char rule[16];              /* the Winning Condition's rule: "603" */
	char how[48];               /* "CFJ 3", "the Scorekeeper's announcement 1" */
} cycle_record;

/* The players R666 c, d, R667 and R670 gave something, in the order
 * first given (the order `cycle` lists them in). What they were given
 * (Eggs, the Grapefruit, Cloaks, Badges, Bonus Votes, Silver Moons) are
 * entities (econ/entities.h). */
typedef struct cycle_assets {
	int player;
} cycle_assets;

typedef struct cycle_state {
	int number;                 /* the current cycle, 1 at the start */
	gtime began;                /* when it began; 0: with the nomic */
	int winner_title;           /* "winner of the cycle" (R666 c), 0 none */
	cycle_record **history;     /* the cycles ended, in order */
	int nhistory, history_cap;
	cycle_assets **assets;      /* by player, in the order first given */
	int nassets, assets_cap;
	int goose;                  /* R620: its holder, 0 Somewhere Else: the old
				       path (lasting.c); read cycle_goose_holder */
	gtime goose_since;          /* since when e holds it (R620 3, 4) */
	int64_t goose_treated;      /* R620 ¶4: the calendar week of the last
				       treat + 1, 0 never */
	int sage_seen;              /* R620 7: the Sage o' Doe Gas last seen (R605) */
	/* The Fat Lady (R667; fatlady.c) and the Great Tuba (R901 ¶2). */
	int fl_owed;                /* the winner whose win she has not sung, 0 none */
	int fl_owed_cycle;          /* the cycle e won */
	int fl_singing;             /* 1 while she sings (R667 ¶3) */
	int fl_for, fl_for_cycle;   /* whose win she sings, and which cycle's */
	gtime fl_since, fl_until;
	uint64_t fl_dl;             /* fatlady-song: her day ends */
	int fl_songs;               /* how many times she has sung */
	int fl_last_accompanist;    /* R667 ¶4: the most recent, 0 none */
	char **fl_texts;            /* every limerick and composition posted to
				       her, normalised: "original" (RULINGS) */
	int fl_ntexts, fl_texts_cap;
	int tuba;                   /* the Great Tuba's holder, 0 none (R901): the
				       old path (lasting.c); read cycle_tuba_holder */
	struct commission *arts;    /* the Commission d'Arts (R670; commission.h),
				       NULL until first called */
} cycle_state;

cycle_state *cycle_of(ctx *c);
const cycle_state *cycle_peek(const nomic *n);
void cycle_free(cycle_state *s);
/* The part of a checkpoint (cycle_ckpt.c). */
int cycle_save_state(const nomic *n, ckw *w);
int cycle_load_state(nomic *n, ckr *r);
/* The current cycle's number (1 before any has ended). */
int cycle_number(const nomic *n);
/* When the current cycle began: its start, or for the first cycle the
 * earliest joining of a player (the nomic's start). */
gtime cycle_began(const nomic *n);
/* The player's assets, NULL if e never had any. */
const cycle_assets *cycle_assets_of(const nomic *n, int player_id);
/* The same, created (journaled) on first use. */
cycle_assets *cycle_assets_mut(ctx *c, int player_id);

struct entity;
/* Creates an entity of the kind `word` for player `owner` (econ/entities.h),
 * registering em in the order `cycle` lists holders in. NULL if it cannot
 * be (its rule repealed; e is On Ice, R250 VI d): why not is written into
 * whynot and c->err is left as it was, since the act that gives it goes on. */
struct entity *cycle_give(ctx *c, const char *word, int owner, const char *why, char *whynot,
			  size_t len);

/* R666 a-n: the end of the cycle won by winner by `rule` (how: the CFJ or
 * announcement). Journals; never fails. */
void cycle_end(ctx *c, int winner, const char *rule, const char *how);

/* The Goose and the Tuba as lasting unique entities (lasting.c):
 * cycle_lasting: the entity of kind word ("goose", "tuba"), NULL if not
 * recorded yet; cycle_lasting_holder: its holder's id, 0 if Somewhere
 * Else, or `old` (the cycle state's field) while it has no entity;
 * cycle_lasting_move: moves it to player `to` (0: Somewhere Else) by the
 * rules (why), recording the entity first if `wins.entities` is 1, or
 * sets *old on the old path; 0, or -1 with whynot said and nothing
 * changed (R250 VI d: a player On Ice gains no entity). */
const struct entity *cycle_lasting(const nomic *n, const char *word);
int cycle_lasting_holder(const nomic *n, const char *word, int old);
int cycle_lasting_move(ctx *c, const char *word, int *old, int to, const char *why,
		       char *whynot, size_t len);
/* The Great Tuba's holder (R901 ¶2), 0 if none (fatlady.c). */
int cycle_tuba_holder(const nomic *n);

/* The Chartreuse Goose (goose.c; R620). Its holder, 0 if Somewhere Else. */
int cycle_goose_holder(const nomic *n);
/* Moves it to `to` (0: Somewhere Else), announcing why; reply: the
 * holder's own act, so the line is eir reply too. Journals. */
void goose_move(ctx *c, int to, const char *why, int reply);
/* R620 1, 2 on a Winning Condition CFJ's "cfj" event; R620 ¶3's feeding. */
void goose_on_cfj(ctx *c, const json_t *data);
void goose_feed(ctx *c);
/* Heard "entity": the Goose's entity changed hands by anything (an
 * effect's `entity transfer` too): its holder holds it since now (R620 3,
 * 4 count from then). */
void goose_on_entity(ctx *c, const json_t *data);
/* R620 7: after an adopted proposal's results (and R605's title). */
void goose_on_proposal(ctx *c);
int goose_cmd_show(ctx *c, int argc, char **argv);
int goose_cmd_treat(ctx *c, int argc, char **argv);
int goose_cmd_release(ctx *c, int argc, char **argv);
int goose_cmd_pass(ctx *c, int argc, char **argv);
int goose_cmd_give(ctx *c, int argc, char **argv);

/* The Fat Lady (fatlady.c; R667) and the Great Tuba (R901 ¶2). */
void fatlady_on_win(ctx *c, int winner);
/* Her state in words (and the Tuba's holder: always, or if any). */
void fatlady_show(const nomic *n, sbuf *out, int tuba_always);
json_t *fatlady_json(const nomic *n);
int fatlady_cmd_show(ctx *c, int argc, char **argv);
int fatlady_cmd_sing(ctx *c, int argc, char **argv);
int fatlady_cmd_stop(ctx *c, int argc, char **argv);
int fatlady_cmd_accompany(ctx *c, int argc, char **argv);
int tuba_cmd_give(ctx *c, int argc, char **argv);
extern const deadline_kind dl_fatlady_song;

/* `cycle` and the JSON of GET /api/v1/cycle (cycle_read.c). */
int cycle_cmd_show(ctx *c, int argc, char **argv);
int cycle_cmd_egg(ctx *c, int argc, char **argv);
json_t *cycle_json(const nomic *n);

#endif
