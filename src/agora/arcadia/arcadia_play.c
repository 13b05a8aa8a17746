/* arcadia_play.c: the Arcadian tournament's actions (seed 003, "=====
 * TOURNAMENT ====="): joining, claiming Aether land at the escalating
 * Energy cost, building and destroying Facilities at the running
 * tournament's Template's costs, destroying Food for Energy, the Monument
 * win, and midnight (production, then Energy set to the Template's value).
 * Every action reads its numbers from the tournament's own copy of the
 * Template, so an Arcadian Proposal applied meanwhile changes only the
 * next tournament. Each refusal is one line and changes nothing. */
#include "agora/arcadia/arcadia.h"
#include "core/ctx.h"
#include "core/params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DAY 86400

/* "a Farm", "an Orchard". */
static const char *art(const char *name)
{
	return strchr("AEIOUaeiou", name[0]) ? "an" : "a";
}

static arc_tourney *running(ctx *c)
{
	arc_tourney *t = arc_current(c->n);
	if (!t)
		ctx_fail(c, "no Arcadian Tournament is running (the Lord-Ruler begins one on the "
			    "Iteration Date)");
	return t;
}

static arc_player *participant(ctx *c, arc_tourney **tp)
{
	arc_tourney *t = running(c);
	if (!t)
		return NULL;
	arc_player *p = arc_player_of(t, c->actor->id);
	if (!p)
		ctx_fail(c, "you have not joined Arcadian Tournament %d (`arcadia join`)", t->id);
	*tp = t;
	return p;
}

/* "LAT LON": both 1 to 9. */
static int arg_unit(ctx *c, char **argv, int *k)
{
	int64_t lat, lon;
	if (parse_int64(argv[0], &lat) || parse_int64(argv[1], &lon) || lat < 1 ||
	    lat > ARC_SIDE || lon < 1 || lon > ARC_SIDE)
		return ctx_fail(c, "a Location is a Latitude and a Longitude, each 1 to %d",
				ARC_SIDE);
	*k = arc_index((int)lat, (int)lon);
	return 0;
}

/* "Any actions that would set a player's Energy to be less than 0 [are
 * impossible]" (RULINGS: the cut clause). */
static int spend(ctx *c, arc_player *p, int cost, const char *what)
{
	if (p->energy < cost)
		return ctx_fail(c, "%s costs %d Energy and you have %d (Energy cannot go below 0)",
				what, cost, p->energy);
	UNDO_SET(c->j, p->energy, p->energy - cost);
	return 0;
}

int arc_cmd_join(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	arc_tourney *t = running(c);
	if (!t)
		return -1;
	if (arc_player_of(t, c->actor->id))
		return ctx_fail(c, "you have joined Arcadian Tournament %d already", t->id);
	arc_player *p = xcalloc(1, sizeof *p);
	p->pid = c->actor->id;
	/* RULINGS: a player joins with the Energy of a midnight. */
	p->energy = t->t.energy;
	/* "are given 2 Stone and 2 [Lumber]": created in eir possession through
	 * the ledger, on top of what e holds from an earlier tournament
	 * (RULINGS: holdings persist; each tournament's grant is given). */
	for (int r = 0; r < ARC_NRES; r++)
		if (ledger_add(c, c->actor->id, arc_currency(c, r), t->t.start[r])) {
			free(p);
			return -1;
		}
	mut_append(c, (void ***)&t->pl, &t->npl, &t->plcap, p, free);
	ctx_say(c, "%s joins Arcadian Tournament %d and is given %d Food, %d Stone and %d Lumber; "
		"Energy %d", c->actor->name, t->id, t->t.start[ARC_FOOD], t->t.start[ARC_STONE],
		t->t.start[ARC_LUMBER], p->energy);
	return 0;
}

