/* entities_cmd.c: the entities' commands. Reading: `entities [KIND|OWNER]`,
 * `entity show ID`, `entity kinds`, `holdings PLAYER` (R412 a: who owns
 * each ownable entity). The rules' own acts, the admin's and an adopted
 * proposal's effect's (R500 ¶2: "created, destroyed, or manipulated ...
 * as specified by the Rules"): `entity create`, `entity destroy`, `entity
 * transfer`, `entity set`. A player's: `give ENTITY to PLAYER`, a gift
 * (R515 ¶4: a one-sided trade of giftable entities to a single recipient
 * is accepted automatically); an ackable entity changes hands only by a
 * trade its receiver accepts (R515 ¶4): `trade offer` (src/econ/trades).
 * A Garment's owner's: `garment don`, `garment remove` (R931). */
#include "econ/entities.h"
#include "econ/treasury/treasury.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void line_of(const nomic *n, const entity *e, sbuf *out, int owner)
{
	char b[32];
	sbuf_printf(out, "\n%s", e->kind->name);
	if (e->name)
		sbuf_printf(out, " \"%s\"", e->name);
	sbuf_printf(out, " (#%d)", e->id);
	if (e->value)
		sbuf_printf(out, " (A$%lld)", (long long)e->value);
	if (owner)
		sbuf_printf(out, ": %s", owner_name(n, e->owner, b, sizeof b));
	for (int i = 0; i < e->nsw; i++)
		sbuf_printf(out, "%s %s %s", owner || i ? "," : ";", e->kind->switches[i].name,
			    e->kind->switches[i].values[e->sw[i]]);
}

static int cmd_entities(ctx *c, int argc, char **argv)
{
	const entity_kind *k = NULL;
	ent_owner o = OWNER_NOBODY;
	int by_owner = 0;
	if (argc == 1) {
		k = entity_kind_find(argv[0]);
		if (!k) {
			if (owner_parse(c->n, argv[0], &o))
				return ctx_fail(c, "'%s' is neither a kind of entity (`entity kinds`) "
					 "nor a player", argv[0]);
			by_owner = 1;
		}
	}
	const entities *s = entities_peek(c->n);
	sbuf b = {0};
	int count = 0;
	for (int i = 0; s && i < s->n; i++) {
		const entity *e = s->v[i];
		if ((k && e->kind != k) || (by_owner && !owner_eq(e->owner, o)))
			continue;
		line_of(c->n, e, &b, !by_owner);
		count++;
	}
	char ob[32];
	ctx_reply(c, "%d entit%s%s%s%s", count, count == 1 ? "y" : "ies",
		  k ? " of the kind " : by_owner ? " owned by " : "",
		  k ? k->plural : by_owner ? owner_name(c->n, o, ob, sizeof ob) : "",
		  b.s ? b.s : "");
	free(b.s);
	return 0;
}

static entity *arg_entity(ctx *c, const char *word)
{
	entity *e = entity_find(c->n, word);
	if (!e)
		ctx_fail(c, "no entity '%s' (`entities` lists them)", word);
	return e;
}

static int cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	const entity *e = arg_entity(c, argv[0]);
	if (!e)
		return -1;
	char b[32], t[40];
	sbuf d = {0}, tr = {0};
	entity_describe(e, &d);
	entity_kind_traits(e->kind, &tr);
	format_time(e->created, t, sizeof t);
	ctx_reply(c, "%s: %s (%s)\nowner: %s\ncreated %s, event %llu: %s", d.s, tr.s, e->kind->rule,
		  owner_name(c->n, e->owner, b, sizeof b), t, (unsigned long long)e->created_seq,
		  e->origin);
	if (e->value)
		ctx_reply(c, "\nvalue: A$%lld", (long long)e->value);
	if (e->description)
		ctx_reply(c, "\ndescription: %s", e->description);
	for (int i = 0; i < e->nsw; i++)
		ctx_reply(c, "\n%s: %s (%s)", e->kind->switches[i].name,
			  e->kind->switches[i].values[e->sw[i]], e->kind->switches[i].rule);
	free(d.s);
	free(tr.s);
	return 0;
}

