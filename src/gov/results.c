/* results.c: the end of a proposal's voting period: the Tabulator's count
 * (R104, R106, R408), each ballot weighted by its voter's strength on the
 * proposals' body then, with the numbers fixed at distribution; then, if
 * adopted, its effects one at a time in order (R104; an effect that fails
 * is ignored), each its own instant for winning by points (R207 I, R603),
 * or the proposal becomes a rule (R104, R301, R303); then the scores (R207,
 * R205) and winning (R603). */
#include "core/command.h"
#include "core/rules_effects.h"
#include "gov/gov.h"
#include "gov/method.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The text as a rule: without the Modest/Grandiose preface sentence, which
 * is "furniture" (R209). */
static const char *rule_text_of(const proposal *p)
{
	const char *t = p->text;
	while (*t == ' ' || *t == '\n')
		t++;
	if (p->kind != PK_ORDINARY) {
		const char *end = strpbrk(t, ".\n");
		if (end) {
			t = end + 1;
			while (*t == ' ' || *t == '\n')
				t++;
		}
	}
	return t;
}

/* The scores just before an effect (by id - 1; NULL when there are no
 * points) and how many players there were then. */
typedef struct scores_snap {
	int nbefore;
	int64_t *before;
} scores_snap;

static void *scores_now(ctx *c)
{
	const nomic *n = c->n;
	const currency *pts = currency_by_name(n, "points");
	if (!pts)
		return NULL;
	scores_snap *s = xcalloc(1, sizeof *s + ((size_t)n->nplayers + 1) * sizeof(int64_t));
	s->nbefore = n->nplayers;
	s->before = (int64_t *)(s + 1);
	for (int i = 0; i < n->nplayers; i++)
		s->before[i] = balance(n, n->players[i]->id, pts->id);
	return s;
}

/* R207 I: an effect that changes scores does so at its own instant, before
 * R207's awards; R104: the effects apply one at a time, so each is its own
 * instant. R603 is checked for the players whose score this effect raised:
 * two raised to the Magic Number by one effect reach it at exactly the
 * same time. snapped: the scores just before it (scores_now). */
static void effect_instant(ctx *c, void *snapped)
{
	const scores_snap *s = snapped;
	const currency *pts = currency_by_name(c->n, "points");
	if (!pts)
		return;
	int *who = xcalloc((size_t)c->n->nplayers + 1, sizeof *who);
	int64_t *now = xcalloc((size_t)c->n->nplayers + 1, sizeof *now);
	int k = 0;
	for (int i = 0; i < c->n->nplayers; i++) {
		int64_t was = s && i < s->nbefore ? s->before[i] : 0;
		int64_t score = balance(c->n, c->n->players[i]->id, pts->id);
		if (score > was) {
			who[k] = c->n->players[i]->id;
			now[k++] = score;
		}
	}
	if (k)
		winning_check(c, who, now, k);
	free(who);
	free(now);
}

/* Applies the effects (effects.c); returns how many took effect. */
static int apply_effects(ctx *c, const proposal *p, int *listed)
{
	static const effects_how how = {"effect", " ignored (R104)", scores_now,
					effect_instant};
	char cause[32], err[200];
	snprintf(cause, sizeof cause, "Proposal %d", p->number);
	char **effects;
	int count = proposal_effects(p->text, &effects, err, sizeof err);
	*listed = count < 0 ? 1 : count;
	if (count < 0) {
		/* R104: a meaningless effect is ignored. */
		ctx_reply(c, "\n  effect ignored (R104): %s", err);
		return 0;
	}
	int applied = effects_apply(c, effects, count, cause, &how, NULL);
	proposal_effects_free(effects, count);
	return applied;
}

static int become_rule(ctx *c, const proposal *p)
{
	char cause[32], number[32];
	snprintf(cause, sizeof cause, "Proposal %d", p->number);
	size_t mark = undo_mark(c->j);
	if (effect_rule_enact(c, NULL, NULL, p->title, rule_text_of(p), cause, number,
			      sizeof number)) {
		undo_rollback(c->j, mark);
		ctx_reply(c, "\n  it cannot become a rule: %s", c->err.s ? c->err.s : "?");
		sbuf_free(&c->err);
		return 0;
	}
	ctx_reply(c, "\n  it becomes Rule %s (R104, R303)", number);
	return 1;
}

