/* lantern_moves.c: the moves of Ye Olde Rusty Lantern (Ackanomic
 * R1250.18/12). The Bards: a play (`lantern CARD PROSE...`, the public
 * message "with the word Lantern (or YORL) in the subject header"), a pass
 * with an optional discard, an interruption. The Barkeep (the referee,
 * who -1): the story elements (a hidden move: "The Barkeep shall privately
 * make ... a long list of story elements"), the first Bard, places at the
 * table, the verdicts on plays (with Loose Ends and ties) and on
 * interruptions, sleep for an absent Bard, Under The Table, and ending a
 * tale whose deck ran short. Each call awaited from the Barkeep is told em
 * privately (mut_tell) with what e needs to decide. */
#include "games/lantern/lantern_game.h"

#include "core/params.h"

#include <stdio.h>
#include <string.h>

static int refuse(ctx *c, int e)
{
	return ctx_fail(c, "%s", yl_error(e));
}

/* "#12" or "12": the card's index, -1 if not a card number at all, -2 for
 * a number that names no card. */
static int card_arg(const yl_state *s, const char *w)
{
	int64_t v;
	if (*w == '#')
		w++;
	if (parse_int64(w, &v))
		return -1;
	if (v < 1 || v > s->ncards)
		return -2;
	return (int)(v - 1);
}

static int bard_arg(ctx *c, game *g, const char *name)
{
	const player *p = player_by_name(c->n, name);
	int who = p ? game_seat_of(g, p->id) : -1;
	const yl_state *s = g->st;
	if (who < 0 || who >= YL_MAX_SEATS || !s->in[who]) {
		ctx_fail(c, "%s is not a Bard at the table of game %d (R1250.18)", name, g->id);
		return -1;
	}
	return who;
}

static void table_list(const yl_state *s, sbuf *t)
{
	int n = 0;
	for (int i = 0; i < s->ncards; i++)
		if (s->card[i].where == YL_TABLE)
			sbuf_printf(t, "%s#%d \"%s\"", n++ ? ", " : "", i + 1, s->card[i].text);
	if (!n)
		sbuf_printf(t, "none");
}

static void deadline_text(ctx *c, char *buf, size_t n)
{
	format_span(param_int(c->n, "lantern.reply"), buf, n);
}

static int act_play(ctx *c, game *g, int who, int argc, char **argv)
{
	yl_state *s = g->st;
	if (argc < 3)
		return ctx_fail(c, "usage: play %d lantern CARD PROSE... (CARD: one of your cards, or "
				"`none` when you hold none; R1250.18)", g->id);
	int card = -1;
	if (!strcaseeq(argv[1], "none")) {
		card = card_arg(s, argv[1]);
		if (card == -1)
			return ctx_fail(c, "usage: play %d lantern CARD PROSE... (CARD: the number of one "
					"of your cards, or `none`; R1250.18)", g->id);
		if (card < 0)
			return refuse(c, YL_E_CARD);
	}
	int e = yl_attempt(s, who, card, argc - 2, c->now);
	if (e)
		return refuse(c, e);
	const yl_play *p = &s->plays[s->pending];
	sbuf prose = {0};
	for (int i = 2; i < argc; i++)
		sbuf_printf(&prose, "%s%s", i > 2 ? " " : "", argv[i]);
	ctx_reply(c, "%s attempts play %d in game %d", c->actor->name, p->no, g->id);
	if (card >= 0)
		ctx_reply(c, " with card #%d \"%s\"", card + 1, s->card[card].text);
	else
		ctx_reply(c, " with no card");
	ctx_reply(c, " (%d words): %s (R1250.18); the Barkeep verifies or denies it", p->words,
		  prose.s);
	/* The Barkeep's call, privately, with what e needs to make it. */
	char span[32];
	deadline_text(c, span, sizeof span);
	sbuf t = {0}, tb = {0};
	table_list(s, &tb);
	sbuf_printf(&t, "game %d: %s attempts play %d with %s%s%s (%d words; 150 to 300 words or "
		    "the length of previous segments are good guidelines): %s. Loose Ends on the "
		    "table: %s.", g->id, c->actor->name, p->no, card >= 0 ? "card \"" : "no card",
		    card >= 0 ? s->card[card].text : "", card >= 0 ? "\"" : "", p->words, prose.s,
		    tb.s);
	if (c->now - s->turn_began > s->r.late)
		sbuf_printf(&t, " It was attempted more than %s after the beginning of eir turn "
			    "(a ground for denial).", span);
	sbuf_printf(&t, " Reply within %s: `play %d verify [loose] [tie CARD...]` or `play %d "
		    "deny REASON`; otherwise the play stands verified%s (R1250.18; docs/RULINGS.md)",
		    span, g->id, g->id, card >= 0 ? "" : " only if it is denied (it names no card)");
	yl_tell_barkeep(c, g, t.s);
	sbuf_free(&t);
	sbuf_free(&tb);
	sbuf_free(&prose);
	return 0;
}

