/* commission.c: the Commission d'Arts in session (Ackanomic R670 1, 4):
 * its state's life, the call (at the end of a long cycle, R666 m, or by
 * the rules' effect), who joins (the Historian, the Poet Laureate, the
 * President, random players to make 5: R230), who replaces a member who
 * leaves, the session's end 7 days after its newest member joined
 * (deadline commission-session), and R670 4's failure: Contempt (R715) or
 * a fine of 2 points. The report is commission_report.c's. */
#include "core/params.h"
#include "core/players.h"
#include "gov/crime/crime.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"

#include <stdlib.h>
#include <string.h>

static void nominee_clear(arts_nominee *v)
{
	free(v->title);
	free(v->author);
}

static void nominee_free(void *p)
{
	arts_nominee *v = p;
	nominee_clear(v);
	free(v);
}

void commission_free(commission *k)
{
	if (!k)
		return;
	for (int i = 0; i < k->nmembers; i++)
		free(k->members[i]);
	for (int i = 0; i < k->never; i++)
		free(k->ever[i]);
	for (int i = 0; i < k->nsugg; i++)
		arts_suggestion_free(k->sugg[i]);
	for (int i = 0; i < ARTS_NOMINEES; i++)
		nominee_clear(&k->report[i]);
	for (int i = 0; i < k->nwon; i++)
		nominee_free(k->won[i]);
	free(k->members);
	free(k->ever);
	free(k->sugg);
	free(k->won);
	free(k);
}

static void undo_create(undo_entry *e)
{
	cycle_state *s = e->obj;
	commission_free(s->arts);
	s->arts = NULL;
}

commission *commission_of(ctx *c)
{
	cycle_state *s = cycle_of(c);
	if (!s->arts) {
		s->arts = xcalloc(1, sizeof *s->arts);
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->obj = s;
	}
	return s->arts;
}

const commission *commission_peek(const nomic *n)
{
	const cycle_state *s = cycle_peek(n);
	return s ? s->arts : NULL;
}

const arts_member *arts_member_of(const commission *k, int who)
{
	for (int i = 0; k && i < k->nmembers; i++)
		if (k->members[i]->player == who)
			return k->members[i];
	return NULL;
}

static int was_member(const commission *k, int who)
{
	for (int i = 0; i < k->never; i++)
		if (*k->ever[i] == who)
			return 1;
	return 0;
}

/* R670 1: who joins, and the session's 7 days run from now. */
static void join(ctx *c, commission *k, int who, const char *why)
{
	arts_member *m = xcalloc(1, sizeof *m);
	m->player = who;
	m->joined = c->now;
	mut_append(c, (void ***)&k->members, &k->nmembers, &k->members_cap, m, free);
	int *e = xcalloc(1, sizeof *e);
	*e = who;
	mut_append(c, (void ***)&k->ever, &k->never, &k->ever_cap, e, free);
	UNDO_SET(c->j, k->newest_join, c->now);
	gtime end = c->now + param_int(c->n, "commission.session");
	if (k->session_dl)
		deadline_move(c, k->session_dl, end);
	else
		UNDO_SET(c->j, k->session_dl, deadline_add(c, end, &dl_commission_session, 0, 0));
	ctx_announce(c, "%s joins the Commission d'Arts (%s)", holder_name(c->n, who), why);
}

/* R670 1 "randomly selected players" (R230 I: uniform): an active player
 * (R250 II a) who is not a member and, for a replacement, has not been
 * one this session. 0 if nobody may be drawn. */
static int draw(ctx *c, const commission *k)
{
	int ids[4096], m = 0;
	for (int i = 0; i < c->n->nplayers && m < 4096; i++) {
		const player *p = c->n->players[i];
		if ((p->state == PS_VOTING || p->state == PS_NONVOTING) && !was_member(k, p->id))
			ids[m++] = p->id;
	}
	rng_key(c->rng, "commission.draw", (uint64_t)c->now);
	return m ? ids[rng_below(c->rng, (uint64_t)m)] : 0;
}

