/* fictionary_game.c: Fictionary (Ackanomic R1250.10/6) as a game class on
 * the games framework (games.h), with no referee (II): the random numbers
 * of III, the Brainiac's rotation (IV ¶2), the steps of a round with their
 * 3-day limits and defaults and the 1-Gamepoint loss (IV ¶3, 1-4), the
 * Brainiac's judgement (3), asked of em privately (mut_tell) with the
 * submissions e was sent, the list shuffled with the game's rng stream in
 * the Brainiac's own hidden move and posted by the clock, the public
 * votes (4), the scoring (5a), the end and its prizes under the suite's
 * caps (5b), and bots for absent and departed players (V 1, 2). The rules
 * of play are the pure core's (fict.c). Parameters: fictionary_module.c.
 *
 * What is hidden: the Actual Definition (the Brainiac's `define`, until the
 * round ends), each submission (its Bluffer's `submit`, seen by em and the
 * Brainiac only; on the list without names), and the judgement (the
 * Brainiac's `judge`, whose draws shuffle the list). Every step closes in a
 * clock event, which is public and names no secret. */
#include "core/inbox.h"
#include "core/params.h"
#include "games/fictionary/fict.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(FI_MAX_SEATS <= GAME_MAX_SEATS, "every seat of the core is a framework seat");

#define FROM "Fictionary (R1250.10)"

static const char *nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

static uint64_t draw(void *arg, uint64_t n)
{
	return rng_below(((ctx *)arg)->rng, n);
}

static int64_t par(const ctx *c, const char *name)
{
	return param_int(c->n, name);
}

/* V 1, 2: a player on vacation or who has left is played by a bot, which
 * performs the defaults (ruling: without the 1-Gamepoint loss). */
static void bots(const ctx *c, const game *g, int *bot)
{
	const fi_state *s = g->st;
	for (int i = 0; i < s->nseats; i++) {
		const player *p = player_by_id(c->n, g->seats[i].pid);
		bot[i] = s->gone[i] || (g->seats[i].flags & SEAT_LEFT) ||
			 (!g->seats[i].sub && p && player_is_absent(p));
	}
}

static void schedule(ctx *c, game *g)
{
	const fi_state *s = g->st;
	if (s->step == FI_OVER)
		return;
	gtime due = (gtime)(s->step_began + par(c, "fictionary.step"));
	game_schedule(c, g, due < c->now ? c->now : due, (int64_t)s->tick);
}

/* Moves the Gamepoints; keep: also counts them as this round's (the
 * round's last ones are counted by fi_end_round). */
static void move_gp(ctx *c, game *g, const int64_t *delta, int keep)
{
	fi_state *s = g->st;
	for (int i = 0; i < s->nseats; i++)
		if (delta[i]) {
			game_gp(c, g, i, delta[i]);
			if (keep)
				s->acc[i] += delta[i];
		}
}

static void apply(ctx *c, game *g, const int64_t *delta)
{
	move_gp(c, g, delta, 1);
}

/* IV ¶3: "they lose 1 Gamepoint" (not a bot: ruling). */
static void penalise(ctx *c, game *g, const int *missed, const int *bot, int64_t *delta,
		     const char *what)
{
	const fi_state *s = g->st;
	int k = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (!missed[i])
			continue;
		if (bot[i]) {
			ctx_reply(c, "%s %s is played by a bot: %s (R1250.10 V 1, 2)", k++ ? "," : ";", nm(c, g, i),
				  what);
			continue;
		}
		delta[i] -= par(c, "fictionary.default.loss");
		ctx_reply(c, "%s %s did not act in time: %s, and e loses %lld Gamepoint (R1250.10 IV ¶3)",
			  k++ ? "," : ";", nm(c, g, i), what,
			  (long long)par(c, "fictionary.default.loss"));
	}
}

