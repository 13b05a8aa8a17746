/* views.c: the JSON views of a nomic's state (see views.h). Players'
 * states, holdings and offices are on the public record (Ackanomic); what
 * a Private or Secret regulation's script declares (its parameters, its
 * timers' names) is withheld as core/visibility.h decides for the viewer. */
#include "econ/entities.h"
#include "core/module.h"
#include "core/params.h"
#include "core/visibility.h"
#include "gov/offices/offices.h"
#include "net/views.h"
#include "net/text.h"

#include <stdlib.h>
#include <string.h>

json_t *json_text(const char *s)
{
	json_t *j = json_string(s ? s : "");
	if (!j) {
		char *fixed = utf8_repair(s);
		j = json_string(fixed);
		free(fixed);
	}
	return j;
}

static json_t *json_time(gtime t)
{
	char buf[32];
	format_time(t, buf, sizeof buf);
	return json_string(buf);
}

json_t *view_nomic(const nomic *n, const char *viewer, gtime now)
{
	int players = 0;
	for (int i = 0; i < n->nplayers; i++)
		players += n->players[i]->state != PS_NONPLAYER;
	json_t *o = json_object();
	json_object_set_new(o, "title", json_text(n->title));
	json_object_set_new(o, "time", json_time(now));
	json_object_set_new(o, "clock",
			    json_string(n->clock_mode == CLOCK_REAL ? "real" : "virtual"));
	json_object_set_new(o, "players", json_integer(players));
	if (viewer)
		json_object_set_new(o, "viewer", json_text(viewer));
	return o;
}

static json_t *holdings_json(const nomic *n, int holder)
{
	json_t *o = json_object();
	for (int i = 0; i < n->ncurrencies; i++) {
		const currency *c = n->currencies[i];
		json_t *v = json_integer((json_int_t)balance(n, holder, c->id));
		if (json_object_set(o, c->name, v)) {
			/* jansson refuses a key that is not UTF-8; show it repaired. */
			char *key = utf8_repair(c->name);
			json_object_set(o, key, v);
			free(key);
		}
		json_decref(v);
	}
	return o;
}

/* What the player owns of the entities (src/econ, R500.2), each as words:
 * "a Champion's Cloak (#2)". */
static json_t *entities_owned(const nomic *n, int pid)
{
	json_t *a = json_array();
	const entities *s = entities_peek(n);
	for (int i = 0; s && i < s->n; i++)
		if (owner_eq(s->v[i]->owner, OWNER_PLAYER(pid))) {
			sbuf d = {0};
			entity_describe(s->v[i], &d);
			json_array_append_new(a, json_text(d.s));
			free(d.s);
		}
	return a;
}

json_t *view_players(const nomic *n, const char *viewer, gtime now)
{
	json_t *a = json_array();
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		/* Former players are history, as in the `players` command. */
		if (p->state == PS_NONPLAYER)
			continue;
		json_t *o = json_object();
		json_object_set_new(o, "id", json_integer(p->id));
		json_object_set_new(o, "name", json_text(p->name));
		json_object_set_new(o, "state", json_string(player_state_name(p->state)));
		json_object_set_new(o, "newbie", json_boolean(player_is_newbie(n, p)));
		if (viewer && strcaseeq(viewer, p->name))
			json_object_set_new(o, "you", json_true());
		json_object_set_new(o, "balances", holdings_json(n, p->id));
		json_object_set_new(o, "entities", entities_owned(n, p->id));
		json_array_append_new(a, o);
	}
	return a;
}

json_t *view_offices(const nomic *n, const char *viewer, gtime now)
{
	json_t *a = json_array();
	for (int i = 0; i < n->noffices; i++) {
		const office *f = n->offices[i];
		const player *p = f->holder ? player_by_id(n, f->holder) : NULL;
		json_t *o = json_pack("{s:o, s:o}", "name", json_text(f->name), "holder",
				      p ? json_text(p->name) : json_null());
		offices_json_fields(n, f, o); /* R401-R441: kind, term, salary, acting */
		json_array_append_new(a, o);
	}
	return a;
}

