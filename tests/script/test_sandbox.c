/* test_sandbox.c: the focus of this file is the Lua sandbox a rule's script
 * runs in (src/script/sandbox.c): what is left out is not reachable by any
 * path, nothing observable differs between runs (pairs, tostring, sort),
 * and every way of not stopping is stopped: the budget, the memory cap, the
 * string cap, metered library calls, pcall and __close. The hostile corpus
 * follows ../shared/notes/lua-sandbox.md section 4. */
#include "script/sandbox.h"

#include <lauxlib.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#define BUDGET 2000000
#define CAP (8 << 20)

/* Runs src in a new sandbox; returns 0 or -1, the error in err and the
 * first result, as text, in out. */
static int run_src(sbx *s, const char *src, char *out, size_t outlen, char *err, size_t errlen)
{
	lua_State *L = sbx_open(s, BUDGET, CAP, NULL, 0);
	assert_non_null(L);
	out[0] = err[0] = '\0';
	if (sbx_load(s, src, "=test", err, errlen)) {
		sbx_close(s);
		return -1;
	}
	int rc = sbx_pcall(s, 0, 1, err, errlen);
	if (rc == 0) {
		size_t len;
		const char *r = lua_isnil(L, -1) ? "nil" : lua_tolstring(L, -1, &len);
		snprintf(out, outlen, "%s", r ? r : "?");
	}
	return rc;
}

static void expect(const char *src, const char *want)
{
	sbx s;
	char out[512], err[512];
	if (run_src(&s, src, out, sizeof out, err, sizeof err))
		fail_msg("%s: failed: %s", src, err);
	if (strcmp(out, want))
		fail_msg("%s: got '%s', want '%s'", src, out, want);
	sbx_close(&s);
}

/* Fails, with a message containing want; kill is what stopped it. */
static void expect_fail(const char *src, const char *want, enum sbx_kill kill)
{
	sbx s;
	char out[512], err[512];
	if (run_src(&s, src, out, sizeof out, err, sizeof err) == 0)
		fail_msg("%s: should fail, returned '%s'", src, out);
	if (!strstr(err, want))
		fail_msg("%s: error '%s' lacks '%s'", src, err, want);
	if (s.killed != kill)
		fail_msg("%s: stopped by %d, want %d", src, s.killed, kill);
	sbx_close(&s);
}

/* ---- nothing left out can be reached ---- */

static void test_globals_are_exactly_these(void **state)
{
	(void)state;
	/* Every global name, sorted: a new one must be added here on purpose. */
	expect("local k = {} for n in pairs(_G) do k[#k + 1] = n end table.sort(k) "
	       "return table.concat(k, ' ')",
	       "_G _VERSION assert error getmetatable ipairs math pairs pcall select "
	       "setmetatable string table tonumber tostring type utf8 xpcall");
	expect("local k = {} for n in pairs(string) do k[#k + 1] = n end table.sort(k) "
	       "return table.concat(k, ' ')",
	       "byte char find format gmatch gsub len lower match rep reverse sub upper");
	expect("local k = {} for n in pairs(math) do k[#k + 1] = n end table.sort(k) "
	       "return table.concat(k, ' ')",
	       "abs ceil floor fmod huge max maxinteger min mininteger modf pi sqrt tointeger "
	       "type ult");
	expect("local k = {} for n in pairs(table) do k[#k + 1] = n end table.sort(k) "
	       "return table.concat(k, ' ')", "concat insert move pack remove sort unpack");
	expect("local k = {} for n in pairs(utf8) do k[#k + 1] = n end table.sort(k) "
	       "return table.concat(k, ' ')", "char charpattern codepoint codes len offset");
}

static void test_no_way_around(void **state)
{
	(void)state;
	/* The shared string metatable is not handed out (CVE-2025-46818). */
	expect("return tostring(getmetatable(''))", "false");
	expect("return tostring(('x').dump)", "nil");
	expect("return tostring(_ENV.load or _G.load or string.dump)", "nil");
	expect("return type(coroutine)", "nil");
	/* Binary chunks never load: there is no load, and the host's loader
	 * is text only. */
	sbx s;
	char out[64], err[256];
	assert_int_equal(run_src(&s, "\x1bLua\x54\x00", out, sizeof out, err, sizeof err), -1);
	assert_non_null(strstr(err, "binary"));
	sbx_close(&s);
	expect_fail("setmetatable({}, {__gc = function() end})", "__gc", SBX_ALIVE);
	expect_fail("setmetatable({}, {__mode = 'k'})", "__mode", SBX_ALIVE);
	expect_fail("return string.format('%p', {})", "address", SBX_ALIVE);
	/* An error of any value is one line of text. */
	expect_fail("error(42)", "(error object is a number value)", SBX_ALIVE);
	expect_fail("error({})", "(error object is a table value)", SBX_ALIVE);
	expect_fail("error('plain', 0)", "plain", SBX_ALIVE);
}

/* ---- nothing differs between runs ---- */

