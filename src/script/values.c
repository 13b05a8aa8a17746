/* values.c: what crosses between a script and the nomic (script_impl.h):
 * Lua values as JSON and back. Only what has one meaning in every run
 * crosses: nil, booleans, whole numbers, UTF-8 strings, and tables of them
 * whose keys are 1..n (an array) or strings (an object). */
#include "script/script_impl.h"

#include <lauxlib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 32

/* Conversion never raises a Lua error (it holds jansson objects Lua would
 * not free); its cost is charged once it is done. */
static json_t *convert(lua_State *L, int idx, int depth, int64_t *cost, char *err,
		       size_t errlen);

static int is_array(lua_State *L, int idx, lua_Integer *n)
{
	lua_Integer count = 0, max = 0;
	lua_pushnil(L);
	while (lua_next(L, idx)) {
		lua_pop(L, 1);
		if (!lua_isinteger(L, -1)) {
			lua_pop(L, 1);
			return 0;
		}
		lua_Integer k = lua_tointeger(L, -1);
		if (k < 1) {
			lua_pop(L, 1);
			return 0;
		}
		if (k > max)
			max = k;
		count++;
	}
	*n = count;
	return count > 0 && max == count;
}

static json_t *table_to_json(lua_State *L, int idx, int depth, int64_t *cost, char *err,
			     size_t errlen)
{
	lua_Integer n;
	if (is_array(L, idx, &n)) {
		json_t *a = json_array();
		for (lua_Integer i = 1; i <= n; i++) {
			lua_rawgeti(L, idx, i);
			json_t *v = convert(L, lua_gettop(L), depth + 1, cost, err, errlen);
			lua_pop(L, 1);
			if (!v) {
				json_decref(a);
				return NULL;
			}
			json_array_append_new(a, v);
		}
		return a;
	}
	/* Keys go in sorted order: jansson keeps insertion order, and the
	 * table's own order depends on the hash seed. */
	int nkeys = 0;
	lua_pushnil(L);
	while (lua_next(L, idx)) {
		lua_pop(L, 1);
		if (lua_type(L, -1) != LUA_TSTRING) {
			snprintf(err, errlen, "a table the nomic keeps has keys 1..n or strings, "
				 "not %s keys", luaL_typename(L, -1));
			lua_pop(L, 1);
			return NULL;
		}
		nkeys++;
	}
	const char **keys = malloc((size_t)(nkeys ? nkeys : 1) * sizeof *keys);
	size_t *lens = malloc((size_t)(nkeys ? nkeys : 1) * sizeof *lens);
	int k = 0;
	lua_pushnil(L);
	while (lua_next(L, idx)) {
		lua_pop(L, 1);
		keys[k] = lua_tolstring(L, -1, &lens[k]); /* alive: the table holds it */
		k++;
	}
	for (int i = 1; i < nkeys; i++) /* insertion sort: tables the nomic keeps are small */
		for (int j = i; j > 0 && strcmp(keys[j - 1], keys[j]) > 0; j--) {
			const char *t = keys[j];
			keys[j] = keys[j - 1];
			keys[j - 1] = t;
			size_t tl = lens[j];
			lens[j] = lens[j - 1];
			lens[j - 1] = tl;
		}
	*cost += (int64_t)nkeys * (nkeys < 64 ? nkeys : 64);
	json_t *o = json_object();
	for (int i = 0; i < nkeys && o; i++) {
		if (strlen(keys[i]) != lens[i]) {
			snprintf(err, errlen, "a key holds a zero byte");
			json_decref(o);
			o = NULL;
			break;
		}
		lua_getfield(L, idx, keys[i]);
		json_t *v = convert(L, lua_gettop(L), depth + 1, cost, err, errlen);
		lua_pop(L, 1);
		if (!v) {
			json_decref(o);
			o = NULL;
			break;
		}
		json_object_set_new(o, keys[i], v);
	}
	free(keys);
	free(lens);
	return o;
}

