/* aos_intent.c: the contest's dependent actions (Ace of Spades regs 103,
 * 114, 250): what the Contestmaster may do only "without N Objections" or
 * "with Majority Support". Reg 103: "Objection and Support are as in the
 * Rules except that only Contestants may give Objection or Support for
 * Contest actions." As in the Rules (Agora's, read as the server reads
 * them for Arcadia: src/gov/methods/support.c, docs/RULINGS.md): the
 * Contestmaster announces eir intent publicly (`aos intent`), Contestants
 * support or object (`aos support`, `aos object`, changeable until the act),
 * and e may act (`aos act`) when the support method says the conditions
 * hold, counted then: for "without N Objections" fewer than N objectors and
 * no sooner than aos.objection_wait after the intent; for "with Majority
 * Support" supporters more than half the current Contestants; never later
 * than aos.intent_window after it. The initiator's own support does not
 * count.
 *
 * The actions: reg 250's making a Secret Regulation Public and giving a
 * public hint about one (without Objection: fewer than one); reg 114's
 * redresses (without 3 Objections or with Majority Support): removing a
 * Player from Contest membership, repealing a Mutable Regulation, creating
 * or destroying cards in a Hand or the Deck. An intent that names a Hand's
 * cards is hidden in the log (reg 230: their descriptors are Private);
 * `aos intents` shows their number to all and the cards to the Hand's
 * holder (the Hand's NTK). */
#include "agora/aos/aos.h"
#include "core/params.h"
#include "core/rules_effects.h"
#include "gov/methods/methods.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const act_words[] = {"reveal", "hint", "remove", "repeal", "create",
					"destroy", NULL};

static int act_reg(int act)
{
	return act == AOS_ACT_REVEAL || act == AOS_ACT_HINT ? 250 : 114;
}

/* The player an intent is about (remove, create, destroy): its arg holds
 * eir permanent id, so a rename changes nothing; 0 for the Deck. */
static int target(const aos_intent *in)
{
	return strcmp(in->arg, "deck") == 0 ? 0 : atoi(in->arg);
}

/* The words an intent is announced in: public but for a Hand's cards. */
static void describe(const nomic *n, const aos_intent *in, int show_cards, sbuf *out)
{
	switch (in->act) {
	case AOS_ACT_REVEAL:
		sbuf_printf(out, "make reg %s Public", in->arg);
		break;
	case AOS_ACT_HINT:
		sbuf_printf(out, "give a public hint about reg %s: %s", in->arg, in->text);
		break;
	case AOS_ACT_REMOVE:
		sbuf_printf(out, "remove %s from Contest membership", aos_name(n, target(in)));
		break;
	case AOS_ACT_REPEAL:
		sbuf_printf(out, "repeal reg %s", in->arg);
		break;
	default: {
		const char *verb = in->act == AOS_ACT_CREATE ? "create" : "destroy";
		const char *where = target(in) ? aos_name(n, target(in)) : "the Deck";
		if (show_cards) {
			aos_cards h = {0};
			sbuf b = {0};
			aos_cards_copy(&h, &in->cards);
			aos_cards_describe(&h, &b);
			sbuf_printf(out, "%s %s %s %s", verb, b.s,
				    in->act == AOS_ACT_CREATE ? "in" : "from", where);
			sbuf_free(&b);
			aos_cards_free(&h);
		} else {
			int k = aos_total(&in->cards);
			sbuf_printf(out, "%s %d card%s %s %s's Hand", verb, k, k == 1 ? "" : "s",
				    in->act == AOS_ACT_CREATE ? "in" : "from", where);
		}
	}
	}
}

/* Whether v may see which cards an intent names: the Deck's are Public
 * (undesignated, reg 104); a Hand's are its holder's (reg 230). */
