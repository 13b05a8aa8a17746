/* pchess_turns.c: the turns of Party Chess beyond their order (Ackanomic
 * R1230.2 4): the Chess-Umpire's extension of a turn's time limit (4 A),
 * Warmth (4 B, with R1040 IX: a Swingership Somewhere Else for the last
 * 7 days is Warm): its automatic Pass or Surrender when its turn begins
 * (i), no automatic play while it is checked and the notice to its
 * Party's members (ii), its Surrender at any time (iv); and the last
 * sentence of 4: a Party Swinger whose last three moves were all default
 * plays sends eir Swingership Somewhere Else. The default play itself and
 * 4 B (iii)'s skipped turns are pchess_game.c's.
 *
 * What happens by itself (the automatic plays, the Swingership sent
 * Somewhere Else) is behind `pchess.auto`, 1 in nomics begun at level 8
 * (core/level.h); the extension and the Surrender of (iv) are acts. */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/params.h"
#include "society/orgs/orgs.h"
#include "society/swingers/swingers.h"

#include <stdio.h>
#include <string.h>

static int auto_on(const nomic *n)
{
	return param_int(n, "pchess.auto") == 1;
}

/* The Swingership record of seat who, or NULL. */
static swinging *seat_swinging(const nomic *n, const game *g, int who)
{
	const pchess_state *s = g->st;
	return s->swingership[who] ? swinging_of(n, s->swingership[who]) : NULL;
}

/* R1040 IX: "A Swingership that has been Somewhere Else for the last 7
 * days is called a Warm Swingership." */
int pchess_warm(const nomic *n, const game *g, int who)
{
	const swinging *w = seat_swinging(n, g, who);
	const entity *e = w && !w->gone ? swinging_entity(n, w) : NULL;
	return e && e->owner.kind == OWN_NOBODY && w->else_since &&
	       n->now - w->else_since >= param_int(n, "swing.warm_days") * DAY;
}

/* 4: the turn begins with the state announced; its time limit runs from
 * then. */
void pchess_turn_began(ctx *c, game *g, gtime due)
{
	pchess_state *s = g->st;
	s->turn_from = c->now;
	s->turn_due = due;
}

/* `play N extend D` by the Chess-Umpire (4 A): the time limit moves D
 * later, up to pchess.extend_max (seven days) after the announcement. */
int pchess_extend(ctx *c, game *g, int argc, char **argv)
{
	pchess_state *s = g->st;
	int64_t d;
	if (argc != 1 || parse_duration(argv[0], &d) || d <= 0)
		return ctx_fail(c, "usage: play %d extend DURATION (a positive duration, as 2d; "
				"R1230.2 4 A)", g->id);
	if (pchess_umpire_refuses(c, g))
		return -1;
	if (pchess_ffa_running(c->n, g))
		return ctx_fail(c, "during a Free For All the Swinger Play List is ignored: there is "
				"no turn to extend (R1230.2 9 C (i))");
	if (!s->norder || !s->turn_from)
		return ctx_fail(c, "no turn of game %d is running (R1230.2 4)", g->id);
	gtime most = s->turn_from + param_int(c->n, "pchess.extend_max");
	if (d > most - s->turn_due) {
		char w[32];
		format_time(most, w, sizeof w);
		return ctx_fail(c, "the time limit may be extended up to %s, seven days after the "
				"state of the game was announced (R1230.2 4 A)", w);
	}
	s->turn_due += d;
	game_schedule(c, g, s->turn_due, s->turn);
	char w[32];
	format_time(s->turn_due, w, sizeof w);
	ctx_reply(c, "the Chess-Umpire extends %s's time limit in game %d to %s (R1230.2 4 A)",
		  game_seat_name(c->n, g, s->order[0]), g->id, w);
	return 0;
}

/* 4 B (ii): the Chess-Umpire's Duty of notifying every player member of
 * the Party (vacationing ones too): the server names them in the public
 * announcement and, from level 8, tells each in private. */
static void notify_party(ctx *c, const game *g, int who)
{
	const swinging *w = seat_swinging(c->n, g, who);
	const org *o = w && *w->party ? org_by_name(c->n, w->party) : NULL;
	if (!o)
		return;
	ctx_reply(c, "; the Chess-Umpire notifies the members of %s:", o->name);
	for (int i = 0; i < o->nmembers; i++) {
		ctx_reply(c, "%s %s", i ? "," : "", holder_name(c->n, o->members[i]->player));
		/* each in private, from level 8 (pchess_notify.c) */
		pchess_notify_warm(c, g, who, o->members[i]->player, o->name);
	}
	ctx_reply(c, " (R1230.2 4 B (ii))");
}

