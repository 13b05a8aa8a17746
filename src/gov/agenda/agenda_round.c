/* agenda_round.c: R431's call for Agenda Conditions, the seven days of
 * submissions (hidden), their release, and the seven days of sealed
 * weight bids. The award that ends the bidding is agenda_award.c.
 *
 * R431 ¶3: "The Illuminatus has the Duty to announce a call ... if ...
 * there has not been such a call during the current cycle, and there is
 * neither a call for Agenda Conditions nor a Nemesis Eggplant bidding
 * period currently underway. The Illuminatus has the privilege of calling
 * for Agenda Submissions whenever no such call has occurred in the past
 * 90 days. The Agenda Condition submission period will last for seven
 * days after this. During this time, any voting player other than the
 * Illuminatus may submit a number of Agenda Conditions equal to three
 * minus the number of Agenda Hats e owns by sending them to the
 * Illuminatus." */
#include "econ/entities.h"
#include "gov/agenda/agenda.h"
#include "gov/cycle/cycle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How many conditions pid submitted in round r. */
static int submitted(const agenda_state *s, int r, int pid)
{
	int k = 0;
	for (int i = 0; s && i < s->nconds; i++)
		k += s->conds[i]->round == r && s->conds[i]->author == pid;
	return k;
}

int agenda_cmd_call(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (!agenda_rule_stands(c->n, "R431"))
		return ctx_fail(c, "Rule 431 is not in force: no Agenda Conditions are called for");
	const agenda_state *s = agenda_peek(c->n);
	if (s && s->phase != AG_NONE)
		return ctx_fail(c, "a round of Agenda Conditions is under way (see `agenda`) (R431)");
	int duty = !s || !s->round || s->called_cycle != cycle_number(c->n);
	int64_t gap = param_int(c->n, "agenda.privilege");
	int privilege = !s || !s->round || c->now - s->called >= gap;
	if (!duty && !privilege)
		return ctx_fail(c, "there was a call this cycle and within the past %lld days: no call "
				"now (R431)", (long long)(gap / 86400));
	agenda_state *w = agenda_of(c);
	int ill = c->actor ? c->actor->id : agenda_illuminatus(c->n);
	UNDO_SET(c->j, w->round, w->round + 1);
	UNDO_SET(c->j, w->phase, AG_SUBMIT);
	UNDO_SET(c->j, w->called, c->now);
	UNDO_SET(c->j, w->called_cycle, cycle_number(c->n));
	UNDO_SET(c->j, w->illuminatus, ill);
	gtime ends = c->now + param_int(c->n, "agenda.submit_days");
	UNDO_SET(c->j, w->ends, ends);
	UNDO_SET(c->j, w->dl, deadline_add(c, ends, &dl_agenda_release, w->round, 0));
	char when[40];
	format_time(ends, when, sizeof when);
	agenda_duty_done(c);
	agenda_say(c, "the Illuminatus%s%s calls for Agenda Conditions (round %d): any voting player "
		   "but the Illuminatus may send up to three, less the Agenda Hats e owns, with "
		   "`agenda submit`, until %s (R431)", ill ? ", " : "", ill ? holder_name(c->n, ill) : "",
		   w->round, when);
	return 0;
}

int agenda_cmd_submit(ctx *c, int argc, char **argv)
{
	(void)argc;
	const agenda_state *s = agenda_peek(c->n);
	if (!s || s->phase != AG_SUBMIT)
		return ctx_fail(c, "no call for Agenda Conditions is open (R431)");
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "only a voting player may submit Agenda Conditions (R431)");
	if (c->actor->id == agenda_illuminatus(c->n) || c->actor->id == s->illuminatus)
		return ctx_fail(c, "the Illuminatus does not submit Agenda Conditions (R431)");
	const char *text = argv[0];
	size_t len = strlen(text);
	if (!len || len > (size_t)param_int(c->n, "agenda.max_length"))
		return ctx_fail(c, "an Agenda Condition is one statement of 1 to %lld characters (R431)",
				(long long)param_int(c->n, "agenda.max_length"));
	if (strchr(text, '\n'))
		return ctx_fail(c, "an Agenda Condition is one line (R431)");
	int hats = agenda_count(c->n, c->actor->id, 1);
	int allowed = (int)param_int(c->n, "agenda.max_hats") - hats;
	int done = submitted(s, s->round, c->actor->id);
	if (done >= allowed)
		return ctx_fail(c, "you may submit %d Agenda Condition%s (three less the %d Agenda Hat%s "
				"you own) and have submitted %d: only the first count (R431)",
				allowed < 0 ? 0 : allowed, allowed == 1 ? "" : "s", hats,
				hats == 1 ? "" : "s", done);
	agenda_state *w = agenda_of(c);
	agenda_cond *k = xcalloc(1, sizeof *k);
	k->round = w->round;
	k->author = c->actor->id;
	k->text = xstrdup(text);
	k->at = c->now;
	mut_append(c, (void ***)&w->conds, &w->nconds, &w->conds_cap, k, agenda_cond_free);
	/* Sent to the Illuminatus alone until the release (R431 ¶5): the
	 * event is seen by its actor and the admin only, and has no public
	 * text (core/visibility.h). */
	c->hidden = 1;
	ctx_reply(c, "your Agenda Condition is sent to the Illuminatus, %s, privately (%d of %d this "
		  "round; released when the submissions close) (R431)",
		  holder_name(c->n, s->illuminatus), done + 1, allowed);
	return 0;
}

