/* gov_read.c: reading the proposals: the queue, one proposal with the
 * method and numbers it is voted by, the votes in its method's own words
 * and with the voters' strengths where any is not 1 (to the Tabulator
 * while voting, to all once reported), and the officers' reports: the
 * Promoter's distribution (R406), the Tabulator's results (R408) and the
 * Scorekeeper's scores and Magic Number (R410, R603). */
#include "core/command.h"
#include "core/visibility.h"
#include "gov/gov.h"
#include "gov/method.h"

#include <stdio.h>
#include <string.h>

static void line_of(ctx *c, const proposal *p)
{
	ctx_reply(c, "%sProposal %d \"%s\" by %s (%s): %s", c->out.len ? "\n" : "", p->number,
		  p->title, holder_name(c->n, p->author), proposal_kind_name(p->kind),
		  proposal_status_name(p->status));
	if (p->status == PROP_VOTING && p->closes) {
		char when[32];
		format_time(p->closes, when, sizeof when);
		ctx_reply(c, " until %s", when);
	} else if (p->status == PROP_VOTING) {
		ctx_reply(c, " until decided");
	} else if (p->outcome) {
		ctx_reply(c, " (%s)", p->outcome);
	}
}

/* The text, or why it is withheld (core/visibility.h). */
static const char *text_for(const ctx *c, const proposal *p)
{
	vis_viewer v = vis_viewer_ctx(c);
	return proposal_text_visible(p, &v) ? p->text
		: "(withheld: it changes a Private or Secret regulation, reg 106)";
}

int gov_cmd_proposals(ctx *c, int argc, char **argv)
{
	const gov *g = c->n->gov;
	for (int i = 0; g && i < g->nproposals; i++)
		line_of(c, g->proposals[i]);
	if (!c->out.len)
		ctx_reply(c, "no proposals yet");
	return 0;
}

static const proposal *find(ctx *c, const char *word)
{
	int64_t num;
	const proposal *p = NULL;
	if (parse_int64(word, &num) == 0 && num > 0 && num <= INT32_MAX)
		p = proposal_by_number(c->n, (int)num);
	if (!p)
		ctx_fail(c, "there is no Proposal %s", word);
	return p;
}

/* The ballots in the proposal's method's words, with the strengths they
 * count with (as counted, once the results are in) when any is not 1. */
static void votes_of(ctx *c, const proposal *p)
{
	int any = 0, strengths = proposal_shows_strengths(c->n, p);
	for (int i = 0; i < p->nballots; i++) {
		const char *word = proposal_ballot_word(p, i + 1);
		if (!word)
			continue;
		ctx_reply(c, "%s%s %s", any ? ", " : "\nvotes: ", holder_name(c->n, i + 1), word);
		if (strengths)
			ctx_reply(c, " (strength %lld)", (long long)proposal_strength(c->n, p, i + 1));
		any = 1;
	}
	if (!any)
		ctx_reply(c, "\nvotes: none");
}

/* The method a distributed proposal is voted by and the numbers it was
 * given at distribution. */
static void method_of(ctx *c, const proposal *p)
{
	if (!p->method[0])
		return;
	const vote_method *m = proposal_method(p);
	char nums[200];
	method_config_describe(m, &p->cfg, nums, sizeof nums);
	ctx_reply(c, "\nvoted by the %s method: %s", m->name, nums);
}

int gov_cmd_proposal(ctx *c, int argc, char **argv)
{
	const proposal *p = find(c, argv[0]);
	if (!p)
		return -1;
	line_of(c, p);
	method_of(c, p);
	ctx_reply(c, "\n\n%s", text_for(c, p));
	/* R104: votes become public when the results are posted. */
	if (p->status == PROP_ADOPTED || p->status == PROP_REJECTED)
		votes_of(c, p);
	return 0;
}

int gov_cmd_votes(ctx *c, int argc, char **argv)
{
	const proposal *p = find(c, argv[0]);
	if (!p)
		return -1;
	ctx_reply(c, "Proposal %d (%s)", p->number, proposal_status_name(p->status));
	votes_of(c, p);
	return 0;
}

static void scorekeeper(ctx *c)
{
	const currency *pts = currency_by_name(c->n, "points");
	ctx_reply(c, "Magic Number: %lld (R603)", (long long)param_value(c->n, "magic.number", 379));
	for (int i = 0; pts && i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (p->state != PS_NONPLAYER)
			ctx_reply(c, "\n%s: %lld", p->name, (long long)balance(c->n, p->id, pts->id));
	}
}

int gov_cmd_report(ctx *c, int argc, char **argv)
{
	const gov *g = c->n->gov;
	int promoter = strcaseeq(argv[0], "promoter"), tabulator = strcaseeq(argv[0], "tabulator");
	if (strcaseeq(argv[0], "scorekeeper")) {
		scorekeeper(c);
		return 0;
	}
	if (!promoter && !tabulator)
		return ctx_fail(c, "the reports are promoter, tabulator and scorekeeper");
	for (int i = 0; g && i < g->nproposals; i++) {
		const proposal *p = g->proposals[i];
		int reported = p->status == PROP_ADOPTED || p->status == PROP_REJECTED;
		if (promoter && p->status == PROP_VOTING) {
			line_of(c, p);
			ctx_reply(c, "\n%s", text_for(c, p));
		} else if (tabulator && reported) {
			line_of(c, p);
			votes_of(c, p);
		}
	}
	if (!c->out.len)
		ctx_reply(c, promoter ? "no proposals are open for voting" : "no results yet");
	return 0;
}

int gov_cmd_wins(ctx *c, int argc, char **argv)
{
	static const char *const states[] = {"Unclaimed", "Claimed", "Finalized"};
	const gov *g = c->n->gov;
	for (int i = 0; g && i < g->nwins; i++) {
		const win_condition *w = g->wins[i];
		char when[32];
		format_time(w->when, when, sizeof when);
		ctx_reply(c, "%s%s: a Winning Condition by Rule %s, %s, since %s",
			  c->out.len ? "\n" : "", holder_name(c->n, w->owner), w->creator,
			  states[w->state], when);
	}
	if (!c->out.len)
		ctx_reply(c, "no Winning Conditions");
	return 0;
}
