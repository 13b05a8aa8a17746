/* otzma_play.c: an Otzma Card once played (Ackanomic R1240.1 E 9) and
 * Countering it. A card used in the public forum is recorded as a play,
 * named by the card's id: one with a Counter-Action takes effect at once
 * and may be Countered for otzma.counter_window (three days), its
 * Counter-Action then performed (E 9 a); one with none takes effect when
 * that window ends (the `otzma-effect` deadline) unless Countered first,
 * and then has no effect at all (E 9 b). Only Go Fish Counters (R1240.2
 * 2 a, E 9 c), at most once each (E 9 d); Shield keeps Go Fish off a play
 * (R1240.50). The Counter-Actions built: Foul Fowl's (R1240.11), Skeleton
 * Key's (R1240.16), Go Fish's (R1240.2 3), Shield's (R1240.50), Tactical
 * Retreat's and Paratroop's (R1240.9 3, R1240.10 3: pchess_retreat.c); the
 * delayed effects: Roulette Wheel (R1240.20) and Training Regime
 * (R1240.21). */
#include "society/otzma/otzma.h"

#include "econ/machine/machine.h"

#include "core/ctx.h"
#include "core/rng.h"
#include "core/undo.h"
#include "gov/crime/crime.h"
#include "games/pchess/pchess_game.h"
#include "gov/cycle/cycle.h"
#include "society/character/character.h"
#include "society/orgs/orgs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int effect_fire(ctx *c, const deadline *d);

/* R1240.1 E 9 b: a card with no Counter-Action takes effect when its
 * window to be Countered ends. */
const deadline_kind dl_otzma_effect = {"otzma-effect", "R1240.1 E 9 b", effect_fire, NULL};

/* R1240.21: the six Characteristics a Training Regime names. */
static const char *const trainable[] = {"strength", "dexterity", "constitution",
					"intelligence", "wisdom", "charisma"};
#define NTRAIN 6

otzma_play *otzma_play_find(const nomic *n, int card)
{
	const otzma *z = n->otzma;
	for (int i = 0; z && i < z->nplays; i++)
		if (z->plays[i]->card == card)
			return z->plays[i];
	return NULL;
}

/* A play named "#12" or "12". */
static otzma_play *play_named(const nomic *n, const char *word)
{
	if (word[0] == '#')
		word++;
	char *end;
	long id = strtol(word, &end, 10);
	return *word && !*end && id > 0 ? otzma_play_find(n, (int)id) : NULL;
}

otzma_play *otzma_play_add(ctx *c, const otzma_type *t, int card, int target, const char *arg,
			   int64_t aux)
{
	otzma *z = otzma_of(c);
	otzma_play *p = xcalloc(1, sizeof *p);
	p->card = card;
	p->type = t;
	p->player = c->actor->id;
	p->target = target;
	snprintf(p->arg, sizeof p->arg, "%s", arg ? arg : "");
	p->at = c->now;
	p->until = c->now + param_int(c->n, "otzma.counter_window");
	p->aux = aux;
	mut_append(c, (void ***)&z->plays, &z->nplays, &z->capplays, p, free);
	if (!t->counter)
		p->dl = deadline_add(c, p->until, &dl_otzma_effect, card, 0);
	return p;
}

/* ---- the delayed effects (E 9 b) and Go Fish's 3 a ---- */

/* R1240.20 ¶3: the card named becomes one of a type drawn by the
 * Probabilistic Method (R1240.1 III c weights, among all the types); if
 * that type's instance limit would be exceeded, it is destroyed instead. */
