/* sandbox.h: a Lua 5.4 state fit to run a rule's script: no way out (no
 * io, os, package, debug, load, string.dump), no way to hang (an
 * instruction budget, a memory cap, a cap on each string, metered library
 * calls and a time backstop), and no way to behave differently between
 * a live run and its replay (pairs in a fixed order, no next, no addresses
 * in tostring, a stable sort, no garbage collector running on its own, no
 * finalizers or weak tables). ../shared/notes/lua-sandbox.md has the
 * research behind each choice.
 *
 * A sandbox lives for one run of one script and is closed after it: the
 * scripts keep no state in Lua between runs (src/script/kv.c keeps it). */
#ifndef NOMIC_SCRIPT_SANDBOX_H
#define NOMIC_SCRIPT_SANDBOX_H

#include "script/lpattern.h"

#include <lua.h>
#include <stddef.h>
#include <stdint.h>

/* The longest string a script may make: every string operation in Lua's
 * C code is linear in its operands, so this bounds the work one VM
 * instruction can do between two budget checks. */
#define SBX_MAX_STRING (1 << 20)
/* Instructions between two budget checks (the count hook). */
#define SBX_HOOK_EVERY 128

enum sbx_kill {
	SBX_ALIVE,
	SBX_BUDGET,  /* the instruction budget ran out */
	SBX_MEMORY,  /* the memory cap was reached, even after collecting */
	SBX_STRING,  /* a string longer than SBX_MAX_STRING */
	SBX_TIME,    /* the time backstop (live only) */
};

typedef struct sbx {
	lua_State *L;
	lpat_meter meter;        /* .left: instructions (and steps) left */
	int64_t budget;          /* what meter.left started from */
	size_t mem;              /* bytes this state holds */
	size_t mem_cap;          /* for all of the event's states together */
	int64_t *shared_mem;     /* the event's total (may be NULL) */
	int64_t cpu_limit_ns;    /* 0: no backstop (replay) */
	int64_t cpu_start_ns;
	unsigned ticks;          /* hook calls, to look at the clock every 8th */
	enum sbx_kill killed;
	/* The last growth the allocator refused: Lua collects garbage and asks
	 * again; the same request refused twice is a real lack of memory. */
	const void *refused_ptr;
	size_t refused_osize, refused_nsize;
	int refused;
	char where[96];          /* "line 3" of the script when killed */
	int last_line;           /* the line it was at, at the last budget check */
} sbx;

/* Opens a state with the safe libraries. budget: instructions; mem_cap:
 * bytes; cpu_ms: the backstop, 0 for none. The state's extra space holds
 * s, so C functions may find it (sbx_of). NULL if Lua could not start. */
lua_State *sbx_open(sbx *s, int64_t budget, size_t mem_cap, int64_t *shared_mem,
		    int64_t cpu_ms);
void sbx_close(sbx *s);
sbx *sbx_of(lua_State *L);

/* Charges n steps of work done in C to the budget; raises the budget
 * error if it runs out. */
void sbx_charge(lua_State *L, int64_t n);
/* Raises again the error of a kill that a pcall caught (sandbox_libs.c). */
void sbx_raise_killed(lua_State *L);
/* Builds the libraries a script sees into L's globals (sandbox_libs.c).
 * 0, or -1 if Lua's own could not be learned. Raises on lack of memory. */
int sbx_open_libs(lua_State *L, sbx *s);

/* Calls the function below nargs arguments like lua_pcall, but tells a
 * kill (budget, memory, time) from an ordinary error whatever the script
 * did with pcall or __close: 0, or -1 with one line in err. */
int sbx_pcall(sbx *s, int nargs, int nresults, char *err, size_t errlen);

/* Loads source as text only (never bytecode), named chunkname ("=Rule
 * 1391"). 0, or -1 with the syntax error in err. */
int sbx_load(sbx *s, const char *source, const char *chunkname, char *err, size_t errlen);

/* tostring without addresses: what the sandbox's tostring gives. */
const char *sbx_tostring(lua_State *L, int idx, size_t *len);

#endif
