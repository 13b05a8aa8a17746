/* ghost_game.c: Ghost (Ackanomic R1250.9/1) as a game class on the games
 * framework (games.h), refereed by the server with the Official Dictionary
 * (games/equip/dict.c): the referee's random numbering (4 ¶1), the plays
 * (`begin`, `continue`, `protest word|nonword`, `post`, `resign`, 4 (1)-(4)),
 * the two dictionary lookups of a protest, logged in the event (od_word),
 * the turn's and the answer's deadlines with the defaults the rule names
 * (4 (3), 4 (4)), additions and their protests (4 ¶2), removals at any time
 * (4 ¶ last), and the winner's and referee's pay (5). The rules of play are
 * the pure core's (ghost.c); every play is public (4: "sending a message
 * describing the play to all players and the referee"). */
#include "core/params.h"
#include "games/equip/equip.h"
#include "games/framework/games.h"
#include "games/ghost/ghost.h"

#include <stdio.h>
#include <string.h>

_Static_assert(GH_MAX_SEATS == GAME_MAX_SEATS, "the core numbers every seat the framework has");

static const char *nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

static void announce_turn(ctx *c, game *g)
{
	const gh_state *s = g->st;
	char span[32];
	if (s->phase == GH_TURN && s->turn >= 0) {
		format_span(param_int(c->n, "ghost.turn"), span, sizeof span);
		if (s->word[0])
			ctx_reply(c, "; the ghost word is \"%s\"", s->word);
		else
			ctx_reply(c, "; there is no ghost word");
		ctx_reply(c, "; %s (player %d) to play within %s (R1250.9 4)", nm(c, g, s->turn),
			  s->number[s->turn], span);
	} else if (s->phase == GH_ANSWER) {
		format_span(param_int(c->n, "ghost.answer"), span, sizeof span);
		ctx_reply(c, "; play is suspended: %s has %s to post a word containing \"%s\" "
			  "(R1250.9 4 (3))", nm(c, g, s->accused), span, s->word);
	}
}

/* The framework's seats follow the core's removals; the deadline follows
 * the turn; one player left ends the game (5). */
static void finish(ctx *c, game *g);

static void sync(ctx *c, game *g)
{
	gh_state *s = g->st;
	for (int i = 0; i < s->nseats && i < g->nseats; i++)
		if (s->out[i])
			g->seats[i].flags |= SEAT_LEFT;
	if (s->phase == GH_OVER) {
		finish(c, g);
		return;
	}
	int64_t span = param_int(c->n, s->phase == GH_ANSWER ? "ghost.answer" : "ghost.turn");
	gtime due = (gtime)(s->turn_began + span);
	if (due < c->now)
		due = c->now;
	game_schedule(c, g, due, (int64_t)(int32_t)s->tick);
}

static void finish(ctx *c, game *g)
{
	gh_state *s = g->st;
	if (g->status != GS_RUNNING)
		return;
	if (s->winner < 0) {
		ctx_reply(c, "; ");
		game_end(c, g, NULL, 0, "no player remains, so nobody wins (R1250.9 5)");
		return;
	}
	int w = s->winner;
	char why[160];
	snprintf(why, sizeof why, "%s wins as the only player left in the game (R1250.9 5)",
		 nm(c, g, w));
	ctx_reply(c, "; ");
	game_end(c, g, &w, 1, why);
	/* 5: "When a winner is found, the referee shall receive 8 A$." */
	if (g->referee)
		game_pay(c, g, g->referee, param_int(c->n, "ghost.referee.pay"));
	/* 5: a Duel's winner gets no more; otherwise 4, N or 8 points by
	 * the number of players who began the game (ruling: not those added). */
	if (!g->duel) {
		int64_t pts;
		if (s->began < param_int(c->n, "ghost.points.few_players"))
			pts = param_int(c->n, "ghost.points.few");
		else if (s->began > param_int(c->n, "ghost.points.many_players"))
			pts = param_int(c->n, "ghost.points.many");
		else
			pts = s->began;
		game_points(c, g, g->winners[0], pts);
	}
	game_trophy(c, g, g->winners[0]); /* R1250.2: only if 3 or more began */
}

