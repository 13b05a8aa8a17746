/* pooker_moves.c: the players' moves in A Nomic's Pooker (seed 001,
 * R394-R397): trade notices to the Dealer and the trade itself (R394, R395),
 * votes on the Motion to Show Cards (R396, counted by the governance method
 * "majority-of-players"), showing an arrangement in a Showdown (R396,
 * R397, checked by pooker_check_arrangement) and a player's own best
 * arrangement (pooker_best). The state and the clock are pooker_game.c's. */
#include "core/command.h"
#include "games/pooker_game.h"
#include "gov/method.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int take_card(ctx *c, const char *a, const char *b, cards_card *out, int *used)
{
	char buf[64];
	*used = 1;
	if (cards_parse(a, CARDS_NPACKS, out) == CARDS_OK)
		return 0;
	if (b) {
		snprintf(buf, sizeof buf, "%s %s", a, b);
		if (cards_parse(buf, CARDS_NPACKS, out) == CARDS_OK) {
			*used = 2;
			return 0;
		}
	}
	return ctx_fail(c, "'%s' is not a card (like Red QH, Blue 10S or #57)", a);
}

static int read_cards(ctx *c, int argc, char **argv, cards_card *out, int max, int *n,
		      int *sizes, int *nhands)
{
	*n = 0;
	if (nhands) {
		*nhands = 0;
		sizes[0] = 0;
	}
	for (int i = 0; i < argc;) {
		if (nhands && strcmp(argv[i], "/") == 0) {
			if (sizes[*nhands] && *nhands + 1 < max)
				sizes[++*nhands] = 0;
			i++;
			continue;
		}
		int used;
		if (*n == max)
			return ctx_fail(c, "at most %d cards", max);
		if (take_card(c, argv[i], i + 1 < argc ? argv[i + 1] : NULL, &out[*n], &used))
			return -1;
		(*n)++;
		if (nhands)
			sizes[*nhands]++;
		i += used;
	}
	if (nhands && sizes[*nhands])
		++*nhands;
	return 0;
}

int pk_act_trade(ctx *c, game *g, int argc, char **argv)
{
	pk_state *s = g->st;
	/* R395: each side notifies the Dealer privately. */
	c->hidden = 1;
	int gi = -1, ge = -1;
	for (int i = 0; i < argc; i++) {
		if (strcaseeq(argv[i], "give"))
			gi = i;
		if (strcaseeq(argv[i], "get"))
			ge = i;
	}
	player *p;
	if (argc < 6 || gi != 2 || ge < 4 || !(p = arg_player(c, argv[1])))
		return argc < 6 || gi != 2 || ge < 4
			? ctx_fail(c, "usage: play %d trade PLAYER give CARDS get CARDS", g->id) : -1;
	pk_note nb = {.pid = c->actor->id, .partner = p->id};
	if (read_cards(c, ge - 3, argv + 3, nb.give, PK_TRADE, &nb.ngive, NULL, NULL) ||
	    read_cards(c, argc - ge - 1, argv + ge + 1, nb.get, PK_TRADE, &nb.nget, NULL, NULL))
		return -1;
	pooker_trade mine = {.player = nb.pid, .partner = nb.partner, .ngive = nb.ngive,
			     .nget = nb.nget};
	memcpy(mine.give, nb.give, sizeof nb.give);
	memcpy(mine.get, nb.get, sizeof nb.get);
	const currency *pts = currency_by_name(c->n, "points");
	for (int i = 0; i < s->nnotes; i++) {
		pk_note *o = &s->note[i];
		if (o->pid != nb.partner || o->partner != nb.pid)
			continue;
		pooker_trade theirs = {.player = o->pid, .partner = o->partner, .ngive = o->ngive,
				       .nget = o->nget};
		memcpy(theirs.give, o->give, sizeof o->give);
		memcpy(theirs.get, o->get, sizeof o->get);
		cards_err e = pooker_trade_check(&s->t, &mine, &theirs);
		if (e != CARDS_OK)
			return ctx_fail(c, "%s (R394, R395)", cards_strerror(e));
		/* R395: each pays the Dealer one Point. */
		if (!pts || ledger_move(c, nb.pid, g->referee, pts, 1) ||
		    ledger_move(c, o->pid, g->referee, pts, 1))
			return ctx_fail(c, "each player pays the Dealer 1 point for a trade (R395)");
		pooker_trade_apply(&s->t, &mine, &theirs);
		*o = s->note[--s->nnotes];
		ctx_reply(c, "trade done: %s and %s exchange %d PCard%s each and pay the Dealer 1 "
			  "point each (R394, R395)", c->actor->name, p->name, nb.ngive,
			  nb.ngive == 1 ? "" : "s");
		return 0;
	}
	/* The first notice: checked as far as one side can be. */
	if (nb.ngive != nb.nget)
		return ctx_fail(c, "%s (R394)", cards_strerror(CARDS_E_TRADE_UNEQUAL));
	for (int i = 0; i < nb.ngive; i++)
		if (!pooker_is_pcard(nb.give[i]) || s->t.holder[nb.give[i]] != nb.pid)
			return ctx_fail(c, "you do not hold that PCard (R394, R395)");
	for (int i = 0; i < s->nnotes; i++)
		if (s->note[i].pid == nb.pid && s->note[i].partner == nb.partner) {
			s->note[i] = nb;
			ctx_reply(c, "%s replaces eir trade notice to the Dealer (R395)", c->actor->name);
			return 0;
		}
	if (s->nnotes == PK_NOTES)
		return ctx_fail(c, "the Dealer has too many pending trades");
	s->note[s->nnotes++] = nb;
	ctx_reply(c, "%s notifies the Dealer of a trade with %s; %s must notify the same trade "
		  "(R395)", c->actor->name, p->name, p->name);
	return 0;
}

