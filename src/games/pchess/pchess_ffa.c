/* pchess_ffa.c: a Free For All in Party Chess (Ackanomic R1230.2 9). The
 * Chess-Umpire's Privilege of announcing one (`play N ffa DURATION`, A):
 * not within six weeks of the last one's end (A (i)) and not while a
 * Swinger is checked (A (ii)); its duration three days to two weeks (B).
 * The Swingers' objections before it starts (`play N object`, B): one sets
 * the maximum to a week (the Umpire may announce a corrected duration of
 * three to seven days with `play N ffa DURATION`; else it is at most seven
 * days), two cancel it. It starts three days after the announcement and
 * ends when its duration is over, each by the `pchess-ffa` deadline
 * (created by the announcement, a new act: no level). While it runs (C)
 * the Swinger Play List is ignored and no turn deadline runs; each Swinger
 * makes single Atomic Plays at any time, three days apart (two for one
 * whose Weight is non-zero, with fewer than five on-board pieces and no
 * piece that could capture another's King, and for a checked Swinger);
 * capturing a King is illegal; plays are processed as they come (the log's
 * order). At its end (D) it is announced over and the Play List is
 * rearranged by the server's draw (keyed `pchess.ffa.order`), and turns
 * begin again. */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/params.h"
#include "core/rng.h"

#include <stdio.h>
#include <string.h>

enum { FFA_START = 1, FFA_END = 2 };

static int ffa_fire(ctx *c, const deadline *d);

const deadline_kind dl_pchess_ffa = {"pchess-ffa", "R1230.2 9 B, D", ffa_fire, NULL};

int pchess_ffa_running(const nomic *n, const game *g)
{
	(void)n;
	const pchess_state *s = g->st;
	return s->ffa_end != 0;
}

static void ffa_schedule(ctx *c, game *g, gtime due, int phase)
{
	pchess_state *s = g->st;
	s->ffa_dl = deadline_add(c, due, &dl_pchess_ffa, game_dl_subject(g),
				 (int64_t)g->id * 4 + phase);
}

static int duration_arg(ctx *c, const char *word, int64_t lo, int64_t hi, const char *clause)
{
	int64_t d;
	char a[32], b[32];
	format_duration(lo, a, sizeof a);
	format_duration(hi, b, sizeof b);
	if (parse_duration(word, &d) || d < lo || d > hi)
		return ctx_fail(c, "a Free For All lasts from %s to %s (%s)", a, b, clause), -1;
	return 0;
}

/* `play N ffa D` by the Chess-Umpire: the announcement (A, B), or the
 * corrected duration after one objection (B). */
int pchess_ffa_announce(ctx *c, game *g, int argc, char **argv)
{
	pchess_state *s = g->st;
	if (argc != 1)
		return ctx_fail(c, "usage: play %d ffa DURATION (R1230.2 9 B)", g->id);
	int64_t d = 0;
	parse_duration(argv[0], &d);
	char w[32], len[32];
	if (s->ffa_announced && !s->ffa_end && s->ffa_objector[0] && !s->ffa_objector[1]) {
		/* B: "a corrected duration between three and seven days". */
		if (duration_arg(c, argv[0], param_int(c->n, "pchess.ffa.min"),
				 param_int(c->n, "pchess.ffa.objected_max"), "R1230.2 9 B: objected to"))
			return -1;
		s->ffa_len = d;
		s->ffa_corrected = 1;
		format_duration(d, len, sizeof len);
		ctx_reply(c, "the Chess-Umpire corrects the duration of the Free For All in game %d to %s "
			     "(R1230.2 9 B)", g->id, len);
		return 0;
	}
	if (s->ffa_announced)
		return ctx_fail(c, "a Free For All is announced already in game %d (R1230.2 9)", g->id);
	int64_t gap = param_int(c->n, "pchess.ffa.gap");
	if (s->ffa_last && c->now - s->ffa_last < gap) {
		format_time(s->ffa_last + gap, w, sizeof w);
		return ctx_fail(c, "there has been a Free For All within six weeks: the next may be "
				"announced from %s (R1230.2 9 A (i))", w);
	}
	for (int i = 0; i < g->nseats && i < PCH_MAX_SIDES; i++)
		if (pch_in_check(&s->b, i))
			return ctx_fail(c, "%s is checked: no Free For All may be announced (R1230.2 9 A "
					"(ii))", game_seat_name(c->n, g, i));
	if (duration_arg(c, argv[0], param_int(c->n, "pchess.ffa.min"),
			 param_int(c->n, "pchess.ffa.max"), "R1230.2 9 B"))
		return -1;
	s->ffa_announced = c->now;
	s->ffa_start = c->now + param_int(c->n, "pchess.ffa.notice");
	s->ffa_len = d;
	s->ffa_objector[0] = s->ffa_objector[1] = 0;
	s->ffa_corrected = 0;
	ffa_schedule(c, g, s->ffa_start, FFA_START);
	format_time(s->ffa_start, w, sizeof w);
	format_duration(d, len, sizeof len);
	ctx_reply(c, "the Chess-Umpire announces a Free For All of %s in game %d: it starts at %s "
		     "(R1230.2 9 A, B)", len, g->id, w);
	return 0;
}

