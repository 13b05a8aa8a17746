/* card.c — card numbers (A Nomic R387) and card names: the names of packs,
 * suits and ranks, and parsing and printing cards the way players write them. */
#include "games/cards/cards.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *const pack_names[CARDS_NPACKS] = { "Red", "Blue", "Fish", "Corporate" };
static const char *const suit_names[4] = { "Diamonds", "Spades", "Hearts", "Clubs" };
static const char suit_letters[4] = { 'D', 'S', 'H', 'C' };
static const char *const rank_names[14] = { "", "Ace", "2", "3", "4", "5", "6", "7",
	"8", "9", "10", "Jack", "Queen", "King" };
static const char *const rank_words[14] = { "", "ace", "two", "three", "four", "five",
	"six", "seven", "eight", "nine", "ten", "jack", "queen", "king" };

cards_card cards_make(int pack, int suit, int rank)
{
	if (pack < 0 || pack >= CARDS_NPACKS || suit < 0 || suit > 3 || rank < 1 || rank > 13)
		return 0;
	return (cards_card)(pack * CARDS_PER_PACK + suit * 13 + rank);
}

int cards_pack_of(cards_card c) { return (c - 1) / CARDS_PER_PACK; }
int cards_suit_of(cards_card c) { return ((c - 1) % CARDS_PER_PACK) / 13; }
int cards_rank_of(cards_card c) { return (c - 1) % 13 + 1; }

bool cards_valid(cards_card c, int npacks)
{
	return c >= 1 && npacks >= 1 && npacks <= CARDS_NPACKS && c <= npacks * CARDS_PER_PACK;
}

const char *cards_pack_name(int pack)
{
	return pack >= 0 && pack < CARDS_NPACKS ? pack_names[pack] : "?";
}

const char *cards_suit_name(int suit)
{
	return suit >= 0 && suit < 4 ? suit_names[suit] : "?";
}

const char *cards_rank_name(int rank)
{
	return rank >= 1 && rank <= 13 ? rank_names[rank] : "?";
}

/* ---- parsing ---- */

enum { MAX_WORDS = 6, WORD_LEN = 16 };

/* Splits s into lower-case words; false if there are too many or one is too long. */
static bool split_words(const char *s, char words[MAX_WORDS][WORD_LEN], int *n)
{
	*n = 0;
	while (*s) {
		while (*s && isspace((unsigned char)*s))
			s++;
		if (!*s)
			break;
		if (*n == MAX_WORDS)
			return false;
		size_t len = 0;
		while (*s && !isspace((unsigned char)*s)) {
			if (len + 1 >= WORD_LEN)
				return false;
			words[*n][len++] = (char)tolower((unsigned char)*s++);
		}
		words[*n][len] = '\0';
		(*n)++;
	}
	return true;
}

static int parse_rank(const char *w)
{
	if (!w[0])
		return 0;
	if (!w[1]) {
		switch (w[0]) {
		case 'a': return CARDS_ACE;
		case 'k': return CARDS_KING;
		case 'q': return CARDS_QUEEN;
		case 'j': return CARDS_JACK;
		case 't': return 10;
		default:
			return w[0] >= '2' && w[0] <= '9' ? w[0] - '0' : 0;
		}
	}
	if (strcmp(w, "10") == 0)
		return 10;
	for (int r = 1; r <= 13; r++)
		if (strcmp(w, rank_words[r]) == 0)
			return r;
	return 0;
}

/* A suit letter or symbol at the end of a short face; returns the suit and
 * the length of the suit part, or -1. */
static int parse_suit_suffix(const char *w, size_t len, size_t *suit_len)
{
	static const char letters[4] = { 'd', 's', 'h', 'c' };
	for (int s = 0; s < 4; s++)
		if (len >= 2 && w[len - 1] == letters[s]) {
			*suit_len = 1;
			return s;
		}
	/* U+2660..U+2667 are the suit symbols, black and white: E2 99 A0..A7. */
	if (len >= 4 && (unsigned char)w[len - 3] == 0xE2 && (unsigned char)w[len - 2] == 0x99) {
		static const int sym[8] = { CARDS_SPADES, CARDS_HEARTS, CARDS_DIAMONDS, CARDS_CLUBS,
			CARDS_SPADES, CARDS_HEARTS, CARDS_DIAMONDS, CARDS_CLUBS };
		unsigned char b = (unsigned char)w[len - 1];
		if (b >= 0xA0 && b <= 0xA7) {
			*suit_len = 3;
			return sym[b - 0xA0];
		}
	}
	return -1;
}

