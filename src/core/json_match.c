/* json_match.c: whether a JSON text is a given jansson value, read in one
 * pass with no allocation for the common case (see event.h json_text_is).
 * Replay (exec.c) asks it for every event: the logged arguments against
 * the ones the command resolves again. Parsing the logged text with
 * json_loads, or writing the resolved value with json_canonical, to
 * compare the two was the largest single cost of replay (issue 17 item 3).
 *
 * Strict by design: it answers 1 only for text that json_loads would parse
 * to a value json_equal to v, and whose objects' keys are in strictly
 * increasing byte order (as json_canonical writes them, so no key can
 * appear twice). Anything else, including text it does not expect, is 0,
 * and the caller falls back to parsing: a 0 is never taken as "differs". */
#include "core/event.h"

#include "core/util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct matcher {
	const char *p;
	char *buf; /* a decoded string */
	size_t len, cap;
} matcher;

static void ws(matcher *m)
{
	while (*m->p == ' ' || *m->p == '\t' || *m->p == '\n' || *m->p == '\r')
		m->p++;
}

static void put(matcher *m, const char *s, size_t n)
{
	if (m->len + n + 1 > m->cap) {
		m->cap = 2 * (m->len + n + 1) + 64;
		m->buf = xrealloc(m->buf, m->cap);
	}
	memcpy(m->buf + m->len, s, n);
	m->len += n;
	m->buf[m->len] = '\0';
}

