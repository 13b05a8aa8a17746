/* crg_game.c: A Nomic's Challenge/Response Games (seed 001, R336; Contests,
 * R338) on the games framework, for every C/RG class (crg_game.h). The
 * rules of play are the pure core's (crg.c); this file moves the points,
 * tells the people and keeps the game's one deadline on the earliest of
 * the period's end, the judgement's and the Secondary Unilateral Motion's.
 *
 * Who sees what. The challenge, who answered and when, the judgement and
 * every transfer are public. An answer's text is sent privately (R336:
 * "submitted privately"): its event is hidden (its actor's and the
 * admin's), the Contestmaster receives it in eir inbox (mut_tell), and the
 * views show it to the answerer and to the Contestmaster who received it
 * only. R336 never makes the answers public, so the server never does
 * (docs/RULINGS.md, A Nomic R336). */
#include "games/challenge/crg_game.h"
#include "core/inbox.h"
#include "core/params.h"
#include "gov/method.h"

#include <stdio.h>
#include <string.h>

static crg_core *core(game *g)
{
	return g->st;
}

static const char *who(const nomic *n, int pid)
{
	return pid ? holder_name(n, pid) : "nobody";
}

static void join_words(int argc, char **argv, char *out, size_t n)
{
	size_t k = 0;
	out[0] = 0;
	for (int i = 0; i < argc; i++) {
		int w = snprintf(out + k, n - k, "%s%s", i ? " " : "", argv[i]);
		if (w < 0 || (size_t)w >= n - k) {
			/* Too long: leave it one byte over so the core refuses it. */
			k = n - 1;
			break;
		}
		k += (size_t)w;
	}
}

/* Points move only where the nomic has them and the game is not an
 * exhibition (R1250.1 VII: nothing moves). NULL: no fees at all. */
static const currency *fee_currency(ctx *c, const game *g)
{
	if (g->exhibition || g->internomic)
		return NULL;
	return currency_by_name(c->n, "points");
}

static int64_t entry_fee(ctx *c, const crg_spec *sp)
{
	return 2 * param_int(c->n, sp->fee_param); /* R336: (entry fee)*2 points */
}

/* Moves amount from one holder to another; what was moved. Where points
 * cannot go below zero, a holder who no longer has it (the Contestmaster
 * spent the fees) pays what e has (docs/RULINGS.md, A Nomic R336). */
static int64_t move_points(ctx *c, const currency *pts, int from, int to, int64_t amount)
{
	if (!pts || amount <= 0 || from == to)
		return 0;
	if (!(pts->flags & CUR_NEGATIVE)) {
		int64_t have = balance(c->n, from, pts->id);
		if (have < amount)
			amount = have;
	}
	if (amount <= 0 || ledger_move(c, from, to, pts, amount))
		return 0;
	return amount;
}

static void reschedule(ctx *c, game *g)
{
	int64_t due = crg_next_due(core(g));
	if (!due) {
		game_unschedule(c, g);
		return;
	}
	if (due < c->now)
		due = c->now;
	game_schedule(c, g, (gtime)due, 1);
}

/* R336: the fees of every answer go back to their payers (fewer than two
 * answers, no judgement, or a Contestmaster replaced mid-challenge). */
static void refund_all(ctx *c, game *g)
{
	crg_core *s = core(g);
	const currency *pts = currency_by_name(c->n, "points");
	int64_t total = 0;
	for (int i = 0; i < s->nanswers; i++)
		total += move_points(c, pts, s->cm, s->answer[i].pid, s->answer[i].fee);
	if (total)
		ctx_reply(c, "; the entry fees are returned (%lld points, R336)", (long long)total);
}

/* The challenge is finished with no winner (R336). */
static void void_challenge(ctx *c, game *g, const crg_spec *sp, const char *why, int stays)
{
	crg_core *s = core(g);
	ctx_reply(c, "challenge %d of game %d is finished with no winner: %s", s->number, g->id,
		  why);
	refund_all(c, g);
	crg_finish(s, 0, 0, c->now, sp->repetitive);
	if (sp->repetitive && stays)
		ctx_reply(c, "; %s stays the %s and may post the next challenge (R336)",
			  who(c->n, s->cm), sp->cm_title);
}

/* A player of the nomic who may take part (R338: an Agent; the server
 * counts players who have not left the nomic). */
static int active_player(ctx *c, int pid)
{
	const player *p = player_by_id(c->n, pid);
	return p && p->state != PS_NONPLAYER;
}

