/* swingers_cmd.c: the players' acts on Swingerships (Ackanomic R1040 IV,
 * V, VI, VII, X) and the `swingers` view. The fees are multiples of the
 * Standard Harfer Fee (fee.harfer, R505 IV), paid to the Treasury. */
#include "society/swingers/swingers.h"

#include "core/ctx.h"
#include "econ/entities.h"
#include "society/orgs/orgs.h"
#include "society/otzma/otzma.h"

#include <stdio.h>
#include <string.h>

/* Pays times x the Standard Harfer Fee to the Treasury (half of it,
 * rounded up, with a Swinging Sale: R1240.8); what is for the error. 0, or
 * -1 with nothing paid. */
static int pay_part(ctx *c, int64_t times, int half, const char *what, const char *rule,
		    int64_t *paid)
{
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = times * param_int(c->n, "fee.harfer");
	if (half)
		fee = fee / 2 + fee % 2;
	if (!ad)
		return ctx_fail(c, "there is no A$ to pay with (R505 IV)");
	if (balance(c->n, c->actor->id, ad->id) < fee)
		return ctx_fail(c, "%s costs %lld times the Standard Harfer Fee, A$%lld (%s); you have "
				"A$%lld", what, (long long)times, (long long)fee, rule,
				(long long)balance(c->n, c->actor->id, ad->id));
	*paid = fee;
	return fee > 0 ? ledger_move(c, c->actor->id, 0, ad, fee) : 0;
}

static int pay(ctx *c, int64_t times, const char *what, const char *rule, int64_t *paid)
{
	return pay_part(c, times, 0, what, rule, paid);
}

static int owned_by_actor(ctx *c, const swinging *w)
{
	const entity *e = swinging_entity(c->n, w);
	return e && owner_eq(e->owner, OWNER_PLAYER(c->actor->id));
}

/* A name R500.1 allows, and no Swingership's already. */
static int name_ok(ctx *c, const char *name)
{
	const char *bad = entity_name_problem(c->n, name);
	if (bad)
		return ctx_fail(c, "%s", bad);
	const swingers *s = c->n->swingers;
	for (int i = 0; s && i < s->n; i++)
		if (!s->v[i]->gone && ((s->v[i]->name && strcaseeq(s->v[i]->name, name)) ||
				       strcaseeq(s->v[i]->party, name)))
			return ctx_fail(c, "that name is already a Swingership's (R500.1)");
	return 0;
}

/* `swingership buy NAME`: R1040 V "If less than seven Swingerships exist, a
 * player may create a new Free Swingership by paying 10 times the Standard
 * Harfer Fee to the Treasury, and specifying a legal Ackanomic name". */
int swingers_cmd_buy(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t max = param_int(c->n, "swing.max");
	int have = swingerships_count(c->n);
	if (have >= max)
		return ctx_fail(c, "%d Swingerships exist: a new one may be made only while fewer "
				"than %lld do (R1040 V)", have, (long long)max);
	if (name_ok(c, argv[0]))
		return -1;
	int64_t paid = 0;
	int sale = otzma_sale_open(c->n, c->actor->id); /* R1240.8: half its price */
	if (pay_part(c, param_int(c->n, "swing.fee.free"), sale != 0,
		     sale ? "a Free Swingership at half price (R1240.8)" : "a Free Swingership",
		     "R1040 V", &paid) ||
	    (sale && otzma_sale_spend(c, sale)))
		return -1;
	swinging *w = swinging_create(c, "", argv[0], OWNER_PLAYER(c->actor->id),
				      "R1040 V: bought");
	if (!w)
		return -1;
	ctx_say(c, "%s creates the Free Swingership \"%s\" (#%d), paying A$%lld to the "
		"Treasury (R1040 V%s)", c->actor->name, argv[0], w->entity, (long long)paid,
		sale ? "; half its price, the Swinging Sale R1240.8" : "");
	return 0;
}

/* `swingership convert SW`: R1040 IV "The owner of a Provisional
 * Swingership may convert it into a Free Swingership by paying 15 times
 * the Standard Harfer Fee to the Treasury." */