static int sees_cards(const vis_viewer *v, const nomic *n, const aos_intent *in)
{
	if (in->act != AOS_ACT_CREATE && in->act != AOS_ACT_DESTROY)
		return 1;
	if (!target(in))
		return 1;
	char key[32];
	snprintf(key, sizeof key, "hand %d", target(in));
	return vis_may_know(v, n, key);
}

/* aos intent reveal REG | hint REG TEXT | remove PLAYER | repeal REG |
 *            create PLAYER|deck [N] SUIT... | destroy PLAYER|deck [N] SUIT... */
int aos_cmd_intent(ctx *c, int argc, char **argv)
{
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (!aos_is_cm(c, s))
		return ctx_fail(c, "only the Contestmaster performs Contest actions with Support or "
				"without Objection (reg 114, 250)");
	int act = -1;
	for (int i = 0; act_words[i]; i++)
		if (strcaseeq(argv[0], act_words[i]))
			act = i;
	if (act < 0 || argc < 2 || (act == AOS_ACT_HINT && argc != 3) ||
	    ((act == AOS_ACT_REVEAL || act == AOS_ACT_REMOVE || act == AOS_ACT_REPEAL) &&
	     argc != 2) || ((act == AOS_ACT_CREATE || act == AOS_ACT_DESTROY) && argc < 3))
		return ctx_fail(c, "usage: aos intent reveal REG | hint REG TEXT | remove PLAYER | "
				"repeal REG | create PLAYER|deck [N] SUIT... | destroy PLAYER|deck "
				"[N] SUIT...");
	aos_intent in = {.act = act, .by = c->actor ? c->actor->id : 0, .at = c->now};
	const rules_rule *r = NULL;
	if (act == AOS_ACT_REVEAL || act == AOS_ACT_HINT || act == AOS_ACT_REPEAL) {
		r = c->n->rules ? rules_find_str(c->n->rules, argv[1]) : NULL;
		if (!r || r->repealed)
			return ctx_fail(c, "there is no reg %s in force", argv[1]);
	}
	if ((act == AOS_ACT_REVEAL || act == AOS_ACT_HINT) &&
	    vis_contest->designation(c->n, r, r->revision) != RULES_VIS_SECRET)
		return ctx_fail(c, "reg %s is not Secret (reg 250)", argv[1]);
	if (act == AOS_ACT_REPEAL && r->mutability == RULES_MUT_IMMUTABLE)
		return ctx_fail(c, "reg %s is Immutable: reg 114 repeals a Mutable Regulation "
				"(reg 101: the unanimous consent of all Members, `aos change`)",
				argv[1]);
	char who[16] = "deck";
	if (act == AOS_ACT_REMOVE || ((act == AOS_ACT_CREATE || act == AOS_ACT_DESTROY) &&
				      !strcaseeq(argv[1], "deck"))) {
		aos_member *m = aos_arg_member(c, s, argv[1]);
		if (!m)
			return -1;
		snprintf(who, sizeof who, "%d", m->pid);
	}
	if (act == AOS_ACT_CREATE || act == AOS_ACT_DESTROY) {
		if (aos_parse_cards(c, s, argc - 2, argv + 2, &in.cards))
			return -1;
		if (!strcaseeq(argv[1], "deck"))
			c->hidden = 1; /* reg 230: a Hand's cards are Private */
	}
	s->in = xrealloc(s->in, (size_t)(s->nin + 1) * sizeof *s->in);
	in.id = s->nin + 1;
	in.arg = xstrdup(act == AOS_ACT_REMOVE || act == AOS_ACT_CREATE || act == AOS_ACT_DESTROY
			 ? who : argv[1]);
	in.text = xstrdup(act == AOS_ACT_HINT ? argv[2] : "");
	s->in[s->nin++] = in;
	sbuf full = {0}, pub = {0};
	describe(c->n, &in, 1, &full);
	describe(c->n, &in, 0, &pub);
	const char *cond = act_reg(act) == 250 ? "without Objection" :
			   "without 3 Objections or with Majority Support";
	ctx_reply(c, "Intent %d: the Contestmaster intends to %s, %s (reg %d, 103)", in.id,
		  full.s, cond, act_reg(act));
	ctx_announce(c, "Intent %d: the Contestmaster intends to %s, %s (reg %d, 103)", in.id,
		     pub.s, cond, act_reg(act));
	sbuf_free(&full);
	sbuf_free(&pub);
	return 0;
}

