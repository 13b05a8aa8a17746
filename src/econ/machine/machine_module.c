/* machine_module.c: The Machine That Goes *ping* (Ackanomic R1209) as a
 * subsystem: its parameters (each bound to its clause), commands, the
 * seven days of ¶III (a deadline, behind `machine.quack`: 1 from level 8),
 * and ¶IX's Gaol and Vacation (heard from crime's "gaol" event and core's
 * changes of state). Nothing happens until the admin's `machine create`,
 * so old logs replay unchanged. */
#include "econ/machine/machine.h"

#include "core/module.h"
#include "core/params.h"

#include <string.h>

#define D 86400

static int fire_quack(ctx *c, const deadline *d)
{
	machine *m = c->n->machine;
	if (!m || !m->ent || m->quack_dl != d->id || m->truth || m->term != d->aux) {
		ctx_reply(c, "the Scholar of *ping* owes no truth (R1209 III)");
		return 0;
	}
	UNDO_SET(c->j, m->quack_dl, 0);
	const player *p = player_by_id(c->n, m->host);
	ctx_say(c, "%s did not announce the Machine's truth within seven days and is deemed to "
		"be a quack (R1209 III)", p ? p->name : "?");
	return machine_teleport(c, "R1209 III");
}

const deadline_kind dl_machine_quack = {"machine-quack", "R1209 III", fire_quack, NULL};

void machine_schedule_quack(ctx *c)
{
	machine *m = machine_of(c);
	if (param_int(c->n, "machine.quack") != 1 || !m->host)
		return;
	uint64_t id = deadline_add(c, m->since + param_int(c->n, "machine.truth_days"),
				   &dl_machine_quack, m->host, m->term);
	UNDO_SET(c->j, m->quack_dl, id);
}

static int machine_describe(const nomic *n, const deadline *d, char *buf, size_t len)
{
	if (d->kind != &dl_machine_quack)
		return 0;
	const player *p = player_by_id(n, d->subject);
	snprintf(buf, len, "%s, Scholar of *ping*: announce the Machine's truth (R1209 III)",
		 p ? p->name : "?");
	return 1;
}

/* ¶IX "If the Scholar is placed in Gaol or goes on Vacation", and ¶II
 * (an active player's Home only): the Machine teleports. */
static void machine_on_change(ctx *c, const state_change *ch)
{
	const machine *m = c->n->machine;
	if (!m || !m->ent || !m->host || ch->kind != CHANGE_STATE || ch->player != m->host)
		return;
	const player *p = player_by_id(c->n, ch->player);
	if (p && player_is_active(p))
		return;
	machine_teleport(c, ch->to == PS_VACATIONING ? "R1209 IX: the Scholar goes on Vacation"
						     : "R1209 II: the Scholar is no longer active");
}

static int machine_on_event(ctx *c, const char *event, const json_t *data)
{
	const machine *m = c->n->machine;
	if (!m || !m->ent || !m->host || strcmp(event, "gaol") != 0)
		return 0;
	const player *p = player_by_name(c->n, json_string_value(json_object_get(data, "player")));
	if (!p || p->id != m->host)
		return 0;
	return machine_teleport(c, "R1209 IX: the Scholar is placed in Gaol");
}

static void machine_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("The Machine That Goes *ping*: its Scholar, hidden truth, pings, guesses", "R1209",
	   arg);
	fn("the Scholar's seven days to announce the truth", dl_machine_quack.rule, arg);
	fn("TruthSeeker: words of the Machine's truth", "R1240.12", arg);
}

