/* impeach.c: Impeachment Papers (Ackanomic R404): a voting player's IP
 * against one officer (R404 (i), with its limits: one pending per author,
 * one per calendar week, one per officer per calendar month), the votes
 * of the voting players but the officer (R404 (ii), public), the officer
 * Acting meanwhile (R404 (iii)), and the resolution (R404 (iv)-(vi)): the
 * seat opens, or the officer is restored and the author penalized. */
#include "gov/offices/offices.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const impeachment *impeachment_pending(const nomic *n, const char *name)
{
	const offices *s = n->offices_state;
	for (int i = 0; s && i < s->nips; i++)
		if (!s->ips[i]->resolved && strcaseeq(s->ips[i]->office, name))
			return s->ips[i];
	return NULL;
}

const impeachment *impeachment_pending_for(const nomic *n, const char *name, int officer)
{
	const offices *s = n->offices_state;
	for (int i = 0; s && i < s->nips; i++)
		if (!s->ips[i]->resolved && s->ips[i]->officer == officer &&
		    strcaseeq(s->ips[i]->office, name))
			return s->ips[i];
	return NULL;
}

static impeachment *ip_by_id(const nomic *n, int id)
{
	const offices *s = n->offices_state;
	for (int i = 0; s && i < s->nips; i++)
		if (s->ips[i]->id == id)
			return s->ips[i];
	return NULL;
}

/* `impeach PLAYER [from] OFFICE`: R404 (i). */
int offices_cmd_impeach(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "from"))
		return ctx_fail(c, "usage: impeach PLAYER [from] OFFICE");
	player *p = arg_player(c, argv[0]);
	office *o;
	if (!p || !(o = arg_office(c, argv[argc - 1])))
		return -1;
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "only a voting player authors an Impeachment Paper (R404 (i))");
	/* R404 (i) "one Player from one Office held by that Player": with
	 * offices.per_seat the holder of any seat (grey.c), else seat 1's. */
	int per_seat = offices_per_seat(c->n);
	if (per_seat ? !office_holds(c->n, o, p->id) : o->holder != p->id)
		return ctx_fail(c, "%s does not hold %s (R404 (i))", p->name, o->name);
	if (per_seat ? impeachment_pending_for(c->n, o->name, p->id) != NULL
		     : impeachment_pending(c->n, o->name) != NULL)
		return ctx_fail(c, "an Impeachment Paper against %s as %s is already pending",
				p->name, o->name);
	const offices *s = offices_peek(c->n);
	int64_t week = calendar_week(c->now), month = offices_month(c->now);
	for (int i = 0; s && i < s->nips; i++) {
		const impeachment *m = s->ips[i];
		if (m->author != c->actor->id)
			continue;
		if (!m->resolved)
			return ctx_fail(c, "your Impeachment Paper %d is still pending: one at a time "
					"(R404 (i))", m->id);
		if (calendar_week(m->opened) == week)
			return ctx_fail(c, "you submitted Impeachment Paper %d this calendar week: one "
					"a week (R404 (i))", m->id);
		if (m->officer == p->id && offices_month(m->opened) == month)
			return ctx_fail(c, "you submitted Impeachment Paper %d against %s this "
					"calendar month: one a month against the same officer "
					"(R404 (i))", m->id, p->name);
	}
	offices *w = offices_of(c);
	impeachment *m = xcalloc(1, sizeof *m);
	m->id = w->nips + 1;
	m->author = c->actor->id;
	m->officer = p->id;
	m->office = xstrdup(o->name);
	m->opened = c->now;
	m->ends = c->now + param_int(c->n, "offices.ip_days");
	m->dl = deadline_add(c, m->ends, &dl_ip_end, 0, m->id);
	mut_append(c, (void ***)&w->ips, &w->nips, &w->ips_cap, m, impeachment_free);
	char until[40];
	format_time(m->ends, until, sizeof until);
	ctx_arg_str(c, "office", o->name);
	ctx_say(c, "Impeachment Paper %d by %s: remove %s from %s; vote with `ip vote %d yes|no` "
		    "until %s; %s holds %s in an Acting capacity meanwhile (R404 (i)-(iii))", m->id,
		    c->actor->name, p->name, o->name, m->id, until, p->name, o->name);
	return 0;
}

