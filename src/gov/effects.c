/* effects.c: a proposal's effects (Ackanomic R104: "a list of one-time
 * effects, such as changes to the rules, ... applied, one at a time, in the
 * order in which they appear"), read from its text, applied (effects_apply,
 * which CSRs use too: R421.2), and what to tell its author about them.
 *
 * Each line that begins "Effect:" is one command of the nomic's language.
 * A line that ends with "<<WORD" takes the lines after it, up to a line
 * that is WORD alone, as its last argument: that is how a proposal carries
 * a rule's script (docs/SCRIPTING.md):
 *
 *     Effect: rule enact 1391 "Sunday rest" "No A$ moves on Sundays." script <<LUA
 *     nomic.guard("transfer", function(cmd) ... end)
 *     LUA
 */
#include "core/bind.h"
#include "core/params.h"
#include "core/rules_effects.h"
#include "core/visibility.h"
#include "gov/gov.h"
#include "rules/rules.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* An effect's line goes to said, or with none straight to the actor's
 * reply, before the effect's instant (whose own replies, a win, follow it). */
static void effect_said(ctx *c, sbuf *said, sbuf *line)
{
	if (said)
		sbuf_printf(said, "%s", line->s);
	else
		ctx_reply(c, "%s", line->s);
	sbuf_free(line);
}

int effects_apply(ctx *c, char **effects, int count, const char *cause,
		  const effects_how *how, sbuf *said)
{
	sbuf line = {0};
	int applied = 0;
	for (int i = 0; i < count; i++) {
		sbuf out = {0}, why = {0};
		void *snapped = how->snap ? how->snap(c) : NULL;
		if (ctx_run_effect(c, effects[i], cause, &out, &why) == 0) {
			applied++;
			sbuf_printf(&line, "\n  %s %d: %s", how->noun, i + 1, out.s ? out.s : "done");
			effect_said(c, said, &line);
			if (how->instant)
				how->instant(c, snapped);
		} else {
			sbuf_printf(&line, "\n  %s %d%s: %s", how->noun, i + 1, how->failed,
				    why.s ? why.s : "?");
			effect_said(c, said, &line);
		}
		sbuf_free(&out);
		sbuf_free(&why);
		free(snapped);
	}
	return applied;
}

/* The line starting at p (without its end), its length in *len, and where
 * the next begins (NULL at the end). */
static const char *next_line(const char *p, size_t *len, const char **after)
{
	const char *end = strchr(p, '\n');
	*len = end ? (size_t)(end - p) : strlen(p);
	*after = end ? end + 1 : NULL;
	if (*len && p[*len - 1] == '\r')
		(*len)--;
	return p;
}

static size_t trim(const char **p, size_t len)
{
	while (len && (**p == ' ' || **p == '\t'))
		(*p)++, len--;
	while (len && ((*p)[len - 1] == ' ' || (*p)[len - 1] == '\t'))
		len--;
	return len;
}

/* The WORD of a trailing "<<WORD", or 0. */
static size_t heredoc_word(const char *line, size_t len, const char **word)
{
	size_t k = len;
	while (k && isupper((unsigned char)line[k - 1]))
		k--;
	if (k == len || k < 2 || line[k - 1] != '<' || line[k - 2] != '<')
		return 0;
	*word = line + k;
	return len - k;
}

static void quote_into(sbuf *b, const char *s, size_t n)
{
	sbuf_add(b, "\"");
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\n')
			sbuf_add(b, "\\n");
		else if (s[i] == '"' || s[i] == '\\')
			sbuf_printf(b, "\\%c", s[i]);
		else if (s[i] != '\r')
			sbuf_addn(b, &s[i], 1);
	}
	sbuf_add(b, "\"");
}

/* The next "Effect:" line at or after *p, trimmed, past the word: its
 * text and length; *p moves to the line after it. NULL at the end. */
static const char *next_effect(const char **p, size_t *len)
{
	while (*p && **p) {
		const char *line = next_line(*p, len, p);
		*len = trim(&line, *len);
		if (*len >= 7 && !strncasecmp(line, "Effect:", 7)) {
			line += 7;
			*len = trim(&line, *len - 7);
			return line;
		}
	}
	return NULL;
}

