/* cortex.c: the Supreme Cortices (Ackanomic R416.1): their owners and
 * states (Active, Undermanned, Vacant), creating, joining and leaving one,
 * a Cortex declining a CFJ (R217 V), and which Cortex a CFJ goes to
 * (R217.1, drawn at random among ties as R230 I says). */
#include "core/names.h"
#include "core/params.h"
#include "gov/justice/court.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CORTEX_NAME_MAX 60

cortex *cortex_by_id(const nomic *n, int id)
{
	const justice *j = justice_peek(n);
	for (int i = 0; id && j && i < j->ncortices; i++)
		if (j->cortices[i]->id == id)
			return j->cortices[i];
	return NULL;
}

static cortex *cortex_by_name(const nomic *n, const char *name)
{
	const justice *j = justice_peek(n);
	for (int i = 0; j && i < j->ncortices; i++)
		if (strcaseeq(j->cortices[i]->name, name))
			return j->cortices[i];
	return NULL;
}

int cortex_owners(const nomic *n, const cortex *x, int out[2])
{
	int k = 0;
	for (int i = 0; i < x->nowners; i++) {
		int who = x->owners[i];
		const player *p = player_by_id(n, who);
		int acting = p && p->state == PS_VACATIONING ? court_acting_for(n, who) : 0;
		int eff = acting ? acting : who; /* R416 IV: in eir place */
		if (!court_int_has(out, k, eff))
			out[k++] = eff;
	}
	return k;
}

cortex *cortex_of(const nomic *n, int who)
{
	const justice *j = justice_peek(n);
	for (int i = 0; who > 0 && j && i < j->ncortices; i++) {
		int own[2], k = cortex_owners(n, j->cortices[i], own);
		if (court_int_has(own, k, who) ||
		    court_int_has(j->cortices[i]->owners, j->cortices[i]->nowners, who))
			return j->cortices[i];
	}
	return NULL;
}

const char *cortex_status(const nomic *n, const cortex *x)
{
	(void)n;
	return x->nowners == 2 ? "Active" : x->nowners == 1 ? "Undermanned" : "Vacant";
}

int cortex_load(const nomic *n, int id)
{
	const justice *j = justice_peek(n);
	int k = 0;
	for (int i = 0; j && i < j->ncfjs; i++)
		if (j->cfjs[i] && j->cfjs[i]->stage == CFJ_AT_CORTEX && j->cfjs[i]->cortex == id)
			k++;
	return k;
}

/* R217 V, VI: whether f may go to x: not a Cortex that declined it, nor one
 * owned by a Justice who declined it. */
static int may_take(const nomic *n, const cfj *f, const cortex *x)
{
	if (court_int_has(f->cortex_declined, f->ncortex_declined, x->id))
		return 0;
	int own[2], k = cortex_owners(n, x, own);
	for (int i = 0; i < k; i++)
		if (court_int_has(f->court_declined, f->ncourt_declined, own[i]))
			return 0;
	for (int i = 0; i < x->nowners; i++)
		if (court_int_has(f->court_declined, f->ncourt_declined, x->owners[i]))
			return 0;
	return 1;
}

/* R217.1 1 and 2: among the Cortices with `owners` owners that may take f,
 * one of those considering the fewest CFJs, at random. */
static cortex *fewest(ctx *c, const cfj *f, int owners)
{
	const justice *j = c->n->justice;
	cortex **tied = xcalloc((size_t)j->ncortices + 1, sizeof *tied);
	int nt = 0, best = -1;
	for (int i = 0; i < j->ncortices; i++) {
		cortex *x = j->cortices[i];
		if (x->nowners != owners || !may_take(c->n, f, x))
			continue;
		int load = cortex_load(c->n, x->id);
		if (best < 0 || load < best) {
			best = load;
			nt = 0;
		}
		if (load == best)
			tied[nt++] = x;
	}
	rng_key(c->rng, "cortex.assign", (uint64_t)f->number);
	cortex *x = nt ? tied[nt > 1 ? rng_below(c->rng, (uint64_t)nt) : 0] : NULL;
	free(tied);
	return x;
}

