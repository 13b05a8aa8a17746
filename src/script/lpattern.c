/* lpattern.c: lpattern.h's metered string.find, match, gmatch and gsub:
 * Lua 5.4's pattern language (reference manual 6.4.1) as a backtracking
 * interpreter over the pattern text that charges every step it takes to
 * an lpat_meter, and the four functions built on it.
 *
 * They must answer exactly as liblua5.4's own string library does, so
 * they keep that library's observable habits as well as the manual's
 * rules (tests/script/test_lpattern.c compares the two):
 *   - A pattern is checked only as far as the matcher reads it. A broken
 *     item ("[a", "%" at the end, "%b" with no arguments) raises its error
 *     when the matcher first reaches it, so a pattern that fails before
 *     getting there simply fails.
 *   - The first byte of a set is a member even when it is ']' ("[]]",
 *     "[^]]"); "x-y" is a range only when y is not the closing ']'.
 *   - %z is the zero byte, and %Z any other.
 *   - A back-reference to a position capture never matches.
 *   - At most 200 matcher calls may nest (each capture, each '?' that
 *     matched, each repetition with '*', '+' or '-' nests one); one more
 *     raises "pattern too complex". match_here nests exactly where the
 *     stock matcher does, so the limit bites for the same patterns.
 *   - find treats a pattern with none of ^$*+?.([%- as plain text, so
 *     find(s, ")") looks for a ')' where match(s, ")") raises.
 *
 * Step costs, one step each unless said otherwise:
 *   - each start position find, match, gmatch and gsub try;
 *   - each pattern item tried at a subject position, including reaching
 *     the pattern's end (one turn of match_here's loop);
 *   - each single-character test in the loops of '*', '+' and '-';
 *   - each subject byte %b scans past the opening one;
 *   - n steps for a back-reference to a capture n bytes long;
 *   - find without its plain argument: one per pattern byte looked at to
 *     decide whether the pattern is plain text;
 *   - find of plain text: one per subject byte scanned for the text's
 *     first byte, and the text's length for each comparison there;
 *   - one per byte of every string built for a result: captures, gsub's
 *     replacement text and the subject copied around it; one per call of
 *     a gsub replacement function or table lookup.
 * The count depends on nothing but the arguments, so a call costs the same
 * every time it runs. */
#include "script/lpattern.h"

#include <ctype.h>
#include <lauxlib.h>
#include <stddef.h>
#include <string.h>

/* The stock library's limits (lstrlib.c's LUA_MAXCAPTURES and MAXCCALLS,
 * which Debian's liblua5.4 keeps at their defaults). */
enum { MAX_CAPTURES = 32, MAX_DEPTH = 200 };

#define CAP_OPEN (-1)      /* a capture's len while its ')' is unseen */
#define CAP_POSITION (-2)  /* the len of a "()" capture */

typedef struct lpat_cap {
	const char *at;
	ptrdiff_t len;  /* bytes, or CAP_OPEN or CAP_POSITION */
} lpat_cap;

/* One match attempt: the subject, where the pattern ends, the captures
 * made on the way to where the matcher is now, and how many more calls may
 * nest. The pattern's start is passed along, since find skips a '^'. */
typedef struct lpat_state {
	lua_State *L;
	lpat_meter *meter;
	const char *src, *src_end;
	const char *pat_end;
	int depth_left;
	int level;  /* captures in cap[], open or closed */
	lpat_cap cap[MAX_CAPTURES];
} lpat_state;

/* Takes n steps from m, and raises through m->exhausted when none are
 * left. */
static void take(lua_State *L, lpat_meter *m, ptrdiff_t n)
{
	if (m->left > 0)  /* cannot overflow: left > 0 and n >= 0 */
		m->left -= n;
	if (m->left <= 0) {
		m->exhausted(L, m->ud);
		/* exhausted must not return; if it does, stop anyway */
		luaL_error(L, "pattern matching ran out of steps");
	}
}

static void step(lpat_state *ms, ptrdiff_t n)
{
	take(ms->L, ms->meter, n);
}

/* Before each start position: no captures, the whole depth. */
static void state_reset(lpat_state *ms)
{
	ms->level = 0;
	ms->depth_left = MAX_DEPTH;
}

