/* orgs_action.c: Organisational Action (R1003) and what an organisation
 * may do by it (R1001 4, 6; R1000): a member suggests an action, the
 * members approve or denounce it, and it is attempted at once when every
 * active, non-gaoled member approves, or after seven days with two thirds
 * of the members and no denunciation (the deadline org-action, R1003).
 *
 * The actions are one table of verbs (verbs[] below, like the command
 * table): each with its words, the rule that lets an organisation do it,
 * and its handler. Its trades (R515: R1000 makes Institutions "Trading
 * Entities") are the Free Market's own acts with the organisation as the
 * party (src/econ/trades, trade_act_*). */
#include "society/orgs/orgs.h"
#include "econ/entities.h"
#include "econ/trades/trades.h"
#include "econ/customs/customs.h"
#include "econ/treasure/treasure.h"
#include "gov/crime/crime.h"

#include <stdlib.h>
#include <string.h>

typedef struct org_verb {
	const char *word;
	int min_args, max_args; /* words after the verb */
	const char *usage;
	const char *rule;
	int (*run)(ctx *c, org *o, int argc, char **argv);
} org_verb;

/* R1001 4: "Player-Sanctioned Organizations may change their admissions
 * policies by Organizational Action". */
static int verb_policy(ctx *c, org *o, int argc, char **argv)
{
	enum org_policy pol;
	const player *who;
	if (org_parse_policy(c, argv, argc, &pol, &who))
		return -1;
	if (who && org_member_index(o, who->id) < 0)
		return ctx_fail(c, "%s is not a member of %s (R1001 4 c)", who->name, o->name);
	UNDO_SET(c->j, o->policy, pol);
	UNDO_SET(c->j, o->privileged, who ? who->id : 0);
	/* Requests pending under Quasi-open wait for no deadline now. */
	for (int i = 0; i < o->nrequests; i++)
		if (o->requests[i]->dl) {
			deadline_cancel(c, o->requests[i]->dl);
			UNDO_SET(c->j, o->requests[i]->dl, 0);
		}
	ctx_announce(c, "%s's admissions policy is now %s%s%s (R1001 4)", o->name,
		     org_policy_name(pol), who ? ", granted by " : "", who ? who->name : "");
	return 0;
}

/* R1001 4 a: "the Organization may make an eligible entity become a member
 * of it as an Organizational action, provided that the entity has
 * requested within the past two weeks". */
static int verb_admit(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (o->policy != POL_STANDARD)
		return ctx_fail(c, "%s's policy is %s, not Standard (R1001 4 a)", o->name,
				org_policy_name(o->policy));
	if (org_live_request(c->n, o, p->id) < 0)
		return ctx_fail(c, "%s has not requested membership within two weeks (R1001 4 a)",
				p->name);
	return org_add_member(c, o, p->id, "R1001 4 a: admitted by Organisational Action");
}

/* R1001 6: "an Organization may Operate an entity it owns": pays currency
 * it holds (R1021 ¶3: a party "may trade away anything it owns"). */
static int verb_pay(ctx *c, org *o, int argc, char **argv)
{
	int64_t amount;
	if (arg_amount(c, argv[0], &amount))
		return -1;
	currency *cur = arg_currency(c, argv[1]);
	if (!cur)
		return -1;
	int i = 2;
	if (argc == 4 && strcaseeq(argv[i], "to"))
		i++;
	int to = arg_holder(c, argv[i]);
	if (to < 0)
		return -1;
	if (ledger_move(c, o->account, to, cur, amount))
		return -1;
	ctx_announce(c, "%s pays %lld %s to %s (R1001 6)", o->name, (long long)amount, cur->name,
		     holder_name(c->n, to));
	return 0;
}

