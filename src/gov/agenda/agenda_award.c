/* agenda_award.c: the end of R431's bidding period (the agenda-award
 * deadline: R431 z-c, the Nemesis Eggplants), the Illuminatus's Silly
 * conditions (R431 d, `agenda silly`), and the making and dealing of the
 * Agenda Hats (R431 e-g: the agenda-hats deadline or `agenda distribute`).
 *
 * Every random choice is rng_below (R230 I), replayed from the log. The
 * hats are dealt in a random order and created in it, so that a hat's
 * number says nothing of its condition (R671: a hidden hat's condition
 * is its owner's secret; R431 g makes the list of conditions public). */
#include "core/inbox.h"
#include "econ/entities.h"
#include "gov/agenda/agenda.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether pid may own an entity (R250 VI d, VII b: not On Ice, a player). */
static int can_own(const player *p)
{
	return p && p->state != PS_NONPLAYER && p->state != PS_ONICE;
}

/* The players who submitted conditions in round r, in order of joining. */
static int submitters(const nomic *n, const agenda_state *s, int r, int *out)
{
	int k = 0;
	for (int p = 0; p < n->nplayers; p++)
		for (int i = 0; i < s->nconds; i++)
			if (s->conds[i]->round == r && s->conds[i]->author == n->players[p]->id) {
				out[k++] = n->players[p]->id;
				break;
			}
	return k;
}

/* pid's bid on condition num: eir own, or R431 ¶5's default, (Magic
 * Number / 3) rounded down. */
static int64_t bid_of(const nomic *n, const agenda_state *s, int num, int pid)
{
	for (int i = 0; i < s->nbids; i++)
		if (s->bids[i]->cond == num && s->bids[i]->bidder == pid)
			return s->bids[i]->weight;
	return agenda_bid_max(n);
}

static int pick(ctx *c, const int *v, int k)
{
	return k ? v[rng_below(c->rng, (uint64_t)k)] : 0;
}

