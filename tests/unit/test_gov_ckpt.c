/* test_gov_ckpt.c: the checkpoint pairs of gov and its sub-parts
 * (src/gov/gov_ckpt.c, paradigm, mentors, cheese, csr, hearings, agenda:
 * each *_ckpt.c; issue 17 item 3) against bad input. A nomic is played
 * until each of the seven parts holds state; then each part's bytes are
 * loaded back (the same bytes again), cut short at every length (always
 * refused, nothing leaked: the ASan build checks), with every byte
 * altered (refused or loaded whole, never a crash or a leak), and with
 * values out of range written on purpose (refused, saying why).
 *
 * Each load goes into a copy of the nomic's struct whose part pointer is
 * NULL, so core and the other parts are the engine's, read only. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../ckpttest.h"
#include "../nomictest.h"
#include "core/ckpt.h"
#include "core/module.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>

/* The parts under test: their module's name and their pointer in the
 * nomic. */
static const struct part {
	const char *name;
	size_t at;
} parts[] = {
	{"gov", offsetof(nomic, gov)},
	{"paradigm", offsetof(nomic, paradigm)},
	{"mentors", offsetof(nomic, mentors)},
	{"cheese", offsetof(nomic, cheese)},
	{"csr", offsetof(nomic, csrs)},
	{"hearings", offsetof(nomic, hearings)},
	{"agenda", offsetof(nomic, agenda)},
};
#define NPARTS (sizeof parts / sizeof *parts)

static const nomic_module *module_named(const char *name)
{
	for (int i = 0; nomic_modules[i]; i++)
		if (strcmp(nomic_modules[i]->name, name) == 0)
			return nomic_modules[i];
	fail_msg("no module %s", name);
	return NULL;
}

static void **part_ptr(nomic *n, const struct part *p)
{
	return (void **)((char *)n + p->at);
}

/* Every part given something to keep. */
static void play(nomic_file *f)
{
	open_nomic(f);
	engine *e = f->e;
	run(e, "admin", "ruleset load ackanomic");
	run(e, "admin", "param set offices.mode admin");
	run(e, "alice", "propose \"Up\" \"Effect: mint 1 Gamepoints to alice\"");
	run(e, "bob", "vote 1 yes");
	run(e, "admin", "strength carol 3");
	run(e, "alice", "rebel on");
	run(e, "bob", "mentor join");
	run(e, "admin", "office create \"Common Sense, Redundancy, and Redundancy\"");
	run(e, "admin", "appoint alice as \"Common Sense, Redundancy, and Redundancy\"");
	run(e, "alice", "csr issue \"Retitle R101.\\nEffect: rule retitle 101 \\\"Obey\\\"\"");
	run(e, "carol", "csr object 1");
	run(e, "alice", "hearing call will \"the weather\"");
	run(e, "bob", "respond 1 1");
	run(e, "admin", "office create Illuminatus");
	run(e, "admin", "appoint erin Illuminatus");
	run(e, "erin", "agenda call");
	run(e, "dave", "agenda submit \"The owner of this hat likes cheese\"");
}

/* Loads bytes into a copy of n as part p: 0 if accepted whole. On
 * success *again holds what the loaded part writes. */
static int load_into_copy(const nomic *n, const struct part *p, const nomic_module *m,
			  const void *bytes, size_t len, sbuf *again, const char **why)
{
	nomic copy = *n;
	*part_ptr(&copy, p) = NULL;
	ckr r;
	ckr_init(&r, bytes, len);
	int rc = m->load_state(&copy, &r);
	int ok = rc == 0 && ckr_done(&r);
	*why = r.why;
	if (ok && again) {
		ckw w = {{0}};
		sbuf_addn(&w.b, "", 0);
		assert_int_equal(m->save_state(&copy, &w), 0);
		*again = w.b;
	}
	m->free_state(&copy);
	assert_null(*part_ptr(&copy, p)); /* free_state leaves the pointer NULL */
	return ok ? 0 : -1;
}

struct copy_load {
	const nomic *n;
	const struct part *p;
	const nomic_module *m;
};

static int load_copy(void *arg, const void *bytes, size_t len)
{
	struct copy_load *cl = arg;
	const char *why;
	return load_into_copy(cl->n, cl->p, cl->m, bytes, len, NULL, &why);
}

static void save(const nomic *n, const nomic_module *m, sbuf *out)
{
	ckw w = {{0}};
	sbuf_addn(&w.b, "", 0);
	assert_int_equal(m->save_state(n, &w), 0);
	*out = w.b;
}

