/* test_society_ckpt.c: the checkpoint pairs of orgs, castes, swingers,
 * otzma, character and land (issue 17 item 3; src/society/... and
 * src/econ/land, *_ckpt.c).
 *
 * Each part is built by hand with every field set (not zero), so that:
 * - round trip: what a part writes loads back and writes the same bytes;
 *   a field written but not read (or read into the wrong place) differs;
 * - an absent part writes one marker and loads back absent;
 * - truncated: every prefix of a part's bytes is refused (-1), and what
 *   was built is freed (ASan: no leak, no double free);
 * - forged: every byte of a part's bytes changed in turn either loads or
 *   is refused, never reads or writes out of bounds (ASan), and a forged
 *   count or value out of range is refused. The transcripts under
 *   NOMIC_TEST_CHECKPOINT=1 check the pairs on states folded from play. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../ckpttest.h"
#include "core/ckpt.h"
#include "core/module.h"
#include "core/state.h"
#include "econ/land/land.h"
#include "society/castes/castes.h"
#include "society/character/character.h"
#include "society/orgs/orgs.h"
#include "society/otzma/otzma.h"
#include "society/swingers/swingers.h"

#include <stdlib.h>
#include <string.h>

/* Appends p to an array that grows (the parts' own layout). */
static void push(void ***v, int *n, int *cap, void *p)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 4;
		*v = realloc(*v, (size_t)*cap * sizeof **v);
		assert_non_null(*v);
	}
	(*v)[(*n)++] = p;
}

#define PUSH(arr, cnt, cap, p) push((void ***)&(arr), &(cnt), &(cap), (p))

static void fill_castes(nomic *n)
{
	castes *s = xcalloc(1, sizeof *s);
	n->castes = s;
	for (int i = 0; i < 3; i++) {
		caste_member *m = xcalloc(1, sizeof *m);
		*m = (caste_member){.player = i + 2, .caste = i, .since = 1000 + i, .swapped = 2000 + i};
		PUSH(s->v, s->n, s->cap, m);
	}
	caste_swap *w = xcalloc(1, sizeof *w);
	*w = (caste_swap){.number = 1, .players = {2, 3, 4}, .nplayers = 3, .agreed = {1, 0, 1},
			  .made = 3000, .done = 2};
	PUSH(s->swaps, s->nswaps, s->swaps_cap, w);
}

static void fill_swingers(nomic *n)
{
	swingers *s = xcalloc(1, sizeof *s);
	n->swingers = s;
	swinging *w = xcalloc(1, sizeof *w);
	*w = (swinging){.entity = 7, .party = xstrdup("Reds"), .name = NULL,
			.provisional_since = 11, .else_since = 12, .gone = 1};
	PUSH(s->v, s->n, s->cap, w);
	w = xcalloc(1, sizeof *w);
	*w = (swinging){.entity = 9, .party = xstrdup(""), .name = xstrdup("Blue"),
			.provisional_since = 0, .else_since = 13, .gone = 0};
	PUSH(s->v, s->n, s->cap, w);
}

static void fill_character(nomic *n)
{
	character *s = xcalloc(1, sizeof *s);
	n->character = s;
	charac_value *v = xcalloc(1, sizeof *v);
	*v = (charac_value){.player = 2, .def = charac_find("strength"), .value = -5};
	PUSH(s->values, s->nvalues, s->values_cap, v);
	charac_mark *m = xcalloc(1, sizeof *m);
	*m = (charac_mark){.player = 3, .what = MARK_ROLLED};
	PUSH(s->marks, s->nmarks, s->marks_cap, m);
	fire *f = xcalloc(1, sizeof *f);
	*f = (fire){.player = 4, .lit = 77, .dl = 5, .declared = 1};
	PUSH(s->fires, s->nfires, s->fires_cap, f);
	charac_entry *e = xcalloc(1, sizeof *e);
	*e = (charac_entry){.player = 2, .def = charac_find("honour"), .from = 3, .to = -4,
			    .when = 99};
	strcpy(e->why, "a duel lost");
	PUSH(s->history, s->nhistory, s->history_cap, e);
	s->champion = 3;
	s->evil = 4;
	assert_non_null(v->def);
	assert_non_null(e->def);
}

static void fill_otzma(nomic *n)
{
	otzma *z = xcalloc(1, sizeof *z);
	n->otzma = z;
	*z = (otzma){.day_start = 10, .day_end = 20, .day_by = xstrdup("alice"), .last_end = 5,
		     .prev_start = 1, .day_created = 3, .day_dl = 8, .start_dl = 9, .duty = 2};
	gtime *t = xmalloc(sizeof *t);
	*t = 15;
	PUSH(z->made, z->nmade, z->capmade, t);
	otzma_pl *p = xcalloc(1, sizeof *p);
	*p = (otzma_pl){.player = 2, .card_conv = 1, .vote_conv = 2, .public_use = 3};
	PUSH(z->pl, z->npl, z->cappl, p);
	otzma_play *y = xcalloc(1, sizeof *y);
	*y = (otzma_play){.card = 12, .type = otzma_type_at(0), .player = 2, .target = 11,
			  .at = 30, .until = 40, .countered = 13, .shield = 14, .done = 1,
			  .aux = -6, .named = 3, .amount = 50, .mark = 60, .fired = 1, .dl = 70};
	strcpy(y->arg, "bob");
	PUSH(z->plays, z->nplays, z->capplays, y);
	assert_non_null(y->type);
}

