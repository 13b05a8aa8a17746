/* doublecrash.c: Double Crash (Ackanomic R1250.12/2): two players each
 * keep a secret five-letter Target Word and take turns of Salvos (lists of
 * five-letter words from the Official Dictionary) and Replies (how many
 * times each word "crashes" with the replier's target). A reply reporting
 * five crashes makes the salvo's poster the tentative winner; the targets
 * are revealed and, after a three-day window for finding errors, e wins
 * A$25. The server holds the targets (hidden events), so it checks every
 * Reply as it is posted and applies "his opponent wins as soon as the
 * error is discovered" at once, in a public event of the clock's. */
#include "core/params.h"
#include "games/equip/equip.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

#define DC_MAX_SALVOS 40 /* salvo rounds before the server calls it a draw */
#define DC_WORD 6

enum { DC_TICK_END = 0, DC_TICK_ERROR = -1, DC_TICK_CONFIRM = -2 };

typedef struct dc_state {
	int round;                    /* odd: salvos; even: replies */
	int nsalvo;                   /* salvo rounds begun */
	char target[2][DC_WORD];
	int done[2];                  /* this round's actions complete */
	char salvo[2][DC_MAX_SALVOS][6][DC_WORD];
	int salvo_len[DC_MAX_SALVOS];
	uint64_t salvo_seq[2][DC_MAX_SALVOS]; /* when it was posted, for ties */
	int reply[2][DC_MAX_SALVOS][6]; /* reply[i][k]: i's counts for the other's salvo k */
	int replied[2][DC_MAX_SALVOS];
	int error_by;                 /* seat whose error was discovered, -1 none */
	char error_what[80];
	int tentative;                /* seat, -1 none */
	int revealed;
	int agreed[2];
} dc_state;

static int dc_crashes(const char *a, const char *b)
{
	int k = 0;
	for (int i = 0; i < 5 && a[i] && b[i]; i++)
		k += (a[i] | 0x20) == (b[i] | 0x20);
	return k;
}

static int salvo_size(int round)
{
	/* Round 1: 6 words; 3: 5; 5: 4; 7 and after: 3. */
	return round >= 7 ? 3 : 6 - (round - 1) / 2;
}

static void begin_round(ctx *c, game *g)
{
	dc_state *s = g->st;
	s->round++;
	s->done[0] = s->done[1] = 0;
	if (s->round % 2) {
		if (s->nsalvo == DC_MAX_SALVOS) {
			game_end(c, g, NULL, 0, "the server's limit of salvos was reached; no winner");
			return;
		}
		s->salvo_len[s->nsalvo++] = salvo_size(s->round);
		ctx_reply(c, "game %d round %d: each player posts a %d-word Salvo%s (R1250.12 IV)",
			  g->id, s->round, salvo_size(s->round),
			  s->round == 1 ? " and chooses a secret Target Word" : "");
	} else {
		ctx_reply(c, "game %d round %d: each player Replies to the other's Salvo "
			  "(R1250.12 IV)", g->id, s->round);
	}
	game_schedule(c, g, c->now + 3 * DAY, s->round);
}

static int dc_start(ctx *c, game *g)
{
	dc_state *s = g->st;
	s->error_by = s->tentative = -1;
	begin_round(c, g);
	return 0;
}

static int lower_word(const char *in, char out[DC_WORD])
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

static void round_maybe_done(ctx *c, game *g)
{
	dc_state *s = g->st;
	if (s->done[0] && s->done[1])
		game_schedule(c, g, c->now, s->round); /* ends the round at once */
}

/* An error the rules punish with the opponent's win (IV): the clock
 * announces it in a public event of its own. */
static void found_error(ctx *c, game *g, int who, const char *what)
{
	dc_state *s = g->st;
	if (s->error_by < 0) {
		s->error_by = who;
		snprintf(s->error_what, sizeof s->error_what, "%s", what);
	}
	game_schedule(c, g, c->now, DC_TICK_ERROR);
}

