/* cheese.c: Le Grand Fromage (Ackanomic R611) as a subsystem: its state
 * (the marks the gaining counts), its parameters, what it hears, R611 ¶2's
 * "at most one of each variety", its Winning Condition, and the end of a
 * cycle won by it (R666 m). The gaining itself is cheese_gain.c.
 *
 * R611 ¶2: "Whenever a voting player owns one of each type of cheese, and
 * has not achieved a Winning Condition this way since the last time all
 * cheeses were destroyed by this rule at the end of a cycle, e achieves a
 * Winning Condition. If anyone wins a Cycle by this method then all
 * cheeses are destroyed at the end of that Cycle." */
#include "core/bind.h"
#include "core/module.h"
#include "econ/entities.h"
#include "gov/cheese/cheese.h"
#include "gov/gov.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* R611 ¶1's five varieties, in its order (their kinds: econ/kinds.c). */
static const char *const varieties[] = {"stilton", "cheddar", "edam", "brie", "gouda", NULL};

static int is_cheese(const char *word)
{
	for (int i = 0; word && varieties[i]; i++)
		if (strcmp(word, varieties[i]) == 0)
			return 1;
	return 0;
}

/* ---- state ---- */

cheese_state *cheese_of(ctx *c)
{
	if (!c->n->cheese) {
		c->n->cheese = xcalloc(1, sizeof(cheese_state));
		mut_part_made(c, cheese_free);
	}
	return c->n->cheese;
}

void cheese_free(nomic *n)
{
	cheese_state *s = n->cheese;
	if (!s)
		return;
	for (int i = 0; i < s->nmarks; i++)
		free(s->marks[i]);
	free(s->marks);
	free(s);
	n->cheese = NULL;
}

int cheese_marks(const nomic *n, int player_id, int kind)
{
	const cheese_state *s = n->cheese;
	int k = 0;
	for (int i = 0; s && i < s->nmarks; i++)
		k += s->marks[i]->player == player_id && s->marks[i]->kind == kind;
	return k;
}

static int has_mark(const nomic *n, int player_id, int kind, const char *what)
{
	const cheese_state *s = n->cheese;
	for (int i = 0; s && i < s->nmarks; i++)
		if (s->marks[i]->player == player_id && s->marks[i]->kind == kind &&
		    strcmp(s->marks[i]->what, what) == 0)
			return 1;
	return 0;
}

void cheese_mark_add(ctx *c, int player_id, int kind, const char *what)
{
	if (has_mark(c->n, player_id, kind, what))
		return;
	cheese_state *s = cheese_of(c);
	cheese_mark *m = xcalloc(1, sizeof *m);
	m->player = player_id;
	m->kind = kind;
	snprintf(m->what, sizeof m->what, "%s", what);
	mut_append(c, (void ***)&s->marks, &s->nmarks, &s->cap, m, free);
}

void cheese_mark_clear(ctx *c, int player_id, int kind)
{
	cheese_state *s = c->n->cheese;
	for (int i = s ? s->nmarks - 1 : -1; i >= 0; i--)
		if ((player_id < 0 || s->marks[i]->player == player_id) && s->marks[i]->kind == kind)
			mut_remove_at(c, (void ***)&s->marks, &s->nmarks, i, free);
}

