/* otzma_explore.c: the Otzma Cards Arctic Explorer (Ackanomic R1240.17)
 * and Swinging Sale (R1240.8), and what the types still not built lack.
 *
 * Arctic Explorer: `otzma use CARD PLAYER`, PLAYER On Ice. Without an Ice
 * Pick (an entity of eirs with "Ice Pick" in its name) the card has no
 * effect; else one of PLAYER's tradeable entities, drawn at random, goes to
 * the card's player, or, if e has none, A$10 (all e has if less). Its
 * Counter-Action gives PLAYER the Ice Pick, what was taken, and one other
 * entity of the card's player drawn at random (or up to A$10 if e has no
 * other). The draws are the server's, keyed `otzma.arctic` and
 * `otzma.arctic.counter` by the card's id.
 *
 * Swinging Sale: no Counter-Action, so it takes effect three days after
 * its use (R1240.1 E 9 b): from then its player may buy one Free
 * Swingership (R1040 V, `swingership buy NAME`, src/society/swingers) for
 * half its price, with R1040 V's restrictions (docs/RULINGS.md: the
 * Capital-Swinger Office). */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/rng.h"
#include "core/undo.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* "an entity with the word "Ice Pick" in its name", any case. */
static int ice_pick_name(const char *name)
{
	static const char pick[] = "ice pick";
	size_t k = sizeof pick - 1;
	for (const char *s = name; s && strlen(s) >= k; s++) {
		size_t i = 0;
		while (i < k && tolower((unsigned char)s[i]) == pick[i])
			i++;
		if (i == k)
			return 1;
	}
	return 0;
}

/* The Ice Pick player pid owns (the first by id), or NULL. */
static const entity *ice_pick_of(const nomic *n, int pid)
{
	const entities *es = entities_peek(n);
	for (int i = 0; es && i < es->n; i++)
		if (owner_eq(es->v[i]->owner, OWNER_PLAYER(pid)) && ice_pick_name(es->v[i]->name))
			return es->v[i];
	return NULL;
}

/* Draws one of pid's tradeable entities other than those in skip[0..2]
 * (0: none), for player `to`, keyed purpose by the card; NULL if none. Not
 * land or a building (they move only together, R825 III i), nor an Otzma
 * Card if `to` owns the most e may (R1240.1 ¶2, ¶7). */
static entity *draw_entity(ctx *c, int pid, int to, const int skip[3], const char *purpose,
			   int card)
{
	const entities *es = entities_peek(c->n);
	int full = otzma_count_of(c->n, to) >= param_int(c->n, "otzma.max_player");
	int k = 0;
	for (int pass = 0; pass < 2; pass++) {
		int pick = -1;
		if (pass == 1) {
			if (!k)
				return NULL;
			rng_key(c->rng, purpose, (uint64_t)card);
			pick = (int)rng_below(c->rng, (uint64_t)k);
		}
		int m = 0;
		for (int i = 0; es && i < es->n; i++) {
			entity *e = es->v[i];
			if (!owner_eq(e->owner, OWNER_PLAYER(pid)) || !(e->kind->flags & EK_TRADEABLE) ||
			    e->id == skip[0] || e->id == skip[1] || e->id == skip[2] ||
			    strcmp(e->kind->word, "kaa") == 0 || strcmp(e->kind->word, "building") == 0 ||
			    (full && otzma_type_of(e)))
				continue;
			if (pass == 0)
				k++;
			else if (m++ == pick)
				return e;
		}
	}
	return NULL;
}

static void describe(const entity *e, char *buf, size_t len)
{
	if (e->name)
		snprintf(buf, len, "#%d \"%s\" (%s)", e->id, e->name, e->kind->name);
	else
		snprintf(buf, len, "#%d (%s)", e->id, e->kind->name);
}

int otzma_explore_check(ctx *c, int argc, char **argv, otzma_more *u)
{
	if (argc < 2)
		return ctx_fail(c, "name an On Ice player: `otzma use CARD PLAYER` (R1240.17 ¶3)");
	const player *p = player_by_name(c->n, argv[1]);
	if (!p || p->state != PS_ONICE)
		return ctx_fail(c, "'%s' is not an On Ice player (R1240.17 ¶3)", argv[1]);
	u->named = p->id;
	const entity *pick = ice_pick_of(c->n, c->actor->id);
	u->aux = pick ? pick->id : 0;
	return 0;
}

