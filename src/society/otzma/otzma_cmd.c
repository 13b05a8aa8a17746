/* otzma_cmd.c: the Otzma-Day and the RuneMaker's cards (Ackanomic
 * R1240.1 C), R1045's conversions of points, and the `otzma` view and its
 * JSON. The RuneMaker and the President are the holders of the offices so
 * named (core's offices: `office create RuneMaker`, R1240.1 ¶1 "The
 * optional office of RuneMaker exists"); the admin declares an Otzma-Day
 * as "any Rule" would (R1240.1 C 2), without notice. */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/rng.h"
#include "core/undo.h"
#include "games/pchess/pchess_special.h"

#include <stdio.h>
#include <string.h>

static int holds(const ctx *c, const char *office_name)
{
	const office *o = office_by_name(c->n, office_name);
	return c->kind == ACTOR_PLAYER && o && o->holder == c->actor->id;
}

/* `otzma declare IN`: R1240.1 C 2, 3. */
int otzma_cmd_declare(ctx *c, int argc, char **argv)
{
	(void)argc;
	int by_rule = c->kind == ACTOR_ADMIN;
	if (!by_rule && !holds(c, "President") && !holds(c, "RuneMaker"))
		return ctx_fail(c, "only the President, the RuneMaker or a Rule may declare an "
				"Otzma-Day (R1240.1 C 2)");
	int64_t in;
	if (parse_duration(argv[0], &in) && strcmp(argv[0], "0") != 0)
		return ctx_fail(c, "'%s' is not a duration (like 3d or 4d12h)", argv[0]);
	if (strcmp(argv[0], "0") == 0)
		in = 0;
	int64_t notice = param_int(c->n, "otzma.notice");
	char b[64];
	if (!by_rule && in < notice) {
		format_span(notice, b, sizeof b);
		return ctx_fail(c, "an Otzma-Day must be declared at least %s in advance (R1240.1 C 3)",
				b);
	}
	gtime start = c->now + in;
	const otzma *z0 = c->n->otzma;
	if (z0 && z0->day_start && c->now < z0->day_end) {
		format_time(z0->day_start, b, sizeof b);
		return ctx_fail(c, "an Otzma-Day is already declared, from %s (R1240.1 C 3)", b);
	}
	int64_t gap = param_int(c->n, "otzma.gap");
	if (z0 && z0->day_start && start < z0->day_end + gap) {
		format_time(z0->day_end + gap, b, sizeof b);
		return ctx_fail(c, "the next Otzma-Day may start at %s at the earliest: 10 days after "
				"the last one ended (R1240.1 C 3)", b);
	}
	otzma *z = otzma_of(c);
	if (z->day_start) {
		UNDO_SET(c->j, z->last_end, z->day_end);
		UNDO_SET(c->j, z->prev_start, z->day_start);
	}
	UNDO_SET(c->j, z->day_start, start);
	UNDO_SET(c->j, z->day_end, start + param_int(c->n, "otzma.length"));
	UNDO_SET(c->j, z->day_created, 0);
	undo_string(c->j, &z->day_by);
	z->day_by = xstrdup(by_rule ? "a Rule" : c->actor->name);
	char s[32], e[32];
	format_time(start, s, sizeof s);
	format_time(z->day_end, e, sizeof e);
	ctx_say(c, "%s declares an Otzma-Day from %s to %s (R1240.1 C 2, 3)", z->day_by, s, e);
	otzma_day_schedule(c);
	return 0;
}

/* `otzma end`: R1240.1 C 3 "or until the RuneMaker has declared the end". */
int otzma_cmd_end(ctx *c, int argc, char **argv)
{
	int priv = argc > 0 && strcasecmp(argv[0], "private") == 0;
	if (argc > 0 && !priv && strcasecmp(argv[0], "public") != 0)
		return ctx_fail(c, "`otzma end [public|private]`: the auctions at the end (R1240.1 C g)");
	if (!holds(c, "RuneMaker"))
		return ctx_fail(c, "only the RuneMaker may declare the end of an Otzma-Day "
				"(R1240.1 C 3)");
	if (!otzma_day_on(c->n, c->now))
		return ctx_fail(c, "no Otzma-Day is running (R1240.1 C 3)");
	otzma *z = otzma_of(c);
	UNDO_SET(c->j, z->day_end, c->now);
	ctx_say(c, "%s declares the end of the Otzma-Day: %d Otzma Card%s created (R1240.1 C 3)",
		c->actor->name, z->day_created, z->day_created == 1 ? "" : "s");
	return otzma_day_close(c, priv);
}

