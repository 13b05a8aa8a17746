/* fffm_game.c: Frog, Frog, Frog, Mouse (Ackanomic Rule 1250.25/0) as a
 * game class on the games framework (games.h), over the pure core fffm.c.
 * This file owns what needs the engine: the random list of Mad Scientists
 * (4), the MS's secret machines (sealed with a BLAKE2b commitment shown to
 * everyone when the round is posted, their text and salt when the round
 * ends) and target (6 I), the random zoos (drawn in the clock's public
 * event that posts them), the players' secret moves (hidden events, shown
 * when the turn ends, 6 II, III), the deadlines (6 II: 3 days a turn; 6 V:
 * 3 days to post a round, then any player may point it out), vacant seats
 * (5), the Gamepoints (6 IV) and the end (8, 10).
 *
 * The server applies the machines exactly as the MS wrote them, in the
 * rewrite language of fffm.h, and posts each turn's results for the MS
 * (docs/RULINGS.md). Who sees what: the machines' text, the MS alone until
 * the round ends; a move, its mover and the MS until the turn ends; the
 * target and the zoos, everyone once posted. */
#include "core/inbox.h"
#include "core/params.h"
#include "games/fffm/fffm.h"
#include "games/framework/games.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

_Static_assert(FF_MAX_SEATS <= GAME_MAX_SEATS, "the framework seats every player");

typedef struct fg_state {
	ff_state ff;
	int32_t nact;     /* the deadline's aux */
	uint8_t ready;    /* the round's information is in: the clock posts it */
	/* 5: the seat's move in the turn in play was made by the player whose
	 * vacant seat its occupant filled: hidden from em like any other's. */
	uint8_t inherited[FF_MAX_SEATS];
} fg_state;

static const char *nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

static uint64_t below(void *arg, uint64_t n)
{
	return rng_below(((ctx *)arg)->rng, n);
}

static void hex(const uint8_t *b, size_t n, char *out)
{
	sodium_bin2hex(out, 2 * n + 1, b, n);
}

static void nl(ctx *c)
{
	if (c->out.len && c->out.s[c->out.len - 1] != '\n')
		ctx_reply(c, "\n");
}

static void tell(ctx *c, game *g, int who, const char *text)
{
	char from[48];
	snprintf(from, sizeof from, "game %d", g->id);
	mut_tell(c, g->seats[who].sub ? g->seats[who].sub : g->seats[who].pid, from, text);
}

static void sync_gp(ctx *c, game *g)
{
	const ff_state *s = &((fg_state *)g->st)->ff;
	for (int i = 0; i < s->nseats; i++)
		if (s->gp[i] != g->seats[i].gp)
			game_gp(c, g, i, s->gp[i] - g->seats[i].gp);
}

static void ask_ms(ctx *c, game *g)
{
	const ff_state *s = &((fg_state *)g->st)->ff;
	char span[32], t[600];
	format_span(param_int(c->n, "fffm.setup"), span, sizeof span);
	snprintf(t, sizeof t, "game %d (Frog, Frog, Frog, Mouse): you are the Mad Scientist of round "
		 "%d. Within %s, choose the machines with `play %d machine A RULES` and `play %d "
		 "machine B RULES` (transformations PATTERN>REPLACEMENT separated by ';', see "
		 "docs/GAMES.md) and the target zoo with `play %d target ZOO` (1 to 9 of c d f m); "
		 "the server draws the players' zoos (R1250.25 6 I, V)", g->id, s->slot + 1, span,
		 g->id, g->id, g->id);
	tell(c, g, s->ms, t);
}

static void finish(ctx *c, game *g);

static void sync(ctx *c, game *g)
{
	fg_state *fs = g->st;
	ff_state *s = &fs->ff;
	sync_gp(c, g);
	for (int i = 0; i < s->nseats && i < g->nseats; i++)
		if (g->seats[i].flags & SEAT_LEFT)
			s->left[i] = 1;
	fs->nact++;
	if (s->phase == FF_OVER) {
		game_unschedule(c, g);
		return;
	}
	gtime due;
	if (fs->ready || (s->phase == FF_SETUP && s->left[s->ms]))
		due = c->now;
	else if (s->phase == FF_TURN)
		due = ff_all_moved(s) ? c->now : (gtime)(s->since + param_int(c->n, "fffm.turn"));
	else if (c->now < s->since + param_int(c->n, "fffm.setup"))
		due = (gtime)(s->since + param_int(c->n, "fffm.setup"));
	else {
		/* 6 V: late, but Delinquent only once a player says so. */
		game_unschedule(c, g);
		return;
	}
	if (due < c->now)
		due = c->now;
	game_schedule(c, g, due, fs->nact);
}

