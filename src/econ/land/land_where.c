/* land_where.c: seeing the City and moving in it: `map` (R846's Map of the
 * City, as text), `land show`, `buildings`, `where` (R810 2: each player
 * is in exactly one Location), `go` (R810 4: Common Locations entered
 * freely; R825 IV ii: a Home with its owner's permission), `home invite`
 * and `home uninvite` (that permission), and R252 II 1's Home for a new
 * player. */
#include "econ/land/land.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The owners on the map, each a letter in order of first appearance. */
typedef struct legend {
	ent_owner o[26];
	int n;
} legend;

static char letter(legend *l, ent_owner o)
{
	for (int i = 0; i < l->n; i++)
		if (owner_eq(l->o[i], o))
			return (char)('a' + i);
	if (l->n == 26)
		return '*';
	l->o[l->n] = o;
	return (char)('a' + l->n++);
}

int land_cmd_map(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	int r = land_radius(c->n);
	char b[32], ob[32];
	legend l = {0};
	sbuf m = {0};
	sbuf_printf(&m, "The City, %dx%d Kaas (R820, R846): ^ The Lonely Mountain (N0 W0), "
		    ". common land, a letter its owner's land (upper case: a building on it); "
		    "rows N%d to S%d, columns W%d to E%d", 2 * r + 1, 2 * r + 1, r, r, r, r);
	for (int y = r; y >= -r; y--) {
		land_coords(y, 0, b, sizeof b);
		*strchr(b, ' ') = '\0';
		sbuf_printf(&m, "\n%4s ", b);
		for (int x = -r; x <= r; x++) {
			char ch = '.';
			ent_owner o = land_kaa_owner(c->n, y, x);
			if (y == 0 && x == 0)
				ch = '^';
			else if (o.kind != OWN_NOBODY)
				ch = letter(&l, o);
			if (land_occupant(c->n, y, x) && ch >= 'a' && ch <= 'z')
				ch = (char)(ch - 'a' + 'A');
			else if (land_occupant(c->n, y, x) && ch == '.')
				ch = '#';
			sbuf_printf(&m, x == -r ? "%c" : " %c", ch);
		}
	}
	for (int i = 0; i < l.n; i++)
		sbuf_printf(&m, "%s%c %s", i ? ", " : "\n", 'a' + i,
			    owner_name(c->n, l.o[i], ob, sizeof ob));
	ctx_reply(c, "%s", m.s);
	free(m.s);
	return 0;
}

static void building_line(const nomic *n, const land_building *bl, sbuf *out)
{
	const entity *e = entity_by_id(n, bl->ent);
	char ob[32], b[32];
	sbuf_printf(out, "\"%s\" (#%d): %s, %s, %s's", e->name, e->id, land_size_name(bl->size),
		    land_state_name(bl->state), owner_name(n, e->owner, ob, sizeof ob));
	for (int k = 0; k < bl->nk && bl->state != BST_FLOATING; k++) {
		land_coords(bl->ky[k], bl->kx[k], b, sizeof b);
		sbuf_printf(out, "%s(%s)", k ? " " : ", on ", b);
	}
	if (bl->home_of && land_home(n, bl->home_of) == bl)
		sbuf_printf(out, "; %s's Home", player_by_id(n, bl->home_of)->name);
	if (e->description)
		sbuf_printf(out, "; %s", e->description);
}

int land_cmd_show(ctx *c, int argc, char **argv)
{
	int y, x, used = land_parse(c, argc, argv, &y, &x);
	if (used < 0)
		return -1;
	if (used != argc)
		return ctx_fail(c, "usage: land show N4 W3");
	char b[32], ob[32];
	land_coords(y, x, b, sizeof b);
	if (y == 0 && x == 0) {
		ctx_reply(c, "(N0 W0): The Lonely Mountain, which owns itself and its Kaa (R801)");
		return 0;
	}
	const entity *e = land_kaa_entity(c->n, y, x);
	sbuf s = {0};
	if (e && e->owner.kind != OWN_NOBODY)
		sbuf_printf(&s, "(%s): Kaa of Land (#%d), %s's", b, e->id,
			    owner_name(c->n, e->owner, ob, sizeof ob));
	else
		sbuf_printf(&s, "(%s): common land, unowned (R820); for sale at A$%lld (R821 ¶1)", b,
			    (long long)param_int(c->n, "land.price"));
	const land_building *bl = land_occupant(c->n, y, x);
	if (bl) {
		sbuf_add(&s, "; ");
		building_line(c->n, bl, &s);
	}
	/* Who is there (R810 2). */
	int any = 0;
	for (int p = 1; p <= c->n->nplayers; p++) {
		const land_loc *l = land_loc_of(c->n, p);
		if (l && l->kind == LOC_KAA && l->a == y && l->b == x)
			sbuf_printf(&s, "%s%s", any++ ? ", " : "; here: ",
				    player_by_id(c->n, p)->name);
	}
	ctx_reply(c, "%s", s.s);
	free(s.s);
	return 0;
}

