/* cycle_end.c: the end of a cycle (Ackanomic R666 a-n), carried out in
 * the event in which the cycle is won (cycle_module.c hears "cycle-win").
 *
 * Each step as R666 writes it, in its order, as far as the server keeps
 * the entities it names; what it does not keep is in docs/RULINGS.md
 * ("The cycle (issue 15)"). The Eggs, the Grapefruit, the Cloaks and the
 * Badges are entities (econ/entities.h, issue 16); the Agenda Hats and
 * Nemesis Eggplants (b, and R607's (m)) are src/gov/agenda's. Not kept:
 * Trinkets and organisations (e), the Afterlife (k), the Goose (l). R611's
 * (m) is src/gov/cheese's, R670's call commission.c's. R666 f's awards
 * are the Treasury's obligations (R505 II, treasury_pay) from level 6
 * (`treasury.obligations`). */
#include "core/players.h"
#include "gov/agenda/agenda.h"
#include "gov/cheese/cheese.h"
#include "gov/crime/crime.h"
#include "core/params.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"
#include "gov/gov.h"
#include "econ/entities.h"
#include "econ/treasury/treasury.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What everyone hears, and the actor too (the clock's reply is the log's). */
static void say(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(ctx *c, const char *fmt, ...)
{
	char line[600];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	ctx_reply(c, "%s%s", c->out.len ? "\n" : "", line);
	ctx_announce(c, "%s", line);
}

static int is_player(const player *p)
{
	return p && p->state != PS_NONPLAYER;
}

static int is_prime(int64_t v)
{
	if (v < 2)
		return 0;
	for (int64_t d = 2; d * d <= v; d++)
		if (v % d == 0)
			return 0;
	return 1;
}

/* R666 i: "the smallest prime number greater than (the current Magic
 * Number*1.2)", the factor in hundredths: exact, no floating point. */
static int64_t prime_above(int64_t mn, int64_t pct)
{
	int64_t p = mn * pct / 100 + 1; /* the least whole number greater */
	while (!is_prime(p))
		p++;
	return p;
}

/* An entity R666 creates (econ/entities.h). One whose rule is not in
 * force is not created, and the step says so instead of failing the
 * win: R666 itself still ends the cycle. */
static entity *make(ctx *c, const char *word, int owner, const char *why)
{
	char whynot[300];
	entity *e = cycle_give(c, word, owner, why, whynot, sizeof whynot);
	if (!e)
		say(c, "no %s is created: %s", entity_kind_find(word)->name, whynot);
	return e;
}

/* R666 b: the Eggs and the Grapefruit are destroyed, whoever owns them. */
static void destroy_eggs_and_fruit(ctx *c)
{
	const entity_kind *egg = entity_kind_find("egg"), *fruit = entity_kind_find("grapefruit");
	int eggs = entity_destroy_all(c, egg, OWNER_NOBODY, 1, "R666 b");
	if (eggs)
		say(c, "%d Chartreuse Goose Egg%s destroyed (R666 b)", eggs,
		    eggs == 1 ? " is" : "s are");
	const entities *s = entities_peek(c->n);
	for (int i = 0; s && i < s->n; i++) {
		entity *e = s->v[i];
		if (e->kind != fruit)
			continue;
		char b[32];
		char *who = xstrdup(owner_name(c->n, e->owner, b, sizeof b));
		if (entity_destroy(c, e, "R666 b") == 0)
			say(c, "%s's Right-Handed Grapefruit is destroyed (R666 b)", who);
		free(who);
		break; /* unique (R500.3) */
	}
}

/* R666 c, R669: the title, the Grapefruit and the Cloak. */
static void crown(ctx *c, cycle_state *s, int winner)
{
	const char *name = holder_name(c->n, winner);
	UNDO_SET(c->j, s->winner_title, winner);
	make(c, "grapefruit", winner, "R666 c");
	make(c, "cloak", winner, "R666 c");
	say(c, "%s is given the title of winner of the cycle, a Right-Handed Grapefruit and a "
	    "Champion's Cloak (R666 c)", name);
	const entity_kind *cloak = entity_kind_find("cloak");
	if (entity_count(c->n, cloak, OWNER_PLAYER(winner)) >= 2) {
		/* "one of them is instantly transformed": the older Cloak is
		 * destroyed and a Badge of Glory created in its place. */
		entity *old = entity_first(c->n, cloak, OWNER_PLAYER(winner));
		if (entity_destroy(c, old, "R666 c: transformed into a Badge of Glory") == 0 &&
		    make(c, "badge", winner, "R666 c: a Champion's Cloak transformed"))
			say(c, "%s has two Champion's Cloaks: one is transformed into a Badge of "
			    "Glory (R666 c)", name);
	}
}

/* R666 d: an Egg for every player with zero or fewer points. */
static void give_eggs(ctx *c, const currency *pts)
{
	sbuf who = {0};
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		/* R250 VI d: one On Ice "never gain[s] ... entities". */
		if (!is_player(p) || p->state == PS_ONICE || balance(c->n, p->id, pts->id) > 0)
			continue;
		if (make(c, "egg", p->id, "R666 d"))
			sbuf_printf(&who, "%s%s", who.len ? ", " : "", p->name);
	}
	if (who.len)
		say(c, "a Chartreuse Goose Egg for each player with zero or fewer points: %s "
		    "(R666 d)", who.s);
	free(who.s);
}

