/* cmd_players.c: joining, leaving, player states and names
 * (Ackanomic R250 Players and Player States, R251 Player Names,
 * R252 Joining the Game, R254 Leaving the Game). */
#include "core/command.h"
#include "core/joining.h"
#include "core/module.h"
#include "core/names.h"
#include "core/params.h"
#include "core/players.h"

#include <sodium.h>
#include <stdio.h>
#include <string.h>

#define DAY 86400

/* The first module that keeps the Treasury's obligations (module.h
 * treasury_pay) pays: 1 and *paid, 0 if none does, -1 on error. */
static int treasury_pay_hook(ctx *c, int to, int64_t amount, int64_t *paid)
{
	for (int i = 0; nomic_modules[i]; i++) {
		if (!nomic_modules[i]->treasury_pay)
			continue;
		int r = nomic_modules[i]->treasury_pay(c, to, amount, "R252 II 2: the join grant",
						       paid);
		if (r)
			return r;
	}
	return 0;
}

static currency *ackadollars(ctx *c)
{
	return currency_by_name(c->n, "A$");
}

void player_issue_token(ctx *c, player *p)
{
	unsigned char hash[32];
	if (ctx_issue_token(c, "nmc_", "_token", hash))
		memset(hash, 0, sizeof hash); /* a malformed logged hash: no token works */
	undo_bytes(c->j, p->token_hash, sizeof p->token_hash);
	memcpy(p->token_hash, hash, sizeof hash);
	UNDO_SET(c->j, p->has_token, 1);
	UNDO_SET(c->j, p->token_issued, c->n->now);
}

/* ---- deadlines ---- */

static int fire_vacation_end(ctx *c, const deadline *d)
{
	player *p = player_by_id(c->n, d->subject);
	UNDO_SET(c->j, p->state_deadline, 0);
	ctx_reply(c, "%s's vacation has run past its expected duration (R250 V c); ", p->name);
	ctx_announce(c, "%s's vacation has run past its expected duration (R250 V c)", p->name);
	return player_go_on_ice(c, p);
}

static int fire_onice_end(ctx *c, const deadline *d)
{
	player *p = player_by_id(c->n, d->subject);
	UNDO_SET(c->j, p->state_deadline, 0);
	ctx_reply(c, "%s has been On Ice for %lld days (R250 VI h); ", p->name,
		  (long long)param_int(c->n, "onice.limit") / DAY);
	ctx_announce(c, "%s has been On Ice for %lld days (R250 VI h)", p->name,
		     (long long)param_int(c->n, "onice.limit") / DAY);
	return player_go_nonplayer(c, p);
}

/* A name may not look like another player's, an office's or the server's
 * own (docs/RULINGS.md, Names): 0, or -1 with the refusal in why. */
static int lookalike(ctx *c, const char *name, const player *self, char *why, size_t n)
{
	char like[256];
	int found = ctx_name_resembles(c, name, NAMES_PLAYER, self, like, sizeof like);
	if (found == 0)
		return 0;
	if (found > 0)
		snprintf(why, n, "it looks like %s", like);
	else
		snprintf(why, n, "%s", like);
	return -1;
}

static int accept_rename(ctx *c, player *p)
{
	char alike[300];
	const char *why = player_name_problem(c->n, p->pending_name, p);
	if (!why && lookalike(c, p->pending_name, p, alike, sizeof alike))
		why = alike;
	char *newname = xstrdup(p->pending_name);
	UNDO_SET(c->j, p->rename_deadline, 0);
	mut_player_pending_name(c, p, NULL);
	if (why) {
		ctx_reply(c, "%s's change of name to %s fails: %s", p->name, newname, why);
		free(newname);
		return 0;
	}
	char *old = xstrdup(p->name);
	mut_player_name(c, p, newname);
	ctx_reply(c, "%s is now named %s", old, newname);
	ctx_announce(c, "%s is now named %s (R251)", old, newname);
	/* R251: the player pays the Standard Harfer Fee (R505 IV) on acceptance,
	 * as far as eir A$ go (docs/RULINGS.md). */
	const currency *ad = ackadollars(c);
	int64_t fee = param_int(c->n, "fee.harfer");
	if (ad && p->state != PS_ONICE) {
		int64_t have = balance(c->n, p->id, ad->id);
		int64_t pay = have < fee ? have : fee;
		if (pay > 0 && ledger_move(c, p->id, 0, ad, pay) == 0)
			ctx_reply(c, " and pays the Harfer Fee of A$%lld", (long long)pay);
	}
	free(old);
	free(newname);
	return 0;
}

