/* scgo_game.c: the Single Capture Go module (Ackanomic R1250.13/2) on top
 * of the pure core in go/scg.h. Owns who may move when: the Letters (III),
 * the rounds of three days (IV), the secret moves (hidden events, shown
 * only to their mover and the referee), the resolution of a round by the
 * clock at its deadline (or at once, through a deadline due now, when every
 * player left in the game has moved), the announcement the rule asks for
 * (the grid, the moves made, who remains), the win (IV 5) and the standard
 * Trophy. Steps 1-6 themselves are the core's (scg_resolve). */
#include "games/scgo/scg.h"
#include "games/go/go_boards.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct scgo_state {
	scg_game g;                     /* the grid and who is still in (core) */
	int move[SCG_MAX_PLAYERS];      /* this round's counting move, -1 none */
	int round;                      /* the round being played, 1.. */
	int has_last;                   /* last round's result below is set */
	scg_round last;                 /* for the announcement and the view */
} scgo_state;

static const scgo_state *st_of(const game *g)
{
	return g->st;
}

static void names_of(const nomic *n, const game *g, const char *names[SCG_MAX_PLAYERS])
{
	for (int i = 0; i < SCG_MAX_PLAYERS; i++)
		names[i] = i < g->nseats ? holder_name(n, g->seats[i].pid) : NULL;
}

/* Players still in the game who have not sent a move this round; players
 * who left the instance count as having nothing to send (they are doomed
 * by step 3 when the round is resolved). */
static int waiting(const game *g)
{
	const scgo_state *s = st_of(g);
	int k = 0;
	for (int i = 0; i < s->g.nplayers; i++)
		if ((s->g.in_game >> i & 1u) && !(g->seats[i].flags & SEAT_LEFT) && s->move[i] < 0)
			k++;
	return k;
}

static void start_round(ctx *c, game *g)
{
	scgo_state *s = g->st;
	s->round++;
	for (int i = 0; i < SCG_MAX_PLAYERS; i++)
		s->move[i] = -1;
	ctx_reply(c, "game %d round %d begins; moves are due within 3 days (R1250.13 IV)",
		  g->id, s->round);
	/* IV: a round lasts three days, or until every player has moved. */
	game_schedule(c, g, waiting(g) ? c->now + 3 * DAY : c->now, s->round);
}

/* The core's diagram without its trailer (the round count and the player
 * list, which the views give themselves), with a leading newline. */
static char *grid_text(const nomic *n, const game *g)
{
	const char *names[SCG_MAX_PLAYERS];
	names_of(n, g, names);
	char *txt = scg_render_text(&st_of(g)->g, names);
	if (!txt)
		return NULL;
	char *cut = strstr(txt, "\nround ");
	if (cut)
		cut[0] = 0;
	size_t len = strlen(txt);
	char *out = malloc(len + 2);
	if (out) {
		out[0] = '\n';
		memcpy(out + 1, txt, len + 1);
	}
	free(txt);
	return out;
}

static int scgo_start(ctx *c, game *g)
{
	scgo_state *s = g->st;
	if (scg_init(&s->g, g->nseats) != SCG_OK)
		return ctx_fail(c, "%s", scg_strerror(SCG_EPLAYERS));
	s->round = 0;
	s->has_last = 0;
	/* III: the referee assigns each player a different capital Letter; the
	 * server assigns them in the order the players joined. */
	for (int i = 0; i < g->nseats; i++)
		ctx_reply(c, "%s%s has the Letter %c", i ? "; " : "", game_seat_name(c->n, g, i),
			  'A' + i);
	ctx_reply(c, "; the grid is %d by %d (R1250.13 IV)\n", s->g.n, s->g.n);
	start_round(c, g);
	return 0;
}

static int scgo_act(ctx *c, game *g, int me, int argc, char **argv)
{
	scgo_state *s = g->st;
	if ((!strcaseeq(argv[0], "move") && !strcaseeq(argv[0], "play")) || argc != 2)
		return ctx_fail(c, "usage: play %d move SQUARE", g->id);
	if (me < 0)
		return ctx_fail(c, "the referee does not play (R1250.13 II)");
	/* IV: a play is mailed privately to the referee: a hidden event. */
	c->hidden = 1;
	if (!(s->g.in_game >> me & 1u))
		return ctx_fail(c, "you have been removed from game %d (R1250.13 IV 6)", g->id);
	int sq = scg_parse_square(argv[1], s->g.n);
	if (sq < 0)
		return ctx_fail(c, "'%s' is not a square of the %d by %d grid (like a1 or %c%d) "
				"(R1250.13 IV)", argv[1], s->g.n, s->g.n, 'a' + s->g.n - 1, s->g.n);
	int err = scg_check_move(&s->g, me, sq);
	if (err != SCG_OK)
		return ctx_fail(c, "%s is %s", argv[1], err == SCG_ELETTER
				? "occupied by a Letter since the round began (R1250.13 IV)"
				: scg_strerror(err));
	char buf[8];
	int again = s->move[me] >= 0;
	s->move[me] = sq;
	ctx_reply(c, "%s plays %s in round %d of game %d%s", c->actor->name,
		  scg_format_square(sq, s->g.n, buf), s->round, g->id,
		  again ? " (only this latter move counts, R1250.13 IV)" : "");
	if (!waiting(g))
		game_schedule(c, g, c->now, s->round);
	return 0;
}

