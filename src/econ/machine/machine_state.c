/* machine_state.c: the Machine That Goes *ping* (Ackanomic R1209): its
 * state, who may host it (¶II), its moves and random teleports (¶III,
 * ¶VI, ¶VIII, ¶IX), and the last Scholar's duty to post the truth (¶IX),
 * which the server does at once. machine.h says the rest. */
#include "econ/machine/machine.h"

#include "core/params.h"
#include "core/util.h"
#include "econ/land/land.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void machine_free(nomic *n)
{
	machine *m = n->machine;
	if (!m)
		return;
	free(m->truth);
	free(m->disguise);
	free(m->ping_days);
	free(m->guessers);
	free(m->uttered);
	free(m->letters);
	free(m->last_truth);
	free(m->seeks);
	free(m->bids);
	free(m);
	n->machine = NULL;
}

machine *machine_of(ctx *c)
{
	if (!c->n->machine) {
		c->n->machine = xcalloc(1, sizeof *c->n->machine);
		mut_part_made(c, machine_free);
	}
	return c->n->machine;
}

const machine *machine_peek(const nomic *n)
{
	return n->machine;
}

int machine_scholar(const nomic *n)
{
	const machine *m = n->machine;
	return m && m->ent ? m->host : 0;
}

int machine_may_host(const nomic *n, int pid)
{
	const player *p = player_by_id(n, pid);
	return p && player_is_active(p) && land_home(n, pid) != NULL;
}

int machine_listed(const char *list, int64_t v)
{
	char b[32];
	snprintf(b, sizeof b, " %" PRId64 " ", v);
	return list && strstr(list, b) != NULL;
}

int machine_list_add(ctx *c, char **list, int64_t v)
{
	sbuf s = {0};
	sbuf_printf(&s, "%s%s%" PRId64 " ", *list ? *list : "", *list ? "" : " ", v);
	undo_string(c->j, list);
	*list = s.s;
	return 0;
}

static void set_str(ctx *c, char **field, const char *v)
{
	undo_string(c->j, field);
	*field = v ? xstrdup(v) : NULL;
}

/* ¶IX: "If the Scholar loses his title ... he must post the truth most
 * recently revealed to him in its undisguised form": the server posts it
 * as the title is lost (docs/RULINGS.md). */
static void post_last_truth(ctx *c, machine *m)
{
	if (!m->last_truth || m->last_public)
		return;
	const player *p = player_by_id(c->n, m->host);
	ctx_say(c, "the Machine's truth, revealed to %s, its last Scholar (R1209 IX): \"IF AND "
		"ONLY IF today %s, THEN the Machine That Goes *ping* shall go *ping*.\"",
		p ? p->name : "?", m->last_truth);
	UNDO_SET(c->j, m->last_public, 1);
}

int machine_move(ctx *c, int to, const char *why)
{
	machine *m = machine_of(c);
	post_last_truth(c, m);
	if (m->quack_dl) {
		deadline_cancel(c, m->quack_dl);
		UNDO_SET(c->j, m->quack_dl, 0);
	}
	UNDO_SET(c->j, m->host, to);
	UNDO_SET(c->j, m->term, m->term + 1);
	UNDO_SET(c->j, m->since, c->now);
	/* ¶IX "Whenever the Machine changes locations, it shall cease to go
	 * *ping* ... until a new truth is announced": a new term. */
	set_str(c, &m->truth, NULL);
	set_str(c, &m->disguise, NULL);
	UNDO_SET(c->j, m->truth_at, 0);
	UNDO_SET(c->j, m->pings, 0);
	set_str(c, &m->ping_days, NULL);
	UNDO_SET(c->j, m->tardy, 0);
	set_str(c, &m->guessers, NULL);
	set_str(c, &m->letters, NULL);
	set_str(c, &m->bids, NULL);
	UNDO_SET(c->j, m->round_at, 0);
	UNDO_SET(c->j, m->last_letter, 0);
	UNDO_SET(c->j, m->pings_considered, 0);
	const player *p = player_by_id(c->n, to);
	if (p)
		ctx_say(c, "the Machine That Goes *ping* is now in %s's Home: %s is the Scholar of "
			"*ping* (%s; R1209 II); e must announce the Machine's truth within %lld "
			"days (R1209 III)", p->name, p->name, why,
			(long long)(param_int(c->n, "machine.truth_days") / 86400));
	else
		ctx_say(c, "the Machine That Goes *ping* finds no active player's Home and rests "
			"nowhere: there is no Scholar of *ping* (%s; R1209 II)", why);
	if (p)
		machine_schedule_quack(c);
	return 0;
}

int machine_teleport(ctx *c, const char *why)
{
	machine *m = machine_of(c);
	int cand[4096], k = 0;
	for (int i = 0; i < c->n->nplayers && k < 4096; i++) {
		int pid = c->n->players[i]->id;
		if (pid != m->host && machine_may_host(c->n, pid))
			cand[k++] = pid;
	}
	int to = 0;
	if (k) {
		/* Keyed by the term, so another part's draws never shift it. */
		rng_key(c->rng, "machine.teleport", (uint64_t)m->term);
		to = cand[rng_below(c->rng, (uint64_t)k)];
	}
	char b[200];
	snprintf(b, sizeof b, "%s: the Machine randomly teleports itself", why);
	return machine_move(c, to, b);
}
