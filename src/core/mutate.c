/* mutate.c: journaled changes to the state, for command handlers (see ctx.h).
 * Each function records how to undo itself before it changes anything. */
#include "core/ctx.h"
#include "core/module.h"

#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ctx_fail(ctx *c, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (c->err.len == 0)
		sbuf_vprintf(&c->err, fmt, ap);
	va_end(ap);
	return -1;
}

void ctx_reply(ctx *c, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sbuf_vprintf(&c->out, fmt, ap);
	va_end(ap);
}

/* jansson refuses a string that is not well-formed UTF-8 (and so, here,
 * one that is missing); the argument would then be left out of the log and
 * replay would see another command. Refuse the command instead. */
int ctx_arg_str(ctx *c, const char *key, const char *v)
{
	json_t *s = v ? json_string(v) : NULL;
	if (s && json_object_set_new(c->args, key, s) == 0)
		return 0;
	c->arg_faults++;
	if (!v)
		return ctx_fail(c, "the argument '%s' has no value to log", key);
	size_t len = strlen(v), bad = utf8_bad_at(v, len);
	if (bad < len)
		return ctx_fail(c, "the argument '%s' is not valid UTF-8 (byte %zu), so it "
				"cannot be logged exactly", key, bad + 1);
	return ctx_fail(c, "the argument '%s' cannot be logged", key);
}

int ctx_arg_int(ctx *c, const char *key, int64_t v)
{
	if (json_object_set_new(c->args, key, json_integer((json_int_t)v)) == 0)
		return 0;
	c->arg_faults++;
	return ctx_fail(c, "the argument '%s' cannot be logged", key);
}

const json_t *logged_args_value(logged_args *a)
{
	if (!a)
		return NULL;
	if (!a->parsed) {
		a->value = a->text ? json_loads(a->text, 0, NULL) : NULL;
		a->parsed = 1;
	}
	return a->value;
}

const json_t *ctx_recorded(const ctx *c)
{
	return c->logged ? logged_args_value(c->logged) : c->part_recorded;
}

const json_t *scope_recorded(const event_scope *sc)
{
	return sc ? logged_args_value(sc->logged) : NULL;
}

const char *ctx_recorded_str(const ctx *c, const char *key)
{
	const json_t *rec = ctx_recorded(c);
	return rec ? json_string_value(json_object_get(rec, key)) : NULL;
}

int ctx_issue_token(ctx *c, const char *prefix, const char *key, unsigned char out[32])
{
	const char *logged = ctx_recorded_str(c, key);
	if (logged) {
		if (hex_decode(logged, out, 32))
			return -1;
	} else {
		unsigned char raw[24];
		char token[8 + 2 * sizeof raw + 1];
		randombytes_buf(raw, sizeof raw);
		snprintf(token, sizeof token, "%.7s", prefix);
		hex_encode(raw, sizeof raw, token + strlen(token));
		crypto_generichash(out, 32, (const unsigned char *)token, strlen(token), NULL, 0);
		free(c->secret);
		c->secret = xstrdup(token);
	}
	char hex[65];
	hex_encode(out, 32, hex);
	ctx_arg_str(c, key, hex);
	return 0;
}

/* ---- growable pointer arrays: an append is undone by a pop ---- */

static void undo_append(undo_entry *e)
{
	int *count = e->ptr;
	void **items = *(void ***)e->obj;
	(*count)--;
	if (e->destroy) /* NULL: the array does not own its items (games.c's classes) */
		e->destroy(items[*count]);
}

void mut_append(ctx *c, void ***items, int *count, int *cap, void *item,
		void (*destroy)(void *))
{
	if (*count == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		*items = xrealloc(*items, (size_t)*cap * sizeof **items);
	}
	(*items)[(*count)++] = item;
	undo_entry *e = undo_push(c->j, undo_append, NULL);
	e->ptr = count;
	e->obj = items;
	e->destroy = destroy;
}

static void undo_insert_at(undo_entry *e)
{
	int *count = e->ptr;
	void **items = *(void ***)e->obj;
	int i = (int)e->a;
	void *item = items[i];
	memmove(&items[i], &items[i + 1], (size_t)(*count - i - 1) * sizeof *items);
	(*count)--;
	if (e->destroy)
		e->destroy(item);
}

void mut_insert_at(ctx *c, void ***items, int *count, int *cap, int i, void *item,
		   void (*destroy)(void *))
{
	if (*count == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		*items = xrealloc(*items, (size_t)*cap * sizeof **items);
	}
	memmove(&(*items)[i + 1], &(*items)[i], (size_t)(*count - i) * sizeof **items);
	(*items)[i] = item;
	(*count)++;
	undo_entry *e = undo_push(c->j, undo_insert_at, NULL);
	e->ptr = count;
	e->obj = items;
	e->a = i;
	e->destroy = destroy;
}

