/* trades_cmd.c: the Free Market's commands (R515). A Trading Entity's:
 * `trade offer [to PARTY[,PARTY...]] GIVE for REQUEST` (R515 ¶2; a gift,
 * R515 ¶4, and an offer to the Treasury, R505 III, are settled or refused
 * at once), `trade accept N` (R515 ¶4, ¶5), `trade decline N` (an
 * exclusive party's refusal: docs/RULINGS.md), `trade withdraw N` (R515
 * ¶3 "retract"). Anyone's: `trades [STATE|PARTY|all]`, `trade show N`. */
#include "econ/trades/trades.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TRADE_USAGE "usage: trade offer [to PARTY[,PARTY...]] GIVE for REQUEST"

/* How the refusals name the party that acts: "you" for the player who sent
 * the command, else its name (an organisation acting by Organisational
 * Action, R1003). */
static const char *party_word(ctx *c, ent_owner by, char *buf, size_t len)
{
	if (by.kind == OWN_PLAYER && c->actor && c->actor->id == by.id)
		return "you";
	return owner_name(c->n, by, buf, len);
}

static trade_offer *arg_offer(ctx *c, const char *word)
{
	int64_t v;
	trade_offer *o = NULL;
	if (word[0] == '#')
		word++;
	if (parse_int64(word, &v) == 0 && v > 0 && v <= 1 << 30)
		o = trade_by_number(c->n, (int)v);
	if (!o)
		ctx_fail(c, "no offer '%s' (`trades all` lists them)", word);
	return o;
}

/* "to alice,bob" or "to alice, bob": the words from argv[*i]. */
static int parse_parties(ctx *c, int argc, char **argv, int *i, trade_offer *o)
{
	int more = 1;
	while (more && *i < argc) {
		char w[256]; /* a copy: argv stays as sent */
		if (strlen(argv[*i]) >= sizeof w)
			return ctx_fail(c, "no player or Treasury named '%.40s...'", argv[*i]);
		strcpy(w, argv[(*i)++]);
		size_t len = strlen(w);
		more = len > 0 && w[len - 1] == ',';
		for (char *tok = w, *next; tok && *tok; tok = next) {
			next = strchr(tok, ',');
			if (next)
				*next++ = '\0';
			if (!*tok)
				continue;
			ent_owner who;
			char buf[256];
			const char *bad;
			if (trade_party_parse(c->n, tok, &who))
				return ctx_fail(c, "no player, organisation or Treasury named '%s' "
						"(R515 ¶2)", tok);
			if (owner_eq(who, o->offerer))
				return ctx_fail(c, "%s cannot offer a trade to %s (R515 ¶2)",
						party_word(c, who, buf, sizeof buf),
						who.kind == OWN_PLAYER && c->actor &&
						c->actor->id == who.id ? "yourself" : "itself");
			if (trade_party_index(o, who) >= 0)
				return ctx_fail(c, "'%s' is named twice", tok);
			if ((bad = trade_party_problem(c->n, who, buf, sizeof buf)))
				return ctx_fail(c, "%s", bad);
			o->to = xrealloc(o->to, (size_t)(o->nto + 1) * sizeof *o->to);
			o->to[o->nto++] = (trade_party){who, 0};
		}
	}
	if (o->nto == 0)
		return ctx_fail(c, TRADE_USAGE);
	return 0;
}

/* What the offerer requests of emself is nothing to trade. */
static int requests_own(ctx *c, const trade_offer *o)
{
	for (int i = 0; i < o->want.n; i++) {
		const trade_item *it = &o->want.v[i];
		const entity *e = it->what == TI_ENTITY ? entity_by_id(c->n, it->id) : NULL;
		char b[32];
		if (e && owner_eq(e->owner, o->offerer))
			return ctx_fail(c, "%s own%s #%d already", party_word(c, o->offerer, b, sizeof b),
					o->offerer.kind == OWN_PLAYER ? "" : "s", e->id);
	}
	return 0;
}

static void offer_text(const nomic *n, trade_offer *o)
{
	char b[32];
	sbuf t = {0};
	sbuf_printf(&t, "%s offers ", owner_name(n, o->offerer, b, sizeof b));
	if (o->nto == 0)
		sbuf_printf(&t, "at large");
	for (int i = 0; i < o->nto; i++)
		sbuf_printf(&t, "%s%s", i == 0 ? "to " : i == o->nto - 1 ? " and " : ", ",
			    owner_name(n, o->to[i].who, b, sizeof b));
	sbuf_printf(&t, ": ");
	trade_side_describe(n, &o->give, &t);
	sbuf_printf(&t, " for ");
	trade_side_describe(n, &o->want, &t);
	o->text = sbuf_take(&t);
}

