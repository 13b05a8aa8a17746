/* eleusis.c: the rules of Eleusis (Ackanomic Rule 1250.23/10) that need no
 * engine (eleusis.h): sections 4 (the rounds and the Deus), 5 (a round's
 * play, the prophet, penalties, marks and sudden death), 6 (a round's
 * score), 7 (the game's ladder), 8 (bots and an absent Deus) and 11 (the
 * error vote). The readings of unclear clauses are docs/RULINGS.md's,
 * "Eleusis". */
#include "games/eleusis/eleusis.h"

#include <stdio.h>
#include <string.h>

const el_rules el_rules_text = {14, 2, 5, 5, 4, 10, 40, 30, 4, 3, 2};

const char *el_error(int err)
{
	switch (err) {
	case EL_OK: return "ok";
	case EL_E_PHASE: return "that is not what the game awaits now (R1250.23 5)";
	case EL_E_NOT_DEUS: return "only the Deus of this round may do that (R1250.23 5 a), b), j))";
	case EL_E_DEUS_PLAYS: return "the Deus does not play cards in eir round (R1250.23 4 c), 5 e))";
	case EL_E_NOT_TURN: return "it is not your turn (R1250.23 5 e), n), o))";
	case EL_E_COUNT: return "a play is a series of between 1 and 4 cards, or 'noplay' (R1250.23 5 f))";
	case EL_E_NOT_HELD: return "you do not hold those cards (R1250.23 5 f))";
	case EL_E_PROPHET_NOW: return "there is already a prophet (R1250.23 5 h))";
	case EL_E_PROPHET_AGAIN: return "you have already been prophet this round (R1250.23 5 h))";
	case EL_E_PROPHET_FEW: return "a prophet needs more than two remaining Scientists (R1250.23 5 h))";
	case EL_E_NOT_PROPHET: return "only the prophet calls plays (R1250.23 5 i) 1))";
	case EL_E_CARD_NEEDED: return "an incorrect No Play needs a correct card from the player's hand, played for em (R1250.23 5 i) 4), j))";
	case EL_E_CARD_NOT_WANTED: return "a card is chosen only for an incorrect No Play (R1250.23 5 i) 4), j))";
	case EL_E_WRONGCARD: return "'wrongcard' is only for the prophet's card on a No Play (R1250.23 5 i) 4))";
	case EL_E_SEALED: return "your rule for this round is already sealed: it may not change (R1250.23 5 a))";
	case EL_E_DECK_SET: return "the deck for this round is already announced (R1250.23 5 b))";
	case EL_E_ROUND: return "no such round has ended and had its rule announced (R1250.23 4 e))";
	case EL_E_WINDOW: return "the 3 days to announce an error in that round are over (R1250.23 4 e))";
	case EL_E_VOTED: return "you have already voted on that round's error (R1250.23 11 a))";
	case EL_E_NO_VOTE: return "no error vote is open on that round (R1250.23 11 a))";
	case EL_E_PENALISED: return "that round's Deus has already been penalised for an error (R1250.23 11 d))";
	case EL_E_LEFT: return "you have left this game (R1250.1 IX)";
	}
	return "?";
}

int el_deck_cards(int deck, int wild, int16_t *out)
{
	int n = 0;
	if (deck == EL_DECK_ELEUSIS) {
		for (int i = 0; i < 120; i++)
			out[n++] = (int16_t)i;
		for (int i = 0; wild && i < 4; i++)
			out[n++] = 120; /* indistinguishable (R1250.6) */
	} else {
		for (int k = 0; k < 2; k++) {
			for (int i = 0; i < 52; i++)
				out[n++] = (int16_t)i;
			for (int i = 0; wild && i < 2; i++)
				out[n++] = (int16_t)(52 + i);
		}
	}
	return n;
}

static int next_seat(const el_state *s, int from)
{
	return (from + 1) % s->nseats;
}

int el_scientists(const el_state *s)
{
	int deus = s->rounds[s->round].deus, k = 0;
	for (int i = 0; i < s->nseats; i++)
		if (i != deus && i != s->prophet && !s->expelled[i])
			k++;
	return k;
}

