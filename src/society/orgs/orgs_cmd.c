/* orgs_cmd.c: founding an Institution (R1000), forming an Organisation
 * (R1001 2), joining by its admissions policy (R1001 4 a-e) and leaving
 * (R1001 5). The Standard policy's admission is an Organisational Action
 * (orgs_action.c, the verb `admit`). */
#include "society/orgs/orgs.h"
#include "core/bind.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

/* R1000: "If a player is a pseudo-Founder for a contiguous seven day
 * period then he ceases to be one at the end of that period." */
static int fire_founder(ctx *c, const deadline *d)
{
	orgs *s = orgs_of(c);
	for (int i = 0; i < s->nfounders; i++)
		if (s->founders[i]->dl == d->id) {
			ctx_say(c, "%s is no longer a pseudo-Founder: seven days passed (R1000)",
				holder_name(c->n, s->founders[i]->player));
			mut_remove_at(c, (void ***)&s->founders, &s->nfounders, i, free);
			return 0;
		}
	ctx_reply(c, "nothing to do");
	return 0;
}

const deadline_kind dl_org_founder = {"org-founder", "R1000", fire_founder, NULL};

/* R1001 4 d: "becomes a member three days thereafter unless any member
 * refuses the entity admission during that time". */
static int fire_quasi(ctx *c, const deadline *d)
{
	org *o = org_by_id(c->n, d->subject);
	int i = o && !o->gone ? org_request_index(o, (int)d->aux) : -1;
	if (i < 0 || o->requests[i]->dl != d->id) {
		ctx_reply(c, "nothing to do");
		return 0;
	}
	UNDO_SET(c->j, o->requests[i]->dl, 0);
	const player *p = player_by_id(c->n, (int)d->aux);
	size_t had = c->err.len;
	if (!p || org_add_member(c, o, p->id, "R1001 4 d: Quasi-open, three days unrefused")) {
		/* No longer eligible (R1001 4): the request lapses. */
		c->err.len = had;
		if (c->err.s)
			c->err.s[had] = '\0';
		org_drop_request(c, o, i);
		ctx_say(c, "a request to join %s lapses: no longer eligible (R1001 4)", o->name);
		return 0;
	}
	ctx_reply(c, "%s becomes a member of %s (R1001 4 d)", p->name, o->name);
	return 0;
}

const deadline_kind dl_org_quasi = {"org-quasi-open", "R1001 4 d", fire_quasi, NULL};

/* `org found TYPE`: R1000 "Any player who is not a pseudo-Founder may
 * publically announce his intent to form an Institution along with the
 * type ... the type of Institution must be foundable. By so doing he
 * becomes a pseudo-Founder." */
int orgs_cmd_found(ctx *c, int argc, char **argv)
{
	(void)argc;
	const org_type *t = org_type_find(argv[0]);
	if (!t)
		return ctx_fail(c, "'%s' is no foundable type of Institution (R1000; types: party)",
				argv[0]);
	char why[256];
	if (bind_stopped(c->n, t->rule, why, sizeof why))
		return ctx_fail(c, "%s", why);
	if (org_founder_of(c->n, c->actor->id))
		return ctx_fail(c, "you are a pseudo-Founder already (R1000)");
	orgs *s = orgs_of(c);
	org_founder *f = xcalloc(1, sizeof *f);
	f->player = c->actor->id;
	f->type = t;
	f->since = c->now;
	f->dl = deadline_add(c, c->now + param_int(c->n, "org.founder_days") * ORG_DAY,
			     &dl_org_founder, c->actor->id, 0);
	mut_append(c, (void ***)&s->founders, &s->nfounders, &s->founders_cap, f, free);
	ctx_arg_str(c, "type", t->word);
	ctx_say(c, "%s intends to form a %s and is a pseudo-Founder for %lld days (R1000)",
		c->actor->name, t->name, (long long)param_int(c->n, "org.founder_days"));
	return 0;
}

/* `org join-intent FOUNDER`: R1000 "at least two other players publically
 * announce that they wish to join the Institution the pseudo-Founder
 * intends to form". */