/* R1001 6 and R515 ¶4: gives a giftable entity it owns. */
static int verb_give(ctx *c, org *o, int argc, char **argv)
{
	entity *e = entity_find(c->n, argv[0]);
	if (!e)
		return ctx_fail(c, "no entity '%s'", argv[0]);
	if (!owner_eq(e->owner, OWNER_ORG(o->id)))
		return ctx_fail(c, "%s does not own that entity", o->name);
	ent_owner to;
	const char *who = argv[argc - 1];
	if ((argc == 3 && !strcaseeq(argv[1], "to")) || owner_parse(c->n, who, &to))
		return ctx_fail(c, "'%s' is not a player, an organisation or the Treasury", who);
	sbuf d = {0};
	entity_describe(e, &d);
	char why[120];
	snprintf(why, sizeof why, "R1001 6: given by %s", o->name);
	int rc = entity_transfer(c, e, to, MOVE_GIFT, why);
	if (rc == 0)
		ctx_announce(c, "%s gives %s to %s (R1001 6)", o->name, d.s, who);
	free(d.s);
	return rc;
}

/* R1003 ¶5 1) speaks of an action that "consists entirely of [a
 * member's] removal from that Organization": read as one the organisation
 * may take (docs/RULINGS.md). */
static int verb_expel(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	return org_remove_member(c, o, p->id, "removed by Organisational Action (R1003)");
}

/* R1000 "When an Institution disbands or is disbanded": by its own action
 * too (docs/RULINGS.md). */
static int verb_disband(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return org_disband(c, o, "by Organisational Action");
}

/* R515 with the organisation as the Trading Entity (R1000): what it
 * would receive is checked by R1021 ¶3 (orgs_may_receive, through the
 * entities' hooks), what it gives must be its own, and the A$ move from
 * and to its ledger account. */
static int verb_offer(ctx *c, org *o, int argc, char **argv)
{
	return trade_act_offer(c, OWNER_ORG(o->id), argc, argv);
}

static int verb_accept(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	return trade_act_accept(c, OWNER_ORG(o->id), argv[0]);
}

static int verb_decline(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	return trade_act_decline(c, OWNER_ORG(o->id), argv[0]);
}

static int verb_withdraw(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	return trade_act_withdraw(c, OWNER_ORG(o->id), argv[0]);
}

/* R501 ¶4 4), 5): an ITA trade offered at large or to the organisation,
 * accepted (it becomes the Ackan-anchor) or refused (src/econ/customs). */
static int verb_customs(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	if (strcaseeq(argv[0], "accept"))
		return customs_act_accept(c, OWNER_ORG(o->id), argv[1]);
	if (strcaseeq(argv[0], "refuse"))
		return customs_act_refuse(c, OWNER_ORG(o->id), argv[1]);
	return ctx_fail(c, "usage: customs accept|refuse N (R501 ¶4)");
}

/* R1230.1 2 E: "A player or Organization may create a new Party Chess
 * Piece of any existing type for a Swinger", paying from its account.
 * Party Chess's (src/games/pchess/pchess_buy.c), declared here so society
 * does not include the games. */
int pchess_org_buy(ctx *c, int holder, const char *name, int argc, char **argv);

static int verb_pchess(ctx *c, org *o, int argc, char **argv)
{
	return pchess_org_buy(c, o->account, o->name, argc, argv);
}

/* R1217 ¶1, ¶3: an organisation is a Trading Entity and may bury its
 * entities; "If the Burier is not a player, than the announcement which
 * buried the Treasure must specify a player who will write the map":
 * `treasure bury ENTITY... writer PLAYER`. */
static int verb_treasure(ctx *c, org *o, int argc, char **argv)
{
	if (argc < 4 || !strcaseeq(argv[0], "bury") || !strcaseeq(argv[argc - 2], "writer"))
		return ctx_fail(c, "usage: treasure bury ENTITY... writer PLAYER (R1217 ¶1, ¶3)");
	const player *w = player_by_name(c->n, argv[argc - 1]);
	if (!w)
		return ctx_fail(c, "no player '%s' to write the Map (R1217 ¶3)", argv[argc - 1]);
	return treasure_bury(c, OWNER_ORG(o->id), o->name, w->id, argc - 3, argv + 1);
}

/* R1301 8 g: a Cult transforms itself into a Church (orgs_church.c). */
static int verb_church(ctx *c, org *o, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return church_verb_transform(c, o);
}

