/* trades_items.c: what an offer gives and requests (R515 ¶2: "specifying
 * the entities offered (if any) and the entities requested (if any)"):
 * parsing a side, describing it, and the checks R515 makes of it:
 * tradeable (R500.2, R515 ¶2), owned in its quantities (R515 ¶2, ¶3, R510
 * for A$), ownable by its receiver (R515 ¶2, ¶3), positive integral
 * amounts (R515 ¶6); and moving it (R515 ¶5), entities by entity_transfer
 * (MOVE_TRADE) and currencies by the ledger. Currencies players may
 * transfer (A$, R506: "gift entities") are tradeable and giftable.
 * Shares (R1023 1: "Each share is associated with a Corporation") are
 * counted by Corporation: "3 share of Acme"; an unqualified count names
 * the giver's one Corporation, and is refused if e holds shares of more
 * than one (docs/RULINGS.md, R1023). */
#include "core/bind.h"
#include "econ/trades/trades.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AMOUNT_MAX ((int64_t)1 << 53) /* as arg_amount: exact in JSON */

void trade_side_free(trade_side *s)
{
	free(s->v);
	s->v = NULL;
	s->n = 0;
}

/* R515 ¶6: "a positive, integral amount of entities". */
static int amount_of(ctx *c, const char *word, int64_t *out)
{
	int64_t v;
	if (strcaseeq(word, "a") || strcaseeq(word, "an")) {
		*out = 1;
		return 0;
	}
	if (parse_int64(word, &v) || v <= 0 || v > AMOUNT_MAX)
		return ctx_fail(c, "'%s' is not a positive whole amount (R515 ¶6)", word);
	*out = v;
	return 0;
}

/* ---- shares by Corporation (R1023 1) ---- */

static int is_share(const entity_kind *k)
{
	return k && entity_org_hooks && entity_org_hooks->share_corp &&
	       k == entity_kind_find("share");
}

static int corp_of(const nomic *n, const entity *e)
{
	return is_share(e->kind) ? entity_org_hooks->share_corp(n, e->id) : 0;
}

/* Does entity e count for item it (a TI_KIND)? corp: the Corporation an
 * unqualified count of shares stands for. */
static int counts_for(const nomic *n, const trade_item *it, int corp, const entity *e)
{
	return e->kind == it->kind && (!is_share(it->kind) || corp_of(n, e) == corp);
}

/* The one Corporation whose shares `who` owns; 0: none; -1: more than one. */
static int sole_corp(const nomic *n, ent_owner who)
{
	const entities *es = entities_peek(n);
	const entity_kind *k = entity_kind_find("share");
	int corp = 0;
	for (int i = 0; es && k && i < es->n; i++) {
		const entity *e = es->v[i];
		if (e->kind != k || !owner_eq(e->owner, who))
			continue;
		int oc = corp_of(n, e);
		if (corp && oc != corp)
			return -1;
		corp = oc;
	}
	return corp;
}

static const char *corp_name(const nomic *n, int corp)
{
	const char *name = entity_org_hooks ? entity_org_hooks->name(n, corp) : NULL;
	return name ? name : "a disbanded Corporation";
}

static int ambiguous(ctx *c, ent_owner who)
{
	char ob[32];
	return ctx_fail(c, "%s owns shares of more than one Corporation: the trade must say "
			"whose (N share of CORPORATION, R1023 1)", owner_name(c->n, who, ob, sizeof ob));
}

/* The Corporation an item of shares given by `from` stands for, or -1 with
 * c->err set. */
static int item_corp(ctx *c, const trade_item *it, ent_owner from)
{
	if (it->corp || !is_share(it->kind))
		return it->corp;
	int corp = sole_corp(c->n, from);
	return corp < 0 ? ambiguous(c, from) : corp;
}

