/* pchess_umpire.c: the office of Chess-Umpire (Ackanomic R1230.2 1) behind
 * a game of Party Chess, while `pchess.umpire` is 1 (nomics begun at level
 * 8; core/level.h). The office is an optional Functional office in the
 * offices' catalogue (src/gov/offices/catalogue.c), filled as R403 (vi)
 * fills one (a Nomination, the President's choice) or by the admin's
 * `appoint`; any active player is eligible (1 B). The game's referee is its
 * holder: when the game starts with the office vacant, the opener (who
 * undertook the duties by opening it) takes it; `game referee` names only
 * its holder; and when the office changes hands the game follows (the
 * offices' "office" event). While nobody holds it, or its holder is
 * absent (on Vacation or On Ice: R250 II b, docs/RULINGS.md; heard by the
 * module's on_change), the game is suspended (1 A): its turn deadline is
 * cancelled, no default or automatic play is made, every play is refused
 * and no game starts; when it is filled again (or its holder returns) the
 * state of the game is announced afresh and the turn's time limit runs
 * from then (4).
 * With `pchess.umpire` 0 the referee performs the duties, as before. The
 * Umpire's own acts (`play N extend`, `play N ffa`, a Warm Swingership's
 * Surrender notified to em) are dispatched here. */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/module.h"
#include "core/params.h"

#include <string.h>

#define UMPIRE "Chess-Umpire"

int pchess_umpire_on(const nomic *n)
{
	return param_int(n, "pchess.umpire") == 1;
}

/* R1230.2 1 A "(or not started)": at the start the referee holds the
 * office, taking it if it is vacant. */
int pchess_umpire_start(ctx *c, game *g)
{
	if (!pchess_umpire_on(c->n))
		return 0;
	office *o = office_by_name(c->n, UMPIRE);
	if (!o)
		o = mut_add_office(c, UMPIRE);
	const player *h = o->holder ? player_by_id(c->n, o->holder) : NULL;
	if (h && !player_is_active(h))
		return ctx_fail(c, "the Chess-Umpire %s is absent and performs no duties: the game of "
				"Party Chess is not started (R1230.2 1 A, R250 II b)", h->name);
	if (!o->holder) {
		const player *p = g->referee ? player_by_id(c->n, g->referee) : NULL;
		if (!p || !player_is_active(p))
			return ctx_fail(c, "nobody holds the office of Chess-Umpire: the game of Party "
					"Chess is not started (R1230.2 1 A)");
		mut_office_holder(c, o, p->id);
		ctx_reply(c, "%s holds the office of Chess-Umpire (R1230.2 1 B)\n", p->name);
	} else if (o->holder != g->referee) {
		game_touch(c, g);
		g->referee = o->holder;
		ctx_reply(c, "%s, the Chess-Umpire, referees game %d (R1230.2 1)\n",
			  holder_name(c->n, o->holder), g->id);
	}
	return 0;
}

/* `game referee N P`: only the office's holder, while it is run. */
int pchess_referee_ok(ctx *c, game *g, int pid)
{
	if (pchess_umpire_on(c->n)) {
		const office *o = office_by_name(c->n, UMPIRE);
		if (!o || o->holder != pid)
			return ctx_fail(c, "the holder of the office of Chess-Umpire referees game %d; "
					"the office is filled as a Functional Office is (R1230.2 1, "
					"R403 (vi))", g->id);
		return 0;
	}
	/* As the framework checks without a class's own test (R1250.1 III e,
	 * VI e). */
	if (game_seat_of(g, pid) >= 0)
		return ctx_fail(c, "%s plays game %d and may not referee it (R1250.1 III e)",
				holder_name(c->n, pid), g->id);
	for (int i = 0; i < g->nseats; i++)
		if (g->seats[i].sub == pid || g->seats[i].sub_offer == pid)
			return ctx_fail(c, "%s substitutes for %s in game %d and may not referee it "
					"(R1250.1 III e, VI e)", holder_name(c->n, pid),
					game_seat_name(c->n, g, i), g->id);
	return 0;
}

/* Is the game suspended (R1230.2 1 A)? Replies why, as a refusal. */
int pchess_umpire_refuses(ctx *c, const game *g)
{
	const pchess_state *s = g->st;
	if (!s->suspended)
		return 0;
	return ctx_fail(c, "game %d is suspended: nobody performs the duties of Chess-Umpire "
			"(R1230.2 1 A)", g->id);
}

