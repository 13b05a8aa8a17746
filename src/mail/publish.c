/* publish.c: what the forum and each player's mailbox are told (Ackanomic
 * R370.1: the official list and its digest form).
 *
 * The forum sees the log only as the public does: every event through
 * engine_log_heads_json for no viewer, which renders each with vis_event_json,
 * so a hidden move, a secret vote, a Private regulation or a token never
 * reaches it; an event withheld in any part is not published at all. Of
 * the rest it publishes the public text (ctx_announce, "text") or, for an
 * event with none, who did what. A private message to a player (inbox.h:
 * eir hand, a reminder) goes only to that player's contact address.
 *
 * Two cursors in the outbox ("forum", "private") say how far it has read;
 * the mails and the cursors move in one transaction, so a crash or a
 * restart neither loses nor repeats a mail. A sign-in link (signin.c)
 * issued after the "private" cursor, still live, goes to its player's
 * contact address with its code, derived here from the seed (the only
 * place it is ever written). Digest lines gather per
 * subscriber and day (UTC, the wall clock's) and go out as one mail once
 * the day is over. */
#include "core/inbox.h"
#include "core/util.h"
#include "mail/mail_impl.h"

#include <jansson.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DAY 86400
#define BATCH 200

typedef struct sub_copy {
	char *address;
	enum mail_mode mode;
} sub_copy;

typedef struct private_msg {
	uint64_t seq;
	char *to, *name, *from, *text;
} private_msg;

typedef struct publisher {
	engine *e;
	outbox *o;
	char *forum, *title;
	uint64_t since;
	sub_copy *subs;
	int nsubs;
	private_msg *priv;
	int npriv;
	signin_link_out *links;
	int nlinks;
	uint64_t head;
	int64_t now;
} publisher;

static void take_state(publisher *p)
{
	const nomic *n = engine_read_begin(p->e);
	p->forum = mail_forum(n) ? xstrdup(mail_forum(n)) : NULL;
	p->title = xstrdup(n->title ? n->title : "nomic");
	p->since = mail_forum_since(n);
	p->nsubs = mail_nsubs(n);
	p->subs = xcalloc((size_t)p->nsubs + 1, sizeof *p->subs);
	for (int i = 0; i < p->nsubs; i++) {
		const mail_sub *s = mail_sub_at(n, i);
		p->subs[i] = (sub_copy){xstrdup(s->address), s->mode};
	}
	engine_read_end(p->e);
}

static void publisher_free(publisher *p)
{
	free(p->forum);
	free(p->title);
	for (int i = 0; i < p->nsubs; i++)
		free(p->subs[i].address);
	free(p->subs);
	for (int i = 0; i < p->npriv; i++) {
		free(p->priv[i].to);
		free(p->priv[i].name);
		free(p->priv[i].from);
		free(p->priv[i].text);
	}
	free(p->priv);
	signin_links_out_free(p->links, p->nlinks);
}

/* The first line of text, at most 60 bytes cut at a character's start. */
static char *headline(const char *text)
{
	size_t n = strcspn(text, "\n");
	if (n > 60) {
		n = 60;
		while (n && ((unsigned char)text[n] & 0xC0) == 0x80)
			n--;
	}
	char *h = xmalloc(n + 1);
	memcpy(h, text, n);
	h[n] = '\0';
	return h;
}

static int queue_to(publisher *p, const char *kind, const char *to, const char *subject,
		    const char *body, const char *dedup)
{
	outmail om = {.from = p->forum, .from_name = p->title, .to = to, .subject = subject,
		      .body = body, .auto_submitted = "auto-generated", .date = p->now};
	/* The forum's mail comes from the forum, so its bounces come back
	 * to it, where the gateway drops them. */
	return mail_queue(p->o, kind, p->forum, &om, dedup, p->now);
}

