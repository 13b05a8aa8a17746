/* card_picture.c: card pictures' names (card_picture.h), both ways: a
 * game's card to its URL, and a URL back to the picture it names. The
 * names are made by one function (pic_name) and read back by comparing
 * with it, so the two can never disagree. Issue 18 item 4; A Nomic
 * R384-R387, Ackanomic R1250.5 and R1250.6. */
#include "net/svg/card_picture.h"

#include <stdio.h>
#include <string.h>

static const char *const pack_words[CARD_PACKS] = {"standard", "eleusis", "anomic"};
static const char *const anomic_backs[CARDS_NPACKS] = {"red", "blue", "fish", "corporate"};

const char *card_pack_word(enum card_pack pack)
{
	return (unsigned)pack < CARD_PACKS ? pack_words[pack] : "?";
}

/* How many faces a pack has, in its own numbering's range [lo, lo+n). */
static int pack_first(enum card_pack pack)
{
	return pack == CARD_PACK_ANOMIC ? 1 : 0;
}

static int pack_count(enum card_pack pack)
{
	switch (pack) {
	case CARD_PACK_STANDARD: return deck_size(&deck_standard, 1);
	case CARD_PACK_ELEUSIS: return deck_size(&deck_eleusis, 1);
	case CARD_PACK_ANOMIC: return CARDS_MAX;
	}
	return 0;
}

/* The picture's file name without ".svg"; "" when it is none. */
static void pic_name(const card_pic *p, char *buf, size_t len)
{
	buf[0] = '\0';
	if (p->back) {
		if (p->pack == CARD_PACK_ANOMIC) {
			if (p->back_of >= 0 && p->back_of < CARDS_NPACKS)
				snprintf(buf, len, "back-%s", anomic_backs[p->back_of]);
		} else if ((unsigned)p->pack < CARD_PACKS) {
			snprintf(buf, len, "back");
		}
		return;
	}
	int first = pack_first(p->pack), n = pack_count(p->pack);
	if (p->card < first || p->card >= first + n)
		return;
	if (p->pack == CARD_PACK_ANOMIC) {
		snprintf(buf, len, "%d", p->card);
	} else if (p->pack == CARD_PACK_STANDARD) {
		const deck_def *d = &deck_standard;
		int normal = d->nsuits * d->nranks;
		/* "?1" is the games' name; '?' begins a URL's query. */
		if (p->card >= normal)
			snprintf(buf, len, "Joker%d", p->card - normal + 1);
		else
			snprintf(buf, len, "%s%s", d->rank_sym[p->card % d->nranks],
				 d->suit_sym[p->card / d->nranks]);
	} else {
		const deck_def *d = &deck_eleusis;
		int normal = d->nsuits * d->nranks;
		/* The suits' symbols (# % & ...) mean things in URLs: the names. */
		if (p->card >= normal)
			snprintf(buf, len, "Wild");
		else
			snprintf(buf, len, "%s-%s", d->rank_sym[p->card % d->nranks],
				 d->suit_name[p->card / d->nranks]);
	}
}

static const char *pic_url(const card_pic *p, char *buf, size_t len)
{
	char name[32];
	pic_name(p, name, sizeof name);
	if (!name[0] || snprintf(buf, len, "/cards/%s/%s.svg", pack_words[p->pack], name) >=
				(int)len) {
		if (len)
			buf[0] = '\0';
		return NULL;
	}
	return buf;
}

const char *card_picture_url(enum card_pack pack, int card, char *buf, size_t len)
{
	card_pic p = {.pack = pack, .card = card};
	if (pack == CARD_PACK_ELEUSIS && card > 120 && card < pack_count(pack))
		p.card = 120; /* the four Wild cards are one picture */
	return pic_url(&p, buf, len);
}

const char *card_picture_url_deck(const deck_def *d, int card, char *buf, size_t len)
{
	if (d == &deck_standard)
		return card_picture_url(CARD_PACK_STANDARD, card, buf, len);
	if (d == &deck_eleusis)
		return card_picture_url(CARD_PACK_ELEUSIS, card, buf, len);
	if (len)
		buf[0] = '\0';
	return NULL;
}

/* cards.h's suits (R387: Diamonds, Spades, Hearts, Clubs) in
 * deck_standard's order (R1250.5: Spades, Hearts, Diamonds, Clubs). */
static const int r387_to_standard_suit[4] = {2, 0, 1, 3};

