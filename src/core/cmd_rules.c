/* cmd_rules.c: the ruleset as part of the nomic's state: loading a seed
 * ruleset into the log, changing rules (enact, amend, repeal, renumber,
 * retitle, transmute; Ackanomic R301, R303, R311), and reading them
 * (one rule with its history, diffs between revisions, precedence per
 * R102 or Ace of Spades reg 101, the short and full rulesets, search). */
#include "core/command.h"
#include "core/module.h"
#include "core/rules_effects.h"
#include "core/rules_search.h"
#include "core/visibility.h"
#include "rules/rules.h"
#include "rules/rules_io.h"
#include "rules/rules_ops.h"
#include "rules/rules_precedence.h"
#include "rules/rules_render.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NOMIC_DATA_DIR
#define NOMIC_DATA_DIR "data"
#endif

/* ---- journaled access ---- */

static void undo_rules_swap(undo_entry *e)
{
	rules_ruleset **field = e->ptr;
	rules_ruleset_free(*field);
	*field = e->obj;
}

static void release_old_rules(undo_entry *e)
{
	rules_ruleset_free(e->obj);
}

/* Puts rs in place of the nomic's ruleset; the old one is kept until the
 * command commits, so a rollback can put it back. Then the subsystems
 * follow the change in the same event (a rule's script is installed,
 * replaced or removed): if one cannot, the change fails. */
static int swap_rules(ctx *c, rules_ruleset *rs)
{
	undo_entry *e = undo_push(c->j, undo_rules_swap, release_old_rules);
	e->ptr = &c->n->rules;
	e->obj = c->n->rules;
	c->n->rules = rs;
	UNDO_SET(c->j, c->n->rules_generation, rules_generation_next());
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->rules_changed && nomic_modules[i]->rules_changed(c))
			return -1;
	return 0;
}

static int have_rules(ctx *c)
{
	if (!c->n->rules)
		return ctx_fail(c, "this nomic has no ruleset yet (ruleset load NAME)");
	return 0;
}

static int parse_number(ctx *c, const char *s, rules_number *out)
{
	if (!rules_number_parse(s, strlen(s), out))
		return ctx_fail(c, "'%s' is not a rule number (like 207 or 1250.7; R303 I)", s);
	return 0;
}

/* ---- effects ---- */

struct op_args {
	ctx *c;
	rules_number num, to;
	const char *text, *title, *suite, *cause, *script;
	rules_script_op script_op;
	rules_mutability mut;
	int has_num;
	rules_number assigned;
	rules_visibility vis; /* enact: the new rule's designation (reg 106) */
};

/* Whether rs holds a Private or Secret regulation at num, in force. */
static int hidden_at(const rules_ruleset *rs, rules_number num)
{
	const rules_rule *r = num.base ? rules_find(rs, num) : NULL;
	return r && r->visibility != RULES_VIS_PUBLIC;
}

/* Runs one operation on a copy of the ruleset and swaps it in on success:
 * the rules library changes nothing on error, and neither do we. A change
 * that touches a Private or Secret regulation, before or after, carries
 * its content (the text, title or script in the command): the event is
 * sealed (visibility.h; Ace of Spades reg 106). */
typedef rules_status (*rules_op)(rules_ruleset *rs, void *arg, rules_error *err);

static int apply(ctx *c, rules_op op, struct op_args *a)
{
	if (have_rules(c))
		return -1;
	rules_ruleset *copy = rules_ruleset_clone(c->n->rules);
	if (!copy)
		return ctx_fail(c, "out of memory");
	rules_error err = {0};
	if (op(copy, a, &err) != RULES_OK) {
		rules_ruleset_free(copy);
		return ctx_fail(c, "%s", err.msg[0] ? err.msg : rules_status_name(err.status));
	}
	int hidden = hidden_at(c->n->rules, a->num) || hidden_at(copy, a->num) ||
		     hidden_at(copy, a->to) || hidden_at(copy, a->assigned);
	if (swap_rules(c, copy))
		return -1;
	if (hidden)
		ctx_seal(c, VIS_REGULATION);
	return 0;
}

