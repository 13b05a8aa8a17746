/* game.c: a game defined by a rule's script (nomic.game{...}), played
 * through the Games & Contests framework like the built-in ones (Ackanomic
 * R1250.1: `game new`, `game join`, `play N ...`, deadlines, moribund
 * declarations, payouts within the suite's caps, trophies). The class the
 * framework sees calls the script's start, act, tick, depart and view;
 * each instance's own data lives in the script's state under "game/N" and
 * reaches the handlers as g.data, saved again when a handler changes it.
 * What a viewer sees is what the script's view returns for em: hidden
 * moves stay in g.data until the script shows them. */
#include "script/script_impl.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REG_GAME "nomic.game"  /* the g table of the running handler */

typedef struct sg_state {
	int unused; /* the framework journals it; the data is in kv */
} sg_state;

static const script_game *class_of(const game *g)
{
	return (const script_game *)g->cls; /* cls is its first member */
}

static script *owner_of(const nomic *n, const game *g)
{
	return script_find(n, class_of(g)->owner_rule);
}

static void data_key(const game *g, char *buf, size_t len)
{
	snprintf(buf, len, "game/%d", g->id);
}

/* ---- what a handler is given ---- */

typedef struct sg_call {
	game *g;
	int seat;            /* the player acting or leaving, or -1 */
	int argc;
	char **argv;
	const gviewer *v;
	json_t *view;        /* the view's result */
	char reason[300];
	int refused;
} sg_call;

static int push_game(lua_State *L, srun *r, void *arg)
{
	sg_call *sc = arg;
	const game *g = sc->g;
	lua_createtable(L, 0, 8);
	lua_pushinteger(L, g->id);
	lua_setfield(L, -2, "id");
	lua_pushstring(L, g->status == GS_PENDING ? "open" : g->status == GS_RUNNING ? "running"
											: "ended");
	lua_setfield(L, -2, "status");
	lua_createtable(L, g->nseats, 0);
	lua_createtable(L, 0, 0);
	for (int i = 0, k = 0; i < g->nseats; i++) {
		if (g->seats[i].flags & SEAT_LEFT) {
			lua_pushstring(L, game_seat_name(r->n, g, i));
			lua_rawseti(L, -2, (lua_Integer)lua_rawlen(L, -2) + 1);
			continue;
		}
		lua_pushstring(L, game_seat_name(r->n, g, i));
		lua_rawseti(L, -3, ++k);
	}
	lua_setfield(L, -3, "left");
	lua_setfield(L, -2, "players");
	if (g->referee) {
		lua_pushstring(L, holder_name(r->n, g->referee));
		lua_setfield(L, -2, "referee");
	}
	lua_pushinteger(L, (lua_Integer)g->started);
	lua_setfield(L, -2, "started");
	char key[32];
	data_key(g, key, sizeof key);
	script *s = owner_of(r->n, g);
	val_push_text(L, s ? kv_get(&s->state, key) : NULL);
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		lua_newtable(L);
	}
	lua_setfield(L, -2, "data");
	lua_pushvalue(L, -1);
	lua_setfield(L, LUA_REGISTRYINDEX, REG_GAME);
	int n = 1;
	if (sc->v) {
		lua_createtable(L, 0, 3);
		if (sc->v->pid) {
			lua_pushstring(L, holder_name(r->n, sc->v->pid));
			lua_setfield(L, -2, "name");
		}
		lua_pushboolean(L, sc->v->seat >= 0);
		lua_setfield(L, -2, "plays");
		lua_pushboolean(L, sc->v->all);
		lua_setfield(L, -2, "all");
		n++;
	} else if (sc->seat >= 0) {
		lua_pushstring(L, game_seat_name(r->n, g, sc->seat));
		n++;
	}
	if (sc->argv) {
		lua_createtable(L, sc->argc, 0);
		for (int i = 0; i < sc->argc; i++) {
			lua_pushstring(L, sc->argv[i]);
			lua_rawseti(L, -2, i + 1);
		}
		n++;
	}
	return n;
}