/* The array never gives back capacity, so putting an item back has room. */
static void undo_remove_at(undo_entry *e)
{
	int *count;
	memcpy(&count, e->inline_old, sizeof count);
	void **items = *(void ***)e->obj;
	int i = (int)e->a;
	memmove(&items[i + 1], &items[i], (size_t)(*count - i) * sizeof *items);
	items[i] = e->ptr;
	(*count)++;
	e->ptr = NULL;
}

static void release_removed(undo_entry *e)
{
	if (e->ptr && e->destroy)
		e->destroy(e->ptr);
}

void mut_remove_at(ctx *c, void ***items, int *count, int i, void (*destroy)(void *))
{
	void *item = (*items)[i];
	memmove(&(*items)[i], &(*items)[i + 1], (size_t)(*count - i - 1) * sizeof **items);
	(*count)--;
	undo_entry *e = undo_push(c->j, undo_remove_at, release_removed);
	e->obj = items;
	memcpy(e->inline_old, &count, sizeof count);
	e->a = i;
	e->ptr = item;
	e->destroy = destroy;
}

/* Tells the subsystems what changed (module.h on_change): the officers'
 * records are kept by them, folded from the log with the rest. */
static void changed(ctx *c, const state_change *ch)
{
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->on_change)
			nomic_modules[i]->on_change(c, ch);
}

void state_changed(ctx *c, const state_change *ch)
{
	changed(c, ch);
}

static void destroy_player(void *p)
{
	player *pl = p;
	free(pl->name);
	free(pl->pending_name);
	free(pl->contact);
	free(pl->hold.v);
	free(pl);
}

player *mut_add_player(ctx *c, const char *name, enum player_state st)
{
	nomic *n = c->n;
	player *p = xcalloc(1, sizeof *p);
	p->id = n->nplayers + 1;
	p->name = xstrdup(name);
	p->state = st;
	p->before_vacation = st;
	p->first_joined = p->registered = p->state_since = c->now;
	mut_append(c, (void ***)&n->players, &n->nplayers, &n->players_cap, p,
		    destroy_player);
	changed(c, &(state_change){.kind = CHANGE_JOIN, .player = p->id, .to = st});
	return p;
}

void mut_player_state(ctx *c, player *p, enum player_state st)
{
	enum player_state from = p->state;
	UNDO_SET(c->j, p->state, st);
	UNDO_SET(c->j, p->state_since, c->now);
	if (from != st)
		changed(c, &(state_change){.kind = CHANGE_STATE, .player = p->id,
					   .from = from, .to = st});
}

void mut_player_name(ctx *c, player *p, const char *name)
{
	char *old = p->name; /* kept by the journal until the event ends */
	undo_string(c->j, &p->name);
	p->name = xstrdup(name);
	changed(c, &(state_change){.kind = CHANGE_NAME, .player = p->id, .old_name = old});
}

void mut_player_pending_name(ctx *c, player *p, const char *name)
{
	undo_string(c->j, &p->pending_name);
	p->pending_name = name ? xstrdup(name) : NULL;
}

void mut_player_contact(ctx *c, player *p, const char *address)
{
	undo_string(c->j, &p->contact);
	p->contact = address ? xstrdup(address) : NULL;
}

static void destroy_currency(void *p)
{
	free(((currency *)p)->name);
	free(p);
}

currency *mut_add_currency(ctx *c, const char *name, unsigned flags)
{
	nomic *n = c->n;
	currency *cur = xcalloc(1, sizeof *cur);
	cur->id = n->ncurrencies;
	cur->name = xstrdup(name);
	cur->flags = flags;
	mut_append(c, (void ***)&n->currencies, &n->ncurrencies, &n->currencies_cap,
		    cur, destroy_currency);
	return cur;
}

static void destroy_office(void *p)
{
	free(((office *)p)->name);
	free(p);
}

office *mut_add_office(ctx *c, const char *name)
{
	nomic *n = c->n;
	office *o = xcalloc(1, sizeof *o);
	o->name = xstrdup(name);
	mut_append(c, (void ***)&n->offices, &n->noffices, &n->offices_cap, o,
		    destroy_office);
	return o;
}

void mut_office_holder(ctx *c, office *o, int holder)
{
	int old = o->holder;
	UNDO_SET(c->j, o->holder, holder);
	if (old != holder)
		changed(c, &(state_change){.kind = CHANGE_OFFICE, .office = o,
					   .player = holder, .old_holder = old});
}

