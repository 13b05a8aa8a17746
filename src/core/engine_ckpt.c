/* engine_ckpt.c: checkpoints in the engine (issue 17 item 3;
 * docs/ARCHITECTURE.md "Checkpoints"): when one is written, how opening
 * starts from one, and how `nomic verify` checks them against a replay
 * from event 1 (and a parallel verify's segments start from them:
 * verify_parallel.c).
 *
 * What is stored (store.h store_checkpoint): the event it follows (seq and
 * hash), this build's behaviour level (NOMIC_LEVEL), the parts it holds
 * with their versions, and a body: the nomic's state (checkpoint_save)
 * and the visibility index up to that event (visibility.h: the seals and
 * public texts every view of the log needs; the only other thing folded
 * from the log that lives outside struct nomic. The seq and last hash are
 * the checkpoint's own fields; rate limits are not folded from events;
 * the news is read from the visibility index and the log; the undo journal
 * is empty between batches).
 *
 * Trust: opening uses a checkpoint only if its hash holds, it follows the
 * very event the log holds at its seq, it was written by a build of this
 * level with these parts' versions, its body loads whole, and the event
 * after it links to it. Anything else is said on stderr and the next older
 * one is tried, then event 1: a checkpoint can make opening faster, never
 * change what it opens to. */
#include "core/checkpoint.h"
#include "core/engine_impl.h"
#include "core/level.h"
#include "core/module.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ENGINE_MAGIC "nomicd engine checkpoint"
#define ENGINE_FORMAT 1
#define VIS_VERSION 1

static uint64_t default_every = ENGINE_CHECKPOINT_EVERY;

void engine_default_checkpoint_every(uint64_t every)
{
	default_every = every;
}

uint64_t engine_checkpoint_every_default(void)
{
	return default_every;
}

void engine_set_checkpoint_every(engine *e, uint64_t every)
{
	e->ckpt_every = every;
}

/* The parts a checkpoint of this build holds, with their versions:
 * "core 1 gov 1 ... visibility 1". */
static char *parts_of_build(void)
{
	sbuf b = {0};
	sbuf_printf(&b, "core %d", CORE_STATE_VERSION);
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->save_state)
			sbuf_printf(&b, " %s %d", nomic_modules[i]->name,
				    nomic_modules[i]->state_version);
	sbuf_printf(&b, " visibility %d", VIS_VERSION);
	return sbuf_take(&b);
}

/* Room for about `hint` bytes in an empty b, so that writing a body of
 * megabytes does not copy it over and over as it grows. */
static void presize(sbuf *b, size_t hint)
{
	if (!hint || b->cap)
		return;
	b->cap = hint + 64;
	b->s = xmalloc(b->cap);
	b->s[0] = '\0';
}

/* The body of the state as it is now (under the state lock): 0, or -1
 * with why. hint: about how long it is (verify: the stored one's), or 0. */
static int body_of(engine *e, sbuf *out, size_t hint, char *why, size_t n)
{
	sbuf st = {0};
	presize(&st, hint);
	presize(out, hint);
	if (checkpoint_save(e->n, &st, why, n)) {
		sbuf_free(&st);
		return -1;
	}
	ckw w = {*out}, v = {{0}};
	ck_str(&w, ENGINE_MAGIC);
	ck_int(&w, ENGINE_FORMAT);
	ck_bytes(&w, st.s, st.len);
	vis_index_save(e->vis, e->seq, &v);
	ck_bytes(&w, v.b.s, v.b.len);
	*out = w.b;
	sbuf_free(&st);
	sbuf_free(&v.b);
	return 0;
}

/* The body's two halves (pointers into it): 0, or -1. */
static int body_split(const void *body, size_t len, const void **state, size_t *nstate,
		      const void **vis, size_t *nvis)
{
	ckr r;
	ckr_init(&r, body, len);
	char *magic = ckr_str(&r);
	int format = ckr_int(&r);
	*state = ckr_blob(&r, nstate);
	*vis = ckr_blob(&r, nvis);
	int ok = ckr_done(&r) && magic && strcmp(magic, ENGINE_MAGIC) == 0 &&
		 format == ENGINE_FORMAT;
	free(magic);
	return ok ? 0 : -1;
}

