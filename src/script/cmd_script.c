/* cmd_script.c: the commands that show the rules' scripts: what each
 * installed script declares (a hidden regulation's only to the admin), and
 * (to the admin) the state it keeps. A script's source is shown with its
 * rule (`rule N`), to those who may read the rule. */
#include "core/visibility.h"
#include "rules/rules.h"
#include "script/script_impl.h"

#include <stdio.h>
#include <string.h>

static void list(ctx *c, const char *what, char *const *names, int n)
{
	if (!n)
		return;
	ctx_reply(c, "; %s", what);
	for (int i = 0; i < n; i++)
		ctx_reply(c, "%s %s", i ? "," : "", names[i]);
}

static int cmd_scripts(ctx *c, int argc, char **argv)
{
	const struct scripts *ss = c->n->scripts;
	for (int i = 0; ss && i < ss->n; i++) {
		const script *s = ss->v[i];
		const script_decls *d = s->decls;
		/* A Private or Secret regulation's content is for those who may
		 * know it (Ace of Spades reg 104, 106; core/visibility.h). */
		const rules_rule *r = c->n->rules ? rules_find_str(c->n->rules, s->number) : NULL;
		vis_viewer v = vis_viewer_ctx(c);
		if (r && !vis_may_read_rule(&v, c->n, r)) {
			ctx_reply(c, "%sRule %s: %s", c->out.len ? "\n" : "", s->number,
				  rules_visibility_name(r->visibility));
			continue;
		}
		ctx_reply(c, "%sRule %s%s%s%s:", c->out.len ? "\n" : "", s->number,
			  s->title ? " (" : "", s->title ? s->title : "", s->title ? ")" : "");
		size_t len = c->out.len;
		if (d->ncmds) {
			ctx_reply(c, " commands");
			for (int k = 0; k < d->ncmds; k++)
				ctx_reply(c, "%s '%s'", k ? "," : "", d->cmds[k]->name);
		}
		list(c, "guards", d->guards, d->nguards);
		list(c, "reacts to", d->events, d->nevents);
		list(c, "timers", d->timers, d->ntimers);
		list(c, "games", d->games, d->ngames);
		int timers = 0;
		for (int k = 0; k < ss->ntimers; k++)
			timers += strcmp(ss->timers[k]->rule, s->number) == 0;
		if (timers)
			ctx_reply(c, "; %d timer%s scheduled", timers, timers == 1 ? "" : "s");
		if (c->out.len == len)
			ctx_reply(c, " declares nothing");
		else if (c->out.s[len] == ';')
			memmove(c->out.s + len, c->out.s + len + 1, c->out.len - len), c->out.len--;
	}
	if (!c->out.len)
		ctx_reply(c, "no rule has a script");
	return 0;
}

static int cmd_script_state(ctx *c, int argc, char **argv)
{
	const script *s = script_find(c->n, argv[0]);
	if (!s)
		return ctx_fail(c, "Rule %s has no script installed", argv[0]);
	for (int i = 0; i < s->state.n; i++)
		ctx_reply(c, "%s%s = %s", i ? "\n" : "", s->state.v[i]->key, s->state.v[i]->json);
	if (!s->state.n)
		ctx_reply(c, "Rule %s's script keeps nothing", s->number);
	return 0;
}

const command script_commands[] = {
	{"scripts", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_scripts, NULL,
	 "scripts", "the rules' scripts and what each declares", NULL},
	/* Its state may hold secrets (hidden moves): the admin's only. */
	{"script state", 1, 1, P_ADMIN, NULL, CMD_READONLY, cmd_script_state, NULL,
	 "script state RULE", "what a rule's script keeps", NULL},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
