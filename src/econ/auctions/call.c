/* call.c: calling an auction (Ackanomic R516 1, 2, 7, 8) and Auction Them
 * Entities (R520).
 *
 * `auction call ITEM... [lot] [min A$N] [private] [shubik]`: a player's, for
 * tradeable entities e owns (R516 1a); e is the initiator and the
 * Auctioneer (R516 1e, 2), and the items stay eirs until the close, when
 * R516 6c asks whether e still has them. `auction rules ITEM... [lot] [min
 * A$N] [private] [by PLAYER]`: the admin's, an adopted proposal's effect
 * (R516 1: "as specified by another Rule"), for unowned items, with the
 * Speaker as initiator unless another is named (R516 1e). Unowned items
 * go Somewhere Else while they are auctioned (R516 8). R520: the
 * Financier's weekly privilege `auction them ENTITY`, and any player's
 * `auction request ENTITY` with its fee, which makes it the Financier's
 * duty (src/gov/duties) to call that auction within three days. */
#include "econ/auctions/auctions.h"
#include "econ/entities.h"
#include "gov/duties/duties.h"

#include <stdlib.h>
#include <string.h>

/* "A$5", "a$5" or "5": a whole amount of A$ >= 0, or -1. */
static int parse_ad(const char *w, int64_t *out)
{
	if ((w[0] == 'A' || w[0] == 'a') && w[1] == '$')
		w += 2;
	return parse_int64(w, out) || *out < 0 || *out > 1000000000000LL ? -1 : 0;
}

/* The open auction an entity is under, or NULL. */
static const auction *under_auction(const nomic *n, int id)
{
	const auctions *s = auctions_peek(n);
	for (int i = 0; s && i < s->n; i++)
		if (s->v[i]->phase == AP_OPEN)
			for (int k = 0; k < s->v[i]->nitems; k++)
				if (s->v[i]->items[k] == id)
					return s->v[i];
	return NULL;
}

/* R516 2: the initiator if e can be the Auctioneer (a player, not a
 * Non-Player), else the Speaker, else nobody (0). */
static int auctioneer_for(const nomic *n, int initiator)
{
	const player *p = player_by_id(n, initiator);
	if (p && p->state != PS_NONPLAYER)
		return p->id;
	const office *o = office_by_name(n, "Speaker");
	p = o && o->holder ? player_by_id(n, o->holder) : NULL;
	return p && p->state != PS_NONPLAYER ? p->id : 0;
}

struct call_opts {
	int items[CMD_MAX_WORDS];
	int nitems;
	int lot, priv, shubik;
	int64_t min;
	int by;  /* `by PLAYER`: the initiator named (rules only), 0 none */
};

/* Reads ITEM... and the options; the items' checks are the caller's. */
static int parse_call(ctx *c, int argc, char **argv, int rules, struct call_opts *o)
{
	memset(o, 0, sizeof *o);
	int i = 0;
	for (; i < argc; i++) {
		const char *w = argv[i];
		if (strcaseeq(w, "lot") || strcaseeq(w, "min") || strcaseeq(w, "private") ||
		    strcaseeq(w, "public") || strcaseeq(w, "shubik") || strcaseeq(w, "by"))
			break;
		const entity *e = entity_find(c->n, w);
		if (!e)
			return ctx_fail(c, "no entity '%s' (see `entities`)", w);
		for (int k = 0; k < o->nitems; k++)
			if (o->items[k] == e->id)
				return ctx_fail(c, "entity #%d is named twice", e->id);
		o->items[o->nitems++] = e->id;
	}
	if (!o->nitems)
		return ctx_fail(c, "name the items to auction (R516 1a)");
	for (; i < argc; i++) {
		const char *w = argv[i];
		if (strcaseeq(w, "lot")) {
			o->lot = 1;
		} else if (strcaseeq(w, "private")) {
			o->priv = 1;
		} else if (strcaseeq(w, "public")) {
			o->priv = 0;
		} else if (strcaseeq(w, "shubik") && !rules) {
			o->shubik = 1;
		} else if (strcaseeq(w, "min") && i + 1 < argc) {
			if (parse_ad(argv[++i], &o->min))
				return ctx_fail(c, "'%s' is not a minimum bid in A$ (R516 1c)", argv[i]);
		} else if (strcaseeq(w, "by") && rules && i + 1 < argc) {
			const player *p = arg_player(c, argv[++i]);
			if (!p)
				return -1;
			o->by = p->id;
		} else {
			return ctx_fail(c, "usage: %s", c->cmd ? c->cmd->usage : "auction call");
		}
	}
	if (o->lot && o->nitems < 2)
		return ctx_fail(c, "a lot is of more than one item (R516 1b)");
	if (o->shubik && (o->priv || o->nitems != 1))
		return ctx_fail(c, "only a public auction of exactly one item may be a Shubik "
				"Auction (R516 7)");
	return 0;
}

