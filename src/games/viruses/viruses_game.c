/* viruses_game.c: the Viruses module (Ackanomic R1250.16/4) on top of the
 * pure core in go/vir.h. Owns the set-up's random draws (rule 1, through
 * the engine's rng), the secret moves of a turn (rule 4: hidden events,
 * shown only to their mover and the referee until the turn ends), the turn
 * of three days that ends early when every player has handed in as many
 * valid moves as e may (a deadline due now, so the clock resolves it in
 * public), the referee's post of rule 9, the win (rule 8) with its random
 * draw when nobody is left, and the standard Trophy. Moves, conflicts,
 * generations and Gamepoints are the core's (vir_resolve).
 *
 * The core keeps the grid on the heap; the module's flat state holds the
 * active area in a fixed array (VR_CELLS squares) and hands the core a
 * heap copy for each turn. */
#include "games/viruses/vir.h"
#include "games/go/go_boards.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VR_CELLS (200 * 200) /* the largest active area the server keeps */
#define VR_MOVES 64          /* moves handed in per turn (the core's limit) */

typedef struct vr_state {
	int nplayers, x0, y0, w, h;
	uint32_t in_game;
	unsigned points[VIR_MAX_PLAYERS];
	unsigned turn;
	bool over;
	int winner;
	int nmoves;
	vir_move moves[VR_MOVES];  /* this turn's moves, in the order received */
	int has_last;
	vir_turn last;             /* the last turn's result, for the views */
	vir_move last_moves[VR_MOVES];
	unsigned joined[VIR_MAX_PLAYERS];  /* rule 10: turns resolved when e joined */
	unsigned retired[VIR_MAX_PLAYERS]; /* rule 10: the turn e retired in, 0 never */
	uint8_t cell[VR_CELLS];
} vr_state;

static const char *const kinds[] = {"place", "infect", "step", "destroy", "uninfect"};

static unsigned pick(void *p, unsigned n)
{
	ctx *c = p;
	return (unsigned)rng_below(c->rng, n);
}

/* A core game over the flat state; heap: a copy the core may replace. */
static int load(const vr_state *s, vir_game *G, int heap)
{
	memset(G, 0, sizeof *G);
	G->nplayers = s->nplayers;
	G->x0 = s->x0;
	G->y0 = s->y0;
	G->w = s->w;
	G->h = s->h;
	G->in_game = s->in_game;
	memcpy(G->points, s->points, sizeof s->points);
	G->turn = s->turn;
	G->over = s->over;
	G->winner = s->winner;
	size_t n = (size_t)s->w * (size_t)s->h;
	if (!heap) {
		G->cell = (uint8_t *)s->cell;
		return 0;
	}
	G->cell = malloc(n ? n : 1);
	if (!G->cell)
		return -1;
	memcpy(G->cell, s->cell, n);
	return 0;
}

static int store(vr_state *s, const vir_game *G)
{
	size_t n = (size_t)G->w * (size_t)G->h;
	if (n > VR_CELLS)
		return -1;
	s->nplayers = G->nplayers;
	s->x0 = G->x0;
	s->y0 = G->y0;
	s->w = G->w;
	s->h = G->h;
	s->in_game = G->in_game;
	memcpy(s->points, G->points, sizeof s->points);
	s->turn = G->turn;
	s->over = G->over;
	s->winner = G->winner;
	memcpy(s->cell, G->cell, n);
	return 0;
}

static void names_of(const nomic *n, const game *g, const char *names[VIR_MAX_PLAYERS])
{
	for (int i = 0; i < VIR_MAX_PLAYERS; i++)
		names[i] = i < g->nseats ? holder_name(n, g->seats[i].pid) : NULL;
}

static char *grid_text(const nomic *n, const game *g)
{
	const vr_state *s = g->st;
	vir_game G;
	load(s, &G, 0);
	const char *names[VIR_MAX_PLAYERS];
	names_of(n, g, names);
	char *txt = vir_render_text(&G, NULL, names);
	size_t len = txt ? strlen(txt) : 0;
	char *b = malloc(len + 2);
	if (b) {
		b[0] = '\n';
		memcpy(b + 1, txt ? txt : "", len + 1);
		while (len && b[len] == '\n')
			b[len--] = 0;
	}
	free(txt);
	return b;
}

