/* aos_change.c: changing an Immutable Regulation (Ace of Spades reg 101:
 * "Regulations 101-125 are Immutable and may only be changed by the
 * unanimous consent of all Members"). A Member (a current Contestant: reg
 * 114 speaks of "Contest membership") or the Contestmaster proposes a new
 * text for an Immutable Regulation (`aos change REG TEXT`); each Member
 * consents (`aos consent K`; the proposer, if a Member, by proposing); the
 * change is applied the moment every current Member has consented, and
 * not before. One who joins meanwhile must consent too; one removed no
 * longer counts. Immutable Regulations are Public (reg 106), so all of it
 * is public. */
#include "agora/aos/aos.h"
#include "core/rules_effects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int consented(const aos_change *ch, int pid)
{
	for (int i = 0; i < ch->nconsent; i++)
		if (ch->consent[i] == pid)
			return 1;
	return 0;
}

/* Applies ch if every current Member has consented: 1 if it did, 0 if
 * some have not, -1 on error. */
static int try_apply(ctx *c, aos *s, aos_change *ch)
{
	int members = 0, missing = 0;
	for (int i = 0; i < s->nm; i++)
		if (s->m[i].active) {
			members++;
			missing += !consented(ch, s->m[i].pid);
		}
	if (!members || missing) {
		ctx_reply(c, "\nChange %d has the consent of %d of %d Members (reg 101)", ch->id,
			  members - missing, members);
		return 0;
	}
	const rules_rule *r = c->n->rules ? rules_find_str(c->n->rules, ch->reg) : NULL;
	if (!r || r->repealed || r->mutability != RULES_MUT_IMMUTABLE)
		return ctx_fail(c, "reg %s is no longer an Immutable Regulation in force", ch->reg);
	char cause[32];
	snprintf(cause, sizeof cause, "Change %d (reg 101)", ch->id);
	if (effect_rule_amend(c, ch->reg, ch->text, cause))
		return -1;
	ch->applied = 1;
	ctx_say(c, "Change %d has the unanimous consent of all %d Members: reg %s is changed "
		"(reg 101)", ch->id, members, ch->reg);
	return 1;
}

/* aos change REG TEXT */
int aos_cmd_change(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *me = c->actor ? aos_member_of(s, c->actor->id) : NULL;
	int member = me && me->active;
	if (!member && !aos_is_cm(c, s))
		return ctx_fail(c, "only a Member or the Contestmaster may propose changing an "
				"Immutable Regulation (reg 101)");
	const rules_rule *r = c->n->rules ? rules_find_str(c->n->rules, argv[0]) : NULL;
	if (!r || r->repealed)
		return ctx_fail(c, "there is no reg %s in force", argv[0]);
	if (r->mutability != RULES_MUT_IMMUTABLE)
		return ctx_fail(c, "reg %s is Mutable: it is changed by a Proposal (reg 107)",
				argv[0]);
	if (!*argv[1])
		return ctx_fail(c, "a change gives the Regulation's new text (reg 101)");
	s->ch = xrealloc(s->ch, (size_t)(s->nch + 1) * sizeof *s->ch);
	aos_change *ch = &s->ch[s->nch];
	*ch = (aos_change){.id = s->nch + 1, .reg = xstrdup(argv[0]), .text = xstrdup(argv[1]),
			   .by = c->actor ? c->actor->id : 0, .at = c->now};
	s->nch++;
	if (member) {
		ch->consent = xcalloc(1, sizeof *ch->consent);
		ch->consent[ch->nconsent++] = me->pid;
	}
	ctx_say(c, "Change %d: reg %s to read \"%s\", by the unanimous consent of all Members "
		"(reg 101)", ch->id, ch->reg, ch->text);
	return try_apply(c, s, ch) < 0 ? -1 : 0;
}

/* aos consent K */
int aos_cmd_consent(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *me = c->actor ? aos_member_of(s, c->actor->id) : NULL;
	if (!me || !me->active)
		return ctx_fail(c, "only a Member consents to changing an Immutable Regulation "
				"(reg 101)");
	int64_t k;
	if (parse_int64(argv[0], &k) || k < 1 || k > s->nch)
		return ctx_fail(c, "there is no Change %s", argv[0]);
	aos_change *ch = &s->ch[k - 1];
	if (ch->applied)
		return ctx_fail(c, "Change %d has been applied already", ch->id);
	if (consented(ch, me->pid))
		return ctx_fail(c, "you have consented to Change %d already", ch->id);
	ch->consent = xrealloc(ch->consent, (size_t)(ch->nconsent + 1) * sizeof *ch->consent);
	ch->consent[ch->nconsent++] = me->pid;
	ctx_say(c, "%s consents to Change %d (reg 101)", c->actor->name, ch->id);
	return try_apply(c, s, ch) < 0 ? -1 : 0;
}
