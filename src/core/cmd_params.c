/* cmd_params.c: what the rules bind in the server: the parameters (every
 * number a mechanic uses, declared with the rule that states it; params.h)
 * and the built-in mechanics with the rules they rest on (bind.h). An
 * adopted proposal changes a parameter with `param set` (R104 effects). */
#include "core/bind.h"
#include "core/command.h"
#include "core/visibility.h"

#include <stdio.h>
#include <string.h>

struct list_state {
	ctx *c;
	const char *only; /* a rule number, a name's first part ("limit"), or NULL */
	vis_viewer viewer;
};

static void show_param(const param_decl *d, const char *owner, void *arg)
{
	struct list_state *ls = arg;
	ctx *c = ls->c;
	char num[32], v[48], lo[48], hi[48], dflt[48], why[256];
	size_t k = ls->only ? strlen(ls->only) : 0;
	int by_name = ls->only && !strncmp(d->name, ls->only, k) &&
		      (d->name[k] == '\0' || d->name[k] == '.');
	/* `params 330` asks of this nomic's Rule 330: not of another body's
	 * (an Ace of Spades regulation's parameter in an Ackanomic nomic). */
	if (ls->only && !by_name &&
	    (!citation_rule(d->rule, num, sizeof num) || strcmp(num, ls->only) ||
	     bind_foreign(c->n, d->rule)))
		return;
	/* A Private or Secret regulation's script's parameter is its content
	 * (Ace of Spades reg 106; core/visibility.h). */
	const rules_rule *hidden = vis_cited_hidden(c->n, d->rule);
	if (hidden && !vis_may_read_rule(&ls->viewer, c->n, hidden))
		return;
	int64_t value;
	int set = param_is_set(c->n, d->name, &value);
	param_range(d, lo, sizeof lo, hi, sizeof hi);
	if (d->type == PT_CHOICE) { /* "one of open, invitation, approval" */
		sbuf all = {0};
		for (int i = 0; d->choices[i]; i++)
			sbuf_printf(&all, "%s%s", i ? ", " : "one of ", d->choices[i]);
		snprintf(lo, sizeof lo, "%s", all.s ? all.s : "");
		hi[0] = '\0';
		sbuf_free(&all);
	}
	if (set || !(d->flags & PARAM_OPTIONAL))
		param_format(d, set ? value : param_default(c->n, d), v, sizeof v);
	else
		snprintf(v, sizeof v, "the voting method's own");
	ctx_reply(c, "%s%s = %s (%s; %s%s%s)", c->out.len ? "\n" : "", d->name, v, d->rule,
		  lo, *hi ? " to " : "", hi);
	if (set && value != param_default(c->n, d) && !(d->flags & PARAM_OPTIONAL)) {
		param_format(d, param_default(c->n, d), dflt, sizeof dflt);
		ctx_reply(c, ", default %s", dflt);
	}
	if (owner)
		ctx_reply(c, ", declared by Rule %s's script", owner);
	if (*d->help)
		ctx_reply(c, ": %s", d->help);
	if (bind_stopped(c->n, d->rule, why, sizeof why))
		ctx_reply(c, " [%s]", why);
}

static int cmd_params(ctx *c, int argc, char **argv)
{
	struct list_state ls = {c, argc ? argv[0] : NULL, vis_viewer_ctx(c)};
	param_decl_each(c->n, show_param, &ls);
	if (!c->out.len)
		ctx_reply(c, "no parameter rests on Rule %s or is named %s.*", argv[0], argv[0]);
	return 0;
}

static int cmd_param_set(ctx *c, int argc, char **argv)
{
	const param_decl *d = param_decl_find(c->n, argv[0]);
	int64_t v;
	if (!d)
		return ctx_fail(c, "there is no parameter '%s' (try 'params')", argv[0]);
	/* A proposal may name the rule it changes the number of; it must be
	 * the one the declaration names. */
	char mine[32], given[32];
	if (argc == 3 && (!citation_rule(d->rule, mine, sizeof mine) ||
			  !citation_rule(argv[2], given, sizeof given) || strcmp(mine, given)) &&
	    !strcaseeq(argv[2], d->rule))
		return ctx_fail(c, "%s is stated by %s, not %s", d->name, d->rule, argv[2]);
	if (param_parse(d, argv[1], &v)) {
		if (d->type != PT_CHOICE)
			return ctx_fail(c, "'%s' is not %s", argv[1],
					d->type == PT_DURATION ? "a duration (like 7d, 12h or 3600)"
							       : "a whole number");
		sbuf all = {0};
		for (int i = 0; d->choices[i]; i++)
			sbuf_printf(&all, "%s%s", i ? ", " : "", d->choices[i]);
		ctx_fail(c, "%s is one of %s (%s)", d->name, all.s, d->rule);
		sbuf_free(&all);
		return -1;
	}
	if (param_set(c, d->name, v))
		return -1;
	char shown[48];
	param_format(d, v, shown, sizeof shown);
	ctx_arg_str(c, "param", d->name);
	ctx_arg_int(c, "value", v);
	ctx_reply(c, "%s = %s (%s)", d->name, shown, d->rule);
	return 0;
}

static void show_mechanic(const char *what, const char *citation, void *arg)
{
	struct list_state *ls = arg;
	ctx *c = ls->c;
	char num[32], why[256];
	int bound = bind_rule_of(c->n, citation, num, sizeof num);
	if (ls->only && (!citation_rule(citation, num, sizeof num) || strcmp(num, ls->only)))
		return;
	ctx_reply(c, "%s%s: %s", c->out.len ? "\n" : "", what, citation);
	if (bind_stopped(c->n, citation, why, sizeof why))
		ctx_reply(c, " [stopped: %s]", why);
	else if (!bound)
		ctx_reply(c, " [not bound: %s]", c->n->rules ? "another ruleset's rule"
							      : "no ruleset yet");
}

static int cmd_mechanics(ctx *c, int argc, char **argv)
{
	struct list_state ls = {c, argc ? argv[0] : NULL, vis_viewer_ctx(c)};
	bind_each_mechanic(c->n, show_mechanic, &ls);
	if (!c->out.len)
		ctx_reply(c, "no built-in mechanic rests on Rule %s", argv[0]);
	return 0;
}

const command param_commands[] = {
	{"params", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_params, NULL,
	 "params [RULE|NAME]", "the parameters (every number a mechanic uses), with their rules; "
	 "those of one rule, or named NAME or NAME.*",
	 NULL},
	{"param set", 2, 3, P_ADMIN, NULL, 0, cmd_param_set, NULL,
	 "param set NAME VALUE [RULE]", "change a parameter, within its bounds (RULE, if "
	 "given, must be the one that states it)", NULL},
	{"mechanics", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_mechanics, NULL,
	 "mechanics [RULE]", "the built-in mechanics and the rules they rest on", NULL},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