static int start_session(ctx *c, commission *k)
{
	UNDO_SET(c->j, k->in_session, 1);
	UNDO_SET(c->j, k->sessions, k->sessions + 1);
	UNDO_SET(c->j, k->began, c->now);
	UNDO_SET(c->j, k->next_sugg, 1);
	ctx_announce(c, "The Commission d'Arts begins session (R670 1)");
	static const char *const officers[] = {"Historian", "Poet Laureate", "President"};
	for (int i = 0; i < 3; i++) {
		const office *o = office_by_name(c->n, officers[i]);
		const player *p = o && o->holder ? player_by_id(c->n, o->holder) : NULL;
		if (p && p->state != PS_NONPLAYER && !arts_member_of(k, p->id)) {
			char why[64];
			snprintf(why, sizeof why, "R670 1: the %s", officers[i]);
			join(c, k, p->id, why);
		}
	}
	int want = (int)param_int(c->n, "commission.members");
	while (k->nmembers < want) {
		int who = draw(c, k);
		if (!who)
			break;
		join(c, k, who, "R670 1: drawn at random");
	}
	return k->nmembers;
}

/* R670 1: "unless a call was made less than 60 days previously, in which
 * case the call shall have no effect"; every call counts, with effect or
 * not (docs/RULINGS.md). Returns 1 if a session began. */
static int call(ctx *c, const char *why)
{
	commission *k = commission_of(c);
	int recent = k->calls && c->now - k->last_call < param_int(c->n, "commission.gap");
	gtime last = k->last_call;
	UNDO_SET(c->j, k->last_call, c->now);
	UNDO_SET(c->j, k->calls, k->calls + 1);
	if (recent) {
		char t[40];
		format_time(last, t, sizeof t);
		ctx_announce(c, "The Commission d'Arts is called (%s), but a call was made less than "
			     "60 days before (%s): the call has no effect (R670 1)", why, t);
		return 0;
	}
	ctx_announce(c, "The Commission d'Arts is called (%s)", why);
	start_session(c, k);
	return 1;
}

void commission_call(ctx *c, gtime began)
{
	/* The call draws members and sets deadlines: a nomic whose log was
	 * made before the Commission existed must replay without them, so it
	 * runs by itself only once commission.auto is set (docs/CYCLE.md). */
	if (!param_int(c->n, "commission.auto"))
		return;
	/* R670 1: "a cycle which exceeded 30 days in length" */
	if (c->now - began <= param_int(c->n, "commission.long"))
		return;
	int began_now = call(c, "R666 m, R670 1: the cycle exceeded 30 days");
	const commission *k = commission_peek(c->n);
	if (began_now)
		ctx_reply(c, "\nthe Commission d'Arts is called and begins session with %d "
			  "member%s (R666 m, R670 1)", k->nmembers, k->nmembers == 1 ? "" : "s");
	else
		ctx_reply(c, "\nthe Commission d'Arts is called, to no effect: a call was made "
			  "less than 60 days before (R666 m, R670 1)");
}

/* The rules' effect (R670 1 "When the rules call for a Commission d'Arts"):
 * the admin's, or an adopted proposal's. */
int commission_cmd_call(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const commission *r = commission_peek(c->n);
	if (r && r->in_session)
		return ctx_fail(c, "the Commission d'Arts is in session already (R670 1)");
	if (!call(c, c->cause ? c->cause : "the rules' effect")) {
		ctx_reply(c, "the call has no effect: a call was made less than 60 days before "
			  "(R670 1)");
		return 0;
	}
	const commission *k = commission_peek(c->n);
	ctx_reply(c, "the Commission d'Arts begins session with %d member%s (R670 1)",
		  k->nmembers, k->nmembers == 1 ? "" : "s");
	return 0;
}

