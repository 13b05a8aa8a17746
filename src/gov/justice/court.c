/* court.c: the Justices of the Supreme Court (Ackanomic R416): their seats
 * (I), who may sit (II), the President's appointments (III) and Acting
 * Justices for vacationing ones (IV, drawn at random as R230 I says), with
 * the journaled int arrays the Court's files share. */
#include "gov/justice/court.h"
#include "core/params.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void court_say(ctx *c, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (c->kind == ACTOR_CLOCK || (c->cmd && court_own_command(c->cmd)))
		ctx_reply(c, "%s%s", c->out.len ? "\n" : "", buf);
	ctx_announce(c, "%s", buf);
}

/* ---- journaled int arrays ---- */

static void undo_int_slot(undo_entry *e)
{
	int *a = *(int **)e->obj;
	a[e->a] = (int)e->b;
}

void court_int_push(ctx *c, int **a, int *n, int *cap, int v)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 4;
		*a = xrealloc(*a, (size_t)*cap * sizeof **a);
	}
	(*a)[*n] = v;
	UNDO_SET(c->j, *n, *n + 1);
}

void court_int_remove(ctx *c, int **a, int *n, int v)
{
	int i = 0;
	while (i < *n && (*a)[i] != v)
		i++;
	if (i == *n)
		return;
	/* Each slot moved is journaled through the array's own pointer, so a
	 * later growth in the same event cannot leave the journal dangling. */
	for (; i + 1 < *n; i++) {
		undo_entry *e = undo_push(c->j, undo_int_slot, NULL);
		e->obj = a;
		e->a = i;
		e->b = (*a)[i];
		(*a)[i] = (*a)[i + 1];
	}
	UNDO_SET(c->j, *n, *n - 1);
}

int court_int_has(const int *a, int n, int v)
{
	for (int i = 0; i < n; i++)
		if (a[i] == v)
			return 1;
	return 0;
}

/* ---- the seats ---- */

static void seat_destroy(void *p)
{
	free(p);
}

static void past_destroy(void *p)
{
	free(p);
}

static void add_seat(ctx *c, justice *j, int who)
{
	justice_seat *s = xcalloc(1, sizeof *s);
	s->player = who;
	s->since = c->now;
	mut_append(c, (void ***)&j->seats, &j->nseats, &j->seats_cap, s, seat_destroy);
}

justice *court_state(ctx *c)
{
	justice *j = justice_of(c);
	/* R416 I: no game event leaves the Office with fewer than two seats,
	 * so they exist, vacant, from the first time the Court is used. */
	int64_t min = param_int(c->n, "justice.min_seats");
	while (j->nseats < min)
		add_seat(c, j, 0);
	return j;
}

justice_seat *court_own_seat(const nomic *n, int who)
{
	const justice *j = justice_peek(n);
	for (int i = 0; who > 0 && j && i < j->nseats; i++) {
		justice_seat *s = j->seats[i];
		if (s->acting_for ? s->acting_for == who : s->player == who)
			return s;
	}
	return NULL;
}

int court_acting_for(const nomic *n, int who)
{
	const justice_seat *s = court_own_seat(n, who);
	return s && s->acting_for == who ? s->player : 0;
}

int court_is_justice(const nomic *n, int who)
{
	return court_own_seat(n, who) != NULL || court_is_acting(n, who);
}

int court_is_acting(const nomic *n, int who)
{
	const justice *j = justice_peek(n);
	for (int i = 0; who > 0 && j && i < j->nseats; i++)
		if (j->seats[i]->acting_for && j->seats[i]->player == who)
			return 1;
	return 0;
}

int court_active_justices(const nomic *n, int *out, int max)
{
	const justice *j = justice_peek(n);
	int k = 0;
	/* One player may sit in eir own seat and act in another (R416 IV):
	 * e is one Justice, counted once. */
	for (int i = 0; j && i < j->nseats; i++) {
		int who = j->seats[i]->player;
		const player *p = player_by_id(n, who);
		if (!p || !player_is_active(p) || court_int_has(out, k < max ? k : max, who))
			continue;
		if (k < max)
			out[k] = who;
		k++;
	}
	return k;
}

