/* lantern_pot.c: Ye Olde Rusty Lantern's ante and brass pot (Ackanomic
 * R1250.18/12):
 *
 *   "If, in starting the game, the Barkeep announced that the game would be
 *   played for ante, and announced the entities required as ante, then a
 *   Bard joining the game must pay an entry fee including a set of entities
 *   that meets the Barkeep's requirements. All these entities are placed in
 *   the brass pot for the duration of the tale."
 *   "The next time that Bard rejoins that game [after going Under The
 *   Table], e need not pay ante to do so."
 *   "If the game was played for ante, the winner gets all the entities in
 *   the pot, and no trophy is made."
 *
 * The Barkeep announces the ante when e opens the tale (`game new lantern
 * ante ITEM...`): amounts of currencies (core's ledger: "A$5", "3 points")
 * and numbers of entities of a kind (src/econ: "1 egg"). A Bard pays it on
 * joining (at the start for those who joined before it): currency moves to
 * the brass pot's own ledger account, entities leave the Bard for
 * Somewhere Else (as an auctioned item does, R516 8) and the pot keeps
 * their ids. At the end (the class's `ended`, however the tale ends) the
 * single winner gets everything in the pot; a tale with no winner (lame,
 * moribund, a tie) gives every stake back to the Bard who paid it, so
 * nothing staked is lost (docs/RULINGS.md R1250.18). */
#include "games/lantern/lantern_game.h"

#include "core/ctx.h"
#include "econ/entities.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define ANTE_MAX_AMOUNT 1000000 /* a currency's amount (server bound) */
#define ANTE_MAX_COUNT 20       /* entities of a kind (server bound) */

static const currency *cur_by_id(const nomic *n, int id)
{
	for (int i = 0; i < n->ncurrencies; i++)
		if (n->currencies[i]->id == id)
			return n->currencies[i];
	return NULL;
}

static void item_text(const yl_ante_item *it, sbuf *out)
{
	if (it->cur >= 0 && strcmp(it->word, "A$") == 0) {
		sbuf_printf(out, "A$%lld", (long long)it->amount);
		return;
	}
	if (it->cur >= 0) {
		sbuf_printf(out, "%lld %s", (long long)it->amount, it->word);
		return;
	}
	const entity_kind *k = entity_kind_find(it->word);
	sbuf_printf(out, "%lld %s", (long long)it->amount,
		    !k ? it->word : it->amount == 1 ? k->name : k->plural);
}

void yl_pot_ante_text(const yl_state *s, sbuf *out)
{
	for (int i = 0; i < s->pot.nante; i++) {
		if (i)
			sbuf_add(out, ", ");
		item_text(&s->pot.ante[i], out);
	}
}

static int usage(ctx *c)
{
	return ctx_fail(c, "usage: game new lantern [benches N] [ante ITEM...], an ITEM being A$N, "
			"N CURRENCY or N KIND (an entity kind: `entity kinds`) (R1250.18: \"announced "
			"the entities required as ante\")");
}

/* "A$5", or "5" followed by a currency's name or an entity kind's word.
 * Returns the words used (1 or 2), or -1 with c->err set. */