static int add_item(ctx *c, trade_side *s, trade_item it)
{
	for (int i = 0; i < s->n; i++) {
		trade_item *o = &s->v[i];
		if (o->what != it.what)
			continue;
		if (it.what == TI_ENTITY && o->id == it.id)
			return ctx_fail(c, "the offer names #%d twice", it.id);
		if ((it.what == TI_KIND && o->kind == it.kind && o->corp == it.corp) ||
		    (it.what == TI_CURRENCY && o->cur == it.cur)) {
			if (o->count > AMOUNT_MAX - it.count)
				return ctx_fail(c, "that amount is too large (R515 ¶6)");
			o->count += it.count;
			return 0;
		}
	}
	s->v = xrealloc(s->v, (size_t)(s->n + 1) * sizeof *s->v);
	s->v[s->n++] = it;
	return 0;
}

/* "N share of CORPORATION" (R1023 1): the item's last two words. */
static int parse_corp(ctx *c, char **w, trade_item *it)
{
	if (!strcaseeq(w[0], "of") || it->what != TI_KIND)
		return ctx_fail(c, "'%s %s': an item is #ID, a name, N KIND, A$N, N CURRENCY or N "
				"share of CORPORATION", w[0], w[1]);
	if (!is_share(it->kind))
		return ctx_fail(c, "%s are not associated with a Corporation: only shares are "
				"(R1023 1)", it->kind->plural);
	int corp = entity_org_hooks->find(c->n, w[1]);
	const entities *es = entities_peek(c->n);
	int any = 0;
	for (int i = 0; corp && es && i < es->n && !any; i++)
		any = corp_of(c->n, es->v[i]) == corp;
	if (!any)
		return ctx_fail(c, "no shares are associated with '%s': it is not a Corporation "
				"(R1023 1)", w[1]);
	it->corp = corp;
	return 0;
}

/* One item: its one, two or four words. */
static int parse_item(ctx *c, char **w, int nw, trade_side *s)
{
	trade_item it = {0};
	if (nw == 3)
		return ctx_fail(c, "'%s %s %s': an item is #ID, a name, N KIND, A$N, N CURRENCY or "
				"N share of CORPORATION", w[0], w[1], w[2]);
	if (nw >= 2) {
		if (amount_of(c, w[0], &it.count))
			return -1;
		const currency *cur = currency_by_name(c->n, w[1]);
		if (cur) {
			it.what = TI_CURRENCY;
			it.cur = cur->id;
		} else if ((it.kind = entity_kind_find(w[1]))) {
			it.what = TI_KIND;
		} else {
			return ctx_fail(c, "'%s' is neither a kind of entity (`entity kinds`) nor a "
					"currency", w[1]);
		}
		if (nw == 4 && parse_corp(c, w + 2, &it))
			return -1;
		return add_item(c, s, it);
	}
	const char *word = w[0];
	if (strncasecmp(word, "A$", 2) == 0 && word[2]) {
		const currency *cur = currency_by_name(c->n, "A$");
		if (!cur)
			return ctx_fail(c, "this nomic has no A$");
		if (amount_of(c, word + 2, &it.count))
			return -1;
		it.what = TI_CURRENCY;
		it.cur = cur->id;
		return add_item(c, s, it);
	}
	int64_t v;
	if (parse_int64(word, &v) == 0)
		return ctx_fail(c, "'%s': write #%s for that entity, or %s KIND for a count", word,
				word, word);
	const entity *e = entity_find(c->n, word);
	if (!e)
		return ctx_fail(c, "no entity '%s' (`entities` lists them)", word);
	it.what = TI_ENTITY;
	it.id = e->id;
	it.kind = e->kind;
	return add_item(c, s, it);
}

/* Words separated by "and", "," or a word's trailing comma; each item is
 * one word or two. */
