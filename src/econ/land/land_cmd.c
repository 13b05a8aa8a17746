/* land_cmd.c: a player's dealings in land and buildings: `land buy`,
 * `land sell` (R821 ¶1, ¶3), `build` (R825 II i, iii), `building grow`
 * (II ii), `building shrink` and `building destroy` (V), `building
 * rename`, `building describe` and `building home` (IV i, ii). Each
 * refusal is one line and changes nothing; A$ move through core's ledger
 * (holder 0 the Treasury). */
#include "econ/land/land.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "a Small", "an Extravagant". */
static const char *art(int size)
{
	return size == BS_EXTRAVAGANT ? "an" : "a";
}

static const currency *ad_of(ctx *c)
{
	const currency *ad = currency_by_name(c->n, "A$");
	if (!ad)
		ctx_fail(c, "there are no A$ in this nomic (R506)");
	return ad;
}

/* The actor pays `amount` A$ into the Treasury for `what`. */
static int pay(ctx *c, int64_t amount, const char *what, const char *rule)
{
	const currency *ad = ad_of(c);
	if (!ad)
		return -1;
	if (amount <= 0)
		return 0;
	int64_t have = balance(c->n, c->actor->id, ad->id);
	if (have < amount)
		return ctx_fail(c, "%s costs A$%lld and you hold A$%lld (%s)", what,
				(long long)amount, (long long)have, rule);
	return ledger_move(c, c->actor->id, 0, ad, amount);
}

/* The Treasury pays the actor `amount` A$. */
static int receive(ctx *c, int64_t amount)
{
	const currency *ad = ad_of(c);
	if (!ad)
		return -1;
	return amount > 0 ? ledger_move(c, 0, c->actor->id, ad, amount) : 0;
}

static ent_owner me(ctx *c)
{
	return OWNER_PLAYER(c->actor->id);
}

/* R801: "No player may visit, own, or otherwise alter The Lonely Mountain
 * and its Kaa unless explicitly permitted to by the Rules." */
static int mountain(ctx *c, int y, int x)
{
	if (y == 0 && x == 0)
		return ctx_fail(c, "(N0 W0) is The Lonely Mountain's Kaa: no player may visit, own or "
			 "alter it (R801)");
	return 0;
}

/* Reads a list of Kaas from argv, each distinct; returns how many, or -1. */
static int kaa_list(ctx *c, int argc, char **argv, int *ky, int *kx, int max)
{
	int nk = 0;
	for (int i = 0; i < argc;) {
		int y, x, used = land_parse(c, argc - i, argv + i, &y, &x);
		if (used < 0)
			return -1;
		i += used;
		for (int k = 0; k < nk; k++)
			if (ky[k] == y && kx[k] == x) {
				char b[32];
				land_coords(y, x, b, sizeof b);
				return ctx_fail(c, "(%s) is named twice", b);
			}
		if (nk == max)
			return ctx_fail(c, "too many Kaas: at most %d", max);
		ky[nk] = y;
		kx[nk] = x;
		nk++;
	}
	return nk;
}

/* Each Kaa the actor's own and unoccupied (R825 II i, ii). */
static int own_free(ctx *c, int nk, const int *ky, const int *kx)
{
	char b[32];
	for (int k = 0; k < nk; k++) {
		land_coords(ky[k], kx[k], b, sizeof b);
		if (mountain(c, ky[k], kx[k]))
			return -1;
		if (!owner_eq(land_kaa_owner(c->n, ky[k], kx[k]), me(c)))
			return ctx_fail(c, "you do not own the Kaa (%s) (R825 II i: one builds on land "
				 "one owns)", b);
		const land_building *o = land_occupant(c->n, ky[k], kx[k]);
		if (o)
			return ctx_fail(c, "the Kaa (%s) is occupied by \"%s\" (R825 II i, III iv)", b,
					entity_by_id(c->n, o->ent)->name);
	}
	return 0;
}

