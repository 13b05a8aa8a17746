/* pchess_game.c: Party Chess (Ackanomic R1230.x) as a class of the games
 * framework: who plays (one seat per Swinger, R1040 I, R1230.1 2 A), the
 * start (R1230.2 2 A-B: an empty board, a King each, five pieces to
 * choose), the Swinger Play List (3), the turns and their time limit with
 * the default play (4), the Weights posted after each play (1 C (v),
 * R1230.3) and the public view (1 C (vii)). The Plays themselves are
 * pchess_play.c's. */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/params.h"
#include "society/swingers/swingers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pchess_state *st(const game *g)
{
	return g->st;
}

int pchess_swingership_of(const nomic *n, int pid)
{
	const swingers *s = n->swingers;
	for (int i = 0; s && i < s->n; i++) {
		const swinging *w = s->v[i];
		const entity *e = swinging_entity(n, w);
		if (!w->gone && e && e->owner.kind == OWN_PLAYER && e->owner.id == pid &&
		    !swinging_provisional(n, w))
			return w->entity;
	}
	return 0;
}

const char *pchess_weight_text(int64_t w2, char buf[32])
{
	snprintf(buf, 32, "%lld%s", (long long)(w2 / 2), w2 % 2 ? ".5" : "");
	return buf;
}

static int seat_swinger(ctx *c, game *g, int who)
{
	pchess_state *s = st(g);
	int e = pchess_swingership_of(c->n, g->seats[who].pid);
	if (!e)
		return ctx_fail(c, "%s owns no Swingership: only Swingers play Party Chess "
				"(R1230.1 2 A, R1040 I)", game_seat_name(c->n, g, who));
	s->swingership[who] = e;
	/* R1230.2 2 B, C: a King, free, off-board; the five others are chosen. */
	if (pch_add(&s->b, who, PC_KING) < 0)
		return ctx_fail(c, "game %d has no room for more pieces", g->id);
	return 0;
}

static const char *top_name(const nomic *n, const game *g)
{
	const pchess_state *s = st(g);
	return s->norder ? game_seat_name(n, g, s->order[0]) : "nobody";
}

void pchess_begin_turn(ctx *c, game *g)
{
	pchess_state *s = st(g);
	/* R1230.2 1 A: no turn runs while suspended; 9 C (i): nor during a
	 * Free For All (pchess_umpire.c, pchess_ffa.c). */
	if (s->suspended || pchess_ffa_running(c->n, g))
		return;
	/* 4 B (iii): with 7 or more Swingers on the board, the turn of one
	 * with no on-board piece is skipped entirely. */
	int with = 0;
	for (int i = 0; i < s->norder; i++)
		with += pch_on_board(&s->b, s->order[i], 0) > 0;
	for (int k = 0; with >= param_int(c->n, "pchess.skip_at") && k < s->norder &&
			!pch_on_board(&s->b, s->order[0], 0); k++) {
		ctx_reply(c, "\n%s's turn is skipped: no on-board pieces (R1230.2 4 B (iii))",
			  top_name(c->n, g));
		int top = s->order[0];
		memmove(s->order, s->order + 1, (size_t)(s->norder - 1) * sizeof *s->order);
		s->order[s->norder - 1] = top;
	}
	s->turn++;
	if (pchess_turn_auto(c, g)) /* 4 B (i): a Warm Swingership (pchess_turns.c) */
		return;
	gtime due = c->now + param_int(c->n, "pchess.turn");
	char when[32];
	format_time(due, when, sizeof when);
	ctx_reply(c, "\ngame %d turn %d: %s to play by %s (R1230.2 3 B, 4)", g->id, s->turn,
		  top_name(c->n, g), when);
	game_schedule(c, g, due, s->turn);
	pchess_turn_began(c, g, due);
	pchess_notify_turn(c, g, s->order[0], when); /* 1 C (iii) (pchess_notify.c) */
}

