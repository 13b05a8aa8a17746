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
 * holds it.
 *
 * R600 ¶2: "Winning Conditions are nontradeable entities". With
 * `wins.entities` 1 (nomics begun at level 6, core/level.h) each is an
 * entity of kind "wincondition" (econ/kinds.c) owned by its player, its
 * state a switch: the entity is the truth, and the record here keeps only
 * what the entity model has no place for (its creator, also written as
 * the entity's description; the CFJ it is attached to; when; a note). The
 * old path (the record's owner and state fields) is what nomics begun
 * before keep, so that their logs replay unchanged. */
#include "core/command.h"
#include "core/params.h"
#include "econ/entities.h"
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

static const entity *wc_entity(const nomic *n, const win_condition *w)
{
	return w->ent ? entity_by_id(n, w->ent) : NULL;
}

int wc_owner(const nomic *n, const win_condition *w)
{
	if (!w->ent)
		return w->owner;
	const entity *e = wc_entity(n, w);
	return e && e->owner.kind == OWN_PLAYER ? e->owner.id : 0;
}

int wc_state(const nomic *n, const win_condition *w)
{
	if (!w->ent)
		return w->state;
	const entity *e = wc_entity(n, w);
	return e && e->nsw ? e->sw[0] : WC_UNCLAIMED; /* its one switch, "state" */
}

void wc_set_state(ctx *c, win_condition *w, int state, const char *why)
{
	static const char *const switch_values[] = {"unclaimed", "claimed", "finalized"};
	entity *e = w->ent ? entity_by_id(c->n, w->ent) : NULL;
	if (!w->ent) {
		UNDO_SET(c->j, w->state, state);
		return;
	}
	/* A switch the rules set (R600 ¶5): nothing refuses it while the
	 * entity exists; what could not be done is not the command's error. */
	size_t had = c->err.len;
	if (e && e->sw[0] != state)
		entity_set_switch(c, e, "state", switch_values[state], why);
	if (c->err.len > had) {
		c->err.s[had] = '\0';
		c->err.len = had;
	}
}

win_condition *wc_find(const nomic *n, int owner, const char *creator)
{
	const gov *g = n->gov;
	for (int i = 0; g && i < g->nwins; i++)
		if (wc_owner(n, g->wins[i]) == owner && strcmp(g->wins[i]->creator, creator) == 0)
			return g->wins[i];
	return NULL;
}

/* The entity R600 ¶3 creates "in his possession in the Unclaimed state";
 * NULL if the entity model refuses it (R250 VI d: a player On Ice never
 * gains entities; R600 repealed), which is said, and is not the
 * command's error. */
/* Set while wc_create_entity creates one: R600 ¶3, "This is the only way
 * Winning Conditions can be created": any other creation (the admin's
 * `entity create wincondition`) is refused (wins_on_entity). Only ever set
 * within the one call, so it is never state. */
static _Thread_local int achieving; /* per thread: parallel verify runs nomics side by side */

static entity *wc_create_entity(ctx *c, int owner, const char *creator)
{
	char why[64], desc[48];
	snprintf(why, sizeof why, "R600: achieved by Rule %s", creator);
	size_t had = c->err.len;
	achieving = 1;
	entity *e = entity_create(c, entity_kind_find("wincondition"), NULL, OWNER_PLAYER(owner),
				  why);
	achieving = 0;
	if (e) {
		snprintf(desc, sizeof desc, "creator: Rule %s", creator);
		if (entity_set_description(c, e, desc) == 0)
			return e;
	}
	char line[400];
	snprintf(line, sizeof line, "%s achieves no Winning Condition by Rule %s: %s",
		 holder_name(c->n, owner), creator, c->err.len > had ? c->err.s + had : "refused");
	c->err.s[had] = '\0';
	c->err.len = had;
	ctx_reply(c, "%s%s", c->out.len ? "\n" : "", line);
	ctx_announce(c, "%s", line);
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
	entity *e = NULL;
	if (param_int(c->n, "wins.entities") == 1 && !(e = wc_create_entity(c, owner, creator)))
		return NULL;
	win_condition *w = xcalloc(1, sizeof *w);
	w->ent = e ? e->id : 0;
	w->owner = e ? 0 : owner;
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

void wc_destroy(ctx *c, win_condition *w, const char *why)
{
	gov *g = gov_of(c);
	entity *e = w->ent ? entity_by_id(c->n, w->ent) : NULL;
	if (e) {
		/* Its record goes with it (wins_on_entity hears the event). */
		size_t had = c->err.len;
		if (entity_destroy(c, e, why) == 0)
			return;
		c->err.s[had] = '\0';
		c->err.len = had;
	}
	int i = wc_index(g, w);
	if (i >= 0) /* it stays valid until the event commits (mut_remove_at) */
		mut_remove_at(c, (void ***)&g->wins, &g->nwins, i, wc_free);
}

int wins_on_entity(ctx *c, const json_t *data)
{
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *kind = json_string_value(json_object_get(data, "kind"));
	if (!what || !kind || strcmp(kind, "wincondition") != 0)
		return 0;
	if (strcmp(what, "created") == 0 && !achieving)
		return ctx_fail(c, "a Winning Condition is created only when a player achieves one "
				"(R600 ¶3)");
	if (strcmp(what, "destroyed") != 0 || !c->n->gov)
		return 0;
	int id = (int)json_integer_value(json_object_get(data, "id"));
	gov *g = gov_of(c);
	for (int i = 0; i < g->nwins; i++)
		if (g->wins[i]->ent == id) {
			mut_remove_at(c, (void ***)&g->wins, &g->nwins, i, wc_free);
			return 0;
		}
	return 0;
}

void wc_finalize(ctx *c, win_condition *w, const char *how)
{
	wc_set_state(c, w, WC_FINALIZED, "R600 ¶5: its Cycle-Win CFJ's TRUE verdict is final");
	int owner = wc_owner(c->n, w);
	const player *p = player_by_id(c->n, owner);
	/* R600 ¶6: "if its owner is a voting player at that time, e wins the
	 * cycle, and the Winning Condition is destroyed." Otherwise it stays
	 * Finalized: a later claim may take it up again (wins_claim.c). */
	if (p && p->state == PS_VOTING) {
		char rule[16];
		snprintf(rule, sizeof rule, "%s", w->creator);
		wc_destroy(c, w, "R600 ¶6: its owner wins the cycle");
		gov_win_cycle(c, owner, rule, how, "R600");
		return;
	}
	ctx_reply(c, "%s%s's Winning Condition by Rule %s is Finalized, but %s is not a "
		  "Voting player: no win (R600)", c->out.len ? "\n" : "",
		  holder_name(c->n, owner), w->creator, holder_name(c->n, owner));
	ctx_announce(c, "%s's Winning Condition by Rule %s is Finalized, but %s is not a "
		     "Voting player: no win (R600)", holder_name(c->n, owner), w->creator,
		     holder_name(c->n, owner));
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
