/* mediocrity343.c: A Nomic's Mediocrity sub-game (A Nomic R343, a
 * Challenge/Response Game under R336 and a Contest under R338). The
 * opening Supremely Mediocre sets the limits: the level x, the players y
 * needed to start, and z, the sub-games in each game. A level n game is z
 * level n-1 sub-games; a level 1 game is z challenges. In a challenge
 * each player but its ContestMaster privately names a quantity; the most
 * Mediocre quantity wins it. A game's winner is the participant whose
 * number of sub-game wins is exceeded by as many participants as it
 * exceeds. Each answer costs (entry fee) x 2 = 4 points (R336); all the
 * fees go to the winner of the whole game (R343). */
#include "games/framework/games.h"
#include "games/mediocrity/mediocre.h"

#include <stdio.h>
#include <string.h>

#define M_MAX_CHALLENGES 64
#define M_FEE 4          /* R336: (entry fee) * 2, entry fee 2 (R343) */
#define M_QUANTITY_MAX 1000000000

typedef struct m343_state {
	int level, z;                       /* x and z of R343 */
	int nchal, chal;                    /* challenges in all; the current one */
	int64_t answer[GAME_MAX_SEATS];
	int answered[GAME_MAX_SEATS];
	unsigned char took[M_MAX_CHALLENGES][GAME_MAX_SEATS]; /* answered challenge k */
	int64_t fees[GAME_MAX_SEATS];       /* points paid in so far */
	int64_t pot;
	int chal_winner[M_MAX_CHALLENGES];  /* seat, -1 none */
	int64_t last_answer[GAME_MAX_SEATS];
	int last_answered[GAME_MAX_SEATS];
} m343_state;

static int ipow(int b, int e)
{
	int r = 1;
	while (e-- > 0)
		r *= b;
	return r;
}

static int m_configure(ctx *c, game *g, int argc, char **argv)
{
	m343_state *s = g->st;
	int64_t v[3] = {1, 3, 1};
	const char *names[3] = {"level", "number of players", "number of sub-games"};
	if (argc != 3)
		return ctx_fail(c, "usage: game new mediocrity343 LEVEL PLAYERS SUBGAMES "
				"(x, y, z of A Nomic R343)");
	for (int i = 0; i < 3; i++)
		if (parse_int64(argv[i], &v[i]) || v[i] < (i == 1 ? 3 : 1) || v[i] > 64)
			return ctx_fail(c, "'%s' is not a %s from %d to 64 (A Nomic R343)", argv[i],
					names[i], i == 1 ? 3 : 1);
	int64_t total = 1;
	for (int i = 0; i < v[0] && total <= M_MAX_CHALLENGES; i++)
		total *= v[2];
	if (total > M_MAX_CHALLENGES)
		return ctx_fail(c, "z to the power x is %s%d challenges; the server plays at most %d",
				total > M_MAX_CHALLENGES ? "over " : "", M_MAX_CHALLENGES,
				M_MAX_CHALLENGES);
	s->level = (int)v[0];
	s->z = (int)v[2];
	s->nchal = (int)total;
	g->min_players = (int)v[1];
	ctx_arg_int(c, "level", s->level);
	ctx_arg_int(c, "players", v[1]);
	ctx_arg_int(c, "subgames", s->z);
	ctx_reply(c, "; level %d, %d players to start, %d sub-games a game: %d challenges "
		  "(A Nomic R343)", s->level, (int)v[1], s->z, s->nchal);
	return 0;
}

/* ---- the tree of sub-games: node (L, i) covers challenges
 * [i z^L, (i+1) z^L); level 0 nodes are the challenges. ---- */

/* R343: the participant whose number of wins is exceeded by as many
 * participants as it exceeds; -1 when not exactly one. */
