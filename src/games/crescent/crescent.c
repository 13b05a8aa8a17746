/* crescent.c: Abstract Crescent (Ackanomic R1250.21/4): each round every
 * player sends the referee a positive number congruent to eir player
 * number modulo n; the lowest play wins the round and scores 2n + k - l
 * Gamepoints (k eir play, l the next lowest). Players may leave and join
 * between rounds; numbers are renumbered and then all move up by one. The
 * game ends when a score exceeds 5n. Plays are hidden events until the
 * clock posts the round's result. */
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

typedef struct ac_state {
	int round;
	int in[GAME_MAX_SEATS];      /* on the list of players now */
	int number[GAME_MAX_SEATS];  /* player number, 0..n-1 */
	int64_t play[GAME_MAX_SEATS]; /* this round's, 0 none */
	int64_t last[GAME_MAX_SEATS]; /* the last round's, public */
	int missed[GAME_MAX_SEATS];  /* consecutive rounds without a play */
	int leaving[GAME_MAX_SEATS]; /* to be removed at the end of the round */
	int joining[GAME_MAX_SEATS]; /* to be added at the end of the round */
	int last_winner;             /* seat, -1 none */
} ac_state;

static int current_n(const ac_state *s, int nseats)
{
	int n = 0;
	for (int i = 0; i < nseats; i++)
		n += s->in[i];
	return n;
}

static void announce_round(ctx *c, game *g)
{
	ac_state *s = g->st;
	int n = current_n(s, g->nseats);
	s->round++;
	memset(s->play, 0, sizeof s->play);
	ctx_reply(c, "game %d round %d (n = %d): numbers", g->id, s->round, n);
	int k = 0;
	for (int i = 0; i < g->nseats; i++)
		if (s->in[i])
			ctx_reply(c, "%s %s %d", k++ ? "," : "", game_seat_name(c->n, g, i),
				  s->number[i]);
	ctx_reply(c, " (R1250.21 d)");
	game_schedule(c, g, c->now + 3 * DAY, s->round);
}

static int ac_start(ctx *c, game *g)
{
	ac_state *s = g->st;
	int n = g->nseats, perm[GAME_MAX_SEATS];
	/* d: the referee assigns the numbers 0..n-1 at random. */
	rng_permutation(c->rng, perm, n);
	for (int i = 0; i < n; i++) {
		s->in[i] = 1;
		s->number[i] = perm[i];
	}
	s->last_winner = -1;
	announce_round(c, g);
	return 0;
}

static int64_t smallest_play(int number, int n)
{
	return number ? number : n; /* positive and congruent to number mod n */
}

/* d 2: the result is settled once the two lowest plays are in and nobody
 * still missing could play lower than the second of them. */
static int settled(const game *g)
{
	const ac_state *s = g->st;
	int n = current_n(s, g->nseats), missing = 0;
	int64_t lo = 0, lo2 = 0, miss_min = 0;
	for (int i = 0; i < g->nseats; i++) {
		if (!s->in[i])
			continue;
		if (!s->play[i]) {
			int64_t m = smallest_play(s->number[i], n);
			if (!missing++ || m < miss_min)
				miss_min = m;
			continue;
		}
		if (!lo || s->play[i] < lo) {
			lo2 = lo;
			lo = s->play[i];
		} else if (!lo2 || s->play[i] < lo2) {
			lo2 = s->play[i];
		}
	}
	if (!missing)
		return 1;
	return lo2 && miss_min > lo2;
}

static int ac_act(ctx *c, game *g, int me, int argc, char **argv)
{
	ac_state *s = g->st;
	if (!strcaseeq(argv[0], "play") || argc != 2)
		return ctx_fail(c, "usage: play %d play NUMBER", g->id);
	if (me < 0)
		return ctx_fail(c, "the referee does not play (R1250.21 c)");
	if (!s->in[me])
		return ctx_fail(c, "you join the list of players at the end of this round "
				"(R1250.21 d 3)");
	c->hidden = 1; /* sent to the referee */
	int n = current_n(s, g->nseats);
	int64_t v;
	if (parse_int64(argv[1], &v) || v < 1)
		return ctx_fail(c, "a play is a positive whole number (R1250.21 d 1)");
	if (g->duel && v > 20)
		return ctx_fail(c, "in a Duel no play may exceed 20 (R1250.21 d 1)");
	if (v % n != s->number[me] % n)
		return ctx_fail(c, "%lld is not congruent to your number %d modulo %d "
				"(R1250.21 d 1)", (long long)v, s->number[me], n);
	int first = !s->play[me];
	s->play[me] = v;
	ctx_reply(c, "%s plays %lld in round %d of game %d%s", c->actor->name, (long long)v,
		  s->round, g->id, first ? "" : " (replacing eir earlier play)");
	if (settled(g))
		game_schedule(c, g, c->now, s->round);
	return 0;
}