static void undo_strengths(undo_entry *e)
{
	proposal *p = e->obj;
	free(p->strengths);
	p->strengths = e->ptr;
}

static void release_strengths(undo_entry *e)
{
	free(e->ptr);
}

/* Keeps the strengths p's ballots were counted with, for the results and
 * for `proposal N` however the strengths change later. */
static void record_strengths(ctx *c, proposal *p)
{
	undo_entry *e = undo_push(c->j, undo_strengths, release_strengths);
	e->obj = p;
	e->ptr = p->strengths;
	p->strengths = NULL;
	if (p->nballots > 0) {
		p->strengths = xcalloc((size_t)p->nballots, sizeof *p->strengths);
		for (int i = 0; i < p->nballots; i++)
			p->strengths[i] = gov_strength(c->n, BODY_PROPOSALS, i + 1);
	}
}

static void close_proposal(ctx *c, proposal *p, enum decision_result r, const char *why,
			   const tally *t, const close_vote *xv, int nxv)
{
	const vote_method *m = proposal_method(p);
	int adopted = r == DECIDE_ADOPTED;
	/* R207 VI: Boring if at least half the votes cast were BAA! (a
	 * proposal on which nobody voted is not Boring: docs/RULINGS.md). */
	int baa = method_ballot(m, "BAA!");
	int boring = baa && t->voters > 0 && 2 * t->ballots[baa] >= t->voters;
	/* R205 5: the awards are those in force before the effects apply. */
	award_values v = scoring_values(c->n, p, adopted);

	deadline_cancel(c, p->deadline);
	gov_cancel_reminder(c, p);
	UNDO_SET(c->j, p->status, adopted ? PROP_ADOPTED : PROP_REJECTED);
	UNDO_SET(c->j, p->deadline, 0);
	ctx_reply(c, "Proposal %d \"%s\" by %s is %s: %s", p->number, p->title,
		  holder_name(c->n, p->author), adopted ? "ADOPTED" : "REJECTED", why);
	/* Counted a moment ago, with the strengths of this instant. */
	record_strengths(c, p);
	int strengths = proposal_shows_strengths(c->n, p);
	sbuf votes = {0};
	for (int i = 0; i < p->nballots; i++) {
		if (!p->ballots[i])
			continue;
		sbuf_printf(&votes, "%s%s %s", votes.len ? ", " : "", holder_name(c->n, i + 1),
			    m->ballots[p->ballots[i]]);
		if (strengths)
			sbuf_printf(&votes, " (strength %lld)", (long long)p->strengths[i]);
	}
	for (int i = 0; i < nxv; i++) /* R1021: cast at the end, before the count */
		sbuf_printf(&votes, "%s%s %lld %s (%s)", votes.len ? ", " : "", xv[i].who,
			    (long long)xv[i].count, m->ballots[xv[i].ballot], xv[i].rule);
	ctx_reply(c, "\n  votes: %s", votes.len ? votes.s : "none");
	/* R106: the results are announced; the votes are secret no longer. */
	ctx_announce(c, "Proposal %d \"%s\" by %s is %s: %s\n  votes: %s", p->number, p->title,
		     holder_name(c->n, p->author), adopted ? "ADOPTED" : "REJECTED", why,
		     votes.len ? votes.s : "none");
	undo_string(c->j, &p->outcome);
	p->outcome = xstrdup(why);
	sbuf_free(&votes);

	int is_null = 0;
	if (adopted) {
		int listed, applied;
		applied = apply_effects(c, p, &listed);
		if (!listed)
			applied = become_rule(c, p);
		/* R207 V: no rule and no valid effect makes a Null Proposal. */
		is_null = applied == 0;
		if (is_null) {
			ctx_reply(c, "\n  a Null Proposal: no points (R207 V)");
			ctx_announce(c, "  a Null Proposal: no points (R207 V)");
		}
	}
	if (boring) {
		ctx_reply(c, "\n  a Boring proposal: no points (R207 VI)");
		ctx_announce(c, "  a Boring proposal: no points (R207 VI)");
	}
	if (adopted)
		proposal_warnings(c, p->text, 0);
	/* The scores and the result are the proposal's results: the officers'
	 * records (src/reports) give that as their cause. */
	char cause[48];
	snprintf(cause, sizeof cause, "Proposal %d's results", p->number);
	const char *outer = c->cause;
	c->cause = cause;
	scoring_pay(c, p, &v, is_null, boring);
	/* The rules may react to the result (a rule's script: nomic.on). */
	json_t *ev = json_pack("{s:i, s:s, s:s, s:s, s:s}", "number", p->number, "title", p->title,
			       "author", holder_name(c->n, p->author), "kind",
			       proposal_kind_name(p->kind), "result",
			       adopted ? "adopted" : "rejected");
	ctx_emit(c, "proposal", ev);
	json_decref(ev);
	c->cause = outer;
}