void el_init(el_state *s, int nseats, const el_rules *k, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->nseats = nseats;
	s->k = k ? *k : el_rules_text;
	for (int i = 0; i < nseats; i++) {
		s->number[i] = (int16_t)(i + 1);
		s->rounds[i].deus = (int8_t)i; /* 4 b), f) */
		s->rounds[i].true_prophet = -1;
	}
	s->prophet = -1;
	s->turn = -1;
	s->pend_card = -1;
	s->starter = -1;
	s->since = now;
	el_begin_round(s, now);
}

int el_begin_round(el_state *s, int64_t now)
{
	for (;;) {
		if (s->round >= s->nseats) {
			s->phase = EL_CLOSING;
			return 0;
		}
		el_round *r = &s->rounds[s->round];
		memset(s->expelled, 0, sizeof s->expelled);
		memset(s->was_prophet, 0, sizeof s->was_prophet);
		memset(s->nhand, 0, sizeof s->nhand);
		s->nline = 0;
		s->npile = 0;
		s->spares = 0;
		s->ndiscard = 0;
		s->prophet = -1;
		s->prophet_cards = s->prophet_right = s->prophet_wrong = 0;
		s->free_cards = s->sudden = s->plays = 0;
		s->starter = -1;
		s->turn = -1;
		memset(&s->last, 0, sizeof s->last);
		s->since = now;
		if (!s->left[r->deus] || s->ref_subs) {
			s->phase = EL_SETUP;
			return 0;
		}
		/* 8: a Deus who left with no substitute: the round ends. */
		r->skipped = 1;
		s->round++;
	}
}

int el_set_deck(el_state *s, int seat, int deck, int wild, const char *note)
{
	el_round *r = &s->rounds[s->round];
	if (s->phase != EL_SETUP)
		return EL_E_PHASE;
	if (seat != r->deus)
		return EL_E_NOT_DEUS;
	if (r->note[0] || r->played)
		return EL_E_DECK_SET;
	r->deck = (uint8_t)deck;
	r->wild = (uint8_t)!!wild;
	snprintf(r->note, sizeof r->note, "%s", note && *note ? note : "-");
	if (r->hash[0] || r->hash[1] || r->rule[0])
		s->phase = EL_DEALING;
	return EL_OK;
}

int el_seal(el_state *s, int seat, const char *text, const uint8_t *salt, const uint8_t *hash)
{
	el_round *r = &s->rounds[s->round];
	if (s->phase != EL_SETUP)
		return s->phase == EL_DEALING || s->phase == EL_TURN ? EL_E_SEALED : EL_E_PHASE;
	if (seat != r->deus)
		return EL_E_NOT_DEUS;
	if (r->rule[0])
		return EL_E_SEALED;
	snprintf(r->rule, sizeof r->rule, "%s", text);
	memcpy(r->salt, salt, EL_SALT);
	memcpy(r->hash, hash, EL_HASH);
	if (r->note[0])
		s->phase = EL_DEALING;
	return EL_OK;
}

static void shuffle(int16_t *a, int n, el_rand rnd, void *arg)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rnd(arg, (uint64_t)i + 1);
		int16_t t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}

/* Draws the top card; -1 when even the spares are gone. The pile is
 * taken from its end; the spare decks lie under the round's (1 a). */
static int draw(el_state *s)
{
	if (s->npile <= 0)
		return -1;
	int c = s->pile[--s->npile];
	if (s->npile % s->pile_deck == 0 && s->npile > 0)
		s->spares++;
	return c;
}

static int give(el_state *s, int seat, int k)
{
	int n = 0;
	for (; n < k && s->nhand[seat] < EL_MAX_HAND; n++) {
		int c = draw(s);
		if (c < 0)
			break;
		s->hand[seat][s->nhand[seat]++] = (int16_t)c;
	}
	return n;
}

static int first_turn(const el_state *s, int from)
{
	int deus = s->rounds[s->round].deus;
	int t = from;
	for (int k = 0; k < s->nseats; k++) {
		t = next_seat(s, t);
		if (t != deus && t != s->prophet && !s->expelled[t])
			return t;
	}
	return -1;
}

