/* substitute.c: who performs an office's duties now (R401.1 I, IV: its
 * holder, else its Acting Officer, else its Substitute; R405 (iv): the
 * Clerk of the Court is the Speaker's), and the Speaker's succession:
 * R413 (the Clerk of the Court is Acting Speaker when there is otherwise
 * no Speaker or Acting Speaker) and R405 (ix) (else the holder of the
 * first office, by the rule that defines it, held by an active player;
 * of several seats, the alphabetically first active seatholder).
 *
 * offices_review runs after every command in rules mode (offices_module.c)
 * so that it applies whenever it can: an office changes hands, a player
 * leaves, goes on Vacation or On Ice, or a rule goes. */
#include "gov/justice/justice.h"
#include "gov/offices/offices.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

const char *office_substitute(const office_def *d)
{
	/* R405 (iv): the Clerk of the Court for the Speaker; R401.1 IV: else
	 * the Supervisory (R403 (iv): the President for Functional Offices). */
	if (d && strcmp(d->name, "Speaker") == 0)
		return "Clerk of the Court";
	return office_supervisory(d);
}

/* Whether p may perform a duty now: an active player (R250 II a). */
static int performs(const nomic *n, int who)
{
	const player *p = who ? player_by_id(n, who) : NULL;
	return p && player_is_active(p);
}

/* The alphabetically first active seatholder of o (R405 (ix) c), 0 none. */
static int first_active_seatholder(const nomic *n, const office *o)
{
	int h[OFF_MAX_SEATS], k = office_seatholders(n, o, h), best = 0;
	for (int i = 0; i < k; i++)
		if (performs(n, h[i]) &&
		    (!best || strcasecmp(holder_name(n, h[i]), holder_name(n, best)) < 0))
			best = h[i];
	return best;
}

int office_performer(const nomic *n, const char *name)
{
	/* Each step goes to another office's Substitute; a chain of them
	 * that comes back (an office its own Supervisory, R401.1 IV) ends. */
	for (int step = 0; step < 8 && name; step++) {
		const office_def *d = office_def_find(n, name);
		const office *o = office_by_name(n, name);
		if (!d && !o)
			return 0;
		if (o) {
			int who = first_active_seatholder(n, o);
			if (who)
				return who;
			const office_rec *r = office_rec_peek(n, o->name);
			if (r && performs(n, r->acting))
				return r->acting;
		}
		const char *next = office_substitute(d);
		if (strcaseeq(next, name))
			return 0;
		name = next;
	}
	return 0;
}

/* R405 (ix) a-c: the offices in the order of the rules that define them
 * (the catalogue's order), those not held by an active player left out;
 * the top one's holder. Sets *from to the office. */
static int succession(const nomic *n, const office_def **from)
{
	/* Nobody to succeed when no seat has an active holder and no Justice
	 * is active: said once, not asked office by office by name (this runs
	 * after every command while the Speaker is vacant). */
	int j0[64], any = court_active_justices(n, j0, 64) > 0;
	for (int i = 0; !any && i < n->noffices; i++)
		any = first_active_seatholder(n, n->offices[i]) != 0;
	if (!any)
		return 0;
	for (int i = 0; office_def_at(i); i++) {
		const office_def *d = office_def_at(i);
		if (strcmp(d->name, "Speaker") == 0)
			continue;
		int who = 0;
		if (d->fill == FILL_OWN_RULE) {
			/* R416: the Justices are justice's; the first by name. */
			int j[64], k = court_active_justices(n, j, 64);
			for (int x = 0; x < k; x++)
				if (performs(n, j[x]) &&
				    (!who || strcasecmp(holder_name(n, j[x]), holder_name(n, who)) < 0))
					who = j[x];
		} else {
			const office *o = office_by_name(n, d->name);
			who = o ? first_active_seatholder(n, o) : 0;
		}
		/* Whether its rule is in force last: the holder is the cheap
		 * question, and this runs after every command. */
		if (who && player_by_id(n, who)->state == PS_VOTING && office_def_in_force(n, d)) {
			*from = d;
			return who;
		}
	}
	return 0;
}

