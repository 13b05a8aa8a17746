/* lantern_game.c: Ye Olde Rusty Lantern (Ackanomic R1250.18/12) as a game
 * class on the games framework: the Barkeep (the referee: "The Barkeep is
 * the person who started the game ... considered the referee") lists the
 * story elements privately, names the Bard who goes first and gives eir
 * calls (verify, deny, Loose Ends, interruptions, Under The Table); the
 * server keeps the cards (deck, hands, table, burned), deals them at random
 * and sends each Bard eir cards privately (a hidden clock event, so that no
 * public event carries the draws), keeps the turn, notices sleeping Bards
 * after three days, tells the Barkeep privately of every call awaiting em
 * with its deadline, applies the documented default when e does not answer
 * (docs/RULINGS.md R1250.18), awards Ale and their FairPlay points, and
 * checks the win. The rules of play are the pure core's (lantern.c); the
 * moves are parsed in lantern_moves.c; the view is lantern_view.c. */
#include "games/lantern/lantern_game.h"

#include "core/inbox.h"
#include "core/params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(YL_MAX_SEATS == GAME_MAX_SEATS, "the core seats every who the framework has");

const char *yl_nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

void yl_tell_barkeep(ctx *c, game *g, const char *text)
{
	if (g->referee)
		mut_tell(c, g->referee, "Ye Olde Rusty Lantern (R1250.18)", text);
}

static void finish(ctx *c, game *g)
{
	yl_state *s = g->st;
	if (g->status != GS_RUNNING)
		return;
	if (s->winner < 0) {
		ctx_reply(c, "; ");
		game_end(c, g, NULL, 0, s->lame ? "the tale ends (lamely): the deck ran short and "
			 "the Barkeep added no story elements (R1250.18)" : "the tale ends with no "
			 "winner (R1250.18)");
		return;
	}
	int w = s->winner;
	char why[200];
	if (g->duel && s->nring == 1)
		snprintf(why, sizeof why, "%s is the only Bard left in the Duel: e wins (R1250.18)",
			 yl_nm(c, g, w));
	else
		snprintf(why, sizeof why, "%s has no cards, made the last successful play, and no "
			 "Loose Ends or interruptions remain: e wins (R1250.18)", yl_nm(c, g, w));
	ctx_reply(c, "; ");
	game_end(c, g, &w, 1, why);
	/* "If the game was played for ante, the winner gets all the entities in
	 * the pot, and no trophy is made. Otherwise, a standard Trophy is
	 * awarded to the winner." (the pot: yl_pot_settle, the class's ended) */
	if (!s->pot.nante)
		game_trophy(c, g, g->winners[0]);
}

/* The deadline: a deal due now (the clock's hidden event), else the
 * earliest of the Barkeep's reply, the sleeping Bard, the short deck. */
void yl_resched(ctx *c, game *g)
{
	yl_state *s = g->st;
	if (g->status != GS_RUNNING)
		return;
	yl_sync(s, c->now);
	if (s->phase == YL_PLAY && yl_check_win(s) >= 0) {
		finish(c, g);
		return;
	}
	if (s->phase == YL_OVER) {
		finish(c, g);
		return;
	}
	s->tick++;
	if (s->phase != YL_PLAY) {
		game_unschedule(c, g);
		return;
	}
	if (yl_owed_total(s) > 0 && yl_deck_size(s) == 0) {
		if (!s->short_since) {
			/* "If there are not enough cards in the deck, the Barkeep
			 * shall either end the tale (lamely) or add story
			 * elements": e is asked privately. */
			s->short_since = c->now;
			char m[300], span[32];
			format_span(param_int(c->n, "lantern.deck_wait"), span, sizeof span);
			snprintf(m, sizeof m, "game %d: the deck is empty and %d card%s still owed: "
				 "within %s add story elements (`play %d card TEXT`) or end the tale "
				 "(`play %d end`); otherwise it ends lamely (R1250.18; docs/RULINGS.md)",
				 g->id, yl_owed_total(s), yl_owed_total(s) == 1 ? " is" : "s are", span,
				 g->id, g->id);
			yl_tell_barkeep(c, g, m);
		}
	} else {
		s->short_since = 0;
	}
	int64_t due = INT64_MAX;
	if (yl_owed_total(s) > 0 && yl_deck_size(s) > 0)
		due = c->now;
	int64_t reply = param_int(c->n, "lantern.reply");
	if (s->pending >= 0 && s->plays[s->pending].at + reply < due)
		due = s->plays[s->pending].at + reply;
	for (int i = 0; i < s->nint; i++)
		if (s->ints[i].at + reply < due)
			due = s->ints[i].at + reply;
	if (yl_owed_total(s) > 0 && yl_deck_size(s) == 0 && s->short_since &&
	    s->short_since + param_int(c->n, "lantern.deck_wait") < due)
		due = s->short_since + param_int(c->n, "lantern.deck_wait");
	if (!yl_suspended(s) && s->pending < 0 && s->turn >= 0) {
		int64_t from = s->last_try > s->turn_began ? s->last_try : s->turn_began;
		if (from + param_int(c->n, "lantern.sleep") < due)
			due = from + param_int(c->n, "lantern.sleep");
	}
	if (due == INT64_MAX) {
		game_unschedule(c, g);
		return;
	}
	if (due < c->now)
		due = c->now;
	game_schedule(c, g, (gtime)due, (int64_t)(int32_t)s->tick);
}

