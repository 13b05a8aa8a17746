/* checkpoint.c: a nomic's whole state written as one body and read back
 * (checkpoint.h), and the self-test that checks every part's pair. */
#include "core/checkpoint.h"
#include "core/module.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BODY_MAGIC "nomicd checkpoint"
#define BODY_FORMAT 1

/* Some parts are written as the machine lays them out (a game class's
 * flat state, src/games/framework/games_ckpt.c): a checkpoint says which byte order
 * and sizes it was written with, and another machine's is not read (the
 * nomic is opened by replay instead). */
static const char *platform(void)
{
	static char buf[64];
	const uint16_t probe = 1;
	snprintf(buf, sizeof buf, "%s int%zu long%zu ptr%zu int64 align%zu",
		 *(const unsigned char *)&probe ? "le" : "be", sizeof(int), sizeof(long),
		 sizeof(void *), _Alignof(int64_t));
	return buf;
}

const char *checkpoint_unsupported(void)
{
	for (int i = 0; nomic_modules[i]; i++) {
		const nomic_module *m = nomic_modules[i];
		if (m->free_state && (!m->save_state || !m->load_state))
			return m->name;
	}
	return NULL;
}

/* One part's bytes, written on their own so the body can give their length. */
static int save_part(const nomic *n, const nomic_module *m, ckw *part)
{
	memset(part, 0, sizeof *part);
	sbuf_addn(&part->b, "", 0);
	return m ? m->save_state(n, part) : core_save_state(n, part);
}

int checkpoint_save(const nomic *n, sbuf *out, char *why, size_t len)
{
	const char *missing = checkpoint_unsupported();
	if (missing) {
		snprintf(why, len, "the %s module cannot write its state yet", missing);
		return -1;
	}
	ckw w = {*out};
	ck_str(&w, BODY_MAGIC);
	ck_int(&w, BODY_FORMAT);
	ck_str(&w, platform());
	for (int i = -1; i < 0 || nomic_modules[i]; i++) {
		const nomic_module *m = i < 0 ? NULL : nomic_modules[i];
		if (m && !m->save_state)
			continue;
		ckw part;
		int rc = save_part(n, m, &part);
		if (rc == 0) {
			ck_str(&w, m ? m->name : "core");
			ck_int(&w, m ? m->state_version : CORE_STATE_VERSION);
			ck_bytes(&w, part.b.s, part.b.len);
		}
		sbuf_free(&part.b);
		if (rc) {
			snprintf(why, len, "the %s part could not be written", m ? m->name : "core");
			*out = w.b;
			return -1;
		}
	}
	*out = w.b;
	return 0;
}

/* Reads one part's header and bytes: 0, or -1 with why. */
static int load_part(nomic *n, const nomic_module *m, ckr *body, char *why, size_t len)
{
	const char *name = m ? m->name : "core";
	int version = m ? m->state_version : CORE_STATE_VERSION;
	char *got = ckr_str(body);
	int gotv = ckr_int(body);
	size_t plen;
	const void *p = ckr_blob(body, &plen);
	int rc = -1;
	if (!ckr_ok(body))
		snprintf(why, len, "the checkpoint is cut short before the %s part", name);
	else if (!got || strcmp(got, name) != 0)
		snprintf(why, len, "expected the %s part, found %s", name, got ? got : "none");
	else if (gotv != version)
		snprintf(why, len, "the %s part is version %d, this build reads %d", name, gotv,
			 version);
	else {
		ckr r;
		ckr_init(&r, p, plen);
		int lrc = m ? m->load_state(n, &r) : core_load_state(n, &r);
		if (lrc == 0 && ckr_done(&r))
			rc = 0;
		else
			snprintf(why, len, "the %s part is malformed (%s)", name,
				 r.why ? r.why : lrc ? "refused" : "bytes left over");
	}
	free(got);
	return rc;
}