static int act_pass(ctx *c, game *g, int who, int argc, char **argv)
{
	yl_state *s = g->st;
	int card = -1;
	if (argc > 2)
		return ctx_fail(c, "usage: play %d pass [CARD] (R1250.18)", g->id);
	if (argc == 2) {
		card = card_arg(s, argv[1]);
		if (card == -1)
			return ctx_fail(c, "usage: play %d pass [CARD] (R1250.18)", g->id);
		if (card < 0)
			return refuse(c, YL_E_CARD);
	}
	int e = yl_pass(s, who, card, 0, c->now);
	if (e)
		return refuse(c, e);
	ctx_reply(c, "%s passes in game %d", c->actor->name, g->id);
	if (card >= 0)
		ctx_reply(c, " and discards \"%s\", which is burned", s->card[card].text);
	ctx_reply(c, "; e receives a card (R1250.18)");
	return 0;
}

void yl_report_int(ctx *c, game *g, int no, int who, int play, int outcome)
{
	const yl_state *s = g->st;
	const yl_play *p = yl_play_by_no(s, play);
	switch (outcome) {
	case 1:
		ctx_reply(c, "; interruption %d of play %d succeeds: it is now %s's turn, and %s "
			  "receives a card (R1250.18)", no, play, yl_nm(c, g, who),
			  p ? yl_nm(c, g, p->seat) : "the interrupted Bard");
		break;
	case 2:
		ctx_reply(c, "; interruption %d is denied: its element was not sufficiently "
			  "mentioned; the card is burned and %s receives two cards (R1250.18)", no,
			  yl_nm(c, g, who));
		break;
	default:
		ctx_reply(c, "; interruption %d is denied as too late; the card is burned and %s "
			  "receives a card (R1250.18)", no, yl_nm(c, g, who));
	}
}

static int act_interrupt(ctx *c, game *g, int who, int argc, char **argv)
{
	yl_state *s = g->st;
	int64_t play;
	if (argc != 3 || parse_int64(argv[1], &play) || play < 1 || play > INT32_MAX)
		return ctx_fail(c, "usage: play %d interrupt PLAY CARD (R1250.18)", g->id);
	int card = card_arg(s, argv[2]);
	if (card == -1)
		return ctx_fail(c, "usage: play %d interrupt PLAY CARD (R1250.18)", g->id);
	int denied = 0, no = 0;
	int e = yl_interrupt(s, who, (int)play, card, c->now, &denied, &no);
	if (e)
		return refuse(c, e);
	if (denied) {
		/* The same words whoever holds the card, or if none does. */
		ctx_reply(c, "%s tries to interrupt play %d in game %d with a card e does not hold: "
			  "the interruption is denied and e is dealt one card as a penalty (R1250.18)",
			  c->actor->name, (int)play, g->id);
		return 0;
	}
	ctx_reply(c, "%s interrupts play %d in game %d with card #%d \"%s\" (interruption %d, "
		  "R1250.18); the Barkeep replies to it", c->actor->name, (int)play, g->id, card + 1,
		  s->card[card].text, no);
	const yl_play *p = yl_play_by_no(s, (int)play);
	char span[32];
	deadline_text(c, span, sizeof span);
	sbuf t = {0};
	sbuf_printf(&t, "game %d: %s interrupts play %d (by %s) with \"%s\" (interruption %d). "
		    "Was the element sufficiently mentioned in that play (be lenient)? Reply within "
		    "%s: `play %d allow %d` or `play %d reject %d`; otherwise it is taken as "
		    "mentioned (R1250.18; docs/RULINGS.md)", g->id, c->actor->name, (int)play,
		    yl_nm(c, g, p->seat), s->card[card].text, no, span, g->id, no, g->id, no);
	if (s->pending >= 0)
		sbuf_printf(&t, ". Reply to play %d first.", s->plays[s->pending].no);
	yl_tell_barkeep(c, g, t.s);
	sbuf_free(&t);
	return 0;
}

