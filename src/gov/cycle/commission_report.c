/* commission_report.c: the Commission d'Arts' report of Silver Moon
 * Nominees (Ackanomic R670 2, 3) as an organizational action (R1003):
 * a member suggests a report (`commission suggest`), which is eir approval;
 * the others approve or denounce it. When every active, non-gaoled member
 * has approved and nobody denounced, the Commission issues it at once;
 * seven days after the suggestion (deadline commission-suggestion) it is
 * issued if nobody denounced and two thirds of the members approved.
 * Issuing it ends the session (R670 1) and calls the Hearing (R670 5). */
#include "core/params.h"
#include "core/players.h"
#include "gov/crime/crime.h"
#include "gov/cycle/commission.h"
#include "gov/cycle/cycle.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

void arts_suggestion_free(void *p)
{
	arts_suggestion *s = p;
	if (!s)
		return;
	for (int i = 0; i < ARTS_NOMINEES; i++) {
		free(s->nominees[i].title);
		free(s->nominees[i].author);
	}
	for (int i = 0; i < s->napprovals; i++)
		free(s->approvals[i]);
	free(s->approvals);
	free(s);
}

static int approved(const arts_suggestion *s, int who)
{
	for (int i = 0; i < s->napprovals; i++)
		if (*s->approvals[i] == who)
			return 1;
	return 0;
}

int arts_approved_any(const commission *k, int who)
{
	for (int i = 0; i < k->nsugg; i++)
		if (approved(k->sugg[i], who))
			return 1;
	return 0;
}

static arts_suggestion *find(const commission *k, int number)
{
	for (int i = 0; i < k->nsugg; i++)
		if (k->sugg[i]->number == number)
			return k->sugg[i];
	return NULL;
}

static void add_approval(ctx *c, arts_suggestion *s, int who)
{
	int *v = xcalloc(1, sizeof *v);
	*v = who;
	mut_append(c, (void ***)&s->approvals, &s->napprovals, &s->approvals_cap, v, free);
}

/* The members' approvals of s, and how many members must approve now:
 * R1003 ¶3 "all active, non-gaoled members". */
static int all_approved(const nomic *n, const commission *k, const arts_suggestion *s)
{
	int needed = 0;
	for (int i = 0; i < k->nmembers; i++) {
		int who = k->members[i]->player;
		const player *p = player_by_id(n, who);
		if (!p || (p->state != PS_VOTING && p->state != PS_NONVOTING) ||
		    crime_in_gaol(n, who))
			continue;
		needed++;
		if (!approved(s, who))
			return 0;
	}
	return needed > 0;
}

/* R670 2: "publicly post a report": the Commission attempts the action;
 * the report ends the session (R670 1) and calls the Hearing (R670 5). */
static void issue(ctx *c, commission *k, arts_suggestion *s, const char *why)
{
	ctx_announce(c, "The Commission d'Arts issues its report, suggestion %d (%s): the Silver "
		     "Moon Nominees are (R670 2):", s->number, why);
	for (int i = 0; i < ARTS_NOMINEES; i++)
		ctx_announce(c, "  %d. %s, by %s", i + 1, s->nominees[i].title,
			     s->nominees[i].author);
	ctx_reply(c, "%sthe Commission d'Arts issues its report, suggestion %d (%s; R670 2)",
		  c->out.len ? "\n" : "", s->number, why);
	commission_hearing_call(c, s);
	commission_adjourn(c, 0);
	(void)k;
}

/* `commission suggest "TITLE" AUTHOR ...` x4 (R670 2, 3; R1003 ¶2). */
int commission_cmd_suggest(ctx *c, int argc, char **argv)
{
	const commission *r = commission_peek(c->n);
	if (!r || !r->in_session)
		return ctx_fail(c, "the Commission d'Arts is not in session (R670 1)");
	if (!arts_member_of(r, c->actor->id))
		return ctx_fail(c, "only a member of the Commission d'Arts may suggest its report "
				"(R1003)");
	if (argc != 2 * ARTS_NOMINEES)
		return ctx_fail(c, "a report lists %d Nominees, each \"TITLE\" AUTHOR (R670 2)",
				ARTS_NOMINEES);
	for (int i = 0; i < ARTS_NOMINEES; i++) {
		const char *t = argv[2 * i], *a = argv[2 * i + 1];
		if (!*t || !*a || strlen(t) > 200 || strlen(a) > 64)
			return ctx_fail(c, "Nominee %d needs a title (up to 200 characters) and an "
					"author (up to 64) (R670 2)", i + 1);
		for (int j = 0; j < i; j++)
			if (strcasecmp(argv[2 * j], t) == 0)
				return ctx_fail(c, "each Nominee in a report must be unique: '%s' is "
						"listed twice (R670 3)", t);
		for (int j = 0; j < r->nwon; j++)
			if (strcasecmp(r->won[j]->title, t) == 0)
				return ctx_fail(c, "'%s' won a Silver Moon before and may not be a "
						"Nominee again (R670 3)", t);
	}
	commission *k = commission_of(c);
	arts_suggestion *s = xcalloc(1, sizeof *s);
	s->number = k->next_sugg;
	s->by = c->actor->id;
	s->at = c->now;
	for (int i = 0; i < ARTS_NOMINEES; i++) {
		s->nominees[i].title = xstrdup(argv[2 * i]);
		s->nominees[i].author = xstrdup(argv[2 * i + 1]);
	}
	mut_append(c, (void ***)&k->sugg, &k->nsugg, &k->sugg_cap, s, arts_suggestion_free);
	UNDO_SET(c->j, k->next_sugg, k->next_sugg + 1);
	/* R1003 ¶2: "Submission of a suggestion is considered to constitute
	 * approval of that suggestion." */
	add_approval(c, s, c->actor->id);
	gtime due = c->now + param_int(c->n, "commission.suggestion");
	s->dl = deadline_add(c, due, &dl_commission_suggestion, s->number, k->sessions);
	char t[40];
	format_time(due, t, sizeof t);
	ctx_announce(c, "%s suggests, for the Commission d'Arts, report %d of Silver Moon Nominees "
		     "(R670 2, R1003):", c->actor->name, s->number);
	for (int i = 0; i < ARTS_NOMINEES; i++)
		ctx_announce(c, "  %d. %s, by %s", i + 1, argv[2 * i], argv[2 * i + 1]);
	ctx_reply(c, "you suggest report %d for the Commission d'Arts; the members may approve or "
		  "denounce it until %s (R1003)", s->number, t);
	if (all_approved(c->n, k, s))
		issue(c, k, s, "every member approved it");
	return 0;
}