static void reveal_and_score(ctx *c, game *g, int delinquent)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	int ms = s->ms, slot = s->slot, posted = s->posted;
	char h[2 * FF_HASH + 1], salt[2 * FF_SALT + 1];
	nl(c);
	ctx_reply(c, "game %d round %d is over", g->id, slot + 1);
	for (int m = 0; m < 2 && posted; m++) {
		hex(s->hash[m], FF_HASH, h);
		hex(s->salt[m], FF_SALT, salt);
		ctx_reply(c, "; machine %c was \"%s\" (salt %s; BLAKE2b-256 of the salt's bytes then "
			  "the text: %s, as sealed)", 'A' + m, s->text[m], salt, h);
	}
	ff_end_round(s, delinquent, c->now);
	if (posted) {
		ctx_reply(c, "; scores (R1250.25 6 IV):");
		for (int i = 0; i < s->nseats; i++)
			ctx_reply(c, "%s %s %d%s", i ? "," : "", nm(c, g, i), s->round_score[i],
				  i == ms ? " (Mad Scientist)" : "");
	} else {
		ctx_reply(c, "; nothing was posted, so nobody scores (R1250.25 6 V)");
	}
	ctx_reply(c, "; totals:");
	for (int i = 0; i < s->nseats; i++)
		ctx_reply(c, "%s %s %d", i ? "," : "", nm(c, g, i), s->gp[i]);
}

/* 6 V: the MS is delinquent: the round ends, e loses 5 points. */
static void delinquent(ctx *c, game *g, const char *why)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	int ms = s->ms;
	nl(c);
	ctx_reply(c, "game %d: the Mad Scientist %s is Delinquent (%s): the round ends (R1250.25 "
		  "6 V)", g->id, nm(c, g, ms), why);
	reveal_and_score(c, g, 1);
	game_points(c, g, g->seats[ms].pid, -param_int(c->n, "fffm.delinquent.points"));
}

/* The next round's MS: a vacant seat is delinquent at once (5). */
static void next_round(ctx *c, game *g)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	while (s->phase == FF_SETUP && s->left[s->ms])
		delinquent(c, g, "eir seat is vacant, R1250.25 5");
	if (s->phase == FF_SETUP) {
		nl(c);
		ctx_reply(c, "game %d round %d: %s is the Mad Scientist (R1250.25 4)", g->id,
			  s->slot + 1, nm(c, g, s->ms));
		ask_ms(c, g);
	}
}

static int fg_start(ctx *c, game *g)
{
	fg_state *fs = g->st;
	memset(fs, 0, sizeof *fs);
	/* 4: "a randomly-arranged list of the players". */
	int order[FF_MAX_SEATS];
	for (int i = 0; i < g->nseats; i++)
		order[i] = i;
	for (int i = g->nseats - 1; i > 0; i--) {
		int j = (int)rng_below(c->rng, (uint64_t)i + 1);
		int t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	/* The rule's numbers, frozen for the game (fffm_module.c). */
	ff_rules k = {
		.zoo = (int16_t)param_int(c->n, "fffm.zoo"),
		.target_max = (int16_t)param_int(c->n, "fffm.target.max"),
		.turns = (int16_t)param_int(c->n, "fffm.turns"),
		.scale = (int16_t)param_int(c->n, "fffm.score.scale"),
		.excess = (int16_t)param_int(c->n, "fffm.score.excess"),
		.match_bonus = (int16_t)param_int(c->n, "fffm.score.match"),
	};
	ff_init(&fs->ff, g->nseats, order, &k, c->now);
	ctx_reply(c, "game %d: the list of Mad Scientists is", g->id);
	for (int i = 0; i < g->nseats; i++)
		ctx_reply(c, "%s %d %s", i ? "," : "", i + 1, nm(c, g, order[i]));
	ctx_reply(c, " (R1250.25 4); round 1: %s is the Mad Scientist", nm(c, g, order[0]));
	ask_ms(c, g);
	sync(c, g);
	return 0;
}

static int refuse(ctx *c, int e)
{
	return ctx_fail(c, "%s", ff_error(e));
}

static int act_machine(ctx *c, game *g, int me, int argc, char **argv)
{
	fg_state *fs = g->st;
	ff_state *s = &fs->ff;
	c->hidden = 1; /* 6 I: "e keeps the rules for the machines secret" */
	if (argc < 3)
		return ctx_fail(c, "usage: play %d machine A|B PATTERN>REPLACEMENT[; ...] "
				"(R1250.25 7 I)", g->id);
	int which = strcaseeq(argv[1], "a") ? 0 : strcaseeq(argv[1], "b") ? 1 : -1;
	if (which < 0)
		return refuse(c, FF_E_MACHINE);
	sbuf t = {0};
	for (int i = 2; i < argc; i++)
		sbuf_printf(&t, "%s%s", i > 2 ? " " : "", argv[i]);
	uint8_t salt[FF_SALT], hash[FF_HASH];
	for (int i = 0; i < FF_SALT; i++)
		salt[i] = (uint8_t)rng_below(c->rng, 256);
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, FF_HASH);
	crypto_generichash_update(&st, salt, FF_SALT);
	crypto_generichash_update(&st, (const unsigned char *)t.s, strlen(t.s));
	crypto_generichash_final(&st, hash, FF_HASH);
	char err[160] = "";
	int e = ff_set_machine(s, me, which, t.s, salt, hash, err, sizeof err);
	if (e) {
		sbuf_free(&t);
		return e == FF_E_SYNTAX ? ctx_fail(c, "%s (R1250.25 7 I; the machine language is in "
						   "docs/GAMES.md)", err) : refuse(c, e);
	}
	ctx_reply(c, "machine %c of round %d of game %d is set: \"%s\" (%d transformation%s); its "
		  "commitment is shown with the round (R1250.25 6 I, 7 I)", 'A' + which,
		  s->slot + 1, g->id, t.s, s->mach[which].n, s->mach[which].n == 1 ? "" : "s");
	sbuf_free(&t);
	if (ff_ready(s)) {
		fs->ready = 1;
		ctx_reply(c, "; the round is posted now");
	}
	return 0;
}