/* Rule 4: the first turn allows 3 Place or Infect moves, later ones 1;
 * rule 10: so does a new player's first turn. */
static vir_allow allowance(const vr_state *s, int p)
{
	return vir_default_allow(s->turn == s->joined[p]);
}

/* Players in the game who may still hand in a valid move this turn. */
static int waiting(const game *g)
{
	const vr_state *s = g->st;
	vir_game G;
	load(s, &G, 0);
	int k = 0;
	for (int p = 0; p < s->nplayers; p++) {
		if (!(s->in_game >> p & 1u) || (g->seats[p].flags & SEAT_LEFT))
			continue;
		vir_allow a = allowance(s, p);
		int valid = 0;
		for (int i = 0; i < s->nmoves; i++)
			valid += s->moves[i].player == p &&
				 vir_move_valid(&G, &s->moves[i], a.place_infect_only);
		k += valid < a.max;
	}
	return k;
}

static void start_turn(ctx *c, game *g)
{
	vr_state *s = g->st;
	s->nmoves = 0;
	ctx_reply(c, "game %d turn %u begins: %s each, within 3 days (R1250.16 4)", g->id,
		  s->turn + 1, s->turn == 0 ? "3 Place or Infect moves" : "one move");
	game_schedule(c, g, waiting(g) ? c->now + 3 * DAY : c->now, s->turn + 1);
}

static int vr_start(ctx *c, game *g)
{
	vr_state *s = g->st;
	vir_game G;
	if (vir_setup(&G, g->nseats, pick, c) != VIR_OK)
		return ctx_fail(c, "Viruses needs 2 to %d players (R1250.16)", VIR_MAX_PLAYERS);
	int rc = store(s, &G);
	vir_free(&G);
	if (rc)
		return ctx_fail(c, "the grid is too large");
	for (int i = 0; i < g->nseats; i++)
		ctx_reply(c, "%s%s marks eir cells %c", i ? "; " : "", game_seat_name(c->n, g, i),
			  'A' + i);
	char *txt = grid_text(c->n, g);
	ctx_reply(c, " (R1250.16 1, 2); turn 0:%s\n", txt ? txt : "");
	free(txt);
	start_turn(c, g);
	return 0;
}

static int vr_act(ctx *c, game *g, int me, int argc, char **argv)
{
	vr_state *s = g->st;
	int k = -1;
	for (int i = 0; i < 5; i++)
		if (strcaseeq(argv[0], kinds[i]))
			k = i;
	if (k < 0 || argc != (k == VIR_STEP ? 3 : 2))
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	if (me < 0)
		return ctx_fail(c, "the referee does not play (R1250.16)");
	/* Rule 4: moves are private messages to the referee. */
	c->hidden = 1;
	if (!(s->in_game >> me & 1u))
		return ctx_fail(c, "you are no longer in game %d (R1250.16 10, 11)", g->id);
	vir_move m = {.player = me, .kind = (enum vir_kind)k};
	if (!vir_parse_square(argv[1], &m.x, &m.y) ||
	    (k == VIR_STEP && !vir_parse_square(argv[2], &m.tx, &m.ty)))
		return ctx_fail(c, "a square is COLUMN,ROW, like 3,7 (R1250.16 5)");
	if (s->nmoves == VR_MOVES)
		return ctx_fail(c, "game %d holds %d moves a turn", g->id, VR_MOVES);
	vir_game G;
	load(s, &G, 0);
	bool valid = vir_move_valid(&G, &m, allowance(s, me).place_infect_only);
	s->moves[s->nmoves++] = m;
	ctx_reply(c, "%s: %s %s%s%s in turn %u of game %d%s", c->actor->name, kinds[k], argv[1],
		  k == VIR_STEP ? " to " : "", k == VIR_STEP ? argv[2] : "", s->turn + 1, g->id,
		  valid ? "" : " (not a valid move on this grid: it will be removed, R1250.16 5, 6)");
	if (!waiting(g))
		game_schedule(c, g, c->now, s->turn + 1);
	return 0;
}

static void win(ctx *c, game *g, int w, const char *why)
{
	char buf[160];
	snprintf(buf, sizeof buf, "%s wins: %s (R1250.16 8)", game_seat_name(c->n, g, w), why);
	game_end(c, g, &w, 1, buf);
	game_trophy(c, g, g->winners[0]);
	if (g->referee)
		game_pay(c, g, g->referee, 10);
}

