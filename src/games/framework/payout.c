/* payout.c: what games may give (Ackanomic R1250.1 IV c-e, III e, VII a,
 * XIII; R1250.2): A$ from the Treasury and points, within the suite's caps
 * (excess disregarded), Gamepoints, trophies and FairPlay Awards. The end
 * of game event that calls these is the public enumeration IV e asks for:
 * its reply lists every manipulation. */
#include "core/params.h"
#include "games/framework/games_impl.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* The caps are parameters (games_module.c declares them with their
 * clauses), so an adopted proposal may change them. */

static int month_of(gtime t)
{
	time_t tt = (time_t)t;
	struct tm tm;
	gmtime_r(&tt, &tm);
	return (tm.tm_year + 1900) * 12 + tm.tm_mon;
}

static payrec *payrec_for(ctx *c, const game_class *cls, int pid)
{
	games *gs = games_get(c);
	int m = month_of(c->now);
	for (int i = 0; i < gs->npay; i++) {
		payrec *r = gs->pay[i];
		if (r->pid == pid && r->cls == cls && r->month == m)
			return r;
	}
	payrec *r = xcalloc(1, sizeof *r);
	r->pid = pid;
	r->cls = cls;
	r->month = m;
	gvec_push(c, (void ***)&gs->pay, &gs->npay, &gs->paycap, r, free);
	return r;
}

static int64_t min64(int64_t a, int64_t b)
{
	return a < b ? a : b;
}

int64_t game_pay(ctx *c, game *g, int pid, int64_t amount)
{
	const char *who = holder_name(c->n, pid);
	if (g->internomic) {
		ctx_reply(c, "; nothing is paid in an Internomic Exhibition (R1250.1 VII b)");
		return 0;
	}
	if (g->exhibition) {
		ctx_reply(c, "; %s would receive A$%lld but game %d is an exhibition (R1250.1 VII a)",
			  who, (long long)amount, g->id);
		return 0;
	}
	const currency *ad = currency_by_name(c->n, "A$");
	const player *to = player_by_id(c->n, pid);
	if (!ad || amount <= 0)
		return 0;
	if (!to || to->state == PS_ONICE || to->state == PS_NONPLAYER) {
		ctx_reply(c, "; %s is not an active player and receives nothing", who);
		return 0;
	}
	game_touch(c, g);
	payrec *r = payrec_for(c, g->cls, pid);
	int64_t instance = param_int(c->n, "games.instance.adollars");
	int64_t month = param_int(c->n, "games.month.adollars");
	int64_t referee = param_int(c->n, "games.referee.adollars");
	char why[96];
	int64_t pay = min64(amount, instance - g->treasury_paid);
	snprintf(why, sizeof why, "A$%lld per instance, R1250.1 IV c", (long long)instance);
	if (month - r->adollars < pay) {
		pay = month - r->adollars;
		snprintf(why, sizeof why, "A$%lld per player per month from this game class, "
			 "R1250.1 IV c", (long long)month);
	}
	if (pid == g->referee && referee - g->referee_paid < pay) {
		pay = referee - g->referee_paid;
		snprintf(why, sizeof why, "A$%lld per instance to a referee, R1250.1 III e",
			 (long long)referee);
	}
	if (balance(c->n, 0, ad->id) < pay) {
		pay = balance(c->n, 0, ad->id);
		snprintf(why, sizeof why, "the Treasury has no more");
	}
	if (pay < 0)
		pay = 0;
	if (pay > 0 && ledger_move(c, 0, pid, ad, pay))
		return 0;
	g->treasury_paid += pay;
	if (pid == g->referee)
		g->referee_paid += pay;
	UNDO_SET(c->j, r->adollars, r->adollars + pay);
	ctx_reply(c, "; %s receives A$%lld from the Treasury", who, (long long)pay);
	if (pay < amount)
		ctx_reply(c, " (A$%lld disregarded: %s)", (long long)(amount - pay), why);
	return pay;
}

