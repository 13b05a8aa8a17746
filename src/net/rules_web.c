/* rules_web.c: the ruleset over HTTP. /api/v1/rules lists the rules in
 * force, /api/v1/rules/N gives one with every kept text and its history;
 * /rules is a table of contents by Rule Suite (Ackanomic R311) and
 * /rules/N one rule's text and history. Private and Secret regulations
 * (Ace of Spades reg 106) show their number only, except to the admin. */
#include "core/visibility.h"
#include "net/text.h"
#include "net/web.h"
#include "rules/rules.h"
#include "rules/rules_render.h"

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
	return o;
}

/* Every kept text the viewer may read: a Need-To-Know grant is for the
 * value it was made for, not the earlier ones (reg 105; visibility.c). */
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
		json_array_append_new(history, e);
		free(line);
	}
	json_object_set_new(o, "texts", texts);
	json_object_set_new(o, "history", history);
	return o;
}

/* Finds the rule named in the path; NULL with *why when there is none. */
static const rules_rule *rule_in_path(const nomic *n, const char *number, const char **why)
{
	rules_number num;
	*why = "no such rule in force";
	if (!rules_number_parse(number, strlen(number), &num)) {
		*why = "not a rule number";
		return NULL;
	}
	return rules_find(n->rules, num);
}

enum MHD_Result api_rules(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	const char *number = number_in(r->path), *why = "this nomic has no ruleset";
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

static void rule_link(sbuf *b, const nomic *n, const rules_rule *r, const char *viewer)
{
	char num[RULES_NUMBER_BUFSZ];
	rules_number_format(r->number, num, sizeof num);
	sbuf_printf(b, "<li><a href=\"/rules/%s\">Rule %s</a>", num, num);
	if (may_read(n, viewer, r) && r->title && strcmp(r->title, " ") != 0) {
		sbuf_add(b, ": ");
		html_escape(b, r->title);
	} else if (!may_read(n, viewer, r)) {
		sbuf_printf(b, " <span class=\"muted\">(%s)</span>",
			    rules_visibility_name(r->visibility));
	}
	sbuf_add(b, "</li>\n");
}

static void toc(sbuf *b, const nomic *n, const char *viewer)
{
	const rules_ruleset *rs = n->rules;
	char num[RULES_NUMBER_BUFSZ];
	uint32_t suite = 0; /* base number of the suite being listed, 0 = none */
	int open = 0;
	sbuf_printf(b, "<h1>The ruleset</h1>\n<p class=\"meta\">%zu rules in force.</p>\n",
		    rules_count_in_force(rs));
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed)
			continue;
		int head = rules_is_suite_head(rs, r);
		/* R311: a suite is its head N and the rules N.M. */
		if (head || (suite && r->number.base != suite) || !open) {
			if (open)
				sbuf_add(b, "</ol>\n");
			suite = head ? r->number.base : 0;
			sbuf_add(b, "<h2>");
			if (head) {
				html_escape(b, r->title);
				sbuf_printf(b, " (Rule %s)",
					    rules_number_format(r->number, num, sizeof num));
			} else {
				sbuf_add(b, "Rules");
			}
			sbuf_add(b, "</h2>\n<ol class=\"toc\">\n");
			open = 1;
		}
		rule_link(b, n, r, viewer);
	}
	if (open)
		sbuf_add(b, "</ol>\n");
}

static void one_rule(sbuf *b, const nomic *n, const rules_rule *r, const char *viewer)
{
	char num[RULES_NUMBER_BUFSZ];
	rules_number_format(r->number, num, sizeof num);
	sbuf_printf(b, "<h1>Rule %s/%lu", num, (unsigned long)r->revision);
	if (may_read(n, viewer, r) && r->title && strcmp(r->title, " ") != 0) {
		sbuf_add(b, ": ");
		html_escape(b, r->title);
	}
	sbuf_add(b, "</h1>\n");
	if (!may_read(n, viewer, r)) {
		sbuf_printf(b, "<p>This regulation is %s.</p>\n", rules_visibility_name(r->visibility));
		return;
	}
	const rules_rule *head = rules_suite_of(n->rules, r->number);
	sbuf_add(b, "<p class=\"meta\">");
	if (r->author) {
		sbuf_add(b, "Author: ");
		html_escape(b, r->author);
		sbuf_add(b, ". ");
	}
	if (r->mutability != RULES_MUT_UNSPECIFIED)
		sbuf_printf(b, "%s. ", rules_mutability_name(r->mutability));
	if (head && head != r) {
		sbuf_printf(b, "In the <a href=\"/rules/%u\">", head->number.base);
		html_escape(b, head->title);
		sbuf_add(b, "</a>.");
	}
	sbuf_add(b, "</p>\n<pre class=\"rule\">");
	html_escape(b, rules_rule_text(r));
	sbuf_add(b, "</pre>\n<h2>History</h2>\n");
	if (!r->n_history)
		sbuf_add(b, "<p class=\"muted\">No changes recorded.</p>\n");
	else
		sbuf_add(b, "<ol>\n");
	for (size_t i = 0; i < r->n_history; i++) {
		char *line = rules_render_history_entry(&r->history[i]);
		sbuf_add(b, "<li>");
		html_escape(b, line ? line : "");
		sbuf_add(b, "</li>\n");
		free(line);
	}
	if (r->n_history)
		sbuf_add(b, "</ol>\n");
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
	sbuf b = {0};
	page_head(&b, n->title);
	page_nav(&b);
	/* A browser sends no token: the pages show what the public may see. */
	if (rule)
		one_rule(&b, n, rule, NULL);
	else
		toc(&b, n, NULL);
	engine_read_end(r->e);
	sbuf_add(&b, "</body>\n</html>\n");
	return page_send(r, MHD_HTTP_OK, &b);
}
