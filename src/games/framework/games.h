/* games.h: the games and contests played inside the nomic (Ackanomic
 * R1250 Games & Contests suite, A Nomic R338 Contests): the registry of
 * game classes, the instances in play, and the commands that drive them.
 * The engine owns a `struct games` inside the nomic state and frees it
 * with games_free.
 *
 * Every game class is one module behind one interface (game_class): start,
 * act, tick, depart and view. The framework (instance.c, payout.c,
 * view.c) does the rest of R1250.1: players and referees, the start
 * procedure, departures, moribund declarations, exhibitions, payouts with
 * the suite's caps, and trophies. Module state is one flat struct with no
 * pointers, so the whole instance is journaled by game_touch() before a
 * handler changes it, and a refused move leaves nothing behind. */
#ifndef NOMIC_GAMES_H
#define NOMIC_GAMES_H

#include "core/ckpt.h"
#include "core/command.h"

#include <jansson.h>

#define GAME_MAX_SEATS 100 /* Abstract Crescent's upper limit (R1250.21 c) */
#define GAME_MAX_REFEREES 16 /* former referees an instance remembers (VI c) */
#define DAY 86400

enum game_status { GS_PENDING, GS_RUNNING, GS_ENDED };

enum seat_flags {
	SEAT_LEFT = 1,     /* has left the instance (R1250.1 IX, VI f) */
	SEAT_BOT = 2,      /* a bot plays randomly in eir place (R1250.7 8) */
	SEAT_OBJECTED = 4, /* objected to the moribund declaration (XII) */
};

typedef struct seat {
	int pid;          /* the player */
	int sub;          /* Substitute Player acting while e is absent (VI c), 0 none */
	int sub_offer;    /* named but not yet agreed */
	unsigned flags;
	int64_t gp;       /* Gamepoints in this instance (R1250.3 II); may be negative */
} seat;

struct game_class;

typedef struct game {
	int id;
	const struct game_class *cls;
	enum game_status status;
	int referee;                 /* player id; 0 when the class has none */
	int nformer;                 /* former referees, who may never substitute */
	int former[GAME_MAX_REFEREES]; /* in it (VI c; docs/RULINGS.md) */
	int nseats;
	seat seats[GAME_MAX_SEATS];
	int started_with;            /* players when it started (R1250.2) */
	int min_players, max_players; /* frozen when it starts (R1250.1 III c);
					 * a class's configure may set the minimum first */
	int exhibition;              /* R1250.1 VII a */
	int internomic;              /* R1250.1 VII b: nothing moves, not even trophies */
	int disputed;                /* R1250.1 X: suspended while adjudicated */
	int duel;                    /* played as a Duel (R1215) */
	int challenged;              /* the challenged player's seat, in a Duel */
	gtime created, started, ended;
	uint64_t dl;                 /* the module's pending deadline, 0 none */
	uint64_t moribund_dl;        /* R1250.1 XII, 0 none */
	uint64_t depart_dl;          /* announces departures (VI f), 0 none */
	uint64_t remind_dl;          /* the move reminder before dl (reminders.c), 0 none */
	uint64_t reminded_for;       /* the dl whose move reminder has been sent */
	int nwinners;
	int winners[8];
	char result[160];            /* how it ended, for the views */
	int64_t treasury_paid;       /* A$ from the Treasury so far (IV c) */
	int64_t points_moved;        /* points added or subtracted so far (IV d) */
	int64_t referee_paid;        /* A$ to the referee so far (III e) */
	uint64_t touched;            /* the event that last journaled it */
	void *st;                    /* the module's flat state */
} game;

/* Who is looking at a view: hidden information goes only to its owner and
 * the referee (and the admin). */
typedef struct gviewer {
	int pid;   /* 0: the public */
	int seat;  /* the seat e plays (or substitutes) in this game, -1 none */
	int all;   /* referee or admin: sees everything */
} gviewer;

