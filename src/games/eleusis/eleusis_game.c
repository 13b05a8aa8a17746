/* eleusis_game.c: Eleusis (Ackanomic Rule 1250.23/10) as a game class on
 * the games framework (games.h), over the pure core eleusis.c. This file
 * owns what needs the engine but the moves (eleusis_moves.c: the commands,
 * the Deus's sealed rule and its BLAKE2b commitment, 4 e)): showing the
 * rule's text and salt when the round ends, the clock's deal (a hidden event: its draws
 * would tell the hands, 5 c)), the private requests for judgement to the
 * Deus and the prophet (sent by eleusis_notify.c) with their deadlines
 * and defaults (5 f), 5 i) 1), 9), the bots of departed players (8), the
 * error votes (11), the Gamepoints, and the game's end with its ladder (7).
 * The view is eleusis_view.c's.
 *
 * Who sees what: a hand is its holder's alone (and a No Play's, in public,
 * when it is called, 5 g)); the rule's text and salt are the round's
 * Deus's alone until the round ends, in every view, and in the log only
 * in the Deus's own hidden event (and the admin's log, as for every hidden
 * move). Plays, calls, judgements and hints are public (5 f), i), j)). */
#include "core/inbox.h"
#include "core/params.h"
#include "games/eleusis/eleusis_game.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

_Static_assert(EL_MAX_SEATS <= GAME_MAX_SEATS, "the framework seats every player");

static uint64_t below(void *arg, uint64_t n)
{
	return rng_below(((ctx *)arg)->rng, n);
}

static void sync_gp(ctx *c, game *g)
{
	const el_state *s = &((eg_state *)g->st)->el;
	for (int i = 0; i < s->nseats; i++)
		if (s->gp[i] != g->seats[i].gp)
			game_gp(c, g, i, s->gp[i] - g->seats[i].gp);
}


/* A line break between the parts of a reply, none before the first. */
static void nl(ctx *c)
{
	if (c->out.len && c->out.s[c->out.len - 1] != '\n')
		ctx_reply(c, "\n");
}

/* The module's one deadline: the earliest of what it waits for. */
void eg_sync(ctx *c, game *g)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	sync_gp(c, g);
	/* EL_MAX_SEATS bounds nseats already (start); said again so that a
	 * release build's -O3 sees the array's bound. */
	for (int i = 0; i < s->nseats && i < g->nseats && i < EL_MAX_SEATS; i++)
		if (g->seats[i].flags & SEAT_LEFT)
			s->left[i] = 1;
	es->nact++;
	int64_t due = INT64_MAX;
#define AT(t) do { int64_t t_ = (t); if (t_ < due) due = t_; } while (0)
	if (es->announce || s->phase == EL_DEALING)
		AT(c->now);
	int w = el_awaited(s);
	int64_t deus_wait = param_int(c->n, "eleusis.deus.wait");
	if (s->phase == EL_TURN)
		AT(w >= 0 && s->left[w] ? c->now : s->since + param_int(c->n, "eleusis.turn"));
	else if (s->phase == EL_PROPHET)
		AT(w >= 0 && s->left[w] ? c->now : s->since + param_int(c->n, "eleusis.prophet"));
	else if ((s->phase == EL_DEUS || s->phase == EL_SETUP) && deus_wait > 0)
		AT(s->since + deus_wait);
	int64_t last = 0;
	for (int r = 0; r < s->nseats; r++) {
		const el_round *rd = &s->rounds[r];
		if (rd->voting)
			AT(!g->referee && el_vote_result(s, r, c->now) >= 0 ? c->now : rd->vote_due);
		if (rd->revealed && rd->revealed_at > last)
			last = rd->revealed_at;
	}
	if (s->phase == EL_CLOSING)
		AT(last + param_int(c->n, "eleusis.error.window"));
#undef AT
	if (due == INT64_MAX) {
		game_unschedule(c, g);
		return;
	}
	if (due < c->now)
		due = c->now;
	game_schedule(c, g, (gtime)due, es->nact);
}