void el_deal(el_state *s, el_rand rnd, void *arg, int64_t now)
{
	el_round *r = &s->rounds[s->round];
	int16_t one[124];
	int n = el_deck_cards(r->deck, r->wild, one);
	s->pile_deck = (int16_t)n;
	s->npile = 0;
	for (int k = 0; k < 3 && s->npile + n <= EL_MAX_PILE; k++) {
		shuffle(one, n, rnd, arg);
		memcpy(s->pile + s->npile, one, (size_t)n * sizeof *one);
		s->npile = (int16_t)(s->npile + n);
	}
	for (int i = 0; i < s->nseats; i++) {
		s->nhand[i] = 0;
		if (i != r->deus)
			give(s, i, s->k.hand); /* 5 c) */
	}
	/* 5 d): the starter is on the main line, correct by definition. */
	s->starter = (int16_t)draw(s);
	s->nline = 0;
	s->line[s->nline++] = (el_laid){s->starter, 1, 0, (int8_t)r->deus, 0, 0};
	r->played = 1;
	s->turn = first_turn(s, r->deus); /* 5 e) */
	s->phase = EL_TURN;
	s->since = now;
}

static int held(const el_state *s, int seat, const int16_t *cards, int n)
{
	int16_t h[EL_MAX_HAND];
	int nh = s->nhand[seat];
	memcpy(h, s->hand[seat], (size_t)nh * sizeof *h);
	for (int i = 0; i < n; i++) {
		int j = 0;
		while (j < nh && h[j] != cards[i])
			j++;
		if (j == nh)
			return 0;
		h[j] = h[--nh];
	}
	return 1;
}

static void take(el_state *s, int seat, int card)
{
	int16_t *h = s->hand[seat];
	int n = s->nhand[seat];
	for (int j = 0; j < n; j++)
		if (h[j] == card) {
			memmove(h + j, h + j + 1, (size_t)(n - j - 1) * sizeof *h);
			s->nhand[seat]--;
			return;
		}
}

int el_play(el_state *s, int seat, const int16_t *cards, int n, int declare, int64_t now)
{
	int deus = s->rounds[s->round].deus;
	if (s->phase != EL_TURN)
		return EL_E_PHASE;
	if (seat == deus)
		return EL_E_DEUS_PLAYS;
	if (seat != s->turn)
		return EL_E_NOT_TURN;
	if (n < 0 || n > 4)
		return EL_E_COUNT;
	if (!held(s, seat, cards, n))
		return EL_E_NOT_HELD;
	if (declare) {
		if (s->prophet >= 0)
			return EL_E_PROPHET_NOW;
		if (s->was_prophet[seat])
			return EL_E_PROPHET_AGAIN;
		if (el_scientists(s) <= 2)
			return EL_E_PROPHET_FEW;
	}
	if (n > 0)
		memcpy(s->pend_cards, cards, (size_t)n * sizeof *cards);
	s->pend_n = (int8_t)n;
	s->pend_by = (int8_t)seat;
	s->pend_declare = (uint8_t)!!declare;
	s->pend_called = 0;
	s->pend_card = -1;
	/* 5 i), j): a prophet calls it first; the declaring play and any play
	 * without a prophet go to the Deus (docs/RULINGS.md). */
	s->phase = s->prophet >= 0 ? EL_PROPHET : EL_DEUS;
	s->since = now;
	return EL_OK;
}

int el_call(el_state *s, int seat, int correct, int card, int64_t now)
{
	if (s->phase != EL_PROPHET)
		return EL_E_PHASE;
	if (seat != s->prophet)
		return EL_E_NOT_PROPHET;
	if (!correct && s->pend_n == 0) {
		if (card < 0)
			return EL_E_CARD_NEEDED;
		int16_t c16 = (int16_t)card;
		if (!held(s, s->pend_by, &c16, 1))
			return EL_E_NOT_HELD;
	} else if (card >= 0) {
		return EL_E_CARD_NOT_WANTED;
	}
	s->pend_call = (uint8_t)!!correct;
	s->pend_called = 1;
	s->pend_card = (int16_t)card;
	s->phase = EL_DEUS;
	s->since = now;
	return EL_OK;
}

