/* wins_claim.c: what a Winning Condition CFJ does to the Winning
 * Conditions (Ackanomic R600 ¶5-¶8, R601, R215), heard as the trial's
 * "cfj" events (justice.h):
 *   called     a Cycle-Win CFJ claims its author's Winning Condition with
 *              the creator it names: Claimed, attached to it (R600 ¶5);
 *   verdict    R600 ¶8: a claim of a Rule 603 Winning Condition submitted
 *              less than three days after the Scorekeeper's unobjected
 *              announcement "shall be judged INVALID": any other verdict
 *              is refused, and the command that delivered it fails;
 *   final      TRUE finalises the attached one (R600 ¶5, ¶6), or, when the
 *              server holds none, the judgement establishes it (R215),
 *              unless its author has won the cycle by that rule already;
 *              any other verdict destroys it. A Paradox Win CFJ judged
 *              TRUE wins the cycle for a Voting author (R601);
 *   retracted  the attached one is Unclaimed again and detached (R600 ¶5).
 * A CFJ dismissed for want of an eligible judge (R212) is "removed from
 * consideration" without a verdict: its Winning Condition is detached and
 * Unclaimed, as on a retraction (docs/RULINGS.md). */
#include "core/bind.h"
#include "core/command.h"
#include "gov/gov.h"
#include "gov/justice/justice.h"

#include <stdio.h>
#include <string.h>

/* One "cfj" event's data (justice.h). */
typedef struct cfj_news {
	int number;
	const char *what;
	int kind;              /* enum cfj_kind, -1 if unknown */
	enum verdict verdict;  /* VERDICT_NONE if none */
	int author;
	const char *creator;   /* the rule number a Cycle-Win CFJ names */
} cfj_news;

static const char *str_of(const json_t *data, const char *key)
{
	const char *s = json_string_value(json_object_get(data, key));
	return s ? s : "";
}

/* The kind as the trial writes it ("cycle-win"), or as the CFJ holds it. */
static int kind_of(const nomic *n, int number, const char *word)
{
	const cfj *f = cfj_find(n, number);
	if (f)
		return (int)f->kind;
	if (strcmp(word, "cycle-win") == 0)
		return CFJ_CYCLE_WIN;
	if (strcmp(word, "paradox-win") == 0)
		return CFJ_PARADOX_WIN;
	return -1;
}

static void read_news(const nomic *n, const json_t *data, cfj_news *nw)
{
	nw->number = (int)json_integer_value(json_object_get(data, "number"));
	nw->what = str_of(data, "what");
	nw->kind = kind_of(n, nw->number, str_of(data, "kind"));
	nw->author = (int)json_integer_value(json_object_get(data, "author"));
	nw->creator = str_of(data, "creator");
	if (verdict_parse(str_of(data, "verdict"), &nw->verdict))
		nw->verdict = VERDICT_NONE;
}

static void say(ctx *c, const char *text)
{
	ctx_reply(c, "%s%s", c->out.len ? "\n" : "", text);
	ctx_announce(c, "%s", text);
}

/* The Winning Condition attached to CFJ number, NULL if none. */
static win_condition *attached_to(const nomic *n, int number)
{
	const gov *g = n->gov;
	for (int i = 0; g && i < g->nwins; i++)
		if (g->wins[i]->cfj == number)
			return g->wins[i];
	return NULL;
}

static void detach(ctx *c, win_condition *w, const char *why)
{
	char line[200];
	wc_set_state(c, w, WC_UNCLAIMED, "R600 ¶5: its CFJ was retracted or removed");
	UNDO_SET(c->j, w->cfj, 0);
	snprintf(line, sizeof line, "%s's Winning Condition by Rule %s is Unclaimed again: %s",
		 holder_name(c->n, wc_owner(c->n, w)), w->creator, why);
	say(c, line);
}

