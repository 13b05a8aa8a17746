/* cards_svg.c: card faces and backs drawn as SVG (card_picture.h; issue 18
 * item 4). The Standard Deck (Ackanomic R1250.5): corner indices, the
 * pips of a numbered card laid out as printed cards lay them, a framed
 * letter for the court cards, red Hearts and Diamonds, black Spades and
 * Clubs. The Eleusis Deck (R1250.6): its rank and suit symbols, coloured
 * as the rule colours its suits (Wands and Strudels blue, Pounds and
 * Dollars green, Maces and Spears black, Daemons and Stars red), the Wild
 * card colourless. A Nomic's Cards (R384-R387): the Standard face edged in
 * the colour of its Pack's back, with the Pack's name and the R387 number,
 * and the four backs as R385 describes them. Suits are paths, not font
 * glyphs, so a card looks the same wherever it is shown. */
#include "net/svg/card_picture.h"
#include "net/svg/svg.h"

#include <stdio.h>
#include <string.h>

#define CW 200
#define CH 280

enum { V_SPADE, V_HEART, V_DIAMOND, V_CLUB }; /* deck_standard's suit order */

static const char *const red = "#c8102e", *const black = "#111111";

/* Each suit in a box from -50 to 50 about its centre. */
static const char *const suit_path[4] = {
	"M0 -46C-10 -30 -46 -12 -46 10C-46 28 -28 36 -14 30C-8 27 -4 22 -2 18C-4 30 -10 40 "
	"-18 46L18 46C10 40 4 30 2 18C4 22 8 27 14 30C28 36 46 28 46 10C46 -12 10 -30 0 -46Z",
	"M0 42C-10 30 -48 8 -48 -16C-48 -36 -28 -46 -14 -40C-6 -36 -2 -30 0 -24C2 -30 6 -36 "
	"14 -40C28 -46 48 -36 48 -16C48 8 10 30 0 42Z",
	"M0 -48L36 0L0 48L-36 0Z",
	"M-2 14C-4 30 -10 40 -18 46L18 46C10 40 4 30 2 14C8 26 36 32 40 8C42 -10 22 -18 12 "
	"-10C20 -22 16 -46 0 -46C-16 -46 -20 -22 -12 -10C-22 -18 -42 -10 -40 8C-36 32 -8 26 -2 14Z",
};

static const char *suit_colour(int v)
{
	return v == V_HEART || v == V_DIAMOND ? red : black;
}

/* A suit symbol of the given size (its box's side) centred on (x, y);
 * turned upside down in a card's lower half, as printed cards are. */
static void pip(svg *s, int v, double x, double y, double size, int flip)
{
	svg_leaf(s, "path", "d=\"%s\" fill=\"%s\" transform=\"translate(%f %f) scale(%f)%s\"",
		 suit_path[v], suit_colour(v), x, y, size / 100.0, flip ? " rotate(180)" : "");
}

/* The pips of the numbered cards, 2 to 10: columns and rows of the centre. */
#define L 64
#define C 100
#define R 136
static const int pips[11][10][2] = {
	[2] = {{C, 70}, {C, 210}},
	[3] = {{C, 70}, {C, 140}, {C, 210}},
	[4] = {{L, 70}, {R, 70}, {L, 210}, {R, 210}},
	[5] = {{L, 70}, {R, 70}, {C, 140}, {L, 210}, {R, 210}},
	[6] = {{L, 70}, {R, 70}, {L, 140}, {R, 140}, {L, 210}, {R, 210}},
	[7] = {{L, 70}, {R, 70}, {C, 105}, {L, 140}, {R, 140}, {L, 210}, {R, 210}},
	[8] = {{L, 70}, {R, 70}, {C, 105}, {L, 140}, {R, 140}, {C, 175}, {L, 210}, {R, 210}},
	[9] = {{L, 66}, {R, 66}, {L, 116}, {R, 116}, {C, 140}, {L, 164}, {R, 164}, {L, 214},
	       {R, 214}},
	[10] = {{L, 66}, {R, 66}, {C, 91}, {L, 116}, {R, 116}, {L, 164}, {R, 164}, {C, 189},
		{L, 214}, {R, 214}},
};
#undef L
#undef C
#undef R

