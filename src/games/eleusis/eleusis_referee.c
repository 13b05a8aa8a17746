/* eleusis_referee.c: Eleusis's optional Referee and the bots' seats
 * (Ackanomic R1250.23/10 2 a), b), 4 a), 8, 9, 10, 11 a)):
 *
 * - 2 a), b): "one optional Referee": `game new eleusis referee` makes the
 *   player calling the game the Referee, who does not play (R1250.1 III e);
 *   without it the game has none and the Deus of each round has the
 *   Referee's duties (9), as before. A game with a Referee may have em
 *   replaced (`game referee`, R1250.1 VI d, e); one without never gets one.
 * - 4 a): "the Referee assigns a cardinal number from 1 to N ... to each
 *   player": `play N number P1 ... PN`, before the first Deus has sealed a
 *   rule or announced a deck; until then the order of joining stands.
 * - 8: "If the player is the Deus and they didn't appoint a substitute and
 *   there is a Referee then the Referee shall be the substitute": the
 *   Referee acts for a Deus who has left (or is absent with no Substitute),
 *   with the Deus's verbs; no round ends or is skipped for it.
 * - 10: "If there is an actual Referee, that player is paid $A10 when the
 *   game is concluded" (the class's `ended`, however it concludes).
 * - 11 a): "if there is a Referee, the Referee decides if the error in fact
 *   occurred": `play N ruling ROUND error|noerror`; players do not vote.
 * - 8: "When a player is being played by a bot, any other active player of
 *   Ackanomic may take their place within the Eleusis game provided that the
 *   new player is not already a player in that Eleusis game": `play N
 *   replace PLAYER` (the class lets players who are not in it play). */
#include "core/inbox.h"
#include "core/params.h"
#include "games/eleusis/eleusis_game.h"

#include <stdio.h>
#include <string.h>

int eg_configure(ctx *c, game *g, int argc, char **argv)
{
	if (argc == 0)
		return 0;
	if (argc != 1 || !strcaseeq(argv[0], "referee"))
		return ctx_fail(c, "usage: game new eleusis [referee] (R1250.23 2 a), b): an optional "
				"Referee)");
	/* The opener was seated as a player (the framework's default for an
	 * optional referee); the game is this command's own, so nothing
	 * else has seen the seat. */
	memset(&g->seats[0], 0, sizeof g->seats[0]);
	g->nseats = 0;
	g->referee = c->actor->id;
	ctx_reply(c, "; no: %s calls it as its Referee, and does not play (R1250.23 2 b), 10; "
		  "R1250.1 III e)", c->actor->name);
	return 0;
}

int eg_referee_ok(ctx *c, game *g, int pid)
{
	if (!g->referee)
		return ctx_fail(c, "game %d was called without a Referee; the Deus of each round has "
				"the Referee's duties (R1250.23 2 b), 9)", g->id);
	for (int i = 0; i < g->nseats; i++)
		if (g->seats[i].pid == pid || g->seats[i].sub == pid || g->seats[i].sub_offer == pid)
			return ctx_fail(c, "%s is part of game %d and may not referee it (R1250.1 III "
					"e, VI e)", holder_name(c->n, pid), g->id);
	return 0;
}

/* May the Referee act for seat `deus` (8: the Deus left, or is absent with
 * no Substitute)? */
int eg_referee_subs(const nomic *n, const game *g, int deus)
{
	const el_state *s = &((const eg_state *)g->st)->el;
	if (!g->referee || deus < 0 || deus >= s->nseats)
		return 0;
	if (s->left[deus])
		return 1;
	const player *p = player_by_id(n, g->seats[deus].pid);
	return p && player_is_absent(p) && !g->seats[deus].sub;
}

