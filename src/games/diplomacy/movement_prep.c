/* movement_prep.c — turns the submitted movement orders into one normalised
 * order per unit before resolution:
 *   - illegal orders (order_check.c) are reported and the unit holds;
 *   - a later order for the same unit replaces an earlier one;
 *   - whether an army moving to an adjacent province goes by convoy is
 *     decided here (DATC 4.A.3 preference: only if its own power orders a
 *     possible convoy for it, or the order says "via convoy", and some fleet
 *     is ordered to convoy it — 6.G.1 to 6.G.8);
 *   - supports and convoys are matched against what the other unit really
 *     does (a support naming a coast must name the coast the move uses, 6.B.9);
 *   - head-to-head pairs and the "moves into" lists are built.
 */
#include "games/diplomacy/movement.h"

#include <stdio.h>
#include <string.h>

static void set_note(dip_result *r, bool legal, const char *note)
{
	r->legal = legal;
	r->succeeded = false;
	r->dislodged = false;
	snprintf(r->note, sizeof r->note, "%s", note);
}

static void take_order(mv_ctx *c, const dip_order *o, const dip__checked *ck, int index)
{
	const dip_map *m = c->map;
	mv_order *mo = &c->ord[ck->unit];
	int src = mo->src, power = mo->power;
	*mo = (mv_order){ .kind = MV_HOLD, .power = power, .src = src, .dest = -1, .dest_loc = -1,
	                  .target = -1, .opposing = -1, .order_index = index };
	switch (o->kind) {
	case DIP_MOVE:
		mo->kind = MV_MOVE;
		mo->dest_loc = ck->dest;
		mo->dest = m->loc[ck->dest].prov;
		/* Provisional: a move that can only go by convoy does; an adjacent
		 * one is decided once every order is known. */
		mo->convoyed = ck->convoy_only;
		break;
	case DIP_SUPPORT:
		mo->kind = MV_SUPPORT;
		mo->target = ck->target_unit;
		mo->dest_loc = o->dest;
		mo->dest = o->dest >= 0 ? m->loc[o->dest].prov : -1;
		break;
	case DIP_CONVOY:
		mo->kind = MV_CONVOY;
		mo->target = ck->target_unit;
		mo->dest = m->loc[o->dest].prov;
		break;
	default:
		break;
	}
}

static bool convoy_matches(const mv_ctx *c, int f, int army)
{
	const mv_order *fo = &c->ord[f], *ao = &c->ord[army];
	return fo->kind == MV_CONVOY && fo->target == army && ao->kind == MV_MOVE && fo->dest == ao->dest;
}

/* DATC 6.G: an army that could walk goes by sea only if it means to. */
static void decide_convoy_intent(mv_ctx *c, const dip_order *orders)
{
	for (int a = 0; a < c->n; a++) {
		mv_order *ao = &c->ord[a];
		if (ao->kind != MV_MOVE || ao->convoyed || c->pos->units[a].type != DIP_ARMY)
			continue;
		bool via = ao->order_index >= 0 && orders[ao->order_index].via_convoy;
		bool own = false, any = false;
		for (int f = 0; f < c->n; f++)
			if (convoy_matches(c, f, a)) {
				any = true;
				own = own || c->ord[f].power == ao->power;
			}
		ao->convoyed = any && (via || own);
	}
}

static bool support_matches(const mv_ctx *c, int s)
{
	const mv_order *so = &c->ord[s], *to = &c->ord[so->target];
	if (so->dest < 0)
		return to->kind != MV_MOVE;
	if (to->kind != MV_MOVE || to->dest != so->dest)
		return false;
	/* A coast named in the support must be the one the fleet moves to;
	 * naming no coast supports whichever it uses (6.B.7, 6.B.9). */
	bool coast_named = so->dest_loc != so->dest;
	return !coast_named || c->pos->units[so->target].type != DIP_FLEET || so->dest_loc == to->dest_loc;
}

