/* arcadia_contract.c: the Arcadia contract (seed 003, "===== CONTRACT
 * ====="): the Lord-Ruler, the parties, Arcadian Proposals and their
 * application "with 2 support and without 2 objections from active parties
 * to this contract" (the support method, src/gov/methods/support.c), the
 * Template's posting, and the Iteration Date with its deadline, on which a
 * new Free Tournament begins (docs/RULINGS.md "Arcadia (seed 003)"). */
#include "agora/arcadia/arcadia.h"
#include "core/ctx.h"
#include "core/params.h"
#include "gov/methods/methods.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int arg_proposal(ctx *c, const char *word, arc_proposal **out)
{
	int64_t id;
	const char *w = word[0] == '#' ? word + 1 : word;
	if (parse_int64(w, &id) || id < 1 || id > 1000000000)
		return ctx_fail(c, "'%s' is not an Arcadian Proposal's number (see `arcadia "
			       "proposals`)", word);
	*out = arc_proposal_by_id(c->n, (int)id);
	if (!*out)
		return ctx_fail(c, "there is no Arcadian Proposal %s", w);
	return 0;
}

static const char *pname(const nomic *n, int pid)
{
	const player *p = player_by_id(n, pid);
	return p ? p->name : "(nobody)";
}

int arc_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const arcadia *s = c->n->arcadia;
	if (!s) {
		ctx_reply(c, "Arcadia: no Lord-Ruler, no parties, Iteration Date Never, no "
			  "tournament yet");
		return 0;
	}
	sbuf *o = &c->out;
	sbuf_printf(o, "Arcadia: Lord-Ruler %s; parties:", s->lord ? pname(c->n, s->lord) : "none");
	for (int i = 0; i < s->nparties; i++)
		sbuf_printf(o, " %s", pname(c->n, s->parties[i]->pid));
	if (!s->nparties)
		sbuf_add(o, " none");
	char when[32] = "Never";
	if (s->iteration)
		format_time(s->iteration, when, sizeof when);
	sbuf_printf(o, "\nIteration Date: %s; Template version %d", when, s->tmpl.version);
	const arc_tourney *t = arc_latest(c->n);
	if (t) {
		sbuf_printf(o, "\nTournament %d (Template version %d): ", t->id, t->t.version);
		if (t->winner)
			sbuf_printf(o, "won by %s", pname(c->n, t->winner));
		else
			sbuf_printf(o, "running, %d participants", t->npl);
	}
	return 0;
}

/* "The Lord-Ruler of Arcadia is the player designated as such by this
 * contract": the admin records the designation, and the Lord-Ruler may
 * hand it on (RULINGS). */
int arc_cmd_lord(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	arcadia *s0 = c->n->arcadia;
	if (c->kind != ACTOR_ADMIN && (!c->actor || !s0 || s0->lord != c->actor->id))
		return ctx_fail(c, "only the Lord-Ruler (or the admin) designates the Lord-Ruler");
	arcadia *s = arcadia_of(c);
	UNDO_SET(c->j, s->lord, p->id);
	ctx_say(c, "%s is the Lord-Ruler of Arcadia", p->name);
	return 0;
}

int arc_cmd_party(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (arc_is_party(c->n, c->actor->id))
		return ctx_fail(c, "you are a party to Arcadia already");
	arcadia *s = arcadia_of(c);
	arc_party *p = xcalloc(1, sizeof *p);
	p->pid = c->actor->id;
	mut_append(c, (void ***)&s->parties, &s->nparties, &s->pcap, p, free);
	ctx_say(c, "%s becomes a party to Arcadia", c->actor->name);
	return 0;
}

int arc_cmd_leave(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	arcadia *s = c->n->arcadia;
	for (int i = 0; s && i < s->nparties; i++)
		if (s->parties[i]->pid == c->actor->id) {
			mut_remove_at(c, (void ***)&s->parties, &s->nparties, i, free);
			ctx_say(c, "%s ceases to be a party to Arcadia", c->actor->name);
			return 0;
		}
	return ctx_fail(c, "you are not a party to Arcadia");
}

int arc_cmd_template(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	arc_template t;
	if (c->n->arcadia)
		t = c->n->arcadia->tmpl;
	else
		arc_template_default(&t);
	arc_template_text(&t, &c->out);
	return 0;
}

/* "Any party to this contract can create an Arcadian Proposal by
 * announcement by specifying its text." The text is checked against the
 * current Template now, so that a proposal nobody could apply is refused
 * at once; it is applied to the Template as it is when applied. */
