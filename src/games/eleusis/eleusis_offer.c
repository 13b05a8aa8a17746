/* eleusis_offer.c: the moves an Eleusis player may make now, for the web
 * page's forms (games.h moves hook; issue 18 item 2: "a hand of cards to
 * click"). On eir turn a Scientist gets a button per card of eir hand,
 * with the card's picture, each a play of that one card (R1250.23 5 f)),
 * and a No Play (5 g)); the pure core's el_play, tried on a copy of the
 * state, says which plays it takes, so only legal ones are offered. The
 * rest (several cards, a prophet's declaration, the Deus's rule, deck and
 * judgements, calls, error votes) stays a line after "play N", as do the
 * Referee's moves (the generic form). An active player outside the game
 * gets a button per seat e may take from a bot (8), and nothing else. A hand is its holder's alone (5 c)):
 * only v's own seat's cards are named. */
#include "games/eleusis/eleusis_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Would the core take who's play of these cards now? Nothing changes. */
static int playable(const el_state *s, int who, const int16_t *cards, int n)
{
	el_state *t = malloc(sizeof *t);
	if (!t)
		return 0;
	memcpy(t, s, sizeof *t);
	int ok = el_play(t, who, cards, n, 0, s->since) == EL_OK;
	free(t);
	return ok;
}

/* 8: an active player outside the game may take the place of one played
 * by a bot, but not the Deus's of the round in play; not the Referee, a
 * former one, or one already in it (eg_replace's conditions). */
static json_t *replacements(const nomic *n, const game *g, const el_state *s, const gviewer *v)
{
	json_t *a = json_array();
	const player *p = player_by_id(n, v->pid);
	if (!p || !player_is_active(p) || game_was_referee(g, v->pid) || s->phase == EL_OVER)
		return a;
	for (int i = 0; i < g->nseats; i++)
		if (g->seats[i].pid == v->pid || g->seats[i].sub == v->pid)
			return a;
	int deus = s->phase != EL_CLOSING && s->round < s->nseats ? s->rounds[s->round].deus : -1;
	char label[96];
	for (int i = 0; i < g->nseats && i < s->nseats; i++) {
		if (!s->left[i] || i == deus)
			continue;
		const char *who = holder_name(n, g->seats[i].pid);
		snprintf(label, sizeof label, "Take %s's place (played by a bot)", who);
		json_t *m = game_move_button(label, "play %d replace %s", g->id, who);
		json_object_set_new(m, "group", json_string("Join by taking a bot's place"));
		json_array_append_new(a, m);
	}
	return a;
}

json_t *eg_moves(const nomic *n, const game *g, const gviewer *v)
{
	const el_state *s = &((const eg_state *)g->st)->el;
	int me = v->seat;
	if (g->status != GS_RUNNING)
		return json_array();
	if (v->pid && v->pid == g->referee)
		return NULL; /* the Referee's moves: the generic line */
	if (me < 0 || me >= s->nseats)
		return replacements(n, g, s, v);
	json_t *a = json_array();
	if (s->left[me] || (g->seats[me].flags & SEAT_LEFT))
		return a;
	char name[16], label[48], group[48];
	snprintf(group, sizeof group, "Play a card (round %d)", s->round + 1);
	for (int i = 0; i < s->nhand[me]; i++) {
		int16_t card = s->hand[me][i];
		int seen = 0;
		for (int j = 0; j < i; j++)
			seen |= s->hand[me][j] == card; /* two Standard Decks: one button */
		if (seen || !playable(s, me, &card, 1))
			continue;
		eg_cname(s, card, name, sizeof name);
		snprintf(label, sizeof label, "Play %s", name);
		json_t *m = game_move_button(label, "play %d cards %s", g->id, name);
		json_object_set_new(m, "card", json_string(name));
		json_object_set_new(m, "group", json_string(group));
		json_array_append_new(a, m);
	}
	if (playable(s, me, NULL, 0)) {
		json_t *m = game_move_button("No Play (reveals your hand)", "play %d noplay", g->id);
		json_object_set_new(m, "group", json_string(group));
		json_array_append_new(a, m);
	}
	char line[32];
	snprintf(line, sizeof line, "play %d ", g->id);
	json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s}", "label", "Another move", "line",
		line, "help", g->cls->verbs ? g->cls->verbs : "", "group", "Other moves"));
	return a;
}
