/* hearings_run.c: a Hearing's life (Ackanomic R360): its call and
 * announcement (¶1), the responses its Harfer records (¶3: sent
 * privately, so each is a hidden event; a later one replaces the
 * earlier), its end after three days or the calling rule's longer period
 * (¶4, deadline "hearing"), its verdict (¶5-7) and its retraction (¶8). */
#include "core/bind.h"
#include "core/params.h"
#include "gov/hearings/hearings.h"

#include <stdlib.h>
#include <string.h>

static void list_responses(sbuf *b, const hearing *h)
{
	for (int i = 0; i < h->nresponses; i++)
		sbuf_printf(b, "%s%d. \"%s\"", i ? ", " : "", i + 1, h->responses[i]);
}

hearing *hearing_call(ctx *c, const hearing_type *t, int harfer, int caller, int subject,
		      const char *circumstances, const char *const *responses, int n,
		      gtime period)
{
	hearings *s = hearings_of(c);
	hearing *h = xcalloc(1, sizeof *h);
	h->number = s->nall + 1;
	h->type = t;
	h->harfer = harfer;
	h->caller = caller;
	h->subject = subject;
	h->circumstances = xstrdup(circumstances ? circumstances : "");
	if (t->nresponses) {
		responses = t->responses;
		n = t->nresponses;
	}
	if (n > HEARING_MAX_RESPONSES)
		n = HEARING_MAX_RESPONSES;
	h->responses = xcalloc((size_t)(n ? n : 1), sizeof *h->responses);
	for (int i = 0; i < n; i++)
		h->responses[i] = xstrdup(responses[i]);
	h->nresponses = n;
	h->called = c->now;
	/* ¶4: "three days, unless another rule defines a longer period". */
	if (!period)
		period = param_int(c->n, t->period ? t->period : "hearings.period");
	h->ends = c->now + period;
	h->status = HS_SESSION;
	h->verdict = -1;
	mut_append(c, (void ***)&s->all, &s->nall, &s->all_cap, h, hearing_free);
	h->dl = t->dl_kind ? deadline_add(c, h->ends, t->dl_kind, subject, h->number)
			   : deadline_add(c, h->ends, &dl_hearing, 0, h->number);
	if (t->flags & HT_QUIET)
		return h;
	char when[40];
	format_time(h->ends, when, sizeof when);
	sbuf b = {0};
	list_responses(&b, h);
	const player *by = caller ? player_by_id(c->n, caller) : NULL;
	ctx_announce(c, "The Hearing Harfer (%s%s%s) announces that Hearing %d is called: a %s "
		     "Hearing (%s)%s%s, on \"%s\"; the valid responses: %s; in session until %s; "
		     "send your response privately with `respond %d \"RESPONSE\"` (R360 ¶1, ¶3)",
		     hearing_harfer_name(c->n, h), t->harfer_title ? ", " : "",
		     t->harfer_title ? t->harfer_title : "", h->number, t->name, t->rule,
		     by ? ", called by " : "", by ? by->name : "", h->circumstances, b.s, when,
		     h->number);
	ctx_reply(c, "Hearing %d is called: a %s Hearing (%s), in session until %s; the valid "
		  "responses: %s (R360 ¶1)", h->number, t->name, t->rule, when, b.s);
	sbuf_free(&b);
	return h;
}

int hearing_record(ctx *c, hearing *h, int who, int choice)
{
	hearing_response *prev = NULL;
	for (int i = 0; i < h->ngot; i++)
		if (!h->got[i]->entity && h->got[i]->player == who)
			prev = h->got[i];
	if (prev && prev->choice == choice)
		return 0;
	/* ¶3: "send ... to the Hearing Harfer ... privately": only its
	 * sender and the admin see the event until (and after) the end,
	 * which publishes the counts alone. */
	c->hidden = 1;
	if (prev) {
		UNDO_SET(c->j, prev->choice, choice);
		UNDO_SET(c->j, prev->at, c->now);
		return 2;
	}
	hearing_response *r = xcalloc(1, sizeof *r);
	r->player = who;
	r->choice = choice;
	r->at = c->now;
	mut_append(c, (void ***)&h->got, &h->ngot, &h->got_cap, r, free);
	return 1;
}

