/* diplomacy_game_turn.c: the clock's part of Diplomacy (Ackanomic
 * R1250.14): each phase's deadline (III B 4), the adjudication of the
 * orders given by then with the judge (defaults and bots for the rest, III
 * B 6, 8), the public results, the end of the game (IV: 18 centres or the
 * announced target, a co-win claim, the announced early end) with its
 * points, Golden Knife and referee's A$10, and the views. */
#include "games/diplomacy/diplomacy_game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void dg_begin_phase(ctx *c, game *g)
{
	dg_state *s = g->st;
	char ph[48], t[40];
	s->phase_no++;
	memset(s->norders, 0, sizeof s->norders);
	/* A phase in which no player has anything to order (only neutral or
	 * bot powers retreat or adjust) is adjudicated at once. */
	int wait = dg_waiting(g);
	s->due = c->now + (wait ? s->limit[dg_kind(s)] : 0);
	game_schedule(c, g, s->due, s->phase_no);
	dip_phase_name(s->pos.phase, ph, sizeof ph);
	format_time(s->due, t, sizeof t);
	if (wait)
		ctx_reply(c, "game %d: %s; orders by %s (R1250.14 III B 4)", g->id, ph, t);
	else
		ctx_reply(c, "game %d: %s; no player has orders to give", g->id, ph);
}

/* ---- bots (III B 8) ---- */

static int bot_orders(ctx *c, const dg_state *s, int p, dip_order *out)
{
	const dip_map *m = dg_map();
	int n = 0, kind = dg_kind(s);
	if (kind == DG_ADJUST)
		return 0; /* never build; disbands are civil disorder */
	int count = kind == DG_MOVE ? s->pos.nunits : s->pos.ndislodged;
	for (int i = 0; i < count && n < DG_MAX_ORDERS; i++) {
		const dip_unit *u = kind == DG_MOVE ? &s->pos.units[i] : &s->pos.dislodged[i].unit;
		if (u->power != p)
			continue;
		dip_order cand[DIP_MAX_LOCS + 1];
		char err[DIP_ERR_LEN];
		int k = 0;
		dip_order o = {.kind = kind == DG_MOVE ? DIP_HOLD : DIP_DISBAND, .power = p,
			       .type = u->type, .loc = u->loc, .dest = -1,
			       .target_type = DIP_ANY_UNIT, .target = -1};
		cand[k++] = o;
		for (int d = 0; d < dip_map_nlocs(m); d++) {
			o.kind = kind == DG_MOVE ? DIP_MOVE : DIP_RETREAT;
			o.dest = d;
			if (dip_adjacent(m, u->type, u->loc, d) &&
			    !dip_order_check(m, &s->pos, &o, err, sizeof err))
				cand[k++] = o;
		}
		out[n++] = cand[rng_below(c->rng, (uint64_t)k)];
	}
	return n;
}

/* ---- publication ---- */

__attribute__((format(printf, 4, 5)))
static void line(ctx *c, dg_state *s, int power, const char *fmt, ...)
{
	dg_line *l = s->nlines < DG_MAX_LINES ? &s->lines[s->nlines++] : NULL;
	char text[sizeof l->text];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (l) {
		l->power = (signed char)power;
		memcpy(l->text, text, sizeof text);
	}
	ctx_reply(c, "\n%s%s%s", power >= 0 ? dg_power(power) : "", power >= 0 ? ": " : "", text);
}

static const char *unit_text(const dip_unit *u, char *buf, size_t n)
{
	snprintf(buf, n, "%c %s", u->type == DIP_FLEET ? 'F' : 'A', dip_loc_name(dg_map(), u->loc));
	return buf;
}

static int ordered(const dip_order *o, int n, int loc)
{
	int prov = dip_loc_province(dg_map(), loc);
	for (int i = 0; i < n; i++)
		if (o[i].kind != DIP_WAIVE && o[i].kind != DIP_BUILD &&
		    dip_loc_province(dg_map(), o[i].loc) == prov)
			return 1;
	return 0;
}