static int parse_item(ctx *c, char **w, int left, yl_ante_item *it)
{
	memset(it, 0, sizeof *it);
	int64_t v;
	const char *word;
	int used;
	if ((w[0][0] == 'A' || w[0][0] == 'a') && w[0][1] == '$' && w[0][2]) {
		if (parse_int64(w[0] + 2, &v))
			return usage(c);
		word = "A$";
		used = 1;
	} else {
		if (left < 2 || parse_int64(w[0], &v))
			return usage(c);
		word = w[1];
		used = 2;
	}
	const currency *cur = currency_by_name(c->n, word);
	const entity_kind *k = cur ? NULL : entity_kind_find(word);
	if (!cur && !k)
		return ctx_fail(c, "'%s' is neither a currency nor a kind of entity (R1250.18: the "
				"ante is entities)", word);
	if (k && !(k->flags & EK_OWNABLE))
		return ctx_fail(c, "%s are unownable: no Bard could pay them (R500.2)", k->plural);
	if (v < 1 || v > (cur ? ANTE_MAX_AMOUNT : ANTE_MAX_COUNT))
		return ctx_fail(c, "an ante item is 1 to %d %s", cur ? ANTE_MAX_AMOUNT :
				ANTE_MAX_COUNT, cur ? cur->name : k->plural);
	const char *name = cur ? cur->name : k->word;
	if (strlen(name) >= YL_WORD)
		return ctx_fail(c, "'%s': the name is too long for the server", name);
	snprintf(it->word, sizeof it->word, "%s", name);
	it->cur = cur ? cur->id : -1;
	it->amount = v;
	return used;
}

int yl_pot_configure(ctx *c, game *g, int argc, char **argv)
{
	yl_pot *p = &((yl_state *)g->st)->pot;
	if (argc < 1)
		return usage(c);
	for (int i = 0; i < argc;) {
		if (p->nante >= YL_MAX_ANTE)
			return ctx_fail(c, "at most %d ante items (server bound)", YL_MAX_ANTE);
		yl_ante_item it;
		int used = parse_item(c, argv + i, argc - i, &it);
		if (used < 0)
			return -1;
		for (int k = 0; k < p->nante; k++)
			if (p->ante[k].cur == it.cur && strcmp(p->ante[k].word, it.word) == 0)
				return ctx_fail(c, "the ante names %s twice", it.word);
		memcpy(&p->ante[p->nante++], &it, sizeof it);
		i += used;
	}
	sbuf t = {0};
	yl_pot_ante_text(g->st, &t);
	ctx_reply(c, "; played for ante: each Bard joining pays %s into the brass pot, and the "
		  "winner gets all of it instead of a Trophy (R1250.18)", t.s);
	sbuf_free(&t);
	return 0;
}

static yl_stake *new_stake(ctx *c, yl_pot *p)
{
	if (p->nstakes >= YL_MAX_STAKES) {
		ctx_fail(c, "the brass pot is full (%d stakes, a server bound)", YL_MAX_STAKES);
		return NULL;
	}
	yl_stake *k = &p->stakes[p->nstakes++];
	memset(k, 0, sizeof *k);
	return k;
}

/* The pot's ledger account, opened when the first currency goes in. */
static int pot_account(ctx *c, game *g)
{
	yl_pot *p = &((yl_state *)g->st)->pot;
	if (!p->account) {
		char name[64];
		snprintf(name, sizeof name, "the brass pot of game %d", g->id);
		p->account = mut_open_account(c, name);
	}
	return p->account;
}

/* A part of the reply ("; ..."), and of the public news when the command's
 * reply is not announced as a whole (a join's). */
__attribute__((format(printf, 3, 4)))
static void say(ctx *c, int announce, const char *fmt, ...)
{
	sbuf line = {0};
	va_list ap;
	va_start(ap, fmt);
	sbuf_vprintf(&line, fmt, ap);
	va_end(ap);
	ctx_reply(c, "; %s", line.s);
	if (announce)
		ctx_announce(c, "%s", line.s);
	sbuf_free(&line);
}