int el_default_call(el_state *s, int64_t now)
{
	if (s->phase != EL_PROPHET)
		return EL_E_PHASE;
	return el_call(s, s->prophet, 1, -1, now);
}

/* Lays the cards of a play: the count of 5 k) or l) and its marks. */
static void lay(el_state *s, int16_t card, int ok, int by, int via)
{
	if (s->nline >= EL_MAX_LINE)
		return;
	el_laid *l = &s->line[s->nline++];
	*l = (el_laid){card, (uint8_t)ok, 0, (int8_t)by, (int8_t)via, (int16_t)s->plays};
	if (s->prophet >= 0) {
		s->prophet_cards++;
		if (s->prophet_cards % s->k.mark_every == 0) {
			l->mark |= EL_MARK_BANG; /* 5 l) */
			if (s->prophet_cards >= s->k.bangs && !s->sudden)
				s->sudden = s->last.sudden = 1;
		}
	} else {
		s->free_cards++;
		if (s->free_cards % s->k.mark_every == 0) {
			l->mark |= EL_MARK_STAR; /* 5 k) */
			if (s->free_cards >= s->k.stars && !s->sudden)
				s->sudden = s->last.sudden = 1;
		}
	}
}

static void penalise(el_state *s, int seat, int k, int sudden)
{
	s->last.penalty = (uint8_t)give(s, seat, k);
	if (sudden)
		s->expelled[seat] = s->last.expelled = 1; /* 5 i) 4) */
}

/* Settles the pending play. truth: was it correct; pen: is the player
 * penalised; card: the correct card played from a wrong No Play's hand. */
static void settle(el_state *s, int truth, int pen, int card, int prophet_tally)
{
	int p = s->pend_by, n = s->pend_n;
	/* Sudden death begins after the play that reaches the count. */
	int sudden = s->sudden;
	s->plays++;
	s->last.player = (int8_t)p;
	s->last.correct = (uint8_t)truth;
	s->last.chosen = -1;
	s->last.noplay = (uint8_t)(n == 0);
	if (n > 0) {
		for (int i = 0; i < n; i++) {
			take(s, p, s->pend_cards[i]);
			lay(s, s->pend_cards[i], truth, p, 0);
		}
		if (!truth && pen)
			penalise(s, p, s->k.per_card * n, sudden); /* 5 i) 4) */
	} else if (truth) {
		/* 5 i) 5): a new hand four smaller; no cards played. */
		int k = s->nhand[p] - s->k.fewer;
		if (k < 0)
			k = 0;
		s->ndiscard = (int16_t)(s->ndiscard + s->nhand[p]);
		s->nhand[p] = 0;
		s->last.newhand = (uint8_t)give(s, p, k);
	} else if (card >= 0) {
		take(s, p, card);
		lay(s, (int16_t)card, 1, p, 1);
		s->last.chosen = (int16_t)card;
		if (pen)
			penalise(s, p, s->k.noplay_pen, sudden);
	}
	if (prophet_tally && s->prophet >= 0) {
		int k = n > 0 ? n : 1;
		if (truth)
			s->prophet_right += k;
		else
			s->prophet_wrong += k;
	}
	if (s->pend_declare && !s->expelled[p] && s->prophet < 0) {
		/* 5 h): the declaration takes effect once the play is settled. */
		s->prophet = p;
		s->was_prophet[p] = 1;
		s->prophet_cards = s->prophet_right = s->prophet_wrong = 0;
		s->last.new_prophet = 1;
		s->last.prophet = (int8_t)p;
		for (int i = s->nline - 1; i >= 0 && s->line[i].play == s->plays; i--)
			if (i == 0 || s->line[i - 1].play != s->plays)
				s->line[i].mark |= EL_MARK_BANG;
	}
}

static void overturn(el_state *s)
{
	int pr = s->prophet;
	s->last.overturned = 1;
	s->last.prophet = (int8_t)pr;
	s->prophet = -1; /* 5 i) 3): back to being a Scientist */
	s->last.prophet_penalty = (uint8_t)give(s, pr, s->k.prophet_pen);
}