static void card_blank(svg *s, const char *edge, int edge_width)
{
	svg_leaf(s, "rect", "x=\"3\" y=\"3\" width=\"194\" height=\"274\" rx=\"12\" fill=\"#ffffff\" "
		 "stroke=\"%s\" stroke-width=\"%d\"", edge, edge_width);
}

/* The rank and the suit in the top left corner, and again upside down in
 * the bottom right. */
static void corners(svg *s, const char *rank, int v, const char *colour, const char *suit_sym)
{
	for (int turn = 0; turn < 2; turn++) {
		svg_open(s, "g", turn ? "transform=\"rotate(180 100 140)\"" : "");
		svg_text(s, "text", rank, "x=\"22\" y=\"40\" font-family=\"Georgia, serif\" "
			 "font-size=\"28\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\"",
			 colour);
		if (suit_sym)
			svg_text(s, "text", suit_sym, "x=\"22\" y=\"66\" font-family=\"Georgia, serif\" "
				 "font-size=\"24\" text-anchor=\"middle\" fill=\"%s\"", colour);
		else
			pip(s, v, 22, 56, 22, 0);
		svg_close(s);
	}
}

/* A Standard face: v the suit (V_*), rank deck_standard's index (A K Q J
 * 10 .. 2). */
static void standard_face(svg *s, int v, int rank)
{
	const char *colour = suit_colour(v);
	corners(s, deck_standard.rank_sym[rank], v, colour, NULL);
	if (rank == 0) { /* the Ace: one great pip */
		pip(s, v, 100, 140, 96, 0);
		return;
	}
	if (rank <= 3) { /* King, Queen, Jack: a framed letter */
		svg_leaf(s, "rect", "x=\"46\" y=\"50\" width=\"108\" height=\"180\" rx=\"6\" "
			 "fill=\"%s\" fill-opacity=\"0.08\" stroke=\"%s\" stroke-width=\"2\"", colour,
			 colour);
		pip(s, v, 68, 74, 28, 0);
		pip(s, v, 132, 206, 28, 1);
		svg_text(s, "text", deck_standard.rank_sym[rank], "x=\"100\" y=\"164\" "
			 "font-family=\"Georgia, serif\" font-size=\"76\" font-weight=\"bold\" "
			 "text-anchor=\"middle\" fill=\"%s\"", colour);
		svg_text(s, "text", deck_standard.rank_name[rank], "x=\"100\" y=\"192\" "
			 "font-family=\"Georgia, serif\" font-size=\"16\" text-anchor=\"middle\" "
			 "fill=\"%s\"", colour);
		return;
	}
	int value = 14 - rank; /* 10 at index 4, 2 at index 12 */
	for (int i = 0; i < value; i++)
		pip(s, v, pips[value][i][0], pips[value][i][1], value >= 9 ? 30 : 34,
		    pips[value][i][1] > 140);
}

static void joker(svg *s, int which)
{
	const char *colour = which == 0 ? red : black;
	svg_leaf(s, "path", "d=\"M100 62L118 116L176 116L129 149L147 204L100 170L53 204L71 149"
		 "L24 116L82 116Z\" fill=\"%s\"", colour);
	for (int turn = 0; turn < 2; turn++) {
		svg_open(s, "g", turn ? "transform=\"rotate(180 100 140)\"" : "");
		svg_text(s, "text", "JOKER", "x=\"100\" y=\"44\" font-family=\"Georgia, serif\" "
			 "font-size=\"24\" font-weight=\"bold\" letter-spacing=\"4\" "
			 "text-anchor=\"middle\" fill=\"%s\"", colour);
		svg_close(s);
	}
}

/* R1250.6's colours of the Eleusis suits, in deck_eleusis's order. */
static const char *const eleusis_colour[8] = {"#1f4e9c", "#1f4e9c", "#1b7a3a", "#1b7a3a",
					      "#111111", "#111111", "#c8102e", "#c8102e"};