/* After a handler in an event: g.data saved if it changed. */
static int save_data(lua_State *L, srun *r, sg_call *sc, char *err, size_t len)
{
	if (r->phase != SR_ACT)
		return 0;
	lua_getfield(L, LUA_REGISTRYINDEX, REG_GAME);
	lua_getfield(L, -1, "data");
	char *json = val_to_text(L, -1, err, len);
	lua_pop(L, 2);
	if (!json)
		return -1;
	char key[32];
	data_key(sc->g, key, sizeof key);
	kv_set(r->c, &r->s->state, key, json);
	free(json);
	return 0;
}

static int take_save(lua_State *L, srun *r, int nres, void *arg, char *err, size_t len)
{
	return save_data(L, r, arg, err, len);
}

/* A move's handler returns its reply, or nil and why the move is
 * refused. */
static int take_move(lua_State *L, srun *r, int nres, void *arg, char *err, size_t len)
{
	sg_call *sc = arg;
	int first = lua_gettop(L) - nres + 1;
	if (nres && !lua_toboolean(L, first)) {
		if (nres >= 2 && lua_type(L, first + 1) == LUA_TSTRING) {
			snprintf(sc->reason, sizeof sc->reason, "%s", lua_tostring(L, first + 1));
			sc->refused = 1;
		}
		return 1;
	}
	if (nres && lua_type(L, first) == LUA_TSTRING)
		ctx_reply(r->c, "%s%s", r->c->out.len ? "\n" : "", lua_tostring(L, first));
	return save_data(L, r, sc, err, len);
}

static int take_view(lua_State *L, srun *r, int nres, void *arg, char *err, size_t len)
{
	sg_call *sc = arg;
	if (nres && !lua_isnil(L, -nres) && !(sc->view = val_to_json(L, -nres, err, len)))
		return -1;
	return 1;
}

/* ---- the class's functions ---- */

static int call(ctx *c, game *g, const char *field, sg_call *sc, srun_take take)
{
	script *s = owner_of(c->n, g);
	if (!s)
		return ctx_fail(c, "%s has no script now (Rule %s)", g->cls->title,
				class_of(g)->owner_rule);
	char kind[32], err[8];
	snprintf(kind, sizeof kind, "game:%s", field);
	sc->g = g;
	int rc = srun_call(c, c->n, s, SR_ACT, 0, kind, class_of(g)->name, push_game, take, sc, err,
			   sizeof err);
	if (rc < 0)
		return -1;
	if (sc->refused)
		return ctx_fail(c, "%s (Rule %s)", sc->reason, s->number);
	return 0;
}

static int sg_start(ctx *c, game *g)
{
	sg_call sc = {.seat = -1};
	return call(c, g, "start", &sc, take_save);
}

static int sg_act(ctx *c, game *g, int who, int argc, char **argv)
{
	sg_call sc = {.seat = who, .argc = argc, .argv = argv};
	if (who < 0)
		return ctx_fail(c, "only the players of game %d make its moves", g->id);
	return call(c, g, "act", &sc, take_move);
}

static int sg_tick(ctx *c, game *g, int64_t aux)
{
	sg_call sc = {.seat = -1};
	return call(c, g, "tick", &sc, take_save);
}

static int sg_depart(ctx *c, game *g, int who)
{
	sg_call sc = {.seat = who};
	return call(c, g, "depart", &sc, take_save);
}

static json_t *sg_view(const nomic *n, const game *g, const gviewer *v)
{
	script *s = owner_of(n, g);
	sg_call sc = {.g = (game *)g, .seat = -1, .v = v};
	char err[300];
	if (!s)
		return json_pack("{s:s}", "error", "the rule that defined this game has no script now");
	if (srun_call(NULL, n, s, SR_VIEW, 0, "game:view", class_of(g)->name, push_game, take_view,
		      &sc, err, sizeof err))
		return json_pack("{s:s}", "error", err);
	return sc.view ? sc.view : json_object();
}