/* The latest time who left the Office, and how. */
static const justice_past *last_left(const justice *j, int who)
{
	for (int i = j ? j->npast - 1 : -1; i >= 0; i--)
		if (j->past[i]->player == who)
			return j->past[i];
	return NULL;
}

int court_eligible(const nomic *n, int who, char *why, size_t len)
{
	const player *p = player_by_id(n, who);
	if (!p || !player_is_active(p)) {
		snprintf(why, len, "%s is not an active player (R250 II a)", p ? p->name : "?");
		return 0;
	}
	if (court_is_justice(n, who)) {
		snprintf(why, len, "%s is already a Justice", p->name);
		return 0;
	}
	const justice_past *l = last_left(justice_peek(n), who);
	if (l) {
		int64_t bar = param_int(n, l->impeached ? "justice.impeached_bar"
							: "justice.resigned_bar");
		if (n->now < l->when + bar) {
			char until[32];
			format_time(l->when + bar, until, sizeof until);
			snprintf(why, len, "%s %s from the Office of Justice; ineligible until %s (R416 II)",
				 p->name, l->impeached ? "was impeached" : "resigned", until);
			return 0;
		}
	}
	if (!court_has_torch(n, who)) {
		snprintf(why, len, "%s owns no Bronze Torch (R416 II)", p->name);
		return 0;
	}
	return 1;
}

static justice_seat *vacant_seat(const justice *j)
{
	for (int i = 0; i < j->nseats; i++)
		if (!j->seats[i]->player)
			return j->seats[i];
	return NULL;
}

static int seat_number(const justice *j, const justice_seat *s)
{
	for (int i = 0; i < j->nseats; i++)
		if (j->seats[i] == s)
			return i + 1;
	return 0;
}

int cmd_justice_join(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	char why[200];
	justice *j = court_state(c);
	if (!court_eligible(c->n, c->actor->id, why, sizeof why))
		return ctx_fail(c, "%s", why);
	/* R416 I: an empty seat if there is one, else a new seat. */
	justice_seat *s = vacant_seat(j);
	if (s) {
		UNDO_SET(c->j, s->player, c->actor->id);
		UNDO_SET(c->j, s->since, c->now);
		UNDO_SET(c->j, s->appointed, 0);
	} else {
		add_seat(c, j, c->actor->id);
		s = j->seats[j->nseats - 1];
	}
	ctx_reply(c, "you are a Justice (seat %d, R416 I)", seat_number(j, s));
	ctx_announce(c, "%s is a Justice of the Supreme Court (seat %d, R416 I)", c->actor->name,
		     seat_number(j, s));
	return 0;
}

void court_leave(ctx *c, int who, int how)
{
	justice *j = c->n->justice;
	if (!j)
		return;
	/* Seats e acts in go back to their vacationing holders, without an
	 * Acting Justice (R416 IV names none for this). */
	for (int i = 0; i < j->nseats; i++) {
		justice_seat *s = j->seats[i];
		if (s->acting_for && s->player == who) {
			UNDO_SET(c->j, s->player, s->acting_for);
			UNDO_SET(c->j, s->acting_for, 0);
		}
	}
	justice_seat *s = court_own_seat(c->n, who);
	if (!s)
		return;
	/* R416.1: e ceases to own a Cortex; eir Acting Justice with em. */
	cortex_drop_owner(c, who);
	int64_t min = param_int(c->n, "justice.min_seats");
	if (j->nseats > min) { /* R416 I: the seat is destroyed */
		for (int i = 0; i < j->nseats; i++)
			if (j->seats[i] == s) {
				mut_remove_at(c, (void ***)&j->seats, &j->nseats, i, seat_destroy);
				break;
			}
	} else { /* but never fewer than the minimum: it stays, vacant */
		UNDO_SET(c->j, s->player, 0);
		UNDO_SET(c->j, s->acting_for, 0);
		UNDO_SET(c->j, s->since, c->now);
		UNDO_SET(c->j, s->appointed, 0);
	}
	if (how) {
		justice_past *p = xcalloc(1, sizeof *p);
		p->player = who;
		p->when = c->now;
		p->impeached = how == 2;
		mut_append(c, (void ***)&j->past, &j->npast, &j->past_cap, p, past_destroy);
	}
}

