/* pchess_buy.c: how a Swinger's Party Chess Pieces are gained and given up
 * besides the start and captures (Ackanomic R1230.1 2 B):
 *   2 D  once per calendar month a free piece of material value at most
 *        (120 - MV) / 10, MV all eir pieces' (`play N free TYPE`);
 *   2 E  a player or an organisation creates a piece of any type but the
 *        King for a Swinger, paying A$1 + A$7 x its material value to the
 *        Treasury; refused when the Swinger owns 15 or more (`pchess buy N
 *        TYPE [for P]`; an organisation's by its Organisational Action or
 *        a Corporation's motion, `pchess buy N TYPE for P`, through
 *        pchess_org_buy, which society/orgs declares itself);
 *   2 F  a Swinger destroys one of eir pieces for its material value in
 *        A$ from the Treasury (`play N destroy SQUARE|TYPE`);
 *   R1045 c  a player converts N points into a piece for a Swinger, of
 *        material value at most (5 x N) / 7, within the instance limits,
 *        the Swinger owning at most 15 after (`convert piece N TYPE for P`,
 *        a branch of otzma_cmd.c's `convert`).
 * Every new piece is off-board (2 D, E). Each number is a parameter
 * (pchess_module.c). A refused act changes nothing. */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/params.h"
#include "econ/entities.h"
#include "econ/treasury/treasury.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static int month_of(gtime t)
{
	time_t tt = (time_t)t;
	struct tm tm;
	gmtime_r(&tt, &tm);
	return (tm.tm_year + 1900) * 12 + tm.tm_mon;
}

int pchess_treasury_pays(ctx *c, int pid, int64_t amount, const char *why, int64_t *paid)
{
	*paid = 0;
	if (amount <= 0)
		return 0;
	int rc = treasury_pay_one(c, pid, amount, why, paid);
	if (rc < 0)
		return -1;
	if (rc > 0)
		return 0;
	/* R505 II not run (`treasury.bankrupt` 0): what the Treasury has. */
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t have = ad ? balance(c->n, 0, ad->id) : 0;
	int64_t pay = have < amount ? have : amount;
	if (pay > 0 && ledger_move(c, 0, pid, ad, pay))
		return -1;
	*paid = pay;
	return 0;
}

/* A type named to find a piece the Swinger has (its rule may have been
 * repealed since: R1230.1 3 E moves such pieces off-board, it does not
 * take them away); creating one asks pchess_type_arg, which refuses it. */
static int type_word(ctx *c, const char *word)
{
	int t = pch_type_find(word);
	if (t < 0)
		return ctx_fail(c, "'%s' is no Party Chess piece (R1230.1 3 A; see docs/GAMES.md)",
				word), -1;
	return t;
}

/* R1230.1 3 G, R1230.4 A: would one more piece of type t put side over
 * its type's instance limit? */
static int over_limit(ctx *c, const pchess_state *s, int side, int t, const char *rule)
{
	if (t != PC_KING)
		return 0;
	int have = 0;
	for (int i = 0; i < s->b.npieces; i++)
		have += !s->b.p[i].gone && s->b.p[i].side == side && s->b.p[i].type == PC_KING;
	if (have + 1 > param_int(c->n, "pchess.king.limit"))
		return ctx_fail(c, "a second King is over the instance limit of one King per Swinger "
				"(R1230.4 A, R1230.1 3 G, %s)", rule);
	return 0;
}

/* " (#12)" when the pieces are entities. */
static const char *ref(const pchess_state *s, int i, char buf[24])
{
	if (s->ent[i])
		snprintf(buf, 24, " (#%d)", s->ent[i]);
	else
		buf[0] = 0;
	return buf;
}

/* A new piece of type t, off-board, for side; its index, or -1. */
static int add_piece(ctx *c, game *g, int side, int t)
{
	pchess_state *s = g->st;
	game_touch(c, g);
	int i = pch_add(&s->b, side, t);
	if (i < 0)
		return ctx_fail(c, "game %d has no room for more pieces", g->id);
	pchess_entities_sync(c, g);
	return i;
}