/* `ip vote N yes|no`: R404 (ii). */
int offices_cmd_ip_vote(ctx *c, int argc, char **argv)
{
	(void)argc;
	char *end;
	long id = strtol(argv[0], &end, 10);
	impeachment *m = *end || id <= 0 ? NULL : ip_by_id(c->n, (int)id);
	if (!m)
		return ctx_fail(c, "there is no Impeachment Paper '%s'", argv[0]);
	int yes;
	if (strcaseeq(argv[1], "yes"))
		yes = 1;
	else if (strcaseeq(argv[1], "no"))
		yes = 0;
	else
		return ctx_fail(c, "a vote on an Impeachment Paper is yes or no (R404 (ii))");
	if (m->resolved)
		return ctx_fail(c, "Impeachment Paper %d is resolved", m->id);
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "only voting players vote on an Impeachment Paper (R404 (ii))");
	if (c->actor->id == m->officer)
		return ctx_fail(c, "the officer named in Impeachment Paper %d may not vote on it "
				"(R404 (ii))", m->id);
	/* R1031 c: only the members of a Grey Council member's Caste vote
	 * on eir impeachment. */
	office *o = office_by_name(c->n, m->office);
	const char *why = o ? grey_vote_refusal(c->n, o, c->actor->id, m->officer, "R1031 c")
			    : NULL;
	if (why)
		return ctx_fail(c, "%s", why);
	for (int i = 0; i < m->nvotes; i++)
		if (m->votes[i]->voter == c->actor->id)
			return ctx_fail(c, "you have already voted %s on Impeachment Paper %d: one vote "
					"each (R404 (ii))", m->votes[i]->yes ? "YES" : "NO", m->id);
	ip_vote *v = xcalloc(1, sizeof *v);
	v->voter = c->actor->id;
	v->yes = yes;
	mut_append(c, (void ***)&m->votes, &m->nvotes, &m->votes_cap, v, free);
	ctx_arg_int(c, "ip", m->id);
	/* R404 (ii): the votes are cast in the public forum. */
	ctx_say(c, "%s votes %s on Impeachment Paper %d (R404 (ii))", c->actor->name,
		    yes ? "YES" : "NO", m->id);
	return 0;
}