/* Makes the auction (journaled), its deadline and its announcement. */
static auction *open_auction(ctx *c, enum auction_origin origin, const struct call_opts *o,
			     int initiator, int auctioneer, int them, const char *why)
{
	auctions *s = auctions_of(c);
	auction *a = xcalloc(1, sizeof *a);
	a->id = s->next_id;
	UNDO_SET(c->j, s->next_id, s->next_id + 1);
	a->origin = origin;
	a->initiator = initiator;
	a->auctioneer = auctioneer;
	a->items = xcalloc((size_t)o->nitems, sizeof *a->items);
	memcpy(a->items, o->items, (size_t)o->nitems * sizeof *a->items);
	a->nitems = o->nitems;
	a->lot = o->lot;
	a->min = o->min;
	a->priv = o->priv;
	a->shubik = o->shubik;
	a->them = them;
	a->why = xstrdup(why);
	a->opened = c->now;
	a->phase = AP_OPEN;
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, a, auction_free);
	a->closes = auction_close_time(c->n, a);
	a->dl = deadline_add(c, a->closes, &dl_auction_close, a->id, 0);
	ctx_arg_int(c, "auction", a->id);

	sbuf t = {0};
	char when[40];
	format_time(a->closes, when, sizeof when);
	sbuf_printf(&t, "Auction %d%s is called (%s, R516): ", a->id,
		    them ? " (Auction Them Entities, R520)" : "", why);
	auction_items_describe(c->n, a, &t);
	sbuf_printf(&t, "; %s%s; minimum bid A$%lld; Auctioneer %s; bids `bid %d A$X` until %s "
		    "at the earliest (R516 5)", a->priv ? "private: bids are sealed (R516 6e)"
		    : "public", a->shubik ? ", a Shubik Auction: the second highest bidder forfeits "
		    "eir bid (R516 7)" : "", (long long)a->min, holder_name(c->n, auctioneer), a->id,
		    when);
	ctx_say(c, "%s", t.s);
	free(t.s);
	return a;
}

/* R516 1a, 8: the items of an auction the rules call are unowned; they
 * leave the Treasury while it runs. */
static int take_unowned(ctx *c, const struct call_opts *o)
{
	for (int i = 0; i < o->nitems; i++) {
		entity *e = entity_by_id(c->n, o->items[i]);
		sbuf d = {0};
		entity_describe(e, &d);
		int rc = 0;
		const auction *u = under_auction(c->n, e->id);
		if (u)
			rc = ctx_fail(c, "%s is being auctioned already (auction %d)", d.s, u->id);
		else if (!(e->kind->flags & EK_OWNABLE))
			rc = ctx_fail(c, "%s is unownable: nobody could win it (R500.2)", d.s);
		else if (e->owner.kind != OWN_TREASURY && e->owner.kind != OWN_NOBODY)
			rc = ctx_fail(c, "%s is owned: the rules auction only unowned items "
				      "(R516 1a)", d.s);
		else if (e->owner.kind == OWN_TREASURY)
			rc = entity_transfer(c, e, OWNER_NOBODY, MOVE_RULES,
					     "R516 8: under auction, not in the Treasury");
		free(d.s);
		if (rc)
			return -1;
	}
	return 0;
}

auction *auction_call_rules(ctx *c, const int *items, int nitems, int lot, int64_t min,
			   int priv, int initiator, int them, const char *why)
{
	struct call_opts o = {.nitems = nitems, .lot = lot, .priv = priv, .min = min};
	if (nitems < 1 || nitems > CMD_MAX_WORDS) {
		ctx_fail(c, "an auction is of 1 to %d items", CMD_MAX_WORDS);
		return NULL;
	}
	for (int i = 0; i < nitems; i++) {
		if (!entity_by_id(c->n, items[i])) {
			ctx_fail(c, "no entity #%d", items[i]);
			return NULL;
		}
		o.items[i] = items[i];
	}
	int auctioneer = auctioneer_for(c->n, initiator);
	if (!auctioneer) {
		ctx_fail(c, "there is no Speaker to be the Auctioneer: no auction until that is "
			 "corrected (R516 2)");
		return NULL;
	}
	size_t mark = undo_mark(c->j);
	if (take_unowned(c, &o)) {
		undo_rollback(c->j, mark);
		return NULL;
	}
	/* R516 1e: "the player initiating the auction (default = Speaker)". */
	if (!player_by_id(c->n, initiator))
		initiator = auctioneer;
	return open_auction(c, AU_RULES, &o, initiator, auctioneer, them, why);
}

