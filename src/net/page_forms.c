/* page_forms.c: the forms' helpers (page_forms.h; issue 18 item 2): who
 * the viewer is, whether a command's permission admits em (core's own
 * command_denied), and command lines quoted for the tokenizer (forms.h's
 * forms_quote). */
#include "net/page_forms.h"

#include "core/command.h"
#include "net/forms.h"

#include <string.h>

const player *form_viewer(const nomic *n, const char *actor)
{
	const player *p = actor ? player_by_name(n, actor) : NULL;
	return p && p->state != PS_NONPLAYER ? p : NULL;
}

int form_may(const nomic *n, const player *p, const char *name)
{
	if (!p)
		return 0;
	words w;
	char err[128];
	if (words_split(&w, name, err, sizeof err))
		return 0;
	int used = 0;
	const command *cmd = command_find(n, w.v, w.n, &used);
	words_free(&w);
	if (!cmd || cmd->perm == P_CLOCK || cmd->perm == P_GENESIS || cmd->perm == P_ADMIN)
		return 0;
	/* core's own check, on a context that names the viewer (only kind,
	 * actor and n are read), as /act asks it (act_web.c). */
	ctx c;
	memset(&c, 0, sizeof c);
	c.n = (nomic *)n;
	c.kind = ACTOR_PLAYER;
	c.actor = (player *)p;
	return command_denied(cmd, &c) == NULL;
}

void form_word(sbuf *line, const char *word)
{
	if (line->len)
		sbuf_add(line, " ");
	if (*word && !strpbrk(word, " \t\n\"\\")) {
		sbuf_add(line, word);
		return;
	}
	forms_quote(line, word);
}

json_t *form_button(const char *label, const char *line, const char *back)
{
	return json_pack("{s:s, s:s, s:s}", "label", label, "command", line, "back", back);
}
