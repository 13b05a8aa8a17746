/* lantern.c: the pure core of Ye Olde Rusty Lantern (Ackanomic R1250.18/12),
 * the machine's part of the tale: where each card is (deck, hand, table,
 * burned: "During the game, each card is either in the deck, held by one of
 * the Bards, on the table, or burned"), the Bards around the table and whose
 * turn it is, the penalty deals, plays and their verdicts, passes, sleep,
 * interruptions, and the win. Everything the Barkeep judges (is a play
 * good, does the card become a Loose End, which Loose Ends are tied off, was
 * an interrupting element mentioned) comes in as an argument. No engine:
 * lantern_game.c is the module. Card numbers here are indices (0-based);
 * players see them 1-based. */
#include "games/lantern/lantern.h"

#include <string.h>

const char *yl_error(int e)
{
	switch (e) {
	case YL_OK: return "ok";
	case YL_E_PHASE: return "that is not possible at this point of the tale: the Barkeep adds "
		"story elements (`card TEXT`) and then names the Bard who goes first (`first BARD`) "
		"(R1250.18)";
	case YL_E_TURN: return "it is not your turn (R1250.18: \"On eir turn, a Bard either tries "
		"to make a play, or passes\")";
	case YL_E_SUSPENDED: return "the tale is suspended: it needs at least two Bards and no "
		"more Bards than benches, and cards for every Bard owed some; no cards may be played "
		"(R1250.18)";
	case YL_E_PENDING: return "a play awaits the Barkeep's reply (R1250.18: \"The Barkeep "
		"shall then reply, either verifying that the play was successful, or denying it\")";
	case YL_E_NOPENDING: return "no play awaits the Barkeep's reply (R1250.18)";
	case YL_E_CARD: return "you do not hold that card (R1250.18)";
	case YL_E_NEEDCARD: return "you hold cards, so the play must specify one of them (R1250.18: "
		"\"If the Bard has any cards, the last line of the message should specify one of "
		"them\")";
	case YL_E_NOCARDS: return "the deck does not hold seven cards for each Bard: add story "
		"elements first (R1250.18)";
	case YL_E_FULL: return "the Barkeep's list is full (docs/RULINGS.md R1250.18)";
	case YL_E_TEXT: return "a story element is a word or phrase of 1 to 63 characters "
		"(R1250.18)";
	case YL_E_BENCHES: return "there are already as many Bards as benches (R1250.18)";
	case YL_E_SEAT: return "that player is not a Bard at the table (R1250.18)";
	case YL_E_TABLE: return "that card is not a Loose End on the table (R1250.18)";
	case YL_E_NOTIES: return "no card was specified and no Loose End was tied off: the play "
		"must be denied (R1250.18)";
	case YL_E_PLAY: return "there is no such play to interrupt (R1250.18)";
	case YL_E_OWN: return "a Bard may interrupt only a play attempted by another Bard "
		"(R1250.18)";
	case YL_E_INT: return "no such interruption awaits the Barkeep's reply (R1250.18)";
	case YL_E_ORDER: return "the Barkeep must reply to the play first (R1250.18: \"When a play "
		"and an interruption are both being attempted, the Barkeep must reply to the play "
		"first\")";
	case YL_E_ASLEEP: return "only a Bard asleep for three of eir turns in a row may go Under "
		"The Table (R1250.18)";
	}
	return "error";
}

yl_rules yl_default_rules(void)
{
	yl_rules r;
	memset(&r, 0, sizeof r);
	r.hand = YL_HAND;
	r.denied = 2;
	r.pass = 1;
	r.int_not_held = 1;
	r.int_unmentioned = 2;
	r.int_late = 1;
	r.interrupted = 1;
	r.late = 3 * 86400;
	return r;
}

void yl_init(yl_state *s, int benches, const yl_rules *r)
{
	memset(s, 0, sizeof *s);
	s->r = *r;
	s->phase = YL_SETUP;
	s->benches = benches;
	s->turn = -1;
	s->last_success = -1;
	s->winner = -1;
	s->pending = -1;
	for (int i = 0; i < YL_MAX_SEATS; i++)
		s->in[i] = 0;
}

