/* pooker_best.c — the best arrangement of a Pooker hand (R397): the highest
 * total over all partitions into Poker Hands of one to five cards, and among
 * those the one that shows the fewest cards.
 *
 * Algorithm (docs/CARDS.md has the proofs):
 *  1. Only "tight" hands need considering: a hand scoring s contains a sub-hand
 *     of the same category with no spare card (a Pair is two cards, Two Pair
 *     four, ...), and spare cards can go unshown. Cards that belong to no
 *     tight hand and to no suit of five or more are dropped up front.
 *  2. Plain Flushes are not enumerated (a suit of 13 would give C(12,4) of
 *     them per card). Any five cards of one suit score at least 40, so the
 *     cards are sorted suit-major and a card may go to its suit's "pool";
 *     every fifth pooled card completes a Flush worth 40. Straight flushes,
 *     Royal Flushes and every rank-based hand are enumerated explicitly.
 *  3. Dynamic programming over the set S of cards still undecided, with the
 *     pool residue r (0..4) of the lowest card's suit: the lowest card of S
 *     is either pooled or the lowest card of an explicit hand inside S
 *     (canonical first card: each partition is reached once). Leaving it
 *     unshown is never better than pooling it. Values are memoised in an
 *     open-addressing hash keyed by (S, r), so only reachable states cost
 *     memory.
 *  4. Cards of the same face from different packs (Red QH, Blue QH) are
 *     interchangeable, so a state is canonicalised before the memo: of each
 *     face, the copies present are taken to be the first ones in the order.
 *     With two packs this cuts the states per face from 4 to 3.
 *  5. Branch and bound inside the DP: each card has a cap, the best value per
 *     card of any hand it is in; the sum of caps over S bounds f(S). Hands
 *     are tried best first and an option whose bound cannot beat the best
 *     found so far (or the caller's floor) is skipped. A memo entry is then
 *     either exact (with the option that attains it) or only an upper bound
 *     valid for floors at or above it ("fail low"); the root has floor -1,
 *     so its value is always exact.
 *  6. At most one Pair or Three of a Kind. Two of them can always be merged
 *     into something at least as good that shows fewer cards: Pair+Pair into
 *     Two Pair (15 > 10) or Four of a Kind, Pair+Three into a Full House
 *     (50 > 30) or Five of a Kind, Three+Three into a Full House and an
 *     unshown card (50, one card fewer) or Five of a Kind. So the state
 *     carries one bit, "the Pair-or-Three is used", which cuts the chains
 *     of small hands that otherwise dominate the search.
 */
#include "games/pooker/pooker.h"

#include <stdlib.h>
#include <string.h>

/* Lexicographic objective: score first, then fewer cards shown. */
enum { LEX = 128, FLUSH_VALUE = 40 * LEX - 5 };

typedef struct {
	uint64_t set;
	int32_t value;   /* exact, or an upper bound */
	int32_t choice;  /* exact entries: the hand index attaining it, or -1 to pool */
	uint8_t residue;
	uint8_t used;
	uint8_t exact;
} memo_slot;

typedef struct {
	uint64_t mask;
	int32_t value;   /* score * LEX - cards */
	int32_t capsum;  /* the caps of its cards (step 5) */
	bool single;     /* a Pair or Three of a Kind (step 6) */
} tight_hand;

typedef struct {
	int m;                          /* cards in play for the search */
	cards_card card[POOKER_BEST_MAX];
	int suit[POOKER_BEST_MAX];
	tight_hand *hands;              /* grouped by lowest card */
	int nhands, caphands;
	int first[POOKER_BEST_MAX + 1]; /* hands[first[c] .. first[c+1]) start at c */
	int32_t cap[POOKER_BEST_MAX];   /* the most one card can add (step 5) */
	int ngroups;                    /* faces held in more than one pack (step 4) */
	uint64_t group[POOKER_BEST_MAX];
	memo_slot *memo;
	size_t memo_cap, memo_used;
	bool nomem;
	bool too_large;                 /* POOKER_BEST_STATES reached: give up */
} search;

/* ---- the tight hands ---- */

static int cmp_suit_major(const void *a, const void *b)
{
	cards_card x = *(const cards_card *)a, y = *(const cards_card *)b;
	int kx = cards_suit_of(x) * 1000 + cards_rank_of(x) * 10 + cards_pack_of(x);
	int ky = cards_suit_of(y) * 1000 + cards_rank_of(y) * 10 + cards_pack_of(y);
	return (kx > ky) - (kx < ky);
}

