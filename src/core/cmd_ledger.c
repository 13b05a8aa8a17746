/* cmd_ledger.c: currencies and balances: transfers between players, and the
 * admin's mint, burn and move until rules take those powers over
 * (Ackanomic R505 Treasury, R506 A$, R510 no voluntary debt,
 * R1250.3 II Gamepoints may be negative). */
#include "core/command.h"
#include "core/names.h"

#include <string.h>

/* "to" and "from" are optional sugar: "transfer 5 A$ to bob" or "... bob". */
static int skip_word(int *i, int argc, char **argv, const char *word)
{
	if (*i < argc && strcaseeq(argv[*i], word))
		(*i)++;
	return *i < argc;
}

#define MEMO_MAX 300 /* bytes: a line in the Treasuror's report */

/* "... memo TEXT": the words after "memo" are the movement's reason, kept
 * with it in the records (logged as the argument "memo", so it must be set
 * before the ledger moves). *argc is cut to the words before "memo". It is
 * looked for after the holder (words from `first` on, one more after the
 * optional "to"/"from" at `sugar`), and a last word "memo" is a holder's
 * name, not a memo: a player may be named "memo", and logs made before
 * memos existed replay as they were. */
static int take_memo(ctx *c, int *argc, char **argv, int first, int sugar)
{
	int at = -1;
	if (sugar >= 0 && sugar < *argc &&
	    (strcaseeq(argv[sugar], "to") || strcaseeq(argv[sugar], "from")))
		first++;
	for (int i = first; i < *argc - 1 && at < 0; i++)
		if (strcaseeq(argv[i], "memo"))
			at = i;
	if (at < 0)
		return 0;
	sbuf m = {0};
	for (int i = at + 1; i < *argc; i++)
		sbuf_printf(&m, "%s%s", i > at + 1 ? " " : "", argv[i]);
	int rc = 0;
	if (m.len > MEMO_MAX)
		rc = ctx_fail(c, "a memo is at most %d bytes", MEMO_MAX);
	else if (strchr(m.s, '\n'))
		rc = ctx_fail(c, "a memo is one line");
	else
		rc = ctx_arg_str(c, "memo", m.s);
	sbuf_free(&m);
	*argc = at;
	return rc;
}

static void log_amount(ctx *c, int64_t amount, const currency *cur)
{
	ctx_arg_int(c, "amount", amount);
	ctx_arg_str(c, "currency", cur->name);
}

static int cmd_transfer(ctx *c, int argc, char **argv)
{
	int64_t amount;
	currency *cur;
	int i = 2;
	if (take_memo(c, &argc, argv, 3, 2))
		return -1;
	if (argc < 3 || arg_amount(c, argv[0], &amount) || !(cur = arg_currency(c, argv[1])))
		return argc < 3 ? ctx_fail(c, "usage: transfer AMOUNT CURRENCY to HOLDER [memo TEXT]")
				: -1;
	if (!skip_word(&i, argc, argv, "to") || i != argc - 1)
		return ctx_fail(c, "usage: transfer AMOUNT CURRENCY to HOLDER [memo TEXT]");
	int to = arg_holder(c, argv[i]);
	if (to < 0)
		return -1;
	if (!(cur->flags & CUR_TRANSFERABLE))
		return ctx_fail(c, "%s cannot be transferred by players", cur->name);
	if (ledger_move(c, c->actor->id, to, cur, amount))
		return -1;
	log_amount(c, amount, cur);
	ctx_arg_str(c, "to", holder_name(c->n, to));
	ctx_reply(c, "%s gives %lld %s to %s", c->actor->name, (long long)amount, cur->name,
		  holder_name(c->n, to));
	return 0;
}

static int mint_or_burn(ctx *c, int argc, char **argv, int sign)
{
	int64_t amount;
	currency *cur;
	int i = 2;
	if (take_memo(c, &argc, argv, 3, 2))
		return -1;
	if (argc < 3)
		return ctx_fail(c, "usage: %s AMOUNT CURRENCY %s HOLDER [memo TEXT]",
				sign > 0 ? "mint" : "burn", sign > 0 ? "to" : "from");
	if (arg_amount(c, argv[0], &amount) || !(cur = arg_currency(c, argv[1])))
		return -1;
	if (!skip_word(&i, argc, argv, sign > 0 ? "to" : "from") || i != argc - 1)
		return ctx_fail(c, "usage: %s AMOUNT CURRENCY %s HOLDER [memo TEXT]",
				sign > 0 ? "mint" : "burn", sign > 0 ? "to" : "from");
	int h = arg_holder(c, argv[i]);
	if (h < 0)
		return -1;
	if (cur->flags & CUR_FIXED)
		return ctx_fail(c, "%s are never created or destroyed; move them instead (R506)",
				cur->name);
	if (ledger_add(c, h, cur, sign * amount))
		return -1;
	log_amount(c, amount, cur);
	ctx_arg_str(c, "holder", holder_name(c->n, h));
	ctx_reply(c, "%s %s %lld %s; now %lld", holder_name(c->n, h),
		  sign > 0 ? "gains" : "loses", (long long)amount, cur->name,
		  (long long)balance(c->n, h, cur->id));
	return 0;
}

static int cmd_mint(ctx *c, int argc, char **argv)
{
	return mint_or_burn(c, argc, argv, 1);
}

static int cmd_burn(ctx *c, int argc, char **argv)
{
	return mint_or_burn(c, argc, argv, -1);
}