void cheese_say(ctx *c, const char *indent, const char *fmt, ...)
{
	char line[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	/* indent NULL: in core's change (an office taken), before the
	 * command's own reply: this line comes first, on its own. */
	if (!indent)
		ctx_reply(c, "%s%s\n", c->out.len && c->out.s[c->out.len - 1] != '\n' ? "\n" : "",
			  line);
	else
		ctx_reply(c, "%s%s%s", c->out.len ? "\n" : "", indent ? indent : "", line);
	ctx_announce(c, "%s%s", indent ? indent : "", line);
}

/* ---- R611 ¶2 ---- */

/* "If a player owns more than one of any given variety of cheese then all
 * but one of them are destroyed": the one kept is the oldest. Returns how
 * many were destroyed. */
static int one_of_each(ctx *c, const entity_kind *k, int owner)
{
	ent_owner o = OWNER_PLAYER(owner);
	int gone = 0;
	while (entity_count(c->n, k, o) > 1) {
		const entities *s = entities_peek(c->n);
		entity *extra = NULL;
		for (int i = s->n - 1; i >= 0 && !extra; i--)
			if (s->v[i]->kind == k && owner_eq(s->v[i]->owner, o))
				extra = s->v[i];
		if (!extra || entity_destroy(c, extra, "R611 ¶2: at most one of each variety") != 0)
			return gone;
		gone++;
		cheese_say(c, NULL, "%s owns two %s: the newer (#%d) is destroyed (R611 ¶2)",
			   holder_name(c->n, owner), k->plural, extra->id);
	}
	return gone;
}

/* "Whenever a voting player owns one of each type of cheese ...". */
static void check_win(ctx *c, int owner)
{
	const player *p = player_by_id(c->n, owner);
	if (!p || p->state != PS_VOTING)
		return;
	for (int i = 0; varieties[i]; i++)
		if (!entity_count(c->n, entity_kind_find(varieties[i]), OWNER_PLAYER(owner)))
			return;
	if (cheese_marks(c->n, owner, CM_WON)) {
		cheese_say(c, NULL, "%s owns one of each cheese, but has achieved a Winning Condition "
			   "by Rule 611 since the cheeses were last all destroyed at the end of a "
			   "cycle: none again (R611 ¶2)", p->name);
		return;
	}
	if (!wc_achieve(c, owner, "611", NULL))
		return; /* the Goose said why (R600 ¶1), or e owns one (R600 ¶3) */
	cheese_mark_add(c, owner, CM_WON, "611");
	cheese_say(c, NULL, "%s owns one of each cheese and achieves a Winning Condition by Rule "
		   "611, Unclaimed (R611 ¶2, R600)", p->name);
}

/* A cheese created or moved to a player (by the gaining, or by the admin
 * as a rule's effect: `entity create`), or destroyed. */
static void on_entity(ctx *c, const json_t *data)
{
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *word = json_string_value(json_object_get(data, "kind"));
	if (!what || !is_cheese(word))
		return;
	if (strcmp(what, "destroyed") == 0) {
		/* R611 ¶6, ¶7: the counts run from "the most recent destruction
		 * of a cheese of this type belonging to this player". */
		const player *p = player_by_name(c->n, json_string_value(json_object_get(data, "from")));
		if (p && strcmp(word, "edam") == 0)
			cheese_mark_clear(c, p->id, CM_OFFICE);
		else if (p && strcmp(word, "gouda") == 0)
			cheese_mark_clear(c, p->id, CM_GAME);
		return;
	}
	if (strcmp(what, "created") != 0 && strcmp(what, "transferred") != 0)
		return;
	const player *p = player_by_name(c->n, json_string_value(json_object_get(data, "to")));
	if (!p)
		return;
	/* A second one destroyed at once changed nothing e owns. */
	if (!one_of_each(c, entity_kind_find(word), p->id))
		check_win(c, p->id);
}

void cheese_cycle_end(ctx *c, const char *rule)
{
	if (strcmp(rule, "611") != 0)
		return;
	int gone = 0;
	for (int i = 0; varieties[i]; i++)
		gone += entity_destroy_all(c, entity_kind_find(varieties[i]), OWNER_NOBODY, 1,
					   "R611 ¶2, R666 m: the cycle was won by Rule 611");
	/* "since the last time all cheeses were destroyed by this rule at the
	 * end of a cycle": the bar is lifted for everyone. */
	cheese_mark_clear(c, -1, CM_WON);
	if (!gone)
		return; /* nothing to tell (and a nomic begun before the cheeses
			   replays its ends of cycles word for word) */
	ctx_reply(c, "%sthe cycle was won by Rule 611: all cheeses are destroyed (%d) (R611 ¶2, "
		  "R666 m)", c->out.len ? "\n" : "", gone);
	ctx_announce(c, "the cycle was won by Rule 611: all cheeses are destroyed (%d) (R611 ¶2, "
		     "R666 m)", gone);
}

/* ---- the module ---- */

/* Whether R611 stands (a repealed rule's mechanic stops: core/bind.h). */
static int r611_stands(const nomic *n)
{
	char why[200];
	return n->rules && !bind_stopped(n, "R611", why, sizeof why);
}

static int cheese_on_event(ctx *c, const char *event, const json_t *data)
{
	if (!r611_stands(c->n))
		return 0;
	if (strcmp(event, "entity") == 0)
		on_entity(c, data);
	else if (strcmp(event, "proposal") == 0)
		cheese_on_proposal(c, data);
	else if (strcmp(event, "game") == 0)
		cheese_on_game(c, data);
	else if (strcmp(event, "impeachment") == 0) {
		/* R611 ¶6: the offices count from "the players most recent
		 * impeachment" (an Impeachment Paper ACCEPTED, R404 (v)). */
		const player *p =
			player_by_name(c->n, json_string_value(json_object_get(data, "player")));
		if (p)
			cheese_mark_clear(c, p->id, CM_OFFICE);
	}
	return 0;
}

static void cheese_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind == CHANGE_OFFICE && ch->player && ch->office && r611_stands(c->n))
		cheese_on_office(c, ch->player, ch->office->name);
}