static int vr_tick(ctx *c, game *g, int64_t aux)
{
	vr_state *s = g->st;
	if (aux != s->turn + 1 || g->status != GS_RUNNING)
		return 0;
	vir_game G;
	if (load(s, &G, 1))
		return ctx_fail(c, "out of memory");
	vir_allow allow[VIR_MAX_PLAYERS];
	for (int p = 0; p < VIR_MAX_PLAYERS; p++) {
		allow[p] = allowance(s, p);
		/* Rule 10: nobody took over the virus of a player who retired
		 * in the turn before: its cells are uninfected first. */
		if (s->retired[p] && s->retired[p] == s->turn) {
			vir_uninfect_all(&G, p);
			ctx_reply(c, "game %d: %s's cells are uninfected (R1250.16 10); ", g->id,
				  game_seat_name(c->n, g, p));
		}
	}
	vir_turn t;
	int rc = vir_resolve(&G, s->moves, s->nmoves, allow, &t);
	if (rc != VIR_OK || store(s, &G)) {
		vir_free(&G);
		game_end(c, g, NULL, 0, "the grid outgrew what the server keeps: no winner");
		return 0;
	}
	vir_free(&G);
	s->last = t;
	memcpy(s->last_moves, s->moves, sizeof s->moves);
	s->has_last = 1;
	/* Rule 9: the valid moves, which conflicted, the area, the scores. */
	ctx_reply(c, "game %d turn %u: moves", g->id, s->turn);
	int shown = 0;
	for (int i = 0; i < t.nmoves; i++) {
		const vir_move *m = &s->moves[i];
		if (t.verdict[i] == VIR_INVALID || t.verdict[i] == VIR_TOO_MANY)
			continue;
		ctx_reply(c, "%s %s %s %d,%d", shown++ ? "," : "", game_seat_name(c->n, g, m->player),
			  kinds[m->kind], m->x, m->y);
		if (m->kind == VIR_STEP)
			ctx_reply(c, " to %d,%d", m->tx, m->ty);
		if (t.verdict[i] == VIR_CONFLICT)
			ctx_reply(c, " (conflicting, R1250.16 6)");
	}
	if (!shown)
		ctx_reply(c, " none");
	ctx_reply(c, "; generation: %u born, %u died (R1250.16 7); active area columns %d..%d, "
		  "rows %d..%d (was %d..%d, %d..%d; R1250.16 2)%s", t.born, t.died, s->x0,
		  s->x0 + s->w - 1, s->y0, s->y0 + s->h - 1, t.old_x0, t.old_x0 + t.old_w - 1,
		  t.old_y0, t.old_y0 + t.old_h - 1, t.reseeded ? "; the 2x2 block is reseeded" : "");
	if (t.scorer >= 0) {
		game_gp(c, g, t.scorer, 1);
		ctx_reply(c, "; %s scores a Gamepoint (R1250.16 8)", game_seat_name(c->n, g, t.scorer));
	}
	else
		ctx_reply(c, "; a tie for the most cells: no Gamepoint (R1250.16 8)");
	for (int p = 0; p < s->nplayers; p++)
		if (t.eliminated >> p & 1u)
			ctx_reply(c, "; %s has no cell left and is out (R1250.16 11)",
				  game_seat_name(c->n, g, p));
	ctx_reply(c, "; Gamepoints");
	for (int p = 0; p < s->nplayers; p++)
		ctx_reply(c, "%s %s %u", p ? "," : "", game_seat_name(c->n, g, p), s->points[p]);
	char *txt = grid_text(c->n, g);
	ctx_reply(c, "%s\n", txt ? txt : "");
	free(txt);
	if (t.over) {
		win(c, g, t.winner, s->points[t.winner] >= VIR_WIN_POINTS
					    ? "10 Gamepoints" : "the only player left");
		return 0;
	}
	start_turn(c, g);
	return 0;
}

