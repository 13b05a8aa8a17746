/* games_ckpt.c: the games framework's part of a checkpoint (issue 17 item
 * 3; core/ckpt.h): every instance (its class by name, status, referee and
 * former referees, seats, limits, flags, times, the ids of its deadlines in
 * core's queue, winners, result, what it has paid, and its class's flat
 * state as bytes), the monthly payout ledger (R1250.1 IV), trophies
 * (R1250.2) and FairPlay Awards (R1250.1 XIII).
 *
 * Not written: each instance's `touched` mark (the undo journal's, left 0)
 * and the list of classes rules' scripts define (`defined`), which mirrors
 * the script module's own list in the same order and is rebuilt from it.
 *
 * Classes are pointers: a built-in one is found by name at load; one a
 * rule's script defines lives in the script module's state, which loads
 * after this one (src/modules.c). Until it has, such an instance holds a
 * stand-in class of the same name, owned here; games_link_classes, called at
 * the end of this load and again by the script module's load, puts the
 * script's classes in the standins' place (and, after the script module's
 * part was freed and loaded again, its new classes in the old ones'). Every
 * class's state is checked to hold no pointer (so bytes are exact): the
 * framework journals it as bytes already (game_touch). */
#include "core/ckpt.h"
#include "games/framework/games_impl.h"
#include "script/script.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- writing ---- */

static void save_game(ckw *w, const game *g)
{
	ck_str(w, g->cls->name);
	ck_int(w, (int)g->status);
	ck_int(w, g->referee);
	ck_ints(w, g->former, g->nformer);
	ck_int(w, g->nseats);
	for (int i = 0; i < g->nseats; i++) {
		const seat *s = &g->seats[i];
		ck_int(w, s->pid);
		ck_int(w, s->sub);
		ck_int(w, s->sub_offer);
		ck_int(w, (int)s->flags);
		ck_i64(w, s->gp);
	}
	ck_int(w, g->started_with);
	ck_int(w, g->min_players);
	ck_int(w, g->max_players);
	ck_int(w, g->exhibition);
	ck_int(w, g->internomic);
	ck_int(w, g->disputed);
	ck_int(w, g->duel);
	ck_int(w, g->challenged);
	ck_i64(w, g->created);
	ck_i64(w, g->started);
	ck_i64(w, g->ended);
	ck_u64(w, g->dl);
	ck_u64(w, g->moribund_dl);
	ck_u64(w, g->depart_dl);
	ck_u64(w, g->remind_dl);
	ck_u64(w, g->reminded_for);
	ck_ints(w, g->winners, g->nwinners);
	ck_str(w, g->result);
	ck_i64(w, g->treasury_paid);
	ck_i64(w, g->points_moved);
	ck_i64(w, g->referee_paid);
	ck_bytes(w, g->st, g->cls->state_size);
}

int games_save_state(const nomic *n, ckw *w)
{
	const games *gs = n->games;
	if (!gs) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, gs->n);
	for (int i = 0; i < gs->n; i++)
		save_game(w, gs->v[i]);
	ck_int(w, gs->npay);
	for (int i = 0; i < gs->npay; i++) {
		const payrec *p = gs->pay[i];
		ck_int(w, p->pid);
		ck_str(w, p->cls->name);
		ck_int(w, p->month);
		ck_i64(w, p->adollars);
		ck_i64(w, p->points);
	}
	ck_int(w, gs->ntro);
	for (int i = 0; i < gs->ntro; i++) {
		const trophy *t = gs->tro[i];
		ck_str(w, t->kind);
		ck_int(w, t->holder);
		ck_int(w, t->game);
		ck_i64(w, t->when);
	}
	ck_int(w, gs->nfp);
	for (int i = 0; i < gs->nfp; i++) {
		const fairplay *f = gs->fp[i];
		ck_int(w, f->referee);
		ck_int(w, f->pid);
		ck_int(w, f->game);
		ck_i64(w, f->week);
	}
	return 0;
}

/* ---- classes: built in, a stand-in, or a script's ---- */

void games_free_standins(games *gs)
{
	for (int i = 0; i < gs->nstandins; i++) {
		free((char *)gs->standins[i]->name);
		free((char *)gs->standins[i]->trophy);
		free(gs->standins[i]);
	}
	free(gs->standins);
	gs->standins = NULL;
	gs->nstandins = gs->standin_cap = 0;
}

static int is_standin(const games *gs, const game_class *cls)
{
	for (int i = 0; i < gs->nstandins; i++)
		if (gs->standins[i] == cls)
			return 1;
	return 0;
}

/* The class named name: a built-in one, else the stand-in of that name
 * (made with state_size bytes of state on first use). */