static aos_intent *intent_arg(ctx *c, aos *s, const char *word)
{
	int64_t k;
	if (parse_int64(word, &k) || k < 1 || k > s->nin) {
		ctx_fail(c, "there is no Intent %s", word);
		return NULL;
	}
	return &s->in[k - 1];
}

/* Reg 103: "only Contestants may give Objection or Support for Contest
 * actions"; as in the Rules, one may change it until the act. */
static int give(ctx *c, char **argv, int ballot)
{
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *me = c->actor ? aos_member_of(s, c->actor->id) : NULL;
	if (!me || !me->active)
		return ctx_fail(c, "only Contestants may give Objection or Support for Contest "
				"actions (reg 103)");
	aos_intent *in = intent_arg(c, s, argv[0]);
	if (!in)
		return -1;
	if (in->phase != AOS_INTENT_OPEN)
		return ctx_fail(c, "Intent %d is over", in->id);
	if (ballot == 1 && me->pid == in->by)
		return ctx_fail(c, "the Contestmaster may not support eir own intent (reg 103: as "
				"in the Rules)");
	for (int i = 0; i < in->nv; i++)
		if (in->v[i].pid == me->pid) {
			if (in->v[i].ballot == ballot)
				return ctx_fail(c, "you have %s Intent %d already", ballot == 1 ?
						"supported" : "objected to", in->id);
			in->v[i].ballot = ballot;
			goto said;
		}
	in->v = xrealloc(in->v, (size_t)(in->nv + 1) * sizeof *in->v);
	in->v[in->nv++] = (aos_vote){me->pid, ballot};
said:
	ctx_say(c, "%s %s Intent %d (reg 103)", c->actor->name, ballot == 1 ? "supports" :
		"objects to", in->id);
	return 0;
}

int aos_cmd_support(ctx *c, int argc, char **argv)
{
	(void)argc;
	return give(c, argv, 1);
}

int aos_cmd_object(ctx *c, int argc, char **argv)
{
	(void)argc;
	return give(c, argv, 2);
}

/* The support method's answer for in now (reg 103: counting only current
 * Contestants, and not the initiator's support). */