static int cmp_hand(const void *a, const void *b)
{
	const tight_hand *x = a, *y = b;
	int lx = __builtin_ctzll(x->mask), ly = __builtin_ctzll(y->mask);
	if (lx != ly)
		return lx - ly;
	return (x->value < y->value) - (x->value > y->value);   /* best first */
}

static void add_hand(search *s, uint64_t mask)
{
	if (s->nomem)
		return;
	cards_card c[POOKER_HAND_MAX];
	int n = 0;
	for (uint64_t m = mask; m; m &= m - 1)
		c[n++] = s->card[__builtin_ctzll(m)];
	int score = pooker_score(c, n);
	if (score <= 0)
		return;
	if (s->nhands == s->caphands) {
		int cap = s->caphands ? 2 * s->caphands : 256;
		tight_hand *h = realloc(s->hands, (size_t)cap * sizeof *h);
		if (!h) {
			s->nomem = true;
			return;
		}
		s->hands = h;
		s->caphands = cap;
	}
	/* Pair 5 and Three of a Kind 25 are the only hands with those scores. */
	s->hands[s->nhands++] = (tight_hand){ mask, score * LEX - n, 0, score == 5 || score == 25 };
}

/* All k-subsets of the cards in `pool` (indices), as masks, passed to add. */
static void subsets(const int *pool, int npool, int k, int start, uint64_t acc,
		uint64_t *out, int *nout, int max)
{
	if (k == 0) {
		if (*nout < max)
			out[(*nout)++] = acc;
		return;
	}
	for (int i = start; i <= npool - k; i++)
		subsets(pool, npool, k - 1, i + 1, acc | 1ull << pool[i], out, nout, max);
}

/* The k-card groups of one rank, sized exactly (a rank has at most 16
 * cards, four packs of four suits). */
typedef struct {
	int n;
	uint64_t *mask;
} group_list;

static bool rank_groups(const search *s, int rank, int k, group_list *out)
{
	int pool[POOKER_BEST_MAX], npool = 0;
	for (int i = 0; i < s->m; i++)
		if (cards_rank_of(s->card[i]) == rank)
			pool[npool++] = i;
	long need = 1;   /* C(npool, k) */
	for (int i = 0; i < k; i++)
		need = need * (npool - i) / (i + 1);
	out->n = 0;
	out->mask = NULL;
	if (need <= 0)
		return true;
	out->mask = malloc((size_t)need * sizeof *out->mask);
	if (!out->mask)
		return false;
	subsets(pool, npool, k, 0, 0, out->mask, &out->n, (int)need);
	return true;
}

static void straights(search *s, int low, int pos, uint64_t acc)
{
	if (pos == 5) {
		add_hand(s, acc);
		return;
	}
	int rank = low + pos == 14 ? CARDS_ACE : low + pos;
	for (int i = 0; i < s->m; i++)
		if (cards_rank_of(s->card[i]) == rank)
			straights(s, low, pos + 1, acc | 1ull << i);
}

static cards_err enumerate_hands(search *s)
{
	group_list g[6][14] = { { { 0, NULL } } };
	bool ok = true;
	for (int k = 2; k <= 5; k++)
		for (int r = 1; r <= 13; r++)
			ok = ok && rank_groups(s, r, k, &g[k][r]);
	if (!ok)
		s->nomem = true;
	for (int r = 1; r <= 13; r++) {
		for (int k = 2; k <= 5; k++)        /* Pair, Three, Four, Five of a Kind */
			for (int i = 0; i < g[k][r].n; i++)
				add_hand(s, g[k][r].mask[i]);
		for (int r2 = 1; r2 <= 13; r2++) {
			if (r2 == r)
				continue;
			for (int i = 0; i < g[2][r].n; i++) {
				if (r2 > r)                 /* Two Pair, each once */
					for (int j = 0; j < g[2][r2].n; j++)
						add_hand(s, g[2][r].mask[i] | g[2][r2].mask[j]);
			}
			for (int i = 0; i < g[3][r].n; i++)  /* Full House */
				for (int j = 0; j < g[2][r2].n; j++)
					add_hand(s, g[3][r].mask[i] | g[2][r2].mask[j]);
		}
	}
	for (int k = 2; k <= 5; k++)
		for (int r = 1; r <= 13; r++)
			free(g[k][r].mask);
	/* Straights, Straight Flushes and Royal Flushes (scored by R397). */
	for (int low = 1; low <= 10; low++)
		straights(s, low, 0, 0);
	return s->nomem ? CARDS_E_NOMEM : CARDS_OK;
}

/* Step 4: a hand that takes a later copy of a face while an earlier copy
 * is free leads to the same canonical state as the hand taking the earlier
 * one, so only hands taking a prefix of each face's copies are kept. Then
 * the hands are grouped by lowest card, best first. */