void mut_vacate_offices_of(ctx *c, int player_id)
{
	for (int i = 0; i < c->n->noffices; i++)
		if (c->n->offices[i]->holder == player_id)
			mut_office_holder(c, c->n->offices[i], 0);
}

/* ---- the ledger ---- */

static holdings *holdings_mut(nomic *n, int holder)
{
	if (holder == 0)
		return &n->treasury;
	account *a = account_by_id(n, holder);
	if (a)
		return &a->hold;
	player *p = player_by_id(n, holder);
	return p ? &p->hold : NULL;
}

static void destroy_account(void *p)
{
	account *a = p;
	free(a->name);
	free(a->hold.v);
	free(a);
}

static void undo_part(undo_entry *e)
{
	e->part_free(e->obj);
}

void mut_part_made(ctx *c, void (*part_free)(nomic *n))
{
	undo_entry *e = undo_push(c->j, undo_part, NULL);
	e->obj = c->n;
	e->part_free = part_free;
}

int mut_open_account(ctx *c, const char *name)
{
	nomic *n = c->n;
	account *a = xcalloc(1, sizeof *a);
	a->id = HOLDER_ACCOUNT + n->naccounts;
	a->name = xstrdup(name);
	a->open = 1;
	mut_append(c, (void ***)&n->accounts, &n->naccounts, &n->accounts_cap, a,
		    destroy_account);
	return a->id;
}

int mut_close_account(ctx *c, int h)
{
	account *a = account_by_id(c->n, h);
	if (!a || !a->open)
		return ctx_fail(c, "no such account");
	for (int i = 0; i < a->hold.n; i++)
		if (a->hold.v[i])
			return ctx_fail(c, "%s still holds %lld %s", a->name,
					(long long)a->hold.v[i], c->n->currencies[i]->name);
	UNDO_SET(c->j, a->open, 0);
	return 0;
}

static void undo_balance(undo_entry *e)
{
	holdings *h = holdings_mut(e->obj, (int)e->a);
	memcpy(&h->v[e->b], e->inline_old, sizeof(int64_t));
}

/* A movement for the records: created (src -1), destroyed (dst -1) or
 * moved. */
static void moved(ctx *c, int src, int dst, const currency *cur, int64_t amount)
{
	changed(c, &(state_change){.kind = CHANGE_LEDGER, .cur = cur, .src = src, .dst = dst,
				   .amount = amount});
}

static void set_quiet(ctx *c, int holder, const currency *cur, int64_t value)
{
	holdings *h = holdings_mut(c->n, holder);
	if (!h)
		return;
	if (cur->id >= h->n) {
		/* Growing is not journaled: the new slots hold 0, as before. */
		int n = cur->id + 1;
		h->v = xrealloc(h->v, (size_t)n * sizeof *h->v);
		memset(h->v + h->n, 0, (size_t)(n - h->n) * sizeof *h->v);
		h->n = n;
	}
	/* h->v moves when it grows, so the journal holds indexes, not an address. */
	undo_entry *e = undo_push(c->j, undo_balance, NULL);
	e->obj = c->n;
	e->a = holder;
	e->b = cur->id;
	memcpy(e->inline_old, &h->v[cur->id], sizeof(int64_t));
	h->v[cur->id] = value;
}

void ledger_set(ctx *c, int holder, const currency *cur, int64_t value)
{
	if (!holder_exists(c->n, holder))
		return;
	int64_t old = balance(c->n, holder, cur->id);
	set_quiet(c, holder, cur, value);
	if (value > old)
		moved(c, -1, holder, cur, value - old);
	else if (value < old)
		moved(c, holder, -1, cur, old - value);
}