static int fire_rename(ctx *c, const deadline *d)
{
	player *p = player_by_id(c->n, d->subject);
	return p->pending_name ? accept_rename(c, p) : 0;
}

const deadline_kind dl_vacation_end = {"vacation-end", "R250 V c", fire_vacation_end, NULL};
const deadline_kind dl_onice_end = {"on-ice-end", "R250 VI h", fire_onice_end, NULL};
const deadline_kind dl_rename = {"rename", "R251", fire_rename, NULL};

/* ---- transitions ---- */

int player_go_on_ice(ctx *c, player *p)
{
	mut_player_state(c, p, PS_ONICE);
	deadline_cancel(c, p->state_deadline);
	UNDO_SET(c->j, p->state_deadline, 0);
	mut_vacate_offices_of(c, p->id); /* R250 VI a */
	/* R250 VI c (eir votes are cancelled) is governance's: it hears. */
	/* voluntary: by eir own act (leaving, R254), not a default action's
	 * or another's (R540.3 "goes On Ice involuntarily"). */
	json_t *ev = json_pack("{s:s, s:i, s:b}", "player", p->name, "id", p->id, "voluntary",
			       c->actor == p);
	int rc = ctx_emit(c, "on-ice", ev);
	json_decref(ev);
	if (rc)
		return -1;
	for (int i = 0; i < c->n->ncurrencies; i++) /* R250 VI d */
		if (c->n->currencies[i]->flags & CUR_SCORE)
			ledger_set(c, p->id, c->n->currencies[i], 0);
	if (!p->ever_voted) /* R250 VI f */
		return player_go_nonplayer(c, p);
	ctx_reply(c, "%s is now On Ice", p->name);
	ctx_announce(c, "%s is now On Ice (R250 VI)", p->name);
	uint64_t id = deadline_add(c, c->now + param_int(c->n, "onice.limit"),
				   &dl_onice_end, p->id, 0);
	UNDO_SET(c->j, p->state_deadline, id);
	return 0;
}

int player_go_nonplayer(ctx *c, player *p)
{
	/* R250 VII b: tradeable entities to the Treasury, the rest destroyed.
	 * Done before the state changes: Non-Players hold nothing. */
	for (int i = 0; i < c->n->ncurrencies; i++) {
		const currency *cur = c->n->currencies[i];
		int64_t have = balance(c->n, p->id, cur->id);
		if (have > 0 && (cur->flags & CUR_TRANSFERABLE) && !(cur->flags & CUR_SCORE))
			ledger_set(c, 0, cur, balance(c->n, 0, cur->id) + have);
		if (have)
			ledger_set(c, p->id, cur, 0);
	}
	deadline_cancel(c, p->state_deadline);
	UNDO_SET(c->j, p->state_deadline, 0);
	mut_vacate_offices_of(c, p->id);
	mut_player_state(c, p, PS_NONPLAYER);
	ctx_reply(c, "%s is now a Non-Player", p->name);
	ctx_announce(c, "%s is now a Non-Player (R250 VII)", p->name);
	return 0;
}

/* ---- commands ---- */

