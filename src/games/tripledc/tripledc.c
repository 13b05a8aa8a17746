/* tripledc.c: Triple Double Crash (Ackanomic R1250.20/0): each of two
 * players secretly gives the referee three distinct five-letter Target
 * Words; each round both post a Salvo and Reply to the other's with three
 * crash counts per word, in any order. The referee (the server) verifies
 * every Reply as it is posted, posts the correct one with its number of
 * errors, and each error lets the other player add a word to eir next
 * Salvo. A new word that crashes five times with an opponent's target
 * earns a Gamepoint; the first to three wins A$25. Rounds may overlap: a
 * player whose Salvo's Reply is verified may post eir next Salvo. */
#include "core/params.h"
#include "games/equip/equip.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

#define TDC_ROUNDS 40   /* the most rounds the state holds: games.tripledc.rounds's bound */
#define TDC_WORDS 24    /* the longest Salvo the server takes (ruling) */
#define W 6

enum { TDC_TICK_ACK = -1 };

typedef struct tdc_state {
	char target[2][3][W];
	int have_targets[2];
	int cur;                          /* the round being played, 1-based; 0 before */
	int salvo_n[2][TDC_ROUNDS + 1];   /* words in i's Salvo of round k; 0 none */
	char salvo[2][TDC_ROUNDS + 1][TDC_WORDS][W];
	uint64_t salvo_seq[2][TDC_ROUNDS + 1];
	int replied[2][TDC_ROUNDS + 1];   /* i's Reply to the other's Salvo of round k */
	int reply[2][TDC_ROUNDS + 1][TDC_WORDS][3];  /* as posted */
	int errors[2][TDC_ROUNDS + 1];    /* errors in i's Reply of round k */
	int gp_round[2][3], gp_pos[2][3]; /* where each Gamepoint was won */
	int ngp[2];
} tdc_state;

static int crashes(const char *a, const char *b)
{
	int k = 0;
	for (int i = 0; i < 5; i++)
		k += a[i] == b[i];
	return k;
}

static int lower5(const char *in, char out[W])
{
	if (strlen(in) != 5)
		return -1;
	for (int i = 0; i < 5; i++) {
		char ch = (char)(in[i] | 0x20);
		if (ch < 'a' || ch > 'z')
			return -1;
		out[i] = ch;
	}
	out[5] = '\0';
	return 0;
}

static int base_size(int round)
{
	return round >= 4 ? 3 : 7 - round; /* 6, 5, 4, then 3 */
}

/* The correct Reply for a word: its crashes with each of the targets. */
static void truth(const tdc_state *s, int replier, const char *word, int out[3])
{
	for (int t = 0; t < 3; t++)
		out[t] = crashes(word, s->target[replier][t]);
}

/* Numbers to change, order not mattering: 3 less the multiset overlap. */
static int word_errors(const int posted[3], const int correct[3])
{
	int used[3] = {0, 0, 0}, match = 0;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
			if (!used[j] && posted[i] == correct[j]) {
				used[j] = 1;
				match++;
				break;
			}
	return 3 - match;
}

static void begin_round(ctx *c, game *g)
{
	tdc_state *s = g->st;
	s->cur++;
	/* R1250.20 IV sets no limit on rounds; the server calls a game off,
	 * with no winner, after games.tripledc.rounds of them (ruling,
	 * docs/RULINGS.md "R1250.20 IV"). */
	int64_t limit = param_int(c->n, "games.tripledc.rounds");
	if (limit > TDC_ROUNDS)
		limit = TDC_ROUNDS;
	if (s->cur > limit) {
		game_end(c, g, NULL, 0, "the server's limit of rounds was reached; no winner");
		return;
	}
	ctx_reply(c, "game %d round %d begins (R1250.20 IV)", g->id, s->cur);
	game_schedule(c, g, c->now + 3 * DAY, s->cur);
}

static int tdc_start(ctx *c, game *g)
{
	ctx_reply(c, "game %d: each player sends the referee three distinct Target Words "
		  "(R1250.20 IV)", g->id);
	return 0;
}

