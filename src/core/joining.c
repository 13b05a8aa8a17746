/* joining.c: who may become a player, and how (Ackanomic R252 I: "A
 * Non-Player wishing to join the game shall notify the Registrar ...
 * Upon ... the Registrar being satisfied that it is legal, the Registrar
 * shall post a public message announcing the new player").
 *
 * The parameter join.mode (R252 I) says how someone not signed in joins:
 *   approval    (the default, R252 I as written): `join` files an
 *               application; the Registrar (or, the office vacant, the
 *               admin) admits or refuses it. The applicant's token is
 *               issued with the application and works once admitted.
 *   invitation  `join NAME [STATE] CODE` with a code the Registrar or the
 *               admin issued (`invite`), good for one new player.
 *   open        anyone with a legal name joins at once.
 * The admin may always join a player directly (whoever runs the server
 * acts for the game), and a former player rejoins as before (R250 I: the
 * same player). The join itself is cmd_players.c's; this file decides
 * whether it may happen now and keeps the applications and the codes. */
#include "core/state_ckpt.h"
#include "core/command.h"
#include "core/joining.h"
#include "core/names.h"
#include "core/params.h"
#include "core/players.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct application {
	char *name;
	enum player_state state;   /* what e asked to be (R252 I) */
	unsigned char token[32];   /* issued with the application */
	gtime when;
} application;

typedef struct invitation {
	unsigned char hash[32];    /* BLAKE2b of the code; the code is shown once */
	int used;
	gtime when;
} invitation;

struct joining {
	application **apps;
	int napps, apps_cap;
	invitation **invs;
	int ninvs, invs_cap;
};

static void destroy_app(void *p)
{
	application *a = p;
	free(a->name);
	free(a);
}

void joining_free(nomic *n)
{
	struct joining *j = n->joining;
	if (!j)
		return;
	for (int i = 0; i < j->napps; i++)
		destroy_app(j->apps[i]);
	for (int i = 0; i < j->ninvs; i++)
		free(j->invs[i]);
	free(j->apps);
	free(j->invs);
	free(j);
	n->joining = NULL;
}

static void undo_create(undo_entry *e)
{
	joining_free(e->obj); /* everything in it was undone before this */
}

static struct joining *joining_of(ctx *c)
{
	if (!c->n->joining) {
		c->n->joining = xcalloc(1, sizeof *c->n->joining);
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->obj = c->n;
	}
	return c->n->joining;
}

static int app_index(const nomic *n, const char *name)
{
	const struct joining *j = n->joining;
	for (int i = 0; j && i < j->napps; i++)
		if (strcaseeq(j->apps[i]->name, name))
			return i;
	return -1;
}

int joining_name_pending(const nomic *n, const char *name)
{
	return app_index(n, name) >= 0;
}

/* ---- the gate ---- */

enum join_mode { JOIN_OPEN, JOIN_INVITATION, JOIN_APPROVAL };

static int use_code(ctx *c, const char *code)
{
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)code, strlen(code), NULL, 0);
	struct joining *j = c->n->joining;
	for (int i = 0; j && i < j->ninvs; i++)
		if (!j->invs[i]->used && sodium_memcmp(h, j->invs[i]->hash, sizeof h) == 0) {
			UNDO_SET(c->j, j->invs[i]->used, 1);
			return 0;
		}
	return ctx_fail(c, "that is not an invitation code this nomic issued, or it was used "
			"(R252 I, join.mode invitation)");
}

int joining_gate(ctx *c, const char *name, enum player_state st, const char *code)
{
	if (c->kind == ACTOR_ADMIN)
		return JOIN_NOW;
	int64_t mode = param_int(c->n, "join.mode");
	if (mode == JOIN_OPEN)
		return code ? ctx_fail(c, "joining is open: no code is needed (join.mode, R252 I)")
			    : JOIN_NOW;
	if (mode == JOIN_INVITATION) {
		if (!code)
			return ctx_fail(c, "joining is by invitation: join NAME [voting|non-voting] "
					"CODE, with a code from the Registrar (R252 I)");
		return use_code(c, code) ? -1 : JOIN_NOW;
	}
	if (code)
		return ctx_fail(c, "joining is by the Registrar's approval: no code is needed "
				"(join.mode, R252 I)");
	/* R252 I: the Registrar must be satisfied; the application waits. */
	struct joining *j = joining_of(c);
	application *a = xcalloc(1, sizeof *a);
	a->name = xstrdup(name);
	a->state = st;
	a->when = c->now;
	mut_append(c, (void ***)&j->apps, &j->napps, &j->apps_cap, a, destroy_app);
	if (ctx_issue_token(c, "nmc_", "_token", a->token))
		return ctx_fail(c, "the logged token hash is malformed");
	ctx_arg_str(c, "name", name);
	ctx_arg_str(c, "applies", player_state_name(st));
	ctx_reply(c, "%s asks to join (%s); the Registrar admits or refuses (R252 I). Keep the "
		  "token below: it works once you are admitted", name, player_state_name(st));
	return JOIN_APPLIED;
}

/* ---- the Registrar's commands ---- */