int commission_leave(ctx *c, int who, const char *why)
{
	commission *k = commission_of(c);
	int i = 0;
	while (i < k->nmembers && k->members[i]->player != who)
		i++;
	if (i == k->nmembers)
		return 0;
	mut_remove_at(c, (void ***)&k->members, &k->nmembers, i, free);
	ctx_announce(c, "%s leaves the Commission d'Arts (%s)", holder_name(c->n, who), why);
	/* R670 1: "a random player who is not already a member and has not
	 * been a member since the commission came into session". */
	int next = draw(c, k);
	if (next)
		join(c, k, next, "R670 1: drawn to replace a member who left");
	else
		ctx_announce(c, "nobody may replace em (R670 1)");
	return next;
}

/* R1001 ("An entity may leave any Organization ... as a public action"). */
int commission_cmd_leave(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const commission *k = commission_peek(c->n);
	if (!k || !k->in_session || !arts_member_of(k, c->actor->id))
		return ctx_fail(c, "you are not a member of the Commission d'Arts (R670 1)");
	int next = commission_leave(c, c->actor->id, "R1001: by eir own act");
	if (next)
		ctx_reply(c, "you leave the Commission d'Arts; joining in your place: %s (R670 1)",
			  holder_name(c->n, next));
	else
		ctx_reply(c, "you leave the Commission d'Arts; nobody may replace you (R670 1)");
	return 0;
}

/* R670 4: no report: who approved no suggested report is held in
 * Contempt; the others are fined 2 points. */
static void fail(ctx *c, commission *k)
{
	const currency *pts = currency_by_name(c->n, "points");
	int64_t fine = param_int(c->n, "commission.fine");
	ctx_announce(c, "The Commission d'Arts failed to produce a report (R670 4)");
	for (int i = 0; i < k->nmembers; i++) {
		int who = k->members[i]->player;
		player *p = player_by_id(c->n, who);
		if (!p || p->state == PS_NONPLAYER)
			continue;
		if (!arts_approved_any(k, who)) {
			if (c->out.len)
				ctx_reply(c, "\n"); /* its reply line is a line of its own */
			crime_hold_in_contempt(c, p, "R670 4");
		} else if (pts && fine) {
			ledger_add(c, who, pts, -fine);
			ctx_announce(c, "%s is fined %lld points (R670 4)", p->name, (long long)fine);
			ctx_reply(c, "\n%s is fined %lld points (R670 4)", p->name, (long long)fine);
		}
	}
}

void commission_adjourn(ctx *c, int failed)
{
	commission *k = commission_of(c);
	if (failed)
		fail(c, k);
	if (k->session_dl)
		deadline_cancel(c, k->session_dl);
	UNDO_SET(c->j, k->session_dl, 0);
	for (int i = k->nsugg - 1; i >= 0; i--) {
		if (k->sugg[i]->dl)
			deadline_cancel(c, k->sugg[i]->dl);
		mut_remove_at(c, (void ***)&k->sugg, &k->nsugg, i, arts_suggestion_free);
	}
	/* "When the commission ceases to be in session all players are
	 * removed from it." */
	while (k->nmembers)
		mut_remove_at(c, (void ***)&k->members, &k->nmembers, k->nmembers - 1, free);
	while (k->never)
		mut_remove_at(c, (void ***)&k->ever, &k->never, k->never - 1, free);
	UNDO_SET(c->j, k->in_session, 0);
	ctx_announce(c, "The Commission d'Arts ceases to be in session; it has no members (R670 1)");
}

static int fire_session(ctx *c, const deadline *d)
{
	commission *k = commission_of(c);
	if (!k->in_session || k->session_dl != d->id)
		return 0;
	UNDO_SET(c->j, k->session_dl, 0); /* popped already */
	ctx_reply(c, "the Commission d'Arts' 7 days are over without a report (R670 1, 4)");
	commission_adjourn(c, 1);
	return 0;
}

const deadline_kind dl_commission_session = {"commission-session", "R670 1", fire_session, NULL};