/* R1240.1 III c: Normal 3, Rare 1 (a third), Common 9 (three times). */
int otzma_weight(const otzma_type *t)
{
	return t->cls == OTZ_COMMON ? 9 : t->cls == OTZ_RARE ? 1 : 3;
}

/* `otzma create TYPE`: R1240.1 C 1, III a-c, f. */
int otzma_cmd_create(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (!holds(c, "RuneMaker"))
		return ctx_fail(c, "only the RuneMaker creates Otzma Cards (R1240.1 C 1)");
	if (!otzma_day_on(c->n, c->now))
		return ctx_fail(c, "the RuneMaker can only create Otzma Cards on Otzma-Days "
				"(R1240.1 C 1)");
	const otzma_type *t = otzma_type_find(argv[0]);
	if (!t)
		return ctx_fail(c, "no Otzma Card type '%s' (`otzma` lists them)", argv[0]);
	int lsap = otzma_lsap(c->n);
	if (c->n->otzma->day_created >= lsap)
		return ctx_fail(c, "the RuneMaker may create at most %d Otzma Card%s on this "
				"Otzma-Day, its LSAP (R1240.1 C 4, III e)", lsap, lsap == 1 ? "" : "s");
	char buf[200];
	const char *no = otzma_cannot_create(c->n, c->now, t, buf, sizeof buf);
	if (no)
		return ctx_fail(c, "%s", no);
	/* R1240.1 III a: the method of this one card, Deterministic (0) or
	 * Probabilistic (1) with equal probabilities; keyed by the Otzma-Day
	 * (its start), the n-th draw of the day for its n-th card. */
	rng_key(c->rng, "otzma.method", (uint64_t)c->n->otzma->day_start);
	int prob = (int)rng_below(c->rng, 2);
	const otzma_type *got = t;
	if (prob) {
		int total = 0, w[32];
		for (int i = 0; i < otzma_type_count(); i++) {
			const otzma_type *u = otzma_type_at(i);
			w[i] = otzma_cannot_create(c->n, c->now, u, buf, sizeof buf)
				       ? 0
				       : otzma_weight(u);
			total += w[i];
		}
		/* R1240.1 III c: a type by F-Designation, for this Otzma-Day. */
		rng_key(c->rng, "otzma.type", (uint64_t)c->n->otzma->day_start);
		int r = (int)rng_below(c->rng, (uint64_t)total);
		for (int i = 0; i < otzma_type_count(); i++) {
			if (r < w[i]) {
				got = otzma_type_at(i);
				break;
			}
			r -= w[i];
		}
	}
	entity *e = otzma_create(c, got, OWNER_TREASURY, "R1240.1 C: the RuneMaker on an Otzma-Day");
	if (!e)
		return -1;
	otzma *z = otzma_of(c);
	UNDO_SET(c->j, z->day_created, z->day_created + 1);
	ctx_say(c, "%s creates the Otzma Card #%d, %s %s (%s), by the %s method (R1240.1 III a)",
		c->actor->name, e->id, otzma_article(got), got->name, got->rule, prob ? "Probabilistic" : "Deterministic");
	otzma_duty_done(c);
	return 0;
}

static int too_soon(ctx *c, gtime last, int card, const char *what)
{
	int64_t gap = param_int(c->n, "otzma.convert_gap");
	if (last && c->now - last < gap) {
		char b[32];
		format_time(last + gap, b, sizeof b);
		return ctx_fail(c, "you made %s in the prior 14 days; wait until %s (R1045 %s)",
				card ? "an Otzma Card conversion" : "a Bonus Vote conversion", b,
				what);
	}
	return 0;
}

/* R1045 c, `convert piece N TYPE for SWINGER`: Party Chess's
 * (src/games/pchess/pchess_buy.c), declared here so society does not
 * include the games. */
int pchess_cmd_convert(ctx *c, int argc, char **argv);

