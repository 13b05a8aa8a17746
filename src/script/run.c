/* run.c: one run of a rule's script (script_impl.h): the limits it runs
 * under, a fresh sandbox, the top level again, the handlers called in the
 * order declared, and what a failure does.
 *
 * Limits: script.budget instructions for all the runs of one event,
 * script.memory bytes for the Lua states one event holds at once, and
 * script.time as a backstop against work the budget cannot see (R101
 * binds all three). Live, a run past any of them is stopped. In replay the
 * log is the truth: a run that failed live is not run again but fails the
 * same way (the event records its failures under "_script_failures"), and
 * a run that succeeded live is given REPLAY_SLACK times the limits and no
 * clock, so that a run which fitted live can never fail on replay because
 * of a slower machine or a rebuilt Lua.
 *
 * A failure fails the command, unless the event is the clock's or the run
 * reacts to an event another part announced: then it is recorded, the
 * run's changes are undone and the event goes on, so that a broken script
 * can stop neither the clock nor what the rules say happens. */
#include "script/script_impl.h"

#include <lauxlib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 4     /* runs inside runs: a script's effect runs a script */
#define REPLAY_SLACK 4

void api_game_register(lua_State *L, srun *r);

void api_open(lua_State *L, srun *r)
{
	lua_newtable(L);
	api_read_register(L, r);
	api_act_register(L, r);
	api_declare_register(L, r);
	api_game_register(L, r);
	lua_pushstring(L, r->s->number);
	lua_setfield(L, -2, "self");
	lua_setglobal(L, "nomic");
}

/* ---- messages ---- */

/* Replaces bytes that are not well-formed UTF-8 with '?': the message goes
 * into the log's JSON (which refuses overlongs and surrogates too) and
 * into replies. */
static void utf8_clean(char *s)
{
	size_t n = strlen(s);
	for (size_t i = utf8_bad_at(s, n); i < n; i += 1 + utf8_bad_at(s + i + 1, n - i - 1))
		s[i] = '?';
}

void srun_message(const script *s, const char *lua_err, char *out, size_t len)
{
	char prefix[64];
	int k = snprintf(prefix, sizeof prefix, "Rule %s:", s->number);
	const char *p = lua_err;
	if (strncmp(p, prefix, (size_t)k) == 0 && p[k] >= '0' && p[k] <= '9') {
		p += k;
		size_t digits = strspn(p, "0123456789");
		if (p[digits] == ':') {
			snprintf(out, len, "Rule %s, line %.*s:%s", s->number, (int)digits, p,
				 p + digits + 1);
			utf8_clean(out);
			return;
		}
	}
	if (strncmp(lua_err, "line ", 5) == 0)
		snprintf(out, len, "Rule %s, %s", s->number, lua_err);
	else
		snprintf(out, len, "Rule %s: %s", s->number, lua_err);
	utf8_clean(out);
}

/* ---- failures recorded in the event ---- */

static const char *recorded_failure(const event_scope *sc, int run)
{
	char key[16];
	snprintf(key, sizeof key, "%d", run);
	return json_string_value(json_object_get(
		json_object_get(scope_recorded(sc), "_script_failures"), key));
}

static void record_failure(event_scope *sc, int run, const char *msg)
{
	if (!sc->args)
		return;
	json_t *f = json_object_get(sc->args, "_script_failures");
	if (!f) {
		f = json_object();
		json_object_set_new(sc->args, "_script_failures", f);
	}
	char key[16];
	snprintf(key, sizeof key, "%d", run);
	json_object_set_new(f, key, json_string(msg));
}

/* ---- one run ---- */

typedef struct tramp {
	srun *r;
	const char *kind, *name;
	srun_push push;
	srun_take take;
	void *arg;
	int declare_only;
} tramp;

/* ---- the compiled chunk, cached ---- */

/* Compiling a script costs as much as running most of them, so each
 * process keeps the chunk it compiled (lua_dump) and loads that the next
 * time. It is bytecode this Lua made from the source it had just compiled,
 * never read from the log or a client, so it is as safe as the source; it
 * is used only for the same source under the same chunk name (the name is
 * inside the chunk). Readers' views may run scripts at the same time, so
 * the cache is read and filled under a lock, and loads use a copy. */
static pthread_mutex_t chunk_lock = PTHREAD_MUTEX_INITIALIZER;

typedef struct dumpbuf {
	char *p;
	size_t n, cap;
} dumpbuf;

