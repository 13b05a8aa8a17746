/* pooker_game.c: A Nomic's Cards and Pooker (seed 001, R384-R399) as one
 * long-running instance of the `pooker` class: the nomic-wide Deck and
 * Hands (a cards_table, four packs), the Dealer (R386: the instance's
 * referee, who must hold the Dealer office, created if absent), dealing by
 * R387's die through the engine's replayable random source, the Dealer's
 * report each nweek (R390), Cards for Votes (R391), Pooker trades (R394,
 * R395), the Motion to Show Cards (R396, voted by the governance method
 * "majority-of-players"), Showdowns with declared arrangements checked by
 * pooker_check_arrangement (R396, R397), the prize (R396) and a player's
 * own best arrangement (pooker_best).
 *
 * Secrecy: a Hand is seen only by its holder and the Dealer (who dealt it).
 * Every deal is a hidden event (its die rolls name the card), and so are
 * trade notices (R395 "privately") and `best`. The Dealer's report is a
 * public event of its own that names only who received cards and their
 * backs (R390 "No other information"). Shown arrangements are public (R396
 * "post a message to a public forum"), and a shown PCard stays with its
 * shower until the close returns it to the Deck. No refusal or reply
 * tells a player anything of another's Hand or trade notices (issue 12;
 * pooker_moves.c). Readings: docs/RULINGS.md. The
 * players' moves are in pooker_moves.c; the state in pooker_game.h. */
#include "core/command.h"
#include "games/pooker/pooker_game.h"
#include "gov/gov.h"
#include "gov/method.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static uint64_t below(void *arg, uint64_t bound)
{
	return rng_below(arg, bound);
}

/* An nweek is a calendar week (Ackanomic R380, util.h). */
static gtime next_nweek(gtime now)
{
	return calendar_week_start(calendar_week(now) + 1);
}

static int64_t nweek_of(gtime now)
{
	return calendar_week(now);
}

static int64_t ballot_sig(const nomic *n, int pid)
{
	const gov *gv = gov_peek(n);
	int64_t s = 0;
	for (int i = 0; gv && i < gv->nproposals; i++) {
		const proposal *p = gv->proposals[i];
		if (pid - 1 < p->nballots && p->ballots[pid - 1])
			s += (int64_t)p->number * 8 + p->ballots[pid - 1] + 1000000;
	}
	return s;
}

static void snapshot(ctx *c, pk_state *s)
{
	for (int pid = 1; pid < PK_PIDS; pid++)
		s->sig[pid] = pid <= c->n->nplayers ? ballot_sig(c->n, pid) : 0;
}

int pk_is_player(const nomic *n, int pid)
{
	const player *p = pid > 0 && pid <= n->nplayers ? player_by_id(n, pid) : NULL;
	return p && p->state != PS_NONPLAYER;
}

int pk_nplayers(const nomic *n)
{
	int k = 0;
	for (int pid = 1; pid <= n->nplayers; pid++)
		k += pk_is_player(n, pid);
	return k;
}

int pk_count_pcards(const pk_state *s, int pid, cards_card *out)
{
	cards_card all[CARDS_MAX];
	int n = cards_hand(&s->t, pid, all, CARDS_MAX), k = 0;
	for (int i = 0; i < n; i++)
		if (pooker_is_pcard(all[i])) {
			if (out)
				out[k] = all[i];
			k++;
		}
	return k;
}

const char *pk_cname(cards_card c, char *buf, size_t n)
{
	cards_format(c, true, false, buf, n);
	return buf;
}

int pk_shown_by(const pk_state *s, cards_card c)
{
	for (int i = 0; s->showdown && i < s->nshown; i++) {
		const pk_show *sh = &s->shown[i];
		int n = 0;
		for (int h = 0; h < sh->nhands; h++)
			n += sh->size[h];
		for (int k = 0; k < n; k++)
			if (sh->card[k] == c)
				return sh->pid;
	}
	return 0;
}

static void reschedule(ctx *c, game *g)
{
	pk_state *s = g->st;
	gtime due = next_nweek(c->now);
	if (s->report_due)
		due = c->now;
	if (s->motion && s->motion_until < due)
		due = s->motion_until;
	if (s->showdown && s->show_until < due)
		due = s->show_until;
	game_schedule(c, g, due, ++s->ticks);
}

