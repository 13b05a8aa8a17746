/* hearings_types.c: the types of Hearing a player calls by command
 * (`hearing call TYPE ...`) and what their verdicts mean. R361, the Will
 * of the People: any player calls it on a matter and is its Hearing
 * Harfer (WillWho?); it is an Extremely Silly Affair and a Serious Matter
 * (R360 ¶6), but neither of its verdicts modifies the ruleset, so ¶6
 * never changes its verdict (docs/RULINGS.md). R374, the Politeness Moon:
 * any player calls it on another's public message; Count Tabula harfs it;
 * not polite: the sender loses 3 points; polite: the nickname Jazz
 * JackRabbit (announced, not kept: docs/RULINGS.md) and the caller loses
 * 2. R432, the Test of the Emergency Broadcast System: a player other
 * than the Scaremonger calls it and harfs it; "The sky is falling!":
 * the Scaremonger is removed and the Harfer installed. */
#include "core/params.h"
#include "gov/hearings/hearings.h"

#include <string.h>

static const char *name_of(const nomic *n, int id)
{
	const player *p = player_by_id(n, id);
	return p ? p->name : "?";
}

/* Points lost by who, if still a player (R250 VI d keeps a Non-Player's
 * score out of it); the amount lost. */
static int64_t lose_points(ctx *c, int who, const char *pname)
{
	const currency *pts = currency_by_name(c->n, "points");
	const player *p = player_by_id(c->n, who);
	int64_t k = param_int(c->n, pname);
	if (!pts || !p || p->state == PS_NONPLAYER || !k)
		return 0;
	return ledger_add(c, who, pts, -k) == 0 ? k : 0;
}

/* R361 ¶2: "If the result is the former (Induhvidual), the matter ... is
 * considered to not be the will of the people. If the result is the
 * latter (Jones'), then the will of the people has spoken." */
static void will_end(ctx *c, const hearing *h, const hearing_result *r)
{
	if (r->retracted || r->verdict < 0)
		return;
	if (r->verdict == 0) {
		ctx_announce(c, "By Hearing %d, \"%s\" is considered not to be the will of the "
			     "people (R361 ¶2)", h->number, h->circumstances);
		ctx_reply(c, "\n\"%s\" is not the will of the people (R361 ¶2)", h->circumstances);
	} else {
		ctx_announce(c, "By Hearing %d, the will of the people has spoken: \"%s\" (R361 ¶2)",
			     h->number, h->circumstances);
		ctx_reply(c, "\nthe will of the people has spoken: \"%s\" (R361 ¶2)",
			  h->circumstances);
	}
}

const hearing_type hearing_will = {
	.key = "will",
	.name = "Will of the People",
	.rule = "R361",
	.harfer_title = "WillWho?",
	.flags = HT_PLAYER_CALLS | HT_CALLER_HARFS | HT_SERIOUS,
	.period = NULL,
	.modifies = -1,
	.nresponses = 2,
	.responses = {"Hey Man, I'm an Induhvidual", "I cannot wait to catch up to the Jones'"},
	.on_end = will_end,
};

/* R374 ¶1: "Any Player may call a Hearing on the matter of whether a
 * certain public message from another Player was polite." */
static int politeness_prepare(ctx *c, char **args, int *subject, sbuf *circ)
{
	const player *p = player_by_name(c->n, args[0]);
	if (!p || p->state == PS_NONPLAYER)
		return ctx_fail(c, "no player %s (R374 ¶1: a message from another Player)", args[0]);
	if (p->id == c->actor->id)
		return ctx_fail(c, "a Politeness Moon Hearing is on a message from another Player "
				"(R374 ¶1)");
	if (!args[1][0])
		return ctx_fail(c, "name the public message (R374 ¶1: a certain public message)");
	*subject = p->id;
	sbuf_printf(circ, "whether %s's public message %s was polite", p->name, args[1]);
	return 0;
}

