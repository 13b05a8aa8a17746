/* offices_module.c: offices as a subsystem of the engine (core/module.h):
 * its state's life, its parameters (catalogue.c), its commands, the views
 * `office info` and `office catalogue`, the mechanics and the rules they
 * rest on, and what core's changes of holder mean here (on_change): a term
 * begins (R401 (v), R414), an Acting Officer stops acting (R401.1 II), an
 * open Nomination is settled, and a vacated seat calls its Nomination
 * (R401 (ix), R403 (vi), R405 (ii)); the first office change schedules
 * the paydays (R401 (iv)). */
#include "core/bind.h"
#include "core/module.h"
#include "gov/offices/offices.h"

#include <stdio.h>
#include <string.h>

static void offices_free_state(nomic *n)
{
	offices_free(n->offices_state);
	n->offices_state = NULL;
}

static int office_index(const nomic *n, const office *o)
{
	for (int i = 0; i < n->noffices; i++)
		if (n->offices[i] == o)
			return i;
	return -1;
}

/* R250 IV b (and VI b): a player who stops being Voting is removed from
 * the Nominees of every Nomination and Election (no office here may be
 * held by a non-voting player, R401 (i)). Said publicly only: the reply is
 * the command's that changed eir state. */
static void drop_candidate(ctx *c, int who)
{
	const offices *s = offices_peek(c->n);
	for (int i = 0; s && i < s->nnoms; i++) {
		nomination *m = s->noms[i];
		int k = 0;
		while (k < m->nnominees && m->nominees[k] != who)
			k++;
		if (k == m->nnominees)
			continue;
		for (; k + 1 < m->nnominees; k++)
			UNDO_SET(c->j, m->nominees[k], m->nominees[k + 1]);
		UNDO_SET(c->j, m->nnominees, m->nnominees - 1);
		ctx_announce(c, "%s is no longer a Nominee for %s (R250 IV b)", holder_name(c->n, who),
			     m->office);
	}
}

static void offices_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind == CHANGE_STATE && ch->from == PS_VOTING && ch->to != PS_VOTING)
		drop_candidate(c, ch->player);
	/* R250 VI a, VII: core vacates seat 1 of a player On Ice or gone;
	 * the seats past it are kept here. */
	if (ch->kind == CHANGE_STATE && ch->to == PS_VACATIONING)
		acting_handover(c, ch->player); /* R401.1 IV ¶3; said publicly only */
	if (ch->kind == CHANGE_STATE && (ch->to == PS_ONICE || ch->to == PS_NONPLAYER)) {
		size_t keep = c->out.len; /* public only: core writes the reply */
		office_unseat_everywhere(c, ch->player, ch->to == PS_ONICE ? "R250 VI a" : "R250 VII");
		c->out.len = keep;
		if (c->out.s)
			c->out.s[keep] = 0;
	}
	if (ch->kind != CHANGE_OFFICE)
		return;
	office *o = office_by_name(c->n, ch->office->name);
	const office_def *d = office_def_find(c->n, o->name);
	if (!d)
		return;
	int run = offices_rules_run(c->n);
	office_rec *r = office_rec_of(c, o->name);
	if (r->term_dl) {
		deadline_cancel(c, r->term_dl);
		UNDO_SET(c->j, r->term_dl, 0);
	}
	/* Seat 1 is core's: tell the other parts here ("office", grey.c). */
	if (ch->old_holder && ch->old_holder != ch->player)
		office_event(c, "vacated", o, 0, ch->old_holder);
	if (ch->player)
		office_event(c, "filled", o, 0, ch->player);
	if (ch->player) {
		UNDO_SET(c->j, r->since, c->now);
		if (run && d->term_param)
			UNDO_SET(c->j, r->term_dl,
				 deadline_add(c, c->now + param_int(c->n, d->term_param), &dl_term_end,
					      ch->player, office_index(c->n, o) + 1));
		/* Said publicly only: core writes the command's reply. */
		size_t keep = c->out.len;
		acting_end(c, o->name, "the seat is filled, R401.1 II");
		c->out.len = keep;
		if (c->out.s)
			c->out.s[keep] = 0;
		salary_schedule(c);
		nomination *m = nomination_for(c->n, o->name);
		if (m && !office_vacant_seats(c->n, o))
			nomination_close(c, m);
		return;
	}
	UNDO_SET(c->j, r->since, 0);
	/* Said publicly only: the reply is the command's that vacated the
	 * seat, which core may be writing in the middle of. */
	size_t keep = c->out.len;
	office_vacancy(c, o, d->kind == OK_FUNCTIONAL ? "the seat is vacant, R403 (vi)"
						      : "the seat is vacant, R401 (ix)");
	c->out.len = keep;
	if (c->out.s)
		c->out.s[keep] = 0;
}

