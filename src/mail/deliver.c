/* deliver.c: one inbound mail, as the MTA hands it over (`nomic mail
 * deliver --to RCPT --sender SENDER`, the message on stdin).
 *
 * Who it is from is decided by the address it was sent to, never by its
 * From (Ackanomic R370: a message is "from" a player when the recipient is
 * satisfied that e sent it): a player's personal address, whose secret
 * (secret.c) only e has, makes its commands eir announcements; the forum's
 * address takes a stranger's commands as someone not signed in (R252 I:
 * "join NAME", under join.mode). Any other address is no one's (EX_NOUSER).
 *
 * What is never answered (RFC 3834, and so no two robots talk for ever):
 * a bounce (the null envelope sender, MAILER-DAEMON), an auto-reply
 * (Auto-Submitted other than "no", Precedence bulk/junk/list, a list's
 * mail, a delivery report), a mail carrying our own X-Loop, a mail from
 * the forum itself. Those are dropped, said on stderr. A mail that is too
 * large, unreadable or holds too many commands gets one reply saying why
 * and changes nothing. Otherwise each line that is a command runs, in
 * order, through the engine, keyed by the Message-ID and the line's
 * number (a mail the MTA delivers twice acts once), and one reply, threaded
 * to the mail, says what each did. */
#include "core/command.h"
#include "core/joining.h"
#include "core/params.h"
#include "core/util.h"
#include "mail/mail_impl.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

int mail_exit(enum mail_outcome o)
{
	switch (o) {
	case MAIL_NOUSER: return 67;   /* EX_NOUSER */
	case MAIL_TEMPFAIL: return 75; /* EX_TEMPFAIL */
	default: return 0;
	}
}

/* What deliver needs of the state, copied under the read lock. */
typedef struct snapshot {
	char *domain, *forum, *title;
	int64_t max_bytes, max_commands;
} snapshot;

static void snapshot_take(engine *e, snapshot *s)
{
	const nomic *n = engine_read_begin(e);
	s->domain = mail_domain(n) ? xstrdup(mail_domain(n)) : NULL;
	s->forum = mail_forum(n) ? xstrdup(mail_forum(n)) : NULL;
	s->title = xstrdup(n->title ? n->title : "nomic");
	s->max_bytes = param_int(n, "mail.max_bytes");
	s->max_commands = param_int(n, "mail.max_commands");
	engine_read_end(e);
}

static void snapshot_free(snapshot *s)
{
	free(s->domain);
	free(s->forum);
	free(s->title);
}

/* A player's name and contact address by id, copied; 0 if e exists. */
static int player_lookup(engine *e, int pid, char **name, char **contact, int64_t *rotation)
{
	const nomic *n = engine_read_begin(e);
	const player *p = player_by_id(n, pid);
	if (p) {
		*name = xstrdup(p->name);
		if (contact)
			*contact = p->contact ? xstrdup(p->contact) : NULL;
		if (rotation)
			*rotation = mail_rotation(n, pid);
	}
	engine_read_end(e);
	return p ? 0 : -1;
}

/* The mail's identity for idempotency keys: its Message-ID, or, with
 * none, the whole message. 32 hex digits. */
static void mail_hash(const inmail *m, const char *msg, size_t len, char out[33])
{
	unsigned char h[16];
	if (m && m->message_id)
		crypto_generichash(h, sizeof h, (const unsigned char *)m->message_id,
				   strlen(m->message_id), NULL, 0);
	else
		crypto_generichash(h, sizeof h, (const unsigned char *)msg, len, NULL, 0);
	hex_encode(h, sizeof h, out);
}

static int streq_trim(const char *a, const char *b)
{
	while (*a == ' ' || *a == '\t' || *a == '<')
		a++;
	size_t n = strlen(a);
	while (n && (a[n - 1] == ' ' || a[n - 1] == '\t' || a[n - 1] == '>'))
		n--;
	return strlen(b) == n && strncasecmp(a, b, n) == 0;
}