static void state_init(lpat_state *ms, lua_State *L, lpat_meter *m,
                       const char *s, size_t ls, const char *p, size_t lp)
{
	ms->L = L;
	ms->meter = m;
	ms->src = s;
	ms->src_end = s + ls;
	ms->pat_end = p + lp;
	state_reset(ms);
}

/* Does byte c belong to class %cl? An upper-case class letter means the
 * complement; any other byte after '%' stands for itself. %z (the zero
 * byte) left the manual in 5.2, but liblua5.4 still knows it. isalpha and
 * its kin answer for the C locale, which the sandbox keeps. */
static int class_has(int c, int cl)
{
	int in;
	switch (tolower(cl)) {
	case 'a': in = isalpha(c); break;
	case 'c': in = iscntrl(c); break;
	case 'd': in = isdigit(c); break;
	case 'g': in = isgraph(c); break;
	case 'l': in = islower(c); break;
	case 'p': in = ispunct(c); break;
	case 's': in = isspace(c); break;
	case 'u': in = isupper(c); break;
	case 'w': in = isalnum(c); break;
	case 'x': in = isxdigit(c); break;
	case 'z': in = c == 0; break;  /* gone from the manual, kept by liblua */
	default: return cl == c;
	}
	return isupper(cl) ? !in : in != 0;
}

/* Does byte c belong to the set that opens with '[' at p and closes with
 * the ']' at close? */
static int set_has(int c, const char *p, const char *close)
{
	int member = 1;  /* what to answer when c is listed */
	p++;
	if (*p == '^') {
		member = 0;
		p++;
	}
	for (; p < close; p++) {
		if (*p == '%') {
			p++;  /* item_end made sure a byte follows */
			if (class_has(c, (unsigned char)*p))
				return member;
		} else if (p + 2 < close && p[1] == '-') {
			if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2])
				return member;
			p += 2;
		} else if ((unsigned char)*p == c) {
			return member;
		}
	}
	return !member;
}

/* The end of the single-character class that starts at p: past "%x", past
 * a whole "[set]", or past one byte. Raises for a malformed one. */
static const char *item_end(lpat_state *ms, const char *p)
{
	const char *end = ms->pat_end;
	switch (*p++) {
	case '%':
		if (p == end)
			luaL_error(ms->L, "malformed pattern (ends with '%%')");
		return p + 1;
	case '[':
		if (p < end && *p == '^')
			p++;
		do {  /* the first byte is a member even if it is ']' */
			if (p == end)
				luaL_error(ms->L, "malformed pattern (missing ']')");
			p += (*p == '%' && p + 1 < end) ? 2 : 1;
		} while (p == end || *p != ']');
		return p + 1;
	default:
		return p;
	}
}

/* Does the class from p to ep match the subject byte at s (if any)? */
static int item_matches(const lpat_state *ms, const char *s, const char *p,
                        const char *ep)
{
	if (s >= ms->src_end)
		return 0;
	int c = (unsigned char)*s;
	switch (*p) {
	case '.': return 1;
	case '%': return class_has(c, (unsigned char)p[1]);
	case '[': return set_has(c, p, ep - 1);
	default: return (unsigned char)*p == c;
	}
}

static const char *match_here(lpat_state *ms, const char *s, const char *p);

/* '*' (and '+' once its first byte matched): as many bytes of the class
 * as there are from s, then give them back one at a time until the rest
 * of the pattern after ep matches. */
static const char *expand_greedy(lpat_state *ms, const char *s,
                                 const char *p, const char *ep)
{
	ptrdiff_t n = 0;
	for (;;) {
		step(ms, 1);
		if (!item_matches(ms, s + n, p, ep))
			break;
		n++;
	}
	for (; n >= 0; n--) {
		const char *r = match_here(ms, s + n, ep + 1);
		if (r)
			return r;
	}
	return NULL;
}

/* '-': the rest of the pattern first, then one more byte of the class. */
static const char *expand_lazy(lpat_state *ms, const char *s,
                               const char *p, const char *ep)
{
	for (;;) {
		const char *r = match_here(ms, s, ep + 1);
		if (r)
			return r;
		step(ms, 1);
		if (!item_matches(ms, s, p, ep))
			return NULL;
		s++;
	}
}

