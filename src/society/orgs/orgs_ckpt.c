/* orgs_ckpt.c: Institutions' and Organisations' part of a checkpoint
 * (issue 17 item 3; core/ckpt.h): every organisation ever formed (id,
 * name, type by its word, policy, members and requests, its ledger
 * account's number, whether gone: R1000, R1001), the pseudo-Founders and
 * their joiners (R1000), every suggested Organisational Action (R1003),
 * Corporations' shares (by entity id) and motions with their votes
 * (R1023), Trust Funds' charters (R1027) and what Churches add (R1301:
 * Founder, Dogma, the hidden Policy, Priests). Organisations are written
 * in id order (an org's id is its place + 1, org_by_id) and named
 * elsewhere by id; entities are econ's part, named by id. */
#include "society/orgs/orgs.h"

#include "core/ckpt.h"
#include "core/state.h"

#include <stdlib.h>
#include <string.h>

/* ---- writing ---- */

static void save_org(ckw *w, const org *o)
{
	ck_int(w, o->id);
	ck_str(w, o->name);
	ck_str(w, o->type ? o->type->word : NULL);
	ck_int(w, (int)o->policy);
	ck_int(w, o->privileged);
	ck_int(w, o->account);
	ck_int(w, o->gone);
	ck_i64(w, o->formed);
	ck_int(w, o->nmembers);
	for (int i = 0; i < o->nmembers; i++) {
		ck_int(w, o->members[i]->player);
		ck_i64(w, o->members[i]->since);
		ck_u64(w, o->members[i]->since_seq);
		ck_int(w, o->members[i]->proxy);
	}
	ck_int(w, o->nrequests);
	for (int i = 0; i < o->nrequests; i++) {
		ck_int(w, o->requests[i]->player);
		ck_i64(w, o->requests[i]->when);
		ck_u64(w, o->requests[i]->dl);
	}
}

static void save_suggestion(ckw *w, const org_suggestion *g)
{
	ck_int(w, g->number);
	ck_int(w, g->org);
	ck_int(w, g->author);
	ck_str(w, g->action);
	ck_i64(w, g->made);
	ck_u64(w, g->made_seq);
	ck_u64(w, g->dl);
	ck_int(w, (int)g->state);
	ck_str(w, g->outcome);
	ck_ints(w, g->approvals, g->napprovals);
	ck_int(w, g->denouncer);
}

static void save_motion(ckw *w, const corp_motion *m)
{
	ck_int(w, m->number);
	ck_int(w, m->org);
	ck_int(w, m->author);
	ck_str(w, m->action);
	ck_int(w, m->privileged);
	ck_i64(w, m->made);
	ck_u64(w, m->dl);
	ck_int(w, (int)m->state);
	ck_str(w, m->outcome);
	ck_int(w, m->nvotes);
	for (int i = 0; i < m->nvotes; i++) {
		ck_int(w, m->votes[i].player);
		ck_int(w, m->votes[i].favour);
		ck_i64(w, m->votes[i].shares);
	}
}

static void save_church(ckw *w, const church_info *ch)
{
	ck_int(w, ch->org);
	ck_int(w, ch->founder);
	ck_int(w, ch->original);
	ck_i64(w, ch->founded);
	ck_str(w, ch->dogma);
	ck_str(w, ch->policy);
	ck_int(w, ch->cult);
	ck_int(w, ch->npriests);
	for (int i = 0; i < ch->npriests; i++) {
		ck_int(w, ch->priests[i]->player);
		ck_i64(w, ch->priests[i]->when);
		ck_u64(w, ch->priests[i]->seq);
	}
}