/* Why a mail must not be answered (a loop, a bounce, a robot), or NULL. */
static const char *robot(const inmail *m, const char *sender, const char *forum)
{
	if (!sender || !*sender)
		return "a bounce (null envelope sender)";
	const char *at = strrchr(sender, '@');
	size_t local = at ? (size_t)(at - sender) : strlen(sender);
	if ((local == 14 && strncasecmp(sender, "mailer-daemon", 13) == 0) ||
	    (local == 13 && strncasecmp(sender, "mailer-daemon", 13) == 0))
		return "a bounce (MAILER-DAEMON)";
	if (strcasecmp(sender, forum) == 0)
		return "sent by the forum itself";
	if (!m)
		return NULL;
	if (m->from && strcasecmp(m->from, forum) == 0)
		return "from the forum itself";
	for (int i = 0; i < m->nxloop; i++)
		if (streq_trim(m->xloop[i], forum))
			return "carries our own X-Loop";
	if (m->auto_submitted && !streq_trim(m->auto_submitted, "no"))
		return "an automatic mail (Auto-Submitted)";
	if (m->precedence && (streq_trim(m->precedence, "bulk") ||
			      streq_trim(m->precedence, "junk") || streq_trim(m->precedence, "list")))
		return "bulk or list mail (Precedence)";
	if (m->list)
		return "a mailing list's mail (List-Id)";
	if (m->content_type && strcasecmp(m->content_type, "multipart/report") == 0)
		return "a delivery or read report";
	return NULL;
}

static char *reply_subject(const inmail *m)
{
	sbuf b = {0};
	const char *s = m && m->subject ? m->subject : "";
	while (*s == ' ')
		s++;
	if (!*s)
		sbuf_add(&b, "Re: your mail");
	else if (strncasecmp(s, "re:", 3) == 0)
		sbuf_addn(&b, s, strnlen(s, 200));
	else {
		sbuf_add(&b, "Re: ");
		sbuf_addn(&b, s, strnlen(s, 200));
	}
	/* A subject is one line. */
	for (char *p = b.s; *p; p++)
		if (*p == '\r' || *p == '\n')
			*p = ' ';
	return sbuf_take(&b);
}

typedef struct delivery {
	engine *e;
	outbox *o;
	snapshot s;
	inmail m;
	int parsed;
	const char *sender;
	char hash[33];
	int64_t now;
	char *why;
	size_t whylen;
} delivery;

/* Queues the one reply (kind "reply" or "bounce") to `to`, threaded. */
static int answer(delivery *d, const char *kind, const char *to, const char *body)
{
	char *subject = reply_subject(d->parsed ? &d->m : NULL);
	outmail om = {
		.from = d->s.forum, .from_name = d->s.title, .to = to, .subject = subject,
		.body = body, .in_reply_to = d->parsed ? d->m.message_id : NULL,
		.references = d->parsed ? d->m.references : NULL,
		.auto_submitted = "auto-replied", .date = d->now,
	};
	char dedup[64];
	snprintf(dedup, sizeof dedup, "%s:%s", kind, d->hash);
	/* A reply goes from the null sender (RFC 3834 3.3): if it bounces,
	 * the bounce goes nowhere. */
	int rc = mail_queue(d->o, kind, "", &om, dedup, d->now);
	free(subject);
	if (rc)
		snprintf(d->why, d->whylen, "the reply could not be queued: %s",
			 outbox_error(d->o));
	return rc;
}

static enum mail_outcome refuse(delivery *d, const char *to, const char *reason)
{
	sbuf b = {0};
	sbuf_printf(&b, "Your mail to %s was not acted on: %s.\nNothing was done; send it "
		    "again once that is put right.\n", d->s.title, reason);
	snprintf(d->why, d->whylen, "refused: %s", reason);
	int rc = to ? answer(d, "bounce", to, b.s) : 0;
	sbuf_free(&b);
	return rc ? MAIL_TEMPFAIL : MAIL_REFUSED;
}

