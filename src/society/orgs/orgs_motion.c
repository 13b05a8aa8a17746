/* orgs_motion.c: a Corporation's motions (Ackanomic R1023 5, 6) and the
 * Institutional Powers it may buy (R1005, R1011 as far as buying goes).
 *
 * A stockholder makes a motion (`corp motion CORP TYPE WORDS...`, an
 * Operation on eir shares) and votes for it with all eir shares; the
 * stockholders vote (`corp vote N for|against [SHARES]`) for a week (the
 * deadline corp-motion, R1023 5), or until no vote with a share not yet
 * voted could change the outcome. A motion passes with two thirds of the
 * relevant shares in favour, or, unprivileged, more than half; the
 * Corporation then attempts it, all or nothing. The types are one table
 * (motions[] below): their words, whether privileged (R1023 6), and the
 * handler, which reuses the Free Market's trade_act_accept (econ/trades)
 * and the entities' and ledger's own moves. */
#include "society/orgs/orgs.h"
#include "econ/entities.h"
#include "econ/trades/trades.h"
#include "econ/customs/customs.h"

#include <stdlib.h>
#include <string.h>


typedef struct motion_type {
	const char *word;
	int min_args, max_args;
	const char *usage;
	int privileged;       /* -1: by its words (accept: two-sided or not) */
	const char *clause;
	int (*run)(ctx *c, org *o, int argc, char **argv);
} motion_type;

static const currency *ad(ctx *c)
{
	const currency *cur = currency_by_name(c->n, "A$");
	if (!cur)
		ctx_fail(c, "there is no A$ (R505 IV)");
	return cur;
}

/* R1023 6 a (one-sided, non-privileged) and privileged a (two-sided). */
static int run_accept(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	return trade_act_accept(c, OWNER_ORG(o->id), argv[0]);
}

static int accept_privileged(const nomic *n, const char *word)
{
	int64_t num;
	if (word[0] == '#')
		word++;
	const trade_offer *t = parse_int64(word, &num) || num < 1 || num > INT32_MAX
				       ? NULL
				       : trade_by_number(n, (int)num);
	return !t || t->want.n > 0; /* an unknown offer: the stricter test */
}

/* R501 ¶4 4), 5): an ITA trade answered by the Corporation, which becomes
 * its Ackan-anchor (src/econ/customs); accepting one conditional upon the
 * Corporation's entities is a two-sided trade, privileged (R1023 6 a). */
static int run_customs(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	if (strcaseeq(argv[0], "accept"))
		return customs_act_accept(c, OWNER_ORG(o->id), argv[1]);
	if (strcaseeq(argv[0], "refuse"))
		return customs_act_refuse(c, OWNER_ORG(o->id), argv[1]);
	return ctx_fail(c, "usage: corp motion CORP customs accept|refuse N (R501 ¶4)");
}

/* R1023 6 b: "to change the Corporation's name to another legal name (if
 * attempted this costs the Corporation the standard harfer fee; it fails
 * if the Corporation cannot pay the SHF and succeeds otherwise)". */
static int run_rename(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	const char *bad = entity_name_problem(c->n, argv[0]);
	if (bad)
		return ctx_fail(c, "%s", bad);
	const currency *cur = ad(c);
	int64_t shf = param_int(c->n, "fee.harfer");
	if (!cur || (shf > 0 && ledger_move(c, o->account, 0, cur, shf)))
		return -1;
	ctx_say(c, "%s pays the Standard Harfer Fee A$%lld and is renamed %s (R1023 6 b)",
		     o->name, (long long)shf, argv[0]);
	account *a = account_by_id(c->n, o->account);
	if (a)
		org_set_str(c, &a->name, argv[0]);
	org_set_str(c, &o->name, argv[0]);
	return 0;
}

/* R1023 6 c "to Operate on an owned entity": pays a currency it holds. */
static int run_pay(ctx *c, org *o, int argc, char **argv)
{
	int64_t amount;
	if (arg_amount(c, argv[0], &amount))
		return -1;
	currency *cur = arg_currency(c, argv[1]);
	if (!cur)
		return -1;
	int to = arg_holder(c, argv[argc == 4 && strcaseeq(argv[2], "to") ? 3 : 2]);
	if (to < 0 || ledger_move(c, o->account, to, cur, amount))
		return -1;
	ctx_say(c, "%s pays %lld %s to %s (R1023 6 c)", o->name, (long long)amount,
		     cur->name, holder_name(c->n, to));
	return 0;
}

