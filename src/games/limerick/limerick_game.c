/* limerick_game.c: the Limerick Contest (Ackanomic R1250.8/0) as a game
 * class on the games framework (games.h): exactly two players, Count
 * Tabula referees and may play too (2); each sends eir limerick about the
 * other privately within 3 days and both are shown together, in an order
 * drawn with the game's rng stream, when both are in (rulings); the
 * defaults of a missing limerick (4 ¶1); the 3-day voting period in which
 * every player of the nomic sends the referee a vote (`play N vote K`: the
 * class's anyone_plays lets those who are not in it play), hidden until the
 * count; the Poet Laureate's vote
 * counted twice; the winner by the votes, the first posting, or the AMD
 * (4 ¶3). No Trophy, no points, no A$ (4; in a Duel R1215 pays). The rules
 * are the pure core's (lim.c). */
#include "core/params.h"
#include "games/framework/games.h"
#include "games/limerick/lim.h"

#include <stdio.h>
#include <string.h>

static const char *nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

static int office_holder(const nomic *n, const char *name)
{
	const office *o = office_by_name(n, name);
	return o ? o->holder : 0;
}

/* 2: "Exactly 2, with Count Tabula as a referee. It is Permissible for
 * Count Tabula to be both a player and referee at the same time." The
 * opener who is not Count Tabula plays, and Count Tabula referees; Count
 * Tabula who opens it referees, and plays as well with `play`. With the
 * office vacant the opener referees (ruling). */
static int lm_configure(ctx *c, game *g, int argc, char **argv)
{
	int ct = office_holder(c->n, "Count Tabula");
	int play = argc == 1 && strcaseeq(argv[0], "play");
	if (argc > 1 || (argc == 1 && !play))
		return ctx_fail(c, "usage: game new limerick [play] (R1250.8 2)");
	if (ct && ct != c->actor->id) {
		const player *p = player_by_id(c->n, ct);
		if (play)
			return ctx_fail(c, "only Count Tabula plays and referees at once (R1250.8 2)");
		g->referee = ct; /* made just now, as game new made the opener */
		if (game_add_seat(c, g, c->actor->id) < 0)
			return -1;
		ctx_reply(c, "; but Count Tabula (%s) referees it instead, and %s plays (R1250.8 2)",
			  p ? p->name : "?", c->actor->name);
		return 0;
	}
	if (!ct) {
		if (play)
			return ctx_fail(c, "there is no Count Tabula: the opener referees and may not "
					"play (ruling R1250.8 2, R1250.1 III e)");
		ctx_reply(c, " (there is no Count Tabula: ruling R1250.8 2)");
		return 0;
	}
	if (play) {
		if (game_add_seat(c, g, c->actor->id) < 0)
			return -1;
		ctx_reply(c, ", who as Count Tabula also plays (R1250.8 2)");
	}
	return 0;
}

static int lm_referee_ok(ctx *c, game *g, int pid)
{
	int ct = office_holder(c->n, "Count Tabula");
	if (ct && pid != ct)
		return ctx_fail(c, "Count Tabula referees the Limerick Contest (R1250.8 2)");
	if (!ct && game_seat_of(g, pid) >= 0)
		return ctx_fail(c, "only Count Tabula may play and referee at once (R1250.8 2)");
	return 0;
}

static void schedule(ctx *c, game *g)
{
	const lm_state *s = g->st;
	const char *p = s->phase == LM_WRITE ? "limerick.write" : "limerick.vote";
	gtime due = (gtime)(s->began + param_int(c->n, p));
	game_schedule(c, g, due < c->now ? c->now : due, s->tick);
}

static int lm_start(ctx *c, game *g)
{
	lm_state *s = g->st;
	if (g->nseats != 2)
		return ctx_fail(c, "the Limerick Contest has exactly 2 players (R1250.8 2)");
	lm_init(s, c->now);
	char span[32];
	format_span(param_int(c->n, "limerick.write"), span, sizeof span);
	ctx_reply(c, "game %d: %s and %s each send a limerick about the other with `play %d "
		  "limerick TEXT` within %s; both are shown when both are in (R1250.8 4)", g->id,
		  nm(c, g, 0), nm(c, g, 1), g->id, span);
	schedule(c, g);
	return 0;
}

/* The choice: 1 or 2 (as shown), or the poet's name; the seat, -1. */
static int choice(const nomic *n, const game *g, const char *arg)
{
	const lm_state *s = g->st;
	if (!strcmp(arg, "1") || !strcmp(arg, "2"))
		return s->shown[arg[0] - '1'];
	for (int i = 0; i < 2; i++)
		if (strcaseeq(holder_name(n, g->seats[i].pid), arg))
			return i;
	return -1;
}