static enum decision_result decide(const nomic *n, const aos *s, const aos_intent *in,
				   gtime now, char *why, size_t len)
{
	tally t = {0};
	for (int i = 0; i < s->nm; i++)
		t.eligible += s->m[i].active;
	for (int i = 0; i < in->nv; i++) {
		const aos_member *m = aos_member_of(s, in->v[i].pid);
		if (m && m->active && !(in->v[i].ballot == 1 && m->pid == in->by))
			t.ballots[in->v[i].ballot]++;
	}
	t.elapsed = now - in->at;
	int at_close = t.elapsed > param_int(n, "aos.intent_window");
	method_config cfg = method_support.defaults;
	cfg.window = param_int(n, "aos.intent_window");
	/* Without N Objections. */
	cfg.support = 0;
	cfg.objections = param_int(n, act_reg(in->act) == 250 ? "aos.reveal_objections"
							      : "aos.redress_objections");
	cfg.min_wait = param_int(n, "aos.objection_wait");
	char a[200];
	if (at_close) { /* as in the Rules: an intent lapses */
		snprintf(why, len, "announced more than %lld days ago (aos.intent_window): the "
			 "intent expired", (long long)(cfg.window / 86400));
		return DECIDE_REJECTED;
	}
	enum decision_result d = method_support.decide(&t, &cfg, at_close, a, sizeof a);
	int waited = t.elapsed >= cfg.min_wait;
	if (act_reg(in->act) != 250 && d != DECIDE_ADOPTED) {
		/* Reg 114: or with Majority Support (more than half the current
		 * Contestants), no objection clause, its own wait. */
		cfg.support = t.eligible / 2 + 1;
		cfg.objections = 0;
		cfg.min_wait = param_int(n, "aos.support_wait");
		enum decision_result e = method_support.decide(&t, &cfg, at_close, a, sizeof a);
		if (e == DECIDE_ADOPTED)
			d = e;
		snprintf(why, len, "%lld support (Majority Support is %lld of %lld Contestants), "
			 "%lld objections (fewer than %lld allowed)%s: %s",
			 (long long)t.ballots[1], (long long)(t.eligible / 2 + 1),
			 (long long)t.eligible, (long long)t.ballots[2],
			 (long long)param_int(n, "aos.redress_objections"),
			 waited || d == DECIDE_ADOPTED ? "" : ", the waiting period not over",
			 d == DECIDE_ADOPTED ? "may be done" : at_close ? "the intent expired"
									: "not yet");
		return d;
	}
	snprintf(why, len, "%lld support, %lld objections (fewer than %lld allowed)%s: %s",
		 (long long)t.ballots[1], (long long)t.ballots[2], (long long)cfg.objections,
		 waited || d == DECIDE_ADOPTED ? "" : ", the waiting period not over",
		 d == DECIDE_ADOPTED ? "may be done" : at_close ? "the intent expired" : "not yet");
	return d;
}

static int perform(ctx *c, aos *s, aos_intent *in)
{
	const rules_rule *r = NULL;
	if (in->act == AOS_ACT_REVEAL || in->act == AOS_ACT_HINT || in->act == AOS_ACT_REPEAL) {
		r = c->n->rules ? rules_find_str(c->n->rules, in->arg) : NULL;
		if (!r || r->repealed)
			return ctx_fail(c, "there is no reg %s in force", in->arg);
	}
	switch (in->act) {
	case AOS_ACT_REVEAL:
	case AOS_ACT_HINT: {
		if (vis_contest->designation(c->n, r, r->revision) != RULES_VIS_SECRET)
			return ctx_fail(c, "reg %s is not Secret now (reg 250)", in->arg);
		if (in->act == AOS_ACT_HINT) {
			ctx_say(c, "The Contestmaster's public hint about reg %s (reg 250): %s",
				in->arg, in->text);
			return 0;
		}
		char key[64];
		aos_rule_key(r, r->revision, key, sizeof key);
		s->d = xrealloc(s->d, (size_t)(s->nd + 1) * sizeof *s->d);
		s->d[s->nd++] = (aos_desig){xstrdup(key), RULES_VIS_PUBLIC};
		ctx_say(c, "The Contestmaster makes reg %s Public (reg 250): %s", in->arg,
			rules_rule_text(r));
		return 0;
	}
	case AOS_ACT_REMOVE: {
		aos_member *m = aos_member_of(s, target(in));
		if (!m || !m->active)
			return ctx_fail(c, "%s is not a Contestant now (reg 114)",
					aos_name(c->n, target(in)));
		m->active = 0;
		ctx_say(c, "%s is removed from the Contest (reg 114)", aos_name(c->n, m->pid));
		return 0;
	}
	case AOS_ACT_REPEAL: {
		char cause[32], pre[32];
		snprintf(cause, sizeof cause, "Intent %d", in->id);
		/* Its grants go with it, as under reg 112. */
		snprintf(pre, sizeof pre, "reg %s#", in->arg);
		for (int i = 0; i < s->ng; i++)
			if (strncmp(s->g[i].key, pre, strlen(pre)) == 0) {
				free(s->g[i].key);
				s->g[i--] = s->g[--s->ng];
			}
		if (effect_rule_repeal(c, in->arg, cause))
			return -1;
		ctx_say(c, "The Contestmaster repeals reg %s (reg 114)", in->arg);
		return 0;
	}
	default: {
		aos_cards *h = &s->deck;
		if (target(in)) {
			aos_member *m = aos_member_of(s, target(in));
			if (!m || !m->active)
				return ctx_fail(c, "%s is not a Contestant now (reg 114)",
						aos_name(c->n, target(in)));
			h = &m->hand;
			c->hidden = 1; /* reg 230 */
		}
		for (int i = 0; in->act == AOS_ACT_DESTROY && i < in->cards.n; i++)
			if (aos_count(h, in->cards.v[i].desc) < in->cards.v[i].count)
				return ctx_fail(c, "there are not %d %s to destroy (reg 114)",
						in->cards.v[i].count, in->cards.v[i].desc);
		for (int i = 0; i < in->cards.n; i++) {
			if (in->act == AOS_ACT_CREATE)
				aos_add(h, in->cards.v[i].desc, in->cards.v[i].count);
			else
				aos_take(h, in->cards.v[i].desc, in->cards.v[i].count);
		}
		aos_upkeep(c, s); /* reg 123, 210 */
		sbuf pub = {0};
		describe(c->n, in, 1, &pub); /* a Hand's: the event is hidden */
		ctx_say(c, "The Contestmaster does it: %s (reg 114)", pub.s);
		sbuf_free(&pub);
		return 0;
	}
	}
}

