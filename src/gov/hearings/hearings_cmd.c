/* hearings_cmd.c: the commands of Hearings (Ackanomic R360, R361):
 * `hearing call TYPE CIRCUMSTANCES` (a type a rule lets a player call),
 * `respond N RESPONSE` (¶3: privately, a hidden event), `hearing retract
 * N` (¶8: its Hearing Harfer) and `hearings` (what the viewer may see). */
#include "core/bind.h"
#include "core/players.h"
#include "gov/hearings/hearings.h"

#include <stdlib.h>
#include <strings.h>

static hearing *hearing_arg(ctx *c, const char *s)
{
	char *end;
	long k = strtol(s, &end, 10);
	hearing *h = *s && !*end ? hearing_get(c->n, (int)k) : NULL;
	if (!h)
		ctx_fail(c, "no Hearing %s (see `hearings`)", s);
	return h;
}

int hearings_cmd_call(ctx *c, int argc, char **argv)
{
	const hearing_type *t = hearing_type_by_key(argv[0]);
	if (!t || !(t->flags & HT_PLAYER_CALLS))
		return ctx_fail(c, "no rule lets a player call a Hearing of type '%s' (the types: "
				"will, R361; politeness, R374; ebs, R432; tax, R1009; corruption, R1023 7)",
				argv[0]);
	/* The command is R360's; the type is its calling rule's, which must
	 * be in force (docs/ARCHITECTURE.md, "Rules that bind"). */
	char why[256];
	if (bind_stopped(c->n, t->rule, why, sizeof why))
		return ctx_fail(c, "%s", why);
	int nargs = t->nargs ? t->nargs : 1;
	if (argc - 1 != nargs)
		return ctx_fail(c, "usage: hearing call %s %s (%s)", t->key,
				t->usage ? t->usage : "MATTER", t->rule);
	int subject = 0;
	sbuf circ = {0};
	if (t->prepare) {
		if (t->prepare(c, argv + 1, &subject, &circ) < 0) {
			sbuf_free(&circ);
			return -1;
		}
	} else if (!argv[1][0]) {
		return ctx_fail(c, "a Hearing names the matter it is called on (R360 ¶1)");
	} else {
		sbuf_printf(&circ, "%s", argv[1]);
	}
	int harfer = (t->flags & HT_CALLER_HARFS) ? c->actor->id : 0;
	hearing_call(c, t, harfer, c->actor->id, subject, circ.s, NULL, 0, 0);
	sbuf_free(&circ);
	return 0;
}

/* The response s names: its number or its text (R360 ¶3 "matches one of
 * the valid responses"; case is not a difference, docs/RULINGS.md). */
static int response_of(const hearing *h, const char *s)
{
	char *end;
	long k = strtol(s, &end, 10);
	if (*s && !*end)
		return k >= 1 && k <= h->nresponses ? (int)k - 1 : -1;
	for (int i = 0; i < h->nresponses; i++)
		if (strcasecmp(h->responses[i], s) == 0)
			return i;
	return -1;
}

/* ¶3: "each Player may send his or her response ... privately"; a later
 * one replaces the earlier; "Non-voting players may not vote in
 * hearings". The Hearing is named by its number: "a post that does not
 * unambiguously identify the Hearing ... is invalid". */
