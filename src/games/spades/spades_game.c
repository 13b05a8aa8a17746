/* spades_game.c: the `spades` game class, Ackanomic Spades (Rule 1250.15/6,
 * the current version) on top of the pure core in src/games/spades/spades.h.
 * This file owns only what the core leaves to the module: the seating
 * draw, the engine's replayable random source, the commands (`play N bid
 * 3`, `play N card QH`, ...), the 3-day deadlines (1250.15 7), the end of
 * the game and the per-viewer views.
 *
 * Secrecy (1250.15 1, 6 "Nobody is allowed to reveal to anybody what cards
 * any player has"): every deal and every default the referee makes for a
 * player is a hidden event of the clock's (the shuffle's draws, and the
 * number of legal cards a default chooses from, would tell a hand), and
 * the Blind Nil exchange (2, "send this card privately") is a hidden event
 * of its passer's. Bids and plays are public (6). The view shows a hand
 * to its holder and the referee only; the public sees counts, bids, tricks
 * and the cards on the table. Payouts: none; the text names no prize and
 * "No Trophies are awarded for winning" (5). */
#include "games/spades/spades.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

#define SP_DEAL_AUX (-1)  /* the deadline that deals the next round */
#define SP_HIST 64

typedef struct sp_state {
	spades_game g;
	int order[SPADES_SEATS];     /* spades seat -> framework seat */
	int target;                  /* 500 (1250.15 5), or lower by option */
	int nact;                    /* actions so far: the deadline's aux */
	int nhist;
	int hist[SP_HIST][2];        /* each scored round's points per team */
} sp_state;

static uint64_t below(void *arg, uint64_t bound)
{
	return rng_below(arg, bound);
}

static cards_rng rng_of(ctx *c)
{
	cards_rng r = {below, c->rng};
	return r;
}

static const char *seat_name(const nomic *n, const game *g, int sp)
{
	const sp_state *s = g->st;
	return game_seat_name(n, g, s->order[sp]);
}

static int sp_seat_of(const game *g, int fw)
{
	const sp_state *s = g->st;
	for (int i = 0; i < SPADES_SEATS; i++)
		if (s->order[i] == fw)
			return i;
	return -1;
}

static const char *card_str(cards_card c, char *buf, size_t n)
{
	cards_format(c, false, false, buf, n);
	return buf;
}

static int sp_configure(ctx *c, game *g, int argc, char **argv)
{
	sp_state *s = g->st;
	s->target = SPADES_TARGET;
	if (argc == 0)
		return 0;
	int64_t t;
	/* A shorter match for tests and casual play: documented in
	 * docs/GAMES.md; the rule's own target is 500. */
	if (argc != 2 || !strcaseeq(argv[0], "target") || parse_int64(argv[1], &t) || t < 10 ||
	    t > SPADES_TARGET)
		return ctx_fail(c, "usage: game new spades [target N] (N from 10 to 500)");
	s->target = (int)t;
	ctx_reply(c, "; the game ends at %d instead of 500 (option)", s->target);
	return 0;
}

/* 1250.15 5, with the configured target in place of 500 (the core always
 * uses 500; a lower target ends the game here first). */
static void check_target(sp_state *s)
{
	spades_game *sg = &s->g;
	if (sg->phase != SPADES_DEALING || s->target >= SPADES_TARGET)
		return;
	int a = sg->score[0], b = sg->score[1], lead = a > b ? a - b : b - a;
	if (((a >= s->target || b >= s->target) && a != b) || lead >= s->target) {
		sg->phase = SPADES_OVER;
		sg->turn = -1;
		sg->winner = a > b ? 0 : 1;
		sg->end = SPADES_END_SCORE;
	}
}

static const char *end_why(spades_end e)
{
	switch (e) {
	case SPADES_END_CONCEDED: return "the other team conceded";
	case SPADES_END_MISPLAYS: return "the other team forfeits for misplays (1250.15 6)";
	case SPADES_END_TIMEOUTS: return "the other team forfeits for missed deadlines (1250.15 7)";
	default: return "Spadescore (1250.15 5)";
	}
}

/* After every change: record a scored round, end the game, or set the
 * next deadline (a deal at once, or 3 days for the player to act). */