static int hex4(const char *s, unsigned *out)
{
	unsigned v = 0;
	for (int i = 0; i < 4; i++) {
		char c = s[i];
		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			v |= (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			v |= (unsigned)(c - 'A' + 10);
		else
			return -1;
	}
	*out = v;
	return 0;
}

static void put_utf8(matcher *m, unsigned cp)
{
	char b[4];
	size_t n;
	if (cp < 0x80) {
		b[0] = (char)cp, n = 1;
	} else if (cp < 0x800) {
		b[0] = (char)(0xc0 | (cp >> 6)), b[1] = (char)(0x80 | (cp & 0x3f)), n = 2;
	} else if (cp < 0x10000) {
		b[0] = (char)(0xe0 | (cp >> 12)), b[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		b[2] = (char)(0x80 | (cp & 0x3f)), n = 3;
	} else {
		b[0] = (char)(0xf0 | (cp >> 18)), b[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		b[2] = (char)(0x80 | ((cp >> 6) & 0x3f)), b[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	put(m, b, n);
}

/* Decodes the string at m->p (its opening quote) into m->buf, m->len. */
static int string(matcher *m)
{
	const char *s = m->p;
	if (*s++ != '"')
		return -1;
	m->len = 0;
	for (;;) {
		const char *run = s;
		while (*s != '"' && *s != '\\' && (unsigned char)*s >= 0x20)
			s++;
		put(m, run, (size_t)(s - run));
		if (*s == '"')
			break;
		if (*s != '\\')
			return -1; /* a raw control character, or the end */
		s++;
		char c = *s++, e;
		switch (c) {
		case '"': e = '"'; break;
		case '\\': e = '\\'; break;
		case '/': e = '/'; break;
		case 'b': e = '\b'; break;
		case 'f': e = '\f'; break;
		case 'n': e = '\n'; break;
		case 'r': e = '\r'; break;
		case 't': e = '\t'; break;
		case 'u': {
			unsigned cp, lo;
			if (hex4(s, &cp))
				return -1;
			s += 4;
			if (cp >= 0xdc00 && cp <= 0xdfff)
				return -1;
			if (cp >= 0xd800 && cp <= 0xdbff) {
				if (s[0] != '\\' || s[1] != 'u' || hex4(s + 2, &lo) || lo < 0xdc00 ||
				    lo > 0xdfff)
					return -1;
				s += 6;
				cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
			}
			if (cp == 0)
				return -1; /* jansson refuses \u0000 by default */
			put_utf8(m, cp);
			continue;
		}
		default:
			return -1;
		}
		put(m, &e, 1);
	}
	m->p = s + 1;
	return 0;
}

static int value(matcher *m, const json_t *v, int depth);

static int object(matcher *m, const json_t *v, int depth)
{
	if (!json_is_object(v))
		return 0;
	m->p++;
	size_t n = 0;
	/* The key before, to see that they increase: on the stack while it
	 * fits (arguments' keys are short words; this ran at every event). */
	char small[64];
	char *prev = NULL, *heap = NULL;
	size_t prevlen = 0;
	int ok = 0;
	ws(m);
	if (*m->p == '}') {
		m->p++;
		return json_object_size(v) == 0;
	}
	for (;;) {
		ws(m);
		if (string(m))
			goto out;
		/* Strictly increasing keys, as json_canonical writes them: no
		 * key twice, so counting them counts v's. */
		if (prev) {
			size_t k = prevlen < m->len ? prevlen : m->len;
			int c = memcmp(prev, m->buf, k);
			if (c > 0 || (c == 0 && prevlen >= m->len))
				goto out;
		}
		if (m->len < sizeof small) {
			prev = small;
		} else {
			heap = xrealloc(heap, m->len + 1);
			prev = heap;
		}
		memcpy(prev, m->buf, m->len + 1);
		prevlen = m->len;
		const json_t *child = json_object_getn(v, m->buf, m->len);
		if (!child)
			goto out;
		ws(m);
		if (*m->p++ != ':')
			goto out;
		ws(m);
		if (!value(m, child, depth + 1))
			goto out;
		n++;
		ws(m);
		if (*m->p == ',') {
			m->p++;
			continue;
		}
		if (*m->p++ != '}')
			goto out;
		ok = n == json_object_size(v);
		break;
	}
out:
	free(heap);
	return ok;
}

static int array(matcher *m, const json_t *v, int depth)
{
	if (!json_is_array(v))
		return 0;
	m->p++;
	size_t i = 0;
	ws(m);
	if (*m->p == ']') {
		m->p++;
		return json_array_size(v) == 0;
	}
	for (;;) {
		ws(m);
		const json_t *child = json_array_get(v, i++);
		if (!child || !value(m, child, depth + 1))
			return 0;
		ws(m);
		if (*m->p == ',') {
			m->p++;
			continue;
		}
		if (*m->p++ != ']')
			return 0;
		return i == json_array_size(v);
	}
}

static int number(matcher *m, const json_t *v)
{
	const char *s = m->p;
	size_t n = strspn(s, "-+0123456789.eE");
	if (!n || n > 64)
		return 0;
	char tok[65];
	memcpy(tok, s, n);
	tok[n] = '\0';
	m->p = s + n;
	/* JSON's grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
	const char *d = tok + (tok[0] == '-');
	if (*d == '0')
		d++;
	else if (*d >= '1' && *d <= '9')
		d += strspn(d, "0123456789");
	else
		return 0;
	if (*d == '.') {
		d++;
		size_t k = strspn(d, "0123456789");
		if (!k)
			return 0;
		d += k;
	}
	if (*d == 'e' || *d == 'E') {
		d++;
		if (*d == '+' || *d == '-')
			d++;
		size_t k = strspn(d, "0123456789");
		if (!k)
			return 0;
		d += k;
	}
	if (*d)
		return 0;
	char *end;
	errno = 0;
	if (strpbrk(tok, ".eE")) {
		if (!json_is_real(v))
			return 0;
		double x = strtod(tok, &end);
		return *end == '\0' && errno == 0 && x == json_real_value(v);
	}
	if (!json_is_integer(v))
		return 0;
	long long x = strtoll(tok, &end, 10);
	return *end == '\0' && errno == 0 && x == (long long)json_integer_value(v);
}

static int literal(matcher *m, const char *word, int ok)
{
	size_t n = strlen(word);
	if (strncmp(m->p, word, n))
		return 0;
	m->p += n;
	return ok;
}

static int value(matcher *m, const json_t *v, int depth)
{
	if (depth > 64)
		return 0;
	switch (*m->p) {
	case '{':
		return object(m, v, depth);
	case '[':
		return array(m, v, depth);
	case '"': {
		if (!json_is_string(v) || string(m))
			return 0;
		return m->len == json_string_length(v) &&
		       memcmp(m->buf, json_string_value(v), m->len) == 0;
	}
	case 't':
		return literal(m, "true", json_is_true(v));
	case 'f':
		return literal(m, "false", json_is_false(v));
	case 'n':
		return literal(m, "null", json_is_null(v));
	default:
		return number(m, v);
	}
}

int json_text_is(const char *text, const json_t *v)
{
	if (!text || !v)
		return 0;
	matcher m = {.p = text};
	ws(&m);
	int ok = value(&m, v, 0);
	if (ok) {
		ws(&m);
		ok = *m.p == '\0';
	}
	free(m.buf);
	return ok;
}
