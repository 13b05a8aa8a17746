/* duties.h: officers' Duties (Ackanomic R401 (ii), (x); R701) as deadlines
 * with their consequences.
 *
 * The catalogue (catalogue.c) lists each office's duties with the rule and
 * clause that give them, and says which the server performs itself (tallies,
 * reports, numbering proposals: the engine does them as it runs) and which
 * only the holder can (the President's choice among Nominees, R403 (vi);
 * the Registrar asking a new player how e found the game, R409 (e)).
 *
 * An obligation (obligation.c) is one duty made due by a trigger: a
 * Nomination for a Functional Office reaching the President's choice, a
 * player joining. It has an `office-duty` deadline (R401 (x)): the officer
 * has duties.days (3 days) to do it, not counting time e is Vacationing or
 * in the Gaol, nor time the seat has nobody to perform it (the deadline is
 * pushed back by that time). It is discharged when done: by the holder or
 * Acting Officer (`duty done`, or the act itself, e.g. `choose`), or by the
 * server in the office's name when the duty is the server's. A holder's
 * duty not done in time is the Crime of Non-Performance (R701): announced,
 * recorded against the officer, and chargeable by a CFCJ (R710). A duty of
 * an optional office held in an acting capacity is not required (R401
 * (viii) a).
 *
 * State: struct duties (n->duties), changed only through the journal.
 * Files: catalogue.c, duties_state.c, obligation.c, duties_cmd.c,
 * duties_json.c, duties_module.c.
 *
 * Events emitted: "duty-missed" {"office", "player", "duty", "rule", "id"}
 * when an officer commits the Crime of Non-Performance (R701). */
#ifndef NOMIC_DUTIES_H
#define NOMIC_DUTIES_H

#include "core/command.h"
#include "core/module.h"
#include "core/params.h"

#include <jansson.h>

#define DUTY_DAY 86400

enum duty_by { BY_SERVER, BY_HOLDER };

/* What makes a duty due (an obligation); TR_NONE: a standing duty, done
 * as the game runs, with no deadline of its own. */
enum duty_trigger {
	TR_NONE,
	TR_CHOOSE, /* a Nomination for a Functional Office awaits the choice */
	TR_JOIN,   /* a player joins (R409 (b), (e)) */
	TR_WIN,    /* a cycle is won: the Fat Lady awaits the Speaker (R667 ¶2) */
	TR_CALL,   /* another part makes it due (an auction requested, R520) */
};

typedef struct duty_def {
	const char *office;
	const char *rule;      /* "R409 (e)" */
	const char *text;      /* one line: what the duty is */
	enum duty_by by;
	enum duty_trigger trigger;
	const char *how;       /* how it is done here */
} duty_def;

/* ---- the catalogue (catalogue.c) ---- */
extern const param_decl duties_params[];
const duty_def *duty_def_at(int i); /* NULL past the end */
int duty_def_index(const duty_def *d);
/* Whether any duty of the catalogue belongs to office. */
int duties_of_office(const char *name);

/* ---- the state (duties_state.c) ---- */
enum ob_state { OB_PENDING, OB_DONE, OB_LAPSED };

typedef struct obligation {
	int id;
	int duty;          /* index in the catalogue */
	char *office;
	char *what;        /* "choose among the Nominees for Promoter" */
	int about;         /* the player it is about (a new player), 0 none */
	int nom;           /* the Nomination it is about (TR_CHOOSE), or the
			    * cycle won (TR_WIN); 0 none */
	gtime opened;
	gtime due;         /* when it falls due while the clock runs */
	gtime paused_at;   /* R401 (x): since when the clock stands, 0 running */
	uint64_t dl;       /* its office-duty deadline, 0 while paused or done */
	enum ob_state state;
	int missed_by;     /* R701: the officer who did not do it, 0 none */
	gtime missed_at;
	char *done;        /* how it was discharged, NULL while pending */
	gtime done_at;
} obligation;

typedef struct duties {
	obligation **obs;
	int nobs, cap;
	int next_id;
} duties;

duties *duties_of(ctx *c);
const duties *duties_peek(const nomic *n);
void duties_free(nomic *n);
void obligation_free(void *p);
obligation *obligation_by_id(const nomic *n, int id);

/* The checkpoint pair (duties_ckpt.c; issue 17 item 3). */
int duties_save_state(const nomic *n, ckw *w);
int duties_load_state(nomic *n, ckr *r);

/* ---- obligations (obligation.c) ---- */
/* Who performs office's duties now: its holder (unless e is Vacationing
 * and an Acting Officer fills in), else its Acting Officer, else whoever
 * performs its Substitute's duties (R401.1 IV: office_performer), else 0.
 * *acting is 1 for the Acting Officer, 2 for the Substitute's performer. */
int duty_performer(const nomic *n, const char *name, int *acting);
/* ", acting", ", as Substitute" or "", after a performer's name. */
const char *duty_capacity(int acting);
/* Why the duty's clock stands now (R401 (x)), written into buf, or NULL if
 * it runs. */
const char *obligation_paused_why(const nomic *n, const obligation *o, char *buf, size_t len);
/* Makes d due now (journaled). */
obligation *duty_oblige(ctx *c, const duty_def *d, const char *what, int about, int nom);
/* Discharges o: done, how says by whom. */
void duty_discharge(ctx *c, obligation *o, const char *how);
/* Brings every obligation up to date after a command (the triggers, the
 * discharges, the pauses of R401 (x)). */
int duties_after_command(ctx *c, const command *cmd, int argc, char **argv);
void duties_on_change(ctx *c, const state_change *ch);
/* "President (erin): choose among the Nominees for Promoter (R403 (vi))". */
void obligation_describe(const nomic *n, const obligation *o, char *buf, size_t len);
int duties_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len);
extern const deadline_kind dl_office_duty;

/* ---- commands (duties_cmd.c) ---- */
extern const command duties_commands[];

/* ---- views (duties_json.c) ---- */
/* The "duties" array of one office in /api/v1/offices: each element
 * {"duty", "rule", "by", "due", "pending", "missed"}. */
json_t *duties_json_office(const nomic *n, const char *name);
/* GET /api/v1/duties: every office's duties and every obligation. */
json_t *duties_json(const nomic *n);

#endif