static void end_of_round_changes(ctx *c, game *g)
{
	ac_state *s = g->st;
	/* d 3: leavers come off the list; higher numbers drop by one. */
	for (int i = 0; i < g->nseats; i++) {
		if (!s->in[i] || !s->leaving[i])
			continue;
		for (int j = 0; j < g->nseats; j++)
			if (s->in[j] && s->number[j] > s->number[i])
				s->number[j]--;
		s->in[i] = 0;
		s->leaving[i] = 0;
		ctx_reply(c, "; %s comes off the list", game_seat_name(c->n, g, i));
	}
	/* New players take the smallest number not in use, in the order
	 * they asked to join. */
	for (int i = 0; i < g->nseats; i++) {
		if (!s->joining[i])
			continue;
		int num = 0;
		for (int used = 1; used;) {
			used = 0;
			for (int j = 0; j < g->nseats; j++)
				if (s->in[j] && s->number[j] == num) {
					used = 1;
					num++;
				}
		}
		s->in[i] = 1;
		s->joining[i] = 0;
		s->missed[i] = 0;
		s->number[i] = num;
		g->seats[i].flags &= ~(unsigned)SEAT_LEFT;
		ctx_reply(c, "; %s joins the list as number %d", game_seat_name(c->n, g, i), num);
	}
	int n = current_n(s, g->nseats);
	for (int i = 0; i < g->nseats; i++)
		if (s->in[i])
			s->number[i] = (s->number[i] + 1) % n;
}

static int ac_tick(ctx *c, game *g, int64_t aux)
{
	ac_state *s = g->st;
	if (aux != s->round)
		return 0;
	int n = current_n(s, g->nseats), win = -1, played = 0;
	int64_t k = 0, l = 0;
	ctx_reply(c, "game %d round %d: plays", g->id, s->round);
	for (int i = 0; i < g->nseats; i++) {
		s->last[i] = 0;
		if (!s->in[i])
			continue;
		s->last[i] = s->play[i];
		if (!s->play[i]) {
			ctx_reply(c, "%s %s none", played++ ? "," : "", game_seat_name(c->n, g, i));
			/* d 5: three missed rounds in a row count as leaving
			 * (ruling: the server, as referee, always declares it). */
			if (++s->missed[i] >= 3 && !s->leaving[i]) {
				s->leaving[i] = 1;
				if (g->seats[i].gp > 0)
					game_gp(c, g, i, -g->seats[i].gp);
				g->seats[i].flags |= SEAT_LEFT;
				ctx_reply(c, " (a third round missed: e has left, R1250.21 d 5)");
			}
			continue;
		}
		s->missed[i] = 0;
		ctx_reply(c, "%s %s %lld", played++ ? "," : "", game_seat_name(c->n, g, i),
			  (long long)s->play[i]);
		if (win < 0 || s->play[i] < k) {
			l = k;
			win = i;
			k = s->play[i];
		} else if (!l || s->play[i] < l) {
			l = s->play[i];
		}
	}
	s->last_winner = win;
	if (win >= 0) {
		/* d 4: 2n + k - l, or 2n when e was the only one to play. */
		int64_t score = l ? 2 * n + k - l : 2 * n;
		game_gp(c, g, win, score);
		ctx_reply(c, "; %s wins the round and scores %lld", game_seat_name(c->n, g, win),
			  (long long)score);
	} else {
		ctx_reply(c, "; nobody played, nobody scores");
	}
	end_of_round_changes(c, g);
	n = current_n(s, g->nseats);
	/* d 3: the end when some score exceeds 5n. */
	int64_t top = 0;
	int any = 0;
	for (int i = 0; i < g->nseats; i++)
		if (s->in[i] && g->seats[i].gp > 5 * n && (!any++ || g->seats[i].gp > top))
			top = g->seats[i].gp;
	if (n == 0) {
		ctx_reply(c, "\n");
		game_end(c, g, NULL, 0, "no players remain, no winner");
	} else if (any) {
		int w[GAME_MAX_SEATS], nw = 0;
		sbuf why = {0};
		for (int i = 0; i < g->nseats; i++)
			if (s->in[i] && g->seats[i].gp == top) {
				sbuf_printf(&why, "%s%s", nw ? " and " : "", game_seat_name(c->n, g, i));
				w[nw++] = i;
			}
		sbuf_printf(&why, " exceed%s 5n = %d with %lld (R1250.21 d 3)", nw == 1 ? "s" : "",
			    5 * n, (long long)top);
		ctx_reply(c, "\n");
		game_end(c, g, w, nw, why.s);
		sbuf_free(&why);
		for (int i = 0; i < g->nwinners; i++)
			game_trophy(c, g, g->winners[i]);
		/* c: A$5 to the referee if 5 or more players took part. */
		if (g->nseats >= 5)
			game_pay(c, g, g->referee, 5);
	} else {
		ctx_reply(c, "\n");
		announce_round(c, g);
	}
	return 0;
}

