/* polgo_game.c: the Political Go module (A Nomic R365-R377) on top of the
 * pure core in go/pgo.h. Owns who may move when (R368's 19 hours), the
 * games of Political Go one after another on the one board (R365: each ends
 * when no Stone can be placed or a nweek passes without one; R370 scoring;
 * R371 clearing, then a new game on the empty board), and the stones
 * economy (R373-R377: purchases for points at 5^n - 1 within the nweek,
 * Reserve Stones given away, Captured Stones sold for a point).
 *
 * The instance is the Contest itself: it is opened once, its referee is
 * the Go Consul (R365's Contestmaster), players join it while it runs and
 * become Go players by making a Go move. Stones live in this module's
 * state, not in the ledger; points move through the ledger.
 *
 * Module state must be flat, but the core keeps the history of Board
 * configurations (R368 1a) on the heap. So the state keeps the position
 * and a record of every Go move since the board was last cleared; before a
 * move the core's game is rebuilt by replaying that record (the board does
 * not depend on how R369 divides captures, so the replay needs no random
 * draws), the stored pools are put back, and the new move is made with
 * ties drawn from the engine's rng. See docs/RULINGS.md "Go-family games". */
#include "games/polgo/pgo.h"
#include "games/go/go_boards.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PG_REC 4096     /* Go moves one game can hold */
#define PG_RESULTS 8    /* finished games remembered for the view */

enum { K_PLACE, K_OFFER, K_ACCEPT, K_WITHDRAW, K_WAR };

typedef struct pg_result {
	int game;
	int winner;       /* player id (nomic), 0 none */
	uint32_t score;
	gtime ended;
} pg_result;

typedef struct pg_state {
	pgo_board board;
	uint64_t go_players;
	uint64_t ally[PGO_MAX_PLAYERS + 1], offers[PGO_MAX_PLAYERS + 1];
	uint32_t reserve[PGO_MAX_PLAYERS + 1], captured[PGO_MAX_PLAYERS + 1];
	int last_placer, last_vertex;
	unsigned moves;
	int64_t last_limited[PGO_MAX_PLAYERS + 1]; /* R368: time of the last limited move + 1, 0 never */
	int64_t buy_week[PGO_MAX_PLAYERS + 1];     /* R374: the nweek of bought[] */
	uint32_t bought[PGO_MAX_PLAYERS + 1];
	int gameno;                                /* the game of Political Go being played */
	gtime game_started;
	uint32_t nrec;
	uint32_t rec[PG_REC];                      /* kind << 24 | player << 16 | arg */
	int nres;
	pg_result res[PG_RESULTS];
} pg_state;

/* Go player ids are seat + 1. */
static int id_of(int s)
{
	return s + 1;
}

static unsigned pick(void *p, unsigned n)
{
	ctx *c = p;
	return (unsigned)rng_below(c->rng, n);
}

/* R374/R365: an nweek is a calendar week (Ackanomic R380, util.h). */
static int64_t nweek_of(gtime t)
{
	return calendar_week(t);
}

static gtime nweek_start(int64_t w)
{
	return calendar_week_start(w);
}

static int replay_one(pgo_game *G, uint32_t r, pgo_pick_fn pf, void *pc, pgo_captures *cap)
{
	int kind = (int)(r >> 24), p = (int)(r >> 16 & 0xff), a = (int)(r & 0xffff);
	switch (kind) {
	case K_PLACE: return pgo_place(G, p, a, pf, pc, cap);
	case K_OFFER: return pgo_offer(G, p, a, pf, pc, cap);
	case K_ACCEPT: return pgo_accept(G, p, a, pf, pc, cap);
	case K_WITHDRAW: return pgo_withdraw(G, p, a, pf, pc, cap);
	default: return pgo_declare_war(G, p, a, pf, pc, cap);
	}
}

/* The core's game for this state: the record replayed, the pools put back.
 * -1 (and nothing to free) if the record does not give the stored board. */