static rules_status op_enact(rules_ruleset *rs, void *arg, rules_error *err)
{
	struct op_args *a = arg;
	rules_enact_spec spec = {
		.by = RULES_ENACT_BY_PROPOSAL, .number = a->has_num ? a->num : rules_num(0, 0),
		.suite = a->suite, .title = a->title, .text = a->text, .script = a->script,
		.visibility = a->vis,
	};
	if (rules_ruleset_format(rs) == RULES_FORMAT_REGULATIONS)
		spec.by = RULES_ENACT_REGULATION;
	return rules_enact(rs, &spec, a->cause, a->c->now, &a->assigned, err);
}

int effect_rule_enact(ctx *c, const char *number, const char *suite, const char *title,
		      const char *text, const char *cause, char *assigned, size_t n)
{
	return effect_rule_enact_script(c, number, suite, title, text, NULL, cause, assigned, n);
}

int effect_rule_enact_script(ctx *c, const char *number, const char *suite, const char *title,
			     const char *text, const char *script, const char *cause,
			     char *assigned, size_t n)
{
	struct op_args a = {.c = c, .text = text, .title = title, .suite = suite, .cause = cause,
			    .script = script};
	if (number && parse_number(c, number, &a.num))
		return -1;
	a.has_num = number != NULL;
	if (apply(c, op_enact, &a))
		return -1;
	rules_number_format(a.assigned, assigned, n);
	return 0;
}

int effect_rule_enact_regulation(ctx *c, const char *number, const char *text, int visibility,
				 const char *cause)
{
	struct op_args a = {.c = c, .text = text, .cause = cause,
			    .vis = (rules_visibility)visibility, .has_num = 1};
	if (parse_number(c, number, &a.num))
		return -1;
	if (!c->n->rules || rules_ruleset_format(c->n->rules) != RULES_FORMAT_REGULATIONS)
		return ctx_fail(c, "these rules are not regulations (`ruleset load ace-of-spades`)");
	return apply(c, op_enact, &a);
}

static rules_status op_amend(rules_ruleset *rs, void *arg, rules_error *err)
{
	struct op_args *a = arg;
	return rules_amend_script(rs, a->num, a->text, a->script_op, a->script, a->cause,
				  a->c->now, err);
}

int effect_rule_amend(ctx *c, const char *number, const char *text, const char *cause)
{
	return effect_rule_amend_script(c, number, text, RULES_SCRIPT_KEEP, NULL, cause);
}

int effect_rule_amend_script(ctx *c, const char *number, const char *text, int script_op,
			     const char *script, const char *cause)
{
	struct op_args a = {.c = c, .text = text, .cause = cause, .script = script,
			    .script_op = (rules_script_op)script_op};
	return parse_number(c, number, &a.num) || apply(c, op_amend, &a) ? -1 : 0;
}

static rules_status op_repeal(rules_ruleset *rs, void *arg, rules_error *err)
{
	struct op_args *a = arg;
	return rules_repeal(rs, a->num, a->cause, a->c->now, err);
}

int effect_rule_repeal(ctx *c, const char *number, const char *cause)
{
	struct op_args a = {.c = c, .cause = cause};
	return parse_number(c, number, &a.num) || apply(c, op_repeal, &a) ? -1 : 0;
}

static rules_status op_renumber(rules_ruleset *rs, void *arg, rules_error *err)
{
	struct op_args *a = arg;
	return rules_renumber(rs, a->num, a->to, a->cause, a->c->now, err);
}

int effect_rule_renumber(ctx *c, const char *from, const char *to, const char *cause)
{
	struct op_args a = {.c = c, .cause = cause};
	return parse_number(c, from, &a.num) || parse_number(c, to, &a.to) ||
	       apply(c, op_renumber, &a) ? -1 : 0;
}

static rules_status op_retitle(rules_ruleset *rs, void *arg, rules_error *err)
{
	struct op_args *a = arg;
	return rules_retitle(rs, a->num, a->title, a->cause, a->c->now, err);
}

int effect_rule_retitle(ctx *c, const char *number, const char *title, const char *cause)
{
	struct op_args a = {.c = c, .title = title, .cause = cause};
	return parse_number(c, number, &a.num) || apply(c, op_retitle, &a) ? -1 : 0;
}

