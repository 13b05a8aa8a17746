/* state_ckpt.c: core's part of a checkpoint (checkpoint.h; issue 17 item 3):
 * the title, the clock, the level, the time, the seed's and the admin
 * token's hashes; the players with every field; the Treasury's holdings,
 * the accounts and the currencies; the offices; the parameters set and
 * those the scripts declared (params.c); the ruleset with its whole
 * history (src/rules' binary form, format_bin.c); the inbox, joining
 * the idempotency records and the sign-in sessions (their own files); the rng streams; and the
 * deadline queue, each deadline's kind by name (src/deadline_kinds.c), in
 * the heap's own array order, so that the loaded heap pops exactly as the
 * folded one, and the next deadline id.
 *
 * Not written, because nothing observable depends on them: rules_generation
 * and rules_index (a fresh nomic has no search index; its first search
 * builds one, core/rules_search.c), and the capacities of arrays. */
#include "core/checkpoint.h"
#include "core/state_ckpt.h"
#include "rules/rules_io.h"

#include <stdlib.h>
#include <string.h>

/* The holdings of one holder: the count, then each amount by currency. */
static void save_holdings(ckw *w, const holdings *h)
{
	ck_int(w, h->n);
	for (int i = 0; i < h->n; i++)
		ck_i64(w, h->v[i]);
}

static void load_holdings(ckr *r, holdings *h)
{
	int count = ckr_count(r, 1);
	h->v = count ? xcalloc((size_t)count, sizeof *h->v) : NULL;
	for (int i = 0; i < count && ckr_ok(r); i++)
		h->v[i] = ckr_i64(r);
	h->n = ckr_ok(r) ? count : 0;
}

const deadline_kind *deadline_kind_by_name(const char *name)
{
	for (int i = 0; name && deadline_kinds[i]; i++)
		if (strcmp(deadline_kinds[i]->name, name) == 0)
			return deadline_kinds[i];
	return NULL;
}

static void save_player(ckw *w, const player *p)
{
	ck_int(w, p->id);
	ck_str(w, p->name);
	ck_int(w, (int)p->state);
	ck_int(w, (int)p->before_vacation);
	ck_i64(w, p->first_joined);
	ck_i64(w, p->registered);
	ck_i64(w, p->last_voluntary_change);
	ck_i64(w, p->state_since);
	ck_int(w, p->ever_voted);
	ck_int(w, p->voted_since_registration);
	ck_int(w, p->reminders_off);
	ck_u64(w, p->state_deadline);
	ck_str(w, p->pending_name);
	ck_str(w, p->contact);
	ck_u64(w, p->rename_deadline);
	ck_bytes(w, p->token_hash, sizeof p->token_hash);
	ck_int(w, p->has_token);
	ck_i64(w, p->token_issued);
	save_holdings(w, &p->hold);
}

static void load_player(ckr *r, player *p, int id)
{
	p->id = ckr_int(r);
	p->name = ckr_str(r);
	int st = ckr_int(r), before = ckr_int(r);
	p->first_joined = ckr_i64(r);
	p->registered = ckr_i64(r);
	p->last_voluntary_change = ckr_i64(r);
	p->state_since = ckr_i64(r);
	p->ever_voted = ckr_int(r);
	p->voted_since_registration = ckr_int(r);
	p->reminders_off = ckr_int(r);
	p->state_deadline = ckr_u64(r);
	p->pending_name = ckr_str(r);
	p->contact = ckr_str(r);
	p->rename_deadline = ckr_u64(r);
	ckr_bytes(r, p->token_hash, sizeof p->token_hash);
	p->has_token = ckr_int(r);
	p->token_issued = ckr_i64(r);
	load_holdings(r, &p->hold);
	if (!ckr_ok(r))
		return;
	if (p->id != id || !p->name)
		ckr_fail(r, "a player out of order or without a name");
	if (st < 0 || st >= PS_COUNT || before < 0 || before >= PS_COUNT)
		ckr_fail(r, "a player in an unknown state");
	p->state = (enum player_state)st;
	p->before_vacation = (enum player_state)before;
}

static void save_rules(const nomic *n, ckw *w, int *rc)
{
	if (!n->rules) {
		ck_int(w, 0);
		return;
	}
	char *bin = NULL;
	size_t len = 0;
	rules_error err;
	if (rules_export_bin(n->rules, &bin, &len, &err) != RULES_OK) {
		*rc = -1;
		return;
	}
	ck_int(w, 1);
	ck_bytes(w, bin, len);
	free(bin);
}

static void load_rules(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return;
	size_t len;
	const char *bin = ckr_blob(r, &len);
	if (!ckr_ok(r))
		return;
	rules_error err;
	if (rules_import_bin(bin, len, &n->rules, &err) != RULES_OK)
		ckr_fail(r, "the ruleset does not read back");
}

static void save_deadlines(const nomic *n, ckw *w, int *rc)
{
	ck_int(w, n->ndeadlines);
	for (int i = 0; i < n->ndeadlines; i++) {
		const deadline *d = &n->heap[i];
		/* A kind nobody can find again must not be written: refuse. */
		if (deadline_kind_by_name(d->kind->name) != d->kind)
			*rc = -1;
		ck_u64(w, d->id);
		ck_i64(w, d->due);
		ck_str(w, d->kind->name);
		ck_int(w, d->subject);
		ck_i64(w, d->aux);
	}
	ck_u64(w, n->next_deadline_id);
}

/* 1 if heap[i] comes before heap[k] in the queue's order (mutate.c). */
static int before(const deadline *a, const deadline *b)
{
	return a->due < b->due || (a->due == b->due && a->id < b->id);
}

