/* records.c: the officers' records, folded from the log (reports.h): every
 * change core makes to players, offices and the ledger (Ackanomic R409 the
 * Registrar's list of players, states and offices; R410 b "recording each
 * score change"; R412 b "log ... all transfers of entity ownership and the
 * creation and destruction of entities"), and every proposal submitted,
 * distributed, withdrawn or decided (R406 b, R408 c), and each change of
 * the Magic Number (R603, R666 j: the score chart's level). Each entry
 * keeps its time, its event, its amount (exact: the charts read it) and
 * its reason, written when it happened, with the names as they were then. Entries are journaled: a refused command leaves
 * none. */
#include "econ/entities.h"
#include "gov/gov.h"
#include "gov/justice/justice.h"
#include "reports/reports.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reports_create_undo(undo_entry *e)
{
	nomic *n = e->obj;
	reports_free(n);
}

reports *reports_of(ctx *c)
{
	if (!c->n->reports) {
		c->n->reports = xcalloc(1, sizeof *c->n->reports);
		undo_entry *e = undo_push(c->j, reports_create_undo, NULL);
		e->obj = c->n;
	}
	return c->n->reports;
}

static void entry_destroy(void *p)
{
	rpt_entry *e = p;
	free(e->what);
	free(e->why);
	free(e);
}

void reports_published_destroy(void *p)
{
	rpt_published *r = p;
	free(r->text);
	free(r);
}

void reports_free(nomic *n)
{
	reports *r = n->reports;
	if (!r)
		return;
	for (int i = 0; i < r->nentries; i++)
		entry_destroy(r->entries[i]);
	for (int i = 0; i < r->npub; i++)
		reports_published_destroy(r->pub[i]);
	free(r->entries);
	free(r->pub);
	free(r);
	n->reports = NULL;
}

/* Why the change happened: the proposal whose effect it was, the deadline
 * whose default action it was (with its rule), or the command and who gave
 * it; then the event, and the memo given with a movement. */
static char *reason(const ctx *c)
{
	sbuf b = {0};
	/* An event only some may see (core/visibility.h: a hidden move, a
	 * Private or Secret regulation's timer) is named by its number alone:
	 * the records are everyone's to read. */
	if (c->hidden || c->sealed) {
		sbuf_printf(&b, "event %llu", (unsigned long long)c->seq);
		return sbuf_take(&b);
	}
	const char *cmd = c->cmd ? c->cmd->name : "?";
	const char *kind = json_string_value(json_object_get(c->args, "kind"));
	const char *rule = json_string_value(json_object_get(c->args, "rule"));
	if (c->cause && c->kind == ACTOR_CLOCK && kind) {
		sbuf_printf(&b, "%s (%s, %s)", c->cause, kind, rule ? rule : "?");
	} else if (c->cause) {
		sbuf_printf(&b, "%s (%s)", c->cause, cmd);
	} else if (c->kind == ACTOR_CLOCK && kind) {
		sbuf_printf(&b, "the %s deadline (%s)", kind, rule ? rule : "?");
	} else if (c->kind == ACTOR_ADMIN) {
		sbuf_printf(&b, "%s by the admin", cmd);
	} else {
		sbuf_printf(&b, "%s by %s", cmd, c->actor_name && *c->actor_name
			    ? c->actor_name : "someone not signed in");
	}
	sbuf_printf(&b, ", event %llu", (unsigned long long)c->seq);
	const char *memo = json_string_value(json_object_get(c->args, "memo"));
	if (memo)
		sbuf_printf(&b, ": \"%s\"", memo);
	/* What the movement is for, where the mechanic making it says
	 * (ctx.h: "R505 II b", "R508 dividend"). */
	if (c->why)
		sbuf_printf(&b, " (%s)", c->why);
	return sbuf_take(&b);
}

static rpt_entry *record(ctx *c, enum rpt_kind kind, int cur_id, char *what)
{
	reports *r = reports_of(c);
	rpt_entry *e = xcalloc(1, sizeof *e);
	e->time = c->now;
	e->seq = c->seq;
	e->kind = kind;
	e->currency = cur_id;
	e->what = what;
	e->why = reason(c);
	mut_append(c, (void ***)&r->entries, &r->nentries, &r->cap, e, entry_destroy);
	return e;
}