static void eleusis_face(svg *s, int card)
{
	const deck_def *d = &deck_eleusis;
	int normal = d->nsuits * d->nranks;
	if (card >= normal) { /* the Wild card: neither suit nor rank nor colour */
		svg_leaf(s, "circle", "cx=\"100\" cy=\"140\" r=\"62\" fill=\"none\" "
			 "stroke=\"#777777\" stroke-width=\"3\" stroke-dasharray=\"8 6\"");
		svg_text(s, "text", "W", "x=\"100\" y=\"166\" font-family=\"Georgia, serif\" "
			 "font-size=\"80\" font-weight=\"bold\" text-anchor=\"middle\" "
			 "fill=\"#777777\"");
		svg_text(s, "text", "Wild", "x=\"100\" y=\"236\" font-family=\"Georgia, serif\" "
			 "font-size=\"20\" text-anchor=\"middle\" fill=\"#777777\"");
		return;
	}
	int suit = card / d->nranks, rank = card % d->nranks;
	const char *colour = eleusis_colour[suit];
	corners(s, d->rank_sym[rank], 0, colour, d->suit_sym[suit]);
	svg_leaf(s, "circle", "cx=\"100\" cy=\"140\" r=\"56\" fill=\"%s\" fill-opacity=\"0.08\" "
		 "stroke=\"%s\" stroke-width=\"3\"", colour, colour);
	svg_text(s, "text", d->suit_sym[suit], "x=\"100\" y=\"166\" font-family=\"Georgia, "
		 "serif\" font-size=\"76\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\"",
		 colour);
	svg_text(s, "text", d->rank_name[rank], "x=\"100\" y=\"66\" font-family=\"Georgia, serif\" "
		 "font-size=\"20\" text-anchor=\"middle\" fill=\"%s\"", colour);
	char of[32];
	snprintf(of, sizeof of, "of %s", d->suit_name[suit]);
	svg_text(s, "text", of, "x=\"100\" y=\"226\" font-family=\"Georgia, serif\" "
		 "font-size=\"20\" text-anchor=\"middle\" fill=\"%s\"", colour);
}

/* The colour of each A Nomic Pack's back (R385), in cards.h's order. */
static const char *const anomic_colour[CARDS_NPACKS] = {"#b22222", "#1f4e9c", "#0e7c86",
							"#2d3e50"};

/* cards.h's suits (R387: Diamonds, Spades, Hearts, Clubs) as V_*. */
static const int r387_suit[4] = {V_DIAMOND, V_SPADE, V_HEART, V_CLUB};

static void anomic_face(svg *s, int card)
{
	cards_card c = (cards_card)card;
	int pack = cards_pack_of(c), rank = cards_rank_of(c);
	int std_rank = rank == CARDS_ACE ? 0 : 14 - rank;
	standard_face(s, r387_suit[cards_suit_of(c)], std_rank);
	char label[48];
	snprintf(label, sizeof label, "%s \xc2\xb7 #%d", cards_pack_name(pack), card);
	svg_text(s, "text", label, "x=\"100\" y=\"262\" font-family=\"Helvetica, Arial, "
		 "sans-serif\" font-size=\"14\" font-weight=\"bold\" text-anchor=\"middle\" "
		 "fill=\"%s\"", anomic_colour[pack]);
}

static void back_frame(svg *s, const char *fill)
{
	svg_leaf(s, "rect", "x=\"3\" y=\"3\" width=\"194\" height=\"274\" rx=\"12\" fill=\"#ffffff\" "
		 "stroke=\"#333333\" stroke-width=\"2\"");
	svg_leaf(s, "rect", "x=\"14\" y=\"14\" width=\"172\" height=\"252\" rx=\"6\" fill=\"%s\"",
		 fill);
}

/* R385: "the traditional card design featuring the twisty lines
 * surrounding circles which appear to contain cherubs on pogo sticks". */