int swingers_cmd_convert(ctx *c, int argc, char **argv)
{
	(void)argc;
	char d[160];
	swinging *w = swinging_arg(c, argv[0], d, sizeof d);
	if (!w)
		return -1;
	if (!swinging_provisional(c->n, w))
		return ctx_fail(c, "%s is not a Provisional Swingership (R1040 IV)", d);
	if (!owned_by_actor(c, w))
		return ctx_fail(c, "only its owner may convert %s (R1040 IV)", d);
	int64_t paid = 0;
	if (pay(c, param_int(c->n, "swing.fee.convert"), "converting a Provisional Swingership",
		"R1040 IV", &paid))
		return -1;
	if (entity_set_switch(c, swinging_entity(c->n, w), "provisional", "no",
			      "R1040 IV: converted into a Free Swingership"))
		return -1;
	org_set_str(c, &w->party, ""); /* R1040 II: Free, Party attribute "" */
	UNDO_SET(c->j, w->provisional_since, 0);
	ctx_say(c, "%s converts %s into a Free Swingership, paying A$%lld to the Treasury "
		"(R1040 IV)", c->actor->name, d, (long long)paid);
	return 0;
}

/* `swingership expire SW`: R1040 IV "If a Provisional Swingership has
 * existed as such for 7 days or longer, then it is destroyed when any
 * player points out this fact." */
int swingers_cmd_expire(ctx *c, int argc, char **argv)
{
	(void)argc;
	char d[160];
	swinging *w = swinging_arg(c, argv[0], d, sizeof d);
	if (!w)
		return -1;
	if (!swinging_provisional(c->n, w))
		return ctx_fail(c, "%s is not a Provisional Swingership (R1040 IV)", d);
	int64_t days = param_int(c->n, "swing.provisional_days");
	if (c->now - w->provisional_since < days * 86400)
		return ctx_fail(c, "%s has been Provisional for less than %lld days (R1040 IV)", d,
				(long long)days);
	if (swinging_destroy(c, w, "R1040 IV: Provisional for 7 days, pointed out"))
		return -1;
	ctx_say(c, "%s points out that %s has been Provisional for %lld days: it is "
		"destroyed (R1040 IV)", c->actor->name, d, (long long)days);
	return 0;
}

/* `swingership take SW`: R1040 VI "If a Party Swingership is Somewhere
 * Else, any member of the Appropriate Party may, as a public action, take
 * possession of that Swingership." */
int swingers_cmd_take(ctx *c, int argc, char **argv)
{
	(void)argc;
	char d[160];
	swinging *w = swinging_arg(c, argv[0], d, sizeof d);
	if (!w)
		return -1;
	entity *e = swinging_entity(c->n, w);
	if (!*w->party || swinging_provisional(c->n, w))
		return ctx_fail(c, "%s is not a Party Swingership (R1040 VI)", d);
	if (!e || e->owner.kind != OWN_NOBODY)
		return ctx_fail(c, "%s is not Somewhere Else (R1040 VI)", d);
	const org *o = org_by_name(c->n, w->party);
	if (!o || o->gone || org_member_index(o, c->actor->id) < 0)
		return ctx_fail(c, "only a member of %s may take %s (R1040 VI)", w->party, d);
	if (entity_transfer(c, e, OWNER_PLAYER(c->actor->id), MOVE_RULES,
			    "R1040 VI: taken by a member of its Party"))
		return -1;
	UNDO_SET(c->j, w->else_since, 0);
	ctx_say(c, "%s takes possession of %s (R1040 VI)", c->actor->name, d);
	return 0;
}

/* `swingership release SW`: R1040 VII "Any player may cause a Swingership
 * they own to go Somewhere Else as a public action." */
int swingers_cmd_release(ctx *c, int argc, char **argv)
{
	(void)argc;
	char d[160];
	swinging *w = swinging_arg(c, argv[0], d, sizeof d);
	if (!w)
		return -1;
	if (!owned_by_actor(c, w))
		return ctx_fail(c, "you do not own %s (R1040 VII)", d);
	if (swinging_provisional(c->n, w))
		return ctx_fail(c, "%s is Provisional, not a Swingership (R1040 VII; R1040 I)", d);
	return swinging_else(c, w, "R1040 VII: its owner's choice");
}