static void announce_round(ctx *c, game *g)
{
	const fi_state *s = g->st;
	char span[32];
	format_span(par(c, "fictionary.step"), span, sizeof span);
	ctx_reply(c, "; round %d: %s (player %d) is the Brainiac and notes an Actual Definition "
		  "privately, then posts the Ing Word, within %s (R1250.10 IV 1)", s->round,
		  nm(c, g, s->brainiac), s->number[s->brainiac], span);
}

static void scores(ctx *c, game *g)
{
	const fi_state *s = g->st;
	ctx_reply(c, "; Gamepoints");
	for (int i = 0, k = 0; i < s->nseats; i++)
		if (!s->out[i])
			ctx_reply(c, "%s %s %lld", k++ ? "," : "", nm(c, g, i),
				  (long long)g->seats[i].gp);
}

/* 5b: the winner's A$1 per Gamepoint and the Trophy, or A$12 to each of
 * those tied for the most. */
static void finish(ctx *c, game *g)
{
	fi_state *s = g->st;
	int64_t top = 0;
	int ntop = 0, who = -1;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i])
			continue;
		if (who < 0 || g->seats[i].gp > top) {
			top = g->seats[i].gp;
			who = i;
			ntop = 1;
		} else if (g->seats[i].gp == top) {
			ntop++;
		}
	}
	s->step = FI_OVER;
	s->tick++;
	s->round = s->last_round; /* no round begins */
	ctx_reply(c, "\n");
	if (ntop == 1) {
		char why[160];
		snprintf(why, sizeof why, "%s has the most Gamepoints, %lld (R1250.10 IV 5b)",
			 nm(c, g, who), (long long)top);
		game_end(c, g, &who, 1, why);
		/* winners[0]: the player, or eir Substitute (R1250.1 VI c). */
		if (top > 0)
			game_pay(c, g, g->winners[0], top * par(c, "fictionary.pay.per_gp"));
		game_trophy(c, g, g->winners[0]);
		return;
	}
	game_end(c, g, NULL, 0, "players are tied with the most Gamepoints: no winner "
		 "(R1250.10 IV 5b)");
	for (int i = 0; i < s->nseats; i++)
		if (!s->out[i] && g->seats[i].gp == top)
			game_pay(c, g, g->seats[i].pid, par(c, "fictionary.pay.tie"));
}

/* The round is over: the Actual Definition is told (ruling), the end
 * test of 5b, the next round (5c). */
static void end_round(ctx *c, game *g, const int64_t *delta)
{
	fi_state *s = g->st;
	move_gp(c, g, delta, 0);
	ctx_reply(c, "; the Actual Definition of \"%s\" was \"%s\" (R1250.10 IV 5a)", s->word,
		  s->actual);
	scores(c, g);
	fi_end_round(s, delta, c->now);
	int64_t gp[FI_MAX_SEATS];
	for (int i = 0; i < s->nseats; i++)
		gp[i] = g->seats[i].gp;
	if (s->step == FI_OVER || fi_over(s, gp, par(c, "fictionary.goal"))) {
		finish(c, g);
		return;
	}
	if (fi_players(s) < 2) {
		s->step = FI_OVER;
		ctx_reply(c, "\n");
		game_end(c, g, NULL, 0, "fewer than two players remain: the game ends with no "
			 "winner (ruling R1250.10 V 2)");
		return;
	}
	announce_round(c, g);
}

/* Step 3 begins: the Brainiac is sent the submissions (IV 2: "via private
 * e-mail"), with whom each is from, and what e may answer. */
