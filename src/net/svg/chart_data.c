/* chart_data.c: the charts' series from the officers' records (chart_data.h;
 * issue 18 item 4). Each RPT_LEDGER record names the holders it moved
 * between (holder[0] pays, holder[1] receives) and its text the amount.
 * A player's line is built backwards from eir balance now, so it ends
 * where the ledger stands even if something moved eir balance without a
 * record (a nomic older than the records): the steps are the records', the
 * last value is the truth. The score chart adds the Magic Number (R603),
 * the score that wins. */
#include "core/params.h"
#include "net/svg/chart_data.h"
#include "reports/reports.h"

#include <ctype.h>
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

/* The whole number at s followed by a space: its value, or -1. */
static int64_t number_at(const char *s, const char **end)
{
	int64_t v = 0;
	const char *p = s;
	if (!isdigit((unsigned char)*p))
		return -1;
	for (; isdigit((unsigned char)*p); p++) {
		if (v > (INT64_MAX - 9) / 10)
			return -1;
		v = v * 10 + (*p - '0');
	}
	if (*p != ' ')
		return -1;
	*end = p + 1;
	return v;
}

int64_t chart_entry_amount(const char *what, const char *cur_name)
{
	/* Names may hold spaces and even these verbs (R500.1 lets a player be
	 * "al pays 3"): so each place a verb stands is tried, and the one
	 * followed by the amount and the currency's name, as records.c writes
	 * it, wins; failing that (the currency renamed since), the first
	 * amount after "pays", the last after "gains" or "loses". */
	static const char *const verbs[] = {" pays ", " gains ", " loses "};
	size_t cl = cur_name ? strlen(cur_name) : 0;
	int64_t loose = -1;
	for (int k = 0; k < 3; k++) {
		for (const char *v = strstr(what, verbs[k]); v; v = strstr(v + 1, verbs[k])) {
			const char *rest;
			int64_t a = number_at(v + strlen(verbs[k]), &rest);
			if (a < 0)
				continue;
			if (cl && strncmp(rest, cur_name, cl) == 0 &&
			    (k == 0 ? strncmp(rest + cl, " to ", 4) == 0 : rest[cl] == '\0'))
				return a;
			if (k > 0 || loose < 0)
				loose = a;
		}
	}
	return loose;
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

void chart_ledger(const nomic *n, const currency *cur, int only_pid, gtime now, chart *c)
{
	c->series = NULL;
	c->nseries = 0;
	c->from = c->to = now;
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
	gtime first = now, last = now;
	int any = 0;
	for (int i = 0; r && i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		if (e->kind != RPT_LEDGER || e->currency != cur->id)
			continue;
		int64_t a = chart_entry_amount(e->what, cur->name);
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
			if (!any || e->time < first)
				first = e->time;
			if (e->time > last)
				last = e->time;
			any = 1;
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
	/* A day at least, and a little before the first change, so a step
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

void chart_release(chart *c)
{
	for (int i = 0; i < c->nseries; i++)
		free(c->series[i].pts);
	free(c->series);
	c->series = NULL;
	c->nseries = 0;
}

int chart_scores_svg(const nomic *n, gtime now, sbuf *out)
{
	const currency *cur = chart_score_currency(n);
	chart c = {.title = "Scores over time", .unit = cur ? cur->name : "points",
		   .empty = cur ? "No score has changed yet." : "This nomic keeps no score."};
	chart_ledger(n, cur, 0, now, &c);
	/* R603: the Magic Number, the score that wins; where it is a
	 * parameter of this nomic. */
	if (param_decl_find(n, "magic.number")) {
		c.has_level = 1;
		c.level = param_int(n, "magic.number");
		c.level_label = "Magic Number";
	}
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