void cortex_assign(ctx *c, cfj *f)
{
	const justice *j = c->n->justice;
	UNDO_SET(c->j, f->cortex, 0);
	cortex *x = fewest(c, f, 2);
	if (!x)
		x = fewest(c, f, 1);
	/* R217.1 3: the only Cortex, Vacant. */
	if (!x && j->ncortices == 1 && j->cortices[0]->nowners == 0 &&
	    may_take(c->n, f, j->cortices[0]))
		x = j->cortices[0];
	/* R217 V: a Cortex that declined it takes it again only if it is the
	 * only Cortex there is. */
	if (!x && j->ncortices == 1 &&
	    court_int_has(f->cortex_declined, f->ncortex_declined, j->cortices[0]->id)) {
		int own[2], k = cortex_owners(c->n, j->cortices[0], own), barred = 0;
		for (int i = 0; i < k; i++)
			barred |= court_int_has(f->court_declined, f->ncourt_declined, own[i]);
		if (!barred)
			x = j->cortices[0];
	}
	if (!x) { /* R217 VI last sentence (and no Cortex at all): the whole Court */
		court_send_whole(c, f);
		return;
	}
	UNDO_SET(c->j, f->stage, CFJ_AT_CORTEX);
	UNDO_SET(c->j, f->cortex, x->id);
	UNDO_SET(c->j, f->court_since, c->now);
	court_clear_votes(c, f);
	court_say(c, "CFJ %d is assigned to the Supreme Cortex %s (%s, R217.1)", f->number, x->name,
		  cortex_status(c->n, x));
}

static void cortex_destroy(void *p)
{
	cortex *x = p;
	free(x->name);
	free(x);
}

/* A Cortex left with no owner: destroyed unless it is the only one
 * (R416.1), and then its CFJs go elsewhere (R217.1 ¶3). */
static void settle(ctx *c, cortex *x)
{
	justice *j = c->n->justice;
	if (x->nowners || j->ncortices == 1)
		return;
	int id = x->id;
	court_say(c, "the Supreme Cortex %s has no owner and is destroyed (R416.1)", x->name);
	for (int i = 0; i < j->ncortices; i++)
		if (j->cortices[i] == x) {
			mut_remove_at(c, (void ***)&j->cortices, &j->ncortices, i, cortex_destroy);
			break;
		}
	for (int i = 0; i < j->ncfjs; i++) {
		cfj *f = j->cfjs[i];
		if (f && f->stage == CFJ_AT_CORTEX && f->cortex == id)
			cortex_assign(c, f);
	}
}

static void remove_owner(ctx *c, cortex *x, int who)
{
	for (int i = 0; i < x->nowners; i++)
		if (x->owners[i] == who) {
			undo_bytes(c->j, x->owners, sizeof x->owners);
			undo_bytes(c->j, x->declining, sizeof x->declining);
			if (i == 0) {
				x->owners[0] = x->owners[1];
				x->declining[0] = x->declining[1];
			}
			x->owners[1] = 0;
			x->declining[1] = 0;
			UNDO_SET(c->j, x->nowners, x->nowners - 1);
			return;
		}
}

void cortex_drop_owner(ctx *c, int who)
{
	const justice *j = c->n->justice;
	for (int i = 0; j && i < j->ncortices; i++) {
		cortex *x = j->cortices[i];
		if (court_int_has(x->owners, x->nowners, who)) {
			ctx_announce(c, "%s no longer owns the Supreme Cortex %s (R416.1)",
				     holder_name(c->n, who), x->name);
			remove_owner(c, x, who);
			settle(c, x);
			return;
		}
	}
}

static int add_owner(ctx *c, cortex *x, int who)
{
	undo_bytes(c->j, x->owners, sizeof x->owners);
	x->owners[x->nowners] = who;
	UNDO_SET(c->j, x->nowners, x->nowners + 1);
	return 0;
}

int cmd_cortex_create(ctx *c, int argc, char **argv)
{
	(void)argc;
	justice *j = court_state(c);
	int me = c->actor->id;
	const char *name = argv[0];
	if (!court_own_seat(c->n, me) || c->actor->state == PS_VACATIONING)
		return ctx_fail(c, "only a Justice may create a Supreme Cortex (R416.1)");
	cortex *mine = cortex_of(c->n, me);
	if (mine)
		return ctx_fail(c, "you already own the Supreme Cortex %s: only an Ungrafted Justice may create one (R416.1)",
				mine->name);
	for (int i = 0; i < j->ncortices; i++)
		if (j->cortices[i]->nowners < 2)
			return ctx_fail(c, "the Supreme Cortex %s is %s: none may be created while one is Vacant or Undermanned (R416.1)",
					j->cortices[i]->name, cortex_status(c->n, j->cortices[i]));
	if (!*name || strlen(name) > CORTEX_NAME_MAX || strchr(name, '\n'))
		return ctx_fail(c, "a Cortex's name is one line of 1 to %d bytes", CORTEX_NAME_MAX);
	char err[200];
	int alike = names_look_alike(name, "The Supreme Court", err, sizeof err);
	if (alike < 0)
		return ctx_fail(c, "cannot check the name: %s", err);
	if (alike)
		return ctx_fail(c, "'%s' has the primitive form of \"The Supreme Court\": not a valid name for a Cortex (R416.1)",
				name);
	for (int i = 0; i < j->ncortices; i++) {
		alike = names_look_alike(name, j->cortices[i]->name, err, sizeof err);
		if (alike < 0)
			return ctx_fail(c, "cannot check the name: %s", err);
		if (alike)
			return ctx_fail(c, "'%s' looks like the Supreme Cortex %s", name,
					j->cortices[i]->name);
	}
	cortex *x = xcalloc(1, sizeof *x);
	x->id = j->next_cortex + 1;
	x->name = xstrdup(name);
	x->created = c->now;
	x->owners[0] = me;
	x->nowners = 1;
	UNDO_SET(c->j, j->next_cortex, x->id);
	mut_append(c, (void ***)&j->cortices, &j->ncortices, &j->cortices_cap, x, cortex_destroy);
	ctx_reply(c, "you own the new Supreme Cortex %s (Undermanned, R416.1)", x->name);
	ctx_announce(c, "%s creates the Supreme Cortex %s, Undermanned (R416.1)", c->actor->name,
		     x->name);
	return 0;
}