/* R1023 6 c: gives an entity it owns (a gift: R515 ¶4 wants it giftable). */
static int run_give(ctx *c, org *o, int argc, char **argv)
{
	entity *e = entity_find(c->n, argv[0]);
	if (!e || !owner_eq(e->owner, OWNER_ORG(o->id)))
		return ctx_fail(c, "%s owns no entity '%s'", o->name, argv[0]);
	ent_owner to;
	const char *who = argv[argc - 1];
	if ((argc == 3 && !strcaseeq(argv[1], "to")) || owner_parse(c->n, who, &to))
		return ctx_fail(c, "'%s' is not a player, an organisation or the Treasury", who);
	sbuf d = {0};
	entity_describe(e, &d);
	int rc = entity_transfer(c, e, to, MOVE_GIFT, "R1023 6 c: Operated by its Corporation");
	if (rc == 0)
		ctx_say(c, "%s gives %s to %s (R1023 6 c)", o->name, d.s, who);
	free(d.s);
	return rc;
}

/* R1023 6 privileged b: "causes the specified number of shares ... to be
 * created in the possession of the specified entity; this fails if the
 * specified entity may not own shares". */
static int run_mint(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	int64_t n;
	ent_owner to;
	if (parse_int64(argv[0], &n) || n < 1 || n > 1000)
		return ctx_fail(c, "'%s' is not a number of shares from 1 to 1000", argv[0]);
	if (owner_parse(c->n, argv[1], &to))
		return ctx_fail(c, "'%s' is not a player, an organisation or the Treasury", argv[1]);
	ctx_say(c, "%s mints %lld shares for %s (R1023 6 b)", o->name, (long long)n, argv[1]);
	return corp_mint(c, o, to, n, "R1023 6 b: minted by a motion");
}

/* R1005 ¶2 "contribute an amount of currency to the Treasury in exchange
 * for a new Power of the type specified, which is then created in that
 * Institution's possession"; R1011 ¶1 "An Corporation may buy an
 * Excavation Permit for the princely sum of the Standard Harfer Fee". */
static int run_buy(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	if (!strcaseeq(argv[0], "excavation-permit"))
		return ctx_fail(c, "the Power a Corporation may buy is excavation-permit (R1011); not "
				"'%s'", argv[0]);
	const currency *cur = ad(c);
	int64_t price = param_int(c->n, "fee.harfer");
	if (!cur || (price > 0 && ledger_move(c, o->account, 0, cur, price)))
		return -1;
	entity *e = entity_create(c, entity_kind_find("power"), NULL, OWNER_ORG(o->id),
				  "R1011: bought by a motion (R1005)");
	if (!e)
		return -1;
	ctx_say(c, "%s buys an Excavation Permit (#%d) from the Treasury for A$%lld (R1005, "
		     "R1011)", o->name, e->id, (long long)price);
	return 0;
}

static int run_disband(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return org_disband(c, o, "R1023 4: a motion to disband succeeded");
}

/* R1230.1 2 E with R1023 6 c (Operating on the A$ it owns): Party
 * Chess's (src/games/pchess/pchess_buy.c), declared here so society does
 * not include the games. */
int pchess_org_buy(ctx *c, int holder, const char *name, int argc, char **argv);

static int run_pchess(ctx *c, org *o, int argc, char **argv)
{
	return pchess_org_buy(c, o->account, o->name, argc, argv);
}