/* One public event to every subscriber: a mail each, or a digest line. */
static int publish_event(publisher *p, json_t *ev)
{
	if (json_is_true(json_object_get(ev, "hidden")))
		return 0; /* withheld in whole or in part: not the forum's */
	uint64_t seq = (uint64_t)json_integer_value(json_object_get(ev, "seq"));
	const char *text = json_string_value(json_object_get(ev, "text"));
	const char *actor = json_string_value(json_object_get(ev, "actor"));
	const char *command = json_string_value(json_object_get(ev, "command"));
	const char *when = json_string_value(json_object_get(ev, "time"));
	sbuf said = {0};
	if (text && *text)
		sbuf_add(&said, text);
	else if (actor && command && strcmp(actor, "clock") != 0)
		sbuf_printf(&said, "%s: %s", actor, command);
	else
		return 0; /* the clock's bookkeeping, with nothing to say */
	int rc = 0;
	char *head = headline(said.s);
	sbuf subject = {0}, body = {0}, line = {0};
	sbuf_printf(&subject, "[%s] %s", p->title, head);
	sbuf_printf(&body, "Event %llu, %s:\n\n%s\n\n-- \n%s's forum. To stop these mails, "
		    "send `forum unsubscribe` to your personal address.\n",
		    (unsigned long long)seq, when ? when : "", said.s, p->title);
	sbuf_printf(&line, "%llu %s %s", (unsigned long long)seq, when ? when : "", said.s);
	for (int i = 0; i < p->nsubs && !rc; i++) {
		if (p->subs[i].mode == MAIL_DIGEST) {
			rc = outbox_digest_add(p->o, p->subs[i].address, p->now / DAY, line.s);
			continue;
		}
		char dedup[400];
		snprintf(dedup, sizeof dedup, "forum:%llu:%s", (unsigned long long)seq,
			 p->subs[i].address);
		rc = queue_to(p, "forum", p->subs[i].address, subject.s, body.s, dedup);
	}
	free(head);
	sbuf_free(&said);
	sbuf_free(&subject);
	sbuf_free(&body);
	sbuf_free(&line);
	return rc;
}

/* The public events after the cursor, up to the head, at most MAX_ROUND:
 * read before the outbox's transaction begins, so the outbox never holds
 * the file's write lock while it waits for the engine (whose writer may be
 * waiting for that lock to append). */
#define MAX_ROUND 1000

static json_t *read_events(publisher *p, int64_t cursor)
{
	json_t *all = json_array();
	while ((uint64_t)cursor < p->head && json_array_size(all) < MAX_ROUND) {
		json_t *evs = engine_log_heads_json(p->e, (uint64_t)cursor + 1, BATCH, NULL);
		size_t n = json_array_size(evs), took = 0;
		for (size_t i = 0; i < n; i++) {
			json_t *ev = json_array_get(evs, i);
			uint64_t seq = (uint64_t)json_integer_value(json_object_get(ev, "seq"));
			if (seq > p->head)
				break;
			json_array_append(all, ev);
			cursor = (int64_t)seq;
			took++;
		}
		json_decref(evs);
		if (!took)
			break;
	}
	return all;
}

static int publish_forum(publisher *p, int64_t cursor, json_t *evs)
{
	size_t i;
	json_t *ev;
	json_array_foreach(evs, i, ev) {
		if (publish_event(p, ev))
			return -1;
		cursor = (int64_t)json_integer_value(json_object_get(ev, "seq"));
	}
	return outbox_cursor_put(p->o, "forum", cursor);
}

typedef struct inbox_walk {
	publisher *p;
	const nomic *n;
} inbox_walk;

static void take_private(int to, uint64_t seq, gtime when, const char *from, const char *text,
			 void *arg)
{
	inbox_walk *w = arg;
	const player *pl = player_by_id(w->n, to);
	if (seq > w->p->head || !pl || !pl->contact)
		return; /* no address: the message waits in eir inbox */
	publisher *p = w->p;
	p->priv = xrealloc(p->priv, (size_t)(p->npriv + 1) * sizeof *p->priv);
	p->priv[p->npriv++] = (private_msg){seq, xstrdup(pl->contact), xstrdup(pl->name),
					    xstrdup(from), xstrdup(text)};
}

static void read_private(publisher *p, int64_t cursor)
{
	inbox_walk w = {p, engine_read_begin(p->e)};
	inbox_each_after(w.n, (uint64_t)cursor, take_private, &w);
	p->links = signin_links_after(w.n, (uint64_t)cursor, p->head, &p->nlinks);
	engine_read_end(p->e);
}

/* The sign-in links' mails: each to its player's contact address only. */
static int publish_links(publisher *p)
{
	if (!p->nlinks)
		return 0;
	unsigned char key[32];
	char why[200];
	if (mail_subkey_load(p->o, SIGNIN_KEY_PURPOSE, key, why, sizeof why))
		return -1;
	int rc = 0;
	for (int i = 0; i < p->nlinks && !rc; i++) {
		const signin_link_out *l = &p->links[i];
		char code[SIGNIN_CODE_LEN + 1], until[40], dedup[64];
		signin_code(key, l->seq, l->pid, code);
		format_time(l->expires, until, sizeof until);
		sbuf subject = {0}, body = {0};
		sbuf_printf(&subject, "[%s] sign in as %s", p->title, l->name);
		sbuf_printf(&body, "Someone (you, we hope) asked to sign in to %s as %s on its web "
			    "pages. To sign in, open this link and press its button before %s:\n\n"
			    "    %s/signin/link?code=%s\n\nIt works once. If you did not ask, "
			    "ignore this mail: nothing happens without the link.\n",
			    p->title, l->name, until, l->base ? l->base : "", code);
		snprintf(dedup, sizeof dedup, "signin:%llu", (unsigned long long)l->seq);
		rc = queue_to(p, "private", l->to, subject.s, body.s, dedup);
		sodium_memzero(code, sizeof code);
		sodium_memzero(body.s, body.len);
		sbuf_free(&subject);
		sbuf_free(&body);
	}
	sodium_memzero(key, sizeof key);
	return rc;
}