int yl_add_card(yl_state *s, const char *text)
{
	size_t n = strlen(text);
	if (n == 0 || n >= YL_TEXT)
		return -YL_E_TEXT;
	if (s->ncards >= YL_MAX_CARDS)
		return -YL_E_FULL;
	yl_card *k = &s->card[s->ncards];
	memset(k, 0, sizeof *k);
	memcpy(k->text, text, n);
	k->where = YL_DECK;
	k->holder = -1;
	return s->ncards++;
}

int yl_hand_size(const yl_state *s, int seat)
{
	int n = 0;
	for (int i = 0; i < s->ncards; i++)
		n += s->card[i].where == YL_HAND_ && s->card[i].holder == seat;
	return n;
}

static int count_where(const yl_state *s, int where)
{
	int n = 0;
	for (int i = 0; i < s->ncards; i++)
		n += s->card[i].where == where;
	return n;
}

int yl_deck_size(const yl_state *s) { return count_where(s, YL_DECK); }
int yl_table_size(const yl_state *s) { return count_where(s, YL_TABLE); }

int yl_owed_total(const yl_state *s)
{
	int n = 0;
	for (int i = 0; i < s->nseats; i++)
		n += s->in[i] ? s->owed[i] : 0;
	return n;
}

int yl_holds(const yl_state *s, int seat, int card)
{
	return card >= 0 && card < s->ncards && s->card[card].where == YL_HAND_ &&
	       s->card[card].holder == seat;
}

static int ring_pos(const yl_state *s, int seat)
{
	for (int i = 0; i < s->nring; i++)
		if (s->ring[i] == seat)
			return i;
	return -1;
}

static void ring_insert(yl_state *s, int seat, int after)
{
	int at = after >= 0 ? ring_pos(s, after) + 1 : s->nring;
	if (at <= 0 && after >= 0)
		at = s->nring;
	memmove(&s->ring[at + 1], &s->ring[at], (size_t)(s->nring - at) * sizeof s->ring[0]);
	s->ring[at] = (int16_t)seat;
	s->nring++;
}

static void ring_remove(yl_state *s, int seat)
{
	int at = ring_pos(s, seat);
	if (at < 0)
		return;
	memmove(&s->ring[at], &s->ring[at + 1], (size_t)(s->nring - at - 1) * sizeof s->ring[0]);
	s->nring--;
}

int yl_next_seat(const yl_state *s, int seat)
{
	int at = ring_pos(s, seat);
	if (at < 0 || s->nring == 0)
		return s->nring ? s->ring[0] : -1;
	return s->ring[(at + 1) % s->nring];
}

int yl_sit(yl_state *s, int seat, int after)
{
	if (s->phase == YL_OVER)
		return YL_E_PHASE;
	if (seat < 0 || seat >= YL_MAX_SEATS)
		return YL_E_SEAT;
	if (s->in[seat])
		return YL_OK;
	if (s->nring >= s->benches)
		return YL_E_BENCHES;
	if (after >= 0 && (after >= YL_MAX_SEATS || !s->in[after]))
		return YL_E_SEAT;
	ring_insert(s, seat, after);
	s->in[seat] = 1;
	s->owed[seat] = (int16_t)s->r.hand; /* "Each Bard receives seven cards upon joining" */
	s->asleep[seat] = 0;
	s->placed[seat] = 0;
	if (seat >= s->nseats)
		s->nseats = seat + 1;
	return YL_OK;
}

int yl_place(yl_state *s, int seat, int after)
{
	if (seat < 0 || seat >= YL_MAX_SEATS || !s->in[seat] || after < 0 ||
	    after >= YL_MAX_SEATS || !s->in[after] || after == seat)
		return YL_E_SEAT;
	if (s->placed[seat] || s->turn == seat)
		return YL_E_PHASE;
	ring_remove(s, seat);
	ring_insert(s, seat, after);
	return YL_OK;
}