static int after(ctx *c, game *g, int round_before, int tricks_before)
{
	sp_state *s = g->st;
	spades_game *sg = &s->g;
	int scored = sg->round > 0 && (sg->phase == SPADES_DEALING ||
				       (sg->phase == SPADES_OVER && sg->end == SPADES_END_SCORE)) &&
		     round_before == sg->round && tricks_before < 13 && sg->tricks_done == 13;
	if (scored) {
		check_target(s);
		if (s->nhist < SP_HIST) {
			s->hist[s->nhist][0] = sg->round_delta[0];
			s->hist[s->nhist][1] = sg->round_delta[1];
			s->nhist++;
		}
		for (int t = 0; t < 2; t++) {
			game_gp(c, g, s->order[t], sg->round_delta[t]);
			game_gp(c, g, s->order[t + 2], sg->round_delta[t]);
		}
		ctx_reply(c, "\nround %d scored: team 1 %+d (%d), team 2 %+d (%d) (1250.15 4)",
			  sg->round, sg->round_delta[0], sg->score[0], sg->round_delta[1],
			  sg->score[1]);
		/* The hand's outcome is public: the scores, not the cards. */
		ctx_announce(c, "game %d round %d scored: team 1 %+d (%d), team 2 %+d (%d) "
			     "(1250.15 4)", g->id, sg->round, sg->round_delta[0], sg->score[0],
			     sg->round_delta[1], sg->score[1]);
	}
	s->nact++;
	if (sg->phase == SPADES_OVER) {
		int w[2] = {s->order[sg->winner], s->order[sg->winner + 2]};
		char why[160];
		snprintf(why, sizeof why, "team %d (%s and %s) wins %d to %d: %s", sg->winner + 1,
			 seat_name(c->n, g, sg->winner), seat_name(c->n, g, sg->winner + 2),
			 sg->score[sg->winner], sg->score[1 - sg->winner], end_why(sg->end));
		ctx_reply(c, "\n");
		game_end(c, g, w, 2, why);
		return 0;
	}
	if (sg->phase == SPADES_DEALING)
		game_schedule(c, g, c->now, SP_DEAL_AUX);
	else
		game_schedule(c, g, c->now + 3 * DAY, s->nact); /* 1250.15 7 */
	return 0;
}

static int sp_start(ctx *c, game *g)
{
	sp_state *s = g->st;
	if (!s->target)
		s->target = SPADES_TARGET;
	spades_init(&s->g);
	/* "the referee begins the game by randomly assigning the players into
	 * a playing order ... Players 1 and 3 shall be team 1". */
	int32_t ids[4] = {0, 1, 2, 3}, order[4];
	cards_rng r = rng_of(c);
	if (spades_seat(ids, false, &r, order) != CARDS_OK)
		return ctx_fail(c, "could not draw the playing order");
	ctx_reply(c, "playing order:");
	for (int i = 0; i < SPADES_SEATS; i++) {
		s->order[i] = order[i];
		ctx_reply(c, " %d %s%s", i + 1, seat_name(c->n, g, i), i < 3 ? "," : "");
	}
	ctx_reply(c, "; team 1 is players 1 and 3, team 2 players 2 and 4 (1250.15)");
	/* The deal is the clock's hidden event (1250.15 1: sent privately). */
	game_schedule(c, g, c->now, SP_DEAL_AUX);
	return 0;
}

static int parse_bid(const char *w, int *bid)
{
	int64_t v;
	if (strcaseeq(w, "nil")) {
		*bid = 0;
		return 0;
	}
	if (strcaseeq(w, "blind") || strcaseeq(w, "blindnil")) {
		*bid = SPADES_BLIND_NIL;
		return 0;
	}
	if (parse_int64(w, &v) || v < 0 || v > 13)
		return -1;
	*bid = (int)v;
	return 0;
}

static int refuse(ctx *c, cards_err e)
{
	return ctx_fail(c, "%s", cards_strerror(e));
}

/* A move in the wrong phase: say what the game waits for now, and from
 * whom (all of it public: whose turn it is, never a card). */
