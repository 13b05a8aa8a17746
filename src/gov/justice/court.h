/* court.h: what the Supreme Court's own files share (court.c, cortex.c,
 * appeal.c, court_verdict.c, torch.c, court_read.c, court_module.c): the
 * Justices' seats (R416), the Cortices (R416.1, R217.1), appeals and the
 * Court's verdicts (R217, R418), Bronze Torches (R907). The interface the
 * rest of the server uses is justice.h; this header is not it.
 *
 * Checkpoints: the Court's state is in struct justice, which the justice
 * module writes as one part; court_ckpt.c writes the Court's fields inside
 * it (below), and court_module has no save_state or load_state. */
#ifndef NOMIC_COURT_H
#define NOMIC_COURT_H

#include "core/module.h"
#include "gov/justice/justice.h"

#define COURT_DAY 86400

/* ---- journaled int arrays (court.c) ---- */

/* Appends v to the int array *a of *n items (capacity *cap). Growth is not
 * journaled: slots past the count are unused, as in proposals' ballots. */
void court_int_push(ctx *c, int **a, int *n, int *cap, int v);
/* Removes the first v, if any, keeping the order. */
void court_int_remove(ctx *c, int **a, int *n, int v);
int court_int_has(const int *a, int n, int v);

/* Says fmt in the event's public text and, when the command running is
 * one of the Court's, in the actor's reply too (on a line of its own): what
 * the Court does as a result (where a CFJ goes, a Cortex destroyed). The
 * trial's commands write their own replies. */
void court_say(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Whether cmd is one of court_module's commands. */
int court_own_command(const command *cmd);

/* ---- Justices (court.c, R416) ---- */

/* The seats and the past; creates the state and R416 I's minimum of
 * seats (vacant) on first use. */
justice *court_state(ctx *c);
/* The seat who holds as eir own (acting there or not), NULL if none. */
justice_seat *court_own_seat(const nomic *n, int who);
/* R416 IV: the Justice acting for who while e vacations, 0 if none. */
int court_acting_for(const nomic *n, int who);
/* R416 II: whether who (not a Justice) may become one; why not in why. */
int court_eligible(const nomic *n, int who, char *why, size_t len);
/* R416 I: who leaves the Office of Justice (how: 0 removed, 1 resigned,
 * 2 impeached, for R416 II): eir seat is destroyed, never below the minimum,
 * and e ceases to own a Cortex (R416.1). */
void court_leave(ctx *c, int who, int how);
/* R416 IV and R250: vacations and leaving the game (module on_change). */
void court_on_change(ctx *c, const state_change *ch);

int cmd_justice_join(ctx *c, int argc, char **argv);
int cmd_justice_resign(ctx *c, int argc, char **argv);
int cmd_justice_volunteer(ctx *c, int argc, char **argv);
int cmd_justice_appoint(ctx *c, int argc, char **argv);
int cmd_justice_remove(ctx *c, int argc, char **argv);

/* ---- Cortices (cortex.c, R416.1, R217.1, R217 V) ---- */

cortex *cortex_by_id(const nomic *n, int id);
/* The Cortex's owners as the rules treat them: a vacationing owner's
 * Acting Justice in eir place (R416 IV). Returns how many (0..2). */
int cortex_owners(const nomic *n, const cortex *x, int out[2]);
/* The Cortex who owns (as above), NULL if e is Ungrafted. */
cortex *cortex_of(const nomic *n, int who);
const char *cortex_status(const nomic *n, const cortex *x); /* "Active" ... */
/* How many CFJs the Cortex is considering (R217.1 1, 2). */
int cortex_load(const nomic *n, int id);
/* R217.1 (and R217 V, VI): assigns f to a Cortex, skipping those that
 * declined it and those owned by a Justice who declined it; none left: the
 * whole Court considers it. */
void cortex_assign(ctx *c, cfj *f);
/* who ceases to own eir Cortex (R416.1); a Cortex left with no owner is
 * destroyed unless it is the only one, and its CFJs reassigned (R217.1). */
void cortex_drop_owner(ctx *c, int who);

int cmd_cortex_create(ctx *c, int argc, char **argv);
int cmd_cortex_join(ctx *c, int argc, char **argv);
int cmd_cortex_leave(ctx *c, int argc, char **argv);
int cmd_cortex_decline(ctx *c, int argc, char **argv);

/* ---- appeals and the Court's verdicts (appeal.c, court_verdict.c, R217) ---- */

/* R217 II: the whole Court takes up f for its week. */
void court_send_whole(ctx *c, cfj *f);
/* R217 V, VI: f leaves the Cortex considering it, which declined it (when
 * cortex_declined) or whose owner declined it, and is reassigned. */
void court_reassign(ctx *c, cfj *f, int cortex_declined, const char *why);
/* The Justices who may decide f now (R217 II): the owners of its Cortex,
 * or the active Justices who have not declined it. Returns how many. */
int court_deciders(const nomic *n, const cfj *f, int *out, int max);
/* Checks whether the votes decide f (R217 II) and if so delivers the
 * verdict (R217 III). 0 (decided or not), -1 if the verdict was refused. */
int court_try_decide(ctx *c, cfj *f);
/* The same, the verdict (if any) carrying the deciding Justice's reasons. */
int court_decide_with(ctx *c, cfj *f, const char *reasons);
/* A Justice's verdict on f while the Court considers it (journaled). */
void court_set_vote(ctx *c, cfj *f, int who, enum verdict v);
/* Forgets the votes on f (a new consideration). */
void court_clear_votes(ctx *c, cfj *f);

extern const deadline_kind dl_court_week;

int cmd_appeal(ctx *c, int argc, char **argv);
int cmd_court_judge(ctx *c, int argc, char **argv);
int cmd_court_fine(ctx *c, int argc, char **argv);
int cmd_court_decline(ctx *c, int argc, char **argv);
int cmd_court_overdue(ctx *c, int argc, char **argv);
int cmd_court_dissent(ctx *c, int argc, char **argv);

/* ---- Bronze Torches (torch.c, R907) ---- */

/* The verdicts that count towards who's Bronze Torch (R907 ¶4). */
int torch_verdicts(const nomic *n, int who);
int cmd_torch_award(ctx *c, int argc, char **argv);

/* ---- reading (court_read.c) ---- */

int cmd_court_show(ctx *c, int argc, char **argv);

/* ---- checkpoints (court_ckpt.c; issue 17 item 3) ---- */

/* The Court's fields are written inside the justice module's part, which
 * owns struct justice (justice_ckpt.c); the court module has no pair of
 * its own. Of each CFJ: its appeal, Cortex, declines, votes and week; of
 * the Court: seats, Cortices, past Justices, the willing. */
void court_save_cfj(ckw *w, const cfj *f);
void court_load_cfj(nomic *n, ckr *r, cfj *f);
void court_save_parts(ckw *w, const justice *j);
/* After the CFJs are read (a Cortex's declines name them). */
void court_load_parts(nomic *n, ckr *r, justice *j);
/* A player id (0 none) checked against n's players; an array of them. */
int court_ck_player(ckr *r, const nomic *n);
int *court_ck_players(ckr *r, const nomic *n, int *count);

/* A CFJ named by its number ("3" or "CFJ3"), or NULL with c->err. */
cfj *court_arg_cfj(ctx *c, const char *word);
/* The words from argv[from] on, joined by spaces (caller frees); NULL if none. */
char *court_join_words(int argc, char **argv, int from);

#endif