static void reveal(ctx *c, game *g, int r)
{
	const el_state *s = &((eg_state *)g->st)->el;
	const el_round *rd = &s->rounds[r];
	char h[2 * EL_HASH + 1], salt[2 * EL_SALT + 1];
	eg_hex(rd->hash, EL_HASH, h);
	eg_hex(rd->salt, EL_SALT, salt);
	nl(c);
	ctx_reply(c, "game %d round %d is over; the Deus %s's rule was: \"%s\" (salt %s; "
		  "BLAKE2b-256 of the salt's bytes then the text: %s, as sealed) (R1250.23 4 e)); "
		  "scores (R1250.23 6):", g->id, r + 1, eg_nm(c, g, rd->deus), rd->rule, salt, h);
	for (int i = 0; i < s->nseats; i++)
		ctx_reply(c, "%s %s %d%s", i ? "," : "", eg_nm(c, g, i), rd->score[i],
			  i == rd->deus ? " (Deus)" : i == rd->true_prophet ? " (True Prophet)" : "");
	char span[32];
	format_span(param_int(c->n, "eleusis.error.window"), span, sizeof span);
	ctx_reply(c, "; an error in it may be announced within %s with `play %d error %d` "
		  "(R1250.23 4 e), 11)", span, g->id, r + 1);
}

/* 6, 4 f): the round in play ends; the next begins (or the last error
 * window opens). */
static void end_round(ctx *c, game *g)
{
	el_state *s = &((eg_state *)g->st)->el;
	int r = s->round;
	el_end_round(s, c->now);
	if (s->rounds[r].played)
		reveal(c, g, r);
	for (int k = r + 1; k < s->round; k++)
		if (s->rounds[k].skipped)
			{
			nl(c);
			ctx_reply(c, "game %d round %d is skipped: its Deus %s has left the game "
				  "(R1250.23 8)", g->id, k + 1, eg_nm(c, g, s->rounds[k].deus));
		}
	nl(c);
	if (s->phase == EL_SETUP) {
		ctx_reply(c, "game %d round %d: %s is the Deus and is to seal a rule and announce "
			  "the deck (R1250.23 4 f), 5 a), b))", g->id, s->round + 1,
			  eg_nm(c, g, s->rounds[s->round].deus));
		eg_ask(c, g);
	} else {
		ctx_reply(c, "game %d: every player has been Deus once; the game ends when the "
			  "last round's error period is over (R1250.23 4 g))", g->id);
	}
}

void eg_announce_turn(ctx *c, game *g)
{
	el_state *s = &((eg_state *)g->st)->el;
	char span[32];
	if (s->phase == EL_TURN) {
		format_span(param_int(c->n, "eleusis.turn"), span, sizeof span);
		ctx_reply(c, "; %s (player %d) to play within %s (R1250.23 5 e), f), n))",
			  eg_nm(c, g, s->turn), s->number[s->turn], span);
	} else if (s->phase == EL_PROPHET) {
		ctx_reply(c, "; the prophet %s is to call it (R1250.23 5 i) 1))", eg_nm(c, g, s->prophet));
	} else if (s->phase == EL_DEUS) {
		ctx_reply(c, "; the Deus %s is to %s it (R1250.23 5 %s)",
			  eg_nm(c, g, s->rounds[s->round].deus), s->pend_called ? "approve or disapprove the "
			  "call on" : "judge", s->pend_called ? "i) 2)" : "j)");
	}
}

/* What the last settled play did (el_outcome), then the round's end. */
void eg_outcome(ctx *c, game *g)
{
	el_state *s = &((eg_state *)g->st)->el;
	const el_outcome *o = &s->last;
	char buf[16];
	int p = o->player;
	if (o->returned) {
		ctx_reply(c, "; the prophet's card is not correct: it goes back to %s's hand, who "
			  "takes no penalty (R1250.23 5 i) 4))", eg_nm(c, g, p));
	} else {
		if (o->noplay && o->correct)
			ctx_reply(c, "; the No Play was correct: %s is dealt a new hand of %d cards, "
				  "%d fewer (R1250.23 5 i) 5))", eg_nm(c, g, p), o->newhand, s->k.fewer);
		else if (o->noplay)
			ctx_reply(c, "; the No Play was incorrect");
		else
			ctx_reply(c, "; the play is %s", o->correct ? "correct" : "incorrect");
		if (o->chosen >= 0)
			ctx_reply(c, "; %s is played from %s's hand as a correct card (R1250.23 5 i) "
				  "4), j))", eg_cname(s, o->chosen, buf, sizeof buf), eg_nm(c, g, p));
		if (o->penalty)
			ctx_reply(c, "; %s is dealt %d penalty cards (R1250.23 5 i) 4))", eg_nm(c, g, p),
				  o->penalty);
		if (o->expelled)
			ctx_reply(c, "; in sudden death, %s is expelled from the round (R1250.23 5 i) 4))",
				  eg_nm(c, g, p));
	}
	if (o->overturned)
		ctx_reply(c, "; the Deus does not approve: %s is not penalised, the prophet %s is "
			  "dealt %d penalty cards and is a Scientist again (R1250.23 5 i) 3))",
			  eg_nm(c, g, p), eg_nm(c, g, o->prophet), o->prophet_penalty);
	if (o->new_prophet)
		ctx_reply(c, "; %s is now the prophet (R1250.23 5 h))", eg_nm(c, g, o->prophet));
	if (o->sudden)
		ctx_reply(c, "; the round enters sudden death (R1250.23 5 %s)",
			  s->prophet >= 0 ? "l)" : "k)");
	if (o->penalty)
		eg_tell_hand(c, g, p, "penalty cards were dealt to you");
	if (o->noplay && o->correct && !o->returned)
		eg_tell_hand(c, g, p, "your new hand was dealt");
	if (o->prophet_penalty)
		eg_tell_hand(c, g, o->prophet, "you were dealt penalty cards as an overturned prophet");
	if (o->round_over) {
		ctx_reply(c, "; %s (R1250.23 5 m))", el_scientists(s) ? "the player has no cards left" :
			  "no Scientists are left");
		end_round(c, g);
	} else {
		eg_announce_turn(c, g);
	}
}

