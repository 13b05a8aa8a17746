/* hearings_state.c: the Hearings' state (hearings.h): its creation on
 * first use (journaled), its freeing, its lookups, the Hearing Harfer
 * (R360 ¶2) and the verdict (R360 ¶5-7), a pure function. */
#include "gov/hearings/hearings.h"

#include <stdlib.h>
#include <string.h>

hearings *hearings_of(ctx *c)
{
	if (!c->n->hearings) {
		c->n->hearings = xcalloc(1, sizeof *c->n->hearings);
		mut_part_made(c, hearings_module.free_state);
	}
	return c->n->hearings;
}

const hearings *hearings_peek(const nomic *n)
{
	return n->hearings;
}

void hearing_free(void *p)
{
	hearing *h = p;
	if (!h)
		return;
	free(h->circumstances);
	for (int i = 0; i < h->nresponses; i++)
		free(h->responses[i]);
	free(h->responses);
	for (int i = 0; i < h->ngot; i++)
		free(h->got[i]);
	free(h->got);
	free(h);
}

void hearings_free(hearings *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nall; i++)
		hearing_free(s->all[i]);
	free(s->all);
	free(s);
}

hearing *hearing_get(const nomic *n, int number)
{
	const hearings *s = n->hearings;
	if (!s || number < 1 || number > s->nall)
		return NULL;
	return s->all[number - 1];
}

/* R360 ¶2: "Count Tabula shall be the Hearing Harfer unless the rules
 * specify someone else": harfer 0 is whoever holds Count Tabula now. */
int hearing_harfer_id(const nomic *n, const hearing *h)
{
	if (h->harfer)
		return h->harfer;
	const office *o = office_by_name(n, "Count Tabula");
	return o ? o->holder : 0;
}

const char *hearing_harfer_name(const nomic *n, const hearing *h)
{
	if (!h->harfer)
		return "Count Tabula";
	const player *p = player_by_id(n, h->harfer);
	return p ? p->name : "?";
}

/* The response with the most of counts among n, -1 if none has any;
 * *tied: the most is shared; a tie goes to the first listed (R360 ¶7)
 * and so does the returned index. skip: a response left out (¶6). */
static int most(const int *counts, int n, int skip, int *tied)
{
	int best = -1;
	*tied = 0;
	for (int i = 0; i < n; i++) {
		if (i == skip)
			continue;
		if (best < 0 || counts[i] > counts[best]) {
			best = i;
			*tied = 0;
		} else if (counts[i] == counts[best]) {
			*tied = 1;
		}
	}
	return best;
}

void hearing_verdict(const int *counts, const int *pcounts, int n, int modifies, int pct,
		     hearing_result *r)
{
	memset(r, 0, sizeof *r);
	r->verdict = -1;
	for (int i = 0; i < n && i < HEARING_MAX_RESPONSES; i++) {
		r->counts[i] = counts[i];
		r->total += counts[i];
	}
	/* ¶5: no responses: inconclusive, and ¶7 has no tied response to
	 * choose (docs/RULINGS.md). */
	if (!r->total)
		return;
	int tied, v = most(counts, n, -1, &tied);
	if (tied) {
		/* ¶5 inconclusive; ¶7: recount without non-player entities,
		 * then the tied response appearing first in the rule. */
		r->tie = 1;
		int ptotal = 0, ptied;
		for (int i = 0; i < n; i++)
			ptotal += pcounts[i];
		if (ptotal) {
			v = most(pcounts, n, -1, &ptied);
		}
	}
	/* ¶6: a Serious Hearing's response that would modify the ruleset
	 * needs the percentage R106 needs (a majority: more than pct); if it
	 * has the most but not that, the second most is the verdict. */
	if (modifies >= 0 && v == modifies &&
	    !((int64_t)counts[v] * 100 > (int64_t)pct * r->total)) {
		r->serious_failed = 1;
		v = most(counts, n, modifies, &tied);
	}
	r->verdict = v;
}