/* `verify [loose] [tie CARD...]` */
static int act_verify(ctx *c, game *g, int argc, char **argv)
{
	yl_state *s = g->st;
	int loose = 0, ties[YL_MAX_CARDS], nties = 0, in_ties = 0;
	for (int i = 1; i < argc; i++) {
		if (strcaseeq(argv[i], "loose") && !in_ties) {
			loose = 1;
		} else if (strcaseeq(argv[i], "tie") && !in_ties) {
			in_ties = 1;
		} else if (in_ties && nties < YL_MAX_CARDS) {
			int k = card_arg(s, argv[i]);
			if (k == -1)
				return ctx_fail(c, "usage: play %d verify [loose] [tie CARD...] (R1250.18)",
						g->id);
			if (k < 0)
				return refuse(c, YL_E_TABLE);
			ties[nties++] = k;
		} else {
			return ctx_fail(c, "usage: play %d verify [loose] [tie CARD...] (R1250.18)",
					g->id);
		}
	}
	if (s->pending < 0)
		return refuse(c, YL_E_NOPENDING);
	yl_play p = s->plays[s->pending];
	if (loose && p.card < 0)
		return ctx_fail(c, "play %d named no card, so none can become a Loose End (R1250.18)",
				p.no);
	int e = yl_verify(s, loose, ties, nties, c->now);
	if (e)
		return refuse(c, e);
	ctx_reply(c, "the Barkeep verifies play %d by %s in game %d", p.no, yl_nm(c, g, p.seat),
		  g->id);
	if (p.card >= 0)
		ctx_reply(c, loose ? "; \"%s\" is a new Loose End and goes on the table" :
			  "; \"%s\" is burned", s->card[p.card].text);
	for (int i = 0; i < nties; i++)
		ctx_reply(c, "%s\"%s\"", i ? ", " : "; tied off: ", s->card[ties[i]].text);
	if (nties) {
		ctx_reply(c, "; %s receives %d Ale and with each a FairPlay Award (R1250.18)",
			  yl_nm(c, g, p.seat), nties);
		int pid = g->seats[p.seat].pid;
		for (int i = 0; i < nties; i++)
			game_points(c, g, pid, param_int(c->n, "lantern.ale.points"));
	}
	ctx_reply(c, " (R1250.18)");
	return 0;
}

static const char *const reasons[] = {
	"incomprehensible", "it is incomprehensible",
	"nonsequitur", "it is a non sequitur from the previous bit of the story",
	"spirit", "it is not in the spirit of the game",
	"length", "it is too long or too short",
	"nocard", "the Bard has cards, but none of them is specified",
	"noties", "no card was specified, and no Loose Ends were tied off",
	"late", "the play was attempted more than three days after the beginning of the Bard's "
		"turn",
	"element", "a card was specified, but the text didn't bring it into the tale",
};

static int act_deny(ctx *c, game *g, int argc, char **argv)
{
	yl_state *s = g->st;
	const char *why = NULL;
	for (size_t i = 0; argc == 2 && i < sizeof reasons / sizeof *reasons; i += 2)
		if (strcaseeq(argv[1], reasons[i]))
			why = reasons[i + 1];
	if (!why)
		return ctx_fail(c, "usage: play %d deny REASON, one of incomprehensible, nonsequitur, "
				"spirit, length, nocard, noties, late, element (R1250.18: \"The Barkeep "
				"may deny a play for any of the following reasons\")", g->id);
	if (s->pending < 0)
		return refuse(c, YL_E_NOPENDING);
	yl_play p = s->plays[s->pending];
	if (strcaseeq(argv[1], "late") && p.at - s->turn_began <= s->r.late)
		return ctx_fail(c, "play %d was attempted within three days of the beginning of the "
				"Bard's turn (R1250.18)", p.no);
	if (strcaseeq(argv[1], "element") && p.card < 0)
		return ctx_fail(c, "play %d specified no card (R1250.18)", p.no);
	if ((strcaseeq(argv[1], "noties") || strcaseeq(argv[1], "nocard")) && p.card >= 0)
		return ctx_fail(c, "play %d specified a card (R1250.18)", p.no);
	yl_deny(s, c->now);
	ctx_reply(c, "the Barkeep denies play %d by %s in game %d: %s", p.no, yl_nm(c, g, p.seat),
		  g->id, why);
	if (p.card >= 0)
		ctx_reply(c, "; \"%s\" is burned and %s receives %d cards", s->card[p.card].text,
			  yl_nm(c, g, p.seat), s->r.denied);
	ctx_reply(c, " (R1250.18)");
	return 0;
}

