/* character_json.c: characteristics, Honour and fires as JSON (GET
 * /api/v1/characteristics, /api/v1/players/NAME/characteristics,
 * /api/v1/honour; src/net/society_web.c). Public: the rules hide none of
 * them (R540-R550 make them known; R550 has the Herald keep Honour). */
#include "society/character/character.h"

static json_t *def_json(const charac_def *d)
{
	json_t *o = json_pack("{s:s, s:s, s:s, s:I, s:b}", "name", d->name, "word", d->word,
			      "rule", d->rule, "default", (json_int_t)d->dflt, "testable", d->dice > 0);
	json_object_set_new(o, "min", d->min <= -CHARAC_UNBOUNDED ? json_null()
								   : json_integer(d->min));
	json_object_set_new(o, "max", d->max >= CHARAC_UNBOUNDED ? json_null()
								  : json_integer(d->max));
	return o;
}

static json_t *player_json(const nomic *n, const player *p)
{
	const character *s = n->character;
	json_t *vals = json_object();
	for (const charac_def *d = charac_defs; d->name; d++)
		json_object_set_new(vals, d->name, json_integer(charac_value_of(n, p->id, d)));
	const fire *f = fire_of(n, p->id);
	json_t *hist = json_array();
	for (int i = 0; s && i < s->nhistory; i++) {
		const charac_entry *e = s->history[i];
		char when[40];
		if (e->player != p->id)
			continue;
		format_time(e->when, when, sizeof when);
		json_array_append_new(hist, json_pack("{s:s, s:I, s:I, s:s, s:s}", "characteristic",
						      e->def->name, "from", (json_int_t)e->from, "to",
						      (json_int_t)e->to, "when", when, "why", e->why));
	}
	return json_pack("{s:s, s:o, s:o, s:s, s:b, s:b, s:b, s:b}", "player", p->name, "values", vals,
			 "history", hist,
			 "alignment",
			 alignment_name(charac_value_of(n, p->id, charac_find("Alignment"))),
			 "scores_generated", charac_marked(n, p->id, MARK_ROLLED), "on_fire",
			 f != NULL, "champion_of_honour", s && s->champion == p->id, "evil",
			 s && s->evil == p->id);
}

json_t *characteristics_json(const nomic *n)
{
	json_t *defs = json_array(), *ps = json_array();
	for (const charac_def *d = charac_defs; d->name; d++)
		json_array_append_new(defs, def_json(d));
	for (int i = 0; i < n->nplayers; i++)
		if (n->players[i]->state != PS_NONPLAYER)
			json_array_append_new(ps, player_json(n, n->players[i]));
	return json_pack("{s:o, s:o}", "characteristics", defs, "players", ps);
}

json_t *player_characteristics_json(const nomic *n, const char *name)
{
	const player *p = player_by_name(n, name);
	return p ? player_json(n, p) : NULL;
}

json_t *honour_json(const nomic *n)
{
	const character *s = n->character;
	const charac_def *h = charac_find("Honour");
	json_t *ps = json_array(), *acts = json_array();
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		if (p->state != PS_NONPLAYER)
			json_array_append_new(ps, json_pack("{s:s, s:I}", "player", p->name, "honour",
							    (json_int_t)charac_value_of(n, p->id, h)));
	}
	for (const honour_act *a = honour_acts; a->word; a++)
		json_array_append_new(acts, json_pack("{s:s, s:s, s:i, s:b, s:s}", "act", a->word,
						      "what", a->what, "honour", a->delta, "unique",
						      a->unique, "rule", a->rule));
	return json_pack("{s:o, s:o, s:o, s:o}", "players", ps, "champion_of_honour",
			 s && s->champion ? json_string(holder_name(n, s->champion)) : json_null(),
			 "evil", s && s->evil ? json_string(holder_name(n, s->evil)) : json_null(),
			 "acts", acts);
}
