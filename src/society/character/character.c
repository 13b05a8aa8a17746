/* character.c: the characteristics' state (Ackanomic R540 ¶2: "that entity
 * has a number associated with that Characteristic, called the Value"),
 * its journal, and the one way values change (R540 ¶4: "The value of a
 * Characteristic may only be changed as described by the Rules. If the
 * Rules describe a Characteristic being 'lost' or 'gained' with respect to
 * a given entity, then that entity's Characteristic Value is considered to
 * be lowered or raised by the amount described (one, by default)").
 *
 * Only values other than the default are kept: a player none of whose
 * values changed costs nothing. */
#include "core/bind.h"
#include "core/params.h"
#include "society/character/character.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

character *character_of(ctx *c)
{
	if (!c->n->character) {
		c->n->character = xcalloc(1, sizeof(character));
		mut_part_made(c, character_free);
	}
	return c->n->character;
}

void character_free(nomic *n)
{
	character *s = n->character;
	if (!s)
		return;
	for (int i = 0; i < s->nvalues; i++)
		free(s->values[i]);
	for (int i = 0; i < s->nmarks; i++)
		free(s->marks[i]);
	for (int i = 0; i < s->nfires; i++)
		free(s->fires[i]);
	for (int i = 0; i < s->nhistory; i++)
		free(s->history[i]);
	free(s->history);
	free(s->values);
	free(s->marks);
	free(s->fires);
	free(s);
	n->character = NULL;
}

static charac_value *value_slot(const nomic *n, int player_id, const charac_def *d)
{
	const character *s = n->character;
	for (int i = 0; s && i < s->nvalues; i++)
		if (s->values[i]->player == player_id && s->values[i]->def == d)
			return s->values[i];
	return NULL;
}

int64_t charac_value_of(const nomic *n, int player_id, const charac_def *d)
{
	const charac_value *v = value_slot(n, player_id, d);
	return v ? v->value : d->dflt;
}

void charac_put(ctx *c, int player_id, const charac_def *d, int64_t value)
{
	if (value == charac_value_of(c->n, player_id, d))
		return;
	charac_value *v = value_slot(c->n, player_id, d);
	if (v) {
		UNDO_SET(c->j, v->value, value);
		return;
	}
	character *s = character_of(c);
	v = xcalloc(1, sizeof *v);
	v->player = player_id;
	v->def = d;
	v->value = value;
	mut_append(c, (void ***)&s->values, &s->nvalues, &s->values_cap, v, free);
}

/* Every change is kept in the player's record (the Herald's, R550: "the
 * Custodian of the Honour System"); said in the event's text only when
 * voice is CV_SAY. */
static void record(ctx *c, int player_id, const charac_def *d, int64_t old, int64_t now,
		   int64_t asked, const char *why, enum charac_voice voice)
{
	if (now == old && voice != CV_SAY)
		return; /* nothing changed, nothing said */
	character *s = character_of(c);
	charac_entry *e = xcalloc(1, sizeof *e);
	e->player = player_id;
	e->def = d;
	e->from = old;
	e->to = now;
	e->when = c->now;
	snprintf(e->why, sizeof e->why, "%s", why);
	mut_append(c, (void ***)&s->history, &s->nhistory, &s->history_cap, e, free);
	/* Told to the other parts: the Herald's records (R435 1, src/reports). */
	json_t *ev = json_pack("{s:s, s:s, s:I, s:I, s:s}", "player", holder_name(c->n, player_id),
			       "characteristic", d->name, "from", (json_int_t)old, "to",
			       (json_int_t)now, "why", why);
	ctx_emit(c, "characteristic", ev);
	json_decref(ev);
	if (voice != CV_SAY)
		return;
	const char *name = holder_name(c->n, player_id);
	if (now == old) {
		ctx_say(c, "%s's %s stays %lld (%s)", name, d->name, (long long)now, why);
		return;
	}
	if (asked && (asked > 0) != (now > old)) { /* R550.10's wrapping */
		ctx_say(c, "%s %s %lld %s: past %lld it is set to %lld (%s; R550.10)", name,
			asked > 0 ? "gains" : "loses", (long long)(asked > 0 ? asked : -asked),
			d->name, (long long)(asked > 0 ? d->max : d->min), (long long)now, why);
		return;
	}
	int64_t by = now > old ? now - old : old - now;
	ctx_say(c, "%s %s %lld %s: now %lld (%s)", name, now > old ? "gains" : "loses",
		(long long)by, d->name, (long long)now, why);
}

int64_t charac_change(ctx *c, int player_id, const charac_def *d, int64_t delta,
		      const char *why, enum charac_voice voice)
{
	int64_t old = charac_value_of(c->n, player_id, d);
	int64_t now = old + delta;
	if (d->flags & CH_WRAP) {
		/* R550.10: "If a player gains Honour such that his Honour
		 * Characteristic would exceed 100, his Honour is set to -100. If
		 * a player loses Honour such that his Honour Characteristic
		 * would be less than -100, his Honour is set to 100." */
		if (now > d->max)
			now = d->min;
		else if (now < d->min)
			now = d->max;
	} else if (now > d->max) { /* kept in its range (R540 ¶3): docs/RULINGS.md */
		now = d->max;
	} else if (now < d->min) {
		now = d->min;
	}
	charac_put(c, player_id, d, now);
	record(c, player_id, d, old, now, delta, why, voice);
	return now;
}

int charac_set(ctx *c, int player_id, const charac_def *d, int64_t value, const char *why)
{
	if (value < d->min || value > d->max)
		return ctx_fail(c, "%s's range is %lld to %lld (%s)", d->name, (long long)d->min,
				(long long)d->max, d->rule);
	int64_t old = charac_value_of(c->n, player_id, d);
	charac_put(c, player_id, d, value);
	record(c, player_id, d, old, value, 0, why, CV_RECORD);
	ctx_say(c, "%s's %s is %lld (%s)", holder_name(c->n, player_id), d->name, (long long)value,
		why);
	return 0;
}

int charac_marked(const nomic *n, int player_id, int what)
{
	const character *s = n->character;
	for (int i = 0; s && i < s->nmarks; i++)
		if (s->marks[i]->player == player_id && s->marks[i]->what == what)
			return 1;
	return 0;
}

void charac_mark_add(ctx *c, int player_id, int what)
{
	if (charac_marked(c->n, player_id, what))
		return;
	character *s = character_of(c);
	charac_mark *m = xcalloc(1, sizeof *m);
	m->player = player_id;
	m->what = what;
	mut_append(c, (void ***)&s->marks, &s->nmarks, &s->marks_cap, m, free);
}

int charac_auto(const nomic *n, const char *citation)
{
	char why[200];
	if (param_int(n, "characteristics.auto") != 1 || !n->rules)
		return 0;
	return !bind_foreign(n, citation) && !bind_stopped(n, citation, why, sizeof why);
}

int charac_conviction(const json_t *data)
{
	const char *kind = json_string_value(json_object_get(data, "kind"));
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *v = json_string_value(json_object_get(data, "verdict"));
	if (!kind || !what || !v || strcmp(kind, "criminal") != 0 || strcmp(what, "final") != 0 ||
	    strcmp(v, "TRUE") != 0)
		return 0;
	return (int)json_integer_value(json_object_get(data, "accused"));
}

player *charac_player(const nomic *n, const json_t *data, const char *key)
{
	const char *name = json_string_value(json_object_get(data, key));
	return name ? player_by_name(n, name) : NULL;
}
