/* wordunassoc_game.c: Word Un-association (Ackanomic R1250.19/5) as a game
 * class on the games framework (games.h). The server numbers the players
 * at random (III), keeps the Linker's rotation, the three deadlines of IV
 * and their defaults, collects the Confused's link words in hidden events,
 * counts the Gamepoints and runs the end test (IV ¶5). The referee, a
 * person, picks the first original word (checked in the Official
 * Dictionary, games/equip) and judges whether link words link (IV ¶5:
 * "the referee's decision is final"): the server tells em privately
 * (mut_tell) what to judge and by when, and accepts what e has not judged
 * when the time passes (docs/RULINGS.md). The rules of play are the pure
 * core's (wordunassoc.c); the numbers are parameters (wordunassoc_module.c). */
#include "core/inbox.h"
#include "core/params.h"
#include "games/equip/equip.h"
#include "games/framework/games.h"
#include "games/wordunassoc/wordunassoc.h"

#include <stdio.h>
#include <string.h>

_Static_assert(WU_MAX_SEATS == GAME_MAX_SEATS, "the core numbers every seat the framework has");

#define RULE "R1250.19"

static const char *nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

static wu_params params(const nomic *n)
{
	wu_params p = {
		.fail_gp = param_int(n, "wordunassoc.fail_gp"),
		.nolink_gp = param_int(n, "wordunassoc.nolink_gp"),
		.link_gp = param_int(n, "wordunassoc.link_gp"),
		.unique_gp = param_int(n, "wordunassoc.unique_gp"),
		.target_per_player = param_int(n, "wordunassoc.target_per_player"),
		.target_max = param_int(n, "wordunassoc.target_max"),
	};
	return p;
}

static void when(const ctx *c, gtime t, char *buf, size_t n)
{
	char span[32];
	format_span(t - c->now, span, sizeof span);
	snprintf(buf, n, "within %s", span);
}

static gtime due_of(const ctx *c, const game *g)
{
	const wu_state *s = g->st;
	const nomic *n = c->n;
	switch (s->phase) {
	case WU_UH: return (gtime)(s->began + param_int(n, "wordunassoc.uh"));
	case WU_LINKS:
		return wu_links_in(s) ? c->now : (gtime)(s->uh_at + param_int(n, "wordunassoc.links"));
	case WU_JUDGE:
		return wu_unjudged(s) ? (gtime)(s->step_at + param_int(n, "wordunassoc.judge")) : c->now;
	case WU_LINKER: return (gtime)(s->uh_at + param_int(n, "wordunassoc.linker"));
	case WU_LJUDGE: return (gtime)(s->step_at + param_int(n, "wordunassoc.judge"));
	}
	return 0;
}

static void tell(ctx *c, const game *g, int pid, const char *text)
{
	char from[48];
	snprintf(from, sizeof from, "game %d (%s)", g->id, RULE);
	mut_tell(c, pid, from, text);
}

