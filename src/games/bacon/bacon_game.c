/* bacon_game.c: Bacon (Ackanomic R1250.22/4) as a game class on the games
 * framework (games.h). The server keeps the rounds, the five 3-day periods
 * and their defaults, collects the actrons and the Bacon chains in hidden
 * events and posts them together, checks each chain's form (links of a
 * movie and two actrons, adjacent links sharing an actron, running between
 * the two actrons), counts the Gamepoints and finds the winner, the first
 * to 7. The referee, a person, rules whether an objected actron is too
 * obscure and checks a challenged chain's links in the Movie Database
 * (R1250.3 V, which has no address: the referee's knowledge): the server
 * asks em privately (mut_tell) with what e must judge and by when, and
 * applies the default when the time passes (docs/RULINGS.md). The rules of
 * play are the pure core's (bacon.c); the numbers are parameters
 * (bacon_module.c). */
#include "core/inbox.h"
#include "core/params.h"
#include "games/bacon/bacon.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

#define RULE "R1250.22"

typedef struct bacon_game {
	bc_state core;
	char note[240]; /* the referee's latest public note (ambiguous names) */
} bacon_game;

static const char *nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

static bc_params params(const nomic *n)
{
	bc_params p = {
		.round_gp = param_int(n, "bacon.round_gp"),
		.ruling_gp = param_int(n, "bacon.ruling_gp"),
		.target = param_int(n, "bacon.target"),
	};
	return p;
}

static const char *period(int phase)
{
	switch (phase) {
	case BC_NAMING: return "bacon.naming";
	case BC_OBJECT: return "bacon.objection";
	case BC_RULING: return "bacon.ruling";
	case BC_CHAINS: return "bacon.chain";
	case BC_CHALLENGE: return "bacon.challenge";
	case BC_CHECK: return "bacon.check";
	}
	return NULL;
}

static gtime due_of(const ctx *c, const game *g)
{
	const bc_state *s = &((const bacon_game *)g->st)->core;
	const char *p = period(s->phase);
	if (!p)
		return 0;
	if ((s->phase == BC_NAMING && s->named[0] && s->named[1]) ||
	    (s->phase == BC_CHAINS && s->sent[0] && s->sent[1]))
		return c->now; /* complete: the clock posts them (hidden moves) */
	return (gtime)(s->began + param_int(c->n, p));
}

static void chain_text(const bc_chain *ch, sbuf *out)
{
	for (int i = 0; i < ch->n; i++)
		sbuf_printf(out, "%s%s: %s, %s", i ? " / " : "", ch->l[i].movie, ch->l[i].a,
			    ch->l[i].b);
}

static void tell_referee(ctx *c, const game *g, const char *text)
{
	char from[48];
	snprintf(from, sizeof from, "game %d (%s)", g->id, RULE);
	if (g->referee)
		mut_tell(c, g->referee, from, text);
}

