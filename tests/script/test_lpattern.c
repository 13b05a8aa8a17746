/* test_lpattern.c: the metered patterns (src/script/lpattern.c). They
 * answer exactly as liblua5.4's own string.find, match, gmatch and gsub
 * do: a hand-written corpus and a few thousand random cases run through
 * both in one state and their complete results (every value, or the error
 * message) are compared. They stop the pattern bombs that keep the stock
 * functions busy for ever, through the meter's exhausted callback, and
 * charge the same steps every time. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "script/lpattern.h"

#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* The Lua parts, one string per line (ISO C caps a literal's length). */

static const char *const lua_harness[] = {
	"-- The differential harness: check(name, ...) calls string[name] and\n",
	"-- M[name] with the same arguments and records any difference in their\n",
	"-- complete results (every value, or the error message).\n",
	"local S, M = string, M\n",
	"local pack, concat, fmt = table.pack, table.concat, string.format\n",
	"\n",
	"local function enc(v)\n",
	"	local t = type(v)\n",
	"	if t == 'string' then return fmt('%q', v) end\n",
	"	if t == 'number' then return math.type(v) .. ' ' .. fmt('%q', v) end\n",
	"	if t == 'nil' or t == 'boolean' then return tostring(v) end\n",
	"	return t\n",
	"end\n",
	"\n",
	"local function encall(r)\n",
	"	local out = {}\n",
	"	for i = 1, r.n do out[i] = enc(r[i]) end\n",
	"	return r.n .. ': ' .. concat(out, ', ')\n",
	"end\n",
	"\n",
	"-- One call's whole result as text; gmatch's is every value of up to 100\n",
	"-- turns of its iterator. Both libraries run from these same lines, so\n",
	"-- error positions agree too.\n",
	"local function run(lib, name, ...)\n",
	"	local f = lib[name]\n",
	"	local ok, r = pcall(function(...)\n",
	"		if name ~= 'gmatch' then\n",
	"			local v = pack(f(...))\n",
	"			return encall(v)\n",
	"		end\n",
	"		local it, out = f(...), {}\n",
	"		for i = 1, 100 do\n",
	"			local v = pack(it())\n",
	"			out[i] = encall(v)\n",
	"			if v.n == 0 then break end\n",
	"		end\n",
	"		return concat(out, ' / ')\n",
	"	end, ...)\n",
	"	return ok and r or 'error ' .. enc(r)\n",
	"end\n",
	"\n",
	"local ncases, nfail, failures = 0, 0, {}\n",
	"function check(name, ...)\n",
	"	ncases = ncases + 1\n",
	"	local want, got = run(S, name, ...), run(M, name, ...)\n",
	"	if want ~= got then\n",
	"		nfail = nfail + 1\n",
	"		if nfail <= 10 then\n",
	"			local args, a = pack(...), {}\n",
	"			for i = 1, args.n do a[i] = enc(args[i]) end\n",
	"			failures[#failures + 1] = fmt('%s(%s)\\n  stock: %s\\n  ours:  %s',\n",
	"				name, concat(a, ', '), want, got)\n",
	"		end\n",
	"	end\n",
	"end\n",
	"\n",
	"-- The same for a whole scenario: fn(lib)'s results with each library.\n",
	"function check_with(label, fn)\n",
	"	ncases = ncases + 1\n",
	"	local want, got = encall(pack(pcall(fn, S))), encall(pack(pcall(fn, M)))\n",
	"	if want ~= got then\n",
	"		nfail = nfail + 1\n",
	"		if nfail <= 10 then\n",
	"			failures[#failures + 1] = fmt('%s\\n  stock: %s\\n  ours:  %s',\n",
	"				label, want, got)\n",
	"		end\n",
	"	end\n",
	"end\n",
	"\n",
	"function results()\n",
	"	local r = pack(ncases, nfail, concat(failures, '\\n'))\n",
	"	ncases, nfail, failures = 0, 0, {}\n",
	"	return r[1], r[2], r[3]\n",
	"end\n",
	NULL,
};

