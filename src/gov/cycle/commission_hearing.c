/* commission_hearing.c: what follows the Commission d'Arts' report
 * (Ackanomic R670 5-9): the Hearing it calls (R360, with Count Tabula as
 * its Hearing Harfer, R360 ¶2), its responses (sent privately: hidden
 * events), its end after three days and its verdict (R360 ¶5, ¶7); the
 * winning Nominee's author's Silver Moon and A$75 (R670 6: from level 6 an
 * obligation of the Treasury, R505 II, src/econ/treasury's treasury_pay),
 * the acceptance speech or, from the Gaol, the cardboard cutout and 5
 * points lost (R670 7). The Hearing is one of src/gov/hearings (type
 * hearing_moon), which keeps its responses, ends it and gives its verdict;
 * this file speaks for it as it always has. */
#include "core/params.h"
#include "core/players.h"
#include "gov/crime/crime.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"
#include "econ/entities.h"
#include "econ/treasury/treasury.h"
#include "gov/hearings/hearings.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static void set_str(ctx *c, char **field, const char *v)
{
	undo_string(c->j, field);
	*field = v ? xstrdup(v) : NULL;
}

void commission_hearing_call(ctx *c, const arts_suggestion *s)
{
	commission *k = commission_of(c);
	for (int i = 0; i < ARTS_NOMINEES; i++) {
		set_str(c, &k->report[i].title, s->nominees[i].title);
		set_str(c, &k->report[i].author, s->nominees[i].author);
	}
	UNDO_SET(c->j, k->reports, k->reports + 1);
	hearing *old = hearing_get(c->n, k->hearing);
	if (old && old->status == HS_SESSION) /* a Hearing still sitting gives way to the new report's */
		hearing_withdraw(c, old);
	/* R670 5: "The valid responses are the Nominees, as listed in the
	 * Commission's report"; R360 ¶2: Count Tabula harfs it; its length
	 * is commission.hearing (R360 ¶4's three days). */
	const char *titles[ARTS_NOMINEES];
	for (int i = 0; i < ARTS_NOMINEES; i++)
		titles[i] = k->report[i].title;
	hearing *h = hearing_call(c, &hearing_moon, 0, 0, k->reports,
				  "the Commission d'Arts' report", titles, ARTS_NOMINEES, 0);
	UNDO_SET(c->j, k->in_hearing, 1);
	UNDO_SET(c->j, k->hearing_ends, h->ends);
	UNDO_SET(c->j, k->hearing, h->number);
	char t[40];
	format_time(h->ends, t, sizeof t);
	ctx_announce(c, "The Hearing Harfer (Count Tabula) announces that a Hearing is called on "
		     "the Commission d'Arts' report: the Silver Moon Hearing, in session until %s; "
		     "its valid responses are the Nominees 1 to %d; send yours with `moon respond "
		     "N` (R670 5, R360)", t, ARTS_NOMINEES);
	ctx_reply(c, "\na Hearing is called on the report, until %s (R670 5, R360)", t);
}

/* R360 ¶3: "each Player may send his or her response ... privately";
 * "Non-voting players may not vote in hearings". */
int commission_cmd_respond(ctx *c, int argc, char **argv)
{
	(void)argc;
	const commission *r = commission_peek(c->n);
	if (!r || !r->in_hearing)
		return ctx_fail(c, "no Silver Moon Hearing is in session (R670 5, R360)");
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "Non-voting players may not respond to Hearings (R360)");
	char *end;
	long n = strtol(argv[0], &end, 10);
	if (*end || n < 1 || n > ARTS_NOMINEES)
		return ctx_fail(c, "the valid responses are the Nominees 1 to %d (R670 5)",
				ARTS_NOMINEES);
	commission *k = commission_of(c);
	hearing *h = hearing_get(c->n, k->hearing);
	/* Sent to the Hearing Harfer, not the forum: hidden until the verdict,
	 * which gives only the counts (hearing_record marks the event). */
	int got = h ? hearing_record(c, h, c->actor->id, (int)n - 1) : 0;
	if (!got)
		return ctx_fail(c, "your response is Nominee %ld already (R360)", n);
	if (got == 2)
		ctx_reply(c, "your response is now Nominee %ld, %s; the previous one is discarded "
			  "(R360)", n, k->report[n - 1].title);
	else
		ctx_reply(c, "your response is Nominee %ld, %s (R360)", n, k->report[n - 1].title);
	ctx_announce(c, "a response is sent to the Silver Moon Hearing (R360)");
	return 0;
}

static void won_free(void *p)
{
	arts_nominee *v = p;
	free(v->title);
	free(v->author);
	free(v);
}