/* What the new step asks, and of whom (issue 20 item 6). */
static void announce_step(ctx *c, game *g)
{
	bc_state *s = &((bacon_game *)g->st)->core;
	char span[32];
	gtime due = due_of(c, g);
	format_span(due > c->now ? due - c->now : 0, span, sizeof span);
	sbuf t = {0};
	switch (s->phase) {
	case BC_NAMING:
		ctx_reply(c, "; round %d: each player names an actron to the referee within %s "
			  "(`play %d actron NAME`, %s)", s->round, span, g->id, RULE);
		break;
	case BC_OBJECT:
		ctx_reply(c, "; the actrons are %s (%s) and %s (%s); each player may object to the "
			  "other's or state that e is satisfied within %s (%s)", s->actron[0],
			  nm(c, g, 0), s->actron[1], nm(c, g, 1), span, RULE);
		break;
	case BC_RULING:
		ctx_reply(c, "; the referee rules on each actron objected to within %s (%s)", span,
			  RULE);
		sbuf_printf(&t, "game %d round %d (Bacon): rule whether each actron objected to is "
			    "too obscure:", g->id, s->round);
		for (int i = 0; i < 2; i++)
			if (s->obscure[i] == BC_F_NONE)
				sbuf_printf(&t, " \"%s\", named by %s, objected to by %s: `play %d "
					    "obscure %s` (%s gains 1) or `play %d fine %s` (%s gains "
					    "1);", s->actron[i], nm(c, g, i), nm(c, g, 1 - i), g->id,
					    nm(c, g, i), nm(c, g, 1 - i), g->id, nm(c, g, i),
					    nm(c, g, i));
		sbuf_printf(&t, " within %s. An actron you have not ruled on by then stands and "
			    "nobody gains (%s; docs/RULINGS.md)", span, RULE);
		tell_referee(c, g, t.s);
		break;
	case BC_CHAINS:
		ctx_reply(c, "; the actrons are accepted: each player sends the referee a Bacon "
			  "chain between %s and %s within %s (`play %d chain MOVIE: ACTRON, ACTRON "
			  "/ ...`, %s)", s->actron[0], s->actron[1], span, g->id, RULE);
		break;
	case BC_CHALLENGE:
		ctx_reply(c, "; the chains: ");
		for (int i = 0; i < 2; i++) {
			sbuf ch = {0};
			if (s->sent[i])
				chain_text(&s->chain[i], &ch);
			if (s->sent[i])
				ctx_reply(c, "%s%s's (%s), %d link%s", i ? "; " : "", nm(c, g, i), ch.s,
					  s->chain[i].n, s->chain[i].n == 1 ? "" : "s");
			else
				ctx_reply(c, "%s%s's none (invalid)", i ? "; " : "", nm(c, g, i));
			sbuf_free(&ch);
		}
		ctx_reply(c, "; each player may challenge the other's chain or accept it within %s "
			  "(%s)", span, RULE);
		break;
	case BC_CHECK:
		ctx_reply(c, "; the referee checks each challenged chain in the Movie Database "
			  "within %s (%s)", span, RULE);
		sbuf_printf(&t, "game %d round %d (Bacon): check each link of the challenged "
			    "chains in the Movie Database (each link's two actrons were in its "
			    "movie; the server has checked the chain's form):", g->id, s->round);
		for (int i = 0; i < 2; i++) {
			if (s->check[i] != BC_F_NONE)
				continue;
			sbuf_printf(&t, " %s's chain, challenged by %s:", nm(c, g, i),
				    nm(c, g, 1 - i));
			for (int k = 0; k < s->chain[i].n; k++)
				sbuf_printf(&t, " (%d) %s: %s, %s;", k + 1, s->chain[i].l[k].movie,
					    s->chain[i].l[k].a, s->chain[i].l[k].b);
			sbuf_printf(&t, " `play %d valid %s` or `play %d invalid %s`;", g->id,
				    nm(c, g, i), g->id, nm(c, g, i));
		}
		sbuf_printf(&t, " within %s. A chain you have not checked by then stands as "
			    "valid, and its challenger keeps eir own (%s; docs/RULINGS.md)", span,
			    RULE);
		tell_referee(c, g, t.s);
		break;
	}
	sbuf_free(&t);
}

static const char *finding(int f)
{
	switch (f) {
	case BC_F_YES: return "yes";
	case BC_F_NO: return "no";
	case BC_F_SILENT: return "no finding";
	}
	return "";
}

/* The round just ended, as the referee would post it. */
static void announce_result(ctx *c, game *g)
{
	const bc_state *s = &((bacon_game *)g->st)->core;
	const bc_round *h = bc_hist(s, 0);
	ctx_reply(c, "game %d round %d: ", g->id, h->round);
	switch (h->outcome) {
	case BC_O_NAMED_ONE:
		ctx_reply(c, "only %s named an actron, so e wins the round (%s)", nm(c, g, h->winner),
			  RULE);
		break;
	case BC_O_DRAW:
		ctx_reply(c, "neither player named an actron: the round is a draw (%s)", RULE);
		break;
	case BC_O_OBSCURE:
		ctx_reply(c, "the round ends%s (%s)", s->phase == BC_OVER ? "" :
			  ": an actron was ruled too obscure", RULE);
		break;
	case BC_O_CHAINS:
		ctx_reply(c, "%s's chain is %s, %s's %s", nm(c, g, 0),
			  h->valid[0] ? "valid" : "invalid", nm(c, g, 1),
			  h->valid[1] ? "valid" : "invalid");
		if (h->valid[0] && h->valid[1])
			ctx_reply(c, " (%d and %d links)", h->links[0], h->links[1]);
		if (h->winner >= 0)
			ctx_reply(c, ": %s wins the round (%s)", nm(c, g, h->winner), RULE);
		else
			ctx_reply(c, ": neither player wins the round (%s)", RULE);
		break;
	}
	ctx_reply(c, "; Gamepoints: %s %lld, %s %lld", nm(c, g, 0), (long long)s->gp[0],
		  nm(c, g, 1), (long long)s->gp[1]);
}