static const char *const lua_corpus[] = {
	"-- find: plain text, init, plain mode, and what makes a pattern plain\n",
	"check('find', 'hello world', 'o w')\n",
	"check('find', 'hello world', 'o', 6)\n",
	"check('find', 'hello world', 'o', -3)\n",
	"check('find', 'hello world', 'o', -100)\n",
	"check('find', 'hello', 'l', 0)\n",
	"check('find', 'hello', '', 10)\n",
	"check('find', 'hello', '', 6)\n",
	"check('find', 'hello', '', 5)\n",
	"check('find', 'hello', '', -1)\n",
	"check('find', 'hello', 'lo', -2)\n",
	"check('find', 'hello', 'lo', -1)\n",
	"check('find', 'a.b', '.', 1, true)\n",
	"check('find', 'a.b', '.', nil, true)\n",
	"check('find', 'a+b', '+', 1, 1)\n",
	"check('find', 'a+b', 'a+', 1, false)\n",
	"check('find', 'a+b', 'a+', 1, true)\n",
	"check('find', 'a(b', '(', 1, true)\n",
	"check('find', 'a)b', ')')\n",
	"check('find', 'a]b', ']')\n",
	"check('find', 'a)b', '.)')\n",
	"check('find', 'aaab', 'aab')\n",
	"check('find', 'aaab', 'aaaab')\n",
	"check('find', 'abc', 'b', math.maxinteger)\n",
	"check('find', 'abc', 'b', math.mininteger)\n",
	"check('find', 'abc', 'b', 1.0)\n",
	"check('find', 'abc', 'b', 1.5)\n",
	"check('find', 'abc', 'b', '2')\n",
	"check('find', 'abc', 'b', 'x')\n",
	"check('find', nil, 'x')\n",
	"check('find', 'x')\n",
	"check('find', {}, 'x')\n",
	"check('find', 12345, 3)\n",
	"check('find', 'a\\0b', '\\0')\n",
	"check('find', 'a\\0b', '%z')\n",
	"check('match', 'a\\0b', '%Z+')\n",
	"check('find', 'a\\0b', '[\\0]')\n",
	"check('find', 'a\\0b\\0', 'b\\0$')\n",
	"check('find', '', '')\n",
	"check('find', '', '^$')\n",
	"check('find', '', 'a*')\n",
	"check('find', 'hello', 'l+')\n",
	"check('find', 'hello', '(l)(l)')\n",
	"check('find', 'hello', '()ll()')\n",
	"check('find', 'hello', '^h')\n",
	"check('find', 'hello', '^e')\n",
	"check('find', 'hello', '^l', 3)\n",
	"check('find', 'hello', 'o$')\n",
	"check('find', 'hello', 'l$')\n",
	"check('find', 'he$llo', 'e$l')\n",
	"check('find', 'a^b', 'a^b')\n",
	"check('find', 'x^', '^^')\n",
	"check('find', 'abc', '[b-', 1)\n",
	"check('find', 'abc', '%f[%c]')\n",
	"check('find', 'abc', '%f[^%c]')\n",
	"-- match: captures, repetitions, anchors\n",
	"check('match', 'hello world', '%w+')\n",
	"check('match', 'hello world', '(%w+) (%w+)')\n",
	"check('match', '  x  ', '^%s*(.-)%s*$')\n",
	"check('match', 'key = value', '(%w+)%s*=%s*(%w+)')\n",
	"check('match', '2024-01-15', '(%d+)-(%d+)-(%d+)')\n",
	"check('match', 'hello', '()')\n",
	"check('match', 'hello', '()', 3)\n",
	"check('match', 'hello', '()', 6)\n",
	"check('match', 'hello', '()', 7)\n",
	"check('match', 'hello', '()', -2)\n",
	"check('match', 'hello', '.-l')\n",
	"check('match', 'hello', '.*l')\n",
	"check('match', 'hello', '.+')\n",
	"check('match', 'hello', 'x*')\n",
	"check('match', 'hello', 'l?l?l')\n",
	"check('match', 'hello', 'hel?x?lo')\n",
	"check('match', 'aaa', 'a-b')\n",
	"check('match', 'aaab', 'a-b')\n",
	"check('match', 'aaab', '^a-$')\n",
	"check('match', 'aaab', '^(a-)(a*)b$')\n",
	"check('match', 'aaab', '^(a+)(a+)')\n",
	"check('match', 'aaab', '(a*)(.)')\n",
	"check('match', '[[x]]', '%[(.*)%]')\n",
	"check('match', 'a.b', '%.')\n",
	"check('match', 'x%y', '%%')\n",
	"check('match', 'x%y', '[%%]')\n",
	"check('match', 'a$b', '$b')\n",
	"check('match', 'a$', 'a$$')\n",
	"check('match', 'a$', 'a%$$')\n",
	"check('match', 'a(b)c', '%((.)%)')\n",
	"check('match', 'abc', '(a)(b)(c)')\n",
	"check('match', 'abc', '((a)(b))')\n",
	"check('match', 'abc', '(a(b(c)))')\n",
	"check('match', 'abc', 'a()b()c()')\n",
	"-- sets\n",
	"check('match', 'cabbage', '[abc]+')\n",
	"check('match', 'cabbage', '[^abc]+')\n",
	"check('match', 'xyzabc', '[a-c]+')\n",
	"check('match', 'xyzabc', '[z-a]')\n",
	"check('match', '_id9 rest', '[%a_][%w_]*')\n",
	"check('match', 'a]b', '[]]')\n",
	"check('match', ']]]x', '[^]]+')\n",
	"check('match', 'a-b', '[a-]+')\n",
	"check('match', '-a-', '[-a]+')\n",
	"check('match', 'x-y', '[%-]')\n",
	"check('match', 'a-z', '[a%-z]+')\n",
	"check('match', 'a]b', '[%]]')\n",
	"check('match', 'a^b', '[b^]+')\n",
	"check('match', 'a^b', '[%^b]+')\n",
	"check('match', 'a.b', '[.]')\n",
	"check('match', 'a b\\tc', '[%s]+')\n",
	"check('match', 'ab12', '[^%d]+')\n",
	"check('match', 'ab12', '[%D1]+')\n",
	"check('match', 'abc', '[]')\n",
	"check('match', 'abc', '[^]')\n",
	"check('match', 'abc', '[')\n",
	"check('match', 'abc', '[a')\n",
	"check('match', 'abc', '[%')\n",
	"check('match', 'abc', '[a%')\n",
	"check('match', 'abc', '[a%]')\n",
	"check('match', 'abc', 'x[')\n",
	"check('match', 'xbc', 'x[')\n",
	"-- malformed patterns and their laziness\n",
	"check('match', 'abc', 'abc%')\n",
	"check('match', 'abc', '%')\n",
	"check('match', 'ab', 'x%')\n",
	"check('match', 'xa', 'x%')\n",
	"check('find', '', 'a%')\n",
	"check('match', 'abc', 'a)')\n",
	"check('match', 'abc', ')')\n",
	"check('match', 'abc', 'x)')\n",
	"check('match', 'abc', '(a')\n",
	"check('find', 'abc', '(a')\n",
	"check('find', 'abc', '(x')\n",
	"check('match', 'abc', ('('):rep(32))\n",
	"check('match', 'abc', ('('):rep(33))\n",
	"check('match', 'abc', ('()'):rep(32))\n",
	"check('match', 'abc', ('()'):rep(33))\n",
	"check('match', 'abc', ('(a)'):rep(40))\n",
	"check('match', ('a'):rep(300), ('a?'):rep(199))\n",
	"check('match', ('a'):rep(300), ('a?'):rep(200))\n",
	"check('match', ('a'):rep(300), ('a*'):rep(199))\n",
	"check('match', ('a'):rep(300), ('a*'):rep(200))\n",
	"check('match', 'aaaa', ('a-'):rep(199))\n",
	"check('match', 'aaaa', ('a-'):rep(200))\n",
	"check('match', '', ('a*'):rep(250))\n",
	"check('match', 'b', ('a?'):rep(250) .. 'b')\n",
	"check('match', ('a'):rep(40), ('(a?)'):rep(32))\n",
	"-- %b and %f\n",
	"check('match', 'f(a(b)c)d', '%b()')\n",
	"check('match', '((x)', '%b()')\n",
	"check('match', 'x(()', '%b()')\n",
	"check('match', 'abc', '%b')\n",
	"check('match', 'abc', '%ba')\n",
	"check('match', \"'a''b'\", \"%b''\")\n",
	"check('gsub', 'x[[a]]y[b]', '%b[]', '#')\n",
	"check('match', 'THE (quick) fox', '%f[%a]%a+')\n",
	"check('match', 'hello', '%f[%l]')\n",
	"check('match', 'hello', '%f')\n",
	"check('match', 'hello', '%fx')\n",
	"check('match', 'hello', '%f[x')\n",
	"check('gsub', 'the cat sat', '%f[%w]%w+', 'X')\n",
	"check('gsub', 'the cat sat', '%f[%W]', '|')\n",
	"check('gmatch', 'THE (quick) fox', '%f[%a]%a+')\n",
	"-- back-references\n",
	"check('match', 'abab', '(ab)%1')\n",
	"check('match', 'say \"hi\" ok', '([\"\\'])(.-)%1')\n",
	"check('match', 'aa', '%1')\n",
	"check('match', 'aa', '(a)%2')\n",
	"check('match', 'aa', '(a%1)')\n",
	"check('match', 'aa', '%0')\n",
	"check('match', 'aXa', '()X%1')\n",
	"check('find', 'abcabc', '(abc)%1')\n",
	"check('find', 'xabcab', '(abc)%1')\n",
	"check('match', 'aaaa', '(a*)%1$')\n",
	"check('gsub', 'hello  there', '(%s)%1', '_')\n",
	"-- gmatch\n",
	"check('gmatch', 'hello world from Lua', '%a+')\n",
	"check('gmatch', 'k1=v1, k2=v2', '(%w+)=(%w+)')\n",
	"check('gmatch', 'abc', '')\n",
	"check('gmatch', 'abc', '', 2)\n",
	"check('gmatch', 'abc', '', -1)\n",
	"check('gmatch', 'abc', '', 4)\n",
	"check('gmatch', 'abc', '', 5)\n",
	"check('gmatch', 'abc', '', 100)\n",
	"check('gmatch', 'abc', '', -100)\n",
	"check('gmatch', 'abc', '%a*')\n",
	"check('gmatch', 'a,b,,c', '([^,]*)')\n",
	"check('gmatch', '^a^a', '^a')\n",
	"check('gmatch', 'hello', '()ll()')\n",
	"check('gmatch', 'abc', '.-')\n",
	"check('gmatch', 'one two', '%a+', 3)\n",
	"check('gmatch', 'abc', 'x*')\n",
	"check('gmatch', nil, 'x')\n",
	"check('gmatch', 'x', nil)\n",
	"check('gmatch', 'x', '%')\n",
	"check('gmatch', 'x', '(x')\n",
	"check('gmatch', 'x', 'x', 1.5)\n",
	"-- gsub with strings\n",
	"check('gsub', 'hello world', 'o', '0')\n",
	"check('gsub', 'hello world', '(o)', '[%1]')\n",
	"check('gsub', 'hello world', 'o', '%0%0')\n",
	"check('gsub', 'hello world', 'o', '%%')\n",
	"check('gsub', 'hello world', 'o', '%')\n",
	"check('gsub', 'hello world', 'o', 'a%')\n",
	"check('gsub', 'hello world', 'o', '%x')\n",
	"check('gsub', 'hello world', 'o', '%\\0')\n",
	"check('gsub', 'hello world', 'o', '%1')\n",
	"check('gsub', 'hello world', 'o', '%2')\n",
	"check('gsub', 'hello world', '(o)', '%2')\n",
	"check('gsub', 'hello world', '(o)(r?)', '%2%1')\n",
	"check('gsub', 'abc', '(a)(b)(c)', '%3%2%1')\n",
	"check('gsub', 'abc', '(.)', '%9')\n",
	"check('gsub', 'abc', 'b', '%0%0%0')\n",
	"check('gsub', 'a.b', '%.', '%%')\n",
	"check('gsub', 'x', 'x', '\\0%0\\0')\n",
	"check('gsub', 'abc', '()', '%1')\n",
	"check('gsub', 'abc', '(a)()', '%2')\n",
	"check('gsub', 'abc', '(b)', '%0%1%%')\n",
	"check('gsub', 'abc', '(a', 'x')\n",
	"check('gsub', 'abc', '(a', '%1')\n",
	"check('gsub', 'abc', '(', 'x')\n",
	"check('gsub', 'abc', ')', 'x')\n",
	"check('gsub', 'hello', '', '-')\n",
	"check('gsub', 'hello', 'x*', '-')\n",
	"check('gsub', 'abc', '%w*', '-')\n",
	"check('gsub', '', '', 'x')\n",
	"check('gsub', 'abc', '', '', 2)\n",
	"check('gsub', 'hello world', 'o', '0', 1)\n",
	"check('gsub', 'hello world', 'o', '0', 0)\n",
	"check('gsub', 'hello world', 'o', '0', -1)\n",
	"check('gsub', 'hello world', 'o', '0', 1.0)\n",
	"check('gsub', 'hello world', 'o', '0', 1.5)\n",
	"check('gsub', 'hello world', 'o', '0', '2')\n",
	"check('gsub', 'hello world', 'o', '0', math.maxinteger)\n",
	"check('gsub', 'hello world', 'o', nil)\n",
	"check('gsub', 'hello world', 'o', true)\n",
	"check('gsub', 'hello world', 'o', nil, 'x')\n",
	"check('gsub', 'hello world', 'o', 5)\n",
	"check('gsub', 'hello world', 'o', 2.5)\n",
	"check('gsub', 123, 2, 9)\n",
	"check('gsub', 'hello world', '^h', 'H')\n",
	"check('gsub', 'hello world', '^o', 'H')\n",
	"check('gsub', 'hello', '^', '> ')\n",
	"check('gsub', 'hello', '$', '!')\n",
	"check('gsub', 'hello', '^.-', '*')\n",
	"check('gsub', 'hello', 'l*', '*')\n",
	"-- gsub with tables and functions\n",
	"check('gsub', 'hello world', '%w+', {hello = 'HI', world = false})\n",
	"check('gsub', 'hello world', '%w+', {hello = true})\n",
	"check('gsub', 'hello world', '%w+', {hello = 1.5, world = 7})\n",
	"check('gsub', 'hello world', '%w+', {hello = {}})\n",
	"check('gsub', 'abc', '()', {[1] = '<', [4] = '>'})\n",
	"check('gsub', 'abc', '.', {})\n",
	"check('gsub', 'abc', '(.)(.)', {a = 'A'})\n",
	"check('gsub', 'abc', '(.', {})\n",
	"check('gsub', 'abc', '%w', setmetatable({}, {__index = function(t, k) return k:upper() end}))\n",
	"check('gsub', 'hello', 'l+', function(s) return #s end)\n",
	"check('gsub', 'hello', '(h)(e)', function(...) return select('#', ...) .. table.concat({...}) end)\n",
	"check('gsub', 'hello', '()', function(p) return p end)\n",
	"check('gsub', 'hello', '.', function(c) if c == 'l' then return nil end return false end)\n",
	"check('gsub', 'hello', '.', function(c) if c == 'l' then return 'L' end end)\n",
	"check('gsub', 'hello', '.', function() return {} end)\n",
	"check('gsub', 'hello', '.', function() return true end)\n",
	"check('gsub', 'hello', 'e', function() error('boom') end)\n",
	"check('gsub', 'hello', '(e', function() return 'x' end)\n",
	"check('gsub', 'hello', 'l', function() return 'L' end, 1)\n",
	"-- a gmatch iterator made in one thread and called in another\n",
	"for _, p in ipairs({'(%a)()', '(', '%f', ''}) do\n",
	"	check_with('gmatch across threads: ' .. p, function(lib)\n",
	"		local it = lib.gmatch('a b c', p)\n",
	"		local r1 = table.pack(coroutine.wrap(function() return pcall(it) end)())\n",
	"		local r2 = table.pack(pcall(it))\n",
	"		return r1.n, r1[1], r1[2], r1[3], r2.n, r2[1], r2[2], r2[3]\n",
	"	end)\n",
	"end\n",
	NULL,
};

