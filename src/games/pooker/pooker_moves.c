/* pooker_moves.c: the players' moves in A Nomic's Pooker (seed 001,
 * R394-R397): trade notices to the Dealer and the trade itself (R394, R395),
 * votes on the Motion to Show Cards (R396, counted by the governance method
 * "majority-of-players"), showing an arrangement in a Showdown (R396,
 * R397, checked by pooker_check_arrangement) and a player's own best
 * arrangement (pooker_best). The state and the clock are pooker_game.c's. */
#include "core/command.h"
#include "games/pooker/pooker_game.h"
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

/* One side of a notice, as far as its notifier may check it (R394, R395,
 * R396, R399): PCards, none named twice, none shown at the open Showdown
 * (bound for the Deck, R396), and each given card eir own, each wanted
 * card not. Whose Hand a wanted card is in is hidden from em, so it is
 * never checked here. */
static int check_own_side(ctx *c, const pk_state *s, int me, const cards_card *cards, int n,
			  int giving)
{
	for (int i = 0; i < n; i++) {
		char buf[CARDS_NAME_LEN];
		if (!pooker_is_pcard(cards[i]))
			return ctx_fail(c, "%s: only Red and Blue cards are PCards (R394, R399)",
					pk_cname(cards[i], buf, sizeof buf));
		for (int j = 0; j < i; j++)
			if (cards[j] == cards[i])
				return ctx_fail(c, "%s is named twice (R394)",
						pk_cname(cards[i], buf, sizeof buf));
		if (pk_shown_by(s, cards[i]))
			return ctx_fail(c, "%s was shown at the Showdown and goes back to the Deck when "
					"it closes (R396)", pk_cname(cards[i], buf, sizeof buf));
		if (giving && s->t.holder[cards[i]] != me)
			return ctx_fail(c, "you do not hold that PCard (R394, R395)");
		if (!giving && s->t.holder[cards[i]] == me)
			return ctx_fail(c, "you already hold %s (R394)",
					pk_cname(cards[i], buf, sizeof buf));
	}
	return 0;
}

static pooker_trade as_trade(const pk_note *n)
{
	pooker_trade t = {.player = n->pid, .partner = n->partner, .ngive = n->ngive,
			  .nget = n->nget};
	memcpy(t.give, n->give, sizeof n->give);
	memcpy(t.get, n->get, sizeof n->get);
	return t;
}

static void drop_note(pk_state *s, int pid, int partner)
{
	for (int i = 0; i < s->nnotes; i++)
		if (s->note[i].pid == pid && s->note[i].partner == partner) {
			s->note[i] = s->note[--s->nnotes];
			return;
		}
}

/* R394, R395: a notice to the Dealer. Secrecy (issue 12): the partner's
 * notice and Hand are the partner's and the Dealer's. So every refusal
 * here follows from what the notifier may see (eir own notice and Hand,
 * the public Showdown, players' states), and a notice that does not
 * complete a trade, whether the partner sent none, a different one, or one
 * naming cards e no longer holds, is recorded with the same reply. Only a
 * completed trade says more, as the cards then move. */
int pk_act_trade(ctx *c, game *g, int argc, char **argv)
{
	pk_state *s = g->st;
	c->hidden = 1; /* R395: each side notifies the Dealer privately */
	int gi = -1, ge = -1;
	for (int i = 0; i < argc; i++) {
		if (strcaseeq(argv[i], "give"))
			gi = i;
		if (strcaseeq(argv[i], "get"))
			ge = i;
	}
	if (argc < 6 || gi != 2 || ge < 4)
		return ctx_fail(c, "usage: play %d trade PLAYER give CARDS get CARDS", g->id);
	player *p = arg_player(c, argv[1]);
	if (!p)
		return -1;
	int me = c->actor->id;
	if (p->id == me)
		return ctx_fail(c, "a Trade is between two Players (R394)");
	if (p->id == g->referee)
		return ctx_fail(c, "the Dealer has no Hand and does not trade (R388)");
	if (!pk_is_player(c->n, p->id))
		return ctx_fail(c, "%s is not a Player (R395)", p->name);
	if (p->state == PS_ONICE)
		return ctx_fail(c, "%s is On Ice and cannot pay the Dealer's fee (R395, R250 VI d)",
				p->name);
	if (p->id >= PK_PIDS || me >= PK_PIDS)
		return ctx_fail(c, "the server deals Cards to the first %d players only", PK_PIDS - 1);
	pk_note nb = {.pid = me, .partner = p->id};
	if (read_cards(c, ge - 3, argv + 3, nb.give, PK_TRADE, &nb.ngive, NULL, NULL) ||
	    read_cards(c, argc - ge - 1, argv + ge + 1, nb.get, PK_TRADE, &nb.nget, NULL, NULL))
		return -1;
	if (nb.ngive != nb.nget)
		return ctx_fail(c, "%s (R394)", cards_strerror(CARDS_E_TRADE_UNEQUAL));
	if (check_own_side(c, s, me, nb.give, nb.ngive, 1) ||
	    check_own_side(c, s, me, nb.get, nb.nget, 0))
		return -1;
	int mine = 0, replaces = 0;
	for (int i = 0; i < s->nnotes; i++) {
		if (s->note[i].pid != me)
			continue;
		if (s->note[i].partner == p->id)
			replaces = 1;
		else
			mine++;
	}
	if (mine >= PK_NOTES_EACH)
		return ctx_fail(c, "you have %d trade notices pending, the most the Dealer keeps for "
				"one player; replace one (R395)", mine);
	/* The second matching notice: the trade happens (R394), and each
	 * pays the Dealer one Point (R395). */
	pooker_trade t_mine = as_trade(&nb);
	const currency *pts = currency_by_name(c->n, "points");
	for (int i = 0; i < s->nnotes && pts; i++) {
		pk_note *o = &s->note[i];
		if (o->pid != p->id || o->partner != me)
			continue;
		pooker_trade t_theirs = as_trade(o);
		if (pooker_trade_check(&s->t, &t_mine, &t_theirs) != CARDS_OK)
			break; /* recorded below, with the same reply */
		if (ledger_move(c, me, g->referee, pts, 1) || ledger_move(c, p->id, g->referee, pts, 1))
			return -1;
		if (pooker_trade_apply(&s->t, &t_mine, &t_theirs) != CARDS_OK)
			return ctx_fail(c, "the trade could not be made (R394)");
		drop_note(s, p->id, me);
		drop_note(s, me, p->id);
		ctx_reply(c, "trade done: %s and %s exchange %d PCard%s each and pay the Dealer 1 "
			  "point each (R394, R395)", c->actor->name, p->name, nb.ngive,
			  nb.ngive == 1 ? "" : "s");
		return 0;
	}
	if (replaces) {
		drop_note(s, me, p->id);
		s->note[s->nnotes++] = nb;
		ctx_reply(c, "%s replaces eir trade notice to the Dealer (R395)", c->actor->name);
		return 0;
	}
	if (s->nnotes == PK_NOTES) /* never: PK_NOTES_EACH for each of PK_PIDS */
		return ctx_fail(c, "the Dealer keeps no more trade notices");
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
		if (bad >= 0)
			return ctx_fail(c, "%s (shown hand %d; R396, R397)", cards_strerror(e), bad + 1);
		return ctx_fail(c, "%s (R396, R397)", cards_strerror(e));
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