static const org_verb verbs[] = {
	{"policy", 1, 2, "policy POLICY [MEMBER]", "R1001 4", verb_policy},
	{"admit", 1, 1, "admit PLAYER", "R1001 4 a", verb_admit},
	{"pay", 3, 4, "pay AMOUNT CURRENCY [to] HOLDER", "R1001 6", verb_pay},
	{"give", 2, 3, "give ENTITY [to] OWNER", "R1001 6", verb_give},
	{"expel", 1, 1, "expel MEMBER", "R1003", verb_expel},
	{"disband", 0, 0, "disband", "R1000", verb_disband},
	{"offer", 3, CMD_MAX_WORDS, "offer [to PARTY[,PARTY...]] GIVE for REQUEST", "R515 ¶2",
	 verb_offer},
	{"accept", 1, 1, "accept OFFER", "R515 ¶4", verb_accept},
	{"decline", 1, 1, "decline OFFER", "R515 ¶4", verb_decline},
	{"withdraw", 1, 1, "withdraw OFFER", "R515 ¶3", verb_withdraw},
	{"pchess", 5, 5, "pchess buy GAME TYPE for SWINGER", "R1230.1 2 E", verb_pchess},
	{"customs", 2, 2, "customs accept|refuse N", "R501 ¶4 4, 5", verb_customs},
	{"church", 0, 0, "church", "R1301 8 g", verb_church},
	{"treasure", 4, CMD_MAX_WORDS, "treasure bury ENTITY... writer PLAYER", "R1217 ¶1, ¶3",
	 verb_treasure},
};

static const org_verb *verb_find(const char *word)
{
	for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
		if (strcaseeq(verbs[i].word, word))
			return &verbs[i];
	return NULL;
}

int orgs_cmd_verbs(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
		ctx_reply(c, "%s%s (%s)", i ? "\n" : "", verbs[i].usage, verbs[i].rule);
	return 0;
}

static int approved(const org_suggestion *s, int pid)
{
	for (int i = 0; i < s->napprovals; i++)
		if (s->approvals[i] == pid)
			return 1;
	return 0;
}

/* Approvals by those who are members now. */
static int member_approvals(const org *o, const org_suggestion *s)
{
	int k = 0;
	for (int i = 0; i < o->nmembers; i++)
		k += approved(s, o->members[i]->player);
	return k;
}

static const char *sugg_state_name(enum sugg_state st)
{
	static const char *const names[] = {"pending", "done", "failed", "voided", "lapsed"};
	return names[st];
}

/* Splits the action into words (it was checked when suggested). */
static int split_action(const char *action, words *w)
{
	char err[128];
	return words_split(w, action, err, sizeof err);
}

/* The attempt (R1003 "the Organization attempts the action as
 * suggested"): all of it or nothing; a failed attempt is recorded with why,
 * and the event that caused it stands. */
static void attempt(ctx *c, org *o, org_suggestion *s, const char *when)
{
	words w;
	deadline_cancel(c, s->dl);
	UNDO_SET(c->j, s->dl, 0);
	if (split_action(s->action, &w)) {
		UNDO_SET(c->j, s->state, SUG_FAILED);
		org_set_str(c, &s->outcome, "its words could not be read");
		return;
	}
	const org_verb *v = verb_find(w.v[0]);
	/* A failed attempt leaves nothing: its journal and its public lines. */
	size_t mark = undo_mark(c->j), had = c->err.len;
	size_t news = c->scope ? c->scope->news.len : 0;
	int rc = !v ? ctx_fail(c, "no such verb")
	       : church_verb_check(c, o, v->word) ? -1 /* R1301 8 b: a Cult's */
						   : v->run(c, o, w.n - 1, w.v + 1);
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
		UNDO_SET(c->j, s->state, SUG_FAILED);
		org_set_str(c, &s->outcome, why);
		ctx_say(c, "%s attempts suggestion %d, \"%s\", and fails: %s (R1003, %s)", o->name,
			s->number, s->action, why, when);
		free(why);
	} else {
		UNDO_SET(c->j, s->state, SUG_DONE);
		org_set_str(c, &s->outcome, when);
		ctx_say(c, "%s does suggestion %d, \"%s\" (R1003, %s)", o->name, s->number,
			s->action, when);
	}
	words_free(&w);
}