/* "Participants CAN set the Land Type of a Land Unit whose type is Aether
 * to the value of the Alternating Land Type and transfer it to emself by
 * announcement. This action decreases eir Energy by one more than the
 * amount of times this action has been performed by the player in question
 * since another player has performed this action. This action also flips
 * the Alternating Land Type to its other possible value." */
int arc_cmd_claim(ctx *c, int argc, char **argv)
{
	(void)argc;
	arc_tourney *t = NULL;
	arc_player *p = participant(c, &t);
	int k = 0;
	if (!p || arg_unit(c, argv, &k))
		return -1;
	arc_unit *u = &t->map[k];
	if (u->type != ARC_AETHER)
		return ctx_fail(c, "the Land Unit at (%d, %d) is %s, not Aether: only Aether land is "
				"claimed", u->lat, u->lon, arc_type_name(u->type));
	int before = t->last_claimer == p->pid ? t->streak : 0;
	int cost = t->t.claim_base + before;
	char herr[300];
	if (t->t.claim_hook[0] &&
	    arc_hook_claim(t->t.claim_hook, param_int(c->n, "arcadia.hook_budget"),
			   t->t.claim_base, before, &cost, herr, sizeof herr))
		return ctx_fail(c, "%s", herr);
	char what[64];
	snprintf(what, sizeof what, "claiming land (your claim %d in a row)", before + 1);
	if (spend(c, p, cost, what))
		return -1;
	undo_bytes(c->j, u, sizeof *u);
	u->type = t->alt;
	u->owner = p->pid;
	/* Its entity follows: the Land Type switch, then the econ transfer. */
	if (arc_units_claim(c, u, p->pid))
		return -1;
	UNDO_SET(c->j, t->alt, t->alt == ARC_BLACK ? ARC_WHITE : ARC_BLACK);
	UNDO_SET(c->j, t->streak, before + 1);
	UNDO_SET(c->j, t->last_claimer, p->pid);
	ctx_say(c, "%s claims the Land Unit at (%d, %d), now %s, for %d Energy (%d left); the "
		"Alternating Land Type is now %s", c->actor->name, u->lat, u->lon,
		arc_type_name(u->type), cost, p->energy, arc_type_name(t->alt));
	return 0;
}

static int owned(ctx *c, arc_tourney *t, arc_player *p, int k, arc_unit **out)
{
	arc_unit *u = &t->map[k];
	if (u->owner != p->pid)
		return ctx_fail(c, "the Land Unit at (%d, %d) is not yours (%s)", u->lat, u->lon,
				u->owner ? "Private Land of another" : "Public Land, Agora's");
	*out = u;
	return 0;
}

/* "The owner of a Land Unit with a Facility value None CAN set that Land
 * Unit's Facility value to Farm by destroying 1 Lumber and 1 Stone ..."
 * and "set the Facility of a Land Unit e owns to Monument by destroying 20
 * Food, 20 Stones, and 20 Lumber. The first player to do so wins the
 * tournament." The costs are the tournament's Template's. */
