/* proposals.c: submitting, distributing, retracting and voting on
 * proposals (Ackanomic R104, R106, R209, R330, R406). Votes are sent to
 * the Tabulator, so each vote is a hidden event until the results are
 * posted (R104: the votes are posted publicly after the voting period). */
#include "core/command.h"
#include "core/visibility.h"
#include "gov/gov.h"
#include "gov/method.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void undo_gov_create(undo_entry *e)
{
	nomic *n = e->obj;
	gov_free(n->gov);
	n->gov = NULL;
}

gov *gov_of(ctx *c)
{
	if (!c->n->gov) {
		c->n->gov = xcalloc(1, sizeof *c->n->gov);
		c->n->gov->next_number = 1;
		undo_entry *e = undo_push(c->j, undo_gov_create, NULL);
		e->obj = c->n;
	}
	return c->n->gov;
}

const gov *gov_peek(const nomic *n)
{
	return n->gov;
}

static void proposal_destroy(void *p)
{
	proposal *pr = p;
	free(pr->title);
	free(pr->text);
	free(pr->ballots);
	free(pr->outcome);
	free(pr->strengths);
	free(pr);
}

void gov_free(struct gov *g)
{
	if (!g)
		return;
	for (int i = 0; i < g->nproposals; i++)
		proposal_destroy(g->proposals[i]);
	for (int i = 0; i < g->nstrengths; i++)
		free(g->strengths[i]);
	wins_free_parts(g);
	free(g->proposals);
	free(g->strengths);
	free(g);
}

const proposal *proposal_by_number(const nomic *n, int number)
{
	const gov *g = n->gov;
	for (int i = 0; g && i < g->nproposals; i++)
		if (g->proposals[i]->number == number)
			return g->proposals[i];
	return NULL;
}

static proposal *proposal_mut(ctx *c, const char *word)
{
	int64_t num;
	if (parse_int64(word, &num) || num < 1 || num > INT32_MAX) {
		ctx_fail(c, "'%s' is not a proposal number", word);
		return NULL;
	}
	proposal *p = (proposal *)proposal_by_number(c->n, (int)num);
	if (!p)
		ctx_fail(c, "there is no Proposal %s", word);
	return p;
}

const char *proposal_status_name(enum proposal_status s)
{
	static const char *const names[] = {
		"submitted", "voting", "adopted", "rejected", "retracted", "invalid",
	};
	return s <= PROP_INVALID ? names[s] : "?";
}

const char *proposal_kind_name(enum proposal_kind k)
{
	return k == PK_MODEST ? "Modest" : k == PK_GRANDIOSE ? "Grandiose" : "ordinary";
}

static int contains_nocase(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	for (; *hay; hay++)
		if (strncasecmp(hay, needle, n) == 0)
			return 1;
	return 0;
}

/* R209: Modest or Grandiose iff the text is prefaced with "This is a
 * Modest proposal" / "This is a Grandiose proposal"; both is invalid. */
static int proposal_kind_of(const char *text, enum proposal_kind *kind)
{
	static const char modest[] = "This is a Modest proposal";
	static const char grand[] = "This is a Grandiose proposal";
	while (*text == ' ' || *text == '\n' || *text == '\t')
		text++;
	int m = strncasecmp(text, modest, sizeof modest - 1) == 0;
	int g = strncasecmp(text, grand, sizeof grand - 1) == 0;
	/* "Appears to be designated as both": the other preface follows. */
	const char *rest = text + (m ? sizeof modest - 1 : g ? sizeof grand - 1 : 0);
	if ((m && contains_nocase(rest, grand)) || (g && contains_nocase(rest, modest)))
		return -1;
	*kind = m ? PK_MODEST : g ? PK_GRANDIOSE : PK_ORDINARY;
	return 0;
}

const vote_method *gov_method(const nomic *n)
{
	const vote_method *m = n->gov && n->gov->method[0] ? method_find(n->gov->method) : NULL;
	return m ? m : &method_ackanomic;
}

const vote_method *proposal_method(const proposal *p)
{
	const vote_method *m = p->method[0] ? method_find(p->method) : NULL;
	return m ? m : &method_ackanomic;
}

const char *proposal_ballot_word(const proposal *p, int player_id)
{
	int i = player_id - 1;
	if (i < 0 || i >= p->nballots || p->ballots[i] < 1 || p->ballots[i] > BALLOT_KINDS)
		return NULL;
	return proposal_method(p)->ballots[p->ballots[i]];
}