static int parse_suit_word(const char *w)
{
	static const char *const words[4] = { "diamond", "spade", "heart", "club" };
	for (int s = 0; s < 4; s++) {
		size_t n = strlen(words[s]);
		if (strncmp(w, words[s], n) == 0 && (w[n] == '\0' || (w[n] == 's' && w[n + 1] == '\0')))
			return s;
	}
	return -1;
}

static bool parse_number(const char *w, int npacks, cards_card *out, cards_err *err)
{
	if (w[0] != '#' || !w[1])
		return false;
	long v = 0;
	for (const char *p = w + 1; *p; p++) {
		if (!isdigit((unsigned char)*p) || v > 10000)
			return false;
		v = v * 10 + (*p - '0');
	}
	*err = v >= 1 && v <= npacks * CARDS_PER_PACK ? CARDS_OK : CARDS_E_NO_CARD;
	if (*err == CARDS_OK)
		*out = (cards_card)v;
	return true;
}

cards_err cards_parse(const char *s, int npacks, cards_card *out)
{
	char w[MAX_WORDS][WORD_LEN];
	int n;
	if (!s || !out || npacks < 1 || npacks > CARDS_NPACKS)
		return CARDS_E_ARG;
	if (!split_words(s, w, &n) || n == 0)
		return CARDS_E_PARSE;
	if (n == 1) {
		cards_err err;
		if (parse_number(w[0], npacks, out, &err))
			return err;
	}
	int i = 0, pack = -1;
	for (int p = 0; p < CARDS_NPACKS; p++) {
		char lower[WORD_LEN];
		size_t k = 0;
		for (; pack_names[p][k]; k++)
			lower[k] = (char)tolower((unsigned char)pack_names[p][k]);
		lower[k] = '\0';
		if (strcmp(w[0], lower) == 0)
			pack = p;
	}
	if (pack >= 0) {
		i = 1;
		if (i < n && strcmp(w[i], "pack") == 0)
			i++;
	} else if (npacks == 1) {
		pack = 0;   /* one pack: its cards need no back to be told apart */
	} else {
		return CARDS_E_PARSE;
	}
	int rank = 0, suit = -1;
	if (n - i == 1) {
		size_t len = strlen(w[i]), sl = 0;
		suit = parse_suit_suffix(w[i], len, &sl);
		if (suit < 0)
			return CARDS_E_PARSE;
		w[i][len - sl] = '\0';
		/* Short faces use rank symbols only, so "kings" is no card. */
		if (len - sl <= 2)
			rank = parse_rank(w[i]);
	} else if (n - i == 3 && strcmp(w[i + 1], "of") == 0) {
		rank = parse_rank(w[i]);
		suit = parse_suit_word(w[i + 2]);
	} else {
		return CARDS_E_PARSE;
	}
	if (rank == 0 || suit < 0)
		return CARDS_E_PARSE;
	if (pack >= npacks)
		return CARDS_E_NO_CARD;
	*out = cards_make(pack, suit, rank);
	return CARDS_OK;
}

size_t cards_format(cards_card c, bool with_pack, bool long_form, char *buf, size_t len)
{
	char pack[16] = "";
	int r;
	if (c < 1 || c > CARDS_MAX)
		return (size_t)snprintf(buf, len, "?");
	if (with_pack)
		snprintf(pack, sizeof pack, "%s ", pack_names[cards_pack_of(c)]);
	int rank = cards_rank_of(c), suit = cards_suit_of(c);
	if (long_form) {
		r = snprintf(buf, len, "%s%s of %s", pack, rank_names[rank], suit_names[suit]);
	} else {
		const char *face = rank == 1 ? "A" : rank == 11 ? "J" : rank == 12 ? "Q" :
			rank == 13 ? "K" : rank_names[rank];
		r = snprintf(buf, len, "%s%s%c", pack, face, suit_letters[suit]);
	}
	return r < 0 ? 0 : (size_t)r;
}