int orgs_cmd_join_intent(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	org_founder *f = org_founder_of(c->n, p->id);
	if (!f)
		return ctx_fail(c, "%s is not a pseudo-Founder (R1000)", p->name);
	if (p == c->actor)
		return ctx_fail(c, "a pseudo-Founder is a member of what e forms already (R1000)");
	for (int i = 0; i < f->njoiners; i++)
		if (f->joiners[i] == c->actor->id)
			return ctx_fail(c, "you announced that already");
	if (f->njoiners >= (int)(sizeof f->joiners / sizeof *f->joiners))
		return ctx_fail(c, "%s has as many would-be members as the server keeps", p->name);
	UNDO_SET(c->j, f->joiners[f->njoiners], c->actor->id);
	UNDO_SET(c->j, f->njoiners, f->njoiners + 1);
	ctx_say(c, "%s wishes to join the %s %s intends to form (R1000)", c->actor->name,
		f->type->name, p->name);
	return 0;
}

static int announced(const org_founder *f, int pid)
{
	for (int i = 0; i < f->njoiners; i++)
		if (f->joiners[i] == pid)
			return 1;
	return 0;
}

/* The policy words after "policy": a policy, and for Privileged Single
 * Player its single member (R1001 4 c "must be specified"). */
int org_parse_policy(ctx *c, char **v, int n, enum org_policy *pol, const player **who)
{
	*who = NULL;
	if (n < 1 || org_policy_parse(v[0], pol))
		return ctx_fail(c, "policies are standard, open, privileged MEMBER, quasi-open and "
				"communist (R1001 4)");
	if (*pol == POL_PRIVILEGED) {
		if (n != 2)
			return ctx_fail(c, "a Privileged Single Player policy names its single member "
					"(R1001 4 c)");
		*who = arg_player(c, v[1]);
		return *who ? 0 : -1;
	}
	if (n != 1)
		return ctx_fail(c, "the %s policy takes no member", org_policy_name(*pol));
	return 0;
}

/* `org form NAME TYPE MEMBER... [policy POLICY [MEMBER]]`: R1000 "the
 * pseudo-Founder may form the Institution by announcing its name, its
 * type, and the names of its initial members (who must be the
 * pseudo-Founder and at least two of the players who publically announced
 * their desire to join) ... and paying the standard harfer's fee plus any
 * additional fee ... The name must be a legal name." R1001 2. */