int land_cmd_buy(ctx *c, int argc, char **argv)
{
	int y, x, used = land_parse(c, argc, argv, &y, &x);
	if (used < 0)
		return -1;
	if (used != argc)
		return ctx_fail(c, "buy one Kaa at a time: land buy N4 W3 (R821)");
	if (mountain(c, y, x))
		return -1;
	char b[32], ob[32];
	land_coords(y, x, b, sizeof b);
	entity *e = land_kaa_entity(c->n, y, x);
	if (e && e->owner.kind != OWN_NOBODY)
		return ctx_fail(c, "the Kaa (%s) is %s's, not unowned (R821 ¶1)", b,
				owner_name(c->n, e->owner, ob, sizeof ob));
	/* R821 ¶2 (a building no rule mentions on unowned land) cannot arise:
	 * R825 III ii destroys unowned buildings, and the rules' own are not
	 * on the map yet. */
	if (land_occupant(c->n, y, x))
		return ctx_fail(c, "the Kaa (%s) has a building on it (R821 ¶2)", b);
	int64_t price = param_int(c->n, "land.price");
	char what[64];
	snprintf(what, sizeof what, "the Kaa (%s)", b);
	if (pay(c, price, what, "R821 ¶1"))
		return -1;
	const char *why = "R821 ¶1: bought";
	if (e ? entity_transfer(c, e, me(c), MOVE_RULES, why) : !land_kaa_create(c, y, x, me(c), why))
		return -1;
	ctx_say(c, "%s buys the Kaa (%s) for A$%lld (R821 ¶1)", c->actor->name, b,
		(long long)price);
	return 0;
}

int land_cmd_sell(ctx *c, int argc, char **argv)
{
	int ky[LAND_MAX_KAAS], kx[LAND_MAX_KAAS];
	int nk = kaa_list(c, argc, argv, ky, kx, LAND_MAX_KAAS);
	if (nk < 0)
		return -1;
	char b[32];
	for (int k = 0; k < nk; k++) {
		land_coords(ky[k], kx[k], b, sizeof b);
		if (mountain(c, ky[k], kx[k]))
			return -1;
		if (!owner_eq(land_kaa_owner(c->n, ky[k], kx[k]), me(c)))
			return ctx_fail(c, "you do not own the Kaa (%s) (R821 ¶3)", b);
		/* R821 ¶3: "unless they are selling all of the Kaas on which that
		 * building is located". */
		const land_building *o = land_occupant(c->n, ky[k], kx[k]);
		for (int i = 0; o && i < o->nk; i++) {
			int found = 0;
			for (int j = 0; j < nk; j++)
				found |= ky[j] == o->ky[i] && kx[j] == o->kx[i];
			if (!found) {
				char b2[32];
				land_coords(o->ky[i], o->kx[i], b2, sizeof b2);
				return ctx_fail(c, "\"%s\" stands on (%s) too: sell all its Kaas or none "
					 "(R821 ¶3)", entity_by_id(c->n, o->ent)->name, b2);
			}
		}
	}
	/* The buildings on them go with them and, unowned, are destroyed
	 * (R825 III i, ii), their owner receiving R825 V iii's 10%. */
	for (int k = 0; k < nk; k++) {
		land_building *o = land_occupant(c->n, ky[k], kx[k]);
		if (o) {
			char name[128];
			snprintf(name, sizeof name, "%s", entity_by_id(c->n, o->ent)->name);
			ctx_say(c, "\"%s\" goes with its land and, unowned, is destroyed (R825 III i, "
				"ii)", name);
			if (land_building_destroy(c, o, 1, "R821 ¶3, R825 III ii: its land was sold"))
				return -1;
		}
	}
	int64_t price = param_int(c->n, "land.sell_price");
	sbuf list = {0};
	for (int k = 0; k < nk; k++) {
		land_coords(ky[k], kx[k], b, sizeof b);
		/* R820: "never in the Treasury, even if unowned": the Treasury
		 * pays, the Kaa is common land. */
		if (entity_transfer(c, land_kaa_entity(c->n, ky[k], kx[k]), OWNER_NOBODY, MOVE_RULES,
				    "R821 ¶3: sold to the Treasury")) {
			free(list.s);
			return -1;
		}
		sbuf_printf(&list, "%s(%s)", k ? ", " : "", b);
	}
	int rc = receive(c, price * nk);
	if (rc == 0)
		ctx_say(c, "%s sells %s to the Treasury for A$%lld; %s common land (R821 ¶3, R820)",
			c->actor->name, list.s, (long long)(price * nk), nk == 1 ? "it is" : "they are");
	free(list.s);
	return rc;
}

