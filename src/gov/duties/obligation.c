/* obligation.c: duties made due (R401 (ii), (x)) and what follows when
 * they are not done (R701, R710).
 *
 * A trigger makes a duty of the catalogue due as an obligation with an
 * `office-duty` deadline duties.days on (R401 (x)). After every command the
 * obligations are brought up to date (duties_after_command): a Nomination
 * for a Functional Office that reached the President's choice makes eir
 * duty due (R403 (vi), R414 (i) b); one no longer awaiting it discharges
 * it. R401 (x)'s clock stands while the officer is Vacationing or in the
 * Gaol, and while the seat has nobody to perform it (R401.1 IV: the duty
 * waits for the Substitute): the deadline is taken off then and set again
 * later by the time it stood. A player joining makes the Registrar's R409
 * (b) and (e) due (duties_on_change) when duties.newcomers is on. All of
 * this only with offices.mode rules: in admin mode nothing runs alone
 * (docs/OFFICES.md).
 *
 * When the deadline passes: a duty the server performs is done by it in the
 * office's name, the public text saying so; a holder's duty not done is
 * the Crime of Non-Performance (R701), announced and recorded against the
 * officer, for any player to charge by a CFCJ (R710). An Acting Officer of
 * an optional office is not required to do it (R401 (viii) a). */
#include "core/inbox.h"
#include "gov/crime/crime.h"
#include "gov/cycle/cycle.h"
#include "gov/duties/duties.h"
#include "gov/offices/offices.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int duty_performer(const nomic *n, const char *name, int *acting)
{
	const office *o = office_by_name(n, name);
	const office_rec *r = office_rec_peek(n, name);
	if (acting)
		*acting = 0;
	const player *h = o && o->holder ? player_by_id(n, o->holder) : NULL;
	/* An Acting Officer filling in for a Vacationing holder performs the
	 * duties meanwhile (R401.1 I iv, II; R403 (iii)). */
	if (h && !(h->state == PS_VACATIONING && r && r->acting))
		return h->id;
	if (r && r->acting) {
		if (acting)
			*acting = 1;
		return r->acting;
	}
	/* R401.1 IV: nobody holds or acts in it: whoever performs its
	 * Substitute's duties performs its own, in an Acting capacity
	 * (src/gov/offices, substitute.c). A holder on Vacation with no
	 * Acting Officer stays the performer above, eir clock standing (R401
	 * (x)). */
	int sub = h ? 0 : office_performer(n, name);
	if (sub && acting)
		*acting = 2;
	return sub;
}

static const char *paused_why(const nomic *n, const obligation *o, char *buf, size_t len)
{
	int who = duty_performer(n, o->office, NULL);
	if (!who) {
		snprintf(buf, len, "%s is vacant, with no Acting Officer (R401.1 IV)", o->office);
		return buf;
	}
	/* The server does its own duties in the office's name, vacation or not. */
	if (duty_def_at(o->duty)->by == BY_SERVER || o->missed_by)
		return NULL;
	const player *p = player_by_id(n, who);
	if (p && p->state == PS_VACATIONING) {
		snprintf(buf, len, "%s is Vacationing (R401 (x))", p->name);
		return buf;
	}
	if (crime_in_gaol(n, who)) {
		snprintf(buf, len, "%s is in the Gaol (R401 (x))", holder_name(n, who));
		return buf;
	}
	return NULL;
}

const char *duty_capacity(int acting)
{
	return acting == 2 ? ", as Substitute" : acting ? ", acting" : "";
}

const char *obligation_paused_why(const nomic *n, const obligation *o, char *buf, size_t len)
{
	return o->state == OB_PENDING ? paused_why(n, o, buf, len) : NULL;
}

void obligation_describe(const nomic *n, const obligation *o, char *buf, size_t len)
{
	int acting;
	int who = duty_performer(n, o->office, &acting);
	const duty_def *d = duty_def_at(o->duty);
	snprintf(buf, len, "%s (%s%s): %s (%s)", o->office, who ? holder_name(n, who) : "vacant",
		 duty_capacity(acting), o->what, d->rule);
}

