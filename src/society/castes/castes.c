/* castes.c: the Castes' state and their mechanics (Ackanomic R1030): who
 * is in which Caste, the random determination when a player ceases to be a
 * Newbie or ceases to be On Ice (¶2), and swaps (¶3). State is changed only
 * through the journal, so it is folded from the log by replay. */
#include "society/castes/castes.h"

#include "core/bind.h"
#include "core/ctx.h"
#include "core/rng.h"
#include "core/undo.h"
#include "gov/offices/offices.h"

#include <stdlib.h>
#include <string.h>

static const char *const caste_words[CASTE_COUNT] = {"worker", "warrior", "religious"};
static const char *const names[CASTE_COUNT] = {"Worker Caste", "Warrior Caste",
					       "Religious Caste"};

const char *caste_word(int caste)
{
	return caste >= 0 && caste < CASTE_COUNT ? caste_words[caste] : "";
}

const char *caste_name(int caste)
{
	return caste >= 0 && caste < CASTE_COUNT ? names[caste] : "no Caste";
}

int caste_parse(const char *word)
{
	for (int i = 0; i < CASTE_COUNT; i++)
		if (strcaseeq(word, caste_words[i]) || strcaseeq(word, names[i]))
			return i;
	return CASTE_NONE;
}

static void free_state(castes *s)
{
	for (int i = 0; i < s->n; i++)
		free(s->v[i]);
	for (int i = 0; i < s->nswaps; i++)
		free(s->swaps[i]);
	free(s->v);
	free(s->swaps);
	free(s);
}

void castes_free(nomic *n)
{
	if (n->castes)
		free_state(n->castes);
	n->castes = NULL;
}

static castes *castes_of(ctx *c)
{
	if (!c->n->castes) {
		c->n->castes = xcalloc(1, sizeof *c->n->castes);
		mut_part_made(c, castes_free);
	}
	return c->n->castes;
}

static caste_member *member_of(const nomic *n, int player_id)
{
	const castes *s = n->castes;
	for (int i = 0; s && i < s->n; i++)
		if (s->v[i]->player == player_id)
			return s->v[i];
	return NULL;
}

int caste_of(const nomic *n, int player_id)
{
	const caste_member *m = member_of(n, player_id);
	return m ? m->caste : CASTE_NONE;
}

int caste_size(const nomic *n, int caste)
{
	const castes *s = n->castes;
	int k = 0;
	for (int i = 0; s && i < s->n; i++)
		k += s->v[i]->caste == caste;
	return k;
}

int caste_members(const nomic *n, int caste, int *out, int max)
{
	const castes *s = n->castes;
	int k = 0;
	for (int i = 0; s && i < s->n && k < max; i++)
		if (s->v[i]->caste == caste)
			out[k++] = s->v[i]->player;
	return k;
}

/* Tells the other parts (the Grey Council, R1031) that a Caste changed. */
static int emit_change(ctx *c, int player_id, int from, int to, const char *why)
{
	json_t *ev = json_pack("{s:i, s:s, s:s, s:s}", "player", player_id, "from",
			       caste_word(from), "to", caste_word(to), "why", why);
	int rc = ctx_emit(c, "caste", ev);
	json_decref(ev);
	return rc;
}

/* R1030 ¶2: "The chances to join a Caste are equal to the number of
 * members in the other two castes divided by twice the number of members
 * in all three Castes": with T members in all, Caste i has weight T - n_i
 * out of 2T. With no members at all the formula is 0/0: each is equally
 * likely (docs/RULINGS.md). */
int caste_draw(ctx *c, int player_id, const char *why)
{
	if (caste_of(c->n, player_id) != CASTE_NONE)
		return 0; /* ¶3: "No player may leave eir Caste": e keeps it */
	int sizes[CASTE_COUNT], total = 0;
	for (int i = 0; i < CASTE_COUNT; i++)
		total += sizes[i] = caste_size(c->n, i);
	int caste = 0;
	rng_key(c->rng, "castes.draw", (uint64_t)player_id);
	if (total == 0) {
		caste = (int)rng_below(c->rng, CASTE_COUNT);
	} else {
		int64_t r = (int64_t)rng_below(c->rng, (uint64_t)(2 * total));
		for (caste = 0; caste < CASTE_COUNT - 1; caste++) {
			r -= total - sizes[caste];
			if (r < 0)
				break;
		}
	}
	castes *s = castes_of(c);
	caste_member *m = xcalloc(1, sizeof *m);
	m->player = player_id;
	m->caste = caste;
	m->since = c->now;
	mut_append(c, (void ***)&s->v, &s->n, &s->cap, m, free);
	const player *p = player_by_id(c->n, player_id);
	ctx_say(c, "%s joins the %s by random determination (R1030 ¶2: %s)",
		p ? p->name : "?", caste_name(caste), why);
	return emit_change(c, player_id, CASTE_NONE, caste, why);
}

/* The draw runs by itself only where R1030 is in force: in a nomic of
 * Ackanomic's ruleset (not with none, nor another family's), while
 * castes.auto is 1 (core/level.h, level 5). */
