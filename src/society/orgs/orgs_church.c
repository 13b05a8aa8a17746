/* orgs_church.c: Churches and Cults (Ackanomic R1301) as a type of
 * Organisation (orgs_types.c's row "church"): what R1301 adds to an
 * organisation (struct church_info: its Founder, Dogma, hidden Policy,
 * Priests, whether it is a Cult), the checks the orgs' common code calls
 * (founding, R1301 2; at most three Churches, ¶6; a Cult's verbs, ¶8 b;
 * the Founder's announcement, ¶11), and the state after every command
 * (¶8 a: a Church with no Priest or under four members is a Cult; ¶8 i:
 * a Founder who left leaves it orphan). The players' commands are
 * orgs_church_cmd.c's. Changes go through the journal. */
#include "society/orgs/orgs.h"
#include "core/json_values.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

int org_is_church(const org *o)
{
	return o && strcmp(o->type->word, "church") == 0;
}

church_info *church_of(const nomic *n, const org *o)
{
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && o && i < s->nchurches; i++)
		if (s->churches[i]->org == o->id)
			return s->churches[i];
	return NULL;
}

static void church_free(void *p)
{
	church_info *ch = p;
	for (int i = 0; i < ch->npriests; i++)
		free(ch->priests[i]);
	free(ch->priests);
	free(ch->dogma);
	free(ch->policy);
	free(ch);
}

void church_free_state(orgs *s)
{
	for (int i = 0; i < s->nchurches; i++)
		church_free(s->churches[i]);
	free(s->churches);
}

static void month_of(gtime t, int *y, int *m)
{
	time_t tt = (time_t)t;
	struct tm tm;
	gmtime_r(&tt, &tm);
	*y = tm.tm_year;
	*m = tm.tm_mon;
}

/* R1301 2: "three Followers in addition to eirself", a Church Dogma, and
 * "A player may found at most one Church per calendar month" (UTC). */
int church_form_check(ctx *c, int followers, const char *dogma)
{
	int64_t need = param_int(c->n, "church.followers");
	if (followers < need)
		return ctx_fail(c, "a Church is founded with %lld Followers besides its Founder; you "
				"named %d (R1301 2)", (long long)need, followers);
	if (!dogma || !dogma[0] || strlen(dogma) > 4000 || strchr(dogma, '\n'))
		return ctx_fail(c, "a Church is founded with its Church Dogma, one line of 1 to 4000 "
				"characters: dogma \"TEXT\" after the members (R1301 2 d)");
	const orgs *s = orgs_peek(c->n);
	int y, m, n = 0;
	month_of(c->now, &y, &m);
	for (int i = 0; s && i < s->nchurches; i++) {
		int y2, m2;
		month_of(s->churches[i]->founded, &y2, &m2);
		n += s->churches[i]->original == c->actor->id && y2 == y && m2 == m;
	}
	int64_t most = param_int(c->n, "church.per_month");
	if (n >= most)
		return ctx_fail(c, "you founded %d Church%s this calendar month; a player founds at "
				"most %lld a month (R1301 2)", n, n == 1 ? "" : "es",
				(long long)most);
	return 0;
}

int church_formed(ctx *c, org *o, const char *dogma)
{
	orgs *s = orgs_of(c);
	church_info *ch = xcalloc(1, sizeof *ch);
	ch->org = o->id;
	ch->founder = ch->original = c->actor->id;
	ch->founded = c->now;
	ch->dogma = xstrdup(dogma);
	mut_append(c, (void ***)&s->churches, &s->nchurches, &s->churches_cap, ch, church_free);
	ctx_say(c, "%s is the Founder of the Church %s; its Church Dogma: \"%s\" (R1301 2)",
		c->actor->name, o->name, dogma);
	return 0;
}

/* R1301 6: "A player may not be a member of more than three Churches at
 * the same time." A Cult is a Church transformed (¶8 a, b: the same
 * name, the same organisation): it counts (docs/RULINGS.md). */
int church_join_check(ctx *c, const org *o, int player_id)
{
	if (!org_is_church(o))
		return 0;
	const orgs *s = orgs_peek(c->n);
	int n = 0;
	for (int i = 0; s && i < s->n; i++)
		n += !s->v[i]->gone && org_is_church(s->v[i]) &&
		     org_member_index(s->v[i], player_id) >= 0;
	int64_t most = param_int(c->n, "church.max_member");
	if (n >= most)
		return ctx_fail(c, "%s is a member of %d Churches (or Cults); a player is a member of "
				"at most %lld at the same time (R1301 6)",
				holder_name(c->n, player_id), n, (long long)most);
	return 0;
}

