/* paradigm_ckpt.c: the paradigm part of a checkpoint (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state/load_state): the whole
 * paradigm_state of R320-R320.7.
 *
 * Written, in this order: a presence marker (0: never changed, so
 * Democracy); the Current Paradigm's name as set (R320 ¶1, NULL: never
 * set); the rebellious players (R320 ¶4) in order; the Revolution (R320
 * ¶5: in progress, its start, the Type Current before it, the
 * Proto-Paradigm, its end's deadline id); the Supreme Overlord (R320.6),
 * those guilty of Making X a Laughingstock and X; the parameters set
 * aside (R320.3, R320.5 score.voter; R320.4 fee.harfer) with their
 * values then; Inflation's next draw's deadline id (R320.4). The
 * Paradigm Types themselves are read from the ruleset, not kept here. */
#include "gov/gov_ckpt.h"
#include "gov/paradigm/paradigm.h"

#define BAD_PLAYER "paradigm: a player id out of range"

int paradigm_save_state(const nomic *n, ckw *w)
{
	const paradigm_state *s = n->paradigm;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_str(w, s->current);
	ckg_put_idlist(w, s->rebels, s->nrebels);
	ck_int(w, s->revolution);
	ck_i64(w, s->rev_started);
	ck_str(w, s->before);
	ck_str(w, s->proto);
	ck_u64(w, s->rev_dl);
	ck_int(w, s->overlord);
	ckg_put_idlist(w, s->laughing, s->nlaughing);
	ck_str(w, s->laughing_x);
	ck_int(w, s->voter_saved);
	ck_i64(w, s->voter_was);
	ck_int(w, s->fee_saved);
	ck_i64(w, s->fee_was);
	ck_u64(w, s->inflate_dl);
	return 0;
}

int paradigm_load_state(nomic *n, ckr *r)
{
	int present = ckg_flag(r, "paradigm: presence marker out of range");
	if (!ckr_ok(r) || !present)
		return ckr_ok(r) ? 0 : -1;
	paradigm_state *s = xcalloc(1, sizeof *s);
	n->paradigm = s; /* from here on, its free_state frees whatever was read */
	s->current = ckr_str(r);
	ckg_get_idlist(r, n, &s->rebels, &s->nrebels, &s->rebels_cap, BAD_PLAYER);
	s->revolution = ckg_flag(r, "paradigm: the Revolution's mark out of range");
	s->rev_started = ckr_i64(r);
	s->before = ckr_str(r);
	s->proto = ckr_str(r);
	s->rev_dl = ckr_u64(r);
	s->overlord = ckg_player(r, n, BAD_PLAYER);
	ckg_get_idlist(r, n, &s->laughing, &s->nlaughing, &s->laughing_cap, BAD_PLAYER);
	s->laughing_x = ckr_str(r);
	s->voter_saved = ckg_flag(r, "paradigm: score.voter's mark out of range");
	s->voter_was = ckr_i64(r);
	s->fee_saved = ckg_flag(r, "paradigm: fee.harfer's mark out of range");
	s->fee_was = ckr_i64(r);
	s->inflate_dl = ckr_u64(r);
	return ckr_ok(r) ? 0 : -1;
}