/* R1230.1 2 D. */
static int act_free(ctx *c, game *g, int who, int argc, char **argv)
{
	pchess_state *s = g->st;
	if (argc != 1)
		return ctx_fail(c, "usage: play %d free TYPE (R1230.1 2 D)", g->id);
	int t = pchess_type_arg(c, argv[0], 1);
	if (t < 0)
		return -1;
	int m = month_of(c->now);
	if (s->free_month[who] == m + 1)
		return ctx_fail(c, "you have chosen your free piece this calendar month already "
				"(R1230.1 2 D)");
	int mv = pch_material(&s->b, who, 0), tmv = pch_type_mv(&s->b, t);
	int64_t cap = param_int(c->n, "pchess.free.base"), div = param_int(c->n, "pchess.free.div");
	/* (120 - MV) / 10 compared exactly: 10 x value <= 120 - MV. */
	if ((int64_t)tmv * div > cap - mv)
		return ctx_fail(c, "your pieces' material value is %d: a free piece's is at most "
				"(%lld-%d)/%lld, and a %s's is %d (R1230.1 2 D)", mv, (long long)cap, mv,
				(long long)div, pch_type(t)->name, tmv);
	if (over_limit(c, s, who, t, "R1230.1 2 D"))
		return -1;
	int i = add_piece(c, g, who, t);
	if (i < 0)
		return -1;
	s->free_month[who] = m + 1;
	char b[24];
	ctx_reply(c, "%s chooses a free %s%s, off-board (R1230.1 2 D)", c->actor->name,
		  pch_type(t)->name, ref(s, i, b));
	return 0;
}

/* R1230.1 2 F: SQUARE (an on-board piece) or TYPE (the first off-board
 * one of that type). */
static int act_destroy(ctx *c, game *g, int who, int argc, char **argv)
{
	pchess_state *s = g->st;
	if (argc != 1)
		return ctx_fail(c, "usage: play %d destroy SQUARE|TYPE (R1230.1 2 F)", g->id);
	int i = -1, sq = pch_square(argv[0]);
	if (sq >= 0) {
		i = pch_piece_at(&s->b, sq);
		if (i < 0)
			return ctx_fail(c, "there is no piece on %s", argv[0]);
		if (s->b.p[i].side != who)
			return ctx_fail(c, "the %s on %s is not yours: a Swinger destroys a piece in eir "
					"possession (R1230.1 2 F)", pch_type(s->b.p[i].type)->name, argv[0]);
	} else {
		int t = type_word(c, argv[0]);
		if (t < 0)
			return -1;
		for (int k = 0; k < s->b.npieces && i < 0; k++)
			if (!s->b.p[k].gone && s->b.p[k].side == who && s->b.p[k].sq < 0 &&
			    s->b.p[k].type == t)
				i = k;
		if (i < 0)
			return ctx_fail(c, "you have no %s off-board: name an on-board one by its square "
					"(R1230.1 2 F)", pch_type(t)->name);
	}
	int t = s->b.p[i].type, mv = pch_piece_mv(&s->b, i);
	char b[24], sqn[4];
	ref(s, i, b);
	int on = s->b.p[i].sq;
	game_touch(c, g);
	pch_destroy(&s->b, i);
	int64_t paid = 0;
	if (pchess_treasury_pays(c, c->actor->id, mv, "R1230.1 2 F: a Party Chess Piece destroyed",
				 &paid))
		return -1;
	pchess_entities_sync(c, g);
	ctx_reply(c, "%s destroys eir %s%s%s%s and receives A$%lld from the Treasury (R1230.1 2 F)",
		  c->actor->name, pch_type(t)->name, b, on >= 0 ? " on " : "",
		  on >= 0 ? pch_square_name(on, sqn) : "", (long long)paid);
	return 0;
}

int pchess_buy_verb(const char *word)
{
	return strcaseeq(word, "free") || strcaseeq(word, "destroy");
}

int pchess_buy_act(ctx *c, game *g, int who, int argc, char **argv)
{
	return strcaseeq(argv[0], "free") ? act_free(c, g, who, argc - 1, argv + 1)
					  : act_destroy(c, g, who, argc - 1, argv + 1);
}

