/* machine_ckpt.c: the machine module's checkpoint pair (issue 17 item 3;
 * core/ckpt.h): The Machine That Goes *ping* (R1209; machine.h).
 *
 * Writes: 0 if the part was never made, else 1, then every field in the
 * struct's order: the Machine's entity id, its Scholar, the term and its
 * start, the truth (hidden: a checkpoint holds the whole state, as the
 * log does) and its disguise and time, the term's pings, the days
 * announced, tardiness and guessers, every truth ever uttered, the Magic
 * Letters, the last truth and whether it is public, the quack deadline's
 * id, the posted seeks, the letter round (its start, bids, last letter,
 * pings considered). */
#include "core/ckpt.h"
#include "econ/entities.h"
#include "econ/machine/machine.h"

#include <stdlib.h>

int machine_save_state(const nomic *n, ckw *w)
{
	const machine *m = n->machine;
	if (!m) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, m->ent);
	ck_int(w, m->host);
	ck_int(w, m->term);
	ck_i64(w, m->since);
	ck_str(w, m->truth);
	ck_str(w, m->disguise);
	ck_i64(w, m->truth_at);
	ck_int(w, m->pings);
	ck_str(w, m->ping_days);
	ck_int(w, m->tardy);
	ck_str(w, m->guessers);
	ck_str(w, m->uttered);
	ck_str(w, m->letters);
	ck_str(w, m->last_truth);
	ck_int(w, m->last_public);
	ck_u64(w, m->quack_dl);
	ck_str(w, m->seeks);
	ck_i64(w, m->round_at);
	ck_str(w, m->bids);
	ck_int(w, m->last_letter);
	ck_int(w, m->pings_considered);
	return 0;
}

int machine_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	machine *m = xcalloc(1, sizeof *m);
	n->machine = m;
	m->ent = ckr_int(r);
	m->host = entity_player_load(r, n);
	m->term = ckr_int(r);
	m->since = ckr_i64(r);
	m->truth = ckr_str(r);
	m->disguise = ckr_str(r);
	m->truth_at = ckr_i64(r);
	m->pings = ckr_int(r);
	m->ping_days = ckr_str(r);
	m->tardy = ckr_int(r);
	m->guessers = ckr_str(r);
	m->uttered = ckr_str(r);
	m->letters = ckr_str(r);
	m->last_truth = ckr_str(r);
	m->last_public = ckr_int(r);
	m->quack_dl = ckr_u64(r);
	m->seeks = ckr_str(r);
	m->round_at = ckr_i64(r);
	m->bids = ckr_str(r);
	m->last_letter = ckr_int(r);
	m->pings_considered = ckr_int(r);
	return ckr_ok(r) ? 0 : -1;
}