static int rebuild(const pg_state *s, pgo_game *G)
{
	if (pgo_init(G, PGO_FREE_STONES))
		return -1;
	for (uint32_t i = 0; i < s->nrec; i++)
		if (replay_one(G, s->rec[i], NULL, NULL, NULL) != PGO_OK)
			goto bad;
	if (memcmp(&G->board, &s->board, sizeof s->board) || G->last_placer != s->last_placer)
		goto bad;
	memcpy(G->reserve, s->reserve, sizeof s->reserve);
	memcpy(G->captured, s->captured, sizeof s->captured);
	G->free_stones = false;
	return 0;
bad:
	pgo_free(G);
	return -1;
}

/* A position for the renderers (no history needed). */
static void view_game_of(const pg_state *s, pgo_game *G)
{
	memset(G, 0, sizeof *G);
	G->board = s->board;
	G->go_players = s->go_players;
	memcpy(G->ally, s->ally, sizeof s->ally);
	memcpy(G->offers, s->offers, sizeof s->offers);
	memcpy(G->reserve, s->reserve, sizeof s->reserve);
	memcpy(G->captured, s->captured, sizeof s->captured);
	G->last_placer = s->last_placer;
	G->last_vertex = s->last_vertex;
	G->moves = s->moves;
}

static void save(pg_state *s, const pgo_game *G)
{
	s->board = G->board;
	s->go_players = G->go_players;
	memcpy(s->ally, G->ally, sizeof s->ally);
	memcpy(s->offers, G->offers, sizeof s->offers);
	memcpy(s->reserve, G->reserve, sizeof s->reserve);
	memcpy(s->captured, G->captured, sizeof s->captured);
	s->last_placer = G->last_placer;
	s->last_vertex = G->last_vertex;
	s->moves = G->moves;
}

static void names_of(const nomic *n, const game *g, const char *names[PGO_MAX_PLAYERS + 1])
{
	names[0] = NULL;
	for (int i = 1; i <= PGO_MAX_PLAYERS; i++)
		names[i] = i <= g->nseats ? holder_name(n, g->seats[i - 1].pid) : NULL;
}

static const char *pname(const nomic *n, const game *g, int id)
{
	return game_seat_name(n, g, id - 1);
}

/* R365: a nweek without a placed Stone ends the game: the deadline is the
 * end of the nweek after the one of the last placement (or of the start). */
static void schedule_nweek(ctx *c, game *g)
{
	pg_state *s = g->st;
	game_schedule(c, g, nweek_start(nweek_of(c->now) + 2), s->gameno);
}

static void end_game(ctx *c, game *g, const char *why)
{
	pg_state *s = g->st;
	pgo_game G;
	if (rebuild(s, &G))
		return;
	pgo_score sc;
	ctx_reply(c, "game %d: game %d of Political Go ends: %s; dead Dragons (one liberty) are "
		  "captured (R370)", g->id, s->gameno, why);
	if (pgo_score_game(&G, pick, c, &sc) != PGO_OK) {
		pgo_free(&G);
		return;
	}
	for (int i = 0; i < sc.dead.n; i++) {
		char v[4];
		ctx_reply(c, "%s %s's %s to %s", i ? "," : ":", pname(c->n, g, sc.dead.owner[i]),
			  pgo_format_vertex(sc.dead.vertex[i], v),
			  sc.dead.receiver[i] ? pname(c->n, g, sc.dead.receiver[i]) : "nobody");
	}
	if (!sc.dead.n)
		ctx_reply(c, ": none");
	ctx_reply(c, "; Go scores (territory + captured, R370):");
	for (int p = 1, k = 0; p <= PGO_MAX_PLAYERS; p++)
		if (G.go_players >> (p - 1) & 1u)
			ctx_reply(c, "%s %s %u (%u + %u)", k++ ? "," : "", pname(c->n, g, p),
				  sc.score[p], sc.territory[p], sc.captured[p]);
	pg_result r = {s->gameno, 0, 0, c->now};
	if (sc.winner) {
		r.winner = g->seats[sc.winner - 1].pid;
		r.score = sc.score[sc.winner];
		ctx_reply(c, "; %s wins (R365)", pname(c->n, g, sc.winner));
	} else {
		ctx_reply(c, "; no single highest Go score: no winner (R365)");
	}
	/* R371: territory becomes Captured Stones, Stones in play too. */
	pgo_clear_board(&G, sc.territory);
	save(s, &G);
	pgo_free(&G);
	if (s->nres == PG_RESULTS) {
		memmove(s->res, s->res + 1, sizeof *s->res * (PG_RESULTS - 1));
		s->nres--;
	}
	s->res[s->nres++] = r;
	s->nrec = 0;
	s->gameno++;
	s->game_started = c->now;
	ctx_reply(c, "; the board is cleared: territory and Stones in play become Captured "
		  "Stones (R371); game %d of Political Go begins on the empty board (R365)",
		  s->gameno);
	schedule_nweek(c, g);
}