int orgs_cmd_form(ctx *c, int argc, char **argv)
{
	org_founder *f = org_founder_of(c->n, c->actor->id);
	if (!f)
		return ctx_fail(c, "only a pseudo-Founder may form an Institution (R1000: `org found "
				"TYPE` first)");
	const org_type *t = org_type_find(argv[1]);
	if (!t || t != f->type)
		return ctx_fail(c, "you announced a %s; '%s' is not that type (R1000)", f->type->name,
				argv[1]);
	const char *bad = entity_name_problem(c->n, argv[0]);
	if (bad)
		return ctx_fail(c, "%s", bad);
	/* R1027 ¶1: a Trust Fund's charter, `charter "TEXT"` after the members
	 * (R1000 "any other information required to form"). */
	const char *charter = NULL, *dogma = NULL;
	for (int i = 2; i + 1 < argc; i++)
		if (strcaseeq(argv[i], "dogma")) { /* R1301 2 d: a Church's Dogma */
			dogma = argv[i + 1];
			for (int k = i; k + 2 < argc; k++)
				argv[k] = argv[k + 2];
			argc -= 2;
			break;
		}
	for (int i = 2; i + 1 < argc; i++)
		if (strcaseeq(argv[i], "charter")) {
			charter = argv[i + 1];
			for (int k = i; k + 2 < argc; k++)
				argv[k] = argv[k + 2];
			argc -= 2;
			break;
		}
	if ((charter != NULL) != (strcmp(t->word, "trust") == 0))
		return ctx_fail(c, charter ? "only a Trust Fund has a charter (R1027)"
					   : "a Trust Fund is founded with a charter: charter "
					     "\"TEXT\" after the members (R1027 ¶1)");
	int end = argc;
	for (int i = 2; i < argc; i++)
		if (strcaseeq(argv[i], "policy")) {
			end = i;
			break;
		}
	enum org_policy pol = POL_STANDARD; /* R1001 2 b: "initially set to Standard" */
	const player *priv = NULL;
	if (end < argc && org_parse_policy(c, argv + end + 1, argc - end - 1, &pol, &priv))
		return -1;
	int ids[64], nid = 0, joiners = 0;
	ids[nid++] = c->actor->id;
	for (int i = 2; i < end; i++) {
		player *p = arg_player(c, argv[i]);
		if (!p)
			return -1;
		int dup = 0;
		for (int k = 0; k < nid; k++)
			dup |= ids[k] == p->id;
		if (dup)
			continue; /* the pseudo-Founder named, or a name twice */
		if (!announced(f, p->id))
			return ctx_fail(c, "%s has not announced a wish to join (R1000)", p->name);
		if (nid >= 64)
			return ctx_fail(c, "too many members");
		ids[nid++] = p->id;
		joiners++;
	}
	if (dogma && strcmp(t->word, "church") != 0)
		return ctx_fail(c, "only a Church has a Church Dogma (R1301 2 d)");
	if (strcmp(t->word, "church") == 0 && church_form_check(c, joiners, dogma))
		return -1; /* R1301 2 */
	int64_t need = param_int(c->n, "org.min_joiners");
	if (joiners < need)
		return ctx_fail(c, "an Institution is formed with at least %lld of those who announced "
				"a wish to join; you named %d (R1000)", (long long)need, joiners);
	int in = 0;
	for (int k = 0; k < nid; k++)
		in |= priv && ids[k] == priv->id;
	if (priv && !in)
		return ctx_fail(c, "the single member of a Privileged Single Player policy must be a "
				"member (R1001 4 c)");
	/* R1000 the fees; R505 IV "Whenever the rules direct a Harfer Fee to be
	 * paid, it is paid to the Treasury"; the type's fee too (R506 ¶2). */
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t shf = param_int(c->n, "fee.harfer");
	int64_t extra = t->fee_param ? param_int(c->n, t->fee_param) : 0;
	if (!ad)
		return ctx_fail(c, "there is no A$ to pay the fees with (R505 IV)");
	if (balance(c->n, c->actor->id, ad->id) < shf + extra)
		return ctx_fail(c, "forming a %s costs the Standard Harfer Fee A$%lld plus A$%lld "
				"(R1000, R505 IV, %s); you have A$%lld", t->name, (long long)shf,
				(long long)extra, t->rule,
				(long long)balance(c->n, c->actor->id, ad->id));
	if (shf + extra > 0 && ledger_move(c, c->actor->id, 0, ad, shf + extra))
		return -1;
	orgs *s = orgs_of(c);
	org *o = xcalloc(1, sizeof *o);
	o->id = s->n + 1;
	o->name = xstrdup(argv[0]);
	o->type = t;
	o->policy = pol;
	o->privileged = priv ? priv->id : 0;
	o->formed = c->now;
	o->account = mut_open_account(c, o->name);
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, o, org_free);
	ctx_say(c, "%s forms the %s %s, paying A$%lld to the Treasury (R1000, R505 IV); "
		"admissions policy %s (R1001 2 b)", c->actor->name, t->name, o->name,
		(long long)(shf + extra), org_policy_name(pol));
	for (int k = 0; k < nid; k++)
		if (org_add_member(c, o, ids[k], "R1001 2 a: an initial member"))
			return -1;
	if (strcmp(t->word, "corp") == 0 && corp_formed(c, o))
		return -1;
	if (charter && trust_set_charter(c, o, charter))
		return -1;
	if (dogma && church_formed(c, o, dogma))
		return -1;
	for (int i = 0; i < s->nfounders; i++)
		if (s->founders[i] == f) {
			deadline_cancel(c, f->dl);
			mut_remove_at(c, (void ***)&s->founders, &s->nfounders, i, free);
			break;
		}
	return org_emit(c, o, "formed");
}

/* `org join ORG`: R1001 4 b "Open: an elligible entity that can perform
 * public actions may become a member as a public action". */
int orgs_cmd_join(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = org_arg(c, argv[0]);
	if (o && org_not_organisation(c, o))
		return -1;
	if (!o)
		return -1;
	if (org_is_hatters(o))
		return ctx_fail(c, "the Mad Hatters are a Unique Organization whose members are "
				"Beep, Blip and Bonk: no player joins them (R675, R1001 4)");
	if (grey_refusal(o))
		return ctx_fail(c, "%s", grey_refusal(o));
	if (o->policy != POL_OPEN)
		return ctx_fail(c, "%s's admissions policy is %s, not Open: `org request %s` "
				"(R1001 4)", o->name, org_policy_name(o->policy), o->name);
	return org_add_member(c, o, c->actor->id, "R1001 4 b: Open");
}

