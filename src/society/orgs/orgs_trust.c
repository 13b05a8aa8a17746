/* orgs_trust.c: Trust Funds (Ackanomic R1027) as far as founding with a
 * charter, holding, and disbanding go. R1027 ¶1: "When a Trust Fund is
 * founded the pseudo-Founder must also specify a charter" (`org form NAME
 * trust MEMBER... charter "TEXT"`); ¶2: it "offers and accepts trades,
 * makes gifts, and disbands as specified by its charter". The charter is
 * free text that people read: the server keeps and shows it, holds what
 * the Trust Fund owns (its ledger account and OWN_ORG entities, as any
 * organisation's), and disbands it by an admin command (or an effect),
 * which is how a judgement that the charter directs it, or R1027 ¶2's
 * "impossible to determine", is carried out (docs/RULINGS.md). Its
 * members may also act for it by Organisational Action (R1003). */
#include "society/orgs/orgs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *trust_charter(const nomic *n, const org *o)
{
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && i < s->ncharters; i++)
		if (s->charters[i]->org == o->id)
			return s->charters[i]->text;
	return NULL;
}

int org_not_organisation(ctx *c, const org *o)
{
	if (strcmp(o->type->word, "corp") != 0 && strcmp(o->type->word, "trust") != 0)
		return 0;
	return ctx_fail(c, "%s is a %s, an Institution but not an Organization: members do not "
			"join, leave or act for it (R1001 1, %s)", o->name, o->type->name,
			o->type->rule);
}

static void charter_free(void *p)
{
	org_charter *ch = p;
	free(ch->text);
	free(ch);
}

int trust_set_charter(ctx *c, const org *o, const char *text)
{
	if (!text[0] || strlen(text) > 4000 || strchr(text, '\n'))
		return ctx_fail(c, "a charter is one line of 1 to 4000 characters (R1027 ¶1)");
	orgs *s = orgs_of(c);
	org_charter *ch = xcalloc(1, sizeof *ch);
	ch->org = o->id;
	ch->text = xstrdup(text);
	mut_append(c, (void ***)&s->charters, &s->ncharters, &s->charters_cap, ch, charter_free);
	ctx_say(c, "%s's charter: \"%s\" (R1027 ¶1)", o->name, text);
	return 0;
}

static org *trust_arg(ctx *c, const char *word)
{
	org *o = org_arg(c, word);
	if (o && strcmp(o->type->word, "trust") != 0) {
		ctx_fail(c, "%s is not a Trust Fund (R1027)", o->name);
		return NULL;
	}
	return o;
}

/* `trust show NAME`: its charter (R1027 ¶1). */
int trusts_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = trust_arg(c, argv[0]);
	if (!o)
		return -1;
	const char *t = trust_charter(c->n, o);
	ctx_reply(c, "Trust Fund %s; charter: \"%s\" (R1027)", o->name, t ? t : "");
	return 0;
}

/* `trust disband NAME REASON` (admin, or an effect): R1027 ¶2 "disbands as
 * specified by its charter. If ever it is otherwise impossible to
 * determine what action (if any) a Trust Fund takes ... the Trust Fund
 * disbands"; R1000 then gives what it owns to the Treasury. */
int trusts_cmd_disband(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = trust_arg(c, argv[0]);
	if (!o)
		return -1;
	char why[200];
	snprintf(why, sizeof why, "R1027 ¶2: %s", argv[1]);
	return org_disband(c, o, why);
}