/* `build SIZE "NAME" on KAA...` */
int land_cmd_build(ctx *c, int argc, char **argv)
{
	int size = land_size_parse(argv[0]);
	if (size < 0)
		return ctx_fail(c, "'%s' is not a size: Small, Cosy, Classy, Lavish, Sumptuous or "
			 "Extravagant (R825 I ii)", argv[0]);
	if (argc < 4 || !strcaseeq(argv[2], "on"))
		return ctx_fail(c, "usage: build SIZE \"NAME\" on N4 W3 [N4 W2 ...]");
	int ky[LAND_MAX_KAAS], kx[LAND_MAX_KAAS];
	int nk = kaa_list(c, argc - 3, argv + 3, ky, kx, LAND_MAX_KAAS);
	if (nk < 0)
		return -1;
	int need = land_size_kaas(c->n, size);
	if (nk != need)
		return ctx_fail(c, "%s %s building occupies %d Kaa%s: name %s (R825 I ii, v)",
				art(size), land_size_name(size), need, need == 1 ? "" : "s",
				need == 1 ? "it" : "them all");
	if (own_free(c, nk, ky, kx))
		return -1;
	if (!land_contiguous(nk, ky, kx))
		return ctx_fail(c, "the Kaas do not form one contiguous block (R825 II iii)");
	const char *bad = entity_name_problem(c->n, argv[1]);
	if (bad)
		return ctx_fail(c, "%s", bad);
	int64_t cost = land_size_cost(c->n, size);
	char what[96];
	snprintf(what, sizeof what, "%s %s building", art(size), land_size_name(size));
	if (pay(c, cost, what, "R825 I ii"))
		return -1;
	entity *e = entity_create(c, entity_kind_find("building"), argv[1], me(c),
				  "R825 II i: built");
	if (!e)
		return -1;
	land_building *bl = land_building_add(c, e->id, size);
	UNDO_SET(c->j, bl->nk, nk);
	undo_bytes(c->j, bl->ky, sizeof bl->ky);
	undo_bytes(c->j, bl->kx, sizeof bl->kx);
	memcpy(bl->ky, ky, sizeof ky);
	memcpy(bl->kx, kx, sizeof kx);
	char b[32];
	land_coords(ky[0], kx[0], b, sizeof b);
	ctx_say(c, "%s builds the %s building \"%s\" (#%d) on %d Kaa%s from (%s) for A$%lld "
		"(R825 II i)", c->actor->name, land_size_name(size), e->name, e->id, nk,
		nk == 1 ? "" : "s", b, (long long)cost);
	return 0;
}

/* The actor's building named by word, or NULL with c->err set. */
static land_building *my_building(ctx *c, const char *word, const char *rule)
{
	land_building *b = land_building_find(c->n, word);
	if (!b) {
		ctx_fail(c, "no building '%s' (`buildings` lists them)", word);
		return NULL;
	}
	const entity *e = entity_by_id(c->n, b->ent);
	if (!owner_eq(e->owner, me(c))) {
		char ob[32];
		ctx_fail(c, "\"%s\" is %s's, not yours (%s)", e->name,
			 owner_name(c->n, e->owner, ob, sizeof ob), rule);
		return NULL;
	}
	return b;
}

static void set_kaas(ctx *c, land_building *b, int nk, const int *ky, const int *kx)
{
	UNDO_SET(c->j, b->nk, nk);
	undo_bytes(c->j, b->ky, sizeof b->ky);
	undo_bytes(c->j, b->kx, sizeof b->kx);
	memcpy(b->ky, ky, (size_t)nk * sizeof *ky);
	memcpy(b->kx, kx, (size_t)nk * sizeof *kx);
}