void yl_announce_turn(ctx *c, game *g)
{
	yl_state *s = g->st;
	yl_check_win(s); /* a tale just won has no next turn */
	if (s->phase != YL_PLAY)
		return;
	if (yl_suspended(s)) {
		ctx_reply(c, "; the tale is suspended (Bards %d, benches %d%s) (R1250.18)", s->nring,
			  s->benches, yl_owed_total(s) > 0 && yl_deck_size(s) == 0 ?
			  ", the deck is empty" : "");
		return;
	}
	if (s->turn >= 0 && s->pending < 0)
		ctx_reply(c, "; it is %s's turn (R1250.18)", yl_nm(c, g, s->turn));
}

static int yl_configure(ctx *c, game *g, int argc, char **argv)
{
	yl_state *s = g->st;
	int64_t benches = param_int(c->n, "lantern.benches");
	int i = 0;
	if (argc >= 2 && strcaseeq(argv[0], "benches")) {
		if (parse_int64(argv[1], &benches) || benches < 2 || benches > YL_MAX_SEATS)
			return ctx_fail(c, "usage: game new lantern [benches N] [ante ITEM...] (N from "
					"2 to %d; R1250.18: the Barkeep announces the number of "
					"benches)", YL_MAX_SEATS);
		i = 2;
	}
	if (i < argc && !strcaseeq(argv[i], "ante"))
		return ctx_fail(c, "usage: game new lantern [benches N] [ante ITEM...] (R1250.18)");
	yl_rules r = yl_default_rules();
	yl_init(s, (int)benches, &r);
	ctx_reply(c, "; %lld benches (R1250.18)", (long long)benches);
	/* "If, in starting the game, the Barkeep announced that the game would
	 * be played for ante, and announced the entities required as ante" */
	if (i < argc)
		return yl_pot_configure(c, g, argc - i - 1, argv + i + 1);
	return 0;
}

static int yl_start(ctx *c, game *g)
{
	yl_state *s = g->st;
	yl_rules r;
	memset(&r, 0, sizeof r);
	r.hand = (int32_t)param_int(c->n, "lantern.hand");
	r.denied = (int32_t)param_int(c->n, "lantern.denied");
	r.pass = (int32_t)param_int(c->n, "lantern.pass");
	r.int_not_held = (int32_t)param_int(c->n, "lantern.interrupt.not_held");
	r.int_unmentioned = (int32_t)param_int(c->n, "lantern.interrupt.unmentioned");
	r.int_late = (int32_t)param_int(c->n, "lantern.interrupt.late");
	r.interrupted = (int32_t)param_int(c->n, "lantern.interrupted");
	r.late = param_int(c->n, "lantern.late");
	int benches = g->duel ? 2 : s->benches; /* "If ... a Duel, there may be only two benches" */
	if (g->nseats > benches)
		return ctx_fail(c, "game %d has %d Bards and %d benches (R1250.18: no more Bards than "
				"benches)", g->id, g->nseats, benches);
	/* The ante the Barkeep announced stays (lantern_pot.c); the rest is
	 * set afresh. Copied as bytes, padding and all. */
	yl_pot *pot = xmalloc(sizeof *pot);
	memcpy(pot, &s->pot, sizeof *pot);
	yl_init(s, benches, &r);
	memcpy(&s->pot, pot, sizeof *pot);
	free(pot);
	/* The Barkeep seats the Bards in the order they joined (docs/RULINGS.md);
	 * e may move a Bard before eir first turn (`place`). */
	for (int i = 0; i < g->nseats; i++)
		yl_sit(s, i, -1);
	ctx_reply(c, "game %d: Ye Olde Rusty Lantern with %d benches; the Bards around the table "
		  "are", g->id, benches);
	for (int k = 0; k < s->nring; k++)
		ctx_reply(c, "%s %s", k ? "," : "", yl_nm(c, g, s->ring[k]));
	ctx_reply(c, " (R1250.18); the Barkeep lists the story elements privately and names the "
		  "Bard who goes first");
	/* "a Bard joining the game must pay an entry fee": those who joined
	 * before the start pay now (a Bard who cannot pay must leave first). */
	for (int i = 0; i < g->nseats; i++)
		if (!(g->seats[i].flags & SEAT_LEFT) && yl_pot_pay(c, g, i, 0))
			return -1;
	char t[300];
	snprintf(t, sizeof t, "game %d: you are the Barkeep. List the story elements privately, "
		 "one card each (`play %d card TEXT`); each Bard is dealt %d when you name the Bard "
		 "who goes first (`play %d first BARD`) (R1250.18)", g->id, g->id, r.hand, g->id);
	yl_tell_barkeep(c, g, t);
	yl_resched(c, g);
	return 0;
}

