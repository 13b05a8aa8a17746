/* sandbox.c: the Lua state a rule's script runs in (see sandbox.h): the
 * allocator with its cap, the count hook with the budget and the time
 * backstop, and the libraries, cut down and made deterministic.
 *
 * A script sees only what this file registers and what api.c adds as the
 * `nomic` table. Lua itself is Debian's liblua5.4, whose string hashes are
 * seeded at random per state; nothing here lets that show: `next` is gone,
 * `pairs` walks the keys in sorted order, and the collector never runs on
 * its own (only when the cap is reached, which is deterministic). */
#include "script/sandbox.h"

#include <lauxlib.h>
#include <lualib.h>
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

/* ---- deterministic replacements ---- */

const char *sbx_tostring(lua_State *L, int idx, size_t *len)
{
	idx = lua_absindex(L, idx);
	if (luaL_callmeta(L, idx, "__tostring")) {
		if (!lua_isstring(L, -1))
			luaL_error(L, "'__tostring' must return a string");
		return lua_tolstring(L, -1, len);
	}
	switch (lua_type(L, idx)) {
	case LUA_TNUMBER:
	case LUA_TSTRING:
		lua_pushvalue(L, idx);
		return lua_tolstring(L, -1, len);
	case LUA_TBOOLEAN:
		lua_pushstring(L, lua_toboolean(L, idx) ? "true" : "false");
		break;
	case LUA_TNIL:
		lua_pushliteral(L, "nil");
		break;
	default:
		/* The stock tostring adds the object's address: it differs
		 * between a run and its replay. */
		lua_pushstring(L, luaL_typename(L, idx));
		break;
	}
	return lua_tolstring(L, -1, len);
}

static int b_tostring(lua_State *L)
{
	luaL_checkany(L, 1);
	sbx_tostring(L, 1, NULL);
	return 1;
}

/* pairs: the keys in a fixed order (booleans, then numbers, then strings,
 * each in its own order), whatever the hash seed. */
static int key_rank(lua_State *L, int idx)
{
	switch (lua_type(L, idx)) {
	case LUA_TBOOLEAN: return 0;
	case LUA_TNUMBER: return 1;
	case LUA_TSTRING: return 2;
	}
	return -1;
}

static int key_less(lua_State *L, int a, int b)
{
	int ra = key_rank(L, a), rb = key_rank(L, b);
	if (ra != rb)
		return ra < rb;
	if (ra == 0)
		return !lua_toboolean(L, a) && lua_toboolean(L, b);
	if (ra == 1)
		return lua_compare(L, a, b, LUA_OPLT);
	size_t la, lb;
	const char *sa = lua_tolstring(L, a, &la), *sb = lua_tolstring(L, b, &lb);
	int c = memcmp(sa, sb, la < lb ? la : lb);
	return c < 0 || (c == 0 && la < lb);
}

/* A stable merge sort of arr[1..n] (a table at index t) with a comparison
 * that may call Lua: the same order in every run, unlike table.sort's
 * randomised pivot. cmp(L, i, j) compares the values at stack i and j. */
typedef int (*sbx_less)(lua_State *L, int a, int b, void *ud);

static void merge_sort(lua_State *L, int t, lua_Integer n, sbx_less less, void *ud)
{
	if (n < 2)
		return;
	lua_createtable(L, (int)(n < INT32_MAX ? n : 0), 0); /* scratch */
	int tmp = lua_gettop(L);
	for (lua_Integer width = 1; width < n; width *= 2) {
		for (lua_Integer lo = 1; lo <= n; lo += 2 * width) {
			lua_Integer mid = lo + width, hi = lo + 2 * width;
			if (mid > n + 1)
				mid = n + 1;
			if (hi > n + 1)
				hi = n + 1;
			lua_Integer i = lo, j = mid, k = lo;
			while (i < mid || j < hi) {
				int take_right = 0;
				if (i < mid && j < hi) {
					lua_geti(L, t, j);
					lua_geti(L, t, i);
					take_right = less(L, -2, -1, ud);
					lua_pop(L, 2);
				} else {
					take_right = i >= mid;
				}
				lua_geti(L, t, take_right ? j++ : i++);
				lua_seti(L, tmp, k++);
			}
			sbx_charge(L, hi - lo);
		}
		for (lua_Integer k = 1; k <= n; k++) {
			lua_geti(L, tmp, k);
			lua_seti(L, t, k);
		}
	}
	lua_pop(L, 1);
}