static int limerick_vote(ctx *c, game *g, const char *arg)
{
	lm_state *s = g->st;
	c->hidden = 1; /* 4: "send their vote to the referee" */
	if (s->phase != LM_VOTE)
		return ctx_fail(c, "%s", lm_error(s->phase == LM_OVER ? LM_E_OVER : LM_E_PHASE));
	int who = choice(c->n, g, arg), replaced = 0;
	int e = lm_vote(s, c->actor->id, who, &replaced);
	if (e)
		return ctx_fail(c, "%s", lm_error(e));
	int k = s->shown[0] == who ? 1 : 2;
	ctx_reply(c, "your vote in game %d is sent to the referee: limerick %d, by %s%s "
		  "(R1250.8 4)", g->id, k, nm(c, g, who),
		  replaced ? " (replacing your earlier vote)" : "");
	return 0;
}

static int lm_act(ctx *c, game *g, int me, int argc, char **argv)
{
	lm_state *s = g->st;
	if (strcaseeq(argv[0], "vote") && argc == 2)
		return limerick_vote(c, g, argv[1]);
	int ref = c->actor && c->actor->id == g->referee;
	if (me < 0 && !ref)
		return ctx_fail(c, "you are not in game %d: you may only vote, with `play %d vote K` "
				"(R1250.8 4)", g->id, g->id);
	if (strcaseeq(argv[0], "limerick") && argc >= 2) {
		if (me < 0)
			return ctx_fail(c, "the referee writes no limerick; only the two players do "
					"(R1250.8 4)");
		c->hidden = 1; /* sealed until both are in (ruling R1250.8 4) */
		char text[LM_MAX_TEXT * 2];
		size_t at = 0;
		text[0] = 0;
		for (int i = 1; i < argc && at < sizeof text; i++)
			at += (size_t)snprintf(text + at, sizeof text - at, "%s%s", i > 1 ? " " : "",
					       argv[i]);
		int e = lm_post(s, me, text, c->seq);
		if (e)
			return ctx_fail(c, "%s", lm_error(e));
		ctx_reply(c, "your limerick about %s is posted to game %d and shown when both are "
			  "in (R1250.8 4)", nm(c, g, 1 - me), g->id);
		if (lm_both(s))
			game_schedule(c, g, c->now, s->tick); /* the clock shows both */
		return 0;
	}
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

static void finish(ctx *c, game *g, int w, int how)
{
	lm_state *s = g->st;
	if (w < 0) {
		/* 4: "the referee ... at random, using the AMD" (both eligible). */
		w = (int)rng_below(c->rng, 2);
	}
	s->winner = w;
	s->how = how;
	s->phase = LM_OVER;
	s->tick++;
	char why[200];
	const char *ground = how == LM_VOTES ? "by the votes" :
			     how == LM_FIRST ? "on a tie, eir limerick was posted first" :
			     how == LM_DEFAULT ? "by default: the other posted no limerick" :
			     how == LM_NEITHER ? "by the AMD: neither posted a limerick" :
						 "by the AMD: the tie is not broken";
	snprintf(why, sizeof why, "%s wins the Limerick Contest %s (R1250.8 4)", nm(c, g, w),
		 ground);
	ctx_reply(c, "\n");
	game_end(c, g, &w, 1, why);
	/* 4: "No Trophy is awarded to the winner of this contest." */
}

static int lm_tick(ctx *c, game *g, int64_t aux)
{
	lm_state *s = g->st;
	if ((int32_t)aux != s->tick || s->phase == LM_OVER)
		return 0;
	if (s->phase == LM_WRITE) {
		if (lm_both(s)) {
			/* Ruling: shown together, in an order drawn with the game's rng. */
			lm_reveal(s, (int)rng_below(c->rng, 2), c->now);
			char span[32];
			format_span(param_int(c->n, "limerick.vote"), span, sizeof span);
			ctx_reply(c, "game %d: the limericks (R1250.8 4):", g->id);
			for (int k = 0; k < 2; k++)
				ctx_reply(c, "\n%d. by %s: %s", k + 1, nm(c, g, s->shown[k]),
					  s->text[s->shown[k]]);
			ctx_reply(c, "\nthe voting period lasts %s: every player sends the referee a "
				  "vote with `play %d vote K` (R1250.8 4)", span, g->id);
			schedule(c, g);
			return 0;
		}
		int how, w = lm_default(s, &how);
		ctx_reply(c, "game %d: the time for the limericks is over", g->id);
		finish(c, g, w, how);
		return 0;
	}
	int poet = office_holder(c->n, "Poet Laureate");
	int how, w = lm_count(s, poet, (int)param_int(c->n, "limerick.poet.weight"), &how);
	ctx_reply(c, "game %d: the voting period is over: limerick 1 by %s %lld, limerick 2 by "
		  "%s %lld%s (R1250.8 4)", g->id, nm(c, g, s->shown[0]),
		  (long long)s->tally[s->shown[0]], nm(c, g, s->shown[1]),
		  (long long)s->tally[s->shown[1]],
		  poet && lm_vote_of(s, poet) >= 0 ? "; the Poet Laureate's vote counts twice" : "");
	finish(c, g, w, how);
	return 0;
}

static int lm_depart(ctx *c, game *g, int who)
{
	lm_state *s = g->st;
	/* R1250.1 IX, VI f: who leaves forfeits; the other wins (ruling). */
	if (s->phase == LM_OVER || g->status != GS_RUNNING)
		return 0;
	int w = 1 - who;
	s->phase = LM_OVER;
	s->tick++;
	char why[160];
	snprintf(why, sizeof why, "%s left the contest, so %s wins (ruling R1250.8, R1250.1 VI f)",
		 nm(c, g, who), nm(c, g, w));
	ctx_reply(c, "; ");
	game_end(c, g, &w, 1, why);
	return 0;
}

static int lm_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const lm_state *s = g->st;
	return s->phase == LM_WRITE && who >= 0 && who < 2 && !s->posted[who];
}

