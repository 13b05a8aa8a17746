/* params.c: the parameter registry (see params.h): core's own declarations
 * (Ackanomic R250-R252, R505), lookup across core, the modules and the
 * scripts, checked and journaled setting, and parsing and formatting by
 * type. */
#include "core/state_ckpt.h"
#include "core/bind.h"
#include "core/module.h"
#include "core/nameidx.h"
#include "core/remind.h"

#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DAY 86400
#define YEAR (365 * DAY)

static const char *const join_modes[] = {"open", "invitation", "approval", NULL};

static const param_decl core_params[] = {
	{"join.mode", PT_CHOICE, 2, 0, 2, "", "R252 I",
	 "how someone not signed in joins: at once, with a code, or by the Registrar's approval",
	 0, join_modes},
	{"join.grant", PT_INT, 900, 0, 100000, "A$", "R252 I",
	 "A$ a new player receives from the Treasury", 0, NULL},
	/* The server's own limits (ratelimit.h; issue 12): no rule states them. */
	{"limit.commands", PT_INT, 60, 0, 100000, "a minute", "the server",
	 "commands a minute one signed-in player may send (0: no limit)", 0, NULL},
	{"limit.address", PT_INT, 120, 0, 100000, "a minute", "the server",
	 "commands a minute from one client address, the admin's aside (0: no limit)", 0, NULL},
	{"limit.joins", PT_INT, 5, 0, 100000, "a day", "the server",
	 "joins a day from one address by someone not signed in (0: no limit)", 0, NULL},
	/* Sign-in (sessions.h; issue 18): no rule states them. */
	{"session.lifetime", PT_DURATION, 30 * DAY, 3600, 10 * YEAR, "", "the server",
	 "how long a web sign-in session lasts", 0, NULL},
	{"token.lifetime", PT_DURATION, YEAR, 0, 10 * YEAR, "", "the server",
	 "how long a player's token signs em in after it was issued (0: for ever)", 0, NULL},
	/* The server's reminders (remind.h; issue 13): no rule states them. */
	{"remind.lead", PT_DURATION, DAY, 0, YEAR, "", "the server",
	 "how long before a voting period ends, a move is due or a judgement is due a player "
	 "who has not acted is reminded (0: no reminders)", 0, NULL},
	{"fee.harfer", PT_INT, 25, 0, 100000, "A$", "R505 IV",
	 "the standard Harfer Fee, paid to the Treasury", 0, NULL},
	{"vacation.default", PT_DURATION, 28 * DAY, 0, YEAR, "", "R250 V a",
	 "expected length of a vacation of unspecified duration", 0, NULL},
	{"vacation.base", PT_DURATION, 14 * DAY, 0, YEAR, "", "R250 V a",
	 "added to the duration a vacationing player specifies", 0, NULL},
	{"vacation.min", PT_DURATION, 3 * DAY, 0, YEAR, "", "R250 V a",
	 "shortest expected vacation", 0, NULL},
	{"vacation.max", PT_DURATION, 75 * DAY, 0, YEAR, "", "R250 V a",
	 "longest expected vacation", 0, NULL},
	{"onice.limit", PT_DURATION, 90 * DAY, 0, 10 * YEAR, "", "R250 VI h",
	 "time On Ice after which a player becomes a Non-Player", 0, NULL},
	{"state.wait", PT_DURATION, 3 * DAY, 0, YEAR, "", "R250 III",
	 "time between a player's voluntary changes of state", 0, NULL},
	{"rename.wait", PT_DURATION, 3 * DAY, 0, YEAR, "", "R251",
	 "time after which a change of name is accepted unless objected to", 0, NULL},
	/* How random determinations are keyed (core/rng.h): 1 from level 6. */
	{"rng.keyed", PT_INT, 0, 0, 1, "", "R230 I",
	 "1: each random determination is drawn from a stream of its own purpose and object, "
	 "so that other events do not change it; 0: from the event's sequence number", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Core's own defaults that changed at a level (core/level.h). */
static const param_level core_level_defaults[] = {
	{"rng.keyed", 6, 1},
	{NULL, 0, 0},
};

/* A script's declaration, with the strings it owns. */
typedef struct owned_decl {
	param_decl d;
	char *owner;
} owned_decl;

static owned_decl *find_owned(const nomic *n, const char *name)
{
	for (int i = 0; i < n->nparam_decls; i++) {
		owned_decl *o = n->param_decls[i];
		if (strcaseeq(o->d.name, name))
			return o;
	}
	return NULL;
}

/* ---- the index of the built-in declarations ----
 *
 * param_int is asked at every event of a replay (a ledger change asks
 * whether Honour and dividends are automatic): core's and the modules'
 * declarations, fixed once the program starts, are found by a hash of their
 * names (core/nameidx.h), each with the defaults it takes at later levels
 * (core/level.h), gathered once, not scanned for on every read. */

typedef struct decl_levels {
	const param_decl *d;
	int n;
	param_level at[8]; /* in the modules' order; a decl changes at few levels */
} decl_levels;

static nameidx builtin;
static decl_levels *levels;
static size_t nlevels;
static pthread_once_t builtin_once = PTHREAD_ONCE_INIT;

static void builtin_add(const param_decl *t)
{
	for (; t && t->name; t++) {
		if (nameidx_get(&builtin, t->name, strlen(t->name)))
			continue; /* the first declaration keeps the name */
		levels = xrealloc(levels, (nlevels + 1) * sizeof *levels);
		decl_levels *l = &levels[nlevels++];
		memset(l, 0, sizeof *l);
		l->d = t;
		for (const param_level *pl = core_level_defaults; pl->name; pl++)
			if (!strcmp(pl->name, t->name) && l->n < 8)
				l->at[l->n++] = *pl;
		for (int i = 0; nomic_modules[i]; i++)
			for (const param_level *pl = nomic_modules[i]->level_defaults; pl && pl->name;
			     pl++)
				if (!strcmp(pl->name, t->name)) {
					assert(l->n < 8 && "a parameter changes default at few levels");
					if (l->n < 8)
						l->at[l->n++] = *pl;
				}
		nameidx_add(&builtin, t->name, strlen(t->name), (const void *)(uintptr_t)nlevels);
	}
}

static void builtin_build(void)
{
	builtin_add(core_params);
	for (int i = 0; nomic_modules[i]; i++)
		builtin_add(nomic_modules[i]->params);
}

/* The built-in declaration of the name, with its levels, or NULL. The
 * index holds position + 1 (levels moves while it grows). */
static const decl_levels *builtin_find(const char *name)
{
	pthread_once(&builtin_once, builtin_build);
	uintptr_t k = (uintptr_t)nameidx_get(&builtin, name, strlen(name));
	return k ? &levels[k - 1] : NULL;
}

const param_decl *param_decl_find(const nomic *n, const char *name)
{
	const decl_levels *b = builtin_find(name);
	if (b)
		return b->d;
	const owned_decl *o = find_owned(n, name);
	return o ? &o->d : NULL;
}

void param_decl_each(const nomic *n,
		     void (*fn)(const param_decl *d, const char *owner, void *arg), void *arg)
{
	for (const param_decl *d = core_params; d->name; d++)
		fn(d, NULL, arg);
	for (int i = 0; nomic_modules[i]; i++)
		for (const param_decl *d = nomic_modules[i]->params; d && d->name; d++)
			fn(d, NULL, arg);
	for (int i = 0; i < n->nparam_decls; i++)
		fn(&n->param_decls[i]->d, n->param_decls[i]->owner, arg);
}

static param *value_of(const nomic *n, const char *name)
{
	for (int i = 0; i < n->nparams; i++)
		if (strcaseeq(n->params[i]->name, name))
			return n->params[i];
	return NULL;
}

int param_is_set(const nomic *n, const char *name, int64_t *out)
{
	const param *p = value_of(n, name);
	if (p && out)
		*out = p->value;
	return p != NULL;
}

/* A built-in declaration's default at n's level. */
static int64_t levels_default(const nomic *n, const decl_levels *b)
{
	int64_t v = b->d->dflt;
	int best = 0;
	for (int i = 0; i < b->n; i++)
		if (b->at[i].level > best && b->at[i].level <= n->level) {
			best = b->at[i].level;
			v = b->at[i].dflt;
		}
	return v;
}

int64_t param_int(const nomic *n, const char *name)
{
	const param *p = value_of(n, name);
	if (p)
		return p->value;
	/* A built-in's default from one lookup of the name (param_decl_find
	 * then param_default looked it up twice: mechanics read several
	 * parameters at every event, issue 17 item 3). */
	const decl_levels *b = builtin_find(name);
	if (b)
		return levels_default(n, b);
	const param_decl *d = param_decl_find(n, name);
	assert(d && "every parameter a mechanic reads is declared");
	return d ? param_default(n, d) : 0;
}

int64_t param_default(const nomic *n, const param_decl *d)
{
	const decl_levels *b = builtin_find(d->name);
	if (!b || b->d != d)
		return d->dflt; /* a script's own declaration: no level changes it */
	return levels_default(n, b);
}

int64_t param_value(const nomic *n, const char *name, int64_t fallback)
{
	const param *p = value_of(n, name);
	if (p)
		return p->value;
	const param_decl *d = param_decl_find(n, name);
	return d && !(d->flags & PARAM_OPTIONAL) ? param_default(n, d) : fallback;
}

/* ---- parsing and formatting ---- */

int param_parse(const param_decl *d, const char *word, int64_t *out)
{
	if (d->type == PT_CHOICE) {
		for (int64_t i = 0; d->choices && d->choices[i]; i++)
			if (strcaseeq(d->choices[i], word)) {
				*out = i;
				return 0;
			}
		return -1;
	}
	if (parse_int64(word, out) == 0)
		return 0;
	return d->type == PT_DURATION ? parse_duration(word, out) : -1;
}

void param_format(const param_decl *d, int64_t v, char *buf, size_t len)
{
	if (d->type == PT_CHOICE) {
		snprintf(buf, len, "%s", v >= d->min && v <= d->max ? d->choices[v] : "?");
		return;
	}
	if (d->type != PT_DURATION) {
		/* "1 point", not "1 points" (a unit like "ms" stays as it is). */
		size_t ul = strlen(d->unit);
		int one = (v == 1 || v == -1) && ul > 2 && d->unit[ul - 1] == 's';
		snprintf(buf, len, "%lld%s%.*s", (long long)v, ul ? " " : "",
			 (int)(one ? ul - 1 : ul), d->unit);
		return;
	}
	if (v <= 0) {
		snprintf(buf, len, "%llds", (long long)v);
		return;
	}
	/* Exact and parseable back: 7d, 1d12h, 90s. */
	static const struct { int64_t secs; char unit; } parts[] = {
		{DAY, 'd'}, {3600, 'h'}, {60, 'm'}, {1, 's'},
	};
	size_t used = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < sizeof parts / sizeof *parts && used < len; i++) {
		int64_t k = v / parts[i].secs;
		v %= parts[i].secs;
		if (k)
			used += (size_t)snprintf(buf + used, len - used, "%lld%c", (long long)k,
						 parts[i].unit);
	}
}

void param_range(const param_decl *d, char *lo, size_t lolen, char *hi, size_t hilen)
{
	param_decl bare = *d;
	bare.unit = "";
	param_format(&bare, d->min, lo, lolen);
	param_format(d, d->max, hi, hilen);
}

/* ---- setting ---- */

static void destroy_param(void *p)
{
	free(((param *)p)->name);
	free(p);
}

param *mut_set_param(ctx *c, const char *name, int64_t value, const char *rule)
{
	/* The value before: set, else the declared default. */
	int64_t old = param_value(c->n, name, 0);
	param *p = value_of(c->n, name);
	if (!p) {
		p = xcalloc(1, sizeof *p);
		p->name = xstrdup(name);
		mut_append(c, (void ***)&c->n->params, &c->n->nparams, &c->n->params_cap, p,
			   destroy_param);
	}
	UNDO_SET(c->j, p->value, value);
	/* A change, for the records (module.h): the Magic Number's past is
	 * the score chart's (reports/records.c). */
	if (old != value)
		state_changed(c, &(state_change){.kind = CHANGE_PARAM, .param = p->name,
						 .rule = rule, .old_value = old, .value = value});
	return p;
}

int param_set(ctx *c, const char *name, int64_t value)
{
	const param_decl *d = param_decl_find(c->n, name);
	if (!d)
		return ctx_fail(c, "there is no parameter '%s' (try 'params')", name);
	char why[200], lo[48], hi[48];
	if (bind_stopped(c->n, d->rule, why, sizeof why))
		return ctx_fail(c, "%s: %s means nothing now", why, d->name);
	if (value < d->min || value > d->max) {
		param_range(d, lo, sizeof lo, hi, sizeof hi);
		return ctx_fail(c, "%s is from %s to %s (%s)", d->name, lo, hi, d->rule);
	}
	mut_set_param(c, d->name, value, NULL);
	/* The reminders not yet sent follow the new lead time (remind.h). */
	if (strcmp(d->name, "remind.lead") == 0)
		return remind_retime(c);
	return 0;
}

/* ---- the scripts' declarations ---- */

static void destroy_owned(void *p)
{
	owned_decl *o = p;
	free((char *)o->d.name);
	free((char *)o->d.unit);
	free((char *)o->d.rule);
	free((char *)o->d.help);
	free(o->owner);
	free(o);
}

int mut_declare_param(ctx *c, const param_decl *d, const char *owner)
{
	const param_decl *old = param_decl_find(c->n, d->name);
	if (old) {
		const owned_decl *o = find_owned(c->n, d->name);
		return ctx_fail(c, "parameter '%s' is already declared by %s%s", d->name,
				o ? "Rule " : "the server", o ? o->owner : "");
	}
	if (d->min > d->max || d->dflt < d->min || d->dflt > d->max)
		return ctx_fail(c, "parameter '%s': its default must lie between its minimum and "
				"maximum", d->name);
	owned_decl *o = xcalloc(1, sizeof *o);
	o->d = *d;
	o->d.name = xstrdup(d->name);
	o->d.unit = xstrdup(d->unit ? d->unit : "");
	o->d.rule = xstrdup(d->rule ? d->rule : "");
	o->d.help = xstrdup(d->help ? d->help : "");
	o->owner = xstrdup(owner);
	mut_append(c, (void ***)&c->n->param_decls, &c->n->nparam_decls,
		   &c->n->param_decls_cap, o, destroy_owned);
	return 0;
}

void mut_undeclare_params_of(ctx *c, const char *owner)
{
	nomic *n = c->n;
	for (int i = n->nparam_decls - 1; i >= 0; i--)
		if (strcmp(n->param_decls[i]->owner, owner) == 0)
			mut_remove_at(c, (void ***)&n->param_decls, &n->nparam_decls, i,
				      destroy_owned);
}

void params_free(nomic *n)
{
	for (int i = 0; i < n->nparams; i++)
		destroy_param(n->params[i]);
	for (int i = 0; i < n->nparam_decls; i++)
		destroy_owned(n->param_decls[i]);
	free(n->params);
	free(n->param_decls);
}

/* ---- checkpoints (state_ckpt.h) ---- */

void params_save(const nomic *n, ckw *w)
{
	ck_int(w, n->nparams);
	for (int i = 0; i < n->nparams; i++) {
		ck_str(w, n->params[i]->name);
		ck_i64(w, n->params[i]->value);
	}
	ck_int(w, n->nparam_decls);
	for (int i = 0; i < n->nparam_decls; i++) {
		const owned_decl *o = n->param_decls[i];
		ck_str(w, o->d.name);
		ck_int(w, (int)o->d.type);
		ck_i64(w, o->d.dflt);
		ck_i64(w, o->d.min);
		ck_i64(w, o->d.max);
		ck_str(w, o->d.unit);
		ck_str(w, o->d.rule);
		ck_str(w, o->d.help);
		ck_u64(w, o->d.flags);
		ck_str(w, o->owner);
	}
}

void params_load(nomic *n, ckr *r)
{
	int count = ckr_count(r, 2);
	n->params = count ? xcalloc((size_t)count, sizeof *n->params) : NULL;
	n->params_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		param *p = xcalloc(1, sizeof *p);
		n->params[n->nparams++] = p;
		p->name = ckr_str(r);
		p->value = ckr_i64(r);
		if (ckr_ok(r) && !p->name)
			ckr_fail(r, "a parameter without a name");
	}
	count = ckr_count(r, 10);
	n->param_decls = count ? xcalloc((size_t)count, sizeof *n->param_decls) : NULL;
	n->param_decls_cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		owned_decl *o = xcalloc(1, sizeof *o);
		n->param_decls[n->nparam_decls++] = o;
		o->d.name = ckr_str(r);
		int type = ckr_int(r);
		o->d.type = (enum param_type)type;
		o->d.dflt = ckr_i64(r);
		o->d.min = ckr_i64(r);
		o->d.max = ckr_i64(r);
		o->d.unit = ckr_str(r);
		o->d.rule = ckr_str(r);
		o->d.help = ckr_str(r);
		uint64_t flags = ckr_u64(r);
		o->d.flags = (unsigned)flags;
		o->owner = ckr_str(r);
		/* A script declares integers and durations only (script/declare.c). */
		if (ckr_ok(r) && (!o->d.name || !o->d.unit || !o->d.rule || !o->d.help ||
				  !o->owner || flags > UINT32_MAX ||
				  (type != PT_INT && type != PT_DURATION)))
			ckr_fail(r, "a malformed declaration of a parameter");
	}
}
