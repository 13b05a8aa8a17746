/* movement.c — a movement phase from start to finish: prepare the orders,
 * resolve every one, then build the next position (units moved, dislodged
 * units with where they were attacked from, standoff provinces) and write
 * one result per submitted order. Dislodged units with nowhere to retreat
 * are destroyed at once, as the rules say and the DATC expects. */
#include "games/diplomacy/movement.h"

#include <stdio.h>
#include <string.h>

static void note_move(const mv_ctx *c, int u, bool path_ok, dip_result *r)
{
	const mv_order *mo = &c->ord[u];
	const char *to = dip_loc_name(c->map, mo->dest_loc);
	if (c->res[u])
		snprintf(r->note, sizeof r->note, "moves to %s", to);
	else if (!path_ok)
		snprintf(r->note, sizeof r->note, "fails: no convoy route to %s", to);
	else
		snprintf(r->note, sizeof r->note, "fails to move to %s", to);
	r->succeeded = c->res[u];
}

static void note_result(mv_ctx *c, int u, dip_result *r)
{
	const mv_order *mo = &c->ord[u];
	switch (mo->kind) {
	case MV_MOVE:
		note_move(c, u, dip__mv_path(c, u), r);
		break;
	case MV_SUPPORT:
		if (mo->matched) {
			r->succeeded = c->res[u];
			snprintf(r->note, sizeof r->note, "%s", c->res[u] ? "support given" : "support cut");
		}
		break;
	case MV_CONVOY:
		if (mo->matched) {
			r->succeeded = c->res[u];
			snprintf(r->note, sizeof r->note, "%s", c->res[u] ? "convoys" : "convoy disrupted");
		}
		break;
	case MV_HOLD:
		r->succeeded = true;
		snprintf(r->note, sizeof r->note, "holds");
		break;
	}
}

static void append_note(dip_result *r, const char *text)
{
	size_t n = strlen(r->note);
	snprintf(r->note + n, sizeof r->note - n, "%s%s", n ? "; " : "", text);
}

/* The successful move into u's province, if u stayed and was dislodged. */
static int dislodger(mv_ctx *c, int u)
{
	const mv_order *mo = &c->ord[u];
	if (mo->kind == MV_MOVE && c->res[u])
		return -1;
	for (int v = c->into_head[mo->src]; v >= 0; v = c->into_next[v])
		if (c->res[v])
			return v;
	return -1;
}

int dip__adjudicate_movement(const dip_map *map, const dip_position *pos, const dip_order *orders,
                             int norders, dip_position *next, dip_result *results,
                             char *err, size_t errlen)
{
	(void)err;
	(void)errlen;
	mv_ctx c;
	dip__mv_prepare(&c, map, pos, orders, norders, results);
	for (int u = 0; u < c.n; u++)
		dip__mv_resolve(&c, u);

	dip_position *out = next;
	memcpy(out->owner, pos->owner, sizeof out->owner);
	out->phase = pos->phase;
	out->nunits = 0;
	out->ndislodged = 0;
	memset(out->contested, 0, sizeof out->contested);
	int by[DIP_MAX_UNITS], dislodged_unit[DIP_MAX_UNITS];
	for (int u = 0; u < c.n; u++) {
		dip_unit unit = pos->units[u];
		by[u] = dislodger(&c, u);
		if (by[u] >= 0) {
			const mv_order *att = &c.ord[by[u]];
			dislodged_unit[out->ndislodged] = u;
			out->dislodged[out->ndislodged++] = (dip_dislodged){
				.unit = unit, .attacker_from = att->convoyed ? -1 : att->src,
			};
			continue;
		}
		if (c.ord[u].kind == MV_MOVE && c.res[u])
			unit.loc = c.ord[u].dest_loc;
		out->units[out->nunits++] = unit;
	}
	/* A province is left contested when a move into it that could have
	 * stopped others (prevent strength > 0) failed and it ended up empty. */
	bool occupied[DIP_MAX_PROVINCES] = { false };
	for (int i = 0; i < out->nunits; i++)
		occupied[map->loc[out->units[i].loc].prov] = true;
	for (int p = 0; p < map->nprov; p++)
		for (int v = c.into_head[p]; v >= 0 && !occupied[p]; v = c.into_next[v])
			if (dip__mv_prevent_strength(&c, v) > 0)
				out->contested[p] = true;
	/* Keep only dislodged units that can retreat somewhere. */
	bool destroyed[DIP_MAX_UNITS] = { false };
	int kept = 0;
	for (int i = 0; i < out->ndislodged; i++) {
		if (dip__has_retreat(map, out, &out->dislodged[i]))
			out->dislodged[kept++] = out->dislodged[i];
		else
			destroyed[dislodged_unit[i]] = true;
	}
	out->ndislodged = kept;

	for (int u = 0; u < c.n; u++) {
		int i = c.ord[u].order_index;
		if (i < 0)
			continue;
		note_result(&c, u, &results[i]);
		if (by[u] >= 0) {
			results[i].dislodged = true;
			results[i].succeeded = c.ord[u].kind != MV_HOLD && results[i].succeeded;
			char what[DIP_ERR_LEN];
			snprintf(what, sizeof what, "dislodged from %s%s", map->prov[c.ord[u].src].abbr,
			         destroyed[u] ? ", destroyed: no retreat" : "");
			append_note(&results[i], what);
		}
	}
	if (out->ndislodged == 0)
		memset(out->contested, 0, sizeof out->contested);
	dip__advance_after_moves(map, pos->phase, out);
	return 0;
}