int trade_side_parse(ctx *c, char **w, int from, int to, trade_side *out)
{
	*out = (trade_side){0};
	if (to - from == 1 && strcaseeq(w[from], "nothing"))
		return 0;
	char copy[4][128]; /* the words, a trailing comma cut (argv stays as sent) */
	char *item[4] = {copy[0], copy[1], copy[2], copy[3]};
	int ni = 0;
	for (int i = from; i <= to; i++) {
		int sep = i == to || strcaseeq(w[i], "and") || strcmp(w[i], ",") == 0;
		if (!sep) {
			const char *word = w[i];
			size_t len = strlen(word);
			int comma = len > 1 && word[len - 1] == ',';
			if (len - (size_t)comma >= sizeof copy[0]) {
				trade_side_free(out);
				return ctx_fail(c, "an item's word is at most %zu bytes",
						sizeof copy[0] - 1);
			}
			if (ni == 4) {
				trade_side_free(out);
				return ctx_fail(c, "'%s %s %s %s %s': an item is #ID, a name, N KIND, "
						"A$N, N CURRENCY or N share of CORPORATION", item[0],
						item[1], item[2], item[3], word);
			}
			memcpy(copy[ni], word, len - (size_t)comma);
			copy[ni][len - (size_t)comma] = '\0';
			ni++;
			if (!comma)
				continue;
		}
		if (ni == 0) {
			trade_side_free(out);
			return ctx_fail(c, "an empty item: name what is given and what is requested "
					"(\"nothing\" for none)");
		}
		if (parse_item(c, item, ni, out)) {
			trade_side_free(out);
			return -1;
		}
		ni = 0;
	}
	return 0;
}

int trade_side_qualify(ctx *c, trade_side *s, ent_owner giver)
{
	for (int i = 0; i < s->n; i++) {
		trade_item *it = &s->v[i];
		if (it->what != TI_KIND || it->corp || !is_share(it->kind))
			continue;
		int corp = item_corp(c, it, giver);
		if (corp < 0)
			return -1;
		if (corp == 0)
			continue; /* e owns none: the ownership check says so */
		/* "3 share and 2 share of Acme": one item of 5. */
		int j;
		for (j = 0; j < s->n; j++)
			if (j != i && s->v[j].what == TI_KIND && s->v[j].kind == it->kind &&
			    s->v[j].corp == corp)
				break;
		if (j == s->n) {
			it->corp = corp;
			continue;
		}
		if (s->v[j].count > AMOUNT_MAX - it->count)
			return ctx_fail(c, "that amount is too large (R515 ¶6)");
		s->v[j].count += it->count;
		memmove(it, it + 1, (size_t)(s->n - i - 1) * sizeof *it);
		s->n--;
		i--;
	}
	return 0;
}

static const char *cur_name(const nomic *n, int id)
{
	return id < n->ncurrencies ? n->currencies[id]->name : "?";
}

static void describe_item(const nomic *n, const trade_item *it, sbuf *out)
{
	const entity *e;
	switch (it->what) {
	case TI_ENTITY:
		if ((e = entity_by_id(n, it->id)))
			entity_describe(e, out);
		else
			sbuf_printf(out, "the %s #%d (gone)", it->kind->name, it->id);
		break;
	case TI_KIND:
		if (it->count == 1)
			sbuf_printf(out, "%s %s", strchr("AEIOU", it->kind->name[0]) ? "an" : "a",
				    it->kind->name);
		else
			sbuf_printf(out, "%lld %s", (long long)it->count, it->kind->plural);
		if (it->corp)
			sbuf_printf(out, " of %s", corp_name(n, it->corp));
		break;
	case TI_CURRENCY:
		if (strcmp(cur_name(n, it->cur), "A$") == 0)
			sbuf_printf(out, "A$%lld", (long long)it->count);
		else
			sbuf_printf(out, "%lld %s", (long long)it->count, cur_name(n, it->cur));
		break;
	}
}

void trade_side_describe_by(const nomic *n, const trade_side *s, const ent_owner *giver,
			    sbuf *out)
{
	if (s->n == 0)
		sbuf_printf(out, "nothing");
	for (int i = 0; i < s->n; i++) {
		sbuf_printf(out, "%s", i == 0 ? "" : i == s->n - 1 ? " and " : ", ");
		trade_item it = s->v[i];
		if (giver && it.what == TI_KIND && !it.corp && is_share(it.kind)) {
			int corp = sole_corp(n, *giver);
			it.corp = corp > 0 ? corp : 0;
		}
		describe_item(n, &it, out);
	}
}