void gov_method_config(const nomic *n, method_config *cfg)
{
	*cfg = gov_method(n)->defaults;
	cfg->window = param_value(n, "vote.period", cfg->window); /* R106: 7 days */
	cfg->quorum = param_value(n, "vote.quorum", cfg->quorum);
	cfg->ai_milli = param_value(n, "vote.ai", cfg->ai_milli);
	cfg->support = param_value(n, "vote.support", cfg->support);
	cfg->objections = param_value(n, "vote.objections", cfg->objections);
	cfg->min_endorse = param_value(n, "vote.min_endorse", cfg->min_endorse);
	cfg->pct_endorse = param_value(n, "vote.pct_endorse", cfg->pct_endorse);
	cfg->min_wait = param_value(n, "vote.min_wait", cfg->min_wait);
}

/* R406: a distributed proposal is published whole, so that every player
 * may read what e votes on: its number, title, author, kind, the voting
 * period and the text. A proposal that touches a Private or Secret
 * regulation (p->hidden) is announced without its text: its event is
 * sealed, and its text is its author's and the admin's (Ace of Spades reg
 * 106, 107). */
static void announce_distribution(ctx *c, const proposal *p, const char *until,
				  const vote_method *m)
{
	sbuf head = {0};
	sbuf_printf(&head, "Proposal %d \"%s\" (%s) by %s is distributed for voting", p->number,
		    p->title, proposal_kind_name(p->kind), holder_name(c->n, p->author));
	if (until)
		sbuf_printf(&head, " until %s", until);
	sbuf_printf(&head, " by the %s method (%s, R406)", m->name, m->rule);
	if (p->hidden)
		ctx_announce(c, "%s\n  (its text is withheld: it changes a Private or Secret "
			     "regulation)", head.s);
	else
		ctx_announce(c, "%s\n\n%s", head.s, p->text);
	sbuf_free(&head);
}

/* R104, R106: distribution opens the voting, with the method and numbers
 * in force now; both stay the proposal's until it closes (docs/VOTING.md),
 * whatever `voting method` or `param set vote.*` do meanwhile. */
static int open_voting(ctx *c, proposal *p)
{
	const vote_method *m = gov_method(c->n);
	method_config cfg;
	gov_method_config(c->n, &cfg);
	if (cfg.window <= 0 && !m->decides_early)
		return ctx_fail(c, "the %s method needs a voting period (param vote.period)",
				m->name);
	UNDO_SET(c->j, p->status, PROP_VOTING);
	undo_bytes(c->j, p->method, sizeof p->method);
	snprintf(p->method, sizeof p->method, "%s", m->name);
	undo_bytes(c->j, &p->cfg, sizeof p->cfg);
	p->cfg = cfg;
	UNDO_SET(c->j, p->distributed, c->now);
	UNDO_SET(c->j, p->closes, cfg.window > 0 ? c->now + cfg.window : 0);
	if (cfg.window > 0) {
		uint64_t id = deadline_add(c, p->closes, &dl_voting_end, p->number, 0);
		UNDO_SET(c->j, p->deadline, id);
		gov_schedule_reminder(c, p);
		char when[32];
		format_time(p->closes, when, sizeof when);
		ctx_reply(c, "distributed; voting ends %s (%s)", when, m->rule);
		announce_distribution(c, p, when, m);
	} else {
		ctx_reply(c, "distributed; voting stays open until decided (%s)", m->rule);
		announce_distribution(c, p, NULL, m);
	}
	/* A method that may decide once some time has passed is asked then. */
	if (m->decides_early && cfg.min_wait > 0 && (cfg.window <= 0 || cfg.min_wait < cfg.window))
		deadline_add(c, c->now + cfg.min_wait, &dl_voting_check, p->number, 0);
	return 0;
}