static void cherub_back(svg *s, const char *fill)
{
	back_frame(s, fill);
	for (int row = 0; row < 5; row++) {
		double y = 40 + row * 50;
		/* a twisty line between the rows of circles */
		svg_leaf(s, "path", "d=\"M18 %fc12 -14 24 14 36 0s24 14 36 0s24 14 36 0s24 14 36 0"
			 "s24 14 20 0\" fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\"0.6\" "
			 "stroke-width=\"2\"", y + 25);
		for (int col = 0; col < 3; col++) {
			double x = 48 + col * 52;
			svg_leaf(s, "circle", "cx=\"%f\" cy=\"%f\" r=\"17\" fill=\"none\" "
				 "stroke=\"#ffffff\" stroke-width=\"2\"", x, y);
			/* the cherub: a head, a body, and its pogo stick */
			svg_leaf(s, "circle", "cx=\"%f\" cy=\"%f\" r=\"3.5\" fill=\"#ffffff\"", x,
				 y - 8);
			svg_leaf(s, "path", "d=\"M%f %fv8m-5 -5l5 2l5 -2M%f %fv12m-4 -2h8\" "
				 "stroke=\"#ffffff\" stroke-width=\"1.5\" fill=\"none\"", x, y - 4, x + 3,
				 y - 1);
		}
	}
	svg_leaf(s, "rect", "x=\"20\" y=\"20\" width=\"160\" height=\"240\" rx=\"4\" fill=\"none\" "
		 "stroke=\"#ffffff\" stroke-width=\"2\"");
}

/* R385: "colorful drawings of tropical fish". */
static void fish_back(svg *s)
{
	back_frame(s, "#0b6fa4");
	static const struct {
		int x, y, size, left;
		const char *body, *stripe;
	} fish[] = {
		{60, 50, 30, 0, "#ffb400", "#1d1d1d"}, {140, 80, 24, 1, "#ff5a36", "#ffffff"},
		{70, 118, 26, 1, "#f2e500", "#1f4e9c"}, {138, 150, 32, 0, "#9b5de5", "#f2e500"},
		{64, 196, 28, 0, "#00c2a8", "#ff5a36"}, {140, 228, 24, 1, "#ff7eb6", "#1d1d1d"},
	};
	for (size_t i = 0; i < sizeof fish / sizeof *fish; i++) {
		double k = fish[i].size / 30.0;
		svg_open(s, "g", "transform=\"translate(%d %d) scale(%f)%s\"", fish[i].x, fish[i].y, k,
			 fish[i].left ? " scale(-1 1)" : "");
		svg_leaf(s, "path", "d=\"M-22 0L-36 -12L-34 0L-36 12Z\" fill=\"%s\"", fish[i].body);
		svg_leaf(s, "ellipse", "cx=\"0\" cy=\"0\" rx=\"24\" ry=\"13\" fill=\"%s\"", fish[i].body);
		svg_leaf(s, "path", "d=\"M-6 -12v24M4 -13v26\" stroke=\"%s\" stroke-width=\"3\"",
			 fish[i].stripe);
		svg_leaf(s, "circle", "cx=\"14\" cy=\"-3\" r=\"3\" fill=\"#ffffff\"");
		svg_leaf(s, "circle", "cx=\"15\" cy=\"-3\" r=\"1.5\" fill=\"#000000\"");
		svg_close(s);
	}
	for (int i = 0; i < 6; i++) /* bubbles */
		svg_leaf(s, "circle", "cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"#ffffff\" "
			 "stroke-opacity=\"0.7\"", 100 + (i % 2) * 8, 250 - i * 38, 3 + i % 3);
}

/* R385: "a message urging you to fly the friendly skies with United". */
static void corporate_back(svg *s)
{
	back_frame(s, "#2d3e50");
	svg_leaf(s, "path", "d=\"M14 180h172v30H14z\" fill=\"#4f6d8f\"");
	svg_open(s, "g", "transform=\"translate(0 46)\"");
	svg_leaf(s, "path", "d=\"M60 110l60 -8l18 -14h8l-8 16l22 -2l6 -6h5l-3 10l3 10h-5l-6 -6"
		 "l-22 -2l8 16h-8l-18 -14l-60 -8z\" fill=\"#ffffff\"");
	svg_close(s);
	static const char *const lines[] = {"Fly the", "friendly skies", "with United"};
	for (int i = 0; i < 3; i++)
		svg_text(s, "text", lines[i], "x=\"100\" y=\"%d\" font-family=\"Helvetica, Arial, "
			 "sans-serif\" font-size=\"%d\" font-weight=\"bold\" text-anchor=\"middle\" "
			 "fill=\"#ffffff\"", 60 + i * 26, i == 2 ? 22 : 20);
}

