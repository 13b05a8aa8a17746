/* pardon.c: what a convicted or contemptuous player may do and must do:
 * Public Apologies (R710 8d, deadline apology-due), Appeals for Pardon to
 * the President (R711, deadline pardon-lapse), Contempt (R715, deadline
 * contempt-lapse) and Patent Infringement (R716), which holds a player in
 * Contempt. The server cannot detect Patent Infringement (it does not model
 * the named entities R716 compares), so the rules' effects declare it:
 * `guilty PLAYER patent`, like `contempt PLAYER`, is the admin's, or an
 * adopted proposal's effect (docs/RULINGS.md). */
#include "gov/crime/crime.h"
#include "gov/justice/justice.h"

#include <stdlib.h>
#include <string.h>

static const currency *ackadollars(const nomic *n)
{
	return currency_by_name(n, "A$");
}

/* ---- Public Apologies (R710 8d) ---- */

static int apology_index(const crime *k, int who, int cfj_number)
{
	for (int i = 0; k && i < k->napologies; i++)
		if (k->apologies[i]->player == who &&
		    (cfj_number == 0 || k->apologies[i]->cfj == cfj_number))
			return i;
	return -1;
}

int apology_require(ctx *c, int who, int cfj_number, int lines)
{
	crime *k = crime_of(c);
	apology_due *a = xcalloc(1, sizeof *a);
	a->player = who;
	a->cfj = cfj_number;
	a->lines = lines;
	a->due = c->now + param_int(c->n, "crime.apology_days");
	a->dl = deadline_add(c, a->due, &dl_apology_due, who, cfj_number);
	mut_append(c, (void ***)&k->apologies, &k->napologies, &k->apologies_cap, a, free);
	return 0;
}

void apology_cancel(ctx *c, int who, int cfj_number)
{
	crime *k = crime_of(c);
	int i = apology_index(k, who, cfj_number);
	if (i < 0)
		return;
	deadline_cancel(c, k->apologies[i]->dl);
	mut_remove_at(c, (void ***)&k->apologies, &k->napologies, i, free);
}

static int fire_apology(ctx *c, const deadline *d)
{
	crime *k = crime_of(c);
	int i = apology_index(k, d->subject, (int)d->aux);
	if (i < 0 || k->apologies[i]->dl != d->id)
		return 0;
	mut_remove_at(c, (void ***)&k->apologies, &k->napologies, i, free);
	const player *p = player_by_id(c->n, d->subject);
	ctx_reply(c, "%s did not make the Public Apology CFCJ %d required (R710 8d)", p->name,
		  (int)d->aux);
	ctx_announce(c, "%s did not make the Public Apology CFCJ %d required (R710 8d)", p->name,
		     (int)d->aux);
	/* R710 8d: three more days if in the Gaol, else three days there */
	return gaol_sentence(c, p->id, param_int(c->n, "crime.apology_extra"), "R710 8d");
}

const deadline_kind dl_apology_due = {"apology-due", "R710 8d", fire_apology, NULL};

/* The lines of text that hold more than blanks. */
static int count_lines(const char *s)
{
	int n = 0, filled = 0;
	for (const char *p = s;; p++) {
		if (*p == '\n' || !*p) {
			n += filled;
			filled = 0;
			if (!*p)
				break;
		} else if (*p != ' ' && *p != '\t' && *p != '\r') {
			filled = 1;
		}
	}
	return n;
}

