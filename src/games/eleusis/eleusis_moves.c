/* eleusis_moves.c: the players' and the Deus's moves in Eleusis (Ackanomic
 * Rule 1250.23/10), `play N ...` for the class in eleusis_game.c: the
 * sealed rule and its commitment (4 e), 5 a)), the deck's announcement
 * (5 b)), plays of cards and No Plays (5 e)-g)), the prophet's and the
 * Deus's calls and judgements (5 i), j)), and the error votes (11). The
 * referee's own moves are eleusis_referee.c's. */
#include "core/inbox.h"
#include "core/params.h"
#include "games/eleusis/eleusis_game.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

/* 4 e), 5 a): the commitment, BLAKE2b-256 over the salt then the text. */
static void commit(const uint8_t *salt, const char *text, uint8_t *out)
{
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, EL_HASH);
	crypto_generichash_update(&st, salt, EL_SALT);
	crypto_generichash_update(&st, (const unsigned char *)text, strlen(text));
	crypto_generichash_final(&st, out, EL_HASH);
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
	eg_announce_turn(c, g);
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
		eg_outcome(c, g);
	} else {
		char buf[16];
		ctx_reply(c, "the prophet %s calls %s's play %s", c->actor->name, eg_nm(c, g, s->pend_by),
			  v ? "correct" : "incorrect");
		if (card >= 0)
			ctx_reply(c, " and plays %s from eir hand as a correct card",
				  eg_cname(s, card, buf, sizeof buf));
		ctx_reply(c, " (R1250.23 5 i) 1)%s)", card >= 0 ? ", 4)" : "");
		eg_announce_turn(c, g);
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
	eg_outcome(c, g);
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

int eg_act(ctx *c, game *g, int me, int argc, char **argv)
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
			eg_sync(c, g);
			return 0;
		}
	} else if (me < 0) {
		/* 8: someone not in the game takes a bot's place. */
		if (eg_replace(c, g, argc, argv))
			return -1;
		game_announce_reply(c, mark);
		eg_sync(c, g);
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
	eg_sync(c, g);
	if (g->status == GS_RUNNING && s->phase == EL_OVER)
		eg_finish(c, g);
	return 0;
}