/* What the new step of the round asks, and of whom (issue 20 item 6). */
static void announce_step(ctx *c, game *g)
{
	wu_state *s = g->st;
	char w[48];
	gtime due = due_of(c, g);
	if (due < c->now)
		due = c->now;
	when(c, due, w, sizeof w);
	sbuf t = {0};
	switch (s->phase) {
	case WU_PICK:
		ctx_reply(c, "; the referee picks the original word from the Official Dictionary "
			  "(%s IV)", RULE);
		if (g->referee) {
			sbuf_printf(&t, "game %d (Word Un-association): pick the original word from "
				    "the Official Dictionary, fairly common but not too simple: "
				    "`play %d word WORD` (%s IV)", g->id, g->id, RULE);
			tell(c, g, g->referee, t.s);
		}
		break;
	case WU_UH:
		ctx_reply(c, "; round %d: %s (player %d) is the Linker; the original word is "
			  "\"%s\"; e posts an uh? word %s (%s IV)", s->round, nm(c, g, s->linker),
			  s->number[s->linker], s->original, w, RULE);
		break;
	case WU_LINKS:
		ctx_reply(c, "; the Confused send the referee a link word between \"%s\" and "
			  "\"%s\" %s (%s IV)", s->original, s->uh, w, RULE);
		break;
	case WU_JUDGE: {
		/* The distinct link words in an order drawn with the rng, never
		 * by sender: the referee judges words (docs/RULINGS.md). */
		int idx[WU_MAX_SEATS], k = 0;
		for (int i = 0; i < s->nseats; i++) {
			if (s->out[i] || !s->link[i][0])
				continue;
			int dup = 0;
			for (int j = 0; j < k; j++)
				dup |= !strcmp(s->link[idx[j]], s->link[i]);
			if (!dup)
				idx[k++] = i;
		}
		for (int i = k - 1; i > 0; i--) {
			int j = (int)rng_below(c->rng, (uint64_t)i + 1), x = idx[i];
			idx[i] = idx[j];
			idx[j] = x;
		}
		ctx_reply(c, "; the link words are in: the referee judges them %s (%s IV)", w, RULE);
		sbuf_printf(&t, "game %d round %d (Word Un-association): the original word is \"%s\", "
			    "the uh? word \"%s\". Does each of these link the two? ", g->id, s->round,
			    s->original, s->uh);
		for (int j = 0; j < k; j++)
			sbuf_printf(&t, "%s\"%s\"", j ? ", " : "", s->link[idx[j]]);
		sbuf_printf(&t, ". Answer `play %d accept WORD...` and `play %d reject WORD...` "
			    "(`accept` alone: all the rest) %s; a word you have not judged by then is "
			    "accepted (%s IV; docs/RULINGS.md)", g->id, g->id, w, RULE);
		if (g->referee)
			tell(c, g, g->referee, t.s);
		break;
	}
	case WU_LINKER:
		ctx_reply(c, "; no Confused found an acceptable link: %s may announce the link e was "
			  "thinking of %s, or loses %lld Gamepoints (%s IV)", nm(c, g, s->linker), w,
			  (long long)param_int(c->n, "wordunassoc.nolink_gp"), RULE);
		sbuf_printf(&t, "game %d round %d (Word Un-association): no Confused found an "
			    "acceptable link between \"%s\" and \"%s\". Announce yours with `play %d "
			    "link WORD` %s, or lose %lld Gamepoints (%s IV)", g->id, s->round,
			    s->original, s->uh, g->id, w,
			    (long long)param_int(c->n, "wordunassoc.nolink_gp"), RULE);
		tell(c, g, g->seats[s->linker].pid, t.s);
		break;
	case WU_LJUDGE:
		ctx_reply(c, "; no Confused found an acceptable link: %s's link is \"%s\"; the "
			  "referee judges it %s (%s IV)", nm(c, g, s->linker), s->llink, w, RULE);
		sbuf_printf(&t, "game %d round %d (Word Un-association): does the Linker's \"%s\" "
			    "link \"%s\" and \"%s\"? Answer `play %d accept` or `play %d reject` %s; "
			    "if you have not answered by then, it is accepted (%s IV; "
			    "docs/RULINGS.md)", g->id, s->round, s->llink, s->original, s->uh, g->id,
			    g->id, w, RULE);
		if (g->referee)
			tell(c, g, g->referee, t.s);
		break;
	}
	sbuf_free(&t);
}

static const char *outcome_text(int o)
{
	switch (o) {
	case WU_O_LINKS: return "Confused found links";
	case WU_O_LINKER: return "the Linker's link was accepted";
	case WU_O_LINKER_FAIL: return "the Linker had no acceptable link";
	case WU_O_NO_UH: return "no uh? word was posted";
	case WU_O_DISALLOWED: return "the uh? word was disallowed";
	case WU_O_LINKER_LEFT: return "the Linker left the game";
	}
	return "?";
}

static const char *verdict_word(int v)
{
	switch (v) {
	case WU_V_YES: return "accepted";
	case WU_V_NO: return "rejected";
	case WU_V_DEFAULT: return "accepted by default";
	}
	return "not judged";
}

/* The results of the round just ended (IV ¶3: "the referee announces the
 * results"): every Confused's link word, its verdict and the points. */
