/* api_act.c: the `nomic` table's acting half (docs/SCRIPTING.md): ledger
 * moves under each currency's rules, offices, parameters within their
 * bounds, voting strength, messages to the public and to one player,
 * hidden events, the engine's replayable draws, timers, the script's own
 * state, and any command as an effect of the rule (R104's powers). Each
 * goes through the same journaled functions the built-in commands use, so
 * a refused command or a failed script leaves nothing behind. Functions
 * the rules may refuse return true, or nil and the reason; misuse (a bad
 * argument, a call outside a handler) raises an error. */
#include "core/inbox.h"
#include "core/names.h"
#include "gov/gov.h"
#include "rules/rules.h"
#include "script/script_impl.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MESSAGE 65536

static int64_t amount_arg(lua_State *L, int arg, const char *fn)
{
	int isint;
	lua_Integer v = lua_tointegerx(L, arg, &isint);
	if (!isint || v <= 0 || v > (lua_Integer)1 << 53)
		api_argerror(L, arg, fn, "a positive whole amount expected");
	return (int64_t)v;
}

static int done(lua_State *L, srun *r, int rc)
{
	if (rc)
		return api_fail_from_ctx(L, r);
	lua_pushboolean(L, 1);
	return 1;
}

/* ---- the ledger ---- */

static int l_move(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "move");
	int64_t amount = amount_arg(L, 1, "move");
	const currency *cur = api_currency(L, r, 2, "move");
	int from = api_holder(L, r, 3, "move"), to = api_holder(L, r, 4, "move");
	return done(L, r, ledger_move(r->c, from, to, cur, amount));
}

static int mint_or_burn(lua_State *L, int sign, const char *fn)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, fn);
	int64_t amount = amount_arg(L, 1, fn);
	const currency *cur = api_currency(L, r, 2, fn);
	int h = api_holder(L, r, 3, fn);
	if (cur->flags & CUR_FIXED)
		return done(L, r, ctx_fail(r->c, "%s are never created or destroyed; move them "
					   "instead (R506)", cur->name));
	return done(L, r, ledger_add(r->c, h, cur, sign * amount));
}

static int l_mint(lua_State *L)
{
	return mint_or_burn(L, 1, "mint");
}

static int l_burn(lua_State *L)
{
	return mint_or_burn(L, -1, "burn");
}

/* ---- offices, parameters, strength ---- */

static office *office_arg(lua_State *L, srun *r, int arg, const char *fn)
{
	office *o = office_by_name(r->n, luaL_checkstring(L, arg));
	if (!o)
		api_argerror(L, arg, fn, "no such office");
	return o;
}

static int l_appoint(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "appoint");
	const player *p = api_player(L, r, 1, "appoint");
	office *o = office_arg(L, r, 2, "appoint");
	if (!player_is_active(p))
		return done(L, r, ctx_fail(r->c, "%s is not an active player (R250 VI a)",
					   p->name));
	mut_office_holder(r->c, o, p->id);
	return done(L, r, 0);
}

static int l_vacate(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "vacate");
	mut_office_holder(r->c, office_arg(L, r, 1, "vacate"), 0);
	return done(L, r, 0);
}

static int l_create_office(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "create_office");
	size_t len;
	const char *name = luaL_checklstring(L, 1, &len);
	if (len == 0 || len > 40 || utf8_bad_at(name, len) != len)
		return api_argerror(L, 1, "create_office",
				    "an office name is 1 to 40 bytes of UTF-8");
	if (office_by_name(r->n, name))
		return done(L, r, ctx_fail(r->c, "there is already an office named '%s'", name));
	char like[256];
	int found = ctx_name_resembles(r->c, name, NAMES_OFFICE, NULL, like, sizeof like);
	if (found)
		return done(L, r, ctx_fail(r->c, found > 0 ? "cannot create the office '%s': it "
					   "looks like %s" : "cannot create the office '%s': %s",
					   name, like));
	mut_add_office(r->c, name);
	return done(L, r, 0);
}