static int keys_less(lua_State *L, int a, int b, void *ud)
{
	(void)ud;
	return key_less(L, a, b);
}

static int pairs_step(lua_State *L)
{
	lua_Integer i = lua_tointeger(L, lua_upvalueindex(3)) + 1;
	lua_Integer n = (lua_Integer)lua_rawlen(L, lua_upvalueindex(2));
	for (; i <= n; i++) {
		lua_pushinteger(L, i);
		lua_replace(L, lua_upvalueindex(3));
		lua_rawgeti(L, lua_upvalueindex(2), i);
		lua_pushvalue(L, -1);
		lua_rawget(L, lua_upvalueindex(1));
		if (!lua_isnil(L, -1)) /* a key cleared while walking is skipped */
			return 2;
		lua_pop(L, 2);
	}
	return 0;
}

static int b_pairs(lua_State *L)
{
	luaL_checkany(L, 1);
	if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
		lua_pushvalue(L, 1);
		lua_call(L, 1, 3);
		return 3;
	}
	luaL_checktype(L, 1, LUA_TTABLE);
	lua_newtable(L); /* the keys */
	int keys = lua_gettop(L);
	lua_Integer n = 0;
	lua_pushnil(L);
	while (lua_next(L, 1)) {
		lua_pop(L, 1);
		if (key_rank(L, -1) < 0)
			return luaL_error(L, "pairs: a table with %s keys has no fixed order",
					  luaL_typename(L, -1));
		lua_pushvalue(L, -1);
		lua_rawseti(L, keys, ++n);
	}
	sbx_charge(L, n);
	merge_sort(L, keys, n, keys_less, NULL);
	lua_pushvalue(L, 1);
	lua_pushvalue(L, keys);
	lua_pushinteger(L, 0);
	lua_pushcclosure(L, pairs_step, 3);
	lua_pushnil(L);
	lua_pushnil(L);
	return 3;
}

/* table.sort, stable and the same in every run. */
static int sort_less(lua_State *L, int a, int b, void *ud)
{
	a = lua_absindex(L, a);
	b = lua_absindex(L, b);
	if (ud) {
		lua_pushvalue(L, 2);
		lua_pushvalue(L, a);
		lua_pushvalue(L, b);
		lua_call(L, 2, 1);
		int r = lua_toboolean(L, -1);
		lua_pop(L, 1);
		return r;
	}
	if (lua_type(L, a) == LUA_TSTRING && lua_type(L, b) == LUA_TSTRING)
		sbx_charge(L, 1 + (int64_t)(lua_rawlen(L, a) + lua_rawlen(L, b)) / 64);
	return lua_compare(L, a, b, LUA_OPLT);
}

static int t_sort(lua_State *L)
{
	luaL_checktype(L, 1, LUA_TTABLE);
	lua_Integer n = luaL_len(L, 1);
	int has_cmp = !lua_isnoneornil(L, 2);
	if (has_cmp)
		luaL_checktype(L, 2, LUA_TFUNCTION);
	lua_settop(L, 2);
	merge_sort(L, 1, n, sort_less, has_cmp ? L : NULL);
	return 0;
}

/* setmetatable: no finalizers (hooks are off in them, and when they run
 * depends on the collector) and no weak tables (what they lose depends on
 * when it runs). */
static int b_setmetatable(lua_State *L)
{
	if (lua_istable(L, 2)) {
		lua_getfield(L, 2, "__gc");
		lua_getfield(L, 2, "__mode");
		if (!lua_isnil(L, -1) || !lua_isnil(L, -2))
			return luaL_error(L, "setmetatable: __gc and __mode are not allowed");
		lua_pop(L, 2);
	}
	lua_pushvalue(L, lua_upvalueindex(1));
	lua_insert(L, 1);
	lua_call(L, lua_gettop(L) - 1, 1);
	return 1;
}

/* pcall and xpcall catch errors, but never a kill. */
static int rethrow_if_killed(lua_State *L, int results)
{
	sbx *s = sbx_of(L);
	if (s->killed) {
		arm_hook(L, 1);
		lua_pushstring(L, "stopped");
		return lua_error(L);
	}
	return results;
}