static int cmd_move(ctx *c, int argc, char **argv)
{
	int64_t amount;
	currency *cur;
	if (take_memo(c, &argc, argv, 6, -1))
		return -1;
	if (argc != 6)
		return ctx_fail(c, "usage: move AMOUNT CURRENCY from HOLDER to HOLDER [memo TEXT]");
	if (arg_amount(c, argv[0], &amount) || !(cur = arg_currency(c, argv[1])))
		return -1;
	if (!strcaseeq(argv[2], "from") || !strcaseeq(argv[4], "to"))
		return ctx_fail(c, "usage: move AMOUNT CURRENCY from HOLDER to HOLDER [memo TEXT]");
	int from = arg_holder(c, argv[3]), to;
	if (from < 0 || (to = arg_holder(c, argv[5])) < 0)
		return -1;
	if (ledger_move(c, from, to, cur, amount))
		return -1;
	log_amount(c, amount, cur);
	ctx_arg_str(c, "from", holder_name(c->n, from));
	ctx_arg_str(c, "to", holder_name(c->n, to));
	ctx_reply(c, "%lld %s moved from %s to %s", (long long)amount, cur->name,
		  holder_name(c->n, from), holder_name(c->n, to));
	return 0;
}

static void show_holder(ctx *c, int h)
{
	ctx_reply(c, "%s%s:", c->out.len ? "\n" : "", holder_name(c->n, h));
	int any = 0;
	for (int i = 0; i < c->n->ncurrencies; i++) {
		const currency *cur = c->n->currencies[i];
		int64_t v = balance(c->n, h, cur->id);
		if (v || (cur->flags & CUR_SCORE)) {
			ctx_reply(c, "%s %lld %s", any ? "," : "", (long long)v, cur->name);
			any = 1;
		}
	}
	if (!any)
		ctx_reply(c, " nothing");
}

static int cmd_balance(ctx *c, int argc, char **argv)
{
	if (argc == 1) {
		int h = arg_holder(c, argv[0]);
		if (h < 0)
			return -1;
		show_holder(c, h);
		return 0;
	}
	show_holder(c, 0);
	for (int i = 0; i < c->n->nplayers; i++)
		if (c->n->players[i]->state != PS_NONPLAYER)
			show_holder(c, c->n->players[i]->id);
	return 0;
}

static int cmd_currency_create(ctx *c, int argc, char **argv)
{
	const char *name = argv[0];
	unsigned flags = 0;
	if (currency_by_name(c->n, name))
		return ctx_fail(c, "there is already a currency named '%s'", name);
	if (strlen(name) > 40 || strpbrk(name, " \t"))
		return ctx_fail(c, "a currency name is one word of at most 40 characters");
	char like[256];
	int found = ctx_name_resembles(c, name, NAMES_CURRENCY, NULL, like, sizeof like);
	if (found > 0)
		return ctx_fail(c, "cannot create the currency '%s': it looks like %s", name, like);
	if (found < 0)
		return ctx_fail(c, "cannot create the currency '%s': %s", name, like);
	for (int i = 1; i < argc; i++) {
		if (strcaseeq(argv[i], "negative"))
			flags |= CUR_NEGATIVE;
		else if (strcaseeq(argv[i], "transferable"))
			flags |= CUR_TRANSFERABLE;
		else if (strcaseeq(argv[i], "fixed"))
			flags |= CUR_FIXED;
		else if (strcaseeq(argv[i], "score"))
			flags |= CUR_SCORE;
		else
			return ctx_fail(c, "'%s' is not a currency property "
				"(negative, transferable, fixed, score)", argv[i]);
	}
	mut_add_currency(c, name, flags);
	ctx_arg_int(c, "flags", flags);
	ctx_reply(c, "currency %s created", name);
	return 0;
}

static int cmd_currencies(ctx *c, int argc, char **argv)
{
	for (int i = 0; i < c->n->ncurrencies; i++) {
		const currency *cur = c->n->currencies[i];
		ctx_reply(c, "%s%s:%s%s%s%s", i ? "\n" : "", cur->name,
			  cur->flags & CUR_NEGATIVE ? " may be negative;" : " never negative;",
			  cur->flags & CUR_TRANSFERABLE ? " transferable;" : " not transferable;",
			  cur->flags & CUR_FIXED ? " fixed supply;" : "",
			  cur->flags & CUR_SCORE ? " score;" : "");
	}
	return 0;
}

const command ledger_commands[] = {
	{"transfer", 3, CMD_MAX_WORDS, P_ACTIVE, NULL, 0, cmd_transfer, NULL,
	 "transfer AMOUNT CURRENCY to HOLDER [memo TEXT]",
	 "give some of what you own; the memo says why, in the Treasuror's report", "R515, R510"},
	{"balance", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_balance, NULL,
	 "balance [HOLDER]", "show what a holder owns (all holders if none named)", NULL},
	{"mint", 3, CMD_MAX_WORDS, P_ADMIN, NULL, 0, cmd_mint, NULL,
	 "mint AMOUNT CURRENCY to HOLDER [memo TEXT]", "create units of a currency", NULL},
	{"burn", 3, CMD_MAX_WORDS, P_ADMIN, NULL, 0, cmd_burn, NULL,
	 "burn AMOUNT CURRENCY from HOLDER [memo TEXT]", "destroy units of a currency", NULL},
	{"move", 6, CMD_MAX_WORDS, P_ADMIN, NULL, 0, cmd_move, NULL,
	 "move AMOUNT CURRENCY from HOLDER to HOLDER [memo TEXT]",
	 "move units between any holders", "R505"},
	{"currency create", 1, 5, P_ADMIN, NULL, 0, cmd_currency_create, NULL,
	 "currency create NAME [negative] [transferable] [fixed] [score]",
	 "define a new currency", NULL},
	{"currencies", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_currencies, NULL,
	 "currencies", "list the currencies and their rules", NULL},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