static rules_status op_transmute(rules_ruleset *rs, void *arg, rules_error *err)
{
	struct op_args *a = arg;
	return rules_transmute(rs, a->num, a->mut, a->cause, a->c->now, err);
}

int effect_rule_transmute(ctx *c, const char *number, const char *mutability,
			  const char *cause)
{
	struct op_args a = {.c = c, .cause = cause};
	if (strcaseeq(mutability, "mutable"))
		a.mut = RULES_MUT_MUTABLE;
	else if (strcaseeq(mutability, "immutable"))
		a.mut = RULES_MUT_IMMUTABLE;
	else
		return ctx_fail(c, "a rule is made mutable or immutable");
	return parse_number(c, number, &a.num) || apply(c, op_transmute, &a) ? -1 : 0;
}

/* The next blank-separated word of *s (quotes around it dropped) into
 * buf; 0 when there is none. */
static int next_word(const char **s, char *buf, size_t n)
{
	const char *p = *s;
	while (*p == ' ' || *p == '\t')
		p++;
	size_t len = strcspn(p, " \t\n\r");
	*s = p + len;
	if (len >= 2 && p[0] == '"' && p[len - 1] == '"')
		p++, len -= 2;
	if (!len || len >= n)
		return 0;
	memcpy(buf, p, len);
	buf[len] = '\0';
	return 1;
}

int rules_line_touches_hidden(const nomic *n, const char *line)
{
	static const char *const verbs[] = {"enact", "amend", "script", "repeal", "renumber",
					    "retitle", "transmute"};
	char w[3][RULES_NUMBER_BUFSZ + 16];
	rules_number num;
	if (!n->rules)
		return 0;
	for (int i = 0; i < 3; i++)
		if (!next_word(&line, w[i], sizeof w[i]))
			return 0;
	if (!strcaseeq(w[0], "rule") || !rules_number_parse(w[2], strlen(w[2]), &num))
		return 0;
	for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
		if (strcaseeq(w[1], verbs[i]))
			return hidden_at(n->rules, num);
	return 0;
}

/* ---- loading a seed ruleset ---- */

static char *read_data_file(const char *name, size_t *len, char *why, size_t n)
{
	const char *dir = getenv("NOMIC_DATA");
	char path[1024];
	snprintf(path, sizeof path, "%s/rulesets/%s.txt", dir && *dir ? dir : NOMIC_DATA_DIR,
		 name);
	char *buf;
	rules_error err = {0};
	if (rules_read_file(path, &buf, len, &err) != RULES_OK) {
		snprintf(why, n, "no ruleset named '%s' (%s)", name, path);
		return NULL;
	}
	return buf;
}

/* The text goes into the log as a JSON string, which holds only UTF-8 and
 * no NUL byte: a text that is not exactly loggable is refused, or replay
 * would see another ruleset (or none). */
static int loggable_text(ctx *c, const char *text, size_t len)
{
	size_t bad = utf8_bad_at(text, len);
	if (bad == len)
		return 0;
	if (text[bad] == '\0')
		return ctx_fail(c, "the ruleset's text holds a NUL byte (line %zu)",
				line_number_at(text, bad));
	return ctx_fail(c, "the ruleset's text is not valid UTF-8 (line %zu)",
			line_number_at(text, bad));
}