static const char *const lua_classes[] = {
	"-- every class (and the old %z) and its complement, on a subject with a byte of each kind\n",
	"local mix = 'Hello, World! 123 \\t\\1\\127 0xFF_g\\200\\255;'\n",
	"for c in ('acdglpsuwxz'):gmatch('.') do\n",
	"	for _, k in ipairs({c, c:upper()}) do\n",
	"		check('match', mix, '%' .. k .. '+')\n",
	"		check('gsub', mix, '[%' .. k .. ']', '.')\n",
	"	end\n",
	"end\n",
	"check('gsub', mix, '[^%a%d]', '')\n",
	"check('gsub', mix, '%z', '')\n",
	"check('gsub', mix, '[\\128-\\255]', '?')\n",
	NULL,
};

static const char *const lua_fuzz[] = {
	"-- Random subjects and patterns over a small alphabet, from a fixed seed\n",
	"-- (a 64-bit linear congruential generator, so the cases never change).\n",
	"local seed = 20240601\n",
	"local function rnd(n)\n",
	"	seed = seed * 6364136223846793005 + 1442695040888963407\n",
	"	return (seed >> 33) % n + 1\n",
	"end\n",
	"local bytes = {'a', 'a', 'b', 'b', 'c', '1', '2', ' ', '(', ')', '[', ']',\n",
	"	'%', '.', '-', '^', '$', 'A', '*', '?', '+', '\\0'}\n",
	"local items = {'a', 'b', 'c', '1', '.', ' ', '%a', '%d', '%w', '%s', '%p',\n",
	"	'%l', '%u', '%x', '%c', '%g', '%A', '%D', '%W', '%S', '%%', '%.', '%(',\n",
	"	'%]', '[ab]', '[^a]', '[a-c]', '[%d%s]', '[]a]', '[^]a]', '[a-]', '[',\n",
	"	']', '(', ')', '()', '^', '$', '*', '+', '-', '?', '%b()', '%bab',\n",
	"	'%f[%w]', '%f[^a]', '%f', '%1', '%2', '%0', '%', '%b', '[%', '%z',\n",
	"	'(a)', '(.-)', '(%a+)', 'a*', 'b+', '.-', '%d?'}\n",
	"local function word(from, max)\n",
	"	local t = {}\n",
	"	for i = 1, rnd(max + 1) - 1 do t[i] = from[rnd(#from)] end\n",
	"	return table.concat(t)\n",
	"end\n",
	"local repls = {'x', '%0', '<%1>', '%%', '%2', '', '%', 7,\n",
	"	function(a) if a == 'a' then return false end return '{' .. tostring(a) .. '}' end,\n",
	"	{a = 'A', b = false, ['1'] = 1.5}}\n",
	"for _ = 1, NPAIRS do\n",
	"	local s, p = word(bytes, 12), word(items, 5)\n",
	"	local init = rnd(31) - 16\n",
	"	check('find', s, p)\n",
	"	check('find', s, p, init)\n",
	"	check('find', s, p, init, true)\n",
	"	check('match', s, p)\n",
	"	check('match', s, p, init)\n",
	"	check('gmatch', s, p)\n",
	"	check('gmatch', s, p, init)\n",
	"	check('gsub', s, p, repls[rnd(#repls)])\n",
	"	check('gsub', s, p, repls[rnd(#repls)], rnd(5) - 2)\n",
	"end\n",
	NULL,
};


