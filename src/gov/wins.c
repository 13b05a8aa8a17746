/* wins.c: Winning Conditions (Ackanomic R600) and winning the cycle.
 *
 * A Winning Condition is created only when a rule makes a player achieve
 * one, Unclaimed, with the number of that rule as its creator; a player
 * never owns two with the same creator (R600 ¶3). Its state changes as its
 * Cycle-Win CFJ goes (wins_claim.c): Claimed, then Finalized, which wins
 * the cycle for a Voting owner and destroys it (R600 ¶6). A cycle is won
 * only by R600 ¶6, R601 (a Paradox Win CFJ) and R603 ¶4 (the Scorekeeper's
 * announcement): gov_win_cycle records each win and emits "cycle-win",
 * upon which src/gov/cycle ends the cycle (R666).
 *
 * R600 ¶1: "A player cannot achieve a Winning Condition while e holds the
 * Chartreuse Goose": wc_achieve asks the cycle (src/gov/cycle, R620) who
 * holds it. */
#include "core/command.h"
#include "gov/cycle/cycle.h"
#include "gov/gov.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void wc_free(void *p)
{
	win_condition *w = p;
	if (!w)
		return;
	free(w->note);
	free(w);
}

void wins_free_parts(gov *g)
{
	for (int i = 0; i < g->nwins; i++)
		wc_free(g->wins[i]);
	for (int i = 0; i < g->nannouncements; i++)
		free(g->announcements[i]);
	for (int i = 0; i < g->ncycle_wins; i++)
		free(g->cycle_wins[i]);
	free(g->wins);
	free(g->announcements);
	free(g->cycle_wins);
}

const char *wc_state_name(int state)
{
	static const char *const names[] = {"Unclaimed", "Claimed", "Finalized"};
	return state >= 0 && state <= WC_FINALIZED ? names[state] : "?";
}

win_condition *wc_find(const nomic *n, int owner, const char *creator)
{
	const gov *g = n->gov;
	for (int i = 0; g && i < g->nwins; i++)
		if (g->wins[i]->owner == owner && strcmp(g->wins[i]->creator, creator) == 0)
			return g->wins[i];
	return NULL;
}

win_condition *wc_achieve(ctx *c, int owner, const char *creator, const char *note)
{
	/* R600 ¶3: "if the creation of a Winning Condition would violate this,
	 * it fails to be created". */
	if (wc_find(c->n, owner, creator))
		return NULL;
	gov *g = gov_of(c);
	if (cycle_goose_holder(c->n) == owner) {
		ctx_reply(c, "%s%s holds the Chartreuse Goose and cannot achieve a Winning Condition "
			  "by Rule %s (R600, R620)", c->out.len ? "\n" : "", holder_name(c->n, owner),
			  creator);
		ctx_announce(c, "%s holds the Chartreuse Goose and cannot achieve a Winning "
			     "Condition by Rule %s (R600, R620)", holder_name(c->n, owner), creator);
		/* R603 ¶4: eir score reached the Magic Number all the same, so
		 * nobody after em achieves one by it this cycle. */
		if (strcmp(creator, "603") == 0)
			UNDO_SET(c->j, g->mn_reached, 1);
		return NULL;
	}
	win_condition *w = xcalloc(1, sizeof *w);
	w->owner = owner;
	snprintf(w->creator, sizeof w->creator, "%s", creator);
	w->state = WC_UNCLAIMED;
	w->when = c->now;
	w->note = note ? xstrdup(note) : NULL;
	mut_append(c, (void ***)&g->wins, &g->nwins, &g->wins_cap, w, wc_free);
	return w;
}

static int wc_index(const gov *g, const win_condition *w)
{
	for (int i = 0; g && i < g->nwins; i++)
		if (g->wins[i] == w)
			return i;
	return -1;
}

void wc_destroy(ctx *c, win_condition *w)
{
	gov *g = gov_of(c);
	int i = wc_index(g, w);
	if (i >= 0) /* it stays valid until the event commits (mut_remove_at) */
		mut_remove_at(c, (void ***)&g->wins, &g->nwins, i, wc_free);
}

void wc_finalize(ctx *c, win_condition *w, const char *how)
{
	UNDO_SET(c->j, w->state, WC_FINALIZED);
	const player *p = player_by_id(c->n, w->owner);
	/* R600 ¶6: "if its owner is a voting player at that time, e wins the
	 * cycle, and the Winning Condition is destroyed." Otherwise it stays
	 * Finalized: a later claim may take it up again (wins_claim.c). */
	if (p && p->state == PS_VOTING) {
		char rule[16];
		snprintf(rule, sizeof rule, "%s", w->creator);
		wc_destroy(c, w);
		gov_win_cycle(c, w->owner, rule, how, "R600");
		return;
	}
	ctx_reply(c, "%s%s's Winning Condition by Rule %s is Finalized, but %s is not a "
		  "Voting player: no win (R600)", c->out.len ? "\n" : "",
		  holder_name(c->n, w->owner), w->creator, holder_name(c->n, w->owner));
	ctx_announce(c, "%s's Winning Condition by Rule %s is Finalized, but %s is not a "
		     "Voting player: no win (R600)", holder_name(c->n, w->owner), w->creator,
		     holder_name(c->n, w->owner));
}

void gov_win_cycle(ctx *c, int player_id, const char *rule, const char *how, const char *cite)
{
	gov *g = gov_of(c);
	cycle_win *cw = xcalloc(1, sizeof *cw);
	cw->player = player_id;
	snprintf(cw->rule, sizeof cw->rule, "%s", rule);
	snprintf(cw->how, sizeof cw->how, "%s", how);
	cw->when = c->now;
	mut_append(c, (void ***)&g->cycle_wins, &g->ncycle_wins, &g->cycle_wins_cap, cw, free);
	const char *name = holder_name(c->n, player_id);
	ctx_reply(c, "%s%s wins the cycle by Rule %s (%s)", c->out.len ? "\n" : "", name, rule,
		  cite);
	ctx_announce(c, "%s wins the cycle by Rule %s (%s; %s)", name, rule, cite, how);
	/* The end of the cycle (R666: play suspended, the winner's title,
	 * scores paid out and reset, the Magic Number's new base) is
	 * src/gov/cycle's: its module reacts to this event. */
	json_t *ev = json_pack("{s:s, s:i, s:s, s:s}", "player", name, "id", player_id, "rule",
			       rule, "how", how);
	ctx_emit(c, "cycle-win", ev);
	json_decref(ev);
}
