/* inbox.c: private messages to players (see inbox.h) and the `inbox`
 * command that shows them to their owner. */
#include "core/state_ckpt.h"
#include "core/command.h"
#include "core/inbox.h"

#include <stdlib.h>
#include <string.h>

typedef struct message {
	int to;          /* the player */
	uint64_t seq;    /* the event that sent it */
	gtime when;
	char *from;
	char *text;
} message;

struct inbox {
	message **v;
	int n, cap;
};

static void destroy_message(void *p)
{
	message *m = p;
	free(m->from);
	free(m->text);
	free(m);
}

static void undo_create(undo_entry *e)
{
	inbox_free(e->obj); /* its messages were undone before this */
}

void mut_tell(ctx *c, int player_id, const char *from, const char *text)
{
	nomic *n = c->n;
	if (!n->inbox) {
		n->inbox = xcalloc(1, sizeof *n->inbox);
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->obj = n;
	}
	message *m = xcalloc(1, sizeof *m);
	m->to = player_id;
	m->seq = c->seq;
	m->when = c->now;
	m->from = xstrdup(from);
	m->text = xstrdup(text);
	mut_append(c, (void ***)&n->inbox->v, &n->inbox->n, &n->inbox->cap, m,
		   destroy_message);
}

int inbox_count(const nomic *n, int player_id)
{
	int k = 0;
	for (int i = 0; n->inbox && i < n->inbox->n; i++)
		k += n->inbox->v[i]->to == player_id;
	return k;
}

void inbox_each_after(const nomic *n, uint64_t after,
		      void (*fn)(int to, uint64_t seq, gtime when, const char *from,
				 const char *text, void *arg),
		      void *arg)
{
	for (int i = 0; n->inbox && i < n->inbox->n; i++) {
		const message *m = n->inbox->v[i];
		if (m->seq > after)
			fn(m->to, m->seq, m->when, m->from, m->text, arg);
	}
}

void inbox_free(nomic *n)
{
	if (!n->inbox)
		return;
	for (int i = 0; i < n->inbox->n; i++)
		destroy_message(n->inbox->v[i]);
	free(n->inbox->v);
	free(n->inbox);
	n->inbox = NULL;
}

static int cmd_inbox(ctx *c, int argc, char **argv)
{
	const player *p = c->actor;
	if (argc == 1) {
		if (c->kind != ACTOR_ADMIN && !(p && strcaseeq(p->name, argv[0])))
			return ctx_fail(c, "only the admin may read another player's messages");
		if (!(p = arg_player(c, argv[0])))
			return -1;
	} else if (!p) {
		return ctx_fail(c, c->kind == ACTOR_ADMIN ? "usage: inbox PLAYER (whose, for the admin)"
							  : "only players have an inbox");
	}
	for (int i = 0; c->n->inbox && i < c->n->inbox->n; i++) {
		const message *m = c->n->inbox->v[i];
		if (m->to != p->id)
			continue;
		char when[32];
		format_time(m->when, when, sizeof when);
		ctx_reply(c, "%s%s %s: %s", c->out.len ? "\n" : "", when, m->from, m->text);
	}
	if (!c->out.len)
		ctx_reply(c, "no messages for %s", p->name);
	return 0;
}

const command inbox_commands[] = {
	{"inbox", 0, 1, P_ANYONE, NULL, CMD_READONLY, cmd_inbox, NULL,
	 "inbox [PLAYER]", "the messages the rules have sent you alone", NULL},
	{NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL},
};

/* ---- checkpoints (state_ckpt.h) ---- */

void inbox_save(const nomic *n, ckw *w)
{
	if (!n->inbox) {
		ck_int(w, 0);
		return;
	}
	ck_int(w, 1);
	ck_int(w, n->inbox->n);
	for (int i = 0; i < n->inbox->n; i++) {
		const message *m = n->inbox->v[i];
		ck_int(w, m->to);
		ck_u64(w, m->seq);
		ck_i64(w, m->when);
		ck_str(w, m->from);
		ck_str(w, m->text);
	}
}

void inbox_load(nomic *n, ckr *r)
{
	if (!ckr_int(r))
		return;
	n->inbox = xcalloc(1, sizeof *n->inbox);
	int count = ckr_count(r, 5);
	n->inbox->v = count ? xcalloc((size_t)count, sizeof *n->inbox->v) : NULL;
	n->inbox->cap = count;
	for (int i = 0; i < count && ckr_ok(r); i++) {
		message *m = xcalloc(1, sizeof *m);
		n->inbox->v[n->inbox->n++] = m;
		m->to = ckr_int(r);
		m->seq = ckr_u64(r);
		m->when = ckr_i64(r);
		m->from = ckr_str(r);
		m->text = ckr_str(r);
		if (ckr_ok(r) && (!m->from || !m->text))
			ckr_fail(r, "a message without its sender or text");
	}
}