int cmd_cortex_join(ctx *c, int argc, char **argv)
{
	(void)argc;
	court_state(c);
	int me = c->actor->id;
	if (!court_is_justice(c->n, me) || c->actor->state == PS_VACATIONING)
		return ctx_fail(c, "only a Justice or Acting Justice may own a Supreme Cortex (R416.1)");
	cortex *x = cortex_by_name(c->n, argv[0]);
	if (!x)
		return ctx_fail(c, "there is no Supreme Cortex named '%s'", argv[0]);
	cortex *mine = cortex_of(c->n, me);
	if (mine)
		return ctx_fail(c, "you already own the Supreme Cortex %s: no Justice may own more than one (R416.1)",
				mine->name);
	if (x->nowners >= 2)
		return ctx_fail(c, "the Supreme Cortex %s is Active: only a Vacant or Undermanned one may be joined (R416.1)",
				x->name);
	add_owner(c, x, me);
	ctx_reply(c, "you own the Supreme Cortex %s (%s, R416.1)", x->name, cortex_status(c->n, x));
	ctx_announce(c, "%s becomes an owner of the Supreme Cortex %s, now %s (R416.1)",
		     c->actor->name, x->name, cortex_status(c->n, x));
	return 0;
}

int cmd_cortex_leave(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	court_state(c);
	const justice *j = c->n->justice;
	int me = c->actor->id;
	for (int i = 0; i < j->ncortices; i++)
		if (court_int_has(j->cortices[i]->owners, j->cortices[i]->nowners, me)) {
			ctx_reply(c, "you give up the Supreme Cortex %s (R416.1)", j->cortices[i]->name);
			cortex_drop_owner(c, me);
			return 0;
		}
	return ctx_fail(c, "you own no Supreme Cortex");
}

/* R217 V: a Cortex declines a CFJ when all its owners have said so. */
int cmd_cortex_decline(ctx *c, int argc, char **argv)
{
	(void)argc;
	cfj *f = court_arg_cfj(c, argv[0]);
	if (!f)
		return -1;
	int me = c->actor->id;
	cortex *x = f->stage == CFJ_AT_CORTEX ? cortex_by_id(c->n, f->cortex) : NULL;
	int own[2], k = x ? cortex_owners(c->n, x, own) : 0;
	if (!x || !court_int_has(own, k, me))
		return ctx_fail(c, "CFJ %d is not before a Supreme Cortex you own (R217 V)", f->number);
	/* The owner's slot: eir own, or the vacationing owner's e acts for. */
	int slot = -1;
	for (int i = 0; i < x->nowners; i++) {
		int who = x->owners[i];
		if (who == me || court_acting_for(c->n, who) == me)
			slot = i;
	}
	if (x->declining[slot] == f->number)
		return ctx_fail(c, "you have already said that %s declines CFJ %d", x->name, f->number);
	undo_bytes(c->j, x->declining, sizeof x->declining);
	x->declining[slot] = f->number;
	int all = 1;
	for (int i = 0; i < x->nowners; i++)
		all &= x->declining[i] == f->number;
	if (!all) {
		ctx_reply(c, "you wish %s to decline CFJ %d; it does when all its owners say so (R217 V)",
			  x->name, f->number);
		ctx_announce(c, "%s wishes the Supreme Cortex %s to decline CFJ %d (R217 V)",
			     c->actor->name, x->name, f->number);
		return 0;
	}
	court_reassign(c, f, 1, "all its owners declined it");
	return 0;
}