/* `convert card 10|15|20` and `convert vote`: R1045 a, b. */
int otzma_cmd_convert(ctx *c, int argc, char **argv)
{
	if (strcasecmp(argv[0], "piece") == 0)
		return pchess_cmd_convert(c, argc, argv);
	if (strcasecmp(argv[0], "benefyt") == 0) /* R1045 d: src/games/pchess */
		return pchess_convert_benefyt(c, argc, argv);
	int card = strcasecmp(argv[0], "card") == 0;
	if (!card && strcasecmp(argv[0], "vote") != 0)
		return ctx_fail(c, "convert what? `convert card 10|15|20`, `convert vote`, `convert piece N TYPE for "
					"SWINGER` or `convert benefyt` (R1045)");
	if (card != (argc == 2))
		return ctx_fail(c, card ? "name the points: `convert card 10`, `15` or `20` (R1045 a)"
					: "`convert vote` takes nothing more (R1045 b)");
	const currency *pts = currency_by_name(c->n, "points");
	if (!pts)
		return ctx_fail(c, "this nomic keeps no points (R1045)");
	int pid = c->actor->id;
	const otzma_pl *rec = otzma_pl_peek(c->n, pid);
	int64_t cost;
	enum otzma_class top = OTZ_RARE;
	if (card) {
		if (strcmp(argv[1], "10") == 0)
			top = OTZ_COMMON, cost = param_int(c->n, "otzma.convert.common");
		else if (strcmp(argv[1], "15") == 0)
			top = OTZ_NORMAL, cost = param_int(c->n, "otzma.convert.normal");
		else if (strcmp(argv[1], "20") == 0)
			cost = param_int(c->n, "otzma.convert.any");
		else
			return ctx_fail(c, "a card conversion is of 10, 15 or 20 points, not '%s' "
					"(R1045 a)", argv[1]);
		if (too_soon(c, rec ? rec->card_conv : 0, 1, "a (iv)"))
			return -1;
	} else {
		cost = param_int(c->n, "otzma.convert.vote");
		if (too_soon(c, rec ? rec->vote_conv : 0, 0, "b (ii)"))
			return -1;
	}
	int64_t have = balance(c->n, pid, pts->id);
	if (have - cost < 0)
		return ctx_fail(c, "you have %lld points: converting %lld would leave you negative "
				"(R1045 ¶2)", (long long)have, (long long)cost);
	const otzma_type *got = NULL;
	if (card) {
		if (otzma_count_of(c->n, pid) >= param_int(c->n, "otzma.max_player"))
			return ctx_fail(c, "you own %d Otzma Cards, the most a player may (R1240.1 ¶2)",
					otzma_count_of(c->n, pid));
		const otzma_type *pool[32];
		int np = 0;
		char buf[200], why[200] = "";
		for (int i = 0; i < otzma_type_count(); i++) {
			const otzma_type *u = otzma_type_at(i);
			if (u->cls > top)
				continue;
			const char *no = otzma_cannot_create(c->n, c->now, u, buf, sizeof buf);
			if (no)
				snprintf(why, sizeof why, "%s", no);
			else
				pool[np++] = u;
		}
		if (!np)
			return ctx_fail(c, "no Otzma Card type%s may be created (R1045 a): %s",
					top == OTZ_COMMON   ? " with an F-Designation of Common"
					: top == OTZ_NORMAL ? " of F-Designation Normal or Common"
							    : "",
					*why ? why : "the rules define none");
		/* R1045 a: a type among the allowed ones, each equally likely
		 * (docs/RULINGS.md); keyed by the converting player. */
		rng_key(c->rng, "otzma.convert", (uint64_t)pid);
		got = pool[rng_below(c->rng, (uint64_t)np)];
	}
	if (ledger_add(c, pid, pts, -cost))
		return -1;
	entity *e = card ? otzma_create(c, got, OWNER_PLAYER(pid), "R1045 a: converted from points")
			 : entity_create(c, entity_kind_find("bonusvote"), NULL, OWNER_PLAYER(pid),
					 "R1045 b: converted from points");
	if (!e)
		return -1;
	otzma_pl *p = otzma_pl_of(c, pid);
	if (card) {
		UNDO_SET(c->j, p->card_conv, c->now);
		ctx_say(c, "%s converts %lld points into the Otzma Card #%d, %s %s (%s) (R1045 a)",
			c->actor->name, (long long)cost, e->id, otzma_article(got), got->name, got->rule);
	} else {
		UNDO_SET(c->j, p->vote_conv, c->now);
		ctx_say(c, "%s converts %lld points into a Bonus Vote (#%d) (R1045 b)", c->actor->name,
			(long long)cost, e->id);
	}
	return 0;
}