/* lua_load's reader over an array of lines ending in NULL. */
static const char *next_line(lua_State *L, void *ud, size_t *size)
{
	(void)L;
	const char *const **line = ud;
	const char *s = **line;
	if (!s)
		return NULL;
	(*line)++;
	*size = strlen(s);
	return s;
}

/* Runs the lines as one chunk; a Lua error fails the test. */
static void run_lines(lua_State *L, const char *const *lines, const char *name,
                      int nresults)
{
	int rc = lua_load(L, next_line, &lines, name, "t");
	if (rc == LUA_OK)
		rc = lua_pcall(L, 0, nresults, 0);
	if (rc != LUA_OK)
		fail_msg("%s: %s", name, lua_tostring(L, -1));
}

static void out_of_steps(lua_State *L, void *ud)
{
	(*(int *)ud)++;
	luaL_error(L, "out of steps");
}

/* A state with the stock libraries, whose global M holds the metered
 * find, match, gmatch and gsub on m; *calls counts m's exhaustions. */
static lua_State *new_state(lpat_meter *m, int64_t left, int *calls)
{
	m->left = left;
	m->exhausted = out_of_steps;
	m->ud = calls;
	*calls = 0;
	lua_State *L = luaL_newstate();
	luaL_openlibs(L);
	lua_newtable(L);
	lpat_install(L, -1, m);
	lua_setglobal(L, "M");
	return L;
}