/* The agenda-award deadline: R431 z-c. */
int agenda_award(ctx *c)
{
	agenda_state *s = agenda_of(c);
	int np = c->n->nplayers;
	int *bidders = xcalloc((size_t)np + 1, sizeof *bidders);
	rng_key(c->rng, "agenda.award", (uint64_t)s->round); /* R431 z: this round's ties */
	int *cand = xcalloc((size_t)np + 1, sizeof *cand);
	int nb = submitters(c->n, s, s->round, bidders);
	int nconds = 0;
	for (int i = 0; i < s->nconds; i++)
		nconds += s->conds[i]->round == s->round;
	agenda_cond **open = xcalloc((size_t)nconds + 1, sizeof *open);
	int nopen = 0;
	for (int i = 0; i < s->nconds; i++) /* z) all under consideration */
		if (s->conds[i]->round == s->round)
			open[nopen++] = s->conds[i];
	sbuf news = {0};
	const entity_kind *egg = entity_kind_find("eggplant");
	int rc = 0;
	while (nopen > 0 && rc == 0) {
		/* a) the condition with the lowest bid; ties broken randomly */
		int64_t low = 0;
		int nlow = 0, *at = xcalloc((size_t)nopen, sizeof *at);
		for (int i = 0; i < nopen; i++) {
			int64_t m = 0;
			for (int b = 0; b < nb; b++) {
				int64_t x = bid_of(c->n, s, open[i]->num, bidders[b]);
				if (b == 0 || x < m)
					m = x;
			}
			if (nlow == 0 || m < low) {
				low = m;
				nlow = 0;
			}
			if (m == low)
				at[nlow++] = i;
		}
		int oi = at[rng_below(c->rng, (uint64_t)nlow)];
		free(at);
		agenda_cond *k = open[oi];
		/* b) the lowest bidder with fewer than three eggplants, ties
		 * at random */
		int64_t win = 0;
		int nc = 0;
		for (int b = 0; b < nb; b++) {
			const player *p = player_by_id(c->n, bidders[b]);
			if (!can_own(p) || agenda_count(c->n, p->id, 0) >= 3)
				continue;
			int64_t x = bid_of(c->n, s, k->num, p->id);
			if (nc == 0 || x < win) {
				win = x;
				nc = 0;
			}
			if (x == win)
				cand[nc++] = p->id;
		}
		int owner = pick(c, cand, nc), bidder = owner != 0;
		const char *how = "the lowest bid";
		if (!owner) { /* b)'s fallbacks, among players who may own it */
			nc = 0;
			for (int p = 0; p < np; p++) {
				const player *q = c->n->players[p];
				int eg = agenda_count(c->n, q->id, 0);
				if (can_own(q) && (eg == 1 || eg == 2 ||
						   (eg == 0 && agenda_count(c->n, q->id, 1) > 0)))
					cand[nc++] = q->id;
			}
			how = "no bidder has fewer than three: a player with one or two";
			if (!nc) {
				for (int p = 0; p < np; p++)
					if (can_own(c->n->players[p]))
						cand[nc++] = c->n->players[p]->id;
				how = "no bidder has fewer than three: a random player";
			}
			owner = pick(c, cand, nc);
		}
		/* e ii) the hat's weight: the lowest bid greater than the
		 * winning one, else the winning one; the highest bid if the
		 * winner did not bid */
		int64_t weight = 0, above = 0, high = 0;
		int has_above = 0;
		for (int b = 0; b < nb; b++) {
			int64_t x = bid_of(c->n, s, k->num, bidders[b]);
			if (b == 0 || x > high)
				high = x;
			if (bidder && x > win && (!has_above || x < above)) {
				above = x;
				has_above = 1;
			}
		}
		weight = !bidder ? high : has_above ? above : win;
		UNDO_SET(c->j, k->weight, weight);
		entity *e = owner ? entity_create(c, egg, NULL, OWNER_PLAYER(owner), "R431 b") : NULL;
		if (owner && !e) {
			rc = -1;
			break;
		}
		if (e) {
			UNDO_SET(c->j, k->eggplant, e->id);
			agenda_item *it = xcalloc(1, sizeof *it);
			it->ent = e->id;
			it->cond = k->num;
			mut_append(c, (void ***)&s->items, &s->nitems, &s->items_cap, it, free);
			if (bidder)
				sbuf_printf(&news, "\n  condition %d: a Nemesis Eggplant (#%d) to %s, "
					    "%s, %lld (R431 b)", k->num, e->id,
					    holder_name(c->n, owner), how, (long long)win);
			else
				sbuf_printf(&news, "\n  condition %d: a Nemesis Eggplant (#%d) to %s: "
					    "%s (R431 b)", k->num, e->id, holder_name(c->n, owner),
					    how);
		} else {
			sbuf_printf(&news, "\n  condition %d: no player may own a Nemesis Eggplant "
				    "(R431 b)", k->num);
		}
		/* c) removed from consideration */
		open[oi] = open[--nopen];
	}
	free(open);
	free(bidders);
	free(cand);
	if (rc) {
		free(news.s);
		return -1;
	}
	gtime ends = c->now + param_int(c->n, "agenda.choice");
	char when[40];
	format_time(ends, when, sizeof when);
	agenda_say(c, "the Nemesis Eggplant bidding of round %d closes; the bids are opened (see "
		   "`agenda`) and the eggplants awarded (R431 a-c, g):%s", s->round,
		   news.s ? news.s : " no conditions");
	free(news.s);
	UNDO_SET(c->j, s->phase, AG_CHOICE);
	UNDO_SET(c->j, s->ends, ends);
	UNDO_SET(c->j, s->dl, deadline_add(c, ends, &dl_agenda_hats, s->round, 0));
	agenda_say(c, "until %s the Illuminatus may change an eggplant's condition to a Silly one "
		   "(`agenda silly`); then the Agenda Hats are made and dealt (R431 d-f)", when);
	return 0;
}

static int fire_award(ctx *c, const deadline *d)
{
	const agenda_state *s = agenda_peek(c->n);
	if (!s || s->phase != AG_BIDDING || d->subject != s->round)
		return 0;
	return agenda_award(c);
}

const deadline_kind dl_agenda_award = {"agenda-award", "R431 a-c", fire_award, NULL};