/* `play N object` by a Swinger between the announcement and the start (B). */
int pchess_ffa_object(ctx *c, game *g, int who)
{
	pchess_state *s = g->st;
	if (!s->ffa_announced || s->ffa_end)
		return ctx_fail(c, "no Free For All is announced and yet to start in game %d: one objects "
				"during the three days before it begins (R1230.2 9 B)", g->id);
	if (!pchess_seat_swinger(c->n, g, who))
		return ctx_fail(c, "only a Swinger objects to a Free For All (R1230.2 9 B)");
	if (s->ffa_objector[0] == who + 1)
		return ctx_fail(c, "you have objected already (R1230.2 9 B)");
	const char *name = game_seat_name(c->n, g, who);
	if (!s->ffa_objector[0]) {
		s->ffa_objector[0] = who + 1;
		ctx_reply(c, "%s objects to the Free For All: its maximum duration is one week; the "
			     "Chess-Umpire may announce a corrected duration of three to seven days, else "
			     "it is seven days at most (R1230.2 9 B)", name);
		return 0;
	}
	/* B: "at least two Swingers object": cancelled. */
	s->ffa_objector[1] = who + 1;
	if (s->ffa_dl)
		deadline_cancel(c, s->ffa_dl);
	s->ffa_dl = 0;
	s->ffa_announced = 0;
	ctx_reply(c, "%s objects to the Free For All too: two Swingers have objected, it is "
		     "cancelled and normal play continues (R1230.2 9 B)", name);
	return 0;
}

/* C (ii): may seat who play now? Its wait: two days for the checked and
 * for one of Weight non-zero with fewer than five on-board pieces that
 * cannot capture another's King; else three. */
static int64_t ffa_wait(const nomic *n, const pchess_state *s, int who)
{
	int short_wait = pch_in_check(&s->b, who);
	if (!short_wait && s->weight2[who] != 0 && pch_on_board(&s->b, who, 0) < 5) {
		int king_reach = 0;
		for (int i = 0; i < s->b.npieces && !king_reach; i++) {
			const pch_piece *p = &s->b.p[i];
			if (p->gone || p->side != who || p->sq < 0)
				continue;
			for (int k = 0; k < s->b.npieces && !king_reach; k++)
				king_reach = !s->b.p[k].gone && s->b.p[k].type == PC_KING &&
					     s->b.p[k].side != who && s->b.p[k].sq >= 0 &&
					     pch_can_capture(&s->b, i, s->b.p[k].sq) == PCH_OK;
		}
		short_wait = !king_reach;
	}
	return param_int(n, short_wait ? "pchess.ffa.wait_short" : "pchess.ffa.wait");
}

int pchess_ffa_check(ctx *c, game *g, int who, int natoms)
{
	pchess_state *s = g->st;
	if (natoms != 1)
		return ctx_fail(c, "a play during a Free For All consists of a single Atomic Play "
				"(R1230.2 9 C (iii))");
	int64_t wait = ffa_wait(c->n, s, who);
	if (s->played_at[who] && c->now - s->played_at[who] < wait) {
		char w[32], d[32];
		format_time(s->played_at[who] + wait, w, sizeof w);
		format_duration(wait, d, sizeof d);
		return ctx_fail(c, "during a Free For All %s must pass between your plays: you may play "
				"again from %s (R1230.2 9 C (ii))", d, w);
	}
	return 0;
}