static int cmd_kinds(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	for (int i = 0; i < entity_kind_count(); i++) {
		const entity_kind *k = entity_kind_at(i);
		sbuf tr = {0};
		entity_kind_traits(k, &tr);
		ctx_reply(c, "%s%s (%s): %s, %s", i ? "\n" : "", k->name, k->word, tr.s, k->rule);
		for (const entity_switch *w = k->switches; w && w->name; w++) {
			ctx_reply(c, "; switch %s:", w->name);
			for (int v = 0; w->values[v]; v++)
				ctx_reply(c, "%s %s%s", v ? "," : "", w->values[v],
					  v == w->dflt ? " (default)" : "");
			ctx_reply(c, " (%s)", w->rule);
		}
		free(tr.s);
	}
	return 0;
}

static int cmd_holdings(ctx *c, int argc, char **argv)
{
	(void)argc;
	/* A player's, or an organisation's (its ledger account, R1000). */
	const player *p = player_by_name(c->n, argv[0]);
	ent_owner who;
	if (p)
		who = OWNER_PLAYER(p->id);
	else if (owner_parse(c->n, argv[0], &who) || who.kind != OWN_ORG)
		return ctx_fail(c, "no player or organisation named '%s'", argv[0]);
	int holder = p ? p->id : entity_org_hooks->account(c->n, who.id);
	char nb[64];
	const char *name = owner_name(c->n, who, nb, sizeof nb);
	sbuf b = {0};
	for (int i = 0; i < c->n->ncurrencies; i++) {
		int64_t v = balance(c->n, holder, c->n->currencies[i]->id);
		if (v)
			sbuf_printf(&b, "%s%lld %s", b.len ? ", " : "", (long long)v,
				    c->n->currencies[i]->name);
	}
	ctx_reply(c, "%s holds %s", name, b.len ? b.s : "no currency");
	const entities *s = entities_peek(c->n);
	int count = 0;
	for (int i = 0; s && i < s->n; i++)
		if (owner_eq(s->v[i]->owner, who)) {
			sbuf l = {0};
			line_of(c->n, s->v[i], &l, 0);
			ctx_reply(c, "%s", l.s);
			free(l.s);
			count++;
		}
	if (!count)
		ctx_reply(c, "; no entities");
	/* R506 ¶4: "the sum of the total number of A$ it possesses plus the
	 * combined values of all trinkets in its possession". */
	if (currency_by_name(c->n, "A$"))
		ctx_reply(c, "\ntotal wealth: A$%lld (R506)", (long long)treasury_wealth(c->n, holder, who));
	free(b.s);
	return 0;
}

/* The cause an effect's change is recorded with: the proposal, else the
 * admin. */
static const char *cause_of(const ctx *c)
{
	return c->cause ? c->cause : c->kind == ACTOR_ADMIN ? "by the admin" : "by the rules";
}

static int arg_owner(ctx *c, const char *word, ent_owner *o)
{
	if (owner_parse(c->n, word, o))
		return ctx_fail(c, "'%s' is not a player, the Treasury or nobody", word);
	return 0;
}

/* entity create KIND OWNER ["NAME" [VALUE ["DESCRIPTION"]]] */
static int cmd_create(ctx *c, int argc, char **argv)
{
	const entity_kind *k = entity_kind_find(argv[0]);
	if (!k)
		return ctx_fail(c, "no kind of entity '%s' (`entity kinds` lists them)", argv[0]);
	ent_owner o;
	if (arg_owner(c, argv[1], &o))
		return -1;
	const char *name = argc > 2 ? argv[2] : NULL;
	entity *e;
	char b[32];
	if (strcmp(k->word, "trinket") == 0) {
		int64_t v = 0;
		if (argc < 4 || parse_int64(argv[3], &v))
			return ctx_fail(c, "usage: entity create trinket OWNER \"NAME\" VALUE "
				 "[\"DESCRIPTION\"] (R506)");
		e = trinket_create(c, name, argc > 4 ? argv[4] : NULL, v, o, cause_of(c));
	} else {
		if (argc > 3)
			return ctx_fail(c, "only a Trinket has a value and a description (R506)");
		e = entity_create(c, k, name, o, cause_of(c));
	}
	if (!e)
		return -1;
	ctx_arg_int(c, "entity", e->id);
	sbuf d = {0};
	entity_describe(e, &d);
	const char *on = owner_name(c->n, e->owner, b, sizeof b);
	ctx_reply(c, "%s is created, owned by %s", d.s, on);
	ctx_announce(c, "%s is created, owned by %s (%s)", d.s, on, k->rule);
	free(d.s);
	return 0;
}