static void announce_results(ctx *c, game *g)
{
	const wu_state *s = g->st;
	const wu_round *h = wu_hist(s, 0);
	ctx_reply(c, "game %d round %d results: %s (%s IV)", g->id, h->round,
		  outcome_text(h->outcome), RULE);
	{ /* the link words judged this round (none when discarded) */
		for (int k = 1; k <= s->nseats; k++)
			for (int i = 0; i < s->nseats; i++)
				if (s->number[i] == k && s->last_link[i][0])
					ctx_reply(c, "; %s: \"%s\" %s", nm(c, g, i), s->last_link[i],
						  verdict_word(s->last_verdict[i]));
	}
	if (h->outcome == WU_O_LINKER || h->outcome == WU_O_LINKER_FAIL) {
		if (h->llink[0])
			ctx_reply(c, "; the Linker's \"%s\" was %s", h->llink,
				  h->outcome == WU_O_LINKER ? "accepted" : "rejected");
	}
	int any = 0;
	for (int i = 0; i < s->nseats; i++)
		if (s->last_gain[i]) {
			ctx_reply(c, "%s %s %+lld", any ? "," : "; Gamepoints:", nm(c, g, i),
				  (long long)s->last_gain[i]);
			any = 1;
		}
	ctx_reply(c, "; totals:");
	for (int k = 1, first = 1; k <= s->nseats; k++)
		for (int i = 0; i < s->nseats; i++)
			if (s->number[i] == k && !s->out[i]) {
				ctx_reply(c, "%s %s %lld", first ? "" : ",", nm(c, g, i),
					  (long long)s->gp[i]);
				first = 0;
			}
}

static void finish(ctx *c, game *g)
{
	wu_state *s = g->st;
	if (g->status != GS_RUNNING)
		return;
	ctx_reply(c, "; ");
	if (s->winner < 0) {
		game_end(c, g, NULL, 0, "fewer than two players remain, so nobody wins (ruling, "
			 "R1250.19 IV)");
		return;
	}
	int w = s->winner;
	char why[160];
	snprintf(why, sizeof why, "%s wins with %lld Gamepoints, the most, every player having "
		 "been the Linker %d times (R1250.19 IV)", nm(c, g, w), (long long)s->gp[w],
		 s->linked[w]);
	game_end(c, g, &w, 1, why);
	game_trophy(c, g, g->seats[w].pid); /* V; R1250.2: 3 or more began */
}

/* The framework follows the core: Gamepoints, departures, the deadline. */
static void sync(ctx *c, game *g)
{
	wu_state *s = g->st;
	for (int i = 0; i < s->nseats && i < g->nseats; i++) {
		if (s->gp[i] != g->seats[i].gp)
			game_gp(c, g, i, s->gp[i] - g->seats[i].gp);
		if (s->out[i])
			g->seats[i].flags |= SEAT_LEFT;
	}
	if (s->phase == WU_OVER) {
		finish(c, g);
		return;
	}
	if (s->phase == WU_PICK) {
		game_unschedule(c, g); /* ruling: the rule gives the referee no time */
		return;
	}
	gtime due = due_of(c, g);
	if (due < c->now)
		due = c->now;
	game_schedule(c, g, due, (int64_t)(int32_t)s->tick);
}

/* After the core moved: the results of a round it ended, the new step. */
static void after(ctx *c, game *g, int round, int phase)
{
	wu_state *s = g->st;
	if (s->last_round == round && s->nhist && wu_hist(s, 0)->round == round &&
	    (s->round != round || s->phase == WU_OVER)) {
		ctx_reply(c, "\n");
		announce_results(c, g);
	}
	if (s->phase != WU_OVER && (s->phase != phase || s->round != round))
		announce_step(c, g);
	sync(c, g);
}

static int wu_start(ctx *c, game *g)
{
	wu_state *s = g->st;
	/* III: "the player announcing the start of the Game shall randomly
	 * assign each player a different integer ranging from 1 to N". */
	int perm[WU_MAX_SEATS];
	rng_permutation(c->rng, perm, g->nseats);
	wu_init(s, g->nseats, perm, c->now);
	ctx_reply(c, "game %d: the players' numbers are", g->id);
	for (int k = 0; k < g->nseats; k++)
		ctx_reply(c, "%s %d %s", k ? "," : "", k + 1, nm(c, g, perm[k]));
	ctx_reply(c, " (%s III); %s is the Linker of round 1 (%s IV)", RULE, nm(c, g, perm[0]),
		  RULE);
	announce_step(c, g);
	sync(c, g);
	return 0;
}

static const char *phase_word(int ph);

/* One clear error; a move in the wrong step says what the round awaits. */
static int refuse_in(ctx *c, const game *g, int err)
{
	if (err == WU_E_PHASE)
		return ctx_fail(c, "the round is not at that step: now %s (%s)",
				phase_word(((const wu_state *)g->st)->phase), "R1250.19 IV");
	return ctx_fail(c, "%s", wu_error(err));
}

