/* sandbox_libs.c: the libraries a rule's script sees (sandbox.h): the
 * allow-lists of Lua's base, string, table, math and utf8 functions, the
 * replacements that make them the same in every run (tostring without
 * addresses, pairs in sorted key order, a stable sort, setmetatable
 * without __gc or __mode, pcall and xpcall that never catch a kill), and
 * the wrappers that charge the budget for work done in C.
 *
 * Lua's library functions are static inside liblua5.4, reachable only by
 * opening a library. Opening all five and cutting them down cost half of a
 * script run (bench/RESULTS.md), so the functions on the allow-lists are
 * learned once per process from a state opened the stock way, and every
 * sandbox is built directly from them. */
#include "script/sandbox.h"

#include <lauxlib.h>
#include <lualib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
		sbx_raise_killed(L);
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

/* ---- the allow-lists, learned once ---- */

/* Not load, dofile, print, collectgarbage, next, the raw functions;
 * tostring, pairs, pcall and xpcall are replaced below. */
static const char *const base_in[] = {
	"assert", "error", "getmetatable", "ipairs", "select", "setmetatable", "tonumber",
	"type", NULL,
};
/* Not dump, pack, packsize or unpack. */
static const char *const string_in[] = {
	"byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "rep",
	"reverse", "sub", "upper", NULL,
};
static const char *const table_in[] = {
	"concat", "insert", "move", "pack", "remove", "unpack", NULL,
};
/* No random source but the engine's (nomic.random), and no libm call
 * whose last bit may differ between builds (Debian's Lua also keeps 5.2's
 * pow, cosh and the rest: left out). */
static const char *const math_in[] = {
	"abs", "ceil", "floor", "fmod", "max", "min", "modf", "sqrt", "tointeger", "type",
	"ult", NULL,
};
static const char *const utf8_in[] = {
	"char", "codepoint", "codes", "len", "offset", NULL,
};

enum { LIB_BASE, LIB_STRING, LIB_TABLE, LIB_MATH, LIB_UTF8, NLIBS };
#define MAX_FNS 16

static const struct lib_spec {
	const char *name;
	lua_CFunction open;
	const char *const *fns;
} libs[NLIBS] = {
	{"_G", luaopen_base, base_in}, {"string", luaopen_string, string_in},
	{"table", luaopen_table, table_in}, {"math", luaopen_math, math_in},
	{"utf8", luaopen_utf8, utf8_in},
};

static struct learned {
	int ok;
	lua_CFunction fn[NLIBS][MAX_FNS];
	char version[32];
	char charpattern[32];
	size_t charpattern_len;
	lua_Number pi, huge;
} stock;
static pthread_once_t learn_once = PTHREAD_ONCE_INIT;

static void learn(void)
{
	lua_State *L = luaL_newstate();
	if (!L)
		return;
	int ok = 1;
	for (int l = 0; l < NLIBS; l++) {
		luaL_requiref(L, libs[l].name, libs[l].open, 1);
		for (int k = 0; libs[l].fns[k]; k++) {
			lua_getfield(L, -1, libs[l].fns[k]);
			stock.fn[l][k] = lua_tocfunction(L, -1);
			ok &= stock.fn[l][k] != NULL;
			if (lua_getupvalue(L, -1, 1)) { /* a closure: not one to copy */
				ok = 0;
				lua_pop(L, 1);
			}
			lua_pop(L, 1);
		}
		lua_pop(L, 1);
	}
	lua_getglobal(L, "_VERSION");
	snprintf(stock.version, sizeof stock.version, "%s", lua_tostring(L, -1));
	lua_getglobal(L, "math");
	lua_getfield(L, -1, "pi");
	stock.pi = lua_tonumber(L, -1);
	lua_getfield(L, -2, "huge");
	stock.huge = lua_tonumber(L, -1);
	lua_getglobal(L, "utf8");
	lua_getfield(L, -1, "charpattern");
	const char *cp = lua_tolstring(L, -1, &stock.charpattern_len);
	ok &= cp && stock.charpattern_len < sizeof stock.charpattern;
	if (ok)
		memcpy(stock.charpattern, cp, stock.charpattern_len);
	lua_close(L);
	stock.ok = ok;
}

