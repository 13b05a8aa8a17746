/* declare.c: what a script may say at its top level, and only there
 * (docs/SCRIPTING.md): its commands, the commands it guards, the events it
 * reacts to, its timers, its parameters and its games. Every run of the
 * script declares again, which files the functions where run.c finds them
 * (a table in the Lua registry); the run that installs the script also
 * checks the declarations and keeps what they name (script_decls). */
#include "core/bind.h"
#include "script/script_impl.h"

#include <ctype.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define DECL_KEY "nomic.decl"

void decls_free(script_decls *d)
{
	if (!d)
		return;
	for (int i = 0; i < d->ncmds; i++) {
		script_cmd *sc = d->cmds[i];
		free(sc->name);
		free(sc->usage);
		free(sc->help);
		free(sc->office);
		free(sc->cite);
		free(sc);
	}
	char **lists[] = {d->guards, d->events, d->timers, d->games};
	int counts[] = {d->nguards, d->nevents, d->ntimers, d->ngames};
	for (int l = 0; l < 4; l++) {
		for (int i = 0; i < counts[l]; i++)
			free(lists[l][i]);
		free(lists[l]);
	}
	free(d->cmds);
	free(d);
}

int decls_has(char *const *names, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return 1;
	return 0;
}

static void add_name(char ***v, int *n, const char *name)
{
	if (decls_has(*v, *n, name))
		return;
	*v = xrealloc(*v, (size_t)(*n + 1) * sizeof **v);
	(*v)[(*n)++] = xstrdup(name);
}

/* Files fn (at index fi) under decl[kind][name], after the ones before. */
static void file_function(lua_State *L, const char *kind, const char *name, int fi)
{
	lua_getfield(L, LUA_REGISTRYINDEX, DECL_KEY);
	if (lua_getfield(L, -1, kind) != LUA_TTABLE) {
		lua_pop(L, 1);
		lua_newtable(L);
		lua_pushvalue(L, -1);
		lua_setfield(L, -3, kind);
	}
	if (lua_getfield(L, -1, name) != LUA_TTABLE) {
		lua_pop(L, 1);
		lua_newtable(L);
		lua_pushvalue(L, -1);
		lua_setfield(L, -3, name);
	}
	lua_pushvalue(L, fi);
	lua_rawseti(L, -2, (lua_Integer)lua_rawlen(L, -2) + 1);
	lua_pop(L, 3);
}

/* A name in the command language: one or two words of lower-case letters,
 * digits and '-', starting with a letter. */
static int command_name_ok(const char *s)
{
	int nwords = 0;
	size_t len = strlen(s);
	if (len == 0 || len > 32)
		return 0;
	for (const char *p = s; *p;) {
		if (!islower((unsigned char)*p))
			return 0;
		while (*p && *p != ' ') {
			if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p) && *p != '-')
				return 0;
			p++;
		}
		nwords++;
		if (*p == ' ')
			p++;
	}
	return nwords <= 2 && s[len - 1] != ' ';
}

static int simple_name_ok(const char *s, size_t max)
{
	size_t len = strlen(s);
	if (len == 0 || len > max || !islower((unsigned char)s[0]))
		return 0;
	for (; *s; s++)
		if (!islower((unsigned char)*s) && !isdigit((unsigned char)*s) && !strchr("-_.", *s))
			return 0;
	return 1;
}

static const char *opt_string(lua_State *L, int t, const char *field, const char *dflt)
{
	lua_getfield(L, t, field);
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		return dflt;
	}
	if (lua_type(L, -1) != LUA_TSTRING)
		luaL_error(L, "'%s' must be a string", field);
	const char *s = lua_tostring(L, -1);
	lua_pop(L, 1); /* the spec table keeps the string alive */
	return s;
}

static lua_Integer opt_int(lua_State *L, int t, const char *field, lua_Integer dflt)
{
	lua_getfield(L, t, field);
	int isint = 1;
	lua_Integer v = lua_isnil(L, -1) ? dflt : lua_tointegerx(L, -1, &isint);
	if (!isint)
		luaL_error(L, "'%s' must be a whole number", field);
	lua_pop(L, 1);
	return v;
}

/* ---- nomic.command{...} ---- */