static int add_quiet(ctx *c, int holder, const currency *cur, int64_t delta)
{
	if (delta == 0)
		return 0;
	const player *p = player_by_id(c->n, holder);
	if (!holder_exists(c->n, holder))
		return ctx_fail(c, "no such holder");
	if (p && p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player and holds nothing (R250 VII)", p->name);
	if (p && p->state == PS_ONICE && (delta > 0 || (cur->flags & CUR_SCORE)))
		return ctx_fail(c, "%s is On Ice and never gains %s (R250 VI d)",
				p->name, (cur->flags & CUR_SCORE) ? "or loses points" : "entities");
	int64_t old = balance(c->n, holder, cur->id), now;
	if (__builtin_add_overflow(old, delta, &now))
		return ctx_fail(c, "that amount is too large");
	if (now < 0 && !(cur->flags & CUR_NEGATIVE))
		return ctx_fail(c, "%s has only %lld %s", holder_name(c->n, holder),
				(long long)old, cur->name);
	set_quiet(c, holder, cur, now);
	return 0;
}

int ledger_add(ctx *c, int holder, const currency *cur, int64_t delta)
{
	if (add_quiet(c, holder, cur, delta))
		return -1;
	if (delta > 0)
		moved(c, -1, holder, cur, delta);
	else if (delta < 0)
		moved(c, holder, -1, cur, -delta);
	return 0;
}

int ledger_move(ctx *c, int from, int to, const currency *cur, int64_t amount)
{
	if (amount <= 0)
		return ctx_fail(c, "the amount must be positive");
	if (from == to)
		return ctx_fail(c, "%s cannot pay itself", holder_name(c->n, from));
	size_t mark = undo_mark(c->j);
	if (add_quiet(c, from, cur, -amount) || add_quiet(c, to, cur, amount)) {
		undo_rollback(c->j, mark);
		return -1;
	}
	moved(c, from, to, cur, amount);
	return 0;
}

/* ---- the deadline queue: a binary min-heap ordered by (due, id) ---- */

static int dl_before(const deadline *a, const deadline *b)
{
	return a->due < b->due || (a->due == b->due && a->id < b->id);
}

static void heap_swap(deadline *h, int i, int k)
{
	deadline t = h[i];
	h[i] = h[k];
	h[k] = t;
}

static void sift_up(deadline *h, int i)
{
	while (i > 0 && dl_before(&h[i], &h[(i - 1) / 2])) {
		heap_swap(h, i, (i - 1) / 2);
		i = (i - 1) / 2;
	}
}

static void sift_down(deadline *h, int n, int i)
{
	for (;;) {
		int l = 2 * i + 1, r = l + 1, m = i;
		if (l < n && dl_before(&h[l], &h[m]))
			m = l;
		if (r < n && dl_before(&h[r], &h[m]))
			m = r;
		if (m == i)
			return;
		heap_swap(h, i, m);
		i = m;
	}
}

static void heap_insert(nomic *n, const deadline *d)
{
	if (n->ndeadlines == n->heap_cap) {
		n->heap_cap = n->heap_cap ? n->heap_cap * 2 : 16;
		n->heap = xrealloc(n->heap, (size_t)n->heap_cap * sizeof *n->heap);
	}
	n->heap[n->ndeadlines] = *d;
	sift_up(n->heap, n->ndeadlines++);
}

static int heap_remove_id(nomic *n, uint64_t id, deadline *out)
{
	for (int i = 0; i < n->ndeadlines; i++) {
		if (n->heap[i].id != id)
			continue;
		if (out)
			*out = n->heap[i];
		n->heap[i] = n->heap[--n->ndeadlines];
		if (i < n->ndeadlines) {
			sift_up(n->heap, i);
			sift_down(n->heap, n->ndeadlines, i);
		}
		return 0;
	}
	return -1;
}

static void undo_deadline_add(undo_entry *e)
{
	heap_remove_id(e->obj, (uint64_t)e->a, NULL);
}

static void undo_deadline_remove(undo_entry *e)
{
	heap_insert(e->obj, (const deadline *)e->heap_old);
}

uint64_t deadline_add(ctx *c, gtime due, const deadline_kind *k, int subject, int64_t aux)
{
	nomic *n = c->n;
	deadline d = {n->next_deadline_id, due, k, subject, aux};
	UNDO_SET(c->j, n->next_deadline_id, n->next_deadline_id + 1);
	heap_insert(n, &d);
	undo_entry *e = undo_push(c->j, undo_deadline_add, NULL);
	e->obj = n;
	e->a = (int64_t)d.id;
	return d.id;
}

static void journal_removal(ctx *c, const deadline *d)
{
	undo_entry *e = undo_push(c->j, undo_deadline_remove, NULL);
	e->obj = c->n;
	e->heap_old = memcpy(xmalloc(sizeof *d), d, sizeof *d);
}

void deadline_cancel(ctx *c, uint64_t id)
{
	deadline d;
	if (id && heap_remove_id(c->n, id, &d) == 0)
		journal_removal(c, &d);
}

void deadline_move(ctx *c, uint64_t id, gtime due)
{
	deadline d;
	if (!id || heap_remove_id(c->n, id, &d))
		return;
	journal_removal(c, &d);
	d.due = due;
	heap_insert(c->n, &d);
	/* Rollback runs backwards: this takes the moved one out, then the
	 * removal's step puts the old one back. */
	undo_entry *e = undo_push(c->j, undo_deadline_add, NULL);
	e->obj = c->n;
	e->a = (int64_t)d.id;
}

int deadline_pop(ctx *c, deadline *out)
{
	if (!c->n->ndeadlines)
		return -1;
	heap_remove_id(c->n, c->n->heap[0].id, out);
	journal_removal(c, out);
	return 0;
}