void pchess_post_weights(ctx *c, game *g)
{
	pchess_state *s = st(g);
	int att = (int)param_int(c->n, "pchess.weight.attack");
	int def = (int)param_int(c->n, "pchess.weight.defend");
	ctx_reply(c, "\nWeights:");
	for (int i = 0; i < g->nseats; i++) {
		char buf[32];
		s->weight2[i] = pch_weight2(&s->b, i, att, def);
		ctx_reply(c, "%s %s %s", i ? "," : "", game_seat_name(c->n, g, i),
			  pchess_weight_text(s->weight2[i], buf));
	}
	ctx_reply(c, " (R1230.3)");
}

void pchess_end_turn(ctx *c, game *g)
{
	pchess_state *s = st(g);
	/* 3 B: the top name moves to the bottom. */
	int top = s->order[0];
	memmove(s->order, s->order + 1, (size_t)(s->norder - 1) * sizeof *s->order);
	s->order[s->norder - 1] = top;
	/* 3 C, D: the checked move above all the others, keeping their order. */
	int v[PCH_MAX_SIDES], k = 0, checked = 0;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < s->norder; i++)
			if (pch_in_check(&s->b, s->order[i]) == !pass) {
				v[k++] = s->order[i];
				checked += !pass;
			}
	memcpy(s->order, v, (size_t)k * sizeof *v);
	pchess_checks_settle(g);
	for (int i = 0; i < checked; i++)
		pchess_alert_check(c, g, s->order[i]); /* 1 C (iv) (pchess_notify.c) */
	pchess_post_weights(c, g);
	pchess_begin_turn(c, g);
	/* R1044 2: set again at each turn's end when it is not (turned on
	 * by `swingers.points` since the game began). */
	pchess_points_schedule(c, g);
}

static int pchess_start(ctx *c, game *g)
{
	pchess_state *s = st(g);
	if (pchess_umpire_start(c, g)) /* R1230.2 1 A (pchess_umpire.c) */
		return -1;
	pch_init(&s->b); /* 2 A: no pieces on the board */
	for (int i = 0; i < g->nseats; i++)
		if (seat_swinger(c, g, i))
			return -1;
	/* 3 A: the order is random (the NAP Swinger is a term the rules never
	 * define: docs/RULINGS.md). */
	s->norder = g->nseats;
	for (int i = 0; i < s->norder; i++)
		s->order[i] = i;
	rng_key(c->rng, "pchess order", (uint64_t)g->id);
	for (int i = s->norder - 1; i > 0; i--) {
		int j = (int)rng_below(c->rng, (uint64_t)i + 1);
		int t = s->order[i];
		s->order[i] = s->order[j];
		s->order[j] = t;
	}
	ctx_reply(c, "the Party Board is empty; each Swinger has a King off-board and chooses five "
		     "pieces of material value %lld or less in all (R1230.2 2 A, B)\nthe Swinger "
		     "Play List:", (long long)param_int(c->n, "pchess.setup.mv"));
	for (int i = 0; i < s->norder; i++)
		ctx_reply(c, "%s %s", i ? "," : "", game_seat_name(c->n, g, s->order[i]));
	ctx_reply(c, " (R1230.2 3 A)");
	pchess_begin_turn(c, g);
	pchess_points_schedule(c, g);
	pchess_entities_sync(c, g); /* R1230.1 7 */
	return 0;
}

static int pchess_join(ctx *c, game *g, int who)
{
	pchess_state *s = st(g);
	if (who >= PCH_MAX_SIDES)
		return ctx_fail(c, "game %d is full", g->id);
	if (seat_swinger(c, g, who))
		return -1;
	/* 3 F: a new Swingership goes to the bottom of the list. */
	s->order[s->norder++] = who;
	ctx_reply(c, "; %s has a King off-board, chooses five pieces, and is at the bottom of the "
		     "Swinger Play List (R1230.2 2 C, 3 F)", game_seat_name(c->n, g, who));
	pchess_entities_sync(c, g); /* R1230.1 7 */
	return 0;
}

