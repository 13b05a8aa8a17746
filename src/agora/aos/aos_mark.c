/* aos_mark.c: the Marking Regulations and the Moment of Reckoning (Ace of
 * Spades regs 118-121, 124).
 *
 * A Marking Regulation (reg 119: numbered aos.marking_from or more) is a
 * Lua script, its text after "lua:", run in the rules' sandbox
 * (src/script/sandbox.h) with its own instruction budget and memory cap
 * (aos.marking_budget, aos.marking_memory) and no backstop of time, so a
 * live run and its replay agree. It sees only the current disposition of
 * the Cards (reg 118): `hands`, one table per Contestant in joining order
 * ({name, cards = {Red = 2, ...}, count, worth}), and `alliances`, lists
 * of indices into hands; it may change only each hand's worth. The seed's
 * own marking texts (regs 310, 320, 330, 410) are read as the scripts
 * below while their text is the seed's (docs/RULINGS.md). */
#include "agora/aos/aos.h"
#include "core/params.h"
#include "rules/rules.h"
#include "script/sandbox.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The seed's marking texts as scripts; `mark` holds their numbers
 * (aos.mark_nonmauve, aos.mark_mauve, regs 320 and 330). */
static const struct {
	int num;
	const char *phrase;
	const char *lua;
} seed_marking[] = {
	{310, "Hand worth of every Contestant's Hand is set to zero",
	 "for _, h in ipairs(hands) do h.worth = 0 end"},
	{320, "For every non-Mauve Card in a Contestant's Hand",
	 "for _, h in ipairs(hands) do h.worth = h.worth + mark.nonmauve * "
	 "(h.count - (h.cards.Mauve or 0)) end"},
	{330, "For every Mauve Card in a Contestant's Hand",
	 "for _, h in ipairs(hands) do h.worth = h.worth - mark.mauve * (h.cards.Mauve or 0) end"},
	{410, "The lowest Hand Value among the Contestants in each Alliance",
	 "local low = {} for k, a in ipairs(alliances) do local m for _, i in ipairs(a) do "
	 "if not m or hands[i].worth < m then m = hands[i].worth end end low[k] = m end "
	 "for k, a in ipairs(alliances) do for _, i in ipairs(a) do "
	 "hands[i].worth = hands[i].worth + low[k] end end"},
};

/* The script a marking regulation's text is, or NULL if it is none. */
static const char *marking_script(const rules_rule *r, int num)
{
	const char *t = rules_rule_text(r);
	while (*t == ' ' || *t == '\n')
		t++;
	if (strncmp(t, "lua:", 4) == 0)
		return t + 4;
	for (size_t i = 0; i < sizeof seed_marking / sizeof *seed_marking; i++)
		if (seed_marking[i].num == num && strstr(t, seed_marking[i].phrase))
			return seed_marking[i].lua;
	return NULL;
}

static void push_state(lua_State *L, const nomic *n, const aos *s, const double *worth)
{
	lua_createtable(L, s->nm, 0);
	int k = 0;
	for (int i = 0; i < s->nm; i++) {
		const aos_member *m = &s->m[i];
		if (!m->active)
			continue;
		lua_createtable(L, 0, 4);
		lua_pushstring(L, aos_name(n, m->pid));
		lua_setfield(L, -2, "name");
		lua_createtable(L, 0, m->hand.n);
		for (int j = 0; j < m->hand.n; j++) {
			lua_pushinteger(L, m->hand.v[j].count);
			lua_setfield(L, -2, m->hand.v[j].desc);
		}
		lua_setfield(L, -2, "cards");
		lua_pushinteger(L, aos_total(&m->hand));
		lua_setfield(L, -2, "count");
		lua_pushnumber(L, worth[i]);
		lua_setfield(L, -2, "worth");
		lua_rawseti(L, -2, ++k);
	}
	lua_createtable(L, s->na, 0);
	int ka = 0;
	for (int a = 0; a < s->na; a++) {
		if (!aos_alliance_formed(&s->a[a]))
			continue; /* reg 220: two or more, all agreed */
		lua_createtable(L, s->a[a].n, 0);
		int km = 0;
		for (int j = 0; j < s->a[a].n; j++) {
			int idx = 0;
			for (int i = 0; i < s->nm; i++)
				if (s->m[i].active) {
					idx++;
					if (s->m[i].pid == s->a[a].members[j])
						break;
				}
			lua_pushinteger(L, idx);
			lua_rawseti(L, -2, ++km);
		}
		lua_rawseti(L, -2, ++ka);
	}
	lua_createtable(L, 0, 2);
	lua_pushinteger(L, param_int(n, "aos.mark_nonmauve"));
	lua_setfield(L, -2, "nonmauve");
	lua_pushinteger(L, param_int(n, "aos.mark_mauve"));
	lua_setfield(L, -2, "mauve");
}