static int cmd_ruleset_load(ctx *c, int argc, char **argv)
{
	const char *name = argv[0];
	if (c->n->rules)
		return ctx_fail(c, "this nomic already has a ruleset");
	if (strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen(name) || !*name)
		return ctx_fail(c, "a ruleset name is lower-case letters, digits and '-'");
	/* The text goes into the log, so replay never depends on data files. */
	char why[1200];
	const char *logged = ctx_recorded_str(c, "text");
	size_t len = logged ? strlen(logged) : 0;
	char *text = logged ? xstrdup(logged) : read_data_file(name, &len, why, sizeof why);
	if (!text)
		return ctx_fail(c, "%s", why);
	rules_format fmt;
	rules_ruleset *rs = NULL;
	rules_error err = {0};
	if (loggable_text(c, text, len)) {
		free(text);
		return -1;
	}
	if (!rules_detect_format(text, len, &fmt)) {
		free(text);
		return ctx_fail(c, "'%s' is not a ruleset in a known format", name);
	}
	if (rules_import(fmt, text, len, &rs, &err) != RULES_OK) {
		free(text);
		return ctx_fail(c, "%s: line %zu: %s", name, err.line, err.msg);
	}
	int bad = ctx_arg_str(c, "name", name) || ctx_arg_str(c, "format", rules_format_name(fmt)) ||
		  ctx_arg_str(c, "text", text);
	free(text);
	/* The regulations format marks a regulation Private or Secret by its
	 * placeholder text alone ("[This Regulation is Secret]."), and the
	 * other formats mark none: a loaded text holds no hidden content, so
	 * the event is public (docs/RULINGS.md). Should a format ever carry a
	 * hidden regulation's content, the event is sealed (visibility.h). */
	for (size_t i = 0; fmt != RULES_FORMAT_REGULATIONS && i < rules_count(rs); i++)
		if (rules_at(rs, i)->visibility != RULES_VIS_PUBLIC) {
			ctx_seal(c, VIS_REGULATION);
			break;
		}
	if (bad || swap_rules(c, rs)) {
		if (bad)
			rules_ruleset_free(rs);
		return -1;
	}
	ctx_reply(c, "ruleset %s loaded: %zu rules in force", name, rules_count_in_force(rs));
	if (!c->sealed)
		ctx_announce(c, "the ruleset %s is loaded: %zu rules in force", name,
			     rules_count_in_force(rs));
	return 0;
}

/* ---- changing rules by command ---- */

static const char *admin_cause(ctx *c)
{
	if (c->cause)
		return c->cause;
	return c->kind == ACTOR_ADMIN ? "the admin" : c->actor_name;
}

/* A change to a public rule is news (issue 13: the forum hears what an
 * adopted proposal did, R104): the rule, its new revision and title, and
 * who or what made it. A change that touches a Private or Secret regulation (apply() sealed
 * the event) announces nothing, not even its number (Ace of Spades reg
 * 106); as an effect, ctx_run_effect drops a sealed effect's text too. */
static void announce_rule(ctx *c, const char *verb, const char *number, const rules_rule *r)
{
	if (c->sealed)
		return;
	const char *by = admin_cause(c);
	if (r && r->title)
		ctx_announce(c, "Rule %s/%lu (%s) %s by %s", number, (unsigned long)r->revision,
			     r->title, verb, by);
	else if (r)
		ctx_announce(c, "Rule %s/%lu %s by %s", number, (unsigned long)r->revision, verb, by);
	else
		ctx_announce(c, "Rule %s %s by %s", number, verb, by);
}

static int reply_rule(ctx *c, const char *verb, const char *number)
{
	rules_number n;
	const rules_rule *r = rules_number_parse(number, strlen(number), &n)
		? rules_find(c->n->rules, n) : NULL;
	ctx_arg_str(c, "rule", number);
	if (r)
		ctx_reply(c, "Rule %s/%lu %s", number, (unsigned long)r->revision, verb);
	else
		ctx_reply(c, "Rule %s %s", number, verb);
	announce_rule(c, verb, number, r);
	return 0;
}

/* A trailing "script SOURCE" (or "script none") of a rule change: takes
 * it off argc; op says what it does to the rule's script. */
static int trailing_script(int *argc, char **argv, rules_script_op *op, const char **source)
{
	*op = RULES_SCRIPT_KEEP;
	*source = NULL;
	if (*argc < 2 || !strcaseeq(argv[*argc - 2], "script"))
		return 0;
	*source = argv[*argc - 1];
	*op = strcaseeq(*source, "none") ? RULES_SCRIPT_REMOVE : RULES_SCRIPT_SET;
	if (*op == RULES_SCRIPT_REMOVE)
		*source = NULL;
	*argc -= 2;
	return 1;
}

