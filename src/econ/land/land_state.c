/* land_state.c: the land's state (land.h): its creation on first use
 * (journaled), the rule-defined Common Locations (R801, R825 VI, R840,
 * R842, R843, R851, R856), coordinates (R820), the Kaas and buildings
 * and who occupies what (R825 I v), sizes and costs (R825 I ii), Homes
 * and where a player is (R810 5, 6; R825 IV ii). */
#include "econ/land/land.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The Common Locations the rules name, each bound to its rule; the first
 * is the wilds, where a player with nowhere else to go is (R810 6). */
static const land_place places[] = {
	{"wilds", "the wilds", "R801"},
	{"library", "the Library", "R840"},
	{"townhall", "the Town Hall", "R842"},
	{"hall", "the Hall of Elders", "R843"},
	{"fm", "the FM building", "R825 VI i"},
	{"courthouse", "the Courthouse", "R825 VI ii"},
	{"harfonian", "the Harfonian Institute", "R851"},
	{"guild", "the Ackanomic Printing Guild", "R856"},
};

int land_place_count(void)
{
	return (int)(sizeof places / sizeof *places);
}

const land_place *land_place_at(int i)
{
	return i >= 0 && i < land_place_count() ? &places[i] : NULL;
}

static void free_all(land *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nkaas; i++)
		free(s->kaas[i]);
	for (int i = 0; i < s->nblds; i++)
		free(s->blds[i]);
	for (int i = 0; i < s->nlocs; i++)
		free(s->locs[i]);
	for (int i = 0; i < s->npermits; i++)
		free(s->permits[i]);
	free(s->kaas);
	free(s->blds);
	free(s->locs);
	free(s->permits);
	free(s);
}

land *land_of(ctx *c)
{
	if (!c->n->land) {
		c->n->land = xcalloc(1, sizeof *c->n->land);
		mut_part_made(c, land_free);
	}
	return c->n->land;
}

const land *land_peek(const nomic *n)
{
	return n->land;
}

void land_free(nomic *n)
{
	free_all(n->land);
	n->land = NULL;
}

int land_radius(const nomic *n)
{
	return (int)(param_int(n, "land.side") - 1) / 2;
}

/* R820: "how many kaas to the North, or South ... prefaced by an N ...
 * If a kaa is directly East or West ... a zero, prefaced by an N ...
 * directly North or South ... zero, prefaced by a W." */
void land_coords(int y, int x, char *buf, size_t len)
{
	snprintf(buf, len, "%c%d %c%d", y < 0 ? 'S' : 'N', abs(y), x > 0 ? 'E' : 'W', abs(x));
}

/* One axis: "N4" (dir1 positive) or "S4" (dir2 negative); 0 or -1. */
static int axis(const char **p, char pos, char neg, int *out)
{
	int ch = toupper((unsigned char)**p), sign;
	if (ch == pos)
		sign = 1;
	else if (ch == neg)
		sign = -1;
	else
		return -1;
	(*p)++;
	if (!isdigit((unsigned char)**p))
		return -1;
	long v = 0;
	while (isdigit((unsigned char)**p) && v < 100000)
		v = v * 10 + (*(*p)++ - '0');
	*out = (int)(sign * v);
	return 0;
}

int land_parse(ctx *c, int argc, char **argv, int *y, int *x)
{
	if (argc < 1)
		return ctx_fail(c, "give a Kaa's coordinates, like N4 W3 (R820)");
	char buf[64];
	int used = 1;
	snprintf(buf, sizeof buf, "%s", argv[0]);
	/* "N4 W3" as two words, unless the first holds both. */
	size_t len = strlen(buf);
	int one = len > 0 && strpbrk(buf + 1, "EeWw") != NULL;
	if (!one && argc >= 2) {
		snprintf(buf + len, sizeof buf - len, " %s", argv[1]);
		used = 2;
	}
	const char *p = buf;
	if (*p == '(')
		p++;
	int yy, xx;
	if (axis(&p, 'N', 'S', &yy) == 0) {
		while (*p == ' ')
			p++;
		if (axis(&p, 'E', 'W', &xx) == 0 && (*p == '\0' || (*p == ')' && p[1] == '\0'))) {
			int r = land_radius(c->n);
			if (abs(yy) > r || abs(xx) > r)
				return ctx_fail(c, "(%s) is not in the City: its Kaas run from %d to %d "
					 "each way around The Lonely Mountain (R820, land.side)", buf, -r,
					 r);
			*y = yy;
			*x = xx;
			return used;
		}
	}
	return ctx_fail(c, "'%s' is not a Kaa's coordinates: write them like N4 W3 (R820)", buf);
}