static void test_deterministic(void **state)
{
	(void)state;
	/* pairs: sorted keys, whatever order they went in. */
	expect("local t = {} for _, k in ipairs({'pear', 'apple', 'fig', 10, 2, true, false}) "
	       "do t[k] = 1 end local o = {} for k in pairs(t) do o[#o + 1] = tostring(k) end "
	       "return table.concat(o, ' ')", "false true 2 10 apple fig pear");
	expect_fail("local t = {[{}] = 1} for k in pairs(t) do end", "no fixed order", SBX_ALIVE);
	/* A key cleared while walking is skipped. */
	expect("local t = {a = 1, b = 2, c = 3} local o = {} for k in pairs(t) do "
	       "o[#o + 1] = k t.b = nil end return table.concat(o)", "ac");
	expect("return tostring({}) .. ' ' .. tostring(print) .. ' ' .. tostring(tostring)",
	       "table nil function");
	expect("return string.format('%s|%5.1f|%d', {}, 2.25, 7)", "table|  2.2|7");
	/* table.sort is stable, with ties, past the 100 elements where the
	 * stock sort would pick a random pivot. */
	expect("local t = {} for i = 1, 300 do t[i] = {k = i % 3, i = i} end "
	       "table.sort(t, function(a, b) return a.k < b.k end) "
	       "for i = 2, 300 do if t[i - 1].k == t[i].k and t[i - 1].i > t[i].i then "
	       "return 'unstable' end end return t[1].i .. ' ' .. t[101].i .. ' ' .. t[300].i",
	       "3 1 299");
	expect("local t = {'b', 'c', 'a'} table.sort(t) return table.concat(t)", "abc");
	/* The same work costs the same instructions, every time. */
	sbx a, b;
	char out[64], err[64];
	const char *loop = "local x = 0 for i = 1, 100000 do x = x + i end return x";
	assert_int_equal(run_src(&a, loop, out, sizeof out, err, sizeof err), 0);
	assert_int_equal(run_src(&b, loop, out, sizeof out, err, sizeof err), 0);
	assert_int_equal(a.meter.left, b.meter.left);
	assert_true(a.meter.left < BUDGET);
	sbx_close(&a);
	sbx_close(&b);
}

/* ---- nothing runs for ever ---- */

static void test_budget(void **state)
{
	(void)state;
	expect_fail("while true do end", "budget", SBX_BUDGET);
	expect_fail("::top:: goto top", "budget", SBX_BUDGET);
	expect_fail("local function f() return f() end return f()", "budget", SBX_BUDGET);
	/* Deep recursion: its stack reaches the memory cap first. */
	expect_fail("local function f(n) return f(n + 1) + 1 end return f(1)", "memory",
		    SBX_MEMORY);
	/* Caught and carried on past: the kill is sticky. */
	expect_fail("pcall(function() while true do end end) return 'escaped'", "budget",
		    SBX_BUDGET);
	expect_fail("for i = 1, 10 do pcall(function() while true do end end) end return 1",
		    "budget", SBX_BUDGET);
	expect_fail("xpcall(function() while true do end end, function() return 1 end) "
		    "return 'escaped'", "budget", SBX_BUDGET);
	/* A __close handler cannot replace the kill with its own error. */
	expect_fail("do local x <close> = setmetatable({}, {__close = function() "
		    "error('mine') end}) while true do end end", "budget", SBX_BUDGET);
	/* Library calls that loop in C are metered. */
	expect_fail("return #string.rep('', 1 << 40)", "budget", SBX_BUDGET);
	expect_fail("return string.rep('a', 5000):find(string.rep('a*', 30) .. 'b')", "budget",
		    SBX_BUDGET);
	expect_fail("local t = {} table.move(t, 1, 1 << 40, 2) return 1", "budget", SBX_BUDGET);
	expect_fail("return select('#', table.unpack({}, 1, 1 << 40))", "budget", SBX_BUDGET);
	expect_fail("local s = string.rep('x', 100000) for i = 1, 1e9 do s:upper() end", "budget",
		    SBX_BUDGET);
}

static void test_memory(void **state)
{
	(void)state;
	expect_fail("local t = {} while true do t[#t + 1] = {} end", "memory", SBX_MEMORY);
	expect_fail("local t = {} for i = 1, 1e9 do t[i] = i end", "memory", SBX_MEMORY);
	expect_fail("local s = 'x' while true do s = s .. s end", "too long", SBX_STRING);
	expect_fail("local s = string.rep('x', 1 << 19) return #(s .. s .. s)", "too long",
		    SBX_STRING);
	/* Swallowing the memory error does not help either. */
	expect_fail("local t = {} pcall(function() while true do t[#t + 1] = {} end end) "
		    "t = nil return 'escaped'", "memory", SBX_MEMORY);
	/* Garbage is collected when the cap is reached, so churning through
	 * many times the cap in short-lived strings is fine. */
	expect("local base, n = string.rep('y', 1000), 0 for i = 1, 20000 do "
	       "local s = base .. i n = n + #s end return n", "20088894");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_globals_are_exactly_these),
		cmocka_unit_test(test_no_way_around),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_budget),
		cmocka_unit_test(test_memory),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