static int pchess_act(ctx *c, game *g, int who, int argc, char **argv)
{
	if (pchess_umpire_refuses(c, g))
		return -1;
	/* extend, ffa, a Warm Swingership's surrender; the Chess-Umpire may
	 * be a Swinger too (R1230.2 1 B: any active player). */
	if (who < 0 || (c->actor->id == g->referee && pchess_umpire_verb(argc, argv)))
		return pchess_umpire_act(c, g, argc, argv);
	if (strcaseeq(argv[0], "object") && argc == 1)
		return pchess_ffa_object(c, g, who); /* R1230.2 9 B */
	if (strcaseeq(argv[0], "surrender") && argc == 1 && pchess_warm(c->n, g, who))
		return pchess_warm_seat_surrender(c, g, who); /* 4 B (iv) */
	if (!pchess_seat_swinger(c->n, g, who))
		return ctx_fail(c, "you no longer own the Swingership whose pieces you played: only its "
				"Swinger plays them (R1230.1 2 A)");
	size_t mark = c->out.len;
	int rc = strcaseeq(argv[0], "choose")
			 ? (pchess_hand_owed(g, who) ? pchess_hand_choose(c, g, who, argc - 1, argv + 1)
						     : pchess_choose(c, g, who, argc - 1, argv + 1))
		 : pchess_buy_verb(argv[0]) ? pchess_buy_act(c, g, who, argc, argv) /* R1230.1 2 D, F */
					    : pchess_play(c, g, who, argc, argv);
	if (rc == 0)
		pchess_entities_sync(c, g); /* R1230.1 7 */
	if (rc == 0)
		game_announce_reply(c, mark); /* 6: "The Play is made as a Public Action." */
	return rc;
}

static int pchess_tick(ctx *c, game *g, int64_t aux)
{
	pchess_state *s = st(g);
	if (aux != s->turn || g->status != GS_RUNNING || !s->norder || s->suspended)
		return 0;
	/* 4: at the time limit the Swinger Passes if that would be legal (not
	 * left in Check, 7), and otherwise Surrenders. */
	int top = s->order[0];
	s->defaults[top]++;
	int pass = !pch_in_check(&s->b, top);
	if (pass) {
		ctx_reply(c, "game %d: %s's time is up: e Passes by default (R1230.2 4)", g->id,
			  game_seat_name(c->n, g, top));
	} else {
		ctx_reply(c, "game %d: %s's time is up in Check: e Surrenders by default (R1230.2 4)",
			  g->id, game_seat_name(c->n, g, top));
		uint32_t checkers = pchess_checkers(&s->b, top);
		pchess_surrender(c, g, top);
		pchess_hand_after(c, g, top, -1, 1, checkers, 1); /* R1230.40 ¶1 */
	}
	pchess_turn_played(g, top, pass);
	pchess_turn_defaulted(c, g, top); /* 4, last sentence (pchess_turns.c) */
	pchess_entities_sync(c, g); /* R1230.1 7 */
	pchess_end_turn(c, g);
	return 0;
}

static int pchess_depart(ctx *c, game *g, int who)
{
	pchess_state *s = st(g);
	/* The Swinger leaves: eir pieces leave the board and eir name the
	 * list (R1230.2 3 E, as for a destroyed Swingership). */
	pchess_surrender(c, g, who);
	int was_top = s->norder && s->order[0] == who, k = 0;
	for (int i = 0; i < s->norder; i++)
		if (s->order[i] != who)
			s->order[k++] = s->order[i];
	s->norder = k;
	if (was_top && s->norder)
		pchess_begin_turn(c, g);
	return 0;
}

