/* page_forms.c: the forms' helpers (page_forms.h; issue 18 item 2): who
 * the viewer is, whether a command's permission admits em, and command
 * lines quoted for the tokenizer. */
#include "net/page_forms.h"

#include "core/command.h"

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
	if (!cmd)
		return 0;
	switch (cmd->perm) {
	case P_ANYONE:
	case P_PLAYER:
		return 1;
	case P_ACTIVE:
		return player_is_active(p);
	case P_OFFICER: {
		const office *o = cmd->office ? office_by_name(n, cmd->office) : NULL;
		if (o && o->holder == p->id)
			return 1;
		return (cmd->flags & CMD_OFFICER_OR_RULES) && player_is_active(p);
	}
	default:
		return 0;
	}
}

void form_word(sbuf *line, const char *word)
{
	if (line->len)
		sbuf_add(line, " ");
	if (*word && !strpbrk(word, " \t\n\"\\")) {
		sbuf_add(line, word);
		return;
	}
	sbuf_add(line, "\"");
	for (const char *s = word; *s; s++) {
		if (*s == '"' || *s == '\\')
			sbuf_addn(line, "\\", 1);
		if (*s == '\n')
			sbuf_add(line, "\\n");
		else
			sbuf_addn(line, s, 1);
	}
	sbuf_add(line, "\"");
}

json_t *form_button(const char *label, const char *line, const char *back)
{
	return json_pack("{s:s, s:s, s:s}", "label", label, "command", line, "back", back);
}
