/* tmpl.c: the template interpreter (tmpl.h; issue 18 item 6): a Mustache
 * subset over jansson values, every value escaped on its way out, read
 * straight from the template's text as it is rendered. A section's body is
 * found by scanning for its matching close tag, counting nested sections
 * of the same name, so an unclosed or crossed section is an error before
 * any of its body is written twice. Pages are not rendered this way any
 * more: tmpl_compile.c reads each template once, with this file's
 * scanner, into a list of ops. The interpreter remains the reference the
 * compiled templates are tested against, and it renders a template that
 * does not compile (one with a fault), so a fault is reported at the same
 * point, with the same words and the same output before it. */
#include "net/tmpl_impl.h"
#include "net/text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int tmpl_fail(tmpl_rs *r, const char *fmt, ...)
{
	if (!r->failed && r->err && r->errlen) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(r->err, r->errlen, fmt, ap);
		va_end(ap);
	}
	r->failed = 1;
	return -1;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t';
}

/* The next tag at or after pos, into *t: 1, 0 when there is none, -1 for
 * a tag that is never closed. */
int tmpl_next_tag(tmpl_rs *r, const char *s, size_t len, size_t pos, tmpl_tag *t)
{
	const char *open = NULL;
	for (size_t i = pos; i + 1 < len; i++)
		if (s[i] == '{' && s[i + 1] == '{') {
			open = s + i;
			break;
		}
	if (!open)
		return 0;
	size_t start = (size_t)(open - s);
	const char *close = NULL;
	for (size_t i = start + 2; i + 1 < len; i++)
		if (s[i] == '}' && s[i + 1] == '}') {
			close = s + i;
			break;
		}
	if (!close)
		return tmpl_fail(r, "a tag opened at byte %zu is never closed", start);
	const char *a = open + 2, *b = close;
	char kind = '\0';
	if (a < b && strchr("#^/>!&", *a))
		kind = *a++;
	if (kind == '&')
		return tmpl_fail(r, "{{&...}} (raw markup) is not allowed: every value is escaped");
	while (a < b && is_space(*a))
		a++;
	while (b > a && is_space(b[-1]))
		b--;
	t->kind = kind;
	t->name = a;
	t->name_len = (size_t)(b - a);
	t->start = start;
	t->end = (size_t)(close - s) + 2;
	t->line_start = t->start;
	t->line_end = t->end;
	if (kind && kind != '&') {
		/* Standalone: only blanks between the line's start and the tag,
		 * and between the tag and the line's end. */
		size_t ls = start;
		while (ls > 0 && is_space(s[ls - 1]))
			ls--;
		size_t le = t->end;
		while (le < len && is_space(s[le]))
			le++;
		int at_start = ls == 0 || s[ls - 1] == '\n';
		int at_end = le == len || s[le] == '\n';
		if (at_start && at_end) {
			t->line_start = ls;
			t->line_end = le < len ? le + 1 : le;
		}
	}
	if (kind != '!' && t->name_len == 0)
		return tmpl_fail(r, "an empty tag at byte %zu", start);
	return 1;
}

static int name_is(const tmpl_tag *t, const tmpl_tag *u)
{
	return t->name_len == u->name_len && memcmp(t->name, u->name, t->name_len) == 0;
}

/* The close tag of the section opened by t: its tag into *close. */
int tmpl_find_close(tmpl_rs *r, const char *s, size_t len, const tmpl_tag *t, tmpl_tag *close)
{
	int nest = 0;
	size_t pos = t->end;
	tmpl_tag u;
	int rc;
	while ((rc = tmpl_next_tag(r, s, len, pos, &u)) == 1) {
		pos = u.end;
		if ((u.kind == '#' || u.kind == '^') && name_is(&u, t))
			nest++;
		else if (u.kind == '/' && name_is(&u, t) && nest-- == 0) {
			*close = u;
			return 0;
		}
	}
	if (rc < 0)
		return -1;
	return tmpl_fail(r, "the section {{%c%.*s}} is never closed", t->kind, (int)t->name_len,
		    t->name);
}

/* Looks name[0..n) up: "." is the top context; the first part of a dotted
 * path is found from the innermost context out, the rest inside it. */
static const json_t *lookup(const tmpl_rs *r, const char *name, size_t n)
{
	if (n == 1 && name[0] == '.')
		return r->depth ? r->stack[r->depth - 1] : NULL;
	const char *dot = memchr(name, '.', n);
	size_t first = dot ? (size_t)(dot - name) : n;
	char key[128];
	if (first >= sizeof key)
		return NULL;
	memcpy(key, name, first);
	key[first] = '\0';
	const json_t *v = NULL;
	for (int i = r->depth - 1; i >= 0 && !v; i--)
		if (json_is_object(r->stack[i]))
			v = json_object_get(r->stack[i], key);
	while (v && dot) {
		const char *part = dot + 1;
		dot = memchr(part, '.', n - (size_t)(part - name));
		size_t len = dot ? (size_t)(dot - part) : n - (size_t)(part - name);
		if (len >= sizeof key)
			return NULL;
		memcpy(key, part, len);
		key[len] = '\0';
		v = json_is_object(v) ? json_object_get(v, key) : NULL;
	}
	return v;
}