/* A player's id by the name an entity event gives its owner, else 0. */
static int player_named(const nomic *n, const char *name)
{
	const player *p = name ? player_by_name(n, name) : NULL;
	return p ? p->id : 0;
}

static const char *who(const nomic *n, int h)
{
	return h < 0 ? "?" : holder_name(n, h);
}

void reports_on_change(ctx *c, const state_change *ch)
{
	sbuf b = {0};
	const nomic *n = c->n;
	switch (ch->kind) {
	case CHANGE_JOIN:
		sbuf_printf(&b, "%s joins (%s)", who(n, ch->player), player_state_name(ch->to));
		record(c, RPT_PLAYER, -1, sbuf_take(&b));
		return;
	case CHANGE_STATE:
		sbuf_printf(&b, "%s: from %s to %s", who(n, ch->player), player_state_name(ch->from),
			    player_state_name(ch->to));
		record(c, RPT_PLAYER, -1, sbuf_take(&b));
		return;
	case CHANGE_NAME:
		sbuf_printf(&b, "%s is now named %s", ch->old_name ? ch->old_name : "?",
			    who(n, ch->player));
		record(c, RPT_PLAYER, -1, sbuf_take(&b));
		return;
	case CHANGE_OFFICE:
		if (ch->player)
			sbuf_printf(&b, "%s: %s", ch->office->name, who(n, ch->player));
		else
			sbuf_printf(&b, "%s: vacant (was %s)", ch->office->name,
				    who(n, ch->old_holder));
		record(c, RPT_OFFICE, -1, sbuf_take(&b));
		return;
	case CHANGE_LEDGER:
		if (ch->src < 0)
			sbuf_printf(&b, "%s gains %lld %s", who(n, ch->dst),
				    (long long)ch->amount, ch->cur->name);
		else if (ch->dst < 0)
			sbuf_printf(&b, "%s loses %lld %s", who(n, ch->src),
				    (long long)ch->amount, ch->cur->name);
		else
			sbuf_printf(&b, "%s pays %lld %s to %s", who(n, ch->src),
				    (long long)ch->amount, ch->cur->name, who(n, ch->dst));
		rpt_entry *e = record(c, RPT_LEDGER, ch->cur->id, sbuf_take(&b));
		e->holder[0] = ch->src > 0 ? ch->src : 0;
		e->holder[1] = ch->dst > 0 ? ch->dst : 0;
		e->amount = ch->amount;
		return;
	case CHANGE_PARAM:
		/* R603: the Magic Number's past, for the score chart; other
		 * parameters are the log's alone. */
		if (strcmp(ch->param, "magic.number") != 0)
			return;
		sbuf_printf(&b, "Magic Number: %lld -> %lld (%s)", (long long)ch->old_value,
			    (long long)ch->value, ch->rule ? ch->rule : "R603");
		record(c, RPT_MAGIC, -1, sbuf_take(&b))->amount = ch->value - ch->old_value;
		return;
	}
}

/* The Promoter's records (R406 b): a proposal from its submission to the
 * end of its voting period. Governance logs the proposal's number. */
int reports_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	static const char *const acts[][2] = {
		{"propose", "submitted"}, {"distribute", "distributed"},
		{"retract", "retracted (R330)"}, {"declare invalid", "declared invalid (R209)"},
	};
	json_t *num = json_object_get(c->args, "proposal");
	if (!num)
		return 0;
	for (size_t i = 0; i < sizeof acts / sizeof *acts; i++) {
		if (strcmp(cmd->name, acts[i][0]) != 0)
			continue;
		sbuf b = {0};
		const proposal *p = proposal_by_number(c->n, (int)json_integer_value(num));
		sbuf_printf(&b, "Proposal %lld %s", (long long)json_integer_value(num), acts[i][1]);
		/* With no Promoter, submission distributes at once (gov). */
		if (i == 0 && p && p->status == PROP_VOTING)
			sbuf_add(&b, " and distributed");
		else if (i == 0 && p && p->status == PROP_INVALID)
			sbuf_add(&b, ", invalid (R209)");
		record(c, RPT_PROPOSAL, -1, sbuf_take(&b));
	}
	return 0;
}