static int dump_writer(lua_State *L, const void *p, size_t sz, void *ud)
{
	dumpbuf *b = ud;
	if (b->n + sz > b->cap) {
		b->cap = 2 * (b->n + sz);
		b->p = xrealloc(b->p, b->cap);
	}
	memcpy(b->p + b->n, p, sz);
	b->n += sz;
	return 0;
}

static int cache_fresh(const script *s, const char *name)
{
	return s->chunk && strcmp(s->chunk_src, s->source) == 0 &&
	       strcmp(s->chunk_name, name) == 0;
}

/* Pushes the script's main function; a status as luaL_loadbufferx's (it
 * never raises, so no lock or buffer is left behind). */
static int load_script(lua_State *L, script *s, const char *name)
{
	char *copy = NULL;
	size_t n = 0;
	pthread_mutex_lock(&chunk_lock);
	if (cache_fresh(s, name)) {
		n = s->nchunk;
		copy = memcpy(xmalloc(n), s->chunk, n);
	}
	pthread_mutex_unlock(&chunk_lock);
	if (copy) {
		int rc = luaL_loadbufferx(L, copy, n, name, "b");
		free(copy);
		return rc;
	}
	/* Text only: bytecode from anywhere else can crash Lua (manual 6.1). */
	int rc = luaL_loadbufferx(L, s->source, strlen(s->source), name, "t");
	if (rc != LUA_OK)
		return rc;
	dumpbuf b = {0};
	lua_dump(L, dump_writer, &b, 0); /* with line numbers, for errors */
	pthread_mutex_lock(&chunk_lock);
	if (!cache_fresh(s, name)) {
		free(s->chunk);
		free(s->chunk_src);
		free(s->chunk_name);
		s->chunk = b.p;
		s->nchunk = b.n;
		s->chunk_src = xstrdup(s->source);
		s->chunk_name = xstrdup(name);
		b.p = NULL;
	}
	pthread_mutex_unlock(&chunk_lock);
	free(b.p);
	return LUA_OK;
}

/* Everything a run does with Lua happens in here, under one protected
 * call, so that no error can escape into C that holds resources. */
static int trampoline(lua_State *L)
{
	tramp *t = lua_touserdata(L, 1);
	srun *r = t->r;
	lua_settop(L, 0);
	api_open(L, r);
	char chunk[64], err[256];
	snprintf(chunk, sizeof chunk, "=Rule %s", r->s->number);
	if (load_script(L, r->s, chunk) != LUA_OK)
		return lua_error(L);
	r->top = 1;
	lua_call(L, 0, 0);
	r->top = 0;
	if (t->declare_only)
		return 0;
	if (strncmp(t->kind, "game:", 5) == 0) {
		/* A game's handler: the spec's field, if it has one. */
		decl_functions(L, "game", t->name);
		lua_rawgeti(L, -1, 1);
		lua_newtable(L);
		if (lua_istable(L, -2) && lua_getfield(L, -2, t->kind + 5) == LUA_TFUNCTION)
			lua_rawseti(L, -2, 1);
		else
			lua_pop(L, 1);
	} else {
		decl_functions(L, t->kind, t->name);
	}
	int list = lua_gettop(L);
	lua_Integer n = (lua_Integer)lua_rawlen(L, list);
	for (lua_Integer i = 1; i <= n; i++) {
		int base = lua_gettop(L);
		lua_rawgeti(L, list, i);
		int nargs = t->push ? t->push(L, r, t->arg) : 0;
		lua_call(L, nargs, LUA_MULTRET);
		int nres = lua_gettop(L) - base;
		int rc = t->take ? t->take(L, r, nres, t->arg, err, sizeof err) : 0;
		lua_settop(L, base);
		if (rc < 0)
			return luaL_error(L, "%s", err);
		if (rc > 0)
			break;
	}
	return 0;
}

static const char *kill_limit(const nomic *n, enum sbx_kill k, char *buf, size_t len)
{
	switch (k) {
	case SBX_BUDGET:
		snprintf(buf, len, " (script.budget: %lld instructions an event, R101)",
			 (long long)param_int(n, "script.budget"));
		break;
	case SBX_MEMORY:
		snprintf(buf, len, " (script.memory: %lld bytes, R101)",
			 (long long)param_int(n, "script.memory"));
		break;
	case SBX_STRING:
		snprintf(buf, len, " (a string in a script is at most %d bytes)", SBX_MAX_STRING);
		break;
	case SBX_TIME:
		snprintf(buf, len, " (script.time: %lld ms, R101)",
			 (long long)param_int(n, "script.time"));
		break;
	default:
		buf[0] = '\0';
	}
	return buf;
}