static int act_target(ctx *c, game *g, int me, int argc, char **argv)
{
	fg_state *fs = g->st;
	ff_state *s = &fs->ff;
	c->hidden = 1; /* posted with the zoos, by the clock */
	int16_t z[FF_SPECIES];
	if (argc != 2)
		return ctx_fail(c, "usage: play %d target ZOO (1 to 9 of c d f m) (R1250.25 6 I)",
				g->id);
	if (ff_parse_zoo(argv[1], z) < 0)
		return refuse(c, FF_E_ANIMAL);
	int e = ff_set_target(s, me, z);
	if (e)
		return refuse(c, e);
	char buf[32];
	ff_zoo_str(z, buf, sizeof buf);
	ctx_reply(c, "the target zoo of round %d of game %d is %s (R1250.25 6 I)", s->slot + 1,
		  g->id, buf);
	if (ff_ready(s)) {
		fs->ready = 1;
		ctx_reply(c, "; the round is posted now");
	}
	return 0;
}

static int act_move(ctx *c, game *g, int me, int argc, char **argv)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	c->hidden = 1; /* 6 II: "privately submits a move" */
	int kind, mach = -1;
	const char *feed = "";
	if (strcaseeq(argv[0], "pass") && argc == 1)
		kind = FF_PASS;
	else if (strcaseeq(argv[0], "restart") && argc == 1)
		kind = FF_RESTART;
	else if (strcaseeq(argv[0], "feed") && argc == 3) {
		kind = FF_FEED;
		mach = strcaseeq(argv[1], "a") ? 0 : strcaseeq(argv[1], "b") ? 1 : -1;
		feed = argv[2];
	} else
		return ctx_fail(c, "usage: play %d pass | restart | feed A|B ANIMALS (R1250.25 7 IV)",
				g->id);
	int e = ff_move(s, me, kind, mach, feed);
	if (e)
		return refuse(c, e);
	ctx_reply(c, "your move in turn %d of round %d of game %d: ", s->turn, s->slot + 1, g->id);
	if (kind == FF_FEED)
		ctx_reply(c, "feed %s into machine %c", s->move[me].feed, 'A' + mach);
	else
		ctx_reply(c, "%s", kind == FF_PASS ? "pass" : "restart");
	ctx_reply(c, "; it may not be changed (R1250.25 6 II, 7 IV)");
	return 0;
}

