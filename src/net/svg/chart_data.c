/* chart_data.c: the charts' series from the officers' records (chart_data.h;
 * issue 18 item 4). Each RPT_LEDGER record names the holders it moved
 * between (holder[0] pays, holder[1] receives) and the amount (exact:
 * reports.h rpt_entry.amount; the text is for reading, not parsing).
 * A player's line is built backwards from eir balance now, so it ends
 * where the ledger stands even if something moved eir balance without a
 * record (a nomic older than the records): the steps are the records', the
 * last value is the truth. The score chart adds the Magic Number (R603),
 * the score that wins, as a step line from its RPT_MAGIC records (R666 j
 * changes it at a cycle's end), built backwards from its value now the
 * same way. */
#include "core/params.h"
#include "net/svg/chart_data.h"
#include "reports/reports.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const currency *chart_score_currency(const nomic *n)
{
	const currency *c = currency_by_name(n, "points");
	for (int i = 0; !c && i < n->ncurrencies; i++)
		if (n->currencies[i]->flags & CUR_SCORE)
			c = n->currencies[i];
	return c;
}

/* The records' movements of cur touching player pid, in order. */
typedef struct step {
	gtime t;
	int64_t delta;
} step;

static int wanted_player(const player *p, int only_pid)
{
	return only_pid ? p->id == only_pid : p->state != PS_NONPLAYER;
}

/* The time span the records' changes cover so far. */
typedef struct when_span {
	gtime first, last;
	int any;
} when_span;

static void span_add(when_span *sp, gtime t)
{
	if (!sp->any || t < sp->first)
		sp->first = t;
	if (!sp->any || t > sp->last)
		sp->last = t;
	sp->any = 1;
}

static void ledger_series(const nomic *n, const currency *cur, int only_pid, chart *c,
			  when_span *sp)
{
	c->series = NULL;
	c->nseries = 0;
	int np = 0;
	for (int i = 0; i < n->nplayers; i++)
		np += wanted_player(n->players[i], only_pid);
	if (!cur || np == 0)
		return;
	c->series = xcalloc((size_t)np, sizeof *c->series);
	/* players[i]->id == i + 1 (state.h): each player's series by id. */
	int *slot = xmalloc(((size_t)n->nplayers + 1) * sizeof *slot);
	int *pid = xcalloc((size_t)np, sizeof *pid), *caps = xcalloc((size_t)np, sizeof *caps);
	for (int i = 0; i <= n->nplayers; i++)
		slot[i] = -1;
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		if (!wanted_player(p, only_pid) || p->id < 1 || p->id > n->nplayers)
			continue;
		slot[p->id] = c->nseries;
		pid[c->nseries] = p->id;
		c->series[c->nseries++].name = p->name;
	}
	const reports *r = n->reports;
	for (int i = 0; r && i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		if (e->kind != RPT_LEDGER || e->currency != cur->id)
			continue;
		int64_t a = e->amount;
		if (a <= 0)
			continue;
		for (int side = 0; side < 2; side++) {
			int h = e->holder[side];
			if (h <= 0 || h > n->nplayers || slot[h] < 0)
				continue;
			chart_series *sr = &c->series[slot[h]];
			int k = slot[h];
			if (sr->n == caps[k]) {
				caps[k] = caps[k] ? 2 * caps[k] : 8;
				sr->pts = xrealloc(sr->pts, (size_t)caps[k] * sizeof *sr->pts);
			}
			/* The delta for now; made a value below. */
			sr->pts[sr->n].t = e->time;
			sr->pts[sr->n++].v = side == 0 ? -a : a;
			span_add(sp, e->time);
		}
	}
	for (int k = 0; k < c->nseries; k++) {
		chart_series *sr = &c->series[k];
		int64_t v = balance(n, pid[k], cur->id), sum = 0;
		for (int i = 0; i < sr->n; i++)
			sum += sr->pts[i].v;
		sr->start = v - sum;
		int64_t run = sr->start;
		for (int i = 0; i < sr->n; i++) {
			run += sr->pts[i].v;
			sr->pts[i].v = run;
		}
	}
	free(slot);
	free(pid);
	free(caps);
}

