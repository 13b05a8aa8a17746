/* arcadia_hook.c: the Tournament Template's Lua hook (issue 19 item 1:
 * "the tournament's regulations as data plus scripts"). A Template may
 * carry a claim hook: a Lua chunk that returns the Energy a claim costs,
 * given the globals `base` (the Template's claim.base) and `streak` (the
 * claimer's claims since another player's). It replaces the seed's "one
 * more than the amount of times ..." when an Arcadian Proposal sets one
 * ("hook claim return base + 2 * streak").
 *
 * It runs in the rules' sandbox (src/script/sandbox.h: no io, os, load,
 * an instruction budget, a memory cap) with no time backstop, so that a
 * run and its replay agree: a hook that loops forever is stopped by the
 * budget (`arcadia.hook_budget`) and the claim is refused with one line. */
#include "agora/arcadia/arcadia.h"
#include "script/sandbox.h"

#include <stdio.h>

#define HOOK_MEMORY (1 << 20)

int arc_hook_check(const char *src, char *err, size_t errlen)
{
	sbx s;
	lua_State *L = sbx_open(&s, 1000, HOOK_MEMORY, NULL, 0);
	if (!L) {
		snprintf(err, errlen, "Lua could not start");
		return -1;
	}
	char why[200];
	int rc = sbx_load(&s, src, "=claim hook", why, sizeof why);
	sbx_close(&s);
	if (rc)
		snprintf(err, errlen, "the claim hook does not compile: %s", why);
	return rc;
}

int arc_hook_claim(const char *src, int64_t budget, int base, int streak, int *cost, char *err,
		   size_t errlen)
{
	sbx s;
	lua_State *L = sbx_open(&s, budget, HOOK_MEMORY, NULL, 0);
	if (!L) {
		snprintf(err, errlen, "Lua could not start");
		return -1;
	}
	char why[200];
	int rc = sbx_load(&s, src, "=claim hook", why, sizeof why);
	if (!rc) {
		lua_pushinteger(L, base);
		lua_setglobal(L, "base");
		lua_pushinteger(L, streak);
		lua_setglobal(L, "streak");
		rc = sbx_pcall(&s, 0, 1, why, sizeof why);
	}
	if (!rc) {
		int isnum = 0;
		lua_Integer v = lua_tointegerx(L, -1, &isnum);
		if (!isnum || v < 0 || v > 1000) {
			snprintf(why, sizeof why, "it returned no whole number from 0 to 1000");
			rc = -1;
		} else {
			*cost = (int)v;
		}
	}
	sbx_close(&s);
	if (rc)
		snprintf(err, errlen, "the Template's claim hook failed: %s", why);
	return rc;
}