/* The referee's moves: the original word, the verdicts, a disallowed uh?. */
static int referee_act(ctx *c, game *g, int argc, char **argv)
{
	wu_state *s = g->st;
	wu_params p = params(c->n);
	const char *verb = argv[0];
	int round = s->round, phase = s->phase, e;
	size_t mark = c->out.len;
	if (strcaseeq(verb, "word") && argc == 2) {
		char w[WU_MAX_WORD + 1];
		if ((e = wu_word(argv[1], w)))
			return refuse_in(c, g, e);
		if (s->phase != WU_PICK)
			return refuse_in(c, g, s->phase == WU_OVER ? WU_E_OVER : WU_E_PHASE);
		int in = od_word(c, w);
		if (in < 0)
			return -1;
		if (!in)
			return ctx_fail(c, "%s is not in the Official Dictionary: the referee picks "
					"the original word from it (%s IV)", w, RULE);
		wu_pick(s, w, c->now);
		ctx_reply(c, "the referee picks the original word of game %d: \"%s\" (%s IV)",
			  g->id, s->original, RULE);
	} else if ((strcaseeq(verb, "accept") || strcaseeq(verb, "reject")) &&
		   s->phase == WU_LJUDGE) {
		if (argc != 1)
			return ctx_fail(c, "usage: play %d %s (the Linker's link, %s IV)", g->id, verb,
					RULE);
		int yes = strcaseeq(verb, "accept");
		char ll[WU_MAX_WORD + 1];
		memcpy(ll, s->llink, sizeof ll);
		gtime dl = (gtime)(s->uh_at + param_int(c->n, "wordunassoc.linker"));
		wu_judge_linker(s, &p, yes, c->now, dl);
		ctx_reply(c, "the referee %s %s's link \"%s\" (%s IV)", yes ? "accepts" : "rejects",
			  nm(c, g, s->phase == WU_LINKER ? s->linker : wu_hist(s, 0)->linker), ll,
			  RULE);
		if (s->phase == WU_LINKER)
			ctx_reply(c, "; e may announce another until 6 days after the uh? word");
	} else if (strcaseeq(verb, "accept") || strcaseeq(verb, "reject")) {
		int yes = strcaseeq(verb, "accept");
		if (!yes && argc < 2)
			return ctx_fail(c, "usage: play %d reject WORD... (%s IV)", g->id, RULE);
		/* The verdicts stay between the referee and the server until the
		 * results (the words are the Confused's secrets till then). */
		c->hidden = 1;
		if (s->phase != WU_JUDGE)
			return refuse_in(c, g, s->phase == WU_OVER ? WU_E_OVER : WU_E_PHASE);
		for (int i = 1; i < argc; i++)
			if ((e = wu_judge(s, argv[i], yes)))
				return e == WU_E_NO_SUCH_LINK ?
					ctx_fail(c, "nobody sent the link word \"%s\" this round (%s IV)",
						 argv[i], RULE) :
					refuse_in(c, g, e);
		if (argc == 1 && (e = wu_judge(s, NULL, 1)))
			return refuse_in(c, g, e);
		ctx_reply(c, "game %d: %s; %d link word(s) still to judge (%s IV)", g->id,
			  yes ? "accepted" : "rejected", wu_unjudged(s), RULE);
		sync(c, g);
		return 0;
	} else if (strcaseeq(verb, "disallow") && argc == 1) {
		char uh[WU_MAX_WORD + 1];
		memcpy(uh, s->uh, sizeof uh);
		int linker = s->linker;
		if ((e = wu_disallow(s, &p, c->now)))
			return refuse_in(c, g, e);
		ctx_reply(c, "the referee rules that \"%s\" is itself linked to the original word: "
			  "%s posted no uh? word and loses %lld Gamepoints; the link words sent are "
			  "discarded (%s IV; ruling)", uh, nm(c, g, linker), (long long)p.fail_gp, RULE);
	} else {
		return ctx_fail(c, "usage: play %d word WORD | accept [WORD...] | reject WORD... | "
				"disallow (the referee, %s IV)", g->id, RULE);
	}
	after(c, g, round, phase);
	game_announce_reply(c, mark);
	return 0;
}

