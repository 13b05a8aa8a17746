/* exec.c: running one line of the command language as one event: tokenize,
 * find the command, check who may issue it, run the handler inside an undo
 * mark, and turn the result into a hashed event (or, in replay, check that
 * it matches the event the log holds). */
#include "core/engine_impl.h"
#include "core/idem.h"
#include "core/params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void resolve_actor(engine *e, ctx *c, const char *actor)
{
	c->actor = NULL;
	c->actor_name = actor ? actor : "";
	if (!actor || !*actor) {
		c->kind = ACTOR_ANON;
	} else if (strcmp(actor, "admin") == 0) {
		c->kind = ACTOR_ADMIN;
	} else if (strcmp(actor, "clock") == 0) {
		c->kind = ACTOR_CLOCK;
	} else if ((c->actor = player_by_name(e->n, actor))) {
		c->kind = ACTOR_PLAYER;
		c->actor_name = c->actor->name;
	} else {
		/* Someone not yet a player, who may only join (R252). */
		c->kind = ACTOR_ANON;
	}
}

/* Trims the line as logged: no surrounding blanks or line ending. */
static char *logged_line(const char *line)
{
	while (*line == ' ' || *line == '\t')
		line++;
	size_t n = strlen(line);
	while (n && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\n' ||
		     line[n - 1] == '\r'))
		n--;
	char *s = xmalloc(n + 1);
	memcpy(s, line, n);
	s[n] = '\0';
	return s;
}

static void batch_push(engine *e, const store_event *ev)
{
	if (e->nbatch == e->capbatch) {
		e->capbatch = e->capbatch ? e->capbatch * 2 : 16;
		e->batch = xrealloc(e->batch, e->capbatch * sizeof *e->batch);
	}
	e->batch[e->nbatch++] = *ev;
}

/* A refusal is one line (ARCHITECTURE.md, Commands), though it may quote
 * what was given, and a quoted word may hold a line break ("\n" or a raw
 * one inside quotes): each control character is shown escaped. Found by
 * fuzz_command: `"\n"` as a command's name made a two-line error. */
static void one_line(sbuf *err)
{
	sbuf o = {0};
	for (size_t i = 0; i < err->len; i++) {
		unsigned char ch = (unsigned char)err->s[i];
		if (ch == '\n')
			sbuf_add(&o, "\\n");
		else if (ch == '\r')
			sbuf_add(&o, "\\r");
		else if (ch < ' ' || ch == 0x7f)
			sbuf_printf(&o, "\\x%02x", ch);
		else
			sbuf_addn(&o, (const char *)&ch, 1);
	}
	sbuf_free(err);
	*err = o;
}

static const command *lookup(engine *e, exec_run *r, words *w, int *used)
{
	char why[128];
	if (words_split(w, r->line, why, sizeof why)) {
		sbuf_printf(&r->err, "%s", why);
		return NULL;
	}
	if (w->n == 0) {
		sbuf_add(&r->err, "empty command (try 'help')");
		words_free(w);
		return NULL;
	}
	const command *cmd = command_find(e->n, w->v, w->n, used);
	if (!cmd)
		sbuf_printf(&r->err, "unknown command '%s' (try 'help')", w->v[0]);
	if (!cmd)
		words_free(w);
	return cmd;
}

static void ctx_setup(engine *e, ctx *c, const char *actor)
{
	memset(c, 0, sizeof *c);
	c->n = e->n;
	c->j = &e->j;
	c->seq = e->seq + 1;
	c->now = e->n->now;
	resolve_actor(e, c, actor);
}

int exec_clock_target(engine *e, const char *actor, const char *line, gtime now, gtime *t)
{
	exec_run r = {.line = line};
	words w;
	int used, rc = -1;
	const command *cmd = lookup(e, &r, &w, &used);
	if (cmd && cmd->clock_target) {
		ctx c;
		ctx_setup(e, &c, actor);
		c.now = now;
		int argc = w.n - used;
		if (!command_denied(cmd, &c) && argc >= cmd->min_args && argc <= cmd->max_args)
			rc = cmd->clock_target(&c, argc, w.v + used, t);
		sbuf_free(&c.err);
	}
	if (cmd)
		words_free(&w);
	sbuf_free(&r.err);
	return rc;
}