int otzma_explore_effect(ctx *c, otzma_play *p, const otzma_more *u)
{
	const player *t = player_by_id(c->n, u->named);
	p->named = u->named; /* p was made in this event: undone with it */
	p->aux = u->aux;
	if (!u->aux) {
		ctx_say(c, "%s has no Ice Pick (an entity with \"Ice Pick\" in its name): the Arctic "
			"Explorer #%d has no effect (R1240.17 ¶2)", c->actor->name, p->card);
		return 0;
	}
	char why[64], d[120];
	snprintf(why, sizeof why, "R1240.17: an Arctic Explorer (#%d)", p->card);
	static const int none[3] = {0, 0, 0};
	entity *e = draw_entity(c, t->id, c->actor->id, none, "otzma.arctic", p->card);
	if (e) {
		describe(e, d, sizeof d);
		if (entity_transfer(c, e, OWNER_PLAYER(c->actor->id), MOVE_RULES, why))
			return -1;
		p->mark = e->id;
		ctx_say(c, "the Arctic Explorer #%d: %s's %s, drawn at random, goes to %s "
			"(R1240.17 ¶3)", p->card, t->name, d, c->actor->name);
		return 0;
	}
	int64_t paid = otzma_pay_upto(c, t->id, c->actor->id, param_int(c->n, "otzma.arctic.amount"),
				      why);
	if (paid < 0)
		return -1;
	p->amount = paid;
	ctx_say(c, "the Arctic Explorer #%d: %s owns no tradeable entity; e pays %s A$%lld "
		"(R1240.17 ¶3)", p->card, t->name, c->actor->name, (long long)paid);
	return 0;
}

/* R1240.17 ¶4: to the target the Ice Pick, what was taken, one other
 * entity drawn (or up to A$10). */
int otzma_explore_counter(ctx *c, otzma_play *p)
{
	const player *t = player_by_id(c->n, p->named), *who = player_by_id(c->n, p->player);
	if (!t || !who)
		return 0;
	ctx_say(c, "the Counter-Action of the Arctic Explorer #%d (R1240.17 ¶4):", p->card);
	if (t->state == PS_ONICE || t->state == PS_NONPLAYER) {
		ctx_say(c, "%s is %s and gains nothing (R250 VI d): nothing moves", t->name,
			t->state == PS_ONICE ? "On Ice" : "not a player");
		return 0;
	}
	char why[80], d[120];
	snprintf(why, sizeof why, "R1240.17: the Counter-Action of an Arctic Explorer (#%d)",
		 p->card);
	int ids[3] = {(int)p->aux, (int)p->mark, 0};
	for (int i = 0; i < 2; i++) {
		entity *e = ids[i] ? entity_by_id(c->n, ids[i]) : NULL;
		if (!e || !owner_eq(e->owner, OWNER_PLAYER(who->id)))
			continue;
		describe(e, d, sizeof d);
		if (entity_transfer(c, e, OWNER_PLAYER(t->id), MOVE_RULES, why))
			return -1;
		ctx_say(c, "%s %s goes to %s", i ? "the entity taken," : "the Ice Pick,", d, t->name);
	}
	if (p->amount > 0) {
		int64_t back = otzma_pay_upto(c, who->id, t->id, p->amount, why);
		if (back < 0)
			return -1;
		ctx_say(c, "the A$ taken: %s pays %s A$%lld of A$%lld", who->name, t->name,
			(long long)back, (long long)p->amount);
	}
	entity *e = draw_entity(c, who->id, t->id, ids, "otzma.arctic.counter", p->card);
	if (e) {
		describe(e, d, sizeof d);
		if (entity_transfer(c, e, OWNER_PLAYER(t->id), MOVE_RULES, why))
			return -1;
		ctx_say(c, "one other entity drawn at random, %s, goes to %s", d, t->name);
		return 0;
	}
	int64_t paid = otzma_pay_upto(c, who->id, t->id, param_int(c->n, "otzma.arctic.amount"), why);
	if (paid < 0)
		return -1;
	ctx_say(c, "%s owns no other tradeable entity: e pays %s A$%lld", who->name, t->name,
		(long long)paid);
	return 0;
}

/* ---- Swinging Sale (R1240.8) ---- */

int otzma_sale_effect(ctx *c, otzma_play *p)
{
	UNDO_SET(c->j, p->fired, 1);
	const player *who = player_by_id(c->n, p->player);
	ctx_say(c, "the Swinging Sale #%d takes effect: %s may buy a Swingership for half its "
		"price, `swingership buy NAME` (R1240.8, R1040 V)", p->card, who ? who->name : "?");
	return 0;
}

int otzma_sale_open(const nomic *n, int pid)
{
	const otzma *z = n->otzma;
	for (int i = 0; z && i < z->nplays; i++) {
		const otzma_play *p = z->plays[i];
		if (strcmp(p->type->word, "swinging-sale") == 0 && p->player == pid && p->fired &&
		    !p->mark)
			return p->card;
	}
	return 0;
}

int otzma_sale_spend(ctx *c, int card)
{
	otzma_play *p = otzma_play_find(c->n, card);
	if (p)
		UNDO_SET(c->j, p->mark, 1);
	return 0;
}