typedef struct game_class {
	const char *name;     /* the word in commands: "pureskill" */
	const char *title;    /* the rule's title (R1250.1 III a) */
	const char *rule;
	int min_players;
	int max_players;      /* 0: the number of players of the nomic less one */
	int referees;         /* 0 or 1 (III e) */
	/* With referees 1: the referee is optional (Eleusis, R1250.23 2 a), b)):
	 * the opener plays, as in a class with none, unless the class's
	 * configure makes em the referee; `game start` needs none; `game
	 * referee` still replaces one (the class's referee_ok decides). */
	int referee_optional;
	int joins_running;    /* its rules let players join while it runs (VI b) */
	int in_games_grid;    /* may be chosen for a Duel (R1215 2) */
	const char *trophy;   /* NULL: none (III h) */
	/* The class's state: one flat block (no pointers) that the journal
	 * copies as bytes and a checkpoint writes as bytes (games_ckpt.c).
	 * Changing its struct's layout means raising games_module's
	 * state_version, so that older checkpoints are not misread. */
	size_t state_size;
	const char *verbs;    /* usage of `play N ...` for this class */
	/* Options given to `game new CLASS ...` (NULL: none allowed). */
	int (*configure)(ctx *c, game *g, int argc, char **argv);
	int (*start)(ctx *c, game *g);
	int (*act)(ctx *c, game *g, int seat, int argc, char **argv);
	int (*tick)(ctx *c, game *g, int64_t aux);
	/* A player left (IX) or left the nomic (VI f); the seat is marked. */
	int (*depart)(ctx *c, game *g, int seat);
	/* A player joined the running game (VI b, where the class allows it). */
	int (*join)(ctx *c, game *g, int seat);
	/* The module's part of the view, for this viewer. */
	json_t *(*view)(const nomic *n, const game *g, const gviewer *v);
	/* May pid be appointed referee (`game referee`)? NULL: anyone not
	 * involved in the game (R1250.1 III e, VI e), checked by the framework;
	 * a class whose referee is an office's holder (Pooker's Dealer) decides
	 * itself. 0 or a ctx_fail. */
	int (*referee_ok)(ctx *c, game *g, int pid);
	/* Is seat s's move still awaited before the module's deadline (a bid
	 * not in, orders not given)? For the move reminders (reminders.c);
	 * NULL: the class does not say, and its players get none. */
	int (*awaits)(const nomic *n, const game *g, int s);
	/* Any player of the nomic may make a move, not only the game's players
	 * and referee: act() gets seat -1 for one who holds no seat, and tells
	 * em from the referee by c->actor->id (A Nomic R336: a player becomes
	 * a Contestant of a Challenge/Response Game by answering, without
	 * consenting publicly; anyone may object to a Secondary Unilateral
	 * Motion; the Limerick Contest's voters, R1250.8 4). 0: the framework
	 * refuses them. */
	int anyone_plays;
	/* The game has just ended, however it ended (game_end: a result, a
	 * moribund declaration, departures): the class settles what it still
	 * holds, replying with it (a C/RG returns the fees of a challenge in
	 * progress, A Nomic R336). NULL: nothing to settle. */
	void (*ended)(ctx *c, game *g);
	/* The moves viewer v may make now, for the web page's forms (issue 18
	 * item 2; docs/GAMES.md "Moves"): a JSON array of moves, each
	 *   {"label": L, "command": LINE}           one button sending LINE
	 *   {"label": L, "choices": [{"label", "command"}]}  a select of lines
	 *   {"label": L, "head": [COLUMN..], "rows": [{"row", "cells":
	 *     [{"label", "mark", "command"?}]}]}      a board of buttons, one
	 *                                             per cell with a command
	 *   {"label": L, "prefix": WORDS, "inputs": [{"name", "label", "type":
	 *     "number"|"text"|"select", "options": [..], "min", "max",
	 *     "step", "value", "words", "before"}]}   a form whose fields are
	 *                                             appended to WORDS (a
	 *                                             "words" field: each of
	 *                                             its words; "before": a
	 *                                             literal word first)
	 * and optionally "card": "QS" (a card of the Standard pack, drawn as
	 * its picture on the button) and "group" (moves shown together under
	 * that heading). Only what v may legally do now, and nothing v may not
	 * see. NULL (the hook, or its result): the generic form, a line after
	 * "play N" with the class's verbs. Reads only. */
	json_t *(*moves)(const nomic *n, const game *g, const gviewer *v);
} game_class;