static int cmd_propose(ctx *c, int argc, char **argv)
{
	/* R104: a Voting player may submit a proposal. */
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "only Voting players may submit proposals (R104)");
	const char *title = argv[0], *text = argv[1];
	if (!*title || strlen(title) > 140)
		return ctx_fail(c, "a proposal's title is 1 to 140 characters (R301)");
	if (!*text)
		return ctx_fail(c, "a proposal needs a text");
	gov *g = gov_of(c);
	proposal *p = xcalloc(1, sizeof *p);
	p->number = g->next_number; /* R406 c: greater than any before */
	p->author = c->actor->id;
	p->title = xstrdup(title);
	p->text = xstrdup(text);
	p->submitted = c->now;
	/* Ace of Spades reg 106, 107: an effect on a Private or Secret
	 * regulation carries its content, so the text and this event are
	 * the author's and the admin's (core/visibility.h). */
	if (proposal_touches_hidden(c->n, text)) {
		p->hidden = 1;
		ctx_seal(c, VIS_REGULATION);
	}
	mut_append(c, (void ***)&g->proposals, &g->nproposals, &g->cap, p, proposal_destroy);
	UNDO_SET(c->j, g->next_number, g->next_number + 1);
	ctx_arg_int(c, "proposal", p->number);
	enum proposal_kind kind;
	if (proposal_kind_of(text, &kind)) {
		UNDO_SET(c->j, p->status, PROP_INVALID);
		ctx_reply(c, "Proposal %d is invalid: it is both Modest and Grandiose (R209)",
			  p->number);
		return 0;
	}
	UNDO_SET(c->j, p->kind, kind);
	ctx_reply(c, "Proposal %d \"%s\" (%s) submitted by %s", p->number, title,
		  proposal_kind_name(kind), c->actor->name);
	ctx_announce(c, "Proposal %d \"%s\" (%s) is submitted by %s (R104)", p->number, title,
		     proposal_kind_name(kind), c->actor->name);
	/* With no Promoter, the server distributes at once (docs/RULINGS.md). */
	const office *promoter = office_by_name(c->n, "Promoter");
	if (!promoter || !promoter->holder) {
		ctx_reply(c, " and ");
		if (open_voting(c, p))
			return -1;
	} else {
		ctx_reply(c, "; the Promoter distributes it (R406)");
	}
	proposal_warnings(c, text, 1);
	return 0;
}

static int cmd_distribute(ctx *c, int argc, char **argv)
{
	proposal *p = proposal_mut(c, argv[0]);
	if (!p)
		return -1;
	if (p->status != PROP_SUBMITTED)
		return ctx_fail(c, "Proposal %d is %s, not waiting to be distributed", p->number,
				proposal_status_name(p->status));
	ctx_arg_int(c, "proposal", p->number);
	ctx_reply(c, "Proposal %d is ", p->number);
	return open_voting(c, p);
}

/* R250 VI c: an On Ice player's votes on open proposals are cancelled. */
static void undo_ballot(undo_entry *e)
{
	proposal *p = e->obj;
	p->ballots[e->a] = (int)e->b;
}

static void set_ballot(ctx *c, proposal *p, int player_id, int value)
{
	int i = player_id - 1;
	if (i >= p->nballots) {
		/* Growth is not journaled: the new slots are "no ballot", as before. */
		int n = c->n->nplayers > i + 1 ? c->n->nplayers : i + 1;
		p->ballots = xrealloc(p->ballots, (size_t)n * sizeof *p->ballots);
		memset(p->ballots + p->nballots, 0, (size_t)(n - p->nballots) * sizeof *p->ballots);
		p->nballots = n;
	}
	undo_entry *e = undo_push(c->j, undo_ballot, NULL);
	e->obj = p;
	e->a = i;
	e->b = p->ballots[i];
	p->ballots[i] = value;
}

void gov_cancel_votes_of(ctx *c, int player_id)
{
	gov *g = c->n->gov;
	for (int i = 0; g && i < g->nproposals; i++) {
		proposal *p = g->proposals[i];
		if (p->status == PROP_VOTING && player_id - 1 < p->nballots &&
		    p->ballots[player_id - 1])
			set_ballot(c, p, player_id, 0);
	}
}

