/* eleusis_game.c: Eleusis (Ackanomic Rule 1250.23/10) as a game class on
 * the games framework (games.h), over the pure core eleusis.c. This file
 * owns what needs the engine: the commands, the Deus's sealed rule (its
 * BLAKE2b commitment, shown to everyone at once, the text and salt shown
 * when the round ends, 4 e)), the clock's deal (a hidden event: its draws
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

/* 4 e), 5 a): the commitment, BLAKE2b-256 over the salt then the text. */
static void commit(const uint8_t *salt, const char *text, uint8_t *out)
{
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, EL_HASH);
	crypto_generichash_update(&st, salt, EL_SALT);
	crypto_generichash_update(&st, (const unsigned char *)text, strlen(text));
	crypto_generichash_final(&st, out, EL_HASH);
}

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

static void finish(ctx *c, game *g);

/* A line break between the parts of a reply, none before the first. */
static void nl(ctx *c)
{
	if (c->out.len && c->out.s[c->out.len - 1] != '\n')
		ctx_reply(c, "\n");
}

/* The module's one deadline: the earliest of what it waits for. */
static void sync(ctx *c, game *g)
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

static void announce_turn(ctx *c, game *g)
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
static void outcome(ctx *c, game *g)
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
		announce_turn(c, g);
	}
}

static int refuse(ctx *c, int e)
{
	return ctx_fail(c, "%s", el_error(e));
}

static int parse_card(ctx *c, const el_state *s, const char *w, int16_t *out)
{
	int k = card_parse(eg_deck_of(s->rounds[s->round].deck), w);
	if (k < 0)
		return ctx_fail(c, "'%s' is not a card of the %s deck in use (R1250.%s)", w,
				eg_deck_of(s->rounds[s->round].deck)->name,
				s->rounds[s->round].deck == EL_DECK_ELEUSIS ? "6" : "5");
	*out = (int16_t)k;
	return 0;
}

static int act_rule(ctx *c, game *g, int me, int argc, char **argv)
{
	el_state *s = &((eg_state *)g->st)->el;
	c->hidden = 1; /* 5 a): a private rule */
	uint8_t salt[EL_SALT], hash[EL_HASH];
	int from = 1;
	if (argc >= 3 && strcaseeq(argv[1], "salt")) {
		if (strlen(argv[2]) != 2 * EL_SALT ||
		    sodium_hex2bin(salt, EL_SALT, argv[2], strlen(argv[2]), NULL, NULL, NULL))
			return ctx_fail(c, "a salt is %d hexadecimal digits", 2 * EL_SALT);
		from = 3;
	} else {
		for (int i = 0; i < EL_SALT; i++)
			salt[i] = (uint8_t)rng_below(c->rng, 256);
	}
	sbuf t = {0};
	for (int i = from; i < argc; i++)
		sbuf_printf(&t, "%s%s", i > from ? " " : "", argv[i]);
	if (!t.s || !*t.s) {
		sbuf_free(&t);
		return ctx_fail(c, "usage: play %d rule [salt HEX] TEXT (R1250.23 5 a))", g->id);
	}
	if (strlen(t.s) >= EL_RULE_MAX) {
		sbuf_free(&t);
		return ctx_fail(c, "a rule is at most %d bytes here", EL_RULE_MAX - 1);
	}
	commit(salt, t.s, hash);
	int e = el_seal(s, me, t.s, salt, hash);
	if (e) {
		sbuf_free(&t);
		return refuse(c, e);
	}
	char h[2 * EL_HASH + 1];
	eg_hex(hash, EL_HASH, h);
	ctx_reply(c, "your rule for round %d of game %d is sealed: \"%s\"; its BLAKE2b-256 "
		  "commitment %s is shown to everyone now, the text and salt when the round ends "
		  "(R1250.23 4 e), 5 a))", s->round + 1, g->id, t.s, h);
	sbuf_free(&t);
	((eg_state *)g->st)->announce |= ANN_HASH;
	return 0;
}