/* R1230.2 1 A, R250 II b: who performs the duties of Chess-Umpire: the
 * holder while e is active. A holder on Vacation (or On Ice) performs none:
 * an absent player may perform no action but leave, change eir state or
 * send public messages (docs/RULINGS.md). 0: nobody. */
static int umpire_performer(const nomic *n, int *absent)
{
	const office *o = office_by_name(n, UMPIRE);
	const player *p = o && o->holder ? player_by_id(n, o->holder) : NULL;
	*absent = p && !player_is_active(p) ? p->id : 0;
	return p && player_is_active(p) ? p->id : 0;
}

/* Suspends or resumes every running game as the performer says (1 A). */
static void umpire_review(ctx *c)
{
	int absent;
	int holder = umpire_performer(c->n, &absent);
	for (int i = 0; i < games_count(c->n); i++) {
		game *g = game_at(c->n, i);
		if (g->cls != &pchess_class || g->status != GS_RUNNING)
			continue;
		pchess_state *s = g->st;
		const char *sep = c->out.len ? "\n" : "";
		if (!holder && !s->suspended) {
			game_touch(c, g);
			s->suspended = 1;
			game_unschedule(c, g);
			if (absent)
				ctx_reply(c, "%sgame %d is suspended: the Chess-Umpire %s is absent and "
					     "performs no duties (R250 II b); no time limit runs "
					     "(R1230.2 1 A)", sep, g->id, holder_name(c->n, absent));
			else
				ctx_reply(c, "%sgame %d is suspended: nobody performs the duties of "
					     "Chess-Umpire; no time limit runs (R1230.2 1 A)", sep, g->id);
		} else if (holder && (holder != g->referee || s->suspended)) {
			game_touch(c, g);
			g->referee = holder;
			ctx_reply(c, "%s%s, the Chess-Umpire, referees game %d (R1230.2 1)", sep,
				  holder_name(c->n, holder), g->id);
			if (s->suspended) {
				s->suspended = 0;
				ctx_reply(c, "; the game resumes and its state is announced (R1230.2 1 A, 4)");
				pchess_begin_turn(c, g);
			}
		}
	}
}

/* The offices' "office" event for the Chess-Umpire. */
void pchess_umpire_on_office(ctx *c, const json_t *data)
{
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *name = json_string_value(json_object_get(data, "office"));
	if (!what || !name || strcasecmp(name, UMPIRE) != 0 || !pchess_umpire_on(c->n))
		return;
	umpire_review(c);
}

/* Core's change of a player's state (module on_change): the holder going
 * on Vacation or coming back suspends or resumes the game (1 A). */
void pchess_umpire_on_change(ctx *c, const struct state_change *ch)
{
	if (ch->kind != CHANGE_STATE || !pchess_umpire_on(c->n))
		return;
	const office *o = office_by_name(c->n, UMPIRE);
	if (o && o->holder == ch->player)
		umpire_review(c);
}

/* Is argv one of the Chess-Umpire's acts? */
int pchess_umpire_verb(int argc, char **argv)
{
	return strcaseeq(argv[0], "extend") || strcaseeq(argv[0], "ffa") ||
	       (strcaseeq(argv[0], "surrender") && argc == 2);
}

/* The Chess-Umpire's acts: `extend D` (4 A), `ffa D` (9), `surrender
 * SWINGER` for a Warm Swingership (4 B (iv)). */
int pchess_umpire_act(ctx *c, game *g, int argc, char **argv)
{
	if (strcaseeq(argv[0], "extend"))
		return pchess_extend(c, g, argc - 1, argv + 1);
	if (strcaseeq(argv[0], "ffa"))
		return pchess_ffa_announce(c, g, argc - 1, argv + 1);
	if (strcaseeq(argv[0], "surrender") && argc == 2)
		return pchess_warm_surrender(c, g, argv[1]);
	return ctx_fail(c, "the Chess-Umpire does not play; e may `extend DURATION` the time limit "
			"(R1230.2 4 A), announce a Free For All with `ffa DURATION` (9), or record a "
			"Warm Swingership's `surrender SWINGER` (4 B (iv))");
}