static int cmd_vote(ctx *c, int argc, char **argv)
{
	/* R106 and R320: the Voting players are the ones eligible to vote. */
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "only Voting players may vote on proposals (R106)");
	proposal *p = proposal_mut(c, argv[0]);
	if (!p)
		return -1;
	if (p->status != PROP_VOTING)
		return ctx_fail(c, "Proposal %d is %s, not open for votes", p->number,
				proposal_status_name(p->status));
	const vote_method *m = proposal_method(p);
	int v = method_ballot(m, argv[1]);
	if (!v) {
		sbuf list = {0};
		for (int i = 1; i <= BALLOT_KINDS; i++)
			if (m->ballots[i])
				sbuf_printf(&list, "%s%s", list.len ? ", " : "", m->ballots[i]);
		ctx_fail(c, "a vote is %s (%s)", list.s ? list.s : "?", m->rule);
		sbuf_free(&list);
		return -1;
	}
	int had = c->actor->id - 1 < p->nballots && p->ballots[c->actor->id - 1];
	if (had && !m->changeable)
		return ctx_fail(c, "a vote may not be changed once cast (%s)", m->rule);
	set_ballot(c, p, c->actor->id, v);
	UNDO_SET(c->j, c->actor->ever_voted, 1);
	UNDO_SET(c->j, c->actor->voted_since_registration, 1);
	/* R104: the vote goes to the Tabulator, hidden until the results. */
	c->hidden = m->secret;
	ctx_arg_int(c, "proposal", p->number);
	ctx_arg_str(c, "vote", m->ballots[v]);
	ctx_reply(c, "%s %s %s on Proposal %d", c->actor->name,
		  had ? "changes eir vote to" : "votes", m->ballots[v], p->number);
	if (m->changeable && p->closes) {
		char when[32];
		format_time(p->closes, when, sizeof when);
		ctx_reply(c, "; it may be changed until %s (%s)", when, m->rule);
	}
	/* A public vote may decide the question at once (Ace of Spades reg 110). */
	if (m->decides_early && !m->secret) {
		ctx_reply(c, "\n");
		size_t len = c->out.len;
		proposal_evaluate(c, p, 0);
		if (c->out.len == len)
			c->out.s[--c->out.len] = '\0';
	}
	return 0;
}

static int cmd_voting_method(ctx *c, int argc, char **argv)
{
	const vote_method *m = method_find(argv[0]);
	if (!m)
		return ctx_fail(c, "there is no voting method '%s'", argv[0]);
	gov *g = gov_of(c);
	undo_bytes(c->j, g->method, sizeof g->method);
	snprintf(g->method, sizeof g->method, "%s", m->name);
	ctx_arg_str(c, "method", m->name);
	ctx_reply(c, "proposals are now decided by the %s method (%s); open ones keep theirs "
		  "until they close", m->name, m->rule);
	return 0;
}

static int cmd_voting(ctx *c, int argc, char **argv)
{
	const vote_method *m = gov_method(c->n);
	method_config cfg;
	gov_method_config(c->n, &cfg);
	ctx_reply(c, "method %s (%s); ballots:", m->name, m->rule);
	for (int i = 1; i <= BALLOT_KINDS; i++)
		if (m->ballots[i])
			ctx_reply(c, " %s", m->ballots[i]);
	ctx_reply(c, "; window %llds, quorum %lld, AI %lld/1000, support %lld, objections %lld, "
		  "waits %llds", (long long)cfg.window, (long long)cfg.quorum,
		  (long long)cfg.ai_milli, (long long)cfg.support, (long long)cfg.objections,
		  (long long)cfg.min_wait);
	return 0;
}

static int cmd_retract(ctx *c, int argc, char **argv)
{
	proposal *p = proposal_mut(c, argv[0]);
	if (!p)
		return -1;
	if (p->author != c->actor->id)
		return ctx_fail(c, "only its author may retract Proposal %d (R330)", p->number);
	if (p->status != PROP_VOTING && p->status != PROP_SUBMITTED)
		return ctx_fail(c, "Proposal %d is %s; it can no longer be retracted (R330)",
				p->number, proposal_status_name(p->status));
	deadline_cancel(c, p->deadline);
	gov_cancel_reminder(c, p);
	UNDO_SET(c->j, p->status, PROP_RETRACTED);
	ctx_arg_int(c, "proposal", p->number);
	ctx_reply(c, "Proposal %d is retracted; its votes are ignored (R330)", p->number);
	ctx_announce(c, "Proposal %d is retracted by its author; its votes are ignored (R330)",
		     p->number);
	/* R330: the author loses 2 points; Newbies do not. */
	int64_t penalty = param_value(c->n, "retract.penalty", 2);
	const currency *pts = currency_by_name(c->n, "points");
	if (pts && penalty > 0 && !player_is_newbie(c->n, c->actor)) {
		if (ledger_add(c, c->actor->id, pts, -penalty))
			return -1;
		ctx_reply(c, "; %s loses %lld points", c->actor->name, (long long)penalty);
	}
	return 0;
}

