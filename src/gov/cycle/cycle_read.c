/* cycle_read.c: what the cycle shows (R666 j's number, R603's Magic
 * Number, R666 c-d's entities, R667's Fat Lady and R901's Tuba), as text (`cycle`) and as JSON
 * (GET /api/v1/cycle); and R668's Egg, the one entity a player uses. The
 * Eggs, the Grapefruit, the Cloaks and the Badges are read from the
 * entities (econ/entities.h). */
#include "core/params.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"
#include "econ/entities.h"

#include <stdio.h>
#include <stdlib.h>

static void plural(sbuf *b, int k, const char *one, const char *many, int *first)
{
	if (!k)
		return;
	if (k == 1)
		sbuf_printf(b, "%s%s", *first ? "" : ", ", one);
	else
		sbuf_printf(b, "%s%d %s", *first ? "" : ", ", k, many);
	*first = 0;
}

/* What one player holds of the cycle's entities. */
typedef struct held {
	int player, grapefruit, cloaks, badges, eggs, bonus_votes, silver_moons;
} held;

static held held_by(const nomic *n, int pid)
{
	ent_owner o = OWNER_PLAYER(pid);
	held h = {pid, entity_count(n, entity_kind_find("grapefruit"), o),
		  entity_count(n, entity_kind_find("cloak"), o),
		  entity_count(n, entity_kind_find("badge"), o),
		  entity_count(n, entity_kind_find("egg"), o),
		  entity_count(n, entity_kind_find("bonusvote"), o),
		  entity_count(n, entity_kind_find("moon"), o)};
	return h;
}

static int held_any(const held *h)
{
	return h->grapefruit || h->cloaks || h->badges || h->eggs || h->bonus_votes ||
	       h->silver_moons;
}

/* The holders in the order the cycle first gave them something, then any
 * other player who holds one of its entities (one given an Egg by a
 * trade), by id. Returns how many; *out is the caller's to free. */
static int holders(const nomic *n, held **out)
{
	const cycle_state *s = cycle_peek(n);
	int k = 0;
	held *v = xcalloc((size_t)n->nplayers + 1, sizeof *v);
	for (int i = 0; s && i < s->nassets; i++) {
		held h = held_by(n, s->assets[i]->player);
		if (held_any(&h))
			v[k++] = h;
	}
	for (int i = 0; i < n->nplayers; i++) {
		int pid = n->players[i]->id;
		if (cycle_assets_of(n, pid))
			continue;
		held h = held_by(n, pid);
		if (held_any(&h))
			v[k++] = h;
	}
	*out = v;
	return k;
}

int cycle_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const nomic *n = c->n;
	const cycle_state *s = cycle_peek(n);
	char t[40];
	format_time(cycle_began(n), t, sizeof t);
	ctx_reply(c, "cycle %d, begun %s (R666 j); Magic Number %lld, base value %lld (R603)",
		  cycle_number(n), t, (long long)param_int(n, "magic.number"),
		  (long long)param_int(n, "magic.base"));
	for (int i = 0; s && i < s->nhistory; i++) {
		const cycle_record *r = s->history[i];
		char e[40];
		format_time(r->ended, e, sizeof e);
		ctx_reply(c, "\ncycle %d: won by %s by Rule %s (%s), ended %s", r->number,
			  holder_name(n, r->winner), r->rule, r->how, e);
	}
	if (cycle_goose_holder(n))
		ctx_reply(c, "\nthe Chartreuse Goose: %s (R620)", holder_name(n, cycle_goose_holder(n)));
	/* R667: her state once a cycle has been won or the Tuba given. */
	if (s && (s->nhistory || cycle_tuba_holder(n))) {
		sbuf f = {0};
		fatlady_show(n, &f, 0);
		ctx_reply(c, "\n%s", f.s);
		free(f.s);
	}
	if (s && s->winner_title)
		ctx_reply(c, "\nwinner of the cycle: %s (R666 c)", holder_name(n, s->winner_title));
	held *hv;
	int nh = holders(n, &hv);
	for (int i = 0; i < nh; i++) {
		const held *a = &hv[i];
		sbuf b = {0};
		int first = 1;
		if (a->grapefruit) {
			sbuf_add(&b, "the Right-Handed Grapefruit");
			first = 0;
		}
		plural(&b, a->cloaks, "a Champion's Cloak", "Champion's Cloaks", &first);
		plural(&b, a->badges, "a Badge of Glory", "Badges of Glory", &first);
		plural(&b, a->eggs, "a Chartreuse Goose Egg", "Chartreuse Goose Eggs", &first);
		plural(&b, a->bonus_votes, "a Bonus Vote", "Bonus Votes", &first);
		plural(&b, a->silver_moons, "a Silver Moon", "Silver Moons", &first);
		if (b.len)
			ctx_reply(c, "\n%s: %s", holder_name(n, a->player), b.s);
		free(b.s);
	}
	free(hv);
	return 0;
}