static int act_targets(ctx *c, game *g, int me, int argc, char **argv)
{
	tdc_state *s = g->st;
	c->hidden = 1;
	if (s->have_targets[me])
		return ctx_fail(c, "you have already sent your Target Words");
	if (argc != 4)
		return ctx_fail(c, "send three Target Words: play %d targets WORD WORD WORD", g->id);
	char w[3][W];
	for (int i = 0; i < 3; i++) {
		int in = lower5(argv[i + 1], w[i]) == 0 ? od_word(c, argv[i + 1]) : 0;
		if (in < 0)
			return -1;
		if (!in)
			return ctx_fail(c, "'%s' is not a five-letter word of the Official Dictionary "
					"(R1250.20 IV)", argv[i + 1]);
		for (int j = 0; j < i; j++)
			if (strcmp(w[i], w[j]) == 0)
				return ctx_fail(c, "the three Target Words must be distinct (R1250.20 IV)");
	}
	memcpy(s->target[me], w, sizeof w);
	s->have_targets[me] = 1;
	ctx_reply(c, "%s's Target Words in game %d are %s, %s and %s", c->actor->name, g->id,
		  w[0], w[1], w[2]);
	if (s->have_targets[1 - me])
		game_schedule(c, g, c->now, TDC_TICK_ACK); /* the public acknowledgement */
	return 0;
}

/* The round whose Salvo i may post now, or 0. */
static int salvo_round(const tdc_state *s, int me)
{
	if (!s->salvo_n[me][s->cur])
		return s->cur;
	/* Overlap: once the opponent's Reply to this round's Salvo is
	 * verified, the next Salvo may go up. */
	if (s->replied[1 - me][s->cur] && s->cur < TDC_ROUNDS && !s->salvo_n[me][s->cur + 1])
		return s->cur + 1;
	return 0;
}

static int act_salvo(ctx *c, game *g, int me, int argc, char **argv)
{
	tdc_state *s = g->st;
	if (!s->cur)
		return ctx_fail(c, "the referee has not acknowledged both sets of Target Words yet");
	int k = salvo_round(s, me);
	if (!k)
		return ctx_fail(c, "you may post your next Salvo once your opponent's Reply to "
				"this one is verified (R1250.20 IV)");
	int base = base_size(k);
	int extra = k > 1 ? s->errors[1 - me][k - 1] : 0;
	int max = base + extra > TDC_WORDS ? TDC_WORDS : base + extra, n = argc - 1;
	if (n < base || n > max) {
		if (base == max)
			return ctx_fail(c, "your Salvo for round %d has %d words (R1250.20 IV 1)", k,
					base);
		return ctx_fail(c, "your Salvo for round %d has %d to %d words (R1250.20 IV 1)",
				k, base, max);
	}
	char w[TDC_WORDS][W];
	for (int i = 0; i < n; i++) {
		int in = lower5(argv[i + 1], w[i]) == 0 ? od_word(c, argv[i + 1]) : 0;
		if (in < 0)
			return -1;
		if (!in)
			return ctx_fail(c, "'%s' is not a five-letter word of the Official Dictionary "
					"(R1250.20 IV)", argv[i + 1]);
	}
	memcpy(s->salvo[me][k], w, (size_t)n * W);
	s->salvo_n[me][k] = n;
	s->salvo_seq[me][k] = c->seq;
	ctx_reply(c, "%s's Salvo for round %d of game %d:", c->actor->name, k, g->id);
	for (int i = 0; i < n; i++)
		ctx_reply(c, " %s", w[i]);
	return 0;
}

static int in_earlier_salvo(const tdc_state *s, int k, const char *word)
{
	for (int r = 1; r < k; r++)
		for (int i = 0; i < 2; i++)
			for (int j = 0; j < s->salvo_n[i][r]; j++)
				if (strcmp(s->salvo[i][r][j], word) == 0)
					return 1;
	return 0;
}

/* The referee's verification of me's Reply to round k (posted, or, when
 * forced, written by the referee with every word an error). */