int yl_pot_pay(ctx *c, game *g, int who_seat, int announce)
{
	yl_state *s = g->st;
	yl_pot *p = &s->pot;
	if (!p->nante)
		return 0;
	int pid = g->seats[who_seat].pid;
	const char *who = holder_name(c->n, pid);
	if (p->free_rejoin[who_seat]) {
		/* "The next time that Bard rejoins that game, e need not pay ante" */
		p->free_rejoin[who_seat] = 0;
		say(c, announce, "%s rejoins after going Under The Table and need not pay the ante "
		    "(R1250.18)", who);
		return 0;
	}
	sbuf t = {0};
	int nothing = 1;
	for (int i = 0; i < p->nante; i++) {
		const yl_ante_item *it = &p->ante[i];
		if (it->cur >= 0) {
			const currency *cur = cur_by_id(c->n, it->cur);
			if (!cur) {
				sbuf_free(&t);
				return ctx_fail(c, "the ante's currency %s no longer exists", it->word);
			}
			/* R1250.1 VII: in an exhibition no currency is transferred
			 * among the participants. */
			if (g->exhibition || g->internomic)
				continue;
			yl_stake *k = new_stake(c, p);
			if (!k || ledger_move(c, pid, pot_account(c, g), cur, it->amount)) {
				sbuf_free(&t);
				return ctx_fail(c, "%s cannot pay the ante of game %d (%lld %s) (R1250.18: "
						"a Bard joining must pay it)", who, g->id,
						(long long)it->amount, cur->name);
			}
			k->pid = pid;
			k->cur = it->cur;
			k->amount = it->amount;
			sbuf_printf(&t, "%s", nothing ? "" : ", ");
			item_text(it, &t);
			nothing = 0;
			continue;
		}
		const entity_kind *kind = entity_kind_find(it->word);
		int have = kind ? entity_count(c->n, kind, OWNER_PLAYER(pid)) : 0;
		if (!kind || have < it->amount) {
			sbuf_free(&t);
			return ctx_fail(c, "%s holds %d of the %lld %s the ante of game %d requires "
					"(R1250.18: a Bard joining must pay it)", who, have,
					(long long)it->amount, kind ? kind->plural : it->word, g->id);
		}
		/* The Bard's oldest ones (docs/RULINGS.md R1250.18). */
		for (int64_t n = 0; n < it->amount; n++) {
			entity *e = entity_first(c->n, kind, OWNER_PLAYER(pid));
			yl_stake *k = new_stake(c, p);
			char why[64];
			snprintf(why, sizeof why, "R1250.18: the ante, in the brass pot of game %d",
				 g->id);
			if (!k || !e || entity_transfer(c, e, OWNER_NOBODY, MOVE_RULES, why)) {
				sbuf_free(&t);
				return -1;
			}
			k->pid = pid;
			k->entity = e->id;
			k->cur = -1;
			sbuf_printf(&t, "%s", nothing ? "" : ", ");
			entity_describe(e, &t);
			nothing = 0;
		}
	}
	if (nothing)
		say(c, announce, "%s pays no currency as ante: the game is an exhibition "
		    "(R1250.1 VII)", who);
	else
		say(c, announce, "%s pays the ante into the brass pot: %s (R1250.18)", who, t.s);
	sbuf_free(&t);
	return 0;
}

void yl_pot_under_table(game *g, int who_seat)
{
	yl_state *s = g->st;
	if (s->pot.nante && who_seat >= 0 && who_seat < YL_MAX_SEATS)
		s->pot.free_rejoin[who_seat] = 1;
}

/* One stake to `to` (a player's id). An entity no longer Somewhere Else
 * was moved by something else meanwhile and is left alone; one that cannot
 * go to em goes to the Treasury (R505 I), so nothing stays lost. */
