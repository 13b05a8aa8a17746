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

/* A number of seconds in the largest whole unit. */
static void duration(char *out, size_t n, int64_t s)
{
	if (s > 0 && s % 86400 == 0)
		snprintf(out, n, "%lld day%s", (long long)(s / 86400), s == 86400 ? "" : "s");
	else if (s > 0 && s % 3600 == 0)
		snprintf(out, n, "%lld hour%s", (long long)(s / 3600), s == 3600 ? "" : "s");
	else
		snprintf(out, n, "%lld second%s", (long long)s, s == 1 ? "" : "s");
}

void method_config_describe(const vote_method *m, const method_config *cfg, char *out,
			    size_t n)
{
	char d[48];
	size_t len = 0;
#define ADD(...) \
	do { \
		if (len < n) { \
			int k = snprintf(out + len, n - len, __VA_ARGS__); \
			len += k > 0 ? (size_t)k : 0; \
		} \
	} while (0)
	if (n)
		out[0] = '\0';
	if (cfg->window > 0) {
		duration(d, sizeof d, cfg->window);
		ADD("voting period %s", d);
	} else {
		ADD("no voting period");
	}
	if (m->uses & USES_QUORUM)
		ADD(", quorum %lld", (long long)cfg->quorum);
	if (m->uses & USES_AI) {
		int64_t ai = cfg->ai_milli < 0 ? 0 : cfg->ai_milli;
		ADD(", AI %lld.%03lld", (long long)(ai / 1000), (long long)(ai % 1000));
	}
	if (m->uses & USES_SUPPORT)
		ADD(", support %lld", (long long)cfg->support);
	if (m->uses & USES_OBJECTIONS)
		ADD(", objections %lld", (long long)cfg->objections);
	if (m->uses & USES_ENDORSE)
		ADD(", endorsements %lld or %lld%%", (long long)cfg->min_endorse,
		    (long long)cfg->pct_endorse);
	if ((m->uses & USES_MIN_WAIT) && cfg->min_wait > 0) {
		duration(d, sizeof d, cfg->min_wait);
		ADD(", waits %s", d);
	}
#undef ADD
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
