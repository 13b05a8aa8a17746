/* aos_view.c: what the contest shows (Ace of Spades regs 104, 113, 225-235).
 * Public facts (reg 225: the number of Cards in the Deck and each Hand, the
 * number dealt, transfers, who has NTK for a Private Regulation, vote
 * counts once a Proposal is no longer Up for Vote, each Alliance's size
 * and total worth) are shown to all; every other fact is shown only where
 * core/visibility.c's vis_may_know says the viewer may know it. A request
 * for what one may not know gets one refusal that says nothing of it. */
#include "agora/aos/aos.h"
#include "core/params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const aos *need(ctx *c)
{
	const aos *s = c->n->aos;
	if (!s)
		ctx_fail(c, "no Ace of Spades contest has begun (`aos start CONTESTMASTER`)");
	return s;
}

static double alliance_worth(const aos *s, const aos_alliance *a, const double *worth)
{
	double t = 0;
	for (int j = 0; j < a->n; j++)
		for (int i = 0; i < s->nm; i++)
			if (s->m[i].pid == a->members[j])
				t += worth[i];
	return t;
}

/* The public part, for `aos contest` and the weekly report alike. */
void aos_report_text(const nomic *n, const aos *s, sbuf *out)
{
	const player *cm = player_by_id(n, s->cm);
	sbuf_printf(out, "Ace of Spades: Contestmaster %s (reg 102)%s\n", cm ? cm->name : "?",
		    s->reckoned ? "; the Moment of Reckoning has passed (reg 120)" : "");
	sbuf_printf(out, "Deck: %d cards (reg 225)\n", aos_total(&s->deck));
	for (int i = 0; i < s->nm; i++) {
		const aos_member *m = &s->m[i];
		sbuf_printf(out, "%d. %s: %d cards, %d dealt%s\n", m->order, aos_name(n, m->pid),
			    aos_total(&m->hand), m->dealt, m->active ? "" : " (not a Contestant)");
	}
	sbuf_printf(out, "transfers: %d (reg 225)", s->transfers);
	for (int i = 0; i < s->ng; i++)
		if (strncmp(s->g[i].key, "reg ", 4) == 0)
			sbuf_printf(out, "\nNTK: %s for %.*s (reg 225)", aos_name(n, s->g[i].pid),
				    (int)strcspn(s->g[i].key, "#"), s->g[i].key);
	/* Designations made since (reg 245 publicly named, reg 250): the
	 * rule's own tag says what it was made as. */
	for (int i = 0; i < s->nd; i++)
		sbuf_printf(out, "\n%.*s is now %s (reg %s)", (int)strcspn(s->d[i].key, "#"),
			    s->d[i].key, s->d[i].vis == RULES_VIS_PUBLIC ? "Public" : "Private",
			    s->d[i].vis == RULES_VIS_PUBLIC ? "250" : "245");
	double *worth = xcalloc((size_t)s->nm + 1, sizeof *worth);
	aos_worths(n, s, worth, NULL);
	for (int a = 0; a < s->na; a++)
		if (aos_alliance_formed(&s->a[a]))
			sbuf_printf(out, "\nAlliance %d: %d Contestants, worth %g in all (reg 225)",
				    a + 1, s->a[a].n, alliance_worth(s, &s->a[a], worth));
	free(worth);
	for (int i = 0; i < s->np; i++) {
		const aos_prop *p = &s->p[i];
		if (p->phase == AOS_SUBMITTED)
			continue;
		int yes = 0, no = 0;
		for (int j = 0; j < p->nvotes; j++)
			if (p->votes[j].ballot == 1)
				yes++;
			else
				no++;
		if (p->phase == AOS_UP)
			sbuf_printf(out, "\nProposal %d, Regulation %d: Up for Vote", p->id, p->num);
		else
			sbuf_printf(out, "\nProposal %d, Regulation %d: %s, %d FOR, %d AGAINST (reg 225)",
				    p->id, p->num, p->phase == AOS_ADOPTED ? "Adopted" : "failed", yes,
				    no);
	}
	if (s->result)
		sbuf_printf(out, "\n%s", s->result);
}

