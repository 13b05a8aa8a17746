/* render.c: the offices' reports (reports.h) and how each reads: a dated
 * header naming the office, its holder and the rule that gives the duty,
 * the office's records now, and the changes since the last published
 * report, each with its reason, as Agora's officers write them. */
#include "reports/reports.h"

#include <stdio.h>
#include <string.h>

/* Ackanomic has no Treasuror: R412's Financier keeps the records of
 * ownership and logs every transfer, creation and destruction, which is
 * what Agora's Treasuror reports (docs/RULINGS.md, Reports). */
const report_office report_offices[REPORT_OFFICES] = {
	{"promoter", "Promoter", NULL, "Promoter", "R406", RPT_PROPOSAL, 0, report_promoter},
	{"tabulator", "Tabulator", NULL, "Tabulator", "R408", RPT_RESULT, 0, report_tabulator},
	{"registrar", "Registrar", NULL, "Registrar", "R409", RPT_PLAYER | RPT_OFFICE, 0, report_registrar},
	{"scorekeeper", "Scorekeeper", NULL, "Scorekeeper", "R410", RPT_LEDGER, 1, report_scorekeeper},
	{"treasuror", "Treasuror", "financier", "Financier", "R412", RPT_LEDGER | RPT_ENTITY, 0, report_treasuror},
	{"clerk", "Clerk of the Court", "cotc", "Clerk of the Court", "R413", RPT_CFJ, 0, report_clerk},
	{"herald", "Herald", NULL, "Herald", "R435", RPT_HONOUR, 0, report_herald},
};

const report_office *report_find(const char *word)
{
	for (int i = 0; i < REPORT_OFFICES; i++) {
		const report_office *o = &report_offices[i];
		if (strcaseeq(word, o->name) || strcaseeq(word, o->office) ||
		    (o->alias && strcaseeq(word, o->alias)))
			return o;
	}
	return NULL;
}

int report_index(const report_office *o)
{
	return (int)(o - report_offices);
}

report_view report_view_for(const nomic *n, vis_viewer v)
{
	report_view rv = {.n = n, .v = v};
	for (int i = 0; v.pid && i < n->noffices; i++)
		if (n->offices[i]->holder == v.pid)
			rv.officer = 1;
	return rv;
}

static int wanted(const nomic *n, const report_office *o, const rpt_entry *e)
{
	if (!(e->kind & o->kinds))
		return 0;
	if (o->scores_only) {
		const currency *cur = e->currency >= 0 && e->currency < n->ncurrencies
			? n->currencies[e->currency] : NULL;
		return cur && (cur->flags & CUR_SCORE);
	}
	return 1;
}

int report_changes(const report_view *rv, const report_office *o, gtime since,
		   uint64_t after_seq, sbuf *out)
{
	const reports *r = rv->n->reports;
	int count = 0;
	for (int i = 0; r && i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		if (e->time < since || e->seq <= after_seq || !wanted(rv->n, o, e))
			continue;
		char when[32];
		format_time(e->time, when, sizeof when);
		sbuf_printf(out, "\n  %s %s -- %s", when, e->what, e->why);
		count++;
	}
	if (!count)
		sbuf_add(out, "\n  none");
	return count;
}

const rpt_published *report_last(const nomic *n, const report_office *o, uint64_t before)
{
	const reports *r = n->reports;
	for (int i = r ? r->npub - 1 : -1; i >= 0; i--)
		if (r->pub[i]->office == report_index(o) && (!before || r->pub[i]->seq < before))
			return r->pub[i];
	return NULL;
}

void report_render(const report_view *rv, const report_office *o, gtime now, sbuf *out)
{
	char when[32];
	format_time(now, when, sizeof when);
	const office *off = office_by_name(rv->n, o->office);
	sbuf_printf(out, "The %s's report, %s (%s; %s: %s)", o->title, when, o->rule, o->office,
		    off && off->holder ? holder_name(rv->n, off->holder) : "vacant");
	sbuf_add(out, "\n");
	o->body(rv, out);
	const rpt_published *last = report_last(rv->n, o, 0);
	if (last) {
		format_time(last->time, when, sizeof when);
		sbuf_printf(out, "\nChanges since the last report (%s):", when);
	} else {
		sbuf_add(out, "\nChanges since the nomic began:");
	}
	report_changes(rv, o, 0, last ? last->seq : 0, out);
}
