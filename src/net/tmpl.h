/* tmpl.h: the one layer that writes the pages' HTML (issue 18 item 6). A
 * page is a template (a file in src/net/templates/, embedded in the binary
 * at build time by scripts/embed-templates.py) rendered against a jansson
 * object, usually the very view the JSON API serves. Every value reaches
 * the page through html_escape (net/text.h): there is no way to insert raw
 * markup, so no handler can forget to escape a player's words. Pictures
 * are separate SVG documents shown with <img>, never inlined.
 *
 * The language is a subset of Mustache:
 *   {{name}}           the value, escaped: strings as text, numbers in
 *                      decimal, true as "true"; missing, null and false
 *                      as nothing
 *   {{name|url}}       the value percent-encoded as one URL path segment
 *                      (then escaped), for links such as /players/NAME
 *   {{a.b}}            a dotted path; the first part is looked up from the
 *                      innermost context outwards, the rest inside it
 *   {{.}}              the current context itself
 *   {{#name}}..{{/name}} an array: once per element, each the context; an
 *                      object: once, inside it; any other value that is not
 *                      false, null, 0 or "": once, with it as the context
 *   {{^name}}..{{/name}} once when the value is missing, false, null, 0,
 *                      "" or an empty array
 *   {{>name}}          another template, in the current context
 *   {{! text}}         a comment
 * A section, partial or comment tag alone on its line takes the line with
 * it, so templates can be laid out readably without stray blank lines. */
#ifndef NOMIC_NET_TMPL_H
#define NOMIC_NET_TMPL_H

#include "core/util.h"

#include <jansson.h>
#include <stddef.h>

/* One embedded template (the generated tmpl_files.c). */
typedef struct tmpl_file {
	const char *name; /* "front" for src/net/templates/front.html */
	const char *text;
	size_t len;
} tmpl_file;

extern const tmpl_file tmpl_files[];
extern const size_t tmpl_nfiles;

/* The text of template `name`, or NULL when there is none. */
const tmpl_file *tmpl_find(const char *name);

/* Appends template `name` rendered against data to out. 0, or -1 with a
 * reason in err (an unknown template or partial, an unclosed or mismatched
 * section, nesting past TMPL_MAX_DEPTH); out then holds what was rendered
 * up to the fault, and the caller must not send it. */
#define TMPL_MAX_DEPTH 24
int tmpl_render(sbuf *out, const char *name, const json_t *data, char *err, size_t errlen);

/* The same for a template given as text (tests; a rule's script's page). */
int tmpl_render_text(sbuf *out, const char *text, size_t len, const json_t *data, char *err,
		     size_t errlen);

#endif