int arc_cmd_propose(ctx *c, int argc, char **argv)
{
	if (!arc_is_party(c->n, c->actor->id))
		return ctx_fail(c, "only a party to Arcadia creates an Arcadian Proposal "
			       "(`arcadia party` first)");
	sbuf text = {0};
	for (int i = 0; i < argc; i++)
		sbuf_printf(&text, "%s%s", i ? " " : "", argv[i]);
	arcadia *s0 = c->n->arcadia;
	arc_template t;
	if (s0)
		t = s0->tmpl;
	else
		arc_template_default(&t);
	char err[200];
	if (arc_template_apply(&t, text.s, err, sizeof err)) {
		sbuf_free(&text);
		return ctx_fail(c, "%s", err);
	}
	arcadia *s = arcadia_of(c);
	arc_proposal *p = xcalloc(1, sizeof *p);
	p->id = s->nprops + 1;
	p->by = c->actor->id;
	p->text = sbuf_take(&text);
	p->at = c->now;
	mut_append(c, (void ***)&s->props, &s->nprops, &s->propcap, p, arc_proposal_free);
	ctx_say(c, "%s creates Arcadian Proposal %d: %s", c->actor->name, p->id, p->text);
	return 0;
}

static int stand(ctx *c, char **argv, int stance)
{
	arc_proposal *p;
	if (arg_proposal(c, argv[0], &p))
		return -1;
	if (!arc_is_party(c->n, c->actor->id))
		return ctx_fail(c, "only parties to Arcadia support or object (the contract: "
			       "\"from active parties to this contract\")");
	if (p->applied)
		return ctx_fail(c, "Arcadian Proposal %d was applied already", p->id);
	if (p->by == c->actor->id)
		return ctx_fail(c, "you submitted Arcadian Proposal %d: you cannot %s it", p->id,
				stance == ARC_SUPPORT ? "support" : "object to");
	const char *word = stance == ARC_SUPPORT ? "supports" : "objects to";
	for (int i = 0; i < p->nst; i++)
		if (p->st[i]->pid == c->actor->id) {
			if (p->st[i]->stance == stance)
				return ctx_fail(c, "you %s Arcadian Proposal %d already",
						stance == ARC_SUPPORT ? "support" : "object to", p->id);
			/* Agora: support and objection may be changed until done. */
			UNDO_SET(c->j, p->st[i]->stance, stance);
			ctx_say(c, "%s now %s Arcadian Proposal %d", c->actor->name, word, p->id);
			return 0;
		}
	arc_stand *x = xcalloc(1, sizeof *x);
	x->pid = c->actor->id;
	x->stance = stance;
	mut_append(c, (void ***)&p->st, &p->nst, &p->stcap, x, free);
	ctx_say(c, "%s %s Arcadian Proposal %d", c->actor->name, word, p->id);
	return 0;
}

int arc_cmd_support(ctx *c, int argc, char **argv)
{
	(void)argc;
	return stand(c, argv, ARC_SUPPORT);
}

int arc_cmd_object(ctx *c, int argc, char **argv)
{
	(void)argc;
	return stand(c, argv, ARC_OBJECT);
}

/* "With 2 support and without 2 objections from active parties to this
 * contract, the player who submitted an Arcadian Proposal CAN apply any
 * changes listed therein to the Tournament Template and post to the Public
 * Forum the full modified Tournament Template." Counted now, among those
 * who are parties and active now. */
int arc_cmd_apply(ctx *c, int argc, char **argv)
{
	(void)argc;
	arc_proposal *p;
	if (arg_proposal(c, argv[0], &p))
		return -1;
	if (p->by != c->actor->id)
		return ctx_fail(c, "only %s, who submitted Arcadian Proposal %d, applies it",
				pname(c->n, p->by), p->id);
	if (p->applied)
		return ctx_fail(c, "Arcadian Proposal %d was applied already (Template version %d)",
				p->id, p->applied);
	tally t;
	memset(&t, 0, sizeof t);
	for (int i = 0; i < p->nst; i++) {
		const player *v = player_by_id(c->n, p->st[i]->pid);
		if (!v || !player_is_active(v) || !arc_is_party(c->n, v->id))
			continue;
		t.ballots[p->st[i]->stance]++;
		t.weight[p->st[i]->stance]++;
		t.voters++;
	}
	t.eligible = c->n->arcadia->nparties;
	t.elapsed = c->now - p->at;
	method_config cfg = method_support.defaults;
	cfg.support = param_int(c->n, "arcadia.support");
	cfg.objections = param_int(c->n, "arcadia.objections");
	cfg.min_wait = param_int(c->n, "arcadia.wait");
	cfg.window = param_int(c->n, "arcadia.window");
	char why[256];
	int at_close = t.elapsed > cfg.window;
	if (method_support.decide(&t, &cfg, at_close, why, sizeof why) != DECIDE_ADOPTED)
		return ctx_fail(c, "Arcadian Proposal %d cannot be applied: %s", p->id, why);
	arcadia *s = arcadia_of(c);
	arc_template nt = s->tmpl;
	char err[200];
	if (arc_template_apply(&nt, p->text, err, sizeof err))
		return ctx_fail(c, "Arcadian Proposal %d no longer fits the Template: %s", p->id,
				err);
	nt.version = s->tmpl.version + 1;
	undo_bytes(c->j, &s->tmpl, sizeof s->tmpl);
	s->tmpl = nt;
	UNDO_SET(c->j, p->applied, nt.version);
	sbuf post = {0};
	arc_template_text(&s->tmpl, &post);
	ctx_say(c, "%s applies Arcadian Proposal %d (%s); the full modified %s", c->actor->name,
		p->id, why, post.s);
	sbuf_free(&post);
	return 0;
}