static int cmd_declare_invalid(ctx *c, int argc, char **argv)
{
	proposal *p = proposal_mut(c, argv[0]);
	if (!p)
		return -1;
	if (p->status != PROP_VOTING && p->status != PROP_SUBMITTED)
		return ctx_fail(c, "Proposal %d is already %s", p->number,
				proposal_status_name(p->status));
	deadline_cancel(c, p->deadline);
	gov_cancel_reminder(c, p);
	UNDO_SET(c->j, p->status, PROP_INVALID);
	ctx_arg_int(c, "proposal", p->number);
	ctx_reply(c, "Proposal %d is declared invalid and removed from voting (R209)", p->number);
	ctx_announce(c, "Proposal %d is declared invalid and removed from voting (R209)",
		     p->number);
	return 0;
}

const command gov_commands[] = {
	{"propose", 2, 2, P_ACTIVE, NULL, 0, cmd_propose, NULL,
	 "propose TITLE TEXT",
	 "submit a proposal; \"This is a Modest proposal\" first makes it Modest; lines "
	 "\"Effect: COMMAND\" are its effects", "R104, R209"},
	{"distribute", 1, 1, P_OFFICER, "Promoter", 0, cmd_distribute, NULL,
	 "distribute NUMBER", "open a submitted proposal for voting", "R406"},
	{"vote", 2, 2, P_ACTIVE, NULL, 0, cmd_vote, NULL,
	 "vote NUMBER BALLOT", "vote on a proposal (yes, no or baa! by R106)", "R106"},
	{"voting method", 1, 1, P_ADMIN, NULL, 0, cmd_voting_method, NULL,
	 "voting method NAME", "choose how proposals are decided (ackanomic, general, aos, ...)",
	 "R106"},
	{"voting", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_voting, NULL,
	 "voting", "the proposals' voting method and its numbers", "R106"},
	{"retract", 1, 1, P_ACTIVE, NULL, 0, cmd_retract, NULL,
	 "retract NUMBER", "withdraw your own proposal (you lose 2 points)", "R330"},
	{"declare invalid", 1, 1, P_OFFICER, "Promoter", 0, cmd_declare_invalid, NULL,
	 "declare invalid NUMBER", "remove a proposal whose designation cannot be told",
	 "R209"},
	{"proposals", 0, 0, P_ANYONE, NULL, CMD_READONLY, gov_cmd_proposals, NULL,
	 "proposals", "list the proposals and their states", "R406"},
	{"proposal", 1, 1, P_ANYONE, NULL, CMD_READONLY, gov_cmd_proposal, NULL,
	 "proposal NUMBER", "one proposal, its text, and its votes once reported", "R104"},
	{"votes", 1, 1, P_OFFICER, "Tabulator", CMD_READONLY, gov_cmd_votes, NULL,
	 "votes NUMBER", "the votes cast so far on an open proposal", "R408"},
	{"wins", 0, 0, P_ANYONE, NULL, CMD_READONLY, gov_cmd_wins, NULL,
	 "wins", "the Winning Conditions, the Scorekeeper's open announcements and the cycle's "
	 "winners", "R600"},
	{"win announce", 1, 1, P_OFFICER, "Scorekeeper", 0, gov_cmd_win_announce, NULL,
	 "win announce PLAYER",
	 "declare that a player reached the Magic Number; e wins the cycle unless someone "
	 "objects within three days", "R603, R410 c"},
	{"win object", 1, 1, P_ACTIVE, NULL, 0, gov_cmd_win_object, NULL,
	 "win object NUMBER", "object to the Scorekeeper's announcement of a win by points",
	 "R603"},
	{"strength", 2, 3, P_ADMIN, NULL, 0, gov_cmd_strength, NULL,
	 "strength PLAYER N [BODY]",
	 "set a voter's strength (0 to 1000000) on a body, proposals unless named; each "
	 "ballot counts with its voter's strength", "general method (after Agora)"},
	{"strengths", 0, 1, P_ANYONE, NULL, CMD_READONLY, gov_cmd_strengths, NULL,
	 "strengths [BODY]", "the voting strengths that are not the default 1",
	 "general method (after Agora)"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