static void tell_brainiac(ctx *c, game *g)
{
	const fi_state *s = g->st;
	sbuf t = {0};
	char span[32];
	format_span(par(c, "fictionary.step"), span, sizeof span);
	sbuf_printf(&t, "game %d (Fictionary), round %d: the Ing Word is \"%s\"; your Actual "
		    "Definition is \"%s\". The Bluffers' definitions:", g->id, s->round, s->word,
		    s->actual);
	for (int k = 0; k < s->npriv; k++)
		sbuf_printf(&t, "\n%d. \"%s\" (from %s)", k + 1, s->sub[s->priv[k]],
			    nm(c, g, s->priv[k]));
	sbuf_printf(&t, "\nCompare them with the Actual Definition and the other On-line "
		    "Definitions within %s and answer `play %d judge` with `online K...` for "
		    "those substantially similar to an On-line Definition and `same K K...` for "
		    "each set substantially similar to each other, or nothing if neither. If you "
		    "do not, you lose %lld Gamepoints and nobody else scores this round "
		    "(R1250.10 IV 3, 3e).", span, g->id, (long long)par(c, "fictionary.brainiac.default"));
	mut_tell(c, g->seats[s->brainiac].pid, FROM, t.s);
	sbuf_free(&t);
}

static void post_list(ctx *c, game *g, int64_t *delta)
{
	fi_state *s = g->st;
	if (s->kase == FI_C_A) {
		ctx_reply(c, "; 2 or more Bluffers submitted a definition substantially similar to "
			  "an On-line Definition:");
		for (int i = 0, k = 0; i < s->nseats; i++)
			if (s->online[i])
				ctx_reply(c, "%s %s", k++ ? "," : "", nm(c, g, i));
		ctx_reply(c, " receive %lld Gamepoints each; %s is sneered at for picking an easy "
			  "word, and the round ends (R1250.10 IV 3a)",
			  (long long)par(c, "fictionary.online.many"), nm(c, g, s->brainiac));
		end_round(c, g, delta);
		return;
	}
	if (s->kase == FI_C_B)
		ctx_reply(c, "; %s submitted a definition substantially similar to an On-line "
			  "Definition: e receives %lld Gamepoints, eir definition is removed from "
			  "play and e does not vote (R1250.10 IV 3b)", nm(c, g, s->correct),
			  (long long)par(c, "fictionary.online.one"));
	if (s->dups)
		ctx_reply(c, "; there were duplicate submissions (R1250.10 IV 3d)");
	ctx_reply(c, "; the definitions of \"%s\" (R1250.10 IV 3%c):", s->word,
		  s->dups ? 'd' : 'c');
	for (int k = 0; k < s->nlist; k++) {
		int r = s->list[k];
		ctx_reply(c, " %d. \"%s\"", k + 1, r < 0 ? s->actual : s->sub[r]);
	}
	apply(c, g, delta);
	fi_post_list(s, c->now);
	char span[32];
	format_span(par(c, "fictionary.step"), span, sizeof span);
	ctx_reply(c, "; the Bluffers vote within %s with `play %d vote K` (R1250.10 IV 4)", span,
		  g->id);
}

/* Closes every step that is complete, or whose deadline has passed
 * (only in a clock event: what it says is public). */