static int pg_start(ctx *c, game *g)
{
	pg_state *s = g->st;
	memset(s, 0, sizeof *s);
	s->last_vertex = -1;
	s->gameno = 1;
	s->game_started = c->now;
	ctx_reply(c, "game 1 of Political Go begins on the empty board (R365)");
	schedule_nweek(c, g);
	return 0;
}

static int arg_seat(ctx *c, game *g, const char *name)
{
	const player *p = player_by_name(c->n, name);
	int s = p ? game_seat_of(g, p->id) : -1;
	if (s < 0)
		return ctx_fail(c, "%s does not play game %d (join it first)", name, g->id), -1;
	if (s >= PGO_MAX_PLAYERS)
		return ctx_fail(c, "game %d holds %d Go players at most", g->id, PGO_MAX_PLAYERS), -1;
	return s;
}

static int arg_count(ctx *c, const char *w, int64_t *k)
{
	if (parse_int64(w, k) || *k < 1 || *k > 1000)
		return ctx_fail(c, "'%s' is not a number of Stones (1 to 1000)", w);
	return 0;
}

static void reply_captures(ctx *c, game *g, const pgo_captures *cap)
{
	char v[4];
	for (int i = 0; i < cap->n; i++)
		ctx_reply(c, "%s %s's %s to %s", i ? "," : "; captured (R369):",
			  pname(c->n, g, cap->owner[i]), pgo_format_vertex(cap->vertex[i], v),
			  cap->receiver[i] ? pname(c->n, g, cap->receiver[i]) : "nobody");
}