int church_is_priest(const nomic *n, const org *o, const church_info *ch, int pid)
{
	(void)n;
	int m = org_member_index(o, pid);
	if (m < 0 || !ch)
		return 0;
	/* ¶11 "only ... if e has been Ordained a Priest of that Church since
	 * the last time e joined"; ¶8 e: one who left is no longer one. */
	for (int i = 0; i < ch->npriests; i++)
		if (ch->priests[i]->player == pid && ch->priests[i]->seq >= o->members[m]->since_seq)
			return 1;
	return 0;
}

/* The most senior Priest (¶4 d: "the one who has been Priest for the
 * longest duration of time"), or 0. */
static int senior_priest(const nomic *n, const org *o, const church_info *ch)
{
	const church_priest *best = NULL;
	for (int i = 0; i < ch->npriests; i++) {
		const church_priest *p = ch->priests[i];
		if (!church_is_priest(n, o, ch, p->player))
			continue;
		if (!best || p->when < best->when || (p->when == best->when && p->seq < best->seq))
			best = p;
	}
	return best ? best->player : 0;
}

int church_authority(const nomic *n, const org *o, int pid, int ordaining)
{
	const church_info *ch = church_of(n, o);
	if (!ch || !pid || org_member_index(o, pid) < 0)
		return 0;
	if (ch->founder)
		return ch->founder == pid;
	/* ¶4 d "In the absence of the Founder, the most senior Priest will ...
	 * have the authority of the Founder, except for the power to ordain". */
	return !ordaining && senior_priest(n, o, ch) == pid;
}

/* ¶11 "the Founder has the authority to suggest and approve": the Founder
 * emself. With no Founder ¶11's own procedure follows (below), not ¶4 d's
 * senior Priest (docs/RULINGS.md). */
int church_announces(const nomic *n, const org *o, int pid)
{
	const church_info *ch = org_is_church(o) ? church_of(n, o) : NULL;
	return ch && ch->founder && ch->founder == pid && org_member_index(o, pid) >= 0;
}

int church_founderless(const nomic *n, const org *o)
{
	const church_info *ch = org_is_church(o) ? church_of(n, o) : NULL;
	return ch && !ch->founder;
}

static int approved_by(const int *ap, int nap, int pid)
{
	for (int i = 0; i < nap; i++)
		if (ap[i] == pid)
			return 1;
	return 0;
}

/* ¶11 b: "If all the Priests who are also Active players publically
 * approve before three days have elapsed": at least one such Priest. */
int church_priests_approve(const nomic *n, const org *o, const int *ap, int nap)
{
	const church_info *ch = church_of(n, o);
	int k = 0;
	for (int i = 0; ch && i < o->nmembers; i++) {
		int pid = o->members[i]->player;
		const player *p = player_by_id(n, pid);
		if (!p || !player_is_active(p) || !church_is_priest(n, o, ch, pid))
			continue;
		if (!approved_by(ap, nap, pid))
			return 0;
		k++;
	}
	return k > 0;
}

/* ¶11 b: "at least 2/3 of the members of the Church who are also Active
 * players publically approve": how many of them did (*k), of how many
 * (*of), and whether that is the thirds `church.approve_thirds` (2). */
int church_active_approve(const nomic *n, const org *o, const int *ap, int nap, int *k, int *of)
{
	*k = *of = 0;
	for (int i = 0; i < o->nmembers; i++) {
		int pid = o->members[i]->player;
		const player *p = player_by_id(n, pid);
		if (!p || !player_is_active(p))
			continue;
		(*of)++;
		*k += approved_by(ap, nap, pid);
	}
	return 3 * (int64_t)*k >= param_int(n, "church.approve_thirds") * (int64_t)*of;
}

/* ¶11 b "not a single Priest debunks it": with no Founder only a Priest's
 * denunciation counts; -1 with c->err for another member's. */
int church_debunk_check(ctx *c, const org *o)
{
	const church_info *ch = org_is_church(o) ? church_of(c->n, o) : NULL;
	if (!ch || ch->founder || church_is_priest(c->n, o, ch, c->actor->id))
		return 0;
	return ctx_fail(c, "%s has no Founder: only a Priest debunks its suggestions (R1301 ¶11 b)",
			o->name);
}

/* ¶8 b: "it is impermissible for the Cult to trade or to use any
 * Institutional Powers. This takes precedence over R1003." */