static int in_position(const dip_position *pos, const dip_unit *u)
{
	for (int i = 0; i < pos->nunits; i++)
		if (pos->units[i].loc == u->loc && pos->units[i].power == u->power)
			return 1;
	return 0;
}

/* What became of a unit nobody ordered in a movement phase. */
static const char *unordered_fate(const dip_position *next, const dip_unit *u)
{
	for (int i = 0; i < next->ndislodged; i++)
		if (next->dislodged[i].unit.loc == u->loc && next->dislodged[i].unit.power == u->power)
			return "; dislodged";
	return in_position(next, u) ? "" : "; dislodged, destroyed: no retreat";
}

/* Each power's orders with their outcome, then what nobody ordered. */
static void publish(ctx *c, game *g, const dip_order *all, const dip_result *res,
		    const int *first, const int *cnt, const dip_position *next)
{
	dg_state *s = g->st;
	const dip_map *m = dg_map();
	char a[96], b[48];
	int kind = dg_kind(s);
	for (int p = 0; p < DG_POWERS; p++) {
		for (int i = first[p]; i < first[p] + cnt[p]; i++) {
			dip_order_format(m, &all[i], a, sizeof a);
			line(c, s, p, "%s: %s", a, res[i].note);
		}
		int count = kind == DG_RETREAT ? s->pos.ndislodged : s->pos.nunits;
		for (int i = 0; i < count; i++) {
			const dip_unit *u = kind == DG_RETREAT ? &s->pos.dislodged[i].unit
							       : &s->pos.units[i];
			if (u->power != p || ordered(all + first[p], cnt[p], u->loc))
				continue;
			unit_text(u, b, sizeof b);
			if (kind == DG_MOVE)
				line(c, s, p, "%s: holds (no order)%s", b, unordered_fate(next, u));
			else if (kind == DG_RETREAT)
				line(c, s, p, "%s: disbanded (no retreat ordered)", b);
			else if (!in_position(next, u))
				line(c, s, p, "%s: disbanded in civil disorder", b);
		}
	}
	int changed = 0;
	for (int prov = 0; prov < dip_map_nprovinces(m); prov++)
		changed |= s->pos.owner[prov] != next->owner[prov];
	if (!changed)
		return;
	char list[120] = "";
	for (int p = 0; p < DG_POWERS; p++) {
		size_t len = strlen(list);
		snprintf(list + len, sizeof list - len, "%s%s %d", p ? ", " : "", dg_power(p),
			 dip_centre_count(m, next, p));
	}
	line(c, s, -1, "supply centres: %s", list);
}

/* ---- the end (IV) ---- */

static void finish(ctx *c, game *g, const int *seats, int k, const char *why)
{
	ctx_reply(c, "\n");
	game_end(c, g, seats, k, why);
	if (k > 0) {
		/* All winners split 8 points, or the greatest multiple of their
		 * number below 8; none past 8 winners. */
		int total = 8 % k == 0 ? 8 : (7 / k) * k;
		for (int i = 0; i < g->nwinners && total; i++)
			game_points(c, g, g->winners[i], total / k);
		if (k == 1)
			game_trophy(c, g, g->winners[0]); /* the Golden Knife */
	}
	if (g->referee)
		game_pay(c, g, g->referee, 10); /* "Upon the end of a game" */
}

static int playing(const game *g, int st)
{
	return !(g->seats[st].flags & (SEAT_BOT | SEAT_LEFT));
}

int dg_check_cowin(ctx *c, game *g)
{
	dg_state *s = g->st;
	int seats[DG_POWERS], k = 0, centres = 0;
	if (!s->cowin || g->status != GS_RUNNING)
		return 0;
	for (int i = 0; i < g->nseats; i++)
		if ((s->claim & (1u << i)) && playing(g, i)) {
			seats[k++] = i;
			centres += dg_seat_centres(g, i);
		}
	if (k < 2 || centres < s->target)
		return 0;
	char why[160];
	int len = snprintf(why, sizeof why, "co-win of");
	for (int i = 0; i < k; i++)
		len += snprintf(why + len, sizeof why - (size_t)len, "%s %s", i ? "," : "",
				game_seat_name(c->n, g, seats[i]));
	snprintf(why + len, sizeof why - (size_t)len, ", who claimed it with %d supply centres "
		 "between them (R1250.14 IV)", centres);
	finish(c, g, seats, k, why);
	return 0;
}

