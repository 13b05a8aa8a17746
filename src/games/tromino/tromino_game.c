/* tromino_game.c: the Tromino Go module (Ackanomic R1250.11/1) on top of
 * the pure core in go/tro.h. Owns the referee's random choice of who starts
 * (Beginning the game), the public plays of rule 9 and their 3-day limit,
 * the referee's post at the end of a round (rule 10: the winner, the
 * Gamepoints scored, the totals), concessions (rule 7), the end of the game
 * (rule 8) and its A$. The server checks every play when it is made and
 * refuses an illegal one, so rule 10's voiding of illegal plays never has
 * anything to void (RULINGS.md). */
#include "games/tromino/tro.h"
#include "games/go/go_boards.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct tr_state {
	tro_game g;
	int plays;   /* plays made in the game: the deadline's aux */
} tr_state;

static const char *const letters[2][3] = {{"A", "B", "C"}, {"a", "b", "c"}};

static void names_of(const nomic *n, const game *g, const char *names[2])
{
	for (int i = 0; i < 2; i++)
		names[i] = i < g->nseats ? holder_name(n, g->seats[i].pid) : NULL;
}

/* Rule 1: the letter due, in the case of the player who plays it. */
static const char *letter_due(const tro_game *t)
{
	int p = tro_next_player(t);
	return letters[p == t->first ? 0 : 1][tro_next_letter(t)];
}

/* Rule 9: 3 days from the previous play (or the start of the round). */
static void schedule(ctx *c, game *g)
{
	tr_state *s = g->st;
	game_schedule(c, g, c->now + 3 * DAY, s->plays);
}

static void announce_turn(ctx *c, game *g)
{
	tr_state *s = g->st;
	ctx_reply(c, "; %s plays %s next, within 3 days (R1250.11 1, 9)",
		  game_seat_name(c->n, g, tro_next_player(&s->g)), letter_due(&s->g));
}

static int tr_start(ctx *c, game *g)
{
	tr_state *s = g->st;
	/* The referee randomly selects who goes first in the first round. */
	int first = (int)rng_below(c->rng, 2);
	tro_init(&s->g, first);
	s->plays = 0;
	ctx_reply(c, "%s plays first (capitals) in round 1, drawn at random (R1250.11)",
		  game_seat_name(c->n, g, first));
	announce_turn(c, g);
	schedule(c, g);
	return 0;
}

static void finish(ctx *c, game *g)
{
	tr_state *s = g->st;
	const tro_game *t = &s->g;
	int w = t->winner;
	char why[160];
	snprintf(why, sizeof why, "%s wins %s (R1250.11 8)", game_seat_name(c->n, g, w),
		 t->by_timeout ? "as the opponent made no play within 3 days"
			       : "with 7 or more Gamepoints");
	game_end(c, g, &w, 1, why);
	ctx_reply(c, "; final score %s %d, %s %d", game_seat_name(c->n, g, 0), t->gp[0],
		  game_seat_name(c->n, g, 1), t->gp[1]);
	/* Rule 8: no A$ to the winner of a Duel; no Trophy. */
	if (!g->duel)
		game_pay(c, g, g->seats[w].pid, tro_winner_payout(t));
	if (g->referee && tro_referee_payout(t))
		game_pay(c, g, g->referee, tro_referee_payout(t));
}

/* Rule 10: the referee's post at the end of a round. */
static void round_end(ctx *c, game *g, int conceded)
{
	tr_state *s = g->st;
	tro_game *t = &s->g;
	if (t->round_winner < 0) {
		ctx_reply(c, "\nround %d ends in a tie: nobody scores (R1250.11 6)", t->rounds);
	} else {
		game_gp(c, g, t->round_winner, t->round_points);
		ctx_reply(c, "\nround %d: %s wins it and scores %d Gamepoint%s (R1250.11 %s)",
			  t->rounds, game_seat_name(c->n, g, t->round_winner), t->round_points,
			  t->round_points == 1 ? "" : "s", conceded ? "7" : "6");
	}
	ctx_reply(c, "; Gamepoints %s %d, %s %d", game_seat_name(c->n, g, 0), t->gp[0],
		  game_seat_name(c->n, g, 1), t->gp[1]);
	const char *names[2];
	names_of(c->n, g, names);
	char *txt = tro_render_text(t, names);
	ctx_reply(c, "\n%s", txt ? txt : "");
	free(txt);
	if (t->over) {
		finish(c, g);
		return;
	}
	tro_start_round(t);
	ctx_reply(c, "round %d begins, %s plays first (R1250.11 1, 10)", t->rounds + 1,
		  game_seat_name(c->n, g, t->first));
	announce_turn(c, g);
	schedule(c, g);
}