static int wu_act(ctx *c, game *g, int me, int argc, char **argv)
{
	wu_state *s = g->st;
	if (me < 0)
		return referee_act(c, g, argc, argv);
	const char *verb = argv[0];
	int round = s->round, phase = s->phase, e;
	size_t mark = c->out.len;
	if (strcaseeq(verb, "uh") && argc == 2) {
		if ((e = wu_post_uh(s, me, argv[1], c->now)))
			return refuse_in(c, g, e);
		ctx_reply(c, "%s posts the uh? word \"%s\" for \"%s\" (%s IV)", c->actor->name, s->uh,
			  s->original, RULE);
	} else if (strcaseeq(verb, "link") && argc == 2) {
		if (me == s->linker && s->phase == WU_LINKER) {
			if ((e = wu_linker_link(s, me, argv[1], c->now)))
				return refuse_in(c, g, e);
			ctx_reply(c, "%s announces eir link: \"%s\" (%s IV)", c->actor->name, s->llink,
				  RULE);
		} else {
			/* IV ¶4: "post it to the referee": a hidden event. */
			c->hidden = 1;
			if (me == s->linker) {
				if ((e = wu_seal_link(s, me, argv[1])))
					return refuse_in(c, g, e);
				ctx_reply(c, "game %d: your link \"%s\" is sealed with the server; it is "
					  "announced only if no Confused finds a link (%s IV)", g->id,
					  s->llink, RULE);
			} else {
				int again = s->link[me][0] != 0;
				if ((e = wu_send_link(s, me, argv[1])))
					return refuse_in(c, g, e);
				ctx_reply(c, "game %d: your link word \"%s\" is with the referee%s (%s IV)",
					  g->id, s->link[me], again ? " (replacing your earlier one)" : "",
					  RULE);
			}
			sync(c, g);
			return 0;
		}
	} else {
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	}
	after(c, g, round, phase);
	game_announce_reply(c, mark);
	return 0;
}

static int wu_tick(ctx *c, game *g, int64_t aux)
{
	wu_state *s = g->st;
	if ((int32_t)aux != (int32_t)s->tick || s->phase == WU_OVER || s->phase == WU_PICK)
		return 0;
	wu_params p = params(c->n);
	int round = s->round, phase = s->phase;
	switch (s->phase) {
	case WU_UH: {
		const player *pl = player_by_id(c->n, g->seats[s->linker].pid);
		int vac = pl && pl->state == PS_VACATIONING;
		ctx_reply(c, "game %d: %s posted no uh? word within the time; the round ends%s (%s IV)",
			  g->id, nm(c, g, s->linker),
			  vac ? ", and e is on Vacation, so e loses nothing" : "", RULE);
		wu_uh_timeout(s, &p, vac, c->now);
		break;
	}
	case WU_LINKS:
		ctx_reply(c, "game %d: the Confused's time is over%s (%s IV)", g->id,
			  wu_links_in(s) ? " (every link word is in)" :
			  "; those who sent no link word failed to find one", RULE);
		wu_close_links(s, &p, c->now);
		break;
	case WU_JUDGE:
		if (wu_unjudged(s))
			ctx_reply(c, "game %d: the referee did not judge %d link word(s) in time: "
				  "they are accepted (ruling, %s IV)", g->id, wu_unjudged(s), RULE);
		else
			ctx_reply(c, "game %d: the referee has judged the link words (%s IV)", g->id,
				  RULE);
		wu_close_judging(s, &p, c->now);
		break;
	case WU_LINKER:
		ctx_reply(c, "game %d: %s announced no acceptable link within 6 days of eir uh? word "
			  "(%s IV)", g->id, nm(c, g, s->linker), RULE);
		wu_linker_timeout(s, &p, c->now);
		break;
	case WU_LJUDGE:
		ctx_reply(c, "game %d: the referee did not judge %s's link \"%s\" in time: it is "
			  "accepted (ruling, %s IV)", g->id, nm(c, g, s->linker), s->llink, RULE);
		wu_judge_linker(s, &p, 2, c->now, 0);
		break;
	}
	after(c, g, round, phase);
	return 0;
}

static int wu_depart(ctx *c, game *g, int who)
{
	wu_state *s = g->st;
	wu_params p = params(c->n);
	int round = s->round, phase = s->phase, linker = s->linker == who;
	wu_remove(s, &p, who, c->now);
	if (linker && s->phase != WU_OVER && phase != WU_PICK)
		ctx_reply(c, "; e was the Linker: the round ends without scores (ruling, %s IV)", RULE);
	after(c, g, round, phase);
	return 0;
}

static int wu_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const wu_state *s = g->st;
	if (s->out[who])
		return 0;
	if (s->phase == WU_UH || s->phase == WU_LINKER)
		return who == s->linker;
	return s->phase == WU_LINKS && who != s->linker && !s->link[who][0];
}

