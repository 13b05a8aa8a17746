/* orgs_view.c: what everyone may see of the organisations (all public:
 * R1003's suggestions and approvals are public messages): `orgs`,
 * `org show NAME`, and their JSON for /api/v1/orgs and /api/v1/orgs/NAME. */
#include "society/orgs/orgs.h"
#include "core/json_values.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

static json_t *holdings_json(const nomic *n, const org *o)
{
	json_t *cur = json_object();
	for (int i = 0; !o->gone && i < n->ncurrencies; i++) {
		int64_t v = balance(n, o->account, n->currencies[i]->id);
		if (v)
			json_object_set_new(cur, n->currencies[i]->name, json_integer(v));
	}
	return cur;
}

json_t *org_json(const nomic *n, const org *o)
{
	json_t *members = json_array(), *reqs = json_array(), *sugg = json_array();
	for (int i = 0; i < o->nmembers; i++) {
		const org_member *m = o->members[i];
		json_array_append_new(members,
				      json_pack("{s:o, s:o, s:b, s:i}", "player", json_holder(n, m->player),
						"since", json_gtime(m->since), "proxy", m->proxy,
						"other_parties", orgs_other_parties(n, o, m->player)));
	}
	for (int i = 0; i < o->nrequests; i++)
		json_array_append_new(reqs, json_pack("{s:o, s:o, s:b}", "player",
						      json_holder(n, o->requests[i]->player), "when",
						      json_gtime(o->requests[i]->when), "pending",
						      o->requests[i]->dl != 0));
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && i < s->nsuggestions; i++) {
		const org_suggestion *g = s->suggestions[i];
		if (g->org != o->id)
			continue;
		json_t *ap = json_array();
		for (int k = 0; k < g->napprovals; k++)
			json_array_append_new(ap, json_holder(n, g->approvals[k]));
		json_array_append_new(
			sugg, json_pack("{s:i, s:o, s:s, s:o, s:s, s:o, s:o, s:o}", "number", g->number,
					"author", json_holder(n, g->author), "action", g->action, "made",
					json_gtime(g->made), "state", orgs_sugg_state(g->state),
					"approvals", ap, "denouncer",
					g->denouncer ? json_holder(n, g->denouncer) : json_null(),
					"outcome", g->outcome ? json_string(g->outcome) : json_null()));
	}
	ent_owner own = OWNER_ORG(o->id);
	json_t *j = json_pack("{s:i, s:s, s:s, s:s, s:s, s:o, s:b, s:o, s:o, s:o, s:o, s:o, s:o}", "id",
			 o->id, "name", o->name, "type", o->type->name, "rule", o->type->rule,
			 "policy", org_policy_name(o->policy), "privileged",
			 o->privileged ? json_holder(n, o->privileged) : json_null(), "disbanded",
			 o->gone, "formed", json_gtime(o->formed), "members", members, "requests",
			 reqs, "currencies", holdings_json(n, o), "entities",
			 entities_json(n, NULL, &own), "suggestions", sugg);
	/* R1023: shares, stockholders, Chairman, motions; R1027: the charter. */
	if (strcmp(o->type->word, "corp") == 0)
		json_object_set_new(j, "corporation", corp_json(n, o));
	if (org_is_grey(o)) /* R1031: its members are its seat holders */
		json_object_set_new(j, "policy", json_string("none (R1031: the holders of its seats)"));
	if (org_is_hatters(o)) { /* R675 ¶1: its members are entities; no policy */
		json_object_set_new(j, "rule_members", json_pack("[s, s, s]", "Beep", "Blip", "Bonk"));
		json_object_set_new(j, "policy", json_string("none (R675: made by the rules)"));
	}
	const char *charter = trust_charter(n, o);
	if (charter)
		json_object_set_new(j, "charter", json_string(charter));
	if (org_is_church(o)) /* R1301: what is public of it (never its Policy) */
		json_object_set_new(j, "church", church_json(n, o));
	return j;
}

json_t *orgs_json(const nomic *n)
{
	json_t *a = json_array();
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && i < s->n; i++)
		if (!s->v[i]->gone)
			json_array_append_new(a, org_json(n, s->v[i]));
	return a;
}