/* Runs one script over the hands, worth[] in and out: the script runs as a
 * function, then a trailer returns the worths it left. */
static int run_and_read(const nomic *n, const aos *s, const char *source, const char *name,
			double *worth, char *why, size_t len)
{
	sbx sb;
	lua_State *L = sbx_open(&sb, param_int(n, "aos.marking_budget"),
				(size_t)param_int(n, "aos.marking_memory"), NULL, 0);
	if (!L) {
		snprintf(why, len, "Lua could not start");
		return -1;
	}
	/* On the script's first line, so its line numbers are its own. */
	sbuf src = {0};
	sbuf_printf(&src, "local hands, alliances, mark = ...; (function() %s\nend)() "
		    "local w = {} for i, h in ipairs(hands) do w[i] = h.worth end return w",
		    source);
	char err[300];
	int rc = sbx_load(&sb, src.s, name, err, sizeof err);
	sbuf_free(&src);
	if (!rc) {
		push_state(L, n, s, worth);
		rc = sbx_pcall(&sb, 3, 1, err, sizeof err);
	}
	if (!rc) {
		int k = 0;
		for (int i = 0; i < s->nm; i++) {
			if (!s->m[i].active)
				continue;
			lua_rawgeti(L, -1, ++k);
			int ok = 0;
			double v = lua_tonumberx(L, -1, &ok);
			lua_pop(L, 1);
			if (!ok || v != v) {
				snprintf(err, sizeof err, "%s's worth is not a number",
					 aos_name(n, s->m[i].pid));
				rc = -1;
				break;
			}
			worth[i] = v;
		}
	}
	if (rc)
		snprintf(why, len, "%s%s", err, sb.killed == SBX_BUDGET
			 ? " (aos.marking_budget, reg 118)" : "");
	sbx_close(&sb);
	return rc;
}

int aos_marking_run(const nomic *n, const aos *s, const char *source, const char *name,
		    double *worth, char *why, size_t len)
{
	return run_and_read(n, s, source, name, worth, why, len);
}

static int by_number(const void *a, const void *b)
{
	uint32_t x = (*(const rules_rule *const *)a)->number.base;
	uint32_t y = (*(const rules_rule *const *)b)->number.base;
	return x < y ? -1 : x > y;
}

/* Reg 999 while its text is the seed's: a tie for the highest worth is
 * rescored as if three more cards were dealt to each tied hand. */
static int is_tie_reg(const rules_rule *r)
{
	return r->number.base == 999 && strstr(rules_rule_text(r), "tied for the highest Hand Worth");
}

/* The Marking Regulations in force, lowest number first (reg 119), into
 * regs (freed by the caller); their count. */
static size_t marking_regs(const nomic *n, const rules_rule ***out)
{
	int from = (int)param_int(n, "aos.marking_from");
	size_t nr = rules_count(n->rules), k = 0;
	const rules_rule **regs = xcalloc(nr + 1, sizeof *regs);
	for (size_t i = 0; i < nr; i++) {
		const rules_rule *r = rules_at(n->rules, i);
		if (!r->repealed && !r->number.sub && (int)r->number.base >= from)
			regs[k++] = r;
	}
	qsort(regs, k, sizeof *regs, by_number);
	*out = regs;
	return k;
}

/* Applies regs[0..k) to s's hands (worth[] starts at zero); 0, or -1 with
 * every worth zero (reg 118) and why in notes. */
static int apply_regs(const nomic *n, const aos *s, const rules_rule **regs, size_t k,
		      double *worth, int *applied, sbuf *notes)
{
	for (size_t i = 0; i < k; i++) {
		const rules_rule *r = regs[i];
		const char *src = marking_script(r, (int)r->number.base);
		if (!src)
			continue;
		char name[48], why[400];
		snprintf(name, sizeof name, "=reg %u", (unsigned)r->number.base);
		if (run_and_read(n, s, src, name, worth, why, sizeof why)) {
			for (int m = 0; m < s->nm; m++)
				worth[m] = 0;
			if (notes)
				sbuf_printf(notes, "reg %u could not be calculated (%s): every worth "
					    "is zero (reg 118)", (unsigned)r->number.base, why);
			return -1;
		}
		if (applied)
			(*applied)++;
	}
	return 0;
}

