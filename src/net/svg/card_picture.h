/* card_picture.h: the one place that names card pictures (issue 18 item
 * 4; docs/WEB.md "Pictures"). Every card a game deals has a picture at
 *   /cards/standard/NAME.svg   Ackanomic's Standard Deck (R1250.5): NAME is
 *                              the face as the games print it, "AS",
 *                              "10H", "QD", "2C"; the Jokers "Joker1",
 *                              "Joker2". Spades' and Pure Skill's cards,
 *                              and Eleusis played with Standard Decks.
 *   /cards/eleusis/NAME.svg    the Eleusis Deck (R1250.6): the rank's
 *                              symbol, "-", the suit's name: "S-Wands",
 *                              "10-Pounds", "A-Stars"; the Wild cards
 *                              (indistinguishable) all "Wild".
 *   /cards/anomic/N.svg        A Nomic's Cards (R384-R387): N is the R387
 *                              number, 1..208 (Red 1-52, Blue 53-104, Fish
 *                              105-156, Corporate 157-208).
 * and each deck's back at /cards/standard/back.svg, /cards/eleusis/
 * back.svg and /cards/anomic/back-red.svg (-blue, -fish, -corporate), for
 * a card whose face the viewer may not see. A game's page asks here for
 * its cards' URLs, never writes one itself. */
#ifndef NOMIC_NET_CARD_PICTURE_H
#define NOMIC_NET_CARD_PICTURE_H

#include "core/util.h"
#include "games/cards/cards.h"
#include "games/equip/equip.h"

#include <stddef.h>

enum card_pack {
	CARD_PACK_STANDARD, /* deck_standard's numbering: 0..51, Jokers 52, 53 */
	CARD_PACK_ELEUSIS,  /* deck_eleusis's: 0..119, the Wild cards 120..123 */
	CARD_PACK_ANOMIC,   /* R387: 1..208 */
};
#define CARD_PACKS 3

/* One picture: a card's face (back = 0) or a back (back = 1; for A Nomic
 * back_of is the pack, cards.h's cards_pack). */
typedef struct card_pic {
	enum card_pack pack;
	int card;
	int back;
	int back_of;
} card_pic;

/* The word in the URL: "standard", "eleusis", "anomic". */
const char *card_pack_word(enum card_pack pack);

/* The path of card `card` (in pack's own numbering, above) into buf:
 * "/cards/standard/QH.svg". NULL (and buf "") when there is no such card. */
const char *card_picture_url(enum card_pack pack, int card, char *buf, size_t len);
/* The same for a card of a games/equip deck (the Standard or Eleusis). */
const char *card_picture_url_deck(const deck_def *d, int card, char *buf, size_t len);
/* The same for a cards.h card: with one pack in play (Spades) it is a
 * Standard face, with more an A Nomic card. */
const char *card_picture_url_cards(cards_card c, int npacks, char *buf, size_t len);
/* The same from a card's name as a game's view prints it: "QH", "10S",
 * "?1" (Standard); "S!", "10#", "W" (Eleusis); "Red QH", "#57" (A Nomic). */
const char *card_picture_url_named(enum card_pack pack, const char *name, char *buf,
				   size_t len);
/* A back: /cards/standard/back.svg; for A Nomic, of cards.h pack anomic_pack. */
const char *card_back_url(enum card_pack pack, int anomic_pack, char *buf, size_t len);

/* Reads a path under /cards/ ("standard/QH.svg"): 0 and *out, or -1 with
 * why (one line) when it names no picture. */
int card_picture_parse(const char *rest, card_pic *out, const char **why);

/* The picture's name, "Queen of Hearts", "Blue Queen of Hearts (card 77)",
 * "the back of a Fish card". */
void card_picture_title(const card_pic *p, char *buf, size_t len);

/* Draws the picture as an SVG document (cards_svg.c); 0, or -1 when p is
 * no picture. Deterministic: the same card, the same bytes. */
int card_picture_svg(const card_pic *p, sbuf *out);

#endif