static int check_replay(exec_run *r, const store_event *ev)
{
	const store_event *lg = r->logged;
	if (ev->time != lg->time)
		sbuf_printf(&r->err, "its time does not follow from its command");
	else if (strcmp(ev->args, lg->args))
		sbuf_printf(&r->err, "it replays to other arguments: %s, not %s", ev->args, lg->args);
	else if (strcmp(ev->draws, lg->draws))
		sbuf_printf(&r->err, "it replays to other draws: %s, not %s", ev->draws, lg->draws);
	else if (ev->hidden != lg->hidden)
		sbuf_printf(&r->err, "its visibility differs on replay");
	else
		return 0;
	return -1;
}

/* A keyed command (idem.h): its key's hash goes into the logged arguments,
 * live from the submission and in replay from the log, and the state
 * remembers the event and its reply. */
static void remember_key(ctx *c, const exec_run *r)
{
	unsigned char h[32];
	/* In replay, only an event whose logged text has the key is parsed
	 * for it (json_canonical writes a key as it is, unescaped). */
	const char *logged = r->mode != EXEC_LIVE && c->logged && c->logged->text &&
				     strstr(c->logged->text, "\"_idem\"")
				     ? ctx_recorded_str(c, "_idem")
				     : NULL;
	if (r->mode == EXEC_LIVE && r->idem)
		memcpy(h, r->idem, sizeof h);
	else if (!logged || hex_decode(logged, h, sizeof h))
		return;
	char hex[65];
	hex_encode(h, sizeof h, hex);
	ctx_arg_str(c, "_idem", hex);
	mut_idem_record(c, h, c->seq, c->out.s);
}

/* The arguments to log: live, c's written canonically; in replay, the
 * logged text itself when c's are the same JSON value (so check_replay's
 * comparison holds), else c's written canonically (so it fails, naming
 * both). The logged text was written by json_canonical, so json_text_is
 * (json_match.c) answers the common case in one pass with neither a parse
 * nor a write; when it cannot, the logged text is parsed and compared as
 * a value, as before. NULL: the logged arguments are not JSON. */
static char *replay_args(const exec_run *r, const ctx *c, logged_args *logged)
{
	if (r->mode == EXEC_LIVE)
		return json_canonical(c->args);
	if (json_text_is(r->logged->args, c->args))
		return xstrdup(r->logged->args);
	const json_t *was = logged_args_value(logged);
	if (!was)
		return NULL;
	return json_equal(c->args, was) ? xstrdup(r->logged->args) : json_canonical(c->args);
}