static const char *str_of(const json_t *data, const char *key)
{
	const char *s = json_string_value(json_object_get(data, key));
	return s ? s : "?";
}

/* The Clerk of the Court's (R413): each CFJ called, each verdict made
 * official, each verdict that stands, each retraction (justice.h). */
static void record_cfj(ctx *c, const json_t *data)
{
	int number = (int)json_integer_value(json_object_get(data, "number"));
	const char *what = str_of(data, "what");
	const cfj *f = cfj_find(c->n, number);
	if (!f)
		return;
	sbuf b = {0};
	sbuf_printf(&b, "%s %d", cfj_kind_name(f->kind), number);
	if (strcmp(what, "called") == 0 && f->stage == CFJ_DISMISSED)
		sbuf_printf(&b, " by %s: INVALID, no eligible judge (R212)",
			    holder_name(c->n, f->author));
	else if (strcmp(what, "called") == 0)
		sbuf_printf(&b, " by %s; judge: %s (R212)", holder_name(c->n, f->author),
			    f->judge ? holder_name(c->n, f->judge) : "none");
	else if (strcmp(what, "verdict") == 0)
		sbuf_printf(&b, ": %s (R413 c)", str_of(data, "verdict"));
	else if (strcmp(what, "final") == 0)
		sbuf_printf(&b, ": %s stands (R217)", str_of(data, "verdict"));
	else
		sbuf_printf(&b, " %s (R330)", what);
	record(c, RPT_CFJ, -1, sbuf_take(&b));
}

/* The Tabulator's (R408 c): each proposal's acceptance or rejection. */
int reports_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "cfj") == 0) {
		record_cfj(c, data);
		return 0;
	}
	/* R412 b: "all transfers of entity ownership and the creation and
	 * destruction of entities", each with its reason (econ/entities.h). */
	if (strcmp(event, "entity") == 0) {
		const char *word = json_string_value(json_object_get(data, "kind"));
		const entity_kind *k = word ? entity_kind_find(word) : NULL;
		if (k && (k->flags & EK_NORECORD))
			return 0; /* not the rules' entity: not the Financier's */
		rpt_entry *e = record(c, RPT_ENTITY, -1, xstrdup(str_of(data, "text")));
		e->holder[0] = player_named(c->n, json_string_value(json_object_get(data, "from")));
		e->holder[1] = player_named(c->n, json_string_value(json_object_get(data, "to")));
		return 0;
	}
	/* R412 b, R515: a settled trade as a whole, with its clause
	 * (econ/trades/trades.h's "trade"); its moves are recorded each. */
	if (strcmp(event, "trade") == 0) {
		record(c, RPT_ENTITY, -1, xstrdup(str_of(data, "text")));
		return 0;
	}
	/* R435 1: the Herald tracks the Honour of each player (R550). */
	if (strcmp(event, "characteristic") == 0) {
		if (strcmp(str_of(data, "characteristic"), "Honour") != 0)
			return 0;
		sbuf b = {0};
		sbuf_printf(&b, "%s: Honour %lld -> %lld (%s)", str_of(data, "player"),
			    (long long)json_integer_value(json_object_get(data, "from")),
			    (long long)json_integer_value(json_object_get(data, "to")),
			    str_of(data, "why"));
		record(c, RPT_HONOUR, -1, sbuf_take(&b));
		return 0;
	}
	if (strcmp(event, "proposal") != 0)
		return 0;
	sbuf b = {0};
	sbuf_printf(&b, "Proposal %lld \"%s\" by %s is %s",
		    (long long)json_integer_value(json_object_get(data, "number")),
		    str_of(data, "title"), str_of(data, "author"), str_of(data, "result"));
	record(c, RPT_RESULT, -1, sbuf_take(&b));
	return 0;
}
