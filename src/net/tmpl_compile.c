/* tmpl_compile.c: the templates compiled (tmpl.h's tmpl_render and
 * tmpl_render_text; issue 18 item 6, made cheaper). Each embedded template
 * is read once, at its first render (pthread_once: the server renders from
 * a pool of threads), into a list of ops: text to copy, a value to escape
 * (its dotted path split into keys), a section or inverted section with
 * its body already a list of its own, a partial with its template already
 * found. A render then walks the ops and never scans for "{{" or for a
 * matching close, which cost the pages 8-9 % of their CPU.
 *
 * The compiler reads the text with the interpreter's own scanner
 * (tmpl_next_tag, tmpl_find_close in tmpl.c) and takes each body exactly
 * as the interpreter slices it, so it sees the same tags and the same
 * standalone lines, and the ops write the same bytes. A template with a
 * fault anywhere (an unclosed tag or section, a stray close, raw markup)
 * is not compiled: the interpreter renders it, and so reports the fault
 * where it always did, with the same words and the same output before it.
 * The faults that depend on the data (an unknown partial reached, nesting
 * too deep) are checked by the ops at the same points and in the same
 * order as the interpreter checks them. */
#include "net/tmpl_impl.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OP_TEXT, OP_VALUE, OP_SECTION, OP_INVERTED, OP_PARTIAL };

/* A name looked up as the interpreter's lookup() does: "." is the top
 * context; otherwise keys[0] from the innermost context out, the rest
 * inside it. bad: a part of 128 bytes or more, which never matches. */
typedef struct path {
	int self;
	int bad;
	size_t nkeys;
	char **keys;
	size_t *klen; /* each key's strlen, so a lookup need not count it */
} path;

typedef struct prog prog;

typedef struct op {
	int kind;
	int url;              /* OP_VALUE: the |url filter */
	const char *text;     /* OP_TEXT: into the template's own text */
	size_t len;
	path name;            /* OP_VALUE, OP_SECTION, OP_INVERTED */
	prog *body;           /* OP_SECTION, OP_INVERTED */
	char *partial;        /* OP_PARTIAL: the name; NULL when too long */
	const tmpl_file *file; /* OP_PARTIAL: NULL when there is none */
} op;

struct prog {
	op *ops;
	size_t n, cap;
};

static void prog_free(prog *p);

static void path_free(path *pa)
{
	for (size_t i = 0; i < pa->nkeys; i++)
		free(pa->keys[i]);
	free(pa->keys);
	free(pa->klen);
}

static void prog_free(prog *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n; i++) {
		path_free(&p->ops[i].name);
		prog_free(p->ops[i].body);
		free(p->ops[i].partial);
	}
	free(p->ops);
	free(p);
}

static op *add(prog *p, int kind)
{
	if (p->n == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 8;
		p->ops = xrealloc(p->ops, p->cap * sizeof *p->ops);
	}
	op *o = &p->ops[p->n++];
	memset(o, 0, sizeof *o);
	o->kind = kind;
	return o;
}

static char *copy(const char *s, size_t n)
{
	char *c = xmalloc(n + 1);
	memcpy(c, s, n);
	c[n] = '\0';
	return c;
}

static void split(path *pa, const char *name, size_t n)
{
	if (n == 1 && name[0] == '.') {
		pa->self = 1;
		return;
	}
	size_t from = 0;
	for (;;) {
		const char *dot = memchr(name + from, '.', n - from);
		size_t to = dot ? (size_t)(dot - name) : n;
		if (to - from >= 128) /* lookup()'s key buffer */
			pa->bad = 1;
		pa->keys = xrealloc(pa->keys, (pa->nkeys + 1) * sizeof *pa->keys);
		pa->klen = xrealloc(pa->klen, (pa->nkeys + 1) * sizeof *pa->klen);
		pa->keys[pa->nkeys] = copy(name + from, to - from);
		/* As json_object_get would count it: a NUL in the name ends it. */
		pa->klen[pa->nkeys] = strlen(pa->keys[pa->nkeys]);
		pa->nkeys++;
		if (!dot)
			break;
		from = to + 1;
	}
}

/* s[0..len) into p, as tmpl.c's run() would read it: -1 on any fault (the
 * template is then left to the interpreter). depth bounds the recursion
 * over nested sections, which a hostile text could make deep. */
static int compile(tmpl_rs *r, const char *s, size_t len, prog *p, int depth)
{
	if (depth > TMPL_MAX_DEPTH * 4)
		return -1;
	size_t pos = 0;
	tmpl_tag t = {0};
	int rc;
	while ((rc = tmpl_next_tag(r, s, len, pos, &t)) == 1) {
		if (t.line_start > pos) {
			op *o = add(p, OP_TEXT);
			o->text = s + pos;
			o->len = t.line_start - pos;
		}
		pos = t.line_end;
		switch (t.kind) {
		case '!':
			break;
		case '/':
			return -1;
		case '>': {
			op *o = add(p, OP_PARTIAL);
			if (t.name_len < 128) {
				o->partial = copy(t.name, t.name_len);
				o->file = tmpl_find(o->partial);
			}
			break;
		}
		case '#':
		case '^': {
			tmpl_tag close = {0};
			if (tmpl_find_close(r, s, len, &t, &close))
				return -1;
			op *o = add(p, t.kind == '#' ? OP_SECTION : OP_INVERTED);
			split(&o->name, t.name, t.name_len);
			o->body = xcalloc(1, sizeof *o->body);
			if (compile(r, s + t.line_end, close.line_start - t.line_end, o->body,
				    depth + 1))
				return -1;
			pos = close.line_end;
			break;
		}
		default: {
			size_t n = t.name_len;
			op *o = add(p, OP_VALUE);
			o->url = n > 4 && memcmp(t.name + n - 4, "|url", 4) == 0;
			if (o->url)
				n -= 4;
			split(&o->name, t.name, n);
		}
		}
	}
	if (rc < 0)
		return -1;
	/* The tail always, even empty: the interpreter's last append, which
	 * leaves an empty page a "" rather than no buffer at all. */
	op *o = add(p, OP_TEXT);
	o->text = s + pos;
	o->len = len - pos;
	return 0;
}

