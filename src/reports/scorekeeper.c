/* scorekeeper.c: the Scorekeeper's report (Ackanomic R410 a: "maintaining
 * a record of the players' current scores"; b, each score change, listed
 * with its reason among the changes): the Magic Number (R603) and every
 * player's points; c, the Winning Conditions by points and the
 * Scorekeeper's announcements still open to objection (R603 ¶4). */
#include "gov/gov.h"
#include "reports/reports.h"

#include <string.h>

void report_scorekeeper(const report_view *rv, sbuf *out)
{
	const nomic *n = rv->n;
	const currency *pts = currency_by_name(n, "points");
	sbuf_printf(out, "Magic Number: %lld (R603)", (long long)param_value(n, "magic.number", 379));
	for (int i = 0; pts && i < n->nplayers; i++) {
		const player *p = n->players[i];
		if (p->state != PS_NONPLAYER)
			sbuf_printf(out, "\n%s: %lld", p->name, (long long)balance(n, p->id, pts->id));
	}
	/* R410 c: "detecting and announcing ... a player achieving a Winning
	 * Condition by points". */
	const gov *g = gov_peek(n);
	char when[32];
	for (int i = 0; g && i < g->nwins; i++)
		if (strcmp(g->wins[i]->creator, "603") == 0) {
			format_time(g->wins[i]->when, when, sizeof when);
			sbuf_printf(out, "\nWinning Condition by points (R603): %s, %s since %s",
				    holder_name(n, wc_owner(n, g->wins[i])),
				    wc_state_name(wc_state(n, g->wins[i])), when);
		}
	for (int i = 0; g && i < g->nannouncements; i++) {
		const deadline *d = g->announcements[i]->state == ANN_OPEN
			? deadline_by_id(n, g->announcements[i]->deadline) : NULL;
		if (!d)
			continue;
		format_time(d->due, when, sizeof when);
		sbuf_printf(out, "\nannouncement %d: %s wins unless a player objects by %s (R603)",
			    g->announcements[i]->number, holder_name(n, g->announcements[i]->player),
			    when);
	}
}
