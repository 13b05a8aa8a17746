/* orgs_church_cmd.c: the players' commands for Churches and Cults
 * (Ackanomic R1301): `church show` (¶2 d the Dogma public; ¶3 e the
 * Policy its members' alone), `church policy` (¶3 d: set by the Founder, a
 * hidden event, core/visibility.h), `church ordain|defrock|excommunicate`
 * (¶4 a, b, d), `church petition|accept` (¶7 a, b), `church restore` (the
 * admin's record that an orphan Church met ¶8 i's conditions). Founding is
 * `org form NAME church ... dogma "TEXT"` (orgs_cmd.c with
 * orgs_church.c's checks); leaving is `org leave` (¶7 c). */
#include "society/orgs/orgs.h"

#include <stdlib.h>
#include <string.h>

static org *church_arg(ctx *c, const char *word, church_info **out)
{
	org *o = org_arg(c, word);
	if (!o)
		return NULL;
	*out = org_is_church(o) ? church_of(c->n, o) : NULL;
	if (!*out) {
		ctx_fail(c, "%s is not a Church or Cult (R1301)", o->name);
		return NULL;
	}
	return o;
}

static int viewer_pid(const ctx *c)
{
	return c->kind == ACTOR_PLAYER && c->actor ? c->actor->id : 0;
}

/* `church show NAME`: what is public (¶2: its Founder, members, Dogma;
 * its Priests) and, to a member or the admin alone, its Church Policy
 * (¶3 b "an internal Church document", e "not obliged to divulge"). */
int churches_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o)
		return -1;
	ctx_reply(c, "%s %s%s; Founder %s", ch->cult ? "Cult" : "Church", o->name,
		  o->gone ? " (disbanded)" : "",
		  ch->founder ? holder_name(c->n, ch->founder) : "none (orphan, R1301 8 i)");
	ctx_reply(c, "\n  founded by %s (R1301 2)", holder_name(c->n, ch->original));
	ctx_reply(c, "\n  Church Dogma: \"%s\" (R1301 2 d)", ch->dogma);
	ctx_reply(c, "\n  members:");
	for (int i = 0; i < o->nmembers; i++) {
		int pid = o->members[i]->player;
		ctx_reply(c, " %s%s", holder_name(c->n, pid),
			  pid == ch->founder ? " (Founder)"
			  : church_is_priest(c->n, o, ch, pid) ? " (Priest)"
							      : "");
	}
	int pid = viewer_pid(c);
	if (c->kind == ACTOR_ADMIN || (pid && org_member_index(o, pid) >= 0))
		ctx_reply(c, "\n  Church Policy (its members' alone, R1301 3 b, e): %s",
			  ch->policy ? ch->policy : "none set");
	else
		ctx_reply(c, "\n  Church Policy: %s (its members' alone, R1301 3 e)",
			  ch->policy ? "kept" : "none set");
	return 0;
}

/* `church policy NAME "TEXT"`: ¶3 d "The initial Church Policy will be set
 * by the Founder. Church Policy may only change according to Church
 * Policy." The server cannot read a Policy, so the Founder sets it and
 * sets it again (docs/RULINGS.md). Hidden: the event is eir own and the
 * admin's (core/visibility.h); members read it in `church show`. */
int churches_cmd_policy(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o)
		return -1;
	if (!ch->founder || ch->founder != c->actor->id)
		return ctx_fail(c, "only the Founder of %s sets its Church Policy (R1301 3 d)",
				o->name);
	const char *text = argv[1];
	if (!text[0] || strlen(text) > 4000 || strchr(text, '\n'))
		return ctx_fail(c, "a Church Policy is one line of 1 to 4000 characters (R1301 3)");
	c->hidden = 1;
	undo_string(c->j, &ch->policy);
	ch->policy = xstrdup(text);
	ctx_reply(c, "you set the Church Policy of %s; it is hidden: its members alone see it "
		  "(`church show %s`, R1301 3 b, d, e)", o->name, o->name);
	return 0;
}

static int authority_check(ctx *c, const org *o, const church_info *ch, int ordaining,
			   const char *what)
{
	if (church_authority(c->n, o, c->actor->id, ordaining))
		return 0;
	if (ordaining)
		return ctx_fail(c, "only the Founder of %s may %s (R1301 4 a, d: in eir absence no "
				"one ordains)", o->name, what);
	return ctx_fail(c, "only the Founder of %s%s may %s (R1301 4 a, d)", o->name,
			ch->founder ? "" : " (in eir absence its most senior Priest)", what);
}

