/* registrar.c: the Registrar's report (Ackanomic R409 a: "a list of all
 * registered players, their current Ackanomic names, their e-mail
 * addresses, and their player states"; b, all current and previous
 * players; d, "keeping track of all of the titles and offices the players
 * hold"): each player with eir state and since when, the date e first
 * joined and, for officers and the admin only, eir contact address; then
 * the offices. The published text is everyone's, so it never holds an
 * address (docs/RULINGS.md, Reports). */
#include "reports/reports.h"

/* Officers and the admin read the addresses; a player eir own. */
static int shows_contact(const report_view *rv, const player *p)
{
	if (rv->public_text || !p->contact)
		return 0;
	return rv->v.admin || rv->officer || rv->v.pid == p->id;
}

void report_registrar(const report_view *rv, sbuf *out)
{
	const nomic *n = rv->n;
	char joined[32], since[32];
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		format_time(p->first_joined, joined, sizeof joined);
		format_time(p->state_since, since, sizeof since);
		sbuf_printf(out, "%s%s: %s since %s; joined %s", i ? "\n" : "", p->name,
			    player_state_name(p->state), since, joined);
		if (shows_contact(rv, p))
			sbuf_printf(out, "; contact %s", p->contact);
	}
	if (!n->nplayers)
		sbuf_add(out, "no players");
	sbuf_add(out, "\nOffices:");
	for (int i = 0; i < n->noffices; i++) {
		const office *o = n->offices[i];
		sbuf_printf(out, "%s %s %s", i ? ";" : "", o->name,
			    o->holder ? holder_name(n, o->holder) : "vacant");
	}
	if (!n->noffices)
		sbuf_add(out, " none");
}
