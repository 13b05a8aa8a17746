/* games.c: the registry of game classes and the commands of the Games &
 * Contests suite (Ackanomic R1250.1): opening, joining, starting and
 * leaving instances, moves (`play N ...`, handed to the class's module),
 * views, moribund declarations, exhibitions, FairPlay Awards, referees and
 * Substitute Players, trophies, and the shared equipment (dice,
 * dictionary, decks). */
#include "core/bind.h"
#include "core/command.h"
#include "core/params.h"
#include "games/equip/equip.h"
#include "games/framework/games_impl.h"

#include <stdio.h>
#include <string.h>

#define GAME(k) extern const game_class k;
#include "games/registry.h"
#undef GAME

static const game_class *const classes[] = {
#define GAME(k) &k,
#include "games/registry.h"
#undef GAME
};

int game_class_count(void)
{
	return (int)(sizeof classes / sizeof *classes);
}

const game_class *game_class_at(int i)
{
	return classes[i];
}

const game_class *game_class_find(const char *name)
{
	for (int i = 0; i < game_class_count(); i++)
		if (strcaseeq(classes[i]->name, name))
			return classes[i];
	return NULL;
}

int games_class_count_in(const nomic *n)
{
	return game_class_count() + (n->games ? n->games->ndefined : 0);
}

const game_class *games_class_at_in(const nomic *n, int i)
{
	return i < game_class_count() ? classes[i] : n->games->defined[i - game_class_count()];
}

const game_class *game_class_find_in(const nomic *n, const char *name)
{
	for (int i = 0; i < games_class_count_in(n); i++)
		if (strcaseeq(games_class_at_in(n, i)->name, name))
			return games_class_at_in(n, i);
	return NULL;
}

void games_add_class(ctx *c, const game_class *cls)
{
	games *gs = games_get(c);
	mut_append(c, (void ***)&gs->defined, &gs->ndefined, &gs->definedcap, (void *)cls, NULL);
}

const char *game_class_stopped(const nomic *n, const game_class *cls, char *why, size_t len)
{
	char inner[200];
	if (!bind_stopped(n, cls->rule, inner, sizeof inner))
		return NULL;
	snprintf(why, len, "%s has stopped: %s", cls->title, inner);
	return why;
}

/* ---- helpers ---- */

static game *arg_game(ctx *c, const char *word)
{
	int64_t id;
	game *g = NULL;
	if (parse_int64(word, &id) || !(g = game_by_id(c->n, (int)id)))
		ctx_fail(c, "there is no game %s", word);
	return g;
}

static int holds_office(const ctx *c, const char *name)
{
	const office *o = office_by_name(c->n, name);
	return o && c->actor && o->holder == c->actor->id;
}

static const char *viewer_name(const ctx *c)
{
	return c->kind == ACTOR_ADMIN ? "admin" : c->actor ? c->actor->name : NULL;
}

static int running(ctx *c, game *g)
{
	if (g->status == GS_PENDING)
		return ctx_fail(c, "game %d has not started", g->id);
	if (g->status == GS_ENDED)
		return ctx_fail(c, "game %d is over", g->id);
	return 0;
}

/* ---- commands ---- */

static int cmd_games(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (!games_count(c->n))
		ctx_reply(c, "no games yet");
	for (int i = 0; i < games_count(c->n); i++) {
		const game *g = game_at(c->n, i);
		ctx_reply(c, "%sgame %d: %s, %s, %d player%s", i ? "\n" : "", g->id, g->cls->title,
			  g->status == GS_PENDING ? "open" : g->status == GS_RUNNING ? "running"
										: "ended",
			  g->nseats, g->nseats == 1 ? "" : "s");
		if (g->referee)
			ctx_reply(c, ", referee %s", holder_name(c->n, g->referee));
	}
	return 0;
}

static int cmd_classes(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	for (int i = 0; i < games_class_count_in(c->n); i++) {
		const game_class *k = games_class_at_in(c->n, i);
		char max[32];
		if (k->max_players)
			snprintf(max, sizeof max, "%d", k->max_players);
		else
			snprintf(max, sizeof max, "players-1");
		ctx_reply(c, "%s%s: %s (%s); %d..%s players, %s%d referee%s; trophy %s; "
			  "moves: play N %s", i ? "\n" : "", k->name, k->title, k->rule,
			  k->min_players, max, k->referee_optional ? "0 or " : "", k->referees,
			  k->referees == 1 ? "" : "s", k->trophy ? k->trophy : "none", k->verbs);
	}
	return 0;
}

