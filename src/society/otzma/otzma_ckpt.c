/* otzma_ckpt.c: Otzma Cards' part of a checkpoint (issue 17 item 3;
 * core/ckpt.h): the Otzma-Day (R1240.1: its start and end, who declared
 * it, the last one's end, the previous start, the cards made this day, its
 * deadlines' ids, the RuneMaker's duty), when each card was created, each
 * player's conversions and last public use (R1045, R1240.1 8), and every
 * card played (R1240.1 E 9) with all that its type's effect keeps. The
 * cards themselves are entities (econ's part), named here by id; a play's
 * type is written by its word and found again at load. */
#include "society/otzma/otzma.h"

#include "core/ckpt.h"
#include "core/state.h"

#include <stdio.h>
#include <stdlib.h>

static void save_play(ckw *w, const otzma_play *p)
{
	ck_int(w, p->card);
	ck_str(w, p->type ? p->type->word : NULL);
	ck_int(w, p->player);
	ck_int(w, p->target);
	ck_str(w, p->arg);
	ck_i64(w, p->at);
	ck_i64(w, p->until);
	ck_int(w, p->countered);
	ck_int(w, p->shield);
	ck_int(w, p->done);
	ck_i64(w, p->aux);
	ck_int(w, p->named);
	ck_i64(w, p->amount);
	ck_i64(w, p->mark);
	ck_int(w, p->fired);
	ck_u64(w, p->dl);
}

int otzma_save_state(const nomic *n, ckw *w)
{
	const otzma *z = n->otzma;
	if (!z) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_i64(w, z->day_start);
	ck_i64(w, z->day_end);
	ck_str(w, z->day_by);
	ck_i64(w, z->last_end);
	ck_i64(w, z->prev_start);
	ck_int(w, z->day_created);
	ck_u64(w, z->day_dl);
	ck_u64(w, z->start_dl);
	ck_int(w, z->duty);
	ck_int(w, z->nmade);
	for (int i = 0; i < z->nmade; i++)
		ck_i64(w, *z->made[i]);
	ck_int(w, z->npl);
	for (int i = 0; i < z->npl; i++) {
		ck_int(w, z->pl[i]->player);
		ck_i64(w, z->pl[i]->card_conv);
		ck_i64(w, z->pl[i]->vote_conv);
		ck_i64(w, z->pl[i]->public_use);
	}
	ck_int(w, z->nplays);
	for (int i = 0; i < z->nplays; i++)
		save_play(w, z->plays[i]);
	return 0;
}

static void load_play(ckr *r, otzma_play *p)
{
	p->card = ckr_int(r);
	char *word = ckr_str(r);
	if (word) {
		p->type = otzma_type_find(word);
		if (!p->type)
			ckr_fail(r, "otzma: a play of an unknown type");
	}
	free(word);
	p->player = ckr_int(r);
	p->target = ckr_int(r);
	char *arg = ckr_str(r);
	snprintf(p->arg, sizeof p->arg, "%s", arg ? arg : "");
	free(arg);
	p->at = ckr_i64(r);
	p->until = ckr_i64(r);
	p->countered = ckr_int(r);
	p->shield = ckr_int(r);
	p->done = ckr_int(r);
	p->aux = ckr_i64(r);
	p->named = ckr_int(r);
	p->amount = ckr_i64(r);
	p->mark = ckr_i64(r);
	p->fired = ckr_int(r);
	p->dl = ckr_u64(r);
}

int otzma_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	otzma *z = xcalloc(1, sizeof *z);
	n->otzma = z;
	z->day_start = ckr_i64(r);
	z->day_end = ckr_i64(r);
	z->day_by = ckr_str(r);
	z->last_end = ckr_i64(r);
	z->prev_start = ckr_i64(r);
	z->day_created = ckr_int(r);
	z->day_dl = ckr_u64(r);
	z->start_dl = ckr_u64(r);
	z->duty = ckr_int(r);
	int count = ckr_count(r, 1);
	if (count) {
		z->made = xcalloc((size_t)count, sizeof *z->made);
		z->capmade = count;
	}
	for (int i = 0; i < count && ckr_ok(r); i++) {
		gtime *t = xmalloc(sizeof *t);
		*t = ckr_i64(r);
		z->made[z->nmade++] = t;
	}
	count = ckr_count(r, 4);
	if (count) {
		z->pl = xcalloc((size_t)count, sizeof *z->pl);
		z->cappl = count;
	}
	for (int i = 0; i < count && ckr_ok(r); i++) {
		otzma_pl *p = xcalloc(1, sizeof *p);
		z->pl[z->npl++] = p;
		p->player = ckr_int(r);
		p->card_conv = ckr_i64(r);
		p->vote_conv = ckr_i64(r);
		p->public_use = ckr_i64(r);
	}
	count = ckr_count(r, 16);
	if (count) {
		z->plays = xcalloc((size_t)count, sizeof *z->plays);
		z->capplays = count;
	}
	for (int i = 0; i < count && ckr_ok(r); i++) {
		otzma_play *p = xcalloc(1, sizeof *p);
		z->plays[z->nplays++] = p;
		load_play(r, p);
	}
	return ckr_ok(r) ? 0 : -1;
}
