/* paradigm_effects.c: what the Current Paradigm changes where the server
 * has the mechanic: R320.1 (under Anarchy no-one may submit a proposal: the
 * module's guard), R320.3 and R320.5 (the points for anti-voting and for
 * flow-voting, on gov's "proposal" event), R320 ¶1 (a Current Type whose
 * rule is repealed leaves Anarchy: rules_changed), and the Supreme
 * Overlord's Approval and renunciation (R320.6). The rest is recorded in
 * docs/RULINGS.md. */
#include "gov/gov.h"
#include "gov/paradigm/paradigm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int paradigm_guard(ctx *c, const command *cmd, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	/* R320.1: "no-one is allowed to submit a proposal", the admin and the
	 * rules' effects included (docs/RULINGS.md). */
	if (strcmp(cmd->name, "propose") == 0 && paradigm_is(c->n, PT_ANARCHY))
		return ctx_fail(c, "The Current Paradigm of Ackanomia is Anarchy: no-one may "
				"submit a proposal (R320.1)");
	return 0;
}

/* R320.3 II, R320.5 II: 1, 3 or 5 points by the proposal's kind. */
static int64_t points_for(const nomic *n, const char *what, const char *kind)
{
	char name[64];
	const char *k = strcasecmp(kind, "modest") == 0	 ? "modest"
			: strcasecmp(kind, "grandiose") == 0 ? "grandiose"
							 : "ordinary";
	snprintf(name, sizeof name, "paradigm.%s.%s", what, k);
	return param_int(n, name);
}

int paradigm_on_proposal(ctx *c, const json_t *data)
{
	int anti = paradigm_is(c->n, PT_ANTIVOTING), flow = paradigm_is(c->n, PT_FLOW);
	if (!anti && !flow)
		return 0;
	const proposal *p =
		proposal_by_number(c->n, (int)json_integer_value(json_object_get(data, "number")));
	const char *result = json_string_value(json_object_get(data, "result"));
	const char *kind = json_string_value(json_object_get(data, "kind"));
	const currency *pts = currency_by_name(c->n, "points");
	if (!p || !result || !kind || !pts)
		return 0;
	int adopted = strcmp(result, "adopted") == 0;
	/* R320.3 I: anti-voting is NO on an accepted proposal or YES on a
	 * rejected one; R320.5 I: flow-voting the other way round. */
	const char *scored = (adopted == !!anti) ? "NO" : "YES";
	int64_t amount = points_for(c->n, anti ? "antivote" : "flowvote", kind);
	const char *rule = anti ? "R320.3 II" : "R320.5 II";
	sbuf line = {0};
	int *who = xcalloc((size_t)p->nballots + 1, sizeof *who), k = 0;
	int64_t *peak = xcalloc((size_t)p->nballots + 1, sizeof *peak);
	for (int i = 0; i < p->nballots; i++) {
		const char *word = proposal_ballot_word(p, i + 1);
		const player *pl = player_by_id(c->n, i + 1);
		/* R250 VI d: On Ice players neither gain nor lose points. */
		if (!word || strcmp(word, scored) != 0 || !pl || pl->state == PS_ONICE ||
		    pl->state == PS_NONPLAYER || !amount)
			continue;
		if (ledger_add(c, pl->id, pts, amount) == 0) {
			sbuf_printf(&line, "%s%s %+lld", line.len ? ", " : "", pl->name,
				    (long long)amount);
			who[k] = pl->id;
			peak[k++] = balance(c->n, pl->id, pts->id);
		}
	}
	if (line.len) {
		ctx_reply(c, "\n  %s: %s (%s)", anti ? "anti-voting" : "flow-voting", line.s, rule);
		ctx_announce(c, "  %s: %s (%s)", anti ? "anti-voting" : "flow-voting", line.s, rule);
	}
	sbuf_free(&line);
	/* R603: these are points like R207's: reaching the Magic Number by
	 * them achieves a Winning Condition (gov's check, after R207's). */
	if (k)
		winning_check(c, who, peak, k);
	free(who);
	free(peak);
	return 0;
}

/* R320 ¶1, ¶2: a Type exists only while its rule is in force. If the
 * Current one's rule goes, it is no longer Active, and Anarchy is. */
int paradigm_rules_changed(ctx *c)
{
	const paradigm_state *s = paradigm_peek(c->n);
	const char *want = s && s->current ? s->current : PT_DEMOCRACY;
	const char *now = paradigm_current(c->n);
	if (!*want || (now && strcmp(now, want) == 0))
		return 0;
	if (!s && !now)
		return 0; /* no Types at all: nothing to change */
	return paradigm_activate(c, now, "R320: the Current Paradigm's rule is no longer in force");
}

static int overlord_only(ctx *c)
{
	const paradigm_state *s = paradigm_peek(c->n);
	if (!paradigm_is(c->n, PT_PUPPET) || !s || !s->overlord)
		return ctx_fail(c, "there is no Supreme Overlord: the Current Paradigm is not Puppet "
				"Dictatorship (R320.6)");
	if (s->overlord != c->actor->id)
		return ctx_fail(c, "only the Supreme Overlord, %s, may (R320.6)",
				player_by_id(c->n, s->overlord)->name);
	return 0;
}

