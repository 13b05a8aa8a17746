/* gov_pages.c: the parts of the proposals' pages (gov_web.c) that the JSON
 * API has no need of: the time left to vote, a proposal's effects read
 * from its text with the rules and parameters they name (so the page can
 * link them), and the Winning Conditions' table (R600, R603). */
#include "net/gov_pages.h"
#include "gov/gov.h"
#include "net/views.h"
#include "rules/rules.h"

#include <stdio.h>
#include <string.h>

const char *gov_time_left(gtime end, gtime now, char *buf, size_t n)
{
	if (end <= now) {
		snprintf(buf, n, "ended");
		return buf;
	}
	int64_t s = end - now, d = s / 86400, h = s % 86400 / 3600, m = s % 3600 / 60;
	if (d)
		snprintf(buf, n, "%lld day%s %lld hour%s left", (long long)d, d == 1 ? "" : "s",
			 (long long)h, h == 1 ? "" : "s");
	else if (h)
		snprintf(buf, n, "%lld hour%s %lld minute%s left", (long long)h, h == 1 ? "" : "s",
			 (long long)m, m == 1 ? "" : "s");
	else
		snprintf(buf, n, "%lld minute%s left", (long long)(m ? m : 1), m > 1 ? "s" : "");
	return buf;
}

/* The next word of s (spaces between, no quotes: only the leading words of
 * a command are read), into w; s past it. */
static const char *word(const char *s, char *w, size_t n)
{
	while (*s == ' ' || *s == '\t')
		s++;
	size_t i = 0;
	while (*s && *s != ' ' && *s != '\t' && *s != '\n') {
		if (i + 1 < n)
			w[i++] = *s;
		s++;
	}
	w[i] = '\0';
	return s;
}

static int is_rule_number(const char *w)
{
	rules_number num;
	return rules_number_parse(w, strlen(w), &num);
}

json_t *gov_effects_json(const char *text)
{
	char **effects, err[200];
	int count = proposal_effects(text ? text : "", &effects, err, sizeof err);
	json_t *a = json_array();
	if (count < 0) {
		json_array_append_new(a, json_pack("{s:o}", "error", json_text(err)));
		return a;
	}
	for (int i = 0; i < count; i++) {
		char w1[32], w2[32], w3[64], w4[64];
		const char *s = word(effects[i], w1, sizeof w1);
		s = word(s, w2, sizeof w2);
		s = word(s, w3, sizeof w3);
		word(s, w4, sizeof w4);
		json_t *e = json_pack("{s:o}", "command", json_text(effects[i]));
		if (strcmp(w1, "rule") == 0 && is_rule_number(w3)) {
			json_object_set_new(e, "rule", json_string(w3));
			if (strcmp(w2, "renumber") == 0 && is_rule_number(w4))
				json_object_set_new(e, "rule2", json_string(w4));
		} else if (strcmp(w1, "param") == 0 && strcmp(w2, "set") == 0 && w3[0]) {
			json_object_set_new(e, "param", json_text(w3));
		}
		json_array_append_new(a, e);
	}
	proposal_effects_free(effects, count);
	return a;
}

json_t *gov_wins_page_json(const nomic *n)
{
	const gov *g = gov_peek(n);
	if (!g || (!g->nwins && !g->ncycle_wins))
		return json_null();
	json_t *conds = json_array(), *winners = json_array();
	for (int i = 0; i < g->nwins; i++) {
		const win_condition *w = g->wins[i];
		json_t *c = json_pack("{s:o, s:o, s:s}", "owner",
				      json_text(holder_name(n, wc_owner(n, w))), "rule",
				      json_text(w->creator), "state", wc_state_name(wc_state(n, w)));
		if (w->cfj)
			json_object_set_new(c, "cfj", json_integer(w->cfj));
		json_array_append_new(conds, c);
	}
	for (int i = 0; i < g->ncycle_wins; i++) {
		const cycle_win *w = g->cycle_wins[i];
		char line[600];
		snprintf(line, sizeof line, "%s won the cycle by Rule %s (%s).",
			 holder_name(n, w->player), w->rule, w->how);
		json_array_append_new(winners, json_pack("{s:o}", "line", json_text(line)));
	}
	return json_pack("{s:o, s:b, s:o}", "conditions", conds, "has_conditions",
			 json_array_size(conds) > 0, "winners", winners);
}
