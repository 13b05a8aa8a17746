/* cmd_misc.c: the genesis of a nomic, help generated from the command table,
 * and public random draws (Ackanomic R230 Random Things). */
#include "core/command.h"
#include "core/level.h"
#include "core/players.h"
#include "core/visibility.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DAY 86400

static int init_target(ctx *c, int argc, char **argv, gtime *t)
{
	*t = c->now;
	if (argc >= 3 && parse_time(argv[2], t))
		return ctx_fail(c, "'%s' is not a time (like 2001-01-01T00:00Z)", argv[2]);
	return 0;
}

/* The currencies and offices of Ackanomic (the parameters' defaults are
 * declared with them, params.c); adopted proposals may change any of them. */
static void init_defaults(ctx *c)
{
	static const char *const offices[] = {
		"Speaker", "Promoter", "Tabulator", "Registrar", "Scorekeeper",
		"Clerk of the Court", "President",
	};
	mut_add_currency(c, "points", CUR_SCORE | CUR_NEGATIVE); /* R603: may be negative */
	const currency *ad = mut_add_currency(c, "A$", CUR_FIXED | CUR_TRANSFERABLE);
	ledger_set(c, 0, ad, 100000); /* R506: there are always 100,000 A$ */
	mut_add_currency(c, "Gamepoints", CUR_NEGATIVE); /* R1250.3 II */
	for (size_t i = 0; i < sizeof offices / sizeof *offices; i++)
		mut_add_office(c, offices[i]);
}

static int cmd_init(ctx *c, int argc, char **argv)
{
	enum clock_mode mode = CLOCK_REAL;
	if (argc >= 2) {
		if (strcaseeq(argv[1], "virtual"))
			mode = CLOCK_VIRTUAL;
		else if (!strcaseeq(argv[1], "real"))
			return ctx_fail(c, "the clock is 'real' or 'virtual'");
	}
	if (strlen(argv[0]) > 200)
		return ctx_fail(c, "a title is at most 200 characters");
	nomic *n = c->n;
	undo_string(c->j, &n->title);
	n->title = xstrdup(argv[0]);
	UNDO_SET(c->j, n->clock_mode, mode);

	/* Published now, so that `nomic audit` can later prove the seed. */
	const char *logged = ctx_recorded_str(c, "seed_hash");
	if (logged) {
		if (hex_decode(logged, n->seed_hash, sizeof n->seed_hash))
			return ctx_fail(c, "the logged seed hash is malformed");
	} else if (c->rng->have_key) {
		crypto_generichash(n->seed_hash, sizeof n->seed_hash, c->rng->key,
				   RNG_SEED_BYTES, NULL, 0);
	}
	char hex[65];
	hex_encode(n->seed_hash, sizeof n->seed_hash, hex);
	ctx_arg_str(c, "seed_hash", hex);

	/* The admin's API token, like a player's: only its hash is kept. */
	if (ctx_issue_token(c, "adm_", "_admin_token", n->admin_token_hash))
		return ctx_fail(c, "the logged admin token hash is malformed");
	ctx_arg_str(c, "clock", mode == CLOCK_VIRTUAL ? "virtual" : "real");

	/* The level of the code that began it: in replay the logged one (none:
	 * 0, a nomic begun before levels), so that it replays as it was played
	 * (core/level.h). */
	int level = NOMIC_LEVEL;
	const json_t *rec = ctx_recorded(c);
	if (rec) {
		level = (int)json_integer_value(json_object_get(rec, "level"));
	} else if (argc == 4) {
		char *end;
		long v = strtol(argv[3], &end, 10);
		if (*end || end == argv[3] || v < 0 || v > NOMIC_LEVEL)
			return ctx_fail(c, "the level is a number from 0 to %d", NOMIC_LEVEL);
		level = (int)v;
	}
	UNDO_SET(c->j, n->level, level);
	if (level) /* an old init logged none: its replay must log none */
		ctx_arg_int(c, "level", level);
	init_defaults(c);
	ctx_reply(c, "nomic '%s' begins", n->title);
	return 0;
}

struct help_state {
	ctx *c;
	const char *only;
	int found;
	vis_viewer viewer;
};