static const game_class *class_named(games *gs, const char *name, size_t state_size)
{
	const game_class *k = game_class_find(name);
	if (k && strcmp(k->name, name) == 0)
		return k;
	for (int i = 0; i < gs->nstandins; i++)
		if (strcmp(gs->standins[i]->name, name) == 0)
			return gs->standins[i];
	game_class *s = xcalloc(1, sizeof *s);
	s->name = xstrdup(name);
	s->title = s->name;
	s->rule = "";
	s->state_size = state_size;
	if (gs->nstandins == gs->standin_cap) {
		gs->standin_cap = gs->standin_cap ? gs->standin_cap * 2 : 4;
		gs->standins = xrealloc(gs->standins, (size_t)gs->standin_cap * sizeof *gs->standins);
	}
	gs->standins[gs->nstandins++] = s;
	return s;
}

/* cls as it must be now: a stand-in replaced by the script's class of its
 * name, an old script class (by its place in the old `defined`) by the
 * one now in that place; NULL if it cannot be (yet). */
static const game_class *relink(const games *gs, const game_class *cls,
				const game_class *const *now, int nnow)
{
	if (is_standin(gs, cls)) {
		for (int i = 0; i < nnow; i++)
			if (strcmp(now[i]->name, cls->name) == 0)
				return now[i]->state_size == cls->state_size ? now[i] : NULL;
		return NULL;
	}
	/* Compared as numbers: after the script's part was freed these
	 * addresses are stale, and only their places in `defined` count. */
	for (int i = 0; i < gs->ndefined; i++)
		if ((uintptr_t)gs->defined[i] == (uintptr_t)cls)
			return i < nnow ? now[i] : NULL;
	return cls; /* built in */
}

int games_link_classes(nomic *n, int final)
{
	games *gs = n->games;
	if (!gs)
		return 0;
	int nnow = script_game_class_count(n);
	const game_class **now = nnow ? xcalloc((size_t)nnow, sizeof *now) : NULL;
	for (int i = 0; i < nnow; i++)
		now[i] = script_game_class_at(n, i);
	int unresolved = 0;
	for (int i = 0; i < gs->n; i++) {
		const game_class *k = relink(gs, gs->v[i]->cls, now, nnow);
		if (k && !is_standin(gs, k))
			gs->v[i]->cls = k;
		else
			unresolved = 1;
	}
	for (int i = 0; i < gs->npay; i++) {
		const game_class *k = relink(gs, gs->pay[i]->cls, now, nnow);
		if (k && !is_standin(gs, k))
			gs->pay[i]->cls = k;
		else
			unresolved = 1;
	}
	if (unresolved) {
		free(now);
		return final ? -1 : 0;
	}
	/* A trophy's kind is its game's class's trophy (payout.c). */
	for (int i = 0; i < gs->ntro; i++)
		gs->tro[i]->kind = gs->v[gs->tro[i]->game - 1]->cls->trophy;
	free(gs->defined);
	gs->defined = now;
	gs->ndefined = gs->definedcap = nnow;
	games_free_standins(gs);
	return 0;
}

/* ---- reading ---- */

static int load_game(games *gs, ckr *r, game *g)
{
	char *name = ckr_str(r);
	g->status = (enum game_status)ckr_int(r);
	if (ckr_ok(r) && (g->status < GS_PENDING || g->status > GS_ENDED))
		ckr_fail(r, "games: an instance's status is out of range");
	g->referee = ckr_int(r);
	int n;
	int *v = ckr_ints(r, &n);
	if (n > GAME_MAX_REFEREES)
		ckr_fail(r, "games: too many former referees");
	else if (n)
		memcpy(g->former, v, (size_t)n * sizeof *v);
	g->nformer = ckr_ok(r) ? n : 0;
	free(v);
	int ns = ckr_int(r);
	if (ns < 0 || ns > GAME_MAX_SEATS)
		ckr_fail(r, "games: an instance's seats are out of range");
	for (int i = 0; i < ns && ckr_ok(r); i++) {
		seat *s = &g->seats[i];
		s->pid = ckr_int(r);
		s->sub = ckr_int(r);
		s->sub_offer = ckr_int(r);
		s->flags = (unsigned)ckr_int(r);
		s->gp = ckr_i64(r);
		g->nseats = i + 1;
	}
	g->started_with = ckr_int(r);
	g->min_players = ckr_int(r);
	g->max_players = ckr_int(r);
	g->exhibition = ckr_int(r);
	g->internomic = ckr_int(r);
	g->disputed = ckr_int(r);
	g->duel = ckr_int(r);
	g->challenged = ckr_int(r);
	g->created = (gtime)ckr_i64(r);
	g->started = (gtime)ckr_i64(r);
	g->ended = (gtime)ckr_i64(r);
	g->dl = ckr_u64(r);
	g->moribund_dl = ckr_u64(r);
	g->depart_dl = ckr_u64(r);
	g->remind_dl = ckr_u64(r);
	g->reminded_for = ckr_u64(r);
	v = ckr_ints(r, &n);
	if (n > (int)(sizeof g->winners / sizeof *g->winners))
		ckr_fail(r, "games: too many winners");
	else if (n)
		memcpy(g->winners, v, (size_t)n * sizeof *v);
	g->nwinners = ckr_ok(r) ? n : 0;
	free(v);
	char *result = ckr_str(r);
	if (result && strlen(result) >= sizeof g->result)
		ckr_fail(r, "games: an instance's result is too long");
	else if (result)
		strcpy(g->result, result);
	free(result);
	g->treasury_paid = ckr_i64(r);
	g->points_moved = ckr_i64(r);
	g->referee_paid = ckr_i64(r);
	size_t len;
	const void *st = ckr_blob(r, &len);
	if (ckr_ok(r) && !name)
		ckr_fail(r, "games: an instance without its class");
	if (ckr_ok(r)) {
		g->cls = class_named(gs, name, len);
		if (g->cls->state_size != len)
			ckr_fail(r, "games: an instance's state is not its class's size");
	}
	free(name);
	g->st = xcalloc(1, len ? len : 1);
	if (ckr_ok(r) && len)
		memcpy(g->st, st, len);
	return ckr_ok(r) ? 0 : -1;
}

