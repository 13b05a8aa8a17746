/* aos_props.c: proposals among the Contestants (Ace of Spades regs 107-112,
 * 118): submitted with a number and a text, perhaps private (or Secret, the
 * Contestmaster's), placed Up for Vote by the Contestmaster, voted FOR or
 * AGAINST once by each Contestant, decided by the aos method
 * (src/gov/methods/aos.c) no sooner than aos.vote_wait after, and an
 * adopted one takes effect with its number when the Contestmaster
 * announces it (reg 112). A proposed Marking Regulation is tried on the
 * current Hands first, so one that never ends is refused by its budget. */
#include "agora/aos/aos.h"
#include "core/params.h"
#include "core/rules_effects.h"
#include "gov/methods/methods.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

aos_prop *aos_prop_by(const aos *s, int id)
{
	return s && id >= 1 && id <= s->np ? &s->p[id - 1] : NULL;
}

static const char *vis_word(int v)
{
	return v == AOS_SECRET ? "Secret" : v == AOS_PRIVATE ? "private" : "public";
}

/* aos propose NUMBER TEXT [private|secret] */
int aos_cmd_propose(ctx *c, int argc, char **argv)
{
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (s->reckoned)
		return ctx_fail(c, "the Moment of Reckoning has passed (reg 120)");
	aos_member *me = c->actor ? aos_member_of(s, c->actor->id) : NULL;
	int cm = aos_is_cm(c, s);
	if (!cm && (!me || !me->active))
		return ctx_fail(c, "only a Contestant may submit a Proposal (reg 107)");
	int64_t num;
	int64_t lo = param_int(c->n, "aos.reg_min"), hi = param_int(c->n, "aos.reg_max");
	if (parse_int64(argv[0], &num) || num < lo || num > hi)
		return ctx_fail(c, "a proposed Regulation's number must be %lld or greater, and "
				"less than %lld (reg 107): not %s", (long long)lo,
				(long long)hi + 1, argv[0]);
	int vis = AOS_PUBLIC;
	if (argc > 2) {
		if (strcaseeq(argv[2], "private"))
			vis = AOS_PRIVATE;
		else if (strcaseeq(argv[2], "secret"))
			vis = AOS_SECRET;
		else
			return ctx_fail(c, "usage: aos propose NUMBER TEXT [private|secret]");
	}
	if (vis == AOS_SECRET && !cm)
		return ctx_fail(c, "only the Contestmaster may propose a Secret Regulation "
				"(reg 107)");
	if (vis == AOS_PRIVATE && cm && !me)
		return ctx_fail(c, "the Contestmaster may propose Public or Secret Regulations "
				"(reg 107)");
	const char *text = argv[1];
	if (!*text)
		return ctx_fail(c, "a Proposal includes the proposed contents (reg 107)");
	/* Reg 107, 108: a Proposal is submitted to the Contestmaster, who
	 * announces it when e places it Up for Vote; until then it is the
	 * proposer's and eirs, in the log too. Private or Secret contents
	 * are sealed as well (visibility.h VIS_REGULATION). */
	c->hidden = 1;
	if (vis != AOS_PUBLIC)
		ctx_seal(c, VIS_REGULATION);
	/* Reg 119: numbered aos.marking_from or more, it is a Marking
	 * Regulation: a script (aos_mark.c), tried now on the current Hands. */
	if (num >= param_int(c->n, "aos.marking_from")) {
		const char *t = text;
		while (*t == ' ' || *t == '\n')
			t++;
		if (strncmp(t, "lua:", 4) != 0)
			return ctx_fail(c, "a Marking Regulation (reg 119) is a script: its text "
					"begins \"lua:\" (docs/AGORA.md)");
		double *worth = xcalloc((size_t)s->nm + 1, sizeof *worth);
		char why[400];
		int rc = aos_marking_run(c->n, s, t + 4, "=proposal", worth, why, sizeof why);
		free(worth);
		if (rc)
			return ctx_fail(c, "the proposed Marking Regulation cannot calculate a "
					"Hand's worth: %s (reg 118)", why);
	}
	s->p = xrealloc(s->p, (size_t)(s->np + 1) * sizeof *s->p);
	aos_prop *p = &s->p[s->np];
	*p = (aos_prop){.id = s->np + 1, .num = (int)num, .vis = vis,
			.proposer = c->actor ? c->actor->id : 0, .phase = AOS_SUBMITTED,
			.text = xstrdup(text), .submitted = c->now};
	s->np++;
	ctx_reply(c, "Proposal %d submitted to the Contestmaster: Regulation %d (%s) (reg 107)",
		  p->id, p->num, vis_word(vis));
	return 0;
}

/* The proposal the actor may see, or NULL with one refusal whether it
 * exists or not: a proposal not yet Up for Vote is its proposer's and the
 * Contestmaster's (reg 107, 108). */
static aos_prop *seen_prop(ctx *c, aos *s, const char *word)
{
	int64_t k;
	aos_prop *p = NULL;
	if (!parse_int64(word, &k))
		p = aos_prop_by(s, (int)k);
	vis_viewer v = vis_viewer_ctx(c);
	if (p && (p->phase != AOS_SUBMITTED || aos_is_cm(c, s) ||
		  (v.pid && v.pid == p->proposer)))
		return p;
	ctx_fail(c, "there is no Proposal %s that you may see (reg 107, 108)", word);
	return NULL;
}