player *player_admit(ctx *c, const char *name, enum player_state st,
		     const unsigned char *token_hash)
{
	player *p = mut_add_player(c, name, st);
	ctx_arg_str(c, "name", name);
	ctx_arg_int(c, "id", p->id);
	if (token_hash) {
		undo_bytes(c->j, p->token_hash, sizeof p->token_hash);
		memcpy(p->token_hash, token_hash, sizeof p->token_hash);
		UNDO_SET(c->j, p->has_token, 1);
		UNDO_SET(c->j, p->token_issued, c->n->now);
	} else {
		player_issue_token(c, p);
	}
	ctx_reply(c, "welcome, %s (%s)", name, player_state_name(st));
	/* R252 II 2: A$900 from the Treasury, as far as the Treasury has them,
	 * or as the subsystem that keeps the Treasury pays (R505 II). */
	const currency *ad = ackadollars(c);
	int64_t grant = param_int(c->n, "join.grant");
	int kept = ad && grant > 0 ? treasury_pay_hook(c, p->id, grant, &grant) : 0;
	if (kept < 0)
		return NULL;
	if (kept) {
		/* A short Treasury (R505 II) said so on a line of its own. */
		int64_t asked = param_int(c->n, "join.grant");
		if (grant == asked)
			ctx_reply(c, "; A$%lld from the Treasury", (long long)grant);
		else
			ctx_reply(c, "\n%s receives A$%lld of the A$%lld (R252 II 2)", name,
				  (long long)grant, (long long)asked);
	} else if (ad && grant > 0) {
		int64_t have = balance(c->n, 0, ad->id);
		if (have < grant)
			grant = have;
		if (grant > 0 && ledger_move(c, 0, p->id, ad, grant) == 0)
			ctx_reply(c, "; A$%lld from the Treasury", (long long)grant);
		else
			grant = 0;
	}
	/* R252: a new player is news; eir token (the reply's secret) is not. */
	if (ad && grant > 0)
		ctx_announce(c, "%s joins the nomic (%s) and receives A$%lld from the Treasury "
			     "(R252)", name, player_state_name(st), (long long)grant);
	else
		ctx_announce(c, "%s joins the nomic (%s; R252)", name, player_state_name(st));
	return p;
}

static int cmd_join(ctx *c, int argc, char **argv)
{
	/* join NAME [voting|non-voting] [CODE] */
	const char *name = argv[0], *code = NULL;
	enum player_state st = PS_VOTING;
	if (argc >= 2 && player_state_parse(argv[1], &st) == 0) {
		if (st != PS_VOTING && st != PS_NONVOTING)
			return ctx_fail(c, "a new player is voting or non-voting (R252 I)");
		code = argc == 3 ? argv[2] : NULL;
	} else if (argc == 2) {
		code = argv[1];
	} else if (argc == 3) {
		return ctx_fail(c, "a new player is voting or non-voting (R252 I)");
	}
	player *p;
	if (c->kind == ACTOR_PLAYER) {
		/* R250 I: one who rejoins is the same player as before. */
		p = c->actor;
		if (!strcaseeq(p->name, name))
			return ctx_fail(c, "you are %s; rejoin under your own name", p->name);
		if (p->state != PS_NONPLAYER && p->state != PS_ONICE)
			return ctx_fail(c, "%s is already a player", p->name);
		deadline_cancel(c, p->state_deadline);
		UNDO_SET(c->j, p->state_deadline, 0);
		mut_player_state(c, p, st);
		UNDO_SET(c->j, p->registered, c->now);
		UNDO_SET(c->j, p->voted_since_registration, 0);
		ctx_arg_str(c, "name", p->name);
		ctx_reply(c, "welcome back, %s (%s)", p->name, player_state_name(st));
		ctx_announce(c, "%s rejoins the nomic (%s; R250 I)", p->name, player_state_name(st));
		return 0;
	}
	if (c->kind != ACTOR_ANON && c->kind != ACTOR_ADMIN)
		return ctx_fail(c, "only people may join");
	char alike[300];
	const char *why = player_name_problem(c->n, name, NULL);
	if (!why && lookalike(c, name, NULL, alike, sizeof alike))
		why = alike;
	if (why)
		return ctx_fail(c, "cannot join as '%s': %s", name, why);
	if (joining_name_pending(c->n, name))
		return ctx_fail(c, "cannot join as '%s': someone has asked to join under that name "
				"(R252 I)", name);
	int gate = joining_gate(c, name, st, code);
	if (gate < 0)
		return -1;
	if (gate == JOIN_APPLIED)
		return 0;
	return player_admit(c, name, st, NULL) ? 0 : -1;
}