static int go_move(ctx *c, game *g, int me, int kind, int argc, char **argv)
{
	pg_state *s = g->st;
	static const enum pgo_move_kind mk[] = {PGO_MOVE_PLACE, PGO_MOVE_OFFER, PGO_MOVE_ACCEPT,
						PGO_MOVE_WITHDRAW, PGO_MOVE_WAR};
	static const char *const usage[] = {"place VERTEX", "offer PLAYER", "accept PLAYER",
					    "withdraw PLAYER", "war PLAYER"};
	if (argc != 2)
		return ctx_fail(c, "usage: play %d %s", g->id, usage[kind]);
	int id = id_of(me), arg;
	if (kind == K_PLACE) {
		arg = pgo_parse_vertex(argv[1]);
		if (arg < 0)
			return ctx_fail(c, "'%s' is not a vertex: files a-s, ranks 1-19, like d4 (R366)",
					argv[1]);
	} else {
		int t = arg_seat(c, g, argv[1]);
		if (t < 0)
			return -1;
		arg = id_of(t);
		if (arg == id)
			return ctx_fail(c, "you cannot do that with yourself (R368)");
	}
	if (s->nrec == PG_REC)
		return ctx_fail(c, "game %d's record of this game's moves is full", g->id);
	pgo_game G, T;
	if (rebuild(s, &G))
		return ctx_fail(c, "game %d's position cannot be rebuilt", g->id);
	uint32_t rec = (uint32_t)kind << 24 | (uint32_t)id << 16 | (uint32_t)arg;
	/* The rules of the move first, on a copy with no random draws (a
	 * refused command must not draw from the rng); then the clock. */
	int rc = pgo_copy(&T, &G) ? PGO_ENOMEM : replay_one(&T, rec, NULL, NULL, NULL);
	pgo_free(&T);
	if (rc != PGO_OK) {
		pgo_free(&G);
		return ctx_fail(c, "%s", pgo_strerror(rc));
	}
	int64_t last = s->last_limited[id] - 1;
	if (!pgo_move_allowed_at(last, c->now, mk[kind])) {
		char when[40];
		pgo_free(&G);
		format_time(last + PGO_MOVE_INTERVAL_S, when, sizeof when);
		return ctx_fail(c, "one Go move within 19 hours: your next may be made from %s "
				"(accepting and withdrawing excepted) (R368)", when);
	}
	pgo_captures cap;
	rc = replay_one(&G, rec, pick, c, &cap);
	if (rc != PGO_OK) {
		pgo_free(&G);
		return ctx_fail(c, "%s", pgo_strerror(rc));
	}
	save(s, &G);
	s->rec[s->nrec++] = rec;
	if (pgo_move_limited(mk[kind]))
		s->last_limited[id] = c->now + 1;
	char v[4];
	size_t mark = c->out.len;
	static const char *const did[] = {"places a Stone on", "offers an alliance to",
					  "accepts the alliance offered by", "withdraws eir offer to",
					  "declares war on"};
	ctx_reply(c, "game %d: %s %s %s (R368 %d)", g->id, c->actor->name, did[kind],
		  kind == K_PLACE ? pgo_format_vertex(arg, v) : pname(c->n, g, arg),
		  (int[]){1, 2, 4, 5, 3}[kind]);
	reply_captures(c, g, &cap);
	int over = kind == K_PLACE && pgo_no_legal_placement(&G);
	pgo_free(&G);
	if (kind == K_PLACE)
		schedule_nweek(c, g);
	if (over) {
		ctx_reply(c, "\n");
		end_game(c, g, "it is no longer legal to place a Stone (R365)");
	}
	/* R368: Go moves are public; so are their captures and scores. */
	game_announce_reply(c, mark);
	return 0;
}

static int buy(ctx *c, game *g, int me, int argc, char **argv)
{
	pg_state *s = g->st;
	int64_t k = 1;
	if (argc > 2 || (argc == 2 && arg_count(c, argv[1], &k)))
		return argc > 2 ? ctx_fail(c, "usage: play %d buy [COUNT]", g->id) : -1;
	int id = id_of(me);
	int64_t w = nweek_of(c->now);
	uint32_t n = s->buy_week[id] == w ? s->bought[id] : 0;
	uint64_t total = 0, price;
	for (int64_t i = 0; i < k; i++) {
		if (!pgo_stone_price(n + (unsigned)i, &price) || total + price < total ||
		    total + price > (uint64_t)INT64_MAX)
			return ctx_fail(c, "those Stones cost more points than there are (R374)");
		total += price;
	}
	const currency *pts = currency_by_name(c->n, "points");
	int64_t have = balance(c->n, c->actor->id, pts->id);
	if ((uint64_t)(have < 0 ? 0 : have) < total)
		return ctx_fail(c, "%lld Stone%s cost%s %llu points this nweek and you have %lld (R374)",
				(long long)k, k == 1 ? "" : "s", k == 1 ? "s" : "",
				(unsigned long long)total, (long long)have);
	/* R374: the cost goes to the Bank (points leave play). */
	if (total && ledger_add(c, c->actor->id, pts, -(int64_t)total))
		return -1;
	s->buy_week[id] = w;
	s->bought[id] = n + (uint32_t)k;
	s->reserve[id] += (uint32_t)k;
	ctx_reply(c, "game %d: %s buys %lld Reserve Stone%s for %llu points (R374: 5^n - 1, "
		  "n = %u bought before this nweek); e has %u in reserve", g->id, c->actor->name,
		  (long long)k, k == 1 ? "" : "s", (unsigned long long)total, n, s->reserve[id]);
	return 0;
}