static void index_hands(search *s)
{
	int kept = 0;
	for (int h = 0; h < s->nhands; h++) {
		uint64_t m = s->hands[h].mask;
		bool prefix = true;
		for (int g = 0; g < s->ngroups && prefix; g++) {
			uint64_t gm = s->group[g], in = m & gm;
			prefix = in == (((1ull << __builtin_popcountll(in)) - 1) * (gm & -gm));
		}
		if (prefix)
			s->hands[kept++] = s->hands[h];
	}
	s->nhands = kept;
	if (s->nhands)
		qsort(s->hands, (size_t)s->nhands, sizeof *s->hands, cmp_hand);
	int h = 0;
	for (int c = 0; c <= s->m; c++) {
		while (h < s->nhands && __builtin_ctzll(s->hands[h].mask) < c)
			h++;
		s->first[c] = h;
	}
}

/* ---- the memo ---- */

static size_t slot_of(const search *s, uint64_t set, int r)
{
	/* The splitmix64 finaliser: states differ mostly in their high bits
	 * (cards leave from the low end), which a plain multiply would not
	 * carry into the low bits the table uses. */
	uint64_t x = set ^ (uint64_t)r << 61 ^ (uint64_t)r;
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
	x ^= x >> 31;
	return (size_t)(x & (s->memo_cap - 1));
}

static memo_slot *memo_find(const search *s, uint64_t set, int r)
{
	for (size_t i = slot_of(s, set, r);; i = (i + 1) & (s->memo_cap - 1)) {
		memo_slot *e = &s->memo[i];
		if (!e->used)
			return NULL;
		if (e->set == set && e->residue == r)
			return e;
	}
}

static bool memo_grow(search *s)
{
	size_t cap = s->memo_cap * 2, oldcap = s->memo_cap;
	memo_slot *old = s->memo, *grown = calloc(cap, sizeof *grown);
	if (!grown) {
		s->nomem = true;
		return false;
	}
	s->memo = grown;
	s->memo_cap = cap;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i].used) {
			size_t j = slot_of(s, old[i].set, old[i].residue);
			while (grown[j].used)
				j = (j + 1) & (cap - 1);
			grown[j] = old[i];
		}
	free(old);
	return true;
}

static void memo_put(search *s, uint64_t set, int r, int32_t v, bool exact, int32_t choice)
{
	memo_slot *e = memo_find(s, set, r);
	if (!e) {
		if (s->memo_used >= POOKER_BEST_STATES) {
			s->too_large = true;
			return;
		}
		if (2 * (s->memo_used + 1) > s->memo_cap && !memo_grow(s))
			return;
		size_t i = slot_of(s, set, r);
		while (s->memo[i].used)
			i = (i + 1) & (s->memo_cap - 1);
		e = &s->memo[i];
		s->memo_used++;
	}
	*e = (memo_slot){ set, v, choice, (uint8_t)r, 1, exact };
}

/* ---- the search ---- */

/* The pool residue carried to `rest`: kept while its lowest card is of the
 * same suit as `suit`, reset otherwise (an unfinished pool is unshown). */
static int carry(const search *s, uint64_t rest, int suit, int r)
{
	return rest && s->suit[__builtin_ctzll(rest)] == suit ? r : 0;
}

/* Step 4: the canonical form of a set, each face's copies moved to the
 * lowest positions of its group. */
static uint64_t canon(const search *s, uint64_t set)
{
	for (int g = 0; g < s->ngroups; g++) {
		uint64_t gm = s->group[g], in = set & gm;
		if (in == gm || !in)
			continue;
		int k = __builtin_popcountll(in);
		uint64_t low = gm & -gm;            /* the group's bits are contiguous */
		set = (set & ~gm) | (((1ull << k) - 1) * low);
	}
	return set;
}

/* An upper bound on f(set, r): every card's cap, plus the pooled cards that
 * may still complete a Flush. */
static int32_t bound(const search *s, uint64_t set, int r)
{
	int32_t b = (r & 7) * ((FLUSH_VALUE + 4) / 5);
	for (; set; set &= set - 1)
		b += s->cap[__builtin_ctzll(set)];
	return b;
}

static int32_t max32(int32_t a, int32_t b) { return a > b ? a : b; }

/* f(set, r) if it exceeds `floor` (then *exact is true), else possibly only
 * an upper bound that is <= floor (*exact false). */
/* A state's small int: the pool residue (bits 0-2) and step 6's bit. */
enum { SINGLE_USED = 8, RESIDUE = 7 };