static int node_winner(const game *g, int L, int i)
{
	const m343_state *s = g->st;
	if (L == 0)
		return s->chal_winner[i];
	int wins[GAME_MAX_SEATS] = {0}, part[GAME_MAX_SEATS] = {0};
	for (int k = 0; k < s->z; k++) {
		int w = node_winner(g, L - 1, i * s->z + k);
		if (w >= 0)
			wins[w]++;
	}
	/* Participants: whoever answered a challenge of this game (ruling). */
	int span = ipow(s->z, L);
	for (int p = 0; p < g->nseats; p++)
		for (int k = i * span; k < (i + 1) * span && k < s->nchal; k++)
			part[p] |= s->took[k][p];
	int found = -1, count = 0;
	for (int p = 0; p < g->nseats; p++) {
		if (!part[p])
			continue;
		int more = 0, less = 0;
		for (int q = 0; q < g->nseats; q++) {
			if (!part[q] || q == p)
				continue;
			more += wins[q] > wins[p];
			less += wins[q] < wins[p];
		}
		if (more == less) {
			found = p;
			count++;
		}
	}
	return count == 1 ? found : -1;
}

/* The ContestMaster of node (L, i): the winner of the previous sub-game
 * of the same game, else the ContestMaster of that game; the opener for
 * the whole game. -1 means the opener (the referee). */
static int node_cm(const game *g, int L, int i)
{
	const m343_state *s = g->st;
	if (L == s->level)
		return -1;
	if (i % s->z) {
		int w = node_winner(g, L, i - 1);
		if (w >= 0)
			return w;
	}
	return node_cm(g, L + 1, i / s->z);
}

static const char *cm_name(const nomic *n, const game *g, int cm)
{
	return cm < 0 ? holder_name(n, g->referee) : holder_name(n, g->seats[cm].pid);
}

static void post_challenge(ctx *c, game *g)
{
	m343_state *s = g->st;
	memset(s->answered, 0, sizeof s->answered);
	int cm = node_cm(g, 0, s->chal);
	ctx_reply(c, "game %d challenge %d of %d, posted by %s: send your quantity "
		  "(3 days, A Nomic R343)", g->id, s->chal + 1, s->nchal, cm_name(c->n, g, cm));
	game_schedule(c, g, c->now + 3 * DAY, s->chal + 1);
}

static int m_start(ctx *c, game *g)
{
	m343_state *s = g->st;
	for (int k = 0; k < M_MAX_CHALLENGES; k++)
		s->chal_winner[k] = -1;
	post_challenge(c, g);
	return 0;
}

static int all_answered(const game *g)
{
	const m343_state *s = g->st;
	int cm = node_cm(g, 0, s->chal);
	for (int i = 0; i < g->nseats; i++)
		if (!(g->seats[i].flags & SEAT_LEFT) && i != cm && !s->answered[i])
			return 0;
	return 1;
}

static int m_act(ctx *c, game *g, int me, int argc, char **argv)
{
	m343_state *s = g->st;
	if (!strcaseeq(argv[0], "answer") || argc != 2)
		return ctx_fail(c, "usage: play %d answer QUANTITY", g->id);
	if (me < 0 || me == node_cm(g, 0, s->chal))
		return ctx_fail(c, "the ContestMaster of this challenge does not answer it (R336)");
	c->hidden = 1; /* R336: answers are sent privately */
	int64_t v;
	if (parse_int64(argv[1], &v) || v < 0 || v > M_QUANTITY_MAX)
		return ctx_fail(c, "'%s' is not a quantity (a whole number from 0 to %d)", argv[1],
				M_QUANTITY_MAX);
	if (s->answered[me])
		return ctx_fail(c, "you have already answered this challenge (R336: one answer)");
	const currency *pts = currency_by_name(c->n, "points");
	if (pts && !g->exhibition) {
		/* R336: (entry fee) * 2 points from each submitting player. */
		if (!(pts->flags & CUR_NEGATIVE) &&
		    balance(c->n, g->seats[me].pid, pts->id) < M_FEE)
			return ctx_fail(c, "an answer costs %d points (R336, R343) and you have %lld",
					M_FEE, (long long)balance(c->n, g->seats[me].pid, pts->id));
		if (ledger_add(c, g->seats[me].pid, pts, -M_FEE))
			return -1;
		s->fees[me] += M_FEE;
		s->pot += M_FEE;
	}
	s->answer[me] = v;
	s->answered[me] = 1;
	ctx_reply(c, "%s answers %lld to challenge %d of game %d", c->actor->name, (long long)v,
		  s->chal + 1, g->id);
	if (all_answered(g))
		game_schedule(c, g, c->now, s->chal + 1);
	return 0;
}