int crime_cmd_apology(ctx *c, int argc, char **argv)
{
	(void)argc;
	const char *text = argv[0];
	int lines = count_lines(text);
	if (!lines)
		return ctx_fail(c, "an apology needs some text (R710 8d)");
	crime *k = crime_of(c);
	int i = apology_index(k, c->actor->id, 0);
	if (i >= 0 && lines < k->apologies[i]->lines)
		return ctx_fail(c, "your apology has %d line%s; CFCJ %d requires at least %d "
				"(R710 8d)", lines, lines == 1 ? "" : "s", k->apologies[i]->cfj,
				k->apologies[i]->lines);
	ctx_announce(c, "Acka: Public Apology from %s (R710 8d):\n%s", c->actor->name, text);
	if (i >= 0) {
		ctx_reply(c, "your Public Apology satisfies CFCJ %d (R710 8d)", k->apologies[i]->cfj);
		apology_cancel(c, c->actor->id, k->apologies[i]->cfj);
	} else {
		ctx_reply(c, "your Public Apology is published (R709 6)");
	}
	return 0;
}

/* ---- Appeals for Pardon (R711) ---- */

static int president(const nomic *n)
{
	const office *o = office_by_name(n, "President");
	if (!o || !o->holder)
		return 0;
	const player *p = player_by_id(n, o->holder);
	return p && p->state != PS_VACATIONING ? p->id : 0; /* R711: vacationing = none */
}

int crime_cmd_pardon_ask(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	int me = c->actor->id;
	const office *o = office_by_name(c->n, "President");
	if (o && o->holder == me) /* R711 1 */
		return ctx_fail(c, "the President may not make an Appeal for Pardon (R711 1)");
	const cfcj_rec *t = crime_latest_true(c->n, me);
	int recent = t && c->now - t->true_at <= param_int(c->n, "crime.pardon_recent");
	if (!recent && !crime_in_gaol(c->n, me) && !crime_is_patent(c->n, me)) /* R711 2 */
		return ctx_fail(c, "you may appeal for pardon only within 3 days of a TRUE CFCJ "
				"against you, in the Gaol, or Guilty of Patent Infringement (R711 2)");
	crime *k = crime_of(c);
	if (crime_wait_index(k->pardons, k->npardons, me) >= 0)
		return ctx_fail(c, "your Appeal for Pardon awaits the President already (R711)");
	ctx_announce(c, "%s makes an Appeal for Pardon (R711)", c->actor->name);
	if (!president(c->n)) { /* R711: no President (or vacationing): DENIED */
		ctx_reply(c, "there is no President to act on it: your Appeal for Pardon is DENIED "
			  "(R711)");
		ctx_announce(c, "%s's Appeal for Pardon is DENIED: there is no President to act on "
			     "it (R711)", c->actor->name);
		return 0;
	}
	crime_wait *w = xcalloc(1, sizeof *w);
	w->player = me;
	w->since = c->now;
	w->dl = deadline_add(c, c->now + param_int(c->n, "crime.pardon_days"), &dl_pardon_lapse,
			     me, 0);
	mut_append(c, (void ***)&k->pardons, &k->npardons, &k->pardons_cap, w, free);
	char when[40];
	format_time(c->now + param_int(c->n, "crime.pardon_days"), when, sizeof when);
	ctx_reply(c, "your Appeal for Pardon is made; the President may GRANT or DENY it until %s "
		  "(R711)", when);
	return 0;
}

static int take_pardon(ctx *c, const char *name, player **out)
{
	player *p = arg_player(c, name);
	if (!p)
		return -1;
	crime *k = crime_of(c);
	int i = crime_wait_index(k->pardons, k->npardons, p->id);
	if (i < 0)
		return ctx_fail(c, "%s has no Appeal for Pardon awaiting the President (R711)",
				p->name);
	deadline_cancel(c, k->pardons[i]->dl);
	mut_remove_at(c, (void ***)&k->pardons, &k->npardons, i, free);
	*out = p;
	return 0;
}