/* R404 (iv)-(vi): the resolution. */
static int fire_ip_end(ctx *c, const deadline *d)
{
	impeachment *m = ip_by_id(c->n, (int)d->aux);
	if (!m || m->dl != d->id || m->resolved)
		return 0;
	UNDO_SET(c->j, m->dl, 0); /* popped already */
	int64_t active = 0, voted = 0, yes = 0;
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (p->id != m->officer && player_is_active(p))
			active++;
	}
	for (int i = 0; i < m->nvotes; i++) {
		voted++;
		yes += m->votes[i]->yes;
	}
	int64_t quorum = param_int(c->n, "offices.ip_quorum");
	int64_t all = param_int(c->n, "offices.ip_all_yes");
	int64_t num = param_int(c->n, "offices.ip_voters_num");
	int64_t den = param_int(c->n, "offices.ip_voters_den");
	int accepted = 0, caste_vote = 0;
	const char *why;
	office *o = office_by_name(c->n, m->office);
	int g = o ? office_player_caste(c->n, m->officer) : -1;
	if (o && g >= 0 && office_by_caste(c->n, office_def_find(c->n, o->name))) {
		/* R1031 c: ACCEPTED if at least 1/2 of the members of the Caste
		 * (but the officer, who may not vote, R404 (ii)) voted on it, and
		 * 2/3 of those voting voted YES; else REJECTED. */
		active = offices_castes->size(c->n, g) - 1;
		caste_vote = 1;
		int64_t share = param_int(c->n, "offices.grey_ip_voted");
		num = param_int(c->n, "offices.grey_ip_num");
		den = param_int(c->n, "offices.grey_ip_den");
		if (!voted || voted * 100 < share * active)
			why = "fewer than half the other members of eir Caste voted, R1031 c";
		else if (yes * den >= num * voted)
			accepted = 1, why = "half eir Caste voted and 2/3 of them YES, R1031 c";
		else
			why = "fewer than 2/3 of the votes were YES, R1031 c";
	} else if (voted * 100 < quorum * active)
		why = "fewer than the quorum of active players voted, R404 (iv)";
	else if (yes * 100 >= all * active)
		accepted = 1, why = "enough of all active players voted YES, R404 (iv) a";
	else if (yes * den >= num * voted)
		accepted = 1, why = "enough of the votes were YES, R404 (iv) b";
	else
		why = "neither majority, R404 (iv)";
	UNDO_SET(c->j, m->resolved, accepted ? 1 : 2);
	char among[120];
	if (caste_vote)
		snprintf(among, sizeof among, "other members of the %s", office_caste_name(g));
	else
		snprintf(among, sizeof among, "active players but the officer");
	ctx_say(c, "Impeachment Paper %d is %s: %lld YES, %lld NO; %lld %s (%s)", m->id,
		accepted ? "ACCEPTED" : "REJECTED", (long long)yes, (long long)(voted - yes),
		(long long)active, among, why);
	if (accepted) {
		if (o && o->holder == m->officer) {
			ctx_say(c, "%s is removed from %s: the seat is open (R404 (v))",
				    holder_name(c->n, m->officer), o->name);
			mut_office_holder(c, o, 0);
		} else if (o && offices_per_seat(c->n) && office_holds(c->n, o, m->officer)) {
			/* A seat past the first (grey.c). */
			ctx_say(c, "%s is removed from %s: the seat is open (R404 (v))",
				    holder_name(c->n, m->officer), o->name);
			office_unseat(c, o, m->officer, "impeached, R404 (v)");
		}
		/* Told to the other parts (R611 ¶6 counts offices from "the
		 * players most recent impeachment"): {"id", "player", "office"}. */
		json_t *ev = json_pack("{s:i, s:s, s:s}", "id", m->id, "player",
				       holder_name(c->n, m->officer), "office", m->office);
		ctx_emit(c, "impeachment", ev);
		json_decref(ev);
		return 0;
	}
	if (o && (o->holder == m->officer ||
		  (offices_per_seat(c->n) && office_holds(c->n, o, m->officer))))
		ctx_say(c, "%s is restored to %s (R404 (vi))", holder_name(c->n, m->officer),
			    m->office);
	const currency *pts = currency_by_name(c->n, "points");
	int64_t pen = param_int(c->n, "offices.ip_penalty");
	if (pts && pen && ledger_add(c, m->author, pts, -pen) == 0)
		ctx_say(c, "%s, its author, is penalized %lld points (R404 (vi))",
			    holder_name(c->n, m->author), (long long)pen);
	return 0;
}

const deadline_kind dl_ip_end = {"office-impeachment", "R404 (iv)", fire_ip_end, NULL};

int offices_cmd_ips(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const offices *s = offices_peek(c->n);
	static const char *const state[] = {"pending", "ACCEPTED", "REJECTED"};
	int lines = 0;
	for (int i = 0; s && i < s->nips; i++) {
		const impeachment *m = s->ips[i];
		int yes = 0;
		for (int k = 0; k < m->nvotes; k++)
			yes += m->votes[k]->yes;
		char until[40];
		format_time(m->ends, until, sizeof until);
		ctx_reply(c, "%sIP %d by %s: remove %s from %s; %s; %d YES, %d NO; voting until %s",
			  lines++ ? "\n" : "", m->id, holder_name(c->n, m->author),
			  holder_name(c->n, m->officer), m->office, state[m->resolved], yes,
			  m->nvotes - yes, until);
	}
	lines = fip_list(c, lines); /* R403 (v) */
	if (!lines)
		ctx_reply(c, "no Impeachment Papers (R404)");
	return 0;
}
