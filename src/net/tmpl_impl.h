/* tmpl_impl.h: what the template interpreter (tmpl.c) shares with the
 * compiled templates (tmpl_compile.c), inside the template layer only
 * (issue 18 item 6). Nothing outside src/net/tmpl*.c and the unit test
 * includes it: pages use tmpl.h. The interpreter reads a template's text
 * as it renders; the compiler reads it with the very same tag scanner
 * (tmpl_next_tag, tmpl_find_close) once, so both see the same tags, the
 * same sections and the same standalone lines. */
#ifndef NOMIC_NET_TMPL_IMPL_H
#define NOMIC_NET_TMPL_IMPL_H

#include "net/tmpl.h"

/* One render in progress: the output, the stack of contexts, how deep the
 * bodies and partials are nested, and the first fault's reason. */
typedef struct tmpl_rs {
	sbuf *out;
	const json_t *stack[TMPL_MAX_DEPTH];
	int depth; /* contexts on the stack */
	int calls; /* nested partials and sections, bounded like depth */
	char *err; /* NULL while compiling: a fault only marks failed */
	size_t errlen;
	int failed;
} tmpl_rs;

/* One tag: its kind ('\0' for a value, or one of # ^ / > ! &), its name
 * (trimmed), and where it begins and ends in the text. */
typedef struct tmpl_tag {
	char kind;
	const char *name;
	size_t name_len;
	size_t start, end; /* [start, end): "{{...}}" */
	/* When the tag stands alone on its line: the line's bounds, taken
	 * with it. Otherwise line_start == start and line_end == end. */
	size_t line_start, line_end;
} tmpl_tag;

int tmpl_fail(tmpl_rs *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int tmpl_next_tag(tmpl_rs *r, const char *s, size_t len, size_t pos, tmpl_tag *t);
int tmpl_find_close(tmpl_rs *r, const char *s, size_t len, const tmpl_tag *t,
		    tmpl_tag *close);
int tmpl_truthy(const json_t *v);
void tmpl_write_value(tmpl_rs *r, const json_t *v, int url);
int tmpl_push(tmpl_rs *r, const json_t *v);

/* The interpreter: renders s[0..len) by scanning it (tmpl.c). */
int tmpl_interp(tmpl_rs *r, const char *s, size_t len);

/* The whole of tmpl_render_text by the interpreter alone: the reference
 * the compiled templates are tested against (tests/unit/test_tmpl.c). */
int tmpl_interp_render_text(sbuf *out, const char *text, size_t len, const json_t *data,
			    char *err, size_t errlen);

/* Whether the embedded template f was compiled (1), or has a fault and is
 * left to the interpreter (0): for the tests. */
int tmpl_is_compiled(const tmpl_file *f);

#endif
