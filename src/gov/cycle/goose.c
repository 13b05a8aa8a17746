/* goose.c: the Chartreuse Goose (Ackanomic R620; R600 ¶1, ¶6).
 *
 * One Goose exists, held by a player or Somewhere Else (held by nobody,
 * where it starts: docs/RULINGS.md). Its holder cannot achieve a Winning
 * Condition (R600 ¶1: wc_achieve in src/gov/wins.c asks
 * cycle_goose_holder). It moves by R620 1 (a Winning Condition CFJ's
 * verdict other than TRUE or UNDECIDED hands it to the CFJ's author),
 * R620 2 (an appeal that overturns such a verdict to TRUE sends it
 * Somewhere Else if its author held it), R620 3-5 (its holder pays to be
 * rid of it: `goose release`, `goose pass`, `goose give`) and R620 ¶4 (a
 * treat, and a 10% chance that it flies: `goose treat`) and R620 7 (its
 * holder becomes Sage o' Doe Gas, the one title of its list the server
 * keeps: it flies Somewhere Else). R620 ¶3's
 * feeding runs when officers' salaries are paid (the "salaries" event).
 *
 * With `wins.entities` 1 (level 6) the Goose is an entity of kind "goose"
 * (R620 ¶1: "unique, nontradeable"; econ/kinds.c), its owner its holder:
 * goose_move moves it by the rules (lasting.c); `offer`/`give` refuse it
 * as nontradeable (R500.2). Who holds it and since when: lasting.c's
 * holder, and goose_since here. */
#include "core/params.h"
#include "econ/entities.h"
#include "gov/cycle/cycle.h"
#include "gov/gov.h"
#include "gov/justice/justice.h"

#include <stdio.h>
#include <string.h>

/* Public text always; the reply too when it has begun, so that a line the
 * command writes later (a judge's "CFJ 1: bob judges FALSE", written after
 * the verdict is heard) is not run into this one. */
static void say(ctx *c, const char *line)
{
	if (c->out.len)
		ctx_reply(c, "\n%s", line);
	ctx_announce(c, "%s", line);
}

int cycle_goose_holder(const nomic *n)
{
	return cycle_lasting_holder(n, "goose", n->cycle ? n->cycle->goose : 0);
}

void goose_move(ctx *c, int to, const char *why, int reply)
{
	cycle_state *s = cycle_of(c);
	char line[300], whynot[200];
	if (cycle_lasting_move(c, "goose", &s->goose, to, why, whynot, sizeof whynot)) {
		/* R250 VI d: a player On Ice "never gain[s] ... entities". */
		snprintf(line, sizeof line, "the Chartreuse Goose stays with %s: %s (%s)",
			 holder_name(c->n, cycle_goose_holder(c->n)), whynot, why);
		if (c->out.len)
			ctx_reply(c, "\n%s", line);
		else if (reply)
			ctx_reply(c, "%s", line);
		ctx_announce(c, "%s", line);
		return;
	}
	if (to)
		snprintf(line, sizeof line, "%s now holds the Chartreuse Goose (%s)",
			 holder_name(c->n, to), why);
	else
		snprintf(line, sizeof line, "the Chartreuse Goose flies Somewhere Else (%s)", why);
	UNDO_SET(c->j, s->goose_since, c->now);
	if (reply && !c->out.len) /* the holder's own act: eir reply */
		ctx_reply(c, "%s", line);
	else if (c->out.len)
		ctx_reply(c, "\n%s", line);
	ctx_announce(c, "%s", line);
	/* Told to the other parts (R550.2's Goose "for a failed PWCFJ or
	 * CWCFJ"): {"player": its new holder or null, "reason": why, which
	 * begins with the clause that moved it ("R620 1: ...")}. */
	json_t *ev = json_pack("{s:o, s:s}", "player",
			       to ? json_string(holder_name(c->n, to)) : json_null(), "reason", why);
	ctx_emit(c, "goose", ev);
	json_decref(ev);
}

static const char *s_of(const json_t *d, const char *k)
{
	const char *v = json_string_value(json_object_get(d, k));
	return v ? v : "";
}

