/* crimes.c: the Crimes the current ruleset defines (R710 3: a CFCJ names
 * "a Crime as defined in the current ruleset"). Read from the rules' text,
 * not from a table, so that amending or repealing a rule changes the list:
 * a rule defines a crime where it says "the Crime of X" (R701, R370.1,
 * ...) or "X is a Crime" (R721 "Being Annoying is a Crime", "Iconoclasm,
 * which is a Crime"). X is the run of capitalised words there (with the
 * small words a, an, the, of, in, on, to, and between them); a one-letter
 * name is a placeholder (R710 3's "the Crime of Y") and no crime. */
#include "gov/crime/crime.h"
#include "rules/rules.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

static int word_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '-' || ch == '\'';
}

static int is_connector(const char *w, size_t len)
{
	static const char *const small[] = {"a", "an", "the", "of", "in", "on", "to", "and"};
	for (size_t i = 0; i < sizeof small / sizeof *small; i++)
		if (strlen(small[i]) == len && strncasecmp(w, small[i], len) == 0)
			return 1;
	return 0;
}

static int upper_at(const char *s)
{
	return isupper((unsigned char)*s);
}

/* Forward from s: the length of the name there. */
static size_t name_forward(const char *s)
{
	const char *p = s, *end = s;
	for (;;) {
		const char *w = p;
		while (word_char(*p))
			p++;
		size_t len = (size_t)(p - w);
		if (!len)
			break;
		/* a small word joins only a capitalised word after it */
		if (!upper_at(w) && !(is_connector(w, len) && *p == ' ' && upper_at(p + 1)))
			break;
		end = p;
		if (*p != ' ')
			break;
		p++;
	}
	return (size_t)(end - s);
}

/* Backward from e (exclusive, text starts at t): the name's start. */
static const char *name_backward(const char *t, const char *e)
{
	const char *start = e, *p = e;
	for (;;) {
		const char *we = p;
		while (p > t && word_char(p[-1]))
			p--;
		size_t len = (size_t)(we - p);
		if (!len)
			break;
		if (!upper_at(p)) {
			/* a small word joins a capitalised word on each side */
			const char *q = p;
			if (!is_connector(p, len) || start == e || q - t < 2 || q[-1] != ' ' ||
			    !word_char(q[-2]))
				break;
			const char *b = q - 1;
			while (b > t && word_char(b[-1]))
				b--;
			if (!upper_at(b))
				break;
		}
		start = p;
		if (p == t || p[-1] != ' ')
			break;
		p--;
	}
	return start;
}

static void add(crime_def *out, int *n, int max, const char *name, size_t len, const char *rule)
{
	if (len < 2 || len >= sizeof out->name) /* "Y": a placeholder */
		return;
	for (int i = 0; i < *n; i++)
		if (strlen(out[i].name) == len && strncasecmp(out[i].name, name, len) == 0)
			return;
	if (*n >= max)
		return;
	memcpy(out[*n].name, name, len);
	out[*n].name[len] = 0;
	snprintf(out[*n].rule, sizeof out[*n].rule, "%s", rule);
	(*n)++;
}

static int starts_ci(const char *s, const char *lit)
{
	return strncasecmp(s, lit, strlen(lit)) == 0;
}

static void scan(const char *t, const char *rule, crime_def *out, int *n, int max)
{
	for (const char *p = t; *p; p++) {
		if (p > t && word_char(p[-1]))
			continue;
		if (starts_ci(p, "crime of ")) {
			const char *s = p + strlen("crime of ");
			add(out, n, max, s, name_forward(s), rule);
		} else if (starts_ci(p, "is a crime") && !word_char(p[strlen("is a crime")]) && p > t) {
			const char *e = p - 1; /* the space before "is" */
			if (e - t >= 7 && strncmp(e - 7, ", which", 7) == 0)
				e -= 7;
			const char *s = name_backward(t, e);
			add(out, n, max, s, (size_t)(e - s), rule);
		}
	}
}

int crimes_defined(const nomic *n, crime_def *out, int max)
{
	int count = 0;
	const rules_ruleset *rs = n->rules;
	for (size_t i = 0; rs && i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed)
			continue;
		char num[RULES_NUMBER_BUFSZ];
		rules_number_format(r->number, num, sizeof num);
		scan(rules_rule_text(r), num, out, &count, max);
	}
	return count;
}

int crime_lookup(const nomic *n, const char *word, crime_def *out)
{
	crime_def defs[128];
	int nd = crimes_defined(n, defs, 128);
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < nd; i++) {
			const char *name = defs[i].name;
			if (pass && starts_ci(name, "the "))
				name += 4; /* "Vermillion Stripe" for "the Vermillion Stripe" */
			if (strcaseeq(name, word)) {
				*out = defs[i];
				return 0;
			}
		}
	return -1;
}
