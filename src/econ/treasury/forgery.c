/* forgery.c: forgeries (Ackanomic R506 ¶7, ¶8; docs/ECONOMY.md
 * "Forgeries", readings in docs/RULINGS.md).
 *
 * R506 ¶7: "If a Natural Trinket contains the name of a current or former
 * player and that name is not the name of a player who Operated to create
 * the Trinket, and the player had that name before the Trinket was
 * created, and the Trinket has not been owned at some time by each player
 * whose name it contains, and a player points this fact out publicly, it
 * is a forgery." ¶8: "Upon it becoming publically knowable that a Trinket
 * is a forgery, it is transferred to the Treasury, unless it contains the
 * name of exactly one current player and no former players, in which case
 * it is transferred to that player", "contains" read as R506 ¶8 says: a
 * phrase of as many words as the name whose R348 primitive form, "stripped
 * of any conventional English morphological changes", is the name's.
 *
 * What the test needs of the past is kept here, folded from the log through
 * the journal: every name each player has held and from which event (core
 * keeps only the current one); each Natural Trinket (Composed, R506 ¶5:
 * created with the reason TRINKET_COMPOSED; every other is Artificial, R506
 * ¶6) and who Operated; and every player who has owned a Trinket (heard in
 * the event "entity"). The command `forgery TRINKET` is the pointing out;
 * the Treasury Dissolves a Trinket it comes to own (R505 III). */
#include "core/bind.h"
#include "econ/entities.h"
#include "econ/treasury/treasury.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void free_name(void *p)
{
	forge_name *f = p;
	free(f->name);
	free(f);
}

void forgery_free(treasury *t)
{
	for (int i = 0; i < t->nnames; i++)
		free_name(t->names[i]);
	for (int i = 0; i < t->nnatural; i++)
		free(t->natural[i]);
	for (int i = 0; i < t->nowned; i++)
		free(t->owned[i]);
	free(t->names);
	free(t->natural);
	free(t->owned);
}

/* ---- the record ---- */

static void add_name(ctx *c, int pid, const char *name)
{
	treasury *t = c->n->treasury_state;
	for (int i = 0; t && i < t->nnames; i++)
		if (t->names[i]->player == pid && strcmp(t->names[i]->name, name) == 0)
			return;
	t = treasury_of(c);
	forge_name *f = xcalloc(1, sizeof *f);
	f->player = pid;
	f->name = xstrdup(name);
	f->seq = c->seq;
	mut_append(c, (void ***)&t->names, &t->nnames, &t->namecap, f, free_name);
}

void forgery_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind != CHANGE_JOIN && ch->kind != CHANGE_NAME)
		return;
	const player *p = player_by_id(c->n, ch->player);
	if (p)
		add_name(c, p->id, p->name);
}

static int owned_by(const treasury *t, int entity_id, int pid)
{
	for (int i = 0; t && i < t->nowned; i++)
		if (t->owned[i]->entity == entity_id && t->owned[i]->player == pid)
			return 1;
	return 0;
}

void forgery_on_entity(ctx *c, const json_t *data)
{
	const char *kind = json_string_value(json_object_get(data, "kind"));
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *to = json_string_value(json_object_get(data, "to"));
	const char *why = json_string_value(json_object_get(data, "reason"));
	int id = (int)json_integer_value(json_object_get(data, "id"));
	if (!kind || strcmp(kind, "trinket") != 0 || !what || !to)
		return;
	const player *p = player_by_name(c->n, to);
	if (!p || (strcmp(what, "created") != 0 && strcmp(what, "transferred") != 0))
		return;
	if (strcmp(what, "created") == 0 && why && strcmp(why, TRINKET_COMPOSED) == 0) {
		treasury *t = treasury_of(c);
		forge_natural *f = xcalloc(1, sizeof *f);
		f->entity = id;
		f->operator_id = p->id;
		f->seq = c->seq;
		mut_append(c, (void ***)&t->natural, &t->nnatural, &t->naturalcap, f, free);
	}
	if (owned_by(c->n->treasury_state, id, p->id))
		return;
	treasury *t = treasury_of(c);
	forge_owned *o = xcalloc(1, sizeof *o);
	o->entity = id;
	o->player = p->id;
	mut_append(c, (void ***)&t->owned, &t->nowned, &t->ownedcap, o, free);
}

/* ---- "contains" (R506 ¶8, R348) ---- */