static int publish_private(publisher *p)
{
	if (publish_links(p))
		return -1;
	for (int i = 0; i < p->npriv; i++) {
		private_msg *m = &p->priv[i];
		sbuf subject = {0}, body = {0};
		char dedup[120];
		sbuf_printf(&subject, "[%s] a message for %s from %s", p->title, m->name, m->from);
		sbuf_printf(&body, "%s, for you alone (event %llu):\n\n%s\n", m->name,
			    (unsigned long long)m->seq, m->text);
		snprintf(dedup, sizeof dedup, "private:%llu:%d", (unsigned long long)m->seq, i);
		int rc = queue_to(p, "private", m->to, subject.s, body.s, dedup);
		sbuf_free(&subject);
		sbuf_free(&body);
		if (rc)
			return -1;
	}
	return outbox_cursor_put(p->o, "private", (int64_t)p->head);
}

static int send_digest(void *arg, const char *rcpt, int64_t day, const char *text)
{
	publisher *p = arg;
	char date[32], dedup[400];
	format_time(day * DAY, date, sizeof date);
	date[10] = '\0';
	sbuf subject = {0}, body = {0};
	sbuf_printf(&subject, "[%s] digest of %s", p->title, date);
	sbuf_printf(&body, "What happened in %s on %s (event, time, what):\n\n%s\n-- \n%s's forum, "
		    "as a daily digest.\n", p->title, date, text, p->title);
	snprintf(dedup, sizeof dedup, "digest:%lld:%s", (long long)day, rcpt);
	int rc = queue_to(p, "digest", rcpt, subject.s, body.s, dedup);
	sbuf_free(&subject);
	sbuf_free(&body);
	return rc;
}

/* Both cursors, or -1. A cursor before the forum's setup starts there. */
static int cursors(publisher *p, int64_t *forum, int64_t *priv)
{
	if (outbox_cursor_get(p->o, "forum", forum) || outbox_cursor_get(p->o, "private", priv))
		return -1;
	if ((uint64_t)*forum < p->since)
		*forum = (int64_t)p->since;
	if ((uint64_t)*priv < p->since)
		*priv = (int64_t)p->since;
	return 0;
}

int mail_publish(engine *e, const char *path, int64_t now, char *err, size_t errlen)
{
	publisher p = {.e = e, .now = now, .head = engine_head(e)};
	err[0] = '\0';
	take_state(&p);
	if (!p.forum) {
		publisher_free(&p);
		return 0; /* no forum yet: nothing to say, nobody to say it */
	}
	if (!(p.o = outbox_open(path, err, errlen))) {
		publisher_free(&p);
		return -1;
	}
	int64_t fc, pc, fc2, pc2;
	json_t *evs = NULL;
	int rc = mail_welcome_pending(e, p.o, now, err, errlen);
	if (!rc && cursors(&p, &fc, &pc))
		rc = -1;
	if (!rc) {
		evs = read_events(&p, fc);
		read_private(&p, pc);
	}
	if (!rc && outbox_begin(p.o))
		rc = -1;
	/* Another publisher (the CLI beside the server) may have gone first:
	 * then what was read is stale, and this round does nothing. */
	if (!rc && cursors(&p, &fc2, &pc2) == 0 && (fc2 != fc || pc2 != pc)) {
		outbox_rollback(p.o);
		goto out;
	}
	if (!rc && (publish_forum(&p, fc, evs) || publish_private(&p) ||
		    outbox_digest_take(p.o, now / DAY, send_digest, &p)))
		rc = -1;
	if (!rc && outbox_commit(p.o))
		rc = -1;
	if (rc) {
		if (outbox_error(p.o)[0])
			snprintf(err, errlen, "%s", outbox_error(p.o));
		outbox_rollback(p.o);
	}
out:
	json_decref(evs);
	outbox_close(p.o);
	publisher_free(&p);
	return rc;
}