void pchess_ffa_played(ctx *c, game *g, int who)
{
	pchess_state *s = g->st;
	s->played_at[who] = c->now;
	pchess_post_weights(c, g);
	pchess_checks_settle(g);
	for (int i = 0; i < g->nseats && i < PCH_MAX_SIDES; i++)
		if (pch_in_check(&s->b, i))
			pchess_alert_check(c, g, i); /* 1 C (iv) (pchess_notify.c) */
}

static void ffa_begin(ctx *c, game *g)
{
	pchess_state *s = g->st;
	int64_t most = param_int(c->n, "pchess.ffa.objected_max");
	if (s->ffa_objector[0] && !s->ffa_corrected && s->ffa_len > most)
		s->ffa_len = most; /* B: "If e does not do so, then it is set to 7 days" */
	s->ffa_end = c->now + s->ffa_len;
	memset(s->played_at, 0, sizeof s->played_at);
	game_unschedule(c, g); /* C (i): no turn runs */
	ffa_schedule(c, g, s->ffa_end, FFA_END);
	char w[32];
	format_time(s->ffa_end, w, sizeof w);
	ctx_reply(c, "game %d: the Free For All begins and ends at %s: the Swinger Play List is "
		     "ignored; each Swinger may make a single Atomic Play at any time, three days "
		     "apart (two for some, C (ii)); capturing a King is illegal (R1230.2 9 C)", g->id,
		  w);
}

static void ffa_over(ctx *c, game *g)
{
	pchess_state *s = g->st;
	s->ffa_end = 0;
	s->ffa_announced = 0;
	s->ffa_dl = 0;
	s->ffa_last = c->now;
	ctx_reply(c, "game %d: the Free For All is over (R1230.2 9 D (i)); the Swinger Play List is "
		     "rearranged at random:", g->id);
	rng_key(c->rng, "pchess.ffa.order", (uint64_t)g->id);
	for (int i = s->norder - 1; i > 0; i--) {
		int j = (int)rng_below(c->rng, (uint64_t)i + 1);
		int t = s->order[i];
		s->order[i] = s->order[j];
		s->order[j] = t;
	}
	for (int i = 0; i < s->norder; i++)
		ctx_reply(c, "%s %s", i ? "," : "", game_seat_name(c->n, g, s->order[i]));
	ctx_reply(c, " (R1230.2 9 D (ii))");
	pchess_begin_turn(c, g);
}

static int ffa_fire(ctx *c, const deadline *d)
{
	game *g = game_by_id(c->n, (int)(d->aux / 4));
	if (!g || g->cls != &pchess_class || g->status != GS_RUNNING)
		return 0;
	pchess_state *s = g->st;
	if (s->ffa_dl != d->id)
		return 0;
	game_touch(c, g);
	if (d->aux % 4 == FFA_START)
		ffa_begin(c, g);
	else
		ffa_over(c, g);
	return 0;
}

void pchess_flow_view(const pchess_state *s, json_t *o)
{
	char w[32];
	if (s->suspended)
		json_object_set_new(o, "suspended", json_string("nobody performs the duties of "
								 "Chess-Umpire (R1230.2 1 A)"));
	if (s->ffa_announced) {
		json_t *f = json_object();
		format_time(s->ffa_start, w, sizeof w);
		json_object_set_new(f, "starts", json_string(w));
		format_duration(s->ffa_len, w, sizeof w);
		json_object_set_new(f, "duration", json_string(w));
		if (s->ffa_end) {
			format_time(s->ffa_end, w, sizeof w);
			json_object_set_new(f, "ends", json_string(w));
		}
		json_object_set_new(f, "objections",
				    json_integer((s->ffa_objector[0] != 0) + (s->ffa_objector[1] != 0)));
		json_object_set_new(o, "free for all", f);
	}
	if (s->nretreats)
		json_object_set_new(o, "tactical retreats open", json_integer(s->nretreats));
}