static int act_target(ctx *c, game *g, int me, int argc, char **argv)
{
	dc_state *s = g->st;
	c->hidden = 1; /* the Target Word is kept secret */
	if (argc != 2)
		return ctx_fail(c, "usage: play %d target WORD", g->id);
	if (s->round != 1)
		return ctx_fail(c, "the Target Word is chosen in round 1 (R1250.12 IV)");
	if (s->target[me][0])
		return ctx_fail(c, "you have already chosen your Target Word");
	char w[DC_WORD];
	int ok = lower_word(argv[1], w) == 0;
	int in = od_word(c, argv[1]);
	if (in < 0)
		return -1;
	if ((!ok || !in) && param_int(c->n, "games.doublecrash.refuse_target"))
		/* IV round 1: "Each player selects a five-letter word from the
		 * Official Dictionary": anything else is not a selection, so it
		 * is refused at once and the player selects again (ruling,
		 * docs/RULINGS.md "R1250.12 IV"). */
		return ctx_fail(c, "%s is not a five-letter word of the Official Dictionary; your "
				"Target Word must be one (R1250.12 IV round 1): choose another", argv[1]);
	snprintf(s->target[me], DC_WORD, "%.5s", ok ? w : "?????");
	ctx_reply(c, "%s's Target Word in game %d is %s", c->actor->name, g->id, argv[1]);
	if (!ok || !in) {
		/* IV: a target that is not a five-letter OD word loses. */
		found_error(c, g, me, "chose a Target Word that is not a five-letter word of the "
			    "Official Dictionary");
		return 0;
	}
	if (s->salvo[me][0][0][0])
		s->done[me] = 1;
	round_maybe_done(c, g);
	return 0;
}

static int act_salvo(ctx *c, game *g, int me, int argc, char **argv)
{
	dc_state *s = g->st;
	int k = s->nsalvo - 1, n = s->salvo_len[k];
	if (s->round % 2 == 0 || s->tentative >= 0)
		return ctx_fail(c, "this is not a round of Salvos");
	if (s->salvo[me][k][0][0])
		return ctx_fail(c, "you have already posted your Salvo this round");
	if (argc - 1 != n)
		return ctx_fail(c, "round %d's Salvo has %d words, not %d (R1250.12 IV)", s->round,
				n, argc - 1);
	char w[6][DC_WORD];
	for (int i = 0; i < n; i++) {
		/* Ruling: a word that is not a five-letter OD word makes no
		 * Salvo; the player may post a proper one before the round ends. */
		int in = lower_word(argv[i + 1], w[i]) == 0 ? od_word(c, argv[i + 1]) : 0;
		if (in < 0)
			return -1;
		if (!in)
			return ctx_fail(c, "'%s' is not a five-letter word of the Official Dictionary "
					"(R1250.12 IV)", argv[i + 1]);
	}
	ctx_reply(c, "%s's %d-word Salvo in game %d:", c->actor->name, n, g->id);
	for (int i = 0; i < n; i++) {
		memcpy(s->salvo[me][k][i], w[i], DC_WORD);
		ctx_reply(c, " %d) %s", i + 1, w[i]);
	}
	s->salvo_seq[me][k] = c->seq;
	if (s->round > 1 || s->target[me][0])
		s->done[me] = 1;
	round_maybe_done(c, g);
	return 0;
}

static int act_reply(ctx *c, game *g, int me, int argc, char **argv)
{
	dc_state *s = g->st;
	int k = s->nsalvo - 1, n = s->salvo_len[k], other = 1 - me;
	if (s->round % 2 || s->tentative >= 0)
		return ctx_fail(c, "this is not a round of Replies");
	if (s->replied[me][k])
		return ctx_fail(c, "you have already Replied this round");
	if (argc != 1 && argc - 1 != n)
		return ctx_fail(c, "the Salvo has %d words: give %d numbers, or none to let the "
				"server count for you", n, n);
	int bad = -1;
	for (int i = 0; i < n; i++) {
		int truth = dc_crashes(s->salvo[other][k][i], s->target[me]);
		int64_t v = truth;
		if (argc > 1 && (parse_int64(argv[i + 1], &v) || v < 0 || v > 5))
			return ctx_fail(c, "'%s' is not a number of crashes (0 to 5)", argv[i + 1]);
		s->reply[me][k][i] = (int)v;
		if (v != truth && bad < 0)
			bad = i;
	}
	s->replied[me][k] = 1;
	s->done[me] = 1;
	ctx_reply(c, "%s Replies in game %d:", c->actor->name, g->id);
	for (int i = 0; i < n; i++)
		ctx_reply(c, " %d) %s %d", i + 1, s->salvo[other][k][i], s->reply[me][k][i]);
	if (bad >= 0) {
		char what[80];
		snprintf(what, sizeof what, "misreported the crashes of '%s'",
			 s->salvo[other][k][bad]);
		found_error(c, g, me, what);
		return 0;
	}
	round_maybe_done(c, g);
	return 0;
}