/* The answerer becomes a Contestant by answering (R336: no public consent
 * needed): a seat, or eir old one back. */
static int seat_for(ctx *c, game *g, int pid)
{
	int s = game_seat_of(g, pid);
	if (s >= 0) {
		g->seats[s].flags &= ~(unsigned)SEAT_LEFT;
		return s;
	}
	return game_add_seat(c, g, pid);
}

/* ---- configure and start ---- */

int crg_configure(ctx *c, game *g, const crg_spec *sp, int argc, char **argv)
{
	crg_core *s = core(g);
	if (argc > 1)
		return ctx_fail(c, "usage: game new %s [FIRST-CONTESTMASTER] (R336: the instance "
				"names its first Contestmaster; default the opener)", g->cls->name);
	if (argc == 1) {
		player *p = arg_player(c, argv[0]);
		if (!p)
			return -1;
		if (p->state == PS_NONPLAYER)
			return ctx_fail(c, "%s is not a player", p->name);
		s->cm = p->id;
		ctx_arg_int(c, "contestmaster", p->id);
	}
	ctx_reply(c, "; first %s: %s (%s, R336)", sp->cm_title,
		  who(c->n, s->cm ? s->cm : c->actor->id), sp->rule);
	return 0;
}

int crg_start(ctx *c, game *g, const crg_spec *sp)
{
	crg_core *s = core(g);
	int first = s->cm ? s->cm : g->seats[0].pid;
	crg_init(s, first, c->now);
	/* The Contestmaster is part of the Contest (R338): a seat, so that the
	 * move reminders reach em when a judgement is awaited. */
	if (seat_for(c, g, first) < 0)
		return -1;
	char span[32];
	format_span(param_int(c->n, sp->period_param), span, sizeof span);
	ctx_reply(c, "\n%s: %s is the %s and posts the challenges; answers are sent privately "
		  "within %s of a challenge, each costing %lld points (%s, R336)", sp->game,
		  who(c->n, s->cm), sp->cm_title, span, (long long)entry_fee(c, sp), sp->rule);
	return 0;
}

/* ---- the moves ---- */

static int act_challenge(ctx *c, game *g, const crg_spec *sp, int argc, char **argv)
{
	crg_core *s = core(g);
	char text[CRG_TEXT + 1];
	if (argc < 2)
		return ctx_fail(c, "usage: play %d challenge %s", g->id, sp->challenge_usage);
	join_words(argc - 1, argv + 1, text, sizeof text);
	if (c->actor->id != s->cm)
		return ctx_fail(c, "only the %s, %s, posts the challenge (R336, %s)", sp->cm_title,
				who(c->n, s->cm), sp->rule);
	if (s->phase != CRG_IDLE)
		return ctx_fail(c, "challenge %d of game %d is not finished yet (R336)", s->number,
				g->id);
	if (sp->check_challenge && sp->check_challenge(c, text))
		return -1;
	int64_t period = param_int(c->n, sp->period_param);
	crg_err e = crg_post(s, c->actor->id, c->now, period, text);
	if (e)
		return ctx_fail(c, "%s", crg_strerror(e));
	char until[32];
	format_time((gtime)s->answers_until, until, sizeof until);
	size_t mark = c->out.len;
	ctx_reply(c, "%s, the %s, posts challenge %d of game %d (%s): %s\nanswers to %s "
		  "privately (`play %d answer %s`) until %s, each costing %lld points (R336)",
		  c->actor->name, sp->cm_title, s->number, g->id, sp->game, s->challenge,
		  c->actor->name, g->id, sp->answer_usage, until, (long long)entry_fee(c, sp));
	game_announce_reply(c, mark);
	reschedule(c, g);
	return 0;
}