static void fill_land(nomic *n)
{
	land *s = xcalloc(1, sizeof *s);
	n->land = s;
	land_kaa *k = xcalloc(1, sizeof *k);
	*k = (land_kaa){.y = 4, .x = -3, .ent = 21};
	PUSH(s->kaas, s->nkaas, s->kaas_cap, k);
	land_building *b = xcalloc(1, sizeof *b);
	*b = (land_building){.ent = 22, .size = BS_COSY, .state = BST_FLOATING, .nk = 2,
			     .ky = {4, 4}, .kx = {-3, -2}, .home_of = 2, .floated_seq = 33};
	PUSH(s->blds, s->nblds, s->blds_cap, b);
	land_loc *l = xcalloc(1, sizeof *l);
	*l = (land_loc){.pid = 3, .kind = LOC_PLACE, .a = 1, .b = 0};
	PUSH(s->locs, s->nlocs, s->locs_cap, l);
	land_permit *p = xcalloc(1, sizeof *p);
	*p = (land_permit){.owner = 2, .guest = 3};
	PUSH(s->permits, s->npermits, s->permits_cap, p);
}

static void fill_orgs(nomic *n)
{
	orgs *s = xcalloc(1, sizeof *s);
	n->orgs = s;
	for (int i = 0; i < 2; i++) {
		org *o = xcalloc(1, sizeof *o);
		*o = (org){.id = i + 1, .name = xstrdup(i ? "Faith" : "Reds"),
			   .type = i ? org_type_find("church") : &grey_type,
			   .policy = POL_QUASI, .privileged = 3, .account = 5 + i, .gone = i,
			   .formed = 100};
		org_member *m = xcalloc(1, sizeof *m);
		*m = (org_member){.player = 2, .since = 101, .since_seq = 7, .proxy = 1};
		PUSH(o->members, o->nmembers, o->members_cap, m);
		org_request *q = xcalloc(1, sizeof *q);
		*q = (org_request){.player = 4, .when = 102, .dl = 6};
		PUSH(o->requests, o->nrequests, o->requests_cap, q);
		PUSH(s->v, s->n, s->cap, o);
	}
	org_founder *f = xcalloc(1, sizeof *f);
	*f = (org_founder){.player = 3, .type = org_type_find("party"), .since = 5, .dl = 4,
			   .joiners = {2, 4}, .njoiners = 2};
	PUSH(s->founders, s->nfounders, s->founders_cap, f);
	org_suggestion *g = xcalloc(1, sizeof *g);
	*g = (org_suggestion){.number = 1, .org = 1, .author = 2, .action = xstrdup("pay 5"),
			      .made = 8, .made_seq = 9, .dl = 10, .state = SUG_LAPSED,
			      .outcome = xstrdup("lapsed"), .approvals = {2, 3},
			      .napprovals = 2, .denouncer = 4};
	PUSH(s->suggestions, s->nsuggestions, s->suggestions_cap, g);
	corp_share *h = xcalloc(1, sizeof *h);
	*h = (corp_share){.entity = 40, .org = 1};
	PUSH(s->shares, s->nshares, s->shares_cap, h);
	corp_motion *m = xcalloc(1, sizeof *m);
	*m = (corp_motion){.number = 1, .org = 1, .author = 2, .action = xstrdup("mint 9 erin"),
			   .privileged = 1, .made = 11, .dl = 12, .state = MOT_REJECTED,
			   .outcome = NULL, .nvotes = 1};
	m->votes[0] = (corp_vote){.player = 3, .favour = 1, .shares = -1};
	PUSH(s->motions, s->nmotions, s->motions_cap, m);
	org_charter *c = xcalloc(1, sizeof *c);
	*c = (org_charter){.org = 2, .text = xstrdup("for the poor")};
	PUSH(s->charters, s->ncharters, s->charters_cap, c);
	church_info *ch = xcalloc(1, sizeof *ch);
	*ch = (church_info){.org = 2, .founder = 0, .original = 2, .founded = 13,
			    .dogma = xstrdup("Nomic is good"), .policy = xstrdup("secret"),
			    .cult = 1};
	church_priest *p = xcalloc(1, sizeof *p);
	*p = (church_priest){.player = 3, .when = 14, .seq = 15};
	PUSH(ch->priests, ch->npriests, ch->priests_cap, p);
	PUSH(s->churches, s->nchurches, s->churches_cap, ch);
}

static const struct {
	const char *name;
	void (*fill)(nomic *n);
} parts[] = {
	{"orgs", fill_orgs},     {"castes", fill_castes}, {"swingers", fill_swingers},
	{"otzma", fill_otzma},   {"character", fill_character}, {"land", fill_land},
};