/* '(' or "()": a capture opens at s; undone if the rest fails. */
static const char *capture_open(lpat_state *ms, const char *s, const char *p,
                                ptrdiff_t kind)
{
	if (ms->level >= MAX_CAPTURES)
		luaL_error(ms->L, "too many captures");
	ms->cap[ms->level].at = s;
	ms->cap[ms->level].len = kind;
	ms->level++;
	const char *r = match_here(ms, s, p);
	if (!r)
		ms->level--;
	return r;
}

/* ')': closes the innermost capture still open; reopened if the rest
 * fails. */
static const char *capture_close(lpat_state *ms, const char *s, const char *p)
{
	int l = ms->level - 1;
	while (l >= 0 && ms->cap[l].len != CAP_OPEN)
		l--;
	if (l < 0)
		luaL_error(ms->L, "invalid pattern capture");
	ms->cap[l].len = s - ms->cap[l].at;
	const char *r = match_here(ms, s, p);
	if (!r)
		ms->cap[l].len = CAP_OPEN;
	return r;
}

/* %1-%9 (and the invalid %0): the text of an earlier, closed capture. */
static const char *match_backref(lpat_state *ms, const char *s, int digit)
{
	int l = digit - '1';
	if (l < 0 || l >= ms->level || ms->cap[l].len == CAP_OPEN)
		luaL_error(ms->L, "invalid capture index %%%d", l + 1);
	ptrdiff_t len = ms->cap[l].len;
	if (len < 0 || ms->src_end - s < len)  /* a position has no text */
		return NULL;
	step(ms, len);
	return memcmp(ms->cap[l].at, s, (size_t)len) == 0 ? s + len : NULL;
}

/* %bxy at p ("xy..."): from an x at s to the y that balances it. */
static const char *match_balance(lpat_state *ms, const char *s, const char *p)
{
	if (p + 1 >= ms->pat_end)
		luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
	if (s >= ms->src_end || *s != p[0])
		return NULL;
	ptrdiff_t open = 1;
	while (++s < ms->src_end) {
		step(ms, 1);
		if (*s == p[1]) {  /* the closer first: "%bxx" pairs x with x */
			if (--open == 0)
				return s + 1;
		} else if (*s == p[0]) {
			open++;
		}
	}
	return NULL;
}

/* %f[set] with its '[' at p: does s sit where the byte before (or '\0' at
 * the start) is outside the set and the byte at s (or '\0' at the end) is
 * inside? Returns the end of the set, or NULL. */
static const char *match_frontier(lpat_state *ms, const char *s, const char *p)
{
	if (p >= ms->pat_end || *p != '[')
		luaL_error(ms->L, "missing '[' after '%%f' in pattern");
	const char *ep = item_end(ms, p);
	int before = s == ms->src ? 0 : (unsigned char)s[-1];
	int here = s < ms->src_end ? (unsigned char)*s : 0;
	if (set_has(before, p, ep - 1) || !set_has(here, p, ep - 1))
		return NULL;
	return ep;
}

/* Matches the pattern from p against the subject from s: the end of the
 * match, or NULL. Items that need no backtracking loop here; the others
 * nest, as the stock matcher nests, and that depth is what MAX_DEPTH
 * limits. */