/* R401.1 II: an Acting Officer who becomes ineligible (no longer a voting
 * player: left, On Ice, Non-Voting) no longer acts; nor once the holder
 * of the seat is active again (a Vacationing Officer back). */
static void acting_review(ctx *c)
{
	const offices *s = offices_peek(c->n);
	for (int i = 0; s && i < s->nrecs; i++) {
		const office_rec *r = s->recs[i];
		/* Most offices have nobody acting: no lookup for them (this runs
		 * after every command, at every event of a replay too). */
		int acting = r->acting;
		for (int k = 1; !acting && k < OFF_MAX_SEATS; k++)
			acting = r->seat_acting[k - 1];
		if (!acting)
			continue;
		const office *o = office_by_name(c->n, r->office);
		/* Seats past the first (grey.c, R401.1 III per seat). */
		for (int k = 1; o && k < OFF_MAX_SEATS; k++) {
			int who = r->seat_acting[k - 1];
			if (!who)
				continue;
			const player *a = player_by_id(c->n, who);
			int h = office_seat_holder(c->n, o, k);
			if (a && a->state != PS_VOTING && a->state != PS_VACATIONING)
				acting_end_seat(c, r->office, k, "no longer eligible, R401.1 II");
			else if (h && h != who && performs(c->n, h) &&
				 !impeachment_pending_for(c->n, o->name, h))
				acting_end_seat(c, r->office, k, "its holder is active again, R401.1 II");
		}
		if (!r->acting)
			continue;
		const player *a = player_by_id(c->n, r->acting);
		if (a && a->state != PS_VOTING && a->state != PS_VACATIONING)
			acting_end(c, r->office, "no longer eligible, R401.1 II");
		else if (o && o->holder && o->holder != r->acting && performs(c->n, o->holder) &&
			 !impeachment_pending_for(c->n, o->name, o->holder))
			acting_end(c, r->office, "its holder is active again, R401.1 II");
	}
}

/* R413, R405 (ix): an Acting Speaker when no active player is Speaker or
 * Acting Speaker. */
static void speaker_review(ctx *c)
{
	const office_def *sd = office_def_find(c->n, "Speaker");
	const office *so = office_by_name(c->n, "Speaker");
	if (!sd || !so || performs(c->n, so->holder))
		return;
	const office_rec *r = office_rec_peek(c->n, "Speaker");
	if (r && performs(c->n, r->acting))
		return;
	int who = 0;
	const char *why;
	char buf[160];
	const office *clerk = office_by_name(c->n, "Clerk of the Court");
	if (clerk && office_def_find(c->n, clerk->name) && performs(c->n, clerk->holder) &&
	    player_by_id(c->n, clerk->holder)->state == PS_VOTING) {
		who = clerk->holder;
		why = "the Clerk of the Court, R413, R405 (iv)";
	} else {
		const office_def *from = NULL;
		who = succession(c->n, &from);
		if (!who)
			return;
		snprintf(buf, sizeof buf, "the holder of %s, the first office held by an active "
			 "player, R405 (ix)", from->name);
		why = buf;
	}
	if (r && r->acting)
		acting_end(c, "Speaker", "no longer active, R405 (ix)");
	office_rec *w = office_rec_of(c, "Speaker");
	UNDO_SET(c->j, w->acting, who);
	ctx_say(c, "no active player is Speaker or Acting Speaker: %s now acts as Speaker (%s)",
		    holder_name(c->n, who), why);
}

void offices_review(ctx *c)
{
	/* Said publicly only (with its clause): the reply is the actor's own
	 * command's, whatever it set off (`office info Speaker` shows it). */
	size_t keep = c->out.len;
	acting_review(c);
	speaker_review(c);
	c->out.len = keep;
	if (c->out.s)
		c->out.s[keep] = 0;
}
