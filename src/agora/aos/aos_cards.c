/* aos_cards.c: Cards, the Deck and the Hands (Ace of Spades regs 115-117,
 * 123, 205, 210): descriptor sets, counting and moving fungible cards,
 * the Deck's upkeep, and dealing at random with the nomic's rng. */
#include "agora/aos/aos.h"
#include "core/params.h"

#include <stdlib.h>
#include <string.h>

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Reg 115: cards with the same set of descriptors are fungible, so a set is
 * written one way: the defined spellings, sorted, joined by '+'. Reg 205:
 * every card has exactly one Suit; a set of more is refused. */
int aos_canon(const aos *s, const char *words, char *out, size_t len)
{
	char buf[256];
	if (strlen(words) >= sizeof buf)
		return -1;
	strcpy(buf, words);
	char *parts[8];
	int np = 0;
	for (char *t = strtok(buf, "+"); t; t = strtok(NULL, "+")) {
		if (np == 8)
			return -1;
		const char *found = NULL;
		for (int i = 0; i < s->nsuits; i++)
			if (strcaseeq(t, s->suits[i]))
				found = s->suits[i];
		if (!found)
			return -1;
		parts[np++] = (char *)found;
	}
	if (np != 1) /* reg 205: exactly one Suit */
		return -1;
	qsort(parts, (size_t)np, sizeof *parts, cmp_str);
	out[0] = '\0';
	for (int i = 0; i < np; i++) {
		if (strlen(out) + strlen(parts[i]) + 2 > len)
			return -1;
		if (i)
			strcat(out, "+");
		strcat(out, parts[i]);
	}
	return 0;
}

int aos_count(const aos_cards *h, const char *desc)
{
	for (int i = 0; i < h->n; i++)
		if (strcmp(h->v[i].desc, desc) == 0)
			return h->v[i].count;
	return 0;
}

int aos_total(const aos_cards *h)
{
	int t = 0;
	for (int i = 0; i < h->n; i++)
		t += h->v[i].count;
	return t;
}

void aos_add(aos_cards *h, const char *desc, int k)
{
	if (k <= 0)
		return;
	int i = 0;
	while (i < h->n && strcmp(h->v[i].desc, desc) < 0)
		i++;
	if (i < h->n && strcmp(h->v[i].desc, desc) == 0) {
		h->v[i].count += k;
		return;
	}
	h->v = xrealloc(h->v, (size_t)(h->n + 1) * sizeof *h->v);
	memmove(&h->v[i + 1], &h->v[i], (size_t)(h->n - i) * sizeof *h->v);
	h->v[i].desc = xstrdup(desc);
	h->v[i].count = k;
	h->n++;
}

int aos_take(aos_cards *h, const char *desc, int k)
{
	for (int i = 0; i < h->n; i++) {
		if (strcmp(h->v[i].desc, desc) != 0)
			continue;
		if (h->v[i].count < k)
			return -1;
		h->v[i].count -= k;
		if (!h->v[i].count) {
			free(h->v[i].desc);
			memmove(&h->v[i], &h->v[i + 1], (size_t)(h->n - i - 1) * sizeof *h->v);
			h->n--;
		}
		return 0;
	}
	return k > 0 ? -1 : 0;
}

void aos_cards_free(aos_cards *h)
{
	for (int i = 0; i < h->n; i++)
		free(h->v[i].desc);
	free(h->v);
	h->v = NULL;
	h->n = 0;
}

void aos_cards_copy(aos_cards *dst, const aos_cards *src)
{
	for (int i = 0; i < src->n; i++)
		aos_add(dst, src->v[i].desc, src->v[i].count);
}

void aos_cards_describe(const aos_cards *h, sbuf *out)
{
	if (!h->n) {
		sbuf_add(out, "no cards");
		return;
	}
	for (int i = 0; i < h->n; i++)
		sbuf_printf(out, "%s%d %s", i ? ", " : "", h->v[i].count, h->v[i].desc);
}

int aos_parse_cards(ctx *c, const aos *s, int argc, char **argv, aos_cards *h)
{
	for (int i = 0; i < argc; i++) {
		int64_t k = 1;
		if (!parse_int64(argv[i], &k)) {
			if (k <= 0 || k > 10000 || i + 1 >= argc) {
				aos_cards_free(h);
				return ctx_fail(c, "'%s' is not a number of cards followed by a Suit",
						argv[i]);
			}
			i++;
		}
		char d[64];
		if (aos_canon(s, argv[i], d, sizeof d)) {
			aos_cards_free(h);
			return ctx_fail(c, "'%s' is not a defined Suit (reg 205: one of them)",
					argv[i]);
		}
		aos_add(h, d, (int)k);
	}
	if (!h->n)
		return ctx_fail(c, "name at least one card (reg 116, 125)");
	return 0;
}

/* Reg 123: at least one Mauve Card in the Deck, always. Reg 210: below
 * ten cards, four of each Suit are created before any more are dealt. */
void aos_upkeep_n(const nomic *n, aos *s)
{
	int mauve = (int)param_int(n, "aos.deck_mauve");
	if (aos_count(&s->deck, "Mauve") < mauve)
		aos_add(&s->deck, "Mauve", mauve - aos_count(&s->deck, "Mauve"));
	if (aos_total(&s->deck) < param_int(n, "aos.deck_low"))
		for (int i = 0; i < s->nsuits; i++)
			aos_add(&s->deck, s->suits[i], (int)param_int(n, "aos.deck_refill"));
}

void aos_upkeep(ctx *c, aos *s)
{
	aos_upkeep_n(c->n, s);
}

/* Reg 117: each card chosen from all Cards in the Deck with equal
 * probability: a draw below the Deck's size, counted through the piles in
 * their fixed order. */
int aos_deal_from(const nomic *n, rng *rg, aos *s, aos_member *m, int k)
{
	for (int j = 0; j < k; j++) {
		aos_upkeep_n(n, s);
		int total = aos_total(&s->deck);
		if (!total)
			return -1;
		int pick = (int)rng_below(rg, (uint64_t)total);
		for (int i = 0; i < s->deck.n; i++) {
			if (pick < s->deck.v[i].count) {
				char *d = xstrdup(s->deck.v[i].desc);
				aos_take(&s->deck, d, 1);
				aos_add(&m->hand, d, 1);
				free(d);
				break;
			}
			pick -= s->deck.v[i].count;
		}
		m->dealt++;
	}
	aos_upkeep_n(n, s);
	return 0;
}

int aos_deal(ctx *c, aos *s, aos_member *m, int k)
{
	if (aos_deal_from(c->n, c->rng, s, m, k))
		return ctx_fail(c, "the Deck is empty");
	return 0;
}