static int refuse_phase(ctx *c, const game *g, const spades_game *sg)
{
	const char *who = sg->turn >= 0 ? seat_name(c->n, g, sg->turn) : "nobody";
	switch (sg->phase) {
	case SPADES_DEALING:
		return ctx_fail(c, "that is not possible now: game %d waits for the deal (1250.15 1)",
				g->id);
	case SPADES_BIDDING:
		return ctx_fail(c, "that is not possible now: game %d is in its bidding and waits for "
				"%s's bid (play %d bid N) (1250.15 2)", g->id, who, g->id);
	case SPADES_EXCHANGE:
		return ctx_fail(c, "that is not possible now: game %d is in the Blind Nil exchange and "
				"waits for %s to pass a card (play %d pass CARD) (1250.15 2)", g->id,
				who, g->id);
	case SPADES_PLAYING:
		return ctx_fail(c, "that is not possible now: game %d is in trick play and waits for "
				"%s's card to trick %d (play %d card CARD) (1250.15 3)", g->id, who,
				sg->tricks_done + 1, g->id);
	case SPADES_OVER:
		break;
	}
	return ctx_fail(c, "that is not possible now: game %d is over (1250.15 5)", g->id);
}

/* 3: the claim announces "the remaining plays which would have otherwise
 * occurred": the core plays each seat's lowest legal card, so replaying
 * that on a copy names them. */
static void announce_claim(ctx *c, const game *g, const spades_game *before)
{
	spades_game t = *before;
	char buf[CARDS_NAME_LEN];
	int last = -1;
	while (t.phase == SPADES_PLAYING && t.turn >= 0) {
		cards_card legal[SPADES_HAND];
		int n = spades_legal_plays(&t, t.turn, legal), low = 0;
		if (!n)
			break;
		for (int i = 1; i < n; i++)
			if (legal[i] < legal[low])
				low = i;
		if (t.tricks_done != last)
			ctx_reply(c, "%s trick %d:", last < 0 ? "" : ";", t.tricks_done + 1);
		last = t.tricks_done;
		int who = t.turn;
		if (spades_play(&t, who, legal[low]) != CARDS_OK)
			break;
		ctx_reply(c, " %s %s", seat_name(c->n, g, who), card_str(legal[low], buf, sizeof buf));
	}
}

static int sp_refuse(ctx *c, const game *g, const spades_game *sg, cards_err e)
{
	return e == CARDS_E_PHASE ? refuse_phase(c, g, sg) : refuse(c, e);
}

