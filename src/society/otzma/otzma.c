/* otzma.c: the Otzma Card types (Ackanomic R1240.2 to R1240.50: each
 * type's F-Designation, instance limit and Counter-Action), this part's
 * records (the Otzma-Day, the times cards were created, the players'
 * conversions and uses), the limits on creating a card (R1240.1 ¶1, C 1,
 * C f, IV) and the rule that destroys a card a Corporation (R1023 8) or a
 * Trust Fund (R1027 ¶3) owns. Records change through the journal. */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/rng.h"
#include "core/undo.h"
#include "gov/gov.h"
#include "society/orgs/orgs.h"
#include "society/swingers/swingers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OTZ_DAY 86400

/* In the order of their rules. F-Designations and limits as each rule
 * writes them; R1240.21 states none: Normal (R1240.1 III c, the default)
 * and no limit. `built`: the effect `otzma use` carries out (the others
 * name subjects the server does not keep: docs/RULINGS.md). */
static const otzma_type types[] = {
	{"go-fish", "Go Fish", "R1240.2", OTZ_NORMAL, "otzma.limit.go_fish", 1, 1},
	{"map-shard", "Map Shard", "R1240.3", OTZ_NORMAL, NULL, 1, 1}, /* otzma_shard.c */
	{"share-my-expenses", "Share my Expenses", "R1240.6", OTZ_NORMAL,
	 "otzma.limit.share_my_expenses", 1, 1},
	{"share-your-income", "Share your income", "R1240.7", OTZ_NORMAL,
	 "otzma.limit.share_your_income", 1, 1},
	{"swinging-sale", "Swinging Sale", "R1240.8", OTZ_NORMAL, "otzma.limit.swinging_sale", 0,
	 1},
	{"tactical-retreat", "Tactical Retreat", "R1240.9", OTZ_NORMAL,
	 "otzma.limit.tactical_retreat", 1, 1}, /* src/games/pchess/pchess_retreat.c */
	/* R1240.10 4: 1.5 times the Offices of Swinger (otzma_type_limit). */
	{"paratroop", "Paratroop", "R1240.10", OTZ_NORMAL, NULL, 1, 1}, /* pchess_retreat.c */
	{"foul-fowl", "Foul Fowl", "R1240.11", OTZ_NORMAL, "otzma.limit.foul_fowl", 1, 1},
	{"truthseeker", "TruthSeeker", "R1240.12", OTZ_NORMAL, NULL, 1, 1}, /* econ/machine */
	{"skeleton-key", "Skeleton Key", "R1240.16", OTZ_NORMAL, "otzma.limit.skeleton_key", 1, 1},
	{"arctic-explorer", "Arctic Explorer", "R1240.17", OTZ_NORMAL,
	 "otzma.limit.arctic_explorer", 1, 1},
	{"founders-boon", "Founder's Boon", "R1240.19", OTZ_RARE, "otzma.limit.founders_boon", 0,
	 1}, /* src/society/orgs/orgs_church_boon.c */
	{"roulette-wheel", "Roulette Wheel", "R1240.20", OTZ_NORMAL,
	 "otzma.limit.roulette_wheel", 0, 1},
	{"training-regime", "Training Regime", "R1240.21", OTZ_NORMAL, NULL, 0, 1},
	/* R1240.50: "the same F-Designation as ... Go Fish". */
	{"shield", "Shield", "R1240.50", OTZ_NORMAL, "otzma.limit.shield", 1, 1},
};

#define NTYPES ((int)(sizeof types / sizeof *types))

int otzma_type_count(void)
{
	return NTYPES;
}

const otzma_type *otzma_type_at(int i)
{
	return i >= 0 && i < NTYPES ? &types[i] : NULL;
}

const otzma_type *otzma_type_find(const char *word)
{
	for (int i = 0; i < NTYPES; i++)
		if (strcaseeq(types[i].word, word) || strcaseeq(types[i].name, word))
			return &types[i];
	return NULL;
}

const otzma_type *otzma_type_of(const entity *e)
{
	if (!e || strcmp(e->kind->word, "otzma") != 0)
		return NULL;
	const char *v = entity_switch_value(e, "type");
	return v ? otzma_type_find(v) : NULL;
}

const char *otzma_class_name(enum otzma_class k)
{
	return k == OTZ_COMMON ? "Common" : k == OTZ_RARE ? "Rare" : "Normal";
}

const char *otzma_article(const otzma_type *t)
{
	return strchr("AEIOU", t->name[0]) ? "an" : "a";
}

int otzma_type_limit(const nomic *n, const otzma_type *t)
{
	if (strcmp(t->word, "paratroop") == 0)
		return swingerships_count(n) * 3 / 2; /* R1240.10 4 */
	return t->limit_param ? (int)param_int(n, t->limit_param) : -1;
}

/* ---- records ---- */