/* In rules mode, the paydays run from the first event on (R401 (iv)). */
static int offices_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	if (strcmp(cmd->name, "appoint") == 0) {
		/* R1031 ¶2: core's `appoint` fills seat 1, a Caste's seat. */
		const office *o = office_by_name(c->n, argv[argc - 1]);
		const office_def *d = o ? office_def_find(c->n, o->name) : NULL;
		int g = office_seat_caste(c->n, d, 0);
		if (o && g >= 0 && office_player_caste(c->n, o->holder) != g)
			return ctx_fail(c, "seat 1 of %s is the %s's: only a member of it may hold it "
					"(R1031)", o->name, office_caste_name(g));
	}
	salary_schedule(c);
	if (offices_rules_run(c->n))
		offices_review(c); /* R401.1 II, R413, R405 (ix) */
	return 0;
}

static int cmd_office_info(ctx *c, int argc, char **argv)
{
	(void)argc;
	const office_def *d = office_def_find(c->n, argv[0]);
	const office *o = office_by_name(c->n, argv[0]);
	if (!d && !o)
		return ctx_fail(c, "there is no office named '%s'", argv[0]);
	if (!d) {
		const office_def *gone = office_def_named(argv[0]);
		char why[200] = "";
		if (gone)
			bind_stopped(c->n, gone->rule, why, sizeof why);
		ctx_reply(c, "%s: %s; %s", o ? o->name : gone->name,
			  o && o->holder ? holder_name(c->n, o->holder) : "vacant",
			  gone ? "no rule in force defines it: " : "no rule of the seed defines it");
		if (gone)
			ctx_reply(c, "%s (R401 (i))", why);
		return 0;
	}
	char what[400];
	office_def_describe(c->n, d, what, sizeof what);
	ctx_reply(c, "%s (%s): %s", d->name, d->rule, what);
	ctx_reply(c, "\nSupervisory: %s (R401.1 IV%s)", office_supervisory(d),
		  d->kind == OK_FUNCTIONAL ? ", R403 (iv)" : "");
	if (!o) {
		ctx_reply(c, "\nnot created in this nomic (`office create %s`)", d->name);
		return 0;
	}
	const office_rec *r = office_rec_peek(c->n, o->name);
	int nseats = office_nseats(c->n, d);
	for (int k = 0; k < nseats; k++) {
		int h = office_seat_holder(c->n, o, k);
		gtime t = !h || !r ? 0 : k ? r->extra_since[k - 1] : r->since;
		char since[40] = "", seat[64] = "holder";
		if (t)
			format_time(t, since, sizeof since);
		int g = office_seat_caste(c->n, d, k);
		if (nseats > 1 && g >= 0) /* R1031 ¶2 */
			snprintf(seat, sizeof seat, "seat %d (%s)", k + 1, office_caste_name(g));
		else if (nseats > 1)
			snprintf(seat, sizeof seat, "seat %d", k + 1);
		int act = k ? office_seat_acting(c->n, o->name, k) : 0;
		ctx_reply(c, "\n%s: %s%s%s%s%s", seat, h ? holder_name(c->n, h) : "vacant",
			  *since ? " since " : "", since, act ? "; acting: " : "",
			  act ? holder_name(c->n, act) : "");
	}
	const deadline *t = r && r->term_dl ? deadline_by_id(c->n, r->term_dl) : NULL;
	if (t) {
		char until[40];
		format_time(t->due, until, sizeof until);
		ctx_reply(c, "\nterm ends: %s (R401 (v) a)", until);
	}
	if (r && r->acting)
		ctx_reply(c, "\nacting: %s (R401.1)", holder_name(c->n, r->acting));
	int who = office_performer(c->n, o->name);
	if (who && !office_holds(c->n, o, who) && !(r && r->acting == who))
		ctx_reply(c, "\nits duties: %s, through its Substitute, %s (R401.1 IV%s)",
			  holder_name(c->n, who), office_substitute(d),
			  strcmp(d->name, "Speaker") == 0 ? ", R405 (iv)" : "");
	const impeachment *ip = impeachment_pending(c->n, o->name);
	if (ip)
		ctx_reply(c, "\nImpeachment Paper %d is pending: %s holds it in an Acting capacity "
			  "(R404 (iii))", ip->id, holder_name(c->n, ip->officer));
	const nomination *m = nomination_for(c->n, o->name);
	if (m)
		ctx_reply(c, "\n%s open (R402; see `nominations`)",
			  m->phase == NP_VOTING ? "an Election is" : "a Nomination is");
	return 0;
}

