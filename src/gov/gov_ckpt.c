/* gov_ckpt.c: the gov part of a checkpoint (issue 17 item 3; core/ckpt.h,
 * core/module.h save_state/load_state): everything struct gov holds.
 *
 * Written, in this order: a presence marker (0: no gov part yet); the
 * proposals' method, the next proposal number, mn_reached (R603) and the
 * Sage (R605 (2)); every proposal in order (its number, author, title,
 * text, kind, method and method_config, status, times, voting and
 * reminder deadlines' ids, every ballot by player id - 1, the Tabulator's
 * outcome, the strengths as counted, hidden); the Winning Conditions in
 * the order achieved (R600: entity id, old-path owner and state, creator,
 * when, the Cycle-Win CFJ's number, note); the Scorekeeper's announcements
 * (R603 ¶4); the cycle's winners (R600 ¶6, R601, R603); the voting
 * strengths in the order first set. Deadlines are core's and are written
 * there: a proposal or announcement keeps only their ids. Entity and CFJ
 * numbers belong to modules loaded after this one (econ, justice), so
 * they are read back as numbers and resolved when used, as always. */
#include "core/module.h"
#include "gov/gov.h"
#include "gov/gov_ckpt.h"

#include <stdlib.h>
#include <string.h>

/* The part's own words for what is out of range. */
#define BAD_PLAYER "gov: a player id out of range"
#define BAD_ID "gov: a negative id"
#define BAD_NAME "gov: a name missing or too long"

static int get_player(ckr *r, const nomic *n)
{
	return ckg_player(r, n, BAD_PLAYER);
}

/* ---- proposals ---- */

static void save_cfg(ckw *w, const method_config *m)
{
	ck_i64(w, m->window);
	ck_i64(w, m->quorum);
	ck_i64(w, m->ai_milli);
	ck_i64(w, m->support);
	ck_i64(w, m->objections);
	ck_i64(w, m->min_endorse);
	ck_i64(w, m->pct_endorse);
	ck_i64(w, m->min_wait);
}

static void load_cfg(ckr *r, method_config *m)
{
	m->window = ckr_i64(r);
	m->quorum = ckr_i64(r);
	m->ai_milli = ckr_i64(r);
	m->support = ckr_i64(r);
	m->objections = ckr_i64(r);
	m->min_endorse = ckr_i64(r);
	m->pct_endorse = ckr_i64(r);
	m->min_wait = ckr_i64(r);
}

static void save_proposal(ckw *w, const proposal *p)
{
	ck_int(w, p->number);
	ck_int(w, p->author);
	ck_str(w, p->title);
	ck_str(w, p->text);
	ck_int(w, (int)p->kind);
	ck_str(w, p->method);
	save_cfg(w, &p->cfg);
	ck_int(w, (int)p->status);
	ck_i64(w, p->submitted);
	ck_i64(w, p->distributed);
	ck_i64(w, p->closes);
	ck_u64(w, p->deadline);
	ck_u64(w, p->remind_dl);
	ck_int(w, p->reminded);
	ck_ints(w, p->ballots, p->nballots);
	ck_str(w, p->outcome);
	ck_int(w, p->strengths != NULL);
	for (int i = 0; p->strengths && i < p->nballots; i++)
		ck_i64(w, p->strengths[i]);
	ck_int(w, p->hidden);
}

/* Reads one proposal into p (already linked into the part, so that a
 * failure half-way leaves it for gov_free). */
