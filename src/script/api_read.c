/* api_read.c: the `nomic` table's reading half: the time, the players and
 * their states, balances, offices, parameters, rules, proposals, voting
 * strength and the script's own state (docs/SCRIPTING.md). A script sees
 * the nomic only through these copies: never a pointer into its state.
 * Also the helpers every part of the API shares. */
#include "core/visibility.h"
#include "gov/gov.h"
#include "rules/rules.h"
#include "script/script_impl.h"

#include <lauxlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* ---- shared ---- */

srun *api_run(lua_State *L)
{
	return lua_touserdata(L, lua_upvalueindex(1));
}

static const char *phase_name(enum srun_phase p)
{
	switch (p) {
	case SR_DECLARE: return "while the script declares (at its top level)";
	case SR_ACT: return "";
	case SR_READ: return "in a guard or a read-only command";
	case SR_VIEW: return "in a game's view";
	}
	return "";
}

void api_need(lua_State *L, srun *r, enum srun_phase need, const char *fn)
{
	/* SR_READ: any handler may read; SR_ACT: only a handler in an event. */
	if (r->top && need != SR_DECLARE)
		luaL_error(L, "nomic.%s may not be called %s", fn, phase_name(SR_DECLARE));
	if (need == SR_DECLARE && !r->top)
		luaL_error(L, "nomic.%s declares; call it at the script's top level", fn);
	if (need == SR_ACT && r->phase != SR_ACT)
		luaL_error(L, "nomic.%s changes the nomic; it may not be called %s", fn,
			   phase_name(r->phase));
}

int api_argerror(lua_State *L, int arg, const char *fn, const char *msg)
{
	return luaL_error(L, "bad argument #%d to 'nomic.%s' (%s)", arg, fn, msg);
}

const player *api_player(lua_State *L, srun *r, int arg, const char *fn)
{
	const char *name = luaL_checkstring(L, arg);
	const player *p = player_by_name(r->n, name);
	if (!p) {
		lua_pushfstring(L, "no player is named '%s'", name);
		api_argerror(L, arg, fn, lua_tostring(L, -1));
	}
	return p;
}

int api_fail_from_ctx(lua_State *L, srun *r)
{
	lua_pushnil(L);
	lua_pushstring(L, r->c && r->c->err.s ? r->c->err.s : "refused");
	if (r->c)
		sbuf_free(&r->c->err);
	return 2;
}

static gtime now_of(const srun *r)
{
	return r->c ? r->c->now : r->n->now;
}

/* ---- time ---- */

static int l_now(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "now");
	lua_pushinteger(L, (lua_Integer)now_of(r));
	return 1;
}

static int l_date(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "date");
	time_t t = (time_t)luaL_optinteger(L, 1, (lua_Integer)now_of(r));
	struct tm tm;
	if (!gmtime_r(&t, &tm))
		return api_argerror(L, 1, "date", "not a time");
	static const char *const days[] = {
		"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
	};
	lua_createtable(L, 0, 9);
	lua_pushinteger(L, tm.tm_year + 1900);
	lua_setfield(L, -2, "year");
	lua_pushinteger(L, tm.tm_mon + 1);
	lua_setfield(L, -2, "month");
	lua_pushinteger(L, tm.tm_mday);
	lua_setfield(L, -2, "day");
	lua_pushinteger(L, tm.tm_hour);
	lua_setfield(L, -2, "hour");
	lua_pushinteger(L, tm.tm_min);
	lua_setfield(L, -2, "min");
	lua_pushinteger(L, tm.tm_sec);
	lua_setfield(L, -2, "sec");
	lua_pushinteger(L, tm.tm_wday + 1); /* 1 is Sunday, as in os.date */
	lua_setfield(L, -2, "wday");
	lua_pushinteger(L, tm.tm_yday + 1);
	lua_setfield(L, -2, "yday");
	lua_pushstring(L, days[tm.tm_wday]);
	lua_setfield(L, -2, "weekday");
	return 1;
}