json_t *view_currencies(const nomic *n, const char *viewer, gtime now)
{
	json_t *a = json_array();
	for (int i = 0; i < n->ncurrencies; i++) {
		const currency *c = n->currencies[i];
		json_array_append_new(a, json_pack("{s:o, s:b, s:b, s:b, s:b, s:I}",
			"name", json_text(c->name),
			"negative", (c->flags & CUR_NEGATIVE) != 0,
			"transferable", (c->flags & CUR_TRANSFERABLE) != 0,
			"fixed", (c->flags & CUR_FIXED) != 0,
			"score", (c->flags & CUR_SCORE) != 0,
			"treasury", (json_int_t)balance(n, 0, c->id)));
	}
	return a;
}

struct params_json {
	const nomic *n;
	json_t *a;
	vis_viewer viewer;
};

static void param_json(const param_decl *d, const char *owner, void *arg)
{
	struct params_json *pj = arg;
	/* A Private or Secret regulation's script's parameter is its content. */
	const rules_rule *hidden = vis_cited_hidden(pj->n, d->rule);
	if (hidden && !vis_may_read_rule(&pj->viewer, pj->n, hidden))
		return;
	int64_t v;
	int set = param_is_set(pj->n, d->name, &v);
	json_t *o = json_pack("{s:o, s:s, s:I, s:I, s:o, s:o, s:o, s:b}", "name", json_text(d->name),
			      "type", d->type == PT_DURATION ? "duration"
				      : d->type == PT_CHOICE ? "choice" : "integer",
			      "min", (json_int_t)d->min, "max", (json_int_t)d->max,
			      "unit", json_text(d->unit), "rule", json_text(d->rule),
			      "help", json_text(d->help), "set", set);
	if (set || !(d->flags & PARAM_OPTIONAL))
		json_object_set_new(o, "value", json_integer(set ? v : param_default(pj->n, d)));
	if (!(d->flags & PARAM_OPTIONAL))
		json_object_set_new(o, "default", json_integer(param_default(pj->n, d)));
	if (owner)
		json_object_set_new(o, "declared_by", json_text(owner));
	if (d->type == PT_CHOICE) {
		json_t *c = json_array();
		for (int i = 0; d->choices[i]; i++)
			json_array_append_new(c, json_text(d->choices[i]));
		json_object_set_new(o, "choices", c);
	}
	json_array_append_new(pj->a, o);
}

json_t *view_params(const nomic *n, const char *viewer, gtime now)
{
	struct params_json pj = {n, json_array(), vis_viewer_named(n, viewer)};
	param_decl_each(n, param_json, &pj);
	return pj.a;
}

static int deadline_cmp(const void *a, const void *b)
{
	const deadline *x = a, *y = b;
	if (x->due != y->due)
		return x->due < y->due ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

json_t *view_deadlines(const nomic *n, const char *viewer, gtime now)
{
	json_t *a = json_array();
	if (!n->ndeadlines)
		return a;
	/* The heap is only partly ordered; sort a copy for the reader. */
	deadline *d = xmalloc((size_t)n->ndeadlines * sizeof *d);
	memcpy(d, n->heap, (size_t)n->ndeadlines * sizeof *d);
	qsort(d, (size_t)n->ndeadlines, sizeof *d, deadline_cmp);
	vis_viewer v = vis_viewer_named(n, viewer);
	for (int i = 0; i < n->ndeadlines; i++) {
		char rule[64], shown[64];
		/* A Private or Secret regulation's timer's name is its content. */
		const char *cite = vis_citation(&v, n, deadline_rule(n, &d[i], rule, sizeof rule),
						shown, sizeof shown);
		json_array_append_new(a, json_pack("{s:I, s:o, s:s, s:o, s:o}",
			"id", (json_int_t)d[i].id, "due", json_time(d[i].due),
			"kind", d[i].kind->name,
			"rule", json_text(cite),
			"subject", d[i].subject ? json_text(holder_name(n, d[i].subject))
						: json_null()));
		/* An officer's duty says what it is (core/module.h). */
		char what[400];
		if (deadline_describe(n, &d[i], what, sizeof what))
			json_object_set_new(json_array_get(a, json_array_size(a) - 1), "what",
					    json_text(what));
	}
	free(d);
	return a;
}
