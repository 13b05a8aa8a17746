/* visibility.c: what a viewer may see of an event and of a rule, decided
 * here and nowhere else (visibility.h; Ace of Spades reg 104-106, Ackanomic
 * R104, the games' hidden moves): the viewer by permanent player id, the
 * seals the engine records beside the log as each event is made, and the
 * redacted form of an event that every view of the log renders. */
#include "core/bind.h"
#include "core/ctx.h"
#include "core/visibility.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

vis_viewer vis_viewer_named(const nomic *n, const char *name)
{
	vis_viewer v = {0, 0};
	if (!name)
		return v;
	if (strcmp(name, "admin") == 0) {
		v.admin = 1;
		return v;
	}
	const player *p = player_by_name(n, name);
	if (p)
		v.pid = p->id;
	return v;
}

vis_viewer vis_viewer_ctx(const ctx *c)
{
	vis_viewer v = {c->kind == ACTOR_ADMIN, 0};
	if (c->kind == ACTOR_PLAYER && c->actor)
		v.pid = c->actor->id;
	return v;
}

int vis_may_read_visibility(const vis_viewer *v, rules_visibility visibility)
{
	return visibility == RULES_VIS_PUBLIC || v->admin;
}

static rules_visibility designation(const nomic *n, const rules_rule *r, uint32_t rev)
{
	return n && vis_contest ? vis_contest->designation(n, r, rev) : r->visibility;
}

int vis_may_read_revision(const vis_viewer *v, const nomic *n, const rules_rule *r,
			  uint32_t rev)
{
	if (v->admin || designation(n, r, rev) == RULES_VIS_PUBLIC)
		return 1;
	if (!n || !vis_contest)
		return 0;
	char num[RULES_NUMBER_BUFSZ], key[RULES_NUMBER_BUFSZ + 24];
	snprintf(key, sizeof key, "reg %s#%u", rules_number_format(r->number, num, sizeof num),
		 (unsigned)rev);
	return vis_contest->knows(n, v->pid, key);
}

int vis_may_read_rule(const vis_viewer *v, const nomic *n, const rules_rule *r)
{
	return vis_may_read_revision(v, n, r, r->revision);
}

int vis_may_know(const vis_viewer *v, const nomic *n, const char *key)
{
	if (v->admin)
		return 1;
	return n && vis_contest && vis_contest->knows(n, v->pid, key);
}

const rules_rule *vis_cited_hidden(const nomic *n, const char *citation)
{
	char num[RULES_NUMBER_BUFSZ + 8];
	if (!citation || !n->rules || !bind_rule_of(n, citation, num, sizeof num))
		return NULL;
	const rules_rule *r = rules_find_str(n->rules, num);
	return r && r->visibility != RULES_VIS_PUBLIC ? r : NULL;
}

const char *vis_citation(const vis_viewer *v, const nomic *n, const char *citation,
			 char *buf, size_t len)
{
	const rules_rule *r = vis_cited_hidden(n, citation);
	if (!r || vis_may_read_rule(v, n, r))
		return citation;
	char num[RULES_NUMBER_BUFSZ];
	snprintf(buf, len, "Rule %s (%s)", rules_number_format(r->number, num, sizeof num),
		 rules_visibility_name(r->visibility));
	return buf;
}

int vis_may_see(const vis_viewer *v, unsigned reasons, int owner)
{
	return !reasons || v->admin || (v->pid > 0 && v->pid == owner);
}

/* ---- what handlers mark ---- */

void ctx_seal(ctx *c, unsigned reason)
{
	c->sealed |= reason;
}

void ctx_seal_effect(ctx *c, int index)
{
	c->sealed_effects = xrealloc(c->sealed_effects,
				     (size_t)(c->nsealed_effects + 1) * sizeof *c->sealed_effects);
	c->sealed_effects[c->nsealed_effects++] = index;
}