int engine_checkpoint(engine *e, uint64_t *seq, char *why, size_t n)
{
	*seq = 0;
	const char *missing = checkpoint_unsupported();
	if (missing) {
		snprintf(why, n, "no checkpoint can be written: the %s module cannot write its "
			 "state yet", missing);
		return -1;
	}
	store_checkpoint c = {0};
	sbuf body = {0};
	/* The state as of the last durable event, read like any view: the
	 * writer may run its next batch only once this is done, but readers
	 * go on. */
	engine_lock_read(e);
	int rc = body_of(e, &body, 0, why, n);
	c.seq = e->seq;
	memcpy(c.event_hash, e->last_hash, HASH_BYTES);
	engine_unlock_read(e);
	if (rc) {
		sbuf_free(&body);
		return -1;
	}
	if (c.seq == 0) {
		snprintf(why, n, "the log is empty");
		sbuf_free(&body);
		return -1;
	}
	c.level = NOMIC_LEVEL;
	c.parts = parts_of_build();
	c.len = body.len;
	c.body = (unsigned char *)sbuf_take(&body);
	store_checkpoint_hash(&c, c.hash);
	pthread_mutex_lock(&e->store_lock);
	rc = e->st->checkpoint_put(e->st, &c);
	if (rc != STORE_OK)
		snprintf(why, n, "%s", e->st->err);
	pthread_mutex_unlock(&e->store_lock);
	if (rc == STORE_OK) {
		*seq = c.seq;
		if (c.seq > e->ckpt_seq)
			e->ckpt_seq = c.seq;
	}
	store_checkpoint_free(&c);
	return rc == STORE_OK ? 0 : -1;
}

void engine_checkpoint_maybe(engine *e)
{
	if (!e->ckpt_every || e->head < e->ckpt_seq + e->ckpt_every)
		return;
	uint64_t seq;
	char why[1200];
	if (engine_checkpoint(e, &seq, why, sizeof why) == 0) {
		e->ckpt_said = 0;
		return;
	}
	/* Said once, not at every batch; tried again at the next interval. */
	e->ckpt_seq = e->head;
	if (!e->ckpt_said)
		fprintf(stderr, "nomicd: %s\n", why);
	e->ckpt_said = 1;
}

/* ---- opening from a checkpoint ---- */

typedef struct event_at {
	uint64_t seq;
	int found;
	unsigned char hash[HASH_BYTES];
} event_at;

static int first_event(void *arg, const store_event *ev)
{
	event_at *a = arg;
	a->found = ev->seq == a->seq;
	memcpy(a->hash, ev->hash, HASH_BYTES);
	return 1;
}

/* Whether c can be trusted and loads: 0 with the state in *n and *vis, or
 * -1 with why. Called with the store lock held. */
static int checkpoint_usable(engine *e, const store_checkpoint *c, nomic **n, vis_index **vis,
			     char *why, size_t len)
{
	unsigned char h[HASH_BYTES];
	store_checkpoint_hash(c, h);
	if (memcmp(h, c->hash, HASH_BYTES)) {
		snprintf(why, len, "its hash does not hold (edited?)");
		return -1;
	}
	if (c->level != NOMIC_LEVEL) {
		snprintf(why, len, "it was written at behaviour level %d, this build is level %d",
			 c->level, NOMIC_LEVEL);
		return -1;
	}
	char *parts = parts_of_build();
	int same = strcmp(parts, c->parts) == 0;
	free(parts);
	if (!same) {
		snprintf(why, len, "its parts' versions are not this build's");
		return -1;
	}
	event_at at = {.seq = c->seq};
	if (e->st->scan(e->st, c->seq, first_event, &at) < 0) {
		snprintf(why, len, "%s", e->st->err);
		return -1;
	}
	if (!at.found || memcmp(at.hash, c->event_hash, HASH_BYTES)) {
		snprintf(why, len, "the log does not hold the event it follows");
		return -1;
	}
	const void *state, *vbytes;
	size_t nstate, nvis;
	if (body_split(c->body, c->len, &state, &nstate, &vbytes, &nvis)) {
		snprintf(why, len, "its body is malformed");
		return -1;
	}
	char lwhy[256];
	*n = checkpoint_load(state, nstate, lwhy, sizeof lwhy);
	if (!*n) {
		snprintf(why, len, "%s", lwhy);
		return -1;
	}
	*vis = vis_index_new();
	ckr r;
	ckr_init(&r, vbytes, nvis);
	if (vis_index_load(*vis, &r) || !ckr_done(&r)) {
		snprintf(why, len, "the visibility index is malformed (%s)",
			 r.why ? r.why : "bytes left over");
		nomic_free(*n);
		vis_index_free(*vis);
		*n = NULL;
		*vis = NULL;
		return -1;
	}
	return 0;
}

