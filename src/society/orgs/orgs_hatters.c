/* orgs_hatters.c: the Mad Hatters (Ackanomic R675 "Mercury Poisoning"), a
 * Unique Organization (R1001 1: "If a particular Organization is defined
 * by the rules then it is a Unique Organization"), made by the rules, not
 * founded by players (R1000), while `hatters.auto` is 1 (nomics begun at
 * level 6, core/level.h) and R675 is in force.
 *
 * It is made the first time the rules need it: when a hat goes to it
 * (R671 ¶5 On Ice, R431 f's last hats) or a player trades one to it
 * (R675 ¶2). Made so, a nomic that never deals a hat has no Mad Hatters
 * and no entity ids move for it (docs/RULINGS.md). When made it has a
 * ledger account (its A$: R675 "permitted to own and trade A$"), its
 * three members Beep, Blip and Bonk (unownable entities of kind
 * "hatter", R675 ¶1) and the More Than Human it owns at all times (kind
 * "mth"). Its members are entities, not players: it has no admissions
 * policy (R1001 4 gives one to Player-Sanctioned Organizations) and no
 * player joins it; its actions are the ones R675 makes automatic (the A$1
 * trade, an auction upon request: src/gov/agenda), so R1003's suggestions
 * are not its way (Beep, Blip and Bonk's support is proxied to it, and
 * the Illuminatus expresses their consent).
 *
 * gov (src/gov/agenda) reaches it through econ's entity hooks
 * (unique_id, unique_make), which src/modules.c sets. */
#include "core/bind.h"
#include "society/orgs/orgs.h"

#include <string.h>

/* Not in types[] (orgs_types.c): a Unique Organization is not foundable. */
const org_type hatters_type = {"hatters", "Unique Organization", "R675", NULL, 0};

static const char *const hatter_names[] = {"Beep", "Blip", "Bonk"};

int org_is_hatters(const org *o)
{
	return o && o->type == &hatters_type;
}

org *hatters_org(const nomic *n)
{
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && i < s->n; i++)
		if (!s->v[i]->gone && org_is_hatters(s->v[i]))
			return s->v[i];
	return NULL;
}

/* R675 ¶1: "The Mad Hatters is an Organization ... The Mad Hatters at all
 * times owns a More Than Human. Beep, Blip and Bonk are three unownable
 * entities. Beep, Blip and Bonk become members of the Mad Hatters". */
static org *make_hatters(ctx *c)
{
	orgs *s = orgs_of(c);
	org *o = xcalloc(1, sizeof *o);
	o->id = s->n + 1;
	o->name = xstrdup(HATTERS_NAME);
	o->type = &hatters_type;
	o->policy = POL_STANDARD; /* unused: no player joins (RULINGS) */
	o->formed = c->now;
	o->account = mut_open_account(c, o->name);
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, o, org_free);
	const entity_kind *hk = entity_kind_find("hatter"), *mk = entity_kind_find("mth");
	for (int i = 0; i < 3; i++)
		if (!entity_create(c, hk, hatter_names[i], OWNER_NOBODY, "R675: a member of the Mad "
				   "Hatters"))
			return NULL;
	if (!entity_create(c, mk, NULL, OWNER_ORG(o->id), "R675: the Mad Hatters own one at all "
			   "times"))
		return NULL;
	ctx_say(c, "the Mad Hatters, a Unique Organization, exist: their members are Beep, Blip "
		"and Bonk, and they own a More Than Human (R675, R1001 1)");
	if (org_emit(c, o, "formed"))
		return NULL;
	return o;
}

int hatters_id(const nomic *n, const char *word)
{
	if (!word || strcmp(word, "hatters") != 0)
		return 0;
	const org *o = hatters_org(n);
	return o ? o->id : 0;
}

int hatters_make(ctx *c, const char *word)
{
	if (!word || strcmp(word, "hatters") != 0)
		return 0;
	const org *o = hatters_org(c->n);
	if (o)
		return o->id;
	char why[256];
	if (!param_int(c->n, "hatters.auto") || bind_foreign(c->n, hatters_type.rule) ||
	    bind_stopped(c->n, hatters_type.rule, why, sizeof why))
		return 0;
	o = make_hatters(c);
	return o ? o->id : -1;
}

/* R675 ¶1: "It is permitted to own and trade A$ and Agenda Hats", and
 * its More Than Human. */
int hatters_may_receive(ctx *c, const org *o, const char *kind_word, const char *cur)
{
	if (cur ? strcaseeq(cur, "A$")
		: kind_word && (strcmp(kind_word, "hat") == 0 || strcmp(kind_word, "mth") == 0))
		return 0;
	return ctx_fail(c, "the %s may own A$ and Agenda Hats only (R675)", o->name);
}

/* The words `org show` and the JSON give for its members (R675 ¶1). */
const char *hatters_members_text(void)
{
	return "Beep, Blip and Bonk (R675: unownable entities, their support proxied to the Mad "
	       "Hatters; the Illuminatus expresses their consent)";
}