/* R666 e ii-iv: The List, in decreasing order of Total Wealth (ties by
 * player number), and its random transfers. */
static void the_list(ctx *c, const currency *ad)
{
	int n = 0;
	int *list = xcalloc((size_t)c->n->nplayers + 1, sizeof *list);
	for (int i = 0; i < c->n->nplayers; i++)
		if (is_player(c->n->players[i]))
			list[n++] = c->n->players[i]->id;
	for (int i = 1; i < n; i++) /* insertion sort: stable, so ties keep id order */
		for (int k = i; k > 0 && balance(c->n, list[k], ad->id) >
					      balance(c->n, list[k - 1], ad->id); k--) {
			int t = list[k];
			list[k] = list[k - 1];
			list[k - 1] = t;
		}
	int64_t share = param_int(c->n, "cycle.share");
	rng_key(c->rng, "cycle.list", (uint64_t)c->now);
	for (;;) {
		/* iv: "at least two entities still on The List, one of which is
		 * a player and the other of which has positive wealth" (every
		 * entity on it is a player here). */
		int rich = 0;
		for (int i = 0; i < n; i++)
			rich += balance(c->n, list[i], ad->id) > 0;
		if (n < 2 || !rich)
			break;
		/* iii: a random entity of the first half (n / 2 of them) ... */
		int d = (int)rng_below(c->rng, (uint64_t)(n / 2));
		/* ... to "the active player lowest on The List": not the donor. */
		int r = -1;
		for (int i = n - 1; i >= 0 && r < 0; i--)
			if (i != d && player_is_active(player_by_id(c->n, list[i])))
				r = i;
		if (r < 0)
			break;
		int64_t amount = balance(c->n, list[d], ad->id) * share / 100;
		if (amount > 0 && ledger_move(c, list[d], list[r], ad, amount) == 0)
			say(c, "The List: %s gives A$%lld to %s (R666 e iii)",
			    holder_name(c->n, list[d]), (long long)amount,
			    holder_name(c->n, list[r]));
		else
			say(c, "The List: %s gives nothing to %s: 5%% of eir wealth is A$0 "
			    "(R666 e iii)", holder_name(c->n, list[d]), holder_name(c->n, list[r]));
		int lo = d < r ? d : r, hi = d < r ? r : d;
		memmove(list + hi, list + hi + 1, (size_t)(n - hi - 1) * sizeof *list);
		memmove(list + lo, list + lo + 1, (size_t)(n - lo - 2) * sizeof *list);
		n -= 2;
	}
	free(list);
}

/* R666 e: the wealth tax when circulation exceeds the Treasury. Total
 * Wealth (R505's definition) is A$ here: the server keeps no Trinkets. */
