/* treasure_cmd.c: Burying Treasure and its Map (Ackanomic R1217 ¶1-4,
 * ¶7-9): `treasure bury`, `treasure map` (a hidden event: the Map is the
 * writer's and eir Custodians' alone), `treasure reveal`, `treasure
 * custodian`, `treasure accept`, and the views. Finding is in
 * treasure_find.c. */
#include "econ/treasure/treasure.h"

#include "core/inbox.h"
#include "core/params.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>

/* The viewer's player id (0: the public or the admin). */
static int viewer_pid(const ctx *c)
{
	return c->kind == ACTOR_PLAYER && c->actor ? c->actor->id : 0;
}

static void show_one(ctx *c, const treasure *t, int full)
{
	char b[64], tb[32];
	format_time(t->buried, tb, sizeof tb);
	const player *w = player_by_id(c->n, t->writer);
	ctx_reply(c, "Buried Treasure %d: buried by %s at %s; map writer %s; ", t->id,
		  owner_name(c->n, t->burier, b, sizeof b), tb, w ? w->name : "?");
	if (t->finder.kind != OWN_NOBODY)
		ctx_reply(c, "found by %s", owner_name(c->n, t->finder, b, sizeof b));
	else
		ctx_reply(c, "%d %s buried", treasure_count(c->n, t),
			  treasure_count(c->n, t) == 1 ? "entity" : "entities");
	ctx_reply(c, "; its Map %s", t->map_gone ? "is destroyed"
				     : t->map  ? "is written"
						: "is not yet written");
	for (int i = 0; i < t->ncust; i++) {
		const player *p = player_by_id(c->n, t->cust[i]->pid);
		ctx_reply(c, "%s%s%s", i ? ", " : "; custodians: ", p ? p->name : "?",
			  t->cust[i]->accepted ? "" : " (potential)");
	}
	if (!full)
		return;
	const entities *s = entities_peek(c->n);
	for (int i = 0; s && i < s->n; i++)
		if (owner_eq(s->v[i]->owner, OWNER_TREASURE(t->id))) {
			sbuf d = {0};
			entity_describe(s->v[i], &d);
			ctx_reply(c, "\n  %s", d.s);
			free(d.s);
		}
	/* ¶3, ¶9: the Map is its writer's and its Custodians' (and the
	 * admin's, who sees every hidden event); nobody else's. */
	int pid = viewer_pid(c);
	if (t->map && t->finder.kind != OWN_NOBODY) /* ¶5: made public when found */
		ctx_reply(c, "\n  the Map, made public when it was found (R1217 ¶5): %s", t->map);
	else if (t->map && !t->map_gone &&
		 (c->kind == ACTOR_ADMIN || (pid && treasure_privy(t, pid))))
		ctx_reply(c, "\n  the Map (hidden: yours to see, R1217 ¶3, ¶9): %s", t->map);
}

/* treasure [N] */
int treasure_cmd_list(ctx *c, int argc, char **argv)
{
	if (argc) {
		treasure *t = treasure_arg(c, argv[0]);
		if (!t)
			return -1;
		show_one(c, t, 1);
		return 0;
	}
	const treasures *s = treasures_peek(c->n);
	if (!s || !s->n) {
		ctx_reply(c, "no Treasure has been buried (R1217)");
		return 0;
	}
	for (int i = 0; i < s->n; i++) {
		if (i)
			ctx_reply(c, "\n");
		show_one(c, s->v[i], 0);
	}
	return 0;
}