const char *card_picture_url_cards(cards_card c, int npacks, char *buf, size_t len)
{
	if (npacks > 1)
		return cards_valid(c, npacks) ? card_picture_url(CARD_PACK_ANOMIC, c, buf, len)
					      : card_picture_url(CARD_PACK_ANOMIC, 0, buf, len);
	if (!cards_valid(c, 1))
		return card_picture_url(CARD_PACK_STANDARD, -1, buf, len);
	/* deck_standard ranks run A K Q J 10 .. 2; R387's Ace 1 .. King 13. */
	int rank = cards_rank_of(c), std_rank = rank == CARDS_ACE ? 0 : 14 - rank;
	int suit = r387_to_standard_suit[cards_suit_of(c)];
	return card_picture_url(CARD_PACK_STANDARD, suit * deck_standard.nranks + std_rank, buf,
				len);
}

const char *card_picture_url_named(enum card_pack pack, const char *name, char *buf,
				   size_t len)
{
	if (!name)
		name = "";
	switch (pack) {
	case CARD_PACK_STANDARD:
		return card_picture_url(pack, card_parse(&deck_standard, name), buf, len);
	case CARD_PACK_ELEUSIS:
		return card_picture_url(pack, card_parse(&deck_eleusis, name), buf, len);
	case CARD_PACK_ANOMIC: {
		cards_card c = 0;
		if (cards_parse(name, CARDS_NPACKS, &c) != CARDS_OK)
			c = 0;
		return card_picture_url(pack, c, buf, len);
	}
	}
	return card_picture_url(CARD_PACK_STANDARD, -1, buf, len);
}

const char *card_back_url(enum card_pack pack, int anomic_pack, char *buf, size_t len)
{
	card_pic p = {.pack = pack, .back = 1, .back_of = anomic_pack};
	return pic_url(&p, buf, len);
}

int card_picture_parse(const char *rest, card_pic *out, const char **why)
{
	const char *slash = strchr(rest, '/');
	int pack = -1;
	for (int i = 0; slash && i < CARD_PACKS; i++)
		if (strlen(pack_words[i]) == (size_t)(slash - rest) &&
		    strncmp(rest, pack_words[i], (size_t)(slash - rest)) == 0)
			pack = i;
	if (pack < 0) {
		*why = "no such pack of cards: the packs are standard, eleusis and anomic";
		return -1;
	}
	const char *file = slash + 1;
	size_t n = strlen(file);
	*why = "no such card in that pack (docs/WEB.md, Pictures, names each card)";
	if (n < 5 || n > 40 || strcmp(file + n - 4, ".svg") != 0)
		return -1;
	char want[40];
	memcpy(want, file, n - 4);
	want[n - 4] = '\0';
	/* Every picture of the pack, named as pic_name names it: a name is
	 * read back only as it is written, so each picture has one URL. */
	char name[32];
	card_pic p = {.pack = (enum card_pack)pack, .back = 1};
	for (p.back_of = 0; p.back_of < (pack == CARD_PACK_ANOMIC ? CARDS_NPACKS : 1); p.back_of++) {
		pic_name(&p, name, sizeof name);
		if (strcmp(name, want) == 0) {
			if (pack != CARD_PACK_ANOMIC)
				p.back_of = 0;
			*out = p;
			return 0;
		}
	}
	p.back = 0;
	p.back_of = 0;
	int first = pack_first(p.pack), count = pack_count(p.pack);
	for (p.card = first; p.card < first + count; p.card++) {
		pic_name(&p, name, sizeof name);
		if (strcmp(name, want) == 0) {
			*out = p;
			return 0;
		}
	}
	return -1;
}

void card_picture_title(const card_pic *p, char *buf, size_t len)
{
	if (p->back) {
		if (p->pack == CARD_PACK_ANOMIC)
			snprintf(buf, len, "The back of a card of the %s Pack",
				 cards_pack_name(p->back_of));
		else
			snprintf(buf, len, "The back of a card of the %s Deck",
				 p->pack == CARD_PACK_ELEUSIS ? "Eleusis" : "Standard");
		return;
	}
	if (p->pack == CARD_PACK_ANOMIC) {
		char face[CARDS_NAME_LEN];
		cards_format((cards_card)p->card, true, true, face, sizeof face);
		snprintf(buf, len, "%s (card %d)", face, p->card);
		return;
	}
	const deck_def *d = p->pack == CARD_PACK_ELEUSIS ? &deck_eleusis : &deck_standard;
	int normal = d->nsuits * d->nranks;
	if (p->card >= normal && p->pack == CARD_PACK_ELEUSIS)
		snprintf(buf, len, "Wild card");
	else if (p->card >= normal)
		snprintf(buf, len, "Joker %d", p->card - normal + 1);
	else
		snprintf(buf, len, "%s of %s", d->rank_name[p->card % d->nranks],
			 d->suit_name[p->card / d->nranks]);
}