static void wealth(ctx *c, const currency *ad)
{
	int64_t circ = 0, in_treasury = balance(c->n, 0, ad->id);
	for (int i = 0; i < c->n->nplayers; i++)
		if (is_player(c->n->players[i]))
			circ += balance(c->n, c->n->players[i]->id, ad->id);
	if (circ <= in_treasury) {
		say(c, "A$%lld in circulation does not exceed the Treasury's A$%lld: no tax "
		    "(R666 e)", (long long)circ, (long long)in_treasury);
		return;
	}
	say(c, "A$%lld in circulation exceeds the Treasury's A$%lld (R666 e)", (long long)circ,
	    (long long)in_treasury);
	int64_t tax = param_int(c->n, "cycle.tax");
	sbuf paid = {0};
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		int64_t have = is_player(p) ? balance(c->n, p->id, ad->id) : 0;
		int64_t part = have * tax / 100;
		if (have > 0 && part > 0 && ledger_move(c, p->id, 0, ad, part) == 0)
			sbuf_printf(&paid, "%s%s A$%lld", paid.len ? ", " : "", p->name,
				    (long long)part);
	}
	if (paid.len)
		say(c, "%lld%% of each Total Wealth to the Treasury: %s (R666 e i)",
		    (long long)tax, paid.s);
	free(paid.s);
	the_list(c, ad);
}

/* R666 f through the Treasury's obligations (R505 II): every award is
 * required at once, so a short Treasury first takes On Ice players' 10%,
 * then pays each in proportion (treasury_pay), while treasury.obligations
 * is 1 (nomics begun at level 6). */
static void pay_points_owed(ctx *c, const currency *pts)
{
	int np = c->n->nplayers, k = 0;
	treasury_due *dues = xcalloc((size_t)np + 1, sizeof *dues);
	int64_t *score = xcalloc((size_t)np + 1, sizeof *score);
	for (int i = 0; i < np; i++) {
		const player *p = c->n->players[i];
		int64_t s = is_player(p) ? balance(c->n, p->id, pts->id) : 0;
		if (s <= 0 || p->state == PS_ONICE)
			continue; /* nothing to award (RULINGS); On Ice gains nothing (R250 VI d) */
		score[k] = s;
		dues[k++] = (treasury_due){p->id, s, 0};
	}
	if (k && treasury_pay(c, dues, k, "R666 f: A$ for points") == 0)
		for (int i = 0; i < k; i++)
			say(c, "%s is awarded A$%lld for eir %lld point%s (R666 f)%s",
			    holder_name(c->n, dues[i].to), (long long)dues[i].paid,
			    (long long)score[i], score[i] == 1 ? "" : "s",
			    dues[i].paid < score[i] ? ": eir share of a short Treasury (R505 II e)"
						    : "");
	free(dues);
	free(score);
}

/* R666 f, g: A$ for points, then every score to zero. */
static void pay_points(ctx *c, const currency *pts, const currency *ad)
{
	int owed = param_int(c->n, "treasury.obligations") != 0;
	if (owed)
		pay_points_owed(c, pts);
	for (int i = 0; i < c->n->nplayers && !owed; i++) {
		const player *p = c->n->players[i];
		int64_t s = is_player(p) ? balance(c->n, p->id, pts->id) : 0;
		if (s <= 0 || p->state == PS_ONICE)
			continue; /* nothing to award (RULINGS); On Ice gains nothing (R250 VI d) */
		int64_t t = balance(c->n, 0, ad->id), pay = s < t ? s : t;
		if (pay > 0 && ledger_move(c, 0, p->id, ad, pay) == 0)
			say(c, "%s is awarded A$%lld for eir %lld point%s (R666 f)%s", p->name,
			    (long long)pay, (long long)s, s == 1 ? "" : "s",
			    pay < s ? ": all the Treasury has" : "");
	}
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (balance(c->n, p->id, pts->id) != 0)
			ledger_set(c, p->id, pts, 0);
	}
	say(c, "every score is set to zero (R666 g)");
}

/* R666 h: a cycle over 30 days: whoever vacationed through it leaves. */
static void vacationers(ctx *c, gtime began)
{
	if (c->now - began <= param_int(c->n, "cycle.long"))
		return;
	for (int i = 0; i < c->n->nplayers; i++) {
		player *p = c->n->players[i];
		if (p->state != PS_VACATIONING || p->state_since > began)
			continue;
		say(c, "%s has been vacationing for the whole cycle and is removed from the game "
		    "as if e had quit (R666 h, R254)", p->name);
		ctx_reply(c, "\n"); /* R254's own reply follows on its line */
		player_go_on_ice(c, p);
	}
}