/* R1003 ¶3: "If, after a suggestion is made, all active, non-gaoled
 * members of the Organization approve it within seven days, and no member
 * denounces it, then the Organization attempts the action". */
static void maybe_unanimous(ctx *c, org *o, org_suggestion *s)
{
	if (s->state != SUG_PENDING)
		return;
	if (church_founderless(c->n, o)) { /* R1301 ¶11 b (orgs_church.c) */
		if (church_priests_approve(c->n, o, s->approvals, s->napprovals))
			attempt(c, o, s, "R1301 ¶11 b: every Active Priest approved");
		return;
	}
	for (int i = 0; i < o->nmembers; i++) {
		int pid = o->members[i]->player;
		const player *p = player_by_id(c->n, pid);
		if (p && player_is_active(p) && !crime_in_gaol(c->n, pid) && !approved(s, pid))
			return;
	}
	attempt(c, o, s, "every active, non-gaoled member approved");
}

static int add_approval(ctx *c, org_suggestion *s, int pid)
{
	if (approved(s, pid))
		return 0;
	if (s->napprovals >= (int)(sizeof s->approvals / sizeof *s->approvals))
		return ctx_fail(c, "too many approvals");
	UNDO_SET(c->j, s->approvals[s->napprovals], pid);
	UNDO_SET(c->j, s->napprovals, s->napprovals + 1);
	return 0;
}

/* R1003 ¶4: "If seven days pass after a suggestion is made, then the
 * Organization shall make the attempt, as suggested, if and only if no
 * member of that Organization denounced the suggestion, and at least two
 * thirds of the Organization's members approved it". */
static int fire_action(ctx *c, const deadline *d)
{
	org_suggestion *s = org_suggestion_by_number(c->n, d->subject);
	org *o = s ? org_by_id(c->n, s->org) : NULL;
	if (!o || s->state != SUG_PENDING || s->dl != d->id) {
		ctx_reply(c, "nothing to do");
		return 0;
	}
	ctx_arg_int(c, "suggestion", s->number);
	int k = member_approvals(o, s), of = o->nmembers;
	int pass = 3 * k >= 2 * of;
	if (church_founderless(c->n, o)) /* R1301 ¶11 b: of its Active members */
		pass = church_active_approve(c->n, o, s->approvals, s->napprovals, &k, &of);
	if (pass) {
		char when[96];
		snprintf(when, sizeof when, "%s, %d of %d members approving",
			 church_founderless(c->n, o) ? "R1301 ¶11 b: three days" : "seven days", k,
			 of);
		attempt(c, o, s, when);
		return 0;
	}
	UNDO_SET(c->j, s->dl, 0);
	UNDO_SET(c->j, s->state, SUG_LAPSED);
	org_set_str(c, &s->outcome, church_founderless(c->n, o)
					    ? "fewer than two thirds approved in three days"
					    : "fewer than two thirds approved in seven days");
	ctx_say(c, "suggestion %d of %s, \"%s\", lapses: %d of %d members approved, fewer than two "
		"thirds (%s)", s->number, o->name, s->action, k, of,
		church_founderless(c->n, o) ? "R1301 ¶11 b" : "R1003");
	return 0;
}

const deadline_kind dl_org_action = {"org-action", "R1003", fire_action, NULL};

char *org_action_text(ctx *c, int argc, char **argv, int from, const char *what)
{
	for (int i = from; i < argc; i++)
		if (strpbrk(argv[i], "\"\\\n")) {
			ctx_fail(c, "a %s's words hold no quotes, backslashes or line breaks", what);
			return NULL;
		}
	sbuf a = {0};
	for (int i = from; i < argc; i++) {
		int quote = strchr(argv[i], ' ') != NULL || !argv[i][0];
		sbuf_printf(&a, "%s%s%s%s", i > from ? " " : "", quote ? "\"" : "", argv[i],
			    quote ? "\"" : "");
	}
	return sbuf_take(&a);
}

static org *member_org(ctx *c, const char *name)
{
	org *o = org_arg(c, name);
	if (o && org_not_organisation(c, o))
		return NULL;
	if (o && org_member_index(o, c->actor->id) < 0) {
		ctx_fail(c, "only a member of %s may do that (R1003)", o->name);
		return NULL;
	}
	return o;
}