static const char *match_here(lpat_state *ms, const char *s, const char *p)
{
	if (ms->depth_left-- == 0)
		luaL_error(ms->L, "pattern too complex");
	for (;;) {
		step(ms, 1);
		if (p == ms->pat_end)
			break;
		if (*p == '(') {
			if (p + 1 < ms->pat_end && p[1] == ')')
				s = capture_open(ms, s, p + 2, CAP_POSITION);
			else
				s = capture_open(ms, s, p + 1, CAP_OPEN);
			break;
		}
		if (*p == ')') {
			s = capture_close(ms, s, p + 1);
			break;
		}
		if (*p == '$' && p + 1 == ms->pat_end) {  /* '$' elsewhere is a byte */
			if (s != ms->src_end)
				s = NULL;
			break;
		}
		if (*p == '%' && p + 1 < ms->pat_end) {
			int e = p[1];
			if (e == 'b') {
				if (!(s = match_balance(ms, s, p + 2)))
					break;
				p += 4;
				continue;
			}
			if (e == 'f') {
				if (!(p = match_frontier(ms, s, p + 2))) {
					s = NULL;
					break;
				}
				continue;
			}
			if (e >= '0' && e <= '9') {
				if (!(s = match_backref(ms, s, e)))
					break;
				p += 2;
				continue;
			}
		}
		/* A single-character class, perhaps repeated. */
		const char *ep = item_end(ms, p);
		int rep = ep < ms->pat_end ? *ep : 0;
		if (!item_matches(ms, s, p, ep)) {
			if (rep == '*' || rep == '?' || rep == '-') {  /* zero times */
				p = ep + 1;
				continue;
			}
			s = NULL;
			break;
		}
		if (rep == '?') {
			const char *r = match_here(ms, s + 1, ep + 1);
			if (r) {
				s = r;
				break;
			}
			p = ep + 1;
			continue;
		}
		if (rep == '+' || rep == '*') {
			s = expand_greedy(ms, rep == '+' ? s + 1 : s, p, ep);
			break;
		}
		if (rep == '-') {
			s = expand_lazy(ms, s, p, ep);
			break;
		}
		s++;
		p = ep;
	}
	ms->depth_left++;
	return s;
}

/* Pushes capture i of the match [s, e): its text, or its position. With
 * no captures at all, capture 0 is the whole match. */
static void push_capture(lpat_state *ms, int i, const char *s, const char *e)
{
	if (i >= ms->level) {
		if (i != 0)
			luaL_error(ms->L, "invalid capture index %%%d", i + 1);
		step(ms, e - s);
		lua_pushlstring(ms->L, s, (size_t)(e - s));
		return;
	}
	const lpat_cap *c = &ms->cap[i];
	if (c->len == CAP_OPEN)
		luaL_error(ms->L, "unfinished capture");
	if (c->len == CAP_POSITION) {
		lua_pushinteger(ms->L, (lua_Integer)(c->at - ms->src) + 1);
		return;
	}
	step(ms, c->len);
	lua_pushlstring(ms->L, c->at, (size_t)c->len);
}

/* Pushes every capture of the match [s, e), or with none the whole match
 * (when s is not NULL); returns how many it pushed. */
static int push_captures(lpat_state *ms, const char *s, const char *e)
{
	int n = ms->level == 0 && s ? 1 : ms->level;
	luaL_checkstack(ms->L, n, "too many captures");
	for (int i = 0; i < n; i++)
		push_capture(ms, i, s, e);
	return n;
}

/* {====== The string functions ====== */

/* The 0-based offset of the 1-based position pos in a subject of len
 * bytes: negative counts from the end, and anything before the start is
 * the start. May exceed len; the callers decide what that means. */
static size_t start_offset(lua_Integer pos, size_t len)
{
	if (pos > 0)
		return (size_t)pos - 1;
	if (pos == 0 || pos < -(lua_Integer)len)
		return 0;
	return len - (size_t)(-pos);
}

static lpat_meter *meter_of(lua_State *L)
{
	return lua_touserdata(L, lua_upvalueindex(1));
}

/* Does the pattern use any magic character at all? If not, find searches
 * for it as plain text, as the stock find does (']' and ')' alone are
 * plain there, though a pattern would choke on them). */
static int has_specials(lua_State *L, lpat_meter *m, const char *p, size_t lp)
{
	static const char specials[] = "^$*+?.([%-";
	take(L, m, (ptrdiff_t)lp);
	for (size_t i = 0; i < lp; i++)
		if (memchr(specials, p[i], sizeof specials - 1))
			return 1;
	return 0;
}