static int cmd_enact(ctx *c, int argc, char **argv)
{
	/* rule enact NUMBER|next TITLE TEXT [SUITE] [script SOURCE] */
	rules_script_op op;
	const char *script;
	trailing_script(&argc, argv, &op, &script);
	if (argc < 3 || argc > 4 || op == RULES_SCRIPT_REMOVE)
		return ctx_fail(c, "usage: %s", c->cmd->usage);
	const char *number = strcaseeq(argv[0], "next") ? NULL : argv[0];
	const char *title = *argv[1] ? argv[1] : NULL;
	char assigned[RULES_NUMBER_BUFSZ];
	if (effect_rule_enact_script(c, number, argc == 4 ? argv[3] : NULL, title, argv[2], script,
				     admin_cause(c), assigned, sizeof assigned))
		return -1;
	return reply_rule(c, script ? "enacted with its script" : "enacted", assigned);
}

static int cmd_amend(ctx *c, int argc, char **argv)
{
	/* rule amend NUMBER TEXT [script SOURCE|none] */
	rules_script_op op;
	const char *script;
	trailing_script(&argc, argv, &op, &script);
	if (argc != 2)
		return ctx_fail(c, "usage: %s", c->cmd->usage);
	return effect_rule_amend_script(c, argv[0], argv[1], op, script, admin_cause(c)) ? -1
		: reply_rule(c, op == RULES_SCRIPT_SET ? "amended, with a new script"
			     : op == RULES_SCRIPT_REMOVE ? "amended, and its script removed"
							 : "amended", argv[0]);
}

static int cmd_script(ctx *c, int argc, char **argv)
{
	/* rule script NUMBER SOURCE|none: a new revision, the text kept. */
	int none = strcaseeq(argv[1], "none");
	return effect_rule_amend_script(c, argv[0], NULL,
					none ? RULES_SCRIPT_REMOVE : RULES_SCRIPT_SET,
					none ? NULL : argv[1], admin_cause(c)) ? -1
		: reply_rule(c, none ? "loses its script" : "has a new script", argv[0]);
}

static int cmd_repeal(ctx *c, int argc, char **argv)
{
	if (effect_rule_repeal(c, argv[0], admin_cause(c)))
		return -1;
	ctx_arg_str(c, "rule", argv[0]);
	ctx_reply(c, "Rule %s repealed", argv[0]);
	announce_rule(c, "repealed", argv[0], NULL);
	return 0;
}

static int cmd_renumber(ctx *c, int argc, char **argv)
{
	int to = argc == 3 ? 2 : 1; /* "rule renumber 5 to 7" or "... 5 7" */
	if (argc == 3 && !strcaseeq(argv[1], "to"))
		return ctx_fail(c, "usage: rule renumber NUMBER [to] NEWNUMBER");
	return effect_rule_renumber(c, argv[0], argv[to], admin_cause(c)) ? -1
		: reply_rule(c, "renumbered", argv[to]);
}

static int cmd_retitle(ctx *c, int argc, char **argv)
{
	return effect_rule_retitle(c, argv[0], *argv[1] ? argv[1] : NULL, admin_cause(c)) ? -1
		: reply_rule(c, "retitled", argv[0]);
}

static int cmd_transmute(ctx *c, int argc, char **argv)
{
	return effect_rule_transmute(c, argv[0], argv[1], admin_cause(c)) ? -1
		: reply_rule(c, "transmuted", argv[0]);
}

/* ---- reading ---- */

/* Ace of Spades reg 104/106: Private and Secret content is for those who
 * may know it (visibility.c decides). */
static int may_read(const ctx *c, const rules_rule *r)
{
	vis_viewer v = vis_viewer_ctx(c);
	return vis_may_read_rule(&v, c->n, r);
}

static const rules_rule *find_rule(ctx *c, const char *number)
{
	rules_number n;
	if (have_rules(c) || parse_number(c, number, &n))
		return NULL;
	const rules_rule *r = rules_find(c->n->rules, n);
	if (!r)
		ctx_fail(c, "there is no Rule %s in force", number);
	return r;
}