static int type_count(const nomic *n, const otzma_type *t)
{
	int k = 0;
	const entities *es = entities_peek(n);
	for (int i = 0; es && i < es->n; i++)
		k += otzma_type_of(es->v[i]) == t;
	return k;
}

json_t *otzma_json(const nomic *n, gtime now)
{
	json_t *ty = json_array(), *cards = json_array();
	for (int i = 0; i < otzma_type_count(); i++) {
		const otzma_type *t = otzma_type_at(i);
		int lim = otzma_type_limit(n, t);
		json_array_append_new(
			ty, json_pack("{s:s, s:s, s:s, s:s, s:o, s:i, s:b, s:b}", "type", t->word,
				      "name", t->name, "rule", t->rule, "class",
				      otzma_class_name(t->cls), "limit",
				      lim < 0 ? json_null() : json_integer(lim), "count",
				      type_count(n, t), "counter_action", t->counter, "built",
				      t->built));
	}
	const entities *es = entities_peek(n);
	char b[64];
	for (int i = 0; es && i < es->n; i++) {
		const otzma_type *t = otzma_type_of(es->v[i]);
		if (t)
			json_array_append_new(cards, json_pack("{s:i, s:s, s:s}", "id", es->v[i]->id,
							       "type", t->word, "owner",
							       owner_name(n, es->v[i]->owner, b,
									  sizeof b)));
	}
	const otzma *z = n->otzma;
	json_t *day = json_null();
	if (z && z->day_start)
		day = json_pack("{s:I, s:I, s:s, s:b, s:i, s:i}", "start", (json_int_t)z->day_start,
				"end", (json_int_t)z->day_end, "declared_by",
				z->day_by ? z->day_by : "", "running", otzma_day_on(n, now),
				"created", z->day_created, "lsap", otzma_lsap(n));
	return json_pack("{s:o, s:o, s:o, s:i, s:I, s:I, s:i, s:I, s:o}", "types", ty, "cards",
			 cards, "plays", otzma_plays_json(n),
			 "count", (int)json_array_size(cards), "max", (json_int_t)param_int(n, "otzma.max"),
			 "max_player", (json_int_t)param_int(n, "otzma.max_player"),
			 "created_last_7_days", otzma_made_recently(n, now), "max_7_days",
			 (json_int_t)param_int(n, "otzma.max_window"), "day", day);
}

/* `otzma` (`cards`): the types, their limits and counts, the cards, the
 * Otzma-Day. */
int otzma_cmd_list(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const nomic *n = c->n;
	int all = entity_count_all(n, entity_kind_find("otzma"));
	ctx_reply(c, "Otzma Cards: %d of at most %lld; %d created in the last 7 days of at most "
		  "%lld (R1240.1)", all, (long long)param_int(n, "otzma.max"),
		  otzma_made_recently(n, c->now), (long long)param_int(n, "otzma.max_window"));
	for (int i = 0; i < otzma_type_count(); i++) {
		const otzma_type *t = otzma_type_at(i);
		int lim = otzma_type_limit(n, t);
		char l[32];
		if (lim < 0)
			snprintf(l, sizeof l, "no limit");
		else
			snprintf(l, sizeof l, "at most %d", lim);
		ctx_reply(c, "\n  %s (%s): %s, %d, %s%s", t->name, t->rule, otzma_class_name(t->cls),
			  type_count(n, t), l, t->built ? "" : "; its effect is not built");
	}
	const entities *es = entities_peek(n);
	char b[64];
	for (int i = 0; es && i < es->n; i++) {
		const otzma_type *t = otzma_type_of(es->v[i]);
		if (t)
			ctx_reply(c, "\n  #%d %s: %s", es->v[i]->id, t->name,
				  owner_name(n, es->v[i]->owner, b, sizeof b));
	}
	otzma_plays_text(c);
	const otzma *z = n->otzma;
	if (z && z->day_start) {
		char s[32], e[32];
		format_time(z->day_start, s, sizeof s);
		format_time(z->day_end, e, sizeof e);
		ctx_reply(c, "\nOtzma-Day (declared by %s): %s to %s, LSAP %d, %d created, %s",
			  z->day_by ? z->day_by : "?", s, e, otzma_lsap(n), z->day_created,
			  otzma_day_on(n, c->now) ? "running"
			  : c->now < z->day_start ? "to come"
						   : "over");
	}
	return 0;
}
