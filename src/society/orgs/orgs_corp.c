/* orgs_corp.c: Corporations (Ackanomic R1023 1, 3, 4): shares (entities
 * of kind "share", econ/kinds.c) and the Corporation each is associated
 * with (struct orgs' shares[], journaled), the 40 shares each initial
 * member receives at formation, shares given to their own Corporation
 * destroyed, what a Corporation may own, stockholders and the Chairman,
 * and disbanding: with no shares, by the group rule, or by a motion
 * (orgs_motion.c). Views: `corp show NAME` and org_json's "corporation".
 *
 * After each command (the orgs module's after_command) and each motion's
 * end, corp_settle destroys a share its own Corporation owns, disbands a
 * Corporation left with no share, and destroys a group of Corporations
 * that own all of each other's shares. */
#include "society/orgs/orgs.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

static const entity_kind *share_kind(void)
{
	return entity_kind_find("share");
}

void corp_free_state(orgs *s)
{
	for (int i = 0; i < s->nshares; i++)
		free(s->shares[i]);
	for (int i = 0; i < s->nmotions; i++)
		corp_motion_free(s->motions[i]);
	for (int i = 0; i < s->ncharters; i++) {
		free(s->charters[i]->text);
		free(s->charters[i]);
	}
	free(s->shares);
	free(s->motions);
	free(s->charters);
}