static int cmd_new(ctx *c, int argc, char **argv)
{
	const game_class *cls = game_class_find_in(c->n, argv[0]);
	char why[256];
	if (!cls)
		return ctx_fail(c, "there is no game class '%s' (try 'game classes')", argv[0]);
	if (game_class_stopped(c->n, cls, why, sizeof why))
		return ctx_fail(c, "%s", why);
	if (argc > 1 && !cls->configure)
		return ctx_fail(c, "%s takes no options", cls->title);
	game *g = game_new(c, cls);
	ctx_arg_int(c, "game", g->id);
	ctx_reply(c, "game %d (%s, %s) is open", g->id, cls->title, cls->rule);
	ctx_announce(c, "%s opens game %d (%s, %s)", c->actor->name, g->id, cls->title,
		     cls->rule);
	/* R1250.1 VI a: a referee announces the start; a game with none is
	 * started by one of its players, so its opener plays. */
	if (cls->referees && !cls->referee_optional) {
		g->referee = c->actor->id; /* the first: nobody to remember */
		ctx_reply(c, "; referee %s", c->actor->name);
	} else {
		game_add_seat(c, g, c->actor->id);
		ctx_reply(c, "; player %s", c->actor->name);
	}
	if (cls->configure) {
		rng_key(c->rng, "game", (uint64_t)g->id);
		return cls->configure(c, g, argc - 1, argv + 1);
	}
	return 0;
}

static int cmd_join(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g)
		return -1;
	int pid = c->actor->id;
	if (g->referee == pid)
		return ctx_fail(c, "the referee may not play game %d (R1250.1 III e)", g->id);
	int s = game_seat_of(g, pid);
	if (s >= 0 && !(g->seats[s].flags & SEAT_LEFT))
		return ctx_fail(c, "you are already playing game %d", g->id);
	if (g->status == GS_ENDED)
		return ctx_fail(c, "game %d is over", g->id);
	if (g->duel)
		return ctx_fail(c, "game %d is a Duel between two players (R1215)", g->id);
	if (g->status == GS_RUNNING) {
		if (!g->cls->joins_running)
			return ctx_fail(c, "game %d is in progress; %s lets nobody join (R1250.1 VI b)",
					g->id, g->cls->title);
		if (game_active_seats(g) >= g->max_players)
			return ctx_fail(c, "game %d is full (%d players)", g->id, g->max_players);
		if (s < 0 && (s = game_add_seat(c, g, pid)) < 0)
			return -1;
		ctx_reply(c, "%s joins game %d", c->actor->name, g->id);
		ctx_announce(c, "%s joins game %d (%s, R1250.1 VI b)", c->actor->name, g->id,
			     g->cls->title);
		rng_key(c->rng, "game", (uint64_t)g->id);
		return g->cls->join(c, g, s);
	}
	if (g->nseats >= (g->cls->max_players ? g->cls->max_players : GAME_MAX_SEATS))
		return ctx_fail(c, "game %d is full", g->id);
	if (game_add_seat(c, g, pid) < 0)
		return -1;
	ctx_reply(c, "%s joins game %d", c->actor->name, g->id);
	ctx_announce(c, "%s joins game %d (%s)", c->actor->name, g->id, g->cls->title);
	return 0;
}

static int cmd_start(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g)
		return -1;
	if (g->status != GS_PENDING)
		return ctx_fail(c, "game %d has already started", g->id);
	int pid = c->actor->id;
	if (g->referee ? g->referee != pid : game_seat_of(g, pid) < 0)
		return ctx_fail(c, "only %s of game %d may start it (R1250.1 VI a)",
				g->referee ? "the referee" : "a player", g->id);
	char why[256];
	if (game_class_stopped(c->n, g->cls, why, sizeof why))
		return ctx_fail(c, "%s", why);
	return game_start(c, g);
}