/* R348: "removing all articles ("a", "an", and "the") from the name, then
 * removing all characters except letters and numbers, then converting all
 * uppercase letters to lowercase". w: the name's words, n of them. */
static void primitive(char **w, int n, char *out, size_t len)
{
	size_t k = 0;
	for (int i = 0; i < n; i++) {
		const char *p = w[i];
		if (strcaseeq(p, "a") || strcaseeq(p, "an") || strcaseeq(p, "the"))
			continue;
		for (; *p && k + 1 < len; p++)
			if (isalnum((unsigned char)*p))
				out[k++] = (char)tolower((unsigned char)*p);
	}
	out[k] = '\0';
}

/* Splits s (a copy, changed) at white space; at most max words. */
static int split(char *s, char **w, int max)
{
	int n = 0;
	char *save = NULL;
	for (char *tok = strtok_r(s, " \t\n", &save); tok && n < max;
	     tok = strtok_r(NULL, " \t\n", &save))
		w[n++] = tok;
	return n;
}

/* "Conventional English morphological changes" (docs/RULINGS.md): the
 * endings stripped from a phrase before it is matched, in their primitive
 * forms ("'s" is "s" once the apostrophe goes). */
static const char *const endings[] = {
	"s", "es", "esque", "ish", "ian", "ean", "ite", "ites", "ism", "ist", "ists", "ic",
	"ly", "y", "ed", "ing", "er", "ers", "like", "ness", NULL,
};

/* Does prim (a phrase's primitive form) match the name whose primitive form
 * is name, as it is or with one ending stripped? */
static int matches(const char *prim, const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || strncmp(prim, name, n) != 0)
		return 0;
	if (prim[n] == '\0')
		return 1;
	for (int i = 0; endings[i]; i++)
		if (strcmp(prim + n, endings[i]) == 0)
			return 1;
	return 0;
}

#define MAX_WORDS 64

/* R506 ¶8: does the Trinket's name contain the name `name`: "a word or
 * phrase of the same length in words as N, that when stripped of any
 * conventional English morphological changes, matches N as described in
 * rule 348"? */
static int contains(const char *trinket, const char *name)
{
	char tcopy[256], ncopy[256], want[256], got[256];
	char *tw[MAX_WORDS], *nw[MAX_WORDS];
	snprintf(tcopy, sizeof tcopy, "%s", trinket);
	snprintf(ncopy, sizeof ncopy, "%s", name);
	int nt = split(tcopy, tw, MAX_WORDS), nn = split(ncopy, nw, MAX_WORDS);
	primitive(nw, nn, want, sizeof want);
	for (int i = 0; nn > 0 && i + nn <= nt; i++) {
		primitive(tw + i, nn, got, sizeof got);
		if (matches(got, want))
			return 1;
	}
	return 0;
}

/* ---- the test (R506 ¶7) and its consequence (¶8) ---- */

static const forge_natural *natural_of(const treasury *t, int entity_id)
{
	for (int i = 0; t && i < t->nnatural; i++)
		if (t->natural[i]->entity == entity_id)
			return t->natural[i];
	return NULL;
}

/* Do a and b match (R348: the same primitive form)? */
static int same_name(const char *a, const char *b)
{
	char ca[256], cb[256], pa[256], pb[256];
	char *wa[MAX_WORDS], *wb[MAX_WORDS];
	snprintf(ca, sizeof ca, "%s", a);
	snprintf(cb, sizeof cb, "%s", b);
	primitive(wa, split(ca, wa, MAX_WORDS), pa, sizeof pa);
	primitive(wb, split(cb, wb, MAX_WORDS), pb, sizeof pb);
	return strcmp(pa, pb) == 0;
}

/* Is `name` the name of the player who Operated to create it: one e held
 * by the event that created it? */
static int operators_name(const treasury *t, const forge_natural *f, const char *name)
{
	for (int i = 0; i < t->nnames; i++) {
		const forge_name *m = t->names[i];
		if (m->player == f->operator_id && m->seq <= f->seq && same_name(m->name, name))
			return 1;
	}
	return 0;
}

/* The player who makes e a forgery (R506 ¶7): a current or former player
 * whose name, held before the Trinket was created and not its Operator's,
 * it contains, and who has never owned it; 0 if none, with why not (of the
 * first name it contains) in buf. *held: that name. */