/* Whether the line names a command (a greeting, a quote attribution or a
 * line of prose does not: it is passed over). */
static int is_command(engine *e, const char *line)
{
	words w;
	char err[200];
	if (words_split(&w, line, err, sizeof err))
		return 0;
	int used = 0;
	const nomic *n = engine_read_begin(e);
	const command *cmd = w.n ? command_find(n, w.v, w.n, &used) : NULL;
	engine_read_end(e);
	words_free(&w);
	return cmd != NULL;
}

/* The body's command lines, in order, with their line numbers: each line
 * trimmed; none after a signature ("-- "); none quoted ("> "). */
typedef struct cmdline {
	char *text;
	int lineno;
} cmdline;

static int command_lines(engine *e, const char *body, cmdline **out, int *ignored)
{
	int n = 0, cap = 0, lineno = 0;
	*out = NULL;
	*ignored = 0;
	for (const char *p = body; *p;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		lineno++;
		if ((len == 3 && memcmp(p, "-- ", 3) == 0) || (len == 2 && memcmp(p, "--", 2) == 0))
			break;
		const char *s = p;
		size_t k = len;
		while (k && (*s == ' ' || *s == '\t'))
			s++, k--;
		while (k && (s[k - 1] == ' ' || s[k - 1] == '\t' || s[k - 1] == '\r'))
			k--;
		if (k && *s != '>') {
			char *line = xmalloc(k + 1);
			memcpy(line, s, k);
			line[k] = '\0';
			if (is_command(e, line)) {
				if (n == cap) {
					cap = cap ? cap * 2 : 8;
					*out = xrealloc(*out, (size_t)cap * sizeof **out);
				}
				(*out)[n++] = (cmdline){line, lineno};
			} else {
				++*ignored;
				free(line);
			}
		}
		p = nl ? nl + 1 : p + len;
	}
	return n;
}

static void free_lines(cmdline *v, int n)
{
	for (int i = 0; i < n; i++)
		free(v[i].text);
	free(v);
}

/* The word after "join" in a join line, or NULL. */
static char *join_name(const char *line)
{
	words w;
	char err[200];
	char *name = NULL;
	if (words_split(&w, line, err, sizeof err))
		return NULL;
	if (w.n >= 2 && strcmp(w.v[0], "join") == 0)
		name = xstrdup(w.v[1]);
	words_free(&w);
	return name;
}

/* A joiner by mail (R252 I). Made a player at once (join.mode open): eir
 * contact address is where the mail came from, and the reply tells em eir
 * personal address. Applied (approval): the outbox remembers that address,
 * and welcome.c writes to em there once the Registrar admits em. */
static void welcome(delivery *d, const unsigned char key[32], const char *name,
		    const char *from, sbuf *out)
{
	int pid = 0, applied = 0;
	int64_t rot = 0;
	const nomic *n = engine_read_begin(d->e);
	const player *p = player_by_name(n, name);
	if (p && !p->contact && p->state != PS_NONPLAYER) {
		pid = p->id;
		rot = mail_rotation(n, pid);
	} else if (!p || p->state == PS_NONPLAYER) {
		applied = joining_name_pending(n, name);
	}
	engine_read_end(d->e);
	if (applied) {
		if (outbox_pending_put(d->o, name, from, d->now) == STORE_OK)
			sbuf_printf(out, "\nOnce the Registrar admits you, your personal address "
				    "will come by mail to %s.\n", from);
		return;
	}
	if (!pid)
		return;
	sbuf line = {0};
	sbuf_printf(&line, "contact %s", from);
	reply r;
	engine_submit(d->e, name, line.s, &r);
	sbuf_free(&line);
	if (r.ok)
		mail_welcome_text(out, key, pid, rot, d->s.domain, name);
	reply_free(&r);
}

