/* script_ckpt.c: the script module's part of a checkpoint (issue 17 item
 * 3; core/ckpt.h): the installed scripts (rule number, citation, title,
 * source, what the source declares, and the key-value store each keeps),
 * the timers (id, rule, name, period, data, the id of its deadline in
 * core's queue), the next timer's id, and the game classes rules' scripts
 * have defined (which outlive their rules: instances hold them).
 *
 * What a script declares could be rebuilt at load by running its top level
 * again, but it is written instead: running Lua at load needs a ctx and a
 * journal, costs a sandbox per script, and the top level may read the
 * nomic (nomic.param) whose state is then the loaded one only by
 * assumption; the declarations are a few names and strings, so writing
 * them is exact and cheap. The compiled chunk (script.chunk*) is a cache
 * and is left empty: run.c compiles the source again on first use.
 *
 * Game classes of scripts are pointers the games framework holds: at the
 * end of this load, games_link_classes points its instances at the classes
 * built here (games_ckpt.c). */
#include "script/script_impl.h"

#include <stdlib.h>
#include <string.h>

int script_game_class_count(const nomic *n)
{
	return n->scripts ? n->scripts->ngames : 0;
}

const struct game_class *script_game_class_at(const nomic *n, int i)
{
	return &n->scripts->games[i]->cls;
}

/* ---- writing ---- */

static void save_names(ckw *w, char *const *v, int n)
{
	ck_int(w, n);
	for (int i = 0; i < n; i++)
		ck_str(w, v[i]);
}

static void save_decls(ckw *w, const script_decls *d)
{
	if (!d) {
		ck_int(w, 0);
		return;
	}
	ck_int(w, 1);
	ck_int(w, d->ncmds);
	for (int i = 0; i < d->ncmds; i++) {
		const script_cmd *sc = d->cmds[i];
		ck_str(w, sc->name);
		ck_str(w, sc->usage);
		ck_str(w, sc->help);
		ck_str(w, sc->office);
		ck_str(w, sc->cite);
		ck_int(w, sc->cmd.min_args);
		ck_int(w, sc->cmd.max_args);
		ck_int(w, (int)sc->cmd.perm);
		ck_int(w, (int)sc->cmd.flags);
	}
	save_names(w, d->guards, d->nguards);
	save_names(w, d->events, d->nevents);
	save_names(w, d->timers, d->ntimers);
	save_names(w, d->games, d->ngames);
	ck_int(w, d->has_install);
}

int scripts_save_state(const nomic *n, ckw *w)
{
	const struct scripts *ss = n->scripts;
	if (!ss) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, ss->n);
	for (int i = 0; i < ss->n; i++) {
		const script *s = ss->v[i];
		ck_str(w, s->number);
		ck_str(w, s->cite);
		ck_str(w, s->title);
		ck_str(w, s->source);
		save_decls(w, s->decls);
		ck_int(w, s->state.n);
		for (int k = 0; k < s->state.n; k++) {
			ck_str(w, s->state.v[k]->key);
			ck_str(w, s->state.v[k]->json);
		}
	}
	ck_int(w, ss->ntimers);
	for (int i = 0; i < ss->ntimers; i++) {
		const timer *t = ss->timers[i];
		ck_u64(w, t->id);
		ck_str(w, t->rule);
		ck_str(w, t->name);
		ck_i64(w, t->every);
		ck_str(w, t->data);
		ck_u64(w, t->deadline);
	}
	ck_u64(w, ss->next_timer);
	ck_int(w, ss->ngames);
	for (int i = 0; i < ss->ngames; i++) {
		const script_game *g = ss->games[i];
		ck_str(w, g->owner_rule);
		ck_str(w, g->name);
		ck_str(w, g->title);
		ck_str(w, g->cite);
		ck_str(w, g->verbs);
		ck_str(w, g->trophy);
		ck_int(w, g->cls.min_players);
		ck_int(w, g->cls.max_players);
	}
	return 0;
}

/* ---- reading ---- */

/* A string that must be there: NULL marks r bad. */
static char *need_str(ckr *r, const char *why)
{
	char *s = ckr_str(r);
	if (!s && ckr_ok(r))
		ckr_fail(r, why);
	return s;
}

static void load_names(ckr *r, char ***v, int *n)
{
	int k = ckr_count(r, 1);
	*v = k ? xcalloc((size_t)k, sizeof **v) : NULL;
	for (int i = 0; i < k && ckr_ok(r); i++) {
		(*v)[i] = need_str(r, "script: a declared name is missing");
		*n = i + 1;
	}
}

