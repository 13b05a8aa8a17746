/* paradigm_change.c: a Paradigm Type becoming Active (R320 ¶1) and what
 * that sets going or undoes: the scoring of R320.3 and R320.5 (no points
 * for simply voting), the weekly draws of R320.4 (Inflationary), the
 * Supreme Overlord of R320.6 (Puppet Dictatorship), the Police State's
 * announcement (R320.7). The draws are the
 * engine's (R230 I: rng_below), so replay makes them again the same. */
#include "gov/paradigm/paradigm.h"

#include <stdlib.h>
#include <string.h>

static int scores_voting_off(const char *name)
{
	return name && (strcmp(name, PT_ANTIVOTING) == 0 || strcmp(name, PT_FLOW) == 0);
}

static void set_str(ctx *c, char **field, const char *v)
{
	undo_string(c->j, field);
	*field = v ? xstrdup(v) : NULL;
}

/* R320.3 I, R320.5 I: "players shall not receive points for simply
 * voting": score.voter (R207 III) is 0 while the Type is Current and
 * comes back when it is not (docs/RULINGS.md). */
static void voting_points(ctx *c, paradigm_state *s, int off)
{
	if (off && !s->voter_saved) {
		int64_t was;
		UNDO_SET(c->j, s->voter_was, param_is_set(c->n, "score.voter", &was) ? was : -2000);
		UNDO_SET(c->j, s->voter_saved, 1);
		mut_set_param(c, "score.voter", 0, "R320.3");
	} else if (!off && s->voter_saved) {
		int64_t dflt = param_decl_find(c->n, "score.voter")->dflt;
		mut_set_param(c, "score.voter", s->voter_was == -2000 ? dflt : s->voter_was,
			      "R207 III");
		UNDO_SET(c->j, s->voter_saved, 0);
	}
}

/* R320.4: when Inflationary stops being Current its values no longer
 * supersede the others: the Harfer Fee returns to what it was. */
static void inflation_end(ctx *c, paradigm_state *s)
{
	if (s->inflate_dl) {
		deadline_cancel(c, s->inflate_dl);
		UNDO_SET(c->j, s->inflate_dl, 0);
	}
	if (s->fee_saved) {
		int64_t dflt = param_decl_find(c->n, "fee.harfer")->dflt;
		mut_set_param(c, "fee.harfer", s->fee_was == -2000 ? dflt : s->fee_was, "R505 IV");
		UNDO_SET(c->j, s->fee_saved, 0);
		ctx_announce(c, "  the Standard Harfer Fee is A$%lld again (R320.4 ends)",
			     (long long)param_int(c->n, "fee.harfer"));
	}
}

int paradigm_draw_voter(ctx *c, int except)
{
	int ids[4096], k = 0;
	for (int i = 0; i < c->n->nplayers && k < 4096; i++) {
		const player *p = c->n->players[i];
		if (p->state == PS_VOTING && p->id != except)
			ids[k++] = p->id;
	}
	rng_key(c->rng, "paradigm.voter", (uint64_t)c->now);
	return k ? ids[rng_below(c->rng, (uint64_t)k)] : 0;
}

int paradigm_set_overlord(ctx *c, int who, const char *why)
{
	paradigm_state *s = paradigm_of(c);
	UNDO_SET(c->j, s->overlord, who);
	if (who)
		ctx_announce(c, "  %s is the Supreme Overlord of all Ackanomic (%s)",
			     player_by_id(c->n, who)->name, why);
	return 0;
}

int paradigm_inflate(ctx *c)
{
	paradigm_state *s = paradigm_of(c);
	if (!s->fee_saved) {
		int64_t was;
		UNDO_SET(c->j, s->fee_was, param_is_set(c->n, "fee.harfer", &was) ? was : -2000);
		UNDO_SET(c->j, s->fee_saved, 1);
	}
	/* R320.4 i: "a random number between 5 and 50", read as a whole
	 * number of A$ with both ends possible (docs/RULINGS.md). */
	int64_t lo = param_int(c->n, "paradigm.inflation.fee_min");
	int64_t hi = param_int(c->n, "paradigm.inflation.fee_max");
	rng_key(c->rng, "paradigm.inflation", (uint64_t)c->now);
	int64_t fee = hi > lo ? lo + (int64_t)rng_below(c->rng, (uint64_t)(hi - lo + 1)) : lo;
	mut_set_param(c, "fee.harfer", fee, "R320.4");
	ctx_announce(c, "  Inflation: the Standard Harfer Fee is now A$%lld (R320.4 i)",
		     (long long)fee);
	uint64_t id = deadline_add(c, c->now + param_int(c->n, "paradigm.inflation.period"),
				   &dl_paradigm_inflation, 0, 0);
	UNDO_SET(c->j, s->inflate_dl, id);
	return 0;
}

static int fire_inflation(ctx *c, const deadline *d)
{
	paradigm_state *s = paradigm_of(c);
	if (s->inflate_dl != d->id || !paradigm_is(c->n, PT_INFLATIONARY)) {
		ctx_reply(c, "no Inflationary paradigm: nothing to draw (R320.4)");
		return 0;
	}
	UNDO_SET(c->j, s->inflate_dl, 0);
	ctx_reply(c, "a week of Inflation has passed (R320.4)");
	ctx_announce(c, "A week of Inflation has passed (R320.4):");
	return paradigm_inflate(c);
}

const deadline_kind dl_paradigm_inflation = {"paradigm-inflation", "R320.4", fire_inflation,
					     NULL};

int paradigm_activate(ctx *c, const char *name, const char *why)
{
	paradigm_state *s = paradigm_of(c);
	/* The Type that was set, even if its rule has just gone (rules_changed):
	 * its deviations are the ones to undo. */
	const char *old = s->current && *s->current ? s->current : paradigm_current(c->n);
	char *was = old ? xstrdup(old) : NULL;
	/* R320 ¶1: the old Type goes Dormant an instant before the new one
	 * becomes Active: its deviations end first. */
	if (was && strcmp(was, PT_INFLATIONARY) == 0)
		inflation_end(c, s);
	if (was && strcmp(was, PT_PUPPET) == 0 && s->overlord &&
	    !(name && strcmp(name, PT_PUPPET) == 0))
		UNDO_SET(c->j, s->overlord, 0);
	set_str(c, &s->current, name ? name : ""); /* "": none Active */
	const char *now = paradigm_current(c->n);
	if (now)
		ctx_announce(c, "The Current Paradigm of Ackanomia is now %s (%s)", now, why);
	else
		ctx_announce(c, "No Paradigm Type is Active (%s)", why);
	voting_points(c, s, scores_voting_off(now));
	paradigm_police_changed(c, was, now); /* R320.7 */
	if (now && strcmp(now, PT_INFLATIONARY) == 0 && !(was && strcmp(was, now) == 0))
		paradigm_inflate(c);
	/* R320.6: a Puppet Dictatorship has its Overlord: drawn when it was
	 * the Proto-Paradigm, else now (docs/RULINGS.md). */
	if (now && strcmp(now, PT_PUPPET) == 0 && !s->overlord)
		paradigm_set_overlord(c, paradigm_draw_voter(c, 0), "R320.6");
	free(was);
	return 0;
}