static int draws_run(const nomic *n)
{
	char why[160];
	return n->rules && param_int(n, "castes.auto") && !bind_foreign(n, "R1030") &&
	       !bind_stopped(n, "R1030", why, sizeof why);
}

/* R1030 ¶2 "ceases to be a Newbie": R250 II d, an AckaAge of 21 days. */
static int fire_newbie(ctx *c, const deadline *d)
{
	const player *p = player_by_id(c->n, d->subject);
	if (!p || p->state == PS_NONPLAYER || p->state == PS_ONICE || player_is_newbie(c->n, p))
		return 0;
	if (!draws_run(c->n))
		return 0;
	return caste_draw(c, p->id, "ceased to be a Newbie");
}

const deadline_kind dl_caste_newbie = {"caste-newbie", "R1030", fire_newbie, NULL};

static void drop_member(ctx *c, int player_id)
{
	castes *s = c->n->castes;
	for (int i = 0; s && i < s->n; i++)
		if (s->v[i]->player == player_id) {
			int from = s->v[i]->caste;
			mut_remove_at(c, (void ***)&s->v, &s->n, i, free);
			emit_change(c, player_id, from, CASTE_NONE, "R1001 4: no longer eligible");
			return;
		}
}

void castes_on_change(ctx *c, const state_change *ch)
{
	size_t had = c->err.len;
	if (ch->kind == CHANGE_STATE && ch->to == PS_NONPLAYER) {
		/* A Non-Player is a member of no organisation (R1001 4). */
		drop_member(c, ch->player);
	} else if (draws_run(c->n)) {
		const player *p = player_by_id(c->n, ch->player);
		if (ch->kind == CHANGE_JOIN && p && ch->to != PS_NONPLAYER)
			/* R250 II d: a Newbie for 21 days from first joining. */
			deadline_add(c, p->first_joined + 21 * 86400, &dl_caste_newbie, p->id, 0);
		else if (ch->kind == CHANGE_STATE && ch->from == PS_ONICE && p)
			caste_draw(c, ch->player, "ceased to be On Ice");
	}
	if (c->err.len > had) { /* on_change never refuses */
		c->err.s[had] = '\0';
		c->err.len = had;
	}
}

/* ---- swaps (R1030 ¶3) ---- */

static caste_swap *swap_by_number(const nomic *n, int number)
{
	const castes *s = n->castes;
	for (int i = 0; s && i < s->nswaps; i++)
		if (s->swaps[i]->number == number)
			return s->swaps[i];
	return NULL;
}

/* "provided that the players swapping membership have all been in the
 * Player State of Voting for at least 3 weeks, and none of them swapped
 * Caste membership within the last 3 weeks". */
static int may_swap(ctx *c, int player_id)
{
	const player *p = player_by_id(c->n, player_id);
	const caste_member *m = member_of(c->n, player_id);
	int64_t wk = param_int(c->n, "castes.swap_days") * 86400;
	if (!p || !m)
		return ctx_fail(c, "%s is in no Caste (R1030)", p ? p->name : "?");
	if (p->state != PS_VOTING || c->now - p->state_since < wk)
		return ctx_fail(c, "%s has not been Voting for %lld days (R1030 ¶3)", p->name,
				(long long)(wk / 86400));
	if (m->swapped && c->now - m->swapped < wk)
		return ctx_fail(c, "%s swapped Caste within the last %lld days (R1030 ¶3)", p->name,
				(long long)(wk / 86400));
	return 0;
}

/* `caste swap PLAYER [PLAYER]`: you propose; you take the first's Caste,
 * e the next's (or yours), the last yours. */
int castes_cmd_swap(ctx *c, int argc, char **argv)
{
	int ids[3] = {c->actor->id, 0, 0}, n = 1;
	for (int i = 0; i < argc; i++) {
		player *p = arg_player(c, argv[i]);
		if (!p)
			return -1;
		for (int k = 0; k < n; k++)
			if (ids[k] == p->id)
				return ctx_fail(c, "a swap names each player once (R1030 ¶3)");
		ids[n++] = p->id;
	}
	for (int k = 0; k < n; k++) {
		if (may_swap(c, ids[k]))
			return -1;
		for (int j = 0; j < k; j++)
			if (caste_of(c->n, ids[j]) == caste_of(c->n, ids[k]))
				return ctx_fail(c, "%s and %s are both of the %s: nothing to swap",
						holder_name(c->n, ids[j]), holder_name(c->n, ids[k]),
						caste_name(caste_of(c->n, ids[k])));
	}
	castes *s = castes_of(c);
	caste_swap *w = xcalloc(1, sizeof *w);
	w->number = s->nswaps + 1;
	memcpy(w->players, ids, sizeof ids);
	w->nplayers = n;
	w->agreed[0] = 1;
	w->made = c->now;
	mut_append(c, (void ***)&s->swaps, &s->nswaps, &s->swaps_cap, w, free);
	ctx_say(c, "%s proposes Caste swap %d with %s%s%s; each named must `caste agree %d` "
		"(R1030 ¶3)", c->actor->name, w->number, holder_name(c->n, ids[1]),
		n == 3 ? " and " : "", n == 3 ? holder_name(c->n, ids[2]) : "", w->number);
	return 0;
}

