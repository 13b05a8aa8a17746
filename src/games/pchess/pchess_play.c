/* pchess_play.c: a Swinger's Play in Party Chess (Ackanomic R1230.2 6):
 * the Atomic Plays built (A Move, B Capture, C Placement, E Pass, F
 * Surrender; D Special waits for Benefyts, R1045), how many a Play may hold
 * by Weight and on-board pieces, a Play cut short by a check it gives, no
 * Play that leaves its maker in Check (7), the capture of a King (8), the
 * promotions (the Pawn's R1230.8 4, the Demon's R1230.18 3, the Zombie's
 * R1230.21) and the HarfyBlob's Hn (R1230.14); and the
 * five pieces each Swinger chooses at the start (2 B). A Play is tried on
 * a copy of the board and kept only if all of it is legal, so a refused
 * Play changes nothing. */
#include "games/pchess/pchess_game.h"
#include "games/pchess/pchess_special.h"

#include "core/ctx.h"
#include "core/params.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum atom_kind { AT_MOVE, AT_CAPTURE, AT_PLACE, AT_PASS, AT_SURRENDER, AT_SPECIAL };

typedef struct atom {
	int kind;
	int from, to;     /* squares; from -1 for a Placement */
	int type;         /* a Placement's type, or a promotion's (-1 none) */
	int dsq, dtype;   /* `promote SQ TYPE`: a Demon's (R1230.18 3), -1 none */
	int zpromo;       /* `promote`: the capturing Zombie's (R1230.21) */
} atom;

#define MAX_ATOMS 8
#define OFF_BOARD (-2) /* a Move's destination off the board (6 A (b)) */

/* What a Play used besides the board: R1240.9's move, R1240.10's piece. */
typedef struct play_extra {
	int retreated;
	int para_piece; /* index + 1 */
	int nz, zombie[MAX_ATOMS], ztype[MAX_ATOMS]; /* R1230.21: at the turn's end */
} play_extra;

typedef struct said {
	char s[1536];
	size_t len;
} said;