static int give(ctx *c, game *g, int me, int argc, char **argv)
{
	pg_state *s = g->st;
	int64_t k;
	if (argc != 3)
		return ctx_fail(c, "usage: play %d give PLAYER COUNT", g->id);
	int t = arg_seat(c, g, argv[1]);
	if (t < 0 || arg_count(c, argv[2], &k))
		return -1;
	if (t == me)
		return ctx_fail(c, "you cannot give Stones to yourself (R375)");
	if (s->reserve[id_of(me)] < k)
		return ctx_fail(c, "you have %u Reserve Stones (R375)", s->reserve[id_of(me)]);
	s->reserve[id_of(me)] -= (uint32_t)k;
	s->reserve[id_of(t)] += (uint32_t)k;
	ctx_reply(c, "game %d: %s gives %lld Reserve Stone%s to %s (R375)", g->id, c->actor->name,
		  (long long)k, k == 1 ? "" : "s", game_seat_name(c->n, g, t));
	return 0;
}

static int sell(ctx *c, game *g, int me, int argc, char **argv)
{
	pg_state *s = g->st;
	int64_t k;
	if (argc != 2)
		return ctx_fail(c, "usage: play %d sell COUNT", g->id);
	if (arg_count(c, argv[1], &k))
		return -1;
	if (s->captured[id_of(me)] < k)
		return ctx_fail(c, "you have %u Captured Stones (R377)", s->captured[id_of(me)]);
	const currency *pts = currency_by_name(c->n, "points");
	if (ledger_add(c, c->actor->id, pts, k))
		return -1;
	s->captured[id_of(me)] -= (uint32_t)k;
	ctx_reply(c, "game %d: %s sells %lld Captured Stone%s to the Bank for %lld point%s (R377)",
		  g->id, c->actor->name, (long long)k, k == 1 ? "" : "s", (long long)k,
		  k == 1 ? "" : "s");
	return 0;
}