/* The seat of the Swinger named word in g, or -1 with c->err set. */
static int swinger_seat(ctx *c, const game *g, const char *word, const char *rule)
{
	const player *p = player_by_name(c->n, word);
	if (!p)
		return ctx_fail(c, "no player '%s'", word);
	int st_seat = game_seat_of(g, p->id);
	if (st_seat < 0 || st_seat >= PCH_MAX_SIDES || !pchess_seat_swinger(c->n, g, st_seat))
		return ctx_fail(c, "%s is no Swinger playing game %d (%s)", p->name, g->id, rule);
	return st_seat;
}

/* R1230.1 2 E, R1045 c: "owns 15 or more" / "at most 15 after". */
static int room(ctx *c, const game *g, int st_seat, const char *rule)
{
	const pchess_state *s = g->st;
	int have = pch_owned(&s->b, st_seat);
	if (have + 1 > param_int(c->n, "pchess.max_owned"))
		return ctx_fail(c, "%s owns %d Party Chess Pieces: no more may be created for em (%s)",
				game_seat_name(c->n, g, st_seat), have, rule);
	return 0;
}

/* R1230.1 2 E: "A player or Organization may create a new Party Chess
 * Piece of any existing type for a Swinger ... pays the piece cost to the
 * Treasury": payer is the ledger holder who pays (the player, or the
 * organisation's account), who the payer's name; argv is GAME TYPE [for SWINGER]
 * (the Swinger is self, a player's name, when not given; NULL: required). */
static int buy(ctx *c, int payer, const char *who, const char *self, int argc, char **argv)
{
	int64_t gid;
	game *g = parse_int64(argv[0], &gid) == 0 && gid > 0 && gid <= 1000000000
			  ? game_by_id(c->n, (int)gid)
			  : NULL;
	if (!g || g->cls != &pchess_class)
		return ctx_fail(c, "no game of Party Chess '%s'", argv[0]);
	if (g->status != GS_RUNNING)
		return ctx_fail(c, "game %d is not running", g->id);
	if (!(argc == 2 && self) && !(argc == 4 && strcaseeq(argv[2], "for")))
		return ctx_fail(c, "usage: pchess buy GAME TYPE %s (R1230.1 2 E)",
				self ? "[for SWINGER]" : "for SWINGER");
	int st_seat = swinger_seat(c, g, argc == 4 ? argv[3] : self, "R1230.1 2 E");
	if (st_seat < 0)
		return -1;
	int t = pchess_type_arg(c, argv[1], 1);
	if (t < 0)
		return -1;
	if (t == PC_KING)
		return ctx_fail(c, "a King may not be purchased (R1230.1 2 E)");
	if (room(c, g, st_seat, "R1230.1 2 E"))
		return -1;
	pchess_state *s = g->st;
	int tmv = pch_type_mv(&s->b, t); /* R1230.24: a Locust's by the board */
	int64_t cost = param_int(c->n, "pchess.price.base") +
		       param_int(c->n, "pchess.price.per_mv") * tmv;
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t have = ad ? balance(c->n, payer, ad->id) : 0;
	if (!ad || have < cost)
		return ctx_fail(c, "%s %s costs A$%lld (A$%lld plus A$%lld times its material value "
				"%d); %s %s A$%lld (R1230.1 2 E)", pch_article(t), pch_type(t)->name, (long long)cost,
				(long long)param_int(c->n, "pchess.price.base"),
				(long long)param_int(c->n, "pchess.price.per_mv"), tmv,
				self ? "you" : who, self ? "have" : "has", (long long)have);
	if (ledger_move(c, payer, 0, ad, cost))
		return -1;
	int i = add_piece(c, g, st_seat, t);
	if (i < 0)
		return -1;
	char b[24];
	ctx_say(c, "%s creates %s %s%s, off-board, for %s in game %d, paying A$%lld to the Treasury "
		   "(R1230.1 2 E)", who, pch_article(t), pch_type(t)->name, ref(s, i, b),
		game_seat_name(c->n, g, st_seat), g->id, (long long)cost);
	return 0;
}