static int l_set_param(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "set_param");
	const char *name = luaL_checkstring(L, 1);
	lua_Integer v = luaL_checkinteger(L, 2);
	return done(L, r, param_set(r->c, name, (int64_t)v));
}

static int l_set_strength(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "set_strength");
	const player *p = api_player(L, r, 1, "set_strength");
	lua_Integer v = luaL_checkinteger(L, 2);
	const char *body = luaL_optstring(L, 3, BODY_PROPOSALS);
	return done(L, r, gov_set_strength(r->c, body, p->id, (int64_t)v));
}

/* ---- messages and secrecy ---- */

static const char *message_arg(lua_State *L, int arg, const char *fn)
{
	size_t len;
	const char *s = luaL_checklstring(L, arg, &len);
	if (len > MAX_MESSAGE || strlen(s) != len)
		api_argerror(L, arg, fn, "a message is text of at most 64 KiB");
	return s;
}

static int l_say(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "say");
	const char *text = message_arg(L, 1, "say");
	ctx_reply(r->c, "%s%s", r->c->out.len ? "\n" : "", text);
	return 0;
}

/* What the forum and the news say happened (ctx_announce): seen by
 * whoever sees the event, so nobody when it is hidden. A Private or
 * Secret regulation's script announces nothing: its words could be its
 * content (Ace of Spades reg 106), so they are dropped, not refused,
 * and the script behaves the same whoever may read it. */
static int l_announce(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "announce");
	const char *text = message_arg(L, 1, "announce");
	const rules_rule *rule = r->n->rules ? rules_find_str(r->n->rules, r->s->number) : NULL;
	if (!rule || rule->visibility == RULES_VIS_PUBLIC)
		ctx_announce(r->c, "%s", text);
	return 0;
}

static int l_tell(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "tell");
	const player *p = api_player(L, r, 1, "tell");
	char from[64];
	snprintf(from, sizeof from, "Rule %s", r->s->number);
	mut_tell(r->c, p->id, from, message_arg(L, 2, "tell"));
	return 0;
}

static int l_hide(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "hide");
	/* Only its actor, the officers and the admin see the event now. */
	r->c->hidden = 1;
	return 0;
}

static int l_random(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "random");
	lua_Integer n = luaL_checkinteger(L, 1);
	if (n < 1 || n > (lua_Integer)1 << 53)
		return api_argerror(L, 1, "random", "from 1 to 2^53 expected");
	rng_key(r->c->rng, "script.random", 0);
	lua_pushinteger(L, (lua_Integer)rng_below(r->c->rng, (uint64_t)n) + 1);
	return 1;
}

/* The value at arg as canonical JSON, held by Lua (so that an error
 * raised later leaks nothing). */
static const char *text_arg(lua_State *L, int arg, const char *fn)
{
	char err[160];
	char *json = val_to_text(L, arg, err, sizeof err);
	if (!json)
		api_argerror(L, arg, fn, err);
	size_t len = strlen(json);
	lua_pushlstring(L, json, len);
	free(json);
	if (len > 1 << 20)
		api_argerror(L, arg, fn, "a value is at most 1 MiB as JSON");
	sbx_charge(L, (int64_t)len / 16);
	return lua_tostring(L, -1);
}

/* ---- timers ---- */

static int64_t duration_arg(lua_State *L, int arg, const char *fn)
{
	int64_t d = 0;
	if (lua_isinteger(L, arg))
		d = (int64_t)lua_tointeger(L, arg);
	else if (lua_type(L, arg) != LUA_TSTRING || parse_duration(lua_tostring(L, arg), &d))
		api_argerror(L, arg, fn, "a duration expected (seconds, or like 7d, 12h)");
	if (d <= 0 || d > (int64_t)100 * 365 * 86400)
		api_argerror(L, arg, fn, "a duration from 1 second to 100 years expected");
	return d;
}