void trade_side_describe(const nomic *n, const trade_side *s, sbuf *out)
{
	trade_side_describe_by(n, s, NULL, out);
}

int trade_side_tradeable(ctx *c, const trade_side *s)
{
	for (int i = 0; i < s->n; i++) {
		const trade_item *it = &s->v[i];
		char why[256];
		if (it->what == TI_CURRENCY) {
			const currency *cur = c->n->currencies[it->cur];
			if (!(cur->flags & CUR_TRANSFERABLE))
				return ctx_fail(c, "%s are not tradeable: players cannot transfer them "
						"(R515 ¶2)", cur->name);
			continue;
		}
		const entity_kind *k = it->kind;
		if (!(k->flags & EK_TRADEABLE)) {
			sbuf d = {0};
			describe_item(c->n, it, &d);
			ctx_fail(c, "%s %s nontradeable (%s, R500.2): only tradeable entities are "
				 "traded (R515 ¶2)", d.s, it->what == TI_KIND && it->count > 1 ? "are" : "is",
				 k->rule);
			free(d.s);
			return -1;
		}
		if (bind_stopped(c->n, k->rule, why, sizeof why))
			return ctx_fail(c, "%s", why);
	}
	return 0;
}

int trade_side_giftable(const nomic *n, const trade_side *s)
{
	(void)n;
	for (int i = 0; i < s->n; i++)
		if (s->v[i].what != TI_CURRENCY && !(s->v[i].kind->flags & EK_GIFTABLE))
			return 0;
	return 1;
}

/* How many entities that count for item it (of Corporation corp) the
 * side names one by one. */
static int named_of_kind(const nomic *n, const trade_side *s, const trade_item *it, int corp)
{
	int m = 0;
	for (int i = 0; i < s->n; i++) {
		const entity *e = s->v[i].what == TI_ENTITY ? entity_by_id(n, s->v[i].id) : NULL;
		if (e && counts_for(n, it, corp, e))
			m++;
	}
	return m;
}

/* How many entities that count for item it (of Corporation corp) who owns. */
static int64_t count_for(const nomic *n, const trade_item *it, int corp, ent_owner who)
{
	if (!is_share(it->kind))
		return entity_count(n, it->kind, who);
	const entities *es = entities_peek(n);
	int64_t t = 0;
	for (int i = 0; es && i < es->n; i++)
		if (owner_eq(es->v[i]->owner, who) && counts_for(n, it, corp, es->v[i]))
			t++;
	return t;
}

/* The oldest entity that counts for item it (of Corporation corp) who owns. */
static entity *first_for(const nomic *n, const trade_item *it, int corp, ent_owner who)
{
	if (!is_share(it->kind))
		return entity_first(n, it->kind, who);
	const entities *es = entities_peek(n);
	for (int i = 0; es && i < es->n; i++)
		if (owner_eq(es->v[i]->owner, who) && counts_for(n, it, corp, es->v[i]))
			return es->v[i];
	return NULL;
}