/* R387: one card from the Deck to pid; 0 if the Deck is empty. */
static cards_card deal_one(ctx *c, game *g, int pid)
{
	pk_state *s = g->st;
	cards_rng r = {below, c->rng};
	cards_card card;
	if (cards_deal(&s->t, pid, &r, &card, NULL) != CARDS_OK)
		return 0;
	if (game_seat_of(g, pid) < 0)
		game_add_seat(c, g, pid);
	if (s->nrecv < PK_REPORT)
		s->recv[s->nrecv++] = (pk_recv){pid, cards_pack_of(card)};
	return card;
}

static int dealer_ok(ctx *c, game *g)
{
	const office *o = office_by_name(c->n, "Dealer");
	if (!o)
		o = mut_add_office(c, "Dealer");
	/* R386: the Dealer runs the Deck; the opener is the original Dealer
	 * when the office is vacant. */
	if (!o->holder)
		mut_office_holder(c, (office *)o, g->referee);
	if (o->holder != g->referee)
		return ctx_fail(c, "%s holds the Dealer office; the Dealer referees Pooker (R386)",
				holder_name(c->n, o->holder));
	return 0;
}

/* R386: the Dealer is whoever holds the office. When it changes hands
 * (an election, R386 "an Elected Officer"), the instance follows at its
 * next move or tick, and the new Dealer's cards join the Deck (R389: the
 * Deck is what the Dealer owns; R388: the Dealer has no Hand). A show of
 * eirs at the open Showdown then no longer counts: its cards are the
 * Deck's already (R396, R397: a Poker Hand is a Player's). The referee is
 * set here without game_set_referee's record: a Pooker move is always its
 * mover's own, so a former Dealer substituting gains nothing. */
static void follow_dealer(ctx *c, game *g)
{
	pk_state *s = g->st;
	const office *o = office_by_name(c->n, "Dealer");
	if (!o || !o->holder || o->holder >= PK_PIDS)
		return;
	int changed = o->holder != g->referee;
	int moved = 0;
	for (int card = 1; card <= CARDS_MAX; card++)
		if (s->t.holder[card] == o->holder &&
		    cards_transfer(&s->t, (cards_card)card, o->holder, CARDS_DECK) == CARDS_OK)
			moved++;
	int withdrawn = 0;
	for (int i = 0; s->showdown && i < s->nshown; i++)
		if (s->shown[i].pid == o->holder) {
			memmove(&s->shown[i], &s->shown[i + 1],
				(size_t)(s->nshown - i - 1) * sizeof s->shown[0]);
			s->nshown--;
			withdrawn = 1;
			break;
		}
	if (!changed && !moved)
		return;
	g->referee = o->holder;
	if (changed)
		ctx_reply(c, "%s holds the Dealer office and now deals game %d (R386)",
			  holder_name(c->n, o->holder), g->id);
	else
		ctx_reply(c, "%s deals game %d (R386)", holder_name(c->n, o->holder), g->id);
	if (moved)
		ctx_reply(c, "; eir %d card%s the Deck (R389)", moved,
			  moved == 1 ? " joins" : "s join");
	if (withdrawn)
		ctx_reply(c, "; eir show at the Showdown no longer counts: the Dealer has no Hand "
			  "(R388, R396)");
	ctx_reply(c, "\n");
}

/* `game referee` (R1250.1 VI d, e) on the Cards: the Dealer office decides
 * who deals (R386), so only its holder. */
static int pk_referee_ok(ctx *c, game *g, int pid)
{
	const office *o = office_by_name(c->n, "Dealer");
	if (!o || o->holder != pid)
		return ctx_fail(c, "the holder of the Dealer office deals game %d; the office is "
				"filled by election, not by `game referee` (R386)", g->id);
	return 0;
}

static int pk_configure(ctx *c, game *g, int argc, char **argv)
{
	(void)argv;
	if (argc)
		return ctx_fail(c, "Pooker takes no options");
	for (int i = 0; i < games_count(c->n); i++) {
		const game *o = game_at(c->n, i);
		if (o != g && o->cls == g->cls && o->status != GS_ENDED)
			return ctx_fail(c, "game %d already holds the nomic's Cards", o->id);
	}
	return dealer_ok(c, g);
}