int duties_describe_deadline(const nomic *n, const deadline *d, char *buf, size_t len)
{
	if (d->kind != &dl_office_duty)
		return 0;
	const obligation *o = obligation_by_id(n, (int)d->aux);
	if (!o)
		return 0;
	obligation_describe(n, o, buf, len);
	return 1;
}

obligation *duty_oblige(ctx *c, const duty_def *d, const char *what, int about, int nom)
{
	duties *s = duties_of(c);
	obligation *o = xcalloc(1, sizeof *o);
	o->id = s->next_id;
	UNDO_SET(c->j, s->next_id, s->next_id + 1);
	o->duty = duty_def_index(d);
	o->office = xstrdup(d->office);
	o->what = xstrdup(what);
	o->about = about;
	o->nom = nom;
	o->opened = c->now;
	o->due = c->now + param_int(c->n, "duties.days");
	char why[160];
	if (paused_why(c->n, o, why, sizeof why))
		o->paused_at = c->now;
	else
		o->dl = deadline_add(c, o->due, &dl_office_duty, duty_performer(c->n, d->office, NULL),
				     o->id);
	mut_append(c, (void ***)&s->obs, &s->nobs, &s->cap, o, obligation_free);
	return o;
}

void duty_discharge(ctx *c, obligation *o, const char *how)
{
	if (o->dl)
		deadline_cancel(c, o->dl);
	UNDO_SET(c->j, o->dl, 0);
	UNDO_SET(c->j, o->paused_at, 0);
	UNDO_SET(c->j, o->state, OB_DONE);
	UNDO_SET(c->j, o->done_at, c->now);
	undo_string(c->j, &o->done);
	o->done = xstrdup(how);
}

static int trigger_index(enum duty_trigger t)
{
	for (int i = 0; duty_def_at(i); i++)
		if (duty_def_at(i)->trigger == t)
			return i;
	return -1;
}

static int obliged_for_nom(const nomic *n, int duty, int nom)
{
	const duties *s = n->duties;
	for (int i = 0; s && i < s->nobs; i++)
		if (s->obs[i]->duty == duty && s->obs[i]->nom == nom)
			return 1;
	return 0;
}

/* R403 (vi), R414 (i) b: a Nomination for a Functional Office has ended
 * with Nominees; the President must choose. */
static void trigger_choices(ctx *c)
{
	const offices *s = offices_peek(c->n);
	for (int i = 0; s && i < s->nnoms; i++) {
		const nomination *m = s->noms[i];
		const office_def *od = office_def_find(c->n, m->office);
		if (m->phase != NP_CHOOSING || !od || od->fill != FILL_PRESIDENT)
			continue;
		/* Looked up here, not before the loop: this runs after every
		 * command, and trigger_index scans the whole catalogue. */
		int k = trigger_index(TR_CHOOSE);
		if (obliged_for_nom(c->n, k, m->id))
			continue;
		char what[160];
		snprintf(what, sizeof what, "choose among the Nominees for %s", m->office);
		duty_oblige(c, duty_def_at(k), what, 0, m->id);
	}
}

/* R667 ¶2: a cycle is won; the Speaker must announce that the Fat Lady
 * sings (src/gov/cycle/fatlady.c keeps the win she owes a song). */
static void trigger_fatlady(ctx *c)
{
	const cycle_state *cs = cycle_peek(c->n);
	if (!cs || !cs->fl_owed)
		return;
	int k = trigger_index(TR_WIN);
	if (obliged_for_nom(c->n, k, cs->fl_owed_cycle))
		return;
	char what[160];
	snprintf(what, sizeof what, "announce that the Fat Lady is singing for %s, winner of "
		 "cycle %d", holder_name(c->n, cs->fl_owed), cs->fl_owed_cycle);
	duty_oblige(c, duty_def_at(k), what, 0, cs->fl_owed_cycle);
}

/* The Fat Lady no longer awaits the announcement of the win o is about. */
static int fatlady_announced(const nomic *n, const obligation *o)
{
	const cycle_state *cs = cycle_peek(n);
	return !cs || !cs->fl_owed || cs->fl_owed_cycle != o->nom;
}