int64_t game_points(ctx *c, game *g, int pid, int64_t delta)
{
	const char *who = holder_name(c->n, pid);
	if (g->internomic) {
		ctx_reply(c, "; no points move in an Internomic Exhibition (R1250.1 VII b)");
		return 0;
	}
	if (g->exhibition) {
		ctx_reply(c, "; %s would gain %lld points but game %d is an exhibition "
			  "(R1250.1 VII a)", who, (long long)delta, g->id);
		return 0;
	}
	const currency *pts = currency_by_name(c->n, "points");
	const player *p = player_by_id(c->n, pid);
	if (!pts || !delta || !p || p->state == PS_ONICE || p->state == PS_NONPLAYER)
		return 0;
	game_touch(c, g);
	payrec *r = payrec_for(c, g->cls, pid);
	int64_t mag = delta < 0 ? -delta : delta;
	int64_t instance = param_int(c->n, "games.instance.points");
	int64_t month = param_int(c->n, "games.month.points");
	char why[96];
	int64_t got = min64(mag, instance - g->points_moved);
	snprintf(why, sizeof why, "%lld per instance, R1250.1 IV d", (long long)instance);
	if (delta > 0 && month - r->points < got) {
		got = month - r->points;
		snprintf(why, sizeof why, "%lld per player per month from this game class, "
			 "R1250.1 IV d", (long long)month);
	}
	if (got < 0)
		got = 0;
	int64_t d = delta < 0 ? -got : got;
	if (d && ledger_add(c, pid, pts, d))
		return 0;
	g->points_moved += got;
	if (d > 0)
		UNDO_SET(c->j, r->points, r->points + d);
	ctx_reply(c, "; %s %s %lld points", who, d >= 0 ? "gains" : "loses",
		  (long long)(d >= 0 ? d : -d));
	if (got < mag)
		ctx_reply(c, " (%lld disregarded: %s)", (long long)(mag - got), why);
	return d;
}

void game_gp(ctx *c, game *g, int s, int64_t delta)
{
	game_touch(c, g);
	g->seats[s].gp += delta;
}

static int unique_kind(const char *kind)
{
	return strcmp(kind, "Golden Knife") == 0; /* R1250.2 B */
}

void game_trophy(ctx *c, game *g, int pid)
{
	const char *kind = g->cls->trophy;
	if (!kind)
		return;
	if (g->internomic) {
		ctx_reply(c, "; no trophy in an Internomic Exhibition (R1250.1 VII b)");
		return;
	}
	if (g->nwinners != 1 || g->started_with < 3) {
		ctx_reply(c, "; no trophy: %s (R1250.2)",
			  g->nwinners != 1 ? "there is no single winner"
					   : "the game started with fewer than 3 players");
		return;
	}
	games *gs = games_get(c);
	if (unique_kind(kind)) {
		for (int i = 0; i < gs->ntro; i++) {
			trophy *t = gs->tro[i];
			if (strcmp(t->kind, kind) == 0) {
				ctx_reply(c, "; the %s passes from %s to %s", kind,
					  holder_name(c->n, t->holder), holder_name(c->n, pid));
				UNDO_SET(c->j, t->holder, pid);
				UNDO_SET(c->j, t->game, g->id);
				UNDO_SET(c->j, t->when, c->now);
				return;
			}
		}
	}
	trophy *t = xcalloc(1, sizeof *t);
	t->id = gs->ntro + 1;
	t->kind = kind;
	t->holder = pid;
	t->game = g->id;
	t->when = c->now;
	gvec_push(c, (void ***)&gs->tro, &gs->ntro, &gs->trocap, t, free);
	ctx_reply(c, "; %s receives a %s (R1250.2)", holder_name(c->n, pid), kind);
}

int game_fairplay(ctx *c, game *g, int pid)
{
	return game_fairplay_by(c, g, g->referee, pid);
}