static void advance(ctx *c, game *g, int due)
{
	fi_state *s = g->st;
	int bot[FI_MAX_SEATS];
	while (g->status == GS_RUNNING && s->step != FI_OVER) {
		bots(c, g, bot);
		int64_t delta[FI_MAX_SEATS] = {0};
		int missed[FI_MAX_SEATS] = {0};
		int passed = due || c->now >= s->step_began + par(c, "fictionary.step");
		due = 0;
		if (s->step == FI_WORD) {
			if (!passed && !bot[s->brainiac])
				break;
			/* IV 1's default. */
			fi_word_default(s, c->now);
			missed[s->brainiac] = 1;
			ctx_reply(c, "; round %d: the Ing Word is \"%s\" (the default, R1250.10 IV 1)",
				  s->round, s->word);
			penalise(c, g, missed, bot, delta, "the default word is deemed posted");
			apply(c, g, delta);
			continue;
		}
		if (s->step == FI_SUBMIT) {
			if (!passed && !fi_submissions_in(s, bot))
				break;
			fi_close_submissions(s, missed, draw, c, c->now);
			ctx_reply(c, "; round %d: the definitions of \"%s\" are in; %s compares them "
				  "(R1250.10 IV 3)", s->round, s->word, nm(c, g, s->brainiac));
			penalise(c, g, missed, bot, delta, "\"\" is deemed submitted");
			apply(c, g, delta);
			tell_brainiac(c, g);
			continue;
		}
		if (s->step == FI_JUDGE) {
			if (s->judged) {
				/* The judgement's points (3a, 3b) are applied with the list. */
				for (int i = 0; i < s->nseats; i++) {
					if (s->kase == FI_C_A && s->online[i])
						delta[i] = par(c, "fictionary.online.many");
					if (s->kase == FI_C_B && i == s->correct)
						delta[i] = par(c, "fictionary.online.one");
				}
				post_list(c, g, delta);
				continue;
			}
			if (!passed && !bot[s->brainiac])
				break;
			fi_judge_default(s, delta, (int)par(c, "fictionary.brainiac.default"));
			missed[s->brainiac] = 1;
			ctx_reply(c, "; round %d: %s gave no judgement: e loses %lld Gamepoints and "
				  "nobody else scores this round (R1250.10 IV 3e)", s->round,
				  nm(c, g, s->brainiac), (long long)par(c, "fictionary.brainiac.default"));
			penalise(c, g, missed, bot, delta, "the default is deemed performed");
			end_round(c, g, delta);
			continue;
		}
		/* FI_VOTE */
		if (!passed && !fi_votes_in(s, bot))
			break;
		fi_close_votes(s, missed);
		ctx_reply(c, "; round %d: the votes are in", s->round);
		penalise(c, g, missed, bot, delta, "e is deemed to have sheeped");
		ctx_reply(c, ";");
		for (int i = 0, k = 0; i < s->nseats; i++)
			if (s->vote[i])
				ctx_reply(c, "%s %s %d", k++ ? "," : "", nm(c, g, i), s->vote[i]);
		fi_score(s, delta, (int)par(c, "fictionary.vote.points"),
			 (int)par(c, "fictionary.actual.points"),
			 (int)par(c, "fictionary.nobody.points"));
		ctx_reply(c, "; scoring (R1250.10 IV 5a):");
		int any = 0;
		for (int i = 0; i < s->nseats; i++)
			if (delta[i])
				ctx_reply(c, "%s %s %+lld", any++ ? "," : "", nm(c, g, i),
					  (long long)delta[i]);
		if (!any)
			ctx_reply(c, " none");
		end_round(c, g, delta);
	}
	schedule(c, g);
}

/* Outside the clock: the deadline of the step, or now if the step is
 * complete (every move in, or the Brainiac a bot), so that the clock
 * closes it in public. */
static void kick(ctx *c, game *g)
{
	const fi_state *s = g->st;
	int bot[FI_MAX_SEATS];
	if (g->status != GS_RUNNING || s->step == FI_OVER)
		return;
	bots(c, g, bot);
	schedule(c, g);
	if ((s->step == FI_SUBMIT && fi_submissions_in(s, bot)) ||
	    (s->step == FI_VOTE && fi_votes_in(s, bot)) || (s->step == FI_JUDGE && s->judged) ||
	    ((s->step == FI_WORD || s->step == FI_JUDGE) && bot[s->brainiac]))
		game_schedule(c, g, c->now, (int64_t)s->tick);
}