static void finish(ctx *c, game *g)
{
	bc_state *s = &((bacon_game *)g->st)->core;
	if (g->status != GS_RUNNING)
		return;
	ctx_reply(c, "; ");
	if (s->winner < 0) {
		game_end(c, g, NULL, 0, "both players have left: nobody wins (R1250.22)");
	} else {
		int w = s->winner;
		char why[160];
		if (s->out[1 - w])
			snprintf(why, sizeof why, "%s wins by forfeit: the other player left (R1250.22)",
				 nm(c, g, w));
		else
			snprintf(why, sizeof why, "%s wins, the first to %lld Gamepoints (R1250.22)",
				 nm(c, g, w), (long long)param_int(c->n, "bacon.target"));
		game_end(c, g, &w, 1, why);
		game_trophy(c, g, g->seats[w].pid); /* a standard Trophy; R1250.2: 3+ began */
	}
	/* "The referee shall receive A$8 from the Treasury upon conclusion." */
	if (g->referee)
		game_pay(c, g, g->referee, param_int(c->n, "bacon.referee.pay"));
}

static void sync(ctx *c, game *g)
{
	bc_state *s = &((bacon_game *)g->st)->core;
	for (int i = 0; i < 2 && i < g->nseats; i++) {
		if (s->gp[i] != g->seats[i].gp)
			game_gp(c, g, i, s->gp[i] - g->seats[i].gp);
		if (s->out[i])
			g->seats[i].flags |= SEAT_LEFT;
	}
	if (s->phase == BC_OVER) {
		finish(c, g);
		return;
	}
	gtime due = due_of(c, g);
	game_schedule(c, g, due < c->now ? c->now : due, (int64_t)(int32_t)s->tick);
}

static void after(ctx *c, game *g, int round, int phase)
{
	bc_state *s = &((bacon_game *)g->st)->core;
	if (s->nhist && bc_hist(s, 0)->round == round && (s->round != round || s->phase == BC_OVER) &&
	    phase != BC_OVER) {
		ctx_reply(c, "\n");
		announce_result(c, g);
	}
	if (s->phase != BC_OVER && (s->phase != phase || s->round != round))
		announce_step(c, g);
	sync(c, g);
}

static int bc_start_game(ctx *c, game *g)
{
	bacon_game *b = g->st;
	memset(b, 0, sizeof *b);
	bc_init(&b->core, c->now);
	ctx_reply(c, "game %d: Bacon between %s and %s (%s)", g->id, nm(c, g, 0), nm(c, g, 1),
		  RULE);
	announce_step(c, g);
	sync(c, g);
	return 0;
}

static const char *phase_word(int ph);

/* One clear error; a move in the wrong step says what the round awaits. */
static int refuse_in(ctx *c, const game *g, int err)
{
	if (err == BC_E_PHASE)
		return ctx_fail(c, "the round is not at that step: now %s (%s)",
				phase_word(((const bacon_game *)g->st)->core.phase), "R1250.22");
	return ctx_fail(c, "%s", bc_error(err));
}

/* The words from argv[from] on, joined by single spaces. */
static void join_args(int argc, char **argv, int from, sbuf *out)
{
	for (int i = from; i < argc; i++)
		sbuf_printf(out, "%s%s", i > from ? " " : "", argv[i]);
}

static int player_seat(ctx *c, game *g, const char *name)
{
	const player *p = player_by_name(c->n, name);
	int s = p ? game_seat_of(g, p->id) : -1;
	if (s < 0)
		ctx_fail(c, "%s is not a player of game %d", name, g->id);
	return s;
}