static void load_proposal(ckr *r, const nomic *n, proposal *p)
{
	p->number = ckg_range(r, 1, INT32_MAX, "gov: a proposal number out of range");
	p->author = get_player(r, n);
	p->title = ckr_str(r);
	p->text = ckr_str(r);
	p->kind = (enum proposal_kind)ckg_range(r, PK_ORDINARY, PK_GRANDIOSE,
						"gov: a proposal kind out of range");
	ckg_fixed(r, p->method, sizeof p->method, BAD_NAME);
	if (ckr_ok(r) && p->method[0] && !method_find(p->method))
		ckr_fail(r, "gov: a proposal's voting method is unknown");
	load_cfg(r, &p->cfg);
	p->status = (enum proposal_status)ckg_range(r, PROP_SUBMITTED, PROP_INVALID,
						    "gov: a proposal status out of range");
	p->submitted = ckr_i64(r);
	p->distributed = ckr_i64(r);
	p->closes = ckr_i64(r);
	p->deadline = ckr_u64(r);
	p->remind_dl = ckr_u64(r);
	p->reminded = ckg_flag(r, "gov: a reminder mark out of range");
	int nb = ckr_count(r, 1);
	if (nb > n->nplayers)
		ckr_fail(r, "gov: more ballots than players");
	if (ckr_ok(r) && nb > 0) {
		p->ballots = xcalloc((size_t)nb, sizeof *p->ballots);
		p->nballots = nb;
		for (int i = 0; i < nb; i++)
			p->ballots[i] = ckg_range(r, 0, BALLOT_KINDS, "gov: a ballot out of range");
	}
	p->outcome = ckr_str(r);
	int has_strengths = ckg_flag(r, "gov: a strengths mark out of range");
	if (ckr_ok(r) && has_strengths) {
		/* results.c keeps them only when some ballot slot exists */
		if (p->nballots == 0)
			ckr_fail(r, "gov: strengths without ballots");
		else {
			p->strengths = xcalloc((size_t)p->nballots, sizeof *p->strengths);
			for (int i = 0; i < p->nballots; i++)
				p->strengths[i] = ckr_i64(r);
		}
	}
	p->hidden = ckg_flag(r, "gov: a hidden mark out of range");
}

/* ---- Winning Conditions, announcements, winners, strengths ---- */

static void save_win(ckw *w, const win_condition *wc)
{
	ck_int(w, wc->ent);
	ck_int(w, wc->owner);
	ck_str(w, wc->creator);
	ck_int(w, wc->state);
	ck_i64(w, wc->when);
	ck_int(w, wc->cfj);
	ck_str(w, wc->note);
}

static void load_win(ckr *r, win_condition *wc)
{
	wc->ent = ckg_id(r, BAD_ID);
	wc->owner = ckg_id(r, BAD_ID);
	ckg_fixed(r, wc->creator, sizeof wc->creator, BAD_NAME);
	wc->state = ckg_range(r, WC_UNCLAIMED, WC_FINALIZED,
			      "gov: a Winning Condition's state out of range");
	wc->when = ckr_i64(r);
	wc->cfj = ckg_id(r, BAD_ID);
	wc->note = ckr_str(r);
}

static void save_announcement(ckw *w, const win_announcement *a)
{
	ck_int(w, a->number);
	ck_int(w, a->player);
	ck_int(w, a->by);
	ck_i64(w, a->when);
	ck_int(w, a->state);
	ck_int(w, a->objector);
	ck_i64(w, a->objected);
	ck_u64(w, a->deadline);
}

static void load_announcement(ckr *r, const nomic *n, win_announcement *a)
{
	a->number = ckg_range(r, 1, INT32_MAX, "gov: an announcement number out of range");
	a->player = get_player(r, n);
	a->by = get_player(r, n);
	a->when = ckr_i64(r);
	a->state = ckg_range(r, ANN_OPEN, ANN_OBJECTED, "gov: an announcement state out of range");
	a->objector = get_player(r, n);
	a->objected = ckr_i64(r);
	a->deadline = ckr_u64(r);
}

static void save_cycle_win(ckw *w, const cycle_win *cw)
{
	ck_int(w, cw->player);
	ck_str(w, cw->rule);
	ck_str(w, cw->how);
	ck_i64(w, cw->when);
}

static void load_cycle_win(ckr *r, const nomic *n, cycle_win *cw)
{
	cw->player = get_player(r, n);
	ckg_fixed(r, cw->rule, sizeof cw->rule, BAD_NAME);
	ckg_fixed(r, cw->how, sizeof cw->how, BAD_NAME);
	cw->when = ckr_i64(r);
}

static void save_strength(ckw *w, const voting_strength *s)
{
	ck_str(w, s->body);
	ck_int(w, s->player);
	ck_i64(w, s->value);
}

static void load_strength(ckr *r, const nomic *n, voting_strength *s)
{
	ckg_fixed(r, s->body, sizeof s->body, BAD_NAME);
	if (ckr_ok(r) && !gov_body_name_ok(s->body))
		ckr_fail(r, "gov: a voting strength's body is not a body's name");
	s->player = ckg_range(r, 1, n->nplayers, "gov: a voting strength's player out of range");
	int64_t v = ckr_i64(r);
	if (ckr_ok(r) && (v < 0 || v > STRENGTH_MAX))
		ckr_fail(r, "gov: a voting strength out of range");
	s->value = v;
}