int aos_cmd_contest(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	const aos *s = need(c);
	if (!s)
		return -1;
	sbuf b = {0};
	aos_report_text(c->n, s, &b);
	ctx_reply(c, "%s", b.s);
	sbuf_free(&b);
	return 0;
}

/* aos hand [PLAYER]: the descriptors are eir own (reg 230). */
int aos_cmd_hand(ctx *c, int argc, char **argv)
{
	const aos *s = need(c);
	if (!s)
		return -1;
	vis_viewer v = vis_viewer_ctx(c);
	const player *p = argc ? player_by_name(c->n, argv[0]) : c->actor;
	const aos_member *m = p ? aos_member_of(s, p->id) : NULL;
	char key[32];
	snprintf(key, sizeof key, "hand %d", m ? m->pid : 0);
	if (!m)
		return ctx_fail(c, "%s is not a Contestant (reg 102)", argc ? argv[0] : "you");
	if (!vis_may_know(&v, c->n, key))
		return ctx_fail(c, "you have no Need To Know for %s's Hand (reg 104, 230)",
				p->name);
	sbuf b = {0};
	aos_cards_describe(&m->hand, &b);
	ctx_reply(c, "%s's hand: %s", p->name, b.s);
	sbuf_free(&b);
	return 0;
}

int aos_cmd_proposals(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	const aos *s = need(c);
	if (!s)
		return -1;
	vis_viewer v = vis_viewer_ctx(c);
	int shown = 0;
	for (int i = 0; i < s->np; i++) {
		const aos_prop *p = &s->p[i];
		/* Reg 107, 108: a proposal not yet Up is the proposer's and the
		 * Contestmaster's. */
		if (p->phase == AOS_SUBMITTED && !(v.admin || v.pid == p->proposer ||
						  v.pid == s->cm))
			continue;
		static const char *const ph[] = {"submitted", "Up for Vote", "Adopted", "failed"};
		ctx_reply(c, "%sProposal %d: Regulation %d, %s, %s", shown++ ? "\n" : "", p->id,
			  p->num, p->vis == AOS_SECRET ? "Secret" : p->vis == AOS_PRIVATE ? "private"
			  : "public", ph[p->phase]);
	}
	if (!shown)
		ctx_reply(c, "no Proposals you may see");
	return 0;
}

int aos_cmd_proposal(ctx *c, int argc, char **argv)
{
	(void)argc;
	const aos *s = need(c);
	if (!s)
		return -1;
	vis_viewer v = vis_viewer_ctx(c);
	int64_t k;
	const aos_prop *p = parse_int64(argv[0], &k) ? NULL : aos_prop_by(s, (int)k);
	char key[32];
	snprintf(key, sizeof key, "proposal %d", p ? p->id : 0);
	int seen = p && (p->phase != AOS_SUBMITTED || v.admin || v.pid == p->proposer ||
			 v.pid == s->cm);
	if (!seen)
		return ctx_fail(c, "there is no Proposal %s that you may see (reg 107, 108)",
				argv[0]);
	ctx_reply(c, "Proposal %d: Regulation %d, by %s", p->id, p->num,
		  vis_may_know(&v, c->n, key) || p->vis == AOS_PUBLIC ? aos_name(c->n, p->proposer)
								   : "(withheld)");
	if (vis_may_know(&v, c->n, key))
		ctx_reply(c, "\n%s", p->text);
	else
		ctx_reply(c, "\n(its contents are %s: reg 104, 107)",
			  p->vis == AOS_SECRET ? "Secret" : "Private");
	/* Reg 235: the counts are Secret while it is Up for Vote; a vote is
	 * its voter's. */
	char vk[48];
	for (int i = 0; i < p->nvotes; i++) {
		snprintf(vk, sizeof vk, "vote %d %d", p->id, p->votes[i].pid);
		if (vis_may_know(&v, c->n, vk))
			ctx_reply(c, "\n%s voted %s", aos_name(c->n, p->votes[i].pid),
				  p->votes[i].ballot == 1 ? "FOR" : "AGAINST");
	}
	return 0;
}

