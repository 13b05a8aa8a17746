/* orgs_party.c: Political Parties (R1021): Rewarding Party Unity (a
 * party's extra YES votes at the end of a proposal's voting period, cast
 * through gov's close-votes hook, gov.h), Branch-Stacking (R1021 ¶1: a
 * member of two parties; the crime itself is R710's, read from the rule's
 * text by src/gov/crime), and what a party may own and trade (R1021 ¶3).
 * Also the entities' hooks for organisations (econ/entities.h). */
#include "society/orgs/orgs.h"
#include "gov/paradigm/paradigm.h"
#include "core/bind.h"
#include "econ/entities.h"
#include "gov/gov.h"

#include <stdio.h>
#include <string.h>

int orgs_other_parties(const nomic *n, const org *o, int player_id)
{
	const orgs *s = orgs_peek(n);
	int k = 0;
	for (int i = 0; s && i < s->n; i++) {
		const org *q = s->v[i];
		k += q != o && !q->gone && q->type->exclusive && org_member_index(q, player_id) >= 0;
	}
	return k;
}

/* R1021 ¶1: "At the end of a proposal's voting period, but before votes
 * on that proposal are counted, if every voting player member of a given
 * organization voted YES on that proposal, and no member of the Party is
 * also a member of another Party, then the political party itself shall
 * cast an additional YES vote on that proposal for every three voting
 * player members it has." ¶2: "Party membership and how players voted are
 * determined based on the facts in force at the end of the voting
 * period": this runs then (gov calls it at the close). A repealed R1021
 * casts nothing. */
int orgs_party_votes(const nomic *n, const proposal *p, close_vote *out, int max)
{
	char why[256];
	const orgs *s = orgs_peek(n);
	if (!s || bind_stopped(n, "R1021", why, sizeof why))
		return 0;
	/* R320.7 iii: while the Police State is active, "Political parties
	 * will not generate unity votes". */
	if (!paradigm_unity_votes(n))
		return 0;
	int yes = method_ballot(proposal_method(p), "YES"), k = 0;
	if (yes <= 0)
		return 0;
	for (int i = 0; i < s->n && k < max; i++) {
		const org *o = s->v[i];
		if (o->gone || strcmp(o->type->word, "party") != 0)
			continue;
		int voting = 0, unity = 1;
		for (int m = 0; m < o->nmembers && unity; m++) {
			int pid = o->members[m]->player;
			const player *pl = player_by_id(n, pid);
			if (orgs_other_parties(n, o, pid))
				unity = 0;
			if (!pl || pl->state != PS_VOTING)
				continue;
			voting++;
			int ballot = pid - 1 < p->nballots ? p->ballots[pid - 1] : 0;
			if (ballot != yes)
				unity = 0;
		}
		int64_t extra = param_int(n, "org.party_per_vote");
		if (!unity || voting / extra == 0)
			continue;
		snprintf(out[k].who, sizeof out[k].who, "%s", o->name);
		out[k].ballot = yes;
		out[k].count = voting / extra;
		snprintf(out[k].rule, sizeof out[k].rule, "R1021");
		k++;
	}
	return k;
}

/* R1021 ¶3: "A political party may own and Trade A$, Trinkets, Land,
 * Buildings, and Institutional Powers. A political party may not offer or
 * accept trades in which it would receive any other kind of entity, but
 * may trade away anything it owns." Land, Buildings and Powers are not
 * kept yet; their kinds' words are listed so they fit when they are. */
int orgs_may_receive(ctx *c, const org *o, const char *kind_word, const char *cur)
{
	if (strcmp(o->type->word, "corp") == 0)
		return corp_may_receive(c, o, kind_word, cur);
	if (org_is_hatters(o))
		return hatters_may_receive(c, o, kind_word, cur);
	if (strcmp(o->type->word, "party") != 0)
		return 0;
	static const char *const kinds[] = {"trinket", "land", "building", "power"};
	if (cur) {
		if (strcaseeq(cur, "A$"))
			return 0;
		return ctx_fail(c, "a Political Party may own A$ but not %s (R1021)", cur);
	}
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (kind_word && strcaseeq(kind_word, kinds[i]))
			return 0;
	const entity_kind *k = kind_word ? entity_kind_find(kind_word) : NULL;
	return ctx_fail(c, "a Political Party may own A$, Trinkets, Land, Buildings and "
			"Institutional Powers, not %s (R1021)", k ? k->plural : "that");
}

/* ---- the entities' hooks (econ/entities.h) ---- */

static const char *hook_name(const nomic *n, int id)
{
	const org *o = org_by_id(n, id);
	return o && !o->gone ? o->name : NULL;
}

static int hook_find(const nomic *n, const char *name)
{
	const org *o = org_by_name(n, name);
	return o ? o->id : 0;
}

static int hook_may_own(ctx *c, int id, const entity_kind *k, const char *cur)
{
	const org *o = org_by_id(c->n, id);
	if (!o || o->gone)
		return ctx_fail(c, "no such organisation (R1000)");
	return orgs_may_receive(c, o, k ? k->word : NULL, k ? NULL : cur);
}

static int hook_account(const nomic *n, int id)
{
	const org *o = org_by_id(n, id);
	return o && !o->gone ? o->account : -1;
}

const ent_org_hooks orgs_entity_hooks = {hook_name,    hook_find,     hook_may_own,
					  hook_account, corp_of_share, hatters_id,
					  hatters_make};