static const char *phase_word(int ph)
{
	switch (ph) {
	case WU_PICK: return "the referee picks the original word";
	case WU_UH: return "the Linker posts an uh? word";
	case WU_LINKS: return "the Confused send link words";
	case WU_JUDGE: return "the referee judges the link words";
	case WU_LINKER: return "the Linker announces eir link";
	case WU_LJUDGE: return "the referee judges the Linker's link";
	case WU_OVER: return "over";
	}
	return "?";
}

/* The players, their numbers and Gamepoints, the round and its step; a
 * link word only to its sender and the referee until the results. */
static json_t *wu_view(const nomic *n, const game *g, const gviewer *v)
{
	const wu_state *s = g->st;
	json_t *o = json_object();
	json_t *pl = json_array();
	int in = 0;
	for (int k = 1; k <= s->nseats; k++)
		for (int i = 0; i < s->nseats; i++) {
			if (s->number[i] != k)
				continue;
			json_t *x = json_pack("{s:i, s:s, s:b, s:I, s:i}", "number", k, "player",
					      holder_name(n, g->seats[i].pid), "in", !s->out[i],
					      "gamepoints", (json_int_t)s->gp[i], "times linker",
					      s->linked[i]);
			if (s->phase == WU_LINKS && i != s->linker && !s->out[i])
				in += s->link[i][0] != 0;
			if ((v->all || v->seat == i) && s->link[i][0] && s->phase != WU_OVER)
				json_object_set_new(x, "link word", json_string(s->link[i]));
			if (v->all && s->verdict[i])
				json_object_set_new(x, "verdict", json_string(verdict_word(s->verdict[i])));
			json_array_append_new(pl, x);
		}
	json_object_set_new(o, "players", pl);
	json_object_set_new(o, "round", json_integer(s->round));
	json_object_set_new(o, "step", json_string(phase_word(s->phase)));
	if (s->phase != WU_OVER)
		json_object_set_new(o, "linker", json_string(holder_name(n, g->seats[s->linker].pid)));
	json_object_set_new(o, "original word", json_string(s->original));
	json_object_set_new(o, "uh? word", json_string(s->uh));
	if (s->phase == WU_LINKS)
		json_object_set_new(o, "link words in", json_integer(in));
	if (s->llink[0] && (s->phase == WU_LJUDGE || v->all ||
			    (v->seat == s->linker && s->phase != WU_OVER)))
		json_object_set_new(o, "linker's link", json_string(s->llink));
	json_object_set_new(o, "target", json_integer(wu_target(s, &(wu_params){
		.target_per_player = param_int(n, "wordunassoc.target_per_player"),
		.target_max = param_int(n, "wordunassoc.target_max")})));
	if (s->last_round) {
		json_t *last = json_array();
		for (int i = 0; i < s->nseats; i++)
			if (s->last_link[i][0])
				json_array_append_new(last, json_pack("{s:s, s:s, s:s, s:I}", "player",
					holder_name(n, g->seats[i].pid), "link word", s->last_link[i],
					"verdict", verdict_word(s->last_verdict[i]), "gained",
					(json_int_t)s->last_gain[i]));
		json_object_set_new(o, "last round's links", last);
	}
	json_t *h = json_array();
	for (int i = 0; wu_hist(s, i); i++) {
		const wu_round *r = wu_hist(s, i);
		json_t *x = json_pack("{s:i, s:s, s:s, s:s, s:s, s:i}", "round", r->round, "linker",
				      holder_name(n, g->seats[r->linker].pid), "original", r->original,
				      "uh? word", r->uh, "outcome", outcome_text(r->outcome), "found",
				      r->found);
		if (r->llink[0])
			json_object_set_new(x, "linker's link", json_string(r->llink));
		json_array_append_new(h, x);
	}
	json_object_set_new(o, "rounds", h);
	return o;
}

const game_class wordunassoc_class = {
	.name = "wordunassoc",
	.title = "Word Un-association",
	.rule = RULE,
	.min_players = 2,
	.max_players = 0, /* II: the active players when it is initiated, less 1 */
	.referees = 1,
	.trophy = "Jade Grapefruit", /* V: a standard Trophy (R1250.2) */
	.state_size = sizeof(wu_state),
	.verbs = "uh WORD | link WORD (players); word WORD | accept [WORD...] | reject WORD... | "
		 "disallow (the referee)",
	.start = wu_start,
	.act = wu_act,
	.tick = wu_tick,
	.depart = wu_depart,
	.view = wu_view,
	.awaits = wu_awaits,
};