static int fi_start(ctx *c, game *g)
{
	fi_state *s = g->st;
	if (g->nseats > FI_MAX_SEATS)
		return ctx_fail(c, "game %d has %d players; the server plays Fictionary with at most "
				"%d (ruling R1250.10 II)", g->id, g->nseats, FI_MAX_SEATS);
	/* III: "randomly assign each player a different integer ranging from
	 * 1 to N ... including non-active ones." */
	int perm[FI_MAX_SEATS];
	rng_permutation(c->rng, perm, g->nseats);
	fi_init(s, g->nseats, perm, c->now);
	ctx_reply(c, "game %d: the players' numbers are", g->id);
	for (int k = 0; k < g->nseats; k++)
		ctx_reply(c, "%s %d %s", k ? "," : "", k + 1, nm(c, g, perm[k]));
	ctx_reply(c, " (R1250.10 III)");
	announce_round(c, g);
	kick(c, g);
	return 0;
}

static int refuse(ctx *c, int e)
{
	return ctx_fail(c, "%s", fi_error(e));
}

/* The words from argv[1] on, joined with spaces. */
static void joined(int argc, char **argv, char *buf, size_t len)
{
	buf[0] = 0;
	size_t at = 0;
	for (int i = 1; i < argc && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i > 1 ? " " : "", argv[i]);
}

static int act_judge(ctx *c, game *g, int me, int argc, char **argv)
{
	fi_state *s = g->st;
	int online[FI_MAX_SEATS], nonline = 0, mode = 0;
	fi_groups gr;
	memset(&gr, 0, sizeof gr);
	for (int i = 1; i < argc; i++) {
		if (strcaseeq(argv[i], "online")) {
			mode = 1;
			continue;
		}
		if (strcaseeq(argv[i], "same")) {
			if (gr.n >= FI_MAX_SEATS)
				return refuse(c, FI_E_TWICE);
			mode = 2;
			gr.n++;
			continue;
		}
		int64_t v;
		if (!mode || parse_int64(argv[i], &v) || v < 1 || v > FI_MAX_SEATS)
			return ctx_fail(c, "usage: play %d judge [online K...] [same K K...]... "
					"(R1250.10 IV 3)", g->id);
		if (mode == 1) {
			if (nonline >= FI_MAX_SEATS)
				return refuse(c, FI_E_TWICE);
			online[nonline++] = (int)v;
		} else {
			if (gr.size[gr.n - 1] >= FI_MAX_SEATS)
				return refuse(c, FI_E_TWICE);
			gr.num[gr.n - 1][gr.size[gr.n - 1]++] = (int)v;
		}
	}
	int64_t delta[FI_MAX_SEATS] = {0};
	c->hidden = 1; /* its draws shuffle the list (3c, 3d) */
	int e = fi_judge(s, me, online, nonline, &gr, (int)par(c, "fictionary.online.many"),
			 (int)par(c, "fictionary.online.one"), delta, draw, c);
	if (e)
		return refuse(c, e);
	ctx_reply(c, "your judgement of round %d of game %d is in: case 3%c; %s now (R1250.10 IV 3)",
		  s->round, g->id, s->kase, s->kase == FI_C_A ? "the clock announces it" :
		  "the clock posts the list");
	kick(c, g);
	return 0;
}