static void help_one(const command *cmd, void *arg)
{
	struct help_state *h = arg;
	if (cmd->perm == P_CLOCK || cmd->perm == P_GENESIS)
		return;
	/* A command a Private or Secret regulation's script declares is its
	 * content (Ace of Spades reg 106; core/visibility.h). */
	const rules_rule *hidden = vis_cited_hidden(h->c->n, cmd->rule);
	if (hidden && !vis_may_read_rule(&h->viewer, h->c->n, hidden))
		return;
	if (h->only) {
		if (!strcaseeq(cmd->name, h->only) &&
		    !(strncasecmp(cmd->name, h->only, strlen(h->only)) == 0 &&
		      cmd->name[strlen(h->only)] == ' '))
			return;
		ctx_reply(h->c, "%s%s\n  %s\n  who: %s%s%s%s", h->found ? "\n" : "",
			  cmd->usage, cmd->help, command_perm_text(cmd),
			  cmd->perm == P_OFFICER ? " (or the admin)" : "",
			  cmd->rule ? "; rule: " : "", cmd->rule ? cmd->rule : "");
	} else {
		ctx_reply(h->c, "%s%-48s %s", h->found ? "\n" : "", cmd->usage, cmd->help);
	}
	h->found = 1;
}

static int cmd_help(ctx *c, int argc, char **argv)
{
	char joined[128];
	snprintf(joined, sizeof joined, "%s%s%s", argc ? argv[0] : "",
		 argc > 1 ? " " : "", argc > 1 ? argv[1] : "");
	struct help_state h = {c, argc ? joined : NULL, 0, vis_viewer_ctx(c)};
	command_each(c->n, help_one, &h);
	if (!h.found)
		return ctx_fail(c, "no command is named '%s'", joined);
	return 0;
}

static int cmd_roll(ctx *c, int argc, char **argv)
{
	int dice, sides, used = 0;
	if (sscanf(argv[0], "%dd%d%n", &dice, &sides, &used) != 2 || argv[0][used] ||
	    dice < 1 || dice > 100 || sides < 2 || sides > 1000000)
		return ctx_fail(c, "'%s' is not a roll like 2d6 (1-100 dice, 2-1000000 sides)",
				argv[0]);
	long long total = 0;
	ctx_reply(c, "%s rolls %s:", c->actor_name, argv[0]);
	rng_key(c->rng, "roll", c->actor ? (uint64_t)c->actor->id : 0);
	for (int i = 0; i < dice; i++) {
		long long v = (long long)rng_below(c->rng, (uint64_t)sides) + 1;
		total += v;
		ctx_reply(c, " %lld", v);
	}
	if (dice > 1)
		ctx_reply(c, " (total %lld)", total);
	ctx_arg_str(c, "dice", argv[0]);
	return 0;
}

static int cmd_random_player(ctx *c, int argc, char **argv)
{
	/* R230: uniform; R250 II a: only active players may be selected. */
	int k = 0;
	for (int i = 0; i < c->n->nplayers; i++)
		k += player_is_active(c->n->players[i]);
	if (!k)
		return ctx_fail(c, "there are no active players to choose from");
	/* The k-th active player in order of joining. */
	rng_key(c->rng, "random-player", 0);
	int pick = (int)rng_below(c->rng, (uint64_t)k), chosen = 0;
	for (int i = 0; i < c->n->nplayers && !chosen; i++)
		if (player_is_active(c->n->players[i]) && pick-- == 0)
			chosen = c->n->players[i]->id;
	ctx_arg_str(c, "chosen", holder_name(c->n, chosen));
	ctx_reply(c, "randomly selected: %s", holder_name(c->n, chosen));
	return 0;
}

/* A public message (R370.1's forum): what a player says for all to read.
 * Other parts hear it as the event "message" {"player", "text"} (R543: a
 * player On Fire must say "I'm on fire"). */
static int cmd_say(ctx *c, int argc, char **argv)
{
	(void)argc;
	if (!argv[0][0])
		return ctx_fail(c, "say what? (say \"TEXT\")");
	ctx_reply(c, "%s says: %s", c->actor->name, argv[0]);
	ctx_announce(c, "%s says: %s", c->actor->name, argv[0]);
	json_t *ev = json_pack("{s:s, s:s}", "player", c->actor->name, "text", argv[0]);
	int rc = ctx_emit(c, "message", ev);
	json_decref(ev);
	return rc;
}

const command misc_commands[] = {
	{"init", 1, 4, P_GENESIS, NULL, 0, cmd_init, init_target,
	 "init TITLE [real|virtual] [START [LEVEL]]",
	 "begin a nomic (LEVEL: behave as the code of that level did, core/level.h)", NULL},
	{"help", 0, 2, P_ANYONE, NULL, CMD_READONLY, cmd_help, NULL,
	 "help [COMMAND]", "list the commands, or explain one", NULL},
	{"say", 1, 1, P_PLAYER, NULL, 0, cmd_say, NULL, "say \"TEXT\"",
	 "a public message, for everyone to read", "R370.1"},
	{"roll", 1, 1, P_ACTIVE, NULL, 0, cmd_roll, NULL,
	 "roll NdS", "roll N dice of S sides in public", "R230"},
	{"random player", 0, 0, P_OFFICER, "Speaker", 0, cmd_random_player, NULL,
	 "random player", "select an active player at random", "R230, R250 II a, R405"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
