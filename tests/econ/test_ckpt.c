/* test_ckpt.c: the economy's checkpoint pairs against bad bytes (issue 17
 * item 3; the econ_ckpt.c files). A nomic whose entities, auctions, trades,
 * Treasury records, Contracts, customs log, Buried Treasure and Machine all
 * hold something; then, for each of those parts:
 *   - what it writes loads back and writes the same bytes again;
 *   - every truncation of those bytes is refused (-1), and what was built
 *     before the refusal is freed by the module's free_state, which leaves
 *     the part NULL;
 *   - every single byte forged (each position, two values) loads or is
 *     refused without touching memory it does not own (run it under ASan:
 *     the econ suite is).
 * NOMIC_TEST_CHECKPOINT=1 checks the same pairs on well-formed bytes after
 * every batch of every transcript; this checks the malformed ones. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../ckpttest.h"
#include "../nomictest.h"
#include "core/ckpt.h"
#include "core/module.h"
#include "core/state.h"

#include <stdlib.h>
#include <string.h>

extern const nomic_module econ_module, auctions_module, trades_module, treasury_module,
	contracts_module, customs_module, treasure_module, machine_module;

static const struct {
	const nomic_module *m;
	size_t part; /* offsetof the part's pointer in struct nomic */
} parts[] = {
	{&econ_module, offsetof(nomic, entities)},
	{&auctions_module, offsetof(nomic, auctions)},
	{&trades_module, offsetof(nomic, trades)},
	{&treasury_module, offsetof(nomic, treasury_state)},
	{&contracts_module, offsetof(nomic, contracts)},
	{&customs_module, offsetof(nomic, customs)},
	{&treasure_module, offsetof(nomic, treasures)},
	{&machine_module, offsetof(nomic, machine)},
};
#define NPARTS (sizeof parts / sizeof parts[0])

/* Commands from the transcripts of each part (auctions.t, trades.t,
 * contracts.t, customs.t, treasure.t, machine.t, forgery.t). */
static const char *const script[][2] = {
	{"admin", "ruleset load ackanomic"},
	{"admin", "appoint dave Speaker"},
	{"admin", "office create \"General Contractor\""},
	{"admin", "appoint dave as \"General Contractor\""},
	{"admin", "office create \"Customs Officer\""},
	{"admin", "appoint carol \"Customs Officer\""},
	{"admin", "entity create trinket alice \"Red Stone\" 10 \"a red stone\""},
	{"admin", "entity create egg alice"},
	{"admin", "entity create egg alice"},
	{"admin", "entity create egg bob"},
	{"admin", "entity create cloak alice"},
	{"admin", "entity create trinket carol \"Ruby\" 50"},
	{"alice", "trinket compose \"Blue Stone\" 5 \"a blue stone\""},
	{"alice", "trade offer to bob 2 eggs for A$30"},
	{"bob", "trade offer to carol A$20 for nothing"},
	{"alice", "auction call \"Red Stone\" min A$5"},
	{"bob", "bid 1 A$6"},
	{"alice", "contract create \"Pact\" public penalty 3 2 egg \"We vote alike.\""},
	{"bob", "contract sign Pact"},
	{"carol", "contract breach Pact bob \"voted NO\""},
	{"carol", "customs offer Agora to Treasury gives \"Bronze Key\" for Ruby"},
	{"carol", "customs offer Agora gives \"Silver Apple\""},
	{"alice", "treasure bury \"Blue Stone\""},
	{"admin", "machine create"},
	{"admin", "score alice +3"},
};

static void **part_of(nomic *n, size_t off)
{
	return (void **)((char *)n + off);
}

static void save(const nomic *n, const nomic_module *m, ckw *w)
{
	memset(w, 0, sizeof *w);
	assert_int_equal(m->save_state(n, w), 0);
}

/* Loads len bytes of p into the detached part; returns load's result and
 * frees what it built, checking free_state leaves the part NULL. */
static int load_and_free(nomic *n, const nomic_module *m, void **slot, const void *p, size_t len)
{
	ckr r;
	ckr_init(&r, p, len);
	int rc = m->load_state(n, &r);
	if (rc == 0 && !ckr_done(&r))
		rc = -1;
	m->free_state(n);
	assert_null(*slot);
	return rc;
}

struct slot_load {
	nomic *n;
	const nomic_module *m;
	void **slot;
};

static int load_slot(void *arg, const void *bytes, size_t len)
{
	struct slot_load *sl = arg;
	return load_and_free(sl->n, sl->m, sl->slot, bytes, len);
}

static void bad_bytes_refused(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
		reply r;
		engine_submit(f.e, script[i][0], script[i][1], &r);
		reply_free(&r); /* a refused step leaves its part as it was */
	}
	/* Nothing is submitted while the parts are detached below: the test
	 * holds the nomic as the writer would. */
	nomic *n = (nomic *)engine_read_begin(f.e);
	for (size_t k = 0; k < NPARTS; k++) {
		const nomic_module *m = parts[k].m;
		void **slot = part_of(n, parts[k].part);
		if (!*slot)
			fail_msg("the script leaves the %s part empty", m->name);
		assert_int_equal(m->state_version, 1);
		ckw a, b;
		save(n, m, &a);
		void *kept = *slot;
		*slot = NULL;
		/* Whole: loads, and writes the same bytes. */
		ckr r;
		ckr_init(&r, a.b.s, a.b.len);
		assert_int_equal(m->load_state(n, &r), 0);
		assert_true(ckr_done(&r));
		save(n, m, &b);
		assert_int_equal(a.b.len, b.b.len);
		assert_memory_equal(a.b.s, b.b.s, a.b.len);
		sbuf_free(&b.b);
		m->free_state(n);
		/* Every truncation refused; every byte forged loads or is
		 * refused, safely. */
		struct slot_load sl = {n, m, slot};
		ckpt_check_bytes(m->name, a.b.s, a.b.len, load_slot, &sl);
		sbuf_free(&a.b);
		*slot = kept;
	}
	engine_read_end(f.e);
	close_nomic(&f);
}

/* The marker of a part never made: one ck_int 0, loaded back as NULL. */
static void empty_part(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	nomic *n = (nomic *)engine_read_begin(f.e);
	for (size_t k = 0; k < NPARTS; k++) {
		const nomic_module *m = parts[k].m;
		void **slot = part_of(n, parts[k].part);
		void *kept = *slot;
		*slot = NULL;
		ckw w;
		save(n, m, &w);
		assert_int_equal(w.b.len, 1);
		ckr r;
		ckr_init(&r, w.b.s, w.b.len);
		assert_int_equal(m->load_state(n, &r), 0);
		assert_true(ckr_done(&r));
		assert_null(*slot);
		sbuf_free(&w.b);
		*slot = kept;
	}
	engine_read_end(f.e);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(empty_part),
		cmocka_unit_test(bad_bytes_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