static json_t *pchess_view(const nomic *n, const game *g, const gviewer *v)
{
	(void)v; /* nothing in Party Chess is hidden (R1230.2 1 C (vii)) */
	const pchess_state *s = st(g);
	json_t *o = json_object();
	if (g->status == GS_PENDING)
		return o;
	char *txt = pch_render_text(&s->b);
	char *board = txt ? malloc(strlen(txt) + 2) : NULL;
	if (board)
		sprintf(board, "\n%s", txt);
	json_object_set_new(o, "board", json_string(board ? board : ""));
	free(board);
	free(txt);
	json_object_set_new(o, "turn", json_integer(s->turn));
	json_t *list = json_array();
	for (int i = 0; i < s->norder; i++)
		json_array_append_new(list, json_string(game_seat_name(n, g, s->order[i])));
	json_object_set_new(o, "play list", list);
	json_t *sw = json_array();
	for (int i = 0; i < g->nseats; i++) {
		char buf[32];
		json_t *row = json_pack("{s:s, s:i, s:s, s:i, s:b, s:b}", "swinger",
					game_seat_name(n, g, i), "side", i, "weight",
					pchess_weight_text(s->weight2[i], buf), "swingership",
					s->swingership[i], "chosen", s->chosen[i], "check",
					pch_in_check(&s->b, i));
		if (s->hands[i]) /* R1230.40 ¶2: the title, as many times as won */
			json_object_set_new(row, "hands won", json_integer(s->hands[i]));
		if (s->owed[i]) /* R1230.40 e */
			json_object_set_new(row, "free pieces owed", json_integer(s->owed[i]));
		json_array_append_new(sw, row);
	}
	json_object_set_new(o, "swingers", sw);
	json_t *ps = json_array();
	for (int i = 0; i < s->b.npieces; i++) {
		const pch_piece *p = &s->b.p[i];
		if (p->gone)
			continue;
		char sq[4], ch[2] = {pch_type(p->type)->ch, 0};
		json_t *row = json_pack("{s:s, s:s, s:s, s:s, s:i}", "piece", pch_type(p->type)->name,
					"char", ch, "swinger", game_seat_name(n, g, p->side), "square",
					pch_square_name(p->sq, sq), "mv", pch_piece_mv(&s->b, i)); /* R1230.24 */
		if (p->type == PC_HARFY)
			json_object_set_new(row, "hn", json_integer(p->hn));
		if (s->ent[i]) /* R1230.1 7: its entity */
			json_object_set_new(row, "entity", json_integer(s->ent[i]));
		json_array_append_new(ps, row);
	}
	json_object_set_new(o, "pieces", ps);
	pchess_flow_view(s, o); /* suspended, time limit, Free For All, cards (pchess_ffa.c) */
	return o;
}

static int pchess_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const pchess_state *s = st(g);
	return g->status == GS_RUNNING && s->norder && s->order[0] == who;
}

const game_class pchess_class = {
	.name = "pchess",
	.title = "Party Chess",
	.rule = "R1230",
	.min_players = 2,
	.max_players = PCH_MAX_SIDES,
	.referees = 1,
	.joins_running = 1,
	.state_size = sizeof(pchess_state),
	.verbs = "choose T T T T T | move SQ SQ[=T] [promote SQ T] | move SQ off | capture SQ "
		 "SQ[=T] [promote] | place T SQ | special SQ SQ | pass | surrender (Atomic Plays in "
		 "one Play, R1230.2 6); free T | destroy SQ|T (R1230.1 2 D, F); the Chess-Umpire's "
		 "extend D | ffa D, a Swinger's object (R1230.2 4 A, 9)",
	.start = pchess_start,
	.act = pchess_act,
	.tick = pchess_tick,
	.depart = pchess_depart,
	.join = pchess_join,
	.view = pchess_view,
	.awaits = pchess_awaits,
	.referee_ok = pchess_referee_ok, /* the Chess-Umpire's holder (pchess_umpire.c) */
};
