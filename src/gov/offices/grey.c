/* grey.c: offices seat by seat (Ackanomic R401 (i): "A Seat is either held
 * by one Player or it is vacant") and the Grey Council by Caste (R1031:
 * "Each Caste (Worker, Warrior, Religious) has the right to fill 3 seats";
 * a) only a member of a Caste nominates emself for its seats, b) only its
 * members vote in the election for them, c) only its members vote on the
 * impeachment of a member of that Caste).
 *
 * Behind offices.per_seat (0 before level 6, so that older nomics replay
 * as they were played; docs/ARCHITECTURE.md, Behaviour levels). The Castes
 * are society's (src/society/castes); gov does not include society, so
 * they come through offices_castes, set in src/modules.c.
 *
 * Seat k (0 first) of the Grey Council belongs to Caste k / 3
 * (offices.grey_caste_seats): seats 1-3 the Worker Caste's, 4-6 the
 * Warrior Caste's, 7-9 the Religious Caste's, in R1031's order. */
#include "gov/offices/offices.h"

#include <stdio.h>
#include <string.h>

int offices_per_seat(const nomic *n)
{
	return param_int(n, "offices.per_seat") == 1;
}

int office_by_caste(const nomic *n, const office_def *d)
{
	/* R1031 is the rule that gives an office's seats to Castes. */
	return d && offices_castes && strcmp(d->rule, "R1031") == 0 && offices_per_seat(n);
}

int office_seat_caste(const nomic *n, const office_def *d, int k)
{
	if (!office_by_caste(n, d))
		return -1;
	int64_t per = param_int(n, "offices.grey_caste_seats");
	if (per < 1 || k < 0)
		return -1;
	/* Seats past 3 x 3 (offices.grey_council_seats raised) are no Caste's. */
	return k / per < offices_castes->ncastes ? (int)(k / per) : -1;
}

int office_player_caste(const nomic *n, int who)
{
	return offices_castes && who ? offices_castes->caste_of(n, who) : -1;
}

const char *office_caste_name(int caste)
{
	return offices_castes && caste >= 0 ? offices_castes->name(caste) : "no Caste";
}

static const char *caste_word_of(int caste)
{
	return offices_castes && caste >= 0 ? offices_castes->word(caste) : "";
}

int office_vacant_caste_seats(const nomic *n, const office *o, int caste)
{
	const office_def *d = office_def_find(n, o->name);
	int k = office_nseats(n, d), v = 0;
	for (int i = 0; i < k; i++)
		v += office_seat_caste(n, d, i) == caste && !office_seat_holder(n, o, i);
	return v;
}

int office_seat_of(const nomic *n, const office *o, int who)
{
	for (int i = 0; who && i < OFF_MAX_SEATS; i++)
		if (office_seat_holder(n, o, i) == who)
			return i;
	return -1;
}

const char *grey_stand_refusal(const nomic *n, const office *o, const player *p)
{
	const office_def *d = office_def_find(n, o->name);
	if (!office_by_caste(n, d))
		return NULL;
	int g = office_player_caste(n, p->id);
	/* R1031 a: every seat is a Caste's; a player in no Caste nominates
	 * emself for none (docs/RULINGS.md). */
	if (g < 0)
		return "only a member of a Caste may stand for the seats it has the right to fill, "
		       "and you are in no Caste (R1031 a)";
	if (!office_vacant_caste_seats(n, o, g)) {
		static char why[160];
		snprintf(why, sizeof why, "no seat the %s has the right to fill is vacant (R1031 a)",
			 office_caste_name(g));
		return why;
	}
	return NULL;
}

const char *grey_vote_refusal(const nomic *n, const office *o, int voter, int nominee,
			      const char *clause)
{
	const office_def *d = office_def_find(n, o->name);
	if (!office_by_caste(n, d))
		return NULL;
	int gv = office_player_caste(n, voter), gn = office_player_caste(n, nominee);
	static char why[200];
	/* b: the election for a Caste's seats; c: the impeachment of its member. */
	const char *what = strcmp(clause, "R1031 c") == 0 ? "on the impeachment of" : "for";
	const char *whose = strcmp(clause, "R1031 c") == 0 ? "members" : "seats";
	if (gv < 0)
		snprintf(why, sizeof why, "you are in no Caste: only the members of a Caste vote %s "
			 "its %s (%s)", what, whose, clause);
	else if (gv != gn)
		snprintf(why, sizeof why, "only members of the %s vote %s its %s; you are of the %s "
			 "(%s)", office_caste_name(gn), what, whose, office_caste_name(gv), clause);
	else
		return NULL;
	return why;
}

void office_event(ctx *c, const char *what, const office *o, int seat, int who)
{
	const office_def *d = office_def_find(c->n, o->name);
	json_t *ev = json_pack("{s:s, s:s, s:i, s:i, s:s, s:s}", "what", what, "office", o->name,
			       "seat", seat + 1, "player", who, "name", holder_name(c->n, who),
			       "caste", caste_word_of(office_seat_caste(c->n, d, seat)));
	ctx_emit(c, "office", ev);
	json_decref(ev);
}

int offices_holds_seat(const nomic *n, const office *o, int id)
{
	int k = office_nseats(n, office_def_find(n, o->name));
	for (int i = 1; i < k; i++)
		if (office_seat_holder(n, o, i) == id)
			return 1;
	return 0;
}

int offices_seat_lines(const nomic *n, const office *o, sbuf *out)
{
	const office_def *d = office_def_find(n, o->name);
	int k = office_nseats(n, d);
	if (!d || k < 2)
		return 0;
	sbuf_printf(out, "%s:", o->name);
	for (int i = 0; i < k; i++) {
		int h = office_seat_holder(n, o, i), g = office_seat_caste(n, d, i);
		int a = office_seat_acting(n, o->name, i);
		sbuf_printf(out, "%s seat %d%s%s%s: %s%s%s", i ? ";" : "", i + 1, g >= 0 ? " (" : "",
			    g >= 0 ? office_caste_name(g) : "", g >= 0 ? ")" : "",
			    h ? holder_name(n, h) : "vacant", a ? ", acting: " : "",
			    a ? holder_name(n, a) : "");
	}
	return 1;
}