static int act_delinquent(ctx *c, game *g, int me)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	(void)me;
	/* 6 V: the MS has not posted the round within 3 days of the title,
	 * and a player points it out. (The turns' results are the server's
	 * to post, at once.) */
	if (s->phase != FF_SETUP)
		return ctx_fail(c, "the round is posted; the server posts each turn's results at once "
				"(R1250.25 6 V)");
	if (c->now < s->since + param_int(c->n, "fffm.setup"))
		return refuse(c, FF_E_NOT_LATE);
	ctx_reply(c, "%s points out that the Mad Scientist has not posted round %d", c->actor->name,
		  s->slot + 1);
	delinquent(c, g, "nothing posted in time");
	next_round(c, g);
	return 0;
}

/* 5: "Players may not join games in progress except to fill in as
 * replacements for players who have left the game. If a player leaves, his
 * seat remains vacant until somebody fills it." The newcomer takes the
 * seat whole (its place on the list, zoo and Gamepoints) and moves from
 * the turn in play on: a vacant seat's pass is recorded only when the turn
 * ends, so e may make any legal move in its place until then. */
static int act_fill(ctx *c, game *g, int argc, char **argv)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	if (argc != 2 || !strcaseeq(argv[0], "fill"))
		return ctx_fail(c, "you are not playing game %d; a player may fill a vacant seat: "
				"`play %d fill PLAYER` (R1250.25 5)", g->id, g->id);
	if (!player_is_active(c->actor))
		return ctx_fail(c, "only an active player may fill a vacant seat (R1250.25 5)");
	int who = -1;
	for (int i = 0; i < g->nseats; i++)
		if (strcaseeq(nm(c, g, i), argv[1]))
			who = i;
	if (who < 0)
		return ctx_fail(c, "%s has no seat in game %d", argv[1], g->id);
	for (int i = 0; i < g->nseats; i++)
		if ((g->seats[i].pid == c->actor->id && i != who) || g->seats[i].sub == c->actor->id)
			return ctx_fail(c, "you are already in game %d (R1250.25 5)", g->id);
	if (!s->left[who] || s->phase == FF_OVER)
		return ctx_fail(c, "%s's seat is not vacant (R1250.25 5)", argv[1]);
	char was[64];
	snprintf(was, sizeof was, "%s", nm(c, g, who));
	g->seats[who].pid = c->actor->id;
	g->seats[who].sub = 0;
	g->seats[who].sub_offer = 0;
	g->seats[who].flags &= ~(unsigned)(SEAT_LEFT | SEAT_BOT);
	s->left[who] = 0;
	ctx_reply(c, "%s fills the vacant seat of %s in game %d, with its place on the list, its zoo "
		  "and its Gamepoints (R1250.25 5)", c->actor->name, was, g->id);
	if (s->phase == FF_TURN && who != s->ms && s->move[who].kind != FF_NONE) {
		/* "once a player has made a valid move in a turn he may not
		 * change it" (6 II): the move stands, unseen by the newcomer. */
		((fg_state *)g->st)->inherited[who] = 1;
		ctx_reply(c, "; %s moved in turn %d before leaving, and that move stands (R1250.25 "
			  "6 II)", was, s->turn);
	} else if (s->phase == FF_TURN && who != s->ms)
		ctx_reply(c, "; e may move in turn %d (`play %d pass | restart | feed A|B ANIMALS`) "
			  "in place of the vacant seat's pass (R1250.25 5, 6 II)", s->turn, g->id);
	return 0;
}

static int fg_act(ctx *c, game *g, int me, int argc, char **argv)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	size_t mark = c->out.len;
	if (me < 0) {
		/* "This game uses no referees" (3): only a newcomer. */
		if (act_fill(c, g, argc, argv))
			return -1;
		game_announce_reply(c, mark);
		sync(c, g);
		return 0;
	}
	const char *v = argv[0];
	int rc;
	if (strcaseeq(v, "machine"))
		rc = act_machine(c, g, me, argc, argv);
	else if (strcaseeq(v, "target"))
		rc = act_target(c, g, me, argc, argv);
	else if (strcaseeq(v, "pass") || strcaseeq(v, "restart") || strcaseeq(v, "feed"))
		rc = act_move(c, g, me, argc, argv);
	else if (strcaseeq(v, "delinquent") && argc == 1)
		rc = act_delinquent(c, g, me);
	else
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	if (rc)
		return rc;
	if (!c->hidden)
		game_announce_reply(c, mark);
	sync(c, g);
	if (s->phase == FF_OVER)
		finish(c, g);
	return 0;
}