int church_do_ordain(ctx *c, org *o, const player *p, const char *who)
{
	church_info *ch = church_of(c->n, o);
	if (org_member_index(o, p->id) < 0)
		return ctx_fail(c, "%s is not a member of %s (R1301 4 b)", p->name, o->name);
	if (church_is_priest(c->n, o, ch, p->id))
		return ctx_fail(c, "%s is a Priest of %s already", p->name, o->name);
	for (int i = ch->npriests - 1; i >= 0; i--) /* an old ordination, void since (¶11) */
		if (ch->priests[i]->player == p->id)
			mut_remove_at(c, (void ***)&ch->priests, &ch->npriests, i, free);
	church_priest *pr = xcalloc(1, sizeof *pr);
	pr->player = p->id;
	pr->when = c->now;
	pr->seq = c->seq;
	mut_append(c, (void ***)&ch->priests, &ch->npriests, &ch->priests_cap, pr, free);
	ctx_say(c, "%s ordains %s a Priest of %s (R1301 4 a)", who, p->name, o->name);
	return 0;
}

/* `church ordain NAME PLAYER`: ¶4 a, b "A Founder may ordain a Player as
 * a Priest ... if and only if that Player is a member of eir Church". */
int churches_cmd_ordain(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o || authority_check(c, o, ch, 1, "ordain Priests"))
		return -1;
	const player *p = arg_player(c, argv[1]);
	return p ? church_do_ordain(c, o, p, c->actor->name) : -1;
}

int church_do_defrock(ctx *c, org *o, const player *p, const char *who)
{
	church_info *ch = church_of(c->n, o);
	if (org_member_index(o, p->id) < 0)
		return ctx_fail(c, "%s is not a member of %s (R1301 4 b)", p->name, o->name);
	if (!church_is_priest(c->n, o, ch, p->id))
		return ctx_fail(c, "%s is not a Priest of %s (R1301 4 b)", p->name, o->name);
	for (int i = ch->npriests - 1; i >= 0; i--)
		if (ch->priests[i]->player == p->id)
			mut_remove_at(c, (void ***)&ch->priests, &ch->npriests, i, free);
	ctx_say(c, "%s defrocks %s, no longer a Priest of %s (R1301 4 a)", who, p->name, o->name);
	return 0;
}

/* `church defrock NAME PLAYER`: ¶4 a "strip Priests of their Priestly
 * status (which is called defrocking)". */
int churches_cmd_defrock(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o || authority_check(c, o, ch, 0, "defrock Priests"))
		return -1;
	const player *p = arg_player(c, argv[1]);
	return p ? church_do_defrock(c, o, p, c->actor->name) : -1;
}

int church_do_excommunicate(ctx *c, org *o, const player *p, int by, const char *who)
{
	if (org_member_index(o, p->id) < 0)
		return ctx_fail(c, "%s is not a member of %s (R1301 4 b)", p->name, o->name);
	if (p->id == by)
		return ctx_fail(c, "one leaves eir own Church with `org leave %s` (R1301 7 c)",
				o->name);
	ctx_say(c, "%s excommunicates %s from %s (R1301 4 a)", who, p->name, o->name);
	return org_remove_member(c, o, p->id, "R1301 4 a: excommunicated");
}

/* `church excommunicate NAME PLAYER`: ¶4 a "the power to expel Players
 * from eir Church; this is called Excommunication". */
int churches_cmd_excommunicate(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o || authority_check(c, o, ch, 0, "excommunicate"))
		return -1;
	const player *p = arg_player(c, argv[1]);
	return p ? church_do_excommunicate(c, o, p, c->actor->id, c->actor->name) : -1;
}

/* `church petition NAME`: ¶7 a "Any player may petition the Founder of a
 * Church for membership in that Church" (a request, valid as R1001 4's). */
int churches_cmd_petition(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o)
		return -1;
	if (org_member_index(o, c->actor->id) >= 0)
		return ctx_fail(c, "you are a member of %s already", o->name);
	if (church_join_check(c, o, c->actor->id))
		return -1;
	int i = org_request_index(o, c->actor->id);
	if (i >= 0)
		org_drop_request(c, o, i); /* a fresh petition */
	org_request *r = xcalloc(1, sizeof *r);
	r->player = c->actor->id;
	r->when = c->now;
	mut_append(c, (void ***)&o->requests, &o->nrequests, &o->requests_cap, r, free);
	ctx_say(c, "%s petitions %s for membership of %s (R1301 7 a)", c->actor->name,
		ch->founder ? holder_name(c->n, ch->founder) : "the Founder", o->name);
	return 0;
}

