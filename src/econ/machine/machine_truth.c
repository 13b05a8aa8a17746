/* machine_truth.c: the Machine's truth (Ackanomic R1209 III): its checks
 * (no more than twelve words, each in the Official Dictionary or in the
 * Rules, nothing but words and punctuation, never uttered before), its
 * disguise (each letter a '*', spaces and punctuation kept; ¶VII's
 * considered letters shown), and the comparison of a guess (¶VI). */
#include "econ/machine/machine.h"

#include "core/params.h"
#include "core/util.h"
#include "games/equip/equip.h"
#include "rules/rules.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The punctuation "properly used by the rules of standard English" (¶III):
 * the server checks the characters, not their use (docs/RULINGS.md). */
static int punct(int ch)
{
	return ch && strchr(".,;:!?'\"-()", ch) != NULL;
}

/* A word: letters, with apostrophes or hyphens inside ("don't"). */
static const char *word_end(const char *s)
{
	while (isalpha((unsigned char)*s) ||
	       ((*s == '\'' || *s == '-') && isalpha((unsigned char)s[1]) && s[-1] &&
		isalpha((unsigned char)s[-1])))
		s++;
	return s;
}

int machine_word_at(const char *clause, int i, char *buf, size_t n)
{
	int k = 0;
	for (const char *s = clause; *s;) {
		if (!isalpha((unsigned char)*s)) {
			s++;
			continue;
		}
		const char *e = word_end(s);
		if (k++ == i) {
			size_t len = (size_t)(e - s) < n - 1 ? (size_t)(e - s) : n - 1;
			memcpy(buf, s, len);
			buf[len] = 0;
			return 1;
		}
		s = e;
	}
	return 0;
}

int machine_words(const char *clause)
{
	char b[128];
	int k = 0;
	while (machine_word_at(clause, k, b, sizeof b))
		k++;
	return k;
}

/* Whether word appears, as a whole word, in a rule in force ("exist in
 * the Rules", ¶III). */
static int in_rules(const nomic *n, const char *word)
{
	const rules_ruleset *rs = n->rules;
	size_t len = strlen(word);
	for (size_t i = 0; rs && i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed)
			continue;
		const char *t = rules_rule_text(r);
		for (const char *p = t; p && *p; p++) {
			if (strncasecmp(p, word, len) != 0)
				continue;
			if ((p == t || !isalpha((unsigned char)p[-1])) &&
			    !isalpha((unsigned char)p[len]))
				return 1;
		}
	}
	return 0;
}

static void normal(const char *s, sbuf *out)
{
	while (isspace((unsigned char)*s))
		s++;
	int space = 0;
	for (; *s; s++) {
		if (isspace((unsigned char)*s)) {
			space = 1;
			continue;
		}
		if (space)
			sbuf_add(out, " ");
		space = 0;
		char ch[2] = {(char)tolower((unsigned char)*s), 0};
		sbuf_add(out, ch);
	}
	if (!out->s)
		sbuf_add(out, "");
}

int machine_same(const char *a, const char *b)
{
	sbuf x = {0}, y = {0};
	normal(a, &x);
	normal(b, &y);
	int same = strcmp(x.s, y.s) == 0;
	free(x.s);
	free(y.s);
	return same;
}

int machine_truth_check(ctx *c, const char *clause)
{
	int64_t most = param_int(c->n, "machine.words");
	for (const char *s = clause; *s; s++)
		if (!isalpha((unsigned char)*s) && *s != ' ' && !punct(*s))
			return ctx_fail(c, "the {if clause} shall not contain anything that is not a "
					"word, except punctuation: '%c' (R1209 III)", *s);
	int nw = machine_words(clause);
	if (nw == 0)
		return ctx_fail(c, "the {if clause} is no more than twelve words, and at least one "
				"(R1209 III)");
	if (nw > most)
		return ctx_fail(c, "the {if clause} has %d words: no more than %lld (R1209 III, "
				"machine.words)", nw, (long long)most);
	char w[128];
	for (int i = 0; i < nw; i++) {
		machine_word_at(clause, i, w, sizeof w);
		if (in_rules(c->n, w))
			continue;
		int od = od_word(c, w);
		if (od < 0)
			return -1;
		if (!od)
			return ctx_fail(c, "'%s' is in neither the official dictionary nor the Rules "
					"(R1209 III)", w);
	}
	const machine *m = machine_peek(c->n);
	for (const char *u = m ? m->uttered : NULL; u && *u;) {
		const char *e = strchr(u, '\n');
		size_t len = e ? (size_t)(e - u) : strlen(u);
		char *one = xstrdup(u);
		one[len] = 0;
		int same = machine_same(one, clause);
		free(one);
		if (same)
			return ctx_fail(c, "the Machine has uttered that truth before: it must be a "
					"truth the Machine has never uttered (R1209 III)");
		u = e ? e + 1 : u + len;
	}
	return 0;
}

char *machine_disguise(const char *clause, const char *shown)
{
	char *d = xstrdup(clause);
	for (char *p = d; *p; p++)
		if (isalpha((unsigned char)*p) &&
		    !(shown && strchr(shown, tolower((unsigned char)*p))))
			*p = '*';
	return d;
}