static int pk_start(ctx *c, game *g)
{
	pk_state *s = g->st;
	if (dealer_ok(c, g))
		return -1;
	cards_table_init(&s->t, CARDS_NPACKS); /* R389 */
	s->nweek = nweek_of(c->now);
	snapshot(c, s);
	ctx_reply(c, "the Deck holds %d cards of the Red, Blue, Fish and Corporate packs (R385, "
		  "R389); %s is the Dealer (R386)", cards_deck_count(&s->t),
		  holder_name(c->n, g->referee));
	reschedule(c, g);
	return 0;
}

/* ---- the clock: nweeks, the report, motions, Showdowns ---- */

/* R390: who received Cards, and each Card's Back; nothing else. */
static void post_report(ctx *c, game *g, const pk_recv *r, int n)
{
	ctx_reply(c, "the Dealer's report for game %d (R390):", g->id);
	if (!n)
		ctx_reply(c, " nobody received Cards");
	int done[PK_REPORT] = {0}, first = 1;
	for (int i = 0; i < n; i++) {
		if (done[i])
			continue;
		int per[CARDS_NPACKS] = {0};
		for (int j = i; j < n; j++)
			if (r[j].pid == r[i].pid) {
				per[r[j].pack]++;
				done[j] = 1;
			}
		ctx_reply(c, "%s %s received", first ? "" : ";", holder_name(c->n, r[i].pid));
		for (int p = 0, k = 0; p < CARDS_NPACKS; p++)
			if (per[p])
				ctx_reply(c, "%s %d %s", k++ ? "," : "", per[p], cards_pack_name(p));
		first = 0;
	}
}

static void new_nweek(ctx *c, game *g)
{
	pk_state *s = g->st;
	/* R391: who voted in the nweek just ended: whose ballots changed. */
	int32_t voters[PK_PIDS];
	int nv = 0;
	for (int pid = 1; pid < PK_PIDS && pid <= c->n->nplayers; pid++)
		if (pk_is_player(c->n, pid) && ballot_sig(c->n, pid) != s->sig[pid])
			voters[nv++] = pid;
	memcpy(s->report, s->recv, sizeof s->report);
	s->nreport = s->nrecv;
	s->nrecv = 0;
	s->report_due = 1;
	s->nweek = nweek_of(c->now);
	snapshot(c, s);
	/* The reply names no card: a clock event's reply may reach whoever's
	 * command ran it. Each player sees eir card in eir view (R387). */
	ctx_reply(c, "game %d: a new nweek begins; Cards for Votes (R391):", g->id);
	int dealt = 0;
	for (int i = 0; i < nv; i++) {
		if (!deal_one(c, g, voters[i])) {
			ctx_reply(c, "%s the Deck is empty, so no more Cards (R387)", dealt ? ";" : "");
			break;
		}
		ctx_reply(c, "%s a card to %s", dealt++ ? "," : "", holder_name(c->n, voters[i]));
	}
	if (!nv)
		ctx_reply(c, " nobody voted in the last nweek");
}

void pk_start_showdown(ctx *c, game *g, int declarer)
{
	pk_state *s = g->st;
	s->showdown = 1;
	s->declarer = declarer;
	s->show_until = c->now + SHOW_WINDOW;
	s->nshown = 0;
	ctx_reply(c, "; a Showdown in game %d: each player may show eir PCards with `play %d show "
		  "...` until the clock closes it in 3 days (R396)", g->id, g->id);
}

/* R396: the prize, and every shown PCard back to the Deck. Each step is
 * checked: a shown card is still its shower's (trades refuse shown cards,
 * and a shower who becomes the Dealer is withdrawn, follow_dealer), and a
 * close that finds otherwise is refused whole rather than half done. */