static int ac_depart(ctx *c, game *g, int me)
{
	ac_state *s = g->st;
	/* d 5: positive Gamepoints are lost; a rejoiner keeps min(score, 0).
	 * d 3: e comes off the list at the end of the round. */
	if (g->seats[me].gp > 0)
		game_gp(c, g, me, -g->seats[me].gp);
	if (s->joining[me]) {
		s->joining[me] = 0;
		return 0;
	}
	s->leaving[me] = 1;
	ctx_reply(c, "; e comes off the list at the end of round %d", s->round);
	return 0;
}

static int ac_join(ctx *c, game *g, int me)
{
	ac_state *s = g->st;
	if (s->in[me] && s->leaving[me]) {
		/* Changed eir mind before the round ended. */
		s->leaving[me] = 0;
		g->seats[me].flags &= ~(unsigned)SEAT_LEFT;
		ctx_reply(c, " again and stays on the list");
		return 0;
	}
	s->joining[me] = 1;
	ctx_reply(c, "; e joins the list at the end of round %d (R1250.21 d 3)", s->round);
	return 0;
}

static json_t *ac_view(const nomic *n, const game *g, const gviewer *v)
{
	const ac_state *s = g->st;
	json_t *o = json_object();
	json_object_set_new(o, "round", json_integer(s->round));
	json_object_set_new(o, "n", json_integer(current_n(s, g->nseats)));
	json_t *ps = json_array();
	for (int i = 0; i < g->nseats; i++) {
		json_t *p = json_pack("{s:s, s:I}", "player", holder_name(n, g->seats[i].pid),
				      "score", (json_int_t)g->seats[i].gp);
		if (s->in[i])
			json_object_set_new(p, "number", json_integer(s->number[i]));
		if (g->status == GS_RUNNING && s->in[i]) {
			json_object_set_new(p, "played", json_boolean(s->play[i] != 0));
			if (s->play[i] && (v->all || v->seat == i))
				json_object_set_new(p, "play", json_integer(s->play[i]));
		}
		if (s->last[i])
			json_object_set_new(p, "last round", json_integer(s->last[i]));
		if (s->joining[i])
			json_object_set_new(p, "joining", json_true());
		if (s->leaving[i])
			json_object_set_new(p, "leaving", json_true());
		json_array_append_new(ps, p);
	}
	json_object_set_new(o, "seats", ps);
	return o;
}

/* The moves (games.h): a play, a positive number congruent to eir
 * number modulo n (d 1): the field starts at the least such and steps by
 * n, so a browser takes only legal plays; in a Duel none above 20. */
static json_t *ac_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const ac_state *s = g->st;
	json_t *a = json_array();
	int me = v->seat;
	if (g->status != GS_RUNNING || me < 0 || !s->in[me] || (g->seats[me].flags & SEAT_LEFT))
		return a;
	int cn = current_n(s, g->nseats);
	if (cn < 1)
		return a;
	long long least = s->number[me] % cn ? s->number[me] % cn : cn;
	char label[64], field[96];
	snprintf(label, sizeof label, "%s (round %d)", s->play[me] ? "Play instead" : "Play",
		 s->round);
	snprintf(field, sizeof field, "Your play (%lld, %lld, %lld, ...: %d modulo %d)", least,
		 least + cn, least + 2 * cn, s->number[me], cn);
	json_t *m = game_move_form(label, "play %d play", g->id);
	game_move_number(m, field, least, g->duel ? 20 : least - 1, cn);
	json_array_append_new(a, m);
	return a;
}

const game_class crescent_class = {
	.name = "crescent",
	.title = "Abstract Crescent",
	.rule = "R1250.21",
	.min_players = 2,
	.max_players = 100,
	.referees = 1,
	.joins_running = 1,
	.in_games_grid = 1,
	.trophy = "Jade Grapefruit",
	.state_size = sizeof(ac_state),
	.verbs = "play NUMBER",
	.start = ac_start,
	.act = ac_act,
	.tick = ac_tick,
	.depart = ac_depart,
	.join = ac_join,
	.view = ac_view,
	.moves = ac_moves,
};