static int cmd_leave(ctx *c, int argc, char **argv)
{
	player *p = c->actor;
	if (p->state == PS_ONICE)
		return ctx_fail(c, "%s is already On Ice", p->name);
	return player_go_on_ice(c, p); /* R254 */
}

static int64_t vacation_length(ctx *c, int has_duration, int64_t asked)
{
	/* R250 V a: 28 days if unspecified, else 14 days plus the specified
	 * duration, never under 3 days nor over 75. */
	int64_t d = has_duration ? param_int(c->n, "vacation.base") + asked
				 : param_int(c->n, "vacation.default");
	int64_t lo = param_int(c->n, "vacation.min");
	int64_t hi = param_int(c->n, "vacation.max");
	return d < lo ? lo : d > hi ? hi : d;
}

static int cmd_state(ctx *c, int argc, char **argv)
{
	player *p = c->actor;
	int64_t wait = param_int(c->n, "state.wait");
	if (p->last_voluntary_change && c->now - p->last_voluntary_change < wait) {
		char when[32];
		format_time(p->last_voluntary_change + wait, when, sizeof when);
		char d[32];
		format_span(wait, d, sizeof d);
		return ctx_fail(c, "you changed state less than %s ago; wait until %s (R250 III)",
				d, when);
	}
	enum player_state to;
	if (strcaseeq(argv[0], "return")) {
		if (p->state != PS_VACATIONING)
			return ctx_fail(c, "you are not Vacationing");
		to = p->before_vacation;
	} else if (player_state_parse(argv[0], &to) || to == PS_ONICE || to == PS_NONPLAYER) {
		return ctx_fail(c, "'%s' is not a state you may choose (voting, non-voting, "
			"vacation, return; R250 III)", argv[0]);
	}
	if (argc == 2 && to != PS_VACATIONING)
		return ctx_fail(c, "only a vacation takes a duration");
	if (to == p->state)
		return ctx_fail(c, "you are already %s", player_state_name(to));
	int64_t asked = 0;
	if (argc == 2) {
		if (parse_duration(argv[1], &asked))
			return ctx_fail(c, "'%s' is not a duration (like 10d or 2w)", argv[1]);
	}
	if (p->state == PS_VACATIONING || p->state == PS_ONICE) {
		deadline_cancel(c, p->state_deadline);
		UNDO_SET(c->j, p->state_deadline, 0);
	}
	if (to == PS_VACATIONING) {
		if (p->state == PS_ONICE)
			return ctx_fail(c, "return from On Ice as voting or non-voting first");
		int64_t len = vacation_length(c, argc == 2, asked);
		UNDO_SET(c->j, p->before_vacation, p->state);
		uint64_t id = deadline_add(c, c->now + len, &dl_vacation_end, p->id, 0);
		UNDO_SET(c->j, p->state_deadline, id);
		char d[32];
		format_duration(len, d, sizeof d);
		ctx_arg_int(c, "expected", len);
		ctx_reply(c, "%s is Vacationing, expected for %s (R250 V a)", p->name, d);
		ctx_announce(c, "%s is Vacationing, expected for %s (R250 V a)", p->name, d);
	} else {
		ctx_reply(c, "%s is %s", p->name, player_state_name(to));
		ctx_announce(c, "%s is %s (R250 III)", p->name, player_state_name(to));
	}
	ctx_arg_str(c, "state", player_state_name(to));
	mut_player_state(c, p, to);
	UNDO_SET(c->j, p->last_voluntary_change, c->now);
	return 0;
}