/* The single player with the most centres at or above min, or -1. */
static int most_centres(const game *g, int min)
{
	int best = -1, tie = 0;
	for (int i = 0; i < g->nseats; i++) {
		if (!playing(g, i) || dg_seat_centres(g, i) < min)
			continue;
		if (best < 0 || dg_seat_centres(g, i) > dg_seat_centres(g, best)) {
			best = i;
			tie = 0;
		} else if (dg_seat_centres(g, i) == dg_seat_centres(g, best)) {
			tie = 1;
		}
	}
	return tie ? -1 : best;
}

/* After the year's last movement or retreat phase, when centres have
 * changed hands: a winner, a co-win, or the announced end. */
static int ended(ctx *c, game *g, dip_phase was)
{
	dg_state *s = g->st;
	char why[160];
	if (was.season != DIP_FALL || was.kind == DIP_PHASE_ADJUSTMENT ||
	    s->pos.phase.kind == DIP_PHASE_RETREAT)
		return 0;
	int w = most_centres(g, s->target);
	if (w >= 0) {
		snprintf(why, sizeof why, "%s wins with %d supply centres (R1250.14 IV)",
			 game_seat_name(c->n, g, w), dg_seat_centres(g, w));
		finish(c, g, &w, 1, why);
		return 1;
	}
	dg_check_cowin(c, g);
	if (g->status != GS_RUNNING)
		return 1;
	if (!s->end_year || was.year < s->end_year)
		return 0;
	w = s->end_most ? most_centres(g, 0) : -1;
	if (w >= 0) {
		snprintf(why, sizeof why, "the game ends after Fall %d as announced; %s has the "
			 "most supply centres, %d, and wins (R1250.14 III B 7)", s->end_year,
			 game_seat_name(c->n, g, w), dg_seat_centres(g, w));
		finish(c, g, &w, 1, why);
	} else {
		snprintf(why, sizeof why, "the game ends after Fall %d as announced, without a "
			 "winner (R1250.14 III B 7)", s->end_year);
		finish(c, g, NULL, 0, why);
	}
	return 1;
}

int dg_tick(ctx *c, game *g, int64_t aux)
{
	dg_state *s = g->st;
	if (aux != s->phase_no)
		return 0;
	/* On the heap: some 60 KB, more than a server thread should put on
	 * its stack. */
	struct work {
		dip_order all[DG_POWERS * DG_MAX_ORDERS];
		dip_result res[DG_POWERS * DG_MAX_ORDERS];
		dip_position next;
	} *w = xmalloc(sizeof *w);
	dip_order *all = w->all;
	int first[DG_POWERS], cnt[DG_POWERS], n = 0;
	for (int p = 0; p < DG_POWERS; p++) {
		int st = s->power_seat[p];
		first[p] = n;
		if (st >= 0 && playing(g, st)) {
			memcpy(all + n, s->orders[p], (size_t)s->norders[p] * sizeof *all);
			cnt[p] = s->norders[p];
		} else {
			cnt[p] = st >= 0 && s->random_bots ? bot_orders(c, s, p, all + n) : 0;
		}
		n += cnt[p];
	}
	char err[DIP_ERR_LEN];
	if (dip_adjudicate(dg_map(), &s->pos, all, n, &w->next, w->res, err, sizeof err)) {
		free(w);
		return ctx_fail(c, "game %d cannot be adjudicated: %s", g->id, err);
	}
	dip_phase was = s->pos.phase;
	dip_phase_name(was, s->last_phase, sizeof s->last_phase);
	ctx_reply(c, "game %d: %s adjudicated (R1250.14 IV):", g->id, s->last_phase);
	s->nlines = 0;
	publish(c, g, all, w->res, first, cnt, &w->next);
	s->pos = w->next;
	free(w);
	memset(s->norders, 0, sizeof s->norders);
	if (ended(c, g, was))
		return 0;
	ctx_reply(c, "\n");
	dg_begin_phase(c, g);
	return 0;
}