int arc_cmd_proposals(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const arcadia *s = c->n->arcadia;
	if (!s || !s->nprops) {
		ctx_reply(c, "no Arcadian Proposals");
		return 0;
	}
	for (int i = 0; i < s->nprops; i++) {
		const arc_proposal *p = s->props[i];
		int sup = 0, obj = 0;
		for (int k = 0; k < p->nst; k++)
			if (p->st[k]->stance == ARC_SUPPORT)
				sup++;
			else
				obj++;
		sbuf_printf(&c->out, "%sArcadian Proposal %d by %s: %s (%d support, %d objections%s)",
			    i ? "\n" : "", p->id, pname(c->n, p->by), p->text, sup, obj,
			    p->applied ? ", applied" : "");
	}
	return 0;
}

/* "If no Arcadian Tournament exists, the Lord-Ruler CAN and SHOULD announce
 * a new date and set the Iteration Date to it." */
int arc_cmd_iterate(ctx *c, int argc, char **argv)
{
	(void)argc;
	arcadia *s0 = c->n->arcadia;
	if (!s0 || !s0->lord || !c->actor || s0->lord != c->actor->id)
		return ctx_fail(c, "only the Lord-Ruler of Arcadia sets the Iteration Date");
	if (arc_current(c->n))
		return ctx_fail(c, "an Arcadian Tournament exists: the Iteration Date is set only "
			       "when none does");
	gtime when = 0;
	if (strcasecmp(argv[0], "never") != 0) {
		if (parse_time(argv[0], &when))
			return ctx_fail(c, "'%s' is not a date (2001-01-10 or 2001-01-10T00:00Z) or "
				       "Never", argv[0]);
		if (when <= c->now)
			return ctx_fail(c, "the Iteration Date must be after now");
	}
	arcadia *s = arcadia_of(c);
	if (s->iter_dl)
		deadline_cancel(c, s->iter_dl);
	UNDO_SET(c->j, s->iter_dl, 0);
	UNDO_SET(c->j, s->iteration, when);
	if (!when) {
		ctx_say(c, "the Iteration Date is Never");
		return 0;
	}
	UNDO_SET(c->j, s->iter_dl, deadline_add(c, when, &dl_arcadia_iteration, 0, 0));
	char buf[32];
	format_time(when, buf, sizeof buf);
	ctx_say(c, "the Lord-Ruler sets the Iteration Date to %s", buf);
	return 0;
}

/* "On the Iteration Date, the Lord-Ruler SHALL set the Iteration Date to
 * Never and then attempt to begin a new Free Tournament ... with the set of
 * regulations supplied by the Tournament Template": the engine does it for
 * em. */
static int fire_iteration(ctx *c, const deadline *d)
{
	arcadia *s = c->n->arcadia;
	if (!s || s->iter_dl != d->id) {
		ctx_reply(c, "the Iteration Date was changed");
		return 0;
	}
	UNDO_SET(c->j, s->iter_dl, 0);
	UNDO_SET(c->j, s->iteration, 0);
	if (!s->lord || arc_current(c->n)) {
		ctx_say(c, "the Iteration Date is Never; no tournament begins (%s)",
			!s->lord ? "no Lord-Ruler" : "an Arcadian Tournament exists");
		return 0;
	}
	arc_tourney *t = arc_begin(c);
	if (!t)
		return -1;
	ctx_say(c, "the Iteration Date is Never; %s begins Arcadian Tournament %d, a Free "
		"Tournament with the Tournament Template version %d", pname(c->n, t->gm), t->id,
		t->t.version);
	return 0;
}

const deadline_kind dl_arcadia_iteration = {"arcadia-iteration",
					    "Arcadia (seed 003): On the Iteration Date",
					    fire_iteration, NULL};