static void post_round(ctx *c, game *g)
{
	fg_state *fs = g->st;
	ff_state *s = &fs->ff;
	char buf[64], h[2 * FF_HASH + 1];
	fs->ready = 0;
	ff_post(s, below, c, c->now);
	ff_zoo_str(s->target, buf, sizeof buf);
	nl(c);
	ctx_reply(c, "game %d round %d (Mad Scientist %s): the target zoo is %s; the zoos:", g->id,
		  s->slot + 1, nm(c, g, s->ms), buf);
	for (int i = 0, k = 0; i < s->nseats; i++) {
		if (i == s->ms)
			continue;
		ff_zoo_str(s->zoo[i], buf, sizeof buf);
		ctx_reply(c, "%s %s %s", k++ ? "," : "", nm(c, g, i), buf);
	}
	for (int m = 0; m < 2; m++) {
		hex(s->hash[m], FF_HASH, h);
		ctx_reply(c, "; machine %c's commitment %s", 'A' + m, h);
	}
	char span[32];
	format_span(param_int(c->n, "fffm.turn"), span, sizeof span);
	ctx_reply(c, " (R1250.25 6 I); turn 1: send your moves privately within %s (R1250.25 6 II)",
		  span);
}

static void end_turn(ctx *c, game *g)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	int over = ff_end_turn(s, below, c, c->now);
	memset(((fg_state *)g->st)->inherited, 0, sizeof ((fg_state *)g->st)->inherited);
	char buf[FF_TEXT + 8];
	nl(c);
	ctx_reply(c, "game %d round %d turn %d (R1250.25 6 III):", g->id, s->slot + 1, s->turn);
	for (int i = 0, k = 0; i < s->nseats; i++) {
		if (i == s->ms)
			continue;
		const ff_seat_move *m = &s->move[i];
		ctx_reply(c, "%s %s ", k++ ? ";" : "", nm(c, g, i));
		if (m->kind == FF_FEED)
			ctx_reply(c, "fed %s into %c and got %s", m->feed, 'A' + m->machine,
				  m->result[0] ? m->result : "nothing");
		else if (m->kind == FF_RESTART)
			ctx_reply(c, "restarted");
		else
			ctx_reply(c, "passed%s", m->defaulted ? (s->left[i] ? " (vacant seat, 5)" :
				  " (no move in time, 6 II)") : "");
		ff_zoo_str(s->zoo[i], buf, sizeof buf);
		ctx_reply(c, ", zoo %s", buf);
	}
	if (over) {
		ctx_reply(c, "; %s", s->matched ? "a zoo matches the target: the round ends" :
			  "that was the last turn: the round ends");
		reveal_and_score(c, g, 0);
		next_round(c, g);
	} else {
		ff_next_turn(s, c->now);
		ctx_reply(c, "; turn %d begins", s->turn);
	}
}

static int fg_tick(ctx *c, game *g, int64_t aux)
{
	fg_state *fs = g->st;
	ff_state *s = &fs->ff;
	if ((int32_t)aux != fs->nact || g->status != GS_RUNNING)
		return 0;
	if (fs->ready) {
		post_round(c, g);
	} else if (s->phase == FF_SETUP && s->left[s->ms]) {
		next_round(c, g);
	} else if (s->phase == FF_TURN &&
		   (ff_all_moved(s) || c->now >= s->since + param_int(c->n, "fffm.turn"))) {
		end_turn(c, g);
	}
	sync(c, g);
	if (s->phase == FF_OVER)
		finish(c, g);
	return 0;
}

/* 8: the highest total wins; all tied at the top win. */
static void finish(ctx *c, game *g)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	if (g->status != GS_RUNNING)
		return;
	int win[FF_MAX_SEATS], nw = 0, top = 0;
	for (int i = 0; i < s->nseats; i++)
		if (i == 0 || s->gp[i] > top)
			top = s->gp[i];
	for (int i = 0; i < s->nseats; i++)
		if (s->gp[i] == top && nw < 8)
			win[nw++] = i;
	sbuf why = {0};
	for (int i = 0; i < nw; i++)
		sbuf_printf(&why, "%s%s", i ? " and " : "", nm(c, g, win[i]));
	sbuf_printf(&why, " %s with %d Gamepoints (R1250.25 8)", nw > 1 ? "win" : "wins", top);
	nl(c);
	game_end(c, g, win, nw, why.s);
	sbuf_free(&why);
	if (nw == 1)
		game_trophy(c, g, g->seats[win[0]].pid); /* 9: the standard trophy */
}

