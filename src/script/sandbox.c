/* sandbox.c: the Lua state a rule's script runs in (see sandbox.h): the
 * allocator with its cap, the count hook with the budget and the time
 * backstop, and running and loading under them. The libraries, cut down
 * and made deterministic, are sandbox_libs.c's.
 *
 * A script sees only what sandbox_libs.c registers and what the API adds as
 * the `nomic` table. Lua itself is Debian's liblua5.4, whose string hashes are
 * seeded at random per state; nothing here lets that show: `next` is gone,
 * `pairs` walks the keys in sorted order, and the collector never runs on
 * its own (only when the cap is reached, which is deterministic). */
#include "script/sandbox.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

sbx *sbx_of(lua_State *L)
{
	return *(sbx **)lua_getextraspace(L);
}

/* ---- memory ---- */

static void *sbx_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
	sbx *s = ud;
	if (!ptr)
		osize = 0; /* then osize was the kind of object (manual 4.6) */
	if (nsize == 0) {
		free(ptr);
		s->mem -= osize;
		if (s->shared_mem)
			*s->shared_mem -= (int64_t)osize;
		return NULL;
	}
	if (nsize > osize) {
		size_t grow = nsize - osize;
		int64_t total = s->shared_mem ? *s->shared_mem : (int64_t)s->mem;
		if (s->killed || (int64_t)(total + (int64_t)grow) > (int64_t)s->mem_cap) {
			/* Lua collects and asks again once; refused twice, it is
			 * real, and sticky, so that a pcall cannot swallow it. */
			if (s->refused && s->refused_ptr == ptr && s->refused_osize == osize &&
			    s->refused_nsize == nsize && !s->killed)
				s->killed = SBX_MEMORY;
			s->refused = 1;
			s->refused_ptr = ptr;
			s->refused_osize = osize;
			s->refused_nsize = nsize;
			return NULL;
		}
	}
	void *p = realloc(ptr, nsize);
	if (!p)
		return NULL;
	s->refused = 0;
	s->mem += nsize - osize;
	if (s->shared_mem)
		*s->shared_mem += (int64_t)nsize - (int64_t)osize;
	return p;
}

/* Strings are capped where they are made: the allocator learns an object's
 * kind from osize when ptr is NULL (manual 4.6). */
static void *sbx_alloc_capped(void *ud, void *ptr, size_t osize, size_t nsize)
{
	sbx *s = ud;
	if (!ptr && osize == LUA_TSTRING && nsize > SBX_MAX_STRING + 64) {
		if (!s->killed)
			s->killed = SBX_STRING;
		return NULL;
	}
	return sbx_alloc(ud, ptr, osize, nsize);
}

/* ---- the budget ---- */

static int64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void note_where(lua_State *L, lua_Debug *ar, sbx *s)
{
	if (ar && lua_getinfo(L, "l", ar) && ar->currentline > 0)
		snprintf(s->where, sizeof s->where, "line %d", ar->currentline);
}

static void count_hook(lua_State *L, lua_Debug *ar);

static void arm_hook(lua_State *L, int every)
{
	lua_sethook(L, count_hook, LUA_MASKCOUNT, every);
}

static void count_hook(lua_State *L, lua_Debug *ar)
{
	sbx *s = sbx_of(L);
	if (!s->killed) {
		/* Where the script is, for a kill that comes from the allocator,
		 * which cannot ask (the memory cap, a string too long). */
		if (lua_getinfo(L, "l", ar))
			s->last_line = ar->currentline;
		s->meter.left -= SBX_HOOK_EVERY;
		if (s->meter.left <= 0)
			s->killed = SBX_BUDGET;
		else if (s->cpu_limit_ns && (++s->ticks & 7) == 0 &&
			 now_ns() - s->cpu_start_ns > s->cpu_limit_ns)
			s->killed = SBX_TIME;
		if (!s->killed)
			return;
		note_where(L, ar, s);
	}
	arm_hook(L, 1);
	lua_pushstring(L, s->killed == SBX_BUDGET ? "the instruction budget ran out"
			  : s->killed == SBX_TIME  ? "the script ran too long"
						   : "the memory cap was reached");
	lua_error(L);
}