int engine_checkpoint_open(engine *e)
{
	store_checkpoint c;
	uint64_t at = UINT64_MAX;
	int loaded = 0;
	pthread_mutex_lock(&e->store_lock);
	for (int tries = 0; tries < STORE_CHECKPOINTS_KEPT && at > 0; tries++) {
		if (e->st->checkpoint_get(e->st, at, &c) != STORE_OK || c.seq == 0) {
			store_checkpoint_free(&c);
			break;
		}
		if (!tries)
			e->ckpt_seq = c.seq; /* the next is written ckpt_every after it */
		const char *missing = checkpoint_unsupported();
		char why[1200];
		nomic *n = NULL;
		vis_index *vis = NULL;
		if (missing)
			snprintf(why, sizeof why, "the %s module cannot read its state", missing);
		if (missing || checkpoint_usable(e, &c, &n, &vis, why, sizeof why)) {
			fprintf(stderr, "nomicd: not opening from the checkpoint after event %llu: "
				"%s\n", (unsigned long long)c.seq, why);
			at = c.seq - 1;
			store_checkpoint_free(&c);
			if (missing)
				break;
			continue;
		}
		nomic_free(e->n);
		vis_index_free(e->vis);
		e->n = n;
		e->vis = vis;
		e->seq = e->head = e->ckpt_loaded = c.seq;
		memcpy(e->last_hash, c.event_hash, HASH_BYTES);
		store_checkpoint_free(&c);
		loaded = 1;
		break;
	}
	pthread_mutex_unlock(&e->store_lock);
	return loaded;
}

/* ---- a parallel verify's segments (verify_parallel.c) ---- */

int engine_checkpoint_start(engine *e, uint64_t seq, char *why, size_t len)
{
	store_checkpoint c;
	char cwhy[1100];
	nomic *n = NULL;
	vis_index *vis = NULL;
	int rc = -1;
	pthread_mutex_lock(&e->store_lock);
	if (e->st->checkpoint_get(e->st, seq, &c) != STORE_OK || c.seq != seq)
		snprintf(cwhy, sizeof cwhy, "it cannot be read: %s", e->st->err);
	else if (checkpoint_unsupported())
		snprintf(cwhy, sizeof cwhy, "the %s module cannot read its state",
			 checkpoint_unsupported());
	else
		rc = checkpoint_usable(e, &c, &n, &vis, cwhy, sizeof cwhy);
	pthread_mutex_unlock(&e->store_lock);
	if (rc) {
		snprintf(why, len, "the checkpoint after it cannot start a segment: %s", cwhy);
	} else {
		nomic_free(e->n);
		vis_index_free(e->vis);
		e->n = n;
		e->vis = vis;
		e->seq = e->head = e->ckpt_loaded = c.seq;
		memcpy(e->last_hash, c.event_hash, HASH_BYTES);
	}
	store_checkpoint_free(&c);
	return rc;
}

int engine_checkpoint_comparable(engine *e, uint64_t seq, char *why, size_t len)
{
	store_checkpoint c;
	if (e->st->checkpoint_get(e->st, seq, &c) != STORE_OK) {
		snprintf(why, len, "%s", e->st->err);
		store_checkpoint_free(&c);
		return -1;
	}
	/* Exactly the ones verify_after compares: another build's is skipped
	 * there, so no segment may start from it. */
	char *parts = parts_of_build();
	int yes = c.seq == seq && c.level == NOMIC_LEVEL && strcmp(parts, c.parts) == 0 &&
		  !checkpoint_unsupported();
	free(parts);
	store_checkpoint_free(&c);
	return yes;
}

/* ---- verify: every checkpoint against the replay ---- */

typedef struct verify_ckpt {
	store *st;        /* a second handle: the replay's is busy scanning */
	uint64_t *seqs;
	size_t n, next;
	uint64_t *checked;
} verify_ckpt;