/* The ops for s[0..len), or NULL when it has a fault. */
static prog *compile_text(const char *s, size_t len)
{
	tmpl_rs r = {0}; /* no err: a fault only marks r.failed */
	prog *p = xcalloc(1, sizeof *p);
	if (compile(&r, s, len, p, 0)) {
		prog_free(p);
		return NULL;
	}
	return p;
}

/* Every embedded template's ops (NULL for one with a fault), made once;
 * read-only after, so the render threads share them without a lock. */
static prog **compiled;
static pthread_once_t compiled_once = PTHREAD_ONCE_INIT;

static void compile_all(void)
{
	compiled = xcalloc(tmpl_nfiles ? tmpl_nfiles : 1, sizeof *compiled);
	for (size_t i = 0; i < tmpl_nfiles; i++)
		compiled[i] = compile_text(tmpl_files[i].text, tmpl_files[i].len);
}

int tmpl_is_compiled(const tmpl_file *f)
{
	pthread_once(&compiled_once, compile_all);
	return compiled[f - tmpl_files] != NULL;
}

static const json_t *lookup(const tmpl_rs *r, const path *pa)
{
	if (pa->self)
		return r->depth ? r->stack[r->depth - 1] : NULL;
	if (pa->bad)
		return NULL;
	const json_t *v = NULL;
	for (int i = r->depth - 1; i >= 0 && !v; i--)
		if (json_is_object(r->stack[i]))
			v = json_object_getn(r->stack[i], pa->keys[0], pa->klen[0]);
	for (size_t k = 1; v && k < pa->nkeys; k++)
		v = json_is_object(v) ? json_object_getn(v, pa->keys[k], pa->klen[k]) : NULL;
	return v;
}

static int exec(tmpl_rs *r, const prog *p);

static int exec_file(tmpl_rs *r, const tmpl_file *f)
{
	const prog *p = compiled[f - tmpl_files];
	return p ? exec(r, p) : tmpl_interp(r, f->text, f->len);
}

static int exec_body(tmpl_rs *r, const json_t *v, const prog *body)
{
	if (json_is_array(v)) {
		size_t i;
		const json_t *e;
		json_array_foreach(v, i, e) {
			if (tmpl_push(r, e) || exec(r, body))
				return -1;
			r->depth--;
		}
		return 0;
	}
	if (tmpl_push(r, v) || exec(r, body))
		return -1;
	r->depth--;
	return 0;
}

static int exec(tmpl_rs *r, const prog *p)
{
	if (++r->calls > TMPL_MAX_DEPTH * 4)
		return tmpl_fail(r, "templates nested deeper than %d", TMPL_MAX_DEPTH * 4);
	for (size_t i = 0; i < p->n; i++) {
		const op *o = &p->ops[i];
		switch (o->kind) {
		case OP_TEXT:
			sbuf_addn(r->out, o->text, o->len);
			break;
		case OP_VALUE:
			tmpl_write_value(r, lookup(r, &o->name), o->url);
			break;
		case OP_SECTION: {
			const json_t *v = lookup(r, &o->name);
			if (tmpl_truthy(v) && exec_body(r, v, o->body))
				return -1;
			break;
		}
		case OP_INVERTED:
			if (!tmpl_truthy(lookup(r, &o->name)) && exec(r, o->body))
				return -1;
			break;
		case OP_PARTIAL:
			if (!o->partial)
				return tmpl_fail(r, "a partial's name is too long");
			if (!o->file)
				return tmpl_fail(r, "no template named '%s'", o->partial);
			if (exec_file(r, o->file))
				return -1;
			break;
		}
	}
	r->calls--;
	return 0;
}

const tmpl_file *tmpl_find(const char *name)
{
	for (size_t i = 0; i < tmpl_nfiles; i++)
		if (strcmp(tmpl_files[i].name, name) == 0)
			return &tmpl_files[i];
	return NULL;
}

int tmpl_render_text(sbuf *out, const char *text, size_t len, const json_t *data, char *err,
		     size_t errlen)
{
	pthread_once(&compiled_once, compile_all); /* for its partials */
	prog *p = compile_text(text, len);
	if (!p)
		return tmpl_interp_render_text(out, text, len, data, err, errlen);
	tmpl_rs r = {.out = out, .err = err, .errlen = errlen};
	if (err && errlen)
		err[0] = '\0';
	r.stack[r.depth++] = data;
	int rc = exec(&r, p);
	prog_free(p);
	return rc;
}

int tmpl_render(sbuf *out, const char *name, const json_t *data, char *err, size_t errlen)
{
	const tmpl_file *f = tmpl_find(name);
	if (!f) {
		if (err && errlen)
			snprintf(err, errlen, "no template named '%s'", name);
		return -1;
	}
	pthread_once(&compiled_once, compile_all);
	tmpl_rs r = {.out = out, .err = err, .errlen = errlen};
	if (err && errlen)
		err[0] = '\0';
	r.stack[r.depth++] = data;
	return exec_file(&r, f);
}
