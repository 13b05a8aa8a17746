/* hooks.c: where the engine calls the scripts (module.h): a command a
 * script added, the guards on a command (which may refuse it, citing their
 * rule), the reactions after it, and the reactions to events other parts
 * announce (a proposal's result, a player going On Ice). */
#include "script/script_impl.h"

#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

/* What a handler learns of a command: its name, who gave it, its words,
 * what the server made of them (the logged arguments, less the private
 * ones) and the time. */
typedef struct cmd_info {
	const command *cmd;
	int argc;
	char **argv;
	char reason[400];   /* a guard's or a command's refusal */
	int refused;
} cmd_info;

static const char *actor_of(const ctx *c)
{
	switch (c->kind) {
	case ACTOR_ADMIN: return c->cause ? c->cause : "admin";
	case ACTOR_CLOCK: return "clock";
	case ACTOR_PLAYER: return c->actor->name;
	case ACTOR_ANON: break;
	}
	return "";
}

static int push_cmd(lua_State *L, srun *r, void *arg)
{
	const cmd_info *ci = arg;
	ctx *c = r->c;
	lua_createtable(L, 0, 6);
	lua_pushstring(L, ci->cmd->name);
	lua_setfield(L, -2, "name");
	lua_pushstring(L, actor_of(c));
	lua_setfield(L, -2, "actor");
	lua_createtable(L, ci->argc, 0);
	for (int i = 0; i < ci->argc; i++) {
		lua_pushstring(L, ci->argv[i]);
		lua_rawseti(L, -2, i + 1);
	}
	lua_setfield(L, -2, "words");
	lua_newtable(L);
	const char *key;
	json_t *v;
	json_object_foreach(c->args, key, v) {
		if (key[0] == '_')
			continue;
		val_push_json(L, v);
		lua_setfield(L, -2, key);
	}
	lua_setfield(L, -2, "args");
	lua_pushinteger(L, (lua_Integer)c->now);
	lua_setfield(L, -2, "time");
	return 1;
}

static int push_data(lua_State *L, srun *r, void *arg)
{
	val_push_json(L, arg);
	if (lua_istable(L, -1)) {
		lua_pushinteger(L, (lua_Integer)r->c->now);
		lua_setfield(L, -2, "time");
	}
	return 1;
}

/* A guard returns nothing to let the command be, or the reason it may
 * not. */
static int take_guard(lua_State *L, srun *r, int nres, void *arg, char *err, size_t len)
{
	cmd_info *ci = arg;
	if (nres == 0 || lua_isnil(L, -nres))
		return 0;
	if (lua_type(L, -nres) != LUA_TSTRING) {
		snprintf(err, len, "a guard returns nil or the reason for refusing");
		return -1;
	}
	snprintf(ci->reason, sizeof ci->reason, "%s", lua_tostring(L, -nres));
	ci->refused = 1;
	return 1;
}

/* A command's handler returns its reply, or nil and the reason it
 * refuses. */
static int take_reply(lua_State *L, srun *r, int nres, void *arg, char *err, size_t len)
{
	cmd_info *ci = arg;
	if (nres == 0)
		return 0;
	int first = lua_gettop(L) - nres + 1;
	if (!lua_toboolean(L, first)) {
		if (nres >= 2 && lua_type(L, first + 1) == LUA_TSTRING) {
			snprintf(ci->reason, sizeof ci->reason, "%s", lua_tostring(L, first + 1));
			ci->refused = 1;
		}
		return 1;
	}
	if (lua_type(L, first) == LUA_TSTRING)
		ctx_reply(r->c, "%s%s", r->c->out.len ? "\n" : "", lua_tostring(L, first));
	else if (!lua_isboolean(L, first)) {
		snprintf(err, len, "a command returns its reply, or nil and a reason");
		return -1;
	}
	return 1;
}

int script_command_run(ctx *c, int argc, char **argv)
{
	/* The command's entry is the first member of its script_cmd. */
	const script_cmd *sc = (const script_cmd *)c->cmd;
	if (!script_find(c->n, sc->owner->number))
		return ctx_fail(c, "Rule %s has no script now", sc->owner->number);
	cmd_info ci = {c->cmd, argc, argv, "", 0};
	char err[8];
	enum srun_phase phase = (c->cmd->flags & CMD_READONLY) ? SR_READ : SR_ACT;
	int rc = srun_call(c, c->n, sc->owner, phase, 0, "command", sc->name, push_cmd, take_reply,
			   &ci, err, sizeof err);
	if (rc)
		return -1;
	if (ci.refused)
		return ctx_fail(c, "%s (Rule %s)", ci.reason, sc->owner->number);
	return 0;
}

/* The scripts now installed, copied: a reaction may repeal a rule (and so
 * remove a script) while the others wait their turn. */
static script **snapshot(const nomic *n, int *count)
{
	*count = n->scripts ? n->scripts->n : 0;
	if (!*count)
		return NULL;
	script **v = xmalloc((size_t)*count * sizeof *v);
	memcpy(v, n->scripts->v, (size_t)*count * sizeof *v);
	return v;
}

static int still_installed(const nomic *n, const script *s)
{
	return script_find(n, s->number) == s;
}

int script_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	int count;
	script **v = snapshot(c->n, &count);
	int rc = 0;
	char err[8];
	cmd_info ci = {cmd, argc, argv, "", 0};
	/* Guards first; the clock's default actions are not theirs to refuse. */
	for (int i = 0; rc == 0 && cmd->perm != P_CLOCK && i < count; i++) {
		script *s = v[i];
		if (!still_installed(c->n, s) || !decls_has(s->decls->guards, s->decls->nguards,
							     cmd->name))
			continue;
		if (srun_call(c, c->n, s, SR_READ, 0, "guard", cmd->name, push_cmd, take_guard, &ci,
			      err, sizeof err) < 0)
			rc = -1;
		else if (ci.refused)
			rc = ctx_fail(c, "Rule %s: %s", s->number, ci.reason);
	}
	for (int i = 0; rc == 0 && i < count; i++) {
		script *s = v[i];
		if (still_installed(c->n, s) &&
		    decls_has(s->decls->events, s->decls->nevents, cmd->name) &&
		    srun_call(c, c->n, s, SR_ACT, 0, "on", cmd->name, push_cmd, NULL, &ci, err,
			      sizeof err) < 0)
			rc = -1;
	}
	free(v);
	return rc;
}

int script_react(ctx *c, script *s, const char *event, const json_t *data, int contain)
{
	char err[8];
	return srun_call(c, c->n, s, SR_ACT, contain, "on", event, push_data, NULL, (void *)data, err,
			 sizeof err);
}

int script_on_event(ctx *c, const char *event, const json_t *data)
{
	int count;
	script **v = snapshot(c->n, &count);
	int rc = 0;
	for (int i = 0; rc == 0 && i < count; i++)
		if (still_installed(c->n, v[i]) &&
		    decls_has(v[i]->decls->events, v[i]->decls->nevents, event) &&
		    script_react(c, v[i], event, data, 1) < 0)
			rc = -1;
	free(v);
	return rc;
}