static int cmd_office_catalogue(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	for (int i = 0, lines = 0; office_def_at(i); i++) {
		const office_def *d = office_def_at(i);
		if (!office_def_in_force(c->n, d))
			continue; /* R401 (i): no rule defines it any more */
		char what[400];
		office_def_describe(c->n, d, what, sizeof what);
		ctx_reply(c, "%s%s (%s): %s", lines++ ? "\n" : "", d->name, d->rule, what);
	}
	return 0;
}

static const command offices_commands[] = {
	{"office info", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_office_info, NULL,
	 "office info OFFICE",
	 "an office's kind, seats, term, salary and rule; its holder, term and Acting Officer",
	 "R401"},
	{"office catalogue", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_office_catalogue, NULL,
	 "office catalogue", "every office the seed's rules define, with kind, term and salary",
	 "R401"},
	{"nomination open", 1, 1, P_ANYONE, NULL, 0, offices_cmd_nominate, NULL,
	 "nomination open OFFICE", "start the Nomination a vacant seat calls for",
	 "R402 (i) a"},
	{"nominations", 0, 0, P_ANYONE, NULL, CMD_READONLY, offices_cmd_nominations, NULL,
	 "nominations", "the open Nominations and Elections, with their Nominees", "R402"},
	{"elections", 0, 1, P_ANYONE, NULL, CMD_READONLY, offices_cmd_elections, NULL,
	 "elections [OFFICE]", "the Elections that ended: each tally and who was seated",
	 "R402 (ii) f"},
	{"volunteer", 1, 1, P_PLAYER, NULL, 0, offices_cmd_volunteer, NULL, "volunteer OFFICE",
	 "stand in an open Nomination for an office", "R402 (i) c"},
	{"elect", 2, 3, P_PLAYER, NULL, 0, offices_cmd_elect, NULL, "elect PLAYER [as] OFFICE",
	 "vote for a Nominee in an Election for Office (your last vote counts)", "R402 (ii) e"},
	{"choose", 2, 3, P_ANYONE, NULL, 0, offices_cmd_choose, NULL, "choose PLAYER [as] OFFICE",
	 "as President, choose a Nominee to hold a Functional Office", "R403 (vi)"},
	{"acting", 2, 5, P_ANYONE, NULL, 0, offices_cmd_acting, NULL,
	 "acting PLAYER [as] OFFICE [seat N]",
	 "as the office's Supervisor, appoint an Acting Officer", "R401.1 III"},
	{"banana", 1, 1, P_PLAYER, NULL, 0, offices_cmd_banana, NULL, "banana OFFICE",
	 "demand an end to this banna republic: the holder's Minimum Term past, pay the Fee, "
	 "end eir term and stand in the Election", "R401 (v) b"},
	{"impeach", 2, 3, P_PLAYER, NULL, 0, offices_cmd_impeach, NULL, "impeach PLAYER [from] OFFICE",
	 "author an Impeachment Paper to remove an officer", "R404 (i)"},
	{"ip vote", 2, 2, P_PLAYER, NULL, 0, offices_cmd_ip_vote, NULL, "ip vote N yes|no",
	 "vote YES or NO on an Impeachment Paper (in public)", "R404 (ii)"},
	{"ips", 0, 0, P_ANYONE, NULL, CMD_READONLY, offices_cmd_ips, NULL, "ips",
	 "the Impeachment Papers, pending and resolved, with their votes", "R404"},
	{"handover", 2, 3, P_PLAYER, NULL, 0, offices_cmd_handover, NULL,
	 "handover PLAYER [as] OFFICE",
	 "as the Supervisor holding a seat of OFFICE, name its Acting Officer should you go on "
	 "Vacation within a day", "R401.1 IV"},
	{"step down", 1, 1, P_PLAYER, NULL, 0, offices_cmd_step_down, NULL, "step down OFFICE",
	 "give up your seat (past the first) of an office of several seats", "R401 (vi)"},
	{"president impeach", 2, 3, P_PLAYER, NULL, 0, offices_cmd_fip_declare, NULL,
	 "president impeach PLAYER [from] OFFICE",
	 "as President, declare your intention to impeach a Functional Officer", "R403 (v) a"},
	{"concur", 1, 1, P_PLAYER, NULL, 0, offices_cmd_fip_concur, NULL, "concur N",
	 "as a Justice, concur with the President's declaration N to impeach", "R403 (v) b"},
	{"salary pay", 1, 1, P_ADMIN, NULL, 0, offices_cmd_salary_pay, NULL, "salary pay OFFICE",
	 "pay an office's salary for this month if the payday did not", "R401 (iv)"},
	{"salaries", 0, 0, P_ANYONE, NULL, CMD_READONLY, offices_cmd_salaries, NULL, "salaries",
	 "the salaried offices, their pay, the month last paid and the next payday",
	 "R401 (iv)"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

static void offices_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the end of a Nomination", dl_nomination_end.rule, arg);
	fn("the end of an Election for Office", dl_election_end.rule, arg);
	fn("the end of a Term of Office", dl_term_end.rule, arg);
	fn("officers' salaries", dl_payday.rule, arg);
	fn("the resolution of an Impeachment Paper", dl_ip_end.rule, arg);
	fn("the President's choice of a Functional Officer", "R403 (vi)", arg);
	fn("Acting Officers", "R401.1", arg);
	fn("the end of the Supreme Court's days to concur", dl_fip_end.rule, arg);
	fn("the Clerk of the Court as Acting Speaker", "R413", arg);
	fn("the succession of an Acting Speaker", "R405 (ix)", arg);
}

const nomic_module offices_module = {
	.name = "offices",
	.free_state = offices_free_state,
	.save_state = offices_save_state,
	.load_state = offices_load_state,
	.state_version = 1,
	.params = offices_params,
	.level_defaults = offices_level_defaults,
	.commands = offices_commands,
	.each_mechanic = offices_mechanics,
	.after_command = offices_after_command,
	.on_change = offices_on_change,
	.office_line = offices_seat_lines,
	.holds_seat = offices_holds_seat,
	.rules_changed = offices_rules_changed,
};