/* The agenda-release deadline: R431 ¶5, "At the end of the seven days,
 * the Illuminatus must release a list of all submitted Agenda Conditions,
 * along with the names of the players who submitted each. If at least 4
 * players have submitted Agenda Conditions, the Illuminatus must initiate
 * a seven day Nemesis Eggplant bidding period." The server does both in
 * the Illuminatus's name. */
static int fire_release(ctx *c, const deadline *d)
{
	agenda_state *s = agenda_of(c);
	if (s->phase != AG_SUBMIT || d->subject != s->round)
		return 0;
	int next = 0, authors = 0;
	for (int i = 0; i < s->nconds; i++)
		if (s->conds[i]->num > next)
			next = s->conds[i]->num;
	sbuf list = {0};
	int *seen = xcalloc((size_t)c->n->nplayers + 2, sizeof *seen);
	for (int i = 0; i < s->nconds; i++) {
		agenda_cond *k = s->conds[i];
		if (k->round != s->round)
			continue;
		UNDO_SET(c->j, k->num, ++next);
		sbuf_printf(&list, "\n  condition %d, by %s: \"%s\"", k->num,
			    holder_name(c->n, k->author), k->text);
		for (int p = 0; p < c->n->nplayers; p++)
			if (c->n->players[p]->id == k->author && !seen[p]) {
				seen[p] = 1;
				authors++;
			}
	}
	free(seen);
	int need = (int)param_int(c->n, "agenda.min_submitters");
	agenda_say(c, "the Agenda Condition submissions of round %d close; the Illuminatus releases "
		   "them (R431):%s", s->round, list.s ? list.s : " none were submitted");
	free(list.s);
	if (authors < need) {
		UNDO_SET(c->j, s->phase, AG_NONE);
		UNDO_SET(c->j, s->dl, 0);
		agenda_say(c, "%d player%s submitted, fewer than %d: no Nemesis Eggplant bidding "
			   "(R431)", authors, authors == 1 ? "" : "s", need);
		return 0;
	}
	gtime ends = c->now + param_int(c->n, "agenda.bid_days");
	UNDO_SET(c->j, s->phase, AG_BIDDING);
	UNDO_SET(c->j, s->ends, ends);
	UNDO_SET(c->j, s->dl, deadline_add(c, ends, &dl_agenda_award, s->round, 0));
	char when[40];
	format_time(ends, when, sizeof when);
	agenda_say(c, "Nemesis Eggplant bidding is open until %s: each player who submitted may "
		   "send the Illuminatus a sealed Weight bid from %lld to %lld on each condition "
		   "(`agenda bid N WEIGHT`); one not sent is %lld (R431)", when,
		   (long long)agenda_bid_min(c->n), (long long)agenda_bid_max(c->n),
		   (long long)agenda_bid_max(c->n));
	return 0;
}

const deadline_kind dl_agenda_release = {"agenda-release", "R431 ¶5", fire_release, NULL};

/* agenda bid N WEIGHT: R431 ¶5, "During the Nemesis eggplant bidding
 * period, each player who submitted Agenda conditions may send a Weight
 * bid corresponding to each submitted Agenda Condition to the Illuminatus.
 * Weight bids must be integers between (-2 Magic Number / 3) and (Magic
 * Number / 3)." A later bid on the same condition replaces the earlier
 * (docs/RULINGS.md). */
int agenda_cmd_bid(ctx *c, int argc, char **argv)
{
	(void)argc;
	const agenda_state *s = agenda_peek(c->n);
	if (!s || s->phase != AG_BIDDING)
		return ctx_fail(c, "no Nemesis Eggplant bidding period is open (R431)");
	int64_t num, w;
	const char *nw = argv[0][0] == '#' ? argv[0] + 1 : argv[0];
	if (parse_int64(nw, &num) || num <= 0 || num > 1000000000)
		return ctx_fail(c, "'%s' is not a condition's number (see `agenda`)", argv[0]);
	agenda_cond *k = agenda_cond_by_num(c->n, (int)num);
	if (!k || k->round != s->round)
		return ctx_fail(c, "condition %lld is not one of this round's (see `agenda`) (R431)",
				(long long)num);
	if (!submitted(s, s->round, c->actor->id))
		return ctx_fail(c, "only the players who submitted Agenda Conditions this round bid "
				"(R431)");
	if (parse_int64(argv[1], &w))
		return ctx_fail(c, "a Weight bid is an integer, not '%s' (R431)", argv[1]);
	int64_t lo = agenda_bid_min(c->n), hi = agenda_bid_max(c->n);
	if (w < lo || w > hi)
		return ctx_fail(c, "a Weight bid is between %lld and %lld (-2/3 and 1/3 of the Magic "
				"Number, %lld) (R431)", (long long)lo, (long long)hi,
				(long long)agenda_magic(c->n));
	agenda_state *m = agenda_of(c);
	agenda_bid *b = NULL;
	for (int i = 0; i < m->nbids; i++)
		if (m->bids[i]->cond == k->num && m->bids[i]->bidder == c->actor->id)
			b = m->bids[i];
	if (b) {
		UNDO_SET(c->j, b->weight, w);
	} else {
		b = xcalloc(1, sizeof *b);
		b->cond = k->num;
		b->bidder = c->actor->id;
		b->weight = w;
		mut_append(c, (void ***)&m->bids, &m->nbids, &m->bids_cap, b, free);
	}
	/* Sealed until the award (R431 ¶5: sent to the Illuminatus). */
	c->hidden = 1;
	ctx_reply(c, "your sealed Weight bid of %lld on condition %d is sent to the Illuminatus "
		  "(R431)", (long long)w, k->num);
	return 0;
}
