/* aos_ckpt.c: the Ace of Spades contest's checkpoint pair (issue 17 item 3;
 * core/ckpt.h), also the way a command takes its writable copy (aos_w).
 *
 * Writes: 0 if no contest began, else 1 and: the Contestmaster, the start,
 * reckoned, the result, the report deadline's id, reports, transfers, the
 * Suits, the Deck, the Contestants in joining order (id, order, joined,
 * active, dealt, hand), the grants (player, key, full), the designations,
 * the proposals (id, number, visibility, proposer, phase, text, times,
 * votes), the Offers, the Alliances (members, those who agreed), the
 * Intents (act, object, hint, cards, initiator, time, phase, Support and
 * Objections: regs 103, 114, 250) and the Changes of Immutable Regulations
 * (regulation, text, proposer, time, applied, consents: reg 101); the
 * Reckoning's deadline id after the report's (state_version 2). Cards are (descriptor set, count)
 * in the set's order; players are written by id. */
#include "agora/aos/aos.h"

#include <stdlib.h>
#include <string.h>

static void w_cards(ckw *w, const aos_cards *h)
{
	ck_int(w, h->n);
	for (int i = 0; i < h->n; i++) {
		ck_str(w, h->v[i].desc);
		ck_int(w, h->v[i].count);
	}
}

void aos_write(const aos *s, ckw *w)
{
	ck_int(w, s->cm);
	ck_i64(w, s->started);
	ck_int(w, s->reckoned);
	ck_str(w, s->result);
	ck_u64(w, s->report_dl);
	ck_u64(w, s->reckon_dl);
	ck_int(w, s->reports);
	ck_int(w, s->transfers);
	ck_int(w, s->nsuits);
	for (int i = 0; i < s->nsuits; i++)
		ck_str(w, s->suits[i]);
	w_cards(w, &s->deck);
	ck_int(w, s->nm);
	for (int i = 0; i < s->nm; i++) {
		const aos_member *m = &s->m[i];
		ck_int(w, m->pid);
		ck_int(w, m->order);
		ck_i64(w, m->joined);
		ck_int(w, m->active);
		ck_int(w, m->dealt);
		w_cards(w, &m->hand);
	}
	ck_int(w, s->ng);
	for (int i = 0; i < s->ng; i++) {
		ck_int(w, s->g[i].pid);
		ck_str(w, s->g[i].key);
		ck_int(w, s->g[i].full);
	}
	ck_int(w, s->nd);
	for (int i = 0; i < s->nd; i++) {
		ck_str(w, s->d[i].key);
		ck_int(w, s->d[i].vis);
	}
	ck_int(w, s->np);
	for (int i = 0; i < s->np; i++) {
		const aos_prop *p = &s->p[i];
		ck_int(w, p->num);
		ck_int(w, p->vis);
		ck_int(w, p->proposer);
		ck_int(w, p->phase);
		ck_str(w, p->text);
		ck_i64(w, p->submitted);
		ck_i64(w, p->up_at);
		ck_int(w, p->nvotes);
		for (int j = 0; j < p->nvotes; j++) {
			ck_int(w, p->votes[j].pid);
			ck_int(w, p->votes[j].ballot);
		}
	}
	ck_int(w, s->no);
	for (int i = 0; i < s->no; i++) {
		const aos_offer *o = &s->o[i];
		ck_int(w, o->offerer);
		ck_int(w, o->to);
		ck_int(w, o->anon);
		ck_int(w, o->phase);
		w_cards(w, &o->give);
		w_cards(w, &o->want);
	}
	ck_int(w, s->na);
	for (int i = 0; i < s->na; i++) {
		ck_ints(w, s->a[i].members, s->a[i].n);
		ck_ints(w, s->a[i].agreed, s->a[i].nagreed);
	}
	ck_int(w, s->nin);
	for (int i = 0; i < s->nin; i++) {
		const aos_intent *in = &s->in[i];
		ck_int(w, in->act);
		ck_str(w, in->arg);
		ck_str(w, in->text);
		w_cards(w, &in->cards);
		ck_int(w, in->by);
		ck_i64(w, in->at);
		ck_int(w, in->phase);
		ck_int(w, in->nv);
		for (int j = 0; j < in->nv; j++) {
			ck_int(w, in->v[j].pid);
			ck_int(w, in->v[j].ballot);
		}
	}
	ck_int(w, s->nch);
	for (int i = 0; i < s->nch; i++) {
		const aos_change *ch = &s->ch[i];
		ck_str(w, ch->reg);
		ck_str(w, ch->text);
		ck_int(w, ch->by);
		ck_i64(w, ch->at);
		ck_int(w, ch->applied);
		ck_ints(w, ch->consent, ch->nconsent);
	}
}