auction *auction_call_org(ctx *c, const int *items, int nitems, int64_t min, int org,
			  int initiator, const char *why)
{
	struct call_opts o = {.nitems = nitems, .min = min};
	if (nitems < 1 || nitems > CMD_MAX_WORDS) {
		ctx_fail(c, "an auction is of 1 to %d items", CMD_MAX_WORDS);
		return NULL;
	}
	for (int i = 0; i < nitems; i++) {
		const entity *e = entity_by_id(c->n, items[i]);
		const auction *u = e ? under_auction(c->n, e->id) : NULL;
		if (!e || !owner_eq(e->owner, OWNER_ORG(org))) {
			ctx_fail(c, "the organisation does not own #%d (R516 1a)", items[i]);
			return NULL;
		}
		if (!(e->kind->flags & EK_TRADEABLE)) {
			ctx_fail(c, "#%d is nontradeable: only tradeable entities are auctioned (R516 "
				 "1a)", e->id);
			return NULL;
		}
		if (u) {
			ctx_fail(c, "#%d is being auctioned already (auction %d)", e->id, u->id);
			return NULL;
		}
		o.items[i] = items[i];
	}
	int auctioneer = auctioneer_for(c->n, initiator);
	if (!auctioneer) {
		ctx_fail(c, "there is no player to initiate the auction (R516 2)");
		return NULL;
	}
	auction *a = open_auction(c, AU_ORG, &o, auctioneer, auctioneer, 0, why);
	if (a)
		UNDO_SET(c->j, a->org, org);
	return a;
}

int auction_cmd_call(ctx *c, int argc, char **argv)
{
	struct call_opts o;
	if (parse_call(c, argc, argv, 0, &o))
		return -1;
	ent_owner me = OWNER_PLAYER(c->actor->id);
	for (int i = 0; i < o.nitems; i++) {
		const entity *e = entity_by_id(c->n, o.items[i]);
		sbuf d = {0};
		entity_describe(e, &d);
		int rc = 0;
		const auction *u = under_auction(c->n, e->id);
		if (!owner_eq(e->owner, me))
			rc = ctx_fail(c, "you do not own %s (R516 1a)", d.s);
		else if (!(e->kind->flags & EK_TRADEABLE))
			rc = ctx_fail(c, "%s is nontradeable: only tradeable entities are auctioned "
				      "(R516 1a)", d.s);
		else if (u)
			rc = ctx_fail(c, "%s is being auctioned already (auction %d)", d.s, u->id);
		free(d.s);
		if (rc)
			return -1;
	}
	char why[96];
	snprintf(why, sizeof why, "called by %s", c->actor->name);
	return open_auction(c, AU_PLAYER, &o, c->actor->id, c->actor->id, 0, why) ? 0 : -1;
}

int auction_cmd_rules(ctx *c, int argc, char **argv)
{
	struct call_opts o;
	if (parse_call(c, argc, argv, 1, &o))
		return -1;
	const char *why = c->cause ? c->cause : "called by the rules";
	return auction_call_rules(c, o.items, o.nitems, o.lot, o.min, o.priv, o.by, 0, why) ? 0
												: -1;
}

/* ---- R520 ---- */

static int financier(const nomic *n)
{
	const office *o = office_by_name(n, "Financier");
	return o ? o->holder : 0;
}

/* R520: "a single tradeable entity which is in the Treasury". */
static entity *them_entity(ctx *c, const char *word)
{
	entity *e = entity_find(c->n, word);
	if (!e) {
		ctx_fail(c, "no entity '%s' (see `entities Treasury`)", word);
		return NULL;
	}
	sbuf d = {0};
	entity_describe(e, &d);
	int bad = 0;
	if (!(e->kind->flags & EK_TRADEABLE))
		bad = ctx_fail(c, "%s is nontradeable (R520)", d.s);
	else if (e->owner.kind != OWN_TREASURY)
		bad = ctx_fail(c, "%s is not in the Treasury (R520)", d.s);
	free(d.s);
	return bad ? NULL : e;
}

static const duty_def *request_duty_def(void)
{
	for (int i = 0; duty_def_at(i); i++)
		if (duty_def_at(i)->trigger == TR_CALL && strcmp(duty_def_at(i)->rule, "R520") == 0)
			return duty_def_at(i);
	return NULL;
}