static int cmd_destroy(ctx *c, int argc, char **argv)
{
	(void)argc;
	entity *e = arg_entity(c, argv[0]);
	if (!e)
		return -1;
	sbuf d = {0};
	entity_describe(e, &d);
	char b[32];
	char *who = xstrdup(owner_name(c->n, e->owner, b, sizeof b));
	int id = e->id;
	int rc = entity_destroy(c, e, cause_of(c));
	/* An Import is not destroyed but sent to the Customs Office (R501 ¶1),
	 * which said so. */
	if (rc == 0 && !entity_by_id(c->n, id)) {
		ctx_reply(c, "%s of %s is destroyed", d.s, who);
		ctx_announce(c, "%s of %s is destroyed (R500)", d.s, who);
	}
	free(who);
	free(d.s);
	return rc;
}

static int do_transfer(ctx *c, entity *e, ent_owner to, enum ent_move how, const char *why,
		       const char *rule)
{
	char b1[32], b2[32];
	char *from = xstrdup(owner_name(c->n, e->owner, b1, sizeof b1));
	int rc = entity_transfer(c, e, to, how, why);
	if (rc == 0) {
		sbuf d = {0};
		entity_describe(e, &d);
		const char *tn = owner_name(c->n, to, b2, sizeof b2);
		ctx_reply(c, "%s goes from %s to %s", d.s, from, tn);
		ctx_announce(c, "%s goes from %s to %s (%s)", d.s, from, tn, rule);
		free(d.s);
	}
	free(from);
	return rc;
}

static int cmd_transfer(ctx *c, int argc, char **argv)
{
	(void)argc;
	entity *e = arg_entity(c, argv[0]);
	ent_owner o;
	if (!e || arg_owner(c, argv[argc - 1], &o))
		return -1;
	if (argc == 3 && !strcaseeq(argv[1], "to"))
		return ctx_fail(c, "usage: entity transfer ID [to] OWNER");
	return do_transfer(c, e, o, MOVE_RULES, cause_of(c), "R500.2");
}

static int cmd_set(ctx *c, int argc, char **argv)
{
	(void)argc;
	entity *e = arg_entity(c, argv[0]);
	if (!e || entity_set_switch(c, e, argv[1], argv[2], cause_of(c)))
		return -1;
	sbuf d = {0};
	entity_describe(e, &d);
	ctx_reply(c, "%s: %s is %s", d.s, argv[1], entity_switch_value(e, argv[1]));
	ctx_announce(c, "%s: %s is %s", d.s, argv[1], entity_switch_value(e, argv[1]));
	free(d.s);
	return 0;
}

/* give ENTITY [to] PLAYER: R515 ¶4, a gift, accepted automatically "unless
 * the entity it is offered to may not own one or more of the offered
 * entities". */
static int cmd_give(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "to"))
		return ctx_fail(c, "usage: give ENTITY [to] PLAYER");
	entity *e = arg_entity(c, argv[0]);
	if (!e)
		return -1;
	if (!owner_eq(e->owner, OWNER_PLAYER(c->actor->id))) {
		sbuf d = {0};
		entity_describe(e, &d);
		ctx_fail(c, "you do not own %s (R515 ¶2)", d.s);
		free(d.s);
		return -1;
	}
	const player *p = player_by_name(c->n, argv[argc - 1]);
	if (!p)
		return ctx_fail(c, "no player named '%s'", argv[argc - 1]);
	if (p == c->actor)
		return ctx_fail(c, "you own it already");
	char why[64];
	snprintf(why, sizeof why, "a gift of %s (R515 ¶4)", c->actor->name);
	return do_transfer(c, e, OWNER_PLAYER(p->id), MOVE_GIFT, why, "R515 ¶4");
}

/* garment don|remove ENTITY: R931, "The owner, and only the owner, of a
 * particular garment may don that garment if he is currently not wearing
 * that garment, or remove it if he is currently wearing it ... by
 * publicly announcing them." */