static int show_diff(ctx *c, const rules_rule *r, const char *from, const char *to)
{
	int64_t a, b;
	if (parse_int64(from, &a) || parse_int64(to, &b) || a < 0 || b < 0 ||
	    a > UINT32_MAX || b > UINT32_MAX)
		return ctx_fail(c, "revisions are whole numbers");
	/* A past value is for whoever may read that value (reg 105: a
	 * Need-To-Know grant is never retroactive; visibility.c decides). */
	vis_viewer v = vis_viewer_ctx(c);
	if (!vis_may_read_revision(&v, c->n, r, (uint32_t)a) ||
	    !vis_may_read_revision(&v, c->n, r, (uint32_t)b))
		return ctx_fail(c, "revision %lld of this rule is %s",
				(long long)(vis_may_read_revision(&v, c->n, r, (uint32_t)a) ? b : a),
				rules_visibility_name(r->visibility));
	const char *ta = rules_rule_text_at(r, (uint32_t)a);
	const char *tb = rules_rule_text_at(r, (uint32_t)b);
	if (!ta || !tb)
		return ctx_fail(c, "the text of revision %lld is not kept (an imported rule "
			"carries only its current text)", (long long)(ta ? b : a));
	sbuf d = {0};
	text_diff(ta, tb, &d);
	ctx_reply(c, "--- revision %lld\n+++ revision %lld\n%s", (long long)a, (long long)b,
		  d.s ? d.s : "");
	sbuf_free(&d);
	return 0;
}

static int cmd_rule(ctx *c, int argc, char **argv)
{
	const rules_rule *r = find_rule(c, argv[0]);
	if (!r)
		return -1;
	if (!may_read(c, r))
		return ctx_fail(c, "Rule %s is %s", argv[0], rules_visibility_name(r->visibility));
	if (argc > 1) {
		if (argc != 4 || strcmp(argv[1], "--diff") != 0)
			return ctx_fail(c, "usage: rule NUMBER [--diff REV REV]");
		return show_diff(c, r, argv[2], argv[3]);
	}
	size_t len;
	char *text = rules_render_rule(r, true, &len);
	ctx_reply(c, "%s", text ? text : "");
	free(text);
	/* The renderer ends with a newline; the reply convention has none. */
	while (c->out.len && c->out.s[c->out.len - 1] == '\n')
		c->out.s[--c->out.len] = '\0';
	return 0;
}

static int cmd_precedence(ctx *c, int argc, char **argv)
{
	rules_number a, b, w;
	if (have_rules(c) || parse_number(c, argv[0], &a) || parse_number(c, argv[1], &b))
		return -1;
	/* The answer reads both texts (claims, deferrals) and may quote
	 * them: not for a rule the asker may not read (reg 106). */
	for (int i = 0; i < 2; i++) {
		const rules_rule *r = rules_find(c->n->rules, i ? b : a);
		if (r && !may_read(c, r))
			return ctx_fail(c, "Rule %s is %s: which rule governs depends on its text "
					"(reg 106)", argv[i], rules_visibility_name(r->visibility));
	}
	char why[512];
	if (rules_precedence(c->n->rules, a, b, &w, why, sizeof why) != RULES_OK)
		return ctx_fail(c, "%s", why);
	ctx_reply(c, "%s", why);
	return 0;
}

static int cmd_ruleset(ctx *c, int argc, char **argv)
{
	if (have_rules(c))
		return -1;
	const char *form = argc ? argv[0] : "short";
	while (*form == '-')
		form++;
	char *text = NULL;
	size_t len = 0;
	if (strcaseeq(form, "json")) {
		rules_error err = {0};
		rules_export_json(c->n->rules, &text, &len, &err);
	} else if (strcaseeq(form, "full")) {
		text = rules_render_full(c->n->rules, &len);
	} else if (strcaseeq(form, "short")) {
		text = rules_render_short(c->n->rules, &len);
	} else {
		return ctx_fail(c, "usage: ruleset [short|full|json]");
	}
	/* Hidden regulations are withheld from all but those who may read
	 * them (reg 106): the whole ruleset or nothing. */
	for (size_t i = 0; i < rules_count(c->n->rules); i++)
		if (!may_read(c, rules_at(c->n->rules, i))) {
			free(text);
			return ctx_fail(c, "this ruleset has Private or Secret regulations; "
				"read them one by one");
		}
	ctx_reply(c, "%s", text ? text : "");
	while (c->out.len && c->out.s[c->out.len - 1] == '\n')
		c->out.s[--c->out.len] = '\0';
	free(text);
	return 0;
}