static void say(said *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(said *o, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (o->len < sizeof o->s) {
		int k = vsnprintf(o->s + o->len, sizeof o->s - o->len, fmt, ap);
		o->len += k > 0 ? (size_t)k : 0;
		if (o->len > sizeof o->s - 1)
			o->len = sizeof o->s - 1;
	}
	va_end(ap);
}

int pchess_type_arg(ctx *c, const char *word, int king_ok)
{
	int t = pch_type_find(word);
	char why[160];
	if (t < 0)
		return ctx_fail(c, "'%s' is no Party Chess piece (R1230.1 3 A; see docs/GAMES.md)",
				word), -1;
	if (pchess_type_stopped(c->n, t, why, sizeof why))
		return ctx_fail(c, "the %s is defined by no rule in force: %s (R1230.1 3 E)",
				pch_type(t)->name, why), -1;
	if (t == PC_KING && !king_ok)
		return ctx_fail(c, "a King may not be chosen: each Swinger has one (R1230.4 A)"), -1;
	return t;
}

static int square_arg(ctx *c, const char *word)
{
	int sq = pch_square(word);
	if (sq < 0)
		ctx_fail(c, "'%s' is not a square of the Party Board (a1 to t20, R1230.1 1)", word);
	return sq;
}

int pchess_add_chosen(ctx *c, game *g, int who, int argc, char **argv, int64_t cap,
		      const char *rule, const char *how)
{
	pchess_state *s = g->st;
	int types[PCH_MAX_PIECES], mv = 0;
	if (argc > PCH_MAX_PIECES)
		return ctx_fail(c, "game %d has no room for more pieces", g->id);
	for (int i = 0; i < argc; i++) {
		if ((types[i] = pchess_type_arg(c, argv[i], 0)) < 0)
			return -1;
		mv += pch_type_mv(&s->b, types[i]); /* R1230.24: a Locust's by the board */
	}
	if (mv > cap)
		return ctx_fail(c, "those pieces' material value is %d, over %lld (%s)", mv,
				(long long)cap, rule);
	if (s->b.npieces + argc > PCH_MAX_PIECES)
		return ctx_fail(c, "game %d has no room for more pieces", g->id);
	ctx_reply(c, "%s chooses", c->actor->name);
	for (int i = 0; i < argc; i++) {
		pch_add(&s->b, who, types[i]);
		ctx_reply(c, "%s %s", i ? "," : "", pch_type(types[i])->name);
	}
	ctx_reply(c, " (material value %d), %soff-board (%s)", mv, how, rule);
	return 0;
}

int pchess_choose(ctx *c, game *g, int who, int argc, char **argv)
{
	pchess_state *s = g->st;
	int want = (int)param_int(c->n, "pchess.setup.pieces");
	if (s->chosen[who])
		return ctx_fail(c, "you have chosen your pieces already (R1230.2 2 B)");
	if (argc != want)
		return ctx_fail(c, "choose exactly %d pieces (R1230.2 2 B)", want);
	if (pchess_add_chosen(c, g, who, argc, argv, param_int(c->n, "pchess.setup.mv"),
			      "R1230.2 2 B", ""))
		return -1;
	s->chosen[who] = 1;
	return 0;
}

void pchess_surrender(ctx *c, game *g, int who)
{
	(void)c;
	pchess_state *s = g->st;
	for (int i = 0; i < s->b.npieces; i++)
		if (!s->b.p[i].gone && s->b.p[i].side == who)
			pch_lift(&s->b, i);
}

/* R1230.18 3, R1230.21: after the Move or Capture that allows it,
 * `promote SQUARE TYPE` promotes the Demon on SQUARE, `promote` alone the
 * Zombie that Captures; each the Swinger's option (docs/RULINGS.md). */
static int parse_promote(ctx *c, int argc, char **argv, int *i, atom *a)
{
	while (*i < argc && strcaseeq(argv[*i], "promote")) {
		(*i)++;
		if (*i >= argc || pch_square(argv[*i]) < 0) {
			if (a->zpromo)
				return ctx_fail(c, "the Zombie's promotion is named once (R1230.21)");
			a->zpromo = 1;
			continue;
		}
		if (a->dsq >= 0)
			return ctx_fail(c, "one Demon is promoted after each Move or Capture "
					"(R1230.18 3, docs/RULINGS.md)");
		if (*i + 1 >= argc)
			return ctx_fail(c, "usage: promote SQUARE TYPE: the Demon on SQUARE becomes a "
					"TYPE (R1230.18 3)");
		a->dsq = pch_square(argv[*i]);
		if ((a->dtype = pchess_type_arg(c, argv[*i + 1], 1)) < 0)
			return -1;
		*i += 2;
	}
	return 0;
}

static int parse(ctx *c, int argc, char **argv, atom *v)
{
	int n = 0;
	for (int i = 0; i < argc;) {
		if (n == MAX_ATOMS)
			return ctx_fail(c, "too many Atomic Plays in one Play (R1230.2 6)");
		atom *a = &v[n++];
		a->from = a->to = a->type = a->dsq = a->dtype = -1;
		a->zpromo = 0;
		const char *w = argv[i++];
		if (strcaseeq(w, "pass") || strcaseeq(w, "surrender")) {
			a->kind = strcaseeq(w, "pass") ? AT_PASS : AT_SURRENDER;
			continue;
		}
		if (strcaseeq(w, "place")) {
			if (argc - i < 2)
				return ctx_fail(c, "usage: place TYPE SQUARE (R1230.2 6 C)");
			a->kind = AT_PLACE;
			if ((a->type = pchess_type_arg(c, argv[i], 1)) < 0 || (a->to = square_arg(c, argv[i + 1])) < 0)
				return -1;
			i += 2;
			continue;
		}
		if (strcaseeq(w, "promote"))
			return ctx_fail(c, "a promotion follows the Move or Capture that allows it: a Demon "
					"is not Promoted following a Placement or a Pass (R1230.18 3), a "
					"Zombie only with its Capture (R1230.21)");
		if (!strcaseeq(w, "move") && !strcaseeq(w, "capture") && !strcaseeq(w, "special"))
			return ctx_fail(c, "'%s' is no Atomic Play: move, capture, place, special, pass or "
					"surrender (R1230.2 6)", w);
		if (argc - i < 2)
			return ctx_fail(c, "usage: %s FROM TO[=TYPE] [promote [SQUARE TYPE]] (R1230.2 6, "
					"R1230.18 3, R1230.21)", w);
		a->kind = strcaseeq(w, "move") ? AT_MOVE : strcaseeq(w, "special") ? AT_SPECIAL : AT_CAPTURE;
		char to[16];
		snprintf(to, sizeof to, "%s", argv[i + 1]);
		if (a->kind == AT_MOVE && strcaseeq(to, "off")) {
			/* 6 A (b): to an off-board position, by R1240.9 (pchess_retreat.c). */
			if ((a->from = square_arg(c, argv[i])) < 0)
				return -1;
			a->to = OFF_BOARD;
			i += 2;
			if (parse_promote(c, argc, argv, &i, a))
				return -1;
			continue;
		}
		char *eq = strchr(to, '=');
		if (eq) {
			*eq = 0;
			if ((a->type = pchess_type_arg(c, eq + 1, 0)) < 0)
				return -1;
		}
		if ((a->from = square_arg(c, argv[i])) < 0 || (a->to = square_arg(c, to)) < 0)
			return -1;
		i += 2;
		if (a->kind != AT_SPECIAL && parse_promote(c, argc, argv, &i, a))
			return -1;
	}
	return n;
}

/* R1230.2 6: how many Atomic Plays, of which kinds, this Swinger may make:
 * W is eir Weight and k eir on-board pieces of material value 2 or more,
 * both as the Play begins (docs/RULINGS.md). */
static int shape_ok(ctx *c, const pchess_state *s, int who, const atom *v, int n, int multi)
{
	if (n == 1)
		return 0; /* any single Atomic Play */
	int moves = 0, places = 0;
	for (int i = 0; i < n; i++) {
		if (v[i].kind == AT_MOVE && !places)
			moves++;
		else if (v[i].kind == AT_PLACE && moves)
			places++;
		else
			return ctx_fail(c, "a Play of several Atomic Plays is Moves followed by Placements "
					"(R1230.2 6)");
	}
	if (multi)
		return ctx_fail(c, "while more than one Swinger is in Check, a Play is a single Atomic "
				"Play (R1230.2 6)");
	int64_t w2 = s->weight2[who];
	int k = pch_on_board(&s->b, who, (int)param_int(c->n, "pchess.play.min_mv"));
	int64_t low = 2 * param_int(c->n, "pchess.play.weight_low");
	int64_t high = 2 * param_int(c->n, "pchess.play.weight_high");
	int few = (int)param_int(c->n, "pchess.play.few");
	int many = (int)param_int(c->n, "pchess.play.many");
	char buf[32];
	if ((w2 == 0 && k > few) || w2 > high || k > many)
		return ctx_fail(c, "with Weight %s and %d on-board pieces of material value 2 or more you "
				"may make a single Atomic Play (R1230.2 6)", pchess_weight_text(w2, buf), k);
	if (moves == 1 && places == 1)
		return 0;
	if (w2 > 0 && w2 < low && k <= few && (moves == 1 || places == 1) && moves <= 2 &&
	    places <= 2)
		return 0;
	return ctx_fail(c, "with Weight %s and %d on-board pieces of material value 2 or more a Play "
			"may not be %d Move%s and %d Placement%s (R1230.2 6)", pchess_weight_text(w2, buf), k, moves,
			moves == 1 ? "" : "s", places, places == 1 ? "" : "s");
}

static int first_off_board(const pch_board *b, int who, int type)
{
	for (int i = 0; i < b->npieces; i++)
		if (!b->p[i].gone && b->p[i].side == who && b->p[i].sq < 0 && b->p[i].type == type)
			return i;
	return -1;
}

/* R1230.2 6 C: may piece i go on sq, on board b? */
static int place_ok(ctx *c, pch_board *b, int i, int sq, int64_t w2, int who, int para)
{
	char nm[4];
	const pch_piece *p = &b->p[i];
	if (p->type == PC_PAWN && !pch_pawn_place_ok(sq))
		return ctx_fail(c, "a Pawn is Placed only on columns a, b, s, t or rows 1, 2, 19, 20 "
				"(R1230.8 5)");
	int before[PCH_MAX_SIDES];
	for (int k = 0; k < PCH_MAX_SIDES; k++)
		before[k] = pch_in_check(b, k);
	pch_place(b, i, sq);
	int attacks = 0, check = -1;
	for (int j = 0; j < b->npieces; j++)
		attacks |= !b->p[j].gone && pch_attacks(b, i, j);
	for (int k = 0; k < PCH_MAX_SIDES && check < 0; k++)
		if (!before[k] && pch_in_check(b, k))
			check = k;
	pch_lift(b, i);
	if (check >= 0) /* "No matter what" */
		return ctx_fail(c, "a piece Placed on %s would put a Swinger in Check (R1230.2 6 C)",
				pch_square_name(sq, nm));
	if (!attacks || para) /* (b): under a Paratroop (R1240.10 2) */
		return 0;
	/* (a): allowed only if every placement would attack, with fewer than
	 * five on-board pieces and Weight 0. */
	int fewer = pch_on_board(b, who, 0) < 5 && w2 == 0, elsewhere = 0;
	for (int d = 0; fewer && !elsewhere && d < PCH_SQUARES; d++) {
		if (b->at[d] || (p->type == PC_PAWN && !pch_pawn_place_ok(d)))
			continue;
		pch_place(b, i, d);
		int a = 0;
		for (int j = 0; j < b->npieces && !a; j++)
			a |= !b->p[j].gone && pch_attacks(b, i, j);
		pch_lift(b, i);
		elsewhere = !a;
	}
	if (fewer && !elsewhere)
		return 0;
	return ctx_fail(c, "a piece Placed on %s would attack an opposing piece (R1230.2 6 C)",
			pch_square_name(sq, nm));
}

/* R1230.2 6 A (b), R1240.9 2: a friendly piece but a King from the board
 * to eir off-board pieces, while a Tactical Retreat's move is open. */
static int retreat(ctx *c, pch_board *b, int who, const atom *a, int *moved, int *nmoved,
		   said *o, play_extra *x, const game *g)
{
	char f[4];
	int i = pch_piece_at(b, a->from);
	pch_square_name(a->from, f);
	if (!pchess_retreat_open(g) || x->retreated)
		return ctx_fail(c, "a Move off the board is legal only while a Tactical Retreat's move is "
				"open (R1230.2 6 A (b), R1240.9 2)");
	if (i < 0)
		return ctx_fail(c, "there is no piece on %s", f);
	if (b->p[i].side != who)
		return ctx_fail(c, "the %s on %s is not yours (R1240.9 2: a friendly piece)",
				pch_type(b->p[i].type)->name, f);
	if (b->p[i].type == PC_KING)
		return ctx_fail(c, "a King may not be removed from the board this way (R1240.9 2)");
	for (int k = 0; k < *nmoved; k++)
		if (moved[k] == i)
			return ctx_fail(c, "the %s on %s has moved this turn already (R1230.2 6)",
					pch_type(b->p[i].type)->name, f);
	pch_lift(b, i);
	moved[(*nmoved)++] = i;
	x->retreated = 1;
	say(o, "%s removes %s %s from %s to eir off-board pieces (R1230.2 6 A (b), R1240.9 2)",
	    c->actor->name, pch_article(b->p[i].type), pch_type(b->p[i].type)->name, f);
	return 0;
}

/* R1230.18 3: after the Swinger's Move or Capture, a Demon of eirs with
 * two friendly pieces of one type at equal row and column distances from
 * it, within pchess.demon.pair (8) of each other, may be promoted to
 * another type (R1230.1 3 C), not a King (R1230.4 A). */
static int demon_promote(ctx *c, pch_board *b, int who, const atom *a, said *o)
{
	char sq[4], xs[4], ys[4];
	int d = pch_piece_at(b, a->dsq), x, y;
	int within = (int)param_int(c->n, "pchess.demon.pair");
	pch_square_name(a->dsq, sq);
	if (d < 0 || b->p[d].side != who || b->p[d].type != PC_DEMON)
		return ctx_fail(c, "there is no Demon of yours on %s: only a Demon is promoted so "
				"(R1230.18 3)", sq);
	if (a->dtype == PC_KING)
		return ctx_fail(c, "a Demon may not be promoted to a King: there is an instance limit "
				"of one King per Swinger (R1230.4 A)");
	if (a->dtype == PC_DEMON)
		return ctx_fail(c, "a promoted piece changes into a piece of a different type: the "
				"Demon on %s may not become a Demon (R1230.1 3 C)", sq);
	if (!pch_demon_pair(b, d, within, &x, &y))
		return ctx_fail(c, "the Demon on %s may not be promoted: no two friendly pieces of one "
				"type stand at equal row and column distances from it, within %d of "
				"each other (R1230.18 3)", sq, within);
	pch_promote(b, d, a->dtype);
	say(o, "; the Demon on %s is promoted to %s %s, by the %ss on %s and %s (R1230.18 3)", sq,
	    pch_article(a->dtype), pch_type(a->dtype)->name, pch_type(b->p[x].type)->name,
	    pch_square_name(b->p[x].sq, xs), pch_square_name(b->p[y].sq, ys));
	return 0;
}

/* R1230.21: "At the end of a turn in which a Zombie Captures, it promotes
 * to the type of the piece it captured, if the Swinger specifies this
 * when announcing the Capture": may piece i's Atomic Play a, capturing
 * victim (-1 a Move), carry it? Not into a King (R1230.4 A), nor a Zombie
 * (R1230.1 3 C), nor a type no rule in force defines (R1230.1 3 E). */
static int zombie_ok(ctx *c, const pch_board *b, int i, const atom *a, int victim)
{
	char why[160];
	if (b->p[i].type != PC_ZOMBIE)
		return ctx_fail(c, "only a Zombie promotes by announcing it with its Capture "
				"(R1230.21); a Demon is promoted with `promote SQUARE TYPE` (R1230.18 3)");
	if (a->kind != AT_CAPTURE || victim < 0)
		return ctx_fail(c, "a Zombie promotes only at the end of a turn in which it Captures "
				"(R1230.21)");
	int t = b->p[victim].type;
	if (t == PC_KING)
		return ctx_fail(c, "a Zombie capturing a King may not become one: there is an instance "
				"limit of one King per Swinger (R1230.4 A, R1230.21)");
	if (t == PC_ZOMBIE)
		return ctx_fail(c, "a Zombie capturing a Zombie stays one: a promoted piece changes "
				"into a piece of a different type (R1230.1 3 C, R1230.21)");
	if (pchess_type_stopped(c->n, t, why, sizeof why))
		return ctx_fail(c, "the %s is defined by no rule in force: %s (R1230.1 3 E)",
				pch_type(t)->name, why);
	return 0;
}

/* R1230.21: the Zombies whose Capture announced it promote, at the end of
 * the turn (after the Play's last Atomic Play made). */
static void zombies_promote(pch_board *b, const play_extra *x, said *o)
{
	char sq[4];
	for (int k = 0; k < x->nz; k++) {
		int i = x->zombie[k];
		if (b->p[i].gone || b->p[i].type != PC_ZOMBIE)
			continue;
		pch_promote(b, i, x->ztype[k]);
		say(o, "; at the end of the turn the Zombie %s%s promotes to %s %s, the type of the "
		    "piece it captured (R1230.21)", b->p[i].sq >= 0 ? "on " : "off-board",
		    b->p[i].sq >= 0 ? pch_square_name(b->p[i].sq, sq) : "",
		    pch_article(x->ztype[k]), pch_type(x->ztype[k])->name);
	}
}

/* Applies one Atomic Play to b: 0, or a ctx_fail. A captured King's
 * Swinger goes in *sucker (R1230.2 8). */
static int apply(ctx *c, const game *g, pch_board *b, int who, const atom *a, int64_t w2,
		 int *moved, int *nmoved, int *sucker, said *o, play_extra *x)
{
	char f[4], t[4];
	if (a->kind != AT_MOVE && a->kind != AT_CAPTURE)
		pch_note_other(b, who); /* R1230.10 2 a: an Echo's record */
	if (a->kind == AT_SPECIAL)
		return pchess_special_atom(c, b, who, a->from, a->to, o->s + o->len, sizeof o->s - o->len)
			       ? -1
			       : (o->len += strlen(o->s + o->len), 0);
	if (a->kind == AT_PASS) {
		say(o, "%s Passes (R1230.2 6 E)", c->actor->name);
		return 0;
	}
	if (a->kind == AT_SURRENDER) {
		for (int i = 0; i < b->npieces; i++)
			if (!b->p[i].gone && b->p[i].side == who)
				pch_lift(b, i);
		say(o, "%s Surrenders: all eir pieces are off-board (R1230.2 6 F)", c->actor->name);
		return 0;
	}
	if (a->kind == AT_PLACE) {
		if (b->at[a->to])
			return ctx_fail(c, "%s is occupied (R1230.2 6 C)", pch_square_name(a->to, t));
		int i = first_off_board(b, who, a->type);
		if (i < 0)
			return ctx_fail(c, "you have no %s off-board (R1230.2 6 C)",
					pch_type(a->type)->name);
		int para = pchess_para_allows(g, who) && !x->para_piece;
		if (place_ok(c, b, i, a->to, w2, who, para))
			return -1;
		pch_place(b, i, a->to);
		if (para)
			x->para_piece = i + 1;
		say(o, "%s places %s %s on %s (R1230.2 6 C)", c->actor->name, pch_article(a->type),
		    pch_type(a->type)->name,
		    pch_square_name(a->to, t));
		return 0;
	}
	if (a->to == OFF_BOARD) {
		if (a->zpromo)
			return ctx_fail(c, "a Zombie promotes only at the end of a turn in which it "
					"Captures (R1230.21)");
		if (retreat(c, b, who, a, moved, nmoved, o, x, g))
			return -1;
		return a->dsq >= 0 ? demon_promote(c, b, who, a, o) : 0; /* R1230.18 3: a Move */
	}
	int i = pch_piece_at(b, a->from);
	pch_square_name(a->from, f);
	pch_square_name(a->to, t);
	if (i < 0)
		return ctx_fail(c, "there is no piece on %s", f);
	if (b->p[i].side != who)
		return ctx_fail(c, "the %s on %s is not yours (R1230.2 6 A)", pch_type(b->p[i].type)->name,
				f);
	for (int k = 0; k < *nmoved; k++)
		if (moved[k] == i)
			return ctx_fail(c, "the %s on %s has moved this turn already (R1230.2 6)",
					pch_type(b->p[i].type)->name, f);
	const char *name = pch_type(b->p[i].type)->name;
	int victim = -1;
	if (a->kind == AT_MOVE) {
		if (b->at[a->to])
			return ctx_fail(c, "%s is occupied: a Move goes to an unoccupied square; `capture "
					"%s %s` takes an opposing piece (R1230.2 6 A, B)", t, f, t);
		if (b->p[i].type == PC_ECHO && !b->last[who])
			return ctx_fail(c, "an Echo has no move after a Pass, a Placement or a Special, nor "
					"before a Move or Capture (R1230.10 2 a)");
		if (b->p[i].type == PC_ECHO && !pch_can_move(b, i, a->to))
			return ctx_fail(c, "an Echo moves as the %s that last Moved or Captured: it cannot "
					"move from %s to %s (R1230.10 2 b)",
					pch_type(b->p[b->last[who] - 1].type)->name, f, t);
		if (!pch_can_move(b, i, a->to))
			return ctx_fail(c, "%s %s cannot move from %s to %s (%s)", pch_article(b->p[i].type),
					name, f, t,
					pch_type(b->p[i].type)->rule);
	} else {
		int e = pch_can_capture(b, i, a->to);
		if (e == PCH_EEMPTY)
			return ctx_fail(c, "there is no piece on %s to capture (R1230.2 6 B)", t);
		if (e == PCH_EFRIENDLY)
			return ctx_fail(c, "the piece on %s is friendly: it may not be captured (R1230.1 4)",
					t);
		if (e == PCH_EKING)
			return ctx_fail(c, "your King is off-board: you may not capture a King "
					"(R1230.2 8)");
		if (e == PCH_EGUARD)
			return ctx_fail(c, "the piece on %s is protected by a Guard: no %s may capture it "
					"(R1230.25)", t, name);
		if (e != PCH_OK)
			return ctx_fail(c, "%s %s cannot capture from %s on %s (%s, R1230.1 4)",
					pch_article(b->p[i].type), name, f, t,
					pch_type(b->p[i].type)->rule);
		victim = pch_piece_at(b, a->to);
	}
	/* R1230.8 4: a Pawn reaching j10, j11, k10 or k11 is promoted at once. */
	int promotes = b->p[i].type == PC_PAWN && pch_pawn_promotes(a->to);
	if (promotes && a->type < 0)
		return ctx_fail(c, "a Pawn on %s is promoted: name the piece, as %s=TYPE (R1230.8 4)", t,
				t);
	if (!promotes && a->type >= 0)
		return ctx_fail(c, "only a Pawn reaching j10, j11, k10 or k11 is promoted (R1230.8 4)");
	if (a->zpromo && zombie_ok(c, b, i, a, victim))
		return -1;
	if (a->zpromo) { /* R1230.21: at the end of the turn */
		x->zombie[x->nz] = i;
		x->ztype[x->nz++] = b->p[victim].type;
	}
	moved[(*nmoved)++] = i;
	if (victim >= 0) {
		const pch_piece *v = &b->p[victim];
		say(o, "%s's %s on %s captures %s's %s on %s (R1230.1 4)", c->actor->name, name, f,
		    game_seat_name(c->n, g, v->side), pch_type(v->type)->name, t);
		/* The core resolves it (pch_capture_apply): a King destroyed
		 * (R1230.1 3 G, R1230.4 A: the capturer's second King), the
		 * HarfyBlob's Hn, an Archer staying, a Kamikaze destroyed. */
		pch_capture_res r;
		pch_capture_apply(b, i, a->to, &r);
		if (r.king)
			*sucker = r.victim_side;
		if (r.stayed)
			say(o, "; the %s stays on %s (R1230.15 3 a)", name, f);
		if (r.destroyed)
			say(o, "; the %s is destroyed (R1230.16 4)", name);
		if (r.stayed || r.destroyed)
			promotes = 0;
	} else if (pch_move_apply(b, i, a->to)) {
		say(o, "%s moves %s %s from %s to %s, a corner: it scratches and is off-board "
		    "(R1230.13 3 c)", c->actor->name, pch_article(b->p[i].type), name, f, t);
		promotes = 0;
	} else {
		say(o, "%s moves %s %s from %s to %s (R1230.2 6 A)", c->actor->name,
		    pch_article(b->p[i].type), name, f, t);
	}
	if (promotes) {
		pch_promote(b, i, a->type); /* type_arg refused a King */
		say(o, "; the Pawn is promoted to %s %s (R1230.8 4)", pch_article(a->type),
		    pch_type(a->type)->name);
	}
	return a->dsq >= 0 ? demon_promote(c, b, who, a, o) : 0; /* R1230.18 3 */
}

/* R1230.2 8: the Sucker pays the SneakThief, gets a new King off-board,
 * and has surrendered. */
static void king_captured(ctx *c, game *g, int thief, int sucker)
{
	pchess_state *s = g->st;
	const currency *ad = currency_by_name(c->n, "A$");
	int from = g->seats[sucker].pid, to = g->seats[thief].pid;
	int64_t ransom = param_int(c->n, "pchess.ransom");
	int64_t have = ad ? balance(c->n, from, ad->id) : 0;
	int64_t pay = have < ransom ? (have > 0 ? have : 0) : ransom;
	ctx_reply(c, "\n%s's King is captured: ", game_seat_name(c->n, g, sucker));
	if (pay > 0 && ledger_move(c, from, to, ad, pay) == 0)
		ctx_reply(c, "e pays A$%lld to %s%s; ", (long long)pay, game_seat_name(c->n, g, thief),
			  pay < ransom ? " and has Lost Eir Shirt" : "");
	else
		ctx_reply(c, "e has no A$ to pay %s and has Lost Eir Shirt; ",
			  game_seat_name(c->n, g, thief));
	pch_add(&s->b, sucker, PC_KING);
	pchess_surrender(c, g, sucker);
	ctx_reply(c, "e has a new King off-board and has surrendered: eir pieces are off-board "
		     "(R1230.2 8)");
}

/* Applies v[0..n) to a copy of the board quietly: 0 and the board in
 * *out if every Atomic Play is legal, else -1 (no error kept). */
static int try_atoms(ctx *c, const game *g, int who, const atom *v, int n, pch_board *out)
{
	const pchess_state *s = g->st;
	size_t err = c->err.len;
	*out = s->b;
	said o = {{0}, 0};
	play_extra x = {0};
	int moved[MAX_ATOMS], nmoved = 0, sucker = -1, rc = 0;
	for (int i = 0; i < n && !rc; i++)
		rc = apply(c, g, out, who, &v[i], s->weight2[who], moved, &nmoved, &sucker, &o, &x);
	c->err.len = err;
	if (c->err.s)
		c->err.s[err] = 0;
	return rc ? -1 : 0;
}

static int same_board(const pch_board *a, const pch_board *b)
{
	if (a->npieces != b->npieces || memcmp(a->at, b->at, sizeof a->at) != 0)
		return 0;
	for (int i = 0; i < a->npieces; i++)
		if (a->p[i].type != b->p[i].type || a->p[i].gone != b->p[i].gone ||
		    a->p[i].side != b->p[i].side || a->p[i].sq != b->p[i].sq || a->p[i].hn != b->p[i].hn)
			return 0;
	return 1;
}

/* R1230.2 6: "If a swinger attempts a play of one or more placements
 * followed by one or more moves and the state of the board if such a play
 * were legal would be exactly the same as if the swinger had attempted the
 * same move(s) followed by the same placement(s) then the move attempted
 * shall be considered to be the move(s) followed by the placement(s)."
 * Both orders are tried on copies of the board; if both resolve and leave
 * the same board, v is rewritten in the second order. */
static int placements_first(ctx *c, const game *g, int who, atom *v, int n)
{
	int k = 0;
	while (k < n && v[k].kind == AT_PLACE)
		k++;
	if (k == 0 || k == n)
		return 0;
	for (int i = k; i < n; i++)
		if (v[i].kind != AT_MOVE)
			return 0;
	atom w[MAX_ATOMS];
	memcpy(w, v + k, (size_t)(n - k) * sizeof *v);
	memcpy(w + (n - k), v, (size_t)k * sizeof *v);
	pch_board as_said, as_moves;
	if (try_atoms(c, g, who, v, n, &as_said) || try_atoms(c, g, who, w, n, &as_moves) ||
	    !same_board(&as_said, &as_moves))
		return 0;
	memcpy(v, w, (size_t)n * sizeof *v);
	return 1;
}

int pchess_play(ctx *c, game *g, int who, int argc, char **argv)
{
	pchess_state *s = g->st;
	int ffa = pchess_ffa_running(c->n, g); /* 9 C (i): the Play List ignored */
	if (!ffa && (!s->norder || s->order[0] != who))
		return ctx_fail(c, "it is not your turn: %s is to play (R1230.2 3 B)",
				s->norder ? game_seat_name(c->n, g, s->order[0]) : "nobody");
	pchess_undefined_sweep(c, g); /* R1230.1 3 E */
	atom v[MAX_ATOMS];
	int n = parse(c, argc, argv, v);
	if (n < 0)
		return -1;
	if (ffa && pchess_ffa_check(c, g, who, n))
		return -1;
	int specials = 0;
	for (int i = 0; i < n; i++)
		specials += v[i].kind == AT_SPECIAL;
	if (specials && !pchess_benefyts(c->n, g->seats[who].pid))
		return ctx_fail(c, "you own no Benefyt: a Special cannot be used without one "
				"(R1230.2 6 D; `convert benefyt`, R1045 d)");
	int before[PCH_MAX_SIDES], checked = 0;
	for (int k = 0; k < PCH_MAX_SIDES; k++)
		checked += before[k] = k < g->nseats && pch_in_check(&s->b, k);
	int reordered = placements_first(c, g, who, v, n);
	if (shape_ok(c, s, who, v, n, checked > 1))
		return -1;
	uint32_t checkers = pchess_checkers(&s->b, who); /* R1230.40 ¶1 */
	pch_board b = s->b;
	said o = {{0}, 0};
	play_extra x = {0};
	int moved[MAX_ATOMS], nmoved = 0, sucker = -1;
	if (reordered)
		say(&o, "the Placements before the Moves leave the board as the Moves followed by the "
			"Placements: the Play is taken so (R1230.2 6); ");
	for (int i = 0; i < n; i++) {
		if (i)
			say(&o, "; ");
		if (apply(c, g, &b, who, &v[i], s->weight2[who], moved, &nmoved, &sucker, &o, &x))
			return -1;
		/* 6: a check given to another Swinger ends the turn at once. */
		int gave = -1;
		for (int k = 0; k < g->nseats && gave < 0; k++)
			if (k != who && !before[k] && pch_in_check(&b, k))
				gave = k;
		if (gave >= 0 && i + 1 < n) {
			say(&o, "; %s is in Check: the turn ends, the %d Atomic Play%s after this one "
			    "not made (R1230.2 6)", game_seat_name(c->n, g, gave), n - i - 1,
			    n - i - 1 == 1 ? "" : "s");
			break;
		}
	}
	zombies_promote(&b, &x, &o); /* R1230.21: the turn's end */
	if (sucker >= 0 && ffa)
		return ctx_fail(c, "capturing a King is an illegal Play during a Free For All "
				"(R1230.2 9 C)");
	/* 7: "No Swinger may make a play that would cause him or her to be in
	 * Check at the end of his or her turn." */
	if (sucker >= 0) /* 8: the Sucker has surrendered by then */
		for (int i = 0; i < b.npieces; i++)
			if (!b.p[i].gone && b.p[i].side == sucker)
				pch_lift(&b, i);
	if (pch_in_check(&b, who))
		return ctx_fail(c, "you would be in Check at the end of your turn (R1230.2 7)%s",
				n == 1 && v[0].kind == AT_PASS ? "; you may Surrender" : "");
	for (int i = 0; i < specials; i++) /* R1230.2 6 D: one Benefyt each */
		if (pchess_benefyt_spend(c, g->seats[who].pid))
			return -1;
	s->b = b;
	s->defaults[who] = 0;
	ctx_reply(c, "%s", o.s);
	if (x.retreated) /* R1240.9 2: exercised */
		ctx_reply(c, "; the move the Tactical Retreat #%d opened is exercised (R1240.9 2)",
			  pchess_retreat_used(g));
	if (x.para_piece) {
		pchess_para_placed(g, who, x.para_piece - 1);
		ctx_reply(c, "; the piece is placed under the Paratroop #%d (R1240.10 2)", s->para_card);
	}
	pchess_turn_played(g, who, n == 1 && v[0].kind == AT_PASS);
	if (sucker >= 0)
		king_captured(c, g, who, sucker);
	pchess_hand_after(c, g, who, sucker, n == 1 && v[0].kind == AT_SURRENDER, checkers,
			  !(n == 1 && v[0].kind == AT_PASS)); /* R1230.40 */
	if (ffa)
		pchess_ffa_played(c, g, who); /* 9 C: no turn ends */
	else
		pchess_end_turn(c, g);
	return 0;
}