static int32_t solve(search *s, uint64_t set, int r, int32_t floor, bool *exact)
{
	*exact = true;
	if (!set || s->nomem || s->too_large)
		return 0;
	set = canon(s, set);
	const memo_slot *e = memo_find(s, set, r);
	if (e && (e->exact || e->value <= floor)) {
		*exact = e->exact;
		return e->value;
	}
	int c = __builtin_ctzll(set), res = r & RESIDUE, used = r & SINGLE_USED;
	int32_t best = -1, over = -1, choice = -2, cards_bound = bound(s, set, 0);
	for (int h = s->first[c]; h <= s->first[c + 1]; h++) {
		uint64_t m;
		int32_t gain, capsum;
		if (h < s->first[c + 1]) {          /* the hands, best first */
			m = s->hands[h].mask;
			if ((m & ~set) || (used && s->hands[h].single))
				continue;
			gain = s->hands[h].value;
			capsum = s->hands[h].capsum;
		} else {                            /* then the pool, last */
			m = 1ull << c;
			gain = res + 1 == 5 ? FLUSH_VALUE : 0;
			capsum = s->cap[c];
		}
		uint64_t after = set & ~m;
		int nr;
		if (h < s->first[c + 1])
			nr = carry(s, after, s->suit[c], res) | (s->hands[h].single ? SINGLE_USED : used);
		else
			nr = carry(s, after, s->suit[c], (res + 1) % 5) | used;
		int32_t target = max32(floor, best);
		int32_t v = gain + cards_bound - capsum + (nr & RESIDUE) * ((FLUSH_VALUE + 4) / 5);
		bool ex = false;
		if (v > target)
			v = gain + solve(s, after, nr, target - gain, &ex);
		if (ex && v > best) {
			best = v;
			choice = h < s->first[c + 1] ? h : -1;
		} else if (!ex && v > over) {
			over = v;
		}
	}
	*exact = best >= 0 && best >= over;
	int32_t v = *exact ? best : over;
	memo_put(s, set, r, v, *exact, choice);
	return v;
}

static void emit(pooker_arrangement *a, const search *s, uint64_t mask)
{
	pooker_hand *h = &a->hand[a->nhands++];
	h->ncards = 0;
	for (; mask; mask &= mask - 1)
		h->card[h->ncards++] = s->card[__builtin_ctzll(mask)];
}

/* The actual cards standing for the canonical mask m: per face, as many
 * of the copies still in `actual` as m takes. */
static uint64_t actual_cards(const search *s, uint64_t actual, uint64_t m)
{
	uint64_t out = m & ~actual;                 /* positions to be moved */
	uint64_t chosen = m & actual;
	for (int g = 0; g < s->ngroups && out; g++) {
		uint64_t gm = s->group[g];
		int need = __builtin_popcountll(out & gm);
		out &= ~gm;
		for (uint64_t free_ = actual & gm & ~chosen; need > 0; free_ &= free_ - 1, need--)
			chosen |= free_ & -free_;
	}
	return chosen;
}

/* Follows the recorded choices of exact entries from the root. */
static void rebuild(search *s, pooker_arrangement *a)
{
	uint64_t set = s->m == 64 ? ~0ull : (1ull << s->m) - 1, pool = 0;
	int r = 0;
	a->nhands = 0;
	while (set && !s->nomem && !s->too_large) {
		bool exact;
		solve(s, set, r, -1, &exact);   /* memo hit after the first search */
		const memo_slot *e = memo_find(s, canon(s, set), r);
		if (!e || !exact)
			break;   /* cannot happen: floor -1 always gives an exact value */
		int c = __builtin_ctzll(set), suit = s->suit[c];
		int res = r & RESIDUE, used = r & SINGLE_USED;
		if (e->choice >= 0) {
			const tight_hand *h = &s->hands[e->choice];
			uint64_t m = actual_cards(s, set, h->mask);
			emit(a, s, m);
			set &= ~m;
			r = carry(s, set, suit, res) | (h->single ? SINGLE_USED : used);
		} else {
			uint64_t m = actual_cards(s, set, 1ull << __builtin_ctzll(canon(s, set)));
			pool |= m;
			if (res + 1 == 5) {
				emit(a, s, pool);
				pool = 0;
			}
			set &= ~m;
			r = carry(s, set, suit, (res + 1) % 5) | used;
		}
		if ((r & RESIDUE) == 0)
			pool = 0;
	}
}

/* Step 4's caps: for each card, the best value per card of a tight hand or
 * a pooled Flush it could be part of (rounded up, so the sum still bounds). */