int cmd_justice_resign(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	court_state(c);
	if (!court_own_seat(c->n, c->actor->id))
		return ctx_fail(c, "you are not a Justice (R416 I)");
	court_leave(c, c->actor->id, 1);
	ctx_reply(c, "you are no longer a Justice (R416 I)");
	ctx_announce(c, "%s resigns from the Office of Justice (R416 I)", c->actor->name);
	return 0;
}

/* The game's own power (an adopted proposal's effect, the admin): removes a
 * Justice, by impeachment or not (R416 II counts the former; R416 III's
 * Grey Council removing an appointee is the latter). */
int cmd_justice_remove(ctx *c, int argc, char **argv)
{
	court_state(c);
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	int impeached = argc > 1;
	if (impeached && !strcaseeq(argv[1], "impeached"))
		return ctx_fail(c, "usage: justice remove PLAYER [impeached]");
	if (!court_own_seat(c->n, p->id))
		return ctx_fail(c, "%s is not a Justice", p->name);
	court_leave(c, p->id, impeached ? 2 : 0);
	ctx_arg_str(c, "removed", p->name);
	ctx_reply(c, "%s is no longer a Justice%s (R416)", p->name, impeached ? ": impeached" : "");
	ctx_announce(c, "%s is removed from the Office of Justice%s (R416)", p->name,
		     impeached ? " by impeachment" : "");
	return 0;
}

int cmd_justice_volunteer(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	justice *j = court_state(c);
	if (court_is_justice(c->n, c->actor->id))
		return ctx_fail(c, "you are already a Justice");
	if (court_int_has(j->willing, j->nwilling, c->actor->id))
		return ctx_fail(c, "you have already volunteered");
	court_int_push(c, &j->willing, &j->nwilling, &j->willing_cap, c->actor->id);
	ctx_reply(c, "you are willing to be appointed a Justice (R416 III)");
	ctx_announce(c, "%s is willing to be appointed a Justice (R416 III)", c->actor->name);
	return 0;
}

/* R416 III: whether some player not a Justice is eligible to fill a seat. */
static int anyone_eligible(const nomic *n)
{
	char why[200];
	for (int i = 0; i < n->nplayers; i++)
		if (court_eligible(n, n->players[i]->id, why, sizeof why))
			return 1;
	return 0;
}

int cmd_justice_appoint(ctx *c, int argc, char **argv)
{
	(void)argc;
	justice *j = court_state(c);
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (!player_is_active(p))
		return ctx_fail(c, "%s is not an active player (R250 II a)", p->name);
	if (court_is_justice(c->n, p->id))
		return ctx_fail(c, "%s is already a Justice", p->name);
	if (!court_int_has(j->willing, j->nwilling, p->id))
		return ctx_fail(c, "%s has not volunteered (justice volunteer): only a willing player may be appointed (R416 III)",
				p->name);
	/* A seat vacant for three days, or any vacant one if no player is
	 * eligible to fill it. */
	int64_t wait = param_int(c->n, "justice.vacant_time");
	int none = !anyone_eligible(c->n);
	justice_seat *s = NULL;
	gtime first = 0;
	for (int i = 0; i < j->nseats && !s; i++) {
		justice_seat *t = j->seats[i];
		if (t->player)
			continue;
		if (none || c->now >= t->since + wait)
			s = t;
		else if (!first || t->since < first)
			first = t->since;
	}
	if (!s) {
		if (!first)
			return ctx_fail(c, "no seat of Justice is vacant (R416 III)");
		char when[32];
		format_time(first + wait, when, sizeof when);
		return ctx_fail(c, "no seat has been vacant for %lldd and a player is eligible to fill it; wait until %s (R416 III)",
				(long long)(wait / COURT_DAY), when);
	}
	UNDO_SET(c->j, s->player, p->id);
	UNDO_SET(c->j, s->since, c->now);
	UNDO_SET(c->j, s->appointed, 1);
	/* Willing once: a later appointment asks again. */
	court_int_remove(c, &j->willing, &j->nwilling, p->id);
	ctx_arg_str(c, "appointee", p->name);
	ctx_reply(c, "%s is appointed a Justice (seat %d, R416 III)", p->name, seat_number(j, s));
	ctx_announce(c, "%s is appointed a Justice of the Supreme Court (seat %d, R416 III)", p->name,
		     seat_number(j, s));
	return 0;
}