static void announce(ctx *c, game *g, const scg_round *r)
{
	const scgo_state *s = g->st;
	char buf[8];
	ctx_reply(c, "game %d round %d: moves", g->id, s->round);
	for (int i = 0, k = 0; i < s->g.nplayers; i++) {
		if (!(r->move[i] >= 0 || r->no_move[i]))
			continue; /* was out of the game already */
		ctx_reply(c, "%s %s %s", k++ ? "," : "", game_seat_name(c->n, g, i),
			  r->move[i] >= 0 ? scg_format_square(r->move[i], s->g.n, buf) : "none");
		if (r->collided[i])
			ctx_reply(c, " (collision: @, step 2)");
	}
	ctx_reply(c, " (R1250.13 IV 1-2)");
	for (int i = 0; i < s->g.nplayers; i++) {
		if (!r->doomed[i])
			continue;
		ctx_reply(c, "; %s is doomed: %s (R1250.13 IV 3)", game_seat_name(c->n, g, i),
			  r->no_move[i] ? "did not play" : "a Group without Liberty");
	}
}

static int scgo_tick(ctx *c, game *g, int64_t aux)
{
	scgo_state *s = g->st;
	if (aux != s->round || g->status != GS_RUNNING)
		return 0;
	int moves[SCG_MAX_PLAYERS];
	for (int i = 0; i < SCG_MAX_PLAYERS; i++)
		moves[i] = s->move[i];
	scg_round r;
	if (scg_resolve(&s->g, moves, &r) != SCG_OK)
		return ctx_fail(c, "game %d cannot be resolved", g->id);
	s->last = r;
	s->has_last = 1;
	announce(c, g, &r);
	char *txt = grid_text(c->n, g);
	ctx_reply(c, "%s\n", txt ? txt : "");
	free(txt);
	if (!r.over) {
		start_round(c, g);
		return 0;
	}
	/* IV 5: the sole survivor wins; with none left, the most Letters
	 * before step 4 wins (a tie has no winner, RULINGS.md). */
	if (r.winner < 0) {
		game_end(c, g, NULL, 0, "no player survived and the most Letters were tied: "
			 "no winner (R1250.13 IV 5)");
		return 0;
	}
	char why[160];
	int w = r.winner;
	int survivors = 0;
	for (int i = 0; i < s->g.nplayers; i++)
		survivors += !r.doomed[i] && (r.move[i] >= 0 || r.no_move[i]);
	snprintf(why, sizeof why, "%s wins %s (R1250.13 IV 5)", game_seat_name(c->n, g, w),
		 survivors ? "as the only player left" : "with the most Letters before step 4");
	game_end(c, g, &w, 1, why);
	game_trophy(c, g, g->winners[0]);
	return 0;
}

static int scgo_depart(ctx *c, game *g, int me)
{
	scgo_state *s = g->st;
	/* A player who leaves sends no more moves: eir pending move is
	 * withdrawn and step 3 dooms em at the end of the round. */
	s->move[me] = -1;
	ctx_reply(c, "; %s will be doomed for not playing this round (R1250.13 IV 3)",
		  game_seat_name(c->n, g, me));
	if (s->g.in_game && !waiting(g))
		game_schedule(c, g, c->now, s->round);
	return 0;
}