static int sp_act(ctx *c, game *g, int fw, int argc, char **argv)
{
	sp_state *s = g->st;
	spades_game *sg = &s->g;
	int me = fw >= 0 ? sp_seat_of(g, fw) : -1;
	int round = sg->round, tricks = sg->tricks_done;
	const char *verb = argv[0];
	cards_err e;
	char buf[CARDS_NAME_LEN];

	if (strcaseeq(verb, "claim")) {
		/* 3: "the referee may interrupt play" when there is no doubt. */
		if (me >= 0 || c->actor->id != g->referee)
			return ctx_fail(c, "only the referee claims the remaining tricks (1250.15 3)");
		if (sg->phase != SPADES_PLAYING)
			return refuse_phase(c, g, sg);
		spades_game before = *sg;
		if ((e = spades_claim(sg, SPADES_CLAIM_BUDGET)) != CARDS_OK)
			return sp_refuse(c, g, sg, e);
		ctx_reply(c, "the referee claims the remaining tricks of game %d (1250.15 3):", g->id);
		announce_claim(c, g, &before);
		return after(c, g, round, tricks);
	}
	if (me < 0)
		return ctx_fail(c, "the referee does not play (1250.15)");
	if (sg->phase == SPADES_DEALING)
		return ctx_fail(c, "the cards are being dealt; wait for the deal (1250.15 1)");
	if (strcaseeq(verb, "bid") && argc == 2) {
		int bid;
		if (parse_bid(argv[1], &bid))
			return refuse(c, CARDS_E_BID);
		if ((e = spades_bid(sg, me, bid)) != CARDS_OK)
			return sp_refuse(c, g, sg, e);
		ctx_reply(c, "%s bids %s in game %d", c->actor->name,
			  bid == SPADES_BLIND_NIL ? "Blind Nil" : bid == 0 ? "Nil" : argv[1], g->id);
		if (sg->phase == SPADES_PLAYING)
			ctx_reply(c, "; bidding is over, %s leads (1250.15 3)",
				  seat_name(c->n, g, sg->turn));
		else if (sg->phase == SPADES_EXCHANGE)
			ctx_reply(c, "; the Blind Nil exchange begins with %s (1250.15 2)",
				  seat_name(c->n, g, sg->turn));
	} else if (strcaseeq(verb, "look") && argc == 1) {
		/* 2: a Blind Nil candidate asks to be shown eir cards. */
		if ((e = spades_show_cards(sg, me)) != CARDS_OK)
			return sp_refuse(c, g, sg, e);
		ctx_reply(c, "%s asks to see eir cards and may no longer bid Blind Nil (1250.15 2)",
			  c->actor->name);
	} else if (strcaseeq(verb, "pass") && argc == 2) {
		/* 2: "send this card privately to the referee and eir teammate". */
		c->hidden = 1;
		cards_card card;
		if (cards_parse(argv[1], 1, &card) != CARDS_OK)
			return refuse(c, CARDS_E_PARSE);
		if ((e = spades_pass_card(sg, me, card)) != CARDS_OK)
			return sp_refuse(c, g, sg, e);
		ctx_reply(c, "%s passes %s to %s (1250.15 2)", c->actor->name,
			  card_str(card, buf, sizeof buf), seat_name(c->n, g, spades_partner(me)));
	} else if (strcaseeq(verb, "card") && argc == 2) {
		cards_card card;
		if (cards_parse(argv[1], 1, &card) != CARDS_OK)
			return refuse(c, CARDS_E_PARSE);
		e = spades_play(sg, me, card);
		if (spades_is_misplay(e) && sg->phase == SPADES_PLAYING && sg->turn == me) {
			/* 6: an attempted misplay is penalised; nothing was played,
			 * so there is nothing to void. */
			spades_misplay(sg, me);
			int t = spades_team(me);
			game_gp(c, g, s->order[t], -SPADES_MISPLAY_PENALTY);
			game_gp(c, g, s->order[t + 2], -SPADES_MISPLAY_PENALTY);
			ctx_reply(c, "%s misplays %s in game %d: %s; team %d scores -100 (1250.15 6)",
				  c->actor->name, argv[1], g->id, cards_strerror(e),
				  spades_team(me) + 1);
			return after(c, g, round, tricks);
		}
		if (e != CARDS_OK)
			return sp_refuse(c, g, sg, e);
		ctx_reply(c, "%s plays %s in game %d", c->actor->name,
			  card_str(card, buf, sizeof buf), g->id);
		if (sg->ntrick == 0 && sg->tricks_done > tricks) {
			ctx_reply(c, "; %s wins trick %d", seat_name(c->n, g, sg->last_winner),
				  sg->tricks_done);
			/* 1250.15 6: the plays are public, and so is who took the trick. */
			ctx_announce(c, "game %d: %s wins trick %d of round %d", g->id,
				     seat_name(c->n, g, sg->last_winner), sg->tricks_done, sg->round);
		}
	} else if (strcaseeq(verb, "concede") && argc == 1) {
		if ((e = spades_concede(sg, me)) != CARDS_OK)
			return sp_refuse(c, g, sg, e);
		ctx_reply(c, "%s concedes game %d (1250.15 5)", c->actor->name, g->id);
		ctx_announce(c, "%s concedes game %d (1250.15 5)", c->actor->name, g->id);
		if (sg->phase != SPADES_OVER)
			return 0; /* no change of deadline */
	} else {
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	}
	return after(c, g, round, tricks);
}

static int sp_tick(ctx *c, game *g, int64_t aux)
{
	sp_state *s = g->st;
	spades_game *sg = &s->g;
	cards_rng r = rng_of(c);
	int round = sg->round, tricks = sg->tricks_done;
	/* Hidden: the draws would tell the hands (file comment). */
	c->hidden = 1;
	if (aux == SP_DEAL_AUX) {
		if (sg->phase != SPADES_DEALING)
			return 0;
		if (spades_deal(sg, &r) != CARDS_OK)
			return ctx_fail(c, "the deal failed");
		ctx_reply(c, "game %d round %d: 13 cards dealt to each player (1250.15 1); %s bids "
			  "first", g->id, sg->round, seat_name(c->n, g, sg->turn));
		return after(c, g, sg->round, 13);
	}
	if (aux != s->nact || sg->turn < 0)
		return 0;
	int who = sg->turn;
	if (spades_timeout(sg, who, &r) != CARDS_OK)
		return 0;
	ctx_reply(c, "game %d: %s missed the 3-day limit; the referee acts for em (1250.15 7)",
		  g->id, seat_name(c->n, g, who));
	return after(c, g, round, tricks);
}