/* ---- players ---- */

static void push_player(lua_State *L, const nomic *n, const player *p)
{
	lua_createtable(L, 0, 6);
	lua_pushstring(L, p->name);
	lua_setfield(L, -2, "name");
	lua_pushinteger(L, p->id);
	lua_setfield(L, -2, "id");
	lua_pushstring(L, player_state_name(p->state));
	lua_setfield(L, -2, "state");
	lua_pushboolean(L, p->state == PS_VOTING);
	lua_setfield(L, -2, "voting");
	lua_pushboolean(L, player_is_active(p));
	lua_setfield(L, -2, "active");
	lua_pushboolean(L, player_is_newbie(n, p));
	lua_setfield(L, -2, "newbie");
}

static int l_player(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "player");
	const player *p = lua_isinteger(L, 1) ? player_by_id(r->n, (int)lua_tointeger(L, 1))
					       : player_by_name(r->n, luaL_checkstring(L, 1));
	if (!p) {
		lua_pushnil(L);
		return 1;
	}
	push_player(L, r->n, p);
	return 1;
}

static int l_players(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "players");
	static const char *const which[] = {"players", "voting", "active", "all", NULL};
	int w = luaL_checkoption(L, 1, "players", which);
	lua_newtable(L);
	int k = 0;
	for (int i = 0; i < r->n->nplayers; i++) {
		const player *p = r->n->players[i];
		if ((w == 0 && p->state == PS_NONPLAYER) || (w == 1 && p->state != PS_VOTING) ||
		    (w == 2 && !player_is_active(p)))
			continue;
		push_player(L, r->n, p);
		lua_rawseti(L, -2, ++k);
	}
	sbx_charge(L, r->n->nplayers);
	return 1;
}

/* ---- the ledger ---- */

int api_holder(lua_State *L, srun *r, int arg, const char *fn)
{
	const char *name = luaL_checkstring(L, arg);
	int h = holder_by_name(r->n, name);
	if (h < 0) {
		lua_pushfstring(L, "no player or entity is named '%s'", name);
		api_argerror(L, arg, fn, lua_tostring(L, -1));
	}
	return h;
}

const currency *api_currency(lua_State *L, srun *r, int arg, const char *fn)
{
	const char *name = luaL_checkstring(L, arg);
	const currency *cur = currency_by_name(r->n, name);
	if (!cur) {
		lua_pushfstring(L, "no currency is named '%s'", name);
		api_argerror(L, arg, fn, lua_tostring(L, -1));
	}
	return cur;
}

static int l_balance(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "balance");
	int h = api_holder(L, r, 1, "balance");
	const currency *cur = api_currency(L, r, 2, "balance");
	lua_pushinteger(L, (lua_Integer)balance(r->n, h, cur->id));
	return 1;
}

/* ---- offices, parameters, strength ---- */

static int l_office(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "office");
	const office *o = office_by_name(r->n, luaL_checkstring(L, 1));
	if (!o) {
		lua_pushnil(L);
		return 1;
	}
	if (o->holder)
		lua_pushstring(L, holder_name(r->n, o->holder));
	else
		lua_pushboolean(L, 0);
	return 1;
}

static int l_offices(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "offices");
	lua_createtable(L, r->n->noffices, 0);
	for (int i = 0; i < r->n->noffices; i++) {
		const office *o = r->n->offices[i];
		lua_createtable(L, 0, 2);
		lua_pushstring(L, o->name);
		lua_setfield(L, -2, "name");
		if (o->holder) {
			lua_pushstring(L, holder_name(r->n, o->holder));
			lua_setfield(L, -2, "holder");
		}
		lua_rawseti(L, -2, i + 1);
	}
	return 1;
}