int hearings_cmd_respond(ctx *c, int argc, char **argv)
{
	(void)argc;
	hearing *h = hearing_arg(c, argv[0]);
	if (!h)
		return -1;
	if (h->status != HS_SESSION)
		return ctx_fail(c, "Hearing %d is not in session (R360 ¶3)", h->number);
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "Non-voting players may not respond to Hearings (R360 ¶3)");
	int k = response_of(h, argv[1]);
	if (k < 0) {
		sbuf b = {0};
		for (int i = 0; i < h->nresponses; i++)
			sbuf_printf(&b, "%s%d. \"%s\"", i ? ", " : "", i + 1, h->responses[i]);
		int rc = ctx_fail(c, "not a valid response to Hearing %d; they are: %s (R360 ¶3)",
				  h->number, b.s);
		sbuf_free(&b);
		return rc;
	}
	int got = hearing_record(c, h, c->actor->id, k);
	if (!got)
		return ctx_fail(c, "your response to Hearing %d is \"%s\" already (R360 ¶3)",
				h->number, h->responses[k]);
	ctx_reply(c, "your response to Hearing %d is \"%s\"%s (R360 ¶3)", h->number,
		  h->responses[k], got == 2 ? "; the previous one is discarded" : "");
	ctx_announce(c, "a response is sent to Hearing %d (R360 ¶3)", h->number);
	return 0;
}

/* ¶8: "A hearing may be retracted, provided it is in session, by the
 * Hearing Harfer for that Hearing." */
int hearings_cmd_retract(ctx *c, int argc, char **argv)
{
	(void)argc;
	hearing *h = hearing_arg(c, argv[0]);
	if (!h)
		return -1;
	if (h->status != HS_SESSION)
		return ctx_fail(c, "Hearing %d is not in session (R360 ¶8)", h->number);
	if (hearing_harfer_id(c->n, h) != c->actor->id)
		return ctx_fail(c, "only Hearing %d's Hearing Harfer (%s) may retract it (R360 ¶8)",
				h->number, hearing_harfer_name(c->n, h));
	hearing_retract(c, h);
	return 0;
}

static const char *status_text(const hearing *h)
{
	switch (h->status) {
	case HS_SESSION: return "in session";
	case HS_ENDED: return "ended";
	case HS_RETRACTED: return "retracted";
	case HS_WITHDRAWN: return "withdrawn";
	}
	return "?";
}

/* What anyone may see, and the viewer eir own response (R360 ¶3: the
 * responses are private; the end publishes the counts). */
int hearings_cmd_show(ctx *c, int argc, char **argv)
{
	const hearings *s = hearings_peek(c->n);
	const hearing *only = NULL;
	if (argc == 1 && !(only = hearing_arg(c, argv[0])))
		return -1;
	if (!s || !s->nall) {
		ctx_reply(c, "no Hearings have been called (R360)");
		return 0;
	}
	int viewer = c->actor ? c->actor->id : 0;
	for (int i = 0; i < s->nall; i++) {
		const hearing *h = s->all[i];
		if (only && h != only)
			continue;
		char when[40];
		format_time(h->ends, when, sizeof when);
		const char *title = h->type->harfer_title;
		ctx_reply(c, "%sHearing %d: %s (%s), Harfer %s%s%s%s, on \"%s\": %s",
			  c->out.len ? "\n" : "", h->number, h->type->name, h->type->rule,
			  hearing_harfer_name(c->n, h), title ? " (" : "", title ? title : "",
			  title ? ")" : "", h->circumstances, status_text(h));
		if (h->status == HS_SESSION)
			ctx_reply(c, " until %s, %d response%s so far", when, h->ngot,
				  h->ngot == 1 ? "" : "s");
		for (int k = 0; k < h->nresponses; k++) {
			ctx_reply(c, "\n  %d. \"%s\"", k + 1, h->responses[k]);
			if (h->status == HS_ENDED)
				ctx_reply(c, ": %d", h->counts[k]);
		}
		if (h->status == HS_ENDED)
			ctx_reply(c, "\n  verdict: %s%s%s", h->verdict >= 0 ? "\"" : "",
				  h->verdict >= 0 ? h->responses[h->verdict] : "none (no responses)",
				  h->verdict >= 0 ? "\"" : "");
		for (int k = 0; viewer && k < h->ngot; k++)
			if (!h->got[k]->entity && h->got[k]->player == viewer)
				ctx_reply(c, "\n  your response: \"%s\"",
					  h->responses[h->got[k]->choice]);
	}
	return 0;
}
