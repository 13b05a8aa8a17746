/* mentors_ckpt.c: the mentors part of a checkpoint (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state/load_state): the Mentor pool and
 * every mentorship (R253, R252 II 3, R250 II g).
 *
 * Written, in this order: a presence marker (0: the part never used);
 * the pool's player ids in the order they joined it; every mentorship in
 * order (the Newbie, the Mentor or 0, its origin, volunteer, accepted,
 * the last selectee who declined, the Sponsor, ended, since, and the id
 * of its selectee's day to accept: a deadline of core's). */
#include "gov/gov_ckpt.h"
#include "gov/mentors/mentors.h"

#define BAD_PLAYER "mentors: a player id out of range"
#define BAD_FLAG "mentors: a mark out of range"

static void save_ms(ckw *w, const mentorship *s)
{
	ck_int(w, s->newbie);
	ck_int(w, s->mentor);
	ck_int(w, (int)s->origin);
	ck_int(w, s->volunteer);
	ck_int(w, s->accepted);
	ck_int(w, s->declined);
	ck_int(w, s->sponsor);
	ck_int(w, s->ended);
	ck_i64(w, s->since);
	ck_u64(w, s->accept_dl);
}

static void load_ms(ckr *r, const nomic *n, mentorship *s)
{
	s->newbie = ckg_range(r, 1, n->nplayers, BAD_PLAYER);
	s->mentor = ckg_player(r, n, BAD_PLAYER);
	s->origin = (enum mentor_origin)ckg_range(r, MO_JOIN, MO_REQUEST,
						  "mentors: an origin out of range");
	s->volunteer = ckg_flag(r, BAD_FLAG);
	s->accepted = ckg_flag(r, BAD_FLAG);
	s->declined = ckg_player(r, n, BAD_PLAYER);
	s->sponsor = ckg_player(r, n, BAD_PLAYER);
	s->ended = ckg_flag(r, BAD_FLAG);
	s->since = ckr_i64(r);
	s->accept_dl = ckr_u64(r);
}

int mentors_save_state(const nomic *n, ckw *w)
{
	const mentors *m = n->mentors;
	if (!m) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ckg_put_idlist(w, m->pool, m->npool);
	ck_int(w, m->nms);
	for (int i = 0; i < m->nms; i++)
		save_ms(w, m->ms[i]);
	return 0;
}

int mentors_load_state(nomic *n, ckr *r)
{
	int present = ckg_flag(r, "mentors: presence marker out of range");
	if (!ckr_ok(r) || !present)
		return ckr_ok(r) ? 0 : -1;
	mentors *m = xcalloc(1, sizeof *m);
	n->mentors = m; /* from here on, its free_state frees whatever was read */
	ckg_get_idlist(r, n, &m->pool, &m->npool, &m->pool_cap, BAD_PLAYER);
	m->ms = (mentorship **)ckg_items(r, 10, &m->ms_cap);
	for (int i = 0; ckr_ok(r) && i < m->ms_cap; i++) {
		mentorship *s = xcalloc(1, sizeof *s);
		m->ms[m->nms++] = s;
		load_ms(r, n, s);
	}
	return ckr_ok(r) ? 0 : -1;
}
