/* castes_module.c: the Castes (Ackanomic R1030) as a subsystem: their
 * parameters, commands, deadline's description, the `castes` view and
 * JSON. Hears core's changes of state (castes.c castes_on_change): a
 * player who ceases to be On Ice is drawn into a Caste, one who joins is
 * given the deadline of the end of eir Newbie days. */
#include "society/castes/castes.h"

#include "core/ctx.h"

#include <stdio.h>
#include <string.h>

json_t *castes_json(const nomic *n)
{
	json_t *out = json_array();
	for (int k = 0; k < CASTE_COUNT; k++) {
		int ids[512];
		int m = caste_members(n, k, ids, 512);
		json_t *members = json_array();
		for (int i = 0; i < m; i++)
			json_array_append_new(members, json_string(holder_name(n, ids[i])));
		json_array_append_new(out, json_pack("{s:s, s:s, s:s, s:o}", "caste", caste_word(k),
						     "name", caste_name(k), "rule", "R1030",
						     "members", members));
	}
	return out;
}

int castes_cmd_list(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	for (int k = 0; k < CASTE_COUNT; k++) {
		int ids[512];
		int m = caste_members(c->n, k, ids, 512);
		ctx_reply(c, "%s%s: %d member%s%s", k ? "\n" : "", caste_name(k), m,
			  m == 1 ? "" : "s", m ? ":" : "");
		for (int i = 0; i < m; i++)
			ctx_reply(c, "%s %s", i ? "," : "", holder_name(c->n, ids[i]));
	}
	const castes *s = c->n->castes;
	for (int i = 0; s && i < s->nswaps; i++) {
		const caste_swap *w = s->swaps[i];
		if (w->done)
			continue;
		ctx_reply(c, "\nswap %d:", w->number);
		for (int k = 0; k < w->nplayers; k++)
			ctx_reply(c, "%s %s%s", k ? "," : "", holder_name(c->n, w->players[k]),
				  w->agreed[k] ? " (agreed)" : "");
	}
	return 0;
}

static void castes_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("Castes: the random determination, swaps", "R1030", arg);
}

static int castes_describe(const nomic *n, const deadline *d, char *buf, size_t len)
{
	if (d->kind != &dl_caste_newbie)
		return 0;
	snprintf(buf, len, "%s ceases to be a Newbie and joins a Caste",
		 holder_name(n, d->subject));
	return 1;
}

static const param_decl castes_params[] = {
	{"castes.auto", PT_INT, 0, 0, 1, "", "R1030 ¶2",
	 "1 (nomics begun at level 5): a player who ceases to be a Newbie or On Ice joins a Caste "
	 "by random determination; 0 (nomics begun before, so that they replay unchanged): no "
	 "Caste is drawn",
	 0, NULL},
	{"castes.swap_days", PT_INT, 21, 0, 365, "days", "R1030 ¶3",
	 "a swap needs each to have been Voting this long, and none to have swapped within it", 0,
	 NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 5 or later draw Castes by themselves
 * (core/level.h); earlier ones replay as they were played. */
static const param_level castes_level_defaults[] = {
	{"castes.auto", 5, 1},
	{NULL, 0, 0},
};

static const command castes_commands[] = {
	{"castes", 0, 0, P_ANYONE, NULL, CMD_READONLY, castes_cmd_list, NULL, "castes",
	 "the three Castes, their members and the swaps proposed", "R1030"},
	{"caste swap", 1, 2, P_ACTIVE, NULL, 0, castes_cmd_swap, NULL, "caste swap PLAYER [PLAYER]",
	 "propose to swap Castes: you take the first's, e the next's (or yours), the last yours",
	 "R1030"},
	{"caste agree", 1, 1, P_ACTIVE, NULL, 0, castes_cmd_agree, NULL, "caste agree N",
	 "agree to Caste swap N: when all named agree, it is done", "R1030"},
	{"caste withdraw", 1, 1, P_ACTIVE, NULL, 0, castes_cmd_withdraw, NULL,
	 "caste withdraw N", "withdraw from Caste swap N", "R1030"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

const nomic_module castes_module = {
	.name = "castes",
	.free_state = castes_free,
	.save_state = castes_save_state,
	.load_state = castes_load_state,
	.state_version = 1,
	.params = castes_params,
	.level_defaults = castes_level_defaults,
	.commands = castes_commands,
	.each_mechanic = castes_mechanics,
	.on_change = castes_on_change,
	.describe_deadline = castes_describe,
};