static int end_showdown(ctx *c, game *g)
{
	pk_state *s = g->st;
	for (int i = 0; i < s->nshown; i++) {
		const pk_show *sh = &s->shown[i];
		for (int h = 0, k = 0; h < sh->nhands; h++)
			for (int j = 0; j < sh->size[h]; j++, k++)
				if (s->t.holder[sh->card[k]] != sh->pid)
					return ctx_fail(c, "game %d: the Showdown cannot close: a shown "
							"PCard is not its shower's (R396)", g->id);
	}
	int totals[PK_SHOWN], prize[PK_SHOWN], rem = 0;
	for (int i = 0; i < s->nshown; i++)
		totals[i] = s->shown[i].score;
	int w = pooker_showdown_prizes(totals, s->nshown, prize, &rem);
	const currency *pts = currency_by_name(c->n, "points");
	int len = snprintf(s->last, sizeof s->last, "Showdown %d:", ++s->showdowns);
	if (!w)
		len += snprintf(s->last + len, sizeof s->last - (size_t)len, " nobody showed");
	for (int i = 0; i < s->nshown && len < (int)sizeof s->last; i++)
		len += snprintf(s->last + len, sizeof s->last - (size_t)len, " %s %d%s",
				holder_name(c->n, s->shown[i].pid), totals[i],
				prize[i] ? " (wins)" : "");
	int top = 0;
	for (int i = 0; i < s->nshown; i++)
		if (prize[i] && totals[i] > top)
			top = totals[i];
	if (w)
		ctx_reply(c, "game %d: %s; the prize of %d points from the Bank goes to the highest "
			  "total%s (R396)", g->id, s->last, top, w > 1 ? ", divided" : "");
	else
		ctx_reply(c, "game %d: %s, so nobody wins (R396)", g->id, s->last);
	for (int i = 0; i < s->nshown; i++) {
		const pk_show *sh = &s->shown[i];
		if (!prize[i] || !pts)
			continue;
		const player *p = player_by_id(c->n, sh->pid);
		/* Points from the Bank; one who cannot gain points gets nothing,
		 * and the close says so (docs/RULINGS.md). */
		if (!p || p->state == PS_NONPLAYER || p->state == PS_ONICE) {
			int ice = p && p->state == PS_ONICE;
			ctx_reply(c, "; %s %s, so eir %d points are not paid (R396, R250 %s)",
				  holder_name(c->n, sh->pid), ice ? "is On Ice" : "is not a Player",
				  prize[i], ice ? "VI d" : "VII");
			continue;
		}
		if (ledger_add(c, sh->pid, pts, prize[i]))
			return -1;
	}
	/* R396: all PCards that were shown are returned to the Deck. */
	for (int i = 0; i < s->nshown; i++) {
		const pk_show *sh = &s->shown[i];
		for (int h = 0, k = 0; h < sh->nhands; h++)
			for (int j = 0; j < sh->size[h]; j++, k++)
				if (cards_transfer(&s->t, sh->card[k], sh->pid, CARDS_DECK) != CARDS_OK)
					return ctx_fail(c, "game %d: the Showdown cannot close: a shown "
							"PCard is not its shower's (R396)", g->id);
	}
	s->showdown = 0;
	s->nshown = 0;
	return 0;
}

static int pk_tick(ctx *c, game *g, int64_t aux)
{
	pk_state *s = g->st;
	if (aux != s->ticks)
		return 0;
	follow_dealer(c, g);
	if (s->report_due) {
		s->report_due = 0;
		post_report(c, g, s->report, s->nreport); /* public */
	} else if (nweek_of(c->now) > s->nweek) {
		c->hidden = 1; /* the deals' rolls name the cards */
		new_nweek(c, g);
	} else if (s->motion && c->now >= s->motion_until) {
		s->motion = 0;
		ctx_reply(c, "game %d: the Motion to Show Cards fails (R396)", g->id);
	} else if (s->showdown && c->now >= s->show_until) {
		if (end_showdown(c, g))
			return -1;
	}
	reschedule(c, g);
	return 0;
}