static int roulette_effect(ctx *c, const otzma_play *p)
{
	entity *e = entity_by_id(c->n, (int)p->aux);
	const otzma_type *old = otzma_type_of(e);
	if (!old || !owner_eq(e->owner, OWNER_PLAYER(p->player))) {
		ctx_say(c, "the Roulette Wheel #%d has no effect: the Otzma Card #%lld is no "
			"longer its player's (R1240.20 ¶3)", p->card, (long long)p->aux);
		return 0;
	}
	int w[64], total = 0, nt = otzma_type_count();
	for (int i = 0; i < nt; i++)
		total += w[i] = otzma_weight(otzma_type_at(i));
	rng_key(c->rng, "otzma.roulette", (uint64_t)p->card);
	int r = (int)rng_below(c->rng, (uint64_t)total), k = 0;
	while (r >= w[k])
		r -= w[k++];
	const otzma_type *t = otzma_type_at(k);
	int lim = otzma_type_limit(c->n, t), have = 0;
	const entities *es = entities_peek(c->n);
	for (int i = 0; es && i < es->n; i++)
		have += es->v[i] != e && otzma_type_of(es->v[i]) == t;
	char why[120];
	if (lim >= 0 && have >= lim) {
		snprintf(why, sizeof why, "R1240.20 ¶3: a Roulette Wheel drew %s, at its limit",
			 t->name);
		if (entity_destroy(c, e, why))
			return -1;
		ctx_say(c, "the Roulette Wheel #%d draws %s, whose limit (%d) would be "
			"exceeded: the Otzma Card #%lld is destroyed instead (R1240.20 ¶3)",
			p->card, t->name, lim, (long long)p->aux);
		return 0;
	}
	snprintf(why, sizeof why, "R1240.20 ¶3: a Roulette Wheel (#%d)", p->card);
	if (entity_set_switch(c, e, "type", t->word, why))
		return -1;
	ctx_say(c, "the Roulette Wheel #%d takes effect: the Otzma Card #%d, %s %s, becomes "
		"%s %s (%s; R1240.20 ¶3)", p->card, e->id, otzma_article(old), old->name,
		otzma_article(t), t->name, t->rule);
	return 0;
}

/* R1240.21: 1) the Characteristic named gains 2 and one drawn among the
 * others not at 3 loses 1; 2) one drawn among those not above 17 gains 1.
 * No Characteristic to draw: no effect. */
static int training_effect(ctx *c, const otzma_play *p)
{
	const charac_def *named = p->arg[0] ? charac_find(p->arg) : NULL;
	const charac_def *pool[NTRAIN];
	int np = 0;
	int64_t most = param_int(c->n, "otzma.training.random_max");
	for (int i = 0; i < NTRAIN; i++) {
		const charac_def *d = charac_find(trainable[i]);
		int64_t v = charac_value_of(c->n, p->player, d);
		if (named ? d != named && v > d->min : v <= most)
			pool[np++] = d;
	}
	const player *who = player_by_id(c->n, p->player);
	if (!np) {
		ctx_say(c, "the Training Regime #%d has no effect: no Characteristic may be "
			"drawn (R1240.21)", p->card);
		return 0;
	}
	rng_key(c->rng, "otzma.training", (uint64_t)p->card);
	const charac_def *d = pool[rng_below(c->rng, (uint64_t)np)];
	char why[96];
	snprintf(why, sizeof why, "R1240.21: a Training Regime (#%d)", p->card);
	if (named) {
		int64_t up = charac_change(c, p->player, named,
					   param_int(c->n, "otzma.training.gain"), why, CV_RECORD);
		int64_t down = charac_change(c, p->player, d,
					     -param_int(c->n, "otzma.training.loss"), why, CV_RECORD);
		ctx_say(c, "the Training Regime #%d takes effect: %s's %s rises to %lld, the "
			"Dungeonmaster draws %s, which falls to %lld (R1240.21 1)", p->card,
			who ? who->name : "?", named->name, (long long)up, d->name,
			(long long)down);
	} else {
		int64_t up = charac_change(c, p->player, d,
					   param_int(c->n, "otzma.training.random_gain"), why,
					   CV_RECORD);
		ctx_say(c, "the Training Regime #%d takes effect: the Dungeonmaster draws %s's "
			"%s, which rises to %lld (R1240.21 2)", p->card, who ? who->name : "?",
			d->name, (long long)up);
	}
	return 0;
}