/* agenda silly N i|ii|iii "CONDITION": R431 d, "The Illuminatus may
 * change the condition associated with any Nemesis Eggplant if e believes
 * any of the following: i) ... impossible ... in normal play ii) ...
 * would prevent the player from winning by agenda ... iii) ... otherwise
 * unharfy". Which the Illuminatus believes is recorded with the change. */
int agenda_cmd_silly(ctx *c, int argc, char **argv)
{
	(void)argc;
	const agenda_state *s = agenda_peek(c->n);
	if (!s || s->phase != AG_CHOICE)
		return ctx_fail(c, "no eggplants await the Illuminatus's choice of Silly conditions "
				"(R431 d)");
	int64_t num;
	const char *nw = argv[0][0] == '#' ? argv[0] + 1 : argv[0];
	agenda_cond *k = parse_int64(nw, &num) == 0 && num > 0 && num < 1000000000
				 ? agenda_cond_by_num(c->n, (int)num) : NULL;
	if (!k || k->round != s->round || !k->eggplant)
		return ctx_fail(c, "'%s' is not a condition of this round with a Nemesis Eggplant (see "
				"`agenda`) (R431 d)", argv[0]);
	const char *why = argv[1];
	if (strcmp(why, "i") != 0 && strcmp(why, "ii") != 0 && strcmp(why, "iii") != 0)
		return ctx_fail(c, "say which of R431 d's beliefs: i (impossible), ii (prevents "
				"winning by agenda) or iii (unharfy), not '%s'", why);
	size_t len = strlen(argv[2]);
	if (!len || len > (size_t)param_int(c->n, "agenda.max_length") || strchr(argv[2], '\n'))
		return ctx_fail(c, "a Silly condition is one line of 1 to %lld characters (R431 d)",
				(long long)param_int(c->n, "agenda.max_length"));
	undo_string(c->j, &k->silly);
	undo_string(c->j, &k->reading);
	k->silly = xstrdup(argv[2]);
	k->reading = xstrdup(why);
	agenda_say(c, "the Illuminatus believes condition %d \"%s\" %s, and changes its Nemesis "
		   "Eggplant's (#%d) condition to a Silly one: \"%s\"; its hat will be a Silly Agenda "
		   "Hat (R431 d %s, e ii)", k->num, k->text,
		   strcmp(why, "i") == 0 ? "is impossible to achieve in normal play"
		   : strcmp(why, "ii") == 0 ? "would prevent its achiever from winning by agenda"
					    : "is otherwise unharfy",
		   k->eggplant, k->silly, why);
	return 0;
}

/* R671 ¶1: "No player may own an agenda hat with a condition e authored
 * or for which e owns corresponding Nemesis Eggplant." */
static int may_get(const nomic *n, const agenda_cond *k, int pid)
{
	if (k->author == pid)
		return 0;
	const agenda_state *s = n->agenda;
	for (int i = 0; i < s->nitems; i++) {
		const agenda_item *it = s->items[i];
		const agenda_cond *o = agenda_cond_by_num(n, it->cond);
		if (!it->hat && agenda_owner_of(n, it->ent) == pid && o &&
		    strcmp(agenda_cond_text(o), agenda_cond_text(k)) == 0)
			return 0;
	}
	return 1;
}

/* A whole dealing of R431 f: hat h to one of the submitters in its
 * (shuffled) order, each up to eir quota, found by trying them in turn;
 * at most DEAL_STEPS tries, so that a large round cannot stall the clock. */
#define DEAL_STEPS 100000

typedef struct deal_state {
	int nh, ns;
	const int *quota;
	int *got;
	int *order;   /* nh lists of ns: 1 + a submitter's index, 0 ends */
	int *assign;  /* hat -> submitter's index */
	long steps;
} deal_state;

static int deal(deal_state *d, int h)
{
	if (h == d->nh)
		return 1;
	const int *o = d->order + h * d->ns;
	for (int k = 0; k < d->ns && o[k]; k++) {
		int i = o[k] - 1;
		if (d->got[i] >= d->quota[i] || ++d->steps > DEAL_STEPS)
			continue;
		d->got[i]++;
		d->assign[h] = i;
		if (deal(d, h + 1))
			return 1;
		d->got[i]--;
	}
	return 0;
}

