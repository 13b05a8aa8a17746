/* pureskill.c: the Game of Pure Skill (Ackanomic R1250.7): three players
 * bid sealed cards from their own suit for spades the referee draws at
 * random; the highest total of prizes taken wins. The server keeps each
 * bid hidden (a hidden event, shown only to its bidder and the referee)
 * until the round is resolved, resolves rounds in a public event of the
 * clock's, and bids at random for a player who misses a round (4e) or has
 * left (8). */
#include "games/equip/equip.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

#define PS_ROUNDS 13
#define PS_SEATS 3

typedef struct ps_round {
	int prize;           /* value 1..13 */
	int bid[PS_SEATS];   /* value 1..13 */
	int random[PS_SEATS]; /* chosen at random (4e, 8) */
	int taker;           /* seat, or -1: discarded (4f) */
} ps_round;

typedef struct ps_state {
	int round;                 /* 1..13 */
	int prize;                 /* this round's prize */
	int suit[PS_SEATS];        /* 1 Hearts, 2 Diamonds, 3 Clubs (4a) */
	unsigned pack[PS_SEATS];   /* bit v-1: the card of value v is left */
	unsigned spades;           /* the referee's pack */
	unsigned take[PS_SEATS];   /* take piles */
	int bid[PS_SEATS];         /* sealed bids this round, 0 none */
	ps_round hist[PS_ROUNDS];
} ps_state;

#define ALL13 0x1fffu

/* 4b: Ace 1, King 13, Queen 12, Jack 11, others at face value. */
static int card_of(int suit, int value)
{
	return suit * 13 + (value == 1 ? 0 : 14 - value);
}

static int value_of(int card)
{
	int r = card_rank(&deck_standard, card);
	return r == 0 ? 1 : 14 - r;
}

static const char *name_of(int suit, int value, char *buf, size_t n)
{
	card_name(&deck_standard, card_of(suit, value), buf, n);
	return buf;
}

static int total(unsigned pile)
{
	int t = 0;
	for (int v = 1; v <= 13; v++)
		if (pile & (1u << (v - 1)))
			t += v;
	return t;
}

static int nth_card(unsigned pack, uint64_t k)
{
	for (int v = 1; v <= 13; v++)
		if ((pack & (1u << (v - 1))) && k-- == 0)
			return v;
	return 0;
}

static int count(unsigned pack)
{
	int k = 0;
	for (int v = 0; v < 13; v++)
		k += (pack >> v) & 1u;
	return k;
}

static int waiting(const game *g);

static void start_round(ctx *c, game *g)
{
	ps_state *s = g->st;
	char buf[8];
	s->round++;
	/* 4d: the referee chooses a random card from eir spades. */
	s->prize = nth_card(s->spades, rng_below(c->rng, (uint64_t)count(s->spades)));
	s->spades &= ~(1u << (s->prize - 1));
	memset(s->bid, 0, sizeof s->bid);
	ctx_reply(c, "game %d round %d: the prize is %s (R1250.7 4d)", g->id, s->round,
		  name_of(0, s->prize, buf, sizeof buf));
	/* 4c: 3 days, or at once when only bots are left to bid. */
	game_schedule(c, g, waiting(g) ? c->now + 3 * DAY : c->now, s->round);
}

static int ps_start(ctx *c, game *g)
{
	ps_state *s = g->st;
	/* 4a: spades to the referee; Hearts, Diamonds, Clubs to the players
	 * in the order they joined (suits carry no weight). */
	s->spades = ALL13;
	for (int i = 0; i < PS_SEATS; i++) {
		s->suit[i] = i + 1;
		s->pack[i] = ALL13;
		ctx_reply(c, "%s has the %s; ", game_seat_name(c->n, g, i),
			  deck_standard.suit_name[i + 1]);
	}
	start_round(c, g);
	return 0;
}

static int waiting(const game *g)
{
	const ps_state *s = g->st;
	int k = 0;
	for (int i = 0; i < PS_SEATS; i++)
		if (!(g->seats[i].flags & (SEAT_BOT | SEAT_LEFT)) && !s->bid[i])
			k++;
	return k;
}

/* 4c, 4e: a player's bid for this round is awaited until e has bid (move
 * reminders, games.h). */
static int ps_awaits(const nomic *n, const game *g, int s)
{
	const ps_state *st = g->st;
	return s < PS_SEATS && !st->bid[s];
}