int land_cmd_buildings(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const land *s = land_peek(c->n);
	sbuf out = {0};
	int count = 0;
	for (int i = 0; s && i < s->nblds; i++) {
		if (!entity_by_id(c->n, s->blds[i]->ent))
			continue;
		sbuf_add(&out, "\n");
		building_line(c->n, s->blds[i], &out);
		count++;
	}
	ctx_reply(c, "%d building%s (R825)%s", count, count == 1 ? "" : "s", out.s ? out.s : "");
	free(out.s);
	return 0;
}

int land_cmd_where(ctx *c, int argc, char **argv)
{
	const player *p = argc ? player_by_name(c->n, argv[0]) : c->actor;
	if (!p)
		return argc ? ctx_fail(c, "no player '%s'", argv[0])
			    : ctx_fail(c, "name a player: where PLAYER");
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player: a Non-Player is in no Location (R810 2)",
				p->name);
	sbuf s = {0};
	land_where(c->n, p->id, &s);
	ctx_reply(c, "%s is in %s (R810)", p->name, s.s);
	free(s.s);
	return 0;
}

/* `go LOCATION` */
int land_cmd_go(ctx *c, int argc, char **argv)
{
	const char *w = argv[0];
	int pid = c->actor->id;
	sbuf here = {0}, there = {0};
	land_where(c->n, pid, &here);
	int kind = LOC_PLACE, a = 0, b = 0;
	char why[256];
	const land_place *pl = NULL;
	for (int i = 0; i < land_place_count(); i++) {
		const land_place *q = land_place_at(i);
		if (strcaseeq(w, q->word) || strcaseeq(w, q->name) || strcaseeq(w, q->name + 4)) {
			pl = q;
			a = i;
		}
	}
	land_building *bl = NULL;
	if (pl) {
		if (bind_stopped(c->n, pl->rule, why, sizeof why))
			goto fail_why;
		sbuf_add(&there, pl->name);
	} else if (strcaseeq(w, "home")) {
		bl = land_home(c->n, pid);
		if (!bl) {
			ctx_fail(c, "you have no Home: designate one with `building home B` (R825 IV ii)");
			goto fail;
		}
	} else if ((bl = land_building_find(c->n, w)) == NULL) {
		size_t had = c->err.len;
		int y, x, used = land_parse(c, argc, argv, &y, &x);
		if (used < 0) { /* not a Kaa either: say what a Location is */
			c->err.len = had;
			c->err.s[had] = '\0';
			ctx_fail(c, "no Location '%s': a Common Location (%s), a Kaa (N4 W3), a Home or "
				 "`home` (R810)", w, "library, wilds, townhall, hall, fm, courthouse, "
				 "harfonian, guild");
			goto fail;
		}
		if (used != argc) {
			ctx_fail(c, "usage: go LOCATION");
			goto fail;
		}
		if (y == 0 && x == 0) {
			ctx_fail(c, "no player may visit The Lonely Mountain (R801)");
			goto fail;
		}
		char cb[32];
		land_coords(y, x, cb, sizeof cb);
		kind = LOC_KAA;
		a = y;
		b = x;
		sbuf_printf(&there, "the Kaa (%s)", cb);
	}
	if (bl) {
		const entity *e = entity_by_id(c->n, bl->ent);
		/* R825 IV ii: a building is a Location only as a Home. */
		if (!bl->home_of || land_home(c->n, bl->home_of) != bl) {
			ctx_fail(c, "\"%s\" is nobody's Home: only a Home is a Location among "
				 "buildings (R825 IV ii, R810 1)", e->name);
			goto fail;
		}
		if (!land_permitted(c->n, bl, pid)) {
			ctx_fail(c, "\"%s\" may be entered only with %s's permission (R825 IV ii)",
				 e->name, player_by_id(c->n, bl->home_of)->name);
			goto fail;
		}
		kind = LOC_BUILDING;
		a = bl->ent;
		sbuf_printf(&there, "%s (#%d)", e->name, e->id);
	}
	if (strcmp(here.s, there.s) == 0) {
		ctx_fail(c, "you are in %s already", there.s);
		goto fail;
	}
	land_put(c, pid, kind, a, b);
	ctx_say(c, "%s goes from %s to %s (R810 4)", c->actor->name, here.s, there.s);
	free(here.s);
	free(there.s);
	return 0;
fail_why:
	ctx_fail(c, "%s", why);
fail:
	free(here.s);
	free(there.s);
	return -1;
}