/* ---- the pair ---- */

int gov_save_state(const nomic *n, ckw *w)
{
	const gov *g = n->gov;
	if (!g) {
		ck_int(w, 0);
		return 0;
	}
	ck_int(w, 1);
	ck_str(w, g->method);
	ck_int(w, g->next_number);
	ck_int(w, g->mn_reached);
	ck_int(w, g->sage);
	ck_int(w, g->nproposals);
	for (int i = 0; i < g->nproposals; i++)
		save_proposal(w, g->proposals[i]);
	ck_int(w, g->nwins);
	for (int i = 0; i < g->nwins; i++)
		save_win(w, g->wins[i]);
	ck_int(w, g->nannouncements);
	for (int i = 0; i < g->nannouncements; i++)
		save_announcement(w, g->announcements[i]);
	ck_int(w, g->ncycle_wins);
	for (int i = 0; i < g->ncycle_wins; i++)
		save_cycle_win(w, g->cycle_wins[i]);
	ck_int(w, g->nstrengths);
	for (int i = 0; i < g->nstrengths; i++)
		save_strength(w, g->strengths[i]);
	return 0;
}

int gov_load_state(nomic *n, ckr *r)
{
	int present = ckg_flag(r, "gov: presence marker out of range");
	if (!ckr_ok(r) || !present)
		return ckr_ok(r) ? 0 : -1;
	gov *g = xcalloc(1, sizeof *g);
	n->gov = g; /* from here on, gov_free frees whatever was read */
	ckg_fixed(r, g->method, sizeof g->method, BAD_NAME);
	if (ckr_ok(r) && g->method[0] && !method_find(g->method))
		ckr_fail(r, "gov: the proposals' voting method is unknown");
	g->next_number = ckg_range(r, 1, INT32_MAX, "gov: the next proposal number out of range");
	g->mn_reached = ckg_flag(r, "gov: mn_reached out of range");
	g->sage = get_player(r, n);

	int count;
	g->proposals = (proposal **)ckg_items(r, 25, &count);
	g->cap = g->proposals ? count : 0;
	for (int i = 0; ckr_ok(r) && i < g->cap; i++) {
		proposal *p = xcalloc(1, sizeof *p);
		g->proposals[g->nproposals++] = p;
		load_proposal(r, n, p);
		if (ckr_ok(r) && p->number >= g->next_number)
			ckr_fail(r, "gov: a proposal numbered at or past the next number");
	}
	g->wins = (win_condition **)ckg_items(r, 7, &count);
	g->wins_cap = g->wins ? count : 0;
	for (int i = 0; ckr_ok(r) && i < g->wins_cap; i++) {
		win_condition *wc = xcalloc(1, sizeof *wc);
		g->wins[g->nwins++] = wc;
		load_win(r, wc);
	}
	g->announcements = (win_announcement **)ckg_items(r, 8, &count);
	g->announcements_cap = g->announcements ? count : 0;
	for (int i = 0; ckr_ok(r) && i < g->announcements_cap; i++) {
		win_announcement *a = xcalloc(1, sizeof *a);
		g->announcements[g->nannouncements++] = a;
		load_announcement(r, n, a);
	}
	g->cycle_wins = (cycle_win **)ckg_items(r, 4, &count);
	g->cycle_wins_cap = g->cycle_wins ? count : 0;
	for (int i = 0; ckr_ok(r) && i < g->cycle_wins_cap; i++) {
		cycle_win *cw = xcalloc(1, sizeof *cw);
		g->cycle_wins[g->ncycle_wins++] = cw;
		load_cycle_win(r, n, cw);
	}
	g->strengths = (voting_strength **)ckg_items(r, 3, &count);
	g->strengths_cap = g->strengths ? count : 0;
	for (int i = 0; ckr_ok(r) && i < g->strengths_cap; i++) {
		voting_strength *s = xcalloc(1, sizeof *s);
		g->strengths[g->nstrengths++] = s;
		load_strength(r, n, s);
	}
	return ckr_ok(r) ? 0 : -1;
}
