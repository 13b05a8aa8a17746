/* aos_state.c: the Ace of Spades contest's state (aos.h): its life, the
 * writable copy each changing command takes (aos_w), and its lookups. */
#include "agora/aos/aos.h"

#include <stdlib.h>
#include <string.h>

const aos *aos_peek(const nomic *n)
{
	return n->aos;
}

void aos_free_part(aos *s)
{
	if (!s)
		return;
	free(s->result);
	for (int i = 0; i < s->nsuits; i++)
		free(s->suits[i]);
	free(s->suits);
	aos_cards_free(&s->deck);
	for (int i = 0; i < s->nm; i++)
		aos_cards_free(&s->m[i].hand);
	free(s->m);
	for (int i = 0; i < s->ng; i++)
		free(s->g[i].key);
	free(s->g);
	for (int i = 0; i < s->nd; i++)
		free(s->d[i].key);
	free(s->d);
	for (int i = 0; i < s->np; i++) {
		free(s->p[i].text);
		free(s->p[i].votes);
	}
	free(s->p);
	for (int i = 0; i < s->no; i++) {
		aos_cards_free(&s->o[i].give);
		aos_cards_free(&s->o[i].want);
	}
	free(s->o);
	for (int i = 0; i < s->na; i++) {
		free(s->a[i].members);
		free(s->a[i].agreed);
	}
	free(s->a);
	for (int i = 0; i < s->nin; i++) {
		free(s->in[i].arg);
		free(s->in[i].text);
		aos_cards_free(&s->in[i].cards);
		free(s->in[i].v);
	}
	free(s->in);
	for (int i = 0; i < s->nch; i++) {
		free(s->ch[i].reg);
		free(s->ch[i].text);
		free(s->ch[i].consent);
	}
	free(s->ch);
	free(s);
}

void aos_free(nomic *n)
{
	aos_free_part(n->aos);
	n->aos = NULL;
}

/* The journal's step: rollback puts the old part back and frees the copy;
 * commit frees the old part. */
static void undo_swap(undo_entry *e)
{
	nomic *n = e->ptr;
	aos_free_part(n->aos);
	n->aos = e->obj;
}

static void release_old(undo_entry *e)
{
	aos_free_part(e->obj);
}

aos *aos_clone(const nomic *n, const aos *s)
{
	ckw w = {0};
	aos_write(s, &w);
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	aos *copy = aos_read(n, &r);
	sbuf_free(&w.b);
	return copy;
}

aos *aos_w(ctx *c)
{
	if (!c->n->aos) {
		ctx_fail(c, "no Ace of Spades contest has begun (`aos start CONTESTMASTER`)");
		return NULL;
	}
	aos *copy = aos_clone(c->n, c->n->aos);
	if (!copy) {
		ctx_fail(c, "the contest's state could not be copied");
		return NULL;
	}
	undo_entry *e = undo_push(c->j, undo_swap, release_old);
	e->ptr = c->n;
	e->obj = c->n->aos;
	c->n->aos = copy;
	return copy;
}

aos_member *aos_member_of(const aos *s, int pid)
{
	for (int i = 0; s && i < s->nm; i++)
		if (s->m[i].pid == pid)
			return &s->m[i];
	return NULL;
}

/* The Contestmaster acts for the Contest (reg 102, 115); the admin may do
 * whatever e may. */
int aos_is_cm(const ctx *c, const aos *s)
{
	return c->kind == ACTOR_ADMIN || c->kind == ACTOR_CLOCK ||
	       (c->kind == ACTOR_PLAYER && c->actor && c->actor->id == s->cm);
}

aos_member *aos_arg_member(ctx *c, const aos *s, const char *name)
{
	const player *p = player_by_name(c->n, name);
	aos_member *m = p ? aos_member_of(s, p->id) : NULL;
	if (!m || !m->active) {
		ctx_fail(c, "%s is not a Contestant (reg 102)", name);
		return NULL;
	}
	return m;
}

const char *aos_name(const nomic *n, int pid)
{
	const player *p = player_by_id(n, pid);
	return p ? p->name : "?";
}

int aos_alliance_formed(const aos_alliance *a)
{
	return a->n >= 2 && a->nagreed == a->n;
}
