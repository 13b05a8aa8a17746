/* mediocrity.c: Mediocrity (Ackanomic R1250.17; the game of A Nomic's
 * R343 is the same idea): each round every player sends the referee a
 * number from 1 to 2n; whoever chose the most Mediocre number gains a
 * Gamepoint; the game ends when the scores add up to twice the number of
 * players and have a most Mediocre member, whose holder wins. Picks are
 * hidden events until the clock announces the round's result. */
#include "games/framework/games.h"
#include "games/mediocrity/mediocre.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct med_state {
	int round;
	int pick[GAME_MAX_SEATS];      /* this round's, 0 none */
	int last[GAME_MAX_SEATS];      /* the last round's, public */
	int lastrand[GAME_MAX_SEATS];  /* chosen at random by the referee */
	int last_winner;               /* seat, -1 none */
} med_state;

int64_t most_mediocre(const int64_t *values, int n, int *found)
{
	/* R1250.17 1-5: sort; take the near-Mediocre member, (N+1)/2 for odd
	 * N or N/2 for even; if its value is unique it is the answer, else
	 * remove every copy and try again. */
	int64_t *v = xmalloc((size_t)(n ? n : 1) * sizeof *v);
	if (n)
		memcpy(v, values, (size_t)n * sizeof *v);
	for (int i = 1; i < n; i++) /* insertion sort: n is small */
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			int64_t t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	*found = 0;
	int64_t ans = 0;
	while (n > 0) {
		int m = (n % 2 ? (n + 1) / 2 : n / 2) - 1;
		int64_t x = v[m];
		int copies = 0;
		for (int i = 0; i < n; i++)
			copies += v[i] == x;
		if (copies == 1) {
			*found = 1;
			ans = x;
			break;
		}
		int k = 0;
		for (int i = 0; i < n; i++)
			if (v[i] != x)
				v[k++] = v[i];
		n = k;
	}
	free(v);
	return ans;
}

static int players(const game *g)
{
	return game_active_seats(g);
}

static void start_round(ctx *c, game *g)
{
	med_state *s = g->st;
	s->round++;
	memset(s->pick, 0, sizeof s->pick);
	ctx_reply(c, "game %d round %d begins: send a number from 1 to %d (R1250.17)", g->id,
		  s->round, 2 * players(g));
	/* A round ends after six days at the latest (ruling: the server
	 * announces as soon as every pick is in, else at six days). */
	game_schedule(c, g, c->now + 6 * DAY, s->round);
}

static int med_start(ctx *c, game *g)
{
	med_state *s = g->st;
	s->last_winner = -1;
	start_round(c, g);
	return 0;
}

static int all_in(const game *g)
{
	const med_state *s = g->st;
	for (int i = 0; i < g->nseats; i++)
		if (!(g->seats[i].flags & SEAT_LEFT) && !s->pick[i])
			return 0;
	return 1;
}

static int med_act(ctx *c, game *g, int me, int argc, char **argv)
{
	med_state *s = g->st;
	if (!strcaseeq(argv[0], "pick") || argc != 2)
		return ctx_fail(c, "usage: play %d pick NUMBER", g->id);
	if (me < 0)
		return ctx_fail(c, "the referee does not pick (R1250.17)");
	c->hidden = 1; /* sent to the referee privately */
	int64_t v;
	int n = players(g);
	if (parse_int64(argv[1], &v) || v < 1 || v > 2 * n)
		return ctx_fail(c, "'%s' is not a whole number from 1 to %d (R1250.17)", argv[1],
				2 * n);
	int first = !s->pick[me];
	s->pick[me] = (int)v;
	ctx_reply(c, "%s picks %lld in round %d of game %d%s", c->actor->name, (long long)v,
		  s->round, g->id, first ? "" : " (replacing eir earlier pick)");
	if (all_in(g))
		game_schedule(c, g, c->now, s->round);
	return 0;
}

