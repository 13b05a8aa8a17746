/* ip_president.c: the impeachment of a Functional Officer by the
 * President and the Supreme Court (Ackanomic R403 (v)): the President
 * declares publicly eir intention to impeach a stated player from a given
 * Functional Office (a); the Justices concur by publicly agreeing, and
 * once at least 2/3 of the Supreme Court (sans the player impeached if e
 * is a Justice) have, within 3 days of the declaration (b), the Functional
 * Office is vacant at that time (c); in rules mode its Nomination follows
 * (R403 (vi)). Three days pass without enough: the declaration lapses.
 *
 * The Supreme Court is the active Justices now (justice.h,
 * court_active_justices; R416 ¶1 "collectively known as the Supreme
 * Court"); a concurrence counts while its Justice is one of them. */
#include "gov/justice/justice.h"
#include "gov/offices/offices.h"

#include <stdlib.h>
#include <string.h>

static fip *fip_by_id(const nomic *n, int id)
{
	const offices *s = offices_peek(n);
	for (int i = 0; s && i < s->nfips; i++)
		if (s->fips[i]->id == id)
			return s->fips[i];
	return NULL;
}

static const fip *fip_pending(const nomic *n, const char *name)
{
	const offices *s = offices_peek(n);
	for (int i = 0; s && i < s->nfips; i++)
		if (!s->fips[i]->resolved && strcaseeq(s->fips[i]->office, name))
			return s->fips[i];
	return NULL;
}

/* The Court that must concur (sans the officer), and how many of them
 * have: into *court and *agreed. */
static void fip_count(const nomic *n, const fip *f, int *court, int *agreed)
{
	int j[64], k = court_active_justices(n, j, 64);
	*court = *agreed = 0;
	for (int i = 0; i < k && i < 64; i++) {
		if (j[i] == f->officer)
			continue;
		(*court)++;
		for (int a = 0; a < f->nconcur; a++)
			*agreed += f->concur[a] == j[i];
	}
}

/* R403 (v) b: at least num/den of the Court, and at least one Justice
 * (an empty Court concurs with nothing: docs/RULINGS.md). */
static int fip_needed(const nomic *n, int court)
{
	int64_t num = param_int(n, "offices.fip_num"), den = param_int(n, "offices.fip_den");
	int64_t k = (num * court + den - 1) / den;
	return k < 1 ? 1 : (int)k;
}

/* `president impeach PLAYER [from] OFFICE`: R403 (v) a. */
int offices_cmd_fip_declare(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "from"))
		return ctx_fail(c, "usage: president impeach PLAYER [from] OFFICE");
	player *p = arg_player(c, argv[0]);
	office *o;
	if (!p || !(o = arg_office(c, argv[argc - 1])))
		return -1;
	const office *pres = office_by_name(c->n, "President");
	if (!pres || !pres->holder || pres->holder != c->actor->id)
		return ctx_fail(c, "only the President declares an intention to impeach a "
				"Functional Officer (R403 (v) a)");
	const office_def *d = office_def_find(c->n, o->name);
	if (!d || d->kind != OK_FUNCTIONAL)
		return ctx_fail(c, "%s is not a Functional Office (R403 (v))", o->name);
	if (!office_holds(c->n, o, p->id))
		return ctx_fail(c, "%s does not hold %s (R403 (v) a)", p->name, o->name);
	const fip *open = fip_pending(c->n, o->name);
	if (open)
		return ctx_fail(c, "the President's declaration %d against %s as %s is pending "
				"(R403 (v))", open->id, holder_name(c->n, open->officer), o->name);
	offices *s = offices_of(c);
	fip *f = xcalloc(1, sizeof *f);
	f->id = s->nfips + 1;
	f->officer = p->id;
	f->office = xstrdup(o->name);
	f->declared = c->now;
	f->ends = c->now + param_int(c->n, "offices.fip_days");
	f->dl = deadline_add(c, f->ends, &dl_fip_end, 0, f->id);
	mut_append(c, (void ***)&s->fips, &s->nfips, &s->fips_cap, f, fip_free);
	char until[40];
	format_time(f->ends, until, sizeof until);
	int court, agreed;
	fip_count(c->n, f, &court, &agreed);
	(void)agreed;
	ctx_arg_str(c, "office", o->name);
	ctx_say(c, "the President declares eir intention to impeach %s from %s (declaration "
		    "%d): %d of the %d Justices must concur with `concur %d` by %s (R403 (v) a, b)",
		    p->name, o->name, f->id, fip_needed(c->n, court), court, f->id, until);
	return 0;
}