static const nomic_module *module_named(const char *name)
{
	for (int i = 0; nomic_modules[i]; i++)
		if (strcmp(nomic_modules[i]->name, name) == 0)
			return nomic_modules[i];
	fail_msg("no module %s", name);
	return NULL;
}

/* The part's bytes now. */
static sbuf save(const nomic *n, const nomic_module *m)
{
	ckw w = {0};
	assert_int_equal(m->save_state(n, &w), 0);
	return w.b;
}

/* Loads len bytes of p into n's (freed) part: 0 if loaded whole. */
static int load(nomic *n, const nomic_module *m, const void *p, size_t len)
{
	m->free_state(n);
	ckr r;
	ckr_init(&r, p, len);
	int rc = m->load_state(n, &r);
	return rc == 0 && ckr_done(&r) ? 0 : -1;
}

struct part_load {
	nomic *n;
	const nomic_module *m;
};

static int load_part(void *arg, const void *bytes, size_t len)
{
	struct part_load *pl = arg;
	return load(pl->n, pl->m, bytes, len);
}

static void round_trip(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
		const nomic_module *m = module_named(parts[i].name);
		assert_int_equal(m->state_version, 1);
		nomic *n = nomic_new();
		parts[i].fill(n);
		sbuf a = save(n, m);
		assert_true(a.len > 20);
		assert_int_equal(load(n, m, a.s, a.len), 0);
		sbuf b = save(n, m);
		assert_int_equal(a.len, b.len);
		assert_memory_equal(a.s, b.s, a.len);
		/* Absent: one marker, loaded back absent. */
		m->free_state(n);
		sbuf z = save(n, m);
		assert_int_equal(z.len, 1);
		assert_int_equal(load(n, m, z.s, z.len), 0);
		sbuf z2 = save(n, m);
		assert_int_equal(z2.len, 1);
		sbuf_free(&a);
		sbuf_free(&b);
		sbuf_free(&z);
		sbuf_free(&z2);
		nomic_free(n);
	}
}

static void truncated_and_forged(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
		const nomic_module *m = module_named(parts[i].name);
		nomic *n = nomic_new();
		parts[i].fill(n);
		sbuf a = save(n, m);
		struct part_load pl = {n, m};
		ckpt_check_bytes(m->name, a.s, a.len, load_part, &pl);
		unsigned char *c = xmalloc(a.len);
		/* A forged count far beyond the bytes: refused, nothing allocated
		 * from it (the first count follows the marker 1, but for
		 * otzma, whose part begins with the Otzma-Day's times). */
		memcpy(c, a.s, a.len);
		if (strcmp(m->name, "otzma") != 0) {
			c[1] = 0xff;
			c[2] = 0xff;
			c[3] = 0x7f;
			assert_int_equal(load(n, m, c, a.len), -1);
		}
		free(c);
		assert_int_equal(load(n, m, a.s, a.len), 0);
		sbuf_free(&a);
		nomic_free(n);
	}
}

/* Values out of range are refused: a Caste, a characteristic's name, an
 * organisation's id. */
static void out_of_range(void **state)
{
	(void)state;
	nomic *n = nomic_new();
	const nomic_module *m = module_named("castes");
	ckw w = {0};
	ck_int(&w, 1);
	ck_int(&w, 1);
	ck_int(&w, 2);
	ck_int(&w, CASTE_COUNT); /* no such Caste */
	ck_i64(&w, 1);
	ck_i64(&w, 0);
	ck_int(&w, 0);
	assert_int_equal(load(n, m, w.b.s, w.b.len), -1);
	m->free_state(n);
	assert_null(n->castes);
	sbuf_free(&w.b);

	m = module_named("character");
	w = (ckw){0};
	ck_int(&w, 1);
	ck_int(&w, 1);
	ck_int(&w, 2);
	ck_str(&w, "Charisma of Llamas"); /* no such characteristic */
	ck_i64(&w, 3);
	for (int k = 0; k < 5; k++)
		ck_int(&w, 0);
	assert_int_equal(load(n, m, w.b.s, w.b.len), -1);
	m->free_state(n);
	assert_null(n->character);
	sbuf_free(&w.b);

	/* A share of an organisation that is not there. */
	m = module_named("orgs");
	w = (ckw){0};
	ck_int(&w, 1);
	for (int k = 0; k < 3; k++) /* no orgs, founders, suggestions */
		ck_int(&w, 0);
	ck_int(&w, 1);
	ck_int(&w, 40);
	ck_int(&w, 1); /* org 1 */
	for (int k = 0; k < 3; k++) /* no motions, charters, churches */
		ck_int(&w, 0);
	assert_int_equal(load(n, m, w.b.s, w.b.len), -1);
	m->free_state(n);
	assert_null(n->orgs);
	sbuf_free(&w.b);
	nomic_free(n);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(round_trip),
		cmocka_unit_test(truncated_and_forged),
		cmocka_unit_test(out_of_range),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
