/* registry.c: the scripts installed in a nomic (script_impl.h): kept in
 * step with the ruleset (a rule in force with a script has it installed;
 * a repealed rule, or one amended to lose its script, has it removed; an
 * amended script replaces the old one, keeping its state; a renumbered
 * rule keeps everything), every change journaled, and the commands they
 * add found for the command language. */
#include "rules/rules.h"
#include "script/script_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void script_destroy(void *p)
{
	script *s = p;
	if (!s)
		return;
	free(s->number);
	free(s->cite);
	free(s->title);
	free(s->source);
	free(s->chunk);
	free(s->chunk_src);
	free(s->chunk_name);
	decls_free(s->decls);
	kv_free(&s->state);
	free(s);
}

static void undo_create(undo_entry *e)
{
	scripts_free(e->obj); /* everything in it was undone before this */
}

struct scripts *scripts_of(ctx *c)
{
	if (!c->n->scripts) {
		c->n->scripts = xcalloc(1, sizeof *c->n->scripts);
		c->n->scripts->next_timer = 1;
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->obj = c->n;
	}
	return c->n->scripts;
}

script *script_find(const nomic *n, const char *number)
{
	for (int i = 0; n->scripts && i < n->scripts->n; i++)
		if (strcmp(n->scripts->v[i]->number, number) == 0)
			return n->scripts->v[i];
	return NULL;
}

void script_cite(const nomic *n, const char *number, char *buf, size_t len)
{
	/* As bind.c reads citations: a bare R for Ackanomic, "A Nomic R"
	 * and "reg" for the others, so that the script's mechanics are
	 * bound to its rule like the built-in ones. */
	rules_format f = n->rules ? rules_ruleset_format(n->rules) : RULES_FORMAT_ACKANOMIC;
	snprintf(buf, len, "%s%s", f == RULES_FORMAT_ANOMIC ? "A Nomic R"
				   : f == RULES_FORMAT_REGULATIONS ? "reg " : "R", number);
}

static void set_string(ctx *c, char **field, const char *v)
{
	if ((*field == NULL && v == NULL) || (*field && v && strcmp(*field, v) == 0))
		return;
	undo_string(c->j, field);
	*field = v ? xstrdup(v) : NULL;
}

/* ---- the declarations, swapped whole ---- */

static void undo_decls(undo_entry *e)
{
	script *s = e->ptr;
	decls_free(s->decls);
	s->decls = e->obj;
}

static void release_decls(undo_entry *e)
{
	decls_free(e->obj);
}

static void swap_decls(ctx *c, script *s, script_decls *d)
{
	undo_entry *e = undo_push(c->j, undo_decls, release_decls);
	e->ptr = s;
	e->obj = s->decls;
	s->decls = d;
}

/* A command name already declared by another script. */
static const char *taken_by(const nomic *n, const script *self, const script_decls *d)
{
	for (int i = 0; n->scripts && i < n->scripts->n; i++) {
		const script *o = n->scripts->v[i];
		if (o == self || !o->decls)
			continue;
		for (int a = 0; a < d->ncmds; a++)
			for (int b = 0; b < o->decls->ncmds; b++)
				if (strcmp(d->cmds[a]->name, o->decls->cmds[b]->name) == 0)
					return o->number;
	}
	return NULL;
}

/* Runs the top level of s's (new) source and installs what it declares;
 * then its "install" reactions. 0, or -1 with c->err set. */
static int declare_and_start(ctx *c, script *s)
{
	char err[700];
	script_decls *d = xcalloc(1, sizeof *d);
	if (srun_declare(c, s, d, err, sizeof err)) {
		decls_free(d);
		return ctx_fail(c, "%s", err);
	}
	const char *other = taken_by(c->n, s, d);
	if (other) {
		decls_free(d);
		return ctx_fail(c, "Rule %s: a command it declares is already Rule %s's", s->number,
				other);
	}
	for (int i = 0; i < d->ncmds; i++)
		d->cmds[i]->owner = s;
	swap_decls(c, s, d);
	if (!d->has_install)
		return 0;
	json_t *none = json_object();
	int rc = script_react(c, s, "install", none, 0);
	json_decref(none);
	return rc < 0 ? -1 : 0;
}

static int install(ctx *c, const rules_rule *r, const char *number)
{
	struct scripts *ss = scripts_of(c);
	script *s = xcalloc(1, sizeof *s);
	char cite[48];
	script_cite(c->n, number, cite, sizeof cite);
	s->number = xstrdup(number);
	s->cite = xstrdup(cite);
	s->title = r->title ? xstrdup(r->title) : NULL;
	s->source = xstrdup(rules_rule_script(r));
	s->decls = xcalloc(1, sizeof *s->decls);
	mut_append(c, (void ***)&ss->v, &ss->n, &ss->cap, s, script_destroy);
	return declare_and_start(c, s);
}