land_kaa *land_kaa_at(const nomic *n, int y, int x)
{
	const land *s = n->land;
	for (int i = 0; s && i < s->nkaas; i++)
		if (s->kaas[i]->y == y && s->kaas[i]->x == x)
			return s->kaas[i];
	return NULL;
}

entity *land_kaa_entity(const nomic *n, int y, int x)
{
	const land_kaa *k = land_kaa_at(n, y, x);
	return k ? entity_by_id(n, k->ent) : NULL;
}

ent_owner land_kaa_owner(const nomic *n, int y, int x)
{
	const entity *e = land_kaa_entity(n, y, x);
	return e ? e->owner : OWNER_NOBODY;
}

land_building *land_building_of(const nomic *n, int ent)
{
	const land *s = n->land;
	for (int i = 0; s && i < s->nblds; i++)
		if (s->blds[i]->ent == ent)
			return entity_by_id(n, ent) ? s->blds[i] : NULL;
	return NULL;
}

land_building *land_building_find(const nomic *n, const char *word)
{
	const entity *e = entity_find(n, word);
	return e ? land_building_of(n, e->id) : NULL;
}

land_building *land_occupant(const nomic *n, int y, int x)
{
	const land *s = n->land;
	for (int i = 0; s && i < s->nblds; i++) {
		land_building *b = s->blds[i];
		if (b->state == BST_FLOATING || !entity_by_id(n, b->ent))
			continue;
		for (int k = 0; k < b->nk; k++)
			if (b->ky[k] == y && b->kx[k] == x)
				return b;
	}
	return NULL;
}

land_building *land_home(const nomic *n, int pid)
{
	const land *s = n->land;
	for (int i = 0; s && i < s->nblds; i++) {
		land_building *b = s->blds[i];
		const entity *e = entity_by_id(n, b->ent);
		/* R825 IV ii: "a single building e owns": one e no longer owns is
		 * no longer eir Home. */
		if (e && b->home_of == pid && owner_eq(e->owner, OWNER_PLAYER(pid)))
			return b;
	}
	return NULL;
}

land_loc *land_loc_of(const nomic *n, int pid)
{
	const land *s = n->land;
	for (int i = 0; s && i < s->nlocs; i++)
		if (s->locs[i]->pid == pid)
			return s->locs[i];
	return NULL;
}

void land_where(const nomic *n, int pid, sbuf *out)
{
	const land_loc *l = land_loc_of(n, pid);
	char b[32];
	if (l && l->kind == LOC_PLACE && land_place_at(l->a)) {
		sbuf_add(out, land_place_at(l->a)->name);
		return;
	}
	if (l && l->kind == LOC_KAA) {
		land_coords(l->a, l->b, b, sizeof b);
		sbuf_printf(out, "the Kaa (%s)", b);
		return;
	}
	const land_building *in = l && l->kind == LOC_BUILDING ? land_building_of(n, l->a) : NULL;
	/* R810 5: a location that no longer exists: the Home; R810 6: else the
	 * wilds. */
	if (!in)
		in = land_home(n, pid);
	if (in) {
		const entity *e = entity_by_id(n, in->ent);
		sbuf_printf(out, "%s (#%d)", e->name, e->id);
		return;
	}
	sbuf_add(out, places[0].name);
}

void land_put(ctx *c, int pid, int kind, int a, int b)
{
	land *s = land_of(c);
	land_loc *l = land_loc_of(c->n, pid);
	if (!l) {
		l = xcalloc(1, sizeof *l);
		l->pid = pid;
		mut_append(c, (void ***)&s->locs, &s->nlocs, &s->locs_cap, l, free);
	}
	UNDO_SET(c->j, l->kind, kind);
	UNDO_SET(c->j, l->a, a);
	UNDO_SET(c->j, l->b, b);
}