/* 4 B (i), (ii): called as a turn begins (s->turn counted). 1 if the turn
 * was played automatically: the next one has begun. */
int pchess_turn_auto(ctx *c, game *g)
{
	pchess_state *s = g->st;
	int top = s->norder ? s->order[0] : -1;
	if (top < 0 || !auto_on(c->n) || !pchess_warm(c->n, g, top)) {
		s->auto_run = 0;
		return 0;
	}
	const char *name = game_seat_name(c->n, g, top);
	if (pch_in_check(&s->b, top)) {
		/* (ii): that turn is not played automatically. */
		s->auto_run = 0;
		ctx_reply(c, "\ngame %d: %s's Swingership is Warm and checked: its turn is not played "
			     "automatically", g->id, name);
		notify_party(c, g, top);
		return 0;
	}
	/* Every Swingership Warm: the turns wait for their time limits rather
	 * than go round without end. */
	if (s->auto_run >= s->norder)
		return 0;
	s->auto_run++;
	if (!pch_on_board(&s->b, top, 0) || !s->last_pass[top]) {
		ctx_reply(c, "\ngame %d turn %d: %s's Swingership is Warm: it Passes automatically "
			     "(R1230.2 4 B (i) (a), R1040 IX)", g->id, s->turn, name);
		s->last_pass[top] = 1;
	} else {
		ctx_reply(c, "\ngame %d turn %d: %s's Swingership is Warm and Passed last: it "
			     "Surrenders automatically (R1230.2 4 B (i) (b), R1040 IX)", g->id,
			  s->turn, name);
		pchess_surrender(c, g, top);
		s->last_pass[top] = 0;
	}
	pchess_end_turn(c, g);
	return 1;
}

/* A play made (or made by default): was it a Pass (4 B (i) (a))? */
void pchess_turn_played(game *g, int who, int pass)
{
	pchess_state *s = g->st;
	s->last_pass[who] = pass;
}

/* The last sentence of 4: after a default play of seat who. */
void pchess_turn_defaulted(ctx *c, game *g, int who)
{
	pchess_state *s = g->st;
	if (!auto_on(c->n) || s->defaults[who] < param_int(c->n, "pchess.defaults_else"))
		return;
	swinging *w = seat_swinging(c->n, g, who);
	const entity *e = w ? swinging_entity(c->n, w) : NULL;
	if (!w || !*w->party || !e || e->owner.kind != OWN_PLAYER)
		return; /* a Party Swinger's, owned */
	ctx_reply(c, "\n%s's last %d moves were all default plays (R1230.2 4)",
		  game_seat_name(c->n, g, who), s->defaults[who]);
	swinging_else(c, w, "R1230.2 4: a Party Swinger's last three moves were default plays");
}

/* 4 B (iv): the Surrender of a Warm Swingership, at any time, notified by
 * its last Swinger (seat who) or recorded by the Chess-Umpire. */
static int warm_surrender(ctx *c, game *g, int who)
{
	pchess_state *s = g->st;
	if (!pchess_warm(c->n, g, who))
		return ctx_fail(c, "%s's Swingership is not Warm: only a Warm Swingership Surrenders "
				"out of its turn (R1230.2 4 B (iv), R1040 IX)",
				game_seat_name(c->n, g, who));
	pchess_surrender(c, g, who);
	s->last_pass[who] = 0;
	ctx_reply(c, "%s's Warm Swingership Surrenders: all its pieces are off-board; it takes "
		     "effect at once (R1230.2 4 B (iv), 6 F)", game_seat_name(c->n, g, who));
	if (s->norder && s->order[0] == who && !pchess_ffa_running(c->n, g))
		pchess_end_turn(c, g);
	return 0;
}

int pchess_warm_seat_surrender(ctx *c, game *g, int who)
{
	return warm_surrender(c, g, who);
}

/* `play N surrender SWINGER` by the Chess-Umpire: a Party or a Swinger
 * notified em (4 B (iv)). */
int pchess_warm_surrender(ctx *c, game *g, const char *name)
{
	const player *p = player_by_name(c->n, name);
	int who = p ? game_seat_of(g, p->id) : -1;
	if (who < 0)
		return ctx_fail(c, "'%s' has no seat in game %d", name, g->id);
	return warm_surrender(c, g, who);
}