static int member_and_suggestion(ctx *c, const char *word, arts_suggestion **out)
{
	const commission *r = commission_peek(c->n);
	if (!r || !r->in_session)
		return ctx_fail(c, "the Commission d'Arts is not in session (R670 1)");
	if (!arts_member_of(r, c->actor->id))
		return ctx_fail(c, "you are not a member of the Commission d'Arts (R1003)");
	char *end;
	long n = strtol(word, &end, 10);
	arts_suggestion *s = *end || n < 1 || n > 1000000 ? NULL : find(r, (int)n);
	if (!s)
		return ctx_fail(c, "the Commission d'Arts has no suggested report '%s' (R1003)", word);
	if (s->denounced)
		return ctx_fail(c, "report %d was denounced by %s and is void (R1003)", s->number,
				holder_name(c->n, s->denounced));
	*out = s;
	return 0;
}

int commission_cmd_approve(ctx *c, int argc, char **argv)
{
	(void)argc;
	arts_suggestion *s;
	if (member_and_suggestion(c, argv[0], &s))
		return -1;
	if (approved(s, c->actor->id))
		return ctx_fail(c, "you approve report %d already (R1003)", s->number);
	add_approval(c, s, c->actor->id);
	ctx_reply(c, "you approve report %d of the Commission d'Arts (R1003)", s->number);
	ctx_announce(c, "%s approves report %d of the Commission d'Arts (R1003)", c->actor->name,
		     s->number);
	commission *k = commission_of(c);
	if (all_approved(c->n, k, s))
		issue(c, k, s, "every member approved it");
	return 0;
}

int commission_cmd_denounce(ctx *c, int argc, char **argv)
{
	(void)argc;
	arts_suggestion *s;
	if (member_and_suggestion(c, argv[0], &s))
		return -1;
	/* R1003 2): not an action "suggested prior to eir most recent
	 * acquisition of membership". */
	const arts_member *m = arts_member_of(commission_peek(c->n), c->actor->id);
	if (s->at < m->joined)
		return ctx_fail(c, "report %d was suggested before you joined the Commission: you "
				"may not denounce it (R1003)", s->number);
	UNDO_SET(c->j, s->denounced, c->actor->id);
	if (s->dl)
		deadline_cancel(c, s->dl);
	UNDO_SET(c->j, s->dl, 0);
	ctx_reply(c, "you denounce report %d: it is void (R1003)", s->number);
	ctx_announce(c, "%s denounces report %d of the Commission d'Arts: it is void (R1003)",
		     c->actor->name, s->number);
	return 0;
}

/* R1003 ¶3: "If seven days pass after a suggestion is made, then the
 * Organization shall make the attempt ... if and only if no member ...
 * denounced the suggestion, and at least two thirds of the Organization's
 * members approved it". */
static int fire_suggestion(ctx *c, const deadline *d)
{
	commission *k = commission_of(c);
	arts_suggestion *s = k->in_session && d->aux == k->sessions ? find(k, d->subject) : NULL;
	if (!s || s->dl != d->id || s->denounced)
		return 0;
	UNDO_SET(c->j, s->dl, 0); /* popped already */
	int yes = 0;
	for (int i = 0; i < k->nmembers; i++)
		yes += approved(s, k->members[i]->player);
	int64_t thirds = param_int(c->n, "commission.approve_thirds");
	if (k->nmembers && 3 * yes >= thirds * k->nmembers) {
		issue(c, k, s, "two thirds approved it within seven days");
		return 0;
	}
	ctx_reply(c, "report %d of the Commission d'Arts lapses: %d of %d members approved it "
		  "(R1003)", s->number, yes, k->nmembers);
	ctx_announce(c, "Report %d of the Commission d'Arts lapses: %d of %d members approved it, "
		     "not two thirds (R1003)", s->number, yes, k->nmembers);
	return 0;
}

const deadline_kind dl_commission_suggestion = {"commission-suggestion", "R1003",
						fire_suggestion, NULL};
