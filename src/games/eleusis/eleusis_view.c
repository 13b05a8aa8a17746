/* eleusis_view.c: the view of an Eleusis game (Ackanomic R1250.23/10) for
 * one viewer: the players with their hand sizes and Gamepoints, the
 * layout with its marks (5 k), l)), the play awaiting judgement (a No
 * Play's hand is public, 5 g)), and each round's deck, announcement,
 * commitment, hints and scores. A hand is shown to its holder alone (5 c))
 * and to the Referee (10); a round's rule and salt to its Deus alone until
 * the round ends (4 e)), and to the Referee substituting for a Deus who
 * left (8). */
#include "games/eleusis/eleusis_game.h"

#include <stdio.h>
#include <string.h>

static const char *phase_word(int p)
{
	static const char *const w[] = {"setup", "dealing", "play", "prophet's call",
					"Deus's judgement", "closing", "over"};
	return p >= 0 && p <= EL_OVER ? w[p] : "?";
}

static json_t *cards_json(const el_state *s, const int16_t *cards, int n)
{
	json_t *a = json_array();
	char buf[16];
	for (int i = 0; i < n; i++)
		json_array_append_new(a, json_string(eg_cname(s, cards[i], buf, sizeof buf)));
	return a;
}

json_t *eg_view(const nomic *n, const game *g, const gviewer *v)
{
	const el_state *s = &((const eg_state *)g->st)->el;
	json_t *o = json_object();
	char buf[16], h[2 * EL_HASH + 1], salt[2 * EL_SALT + 1];
	json_object_set_new(o, "phase", json_string(phase_word(s->phase)));
	json_t *pl = json_array();
	for (int i = 0; i < s->nseats; i++) {
		json_t *x = json_pack("{s:i, s:s, s:i, s:i}", "number", s->number[i], "player",
				      holder_name(n, g->seats[i].pid), "cards", s->nhand[i],
				      "gamepoints", s->gp[i]);
		/* A hand is its holder's alone (5 c)), and the Referee's, who
		 * "must track ... which player has which cards" (10). */
		if (v->seat == i || (g->referee && v->pid == g->referee))
			json_object_set_new(x, "hand", cards_json(s, s->hand[i], s->nhand[i]));
		if (s->expelled[i])
			json_object_set_new(x, "expelled", json_true());
		if (s->left[i])
			json_object_set_new(x, "bot", json_true());
		json_array_append_new(pl, x);
	}
	json_object_set_new(o, "players", pl);
	if (s->round < s->nseats && s->phase < EL_CLOSING) {
		const el_round *r = &s->rounds[s->round];
		json_object_set_new(o, "round", json_integer(s->round + 1));
		json_object_set_new(o, "deus", json_string(holder_name(n, g->seats[r->deus].pid)));
		if (s->prophet >= 0)
			json_object_set_new(o, "prophet",
					    json_string(holder_name(n, g->seats[s->prophet].pid)));
		int w = el_awaited(s);
		if (w >= 0)
			json_object_set_new(o, "awaiting", json_string(holder_name(n,
							g->seats[w].pid)));
		json_object_set_new(o, "sudden death", json_boolean(s->sudden));
		json_object_set_new(o, "cards without prophet", json_integer(s->free_cards));
		json_object_set_new(o, "cards since prophet", json_integer(s->prophet_cards));
		json_object_set_new(o, "draw pile", json_integer(s->npile));
		json_t *line = json_array();
		for (int i = 0; i < s->nline; i++) {
			const el_laid *l = &s->line[i];
			sbuf t = {0};
			sbuf_printf(&t, "%s%s%s%s", eg_cname(s, l->card, buf, sizeof buf),
				    l->ok ? "" : " (wrong)", l->mark & EL_MARK_STAR ? " *" : "",
				    l->mark & EL_MARK_BANG ? " !" : "");
			json_array_append_new(line, json_string(t.s));
			sbuf_free(&t);
		}
		json_object_set_new(o, "layout", line);
		if (s->phase == EL_PROPHET || s->phase == EL_DEUS) {
			json_t *p = json_pack("{s:s}", "by", holder_name(n, g->seats[s->pend_by].pid));
			if (s->pend_n)
				json_object_set_new(p, "cards", cards_json(s, s->pend_cards, s->pend_n));
			else /* 5 g): revealed with the call */
				json_object_set_new(p, "no play, hand",
						    cards_json(s, s->hand[s->pend_by],
							       s->nhand[s->pend_by]));
			if (s->pend_called)
				json_object_set_new(p, "prophet's call",
						    json_string(s->pend_call ? "correct" : "incorrect"));
			json_object_set_new(o, "play", p);
		}
	}
	json_t *rounds = json_array();
	for (int k = 0; k < s->nseats; k++) {
		const el_round *r = &s->rounds[k];
		if (!r->played && !r->skipped && !(k == s->round && s->phase < EL_CLOSING))
			continue;
		json_t *x = json_pack("{s:i, s:s}", "round", k + 1, "deus",
				      holder_name(n, g->seats[r->deus].pid));
		if (r->skipped)
			json_object_set_new(x, "skipped", json_true());
		if (r->note[0]) {
			json_object_set_new(x, "deck", json_string(r->deck == EL_DECK_ELEUSIS ?
				"eleusis" : "standard x2"));
			json_object_set_new(x, "wild", json_boolean(r->wild));
			if (strcmp(r->note, "-"))
				json_object_set_new(x, "announced", json_string(r->note));
		}
		if (r->rule[0]) {
			eg_hex(r->hash, EL_HASH, h);
			json_object_set_new(x, "commitment", json_string(h));
			/* The text and salt: the Deus's alone until the round ends. */
			/* And the Referee substituting for a Deus who left (8). */
			if (r->revealed || v->seat == r->deus ||
			    (g->referee && v->pid == g->referee && k == s->round &&
			     s->phase != EL_CLOSING && s->phase != EL_OVER &&
			     eg_referee_subs(n, g, r->deus))) {
				eg_hex(r->salt, EL_SALT, salt);
				json_object_set_new(x, "rule", json_string(r->rule));
				json_object_set_new(x, "salt", json_string(salt));
			}
		}
		json_object_set_new(x, "hints", json_integer(r->hints));
		if (r->revealed && r->played) {
			json_t *sc = json_object();
			for (int i = 0; i < s->nseats; i++)
				json_object_set_new(sc, holder_name(n, g->seats[i].pid),
						    json_integer(r->score[i]));
			json_object_set_new(x, "scores", sc);
			if (r->true_prophet >= 0)
				json_object_set_new(x, "true prophet", json_string(holder_name(n,
						g->seats[r->true_prophet].pid)));
		}
		if (r->voting)
			json_object_set_new(x, "error vote open", json_true());
		if (r->penalised)
			json_object_set_new(x, "error", json_true());
		json_array_append_new(rounds, x);
	}
	json_object_set_new(o, "rounds", rounds);
	return o;
}