void proposal_evaluate(ctx *c, proposal *p, int at_close)
{
	const vote_method *m = proposal_method(p);
	tally t = {0};
	/* Each ballot counts with its voter's strength on the proposals' body,
	 * read now, at the count (docs/RULINGS.md). At most STRENGTH_MAX per
	 * player, so the sums cannot overflow. */
	for (int i = 0; i < p->nballots; i++)
		if (p->ballots[i]) {
			t.weight[p->ballots[i]] += gov_strength(c->n, BODY_PROPOSALS, i + 1);
			t.ballots[p->ballots[i]]++;
			t.voters++;
		}
	for (int i = 0; i < c->n->nplayers; i++) /* R106, R320: Voting players */
		t.eligible += c->n->players[i]->state == PS_VOTING;
	/* R1021: at the end of the voting period, before the votes are
	 * counted, others may cast votes too (gov_close_votes). A ballot value
	 * the method does not have is ignored; counts stay far below overflow
	 * (at most a third of the players each). */
	close_vote xv[CLOSE_VOTES_MAX];
	int nxv = at_close && gov_close_votes ? gov_close_votes(c->n, p, xv, CLOSE_VOTES_MAX) : 0;
	for (int i = 0; i < nxv; i++)
		if (xv[i].ballot >= 1 && xv[i].ballot <= BALLOT_KINDS && m->ballots[xv[i].ballot] &&
		    xv[i].count > 0) {
			t.weight[xv[i].ballot] += xv[i].count;
			t.ballots[xv[i].ballot] += xv[i].count;
		} else {
			xv[i--] = xv[--nxv];
		}
	t.elapsed = c->now - p->distributed;
	char why[200] = "";
	/* The numbers fixed at distribution (docs/VOTING.md). */
	enum decision_result r = m->decide(&t, &p->cfg, at_close, why, sizeof why);
	if (r != DECIDE_OPEN)
		close_proposal(c, p, r, why, &t, xv, nxv);
}

/* R408 c: results in the order the voting periods ended; R207 II: those
 * ending together are scored in proposal-number order. */
static int fire_voting_end(ctx *c, const deadline *d)
{
	gov *g = c->n->gov;
	ctx_arg_int(c, "proposal", d->subject);
	for (int done = 0;;) {
		proposal *next = NULL;
		for (int i = 0; g && i < g->nproposals; i++) {
			proposal *p = g->proposals[i];
			if (p->status == PROP_VOTING && p->closes && p->closes <= c->now &&
			    (!next || p->closes < next->closes ||
			     (p->closes == next->closes && p->number < next->number)))
				next = p;
		}
		if (!next)
			return 0;
		if (done++)
			ctx_reply(c, "\n");
		proposal_evaluate(c, next, 1);
		if (next->status == PROP_VOTING) {
			/* The method would not decide at the close: it is rejected
			 * then, so no proposal stays open past its period. */
			tally t = {0};
			close_proposal(c, next, DECIDE_REJECTED, "undecided when voting ended", &t,
				       NULL, 0);
		}
	}
}

/* A method that may decide once time has passed (Ace of Spades reg 110's
 * 72 hours, R1250.1 V's 3 days) is asked again then. */
static int fire_voting_check(ctx *c, const deadline *d)
{
	proposal *p = (proposal *)proposal_by_number(c->n, d->subject);
	ctx_arg_int(c, "proposal", d->subject);
	if (p && p->status == PROP_VOTING)
		proposal_evaluate(c, p, 0);
	if (!c->out.len)
		ctx_reply(c, "Proposal %d stays open", d->subject);
	return 0;
}

const deadline_kind dl_voting_end = {"voting-end", "R106", fire_voting_end, NULL};
const deadline_kind dl_voting_check = {"voting-check", "the body's voting method",
				       fire_voting_check, NULL};