static void offer_free_unadded(trade_offer *o)
{
	free(o->to);
	trade_side_free(&o->give);
	trade_side_free(&o->want);
	free(o->text);
	free(o);
}

/* The checks R515 ¶2 makes of an offer, R510's, and R515 ¶4's of a gift. */
static int offer_checks(ctx *c, trade_offer *o, int gift)
{
	if (o->give.n == 0 && o->want.n == 0)
		return ctx_fail(c, "a trade must specify a positive amount of entities (R515 ¶6)");
	if (trade_side_tradeable(c, &o->give) || trade_side_tradeable(c, &o->want) ||
	    trade_side_owned(c, &o->give, o->offerer, "R515 ¶2") || requests_own(c, o) ||
	    trade_side_ownable(c, &o->want, o->offerer))
		return -1;
	/* R515 ¶4: "... in which case the trade is illegal". */
	if (gift && trade_side_ownable(c, &o->give, o->to[0].who)) {
		sbuf e = {0};
		sbuf_printf(&e, "%s: the gift is illegal (R515 ¶4)", c->err.s);
		c->err.len = 0;
		c->err.s[0] = '\0';
		ctx_fail(c, "%s", e.s);
		free(e.s);
		return -1;
	}
	return 0;
}

/* R505 III: "The Treasury automatically accepts all one-sided trades
 * offered to it (but not at large trades), and rejects all two-sided
 * trades offered to it." */
static int treasury_answers(ctx *c, trade_offer *o)
{
	int t = trade_party_index(o, OWNER_TREASURY);
	if (t < 0 || o->state != TS_STANDING)
		return 0;
	if (o->want.n == 0)
		return trade_settle(c, o, OWNER_TREASURY, "R505 III");
	UNDO_SET(c->j, o->to[t].declined, 1);
	ctx_say(c, "the Treasury rejects offer %d: it rejects every two-sided trade (R505 III)",
		o->number);
	for (int i = 0; i < o->nto; i++)
		if (!o->to[i].declined)
			return 0;
	trade_end(c, o, TS_DECLINED, "R505 III: the Treasury rejects two-sided trades");
	return 0;
}

int trade_act_offer(ctx *c, ent_owner by, int argc, char **argv)
{
	char pb[256];
	const char *bad = trade_party_problem(c->n, by, pb, sizeof pb);
	if (bad)
		return ctx_fail(c, "%s", bad);
	if (argc < 1)
		return ctx_fail(c, TRADE_USAGE);
	trade_offer *o = xcalloc(1, sizeof *o);
	o->offerer = by;
	int i = 0, at = -1;
	if (strcaseeq(argv[0], "to")) {
		i = 1;
		if (parse_parties(c, argc, argv, &i, o))
			goto bad;
	}
	for (int k = i; k < argc && at < 0; k++)
		if (strcaseeq(argv[k], "for"))
			at = k;
	if (at < 0) {
		ctx_fail(c, TRADE_USAGE);
		goto bad;
	}
	if (trade_side_parse(c, argv, i, at, &o->give) ||
	    trade_side_parse(c, argv, at + 1, argc, &o->want) ||
	    trade_side_qualify(c, &o->give, o->offerer))
		goto bad;
	/* R515 ¶4: "A one sided trade in which all involved entities are
	 * giftable and a single recipient is specified is known as a gift". */
	int gift = o->want.n == 0 && o->nto == 1 && trade_side_giftable(c->n, &o->give);
	if (offer_checks(c, o, gift))
		goto bad;
	offer_text(c->n, o);
	trade_add(c, o);
	ctx_arg_int(c, "number", o->number);
	char t[40];
	format_time(o->ends, t, sizeof t);
	ctx_say(c, "offer %d: %s; it stands until %s (R515 ¶2, ¶3)", o->number, o->text, t);
	if (gift && !owner_eq(o->to[0].who, OWNER_TREASURY))
		return trade_settle(c, o, o->to[0].who, "R515 ¶4 a gift");
	return treasury_answers(c, o);
bad:
	offer_free_unadded(o);
	return -1;
}

static const char *ended_why(const nomic *n, const trade_offer *o, char *buf, size_t len)
{
	char b[32], t[40];
	format_time(o->ends, t, sizeof t);
	if (o->state == TS_ACCEPTED)
		snprintf(buf, len, "offer %d was accepted by %s already", o->number,
			 owner_name(n, o->accepter, b, sizeof b));
	else if (o->state == TS_EXPIRED)
		snprintf(buf, len, "offer %d expired at %s (R515 ¶3)", o->number, t);
	else if (o->state == TS_LAPSED)
		snprintf(buf, len, "offer %d lapsed: its offerer no longer owns what it offers "
			 "(R515 ¶3)", o->number);
	else
		snprintf(buf, len, "offer %d was %s", o->number, trade_state_name(o->state));
	return buf;
}

