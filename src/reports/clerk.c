/* clerk.c: the Clerk of the Court's report (Ackanomic R413: to receive
 * CFJs, select their judges and distribute them (a, b), to distribute the
 * verdicts (c), and to keep and publish the CFJ Ineligibility List (d)):
 * the CFJs still open, each with its judge or Court and what it waits for,
 * the verdicts that stand, and the List. Only what the Clerk distributes
 * publicly is in it: no reasoning held back under R418 (justice_json.c
 * decides that; this report shows no notes at all). */
#include "gov/justice/justice.h"
#include "reports/reports.h"

static void cfj_head(sbuf *out, const nomic *n, const cfj *f)
{
	sbuf_printf(out, "%s %d by %s: \"%s\"", cfj_kind_name(f->kind), f->number,
		    holder_name(n, f->author), f->statement);
}

static void open_line(sbuf *out, const nomic *n, const cfj *f)
{
	char when[32];
	cfj_head(out, n, f);
	switch (f->stage) {
	case CFJ_WITH_JUDGE:
		if (f->judge) {
			format_time(f->appointed, when, sizeof when);
			sbuf_printf(out, "\n  judge: %s, appointed %s (R212, R213)",
				    holder_name(n, f->judge), when);
		} else {
			sbuf_add(out, "\n  awaiting a judge (R212)");
		}
		break;
	case CFJ_APPEALABLE:
		sbuf_printf(out, "\n  %s, open to appeal (R217 I)",
			    verdict_name(cfj_latest(f)->verdict));
		break;
	case CFJ_AT_CORTEX:
	case CFJ_AT_COURT:
		sbuf_printf(out, "\n  %s (R217 II)", cfj_stage_name(f->stage));
		break;
	default:
		break;
	}
}

void report_clerk(const report_view *rv, sbuf *out)
{
	const nomic *n = rv->n;
	const justice *j = justice_peek(n);
	int open = 0, done = 0;
	sbuf_add(out, "Open CFJs:");
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *f = j->cfjs[i];
		if (f->stage > CFJ_AT_COURT)
			continue;
		sbuf_add(out, "\n");
		open_line(out, n, f);
		open++;
	}
	if (!open)
		sbuf_add(out, " none");
	sbuf_add(out, "\nVerdicts that stand (R217 IV):");
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *f = j->cfjs[i];
		if (f->stage != CFJ_FINAL && f->stage != CFJ_DISMISSED)
			continue;
		sbuf_add(out, "\n");
		cfj_head(out, n, f);
		const cfj_ruling *r = cfj_latest(f);
		if (f->stage == CFJ_DISMISSED)
			sbuf_add(out, ": INVALID, no eligible judge (R212)");
		else if (r)
			sbuf_printf(out, ": %s", verdict_name(r->verdict));
		done++;
	}
	if (!done)
		sbuf_add(out, " none");
	/* R413 d: the CFJ Ineligibility List. */
	sbuf_add(out, "\nCFJ Ineligibility List (R212, R413 d):");
	for (int i = 0; j && i < j->ninelig; i++)
		sbuf_printf(out, "%s %s", i ? "," : "", holder_name(n, j->inelig[i]));
	if (!j || !j->ninelig)
		sbuf_add(out, " empty");
}
