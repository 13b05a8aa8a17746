/* nomination.c: Nominations for Office (Ackanomic R402 (i)) and the
 * filling of Functional Offices by the President's choice among the
 * volunteers (R403 (vi), R414 (i) b, (ii) a, (iii)); who may stand
 * (R401 (i), R402 (ii) a); optional offices (R401 (viii) b). */
#include "gov/offices/offices.h"

#include <stdio.h>
#include <string.h>

const char *office_ineligible(const nomic *n, const office *o, const player *p)
{
	/* R401 (i): non-voting players may not hold offices; R250 II. */
	if (p->state != PS_VOTING)
		return "only a Voting player may hold an office (R401 (i))";
	/* R401 (i): a seat's holder is not nominated for its office. */
	if (office_holds(n, o, p->id))
		return "the holder of a seat may not be nominated for its office (R401 (i))";
	/* R1031 a: the Grey Council's seats are its Castes' (grey.c). */
	return grey_stand_refusal(n, o, p);
}

static int nom_index(const offices *s, const nomination *m)
{
	for (int i = 0; s && i < s->nnoms; i++)
		if (s->noms[i] == m)
			return i;
	return -1;
}

void nomination_close(ctx *c, nomination *m)
{
	offices *s = offices_of(c);
	int i = nom_index(s, m);
	if (i < 0)
		return;
	if (m->dl)
		deadline_cancel(c, m->dl);
	mut_remove_at(c, (void ***)&s->noms, &s->nnoms, i, nomination_free);
}

int nomination_open(ctx *c, const office *o, const office_def *d, int caller, const char *why)
{
	if (d->fill == FILL_OWN_RULE)
		return ctx_fail(c, "%s is not filled by Nomination: %s says how", d->name, d->rule);
	if (nomination_for(c->n, o->name))
		return ctx_fail(c, "a Nomination for %s is already open", o->name);
	if (!office_vacant_seats(c->n, o) && office_nseats(c->n, d) > 1)
		return ctx_fail(c, "every seat of %s is held: no seat is vacant (R402 (i))", o->name);
	if (!office_vacant_seats(c->n, o))
		return ctx_fail(c, "%s is held by %s: no seat is vacant (R402 (i))", o->name,
				holder_name(c->n, o->holder));
	offices *s = offices_of(c);
	nomination *m = xcalloc(1, sizeof *m);
	m->id = s->next_nom;
	UNDO_SET(c->j, s->next_nom, s->next_nom + 1);
	m->office = xstrdup(o->name);
	m->phase = NP_NOMINATING;
	m->opened = c->now;
	m->ends = c->now + param_int(c->n, d->nomination_param);
	m->caller = caller;
	m->dl = deadline_add(c, m->ends, &dl_nomination_end, 0, m->id);
	mut_append(c, (void ***)&s->noms, &s->nnoms, &s->noms_cap, m, nomination_free);
	char until[40];
	format_time(m->ends, until, sizeof until);
	ctx_say(c, "a Nomination for %s begins (%s), until %s: volunteer with `volunteer "
		     "%s` (R402 (i) a)", o->name, why, until, o->name);
	return 0;
}

nomination *nomination_by_id(const nomic *n, int id)
{
	const offices *s = n->offices_state;
	for (int i = 0; s && i < s->nnoms; i++)
		if (s->noms[i]->id == id)
			return s->noms[i];
	return NULL;
}

static void list_nominees(const nomic *n, const nomination *m, char *buf, size_t len)
{
	sbuf b = {0};
	for (int i = 0; i < m->nnominees; i++)
		sbuf_printf(&b, "%s%s", i ? ", " : "", holder_name(n, m->nominees[i]));
	snprintf(buf, len, "%s", b.len ? b.s : "none");
	sbuf_free(&b);
}

/* R402 (i) d-e: the Nomination Period is over. */
static int nomination_ended(ctx *c, nomination *m)
{
	const office_def *d = office_def_find(c->n, m->office);
	if (!d)
		return 0; /* its rule is gone: rules_changed closed it */
	if (!m->nnominees) {
		if (d->optional) {
			/* R401 (viii) b, (ix): nothing is done to fill an optional office. */
			ctx_say(c, "the Nomination for %s ends with no volunteers; %s is "
				     "optional, so it stays vacant (R401 (viii) b)", m->office,
				     m->office);
			nomination_close(c, m);
			return 0;
		}
		UNDO_SET(c->j, m->phase, NP_WAITING);
		UNDO_SET(c->j, m->ends, 0);
		ctx_say(c, "the Nomination for %s has no volunteers: it continues until "
			     "there is one (R402 (i) e)", m->office);
		return 0;
	}
	char names[512];
	list_nominees(c->n, m, names, sizeof names);
	ctx_say(c, "the Nomination for %s ends; Nominees: %s (R402 (i) d)", m->office,
		     names);
	if (d->fill == FILL_PRESIDENT) {
		UNDO_SET(c->j, m->phase, NP_CHOOSING);
		UNDO_SET(c->j, m->ends, 0);
		ctx_say(c, "the President chooses who among them holds %s: `choose PLAYER "
			     "as %s` (R403 (vi), R414 (ii) a)", m->office, m->office);
		return 0;
	}
	return election_begin(c, m, d);
}

static int fire_nomination_end(ctx *c, const deadline *d)
{
	nomination *m = nomination_by_id(c->n, (int)d->aux);
	if (!m || m->dl != d->id)
		return 0;
	UNDO_SET(c->j, m->dl, 0); /* popped already */
	return nomination_ended(c, m);
}

const deadline_kind dl_nomination_end = {"office-nomination", "R402 (i) d", fire_nomination_end,
					 NULL};