static void describe_void(mv_ctx *c, int u, dip_result *results)
{
	const mv_order *mo = &c->ord[u];
	if (mo->order_index < 0)
		return;
	dip_result *r = &results[mo->order_index];
	const dip_unit *t = &c->pos->units[mo->target];
	const char *tn = dip_loc_name(c->map, t->loc);
	if (mo->kind == MV_CONVOY)
		snprintf(r->note, sizeof r->note, "void: %s %s is not moving by convoy to %s",
		         dip__type_letter(t->type), tn, c->map->prov[mo->dest].abbr);
	else if (mo->dest < 0)
		snprintf(r->note, sizeof r->note, "void: %s %s is moving, not holding", dip__type_letter(t->type), tn);
	else
		snprintf(r->note, sizeof r->note, "void: %s %s is not moving to %s", dip__type_letter(t->type), tn,
		         dip_loc_name(c->map, mo->dest_loc));
}

static void link_lists(mv_ctx *c, dip_result *results)
{
	for (int p = 0; p < DIP_MAX_PROVINCES; p++)
		c->into_head[p] = -1;
	for (int u = 0; u < c->n; u++)
		c->sup_head[u] = c->conv_head[u] = -1;
	/* Walk backwards so each list comes out in unit order. */
	for (int u = c->n - 1; u >= 0; u--) {
		mv_order *mo = &c->ord[u];
		if (mo->kind == MV_MOVE) {
			c->into_next[u] = c->into_head[mo->dest];
			c->into_head[mo->dest] = u;
		} else if (mo->kind == MV_SUPPORT) {
			mo->matched = support_matches(c, u);
			if (mo->matched) {
				c->sup_next[u] = c->sup_head[mo->target];
				c->sup_head[mo->target] = u;
			} else {
				describe_void(c, u, results);
			}
		} else if (mo->kind == MV_CONVOY) {
			mo->matched = convoy_matches(c, u, mo->target) && c->ord[mo->target].convoyed;
			if (mo->matched) {
				c->conv_next[u] = c->conv_head[mo->target];
				c->conv_head[mo->target] = u;
			} else {
				describe_void(c, u, results);
			}
		}
	}
	for (int u = 0; u < c->n; u++) {
		mv_order *mo = &c->ord[u];
		if (mo->kind != MV_MOVE || mo->convoyed)
			continue;
		int v = c->unit_at[mo->dest];
		if (v >= 0 && c->ord[v].kind == MV_MOVE && !c->ord[v].convoyed && c->ord[v].dest == mo->src)
			mo->opposing = v;
	}
}

void dip__mv_prepare(mv_ctx *c, const dip_map *map, const dip_position *pos,
                     const dip_order *orders, int norders, dip_result *results)
{
	c->map = map;
	c->pos = pos;
	c->n = pos->nunits;
	c->ntaint = 0;
	c->lean = -1;
	c->next_serial = 0;
	for (int p = 0; p < DIP_MAX_PROVINCES; p++)
		c->unit_at[p] = -1;
	for (int u = 0; u < c->n; u++) {
		int p = map->loc[pos->units[u].loc].prov;
		c->unit_at[p] = u;
		c->ord[u] = (mv_order){ .kind = MV_HOLD, .power = pos->units[u].power, .src = p, .dest = -1,
		                        .dest_loc = -1, .target = -1, .opposing = -1, .order_index = -1 };
		c->state[u] = MV_UNRESOLVED;
		c->res[u] = false;
		c->active[u] = false;
		c->forced[u] = false;
		c->leans_on[u] = -1;
	}
	for (int i = 0; i < norders; i++) {
		char why[DIP_ERR_LEN - 32];
		dip__checked ck;
		if (dip__check(map, pos, &orders[i], &ck, why, sizeof why) < 0) {
			char note[DIP_ERR_LEN];
			snprintf(note, sizeof note, "illegal, unit holds: %s", why);
			set_note(&results[i], false, note);
			continue;
		}
		int prev = c->ord[ck.unit].order_index;
		if (prev >= 0)
			set_note(&results[prev], false, "replaced by a later order for the same unit");
		set_note(&results[i], true, "");
		take_order(c, &orders[i], &ck, i);
	}
	decide_convoy_intent(c, orders);
	link_lists(c, results);
}