static int delayed_effect(ctx *c, const otzma_play *p)
{
	if (strcmp(p->type->word, "roulette-wheel") == 0)
		return roulette_effect(c, p);
	if (strcmp(p->type->word, "training-regime") == 0)
		return training_effect(c, p);
	if (strcmp(p->type->word, "swinging-sale") == 0)
		return otzma_sale_effect(c, (otzma_play *)p);
	if (strcmp(p->type->word, "founders-boon") == 0) /* R1240.19: src/society/orgs */
		return church_boon_effect(c, p->player, (int)p->mark, (int)p->aux, p->named,
					  p->card);
	return 0;
}

static int effect_fire(ctx *c, const deadline *d)
{
	otzma_play *p = otzma_play_find(c->n, d->subject);
	if (!p || p->countered || p->done)
		return 0;
	UNDO_SET(c->j, p->done, 1);
	UNDO_SET(c->j, p->dl, 0);
	return delayed_effect(c, p);
}

/* ---- Counter-Actions (E 9 a) ---- */

/* R1240.2 3: a Go Fish Countered. */
static int go_fish_counter(ctx *c, const otzma_play *p)
{
	otzma_play *x = otzma_play_find(c->n, p->target);
	if (!x)
		return 0;
	const player *who = player_by_id(c->n, x->player);
	if (!x->type->counter) {
		/* 3 a: "identical to the effect of the Card it was used on". */
		ctx_say(c, "the Go Fish #%d is Countered: the effect of the %s #%d is carried "
			"out (R1240.2 3 a)", p->card, x->type->name, x->card);
		return delayed_effect(c, x);
	}
	/* 3 b: a new card of that type to the one who played it. */
	char buf[200];
	const char *no = otzma_cannot_create(c->n, c->now, x->type, buf, sizeof buf);
	if (no || !who) {
		ctx_say(c, "the Go Fish #%d is Countered; no %s may be created: %s "
			"(R1240.2 3 b)", p->card, x->type->name, no ? no : "no player");
		return 0;
	}
	entity *e = otzma_create(c, x->type, OWNER_PLAYER(who->id), "R1240.2 3 b: a Go Fish Countered");
	if (!e)
		return -1;
	ctx_say(c, "the Go Fish #%d is Countered: %s gets a new %s, the Otzma Card #%d "
		"(R1240.2 3 b)", p->card, who->name, x->type->name, e->id);
	return 0;
}

static int counter_action(ctx *c, otzma_play *p)
{
	const char *w = p->type->word;
	const player *who = player_by_id(c->n, p->player);
	if (strcmp(w, "foul-fowl") == 0) {
		/* R1240.11: "transferred to the player who played this card". */
		ctx_say(c, "the Counter-Action of the Foul Fowl #%d (R1240.11):", p->card);
		goose_move(c, p->player, "R1240.11: a Foul Fowl Countered", 0);
		return 0;
	}
	if (strcmp(w, "skeleton-key") == 0) {
		/* R1240.16: "returned to the last location e was in": the Gaol,
		 * for what was left of eir sentence. */
		if (crime_in_gaol(c->n, p->player) || p->aux <= 0)
			return 0;
		ctx_say(c, "the Counter-Action of the Skeleton Key #%d: %s is returned to the "
			"Gaol (R1240.16)", p->card, who ? who->name : "?");
		return gaol_sentence(c, p->player, p->aux, "R1240.16: a Skeleton Key Countered");
	}
	if (strcmp(w, "go-fish") == 0)
		return go_fish_counter(c, p);
	if (strcmp(w, "tactical-retreat") == 0) { /* R1240.9 3 */
		pchess_retreat_counter(c, p->card);
		return 0;
	}
	if (strcmp(w, "paratroop") == 0) { /* R1240.10 3 */
		pchess_para_counter(c, p->card);
		return 0;
	}
	if (strcmp(w, "shield") == 0) {
		/* R1240.50: Go Fish may again be played on the card, its deadline
		 * extended by the time the Shield was in effect. */
		otzma_play *x = otzma_play_find(c->n, p->target);
		if (!x || x->shield != p->card)
			return 0;
		UNDO_SET(c->j, x->shield, 0);
		gtime until = x->until + (c->now - p->at);
		UNDO_SET(c->j, x->until, until);
		if (x->dl)
			deadline_move(c, x->dl, until);
		char b[32];
		format_time(until, b, sizeof b);
		ctx_say(c, "the Shield #%d is Countered: a Go Fish may again be played on the "
			"%s #%d, until %s (R1240.50)", p->card, x->type->name, x->card, b);
		return 0;
	}
	if (strcmp(w, "map-shard") == 0)
		return otzma_shard_counter(c, p); /* R1240.3: otzma_shard.c */
	if (strcmp(w, "truthseeker") == 0)
		return machine_seek_counter(c, p->card); /* R1240.12: econ/machine */
	return otzma_more_counter(c, p); /* otzma_share.c, otzma_explore.c */
}