static void verify(ctx *c, game *g, int me, int k, int forced)
{
	tdc_state *s = g->st;
	int other = 1 - me, n = s->salvo_n[other][k], errs = 0;
	for (int i = 0; i < n; i++) {
		int t[3];
		truth(s, me, s->salvo[other][k][i], t);
		errs += word_errors(s->reply[me][k][i], t);
	}
	if (forced)
		errs = n; /* IV: as many errors as words */
	for (int i = 0; i < n; i++) /* the verified Reply stands */
		truth(s, me, s->salvo[other][k][i], s->reply[me][k][i]);
	s->errors[me][k] = errs;
	s->replied[me][k] = 1;
	if (errs) {
		ctx_reply(c, "; the referee corrects it with %d error%s (R1250.20 IV 3):",
			  errs, errs == 1 ? "" : "s");
		for (int i = 0; i < n; i++) {
			const int *t = s->reply[me][k][i];
			ctx_reply(c, " %s %d,%d,%d", s->salvo[other][k][i], t[0], t[1], t[2]);
		}
	} else {
		ctx_reply(c, "; verified (R1250.20 IV 3)");
	}
	/* IV: a new word crashing five times with a target earns its poster
	 * a Gamepoint. */
	for (int i = 0; i < n; i++) {
		int t[3];
		const char *word = s->salvo[other][k][i];
		truth(s, me, word, t);
		if ((t[0] == 5 || t[1] == 5 || t[2] == 5) && !in_earlier_salvo(s, k, word)) {
			game_gp(c, g, other, 1);
			if (s->ngp[other] < 3) {
				s->gp_round[other][s->ngp[other]] = k;
				s->gp_pos[other][s->ngp[other]] = i;
			}
			s->ngp[other]++;
			ctx_reply(c, "; %s hits with %s: a Gamepoint (now %lld)",
				  game_seat_name(c->n, g, other), word, (long long)g->seats[other].gp);
		}
	}
}

static int round_done(const tdc_state *s)
{
	int k = s->cur;
	for (int i = 0; i < 2; i++)
		if (!s->salvo_n[1 - i][k] || !s->replied[i][k])
			return 0;
	return 1;
}

static int act_reply(ctx *c, game *g, int me, int argc, char **argv)
{
	tdc_state *s = g->st;
	int k = s->cur, other = 1 - me, n = s->salvo_n[other][k];
	if (!k || !n)
		return ctx_fail(c, "there is no Salvo to Reply to yet");
	if (s->replied[me][k])
		return ctx_fail(c, "you have already Replied this round");
	if (argc != 1 && argc - 1 != n)
		return ctx_fail(c, "the Salvo has %d words: give %d triples like 2,1,0, or none "
				"to let the server count", n, n);
	for (int i = 0; i < n; i++) {
		int *r = s->reply[me][k][i];
		if (argc == 1) {
			truth(s, me, s->salvo[other][k][i], r);
			continue;
		}
		if (sscanf(argv[i + 1], "%d,%d,%d", &r[0], &r[1], &r[2]) != 3 || r[0] < 0 ||
		    r[0] > 5 || r[1] < 0 || r[1] > 5 || r[2] < 0 || r[2] > 5)
			return ctx_fail(c, "'%s' is not three crash counts like 2,1,0 (0 to 5)",
					argv[i + 1]);
	}
	ctx_reply(c, "%s Replies in game %d:", c->actor->name, g->id);
	for (int i = 0; i < n; i++)
		ctx_reply(c, " %s %d,%d,%d", s->salvo[other][k][i], s->reply[me][k][i][0],
			  s->reply[me][k][i][1], s->reply[me][k][i][2]);
	verify(c, g, me, k, 0);
	if (round_done(s))
		game_schedule(c, g, c->now, k);
	return 0;
}