static const motion_type motions[] = {
	{"accept", 1, 1, "accept OFFER", -1, "R1023 6 a", run_accept},
	{"rename", 1, 1, "rename NAME", 0, "R1023 6 b", run_rename},
	{"pay", 3, 4, "pay AMOUNT CURRENCY [to] HOLDER", 0, "R1023 6 c", run_pay},
	{"give", 2, 3, "give ENTITY [to] OWNER", 0, "R1023 6 c", run_give},
	{"mint", 2, 2, "mint N OWNER", 1, "R1023 6 b (privileged)", run_mint},
	{"buy", 1, 1, "buy excavation-permit", 1, "R1023 6 c (privileged), R1011", run_buy},
	{"disband", 0, 0, "disband", 1, "R1023 6 e (privileged)", run_disband},
	{"pchess", 5, 5, "pchess buy GAME TYPE for SWINGER", 0, "R1023 6 c, R1230.1 2 E",
	 run_pchess},
	{"customs", 2, 2, "customs accept|refuse N", -1, "R1023 6 a, R501 ¶4", run_customs},
};

static const motion_type *motion_find(const char *word)
{
	for (size_t i = 0; i < sizeof motions / sizeof *motions; i++)
		if (strcaseeq(motions[i].word, word))
			return &motions[i];
	return NULL;
}

/* R1023 6: "if fewer than three stockholders, other than the Treasury,
 * own shares of a Corporation then the only valid motions for that
 * Corporation are privileged motions (b) and (e)". */
static int motion_valid(ctx *c, const org *o, const motion_type *t)
{
	if (corp_stockholder_count(c->n, o) < param_int(c->n, "corp.min_stockholders") &&
	    t->run != run_mint && t->run != run_disband)
		return ctx_fail(c, "%s has fewer than %lld stockholders: only motions to mint shares "
				"or to disband are valid (R1023 6)", o->name,
				(long long)param_int(c->n, "corp.min_stockholders"));
	return 0;
}

void corp_motion_free(void *p)
{
	corp_motion *m = p;
	free(m->action);
	free(m->outcome);
	free(m);
}

static const char *state_word(enum motion_state s)
{
	static const char *const w[] = {"pending", "passed", "failed", "rejected", "voided"};
	return w[s];
}

/* The motion's tally now: relevant shares (R1023 5 "A share is relevant if
 * it is owned by a player or if its owner Voted as an Operation on it":
 * only players vote here, so the shares players own), and the shares for
 * and against, each voter's capped at what e owns now. */
static void tally(const nomic *n, const corp_motion *m, int64_t *rel, int64_t *yes, int64_t *no)
{
	const entities *es = entities_peek(n);
	const entity_kind *k = entity_kind_find("share");
	*rel = *yes = *no = 0;
	for (int i = 0; es && i < es->n; i++)
		*rel += es->v[i]->kind == k && es->v[i]->owner.kind == OWN_PLAYER &&
			corp_of_share(n, es->v[i]->id) == m->org;
	for (int i = 0; i < m->nvotes; i++) {
		const corp_vote *v = &m->votes[i];
		int64_t have = corp_shares(n, m->org, OWNER_PLAYER(v->player), 0);
		int64_t used = v->shares < 0 || v->shares > have ? have : v->shares;
		*(v->favour ? yes : no) += used;
	}
}

/* R1023 5: "the motion passes if entities owning at least two-thirds of
 * the relevant shares voted in favor of the motion, or if entities owning
 * more than one-half of the relevant shares voted in favor and the motion
 * was not privileged." */
static int passes(int64_t yes, int64_t rel, int privileged)
{
	return rel > 0 && (3 * yes >= 2 * rel || (!privileged && 2 * yes > rel));
}