/* The Standard and Eleusis backs: a lattice, the deck's name in its oval. */
static void plain_back(svg *s, const char *fill, const char *name)
{
	back_frame(s, fill);
	for (int i = -12; i <= 12; i++)
		svg_leaf(s, "path", "d=\"M%d 14l252 252M%d 14l-252 252\" stroke=\"#ffffff\" "
			 "stroke-opacity=\"0.35\" stroke-width=\"1.5\"", 14 + i * 20, 186 + i * 20);
	svg_leaf(s, "rect", "x=\"3\" y=\"3\" width=\"194\" height=\"274\" rx=\"12\" fill=\"none\" "
		 "stroke=\"#ffffff\" stroke-width=\"22\"");
	svg_leaf(s, "rect", "x=\"3\" y=\"3\" width=\"194\" height=\"274\" rx=\"12\" fill=\"none\" "
		 "stroke=\"#333333\" stroke-width=\"2\"");
	svg_leaf(s, "ellipse", "cx=\"100\" cy=\"140\" rx=\"60\" ry=\"28\" fill=\"%s\" "
		 "stroke=\"#ffffff\" stroke-width=\"3\"", fill);
	svg_text(s, "text", name, "x=\"100\" y=\"147\" font-family=\"Georgia, serif\" "
		 "font-size=\"20\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#ffffff\"");
}

int card_picture_svg(const card_pic *p, sbuf *out)
{
	char url[64], title[96], desc[256];
	if (!(p->back ? card_back_url(p->pack, p->back_of, url, sizeof url)
		      : card_picture_url(p->pack, p->card, url, sizeof url)))
		return -1;
	card_picture_title(p, title, sizeof title);
	if (p->back)
		snprintf(desc, sizeof desc, "%s, face down.", title);
	else if (p->pack == CARD_PACK_ANOMIC)
		snprintf(desc, sizeof desc, "A Nomic card (R384-R387): the %s, from the %s Pack, "
			 "card number %d.", title, cards_pack_name(cards_pack_of((cards_card)p->card)),
			 p->card);
	else
		snprintf(desc, sizeof desc, "A playing card of the %s Deck: %s.",
			 p->pack == CARD_PACK_ELEUSIS ? "Eleusis" : "Standard", title);
	svg s;
	svg_begin(&s, out, CW, CH, title, desc);
	if (p->back && p->pack == CARD_PACK_ANOMIC) {
		if (p->back_of == CARDS_FISH)
			fish_back(&s);
		else if (p->back_of == CARDS_CORPORATE)
			corporate_back(&s);
		else
			cherub_back(&s, anomic_colour[p->back_of]);
	} else if (p->back) {
		plain_back(&s, p->pack == CARD_PACK_ELEUSIS ? "#4b2a6b" : "#1d5c3a",
			   p->pack == CARD_PACK_ELEUSIS ? "Eleusis" : "Standard");
	} else if (p->pack == CARD_PACK_ANOMIC) {
		card_blank(&s, anomic_colour[cards_pack_of((cards_card)p->card)], 6);
		anomic_face(&s, p->card);
	} else if (p->pack == CARD_PACK_ELEUSIS) {
		card_blank(&s, "#333333", 2);
		eleusis_face(&s, p->card);
	} else {
		card_blank(&s, "#333333", 2);
		int normal = deck_standard.nsuits * deck_standard.nranks;
		if (p->card >= normal)
			joker(&s, p->card - normal);
		else
			standard_face(&s, p->card / deck_standard.nranks,
				      p->card % deck_standard.nranks);
	}
	return svg_end(&s);
}
