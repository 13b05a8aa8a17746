/* customs_state.c: the customs log's state (Ackanomic R501 ¶3: "an
 * ITA-compliant log of all ITA trades involving Acka"), who may enter in
 * it (the Customs Officer), and reading the items of an offer. customs.h
 * says the rest. */
#include "econ/customs/customs.h"

#include "core/util.h"
#include "gov/duties/duties.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Thread_local int cu_creating; /* per thread: parallel verify runs nomics side by side */

void cu_offer_free(void *p)
{
	cu_offer *o = p;
	if (!o)
		return;
	free(o->nomic);
	free(o->recipient_word);
	free(o->sends);
	free(o->sent);
	for (int i = 0; i < o->nrecv; i++)
		free(o->recv[i]);
	free(o->recv);
	free(o);
}

void cu_typed_free(void *p)
{
	cu_typed *t = p;
	if (!t)
		return;
	free(t->type);
	free(t->noo);
	free(t->rule);
	free(t);
}

void customs_free(nomic *n)
{
	customs *s = n->customs;
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		cu_offer_free(s->v[i]);
	for (int i = 0; i < s->nt; i++)
		cu_typed_free(s->t[i]);
	free(s->v);
	free(s->t);
	free(s);
	n->customs = NULL;
}

customs *customs_of(ctx *c)
{
	if (!c->n->customs) {
		c->n->customs = xcalloc(1, sizeof *c->n->customs);
		mut_part_made(c, customs_free);
	}
	return c->n->customs;
}

const customs *customs_peek(const nomic *n)
{
	return n->customs;
}

cu_offer *cu_offer_by_id(const nomic *n, int id)
{
	const customs *s = n->customs;
	return s && id >= 1 && id <= s->n ? s->v[id - 1] : NULL;
}

cu_offer *cu_offer_arg(ctx *c, const char *word)
{
	const char *d = word[0] == '#' ? word + 1 : word;
	int64_t id = 0;
	cu_offer *o = parse_int64(d, &id) == 0 && id > 0 && id <= 0x7fffffff
			      ? cu_offer_by_id(c->n, (int)id)
			      : NULL;
	if (!o)
		ctx_fail(c, "no ITA trade %s in the customs log (`customs log`; R501 ¶3)", word);
	return o;
}

static void list_ids(const nomic *n, const int *ids, int count, sbuf *out);

int cu_offer_conditional(const nomic *n, const char *number)
{
	const char *d = number[0] == '#' ? number + 1 : number;
	int64_t id = 0;
	const cu_offer *o = parse_int64(d, &id) == 0 && id > 0 && id <= 0x7fffffff
				    ? cu_offer_by_id(n, (int)id)
				    : NULL;
	return !o || o->nsends > 0;
}

int cu_offer_add(ctx *c, cu_offer *o)
{
	sbuf d = {0};
	list_ids(c->n, o->sends, o->nsends, &d);
	o->sent = d.s;
	customs *s = customs_of(c);
	o->id = s->n + 1;
	o->at = c->now;
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, o, cu_offer_free);
	return 0;
}

int cu_officer_only(ctx *c, const char *what)
{
	int acting = 0;
	int who = duty_performer(c->n, CUSTOMS_OFFICER, &acting);
	if (!c->actor || who != c->actor->id)
		return ctx_fail(c, "only the Customs Officer %s: e is Ackanomic's agent to the ITA "
				"(R501 ¶3)", what);
	return 0;
}

const char *cu_noo(const entity *e, char *buf, size_t len)
{
	const char *open = e->name ? strrchr(e->name, '{') : NULL;
	if (!open) {
		snprintf(buf, len, "?");
		return buf;
	}
	snprintf(buf, len, "%.*s", (int)strcspn(open + 1, "}"), open + 1);
	return buf;
}

int cu_is_acka(const char *name)
{
	return strcaseeq(name, "Acka") || strcaseeq(name, "Ackanomic");
}

const char *cu_status_word(enum cu_status s)
{
	switch (s) {
	case CU_ANNOUNCED:
		return "announced";
	case CU_POSTED:
		return "posted";
	case CU_OFFERED:
		return "offered";
	case CU_ACCEPTED:
		return "accepted";
	case CU_REFUSED:
		return "refused";
	}
	return "?";
}

entity *cu_item_returning(const nomic *n, const char *item)
{
	entity *e = entity_find(n, item);
	return e && e->owner.kind == OWN_EXPORTED ? e : NULL;
}

const char *cu_item_import_name(ctx *c, const char *item, const char *from, char *buf,
				size_t len)
{
	size_t l = strlen(item);
	if (l && item[l - 1] == '}')
		snprintf(buf, len, "%s", item);
	else
		snprintf(buf, len, "%s {%s}", item, from);
	const char *open = strrchr(buf, '{');
	char noo[80];
	snprintf(noo, sizeof noo, "%.*s", open ? (int)strcspn(open + 1, "}") : 0,
		 open ? open + 1 : "");
	if (cu_is_acka(noo)) {
		ctx_fail(c, "\"%s\" is no exported entity of Acka's: an entity whose noo is Acka comes "
			 "back only if it was exported (R501 ¶5)", item);
		return NULL;
	}
	const char *bad = import_name_problem(c->n, buf);
	if (bad) {
		ctx_fail(c, "\"%s\": %s", buf, bad);
		return NULL;
	}
	return buf;
}

static void list_ids(const nomic *n, const int *ids, int count, sbuf *out)
{
	for (int i = 0; i < count; i++) {
		const entity *e = entity_by_id(n, ids[i]);
		sbuf_add(out, i == 0 ? "" : i == count - 1 ? " and " : ", ");
		if (e)
			entity_describe(e, out);
		else
			sbuf_printf(out, "#%d (gone)", ids[i]);
	}
	if (!count)
		sbuf_add(out, "nothing");
}

static void list_items(const nomic *n, char *const *items, int count, sbuf *out)
{
	for (int i = 0; i < count; i++) {
		sbuf_add(out, i == 0 ? "" : i == count - 1 ? " and " : ", ");
		/* One of Acka's own is entered as "#ID" (customs_in.c). */
		const entity *e = items[i][0] == '#' ? entity_find(n, items[i]) : NULL;
		if (e)
			entity_describe(e, out);
		else
			sbuf_printf(out, "\"%s\"", items[i]);
	}
	if (!count)
		sbuf_add(out, "nothing");
}

void cu_offer_describe(const nomic *n, const cu_offer *o, sbuf *out)
{
	char b[64];
	if (o->dir == CU_IN) {
		sbuf_printf(out, "%s offers ", o->nomic);
		if (o->has_recipient)
			sbuf_printf(out, "%s ", o->recipient_word);
		else
			sbuf_add(out, "Acka (at large) ");
		list_items(n, o->recv, o->nrecv, out);
		if (o->nsends)
			sbuf_printf(out, " for %s", o->sent);
	} else {
		sbuf_printf(out, "%s offers %s ",
			    o->trader ? owner_name(n, OWNER_PLAYER(o->trader), b, sizeof b)
				      : "the Customs Office",
			    o->nomic);
		sbuf_add(out, o->sent);
		if (o->nrecv) {
			sbuf_add(out, " for ");
			list_items(n, o->recv, o->nrecv, out);
		}
	}
}