static int replace(ctx *c, script *s, const char *source)
{
	/* A new script starts afresh (its timers, its parameters) but keeps
	 * its state: the rule is the same rule. */
	timers_cancel_of(c, s->number);
	mut_undeclare_params_of(c, s->number);
	set_string(c, &s->source, source);
	return declare_and_start(c, s);
}

static void uninstall(ctx *c, int i)
{
	struct scripts *ss = c->n->scripts;
	script *s = ss->v[i];
	timers_cancel_of(c, s->number);
	mut_undeclare_params_of(c, s->number);
	/* Kept until the event commits: a command of its may be running. */
	mut_remove_at(c, (void ***)&ss->v, &ss->n, i, script_destroy);
}

/* The rule in force now numbered otherwise that was numbered `was`. */
static const rules_rule *renumbered(const rules_ruleset *rs, const char *was)
{
	rules_number w;
	if (!rules_number_parse(was, strlen(was), &w))
		return NULL;
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed || !r->n_history)
			continue;
		const rules_history_entry *h = &r->history[r->n_history - 1];
		if (h->kind == RULES_CHANGE_RENUMBERED && rules_number_eq(h->number, w))
			return r;
	}
	return NULL;
}

int script_sync(ctx *c)
{
	const rules_ruleset *rs = c->n->rules;
	struct scripts *ss = c->n->scripts;
	char num[RULES_NUMBER_BUFSZ];
	/* Scripts whose rule went, or changed its script, or its number. */
	for (int i = ss ? ss->n - 1 : -1; i >= 0; i--) {
		script *s = ss->v[i];
		const rules_rule *r = rs ? rules_find_str(rs, s->number) : NULL;
		if (!r && rs && (r = renumbered(rs, s->number)) && rules_rule_script(r)) {
			rules_number_format(r->number, num, sizeof num);
			char cite[48];
			script_cite(c->n, num, cite, sizeof cite);
			set_string(c, &s->number, num);
			set_string(c, &s->cite, cite);
		}
		if (!r || !rules_rule_script(r)) {
			uninstall(c, i);
			continue;
		}
		set_string(c, &s->title, r->title);
		if (strcmp(s->source, rules_rule_script(r)) && replace(c, s, rules_rule_script(r)))
			return -1;
	}
	/* Rules in force with a script not yet installed. */
	for (size_t i = 0; rs && i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed || !rules_rule_script(r))
			continue;
		rules_number_format(r->number, num, sizeof num);
		if (!script_find(c->n, num) && install(c, r, num))
			return -1;
	}
	return 0;
}

/* ---- the commands they add ---- */

static int name_is(const char *name, char *const *v, int nw, int *used)
{
	const char *space = strchr(name, ' ');
	if (!space) {
		*used = 1;
		return nw >= 1 && strcaseeq(name, v[0]);
	}
	size_t first = (size_t)(space - name);
	*used = 2;
	return nw >= 2 && strlen(v[0]) == first && strncasecmp(name, v[0], first) == 0 &&
	       strcaseeq(space + 1, v[1]);
}

const command *script_find_command(const nomic *n, char *const *v, int nw, int *used)
{
	const command *one = NULL;
	int one_used = 1;
	for (int i = 0; n->scripts && i < n->scripts->n; i++) {
		const script_decls *d = n->scripts->v[i]->decls;
		for (int k = 0; d && k < d->ncmds; k++) {
			int u;
			if (!name_is(d->cmds[k]->name, v, nw, &u))
				continue;
			if (u == 2) {
				*used = 2;
				return &d->cmds[k]->cmd;
			}
			if (!one)
				one = &d->cmds[k]->cmd, one_used = u;
		}
	}
	*used = one_used;
	return one;
}

void script_each_command(const nomic *n, void (*fn)(const command *cmd, void *arg), void *arg)
{
	for (int i = 0; n->scripts && i < n->scripts->n; i++) {
		const script_decls *d = n->scripts->v[i]->decls;
		for (int k = 0; d && k < d->ncmds; k++)
			fn(&d->cmds[k]->cmd, arg);
	}
}

void scripts_free(nomic *n)
{
	struct scripts *ss = n->scripts;
	if (!ss)
		return;
	for (int i = 0; i < ss->n; i++)
		script_destroy(ss->v[i]);
	for (int i = 0; i < ss->ntimers; i++) {
		free(ss->timers[i]->rule);
		free(ss->timers[i]->name);
		free(ss->timers[i]->data);
		free(ss->timers[i]);
	}
	for (int i = 0; i < ss->ngames; i++)
		script_game_destroy(ss->games[i]);
	free(ss->v);
	free(ss->timers);
	free(ss->games);
	free(ss);
	n->scripts = NULL;
}