int treasure_bury(ctx *c, ent_owner me, const char *who, int writer, int argc, char **argv)
{
	entity *list[64];
	if (argc > 64)
		return ctx_fail(c, "at most 64 entities in one Treasure");
	for (int i = 0; i < argc; i++) {
		entity *e = entity_find(c->n, argv[i]);
		if (!e)
			return ctx_fail(c, "no entity '%s'", argv[i]);
		sbuf d = {0};
		entity_describe(e, &d);
		int rc = 0;
		if (!owner_eq(e->owner, me))
			rc = ctx_fail(c, "%s %s not own %s: a Burier buries eir own entities "
				      "(R1217 ¶1)", who, me.kind == OWN_PLAYER ? "do" : "does", d.s);
		else if (!(e->kind->flags & EK_TRADEABLE))
			rc = ctx_fail(c, "%s is nontradeable: only tradeable entities are buried "
				      "(R1217 ¶1, R500.2)", d.s);
		for (int j = 0; !rc && j < i; j++)
			if (list[j] == e)
				rc = ctx_fail(c, "%s is named twice", d.s);
		free(d.s);
		if (rc)
			return -1;
		list[i] = e;
	}
	treasures *s = treasures_of(c);
	treasure *t = xcalloc(1, sizeof *t);
	t->id = s->n + 1;
	t->burier = me;
	t->writer = writer; /* ¶3: the Burier, or the player its announcement names */
	t->buried = c->now;
	t->finder = OWNER_NOBODY;
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, t, treasure_free_one);
	char why[64];
	snprintf(why, sizeof why, "R1217 ¶2: buried in Buried Treasure %d", t->id);
	sbuf names = {0};
	for (int i = 0; i < argc; i++) {
		if (entity_transfer(c, list[i], OWNER_TREASURE(t->id), MOVE_RULES, why)) {
			free(names.s);
			return -1;
		}
		if (i)
			sbuf_add(&names, i == argc - 1 ? " and " : ", ");
		entity_describe(list[i], &names);
	}
	const player *w = player_by_id(c->n, writer);
	ctx_say(c, "%s buries %s: Buried Treasure %d, owned by the Treasure (R1217 ¶1, ¶2)",
		me.kind == OWN_PLAYER ? c->actor->name : who, names.s, t->id);
	if (me.kind == OWN_PLAYER)
		ctx_reply(c, "\nwrite its Map with `treasure map %d \"TEXT\"` (hidden: only you and "
			  "the Map Custodians you name see it; R1217 ¶3)", t->id);
	else
		ctx_reply(c, "\n%s writes its Map (`treasure map %d \"TEXT\"`, hidden) and informs "
			  "the players affiliated with %s of it (R1217 ¶3)", w ? w->name : "?", t->id,
			  who);
	free(names.s);
	return 0;
}

/* treasure bury ENTITY... (¶1, ¶2): a player buries; eir own Map (¶3). */
int treasure_cmd_bury(ctx *c, int argc, char **argv)
{
	return treasure_bury(c, OWNER_PLAYER(c->actor->id), "you", c->actor->id, argc, argv);
}

static treasure *writers(ctx *c, const char *word, const char *what)
{
	treasure *t = treasure_arg(c, word);
	if (!t)
		return NULL;
	if (t->writer != c->actor->id) {
		ctx_fail(c, "only the map writer of Buried Treasure %d may %s (R1217 %s)", t->id,
			 what, strcmp(what, "name Potential Map Custodians") ? "¶3, ¶4" : "¶9");
		return NULL;
	}
	if (t->map_gone) {
		ctx_fail(c, "the Map of Buried Treasure %d is destroyed (R1217 ¶5, ¶10)", t->id);
		return NULL;
	}
	return t;
}

/* treasure map N "TEXT" (¶3): the Map, hidden. */
int treasure_cmd_map(ctx *c, int argc, char **argv)
{
	(void)argc;
	treasure *t = writers(c, argv[0], "write its Map");
	if (!t)
		return -1;
	if (t->map)
		return ctx_fail(c, "the Map of Buried Treasure %d is written already: disclose "
			 "more with `treasure reveal` (R1217 ¶3, ¶4)", t->id);
	const char *text = argv[1];
	while (*text == ' ')
		text++;
	if (!*text)
		return ctx_fail(c, "a Map describes at least one condition for finding the "
			 "Treasure (R1217 ¶3)");
	/* The Map is hidden information: the event is its writer's and the
	 * admin's alone (core/visibility.h), its public text nothing. */
	c->hidden = 1;
	undo_string(c->j, &t->map);
	t->map = xstrdup(text);
	ctx_reply(c, "you write the Map of Buried Treasure %d; it is hidden: only you and its Map "
		  "Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)",
		  t->id);
	return 0;
}