/* find with plain text p: its first occurrence at or after init. */
static int find_plain(lua_State *L, lpat_meter *m, const char *s, size_t ls,
                      size_t init, const char *p, size_t lp)
{
	if (lp == 0) {
		lua_pushinteger(L, (lua_Integer)init + 1);
		lua_pushinteger(L, (lua_Integer)init);
		return 2;
	}
	const char *at = s + init;
	const char *last = lp <= ls - init ? s + ls - lp : NULL;
	while (last && at <= last) {
		const char *hit = memchr(at, p[0], (size_t)(last - at) + 1);
		take(L, m, (hit ? hit : last) - at + 1);
		if (!hit)
			break;
		take(L, m, (ptrdiff_t)lp);
		if (memcmp(hit + 1, p + 1, lp - 1) == 0) {
			lua_pushinteger(L, hit - s + 1);
			lua_pushinteger(L, (lua_Integer)(hit - s) + (lua_Integer)lp);
			return 2;
		}
		at = hit + 1;
	}
	luaL_pushfail(L);
	return 1;
}

/* string.find (find 1) and string.match (find 0). */
static int find_or_match(lua_State *L, int find)
{
	lpat_meter *m = meter_of(L);
	size_t ls, lp;
	const char *s = luaL_checklstring(L, 1, &ls);
	const char *p = luaL_checklstring(L, 2, &lp);
	size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
	if (init > ls) {
		luaL_pushfail(L);
		return 1;
	}
	if (find && (lua_toboolean(L, 4) || !has_specials(L, m, p, lp)))
		return find_plain(L, m, s, ls, init, p, lp);
	lpat_state ms;
	state_init(&ms, L, m, s, ls, p, lp);
	int anchored = lp > 0 && *p == '^';
	for (const char *at = s + init;; at++) {
		step(&ms, 1);
		state_reset(&ms);
		const char *e = match_here(&ms, at, p + anchored);
		if (e && find) {
			lua_pushinteger(L, at - s + 1);
			lua_pushinteger(L, e - s);
			return push_captures(&ms, NULL, NULL) + 2;
		}
		if (e)
			return push_captures(&ms, at, e);
		if (anchored || at == ms.src_end)
			break;
	}
	luaL_pushfail(L);
	return 1;
}

static int str_find(lua_State *L)
{
	return find_or_match(L, 1);
}

static int str_match(lua_State *L)
{
	return find_or_match(L, 0);
}

/* gmatch's iterator state, kept in a userdata beside the subject and the
 * pattern (upvalues, so the pointers into them stay valid). */
typedef struct lpat_gmatch {
	lpat_state ms;
	const char *pat;
	size_t next;            /* offset where the next search starts */
	const char *lastmatch;  /* where the last match ended, or NULL */
} lpat_gmatch;

/* The iterator: the next match at or after next that does not end where
 * the previous one did (5.4 skips such an empty match). */
static int gmatch_next(lua_State *L)
{
	lpat_gmatch *g = lua_touserdata(L, lua_upvalueindex(3));
	lpat_state *ms = &g->ms;
	ms->L = L;  /* this call's thread, whichever made the iterator */
	size_t ls = (size_t)(ms->src_end - ms->src);
	for (; g->next <= ls; g->next++) {
		const char *at = ms->src + g->next;
		step(ms, 1);
		state_reset(ms);
		const char *e = match_here(ms, at, g->pat);
		if (e && e != g->lastmatch) {
			g->lastmatch = e;
			g->next = (size_t)(e - ms->src);
			return push_captures(ms, at, e);
		}
	}
	return 0;  /* g->next > ls now: every later call ends at once too */
}

/* string.gmatch(s, pattern [, init]); '^' is an ordinary byte here. */
static int str_gmatch(lua_State *L)
{
	lpat_meter *m = meter_of(L);
	size_t ls, lp;
	const char *s = luaL_checklstring(L, 1, &ls);
	const char *p = luaL_checklstring(L, 2, &lp);
	size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
	lua_settop(L, 2);
	lpat_gmatch *g = lua_newuserdatauv(L, sizeof *g, 0);
	state_init(&g->ms, L, m, s, ls, p, lp);
	g->pat = p;
	g->next = init > ls ? ls + 1 : init;
	g->lastmatch = NULL;
	lua_pushcclosure(L, gmatch_next, 3);
	return 1;
}

/* Adds gsub's replacement string (argument 3) for the match [s, e): "%0"
 * is the match, "%1"-"%9" its captures, "%%" a '%'. */