static int permit(ctx *c, const char *name, int on)
{
	const player *g = player_by_name(c->n, name);
	if (!g)
		return ctx_fail(c, "no player '%s'", name);
	if (g == c->actor)
		return ctx_fail(c, "you may always enter your own Home (R825 IV ii)");
	land *s = land_of(c);
	for (int i = 0; i < s->npermits; i++)
		if (s->permits[i]->owner == c->actor->id && s->permits[i]->guest == g->id) {
			if (on)
				return ctx_fail(c, "%s may enter your Home already", g->name);
			mut_remove_at(c, (void ***)&s->permits, &s->npermits, i, free);
			ctx_say(c, "%s withdraws eir permission for %s to enter eir Home (R825 IV ii)",
				c->actor->name, g->name);
			return 0;
		}
	if (!on)
		return ctx_fail(c, "%s has no permission to withdraw", g->name);
	land_permit *p = xcalloc(1, sizeof *p);
	p->owner = c->actor->id;
	p->guest = g->id;
	mut_append(c, (void ***)&s->permits, &s->npermits, &s->permits_cap, p, free);
	ctx_say(c, "%s permits %s to enter eir Home (R825 IV ii)", c->actor->name, g->name);
	return 0;
}

int land_cmd_invite(ctx *c, int argc, char **argv)
{
	(void)argc;
	return permit(c, argv[0], 1);
}

int land_cmd_uninvite(ctx *c, int argc, char **argv)
{
	(void)argc;
	return permit(c, argv[0], 0);
}

/* R252 II 1: "granted 1 kaa of urban land": the free Kaa nearest The
 * Lonely Mountain (the least y*y + x*x; ties: the northmost, then the
 * westmost), free being unowned with no building. */
static int nearest_free(const nomic *n, int *oy, int *ox)
{
	int r = land_radius(n), best = -1;
	for (int y = r; y >= -r; y--)
		for (int x = -r; x <= r; x++) {
			if ((y == 0 && x == 0) || land_kaa_owner(n, y, x).kind != OWN_NOBODY ||
			    land_occupant(n, y, x))
				continue;
			int d = y * y + x * x;
			if (best < 0 || d < best) {
				best = d;
				*oy = y;
				*ox = x;
			}
		}
	return best < 0 ? -1 : 0;
}

int land_grant_home(ctx *c, const player *newbie)
{
	/* A mechanic that runs by itself: only in a nomic playing Ackanomic's
	 * rules, while R252 stands (bind.h). */
	char stopped[256];
	if (!param_int(c->n, "land.homes") || !c->n->rules || bind_foreign(c->n, "R252 II 1") ||
	    bind_stopped(c->n, "R252 II 1", stopped, sizeof stopped))
		return 0;
	int y, x;
	if (nearest_free(c->n, &y, &x)) {
		/* R847: a Really Bad Earthquake (not built) would make room. */
		ctx_announce(c, "%s is granted no Kaa: there is no free Kaa in the City (R252 II 1, "
			     "R847)", newbie->name);
		return 0;
	}
	char name[128], b[32];
	snprintf(name, sizeof name, "%s's House", newbie->name);
	land_coords(y, x, b, sizeof b);
	size_t mark = undo_mark(c->j), had = c->err.len;
	const char *why = "R252 II 1: a new player's Home";
	entity *k = land_kaa_entity(c->n, y, x);
	entity *e = NULL;
	if (k ? entity_transfer(c, k, OWNER_PLAYER(newbie->id), MOVE_RULES, why) == 0
	      : land_kaa_create(c, y, x, OWNER_PLAYER(newbie->id), why) != NULL)
		e = entity_create(c, entity_kind_find("building"), name, OWNER_PLAYER(newbie->id),
				  why);
	if (!e) {
		undo_rollback(c->j, mark);
		ctx_announce(c, "%s is granted no Home: %s (R252 II 1)", newbie->name,
			     c->err.len > had ? c->err.s + had : "it cannot be built");
		c->err.s[had] = '\0';
		c->err.len = had;
		return 0;
	}
	land_building *bl = land_building_add(c, e->id, BS_SMALL);
	bl->nk = 1;
	bl->ky[0] = y;
	bl->kx[0] = x;
	bl->home_of = newbie->id;
	/* R810 9: "Any player joining the game for the first time goes to
	 * their Home". */
	land_put(c, newbie->id, LOC_BUILDING, e->id, 0);
	ctx_announce(c, "%s is granted the Kaa (%s) and the Small building \"%s\" (#%d) upon it, "
		     "eir Home (R252 II 1)", newbie->name, b, e->name, e->id);
	return 0;
}