int church_verb_check(ctx *c, const org *o, const char *verb)
{
	const church_info *ch = org_is_church(o) ? church_of(c->n, o) : NULL;
	if (!ch || !ch->cult)
		return 0;
	static const char *const trades[] = {"offer", "accept", "decline", "withdraw", "power"};
	for (size_t i = 0; i < sizeof trades / sizeof *trades; i++)
		if (strcaseeq(verb, trades[i]))
			return ctx_fail(c, "%s is a Cult: it may not trade nor use Institutional Powers "
					"(R1301 8 b)", o->name);
	return 0;
}

/* Members, and Priests with the Founder counted (¶8 c "For purposes of
 * membership, the Church Founder is considered a Priest"). */
static void count(const nomic *n, const org *o, const church_info *ch, int *members, int *priests)
{
	*members = o->nmembers;
	*priests = 0;
	for (int i = 0; i < o->nmembers; i++) {
		int pid = o->members[i]->player;
		*priests += pid == ch->founder || church_is_priest(n, o, ch, pid);
	}
}

/* ¶8 g: "If a Cult has at least four members, at least one of which is a
 * Priest of that Cult, it can transform itself into a Church, as an
 * Organizational Action." */
int church_verb_transform(ctx *c, org *o)
{
	church_info *ch = org_is_church(o) ? church_of(c->n, o) : NULL;
	if (!ch)
		return ctx_fail(c, "%s is not a Cult (R1301 8 g)", o->name);
	if (!ch->cult)
		return ctx_fail(c, "%s is a Church already (R1301 8 g)", o->name);
	int m, p;
	count(c->n, o, ch, &m, &p);
	int64_t need = param_int(c->n, "church.min_members");
	if (m < need || p < 1)
		return ctx_fail(c, "a Cult transforms into a Church with at least %lld members, one "
				"a Priest; %s has %d members and %d Priests (R1301 8 g)",
				(long long)need, o->name, m, p);
	UNDO_SET(c->j, ch->cult, 0);
	ctx_say(c, "the Cult %s transforms itself into a Church (R1301 8 g)", o->name);
	return 0;
}

json_t *church_json(const nomic *n, const org *o)
{
	const church_info *ch = church_of(n, o);
	if (!ch)
		return json_null();
	json_t *pr = json_array();
	for (int i = 0; i < ch->npriests; i++)
		if (church_is_priest(n, o, ch, ch->priests[i]->player))
			json_array_append_new(pr, json_pack("{s:o, s:o}", "player",
							    json_holder(n, ch->priests[i]->player),
							    "since", json_gtime(ch->priests[i]->when)));
	return json_pack("{s:b, s:o, s:o, s:s, s:o, s:b}", "cult", ch->cult, "founder",
			 ch->founder ? json_holder(n, ch->founder) : json_null(), "founded_by",
			 json_holder(n, ch->original), "dogma", ch->dogma, "priests", pr,
			 "policy_set", ch->policy != NULL);
}

int church_set_founder(ctx *c, org *o, int pid, const char *why)
{
	church_info *ch = church_of(c->n, o);
	if (!ch)
		return ctx_fail(c, "%s is not a Church or Cult (R1301)", o->name);
	UNDO_SET(c->j, ch->founder, pid);
	ctx_say(c, "%s is the Founder of %s (%s)", holder_name(c->n, pid), o->name, why);
	return 0;
}

/* After every command: ¶8 i a Founder no longer a member leaves the
 * Church orphan (no Founder); ¶8 a a Church with no Priest or fewer than
 * four members is transformed into a Cult, keeping what it owns (¶8 b:
 * the same organisation). Going back is ¶8 g's Organisational Action. */
int church_settle(ctx *c)
{
	orgs *s = c->n->orgs;
	for (int i = 0; s && i < s->nchurches; i++) {
		church_info *ch = s->churches[i];
		org *o = org_by_id(c->n, ch->org);
		if (!o || o->gone)
			continue;
		if (ch->founder && org_member_index(o, ch->founder) < 0) {
			ctx_say(c, "%s is no longer a member of %s: it has no Founder and is orphan "
				"(R1301 8 i)", holder_name(c->n, ch->founder), o->name);
			UNDO_SET(c->j, ch->founder, 0);
		}
		int m, p;
		count(c->n, o, ch, &m, &p);
		if (!ch->cult && (p < 1 || m < param_int(c->n, "church.min_members"))) {
			UNDO_SET(c->j, ch->cult, 1);
			ctx_say(c, "the Church %s has %d member%s and %d Priest%s: it is transformed "
				"into a Cult, keeping all it owns (R1301 8 a, b)", o->name, m,
				m == 1 ? "" : "s", p, p == 1 ? "" : "s");
		}
	}
	return 0;
}
