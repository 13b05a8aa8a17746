/* bench_sandbox.c: the parts of one script run (issue 11), timed apart, and
 * two ways to make them cheaper, measured beside them in the same run.
 * run.c opens a fresh sandbox for every run (sbx_open: lua_newstate and the
 * cut-down libraries), compiles the rule's script from its text, runs it
 * and closes the state. This times, per iteration:
 *   bare:     lua_newstate + lua_close, no libraries (a counting allocator);
 *   sandbox:  sbx_open + sbx_close, as every run does;
 *   compile:  luaL_loadbufferx of bench_guard's script (guard + reaction),
 *             text, in one reused state;
 *   binary:   lua_load of that chunk as lua_dump made it once: what a
 *             compiled-chunk cache (dumped by the server from the source
 *             it compiled itself, never taken from outside) would cost;
 *   lean:     lua_newstate + building the very same globals directly from
 *             the C functions the sandbox ends up with (found once by
 *             walking a sandbox's globals), with as many upvalues each,
 *             + lua_close: what opening would cost without luaL_requiref's
 *             full libraries and keep_only's trimming.
 * The parts take turns, 100 iterations at a time.
 * Usage: bench_sandbox [ITERATIONS] (default 20000) */
#include "bench_script.h"

#include "bench_util.h"
#include "script/sandbox.h"

#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char source[] = BENCH_GUARD_LUA BENCH_REACT_LUA;

static void *count_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
	size_t *mem = ud;
	if (!ptr)
		osize = 0;
	if (nsize == 0) {
		free(ptr);
		*mem -= osize;
		return NULL;
	}
	void *p = realloc(ptr, nsize);
	if (p)
		*mem += nsize - osize;
	return p;
}

/* ---- the sandbox's globals, as a flat list to rebuild ---- */

typedef struct field {
	int lib;                /* index of its library in globals, -1: a global */
	char name[32];
	int type;
	lua_CFunction fn;
	int nups;
	int isint;
	lua_Integer i;
	lua_Number d;
	char str[64];
} field;

static field fields[256];
static int nfields;
static char libs[16][32];
static int nlibs, lib_fields[16];

static void take(lua_State *L, int lib, const char *name)
{
	if (nfields == (int)(sizeof fields / sizeof fields[0]))
		return;
	field *f = &fields[nfields++];
	memset(f, 0, sizeof *f);
	f->lib = lib;
	if (lib >= 0)
		lib_fields[lib]++;
	snprintf(f->name, sizeof f->name, "%s", name);
	f->type = lua_type(L, -1);
	switch (f->type) {
	case LUA_TFUNCTION: {
		f->fn = lua_tocfunction(L, -1);
		lua_Debug ar;
		lua_pushvalue(L, -1);
		lua_getinfo(L, ">u", &ar);
		f->nups = ar.nups;
		break;
	}
	case LUA_TNUMBER:
		f->isint = lua_isinteger(L, -1);
		f->i = lua_tointeger(L, -1);
		f->d = lua_tonumber(L, -1);
		break;
	case LUA_TSTRING:
		snprintf(f->str, sizeof f->str, "%s", lua_tostring(L, -1));
		break;
	}
}

/* Walks a real sandbox's globals once (lua_next from C: the order does not
 * matter here, only what is there). */
static int learn(void)
{
	sbx s;
	lua_State *L = sbx_open(&s, 1000000, 32 << 20, NULL, 0);
	if (!L)
		return -1;
	lua_pushglobaltable(L);
	lua_pushnil(L);
	while (lua_next(L, -2)) {
		const char *k = lua_tostring(L, -2);
		if (lua_type(L, -1) == LUA_TTABLE && strcmp(k, "_G") && nlibs < 16) {
			int lib = nlibs++;
			snprintf(libs[lib], sizeof libs[lib], "%s", k);
			lua_pushnil(L);
			while (lua_next(L, -2)) {
				take(L, lib, lua_tostring(L, -2));
				lua_pop(L, 1);
			}
		} else if (lua_type(L, -1) != LUA_TTABLE) {
			take(L, -1, k);
		}
		lua_pop(L, 1);
	}
	sbx_close(&s);
	return 0;
}

static void push_field(lua_State *L, const field *f)
{
	switch (f->type) {
	case LUA_TFUNCTION:
		if (!f->fn) { /* not a C function: none in the sandbox today */
			lua_pushnil(L);
			break;
		}
		for (int u = 0; u < f->nups; u++)
			lua_pushnil(L);
		lua_pushcclosure(L, f->fn, f->nups);
		break;
	case LUA_TNUMBER:
		if (f->isint)
			lua_pushinteger(L, f->i);
		else
			lua_pushnumber(L, f->d);
		break;
	case LUA_TSTRING:
		lua_pushstring(L, f->str);
		break;
	default:
		lua_pushnil(L);
	}
}