int api_param_value(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "param");
	const char *name = luaL_checkstring(L, 1);
	const param_decl *d = param_decl_find(r->n, name);
	if (!d) {
		lua_pushfstring(L, "there is no parameter '%s'", name);
		return api_argerror(L, 1, "param", lua_tostring(L, -1));
	}
	int64_t v;
	if (param_is_set(r->n, d->name, &v) || !(d->flags & PARAM_OPTIONAL))
		lua_pushinteger(L, (lua_Integer)param_value(r->n, d->name, d->dflt));
	else
		lua_pushnil(L);
	return 1;
}

static int l_strength(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "strength");
	const player *p = api_player(L, r, 1, "strength");
	const char *body = luaL_optstring(L, 2, BODY_PROPOSALS);
	lua_pushinteger(L, (lua_Integer)gov_strength(r->n, body, p->id));
	return 1;
}

/* ---- rules and proposals ---- */

static int l_rule(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "rule");
	const char *num = luaL_checkstring(L, 1);
	const rules_rule *rule = r->n->rules ? rules_find_str(r->n->rules, num) : NULL;
	/* A script reads what every player may: a Private or Secret
	 * regulation other than its own stays closed to it (reg 106). */
	if (!rule || (rule->visibility != RULES_VIS_PUBLIC && strcmp(num, r->s->number))) {
		lua_pushnil(L);
		return 1;
	}
	lua_createtable(L, 0, 4);
	lua_pushstring(L, num);
	lua_setfield(L, -2, "number");
	lua_pushinteger(L, rule->revision);
	lua_setfield(L, -2, "revision");
	if (rule->title) {
		lua_pushstring(L, rule->title);
		lua_setfield(L, -2, "title");
	}
	lua_pushstring(L, rules_rule_text(rule));
	lua_setfield(L, -2, "text");
	return 1;
}

static int l_proposal(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "proposal");
	const proposal *p = proposal_by_number(r->n, (int)luaL_checkinteger(L, 1));
	if (!p) {
		lua_pushnil(L);
		return 1;
	}
	lua_createtable(L, 0, 6);
	lua_pushinteger(L, p->number);
	lua_setfield(L, -2, "number");
	lua_pushstring(L, p->title);
	lua_setfield(L, -2, "title");
	/* A script reads what every player may (core/visibility.h). */
	vis_viewer pub = {0, 0};
	lua_pushstring(L, proposal_text_visible(p, &pub) ? p->text : NULL);
	lua_setfield(L, -2, "text");
	lua_pushstring(L, holder_name(r->n, p->author));
	lua_setfield(L, -2, "author");
	lua_pushstring(L, proposal_status_name(p->status));
	lua_setfield(L, -2, "status");
	lua_pushstring(L, proposal_kind_name(p->kind));
	lua_setfield(L, -2, "kind");
	return 1;
}

/* ---- the script's own state ---- */

static int l_get(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "get");
	const char *json = kv_get(&r->s->state, luaL_checkstring(L, 1));
	if (json)
		sbx_charge(L, (int64_t)strlen(json) / 16);
	val_push_text(L, json);
	return 1;
}

static int l_keys(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_READ, "keys");
	size_t pl;
	const char *prefix = luaL_optlstring(L, 1, "", &pl);
	const kv *k = &r->s->state;
	lua_newtable(L);
	int out = 0;
	for (int i = kv_lower_bound(k, prefix);
	     i < k->n && strncmp(k->v[i]->key, prefix, pl) == 0; i++) {
		lua_pushstring(L, k->v[i]->key);
		lua_rawseti(L, -2, ++out);
	}
	sbx_charge(L, out);
	return 1;
}

void api_read_register(lua_State *L, srun *r)
{
	static const luaL_Reg fns[] = {
		{"now", l_now}, {"date", l_date}, {"player", l_player}, {"players", l_players},
		{"balance", l_balance}, {"office", l_office}, {"offices", l_offices},
		{"strength", l_strength}, {"rule", l_rule},
		{"proposal", l_proposal}, {"get", l_get}, {"keys", l_keys}, {NULL, NULL},
	};
	lua_pushlightuserdata(L, r);
	luaL_setfuncs(L, fns, 1);
}