static void who_of(lua_State *L, const char *who, script_cmd *sc)
{
	static const struct { const char *word; enum cmd_perm perm; } perms[] = {
		{"anyone", P_ANYONE}, {"player", P_PLAYER}, {"active", P_ACTIVE},
		{"admin", P_ADMIN},
	};
	for (size_t i = 0; i < sizeof perms / sizeof *perms; i++)
		if (strcmp(who, perms[i].word) == 0) {
			sc->cmd.perm = perms[i].perm;
			return;
		}
	if (strncmp(who, "office ", 7) == 0 && who[7]) {
		sc->cmd.perm = P_OFFICER;
		sc->office = xstrdup(who + 7);
		sc->cmd.office = sc->office;
		return;
	}
	luaL_error(L, "'who' is anyone, player, active, admin or 'office NAME', not '%s'", who);
}

static int l_command(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_DECLARE, "command");
	luaL_checktype(L, 1, LUA_TTABLE);
	const char *name = opt_string(L, 1, "name", NULL);
	if (!name || !command_name_ok(name))
		return luaL_error(L, "a command's name is one or two lower-case words");
	lua_getfield(L, 1, "run");
	luaL_argexpected(L, lua_isfunction(L, -1), 1, "a 'run' function");
	file_function(L, "command", name, lua_gettop(L));
	lua_pop(L, 1);
	if (!r->installing)
		return 0;
	char first[40];
	snprintf(first, sizeof first, "%.*s", (int)strcspn(name, " "), name);
	if (command_word_taken(first))
		return luaL_error(L, "'%s' is a built-in command's word; a rule's command needs "
				  "another name", first);
	for (int i = 0; i < r->collect->ncmds; i++)
		if (strcmp(r->collect->cmds[i]->name, name) == 0)
			return luaL_error(L, "command '%s' is declared twice", name);
	script_cmd *sc = xcalloc(1, sizeof *sc);
	/* Filed first, so that an error below frees it with the rest. */
	r->collect->cmds = xrealloc(r->collect->cmds,
				    (size_t)(r->collect->ncmds + 1) * sizeof *r->collect->cmds);
	r->collect->cmds[r->collect->ncmds++] = sc;
	sc->name = xstrdup(name);
	const char *args = opt_string(L, 1, "args", "");
	lua_Integer min = opt_int(L, 1, "min", 0), max = opt_int(L, 1, "max", *args ? 16 : 0);
	if (min < 0 || max < min || max > CMD_MAX_WORDS - 2)
		return luaL_error(L, "a command takes from 'min' to 'max' words (0 to %d)",
				  CMD_MAX_WORDS - 2);
	sbuf usage = {0};
	sbuf_printf(&usage, "%s%s%s", name, *args ? " " : "", args);
	sc->usage = sbuf_take(&usage);
	sc->help = xstrdup(opt_string(L, 1, "help", "a command of a rule's script"));
	sc->cite = xstrdup(r->s->cite);
	who_of(L, opt_string(L, 1, "who", "active"), sc);
	lua_getfield(L, 1, "readonly");
	int ro = lua_toboolean(L, -1);
	lua_pop(L, 1);
	sc->owner = r->s;
	sc->cmd.name = sc->name;
	sc->cmd.min_args = (int)min;
	sc->cmd.max_args = (int)max;
	sc->cmd.flags = ro ? CMD_READONLY : 0;
	sc->cmd.fn = script_command_run;
	sc->cmd.usage = sc->usage;
	sc->cmd.help = sc->help;
	sc->cmd.rule = sc->cite;
	return 0;
}

/* ---- guards, reactions, timers ---- */

static const char *const known_events[] = {"install", "proposal", "on-ice", NULL};

static int is_command_name(const nomic *n, const char *name)
{
	char why[96];
	words w;
	if (strlen(name) > 64 || words_split(&w, name, why, sizeof why))
		return 0;
	if (w.n == 0) {
		words_free(&w);
		return 0;
	}
	int used;
	const command *cmd = command_find(n, w.v, w.n, &used);
	int ok = cmd && strcasecmp(cmd->name, name) == 0;
	words_free(&w);
	return ok;
}

static int l_guard(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_DECLARE, "guard");
	const char *name = luaL_checkstring(L, 1);
	luaL_checktype(L, 2, LUA_TFUNCTION);
	file_function(L, "guard", name, 2);
	if (!r->installing)
		return 0;
	if (!is_command_name(r->n, name))
		return luaL_error(L, "there is no command '%s' to guard", name);
	add_name(&r->collect->guards, &r->collect->nguards, name);
	return 0;
}