static int wear(ctx *c, const char *word, int on)
{
	entity *e = arg_entity(c, word);
	if (!e)
		return -1;
	sbuf d = {0};
	entity_describe(e, &d);
	const char *now = entity_switch_value(e, "worn");
	int rc = -1;
	if (!now)
		ctx_fail(c, "%s is not a Garment (R931)", d.s);
	else if (!owner_eq(e->owner, OWNER_PLAYER(c->actor->id)))
		ctx_fail(c, "only its owner may %s %s (R931)", on ? "don" : "remove", d.s);
	else if (strcmp(now, on ? "yes" : "no") == 0)
		ctx_fail(c, "you are %s wearing %s (R931)", on ? "already" : "not", d.s);
	else
		rc = entity_set_switch(c, e, "worn", on ? "yes" : "no",
				       on ? "R931: donned by its owner" : "R931: removed by its owner");
	if (rc == 0) {
		ctx_reply(c, "you %s %s", on ? "don" : "remove", d.s);
		ctx_announce(c, "%s %s %s (R931)", c->actor->name, on ? "dons" : "removes", d.s);
	}
	free(d.s);
	return rc;
}

static int cmd_don(ctx *c, int argc, char **argv)
{
	(void)argc;
	return wear(c, argv[0], 1);
}

static int cmd_remove(ctx *c, int argc, char **argv)
{
	(void)argc;
	return wear(c, argv[0], 0);
}

const command entities_commands[] = {
	{"entities", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_entities, NULL, "entities [KIND|OWNER]",
	 "every entity, or those of a kind, or those a player (or the Treasury) owns", "R500"},
	{"entity show", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_show, NULL, "entity show ID",
	 "an entity: its kind, name, owner, switches and creation", "R500"},
	{"entity kinds", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_kinds, NULL, "entity kinds",
	 "the kinds of entity, their rules, whether ownable, tradeable, unique, named; their "
	 "switches", "R500"},
	{"holdings", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_holdings, NULL, "holdings NAME",
	 "what a player or an organisation holds: currencies and entities", "R412"},
	{"entity create", 2, 5, P_ADMIN, NULL, 0, cmd_create, NULL,
	 "entity create KIND OWNER [\"NAME\" [VALUE [\"DESCRIPTION\"]]]",
	 "the rules' effect: create an entity of a kind, owned by a player, the Treasury or "
	 "nobody (a Trinket takes its value from the Treasury's A$)", "R500"},
	{"entity destroy", 1, 1, P_ADMIN, NULL, 0, cmd_destroy, NULL, "entity destroy ID",
	 "the rules' effect: destroy an entity", "R500"},
	{"entity transfer", 2, 3, P_ADMIN, NULL, 0, cmd_transfer, NULL,
	 "entity transfer ID [to] OWNER",
	 "the rules' effect: an ownable entity goes to a player, the Treasury or nobody",
	 "R500.2"},
	{"entity set", 3, 3, P_ADMIN, NULL, 0, cmd_set, NULL, "entity set ID SWITCH VALUE",
	 "the rules' effect: set one of an entity's switches", "R500"},
	{"give", 2, 3, P_ACTIVE, NULL, 0, cmd_give, NULL, "give ENTITY [to] PLAYER",
	 "give a giftable entity you own to a player (a Trinket: R506)", "R515 ¶4"},
	{"trinket compose", 3, 3, P_ACTIVE, NULL, 0, trinket_cmd_compose, NULL,
	 "trinket compose \"NAME\" AMOUNT \"DESCRIPTION\"",
	 "Compose A$ of yours into a Trinket of that value and name", "R506 ¶5"},
	{"trinket dissolve", 1, 1, P_ACTIVE, NULL, 0, trinket_cmd_dissolve, NULL,
	 "trinket dissolve ENTITY", "Dissolve a Trinket of yours into its value in A$", "R506 ¶6"},
	{"garment don", 1, 1, P_ACTIVE, NULL, 0, cmd_don, NULL, "garment don ENTITY",
	 "put on a Garment you own (a Champion's Cloak, R669)", "R931"},
	{"garment remove", 1, 1, P_ACTIVE, NULL, 0, cmd_remove, NULL, "garment remove ENTITY",
	 "take off a Garment you are wearing", "R931"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