static int fi_act(ctx *c, game *g, int me, int argc, char **argv)
{
	fi_state *s = g->st;
	const char *verb = argv[0];
	char text[FI_MAX_DEF * 2 + 64];
	int e;
	if (me < 0)
		return ctx_fail(c, "Fictionary has no referee (R1250.10 II)");
	if (strcaseeq(verb, "define") && argc >= 2) {
		c->hidden = 1; /* IV 1: "privately note the definition" */
		joined(argc, argv, text, sizeof text);
		if ((e = fi_define(s, me, text)))
			return refuse(c, e);
		ctx_reply(c, "your Actual Definition for round %d of game %d is noted privately: "
			  "\"%s\" (R1250.10 IV 1)", s->round, g->id, s->actual);
		return 0;
	}
	if (strcaseeq(verb, "word") && argc == 2) {
		size_t mark = c->out.len;
		if ((e = fi_word(s, me, argv[1], c->now)))
			return refuse(c, e);
		char span[32];
		format_span(par(c, "fictionary.step"), span, sizeof span);
		ctx_reply(c, "%s posts the Ing Word of round %d of game %d: \"%s\"; the Bluffers "
			  "send a definition privately within %s with `play %d submit TEXT` "
			  "(R1250.10 IV 1, 2)", c->actor->name, s->round, g->id, s->word, span, g->id);
		game_announce_reply(c, mark);
		kick(c, g);
		return 0;
	}
	if (strcaseeq(verb, "submit") && argc >= 1) {
		c->hidden = 1; /* IV 2: "via private e-mail" */
		joined(argc, argv, text, sizeof text);
		int again = s->step == FI_SUBMIT && me >= 0 && me < s->nseats && s->submitted[me];
		if ((e = fi_submit(s, me, text)))
			return refuse(c, e);
		ctx_reply(c, "your definition of \"%s\" is sent to the Brainiac privately%s: \"%s\" "
			  "(R1250.10 IV 2)", s->word, again ? " (replacing your earlier one)" : "",
			  s->sub[me]);
		kick(c, g); /* all in: the clock says so */
		return 0;
	}
	if (strcaseeq(verb, "judge"))
		return act_judge(c, g, me, argc, argv);
	if (strcaseeq(verb, "vote") && argc == 2) {
		int64_t v;
		if (parse_int64(argv[1], &v) || v < 1 || v > FI_MAX_SEATS + 1)
			return refuse(c, s->step == FI_VOTE ? FI_E_BAD_ENTRY : FI_E_STEP);
		if ((e = fi_vote(s, me, (int)v)))
			return refuse(c, e);
		size_t mark = c->out.len;
		int r = s->list[v - 1];
		ctx_reply(c, "%s votes for definition %lld of \"%s\": \"%s\"%s (R1250.10 IV 4)",
			  c->actor->name, (long long)v, s->word, r < 0 ? s->actual : s->sub[r],
			  fi_own_entry(s, me) == v ? " (sheeping)" : "");
		game_announce_reply(c, mark); /* 4: "publically post their vote" */
		kick(c, g); /* all in: scored by the clock */
		return 0;
	}
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

static int fi_tick(ctx *c, game *g, int64_t aux)
{
	fi_state *s = g->st;
	if ((int32_t)aux != s->tick || s->step == FI_OVER)
		return 0;
	ctx_reply(c, "game %d", g->id);
	advance(c, g, c->now >= s->step_began + par(c, "fictionary.step"));
	return 0;
}

static int fi_depart(ctx *c, game *g, int who)
{
	fi_state *s = g->st;
	int again = fi_leave(s, who, c->now);
	if (fi_players(s) < 2) {
		s->step = FI_OVER;
		ctx_reply(c, "; ");
		game_end(c, g, NULL, 0, "fewer than two players remain: the game ends with no "
			 "winner (ruling R1250.10 V 2)");
		return 0;
	}
	if (again)
		announce_round(c, g);
	else if (s->gone[who] && !s->out[who])
		ctx_reply(c, "; a bot plays in eir place until the round ends (R1250.10 V 2)");
	kick(c, g);
	return 0;
}

static int fi_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const fi_state *s = g->st;
	switch (s->step) {
	case FI_WORD: return who == s->brainiac;
	case FI_SUBMIT: return fi_is_bluffer(s, who) && !s->submitted[who];
	case FI_JUDGE: return who == s->brainiac && !s->judged;
	case FI_VOTE: return fi_may_vote(s, who) && !s->vote[who];
	}
	return 0;
}

static const char *step_word(int step)
{
	switch (step) {
	case FI_WORD: return "1 word";
	case FI_SUBMIT: return "2 submissions";
	case FI_JUDGE: return "3 comparison";
	case FI_VOTE: return "4 voting";
	}
	return "over";
}

/* What each may see: the word once posted, the list without names once
 * posted, the votes (public, 4), Gamepoints; a submission to its Bluffer
 * and the Brainiac; the Actual Definition to the Brainiac until the round
 * ends; the Brainiac's numbering to em. The admin (all) sees everything. */