/* Before both are in, a limerick is seen by its poet only (and the admin,
 * who is no who); the referee sees the votes (they are sent to em), each
 * voter eir own; everyone sees the limericks once shown, the tallies and
 * the winner at the end. */
static json_t *lm_view(const nomic *n, const game *g, const gviewer *v)
{
	const lm_state *s = g->st;
	json_t *o = json_object();
	static const char *const ph[] = {"over", "writing", "voting"};
	json_object_set_new(o, "phase", json_string(g->status == GS_PENDING ? "not started" :
						    ph[s->phase]));
	json_t *ls = json_array();
	for (int k = 0; k < 2 && g->status != GS_PENDING; k++) {
		int i = s->phase == LM_WRITE ? k : s->shown[k];
		json_t *x = json_pack("{s:s, s:b}", "poet", holder_name(n, g->seats[i].pid),
				      "posted", s->posted[i]);
		int open = s->phase != LM_WRITE || v->seat == i || (v->all && v->seat < 0 &&
								     v->pid != g->referee);
		if (s->posted[i] && open)
			json_object_set_new(x, "text", json_string(s->text[i]));
		if (s->phase == LM_OVER && s->how && s->how != LM_DEFAULT && s->how != LM_NEITHER)
			json_object_set_new(x, "votes", json_integer(s->tally[i]));
		json_array_append_new(ls, x);
	}
	json_object_set_new(o, "limericks", ls);
	if (s->phase == LM_VOTE) {
		json_object_set_new(o, "votes cast", json_integer(s->nvotes));
		int mine = v->pid ? lm_vote_of(s, v->pid) : -1;
		if (mine >= 0)
			json_object_set_new(o, "your vote",
					    json_integer(s->shown[0] == mine ? 1 : 2));
		if (v->all && v->seat < 0) {
			json_t *vs = json_array();
			for (int i = 0; i < s->nvotes; i++)
				json_array_append_new(vs, json_pack("{s:s, s:i}", "voter",
					holder_name(n, s->voter[i]), "limerick",
					s->shown[0] == s->choice[i] ? 1 : 2));
			json_object_set_new(o, "votes", vs);
		}
	}
	if (s->phase == LM_OVER && s->winner >= 0)
		json_object_set_new(o, "winner", json_string(holder_name(n, g->seats[s->winner].pid)));
	return o;
}

const game_class limerick_class = {
	.name = "limerick",
	.title = "Limerick Contest",
	.rule = "R1250.8",
	.min_players = 2,
	.max_players = 2,
	.referees = 1,
	.anyone_plays = 1,    /* 4: "all Ackanomic players may send their vote" */
	.in_games_grid = 1, /* R1215: the Word Games' Limericks */
	.trophy = NULL,     /* 4: "No Trophy is awarded" */
	.state_size = sizeof(lm_state),
	.verbs = "limerick TEXT | vote 1|2|POET",
	.configure = lm_configure,
	.start = lm_start,
	.act = lm_act,
	.tick = lm_tick,
	.depart = lm_depart,
	.view = lm_view,
	.referee_ok = lm_referee_ok,
	.awaits = lm_awaits,
};
