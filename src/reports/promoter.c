/* promoter.c: the Promoter's report (Ackanomic R406 b: "to keep a record of
 * each proposal from the time it is submitted to the time its voting
 * period ends"; e "to promptly distribute each proposal for voting"): the
 * proposals waiting to be distributed and those open for votes, each with
 * its text, or why it is withheld (Ace of Spades reg 106). */
#include "gov/gov.h"
#include "reports/reports.h"

void report_promoter(const report_view *rv, sbuf *out)
{
	const gov *g = gov_peek(rv->n);
	int any = 0;
	for (int i = 0; g && i < g->nproposals; i++) {
		const proposal *p = g->proposals[i];
		if (p->status != PROP_VOTING && p->status != PROP_SUBMITTED)
			continue;
		if (any)
			sbuf_add(out, "\n");
		proposal_line(out, rv->n, p);
		/* The published text is everyone's: a hidden text never goes in it. */
		vis_viewer pub = {0, 0};
		int shown = proposal_text_visible(p, rv->public_text ? &pub : &rv->v);
		sbuf_printf(out, "\n%s", shown ? p->text
			    : "(withheld: it changes a Private or Secret regulation, reg 106)");
		any = 1;
	}
	if (!any)
		sbuf_add(out, "no proposals are open for voting");
}
