/* eleusis_notify.c: Eleusis's (Ackanomic R1250.23/10) names of cards and
 * seats and its private messages (core/inbox.h): each hand to its holder
 * (5 c), penalties), and the requests to the Deus (5 a), b), j), i) 2)) and
 * the prophet (5 i) 1)) for the act awaited, with the commands to answer
 * and the deadline and default that apply (issue 20 item 6). */
#include "core/inbox.h"
#include "core/params.h"
#include "games/eleusis/eleusis_game.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

const char *eg_nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

const deck_def *eg_deck_of(int deck)
{
	return deck == EL_DECK_ELEUSIS ? &deck_eleusis : &deck_standard;
}

const char *eg_cname(const el_state *s, int card, char *buf, size_t n)
{
	card_name(eg_deck_of(s->rounds[s->round < s->nseats ? s->round : s->nseats - 1].deck), card,
		  buf, n);
	return buf;
}

void eg_hex(const uint8_t *b, size_t n, char *out)
{
	sodium_bin2hex(out, 2 * n + 1, b, n);
}

void eg_list_hand(const el_state *s, int who, sbuf *b)
{
	char buf[16];
	for (int i = 0; i < s->nhand[who]; i++)
		sbuf_printf(b, "%s%s", i ? " " : "", eg_cname(s, s->hand[who][i], buf, sizeof buf));
	if (!s->nhand[who])
		sbuf_add(b, "(none)");
}

void eg_tell(ctx *c, game *g, int who, const char *text)
{
	char from[48];
	snprintf(from, sizeof from, "game %d", g->id);
	mut_tell(c, g->seats[who].sub ? g->seats[who].sub : g->seats[who].pid, from, text);
}

void eg_tell_hand(ctx *c, game *g, int who, const char *why)
{
	const el_state *s = &((eg_state *)g->st)->el;
	sbuf t = {0};
	sbuf_printf(&t, "game %d (Eleusis) round %d: %s; your hand is now ", g->id, s->round + 1,
		    why);
	eg_list_hand(s, who, &t);
	eg_tell(c, g, who, t.s);
	sbuf_free(&t);
}

/* The Gamepoints of the core into the framework's (R1250.3 II). */
void eg_describe_play(ctx *c, game *g, sbuf *b)
{
	const el_state *s = &((eg_state *)g->st)->el;
	char buf[16];
	if (s->pend_n == 0) {
		sbuf_add(b, "No Play, with the hand ");
		eg_list_hand(s, s->pend_by, b);
	} else {
		for (int i = 0; i < s->pend_n; i++)
			sbuf_printf(b, "%s%s", i ? " " : "", eg_cname(s, s->pend_cards[i], buf,
								   sizeof buf));
	}
	(void)c;
	(void)g;
}

/* The Deus, or the Referee substituting for a Deus who left (R1250.23 8). */
static void tell_deus(ctx *c, game *g, int deus, const char *text)
{
	if (eg_referee_subs(c->n, g, deus)) {
		char from[48];
		snprintf(from, sizeof from, "game %d", g->id);
		mut_tell(c, g->referee, from, text);
	} else {
		eg_tell(c, g, deus, text);
	}
}

/* Tells the one whose judgement is awaited, privately (issue 20 item 6). */
void eg_ask(ctx *c, game *g)
{
	eg_state *es = g->st;
	el_state *s = &es->el;
	int deus = s->rounds[s->round < s->nseats ? s->round : 0].deus;
	char span[32];
	sbuf t = {0};
	if (s->phase == EL_SETUP) {
		int64_t w = param_int(c->n, "eleusis.deus.wait");
		sbuf_printf(&t, "game %d (Eleusis): you are the Deus of round %d. Seal your secret rule "
			    "with `play %d rule TEXT` (R1250.23 5 a)) and announce the deck with `play %d "
			    "deck eleusis|standard [wild|nowild] [RANKINGS AND VALUES]` (5 b))",
			    g->id, s->round + 1, g->id, g->id);
		if (w > 0) {
			format_span(w, span, sizeof span);
			sbuf_printf(&t, "; within %s, or the round ends (eleusis.deus.wait, R1250.23 8)",
				    span);
		}
		tell_deus(c, g, deus, t.s);
	} else if (s->phase == EL_PROPHET) {
		format_span(param_int(c->n, "eleusis.prophet"), span, sizeof span);
		sbuf_printf(&t, "game %d (Eleusis): as prophet, call %s's play (", g->id,
			    eg_nm(c, g, s->pend_by));
		eg_describe_play(c, g, &t);
		sbuf_printf(&t, ") with `play %d call correct` or `play %d call incorrect%s` within %s; "
			    "otherwise it is deemed called correct (R1250.23 5 i) 1))", g->id, g->id,
			    s->pend_n ? "" : " CARD", span);
		eg_tell(c, g, s->prophet, t.s);
	} else if (s->phase == EL_DEUS) {
		sbuf_printf(&t, "game %d (Eleusis): judge %s's play (", g->id, eg_nm(c, g, s->pend_by));
		eg_describe_play(c, g, &t);
		sbuf_add(&t, ") by your rule");
		if (s->pend_called) {
			char buf[16];
			sbuf_printf(&t, "; the prophet %s called it %s", eg_nm(c, g, s->prophet),
				    s->pend_call ? "correct" : "incorrect");
			if (s->pend_card >= 0)
				sbuf_printf(&t, " and chose %s as a correct card",
					    eg_cname(s, s->pend_card, buf, sizeof buf));
			sbuf_printf(&t, ": `play %d approve` or `play %d disapprove`%s (R1250.23 5 i) "
				    "2)-4))", g->id, g->id, s->pend_card >= 0 ?
				    " (the No Play was correct), or `wrongcard` (it was not, but that "
				    "card is not correct either)" : "");
		} else {
			sbuf_printf(&t, ": `play %d judge correct` or `play %d judge incorrect%s` "
				    "(R1250.23 5 j))", g->id, g->id, s->pend_n ? "" : " CARD");
		}
		int64_t w = param_int(c->n, "eleusis.deus.wait");
		if (w > 0) {
			format_span(w, span, sizeof span);
			sbuf_printf(&t, "; within %s, or the round ends (eleusis.deus.wait)", span);
		}
		tell_deus(c, g, deus, t.s);
	}
	sbuf_free(&t);
}