static int cmd_leave(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g)
		return -1;
	int s = game_seat_of(g, c->actor->id);
	if (s < 0 || (g->seats[s].flags & SEAT_LEFT))
		return ctx_fail(c, "you are not playing game %d", g->id);
	if (g->status == GS_ENDED)
		return ctx_fail(c, "game %d is over", g->id);
	size_t mark = c->out.len;
	int rc = game_depart(c, g, s, NULL);
	if (rc == 0) {
		ctx_announce(c, "%s leaves game %d (R1250.1 IX)", c->actor->name, g->id);
		game_announce_end(c, g, mark);
	}
	return rc;
}

static int cmd_play(ctx *c, int argc, char **argv)
{
	game *g = arg_game(c, argv[0]);
	if (!g || running(c, g))
		return -1;
	/* VI f: who has left the nomic is announced by the clock, in public,
	 * not inside this move, which may be hidden. */
	game_note_departures(c, g);
	int s = game_acting_seat(c->n, g, c->actor->id);
	if (s < 0 && g->referee != c->actor->id && !g->cls->anyone_plays)
		return ctx_fail(c, "you are not playing game %d", g->id);
	const player *ref = g->referee ? player_by_id(c->n, g->referee) : NULL;
	if (ref && (player_is_absent(ref) || ref->state == PS_NONPLAYER))
		return ctx_fail(c, "game %d is suspended until its referee returns or another is "
				"appointed (R1250.1 VI d, e)", g->id);
	if (g->disputed)
		return ctx_fail(c, "game %d is suspended while a dispute is adjudicated (R1250.1 X)",
				g->id);
	if (argc < 2)
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	char why[256];
	if (game_class_stopped(c->n, g->cls, why, sizeof why))
		return ctx_fail(c, "%s", why);
	game_touch(c, g);
	size_t mark = c->out.len;
	rng_key(c->rng, "game", (uint64_t)g->id); /* every game draws from its own */
	int rc = g->cls->act(c, g, s, argc - 1, argv + 1);
	if (rc == 0)
		game_announce_end(c, g, mark);
	return rc;
}

static int cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g)
		return -1;
	gviewer v = game_viewer(c->n, g, viewer_name(c));
	game_view_text(c->n, g, &v, &c->out);
	return 0;
}

static int cmd_moribund(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g || running(c, g))
		return -1;
	int s = game_seat_of(g, c->actor->id);
	if (g->referee != c->actor->id && (s < 0 || (g->seats[s].flags & SEAT_LEFT)))
		return ctx_fail(c, "only the referee or a player of game %d may declare it moribund "
				"(R1250.1 XII)", g->id);
	if (g->moribund_dl)
		return ctx_fail(c, "game %d has already been declared moribund", g->id);
	game_touch(c, g);
	for (int i = 0; i < g->nseats; i++)
		g->seats[i].flags &= ~(unsigned)SEAT_OBJECTED;
	int64_t wait = param_int(c->n, "games.moribund.wait");
	char d[32];
	format_span(wait, d, sizeof d);
	g->moribund_dl = deadline_add(c, c->now + wait, &dl_moribund, game_dl_subject(g),
				      game_dl_aux(g, 0));
	ctx_reply(c, "%s declares game %d moribund: it ends without a winner in %s unless "
		  "%lld%% of its players object (R1250.1 XII)", c->actor->name, g->id, d,
		  (long long)param_int(c->n, "games.moribund.objections"));
	return 0;
}

static int cmd_object(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g || running(c, g))
		return -1;
	if (!g->moribund_dl)
		return ctx_fail(c, "game %d has not been declared moribund", g->id);
	int s = game_seat_of(g, c->actor->id);
	if (s < 0 || (g->seats[s].flags & SEAT_LEFT))
		return ctx_fail(c, "only players of game %d may object (R1250.1 XII)", g->id);
	if (g->seats[s].flags & SEAT_OBJECTED)
		return ctx_fail(c, "you have already objected");
	game_touch(c, g);
	g->seats[s].flags |= SEAT_OBJECTED;
	int k = 0, n = game_active_seats(g);
	for (int i = 0; i < g->nseats; i++)
		if ((g->seats[i].flags & (SEAT_OBJECTED | SEAT_LEFT)) == SEAT_OBJECTED)
			k++;
	ctx_reply(c, "%s objects (%d of %d players)", c->actor->name, k, n);
	int64_t pct = param_int(c->n, "games.moribund.objections");
	if (k * 100 >= pct * n) {
		deadline_cancel(c, g->moribund_dl);
		g->moribund_dl = 0;
		ctx_reply(c, "; at least %lld%% object, so game %d goes on (R1250.1 XII)",
			  (long long)pct, g->id);
	}
	return 0;
}