static script_decls *load_decls(ckr *r, script *s)
{
	int present = ckr_int(r);
	if (present == 0)
		return NULL;
	if (present != 1) {
		ckr_fail(r, "script: bad declarations marker");
		return NULL;
	}
	script_decls *d = xcalloc(1, sizeof *d);
	int nc = ckr_count(r, 9);
	d->cmds = nc ? xcalloc((size_t)nc, sizeof *d->cmds) : NULL;
	for (int i = 0; i < nc && ckr_ok(r); i++) {
		script_cmd *sc = xcalloc(1, sizeof *sc);
		d->cmds[d->ncmds++] = sc;
		sc->name = need_str(r, "script: a command without its name");
		sc->usage = ckr_str(r);
		sc->help = ckr_str(r);
		sc->office = ckr_str(r);
		sc->cite = ckr_str(r);
		sc->cmd.min_args = ckr_int(r);
		sc->cmd.max_args = ckr_int(r);
		int perm = ckr_int(r);
		int flags = ckr_int(r);
		if (perm < P_ANYONE || perm > P_ADMIN || (flags & ~CMD_READONLY) ||
		    sc->cmd.min_args < 0 || sc->cmd.max_args < sc->cmd.min_args ||
		    (perm == P_OFFICER) != (sc->office != NULL))
			ckr_fail(r, "script: a command's limits are out of range");
		sc->owner = s;
		sc->cmd.name = sc->name;
		sc->cmd.perm = (enum cmd_perm)perm;
		sc->cmd.office = sc->office;
		sc->cmd.flags = (unsigned)flags;
		sc->cmd.fn = script_command_run;
		sc->cmd.usage = sc->usage;
		sc->cmd.help = sc->help;
		sc->cmd.rule = sc->cite;
	}
	load_names(r, &d->guards, &d->nguards);
	load_names(r, &d->events, &d->nevents);
	load_names(r, &d->timers, &d->ntimers);
	load_names(r, &d->games, &d->ngames);
	d->has_install = ckr_int(r);
	return d;
}

static int load_script(ckr *r, script *s)
{
	s->number = need_str(r, "script: a script without its rule");
	s->cite = need_str(r, "script: a script without its citation");
	s->title = ckr_str(r);
	s->source = need_str(r, "script: a script without its source");
	s->decls = load_decls(r, s);
	int nk = ckr_count(r, 2);
	s->state.v = nk ? xcalloc((size_t)nk, sizeof *s->state.v) : NULL;
	s->state.cap = nk;
	for (int k = 0; k < nk && ckr_ok(r); k++) {
		kv_entry *e = xcalloc(1, sizeof *e);
		s->state.v[s->state.n++] = e;
		e->key = need_str(r, "script: a stored key is missing");
		e->json = need_str(r, "script: a stored value is missing");
		/* kv.c finds keys by bisection: they must come sorted, once each. */
		if (ckr_ok(r) && k && strcmp(s->state.v[k - 1]->key, e->key) >= 0)
			ckr_fail(r, "script: stored keys out of order");
	}
	return ckr_ok(r) ? 0 : -1;
}

int scripts_load_state(nomic *n, ckr *r)
{
	int present = ckr_int(r);
	if (present != 0 && present != 1)
		ckr_fail(r, "script: bad presence marker");
	if (present == 1 && ckr_ok(r)) {
		struct scripts *ss = xcalloc(1, sizeof *ss);
		n->scripts = ss;
		int ns = ckr_count(r, 4);
		ss->v = ns ? xcalloc((size_t)ns, sizeof *ss->v) : NULL;
		ss->cap = ns;
		for (int i = 0; i < ns && ckr_ok(r); i++) {
			script *s = xcalloc(1, sizeof *s);
			ss->v[ss->n++] = s;
			load_script(r, s);
		}
		int nt = ckr_count(r, 6);
		ss->timers = nt ? xcalloc((size_t)nt, sizeof *ss->timers) : NULL;
		ss->timers_cap = nt;
		for (int i = 0; i < nt && ckr_ok(r); i++) {
			timer *t = xcalloc(1, sizeof *t);
			ss->timers[ss->ntimers++] = t;
			t->id = ckr_u64(r);
			t->rule = need_str(r, "script: a timer without its rule");
			t->name = need_str(r, "script: a timer without its name");
			t->every = ckr_i64(r);
			t->data = ckr_str(r);
			t->deadline = ckr_u64(r);
		}
		ss->next_timer = ckr_u64(r);
		int ng = ckr_count(r, 8);
		ss->games = ng ? xcalloc((size_t)ng, sizeof *ss->games) : NULL;
		ss->games_cap = ng;
		for (int i = 0; i < ng && ckr_ok(r); i++) {
			script_game *g = xcalloc(1, sizeof *g);
			ss->games[ss->ngames++] = g;
			g->owner_rule = need_str(r, "script: a game without its rule");
			g->name = need_str(r, "script: a game without its name");
			g->title = need_str(r, "script: a game without its title");
			g->cite = need_str(r, "script: a game without its citation");
			g->verbs = need_str(r, "script: a game without its verbs");
			g->trophy = ckr_str(r);
			int min = ckr_int(r), max = ckr_int(r);
			if (min < 1 || max < 0 || (max && max < min) || max > GAME_MAX_SEATS)
				ckr_fail(r, "script: a game's players are out of range");
			script_game_init_class(g, min, max);
		}
	}
	if (!ckr_ok(r))
		return -1;
	/* The games framework's instances of these classes (or of the old
	 * ones, when this part alone was freed and loaded again). */
	if (games_link_classes(n, 1)) {
		ckr_fail(r, "script: a game instance's class is defined by no script");
		return -1;
	}
	return 0;
}