/* R620 1: "unless the verdict was the result of an appeal of a CFJ by a
 * player other than its submitter". */
static int appealed_by_another(const cfj *f)
{
	for (int i = 0; i < f->nappellants; i++)
		if (f->appellants[i] != f->author)
			return 1;
	return 0;
}

/* R620 1: a verdict other than TRUE or UNDECIDED. */
static void verdict_against(ctx *c, const cfj *f, int level)
{
	char why[120];
	if (cycle_goose_holder(c->n) != f->author) {
		snprintf(why, sizeof why, "R620 1: CFJ %d, a Winning Condition CFJ, was not judged "
			 "TRUE", f->number);
		goose_move(c, f->author, why, 0);
		return;
	}
	if (level != LEVEL_JUDGE && appealed_by_another(f))
		return;
	const office *clerk = office_by_name(c->n, "Clerk of the Court");
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "goose.court_fee");
	char line[300];
	if (!clerk || !clerk->holder || clerk->holder == f->author || !ad)
		snprintf(line, sizeof line, "%s holds the Goose already; the court fee of A$%lld "
			 "goes nowhere: %s (R620 1)", holder_name(c->n, f->author), (long long)fee,
			 clerk && clerk->holder ? "e is the Clerk of the Court"
						: "the Clerk of the Court is vacant");
	else if (balance(c->n, f->author, ad->id) < fee ||
		 (fee && ledger_move(c, f->author, clerk->holder, ad, fee) != 0)) {
		snprintf(line, sizeof line, "%s holds the Goose already and cannot pay the court fee "
			 "of A$%lld (R620 1)", holder_name(c->n, f->author), (long long)fee);
	} else
		snprintf(line, sizeof line, "%s holds the Goose already and pays a court fee of A$%lld "
			 "to the Clerk of the Court, %s (R620 1)", holder_name(c->n, f->author),
			 (long long)fee, holder_name(c->n, clerk->holder));
	say(c, line);
}

void goose_on_cfj(ctx *c, const json_t *data)
{
	const char *kind = s_of(data, "kind");
	if (strcmp(s_of(data, "what"), "verdict") != 0 ||
	    (strcmp(kind, "cycle-win") != 0 && strcmp(kind, "paradox-win") != 0))
		return;
	const cfj *f = cfj_find(c->n, (int)json_integer_value(json_object_get(data, "number")));
	if (!f)
		return;
	int level = (int)json_integer_value(json_object_get(data, "level"));
	const char *v = s_of(data, "verdict");
	if (strcmp(v, "TRUE") != 0 && strcmp(v, "UNDECIDED") != 0) {
		verdict_against(c, f, level);
		return;
	}
	/* R620 2: "Upon a verdict ... being overturned to TRUE": an appeal's
	 * TRUE after a ruling that was not TRUE. */
	if (strcmp(v, "TRUE") != 0 || level == LEVEL_JUDGE || f->nrulings < 2 ||
	    f->rulings[f->nrulings - 2]->verdict == VERDICT_TRUE)
		return;
	if (cycle_goose_holder(c->n) == f->author) {
		char why[120];
		snprintf(why, sizeof why, "R620 2: CFJ %d is overturned to TRUE", f->number);
		goose_move(c, 0, why, 0);
	}
}

void goose_on_entity(ctx *c, const json_t *data)
{
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *kind = json_string_value(json_object_get(data, "kind"));
	if (!what || !kind || strcmp(what, "transferred") != 0 || strcmp(kind, "goose") != 0)
		return;
	cycle_state *s = cycle_of(c);
	if (s->goose_since != c->now)
		UNDO_SET(c->j, s->goose_since, c->now);
}

/* R620 ¶3: the holder pays the Standard Harfer Fee when salaries are paid,
 * or, if that would put em in debt, is bitten for 9 points. */
