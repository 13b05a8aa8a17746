/* acting.c: Acting Officers (Ackanomic R401.1): who appoints them (the
 * Supervisor, R401.1 IV; the President for Functional Offices, R403 (iv)),
 * when (no active holder, R401.1 III), who may act (R401.1 II), when
 * acting ends (a holder in the normal capacity, R401.1 II), and the
 * vacation hand-over (R401.1 IV ¶3: a Supervisor who holds a seat of an
 * office e supervises names its Acting Officer in the day before going on
 * Vacation). */
#include "gov/offices/offices.h"

#include <stdlib.h>
#include <string.h>

const char *office_supervisory(const office_def *d)
{
	/* R403 (iv): the President supervises every Functional Office; R401.1
	 * IV: else the Speaker. */
	return d && d->kind == OK_FUNCTIONAL ? "President" : "Speaker";
}

void acting_end(ctx *c, const char *office_name, const char *why)
{
	const office_rec *peek = office_rec_peek(c->n, office_name);
	if (!peek || !peek->acting)
		return;
	office_rec *r = office_rec_of(c, office_name);
	ctx_say(c, "%s no longer acts as %s (%s)", holder_name(c->n, r->acting), office_name,
		     why);
	UNDO_SET(c->j, r->acting, 0);
}

int office_seat_acting(const nomic *n, const char *name, int k)
{
	const office_rec *r = office_rec_peek(n, name);
	if (!r || k < 0 || k >= OFF_MAX_SEATS)
		return 0;
	return k ? r->seat_acting[k - 1] : r->acting;
}

void acting_end_seat(ctx *c, const char *name, int k, const char *why)
{
	if (k < 1) {
		acting_end(c, name, why);
		return;
	}
	if (!office_seat_acting(c->n, name, k))
		return;
	office_rec *r = office_rec_of(c, name);
	ctx_say(c, "%s no longer acts in seat %d of %s (%s)", holder_name(c->n, r->seat_acting[k - 1]),
		k + 1, name, why);
	UNDO_SET(c->j, r->seat_acting[k - 1], 0);
}

/* Whether who acts in any seat of o (R401 (i): "No player may hold more
 * than one seat for a given Office, including any seat held in an acting
 * capacity"). */
static int acts_in(const nomic *n, const office *o, int who)
{
	for (int k = 0; k < OFF_MAX_SEATS; k++)
		if (office_seat_acting(n, o->name, k) == who)
			return 1;
	return 0;
}

/* `acting PLAYER [as] OFFICE seat N`, N >= 2, with offices.per_seat: R401.1
 * III for one seat of an office of several. */
static int acting_seat(ctx *c, player *p, office *o, const office_def *d, const char *num)
{
	char *end;
	long k = strtol(num, &end, 10) - 1;
	if (*end || k < 0 || k >= office_nseats(c->n, d))
		return ctx_fail(c, "%s has no seat '%s' (R401 (i))", o->name, num);
	if (!offices_per_seat(c->n) && k > 0)
		return ctx_fail(c, "Acting Officers are appointed per office here, not per seat "
				"(offices.per_seat is 0)");
	const player *h = office_seat_holder(c->n, o, (int)k)
				  ? player_by_id(c->n, office_seat_holder(c->n, o, (int)k))
				  : NULL;
	if (h && player_is_active(h))
		return ctx_fail(c, "%s holds seat %ld of %s and is active: no Acting Officer may be "
				"appointed for it (R401.1 III)", h->name, k + 1, o->name);
	int now = office_seat_acting(c->n, o->name, (int)k);
	const player *a = now ? player_by_id(c->n, now) : NULL;
	if (a && player_is_active(a))
		return ctx_fail(c, "%s already acts in seat %ld of %s (R401.1 III)", a->name, k + 1,
				o->name);
	if (p->state != PS_VOTING)
		return ctx_fail(c, "only a Voting player may be an Acting Officer (R401.1 II)");
	if (office_holds(c->n, o, p->id) || acts_in(c->n, o, p->id))
		return ctx_fail(c, "%s holds or acts in a seat of %s: no player holds two (R401 (i), "
				"R401.1 II)", p->name, o->name);
	office_rec *w = office_rec_of(c, o->name);
	if (k == 0)
		UNDO_SET(c->j, w->acting, p->id);
	else
		UNDO_SET(c->j, w->seat_acting[k - 1], p->id);
	ctx_arg_str(c, "office", o->name);
	ctx_say(c, "%s now acts in seat %ld of %s (R401.1 III)", p->name, k + 1, o->name);
	return 0;
}