int orgs_cmd_list(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const orgs *s = orgs_peek(c->n);
	int k = 0;
	for (int i = 0; s && i < s->n; i++) {
		const org *o = s->v[i];
		if (o->gone)
			continue;
		if (org_is_hatters(o))
			ctx_reply(c, "%s%s: %s (R675), 3 members: Beep, Blip and Bonk", k++ ? "\n" : "",
				  o->name, o->type->name);
		else
			ctx_reply(c, "%s%s: %s, %d member%s, %s", k++ ? "\n" : "", o->name,
				  o->type->name, o->nmembers, o->nmembers == 1 ? "" : "s",
				  org_policy_name(o->policy));
	}
	for (int i = 0; s && i < s->nfounders; i++) {
		const org_founder *f = s->founders[i];
		ctx_reply(c, "%s%s is a pseudo-Founder of a %s; %d wish to join (R1000)",
			  k++ ? "\n" : "", holder_name(c->n, f->player), f->type->name, f->njoiners);
	}
	if (!k)
		ctx_reply(c, "no organisations");
	return 0;
}

int orgs_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	const org *o = org_arg(c, argv[0]);
	if (!o)
		return -1;
	const nomic *n = c->n;
	char tb[48];
	format_time(o->formed, tb, sizeof tb);
	ctx_reply(c, "%s: a %s (%s), formed %s", o->name, o->type->name, o->type->rule, tb);
	if (org_is_hatters(o)) {
		/* R675 ¶1: made by the rules; members that are not players. */
		ctx_reply(c, "\n  admissions policy: none (R675: made by the rules)");
		ctx_reply(c, "\n  members: %s", hatters_members_text());
	} else if (org_is_grey(o)) {
		ctx_reply(c, "\n  admissions policy: none (R1031: the holders of its seats)");
	} else {
		ctx_reply(c, "\n  admissions policy: %s", org_policy_name(o->policy));
		if (o->policy == POL_PRIVILEGED)
			ctx_reply(c, " (%s grants)", holder_name(n, o->privileged));
	}
	ctx_reply(c, "%s", org_is_hatters(o) ? "" : "\n  members:");
	for (int i = 0; i < o->nmembers; i++) {
		const org_member *m = o->members[i];
		ctx_reply(c, "%s %s%s%s", i ? "," : "", holder_name(n, m->player),
			  m->proxy ? " (proxy)" : "",
			  orgs_other_parties(n, o, m->player) ? " (in another party: Branch-Stacking, "
								"R1021)" : "");
	}
	ctx_reply(c, "\n  holdings:");
	int any = 0;
	for (int i = 0; i < n->ncurrencies; i++) {
		int64_t v = balance(n, o->account, n->currencies[i]->id);
		if (v)
			ctx_reply(c, "%s %lld %s", any++ ? "," : "", (long long)v, n->currencies[i]->name);
	}
	const entities *es = entities_peek(n);
	for (int i = 0; es && i < es->n; i++)
		if (owner_eq(es->v[i]->owner, OWNER_ORG(o->id))) {
			sbuf d = {0};
			entity_describe(es->v[i], &d);
			ctx_reply(c, "%s %s", any++ ? "," : "", d.s);
			free(d.s);
		}
	if (!any)
		ctx_reply(c, " nothing");
	for (int i = 0; i < o->nrequests; i++) {
		format_time(o->requests[i]->when, tb, sizeof tb);
		ctx_reply(c, "\n  request: %s, %s%s", holder_name(n, o->requests[i]->player), tb,
			  o->requests[i]->dl ? " (pending)" : "");
	}
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && i < s->nsuggestions; i++) {
		const org_suggestion *g = s->suggestions[i];
		if (g->org != o->id || g->state != SUG_PENDING)
			continue;
		ctx_reply(c, "\n  suggestion %d by %s: \"%s\"; approved by", g->number,
			  holder_name(n, g->author), g->action);
		for (int k = 0; k < g->napprovals; k++)
			ctx_reply(c, "%s %s", k ? "," : "", holder_name(n, g->approvals[k]));
	}
	return 0;
}