/* A new table of library l's allowed functions, at the top. */
static int new_lib(lua_State *L, int l)
{
	lua_createtable(L, 0, MAX_FNS);
	for (int k = 0; libs[l].fns[k]; k++) {
		lua_pushcfunction(L, stock.fn[l][k]);
		lua_setfield(L, -2, libs[l].fns[k]);
	}
	return lua_gettop(L);
}

int sbx_open_libs(lua_State *L, sbx *s)
{
	pthread_once(&learn_once, learn);
	if (!stock.ok)
		return -1;
	lua_pushglobaltable(L);
	int g = lua_gettop(L);
	for (int k = 0; base_in[k]; k++) {
		lua_pushcfunction(L, stock.fn[LIB_BASE][k]);
		lua_setfield(L, g, base_in[k]);
	}
	lua_pushvalue(L, g);
	lua_setfield(L, g, "_G");
	lua_pushstring(L, stock.version);
	lua_setfield(L, g, "_VERSION");
	lua_pushcfunction(L, b_tostring);
	lua_setfield(L, g, "tostring");
	lua_pushcfunction(L, b_pairs);
	lua_setfield(L, g, "pairs");
	lua_pushcfunction(L, b_pcall);
	lua_setfield(L, g, "pcall");
	lua_pushcfunction(L, b_xpcall);
	lua_setfield(L, g, "xpcall");
	wrap(L, g, "setmetatable", b_setmetatable);

	int str = new_lib(L, LIB_STRING);
	wrap(L, str, "rep", s_rep);
	wrap(L, str, "format", s_format);
	static const char *const linear[] = {"upper", "lower", "reverse", "byte", "sub", NULL};
	for (const char *const *f = linear; *f; f++)
		wrap(L, str, *f, s_linear);
	lpat_install(L, str, &s->meter);
	/* Strings' methods ("x"):upper(); getmetatable("") must not hand out
	 * the shared table (CVE-2025-46818's lesson). */
	lua_pushliteral(L, "");
	lua_createtable(L, 0, 2);
	lua_pushvalue(L, str);
	lua_setfield(L, -2, "__index");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_setmetatable(L, -2);
	lua_pop(L, 1);
	lua_setfield(L, g, "string");

	int tab = new_lib(L, LIB_TABLE);
	lua_pushcfunction(L, t_sort);
	lua_setfield(L, tab, "sort");
	wrap(L, tab, "move", t_move);
	wrap(L, tab, "unpack", t_unpack);
	static const char *const by_len[] = {"insert", "remove", "concat", NULL};
	for (const char *const *f = by_len; *f; f++)
		wrap(L, tab, *f, t_charged_len);
	lua_setfield(L, g, "table");

	int m = new_lib(L, LIB_MATH);
	lua_pushnumber(L, stock.pi);
	lua_setfield(L, m, "pi");
	lua_pushnumber(L, stock.huge);
	lua_setfield(L, m, "huge");
	lua_pushinteger(L, LUA_MAXINTEGER);
	lua_setfield(L, m, "maxinteger");
	lua_pushinteger(L, LUA_MININTEGER);
	lua_setfield(L, m, "mininteger");
	lua_setfield(L, g, "math");

	int u = new_lib(L, LIB_UTF8);
	lua_pushlstring(L, stock.charpattern, stock.charpattern_len);
	lua_setfield(L, u, "charpattern");
	static const char *const u_linear[] = {"len", "codepoint", "offset", NULL};
	for (const char *const *f = u_linear; *f; f++)
		wrap(L, u, *f, s_linear);
	lua_setfield(L, g, "utf8");
	lua_settop(L, 0);
	return 0;
}