static void next_turn(el_state *s, int64_t now)
{
	s->pend_n = 0;
	s->pend_declare = 0;
	s->pend_called = 0;
	s->pend_card = -1;
	s->since = now;
	if (el_round_done(s)) {
		s->last.round_over = 1;
		return;
	}
	s->turn = first_turn(s, s->pend_by);
	s->phase = EL_TURN;
}

int el_round_done(const el_state *s)
{
	/* 5 m): the current player has 0 cards, or no Scientists are left. */
	if (s->pend_by >= 0 && s->nhand[s->pend_by] == 0 && s->plays > 0 &&
	    s->last.player == s->pend_by)
		return 1;
	return el_scientists(s) == 0;
}

int el_judge(el_state *s, int correct, int card, int64_t now)
{
	if (s->phase != EL_DEUS || s->pend_called)
		return EL_E_PHASE;
	if (!correct && s->pend_n == 0) {
		if (card < 0)
			return EL_E_CARD_NEEDED;
		int16_t c16 = (int16_t)card;
		if (!held(s, s->pend_by, &c16, 1))
			return EL_E_NOT_HELD;
	} else if (card >= 0) {
		return EL_E_CARD_NOT_WANTED;
	}
	memset(&s->last, 0, sizeof s->last);
	settle(s, correct, 1, card, 0);
	next_turn(s, now);
	return EL_OK;
}

int el_approve(el_state *s, int verdict, int64_t now)
{
	if (s->phase != EL_DEUS || !s->pend_called)
		return EL_E_PHASE;
	if (verdict == EL_WRONGCARD && !(s->pend_n == 0 && !s->pend_call))
		return EL_E_WRONGCARD;
	memset(&s->last, 0, sizeof s->last);
	if (verdict == EL_APPROVE) {
		settle(s, s->pend_call, 1, s->pend_card, 1); /* 5 i) 4), 5) */
	} else if (verdict == EL_DISAPPROVE) {
		/* 5 i) 3): the call was wrong, so the play was the opposite;
		 * the Scientist is not penalised. */
		settle(s, !s->pend_call, 0, -1, 0);
		overturn(s);
	} else {
		/* 5 i) 4): the prophet's card was not correct: it stays in the
		 * hand, no penalty, the prophet is overturned. */
		s->plays++;
		s->last.player = s->pend_by;
		s->last.returned = 1;
		s->last.noplay = 1;
		s->last.chosen = -1;
		overturn(s);
	}
	next_turn(s, now);
	return EL_OK;
}

int el_default_play(el_state *s, el_rand rnd, void *arg, int64_t now)
{
	if (s->phase != EL_TURN || s->turn < 0)
		return EL_E_PHASE;
	int t = s->turn;
	if (s->nhand[t] == 0)
		return el_play(s, t, NULL, 0, 0, now);
	int16_t c = s->hand[t][rnd(arg, (uint64_t)s->nhand[t])];
	return el_play(s, t, &c, 1, 0, now);
}

int el_hint(el_state *s, int seat)
{
	el_round *r = &s->rounds[s->round];
	if (s->phase != EL_TURN && s->phase != EL_PROPHET && s->phase != EL_DEUS)
		return -EL_E_PHASE;
	if (seat != r->deus)
		return -EL_E_NOT_DEUS;
	r->hints++;
	if (r->hints > s->k.hints) {
		s->gp[seat] -= s->k.hint_cost; /* 9 */
		return s->k.hint_cost;
	}
	return 0;
}

void el_end_round(el_state *s, int64_t now)
{
	el_round *r = &s->rounds[s->round];
	int deus = r->deus;
	if (r->played) {
		int H = 0, top = 0, any = 0;
		for (int i = 0; i < s->nseats; i++)
			if (i != deus && s->nhand[i] > H)
				H = s->nhand[i]; /* 6 b) */
		r->true_prophet = (int8_t)s->prophet; /* 6 a) */
		for (int i = 0; i < s->nseats; i++) {
			if (i == deus)
				continue;
			int sc = H - s->nhand[i]; /* 6 c) */
			if (s->nhand[i] == 0)
				sc += s->k.empty_bonus; /* 6 d) */
			if (i == s->prophet)
				sc += s->prophet_right + 2 * s->prophet_wrong; /* 6 e) */
			r->score[i] = sc;
			if (!any || sc > top)
				top = sc;
			any = 1;
		}
		/* 6 f): the smaller of the top score and twice the cards since
		 * the True Prophet became prophet; with none, the top score. */
		int d = top;
		if (s->prophet >= 0 && 2 * s->prophet_cards < d)
			d = 2 * s->prophet_cards;
		r->score[deus] = d;
		for (int i = 0; i < s->nseats; i++)
			s->gp[i] += r->score[i];
	}
	r->revealed = 1; /* 4 e) */
	r->revealed_at = now;
	s->round++;
	el_begin_round(s, now);
}