static json_t *convert(lua_State *L, int idx, int depth, int64_t *cost, char *err,
		       size_t errlen)
{
	if (depth > MAX_DEPTH) {
		snprintf(err, errlen, "a value nested more than %d deep (or a table that holds "
			 "itself)", MAX_DEPTH);
		return NULL;
	}
	(*cost)++;
	switch (lua_type(L, idx)) {
	case LUA_TNIL:
		return json_null();
	case LUA_TBOOLEAN:
		return json_boolean(lua_toboolean(L, idx));
	case LUA_TNUMBER: {
		if (lua_isinteger(L, idx))
			return json_integer((json_int_t)lua_tointeger(L, idx));
		lua_Number d = lua_tonumber(L, idx);
		if (isfinite(d) && floor(d) == d && d >= -9.2e18 && d <= 9.2e18)
			return json_integer((json_int_t)d);
		snprintf(err, errlen, "the nomic keeps whole numbers only, not %.14g", (double)d);
		return NULL;
	}
	case LUA_TSTRING: {
		size_t len;
		const char *s = lua_tolstring(L, idx, &len);
		*cost += (int64_t)len / 16;
		json_t *j = json_stringn(s, len);
		if (!j)
			snprintf(err, errlen, "strings the nomic keeps are UTF-8");
		return j;
	}
	case LUA_TTABLE:
		return table_to_json(L, lua_absindex(L, idx), depth, cost, err, errlen);
	}
	snprintf(err, errlen, "the nomic cannot keep a %s", luaL_typename(L, idx));
	return NULL;
}

json_t *val_to_json(lua_State *L, int idx, char *err, size_t errlen)
{
	luaL_checkstack(L, 2 * MAX_DEPTH + 8, "values nested too deep");
	int64_t cost = 0;
	json_t *j = convert(L, lua_absindex(L, idx), 0, &cost, err, errlen);
	if (j && sbx_of(L)->meter.left <= cost) {
		json_decref(j); /* the charge below raises */
		j = NULL;
	}
	sbx_charge(L, cost);
	return j;
}

void val_push_json(lua_State *L, const json_t *j)
{
	luaL_checkstack(L, 4, "values nested too deep");
	switch (json_typeof(j)) {
	case JSON_OBJECT: {
		lua_createtable(L, 0, (int)json_object_size(j));
		const char *k;
		json_t *v;
		json_object_foreach((json_t *)j, k, v) {
			val_push_json(L, v);
			lua_setfield(L, -2, k);
		}
		break;
	}
	case JSON_ARRAY: {
		lua_createtable(L, (int)json_array_size(j), 0);
		for (size_t i = 0; i < json_array_size(j); i++) {
			val_push_json(L, json_array_get(j, i));
			lua_rawseti(L, -2, (lua_Integer)i + 1);
		}
		break;
	}
	case JSON_STRING:
		lua_pushlstring(L, json_string_value(j), json_string_length(j));
		break;
	case JSON_INTEGER:
		lua_pushinteger(L, (lua_Integer)json_integer_value(j));
		break;
	case JSON_REAL:
		lua_pushnumber(L, json_real_value(j));
		break;
	case JSON_TRUE:
		lua_pushboolean(L, 1);
		break;
	case JSON_FALSE:
		lua_pushboolean(L, 0);
		break;
	case JSON_NULL:
		lua_pushnil(L);
		break;
	}
}

char *val_to_text(lua_State *L, int idx, char *err, size_t errlen)
{
	json_t *j = val_to_json(L, idx, err, errlen);
	if (!j)
		return NULL;
	char *s = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
	json_decref(j);
	if (!s)
		snprintf(err, errlen, "the value cannot be kept");
	return s;
}

static int push_protected(lua_State *L)
{
	val_push_json(L, lua_touserdata(L, 1));
	return 1;
}

void val_push_text(lua_State *L, const char *text)
{
	json_t *j = text ? json_loads(text, JSON_DECODE_ANY, NULL) : NULL;
	if (!j) {
		lua_pushnil(L);
		return;
	}
	/* Building the tables may raise (the memory cap): free j first. */
	lua_pushcfunction(L, push_protected);
	lua_pushlightuserdata(L, j);
	int status = lua_pcall(L, 1, 1, 0);
	json_decref(j);
	if (status != LUA_OK)
		lua_error(L);
}
