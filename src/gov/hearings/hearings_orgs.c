/* hearings_orgs.c: the Hearings called against an organisation (src/society
 * /orgs): R1009's Tax Evasion Hearing against a Church or Political Party
 * (its caller is the IRS Investigator) and R1023 7's Corruption Hearing
 * against a Corporation (the SEC Inspector). The first-listed verdict: the
 * Harfer pays the Standard Harfer Fee to each member (a Party's) or
 * stockholder (a Corporation's); the second: the organisation is disbanded
 * and the Treasury pays the Harfer twice the Fee. A Tax Evasion Hearing is
 * against a Party or a Church (R1301; a Cult too: docs/RULINGS.md). */
#include "core/params.h"
#include "gov/hearings/hearings.h"
#include "society/orgs/orgs.h"

#include <string.h>

/* The live organisation named args[0] of type word, with the subject. */
static int org_prepare(ctx *c, char **args, int *subject, sbuf *circ, const char *word,
		       const char *what, const char *rule)
{
	const org *o = org_by_name(c->n, args[0]);
	if (!o || o->gone || strcmp(o->type->word, word) != 0)
		return ctx_fail(c, "no %s is named '%s' (%s)", what, args[0], rule);
	if (!args[1][0])
		return ctx_fail(c, "say how %s is abusing the rules (%s)", o->name, rule);
	*subject = o->id;
	sbuf_printf(circ, "%s %s is abusing the rules: %s", what, o->name, args[1]);
	return 0;
}

static int tax_prepare(ctx *c, char **args, int *subject, sbuf *circ)
{
	const org *o = org_by_name(c->n, args[0]);
	if (o && !o->gone && org_is_church(o)) /* R1009 "against a Church" (R1301) */
		return org_prepare(c, args, subject, circ, "church", "Church", "R1009");
	return org_prepare(c, args, subject, circ, "party", "Political Party", "R1009");
}

static int corruption_prepare(ctx *c, char **args, int *subject, sbuf *circ)
{
	return org_prepare(c, args, subject, circ, "corp", "Corporation", "R1023 7");
}

/* Whether player id is among those the Harfer pays: a Party's members, a
 * Corporation's stockholders (players holding its shares). */
static int paid_one(const nomic *n, const org *o, int id)
{
	if (strcmp(o->type->word, "corp") == 0)
		return corp_shares(n, o->id, OWNER_PLAYER(id), 0) > 0;
	return org_member_index(o, id) >= 0;
}

/* "the Hearing Harfer must pay the SHF to each of the members or stock
 * holders": in player order, each while e has the Fee; who cannot be paid
 * is named (docs/RULINGS.md). */
static void harfer_pays(ctx *c, const hearing *h, const org *o, const char *rule)
{
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t shf = param_int(c->n, "fee.harfer");
	const player *hp = player_by_id(c->n, h->harfer);
	sbuf paid = {0}, unpaid = {0};
	for (int i = 0; ad && hp && i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (p->state == PS_NONPLAYER || p->id == hp->id || !paid_one(c->n, o, p->id))
			continue;
		sbuf *b = &unpaid;
		if (shf > 0 && balance(c->n, hp->id, ad->id) >= shf &&
		    ledger_move(c, hp->id, p->id, ad, shf) == 0)
			b = &paid;
		sbuf_printf(b, "%s%s", b->len ? ", " : "", p->name);
	}
	ctx_announce(c, "By Hearing %d, %s pays the Standard Harfer Fee (A$%lld) to each of %s's "
		     "%s: %s%s%s (%s)", h->number, hp ? hp->name : "?", (long long)shf, o->name,
		     strcmp(o->type->word, "corp") == 0 ? "stockholders" : "members",
		     paid.len ? paid.s : "nobody", unpaid.len ? "; e cannot pay " : "",
		     unpaid.len ? unpaid.s : "", rule);
	ctx_reply(c, "\n%s pays A$%lld each to %s%s%s (%s)", hp ? hp->name : "?", (long long)shf,
		  paid.len ? paid.s : "nobody", unpaid.len ? "; not to " : "",
		  unpaid.len ? unpaid.s : "", rule);
	sbuf_free(&paid);
	sbuf_free(&unpaid);
}

/* "the entity is disbanded and the [Harfer] receives a bribe, er, payment
 * of twice the SHF from the Treasury". */
static void disband_and_bribe(ctx *c, const hearing *h, org *o, const char *rule)
{
	char why[80];
	snprintf(why, sizeof why, "%s: Hearing %d", rule, h->number);
	size_t had = c->err.len;
	if (org_disband(c, o, why)) {
		c->err.len = had;
		if (c->err.s)
			c->err.s[had] = '\0';
		ctx_announce(c, "%s could not be disbanded (%s)", o->name, rule);
	}
	const currency *ad = currency_by_name(c->n, "A$");
	const player *hp = player_by_id(c->n, h->harfer);
	int64_t pay = 2 * param_int(c->n, "fee.harfer");
	if (!ad || !hp || hp->state == PS_NONPLAYER)
		return;
	int64_t t = balance(c->n, 0, ad->id);
	if (pay > t)
		pay = t;
	if (pay > 0)
		ledger_move(c, 0, hp->id, ad, pay);
	ctx_announce(c, "By Hearing %d, %s is disbanded and %s receives A$%lld from the Treasury "
		     "(%s)", h->number, o->name, hp->name, (long long)pay, rule);
	ctx_reply(c, "\n%s is disbanded; %s receives A$%lld from the Treasury (%s)", o->name,
		  hp->name, (long long)pay, rule);
}

static void org_end(ctx *c, const hearing *h, const hearing_result *r)
{
	if (r->retracted || r->verdict < 0)
		return;
	org *o = org_by_id(c->n, h->subject);
	if (!o || o->gone) {
		ctx_announce(c, "By Hearing %d: the organisation is gone already (%s)", h->number,
			     h->type->rule);
		return;
	}
	if (r->verdict == 0)
		harfer_pays(c, h, o, h->type->rule);
	else
		disband_and_bribe(c, h, o, h->type->rule);
}

const hearing_type hearing_tax = {
	.key = "tax",
	.name = "Tax Evasion",
	.rule = "R1009",
	.harfer_title = "IRS Investigator",
	.flags = HT_PLAYER_CALLS | HT_CALLER_HARFS,
	.modifies = -1,
	.nresponses = 2,
	.responses = {"You're just persecuting them because they donated to your opponent",
		      "Worse than United Way"},
	.nargs = 2,
	.usage = "PARTY CLAIM",
	.prepare = tax_prepare,
	.on_end = org_end,
};

const hearing_type hearing_corruption = {
	.key = "corruption",
	.name = "Corruption",
	.rule = "R1023 7",
	.harfer_title = "SEC Inspector",
	.flags = HT_PLAYER_CALLS | HT_CALLER_HARFS,
	.modifies = -1,
	.nresponses = 2,
	.responses = {"They're just honest business people, and besides, everyone does it",
		      "Split 'em up like Ma Bell!"},
	.nargs = 2,
	.usage = "CORPORATION CLAIM",
	.prepare = corruption_prepare,
	.on_end = org_end,
};