typedef struct games games;

/* ---- registry ---- */
/* The classes built into the server. */
const game_class *game_class_find(const char *name);
int game_class_count(void);
const game_class *game_class_at(int i);
/* Built in, or defined by a rule's script in this nomic. */
const game_class *game_class_find_in(const nomic *n, const char *name);
int games_class_count_in(const nomic *n);  /* built-in ones first */
const game_class *games_class_at_in(const nomic *n, int i);
/* A rule's script defines a class for this nomic (src/script). Journaled;
 * cls is the caller's and must live as long as the nomic. */
void games_add_class(ctx *c, const game_class *cls);
/* NULL if the class's rule is in force, else why it has stopped. */
const char *game_class_stopped(const nomic *n, const game_class *cls, char *why, size_t len);

/* ---- instances (instance.c) ---- */
games *games_get(ctx *c);                 /* creates it, journaled, on first use */
game *game_by_id(const nomic *n, int id);
int games_count(const nomic *n);
game *game_at(const nomic *n, int i);
game *game_new(ctx *c, const game_class *cls);
/* Journals the whole instance: call before changing anything in it. */
void game_touch(ctx *c, game *g);
int game_seat_of(const game *g, int pid);       /* -1 if not a player */
int game_acting_seat(const nomic *n, const game *g, int pid); /* incl. substitutes */
int game_add_seat(ctx *c, game *g, int pid);
int game_active_seats(const game *g);           /* seats not left */
/* Has pid refereed g before (not counting the referee now)? */
int game_was_referee(const game *g, int pid);
/* Makes pid the referee, remembering the one replaced (VI c: a former
 * referee never substitutes). 0, or a ctx_fail when the list is full. */
int game_set_referee(ctx *c, game *g, int pid);
const char *game_seat_name(const nomic *n, const game *g, int seat);
/* A game deadline's subject (its referee, else its first player) and aux
 * (the game's id, and the module's aux, which must fit in 32 bits). */
int game_dl_subject(const game *g);
int64_t game_dl_aux(const game *g, int64_t aux);
/* Replaces the module's deadline with one at due (aux is handed to tick). */
void game_schedule(ctx *c, game *g, gtime due, int64_t aux);
void game_unschedule(ctx *c, game *g);
/* Publication (issue 13): the reply written since mark (c->out.len taken
 * before) becomes the event's public text (ctx_announce), trimmed of the
 * separators replies are built with, unless the event is hidden or sealed
 * (a hidden move's event is its actor's: what it resolved is told by the
 * clock's next public event). The framework calls it where what happened
 * is public by the rules: a round a deadline resolves (a clock event,
 * whose reply every front end already shows as the clock's), a game's
 * start, and a game's end with its payouts; a game announces more itself
 * where only it knows what is public. */
void game_announce_reply(ctx *c, size_t mark);
/* The same from the framework's sentence "game N is over: ..." on, if the
 * reply since mark holds one: a move that ended the game tells the forum
 * how it ended and what was paid, not the move's own reply (which may be
 * the mover's alone). */
void game_announce_end(ctx *c, const game *g, size_t mark);
/* Ends the game: pays nothing itself; records winners and frees deadlines. */
void game_end(ctx *c, game *g, const int *winner_seats, int nwinners, const char *why);
/* Marks players who left the nomic as departed (VI f) and tells the module. */
int game_check_departures(ctx *c, game *g);
/* Has a player of g left the nomic without the game knowing yet? Then a
 * deadline due now makes the clock announce it, in public. */
void game_note_departures(ctx *c, game *g);
int game_depart(ctx *c, game *g, int seat, const char *why);
int game_start(ctx *c, game *g);

/* ---- move reminders (reminders.c; core/remind.h) ---- */
/* game_schedule sets one for remind.lead before a deadline in the future
 * when the class has awaits; game_unschedule (and the deadline passing)
 * cancels it; games_retime_reminders sets every one not yet sent again
 * when remind.lead changes. Journal; never fail. */
void game_schedule_reminder(ctx *c, game *g);
void game_cancel_reminder(ctx *c, game *g);
void games_retime_reminders(ctx *c);