#define HUGE_METER (INT64_C(1) << 60)
enum { NPAIRS = 4000 };

/* Runs the harness's results(): the cases checked since the last call,
 * after printing any differences. */
static int checked_cases(lua_State *L)
{
	assert_int_equal(lua_getglobal(L, "results"), LUA_TFUNCTION);
	lua_call(L, 0, 3);
	int ncases = (int)lua_tointeger(L, -3), nfail = (int)lua_tointeger(L, -2);
	if (nfail)
		print_message("%d of %d cases differ; the first:\n%s\n", nfail, ncases,
		              lua_tostring(L, -1));
	assert_int_equal(nfail, 0);
	lua_pop(L, 3);
	return ncases;
}

static void same_as_stock_on_the_corpus(void **state)
{
	(void)state;
	lpat_meter m;
	int calls;
	lua_State *L = new_state(&m, HUGE_METER, &calls);
	run_lines(L, lua_harness, "=harness", 0);
	run_lines(L, lua_corpus, "=corpus", 0);
	assert_true(checked_cases(L) >= 150);
	run_lines(L, lua_classes, "=classes", 0);
	assert_int_equal(checked_cases(L), 22 * 2 + 3);
	assert_int_equal(calls, 0);
	lua_close(L);
}

static void same_as_stock_on_random_cases(void **state)
{
	(void)state;
	lpat_meter m;
	int calls;
	lua_State *L = new_state(&m, HUGE_METER, &calls);
	run_lines(L, lua_harness, "=harness", 0);
	lua_pushinteger(L, NPAIRS);
	lua_setglobal(L, "NPAIRS");
	run_lines(L, lua_fuzz, "=fuzz", 0);
	assert_int_equal(checked_cases(L), 9 * NPAIRS);
	assert_int_equal(calls, 0);
	lua_close(L);
}

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

