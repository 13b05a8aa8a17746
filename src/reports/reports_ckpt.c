/* reports_ckpt.c: the reports' part of a checkpoint (issue 17 item 3;
 * core/ckpt.h): the officers' records (each entry's time, event, kind,
 * currency, text, reason, the players it concerns and its amount: version
 * 2; a version 1 checkpoint is refused as every module's older version is,
 * and opening replays the log, which records the amounts again), the reports
 * published (office, time, event, text) and each office's weekly duty
 * deadline id (core's deadlines are core's part). Nothing here is a cache. */
#include "core/ckpt.h"
#include "reports/reports.h"

#include <stdlib.h>

int reports_save_state(const nomic *n, ckw *w)
{
	const reports *r = n->reports;
	if (!r) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, r->nentries);
	for (int i = 0; i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		ck_i64(w, e->time);
		ck_u64(w, e->seq);
		ck_int(w, (int)e->kind);
		ck_int(w, e->currency);
		ck_str(w, e->what);
		ck_str(w, e->why);
		ck_int(w, e->holder[0]);
		ck_int(w, e->holder[1]);
		ck_i64(w, e->amount);
	}
	ck_int(w, r->npub);
	for (int i = 0; i < r->npub; i++) {
		const rpt_published *p = r->pub[i];
		ck_int(w, p->office);
		ck_i64(w, p->time);
		ck_u64(w, p->seq);
		ck_str(w, p->text);
	}
	for (int i = 0; i < REPORT_OFFICES; i++)
		ck_u64(w, r->duty[i]);
	return 0;
}

int reports_load_state(nomic *n, ckr *r)
{
	int present = ckr_int(r);
	if (present == 0)
		return ckr_ok(r) ? 0 : -1;
	if (present != 1) {
		ckr_fail(r, "reports: bad presence marker");
		return -1;
	}
	reports *rp = xcalloc(1, sizeof *rp);
	n->reports = rp;
	int ne = ckr_count(r, 8);
	rp->entries = ne ? xcalloc((size_t)ne, sizeof *rp->entries) : NULL;
	rp->cap = ne;
	for (int i = 0; i < ne && ckr_ok(r); i++) {
		rpt_entry *e = xcalloc(1, sizeof *e);
		rp->entries[rp->nentries++] = e;
		e->time = (gtime)ckr_i64(r);
		e->seq = ckr_u64(r);
		int kind = ckr_int(r);
		if (kind < RPT_PLAYER || kind > RPT_KIND_LAST || (kind & (kind - 1)))
			ckr_fail(r, "reports: an entry's kind is out of range");
		e->kind = (enum rpt_kind)kind;
		e->currency = ckr_int(r);
		e->what = ckr_str(r);
		e->why = ckr_str(r);
		e->holder[0] = ckr_int(r);
		e->holder[1] = ckr_int(r);
		e->amount = ckr_i64(r);
		if (e->kind == RPT_LEDGER ? e->amount < 0 : e->kind != RPT_MAGIC && e->amount != 0)
			ckr_fail(r, "reports: an entry's amount is out of range");
	}
	int np = ckr_count(r, 4);
	rp->pub = np ? xcalloc((size_t)np, sizeof *rp->pub) : NULL;
	rp->pubcap = np;
	for (int i = 0; i < np && ckr_ok(r); i++) {
		rpt_published *p = xcalloc(1, sizeof *p);
		rp->pub[rp->npub++] = p;
		p->office = ckr_int(r);
		if (p->office < 0 || p->office >= REPORT_OFFICES)
			ckr_fail(r, "reports: a published report's office is out of range");
		p->time = (gtime)ckr_i64(r);
		p->seq = ckr_u64(r);
		p->text = ckr_str(r);
	}
	for (int i = 0; i < REPORT_OFFICES; i++)
		rp->duty[i] = ckr_u64(r);
	return ckr_ok(r) ? 0 : -1;
}