/* ---- payouts (payout.c) ---- */
/* From the Treasury to pid, within A$50 per instance, A$100 per player per
 * month per class, A$10 per instance to a referee (IV c, III e). Returns
 * what was paid; replies with what happened. */
int64_t game_pay(ctx *c, game *g, int pid, int64_t amount);
/* Points within 8 per instance and 20 per player per month per class (IV d). */
int64_t game_points(ctx *c, game *g, int pid, int64_t delta);
/* The class's trophy, to a single winner of a game that started with 3 or
 * more players (R1250.2); also under exhibition (VII a). */
void game_trophy(ctx *c, game *g, int pid);
int game_fairplay(ctx *c, game *g, int pid);
/* The same, given by `by`, who stands for the referee (Eleusis's Deus with no
 * Referee, R1250.23 9): XIII's once a calendar week counts per giver. */
int game_fairplay_by(ctx *c, game *g, int by, int pid);
/* R1215 2, 3: the Duel's winner gains 6 points, the loser loses 6. */
void game_duel_points(ctx *c, game *g);
void game_gp(ctx *c, game *g, int seat, int64_t delta);
int games_trophy_count(const nomic *n);
void games_trophy_list(const nomic *n, sbuf *out);
json_t *games_trophies_json(const nomic *n);

/* ---- views (view.c) ---- */
gviewer game_viewer(const nomic *n, const game *g, const char *viewer);
/* The name v's seat is shown under in the views (its holder's: a
 * Substitute playing for an absent player, R1250.1 VI c, acts as that
 * seat); NULL when v plays no seat. The web page finds "your hand" and
 * "your turn" by it. */
const char *game_viewer_seat_name(const nomic *n, const game *g, const gviewer *v);
json_t *game_view_json(const nomic *n, const game *g, const gviewer *v);
void game_view_text(const nomic *n, const game *g, const gviewer *v, sbuf *out);
/* One value of a view as the text form writes it: scalars plainly, arrays
 * joined with ", ", objects as key=value (the web page's table cells). */
void game_json_text(const json_t *x, sbuf *out);
/* GET /api/v1/games: every instance, for viewer (NULL public, "admin", a name). */
json_t *view_games(const nomic *n, const char *viewer, gtime now);
json_t *view_game(const nomic *n, const char *viewer, int id);
/* moves.c: what v may do in g now, as the moves hook's array (above): the
 * framework's own (join, leave, start) and the class's, or the generic
 * form when the class gives none. Empty for the public. */
json_t *game_moves(const nomic *n, const game *g, const gviewer *v);
/* One move of the hook's shapes: a button, and a select of lines. */
json_t *game_move_button(const char *label, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Appends {label, command} to a move's "choices". */
void game_move_choice(json_t *move, const char *label, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A form of fields appended to the words fmt makes (the hook's "prefix"
 * and "inputs" shape); add its fields with the three below, in order. */
json_t *game_move_form(const char *label, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* A number field from min, to max (none when max < min), in steps of step
 * from min (none when step < 2: a browser then takes only min + k*step). */
void game_move_number(json_t *move, const char *label, long long min, long long max,
		      long long step);
void game_move_text(json_t *move, const char *label);
/* A text field of several words, each sent as an argument of its own
 * (the form protocol's sN). */
void game_move_words(json_t *move, const char *label);
/* A select of the words in options, NULL-ended. */
void game_move_select(json_t *move, const char *label, const char *const *options);

void games_free(struct games *g);

/* ---- checkpoints (games_ckpt.c; core/ckpt.h) ---- */
int games_save_state(const nomic *n, ckw *w);
int games_load_state(nomic *n, ckr *r);
/* Points the instances and payout records at the classes the script
 * module's part now holds (by name for those loaded before it, by place
 * for those it held before it was loaded again) and rebuilds the list of
 * defined classes from it. 0; -1 if final and a class is still unknown.
 * The script module's load_state calls it. */
int games_link_classes(nomic *n, int final);

extern const game_class pureskill_class, doublecrash_class, tripledc_class,
	mediocrity_class, mediocrity343_class, crescent_class;
extern const deadline_kind dl_game, dl_moribund, dl_departures, dl_move_reminder;
extern const command game_commands[]; /* games.c */

#endif