int yl_suspended(const yl_state *s)
{
	if (s->nring < 2 || s->nring > s->benches)
		return 1;
	/* docs/RULINGS.md R1250.18: while the deck cannot cover a deal, the tale
	 * waits for the Barkeep to add story elements or end it. */
	return yl_owed_total(s) > 0 && yl_deck_size(s) == 0;
}

static void begin_turn(yl_state *s, int seat, int64_t now)
{
	s->turn = seat;
	s->turn_began = now;
	s->last_try = 0;
	if (seat >= 0)
		s->placed[seat] = 1;
}

static void advance(yl_state *s, int from, int64_t now)
{
	begin_turn(s, yl_next_seat(s, from), now);
}

int yl_leave(yl_state *s, int seat, int64_t now)
{
	if (seat < 0 || seat >= YL_MAX_SEATS || !s->in[seat])
		return YL_E_SEAT;
	/* "When a Bard leaves, eir cards return to the deck." */
	for (int i = 0; i < s->ncards; i++)
		if (s->card[i].where == YL_HAND_ && s->card[i].holder == seat) {
			s->card[i].where = YL_DECK;
			s->card[i].holder = -1;
		}
	int next = s->nring > 1 ? yl_next_seat(s, seat) : -1;
	ring_remove(s, seat);
	s->in[seat] = 0;
	s->owed[seat] = 0;
	s->asleep[seat] = 0;
	/* "If it is a Bard's turn when e leaves, e is considered to have
	 * passed": the turn goes clockwise (no card is dealt to em). */
	if (s->turn == seat)
		begin_turn(s, s->phase == YL_PLAY ? next : -1, now);
	return YL_OK;
}

int yl_begin(yl_state *s, int seat, int64_t now)
{
	if (s->phase != YL_SETUP)
		return YL_E_PHASE;
	if (seat < 0 || seat >= YL_MAX_SEATS || !s->in[seat])
		return YL_E_SEAT;
	if (yl_deck_size(s) < yl_owed_total(s))
		return YL_E_NOCARDS;
	s->phase = YL_PLAY;
	begin_turn(s, seat, now);
	s->was_susp = yl_suspended(s);
	return YL_OK;
}

int yl_deal(yl_state *s, yl_below below, void *arg, int *dealt, int max, int64_t now)
{
	int nd = 0;
	for (int k = 0; k < s->nring; k++) {
		int seat = s->ring[k];
		while (s->owed[seat] > 0) {
			int deck = yl_deck_size(s);
			if (deck == 0)
				goto out;
			/* "the Barkeep chooses them randomly from the deck" */
			int r = (int)below(arg, (uint64_t)deck);
			for (int i = 0; i < s->ncards; i++)
				if (s->card[i].where == YL_DECK && r-- == 0) {
					s->card[i].where = YL_HAND_;
					s->card[i].holder = (int16_t)seat;
					if (dealt && nd < max)
						dealt[nd] = i;
					nd++;
					break;
				}
			s->owed[seat]--;
		}
	}
out:
	(void)now;
	return yl_owed_total(s);
}

static yl_play *play_no(yl_state *s, int no)
{
	if (no < 1 || no > s->nplays || no <= s->nplays - YL_MAX_PLAYS)
		return NULL;
	return &s->plays[(no - 1) % YL_MAX_PLAYS];
}

const yl_play *yl_play_by_no(const yl_state *s, int no)
{
	return play_no((yl_state *)s, no);
}

int yl_attempt(yl_state *s, int seat, int card, int words, int64_t now)
{
	if (s->phase != YL_PLAY)
		return YL_E_PHASE;
	if (yl_suspended(s))
		return YL_E_SUSPENDED;
	if (s->turn != seat)
		return YL_E_TURN;
	if (s->pending >= 0)
		return YL_E_PENDING;
	if (card < 0 && yl_hand_size(s, seat) > 0)
		return YL_E_NEEDCARD;
	if (card >= 0 && !yl_holds(s, seat, card))
		return YL_E_CARD;
	yl_play *p = &s->plays[s->nplays % YL_MAX_PLAYS];
	memset(p, 0, sizeof *p);
	p->no = ++s->nplays;
	p->seat = (int16_t)seat;
	p->card = (int16_t)card;
	p->status = YL_PENDING;
	p->interrupted_card = -1;
	p->at = now;
	p->words = words;
	if (card >= 0)
		s->card[card].where = YL_PLAYED; /* out of the hand while it is judged */
	s->pending = (p->no - 1) % YL_MAX_PLAYS;
	s->last_try = now;
	s->asleep[seat] = 0;
	return YL_OK;
}