/* The hidden deal: the draws name cards, so the event is the clock's and
 * hidden; each Bard is told eir new cards privately ("sends them to that
 * Bard via private mail"). */
static uint64_t below(void *arg, uint64_t n)
{
	return rng_below(((ctx *)arg)->rng, n);
}

static void deal(ctx *c, game *g)
{
	yl_state *s = g->st;
	int dealt[YL_MAX_CARDS];
	int16_t before[YL_MAX_CARDS];
	for (int i = 0; i < s->ncards; i++)
		before[i] = s->card[i].holder;
	c->hidden = 1;
	int nd = yl_deal(s, below, c, dealt, YL_MAX_CARDS, c->now);
	(void)nd;
	ctx_reply(c, "game %d: cards dealt privately (R1250.18)", g->id);
	for (int k = 0; k < s->nring; k++) {
		int who = s->ring[k];
		sbuf t = {0};
		int got = 0;
		for (int i = 0; i < s->ncards; i++)
			if (s->card[i].holder == who && before[i] != who &&
			    s->card[i].where == YL_HAND_) {
				sbuf_printf(&t, "%s#%d \"%s\"", got ? ", " : "", i + 1, s->card[i].text);
				got++;
			}
		if (!got) {
			sbuf_free(&t);
			continue;
		}
		sbuf m = {0};
		sbuf_printf(&m, "game %d: you receive %d card%s: %s; you hold %d (R1250.18)", g->id,
			    got, got == 1 ? "" : "s", t.s, yl_hand_size(s, who));
		mut_tell(c, g->seats[who].pid, "the Barkeep (R1250.18)", m.s);
		sbuf_free(&m);
		sbuf_free(&t);
	}
}

static int yl_tick(ctx *c, game *g, int64_t aux)
{
	yl_state *s = g->st;
	if ((int32_t)aux != s->tick || s->phase != YL_PLAY)
		return 0;
	if (yl_owed_total(s) > 0 && yl_deck_size(s) > 0) {
		deal(c, g);
		yl_resched(c, g);
		return 0;
	}
	int64_t reply = param_int(c->n, "lantern.reply");
	const char *sep = "";
	ctx_reply(c, "game %d: ", g->id);
	if (s->pending >= 0 && s->plays[s->pending].at + reply <= c->now) {
		yl_play p = s->plays[s->pending];
		if (p.card >= 0) {
			yl_verify(s, 0, NULL, 0, c->now);
			ctx_reply(c, "the Barkeep did not reply to play %d in time: it stands verified "
				  "and \"%s\" is burned (docs/RULINGS.md R1250.18)", p.no,
				  s->card[p.card].text);
		} else {
			yl_deny(s, c->now);
			ctx_reply(c, "the Barkeep did not reply to play %d in time: it named no card and "
				  "tied off no Loose End, so it is denied (R1250.18)", p.no);
		}
		sep = "; ";
	}
	for (int i = 0; s->pending < 0 && i < s->nint;) {
		yl_int x = s->ints[i];
		if (x.at + reply > c->now) {
			i++;
			continue;
		}
		int out = 0;
		yl_int_reply(s, x.no, 1, c->now, &out);
		ctx_reply(c, "%sthe Barkeep did not reply to interruption %d in time: the mention is "
			  "taken as sufficient (R1250.18: \"e is encouraged to be lenient\"; "
			  "docs/RULINGS.md)", sep, x.no);
		yl_report_int(c, g, x.no, x.seat, x.play, out);
		sep = "; ";
	}
	if (yl_owed_total(s) > 0 && yl_deck_size(s) == 0 && s->short_since &&
	    s->short_since + param_int(c->n, "lantern.deck_wait") <= c->now) {
		ctx_reply(c, "%sthe deck ran short and the Barkeep neither added story elements nor "
			  "ended the tale in time", sep);
		s->lame = 1;
		s->phase = YL_OVER;
		finish(c, g);
		return 0;
	}
	if (!yl_suspended(s) && s->pending < 0 && s->turn >= 0) {
		int64_t from = s->last_try > s->turn_began ? s->last_try : s->turn_began;
		if (from + param_int(c->n, "lantern.sleep") <= c->now) {
			int t = s->turn;
			yl_pass(s, t, -1, 1, c->now);
			char span[32];
			format_span(param_int(c->n, "lantern.sleep"), span, sizeof span);
			ctx_reply(c, "%s%s is asleep (eir turn for %s without trying a play) and is "
				  "considered to have passed; e receives a card (R1250.18)", sep,
				  yl_nm(c, g, t), span);
			yl_note_asleep(c, g, t);
			sep = "; ";
		}
	}
	yl_announce_turn(c, g);
	yl_resched(c, g);
	return 0;
}