static int eg_start(ctx *c, game *g)
{
	eg_state *es = g->st;
	memset(es, 0, sizeof *es);
	/* The rule's numbers, frozen for the game (eleusis_module.c). */
	el_rules k = {
		.hand = (int16_t)param_int(c->n, "eleusis.hand"),
		.per_card = (int16_t)param_int(c->n, "eleusis.penalty.card"),
		.noplay_pen = (int16_t)param_int(c->n, "eleusis.penalty.noplay"),
		.prophet_pen = (int16_t)param_int(c->n, "eleusis.penalty.prophet"),
		.fewer = (int16_t)param_int(c->n, "eleusis.noplay.fewer"),
		.mark_every = (int16_t)param_int(c->n, "eleusis.mark.every"),
		.stars = (int16_t)param_int(c->n, "eleusis.sudden.stars"),
		.bangs = (int16_t)param_int(c->n, "eleusis.sudden.bangs"),
		.empty_bonus = (int16_t)param_int(c->n, "eleusis.bonus.empty"),
		.hints = (int16_t)param_int(c->n, "eleusis.hints"),
		.hint_cost = (int16_t)param_int(c->n, "eleusis.hint.cost"),
	};
	el_init(&es->el, g->nseats, &k, c->now);
	es->el.ref_subs = g->referee != 0; /* 8 */
	/* 4 a): no referee, so the player calling the game is number 1 and
	 * the others 2..N in the order they joined (docs/RULINGS.md); with a
	 * Referee, e may number them otherwise (eleusis_referee.c). */
	ctx_reply(c, "game %d: the players are numbered", g->id);
	for (int i = 0; i < g->nseats; i++)
		ctx_reply(c, "%s %d %s", i ? "," : "", i + 1, eg_nm(c, g, i));
	ctx_reply(c, " (R1250.23 4 a)); round 1: %s is the Deus and is to seal a rule and announce "
		  "the deck (R1250.23 4 b), 5 a), b))", eg_nm(c, g, 0));
	if (g->referee)
		ctx_reply(c, "; the Referee %s may number the players otherwise first (`play %d number "
			  "PLAYER...`, R1250.23 4 a))", holder_name(c->n, g->referee), g->id);
	eg_ask(c, g);
	eg_sync(c, g);
	return 0;
}

static void deal(ctx *c, game *g)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	c->hidden = 1; /* the draws would tell the hands (5 c)) */
	el_deal(s, below, c, c->now);
	ctx_reply(c, "game %d round %d: %d cards dealt to each Scientist (R1250.23 5 c))", g->id,
		  s->round + 1, s->k.hand);
	for (int i = 0; i < s->nseats; i++)
		if (i != s->rounds[s->round].deus)
			eg_tell_hand(c, g, i, "your starting cards were dealt (R1250.23 5 c))");
	es->announce |= ANN_START;
}