static int sp_depart(ctx *c, game *g, int fw)
{
	(void)fw;
	/* The text has no departures; the 3-day defaults play for em. */
	ctx_reply(c, "; the referee's defaults play eir cards (1250.15 7)");
	(void)g;
	return 0;
}

static json_t *cards_json(uint64_t mask)
{
	json_t *a = json_array();
	char buf[CARDS_NAME_LEN];
	for (int c = 1; c <= 52; c++)
		if (mask & (1ull << (c - 1)))
			json_array_append_new(a, json_string(card_str((cards_card)c, buf, sizeof buf)));
	return a;
}

static json_t *trick_json(const cards_card *t, int n)
{
	json_t *a = json_array();
	char buf[CARDS_NAME_LEN];
	for (int i = 0; i < n; i++)
		json_array_append_new(a, json_string(card_str(t[i], buf, sizeof buf)));
	return a;
}

static const char *phase_name(spades_phase p)
{
	static const char *const names[] = {"dealing", "bidding", "Blind Nil exchange", "playing",
					    "over"};
	return names[p];
}

static json_t *sp_view(const nomic *n, const game *g, const gviewer *v)
{
	const sp_state *s = g->st;
	const spades_game *sg = &s->g;
	json_t *o = json_object();
	if (g->status == GS_PENDING)
		return o;
	json_object_set_new(o, "round", json_integer(sg->round));
	json_object_set_new(o, "phase", json_string(phase_name(sg->phase)));
	if (s->target != SPADES_TARGET)
		json_object_set_new(o, "target", json_integer(s->target));
	if (sg->turn >= 0)
		json_object_set_new(o, "turn", json_string(seat_name(n, g, sg->turn)));
	json_object_set_new(o, "scores", json_pack("[i, i]", sg->score[0], sg->score[1]));
	json_object_set_new(o, "sandbags", json_pack("[i, i]", sg->bags[0], sg->bags[1]));
	json_t *seats = json_array();
	for (int i = 0; i < SPADES_SEATS; i++) {
		json_t *p = json_pack("{s:s, s:i}", "player", seat_name(n, g, i), "team",
				      spades_team(i) + 1);
		if (g->status == GS_RUNNING) {
			int b = sg->bid[i];
			if (b != SPADES_NO_BID)
				json_object_set_new(p, "bid", b == SPADES_BLIND_NIL ? json_string("Blind Nil")
							      : json_integer(b));
			json_object_set_new(p, "tricks", json_integer(sg->tricks[i]));
			json_object_set_new(p, "cards", json_integer(__builtin_popcountll(sg->hand[i])));
			/* 1250.15 1, 6: only eir holder and the referee; a Blind
			 * Nil candidate sees nothing until e asks (1). */
			int mine = v->seat >= 0 && s->order[i] == v->seat;
			if (v->all || (mine && spades_hand_visible(sg, i)))
				json_object_set_new(p, "hand", cards_json(sg->hand[i]));
			else if (mine)
				json_object_set_new(p, "hand", json_string("not shown yet: bid Blind Nil "
									   "or look (1250.15 2)"));
		}
		json_array_append_new(seats, p);
	}
	json_object_set_new(o, "seats", seats);
	if (sg->phase == SPADES_PLAYING) {
		json_object_set_new(o, "spades broken", json_boolean(sg->spades_broken));
		json_object_set_new(o, "trick", trick_json(sg->trick, sg->ntrick));
		if (sg->ntrick)
			json_object_set_new(o, "led by", json_string(seat_name(n, g, sg->leader)));
	}
	if (sg->tricks_done > 0 && sg->phase != SPADES_DEALING) {
		json_object_set_new(o, "last trick", trick_json(sg->last_trick, SPADES_SEATS));
		json_object_set_new(o, "last trick won by",
				    json_string(seat_name(n, g, sg->last_winner)));
	}
	json_t *h = json_array();
	for (int r = 0; r < s->nhist; r++)
		json_array_append_new(h, json_pack("[i, i]", s->hist[r][0], s->hist[r][1]));
	json_object_set_new(o, "rounds", h);
	return o;
}