/* `building grow B SIZE [on KAA...]` (R825 II ii) */
int land_cmd_grow(ctx *c, int argc, char **argv)
{
	land_building *b = my_building(c, argv[0], "R825 II ii");
	if (!b)
		return -1;
	int size = land_size_parse(argv[1]);
	if (size < 0)
		return ctx_fail(c, "'%s' is not a size (R825 I ii)", argv[1]);
	if (b->size == BS_EXTRAVAGANT)
		return ctx_fail(c, "Extravagant buildings cannot be upgraded (R825 II ii)");
	if (size <= b->size)
		return ctx_fail(c, "\"%s\" is %s already: grow it to a larger size (R825 II ii)",
				entity_by_id(c->n, b->ent)->name, land_size_name(b->size));
	if (b->state == BST_FLOATING)
		return ctx_fail(c, "a Floating building occupies no land (R825 I v)");
	int extra = land_size_kaas(c->n, size) - b->nk;
	int ky[LAND_MAX_KAAS], kx[LAND_MAX_KAAS];
	int have = argc > 2 && strcaseeq(argv[2], "on") ? 3 : 2;
	int nk = kaa_list(c, argc - have, argv + have, ky + b->nk, kx + b->nk,
			  LAND_MAX_KAAS - b->nk);
	if (nk < 0)
		return -1;
	if (nk != extra)
		return ctx_fail(c, "%s %s building occupies %d Kaas: name the %d more it takes up "
			 "(R825 II ii)", art(size), land_size_name(size), land_size_kaas(c->n, size), extra);
	if (own_free(c, nk, ky + b->nk, kx + b->nk))
		return -1;
	memcpy(ky, b->ky, (size_t)b->nk * sizeof *ky);
	memcpy(kx, b->kx, (size_t)b->nk * sizeof *kx);
	if (!land_contiguous(b->nk + nk, ky, kx))
		return ctx_fail(c, "the building's Kaas would not form one contiguous block "
			 "(R825 II iii)");
	int64_t cost = land_size_cost(c->n, size) - land_size_cost(c->n, b->size);
	if (pay(c, cost, "growing it", "R825 II ii"))
		return -1;
	int from = b->size;
	set_kaas(c, b, b->nk + nk, ky, kx);
	UNDO_SET(c->j, b->size, size);
	ctx_say(c, "%s grows \"%s\" from %s to %s for A$%lld (R825 II ii)", c->actor->name,
		entity_by_id(c->n, b->ent)->name, land_size_name(from), land_size_name(size),
		(long long)cost);
	return 0;
}

/* `building shrink B SIZE [off KAA...]` (R825 V iv) */
int land_cmd_shrink(ctx *c, int argc, char **argv)
{
	land_building *b = my_building(c, argv[0], "R825 V iv");
	if (!b)
		return -1;
	int size = land_size_parse(argv[1]);
	if (size < 0)
		return ctx_fail(c, "'%s' is not a size (R825 I ii)", argv[1]);
	if (size >= b->size)
		return ctx_fail(c, "\"%s\" is %s: shrink it to a smaller size (R825 V iv)",
				entity_by_id(c->n, b->ent)->name, land_size_name(b->size));
	int keep = b->nk;
	int ky[LAND_MAX_KAAS], kx[LAND_MAX_KAAS];
	if (b->state != BST_FLOATING) {
		int fy[LAND_MAX_KAAS], fx[LAND_MAX_KAAS];
		int have = argc > 2 && strcaseeq(argv[2], "off") ? 3 : 2;
		int nf = kaa_list(c, argc - have, argv + have, fy, fx, LAND_MAX_KAAS);
		if (nf < 0)
			return -1;
		int free_n = b->nk - land_size_kaas(c->n, size);
		if (nf != free_n)
			return ctx_fail(c, "%s %s building occupies %d Kaa%s: name the %d it gives up "
				 "(R825 V iv)", art(size), land_size_name(size), land_size_kaas(c->n, size),
				 land_size_kaas(c->n, size) == 1 ? "" : "s", free_n);
		keep = 0;
		for (int i = 0; i < b->nk; i++) {
			int gone = 0;
			for (int j = 0; j < nf; j++)
				gone |= fy[j] == b->ky[i] && fx[j] == b->kx[i];
			if (!gone) {
				ky[keep] = b->ky[i];
				kx[keep] = b->kx[i];
				keep++;
			}
		}
		if (b->nk - keep != nf)
			return ctx_fail(c, "name only Kaas the building occupies (R825 V iv)");
		if (!land_contiguous(keep, ky, kx))
			return ctx_fail(c, "the Kaas it keeps would not form one contiguous block "
				 "(R825 II iii)");
	}
	/* R825 V iv: "only ... 10% of the difference in the construction
	 * costs" (whole A$, rounded down). */
	int64_t back = (land_size_cost(c->n, b->size) - land_size_cost(c->n, size)) *
		       param_int(c->n, "land.refund") / 100;
	int from = b->size;
	if (b->state != BST_FLOATING)
		set_kaas(c, b, keep, ky, kx);
	UNDO_SET(c->j, b->size, size);
	if (receive(c, back))
		return -1;
	ctx_say(c, "%s shrinks \"%s\" from %s to %s and receives A$%lld from the Treasury "
		"(R825 V iv)", c->actor->name, entity_by_id(c->n, b->ent)->name,
		land_size_name(from), land_size_name(size), (long long)back);
	return 0;
}