static int cmd_admit(ctx *c, int argc, char **argv)
{
	int i = app_index(c->n, argv[0]);
	if (i < 0)
		return ctx_fail(c, "nobody named '%s' has asked to join", argv[0]);
	struct joining *j = c->n->joining;
	application *a = j->apps[i];
	/* Someone took the name, or one it looks like, meanwhile. */
	const char *why = player_name_problem(c->n, a->name, NULL);
	if (why)
		return ctx_fail(c, "cannot admit '%s': %s", a->name, why);
	char like[256];
	int found = ctx_name_resembles(c, a->name, NAMES_PLAYER, NULL, like, sizeof like);
	if (found > 0)
		return ctx_fail(c, "cannot admit '%s': it looks like %s", a->name, like);
	if (found < 0)
		return ctx_fail(c, "cannot admit '%s': %s", a->name, like);
	ctx_arg_str(c, "name", a->name);
	ctx_reply(c, "the Registrar admits %s (R252 I): ", a->name);
	player *p = player_admit(c, a->name, a->state, a->token);
	mut_remove_at(c, (void ***)&j->apps, &j->napps, i, destroy_app);
	return p ? 0 : -1;
}

static int cmd_refuse(ctx *c, int argc, char **argv)
{
	int i = app_index(c->n, argv[0]);
	if (i < 0)
		return ctx_fail(c, "nobody named '%s' has asked to join", argv[0]);
	struct joining *j = c->n->joining;
	ctx_arg_str(c, "name", j->apps[i]->name);
	ctx_reply(c, "the Registrar is not satisfied: %s does not join (R252 I)", j->apps[i]->name);
	mut_remove_at(c, (void ***)&j->apps, &j->napps, i, destroy_app);
	return 0;
}

static int cmd_applications(ctx *c, int argc, char **argv)
{
	const struct joining *j = c->n->joining;
	for (int i = 0; j && i < j->napps; i++) {
		char when[32];
		format_time(j->apps[i]->when, when, sizeof when);
		ctx_reply(c, "%s%s (%s), since %s", i ? "\n" : "", j->apps[i]->name,
			  player_state_name(j->apps[i]->state), when);
	}
	if (!c->out.len)
		ctx_reply(c, "nobody is waiting to join");
	return 0;
}

static int cmd_invite(ctx *c, int argc, char **argv)
{
	struct joining *j = joining_of(c);
	invitation *inv = xcalloc(1, sizeof *inv);
	inv->when = c->now;
	/* Like a token: the code is shown to the issuer once; its hash is
	 * logged (and, in replay, read back). */
	if (ctx_issue_token(c, "inv_", "_code", inv->hash)) {
		free(inv);
		return ctx_fail(c, "the logged code hash is malformed");
	}
	mut_append(c, (void ***)&j->invs, &j->ninvs, &j->invs_cap, inv, free);
	ctx_reply(c, "an invitation code for one new player (R252 I); it is shown once");
	return 0;
}

const command joining_commands[] = {
	{"admit", 1, 1, P_OFFICER, "Registrar", 0, cmd_admit, NULL,
	 "admit NAME", "admit someone who asked to join", "R252 I"},
	{"refuse", 1, 1, P_OFFICER, "Registrar", 0, cmd_refuse, NULL,
	 "refuse NAME", "refuse someone who asked to join", "R252 I"},
	{"applications", 0, 0, P_ANYONE, NULL, CMD_READONLY, cmd_applications, NULL,
	 "applications", "who is waiting for the Registrar to admit em", "R252 I"},
	{"invite", 0, 0, P_OFFICER, "Registrar", 0, cmd_invite, NULL,
	 "invite", "issue a code with which one new player may join", "R252 I"},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

/* ---- checkpoints (state_ckpt.h) ---- */

void joining_save(const nomic *n, ckw *w)
{
	const struct joining *j = n->joining;
	if (!j) {
		ck_int(w, 0);
		return;
	}
	ck_int(w, 1);
	ck_int(w, j->napps);
	for (int i = 0; i < j->napps; i++) {
		const application *a = j->apps[i];
		ck_str(w, a->name);
		ck_int(w, (int)a->state);
		ck_bytes(w, a->token, sizeof a->token);
		ck_i64(w, a->when);
	}
	ck_int(w, j->ninvs);
	for (int i = 0; i < j->ninvs; i++) {
		const invitation *v = j->invs[i];
		ck_bytes(w, v->hash, sizeof v->hash);
		ck_int(w, v->used);
		ck_i64(w, v->when);
	}
}

void joining_load(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return;
	struct joining *j = n->joining = xcalloc(1, sizeof *n->joining);
	int napps = ckr_count(r, 36);
	j->apps = napps ? xcalloc((size_t)napps, sizeof *j->apps) : NULL;
	j->apps_cap = napps;
	for (int i = 0; i < napps && ckr_ok(r); i++) {
		application *a = xcalloc(1, sizeof *a);
		j->apps[j->napps++] = a;
		a->name = ckr_str(r);
		int st = ckr_int(r);
		ckr_bytes(r, a->token, sizeof a->token);
		a->when = ckr_i64(r);
		if (ckr_ok(r) && (!a->name || st < 0 || st >= PS_COUNT))
			ckr_fail(r, "an application without a name or with an unknown state");
		a->state = (enum player_state)st;
	}
	int ninvs = ckr_count(r, 35);
	j->invs = ninvs ? xcalloc((size_t)ninvs, sizeof *j->invs) : NULL;
	j->invs_cap = ninvs;
	for (int i = 0; i < ninvs && ckr_ok(r); i++) {
		invitation *v = xcalloc(1, sizeof *v);
		j->invs[j->ninvs++] = v;
		ckr_bytes(r, v->hash, sizeof v->hash);
		v->used = ckr_int(r);
		v->when = ckr_i64(r);
	}
}