static int act_int_reply(ctx *c, game *g, int mentioned, int argc, char **argv)
{
	yl_state *s = g->st;
	int64_t no;
	if (argc != 2 || parse_int64(argv[1], &no) || no < 1 || no > INT32_MAX)
		return ctx_fail(c, "usage: play %d %s INTERRUPTION (R1250.18)", g->id, argv[0]);
	int i = yl_int_index(s, (int)no);
	if (i < 0)
		return refuse(c, YL_E_INT);
	yl_int x = s->ints[i];
	int out = 0;
	int e = yl_int_reply(s, (int)no, mentioned, c->now, &out);
	if (e)
		return refuse(c, e);
	ctx_reply(c, "the Barkeep rules that \"%s\" was %ssufficiently mentioned in play %d",
		  s->card[x.card].text, mentioned ? "" : "not ", x.play);
	yl_report_int(c, g, (int)no, x.seat, x.play, out);
	return 0;
}

static int barkeep(ctx *c, game *g, int argc, char **argv)
{
	yl_state *s = g->st;
	const char *v = argv[0];
	int e;
	if (strcaseeq(v, "card")) {
		/* "The Barkeep shall privately make (or obtain) a long list of
		 * story elements": a hidden move. */
		c->hidden = 1;
		if (argc < 2)
			return ctx_fail(c, "usage: play %d card TEXT (R1250.18)", g->id);
		if (s->phase == YL_OVER)
			return refuse(c, YL_E_PHASE);
		sbuf t = {0};
		for (int i = 1; i < argc; i++)
			sbuf_printf(&t, "%s%s", i > 1 ? " " : "", argv[i]);
		int k = yl_add_card(s, t.s);
		sbuf_free(&t);
		if (k < 0)
			return refuse(c, -k);
		ctx_reply(c, "game %d: card #%d \"%s\" is added to the deck (R1250.18); the deck holds "
			  "%d", g->id, k + 1, s->card[k].text, yl_deck_size(s));
		return 1; /* hidden: nothing to announce */
	}
	if (strcaseeq(v, "first") && argc == 2) {
		int who = bard_arg(c, g, argv[1]);
		if (who < 0)
			return -1;
		if ((e = yl_begin(s, who, c->now)))
			return refuse(c, e);
		ctx_reply(c, "the Barkeep names %s to go first in game %d; each Bard is dealt %d cards "
			  "privately (R1250.18)", argv[1], g->id, s->r.hand);
		return 0;
	}
	if (strcaseeq(v, "place") && argc == 4 && strcaseeq(argv[2], "after")) {
		int who = bard_arg(c, g, argv[1]);
		int after = who < 0 ? -1 : bard_arg(c, g, argv[3]);
		if (who < 0 || after < 0)
			return -1;
		if ((e = yl_place(s, who, after)))
			return ctx_fail(c, "%s", e == YL_E_PHASE ? "the Barkeep chooses a Bard's place "
					"when e joins, before eir first turn (R1250.18)" : yl_error(e));
		ctx_reply(c, "the Barkeep seats %s after %s in game %d (R1250.18)", argv[1], argv[3],
			  g->id);
		return 0;
	}
	if (strcaseeq(v, "verify"))
		return act_verify(c, g, argc, argv);
	if (strcaseeq(v, "deny"))
		return act_deny(c, g, argc, argv);
	if (strcaseeq(v, "allow") || strcaseeq(v, "reject"))
		return act_int_reply(c, g, strcaseeq(v, "allow"), argc, argv);
	if (strcaseeq(v, "asleep") && argc == 1) {
		/* "If it is ever a Bard's turn while that Bard is vacationing ...
		 * or while he is On Ice, the Barkeep may declare that player
		 * Asleep" */
		if (s->phase != YL_PLAY)
			return refuse(c, YL_E_PHASE);
		if (yl_suspended(s) || s->turn < 0)
			return refuse(c, YL_E_SUSPENDED);
		int t = s->turn;
		const player *p = player_by_id(c->n, g->seats[t].pid);
		if (!p || !player_is_absent(p))
			return ctx_fail(c, "%s is not on Vacation or On Ice: a Bard is asleep after "
					"three days of eir turn without a play (R1250.18)",
					yl_nm(c, g, t));
		/* "vacationing with an expected return 3 or more days away": the
		 * vacation's expected end (R250 V c, its deadline). */
		const deadline *back = p->state == PS_VACATIONING && p->state_deadline ?
				       deadline_by_id(c->n, p->state_deadline) : NULL;
		int64_t away = param_int(c->n, "lantern.away");
		if (back && (int64_t)back->due - c->now < away) {
			char span[32];
			format_span(away, span, sizeof span);
			return ctx_fail(c, "%s is expected back from Vacation within %s: e is asleep "
					"only after three days of eir turn without a play (R1250.18)",
					yl_nm(c, g, t), span);
		}
		if ((e = yl_pass(s, t, -1, 1, c->now)))
			return refuse(c, e);
		ctx_reply(c, "the Barkeep declares %s Asleep (absent) in game %d: e is considered "
			  "to have passed and receives a card (R1250.18)", yl_nm(c, g, t), g->id);
		yl_note_asleep(c, g, t);
		return 0;
	}
	if (strcaseeq(v, "table") && argc == 2) {
		int who = bard_arg(c, g, argv[1]);
		if (who < 0)
			return -1;
		if (s->asleep[who] < param_int(c->n, "lantern.under_table"))
			return refuse(c, YL_E_ASLEEP);
		yl_leave(s, who, c->now);
		g->seats[who].flags |= SEAT_LEFT;
		yl_pot_under_table(g, who); /* "e need not pay ante" to rejoin */
		ctx_reply(c, "the Barkeep announces that %s has gone Under The Table: e is removed "
			  "from game %d, eir bench is empty and eir cards return to the deck "
			  "(R1250.18)", argv[1], g->id);
		if (g->duel && s->nring == 1) {
			s->winner = s->ring[0];
			s->phase = YL_OVER;
		}
		return 0;
	}
	if (strcaseeq(v, "end") && argc == 1) {
		/* "If there are not enough cards in the deck, the Barkeep shall
		 * either end the tale (lamely) or add story elements" */
		if (s->phase != YL_PLAY || yl_owed_total(s) == 0 || yl_deck_size(s) > 0)
			return ctx_fail(c, "the Barkeep may end the tale only when the deck cannot "
					"cover the cards owed (R1250.18)");
		s->lame = 1;
		s->phase = YL_OVER;
		ctx_reply(c, "the Barkeep ends game %d: the deck ran short (R1250.18)", g->id);
		return 0;
	}
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

int yl_act(ctx *c, game *g, int who, int argc, char **argv)
{
	yl_state *s = g->st;
	size_t mark = c->out.len;
	int rc;
	const char *v = argv[0];
	if (who < 0) {
		rc = barkeep(c, g, argc, argv);
	} else if (strcaseeq(v, "card") || strcaseeq(v, "first") || strcaseeq(v, "place") ||
		   strcaseeq(v, "verify") || strcaseeq(v, "deny") || strcaseeq(v, "allow") ||
		   strcaseeq(v, "reject") || strcaseeq(v, "asleep") || strcaseeq(v, "table") ||
		   strcaseeq(v, "end")) {
		return ctx_fail(c, "only the Barkeep (the referee, %s) may %s (R1250.18)",
				holder_name(c->n, g->referee), v);
	} else if (strcaseeq(v, "lantern") || strcaseeq(v, "yorl")) {
		rc = act_play(c, g, who, argc, argv);
	} else if (strcaseeq(v, "pass")) {
		rc = act_pass(c, g, who, argc, argv);
	} else if (strcaseeq(v, "interrupt")) {
		rc = act_interrupt(c, g, who, argc, argv);
	} else {
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	}
	if (rc < 0)
		return rc;
	if (rc == 1) { /* the Barkeep's hidden list: only the deal may follow */
		yl_resched(c, g);
		return 0;
	}
	yl_announce_turn(c, g);
	game_announce_reply(c, mark);
	(void)s;
	yl_resched(c, g);
	return 0;
}