static int med_tick(ctx *c, game *g, int64_t aux)
{
	med_state *s = g->st;
	if (aux != s->round)
		return 0;
	int n = players(g), k = 0;
	int64_t *vals = xmalloc((size_t)g->nseats * sizeof *vals);
	ctx_reply(c, "game %d round %d: numbers", g->id, s->round);
	for (int i = 0; i < g->nseats; i++) {
		s->last[i] = 0;
		s->lastrand[i] = 0;
		if (g->seats[i].flags & SEAT_LEFT)
			continue;
		if (!s->pick[i]) {
			/* The referee determines it at random in 1..2n. */
			s->pick[i] = (int)rng_below(c->rng, (uint64_t)(2 * n)) + 1;
			s->lastrand[i] = 1;
		}
		s->last[i] = s->pick[i];
		vals[k++] = s->pick[i];
		ctx_reply(c, "%s %s %d%s", k > 1 ? "," : "", game_seat_name(c->n, g, i), s->pick[i],
			  s->lastrand[i] ? " (at random)" : "");
	}
	int found;
	int64_t mm = most_mediocre(vals, k, &found);
	s->last_winner = -1;
	if (found) {
		for (int i = 0; i < g->nseats; i++)
			if (!(g->seats[i].flags & SEAT_LEFT) && s->pick[i] == mm)
				s->last_winner = i;
		game_gp(c, g, s->last_winner, 1);
		ctx_reply(c, "; %s chose the most Mediocre number, %lld",
			  game_seat_name(c->n, g, s->last_winner), (long long)mm);
	} else {
		ctx_reply(c, "; no number is most Mediocre");
	}
	/* The current score of the game, and the end test. */
	int64_t sum = 0;
	k = 0;
	ctx_reply(c, "; scores");
	for (int i = 0; i < g->nseats; i++) {
		if (g->seats[i].flags & SEAT_LEFT)
			continue;
		sum += g->seats[i].gp;
		vals[k++] = g->seats[i].gp;
		ctx_reply(c, "%s %s %lld", k > 1 ? "," : "", game_seat_name(c->n, g, i),
			  (long long)g->seats[i].gp);
	}
	int64_t ms = most_mediocre(vals, k, &found);
	free(vals);
	if (sum >= 2 * n && found) {
		for (int i = 0; i < g->nseats; i++)
			if (!(g->seats[i].flags & SEAT_LEFT) && g->seats[i].gp == ms) {
				char why[120];
				snprintf(why, sizeof why, "%s has the most Mediocre score, %lld (R1250.17)",
					 game_seat_name(c->n, g, i), (long long)ms);
				ctx_reply(c, "\n");
				game_end(c, g, &i, 1, why);
				game_trophy(c, g, g->winners[0]);
				return 0;
			}
	}
	ctx_reply(c, "\n");
	start_round(c, g);
	return 0;
}

static int med_depart(ctx *c, game *g, int me)
{
	med_state *s = g->st;
	s->pick[me] = 0;
	/* Ruling: with fewer than two players left nobody can be Mediocre. */
	if (players(g) < 2) {
		ctx_reply(c, "; ");
		game_end(c, g, NULL, 0, "fewer than two players remain, so no winner (R1250.17)");
		return 0;
	}
	if (all_in(g))
		game_schedule(c, g, c->now, s->round);
	return 0;
}

static json_t *med_view(const nomic *n, const game *g, const gviewer *v)
{
	const med_state *s = g->st;
	json_t *o = json_object();
	json_object_set_new(o, "round", json_integer(s->round));
	json_object_set_new(o, "range", json_pack("[i, i]", 1, 2 * players(g)));
	json_t *seats = json_array();
	for (int i = 0; i < g->nseats; i++) {
		json_t *p = json_pack("{s:s, s:I}", "player", holder_name(n, g->seats[i].pid),
				      "score", (json_int_t)g->seats[i].gp);
		if (g->status == GS_RUNNING && !(g->seats[i].flags & SEAT_LEFT)) {
			json_object_set_new(p, "picked", json_boolean(s->pick[i] != 0));
			/* A pick is seen by its owner and the referee only. */
			if (s->pick[i] && (v->all || v->seat == i))
				json_object_set_new(p, "pick", json_integer(s->pick[i]));
		}
		if (s->last[i])
			json_object_set_new(p, "last round", json_integer(s->last[i]));
		json_array_append_new(seats, p);
	}
	json_object_set_new(o, "seats", seats);
	json_object_set_new(o, "last winner", s->last_winner < 0 ? json_null()
				: json_string(holder_name(n, g->seats[s->last_winner].pid)));
	return o;
}

/* The moves (games.h): a number from 1 to 2n, sent privately to the
 * referee; a pick already in may be replaced. */
static json_t *med_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const med_state *s = g->st;
	json_t *a = json_array();
	if (g->status != GS_RUNNING || v->seat < 0 || (g->seats[v->seat].flags & SEAT_LEFT))
		return a;
	char label[64];
	snprintf(label, sizeof label, "%s (round %d)", s->pick[v->seat] ? "Pick instead" : "Pick",
		 s->round);
	json_t *m = game_move_form(label, "play %d pick", g->id);
	game_move_number(m, "Your number", 1, 2 * players(g), 0);
	json_array_append_new(a, m);
	return a;
}

const game_class mediocrity_class = {
	.name = "mediocrity",
	.title = "Mediocrity",
	.rule = "R1250.17",
	.min_players = 3,
	.max_players = 0, /* the players of the nomic at its inception, less one */
	.referees = 1,
	.trophy = "Jade Grapefruit",
	.state_size = sizeof(med_state),
	.verbs = "pick NUMBER",
	.start = med_start,
	.act = med_act,
	.tick = med_tick,
	.depart = med_depart,
	.view = med_view,
	.moves = med_moves,
};
