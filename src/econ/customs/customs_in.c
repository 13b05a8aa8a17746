/* customs_in.c: an offer another nomic makes to Ackanomic (R501 ¶4), as
 * the Customs Officer enters it, the case of ¶4 that applies ("higher ones
 * take precedence"), an Ackan's acceptance or refusal, and the settlement
 * of an accepted ITA trade (¶5), which Acka's own offers (customs_out.c)
 * share. */
#include "econ/customs/customs.h"

#include "core/util.h"
#include "econ/trades/trades.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ¶5: "an Import is created for each object which Acka receives and for
 * which Acka is not the noo, and the newly created Imports are transfered
 * to the Ackan-anchor. All entities Acka receives for which Acka is the
 * noo cease to be exported and become owned by the Ackan-anchor. All
 * entities sent out of Acka by the trade become exported, unless they are
 * Imports, in which case they are destroyed." */
int cu_settle(ctx *c, cu_offer *o, ent_owner anchor)
{
	char why[96], b[64];
	snprintf(why, sizeof why, "R501 ¶5: ITA trade %d with %s", o->id, o->nomic);
	for (int i = 0; i < o->nsends; i++) {
		entity *e = entity_by_id(c->n, o->sends[i]);
		if (!e)
			return ctx_fail(c, "#%d, which the trade sends out, no longer exists (R501 ¶5)",
					o->sends[i]);
		if (e->kind->flags & EK_NOO) {
			if (entity_destroy_import(c, e, why))
				return -1;
		} else if (entity_transfer(c, e, OWNER_EXPORTED, MOVE_RULES, why)) {
			return -1;
		}
	}
	for (int i = 0; i < o->nrecv; i++) {
		const char *item = o->recv[i];
		entity *e = item[0] == '#' ? entity_find(c->n, item) : NULL;
		if (e) {
			if (e->owner.kind != OWN_EXPORTED)
				return ctx_fail(c, "#%d is not exported: it cannot come back (R501 ¶5)",
						e->id);
			if (entity_transfer(c, e, anchor, MOVE_RULES, why))
				return -1;
			continue;
		}
		char name[160];
		if (!cu_item_import_name(c, item, o->nomic, name, sizeof name))
			return -1;
		cu_creating = 1;
		e = entity_create(c, entity_kind_find("import"), name, anchor, why);
		cu_creating = 0;
		if (!e)
			return -1;
	}
	UNDO_SET(c->j, o->status, CU_ACCEPTED);
	UNDO_SET(c->j, o->anchor, anchor);
	UNDO_SET(c->j, o->settled, c->now);
	ctx_say(c, "ITA trade %d with %s is accepted; the Ackan-anchor is %s (R501 ¶5)", o->id,
		o->nomic, owner_name(c->n, anchor, b, sizeof b));
	return 0;
}

/* The words of `gives ITEM... [for ITEM...]` from argv[i]: received items
 * (as the ITA describes them) and Acka's entities sent. which: 0 the items
 * Acka receives come first (an offer to Acka), 1 Acka's entities first (a
 * player's trade). */
int cu_parse_sides(ctx *c, cu_offer *o, int argc, char **argv, int i, int outgoing)
{
	if (i >= argc || !strcaseeq(argv[i], "gives"))
		return ctx_fail(c, "say what the offer gives: `gives ITEM... [for ITEM...]` "
				"(R501 ¶4, ¶6)");
	i++;
	int f = i;
	while (f < argc && !strcaseeq(argv[f], "for"))
		f++;
	if (f == i)
		return ctx_fail(c, "the offer gives nothing: an ITA trade gives at least one "
				"object (R501 ¶4)");
	/* Acka's entities: the condition (¶4) or what is offered (¶6). */
	int s0 = outgoing ? i : f + 1, s1 = outgoing ? f : argc;
	int r0 = outgoing ? f + 1 : i, r1 = outgoing ? argc : f;
	if (s0 > s1)
		s0 = s1;
	if (r0 > r1)
		r0 = r1;
	o->sends = s1 > s0 ? xcalloc((size_t)(s1 - s0), sizeof *o->sends) : NULL;
	for (int k = s0; k < s1; k++) {
		entity *e = entity_find(c->n, argv[k]);
		if (!e)
			return ctx_fail(c, "no entity '%s' in Acka (R501 ¶4, ¶6)", argv[k]);
		for (int j = 0; j < o->nsends; j++)
			if (o->sends[j] == e->id)
				return ctx_fail(c, "#%d is named twice", e->id);
		sbuf d = {0};
		entity_describe(e, &d);
		int bad = 0;
		if (!(e->kind->flags & EK_EXPORTABLE))
			bad = ctx_fail(c, "%s is protected, not exportable: it cannot leave Acka "
				       "(R500.2, %s)", d.s, e->kind->rule);
		else if (e->owner.kind == OWN_EXPORTED)
			bad = ctx_fail(c, "%s is exported already (R500.2)", d.s);
		free(d.s);
		if (bad)
			return -1;
		o->sends[o->nsends++] = e->id;
	}
	o->recv = r1 > r0 ? xcalloc((size_t)(r1 - r0), sizeof *o->recv) : NULL;
	for (int k = r0; k < r1; k++) {
		entity *e = cu_item_returning(c->n, argv[k]);
		char buf[160];
		if (e)
			snprintf(buf, sizeof buf, "#%d", e->id);
		else if (argv[k][0] == '#')
			return ctx_fail(c, "%s is no exported entity of Acka's (R501 ¶5)", argv[k]);
		else if (!cu_item_import_name(c, argv[k], o->nomic, buf, sizeof buf))
			return -1;
		else
			snprintf(buf, sizeof buf, "%s", argv[k]);
		o->recv[o->nrecv++] = xstrdup(buf);
	}
	return 0;
}