void goose_feed(ctx *c)
{
	int h = cycle_goose_holder(c->n);
	const currency *ad = currency_by_name(c->n, "A$");
	const currency *pts = currency_by_name(c->n, "points");
	if (!h || !ad || !pts)
		return;
	int64_t fee = param_int(c->n, "fee.harfer");
	char line[300];
	if (balance(c->n, h, ad->id) >= fee && (fee == 0 || ledger_move(c, h, 0, ad, fee) == 0)) {
		snprintf(line, sizeof line, "%s feeds the Chartreuse Goose: A$%lld, the Standard "
			 "Harfer Fee (R620)", holder_name(c->n, h), (long long)fee);
	} else {
		int64_t bite = param_int(c->n, "goose.bite");
		if (player_by_id(c->n, h)->state != PS_ONICE) /* R250 VI d */
			ledger_add(c, h, pts, -bite);
		snprintf(line, sizeof line, "%s cannot pay the Standard Harfer Fee: the Goose is "
			 "grumpy and bites, %lld points (R620)", holder_name(c->n, h), (long long)bite);
	}
	say(c, line);
}

/* R620: "Each of these actions will fail if it is attempted between the
 * time a Winning Condition CFJ submitted by the Goose owner is publically
 * knowable to have been judged TRUE, and the last instant that CFJ may
 * legally be appealed." */
static int holder_may_act(ctx *c)
{
	int holder = cycle_goose_holder(c->n);
	if (!holder || holder != c->actor->id)
		return ctx_fail(c, "you do not hold the Chartreuse Goose (R620)");
	const struct justice *j = c->n->justice;
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *f = j->cfjs[i];
		const cfj_ruling *r = cfj_latest(f);
		if (f->author == holder && (f->kind == CFJ_CYCLE_WIN || f->kind == CFJ_PARADOX_WIN) &&
		    f->stage == CFJ_APPEALABLE && r && r->verdict == VERDICT_TRUE)
			return ctx_fail(c, "CFJ %d, your Winning Condition CFJ, is judged TRUE and may "
					"still be appealed: the Goose stays (R620)", f->number);
	}
	return 0;
}

static int pay_treasury(ctx *c, int64_t amount, const char *rule)
{
	const currency *ad = currency_by_name(c->n, "A$");
	if (!ad || balance(c->n, c->actor->id, ad->id) < amount)
		return ctx_fail(c, "you have less than A$%lld (%s)", (long long)amount, rule);
	return amount ? ledger_move(c, c->actor->id, 0, ad, amount) : 0;
}

static int held_for(ctx *c, const char *pname, const char *rule)
{
	int64_t need = param_int(c->n, pname);
	if (c->now - c->n->cycle->goose_since < need)
		return ctx_fail(c, "you have held the Goose for less than %lld days (%s)",
				(long long)(need / 86400), rule);
	return 0;
}

/* R620 3. */
int goose_cmd_release(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (holder_may_act(c) || held_for(c, "goose.release_hold", "R620 3"))
		return -1;
	int64_t fee = param_int(c->n, "goose.release_fee");
	if (pay_treasury(c, fee, "R620 3"))
		return -1;
	char why[80];
	snprintf(why, sizeof why, "R620 3: %s paid A$%lld to the Treasury", c->actor->name,
		 (long long)fee);
	goose_move(c, 0, why, 1);
	return 0;
}

/* R620 4: to "the single active player with the lowest score". */
int goose_cmd_pass(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (holder_may_act(c) || held_for(c, "goose.pass_hold", "R620 4"))
		return -1;
	const currency *pts = currency_by_name(c->n, "points");
	const currency *ad = currency_by_name(c->n, "A$");
	int low = 0, ties = 0;
	int64_t lv = 0;
	for (int i = 0; pts && i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (!player_is_active(p))
			continue;
		int64_t v = balance(c->n, p->id, pts->id);
		if (!low || v < lv) {
			low = p->id;
			lv = v;
			ties = 0;
		} else if (v == lv)
			ties = 1;
	}
	if (!low || ties)
		return ctx_fail(c, "no single active player has the lowest score (R620 4)");
	if (low == c->actor->id)
		return ctx_fail(c, "you are the active player with the lowest score (R620 4)");
	int64_t fee = param_int(c->n, "goose.pass_fee");
	if (pay_treasury(c, fee, "R620 4"))
		return -1;
	if (fee && ledger_move(c, 0, low, ad, fee))
		return -1;
	char why[160];
	snprintf(why, sizeof why, "R620 4: %s paid A$%lld to the Treasury, which pays %s A$%lld",
		 c->actor->name, (long long)fee, holder_name(c->n, low), (long long)fee);
	goose_move(c, low, why, 1);
	return 0;
}