int game_fairplay_by(ctx *c, game *g, int by, int pid)
{
	games *gs = games_get(c);
	int64_t wk = calendar_week(c->now); /* R380 */
	for (int i = 0; i < gs->nfp; i++)
		if (gs->fp[i]->referee == by && gs->fp[i]->week == wk)
			return ctx_fail(c, "%s has already given a FairPlay Award this calendar week "
					"(R1250.1 XIII)", holder_name(c->n, by));
	fairplay *f = xcalloc(1, sizeof *f);
	f->referee = by;
	f->pid = pid;
	f->game = g->id;
	f->week = wk;
	gvec_push(c, (void ***)&gs->fp, &gs->nfp, &gs->fpcap, f, free);
	ctx_reply(c, "%s gives %s a FairPlay Award in game %d (R1250.1 XIII)",
		  holder_name(c->n, by), holder_name(c->n, pid), g->id);
	/* The point comes with the award, outside the game's caps (ruling);
	 * an exhibition moves no points (VII a). */
	const currency *pts = currency_by_name(c->n, "points");
	const player *p = player_by_id(c->n, pid);
	if (g->exhibition || g->internomic) {
		ctx_reply(c, "; no point: game %d is an exhibition (R1250.1 VII)", g->id);
	} else if (pts && p->state != PS_ONICE && p->state != PS_NONPLAYER) {
		if (ledger_add(c, pid, pts, 1))
			return -1;
		ctx_reply(c, "; %s gains 1 point", p->name);
	}
	return 0;
}

void game_duel_points(ctx *c, game *g)
{
	/* R1215 2, 3: outside the suite, so neither its caps nor an
	 * exhibition touch them (R1250.1 IV f: the suite defers). If points
	 * could not go below zero, the loser would lose what e has, up to 6. */
	const currency *pts = currency_by_name(c->n, "points");
	if (!pts || g->nwinners != 1 || g->nseats != 2)
		return;
	int w = g->winners[0];
	int l = g->seats[0].pid == w || g->seats[0].sub == w ? g->seats[1].pid : g->seats[0].pid;
	const player *pw = player_by_id(c->n, w), *pl = player_by_id(c->n, l);
	if (pw->state != PS_ONICE && pw->state != PS_NONPLAYER && ledger_add(c, w, pts, 6) == 0)
		ctx_reply(c, "; %s wins the Duel and gains 6 points (R1215)", pw->name);
	int64_t lose = 6;
	if (!(pts->flags & CUR_NEGATIVE) && balance(c->n, l, pts->id) < lose)
		lose = balance(c->n, l, pts->id);
	if (pl->state != PS_ONICE && pl->state != PS_NONPLAYER && lose > 0 &&
	    ledger_add(c, l, pts, -lose) == 0)
		ctx_reply(c, "; %s loses %lld points (R1215)", pl->name, (long long)lose);
}

int games_trophy_count(const nomic *n)
{
	return n->games ? n->games->ntro : 0;
}

void games_trophy_list(const nomic *n, sbuf *out)
{
	for (int i = 0; i < games_trophy_count(n); i++) {
		const trophy *t = n->games->tro[i];
		char when[32];
		format_time(t->when, when, sizeof when);
		sbuf_printf(out, "%s%s: held by %s (won in game %d, %s)", i ? "\n" : "", t->kind,
			    holder_name(n, t->holder), t->game, when);
	}
	if (!games_trophy_count(n))
		sbuf_add(out, "no trophies yet");
}

json_t *games_trophies_json(const nomic *n)
{
	json_t *a = json_array();
	for (int i = 0; i < games_trophy_count(n); i++) {
		const trophy *t = n->games->tro[i];
		json_array_append_new(a, json_pack("{s:s, s:s, s:i}", "kind", t->kind, "holder",
						   holder_name(n, t->holder), "game", t->game));
	}
	return a;
}