/* Why who may not own an Import now, or NULL: trade_may_own's checks (a
 * Non-Player, On Ice) and an organisation's kind (R1021 ¶3, through the
 * entities' hooks, which answer in c->err: taken back out of it). */
static const char *may_not_own(ctx *c, ent_owner who, char *buf, size_t len)
{
	const entity_kind *k = entity_kind_find("import");
	const char *bad = trade_may_own(c->n, who, k, buf, len);
	if (bad || who.kind != OWN_ORG || !entity_org_hooks)
		return bad;
	size_t had = c->err.len;
	if (entity_org_hooks->may_own(c, who.id, k, NULL) == 0)
		return NULL;
	snprintf(buf, len, "%s", c->err.s ? c->err.s + had : "it may not own Imports");
	c->err.len = had;
	if (c->err.s)
		c->err.s[had] = '\0';
	return buf;
}

/* customs offer NOMIC [to RECIPIENT] gives ITEM... [for ENTITY...] */
int customs_cmd_offer(ctx *c, int argc, char **argv)
{
	if (cu_officer_only(c, "enters an offer another nomic makes to Acka"))
		return -1;
	if (cu_is_acka(argv[0]))
		return ctx_fail(c, "an offer to Acka comes from another nomic (R501 ¶3)");
	cu_offer *o = xcalloc(1, sizeof *o);
	o->dir = CU_IN;
	o->nomic = xstrdup(argv[0]);
	int i = 1;
	if (i + 1 < argc && strcaseeq(argv[i], "to")) {
		o->has_recipient = 1;
		o->recipient_word = xstrdup(argv[i + 1]);
		i += 2;
	}
	if (cu_parse_sides(c, o, argc, argv, i, 0)) {
		cu_offer_free(o);
		return -1;
	}
	char why[200], b[64];
	const char *bad = NULL;
	if (o->has_recipient) {
		if (trade_party_parse(c->n, o->recipient_word, &o->recipient))
			bad = "it names no entity of Acka's";
		else
			bad = may_not_own(c, o->recipient, why, sizeof why);
	}
	/* The cases of ¶4, higher ones first; the entry is announced first,
	 * then its case's answer, each a journaled change of its state. */
	if (o->has_recipient && bad)
		o->kase = 1; /* 1) refused */
	else if (o->has_recipient && o->recipient.kind == OWN_TREASURY)
		o->kase = 2; /* 2) the Treasury's own rule, R505 III */
	else if (!o->has_recipient)
		o->kase = o->nsends ? 4 : 3;
	else
		o->kase = 5;
	int two_sided = o->nsends > 0;
	o->status = CU_ANNOUNCED;
	cu_offer_add(c, o);
	sbuf d = {0};
	cu_offer_describe(c->n, o, &d);
	ctx_say(c, "ITA trade %d: %s (R501 ¶4)", o->id, d.s);
	free(d.s);
	ctx_arg_int(c, "offer", o->id);
	switch (o->kase) {
	case 1:
		UNDO_SET(c->j, o->status, CU_REFUSED);
		UNDO_SET(c->j, o->settled, c->now);
		ctx_say(c, "Acka refuses ITA trade %d: the recipient %s is not a named entity which "
			"can legally own Imports (%s; R501 ¶4 1)", o->id, o->recipient_word, bad);
		return 0;
	case 2:
		/* R505 III: the Treasury "accepts all one-sided trades offered
		 * to it (but not at large trades), and rejects all two-sided". */
		if (two_sided) {
			UNDO_SET(c->j, o->status, CU_REFUSED);
			UNDO_SET(c->j, o->settled, c->now);
			ctx_say(c, "Acka refuses ITA trade %d: the Treasury rejects all two-sided trades "
				"offered to it (R505 III, R501 ¶4 2)", o->id);
			return 0;
		}
		ctx_say(c, "the Treasury accepts ITA trade %d: it accepts all one-sided trades "
			"offered to it (R505 III, R501 ¶4 2)", o->id);
		return cu_settle(c, o, OWNER_TREASURY);
	case 3:
		ctx_say(c, "ITA trade %d is unconditional and at large: Acka accepts it and the "
			"Treasury becomes the Ackan-anchor (R501 ¶4 3)", o->id);
		return cu_settle(c, o, OWNER_TREASURY);
	case 4:
		ctx_say(c, "ITA trade %d is conditional and at large: the first player or "
			"organisation who accepts it (`customs accept %d`) and owns what it is "
			"conditional upon becomes the Ackan-anchor (R501 ¶4 4)", o->id, o->id);
		return 0;
	default:
		ctx_say(c, "ITA trade %d is offered to %s, who accepts or refuses it (`customs accept "
			"%d`, `customs refuse %d`; R501 ¶4 5)", o->id,
			owner_name(c->n, o->recipient, b, sizeof b), o->id, o->id);
		return 0;
	}
}