static int cmd_exhibition(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g)
		return -1;
	if (c->kind != ACTOR_ADMIN && !holds_office(c, "Speaker") && !holds_office(c, "President"))
		return ctx_fail(c, "only the Speaker or the President may declare an exhibition "
				"(R1250.1 VII a)");
	if (g->status == GS_ENDED)
		return ctx_fail(c, "game %d is over", g->id);
	if (g->exhibition)
		return ctx_fail(c, "game %d is already an exhibition", g->id);
	game_touch(c, g);
	g->exhibition = 1;
	ctx_reply(c, "game %d is an exhibition: no points or currency will be awarded, trophies "
		  "still are (R1250.1 VII a)", g->id);
	return 0;
}

static int cmd_internomic(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g)
		return -1;
	if (!g->referee || g->referee != c->actor->id)
		return ctx_fail(c, "only the referee of game %d may declare it an Internomic "
				"Exhibition (R1250.1 VII b)", g->id);
	/* VII b: before the first move, while players can still join: the
	 * server reads that as before the start. */
	if (g->status != GS_PENDING)
		return ctx_fail(c, "game %d has started; it is too late (R1250.1 VII b)", g->id);
	if (g->internomic)
		return ctx_fail(c, "game %d is already an Internomic Exhibition", g->id);
	game_touch(c, g);
	g->internomic = 1;
	ctx_reply(c, "game %d is an Internomic Exhibition: no points, currency or trophies will "
		  "move (R1250.1 VII b)", g->id);
	return 0;
}

/* R1250.1 X: a dispute suspends play until it is adjudicated. */
static int cmd_dispute(ctx *c, int argc, char **argv)
{
	game *g = arg_game(c, argv[0]);
	if (!g || running(c, g))
		return -1;
	int s = game_seat_of(g, c->actor->id);
	if (g->referee != c->actor->id && (s < 0 || (g->seats[s].flags & SEAT_LEFT)))
		return ctx_fail(c, "only the referee or a player of game %d may raise a dispute",
				g->id);
	if (g->disputed)
		return ctx_fail(c, "game %d is already suspended for a dispute", g->id);
	game_touch(c, g);
	g->disputed = 1;
	ctx_reply(c, "%s raises a dispute in game %d", c->actor->name, g->id);
	if (argc > 1) {
		ctx_reply(c, ":");
		for (int i = 1; i < argc; i++)
			ctx_reply(c, " %s", argv[i]);
	}
	ctx_reply(c, "; play is suspended until it is resolved (R1250.1 X)");
	return 0;
}

static int cmd_resolve(ctx *c, int argc, char **argv)
{
	game *g = arg_game(c, argv[0]);
	if (!g || running(c, g))
		return -1;
	if (c->kind != ACTOR_ADMIN && !holds_office(c, "Speaker") &&
	    !(c->actor && c->actor->id == g->referee))
		return ctx_fail(c, "the referee, or else the Speaker, adjudicates (R1250.1 X)");
	if (!g->disputed)
		return ctx_fail(c, "game %d has no dispute", g->id);
	game_touch(c, g);
	g->disputed = 0;
	ctx_reply(c, "the dispute in game %d is resolved", g->id);
	if (argc > 1) {
		ctx_reply(c, ":");
		for (int i = 1; i < argc; i++)
			ctx_reply(c, " %s", argv[i]);
	}
	ctx_reply(c, "; play resumes (R1250.1 X)");
	return 0;
}

/* R1215: a Duel is played as one of the games of the Games Grid; the
 * Herald announces it. The challenge, Seconds and the choice of game are
 * not modelled yet: the Herald marks an open two-player game a Duel. */