/* R374 ¶2. */
static void politeness_end(ctx *c, const hearing *h, const hearing_result *r)
{
	if (r->retracted || r->verdict < 0)
		return;
	const char *author = name_of(c->n, h->subject);
	if (r->verdict == 1) {
		int64_t k = lose_points(c, h->subject, "politeness.rude");
		ctx_announce(c, "By Hearing %d the message was not polite: %s loses %lld points "
			     "(R374 ¶2)", h->number, author, (long long)k);
		ctx_reply(c, "\nthe message was not polite: %s loses %lld points (R374 ¶2)", author,
			  (long long)k);
		return;
	}
	int64_t k = lose_points(c, h->caller, "politeness.caller");
	ctx_announce(c, "By Hearing %d the message was polite: %s gets the nickname Jazz "
		     "JackRabbit for the next 3 days, and %s, who called the Hearing, loses %lld "
		     "points (R374 ¶2)", h->number, author, name_of(c->n, h->caller), (long long)k);
	ctx_reply(c, "\nthe message was polite: %s is Jazz JackRabbit for 3 days; %s loses %lld "
		  "points (R374 ¶2)", author, name_of(c->n, h->caller), (long long)k);
}

const hearing_type hearing_politeness = {
	.key = "politeness",
	.name = "Politeness Moon",
	.rule = "R374",
	.flags = HT_PLAYER_CALLS,
	.modifies = -1,
	.nresponses = 2,
	.responses = {"Yes, it was polite.", "No, it was not polite."},
	.nargs = 2,
	.usage = "PLAYER MESSAGE",
	.prepare = politeness_prepare,
	.on_end = politeness_end,
};

/* R432 ¶1: "If the Scaremonger fails to do this, another player may call
 * a Test of the Emergency Broadcast System." */
static int ebs_prepare(ctx *c, char **args, int *subject, sbuf *circ)
{
	const office *o = office_by_name(c->n, "Scaremonger");
	if (!o || !o->holder)
		return ctx_fail(c, "there is no Scaremonger to test (R432 ¶1)");
	if (o->holder == c->actor->id)
		return ctx_fail(c, "another player than the Scaremonger calls the Test (R432 ¶1)");
	if (!args[0][0])
		return ctx_fail(c, "say how the Scaremonger failed (R432 ¶1)");
	*subject = o->holder;
	sbuf_printf(circ, "the Scaremonger %s's failure to promote panic: %s",
		    name_of(c->n, o->holder), args[0]);
	return 0;
}

/* R432 ¶2: "If the verdict is "The sky is falling!", the Scaremonger is
 * removed from office, and the Hearing Harfer is installed as
 * Scaremonger." */
static void ebs_end(ctx *c, const hearing *h, const hearing_result *r)
{
	if (r->retracted || r->verdict != 0)
		return;
	office *o = office_by_name(c->n, "Scaremonger");
	const player *p = player_by_id(c->n, h->harfer);
	if (!o || !p || p->state == PS_NONPLAYER) {
		ctx_announce(c, "By Hearing %d the sky is falling, but there is no office of "
			     "Scaremonger or no Harfer to install (R432 ¶2)", h->number);
		return;
	}
	int was = o->holder;
	if (was != p->id)
		mut_office_holder(c, o, p->id);
	ctx_announce(c, "By Hearing %d the sky is falling: %s%s%s is installed as Scaremonger "
		     "(R432 ¶2)", h->number, was ? name_of(c->n, was) : "",
		     was ? " is removed from office and " : "", p->name);
	ctx_reply(c, "\nthe sky is falling: %s%s%s is Scaremonger (R432 ¶2)",
		  was ? name_of(c->n, was) : "", was ? " is removed; " : "", p->name);
}

const hearing_type hearing_ebs = {
	.key = "ebs",
	.name = "Test of the Emergency Broadcast System",
	.rule = "R432",
	.flags = HT_PLAYER_CALLS | HT_CALLER_HARFS,
	.modifies = -1,
	.nresponses = 2,
	.responses = {"The sky is falling!", "It is only a little hailstorm."},
	.nargs = 1,
	.usage = "REASON",
	.prepare = ebs_prepare,
	.on_end = ebs_end,
};

const hearing_type *const hearing_callable[] = {&hearing_will, &hearing_politeness, &hearing_ebs,
						&hearing_tax, &hearing_corruption,
						&hearing_takeover, NULL};

const hearing_type *hearing_type_by_key(const char *key)
{
	for (int i = 0; hearing_callable[i]; i++)
		if (strcmp(hearing_callable[i]->key, key) == 0)
			return hearing_callable[i];
	return NULL;
}
