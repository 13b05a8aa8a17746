/* welcome.c: a new player's first mail (Ackanomic R252 I: someone who
 * joins provides "a valid e-mail address"; R370: eir personal address is
 * what makes eir mail eirs). A stranger who joins by mail and becomes a
 * player at once is welcomed in the reply (deliver.c); one who applied
 * (join.mode approval) is remembered in the outbox with the address e
 * wrote from, and welcomed here once the Registrar has admitted em. */
#include "core/joining.h"
#include "mail/mail_impl.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void mail_welcome_text(sbuf *out, const unsigned char key[32], int pid, int64_t rotation,
		       const char *domain, const char *name)
{
	char addr[400];
	if (mail_personal_address(key, pid, rotation, domain, addr, sizeof addr))
		return;
	sbuf_printf(out, "\nWelcome, %s. Your personal address is\n\n    %s\n\nMail your "
		    "commands there, one a line. Keep it secret: only a mail to it is taken as "
		    "yours (Rule 370); `mail rotate` makes a new one.\n", name, addr);
	sodium_memzero(addr, sizeof addr);
}

typedef struct pending {
	char *name, *address;
} pending;

typedef struct pending_list {
	pending *v;
	int n;
} pending_list;

static int collect(void *arg, const char *name, const char *address, int64_t since)
{
	pending_list *l = arg;
	l->v = realloc(l->v, (size_t)(l->n + 1) * sizeof *l->v);
	if (!l->v)
		abort();
	l->v[l->n++] = (pending){xstrdup(name), xstrdup(address)};
	return 0;
}

/* What became of the applicant: 1 admitted (pid, rotation, contact set
 * into *contact), 0 still waiting, -1 refused or gone. */
static int fate(engine *e, const char *name, int *pid, int64_t *rot, char **contact)
{
	const nomic *n = engine_read_begin(e);
	const player *p = player_by_name(n, name);
	int f = 0;
	if (p && p->state != PS_NONPLAYER) {
		f = 1;
		*pid = p->id;
		*rot = mail_rotation(n, p->id);
		*contact = p->contact ? xstrdup(p->contact) : NULL;
	} else if (!joining_name_pending(n, name)) {
		f = -1;
	}
	engine_read_end(e);
	return f;
}

static int welcome_one(engine *e, outbox *o, const unsigned char key[32], const pending *pd,
		       int64_t now)
{
	int pid = 0;
	int64_t rot = 0;
	char *contact = NULL;
	int f = fate(e, pd->name, &pid, &rot, &contact);
	if (f == 0)
		return 0;
	if (f > 0 && !contact) {
		sbuf line = {0};
		sbuf_printf(&line, "contact %s", pd->address);
		reply r;
		engine_submit(e, pd->name, line.s, &r);
		if (r.ok)
			contact = xstrdup(pd->address);
		sbuf_free(&line);
		reply_free(&r);
	}
	int rc = 0;
	/* Welcomed only at the address e applied from: a player who has set
	 * another since has eir address already. */
	if (f > 0 && contact && strcasecmp(contact, pd->address) == 0) {
		const nomic *n = engine_read_begin(e);
		char *domain = mail_domain(n) ? xstrdup(mail_domain(n)) : NULL;
		char *forum = mail_forum(n) ? xstrdup(mail_forum(n)) : NULL;
		char *title = xstrdup(n->title ? n->title : "nomic");
		engine_read_end(e);
		sbuf body = {0}, subject = {0}, dedup = {0};
		sbuf_printf(&body, "The Registrar has admitted you to %s.\n", title);
		if (domain)
			mail_welcome_text(&body, key, pid, rot, domain, pd->name);
		sbuf_printf(&subject, "[%s] welcome, %s", title, pd->name);
		sbuf_printf(&dedup, "welcome:%s:%s", pd->name, pd->address);
		outmail om = {.from = forum, .from_name = title, .to = pd->address,
			      .subject = subject.s, .body = body.s,
			      .auto_submitted = "auto-generated", .date = now};
		if (forum && domain)
			rc = mail_queue(o, "private", forum, &om, dedup.s, now);
		sodium_memzero(body.s, body.len);
		sbuf_free(&body);
		sbuf_free(&subject);
		sbuf_free(&dedup);
		free(domain);
		free(forum);
		free(title);
	}
	free(contact);
	return rc ? -1 : outbox_pending_drop(o, pd->name);
}

int mail_welcome_pending(engine *e, outbox *o, int64_t now, char *err, size_t errlen)
{
	pending_list l = {0};
	if (outbox_pending_each(o, collect, &l)) {
		snprintf(err, errlen, "%s", outbox_error(o));
		return -1;
	}
	int rc = 0;
	unsigned char key[32];
	if (l.n && mail_key_load(o, key, err, errlen))
		rc = -1;
	for (int i = 0; i < l.n && !rc; i++)
		if (welcome_one(e, o, key, &l.v[i], now)) {
			snprintf(err, errlen, "%s", outbox_error(o));
			rc = -1;
		}
	sodium_memzero(key, sizeof key);
	for (int i = 0; i < l.n; i++) {
		free(l.v[i].name);
		free(l.v[i].address);
	}
	free(l.v);
	return rc;
}