static int cmd_rename(ctx *c, int argc, char **argv)
{
	player *p = c->actor;
	char alike[300];
	const char *why = player_name_problem(c->n, argv[0], p);
	if (why)
		return ctx_fail(c, "cannot change name to '%s': %s", argv[0], why);
	if (strcmp(p->name, argv[0]) == 0)
		return ctx_fail(c, "that is already your name");
	if (lookalike(c, argv[0], p, alike, sizeof alike))
		return ctx_fail(c, "cannot change name to '%s': %s", argv[0], alike);
	/* R251: a later change replaces one that has not yet been accepted. */
	deadline_cancel(c, p->rename_deadline);
	mut_player_pending_name(c, p, argv[0]);
	uint64_t id = deadline_add(c, c->now + param_int(c->n, "rename.wait"),
				   &dl_rename, p->id, 0);
	UNDO_SET(c->j, p->rename_deadline, id);
	ctx_arg_str(c, "name", argv[0]);
	ctx_reply(c, "%s asks to be named %s; accepted when the Registrar acks or in 3 days (R251)",
		  p->name, argv[0]);
	return 0;
}

static player *pending_rename(ctx *c, const char *who)
{
	player *p = arg_player(c, who);
	if (p && !p->pending_name) {
		ctx_fail(c, "%s has asked for no change of name", p->name);
		return NULL;
	}
	return p;
}

/* R251: the Registrar acks or objects to a change of name; "When the
 * player changing eir name is the Registrar, the President or any Grey
 * Councillor can object to or ack the name change as if e were the
 * Registrar. The Registrar may not ack eir own name change." 0, or -1
 * with c->err set. */
static int may_judge_rename(ctx *c, const player *p, const char *act)
{
	if (c->kind == ACTOR_ADMIN)
		return 0;
	const office *reg = office_by_name(c->n, "Registrar");
	int registrar = reg && reg->holder;
	if (!registrar || reg->holder != p->id)
		return registrar && reg->holder == c->actor->id
			       ? 0
			       : ctx_fail(c, "only the holder of that office may do that");
	if (c->actor == p)
		return ctx_fail(c, "the Registrar may not %s eir own name change (R251)", act);
	if (office_seated(c->n, "President", c->actor->id) ||
	    office_seated(c->n, "Grey Council", c->actor->id))
		return 0;
	return ctx_fail(c, "the Registrar's own change of name is the President's or a Grey "
		    "Councillor's to %s (R251)", act);
}

static int cmd_ack_rename(ctx *c, int argc, char **argv)
{
	player *p = pending_rename(c, argv[0]);
	if (!p || may_judge_rename(c, p, "ack"))
		return -1;
	deadline_cancel(c, p->rename_deadline);
	return accept_rename(c, p);
}

static int cmd_object_rename(ctx *c, int argc, char **argv)
{
	player *p = pending_rename(c, argv[0]);
	if (!p || may_judge_rename(c, p, "object to"))
		return -1;
	deadline_cancel(c, p->rename_deadline);
	UNDO_SET(c->j, p->rename_deadline, 0);
	ctx_reply(c, "%s objects: %s stays %s (R251)",
		  c->kind == ACTOR_PLAYER && !office_seated(c->n, "Registrar", c->actor->id)
			  ? c->actor->name : "the Registrar",
		  p->pending_name, p->name);
	mut_player_pending_name(c, p, NULL);
	return 0;
}

static int cmd_token(ctx *c, int argc, char **argv)
{
	player_issue_token(c, c->actor);
	ctx_reply(c, "a new token for %s; the old one no longer works", c->actor->name);
	return 0;
}

