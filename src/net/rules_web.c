/* rules_web.c: the ruleset over HTTP. /api/v1/rules lists the rules in
 * force (with ?q=WORDS, the rules holding those words: rules_find.h), and
 * /api/v1/rules/N gives one with every kept text, each with its word diff
 * from the one before (rules/rules_diff.h), and its history; /rules is the
 * table of contents by Rule Suite (Ackanomic R311) with a search box, and
 * /rules/N one rule's text, every kept revision with its diff, and its
 * history linked to the proposals that made it (issue 18 item 5), drawn
 * through the templates rules.html and rule.html (tmpl.h). A repealed
 * rule's page shows its last text and the repeal. Private and Secret
 * regulations (Ace of Spades reg 106) show their number only, except to
 * the admin and to those a grant lets read them (core/visibility.h). */
#include "core/visibility.h"
#include "gov/gov.h"
#include "net/rules_find.h"
#include "net/text.h"
#include "net/web.h"
#include "rules/rules.h"
#include "rules/rules_diff.h"
#include "rules/rules_render.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* core/visibility.c decides: the viewer by name, read under the lock. */
static int may_read(const nomic *n, const char *viewer, const rules_rule *r)
{
	vis_viewer v = vis_viewer_named(n, viewer);
	return vis_may_read_rule(&v, n, r);
}

/* The rule number after "/rules/" or "/api/v1/rules/", or NULL for the list. */
static const char *number_in(const char *path)
{
	const char *slash = strstr(path, "/rules/");
	return slash ? slash + 7 : NULL;
}

static json_t *rule_summary(const rules_ruleset *rs, const rules_rule *r, int readable)
{
	char num[RULES_NUMBER_BUFSZ];
	json_t *o = json_pack("{s:s, s:I, s:s, s:s}",
			      "number", rules_number_format(r->number, num, sizeof num),
			      "revision", (json_int_t)r->revision,
			      "mutability", rules_mutability_name(r->mutability),
			      "visibility", rules_visibility_name(r->visibility));
	const rules_rule *head = rules_suite_of(rs, r->number);
	if (head)
		json_object_set_new(o, "suite", json_string(rules_number_format(head->number, num,
										 sizeof num)));
	if (readable && r->title)
		json_object_set_new(o, "title", json_text(r->title));
	if (r->repealed)
		json_object_set_new(o, "repealed", json_true());
	return o;
}

/* The proposal of this nomic a history entry's cause names ("Proposal 12",
 * "Proposal 12's results": src/gov/results.c), or 0. An imported ruleset's
 * causes ("Proposal 376/0") are another nomic's and stay unlinked. */
static int cause_proposal(const nomic *n, const char *cause)
{
	int num = 0, len = 0;
	if (!cause || sscanf(cause, "Proposal %9d%n", &num, &len) != 1 || num < 1)
		return 0;
	if (cause[len] && strcmp(cause + len, "'s results") != 0)
		return 0;
	return proposal_by_number(n, num) ? num : 0;
}

/* The segments of the diff from old to new_text: {op, text}, and for a
 * page also the op as a flag (del, ins or same: true) for the template. */
static json_t *diff_json(const char *old, const char *new_text, int page, const char **grain)
{
	rules_diff d;
	json_t *a = json_array();
	*grain = "words";
	if (rules_diff_texts(old, new_text, &d))
		return a; /* out of memory: no diff rather than no page */
	*grain = rules_diff_grain_name(d.grain);
	for (size_t i = 0; i < d.n; i++) {
		const char *op = rules_diff_op_name(d.segs[i].op);
		json_t *s = json_pack("{s:s, s:o}", "op", op, "text", json_text(d.segs[i].text));
		if (page)
			json_object_set_new(s, op, json_true());
		json_array_append_new(a, s);
	}
	rules_diff_free(&d);
	return a;
}

/* Every kept text v may read, oldest first, each with its diff from the
 * one before it that v may read (null for the first): a Need-To-Know
 * grant is for the value it was made for, not the earlier ones (reg 105). */
static json_t *revisions_json(const nomic *n, const vis_viewer *v, const rules_rule *r, int page)
{
	json_t *a = json_array();
	const char *prev = NULL;
	for (size_t i = 0; i < r->n_texts; i++) {
		const rules_text_revision *t = &r->texts[i];
		if (!vis_may_read_revision(v, n, r, t->revision))
			continue;
		json_t *o = json_pack("{s:I, s:o}", "revision", (json_int_t)t->revision, "text",
				      json_text(t->text));
		if (prev) {
			const char *grain;
			json_object_set_new(o, "diff", diff_json(prev, t->text, page, &grain));
			json_object_set_new(o, "grain", json_string(grain));
		} else {
			json_object_set_new(o, "diff", json_null());
		}
		json_array_append_new(a, o);
		prev = t->text;
	}
	return a;
}