static int pk_act(ctx *c, game *g, int me, int argc, char **argv)
{
	pk_state *s = g->st;
	const char *v = argv[0];
	follow_dealer(c, g);
	int dealer = c->actor->id == g->referee;
	if (strcaseeq(v, "deal") && argc == 2) {
		/* R387: the Dealer deals when a rule requires it. */
		if (!dealer)
			return ctx_fail(c, "only the Dealer deals (R386, R387)");
		player *p = arg_player(c, argv[1]);
		if (!p)
			return -1;
		if (p->id == g->referee || p->id >= PK_PIDS)
			return ctx_fail(c, "the Dealer has no Hand (R388)");
		c->hidden = 1;
		char buf[CARDS_NAME_LEN];
		cards_card card = deal_one(c, g, p->id);
		if (!card)
			return ctx_fail(c, "the Deck is empty: the Dealer cannot Deal a Card (R387)");
		ctx_reply(c, "the Dealer deals %s to %s (R387)", pk_cname(card, buf, sizeof buf),
			  p->name);
		return 0;
	}
	if (strcaseeq(v, "report") && argc == 1) {
		if (!dealer)
			return ctx_fail(c, "only the Dealer reports (R390)");
		ctx_reply(c, "so far this nweek: ");
		post_report(c, g, s->recv, s->nrecv);
		return 0;
	}
	if (dealer)
		return ctx_fail(c, "the Dealer has no Hand and does not play Pooker (R388)");
	if (strcaseeq(v, "hand") && argc == 1) {
		c->hidden = 1;
		cards_card all[CARDS_MAX];
		int n = cards_hand(&s->t, c->actor->id, all, CARDS_MAX);
		ctx_reply(c, "your Hand (%d):", n);
		for (int i = 0; i < n; i++) {
			char buf[CARDS_NAME_LEN];
			ctx_reply(c, " %s", pk_cname(all[i], buf, sizeof buf));
		}
		return 0;
	}
	if (strcaseeq(v, "best") && argc == 1)
		return pk_act_best(c, g);
	if (strcaseeq(v, "trade"))
		return pk_act_trade(c, g, argc, argv);
	if (strcaseeq(v, "motion") && argc == 1) {
		/* R396: "at any time as long as no such Motion is already pending" */
		if (s->motion)
			return ctx_fail(c, "a Motion to Show Cards is already pending (R396)");
		if (s->showdown)
			return ctx_fail(c, "a Showdown is already on (R396)");
		const vote_method *m = method_find("majority-of-players");
		s->motion = 1;
		s->motion_by = c->actor->id;
		s->motion_until = c->now + m->defaults.window;
		memset(s->vote, 0, sizeof s->vote);
		ctx_reply(c, "%s makes a Motion to Show Cards in game %d: it passes when a majority "
			  "of Players vote FOR (R396)", c->actor->name, g->id);
		reschedule(c, g);
		return 0;
	}
	if (strcaseeq(v, "vote") && argc == 2) {
		if (pk_act_vote(c, g, argc, argv))
			return -1;
		reschedule(c, g); /* a passed Motion opens a Showdown */
		return 0;
	}
	if (strcaseeq(v, "showdown") && argc == 1) {
		/* R396: ten or more PCards let a player declare one. */
		int k = pk_count_pcards(s, c->actor->id, NULL);
		if (s->showdown)
			return ctx_fail(c, "a Showdown is already on (R396)");
		if (!pooker_may_declare(k))
			return ctx_fail(c, "you hold %d PCards; declaring a Showdown takes ten or more "
					"(R396)", k);
		ctx_reply(c, "%s declares a Showdown and must show at least two PCards (R396)",
			  c->actor->name);
		pk_start_showdown(c, g, c->actor->id);
		reschedule(c, g);
		return 0;
	}
	if (strcaseeq(v, "show") && argc >= 2)
		return pk_act_show(c, g, argc - 1, argv + 1);
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

static int pk_join(ctx *c, game *g, int me)
{
	(void)c, (void)g, (void)me;
	return 0;
}

static json_t *hand_json(const pk_state *s, int pid)
{
	json_t *a = json_array();
	cards_card all[CARDS_MAX];
	int n = cards_hand(&s->t, pid, all, CARDS_MAX);
	for (int i = 0; i < n; i++) {
		char buf[CARDS_NAME_LEN];
		json_array_append_new(a, json_string(pk_cname(all[i], buf, sizeof buf)));
	}
	return a;
}

static json_t *pk_view(const nomic *n, const game *g, const gviewer *v)
{
	const pk_state *s = g->st;
	json_t *o = json_object();
	if (g->status == GS_PENDING)
		return o;
	json_object_set_new(o, "dealer", json_string(holder_name(n, g->referee)));
	json_object_set_new(o, "deck", json_integer(cards_deck_count(&s->t)));
	json_t *hs = json_array();
	for (int pid = 1; pid < PK_PIDS && pid <= n->nplayers; pid++) {
		cards_card tmp[CARDS_MAX];
		int k = cards_hand(&s->t, pid, tmp, CARDS_MAX);
		if (!k)
			continue;
		/* R388: counts are public through the Dealer's reports; the
		 * cards only to their holder and the Dealer. */
		json_t *h = json_pack("{s:s, s:i}", "player", holder_name(n, pid), "cards", k);
		if (v->all || v->pid == pid)
			json_object_set_new(h, "hand", hand_json(s, pid));
		json_array_append_new(hs, h);
	}
	json_object_set_new(o, "hands", hs);
	/* R390: who received cards in the last nweek, and their backs. */
	json_t *rep = json_array();
	int done[PK_REPORT] = {0};
	for (int i = 0; i < s->nreport; i++) {
		if (done[i])
			continue;
		json_t *r = json_pack("{s:s}", "player", holder_name(n, s->report[i].pid));
		int per[CARDS_NPACKS] = {0};
		for (int j = i; j < s->nreport; j++)
			if (s->report[j].pid == s->report[i].pid) {
				per[s->report[j].pack]++;
				done[j] = 1;
			}
		for (int p = 0; p < CARDS_NPACKS; p++)
			if (per[p])
				json_object_set_new(r, cards_pack_name(p), json_integer(per[p]));
		json_array_append_new(rep, r);
	}
	json_object_set_new(o, "last report", rep);
	/* R395: trade notices go to the Dealer; each notifier sees eir own. */
	json_t *notes = json_array();
	for (int i = 0; i < s->nnotes; i++) {
		const pk_note *t = &s->note[i];
		if (!v->all && v->pid != t->pid)
			continue;
		json_t *give = json_array(), *get = json_array();
		char buf[CARDS_NAME_LEN];
		for (int k = 0; k < t->ngive; k++)
			json_array_append_new(give, json_string(pk_cname(t->give[k], buf, sizeof buf)));
		for (int k = 0; k < t->nget; k++)
			json_array_append_new(get, json_string(pk_cname(t->get[k], buf, sizeof buf)));
		json_array_append_new(notes, json_pack("{s:s, s:s, s:o, s:o}", "from",
						       holder_name(n, t->pid), "to",
						       holder_name(n, t->partner), "give", give,
						       "get", get));
	}
	if (json_array_size(notes))
		json_object_set_new(o, "trade notices", notes);
	else
		json_decref(notes);
	if (s->motion) {
		int f = 0, a = 0;
		for (int pid = 1; pid < PK_PIDS; pid++)
			f += s->vote[pid] == 1, a += s->vote[pid] == 2;
		json_object_set_new(o, "motion", json_pack("{s:s, s:i, s:i}", "by",
							   holder_name(n, s->motion_by), "for", f,
							   "against", a));
	}
	if (s->showdown) {
		json_t *sh = json_array();
		for (int i = 0; i < s->nshown; i++) {
			const pk_show *p = &s->shown[i];
			json_t *hands = json_array();
			for (int h = 0, k = 0; h < p->nhands; h++) {
				json_t *one = json_array();
				for (int j = 0; j < p->size[h]; j++, k++) {
					char buf[CARDS_NAME_LEN];
					json_array_append_new(one, json_string(pk_cname(p->card[k], buf,
										     sizeof buf)));
				}
				json_array_append_new(hands, one);
			}
			json_array_append_new(sh, json_pack("{s:s, s:o, s:i}", "player",
							    holder_name(n, p->pid), "hands", hands,
							    "score", p->score));
		}
		json_object_set_new(o, "showdown", sh);
	}
	if (s->last[0])
		json_object_set_new(o, "last showdown", json_string(s->last));
	return o;
}

const game_class pooker_class = {
	.name = "pooker",
	.title = "A Nomic's Cards and Pooker",
	.rule = "A Nomic R384-R399",
	.min_players = 0,
	.max_players = GAME_MAX_SEATS,
	.referees = 1,
	.joins_running = 1,
	.state_size = sizeof(pk_state),
	.verbs = "deal PLAYER | report | hand | best | trade PLAYER give CARDS get CARDS | motion | "
		 "vote FOR|AGAINST | showdown | show CARDS [/ CARDS]... | show best",
	.configure = pk_configure,
	.start = pk_start,
	.act = pk_act,
	.tick = pk_tick,
	.join = pk_join,
	.view = pk_view,
	.referee_ok = pk_referee_ok,
	.moves = pk_moves,
};