static int parse_int(ctx *c, const char *w, int lo, int hi, int *out)
{
	int64_t v;
	if (parse_int64(w, &v) || v < lo || v > hi)
		return ctx_fail(c, "'%s' is not a number from %d to %d", w, lo, hi);
	*out = (int)v;
	return 0;
}

static int tr_act(ctx *c, game *g, int me, int argc, char **argv)
{
	tr_state *s = g->st;
	tro_game *t = &s->g;
	const char *v = argv[0];
	int x, y, corner, rc, k = 0;
	if (me < 0)
		return ctx_fail(c, "the referee does not play (R1250.11)");
	if (strcaseeq(v, "concede")) {
		/* Rule 7: not a play; the round goes on. */
		if (argc != 2 || parse_int(c, argv[1], 0, 1000, &k))
			return argc != 2 ? ctx_fail(c, "usage: play %d concede GAMEPOINTS", g->id) : -1;
		rc = tro_concede(t, me, k);
		if (rc != TRO_OK)
			return ctx_fail(c, "%s", tro_strerror(rc));
		ctx_reply(c, "game %d: %s concedes round %d for %d Gamepoint%s (concession %d, "
			  "R1250.11 7)", g->id, c->actor->name, t->rounds + 1, k, k == 1 ? "" : "s",
			  t->nconc);
		return 0;
	}
	if (strcaseeq(v, "accept")) {
		if (argc != 2 || parse_int(c, argv[1], 1, TRO_MAX_CONCESSIONS, &k))
			return argc != 2 ? ctx_fail(c, "usage: play %d accept CONCESSION", g->id) : -1;
		rc = tro_accept(t, me, k - 1);
		if (rc != TRO_OK)
			return ctx_fail(c, "%s", tro_strerror(rc));
		ctx_reply(c, "game %d: %s accepts concession %d (R1250.11 7)", g->id,
			  c->actor->name, k);
		round_end(c, g, 1);
		return 0;
	}
	int idx = -1;
	if (strcaseeq(v, "place") && argc == 2) {
		if (!tro_parse_piece(argv[1], &x, &y, &corner))
			goto bad_piece;
		rc = tro_place(t, me, x, y, corner);
	} else if (strcaseeq(v, "move") && argc == 3) {
		if (parse_int(c, argv[1], 1, TRO_PIECES, &idx))
			return -1;
		if (!tro_parse_piece(argv[2], &x, &y, &corner))
			goto bad_piece;
		rc = tro_move(t, me, idx - 1, x, y, corner);
	} else if (strcaseeq(v, "pass") && argc == 1) {
		rc = tro_pass(t, me);
	} else {
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	}
	if (rc != TRO_OK)
		return ctx_fail(c, "%s", tro_strerror(rc));
	s->plays++;
	if (strcaseeq(v, "pass"))
		ctx_reply(c, "game %d: %s passes (R1250.11 5)", g->id, c->actor->name);
	else if (idx > 0)
		ctx_reply(c, "game %d: %s moves tromino %d to %s (R1250.11 4)", g->id,
			  c->actor->name, idx, argv[2]);
	else
		ctx_reply(c, "game %d: %s places tromino %d at %s (R1250.11 %s)", g->id,
			  c->actor->name, t->npieces, argv[1], t->npieces <= 4 ? "2" : "3");
	if (t->round_over) {
		ctx_reply(c, "; surrounded trominoes: %s %d, %s %d (R1250.11 6)",
			  game_seat_name(c->n, g, 0), t->surrounded[0], game_seat_name(c->n, g, 1),
			  t->surrounded[1]);
		round_end(c, g, 0);
		return 0;
	}
	announce_turn(c, g);
	schedule(c, g);
	return 0;
bad_piece:
	return ctx_fail(c, "a tromino is X,Y,CORNER: the top-left square of its 2x2 box and "
			"the missing corner (nw, ne, sw, se), like 0,0,se");
}