static int forged_player(const nomic *n, const treasury *t, const entity *e,
			 const forge_natural *f, const char **held, char *buf, size_t len)
{
	snprintf(buf, len, "it contains no player's name");
	int told = 0;
	for (int i = 0; i < t->nnames; i++) {
		const forge_name *m = t->names[i];
		if (!contains(e->name, m->name))
			continue;
		const char *who = holder_name(n, m->player);
		if (operators_name(t, f, m->name)) {
			if (!told++)
				snprintf(buf, len, "the name \"%s\" it contains is its Operator's",
					 m->name);
		} else if (m->seq >= f->seq) {
			if (!told++)
				snprintf(buf, len, "%s came to hold the name \"%s\" only after it was "
					 "made", who, m->name);
		} else if (owned_by(t, e->id, m->player)) {
			if (!told++)
				snprintf(buf, len, "%s, whose name \"%s\" it contains, has owned it",
					 who, m->name);
		} else {
			*held = m->name;
			return m->player;
		}
	}
	return 0;
}

/* R506 ¶8: the one current player whose name it contains, when it contains
 * no former player's; else 0 (the Treasury). */
static int forgery_heir(const nomic *n, const treasury *t, const entity *e)
{
	int heir = 0;
	for (int i = 0; i < t->nnames; i++) {
		const forge_name *m = t->names[i];
		const player *p = player_by_id(n, m->player);
		if (!p || m->player == heir || !contains(e->name, m->name))
			continue;
		if (p->state == PS_NONPLAYER || heir)
			return 0; /* a former player, or a second current one */
		heir = m->player;
	}
	return heir;
}

int forgery_cmd(ctx *c, int argc, char **argv)
{
	(void)argc;
	char why[160];
	if (bind_stopped(c->n, "R506", why, sizeof why))
		return ctx_fail(c, "%s", why);
	entity *e = entity_find(c->n, argv[0]);
	if (!e)
		return ctx_fail(c, "no entity '%s' (`entities trinket` lists the Trinkets)", argv[0]);
	if (strcmp(e->kind->word, "trinket") != 0 || !e->name)
		return ctx_fail(c, "#%d is not a Trinket: only a Trinket is a forgery (R506 ¶7)",
				e->id);
	const treasury *t = c->n->treasury_state;
	const forge_natural *f = natural_of(t, e->id);
	if (!f)
		return ctx_fail(c, "the Trinket \"%s\" (#%d) is Artificial, made by the rules: only a "
				"Natural Trinket is a forgery (R506 ¶6, ¶7)", e->name, e->id);
	const char *held = NULL;
	char whynot[200];
	int forged = forged_player(c->n, t, e, f, &held, whynot, sizeof whynot);
	if (!forged)
		return ctx_fail(c, "the Trinket \"%s\" (#%d) is no forgery: %s (R506 ¶7)", e->name,
				e->id, whynot);
	int heir = forgery_heir(c->n, t, e);
	ent_owner to = OWNER_PLAYER(heir);
	const char *because = heir ? "R506 ¶8: it contains the name of exactly one current "
				     "player and no former player's"
				   : "R506 ¶8: it contains the names of more than one player, or "
				     "a former player's";
	sbuf d = {0};
	entity_describe(e, &d);
	const player *p = player_by_id(c->n, forged);
	ctx_say(c, "%s points out that %s is a forgery: it contains the name \"%s\", which %s "
		"held before it was made, and %s never owned it (R506 ¶7)", c->actor->name, d.s,
		held, p ? p->name : "a player", p ? p->name : "e");
	ctx_arg_int(c, "entity", e->id);
	int64_t value = e->value;
	size_t mark = undo_mark(c->j);
	if (heir && entity_transfer(c, e, to, MOVE_RULES, because)) {
		/* The one it names may not own it now (On Ice, R250 VI d): it
		 * belongs to no other entity, so to the Treasury (R505 I). */
		undo_rollback(c->j, mark);
		c->err.len = 0;
		c->err.s[0] = '\0';
		heir = 0;
		because = "R506 ¶8, R505 I: the one player it names may not own it now";
	}
	if (!heir && entity_transfer(c, e, OWNER_TREASURY, MOVE_RULES, because)) {
		free(d.s);
		return -1;
	}
	if (heir)
		ctx_say(c, "%s is transferred to %s (%s)", d.s, holder_name(c->n, heir), because);
	else
		ctx_say(c, "%s is transferred to the Treasury (%s), which Dissolves it: A$%lld "
			"(R505 III)", d.s, because, (long long)value);
	free(d.s);
	return 0;
}