static int act_deck(ctx *c, game *g, int me, int argc, char **argv)
{
	el_state *s = &((eg_state *)g->st)->el;
	if (argc < 2)
		return ctx_fail(c, "usage: play %d deck eleusis|standard [wild|nowild] [RANKINGS] "
				"(R1250.23 5 b))", g->id);
	int deck;
	if (strcaseeq(argv[1], "eleusis"))
		deck = EL_DECK_ELEUSIS;
	else if (strcaseeq(argv[1], "standard"))
		deck = EL_DECK_STANDARD2;
	else
		return ctx_fail(c, "the deck is 'eleusis' (one Eleusis Deck) or 'standard' (two "
				"Standard Decks combined) (R1250.23 1 a))");
	int wild = 1, from = 2;
	if (argc > 2 && (strcaseeq(argv[2], "wild") || strcaseeq(argv[2], "nowild"))) {
		wild = strcaseeq(argv[2], "wild");
		from = 3;
	}
	sbuf t = {0};
	for (int i = from; i < argc; i++)
		sbuf_printf(&t, "%s%s", i > from ? " " : "", argv[i]);
	if (t.s && strlen(t.s) >= EL_NOTE_MAX) {
		sbuf_free(&t);
		return ctx_fail(c, "the announcement is at most %d bytes here", EL_NOTE_MAX - 1);
	}
	int e = el_set_deck(s, me, deck, wild, t.s ? t.s : "");
	sbuf_free(&t);
	if (e)
		return refuse(c, e);
	const el_round *r = &s->rounds[s->round];
	ctx_reply(c, "%s announces the deck of round %d of game %d: %s, %s the Wild cards%s%s "
		  "(R1250.23 5 b))", c->actor->name, s->round + 1, g->id,
		  deck == EL_DECK_ELEUSIS ? "one Eleusis Deck" : "two Standard Decks combined",
		  wild ? "with" : "without", strcmp(r->note, "-") ? "; " : "",
		  strcmp(r->note, "-") ? r->note : "");
	if (s->phase == EL_SETUP)
		ctx_reply(c, "; the rule is not sealed yet");
	return 0;
}

static int act_cards(ctx *c, game *g, int me, int argc, char **argv, int noplay)
{
	el_state *s = &((eg_state *)g->st)->el;
	int16_t cards[4];
	int n = 0, declare = 0;
	for (int i = 1; i < argc; i++) {
		if (strcaseeq(argv[i], "prophet") && i == argc - 1) {
			declare = 1;
			continue;
		}
		if (noplay || n == 4)
			return refuse(c, EL_E_COUNT);
		if (s->phase == EL_SETUP || s->phase == EL_DEALING)
			return refuse(c, EL_E_PHASE);
		if (parse_card(c, s, argv[i], &cards[n++]))
			return -1;
	}
	if (!noplay && n == 0)
		return refuse(c, EL_E_COUNT);
	sbuf hand = {0};
	eg_list_hand(s, me, &hand);
	int e = el_play(s, me, cards, n, declare, c->now);
	if (e) {
		sbuf_free(&hand);
		return refuse(c, e);
	}
	if (noplay) {
		/* 5 g): the hand is revealed with the call. */
		ctx_reply(c, "%s calls No Play in game %d and reveals eir hand: %s (R1250.23 5 f), g))",
			  c->actor->name, g->id, hand.s);
	} else {
		sbuf b = {0};
		eg_describe_play(c, g, &b);
		ctx_reply(c, "%s plays %s in game %d (R1250.23 5 f))", c->actor->name, b.s, g->id);
		sbuf_free(&b);
	}
	sbuf_free(&hand);
	if (declare)
		ctx_reply(c, " and declares emself prophet (R1250.23 5 h))");
	announce_turn(c, g);
	eg_ask(c, g);
	return 0;
}

static int parse_verdict(const char *w)
{
	return strcaseeq(w, "correct") ? 1 : strcaseeq(w, "incorrect") ? 0 : -1;
}

static int act_call(ctx *c, game *g, int me, int argc, char **argv, int deus)
{
	el_state *s = &((eg_state *)g->st)->el;
	int v = argc >= 2 ? parse_verdict(argv[1]) : -1;
	if (v < 0 || argc > 3)
		return ctx_fail(c, "usage: play %d %s correct | %s incorrect [CARD] (R1250.23 5 %s)",
				g->id, argv[0], argv[0], deus ? "j)" : "i) 1)");
	int16_t card = -1;
	if (argc == 3 && parse_card(c, s, argv[2], &card))
		return -1;
	int e = deus ? el_judge(s, v, card, c->now) : el_call(s, me, v, card, c->now);
	if (e == EL_E_PHASE && deus && s->phase == EL_DEUS && s->pend_called)
		return ctx_fail(c, "the prophet has called this play: approve or disapprove the call "
				"(R1250.23 5 i) 2))");
	if (e)
		return refuse(c, e);
	if (deus) {
		ctx_reply(c, "the Deus %s judges %s's play %s (R1250.23 5 j))", c->actor->name,
			  eg_nm(c, g, s->pend_by), v ? "correct" : "incorrect");
		outcome(c, g);
	} else {
		char buf[16];
		ctx_reply(c, "the prophet %s calls %s's play %s", c->actor->name, eg_nm(c, g, s->pend_by),
			  v ? "correct" : "incorrect");
		if (card >= 0)
			ctx_reply(c, " and plays %s from eir hand as a correct card",
				  eg_cname(s, card, buf, sizeof buf));
		ctx_reply(c, " (R1250.23 5 i) 1)%s)", card >= 0 ? ", 4)" : "");
		announce_turn(c, g);
		eg_ask(c, g);
	}
	return 0;
}