static const char *timer_arg(lua_State *L, srun *r, int arg, const char *fn)
{
	const char *name = luaL_checkstring(L, arg);
	if (!decls_has(r->s->decls->timers, r->s->decls->ntimers, name)) {
		lua_pushfstring(L, "this script declares no timer '%s' (nomic.timer)", name);
		api_argerror(L, arg, fn, lua_tostring(L, -1));
	}
	return name;
}

static int schedule(lua_State *L, srun *r, const char *fn, gtime due, int64_t every, int at)
{
	const char *name = timer_arg(L, r, at, fn);
	const char *data = NULL;
	if (!lua_isnoneornil(L, at + 1))
		data = text_arg(L, at + 1, fn);
	uint64_t id = timer_add(r->c, r->s, name, due, every, data);
	lua_pushinteger(L, (lua_Integer)id);
	return 1;
}

static int l_at(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "at");
	lua_Integer t = luaL_checkinteger(L, 1);
	if (t < r->c->now)
		return api_argerror(L, 1, "at", "that time has passed");
	return schedule(L, r, "at", (gtime)t, 0, 2);
}

static int l_after(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "after");
	return schedule(L, r, "after", r->c->now + duration_arg(L, 1, "after"), 0, 2);
}

static int l_every(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "every");
	int64_t period = duration_arg(L, 1, "every");
	gtime first = r->c->now + period;
	if (!lua_isnoneornil(L, 4)) {
		first = (gtime)luaL_checkinteger(L, 4);
		if (first < r->c->now)
			return api_argerror(L, 4, "every", "that time has passed");
	}
	return schedule(L, r, "every", first, period, 2);
}

static int l_cancel(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "cancel");
	lua_pushboolean(L, timer_cancel(r->c, r->s, (uint64_t)luaL_checkinteger(L, 1)) == 0);
	return 1;
}

/* ---- state and effects ---- */

static int l_set(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "set");
	size_t kl;
	const char *key = luaL_checklstring(L, 1, &kl);
	if (kl == 0 || kl > 200 || strlen(key) != kl)
		return api_argerror(L, 1, "set", "a key is 1 to 200 bytes of text");
	const char *json = lua_isnoneornil(L, 2) ? NULL : text_arg(L, 2, "set");
	kv_set(r->c, &r->s->state, key, json);
	return 0;
}

static int l_effect(lua_State *L)
{
	srun *r = api_run(L);
	api_need(L, r, SR_ACT, "effect");
	const char *line = luaL_checkstring(L, 1);
	char cause[48];
	snprintf(cause, sizeof cause, "Rule %s", r->s->number);
	sbuf out = {0}, err = {0};
	int rc = ctx_run_effect(r->c, line, cause, &out, &err);
	if (rc == 0) {
		lua_pushboolean(L, 1);
		lua_pushstring(L, out.s ? out.s : "");
	} else {
		lua_pushnil(L);
		lua_pushstring(L, err.s ? err.s : "refused");
	}
	sbuf_free(&out);
	sbuf_free(&err);
	return 2;
}

void api_act_register(lua_State *L, srun *r)
{
	static const luaL_Reg fns[] = {
		{"move", l_move}, {"mint", l_mint}, {"burn", l_burn}, {"appoint", l_appoint},
		{"vacate", l_vacate}, {"create_office", l_create_office},
		{"set_param", l_set_param}, {"set_strength", l_set_strength}, {"say", l_say},
		{"announce", l_announce},
		{"tell", l_tell}, {"hide", l_hide}, {"random", l_random}, {"at", l_at},
		{"after", l_after}, {"every", l_every}, {"cancel", l_cancel}, {"set", l_set},
		{"effect", l_effect}, {NULL, NULL},
	};
	lua_pushlightuserdata(L, r);
	luaL_setfuncs(L, fns, 1);
}