static int l_on(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_DECLARE, "on");
	const char *name = luaL_checkstring(L, 1);
	luaL_checktype(L, 2, LUA_TFUNCTION);
	file_function(L, "on", name, 2);
	if (!r->installing)
		return 0;
	int known = 0;
	for (const char *const *e = known_events; *e; e++)
		known |= strcmp(*e, name) == 0;
	if (!known && !is_command_name(r->n, name))
		return luaL_error(L, "there is no command or event '%s' to react to (events: "
				  "install, proposal, on-ice)", name);
	if (strcmp(name, "install") == 0)
		r->collect->has_install = 1;
	else
		add_name(&r->collect->events, &r->collect->nevents, name);
	return 0;
}

static int l_timer(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_DECLARE, "timer");
	const char *name = luaL_checkstring(L, 1);
	luaL_checktype(L, 2, LUA_TFUNCTION);
	if (!simple_name_ok(name, 40))
		return luaL_error(L, "a timer's name is a lower-case word");
	file_function(L, "timer", name, 2);
	if (r->installing)
		add_name(&r->collect->timers, &r->collect->ntimers, name);
	return 0;
}

/* ---- nomic.param{...} ---- */

static int l_param(lua_State *L)
{
	/* nomic.param("name") reads a parameter; nomic.param{...} declares. */
	if (!lua_istable(L, 1))
		return api_param_value(L);
	srun *r = api_run(L);
	api_need(L, r, SR_DECLARE, "param");
	if (!r->installing)
		return 0;
	param_decl d = {0};
	d.name = opt_string(L, 1, "name", NULL);
	if (!d.name || !simple_name_ok(d.name, 64))
		return luaL_error(L, "a parameter's name is lower-case, like 'salary.weekly'");
	const char *type = opt_string(L, 1, "type", "integer");
	if (strcmp(type, "integer") && strcmp(type, "duration"))
		return luaL_error(L, "a parameter's type is 'integer' or 'duration'");
	d.type = strcmp(type, "duration") == 0 ? PT_DURATION : PT_INT;
	d.dflt = opt_int(L, 1, "default", 0);
	d.min = opt_int(L, 1, "min", 0);
	d.max = opt_int(L, 1, "max", 1000000);
	d.unit = opt_string(L, 1, "unit", "");
	d.help = opt_string(L, 1, "help", "");
	/* The clause that states it: the script's own rule, unless it names
	 * a clause of it ("2" becomes "R1392 2"). */
	char rule[96];
	const char *clause = opt_string(L, 1, "clause", NULL);
	snprintf(rule, sizeof rule, "%s%s%s", r->s->cite, clause ? " " : "", clause ? clause : "");
	d.rule = rule;
	if (mut_declare_param(r->c, &d, r->s->number)) {
		lua_pushstring(L, r->c->err.s ? r->c->err.s : "cannot declare it");
		sbuf_free(&r->c->err);
		return lua_error(L);
	}
	return 0;
}

/* ---- nomic.game{...} ---- */

static int l_game(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_DECLARE, "game");
	luaL_checktype(L, 1, LUA_TTABLE);
	const char *name = opt_string(L, 1, "name", NULL);
	if (!name || !simple_name_ok(name, 32))
		return luaL_error(L, "a game's name is one lower-case word");
	file_function(L, "game", name, 1);
	if (!r->installing)
		return 0;
	if (decls_has(r->collect->games, r->collect->ngames, name))
		return luaL_error(L, "game '%s' is declared twice", name);
	char err[200];
	if (script_game_declare(r->c, r->s, L, 1, err, sizeof err))
		return luaL_error(L, "%s", err);
	add_name(&r->collect->games, &r->collect->ngames, name);
	return 0;
}

void api_declare_register(lua_State *L, srun *r)
{
	static const luaL_Reg fns[] = {
		{"command", l_command}, {"guard", l_guard}, {"on", l_on}, {"timer", l_timer},
		{"param", l_param}, {"game", l_game}, {NULL, NULL},
	};
	lua_newtable(L);
	lua_setfield(L, LUA_REGISTRYINDEX, DECL_KEY);
	lua_pushlightuserdata(L, r);
	luaL_setfuncs(L, fns, 1);
}

/* The functions filed as decl[kind][name], pushed as one table (empty if
 * none). */
void decl_functions(lua_State *L, const char *kind, const char *name)
{
	int top = lua_gettop(L);
	lua_getfield(L, LUA_REGISTRYINDEX, DECL_KEY);
	if (lua_getfield(L, -1, kind) == LUA_TTABLE)
		lua_getfield(L, -1, name);
	else
		lua_pushnil(L);
	if (!lua_istable(L, -1)) {
		lua_pop(L, 1);
		lua_newtable(L);
	}
	lua_replace(L, top + 1);
	lua_settop(L, top + 1);
}