/* The moves (games.h), for the viewer whose turn it is: the bids (Nil, 2
 * to 13; Blind Nil or a look while e has not seen eir cards, 1250.15 2),
 * the Blind Nil exchange's card, one button per legal card in trick play
 * (3), a concession (5), and the referee's claim (3). */
static void card_buttons(json_t *a, const game *g, const char *verb, const char *what,
			 const cards_card *cards, int n, const char *group)
{
	char buf[CARDS_NAME_LEN], label[48];
	for (int i = 0; i < n; i++) {
		card_str(cards[i], buf, sizeof buf);
		snprintf(label, sizeof label, "%s %s", what, buf);
		json_t *m = game_move_button(label, "play %d %s %s", g->id, verb, buf);
		json_object_set_new(m, "card", json_string(buf));
		json_object_set_new(m, "group", json_string(group));
		json_array_append_new(a, m);
	}
}

static json_t *sp_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const sp_state *s = g->st;
	const spades_game *sg = &s->g;
	json_t *a = json_array();
	if (g->status != GS_RUNNING)
		return a;
	int me = v->seat >= 0 ? sp_seat_of(g, v->seat) : -1;
	if (me < 0) {
		if (v->pid && v->pid == g->referee && sg->phase == SPADES_PLAYING)
			json_array_append_new(a, game_move_button("Claim the remaining tricks",
								  "play %d claim", g->id));
		return a;
	}
	if (sg->phase == SPADES_BIDDING && sg->bid[me] == SPADES_NO_BID && !sg->shown[me]) {
		if (sg->turn == me && sg->blind_eligible[me])
			json_array_append_new(a, game_move_button("Bid Blind Nil", "play %d bid blind",
								  g->id));
		json_array_append_new(a, game_move_button("Look at my cards", "play %d look", g->id));
	} else if (sg->phase == SPADES_BIDDING && sg->turn == me) {
		json_t *m = json_pack("{s:s}", "label", "Bid");
		game_move_choice(m, "Nil", "play %d bid nil", g->id);
		for (int b = 2; b <= 13; b++) {
			char l[8];
			snprintf(l, sizeof l, "%d", b);
			game_move_choice(m, l, "play %d bid %d", g->id, b);
		}
		json_array_append_new(a, m);
	} else if (sg->phase == SPADES_EXCHANGE && sg->exchange_from == me) {
		cards_card held[SPADES_HAND + 1];
		int k = 0;
		for (int c = 1; c <= 52 && k < SPADES_HAND + 1; c++)
			if (sg->hand[me] & (1ull << (c - 1)))
				held[k++] = (cards_card)c;
		card_buttons(a, g, "pass", "Pass", held, k, "Pass a card to your partner");
	} else if (sg->phase == SPADES_PLAYING && sg->turn == me) {
		cards_card legal[SPADES_HAND];
		int k = spades_legal_plays(sg, me, legal);
		card_buttons(a, g, "card", "Play", legal, k, "Play a card");
	}
	if (sg->phase != SPADES_OVER && !sg->conceded[me]) {
		json_t *m = game_move_button("Concede the game", "play %d concede", g->id);
		json_object_set_new(m, "group", json_string("Concede"));
		json_array_append_new(a, m);
	}
	return a;
}

const game_class spades_class = {
	.name = "spades",
	.title = "Spades",
	.rule = "R1250.15",
	.min_players = 4,
	.max_players = 4,
	.referees = 1,
	.state_size = sizeof(sp_state),
	.verbs = "bid N|nil|blind | look | pass CARD | card CARD | concede | claim",
	.configure = sp_configure,
	.start = sp_start,
	.act = sp_act,
	.tick = sp_tick,
	.depart = sp_depart,
	.view = sp_view,
	.moves = sp_moves,
};
