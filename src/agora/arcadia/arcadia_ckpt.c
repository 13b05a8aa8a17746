/* arcadia_ckpt.c: Arcadia's checkpoint pair (issue 17 item 3; core/ckpt.h;
 * arcadia.h).
 *
 * Writes: 0 if Arcadia was never used, else 1, the Lord-Ruler, the parties,
 * the Template, the Iteration Date and its deadline's id, the proposals
 * (id, submitter, text, time, applied version, stances), the tournaments
 * (id, gamemaster, times, Template copy, the 81 Land Units, serial,
 * participants (id and Energy: their Food, Stone and Lumber are core
 * currencies, saved with the ledger by core; version 2), Alternating Land
 * Type, claim streak, winner, midnight deadline's id), each Land Unit's
 * entity id (version 3), checked on loading against econ's entities
 * (arc_units_check). Templates are written field by field, never as raw
 * struct bytes, and every value read is checked against its range. */
#include "agora/arcadia/arcadia.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

static void save_tmpl(ckw *w, const arc_template *t)
{
	ck_int(w, t->version);
	for (int r = 0; r < ARC_NRES; r++)
		ck_int(w, t->start[r]);
	ck_int(w, t->energy);
	ck_int(w, t->claim_base);
	ck_int(w, t->raze_energy);
	ck_int(w, t->food_energy);
	ck_int(w, t->nfac);
	for (int i = 0; i < t->nfac; i++) {
		const arc_facility *x = &t->fac[i];
		ck_str(w, x->name);
		for (int r = 0; r < ARC_NRES; r++) {
			ck_int(w, x->cost[r]);
			ck_int(w, x->yield[r]);
		}
		ck_int(w, x->energy);
		ck_int(w, x->wins);
		ck_int(w, x->on_any);
	}
	ck_str(w, t->claim_hook);
}

static int in(ckr *r, int lo, int hi, const char *why)
{
	int v = ckr_int(r);
	if (ckr_ok(r) && (v < lo || v > hi))
		ckr_fail(r, why);
	return v;
}

static void load_tmpl(ckr *r, arc_template *t)
{
	memset(t, 0, sizeof *t);
	t->version = in(r, 1, 1000000000, "arcadia: a Template version out of range");
	for (int k = 0; k < ARC_NRES; k++)
		t->start[k] = in(r, 0, 1000, "arcadia: a Template number out of range");
	t->energy = in(r, 0, 1000, "arcadia: a Template number out of range");
	t->claim_base = in(r, 0, 1000, "arcadia: a Template number out of range");
	t->raze_energy = in(r, 0, 1000, "arcadia: a Template number out of range");
	t->food_energy = in(r, 0, 1000, "arcadia: a Template number out of range");
	t->nfac = in(r, 0, ARC_MAX_FAC, "arcadia: too many Facilities");
	for (int i = 0; i < t->nfac && ckr_ok(r); i++) {
		arc_facility *x = &t->fac[i];
		char *name = ckr_str(r);
		if (!name || !*name || strlen(name) >= sizeof x->name)
			ckr_fail(r, "arcadia: a Facility's name");
		else
			memcpy(x->name, name, strlen(name) + 1);
		free(name);
		for (int k = 0; k < ARC_NRES; k++) {
			x->cost[k] = in(r, 0, 1000, "arcadia: a Facility's cost");
			x->yield[k] = in(r, 0, 1000, "arcadia: a Facility's yield");
		}
		x->energy = in(r, 0, 1000, "arcadia: a Facility's Energy");
		x->wins = in(r, 0, 1, "arcadia: a Facility's win");
		x->on_any = in(r, 0, 1, "arcadia: a Facility's place");
	}
	char *hook = ckr_str(r);
	if (ckr_ok(r) && (!hook || strlen(hook) >= sizeof t->claim_hook))
		ckr_fail(r, "arcadia: a claim hook");
	else if (hook)
		memcpy(t->claim_hook, hook, strlen(hook) + 1);
	free(hook);
}

int arcadia_save_state(const nomic *n, ckw *w)
{
	const arcadia *s = n->arcadia;
	if (!s) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_int(w, s->lord);
	ck_int(w, s->nparties);
	for (int i = 0; i < s->nparties; i++)
		ck_int(w, s->parties[i]->pid);
	save_tmpl(w, &s->tmpl);
	ck_i64(w, s->iteration);
	ck_u64(w, s->iter_dl);
	ck_int(w, s->nprops);
	for (int i = 0; i < s->nprops; i++) {
		const arc_proposal *p = s->props[i];
		ck_int(w, p->id);
		ck_int(w, p->by);
		ck_str(w, p->text);
		ck_i64(w, p->at);
		ck_int(w, p->applied);
		ck_int(w, p->nst);
		for (int k = 0; k < p->nst; k++) {
			ck_int(w, p->st[k]->pid);
			ck_int(w, p->st[k]->stance);
		}
	}
	ck_int(w, s->ntours);
	for (int i = 0; i < s->ntours; i++) {
		const arc_tourney *t = s->tours[i];
		ck_int(w, t->id);
		ck_int(w, t->gm);
		ck_i64(w, t->began);
		save_tmpl(w, &t->t);
		for (int k = 0; k < ARC_UNITS; k++) {
			const arc_unit *u = &t->map[k];
			ck_int(w, u->owner);
			ck_int(w, u->type);
			ck_int(w, u->fac);
			ck_int(w, u->serial);
			ck_int(w, u->ent);
		}
		ck_int(w, t->next_serial);
		ck_int(w, t->npl);
		for (int k = 0; k < t->npl; k++) {
			const arc_player *p = t->pl[k];
			ck_int(w, p->pid);
			ck_int(w, p->energy);
		}
		ck_int(w, t->alt);
		ck_int(w, t->last_claimer);
		ck_int(w, t->streak);
		ck_int(w, t->winner);
		ck_i64(w, t->ended);
		ck_u64(w, t->midnight);
	}
	return 0;
}