static int act_agree(ctx *c, game *g, int me)
{
	dc_state *s = g->st;
	if (!s->revealed)
		return ctx_fail(c, "there is no tentative winner to agree on yet");
	if (s->agreed[me])
		return ctx_fail(c, "you have already agreed");
	s->agreed[me] = 1;
	ctx_reply(c, "%s agrees that no errors occurred in game %d (R1250.12 IV)",
		  c->actor->name, g->id);
	if (s->agreed[0] && s->agreed[1])
		game_schedule(c, g, c->now, DC_TICK_CONFIRM);
	return 0;
}

static int dc_act(ctx *c, game *g, int me, int argc, char **argv)
{
	if (me < 0)
		return ctx_fail(c, "only the players move in Double Crash");
	if (strcaseeq(argv[0], "target"))
		return act_target(c, g, me, argc, argv);
	if (strcaseeq(argv[0], "salvo"))
		return act_salvo(c, g, me, argc, argv);
	if (strcaseeq(argv[0], "reply"))
		return act_reply(c, g, me, argc, argv);
	if (strcaseeq(argv[0], "agree") && argc == 1)
		return act_agree(c, g, me);
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

static void win(ctx *c, game *g, int w, const char *why)
{
	char buf[160];
	snprintf(buf, sizeof buf, "%s wins: %s (R1250.12 IV)", game_seat_name(c->n, g, w), why);
	game_end(c, g, &w, 1, buf);
	if (!g->duel)
		game_pay(c, g, g->winners[0], 25); /* not a Duel: A$25 */
}

/* The poster of a five-crash word highest in eir Salvo, -1 none. */
static int five_crash_at(const dc_state *s, int poster, int k)
{
	for (int i = 0; i < s->salvo_len[k]; i++)
		if (s->reply[1 - poster][k][i] == 5)
			return i;
	return -1;
}

static int dc_tick(ctx *c, game *g, int64_t aux)
{
	dc_state *s = g->st;
	if (aux == DC_TICK_ERROR) {
		char why[120];
		snprintf(why, sizeof why, "%s %s", game_seat_name(c->n, g, s->error_by),
			 s->error_what);
		win(c, g, 1 - s->error_by, why);
		return 0;
	}
	if (aux == DC_TICK_CONFIRM) {
		/* Every Reply was checked when posted: no error remains to find. */
		win(c, g, s->tentative, s->agreed[0] && s->agreed[1]
				? "both players agree that no errors occurred"
				: "no errors were found in three days");
		return 0;
	}
	if (aux != s->round)
		return 0;
	if (!s->done[0] || !s->done[1]) {
		/* IV: failing the round's actions hands the win to the opponent;
		 * if both fail (not a Duel) nobody wins. */
		if (!s->done[0] && !s->done[1]) {
			ctx_reply(c, "game %d round %d ran out with neither player's actions done; ",
				  g->id, s->round);
			if (g->duel) {
				win(c, g, g->challenged, "in a Duel the challenged player wins when "
				    "both fail");
				return 0;
			}
			game_end(c, g, NULL, 0, "both players failed to act in time, no winner "
				 "(R1250.12 IV)");
			return 0;
		}
		int late = s->done[0] ? 1 : 0;
		char why[80];
		snprintf(why, sizeof why, "%s failed to act in round %d",
			 game_seat_name(c->n, g, late), s->round);
		win(c, g, 1 - late, why);
		return 0;
	}
	if (s->round % 2 == 0) {
		int k = s->nsalvo - 1;
		int a = five_crash_at(s, 0, k), b = five_crash_at(s, 1, k);
		if (a >= 0 || b >= 0) {
			int t;
			if (a < 0 || b < 0)
				t = a >= 0 ? 0 : 1;
			else if (a != b)
				t = a < b ? 0 : 1;
			else
				t = s->salvo_seq[0][k] < s->salvo_seq[1][k] ? 0 : 1;
			s->tentative = t;
			s->revealed = 1;
			ctx_reply(c, "game %d: %s is the tentative winner; the Target Words were %s "
				  "(%s) and %s (%s); three days to examine the plays for errors "
				  "(R1250.12 IV)", g->id, game_seat_name(c->n, g, t),
				  s->target[0], game_seat_name(c->n, g, 0), s->target[1],
				  game_seat_name(c->n, g, 1));
			game_schedule(c, g, c->now + 3 * DAY, DC_TICK_CONFIRM);
			return 0;
		}
	}
	begin_round(c, g);
	return 0;
}

static int dc_depart(ctx *c, game *g, int me)
{
	/* R1250.1 IX, VI f: leaving forfeits; the other player wins. */
	ctx_reply(c, "; ");
	win(c, g, 1 - me, "the opponent left the game");
	return 0;
}

static json_t *dc_view(const nomic *n, const game *g, const gviewer *v)
{
	const dc_state *s = g->st;
	json_t *o = json_object();
	json_object_set_new(o, "round", json_integer(s->round));
	json_t *ps = json_array();
	for (int i = 0; i < 2; i++) {
		json_t *p = json_pack("{s:s}", "player", holder_name(n, g->seats[i].pid));
		/* The target is the player's secret until the reveal. */
		if (s->target[i][0] && (v->all || v->seat == i || s->revealed ||
					g->status == GS_ENDED))
			json_object_set_new(p, "target", json_string(s->target[i]));
		if (g->status == GS_RUNNING)
			json_object_set_new(p, "done this round", json_boolean(s->done[i]));
		json_array_append_new(ps, p);
	}
	json_object_set_new(o, "seats", ps);
	json_t *hist = json_array();
	for (int k = 0; k < s->nsalvo; k++)
		for (int i = 0; i < 2; i++) {
			if (!s->salvo[i][k][0][0])
				continue;
			sbuf line = {0};
			for (int w = 0; w < s->salvo_len[k]; w++) {
				sbuf_printf(&line, "%s%d) %s", w ? " " : "", w + 1, s->salvo[i][k][w]);
				if (s->replied[1 - i][k])
					sbuf_printf(&line, " %d", s->reply[1 - i][k][w]);
			}
			json_array_append_new(hist, json_pack("{s:s, s:s}", "by",
				holder_name(n, g->seats[i].pid), "salvo", line.s));
			sbuf_free(&line);
		}
	json_object_set_new(o, "salvos", hist);
	if (s->tentative >= 0)
		json_object_set_new(o, "tentative winner",
				    json_string(holder_name(n, g->seats[s->tentative].pid)));
	return o;
}

/* The moves (games.h): what the round asks of the viewer and e has not
 * done: eir secret Target Word (round 1), a Salvo of the round's number of
 * words, the Reply to the opponent's Salvo as the server counts it (the
 * counts shown are against eir own target, which e knows), or agreeing
 * that no errors occurred once a tentative winner is revealed. */
static json_t *dc_moves(const nomic *n, const game *g, const gviewer *v)
{
	(void)n;
	const dc_state *s = g->st;
	json_t *a = json_array();
	int me = v->seat;
	if (g->status != GS_RUNNING || me < 0 || me > 1 || s->round < 1)
		return a;
	int k = s->nsalvo - 1;
	char label[32];
	if (s->revealed) {
		if (!s->agreed[me])
			json_array_append_new(a, game_move_button("Agree that no errors occurred",
								  "play %d agree", g->id));
		return a;
	}
	if (s->tentative >= 0 || k < 0)
		return a;
	if (s->round == 1 && !s->target[me][0]) {
		json_t *m = game_move_form("Choose your secret Target Word", "play %d target", g->id);
		game_move_text(m, "Target Word (five letters)");
		json_array_append_new(a, m);
	}
	if (s->round % 2 && !s->salvo[me][k][0][0]) {
		snprintf(label, sizeof label, "Post your %d-word Salvo", s->salvo_len[k]);
		json_t *m = game_move_form(label, "play %d salvo", g->id);
		for (int i = 0; i < s->salvo_len[k]; i++) {
			snprintf(label, sizeof label, "Word %d", i + 1);
			game_move_text(m, label);
		}
		json_array_append_new(a, m);
	}
	if (s->round % 2 == 0 && !s->replied[me][k]) {
		sbuf b = {0};
		sbuf_printf(&b, "Reply:");
		for (int i = 0; i < s->salvo_len[k]; i++)
			sbuf_printf(&b, "%s %s %d", i ? "," : "", s->salvo[1 - me][k][i],
				    dc_crashes(s->salvo[1 - me][k][i], s->target[me]));
		json_array_append_new(a, game_move_button(b.s, "play %d reply", g->id));
		sbuf_free(&b);
	}
	return a;
}

const game_class doublecrash_class = {
	.name = "doublecrash",
	.title = "Double Crash",
	.rule = "R1250.12",
	.min_players = 2,
	.max_players = 2,
	.referees = 0, /* the rule names none (ruling) */
	.in_games_grid = 1,
	.trophy = NULL,
	.state_size = sizeof(dc_state),
	.verbs = "target WORD | salvo WORD... | reply [COUNT...] | agree",
	.start = dc_start,
	.act = dc_act,
	.tick = dc_tick,
	.depart = dc_depart,
	.view = dc_view,
	.moves = dc_moves,
};