/* `org suggest ORG VERB WORDS...`: R1003 ¶2 "some member of the
 * Organization sends a public message suggesting an action ... The
 * suggestion must include the name of the Organization". */
int orgs_cmd_suggest(ctx *c, int argc, char **argv)
{
	org *o = member_org(c, argv[0]);
	if (!o)
		return -1;
	const org_verb *v = verb_find(argv[1]);
	if (!v)
		return ctx_fail(c, "'%s' is not something an organisation does (`org verbs` lists "
				"them)", argv[1]);
	int n = argc - 2;
	if (n < v->min_args || n > v->max_args)
		return ctx_fail(c, "usage: org suggest ORG %s (%s)", v->usage, v->rule);
	if (church_verb_check(c, o, v->word)) /* R1301 8 b */
		return -1;
	char *text = org_action_text(c, argc, argv, 1, "suggestion");
	if (!text)
		return -1;
	orgs *st = orgs_of(c);
	org_suggestion *s = xcalloc(1, sizeof *s);
	s->number = st->nsuggestions + 1;
	s->org = o->id;
	s->author = c->actor->id;
	s->action = text;
	s->made = c->now;
	s->made_seq = c->seq;
	/* R1301 ¶11 b: a Church with no Founder, "within three days". */
	const char *days = church_founderless(c->n, o) ? "church.action_days" : "org.action_days";
	s->dl = deadline_add(c, c->now + param_int(c->n, days) * ORG_DAY, &dl_org_action, s->number,
			     o->id);
	mut_append(c, (void ***)&st->suggestions, &st->nsuggestions, &st->suggestions_cap, s,
		    org_suggestion_free);
	ctx_arg_int(c, "suggestion", s->number);
	/* R1003 ¶3 "Submission of a suggestion is considered to constitute
	 * approval"; ¶5 proxied members approve "at the time it is suggested". */
	add_approval(c, s, c->actor->id);
	for (int i = 0; i < o->nmembers; i++)
		if (o->members[i]->proxy)
			add_approval(c, s, o->members[i]->player);
	ctx_say(c, "%s suggests an action for %s, \"%s\": suggestion %d (R1003); approved by %d of "
		"%d members", c->actor->name, o->name, s->action, s->number, s->napprovals,
		o->nmembers);
	/* R1301 ¶11: "An announcement by the Founder that the Church takes a
	 * certain Organizational Action ... include[s] both the suggestion and
	 * the approval" (orgs_church.c). */
	if (church_announces(c->n, o, c->actor->id)) {
		attempt(c, o, s, "R1301 ¶11: the Founder's announcement");
		return 0;
	}
	maybe_unanimous(c, o, s);
	return 0;
}

static org_suggestion *pending_arg(ctx *c, const char *word, org **o)
{
	int64_t num;
	if (parse_int64(word, &num) || num < 1 || num > INT32_MAX)
		return ctx_fail(c, "'%s' is not a suggestion's number", word), NULL;
	org_suggestion *s = org_suggestion_by_number(c->n, (int)num);
	if (!s)
		return ctx_fail(c, "there is no suggestion %s", word), NULL;
	*o = org_by_id(c->n, s->org);
	if (org_member_index(*o, c->actor->id) < 0)
		return ctx_fail(c, "only a member of %s may do that (R1003)", (*o)->name), NULL;
	if (s->state != SUG_PENDING)
		return ctx_fail(c, "suggestion %d is %s already", s->number,
				sugg_state_name(s->state)), NULL;
	return s;
}

int orgs_cmd_approve(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o;
	org_suggestion *s = pending_arg(c, argv[0], &o);
	if (!s)
		return -1;
	if (approved(s, c->actor->id))
		return ctx_fail(c, "you approved suggestion %d already", s->number);
	ctx_arg_int(c, "suggestion", s->number);
	if (add_approval(c, s, c->actor->id))
		return -1;
	ctx_say(c, "%s approves suggestion %d of %s (R1003): %d of %d members", c->actor->name,
		s->number, o->name, member_approvals(o, s), o->nmembers);
	maybe_unanimous(c, o, s);
	return 0;
}

