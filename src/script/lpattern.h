/* lpattern.h: Lua 5.4's string patterns (string.find, string.match,
 * string.gmatch, string.gsub) on a metered budget.
 *
 * The stock versions in Lua's string library run inside one C call that
 * the instruction-count hook never interrupts, so a pattern such as
 * ("a*"):rep(20) .. "b" against a long subject backtracks for longer than
 * anyone will wait. These replacements implement the same pattern language
 * (Lua 5.4 reference manual, section 6.4.1) with the same results, but
 * charge every matching step to a meter and stop when it runs out.
 *
 * This file uses only Lua's public API (lua.h, lauxlib.h): any function in
 * it could have been written by an application. */
#ifndef NOMIC_SCRIPT_LPATTERN_H
#define NOMIC_SCRIPT_LPATTERN_H

#include <lua.h>
#include <stdint.h>

typedef struct lpat_meter {
	int64_t left;  /* steps left; the matcher takes one per step */
	/* Called when left falls to 0 or below: raises a Lua error and never
	 * returns (lua_error or luaL_error). */
	void (*exhausted)(lua_State *L, void *ud);
	void *ud;
} lpat_meter;

/* Replaces find, match, gmatch and gsub in the table at index idx (a
 * string library table) with metered versions that share m. m must
 * outlive every call of them. */
void lpat_install(lua_State *L, int idx, lpat_meter *m);

#endif