/* Every kept text the viewer may read, the history, and the revisions
 * with their diffs. */
static json_t *rule_full(const nomic *n, const char *viewer, const rules_rule *r)
{
	const rules_ruleset *rs = n->rules;
	vis_viewer v = vis_viewer_named(n, viewer);
	json_t *o = rule_summary(rs, r, 1);
	if (r->author)
		json_object_set_new(o, "author", json_text(r->author));
	json_object_set_new(o, "text", json_text(rules_rule_text(r)));
	json_t *texts = json_array(), *history = json_array();
	for (size_t i = 0; i < r->n_texts; i++)
		if (vis_may_read_revision(&v, n, r, r->texts[i].revision))
			json_array_append_new(texts, json_pack("{s:I, s:o}", "revision",
						       (json_int_t)r->texts[i].revision,
						       "text", json_text(r->texts[i].text)));
	for (size_t i = 0; i < r->n_history; i++) {
		const rules_history_entry *h = &r->history[i];
		char *line = rules_render_history_entry(h);
		json_t *e = json_pack("{s:I, s:s, s:o, s:o}", "revision", (json_int_t)h->revision,
				      "change", rules_change_name(h->kind), "cause", json_text(h->cause),
				      "line", json_text(line ? line : ""));
		if (h->has_time)
			json_object_set_new(e, "time", json_integer((json_int_t)h->time));
		int prop = cause_proposal(n, h->cause);
		if (prop)
			json_object_set_new(e, "proposal", json_integer(prop));
		json_array_append_new(history, e);
		free(line);
	}
	json_object_set_new(o, "texts", texts);
	json_object_set_new(o, "history", history);
	json_object_set_new(o, "revisions", revisions_json(n, &v, r, 0));
	return o;
}

/* Finds the rule named in the path: the one in force, else the last
 * repealed rule of that number; NULL with *why when there is none. */
static const rules_rule *rule_in_path(const nomic *n, const char *number, const char **why)
{
	rules_number num;
	*why = "no such rule";
	if (!rules_number_parse(number, strlen(number), &num)) {
		*why = "not a rule number";
		return NULL;
	}
	const rules_rule *r = rules_find(n->rules, num);
	for (size_t i = rules_count(n->rules); !r && i-- > 0;) {
		const rules_rule *x = rules_at(n->rules, i);
		if (x->repealed && rules_number_eq(x->number, num))
			r = x;
	}
	return r;
}

/* GET /api/v1/rules?q=WORDS: the search's results, or a 400 with why. */
static enum MHD_Result api_search(web_request *r, const char *q)
{
	const nomic *n = engine_read_begin(r->e);
	vis_viewer v = vis_viewer_named(n, r->actor);
	char why[256] = "this nomic has no ruleset";
	int more = 0;
	int have = n->rules != NULL;
	json_t *found = have ? rules_find_words(n, &v, q, &more, why, sizeof why) : NULL;
	engine_read_end(r->e);
	if (!found)
		return web_error(r, have ? MHD_HTTP_BAD_REQUEST : MHD_HTTP_NOT_FOUND, why);
	return web_json(r, MHD_HTTP_OK, json_pack("{s:o, s:o, s:b}", "query", json_text(q),
						   "results", found, "more", more));
}

enum MHD_Result api_rules(web_request *r)
{
	const char *number = number_in(r->path), *why = "this nomic has no ruleset";
	const char *q = number ? NULL : web_arg(r, "q");
	if (q)
		return api_search(r, q);
	const nomic *n = engine_read_begin(r->e);
	json_t *j = NULL;
	unsigned status = MHD_HTTP_NOT_FOUND;
	if (n->rules && !number) {
		j = json_array();
		for (size_t i = 0; i < rules_count(n->rules); i++) {
			const rules_rule *rule = rules_at(n->rules, i);
			if (!rule->repealed)
				json_array_append_new(j, rule_summary(n->rules, rule,
								      may_read(n, r->actor, rule)));
		}
	} else if (n->rules) {
		const rules_rule *rule = rule_in_path(n, number, &why);
		if (rule)
			j = may_read(n, r->actor, rule) ? rule_full(n, r->actor, rule)
						     : rule_summary(n->rules, rule, 0);
	}
	engine_read_end(r->e);
	if (!j)
		return web_error(r, status, why);
	return web_json(r, MHD_HTTP_OK, j);
}

/* ---- pages ---- */