/* Shares are appended as they are created, so by ascending entity id. */
int corp_of_share(const nomic *n, int entity_id)
{
	const orgs *s = orgs_peek(n);
	int lo = 0, hi = s ? s->nshares - 1 : -1;
	while (lo <= hi) {
		int mid = (lo + hi) / 2, id = s->shares[mid]->entity;
		if (id == entity_id)
			return s->shares[mid]->org;
		if (id < entity_id)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return 0;
}

int64_t corp_shares(const nomic *n, int oid, ent_owner w, int any)
{
	const entities *es = entities_peek(n);
	const entity_kind *k = share_kind();
	int64_t t = 0;
	for (int i = 0; es && i < es->n; i++) {
		const entity *e = es->v[i];
		if (e->kind == k && (any || owner_eq(e->owner, w)) && corp_of_share(n, e->id) == oid)
			t++;
	}
	return t;
}

/* R1023 1: "If an entity owns two-thirds or more of the unburied shares
 * of a particular Corporation then that entity is Chairman". No share is
 * buried (R1217's treasures are not kept), so all of them count. */
int corp_chairman(const nomic *n, const org *o, ent_owner *out)
{
	const entities *es = entities_peek(n);
	const entity_kind *k = share_kind();
	int64_t all = corp_shares(n, o->id, OWNER_NOBODY, 1);
	for (int i = 0; es && all > 0 && i < es->n; i++) {
		const entity *e = es->v[i];
		if (e->kind != k || corp_of_share(n, e->id) != o->id)
			continue;
		if (3 * corp_shares(n, o->id, e->owner, 0) >= 2 * all) {
			*out = e->owner;
			return 1;
		}
	}
	return 0;
}

/* R1023 1: "Corporations may own tradeable entities and Institutional
 * Powers, but not any other type of entity." A currency is read as
 * tradeable (docs/RULINGS.md). */
int corp_may_receive(ctx *c, const org *o, const char *kind_word, const char *cur)
{
	(void)o;
	if (cur || !kind_word)
		return 0;
	const entity_kind *k = entity_kind_find(kind_word);
	if (k && ((k->flags & EK_TRADEABLE) || strcmp(k->word, "power") == 0))
		return 0;
	return ctx_fail(c, "a Corporation may own tradeable entities and Institutional Powers, not "
			"%s (R1023 1)", k ? k->plural : "that");
}

/* Creates n shares of o in w's possession (R1023 3, 6 b). */
static int mint(ctx *c, org *o, ent_owner w, int64_t n, const char *why)
{
	orgs *s = orgs_of(c);
	for (int64_t i = 0; i < n; i++) {
		/* Recorded before it is created: the hearers of the "entity"
		 * event that creating it emits may look its Corporation up. */
		corp_share *cs = xcalloc(1, sizeof *cs);
		const entities *es = entities_peek(c->n);
		cs->entity = (es ? es->next_id : 0) + 1;
		cs->org = o->id;
		mut_append(c, (void ***)&s->shares, &s->nshares, &s->shares_cap, cs, free);
		if (!entity_create(c, share_kind(), NULL, w, why))
			return -1;
	}
	return 0;
}

int corp_mint(ctx *c, org *o, ent_owner w, int64_t n, const char *why)
{
	if (n < 1 || n > 1000)
		return ctx_fail(c, "a number of shares from 1 to 1000");
	return mint(c, o, w, n, why);
}

/* R1023 3: "At the same time as the formation of a Corporation each
 * initial member receives 40 newly-created shares". */
int corp_formed(ctx *c, org *o)
{
	int64_t per = param_int(c->n, "corp.initial_shares");
	for (int i = 0; i < o->nmembers; i++) {
		int pid = o->members[i]->player;
		if (mint(c, o, OWNER_PLAYER(pid), per, "R1023 3: formation"))
			return -1;
		ctx_say(c, "%s receives %lld shares of %s (R1023 3)", holder_name(c->n, pid),
			(long long)per, o->name);
	}
	return 0;
}

/* Voids o's pending motions. */
static void void_motions(ctx *c, const org *o)
{
	orgs *s = orgs_of(c);
	for (int i = 0; i < s->nmotions; i++) {
		corp_motion *m = s->motions[i];
		if (m->org != o->id || m->state != MOT_PENDING)
			continue;
		deadline_cancel(c, m->dl);
		UNDO_SET(c->j, m->dl, 0);
		UNDO_SET(c->j, m->state, MOT_VOIDED);
		org_set_str(c, &m->outcome, "the Corporation disbanded");
	}
}

/* R1023 4: "When a Corporation disbands, any shares associated with it are
 * destroyed." */
int corp_disbanding(ctx *c, org *o)
{
	const entities *es = entities_peek(c->n);
	const entity_kind *k = share_kind();
	int rc = 0, gone = 0;
	for (int i = 0; es && i < es->n;) {
		entity *e = es->v[i];
		if (e->kind == k && corp_of_share(c->n, e->id) == o->id) {
			if ((rc = entity_destroy(c, e, "R1023 4: its Corporation disbands")) != 0)
				break;
			gone++;
			continue;
		}
		i++;
	}
	if (gone)
		ctx_say(c, "  %d shares of %s are destroyed (R1023 4)", gone, o->name);
	void_motions(c, o);
	return rc;
}

/* R1023 4: "If there exists a group of Corporations such that no entity
 * which is not one of those Corporations owns any shares associated with
 * any of those Corporations then all those Corporations are destroyed."
 * The largest such group: start from every standing Corporation that has
 * shares and drop any one a share of which an outsider owns, until none
 * drops. (One with no share disbands by the first sentence.) */
static int group_rule(ctx *c)
{
	orgs *s = orgs_of(c);
	const entities *es = entities_peek(c->n);
	const entity_kind *k = share_kind();
	int n = s->n, changed = 1, any = 0;
	char *in = xcalloc((size_t)n + 1, 1);
	for (int i = 0; i < n; i++)
		in[i] = !s->v[i]->gone && strcmp(s->v[i]->type->word, "corp") == 0 &&
			corp_shares(c->n, s->v[i]->id, OWNER_NOBODY, 1) > 0;
	while (changed) {
		changed = 0;
		for (int i = 0; es && i < es->n; i++) {
			const entity *e = es->v[i];
			int oid = e->kind == k ? corp_of_share(c->n, e->id) : 0;
			if (!oid || !in[oid - 1])
				continue;
			int inside = e->owner.kind == OWN_ORG && e->owner.id >= 1 &&
				     e->owner.id <= n && in[e->owner.id - 1];
			if (!inside) {
				in[oid - 1] = 0;
				changed = 1;
			}
		}
	}
	int rc = 0;
	for (int i = 0; i < n && !rc; i++)
		any |= in[i];
	if (any) {
		/* All of them, as found before any goes (what one gives the
		 * Treasury as it goes does not take another out of the group). */
		for (int i = 0; i < n && !rc; i++)
			if (in[i] && !s->v[i]->gone)
				rc = org_disband(c, s->v[i], "R1023 4: its shares are all owned within a "
						"group of Corporations");
	}
	free(in);
	return rc;
}

/* After every command (the orgs module's after_command) and each motion's
 * week: R1023 1 "If a Corporation ever owns shares associated with itself
 * then those shares are destroyed"; R1023 4 "A Corporation disbands if
 * there are ever zero shares associated with it", and the group rule.
 * Done after the command rather than inside the entities' events, so that
 * no entity is destroyed while a change to it is under way. */
int corp_settle(ctx *c)
{
	orgs *s = c->n->orgs;
	if (!s || s->nshares == 0)
		return 0;
	const entity_kind *k = share_kind();
	const entities *es = entities_peek(c->n);
	for (int i = 0; es && i < es->n;) {
		entity *e = es->v[i];
		int oid = e->kind == k ? corp_of_share(c->n, e->id) : 0;
		if (oid && owner_eq(e->owner, OWNER_ORG(oid))) {
			if (entity_destroy(c, e, "R1023 1: owned by its own Corporation"))
				return -1;
			continue;
		}
		i++;
	}
	for (int i = 0; i < s->n; i++) {
		org *o = s->v[i];
		if (!o->gone && strcmp(o->type->word, "corp") == 0 &&
		    corp_shares(c->n, o->id, OWNER_NOBODY, 1) == 0 &&
		    org_disband(c, o, "R1023 4: no shares are associated with it"))
			return -1;
	}
	return group_rule(c);
}

/* `corp return CORP [N]`: R1023 1 "Shares may be given to the Corporation
 * with which they are associated without any confirmation or acceptance
 * by that Corporation" (and are then destroyed). */
int corps_cmd_return(ctx *c, int argc, char **argv)
{
	org *o = org_arg(c, argv[0]);
	if (!o)
		return -1;
	if (strcmp(o->type->word, "corp") != 0)
		return ctx_fail(c, "%s is not a Corporation (R1023)", o->name);
	int64_t have = corp_shares(c->n, o->id, OWNER_PLAYER(c->actor->id), 0), n = 1;
	if (argc > 1 && (parse_int64(argv[1], &n) || n < 1))
		return ctx_fail(c, "'%s' is not a positive number of shares", argv[1]);
	if (n > have)
		return ctx_fail(c, "you own %lld shares of %s, not %lld (R1023 1)", (long long)have,
				o->name, (long long)n);
	ctx_say(c, "%s gives %lld shares to %s; they are destroyed (R1023 1)", c->actor->name,
		     (long long)n, o->name);
	const entity_kind *k = share_kind();
	int oid = o->id;
	for (int64_t i = 0; i < n; i++) {
		const entities *es = entities_peek(c->n);
		entity *e = NULL;
		for (int j = 0; es && j < es->n && !e; j++)
			if (es->v[j]->kind == k && owner_eq(es->v[j]->owner, OWNER_PLAYER(c->actor->id)) &&
			    corp_of_share(c->n, es->v[j]->id) == oid)
				e = es->v[j];
		if (!e)
			break;
		if (entity_transfer(c, e, OWNER_ORG(oid), MOVE_RULES, "R1023 1: given to its "
				    "Corporation"))
			return -1;
	}
	return 0;
}

/* The stockholders (R1023 1: every owner of a share but the Treasury),
 * each with eir count, in the order of their first share. */
typedef struct holder_count {
	ent_owner who;
	int64_t n;
} holder_count;

static int stockholders(const nomic *n, const org *o, holder_count *out, int max)
{
	const entities *es = entities_peek(n);
	const entity_kind *k = share_kind();
	int m = 0;
	for (int i = 0; es && i < es->n; i++) {
		const entity *e = es->v[i];
		if (e->kind != k || corp_of_share(n, e->id) != o->id)
			continue;
		int j = 0;
		while (j < m && !owner_eq(out[j].who, e->owner))
			j++;
		if (j == m) {
			if (m >= max)
				continue;
			out[m].who = e->owner;
			out[m++].n = 0;
		}
		out[j].n++;
	}
	return m;
}

/* R1023 6 "if fewer than three stockholders, other than the Treasury,
 * own shares of a Corporation". */
int corp_stockholder_count(const nomic *n, const org *o)
{
	holder_count h[128];
	int m = stockholders(n, o, h, 128), k = 0;
	for (int i = 0; i < m; i++)
		k += h[i].who.kind != OWN_TREASURY;
	return k;
}

json_t *corp_json(const nomic *n, const org *o)
{
	holder_count h[128];
	char buf[128];
	int m = stockholders(n, o, h, 128);
	json_t *sh = json_array(), *mo = json_array();
	for (int i = 0; i < m; i++)
		json_array_append_new(sh, json_pack("{s:s, s:I, s:b}", "owner",
						     owner_name(n, h[i].who, buf, sizeof buf),
						     "shares", (json_int_t)h[i].n, "stockholder",
						     h[i].who.kind != OWN_TREASURY));
	ent_owner ch;
	int has = corp_chairman(n, o, &ch);
	const orgs *s = orgs_peek(n);
	static const char *const st[] = {"pending", "passed", "failed", "rejected", "voided"};
	for (int i = 0; s && i < s->nmotions; i++) {
		const corp_motion *mt = s->motions[i];
		if (mt->org == o->id)
			json_array_append_new(
				mo, json_pack("{s:i, s:s, s:s, s:b, s:s, s:s?}", "number", mt->number,
					      "author", holder_name(n, mt->author), "action", mt->action,
					      "privileged", mt->privileged, "state", st[mt->state],
					      "outcome", mt->outcome));
	}
	return json_pack("{s:I, s:o, s:o, s:o}", "shares",
			 (json_int_t)corp_shares(n, o->id, OWNER_NOBODY, 1), "chairman",
			 has ? json_string(owner_name(n, ch, buf, sizeof buf)) : json_null(),
			 "stockholders", sh, "motions", mo);
}

/* `corp show NAME`: shares, stockholders, the Chairman, motions. */
int corps_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = org_arg(c, argv[0]);
	if (!o)
		return -1;
	if (strcmp(o->type->word, "corp") != 0)
		return ctx_fail(c, "%s is not a Corporation (R1023)", o->name);
	holder_count h[128];
	char buf[128];
	int m = stockholders(c->n, o, h, 128);
	ctx_reply(c, "Corporation %s: %lld shares (R1023 1)", o->name,
		  (long long)corp_shares(c->n, o->id, OWNER_NOBODY, 1));
	for (int i = 0; i < m; i++)
		ctx_reply(c, "\n  %s: %lld%s", owner_name(c->n, h[i].who, buf, sizeof buf),
			  (long long)h[i].n,
			  h[i].who.kind == OWN_TREASURY ? " (not a stockholder)" : "");
	ent_owner ch;
	if (corp_chairman(c->n, o, &ch))
		ctx_reply(c, "\nChairman: %s (two thirds or more of the shares, R1023 1)",
			  owner_name(c->n, ch, buf, sizeof buf));
	else
		ctx_reply(c, "\nno Chairman (R1023 1)");
	const orgs *s = orgs_peek(c->n);
	static const char *const st[] = {"pending", "passed", "failed", "rejected", "voided"};
	for (int i = 0; s && i < s->nmotions; i++) {
		const corp_motion *mt = s->motions[i];
		if (mt->org == o->id)
			ctx_reply(c, "\nmotion %d by %s: %s (%s): %s%s%s", mt->number,
				  holder_name(c->n, mt->author), mt->action,
				  mt->privileged ? "privileged" : "non-privileged", st[mt->state],
				  mt->outcome ? ": " : "", mt->outcome ? mt->outcome : "");
	}
	return 0;
}