static int ps_act(ctx *c, game *g, int me, int argc, char **argv)
{
	ps_state *s = g->st;
	if (!strcaseeq(argv[0], "bid") || argc != 2)
		return ctx_fail(c, "usage: play %d bid CARD", g->id);
	if (me < 0)
		return ctx_fail(c, "the referee does not bid (R1250.7 4e)");
	/* A bid is sent privately to the referee (4e): the event is hidden. */
	c->hidden = 1;
	int card = card_parse(&deck_standard, argv[1]), v;
	if (card < 0) {
		/* A bare rank names the card of eir own suit. */
		char full[16];
		snprintf(full, sizeof full, "%s%s", argv[1], deck_standard.suit_sym[s->suit[me]]);
		card = card_parse(&deck_standard, full);
	}
	if (card < 0)
		return ctx_fail(c, "'%s' is not a card (like 7, QH or 10D)", argv[1]);
	if (card_suit(&deck_standard, card) != s->suit[me])
		return ctx_fail(c, "%s is not in your pack: you bid from the %s (R1250.7 4e)",
				argv[1], deck_standard.suit_name[s->suit[me]]);
	v = value_of(card);
	if (!(s->pack[me] & (1u << (v - 1))))
		return ctx_fail(c, "you have already used %s (R1250.7 4f)", argv[1]);
	int first = !s->bid[me];
	s->bid[me] = v;
	char buf[8];
	ctx_reply(c, "%s bids %s in round %d of game %d%s", c->actor->name,
		  name_of(s->suit[me], v, buf, sizeof buf), s->round, g->id,
		  first ? "" : " (replacing eir earlier bid)");
	/* 4c: the round ends as soon as every player has bid; the clock
	 * resolves it in a public event of its own. */
	if (!waiting(g))
		game_schedule(c, g, c->now, s->round);
	return 0;
}

static int finish(ctx *c, game *g)
{
	ps_state *s = g->st;
	int best = -1, tie = 0;
	ctx_reply(c, "\ngame %d totals:", g->id);
	for (int i = 0; i < PS_SEATS; i++) {
		int t = total(s->take[i]);
		ctx_reply(c, "%s %s %d", i ? "," : "", game_seat_name(c->n, g, i), t);
		if (g->seats[i].flags & SEAT_BOT)
			continue; /* 8: bots are not players for 4h */
		if (best < 0 || t > total(s->take[best])) {
			best = i;
			tie = 0;
		} else if (t == total(s->take[best])) {
			tie = 1;
		}
	}
	ctx_reply(c, "\n");
	if (best < 0 || tie) {
		game_end(c, g, NULL, 0, "no single highest total, so no winner (R1250.7 4h)");
		return 0;
	}
	char why[120];
	snprintf(why, sizeof why, "%s wins with %d (R1250.7 4h)", game_seat_name(c->n, g, best),
		 total(s->take[best]));
	game_end(c, g, &best, 1, why);
	game_points(c, g, g->winners[0], 8); /* 5 */
	if (g->referee)
		game_pay(c, g, g->referee, 8);
	game_trophy(c, g, g->winners[0]);
	return 0;
}

static int ps_tick(ctx *c, game *g, int64_t aux)
{
	ps_state *s = g->st;
	if (aux != s->round)
		return 0;
	ps_round *h = &s->hist[s->round - 1];
	char buf[8];
	h->prize = s->prize;
	ctx_reply(c, "game %d round %d: prize %s; bids", g->id, s->round,
		  name_of(0, s->prize, buf, sizeof buf));
	for (int i = 0; i < PS_SEATS; i++) {
		if (!s->bid[i]) {
			/* 4e, 8: the referee bids a random card from the pack. */
			s->bid[i] = nth_card(s->pack[i],
					     rng_below(c->rng, (uint64_t)count(s->pack[i])));
			h->random[i] = 1;
		}
		h->bid[i] = s->bid[i];
		s->pack[i] &= ~(1u << (s->bid[i] - 1));
		ctx_reply(c, "%s %s %s%s", i ? "," : "", game_seat_name(c->n, g, i),
			  name_of(s->suit[i], s->bid[i], buf, sizeof buf),
			  h->random[i] ? " (at random)" : "");
	}
	/* 4f: a single highest bid takes the prize; else it is discarded. */
	int top = -1, tie = 0;
	for (int i = 0; i < PS_SEATS; i++) {
		if (top < 0 || s->bid[i] > s->bid[top]) {
			top = i;
			tie = 0;
		} else if (s->bid[i] == s->bid[top]) {
			tie = 1;
		}
	}
	h->taker = tie ? -1 : top;
	if (tie) {
		ctx_reply(c, "; no single highest bid: the prize is discarded (R1250.7 4f)");
	} else {
		s->take[top] |= 1u << (s->prize - 1);
		ctx_reply(c, "; %s takes the prize (R1250.7 4f)", game_seat_name(c->n, g, top));
	}
	if (s->round == PS_ROUNDS)
		return finish(c, g); /* 4g */
	ctx_reply(c, "\n");
	start_round(c, g);
	return 0;
}