/* Runs the lines as actor (NULL: someone not signed in) and replies. */
static enum mail_outcome act(delivery *d, const unsigned char key[32], int pid,
			     const char *to)
{
	cmdline *lines;
	int ignored;
	int n = command_lines(d->e, d->m.body, &lines, &ignored);
	if (n > d->s.max_commands) {
		free_lines(lines, n);
		char num[160];
		snprintf(num, sizeof num, "it holds %d commands, more than the %lld a mail may "
			 "hold (mail.max_commands)", n, (long long)d->s.max_commands);
		return refuse(d, to, num);
	}
	sbuf body = {0};
	enum mail_outcome out = MAIL_ACTED;
	int repeated = 0;
	if (!n)
		sbuf_add(&body, "Your mail held no commands. Write one command a line, as "
			 "`nomic help` lists them; lines after a signature (\"-- \") and quoted "
			 "lines (\"> \") are not read.\n");
	for (int i = 0; i < n; i++) {
		char *actor = NULL;
		if (pid && player_lookup(d->e, pid, &actor, NULL, NULL))
			break; /* cannot happen: players are never removed */
		char k[80];
		snprintf(k, sizeof k, "mail-%s-%d", d->hash, lines[i].lineno);
		reply r;
		int ok = engine_submit_keyed(d->e, actor, lines[i].text, pid ? k : NULL, &r);
		char why[300];
		if (!ok && engine_readonly(d->e, why, sizeof why)) {
			/* Not recorded: the MTA tries again later, and the keys
			 * keep what was done from being done twice. */
			snprintf(d->why, d->whylen, "not recorded: %s", why);
			reply_free(&r);
			free(actor);
			out = MAIL_TEMPFAIL;
			break;
		}
		/* A refusal's text says "error: " already (engine.h). */
		const char *said = r.text && *r.text ? r.text : "done";
		sbuf_printf(&body, "%s> %s\n%s%s\n", i ? "\n" : "", lines[i].text,
			    ok || strncmp(said, "error: ", 7) == 0 ? "" : "error: ", said);
		if (r.secret)
			sbuf_printf(&body, "token: %s (keep it secret: it signs you in on the web)\n",
				    r.secret);
		if (r.repeated) {
			sbuf_add(&body, "(this line was done when the mail first came; not again)\n");
			repeated++;
		}
		char *jn = !pid && ok ? join_name(lines[i].text) : NULL;
		if (jn)
			welcome(d, key, jn, to, &body);
		free(jn);
		reply_free(&r);
		free(actor);
	}
	if (ignored)
		sbuf_printf(&body, "\n(%d line%s of your mail %s not a command and %s passed over.)\n",
			    ignored, ignored == 1 ? "" : "s", ignored == 1 ? "is" : "are",
			    ignored == 1 ? "was" : "were");
	free_lines(lines, n);
	if (out == MAIL_ACTED) {
		if (answer(d, "reply", to, body.s))
			out = MAIL_TEMPFAIL;
		else
			snprintf(d->why, d->whylen, "acted on %d command%s%s", n, n == 1 ? "" : "s",
				 repeated ? " (already done: a mail delivered again)" : "");
	}
	sbuf_free(&body);
	return out;
}