static int fg_depart(ctx *c, game *g, int who)
{
	ff_state *s = &((fg_state *)g->st)->ff;
	if (ff_depart(s, who)) {
		/* 5: "If the Mad Scientist leaves the game, e is considered
		 * delinquent and the current round immediately ends." */
		delinquent(c, g, "e left the game, R1250.25 5");
		next_round(c, g);
	} else if (s->phase != FF_OVER) {
		ctx_reply(c, "; eir seat is vacant and passes its moves (R1250.25 5)");
	}
	sync(c, g);
	if (s->phase == FF_OVER)
		finish(c, g);
	return 0;
}

static int fg_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const ff_state *s = &((const fg_state *)g->st)->ff;
	if (s->phase == FF_SETUP)
		return who == s->ms;
	return s->phase == FF_TURN && who != s->ms && !s->left[who] &&
	       s->move[who].kind == FF_NONE;
}

static json_t *fg_view(const nomic *n, const game *g, const gviewer *v)
{
	const ff_state *s = &((const fg_state *)g->st)->ff;
	json_t *o = json_object();
	char buf[64], h[2 * FF_HASH + 1];
	json_t *list = json_array();
	for (int i = 0; i < s->nseats; i++)
		json_array_append_new(list, json_string(holder_name(n, g->seats[s->order[i]].pid)));
	json_object_set_new(o, "list", list);
	if (s->phase == FF_OVER)
		return o;
	json_object_set_new(o, "round", json_integer(s->slot + 1));
	json_object_set_new(o, "mad scientist", json_string(holder_name(n, g->seats[s->ms].pid)));
	int is_ms = v->seat == s->ms;
	if (s->posted) {
		json_object_set_new(o, "turn", json_integer(s->turn));
		ff_zoo_str(s->target, buf, sizeof buf);
		json_object_set_new(o, "target", json_string(buf));
		for (int m = 0; m < 2; m++) {
			hex(s->hash[m], FF_HASH, h);
			json_object_set_new(o, m ? "machine B commitment" : "machine A commitment",
					    json_string(h));
		}
	} else if (is_ms && s->have_target) {
		ff_zoo_str(s->target, buf, sizeof buf);
		json_object_set_new(o, "target", json_string(buf));
	}
	/* The machines: the MS's alone until the round ends. */
	if (is_ms)
		for (int m = 0; m < 2; m++)
			if (s->have_machine[m])
				json_object_set_new(o, m ? "machine B" : "machine A",
						    json_string(s->text[m]));
	json_t *seats = json_array();
	for (int i = 0; i < s->nseats; i++) {
		json_t *x = json_pack("{s:s, s:i}", "player", holder_name(n, g->seats[i].pid),
				      "gamepoints", s->gp[i]);
		if (s->posted && i != s->ms) {
			ff_zoo_str(s->zoo[i], buf, sizeof buf);
			json_object_set_new(x, "zoo", json_string(buf));
			json_object_set_new(x, "moved", json_boolean(s->move[i].kind != FF_NONE));
			/* A move: its mover's and the MS's until the turn ends. */
			if (((v->seat == i && !((const fg_state *)g->st)->inherited[i]) || is_ms) &&
			    s->move[i].kind != FF_NONE) {
				const ff_seat_move *m = &s->move[i];
				if (m->kind == FF_FEED)
					snprintf(buf, sizeof buf, "feed %c %.40s", 'A' + m->machine,
						 m->feed);
				else
					snprintf(buf, sizeof buf, "%s",
						 m->kind == FF_PASS ? "pass" : "restart");
				json_object_set_new(x, "move", json_string(buf));
			}
		}
		if (s->left[i])
			json_object_set_new(x, "vacant", json_true());
		json_array_append_new(seats, x);
	}
	json_object_set_new(o, "seats", seats);
	return o;
}

const game_class fffm_class = {
	.name = "fffm",
	.title = "Frog, Frog, Frog, Mouse",
	.rule = "R1250.25",
	.min_players = 3,
	.max_players = FF_MAX_SEATS, /* 2: the players of the nomic; the server's bound */
	.referees = 0,
	.anyone_plays = 1, /* 5: filling a vacant seat */
	.trophy = "Jade Grapefruit", /* 9: the standard trophy (R1250.2) */
	.state_size = sizeof(fg_state),
	.verbs = "machine A|B PATTERN>REPLACEMENT[; ...] | target ZOO | pass | restart | "
		 "feed A|B ANIMALS | delinquent; not a player: fill PLAYER (a vacant seat)",
	.start = fg_start,
	.act = fg_act,
	.tick = fg_tick,
	.depart = fg_depart,
	.view = fg_view,
	.awaits = fg_awaits,
};