/* R401 (x): the clock stands while nobody may do the duty. */
static void keep_clock(ctx *c, obligation *o)
{
	char why[160];
	int stands = paused_why(c->n, o, why, sizeof why) != NULL;
	if (stands && !o->paused_at) {
		if (o->dl)
			deadline_cancel(c, o->dl);
		UNDO_SET(c->j, o->dl, 0);
		UNDO_SET(c->j, o->paused_at, c->now);
	} else if (!stands && o->paused_at) {
		UNDO_SET(c->j, o->due, o->due + (c->now - o->paused_at));
		UNDO_SET(c->j, o->paused_at, 0);
		UNDO_SET(c->j, o->dl, deadline_add(c, o->due, &dl_office_duty,
						  duty_performer(c->n, o->office, NULL), o->id));
	}
}

int duties_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	if (offices_rules_run(c->n)) {
		trigger_choices(c);
		trigger_fatlady(c);
	}
	const duties *s = c->n->duties;
	for (int i = 0; s && i < s->nobs; i++) {
		obligation *o = s->obs[i];
		if (o->state != OB_PENDING)
			continue;
		const duty_def *d = duty_def_at(o->duty);
		if (d->trigger == TR_CHOOSE) {
			const nomination *m = nomination_by_id(c->n, o->nom);
			if (!m || m->phase != NP_CHOOSING) {
				char how[160];
				snprintf(how, sizeof how, "done by %s (`%s`)", c->actor_name,
					 cmd->name);
				duty_discharge(c, o, how);
				continue;
			}
		}
		if (d->trigger == TR_WIN && fatlady_announced(c->n, o)) {
			/* She sings once, for the latest winner: a later win
			 * before the announcement ends this duty (fatlady.c). */
			const cycle_state *cs = cycle_peek(c->n);
			char how[160];
			if (cs && cs->fl_owed)
				snprintf(how, sizeof how, "replaced by the win of cycle %d",
					 cs->fl_owed_cycle);
			else
				snprintf(how, sizeof how, "done by %s (`%s`)", c->actor_name,
					 cmd->name);
			duty_discharge(c, o, how);
			continue;
		}
		if (!o->missed_by)
			keep_clock(c, o);
	}
	return 0;
}

/* R409 (b), (e): a new player; the Registrar's duties toward em. */
void duties_on_change(ctx *c, const state_change *ch)
{
	/* A new player who leaves the game before the Registrar reaches em
	 * needs nothing more (R409 (b), (e) are toward players). */
	if (ch->kind == CHANGE_STATE && ch->to == PS_NONPLAYER) {
		const duties *s = c->n->duties;
		for (int i = 0; s && i < s->nobs; i++) {
			obligation *o = s->obs[i];
			if (o->state != OB_PENDING || o->about != ch->player)
				continue;
			if (o->dl)
				deadline_cancel(c, o->dl);
			UNDO_SET(c->j, o->dl, 0);
			UNDO_SET(c->j, o->state, OB_LAPSED);
			UNDO_SET(c->j, o->done_at, c->now);
			undo_string(c->j, &o->done);
			o->done = xstrdup("no longer due: the player left the game");
		}
		return;
	}
	if (ch->kind != CHANGE_JOIN || !offices_rules_run(c->n) ||
	    !param_int(c->n, "duties.newcomers"))
		return;
	const char *name = holder_name(c->n, ch->player);
	for (int i = 0; duty_def_at(i); i++) {
		const duty_def *d = duty_def_at(i);
		if (d->trigger != TR_JOIN || !office_by_name(c->n, d->office))
			continue;
		char what[200];
		if (strcmp(d->rule, "R409 (b)") == 0)
			snprintf(what, sizeof what, "furnish %s with the game information", name);
		else
			snprintf(what, sizeof what,
				 "ask %s how e found the game and make eir answer public", name);
		duty_oblige(c, d, what, ch->player, 0);
	}
}