/* The code must be stopped by a meter of a million steps, through its
 * exhausted callback, within a second or two; the state stays usable. */
static void expect_stopped(const char *code, int64_t left)
{
	lpat_meter m;
	int calls;
	lua_State *L = new_state(&m, left, &calls);
	struct timespec t0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int rc = luaL_dostring(L, code);
	double secs = seconds_since(&t0);
	if (rc == LUA_OK)
		fail_msg("not stopped: %s", code);
	if (!strstr(lua_tostring(L, -1), "out of steps"))
		fail_msg("%s: %s", code, lua_tostring(L, -1));
	assert_int_equal(calls, 1);
	assert_true(m.left <= 0);
	assert_true(secs < 2.0);
	m.left = 1000;
	assert_int_equal(luaL_dostring(L, "assert(M.gsub('abc', 'b', 'x') == 'axc')"), LUA_OK);
	lua_close(L);
}

static void bombs_are_stopped(void **state)
{
	(void)state;
	static const char *const bombs[] = {
		"return M.find(('a'):rep(5000), ('a*'):rep(30) .. 'b')",
		"return M.match(('a'):rep(5000), ('a*'):rep(30) .. 'b')",
		"return M.gsub(('a'):rep(5000), ('a*'):rep(30) .. 'b', 'x')",
		"for _ in M.gmatch(('a'):rep(5000), ('a-'):rep(30) .. 'b') do end",
		"return M.find(('('):rep(20000), '%b()')",
		"return M.find(('a'):rep(5000), '(.-)%1%1b')",
		"return M.match(('ab'):rep(3000), '^(.*)(.*)%2%1c')",
		"return M.gsub(('a'):rep(100000), 'a', ('x'):rep(1000))",
		"return M.gsub(('('):rep(20000), '%b()', function(c) return c end)",
		"for _ in M.gmatch(('a'):rep(3000), '(a+)%1%1b') do end",
	};
	for (size_t i = 0; i < sizeof bombs / sizeof *bombs; i++)
		expect_stopped(bombs[i], 1000000);
}