static json_t *fi_view(const nomic *n, const game *g, const gviewer *v)
{
	const fi_state *s = g->st;
	json_t *o = json_object();
	int brainiac = s->step != FI_OVER && (v->all || v->seat == s->brainiac);
	json_object_set_new(o, "round", json_integer(s->round));
	json_object_set_new(o, "step", json_string(step_word(s->step)));
	if (s->step != FI_OVER)
		json_object_set_new(o, "brainiac", json_string(holder_name(n, g->seats[s->brainiac].pid)));
	if (s->step >= FI_SUBMIT)
		json_object_set_new(o, "word", json_string(s->word));
	if (brainiac && s->defined)
		json_object_set_new(o, "actual definition", json_string(s->actual));
	json_t *seats = json_array();
	for (int i = 0; i < s->nseats; i++) {
		json_t *p = json_pack("{s:s, s:i, s:I, s:i}", "player",
				      holder_name(n, g->seats[i].pid), "number", s->number[i],
				      "gamepoints", (json_int_t)g->seats[i].gp, "brainiac times",
				      s->times[i]);
		if (s->out[i])
			json_object_set_new(p, "removed", json_true());
		if (s->step == FI_SUBMIT && fi_is_bluffer(s, i))
			json_object_set_new(p, "submitted", json_boolean(s->submitted[i]));
		if (s->step >= FI_SUBMIT && s->submitted[i] && (brainiac || v->seat == i))
			json_object_set_new(p, "definition", json_string(s->sub[i]));
		if (s->step == FI_VOTE && s->vote[i])
			json_object_set_new(p, "vote", json_integer(s->vote[i]));
		json_array_append_new(seats, p);
	}
	json_object_set_new(o, "seats", seats);
	if (s->step == FI_JUDGE && brainiac) {
		json_t *pl = json_array();
		for (int k = 0; k < s->npriv; k++)
			json_array_append_new(pl, json_pack("{s:i, s:s, s:s}", "number", k + 1, "from",
				holder_name(n, g->seats[s->priv[k]].pid), "definition",
				s->sub[s->priv[k]]));
		json_object_set_new(o, "submissions", pl);
	}
	if (s->step == FI_VOTE) {
		json_t *l = json_array();
		for (int k = 0; k < s->nlist; k++) {
			int r = s->list[k];
			json_array_append_new(l, json_string(r < 0 ? s->actual : s->sub[r]));
		}
		json_object_set_new(o, "list", l);
	}
	if (s->last_round) {
		json_t *d = json_object();
		for (int i = 0; i < s->nseats; i++)
			if (s->last_delta[i])
				json_object_set_new(d, holder_name(n, g->seats[i].pid),
						    json_integer(s->last_delta[i]));
		char k[2] = {(char)s->last_case, 0};
		json_object_set_new(o, "last round", json_pack("{s:i, s:s, s:s, s:s, s:o}", "round",
			s->last_round, "word", s->last_word, "actual definition", s->last_actual,
			"case", k, "gamepoints", d));
	}
	return o;
}

const game_class fictionary_class = {
	.name = "fictionary",
	.title = "Fictionary",
	.rule = "R1250.10",
	.min_players = 5,
	.max_players = FI_MAX_SEATS, /* II: the active players; the server's limit */
	.referees = 0,
	.in_games_grid = 0,
	.trophy = "Jade Grapefruit", /* 5b: a standard Trophy (R1250.2) */
	.state_size = sizeof(fi_state),
	.verbs = "define TEXT | word WORD | submit TEXT | judge [online K...] [same K K...]... | "
		 "vote K",
	.start = fi_start,
	.act = fi_act,
	.tick = fi_tick,
	.depart = fi_depart,
	.view = fi_view,
	.awaits = fi_awaits,
};