/* `pchess buy GAME TYPE [for SWINGER]`: a player's. */
static int cmd_buy(ctx *c, int argc, char **argv)
{
	return buy(c, c->actor->id, c->actor->name, c->actor->name, argc, argv);
}

int pchess_org_buy(ctx *c, int holder, const char *name, int argc, char **argv)
{
	if (argc < 1 || !strcaseeq(argv[0], "buy"))
		return ctx_fail(c, "usage: pchess buy GAME TYPE for SWINGER (R1230.1 2 E)");
	return buy(c, holder, name, NULL, argc - 1, argv + 1);
}

/* `convert piece N TYPE for SWINGER`: R1045 c. The Swinger's running game
 * of Party Chess (the first, by id, where e plays). */
int pchess_cmd_convert(ctx *c, int argc, char **argv)
{
	if (argc != 5 || !strcaseeq(argv[3], "for"))
		return ctx_fail(c, "usage: convert piece N TYPE for SWINGER (R1045 c)");
	int64_t pts;
	if (parse_int64(argv[1], &pts) || pts <= 0 || pts > 1000000000)
		return ctx_fail(c, "'%s' is no positive number of points (R1045 c)", argv[1]);
	const currency *cur = currency_by_name(c->n, "points");
	if (!cur)
		return ctx_fail(c, "this nomic keeps no points (R1045)");
	int t = pchess_type_arg(c, argv[2], 1);
	if (t < 0)
		return -1;
	const player *p = player_by_name(c->n, argv[4]);
	if (!p)
		return ctx_fail(c, "no player '%s'", argv[4]);
	game *g = NULL;
	int st_seat = -1;
	for (int k = 0; k < games_count(c->n) && !g; k++) {
		game *h = game_at(c->n, k);
		int st = h->cls == &pchess_class && h->status == GS_RUNNING ? game_seat_of(h, p->id) : -1;
		if (st >= 0 && st < PCH_MAX_SIDES && pchess_seat_swinger(c->n, h, st))
			g = h, st_seat = st;
	}
	if (!g)
		return ctx_fail(c, "%s is no Swinger in a running game of Party Chess (R1045 c)",
				p->name);
	int mv = pch_type_mv(&((pchess_state *)g->st)->b, t);
	/* (5 x N) / 7 compared exactly: 7 x value <= 5 x N. */
	int64_t num = param_int(c->n, "pchess.convert.num"), den = param_int(c->n, "pchess.convert.den");
	if ((int64_t)mv * den > num * pts)
		return ctx_fail(c, "%s %s's material value %d is more than (%lld*%lld)/%lld (R1045 c)",
				pch_article(t), pch_type(t)->name, mv, (long long)num, (long long)pts, (long long)den);
	pchess_state *s = g->st;
	if (over_limit(c, s, st_seat, t, "R1045 c") || room(c, g, st_seat, "R1045 c"))
		return -1;
	int64_t have = balance(c->n, c->actor->id, cur->id);
	if (have - pts < 0)
		return ctx_fail(c, "you have %lld points: converting %lld would leave you negative "
				"(R1045 ¶2)", (long long)have, (long long)pts);
	if (ledger_add(c, c->actor->id, cur, -pts))
		return -1;
	int i = add_piece(c, g, st_seat, t);
	if (i < 0)
		return -1;
	char b[24];
	ctx_say(c, "%s converts %lld points into a %s%s, off-board, for %s in game %d (R1045 c)",
		c->actor->name, (long long)pts, pch_type(t)->name, ref(s, i, b),
		game_seat_name(c->n, g, st_seat), g->id);
	return 0;
}

const command pchess_commands[] = {
	{"pchess buy", 2, 4, P_ACTIVE, NULL, 0, cmd_buy, NULL, "pchess buy GAME TYPE [for SWINGER]",
	 "create a Party Chess Piece, off-board, for a Swinger (yourself by default), paying A$1 "
	 "plus A$7 times its material value to the Treasury",
	 "R1230.1 2 E"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