static int cmd_duel(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	player *p;
	if (!g || !(p = arg_player(c, argv[1])))
		return -1;
	if (c->kind != ACTOR_ADMIN && !holds_office(c, "Herald"))
		return ctx_fail(c, "only the Herald announces a Duel (R1215 2)");
	if (!g->cls->in_games_grid)
		return ctx_fail(c, "%s is not in the Games Grid (R1215 2)", g->cls->title);
	if (g->status != GS_PENDING)
		return ctx_fail(c, "game %d has started", g->id);
	if (g->nseats != 2)
		return ctx_fail(c, "a Duel has two players; game %d has %d", g->id, g->nseats);
	int s = game_seat_of(g, p->id);
	if (s < 0)
		return ctx_fail(c, "%s does not play game %d", p->name, g->id);
	if (g->duel)
		return ctx_fail(c, "game %d is already a Duel", g->id);
	game_touch(c, g);
	g->duel = 1;
	g->challenged = s;
	ctx_reply(c, "game %d is a Duel between %s (challenger) and %s (challenged) (R1215)",
		  g->id, game_seat_name(c->n, g, 1 - s), p->name);
	return 0;
}

static int cmd_fairplay(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	player *p;
	if (!g || !(p = arg_player(c, argv[1])))
		return -1;
	if (g->referee != c->actor->id)
		return ctx_fail(c, "only the referee of game %d gives its FairPlay Awards "
				"(R1250.1 XIII)", g->id);
	if (game_seat_of(g, p->id) < 0)
		return ctx_fail(c, "%s is not a player of game %d", p->name, g->id);
	return game_fairplay(c, g, p->id);
}

/* III e: a referee may not play the instance; VI e: e appoints a player
 * "not already involved in the game". A seat's player (now or before), its
 * Substitute (now or before) and one named a Substitute and not yet agreed
 * are involved: as referee e would see every hidden hand while playing. */
static int involved(ctx *c, const game *g, const player *p)
{
	if (game_seat_of(g, p->id) >= 0)
		return ctx_fail(c, "%s plays game %d and may not referee it (R1250.1 III e)",
				p->name, g->id);
	for (int i = 0; i < g->nseats; i++) {
		if (g->seats[i].sub == p->id)
			return ctx_fail(c, "%s substitutes for %s in game %d and may not referee it "
					"(R1250.1 III e, VI e)", p->name, game_seat_name(c->n, g, i),
					g->id);
		if (g->seats[i].sub_offer == p->id)
			return ctx_fail(c, "%s is named %s's Substitute in game %d and may not referee "
					"it (R1250.1 VI e)", p->name, game_seat_name(c->n, g, i),
					g->id);
	}
	return 0;
}

static int cmd_referee(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	player *p;
	if (!g || !(p = arg_player(c, argv[1])))
		return -1;
	if (!g->cls->referees)
		return ctx_fail(c, "%s has no referee", g->cls->title);
	if (g->status == GS_ENDED)
		return ctx_fail(c, "game %d is over", g->id);
	/* VI d, e: the Speaker appoints; a referee appoints eir own stand-in. */
	if (c->kind != ACTOR_ADMIN && !holds_office(c, "Speaker") &&
	    !(c->actor && c->actor->id == g->referee))
		return ctx_fail(c, "only the Speaker or the referee may appoint a referee "
				"(R1250.1 VI d, e)");
	if (g->cls->referee_ok) {
		if (g->cls->referee_ok(c, g, p->id))
			return -1;
	} else if (involved(c, g, p)) {
		return -1;
	}
	if (!player_is_active(p))
		return ctx_fail(c, "%s is not an active player", p->name);
	if (game_set_referee(c, g, p->id))
		return -1;
	ctx_reply(c, "%s referees game %d (R1250.1 VI d, e)", p->name, g->id);
	return 0;
}

