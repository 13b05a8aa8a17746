/* method.c: the registry of voting methods, and Ackanomic's own (R106). */
#include "gov/method.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Ackanomic R106: YES, NO or BAA!; a vote may be changed until the period
 * ends; adopted when the YES votes are a majority of YES and NO votes (more
 * than half), and at least one (when that majority would be 0). */
enum { ACK_YES = 1, ACK_NO, ACK_BAA };

static enum decision_result ackanomic_decide(const tally *t, const method_config *cfg,
					     int at_close, char *why, size_t n)
{
	if (!at_close) {
		snprintf(why, n, "open until the end of the voting period (R106)");
		return DECIDE_OPEN;
	}
	int64_t yes = t->weight[ACK_YES], no = t->weight[ACK_NO];
	int64_t required = (yes + no) / 2 + 1;
	snprintf(why, n, "%lld YES, %lld NO, %lld BAA!; %lld YES needed (R106)", (long long)yes,
		 (long long)no, (long long)t->weight[ACK_BAA], (long long)required);
	return yes >= required ? DECIDE_ADOPTED : DECIDE_REJECTED;
}

const vote_method method_ackanomic = {
	.name = "ackanomic",
	.rule = "R106",
	.ballots = {NULL, "YES", "NO", "BAA!"},
	.changeable = 1,
	.decides_early = 0,
	.secret = 1, /* R106: votes are sent to the Tabulator; R104: posted after */
	.defaults = {.window = 7 * 86400},
	.decide = ackanomic_decide,
};

/* Methods beyond Ackanomic's live in methods/ and are listed there. */
extern const vote_method *const extra_methods[];

static const vote_method *const core_methods[] = {&method_ackanomic, NULL};

const vote_method *method_find(const char *name)
{
	for (const vote_method *const *m = core_methods; *m; m++)
		if (strcasecmp((*m)->name, name) == 0)
			return *m;
	for (const vote_method *const *m = extra_methods; *m; m++)
		if (strcasecmp((*m)->name, name) == 0)
			return *m;
	return NULL;
}

void method_each(void (*fn)(const vote_method *m, void *arg), void *arg)
{
	for (const vote_method *const *m = core_methods; *m; m++)
		fn(*m, arg);
	for (const vote_method *const *m = extra_methods; *m; m++)
		fn(*m, arg);
}

int method_ballot(const vote_method *m, const char *word)
{
	size_t len = strlen(word);
	for (int v = 1; v <= BALLOT_KINDS; v++) {
		const char *b = m->ballots[v];
		if (!b)
			continue;
		/* "BAA!" may be written "baa" (R340: close approximations). */
		size_t bl = strlen(b);
		if (strcasecmp(b, word) == 0 ||
		    (b[bl - 1] == '!' && len == bl - 1 && strncasecmp(b, word, len) == 0))
			return v;
	}
	return 0;
}