static int gh_start(ctx *c, game *g)
{
	gh_state *s = g->st;
	/* 4 ¶1: "The referee shall randomly assign each player a different
	 * integer ranging from 1 to N." */
	int perm[GH_MAX_SEATS];
	rng_permutation(c->rng, perm, g->nseats);
	gh_init(s, g->nseats, perm, c->now);
	ctx_reply(c, "game %d: the order of play is", g->id);
	for (int k = 0; k < g->nseats; k++)
		ctx_reply(c, "%s %d %s", k ? "," : "", k + 1, nm(c, g, perm[k]));
	ctx_reply(c, " (R1250.9 4)");
	announce_turn(c, g);
	sync(c, g);
	return 0;
}

static int refuse(ctx *c, int err)
{
	return ctx_fail(c, "%s", gh_error(err));
}

static int act_protest(ctx *c, game *g, int me, int argc, char **argv)
{
	gh_state *s = g->st;
	if (argc == 3 && strcaseeq(argv[1], "addition")) {
		const player *p = player_by_name(c->n, argv[2]);
		int nc = p ? game_seat_of(g, p->id) : -1;
		if (!p || nc < 0)
			return ctx_fail(c, "%s is not a player of game %d", argv[2], g->id);
		if (nc < s->nseats && s->out[nc])
			return ctx_fail(c, "%s has already been removed from game %d (R1250.9 2)",
					argv[2], g->id);
		int e = gh_protest_addition(s, me, nc, param_int(c->n, "ghost.addition.window"),
					    c->now);
		if (e)
			return refuse(c, e);
		ctx_reply(c, "%s protests %s's addition to game %d: %s is removed from the game "
			  "(R1250.9 4)", c->actor->name, argv[2], g->id, argv[2]);
		return 1; /* the turn is as it was: not announced again */
	}
	if (argc != 2 || (!strcaseeq(argv[1], "word") && !strcaseeq(argv[1], "nonword")))
		return ctx_fail(c, "usage: play %d protest word | protest nonword | protest addition "
				"PLAYER (R1250.9 4 (3))", g->id);
	int e = gh_can_protest(s, me);
	if (e)
		return refuse(c, e);
	int accused = s->last;
	char word[GH_MAX_WORD + 1];
	snprintf(word, sizeof word, "%s", s->word);
	if (strcaseeq(argv[1], "word")) {
		/* 4 (3): the referee looks the ghost word up. */
		int64_t min = param_int(c->n, "ghost.protest.letters");
		int in = (int64_t)strlen(word) >= min ? od_word(c, word) : 0;
		if (in < 0)
			return -1;
		ctx_reply(c, "%s protests that \"%s\" (made by %s) is a word of %lld or more letters "
			  "in the Official Dictionary; ", c->actor->name, word, nm(c, g, accused),
			  (long long)min);
		if (in)
			ctx_reply(c, "it is: the protest is valid, %s is removed and the ghost word "
				  "is destroyed (R1250.9 4 (3))", nm(c, g, accused));
		else
			ctx_reply(c, "%s: the protest is invalid and %s is removed; the ghost word "
				  "stands (R1250.9 4 (3))",
				  (int64_t)strlen(word) < min ? "it is too short" :
				  "it is not in the Official Dictionary", c->actor->name);
		gh_protest_word(s, me, in, c->now);
		return 0;
	}
	gh_protest_nonword(s, me, c->now);
	ctx_reply(c, "%s protests that \"%s\" (made by %s) cannot be found within any word in "
		  "the Official Dictionary (R1250.9 4 (3))", c->actor->name, word,
		  nm(c, g, accused));
	if (s->phase != GH_ANSWER)
		ctx_reply(c, "; %s is no longer in the game and cannot post a word: the protest is "
			  "valid and the ghost word is destroyed (ruling)", nm(c, g, accused));
	return 0;
}