int yl_verify(yl_state *s, int loose, const int *ties, int nties, int64_t now)
{
	if (s->pending < 0)
		return YL_E_NOPENDING;
	yl_play *p = &s->plays[s->pending];
	for (int i = 0; i < nties; i++) {
		if (ties[i] < 0 || ties[i] >= s->ncards || s->card[ties[i]].where != YL_TABLE)
			return YL_E_TABLE;
		for (int j = 0; j < i; j++)
			if (ties[j] == ties[i])
				return YL_E_TABLE;
	}
	/* "no card was specified, and no Loose Ends were tied off" is a ground
	 * for denial: such a play cannot be verified. */
	if (p->card < 0 && nties == 0)
		return YL_E_NOTIES;
	for (int i = 0; i < nties; i++)
		s->card[ties[i]].where = YL_BURNED; /* tied off: off the table (RULINGS) */
	if (p->card >= 0) {
		yl_card *k = &s->card[p->card];
		k->where = loose ? YL_TABLE : YL_BURNED;
		k->holder = -1;
		k->shown = 1;
	}
	/* "A Bard receives one Ale for each Loose End tied off by eir play." */
	s->ale[p->seat] += nties;
	s->last_success = p->seat;
	p->status = YL_VERIFIED;
	/* A successful play keeps the turn; its sleep clock runs from the
	 * verdict (docs/RULINGS.md R1250.18). */
	if (s->turn == p->seat)
		s->last_try = now;
	s->pending = -1;
	return YL_OK;
}

int yl_deny(yl_state *s, int64_t now)
{
	if (s->pending < 0)
		return YL_E_NOPENDING;
	yl_play *p = &s->plays[s->pending];
	/* "When a Bard attempts to play a card but is denied, the card is
	 * burned, and the Bard receives two cards to replace it." */
	if (p->card >= 0) {
		yl_card *k = &s->card[p->card];
		k->where = YL_BURNED;
		k->holder = -1;
		k->shown = 1;
		if (s->in[p->seat])
			s->owed[p->seat] = (int16_t)(s->owed[p->seat] + s->r.denied);
	}
	p->status = YL_DENIED;
	s->pending = -1;
	/* "When a play is denied ... play goes to the next Bard, clockwise" */
	if (s->turn == p->seat)
		advance(s, p->seat, now);
	return YL_OK;
}

int yl_pass(yl_state *s, int seat, int discard, int asleep, int64_t now)
{
	if (s->phase != YL_PLAY)
		return YL_E_PHASE;
	if (yl_suspended(s))
		return YL_E_SUSPENDED;
	if (s->turn != seat)
		return YL_E_TURN;
	if (s->pending >= 0)
		return YL_E_PENDING;
	if (discard >= 0 && (asleep || !yl_holds(s, seat, discard)))
		return YL_E_CARD;
	if (discard >= 0) { /* "That card is burned." */
		s->card[discard].where = YL_BURNED;
		s->card[discard].holder = -1;
		s->card[discard].shown = 1;
	}
	s->owed[seat] = (int16_t)(s->owed[seat] + s->r.pass); /* "When a Bard passes, e receives a card." */
	s->asleep[seat] = asleep ? (int16_t)(s->asleep[seat] + 1) : 0;
	advance(s, seat, now);
	return YL_OK;
}

int yl_int_index(const yl_state *s, int no)
{
	for (int i = 0; i < s->nint; i++)
		if (s->ints[i].no == no)
			return i;
	return -1;
}