static void stop(ctx *c, hearing *h, enum hearing_status st)
{
	if (h->dl)
		deadline_cancel(c, h->dl);
	UNDO_SET(c->j, h->dl, 0);
	UNDO_SET(c->j, h->status, st);
	if (h->type->on_end) {
		hearing_result r = {.verdict = -1, .retracted = 1};
		h->type->on_end(c, h, &r);
	}
}

void hearing_retract(ctx *c, hearing *h)
{
	stop(c, h, HS_RETRACTED);
	ctx_announce(c, "Hearing %d (%s, %s) is retracted by its Hearing Harfer: it has no "
		     "verdict (R360 ¶8)", h->number, h->type->name, h->type->rule);
	ctx_reply(c, "Hearing %d is retracted: it has no verdict (R360 ¶8)", h->number);
}

void hearing_withdraw(ctx *c, hearing *h)
{
	stop(c, h, HS_WITHDRAWN);
}

static void announce_end(ctx *c, const hearing *h, const hearing_result *r)
{
	sbuf b = {0};
	for (int i = 0; i < h->nresponses; i++)
		sbuf_printf(&b, "%s\"%s\" %d", i ? ", " : "", h->responses[i], r->counts[i]);
	sbuf v = {0};
	if (r->verdict < 0)
		sbuf_printf(&v, "no responses: no verdict (R360 ¶5, ¶7)");
	else
		sbuf_printf(&v, "the verdict: \"%s\" (R360 ¶5%s%s)", h->responses[r->verdict],
			    r->tie ? "; a tie, resolved by ¶7: the tied response listed first in "
				     "the rule" : "",
			    r->serious_failed ? "; ¶6: a Serious Hearing's response that would "
						"modify the ruleset lacks R106's majority, so the "
						"second most" : "");
	ctx_announce(c, "Hearing %d (%s, %s) ends; the responses: %s; %s", h->number,
		     h->type->name, h->type->rule, b.s, v.s);
	ctx_reply(c, "Hearing %d ends: %s; %s", h->number, b.s, v.s);
	sbuf_free(&b);
	sbuf_free(&v);
}

/* ¶4: "The Hearing shall end when it has been in session for three
 * days"; ¶5: "Once a Hearing has ended, it has a verdict". */
int hearing_fire(ctx *c, const deadline *d)
{
	hearing *h = hearing_get(c->n, (int)d->aux);
	if (!h || h->status != HS_SESSION || h->dl != d->id)
		return 0;
	UNDO_SET(c->j, h->dl, 0); /* popped already */
	UNDO_SET(c->j, h->status, HS_ENDED);
	int counts[HEARING_MAX_RESPONSES] = {0}, pcounts[HEARING_MAX_RESPONSES] = {0};
	for (int i = 0; i < h->ngot; i++) {
		counts[h->got[i]->choice]++;
		if (!h->got[i]->entity)
			pcounts[h->got[i]->choice]++;
	}
	const hearing_type *t = h->type;
	hearing_result r;
	hearing_verdict(counts, pcounts, h->nresponses, (t->flags & HT_SERIOUS) ? t->modifies : -1,
			(int)param_int(c->n, "hearings.serious"), &r);
	UNDO_SET(c->j, h->verdict, r.verdict);
	for (int i = 0; i < h->nresponses; i++)
		UNDO_SET(c->j, h->counts[i], r.counts[i]);
	if (!(t->flags & HT_QUIET))
		announce_end(c, h, &r);
	/* A player-called type's consequence is its calling rule's: none if
	 * that rule was repealed while the Hearing sat. (The Commission's
	 * Hearing keeps its behaviour: bound to R360 alone, as before.) */
	char why[256];
	if ((t->flags & HT_PLAYER_CALLS) && r.verdict >= 0 &&
	    bind_stopped(c->n, t->rule, why, sizeof why)) {
		ctx_announce(c, "Hearing %d's verdict has no consequence: %s", h->number, why);
		ctx_reply(c, "\nno consequence: %s", why);
		return 0;
	}
	if (t->on_end)
		t->on_end(c, h, &r);
	return 0;
}

const deadline_kind dl_hearing = {"hearing", "R360 ¶4", hearing_fire, NULL};