static void compute_caps(search *s)
{
	int suit_count[4] = { 0 };
	for (int i = 0; i < s->m; i++)
		suit_count[s->suit[i]]++;
	for (int i = 0; i < s->m; i++)
		s->cap[i] = suit_count[s->suit[i]] >= 5 ? (FLUSH_VALUE + 4) / 5 : 0;
	for (int h = 0; h < s->nhands; h++) {
		int n = __builtin_popcountll(s->hands[h].mask);
		int32_t share = (s->hands[h].value + n - 1) / n;
		for (uint64_t m = s->hands[h].mask; m; m &= m - 1) {
			int i = __builtin_ctzll(m);
			if (share > s->cap[i])
				s->cap[i] = share;
		}
	}
	for (int h = 0; h < s->nhands; h++)
		s->hands[h].capsum = bound(s, s->hands[h].mask, 0);
}

/* Could this card be in any scoring hand? Two of its rank, five of its suit,
 * or five consecutive ranks around it. */
static bool useful(const int *rank_count, const int *suit_count, cards_card c)
{
	int r = cards_rank_of(c);
	if (rank_count[r] >= 2 || suit_count[cards_suit_of(c)] >= 5)
		return true;
	for (int low = 1; low <= 10; low++) {
		bool in = false, all = true;
		for (int k = 0; k < 5; k++) {
			int rk = low + k == 14 ? CARDS_ACE : low + k;
			in = in || rk == r;
			all = all && rank_count[rk] > 0;
		}
		if (in && all)
			return true;
	}
	return false;
}

cards_err pooker_best(const cards_card *cards, int n, pooker_arrangement *best, int *score)
{
	if (!cards || !best || n < 0)
		return CARDS_E_ARG;
	if (n > POOKER_MAX_CARDS)
		return CARDS_E_TOO_MANY;
	int rank_count[14] = { 0 }, suit_count[4] = { 0 };
	for (int i = 0; i < n; i++) {
		if (!cards_valid(cards[i], CARDS_NPACKS))
			return CARDS_E_NO_CARD;
		for (int j = 0; j < i; j++)
			if (cards[j] == cards[i])
				return CARDS_E_DUPLICATE;
		rank_count[cards_rank_of(cards[i])]++;
		suit_count[cards_suit_of(cards[i])]++;
	}
	search *s = calloc(1, sizeof *s);
	if (!s)
		return CARDS_E_NOMEM;
	for (int i = 0; i < n; i++)
		if (useful(rank_count, suit_count, cards[i])) {
			if (s->m == POOKER_BEST_MAX) {
				free(s);
				return CARDS_E_TOO_MANY;
			}
			s->card[s->m++] = cards[i];
		}
	qsort(s->card, (size_t)s->m, sizeof s->card[0], cmp_suit_major);
	for (int i = 0; i < s->m; i++)
		s->suit[i] = cards_suit_of(s->card[i]);
	for (int i = 0, j; i < s->m; i = j) {   /* faces in several packs, adjacent */
		for (j = i + 1; j < s->m && cards_rank_of(s->card[j]) == cards_rank_of(s->card[i]) &&
				s->suit[j] == s->suit[i]; j++)
			;
		if (j - i > 1)
			s->group[s->ngroups++] = ((1ull << (j - i)) - 1) << i;
	}
	cards_err e = enumerate_hands(s);
	if (e == CARDS_OK) {
		compute_caps(s);   /* over all hands, before index_hands drops copies */
		index_hands(s);
		s->memo_cap = 1024;
		s->memo = calloc(s->memo_cap, sizeof *s->memo);
		if (!s->memo)
			e = CARDS_E_NOMEM;
	}
	pooker_arrangement *a = e == CARDS_OK ? malloc(sizeof *a) : NULL;
	if (e == CARDS_OK && !a)
		e = CARDS_E_NOMEM;
	if (e == CARDS_OK) {
		bool exact;
		uint64_t all = s->m == 64 ? ~0ull : (1ull << s->m) - 1;
		solve(s, all, 0, -1, &exact);
		rebuild(s, a);
		if (s->nomem || s->too_large) {
			e = s->nomem ? CARDS_E_NOMEM : CARDS_E_TOO_MANY;
		} else {
			/* Scored again from the cards: a pooled Flush counts 40 in the
			 * search, and any better hand of the same cards was an option. */
			int total = 0;
			for (int i = 0; i < a->nhands; i++)
				total += pooker_score(a->hand[i].card, a->hand[i].ncards);
			*best = *a;
			if (score)
				*score = total;
		}
	}
	free(a);
	free(s->memo);
	free(s->hands);
	free(s);
	return e;
}