/* ---- declaring a game ---- */

void script_game_destroy(script_game *sg)
{
	free(sg->owner_rule);
	free(sg->name);
	free(sg->title);
	free(sg->cite);
	free(sg->verbs);
	free(sg->trophy);
	free(sg);
}

static void destroy(void *p)
{
	script_game_destroy(p);
}

script_game *script_game_find(const nomic *n, const char *name)
{
	for (int i = 0; n->scripts && i < n->scripts->ngames; i++)
		if (strcmp(n->scripts->games[i]->name, name) == 0)
			return n->scripts->games[i];
	return NULL;
}

static const char *spec_string(lua_State *L, int spec, const char *field, const char *dflt)
{
	lua_getfield(L, spec, field);
	const char *s = lua_isnil(L, -1) ? dflt : lua_tostring(L, -1);
	lua_pop(L, 1);
	return s;
}

static int spec_int(lua_State *L, int spec, const char *field, int dflt)
{
	lua_getfield(L, spec, field);
	int v = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : dflt;
	lua_pop(L, 1);
	return v;
}

static int spec_has(lua_State *L, int spec, const char *field)
{
	int t = lua_getfield(L, spec, field);
	lua_pop(L, 1);
	return t == LUA_TFUNCTION;
}

void script_game_init_class(script_game *sg, int min, int max)
{
	sg->cls = (game_class){
		.name = sg->name, .title = sg->title, .rule = sg->cite, .min_players = min,
		.max_players = max, .trophy = sg->trophy, .state_size = sizeof(sg_state),
		.verbs = sg->verbs, .start = sg_start, .act = sg_act, .tick = sg_tick,
		.depart = sg_depart, .view = sg_view,
	};
}

int script_game_declare(ctx *c, script *s, lua_State *L, int spec, char *err, size_t len)
{
	const char *name = spec_string(L, spec, "name", "");
	const char *title = spec_string(L, spec, "title", name);
	const char *verbs = spec_string(L, spec, "verbs", "MOVE...");
	const char *trophy = spec_string(L, spec, "trophy", NULL);
	int min = spec_int(L, spec, "min_players", 2), max = spec_int(L, spec, "max_players", 0);
	if (!title || !verbs || strlen(title) > 100 || strlen(verbs) > 200) {
		snprintf(err, len, "a game's title and verbs are short text");
		return -1;
	}
	if (min < 1 || max < 0 || (max && max < min) || max > GAME_MAX_SEATS) {
		snprintf(err, len, "a game has from min_players (1 or more) to max_players (0: "
			 "the nomic's players less one; at most %d)", GAME_MAX_SEATS);
		return -1;
	}
	if (!spec_has(L, spec, "start") || !spec_has(L, spec, "act")) {
		snprintf(err, len, "a game needs start and act functions");
		return -1;
	}
	if (game_class_find(name)) {
		snprintf(err, len, "'%s' is the name of a game the server has", name);
		return -1;
	}
	script_game *sg = script_game_find(c->n, name);
	if (sg && strcmp(sg->owner_rule, s->number)) {
		snprintf(err, len, "game '%s' is Rule %s's", name, sg->owner_rule);
		return -1;
	}
	if (sg) {
		/* The same game, its rule's script amended: instances keep the
		 * class they hold; what it says of itself may change. */
		undo_string(c->j, &sg->title);
		sg->title = xstrdup(title);
		undo_string(c->j, &sg->verbs);
		sg->verbs = xstrdup(verbs);
		UNDO_SET(c->j, sg->cls.title, sg->title);
		UNDO_SET(c->j, sg->cls.verbs, sg->verbs);
		UNDO_SET(c->j, sg->cls.min_players, min);
		UNDO_SET(c->j, sg->cls.max_players, max);
		return 0;
	}
	struct scripts *ss = scripts_of(c);
	sg = xcalloc(1, sizeof *sg);
	sg->owner_rule = xstrdup(s->number);
	sg->name = xstrdup(name);
	sg->title = xstrdup(title);
	sg->cite = xstrdup(s->cite);
	sg->verbs = xstrdup(verbs);
	sg->trophy = trophy ? xstrdup(trophy) : NULL;
	script_game_init_class(sg, min, max);
	mut_append(c, (void ***)&ss->games, &ss->ngames, &ss->games_cap, sg, destroy);
	games_add_class(c, &sg->cls);
	return 0;
}