static void public_news(ctx *c, game *g)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	if (es->announce & ANN_HASH) {
		char h[2 * EL_HASH + 1];
		int r = s->round < s->nseats ? s->round : s->nseats - 1;
		for (; r >= 0 && !s->rounds[r].rule[0]; r--)
			;
		if (r >= 0) {
			eg_hex(s->rounds[r].hash, EL_HASH, h);
			ctx_reply(c, "game %d round %d: the Deus %s has sealed eir rule; its commitment "
				  "(BLAKE2b-256 of a salt and the text, both shown when the round ends) "
				  "is %s (R1250.23 5 a))", g->id, r + 1,
				  eg_nm(c, g, s->rounds[r].deus), h);
		}
	}
	if ((es->announce & ANN_START) && s->phase >= EL_TURN && s->starter >= 0) {
		char buf[16];
		nl(c);
		ctx_reply(c, "game %d round %d: the starter card is %s (R1250.23 5 d))", g->id,
			  s->round + 1, eg_cname(s, s->starter, buf, sizeof buf));
		eg_announce_turn(c, g);
	}
	es->announce = 0;
}

static int eg_tick(ctx *c, game *g, int64_t aux)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	if ((int32_t)aux != es->nact || g->status != GS_RUNNING)
		return 0;
	if (s->phase == EL_DEALING) {
		deal(c, g);
		eg_sync(c, g);
		return 0;
	}
	if (es->announce)
		public_news(c, g);
	int64_t now = c->now;
	int w = el_awaited(s);
	int64_t deus_wait = param_int(c->n, "eleusis.deus.wait");
	if (s->phase == EL_TURN &&
	    (s->left[w] || now >= s->since + param_int(c->n, "eleusis.turn"))) {
		/* 5 f), 8: a random card from the hand. */
		el_default_play(s, below, c, now);
		char buf[16];
		nl(c);
		ctx_reply(c, "game %d: %s %s; a random card from eir hand is played for em: %s "
			  "(R1250.23 %s)", g->id, eg_nm(c, g, w), s->left[w] ? "is played by a bot" :
			  "did not play in time", s->pend_n ? eg_cname(s, s->pend_cards[0], buf,
								    sizeof buf) : "No Play",
			  s->left[w] ? "8" : "5 f)");
		eg_announce_turn(c, g);
		eg_ask(c, g);
	} else if (s->phase == EL_PROPHET &&
		   (s->left[w] || now >= s->since + param_int(c->n, "eleusis.prophet"))) {
		el_default_call(s, now);
		nl(c);
		ctx_reply(c, "game %d: the prophet %s %s: the play is deemed called correct "
			  "(R1250.23 %s)", g->id, eg_nm(c, g, w), s->left[w] ? "is played by a bot" :
			  "did not call in time", s->left[w] ? "8" : "5 i) 1)");
		eg_announce_turn(c, g);
		eg_ask(c, g);
	} else if ((s->phase == EL_DEUS || s->phase == EL_SETUP) && deus_wait > 0 &&
		   now >= s->since + deus_wait) {
		nl(c);
		if (eg_referee_subs(c->n, g, w))
			ctx_reply(c, "game %d: the Referee, substituting for the Deus %s, has not acted "
				  "within eleusis.deus.wait: the round ends (R1250.23 8)", g->id,
				  eg_nm(c, g, w));
		else
			ctx_reply(c, "game %d: the Deus %s has not acted within eleusis.deus.wait and is "
				  "treated as absent with no substitute: the round ends (R1250.23 8)",
				  g->id, eg_nm(c, g, w));
		end_round(c, g);
	}
	for (int r = 0; r < s->nseats; r++) {
		if (g->referee && s->rounds[r].voting && now >= s->rounds[r].vote_due) {
			/* 11 a): the Referee did not decide in time (docs/RULINGS.md). */
			el_rule_error(s, r, 0, 0);
			nl(c);
			ctx_reply(c, "game %d: the Referee did not decide the error claimed in round %d "
				  "within eleusis.referee.wait: there was no error (R1250.23 11 a); "
				  "docs/RULINGS.md)", g->id, r + 1);
			continue;
		}
		if (g->referee || !s->rounds[r].voting || el_vote_result(s, r, now) < 0)
			continue;
		int err = el_close_vote(s, r, (int)param_int(c->n, "eleusis.error.penalty"));
		nl(c);
		ctx_reply(c, "game %d: the vote on an error in round %d is over: %s (R1250.23 11)",
			  g->id, r + 1, err ? "there was an error, and its Deus loses Gamepoints" :
			  "there was no error");
		if (err)
			ctx_reply(c, " (%s: -%lld)", eg_nm(c, g, s->rounds[r].deus),
				  (long long)param_int(c->n, "eleusis.error.penalty"));
	}
	if (s->phase == EL_CLOSING) {
		int open = 0;
		int64_t last = 0;
		for (int r = 0; r < s->nseats; r++) {
			open |= s->rounds[r].voting;
			if (s->rounds[r].revealed_at > last)
				last = s->rounds[r].revealed_at;
		}
		if (!open && now >= last + param_int(c->n, "eleusis.error.window"))
			s->phase = EL_OVER;
	}
	eg_sync(c, g);
	if (s->phase == EL_OVER)
		eg_finish(c, g);
	return 0;
}