/* `swingership rename SW NAME`: R1040 X "Any player may change the name of
 * a free swingership they own by announcing the name change and paying the
 * standard harfer fee." */
int swingers_cmd_rename(ctx *c, int argc, char **argv)
{
	(void)argc;
	char d[160];
	swinging *w = swinging_arg(c, argv[0], d, sizeof d);
	if (!w)
		return -1;
	if (*w->party || swinging_provisional(c->n, w))
		return ctx_fail(c, "%s is not a Free Swingership (R1040 X)", d);
	if (!owned_by_actor(c, w))
		return ctx_fail(c, "you do not own %s (R1040 X)", d);
	if (name_ok(c, argv[1]))
		return -1;
	int64_t paid = 0;
	if (pay(c, 1, "renaming a Free Swingership", "R1040 X", &paid))
		return -1;
	org_set_str(c, &w->name, argv[1]);
	ctx_say(c, "%s renames %s \"%s\", paying A$%lld to the Treasury (R1040 X)",
		c->actor->name, d, argv[1], (long long)paid);
	return 0;
}

static const char *state_word(const nomic *n, const swinging *w, const entity *e)
{
	if (swinging_provisional(n, w))
		return "Somewhere Else"; /* R1040 IX: Warm is a Swingership's */
	if (e->owner.kind == OWN_NOBODY)
		/* R1040 IX: "Somewhere Else for the last 7 days". */
		return n->now - w->else_since >= param_int(n, "swing.warm_days") * 86400
			       ? "Somewhere Else, Warm"
			       : "Somewhere Else";
	return "";
}

json_t *swingers_json(const nomic *n)
{
	json_t *a = json_array();
	const swingers *s = n->swingers;
	char b[64];
	for (int i = 0; s && i < s->n; i++) {
		const swinging *w = s->v[i];
		const entity *e = swinging_entity(n, w);
		if (w->gone || !e)
			continue;
		int prov = swinging_provisional(n, w);
		int warm = !prov && e->owner.kind == OWN_NOBODY &&
			   n->now - w->else_since >= param_int(n, "swing.warm_days") * 86400;
		json_array_append_new(
			a, json_pack("{s:i, s:o, s:s, s:b, s:b, s:o, s:b, s:I, s:I}", "id", w->entity,
				     "name", w->name ? json_string(w->name) : json_null(), "party",
				     w->party, "free", !*w->party && !prov, "provisional", prov,
				     "owner",
				     e->owner.kind == OWN_NOBODY
					     ? json_null()
					     : json_string(owner_name(n, e->owner, b, sizeof b)),
				     "warm", warm, "provisional_since", (json_int_t)w->provisional_since,
				     "else_since", (json_int_t)w->else_since));
	}
	return a;
}

int swingers_cmd_list(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const swingers *s = c->n->swingers;
	int k = 0;
	char b[64], d[160];
	for (int i = 0; s && i < s->n; i++) {
		const swinging *w = s->v[i];
		const entity *e = swinging_entity(c->n, w);
		if (w->gone || !e)
			continue;
		swinging_describe(c->n, w, d, sizeof d);
		const char *st = state_word(c->n, w, e);
		if (e->owner.kind == OWN_NOBODY)
			ctx_reply(c, "%s%s: %s", k++ ? "\n" : "", d, st);
		else
			ctx_reply(c, "%s%s: owned by %s", k++ ? "\n" : "", d,
				  owner_name(c->n, e->owner, b, sizeof b));
	}
	if (!k)
		ctx_reply(c, "no Swingerships");
	else
		ctx_reply(c, "\n%d Swingership%s; %d Swinger%s not on Vacation (R1044 1)",
			  swingerships_count(c->n), swingerships_count(c->n) == 1 ? "" : "s",
			  swingers_count(c->n), swingers_count(c->n) == 1 ? "" : "s");
	return 0;
}
