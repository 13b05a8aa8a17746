/* orgs_state.c: the organisations' state (orgs.h): its creation on first
 * use, journaled; lookups; membership (R1001 2, 3, 5); disbanding (R1000
 * a-c, R1001 3). Every change goes through the journal. */
#include "society/orgs/orgs.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

void org_free(void *p)
{
	org *o = p;
	for (int i = 0; i < o->nmembers; i++)
		free(o->members[i]);
	for (int i = 0; i < o->nrequests; i++)
		free(o->requests[i]);
	free(o->members);
	free(o->requests);
	free(o->name);
	free(o);
}

void org_suggestion_free(void *p)
{
	org_suggestion *s = p;
	free(s->action);
	free(s->outcome);
	free(s);
}

static void free_state(orgs *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		org_free(s->v[i]);
	for (int i = 0; i < s->nfounders; i++)
		free(s->founders[i]);
	for (int i = 0; i < s->nsuggestions; i++)
		org_suggestion_free(s->suggestions[i]);
	corp_free_state(s);
	church_free_state(s);
	free(s->v);
	free(s->founders);
	free(s->suggestions);
	free(s);
}

void orgs_free(nomic *n)
{
	free_state(n->orgs);
	n->orgs = NULL;
}

orgs *orgs_of(ctx *c)
{
	if (!c->n->orgs) {
		c->n->orgs = xcalloc(1, sizeof *c->n->orgs);
		mut_part_made(c, orgs_free);
	}
	return c->n->orgs;
}

const orgs *orgs_peek(const nomic *n)
{
	return n->orgs;
}

org *org_by_id(const nomic *n, int id)
{
	const orgs *s = n->orgs;
	return s && id >= 1 && id <= s->n ? s->v[id - 1] : NULL;
}

org *org_by_name(const nomic *n, const char *name)
{
	const orgs *s = n->orgs;
	for (int i = 0; s && i < s->n; i++)
		if (!s->v[i]->gone && strcaseeq(s->v[i]->name, name))
			return s->v[i];
	return NULL;
}

org *org_arg(ctx *c, const char *word)
{
	org *o = org_by_name(c->n, word);
	if (!o)
		ctx_fail(c, "no organisation is named '%s' (`orgs` lists them)", word);
	return o;
}

int org_member_index(const org *o, int player_id)
{
	for (int i = 0; i < o->nmembers; i++)
		if (o->members[i]->player == player_id)
			return i;
	return -1;
}

org_founder *org_founder_of(const nomic *n, int player_id)
{
	const orgs *s = n->orgs;
	for (int i = 0; s && i < s->nfounders; i++)
		if (s->founders[i]->player == player_id)
			return s->founders[i];
	return NULL;
}

int org_request_index(const org *o, int player_id)
{
	for (int i = 0; i < o->nrequests; i++)
		if (o->requests[i]->player == player_id)
			return i;
	return -1;
}

int org_live_request(const nomic *n, const org *o, int player_id)
{
	int i = org_request_index(o, player_id);
	if (i < 0)
		return -1;
	int64_t valid = param_int(n, "org.request_days") * ORG_DAY;
	return n->now - o->requests[i]->when <= valid ? i : -1;
}

org_suggestion *org_suggestion_by_number(const nomic *n, int number)
{
	const orgs *s = n->orgs;
	return s && number >= 1 && number <= s->nsuggestions ? s->suggestions[number - 1] : NULL;
}

void org_set_str(ctx *c, char **field, const char *value)
{
	undo_string(c->j, field);
	*field = value ? xstrdup(value) : NULL;
}

void org_drop_request(ctx *c, org *o, int i)
{
	deadline_cancel(c, o->requests[i]->dl);
	mut_remove_at(c, (void ***)&o->requests, &o->nrequests, i, free);
}

/* R1001 4: "only players are elligible to be members". */
int org_add_member(ctx *c, org *o, int player_id, const char *why)
{
	const player *p = player_by_id(c->n, player_id);
	if (!p || p->state == PS_NONPLAYER)
		return ctx_fail(c, "only players may be members of an organisation (R1001 4)");
	if (org_member_index(o, player_id) >= 0)
		return ctx_fail(c, "%s is already a member of %s", p->name, o->name);
	if (o->nmembers >= 64)
		return ctx_fail(c, "%s has as many members as the server keeps (64)", o->name);
	if (church_join_check(c, o, player_id)) /* R1301 6 */
		return -1;
	org_member *m = xcalloc(1, sizeof *m);
	m->player = player_id;
	m->since = c->now;
	m->since_seq = c->seq;
	mut_append(c, (void ***)&o->members, &o->nmembers, &o->members_cap, m, free);
	int r = org_request_index(o, player_id);
	if (r >= 0)
		org_drop_request(c, o, r);
	ctx_say(c, "%s becomes a member of %s (%s)", p->name, o->name, why);
	return 0;
}