/* Why play x may not be Countered (or Shielded) now, or NULL. */
static const char *closed(const nomic *n, const otzma_play *x, gtime now)
{
	(void)n;
	if (x->countered)
		return "it has been Countered already (R1240.1 E 9 d)";
	if (x->done || now >= x->until)
		return "its three days have passed (R1240.1 E 9)";
	return NULL;
}

/* R1240.2 2: `otzma use GOFISH #X`. Checks only: the play is recorded and
 * the Counter performed by otzma_play_counter after the card is used. */
const char *otzma_go_fish_check(const nomic *n, gtime now, const char *arg, char *buf,
				size_t len)
{
	const otzma_play *x = arg ? play_named(n, arg) : NULL;
	if (!x) {
		snprintf(buf, len, "name the Otzma Card played that the Go Fish is used on: `otzma use "
			 "CARD #ID` (R1240.2 2 a)");
		return buf;
	}
	const char *no = closed(n, x, now);
	if (!no && x->shield)
		no = "a Shield was played on it (R1240.50)";
	if (!no && strcmp(x->type->word, "go-fish") == 0) {
		const otzma_play *y = otzma_play_find(n, x->target);
		if (y && strcmp(y->type->word, "go-fish") == 0)
			no = "that Go Fish was used on a Go Fish (R1240.2 2 b)";
	}
	if (!no)
		return NULL;
	snprintf(buf, len, "the %s #%d may not be Countered: %s", x->type->name, x->card, no);
	return buf;
}

/* R1240.50: `otzma use SHIELD #X`. */
const char *otzma_shield_check(const nomic *n, gtime now, const char *arg, char *buf, size_t len)
{
	const otzma_play *x = arg ? play_named(n, arg) : NULL;
	if (!x) {
		snprintf(buf, len, "name the Otzma Card played that the Shield is played on: `otzma "
			 "use CARD #ID` (R1240.50)");
		return buf;
	}
	const char *no = closed(n, x, now);
	if (!no && strcmp(x->type->word, "shield") == 0)
		no = "a Shield is played only on a card of a different type (R1240.50)";
	if (!no && x->shield)
		no = "a Shield was played on it already (R1240.50)";
	if (!no)
		return NULL;
	snprintf(buf, len, "no Shield may be played on the %s #%d: %s", x->type->name, x->card, no);
	return buf;
}

int otzma_play_target(const nomic *n, const char *arg)
{
	const otzma_play *x = play_named(n, arg);
	return x ? x->card : 0;
}