static int act_approve(ctx *c, game *g, int verdict, const char *verb)
{
	el_state *s = &((eg_state *)g->st)->el;
	int e = el_approve(s, verdict, c->now);
	if (e == EL_E_PHASE && s->phase == EL_DEUS && !s->pend_called)
		return ctx_fail(c, "there is no prophet's call to approve: judge the play with "
				"`play %d judge correct|incorrect` (R1250.23 5 j))", g->id);
	if (e)
		return refuse(c, e);
	ctx_reply(c, "the Deus %s %s the prophet's call (R1250.23 5 i) 2))", c->actor->name, verb);
	outcome(c, g);
	return 0;
}

static int act_vote(ctx *c, game *g, int me, int argc, char **argv)
{
	el_state *s = &((eg_state *)g->st)->el;
	int64_t r;
	int claim = strcaseeq(argv[0], "error");
	if ((claim && argc != 2) || (!claim && argc != 3) || parse_int64(argv[1], &r) || r < 1 ||
	    r > s->nseats || (!claim && parse_verdict(argv[2]) < 0 &&
			      !strcaseeq(argv[2], "yes") && !strcaseeq(argv[2], "no")))
		return ctx_fail(c, "usage: play %d error ROUND | vote ROUND yes|no (R1250.23 11)",
				g->id);
	int e;
	int was_open = s->rounds[r - 1].voting;
	if (g->referee) {
		/* 11 a): "if there is a Referee, the Referee decides if the error
		 * in fact occurred": no vote. */
		if (!claim)
			return ctx_fail(c, "game %d has a Referee, who decides errors: there is no vote "
					"(R1250.23 11 a))", g->id);
		if (was_open)
			return ctx_fail(c, "an error in round %d is claimed already and awaits the "
					"Referee (R1250.23 11 a))", (int)r);
		e = el_claim(s, me, (int)r - 1, c->now, param_int(c->n, "eleusis.error.window"),
			     param_int(c->n, "eleusis.referee.wait"));
		if (e)
			return refuse(c, e);
		char span[32], m[400];
		format_span(param_int(c->n, "eleusis.referee.wait"), span, sizeof span);
		ctx_reply(c, "%s announces an error in round %d of game %d; the Referee %s decides "
			  "whether it occurred within %s, or there was none (R1250.23 4 e), 11 a); "
			  "docs/RULINGS.md)", c->actor->name, (int)r, g->id,
			  holder_name(c->n, g->referee), span);
		snprintf(m, sizeof m, "game %d (Eleusis): %s announces an error in round %d; decide "
			 "with `play %d ruling %d error|noerror` within %s, or there was none "
			 "(R1250.23 11 a))", g->id, c->actor->name, (int)r, g->id, (int)r, span);
		mut_tell(c, g->referee, "game (Eleusis)", m);
		return 0;
	}
	if (claim)
		e = el_claim(s, me, (int)r - 1, c->now, param_int(c->n, "eleusis.error.window"),
			     param_int(c->n, "eleusis.vote"));
	else
		e = el_vote(s, me, (int)r - 1, strcaseeq(argv[2], "yes"));
	if (e)
		return refuse(c, e);
	if (claim && !was_open) {
		char span[32];
		format_span(param_int(c->n, "eleusis.vote"), span, sizeof span);
		ctx_reply(c, "%s announces an error in round %d of game %d: the players vote for %s "
			  "with `play %d vote %lld yes|no`; the claim is eir Yes; silence is No "
			  "(R1250.23 4 e), 11 a))", c->actor->name, (int)r, g->id, span, g->id,
			  (long long)r);
	} else {
		ctx_reply(c, "%s votes %s on an error in round %d of game %d (R1250.23 11 a))",
			  c->actor->name, claim || strcaseeq(argv[2], "yes") ? "Yes" : "No", (int)r,
			  g->id);
	}
	return 0;
}

