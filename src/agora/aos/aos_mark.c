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

/* Reg 119: the Marking Regulations, lowest number first, each applied to
 * all hands at once. Reg 118: a worth that cannot be calculated is zero:
 * a script that fails makes every worth zero (its calculation is of all
 * hands), and the rest are not applied. */
int aos_worths(const nomic *n, const aos *s, double *worth, sbuf *notes)
{
	for (int i = 0; i < s->nm; i++)
		worth[i] = 0;
	if (!n->rules)
		return 0;
	int from = (int)param_int(n, "aos.marking_from");
	/* Reg 119: lowest number first, whatever order the ruleset keeps. */
	size_t nr = rules_count(n->rules), k = 0;
	const rules_rule **regs = xcalloc(nr + 1, sizeof *regs);
	for (size_t i = 0; i < nr; i++) {
		const rules_rule *r = rules_at(n->rules, i);
		if (!r->repealed && !r->number.sub && (int)r->number.base >= from)
			regs[k++] = r;
	}
	qsort(regs, k, sizeof *regs, by_number);
	int applied = 0;
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
			free(regs);
			return -1;
		}
		applied++;
	}
	free(regs);
	if (notes)
		sbuf_printf(notes, "%d Marking Regulations applied (reg 119)", applied);
	return 0;
}
