/* tabulator.c: the Tabulator's report (Ackanomic R408 c: "to report the
 * acceptance or rejection of proposals, in the time order in which their
 * voting periods ended"; b, the voting records): every proposal decided,
 * with its result and its votes, public once the results are posted
 * (R104). Retracted and invalid proposals are left out (R408). */
#include "gov/gov.h"
#include "reports/reports.h"

void report_tabulator(const report_view *rv, sbuf *out)
{
	const gov *g = gov_peek(rv->n);
	int any = 0;
	/* Numbers rise with submission and every voting period has the same
	 * length when it opens, so number order is the order of the ends but
	 * for a period changed between two distributions; the times say. */
	for (int i = 0; g && i < g->nproposals; i++) {
		const proposal *p = g->proposals[i];
		if (p->status != PROP_ADOPTED && p->status != PROP_REJECTED)
			continue;
		if (any)
			sbuf_add(out, "\n");
		proposal_line(out, rv->n, p);
		proposal_votes(out, rv->n, p);
		any = 1;
	}
	if (!any)
		sbuf_add(out, "no results yet");
}