/* R520: "Once per calendar week the Financier may, as a Privilege, call a
 * public auction ... for a single tradeable entity which is in the
 * Treasury by specifying the entity." */
int auction_cmd_them(ctx *c, int argc, char **argv)
{
	(void)argc;
	int fin = financier(c->n);
	if (!fin)
		return ctx_fail(c, "there is no Financier to call it (R520)");
	const auctions *s = auctions_peek(c->n);
	int week = auction_week(c->now) + 1;
	if (s && s->them_week == week)
		return ctx_fail(c, "the Financier has called an Auction Them Entities auction this "
				"calendar week already (R520: once per week)");
	entity *e = them_entity(c, argv[0]);
	if (!e)
		return -1;
	int id = e->id;
	auction *a = auction_call_rules(c, &id, 1, 0, 0, 0, fin, 1, "the Financier's privilege, R520");
	if (!a)
		return -1;
	auctions *w = auctions_of(c);
	UNDO_SET(c->j, w->them_week, week);
	/* The duty a request made (R520) is done when its entity is called. */
	obligation *ob = w->request_duty ? obligation_by_id(c->n, w->request_duty) : NULL;
	if (ob && ob->state == OB_PENDING && w->request_entity == id) {
		char how[96];
		snprintf(how, sizeof how, "done by %s (`auction them`, auction %d)", c->actor_name,
			 a->id);
		duty_discharge(c, ob, how);
		ctx_say(c, "The Financier's duty to call the auction %s requested is done (R520)",
			holder_name(c->n, w->request_by));
	}
	return 0;
}

/* R520: "If the Financier has not yet called such an auction in a given
 * week, any player may, as a public action, request that a particular
 * entity be auctioned and pay A$10 into the Treasury, and the Financier
 * must call such an Auction within three days. The Financier is only bound
 * to honour the first such request each week." A later request that week
 * would bind nobody, so it is refused (docs/RULINGS.md). */
int auction_cmd_request(ctx *c, int argc, char **argv)
{
	(void)argc;
	const auctions *s = auctions_peek(c->n);
	int week = auction_week(c->now) + 1;
	if (s && s->them_week == week)
		return ctx_fail(c, "the Financier has called an Auction Them Entities auction this "
				"calendar week already: no request until next week (R520)");
	if (s && s->request_week == week)
		return ctx_fail(c, "%s requested an auction this calendar week already; the "
				"Financier is bound only by the first (R520)",
				holder_name(c->n, s->request_by));
	int fin = financier(c->n);
	if (!fin)
		return ctx_fail(c, "there is no Financier to call it (R520)");
	entity *e = them_entity(c, argv[0]);
	if (!e)
		return -1;
	const duty_def *dd = request_duty_def();
	if (!dd)
		return ctx_fail(c, "no duty of the Financier's for R520 (src/gov/duties)");
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "auctions.request_fee");
	if (!ad)
		return ctx_fail(c, "there are no A$ to pay the fee with (R506)");
	if (balance(c->n, c->actor->id, ad->id) < fee)
		return ctx_fail(c, "the request costs A$%lld and you hold A$%lld (R520)",
				(long long)fee, (long long)balance(c->n, c->actor->id, ad->id));
	if (ledger_move(c, c->actor->id, 0, ad, fee))
		return -1;
	sbuf d = {0};
	entity_describe(e, &d);
	char what[256];
	snprintf(what, sizeof what, "call the Auction Them Entities auction of %s that %s requested",
		 d.s, c->actor->name);
	obligation *ob = duty_oblige(c, dd, what, c->actor->id, 0);
	/* R520's own three days (auctions.request_days), not R401 (x)'s. */
	gtime due = c->now + param_int(c->n, "auctions.request_days");
	UNDO_SET(c->j, ob->due, due);
	if (ob->dl)
		deadline_move(c, ob->dl, due);
	auctions *w = auctions_of(c);
	UNDO_SET(c->j, w->request_week, week);
	UNDO_SET(c->j, w->request_by, c->actor->id);
	UNDO_SET(c->j, w->request_entity, e->id);
	UNDO_SET(c->j, w->request_duty, ob->id);
	ctx_arg_int(c, "entity", e->id);
	char when[40];
	format_time(due, when, sizeof when);
	ctx_say(c, "%s requests an Auction Them Entities auction of %s and pays A$%lld into the "
		"Treasury; the Financier, %s, must call it by %s (`auction them %d`, R520)",
		c->actor->name, d.s, (long long)fee, holder_name(c->n, fin), when, e->id);
	free(d.s);
	return 0;
}