/* A title worth showing: Ackanomic R348's " " is none. */
static const char *shown_title(const rules_rule *r)
{
	return r->title && strcmp(r->title, " ") != 0 ? r->title : "";
}

/* The table of contents: one section a Rule Suite, in the ruleset's order
 * (R311: a suite is its head N and the rules N.M), the rules before and
 * between suites under "Rules". */
static json_t *toc_json(const nomic *n, const vis_viewer *v)
{
	const rules_ruleset *rs = n->rules;
	json_t *suites = json_array(), *rules = NULL;
	uint32_t suite = 0; /* base number of the suite being listed, 0 = none */
	char num[RULES_NUMBER_BUFSZ], heading[400];
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed)
			continue;
		int head = rules_is_suite_head(rs, r);
		if (head || (suite && r->number.base != suite) || !rules) {
			suite = head ? r->number.base : 0;
			if (head)
				snprintf(heading, sizeof heading, "%s (Rule %s)", shown_title(r),
					 rules_number_format(r->number, num, sizeof num));
			else
				snprintf(heading, sizeof heading, "Rules");
			rules = json_array();
			json_array_append_new(suites, json_pack("{s:o, s:o}", "heading",
								json_text(heading), "rules", rules));
		}
		int readable = vis_may_read_rule(v, n, r);
		json_t *e = json_pack("{s:s, s:o}", "number",
				      rules_number_format(r->number, num, sizeof num), "title",
				      json_text(readable ? shown_title(r) : ""));
		if (!readable)
			json_object_set_new(e, "hidden",
					    json_string(rules_visibility_name(r->visibility)));
		json_array_append_new(rules, e);
	}
	return json_pack("{s:I, s:o}", "count", (json_int_t)rules_count_in_force(rs), "suites",
			 suites);
}

/* The search box's answer on the page: results, or the one message. */
static void search_json(const nomic *n, const vis_viewer *v, const char *q, json_t *page,
			unsigned *status)
{
	char why[256];
	int more = 0;
	json_t *found = rules_find_words(n, v, q, &more, why, sizeof why);
	json_object_set_new(page, "searched", json_true());
	json_object_set_new(page, "q", json_text(q));
	if (!found) {
		json_object_set_new(page, "search_error", json_string(why));
		/* The empty box is a search not made; anything else malformed. */
		*status = strspn(q, " \t\r\n") == strlen(q) ? MHD_HTTP_OK : MHD_HTTP_BAD_REQUEST;
		return;
	}
	size_t i;
	json_t *e;
	json_array_foreach(found, i, e) {
		char href[96];
		const char *num = json_string_value(json_object_get(e, "number"));
		if (json_is_true(json_object_get(e, "current")))
			snprintf(href, sizeof href, "/rules/%s", num);
		else
			snprintf(href, sizeof href, "/rules/%s?rev=%lld", num,
				 (long long)json_integer_value(json_object_get(e, "revision")));
		json_object_set_new(e, "href", json_string(href));
	}
	json_object_set_new(page, json_array_size(found) ? "has_results" : "no_match",
			    json_true());
	json_object_set_new(page, "results", found);
	json_object_set_new(page, "more", json_boolean(more));
}

/* The revision ?rev= asks for: 0 for none; -1 when it names no kept text
 * the viewer may read. */
static long rev_asked(web_request *r, const nomic *n, const vis_viewer *v,
		      const rules_rule *rule)
{
	const char *s = web_arg(r, "rev");
	int64_t rev;
	if (!s)
		return 0;
	if (parse_int64(s, &rev) || rev < 1 || rev > UINT32_MAX ||
	    !rules_rule_text_at(rule, (uint32_t)rev) ||
	    !vis_may_read_revision(v, n, rule, (uint32_t)rev))
		return -1;
	return (long)rev;
}

/* One rule's page: the text shown (the current one, or revision rev), the
 * revisions newest first with their diffs, the history. */