/* Reg 999: the hands tied for the highest worth rescored "as if three
 * more cards were dealt to each of them from the Deck": on a copy of the
 * disposition (reg 119: the actual Cards do not move), dealt one to each
 * tied hand in joining order (reg 117) with the event's rng, then marked
 * again by the preceding Marking Regulations (regs[0..k)). Once: the
 * rescored hands are never rescored again ("unless one or more of the tied
 * Hands have already been so rescored"). Returns -1 if the rescoring could
 * not be calculated (reg 118: every worth zero). */
static int count_tied(const aos *s, const double *worth, double *best)
{
	int tied = 0, seen = 0;
	*best = 0;
	for (int i = 0; i < s->nm; i++) {
		if (!s->m[i].active)
			continue;
		if (!seen++ || worth[i] > *best) {
			*best = worth[i];
			tied = 0;
		}
		if (worth[i] == *best)
			tied++;
	}
	return tied;
}

static int rescore_ties(const nomic *n, const aos *s, rng *rg, const rules_rule **regs,
			size_t k, double *worth, sbuf *notes)
{
	double best;
	int tied = count_tied(s, worth, &best);
	if (tied < 2)
		return 0;
	int deal = (int)param_int(n, "aos.tie_deal");
	aos *copy = aos_clone(n, s);
	if (!copy)
		return 0;
	rng_key(rg, "aos.rescore", 0);
	int *is_tied = xcalloc((size_t)s->nm + 1, sizeof *is_tied);
	for (int i = 0; i < s->nm; i++)
		is_tied[i] = s->m[i].active && worth[i] == best;
	int rc = 0;
	for (int round = 0; round < deal && !rc; round++)
		for (int i = 0; i < copy->nm && !rc; i++)
			if (is_tied[i])
				rc = aos_deal_from(n, rg, copy, &copy->m[i], 1);
	double *again = xcalloc((size_t)s->nm + 1, sizeof *again);
	if (!rc)
		rc = apply_regs(n, copy, regs, k, again, NULL, notes);
	if (notes)
		sbuf_printf(notes, "reg 999: %d Hands tied at %g Marks rescored as if %d more cards "
			    "were dealt to each", tied, best, deal);
	if (rc) {
		for (int m = 0; m < s->nm; m++)
			worth[m] = 0;
	} else {
		for (int i = 0; i < s->nm; i++)
			if (is_tied[i])
				worth[i] = again[i];
	}
	free(again);
	free(is_tied);
	aos_free_part(copy);
	return rc;
}

static int worths(const nomic *n, const aos *s, rng *rg, double *worth, sbuf *notes)
{
	for (int i = 0; i < s->nm; i++)
		worth[i] = 0;
	if (!n->rules)
		return 0;
	const rules_rule **regs;
	size_t k = marking_regs(n, &regs);
	int applied = 0, rc = 0, tie_pending = 0;
	size_t done = 0;
	for (size_t i = 0; i < k && !rc; i++) {
		if (!is_tie_reg(regs[i]))
			continue;
		/* Reg 999: after the preceding Marking Regulations are applied. */
		rc = apply_regs(n, s, regs + done, i - done, worth, &applied, notes);
		done = i + 1;
		if (rc)
			break;
		double best;
		if (!rg) {
			tie_pending = count_tied(s, worth, &best) >= 2;
			continue;
		}
		rc = rescore_ties(n, s, rg, regs, i, worth, notes);
	}
	if (!rc)
		rc = apply_regs(n, s, regs + done, k - done, worth, &applied, notes);
	free(regs);
	if (!rc && notes) {
		sbuf_printf(notes, "%s%d Marking Regulations applied (reg 119)", notes->len ? "; " : "",
			    applied);
		if (tie_pending)
			sbuf_add(notes, "; a tie for the highest worth: reg 999 rescores it at the "
				 "Moment of Reckoning, with the cards it deals then");
	}
	return rc;
}

/* Reg 119: the Marking Regulations, lowest number first, each applied to
 * all hands at once. Reg 118: a worth that cannot be calculated is zero:
 * a script that fails makes every worth zero (its calculation is of all
 * hands), and the rest are not applied. Without an rng (a view), reg
 * 999's rescoring is left to the Reckoning. */
int aos_worths(const nomic *n, const aos *s, double *worth, sbuf *notes)
{
	return worths(n, s, NULL, worth, notes);
}

int aos_worths_rescored(const nomic *n, const aos *s, rng *rg, double *worth, sbuf *notes)
{
	return worths(n, s, rg, worth, notes);
}
