/* bench_rules_diff.c: what the rule pages' word diff costs (issue 18 item
 * 5; src/rules/rules_diff.c), in CPU time, as ratios to diffing a text
 * against itself (the floor: tokenizing both texts and trimming the
 * common head, all the diff does when nothing changed).
 *   amend:   one word changed in the middle of a WORDS-word rule;
 *   rewrite: every word of a WORDS-word rule changed (ten words a line):
 *            past the word bound, so compared line by line;
 *   bound:   the worst word diff allowed, a changed middle of 1,414 by
 *            1,414 tokens (RULES_DIFF_MAX_CELLS);
 *   whole:   10,000 one-word lines all changed: past both bounds.
 * Prints one key=value line: the floor in µs and each case's ratio. */
#define _POSIX_C_SOURCE 200809L
#include "rules/rules_diff.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* words words "pK" (prefix p), ten to a line; word `changed` is "CHANGED". */
static char *text(size_t words, char p, size_t changed)
{
	char *s = malloc(words * 16 + 1), *q = s;
	for (size_t k = 0; k < words; k++)
		q += k == changed ? sprintf(q, "CHANGED%s", k % 10 == 9 ? "\n" : " ")
				  : sprintf(q, "%c%zu%s", p, k, k % 10 == 9 ? "\n" : " ");
	*q = '\0';
	return s;
}

/* Best of repeat: CPU seconds for one diff. */
static double best(const char *a, const char *b, int repeat, size_t *segs)
{
	double t = 1e9;
	for (int i = 0; i < repeat; i++) {
		rules_diff d;
		double s = cpu_s();
		if (rules_diff_texts(a, b, &d)) {
			fprintf(stderr, "out of memory\n");
			exit(1);
		}
		double e = cpu_s() - s;
		*segs = d.n;
		rules_diff_free(&d);
		if (e < t)
			t = e;
	}
	return t;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s WORDS REPEAT\n", argv[0]);
		return 2;
	}
	size_t words = strtoul(argv[1], NULL, 10), segs;
	int repeat = atoi(argv[2]);
	char *a = text(words, 'w', (size_t)-1), *b = text(words, 'w', words / 2);
	char *c = text(words, 'v', (size_t)-1);
	double floor_s = best(a, a, repeat, &segs);
	double amend = best(a, b, repeat, &segs);
	double rewrite = best(a, c, repeat, &segs);
	/* 707 words and 707 spaces a side: 1,414 tokens, none shared but the
	 * spaces; on one line, so no line diff could help. */
	char *x = malloc(707 * 8 + 1), *y = malloc(707 * 8 + 1), *px = x, *py = y;
	for (int k = 0; k < 707; k++) {
		px += sprintf(px, "x%d ", k);
		py += sprintf(py, "y%d ", k);
	}
	double bound = best(x, y, repeat, &segs);
	char *l1 = malloc(20001), *l2 = malloc(20001);
	for (int k = 0; k < 10000; k++) {
		l1[2 * k] = 'a';
		l2[2 * k] = 'b';
		l1[2 * k + 1] = l2[2 * k + 1] = '\n';
	}
	l1[20000] = l2[20000] = '\0';
	double whole = best(l1, l2, repeat, &segs);
	printf("words=%zu bytes=%zu floor_us=%.1f amend_over_floor=%.2f rewrite_over_floor=%.2f "
	       "bound_us=%.0f bound_over_floor=%.1f whole_over_floor=%.2f\n",
	       words, strlen(a), floor_s * 1e6, amend / floor_s, rewrite / floor_s, bound * 1e6,
	       bound / floor_s, whole / floor_s);
	free(a);
	free(b);
	free(c);
	free(x);
	free(y);
	free(l1);
	free(l2);
	return 0;
}
