/* replay.c: rebuilding state from the log, and reading the log back.
 * Replay re-runs every command as written and checks that it yields the
 * same arguments and draws, and that every hash link holds; so a log that
 * replays is one that the rules, as the server applies them, produced.
 * Reading gives each event as its viewer may see it (visibility.c). */
#include "core/engine_impl.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct replay_state {
	engine *e;
	enum exec_mode mode;
	uint64_t bad;
	char *why;
	size_t whylen;
	uint64_t ndraws;
} replay_state;

static int replay_visit(void *arg, const store_event *ev)
{
	replay_state *rs = arg;
	engine *e = rs->e;
	unsigned char h[HASH_BYTES];
	rs->bad = ev->seq;
	if (ev->seq != e->seq + 1) {
		snprintf(rs->why, rs->whylen, "expected event %llu here",
			 (unsigned long long)e->seq + 1);
		return 1;
	}
	if (memcmp(ev->prev, e->last_hash, HASH_BYTES)) {
		snprintf(rs->why, rs->whylen, "its link to the previous event is broken");
		return 1;
	}
	event_hash(ev, h);
	if (memcmp(h, ev->hash, HASH_BYTES)) {
		snprintf(rs->why, rs->whylen, "its contents do not match its hash (edited?)");
		return 1;
	}
	exec_run r = {.mode = rs->mode, .actor = ev->actor, .line = ev->command,
		      .time = ev->time, .logged = ev};
	/* The chain is checked above; exec_line rebuilds the event the same way. */
	int rc = exec_line(e, &r);
	if (rc)
		snprintf(rs->why, rs->whylen, "'%s> %s' does not replay: %s", ev->actor,
			 ev->command, r.err.s ? r.err.s : "?");
	else if (memcmp(e->last_hash, ev->hash, HASH_BYTES))
		snprintf(rs->why, rs->whylen, "it replays to a different event"), rc = -1;
	exec_run_free(&r);
	undo_commit(&e->j);
	if (rc)
		return 1;
	rs->ndraws += (uint64_t)(strlen(ev->draws) > 2);
	rs->bad = 0;
	return 0;
}

int replay_from_store(engine *e, enum exec_mode mode, uint64_t *bad, char *why, size_t n)
{
	replay_state rs = {e, mode, 0, why, n, 0};
	why[0] = '\0';
	pthread_mutex_lock(&e->store_lock);
	int rc = e->st->scan(e->st, e->seq + 1, replay_visit, &rs);
	pthread_mutex_unlock(&e->store_lock);
	e->head = e->seq;
	*bad = rs.bad;
	if (rc < 0 && !why[0])
		snprintf(why, n, "%s", e->st->err);
	return rc ? -1 : 0;
}

/* ---- reading the log ----
 *
 * The log is read on a read-only handle of its own (st->read_scan; the
 * store keeps a small pool of them): so building a reply of a
 * thousand events takes no lock that a commit needs, and a hundred readers
 * at once wait for nobody but the disk. The events are copied out first
 * and the JSON built after, so even the handle's read snapshot lasts only
 * as long as the copying. A store that cannot open readers is copied from
 * under store_lock, which is then held only for the copying. */

typedef struct log_copy {
	store_event *evs;
	size_t n, cap, limit;
	int heads; /* engine_log_heads_json: no arguments or draws copied */
} log_copy;

static int copy_visit(void *arg, const store_event *ev)
{
	log_copy *lc = arg;
	if (lc->n >= lc->limit)
		return 1;
	if (lc->n == lc->cap) {
		lc->cap = lc->cap ? 2 * lc->cap : 64;
		lc->evs = xrealloc(lc->evs, lc->cap * sizeof *lc->evs);
	}
	store_event *c = &lc->evs[lc->n++];
	*c = *ev;
	c->actor = xstrdup(ev->actor);
	c->command = xstrdup(ev->command);
	c->args = lc->heads ? NULL : xstrdup(ev->args);
	c->draws = lc->heads ? NULL : xstrdup(ev->draws);
	return 0;
}

static void copy_free(log_copy *lc)
{
	for (size_t i = 0; i < lc->n; i++)
		store_event_free(&lc->evs[i]);
	free(lc->evs);
	memset(lc, 0, sizeof *lc);
}

static void copy_log(engine *e, uint64_t from, log_copy *lc)
{
	if (e->st->read_scan && e->st->read_scan(e->st, from, copy_visit, lc) >= 0)
		return;
	/* None to be had, or it broke: the engine's own handle serves. */
	size_t limit = lc->limit;
	int heads = lc->heads;
	copy_free(lc);
	lc->limit = limit;
	lc->heads = heads;
	pthread_mutex_lock(&e->store_lock);
	e->st->scan(e->st, from, copy_visit, lc);
	pthread_mutex_unlock(&e->store_lock);
}

/* Who views, after catching up: another process's events are decided
 * here first. */