/* R620 5. */
int goose_cmd_give(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *to = arg_player(c, argv[0]);
	if (!to || holder_may_act(c))
		return -1;
	if (to->id == c->actor->id)
		return ctx_fail(c, "you hold the Goose already (R620 5: to any other player)");
	if (!player_is_active(to))
		return ctx_fail(c, "%s is not an active player (R620 5)", to->name);
	if (ctx_arg_str(c, "to", to->name))
		return -1;
	int64_t fee = param_int(c->n, "goose.give_fee");
	if (pay_treasury(c, fee, "R620 5"))
		return -1;
	char why[120];
	snprintf(why, sizeof why, "R620 5: %s paid A$%lld to the Treasury", c->actor->name,
		 (long long)fee);
	goose_move(c, to->id, why, 1);
	return 0;
}

/* R620 ¶4: once per calendar week, a treat for the Standard Harfer Fee,
 * and a chance (the engine's draw, R230 I) that the Goose flies away. */
int goose_cmd_treat(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const cycle_state *s = cycle_peek(c->n);
	int holder = cycle_goose_holder(c->n);
	if (!s || !holder || holder != c->actor->id)
		return ctx_fail(c, "you do not hold the Chartreuse Goose (R620)");
	int64_t week = calendar_week(c->now);
	if (s->goose_treated == week + 1)
		return ctx_fail(c, "you have treated the Goose this calendar week already (R620)");
	int64_t fee = param_int(c->n, "fee.harfer");
	if (pay_treasury(c, fee, "R620"))
		return -1;
	cycle_state *m = cycle_of(c);
	UNDO_SET(c->j, m->goose_treated, week + 1);
	rng_key(c->rng, "goose.treat", (uint64_t)week); /* once a calendar week */
	int flies = (int64_t)rng_below(c->rng, 100) < param_int(c->n, "goose.fly_chance");
	ctx_reply(c, "%s treats the Chartreuse Goose for A$%lld (R620)", c->actor->name,
		  (long long)fee);
	ctx_announce(c, "%s treats the Chartreuse Goose for A$%lld (R620)", c->actor->name,
		     (long long)fee);
	if (flies)
		goose_move(c, 0, "R620: it takes pity on its owner", 1);
	else {
		ctx_reply(c, "\nthe Goose stays (R620)");
		ctx_announce(c, "the Goose stays (R620)");
	}
	return 0;
}

int goose_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const cycle_state *s = cycle_peek(c->n);
	int holder = cycle_goose_holder(c->n);
	if (!s || !holder) {
		ctx_reply(c, "the Chartreuse Goose is Somewhere Else (R620)");
		return 0;
	}
	char t[40];
	format_time(s->goose_since, t, sizeof t);
	ctx_reply(c, "the Chartreuse Goose: held by %s since %s (R620)", holder_name(c->n, holder),
		  t);
	return 0;
}

/* R620 7: "Upon a player who possesses the Goose achieving any of the
 * following titles, the Goose is transferred Somewhere Else: ... Sage o'
 * Doe Gas". gov hears the proposal first (modules.c), so a title R605 gave
 * is in place; the Winning Condition the same event would have given was
 * refused while e still held it, as R620 7's last sentence asks. */
void goose_on_proposal(ctx *c)
{
	const gov *g = gov_peek(c->n);
	int sage = g ? g->sage : 0;
	const cycle_state *s = cycle_peek(c->n);
	if (!sage || (s && s->sage_seen == sage))
		return;
	cycle_state *m = cycle_of(c);
	UNDO_SET(c->j, m->sage_seen, sage);
	if (cycle_goose_holder(c->n) == sage)
		goose_move(c, 0, "R620 7: its holder became Sage o' Doe Gas", 0);
}
