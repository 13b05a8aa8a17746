/* agenda_ckpt.c: the agenda part of a checkpoint (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state/load_state): the Illuminatus's
 * rounds (R431), the hats' and eggplants' records (R671, R675) and
 * Winning by Agenda (R607).
 *
 * Written, in this order: a presence marker (0: the part never used);
 * the round (phase, number, when and in which cycle the latest call was
 * made, who called it, the id of its period's deadline, core's, and its
 * end); every Agenda Condition in order (number, round, author, text, the
 * Illuminatus's Silly one and eir reading, when, the truth declared, its
 * eggplant's entity id, its hat's weight); every weight bid in order; every
 * hat and eggplant record in order (entity id, condition, hat or eggplant,
 * weight, the Mad Hatters' mark and since when); the Agent of KAOS, the
 * cycle a Winning Condition by R607 was achieved in, the Illuminatus's
 * obligation's id (src/gov/duties) and the doomed players of R607 ¶2.
 * The hats and eggplants themselves are entities, econ's part; this part
 * keeps their ids only and finds them in econ when it needs them. */
#include "gov/agenda/agenda.h"
#include "gov/gov_ckpt.h"

#define BAD_PLAYER "agenda: a player id out of range"
#define BAD_ID "agenda: a negative number or id"

static void save_cond(ckw *w, const agenda_cond *k)
{
	ck_int(w, k->num);
	ck_int(w, k->round);
	ck_int(w, k->author);
	ck_str(w, k->text);
	ck_str(w, k->silly);
	ck_str(w, k->reading);
	ck_i64(w, k->at);
	ck_int(w, k->truth);
	ck_int(w, k->eggplant);
	ck_i64(w, k->weight);
}

static void load_cond(ckr *r, const nomic *n, agenda_cond *k)
{
	k->num = ckg_id(r, BAD_ID);
	k->round = ckg_range(r, 1, INT32_MAX, "agenda: a condition's round out of range");
	k->author = ckg_player(r, n, BAD_PLAYER);
	k->text = ckr_str(r);
	if (ckr_ok(r) && !k->text)
		ckr_fail(r, "agenda: a condition without its text");
	k->silly = ckr_str(r);
	k->reading = ckr_str(r);
	k->at = ckr_i64(r);
	k->truth = ckg_range(r, -1, 1, "agenda: a condition's truth out of range");
	k->eggplant = ckg_id(r, BAD_ID);
	k->weight = ckr_i64(r);
}

static void save_item(ckw *w, const agenda_item *it)
{
	ck_int(w, it->ent);
	ck_int(w, it->cond);
	ck_int(w, it->hat);
	ck_i64(w, it->weight);
	ck_int(w, it->hatters);
	ck_i64(w, it->hatters_since);
}

static void load_item(ckr *r, agenda_item *it)
{
	it->ent = ckg_range(r, 1, INT32_MAX, "agenda: an item's entity id out of range");
	it->cond = ckg_id(r, BAD_ID);
	it->hat = ckg_flag(r, "agenda: an item's hat mark out of range");
	it->weight = ckr_i64(r);
	it->hatters = ckg_flag(r, "agenda: an item's Mad Hatters mark out of range");
	it->hatters_since = ckr_i64(r);
}

int agenda_save_state(const nomic *n, ckw *w)
{
	const agenda_state *s = n->agenda;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->phase);
	ck_int(w, s->round);
	ck_i64(w, s->called);
	ck_int(w, s->called_cycle);
	ck_int(w, s->illuminatus);
	ck_u64(w, s->dl);
	ck_i64(w, s->ends);
	ck_int(w, s->nconds);
	for (int i = 0; i < s->nconds; i++)
		save_cond(w, s->conds[i]);
	ck_int(w, s->nbids);
	for (int i = 0; i < s->nbids; i++) {
		ck_int(w, s->bids[i]->cond);
		ck_int(w, s->bids[i]->bidder);
		ck_i64(w, s->bids[i]->weight);
	}
	ck_int(w, s->nitems);
	for (int i = 0; i < s->nitems; i++)
		save_item(w, s->items[i]);
	ck_int(w, s->agent);
	ck_int(w, s->won_cycle);
	ck_int(w, s->duty);
	ckg_put_idlist(w, s->doomed, s->ndoomed);
	return 0;
}

int agenda_load_state(nomic *n, ckr *r)
{
	int present = ckg_flag(r, "agenda: presence marker out of range");
	if (!ckr_ok(r) || !present)
		return ckr_ok(r) ? 0 : -1;
	agenda_state *s = xcalloc(1, sizeof *s);
	n->agenda = s; /* from here on, its free_state frees whatever was read */
	s->phase = ckg_range(r, AG_NONE, AG_CHOICE, "agenda: the phase out of range");
	s->round = ckg_id(r, BAD_ID);
	s->called = ckr_i64(r);
	s->called_cycle = ckg_id(r, BAD_ID);
	s->illuminatus = ckg_player(r, n, BAD_PLAYER);
	s->dl = ckr_u64(r);
	s->ends = ckr_i64(r);
	s->conds = (agenda_cond **)ckg_items(r, 10, &s->conds_cap);
	for (int i = 0; ckr_ok(r) && i < s->conds_cap; i++) {
		agenda_cond *k = xcalloc(1, sizeof *k);
		s->conds[s->nconds++] = k;
		load_cond(r, n, k);
	}
	s->bids = (agenda_bid **)ckg_items(r, 3, &s->bids_cap);
	for (int i = 0; ckr_ok(r) && i < s->bids_cap; i++) {
		agenda_bid *b = xcalloc(1, sizeof *b);
		s->bids[s->nbids++] = b;
		b->cond = ckg_range(r, 1, INT32_MAX, "agenda: a bid's condition out of range");
		b->bidder = ckg_range(r, 1, n->nplayers, BAD_PLAYER);
		b->weight = ckr_i64(r);
	}
	s->items = (agenda_item **)ckg_items(r, 6, &s->items_cap);
	for (int i = 0; ckr_ok(r) && i < s->items_cap; i++) {
		agenda_item *it = xcalloc(1, sizeof *it);
		s->items[s->nitems++] = it;
		load_item(r, it);
	}
	s->agent = ckg_player(r, n, BAD_PLAYER);
	s->won_cycle = ckg_id(r, BAD_ID);
	s->duty = ckg_id(r, BAD_ID);
	ckg_get_idlist(r, n, &s->doomed, &s->ndoomed, &s->doomed_cap, BAD_PLAYER);
	return ckr_ok(r) ? 0 : -1;
}
