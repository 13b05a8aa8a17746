/* pooker_offer.c: what a player or the Dealer may do in A Nomic's Cards
 * now, for the web page's forms (games.h moves hook; issue 18 item 2).
 * The Dealer (R386): deal a Card to a Player (R387) while the Deck has
 * one, and post the nweek's report so far (R390). A player: a trade
 * notice (R394, R395) of one of eir own PCards, not shown at an open
 * Showdown, for one e does not hold, with a Player who may trade (not the
 * Dealer, not On Ice), within the notices the Dealer keeps for em; the
 * Motion to Show Cards (R396) when none is pending and no Showdown is on,
 * and FOR/AGAINST while one is; declaring a Showdown with ten or more
 * PCards; eir Hand and eir best arrangement (private replies). Showing
 * cards at a Showdown (R396, R397) and trades of several cards stay a line
 * after "play N". The hand itself is drawn as card pictures above the
 * moves (the page's "Your hand"); only the viewer's own cards are named
 * here, and which PCards others hold is never (a wanted card is any PCard
 * e does not hold, as the notifier's own check, check_own_side, has it). */
#include "core/state.h"
#include "games/pooker/pooker_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Players e may trade with, NULL-ended names (malloc'd array). */
static const char **partners(const nomic *n, const game *g, const pk_state *s, int me)
{
	const char **a = calloc((size_t)n->nplayers + 1, sizeof *a);
	int k = 0, mine = 0;
	for (int i = 0; i < s->nnotes; i++)
		mine += s->note[i].pid == me;
	for (int pid = 1; a && pid <= n->nplayers && pid < PK_PIDS; pid++) {
		const player *p = player_by_id(n, pid);
		if (!p || pid == me || pid == g->referee || !pk_is_player(n, pid) ||
		    p->state == PS_ONICE)
			continue;
		int replaces = 0;
		for (int i = 0; i < s->nnotes; i++)
			replaces |= s->note[i].pid == me && s->note[i].partner == pid;
		/* PK_NOTES_EACH pending to others: only a replacement is taken. */
		if (mine - replaces >= PK_NOTES_EACH)
			continue;
		a[k++] = p->name;
	}
	return a;
}

static json_t *grouped(json_t *m, const char *group)
{
	json_object_set_new(m, "group", json_string(group));
	return m;
}

static json_t *dealer_moves(const nomic *n, const game *g, const pk_state *s)
{
	json_t *a = json_array();
	if (cards_deck_count(&s->t) > 0) {
		json_t *m = json_pack("{s:s, s:s}", "label", "Deal a Card to", "group", "The Dealer");
		for (int pid = 1; pid <= n->nplayers && pid < PK_PIDS; pid++) {
			const player *p = player_by_id(n, pid);
			if (p && pid != g->referee && pk_is_player(n, pid))
				game_move_choice(m, p->name, "play %d deal %s", g->id, p->name);
		}
		if (json_object_get(m, "choices"))
			json_array_append_new(a, m);
		else
			json_decref(m);
	}
	json_array_append_new(a, grouped(game_move_button("Post the report so far", "play %d report",
							  g->id), "The Dealer"));
	return a;
}

json_t *pk_moves(const nomic *n, const game *g, const gviewer *v)
{
	const pk_state *s = g->st;
	if (g->status != GS_RUNNING || !v->pid || v->pid >= PK_PIDS)
		return json_array();
	const office *o = office_by_name(n, "Dealer");
	int dealer = o && o->holder ? o->holder : g->referee;
	if (v->pid == dealer)
		return dealer_moves(n, g, s);
	json_t *a = json_array();
	if (v->pid == g->referee || v->seat < 0)
		return a; /* a former Dealer the game has not followed yet */
	int me = v->pid;
	cards_card held[POOKER_MAX_CARDS];
	int k = pk_count_pcards(s, me, held);
	/* A trade of one PCard for one. */
	const char *give[POOKER_MAX_CARDS + 1], *get[POOKER_MAX_CARDS + 1];
	char gbuf[POOKER_MAX_CARDS][CARDS_NAME_LEN], wbuf[POOKER_MAX_CARDS][CARDS_NAME_LEN];
	int ng = 0, nw = 0;
	for (int card = 1; card <= CARDS_MAX; card++) {
		cards_card c = (cards_card)card;
		if (!pooker_is_pcard(c) || pk_shown_by(s, c))
			continue;
		if (s->t.holder[card] == me && ng < POOKER_MAX_CARDS) {
			give[ng] = pk_cname(c, gbuf[ng], sizeof gbuf[ng]);
			ng++;
		} else if (s->t.holder[card] != me && nw < POOKER_MAX_CARDS) {
			get[nw] = pk_cname(c, wbuf[nw], sizeof wbuf[nw]);
			nw++;
		}
	}
	give[ng] = get[nw] = NULL;
	const char **ps = partners(n, g, s, me);
	if (ps && ps[0] && ng && nw) {
		json_t *m = game_move_form("Send a trade notice to the Dealer", "play %d trade", g->id);
		game_move_select(m, "With", ps);
		game_move_select(m, "Give", give);
		game_move_select(m, "For", get);
		json_t *in = json_object_get(m, "inputs");
		json_object_set_new(json_array_get(in, 1), "before", json_string("give"));
		json_object_set_new(json_array_get(in, 2), "before", json_string("get"));
		json_object_set_new(m, "group", json_string("Trade (R394, R395)"));
		json_array_append_new(a, m);
	}
	free(ps);
	const char *group = "Showdown (R396)";
	if (!s->motion && !s->showdown)
		json_array_append_new(a, grouped(game_move_button("Make a Motion to Show Cards",
								  "play %d motion", g->id), group));
	if (s->motion) {
		json_array_append_new(a, grouped(game_move_button("Vote FOR the Motion",
								  "play %d vote FOR", g->id), group));
		json_array_append_new(a, grouped(game_move_button("Vote AGAINST the Motion",
								  "play %d vote AGAINST", g->id), group));
	}
	if (!s->showdown && pooker_may_declare(k))
		json_array_append_new(a, grouped(game_move_button("Declare a Showdown",
								  "play %d showdown", g->id), group));
	json_array_append_new(a, grouped(game_move_button("Tell me my Hand", "play %d hand", g->id),
					 "Your Hand"));
	if (k)
		json_array_append_new(a, grouped(game_move_button("My best arrangement",
								  "play %d best", g->id), "Your Hand"));
	char line[32];
	snprintf(line, sizeof line, "play %d ", g->id);
	json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s}", "label", "Another move", "line",
		line, "help", "show CARDS [/ CARDS]... | show best | trade PLAYER give CARDS get CARDS",
		"group", "Other moves"));
	return a;
}
