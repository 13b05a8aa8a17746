/* character_cmd.c: the commands of characteristics (R540, R540.2, R541),
 * Honour (R550.x) and fires (R543), and their table. */
#include "society/character/character.h"

#include <stdio.h>
#include <string.h>

static const charac_def *arg_charac(ctx *c, const char *word)
{
	const charac_def *d = charac_find(word);
	if (!d)
		ctx_fail(c, "no characteristic named '%s' (see `characteristics`)", word);
	return d;
}

static void range_text(const charac_def *d, char *buf, size_t len)
{
	if (d->min <= -CHARAC_UNBOUNDED && d->max >= CHARAC_UNBOUNDED)
		snprintf(buf, len, "any integer");
	else if (d->max >= CHARAC_UNBOUNDED)
		snprintf(buf, len, "%lld or more", (long long)d->min);
	else
		snprintf(buf, len, "%lld to %lld", (long long)d->min, (long long)d->max);
}

/* `characteristics`: every one, its rule, range and default; with a
 * player, eir values. */
static int cmd_characteristics(ctx *c, int argc, char **argv)
{
	const player *p = NULL;
	if (argc && !(p = arg_player(c, argv[0])))
		return -1;
	for (const charac_def *d = charac_defs; d->name; d++) {
		char range[48];
		range_text(d, range, sizeof range);
		if (p)
			ctx_reply(c, "%s%s: %lld", d == charac_defs ? "" : "\n", d->name,
				  (long long)charac_value_of(c->n, p->id, d));
		else
			ctx_reply(c, "%s%s (%s): %s, default %lld%s", d == charac_defs ? "" : "\n",
				  d->name, d->rule, range, (long long)d->dflt,
				  d->dice ? ", Testable (3d6)" : "");
	}
	if (p) {
		const character *s = c->n->character;
		ctx_reply(c, "\nOrder: %s (R540.3)",
			  alignment_name(charac_value_of(c->n, p->id, charac_find("Alignment"))));
		if (s && s->champion == p->id)
			ctx_reply(c, "\ntitle: Champion of Honour (R550.3)");
		if (s && s->evil == p->id)
			ctx_reply(c, "\nEvil (R550.3)");
		if (fire_of(c->n, p->id))
			ctx_reply(c, "\nOn Fire (R543)");
		if (!charac_marked(c->n, p->id, MARK_ROLLED))
			ctx_reply(c, "\nscores not yet generated (`bpc roll`, R540.2)");
		/* The record of every change, and why (the Herald's, R550). */
		for (int i = 0; s && i < s->nhistory; i++) {
			const charac_entry *e = s->history[i];
			if (e->player != p->id)
				continue;
			char when[40];
			format_time(e->when, when, sizeof when);
			ctx_reply(c, "\n%s: %s %lld -> %lld (%s)", when, e->def->name,
				  (long long)e->from, (long long)e->to, e->why);
		}
	}
	return 0;
}

static int change_cmd(ctx *c, int argc, char **argv, int sign)
{
	player *p = arg_player(c, argv[0]);
	const charac_def *d = p ? arg_charac(c, argv[1]) : NULL;
	if (!d)
		return -1;
	int64_t by = 1; /* R540 ¶4: "(one, by default)" */
	if (argc > 2 && arg_amount(c, argv[2], &by) != 0)
		return -1;
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player (R540)", p->name);
	char why[80];
	snprintf(why, sizeof why, "%s, by the admin as a rule's effect", d->rule);
	charac_change(c, p->id, d, sign * by, why, CV_SAY);
	if (d == charac_find("Honour"))
		honour_titles(c, CV_SAY);
	return 0;
}

static int cmd_gain(ctx *c, int argc, char **argv)
{
	return change_cmd(c, argc, argv, 1);
}

static int cmd_lose(ctx *c, int argc, char **argv)
{
	return change_cmd(c, argc, argv, -1);
}

static int cmd_set(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	const charac_def *d = p ? arg_charac(c, argv[1]) : NULL;
	int64_t v;
	if (!d)
		return -1;
	if (parse_int64(argv[2], &v) != 0)
		return ctx_fail(c, "'%s' is not a whole number", argv[2]);
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player (R540)", p->name);
	char why[80];
	snprintf(why, sizeof why, "%s, by the admin as a rule's effect", d->rule);
	if (charac_set(c, p->id, d, v, why) != 0)
		return -1;
	if (d == charac_find("Honour"))
		honour_titles(c, CV_SAY);
	return 0;
}

static int cmd_test(ctx *c, int argc, char **argv)
{
	const charac_def *d = arg_charac(c, argv[0]);
	if (!d)
		return -1;
	/* R541: "A test of a characteristic is only valid if all objects to
	 * be tested contain the characteristic to be tested, and if the
	 * characteristic is defined as Testable." */
	if (!d->dice)
		return ctx_fail(c, "%s is not Testable (R541)", d->name);
	int ids[CMD_MAX_WORDS];
	int n = 0;
	for (int i = 1; i < argc; i++) {
		player *p = arg_player(c, argv[i]);
		if (!p)
			return -1;
		for (int k = 0; k < n; k++)
			if (ids[k] == p->id)
				return ctx_fail(c, "%s is named twice", p->name);
		ids[n++] = p->id;
	}
	charac_test(c, d, ids, n);
	return 0;
}