static json_t *rule_page_json(const nomic *n, const vis_viewer *v, const rules_rule *r, long rev)
{
	char num[RULES_NUMBER_BUFSZ], title[600];
	rules_number_format(r->number, num, sizeof num);
	int readable = vis_may_read_rule(v, n, r) || (rev && vis_may_read_revision(v, n, r,
										  (uint32_t)rev));
	json_t *o = json_pack("{s:s, s:I}", "number", num, "revision",
			      (json_int_t)(rev ? (uint32_t)rev : r->revision));
	snprintf(title, sizeof title, "Rule %s", num);
	if (!readable) {
		json_object_set_new(o, "hidden", json_string(rules_visibility_name(r->visibility)));
		json_object_set_new(o, "title", json_string(title));
		return o;
	}
	const char *t = vis_may_read_rule(v, n, r) ? shown_title(r) : "";
	snprintf(title, sizeof title, "Rule %s%s%s", num, *t ? ": " : "", t);
	json_object_set_new(o, "title", json_text(title));
	json_object_set_new(o, "rule_title", json_text(t));
	if (r->author)
		json_object_set_new(o, "author", json_text(r->author));
	if (r->mutability != RULES_MUT_UNSPECIFIED)
		json_object_set_new(o, "mutability", json_string(rules_mutability_name(r->mutability)));
	const rules_rule *head = rules_suite_of(n->rules, r->number);
	if (head && head != r) {
		char hn[RULES_NUMBER_BUFSZ];
		json_object_set_new(o, "suite", json_pack("{s:s, s:o}", "number",
							  rules_number_format(head->number, hn,
									      sizeof hn),
							  "title", json_text(shown_title(head))));
	}
	const char *text = rev ? rules_rule_text_at(r, (uint32_t)rev) : rules_rule_text(r);
	json_object_set_new(o, "text", json_text(text ? text : ""));
	if (rev && (uint32_t)rev != r->revision)
		json_object_set_new(o, "past", json_true());

	/* The revisions, newest first, each flagged current or shown. */
	json_t *revs = revisions_json(n, v, r, 1), *newest = json_array();
	for (size_t i = json_array_size(revs); i-- > 0;) {
		json_t *e = json_array_get(revs, i);
		json_int_t rv = json_integer_value(json_object_get(e, "revision"));
		json_object_set_new(e, "current", json_boolean(!r->repealed && rv == r->revision));
		json_object_set_new(e, "shown", json_boolean(rev ? rv == rev : rv == r->revision));
		const char *g = json_string_value(json_object_get(e, "grain"));
		if (g && strcmp(g, "words") != 0)
			json_object_set_new(e, "coarse",
					    json_string(strcmp(g, "lines") == 0
							? "Too long to compare word by word: compared "
							  "line by line."
							: "Too long to compare: the changed part is "
							  "shown replaced whole."));
		if (json_is_null(json_object_get(e, "diff")))
			json_object_set_new(e, "first", json_true());
		else
			json_object_set_new(e, "has_diff", json_true());
		json_array_append(newest, e);
	}
	json_decref(revs);
	json_object_set_new(o, "revisions", newest);

	json_t *history = json_array();
	for (size_t i = 0; i < r->n_history; i++) {
		const rules_history_entry *h = &r->history[i];
		char *line = rules_render_history_entry(h);
		json_t *e = json_pack("{s:o, s:I}", "line", json_text(line ? line : ""), "revision",
				      (json_int_t)h->revision);
		json_object_set_new(e, "proposal", json_integer(cause_proposal(n, h->cause)));
		if (h->kind == RULES_CHANGE_REPEALED && r->repealed)
			json_object_set(o, "repeal", e);
		json_array_append_new(history, e);
		free(line);
	}
	if (r->repealed && !json_object_get(o, "repeal"))
		json_object_set_new(o, "repeal", json_pack("{s:s, s:i}", "line", "repealed",
							   "proposal", 0));
	json_object_set_new(o, "has_history", json_boolean(json_array_size(history) > 0));
	json_object_set_new(o, "history", history);
	return o;
}

enum MHD_Result page_rules(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	const char *number = number_in(r->path), *why = "this nomic has no ruleset";
	const rules_rule *rule = NULL;
	if (n->rules && number)
		rule = rule_in_path(n, number, &why);
	if (!n->rules || (number && !rule)) {
		engine_read_end(r->e);
		return web_error(r, MHD_HTTP_NOT_FOUND, why);
	}
	vis_viewer v = vis_viewer_named(n, r->actor);
	unsigned status = MHD_HTTP_OK;
	json_t *data;
	char api[96];
	if (rule) {
		long rev = rev_asked(r, n, &v, rule);
		if (rev < 0) {
			engine_read_end(r->e);
			return web_error(r, MHD_HTTP_NOT_FOUND,
					 "that rule has no kept text of that revision");
		}
		data = rule_page_json(n, &v, rule, rev);
		snprintf(api, sizeof api, "/api/v1/rules/%s", number);
	} else {
		data = toc_json(n, &v);
		const char *q = web_arg(r, "q");
		if (q)
			search_json(n, &v, q, data, &status);
		json_object_set_new(data, "title", json_string("The ruleset"));
		snprintf(api, sizeof api, "/api/v1/rules");
	}
	engine_read_end(r->e);
	json_object_set_new(data, "api", json_string(api));
	return tmpl_page(r, status, rule ? "rule" : "rules", data);
}