static int referee_act(ctx *c, game *g, int argc, char **argv)
{
	bacon_game *b = g->st;
	bc_state *s = &b->core;
	bc_params p = params(c->n);
	int round = s->round, phase = s->phase, e;
	size_t mark = c->out.len;
	const char *verb = argv[0];
	if ((strcaseeq(verb, "obscure") || strcaseeq(verb, "fine")) && argc == 2) {
		int who = player_seat(c, g, argv[1]);
		if (who < 0)
			return -1;
		int ob = strcaseeq(verb, "obscure");
		if ((e = bc_rule(s, &p, who, ob, c->now)))
			return refuse_in(c, g, e);
		ctx_reply(c, "the referee rules that %s's actron \"%s\" is %s: %s gains %lld "
			  "Gamepoint (%s)", argv[1], s->phase == BC_OVER || s->round != round ?
			  bc_hist(s, 0)->actron[who] : s->actron[who],
			  ob ? "too obscure" : "not too obscure", nm(c, g, ob ? 1 - who : who),
			  (long long)p.ruling_gp, RULE);
	} else if ((strcaseeq(verb, "valid") || strcaseeq(verb, "invalid")) && argc == 2) {
		int who = player_seat(c, g, argv[1]);
		if (who < 0)
			return -1;
		int ok = strcaseeq(verb, "valid");
		if ((e = bc_check(s, who, ok)))
			return refuse_in(c, g, e);
		ctx_reply(c, "the referee finds %s's chain %s in the Movie Database%s (%s)", argv[1],
			  ok ? "valid" : "invalid",
			  ok ? ": its challenger's own chain is deemed invalid" : "", RULE);
		if (bc_checks_in(s))
			bc_close_check(s, &p, c->now);
	} else if (strcaseeq(verb, "note") && argc >= 2) {
		/* "it is up to the referee to determine which is meant in each
		 * case, and to make this information available to both players" */
		sbuf t = {0};
		join_args(argc, argv, 1, &t);
		snprintf(b->note, sizeof b->note, "%s", t.s);
		sbuf_free(&t);
		ctx_reply(c, "the referee of game %d notes: %s (%s)", g->id, b->note, RULE);
		game_announce_reply(c, mark);
		return 0;
	} else {
		return ctx_fail(c, "usage: play %d obscure PLAYER | fine PLAYER | valid PLAYER | "
				"invalid PLAYER | note TEXT (the referee, %s)", g->id, RULE);
	}
	after(c, g, round, phase);
	game_announce_reply(c, mark);
	return 0;
}

static int bacon_act(ctx *c, game *g, int me, int argc, char **argv)
{
	bacon_game *b = g->st;
	bc_state *s = &b->core;
	if (me < 0)
		return referee_act(c, g, argc, argv);
	bc_params p = params(c->n);
	int round = s->round, phase = s->phase, e;
	size_t mark = c->out.len;
	const char *verb = argv[0];
	if (strcaseeq(verb, "actron") && argc >= 2) {
		c->hidden = 1; /* "email the referee the name" */
		sbuf t = {0};
		join_args(argc, argv, 1, &t);
		int again = s->named[me];
		e = bc_name(s, me, t.s);
		sbuf_free(&t);
		if (e)
			return refuse_in(c, g, e);
		ctx_reply(c, "game %d: your actron \"%s\" is with the referee%s (%s)", g->id,
			  s->actron[me], again ? " (replacing your earlier one)" : "", RULE);
		sync(c, g);
		return 0;
	}
	if (strcaseeq(verb, "chain") && argc >= 2) {
		c->hidden = 1; /* "send such a chain to the referee" */
		if (s->phase != BC_CHAINS)
			return refuse_in(c, g, s->phase == BC_OVER ? BC_E_OVER : BC_E_PHASE);
		sbuf t = {0};
		join_args(argc, argv, 1, &t);
		bc_chain ch;
		e = bc_parse(t.s, &ch);
		sbuf_free(&t);
		if (!e) {
			int again = s->sent[me];
			if (!(e = bc_send(s, me, &ch)))
				ctx_reply(c, "game %d: your Bacon chain of %d link%s is with the "
					  "referee%s (%s)", g->id, ch.n, ch.n == 1 ? "" : "s",
					  again ? " (replacing your earlier one)" : "", RULE);
		}
		if (e)
			return refuse_in(c, g, e);
		sync(c, g);
		return 0;
	}
	if ((strcaseeq(verb, "object") || strcaseeq(verb, "satisfied")) && argc == 1) {
		int ob = strcaseeq(verb, "object");
		if ((e = bc_stance(s, me, ob)))
			return refuse_in(c, g, e);
		ctx_reply(c, "%s %s %s's actron \"%s\" (%s)", c->actor->name,
			  ob ? "objects to" : "is satisfied with", nm(c, g, 1 - me),
			  s->actron[1 - me], RULE);
		if (bc_stances_in(s))
			bc_close_objection(s, &p, c->now);
	} else if ((strcaseeq(verb, "challenge") || strcaseeq(verb, "accept")) && argc == 1) {
		int ch = strcaseeq(verb, "challenge");
		if ((e = bc_cstance(s, me, ch)))
			return refuse_in(c, g, e);
		ctx_reply(c, "%s %s %s's chain (%s)", c->actor->name,
			  ch ? "challenges" : "publicly accepts", nm(c, g, 1 - me), RULE);
		if (bc_cstances_in(s))
			bc_close_challenge(s, &p, c->now);
	} else {
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	}
	after(c, g, round, phase);
	game_announce_reply(c, mark);
	return 0;
}