/* Rule 8: who does not play within 3 days loses the game. */
static int tr_tick(ctx *c, game *g, int64_t aux)
{
	tr_state *s = g->st;
	if (aux != s->plays || g->status != GS_RUNNING)
		return 0;
	int late = tro_next_player(&s->g);
	if (tro_timeout(&s->g, late) != TRO_OK)
		return 0;
	ctx_reply(c, "game %d: %s made no play within 3 days (R1250.11 9); ", g->id,
		  game_seat_name(c->n, g, late));
	finish(c, g);
	return 0;
}

static int tr_depart(ctx *c, game *g, int me)
{
	tr_state *s = g->st;
	/* Leaving forfeits, as missing the 3 days would (RULINGS.md). */
	if (tro_timeout(&s->g, me) != TRO_OK)
		return 0;
	ctx_reply(c, "; ");
	finish(c, g);
	return 0;
}

static json_t *tr_view(const nomic *n, const game *g, const gviewer *v)
{
	(void)v; /* every play is public (rule 9) */
	const tr_state *s = g->st;
	const tro_game *t = &s->g;
	json_t *o = json_object();
	if (g->status == GS_PENDING)
		return o;
	const char *names[2];
	names_of(n, g, names);
	char *txt = tro_render_text(t, names);
	size_t len = txt ? strlen(txt) : 0;
	char *b = malloc(len + 2);
	if (b) {
		b[0] = '\n';
		memcpy(b + 1, txt ? txt : "", len + 1);
		while (len && b[len] == '\n')
			b[len--] = 0;
	}
	json_object_set_new(o, "grid", json_string(b ? b : ""));
	free(b);
	free(txt);
	json_object_set_new(o, "round", json_integer(t->rounds + (t->over ? 0 : 1)));
	json_object_set_new(o, "first this round", json_string(names[t->first] ? names[t->first] : ""));
	if (!t->over)
		json_object_set_new(o, "next", json_pack("{s:s, s:s}", "player",
			names[tro_next_player(t)] ? names[tro_next_player(t)] : "", "letter",
			letter_due(t)));
	json_object_set_new(o, "gamepoints", json_pack("[i, i]", t->gp[0], t->gp[1]));
	json_t *cs = json_array();
	for (int i = 0; i < t->nconc; i++)
		json_array_append_new(cs, json_pack("{s:i, s:s, s:i}", "concession", i + 1, "by",
			names[t->conc[i].player] ? names[t->conc[i].player] : "", "gamepoints",
			t->conc[i].gp));
	json_object_set_new(o, "concessions", cs);
	return o;
}

/* ---- the moves (games.h) ----
 * The player whose play is due gets every legal play of the letter due:
 * placements (rules 2, 3) as a select and as one board of buttons per
 * missing corner, each cell the top-left square of the 2x2 box; moves of
 * eir trominoes (rule 4) as a select; a pass only when nothing else is
 * legal (5). The grid is unbounded, but a legal play touches a piece (or,
 * the first, may go anywhere: it is offered at the origin), so the boxes
 * two squares around the pieces hold them all. Concessions (7) stay a
 * line of their own. */
static const char *const corner_names[4] = {"nw", "ne", "sw", "se"};

static void play_box(const tro_game *t, int *x0, int *y0, int *x1, int *y1)
{
	*x0 = *y0 = *x1 = *y1 = 0;
	for (int i = 0; i < t->npieces; i++) {
		const tro_piece *p = &t->piece[i];
		if (!i || p->x - 2 < *x0)
			*x0 = p->x - 2;
		if (!i || p->y - 2 < *y0)
			*y0 = p->y - 2;
		if (!i || p->x + 2 > *x1)
			*x1 = p->x + 2;
		if (!i || p->y + 2 > *y1)
			*y1 = p->y + 2;
	}
}

