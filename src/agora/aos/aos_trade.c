/* aos_trade.c: Offers (Ace of Spades reg 125): an exchange of Cards of
 * certain descriptors with an identified Contestant, made to the
 * Contestmaster, perhaps anonymously; withdrawn by the Offerer at any time
 * before acceptance; accepted by its Contestant, when the cards are
 * exchanged at once if both still hold them. What an Offer gives and asks
 * is its parties' (reg 230: the descriptors of cards transferred), so its
 * events are hidden; an anonymous Offerer's name is eir own. */
#include "agora/aos/aos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static aos_member *actor_member(ctx *c, aos *s)
{
	aos_member *m = c->actor ? aos_member_of(s, c->actor->id) : NULL;
	if (!m || !m->active) {
		ctx_fail(c, "you are not a Contestant (`aos join`, reg 102)");
		return NULL;
	}
	return m;
}

static int holds(const aos_cards *hand, const aos_cards *want)
{
	for (int i = 0; i < want->n; i++)
		if (aos_count(hand, want->v[i].desc) < want->v[i].count)
			return 0;
	return 1;
}

/* aos offer PLAYER CARDS... for CARDS... [anonymous] */
int aos_cmd_offer(ctx *c, int argc, char **argv)
{
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_member *me = actor_member(c, s);
	if (!me)
		return -1;
	if (s->reckoned)
		return ctx_fail(c, "the Moment of Reckoning has passed (reg 120)");
	int anon = strcaseeq(argv[argc - 1], "anonymous");
	if (anon)
		argc--;
	int f = -1;
	for (int i = 1; i < argc; i++)
		if (strcaseeq(argv[i], "for"))
			f = i;
	if (f < 2 || f == argc - 1)
		return ctx_fail(c, "usage: aos offer PLAYER CARDS... for CARDS... [anonymous]");
	aos_member *to = aos_arg_member(c, s, argv[0]);
	if (!to)
		return -1;
	if (to == me)
		return ctx_fail(c, "an Offer is made to other Contestants (reg 125)");
	aos_offer o = {.offerer = me->pid, .to = to->pid, .anon = anon, .phase = OFFER_OPEN};
	if (aos_parse_cards(c, s, f - 1, argv + 1, &o.give))
		return -1;
	if (aos_parse_cards(c, s, argc - f - 1, argv + f + 1, &o.want)) {
		aos_cards_free(&o.give);
		return -1;
	}
	/* Issue 19 item 3: an Offer of cards one does not hold. */
	if (!holds(&me->hand, &o.give)) {
		aos_cards_free(&o.give);
		aos_cards_free(&o.want);
		return ctx_fail(c, "you do not hold the cards you offer (reg 125)");
	}
	c->hidden = 1;
	s->o = xrealloc(s->o, (size_t)(s->no + 1) * sizeof *s->o);
	o.id = s->no + 1;
	s->o[s->no++] = o;
	ctx_reply(c, "Offer %d made to %s%s (reg 125)", o.id, aos_name(c->n, to->pid),
		  anon ? ", anonymously" : "");
	return 0;
}

/* The Offer K that the actor is a party to, or NULL with one refusal for
 * every other case (an Offer's existence is its parties'). */
static aos_offer *party_offer(ctx *c, aos *s, const char *word, int as_offerer)
{
	int64_t k;
	aos_offer *o = NULL;
	if (!parse_int64(word, &k) && k >= 1 && k <= s->no)
		o = &s->o[k - 1];
	if (o && c->actor && (as_offerer ? o->offerer : o->to) == c->actor->id)
		return o;
	ctx_fail(c, "there is no Offer %s made %s you (reg 125)", word, as_offerer ? "by" : "to");
	return NULL;
}

int aos_cmd_withdraw(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_offer *o = party_offer(c, s, argv[0], 1);
	if (!o)
		return -1;
	if (o->phase != OFFER_OPEN)
		return ctx_fail(c, "Offer %d was %s already (reg 125)", o->id,
				o->phase == OFFER_ACCEPTED ? "accepted" : "withdrawn");
	o->phase = OFFER_WITHDRAWN;
	c->hidden = 1;
	ctx_reply(c, "Offer %d withdrawn (reg 125)", o->id);
	return 0;
}

int aos_cmd_accept(ctx *c, int argc, char **argv)
{
	(void)argc;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_offer *o = party_offer(c, s, argv[0], 0);
	if (!o)
		return -1;
	if (s->reckoned)
		return ctx_fail(c, "the Moment of Reckoning has passed (reg 120)");
	/* Reg 125's three conditions, each with its reason. */
	if (o->phase != OFFER_OPEN)
		return ctx_fail(c, "Offer %d was %s already (reg 125)", o->id,
				o->phase == OFFER_ACCEPTED ? "accepted" : "withdrawn");
	aos_member *a = aos_member_of(s, o->offerer), *b = aos_member_of(s, o->to);
	if (!a || !a->active || !holds(&a->hand, &o->give))
		return ctx_fail(c, "the Offerer no longer holds the cards offered (reg 125)");
	if (!b || !b->active || !holds(&b->hand, &o->want))
		return ctx_fail(c, "you do not hold the cards asked for (reg 125)");
	for (int i = 0; i < o->give.n; i++) {
		aos_take(&a->hand, o->give.v[i].desc, o->give.v[i].count);
		aos_add(&b->hand, o->give.v[i].desc, o->give.v[i].count);
	}
	for (int i = 0; i < o->want.n; i++) {
		aos_take(&b->hand, o->want.v[i].desc, o->want.v[i].count);
		aos_add(&a->hand, o->want.v[i].desc, o->want.v[i].count);
	}
	o->phase = OFFER_ACCEPTED;
	s->transfers += 2;
	c->hidden = 1;
	ctx_reply(c, "Offer %d accepted: the cards are exchanged (reg 125)", o->id);
	return 0;
}
