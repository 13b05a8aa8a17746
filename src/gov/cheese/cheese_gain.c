/* cheese_gain.c: how a player gains a cheese (Ackanomic R611 ¶3-¶8): "A
 * player may gain a cheese only by doing the following. If e does so the e
 * is automatically given a cheese of the correct type."
 *
 * The server gives one by itself, while `cheese.auto` is 1, where it sees
 * the deed: a Stilton at a proposal's results (¶4), an Edam when a player
 * takes eir fifth office (¶6), a Brie for a Duel won and a Gouda for the
 * third game of five or more won (¶7, ¶8; src/games' "game" event). A
 * Cheddar (¶5: "harfy proposals", which the server does not designate,
 * R1112) and a Gouda for Grab a Donkey or Party Chess (games it does not
 * run) are given by the admin, `entity create cheddar PLAYER`, as the
 * rule's effect (docs/RULINGS.md, "Wins: Le Grand Fromage (R611)"). */
#include "core/params.h"
#include "econ/entities.h"
#include "gov/cheese/cheese.h"
#include "gov/gov.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cheese_give(ctx *c, int player_id, const char *word, const char *why, const char *indent)
{
	const player *p = player_by_id(c->n, player_id);
	const entity_kind *k = entity_kind_find(word);
	if (!p || !k || param_int(c->n, "cheese.auto") != 1)
		return;
	/* R611 ¶2 would destroy a second one at once: none is made. */
	if (entity_count(c->n, k, OWNER_PLAYER(player_id)))
		return;
	/* R250 VI d: one On Ice gains nothing; a Non-Player owns nothing. */
	if (p->state == PS_ONICE || p->state == PS_NONPLAYER)
		return;
	size_t had = c->err.len;
	entity *e = entity_create(c, k, NULL, OWNER_PLAYER(player_id), why);
	if (!e) { /* the gaining never refuses the event that earned it */
		if (c->err.len > had) {
			c->err.s[had] = '\0';
			c->err.len = had;
		}
		return;
	}
	cheese_say(c, indent, "%s receives %s %s (#%d) (%s)", p->name,
		   strchr("AEIOU", k->name[0]) ? "an" : "a", k->name, e->id, why);
}

typedef struct result {
	gtime closes;
	int number, adopted;
} result;

static int newest_first(const void *a, const void *b)
{
	const result *x = a, *y = b;
	if (x->closes != y->closes)
		return x->closes < y->closes ? 1 : -1;
	return y->number - x->number;
}

/* R611 ¶4: "if e the ten most recent proposals e authored for which valid
 * voting results have been released were all accepted". Results are
 * released when voting closes (results.c): the most recent close last. */
void cheese_on_proposal(ctx *c, const json_t *data)
{
	const proposal *pr =
		proposal_by_number(c->n, (int)json_integer_value(json_object_get(data, "number")));
	const gov *g = c->n->gov;
	if (!pr || !g)
		return;
	int64_t need = param_int(c->n, "cheese.stilton");
	result *v = xcalloc((size_t)g->nproposals + 1, sizeof *v);
	int nv = 0;
	for (int i = 0; i < g->nproposals; i++) {
		const proposal *q = g->proposals[i];
		if (q->author != pr->author ||
		    (q->status != PROP_ADOPTED && q->status != PROP_REJECTED))
			continue;
		v[nv++] = (result){q->closes, q->number, q->status == PROP_ADOPTED};
	}
	qsort(v, (size_t)nv, sizeof *v, newest_first);
	int ok = nv >= need;
	for (int i = 0; ok && i < need; i++)
		ok = v[i].adopted;
	free(v);
	if (ok) {
		char why[120];
		snprintf(why, sizeof why, "R611 ¶4: eir %lld most recent proposals were accepted",
			 (long long)need);
		cheese_give(c, pr->author, "stilton", why, "  ");
	}
}

/* R611 ¶6: "if e has held five offices since the adoption of this rule,
 * or the most recent destruction of a cheese of this type belonging to
 * this player, or the players most recent impeachment". Five different
 * offices, each counted when e takes it. */
void cheese_on_office(ctx *c, int player_id, const char *office_name)
{
	if (param_int(c->n, "cheese.auto") != 1)
		return; /* nothing is counted: old nomics replay unchanged */
	cheese_mark_add(c, player_id, CM_OFFICE, office_name);
	int64_t need = param_int(c->n, "cheese.edam");
	if (cheese_marks(c->n, player_id, CM_OFFICE) >= need) {
		char why[120];
		snprintf(why, sizeof why, "R611 ¶6: e has held %lld offices", (long long)need);
		cheese_give(c, player_id, "edam", why, NULL);
	}
}

/* R611 ¶7, ¶8: src/games' "game" event, at a game's end: {"id", "seats",
 * "winners": [names], "duel", "loser" (a Duel's, or null)}. */
void cheese_on_game(ctx *c, const json_t *data)
{
	if (param_int(c->n, "cheese.auto") != 1)
		return;
	const json_t *winners = json_object_get(data, "winners");
	int id = (int)json_integer_value(json_object_get(data, "id"));
	int seats = (int)json_integer_value(json_object_get(data, "seats"));
	if (json_is_true(json_object_get(data, "duel")) && json_array_size(winners) == 1) {
		const player *w = player_by_name(c->n, json_string_value(json_array_get(winners, 0)));
		const player *l = player_by_name(c->n, json_string_value(json_object_get(data, "loser")));
		/* ¶8: "If a player owns a brie when they lose a Duel, that brie
		 * is destroyed." */
		entity *b = l ? entity_first(c->n, entity_kind_find("brie"), OWNER_PLAYER(l->id)) : NULL;
		if (b) {
			int bid = b->id;
			if (entity_destroy(c, b, "R611 ¶8: its owner lost a Duel") == 0)
				cheese_say(c, "", "%s loses the Duel: eir Brie (#%d) is destroyed "
					   "(R611 ¶8)", l->name, bid);
		}
		if (w)
			cheese_give(c, w->id, "brie", "R611 ¶8: e won a Duel", "");
	}
	if (seats < param_int(c->n, "cheese.gouda_players"))
		return;
	char game[16];
	snprintf(game, sizeof game, "%d", id);
	int64_t need = param_int(c->n, "cheese.gouda");
	for (size_t i = 0; i < json_array_size(winners); i++) {
		const player *w = player_by_name(c->n, json_string_value(json_array_get(winners, i)));
		if (!w)
			continue;
		cheese_mark_add(c, w->id, CM_GAME, game);
		if (cheese_marks(c->n, w->id, CM_GAME) >= need) {
			char why[80];
			snprintf(why, sizeof why, "R611 ¶7: e has won %lld games of %lld or more "
				 "players", (long long)need,
				 (long long)param_int(c->n, "cheese.gouda_players"));
			cheese_give(c, w->id, "gouda", why, "");
		}
	}
}