int yl_interrupt(yl_state *s, int seat, int play, int card, int64_t now, int *denied, int *no)
{
	*denied = 0;
	if (s->phase != YL_PLAY)
		return YL_E_PHASE;
	if (seat < 0 || seat >= YL_MAX_SEATS || !s->in[seat])
		return YL_E_SEAT;
	if (yl_suspended(s))
		return YL_E_SUSPENDED;
	yl_play *p = play_no(s, play);
	if (!p)
		return YL_E_PLAY;
	if (p->seat == seat)
		return YL_E_OWN;
	if (!yl_holds(s, seat, card)) {
		/* "The Barkeep shall deny an interruption if the card specified is
		 * not one the interrupting Bard has. In this case, one card is
		 * dealt to the interrupting Bard, as a penalty." */
		*denied = 1;
		s->owed[seat] = (int16_t)(s->owed[seat] + s->r.int_not_held);
		return YL_OK;
	}
	if (s->nint >= YL_MAX_INTS)
		return YL_E_FULL;
	yl_int *x = &s->ints[s->nint++];
	memset(x, 0, sizeof *x);
	x->no = ++s->nints_made;
	x->play = play;
	x->seat = (int16_t)seat;
	x->card = (int16_t)card;
	x->at = now;
	s->card[card].where = YL_PLAYED; /* named in public; held aside until the reply */
	s->card[card].shown = 1;
	*no = x->no;
	return YL_OK;
}

int yl_int_reply(yl_state *s, int no, int mentioned, int64_t now, int *outcome)
{
	int i = yl_int_index(s, no);
	if (i < 0)
		return YL_E_INT;
	if (s->pending >= 0)
		return YL_E_ORDER;
	yl_int x = s->ints[i];
	memmove(&s->ints[i], &s->ints[i + 1], (size_t)(s->nint - i - 1) * sizeof s->ints[0]);
	s->nint--;
	memset(&s->ints[s->nint], 0, sizeof s->ints[0]);
	yl_card *k = &s->card[x.card];
	k->where = YL_BURNED;
	k->holder = -1;
	k->shown = 1;
	int in = x.seat < YL_MAX_SEATS && s->in[x.seat];
	yl_play *p = play_no(s, x.play);
	if (!mentioned) {
		*outcome = 2; /* burned, two cards to replace it */
		if (in)
			s->owed[x.seat] = (int16_t)(s->owed[x.seat] + s->r.int_unmentioned);
		return YL_OK;
	}
	if (!p || x.at - p->at > s->r.late ||
	    (p->interrupted_card >= 0 && p->interrupted_card != x.card)) {
		*outcome = 3; /* too late: burned, one card to replace it */
		if (in)
			s->owed[x.seat] = (int16_t)(s->owed[x.seat] + s->r.int_late);
		return YL_OK;
	}
	/* Success: "it is immediately the interrupting Bard's turn, and the
	 * Bard who was interrupted receives a card." The card was brought into
	 * the tale, so it is burned (docs/RULINGS.md R1250.18). */
	*outcome = 1;
	p->interrupted_card = x.card;
	if (p->seat < YL_MAX_SEATS && s->in[p->seat])
		s->owed[p->seat] = (int16_t)(s->owed[p->seat] + s->r.interrupted);
	if (in)
		begin_turn(s, x.seat, now);
	return YL_OK;
}

int yl_check_win(yl_state *s)
{
	if (s->phase != YL_PLAY)
		return s->winner;
	int w = s->last_success;
	if (w < 0 || !s->in[w] || s->pending >= 0 || s->nint > 0 || yl_table_size(s) > 0 ||
	    yl_hand_size(s, w) > 0 || s->owed[w] > 0)
		return -1;
	s->winner = w;
	s->phase = YL_OVER;
	return w;
}

void yl_sync(yl_state *s, int64_t now)
{
	int susp = yl_suspended(s);
	if (s->phase == YL_PLAY && s->was_susp && !susp) {
		if (s->turn < 0 || !s->in[s->turn])
			begin_turn(s, s->nring ? s->ring[0] : -1, now);
		else {
			s->turn_began = now;
			s->last_try = 0;
		}
	}
	s->was_susp = susp;
}