static int act_answer(ctx *c, game *g, const crg_spec *sp, int argc, char **argv)
{
	crg_core *s = core(g);
	c->hidden = 1; /* R336: "Answers must be submitted privately" */
	char text[CRG_TEXT + 1];
	if (argc < 2)
		return ctx_fail(c, "usage: play %d answer %s", g->id, sp->answer_usage);
	join_words(argc - 1, argv + 1, text, sizeof text);
	int me = c->actor->id;
	if (!active_player(c, me))
		return ctx_fail(c, "only players answer (R336: the other Players)");
	crg_err e = crg_answer_check(s, me, c->now);
	if (e == CRG_IS_CM)
		return ctx_fail(c, "the %s does not answer eir own challenge (R336: the other "
				"Players)", sp->cm_title);
	if (e)
		return ctx_fail(c, "%s", crg_strerror(e));
	if (strlen(text) >= CRG_TEXT)
		return ctx_fail(c, "an answer holds at most %d characters", CRG_TEXT - 1);
	const currency *pts = fee_currency(c, g);
	int64_t fee = pts ? entry_fee(c, sp) : 0;
	/* R336 transfers the fee from the answerer: e must hold it unless the
	 * nomic's points may go below zero (R603; docs/RULINGS.md, as for
	 * the Mediocrity sub-game). */
	if (fee > 0 && !(pts->flags & CUR_NEGATIVE) && balance(c->n, me, pts->id) < fee)
		return ctx_fail(c, "an answer costs %lld points ((entry fee) x 2, R336, %s) and you "
				"have %lld", (long long)fee, sp->rule,
				(long long)balance(c->n, me, pts->id));
	if (fee > 0 && ledger_move(c, me, s->cm, pts, fee))
		return -1;
	if (seat_for(c, g, me) < 0)
		return -1;
	if ((e = crg_submit(s, me, c->now, fee, text)))
		return ctx_fail(c, "%s", crg_strerror(e));
	char at[32], msg[CRG_TEXT + 200];
	format_time(c->now, at, sizeof at);
	ctx_reply(c, "your answer to challenge %d of game %d is with the %s, %s, stamped %s: "
		  "%s", s->number, g->id, sp->cm_title, who(c->n, s->cm), at, text);
	if (fee)
		ctx_reply(c, "\nyou pay %s %lld points ((entry fee) x 2, R336)", who(c->n, s->cm),
			  (long long)fee);
	snprintf(msg, sizeof msg, "%s answers challenge %d of game %d at %s (answer %d, R336): "
		 "%s", c->actor->name, s->number, g->id, at, s->nanswers, text);
	mut_tell(c, s->cm, "game", msg);
	return 0;
}

static int act_incomplete(ctx *c, game *g, const crg_spec *sp, int argc, char **argv)
{
	crg_core *s = core(g);
	if (argc != 2)
		return ctx_fail(c, "usage: play %d incomplete PLAYER", g->id);
	player *p = arg_player(c, argv[1]);
	if (!p)
		return -1;
	int64_t fee = 0;
	if (c->actor->id != s->cm)
		return ctx_fail(c, "only the %s judges an answer partial or incomplete (R336)",
				sp->cm_title);
	crg_err e = crg_incomplete(s, c->actor->id, p->id, &fee);
	if (e)
		return ctx_fail(c, "%s", e == CRG_NO_ANSWER ?
				"that player has no answer to this challenge (R336)" :
				crg_strerror(e));
	size_t mark = c->out.len;
	ctx_reply(c, "%s, the %s, judges %s's answer to challenge %d of game %d partial or "
		  "incomplete: it is not a submission (R336)", c->actor->name, sp->cm_title,
		  p->name, s->number, g->id);
	int64_t back = move_points(c, currency_by_name(c->n, "points"), s->cm, p->id, fee);
	if (back)
		ctx_reply(c, "; %s's %lld points are returned", p->name, (long long)back);
	if (s->phase == CRG_OPEN)
		ctx_reply(c, "; e may answer again within the period");
	char msg[200];
	snprintf(msg, sizeof msg, "the %s judged your answer to challenge %d of game %d partial "
		 "or incomplete: it is not a submission (R336)", sp->cm_title, s->number, g->id);
	mut_tell(c, p->id, "game", msg);
	if (s->phase == CRG_JUDGING && s->nanswers < 2) {
		ctx_reply(c, "\n");
		void_challenge(c, g, sp, "fewer than 2 answers are submissions (R336)", 1);
	}
	game_announce_reply(c, mark);
	reschedule(c, g);
	return 0;
}