static vis_viewer log_viewer(engine *e, const char *viewer)
{
	vis_viewer v = {0, 0};
	engine_catch_up(e);
	if (viewer && strcmp(viewer, "admin") == 0) {
		v.admin = 1;
	} else if (viewer) {
		/* The player the name is now, by permanent id. */
		engine_lock_read(e);
		v = vis_viewer_named(e->n, viewer);
		engine_unlock_read(e);
	}
	return v;
}

static json_t *log_json(engine *e, uint64_t from, int limit, const char *viewer, int heads)
{
	log_copy lc = {.limit = (size_t)(limit > 0 ? limit : 100), .heads = heads};
	vis_viewer v = log_viewer(e, viewer);
	copy_log(e, from ? from : 1, &lc);
	/* Every event as the viewer may see it: visibility.c decides. */
	json_t *out = json_array();
	for (size_t i = 0; i < lc.n; i++) {
		json_t *o = vis_event_json(e->vis, &lc.evs[i], &v);
		if (!o)
			break; /* not yet replayed here: nothing is decided about it */
		json_array_append_new(out, o);
	}
	copy_free(&lc);
	return out;
}

json_t *engine_log_json(engine *e, uint64_t from, int limit, const char *viewer)
{
	return log_json(e, from, limit, viewer, 0);
}

json_t *engine_log_heads_json(engine *e, uint64_t from, int limit, const char *viewer)
{
	return log_json(e, from, limit, viewer, 1);
}

/* Like log_json, but writes the array's text itself, so that arguments the
 * viewer sees as stored are copied, not parsed and re-encoded. */
char *engine_log_text(engine *e, uint64_t from, int limit, const char *viewer)
{
	log_copy lc = {.limit = (size_t)(limit > 0 ? limit : 100)};
	vis_viewer v = log_viewer(e, viewer);
	copy_log(e, from ? from : 1, &lc);
	sbuf b = {0};
	sbuf_add(&b, "[");
	for (size_t i = 0; i < lc.n; i++) {
		const char *args, *draws;
		json_t *o = vis_event_json_raw(e->vis, &lc.evs[i], &v, &args, &draws);
		if (!o)
			break; /* not yet replayed here: nothing is decided about it */
		char *t = json_dumps(o, JSON_COMPACT);
		json_decref(o);
		size_t n = t ? strlen(t) : 0;
		if (n < 2) {
			free(t);
			break;
		}
		if (i)
			sbuf_add(&b, ",");
		if (args) {
			/* {"seq":...} + ,"args":ARGS,"draws":DRAWS} */
			sbuf_addn(&b, t, n - 1);
			sbuf_add(&b, ",\"args\":");
			sbuf_add(&b, args);
			sbuf_add(&b, ",\"draws\":");
			sbuf_add(&b, draws);
			sbuf_add(&b, "}");
		} else {
			sbuf_addn(&b, t, n);
		}
		free(t);
	}
	sbuf_add(&b, "]");
	copy_free(&lc);
	return sbuf_take(&b);
}

/* ---- verify and audit ---- */

static engine *open_raw(const char *path, char *why, size_t whylen)
{
	store *st = store_open(path, 0, why, whylen);
	return st ? engine_alloc(st) : NULL;
}

int engine_verify(const char *path, uint64_t *count, uint64_t *bad_seq,
		  char *why, size_t whylen)
{
	*bad_seq = 0;
	*count = 0;
	engine *e = open_raw(path, why, whylen);
	if (!e)
		return -1;
	int rc = replay_from_store(e, EXEC_REPLAY, bad_seq, why, whylen);
	*count = e->seq;
	engine_free(e);
	return rc;
}

int engine_audit(const char *path, char *seed_hex, uint64_t *ndraws,
		 uint64_t *bad_seq, char *why, size_t whylen)
{
	*bad_seq = 0;
	*ndraws = 0;
	engine *e = open_raw(path, why, whylen);
	if (!e)
		return -1;
	char *hex = NULL;
	int rc = -1;
	if (e->st->meta_get(e->st, "seed", &hex) != STORE_OK || !hex ||
	    hex_decode(hex, e->seed, sizeof e->seed)) {
		snprintf(why, whylen, "this file does not hold its seed");
		goto out;
	}
	e->have_seed = 1;
	snprintf(seed_hex, 2 * RNG_SEED_BYTES + 1, "%s", hex);
	replay_state rs = {e, EXEC_AUDIT, 0, why, whylen, 0};
	why[0] = '\0';
	rc = e->st->scan(e->st, 1, replay_visit, &rs) ? -1 : 0;
	*bad_seq = rs.bad;
	*ndraws = rs.ndraws;
	if (rc == 0) {
		/* The seed must be the one whose hash event 1 published. */
		unsigned char h[32];
		crypto_generichash(h, sizeof h, e->seed, sizeof e->seed, NULL, 0);
		if (memcmp(h, e->n->seed_hash, sizeof h)) {
			snprintf(why, whylen, "the seed does not match the hash published in event 1");
			*bad_seq = 1;
			rc = -1;
		}
	}
out:
	free(hex);
	engine_free(e);
	return rc;
}
