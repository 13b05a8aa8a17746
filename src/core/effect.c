/* effect.c: running a line of the command language as an effect of the
 * rules (Ackanomic R104: an adopted proposal's effects, applied one at a
 * time, in order). An effect has the game's own powers, so only commands
 * that the admin or an officer may issue can be effects; a player's own
 * acts (joining, voting, transferring eir own A$) cannot be done for em. */
#include "core/command.h"

#include <stdlib.h>
#include <string.h>

int ctx_run_effect(ctx *c, const char *line, const char *cause, sbuf *out, sbuf *err)
{
	words w;
	char why[128];
	if (words_split(&w, line, why, sizeof why)) {
		sbuf_printf(err, "%s", why);
		return -1;
	}
	int used, rc = -1;
	const command *cmd = w.n ? command_find(c->n, w.v, w.n, &used) : NULL;
	int argc = cmd ? w.n - used : 0;
	if (!cmd) {
		sbuf_printf(err, "'%s' is not a command", w.n ? w.v[0] : "");
	} else if ((cmd->perm != P_ADMIN && cmd->perm != P_OFFICER) ||
		   (cmd->flags & CMD_READONLY)) {
		sbuf_printf(err, "'%s' is not something the rules can do for a player", cmd->name);
	} else if (argc < cmd->min_args || argc > cmd->max_args) {
		sbuf_printf(err, "usage: %s", cmd->usage);
	} else {
		/* The effect's resolved arguments go into the parent's, in order. */
		json_t *list = json_object_get(c->args, "effects");
		if (!list) {
			list = json_array();
			json_object_set_new(c->args, "effects", list);
		}
		const json_t *was = ctx_recorded(c);
		const json_t *rec = was
			? json_array_get(json_object_get(was, "effects"), json_array_size(list))
			: NULL;
		ctx child = *c;
		memset(&child.out, 0, sizeof child.out);
		memset(&child.err, 0, sizeof child.err);
		child.kind = ACTOR_ADMIN;
		child.actor = NULL;
		child.actor_name = cause;
		child.cause = cause;
		child.args = json_object();
		child.logged = NULL; /* its part of the parent's, below */
		child.part_recorded = rec;
		child.secret = NULL;
		child.sealed = 0;
		child.sealed_effects = NULL;
		child.nsealed_effects = 0;
		size_t mark = undo_mark(c->j);
		size_t news = c->scope ? c->scope->news.len : 0;
		rc = command_run(&child, cmd, argc, w.v + used);
		if (rc) {
			undo_rollback(c->j, mark);
			sbuf_add(err, child.err.s ? child.err.s : "it failed");
			json_decref(child.args);
		} else {
			sbuf_add(out, child.out.s ? child.out.s : "");
			json_array_append_new(list, child.args);
			c->hidden |= child.hidden; /* a rule's script hid it */
			/* A change to a hidden regulation: its entry is the
			 * admin's (visibility.h). */
			if (child.sealed || child.nsealed_effects)
				ctx_seal_effect(c, (int)json_array_size(list) - 1);
		}
		/* What a failed or sealed effect announced is not news. */
		if (c->scope && c->scope->news.len > news &&
		    (rc || child.sealed || child.nsealed_effects)) {
			c->scope->news.len = news;
			c->scope->news.s[news] = '\0';
		}
		free(child.secret);
		free(child.sealed_effects);
		sbuf_free(&child.out);
		sbuf_free(&child.err);
	}
	words_free(&w);
	return rc;
}