/* R600 ¶5: "Immediately after a player submits a Cycle-Win CFJ, any Winning
 * Condition e owns with the creator attribute specified in its statement
 * changes to the Claimed state, and attaches itself to that Cycle-Win CFJ"
 * (any: a Claimed one moves to the newer CFJ, a Finalized one whose owner
 * could not win is claimed again). */
static void on_called(ctx *c, const cfj_news *nw)
{
	const cfj *f = cfj_find(c->n, nw->number);
	win_condition *w = wc_find(c->n, nw->author, nw->creator);
	char line[200];
	if ((f && f->stage == CFJ_DISMISSED) || nw->verdict == VERDICT_INVALID) {
		/* R212: removed from consideration (at its call or on a later
		 * reassignment): nothing stays claimed by it. */
		win_condition *a = attached_to(c->n, nw->number);
		if (a) {
			snprintf(line, sizeof line, "CFJ %d was removed from consideration (R212, R600)",
				 nw->number);
			detach(c, a, line);
		}
		return;
	}
	if (!w)
		return; /* the server detects only some kinds (R603, R605): the judge
			   decides, and a TRUE verdict establishes it (R215, at "final") */
	wc_set_state(c, w, WC_CLAIMED, "R600 ¶5: a Cycle-Win CFJ claims it");
	UNDO_SET(c->j, w->cfj, nw->number);
	snprintf(line, sizeof line, "%s's Winning Condition by Rule %s is Claimed by CFJ %d (R600)",
		 holder_name(c->n, wc_owner(c->n, w)), w->creator, nw->number);
	say(c, line);
}

/* R600 last checks. */
static int on_verdict(ctx *c, const cfj_news *nw)
{
	if (nw->verdict == VERDICT_INVALID || strcmp(nw->creator, "603") != 0)
		return 0;
	const cfj *f = cfj_find(c->n, nw->number);
	if (!f || !wins_announced_unobjected(c->n, nw->author, f->called))
		return 0;
	return ctx_fail(c, "CFJ %d shall be judged INVALID: it claims a Winning Condition by "
			"Rule 603 less than three days after the Scorekeeper announced %s, and "
			"nobody had objected (R600)", nw->number, holder_name(c->n, nw->author));
}

/* Whether who has won a cycle by a Winning Condition by rule creator at
 * or after `since` (the claim's call): a win before it was in an earlier
 * cycle (R666), and spent nothing the claim may allege. */
static int won_by(const nomic *n, int who, const char *creator, gtime since)
{
	const gov *g = n->gov;
	for (int i = 0; g && i < g->ncycle_wins; i++)
		if (g->cycle_wins[i]->player == who && strcmp(g->cycle_wins[i]->rule, creator) == 0 &&
		    g->cycle_wins[i]->when >= since)
			return 1;
	return 0;
}