static void load_props(nomic *n, ckr *r, arcadia *s)
{
	int np = ckr_count(r, 6);
	if (np) {
		s->props = xcalloc((size_t)np, sizeof *s->props);
		s->propcap = np;
	}
	for (int i = 0; i < np && ckr_ok(r); i++) {
		arc_proposal *p = xcalloc(1, sizeof *p);
		s->props[s->nprops++] = p;
		p->id = ckr_int(r);
		if (ckr_ok(r) && p->id != i + 1)
			ckr_fail(r, "arcadia: a proposal's number out of order");
		p->by = entity_player_load(r, n);
		p->text = ckr_str(r);
		if (ckr_ok(r) && !p->text)
			ckr_fail(r, "arcadia: a proposal without text");
		p->at = ckr_i64(r);
		p->applied = in(r, 0, 1000000000, "arcadia: a proposal's version");
		int ns = ckr_count(r, 2);
		if (ns) {
			p->st = xcalloc((size_t)ns, sizeof *p->st);
			p->stcap = ns;
		}
		for (int k = 0; k < ns && ckr_ok(r); k++) {
			arc_stand *x = xcalloc(1, sizeof *x);
			p->st[p->nst++] = x;
			x->pid = entity_player_load(r, n);
			x->stance = in(r, ARC_SUPPORT, ARC_OBJECT, "arcadia: a stance out of range");
		}
	}
}

static void load_tourney(nomic *n, ckr *r, arc_tourney *t, int want)
{
	t->id = ckr_int(r);
	if (ckr_ok(r) && t->id != want)
		ckr_fail(r, "arcadia: a tournament's number out of order");
	t->gm = ckr_int(r);
	t->began = ckr_i64(r);
	load_tmpl(r, &t->t);
	for (int k = 0; k < ARC_UNITS && ckr_ok(r); k++) {
		arc_unit *u = &t->map[k];
		u->lat = k / ARC_SIDE + 1;
		u->lon = k % ARC_SIDE + 1;
		u->owner = ckr_int(r);
		if (ckr_ok(r) && u->owner && !player_by_id(n, u->owner))
			ckr_fail(r, "arcadia: a Land Unit's owner is no player");
		u->type = in(r, ARC_AETHER, ARC_WHITE, "arcadia: a Land Type out of range");
		u->fac = in(r, ARC_NONE, t->t.nfac - 1, "arcadia: a Facility out of range");
		u->serial = ckr_int(r);
		u->ent = in(r, 0, 0x7fffffff, "arcadia: a Land Unit's entity id out of range");
	}
	t->next_serial = ckr_int(r);
	int np = ckr_count(r, 5);
	if (np) {
		t->pl = xcalloc((size_t)np, sizeof *t->pl);
		t->plcap = np;
	}
	for (int k = 0; k < np && ckr_ok(r); k++) {
		arc_player *p = xcalloc(1, sizeof *p);
		t->pl[t->npl++] = p;
		p->pid = entity_player_load(r, n);
		p->energy = in(r, 0, 1000000000, "arcadia: Energy out of range");
	}
	t->alt = in(r, ARC_BLACK, ARC_WHITE, "arcadia: the Alternating Land Type");
	t->last_claimer = ckr_int(r);
	t->streak = in(r, 0, 1000000000, "arcadia: a claim streak out of range");
	t->winner = ckr_int(r);
	t->ended = ckr_i64(r);
	t->midnight = ckr_u64(r);
}

int arcadia_load_state(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return ckr_ok(r) ? 0 : -1;
	arcadia *s = xcalloc(1, sizeof *s);
	n->arcadia = s;
	s->lord = ckr_int(r);
	if (ckr_ok(r) && s->lord && !player_by_id(n, s->lord))
		ckr_fail(r, "arcadia: the Lord-Ruler is no player");
	int np = ckr_count(r, 1);
	if (np) {
		s->parties = xcalloc((size_t)np, sizeof *s->parties);
		s->pcap = np;
	}
	for (int i = 0; i < np && ckr_ok(r); i++) {
		arc_party *p = xcalloc(1, sizeof *p);
		s->parties[s->nparties++] = p;
		p->pid = entity_player_load(r, n);
	}
	load_tmpl(r, &s->tmpl);
	s->iteration = ckr_i64(r);
	s->iter_dl = ckr_u64(r);
	if (ckr_ok(r))
		load_props(n, r, s);
	int nt = ckr_count(r, 300);
	if (nt && ckr_ok(r)) {
		s->tours = xcalloc((size_t)nt, sizeof *s->tours);
		s->tcap = nt;
	}
	for (int i = 0; i < nt && ckr_ok(r); i++) {
		arc_tourney *t = xcalloc(1, sizeof *t);
		s->tours[s->ntours++] = t;
		load_tourney(n, r, t, i + 1);
	}
	/* Each Land Unit's entity (econ's part, loaded before this one) must
	 * agree with the unit: a checkpoint where they disagree is refused. */
	/* ckr keeps the message's pointer: this loader's thread's own. */
	static _Thread_local char err[200];
	if (ckr_ok(r) && arc_units_check(n, err, sizeof err))
		ckr_fail(r, err);
	return ckr_ok(r) ? 0 : -1;
}