/* The time axis: the changes' span and now, */
static void chart_times(chart *c, const when_span *sp, gtime now)
{
	gtime first = sp->any ? sp->first : now, last = sp->any ? sp->last : now;
	/* a day at least, and a little before the first change, so a step
	 * at the start is seen as one, */
	c->to = last > now ? last : now;
	c->from = first;
	int64_t span = c->to - c->from;
	int64_t margin = span / 20 > 3600 ? span / 20 : 3600;
	c->from -= margin;
	/* and a little after the last, so a change at the end is seen too */
	if (last + margin > c->to)
		c->to = last + margin;
	if (c->to - c->from < 86400)
		c->from = c->to - 86400;
}

void chart_ledger(const nomic *n, const currency *cur, int only_pid, gtime now, chart *c)
{
	when_span sp = {0};
	ledger_series(n, cur, only_pid, c, &sp);
	chart_times(c, &sp, now);
}

/* R603: the Magic Number now, where it is a parameter of this nomic, and
 * its past from the records' changes of it (RPT_MAGIC, amount = new -
 * old): built backwards from now, so the line ends at the truth. */
static void magic_series(const nomic *n, chart *c, when_span *sp)
{
	if (!param_decl_find(n, "magic.number"))
		return;
	c->has_level = 1;
	c->level = param_int(n, "magic.number");
	c->level_label = "Magic Number";
	const reports *r = n->reports;
	int cap = 0;
	for (int i = 0; r && i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		if (e->kind != RPT_MAGIC || e->amount == 0)
			continue;
		if (c->level_n == cap) {
			cap = cap ? 2 * cap : 8;
			c->level_pts = xrealloc(c->level_pts, (size_t)cap * sizeof *c->level_pts);
		}
		c->level_pts[c->level_n].t = e->time;
		c->level_pts[c->level_n++].v = e->amount; /* the delta; a value below */
		span_add(sp, e->time);
	}
	int64_t sum = 0;
	for (int i = 0; i < c->level_n; i++)
		sum += c->level_pts[i].v;
	c->level_start = c->level - sum;
	int64_t run = c->level_start;
	for (int i = 0; i < c->level_n; i++) {
		run += c->level_pts[i].v;
		c->level_pts[i].v = run;
	}
}

void chart_release(chart *c)
{
	for (int i = 0; i < c->nseries; i++)
		free(c->series[i].pts);
	free(c->series);
	free(c->level_pts);
	c->series = NULL;
	c->nseries = 0;
	c->level_pts = NULL;
	c->level_n = 0;
}

int chart_scores_svg(const nomic *n, gtime now, sbuf *out)
{
	const currency *cur = chart_score_currency(n);
	chart c = {.title = "Scores over time", .unit = cur ? cur->name : "points",
		   .empty = cur ? "No score has changed yet." : "This nomic keeps no score."};
	when_span sp = {0};
	ledger_series(n, cur, 0, &c, &sp);
	magic_series(n, &c, &sp);
	chart_times(&c, &sp, now);
	int rc = chart_svg(&c, out);
	chart_release(&c);
	return rc;
}

int chart_balances_svg(const nomic *n, const currency *cur, const player *only, gtime now,
		       sbuf *out)
{
	char title[160], empty[200];
	if (only)
		snprintf(title, sizeof title, "%.60s: %.60s over time", only->name, cur->name);
	else
		snprintf(title, sizeof title, "Balances of %.60s over time", cur->name);
	snprintf(empty, sizeof empty, "No %.60s has moved yet%s%.60s.", cur->name,
		 only ? " for " : "", only ? only->name : "");
	chart c = {.title = title, .unit = cur->name, .empty = empty};
	chart_ledger(n, cur, only ? only->id : 0, now, &c);
	int rc = chart_svg(&c, out);
	chart_release(&c);
	return rc;
}