static int cmd_substitute(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	player *p;
	if (!g || running(c, g) || !(p = arg_player(c, argv[1])))
		return -1;
	int s = game_seat_of(g, c->actor->id);
	if (s < 0 || (g->seats[s].flags & SEAT_LEFT))
		return ctx_fail(c, "you are not playing game %d", g->id);
	if (g->duel)
		return ctx_fail(c, "Duellists may not have Substitute Players (R1250.1 VI c)");
	if (!player_is_absent(c->actor))
		return ctx_fail(c, "only a player going absent names a Substitute (R1250.1 VI c)");
	/* VI c: never a player of it; and never its referee, who has seen
	 * every hidden move or hand (docs/RULINGS.md). */
	if (game_seat_of(g, p->id) >= 0 || g->referee == p->id || game_was_referee(g, p->id) ||
	    p == c->actor)
		return ctx_fail(c, "%s has been part of game %d and may not substitute in it "
				"(R1250.1 VI c)", p->name, g->id);
	for (int i = 0; i < g->nseats; i++)
		if (g->seats[i].sub == p->id)
			return ctx_fail(c, "%s already substitutes in game %d", p->name, g->id);
	game_touch(c, g);
	g->seats[s].sub_offer = p->id;
	ctx_reply(c, "%s names %s as eir Substitute in game %d; %s must agree (R1250.1 VI c)",
		  c->actor->name, p->name, g->id, p->name);
	return 0;
}

static int cmd_agree(ctx *c, int argc, char **argv)
{
	(void)argc;
	game *g = arg_game(c, argv[0]);
	if (!g || running(c, g))
		return -1;
	for (int i = 0; i < g->nseats; i++) {
		if (g->seats[i].sub_offer != c->actor->id)
			continue;
		/* III e: the referee may not play; nor may a former one (VI c). */
		if (g->referee == c->actor->id || game_was_referee(g, c->actor->id))
			return ctx_fail(c, "you have refereed game %d and may not substitute in it "
					"(R1250.1 III e, VI c)", g->id);
		game_touch(c, g);
		g->seats[i].sub = c->actor->id;
		g->seats[i].sub_offer = 0;
		ctx_reply(c, "%s substitutes for %s in game %d while e is absent (R1250.1 VI c)",
			  c->actor->name, game_seat_name(c->n, g, i), g->id);
		return 0;
	}
	return ctx_fail(c, "nobody has asked you to substitute in game %d", g->id);
}

static int cmd_trophies(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	games_trophy_list(c->n, &c->out);
	return 0;
}

static int cmd_dice(ctx *c, int argc, char **argv)
{
	amd_request r;
	char err[160];
	if (amd_parse(argc, argv, &r, err, sizeof err))
		return ctx_fail(c, "%s", err);
	ctx_arg_int(c, "sides", r.sides);
	ctx_arg_int(c, "dice", r.dice);
	ctx_arg_int(c, "rolls", r.rolls);
	amd_roll(c->rng, &r, &c->out);
	return 0;
}

static int cmd_dict(ctx *c, int argc, char **argv)
{
	if (argc == 1) {
		int v = od_has(argv[0]);
		if (v < 0)
			return ctx_fail(c, "the Official Dictionary is not installed (wamerican)");
		ctx_reply(c, "'%s' is %sin the Official Dictionary", argv[0], v ? "" : "not ");
		return 0;
	}
	if (!strcaseeq(argv[0], "containing"))
		return ctx_fail(c, "usage: dict WORD | dict containing LETTERS");
	char first[80] = "";
	int k = od_containing(argv[1], first, sizeof first);
	if (k < 0)
		return ctx_fail(c, "the Official Dictionary is not installed (wamerican)");
	ctx_reply(c, "%d word%s contain%s '%s'", k, k == 1 ? "" : "s", k == 1 ? "s" : "",
		  argv[1]);
	if (k)
		ctx_reply(c, ", the first being '%s'", first);
	return 0;
}

static int cmd_deck(ctx *c, int argc, char **argv)
{
	(void)argc;
	const deck_def *d = strcaseeq(argv[0], "standard") ? &deck_standard
			    : strcaseeq(argv[0], "eleusis")  ? &deck_eleusis
							     : NULL;
	if (!d)
		return ctx_fail(c, "the decks are 'standard' (R1250.5) and 'eleusis' (R1250.6)");
	ctx_reply(c, "%s Deck, %d cards (%d optional):", d->name, deck_size(d, 1), d->noptional);
	for (int i = 0; i < deck_size(d, 1); i++) {
		char name[16];
		card_name(d, i, name, sizeof name);
		ctx_reply(c, "%s%s", i % d->nranks ? " " : "\n", name);
	}
	return 0;
}