static void on_final_cycle_win(ctx *c, const cfj_news *nw)
{
	char how[32], line[240];
	snprintf(how, sizeof how, "CFJ %d", nw->number);
	win_condition *w = attached_to(c->n, nw->number);
	if (nw->verdict != VERDICT_TRUE) {
		/* R600 ¶5: "Whenever a Cycle-Win CFJ has any other final verdict,
		 * any Winning Condition attached to it is destroyed." */
		if (w) {
			snprintf(line, sizeof line, "CFJ %d is final %s: %s's Winning Condition by Rule %s "
				 "is destroyed (R600)", nw->number, verdict_name(nw->verdict),
				 holder_name(c->n, wc_owner(c->n, w)), w->creator);
			say(c, line);
			wc_destroy(c, w, "R600 ¶5: its Cycle-Win CFJ's final verdict is not TRUE");
		}
		return;
	}
	const cfj *called = cfj_find(c->n, nw->number);
	if (!w && won_by(c->n, nw->author, nw->creator, called ? called->called : 0)) {
		snprintf(line, sizeof line, "CFJ %d is final TRUE, but %s has won the cycle by Rule %s "
			 "already: that Winning Condition was spent (R600)", nw->number,
			 holder_name(c->n, nw->author), nw->creator);
		say(c, line);
		return;
	}
	if (!w && !wc_find(c->n, nw->author, nw->creator)) {
		/* R215: "A statement verified ... by judgement applies
		 * retroactively": the author had an Unclaimed Winning Condition
		 * by that rule when e submitted the CFJ, which the server could
		 * not see (R607, R611, R613, a rule a proposal added). It is
		 * established, Claimed by this CFJ, and finalised now. With one
		 * on record already (unattached), R600 ¶3 forbids a second. */
		w = wc_achieve(c, nw->author, nw->creator, NULL);
		if (!w)
			return;
		wc_set_state(c, w, WC_CLAIMED, "R215: established Claimed by its CFJ");
		UNDO_SET(c->j, w->cfj, nw->number);
		snprintf(line, sizeof line, "CFJ %d's TRUE verdict establishes %s's Winning Condition "
			 "by Rule %s (R215)", nw->number, holder_name(c->n, nw->author), nw->creator);
		say(c, line);
	}
	if (!w)
		return;
	/* R600 ¶5: "When a TRUE verdict on a Cycle-Win CFJ becomes final, any
	 * Winning Condition the player who submitted it owns which is attached
	 * to that CFJ changes to the Finalized state." */
	snprintf(line, sizeof line, "CFJ %d is final TRUE: %s's Winning Condition by Rule %s is "
		 "Finalized (R600)", nw->number, holder_name(c->n, wc_owner(c->n, w)), w->creator);
	say(c, line);
	wc_finalize(c, w, how);
}

/* R601: "When it ceases to be legal to appeal a particular Paradox Win CFJ,
 * if the final verdict is true, and the player who submitted the CFJ is a
 * voting player at that time, then that player wins the cycle." */
static void on_final_paradox(ctx *c, const cfj_news *nw)
{
	char why[200];
	if (nw->verdict != VERDICT_TRUE)
		return;
	if (bind_stopped(c->n, "R601", why, sizeof why)) {
		ctx_reply(c, "%sno win by paradox: %s", c->out.len ? "\n" : "", why);
		return;
	}
	const player *p = player_by_id(c->n, nw->author);
	if (!p || p->state != PS_VOTING) {
		snprintf(why, sizeof why, "Paradox Win CFJ %d is final TRUE, but %s is not a Voting "
			 "player: no win (R601)", nw->number, holder_name(c->n, nw->author));
		say(c, why);
		return;
	}
	char how[32];
	snprintf(how, sizeof how, "CFJ %d", nw->number);
	gov_win_cycle(c, p->id, "601", how, "R601");
}

int wins_on_cfj(ctx *c, const json_t *data)
{
	cfj_news nw;
	read_news(c->n, data, &nw);
	if (nw.kind != CFJ_CYCLE_WIN && nw.kind != CFJ_PARADOX_WIN)
		return 0;
	if (nw.kind == CFJ_PARADOX_WIN) {
		if (strcmp(nw.what, "final") == 0)
			on_final_paradox(c, &nw);
		return 0;
	}
	char why[200];
	if (bind_stopped(c->n, "R600", why, sizeof why))
		return 0; /* no Winning Conditions without their rule */
	if (strcmp(nw.what, "called") == 0) {
		on_called(c, &nw);
	} else if (strcmp(nw.what, "verdict") == 0) {
		return on_verdict(c, &nw);
	} else if (strcmp(nw.what, "final") == 0) {
		on_final_cycle_win(c, &nw);
	} else if (strcmp(nw.what, "retracted") == 0) {
		win_condition *w = attached_to(c->n, nw.number);
		char line[64];
		snprintf(line, sizeof line, "CFJ %d was retracted (R330, R600)", nw.number);
		if (w)
			detach(c, w, line);
	}
	return 0;
}