static json_t *scgo_view(const nomic *n, const game *g, const gviewer *v)
{
	const scgo_state *s = st_of(g);
	json_t *o = json_object();
	if (g->status == GS_PENDING)
		return o;
	json_object_set_new(o, "round", json_integer(s->round));
	char *txt = grid_text(n, g);
	json_object_set_new(o, "grid", json_string(txt ? txt : ""));
	free(txt);
	json_t *ps = json_array();
	char buf[8];
	for (int i = 0; i < s->g.nplayers; i++) {
		json_t *p = json_pack("{s:s, s:s, s:b}", "player", holder_name(n, g->seats[i].pid),
				      "letter", (char[2]){(char)('A' + i), 0}, "in game",
				      (int)(s->g.in_game >> i & 1u));
		if (g->status == GS_RUNNING && (s->g.in_game >> i & 1u)) {
			/* That a move is in is public; the square only to its
			 * mover and the referee (IV: mailed privately). */
			json_object_set_new(p, "moved", json_boolean(s->move[i] >= 0));
			if (s->move[i] >= 0 && (v->all || v->seat == i))
				json_object_set_new(p, "move", json_string(scg_format_square(
								       s->move[i], s->g.n, buf)));
		}
		json_array_append_new(ps, p);
	}
	json_object_set_new(o, "players", ps);
	if (s->has_last) {
		json_t *l = json_array();
		for (int i = 0; i < s->g.nplayers; i++) {
			const scg_round *r = &s->last;
			if (!(r->move[i] >= 0 || r->no_move[i]))
				continue;
			json_array_append_new(l, json_pack(
				"{s:s, s:s, s:b, s:b}", "player", holder_name(n, g->seats[i].pid),
				"move", r->move[i] >= 0 ? scg_format_square(r->move[i], s->g.n, buf)
							: "none",
				"collided", r->collided[i], "doomed", r->doomed[i]));
		}
		json_object_set_new(o, "last round", l);
	}
	return o;
}

/* The moves (games.h): a select of the squares the viewer may play this
 * round (IV: on the grid, not a Letter's since the round began), and the
 * same as a board of buttons. The move is secret; another replaces it
 * (IV: only the latter counts). */
static json_t *scgo_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const scgo_state *s = st_of(g);
	json_t *a = json_array();
	int me = v->seat;
	if (g->status != GS_RUNNING || me < 0 || me >= s->g.nplayers ||
	    !(s->g.in_game >> me & 1u) || (g->seats[me].flags & SEAT_LEFT))
		return a;
	json_t *m = json_pack("{s:s}", "label",
			      s->move[me] >= 0 ? "Play this square instead" : "Play a square");
	char buf[8];
	for (int sq = 0; sq < s->g.n * s->g.n; sq++)
		if (scg_check_move(&s->g, me, sq) == SCG_OK)
			game_move_choice(m, scg_format_square(sq, s->g.n, buf), "play %d move %s",
					 g->id, buf);
	if (!json_object_get(m, "choices")) {
		json_decref(m);
		return a;
	}
	json_array_append_new(a, m);
	/* The same as a board of buttons, one per square e may play; a
	 * Letter's square shows the Letter. */
	json_t *head = json_array(), *rows = json_array();
	for (int col = 1; col <= s->g.n; col++)
		json_array_append_new(head, json_sprintf("%d", col));
	for (int r = 0; r < s->g.n; r++) {
		json_t *cells = json_array();
		for (int col = 0; col < s->g.n; col++) {
			int sq = r * s->g.n + col, held = s->g.cell[sq];
			scg_format_square(sq, s->g.n, buf);
			char mark[2] = {held == SCG_AT ? (char)SCG_AT : held ? (char)('A' + held - 1) : 0, 0};
			json_t *cell = json_pack("{s:s, s:s}", "label", buf, "mark", mark);
			if (scg_check_move(&s->g, me, sq) == SCG_OK)
				json_object_set_new(cell, "command",
						    json_sprintf("play %d move %s", g->id, buf));
			json_array_append_new(cells, cell);
		}
		char row[2] = {(char)('a' + r), 0}; /* rows a.. from the top (scg.h) */
		json_array_append_new(rows, json_pack("{s:s, s:o}", "row", row, "cells", cells));
	}
	json_array_append_new(a, json_pack("{s:s, s:o, s:o}", "label", "Or choose a square on the "
					   "grid", "head", head, "rows", rows));
	return a;
}

char *scgo_board_svg(const nomic *n, const game *g)
{
	const scgo_state *s = st_of(g);
	const char *names[SCG_MAX_PLAYERS];
	names_of(n, g, names);
	if (g->status == GS_PENDING)
		return NULL;
	return scg_render_svg(&s->g, names);
}

const game_class scgo_class = {
	.name = "scgo",
	.title = "Single Capture Go",
	.rule = "R1250.13",
	.min_players = SCG_MIN_PLAYERS,
	.max_players = SCG_MAX_PLAYERS,
	.referees = 1,
	.trophy = "Jade Grapefruit",
	.state_size = sizeof(scgo_state),
	.verbs = "move SQUARE (hidden)",
	.start = scgo_start,
	.act = scgo_act,
	.tick = scgo_tick,
	.depart = scgo_depart,
	.view = scgo_view,
	.moves = scgo_moves,
};