/* The name of the first part in which two state bodies differ. */
static void first_difference(const void *a, size_t na, const void *b, size_t nb, char *out,
			     size_t len)
{
	ckr ra, rb;
	/* The magic, the format and the platform, then each part: its name,
	 * its version, its bytes (checkpoint.c). */
	ckr_init(&ra, a, na);
	ckr_init(&rb, b, nb);
	free(ckr_str(&ra));
	free(ckr_str(&rb));
	ckr_int(&ra);
	ckr_int(&rb);
	char *wa = ckr_str(&ra), *wb = ckr_str(&rb);
	int same = wa && wb && strcmp(wa, wb) == 0;
	free(wa);
	free(wb);
	if (!same) {
		snprintf(out, len, "the machine it was written on (byte order, word sizes)");
		return;
	}
	while (ckr_ok(&ra) && ckr_ok(&rb) && ra.p < ra.end && rb.p < rb.end) {
		char *name = ckr_str(&ra), *other = ckr_str(&rb);
		int va = ckr_int(&ra), vb = ckr_int(&rb);
		size_t pa, pb;
		const void *xa = ckr_blob(&ra, &pa), *xb = ckr_blob(&rb, &pb);
		int differs = !ckr_ok(&ra) || !ckr_ok(&rb) || !name || !other ||
			      strcmp(name, other) || va != vb || pa != pb ||
			      (pa && memcmp(xa, xb, pa));
		if (differs)
			snprintf(out, len, "the %s part", name ? name : "unnamed");
		free(name);
		free(other);
		if (differs)
			return;
	}
	snprintf(out, len, "the list of parts");
}

static int verify_after(engine *e, uint64_t seq, char *why, size_t len)
{
	verify_ckpt *v = e->after_arg;
	while (v->next < v->n && v->seqs[v->next] < seq)
		v->next++;
	if (v->next >= v->n || v->seqs[v->next] != seq)
		return 0;
	v->next++;
	store_checkpoint c;
	if (v->st->checkpoint_get(v->st, seq, &c) != STORE_OK || c.seq != seq) {
		snprintf(why, len, "the checkpoint after it cannot be read: %s", v->st->err);
		store_checkpoint_free(&c);
		return -1;
	}
	int rc = 0;
	unsigned char h[HASH_BYTES];
	char *parts = parts_of_build();
	store_checkpoint_hash(&c, h);
	if (memcmp(h, c.hash, HASH_BYTES)) {
		snprintf(why, len, "the checkpoint after it: its hash does not hold (edited?)");
		rc = -1;
	} else if (memcmp(c.event_hash, e->last_hash, HASH_BYTES)) {
		snprintf(why, len, "the checkpoint after it follows another event");
		rc = -1;
	} else if (c.level != NOMIC_LEVEL || strcmp(parts, c.parts) != 0 ||
		   checkpoint_unsupported()) {
		/* Another build's: never opened from here, not compared. */
		fprintf(stderr, "nomic: the checkpoint after event %llu is another build's (level "
			"%d; %s): not compared\n", (unsigned long long)seq, c.level, c.parts);
	} else {
		sbuf mine = {0};
		char swhy[256];
		const void *s1, *v1, *s2, *v2;
		size_t n1, m1, n2, m2;
		if (body_of(e, &mine, c.len, swhy, sizeof swhy)) {
			snprintf(why, len, "the state after it cannot be written: %s", swhy);
			rc = -1;
		} else if (body_split(c.body, c.len, &s1, &n1, &v1, &m1) ||
			   body_split(mine.s, mine.len, &s2, &n2, &v2, &m2)) {
			snprintf(why, len, "the checkpoint after it is malformed");
			rc = -1;
		} else if (n1 != n2 || memcmp(s1, s2, n1)) {
			char part[128];
			first_difference(s1, n1, s2, n2, part, sizeof part);
			snprintf(why, len, "the checkpoint after it differs from the state "
				 "replayed, first in %s", part);
			rc = -1;
		} else if (m1 != m2 || memcmp(v1, v2, m1)) {
			snprintf(why, len, "the checkpoint after it differs from the state "
				 "replayed, first in the visibility index");
			rc = -1;
		} else {
			(*v->checked)++;
		}
		sbuf_free(&mine);
	}
	free(parts);
	store_checkpoint_free(&c);
	return rc;
}

int engine_checkpoint_verify_begin(engine *e, const char *path, uint64_t *checked, char *why,
				   size_t n)
{
	*checked = 0;
	uint64_t *seqs;
	size_t count;
	if (e->st->checkpoint_seqs(e->st, &seqs, &count) != STORE_OK) {
		snprintf(why, n, "%s", e->st->err);
		return -1;
	}
	if (!count)
		return 0;
	verify_ckpt *v = xcalloc(1, sizeof *v);
	v->seqs = seqs;
	v->n = count;
	v->checked = checked;
	if (!(v->st = store_open(path, 0, why, n))) {
		free(seqs);
		free(v);
		return -1;
	}
	e->after_event = verify_after;
	e->after_arg = v;
	return 0;
}

void engine_checkpoint_verify_end(engine *e)
{
	verify_ckpt *v = e->after_arg;
	if (!v)
		return;
	v->st->close(v->st);
	free(v->seqs);
	free(v);
	e->after_event = NULL;
	e->after_arg = NULL;
}