/* R670 6, 7: the winning Nominee's author, if a player. */
static void award(ctx *c, commission *k, int w)
{
	const arts_nominee *v = &k->report[w];
	arts_nominee *won = xcalloc(1, sizeof *won);
	won->title = xstrdup(v->title);
	won->author = xstrdup(v->author);
	mut_append(c, (void ***)&k->won, &k->nwon, &k->won_cap, won, won_free);
	player *p = player_by_name(c->n, v->author);
	if (!p || p->state == PS_NONPLAYER) {
		ctx_announce(c, "%s is not a player: no Silver Moon and no prize are awarded (R670 6)",
			     v->author);
		ctx_reply(c, "\n%s is not a player: no Silver Moon and no prize are awarded (R670 6)",
			  v->author);
		return;
	}
	/* R670 9: "made by the Frobozz Magic Medal Company, Ackanomic
	 * Division" when required: created for em. */
	char whynot[300];
	if (!cycle_give(c, "moon", p->id, "R670 6", whynot, sizeof whynot)) {
		ctx_announce(c, "no Silver Moon is created for %s: %s", p->name, whynot);
		ctx_reply(c, "\nno Silver Moon is created for %s: %s", p->name, whynot);
	}
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t prize = param_int(c->n, "commission.prize");
	int64_t t = ad ? balance(c->n, 0, ad->id) : 0, pay = prize < t ? prize : t;
	if (param_int(c->n, "treasury.obligations")) {
		/* R505 II: the prize is an obligation of the Treasury (level 6). */
		treasury_due due = {p->id, prize, 0};
		pay = treasury_pay(c, &due, 1, "R670 6: the Silver Moon's prize") == 0 ? due.paid
										       : 0;
	} else if (pay > 0) {
		ledger_move(c, 0, p->id, ad, pay);
	}
	ctx_announce(c, "%s is awarded a Silver Moon and A$%lld (R670 6)", p->name, (long long)pay);
	ctx_reply(c, "\n%s is awarded a Silver Moon and A$%lld (R670 6)", p->name, (long long)pay);
	if (crime_in_gaol(c->n, p->id)) {
		const currency *pts = currency_by_name(c->n, "points");
		int64_t loss = param_int(c->n, "commission.cutout");
		if (pts && loss)
			ledger_add(c, p->id, pts, -loss);
		ctx_announce(c, "%s, in the Gaol, is represented by a cardboard cutout on wheels, "
			     "which lowers the whole tone of the occasion: e loses %lld points for "
			     "detracting from the festivities (R670 7)", p->name, (long long)loss);
		ctx_reply(c, "\n%s is in the Gaol: a cardboard cutout on wheels; e loses %lld points "
			  "(R670 7)", p->name, (long long)loss);
	} else if (p->state == PS_VOTING || p->state == PS_NONVOTING) {
		UNDO_SET(c->j, k->speech_owed, p->id);
		ctx_announce(c, "%s is required to make an acceptance speech (R670 7)", p->name);
	}
}

/* R360 ¶4, ¶5, ¶7 (src/gov/hearings): the Hearing ends after three days;
 * its verdict is the response most players gave; a tie goes to the tied
 * response listed first in the report (the rule defining the responses,
 * R670 5); with no responses there is no verdict (docs/RULINGS.md). A
 * Hearing retracted (R360 ¶8) or given way to a newer report's has none. */
static void moon_end(ctx *c, const hearing *h, const hearing_result *r)
{
	commission *k = commission_of(c);
	if (h->number != k->hearing)
		return;
	UNDO_SET(c->j, k->in_hearing, 0);
	if (r->retracted)
		return;
	sbuf b = {0};
	for (int i = 0; i < ARTS_NOMINEES; i++)
		sbuf_printf(&b, "%s%d. %d", i ? ", " : "", i + 1, r->counts[i]);
	ctx_reply(c, "the Silver Moon Hearing ends: %s (R360)", b.s);
	ctx_announce(c, "The Silver Moon Hearing ends; the responses: %s (R360)", b.s);
	sbuf_free(&b);
	int best = r->verdict;
	if (best < 0) {
		ctx_reply(c, "\nno responses: no verdict, and no Silver Moon (R360, R670 5)");
		ctx_announce(c, "No responses: the Hearing has no verdict and no Nominee wins (R360, "
			     "R670 5)");
		return;
	}
	const char *how = r->tie ? "; a tie, won by the tied Nominee listed first, R360" : "";
	ctx_reply(c, "\nthe winning Nominee: %s, by %s (R670 5%s)", k->report[best].title,
		  k->report[best].author, how);
	ctx_announce(c, "The winning Nominee is %s, by %s (R670 5%s)", k->report[best].title,
		     k->report[best].author, how);
	award(c, k, best);
}

/* Its end keeps the kind, rule and subject (the report's number) it had
 * before it was a Hearing of src/gov/hearings: a deadline's are logged. */
const deadline_kind dl_commission_hearing = {"commission-hearing", "R360", hearing_fire, NULL};

/* R670 5: Count Tabula harfs it (R360 ¶2); the Commission speaks for it. */
const hearing_type hearing_moon = {
	.key = "moon",
	.name = "Silver Moon",
	.rule = "R670 5",
	.flags = HT_QUIET,
	.period = "commission.hearing",
	.dl_kind = &dl_commission_hearing,
	.modifies = -1,
	.on_end = moon_end,
};

static long words_in(const char *s)
{
	long n = 0;
	int in = 0;
	for (; *s; s++) {
		int sp = isspace((unsigned char)*s);
		n += !sp && !in;
		in = !sp;
	}
	return n;
}

/* R670 7: "required to make an acceptance speech, not to exceed 10,000
 * words". */
int commission_cmd_speech(ctx *c, int argc, char **argv)
{
	(void)argc;
	const commission *r = commission_peek(c->n);
	if (!r || r->speech_owed != c->actor->id)
		return ctx_fail(c, "no acceptance speech is required of you (R670 7)");
	long w = words_in(argv[0]), most = (long)param_int(c->n, "commission.speech_words");
	if (w < 1 || w > most)
		return ctx_fail(c, "an acceptance speech has 1 to %ld words, this has %ld (R670 7)",
				most, w);
	commission *k = commission_of(c);
	UNDO_SET(c->j, k->speech_owed, 0);
	ctx_reply(c, "you make your acceptance speech (%ld words; R670 7)", w);
	ctx_announce(c, "%s's acceptance speech for eir Silver Moon (R670 7):\n%s", c->actor->name,
		     argv[0]);
	return 0;
}
