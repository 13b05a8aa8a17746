/* pchess_points.c: the Benefits of Swinging (Ackanomic R1044 2): "Every
 * two weeks on Monday the Chess-Umpire announces how many points each
 * swinger is to receive": floor(the number of Swingers, not on Vacation,
 * with an equal or lower Weight, eir own counted, / 2) (2 a), and one
 * point for each other member of the Party of the Party Swinger who got
 * the most, when a Party Swinger got any (2 b).
 *
 * It runs by itself, so it is behind `swingers.points` (1 for nomics begun
 * at level 7, core/level.h), and only while a game of Party Chess runs:
 * the Weights are its (R1230.3; a Swinger with no seat in it has Weight 0,
 * docs/RULINGS.md). Which Mondays: noon UTC on those an even number of
 * weeks after Monday 1970-01-05, a calendar everyone knows in advance (as
 * the Fortnightly Dividends', R508). The deadline is the game's (its id in
 * aux, the referee as subject), set when it starts, each time it falls
 * due, and at the end of a turn when none is set (the parameter turned on
 * during the game). None is given while the game is suspended (R1230.2 1
 * A: nobody performs the Chess-Umpire's duties). */
#include "games/pchess/pchess_game.h"

#include "core/bind.h"
#include "core/ctx.h"
#include "core/params.h"
#include "society/orgs/orgs.h"
#include "society/swingers/swingers.h"

#include <string.h>

#define WEEK (7 * DAY)
#define MONDAY0 (4 * DAY + 12 * 3600) /* Monday 1970-01-05, noon UTC */

static int points_run(const nomic *n)
{
	char why[160];
	return param_int(n, "swingers.points") == 1 && !bind_foreign(n, "R1044") &&
	       !bind_stopped(n, "R1044", why, sizeof why) && currency_by_name(n, "points");
}

static gtime next_monday(gtime t)
{
	int64_t k = t < MONDAY0 ? 0 : (t - MONDAY0) / WEEK + 1;
	if (k % 2)
		k++;
	return MONDAY0 + k * WEEK;
}

void pchess_points_schedule(ctx *c, game *g)
{
	pchess_state *s = g->st;
	if (s->points_dl || g->status != GS_RUNNING || !points_run(c->n))
		return;
	game_touch(c, g);
	s->points_dl = deadline_add(c, next_monday(c->now), &dl_swinger_points, game_dl_subject(g),
				    g->id);
}

typedef struct swinger_w {
	int pid;
	int64_t w2;
	const char *party;  /* "" for a Free Swingership (R1040 II) */
	int64_t pts;
} swinger_w;

/* R1044 1: the Swingers, not on Vacation, each once, with eir Weight. */
static int swingers_now(const nomic *n, const game *g, swinger_w *v, int max)
{
	const pchess_state *s = g->st;
	const swingers *sw = n->swingers;
	int k = 0;
	for (int i = 0; sw && i < sw->n && k < max; i++) {
		const swinging *w = sw->v[i];
		const entity *e = swinging_entity(n, w);
		if (w->gone || !e || swinging_provisional(n, w) || e->owner.kind != OWN_PLAYER)
			continue;
		const player *p = player_by_id(n, e->owner.id);
		int dup = 0;
		for (int j = 0; j < k; j++)
			dup |= v[j].pid == e->owner.id;
		if (dup || !p || p->state == PS_VACATIONING || p->state == PS_NONPLAYER)
			continue;
		int who = game_seat_of(g, p->id);
		v[k].pid = p->id;
		/* Eir Weight is that of the seat whose Swingership e owns. */
		v[k].w2 = who >= 0 && !(g->seats[who].flags & SEAT_LEFT) &&
				  pchess_seat_swinger(n, g, who)
			  ? s->weight2[who]
			  : 0;
		v[k].party = w->party ? w->party : "";
		v[k].pts = 0;
		k++;
	}
	return k;
}

static int fire_points(ctx *c, const deadline *d)
{
	game *g = game_by_id(c->n, (int)d->aux);
	if (!g || g->cls != &pchess_class)
		return 0;
	pchess_state *s = g->st;
	if (s->points_dl != d->id)
		return 0;
	game_touch(c, g);
	s->points_dl = 0;
	if (g->status != GS_RUNNING || !points_run(c->n))
		return 0;
	if (s->suspended) {
		/* R1230.2 1 A: the points are the game's (the Chess-Umpire
		 * announces them, by the game's Weights): none while it is
		 * suspended, and this Monday's are not made up later
		 * (docs/RULINGS.md). Only with `pchess.umpire` 1 is a game ever
		 * suspended, so older nomics replay unchanged. */
		ctx_say(c, "game %d: no Swingers' points: the game is suspended and nobody "
			   "announces them (R1230.2 1 A, R1044 2 a)", g->id);
		pchess_points_schedule(c, g);
		return 0;
	}
	const currency *pts = currency_by_name(c->n, "points");
	swinger_w v[64];
	sbuf o = {0};
	int rc = 0;
	int n = swingers_now(c->n, g, v, 64);
	int64_t div = param_int(c->n, "swingers.points.divisor");
	sbuf_printf(&o, "game %d: the Swingers' points (R1044 2 a):", g->id);
	if (!n)
		sbuf_printf(&o, " no Swingers");
	for (int i = 0; i < n; i++) {
		int64_t le = 0;
		for (int j = 0; j < n; j++)
			le += v[j].w2 <= v[i].w2;
		v[i].pts = le / div;
		char buf[32];
		sbuf_printf(&o, "%s %s (Weight %s) %lld", i ? "," : "", holder_name(c->n, v[i].pid),
			pchess_weight_text(v[i].w2, buf), (long long)v[i].pts);
		if (v[i].pts > 0 && ledger_add(c, v[i].pid, pts, v[i].pts))
			rc = -1;
	}
	/* 2 b: the Party Swinger who received more than any other Party
	 * Swinger; with a tie for the most, none did (docs/RULINGS.md). */
	int best = -1, tied = 0;
	for (int i = 0; i < n; i++) {
		if (!*v[i].party || v[i].pts <= 0)
			continue;
		if (best < 0 || v[i].pts > v[best].pts) {
			best = i;
			tied = 0;
		} else if (v[i].pts == v[best].pts) {
			tied = 1;
		}
	}
	const org *party = best >= 0 && !tied ? org_by_name(c->n, v[best].party) : NULL;
	if (best >= 0 && tied)
		sbuf_printf(&o, "; Party Swingers tie for the most points: no Party's members receive the "
			   "support point (R1044 2 b)");
	if (party) {
		int64_t bonus = param_int(c->n, "swingers.points.support");
		sbuf_printf(&o, "; for their support of %s, %s's other members receive %lld point%s each:",
			holder_name(c->n, v[best].pid), party->name, (long long)bonus, bonus == 1 ? "" : "s");
		int k = 0;
		for (int i = 0; i < party->nmembers; i++) {
			int m = party->members[i]->player;
			if (m == v[best].pid)
				continue;
			sbuf_printf(&o, "%s %s", k++ ? "," : "", holder_name(c->n, m));
			if (ledger_add(c, m, pts, bonus))
				rc = -1;
		}
		if (!k)
			sbuf_printf(&o, " none");
		sbuf_printf(&o, " (R1044 2 b)");
	}
	ctx_say(c, "%s", o.s ? o.s : "");
	sbuf_free(&o);
	if (rc)
		return -1;
	pchess_points_schedule(c, g);
	return 0;
}

const deadline_kind dl_swinger_points = {"swinger-points", "R1044 2", fire_points, NULL};
