/* repeal.c: the catalogue following the ruleset as amended (Ackanomic
 * R401 (i): "When an office ceases to be defined as an office by any
 * rule, the player who held the office is removed from the office and
 * that office is destroyed").
 *
 * An office whose defining rule is no longer in force (core/bind.h: its
 * rule repealed and not renumbered) is not run: office_def_find returns
 * NULL for it, so it has no Nominations, Elections, salary, term or
 * Acting Officer, and `office catalogue` leaves it out. When the ruleset
 * changes (core's rules_changed, in the event that changed it) each such
 * office still in the nomic loses its holders, open Nomination, term and
 * Acting Officer, and that is announced with its clause; a rule enacted
 * again makes the office the rules' again (announced, vacant). Core's
 * record of the office stays, as for an office no rule defines. */
#include "core/bind.h"
#include "gov/offices/offices.h"

#include <string.h>

static void office_gone(ctx *c, office *o, const office_def *d)
{
	char why[200];
	bind_stopped(c->n, d->rule, why, sizeof why);
	ctx_say(c, "%s is no longer an office: %s (R401 (i))", o->name, why);
	nomination *m = nomination_for(c->n, o->name);
	if (m) {
		ctx_say(c, "the Nomination for %s is void (R401 (i))", o->name);
		nomination_close(c, m);
	}
	office_rec *r = office_rec_of(c, o->name);
	if (r->term_dl) {
		deadline_cancel(c, r->term_dl);
		UNDO_SET(c->j, r->term_dl, 0);
	}
	if (r->acting) {
		ctx_say(c, "%s no longer acts as %s (R401 (i))", holder_name(c->n, r->acting),
			     o->name);
		UNDO_SET(c->j, r->acting, 0);
	}
	for (int i = 0; i < OFF_MAX_SEATS - 1; i++)
		if (r->extra[i]) {
			ctx_say(c, "%s is removed from %s (R401 (i))",
				     holder_name(c->n, r->extra[i]), o->name);
			UNDO_SET(c->j, r->extra[i], 0);
			UNDO_SET(c->j, r->extra_since[i], 0);
		}
	UNDO_SET(c->j, r->gone, 1);
	if (o->holder) {
		ctx_say(c, "%s is removed from %s (R401 (i))", holder_name(c->n, o->holder),
			     o->name);
		/* on_change: no rule defines it, so no Nomination follows. */
		mut_office_holder(c, o, 0);
	}
}

/* Said publicly only, like paradigm's: the reply is the command's that
 * changed the ruleset, which core writes after this. */
static void rules_followed(ctx *c)
{
	for (int i = 0; i < c->n->noffices; i++) {
		office *o = c->n->offices[i];
		const office_def *d = office_def_named(o->name);
		if (!d)
			continue;
		const office_rec *r = office_rec_peek(c->n, o->name);
		int live = office_def_in_force(c->n, d), was = !(r && r->gone);
		if (live == was)
			continue;
		if (!live) {
			office_gone(c, o, d);
			continue;
		}
		UNDO_SET(c->j, office_rec_of(c, o->name)->gone, 0);
		ctx_say(c, "%s is an office again: %s defines it (R401 (i))", o->name, d->rule);
		office_vacancy(c, o, "the seat is vacant, R401 (ix)");
	}
}

int offices_rules_changed(ctx *c)
{
	size_t keep = c->out.len;
	rules_followed(c);
	c->out.len = keep;
	if (c->out.s)
		c->out.s[keep] = 0;
	return 0;
}
