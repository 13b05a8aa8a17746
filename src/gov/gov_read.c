/* gov_read.c: reading the proposals: the queue, one proposal with the
 * method and numbers it is voted by, the votes in its method's own words
 * and with the voters' strengths where any is not 1 (to the Tabulator
 * while voting, to all once reported), and the lines the Promoter's and
 * the Tabulator's reports are made of (src/reports; R406, R408). */
#include "core/command.h"
#include "core/visibility.h"
#include "gov/gov.h"
#include "gov/method.h"

#include <stdio.h>
#include <string.h>

void proposal_line(sbuf *b, const nomic *n, const proposal *p)
{
	sbuf_printf(b, "Proposal %d \"%s\" by %s (%s): %s", p->number, p->title,
		    holder_name(n, p->author), proposal_kind_name(p->kind),
		    proposal_status_name(p->status));
	if (p->status == PROP_VOTING && p->closes) {
		char when[32];
		format_time(p->closes, when, sizeof when);
		sbuf_printf(b, " until %s", when);
	} else if (p->status == PROP_VOTING) {
		sbuf_add(b, " until decided");
	} else if (p->outcome) {
		sbuf_printf(b, " (%s)", p->outcome);
	}
}

static void line_of(ctx *c, const proposal *p)
{
	if (c->out.len)
		ctx_reply(c, "\n");
	proposal_line(&c->out, c->n, p);
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
void proposal_votes(sbuf *b, const nomic *n, const proposal *p)
{
	int any = 0, strengths = proposal_shows_strengths(n, p);
	for (int i = 0; i < p->nballots; i++) {
		const char *word = proposal_ballot_word(p, i + 1);
		if (!word)
			continue;
		sbuf_printf(b, "%s%s %s", any ? ", " : "\nvotes: ", holder_name(n, i + 1), word);
		if (strengths)
			sbuf_printf(b, " (strength %lld)", (long long)proposal_strength(n, p, i + 1));
		any = 1;
	}
	if (!any)
		sbuf_add(b, "\nvotes: none");
}

static void votes_of(ctx *c, const proposal *p)
{
	proposal_votes(&c->out, c->n, p);
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