/* The Go Fish g Counters its target (checked by otzma_go_fish_check). */
int otzma_play_counter(ctx *c, const otzma_play *g)
{
	otzma_play *x = otzma_play_find(c->n, g->target);
	UNDO_SET(c->j, x->countered, g->card);
	if (x->dl) {
		deadline_cancel(c, x->dl);
		UNDO_SET(c->j, x->dl, 0);
	}
	if (!x->type->counter) {
		ctx_say(c, "the %s #%d is Countered and has no effect at all (R1240.1 E 9 b)",
			x->type->name, x->card);
		return 0;
	}
	ctx_say(c, "the %s #%d is Countered (R1240.1 E 9 a)", x->type->name, x->card);
	return counter_action(c, x);
}

/* R1240.50: the Shield s is played on its target. */
int otzma_play_shield(ctx *c, const otzma_play *s)
{
	otzma_play *x = otzma_play_find(c->n, s->target);
	UNDO_SET(c->j, x->shield, s->card);
	ctx_say(c, "no Go Fish may be played on the %s #%d (R1240.50)", x->type->name,
		x->card);
	return 0;
}

/* R1240.21: what is named at use: a Characteristic of the six, at most 16
 * (otzma.training.named_max), or "random" for choice 2. */
const char *otzma_training_check(const nomic *n, int pid, const char *arg, char *buf,
				 size_t len)
{
	if (!arg || strcasecmp(arg, "random") == 0)
		return NULL;
	for (int i = 0; i < NTRAIN; i++) {
		if (strcasecmp(arg, trainable[i]) != 0)
			continue;
		const charac_def *d = charac_find(arg);
		int64_t most = param_int(n, "otzma.training.named_max");
		if (charac_value_of(n, pid, d) > most) {
			snprintf(buf, len, "your %s is more than %lld (R1240.21 1)", d->name,
				 (long long)most);
			return buf;
		}
		return NULL;
	}
	snprintf(buf, len, "name Strength, Dexterity, Constitution, Intelligence, Wisdom or "
		 "Charisma, or `random` (R1240.21)");
	return buf;
}

/* ---- views ---- */

json_t *otzma_plays_json(const nomic *n)
{
	json_t *a = json_array();
	const otzma *z = n->otzma;
	for (int i = 0; z && i < z->nplays; i++) {
		const otzma_play *p = z->plays[i];
		const player *who = player_by_id(n, p->player);
		const player *named = p->named ? player_by_id(n, p->named) : NULL;
		json_t *o;
		json_array_append_new(
			a, o = json_pack("{s:i, s:s, s:s, s:o, s:s, s:I, s:I, s:o, s:o, s:b}", "card",
				     p->card, "type", p->type->word, "player", who ? who->name : "",
				     "on", p->target ? json_integer(p->target) : json_null(), "arg",
				     p->arg, "played", (json_int_t)p->at, "until", (json_int_t)p->until,
				     "countered_by", p->countered ? json_integer(p->countered) : json_null(),
				     "shield", p->shield ? json_integer(p->shield) : json_null(), "done",
				     p->done));
		/* R1240.6, 7, 17: the player named and the A$ named (taken). */
		json_object_set_new(o, "named", named ? json_string(named->name) : json_null());
		json_object_set_new(o, "amount", json_integer(p->amount));
	}
	return a;
}

/* The plays that may still be Countered (R1240.1 E 9). */
void otzma_plays_text(ctx *c)
{
	const otzma *z = c->n->otzma;
	for (int i = 0; z && i < z->nplays; i++) {
		const otzma_play *p = z->plays[i];
		if (p->countered || p->done || c->now >= p->until)
			continue;
		const player *who = player_by_id(c->n, p->player);
		char b[32];
		format_time(p->until, b, sizeof b);
		ctx_reply(c, "\n  played: #%d %s by %s%s%s, %s until %s%s", p->card, p->type->name,
			  who ? who->name : "?", p->arg[0] ? " on " : "", p->arg,
			  p->type->counter ? "may be Countered" : "takes effect unless Countered", b,
			  p->shield ? " (a Shield is on it)" : "");
	}
}
