/* act_web.c: the forms for every command (issue 18 item 2). GET /act lists
 * the commands the viewer may issue now, by the part of the server (or the
 * rule's script) that owns them, the common acts first; GET /act/NAME is
 * one command's form, drawn from its usage by forms.c, with its help and
 * the rule it carries out. A command a rule's script adds (src/script)
 * appears here as soon as the rule is in force: no new HTML is written for
 * it. The forms post to /commands (page.c), which answers with the
 * nomic's reply. Who may issue what is asked of core's own check
 * (command_denied), so the list never offers what the nomic would refuse
 * for want of permission. */
#include "core/command.h"
#include "net/forms.h"
#include "net/text.h"
#include "net/web.h"

#include <stdlib.h>
#include <string.h>

/* The acts most players come for, first on the list, in this order. */
static const char *const common_acts[] = {
	"join", "propose", "vote", "transfer", "game new", "game join", "game move", "say",
	"cfj", "leave",
};

typedef struct act_list {
	const nomic *n;
	ctx who;          /* only kind, actor and n are read (command_denied) */
	json_t *common;   /* [{name, usage, help}] */
	json_t *parts;    /* [{part, acts: [...]}] */
	json_t *part;     /* the current part's acts */
	const char *want; /* one command's name, or NULL for the list */
	const command *found;
} act_list;

static void viewer_ctx(ctx *c, nomic *n, const char *actor)
{
	memset(c, 0, sizeof *c);
	c->n = n;
	c->kind = !actor ? ACTOR_ANON : strcmp(actor, "admin") == 0 ? ACTOR_ADMIN : ACTOR_PLAYER;
	c->actor = c->kind == ACTOR_PLAYER ? player_by_name(n, actor) : NULL;
	if (c->kind == ACTOR_PLAYER && !c->actor)
		c->kind = ACTOR_ANON;
}

/* Whether the viewer may issue cmd: the anonymous visitor only what
 * anyone may (join, and what reads). */
static int allowed(const act_list *l, const command *cmd)
{
	if (cmd->perm == P_CLOCK || cmd->perm == P_GENESIS)
		return 0;
	return command_denied(cmd, &l->who) == NULL;
}

static json_t *act_json(const command *cmd)
{
	json_t *o = json_pack("{ss ss ss}", "name", cmd->name, "usage", cmd->usage ? cmd->usage : "",
			      "help", cmd->help ? cmd->help : "");
	if (cmd->rule)
		json_object_set_new(o, "rule", json_string(cmd->rule));
	json_object_set_new(o, "who", json_string(command_perm_text(cmd)));
	if (cmd->flags & CMD_READONLY)
		json_object_set_new(o, "reads", json_true());
	return o;
}

static void visit(const command *cmd, void *arg)
{
	act_list *l = arg;
	if (l->want) {
		if (!l->found && strcmp(cmd->name, l->want) == 0 && allowed(l, cmd))
			l->found = cmd;
		return;
	}
	if (!allowed(l, cmd))
		return;
	for (size_t i = 0; i < sizeof common_acts / sizeof *common_acts; i++)
		if (strcmp(cmd->name, common_acts[i]) == 0)
			json_array_append_new(l->common, act_json(cmd));
	json_array_append_new(l->part, act_json(cmd));
}

static void visit_table(const char *owner, const command *tab, void *arg)
{
	act_list *l = arg;
	l->part = json_array();
	for (const command *c = tab; c->name; c++)
		visit(c, l);
	if (json_array_size(l->part))
		json_array_append_new(l->parts, json_pack("{ss so}", "part", owner, "acts", l->part));
	else
		json_decref(l->part);
}

/* The scripts' commands (a rule's own), after the built-ins: command_each
 * visits the built-ins first, so the first `builtins` it visits are
 * skipped (visit_table listed them). */
static void count_builtin(const command *cmd, void *arg)
{
	(void)cmd;
	(*(size_t *)arg)++;
}

typedef struct scripted {
	act_list *l;
	size_t builtins, seen;
} scripted;

static void visit_scripted(const command *cmd, void *arg)
{
	scripted *s = arg;
	if (s->seen++ >= s->builtins)
		visit(cmd, s->l);
}

static enum MHD_Result act_list_page(web_request *r)
{
	nomic *n = (nomic *)engine_read_begin(r->e);
	act_list l = {.n = n, .common = json_array(), .parts = json_array()};
	viewer_ctx(&l.who, n, r->actor);
	command_each_table(visit_table, &l);
	l.part = json_array();
	scripted s = {.l = &l};
	command_each_builtin(count_builtin, &s.builtins);
	command_each(n, visit_scripted, &s);
	engine_read_end(r->e);
	if (json_array_size(l.part))
		json_array_append_new(l.parts, json_pack("{ss so}", "part", "the rules' scripts",
							 "acts", l.part));
	else
		json_decref(l.part);
	json_t *d = json_pack("{ss sb so so ss}", "title", "Act", "has_common",
			      json_array_size(l.common) > 0, "common", l.common, "parts", l.parts,
			      "back", "/act");
	return tmpl_page(r, MHD_HTTP_OK, "act", d);
}

static enum MHD_Result act_one_page(web_request *r, const char *name)
{
	nomic *n = (nomic *)engine_read_begin(r->e);
	act_list l = {.n = n, .want = name};
	viewer_ctx(&l.who, n, r->actor);
	command_each(n, visit, &l);
	json_t *d = NULL;
	if (l.found) {
		d = act_json(l.found);
		json_object_set_new(d, "form", forms_of_usage(l.found->name, l.found->usage));
	}
	engine_read_end(r->e);
	if (!d)
		return web_error(r, MHD_HTTP_NOT_FOUND,
				 r->actor ? "no command of that name that you may issue now"
					  : "no command of that name that you may issue without "
					    "signing in: sign in first");
	json_object_set_new(d, "title", json_string(name));
	sbuf back = {0};
	sbuf_add(&back, "/act/");
	url_segment(&back, name);
	json_object_set_new(d, "back", json_string(back.s));
	sbuf_free(&back);
	return tmpl_page(r, MHD_HTTP_OK, "act_one", d);
}

enum MHD_Result page_act(web_request *r)
{
	if (strcmp(r->path, "/act") == 0 || strcmp(r->path, "/act/") == 0)
		return act_list_page(r);
	/* MHD hands the path decoded: /act/game%20move is "game move". */
	const char *name = r->path + strlen("/act/");
	if (strlen(name) > 64 || strchr(name, '/'))
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such page");
	return act_one_page(r, name);
}