static int motion_tally(ctx *c, game *g)
{
	pk_state *s = g->st;
	const vote_method *m = method_find("majority-of-players");
	tally t = {0};
	for (int pid = 1; pid < PK_PIDS; pid++)
		if (s->vote[pid] && pk_is_player(c->n, pid)) {
			t.ballots[(int)s->vote[pid]]++;
			t.weight[(int)s->vote[pid]]++;
			t.voters++;
		}
	t.eligible = pk_nplayers(c->n);
	t.elapsed = c->now - (s->motion_until - m->defaults.window);
	char why[160];
	enum decision_result r = m->decide(&t, &m->defaults, 0, why, sizeof why);
	ctx_reply(c, "; %s", why);
	if (r == DECIDE_ADOPTED) {
		s->motion = 0;
		pk_start_showdown(c, g, 0);
	}
	return 0;
}

int pk_act_show(ctx *c, game *g, int argc, char **argv)
{
	pk_state *s = g->st;
	if (!s->showdown)
		return ctx_fail(c, "there is no Showdown in game %d (R396)", g->id);
	for (int i = 0; i < s->nshown; i++)
		if (s->shown[i].pid == c->actor->id)
			return ctx_fail(c, "you have already shown your cards");
	if (s->nshown == PK_SHOWN)
		return ctx_fail(c, "too many players have shown");
	cards_card held[POOKER_MAX_CARDS];
	int nheld = pk_count_pcards(s, c->actor->id, held);
	pk_show sh = {.pid = c->actor->id};
	pooker_arrangement *a = calloc(1, sizeof *a);
	if (!a)
		return ctx_fail(c, "out of memory");
	int n, bad, rc = 0;
	if (argc == 1 && strcaseeq(argv[0], "best")) {
		int score;
		if (pooker_best(held, nheld, a, &score) != CARDS_OK) {
			free(a);
			return ctx_fail(c, "your hand is too large to arrange automatically");
		}
	} else if (read_cards(c, argc, argv, sh.card, PK_SHOW_CARDS, &n, sh.size, &sh.nhands)) {
		free(a);
		return -1;
	} else {
		a->nhands = sh.nhands;
		for (int h = 0, k = 0; h < sh.nhands; h++) {
			a->hand[h].ncards = sh.size[h] > POOKER_HAND_MAX ? POOKER_HAND_MAX + 1 : sh.size[h];
			if (sh.size[h] > POOKER_HAND_MAX) {
				free(a);
				return ctx_fail(c, "hand %d has %d cards; a Poker Hand has one to five "
						"(R397)", h + 1, sh.size[h]);
			}
			for (int j = 0; j < sh.size[h]; j++)
				a->hand[h].card[j] = sh.card[k++];
		}
	}
	int total = 0;
	for (int h = 0; h < a->nhands; h++)
		total += a->hand[h].ncards;
	if (total > PK_SHOW_CARDS || a->nhands > PK_SHOW_CARDS) {
		free(a);
		return ctx_fail(c, "the server records at most %d shown cards", PK_SHOW_CARDS);
	}
	/* R396: the declarer must show at least two PCards. */
	int min = s->declarer == c->actor->id ? POOKER_DECLARER_SHOWS : 0;
	cards_err e = pooker_check_arrangement(a, held, nheld, min, &sh.score, &bad);
	if (e != CARDS_OK) {
		free(a);
		return ctx_fail(c, "%s%s (R396, R397)", cards_strerror(e),
				bad >= 0 ? " in that hand" : "");
	}
	sh.nhands = 0;
	int k = 0;
	ctx_reply(c, "%s shows", c->actor->name);
	for (int h = 0; h < a->nhands; h++) {
		sh.size[sh.nhands++] = a->hand[h].ncards;
		ctx_reply(c, "%s", h ? " /" : "");
		for (int j = 0; j < a->hand[h].ncards; j++) {
			char buf[CARDS_NAME_LEN];
			sh.card[k++] = a->hand[h].card[j];
			ctx_reply(c, " %s", pk_cname(a->hand[h].card[j], buf, sizeof buf));
		}
		pooker_category cat;
		pooker_classify(a->hand[h].card, a->hand[h].ncards, &cat);
		ctx_reply(c, " (%s %d)", pooker_category_name(cat), pooker_category_score(cat));
	}
	ctx_reply(c, ": total %d (R397)", sh.score);
	free(a);
	s->shown[s->nshown++] = sh;
	return rc;
}