/* 4 a): the Referee's numbering; the seats are reordered to it. */
static int number(ctx *c, game *g, int argc, char **argv)
{
	el_state *s = &((eg_state *)g->st)->el;
	const el_round *r = &s->rounds[0];
	if (s->round != 0 || s->phase != EL_SETUP || r->rule[0] || r->deck)
		return ctx_fail(c, "the players are numbered before the first Deus seals a rule or "
				"announces a deck (R1250.23 4 a), b))");
	if (argc - 1 != g->nseats)
		return ctx_fail(c, "usage: play %d number PLAYER... (all %d players, number 1 first; "
				"R1250.23 4 a))", g->id, g->nseats);
	seat old[GAME_MAX_SEATS];
	int used[GAME_MAX_SEATS] = {0};
	memcpy(old, g->seats, sizeof(seat) * (size_t)g->nseats);
	int order[GAME_MAX_SEATS];
	for (int i = 1; i < argc; i++) {
		int k = -1;
		for (int j = 0; j < g->nseats; j++)
			if (strcaseeq(holder_name(c->n, old[j].pid), argv[i]))
				k = j;
		if (k < 0)
			return ctx_fail(c, "%s is not a player of game %d", argv[i], g->id);
		if (used[k])
			return ctx_fail(c, "%s is named twice", argv[i]);
		used[k] = 1;
		order[i - 1] = k;
	}
	/* Nothing is dealt yet: every seat's part of the core is its zero
	 * state but Gamepoints and bots, which move with the seat. */
	int32_t gp[EL_MAX_SEATS];
	uint8_t left[EL_MAX_SEATS];
	memcpy(gp, s->gp, sizeof gp);
	memcpy(left, s->left, sizeof left);
	for (int i = 0; i < g->nseats; i++) {
		memcpy(&g->seats[i], &old[order[i]], sizeof(seat));
		s->gp[i] = gp[order[i]];
		s->left[i] = left[order[i]];
	}
	ctx_reply(c, "the Referee numbers the players of game %d:", g->id);
	for (int i = 0; i < g->nseats; i++)
		ctx_reply(c, "%s %d %s", i ? "," : "", i + 1, eg_nm(c, g, i));
	ctx_reply(c, " (R1250.23 4 a)); round 1: %s is the Deus (4 b))", eg_nm(c, g, 0));
	eg_ask(c, g);
	return 0;
}

/* 11 a): the Referee decides an error claimed. */
static int ruling(ctx *c, game *g, int argc, char **argv)
{
	el_state *s = &((eg_state *)g->st)->el;
	int64_t r;
	if (argc != 3 || parse_int64(argv[1], &r) || r < 1 || r > s->nseats ||
	    (!strcaseeq(argv[2], "error") && !strcaseeq(argv[2], "noerror")))
		return ctx_fail(c, "usage: play %d ruling ROUND error|noerror (R1250.23 11 a))", g->id);
	int err = strcaseeq(argv[2], "error");
	int64_t pen = param_int(c->n, "eleusis.error.penalty");
	int e = el_rule_error(s, (int)r - 1, err, (int)pen);
	if (e < 0)
		return ctx_fail(c, "%s", el_error(-e));
	ctx_reply(c, "the Referee %s decides that %s in round %d of game %d (R1250.23 11 a))",
		  c->actor->name, err ? "there was an error" : "there was no error", (int)r, g->id);
	if (e)
		ctx_reply(c, "; its Deus %s loses %lld Gamepoints (11 c))",
			  eg_nm(c, g, s->rounds[r - 1].deus), (long long)pen);
	else if (err)
		ctx_reply(c, "; its Deus was penalised for it already (11 d))");
	return 0;
}