static const param_decl machine_params[] = {
	{"machine.truth_days", PT_DURATION, 7 * D, 0, 365 * D, "", "R1209 III",
	 "the Scholar announces the Machine's truth within this long of receiving the title", 0,
	 NULL},
	{"machine.quack", PT_INT, 0, 0, 1, "", "R1209 III",
	 "1 (nomics begun at level 8): a Scholar who has not announced the truth within "
	 "machine.truth_days is a quack and the Machine teleports by itself (a deadline); 0 "
	 "(nomics begun before, so that they replay unchanged): it stays, a late truth accepted",
	 0, NULL},
	{"machine.words", PT_INT, 12, 1, 100, "", "R1209 III",
	 "the {if clause} has no more than this many words", 0, NULL},
	{"machine.late_days", PT_DURATION, 2 * D, 0, 365 * D, "", "R1209 V",
	 "a *ping* is announced on its day or during this long after", 0, NULL},
	{"machine.fine", PT_INT, 10, 0, 1000000, "A$", "R1209 VI",
	 "an incorrect guess's fine, paid to the Treasury", 0, NULL},
	{"machine.reveal_pings", PT_INT, 30, 1, 100000, "", "R1209 VIII",
	 "after this many *pings* in a term the truth is published and the Machine teleports", 0,
	 NULL},
	{"machine.letter_pings", PT_INT, 6, 1, 100000, "", "R1209 VII",
	 "a Magic Letter may be named once the Machine has gone *ping* this many times this term "
	 "and since the last considered one", 0, NULL},
	{"machine.letter_round", PT_DURATION, 12 * 3600, 0, 365 * D, "", "R1209 VII",
	 "the letters named within this long of the round's *ping* are considered together", 0,
	 NULL},
	{"machine.premium.vowel", PT_INT, 25, 0, 1000000, "A$", "R1209 VII",
	 "the Magic Letter Premium of a Common vowel (a, e, i, o)", 0, NULL},
	{"machine.premium.consonant", PT_INT, 15, 0, 1000000, "A$", "R1209 VII",
	 "the Magic Letter Premium of a Common consonant (d, l, n, r, s, t)", 0, NULL},
	{"machine.premium.other", PT_INT, 5, 0, 1000000, "A$", "R1209 VII",
	 "the Magic Letter Premium of any other letter", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* ¶III's deadline acts by itself: on from level 8 (core/level.h). */
static const param_level machine_level_defaults[] = {
	{"machine.quack", 8, 1},
	{NULL, 0, 0},
};

static const command machine_commands[] = {
	{"machine", 0, 0, P_ANYONE, NULL, CMD_READONLY, machine_cmd_show, NULL, "machine",
	 "the Machine That Goes *ping*: its Scholar, the disguised truth, the *pings* this term",
	 "R1209"},
	{"machine create", 0, 0, P_ADMIN, NULL, 0, machine_cmd_create, NULL, "machine create",
	 "There exists the Machine: placed in a random active player's Home", "R1209 I, II"},
	{"machine truth", 1, 1, P_ACTIVE, NULL, 0, machine_cmd_truth, NULL,
	 "machine truth \"IF-CLAUSE\"",
	 "the Scholar utters the Machine's truth (hidden); the server announces it disguised",
	 "R1209 III"},
	{"machine ping", 0, 1, P_ACTIVE, NULL, 0, machine_cmd_ping, NULL, "machine ping [DATE]",
	 "the Scholar announces that the Machine went *ping* today (or, with an apology, up to "
	 "two days late)",
	 "R1209 IV, V"},
	{"machine guess", 1, 1, P_ACTIVE, NULL, 0, machine_cmd_guess, NULL,
	 "machine guess \"TEXT\"",
	 "guess the undisguised {if clause}: once a term; wrong costs A$10", "R1209 VI"},
	{"machine letter", 2, 2, P_ACTIVE, NULL, 0, machine_cmd_letter, NULL,
	 "machine letter L AMOUNT",
	 "name L the Magic Letter with at least its Premium in A$ (forfeited if considered)",
	 "R1209 VII"},
	{"machine consider", 0, 1, P_ACTIVE, NULL, 0, machine_cmd_consider, NULL,
	 "machine consider [PLAYER]",
	 "the Scholar considers the round's Magic Letter: the disguised truth is reposted with it "
	 "shown",
	 "R1209 VII"},
	{"machine abdicate", 0, 0, P_ACTIVE, NULL, 0, machine_cmd_abdicate, NULL,
	 "machine abdicate", "the Scholar has weightier matters to research: the Machine teleports",
	 "R1209 IX"},
	{"machine removal", 0, 0, P_ACTIVE, NULL, 0, machine_cmd_removal, NULL, "machine removal",
	 "call for a tardy Scholar's removal: the Machine comes to your Home", "R1209 IX"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

const nomic_module machine_module = {
	.name = "machine",
	.free_state = machine_free,
	.save_state = machine_save_state,
	.load_state = machine_load_state,
	.state_version = 1,
	.params = machine_params,
	.level_defaults = machine_level_defaults,
	.commands = machine_commands,
	.each_mechanic = machine_mechanics,
	.on_change = machine_on_change,
	.on_event = machine_on_event,
	.describe_deadline = machine_describe,
};
