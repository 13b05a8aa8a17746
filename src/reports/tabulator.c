/* tabulator.c: the Tabulator's report (Ackanomic R408 c: "to report the
 * acceptance or rejection of proposals, in the time order in which their
 * voting periods ended"; b, the voting records): every proposal decided,
 * with its result and its votes, public once the results are posted
 * (R104). Retracted and invalid proposals are left out (R408). */
#include "gov/gov.h"
#include "reports/reports.h"

#include <stdlib.h>

/* R408 c: by the end of the voting period, then by number (results that
 * end together are reported in number order, R207 II). A period is fixed
 * at distribution, so a later proposal may end first. */
static gtime end_of(const proposal *p)
{
	/* A method with no period decides on a vote; its distribution is the
	 * nearest time the state keeps. */
	return p->closes ? p->closes : p->distributed;
}

static int ends_before(const proposal *a, const proposal *b)
{
	return end_of(a) < end_of(b) || (end_of(a) == end_of(b) && a->number < b->number);
}

void report_tabulator(const report_view *rv, sbuf *out)
{
	const gov *g = gov_peek(rv->n);
	int n = 0;
	const proposal **done = xcalloc(g && g->nproposals ? (size_t)g->nproposals : 1,
					sizeof *done);
	for (int i = 0; g && i < g->nproposals; i++) {
		const proposal *p = g->proposals[i];
		if (p->status != PROP_ADOPTED && p->status != PROP_REJECTED)
			continue;
		int k = n++;
		for (; k > 0 && ends_before(p, done[k - 1]); k--)
			done[k] = done[k - 1];
		done[k] = p;
	}
	for (int i = 0; i < n; i++) {
		if (i)
			sbuf_add(out, "\n");
		proposal_line(out, rv->n, done[i]);
		proposal_votes(out, rv->n, done[i]);
	}
	free(done);
	if (!n)
		sbuf_add(out, "no results yet");
}