/* token for NAME: the admin issues a player a new token (the player's
 * own has expired, token.lifetime, or is lost): shown to the admin once,
 * to hand on. The event is hidden: whose token was renewed is eirs. */
static int cmd_token_for(ctx *c, int argc, char **argv)
{
	player *p = player_by_name(c->n, argv[0]);
	if (!p)
		return ctx_fail(c, "no player is named '%s'", argv[0]);
	c->hidden = 1;
	ctx_arg_int(c, "player", p->id);
	player_issue_token(c, p);
	ctx_reply(c, "a new token for %s; eir old one no longer works", p->name);
	return 0;
}

/* The address is the player's and the officers' to know (the Registrar's
 * report shows it to them), so the event is hidden: its actor and the
 * admin see it in the log, nobody else. */
static int cmd_contact(ctx *c, int argc, char **argv)
{
	const char *a = argv[0];
	int none = strcmp(a, "none") == 0;
	if (!none && !email_address_ok(a))
		return ctx_fail(c, "'%s' is not an e-mail address", a);
	c->hidden = 1;
	if (ctx_arg_str(c, "address", none ? "" : a))
		return -1;
	mut_player_contact(c, c->actor, none ? NULL : a);
	if (none)
		ctx_reply(c, "%s has no contact address now", c->actor->name);
	else
		ctx_reply(c, "mail for %s goes to %s", c->actor->name, a);
	return 0;
}

static int cmd_players(ctx *c, int argc, char **argv)
{
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (p->state == PS_NONPLAYER)
			continue;
		ctx_reply(c, "%s%s: %s%s", c->out.len ? "\n" : "", p->name,
			  player_state_name(p->state), player_is_newbie(c->n, p) ? ", Newbie" : "");
	}
	if (!c->out.len)
		ctx_reply(c, "no players yet");
	return 0;
}

const command player_commands[] = {
	{"join", 1, 3, P_ANYONE, NULL, 0, cmd_join, NULL,
	 "join NAME [voting|non-voting] [CODE]",
	 "become a player (or ask to: see join.mode), with a code if by invitation", "R252"},
	{"leave", 0, 0, P_PLAYER, NULL, 0, cmd_leave, NULL,
	 "leave", "leave the game: you go On Ice", "R254"},
	{"state", 1, 2, P_PLAYER, NULL, 0, cmd_state, NULL,
	 "state voting|non-voting|vacation [DURATION]|return", "change your player state", "R250 III"},
	{"rename", 1, 1, P_ACTIVE, NULL, 0, cmd_rename, NULL,
	 "rename NEWNAME", "ask to change your name", "R251"},
	{"ack rename", 1, 1, P_OFFICER, "Registrar", CMD_OFFICER_OR_RULES, cmd_ack_rename, NULL,
	 "ack rename PLAYER", "accept a player's change of name now (the Registrar's own: the "
	 "President or a Grey Councillor)", "R251"},
	{"object rename", 1, 1, P_OFFICER, "Registrar", CMD_OFFICER_OR_RULES, cmd_object_rename,
	 NULL, "object rename PLAYER", "object to a player's change of name (the Registrar's own: "
	 "the President or a Grey Councillor)", "R251"},
	{"contact", 1, 1, P_PLAYER, NULL, 0, cmd_contact, NULL,
	 "contact ADDRESS|none", "where the nomic's mail to you goes (shown to you and the officers)",
	 NULL},
	{"token", 0, 0, P_PLAYER, NULL, 0, cmd_token, NULL,
	 "token", "issue yourself a new API token", NULL},
	{"token for", 1, 1, P_ADMIN, NULL, 0, cmd_token_for, NULL,
	 "token for PLAYER", "issue a player a new token (eirs expired or was lost), to hand on",
	 NULL},
	{"players", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_players, NULL,
	 "players", "list the players and their states", "R250"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