static int run_lua(srun *r, tramp *t, int64_t budget, int64_t mem, int64_t ms,
		   event_scope *sc, char *msg, size_t msglen)
{
	char raw[512], limit[96];
	lua_State *L = sbx_open(&r->sb, budget, (size_t)mem, sc ? &sc->script_memory : NULL, ms);
	if (!L) {
		snprintf(msg, msglen, "Rule %s: Lua could not start", r->s->number);
		return -1;
	}
	if (sc) {
		sc->script_depth++;
		r->outer = sc->script_active;
		sc->script_active = r;
	}
	lua_pushcfunction(L, trampoline);
	lua_pushlightuserdata(L, t);
	int rc = sbx_pcall(&r->sb, 1, 0, raw, sizeof raw);
	if (sc) {
		sc->script_depth--;
		sc->script_active = r->outer;
		sc->script_steps += r->sb.budget - (r->sb.meter.left > 0 ? r->sb.meter.left : 0);
	}
	enum sbx_kill killed = r->sb.killed;
	sbx_close(&r->sb);
	if (rc == 0)
		return 0;
	char m[600];
	srun_message(r->s, raw, m, sizeof m);
	snprintf(msg, msglen, "%s%s", m, kill_limit(r->n, killed, limit, sizeof limit));
	return -1;
}

/* What the runs still going on (this one is inside them) have used: the
 * budget is the event's, however deep the runs go. */
static int64_t steps_running(const event_scope *sc)
{
	int64_t used = 0;
	for (const srun *o = sc->script_active; o; o = o->outer)
		used += o->sb.budget - (o->sb.meter.left > 0 ? o->sb.meter.left : 0);
	return used;
}

int srun_call(ctx *c, const nomic *n, script *s, enum srun_phase phase, int contain,
	      const char *kind, const char *name, srun_push push, srun_take take, void *arg,
	      char *err, size_t errlen)
{
	event_scope *sc = c ? c->scope : NULL;
	int run = sc ? sc->script_runs++ : 0;
	char msg[700];
	size_t mark = c ? undo_mark(c->j) : 0;
	size_t news = sc ? sc->news.len : 0; /* nomic.announce's, undone with the rest */
	const char *was = sc && c->replaying && scope_recorded(sc) ? recorded_failure(sc, run) : NULL;
	if (was) {
		snprintf(msg, sizeof msg, "%s", was);
	} else {
		int64_t budget = param_int(n, "script.budget");
		int64_t mem = param_int(n, "script.memory");
		int64_t ms = param_int(n, "script.time");
		if (c && c->replaying) {
			budget *= REPLAY_SLACK;
			mem *= REPLAY_SLACK;
			ms = 0;
		}
		if (sc)
			budget -= sc->script_steps + steps_running(sc);
		srun r = {.s = s, .n = n, .c = c, .phase = phase};
		tramp t = {&r, kind, name, push, take, arg, 0};
		if (budget <= 0)
			snprintf(msg, sizeof msg, "Rule %s: stopped: this event's scripts have used "
				 "the whole budget (script.budget, R101)", s->number);
		else if (sc && sc->script_depth >= MAX_DEPTH)
			snprintf(msg, sizeof msg, "Rule %s: stopped: scripts run inside scripts "
				 "more than %d deep", s->number, MAX_DEPTH);
		else if (run_lua(&r, &t, budget, mem, ms, sc, msg, sizeof msg) == 0)
			return 0;
	}
	if (!c) {
		snprintf(err, errlen, "%s", msg);
		return -1;
	}
	if (sc) {
		record_failure(sc, run, msg);
		if (sc->news.len > news) {
			sc->news.len = news;
			sc->news.s[news] = '\0';
		}
	}
	if (contain || (sc && sc->clock)) {
		undo_rollback(c->j, mark);
		ctx_reply(c, "%s[%s]", c->out.len ? "\n  " : "", msg);
		return 1;
	}
	return ctx_fail(c, "%s", msg);
}

int srun_declare(ctx *c, script *s, script_decls *d, char *err, size_t errlen)
{
	srun r = {.s = s, .n = c->n, .c = c, .phase = SR_ACT, .collect = d, .installing = 1};
	tramp t = {&r, NULL, NULL, NULL, NULL, NULL, 1};
	int64_t slack = c->replaying ? REPLAY_SLACK : 1;
	return run_lua(&r, &t, slack * param_int(c->n, "script.budget"),
		       slack * param_int(c->n, "script.memory"),
		       c->replaying ? 0 : param_int(c->n, "script.time"), c->scope, err, errlen);
}
