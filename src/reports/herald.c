/* herald.c: the Herald's report (Ackanomic R435 1: "To track the Honour of
 * each player or undead, and make that information publicly available to
 * any player upon request"): every player's Honour, the Champion of Honour
 * and who is Evil (R550.3); the changes since the last report, each with
 * its act and rule, are its records (RPT_HONOUR, records.c). Honour is
 * kept by src/society/character (R550). */
#include "reports/reports.h"
#include "society/character/character.h"

void report_herald(const report_view *rv, sbuf *out)
{
	const nomic *n = rv->n;
	const charac_def *h = charac_find("Honour");
	const character *s = n->character;
	int any = 0;
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		if (p->state == PS_NONPLAYER)
			continue;
		sbuf_printf(out, "%s%s: Honour %lld", any++ ? "\n" : "", p->name,
			    (long long)charac_value_of(n, p->id, h));
	}
	if (!any)
		sbuf_add(out, "no players");
	sbuf_printf(out, "\nChampion of Honour (R550.3): %s",
		    s && s->champion ? holder_name(n, s->champion) : "none");
	sbuf_printf(out, "\nEvil (R550.3): %s", s && s->evil ? holder_name(n, s->evil) : "none");
}