int org_remove_member(ctx *c, org *o, int player_id, const char *why)
{
	int i = org_member_index(o, player_id);
	if (i < 0)
		return ctx_fail(c, "%s is not a member of %s", holder_name(c->n, player_id), o->name);
	/* R1001 4: a Privileged Single Player policy whose single member has
	 * left is not valid, so it is set to Standard (docs/RULINGS.md). */
	if (o->policy == POL_PRIVILEGED && o->privileged == player_id) {
		UNDO_SET(c->j, o->privileged, 0);
		UNDO_SET(c->j, o->policy, POL_STANDARD);
	}
	mut_remove_at(c, (void ***)&o->members, &o->nmembers, i, free);
	ctx_say(c, "%s ceases to be a member of %s (%s)", holder_name(c->n, player_id), o->name, why);
	/* R1001 3: "disbands if it ever has a nonpositive number of members". */
	if (o->nmembers <= 0)
		return org_disband(c, o, "R1001 3: no members");
	return 0;
}

/* R1000: "a) any rule-specified procedures for the disbandment of an
 * Institution of its type are carried out [none for a Political Party];
 * then, b) anything owned by the Institution is transferred to the
 * Treasury; then, c) the Institution ceases to exist". R1001 3: its
 * members cease to be members. */
int org_disband(ctx *c, org *o, const char *why)
{
	ctx_say(c, "%s disbands (%s)", o->name, why);
	/* R1000 a: the procedures of its type's rules (R1023 4). */
	if (strcmp(o->type->word, "corp") == 0 && corp_disbanding(c, o))
		return -1;
	char reason[160];
	snprintf(reason, sizeof reason, "R1000 b: %s disbands", o->name);
	for (int k = 0; k < c->n->ncurrencies; k++) {
		const currency *cur = c->n->currencies[k];
		int64_t v = balance(c->n, o->account, cur->id);
		if (v > 0) {
			if (ledger_move(c, o->account, 0, cur, v))
				return -1;
			ctx_say(c, "  %lld %s of %s go to the Treasury (R1000 b)", (long long)v,
				cur->name, o->name);
		} else if (v < 0) {
			ledger_set(c, o->account, cur, 0); /* a debt dies with it */
		}
	}
	const entities *es = entities_peek(c->n);
	for (int i = 0; es && i < es->n;) {
		entity *e = es->v[i];
		if (!owner_eq(e->owner, OWNER_ORG(o->id))) {
			i++;
			continue;
		}
		sbuf d = {0};
		entity_describe(e, &d);
		/* One that cannot move (its kind's rule repealed) is destroyed:
		 * the Institution "ceases to exist" all the same (R1000 c). */
		size_t had = c->err.len;
		if (entity_transfer(c, e, OWNER_TREASURY, MOVE_RULES, reason) == 0) {
			ctx_say(c, "  %s goes to the Treasury (R1000 b)", d.s);
		} else {
			c->err.len = had;
			c->err.s[had] = '\0';
			if (entity_destroy(c, e, reason)) {
				free(d.s);
				return -1;
			}
			ctx_say(c, "  %s cannot move and is destroyed (R1000 c)", d.s);
			free(d.s);
			continue; /* it left the list: i is the next one */
		}
		free(d.s);
		/* A Trinket the Treasury Dissolved (R505 III) is gone from the list. */
		if (i < es->n && es->v[i] == e)
			i++;
	}
	if (mut_close_account(c, o->account))
		return -1;
	while (o->nmembers > 0)
		mut_remove_at(c, (void ***)&o->members, &o->nmembers, o->nmembers - 1, free);
	while (o->nrequests > 0)
		org_drop_request(c, o, o->nrequests - 1);
	orgs_void_suggestions(c, o, "the organisation disbanded");
	UNDO_SET(c->j, o->gone, 1);
	ctx_say(c, "%s ceases to exist (R1000 c)", o->name);
	return org_emit(c, o, "disbanded");
}

int org_emit(ctx *c, const org *o, const char *what)
{
	json_t *ev = json_pack("{s:s, s:i, s:s, s:s}", "what", what, "id", o->id, "type",
			       o->type->word, "name", o->name);
	int rc = ctx_emit(c, "org", ev);
	json_decref(ev);
	return rc;
}