nomic *checkpoint_load(const void *body, size_t size, char *why, size_t len)
{
	ckr r;
	ckr_init(&r, body, size);
	char *magic = ckr_str(&r);
	int format = ckr_int(&r);
	char *plat = ckr_str(&r);
	int ok = ckr_ok(&r) && magic && strcmp(magic, BODY_MAGIC) == 0 && format == BODY_FORMAT;
	int same = ok && plat && strcmp(plat, platform()) == 0;
	free(magic);
	free(plat);
	if (!ok) {
		snprintf(why, len, "not a checkpoint of this format");
		return NULL;
	}
	if (!same) {
		snprintf(why, len, "written on a machine of another byte order or word size");
		return NULL;
	}
	nomic *n = nomic_new();
	for (int i = -1; i < 0 || nomic_modules[i]; i++) {
		const nomic_module *m = i < 0 ? NULL : nomic_modules[i];
		if (m && !m->save_state)
			continue;
		if (load_part(n, m, &r, why, len)) {
			nomic_free(n);
			return NULL;
		}
	}
	if (!ckr_done(&r)) {
		snprintf(why, len, "bytes left over after the last part");
		nomic_free(n);
		return NULL;
	}
	return n;
}

static void selftest_fail(const char *part, const char *what)
{
	fprintf(stderr, "nomicd: checkpoint self-test: the %s part %s\n", part, what);
	abort();
}

/* One module's pair, in place: save, free, load, save again, compare. */
static void selftest_module(nomic *n, const nomic_module *m)
{
	ckw a, b;
	if (save_part(n, m, &a))
		selftest_fail(m->name, "could not be written");
	m->free_state(n);
	ckr r;
	ckr_init(&r, a.b.s, a.b.len);
	if (m->load_state(n, &r) || !ckr_done(&r)) {
		fprintf(stderr, "nomicd: checkpoint self-test: %s: %s\n", m->name,
			r.why ? r.why : "load refused or bytes left over");
		selftest_fail(m->name, "did not load what it wrote");
	}
	if (save_part(n, m, &b))
		selftest_fail(m->name, "could not be written after loading");
	if (a.b.len != b.b.len || memcmp(a.b.s, b.b.s, a.b.len) != 0)
		selftest_fail(m->name, "wrote other bytes after loading what it wrote");
	sbuf_free(&a.b);
	sbuf_free(&b.b);
}

/* Core's pair on its own, while some module has none (so the whole nomic
 * cannot be saved): saved, loaded into a new nomic, saved again, compared. */
static void selftest_core(const nomic *n)
{
	ckw a, b;
	if (save_part(n, NULL, &a))
		selftest_fail("core", "could not be written");
	nomic *loaded = nomic_new();
	ckr r;
	ckr_init(&r, a.b.s, a.b.len);
	if (core_load_state(loaded, &r) || !ckr_done(&r)) {
		fprintf(stderr, "nomicd: checkpoint self-test: core: %s\n",
			r.why ? r.why : "load refused or bytes left over");
		selftest_fail("core", "did not load what it wrote");
	}
	if (save_part(loaded, NULL, &b))
		selftest_fail("core", "could not be written after loading");
	if (a.b.len != b.b.len || memcmp(a.b.s, b.b.s, a.b.len) != 0)
		selftest_fail("core", "wrote other bytes after loading what it wrote");
	nomic_free(loaded);
	sbuf_free(&a.b);
	sbuf_free(&b.b);
}

void checkpoint_selftest(nomic **np)
{
	nomic *n = *np;
	for (int i = 0; nomic_modules[i]; i++) {
		const nomic_module *m = nomic_modules[i];
		if (m->save_state && m->load_state && m->free_state)
			selftest_module(n, m);
	}
	sbuf a = {0}, b = {0};
	char why[256];
	if (checkpoint_unsupported()) {
		selftest_core(n);
		return;
	}
	if (checkpoint_save(n, &a, why, sizeof why))
		selftest_fail("whole", why);
	nomic *loaded = checkpoint_load(a.s, a.len, why, sizeof why);
	if (!loaded)
		selftest_fail("whole", why);
	if (checkpoint_save(loaded, &b, why, sizeof why))
		selftest_fail("whole", why);
	if (a.len != b.len || memcmp(a.s, b.s, a.len) != 0)
		selftest_fail("whole", "differs after loading");
	sbuf_free(&a);
	sbuf_free(&b);
	nomic_free(n);
	*np = loaded;
}