static int b_pcall(lua_State *L)
{
	luaL_checkany(L, 1);
	int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
	lua_pushboolean(L, status == LUA_OK);
	lua_insert(L, 1);
	return rethrow_if_killed(L, lua_gettop(L));
}

static int b_xpcall(lua_State *L)
{
	int n = lua_gettop(L);
	luaL_checktype(L, 2, LUA_TFUNCTION);
	lua_pushvalue(L, 1);   /* f */
	lua_copy(L, 2, 1);     /* the handler goes first */
	lua_replace(L, 2);
	int status = lua_pcall(L, n - 2, LUA_MULTRET, 1);
	lua_pushboolean(L, status == LUA_OK);
	lua_replace(L, 1);
	return rethrow_if_killed(L, lua_gettop(L));
}

/* ---- metered library calls ---- */

/* Calls the stock function in upvalue 1 with the same arguments. */
static int call_stock(lua_State *L)
{
	lua_pushvalue(L, lua_upvalueindex(1));
	lua_insert(L, 1);
	lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
	return lua_gettop(L);
}

static int s_rep(lua_State *L)
{
	size_t l, ls = 0;
	luaL_checklstring(L, 1, &l);
	lua_Integer n = luaL_checkinteger(L, 2);
	luaL_optlstring(L, 3, "", &ls);
	if (n > 0) {
		/* string.rep("", 2^40) loops in C without a byte to show for it. */
		lua_Integer each = (lua_Integer)(l + ls) + 1;
		if (n > (INT64_MAX / 2) / each)
			sbx_charge(L, INT64_MAX / 2);
		sbx_charge(L, n * each);
	}
	return call_stock(L);
}

/* Arguments that cost their length: (string) or (string, i, j). */
static int s_linear(lua_State *L)
{
	size_t l = 0;
	if (lua_type(L, 1) == LUA_TSTRING)
		lua_tolstring(L, 1, &l);
	sbx_charge(L, 1 + (int64_t)l);
	return call_stock(L);
}

static int s_format(lua_State *L)
{
	size_t fl;
	const char *f = luaL_checklstring(L, 1, &fl);
	int arg = 1;
	sbx_charge(L, 1 + (int64_t)fl);
	for (size_t i = 0; i < fl; i++) {
		if (f[i] != '%')
			continue;
		if (++i < fl && f[i] == '%')
			continue;
		while (i < fl && strchr("-+ #0123456789.", f[i]))
			i++;
		if (i >= fl)
			break;
		arg++;
		if (f[i] == 'p')
			return luaL_error(L, "string.format: '%%p' shows an address; not allowed");
		if (f[i] == 's' && arg <= lua_gettop(L) && !lua_isstring(L, arg)) {
			size_t len;
			sbx_tostring(L, arg, &len);
			lua_replace(L, arg);
		}
		if (arg <= lua_gettop(L) && lua_type(L, arg) == LUA_TSTRING)
			sbx_charge(L, (int64_t)lua_rawlen(L, arg));
	}
	return call_stock(L);
}

/* table.insert, remove, move, concat and unpack move whole runs of a table
 * in C: charged by the length of the run. */
static int t_charged_len(lua_State *L)
{
	if (lua_istable(L, 1))
		sbx_charge(L, 1 + (int64_t)lua_rawlen(L, 1));
	return call_stock(L);
}

static int t_move(lua_State *L)
{
	lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
	if (e >= f)
		sbx_charge(L, (e - f < INT64_MAX / 4) ? e - f + 1 : INT64_MAX / 2);
	return call_stock(L);
}

static int t_unpack(lua_State *L)
{
	lua_Integer i = luaL_optinteger(L, 2, 1);
	lua_Integer e = lua_isnoneornil(L, 3) ? (lua_Integer)luaL_len(L, 1) : luaL_checkinteger(L, 3);
	if (e >= i)
		sbx_charge(L, (e - i < INT64_MAX / 4) ? e - i + 1 : INT64_MAX / 2);
	return call_stock(L);
}

static void wrap(lua_State *L, int lib, const char *name, lua_CFunction fn)
{
	lua_getfield(L, lib, name);
	lua_pushcclosure(L, fn, 1);
	lua_setfield(L, lib, name);
}