const command game_commands[] = {
	{"games", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_games, NULL,
	 "games", "list the game instances", "R1250.1"},
	{"game classes", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_classes, NULL,
	 "game classes", "list the games the server can referee", "R1250.1 III"},
	{"game new", 1, 8, P_ACTIVE, NULL, 0, cmd_new, NULL,
	 "game new CLASS [OPTIONS...]", "open an instance of a game (you referee it, or play if it has "
	 "no referee)", "R1250.1 VI a"},
	{"game join", 1, 1, P_ACTIVE, NULL, 0, cmd_join, NULL,
	 "game join N", "join an open game (or a running one whose rules allow it)",
	 "R1250.1 VI b"},
	{"game start", 1, 1, P_ACTIVE, NULL, 0, cmd_start, NULL,
	 "game start N", "announce the start of a game you referee", "R1250.1 VI a"},
	{"game leave", 1, 1, P_PLAYER, NULL, 0, cmd_leave, NULL,
	 "game leave N", "leave a game at any time", "R1250.1 IX"},
	{"game show", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_show, NULL,
	 "game show N", "show a game as you may see it", "R1250.1"},
	{"game moribund", 1, 1, P_ACTIVE, NULL, 0, cmd_moribund, NULL,
	 "game moribund N", "declare a game moribund", "R1250.1 XII"},
	{"game object", 1, 1, P_ACTIVE, NULL, 0, cmd_object, NULL,
	 "game object N", "object to a moribund declaration", "R1250.1 XII"},
	{"game exhibition", 1, 1, P_ANYONE, NULL, 0, cmd_exhibition, NULL,
	 "game exhibition N", "declare a game an exhibition (Speaker or President)",
	 "R1250.1 VII a"},
	{"game internomic", 1, 1, P_ACTIVE, NULL, 0, cmd_internomic, NULL,
	 "game internomic N", "declare an Internomic Exhibition before the start (referee)",
	 "R1250.1 VII b"},
	{"game dispute", 1, 30, P_ACTIVE, NULL, 0, cmd_dispute, NULL,
	 "game dispute N [WHAT...]", "raise a dispute: play is suspended", "R1250.1 X"},
	{"game resolve", 1, 30, P_ANYONE, NULL, 0, cmd_resolve, NULL,
	 "game resolve N [HOW...]", "end a dispute (referee, Speaker)", "R1250.1 X"},
	{"game duel", 2, 2, P_ANYONE, NULL, 0, cmd_duel, NULL,
	 "game duel N CHALLENGED", "mark an open game of the Games Grid a Duel (the Herald)",
	 "R1215"},
	{"game fairplay", 2, 2, P_ACTIVE, NULL, 0, cmd_fairplay, NULL,
	 "game fairplay N PLAYER", "give a FairPlay Award (referee, once a week)",
	 "R1250.1 XIII"},
	{"game referee", 2, 2, P_ANYONE, NULL, 0, cmd_referee, NULL,
	 "game referee N PLAYER", "appoint a referee (Speaker, or the referee eirself)",
	 "R1250.1 VI d, e"},
	{"game substitute", 2, 2, P_PLAYER, NULL, 0, cmd_substitute, NULL,
	 "game substitute N PLAYER", "name a Substitute Player while you are absent",
	 "R1250.1 VI c"},
	{"game agree", 1, 1, P_ACTIVE, NULL, 0, cmd_agree, NULL,
	 "game agree N", "agree to be a Substitute Player", "R1250.1 VI c"},
	{"play", 1, 40, P_ACTIVE, NULL, 0, cmd_play, NULL,
	 "play N MOVE...", "make a move in game N (see 'game classes' and docs/GAMES.md)",
	 "R1250.1"},
	{"trophies", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_trophies, NULL,
	 "trophies", "list the trophies and who holds them", "R1250.2"},
	{"dice", 2, 40, P_ACTIVE, NULL, 0, cmd_dice, NULL,
	 "dice #S SIDES [#D DICE] [#R ROLLS] [#L PER-LINE] [#T TITLE] [#C COMMENT]...",
	 "roll the Ackanomic Magic Dice, publicly", "R1250.3 I"},
	{"dict", 1, 2, P_ANYONE, NULL, CMD_READONLY, cmd_dict, NULL,
	 "dict WORD | dict containing LETTERS", "look a word up in the Official Dictionary",
	 "R1250.3 III c"},
	{"deck", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_deck, NULL,
	 "deck standard|eleusis", "list the cards of a deck", "R1250.4"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
