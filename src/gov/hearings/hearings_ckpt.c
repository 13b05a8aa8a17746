/* hearings_ckpt.c: the hearings part of a checkpoint (issue 17 item 3;
 * core/ckpt.h, core/module.h save_state/load_state): every Hearing (R360).
 *
 * Written, in this order: a presence marker (0: the part never used);
 * every Hearing in number order: its number, its type by key (a type is
 * a calling rule's static declaration, so it is found again by key: the
 * player-callable ones and the quiet ones other parts call), its Harfer,
 * caller and subject, its circumstances, its valid responses in order,
 * called and ends, the id of its end's deadline (core's), its status,
 * every response in order (player, entity mark, choice, when), its
 * verdict and the counts found at its end. A Hearing's number is its
 * place (hearing_get), so the numbers are checked to run 1, 2, ... */
#include "gov/gov_ckpt.h"
#include "gov/hearings/hearings.h"

#include <string.h>

#define BAD_PLAYER "hearings: a player id out of range"

/* The types no player calls, which other parts call themselves. */
static const hearing_type *const quiet_types[] = {&hearing_moon, NULL};

static const hearing_type *type_by_key(const char *key)
{
	const hearing_type *t = key ? hearing_type_by_key(key) : NULL;
	for (int i = 0; key && !t && quiet_types[i]; i++)
		if (strcmp(quiet_types[i]->key, key) == 0)
			t = quiet_types[i];
	return t;
}

static int save_hearing(ckw *w, const hearing *h)
{
	/* A type that cannot be found again by its key cannot be written. */
	if (!h->type || type_by_key(h->type->key) != h->type)
		return -1;
	ck_int(w, h->number);
	ck_str(w, h->type->key);
	ck_int(w, h->harfer);
	ck_int(w, h->caller);
	ck_int(w, h->subject);
	ck_str(w, h->circumstances);
	ck_int(w, h->nresponses);
	for (int i = 0; i < h->nresponses; i++)
		ck_str(w, h->responses[i]);
	ck_i64(w, h->called);
	ck_i64(w, h->ends);
	ck_u64(w, h->dl);
	ck_int(w, (int)h->status);
	ck_int(w, h->ngot);
	for (int i = 0; i < h->ngot; i++) {
		const hearing_response *g = h->got[i];
		ck_int(w, g->player);
		ck_int(w, g->entity);
		ck_int(w, g->choice);
		ck_i64(w, g->at);
	}
	ck_int(w, h->verdict);
	for (int i = 0; i < HEARING_MAX_RESPONSES; i++)
		ck_int(w, h->counts[i]);
	return 0;
}

static void load_hearing(ckr *r, const nomic *n, hearing *h, int number)
{
	h->number = ckr_int(r);
	if (ckr_ok(r) && h->number != number)
		ckr_fail(r, "hearings: the Hearings are not numbered 1, 2, ...");
	char *key = ckr_str(r);
	h->type = type_by_key(key);
	free(key);
	if (ckr_ok(r) && !h->type)
		ckr_fail(r, "hearings: a Hearing of an unknown type");
	h->harfer = ckg_player(r, n, BAD_PLAYER);
	h->caller = ckg_player(r, n, BAD_PLAYER);
	h->subject = ckr_int(r);
	h->circumstances = ckr_str(r);
	int nr = ckg_range(r, 0, HEARING_MAX_RESPONSES, "hearings: too many responses");
	if (ckr_ok(r)) {
		/* as hearing_call makes it: room for one at least */
		h->responses = xcalloc((size_t)(nr ? nr : 1), sizeof *h->responses);
		for (int i = 0; ckr_ok(r) && i < nr; i++) {
			h->responses[h->nresponses++] = ckr_str(r);
			if (ckr_ok(r) && !h->responses[i])
				ckr_fail(r, "hearings: a response missing");
		}
	}
	h->called = ckr_i64(r);
	h->ends = ckr_i64(r);
	h->dl = ckr_u64(r);
	h->status = (enum hearing_status)ckg_range(r, HS_SESSION, HS_WITHDRAWN,
						   "hearings: a status out of range");
	h->got = (hearing_response **)ckg_items(r, 4, &h->got_cap);
	for (int i = 0; ckr_ok(r) && i < h->got_cap; i++) {
		hearing_response *g = xcalloc(1, sizeof *g);
		h->got[h->ngot++] = g;
		g->player = ckg_player(r, n, BAD_PLAYER);
		g->entity = ckg_flag(r, "hearings: an entity mark out of range");
		g->choice = ckg_range(r, 0, h->nresponses - 1, "hearings: a choice out of range");
		g->at = ckr_i64(r);
	}
	h->verdict = ckg_range(r, -1, h->nresponses - 1, "hearings: a verdict out of range");
	for (int i = 0; i < HEARING_MAX_RESPONSES; i++)
		h->counts[i] = ckg_range(r, 0, INT32_MAX, "hearings: a negative count");
}

int hearings_save_state(const nomic *n, ckw *w)
{
	const hearings *s = n->hearings;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->nall);
	for (int i = 0; i < s->nall; i++)
		if (save_hearing(w, s->all[i]))
			return -1;
	return 0;
}

int hearings_load_state(nomic *n, ckr *r)
{
	int present = ckg_flag(r, "hearings: presence marker out of range");
	if (!ckr_ok(r) || !present)
		return ckr_ok(r) ? 0 : -1;
	hearings *s = xcalloc(1, sizeof *s);
	n->hearings = s; /* from here on, its free_state frees whatever was read */
	s->all = (hearing **)ckg_items(r, 21, &s->all_cap);
	for (int i = 0; ckr_ok(r) && i < s->all_cap; i++) {
		hearing *h = xcalloc(1, sizeof *h);
		s->all[s->nall++] = h;
		load_hearing(r, n, h, i + 1);
	}
	return ckr_ok(r) ? 0 : -1;
}