static int vr_depart(ctx *c, game *g, int me)
{
	vr_state *s = g->st;
	uint32_t before = s->in_game;
	/* Rule 10: a retired player leaves the game; eir cells stay until the
	 * end of the next turn. */
	s->in_game &= ~(1u << me);
	s->retired[me] = s->turn + 1;
	if (s->over)
		return 0;
	if (__builtin_popcount(s->in_game) == 1) {
		ctx_reply(c, "; ");
		win(c, g, __builtin_ctz(s->in_game), "the only player left");
	} else if (!s->in_game) {
		/* Rule 8: nobody left: one of the last players, at random. */
		int k = (int)rng_below(c->rng, (uint64_t)__builtin_popcount(before)), w = 0;
		for (int p = 0; p < s->nplayers; p++)
			if ((before >> p & 1u) && k-- == 0)
				w = p;
		ctx_reply(c, "; ");
		win(c, g, w, "drawn at random among the last players (nobody is left)");
	} else if (!waiting(g)) {
		game_schedule(c, g, c->now, s->turn + 1);
	}
	return 0;
}

/* Rule 10: new players join during the first ten turns, once each, with
 * three Place or Infect moves in their first turn. */
static int vr_join(ctx *c, game *g, int me)
{
	vr_state *s = g->st;
	game_touch(c, g); /* a returning seat is not journaled by game_add_seat */
	if (s->turn >= 10)
		return ctx_fail(c, "new players join Viruses during the first ten turns only "
				"(R1250.16 10)");
	if (me < s->nplayers || me >= VIR_MAX_PLAYERS)
		return ctx_fail(c, "%s", me < s->nplayers
				? "you have played in this game of Viruses before (R1250.16 10)"
				: "Viruses has 20 players at most (R1250.16)");
	s->nplayers = me + 1;
	s->in_game |= 1u << me;
	s->joined[me] = s->turn;
	ctx_reply(c, "; e marks eir cells %c and has three Place or Infect moves in eir first "
		  "turn (R1250.16 10)", 'A' + me);
	return 0;
}

static json_t *vr_view(const nomic *n, const game *g, const gviewer *v)
{
	const vr_state *s = g->st;
	json_t *o = json_object();
	if (g->status == GS_PENDING)
		return o;
	json_object_set_new(o, "turn", json_integer(s->turn + (g->status == GS_RUNNING)));
	char *txt = grid_text(n, g);
	json_object_set_new(o, "grid", json_string(txt ? txt : ""));
	free(txt);
	json_t *ps = json_array();
	for (int p = 0; p < s->nplayers; p++) {
		json_t *e = json_pack("{s:s, s:s, s:b, s:i}", "player",
				      holder_name(n, g->seats[p].pid), "mark",
				      (char[2]){(char)('A' + p), 0}, "in game",
				      (int)(s->in_game >> p & 1u), "gamepoints", (json_int_t)s->points[p]);
		int k = 0;
		json_t *mine = json_array();
		for (int i = 0; i < s->nmoves; i++) {
			const vir_move *m = &s->moves[i];
			if (m->player != p)
				continue;
			k++;
			char buf[64];
			snprintf(buf, sizeof buf, "%s %d,%d", kinds[m->kind], m->x, m->y);
			if (m->kind == VIR_STEP)
				snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " to %d,%d", m->tx,
					 m->ty);
			json_array_append_new(mine, json_string(buf));
		}
		if (g->status == GS_RUNNING) {
			/* How many moves are in is public; the moves only to their
			 * mover and the referee (rule 4). */
			json_object_set_new(e, "moves in", json_integer(k));
			if (v->all || v->seat == p)
				json_object_set_new(e, "moves", mine);
			else
				json_decref(mine);
		} else {
			json_decref(mine);
		}
		json_array_append_new(ps, e);
	}
	json_object_set_new(o, "players", ps);
	return o;
}

/* ---- the moves (games.h) ----
 * While a player may still hand in a move this turn (fewer valid moves in
 * than eir allowance, rule 4), e gets a board of buttons over the active
 * area: an empty square Places a cell, a clean one ('@') Infects it (rule
 * 5); and, after the first turn, a select of eir own cells' Destroy,
 * Uninfect and Step moves. Only moves valid on the grid as it stands; the
 * moves go privately to the referee, as typed ones do. */