int crime_cmd_pardon_grant(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p;
	if (take_pardon(c, argv[0], &p))
		return -1;
	ctx_announce(c, "the President GRANTs %s's Appeal for Pardon (R711)", p->name);
	ctx_reply(c, "%s's Appeal for Pardon is GRANTed (R711)", p->name);
	/* R711: the latest CFCJ's penalty is waived (still in its grace
	 * period: once imposed it is no longer a penalty to waive), and/or
	 * e is released, and/or e is no longer Guilty of Patent Infringement */
	cfcj_rec *r = crime_latest_true(c->n, p->id);
	if (r && r->phase == CFCJ_GRACE) {
		deadline_cancel(c, r->grace_dl);
		UNDO_SET(c->j, r->grace_dl, 0);
		UNDO_SET(c->j, r->phase, CFCJ_WAIVED);
		ctx_announce(c, "CFCJ %d's penalty on %s is waived (R711)", r->number, p->name);
		ctx_reply(c, "; CFCJ %d's penalty is waived", r->number);
	}
	if (crime_in_gaol(c->n, p->id)) {
		gaol_release(c, p->id, "pardoned, R711");
		ctx_reply(c, "; e is released from the Gaol");
	}
	crime *k = crime_of(c);
	int i = crime_wait_index(k->patent, k->npatent, p->id);
	if (i >= 0) {
		mut_remove_at(c, (void ***)&k->patent, &k->npatent, i, free);
		ctx_announce(c, "%s is no longer Guilty of Patent Infringement (R711)", p->name);
		ctx_reply(c, "; e is no longer Guilty of Patent Infringement");
	}
	return 0;
}

int crime_cmd_pardon_deny(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p;
	if (take_pardon(c, argv[0], &p))
		return -1;
	ctx_announce(c, "the President DENYs %s's Appeal for Pardon (R711)", p->name);
	ctx_reply(c, "%s's Appeal for Pardon is DENYed (R711)", p->name);
	return 0;
}

static int fire_pardon(ctx *c, const deadline *d)
{
	crime *k = crime_of(c);
	int i = crime_wait_index(k->pardons, k->npardons, d->subject);
	if (i < 0 || k->pardons[i]->dl != d->id)
		return 0;
	mut_remove_at(c, (void ***)&k->pardons, &k->npardons, i, free);
	const char *name = player_by_id(c->n, d->subject)->name;
	ctx_reply(c, "%s's Appeal for Pardon lapses: DENYed (R711)", name);
	ctx_announce(c, "the President did not act in 3 days: %s's Appeal for Pardon is DENYed "
		     "(R711)", name);
	return 0;
}

const deadline_kind dl_pardon_lapse = {"pardon-lapse", "R711", fire_pardon, NULL};

/* ---- Contempt (R715) and Patent Infringement (R716) ---- */

static int hold_in_contempt(ctx *c, player *p, const char *why)
{
	crime *k = crime_of(c);
	if (crime_wait_index(k->contempt, k->ncontempt, p->id) >= 0)
		return ctx_fail(c, "%s is held in Contempt already (R715)", p->name);
	crime_wait *w = xcalloc(1, sizeof *w);
	w->player = p->id;
	w->since = c->now;
	gtime due = c->now + param_int(c->n, "crime.contempt_choice");
	w->dl = deadline_add(c, due, &dl_contempt_lapse, p->id, 0);
	mut_append(c, (void ***)&k->contempt, &k->ncontempt, &k->contempt_cap, w, free);
	char when[40];
	format_time(due, when, sizeof when);
	ctx_announce(c, "%s is held in Contempt (%s): e must pay A$%lld to the Treasury or go to "
		     "the Gaol, and chooses the Gaol unless e chooses by %s (R715)", p->name, why,
		     (long long)param_int(c->n, "crime.contempt_fine"), when);
	ctx_reply(c, "%s is held in Contempt until e chooses, at the latest %s (R715)", p->name,
		  when);
	return 0;
}

/* For other parts whose rules hold a player in Contempt (R670 4): one
 * held already stays so, and nothing fails. */
int crime_hold_in_contempt(ctx *c, player *p, const char *why)
{
	const crime *k = crime_peek(c->n);
	if (k && crime_wait_index(k->contempt, k->ncontempt, p->id) >= 0)
		return 0;
	return hold_in_contempt(c, p, why);
}

