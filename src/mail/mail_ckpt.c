/* mail_ckpt.c: the mail gateway's part of a checkpoint (issue 17 item 3;
 * core/ckpt.h): the Postal Code's facts (R370.1: the domain, the forum
 * and the event that set it up), each player's count of address rotations
 * (R370; the secret itself is derived from the nomic's seed, not stored),
 * and the forum's subscribers in order (address, mode, who subscribed);
 * then the sign-in links and the web pages' address (signin.c). */
#include "core/ckpt.h"
#include "mail/mail_state.h"

#include <stdlib.h>

int mail_save_state(const nomic *n, ckw *w)
{
	const struct mail *m = n->mail;
	if (!m) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_str(w, m->domain);
	ck_str(w, m->forum);
	ck_u64(w, m->since);
	ck_int(w, m->nrot);
	for (int i = 0; i < m->nrot; i++) {
		ck_int(w, m->rot[i]->pid);
		ck_i64(w, m->rot[i]->n);
	}
	ck_int(w, m->nsubs);
	for (int i = 0; i < m->nsubs; i++) {
		ck_str(w, m->subs[i]->address);
		ck_int(w, (int)m->subs[i]->mode);
		ck_int(w, m->subs[i]->by);
	}
	mail_signin_save(m, w);
	return 0;
}

int mail_load_state(nomic *n, ckr *r)
{
	int present = ckr_int(r);
	if (present == 0)
		return ckr_ok(r) ? 0 : -1;
	if (present != 1) {
		ckr_fail(r, "mail: bad presence marker");
		return -1;
	}
	struct mail *m = xcalloc(1, sizeof *m);
	n->mail = m;
	m->domain = ckr_str(r);
	m->forum = ckr_str(r);
	m->since = ckr_u64(r);
	int nr = ckr_count(r, 2);
	m->rot = nr ? xcalloc((size_t)nr, sizeof *m->rot) : NULL;
	m->rot_cap = nr;
	for (int i = 0; i < nr && ckr_ok(r); i++) {
		rotation *o = xcalloc(1, sizeof *o);
		m->rot[m->nrot++] = o;
		o->pid = ckr_int(r);
		o->n = ckr_i64(r);
	}
	int ns = ckr_count(r, 4);
	m->subs = ns ? xcalloc((size_t)ns, sizeof *m->subs) : NULL;
	m->subs_cap = ns;
	for (int i = 0; i < ns && ckr_ok(r); i++) {
		mail_sub *s = xcalloc(1, sizeof *s);
		m->subs[m->nsubs++] = s;
		s->address = ckr_str(r);
		int mode = ckr_int(r);
		if (mode != MAIL_EACH && mode != MAIL_DIGEST)
			ckr_fail(r, "mail: a subscription's mode is out of range");
		s->mode = (enum mail_mode)mode;
		s->by = ckr_int(r);
		if (ckr_ok(r) && !s->address)
			ckr_fail(r, "mail: a subscription without its address");
	}
	if (ckr_ok(r))
		mail_signin_load(n, m, r);
	return ckr_ok(r) ? 0 : -1;
}