static int act_judge(ctx *c, game *g, const crg_spec *sp, int argc, char **argv)
{
	crg_core *s = core(g);
	int named[CRG_MAX_ANSWERS];
	if (argc < 2 || argc - 1 > CRG_MAX_ANSWERS)
		return ctx_fail(c, "usage: play %d judge PLAYER [PLAYER...] (the answers judged most "
				"correct; the earliest of them wins, R336)", g->id);
	for (int i = 1; i < argc; i++) {
		player *p = arg_player(c, argv[i]);
		if (!p)
			return -1;
		named[i - 1] = p->id;
	}
	int winner = 0;
	crg_err e = crg_judge(s, c->actor->id, named, argc - 1, &winner);
	if (e == CRG_NOT_CM)
		return ctx_fail(c, "only the %s judges the answers (R336)", sp->cm_title);
	if (e == CRG_NOT_JUDGING) {
		char until[32];
		format_time((gtime)s->answers_until, until, sizeof until);
		return ctx_fail(c, "the answers are judged after the period of duration, which ends "
				"%s (R336)", until);
	}
	if (e)
		return ctx_fail(c, "%s", crg_strerror(e));
	int64_t total = 0;
	for (int i = 0; i < s->nanswers; i++)
		total += s->answer[i].fee;
	size_t mark = c->out.len;
	ctx_reply(c, "%s, the %s, judges challenge %d of game %d: ", c->actor->name,
		  sp->cm_title, s->number, g->id);
	if (argc > 2)
		ctx_reply(c, "of the %d answers judged most correct, %s's was submitted earliest "
			  "(R336); ", argc - 1, who(c->n, winner));
	ctx_reply(c, "%s wins (R336, %s)", who(c->n, winner), sp->rule);
	/* R336: half the total of the entry fees to the winner; the
	 * Contestmaster keeps the other half. */
	int64_t prize = move_points(c, currency_by_name(c->n, "points"), s->cm, winner, total / 2);
	if (prize)
		ctx_reply(c, "; %s receives %lld points, half the entry fees (R336)",
			  who(c->n, winner), (long long)prize);
	if (prize < total / 2)
		ctx_reply(c, " (the %s had only that)", sp->cm_title);
	int motion = s->sum_nominee;
	crg_finish(s, winner, prize, c->now, sp->repetitive);
	if (sp->repetitive)
		ctx_reply(c, "; %s is the %s for the next challenge (R336)", who(c->n, s->cm),
			  sp->cm_title);
	if (motion && !s->sum_nominee)
		ctx_reply(c, "; the Secondary Unilateral Motion naming %s lapses: the %s has "
			  "changed", who(c->n, motion), sp->cm_title);
	game_announce_reply(c, mark);
	reschedule(c, g);
	return 0;
}

static int act_motion(ctx *c, game *g, const crg_spec *sp, int argc, char **argv)
{
	crg_core *s = core(g);
	if (argc != 2)
		return ctx_fail(c, "usage: play %d motion PLAYER (a Secondary Unilateral Motion "
				"naming a new %s, R336)", g->id, sp->cm_title);
	if (!active_player(c, c->actor->id))
		return ctx_fail(c, "only players make motions");
	player *p = arg_player(c, argv[1]);
	if (!p)
		return -1;
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player", p->name);
	int64_t period = param_int(c->n, sp->period_param);
	int64_t wait = param_int(c->n, "crg.sum.wait");
	crg_err e = crg_sum_make(s, c->actor->id, p->id, c->now, period, wait);
	if (e == CRG_SUM_EARLY) {
		char from[32];
		format_time((gtime)(s->cm_since + 2 * period), from, sizeof from);
		return ctx_fail(c, "%s has been the %s only since the last change; a Secondary "
				"Unilateral Motion may be made from %s, after two consecutive "
				"periods of duration without a change (R336)", who(c->n, s->cm),
				sp->cm_title, from);
	}
	if (e)
		return ctx_fail(c, "%s", crg_strerror(e));
	char until[32];
	format_time((gtime)s->sum_until, until, sizeof until);
	size_t mark = c->out.len;
	ctx_reply(c, "%s makes a Secondary Unilateral Motion naming %s the %s of game %d: it "
		  "passes at %s if no objection is voiced (`play %d object`, R336)",
		  c->actor->name, p->name, sp->cm_title, g->id, until, g->id);
	game_announce_reply(c, mark);
	reschedule(c, g);
	return 0;
}

/* The "sum" voting method (src/gov/methods/sum.c) decides the motion. */
static enum decision_result sum_decide(ctx *c, const crg_core *s, int at_close, char *why,
				       size_t n)
{
	const vote_method *m = method_find("sum");
	tally t;
	memset(&t, 0, sizeof t);
	t.ballots[1] = t.weight[1] = s->sum_objections;
	t.voters = s->sum_objections;
	t.elapsed = c->now - s->sum_made;
	method_config cfg = m->defaults;
	cfg.window = s->sum_until - s->sum_made;
	return m->decide(&t, &cfg, at_close, why, n);
}

