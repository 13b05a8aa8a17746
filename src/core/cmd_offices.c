/* cmd_offices.c: offices and their holders (Ackanomic R401-R405). */
#include "core/command.h"
#include "core/module.h"
#include "core/names.h"

#include <string.h>

static int cmd_office_create(ctx *c, int argc, char **argv)
{
	char like[256];
	if (office_by_name(c->n, argv[0]))
		return ctx_fail(c, "there is already an office named '%s'", argv[0]);
	if (strlen(argv[0]) > 40)
		return ctx_fail(c, "an office name is at most 40 characters");
	int found = ctx_name_resembles(c, argv[0], NAMES_OFFICE, NULL, like, sizeof like);
	if (found > 0)
		return ctx_fail(c, "cannot create the office '%s': it looks like %s", argv[0], like);
	if (found < 0)
		return ctx_fail(c, "cannot create the office '%s': %s", argv[0], like);
	mut_add_office(c, argv[0]);
	ctx_reply(c, "office %s created", argv[0]);
	ctx_announce(c, "the office %s is created (R401)", argv[0]);
	return 0;
}

static int cmd_appoint(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "as"))
		return ctx_fail(c, "usage: appoint PLAYER [as] OFFICE");
	player *p = arg_player(c, argv[0]);
	office *o;
	if (!p || !(o = arg_office(c, argv[argc - 1])))
		return -1;
	if (!player_is_active(p))
		return ctx_fail(c, "%s is not an active player (R250 VI a)", p->name);
	if (o->holder == p->id)
		return ctx_fail(c, "%s already holds %s", p->name, o->name);
	mut_office_holder(c, o, p->id);
	ctx_arg_str(c, "office", o->name);
	/* What other parts said of it (a cheese, an organisation joined)
	 * came first: a line of its own. */
	int sep = c->out.len && c->out.s[c->out.len - 1] != '\n';
	ctx_reply(c, "%s%s is now %s", sep ? "\n" : "", p->name, o->name);
	ctx_announce(c, "%s is now %s (R401)", p->name, o->name);
	return 0;
}

static int cmd_vacate(ctx *c, int argc, char **argv)
{
	office *o = arg_office(c, argv[0]);
	if (!o)
		return -1;
	if (!o->holder)
		return ctx_fail(c, "%s is already vacant", o->name);
	if (c->kind == ACTOR_PLAYER && o->holder != c->actor->id)
		return ctx_fail(c, "you do not hold %s", o->name);
	ctx_reply(c, "%s no longer holds %s", holder_name(c->n, o->holder), o->name);
	ctx_announce(c, "%s no longer holds %s (R401)", holder_name(c->n, o->holder), o->name);
	mut_office_holder(c, o, 0);
	return 0;
}

/* A subsystem that keeps an office's seats past the first writes its line
 * (module.h office_line, R401 (i)); else its one holder. */
static int office_line(const nomic *n, const office *o, sbuf *out)
{
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->office_line && nomic_modules[i]->office_line(n, o, out))
			return 1;
	return 0;
}

int office_seated(const nomic *n, const char *name, int id)
{
	const office *o = office_by_name(n, name);
	if (!o || !id)
		return 0;
	if (o->holder == id)
		return 1;
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->holds_seat && nomic_modules[i]->holds_seat(n, o, id))
			return 1;
	return 0;
}

static int cmd_offices(ctx *c, int argc, char **argv)
{
	for (int i = 0; i < c->n->noffices; i++) {
		const office *o = c->n->offices[i];
		sbuf line = {0};
		if (office_line(c->n, o, &line))
			ctx_reply(c, "%s%s", i ? "\n" : "", line.s);
		else
			ctx_reply(c, "%s%s: %s", i ? "\n" : "", o->name,
				  o->holder ? holder_name(c->n, o->holder) : "vacant");
		sbuf_free(&line);
	}
	if (!c->n->noffices)
		ctx_reply(c, "no offices");
	return 0;
}

const command office_commands[] = {
	{"office create", 1, 1, P_ADMIN, NULL, 0, cmd_office_create, NULL,
	 "office create NAME", "define a new office", "R401"},
	{"appoint", 2, 3, P_ADMIN, NULL, 0, cmd_appoint, NULL,
	 "appoint PLAYER [as] OFFICE", "give an office to a player", "R401"},
	/* The admin vacates any office; a holder may resign eir own. */
	{"resign", 1, 1, P_PLAYER, NULL, 0, cmd_vacate, NULL,
	 "resign OFFICE", "give up an office you hold", "R401"},
	{"vacate", 1, 1, P_ADMIN, NULL, 0, cmd_vacate, NULL,
	 "vacate OFFICE", "remove an office's holder", "R401"},
	{"offices", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_offices, NULL,
	 "offices", "list the offices and who holds them", "R401"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