/* R668: "A player who owns a Chartreuse Goose Egg may reduce his own score
 * to zero at any time by informing the Scorekeeper that he is doing so,
 * provided that his score is greater than zero." The Egg stays: "Chartreuse
 * Goose Eggs have no other power", and nothing says it is used up. */
int cycle_cmd_egg(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (!entity_count(c->n, entity_kind_find("egg"), OWNER_PLAYER(c->actor->id)))
		return ctx_fail(c, "you own no Chartreuse Goose Egg (R668)");
	const currency *pts = currency_by_name(c->n, "points");
	int64_t s = pts ? balance(c->n, c->actor->id, pts->id) : 0;
	if (s <= 0)
		return ctx_fail(c, "your score is %lld, not greater than zero (R668)", (long long)s);
	ledger_set(c, c->actor->id, pts, 0);
	ctx_reply(c, "%s uses a Chartreuse Goose Egg: eir score goes from %lld to 0 (R668)",
		  c->actor->name, (long long)s);
	ctx_announce(c, "%s uses a Chartreuse Goose Egg: eir score goes from %lld to 0 (R668)",
		     c->actor->name, (long long)s);
	return 0;
}

json_t *cycle_json(const nomic *n)
{
	const cycle_state *s = cycle_peek(n);
	char t[40];
	format_time(cycle_began(n), t, sizeof t);
	json_t *hist = json_array(), *assets = json_array();
	for (int i = 0; s && i < s->nhistory; i++) {
		const cycle_record *r = s->history[i];
		char b[40], e[40];
		format_time(r->began, b, sizeof b);
		format_time(r->ended, e, sizeof e);
		json_array_append_new(hist, json_pack("{s:i, s:s, s:s, s:s, s:s, s:s}", "cycle",
						      r->number, "began", b, "ended", e, "winner",
						      holder_name(n, r->winner), "rule", r->rule,
						      "how", r->how));
	}
	held *hv;
	int nh = holders(n, &hv);
	for (int i = 0; i < nh; i++) {
		const held *a = &hv[i];
		json_array_append_new(assets,
				      json_pack("{s:s, s:b, s:i, s:i, s:i, s:i, s:i}", "player",
						holder_name(n, a->player), "grapefruit",
						a->grapefruit, "cloaks", a->cloaks,
						"badges", a->badges, "eggs", a->eggs,
						"bonus_votes", a->bonus_votes, "silver_moons",
						a->silver_moons));
	}
	free(hv);
	return json_pack("{s:i, s:s, s:I, s:I, s:o, s:o, s:o, s:o, s:o, s:o, s:o}", "cycle",
			 cycle_number(n),
			 "began", t, "magic_number", (json_int_t)param_int(n, "magic.number"),
			 "magic_base", (json_int_t)param_int(n, "magic.base"), "winner_of_the_cycle",
			 s && s->winner_title ? json_string(holder_name(n, s->winner_title))
					      : json_null(),
			 "past", hist, "assets", assets, "goose",
			 cycle_goose_holder(n) ? json_string(holder_name(n, cycle_goose_holder(n)))
					       : json_null(),
			 "fat_lady", fatlady_json(n), "great_tuba",
			 cycle_tuba_holder(n) ? json_string(holder_name(n, cycle_tuba_holder(n)))
					      : json_null(),
			 "commission", commission_json(n));
}