/* R416 IV: who may act for v: Justices not vacationing, and (unless that
 * leaves none) not owning or acting for an owner of v's Cortex. */
static int acting_pool(const nomic *n, int v, int *out, int max, int strict)
{
	const justice *j = justice_peek(n);
	const cortex *x = cortex_of(n, v);
	int own[2], no = x ? cortex_owners(n, x, own) : 0;
	int k = 0;
	for (int i = 0; i < j->nseats; i++) {
		int who = j->seats[i]->player;
		const player *p = player_by_id(n, who);
		if (!p || who == v || p->state == PS_VACATIONING || !player_is_active(p))
			continue;
		if (strict && (court_int_has(own, no, who) ||
			       (x && x->nowners && court_int_has(x->owners, x->nowners, who))))
			continue;
		if (!court_int_has(out, k, who) && k < max)
			out[k++] = who;
	}
	return k;
}

static void vacation_starts(ctx *c, int v)
{
	justice_seat *s = court_own_seat(c->n, v);
	if (!s || s->acting_for)
		return;
	const justice *j = c->n->justice;
	int *pool = xcalloc((size_t)j->nseats + 1, sizeof *pool);
	int k = acting_pool(c->n, v, pool, j->nseats, 1);
	if (!k) /* the last two exclusions are ignored if they leave none */
		k = acting_pool(c->n, v, pool, j->nseats, 0);
	if (k) {
		rng_key(c->rng, "court.acting", (uint64_t)v); /* for the Justice away */
		int who = pool[rng_below(c->rng, (uint64_t)k)]; /* R230 I: uniform */
		UNDO_SET(c->j, s->acting_for, v);
		UNDO_SET(c->j, s->player, who);
		ctx_announce(c, "%s acts as Justice for %s while e is on Vacation (drawn at random, R416 IV)",
			     holder_name(c->n, who), holder_name(c->n, v));
	}
	free(pool);
}

static void vacation_ends(ctx *c, int v)
{
	justice_seat *s = court_own_seat(c->n, v);
	if (!s || s->acting_for != v)
		return;
	ctx_announce(c, "%s no longer acts as Justice for %s, who is back (R416 IV)",
		     holder_name(c->n, s->player), holder_name(c->n, v));
	UNDO_SET(c->j, s->player, v);
	UNDO_SET(c->j, s->acting_for, 0);
}

void court_on_change(ctx *c, const state_change *ch)
{
	if (!c->n->justice || ch->kind != CHANGE_STATE)
		return;
	if (ch->to == PS_ONICE || ch->to == PS_NONPLAYER) {
		/* Removed from office (R250 VI a; not a resignation, R416 II). */
		if (court_is_justice(c->n, ch->player)) {
			ctx_announce(c, "%s is no longer a Justice (R416 I, R250 VI a)",
				     holder_name(c->n, ch->player));
			court_leave(c, ch->player, 0);
		}
		return;
	}
	if (ch->to == PS_VACATIONING)
		vacation_starts(c, ch->player);
	else if (ch->from == PS_VACATIONING)
		vacation_ends(c, ch->player);
}

void court_free_parts(justice *j)
{
	for (int i = 0; i < j->nseats; i++)
		free(j->seats[i]);
	free(j->seats);
	for (int i = 0; i < j->ncortices; i++) {
		free(j->cortices[i]->name);
		free(j->cortices[i]);
	}
	free(j->cortices);
	for (int i = 0; i < j->npast; i++)
		free(j->past[i]);
	free(j->past);
	free(j->willing);
}