static void refund(ctx *c, game *g, int me, int64_t amount)
{
	m343_state *s = g->st;
	const currency *pts = currency_by_name(c->n, "points");
	if (!amount || !pts)
		return;
	ledger_add(c, g->seats[me].pid, pts, amount);
	s->fees[me] -= amount;
	s->pot -= amount;
}

static void finish(ctx *c, game *g)
{
	m343_state *s = g->st;
	int w = node_winner(g, s->level, 0);
	const currency *pts = currency_by_name(c->n, "points");
	if (w < 0) {
		game_end(c, g, NULL, 0, "no participant won the most Mediocre number of sub-games "
			 "(A Nomic R343)");
		/* Ruling: with no winner the fees go back to those who paid. */
		for (int i = 0; i < g->nseats; i++)
			refund(c, g, i, s->fees[i]);
		ctx_reply(c, "; the entry fees are returned");
		return;
	}
	char why[120];
	snprintf(why, sizeof why, "%s won the most Mediocre number of sub-games (A Nomic R343)",
		 game_seat_name(c->n, g, w));
	game_end(c, g, &w, 1, why);
	if (s->pot && pts && ledger_add(c, g->winners[0], pts, s->pot) == 0)
		ctx_reply(c, "; %s receives the %lld points of entry fees (R343)",
			  holder_name(c->n, g->winners[0]), (long long)s->pot);
	s->pot = 0;
}

static int m_tick(ctx *c, game *g, int64_t aux)
{
	m343_state *s = g->st;
	if (aux != s->chal + 1)
		return 0;
	int64_t vals[GAME_MAX_SEATS];
	int k = 0;
	ctx_reply(c, "game %d challenge %d: answers", g->id, s->chal + 1);
	for (int i = 0; i < g->nseats; i++) {
		s->last_answered[i] = s->answered[i];
		s->last_answer[i] = s->answer[i];
		if (!s->answered[i])
			continue;
		vals[k++] = s->answer[i];
		s->took[s->chal][i] = 1;
		ctx_reply(c, "%s %s %lld", k > 1 ? "," : "", game_seat_name(c->n, g, i),
			  (long long)s->answer[i]);
	}
	if (!k)
		ctx_reply(c, " none");
	if (k < 2) {
		/* R336: fewer than 2 answers: no winner; the fees go back. */
		for (int i = 0; i < g->nseats; i++)
			if (s->answered[i] && !g->exhibition)
				refund(c, g, i, M_FEE);
		ctx_reply(c, "; fewer than 2 answers: no winner (R336)");
	} else {
		int found;
		int64_t mm = most_mediocre(vals, k, &found);
		if (found) {
			for (int i = 0; i < g->nseats; i++)
				if (s->answered[i] && s->answer[i] == mm)
					s->chal_winner[s->chal] = i;
			ctx_reply(c, "; %s's %lld is the most Mediocre",
				  game_seat_name(c->n, g, s->chal_winner[s->chal]), (long long)mm);
		} else {
			ctx_reply(c, "; no quantity is most Mediocre");
		}
	}
	/* Announce every sub-game this challenge completes. */
	for (int L = 1; L < s->level; L++) {
		int span = ipow(s->z, L);
		if ((s->chal + 1) % span)
			break;
		int w = node_winner(g, L, s->chal / span);
		ctx_reply(c, "; level %d sub-game %d: %s", L, s->chal / span + 1,
			  w < 0 ? "no winner" : game_seat_name(c->n, g, w));
	}
	s->chal++;
	ctx_reply(c, "\n");
	if (s->chal == s->nchal) {
		finish(c, g);
		return 0;
	}
	post_challenge(c, g);
	return 0;
}

