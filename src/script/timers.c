/* timers.c: deadlines a script schedules (nomic.at, nomic.after,
 * nomic.every), run by the clock like every other default action: each
 * calls the script's nomic.timer function of that name, as an event of the
 * clock's, and a recurring one then schedules its next call a period after
 * the last was due (so a weekly salary stays on its weekday). A script's
 * timers go when its script is replaced or its rule is repealed. */
#include "script/script_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void timer_destroy(void *p)
{
	timer *t = p;
	free(t->rule);
	free(t->name);
	free(t->data);
	free(t);
}

static int timer_index(const struct scripts *ss, uint64_t id)
{
	for (int i = 0; ss && i < ss->ntimers; i++)
		if (ss->timers[i]->id == id)
			return i;
	return -1;
}

uint64_t timer_add(ctx *c, script *s, const char *name, gtime due, int64_t every,
		   const char *data)
{
	struct scripts *ss = scripts_of(c);
	timer *t = xcalloc(1, sizeof *t);
	t->id = ss->next_timer;
	UNDO_SET(c->j, ss->next_timer, ss->next_timer + 1);
	t->rule = xstrdup(s->number);
	t->name = xstrdup(name);
	t->every = every;
	t->data = data ? xstrdup(data) : NULL;
	t->deadline = deadline_add(c, due, &dl_script_timer, 0, (int64_t)t->id);
	mut_append(c, (void ***)&ss->timers, &ss->ntimers, &ss->timers_cap, t, timer_destroy);
	return t->id;
}

static void drop(ctx *c, int i)
{
	struct scripts *ss = c->n->scripts;
	deadline_cancel(c, ss->timers[i]->deadline);
	mut_remove_at(c, (void ***)&ss->timers, &ss->ntimers, i, timer_destroy);
}

int timer_cancel(ctx *c, script *s, uint64_t id)
{
	int i = timer_index(c->n->scripts, id);
	if (i < 0 || strcmp(c->n->scripts->timers[i]->rule, s->number))
		return -1; /* a script cancels only its own */
	drop(c, i);
	return 0;
}

void timers_cancel_of(ctx *c, const char *rule)
{
	struct scripts *ss = c->n->scripts;
	for (int i = ss ? ss->ntimers - 1 : -1; i >= 0; i--)
		if (strcmp(ss->timers[i]->rule, rule) == 0)
			drop(c, i);
}

static int push_timer(lua_State *L, srun *r, void *arg)
{
	const timer *t = arg;
	lua_createtable(L, 0, 4);
	lua_pushinteger(L, (lua_Integer)t->id);
	lua_setfield(L, -2, "id");
	lua_pushstring(L, t->name);
	lua_setfield(L, -2, "name");
	lua_pushinteger(L, (lua_Integer)r->c->now);
	lua_setfield(L, -2, "time");
	if (t->data) {
		val_push_text(L, t->data);
		lua_setfield(L, -2, "data");
	}
	return 1;
}

static int fire_timer(ctx *c, const deadline *d)
{
	struct scripts *ss = c->n->scripts;
	int i = timer_index(ss, (uint64_t)d->aux);
	if (i < 0)
		return 0;
	timer *t = ss->timers[i];
	script *s = script_find(c->n, t->rule);
	ctx_arg_str(c, "timer", t->name);
	if (!s) {
		mut_remove_at(c, (void ***)&ss->timers, &ss->ntimers, i, timer_destroy);
		return 0;
	}
	/* Schedule the next call first: the timer may cancel itself. */
	if (t->every > 0) {
		UNDO_SET(c->j, t->deadline,
			 deadline_add(c, d->due + t->every, &dl_script_timer, 0, d->aux));
	} else {
		mut_remove_at(c, (void ***)&ss->timers, &ss->ntimers, i, timer_destroy);
	}
	char err[8];
	return srun_call(c, c->n, s, SR_ACT, 0, "timer", t->name, push_timer, NULL, t, err,
			 sizeof err) < 0 ? -1 : 0;
}

static const char *timer_rule(const nomic *n, const deadline *d, char *buf, size_t len)
{
	int i = timer_index(n->scripts, (uint64_t)d->aux);
	const script *s = i >= 0 ? script_find(n, n->scripts->timers[i]->rule) : NULL;
	if (!s)
		return "a rule's script";
	snprintf(buf, len, "%s, its timer '%s'", s->cite, n->scripts->timers[i]->name);
	return buf;
}

const deadline_kind dl_script_timer = {"script-timer", "a rule's script", fire_timer, timer_rule};