static int pg_act(ctx *c, game *g, int me, int argc, char **argv)
{
	static const char *const verbs[] = {"place", "offer", "accept", "withdraw", "war"};
	if (me < 0)
		return ctx_fail(c, "the Go Consul referees; to play, join the game as a player (R365)");
	if (me >= PGO_MAX_PLAYERS)
		return ctx_fail(c, "game %d holds %d Go players at most", g->id, PGO_MAX_PLAYERS);
	for (int k = 0; k < 5; k++)
		if (strcaseeq(argv[0], verbs[k]))
			return go_move(c, g, me, k, argc, argv);
	if (strcaseeq(argv[0], "buy"))
		return buy(c, g, me, argc, argv);
	if (strcaseeq(argv[0], "give"))
		return give(c, g, me, argc, argv);
	if (strcaseeq(argv[0], "sell"))
		return sell(c, g, me, argc, argv);
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

static int pg_tick(ctx *c, game *g, int64_t aux)
{
	pg_state *s = g->st;
	if (aux != s->gameno || g->status != GS_RUNNING)
		return 0;
	end_game(c, g, "a nweek passed in which no Player placed a Stone (R365)");
	return 0;
}

static int pg_depart(ctx *c, game *g, int me)
{
	/* Eir Stones stay on the board; e simply makes no more moves. */
	ctx_reply(c, "; %s's Stones stay on the board", game_seat_name(c->n, g, me));
	return 0;
}

static int pg_join(ctx *c, game *g, int me)
{
	(void)g;
	if (me >= PGO_MAX_PLAYERS)
		return ctx_fail(c, "Political Go holds %d Go players at most", PGO_MAX_PLAYERS);
	return 0;
}

static json_t *pg_view(const nomic *n, const game *g, const gviewer *v)
{
	(void)v; /* everything in Political Go is public */
	const pg_state *s = g->st;
	json_t *o = json_object();
	if (g->status == GS_PENDING)
		return o;
	json_object_set_new(o, "game of Political Go", json_integer(s->gameno));
	pgo_game G;
	view_game_of(s, &G);
	const char *names[PGO_MAX_PLAYERS + 1];
	names_of(n, g, names);
	char *txt = pgo_render_text(&G, names);
	char *b = malloc(strlen(txt ? txt : "") + 2);
	if (b) {
		b[0] = '\n';
		strcpy(b + 1, txt ? txt : "");
		size_t bl = strlen(b);
		while (bl && b[bl - 1] == '\n')
			b[--bl] = 0;
	}
	json_object_set_new(o, "board", json_string(b ? b : ""));
	free(b);
	free(txt);
	json_t *ps = json_array();
	for (int i = 0; i < g->nseats && i < PGO_MAX_PLAYERS; i++) {
		int id = id_of(i);
		char last[40] = "never";
		if (s->last_limited[id])
			format_time(s->last_limited[id] - 1, last, sizeof last);
		json_array_append_new(ps, json_pack("{s:s, s:s, s:b, s:i, s:i, s:s}", "player",
			holder_name(n, g->seats[i].pid), "symbol", (char[2]){pgo_symbol(id), 0},
			"Go player", (int)(s->go_players >> (id - 1) & 1u), "reserve",
			(json_int_t)s->reserve[id], "captured", (json_int_t)s->captured[id],
			"last limited move", last));
	}
	json_object_set_new(o, "players", ps);
	json_t *rs = json_array();
	for (int i = 0; i < s->nres; i++)
		json_array_append_new(rs, json_pack("{s:i, s:s, s:i}", "game", s->res[i].game,
			"winner", s->res[i].winner ? holder_name(n, s->res[i].winner) : "none",
			"score", (json_int_t)s->res[i].score));
	json_object_set_new(o, "finished games", rs);
	return o;
}

/* The moves (games.h): a vertex to place a Stone on (R365; whether it is
 * legal is the judge's to say, so the field is free), and a line for the
 * alliances and the Bank (R370-R377). */
static json_t *pg_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	json_t *a = json_array();
	if (g->status != GS_RUNNING || v->seat < 0 || v->seat >= PGO_MAX_PLAYERS ||
	    (g->seats[v->seat].flags & SEAT_LEFT))
		return a;
	char prefix[32], line[32];
	snprintf(prefix, sizeof prefix, "play %d place", g->id);
	snprintf(line, sizeof line, "play %d ", g->id);
	json_array_append_new(a, json_pack("{s:s, s:s, s:[{s:s, s:s, s:s}]}", "label",
		"Place a Stone", "prefix", prefix, "inputs", "name", "vertex", "label",
		"Vertex (like d4)", "type", "text"));
	json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s}", "label", "Another move",
		"line", line, "help", "offer PLAYER | accept PLAYER | withdraw PLAYER | war PLAYER"
		" | buy [COUNT] | give PLAYER COUNT | sell COUNT", "group", "Alliances and the Bank"));
	return a;
}

char *polgo_board_svg(const nomic *n, const game *g)
{
	const pg_state *s = g->st;
	if (g->status == GS_PENDING)
		return NULL;
	pgo_game G;
	view_game_of(s, &G);
	const char *names[PGO_MAX_PLAYERS + 1];
	names_of(n, g, names);
	return pgo_render_svg(&G, names);
}

const game_class polgo_class = {
	.name = "pgo",
	.title = "Political Go",
	.rule = "A Nomic R365-R377",
	.min_players = 2,
	.max_players = PGO_MAX_PLAYERS,
	.referees = 1,
	.joins_running = 1,
	.trophy = NULL,
	.state_size = sizeof(pg_state),
	.verbs = "place VERTEX | offer PLAYER | accept PLAYER | withdraw PLAYER | war PLAYER"
		 " | buy [COUNT] | give PLAYER COUNT | sell COUNT",
	.start = pg_start,
	.act = pg_act,
	.tick = pg_tick,
	.depart = pg_depart,
	.join = pg_join,
	.view = pg_view,
	.moves = pg_moves,
};