/* `church accept NAME PLAYER`: ¶7 b "Church membership will be up to the
 * Founder. However, a Player cannot become a member of a Church until the
 * Founder of the Church sends a public announcement to that effect." ¶8 f:
 * one who was a Priest or the Founder of the Church a Cult was becomes a
 * Priest of that Cult on joining it. */
int church_do_accept(ctx *c, org *o, const player *p, const char *why)
{
	church_info *ch = church_of(c->n, o);
	if (org_live_request(c->n, o, p->id) < 0)
		return ctx_fail(c, "%s has not petitioned for membership of %s within %lld days "
				"(R1301 7 a, R1001 4)", p->name, o->name,
				(long long)param_int(c->n, "org.request_days"));
	int was_priest = 0;
	for (int i = 0; i < ch->npriests; i++)
		was_priest |= ch->priests[i]->player == p->id;
	was_priest |= p->id == ch->original;
	if (org_add_member(c, o, p->id, why))
		return -1;
	if (ch->cult && was_priest) {
		church_priest *pr = xcalloc(1, sizeof *pr);
		pr->player = p->id;
		pr->when = c->now;
		pr->seq = c->seq;
		for (int i = ch->npriests - 1; i >= 0; i--)
			if (ch->priests[i]->player == p->id)
				mut_remove_at(c, (void ***)&ch->priests, &ch->npriests, i, free);
		mut_append(c, (void ***)&ch->priests, &ch->npriests, &ch->priests_cap, pr, free);
		ctx_say(c, "%s, once a Priest or the Founder of the Church %s was, is a Priest of the "
			"Cult (R1301 8 f)", p->name, o->name);
	}
	return 0;
}


int churches_cmd_accept(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o || authority_check(c, o, ch, 0, "accept members"))
		return -1;
	const player *p = arg_player(c, argv[1]);
	return p ? church_do_accept(c, o, p, ch->founder ? "R1301 7 b: accepted by the Founder"
						  : "R1301 7 b, 4 d: accepted by the most "
						    "senior Priest, the Founder absent")
		 : -1;
}

/* `church restore NAME` (admin): ¶8 i an orphan Church's Founder's
 * authority passes to its most senior Priest when (1) 5 Active members,
 * (2) 3 Priests, and (3) a Priest read certain Ackanomicon pages while a
 * Priest. The server checks (1) and (2); (3) it cannot observe, so the
 * admin's command records it (docs/RULINGS.md). */
int churches_cmd_restore(ctx *c, int argc, char **argv)
{
	(void)argc;
	church_info *ch;
	org *o = church_arg(c, argv[0], &ch);
	if (!o)
		return -1;
	if (ch->founder)
		return ctx_fail(c, "%s has a Founder: it is not orphan (R1301 8 i)", o->name);
	int active = 0, priests = 0, senior = 0;
	gtime when = 0;
	for (int i = 0; i < o->nmembers; i++) {
		const player *p = player_by_id(c->n, o->members[i]->player);
		active += p && player_is_active(p);
	}
	for (int i = 0; i < ch->npriests; i++) {
		const church_priest *pr = ch->priests[i];
		if (!church_is_priest(c->n, o, ch, pr->player))
			continue;
		priests++;
		if (!senior || pr->when < when)
			senior = pr->player, when = pr->when;
	}
	int64_t need_a = param_int(c->n, "church.orphan_active");
	int64_t need_p = param_int(c->n, "church.orphan_priests");
	if (active < need_a || priests < need_p)
		return ctx_fail(c, "an orphan Church needs %lld Active members and %lld Priests; %s has "
				"%d and %d (R1301 8 i (1), (2))", (long long)need_a,
				(long long)need_p, o->name, active, priests);
	if (church_set_founder(c, o, senior, "R1301 8 i: the most senior Priest of an orphan "
				"Church that met its conditions"))
		return -1;
	ctx_announce(c, "%s: \"Follow me all you members of %s! Follow me and you will never get "
		     "lost in the darkness!\" (R1301 8 i)", holder_name(c->n, senior), o->name);
	return 0;
}
