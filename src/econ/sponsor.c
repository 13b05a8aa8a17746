/* sponsor.c: R252 II 4, the Sponsor's Trinkets. "If the player provided a
 * valid Sponsor the new player receives a Trinket named 'Sponsored by
 * <name> #x' ... a value of A$10 and a description of 'I joined the
 * madness on <date> at the urging of <name>' ... The Sponsor shall
 * likewise receive a Trinket named '<name> is all my fault' with a value
 * of $A10 and a description of 'On <date>, I encouraged <name> to join.'"
 *
 * `join` takes no Sponsor: a new player names em with `sponsor PLAYER`
 * (src/gov/mentors, R252 I), and the Trinkets are made when e does, in
 * that event (econ_module.c's after_command). They are Artificial Trinkets
 * (R506 ¶6): the Treasury Operates on their A$. Nomics begun before
 * behaviour level 2 made none, so `trinkets.sponsor` is 0 for them and 1
 * from level 2 (core/level.h). */
#include "core/params.h"
#include "econ/entities.h"

#include <stdio.h>
#include <string.h>

static int is_prime(int v)
{
	if (v < 2)
		return 0;
	for (int d = 2; d * d <= v; d++)
		if (v % d == 0)
			return 0;
	return 1;
}

/* R500.1: a named entity with no legal name "shall immediately take the
 * name "Nameless Thing #X", where X is the lowest positive integer
 * creating a legal name". */
static void nameless_thing(const nomic *n, char *buf, size_t len)
{
	for (int x = 1;; x++) {
		snprintf(buf, len, "Nameless Thing #%d", x);
		if (!entity_name_problem(n, buf))
			return;
	}
}

/* The date the new player joined (R250 II f: eir latest registration). */
static void date_of(gtime t, char *buf, size_t len)
{
	char full[40];
	format_time(t, full, sizeof full);
	snprintf(buf, len, "%.10s", full);
}

static int give(ctx *c, const char *name, const char *desc, const player *to)
{
	char legal[96];
	snprintf(legal, sizeof legal, "%s", name);
	if (entity_name_problem(c->n, legal))
		nameless_thing(c->n, legal, sizeof legal);
	entity *e = trinket_create(c, legal, desc, param_int(c->n, "trinkets.sponsor_value"),
				   OWNER_PLAYER(to->id), "R252 II 4");
	if (!e)
		return -1;
	ctx_reply(c, "\n%s receives the Trinket \"%s\" (#%d, A$%lld): \"%s\" (R252 II 4)",
		  to->name, legal, e->id, (long long)e->value, desc);
	ctx_announce(c, "%s receives the Trinket \"%s\" (#%d, A$%lld): \"%s\" (R252 II 4)", to->name,
		     legal, e->id, (long long)e->value, desc);
	return 0;
}

int sponsor_trinkets(ctx *c, const player *newbie, const player *sponsor)
{
	if (!param_int(c->n, "trinkets.sponsor"))
		return 0;
	char name[96], desc[200], date[16];
	/* "x is the smallest prime number required to give the Trinket a
	 * unique name" */
	for (int x = 2;; x++) {
		if (!is_prime(x))
			continue;
		snprintf(name, sizeof name, "Sponsored by %s #%d", sponsor->name, x);
		if (!entity_name_problem(c->n, name) || strlen(name) > 70)
			break;
	}
	date_of(newbie->registered, date, sizeof date);
	snprintf(desc, sizeof desc, "I joined the madness on %s at the urging of %s", date,
		 sponsor->name);
	if (give(c, name, desc, newbie))
		return -1;
	snprintf(name, sizeof name, "%s is all my fault", newbie->name);
	snprintf(desc, sizeof desc, "On %s, I encouraged %s to join.", date, newbie->name);
	return give(c, name, desc, sponsor);
}
