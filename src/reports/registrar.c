/* registrar.c: the Registrar's report (Ackanomic R409 a: "a list of all
 * registered players, their current Ackanomic names, their e-mail
 * addresses, and their player states"; b, all current and previous
 * players; d, "keeping track of all of the titles and offices the players
 * hold"): each player with eir state and since when, the date e first
 * joined and, for officers and the admin only, eir contact address; then
 * each office with its holder, since when, when eir term ends, its Acting
 * Officer and any Nomination or Election running (src/gov/offices). The
 * published text is everyone's, so it never holds an address
 * (docs/RULINGS.md, Reports). */
#include "gov/offices/offices.h"
#include "reports/reports.h"

static const char *const phases[] = {"a Nomination", "a Nomination awaiting a volunteer",
				     "a Nomination awaiting the President's choice",
				     "an Election"};

/* One office: its holder and since when, when eir term ends (R401 (v)), its
 * Acting Officer (R401.1) and a Nomination or Election running (R402). */
static void office_line(const nomic *n, const office *o, sbuf *out)
{
	char t[32];
	const office_rec *r = office_rec_peek(n, o->name);
	sbuf_add(out, "\n");
	/* R401 (i): an office of several seats, each with its holder and
	 * Caste (R1031; src/gov/offices/grey.c). */
	int seats = offices_seat_lines(n, o, out);
	if (!seats)
		sbuf_printf(out, "%s: %s", o->name, o->holder ? holder_name(n, o->holder) : "vacant");
	if (!seats && o->holder && r && r->since) {
		format_time(r->since, t, sizeof t);
		sbuf_printf(out, " since %s", t);
	}
	const deadline *term = o->holder && r && r->term_dl ? deadline_by_id(n, r->term_dl) : NULL;
	if (term) {
		format_time(term->due, t, sizeof t);
		sbuf_printf(out, ", term ends %s", t);
	}
	if (r && r->acting)
		sbuf_printf(out, "; acting: %s", holder_name(n, r->acting));
	const nomination *m = nomination_for(n, o->name);
	if (m) {
		sbuf_printf(out, "; %s", phases[m->phase]);
		if (m->ends) {
			format_time(m->ends, t, sizeof t);
			sbuf_printf(out, " until %s", t);
		}
	}
}

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
	sbuf_add(out, "\nOffices (R409 d):");
	for (int i = 0; i < n->noffices; i++)
		office_line(n, n->offices[i], out);
	if (!n->noffices)
		sbuf_add(out, " none");
}
