/* scorekeeper.c: the Scorekeeper's report (Ackanomic R410 a: "maintaining
 * a record of the players' current scores"; b, each score change, listed
 * with its reason among the changes): the Magic Number (R603) and every
 * player's points. */
#include "reports/reports.h"

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
}