static int eg_act(ctx *c, game *g, int me, int argc, char **argv)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	size_t mark = c->out.len;
	if (me < 0 && g->referee && c->actor->id == g->referee) {
		/* The Referee's own moves, or the Deus's for one who left (8). */
		int rc = eg_referee_act(c, g, argc, argv, &me);
		if (rc < 0)
			return rc;
		if (rc == 0) {
			game_announce_reply(c, mark);
			sync(c, g);
			return 0;
		}
	} else if (me < 0) {
		/* 8: someone not in the game takes a bot's place. */
		if (eg_replace(c, g, argc, argv))
			return -1;
		game_announce_reply(c, mark);
		sync(c, g);
		return 0;
	}
	const char *v = argv[0];
	int deus = s->phase != EL_CLOSING && s->phase != EL_OVER && s->round < s->nseats ?
		   s->rounds[s->round].deus : -1;
	int rc;
	if (strcaseeq(v, "rule")) {
		rc = act_rule(c, g, me, argc, argv);
	} else if (strcaseeq(v, "deck")) {
		rc = act_deck(c, g, me, argc, argv);
	} else if (strcaseeq(v, "cards") || strcaseeq(v, "card")) {
		rc = act_cards(c, g, me, argc, argv, 0);
	} else if (strcaseeq(v, "noplay")) {
		rc = act_cards(c, g, me, argc, argv, 1);
	} else if (strcaseeq(v, "call")) {
		rc = act_call(c, g, me, argc, argv, 0);
	} else if (strcaseeq(v, "judge")) {
		if (me != deus)
			return refuse(c, EL_E_NOT_DEUS);
		rc = act_call(c, g, me, argc, argv, 1);
	} else if ((strcaseeq(v, "approve") || strcaseeq(v, "disapprove") ||
		    strcaseeq(v, "wrongcard")) && argc == 1) {
		if (me != deus)
			return refuse(c, EL_E_NOT_DEUS);
		rc = act_approve(c, g, strcaseeq(v, "approve") ? EL_APPROVE :
				 strcaseeq(v, "disapprove") ? EL_DISAPPROVE : EL_WRONGCARD,
				 strcaseeq(v, "approve") ? "approves" : strcaseeq(v, "disapprove") ?
				 "does not approve" : "finds the prophet's card incorrect on");
	} else if (strcaseeq(v, "hint") && argc >= 2) {
		int e = el_hint(s, me);
		if (e < 0)
			return refuse(c, -e);
		ctx_reply(c, "the Deus %s gives hint %d of round %d:", c->actor->name,
			  s->rounds[s->round].hints, s->round + 1);
		for (int i = 1; i < argc; i++)
			ctx_reply(c, " %s", argv[i]);
		if (e)
			ctx_reply(c, " (more than %d hints: %s loses %d Gamepoints, R1250.23 9)",
				  s->k.hints, c->actor->name, e);
		else
			ctx_reply(c, " (R1250.23 9)");
		rc = 0;
	} else if (strcaseeq(v, "error") || strcaseeq(v, "vote")) {
		rc = act_vote(c, g, me, argc, argv);
	} else if (strcaseeq(v, "fairplay") && argc == 2) {
		/* 9: "The Deus may award a FairPlay point to a player if there is
		 * no Referee ... treated as if they were the Referee" (R1250.1
		 * XIII: once a calendar week, whatever the games). */
		if (g->referee)
			return ctx_fail(c, "game %d has a Referee, who gives its FairPlay Awards "
					"(`game fairplay`, R1250.23 9, R1250.1 XIII)", g->id);
		if (me != deus)
			return refuse(c, EL_E_NOT_DEUS);
		const player *p = player_by_name(c->n, argv[1]);
		int to = p ? game_seat_of(g, p->id) : -1;
		if (to < 0 || to == me)
			return ctx_fail(c, "the Deus gives a FairPlay Award to another player of game %d "
					"(R1250.23 9, R1250.1 XIII)", g->id);
		rc = game_fairplay_by(c, g, c->actor->id, p->id);
	} else {
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	}
	if (rc)
		return rc;
	if (!c->hidden)
		game_announce_reply(c, mark);
	sync(c, g);
	if (g->status == GS_RUNNING && s->phase == EL_OVER)
		finish(c, g);
	return 0;
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
	sync(c, g);
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
		announce_turn(c, g);
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
		sync(c, g);
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
		announce_turn(c, g);
		eg_ask(c, g);
	} else if (s->phase == EL_PROPHET &&
		   (s->left[w] || now >= s->since + param_int(c->n, "eleusis.prophet"))) {
		el_default_call(s, now);
		nl(c);
		ctx_reply(c, "game %d: the prophet %s %s: the play is deemed called correct "
			  "(R1250.23 %s)", g->id, eg_nm(c, g, w), s->left[w] ? "is played by a bot" :
			  "did not call in time", s->left[w] ? "8" : "5 i) 1)");
		announce_turn(c, g);
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
	sync(c, g);
	if (s->phase == EL_OVER)
		finish(c, g);
	return 0;
}

/* 7: the ladder of points, the Handbook to a single winner. */
static void finish(ctx *c, game *g)
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
	sync(c, g);
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
};