static cu_offer *open_offer(ctx *c, const char *word)
{
	cu_offer *o = cu_offer_arg(c, word);
	if (!o)
		return NULL;
	if (o->dir != CU_IN || o->status != CU_ANNOUNCED) {
		ctx_fail(c, "ITA trade %d awaits no Ackan's answer (it is %s; R501 ¶4)", o->id,
			 o->dir == CU_IN ? cu_status_word(o->status) : "Acka's own offer");
		return NULL;
	}
	return o;
}

/* ¶4 4) the first player or organisation who accepts and owns the
 * condition; 5) the recipient, who has what it is conditional upon. */
int customs_act_accept(ctx *c, ent_owner me, const char *number)
{
	cu_offer *o = open_offer(c, number);
	if (!o)
		return -1;
	char why[200], b[64], mine[64];
	const char *name = owner_name(c->n, me, mine, sizeof mine);
	if (o->kase == 5 && !owner_eq(o->recipient, me))
		return ctx_fail(c, "ITA trade %d is offered to %s, who alone accepts it (R501 ¶4 5)",
				o->id, owner_name(c->n, o->recipient, b, sizeof b));
	const char *bad = may_not_own(c, me, why, sizeof why);
	if (bad)
		return ctx_fail(c, "%s: who accepts an ITA trade can legally own Imports (R501 ¶4 "
				"4)", bad);
	for (int i = 0; i < o->nsends; i++) {
		const entity *e = entity_by_id(c->n, o->sends[i]);
		if (!e || !owner_eq(e->owner, me)) {
			sbuf d = {0};
			if (e)
				entity_describe(e, &d);
			ctx_fail(c, "%s does not own %s, which ITA trade %d is conditional upon (R501 "
				 "¶4 %d)", name, e ? d.s : "it", o->id, o->kase);
			free(d.s);
			return -1;
		}
	}
	ctx_say(c, "%s accepts ITA trade %d (R501 ¶4 %d)", name, o->id, o->kase);
	return cu_settle(c, o, me);
}

/* ¶4 5) "if the recipient refuses the offer then so does Acka". */
int customs_act_refuse(ctx *c, ent_owner me, const char *number)
{
	cu_offer *o = open_offer(c, number);
	if (!o)
		return -1;
	if (o->kase != 5 || !owner_eq(o->recipient, me))
		return ctx_fail(c, "only the recipient of an ITA trade refuses it for Acka (R501 ¶4 "
				"5)");
	char mine[64];
	UNDO_SET(c->j, o->status, CU_REFUSED);
	UNDO_SET(c->j, o->settled, c->now);
	ctx_say(c, "%s refuses ITA trade %d, and so does Acka (R501 ¶4 5)",
		owner_name(c->n, me, mine, sizeof mine), o->id);
	return 0;
}

/* customs accept N, customs refuse N: a player's own answer. An
 * organisation answers by its Organisational Action (`org act ORG customs
 * accept N`, src/society/orgs). */
int customs_cmd_accept(ctx *c, int argc, char **argv)
{
	(void)argc;
	return customs_act_accept(c, OWNER_PLAYER(c->actor->id), argv[0]);
}

int customs_cmd_refuse(ctx *c, int argc, char **argv)
{
	(void)argc;
	return customs_act_refuse(c, OWNER_PLAYER(c->actor->id), argv[0]);
}