static lua_State *lean_open(size_t *mem)
{
	lua_State *L = lua_newstate(count_alloc, mem);
	if (!L)
		return NULL;
	lua_gc(L, LUA_GCSTOP);
	lua_pushglobaltable(L);
	int g = lua_gettop(L);
	for (int i = 0; i < nfields; i++)
		if (fields[i].lib < 0) {
			push_field(L, &fields[i]);
			lua_setfield(L, g, fields[i].name);
		}
	lua_pushvalue(L, g);
	lua_setfield(L, g, "_G");
	for (int lib = 0; lib < nlibs; lib++) {
		lua_createtable(L, 0, lib_fields[lib]);
		for (int i = 0; i < nfields; i++)
			if (fields[i].lib == lib) {
				push_field(L, &fields[i]);
				lua_setfield(L, -2, fields[i].name);
			}
		if (strcmp(libs[lib], "string") == 0) {
			/* Strings' metatable: __index, and no way to reach it. */
			lua_pushliteral(L, "");
			lua_createtable(L, 0, 2);
			lua_pushvalue(L, -3);
			lua_setfield(L, -2, "__index");
			lua_pushboolean(L, 0);
			lua_setfield(L, -2, "__metatable");
			lua_setmetatable(L, -2);
			lua_pop(L, 1);
		}
		lua_setfield(L, g, libs[lib]);
	}
	lua_settop(L, 0);
	return L;
}

/* ---- the chunk, dumped ---- */

typedef struct buf {
	char *p;
	size_t n, cap;
} buf;

static int writer(lua_State *L, const void *p, size_t sz, void *ud)
{
	buf *b = ud;
	if (b->n + sz > b->cap) {
		b->cap = 2 * (b->n + sz);
		b->p = realloc(b->p, b->cap);
		if (!b->p)
			return 1;
	}
	memcpy(b->p + b->n, p, sz);
	b->n += sz;
	return 0;
}

int main(int argc, char **argv)
{
	const char *usage = "usage: bench_sandbox [ITERATIONS]";
	if (argc > 2) {
		fprintf(stderr, "%s\n", usage);
		return 2;
	}
	long n = argc == 2 ? bench_arg(argv[1], usage) : 20000;
	if (n < 1)
		n = 1;
	if (learn()) {
		fprintf(stderr, "bench_sandbox: the sandbox would not open\n");
		return 1;
	}
	/* The compiled chunk, dumped once. */
	lua_State *L = luaL_newstate();
	buf dump = {0};
	if (luaL_loadbufferx(L, source, strlen(source), "=Rule 1391", "t") != LUA_OK ||
	    lua_dump(L, writer, &dump, 0)) {
		fprintf(stderr, "bench_sandbox: cannot compile the script\n");
		return 1;
	}
	lua_pop(L, 1);

	/* Rounds of ROUND iterations of each part in turn, the first rotating,
	 * so that load from other processes falls on all of them alike. */
	enum { BARE, SANDBOX, LEAN, COMPILE, BINARY, PARTS };
	double t[PARTS] = {0};
	size_t sbx_bytes = 0, lean_bytes = 0, mem = 0;
	const long ROUND = 100;
	for (long done = 0, r = 0; done < n; done += ROUND, r++) {
		long k = n - done < ROUND ? n - done : ROUND;
		for (int j = 0; j < PARTS; j++) {
			int part = (int)((r + j) % PARTS);
			double t0 = bench_now();
			for (long i = 0; i < k; i++) {
				sbx s;
				lua_State *S;
				switch (part) {
				case BARE:
					lua_close(lua_newstate(count_alloc, &mem));
					break;
				case SANDBOX:
					if (!sbx_open(&s, 1000000, 32 << 20, NULL, 0))
						return 1;
					sbx_bytes = s.mem;
					sbx_close(&s);
					break;
				case LEAN:
					mem = 0;
					if (!(S = lean_open(&mem)))
						return 1;
					lean_bytes = mem;
					lua_close(S);
					break;
				case COMPILE:
				case BINARY:
					if (luaL_loadbufferx(L, part == COMPILE ? source : dump.p,
							     part == COMPILE ? strlen(source) : dump.n,
							     "=Rule 1391", part == COMPILE ? "t" : "b")) {
						fprintf(stderr, "bench_sandbox: %s\n", lua_tostring(L, -1));
						return 1;
					}
					lua_pop(L, 1);
					break;
				}
			}
			t[part] += bench_now() - t0;
		}
	}
	lua_close(L);
	free(dump.p);
	double bare = t[BARE] / (double)n, sandbox = t[SANDBOX] / (double)n;
	double lean = t[LEAN] / (double)n, compile = t[COMPILE] / (double)n;
	double binary = t[BINARY] / (double)n;

	printf("script_sandbox iterations=%ld us bare=%.2f sandbox=%.2f lean=%.2f "
	       "compile=%.2f binary=%.2f lean_vs_sandbox=%.3f binary_vs_compile=%.3f "
	       "globals=%d libs=%d bytes sandbox=%zu lean=%zu source_bytes=%zu dump_bytes=%zu\n",
	       n, 1e6 * bare, 1e6 * sandbox, 1e6 * lean, 1e6 * compile, 1e6 * binary,
	       lean / sandbox, binary / compile, nfields, nlibs, sbx_bytes, lean_bytes,
	       strlen(source), dump.n);
	return 0;
}