int aos_cmd_alliance(ctx *c, int argc, char **argv)
{
	(void)argc;
	const aos *s = need(c);
	if (!s)
		return -1;
	vis_viewer v = vis_viewer_ctx(c);
	int64_t k;
	int ok = !parse_int64(argv[0], &k) && k >= 1 && k <= s->na;
	char key[32];
	snprintf(key, sizeof key, "alliance %lld", ok ? (long long)k : 0LL);
	/* Reg 230: the identity of its members is theirs. */
	if (!ok || !vis_may_know(&v, c->n, key))
		return ctx_fail(c, "you have no Need To Know for the members of Alliance %s "
				"(reg 230)", argv[0]);
	const aos_alliance *a = &s->a[k - 1];
	ctx_reply(c, "Alliance %lld:", (long long)k);
	for (int i = 0; i < a->n; i++)
		ctx_reply(c, " %s", aos_name(c->n, a->members[i]));
	if (!aos_alliance_formed(a))
		ctx_reply(c, " (%d of %d have agreed: not formed, reg 220)", a->nagreed, a->n);
	return 0;
}

int aos_cmd_offers(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	const aos *s = need(c);
	if (!s)
		return -1;
	vis_viewer v = vis_viewer_ctx(c);
	int shown = 0;
	for (int i = 0; i < s->no; i++) {
		const aos_offer *o = &s->o[i];
		char key[32], ok[32];
		snprintf(key, sizeof key, "offer %d", o->id);
		snprintf(ok, sizeof ok, "offerer %d", o->id);
		if (!vis_may_know(&v, c->n, key))
			continue;
		static const char *const ph[] = {"open", "accepted", "withdrawn"};
		sbuf g = {0}, w = {0};
		aos_cards_describe(&o->give, &g);
		aos_cards_describe(&o->want, &w);
		ctx_reply(c, "%sOffer %d by %s to %s: %s for %s, %s", shown++ ? "\n" : "", o->id,
			  vis_may_know(&v, c->n, ok) ? aos_name(c->n, o->offerer) : "(anonymous)",
			  aos_name(c->n, o->to), g.s, w.s, ph[o->phase]);
		sbuf_free(&g);
		sbuf_free(&w);
	}
	if (!shown)
		ctx_reply(c, "no Offers you may see");
	return 0;
}

int aos_cmd_report(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (!aos_is_cm(c, s))
		return ctx_fail(c, "the Contestmaster publishes the Report (reg 113)");
	s->reports++;
	sbuf b = {0};
	aos_report_text(c->n, s, &b);
	ctx_say(c, "Contestmaster's Report %d (reg 113)\n%s", s->reports, b.s);
	sbuf_free(&b);
	return 0;
}

/* Reg 113: weekly; the clock publishes it when the Contestmaster has not
 * (its default action), and sets the next. */
static int fire_report(ctx *c, const deadline *d)
{
	(void)d;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	s->reports++;
	sbuf b = {0};
	aos_report_text(c->n, s, &b);
	ctx_say(c, "Contestmaster's Report %d (reg 113)\n%s", s->reports, b.s);
	sbuf_free(&b);
	s->report_dl = s->reckoned ? 0 : deadline_add(c, c->now + param_int(c->n,
						      "aos.report_every"), &dl_aos_report, 0, 0);
	return 0;
}

const deadline_kind dl_aos_report = {"aos-report", "Ace of Spades reg 113", fire_report, NULL};

/* aos worths: each Hand's worth now, by the Marking Regulations in force.
 * Reg 235 makes it Secret: the Contestmaster, who calculates it (reg 119),
 * and the admin see it; to everyone else it is refused the same way. */
int aos_cmd_worths(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	const aos *s = need(c);
	if (!s)
		return -1;
	vis_viewer v = vis_viewer_ctx(c);
	if (!vis_may_know(&v, c->n, "worths"))
		return ctx_fail(c, "each Hand's worth is Secret (reg 235)");
	double *worth = xcalloc((size_t)s->nm + 1, sizeof *worth);
	sbuf notes = {0};
	aos_worths(c->n, s, worth, &notes);
	ctx_reply(c, "%s", notes.s);
	for (int i = 0; i < s->nm; i++)
		if (s->m[i].active)
			ctx_reply(c, "\n%s: %g Marks", aos_name(c->n, s->m[i].pid), worth[i]);
	free(worth);
	sbuf_free(&notes);
	return 0;
}