static int m_depart(ctx *c, game *g, int me)
{
	m343_state *s = g->st;
	if (all_answered(g))
		game_schedule(c, g, c->now, s->chal + 1);
	return 0;
}

static int m_join(ctx *c, game *g, int me)
{
	/* R338: a Contestant joins by publicly consenting, at any time. */
	g->seats[me].flags &= ~(unsigned)SEAT_LEFT;
	return 0;
}

static json_t *m_view(const nomic *n, const game *g, const gviewer *v)
{
	const m343_state *s = g->st;
	json_t *o = json_object();
	json_object_set_new(o, "limits", json_pack("{s:i, s:i, s:i}", "level", s->level,
						   "players", g->min_players, "sub-games", s->z));
	json_object_set_new(o, "challenge", json_integer(s->chal + (g->status == GS_RUNNING)));
	json_object_set_new(o, "of", json_integer(s->nchal));
	if (g->status == GS_RUNNING)
		json_object_set_new(o, "contestmaster",
				    json_string(cm_name(n, g, node_cm(g, 0, s->chal))));
	json_object_set_new(o, "pot", json_integer(s->pot));
	json_t *ps = json_array();
	for (int i = 0; i < g->nseats; i++) {
		json_t *p = json_pack("{s:s}", "player", holder_name(n, g->seats[i].pid));
		int wins = 0;
		for (int k = 0; k < s->chal; k++)
			wins += s->chal_winner[k] == i;
		json_object_set_new(p, "challenges won", json_integer(wins));
		if (g->status == GS_RUNNING) {
			json_object_set_new(p, "answered", json_boolean(s->answered[i]));
			/* An answer is seen by its owner and the referee only. */
			if (s->answered[i] && (v->all || v->seat == i))
				json_object_set_new(p, "answer", json_integer(s->answer[i]));
		}
		if (s->last_answered[i])
			json_object_set_new(p, "last answer", json_integer(s->last_answer[i]));
		json_array_append_new(ps, p);
	}
	json_object_set_new(o, "seats", ps);
	return o;
}

/* The moves (games.h): the answer to the challenge in play, a quantity
 * from 0 to M_QUANTITY_MAX, once (R336), for a player who is not its
 * ContestMaster and can pay the fee (nothing is charged in an
 * exhibition); the same checks as m_act. */
static json_t *m_moves(const nomic *n, const game *g, const gviewer *v)
{
	const m343_state *s = g->st;
	json_t *a = json_array();
	int me = v->seat;
	if (g->status != GS_RUNNING || me < 0 || (g->seats[me].flags & SEAT_LEFT) ||
	    me == node_cm(g, 0, s->chal) || s->answered[me])
		return a;
	const currency *pts = currency_by_name(n, "points");
	if (pts && !g->exhibition && !(pts->flags & CUR_NEGATIVE) &&
	    balance(n, g->seats[me].pid, pts->id) < M_FEE)
		return a;
	char label[80], fee[32] = "";
	if (pts && !g->exhibition)
		snprintf(fee, sizeof fee, " (it costs %d points)", M_FEE);
	snprintf(label, sizeof label, "Answer challenge %d%s", s->chal + 1, fee);
	json_t *m = game_move_form(label, "play %d answer", g->id);
	game_move_number(m, "Your quantity", 0, M_QUANTITY_MAX, 0);
	json_array_append_new(a, m);
	return a;
}

const game_class mediocrity343_class = {
	.name = "mediocrity343",
	.title = "Mediocrity sub-game",
	.rule = "A Nomic R343",
	.min_players = 3,
	.max_players = GAME_MAX_SEATS,
	.referees = 1, /* the first Supremely Mediocre, the game's ContestMaster */
	.joins_running = 1,
	.trophy = NULL,
	.state_size = sizeof(m343_state),
	.verbs = "answer QUANTITY",
	.configure = m_configure,
	.start = m_start,
	.act = m_act,
	.tick = m_tick,
	.depart = m_depart,
	.join = m_join,
	.view = m_view,
	.moves = m_moves,
};
