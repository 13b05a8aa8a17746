/* trial.h: what the trial's files (cfj.c, judge.c, verdict.c, cfj_cmd.c,
 * justice_read.c, justice_module.c) share and nobody else needs: journaled
 * helpers for the CFJ's arrays, the deadline kinds and the command
 * handlers. The public interface is justice.h. */
#ifndef NOMIC_TRIAL_H
#define NOMIC_TRIAL_H

#include "core/ckpt.h"
#include "core/params.h"
#include "gov/justice/justice.h"

#ifndef DAY
#define DAY 86400
#endif

/* The deadline kinds (each names its rule). */
extern const deadline_kind dl_cfj_judge;  /* R213: the judge's week */
extern const deadline_kind dl_cfj_appeal; /* R217 I: the four days to appeal */

/* reminders.c (core/remind.h): the judge's reminder, remind.lead before
 * eir week ends (R213), set with the appointment and cancelled with it;
 * judge_retime_reminders sets those not yet sent again when remind.lead
 * changes. Journal; never fail. */
void judge_schedule_reminder(ctx *c, cfj *f);
void judge_cancel_reminder(ctx *c, cfj *f);
void judge_retime_reminders(ctx *c);
extern const deadline_kind dl_judge_reminder;

/* Journaled int arrays: append, and remove the first occurrence of v. */
void jint_append(ctx *c, int **arr, int *n, int *cap, int v);
int jint_remove(ctx *c, int **arr, int *n, int v);
int int_in(const int *arr, int n, int v);

/* judge.c: draws a judge for f (R212) among the eligible, excluding
 * nobody else; sets f->judge (0 if none), the appointment and the judge's
 * deadline (R213). Returns the judge, 0 if nobody is eligible. */
int judge_select(ctx *c, cfj *f);
/* The eligible, in id order (R212 i-vii, R709); returns how many. The
 * array is malloc'd (NULL if none). */
int judge_pool(const nomic *n, const cfj *f, int **out);
/* Ends the judge's appointment on f without a redraw (deadline cancelled). */
void judge_release(ctx *c, cfj *f);
/* R213: the judge's week passed. R250 IV a: e left the active states. */
int judge_deadbeat(ctx *c, int who, int number);
void judge_unable(ctx *c, int who, const char *why);
/* R212 last paragraph, R250 VII a, R213. */
void inelig_add(ctx *c, int who);
void inelig_remove(ctx *c, int who);

/* cfj.c: the "cfj" event (justice.h). */
int cfj_emit(ctx *c, const cfj *f, const char *what, enum verdict v, enum cfj_level level);
void cfj_destroy(void *p);
void cfj_append_ruling(ctx *c, cfj *f, cfj_ruling *r);

/* The courts' checkpoint pair (justice_ckpt.c): the whole of struct
 * justice, the Court's fields through court_ckpt.c (court.h). */
int justice_save_state(const nomic *n, ckw *w);
int justice_load_state(nomic *n, ckr *r);

/* Command handlers (cfj_cmd.c, justice_read.c); the table is in
 * justice_module.c. */
int cmd_cfj(ctx *c, int argc, char **argv);
int cmd_cfj_paradox(ctx *c, int argc, char **argv);
int cmd_cfj_win(ctx *c, int argc, char **argv);
int cmd_cfj_accept(ctx *c, int argc, char **argv);
int cmd_cfj_decline(ctx *c, int argc, char **argv);
int cmd_cfj_judge(ctx *c, int argc, char **argv);
int cmd_cfj_retract(ctx *c, int argc, char **argv);
int cmd_cfj_argue(ctx *c, int argc, char **argv);
int cmd_cfj_reason(ctx *c, int argc, char **argv);
int cmd_cfj_inelig(ctx *c, int argc, char **argv);
int cmd_cfj_list(ctx *c, int argc, char **argv);
int cmd_cfj_show(ctx *c, int argc, char **argv);
int cmd_cfj_pool(ctx *c, int argc, char **argv);

#endif