static void load_deadlines(nomic *n, ckr *r)
{
	int count = ckr_count(r, 5);
	n->heap = count ? xcalloc((size_t)count, sizeof *n->heap) : NULL;
	n->heap_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		deadline *d = &n->heap[i];
		d->id = ckr_u64(r);
		d->due = ckr_i64(r);
		char *kind = ckr_str(r);
		d->kind = deadline_kind_by_name(kind);
		free(kind);
		d->subject = ckr_int(r);
		d->aux = ckr_i64(r);
		if (!ckr_ok(r))
			break;
		n->ndeadlines = i + 1;
		if (!d->kind)
			ckr_fail(r, "a deadline of a kind this build does not know");
		else if (i > 0 && before(d, &n->heap[(i - 1) / 2]))
			ckr_fail(r, "the deadline queue is not a heap");
	}
	n->next_deadline_id = ckr_u64(r);
	for (int i = 0; ckr_ok(r) && i < n->ndeadlines; i++)
		if (n->heap[i].id >= n->next_deadline_id)
			ckr_fail(r, "a deadline's id is not below the next id");
}

int core_save_state(const nomic *n, ckw *w)
{
	int rc = 0;
	ck_str(w, n->title);
	ck_int(w, (int)n->clock_mode);
	ck_int(w, n->level);
	ck_i64(w, n->now);
	ck_bytes(w, n->seed_hash, sizeof n->seed_hash);
	ck_bytes(w, n->admin_token_hash, sizeof n->admin_token_hash);

	ck_int(w, n->nplayers);
	for (int i = 0; i < n->nplayers; i++)
		save_player(w, n->players[i]);
	save_holdings(w, &n->treasury);
	ck_int(w, n->naccounts);
	for (int i = 0; i < n->naccounts; i++) {
		const account *a = n->accounts[i];
		ck_str(w, a->name);
		ck_int(w, a->open);
		save_holdings(w, &a->hold);
	}
	ck_int(w, n->ncurrencies);
	for (int i = 0; i < n->ncurrencies; i++) {
		ck_int(w, n->currencies[i]->id);
		ck_str(w, n->currencies[i]->name);
		ck_u64(w, n->currencies[i]->flags);
	}
	ck_int(w, n->noffices);
	for (int i = 0; i < n->noffices; i++) {
		ck_str(w, n->offices[i]->name);
		ck_int(w, n->offices[i]->holder);
	}
	params_save(n, w);
	save_rules(n, w, &rc);
	inbox_save(n, w);
	joining_save(n, w);
	idem_save(n, w);
	sessions_save(n, w);
	rng_streams_save(n, w);
	save_deadlines(n, w, &rc);
	return rc;
}

int core_load_state(nomic *n, ckr *r)
{
	free(n->title);
	n->title = ckr_str(r);
	int mode = ckr_int(r);
	n->level = ckr_int(r);
	n->now = ckr_i64(r);
	ckr_bytes(r, n->seed_hash, sizeof n->seed_hash);
	ckr_bytes(r, n->admin_token_hash, sizeof n->admin_token_hash);
	if (ckr_ok(r) && (!n->title || (mode != CLOCK_REAL && mode != CLOCK_VIRTUAL)))
		ckr_fail(r, "no title, or an unknown clock");
	n->clock_mode = (enum clock_mode)mode;
	if (!n->title)
		n->title = xstrdup("");

	int count = ckr_count(r, 40);
	n->players = count ? xcalloc((size_t)count, sizeof *n->players) : NULL;
	n->players_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		player *p = xcalloc(1, sizeof *p);
		n->players[n->nplayers++] = p;
		load_player(r, p, i + 1);
	}
	load_holdings(r, &n->treasury);
	count = ckr_count(r, 3);
	n->accounts = count ? xcalloc((size_t)count, sizeof *n->accounts) : NULL;
	n->accounts_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		account *a = xcalloc(1, sizeof *a);
		n->accounts[n->naccounts++] = a;
		a->id = HOLDER_ACCOUNT + i;
		a->name = ckr_str(r);
		a->open = ckr_int(r);
		load_holdings(r, &a->hold);
		if (ckr_ok(r) && !a->name)
			ckr_fail(r, "an account without a name");
	}
	count = ckr_count(r, 3);
	n->currencies = count ? xcalloc((size_t)count, sizeof *n->currencies) : NULL;
	n->currencies_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		currency *c = xcalloc(1, sizeof *c);
		n->currencies[n->ncurrencies++] = c;
		c->id = ckr_int(r);
		c->name = ckr_str(r);
		uint64_t flags = ckr_u64(r);
		c->flags = (unsigned)flags;
		/* Holdings are indexed by currency id: it must be its place. */
		if (ckr_ok(r) && (c->id != i || !c->name || flags > UINT32_MAX))
			ckr_fail(r, "a currency out of order or without a name");
	}
	count = ckr_count(r, 2);
	n->offices = count ? xcalloc((size_t)count, sizeof *n->offices) : NULL;
	n->offices_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		office *o = xcalloc(1, sizeof *o);
		n->offices[n->noffices++] = o;
		o->name = ckr_str(r);
		o->holder = ckr_int(r);
		if (ckr_ok(r) && (!o->name || o->holder < 0 || o->holder > n->nplayers))
			ckr_fail(r, "an office without a name or held by nobody known");
	}
	if (ckr_ok(r))
		params_load(n, r);
	if (ckr_ok(r))
		load_rules(n, r);
	if (ckr_ok(r))
		inbox_load(n, r);
	if (ckr_ok(r))
		joining_load(n, r);
	if (ckr_ok(r))
		idem_load(n, r);
	if (ckr_ok(r))
		sessions_load(n, r);
	if (ckr_ok(r))
		rng_streams_load(n, r);
	if (ckr_ok(r))
		load_deadlines(n, r);
	return ckr_ok(r) ? 0 : -1;
}