static int bacon_tick(ctx *c, game *g, int64_t aux)
{
	bc_state *s = &((bacon_game *)g->st)->core;
	if ((int32_t)aux != (int32_t)s->tick || s->phase == BC_OVER)
		return 0;
	bc_params p = params(c->n);
	int round = s->round, phase = s->phase;
	switch (s->phase) {
	case BC_NAMING:
		ctx_reply(c, "game %d: the naming period is over (%s)", g->id, RULE);
		bc_close_naming(s, &p, c->now);
		break;
	case BC_OBJECT:
		ctx_reply(c, "game %d: three days have passed: no objection stands unstated (%s)",
			  g->id, RULE);
		bc_close_objection(s, &p, c->now);
		break;
	case BC_RULING:
		ctx_reply(c, "game %d: the referee did not rule in time: the actrons not ruled on "
			  "stand and nobody gains (ruling, %s)", g->id, RULE);
		bc_close_ruling(s, &p, c->now);
		break;
	case BC_CHAINS:
		ctx_reply(c, "game %d: the chains are in or the time is over (%s)", g->id, RULE);
		bc_close_chains(s, &p, c->now);
		break;
	case BC_CHALLENGE:
		ctx_reply(c, "game %d: three days have passed: an unchallenged chain is valid (%s)",
			  g->id, RULE);
		bc_close_challenge(s, &p, c->now);
		break;
	case BC_CHECK:
		ctx_reply(c, "game %d: the referee did not check in time: the chains not checked "
			  "stand as valid (ruling, %s)", g->id, RULE);
		bc_close_check(s, &p, c->now);
		break;
	}
	after(c, g, round, phase);
	return 0;
}

static int bacon_depart(ctx *c, game *g, int who)
{
	bc_state *s = &((bacon_game *)g->st)->core;
	int round = s->round, phase = s->phase;
	bc_remove(s, who);
	after(c, g, round, phase);
	return 0;
}

static int bacon_awaits(const nomic *n, const game *g, int who)
{
	(void)n;
	const bc_state *s = &((const bacon_game *)g->st)->core;
	if (s->out[who])
		return 0;
	switch (s->phase) {
	case BC_NAMING: return !s->named[who];
	case BC_OBJECT: return !s->stance[who];
	case BC_CHAINS: return !s->sent[who];
	case BC_CHALLENGE: return !s->cstance[who] && s->sent[1 - who];
	}
	return 0;
}

static const char *phase_word(int ph)
{
	switch (ph) {
	case BC_NAMING: return "the players name actrons";
	case BC_OBJECT: return "objections to the actrons";
	case BC_RULING: return "the referee rules on obscurity";
	case BC_CHAINS: return "the players send Bacon chains";
	case BC_CHALLENGE: return "challenges to the chains";
	case BC_CHECK: return "the referee checks the chains";
	case BC_OVER: return "over";
	}
	return "?";
}