int orgs_save_state(const nomic *n, ckw *w)
{
	const orgs *s = n->orgs;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->n);
	for (int i = 0; i < s->n; i++)
		save_org(w, s->v[i]);
	ck_int(w, s->nfounders);
	for (int i = 0; i < s->nfounders; i++) {
		const org_founder *f = s->founders[i];
		ck_int(w, f->player);
		ck_str(w, f->type ? f->type->word : NULL);
		ck_i64(w, f->since);
		ck_u64(w, f->dl);
		ck_ints(w, f->joiners, f->njoiners);
	}
	ck_int(w, s->nsuggestions);
	for (int i = 0; i < s->nsuggestions; i++)
		save_suggestion(w, s->suggestions[i]);
	ck_int(w, s->nshares);
	for (int i = 0; i < s->nshares; i++) {
		ck_int(w, s->shares[i]->entity);
		ck_int(w, s->shares[i]->org);
	}
	ck_int(w, s->nmotions);
	for (int i = 0; i < s->nmotions; i++)
		save_motion(w, s->motions[i]);
	ck_int(w, s->ncharters);
	for (int i = 0; i < s->ncharters; i++) {
		ck_int(w, s->charters[i]->org);
		ck_str(w, s->charters[i]->text);
	}
	ck_int(w, s->nchurches);
	for (int i = 0; i < s->nchurches; i++)
		save_church(w, s->churches[i]);
	return 0;
}

/* ---- reading ---- */

/* An organisation's id read after the organisations: one of them. */
static int read_org_id(ckr *r, const orgs *s)
{
	int id = ckr_int(r);
	if (id < 1 || id > s->n)
		ckr_fail(r, "orgs: no organisation of that id");
	return id;
}

/* A type by the word written: a foundable one, the Grey Council or the
 * Mad Hatters; NULL as written; unknown marks r bad. */
static const org_type *read_type(ckr *r)
{
	char *word = ckr_str(r);
	const org_type *t = NULL;
	if (word) {
		if (strcmp(word, grey_type.word) == 0)
			t = &grey_type;
		else if (strcmp(word, hatters_type.word) == 0)
			t = &hatters_type;
		else
			for (int i = 0; org_type_at(i); i++)
				if (strcmp(org_type_at(i)->word, word) == 0)
					t = org_type_at(i);
		if (!t)
			ckr_fail(r, "orgs: an unknown type of Institution");
	}
	free(word);
	return t;
}

/* An array for count items (count checked by ckr_count). */
static void *array_for(int count, int *cap)
{
	*cap = count;
	return count ? xcalloc((size_t)count, sizeof(void *)) : NULL;
}

/* Reads ck_ints's array into out (room for max); bad if longer. */
static void read_ids(ckr *r, int *out, int max, int *n)
{
	int k = 0;
	int *v = ckr_ints(r, &k);
	*n = 0;
	if (k > max)
		ckr_fail(r, "orgs: a list of players too long");
	else if (v)
		for (*n = k; k-- > 0;)
			out[k] = v[k];
	free(v);
}

static void load_org(ckr *r, org *o, int id)
{
	o->id = ckr_int(r);
	o->name = ckr_str(r);
	o->type = read_type(r);
	int pol = ckr_int(r);
	o->policy = pol >= 0 && pol < POL_COUNT ? (enum org_policy)pol : POL_STANDARD;
	if (o->id != id || pol != (int)o->policy)
		ckr_fail(r, "orgs: an organisation's id or policy out of range");
	o->privileged = ckr_int(r);
	o->account = ckr_int(r);
	o->gone = ckr_int(r);
	o->formed = ckr_i64(r);
	int count = ckr_count(r, 4);
	o->members = array_for(count, &o->members_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		org_member *m = xcalloc(1, sizeof *m);
		o->members[o->nmembers++] = m;
		m->player = ckr_int(r);
		m->since = ckr_i64(r);
		m->since_seq = ckr_u64(r);
		m->proxy = ckr_int(r);
	}
	count = ckr_count(r, 3);
	o->requests = array_for(count, &o->requests_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		org_request *q = xcalloc(1, sizeof *q);
		o->requests[o->nrequests++] = q;
		q->player = ckr_int(r);
		q->when = ckr_i64(r);
		q->dl = ckr_u64(r);
	}
}

static void load_suggestion(ckr *r, const orgs *s, org_suggestion *g)
{
	g->number = ckr_int(r);
	g->org = read_org_id(r, s);
	g->author = ckr_int(r);
	g->action = ckr_str(r);
	g->made = ckr_i64(r);
	g->made_seq = ckr_u64(r);
	g->dl = ckr_u64(r);
	int st = ckr_int(r);
	if (st < SUG_PENDING || st > SUG_LAPSED)
		ckr_fail(r, "orgs: a suggestion's state out of range");
	else
		g->state = (enum sugg_state)st;
	g->outcome = ckr_str(r);
	read_ids(r, g->approvals, 64, &g->napprovals);
	g->denouncer = ckr_int(r);
}