int crime_cmd_contempt(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player", p->name);
	return hold_in_contempt(c, p, "R715");
}

int crime_cmd_guilty(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (strcmp(argv[1], "patent") != 0)
		return ctx_fail(c, "guilty of what? the server records only 'patent' (R716)");
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player", p->name);
	crime *k = crime_of(c);
	if (crime_wait_index(k->patent, k->npatent, p->id) >= 0)
		return ctx_fail(c, "%s is Guilty of Patent Infringement already (R716)", p->name);
	crime_wait *w = xcalloc(1, sizeof *w);
	w->player = p->id;
	w->since = c->now;
	mut_append(c, (void ***)&k->patent, &k->npatent, &k->patent_cap, w, free);
	ctx_announce(c, "%s is Guilty of Patent Infringement (R716)", p->name);
	ctx_reply(c, "%s is Guilty of Patent Infringement (R716)\n", p->name);
	/* R716 ¶2: and held in Contempt (unless e is already) */
	if (crime_wait_index(k->contempt, k->ncontempt, p->id) >= 0)
		return 0;
	return hold_in_contempt(c, p, "R716");
}

/* R715: the choice ends the Contempt. */
static int end_contempt(ctx *c, int who, int gaol)
{
	crime *k = crime_of(c);
	int i = crime_wait_index(k->contempt, k->ncontempt, who);
	if (!gaol) {
		const currency *ad = ackadollars(c->n);
		int64_t fine = param_int(c->n, "crime.contempt_fine");
		if (!ad || (fine > 0 && ledger_move(c, who, 0, ad, fine)))
			return ctx_fail(c, "the fine is A$%lld; you have A$%lld (R715)",
					(long long)fine, ad ? (long long)balance(c->n, who, ad->id) : 0LL);
		ctx_announce(c, "%s pays A$%lld to the Treasury and is no longer in Contempt (R715)",
			     player_by_id(c->n, who)->name, (long long)fine);
	}
	if (k->contempt[i]->dl)
		deadline_cancel(c, k->contempt[i]->dl);
	mut_remove_at(c, (void ***)&k->contempt, &k->ncontempt, i, free);
	if (gaol)
		return gaol_sentence(c, who, param_int(c->n, "crime.contempt_days"), "R715");
	return 0;
}

int crime_cmd_contempt_choose(ctx *c, int argc, char **argv)
{
	(void)argc;
	crime *k = crime_of(c);
	if (crime_wait_index(k->contempt, k->ncontempt, c->actor->id) < 0)
		return ctx_fail(c, "you are not held in Contempt (R715)");
	int gaol = strcmp(argv[0], "gaol") == 0;
	if (!gaol && strcmp(argv[0], "fine") != 0)
		return ctx_fail(c, "choose 'fine' (A$%lld to the Treasury) or 'gaol' (R715)",
				(long long)param_int(c->n, "crime.contempt_fine"));
	ctx_arg_str(c, "choice", argv[0]);
	ctx_reply(c, "you choose the %s (R715)", gaol ? "Gaol" : "fine");
	return end_contempt(c, c->actor->id, gaol);
}

static int fire_contempt(ctx *c, const deadline *d)
{
	crime *k = crime_of(c);
	int i = crime_wait_index(k->contempt, k->ncontempt, d->subject);
	if (i < 0 || k->contempt[i]->dl != d->id)
		return 0;
	UNDO_SET(c->j, k->contempt[i]->dl, 0); /* popped already */
	const char *name = player_by_id(c->n, d->subject)->name;
	ctx_reply(c, "%s made no choice in 3 days: e is assumed to choose the Gaol (R715)", name);
	ctx_announce(c, "%s made no choice in 3 days: e is assumed to choose the Gaol (R715)",
		     name);
	return end_contempt(c, d->subject, 1);
}

const deadline_kind dl_contempt_lapse = {"contempt-lapse", "R715", fire_contempt, NULL};