static enum mail_outcome deliver(delivery *d, const char *to, const char *msg, size_t len)
{
	char rcpt[512];
	snprintf(rcpt, sizeof rcpt, "%s", to ? to : "");
	char *r = rcpt;
	if (*r == '<')
		r++;
	r[strcspn(r, ">")] = '\0';
	char *at = strrchr(r, '@');
	if (!d->s.domain || !d->s.forum) {
		snprintf(d->why, d->whylen, "this nomic takes no mail (no `mail setup` yet)");
		return MAIL_NOUSER;
	}
	if (!at || strcasecmp(at + 1, d->s.domain) != 0) {
		snprintf(d->why, d->whylen, "%s: not this nomic's domain", r);
		return MAIL_NOUSER;
	}
	int forum = strcasecmp(r, d->s.forum) == 0;
	int pid = 0;
	char secret[MAIL_SECRET_LEN + 1];
	unsigned char key[32];
	char why[300];
	if (mail_key_load(d->o, key, why, sizeof why)) {
		snprintf(d->why, d->whylen, "%s", why);
		return MAIL_TEMPFAIL;
	}
	char *name = NULL, *contact = NULL;
	int64_t rot = 0;
	if (!forum) {
		int ok = mail_parse_local(r, (size_t)(at - r), &pid, secret) == 0 &&
			 player_lookup(d->e, pid, &name, &contact, &rot) == 0 &&
			 mail_secret_ok(key, pid, rot, secret);
		sodium_memzero(secret, sizeof secret);
		if (!ok) {
			sodium_memzero(key, sizeof key);
			free(name);
			free(contact);
			snprintf(d->why, d->whylen, "%s: no such address (unknown, mistyped or "
				 "rotated)", r);
			return MAIL_NOUSER;
		}
	}
	enum mail_outcome out;
	const char *bot = robot(NULL, d->sender, d->s.forum);
	if (bot) {
		snprintf(d->why, d->whylen, "dropped: %s", bot);
		out = MAIL_DROPPED;
		goto done;
	}
	/* The reply goes to the player's contact address (e said so), else
	 * where the mail says it came from (the envelope's, for a mail too
	 * large to read). */
	const char *reply_to = contact ? contact : d->sender;
	if (len > (size_t)d->s.max_bytes) {
		char size[120];
		snprintf(size, sizeof size, "it is %zu bytes, more than the %lld this nomic takes "
			 "(mail.max_bytes)", len, (long long)d->s.max_bytes);
		out = refuse(d, email_address_ok(reply_to) ? reply_to : NULL, size);
		goto done;
	}
	d->parsed = inmail_parse(msg, len, &d->m) == 0;
	mail_hash(d->parsed ? &d->m : NULL, msg, len, d->hash);
	if (d->parsed && (bot = robot(&d->m, d->sender, d->s.forum))) {
		snprintf(d->why, d->whylen, "dropped: %s", bot);
		out = MAIL_DROPPED;
		goto done;
	}
	if (!contact && d->parsed && d->m.from)
		reply_to = d->m.from;
	if (!email_address_ok(reply_to)) {
		snprintf(d->why, d->whylen, "dropped: no address to answer");
		out = MAIL_DROPPED;
		goto done;
	}
	if (!d->parsed)
		out = refuse(d, reply_to, "it is not a mail message this server can read");
	else if (!d->m.body)
		out = refuse(d, reply_to, d->m.problem);
	else
		out = act(d, key, pid, reply_to);
done:
	sodium_memzero(key, sizeof key);
	free(name);
	free(contact);
	return out;
}

enum mail_outcome mail_deliver(engine *e, const char *path, const char *to, const char *sender,
			       const char *msg, size_t len, char *why, size_t whylen)
{
	char err[512];
	/* The envelope sender as an MTA may give it: "<a@b>", "<>" or "". */
	char env[512];
	snprintf(env, sizeof env, "%s", sender ? sender : "");
	char *s = env;
	if (*s == '<') {
		s++;
		s[strcspn(s, ">")] = '\0';
	}
	delivery d = {.e = e, .sender = s, .why = why, .whylen = whylen,
		      .now = (int64_t)time(NULL)};
	why[0] = '\0';
	if (!(d.o = outbox_open(path, err, sizeof err))) {
		snprintf(why, whylen, "%s", err);
		return MAIL_TEMPFAIL;
	}
	snapshot_take(e, &d.s);
	mail_hash(NULL, msg, len, d.hash);
	enum mail_outcome out = deliver(&d, to, msg, len);
	if (d.parsed)
		inmail_free(&d.m);
	snapshot_free(&d.s);
	outbox_close(d.o);
	return out;
}