int pk_act_best(ctx *c, game *g)
{
	pk_state *s = g->st;
	c->hidden = 1; /* names the actor's cards: only e sees it */
	cards_card held[POOKER_MAX_CARDS];
	int nheld = pk_count_pcards(s, c->actor->id, held), score;
	pooker_arrangement *a = calloc(1, sizeof *a);
	if (!a)
		return ctx_fail(c, "out of memory");
	cards_err e = pooker_best(held, nheld, a, &score);
	if (e != CARDS_OK) {
		free(a);
		return ctx_fail(c, "%s", cards_strerror(e));
	}
	ctx_reply(c, "your best arrangement of %d PCard%s scores %d (R397)", nheld,
		  nheld == 1 ? "" : "s", score);
	for (int h = 0; h < a->nhands; h++) {
		pooker_category cat;
		pooker_classify(a->hand[h].card, a->hand[h].ncards, &cat);
		ctx_reply(c, "%s", h ? " /" : ":");
		for (int j = 0; j < a->hand[h].ncards; j++) {
			char buf[CARDS_NAME_LEN];
			ctx_reply(c, " %s", pk_cname(a->hand[h].card[j], buf, sizeof buf));
		}
		ctx_reply(c, " (%s %d)", pooker_category_name(cat), pooker_category_score(cat));
	}
	free(a);
	return 0;
}

/* R396: a vote on the pending Motion to Show Cards. */
int pk_act_vote(ctx *c, game *g, int argc, char **argv)
{
	(void)argc;
	pk_state *s = g->st;
	if (!s->motion)
		return ctx_fail(c, "no Motion to Show Cards is pending (R396)");
	const vote_method *m = method_find("majority-of-players");
	int b = method_ballot(m, argv[1]);
	if (!b || c->actor->id >= PK_PIDS)
		return ctx_fail(c, "a vote on the Motion is FOR or AGAINST (R396)");
	s->vote[c->actor->id] = (signed char)b;
	ctx_reply(c, "%s votes %s on the Motion to Show Cards", c->actor->name, m->ballots[b]);
	return motion_tally(c, g);
}