static void r_cards(ckr *r, aos_cards *h)
{
	int n = ckr_count(r, 2);
	for (int i = 0; i < n && ckr_ok(r); i++) {
		char *d = ckr_str(r);
		int k = ckr_int(r);
		if (!d || k <= 0 || k > 100000000)
			ckr_fail(r, "a pile of cards out of range");
		else
			aos_add(h, d, k);
		free(d);
	}
}

static int r_player(ckr *r, const nomic *n)
{
	int id = ckr_int(r);
	if (ckr_ok(r) && id && !player_by_id(n, id))
		ckr_fail(r, "a contest's player who does not exist");
	return id;
}

static int r_range(ckr *r, int lo, int hi, const char *why)
{
	int v = ckr_int(r);
	if (ckr_ok(r) && (v < lo || v > hi))
		ckr_fail(r, why);
	return v;
}

aos *aos_read(const nomic *n, ckr *r)
{
	aos *s = xcalloc(1, sizeof *s);
	s->cm = r_player(r, n);
	s->started = ckr_i64(r);
	s->reckoned = r_range(r, 0, 1, "reckoned out of range");
	s->result = ckr_str(r);
	s->report_dl = ckr_u64(r);
	s->reckon_dl = ckr_u64(r);
	s->reports = ckr_int(r);
	s->transfers = ckr_int(r);
	int k = ckr_count(r, 1);
	s->suits = k ? xcalloc((size_t)k, sizeof *s->suits) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		s->suits[s->nsuits++] = ckr_str(r);
		if (!s->suits[i])
			ckr_fail(r, "a Suit without a name");
	}
	r_cards(r, &s->deck);
	k = ckr_count(r, 6);
	s->m = k ? xcalloc((size_t)k, sizeof *s->m) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		aos_member *m = &s->m[s->nm++];
		m->pid = r_player(r, n);
		m->order = ckr_int(r);
		m->joined = ckr_i64(r);
		m->active = r_range(r, 0, 1, "a Contestant's state out of range");
		m->dealt = ckr_int(r);
		r_cards(r, &m->hand);
	}
	k = ckr_count(r, 3);
	s->g = k ? xcalloc((size_t)k, sizeof *s->g) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		aos_grant *g = &s->g[s->ng++];
		g->pid = r_player(r, n);
		g->key = ckr_str(r);
		g->full = r_range(r, 0, 1, "a grant's kind out of range");
		if (!g->key)
			ckr_fail(r, "a grant of nothing");
	}
	k = ckr_count(r, 2);
	s->d = k ? xcalloc((size_t)k, sizeof *s->d) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		s->d[s->nd++].key = ckr_str(r);
		s->d[i].vis = r_range(r, RULES_VIS_PUBLIC, RULES_VIS_PRIVATE,
				      "a designation out of range");
		if (!s->d[i].key)
			ckr_fail(r, "a designation of nothing");
	}
	k = ckr_count(r, 9);
	s->p = k ? xcalloc((size_t)k, sizeof *s->p) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		aos_prop *p = &s->p[s->np++];
		p->id = i + 1;
		p->num = ckr_int(r);
		p->vis = r_range(r, AOS_PUBLIC, AOS_SECRET, "a proposal's visibility out of range");
		p->proposer = r_player(r, n);
		p->phase = r_range(r, AOS_SUBMITTED, AOS_FAILED, "a proposal's phase out of range");
		p->text = ckr_str(r);
		p->submitted = ckr_i64(r);
		p->up_at = ckr_i64(r);
		int nv = ckr_count(r, 2);
		p->votes = nv ? xcalloc((size_t)nv, sizeof *p->votes) : NULL;
		for (int j = 0; j < nv && ckr_ok(r); j++) {
			p->votes[p->nvotes].pid = r_player(r, n);
			p->votes[p->nvotes++].ballot = r_range(r, 1, 2, "a vote out of range");
		}
		if (ckr_ok(r) && !p->text)
			ckr_fail(r, "a proposal without a text");
	}
	k = ckr_count(r, 6);
	s->o = k ? xcalloc((size_t)k, sizeof *s->o) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		aos_offer *o = &s->o[s->no++];
		o->id = i + 1;
		o->offerer = r_player(r, n);
		o->to = r_player(r, n);
		o->anon = r_range(r, 0, 1, "an Offer's anonymity out of range");
		o->phase = r_range(r, OFFER_OPEN, OFFER_WITHDRAWN, "an Offer's phase out of range");
		r_cards(r, &o->give);
		r_cards(r, &o->want);
	}
	k = ckr_count(r, 1);
	s->a = k ? xcalloc((size_t)k, sizeof *s->a) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		aos_alliance *a = &s->a[s->na++];
		a->id = i + 1;
		a->members = ckr_ints(r, &a->n);
		a->agreed = ckr_ints(r, &a->nagreed);
		if (ckr_ok(r) && a->nagreed > a->n)
			ckr_fail(r, "an Alliance agreed by more than its members");
	}
	k = ckr_count(r, 8);
	s->in = k ? xcalloc((size_t)k, sizeof *s->in) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		aos_intent *in = &s->in[s->nin++];
		in->id = i + 1;
		in->act = r_range(r, AOS_ACT_REVEAL, AOS_ACT_DESTROY, "an Intent's act out of range");
		in->arg = ckr_str(r);
		in->text = ckr_str(r);
		r_cards(r, &in->cards);
		in->by = r_player(r, n);
		in->at = ckr_i64(r);
		in->phase = r_range(r, AOS_INTENT_OPEN, AOS_INTENT_DONE,
				    "an Intent's phase out of range");
		int nv = ckr_count(r, 2);
		in->v = nv ? xcalloc((size_t)nv, sizeof *in->v) : NULL;
		for (int j = 0; j < nv && ckr_ok(r); j++) {
			in->v[in->nv].pid = r_player(r, n);
			in->v[in->nv++].ballot = r_range(r, 1, 2, "a Support or Objection out of range");
		}
		if (ckr_ok(r) && (!in->arg || !in->text))
			ckr_fail(r, "an Intent without its object");
	}
	k = ckr_count(r, 6);
	s->ch = k ? xcalloc((size_t)k, sizeof *s->ch) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		aos_change *ch = &s->ch[s->nch++];
		ch->id = i + 1;
		ch->reg = ckr_str(r);
		ch->text = ckr_str(r);
		ch->by = r_player(r, n);
		ch->at = ckr_i64(r);
		ch->applied = r_range(r, 0, 1, "a Change's state out of range");
		ch->consent = ckr_ints(r, &ch->nconsent);
		if (ckr_ok(r) && (!ch->reg || !ch->text))
			ckr_fail(r, "a Change without its regulation");
	}
	if (!ckr_ok(r)) {
		aos_free_part(s);
		return NULL;
	}
	return s;
}

int aos_save_state(const nomic *n, ckw *w)
{
	if (!n->aos) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	aos_write(n->aos, w);
	return 0;
}

int aos_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	n->aos = aos_read(n, r);
	return n->aos ? 0 : -1;
}