static int act_post(ctx *c, game *g, int me, int argc, char **argv)
{
	gh_state *s = g->st;
	if (argc != 2)
		return ctx_fail(c, "usage: play %d post WORD (a word containing the ghost word, "
				"R1250.9 4 (3))", g->id);
	int e = gh_can_answer(s, me, argv[1]);
	if (e)
		return refuse(c, e);
	int in = od_word(c, argv[1]);
	if (in < 0)
		return -1;
	int protester = s->protester;
	ctx_reply(c, "%s posts \"%s\", which contains \"%s\"; ", c->actor->name, argv[1], s->word);
	if (in)
		ctx_reply(c, "it is in the Official Dictionary: the protest is invalid and %s is "
			  "removed; the ghost word is destroyed (R1250.9 4 (3))",
			  nm(c, g, protester));
	else
		ctx_reply(c, "it is not in the Official Dictionary: the protest is valid and %s is "
			  "removed; the ghost word is destroyed (R1250.9 4 (3))", c->actor->name);
	gh_answer(s, me, argv[1], in, c->now);
	return 0;
}

static int gh_act(ctx *c, game *g, int me, int argc, char **argv)
{
	gh_state *s = g->st;
	if (me < 0)
		return ctx_fail(c, "the referee makes no plays in Ghost: the server looks the words "
				"up in the Official Dictionary (R1250.9 4 (3))");
	size_t mark = c->out.len;
	const char *verb = argv[0];
	int rc = 0, e;
	if (strcaseeq(verb, "begin") && argc == 2) {
		if ((e = gh_begin(s, me, argv[1], c->now)))
			return refuse(c, e);
		ctx_reply(c, "%s begins a new ghost word: \"%s\" (R1250.9 4 (1))", c->actor->name,
			  s->hist[(s->nhist - 1) % GH_MAX_HIST].word);
	} else if (strcaseeq(verb, "continue") && argc == 2) {
		if ((e = gh_continue(s, me, argv[1], c->now)))
			return refuse(c, e);
		ctx_reply(c, "%s continues the ghost word: \"%s\" (R1250.9 4 (2))", c->actor->name,
			  s->hist[(s->nhist - 1) % GH_MAX_HIST].word);
	} else if (strcaseeq(verb, "protest")) {
		rc = act_protest(c, g, me, argc, argv);
	} else if (strcaseeq(verb, "post")) {
		rc = act_post(c, g, me, argc, argv);
	} else if (strcaseeq(verb, "resign") && argc == 1) {
		int on_turn = s->phase == GH_TURN && s->turn == me;
		if ((e = gh_resign(s, me, 0, c->now)))
			return refuse(c, e);
		if (on_turn)
			ctx_reply(c, "%s resigns and is removed from game %d; the ghost word is "
				  "destroyed (R1250.9 4 (4))", c->actor->name, g->id);
		else
			ctx_reply(c, "%s removes emself from game %d (R1250.9 4)", c->actor->name,
				  g->id);
	} else {
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	}
	if (rc < 0)
		return rc;
	if (s->phase != GH_OVER && rc == 0)
		announce_turn(c, g);
	game_announce_reply(c, mark); /* 4: every play goes to all players */
	sync(c, g);
	return 0;
}

static int gh_tick(ctx *c, game *g, int64_t aux)
{
	gh_state *s = g->st;
	if ((int32_t)aux != (int32_t)s->tick || s->phase == GH_OVER)
		return 0;
	if (s->phase == GH_ANSWER) {
		int a = s->accused;
		ctx_reply(c, "game %d: %s posted no word containing \"%s\" in time: the protest is "
			  "valid, %s is removed and the ghost word is destroyed (R1250.9 4 (3))",
			  g->id, nm(c, g, a), s->word, nm(c, g, a));
		gh_answer_timeout(s, c->now);
	} else {
		int t = s->turn;
		ctx_reply(c, "game %d: %s did not play within eir turn and is assumed to have "
			  "resigned; the ghost word is destroyed (R1250.9 4 (4))", g->id, nm(c, g, t));
		gh_resign(s, t, 1, c->now);
	}
	if (s->phase != GH_OVER)
		announce_turn(c, g);
	sync(c, g);
	return 0;
}