int tmpl_truthy(const json_t *v)
{
	if (!v || json_is_null(v) || json_is_false(v))
		return 0;
	if (json_is_array(v))
		return json_array_size(v) > 0;
	if (json_is_string(v))
		return json_string_length(v) > 0;
	if (json_is_integer(v))
		return json_integer_value(v) != 0;
	if (json_is_real(v))
		return json_real_value(v) != 0;
	return 1;
}

/* n in decimal, written backwards to end (which must have room for 21
 * bytes before it): the bytes "%lld" would print, without stdio, which
 * showed in the pages' profiles (10 %). */
static const char *decimal(char *end, json_int_t n)
{
	unsigned long long u = n < 0 ? 0ull - (unsigned long long)n : (unsigned long long)n;
	char *p = end;
	*--p = '\0';
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (n < 0)
		*--p = '-';
	return p;
}

void tmpl_write_value(tmpl_rs *r, const json_t *v, int url)
{
	char num[64];
	const char *s = NULL;
	if (json_is_string(v))
		s = json_string_value(v);
	else if (json_is_integer(v))
		s = decimal(num + sizeof num, json_integer_value(v));
	else if (json_is_real(v))
		snprintf(num, sizeof num, "%g", json_real_value(v)), s = num;
	else if (json_is_true(v))
		s = "true";
	if (!s)
		return;
	if (url) {
		/* Percent-encoded, the segment is letters, digits, "-._~" and
		 * "%": html_escape would leave every byte as it is. */
		url_segment(r->out, s);
	} else {
		html_escape(r->out, s);
	}
}

static int run(tmpl_rs *r, const char *s, size_t len);

int tmpl_push(tmpl_rs *r, const json_t *v)
{
	if (r->depth == TMPL_MAX_DEPTH)
		return tmpl_fail(r, "contexts nested deeper than %d", TMPL_MAX_DEPTH);
	r->stack[r->depth++] = v;
	return 0;
}

/* The body s[0..len) of a section over v. */
static int section(tmpl_rs *r, const json_t *v, const char *s, size_t len)
{
	if (json_is_array(v)) {
		size_t i;
		const json_t *e;
		json_array_foreach(v, i, e) {
			if (tmpl_push(r, e) || run(r, s, len))
				return -1;
			r->depth--;
		}
		return 0;
	}
	if (tmpl_push(r, v) || run(r, s, len))
		return -1;
	r->depth--;
	return 0;
}

static int partial(tmpl_rs *r, const tmpl_tag *t)
{
	char name[128];
	if (t->name_len >= sizeof name)
		return tmpl_fail(r, "a partial's name is too long");
	memcpy(name, t->name, t->name_len);
	name[t->name_len] = '\0';
	const tmpl_file *f = tmpl_find(name);
	if (!f)
		return tmpl_fail(r, "no template named '%s'", name);
	return run(r, f->text, f->len);
}

static int run(tmpl_rs *r, const char *s, size_t len)
{
	if (++r->calls > TMPL_MAX_DEPTH * 4)
		return tmpl_fail(r, "templates nested deeper than %d", TMPL_MAX_DEPTH * 4);
	size_t pos = 0;
	tmpl_tag t = {0};
	int rc;
	while ((rc = tmpl_next_tag(r, s, len, pos, &t)) == 1) {
		sbuf_addn(r->out, s + pos, t.line_start - pos);
		pos = t.line_end;
		switch (t.kind) {
		case '!':
			break;
		case '/':
			return tmpl_fail(r, "{{/%.*s}} closes no open section", (int)t.name_len, t.name);
		case '>':
			if (partial(r, &t))
				return -1;
			break;
		case '#':
		case '^': {
			tmpl_tag close = {0};
			if (tmpl_find_close(r, s, len, &t, &close))
				return -1;
			const json_t *v = lookup(r, t.name, t.name_len);
			const char *body = s + t.line_end;
			size_t body_len = close.line_start - t.line_end;
			if (t.kind == '#' && tmpl_truthy(v) && section(r, v, body, body_len))
				return -1;
			if (t.kind == '^' && !tmpl_truthy(v) && run(r, body, body_len))
				return -1;
			pos = close.line_end;
			break;
		}
		default: {
			size_t n = t.name_len;
			int url = n > 4 && memcmp(t.name + n - 4, "|url", 4) == 0;
			if (url)
				n -= 4;
			tmpl_write_value(r, lookup(r, t.name, n), url);
		}
		}
	}
	if (rc < 0)
		return -1;
	sbuf_addn(r->out, s + pos, len - pos);
	r->calls--;
	return 0;
}

int tmpl_interp(tmpl_rs *r, const char *s, size_t len)
{
	return run(r, s, len);
}

int tmpl_interp_render_text(sbuf *out, const char *text, size_t len, const json_t *data,
			    char *err, size_t errlen)
{
	tmpl_rs r = {.out = out, .err = err, .errlen = errlen};
	if (err && errlen)
		err[0] = '\0';
	r.stack[r.depth++] = data;
	return run(&r, text, len);
}
