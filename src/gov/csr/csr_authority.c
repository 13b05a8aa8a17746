/* csr_authority.c: who may author a Common Sense Report, and with which
 * changes (Ackanomic R421.2 ¶1: "A CSR may only be authored by someone
 * given explicit permission to do so by the Rules. Other Rules may restrict
 * the possible contents ... a single CSR which includes both kinds of
 * changes is also legal"). The permissions the rules give:
 *   R421.1: the Office of CSRR, "to correct the Rules": any change of them;
 *   R311 5: an Office that is Custodian of a Rule Suite, changes that "only
 *           modif[y] rules in the Rule Suite": its members X.Y;
 *   R407.1 d: the Rule-Harfer, CSRs "which only affect rule numbers":
 *           renumbering.
 * A change is an effect line; only the rule commands change the rules. */
#include "core/command.h"
#include "gov/csr/csr.h"
#include "rules/rules.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#define CSRR "Common Sense, Redundancy, and Redundancy"

/* R311 5's Custodians the seed names, with the rule that names each. */
static const struct custodian {
	const char *office;
	uint32_t suite; /* its rules are suite.Y */
	const char *rule;
} custodians[] = {
	{"Herald", 550, "R550"},        /* the Honour System Rule Suite */
	{"DeeJay", 950, "R950 VII"},    /* the Ackanomic Sound System */
	{"Chess-Umpire", 1230, "R1230"}, /* the Party Chess Rule Suite: R1230's "ChessUmpire" is
					     * R1230.2 1's office, spelt as the catalogue does */
	{"RuneMaker", 1240, "R1240"},   /* the Otzma Card Rule Suite */
};
#define NCUSTODIANS (sizeof custodians / sizeof *custodians)

/* The rule commands a CSR may carry, and which of their words are rule
 * numbers (index in the words after the command's two). */
static const struct change {
	const char *name;
	int numbers[2]; /* -1: none */
} changes[] = {
	{"enact", {0, -1}},  {"amend", {0, -1}},     {"script", {0, -1}}, {"repeal", {0, -1}},
	{"renumber", {0, 1}}, {"retitle", {0, -1}}, {"transmute", {0, -1}},
};

/* A change's rule numbers, parsed: how many (0 when it is no rule command;
 * -1 when a number does not parse, e.g. `rule enact next`). */
static int change_numbers(const words *w, const struct change **which, rules_number out[2])
{
	*which = NULL;
	if (w->n < 3 || strcasecmp(w->v[0], "rule") != 0)
		return 0;
	for (size_t i = 0; i < sizeof changes / sizeof *changes; i++)
		if (strcasecmp(w->v[1], changes[i].name) == 0)
			*which = &changes[i];
	if (!*which)
		return 0;
	int k = 0;
	for (int i = 0; i < 2 && (*which)->numbers[i] >= 0; i++) {
		int at = 2 + (*which)->numbers[i];
		/* "rule renumber 5 to 7" */
		if (i == 1 && at < w->n && strcasecmp(w->v[at], "to") == 0)
			at++;
		if (at >= w->n || !rules_number_parse(w->v[at], strlen(w->v[at]), &out[k]))
			return -1;
		k++;
	}
	return k;
}

/* May the holder of these offices make this change? 1 or 0. */
static int permitted(const nomic *n, int id, const words *w)
{
	const struct change *which;
	rules_number num[2];
	int k = change_numbers(w, &which, num);
	if (!which)
		return 0; /* not a change of the rules: no CSR carries it */
	if (office_seated(n, CSRR, id))
		return 1; /* R421.1 */
	if (k > 0 && strcmp(which->name, "renumber") == 0 && office_seated(n, "Rule-Harfer", id))
		return 1; /* R407.1 d */
	for (size_t c = 0; k > 0 && c < NCUSTODIANS; c++) {
		if (!office_seated(n, custodians[c].office, id))
			continue;
		int inside = 1;
		for (int i = 0; i < k; i++)
			inside &= num[i].base == custodians[c].suite && num[i].sub != 0;
		if (inside)
			return 1; /* R311 5 */
	}
	return 0;
}

const char *csr_may_issue(const nomic *n, int id, char **effects, int count, char *why,
			  size_t len)
{
	if (count <= 0) {
		snprintf(why, len, "a CSR is a list of changes: give each as an \"Effect:\" line "
			 "(R421.2 ¶1)");
		return why;
	}
	for (int i = 0; i < count; i++) {
		words w;
		char err[128];
		if (words_split(&w, effects[i], err, sizeof err)) {
			snprintf(why, len, "change %d: %s", i + 1, err);
			return why;
		}
		int ok = permitted(n, id, &w);
		words_free(&w);
		if (!ok) {
			snprintf(why, len, "change %d (%.80s) is not one the rules permit you to make "
				 "by CSR: the CSRR any change of the rules (R421.1), a Custodian "
				 "its suite's rules (R311 5), the Rule-Harfer rule numbers (R407.1 d) "
				 "(R421.2 ¶1)", i + 1, effects[i]);
			return why;
		}
	}
	return NULL;
}