int el_depart(el_state *s, int seat)
{
	s->left[seat] = 1;
	if (s->phase == EL_OVER || s->phase == EL_CLOSING)
		return 0;
	/* 8: an absent Deus with no substitute ends the round (with a
	 * Referee, e is the substitute). */
	return seat == s->rounds[s->round].deus && !s->ref_subs;
}

int el_awaited(const el_state *s)
{
	switch (s->phase) {
	case EL_SETUP:
	case EL_DEUS: return s->rounds[s->round].deus;
	case EL_TURN: return s->turn;
	case EL_PROPHET: return s->prophet;
	}
	return -1;
}

int el_claim(el_state *s, int seat, int round, int64_t now, int64_t window, int64_t span)
{
	if (round < 0 || round >= s->nseats || !s->rounds[round].revealed ||
	    s->rounds[round].skipped)
		return EL_E_ROUND;
	el_round *r = &s->rounds[round];
	if (s->left[seat])
		return EL_E_LEFT;
	if (r->penalised)
		return EL_E_PENALISED;
	if (r->voting)
		return el_vote(s, seat, round, 1);
	if (now > r->revealed_at + window)
		return EL_E_WINDOW;
	r->voting = 1;
	memset(r->voted, 0, sizeof r->voted);
	r->vote_due = now + span;
	r->voted[seat] = 1;
	return EL_OK;
}

int el_vote(el_state *s, int seat, int round, int yes)
{
	if (round < 0 || round >= s->nseats || !s->rounds[round].voting)
		return EL_E_NO_VOTE;
	if (s->left[seat])
		return EL_E_LEFT;
	el_round *r = &s->rounds[round];
	if (r->voted[seat])
		return EL_E_VOTED;
	r->voted[seat] = yes ? 1 : 2;
	return EL_OK;
}

int el_vote_result(const el_state *s, int round, int64_t now)
{
	const el_round *r = &s->rounds[round];
	int cur = 0, yes = 0, all = 1;
	for (int i = 0; i < s->nseats; i++) {
		if (s->left[i])
			continue;
		cur++;
		yes += r->voted[i] == 1;
		all &= r->voted[i] != 0;
	}
	if (!all && now < r->vote_due)
		return -1;
	/* 11 a), b): silence is No; a majority of the players Yes. */
	return 2 * yes > cur;
}

int el_close_vote(el_state *s, int round, int penalty)
{
	el_round *r = &s->rounds[round];
	int err = el_vote_result(s, round, r->vote_due);
	r->voting = 0;
	if (err == 1 && !r->penalised) {
		r->penalised = 1;
		s->gp[r->deus] -= penalty; /* 11 c), d) */
		return 1;
	}
	return 0;
}

int el_rule_error(el_state *s, int round, int err, int penalty)
{
	if (round < 0 || round >= s->nseats || !s->rounds[round].voting)
		return -EL_E_NO_VOTE;
	el_round *r = &s->rounds[round];
	r->voting = 0;
	if (err && !r->penalised) {
		r->penalised = 1;
		s->gp[r->deus] -= penalty; /* 11 c), d) */
		return 1;
	}
	return 0;
}

int el_ladder(const el_state *s, int *points, int *winners)
{
	int n = s->nseats, nw = 0;
	for (int i = 0; i < n; i++) {
		int above = 0;
		for (int j = 0; j < n; j++)
			above += s->gp[j] > s->gp[i];
		/* 7: 2(N-1) for the first, two less a place, ties as if not. */
		points[i] = 2 * (n - 1 - above);
		if (above == 0)
			winners[nw++] = i;
	}
	return nw;
}