/* aos act N: the Contestmaster performs an intent whose conditions hold. */
int aos_cmd_act(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (!aos_is_cm(c, s))
		return ctx_fail(c, "only the Contestmaster performs the actions of reg 114 and 250");
	aos_intent *in = intent_arg(c, s, argv[0]);
	if (!in)
		return -1;
	if (in->phase != AOS_INTENT_OPEN)
		return ctx_fail(c, "Intent %d is over", in->id);
	char why[300];
	enum decision_result d = decide(c->n, s, in, c->now, why, sizeof why);
	if (d != DECIDE_ADOPTED)
		return ctx_fail(c, "Intent %d may not be acted on: %s (reg %d, 103)", in->id, why,
				act_reg(in->act));
	int id = in->id;
	if (perform(c, s, in))
		return -1;
	s->in[id - 1].phase = AOS_INTENT_DONE;
	ctx_reply(c, "\n(Intent %d: %s)", id, why);
	return 0;
}

/* aos intents: every intent, its support and objections (public, as in
 * the Rules: they are given publicly), what it may show the viewer. */
int aos_cmd_intents(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	const aos *s = c->n->aos;
	if (!s)
		return ctx_fail(c, "no Ace of Spades contest has begun (`aos start CONTESTMASTER`)");
	vis_viewer v = vis_viewer_ctx(c);
	if (!s->nin)
		ctx_reply(c, "no Intents");
	for (int i = 0; i < s->nin; i++) {
		const aos_intent *in = &s->in[i];
		sbuf b = {0};
		describe(c->n, in, sees_cards(&v, c->n, in), &b);
		char why[300];
		const char *state = in->phase == AOS_INTENT_DONE ? "done" : "open";
		if (in->phase == AOS_INTENT_OPEN &&
		    decide(c->n, s, in, c->now, why, sizeof why) == DECIDE_REJECTED)
			state = "lapsed";
		ctx_reply(c, "%sIntent %d (%s, reg %d): %s", i ? "\n" : "", in->id, state,
			  act_reg(in->act), b.s);
		for (int ballot = 1; ballot <= 2; ballot++) {
			int k = 0;
			for (int j = 0; j < in->nv; j++)
				if (in->v[j].ballot == ballot)
					ctx_reply(c, "%s%s", k++ ? ", " : ballot == 1 ?
						  "; supported by " : "; objected to by ",
						  aos_name(c->n, in->v[j].pid));
		}
		if (in->phase == AOS_INTENT_OPEN)
			ctx_reply(c, "\n  %s", why);
		sbuf_free(&b);
	}
	return 0;
}