static json_t *vr_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const vr_state *s = g->st;
	json_t *a = json_array();
	int me = v->seat;
	if (g->status != GS_RUNNING || me < 0 || me >= s->nplayers || s->over ||
	    !(s->in_game >> me & 1u) || (g->seats[me].flags & SEAT_LEFT))
		return a;
	vir_game G;
	load(s, &G, 0);
	vir_allow al = allowance(s, me);
	int valid = 0;
	for (int i = 0; i < s->nmoves; i++)
		valid += s->moves[i].player == me && vir_move_valid(&G, &s->moves[i],
								    al.place_infect_only);
	if (valid >= al.max || s->nmoves >= VR_MOVES)
		return a;
	char group[80], label[48];
	snprintf(group, sizeof group, "Your moves in turn %u (%d of %d in)", s->turn + 1, valid,
		 al.max);
	json_t *head = json_array(), *rows = json_array();
	json_t *own = json_pack("{s:s, s:s}", "label", "Or a move of one of your cells", "group",
				group);
	static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
	for (int x = G.x0; x < G.x0 + G.w; x++)
		json_array_append_new(head, json_sprintf("%d", x));
	for (int y = G.y0; y < G.y0 + G.h; y++) {
		json_t *cells = json_array();
		for (int x = G.x0; x < G.x0 + G.w; x++) {
			uint8_t c = vir_at(&G, x, y);
			char mark[2] = {c == VIR_CLEAN ? '@' : c >= VIR_VIRUS(0) ?
					(char)('A' + c - VIR_VIRUS(0)) : 0, 0};
			snprintf(label, sizeof label, "%d,%d", x, y);
			json_t *cell = json_pack("{s:s, s:s}", "label", label, "mark", mark);
			for (int k = VIR_PLACE; k <= VIR_UNINFECT; k++) {
				vir_move m = {.player = me, .kind = (enum vir_kind)k, .x = x, .y = y};
				if (k == VIR_STEP) {
					for (int d = 0; d < 4; d++) {
						m.tx = x + dx[d];
						m.ty = y + dy[d];
						if (!vir_move_valid(&G, &m, al.place_infect_only))
							continue;
						char l2[64];
						snprintf(l2, sizeof l2, "step %d,%d to %d,%d", x, y, m.tx, m.ty);
						game_move_choice(own, l2, "play %d step %d,%d %d,%d", g->id,
								 x, y, m.tx, m.ty);
					}
					continue;
				}
				if (!vir_move_valid(&G, &m, al.place_infect_only))
					continue;
				if (k == VIR_PLACE || k == VIR_INFECT) {
					snprintf(label, sizeof label, "%s %d,%d", kinds[k], x, y);
					json_object_set_new(cell, "label", json_string(label));
					json_object_set_new(cell, "command", json_sprintf(
						"play %d %s %d,%d", g->id, kinds[k], x, y));
				} else {
					char l2[48];
					snprintf(l2, sizeof l2, "%s %d,%d", kinds[k], x, y);
					game_move_choice(own, l2, "play %d %s %d,%d", g->id, kinds[k], x, y);
				}
			}
			json_array_append_new(cells, cell);
		}
		json_array_append_new(rows, json_pack("{s:o, s:o}", "row", json_sprintf("%d", y),
						      "cells", cells));
	}
	json_array_append_new(a, json_pack("{s:s, s:o, s:o, s:s}", "label",
		"Place on an empty square or infect a clean one (@)", "head", head, "rows", rows,
		"group", group));
	if (json_object_get(own, "choices"))
		json_array_append_new(a, own);
	else
		json_decref(own);
	return a;
}

char *viruses_board_svg(const nomic *n, const game *g)
{
	const vr_state *s = g->st;
	if (g->status == GS_PENDING)
		return NULL;
	vir_game G;
	load(s, &G, 0);
	const char *names[VIR_MAX_PLAYERS];
	names_of(n, g, names);
	return vir_render_svg(&G, NULL, names);
}

const game_class viruses_class = {
	.name = "viruses",
	.title = "Viruses",
	.rule = "R1250.16",
	.min_players = VIR_MIN_PLAYERS,
	.max_players = VIR_MAX_PLAYERS,
	.referees = 1,
	.in_games_grid = 1,
	.joins_running = 1,
	.trophy = "Jade Grapefruit",
	.state_size = sizeof(vr_state),
	.verbs = "place X,Y | infect X,Y | step X,Y TX,TY | destroy X,Y | uninfect X,Y (hidden)",
	.start = vr_start,
	.act = vr_act,
	.tick = vr_tick,
	.depart = vr_depart,
	.join = vr_join,
	.view = vr_view,
	.moves = vr_moves,
};