/* ---- the API a game's handlers use ---- */

static game *game_arg(lua_State *L, srun *r, const char *fn)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	lua_getfield(L, 1, "id");
	game *g = game_by_id(r->n, (int)lua_tointeger(L, -1));
	lua_pop(L, 1);
	if (!g || g->cls->start != sg_start || strcmp(class_of(g)->owner_rule, r->s->number))
		api_argerror(L, 1, fn, "not a game of this rule's");
	return g;
}

static int seat_arg(lua_State *L, srun *r, game *g, int arg, const char *fn)
{
	const player *p = api_player(L, r, arg, fn);
	int s = game_seat_of(g, p->id);
	if (s < 0)
		api_argerror(L, arg, fn, "not a player of this game");
	return s;
}

static int l_game_end(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "game_end");
	game *g = game_arg(L, r, "game_end");
	const char *why = luaL_optstring(L, 3, "the game is over");
	int seats[8], n = 0;
	lua_settop(L, 4);
	if (!lua_isnil(L, 2)) {
		luaL_checktype(L, 2, LUA_TTABLE);
		for (lua_Integer i = 1; i <= (lua_Integer)lua_rawlen(L, 2) && n < 8; i++) {
			lua_rawgeti(L, 2, i);
			lua_replace(L, 4);
			seats[n++] = seat_arg(L, r, g, 4, "game_end");
		}
	}
	if (g->status != GS_RUNNING)
		return api_argerror(L, 1, "game_end", "the game is not running");
	if (r->c->out.len)
		ctx_reply(r->c, "\n");
	game_end(r->c, g, seats, n, why);
	return 0;
}

static int l_game_schedule(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "game_schedule");
	game *g = game_arg(L, r, "game_schedule");
	lua_Integer due = luaL_checkinteger(L, 2);
	if (due < r->c->now)
		return api_argerror(L, 2, "game_schedule", "that time has passed");
	game_schedule(r->c, g, (gtime)due, 0);
	return 0;
}

static int l_game_points(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "game_points");
	game *g = game_arg(L, r, "game_points");
	int s = seat_arg(L, r, g, 2, "game_points");
	lua_Integer d = luaL_checkinteger(L, 3);
	if (d < -1000 || d > 1000)
		return api_argerror(L, 3, "game_points", "from -1000 to 1000 expected");
	lua_pushinteger(L, (lua_Integer)game_points(r->c, g, g->seats[s].pid, (int64_t)d));
	return 1;
}

static int l_game_pay(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "game_pay");
	game *g = game_arg(L, r, "game_pay");
	int s = seat_arg(L, r, g, 2, "game_pay");
	lua_Integer a = luaL_checkinteger(L, 3);
	if (a < 1 || a > 100000)
		return api_argerror(L, 3, "game_pay", "from 1 to 100000 expected");
	lua_pushinteger(L, (lua_Integer)game_pay(r->c, g, g->seats[s].pid, (int64_t)a));
	return 1;
}

void api_game_register(lua_State *L, srun *r)
{
	static const luaL_Reg fns[] = {
		{"game_end", l_game_end}, {"game_schedule", l_game_schedule},
		{"game_points", l_game_points}, {"game_pay", l_game_pay}, {NULL, NULL},
	};
	lua_pushlightuserdata(L, r);
	luaL_setfuncs(L, fns, 1);
}
