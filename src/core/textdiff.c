/* textdiff.c: a line diff by longest common subsequence, for showing what
 * an amendment changed. Rule texts are short (hundreds of lines at most),
 * so the quadratic table is fine and keeps the code obvious. */
#include "core/rules_effects.h"

#include <stdlib.h>
#include <string.h>

typedef struct lines {
	const char **s;
	size_t *len;
	size_t n;
} lines;

static void split_lines(const char *t, lines *l)
{
	size_t cap = 16;
	l->s = xmalloc(cap * sizeof *l->s);
	l->len = xmalloc(cap * sizeof *l->len);
	l->n = 0;
	while (*t) {
		const char *nl = strchr(t, '\n');
		size_t len = nl ? (size_t)(nl - t) : strlen(t);
		if (l->n == cap) {
			cap *= 2;
			l->s = xrealloc(l->s, cap * sizeof *l->s);
			l->len = xrealloc(l->len, cap * sizeof *l->len);
		}
		l->s[l->n] = t;
		l->len[l->n++] = len;
		t += len + (nl != NULL);
	}
}

static int same(const lines *a, size_t i, const lines *b, size_t k)
{
	return a->len[i] == b->len[k] && memcmp(a->s[i], b->s[k], a->len[i]) == 0;
}

static void emit(sbuf *out, const char *mark, const char *s, size_t n)
{
	/* No trailing blank on an empty line: "-", not "- ". */
	sbuf_addn(out, mark, n ? 2 : 1);
	sbuf_addn(out, s, n);
	sbuf_add(out, "\n");
}

void text_diff(const char *ta, const char *tb, sbuf *out)
{
	lines a, b;
	split_lines(ta, &a);
	split_lines(tb, &b);
	size_t w = b.n + 1;
	/* lcs[i][k]: the LCS length of a[i..] and b[k..]. */
	unsigned *lcs = xcalloc((a.n + 1) * w, sizeof *lcs);
	for (size_t i = a.n; i-- > 0;)
		for (size_t k = b.n; k-- > 0;)
			lcs[i * w + k] = same(&a, i, &b, k) ? lcs[(i + 1) * w + k + 1] + 1
				: lcs[(i + 1) * w + k] > lcs[i * w + k + 1] ? lcs[(i + 1) * w + k]
				: lcs[i * w + k + 1];
	size_t i = 0, k = 0;
	while (i < a.n || k < b.n) {
		if (i < a.n && k < b.n && same(&a, i, &b, k)) {
			emit(out, "  ", a.s[i], a.len[i]);
			i++, k++;
		} else if (k < b.n && (i == a.n || lcs[i * w + k + 1] > lcs[(i + 1) * w + k])) {
			/* Removed lines come before the lines that replace them. */
			emit(out, "+ ", b.s[k], b.len[k]);
			k++;
		} else {
			emit(out, "- ", a.s[i], a.len[i]);
			i++;
		}
	}
	free(lcs);
	free(a.s);
	free(a.len);
	free(b.s);
	free(b.len);
}