/* R320.6 ¶2: the Overlord Approves or Disapproves each Proposal under
 * voting consideration; it has no bearing on the outcome. */
int paradigm_cmd_overlord(ctx *c, int argc, char **argv)
{
	(void)argc;
	int approve = strcmp(argv[0], "approve") == 0;
	if (!approve && strcmp(argv[0], "disapprove") != 0)
		return ctx_fail(c, "the Supreme Overlord may approve or disapprove, not '%s'",
				argv[0]);
	int64_t num;
	if (parse_int64(argv[1], &num) || num < 1 || num > INT32_MAX)
		return ctx_fail(c, "'%s' is not a proposal number", argv[1]);
	if (overlord_only(c))
		return -1;
	const proposal *p = proposal_by_number(c->n, (int)num);
	if (!p || p->status != PROP_VOTING)
		return ctx_fail(c, "Proposal %lld is not under voting consideration", (long long)num);
	ctx_reply(c, "you %s Proposal %d: it is %s (R320.6; this has no bearing on its outcome)",
		  approve ? "Approve" : "Disapprove", p->number, approve ? "accepted" : "rejected");
	ctx_announce(c, "The Supreme Overlord %s %s Proposal %d, which is therefore %s (R320.6; "
		     "this has no bearing whatsoever on its actual outcome)",
		     c->actor->name, approve ? "Approves" : "Disapproves", p->number,
		     approve ? "accepted" : "rejected");
	return 0;
}

/* R320.6 3: every voting player but the Overlord is guilty of the Crime of
 * Making X a Laughingstock, X the Overlord's name. */
static void expose(ctx *c, paradigm_state *s, const player *x)
{
	while (s->nlaughing)
		mut_remove_at(c, (void ***)&s->laughing, &s->nlaughing, s->nlaughing - 1, free);
	undo_string(c->j, &s->laughing_x);
	s->laughing_x = xstrdup(x->name);
	sbuf who = {0};
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (p->state != PS_VOTING || p->id == x->id)
			continue;
		int *id = xcalloc(1, sizeof *id);
		*id = p->id;
		mut_append(c, (void ***)&s->laughing, &s->nlaughing, &s->laughing_cap, id, free);
		sbuf_printf(&who, "%s%s", who.len ? ", " : "", p->name);
	}
	ctx_announce(c, "  the conspiracy is exposed: %s %s guilty of the Crime of Making %s a "
		     "Laughingstock (R320.6 3)",
		     who.len ? who.s : "nobody", s->nlaughing == 1 ? "is" : "are", x->name);
	sbuf_free(&who);
}

/* R320.6 ¶4: "OK, this is all very silly and we're going to stop this
 * nonsense now": one of three outcomes, 50%, 45% and 5%. */
int paradigm_cmd_renounce(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (overlord_only(c))
		return -1;
	paradigm_state *s = paradigm_of(c);
	int64_t w1 = param_int(c->n, "paradigm.renounce.democracy");
	int64_t w2 = param_int(c->n, "paradigm.renounce.replace");
	int64_t w3 = param_int(c->n, "paradigm.renounce.expose");
	if (w1 + w2 + w3 <= 0)
		return ctx_fail(c, "the outcomes' chances are all 0 (paradigm.renounce.*)");
	rng_key(c->rng, "paradigm.renounce", (uint64_t)c->now);
	int64_t roll = (int64_t)rng_below(c->rng, (uint64_t)(w1 + w2 + w3));
	const player *x = c->actor;
	ctx_announce(c, "%s, the Supreme Overlord: \"OK, this is all very silly and we're going to "
		     "stop this nonsense now.\" (R320.6)", x->name);
	if (roll < w1) {
		ctx_reply(c, "you renounce your powerlessness: the ruling cabal gives up (R320.6 1)");
		ctx_announce(c, "  the ruling cabal gives up in frustration (R320.6 1)");
		if (paradigm_exists(c->n, PT_DEMOCRACY))
			return paradigm_activate(c, PT_DEMOCRACY, "R320.6 1");
		return paradigm_activate(c, NULL, "R320.6 1: Democracy does not exist");
	}
	if (roll < w1 + w2) {
		ctx_reply(c, "you renounce your powerlessness: you are replaced (R320.6 2)");
		ctx_announce(c, "  the powers that be replace their puppet (R320.6 2)");
		int next = paradigm_draw_voter(c, x->id);
		if (!next) /* docs/RULINGS.md: no one else to draw: e stays */
			next = x->id;
		return paradigm_set_overlord(c, next, "R320.6 2");
	}
	ctx_reply(c, "you renounce your powerlessness: the conspiracy is exposed (R320.6 3)");
	expose(c, s, x);
	UNDO_SET(c->j, s->overlord, 0);
	if (paradigm_exists(c->n, PT_ANARCHY))
		return paradigm_activate(c, PT_ANARCHY, "R320.6 3");
	return paradigm_activate(c, NULL, "R320.6 3");
}