int arc_cmd_build(ctx *c, int argc, char **argv)
{
	(void)argc;
	arc_tourney *t = NULL;
	arc_player *p = participant(c, &t);
	int k = 0;
	arc_unit *u = NULL;
	if (!p || arg_unit(c, argv, &k) || owned(c, t, p, k, &u))
		return -1;
	int f = arc_facility_find(&t->t, argv[2]);
	if (f < 0) {
		sbuf names = {0};
		for (int i = 0; i < t->t.nfac; i++)
			sbuf_printf(&names, "%s%s", i ? ", " : "", t->t.fac[i].name);
		ctx_fail(c, "this tournament has no Facility '%s' (its Facilities: %s)", argv[2],
			 names.s);
		sbuf_free(&names);
		return -1;
	}
	const arc_facility *x = &t->t.fac[f];
	if (u->fac != ARC_NONE && !x->on_any)
		return ctx_fail(c, "the Land Unit at (%d, %d) has %s %s: %s %s is built only where "
				"the Facility is None", u->lat, u->lon, art(t->t.fac[u->fac].name),
				t->t.fac[u->fac].name, art(x->name), x->name);
	if (u->fac == f)
		return ctx_fail(c, "the Land Unit at (%d, %d) has %s %s already", u->lat, u->lon,
				art(x->name), x->name);
	const int me = p->pid;
	for (int r = 0; r < ARC_NRES; r++)
		if (arc_have(c->n, me, r) < x->cost[r])
			return ctx_fail(c, "%s %s destroys %d Food, %d Stone and %d Lumber; you "
					"have %lld, %lld and %lld", art(x->name), x->name,
					x->cost[ARC_FOOD], x->cost[ARC_STONE], x->cost[ARC_LUMBER],
					(long long)arc_have(c->n, me, ARC_FOOD),
					(long long)arc_have(c->n, me, ARC_STONE),
					(long long)arc_have(c->n, me, ARC_LUMBER));
	char what[64];
	snprintf(what, sizeof what, "building %s %s", art(x->name), x->name);
	if (spend(c, p, x->energy, what))
		return -1;
	/* "by destroying 1 Lumber and 1 Stone": destroyed through the ledger. */
	for (int r = 0; r < ARC_NRES; r++)
		if (ledger_add(c, me, arc_currency(c, r), -(int64_t)x->cost[r]))
			return -1;
	UNDO_SET(c->j, u->fac, f);
	ctx_say(c, "%s builds %s %s at (%d, %d) (Energy %d left; %lld Food, %lld Stone, %lld "
		"Lumber)", c->actor->name, art(x->name), x->name, u->lat, u->lon, p->energy,
		(long long)arc_have(c->n, me, ARC_FOOD), (long long)arc_have(c->n, me, ARC_STONE),
		(long long)arc_have(c->n, me, ARC_LUMBER));
	if (x->wins) {
		UNDO_SET(c->j, t->winner, p->pid);
		UNDO_SET(c->j, t->ended, c->now);
		if (t->midnight)
			deadline_cancel(c, t->midnight);
		UNDO_SET(c->j, t->midnight, 0);
		ctx_say(c, "%s is the first to build %s %s and wins Arcadian Tournament %d",
			c->actor->name, art(x->name), x->name, t->id);
		/* The tournament's regulations end, and the Land Units they
		 * define with them (RULINGS): the Map stays as its record. */
		if (arc_units_end(c, t))
			return -1;
		ctx_say(c, "its %d Land Units are destroyed with it: its regulations, which define "
			"them, end", ARC_UNITS);
	}
	return 0;
}

/* "The owner of a Land Unit with a Facility value not equal to None can
 * set its Facility value to None by announcement. This action decreases
 * eir Energy by 1." */
int arc_cmd_raze(ctx *c, int argc, char **argv)
{
	(void)argc;
	arc_tourney *t = NULL;
	arc_player *p = participant(c, &t);
	int k = 0;
	arc_unit *u = NULL;
	if (!p || arg_unit(c, argv, &k) || owned(c, t, p, k, &u))
		return -1;
	if (u->fac == ARC_NONE)
		return ctx_fail(c, "the Land Unit at (%d, %d) has no Facility to destroy", u->lat,
				u->lon);
	if (spend(c, p, t->t.raze_energy, "destroying a Facility"))
		return -1;
	const char *name = t->t.fac[u->fac].name;
	UNDO_SET(c->j, u->fac, ARC_NONE);
	ctx_say(c, "%s destroys the %s at (%d, %d) (Energy %d left)", c->actor->name, name, u->lat,
		u->lon, p->energy);
	return 0;
}

/* "Players CAN, by announcement, destroy N Food in order to increase eir
 * Energy by N." */