static int tdc_act(ctx *c, game *g, int me, int argc, char **argv)
{
	if (me < 0)
		return ctx_fail(c, "the server verifies for the referee; only players move");
	if (strcaseeq(argv[0], "targets"))
		return act_targets(c, g, me, argc, argv);
	if (strcaseeq(argv[0], "salvo"))
		return act_salvo(c, g, me, argc, argv);
	if (strcaseeq(argv[0], "reply"))
		return act_reply(c, g, me, argc, argv);
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

static void finish(ctx *c, game *g, int w, const char *why)
{
	tdc_state *s = g->st;
	char buf[160];
	ctx_reply(c, "the Target Words were %s: %s %s %s; %s: %s %s %s (R1250.20 IV)",
		  game_seat_name(c->n, g, 0), s->target[0][0], s->target[0][1], s->target[0][2],
		  game_seat_name(c->n, g, 1), s->target[1][0], s->target[1][1], s->target[1][2]);
	ctx_reply(c, "\n");
	snprintf(buf, sizeof buf, "%s wins: %s (R1250.20 IV)", game_seat_name(c->n, g, w), why);
	game_end(c, g, &w, 1, buf);
	if (!g->duel)
		game_pay(c, g, g->winners[0], 25); /* not a Duel */
}

/* Both have three: compare where the third, second, first Gamepoints were
 * won (higher in the Salvo wins), then who posted eir last Salvo first. */
static int tiebreak(const tdc_state *s, int k)
{
	for (int j = 2; j >= 0; j--)
		if (s->gp_pos[0][j] != s->gp_pos[1][j])
			return s->gp_pos[0][j] < s->gp_pos[1][j] ? 0 : 1;
	return s->salvo_seq[0][k] && (!s->salvo_seq[1][k] || s->salvo_seq[0][k] < s->salvo_seq[1][k])
		       ? 0 : 1;
}

static int tdc_tick(ctx *c, game *g, int64_t aux)
{
	tdc_state *s = g->st;
	if (aux == TDC_TICK_ACK) {
		ctx_reply(c, "game %d: the referee has both sets of Target Words; ", g->id);
		begin_round(c, g);
		return 0;
	}
	int k = s->cur;
	if (aux != k)
		return 0;
	ctx_reply(c, "game %d round %d ends", g->id, k);
	/* IV: time out: a missing Salvo is forfeited; a missing Reply is
	 * posted by the referee and counts every word as an error. */
	for (int i = 0; i < 2; i++) {
		if (!s->salvo_n[i][k])
			ctx_reply(c, "; %s forfeits eir Salvo", game_seat_name(c->n, g, i));
		else if (!s->replied[1 - i][k]) {
			ctx_reply(c, "; %s did not Reply: the referee Replies",
				  game_seat_name(c->n, g, 1 - i));
			for (int w = 0; w < s->salvo_n[i][k]; w++)
				truth(s, 1 - i, s->salvo[i][k][w], s->reply[1 - i][k][w]);
			verify(c, g, 1 - i, k, 1);
		}
	}
	int a = s->ngp[0] >= 3, b = s->ngp[1] >= 3;
	if (a || b) {
		int w = a && b ? tiebreak(s, k) : a ? 0 : 1;
		ctx_reply(c, "\n");
		finish(c, g, w, "three Gamepoints");
		return 0;
	}
	ctx_reply(c, "\n");
	begin_round(c, g);
	return 0;
}

static int tdc_depart(ctx *c, game *g, int me)
{
	ctx_reply(c, "; ");
	finish(c, g, 1 - me, "the opponent left the game");
	return 0;
}

static json_t *tdc_view(const nomic *n, const game *g, const gviewer *v)
{
	const tdc_state *s = g->st;
	json_t *o = json_object();
	json_object_set_new(o, "round", json_integer(s->cur));
	json_t *ps = json_array();
	for (int i = 0; i < 2; i++) {
		json_t *p = json_pack("{s:s, s:I}", "player", holder_name(n, g->seats[i].pid),
				      "gamepoints", (json_int_t)g->seats[i].gp);
		/* Targets: the owner's and the referee's secret until the end. */
		if (s->have_targets[i] && (v->all || v->seat == i || g->status == GS_ENDED))
			json_object_set_new(p, "targets", json_pack("[s, s, s]", s->target[i][0],
								     s->target[i][1], s->target[i][2]));
		else
			json_object_set_new(p, "targets sent", json_boolean(s->have_targets[i]));
		json_array_append_new(ps, p);
	}
	json_object_set_new(o, "seats", ps);
	json_t *hist = json_array();
	for (int k = 1; k <= s->cur + 1 && k <= TDC_ROUNDS; k++)
		for (int i = 0; i < 2; i++) {
			if (!s->salvo_n[i][k])
				continue;
			sbuf line = {0};
			for (int w = 0; w < s->salvo_n[i][k]; w++) {
				sbuf_printf(&line, "%s%s", w ? " " : "", s->salvo[i][k][w]);
				if (s->replied[1 - i][k])
					sbuf_printf(&line, " %d,%d,%d", s->reply[1 - i][k][w][0],
						    s->reply[1 - i][k][w][1], s->reply[1 - i][k][w][2]);
			}
			json_t *e = json_pack("{s:i, s:s, s:s}", "round", k, "by",
					      holder_name(n, g->seats[i].pid), "salvo", line.s);
			if (s->replied[1 - i][k])
				json_object_set_new(e, "errors", json_integer(s->errors[1 - i][k]));
			json_array_append_new(hist, e);
			sbuf_free(&line);
		}
	json_object_set_new(o, "salvos", hist);
	return o;
}

/* The moves (games.h): eir three secret Target Words, until sent; the
 * Salvo e may post now (salvo_round: this round's, or the next once the
 * opponent's Reply is verified), its words in one field, from the round's
 * base size to the base plus the errors in the opponent's last Reply; and
 * the Reply to the opponent's Salvo as the server counts it against eir
 * own targets (which e knows). */
static json_t *tdc_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const tdc_state *s = g->st;
	json_t *a = json_array();
	int me = v->seat, other = 1 - me;
	if (g->status != GS_RUNNING || me < 0 || me > 1)
		return a;
	char label[96];
	if (!s->have_targets[me]) {
		json_t *m = game_move_form("Send your three secret Target Words", "play %d targets",
					   g->id);
		for (int i = 0; i < 3; i++) {
			snprintf(label, sizeof label, "Target Word %d (five letters)", i + 1);
			game_move_text(m, label);
		}
		json_array_append_new(a, m);
	}
	if (!s->cur)
		return a;
	int k = salvo_round(s, me);
	if (k) {
		int base = base_size(k), extra = k > 1 ? s->errors[other][k - 1] : 0;
		int max = base + extra > TDC_WORDS ? TDC_WORDS : base + extra;
		snprintf(label, sizeof label, "Post your Salvo for round %d", k);
		json_t *m = game_move_form(label, "play %d salvo", g->id);
		if (base == max)
			snprintf(label, sizeof label, "%d five-letter words, separated by spaces", base);
		else
			snprintf(label, sizeof label, "%d to %d five-letter words, separated by spaces",
				 base, max);
		game_move_words(m, label);
		json_array_append_new(a, m);
	}
	int nw = s->salvo_n[other][s->cur];
	if (nw && !s->replied[me][s->cur]) {
		sbuf b = {0};
		sbuf_printf(&b, "Reply:");
		for (int i = 0; i < nw; i++) {
			int t[3];
			truth(s, me, s->salvo[other][s->cur][i], t);
			sbuf_printf(&b, "%s %s %d,%d,%d", i ? ";" : "", s->salvo[other][s->cur][i], t[0],
				    t[1], t[2]);
		}
		json_array_append_new(a, game_move_button(b.s, "play %d reply", g->id));
		sbuf_free(&b);
	}
	return a;
}

const game_class tripledc_class = {
	.name = "tripledc",
	.title = "Triple Double Crash",
	.rule = "R1250.20",
	.min_players = 2,
	.max_players = 2,
	.referees = 1,
	.in_games_grid = 1,
	.trophy = NULL,
	.state_size = sizeof(tdc_state),
	.verbs = "targets W W W | salvo WORD... | reply [A,B,C ...]",
	.start = tdc_start,
	.act = tdc_act,
	.tick = tdc_tick,
	.depart = tdc_depart,
	.view = tdc_view,
	.moves = tdc_moves,
};