/* Keeps only the listed names of a library table: whatever else this
 * build of Lua adds (Debian's keeps 5.2's math.pow, cosh and others) is
 * left out until someone decides it is safe. */
static void keep_only(lua_State *L, int lib, const char *const *names)
{
	lua_newtable(L);
	for (const char *const *n = names; *n; n++) {
		lua_getfield(L, lib, *n);
		lua_setfield(L, -2, *n);
	}
	/* Empty the library in place: the registry's copy is the same table. */
	for (;;) {
		lua_pushnil(L);
		if (!lua_next(L, lib))
			break;
		lua_pop(L, 1);
		lua_pushnil(L);
		lua_rawset(L, lib);
	}
	lua_pushnil(L);
	while (lua_next(L, -2)) {
		lua_pushvalue(L, -2);
		lua_insert(L, -2);
		lua_rawset(L, lib);
	}
	lua_pop(L, 1);
}

/* ---- opening ---- */

static void open_libs(lua_State *L, sbx *s)
{
	luaL_requiref(L, "_G", luaopen_base, 1);
	int g = lua_gettop(L);
	/* Not load, dofile, print, collectgarbage, next, the raw functions:
	 * and _G itself is the globals table, kept. */
	static const char *const base_in[] = {
		"_G", "_VERSION", "assert", "error", "getmetatable", "ipairs", "select",
		"setmetatable", "tonumber", "type", NULL,
	};
	keep_only(L, g, base_in);
	lua_pushcfunction(L, b_tostring);
	lua_setfield(L, g, "tostring");
	lua_pushcfunction(L, b_pairs);
	lua_setfield(L, g, "pairs");
	lua_pushcfunction(L, b_pcall);
	lua_setfield(L, g, "pcall");
	lua_pushcfunction(L, b_xpcall);
	lua_setfield(L, g, "xpcall");
	wrap(L, g, "setmetatable", b_setmetatable);

	luaL_requiref(L, "string", luaopen_string, 1);
	int str = lua_gettop(L);
	static const char *const string_in[] = {
		"byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match",
		"rep", "reverse", "sub", "upper", NULL,
	};
	keep_only(L, str, string_in);
	wrap(L, str, "rep", s_rep);
	wrap(L, str, "format", s_format);
	static const char *const linear[] = {"upper", "lower", "reverse", "byte", "sub", NULL};
	for (const char *const *f = linear; *f; f++)
		wrap(L, str, *f, s_linear);
	lpat_install(L, str, &s->meter);
	/* getmetatable("") must not hand out the shared string table. */
	lua_pushliteral(L, "");
	lua_getmetatable(L, -1);
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_pop(L, 2);

	luaL_requiref(L, "table", luaopen_table, 1);
	int tab = lua_gettop(L);
	static const char *const table_in[] = {
		"concat", "insert", "move", "pack", "remove", "unpack", NULL,
	};
	keep_only(L, tab, table_in);
	lua_pushcfunction(L, t_sort);
	lua_setfield(L, tab, "sort");
	wrap(L, tab, "move", t_move);
	wrap(L, tab, "unpack", t_unpack);
	static const char *const by_len[] = {"insert", "remove", "concat", NULL};
	for (const char *const *f = by_len; *f; f++)
		wrap(L, tab, *f, t_charged_len);

	/* No random source but the engine's (nomic.random), and no libm call
	 * whose last bit may differ between builds. */
	luaL_requiref(L, "math", luaopen_math, 1);
	static const char *const math_in[] = {
		"abs", "ceil", "floor", "fmod", "huge", "max", "maxinteger", "min",
		"mininteger", "modf", "pi", "sqrt", "tointeger", "type", "ult", NULL,
	};
	keep_only(L, lua_gettop(L), math_in);

	luaL_requiref(L, "utf8", luaopen_utf8, 1);
	int u = lua_gettop(L);
	static const char *const utf8_in[] = {
		"char", "charpattern", "codepoint", "codes", "len", "offset", NULL,
	};
	keep_only(L, u, utf8_in);
	static const char *const u_linear[] = {"len", "codepoint", "offset", NULL};
	for (const char *const *f = u_linear; *f; f++)
		wrap(L, u, *f, s_linear);
	lua_settop(L, 0);
}

static int open_protected(lua_State *L)
{
	open_libs(L, lua_touserdata(L, 1));
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
