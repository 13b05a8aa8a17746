/* remind.c: what every reminder shares (remind.h): the lead time
 * (remind.lead, the server's own parameter: no rule states reminders), a
 * player's `remind on|off`, delivery to eir inbox, and moving the pending
 * reminders when an adopted proposal (or the admin) changes the lead time.
 * The reminders themselves are the subsystems' (src/gov/reminders.c,
 * src/games/framework/reminders.c). */
#include "core/command.h"
#include "core/inbox.h"
#include "core/params.h"
#include "core/remind.h"

#include <stdlib.h>
#include <string.h>

gtime remind_when(const nomic *n, gtime now, gtime due)
{
	int64_t lead = param_int(n, "remind.lead");
	if (lead <= 0 || due <= now)
		return 0;
	gtime at = due - lead;
	/* A period shorter than the lead: remind at its start, the first
	 * instant at which the player is within the lead of the end and has
	 * not acted (docs/RULINGS.md, Reminders). */
	return at < now ? now : at;
}

uint64_t remind_set(ctx *c, uint64_t id, const deadline_kind *k, gtime due, int subject,
		    int64_t aux)
{
	gtime at = remind_when(c->n, c->now, due);
	if (!at) {
		deadline_cancel(c, id);
		return 0;
	}
	const deadline *d = id ? deadline_by_id(c->n, id) : NULL;
	if (!d)
		return deadline_add(c, at, k, subject, aux);
	if (d->due != at)
		deadline_move(c, id, at);
	return id;
}

int remind_tell(ctx *c, const player *p, const char *text)
{
	if (!p || p->reminders_off)
		return 0;
	mut_tell(c, p->id, "reminder", text);
	return 1;
}

int remind_retime(ctx *c)
{
	json_t *data = json_pack("{s:I}", "lead", (json_int_t)param_int(c->n, "remind.lead"));
	int rc = ctx_emit(c, REMIND_EVENT, data);
	json_decref(data);
	return rc;
}

/* `remind off` and `remind on`: the player's own act, logged like any. */
static int cmd_remind(ctx *c, int argc, char **argv)
{
	int off;
	if (strcaseeq(argv[0], "off"))
		off = 1;
	else if (strcaseeq(argv[0], "on"))
		off = 0;
	else
		return ctx_fail(c, "usage: remind on|off ('%s' is neither)", argv[0]);
	player *p = c->actor;
	if (p->reminders_off == off)
		return ctx_fail(c, "%s's reminders are already %s", p->name, off ? "off" : "on");
	UNDO_SET(c->j, p->reminders_off, off);
	ctx_arg_str(c, "reminders", off ? "off" : "on");
	ctx_reply(c, "%s's reminders are %s", p->name, off ? "off" : "on");
	return 0;
}

static int cmd_reminders(ctx *c, int argc, char **argv)
{
	const player *p = c->actor;
	if (argc == 1) {
		if (!(p = arg_player(c, argv[0])))
			return -1;
	} else if (!p) {
		return ctx_fail(c, "usage: reminders PLAYER (only players get reminders)");
	}
	int64_t lead = param_int(c->n, "remind.lead");
	if (lead <= 0) {
		ctx_reply(c, "the server sends no reminders (remind.lead is 0)");
		return 0;
	}
	char span[32];
	format_span(lead, span, sizeof span);
	ctx_reply(c, "%s's reminders are %s: %s before a voting period ends for a vote not "
		  "cast, a move due in a game, or a judgement due on a CFJ (remind.lead)", p->name,
		  p->reminders_off ? "off" : "on", span);
	return 0;
}

const command remind_commands[] = {
	{"remind", 1, 1, P_PLAYER, NULL, 0, cmd_remind, NULL,
	 "remind on|off", "turn your reminders of votes and moves due on or off", "the server"},
	{"reminders", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_reminders, NULL,
	 "reminders [PLAYER]", "whether a player gets reminders, and how long before", "the server"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