static int ps_depart(ctx *c, game *g, int me)
{
	ps_state *s = g->st;
	/* 8: a bot that plays randomly, managed by the referee, replaces em. */
	g->seats[me].flags |= SEAT_BOT;
	s->bid[me] = 0;
	ctx_reply(c, "; a bot plays randomly in eir place (R1250.7 8)");
	if (!waiting(g))
		game_schedule(c, g, c->now, s->round);
	return 0;
}

static json_t *pack_json(int suit, unsigned pack)
{
	json_t *a = json_array();
	char buf[8];
	for (int v = 13; v >= 1; v--)
		if (pack & (1u << (v - 1)))
			json_array_append_new(a, json_string(name_of(suit, v, buf, sizeof buf)));
	return a;
}

static json_t *ps_view(const nomic *n, const game *g, const gviewer *v)
{
	const ps_state *s = g->st;
	json_t *o = json_object();
	char buf[8];
	json_object_set_new(o, "round", json_integer(s->round));
	if (g->status == GS_RUNNING)
		json_object_set_new(o, "prize", json_string(name_of(0, s->prize, buf, sizeof buf)));
	json_t *seats = json_array();
	for (int i = 0; i < PS_SEATS; i++) {
		json_t *p = json_pack("{s:s, s:s, s:i}", "player", holder_name(n, g->seats[i].pid),
				      "suit", deck_standard.suit_name[s->suit[i]], "take",
				      total(s->take[i]));
		if (g->status == GS_RUNNING) {
			/* Whether a bid is in is public; its card only to its
			 * bidder and the referee (4e). */
			json_object_set_new(p, "bid in", json_boolean(s->bid[i] != 0));
			if (s->bid[i] && (v->all || v->seat == i))
				json_object_set_new(p, "bid", json_string(name_of(s->suit[i], s->bid[i],
										 buf, sizeof buf)));
		}
		json_object_set_new(p, "pack", pack_json(s->suit[i], s->pack[i]));
		json_array_append_new(seats, p);
	}
	json_object_set_new(o, "seats", seats);
	json_object_set_new(o, "spades left", pack_json(0, s->spades));
	json_t *hist = json_array();
	for (int r = 0; r < s->round; r++) {
		const ps_round *h = &s->hist[r];
		if (!h->prize)
			continue; /* not resolved yet */
		json_t *e = json_pack("{s:i, s:s}", "round", r + 1, "prize",
				      name_of(0, h->prize, buf, sizeof buf));
		json_t *b = json_array();
		for (int i = 0; i < PS_SEATS; i++)
			json_array_append_new(b, json_string(name_of(s->suit[i], h->bid[i], buf,
								     sizeof buf)));
		json_object_set_new(e, "bids", b);
		json_object_set_new(e, "taker", h->taker < 0 ? json_string("discarded")
							    : json_string(holder_name(n, g->seats[h->taker].pid)));
		json_array_append_new(hist, e);
	}
	json_object_set_new(o, "history", hist);
	return o;
}

/* The moves (games.h): one button per card left in the viewer's pack,
 * each a sealed bid (4e); a bid already in may be replaced. */
static json_t *ps_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const ps_state *s = g->st;
	json_t *a = json_array();
	if (g->status != GS_RUNNING || v->seat < 0 || v->seat >= PS_SEATS ||
	    (g->seats[v->seat].flags & (SEAT_BOT | SEAT_LEFT)))
		return a;
	char card[8], label[48], group[64], prize[8];
	snprintf(group, sizeof group, "Bid for the prize %s (round %d)",
		 name_of(0, s->prize, prize, sizeof prize), s->round);
	for (int val = 13; val >= 1; val--) {
		if (!(s->pack[v->seat] & (1u << (val - 1))))
			continue;
		name_of(s->suit[v->seat], val, card, sizeof card);
		snprintf(label, sizeof label, "%s %s", s->bid[v->seat] ? "Bid instead" : "Bid", card);
		json_t *m = game_move_button(label, "play %d bid %s", g->id, card);
		json_object_set_new(m, "card", json_string(card));
		json_object_set_new(m, "group", json_string(group));
		json_array_append_new(a, m);
	}
	return a;
}

const game_class pureskill_class = {
	.name = "pureskill",
	.title = "Game of Pure Skill",
	.rule = "R1250.7",
	.min_players = 3,
	.max_players = 3,
	.referees = 1,
	.trophy = "Jade Grapefruit",
	.state_size = sizeof(ps_state),
	.verbs = "bid CARD",
	.start = ps_start,
	.act = ps_act,
	.tick = ps_tick,
	.depart = ps_depart,
	.view = ps_view,
	.awaits = ps_awaits,
	.moves = ps_moves,
};