/* `acting PLAYER [as] OFFICE [seat N]`: R401.1 III, IV. */
int offices_cmd_acting(ctx *c, int argc, char **argv)
{
	const char *seat = NULL;
	if (argc >= 4 && strcaseeq(argv[argc - 2], "seat")) {
		seat = argv[argc - 1];
		argc -= 2;
	}
	if (argc < 2 || argc > 3 || (argc == 3 && !strcaseeq(argv[1], "as")))
		return ctx_fail(c, "usage: acting PLAYER [as] OFFICE [seat N]");
	player *p = arg_player(c, argv[0]);
	office *o;
	if (!p || !(o = arg_office(c, argv[argc - 1])))
		return -1;
	const office_def *d = office_def_find(c->n, o->name);
	const char *sup = office_supervisory(d);
	const office *so = office_by_name(c->n, sup);
	if (c->kind != ACTOR_ADMIN && !(c->kind == ACTOR_PLAYER && so && so->holder == c->actor->id))
		return ctx_fail(c, "only the %s, the Supervisor of %s, appoints its Acting Officer "
				"(R401.1 IV%s)", sup, o->name,
				d && d->kind == OK_FUNCTIONAL ? ", R403 (iv)" : "");
	if (seat)
		return acting_seat(c, p, o, d, seat);
	const player *h = o->holder ? player_by_id(c->n, o->holder) : NULL;
	if (h && player_is_active(h))
		return ctx_fail(c, "%s holds %s and is active: no Acting Officer may be appointed "
				"(R401.1 III)", h->name, o->name);
	const office_rec *r = office_rec_peek(c->n, o->name);
	const player *a = r && r->acting ? player_by_id(c->n, r->acting) : NULL;
	if (a && player_is_active(a))
		return ctx_fail(c, "%s already acts as %s (R401.1 III)", a->name, o->name);
	if (p->state != PS_VOTING)
		return ctx_fail(c, "only a Voting player may be an Acting Officer (R401.1 II)");
	if (office_holds(c->n, o, p->id))
		return ctx_fail(c, "%s holds a seat of %s: e may not also act in it (R401.1 II)",
				p->name, o->name);
	office_rec *w = office_rec_of(c, o->name);
	UNDO_SET(c->j, w->acting, p->id);
	ctx_arg_str(c, "office", o->name);
	ctx_say(c, "%s now acts as %s (R401.1 III)", p->name, o->name);
	return 0;
}

/* Whether who holds the office that supervises d's (R401.1 IV). */
static int supervises(const nomic *n, const office_def *d, int who)
{
	const office *so = office_by_name(n, office_supervisory(d));
	return so && office_holds(n, so, who);
}

/* `handover PLAYER [as] OFFICE`: R401.1 IV ¶3. */
int offices_cmd_handover(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "as"))
		return ctx_fail(c, "usage: handover PLAYER [as] OFFICE");
	player *p = arg_player(c, argv[0]);
	office *o;
	if (!p || !(o = arg_office(c, argv[argc - 1])))
		return -1;
	const office_def *d = office_def_find(c->n, o->name);
	if (!d || !office_holds(c->n, o, c->actor->id) || !supervises(c->n, d, c->actor->id))
		return ctx_fail(c, "only a holder of %s who is also its Supervisor (the %s) names its "
				"Acting Officer before a Vacation (R401.1 IV)", o->name,
				office_supervisory(d));
	if (p->state != PS_VOTING)
		return ctx_fail(c, "only a Voting player may be an Acting Officer (R401.1 II)");
	if (office_holds(c->n, o, p->id))
		return ctx_fail(c, "%s holds a seat of %s: e may not also act in it (R401.1 II)",
				p->name, o->name);
	office_rec *r = office_rec_of(c, o->name);
	UNDO_SET(c->j, r->handover, p->id);
	UNDO_SET(c->j, r->handover_at, c->now);
	ctx_arg_str(c, "office", o->name);
	ctx_say(c, "%s names %s to act as %s if e goes on Vacation within a day (R401.1 IV)",
		    c->actor->name, p->name, o->name);
	return 0;
}

void acting_handover(ctx *c, int who)
{
	const offices *s = offices_peek(c->n);
	int64_t window = param_int(c->n, "offices.handover_window");
	for (int i = 0; s && i < s->nrecs; i++) {
		const office_rec *r = s->recs[i];
		if (!r->handover_at)
			continue;
		const office *o = office_by_name(c->n, r->office);
		const office_def *d = office_def_find(c->n, r->office);
		const player *a = player_by_id(c->n, r->handover);
		int fresh = c->now - r->handover_at <= window;
		/* "as long as e would have normally been able to appoint that
		 * player": still the Supervisor; the player Voting, holding no
		 * seat of it; nobody active acting in it (R401.1 II, III). */
		const player *now_acting = r->acting ? player_by_id(c->n, r->acting) : NULL;
		int ok = o && d && fresh && office_holds(c->n, o, who) && supervises(c->n, d, who) &&
			 a && a->state == PS_VOTING && !office_holds(c->n, o, a->id) &&
			 !(now_acting && player_is_active(now_acting));
		if (!o || !office_holds(c->n, o, who))
			continue;
		office_rec *w = office_rec_of(c, r->office);
		UNDO_SET(c->j, w->handover, 0);
		UNDO_SET(c->j, w->handover_at, 0);
		if (!ok)
			continue;
		UNDO_SET(c->j, w->acting, a->id);
		ctx_announce(c, "%s goes on Vacation: %s acts as %s, as e named (R401.1 IV)",
			     holder_name(c->n, who), a->name, o->name);
	}
}