int trade_act_accept(ctx *c, ent_owner by, const char *number)
{
	trade_offer *o = arg_offer(c, number);
	if (!o)
		return -1;
	char buf[256], b[32], w[32];
	const char *bad = trade_party_problem(c->n, by, buf, sizeof buf);
	if (bad)
		return ctx_fail(c, "%s", bad);
	const char *me = party_word(c, by, w, sizeof w);
	if (o->state != TS_STANDING)
		return ctx_fail(c, "%s", ended_why(c->n, o, buf, sizeof buf));
	if (owner_eq(o->offerer, by))
		return ctx_fail(c, "%s cannot accept %s own offer (R515 ¶4)", me,
				strcmp(me, "you") == 0 ? "your" : "its");
	int p = trade_party_index(o, by);
	if (o->nto && p < 0)
		return ctx_fail(c, "offer %d was made to %s, not to %s (R515 ¶4)", o->number,
				owner_name(c->n, o->to[0].who, b, sizeof b), me);
	if (p >= 0 && o->to[p].declined)
		return ctx_fail(c, "%s declined offer %d", me, o->number);
	if (!trade_side_has(c->n, &o->give, o->offerer))
		return ctx_fail(c, "offer %d has lapsed: its offerer no longer owns what it offers "
				"(R515 ¶3)", o->number);
	ctx_arg_int(c, "number", o->number);
	return trade_settle(c, o, by, "R515 ¶4");
}

int trade_act_decline(ctx *c, ent_owner by, const char *number)
{
	trade_offer *o = arg_offer(c, number);
	if (!o)
		return -1;
	char buf[256], w[32], nb[32];
	const char *me = party_word(c, by, w, sizeof w);
	if (o->state != TS_STANDING)
		return ctx_fail(c, "%s", ended_why(c->n, o, buf, sizeof buf));
	int p = trade_party_index(o, by);
	if (o->nto == 0)
		return ctx_fail(c, "offer %d is at large: nobody declines it; it stands until it "
				"ends (R515 ¶3)", o->number);
	if (p < 0)
		return ctx_fail(c, "offer %d was not made to %s", o->number, me);
	if (o->to[p].declined)
		return ctx_fail(c, "%s declined offer %d already", me, o->number);
	UNDO_SET(c->j, o->to[p].declined, 1);
	ctx_arg_int(c, "number", o->number);
	ctx_say(c, "%s declines offer %d", owner_name(c->n, by, nb, sizeof nb), o->number);
	for (int i = 0; i < o->nto; i++)
		if (!o->to[i].declined)
			return 0;
	trade_end(c, o, TS_DECLINED, "every party it was made to declined it");
	ctx_say(c, "offer %d ends: every party it was made to declined it", o->number);
	return 0;
}

int trade_act_withdraw(ctx *c, ent_owner by, const char *number)
{
	trade_offer *o = arg_offer(c, number);
	if (!o)
		return -1;
	char buf[256], nb[32];
	if (!owner_eq(o->offerer, by))
		return ctx_fail(c, "only its offerer may withdraw offer %d (R515 ¶3)", o->number);
	if (o->state != TS_STANDING)
		return ctx_fail(c, "%s", ended_why(c->n, o, buf, sizeof buf));
	trade_end(c, o, TS_WITHDRAWN, "R515 ¶3: retracted by its offerer");
	ctx_arg_int(c, "number", o->number);
	ctx_say(c, "%s withdraws offer %d (R515 ¶3)", owner_name(c->n, by, nb, sizeof nb),
		o->number);
	return 0;
}

/* The commands: a player's own acts. */
static int cmd_offer(ctx *c, int argc, char **argv)
{
	return trade_act_offer(c, OWNER_PLAYER(c->actor->id), argc, argv);
}

static int cmd_accept(ctx *c, int argc, char **argv)
{
	(void)argc;
	return trade_act_accept(c, OWNER_PLAYER(c->actor->id), argv[0]);
}

static int cmd_decline(ctx *c, int argc, char **argv)
{
	(void)argc;
	return trade_act_decline(c, OWNER_PLAYER(c->actor->id), argv[0]);
}

static int cmd_withdraw(ctx *c, int argc, char **argv)
{
	(void)argc;
	return trade_act_withdraw(c, OWNER_PLAYER(c->actor->id), argv[0]);
}

/* One offer's line: "offer 3 (standing until ...): alice offers ...". */
static void offer_line(const nomic *n, const trade_offer *o, sbuf *out)
{
	char t[40], b[32];
	format_time(o->ends, t, sizeof t);
	sbuf_printf(out, "\noffer %d (%s %s", o->number, trade_state_name(o->state),
		    o->state == TS_STANDING ? "until" : "at");
	sbuf_printf(out, " %s", t);
	if (o->state == TS_ACCEPTED)
		sbuf_printf(out, " by %s", owner_name(n, o->accepter, b, sizeof b));
	sbuf_printf(out, "): %s", o->text);
}