int aos_cmd_up(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (!aos_is_cm(c, s))
		return ctx_fail(c, "only the Contestmaster places Proposals Up for Vote (reg 108)");
	aos_prop *p = seen_prop(c, s, argv[0]);
	if (!p)
		return -1;
	if (p->phase != AOS_SUBMITTED)
		return ctx_fail(c, "Proposal %d is not awaiting the Contestmaster (reg 108)", p->id);
	p->phase = AOS_UP;
	p->up_at = c->now;
	/* Reg 108: its number, its contents if it is Public, and that it is Up. */
	if (p->vis == AOS_PUBLIC)
		ctx_say(c, "Proposal %d, Regulation %d, is Up for Vote (reg 108): %s", p->id, p->num,
			p->text);
	else
		ctx_say(c, "Proposal %d, Regulation %d (%s), is Up for Vote (reg 108)", p->id,
			p->num, vis_word(p->vis));
	return 0;
}

int aos_cmd_vote(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *me = c->actor ? aos_member_of(s, c->actor->id) : NULL;
	if (!me || !me->active)
		return ctx_fail(c, "only a Contestant may vote (reg 109)");
	aos_prop *p = seen_prop(c, s, argv[0]);
	if (!p)
		return -1;
	if (p->phase != AOS_UP)
		return ctx_fail(c, "Proposal %d is not Up for Vote (reg 109)", p->id);
	int ballot = strcaseeq(argv[1], "for") ? 1 : strcaseeq(argv[1], "against") ? 2 : 0;
	if (!ballot)
		return ctx_fail(c, "a vote is FOR or AGAINST (reg 109)");
	for (int i = 0; i < p->nvotes; i++)
		if (p->votes[i].pid == me->pid)
			return ctx_fail(c, "you have voted on Proposal %d already; votes may not be "
					"retracted (reg 109)", p->id);
	/* Reg 235: a Contestant's vote is Secret. */
	c->hidden = 1;
	p->votes = xrealloc(p->votes, (size_t)(p->nvotes + 1) * sizeof *p->votes);
	p->votes[p->nvotes++] = (aos_vote){me->pid, ballot};
	ctx_reply(c, "your vote %s on Proposal %d is recorded (reg 109)", ballot == 1 ? "FOR" :
		  "AGAINST", p->id);
	return 0;
}

/* The tally the aos method decides on (reg 110: of the current
 * Contestants). */
static void count(const aos *s, const aos_prop *p, gtime now, tally *t)
{
	memset(t, 0, sizeof *t);
	for (int i = 0; i < s->nm; i++)
		t->eligible += s->m[i].active;
	for (int i = 0; i < p->nvotes; i++) {
		const aos_member *m = aos_member_of(s, p->votes[i].pid);
		if (m && m->active) {
			t->ballots[p->votes[i].ballot]++;
			t->voters++;
		}
	}
	t->elapsed = now - p->up_at;
}

int aos_cmd_decide(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (!aos_is_cm(c, s))
		return ctx_fail(c, "the Contestmaster announces what is Adopted (reg 112)");
	aos_prop *p = seen_prop(c, s, argv[0]);
	if (!p)
		return -1;
	if (p->phase != AOS_UP)
		return ctx_fail(c, "Proposal %d is not Up for Vote (reg 110)", p->id);
	tally t;
	count(s, p, c->now, &t);
	method_config cfg = method_aos.defaults;
	cfg.min_wait = param_int(c->n, "aos.vote_wait");
	char why[200];
	enum decision_result d = method_aos.decide(&t, &cfg, 0, why, sizeof why);
	if (d == DECIDE_OPEN)
		return ctx_fail(c, "Proposal %d is still Up for Vote: %s", p->id, why);
	if (d == DECIDE_REJECTED) {
		p->phase = AOS_FAILED;
		ctx_say(c, "Proposal %d fails: %s", p->id, why);
		return 0;
	}
	char num[16], cause[32];
	snprintf(num, sizeof num, "%d", p->num);
	snprintf(cause, sizeof cause, "Proposal %d", p->id);
	int rv = p->vis == AOS_SECRET ? RULES_VIS_SECRET
	       : p->vis == AOS_PRIVATE ? RULES_VIS_PRIVATE : RULES_VIS_PUBLIC;
	/* Reg 112: an older Regulation of the number is repealed; its grants
	 * went with it. */
	char pre[32];
	snprintf(pre, sizeof pre, "reg %d#", p->num);
	for (int i = 0; i < s->ng; i++)
		if (strncmp(s->g[i].key, pre, strlen(pre)) == 0) {
			free(s->g[i].key);
			s->g[i--] = s->g[--s->ng];
		}
	if (effect_rule_enact_regulation(c, num, p->text, rv, cause))
		return -1;
	p->phase = AOS_ADOPTED;
	/* Reg 107: a private proposal's proposer is NTK for its contents; so
	 * for the Regulation it became (Limited: reg 240, no type set). */
	const rules_rule *r = rules_find_str(c->n->rules, num);
	if (r && p->vis == AOS_PRIVATE && p->proposer) {
		char key[64];
		aos_rule_key(r, r->revision, key, sizeof key);
		aos_grant_add(s, p->proposer, key, 0);
	}
	ctx_say(c, "Proposal %d is Adopted: Regulation %d takes effect (reg 112): %s", p->id,
		p->num, why);
	return 0;
}