int land_cmd_destroy(ctx *c, int argc, char **argv)
{
	(void)argc;
	land_building *b = my_building(c, argv[0], "R825 V i");
	if (!b)
		return -1;
	char name[128];
	snprintf(name, sizeof name, "%s", entity_by_id(c->n, b->ent)->name);
	ctx_say(c, "%s destroys \"%s\" (R825 V i)", c->actor->name, name);
	return land_building_destroy(c, b, 1, "R825 V i: destroyed by its owner");
}

int land_cmd_rename(ctx *c, int argc, char **argv)
{
	(void)argc;
	land_building *b = my_building(c, argv[0], "R825 IV i");
	if (!b)
		return -1;
	entity *e = entity_by_id(c->n, b->ent);
	char old[128];
	snprintf(old, sizeof old, "%s", e->name);
	if (entity_rename(c, e, argv[1], "R825 IV i"))
		return -1;
	ctx_say(c, "%s renames \"%s\" (#%d) \"%s\" (R825 IV i)", c->actor->name, old, e->id,
		e->name);
	return 0;
}

int land_cmd_describe(ctx *c, int argc, char **argv)
{
	(void)argc;
	land_building *b = my_building(c, argv[0], "R825 IV i");
	if (!b)
		return -1;
	entity *e = entity_by_id(c->n, b->ent);
	if (strlen(argv[1]) > 2000)
		return ctx_fail(c, "a description is at most 2000 characters");
	entity_set_description(c, e, argv[1]);
	if (*argv[1])
		ctx_say(c, "%s describes \"%s\": %s (R825 IV i)", c->actor->name, e->name, argv[1]);
	else
		ctx_say(c, "%s removes the description of \"%s\" (R825 IV i)", c->actor->name,
			e->name);
	return 0;
}

/* R825 IV ii: "A player may designate a single building e owns as eir
 * home": designating another undesignates the one before. */
int land_cmd_home(ctx *c, int argc, char **argv)
{
	(void)argc;
	land_building *b = my_building(c, argv[0], "R825 IV ii");
	if (!b)
		return -1;
	land_building *old = land_home(c->n, c->actor->id);
	if (old == b)
		return ctx_fail(c, "\"%s\" is your Home already", entity_by_id(c->n, b->ent)->name);
	land *s = land_of(c);
	for (int i = 0; i < s->nblds; i++)
		if (s->blds[i]->home_of == c->actor->id)
			UNDO_SET(c->j, s->blds[i]->home_of, 0);
	UNDO_SET(c->j, b->home_of, c->actor->id);
	ctx_say(c, "%s designates \"%s\" eir Home (R825 IV ii)", c->actor->name,
		entity_by_id(c->n, b->ent)->name);
	return 0;
}

/* `building transfer B [to] OWNER`: the rules' own transfer (the admin's,
 * an adopted proposal's effect) of a building with the land it stands on,
 * in one act, as R825 III i requires of them. */
int land_cmd_transfer(ctx *c, int argc, char **argv)
{
	land_building *b = land_building_find(c->n, argv[0]);
	if (!b)
		return ctx_fail(c, "no building '%s' (`buildings` lists them)", argv[0]);
	const char *who = argc == 3 && strcaseeq(argv[1], "to") ? argv[2] : argv[argc - 1];
	if (argc == 3 && !strcaseeq(argv[1], "to"))
		return ctx_fail(c, "usage: building transfer B [to] OWNER");
	ent_owner to;
	if (owner_parse(c->n, who, &to) || to.kind != OWN_PLAYER)
		return ctx_fail(c, "'%s' is not a player: a building goes to a player with its land "
			 "(R825 III ii, v)", who);
	entity *e = entity_by_id(c->n, b->ent);
	/* Moving the building first sets it Floating for a moment (the land
	 * part hears the move); its Kaas are the ones it stood on. */
	int attached = b->state != BST_FLOATING;
	const char *why = "R825 III i: a building with its land";
	if (entity_transfer(c, e, to, MOVE_RULES, why))
		return -1;
	int moved = 0;
	for (int k = 0; k < b->nk && attached; k++) {
		entity *kaa = land_kaa_entity(c->n, b->ky[k], b->kx[k]);
		if (kaa && !owner_eq(kaa->owner, to)) {
			if (entity_transfer(c, kaa, to, MOVE_RULES, why))
				return -1;
			moved++;
		}
	}
	char ob[32];
	ctx_say(c, "\"%s\" (#%d) and the %d Kaa%s it stands on go to %s (R825 III i)", e->name,
		e->id, moved, moved == 1 ? "" : "s", owner_name(c->n, to, ob, sizeof ob));
	return 0;
}