entity *land_kaa_create(ctx *c, int y, int x, ent_owner o, const char *why)
{
	land *s = land_of(c);
	entity *e = entity_create(c, entity_kind_find("kaa"), NULL, o, why);
	if (!e)
		return NULL;
	land_kaa *k = land_kaa_at(c->n, y, x);
	if (k) { /* its entity was destroyed by the rules: a new one */
		UNDO_SET(c->j, k->ent, e->id);
		return e;
	}
	k = xcalloc(1, sizeof *k);
	k->y = y;
	k->x = x;
	k->ent = e->id;
	mut_append(c, (void ***)&s->kaas, &s->nkaas, &s->kaas_cap, k, free);
	return e;
}

land_building *land_building_add(ctx *c, int ent, int size)
{
	land *s = land_of(c);
	land_building *b = xcalloc(1, sizeof *b);
	b->ent = ent;
	b->size = size;
	b->state = BST_ATTACHED; /* R825 II i: "an Attached building is created" */
	mut_append(c, (void ***)&s->blds, &s->nblds, &s->blds_cap, b, free);
	return b;
}

int land_building_destroy(ctx *c, land_building *b, int refund, const char *why)
{
	land *s = land_of(c);
	entity *e = entity_by_id(c->n, b->ent);
	ent_owner o = e ? e->owner : OWNER_NOBODY;
	/* R825 V iii: "its owner receives 10% of its construction costs"
	 * (R500 ¶5: whole A$, rounded up), from the Treasury. */
	int64_t back = (land_size_cost(c->n, b->size) * param_int(c->n, "land.refund") + 99) / 100;
	if (e && entity_destroy(c, e, why))
		return -1;
	for (int i = 0; i < s->nblds; i++)
		if (s->blds[i] == b) {
			mut_remove_at(c, (void ***)&s->blds, &s->nblds, i, free);
			break;
		}
	if (refund && o.kind == OWN_PLAYER && back > 0) {
		const currency *ad = currency_by_name(c->n, "A$");
		if (ad && ledger_move(c, 0, o.id, ad, back))
			return -1;
		ctx_say(c, "%s receives A$%lld of its construction cost back (R825 V iii)",
			player_by_id(c->n, o.id)->name, (long long)back);
	}
	return 0;
}

static const char *const size_names[BS_COUNT] = {"Small", "Cosy", "Classy", "Lavish",
						  "Sumptuous", "Extravagant"};
static const char *const size_words[BS_COUNT] = {"small", "cosy", "classy", "lavish",
						  "sumptuous", "extravagant"};

const char *land_size_name(int size)
{
	return size >= 0 && size < BS_COUNT ? size_names[size] : "?";
}

int land_size_parse(const char *word)
{
	for (int i = 0; i < BS_COUNT; i++)
		if (strcaseeq(word, size_words[i]))
			return i;
	if (strcaseeq(word, "cozy"))
		return BS_COSY;
	return -1;
}

int64_t land_size_cost(const nomic *n, int size)
{
	char name[64];
	snprintf(name, sizeof name, "land.cost.%s", size_words[size]);
	return param_int(n, name);
}

int land_size_kaas(const nomic *n, int size)
{
	char name[64];
	snprintf(name, sizeof name, "land.kaas.%s", size_words[size]);
	return (int)param_int(n, name);
}

const char *land_state_name(int state)
{
	return state == BST_ATTACHED ? "Attached" : state == BST_TETHERED ? "Tethered" : "Floating";
}

int land_contiguous(int nk, const int *ky, const int *kx)
{
	if (nk <= 1)
		return 1;
	int seen[LAND_MAX_KAAS] = {0}, stack[LAND_MAX_KAAS], top = 0, count = 1;
	seen[0] = 1;
	stack[top++] = 0;
	while (top) {
		int i = stack[--top];
		for (int j = 0; j < nk; j++)
			if (!seen[j] && abs(ky[i] - ky[j]) + abs(kx[i] - kx[j]) == 1) {
				seen[j] = 1;
				stack[top++] = j;
				count++;
			}
	}
	return count == nk;
}

int land_permitted(const nomic *n, const land_building *b, int pid)
{
	const entity *e = entity_by_id(n, b->ent);
	if (!e || e->owner.kind != OWN_PLAYER)
		return 0;
	if (e->owner.id == pid)
		return 1;
	const land *s = n->land;
	for (int i = 0; s && i < s->npermits; i++)
		if (s->permits[i]->owner == e->owner.id && s->permits[i]->guest == pid)
			return 1;
	return 0;
}