static void round_trip_and_truncation(void **state)
{
	(void)state;
	nomic_file f;
	play(&f);
	const nomic *n = engine_read_begin(f.e);
	for (size_t i = 0; i < NPARTS; i++) {
		const nomic_module *m = module_named(parts[i].name);
		assert_non_null(*part_ptr((nomic *)n, &parts[i])); /* the part holds state */
		sbuf a;
		save(n, m, &a);
		sbuf b = {0};
		const char *why;
		/* The same bytes back. */
		assert_int_equal(load_into_copy(n, &parts[i], m, a.s, a.len, &b, &why), 0);
		assert_int_equal(a.len, b.len);
		assert_memory_equal(a.s, b.s, a.len);
		sbuf_free(&b);
		/* Cut short anywhere: refused; any byte altered: refused, or
		 * loaded whole. */
		struct copy_load cl = {n, &parts[i], m};
		ckpt_check_bytes(parts[i].name, a.s, a.len, load_copy, &cl);
		sbuf_free(&a);
	}
	engine_read_end(f.e);
	close_nomic(&f);
}

/* A hand-written gov part: one proposal, whose status is `status`. */
static void gov_with_status(sbuf *out, int status)
{
	ckw w = {{0}};
	sbuf_addn(&w.b, "", 0);
	ck_int(&w, 1);         /* present */
	ck_str(&w, "");        /* the method */
	ck_int(&w, 2);         /* next number */
	ck_int(&w, 0);         /* mn_reached */
	ck_int(&w, 0);         /* sage */
	ck_int(&w, 1);         /* one proposal */
	ck_int(&w, 1);         /* number */
	ck_int(&w, 1);         /* author: alice */
	ck_str(&w, "T");
	ck_str(&w, "text");
	ck_int(&w, 0);         /* ordinary */
	ck_str(&w, "");
	for (int i = 0; i < 8; i++)
		ck_i64(&w, 0); /* method_config */
	ck_int(&w, status);
	for (int i = 0; i < 3; i++)
		ck_i64(&w, 0);
	ck_u64(&w, 0);
	ck_u64(&w, 0);
	ck_int(&w, 0);         /* reminded */
	ck_ints(&w, NULL, 0);  /* ballots */
	ck_str(&w, NULL);      /* outcome */
	ck_int(&w, 0);         /* no strengths */
	ck_int(&w, 0);         /* hidden */
	for (int i = 0; i < 4; i++)
		ck_int(&w, 0); /* no wins, announcements, winners, strengths */
	*out = w.b;
}

/* A hand-written hearings part: one Hearing of type key. */
static void hearing_of_type(sbuf *out, const char *key)
{
	ckw w = {{0}};
	sbuf_addn(&w.b, "", 0);
	ck_int(&w, 1);
	ck_int(&w, 1);         /* one Hearing */
	ck_int(&w, 1);         /* number */
	ck_str(&w, key);
	ck_int(&w, 0);
	ck_int(&w, 1);         /* called by alice */
	ck_int(&w, 0);
	ck_str(&w, "matter");
	ck_int(&w, 2);
	ck_str(&w, "yes");
	ck_str(&w, "no");
	ck_i64(&w, 0);
	ck_i64(&w, 100);
	ck_u64(&w, 0);
	ck_int(&w, 0);         /* in session */
	ck_int(&w, 0);         /* no responses */
	ck_int(&w, -1);        /* no verdict */
	for (int i = 0; i < 8; i++)
		ck_int(&w, 0);
	*out = w.b;
}

static void out_of_range_refused(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	const nomic *n = engine_read_begin(f.e);
	const char *why;
	sbuf b;

	gov_with_status(&b, 1); /* voting: a well-formed part */
	assert_int_equal(load_into_copy(n, &parts[0], module_named("gov"), b.s, b.len, NULL, &why),
			 0);
	sbuf_free(&b);
	gov_with_status(&b, 99);
	assert_int_equal(load_into_copy(n, &parts[0], module_named("gov"), b.s, b.len, NULL, &why),
			 -1);
	assert_non_null(strstr(why, "status"));
	sbuf_free(&b);

	hearing_of_type(&b, "will");
	assert_int_equal(load_into_copy(n, &parts[5], module_named("hearings"), b.s, b.len, NULL,
					&why), 0);
	sbuf_free(&b);
	hearing_of_type(&b, "moon"); /* a quiet type, called by src/gov/cycle */
	assert_int_equal(load_into_copy(n, &parts[5], module_named("hearings"), b.s, b.len, NULL,
					&why), 0);
	sbuf_free(&b);
	hearing_of_type(&b, "nosuch");
	assert_int_equal(load_into_copy(n, &parts[5], module_named("hearings"), b.s, b.len, NULL,
					&why), -1);
	assert_non_null(strstr(why, "unknown type"));
	sbuf_free(&b);

	/* A forged count larger than the bytes: refused before allocating. */
	ckw w = {{0}};
	sbuf_addn(&w.b, "", 0);
	ck_int(&w, 1);
	ck_int(&w, 1 << 30); /* a billion marks */
	assert_int_equal(load_into_copy(n, &parts[3], module_named("cheese"), w.b.s, w.b.len, NULL,
					&why), -1);
	sbuf_free(&w.b);
	engine_read_end(f.e);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(round_trip_and_truncation),
		cmocka_unit_test(out_of_range_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