/* What of s `who` lacks, or NULL. */
static const char *missing(const nomic *n, const trade_side *s, ent_owner who, char *buf,
			   size_t len)
{
	char ob[32];
	const char *name = owner_name(n, who, ob, sizeof ob);
	for (int i = 0; i < s->n; i++) {
		const trade_item *it = &s->v[i];
		if (it->what == TI_ENTITY) {
			const entity *e = entity_by_id(n, it->id);
			if (!e) {
				snprintf(buf, len, "#%d no longer exists", it->id);
				return buf;
			}
			if (!owner_eq(e->owner, who)) {
				sbuf d = {0};
				entity_describe(e, &d);
				snprintf(buf, len, "%s does not own %s", name, d.s);
				free(d.s);
				return buf;
			}
		} else if (it->what == TI_KIND) {
			int corp = it->corp;
			if (!corp && is_share(it->kind) && (corp = sole_corp(n, who)) < 0) {
				snprintf(buf, len, "%s owns shares of more than one Corporation: the "
					 "trade must say whose (N share of CORPORATION, R1023 1)", name);
				return buf;
			}
			int64_t have = count_for(n, it, corp, who) - named_of_kind(n, s, it, corp);
			if (have < it->count) {
				if (have < 0)
					have = 0;
				snprintf(buf, len, "%s owns %lld %s%s%s, not %lld", name, (long long)have,
					 have == 1 ? it->kind->name : it->kind->plural,
					 corp ? " of " : "", corp ? corp_name(n, corp) : "",
					 (long long)it->count);
				return buf;
			}
		} else {
			int h = trade_holder(n, who);
			const char *cn = cur_name(n, it->cur);
			int64_t have = h < 0 ? 0 : balance(n, h, it->cur);
			if (have < it->count) {
				if (strcmp(cn, "A$") == 0)
					snprintf(buf, len, "%s owns only A$%lld: A$%lld would leave em "
						 "below A$0 (R510)", name, (long long)have,
						 (long long)it->count);
				else
					snprintf(buf, len, "%s owns only %lld %s, not %lld", name,
						 (long long)have, cn, (long long)it->count);
				return buf;
			}
		}
	}
	return NULL;
}

int trade_side_has(const nomic *n, const trade_side *s, ent_owner who)
{
	char buf[256];
	return missing(n, s, who, buf, sizeof buf) == NULL;
}

int trade_side_owned(ctx *c, const trade_side *s, ent_owner who, const char *clause)
{
	char buf[256];
	const char *bad = missing(c->n, s, who, buf, sizeof buf);
	if (!bad)
		return 0;
	if (strstr(bad, "(R510)"))
		return ctx_fail(c, "%s", bad);
	return ctx_fail(c, "%s (%s)", bad, clause);
}

int trade_side_ownable(ctx *c, const trade_side *s, ent_owner who)
{
	for (int i = 0; i < s->n; i++) {
		char buf[256];
		const entity_kind *k = s->v[i].what == TI_CURRENCY ? NULL : s->v[i].kind;
		const char *bad = trade_may_own(c->n, who, k, buf, sizeof buf);
		if (bad)
			return ctx_fail(c, "%s", bad);
		/* R1021 ¶3: what a Political Party may own (the organisations'). */
		if (who.kind == OWN_ORG && entity_org_hooks &&
		    entity_org_hooks->may_own(c, who.id, k,
					      k ? NULL : c->n->currencies[s->v[i].cur]->name))
			return -1;
	}
	return 0;
}

int trade_side_move(ctx *c, const trade_side *s, ent_owner from, ent_owner to,
		    const char *why)
{
	/* Named entities first: a count of a kind then takes the oldest of
	 * the rest, so the ownership check's reservation holds. */
	for (int pass = 0; pass < 3; pass++) {
		for (int i = 0; i < s->n; i++) {
			const trade_item *it = &s->v[i];
			if ((int)it->what != pass)
				continue;
			if (it->what == TI_ENTITY) {
				entity *e = entity_by_id(c->n, it->id);
				if (!e || !owner_eq(e->owner, from))
					return ctx_fail(c, "#%d is no longer the giver's (R515 ¶3)",
							it->id);
				if (entity_transfer(c, e, to, MOVE_TRADE, why))
					return -1;
			} else if (it->what == TI_KIND) {
				int corp = item_corp(c, it, from);
				if (corp < 0)
					return -1;
				for (int64_t k = 0; k < it->count; k++) {
					entity *e = first_for(c->n, it, corp, from);
					if (!e)
						return ctx_fail(c, "the giver no longer owns %lld %s",
								(long long)it->count, it->kind->plural);
					if (entity_transfer(c, e, to, MOVE_TRADE, why))
						return -1;
				}
			} else {
				int hf = trade_holder(c->n, from), ht = trade_holder(c->n, to);
				if (hf < 0 || ht < 0)
					return ctx_fail(c, "%s holds no currency", hf < 0 ? "the giver"
							: "the receiver");
				if (ledger_move(c, hf, ht, c->n->currencies[it->cur], it->count))
					return -1;
			}
		}
	}
	return 0;
}