int arc_cmd_eat(ctx *c, int argc, char **argv)
{
	(void)argc;
	arc_tourney *t = NULL;
	arc_player *p = participant(c, &t);
	if (!p)
		return -1;
	int64_t nf;
	if (parse_int64(argv[0], &nf) || nf < 1 || nf > 1000000)
		return ctx_fail(c, "'%s' is not a number of Food (1 or more)", argv[0]);
	int64_t food = arc_have(c->n, p->pid, ARC_FOOD);
	if (nf > food)
		return ctx_fail(c, "you have %lld Food, not %lld", (long long)food, (long long)nf);
	if (ledger_add(c, p->pid, arc_currency(c, ARC_FOOD), -nf))
		return -1;
	UNDO_SET(c->j, p->energy, p->energy + (int)nf * t->t.food_energy);
	ctx_say(c, "%s destroys %lld Food for %lld Energy (Energy %d)", c->actor->name,
		(long long)nf, (long long)nf * t->t.food_energy, p->energy);
	return 0;
}

int arc_cmd_map(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const arc_tourney *t = arc_latest(c->n);
	if (!t)
		return ctx_fail(c, "no Arcadian Tournament has begun");
	arc_map_text(t, c->n, &c->out);
	return 0;
}

/* "Every day at midnight, for each Farm each player owns, 1 Food is
 * created in eir possession ..." and "Every day at midnight, each player's
 * Energy is set to 6": production first, then Energy (RULINGS: they do not
 * depend on each other). */
static int fire_midnight(ctx *c, const deadline *d)
{
	arcadia *s = c->n->arcadia;
	arc_tourney *t = s && d->subject >= 1 && d->subject <= s->ntours ? s->tours[d->subject - 1]
									  : NULL;
	if (!t || t->winner || t->midnight != d->id) {
		ctx_reply(c, "the tournament is over");
		return 0;
	}
	sbuf news = {0};
	sbuf_printf(&news, "midnight in Arcadian Tournament %d:", t->id);
	for (int i = 0; i < t->npl; i++) {
		arc_player *p = t->pl[i];
		int made[ARC_NRES] = {0};
		for (int k = 0; k < ARC_UNITS; k++)
			if (t->map[k].owner == p->pid && t->map[k].fac != ARC_NONE)
				for (int r = 0; r < ARC_NRES; r++)
					made[r] += t->t.fac[t->map[k].fac].yield[r];
		const player *pl = player_by_id(c->n, p->pid);
		/* "created in eir possession", through the ledger. One On Ice
		 * (or no longer a player) gains nothing (R250 VI d, VII): eir
		 * production is not created, and the midnight goes on. */
		int frozen = !pl || pl->state == PS_ONICE || pl->state == PS_NONPLAYER;
		for (int r = 0; r < ARC_NRES; r++) {
			if (frozen)
				made[r] = 0;
			else if (ledger_add(c, p->pid, arc_currency(c, r), made[r]))
				return -1;
		}
		UNDO_SET(c->j, p->energy, t->t.energy);
		sbuf_printf(&news, " %s +%d Food +%d Stone +%d Lumber (%lld, %lld, %lld), Energy %d;",
			    pl ? pl->name : "?", made[ARC_FOOD], made[ARC_STONE], made[ARC_LUMBER],
			    (long long)arc_have(c->n, p->pid, ARC_FOOD),
			    (long long)arc_have(c->n, p->pid, ARC_STONE),
			    (long long)arc_have(c->n, p->pid, ARC_LUMBER), p->energy);
	}
	if (news.len && news.s[news.len - 1] == ';')
		news.s[--news.len] = '\0';
	ctx_say(c, "%s", news.s);
	sbuf_free(&news);
	UNDO_SET(c->j, t->midnight, deadline_add(c, d->due + DAY, &dl_arcadia_midnight, t->id, 0));
	return 0;
}

const deadline_kind dl_arcadia_midnight = {"arcadia-midnight",
					   "Arcadia (seed 003): Every day at midnight",
					   fire_midnight, NULL};
