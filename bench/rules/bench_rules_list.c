/* bench_rules_list.c: what listing a ruleset costs per rule as the ruleset
 * grows (issue 17 item 2: every view linear in what it returns).
 *
 * Loads data/rulesets/ackanomic.txt, enacts EXTRA rules into the
 * Miscellaneous Rule Suite (R303 II.2: where a game's new rules go, 1390.x),
 * then times two passes over the rules in force:
 *   list: what GET /api/v1/rules does per rule (src/net/rules_web.c
 *         rule_summary): a JSON object with the number and, R311 3, the
 *         head of the suite it belongs to, serialised;
 *   raw:  the same bytes without the suite lookup (X for X.Y), the floor.
 * A listing linear in its length has list/raw flat as EXTRA grows.
 * Prints one key=value line. */
#define _POSIX_C_SOURCE 200809L
#include "rules/rules.h"
#include "rules/rules_io.h"
#include "rules/rules_ops.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* One pass; returns bytes written so the work cannot be optimised away. */
static size_t pass(const rules_ruleset *rs, int with_suite)
{
	size_t bytes = 0;
	char num[RULES_NUMBER_BUFSZ];
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed)
			continue;
		json_t *o = json_pack("{s:s, s:I}", "number",
				      rules_number_format(r->number, num, sizeof num),
				      "revision", (json_int_t)r->revision);
		/* The floor writes the same bytes: X for X.Y, as if every X
		 * headed a suite, with none of R311's checks. */
		const rules_rule *head = with_suite ? rules_suite_of(rs, r->number) : NULL;
		rules_number h = head ? head->number : rules_num(r->number.base, 0);
		if (head || (!with_suite && r->number.sub != 0))
			json_object_set_new(o, "suite", json_string(rules_number_format(
							  h, num, sizeof num)));
		if (r->title)
			json_object_set_new(o, "title", json_string(r->title));
		char *s = json_dumps(o, JSON_COMPACT);
		bytes += s ? strlen(s) : 0;
		free(s);
		json_decref(o);
	}
	return bytes;
}

/* Best of REPEAT timings of one pass, in seconds. */
static double best(const rules_ruleset *rs, int with_suite, int repeat, size_t *bytes)
{
	double b = 1e30;
	for (int k = 0; k < repeat; k++) {
		double t0 = now_s();
		*bytes += pass(rs, with_suite);
		double t = now_s() - t0;
		if (t < b)
			b = t;
	}
	return b;
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: bench_rules_list ACKANOMIC.TXT EXTRA REPEAT\n");
		return 2;
	}
	long extra = strtol(argv[2], NULL, 10);
	int repeat = atoi(argv[3]);
	rules_ruleset *rs = NULL;
	rules_error e;
	if (rules_import_file(argv[1], RULES_FORMAT_ACKANOMIC, &rs, &e) != RULES_OK) {
		fprintf(stderr, "bench_rules_list: %s\n", e.msg);
		return 1;
	}
	for (long i = 0; i < extra; i++) {
		char title[64];
		snprintf(title, sizeof title, "Game Rule %ld", i);
		rules_enact_spec s = { .by = RULES_ENACT_BY_PROPOSAL, .suite = "Miscellaneous",
				       .title = title, .text = "A rule a game enacted." };
		rules_number n;
		if (rules_enact(rs, &s, "bench", i, &n, &e) != RULES_OK) {
			fprintf(stderr, "bench_rules_list: enact: %s\n", e.msg);
			return 1;
		}
	}
	size_t bytes = 0, rules = rules_count_in_force(rs);
	double raw = best(rs, 0, repeat, &bytes), list = best(rs, 1, repeat, &bytes);
	printf("rules=%zu list_us=%.1f raw_us=%.1f list_ns_per_rule=%.0f raw_ns_per_rule=%.0f "
	       "list_over_raw=%.2f bytes=%zu\n", rules, list * 1e6, raw * 1e6,
	       list * 1e9 / (double)rules, raw * 1e9 / (double)rules, list / raw, bytes);
	rules_ruleset_free(rs);
	return 0;
}