/* The steps one run of code takes from m. */
static int64_t steps_of(lua_State *L, lpat_meter *m, const char *code)
{
	m->left = HUGE_METER;
	if (luaL_dostring(L, code) != LUA_OK)
		fail_msg("%s: %s", code, lua_tostring(L, -1));
	lua_settop(L, 0);
	return HUGE_METER - m->left;
}

static void steps_are_deterministic(void **state)
{
	(void)state;
	static const char *const calls_[] = {
		"M.find(('ab'):rep(500) .. 'c', '(a*b)+c')",
		"M.match(('x'):rep(300), '^(x-)%1$')",
		"M.gsub('hello world from lua', '(%w+)', '<%1>')",
		"M.gsub('hello world', '%w+', function(w) return w:upper() end)",
		"for k, v in M.gmatch('a=1, b=2, c=3', '(%w+)=(%w+)') do end",
		"M.find(('abc'):rep(1000), 'cab', 1, true)",
	};
	lpat_meter m;
	int calls;
	lua_State *L = new_state(&m, HUGE_METER, &calls);
	for (size_t i = 0; i < sizeof calls_ / sizeof *calls_; i++) {
		int64_t a = steps_of(L, &m, calls_[i]), b = steps_of(L, &m, calls_[i]);
		assert_true(a > 0);
		assert_int_equal(a, b);
	}
	/* The cost model of lpattern.c's opening comment, on small cases:
	 * two start positions, three items tried, one byte captured ... */
	assert_int_equal(steps_of(L, &m, "M.match('ab', 'b')"), 6);
	/* ... three bytes scanned for the first 'l' and one compared ... */
	assert_int_equal(steps_of(L, &m, "M.find('hello', 'l', 1, true)"), 4);
	/* ... and, when find must decide, one per pattern byte checked. */
	assert_int_equal(steps_of(L, &m, "M.find('hello', 'l')"), 5);
	lua_close(L);
}

