/* orgs_church_boon.c: the Otzma Card Founder's Boon (Ackanomic R1240.19)
 * on Churches and Cults (R1301): "a) To make the person playing this card
 * the Founder of a Church or Cult to which that player belongs if and only
 * if the original founder of that church or cult is no longer a member of
 * the church or cult b) To take one single action in a Church or Cult to
 * which they belong as if they were the Founder".
 *
 * `otzma use CARD founder CHURCH` (a) and `otzma use CARD act CHURCH
 * ordain|defrock|excommunicate|accept PLAYER` (b: the Founder's own acts
 * of R1301 4 a and 7 b; docs/RULINGS.md). "There is no Counter-Action
 * defined for this Card type", so by R1240.1 E 9 b it takes effect three
 * days after it is played (the otzma-effect deadline, otzma_play.c); what
 * it names is checked when it is played and again then: what no longer
 * holds leaves it without effect. The otzma module calls these; the play
 * keeps the Church's id, the act and the player named. */
#include "society/orgs/orgs.h"

#include <stdio.h>
#include <string.h>

enum { BOON_FOUNDER, BOON_ORDAIN, BOON_DEFROCK, BOON_EXCOMMUNICATE, BOON_ACCEPT };

static const char *const acts[] = {"founder", "ordain", "defrock", "excommunicate", "accept"};

/* What the Boon would do, checked now: 0, or -1 with c->err. pid plays. */
static int boon_valid(ctx *c, int pid, const org *o, int act, const player *p)
{
	const church_info *ch = org_is_church(o) && !o->gone ? church_of(c->n, o) : NULL;
	if (!ch)
		return ctx_fail(c, "a Founder's Boon names a Church or Cult (R1240.19)");
	if (org_member_index(o, pid) < 0)
		return ctx_fail(c, "a Founder's Boon acts in a Church or Cult to which you belong; "
				"you are not a member of %s (R1240.19)", o->name);
	if (act == BOON_FOUNDER) {
		if (org_member_index(o, ch->original) >= 0)
			return ctx_fail(c, "%s, the original founder of %s, is still a member "
					"(R1240.19 a)", holder_name(c->n, ch->original), o->name);
		if (ch->founder == pid)
			return ctx_fail(c, "you are the Founder of %s already (R1240.19 a)", o->name);
		return 0;
	}
	int member = org_member_index(o, p->id) >= 0;
	if (act == BOON_ACCEPT) {
		if (member)
			return ctx_fail(c, "%s is a member of %s already", p->name, o->name);
		if (org_live_request(c->n, o, p->id) < 0)
			return ctx_fail(c, "%s has not petitioned for membership of %s (R1301 7 a)",
					p->name, o->name);
		return 0;
	}
	if (!member)
		return ctx_fail(c, "%s is not a member of %s (R1301 4 b)", p->name, o->name);
	int priest = church_is_priest(c->n, o, ch, p->id);
	if (act == BOON_ORDAIN && priest)
		return ctx_fail(c, "%s is a Priest of %s already", p->name, o->name);
	if (act == BOON_DEFROCK && !priest)
		return ctx_fail(c, "%s is not a Priest of %s (R1301 4 b)", p->name, o->name);
	if (act == BOON_EXCOMMUNICATE && p->id == pid)
		return ctx_fail(c, "one leaves eir own Church with `org leave %s` (R1301 7 c)",
				o->name);
	return 0;
}

int church_boon_check(ctx *c, int argc, char **argv, int *org_id, int *act, int *target)
{
	static const char usage[] = "`otzma use CARD founder CHURCH` or `otzma use CARD act CHURCH "
				    "ordain|defrock|excommunicate|accept PLAYER` (R1240.19)";
	*act = -1;
	*target = 0;
	if (argc == 3 && strcaseeq(argv[1], "founder"))
		*act = BOON_FOUNDER;
	else if (argc == 5 && strcaseeq(argv[1], "act"))
		for (int i = BOON_ORDAIN; i <= BOON_ACCEPT; i++)
			if (strcaseeq(argv[3], acts[i]))
				*act = i;
	if (*act < 0)
		return ctx_fail(c, "%s", usage);
	org *o = org_arg(c, argv[2]);
	if (!o)
		return -1;
	const player *p = NULL;
	if (*act != BOON_FOUNDER && !(p = arg_player(c, argv[4])))
		return -1;
	if (boon_valid(c, c->actor->id, o, *act, p))
		return -1;
	*org_id = o->id;
	*target = p ? p->id : 0;
	return 0;
}

int church_boon_effect(ctx *c, int pid, int org_id, int act, int target, int card)
{
	org *o = org_by_id(c->n, org_id);
	const player *who = player_by_id(c->n, pid);
	const player *p = target ? player_by_id(c->n, target) : NULL;
	if (!o || !who || act < BOON_FOUNDER || act > BOON_ACCEPT || (act != BOON_FOUNDER && !p))
		return 0;
	/* Checked again: what it names may have changed in three days. A
	 * failure is no error of the deadline's: the Boon has no effect. */
	size_t had = c->err.len;
	if (boon_valid(c, pid, o, act, p)) {
		ctx_say(c, "the Founder's Boon #%d has no effect: %s (R1240.19)", card,
			c->err.s + had);
		c->err.len = had;
		c->err.s[had] = '\0';
		return 0;
	}
	char why[120];
	snprintf(why, sizeof why, "%s, by the Founder's Boon #%d as if the Founder (R1240.19 b),",
		 who->name, card);
	ctx_say(c, "the Founder's Boon #%d takes effect (R1240.19 %s)", card,
		act == BOON_FOUNDER ? "a" : "b");
	switch (act) {
	case BOON_FOUNDER:
		return church_set_founder(c, o, pid, "R1240.19 a: a Founder's Boon");
	case BOON_ORDAIN:
		return church_do_ordain(c, o, p, why);
	case BOON_DEFROCK:
		return church_do_defrock(c, o, p, why);
	case BOON_EXCOMMUNICATE:
		return church_do_excommunicate(c, o, p, pid, why);
	default:
		return church_do_accept(c, o, p, "R1301 7 b, R1240.19 b: a Founder's Boon");
	}
}