static void cheese_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("cheeses: at most one of each variety; one of each achieves a Winning Condition",
	   "R611 ¶2", arg);
	fn("a Stilton for ten accepted proposals in a row", "R611 ¶4", arg);
	fn("an Edam for five offices held", "R611 ¶6", arg);
	fn("a Gouda for three wins of games of five or more players", "R611 ¶7", arg);
	fn("a Brie for winning a Duel; a Brie destroyed on losing one", "R611 ¶8", arg);
	fn("all cheeses destroyed at the end of a cycle won by Rule 611", "R666 m", arg);
}

static const param_decl cheese_params[] = {
	{"cheese.auto", PT_INT, 0, 0, 1, "", "R611 ¶3",
	 "1 (nomics begun at level 2): the server gives the cheeses R611 ¶4-¶8 earn as they are "
	 "earned; 0 (nomics begun before, so that they replay unchanged): only the admin does",
	 0, NULL},
	{"cheese.stilton", PT_INT, 10, 1, 1000, "proposals", "R611 ¶4",
	 "a Stilton: this many of a player's most recent proposals with results, all accepted",
	 0, NULL},
	{"cheese.edam", PT_INT, 5, 1, 1000, "offices", "R611 ¶6",
	 "an Edam: this many offices held since the count began", 0, NULL},
	{"cheese.gouda", PT_INT, 3, 1, 1000, "games", "R611 ¶7",
	 "a Gouda: this many wins of games with enough players", 0, NULL},
	{"cheese.gouda_players", PT_INT, 5, 1, 1000, "players", "R611 ¶7",
	 "the players a game must have for its win to count toward a Gouda", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 2 or later gain cheeses by themselves
 * (core/level.h); earlier ones replay as they were played. */
static const param_level cheese_level_defaults[] = {
	{"cheese.auto", 2, 1},
	{NULL, 0, 0},
};

const nomic_module cheese_module = {
	.name = "cheese",
	.free_state = cheese_free,
	.save_state = cheese_save_state,
	.load_state = cheese_load_state,
	.state_version = 1,
	.params = cheese_params,
	.level_defaults = cheese_level_defaults,
	.each_mechanic = cheese_mechanics,
	.on_event = cheese_on_event,
	.on_change = cheese_on_change,
};