/* R1003 ¶2 "If any member denounces the suggestion, it is voided", with
 * the limits of ¶6. */
int orgs_cmd_denounce(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o;
	org_suggestion *s = pending_arg(c, argv[0], &o);
	if (!s)
		return -1;
	const org_member *m = o->members[org_member_index(o, c->actor->id)];
	/* R1003 ¶6 2): "suggested prior to eir most recent acquisition of
	 * membership". */
	if (s->made_seq < m->since_seq)
		return ctx_fail(c, "suggestion %d was made before you became a member of %s: you may "
				"not denounce it (R1003 2)", s->number, o->name);
	/* R1003 ¶6 1): "consists entirely of eir removal from that
	 * Organization unless there are only two members". */
	words w;
	if (split_action(s->action, &w) == 0) {
		int own = w.n == 2 && strcaseeq(w.v[0], "expel") &&
			  player_by_name(c->n, w.v[1]) == c->actor;
		words_free(&w);
		if (own && o->nmembers != 2)
			return ctx_fail(c, "suggestion %d is only your removal from %s: you may not "
					"denounce it unless it has only two members (R1003 1)",
					s->number, o->name);
	}
	if (church_debunk_check(c, o)) /* R1301 ¶11 b */
		return -1;
	ctx_arg_int(c, "suggestion", s->number);
	deadline_cancel(c, s->dl);
	UNDO_SET(c->j, s->dl, 0);
	UNDO_SET(c->j, s->state, SUG_VOIDED);
	UNDO_SET(c->j, s->denouncer, c->actor->id);
	org_set_str(c, &s->outcome, "denounced");
	ctx_say(c, "%s denounces suggestion %d of %s, \"%s\": it is voided (R1003)", c->actor->name,
		s->number, o->name, s->action);
	return 0;
}

/* R1003 ¶5: "A member of an Organization may proxy their approval to that
 * Organization, or renounce it as a public action. At the time a member
 * proxies their approval, they shall automatically approve of all
 * organizational actions under consideration". */
int orgs_cmd_proxy(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = member_org(c, argv[0]);
	if (!o)
		return -1;
	org_member *m = o->members[org_member_index(o, c->actor->id)];
	if (m->proxy)
		return ctx_fail(c, "your approval is proxied to %s already", o->name);
	UNDO_SET(c->j, m->proxy, 1);
	ctx_say(c, "%s proxies eir approval to %s (R1003)", c->actor->name, o->name);
	orgs *st = orgs_of(c);
	for (int i = 0; i < st->nsuggestions; i++) {
		org_suggestion *s = st->suggestions[i];
		if (s->org == o->id && s->state == SUG_PENDING && !approved(s, c->actor->id)) {
			if (add_approval(c, s, c->actor->id))
				return -1;
			maybe_unanimous(c, o, s);
		}
	}
	return 0;
}

int orgs_cmd_renounce(ctx *c, int argc, char **argv)
{
	(void)argc;
	org *o = member_org(c, argv[0]);
	if (!o)
		return -1;
	org_member *m = o->members[org_member_index(o, c->actor->id)];
	if (!m->proxy)
		return ctx_fail(c, "your approval is not proxied to %s", o->name);
	UNDO_SET(c->j, m->proxy, 0);
	ctx_say(c, "%s renounces eir proxy to %s (R1003)", c->actor->name, o->name);
	return 0;
}

void orgs_void_suggestions(ctx *c, const org *o, const char *why)
{
	orgs *st = orgs_of(c);
	for (int i = 0; i < st->nsuggestions; i++) {
		org_suggestion *s = st->suggestions[i];
		if (s->org != o->id || s->state != SUG_PENDING)
			continue;
		deadline_cancel(c, s->dl);
		UNDO_SET(c->j, s->dl, 0);
		UNDO_SET(c->j, s->state, SUG_VOIDED);
		org_set_str(c, &s->outcome, why);
	}
}

const char *orgs_sugg_state(int st)
{
	return sugg_state_name((enum sugg_state)st);
}