static void give(ctx *c, game *g, const yl_stake *k, int to, sbuf *t)
{
	yl_pot *p = &((yl_state *)g->st)->pot;
	size_t had = c->err.len;
	if (!k->entity) {
		const currency *cur = cur_by_id(c->n, k->cur);
		int64_t have = cur ? balance(c->n, p->account, cur->id) : 0;
		int64_t amount = k->amount < have ? k->amount : have;
		if (amount <= 0)
			return;
		if (ledger_move(c, p->account, to, cur, amount) == 0)
			sbuf_printf(t, "; %lld %s to %s", (long long)amount, cur->name,
				    holder_name(c->n, to));
		else if (ledger_move(c, p->account, 0, cur, amount) == 0)
			sbuf_printf(t, "; %lld %s to the Treasury", (long long)amount, cur->name);
	} else {
		entity *e = entity_by_id(c->n, k->entity);
		if (!e || e->owner.kind != OWN_NOBODY)
			return;
		sbuf d = {0};
		entity_describe(e, &d);
		const char *why = "R1250.18: out of the brass pot";
		if (entity_transfer(c, e, OWNER_PLAYER(to), MOVE_RULES, why) == 0)
			sbuf_printf(t, "; %s to %s", d.s, holder_name(c->n, to));
		else if (!(e->kind->flags & EK_NOTREASURY) &&
			 entity_transfer(c, e, OWNER_TREASURY, MOVE_RULES, why) == 0)
			sbuf_printf(t, "; %s to the Treasury", d.s);
		sbuf_free(&d);
	}
	/* A failure above is settled by the fallback: not the command's. */
	c->err.len = had;
	if (c->err.s)
		c->err.s[had] = 0;
}

void yl_pot_settle(ctx *c, game *g)
{
	yl_state *s = g->st;
	yl_pot *p = &s->pot;
	if (!p->nante || p->settled)
		return;
	p->settled = 1;
	/* The Bard who won (not a Substitute acting for em: the stakes are
	 * the Bards'). */
	int winner = g->nwinners == 1 && s->winner >= 0 && s->winner < g->nseats
			     ? g->seats[s->winner].pid : 0;
	sbuf t = {0};
	for (int i = 0; i < p->nstakes; i++) {
		const yl_stake *k = &p->stakes[i];
		/* A stake of currency in an exhibition goes back (R1250.1 VII a:
		 * none is transferred among the participants). */
		int back = !winner || (!k->entity && (g->exhibition || g->internomic));
		give(c, g, k, back ? k->pid : winner, &t);
	}
	if (p->account) {
		size_t had = c->err.len;
		if (mut_close_account(c, p->account)) {
			c->err.len = had;
			if (c->err.s)
				c->err.s[had] = 0;
		}
	}
	if (!p->nstakes)
		ctx_reply(c, "; the brass pot is empty (R1250.18)");
	else if (winner)
		ctx_reply(c, "; %s gets all the entities in the brass pot, and no trophy is made "
			  "(R1250.18)%s", holder_name(c->n, winner), t.s);
	else
		ctx_reply(c, "; the tale has no winner, so each Bard's ante goes back from the brass "
			  "pot (docs/RULINGS.md R1250.18)%s", t.s);
	sbuf_free(&t);
}

void yl_pot_view(const nomic *n, const game *g, json_t *o)
{
	const yl_state *s = g->st;
	const yl_pot *p = &s->pot;
	if (!p->nante)
		return;
	json_t *ante = json_array();
	for (int i = 0; i < p->nante; i++) {
		sbuf t = {0};
		item_text(&p->ante[i], &t);
		json_array_append_new(ante, json_string(t.s));
		sbuf_free(&t);
	}
	json_object_set_new(o, "ante", ante);
	json_t *pot = json_array();
	for (int i = 0; i < p->nstakes; i++) {
		const yl_stake *k = &p->stakes[i];
		sbuf t = {0};
		const entity *e = k->entity ? entity_by_id(n, k->entity) : NULL;
		if (k->entity && e)
			entity_describe(e, &t);
		else if (k->entity)
			sbuf_printf(&t, "entity #%d", k->entity);
		else
			sbuf_printf(&t, "%lld %s", (long long)k->amount,
				    cur_by_id(n, k->cur) ? cur_by_id(n, k->cur)->name : "?");
		json_array_append_new(pot, json_pack("{s:s, s:s}", "from", holder_name(n, k->pid),
						     "stake", t.s));
		sbuf_free(&t);
	}
	json_object_set_new(o, "brass pot", pot);
	json_object_set_new(o, "pot settled", json_boolean(p->settled));
}