static void small_meter_stops_long_scans(void **state)
{
	(void)state;
	static const char *const scans[] = {
		"return M.find(('a'):rep(100000), 'b')",
		"return M.find(('a'):rep(100000), 'b$')",
		"return M.match(('a'):rep(100000), '^a*$')",
		"return M.gsub(('a'):rep(100000), 'a', 'b')",
		"return M.gsub(('a'):rep(100000), 'x', 'b')",
		"for w in M.gmatch(('a '):rep(100000), '%a+') do end",
		"for i = 1, 100000 do M.find('abc', 'b') end",
	};
	for (size_t i = 0; i < sizeof scans / sizeof *scans; i++)
		expect_stopped(scans[i], 1000);

	lpat_meter m;
	int calls;
	lua_State *L = new_state(&m, 1000, &calls);
	assert_int_equal(luaL_dostring(L, "assert(M.find('hello', 'l+') == 3)"), LUA_OK);
	assert_int_equal(calls, 0);
	lua_close(L);
}

/* A gmatch iterator made in one thread and called in another answers in
 * the caller's thread. */
static void iterator_in_a_coroutine(void **state)
{
	(void)state;
	lpat_meter m;
	int calls;
	lua_State *L = new_state(&m, HUGE_METER, &calls);
	const char *code =
		"local it = M.gmatch('a b c', '%a')\n"
		"local co = coroutine.wrap(function() return it(), it() end)\n"
		"local x, y = co()\n"
		"assert(x == 'a' and y == 'b', tostring(x) .. tostring(y))\n"
		"assert(it() == 'c' and it() == nil)\n";
	if (luaL_dostring(L, code) != LUA_OK)
		fail_msg("%s", lua_tostring(L, -1));
	lua_close(L);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(same_as_stock_on_the_corpus),
		cmocka_unit_test(same_as_stock_on_random_cases),
		cmocka_unit_test(bombs_are_stopped),
		cmocka_unit_test(steps_are_deterministic),
		cmocka_unit_test(small_meter_stops_long_scans),
		cmocka_unit_test(iterator_in_a_coroutine),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
