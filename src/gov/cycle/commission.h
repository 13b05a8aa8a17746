/* commission.h: the Commission d'Arts (Ackanomic R670), its report as an
 * organizational action (R1003), the Silver Moon Hearing (R360) and the
 * Silver Moons (R670 5-9).
 *
 * R670 1: called at the end of a cycle that exceeded 30 days (R666 m:
 * cycle_end calls commission_call), unless a call was made less than 60
 * days before. It sits with the Historian, the Poet Laureate, the President
 * and random players to make 5 (R230); a member who leaves is replaced by
 * a random player not a member since the session began; the session lasts
 * 7 days after its newest member joined, or until a report is produced.
 * R670 2, 3: a report of 4 Nominees, unique, none a past winner, made by
 * R1003's organizational action: a member suggests it, the others approve
 * or denounce; every active, non-gaoled member approving, or two thirds
 * after 7 days, issues it. R670 4: no report: who approved none is held in
 * Contempt (R715, src/gov/crime), the others are fined 2 points. R670 5:
 * the report calls a Hearing (R360, src/gov/hearings: 3 days, responses
 * sent privately to the Hearing Harfer, hidden events); R670 6: its verdict's author gets a
 * Silver Moon and A$75; R670 7: an acceptance speech, or in the Gaol a
 * cardboard cutout and 5 points lost.
 *
 * Files: commission.c (the call, the members, the session, its failure),
 * commission_report.c (suggestions, approvals, the report), commission_hearing.c
 * (the Hearing, the Silver Moon, the speech), commission_read.c (the views).
 * State: struct commission, kept by the cycle (cycle_state.arts), changed
 * only through the journal. Events: none emitted. Readings of unclear
 * clauses: docs/RULINGS.md, "Cycle: the Commission d'Arts (R670)". */
#ifndef NOMIC_COMMISSION_H
#define NOMIC_COMMISSION_H

#include "core/command.h"

#define ARTS_NOMINEES 4 /* R670 2: "4 Silver Moon Nominees" (commission.nominees) */

/* A Nominee: a work and who made it (R670 6's "author"). */
typedef struct arts_nominee {
	char *title;
	char *author; /* a name as written: a player's, or anyone's */
} arts_nominee;

/* A suggested report (R1003 ¶2): its approvals, whether denounced. */
typedef struct arts_suggestion {
	int number;
	int by;
	gtime at;
	arts_nominee nominees[ARTS_NOMINEES];
	int **approvals;            /* player ids, the suggester first */
	int napprovals, approvals_cap;
	int denounced;              /* by whom, 0 none: voided */
	uint64_t dl;                /* commission-suggestion: its 7 days */
} arts_suggestion;

/* A Commissioner and when e joined (R1003's "most recent acquisition of
 * membership"). */
typedef struct arts_member {
	int player;
	gtime joined;
} arts_member;

typedef struct commission {
	gtime last_call;            /* R670 1: the latest call, 0 none */
	int calls, sessions;
	int in_session;
	gtime began, newest_join;
	uint64_t session_dl;        /* commission-session */
	arts_member **members;      /* R670 1: the Commissioners now */
	int nmembers, members_cap;
	int **ever;                 /* every member since the session began */
	int never, ever_cap;
	arts_suggestion **sugg;     /* this session's suggestions */
	int nsugg, sugg_cap;
	int next_sugg;
	/* The latest report and its Hearing (R670 5). */
	int reports;                /* how many reports were issued */
	arts_nominee report[ARTS_NOMINEES];
	int in_hearing;
	gtime hearing_ends;
	int hearing;                /* its number (src/gov/hearings), 0 none */
	/* R670 3: the works that won; R670 6, 7: the Moons' recipients. */
	arts_nominee **won;         /* each winning Nominee, in order */
	int nwon, won_cap;
	int speech_owed;            /* R670 7: a recipient's speech, 0 none */
} commission;

/* commission.c */
struct commission *commission_of(ctx *c);
const struct commission *commission_peek(const nomic *n);
void commission_free(struct commission *k);
/* who's entry among the members, NULL if e is none. */
const arts_member *arts_member_of(const commission *k, int who);
/* R670 1: the call at the end of a cycle that lasted from began to now
 * (R666 m). */
void commission_call(ctx *c, gtime began);
/* R670 1: the session ends (a report, or its 7 days); failed: R670 4. */
void commission_adjourn(ctx *c, int failed);
/* R670 1: who leaves the Commission (a player who leaves the game too);
 * returns the player drawn to replace em, 0 none. */
int commission_leave(ctx *c, int who, const char *why);
int commission_cmd_leave(ctx *c, int argc, char **argv);
int commission_cmd_call(ctx *c, int argc, char **argv);
extern const deadline_kind dl_commission_session;

/* commission_report.c */
int commission_cmd_suggest(ctx *c, int argc, char **argv);
int commission_cmd_approve(ctx *c, int argc, char **argv);
int commission_cmd_denounce(ctx *c, int argc, char **argv);
/* Whether who approved any suggested report this session (R670 4). */
int arts_approved_any(const commission *k, int who);
void arts_suggestion_free(void *p);
extern const deadline_kind dl_commission_suggestion;

/* commission_hearing.c */
/* R670 5: the report is issued and its Hearing called. */
void commission_hearing_call(ctx *c, const arts_suggestion *s);
int commission_cmd_respond(ctx *c, int argc, char **argv);
int commission_cmd_speech(ctx *c, int argc, char **argv);
/* The Silver Moon Hearing's type (gov/hearings/hearings.h) and its end. */
extern const struct hearing_type hearing_moon;
extern const deadline_kind dl_commission_hearing;

/* commission_read.c */
int commission_cmd_show(ctx *c, int argc, char **argv);
json_t *commission_json(const nomic *n);

#endif