/* The Corporation attempts the motion: all or nothing. */
static void attempt(ctx *c, org *o, corp_motion *m, const char *when)
{
	words w;
	char err[128];
	if (words_split(&w, m->action, err, sizeof err)) {
		UNDO_SET(c->j, m->state, MOT_FAILED);
		org_set_str(c, &m->outcome, "its words could not be read");
		return;
	}
	const motion_type *t = motion_find(w.v[0]);
	size_t mark = undo_mark(c->j), had = c->err.len;
	size_t news = c->scope ? c->scope->news.len : 0;
	int rc = !t ? ctx_fail(c, "no such motion")
		    : motion_valid(c, o, t) ? -1
					    : t->run(c, o, w.n - 1, w.v + 1);
	if (rc) {
		char *why = xstrdup(c->err.len > had ? c->err.s + had : "it failed");
		undo_rollback(c->j, mark);
		if (c->scope && c->scope->news.len > news) {
			c->scope->news.len = news;
			c->scope->news.s[news] = '\0';
		}
		c->err.len = had;
		if (c->err.s)
			c->err.s[had] = '\0';
		UNDO_SET(c->j, m->state, MOT_FAILED);
		org_set_str(c, &m->outcome, why);
		ctx_say(c, "motion %d passed (%s), but %s fails to do it: %s (R1023 5)", m->number,
			when, o->name, why);
		free(why);
	} else {
		UNDO_SET(c->j, m->state, MOT_PASSED);
		org_set_str(c, &m->outcome, when);
		ctx_say(c, "motion %d of %s, \"%s\", passes (%s) and is done (R1023 5)", m->number,
			o->name, m->action, when);
	}
	words_free(&w);
}

/* Determines the result if the week is over (final) or if no vote with a
 * share not yet voted could change it (R1023 5 "when sufficient votes have
 * been made such that no additional votes would change the outcome":
 * changed votes are not "additional", docs/RULINGS.md). */
static void decide(ctx *c, corp_motion *m, int final)
{
	org *o = org_by_id(c->n, m->org);
	if (!o || m->state != MOT_PENDING)
		return;
	int64_t rel, yes, no;
	tally(c->n, m, &rel, &yes, &no);
	int64_t open = rel - yes - no;
	int pass = passes(yes, rel, m->privileged);
	if (!final && !pass && passes(yes + (open > 0 ? open : 0), rel, m->privileged))
		return;
	deadline_cancel(c, m->dl);
	UNDO_SET(c->j, m->dl, 0);
	char when[128];
	snprintf(when, sizeof when, "%lld of %lld relevant shares for, %lld against%s",
		 (long long)yes, (long long)rel, (long long)no,
		 final ? ", the week over" : "");
	if (pass) {
		attempt(c, o, m, when);
		return;
	}
	UNDO_SET(c->j, m->state, MOT_REJECTED);
	org_set_str(c, &m->outcome, when);
	ctx_say(c, "motion %d of %s, \"%s\", is rejected: %s; it needed %s (R1023 5)", m->number,
		o->name, m->action, when,
		m->privileged ? "two thirds" : "more than half");
}

static int fire_motion(ctx *c, const deadline *d)
{
	const orgs *s = orgs_peek(c->n);
	corp_motion *m = s && d->subject >= 1 && d->subject <= s->nmotions
				 ? s->motions[d->subject - 1]
				 : NULL;
	if (!m || m->state != MOT_PENDING || m->dl != d->id) {
		ctx_reply(c, "nothing to do");
		return 0;
	}
	decide(c, m, 1);
	return corp_settle(c);
}

const deadline_kind dl_corp_motion = {"corp-motion", "R1023 5", fire_motion, NULL};

static int set_vote(ctx *c, corp_motion *m, int pid, int favour, int64_t shares)
{
	int i = 0;
	while (i < m->nvotes && m->votes[i].player != pid)
		i++;
	if (i == m->nvotes) {
		if (m->nvotes >= (int)(sizeof m->votes / sizeof *m->votes))
			return ctx_fail(c, "too many voters");
		UNDO_SET(c->j, m->votes[i].player, pid);
		UNDO_SET(c->j, m->nvotes, m->nvotes + 1);
	}
	UNDO_SET(c->j, m->votes[i].favour, favour);
	UNDO_SET(c->j, m->votes[i].shares, shares);
	return 0;
}

static org *corp_arg(ctx *c, const char *word)
{
	org *o = org_arg(c, word);
	if (o && strcmp(o->type->word, "corp") != 0) {
		ctx_fail(c, "%s is not a Corporation (R1023)", o->name);
		return NULL;
	}
	return o;
}

/* `corp motion CORP TYPE WORDS...`: R1023 5 "There is an Operation on a
 * stock known as Making a Motion ... The entity which makes a motion
 * automatically Operates on all eir shares to vote for it." */