/* R409 (b): what the Registrar furnishes a new player with. */
static void furnish(ctx *c, const obligation *o)
{
	sbuf t = {0};
	sbuf_printf(&t, "Welcome to the game. How to vote: `vote N for|against`; how to submit "
		    "a proposal: `propose TITLE TEXT` (`help` lists every command). CFJ: Call "
		    "for Judgement; AOJ: Appeal of Judgement; RFC: Request for Comment; CSRR: "
		    "Common Sense, Redundancy, and Redundancy. The rules: `rules`. The players:");
	for (int i = 0; i < c->n->nplayers; i++)
		sbuf_printf(&t, "%s %s", i ? "," : "", c->n->players[i]->name);
	sbuf_add(&t, ". The Registrar is available for your questions. Your Mentor: see "
		 "`mentors`.");
	mut_tell(c, o->about, "the Registrar (R409 (b))", t.s);
	free(t.s);
}

static int perform(ctx *c, obligation *o, const duty_def *d)
{
	if (strcmp(d->rule, "R409 (b)") == 0 && player_by_id(c->n, o->about))
		furnish(c, o);
	ctx_say(c, "The %s's duty, done by the server in the %s's name: %s (%s)", o->office, o->office,
	    o->what, d->rule);
	duty_discharge(c, o, "done by the server in the office's name");
	return 0;
}

static int fire_duty(ctx *c, const deadline *d)
{
	obligation *o = obligation_by_id(c->n, (int)d->aux);
	if (!o || o->state != OB_PENDING || o->dl != d->id) {
		ctx_reply(c, "the duty was already discharged");
		return 0;
	}
	UNDO_SET(c->j, o->dl, 0);
	const duty_def *def = duty_def_at(o->duty);
	char why[160];
	if (paused_why(c->n, o, why, sizeof why)) {
		UNDO_SET(c->j, o->paused_at, c->now);
		ctx_reply(c, "the duty's clock stands: %s", why);
		return 0;
	}
	if (def->by == BY_SERVER)
		return perform(c, o, def);
	int acting;
	int who = duty_performer(c->n, o->office, &acting);
	const office_def *od = office_def_find(c->n, o->office);
	if (acting && od && od->optional) {
		ctx_say(c, "%s acts as %s, an optional office, and is not required to %s (R401 (viii) a)",
		    holder_name(c->n, who), o->office, o->what);
		UNDO_SET(c->j, o->state, OB_LAPSED);
		UNDO_SET(c->j, o->done_at, c->now);
		undo_string(c->j, &o->done);
		o->done = xstrdup("not required of an Acting Officer (R401 (viii) a)");
		return 0;
	}
	UNDO_SET(c->j, o->missed_by, who);
	UNDO_SET(c->j, o->missed_at, c->now);
	const char *name = holder_name(c->n, who);
	char days[32];
	param_format(param_decl_find(c->n, "duties.days"), param_int(c->n, "duties.days"), days,
		     sizeof days);
	/* R701 as the ruleset in force has it: a repealed crime is no crime
	 * (R710 3 names "a Crime as defined in the current ruleset"). */
	crime_def cd;
	if (crime_lookup(c->n, "Non-Performance", &cd) == 0)
		ctx_say(c, "%s (%s%s) has not done eir duty in time (%s, R401 (x)): %s (%s). That is "
		       "the Crime of %s (R%s); any player may charge it: `cfcj %s Non-Performance "
		       "REASONING` (R710). The duty is still due.",
		    o->office, name, duty_capacity(acting), days, o->what, def->rule, cd.name,
		    cd.rule, name);
	else
		ctx_say(c, "%s (%s%s) has not done eir duty in time (%s, R401 (x)): %s (%s); no rule in "
		       "force makes that a crime. The duty is still due.",
		    o->office, name, duty_capacity(acting), days, o->what, def->rule);
	json_t *ev = json_pack("{s:s, s:s, s:s, s:s, s:i}", "office", o->office, "player", name,
			       "duty", o->what, "rule", def->rule, "id", o->id);
	int rc = ctx_emit(c, "duty-missed", ev);
	json_decref(ev);
	return rc;
}

const deadline_kind dl_office_duty = {"office-duty", "R401 (x)", fire_duty, NULL};