void otzma_free(nomic *n)
{
	otzma *z = n->otzma;
	if (!z)
		return;
	for (int i = 0; i < z->nmade; i++)
		free(z->made[i]);
	for (int i = 0; i < z->npl; i++)
		free(z->pl[i]);
	for (int i = 0; i < z->nplays; i++)
		free(z->plays[i]);
	free(z->made);
	free(z->pl);
	free(z->plays);
	free(z->day_by);
	free(z);
	n->otzma = NULL;
}

otzma *otzma_of(ctx *c)
{
	if (!c->n->otzma) {
		c->n->otzma = xcalloc(1, sizeof *c->n->otzma);
		mut_part_made(c, otzma_free);
	}
	return c->n->otzma;
}

const otzma_pl *otzma_pl_peek(const nomic *n, int pid)
{
	const otzma *z = n->otzma;
	for (int i = 0; z && i < z->npl; i++)
		if (z->pl[i]->player == pid)
			return z->pl[i];
	return NULL;
}

otzma_pl *otzma_pl_of(ctx *c, int pid)
{
	otzma *z = otzma_of(c);
	for (int i = 0; i < z->npl; i++)
		if (z->pl[i]->player == pid)
			return z->pl[i];
	otzma_pl *p = xcalloc(1, sizeof *p);
	p->player = pid;
	mut_append(c, (void ***)&z->pl, &z->npl, &z->cappl, p, free);
	return p;
}

int otzma_day_on(const nomic *n, gtime now)
{
	const otzma *z = n->otzma;
	return z && z->day_start && z->day_start <= now && now < z->day_end;
}

int otzma_lsap(const nomic *n)
{
	const otzma *z = n->otzma;
	const gov *g = gov_peek(n);
	if (!z || !z->day_start || !g)
		return 0;
	/* R919 ¶3: by number; a proposal retracted or otherwise removed from
	 * voting consideration is skipped. Any other not accepted in the
	 * period (rejected, undecided, decided outside it) breaks the string. */
	int best = 0, run = 0, last = 0;
	for (;;) {
		const proposal *p = NULL;
		for (int i = 0; i < g->nproposals; i++) {
			const proposal *q = g->proposals[i];
			if (q->number > last && (!p || q->number < p->number))
				p = q;
		}
		if (!p)
			break;
		last = p->number;
		if (p->status == PROP_RETRACTED || p->status == PROP_INVALID)
			continue;
		if (p->status == PROP_ADOPTED && p->closes >= z->prev_start &&
		    p->closes <= z->day_start)
			best = ++run > best ? run : best;
		else
			run = 0;
	}
	return best;
}

int otzma_made_recently(const nomic *n, gtime now)
{
	const otzma *z = n->otzma;
	gtime from = now - param_int(n, "otzma.window");
	int k = 0;
	for (int i = 0; z && i < z->nmade; i++)
		k += *z->made[i] > from;
	return k;
}

int otzma_count_of(const nomic *n, int pid)
{
	return entity_count(n, entity_kind_find("otzma"), OWNER_PLAYER(pid));
}

const char *otzma_cannot_create(const nomic *n, gtime now, const otzma_type *t, char *buf,
				size_t len)
{
	const entity_kind *k = entity_kind_find("otzma");
	int all = entity_count_all(n, k);
	int64_t max = param_int(n, "otzma.max");
	if (all >= max) {
		snprintf(buf, len, "%d Otzma Cards exist, the most there may be (R1240.1 ¶1)", all);
		return buf;
	}
	int recent = otzma_made_recently(n, now);
	int64_t week = param_int(n, "otzma.max_window");
	if (recent >= week) {
		snprintf(buf, len, "%d Otzma Cards were created in the last 7 days, the most there "
			 "may be (R1240.1 C 1)", recent);
		return buf;
	}
	int lim = otzma_type_limit(n, t);
	if (lim >= 0) {
		int have = 0;
		const entities *es = entities_peek(n);
		for (int i = 0; es && i < es->n; i++)
			have += otzma_type_of(es->v[i]) == t;
		if (have >= lim) {
			snprintf(buf, len, "there may be at most %d Otzma Cards of type %s (%s)", lim,
				 t->name, t->rule);
			return buf;
		}
	}
	return NULL;
}

entity *otzma_create(ctx *c, const otzma_type *t, ent_owner owner, const char *why)
{
	char buf[200];
	const char *no = otzma_cannot_create(c->n, c->now, t, buf, sizeof buf);
	if (no) {
		ctx_fail(c, "%s", no);
		return NULL;
	}
	entity *e = entity_create(c, entity_kind_find("otzma"), NULL, owner, why);
	if (!e || entity_set_switch(c, e, "type", t->word, why))
		return NULL;
	otzma *z = otzma_of(c);
	gtime *when = xcalloc(1, sizeof *when);
	*when = c->now;
	mut_append(c, (void ***)&z->made, &z->nmade, &z->capmade, when, free);
	return e;
}

