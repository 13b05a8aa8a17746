/* paradigm_police.c: Paradigm Type: Police State (Ackanomic R320.7).
 * "While the Police State is active: i) All Proposals are guarded. ii) All
 * proposal bribes are invalid. iii) Political parties will not generate
 * unity votes."
 *
 * None of the three has a mechanic in the server yet: the ruleset defines
 * no guarded proposals and no proposal bribes, and R1021's unity votes
 * need Political Parties (organisations, R1001-R1003), which are not kept.
 * So this file is the one place that answers each question for the part
 * that will build the mechanic (paradigm.h), and says publicly what the
 * Police State changes when it becomes Active and when it ends
 * (docs/RULINGS.md, "Paradigms ... R320.7"). */
#include "gov/paradigm/paradigm.h"

#include <string.h>

static const char *const police_clauses[] = {
	"every proposal is guarded (R320.7 i)",
	"proposal bribes are invalid (R320.7 ii)",
	"Political Parties generate no unity votes (R320.7 iii, R1021)",
	NULL,
};

int paradigm_proposals_guarded(const nomic *n)
{
	return paradigm_is(n, PT_POLICE);
}

int paradigm_bribes_valid(const nomic *n)
{
	return !paradigm_is(n, PT_POLICE);
}

int paradigm_unity_votes(const nomic *n)
{
	return !paradigm_is(n, PT_POLICE);
}

void paradigm_police_changed(ctx *c, const char *was, const char *now)
{
	int before = was && strcmp(was, PT_POLICE) == 0;
	int after = now && strcmp(now, PT_POLICE) == 0;
	if (before == after)
		return;
	sbuf b = {0};
	for (int i = 0; police_clauses[i]; i++)
		sbuf_printf(&b, "%s%s", i ? "; " : "", police_clauses[i]);
	if (after)
		ctx_announce(c, "  Police State: %s", b.s);
	else
		ctx_announce(c, "  the Police State ends: its deviations no longer apply (R320.7)");
	sbuf_free(&b);
}

void paradigm_police_describe(const nomic *n, sbuf *out)
{
	if (!paradigm_is(n, PT_POLICE))
		return;
	for (int i = 0; police_clauses[i]; i++)
		sbuf_printf(out, "%s%s", i ? "; " : "", police_clauses[i]);
}

json_t *paradigm_police_json(const nomic *n)
{
	if (!paradigm_is(n, PT_POLICE))
		return json_null();
	return json_pack("{s:b, s:b, s:b}", "proposals_guarded", paradigm_proposals_guarded(n),
			 "bribes_valid", paradigm_bribes_valid(n), "unity_votes",
			 paradigm_unity_votes(n));
}