int proposal_effects(const char *text, char ***out, char *err, size_t errlen)
{
	char **v = NULL;
	int n = 0;
	const char *after = text, *line;
	size_t len;
	while ((line = next_effect(&after, &len))) {
		sbuf cmd = {0};
		const char *word;
		size_t wl = heredoc_word(line, len, &word);
		if (!wl) {
			sbuf_addn(&cmd, line, len);
		} else {
			sbuf_addn(&cmd, line, (size_t)(word - 2 - line));
			sbuf body = {0};
			int closed = 0;
			while (after && !closed) {
				const char *b = next_line(after, &len, &after);
				const char *t = b;
				size_t tl = trim(&t, len);
				if (tl == wl && strncmp(t, word, wl) == 0)
					closed = 1;
				else
					sbuf_printf(&body, "%s%.*s", body.len ? "\n" : "", (int)len, b);
			}
			if (!closed) {
				snprintf(err, errlen, "effect %d: no line '%.*s' ends what follows it",
					 n + 1, (int)wl, word);
				sbuf_free(&body);
				sbuf_free(&cmd);
				for (int i = 0; i < n; i++)
					free(v[i]);
				free(v);
				*out = NULL;
				return -1;
			}
			quote_into(&cmd, body.s ? body.s : "", body.len);
			sbuf_free(&body);
		}
		v = xrealloc(v, (size_t)(n + 1) * sizeof *v);
		v[n++] = sbuf_take(&cmd);
	}
	*out = v;
	return n;
}

int proposal_touches_hidden(const nomic *n, const char *text)
{
	/* Line by line, here-documents or not: a broken one still counts. */
	const char *after = text, *line;
	size_t len;
	while ((line = next_effect(&after, &len))) {
		char *cmd = strndup(line, len);
		int hidden = rules_line_touches_hidden(n, cmd);
		free(cmd);
		if (hidden)
			return 1;
	}
	return 0;
}

int proposal_text_visible(const proposal *p, const vis_viewer *v)
{
	return vis_may_see(v, p->hidden ? VIS_REGULATION : 0, p->author);
}

void proposal_effects_free(char **v, int n)
{
	for (int i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* ---- what an author should know ---- */

/* The words of an effect line, or 0 words (and nothing to free: an empty
 * line's split still holds a buffer, which fuzz_command found leaking). */
static int split(const char *line, words *w)
{
	char why[64];
	if (words_split(w, line, why, sizeof why))
		return 0;
	if (!w->n)
		words_free(w);
	return w->n;
}

/* Does another effect of the list change rule `num`'s mechanics: set one
 * of the parameters it states, or give it a script? */
static int changes_mechanics(const nomic *n, char **effects, int count, const char *num)
{
	for (int i = 0; i < count; i++) {
		words w;
		int k = split(effects[i], &w);
		int yes = 0;
		char of[32];
		if (k >= 3 && strcaseeq(w.v[0], "param") && strcaseeq(w.v[1], "set")) {
			const param_decl *d = param_decl_find(n, w.v[2]);
			yes = d && citation_rule(d->rule, of, sizeof of) && strcmp(of, num) == 0;
		} else if (k >= 3 && strcaseeq(w.v[0], "rule") &&
			   (strcaseeq(w.v[1], "script") || strcaseeq(w.v[1], "amend"))) {
			yes = strcmp(w.v[2], num) == 0 &&
			      (strcaseeq(w.v[1], "script") ||
			       (k >= 5 && strcaseeq(w.v[k - 2], "script")));
		}
		if (k)
			words_free(&w);
		if (yes)
			return 1;
	}
	return 0;
}

void proposal_warnings(ctx *c, const char *text, int at_submission)
{
	char **effects, err[160];
	int count = proposal_effects(text, &effects, err, sizeof err);
	if (count < 0) {
		ctx_reply(c, "\n  note: %s; that effect will be ignored (R104)", err);
		return;
	}
	for (int i = 0; i < count; i++) {
		words w;
		int k = split(effects[i], &w);
		if (k >= 4 && strcaseeq(w.v[0], "rule") && strcaseeq(w.v[1], "amend") &&
		    !(k >= 6 && strcaseeq(w.v[k - 2], "script")) &&
		    !changes_mechanics(c->n, effects, count, w.v[2])) {
			sbuf what = {0};
			if (bind_mechanics_of(c->n, w.v[2], &what))
				ctx_reply(c, "\n  note: Rule %s's mechanics are built into the server "
					  "(%s); amending its text changes the text only: its "
					  "parameters ('params %s') or a script change what it does",
					  w.v[2], what.s, w.v[2]);
			sbuf_free(&what);
		} else if (at_submission && k >= 4 && strcaseeq(w.v[0], "rule") &&
			   strcaseeq(w.v[1], "enact") && !(k >= 6 && strcaseeq(w.v[k - 2], "script"))) {
			ctx_reply(c, "\n  note: effect %d enacts a rule with no script: the server "
				  "keeps it but does not carry it out (docs/SCRIPTING.md)", i + 1);
		}
		if (k)
			words_free(&w);
	}
	if (at_submission && count == 0)
		ctx_reply(c, "\n  note: no effects: adopted, it becomes a rule the server keeps but "
			  "does not carry out (R104; docs/SCRIPTING.md)");
	proposal_effects_free(effects, count);
}