static void load_motion(ckr *r, const orgs *s, corp_motion *m)
{
	m->number = ckr_int(r);
	m->org = read_org_id(r, s);
	m->author = ckr_int(r);
	m->action = ckr_str(r);
	m->privileged = ckr_int(r);
	m->made = ckr_i64(r);
	m->dl = ckr_u64(r);
	int st = ckr_int(r);
	if (st < MOT_PENDING || st > MOT_VOIDED)
		ckr_fail(r, "orgs: a motion's state out of range");
	else
		m->state = (enum motion_state)st;
	m->outcome = ckr_str(r);
	int nv = ckr_int(r);
	if (nv < 0 || nv > 64) {
		ckr_fail(r, "orgs: a motion's number of votes out of range");
		return;
	}
	for (int i = 0; i < nv; i++) {
		m->votes[i].player = ckr_int(r);
		m->votes[i].favour = ckr_int(r);
		m->votes[i].shares = ckr_i64(r);
	}
	m->nvotes = nv;
}

static void load_church(ckr *r, const orgs *s, church_info *ch)
{
	ch->org = read_org_id(r, s);
	ch->founder = ckr_int(r);
	ch->original = ckr_int(r);
	ch->founded = ckr_i64(r);
	ch->dogma = ckr_str(r);
	ch->policy = ckr_str(r);
	ch->cult = ckr_int(r);
	int count = ckr_count(r, 3);
	ch->priests = array_for(count, &ch->priests_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		church_priest *p = xcalloc(1, sizeof *p);
		ch->priests[ch->npriests++] = p;
		p->player = ckr_int(r);
		p->when = ckr_i64(r);
		p->seq = ckr_u64(r);
	}
}

int orgs_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	orgs *s = xcalloc(1, sizeof *s);
	n->orgs = s;
	int count = ckr_count(r, 10);
	s->v = array_for(count, &s->cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		org *o = xcalloc(1, sizeof *o);
		s->v[s->n++] = o;
		load_org(r, o, i + 1);
	}
	count = ckr_count(r, 5);
	s->founders = array_for(count, &s->founders_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		org_founder *f = xcalloc(1, sizeof *f);
		s->founders[s->nfounders++] = f;
		f->player = ckr_int(r);
		f->type = read_type(r);
		f->since = ckr_i64(r);
		f->dl = ckr_u64(r);
		read_ids(r, f->joiners, 64, &f->njoiners);
	}
	count = ckr_count(r, 11);
	s->suggestions = array_for(count, &s->suggestions_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		org_suggestion *g = xcalloc(1, sizeof *g);
		s->suggestions[s->nsuggestions++] = g;
		load_suggestion(r, s, g);
	}
	count = ckr_count(r, 2);
	s->shares = array_for(count, &s->shares_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		corp_share *h = xcalloc(1, sizeof *h);
		s->shares[s->nshares++] = h;
		h->entity = ckr_int(r);
		h->org = read_org_id(r, s);
	}
	count = ckr_count(r, 10);
	s->motions = array_for(count, &s->motions_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		corp_motion *m = xcalloc(1, sizeof *m);
		s->motions[s->nmotions++] = m;
		load_motion(r, s, m);
	}
	count = ckr_count(r, 2);
	s->charters = array_for(count, &s->charters_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		org_charter *h = xcalloc(1, sizeof *h);
		s->charters[s->ncharters++] = h;
		h->org = read_org_id(r, s);
		h->text = ckr_str(r);
	}
	count = ckr_count(r, 8);
	s->churches = array_for(count, &s->churches_cap);
	for (int i = 0; i < count && ckr_ok(r); i++) {
		church_info *ch = xcalloc(1, sizeof *ch);
		s->churches[s->nchurches++] = ch;
		load_church(r, s, ch);
	}
	return ckr_ok(r) ? 0 : -1;
}