int exec_line(engine *e, exec_run *r)
{
	words w;
	int used;
	const command *cmd = lookup(e, r, &w, &used);
	if (!cmd) {
		one_line(&r->err);
		return -1;
	}
	int argc = w.n - used, rc = -1;
	char **argv = w.v + used;
	rng_draw *rec = NULL;
	int nrec = 0;
	ctx c;
	ctx_setup(e, &c, r->actor);
	/* The actor is logged as given when e is no player yet (the CLI's
	 * --as): only as UTF-8, or the event would drop out of the log's JSON. */
	size_t alen = strlen(c.actor_name);
	if (r->mode == EXEC_LIVE && utf8_bad_at(c.actor_name, alen) != alen) {
		sbuf_add(&r->err, "the actor's name is not valid UTF-8, so it cannot be logged");
		goto out;
	}
	const char *denied = command_denied(cmd, &c);
	if (denied) {
		sbuf_add(&r->err, denied);
		goto out;
	}
	if (argc < cmd->min_args || argc > cmd->max_args) {
		sbuf_printf(&r->err, "usage: %s", cmd->usage);
		goto out;
	}
	event_scope scope = {.clock = c.kind == ACTOR_CLOCK};
	c.scope = &scope;
	if (cmd->flags & CMD_READONLY) {
		/* A view draws nothing, but may derive a key from the seed
		 * (rng_subkey: a player's personal mail address). Its stream
		 * is one that replays an empty log of draws, so a draw could
		 * never reveal the next event's. */
		static const rng_draw none[1];
		rng g;
		rng_begin(&g, e->have_seed && r->mode == EXEC_LIVE ? e->seed : NULL, c.seq,
			  none, 0);
		c.rng = &g;
		rc = command_run(&c, cmd, argc, argv);
		c.rng = NULL;
		rng_end(&g);
		sbuf_free(&scope.news);
		goto out;
	}

	gtime t = r->time;
	if (cmd->clock_target && r->mode == EXEC_LIVE) {
		/* The command decides its own time. (In replay the logged time
		 * stands: deadlines that ran first have moved the clock since.) */
		c.now = r->time;
		if (cmd->clock_target(&c, argc, argv, &t))
			goto out;
	}
	if (e->seq > 0 && t < e->n->now) {
		sbuf_add(&r->err, "an event may not come before the one it follows");
		goto out;
	}
	if (r->mode != EXEC_LIVE && (nrec = draws_from_json(r->logged->draws, &rec)) < 0) {
		sbuf_add(&r->err, "its draws are malformed");
		goto out;
	}
	/* The logged arguments are parsed only if a handler asks for them
	 * (ctx.h logged_args); their text is compared below. */
	logged_args logged = {.text = r->mode != EXEC_LIVE ? r->logged->args : NULL};

	size_t mark = undo_mark(&e->j);
	UNDO_SET(&e->j, e->n->now, t);
	c.now = t;
	c.logged = r->mode != EXEC_LIVE ? &logged : NULL;
	c.replaying = r->mode != EXEC_LIVE;
	c.args = json_object();
	scope.args = c.args;
	scope.logged = c.logged;
	rng g;
	rng_begin(&g, e->have_seed && r->mode != EXEC_REPLAY ? e->seed : NULL, c.seq,
		  r->mode == EXEC_REPLAY ? rec : NULL, r->mode == EXEC_REPLAY ? nrec : 0);
	/* Purpose-keyed draws (rng.h) as the nomic stands when the event
	 * begins: a `param set rng.keyed` changes the draws after it. */
	if (param_int(e->n, "rng.keyed"))
		rng_keyed(&g, mut_rng_count, &c);
	c.rng = &g;
	rc = command_run(&c, cmd, argc, argv);
	if (rc == 0)
		remember_key(&c, r);
	if (rc == 0 && g.mismatch) {
		ctx_fail(&c, "it asks for draws the log does not hold");
		rc = -1;
	}
	if (rc == 0) {
		char *args = replay_args(r, &c, &logged);
		if (!args) {
			sbuf_add(&r->err, "its arguments are not JSON");
			rc = -1;
			goto undo;
		}
		store_event ev = {
			.seq = c.seq, .time = t, .actor = xstrdup(c.actor_name),
			.command = logged_line(r->line), .args = args,
			.draws = draws_to_json(g.draws, g.ndraws), .hidden = c.hidden,
		};
		memcpy(ev.prev, e->last_hash, HASH_BYTES);
		/* In replay the event rebuilt is the logged one field for field
		 * once check_replay passes, and the caller has checked the logged
		 * hash already: hash only new events. */
		if (r->mode == EXEC_LIVE)
			event_hash(&ev, ev.hash);
		else
			memcpy(ev.hash, r->logged->hash, HASH_BYTES);
		if (r->mode != EXEC_LIVE && check_replay(r, &ev)) {
			store_event_free(&ev);
			rc = -1;
		} else {
			/* Who may see what of it, by player id (visibility.h). */
			vis_mark m = {
				.whole = (c.hidden ? VIS_HIDDEN : 0) | c.sealed,
				.owner = c.kind == ACTOR_PLAYER && c.actor ? c.actor->id : 0,
				.effects = c.sealed_effects, .neffects = c.nsealed_effects,
				.text = scope.news.s,
			};
			vis_index_add(e->vis, ev.seq, &m);
			e->seq = ev.seq;
			memcpy(e->last_hash, ev.hash, HASH_BYTES);
			if (r->mode == EXEC_LIVE) {
				batch_push(e, &ev);
				r->appended = 1;
			} else {
				store_event_free(&ev);
			}
		}
	}
undo:
	if (rc)
		undo_rollback(&e->j, mark);
	rng_end(&g);
	json_decref(c.args);
	json_decref(logged.value);
	sbuf_free(&scope.news);
out:
	if (rc && !r->err.len)
		sbuf_add(&r->err, c.err.len ? c.err.s : "the command failed");
	if (rc)
		one_line(&r->err);
	if (rc == 0) {
		sbuf_add(&r->text, c.out.s ? c.out.s : "");
		r->secret = c.secret;
		c.secret = NULL;
	}
	free(c.secret);
	free(c.sealed_effects);
	sbuf_free(&c.out);
	sbuf_free(&c.err);
	rng_draws_free(rec, nrec);
	words_free(&w);
	return rc;
}

void exec_run_free(exec_run *r)
{
	sbuf_free(&r->text);
	sbuf_free(&r->err);
	free(r->secret);
	r->secret = NULL;
}