static int cmd_rules_search(ctx *c, int argc, char **argv)
{
	if (have_rules(c))
		return -1;
	sbuf q = {0};
	for (int i = 0; i < argc; i++)
		sbuf_printf(&q, "%s%s", i ? " " : "", argv[i]);
	char err[256];
	vis_viewer v = vis_viewer_ctx(c);
	rules_hits h;
	int rc = rules_search_find(c->n, q.s, &v, RULES_SEARCH_REVISIONS, &h, err, sizeof err);
	sbuf_free(&q);
	if (rc)
		return ctx_fail(c, "%s", err);
	/* Every matching revision a line, best first (the page shows each
	 * rule once: net/rules_find.c). */
	for (size_t i = 0; i < h.n; i++)
		sbuf_printf(&c->out, "%sRule %s/%u%s%s%s: %s", i ? "\n" : "", h.v[i].number,
			    (unsigned)h.v[i].revision, h.v[i].repealed ? " (repealed)" : "",
			    *h.v[i].title ? " " : "", h.v[i].title, h.v[i].marked);
	if (!h.n)
		sbuf_add(&c->out, "no rule matches");
	rules_hits_free(&h);
	return 0;
}

const command rule_commands[] = {
	{"ruleset load", 1, 1, P_ADMIN, NULL, 0, cmd_ruleset_load, NULL,
	 "ruleset load NAME", "start keeping a seed ruleset (ackanomic, anomic, ace-of-spades)",
	 NULL},
	{"ruleset", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_ruleset, NULL,
	 "ruleset [short|full|json]", "the current rules: text only, with history, or JSON",
	 NULL},
	{"rule enact", 3, 6, P_ADMIN, NULL, 0, cmd_enact, NULL,
	 "rule enact NUMBER|next TITLE TEXT [SUITE] [script SOURCE]",
	 "create a rule, with the Lua script that carries it out if any (docs/SCRIPTING.md)",
	 "R303 II"},
	{"rule amend", 2, 4, P_ADMIN, NULL, 0, cmd_amend, NULL,
	 "rule amend NUMBER TEXT [script SOURCE|none]",
	 "replace a rule's text (and its script, or remove it)", "R104"},
	{"rule script", 2, 2, P_ADMIN, NULL, 0, cmd_script, NULL,
	 "rule script NUMBER SOURCE|none", "give a rule a new script (or none), its text kept",
	 "R104"},
	{"rule repeal", 1, 1, P_ADMIN, NULL, 0, cmd_repeal, NULL,
	 "rule repeal NUMBER", "repeal a rule", "R104"},
	{"rule renumber", 2, 3, P_ADMIN, NULL, 0, cmd_renumber, NULL,
	 "rule renumber NUMBER [to] NEWNUMBER", "give a rule another number", "R303"},
	{"rule retitle", 2, 2, P_ADMIN, NULL, 0, cmd_retitle, NULL,
	 "rule retitle NUMBER TITLE", "give a rule another title", "R301"},
	{"rule transmute", 2, 2, P_ADMIN, NULL, 0, cmd_transmute, NULL,
	 "rule transmute NUMBER mutable|immutable", "change a rule's mutability", NULL},
	{"rule precedence", 2, 2, P_ANYONE, NULL, CMD_READONLY, cmd_precedence, NULL,
	 "rule precedence NUMBER NUMBER", "which of two rules governs, and why", "R102"},
	{"rule", 1, 4, P_ANYONE, NULL, CMD_READONLY, cmd_rule, NULL,
	 "rule NUMBER [--diff REV REV]", "one rule with its history, or a diff of two revisions",
	 NULL},
	{"rules search", 1, 16, P_ANYONE, NULL, CMD_READONLY, cmd_rules_search, NULL,
	 "rules search WORDS", "search the current and past texts of every rule", NULL},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