/* `nomination open OFFICE`: R401 (ix), R403 (vi) and R405 (ii) require a
 * Nomination whenever a seat is vacant, R401 (viii) b lets any player
 * insist on one for an optional office: any player (or the admin) may
 * start it, and the engine conducts it as the appropriate officer would. */
int offices_cmd_nominate(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (c->kind != ACTOR_PLAYER && c->kind != ACTOR_ADMIN)
		return ctx_fail(c, "only players may do that");
	office *o = arg_office(c, argv[0]);
	if (!o)
		return -1;
	const office_def *d = office_def_find(c->n, o->name);
	if (!d && office_def_named(o->name))
		return ctx_fail(c, "no rule in force defines %s: it has no Nomination (R401 (i), "
				"R402)", o->name);
	if (!d)
		return ctx_fail(c, "no rule of the seed defines %s: it has no Nomination (R402)",
				o->name);
	if (nomination_open(c, o, d, c->kind == ACTOR_PLAYER ? c->actor->id : 0,
			    c->kind == ACTOR_PLAYER ? "asked for by a player" : "asked for by the admin"))
		return -1;
	ctx_arg_str(c, "office", o->name);
	return 0;
}

/* `volunteer OFFICE`: R402 (i) c, (ii) a. */
int offices_cmd_volunteer(ctx *c, int argc, char **argv)
{
	(void)argc;
	office *o = arg_office(c, argv[0]);
	if (!o)
		return -1;
	nomination *m = nomination_for(c->n, o->name);
	if (!m || (m->phase != NP_NOMINATING && m->phase != NP_WAITING))
		return ctx_fail(c, "no Nomination for %s is taking volunteers (R402 (i) c)",
				o->name);
	const char *why = office_ineligible(c->n, o, c->actor);
	if (why)
		return ctx_fail(c, "you may not stand for %s: %s", o->name, why);
	for (int i = 0; i < m->nnominees; i++)
		if (m->nominees[i] == c->actor->id)
			return ctx_fail(c, "you have already volunteered for %s", o->name);
	if (m->nnominees >= OFF_MAX_NOMINEES)
		return ctx_fail(c, "the Nomination for %s has %d volunteers, the most kept",
				o->name, OFF_MAX_NOMINEES);
	UNDO_SET(c->j, m->nominees[m->nnominees], c->actor->id);
	UNDO_SET(c->j, m->nnominees, m->nnominees + 1);
	ctx_arg_str(c, "office", o->name);
	ctx_say(c, "%s volunteers for %s (R402 (i) c)", c->actor->name, o->name);
	/* R402 (i) e: a Nomination that had none ends with its first volunteer. */
	if (m->phase == NP_WAITING)
		return nomination_ended(c, m);
	return 0;
}

/* Is the actor the President or the Acting President (R414 (ii) a, (iii))? */
static int is_president(const ctx *c)
{
	if (c->kind == ACTOR_ADMIN)
		return 1;
	const office *p = office_by_name(c->n, "President");
	const office_rec *r = office_rec_peek(c->n, "President");
	return c->kind == ACTOR_PLAYER && p &&
	       (p->holder == c->actor->id || (r && r->acting == c->actor->id));
}

/* `choose PLAYER [as] OFFICE`: R403 (vi), R414 (ii) a, (iii). */
int offices_cmd_choose(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "as"))
		return ctx_fail(c, "usage: choose PLAYER [as] OFFICE");
	player *p = arg_player(c, argv[0]);
	office *o;
	if (!p || !(o = arg_office(c, argv[argc - 1])))
		return -1;
	if (!is_president(c))
		return ctx_fail(c, "only the President or Acting President chooses a Functional "
				"Officer (R414 (ii) a, (iii))");
	nomination *m = nomination_for(c->n, o->name);
	if (!m || m->phase != NP_CHOOSING)
		return ctx_fail(c, "no Nomination for %s awaits the President's choice (R403 (vi))",
				o->name);
	int found = 0;
	for (int i = 0; i < m->nnominees; i++)
		found |= m->nominees[i] == p->id;
	if (!found)
		return ctx_fail(c, "%s is not a Nominee for %s (R403 (vi))", p->name, o->name);
	const char *why = office_ineligible(c->n, o, p);
	if (why)
		return ctx_fail(c, "%s may no longer hold %s: %s", p->name, o->name, why);
	ctx_arg_str(c, "office", o->name);
	office_seat(c, o, office_def_find(c->n, o->name), p->id,
		    "the President's choice, R403 (vi), R414 (i) c");
	return 0;
}

int offices_cmd_nominations(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const offices *s = offices_peek(c->n);
	if (!s || !s->nnoms) {
		ctx_reply(c, "no Nomination or Election is open (R402)");
		return 0;
	}
	static const char *const phase[] = {"Nomination", "Nomination (waiting for a volunteer)",
					    "awaiting the President's choice", "Election"};
	for (int i = 0; i < s->nnoms; i++) {
		const nomination *m = s->noms[i];
		char names[512], until[40] = "";
		list_nominees(c->n, m, names, sizeof names);
		if (m->ends)
			format_time(m->ends, until, sizeof until);
		ctx_reply(c, "%s%s: %s%s%s; Nominees: %s", i ? "\n" : "", m->office, phase[m->phase],
			  m->ends ? " until " : "", until, names);
		/* R402 (ii) e: a vote is the voter's and the officer's until the
		 * tally: each voter sees eir own, nobody else's. */
		for (int k = 0; c->kind == ACTOR_PLAYER && k < m->nballots; k++)
			if (m->ballots[k]->voter == c->actor->id)
				ctx_reply(c, "; your vote: %s",
					  holder_name(c->n, m->ballots[k]->nominee));
		ctx_reply(c, "%s", m->phase == NP_VOTING ? "; ballots are secret until the tally" : "");
	}
	return 0;
}