static int act_object(ctx *c, game *g, const crg_spec *sp, int argc)
{
	crg_core *s = core(g);
	if (argc != 1)
		return ctx_fail(c, "usage: play %d object", g->id);
	if (!active_player(c, c->actor->id))
		return ctx_fail(c, "only players voice objections");
	crg_err e = crg_sum_object(s);
	if (e)
		return ctx_fail(c, "%s", crg_strerror(e));
	char why[160];
	size_t mark = c->out.len;
	ctx_reply(c, "%s objects to the Secondary Unilateral Motion naming %s the %s of game %d",
		  c->actor->name, who(c->n, s->sum_nominee), sp->cm_title, g->id);
	if (sum_decide(c, s, 0, why, sizeof why) == DECIDE_REJECTED) {
		ctx_reply(c, ": %s; %s stays the %s", why, who(c->n, s->cm), sp->cm_title);
		crg_sum_drop(s);
	}
	game_announce_reply(c, mark);
	reschedule(c, g);
	return 0;
}

int crg_act(ctx *c, game *g, const crg_spec *sp, int me, int argc, char **argv)
{
	(void)me; /* any player may act (anyone_plays): the actor's id counts */
	const char *v = argv[0];
	if (strcaseeq(v, "answer"))
		return act_answer(c, g, sp, argc, argv);
	if (strcaseeq(v, "challenge"))
		return act_challenge(c, g, sp, argc, argv);
	if (strcaseeq(v, "incomplete"))
		return act_incomplete(c, g, sp, argc, argv);
	if (strcaseeq(v, "judge"))
		return act_judge(c, g, sp, argc, argv);
	if (strcaseeq(v, "motion"))
		return act_motion(c, g, sp, argc, argv);
	if (strcaseeq(v, "object"))
		return act_object(c, g, sp, argc);
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

/* ---- the clock ---- */

/* The period is over: judging, or no winner with fewer than 2 answers. */
static void close_answers(ctx *c, game *g, const crg_spec *sp)
{
	crg_core *s = core(g);
	int k = s->nanswers;
	if (!crg_close(s, c->now, param_int(c->n, "crg.judge"))) {
		char why[80];
		snprintf(why, sizeof why, "%d answer%s submitted, fewer than 2 (R336)", k,
			 k == 1 ? "" : "s");
		void_challenge(c, g, sp, why, 1);
		return;
	}
	char until[32];
	format_time((gtime)s->judge_until, until, sizeof until);
	ctx_reply(c, "challenge %d of game %d: the period of duration is over with %d answers; "
		  "%s, the %s, judges them by %s (R336)", s->number, g->id, k, who(c->n, s->cm),
		  sp->cm_title, until);
	/* Ask the judge privately, with what e received (item 6). */
	sbuf t = {0};
	sbuf_printf(&t, "challenge %d of game %d (%s) is yours to judge by %s: %s\n", s->number,
		    g->id, sp->game, until, s->challenge);
	for (int i = 0; i < s->nanswers; i++) {
		char at[32];
		format_time((gtime)s->answer[i].at, at, sizeof at);
		sbuf_printf(&t, "%d. %s (%s): %s\n", i + 1, who(c->n, s->answer[i].pid), at,
			    s->answer[i].text);
	}
	sbuf_printf(&t, "`play %d judge PLAYER [PLAYER...]` names the answers you judge most "
		    "correct (the earliest of them wins); `play %d incomplete PLAYER` one that is "
		    "partial or incomplete. Without a judgement by %s the challenge is finished "
		    "with no winner and the fees are returned (R336).", g->id, g->id, until);
	mut_tell(c, s->cm, "game", t.s ? t.s : "");
	sbuf_free(&t);
}

int crg_tick(ctx *c, game *g, const crg_spec *sp, int64_t aux)
{
	(void)aux; /* what is due is read from the times, so a stale tick does nothing */
	crg_core *s = core(g);
	int said = 0;
	if (s->phase == CRG_OPEN && c->now >= s->answers_until) {
		close_answers(c, g, sp);
		said = 1;
	} else if (s->phase == CRG_JUDGING && c->now >= s->judge_until) {
		/* R336 names no default: the ruling's (docs/RULINGS.md). */
		char why[120];
		snprintf(why, sizeof why, "the %s did not judge it in time (R336: \"like 2 days at "
			 "most\")", sp->cm_title);
		void_challenge(c, g, sp, why, 1);
		said = 1;
	}
	if (s->sum_nominee && c->now >= s->sum_until) {
		char why[160];
		if (said)
			ctx_reply(c, "\n");
		if (sum_decide(c, s, 1, why, sizeof why) == DECIDE_ADOPTED) {
			ctx_reply(c, "the Secondary Unilateral Motion naming %s the %s of game %d: %s",
				  who(c->n, s->sum_nominee), sp->cm_title, g->id, why);
			if (s->phase != CRG_IDLE) {
				/* Ruling: the answers went to the old Contestmaster. */
				ctx_reply(c, "\n");
				void_challenge(c, g, sp, "its Contestmaster was replaced (R336)", 0);
			}
			crg_sum_pass(s, c->now);
			if (game_seat_of(g, s->cm) >= 0 || g->nseats < GAME_MAX_SEATS)
				seat_for(c, g, s->cm);
			ctx_reply(c, "\n%s is the %s of game %d (R336)", who(c->n, s->cm), sp->cm_title,
				  g->id);
		} else {
			crg_sum_drop(s);
		}
	}
	reschedule(c, g);
	return 0;
}

void crg_ended(ctx *c, game *g)
{
	crg_core *s = core(g);
	if (s->phase != CRG_IDLE) {
		/* Ruling: a challenge cut short has no winner (R336). */
		ctx_reply(c, "; challenge %d has no winner", s->number);
		refund_all(c, g);
		crg_finish(s, 0, 0, c->now, 0);
	}
	crg_sum_drop(s);
}

int crg_awaits(const nomic *n, const game *g, int s_)
{
	(void)n;
	const crg_core *s = g->st;
	return s->phase == CRG_JUDGING && g->seats[s_].pid == s->cm;
}

/* ---- the view ---- */

static json_t *time_json(int64_t t)
{
	char buf[32];
	format_time((gtime)t, buf, sizeof buf);
	return json_string(buf);
}

json_t *crg_view(const nomic *n, const game *g, const crg_spec *sp, const gviewer *v)
{
	const crg_core *s = g->st;
	json_t *o = json_object();
	json_object_set_new(o, "contest", json_string(sp->game));
	if (g->status == GS_PENDING) {
		json_object_set_new(o, "first contestmaster",
				    json_string(who(n, s->cm ? s->cm : g->seats[0].pid)));
		return o;
	}
	json_object_set_new(o, "contestmaster", json_string(who(n, s->cm)));
	json_object_set_new(o, "title", json_string(sp->cm_title));
	json_object_set_new(o, "contestmaster since", time_json(s->cm_since));
	json_object_set_new(o, "challenges", json_integer(s->number));
	if (s->phase != CRG_IDLE) {
		json_t *ch = json_object();
		json_object_set_new(ch, "number", json_integer(s->number));
		json_object_set_new(ch, "text", json_string(s->challenge));
		json_object_set_new(ch, "posted", time_json(s->posted));
		json_object_set_new(ch, s->phase == CRG_OPEN ? "answers until" : "judge by",
				    time_json(s->phase == CRG_OPEN ? s->answers_until : s->judge_until));
		json_t *as = json_array();
		for (int i = 0; i < s->nanswers; i++) {
			const crg_answer *a = &s->answer[i];
			json_t *j = json_pack("{s:s, s:o}", "player", who(n, a->pid), "at",
					      time_json(a->at));
			/* R336: private to the answerer and the Contestmaster e sent it to. */
			if (v->all || (v->pid && (v->pid == a->pid || v->pid == s->cm)))
				json_object_set_new(j, "answer", json_string(a->text));
			json_array_append_new(as, j);
		}
		json_object_set_new(ch, "answers", as);
		json_object_set_new(o, "challenge", ch);
	}
	if (s->sum_nominee)
		json_object_set_new(o, "motion", json_pack("{s:s, s:s, s:o, s:i}", "names",
							   who(n, s->sum_nominee), "made by",
							   who(n, s->sum_mover), "passes at",
							   time_json(s->sum_until), "objections",
							   s->sum_objections));
	json_t *h = json_array();
	for (int i = 0; i < s->nhistory; i++) {
		const crg_result *r = &s->history[i];
		json_array_append_new(h, json_pack("{s:i, s:s, s:s, s:i, s:I}", "challenge",
						   r->number, "contestmaster", who(n, r->cm), "winner",
						   who(n, r->winner), "answers", r->answers, "prize",
						   (json_int_t)r->prize));
	}
	json_object_set_new(o, "results", h);
	return o;
}