static void add_template(lpat_state *ms, luaL_Buffer *b, const char *s,
                         const char *e)
{
	lua_State *L = ms->L;
	size_t len;
	const char *t = lua_tolstring(L, 3, &len), *end = t + len, *pc;
	step(ms, (ptrdiff_t)len);
	while ((pc = memchr(t, '%', (size_t)(end - t))) != NULL) {
		luaL_addlstring(b, t, (size_t)(pc - t));
		int c = pc + 1 < end ? pc[1] : 0;
		if (c == '%') {
			luaL_addchar(b, '%');
		} else if (c == '0') {
			step(ms, e - s);
			luaL_addlstring(b, s, (size_t)(e - s));
		} else if (c >= '1' && c <= '9') {
			push_capture(ms, c - '1', s, e);
			luaL_addvalue(b);
		} else {
			luaL_error(L, "invalid use of '%%' in replacement string");
		}
		t = pc + 2;
	}
	luaL_addlstring(b, t, (size_t)(end - t));
}

/* Adds the replacement for the match [s, e) as argument 3 (of type tr)
 * gives it. Returns 0 when a function or table said false or nil, so the
 * match stays as it was, else 1. */
static int add_replacement(lpat_state *ms, luaL_Buffer *b, const char *s,
                           const char *e, int tr)
{
	lua_State *L = ms->L;
	if (tr == LUA_TFUNCTION) {
		step(ms, 1);
		lua_pushvalue(L, 3);
		int n = push_captures(ms, s, e);
		lua_call(L, n, 1);
	} else if (tr == LUA_TTABLE) {
		step(ms, 1);
		push_capture(ms, 0, s, e);
		lua_gettable(L, 3);
	} else {
		add_template(ms, b, s, e);
		return 1;
	}
	if (!lua_toboolean(L, -1)) {
		lua_pop(L, 1);
		step(ms, e - s);
		luaL_addlstring(b, s, (size_t)(e - s));
		return 0;
	}
	if (!lua_isstring(L, -1))
		return luaL_error(L, "invalid replacement value (a %s)",
		                  luaL_typename(L, -1));
	size_t len;
	lua_tolstring(L, -1, &len);
	step(ms, (ptrdiff_t)len);
	luaL_addvalue(b);
	return 1;
}

/* string.gsub(s, pattern, repl [, n]). An empty match right where the
 * previous match ended is skipped, as in 5.4. */
static int str_gsub(lua_State *L)
{
	lpat_meter *m = meter_of(L);
	size_t ls, lp;
	const char *s = luaL_checklstring(L, 1, &ls);
	const char *p = luaL_checklstring(L, 2, &lp);
	int tr = lua_type(L, 3);
	lua_Integer max_n = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
	luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING ||
	                 tr == LUA_TFUNCTION || tr == LUA_TTABLE,
	                 3, "string/function/table");
	luaL_Buffer b;
	luaL_buffinit(L, &b);
	lpat_state ms;
	state_init(&ms, L, m, s, ls, p, lp);
	int anchored = lp > 0 && *p == '^';
	const char *at = s, *lastmatch = NULL;
	lua_Integer n = 0;
	int changed = 0;
	while (n < max_n) {
		step(&ms, 1);
		state_reset(&ms);
		const char *e = match_here(&ms, at, p + anchored);
		if (e && e != lastmatch) {
			n++;
			changed |= add_replacement(&ms, &b, at, e, tr);
			at = lastmatch = e;
		} else if (at < ms.src_end) {
			luaL_addchar(&b, *at++);
		} else {
			break;
		}
		if (anchored)
			break;
	}
	if (changed) {
		step(&ms, ms.src_end - at);
		luaL_addlstring(&b, at, (size_t)(ms.src_end - at));
		luaL_pushresult(&b);
	} else {
		lua_pushvalue(L, 1);  /* nothing replaced: the subject itself */
	}
	lua_pushinteger(L, n);
	return 2;
}

/* }====== */

void lpat_install(lua_State *L, int idx, lpat_meter *m)
{
	static const luaL_Reg fns[] = {
		{"find", str_find},
		{"match", str_match},
		{"gmatch", str_gmatch},
		{"gsub", str_gsub},
		{NULL, NULL},
	};
	lua_pushvalue(L, idx);
	lua_pushlightuserdata(L, m);
	luaL_setfuncs(L, fns, 1);
	lua_pop(L, 1);
}
