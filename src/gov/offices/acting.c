/* acting.c: Acting Officers (Ackanomic R401.1): who appoints them (the
 * Supervisor, R401.1 IV; the President for Functional Offices, R403 (iv)),
 * when (no active holder, R401.1 III), who may act (R401.1 II), when
 * acting ends (a holder in the normal capacity, R401.1 II), and the
 * vacation hand-over (R401.1 IV ¶3: a Supervisor who holds a seat of an
 * office e supervises names its Acting Officer in the day before going on
 * Vacation). */
#include "gov/offices/offices.h"

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

/* `acting PLAYER [as] OFFICE`: R401.1 III, IV. */
int offices_cmd_acting(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "as"))
		return ctx_fail(c, "usage: acting PLAYER [as] OFFICE");
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