/* R431 e-g: one hat per eggplant of the round, dealt. */
int agenda_distribute(ctx *c)
{
	agenda_state *s = agenda_of(c);
	int np = c->n->nplayers;
	int *subs = xcalloc((size_t)np + 1, sizeof *subs);
	int *got = xcalloc((size_t)np + 1, sizeof *got);
	int *cand = xcalloc((size_t)np + 1, sizeof *cand);
	int ns = submitters(c->n, s, s->round, subs);
	int nh = 0;
	agenda_cond **hats = xcalloc((size_t)s->nconds + 1, sizeof *hats);
	for (int i = 0; i < s->nconds; i++)
		if (s->conds[i]->round == s->round && s->conds[i]->eggplant)
			hats[nh++] = s->conds[i];
	/* e ii) a Silly hat's weight: (Magic Number / 4) rounded up */
	int64_t mn = agenda_magic(c->n);
	int64_t silly_w = mn >= 0 ? (mn + 3) / 4 : -(-mn / 4);
	/* the order of dealing (and of creation): random */
	rng_key(c->rng, "agenda.deal", (uint64_t)s->round);
	for (int i = nh - 1; i > 0; i--) {
		int j = (int)rng_below(c->rng, (uint64_t)i + 1);
		agenda_cond *t = hats[i];
		hats[i] = hats[j];
		hats[j] = t;
	}
	/* f) "Each player who submitted Agenda Conditions receives a number of
	 * agenda hats equal to the number of conditions e submitted ...
	 * distributed randomly ... except that no player shall receive an
	 * Agenda Hat with a condition that e authored or that is the same as
	 * that of a Nemesis Eggplant e owns": a random such dealing, sought
	 * whole (deal, below); only if there is none do f)'s fallbacks deal
	 * what it could not (docs/RULINGS.md). */
	int *quota = xcalloc((size_t)ns + 1, sizeof *quota);
	for (int i = 0; i < ns; i++)
		for (int j = 0; j < s->nconds; j++)
			quota[i] += s->conds[j]->round == s->round && s->conds[j]->author == subs[i];
	deal_state ds = {.nh = nh, .ns = ns, .quota = quota, .got = got};
	ds.order = xcalloc((size_t)(nh * ns) + 1, sizeof *ds.order);
	ds.assign = xcalloc((size_t)nh + 1, sizeof *ds.assign);
	for (int h = 0; h < nh; h++) {
		int *o = ds.order + h * ns, k = 0;
		for (int i = 0; i < ns; i++)
			if (can_own(player_by_id(c->n, subs[i])) && may_get(c->n, hats[h], subs[i]))
				o[k++] = i + 1; /* 0 ends the list */
		for (int i = k - 1; i > 0; i--) {
			int j = (int)rng_below(c->rng, (uint64_t)i + 1), t = o[i];
			o[i] = o[j];
			o[j] = t;
		}
	}
	int whole = deal(&ds, 0);
	if (!whole) /* the greedy dealing, hat by hat, with the fallbacks */
		memset(got, 0, sizeof *got * (size_t)(np + 1));
	const entity_kind *hk = entity_kind_find("hat");
	int rc = 0, to_hatters = 0;
	for (int h = 0; h < nh && rc == 0; h++) {
		agenda_cond *k = hats[h];
		int nc = 0;
		if (whole)
			cand[nc++] = subs[ds.assign[h]];
		for (int i = 0; i < ns && !whole; i++)
			if (got[i] < quota[i] && can_own(player_by_id(c->n, subs[i])) &&
			    may_get(c->n, k, subs[i]))
				cand[nc++] = subs[i];
		/* f)'s fallbacks: players with one or two hats or none but an
		 * eggplant; then any other player; then the Mad Hatters */
		for (int pass = 0; pass < 2 && !nc; pass++)
			for (int p = 0; p < np; p++) {
				const player *q = c->n->players[p];
				int hh = agenda_count(c->n, q->id, 1), eg = agenda_count(c->n, q->id, 0);
				int first = hh == 1 || hh == 2 || (hh == 0 && eg > 0);
				if (can_own(q) && may_get(c->n, k, q->id) && (pass == 1 || first))
					cand[nc++] = q->id;
			}
		int owner = whole ? cand[0] : pick(c, cand, nc);
		for (int i = 0; i < ns && !whole; i++)
			got[i] += subs[i] == owner;
		/* f) "Any Agenda Hats still remaining are transferred to the Mad
		 * Hatters": their organisation (R675) from level 6 */
		ent_owner to = OWNER_PLAYER(owner);
		if (!owner && agenda_hatters_owner(c, &to)) {
			rc = -1;
			break;
		}
		entity *e = entity_create(c, hk, NULL, to, "R431 f");
		if (!e) {
			rc = -1;
			break;
		}
		agenda_item *it = xcalloc(1, sizeof *it);
		it->ent = e->id;
		it->cond = k->num;
		it->hat = 1;
		if (k->silly) /* R431 e ii: "instead" */
			UNDO_SET(c->j, k->weight, silly_w);
		it->weight = k->weight;
		it->hatters = !owner;
		it->hatters_since = owner ? 0 : c->now;
		to_hatters += !owner;
		mut_append(c, (void ***)&s->items, &s->nitems, &s->items_cap, it, free);
		if (owner) { /* g) the private notice */
			char note[1200];
			snprintf(note, sizeof note, "you receive the hidden Agenda Hat #%d: condition "
				 "%d, \"%s\", weight %lld%s (R431 f, g). `hat reveal %d` makes it "
				 "visible (R671).", e->id, k->num, agenda_cond_text(k),
				 (long long)it->weight, k->silly ? ", Silly" : "", e->id);
			mut_tell(c, owner, "the Illuminatus (R431 g)", note);
		}
	}
	free(subs);
	free(got);
	free(cand);
	free(quota);
	free(ds.order);
	free(ds.assign);
	if (rc) {
		free(hats);
		return -1;
	}
	/* g) the public list: each hat's condition and weight, in the order
	 * of the conditions, and how many each player received */
	sbuf news = {0};
	for (int i = 0; i < s->nconds; i++) {
		const agenda_cond *k = s->conds[i];
		if (k->round != s->round || !k->eggplant)
			continue;
		sbuf_printf(&news, "\n  an Agenda Hat of condition %d, \"%s\", weight %lld%s",
			    k->num, agenda_cond_text(k), (long long)k->weight,
			    k->silly ? ", Silly" : "");
	}
	sbuf dealt = {0};
	for (int p = 0; p < np; p++) {
		int k = 0;
		for (int h = 0; h < s->nitems; h++) {
			const agenda_item *it = s->items[h];
			const agenda_cond *o = agenda_cond_by_num(c->n, it->cond);
			k += it->hat && o && o->round == s->round &&
			     agenda_owner_of(c->n, it->ent) == c->n->players[p]->id;
		}
		if (k)
			sbuf_printf(&dealt, "%s%s %d", dealt.len ? ", " : "", c->n->players[p]->name, k);
	}
	if (to_hatters)
		sbuf_printf(&dealt, "%sthe Mad Hatters %d", dealt.len ? ", " : "", to_hatters);
	agenda_say(c, "the Agenda Hats of round %d are made, hidden, and dealt at random (R431 e, "
		   "f, g):%s\n  dealt: %s; each owner is told eir hats' conditions privately", s->round,
		   news.s ? news.s : " none", dealt.s ? dealt.s : "none");
	free(news.s);
	free(dealt.s);
	free(hats);
	if (s->dl)
		deadline_cancel(c, s->dl);
	UNDO_SET(c->j, s->dl, 0);
	UNDO_SET(c->j, s->phase, AG_NONE);
	return 0;
}

static int fire_hats(ctx *c, const deadline *d)
{
	const agenda_state *s = agenda_peek(c->n);
	if (!s || s->phase != AG_CHOICE || d->subject != s->round)
		return 0;
	agenda_state *w = agenda_of(c);
	UNDO_SET(c->j, w->dl, 0); /* this one is firing: nothing to cancel */
	return agenda_distribute(c);
}

const deadline_kind dl_agenda_hats = {"agenda-hats", "R431 e-g", fire_hats, NULL};

int agenda_cmd_distribute(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const agenda_state *s = agenda_peek(c->n);
	if (!s || s->phase != AG_CHOICE)
		return ctx_fail(c, "no Agenda Hats await distribution (R431 e-g)");
	return agenda_distribute(c);
}