static int gh_depart(ctx *c, game *g, int who)
{
	gh_state *s = g->st;
	/* 4 ¶ last: leaving is removing oneself; on eir turn, a resignation. */
	int on_turn = s->phase == GH_TURN && s->turn == who;
	if (gh_resign(s, who, 0, c->now) == GH_OK) {
		if (on_turn)
			ctx_reply(c, "; it was eir turn, so e is assumed to have resigned and the "
				  "ghost word is destroyed (R1250.9 4)");
		if (s->phase != GH_OVER)
			announce_turn(c, g);
	}
	sync(c, g);
	return 0;
}

static int gh_join(ctx *c, game *g, int who)
{
	gh_state *s = g->st;
	if (who < s->nseats)
		return ctx_fail(c, "you have been removed from game %d and are no longer a player "
				"of it (R1250.9 2)", g->id);
	int e = gh_add(s, who, c->now);
	if (e)
		return refuse(c, e);
	char span[32];
	format_span(param_int(c->n, "ghost.addition.window"), span, sizeof span);
	ctx_reply(c, " as player %d; a player already in the game may protest the addition "
		  "before eir first turn or within %s (R1250.9 4)", s->number[who], span);
	return 0;
}

/* Is seat's play awaited (move reminders)? */
static int gh_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const gh_state *s = g->st;
	return (s->phase == GH_TURN && s->turn == who) ||
	       (s->phase == GH_ANSWER && s->accused == who);
}

static const char *kind_word(int k)
{
	switch (k) {
	case GH_H_BEGIN: return "begin";
	case GH_H_CONTINUE: return "continue";
	case GH_H_PROTEST: return "protest";
	case GH_H_RESOLVED: return "resolved";
	case GH_H_RESIGN: return "resign";
	case GH_H_REMOVED: return "removed";
	case GH_H_ADDED: return "added";
	case GH_H_TIMEOUT: return "timed out";
	case GH_H_POSTED: return "post";
	}
	return "?";
}

/* 6: the players and their order, whose turn it is, the ghost word and the
 * history. Nothing in Ghost is hidden. */
static json_t *gh_view(const nomic *n, const game *g, const gviewer *v)
{
	(void)v;
	const gh_state *s = g->st;
	json_t *o = json_object();
	json_t *order = json_array();
	for (int k = 1; k <= 2 * GH_MAX_SEATS; k++)
		for (int i = 0; i < s->nseats; i++)
			if (s->number[i] == k)
				json_array_append_new(order, json_pack("{s:i, s:s, s:b}", "number", k,
					"player", holder_name(n, g->seats[i].pid), "in", !s->out[i]));
	json_object_set_new(o, "order", order);
	json_object_set_new(o, "ghost word", json_string(s->word));
	if (s->phase == GH_TURN && s->turn >= 0)
		json_object_set_new(o, "turn", json_string(holder_name(n, g->seats[s->turn].pid)));
	if (s->phase == GH_ANSWER)
		json_object_set_new(o, "protest", json_pack("{s:s, s:s, s:s}", "by",
			holder_name(n, g->seats[s->protester].pid), "against",
			holder_name(n, g->seats[s->accused].pid), "ground", "nonword"));
	json_object_set_new(o, "additions open", json_boolean(gh_can_add(s) == GH_OK));
	json_t *h = json_array();
	for (int i = (s->nhist < GH_MAX_HIST ? s->nhist : GH_MAX_HIST) - 1; i >= 0; i--) {
		const gh_entry *e = gh_hist(s, i);
		json_t *x = json_pack("{s:s, s:s, s:s}", "by", holder_name(n, g->seats[e->seat].pid),
				      "play", kind_word(e->kind), "word", e->word);
		if (e->kind == GH_H_PROTEST)
			json_object_set_new(x, "ground", json_string(e->ground == GH_WORD ? "word"
											: "nonword"));
		if (e->kind == GH_H_RESOLVED)
			json_object_set_new(x, "valid", json_boolean(e->ground));
		if ((e->kind == GH_H_RESOLVED || e->kind == GH_H_REMOVED) && e->other >= 0)
			json_object_set_new(x, "removed",
					    json_string(holder_name(n, g->seats[e->other].pid)));
		json_array_append_new(h, x);
	}
	json_object_set_new(o, "history", h);
	json_object_set_new(o, "plays", json_integer(s->nhist));
	return o;
}