static void *grow(void ***v, int *cap, int want)
{
	*cap = want;
	*v = want ? xcalloc((size_t)want, sizeof **v) : NULL;
	return *v;
}

int games_load_state(nomic *n, ckr *r)
{
	int present = ckr_int(r);
	if (present == 0)
		return ckr_ok(r) ? 0 : -1;
	if (present != 1) {
		ckr_fail(r, "games: bad presence marker");
		return -1;
	}
	games *gs = xcalloc(1, sizeof *gs);
	n->games = gs;
	int ng = ckr_count(r, 8);
	grow((void ***)&gs->v, &gs->cap, ng);
	for (int i = 0; i < ng && ckr_ok(r); i++) {
		game *g = xcalloc(1, sizeof *g);
		gs->v[gs->n++] = g;
		g->id = i + 1;
		if (load_game(gs, r, g))
			return -1;
	}
	int np = ckr_count(r, 5);
	grow((void ***)&gs->pay, &gs->paycap, np);
	for (int i = 0; i < np && ckr_ok(r); i++) {
		payrec *p = xcalloc(1, sizeof *p);
		gs->pay[gs->npay++] = p;
		p->pid = ckr_int(r);
		char *name = ckr_str(r);
		p->month = ckr_int(r);
		p->adollars = ckr_i64(r);
		p->points = ckr_i64(r);
		if (ckr_ok(r) && !name)
			ckr_fail(r, "games: a payout record without its class");
		/* A class no instance has: a stand-in's size is settled by an
		 * instance, so a record's class must be one of theirs. */
		if (ckr_ok(r)) {
			const game_class *k = game_class_find(name);
			for (int j = 0; !(k && strcmp(k->name, name) == 0) && j < gs->n; j++)
				if (strcmp(gs->v[j]->cls->name, name) == 0)
					k = gs->v[j]->cls;
			if (!k || strcmp(k->name, name) != 0)
				ckr_fail(r, "games: a payout record's class is unknown");
			p->cls = k;
		}
		free(name);
	}
	int nt = ckr_count(r, 4);
	grow((void ***)&gs->tro, &gs->trocap, nt);
	for (int i = 0; i < nt && ckr_ok(r); i++) {
		trophy *t = xcalloc(1, sizeof *t);
		gs->tro[gs->ntro++] = t;
		t->id = i + 1;
		char *kind = ckr_str(r);
		t->holder = ckr_int(r);
		t->game = ckr_int(r);
		t->when = (gtime)ckr_i64(r);
		if (ckr_ok(r) && (!kind || t->game < 1 || t->game > gs->n))
			ckr_fail(r, "games: a trophy's game is out of range");
		if (ckr_ok(r)) {
			game_class *k = (game_class *)gs->v[t->game - 1]->cls;
			if (is_standin(gs, k) && !k->trophy)
				k->trophy = xstrdup(kind);
			if (!k->trophy || strcmp(k->trophy, kind) != 0)
				ckr_fail(r, "games: a trophy is not its game's class's");
			t->kind = k->trophy;
		}
		free(kind);
	}
	int nf = ckr_count(r, 4);
	grow((void ***)&gs->fp, &gs->fpcap, nf);
	for (int i = 0; i < nf && ckr_ok(r); i++) {
		fairplay *f = xcalloc(1, sizeof *f);
		gs->fp[gs->nfp++] = f;
		f->referee = ckr_int(r);
		f->pid = ckr_int(r);
		f->game = ckr_int(r);
		f->week = ckr_i64(r);
	}
	if (!ckr_ok(r))
		return -1;
	/* With the script module's part present (this part reloaded on its
	 * own), its classes replace the standins now; else at its load. */
	if (games_link_classes(n, n->scripts != NULL)) {
		ckr_fail(r, "games: an instance's class is defined by no script");
		return -1;
	}
	return 0;
}