/* R1031 ¶5: "When a member of the Grey Council changes Caste membership,
 * eir seat immediately becomes vacant. When a player who has nominated
 * emself for a seat in the Grey Council changes Caste membership, eir
 * nomination is considered to be withdrawn." A nomination is withdrawn
 * while volunteers come forward; once its Election Period began the
 * ballots name the nominees, and the seats code keeps no per-Caste
 * Election yet (docs/RULINGS.md). */
static void grey_council_changed(ctx *c, int player_id)
{
	office *o = office_by_name(c->n, "Grey Council");
	if (!o)
		return;
	if (office_holds(c->n, o, player_id)) {
		ctx_say(c, "  %s's seat in the Grey Council becomes vacant (R1031: e changed Caste)",
			holder_name(c->n, player_id));
		office_unseat(c, o, player_id, "R1031: e changed Caste");
	}
	nomination *m = nomination_for(c->n, o->name);
	/* With the seats by Caste (offices.per_seat, R1031 b) a nomination is
	 * withdrawn in the Election too: votes for em count for nobody. */
	if (!m || (m->phase != NP_NOMINATING && m->phase != NP_WAITING &&
		   !(m->phase == NP_VOTING && offices_per_seat(c->n))))
		return;
	for (int i = 0; i < m->nnominees; i++) {
		if (m->nominees[i] != player_id)
			continue;
		for (int k = i; k + 1 < m->nnominees; k++)
			UNDO_SET(c->j, m->nominees[k], m->nominees[k + 1]);
		UNDO_SET(c->j, m->nnominees, m->nnominees - 1);
		ctx_say(c, "  %s's nomination for the Grey Council is withdrawn (R1031: e changed "
			   "Caste)", holder_name(c->n, player_id));
		return;
	}
}

static int do_swap(ctx *c, caste_swap *w)
{
	int old[3];
	for (int k = 0; k < w->nplayers; k++) {
		if (may_swap(c, w->players[k]))
			return -1;
		old[k] = caste_of(c->n, w->players[k]);
	}
	for (int k = 0; k < w->nplayers; k++) {
		caste_member *m = member_of(c->n, w->players[k]);
		int to = old[(k + 1) % w->nplayers];
		UNDO_SET(c->j, m->caste, to);
		UNDO_SET(c->j, m->since, c->now);
		UNDO_SET(c->j, m->swapped, c->now);
		ctx_say(c, "  %s leaves the %s and joins the %s (R1030 ¶3)",
			holder_name(c->n, w->players[k]), caste_name(old[k]), caste_name(to));
		grey_council_changed(c, w->players[k]);
		if (emit_change(c, w->players[k], old[k], to, "R1030 ¶3: a swap"))
			return -1;
	}
	UNDO_SET(c->j, w->done, 1);
	return 0;
}

static caste_swap *swap_arg(ctx *c, const char *word)
{
	char *end;
	long v = strtol(word, &end, 10);
	caste_swap *w = *word && !*end ? swap_by_number(c->n, (int)v) : NULL;
	if (!w)
		ctx_fail(c, "no Caste swap %s", word);
	else if (w->done)
		ctx_fail(c, "Caste swap %d is %s", w->number, w->done == 1 ? "done" : "withdrawn");
	else
		return w;
	return NULL;
}

int castes_cmd_agree(ctx *c, int argc, char **argv)
{
	(void)argc;
	caste_swap *w = swap_arg(c, argv[0]);
	if (!w)
		return -1;
	int at = -1, all = 1;
	for (int k = 0; k < w->nplayers; k++)
		if (w->players[k] == c->actor->id)
			at = k;
	if (at < 0)
		return ctx_fail(c, "you are not named in Caste swap %d", w->number);
	if (w->agreed[at])
		return ctx_fail(c, "you already agreed to Caste swap %d", w->number);
	UNDO_SET(c->j, w->agreed[at], 1);
	for (int k = 0; k < w->nplayers; k++)
		all &= w->agreed[k];
	if (!all) {
		ctx_say(c, "%s agrees to Caste swap %d (R1030 ¶3)", c->actor->name, w->number);
		return 0;
	}
	ctx_say(c, "%s agrees to Caste swap %d: all agree, and it is done (R1030 ¶3)",
		c->actor->name, w->number);
	return do_swap(c, w);
}

int castes_cmd_withdraw(ctx *c, int argc, char **argv)
{
	(void)argc;
	caste_swap *w = swap_arg(c, argv[0]);
	if (!w)
		return -1;
	int in = 0;
	for (int k = 0; k < w->nplayers; k++)
		in |= w->players[k] == c->actor->id;
	if (!in)
		return ctx_fail(c, "you are not named in Caste swap %d", w->number);
	UNDO_SET(c->j, w->done, 2);
	ctx_say(c, "%s withdraws from Caste swap %d: it will not be done", c->actor->name,
		w->number);
	return 0;
}