/* treasure reveal N ["TEXT"] (¶4): the whole Map, or any part or hint. */
int treasure_cmd_reveal(ctx *c, int argc, char **argv)
{
	treasure *t = writers(c, argv[0], "disclose its Map");
	if (!t)
		return -1;
	if (!t->map)
		return ctx_fail(c, "the Map of Buried Treasure %d is not yet written (R1217 ¶3)",
				t->id);
	if (argc > 1)
		ctx_say(c, "%s, map writer of Buried Treasure %d, discloses (R1217 ¶4): %s",
			c->actor->name, t->id, argv[1]);
	else
		ctx_say(c, "%s, map writer of Buried Treasure %d, discloses its whole Map (R1217 "
			"¶4): %s", c->actor->name, t->id, t->map);
	return 0;
}

/* treasure custodian N PLAYER... (¶9) */
int treasure_cmd_custodian(ctx *c, int argc, char **argv)
{
	treasure *t = writers(c, argv[0], "name Potential Map Custodians");
	if (!t)
		return -1;
	if (!t->map)
		return ctx_fail(c, "the Map of Buried Treasure %d is not yet written (R1217 ¶3)",
				t->id);
	sbuf names = {0};
	for (int i = 1; i < argc; i++) {
		const player *p = player_by_name(c->n, argv[i]);
		int rc = 0;
		if (!p)
			rc = ctx_fail(c, "no player named '%s'", argv[i]);
		else if (p->id == t->writer)
			rc = ctx_fail(c, "the map writer is not a map custodian (R1217 ¶8)");
		else if (p->state == PS_NONPLAYER)
			rc = ctx_fail(c, "%s is not a player (R1217 ¶9: \"other players\")",
				      p->name);
		else if (treasure_is_custodian(t, p->id))
			rc = ctx_fail(c, "%s is a Map Custodian of Buried Treasure %d already "
				      "(R1217 ¶7)", p->name, t->id);
		if (rc) {
			free(names.s);
			return -1;
		}
		treasure_cust *k = treasure_cust_of(t, p->id);
		if (k) {
			UNDO_SET(c->j, k->named, c->now); /* named again: three days anew */
		} else {
			k = xcalloc(1, sizeof *k);
			k->pid = p->id;
			k->named = c->now;
			mut_append(c, (void ***)&t->cust, &t->ncust, &t->cust_cap, k, free);
		}
		sbuf_printf(&names, "%s%s", i > 1 ? ", " : "", p->name);
	}
	char span[32];
	format_span(param_int(c->n, "treasure.accept_time"), span, sizeof span);
	ctx_say(c, "%s names %s Potential Map Custodian%s of Buried Treasure %d; each may accept "
		"within %s (`treasure accept %d`; R1217 ¶9)", c->actor->name, names.s,
		argc > 2 ? "s" : "", t->id, span, t->id);
	free(names.s);
	return 0;
}

/* treasure accept N (¶9): the Map comes to the new Custodian privately. */
int treasure_cmd_accept(ctx *c, int argc, char **argv)
{
	(void)argc;
	treasure *t = treasure_arg(c, argv[0]);
	if (!t)
		return -1;
	treasure_cust *k = treasure_cust_of(t, c->actor->id);
	if (!k)
		return ctx_fail(c, "you are not a Potential Map Custodian of Buried Treasure %d "
			 "(R1217 ¶9)", t->id);
	if (k->accepted)
		return ctx_fail(c, "you are a Map Custodian of Buried Treasure %d already "
			 "(R1217 ¶7)", t->id);
	if (t->map_gone)
		return ctx_fail(c, "the Map of Buried Treasure %d is destroyed (R1217 ¶5, ¶10)",
				t->id);
	if (c->now > k->named + param_int(c->n, "treasure.accept_time"))
		return ctx_fail(c, "Custodianship is accepted within three days of being named "
			 "(R1217 ¶9, treasure.accept_time)");
	UNDO_SET(c->j, k->accepted, 1);
	/* ¶9 "the author shall reveal the Treasure Map to the player or players
	 * privately": the server does it, in the new Custodian's inbox. */
	char msg[64];
	snprintf(msg, sizeof msg, "the Map of Buried Treasure %d (R1217 ¶9): ", t->id);
	sbuf m = {0};
	sbuf_printf(&m, "%s%s", msg, t->map);
	mut_tell(c, c->actor->id, "R1217", m.s);
	free(m.s);
	ctx_say(c, "%s accepts and becomes a Map Custodian of Buried Treasure %d; its Map is "
		"sent to em privately (R1217 ¶9)", c->actor->name, t->id);
	return 0;
}