/* The moves (games.h). On eir turn: a letter to begin a ghost word (a
 * select of the 26), or the word with one letter added at either end (a
 * select of the 52), and the two protests when e may make them (4 (3));
 * resigning at any time (4 ¶ last). The accused of a protest that awaits
 * an answer: a field for the word e posts (it must contain the ghost
 * word). A protest of an addition (4 ¶2) stays the free line's. */
static json_t *gh_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const gh_state *s = g->st;
	json_t *a = json_array();
	int me = v->seat;
	if (g->status != GS_RUNNING || me < 0 || me >= s->nseats || s->out[me] ||
	    s->phase == GH_OVER)
		return a;
	char label[GH_MAX_WORD + 48];
	if (s->phase == GH_TURN && s->turn == me) {
		size_t len = strlen(s->word);
		json_t *m = json_pack("{s:s}", "label", len ? "Add a letter" : "Begin with a letter");
		for (char ch = 'a'; ch <= 'z'; ch++) {
			if (!len) {
				snprintf(label, sizeof label, "%c", ch);
				game_move_choice(m, label, "play %d begin %c", g->id, ch);
			} else if (len < GH_MAX_WORD) {
				snprintf(label, sizeof label, "%c%s", ch, s->word);
				game_move_choice(m, label, "play %d continue %s", g->id, label);
				snprintf(label, sizeof label, "%s%c", s->word, ch);
				game_move_choice(m, label, "play %d continue %s", g->id, label);
			}
		}
		if (json_object_get(m, "choices"))
			json_array_append_new(a, m);
		else
			json_decref(m);
		if (gh_can_protest(s, me) == GH_OK) {
			snprintf(label, sizeof label, "Protest: \"%s\" is a word", s->word);
			json_array_append_new(a, game_move_button(label, "play %d protest word", g->id));
			snprintf(label, sizeof label, "Protest: no word contains \"%s\"", s->word);
			json_array_append_new(a, game_move_button(label, "play %d protest nonword",
								  g->id));
		}
	}
	if (s->phase == GH_ANSWER && s->accused == me) {
		snprintf(label, sizeof label, "Answer the protest: post a word containing \"%s\"",
			 s->word);
		json_t *m = game_move_form(label, "play %d post", g->id);
		game_move_text(m, "Your word");
		/* The field starts with the ghost word, for em to extend. */
		json_object_set_new(json_array_get(json_object_get(m, "inputs"), 0), "value",
				    json_string(s->word));
		json_array_append_new(a, m);
	}
	json_t *r = game_move_button("Resign", "play %d resign", g->id);
	json_object_set_new(r, "group", json_string("Resign"));
	json_array_append_new(a, r);
	return a;
}

const game_class ghost_class = {
	.name = "ghost",
	.title = "Ghost",
	.rule = "R1250.9",
	.min_players = 2,
	.max_players = 0, /* 2: the active players when it is initiated, less 1 */
	.referees = 1,
	.joins_running = 1, /* 4 ¶2, until the highest number's first turn */
	.in_games_grid = 1, /* R1215: a Word Game of the Duel grid */
	.trophy = "Jade Grapefruit", /* the standard Trophy (R1250.2) */
	.state_size = sizeof(gh_state),
	.verbs = "begin LETTER | continue LETTERS | protest word | protest nonword | "
		 "protest addition PLAYER | post WORD | resign",
	.start = gh_start,
	.act = gh_act,
	.tick = gh_tick,
	.depart = gh_depart,
	.join = gh_join,
	.view = gh_view,
	.awaits = gh_awaits,
	.moves = gh_moves,
};