/* `concur N`: R403 (v) b, by a Justice. */
int offices_cmd_fip_concur(ctx *c, int argc, char **argv)
{
	(void)argc;
	char *end;
	long id = strtol(argv[0], &end, 10);
	fip *f = *end || id <= 0 ? NULL : fip_by_id(c->n, (int)id);
	if (!f)
		return ctx_fail(c, "there is no declaration of the President's '%s' (R403 (v))",
				argv[0]);
	if (f->resolved)
		return ctx_fail(c, "the President's declaration %d is %s", f->id,
				f->resolved == 1 ? "carried" : "lapsed");
	int j[64], k = court_active_justices(c->n, j, 64), member = 0;
	for (int i = 0; i < k && i < 64; i++)
		member |= j[i] == c->actor->id;
	if (!member)
		return ctx_fail(c, "only an active Justice concurs with the President's declaration "
				"(R403 (v) b)");
	if (c->actor->id == f->officer)
		return ctx_fail(c, "the player being impeached does not concur: the Court is "
				"counted without em (R403 (v) b)");
	for (int i = 0; i < f->nconcur; i++)
		if (f->concur[i] == c->actor->id)
			return ctx_fail(c, "you already concur with declaration %d (R403 (v) b)",
					f->id);
	if (f->nconcur >= OFF_MAX_NOMINEES)
		return ctx_fail(c, "declaration %d has %d concurrences, the most kept", f->id,
				f->nconcur);
	UNDO_SET(c->j, f->concur[f->nconcur], c->actor->id);
	UNDO_SET(c->j, f->nconcur, f->nconcur + 1);
	int court, agreed;
	fip_count(c->n, f, &court, &agreed);
	ctx_arg_int(c, "declaration", f->id);
	ctx_say(c, "%s concurs with the President's declaration %d to impeach %s from %s: "
		    "%d of the %d Justices (R403 (v) b)", c->actor->name, f->id,
		    holder_name(c->n, f->officer), f->office, agreed, court);
	if (!court || agreed < fip_needed(c->n, court))
		return 0;
	/* R403 (v) c: "At this time, the Functional Office is vacant." */
	UNDO_SET(c->j, f->resolved, 1);
	deadline_cancel(c, f->dl);
	UNDO_SET(c->j, f->dl, 0);
	office *o = office_by_name(c->n, f->office);
	if (o && office_holds(c->n, o, f->officer)) {
		ctx_say(c, "%s is impeached from %s: the office is vacant (R403 (v) c)",
			    holder_name(c->n, f->officer), o->name);
		office_unseat(c, o, f->officer, "impeached, R403 (v) c");
	}
	return 0;
}

/* R403 (v) b: three days without enough concurrence. */
static int fire_fip_end(ctx *c, const deadline *d)
{
	fip *f = fip_by_id(c->n, (int)d->aux);
	if (!f || f->dl != d->id || f->resolved)
		return 0;
	UNDO_SET(c->j, f->dl, 0); /* popped already */
	UNDO_SET(c->j, f->resolved, 2);
	int court, agreed;
	fip_count(c->n, f, &court, &agreed);
	ctx_say(c, "the President's declaration %d lapses: %d of the %d Justices concurred "
		    "within its days; %s keeps %s (R403 (v) b)", f->id, agreed, court,
		    holder_name(c->n, f->officer), f->office);
	return 0;
}

const deadline_kind dl_fip_end = {"office-fip", "R403 (v) b", fire_fip_end, NULL};

int fip_list(ctx *c, int lines)
{
	const offices *s = offices_peek(c->n);
	static const char *const state[] = {"pending", "carried: the office vacated",
					    "lapsed"};
	for (int i = 0; s && i < s->nfips; i++) {
		const fip *f = s->fips[i];
		int court, agreed;
		fip_count(c->n, f, &court, &agreed);
		char until[40];
		format_time(f->ends, until, sizeof until);
		ctx_reply(c, "%sthe President's declaration %d: impeach %s from %s; %s; %d of the "
			  "%d Justices concur; until %s (R403 (v))", lines++ ? "\n" : "", f->id,
			  holder_name(c->n, f->officer), f->office, state[f->resolved], agreed,
			  court, until);
	}
	return lines;
}