int eg_referee_act(ctx *c, game *g, int argc, char **argv, int *as_deus)
{
	el_state *s = &((eg_state *)g->st)->el;
	const char *v = argv[0];
	*as_deus = -1;
	if (strcaseeq(v, "number"))
		return number(c, g, argc, argv);
	if (strcaseeq(v, "ruling"))
		return ruling(c, g, argc, argv);
	int deus = s->phase != EL_CLOSING && s->phase != EL_OVER && s->round < s->nseats ?
		   s->rounds[s->round].deus : -1;
	if (strcaseeq(v, "rule") || strcaseeq(v, "deck") || strcaseeq(v, "judge") ||
	    strcaseeq(v, "approve") || strcaseeq(v, "disapprove") || strcaseeq(v, "wrongcard") ||
	    strcaseeq(v, "hint")) {
		if (!eg_referee_subs(c->n, g, deus))
			return ctx_fail(c, "the Referee acts as the Deus only for one who has left or is "
					"absent with no Substitute (R1250.23 8)");
		*as_deus = deus;
		return 1;
	}
	return ctx_fail(c, "usage (the Referee): play %d number PLAYER... | ruling ROUND "
			"error|noerror | the Deus's verbs for a Deus who has left (R1250.23 4 a), 8, "
			"11 a))", g->id);
}

/* 8: a player not in the game takes a bot's place. */
int eg_replace(ctx *c, game *g, int argc, char **argv)
{
	el_state *s = &((eg_state *)g->st)->el;
	if (argc != 2 || !strcaseeq(argv[0], "replace"))
		return ctx_fail(c, "you are not playing game %d; an active player who is not may take "
				"the place of one played by a bot: `play %d replace PLAYER` (R1250.23 8)",
				g->id, g->id);
	int pid = c->actor->id;
	if (!player_is_active(c->actor))
		return ctx_fail(c, "only an active player may take a bot's place (R1250.23 8)");
	if (pid == g->referee || game_was_referee(g, pid))
		return ctx_fail(c, "the Referee may not play game %d (R1250.1 III e)", g->id);
	int who = -1;
	for (int i = 0; i < g->nseats; i++)
		if (strcaseeq(holder_name(c->n, g->seats[i].pid), argv[1]))
			who = i;
	if (who < 0)
		return ctx_fail(c, "%s is not a player of game %d", argv[1], g->id);
	for (int i = 0; i < g->nseats; i++)
		if ((g->seats[i].pid == pid && i != who) || g->seats[i].sub == pid)
			return ctx_fail(c, "you are already a player in game %d (R1250.23 8)", g->id);
	if (!s->left[who] || s->phase == EL_OVER)
		return ctx_fail(c, "%s is not played by a bot (R1250.23 8)", argv[1]);
	int deus = s->phase != EL_CLOSING && s->round < s->nseats ? s->rounds[s->round].deus : -1;
	if (who == deus)
		return ctx_fail(c, "%s is the Deus of the round in play, whose rule only eir "
				"substitute knows: the seat may be taken when the round is over "
				"(R1250.23 8)", argv[1]);
	char was[64];
	snprintf(was, sizeof was, "%s", holder_name(c->n, g->seats[who].pid));
	g->seats[who].pid = pid;
	g->seats[who].sub = 0;
	g->seats[who].sub_offer = 0;
	g->seats[who].flags &= ~(unsigned)(SEAT_LEFT | SEAT_BOT);
	s->left[who] = 0;
	ctx_reply(c, "%s takes the place of %s (played by a bot) in game %d, with eir cards and "
		  "Gamepoints, as player number %d (R1250.23 8)", c->actor->name, was, g->id,
		  who + 1);
	if (s->phase >= EL_TURN && s->phase != EL_CLOSING)
		eg_tell_hand(c, g, who, "you took a bot's place (R1250.23 8)");
	return 0;
}

/* 10: the Referee's A$10, at whatever conclusion. */
void eg_ended(ctx *c, game *g)
{
	if (!g->referee)
		return;
	int64_t pay = param_int(c->n, "eleusis.referee.pay");
	if (pay <= 0)
		return;
	ctx_reply(c, "; the Referee %s is paid for eir services (R1250.23 10)",
		  holder_name(c->n, g->referee));
	game_pay(c, g, g->referee, pay);
}