int corps_cmd_motion(ctx *c, int argc, char **argv)
{
	org *o = corp_arg(c, argv[0]);
	if (!o)
		return -1;
	int64_t have = corp_shares(c->n, o->id, OWNER_PLAYER(c->actor->id), 0);
	if (have <= 0)
		return ctx_fail(c, "only a stockholder of %s makes a motion (R1023 5)", o->name);
	const motion_type *t = motion_find(argv[1]);
	if (!t)
		return ctx_fail(c, "'%s' is not a valid motion: accept, rename, pay, give, mint, buy, "
				"disband (R1023 6)", argv[1]);
	int n = argc - 2;
	if (n < t->min_args || n > t->max_args)
		return ctx_fail(c, "usage: corp motion CORP %s (%s)", t->usage, t->clause);
	if (motion_valid(c, o, t))
		return -1;
	char *text = org_action_text(c, argc, argv, 1, "motion");
	if (!text)
		return -1;
	orgs *s = orgs_of(c);
	corp_motion *m = xcalloc(1, sizeof *m);
	m->number = s->nmotions + 1;
	m->org = o->id;
	m->author = c->actor->id;
	m->action = text;
	m->privileged = t->privileged >= 0		   ? t->privileged
			: t->run == run_customs ? cu_offer_conditional(c->n, argv[3])
						: accept_privileged(c->n, argv[2]);
	m->made = c->now;
	m->dl = deadline_add(c, c->now + param_int(c->n, "corp.motion_days") * ORG_DAY,
			     &dl_corp_motion, m->number, o->id);
	mut_append(c, (void ***)&s->motions, &s->nmotions, &s->motions_cap, m, corp_motion_free);
	ctx_arg_int(c, "motion", m->number);
	set_vote(c, m, c->actor->id, 1, -1);
	ctx_say(c, "%s moves for %s: \"%s\" (%s, %s): motion %d; %s votes for it with %lld shares "
		"(R1023 5)", c->actor->name, o->name, m->action,
		m->privileged ? "privileged" : "non-privileged", t->clause, m->number,
		c->actor->name, (long long)have);
	decide(c, m, 0);
	return 0;
}

/* `corp vote N for|against [SHARES]`: R1023 5 "Voting is an Operation on a
 * stock ... an Intelligent Entity which Votes as an Operation is assumed
 * to vote on all eir shares unless e specifies otherwise"; a vote may be
 * changed until the result is determined. */
int corps_cmd_vote(ctx *c, int argc, char **argv)
{
	int64_t num, shares = -1;
	const orgs *s = orgs_peek(c->n);
	if (parse_int64(argv[0], &num) || !s || num < 1 || num > s->nmotions)
		return ctx_fail(c, "there is no motion %s", argv[0]);
	corp_motion *m = s->motions[num - 1];
	org *o = org_by_id(c->n, m->org);
	if (m->state != MOT_PENDING)
		return ctx_fail(c, "motion %d is %s already (R1023 5)", m->number,
				state_word(m->state));
	int favour = strcaseeq(argv[1], "for") ? 1 : strcaseeq(argv[1], "against") ? 0 : -1;
	if (favour < 0)
		return ctx_fail(c, "vote 'for' or 'against', not '%s'", argv[1]);
	int64_t have = corp_shares(c->n, o->id, OWNER_PLAYER(c->actor->id), 0);
	if (have <= 0)
		return ctx_fail(c, "you own no shares of %s: only its stockholders vote (R1023 5)",
				o->name);
	if (argc > 2 && (parse_int64(argv[2], &shares) || shares < 1))
		return ctx_fail(c, "'%s' is not a positive number of shares", argv[2]);
	if (shares > have)
		return ctx_fail(c, "you own %lld shares of %s, not %lld (R1023 5)", (long long)have,
				o->name, (long long)shares);
	ctx_arg_int(c, "motion", m->number);
	if (set_vote(c, m, c->actor->id, favour, shares))
		return -1;
	ctx_say(c, "%s votes %s motion %d of %s with %lld shares (R1023 5)", c->actor->name,
		favour ? "for" : "against", m->number, o->name,
		(long long)(shares < 0 ? have : shares));
	decide(c, m, 0);
	return 0;
}