static int involves(const trade_offer *o, ent_owner who)
{
	return owner_eq(o->offerer, who) || trade_party_index(o, who) >= 0 ||
	       (o->state == TS_ACCEPTED && owner_eq(o->accepter, who));
}

static int cmd_trades(ctx *c, int argc, char **argv)
{
	int all = 0, by_party = 0, st = TS_STANDING;
	ent_owner who = OWNER_NOBODY;
	if (argc == 1) {
		if (strcaseeq(argv[0], "all")) {
			all = 1;
		} else {
			st = -1;
			for (int s = TS_STANDING; s <= TS_LAPSED; s++)
				if (strcaseeq(argv[0], trade_state_name(s)))
					st = s;
			if (st < 0) {
				if (trade_party_parse(c->n, argv[0], &who))
					return ctx_fail(c, "'%s' is neither a state of an offer (standing, "
							"accepted, declined, withdrawn, expired, lapsed) nor "
							"a player", argv[0]);
				by_party = all = 1;
			}
		}
	}
	const trades *s = trades_peek(c->n);
	sbuf b = {0};
	int count = 0;
	for (int i = 0; s && i < s->n; i++) {
		const trade_offer *o = s->v[i];
		if ((!all && (int)o->state != st) || (by_party && !involves(o, who)))
			continue;
		offer_line(c->n, o, &b);
		count++;
	}
	ctx_reply(c, "%d offer%s%s%s", count, count == 1 ? "" : "s",
		  all ? "" : " ", all ? "" : trade_state_name(st));
	if (count && !all && st == TS_STANDING)
		ctx_reply(c, " (each lapses if its offerer no longer owns what it offers, R515 ¶3)");
	ctx_reply(c, "%s", b.s ? b.s : "");
	free(b.s);
	return 0;
}

static int cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	const trade_offer *o = arg_offer(c, argv[0]);
	if (!o)
		return -1;
	char t[40], b[32];
	format_time(o->made, t, sizeof t);
	ctx_reply(c, "offer %d: %s\nmade %s, event %llu; %s", o->number, o->text, t,
		  (unsigned long long)o->made_seq,
		  o->want.n ? "two-sided" : "one-sided (R515 ¶2)");
	for (int i = 0; i < o->nto; i++)
		ctx_reply(c, "%s%s%s", i ? ", " : "\nmade to ",
			  owner_name(c->n, o->to[i].who, b, sizeof b),
			  o->to[i].declined ? " (declined)" : "");
	format_time(o->ends, t, sizeof t);
	if (o->state == TS_STANDING)
		ctx_reply(c, "\nstanding until %s; it lapses if %s no longer owns what it offers "
			  "(R515 ¶3)", t, owner_name(c->n, o->offerer, b, sizeof b));
	else if (o->state == TS_ACCEPTED)
		ctx_reply(c, "\naccepted by %s at %s (%s)", owner_name(c->n, o->accepter, b, sizeof b),
			  t, o->why);
	else
		ctx_reply(c, "\n%s at %s (%s)", trade_state_name(o->state), t, o->why);
	return 0;
}

const command trades_commands[] = {
	{"trades", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_trades, NULL,
	 "trades [STATE|PARTY|all]",
	 "the standing offers; or those in a state, those a party made, was offered or "
	 "accepted, or all", "R515"},
	{"trade show", 1, 1, P_ANYONE, NULL, CMD_READONLY, cmd_show, NULL, "trade show N",
	 "an offer, its parties and its state", "R515"},
	{"trade offer", 3, CMD_MAX_WORDS, P_ACTIVE, NULL, 0, cmd_offer, NULL,
	 "trade offer [to PARTY[,PARTY...]] GIVE for REQUEST",
	 "offer a trade: GIVE and REQUEST are \"nothing\" or items joined by \"and\" or commas: "
	 "#ID, a name, N KIND (2 eggs), A$N, N CURRENCY, N share of CORPORATION; a gift to one "
	 "party is settled at once",
	 "R515 ¶2"},
	{"trade accept", 1, 1, P_ACTIVE, NULL, 0, cmd_accept, NULL, "trade accept N",
	 "accept an offer made to you or at large: both sides move at once", "R515 ¶4"},
	{"trade decline", 1, 1, P_ACTIVE, NULL, 0, cmd_decline, NULL, "trade decline N",
	 "refuse an offer made to you", "R515 ¶4"},
	{"trade withdraw", 1, 1, P_ACTIVE, NULL, 0, cmd_withdraw, NULL, "trade withdraw N",
	 "retract an offer of yours", "R515 ¶3"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};