static json_t *tr_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const tr_state *s = g->st;
	const tro_game *t = &s->g;
	json_t *a = json_array();
	int me = v->seat;
	if (g->status != GS_RUNNING || me < 0 || me > 1 || (g->seats[me].flags & SEAT_LEFT) ||
	    t->over || t->round_over || tro_next_player(t) != me)
		return a;
	int x0, y0, x1, y1;
	play_box(t, &x0, &y0, &x1, &y1);
	char label[64], group[64];
	snprintf(group, sizeof group, "Your play: a tromino %s", letter_due(t));
	json_t *sel = json_pack("{s:s, s:s}", "label", t->npieces < TRO_PIECES ? "Place it at"
				: "Move a tromino", "group", group);
	if (t->npieces < TRO_PIECES) {
		for (int c = 0; c < 4; c++) {
			json_t *head = json_array(), *rows = json_array();
			int any = 0;
			for (int x = x0; x <= x1; x++)
				json_array_append_new(head, json_sprintf("%d", x));
			for (int y = y0; y <= y1; y++) {
				json_t *cells = json_array();
				for (int x = x0; x <= x1; x++) {
					snprintf(label, sizeof label, "%d,%d,%s", x, y, corner_names[c]);
					json_t *cell = json_pack("{s:s, s:s}", "label", label, "mark", "");
					if (tro_check_place(t, me, x, y, c) == TRO_OK) {
						json_object_set_new(cell, "command", json_sprintf(
							"play %d place %s", g->id, label));
						game_move_choice(sel, label, "play %d place %s", g->id, label);
						any = 1;
					}
					json_array_append_new(cells, cell);
				}
				json_array_append_new(rows, json_pack("{s:o, s:o}", "row",
					json_sprintf("%d", y), "cells", cells));
			}
			char cap[96];
			snprintf(cap, sizeof cap, "Or click the top-left square, %s corner missing",
				 corner_names[c]);
			json_t *grid = json_pack("{s:s, s:o, s:o, s:s}", "label", cap, "head", head,
						 "rows", rows, "group", group);
			if (any)
				json_array_append_new(a, grid);
			else
				json_decref(grid);
		}
	} else {
		for (int i = 0; i < t->npieces; i++)
			for (int y = y0; y <= y1; y++)
				for (int x = x0; x <= x1; x++)
					for (int c = 0; c < 4; c++)
						if (tro_check_move(t, me, i, x, y, c) == TRO_OK) {
							snprintf(label, sizeof label, "%d to %d,%d,%s",
								 i + 1, x, y, corner_names[c]);
							game_move_choice(sel, label, "play %d move %d %d,%d,%s",
									 g->id, i + 1, x, y, corner_names[c]);
						}
	}
	if (json_object_get(sel, "choices"))
		json_array_insert_new(a, 0, sel);
	else
		json_decref(sel);
	if (!tro_has_legal_play(t)) {
		json_t *p = game_move_button("Pass", "play %d pass", g->id);
		json_object_set_new(p, "group", json_string(group));
		json_array_append_new(a, p);
	}
	json_array_append_new(a, json_pack("{s:s, s:o, s:s, s:s}", "label", "Concede or accept",
		"line", json_sprintf("play %d ", g->id), "help",
		"concede GAMEPOINTS | accept N (R1250.11 7)", "group", "Concessions"));
	return a;
}

char *tromino_board_svg(const nomic *n, const game *g)
{
	const tr_state *s = g->st;
	if (g->status == GS_PENDING)
		return NULL;
	const char *names[2];
	names_of(n, g, names);
	return tro_render_svg(&s->g, names);
}

const game_class tromino_class = {
	.name = "tromino",
	.title = "Tromino Go",
	.rule = "R1250.11",
	.min_players = 2,
	.max_players = 2,
	.referees = 1,
	.in_games_grid = 1,
	.trophy = NULL,
	.state_size = sizeof(tr_state),
	.verbs = "place X,Y,CORNER | move N X,Y,CORNER | pass | concede GAMEPOINTS | accept N",
	.start = tr_start,
	.act = tr_act,
	.tick = tr_tick,
	.depart = tr_depart,
	.view = tr_view,
	.moves = tr_moves,
};