static int cmd_honour(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const charac_def *h = charac_find("Honour");
	const character *s = c->n->character;
	int any = 0;
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *p = c->n->players[i];
		if (p->state == PS_NONPLAYER)
			continue;
		ctx_reply(c, "%s%s: %lld%s%s", any++ ? "\n" : "", p->name,
			  (long long)charac_value_of(c->n, p->id, h),
			  s && s->champion == p->id ? " (Champion of Honour)" : "",
			  s && s->evil == p->id ? " (Evil)" : "");
	}
	if (!any)
		ctx_reply(c, "no players yet");
	return 0;
}

static int cmd_honour_act(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	const honour_act *a = honour_act_find(argv[1]);
	if (!a) {
		sbuf list = {0};
		for (const honour_act *x = honour_acts; x->word; x++)
			sbuf_printf(&list, "%s%s", list.len ? ", " : "", x->word);
		ctx_fail(c, "no act '%s' in R550.1 or R550.2 (%s)", argv[1], list.s);
		sbuf_free(&list);
		return -1;
	}
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player (R550)", p->name);
	if (!honour_apply(c, p->id, a, CV_SAY))
		return ctx_fail(c, "%s has had the Honour of %s already: it is Unique (%s)", p->name,
				a->what, a->rule);
	return 0;
}

static int cmd_fires(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const character *s = c->n->character;
	if (!s || !s->nfires) {
		ctx_reply(c, "nobody is on fire");
		return 0;
	}
	for (int i = 0; i < s->nfires; i++) {
		char lit[40];
		format_time(s->fires[i]->lit, lit, sizeof lit);
		ctx_reply(c, "%s%s: on fire since %s%s", i ? "\n" : "",
			  holder_name(c->n, s->fires[i]->player), lit,
			  s->fires[i]->declared ? ", has said so" : "");
	}
	return 0;
}

const command character_commands[] = {
	{"characteristics", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_characteristics, NULL,
	 "characteristics [PLAYER]",
	 "every characteristic with its rule, range and default; or a player's values", "R540"},
	{"characteristic gain", 2, 3, P_ADMIN, NULL, 0, cmd_gain, NULL,
	 "characteristic gain PLAYER NAME [N]",
	 "as a rule's effect, raise a player's characteristic (by one unless N)", "R540"},
	{"characteristic lose", 2, 3, P_ADMIN, NULL, 0, cmd_lose, NULL,
	 "characteristic lose PLAYER NAME [N]",
	 "as a rule's effect, lower a player's characteristic (by one unless N)", "R540"},
	{"characteristic set", 3, 3, P_ADMIN, NULL, 0, cmd_set, NULL,
	 "characteristic set PLAYER NAME VALUE", "as a rule's effect, set a characteristic",
	 "R540"},
	{"characteristic test", 3, CMD_MAX_WORDS - 2, P_OFFICER, "Dungeon Master", 0, cmd_test,
	 NULL, "characteristic test NAME PLAYER PLAYER...",
	 "as the Dungeon Master, test a Testable characteristic: the highest value less roll wins",
	 "R541"},
	{"bpc roll", 0, 0, P_ACTIVE, NULL, 0, character_cmd_bpc_roll, NULL, "bpc roll",
	 "have your six Basic Player Characteristics generated, 3d6 each (once)", "R540.2"},
	{"bpc reroll", 0, 0, P_ACTIVE, NULL, 0, character_cmd_bpc_reroll, NULL, "bpc reroll",
	 "with two scores of 5 or lower, reroll them for the Standard Harfer Fee", "R540.2"},
	{"honour", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_honour, NULL, "honour",
	 "every player's Honour, the Champion of Honour and who is Evil", "R550"},
	{"honour act", 2, 2, P_ADMIN, NULL, 0, cmd_honour_act, NULL, "honour act PLAYER ACT",
	 "as the rule's effect, an Honourable or Dishonourable Act the server did not see",
	 "R550.1, R550.2"},
	{"fires", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_fires, NULL, "fires",
	 "who is on fire", "R543"},
	{"fire light", 1, 1, P_ADMIN, NULL, 0, character_cmd_fire_light, NULL,
	 "fire light PLAYER", "as a rule's effect, set a player on fire", "R543"},
	{"fire out", 1, 1, P_ADMIN, NULL, 0, character_cmd_fire_out, NULL, "fire out PLAYER",
	 "as a rule's effect, put a player's fire out", "R543"},
	{"fire extinguish", 0, 0, P_PLAYER, NULL, 0, character_cmd_fire_extinguish, NULL,
	 "fire extinguish", "pay the Standard Harfer Fee to put out your fire", "R543"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
