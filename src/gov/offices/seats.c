/* seats.c: offices of several seats (Ackanomic R401 (i), R403 (i); the
 * seed's Grey Council, R1031): who holds which seat, filling the first
 * vacant one (R402 (ii) b, g), leaving one (R401 (vi)), and the vacancy's
 * Nomination (R401 (ix), R403 (vi), R405 (ii)).
 *
 * Seat 1 of every office is core's holder (core/state.h), so that a
 * one-seat office is exactly what it was; seats 2.. live in the office's
 * record here (office_rec.extra), changed only through the journal. */
#include "gov/offices/offices.h"

#include <string.h>

int office_seat_holder(const nomic *n, const office *o, int k)
{
	if (k == 0)
		return o->holder;
	const office_rec *r = office_rec_peek(n, o->name);
	return r && k > 0 && k < OFF_MAX_SEATS ? r->extra[k - 1] : 0;
}

static int nseats_of(const nomic *n, const office *o)
{
	return office_nseats(n, office_def_find(n, o->name));
}

int office_vacant_seats(const nomic *n, const office *o)
{
	int k = nseats_of(n, o), v = 0;
	for (int i = 0; i < k; i++)
		v += !office_seat_holder(n, o, i);
	return v;
}

int office_holds(const nomic *n, const office *o, int who)
{
	if (!who)
		return 0;
	for (int i = 0; i < OFF_MAX_SEATS; i++)
		if (office_seat_holder(n, o, i) == who)
			return 1;
	return 0;
}

int office_seatholders(const nomic *n, const office *o, int *out)
{
	/* Seat 1 vacant and no record (seats 2.. live in it): nobody, however
	 * many seats. Said without the catalogue's lookup of the number of
	 * seats: the Speaker's succession asks this of every office after
	 * every command while the Speaker is vacant (issue 17 item 3). */
	if (!o->holder && !office_rec_peek(n, o->name))
		return 0;
	int k = nseats_of(n, o), m = 0;
	for (int i = 0; i < k; i++)
		if (office_seat_holder(n, o, i))
			out[m++] = office_seat_holder(n, o, i);
	return m;
}

/* The seat (0 first) who is to take in o: the first vacant one, or with
 * the seats by Caste (R1031 ¶2) the first vacant one of eir Caste; -1. */
static int seat_for(const nomic *n, const office *o, const office_def *d, int who)
{
	int k = office_nseats(n, d), caste = office_player_caste(n, who);
	for (int i = 0; i < k; i++)
		if (!office_seat_holder(n, o, i) &&
		    (!office_by_caste(n, d) || office_seat_caste(n, d, i) == caste))
			return i;
	return -1;
}

void office_seat(ctx *c, office *o, const office_def *d, int who, const char *why)
{
	int k = office_nseats(c->n, d), i = k == 1 ? 0 : seat_for(c->n, o, d, who);
	if (i < 0 || (k > 1 && office_holds(c->n, o, who)))
		return; /* no vacant seat (of eir Caste), or e holds one (R401 (i)): the
			 * callers count them first */
	if (i == 0) {
		/* R401.1 II, said in this reply (on_change, for core's `appoint`,
		 * says it publicly only). on_change tells "office" for seat 1. */
		acting_end(c, o->name, "the seat is filled, R401.1 II");
		mut_office_holder(c, o, who);
	} else {
		office_rec *r = office_rec_of(c, o->name);
		UNDO_SET(c->j, r->extra[i - 1], who);
		UNDO_SET(c->j, r->extra_since[i - 1], c->now);
		acting_end_seat(c, o->name, i, "the seat is filled, R401.1 II");
		office_event(c, "filled", o, i, who);
	}
	int g = office_seat_caste(c->n, d, i);
	if (k == 1)
		ctx_say(c, "%s now holds %s (%s)", holder_name(c->n, who), o->name, why);
	else if (g >= 0)
		ctx_say(c, "%s now holds seat %d of %s, a seat of the %s (%s, R1031)",
			holder_name(c->n, who), i + 1, o->name, office_caste_name(g), why);
	else
		ctx_say(c, "%s now holds seat %d of %s (%s)", holder_name(c->n, who), i + 1,
			     o->name, why);
}

void office_vacancy(ctx *c, office *o, const char *why)
{
	const office_def *d = office_def_find(c->n, o->name);
	/* R401 (viii) b: an optional office waits for a player to insist. */
	if (!d || !offices_rules_run(c->n) || d->optional || d->fill == FILL_OWN_RULE ||
	    nomination_for(c->n, o->name))
		return;
	if (nomination_open(c, o, d, 0, why) < 0) {
		c->err.len = 0; /* cannot happen: checked above; a vacancy never refuses */
		if (c->err.s)
			c->err.s[0] = 0;
	}
}

int office_unseat(ctx *c, office *o, int who, const char *why)
{
	if (!who)
		return 0;
	if (o->holder == who) {
		mut_office_holder(c, o, 0); /* on_change calls the Nomination */
		return 1;
	}
	const office_rec *peek = office_rec_peek(c->n, o->name);
	for (int i = 0; peek && i < OFF_MAX_SEATS - 1; i++) {
		if (peek->extra[i] != who)
			continue;
		office_rec *r = office_rec_of(c, o->name);
		UNDO_SET(c->j, r->extra[i], 0);
		UNDO_SET(c->j, r->extra_since[i], 0);
		office_event(c, "vacated", o, i + 1, who);
		ctx_announce(c, "%s no longer holds seat %d of %s (%s)", holder_name(c->n, who), i + 2,
			     o->name, why);
		office_vacancy(c, o, "a seat is vacant, R401 (ix)");
		return 1;
	}
	return 0;
}

void office_unseat_everywhere(ctx *c, int who, const char *why)
{
	for (int i = 0; i < c->n->noffices; i++)
		if (c->n->offices[i]->holder != who)
			office_unseat(c, c->n->offices[i], who, why);
}

/* `step down OFFICE`: R401 (vi), for a seat past the first of an office
 * of several seats (core's `resign` leaves seat 1). */
int offices_cmd_step_down(ctx *c, int argc, char **argv)
{
	(void)argc;
	office *o = arg_office(c, argv[0]);
	if (!o)
		return -1;
	if (o->holder == c->actor->id)
		return ctx_fail(c, "you hold seat 1 of %s: `resign %s` (R401 (vi))", o->name,
				o->name);
	if (!office_holds(c->n, o, c->actor->id))
		return ctx_fail(c, "you hold no seat of %s", o->name);
	ctx_arg_str(c, "office", o->name);
	ctx_reply(c, "you no longer hold a seat of %s (R401 (vi))", o->name);
	office_unseat(c, o, c->actor->id, "stepped down, R401 (vi)");
	return 0;
}