void ctx_announce(ctx *c, const char *fmt, ...)
{
	if (!c->scope)
		return;
	sbuf *b = &c->scope->news;
	if (b->len)
		sbuf_add(b, "\n");
	va_list ap;
	va_start(ap, fmt);
	sbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

void ctx_say(ctx *c, const char *fmt, ...)
{
	sbuf line = {0};
	va_list ap;
	va_start(ap, fmt);
	sbuf_vprintf(&line, fmt, ap);
	va_end(ap);
	const char *s = line.s ? line.s : "";
	ctx_reply(c, "%s%s", c->out.len ? "\n" : "", s);
	ctx_announce(c, "%s", s);
	sbuf_free(&line);
}

/* ---- the index ---- */

typedef struct vis_seal {
	uint64_t seq;
	unsigned whole;
	int owner;
	int *effects; /* sorted, no repeats */
	int neffects;
} vis_seal;

/* An event's public text. Most events have none (a vote, a transfer: the
 * command says it all), so they are kept apart from the seals. */
typedef struct vis_text {
	uint64_t seq;
	char *text;
} vis_text;

struct vis_index {
	pthread_mutex_t lock;
	vis_seal *seals; /* by seq, increasing */
	size_t n, cap;
	vis_text *texts; /* by seq, increasing */
	size_t ntexts, texts_cap;
	uint64_t upto;   /* every event up to here is decided */
};

vis_index *vis_index_new(void)
{
	vis_index *ix = xcalloc(1, sizeof *ix);
	pthread_mutex_init(&ix->lock, NULL);
	return ix;
}

void vis_index_free(vis_index *ix)
{
	if (!ix)
		return;
	for (size_t i = 0; i < ix->n; i++)
		free(ix->seals[i].effects);
	free(ix->seals);
	for (size_t i = 0; i < ix->ntexts; i++)
		free(ix->texts[i].text);
	free(ix->texts);
	pthread_mutex_destroy(&ix->lock);
	free(ix);
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

void vis_index_add(vis_index *ix, uint64_t seq, const vis_mark *m)
{
	pthread_mutex_lock(&ix->lock);
	if (m->whole || m->neffects) {
		if (ix->n == ix->cap) {
			ix->cap = ix->cap ? ix->cap * 2 : 64;
			ix->seals = xrealloc(ix->seals, ix->cap * sizeof *ix->seals);
		}
		vis_seal *s = &ix->seals[ix->n++];
		*s = (vis_seal){.seq = seq, .whole = m->whole, .owner = m->owner};
		if (m->neffects) {
			s->effects = xmalloc((size_t)m->neffects * sizeof *s->effects);
			memcpy(s->effects, m->effects, (size_t)m->neffects * sizeof *s->effects);
			qsort(s->effects, (size_t)m->neffects, sizeof *s->effects, cmp_int);
			for (int i = 0; i < m->neffects; i++)
				if (!s->neffects || s->effects[s->neffects - 1] != s->effects[i])
					s->effects[s->neffects++] = s->effects[i];
		}
	}
	if (m->text && *m->text) {
		if (ix->ntexts == ix->texts_cap) {
			ix->texts_cap = ix->texts_cap ? ix->texts_cap * 2 : 64;
			ix->texts = xrealloc(ix->texts, ix->texts_cap * sizeof *ix->texts);
		}
		ix->texts[ix->ntexts++] = (vis_text){.seq = seq, .text = xstrdup(m->text)};
	}
	ix->upto = seq;
	pthread_mutex_unlock(&ix->lock);
}

void vis_index_truncate(vis_index *ix, uint64_t seq)
{
	pthread_mutex_lock(&ix->lock);
	while (ix->n && ix->seals[ix->n - 1].seq > seq)
		free(ix->seals[--ix->n].effects);
	while (ix->ntexts && ix->texts[ix->ntexts - 1].seq > seq)
		free(ix->texts[--ix->ntexts].text);
	if (ix->upto > seq)
		ix->upto = seq;
	pthread_mutex_unlock(&ix->lock);
}

/* The first of n records (each size bytes, starting with its uint64_t
 * seq, in increasing order) whose seq is at least seq: the seals and the
 * texts are both kept so. */
static size_t first_from(const void *base, size_t n, size_t size, uint64_t seq)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint64_t at;
		memcpy(&at, (const char *)base + mid * size, sizeof at);
		if (at < seq)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The seal of event seq, or NULL; under the lock. */
static const vis_seal *find(const vis_index *ix, uint64_t seq)
{
	size_t i = first_from(ix->seals, ix->n, sizeof *ix->seals, seq);
	return i < ix->n && ix->seals[i].seq == seq ? &ix->seals[i] : NULL;
}

/* The public text of event seq, or NULL; under the lock. */
static const char *find_text(const vis_index *ix, uint64_t seq)
{
	size_t i = first_from(ix->texts, ix->ntexts, sizeof *ix->texts, seq);
	return i < ix->ntexts && ix->texts[i].seq == seq ? ix->texts[i].text : NULL;
}

uint64_t vis_text_before(vis_index *ix, uint64_t before, char **text)
{
	pthread_mutex_lock(&ix->lock);
	size_t lo = first_from(ix->texts, ix->ntexts, sizeof *ix->texts, before);
	/* lo: the first with seq >= before; the one before it is the answer. */
	uint64_t seq = 0;
	*text = NULL;
	if (lo > 0) {
		seq = ix->texts[lo - 1].seq;
		*text = xstrdup(ix->texts[lo - 1].text);
	}
	pthread_mutex_unlock(&ix->lock);
	return seq;
}

static int has(const int *v, int n, int x)
{
	return bsearch(&x, v, (size_t)n, sizeof *v, cmp_int) != NULL;
}

/* Withholds the sealed entries of args "effects": each becomes
 * {"hidden": true}. */
static void withhold_effects(json_t *args, const vis_seal *s)
{
	json_t *list = json_object_get(args, "effects");
	for (size_t i = 0; json_is_array(list) && i < json_array_size(list); i++)
		if (has(s->effects, s->neffects, (int)i))
			json_array_set_new(list, i, json_pack("{s:b}", "hidden", 1));
}

/* Whether the stored text of an event's arguments is what this viewer may
 * see, unchanged, so a caller may write it as it is: only private
 * arguments ("_" keys) would be removed, and a key that begins with "_"
 * is written `"_`. A text that cannot hold one needs no parsing. */
static int args_as_stored(const char *args, int admin)
{
	size_t n = args ? strlen(args) : 0;
	return n >= 2 && args[0] == '{' && args[n - 1] == '}' && (admin || !strstr(args, "\"_"));
}

json_t *vis_event_json(vis_index *ix, const store_event *ev, const vis_viewer *v)
{
	return vis_event_json_raw(ix, ev, v, NULL, NULL);
}

json_t *vis_event_json_raw(vis_index *ix, const store_event *ev, const vis_viewer *v,
			   const char **raw_args, const char **raw_draws)
{
	vis_seal seal = {.seq = ev->seq};
	pthread_mutex_lock(&ix->lock);
	int decided = ev->seq <= ix->upto;
	const vis_seal *s = decided ? find(ix, ev->seq) : NULL;
	if (s)
		seal = *s;
	/* The effects stay the index's: used below under the lock only. */
	if (!decided && !v->admin) {
		pthread_mutex_unlock(&ix->lock);
		return NULL;
	}
	if (ev->hidden)
		seal.whole |= VIS_HIDDEN;
	int whole = vis_may_see(v, seal.whole, seal.owner);
	int effects = v->admin || !seal.neffects;

	char when[32], hash[2 * HASH_BYTES + 1];
	format_time(ev->time, when, sizeof when);
	hex_encode(ev->hash, HASH_BYTES, hash);
	json_t *o = json_pack("{s:I, s:s, s:s, s:s}", "seq", (json_int_t)ev->seq, "time", when,
			      "actor", ev->actor, "command", whole ? ev->command : "(hidden)");
	/* No args (engine_log_heads_json): neither args nor draws are shown. */
	int heads = !ev->args;
	if (raw_args)
		*raw_args = *raw_draws = NULL;
	if (raw_args && !heads && whole && effects && args_as_stored(ev->args, v->admin) &&
	    ev->draws && ev->draws[0] == '[') {
		/* The caller writes both texts as stored: nothing parsed. */
		*raw_args = ev->args;
		*raw_draws = ev->draws;
		heads = 1;
	}
	json_t *args = whole && !heads ? json_loads(ev->args, 0, NULL) : NULL;
	if (!args && !heads)
		args = json_object();
	if (!v->admin && args) {
		/* Private arguments (token hashes and the like). */
		const char *key;
		json_t *val;
		void *tmp;
		json_object_foreach_safe(args, tmp, key, val)
			if (key[0] == '_')
				json_object_del(args, key);
	}
	if (!effects && args)
		withhold_effects(args, &seal);
	/* What the event says happened, to whoever sees the event: a sealed
	 * effect announced nothing (ctx_run_effect drops it). */
	const char *text = whole ? find_text(ix, ev->seq) : NULL;
	if (text)
		json_object_set_new(o, "text", json_string(text));
	pthread_mutex_unlock(&ix->lock);
	/* The hash and the draws only to whoever sees the whole event. */
	if (whole && effects)
		json_object_set_new(o, "hash", json_string(hash));
	if (!heads) {
		json_object_set_new(o, "args", args);
		json_t *draws = whole && effects ? json_loads(ev->draws, 0, NULL) : NULL;
		json_object_set_new(o, "draws", draws ? draws : json_array());
	}
	if (seal.whole)
		json_object_set_new(o, "hidden", json_true());
	return o;
}

/* ---- checkpoints (issue 17 item 3) ---- */

void vis_index_save(vis_index *ix, uint64_t upto, ckw *w)
{
	pthread_mutex_lock(&ix->lock);
	size_t n = first_from(ix->seals, ix->n, sizeof *ix->seals, upto + 1);
	size_t nt = first_from(ix->texts, ix->ntexts, sizeof *ix->texts, upto + 1);
	ck_u64(w, upto < ix->upto ? upto : ix->upto);
	ck_i64(w, (int64_t)n); /* counts as ckr_count reads them */
	for (size_t i = 0; i < n; i++) {
		const vis_seal *s = &ix->seals[i];
		ck_u64(w, s->seq);
		ck_u64(w, s->whole);
		ck_int(w, s->owner);
		ck_ints(w, s->effects, s->neffects);
	}
	ck_i64(w, (int64_t)nt);
	for (size_t i = 0; i < nt; i++) {
		ck_u64(w, ix->texts[i].seq);
		ck_str(w, ix->texts[i].text);
	}
	pthread_mutex_unlock(&ix->lock);
}

int vis_index_load(vis_index *ix, ckr *r)
{
	pthread_mutex_lock(&ix->lock);
	uint64_t upto = ckr_u64(r);
	int n = ckr_count(r, 4);
	ix->seals = n ? xcalloc((size_t)n, sizeof *ix->seals) : NULL;
	ix->cap = (size_t)n;
	uint64_t last = 0;
	for (int i = 0; i < n && ckr_ok(r); i++) {
		vis_seal *s = &ix->seals[ix->n++];
		s->seq = ckr_u64(r);
		uint64_t whole = ckr_u64(r);
		s->whole = (unsigned)whole;
		s->owner = ckr_int(r);
		s->effects = ckr_ints(r, &s->neffects);
		if (ckr_ok(r) && (s->seq <= last || s->seq > upto || whole > UINT32_MAX))
			ckr_fail(r, "the visibility index is out of order");
		last = s->seq;
	}
	int nt = ckr_count(r, 2);
	ix->texts = nt ? xcalloc((size_t)nt, sizeof *ix->texts) : NULL;
	ix->texts_cap = (size_t)nt;
	last = 0;
	for (int i = 0; i < nt && ckr_ok(r); i++) {
		vis_text *t = &ix->texts[ix->ntexts++];
		t->seq = ckr_u64(r);
		t->text = ckr_str(r);
		if (ckr_ok(r) && (!t->text || t->seq <= last || t->seq > upto))
			ckr_fail(r, "the public texts are out of order");
		last = t->seq;
	}
	ix->upto = upto;
	pthread_mutex_unlock(&ix->lock);
	return ckr_ok(r) ? 0 : -1;
}