/* R666 i: the Magic Number's new base value (R603 ¶3). */
static void new_base(ctx *c, const cycle_state *s, const char *rule)
{
	int64_t mn = param_int(c->n, "magic.number"), to = 0, pct = 0;
	if (strcmp(rule, "603") == 0)
		pct = param_int(c->n, "cycle.mn_up");
	else if (s->nhistory >= 1 && strcmp(s->history[s->nhistory - 1]->rule, "603") != 0)
		pct = param_int(c->n, "cycle.mn_down"); /* this cycle and the last */
	if (!pct)
		return;
	to = prime_above(mn, pct);
	mut_set_param(c, "magic.base", to, "R666 i");
	say(c, "the base value of the Magic Number becomes %lld, the smallest prime greater "
	    "than %lld x %lld.%02lld (R666 i, R603)", (long long)to, (long long)mn,
	    (long long)(pct / 100), (long long)(pct % 100));
}

/* R666 j: the next cycle, and a fresh Magic Number. */
static void next_cycle(ctx *c, cycle_state *s, int winner, const char *rule, const char *how)
{
	cycle_record *r = xcalloc(1, sizeof *r);
	r->number = s->number;
	r->began = cycle_began(c->n);
	r->ended = c->now;
	r->winner = winner;
	snprintf(r->rule, sizeof r->rule, "%s", rule);
	snprintf(r->how, sizeof r->how, "%s", how);
	mut_append(c, (void ***)&s->history, &s->nhistory, &s->history_cap, r, free);
	UNDO_SET(c->j, s->number, s->number + 1);
	UNDO_SET(c->j, s->began, c->now);
	int64_t base = param_int(c->n, "magic.base");
	mut_set_param(c, "magic.number", base, "R666 j");
	/* R603 ¶4 "in any given Cycle": the new cycle's first to reach it
	 * achieves a Winning Condition again. */
	gov *g = gov_of(c);
	UNDO_SET(c->j, g->mn_reached, 0);
	say(c, "cycle %d begins; the Magic Number is reset to its base value, %lld (R666 j)",
	    s->number, (long long)base);
}

/* R666 k: the Gaol empties (the Afterlife is not kept). */
static void release_all(ctx *c)
{
	for (int i = 0; i < c->n->nplayers; i++)
		if (crime_in_gaol(c->n, c->n->players[i]->id)) {
			/* gaol_release announces it; the reply says so too */
			ctx_reply(c, "\n%s is released from the Gaol (R666 k)",
				  c->n->players[i]->name);
			gaol_release(c, c->n->players[i]->id, "R666 k");
		}
}

void cycle_end(ctx *c, int winner, const char *rule, const char *how)
{
	cycle_state *s = cycle_of(c);
	const currency *pts = currency_by_name(c->n, "points");
	const currency *ad = currency_by_name(c->n, "A$");
	gtime began = cycle_began(c->n);
	say(c, "the end of cycle %d: Ackanomic play is suspended (R666 a)", s->number);
	destroy_eggs_and_fruit(c);                    /* b */
	agenda_cycle_unworn(c);                       /* b: Agenda Hats */
	crown(c, s, winner);                          /* c */
	if (pts)
		give_eggs(c, pts);                    /* d */
	if (ad)
		wealth(c, ad);                        /* e */
	if (pts && ad)
		pay_points(c, pts, ad);               /* f, g */
	vacationers(c, began);                        /* h */
	new_base(c, s, rule);                         /* i */
	next_cycle(c, s, winner, rule, how);          /* j */
	release_all(c);                               /* k */
	/* l (the Goose): docs/RULINGS.md. */
	agenda_cycle_end(c, rule);                    /* m: R607 */
	cheese_cycle_end(c, rule);                    /* m: R611 ¶2 */
	commission_call(c, began);                    /* m: R670 1 */
	say(c, "Ackanomic play resumes (R666 n)");
}