/* ---- R1240.1 ¶7, R1009, R1023 8, R1027 ¶3 ---- */

/* R1240.1 ¶7: "No player may give an Otzma Card to another player such
 * that the recipient would have more Otzma Cards than allowable": a card
 * a player gives (a trade or a gift) to one who would then own more than
 * otzma.max_player is refused. What the rules move (the admin's, an
 * auction's) is not a player's giving: ¶4 lets the recipient destroy one. */
static int given_too_many(ctx *c, const entity *e, const char *from)
{
	const player *giver = from ? player_by_name(c->n, from) : NULL;
	int64_t most = param_int(c->n, "otzma.max_player");
	if (!giver || giver->id == e->owner.id || otzma_count_of(c->n, e->owner.id) <= most)
		return 0;
	const player *to = player_by_id(c->n, e->owner.id);
	return ctx_fail(c, "no player may give an Otzma Card to %s, who would own more than %lld "
			"(R1240.1 ¶7)", to ? to->name : "that player", (long long)most);
}


/* Heard "entity": an Otzma Card created for or moved to a Corporation or
 * a Trust Fund, or a Church (R1009: "if any Church owns an Otzma Card, that
 * Otzma Card is destroyed"; a Cult too, a Church transformed) is destroyed. */
int otzma_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "entity") != 0 || !param_int(c->n, "otzma.org_destroy"))
		return 0;
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *kind = json_string_value(json_object_get(data, "kind"));
	if (!what || !kind || strcmp(kind, "otzma") != 0 ||
	    (strcmp(what, "created") != 0 && strcmp(what, "transferred") != 0))
		return 0;
	entity *e = entity_by_id(c->n, (int)json_integer_value(json_object_get(data, "id")));
	if (e && e->owner.kind == OWN_PLAYER && strcmp(what, "transferred") == 0)
		return given_too_many(c, e, json_string_value(json_object_get(data, "from")));
	if (!e || e->owner.kind != OWN_ORG)
		return 0;
	const org *o = org_by_id(c->n, e->owner.id);
	if (!o || o->gone)
		return 0;
	const char *rule = strcmp(o->type->word, "corp") == 0    ? "R1023 8"
			   : strcmp(o->type->word, "trust") == 0 ? "R1027 ¶3"
			   : strcmp(o->type->word, "church") == 0 ? "R1009"
								 : NULL;
	if (!rule)
		return 0;
	int id = e->id;
	char why[120];
	snprintf(why, sizeof why, "%s: owned by the %s %s", rule, o->type->name, o->name);
	if (entity_destroy(c, e, why))
		return -1;
	ctx_announce(c, "the Otzma Card #%d is destroyed: the %s %s owns it (%s)", id,
		     o->type->name, o->name, rule);
	return 0;
}

/* R1240.1 IV: "If ever the number of Otzma Cards of a given type exceeds a
 * limit set by the rule which defines that type of Otzma Card, one randomly
 * selected Otzma Card of that type shall be destroyed", repeated until it
 * does not: after each command (a limit lowered, a Swingership gone for
 * Paratroop's, the admin's own cards). Draws only while cards exist. */
int otzma_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	(void)cmd;
	(void)argc;
	(void)argv;
	if (otzma_share_after(c)) /* R1240.6: The Transfer */
		return -1;
	/* One pass over the entities counts every type: this runs after
	 * every command, with cards or without. */
	const entities *es = entities_peek(c->n);
	int count[NTYPES] = {0}, total = 0;
	for (int i = 0; es && i < es->n; i++) {
		const otzma_type *ty = otzma_type_of(es->v[i]);
		if (ty) {
			count[ty - types]++;
			total++;
		}
	}
	for (int t = 0; total && t < NTYPES; t++) {
		int lim = otzma_type_limit(c->n, &types[t]);
		while (lim >= 0 && count[t] > lim) {
			/* R1240.1 IV: which card goes; keyed by the type (its
			 * place in the suite's table, fixed). */
			rng_key(c->rng, "otzma.over-limit", (uint64_t)t);
			int pick = (int)rng_below(c->rng, (uint64_t)count[t]);
			entity *e = NULL;
			for (int i = 0; !e && i < es->n; i++)
				if (otzma_type_of(es->v[i]) == &types[t] && pick-- == 0)
					e = es->v[i];
			int id = e->id;
			char why[120];
			snprintf(why, sizeof why, "R1240.1 IV: more than %d of type %s (%s)", lim,
				 types[t].name, types[t].rule);
			if (entity_destroy(c, e, why))
				return -1;
			count[t]--;
			ctx_say(c, "the Otzma Card #%d is destroyed at random: there may be at most %d "
				"of type %s (R1240.1 IV, %s)", id, lim, types[t].name, types[t].rule);
		}
	}
	return 0;
}
