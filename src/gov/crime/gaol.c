/* gaol.c: the Gaol (R709): who is in it, since and until when, release at
 * the sentence's end (deadline gaol-release), the R709 ¶3 reassignment of
 * CFJs a newly Gaoled judge had not accepted, and the guard that keeps a
 * Gaoled player to R709's list of actions (the module's after_command). */
#include "gov/crime/crime.h"
#include "gov/justice/justice.h"

#include <stdlib.h>
#include <string.h>

static int stay_index(const crime *k, int who)
{
	for (int i = 0; k && i < k->ngaol; i++)
		if (k->gaol[i]->player == who)
			return i;
	return -1;
}

const gaol_stay *crime_gaol_stay(const nomic *n, int who)
{
	int i = stay_index(n->crime, who);
	return i < 0 ? NULL : n->crime->gaol[i];
}

int crime_in_gaol(const nomic *n, int who)
{
	return crime_gaol_stay(n, who) != NULL;
}

/* R709 ¶3: a judge selected but not yet accepted has declined. */
static int reassign_judgeships(ctx *c, int who)
{
	const justice *j = justice_peek(c->n);
	for (int i = 0; j && i < j->ncfjs; i++) {
		cfj *f = j->cfjs[i];
		if (f->judge == who && !f->accepted && f->stage == CFJ_WITH_JUDGE &&
		    cfj_reassign(c, f, "R709: the judge entered the Gaol before accepting"))
			return -1;
	}
	return 0;
}

int gaol_sentence(ctx *c, int who, int64_t secs, const char *why)
{
	crime *k = crime_of(c);
	player *p = player_by_id(c->n, who);
	char until[40];
	int i = stay_index(k, who);
	if (i >= 0) { /* R710 8b: the sentence being served is increased */
		gaol_stay *s = k->gaol[i];
		UNDO_SET(c->j, s->until, s->until + secs);
		deadline_move(c, s->dl, s->until);
		format_time(s->until, until, sizeof until);
		ctx_announce(c, "%s's sentence in the Gaol is lengthened to %s (%s)", p->name, until,
			     why);
		return 0;
	}
	gaol_stay *s = xcalloc(1, sizeof *s);
	s->player = who;
	s->since = c->now;
	s->until = c->now + secs;
	s->dl = deadline_add(c, s->until, &dl_gaol_release, who, 0);
	mut_append(c, (void ***)&k->gaol, &k->ngaol, &k->gaol_cap, s, free);
	format_time(s->until, until, sizeof until);
	ctx_announce(c, "%s is in the Gaol until %s (%s)", p->name, until, why);
	/* Told to the other parts (R550.2 "going to Gaol"): {"player", "until"}. */
	json_t *ev = json_pack("{s:s, s:s}", "player", p->name, "until", until);
	int rc = ctx_emit(c, "gaol", ev);
	json_decref(ev);
	return rc ? rc : reassign_judgeships(c, who);
}

int gaol_release(ctx *c, int who, const char *why)
{
	crime *k = crime_of(c);
	int i = stay_index(k, who);
	if (i < 0)
		return 0;
	deadline_cancel(c, k->gaol[i]->dl);
	mut_remove_at(c, (void ***)&k->gaol, &k->ngaol, i, free);
	ctx_announce(c, "%s is released from the Gaol (%s)", player_by_id(c->n, who)->name, why);
	return 0;
}

int gaol_shorten(ctx *c, int who, int64_t secs, const char *why)
{
	crime *k = crime_of(c);
	int i = stay_index(k, who);
	if (i < 0)
		return 0; /* R710 9b: no sentence counts as 0 */
	gaol_stay *s = k->gaol[i];
	if (s->until - secs <= c->now)
		return gaol_release(c, who, why);
	UNDO_SET(c->j, s->until, s->until - secs);
	deadline_move(c, s->dl, s->until);
	char until[40];
	format_time(s->until, until, sizeof until);
	ctx_announce(c, "%s's sentence in the Gaol is shortened to %s (%s)",
		     player_by_id(c->n, who)->name, until, why);
	return 0;
}

static int fire_release(ctx *c, const deadline *d)
{
	const player *p = player_by_id(c->n, d->subject);
	ctx_reply(c, "%s's sentence has expired (R709)", p->name);
	crime *k = crime_of(c);
	int i = stay_index(k, d->subject);
	if (i >= 0 && k->gaol[i]->dl == d->id) {
		UNDO_SET(c->j, k->gaol[i]->dl, 0); /* popped already */
		mut_remove_at(c, (void ***)&k->gaol, &k->ngaol, i, free);
		ctx_announce(c, "%s's sentence has expired: e is released from the Gaol (R709)",
			     p->name);
	}
	return 0;
}

const deadline_kind dl_gaol_release = {"gaol-release", "R709", fire_release, NULL};

/* R709: what a player in the Gaol may still do, by command name, and
 * whether only a voting player may (R709 1, 2). Read-only commands are
 * never refused (the guard does not see them). */
static const struct {
	const char *name;
	int voting_only;
	const char *why;
} gaol_allowed[] = {
	{"cfj", 1, "R709 1: a voting player may make a CFJ"},
	{"cfj win", 1, "R709 1: a CFJ claiming a Winning Condition"},
	{"cfj paradox", 1, "R709 1: a CFJ claiming a Paradox Win"},
	{"cfcj", 1, "R709 2: a voting player may make a CFCJ"},
	{"pardon ask", 0, "R709 3: an Appeal for Pardon"},
	{"state", 0, "R709 5: change eir player state"},
	{"leave", 0, "R101: a player always has the option to leave"},
	{"apology", 0, "R709 6: a Public Apology"},
	{"appeal", 0, "R709 10: appeal a CFJ or CFCJ"},
	{"cfj reason", 0, "R710 6: the accused's mitigation (docs/RULINGS.md)"},
	{"contempt choose", 0, "R715: the choice the rules require (docs/RULINGS.md)"},
};

int gaol_guard(ctx *c, const command *cmd, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (c->kind != ACTOR_PLAYER || !c->actor || !crime_in_gaol(c->n, c->actor->id))
		return 0;
	for (size_t i = 0; i < sizeof gaol_allowed / sizeof *gaol_allowed; i++) {
		if (strcmp(cmd->name, gaol_allowed[i].name) != 0)
			continue;
		if (gaol_allowed[i].voting_only && c->actor->state != PS_VOTING)
			return ctx_fail(c, "you are in the Gaol, where only a voting player may "
					"make a CFJ or CFCJ (R709 1, 2)");
		return 0;
	}
	return ctx_fail(c, "you are in the Gaol and may not %s (R709: only a CFJ, a CFCJ, an "
			"appeal, an Appeal for Pardon, a change of state or a Public Apology)",
			cmd->name);
}