void yl_note_asleep(ctx *c, game *g, int who)
{
	yl_state *s = g->st;
	if (s->asleep[who] >= param_int(c->n, "lantern.under_table")) {
		char m[300];
		snprintf(m, sizeof m, "game %d: %s has been asleep for %d of eir turns in a row; you "
			 "may announce that e has gone Under The Table (`play %d table %s`) (R1250.18)",
			 g->id, yl_nm(c, g, who), s->asleep[who], g->id, yl_nm(c, g, who));
		yl_tell_barkeep(c, g, m);
	}
}

static int yl_depart(ctx *c, game *g, int who)
{
	yl_state *s = g->st;
	int on_turn = s->phase == YL_PLAY && s->turn == who;
	if (yl_leave(s, who, c->now) == YL_OK) {
		ctx_reply(c, "; eir cards return to the deck (R1250.18)");
		if (on_turn)
			ctx_reply(c, "; it was eir turn, so e is considered to have passed");
	}
	/* "If the game is being played as a Duel, however, then if at any time
	 * there is only one Bard, that player is the winner." */
	if (g->duel && s->phase != YL_OVER && s->nring == 1) {
		s->winner = s->ring[0];
		s->phase = YL_OVER;
	}
	yl_announce_turn(c, g);
	yl_resched(c, g);
	return 0;
}

static int yl_join(ctx *c, game *g, int who)
{
	yl_state *s = g->st;
	game_touch(c, g); /* a rejoining Bard's seat is not new: journal it here */
	int e = yl_sit(s, who, -1);
	if (e)
		return ctx_fail(c, "%s", yl_error(e));
	if (yl_pot_pay(c, g, who, 1))
		return -1;
	g->seats[who].flags &= ~(unsigned)SEAT_LEFT; /* a Bard who left may rejoin */
	ctx_reply(c, "; the Barkeep may choose another place for em before eir first turn "
		  "(R1250.18)");
	if (s->phase == YL_PLAY)
		ctx_reply(c, "; e is dealt %d cards privately", s->r.hand);
	yl_announce_turn(c, g);
	yl_resched(c, g);
	return 0;
}

static int yl_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const yl_state *s = g->st;
	return s->phase == YL_PLAY && s->turn == who && s->pending < 0 && !yl_suspended(s);
}

const game_class lantern_class = {
	.name = "lantern",
	.title = "Ye Olde Rusty Lantern",
	.rule = "R1250.18",
	.min_players = 2,     /* "There must be at least two Bards for a tale to proceed" */
	.max_players = 0,     /* "Anyone else may join": the benches limit it (yl_sit) */
	.referees = 1,        /* the Barkeep */
	.joins_running = 1,   /* "Anyone else may join (becoming a Bard) at any time" */
	.in_games_grid = 1,   /* R1215: Art, Turn Based ("YORL") */
	.trophy = "Jade Grapefruit", /* "a standard Trophy" (R1250.2) */
	.state_size = sizeof(yl_state),
	.verbs = "lantern CARD|none PROSE... | pass [CARD] | interrupt PLAY CARD; the Barkeep: "
		 "card TEXT | first BARD | place BARD after BARD | verify [loose] [tie CARD...] | "
		 "deny REASON | allow INTERRUPTION | reject INTERRUPTION | asleep | table BARD | end",
	.configure = yl_configure,
	.start = yl_start,
	.act = yl_act,
	.tick = yl_tick,
	.depart = yl_depart,
	.join = yl_join,
	.view = yl_view,
	.awaits = yl_awaits,
	.ended = yl_pot_settle, /* the brass pot, however the tale ends */
};
