/* mentors_state.c: the Mentors part's state (mentors.h): its creation on
 * first use (journaled), its freeing, its lookups, R250 IV c (leaving the
 * pool on becoming Non-Voting; On Ice too, by R250 VI b) and R252 II 3 (a
 * joining player awaits the Registrar's selection), and its JSON. */
#include "gov/mentors/mentors.h"

#include <stdlib.h>

mentors *mentors_of(ctx *c)
{
	if (!c->n->mentors) {
		c->n->mentors = xcalloc(1, sizeof *c->n->mentors);
		mut_part_made(c, mentors_module.free_state);
	}
	return c->n->mentors;
}

const mentors *mentors_peek(const nomic *n)
{
	return n->mentors;
}

void mentors_free(mentors *m)
{
	if (!m)
		return;
	for (int i = 0; i < m->npool; i++)
		free(m->pool[i]);
	free(m->pool);
	for (int i = 0; i < m->nms; i++)
		free(m->ms[i]);
	free(m->ms);
	free(m);
}

int mentors_listed(const nomic *n, int id)
{
	const mentors *m = n->mentors;
	for (int i = 0; m && i < m->npool; i++)
		if (*m->pool[i] == id)
			return 1;
	return 0;
}

int mentorship_over(const nomic *n, const mentorship *s)
{
	const player *p = player_by_id(n, s->newbie);
	return s->ended || !p || !player_is_newbie(n, p);
}

int mentors_serving(const nomic *n, int id)
{
	const mentors *m = n->mentors;
	for (int i = 0; m && i < m->nms; i++)
		if (m->ms[i]->mentor == id && m->ms[i]->accepted && !mentorship_over(n, m->ms[i]))
			return 1;
	return 0;
}

int mentors_in_pool(const nomic *n, int id)
{
	return mentors_listed(n, id) && !mentors_serving(n, id);
}

mentorship *mentors_open_for(const nomic *n, int newbie)
{
	const mentors *m = n->mentors;
	for (int i = 0; m && i < m->nms; i++)
		if (m->ms[i]->newbie == newbie && !mentorship_over(n, m->ms[i]))
			return m->ms[i];
	return NULL;
}

mentorship *mentors_pending_of(const nomic *n, int mentor)
{
	const mentors *m = n->mentors;
	for (int i = 0; m && i < m->nms; i++)
		if (m->ms[i]->mentor == mentor && !m->ms[i]->accepted &&
		    !mentorship_over(n, m->ms[i]))
			return m->ms[i];
	return NULL;
}

void mentors_on_change(ctx *c, const state_change *ch)
{
	if (ch->kind == CHANGE_JOIN) {
		/* R252 II 3: upon joining, the Registrar shall select a Mentor. */
		mentors *m = mentors_of(c);
		mentorship *s = xcalloc(1, sizeof *s);
		s->newbie = ch->player;
		s->origin = MO_JOIN;
		s->since = c->now;
		mut_append(c, (void ***)&m->ms, &m->nms, &m->ms_cap, s, free);
		return;
	}
	if (ch->kind != CHANGE_STATE)
		return;
	/* R250 IV c; R250 VI b applies IV to a player going On Ice. */
	if ((ch->to == PS_NONVOTING || ch->to == PS_ONICE || ch->to == PS_NONPLAYER) &&
	    mentors_listed(c->n, ch->player)) {
		mentors *m = mentors_of(c);
		for (int i = 0; i < m->npool; i++)
			if (*m->pool[i] == ch->player) {
				mut_remove_at(c, (void ***)&m->pool, &m->npool, i, free);
				break;
			}
	}
	/* A player who leaves needs no Mentor (docs/RULINGS.md). */
	mentorship *s = ch->to == PS_NONPLAYER ? mentors_open_for(c->n, ch->player) : NULL;
	if (s) {
		if (s->accept_dl)
			deadline_cancel(c, s->accept_dl);
		UNDO_SET(c->j, s->accept_dl, 0);
		UNDO_SET(c->j, s->ended, 1);
	}
}

static const char *name_of(const nomic *n, int id)
{
	const player *p = player_by_id(n, id);
	return p ? p->name : "";
}

json_t *mentors_json(const nomic *n)
{
	const mentors *m = n->mentors;
	json_t *pool = json_array(), *ms = json_array();
	for (int i = 0; m && i < m->npool; i++)
		json_array_append_new(pool, json_pack("{s:s, s:b}", "player",
						      name_of(n, *m->pool[i]), "serving",
						      mentors_serving(n, *m->pool[i])));
	for (int i = 0; m && i < m->nms; i++) {
		const mentorship *s = m->ms[i];
		if (mentorship_over(n, s))
			continue;
		json_array_append_new(
			ms, json_pack("{s:s, s:o, s:s, s:b, s:b, s:o}", "newbie", name_of(n, s->newbie),
				      "mentor", s->mentor ? json_string(name_of(n, s->mentor)) : json_null(),
				      "origin", s->origin == MO_JOIN ? "joined" : "requested",
				      "volunteer", s->volunteer, "accepted", s->accepted, "sponsor",
				      s->sponsor ? json_string(name_of(n, s->sponsor)) : json_null()));
	}
	return json_pack("{s:o, s:o}", "pool", pool, "mentorships", ms);
}