/* 7: the ladder of points, the Handbook to a single winner. */
void eg_finish(ctx *c, game *g)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	if (g->status != GS_RUNNING)
		return;
	int pts[EL_MAX_SEATS], win[EL_MAX_SEATS];
	int nw = el_ladder(s, pts, win);
	sbuf why = {0};
	for (int i = 0; i < nw; i++)
		sbuf_printf(&why, "%s%s", i ? " and " : "", eg_nm(c, g, win[i]));
	sbuf_printf(&why, " %s with the most Gamepoints (R1250.23 7)", nw > 1 ? "win" : "wins");
	nl(c);
	game_end(c, g, win, nw, why.s);
	sbuf_free(&why);
	/* Points from the top down, so the caps of R1250.1 IV d cut the last. */
	for (int k = 2 * (s->nseats - 1); k > 0; k -= 2)
		for (int i = 0; i < s->nseats; i++)
			if (pts[i] == k)
				game_points(c, g, g->seats[i].pid, k);
	if (nw == 1)
		game_trophy(c, g, g->seats[win[0]].pid);
}

static int eg_depart(ctx *c, game *g, int who)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	int deus = s->phase != EL_OVER && s->phase != EL_CLOSING ? s->rounds[s->round].deus : -1;
	if (el_depart(s, who)) {
		ctx_reply(c, "; the Deus has left with no substitute, so the round ends (R1250.23 8)");
		end_round(c, g);
	} else if (who == deus && !g->seats[who].sub) {
		/* 8: "there is a Referee then the Referee shall be the substitute";
		 * e is told the rule ("they must notify their substitute"). */
		ctx_reply(c, "; the Referee %s substitutes for the Deus (R1250.23 8)",
			  holder_name(c->n, g->referee));
		const el_round *r = &s->rounds[s->round];
		char m[EL_RULE_MAX + 200];
		snprintf(m, sizeof m, "game %d (Eleusis): the Deus %s has left; you substitute for em "
			 "in round %d (R1250.23 8). %s%s%s", g->id, eg_nm(c, g, who), s->round + 1,
			 r->rule[0] ? "Eir sealed rule: \"" : "No rule is sealed yet.",
			 r->rule[0] ? r->rule : "", r->rule[0] ? "\"" : "");
		mut_tell(c, g->referee, "game (Eleusis)", m);
		eg_ask(c, g);
	} else if (s->phase != EL_OVER && s->phase != EL_CLOSING) {
		ctx_reply(c, "; a bot makes eir moves from now on (R1250.23 8)");
	}
	eg_sync(c, g);
	return 0;
}

static int eg_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const el_state *s = &((const eg_state *)g->st)->el;
	return s->phase != EL_SETUP && el_awaited(s) == who;
}

const game_class eleusis_class = {
	.name = "eleusis",
	.title = "Eleusis",
	.rule = "R1250.23",
	.min_players = 4,
	.max_players = 8,
	.referees = 1,         /* "one optional Referee" (2 a), b)): */
	.referee_optional = 1, /* `game new eleusis referee` (eleusis_referee.c) */
	.anyone_plays = 1,     /* 8: anyone may take a bot's place */
	.trophy = "Scientist's Handbook",
	.state_size = sizeof(eg_state),
	.verbs = "rule [salt HEX] TEXT | deck eleusis|standard [wild|nowild] [RANKINGS] | "
		 "cards C1 [C2 C3 C4] [prophet] | noplay [prophet] | call correct|incorrect [CARD] | "
		 "judge correct|incorrect [CARD] | approve | disapprove | wrongcard | hint TEXT | "
		 "error ROUND | vote ROUND yes|no | fairplay PLAYER; not a player: replace PLAYER (a bot's place); the "
		 "Referee: number PLAYER... | ruling ROUND error|noerror",
	.configure = eg_configure,
	.referee_ok = eg_referee_ok,
	.ended = eg_ended,
	.start = eg_start,
	.act = eg_act,
	.tick = eg_tick,
	.depart = eg_depart,
	.view = eg_view,
	.awaits = eg_awaits,
	.moves = eg_moves,
};
