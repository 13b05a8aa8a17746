/* orgs_grey.c: the Grey Council as an Organization (Ackanomic R1031 ¶1:
 * "The Grey Council is an Office with up to nine seats. It is also a
 * Unique Organization"; R1001 1). The office is src/gov/offices' (its
 * seats by Caste, grey.c); this is the Organization beside it.
 *
 * Its members are the players who hold its seats: R1031 names no others,
 * and membership follows the seat (offices' "office" event: filled,
 * vacated, term-ended). No player joins, requests or leaves it as an act
 * of eir own (one stands for a seat, or steps down from it). It is made
 * when a seat is first filled, while `grey.org` is 1 (nomics begun at
 * level 6, core/level.h) and R1031 is in force, with the seats' holders
 * then as its members; it does not disband for want of members, since
 * R1031 says it is one (docs/RULINGS.md). Like any organisation it has a
 * ledger account and acts by Organisational Action (R1003). */
#include "core/bind.h"
#include "society/orgs/orgs.h"

#include <string.h>

/* Not in types[] (orgs_types.c): a Unique Organization is not foundable. */
const org_type grey_type = {"grey", "Unique Organization", "R1031", NULL, 0};

#define GREY "Grey Council"

int org_is_grey(const org *o)
{
	return o && o->type == &grey_type;
}

static org *grey_org(const nomic *n)
{
	const orgs *s = orgs_peek(n);
	for (int i = 0; s && i < s->n; i++)
		if (!s->v[i]->gone && org_is_grey(s->v[i]))
			return s->v[i];
	return NULL;
}

static int in_force(const nomic *n)
{
	char why[256];
	return param_int(n, "grey.org") && !bind_foreign(n, grey_type.rule) &&
	       !bind_stopped(n, grey_type.rule, why, sizeof why);
}

/* R1031 ¶1: made with the seats' holders as its members. */
static org *make_grey(ctx *c)
{
	orgs *s = orgs_of(c);
	org *o = xcalloc(1, sizeof *o);
	o->id = s->n + 1;
	o->name = xstrdup(GREY);
	o->type = &grey_type;
	o->policy = POL_STANDARD; /* unused: nobody joins by request */
	o->formed = c->now;
	o->account = mut_open_account(c, o->name);
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, o, org_free);
	ctx_say(c, "the Grey Council is also a Unique Organization: its members are the holders "
		"of its seats (R1031, R1001 1)");
	if (org_emit(c, o, "formed"))
		return NULL;
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (office_seated(c->n, GREY, p->id) &&
		    org_add_member(c, o, p->id, "R1031: a seat of the Grey Council"))
			return NULL;
	}
	return o;
}

/* Membership follows the seats. */
int grey_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "office") != 0 ||
	    !json_string_value(json_object_get(data, "office")) ||
	    strcmp(json_string_value(json_object_get(data, "office")), GREY) != 0 ||
	    !in_force(c->n))
		return 0;
	const char *what = json_string_value(json_object_get(data, "what"));
	int who = (int)json_integer_value(json_object_get(data, "player"));
	org *o = grey_org(c->n);
	if (!o) {
		/* Made when a seat is filled: its holder joins with the rest. */
		if (!what || strcmp(what, "filled") != 0)
			return 0;
		return make_grey(c) ? 0 : -1;
	}
	int i = org_member_index(o, who);
	if (what && strcmp(what, "filled") == 0)
		return i < 0 ? org_add_member(c, o, who, "R1031: a seat of the Grey Council") : 0;
	if (i < 0 || office_seated(c->n, GREY, who))
		return 0; /* still holds another seat */
	/* Not org_remove_member: R1001 3's disbanding does not apply (above). */
	mut_remove_at(c, (void ***)&o->members, &o->nmembers, i, free);
	ctx_say(c, "%s ceases to be a member of the Grey Council (R1031: no seat)",
		holder_name(c->n, who));
	return 0;
}

const char *grey_refusal(const org *o)
{
	return org_is_grey(o) ? "the Grey Council's members are the holders of its seats: one "
				"stands for a seat or steps down from it (R1031)"
			      : NULL;
}