/* `org request ORG`: a request to become a member (R1001 4 a, c, d, e). */
int orgs_cmd_request(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = org_arg(c, argv[0]);
	if (o && org_not_organisation(c, o))
		return -1;
	if (!o)
		return -1;
	if (org_is_hatters(o))
		return ctx_fail(c, "the Mad Hatters are a Unique Organization whose members are "
				"Beep, Blip and Bonk: no player joins them (R675, R1001 4)");
	if (grey_refusal(o))
		return ctx_fail(c, "%s", grey_refusal(o));
	if (org_member_index(o, c->actor->id) >= 0)
		return ctx_fail(c, "you are a member of %s already", o->name);
	if (o->policy == POL_OPEN)
		return ctx_fail(c, "%s is Open: `org join %s` (R1001 4 b)", o->name, o->name);
	int i = org_request_index(o, c->actor->id);
	if (i >= 0) {
		if (o->policy == POL_QUASI && o->requests[i]->dl)
			return ctx_fail(c, "your request to join %s is pending (R1001 4 d)", o->name);
		org_drop_request(c, o, i); /* a fresh request: two weeks from now */
	}
	org_request *r = xcalloc(1, sizeof *r);
	r->player = c->actor->id;
	r->when = c->now;
	if (o->policy == POL_QUASI)
		r->dl = deadline_add(c, c->now + param_int(c->n, "org.quasi_days") * ORG_DAY,
				     &dl_org_quasi, o->id, c->actor->id);
	mut_append(c, (void ***)&o->requests, &o->nrequests, &o->requests_cap, r, free);
	ctx_say(c, "%s requests membership of %s (R1001 4, %s)", c->actor->name, o->name,
		org_policy_name(o->policy));
	return 0;
}

/* `org grant ORG PLAYER`: R1001 4 c (the single member) and e (any
 * member) grant a request made within the past two weeks. */
int orgs_cmd_grant(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = org_arg(c, argv[0]);
	player *p = o ? arg_player(c, argv[1]) : NULL;
	if (!p)
		return -1;
	if (o->policy == POL_PRIVILEGED && o->privileged != c->actor->id)
		return ctx_fail(c, "only %s, %s's single member, grants its requests (R1001 4 c)",
				holder_name(c->n, o->privileged), o->name);
	if (o->policy == POL_COMMUNIST && org_member_index(o, c->actor->id) < 0)
		return ctx_fail(c, "only a member of %s grants its requests (R1001 4 e)", o->name);
	if (o->policy != POL_PRIVILEGED && o->policy != POL_COMMUNIST)
		return ctx_fail(c, "%s's admissions policy is %s: its members grant no requests "
				"(R1001 4)", o->name, org_policy_name(o->policy));
	if (org_live_request(c->n, o, p->id) < 0)
		return ctx_fail(c, "%s has not requested membership of %s within two weeks (R1001 4)",
				p->name, o->name);
	return org_add_member(c, o, p->id, o->policy == POL_PRIVILEGED ? "R1001 4 c: granted"
									: "R1001 4 e: granted");
}

/* `org refuse ORG PLAYER`: R1001 4 d "unless any member refuses the
 * entity admission during that time". */
int orgs_cmd_refuse(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = org_arg(c, argv[0]);
	player *p = o ? arg_player(c, argv[1]) : NULL;
	if (!p)
		return -1;
	if (org_member_index(o, c->actor->id) < 0)
		return ctx_fail(c, "only a member of %s refuses admission (R1001 4 d)", o->name);
	int i = org_request_index(o, p->id);
	if (o->policy != POL_QUASI || i < 0 || !o->requests[i]->dl)
		return ctx_fail(c, "%s has no pending Quasi-open request to join %s (R1001 4 d)",
				p->name, o->name);
	org_drop_request(c, o, i);
	ctx_say(c, "%s refuses %s admission to %s (R1001 4 d)", c->actor->name, p->name, o->name);
	return 0;
}

/* `org leave ORG`: R1001 5 "An entity may leave any Organization of which
 * it is a member as a public action." */
int orgs_cmd_leave(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = org_arg(c, argv[0]);
	if (o && org_not_organisation(c, o))
		return -1;
	if (!o)
		return -1;
	if (org_member_index(o, c->actor->id) < 0)
		return ctx_fail(c, "you are not a member of %s", o->name);
	if (grey_refusal(o))
		return ctx_fail(c, "%s", grey_refusal(o));
	return org_remove_member(c, o, c->actor->id, "R1001 5: left");
}