static void meter_exhausted(lua_State *L, void *ud)
{
	sbx *s = ud;
	if (!s->killed) {
		s->killed = SBX_BUDGET;
		lua_Debug ar;
		if (lua_getstack(L, 1, &ar))
			note_where(L, &ar, s);
	}
	arm_hook(L, 1);
	lua_pushstring(L, "the instruction budget ran out");
	lua_error(L);
}

void sbx_raise_killed(lua_State *L)
{
	arm_hook(L, 1);
	lua_pushstring(L, "stopped");
	lua_error(L);
}

void sbx_charge(lua_State *L, int64_t n)
{
	sbx *s = sbx_of(L);
	if (n < 0)
		n = INT64_MAX / 2;
	if (s->meter.left > n && !s->killed) {
		s->meter.left -= n;
		return;
	}
	s->meter.left = 0;
	meter_exhausted(L, s);
}

static int open_protected(lua_State *L)
{
	if (sbx_open_libs(L, lua_touserdata(L, 1)))
		return luaL_error(L, "the Lua libraries could not be learned");
	return 0;
}

lua_State *sbx_open(sbx *s, int64_t budget, size_t mem_cap, int64_t *shared_mem,
		    int64_t cpu_ms)
{
	memset(s, 0, sizeof *s);
	s->budget = budget;
	s->meter.left = budget;
	s->meter.exhausted = meter_exhausted;
	s->meter.ud = s;
	s->mem_cap = mem_cap;
	s->shared_mem = shared_mem;
	s->cpu_limit_ns = cpu_ms * 1000000;
	s->cpu_start_ns = now_ns();
	lua_State *L = lua_newstate(sbx_alloc_capped, s);
	if (!L)
		return NULL;
	s->L = L;
	*(sbx **)lua_getextraspace(L) = s;
	lua_gc(L, LUA_GCSTOP);
	lua_pushcfunction(L, open_protected);
	lua_pushlightuserdata(L, s);
	if (lua_pcall(L, 1, 0, 0) != LUA_OK) {
		sbx_close(s);
		return NULL;
	}
	arm_hook(L, SBX_HOOK_EVERY);
	return L;
}

void sbx_close(sbx *s)
{
	if (s->L)
		lua_close(s->L);
	s->L = NULL;
}

/* ---- running ---- */

/* Runs protected, where making a string may fail safely: the caller reads
 * the message outside, where it must not have to make one. */
static int message_handler(lua_State *L)
{
	if (lua_type(L, 1) != LUA_TSTRING) {
		const char *kind = luaL_typename(L, 1);
		lua_pushfstring(L, "(error object is a %s value)", kind);
	}
	return 1;
}

int sbx_pcall(sbx *s, int nargs, int nresults, char *err, size_t errlen)
{
	lua_State *L = s->L;
	int base = lua_gettop(L) - nargs;
	lua_pushcfunction(L, message_handler);
	lua_insert(L, base);
	int status = lua_pcall(L, nargs, nresults, base);
	lua_remove(L, base);
	if (s->killed) {
		if (status == LUA_OK)
			lua_pop(L, nresults == LUA_MULTRET ? 0 : nresults);
		else
			lua_pop(L, 1);
		const char *what = s->killed == SBX_BUDGET ? "it used its whole instruction budget"
				 : s->killed == SBX_TIME   ? "it ran longer than the time allowed"
				 : s->killed == SBX_STRING ? "it made a string too long"
							   : "it reached the memory cap";
		if (!s->where[0] && s->last_line > 0)
			snprintf(s->where, sizeof s->where, "line %d", s->last_line);
		snprintf(err, errlen, "%s%sstopped: %s", s->where, s->where[0] ? ": " : "", what);
		return -1;
	}
	if (status == LUA_OK)
		return 0;
	snprintf(err, errlen, "%s", status == LUA_ERRMEM ? "not enough memory"
				    : lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "error");
	lua_pop(L, 1);
	return -1;
}

int sbx_load(sbx *s, const char *source, const char *chunkname, char *err, size_t errlen)
{
	/* Text only: bytecode can crash the interpreter (manual 6.1). */
	if (luaL_loadbufferx(s->L, source, strlen(source), chunkname, "t") == LUA_OK)
		return 0;
	snprintf(err, errlen, "%s", s->killed ? "the script is too large"
			   : lua_type(s->L, -1) == LUA_TSTRING ? lua_tostring(s->L, -1)
							       : "cannot load");
	lua_pop(s->L, 1);
	return -1;
}