static const char *stance_word(int st, int chain)
{
	if (st == BC_S_OBJECT)
		return chain ? "challenged" : "objected";
	if (st == BC_S_ACCEPT)
		return chain ? "accepted" : "satisfied";
	return "";
}

/* An actron and a chain show to their owner and the referee until the
 * referee posts them (the naming and the chain periods' ends). */
static json_t *bacon_view(const nomic *n, const game *g, const gviewer *v)
{
	const bacon_game *b = g->st;
	const bc_state *s = &b->core;
	json_t *o = json_object();
	json_object_set_new(o, "round", json_integer(s->round));
	json_object_set_new(o, "step", json_string(phase_word(s->phase)));
	json_object_set_new(o, "target", json_integer(param_int(n, "bacon.target")));
	json_t *pl = json_array();
	for (int i = 0; i < 2 && i < g->nseats; i++) {
		json_t *x = json_pack("{s:s, s:b, s:I}", "player", holder_name(n, g->seats[i].pid),
				      "in", !s->out[i], "gamepoints", (json_int_t)s->gp[i]);
		int mine = v->all || v->seat == i;
		if (s->named[i] && (s->names_posted || mine))
			json_object_set_new(x, "actron", json_string(s->actron[i]));
		if (s->stance[i])
			json_object_set_new(x, "on the other's actron",
					    json_string(stance_word(s->stance[i], 0)));
		if (s->phase == BC_RULING || s->phase > BC_RULING) {
			if (s->obscure[i] == BC_F_YES || s->obscure[i] == BC_F_NO ||
			    s->obscure[i] == BC_F_SILENT)
				json_object_set_new(x, "too obscure", json_string(finding(s->obscure[i])));
		}
		if (s->sent[i] && (s->chains_posted || mine)) {
			sbuf t = {0};
			chain_text(&s->chain[i], &t);
			json_object_set_new(x, "chain", json_string(t.s));
			json_object_set_new(x, "links", json_integer(s->chain[i].n));
			sbuf_free(&t);
		}
		if (s->cstance[i])
			json_object_set_new(x, "on the other's chain",
					    json_string(stance_word(s->cstance[i], 1)));
		if (s->check[i] == BC_F_YES || s->check[i] == BC_F_NO)
			json_object_set_new(x, "chain valid", json_string(finding(s->check[i])));
		json_array_append_new(pl, x);
	}
	json_object_set_new(o, "players", pl);
	if (b->note[0])
		json_object_set_new(o, "referee's note", json_string(b->note));
	json_t *h = json_array();
	for (int i = 0; bc_hist(s, i); i++) {
		const bc_round *r = bc_hist(s, i);
		static const char *const out[] = {"", "one actron named", "draw", "too obscure",
						  "chains"};
		json_t *x = json_pack("{s:i, s:s}", "round", r->round, "outcome",
				      out[r->outcome > 0 && r->outcome <= 4 ? r->outcome : 0]);
		if (r->winner >= 0)
			json_object_set_new(x, "winner",
					    json_string(holder_name(n, g->seats[r->winner].pid)));
		if (r->actron[0][0] && r->actron[1][0])
			json_object_set_new(x, "actrons", json_pack("[s, s]", r->actron[0],
								    r->actron[1]));
		json_array_append_new(h, x);
	}
	json_object_set_new(o, "rounds", h);
	return o;
}

const game_class bacon_class = {
	.name = "bacon",
	.title = "Bacon",
	.rule = RULE,
	.min_players = 2, /* "Number of Participants: 2; Referees: 1" */
	.max_players = 2,
	.referees = 1,
	.in_games_grid = 1, /* R1215: Art, Simultaneous */
	.trophy = "Jade Grapefruit", /* a standard Trophy (R1250.2: never with 2 players) */
	.state_size = sizeof(bacon_game),
	.verbs = "actron NAME | object | satisfied | chain MOVIE: ACTRON, ACTRON / ... | "
		 "challenge | accept (players); obscure PLAYER | fine PLAYER | valid PLAYER | "
		 "invalid PLAYER | note TEXT (the referee)",
	.start = bc_start_game,
	.act = bacon_act,
	.tick = bacon_tick,
	.depart = bacon_depart,
	.view = bacon_view,
	.awaits = bacon_awaits,
};
