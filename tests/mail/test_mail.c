/* test_mail.c: the mail gateway (src/mail, issue 13 item 2) on real mail
 * texts (tests/mail/fixtures): reading them with GMime (multipart,
 * quoted-printable, base64, charsets), which lines are commands (none after
 * a signature, none quoted), who a mail is from (Ackanomic R370: only the
 * personal address's secret says so; a forged From and a rotated secret are
 * refused), a mail delivered twice acting once, bounces, auto-replies and
 * loops dropped, refusals that change nothing, the outbox's retries, and
 * the forum (R370.1) never carrying what only some may see. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/util.h"
#include "mail/mail_impl.h"
#include "mail/mail_state.h"

#include <stdlib.h>
#include <string.h>

#define FORUM "forum@nomic.test"
#define NOW 978400000 /* 2001-01-02, a Tuesday */

static char *fixture(const char *name, size_t *len)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", MAIL_FIXTURES, name);
	FILE *f = fopen(path, "rb");
	if (!f)
		fail_msg("no fixture %s", path);
	char *buf = xmalloc(1 << 20);
	*len = fread(buf, 1, (1 << 20) - 1, f);
	buf[*len] = '\0';
	fclose(f);
	return buf;
}

/* A nomic with the mail set up: alice, bob, carol. */
static void open_mail(nomic_file *f)
{
	static const char *const names[] = {"alice", "bob", "carol"};
	open_nomic_with(f, names, 3);
	run(f->e, "admin", "mail setup nomic.test " FORUM);
}

/* player's personal address, from `mail address` (shown to em only). */
static char *address_of(engine *e, const char *who)
{
	reply r;
	engine_submit(e, who, "mail address", &r);
	if (!r.ok)
		fail_msg("mail address: %s", r.text);
	const char *a = strstr(r.text, ": ");
	assert_non_null(a);
	char *addr = xstrdup(a + 2);
	addr[strcspn(addr, "\n")] = '\0';
	reply_free(&r);
	return addr;
}

static enum mail_outcome deliver(nomic_file *f, const char *to, const char *sender,
				 const char *msg, size_t len)
{
	char why[600];
	return mail_deliver(f->e, f->path, to, sender, msg, len, why, sizeof why);
}

static enum mail_outcome deliver_fixture(nomic_file *f, const char *name, const char *to,
					 const char *sender)
{
	size_t len;
	char *msg = fixture(name, &len);
	enum mail_outcome o = deliver(f, to, sender, msg, len);
	free(msg);
	return o;
}

/* player's A$, read from `balance`. */
static long balance_of(engine *e, const char *who)
{
	reply r;
	engine_submit(e, "admin", "balance", &r);
	char want[64];
	snprintf(want, sizeof want, "%s: ", who);
	const char *at = strstr(r.text, want);
	assert_non_null(at);
	const char *pts = strstr(at, "points, ");
	assert_non_null(pts);
	long v = strtol(pts + 8, NULL, 10);
	reply_free(&r);
	return v;
}

/* ---- the outbox, as the tests look at it ---- */

typedef struct rows {
	outbox_mail v[64];
	int n;
} rows;

static int keep(void *arg, const outbox_mail *m)
{
	rows *r = arg;
	if (r->n == 64)
		return 0;
	outbox_mail *c = &r->v[r->n++];
	*c = *m;
	c->kind = xstrdup(m->kind);
	c->sender = xstrdup(m->sender);
	c->rcpt = xstrdup(m->rcpt);
	c->msg = xstrdup(m->msg);
	c->error = xstrdup(m->error);
	return 0;
}

static void rows_read(nomic_file *f, rows *r)
{
	char err[300];
	outbox *o = outbox_open(f->path, err, sizeof err);
	assert_non_null(o);
	r->n = 0;
	assert_int_equal(outbox_each(o, keep, r), 0);
	outbox_close(o);
}

static void rows_free(rows *r)
{
	for (int i = 0; i < r->n; i++) {
		free(r->v[i].kind);
		free(r->v[i].sender);
		free(r->v[i].rcpt);
		free(r->v[i].msg);
		free(r->v[i].error);
	}
	r->n = 0;
}

static int count_kind(const rows *r, const char *kind)
{
	int k = 0;
	for (int i = 0; i < r->n; i++)
		k += strcmp(r->v[i].kind, kind) == 0;
	return k;
}

/* ---- parsing ---- */

static void parse_quoted_printable_latin1(void **state)
{
	size_t len;
	char *msg = fixture("thunderbird_qp_latin1.eml", &len);
	inmail m;
	assert_int_equal(inmail_parse(msg, len, &m), 0);
	assert_string_equal(m.from, "alice@example.org");
	assert_string_equal(m.message_id, "7c1e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6@example.org");
	assert_string_equal(m.subject, "Re: mes coups \xc3\xa0 jouer"); /* RFC 2047, Latin-1 */
	assert_non_null(m.body);
	assert_non_null(strstr(m.body, "Voil\xc3\xa0, c'est tout pour l'\xc3\xa9t\xc3\xa9."));
	assert_non_null(strstr(m.body, "\n-- \n")); /* "--=20": the signature line */
	assert_null(strchr(m.body, '\r'));
	inmail_free(&m);
	free(msg);
}

static void parse_alternative_base64(void **state)
{
	size_t len;
	char *msg = fixture("gmail_alternative_base64.eml", &len);
	inmail m;
	assert_int_equal(inmail_parse(msg, len, &m), 0);
	/* The text/plain half, not the HTML's "transfer 50". */
	assert_string_equal(m.body, "Hi nomic,\n\ntransfer 5 A$ to bob\nbalance\n\nCheers,\n"
			    "Alice \xe2\x9c\x93\n");
	inmail_free(&m);
	free(msg);
}

static void parse_mixed_skips_attachment(void **state)
{
	size_t len;
	char *msg = fixture("mixed_attachment.eml", &len);
	inmail m;
	assert_int_equal(inmail_parse(msg, len, &m), 0);
	assert_string_equal(m.body, "balance"); /* the CRLF before a boundary is the boundary's */
	assert_null(strstr(m.body, "transfer")); /* the attachment's */
	inmail_free(&m);
	free(msg);
}

static void parse_windows_1252(void **state)
{
	size_t len;
	char *msg = fixture("outlook_cp1252.eml", &len);
	inmail m;
	assert_int_equal(inmail_parse(msg, len, &m), 0);
	assert_string_equal(m.subject, "Orders \xe2\x80\x93 today");
	assert_non_null(strstr(m.body, "\xe2\x80\x9c" "balance" "\xe2\x80\x9d is what I want "
				       "\xe2\x80\x93 thanks\n"));
	inmail_free(&m);
	free(msg);
}

static void parse_html_only_has_no_text(void **state)
{
	size_t len;
	char *msg = fixture("html_only.eml", &len);
	inmail m;
	assert_int_equal(inmail_parse(msg, len, &m), 0);
	assert_null(m.body);
	assert_non_null(strstr(m.problem, "plain text"));
	inmail_free(&m);
	free(msg);
}

/* A text part with nothing in it (fuzz_mail: GMime gives no buffer at all)
 * is an empty text, and a mail with no commands. */
static void parse_empty_text_part(void **state)
{
	static const char msg[] = "From: a@example.org\r\nContent-Type: multipart/mixed; "
				  "boundary=\"e\"\r\n\r\n--e\r\nContent-Type: text/plain\r\n"
				  "Content-Transfer-Encoding: base64\r\n\r\n--e--\r\n";
	inmail m;
	assert_int_equal(inmail_parse(msg, sizeof msg - 1, &m), 0);
	assert_non_null(m.body);
	assert_string_equal(m.body, "");
	inmail_free(&m);
}

/* ---- delivering ---- */

/* Each non-empty command line runs in order as the address's player; none
 * after "-- " (R370: the mail is alice's announcement), none quoted; one
 * reply, threaded, to where the mail came from. */
static void lines_run_in_order(void **state)
{
	nomic_file f;
	open_mail(&f);
	char *a = address_of(f.e, "alice");
	assert_int_equal(deliver_fixture(&f, "thunderbird_qp_latin1.eml", a, "alice@example.org"),
			 MAIL_ACTED);
	assert_int_equal(balance_of(f.e, "alice"), 895); /* not 900 (quoted), not 100 (signature) */
	assert_int_equal(balance_of(f.e, "bob"), 905);
	rows r;
	rows_read(&f, &r);
	assert_int_equal(r.n, 1);
	assert_string_equal(r.v[0].kind, "reply");
	assert_string_equal(r.v[0].rcpt, "alice@example.org");
	assert_string_equal(r.v[0].sender, ""); /* the null sender: RFC 3834 */
	const char *msg = r.v[0].msg;
	const char *t = strstr(msg, "> transfer 5 A$ to bob"), *b = strstr(msg, "> balance");
	assert_true(t && b && t < b);
	assert_non_null(strstr(msg, "In-Reply-To: <7c1e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6@example.org>"));
	const char *refs = strstr(msg, "References: <abc@nomic.test>");
	assert_non_null(refs);
	assert_non_null(strstr(refs, "<7c1e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6@example.org>"));
	assert_non_null(strstr(msg, "Auto-Submitted: auto-replied"));
	assert_non_null(strstr(msg, "X-Loop: " FORUM));
	assert_non_null(strstr(msg, "Message-Id: <"));
	assert_non_null(strstr(msg, "Subject: Re: mes coups"));
	assert_null(strstr(msg, "100 A$"));
	rows_free(&r);
	/* The reply goes to eir contact address once e has one. */
	run(f.e, "alice", "contact alice@home.test");
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", a, "x@y.test"),
			 MAIL_ACTED);
	rows_read(&f, &r);
	assert_int_equal(r.n, 2);
	assert_string_equal(r.v[1].rcpt, "alice@home.test");
	rows_free(&r);
	free(a);
	close_nomic(&f);
}

/* R370: a From header proves nothing. The same mail to the forum's address
 * runs as someone not signed in, who may not transfer; to a made-up or
 * mistyped secret it is no one's. */
static void forged_from_is_refused(void **state)
{
	nomic_file f;
	open_mail(&f);
	uint64_t head = engine_head(f.e);
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", FORUM,
					 "alice@example.org"), MAIL_ACTED);
	assert_int_equal(balance_of(f.e, "alice"), 900);
	assert_int_equal(engine_head(f.e), head);
	/* Its one reply says each refusal once ("error: ", not "error: error: "). */
	rows r;
	rows_read(&f, &r);
	assert_true(r.n >= 1);
	assert_non_null(strstr(r.v[0].msg, "error: "));
	assert_null(strstr(r.v[0].msg, "error: error:"));
	rows_free(&r);
	char *a = address_of(f.e, "alice");
	char *bad = xstrdup(a);
	bad[4] = bad[4] == 'a' ? 'b' : 'a'; /* one character of the secret */
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", bad,
					 "alice@example.org"), MAIL_NOUSER);
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml",
					 "p1-aaaaaaaaaaaaaaaa@nomic.test", "alice@example.org"),
			 MAIL_NOUSER);
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", "alice@nomic.test",
					 "alice@example.org"), MAIL_NOUSER);
	/* bob's secret with alice's id is not alice's. */
	char *b = address_of(f.e, "bob");
	char forged[200];
	snprintf(forged, sizeof forged, "p1%s", strchr(b, '-'));
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", forged,
					 "alice@example.org"), MAIL_NOUSER);
	assert_int_equal(balance_of(f.e, "alice"), 900);
	assert_int_equal(engine_head(f.e), head);
	assert_int_equal(mail_exit(MAIL_NOUSER), 67);
	assert_int_equal(mail_exit(MAIL_TEMPFAIL), 75);
	assert_int_equal(mail_exit(MAIL_ACTED), 0);
	free(a);
	free(b);
	free(bad);
	close_nomic(&f);
}

/* `mail rotate` (R370): the old address stops working at once, and after a
 * replay too; the new one works. */
static void rotated_secret_is_refused(void **state)
{
	nomic_file f;
	open_mail(&f);
	char *old = address_of(f.e, "alice");
	run(f.e, "alice", "mail rotate");
	char *now = address_of(f.e, "alice");
	assert_string_not_equal(old, now);
	reopen(&f);
	char *again = address_of(f.e, "alice");
	assert_string_equal(now, again);
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", old,
					 "alice@example.org"), MAIL_NOUSER);
	assert_int_equal(balance_of(f.e, "alice"), 900);
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", now,
					 "alice@example.org"), MAIL_ACTED);
	assert_int_equal(balance_of(f.e, "alice"), 895);
	/* Nobody else learns the address: the rotation is a hidden event. */
	json_t *log = engine_log_json(f.e, 1, 1000, NULL);
	char *s = json_dumps(log, 0);
	assert_null(strstr(s, strchr(now, '-') + 1));
	assert_null(strstr(s, "mail rotate"));
	free(s);
	json_decref(log);
	free(old);
	free(now);
	free(again);
	close_nomic(&f);
}

/* The same Message-ID delivered twice (an MTA's retry) acts once and is
 * answered once. */
static void delivered_twice_acts_once(void **state)
{
	nomic_file f;
	open_mail(&f);
	char *a = address_of(f.e, "alice");
	for (int i = 0; i < 2; i++)
		assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", a,
						 "alice@example.org"), MAIL_ACTED);
	reopen(&f); /* the keys survive a restart (idem.c replays them) */
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", a,
					 "alice@example.org"), MAIL_ACTED);
	assert_int_equal(balance_of(f.e, "alice"), 895);
	rows r;
	rows_read(&f, &r);
	assert_int_equal(count_kind(&r, "reply"), 1);
	rows_free(&r);
	free(a);
	close_nomic(&f);
}

/* Bounces, auto-replies, list mail, our own X-Loop and the forum's own
 * mail are dropped: nothing runs, nothing is answered. */
static void robots_are_dropped(void **state)
{
	nomic_file f;
	open_mail(&f);
	char *a = address_of(f.e, "alice");
	uint64_t head = engine_head(f.e);
	assert_int_equal(deliver_fixture(&f, "bounce_dsn.eml", FORUM, ""), MAIL_DROPPED);
	assert_int_equal(deliver_fixture(&f, "bounce_dsn.eml", a, "<>"), MAIL_DROPPED);
	assert_int_equal(deliver_fixture(&f, "bounce_dsn.eml", a, "MAILER-DAEMON@mx.example.org"),
			 MAIL_DROPPED);
	assert_int_equal(deliver_fixture(&f, "vacation.eml", a, "alice@example.org"),
			 MAIL_DROPPED);
	static const char *const heads[] = {
		"X-Loop: " FORUM "\r\n", "From: " FORUM "\r\n", "Precedence: junk\r\n",
		"List-Id: <game.lists.example.org>\r\n", "Auto-Submitted: auto-generated\r\n",
	};
	for (size_t i = 0; i < sizeof heads / sizeof *heads; i++) {
		char msg[600];
		int n = snprintf(msg, sizeof msg, "%sTo: %s\r\nSubject: x\r\n\r\ntransfer 5 A$ to "
				 "bob\r\n", heads[i], a);
		if (deliver(&f, a, "someone@example.org", msg, (size_t)n) != MAIL_DROPPED)
			fail_msg("not dropped: %s", heads[i]);
	}
	/* Auto-Submitted: no is a person's mail. */
	char msg[600];
	int n = snprintf(msg, sizeof msg, "From: alice@example.org\r\nAuto-Submitted: no\r\n"
			 "Message-ID: <p@x>\r\n\r\ntransfer 5 A$ to bob\r\n");
	assert_int_equal(deliver(&f, a, "alice@example.org", msg, (size_t)n), MAIL_ACTED);
	assert_int_equal(balance_of(f.e, "alice"), 895);
	assert_int_equal(engine_head(f.e), head + 1);
	rows r;
	rows_read(&f, &r);
	assert_int_equal(r.n, 1); /* the one reply to the person */
	rows_free(&r);
	free(a);
	close_nomic(&f);
}

/* A mail that cannot be acted on gets one reply saying why; nothing runs. */
static void refusals_change_nothing(void **state)
{
	nomic_file f;
	open_mail(&f);
	char *a = address_of(f.e, "alice");
	run(f.e, "admin", "param set mail.max_commands 1");
	uint64_t head = engine_head(f.e);
	assert_int_equal(deliver_fixture(&f, "html_only.eml", a, "alice@example.org"),
			 MAIL_REFUSED);
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", a,
					 "alice@example.org"), MAIL_REFUSED);
	assert_int_equal(deliver(&f, a, "alice@example.org", "\0\0\0\0", 4), MAIL_REFUSED);
	run(f.e, "admin", "param set mail.max_commands 50");
	run(f.e, "admin", "param set mail.max_bytes 4096");
	head = engine_head(f.e);
	sbuf big = {0};
	sbuf_add(&big, "From: alice@example.org\r\nMessage-ID: <big@x>\r\n\r\ntransfer 5 A$ to bob\r\n");
	while (big.len <= 5000)
		sbuf_add(&big, "padding padding padding padding padding padding padding\r\n");
	assert_int_equal(deliver(&f, a, "alice@example.org", big.s, big.len), MAIL_REFUSED);
	sbuf_free(&big);
	assert_int_equal(engine_head(f.e), head);
	assert_int_equal(balance_of(f.e, "alice"), 900);
	rows r;
	rows_read(&f, &r);
	assert_int_equal(r.n, 4);
	assert_int_equal(count_kind(&r, "bounce"), 4);
	assert_non_null(strstr(r.v[0].msg, "plain text"));
	assert_non_null(strstr(r.v[1].msg, "mail.max_commands"));
	assert_non_null(strstr(r.v[3].msg, "mail.max_bytes"));
	rows_free(&r);
	free(a);
	close_nomic(&f);
}

/* A stranger joins by mail to the forum's address (R252 I under
 * join.mode open): eir contact address is the From, and the reply tells
 * em eir personal address, which then works. */
static void stranger_joins_by_mail(void **state)
{
	nomic_file f;
	open_mail(&f);
	run(f.e, "admin", "param set join.mode open");
	const char msg[] = "From: Dora <dora@example.org>\r\nMessage-ID: <join@dora>\r\n"
			   "Subject: hello\r\n\r\nHello!\r\njoin dora\r\n";
	assert_int_equal(deliver(&f, FORUM, "dora@example.org", msg, sizeof msg - 1), MAIL_ACTED);
	rows r;
	rows_read(&f, &r);
	assert_int_equal(r.n, 1);
	assert_string_equal(r.v[0].rcpt, "dora@example.org");
	char *a = address_of(f.e, "dora");
	assert_non_null(strstr(r.v[0].msg, a));
	rows_free(&r);
	const char *n = engine_read_begin(f.e)->players[3]->contact;
	assert_string_equal(n, "dora@example.org");
	engine_read_end(f.e);
	const char moves[] = "From: dora@example.org\r\nMessage-ID: <m@dora>\r\n\r\n"
			     "transfer 5 A$ to bob\r\n";
	assert_int_equal(deliver(&f, a, "dora@example.org", moves, sizeof moves - 1), MAIL_ACTED);
	assert_int_equal(balance_of(f.e, "dora"), 895);
	free(a);
	close_nomic(&f);
}

/* Under join.mode approval (R252 I, the default) the stranger's join is an
 * application; once the Registrar (here the admin, the office vacant)
 * admits em, the next publication sets eir contact address and mails em
 * eir personal address, once. */
static void applicant_is_welcomed_once_admitted(void **state)
{
	nomic_file f;
	open_mail(&f);
	const char msg[] = "From: Erin <erin@example.org>\r\nMessage-ID: <join@erin>\r\n"
			   "\r\njoin erin\r\n";
	assert_int_equal(deliver(&f, FORUM, "erin@example.org", msg, sizeof msg - 1), MAIL_ACTED);
	rows r;
	rows_read(&f, &r);
	assert_int_equal(r.n, 1);
	assert_non_null(strstr(r.v[0].msg, "Once the Registrar admits you"));
	rows_free(&r);
	char err[300];
	assert_int_equal(mail_publish(f.e, f.path, NOW, err, sizeof err), 0);
	rows_read(&f, &r);
	assert_int_equal(r.n, 1); /* not yet admitted: nothing */
	rows_free(&r);
	run(f.e, "admin", "admit erin");
	assert_int_equal(mail_publish(f.e, f.path, NOW, err, sizeof err), 0);
	assert_int_equal(mail_publish(f.e, f.path, NOW, err, sizeof err), 0);
	char *a = address_of(f.e, "erin");
	rows_read(&f, &r);
	assert_int_equal(r.n, 2);
	assert_string_equal(r.v[1].rcpt, "erin@example.org");
	assert_non_null(strstr(r.v[1].msg, a));
	rows_free(&r);
	assert_string_equal(engine_read_begin(f.e)->players[3]->contact, "erin@example.org");
	engine_read_end(f.e);
	free(a);
	close_nomic(&f);
}

/* R254: one who leaves is unsubscribed from the forum; the admin's
 * subscriptions stay. Replay does the same. */
static void leaving_unsubscribes(void **state)
{
	nomic_file f;
	open_mail(&f);
	run(f.e, "alice", "forum subscribe alice@home.test");
	run(f.e, "admin", "forum subscribe list@example.org digest");
	run(f.e, "alice", "leave");
	for (int pass = 0; pass < 2; pass++) {
		const nomic *n = engine_read_begin(f.e);
		assert_int_equal(mail_nsubs(n), 1);
		assert_string_equal(mail_sub_at(n, 0)->address, "list@example.org");
		engine_read_end(f.e);
		reopen(&f);
	}
	close_nomic(&f);
}

/* ---- the outbox ---- */

/* A mail the MTA puts off stays queued and is retried after mail.retry,
 * doubled each time, then given up after mail.give_up; none is lost. */
static void outbox_retries_then_gives_up(void **state)
{
	nomic_file f;
	open_mail(&f);
	char *a = address_of(f.e, "alice");
	assert_int_equal(deliver_fixture(&f, "gmail_alternative_base64.eml", a,
					 "alice@example.org"), MAIL_ACTED);
	rows r;
	rows_read(&f, &r);
	int64_t q = r.v[0].queued;
	rows_free(&r);
	const char *closed = "smtp://127.0.0.1:1"; /* nothing listens: a temporary failure */
	char err[300];
	assert_int_equal(mail_flush(f.e, f.path, closed, q, err, sizeof err), 0);
	rows_read(&f, &r);
	assert_int_equal(r.v[0].status, OUTBOX_QUEUED);
	assert_int_equal(r.v[0].tries, 1);
	assert_int_equal(r.v[0].next_try, q + 60);
	assert_true(strlen(r.v[0].error) > 0);
	rows_free(&r);
	assert_int_equal(mail_flush(f.e, f.path, closed, q + 59, err, sizeof err), 0);
	rows_read(&f, &r);
	assert_int_equal(r.v[0].tries, 1); /* not due yet */
	rows_free(&r);
	assert_int_equal(mail_flush(f.e, f.path, closed, q + 60, err, sizeof err), 0);
	rows_read(&f, &r);
	assert_int_equal(r.v[0].tries, 2);
	assert_int_equal(r.v[0].next_try, q + 60 + 120);
	rows_free(&r);
	assert_int_equal(mail_flush(f.e, f.path, closed, q + 6 * 86400, err, sizeof err), 0);
	rows_read(&f, &r);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.v[0].status, OUTBOX_FAILED);
	assert_int_equal(r.v[0].sent, 0);
	rows_free(&r);
	free(a);
	close_nomic(&f);
}

/* ---- the forum ---- */

static void no_forum_row_holds(const rows *r, const char *secret)
{
	for (int i = 0; i < r->n; i++)
		if ((!strcmp(r->v[i].kind, "forum") || !strcmp(r->v[i].kind, "digest")) &&
		    strstr(r->v[i].msg, secret))
			fail_msg("the forum's mail to %s holds '%s':\n%s", r->v[i].rcpt, secret,
				 r->v[i].msg);
}

/* The forum hears only what the public may see (R370.1; visibility.h):
 * no secret vote, no hidden event, no contact address, no personal
 * address, no token, no private message; a private message goes to its
 * player's contact address alone. A restart repeats nothing. */
static void forum_carries_no_secrets(void **state)
{
	nomic_file f;
	open_mail(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	run(f.e, "admin", "forum subscribe watcher@example.org");
	run(f.e, "admin", "forum subscribe daily@example.org digest");
	run(f.e, "alice", "contact alice@home.test");
	run(f.e, "alice", "mail rotate");
	char *a = address_of(f.e, "alice");
	run(f.e, "admin", "clock advance 21d");
	run(f.e, "alice", "propose \"Ordinary\" \"Effect: mint 3 Gamepoints to alice\"");
	run(f.e, "alice", "vote 1 yes");
	run(f.e, "bob", "vote 1 no");
	run(f.e, "carol", "vote 1 yes");
	run(f.e, "admin", "rule enact 1600 \"Hands\" \"Deals.\" script \"nomic.command{name = "
		"\\\"deal\\\", who = \\\"admin\\\", run = function(cmd) nomic.tell(\\\"alice\\\", "
		"\\\"your hand: SECRET-\\\" .. \\\"ACE\\\") nomic.tell(\\\"bob\\\", "
		"\\\"your hand: SECRET-\\\" .. \\\"KING\\\") return \\\"dealt\\\" end}\"");
	run(f.e, "admin", "deal");
	reply tok;
	engine_submit(f.e, "bob", "token", &tok);
	assert_true(tok.ok && tok.secret);
	char err[300];
	assert_int_equal(mail_publish(f.e, f.path, NOW, err, sizeof err), 0);
	run(f.e, "admin", "clock advance 8d"); /* the results: public, announced */
	assert_int_equal(mail_publish(f.e, f.path, NOW + 86400, err, sizeof err), 0);
	rows r;
	rows_read(&f, &r);
	static const char *const secrets[] = {"vote 1", "SECRET-ACE", "SECRET-KING",
					      "alice@home.test", "mail rotate", "contact"};
	for (size_t i = 0; i < sizeof secrets / sizeof *secrets; i++)
		no_forum_row_holds(&r, secrets[i]);
	no_forum_row_holds(&r, strchr(a, '-') + 1);
	no_forum_row_holds(&r, tok.secret);
	int adopted = 0, digest = 0;
	for (int i = 0; i < r.n; i++) {
		if (!strcmp(r.v[i].kind, "forum")) {
			assert_string_equal(r.v[i].rcpt, "watcher@example.org");
			assert_non_null(strstr(r.v[i].msg, "Auto-Submitted: auto-generated"));
			adopted += strstr(r.v[i].msg, "is ADOPTED") != NULL;
			if (getenv("MAIL_TEST_DEBUG"))
				fprintf(stderr, "%s\n", r.v[i].msg);
		}
		if (!strcmp(r.v[i].kind, "digest")) {
			assert_string_equal(r.v[i].rcpt, "daily@example.org");
			assert_non_null(strstr(r.v[i].msg, "Ordinary"));
			digest++;
		}
	}
	assert_int_equal(adopted, 1);
	assert_int_equal(digest, 1); /* the first day's, closed by the second */
	/* Private: alice's hand to her contact address only; bob has none. */
	assert_int_equal(count_kind(&r, "private"), 1);
	for (int i = 0; i < r.n; i++)
		if (!strcmp(r.v[i].kind, "private")) {
			assert_string_equal(r.v[i].rcpt, "alice@home.test");
			assert_non_null(strstr(r.v[i].msg, "SECRET-ACE"));
			assert_null(strstr(r.v[i].msg, "SECRET-KING"));
		}
	int before = r.n;
	rows_free(&r);
	/* Again, and after a restart: nothing new, nothing repeated. */
	assert_int_equal(mail_publish(f.e, f.path, NOW + 86400, err, sizeof err), 0);
	reopen(&f);
	assert_int_equal(mail_publish(f.e, f.path, NOW + 86400, err, sizeof err), 0);
	rows_read(&f, &r);
	assert_int_equal(r.n, before);
	rows_free(&r);
	reply_free(&tok);
	free(a);
	close_nomic(&f);
}

/* The gateway's part of a checkpoint (mail_ckpt.c, issue 17 item 3): read
 * back into a fresh nomic, the forum's first event, the rotations and the
 * subscribers are the same, and the bytes written again are the same. */
static void checkpoint_part_round_trip(void **state)
{
	(void)state;
	nomic_file f;
	open_mail(&f);
	run(f.e, "alice", "forum subscribe alice@example.org digest");
	run(f.e, "bob", "mail rotate");
	const nomic *n = engine_read_begin(f.e);
	ckw a = {0}, b = {0};
	sbuf_addn(&a.b, "", 0);
	assert_int_equal(mail_save_state(n, &a), 0);
	uint64_t since = mail_forum_since(n);
	int64_t rot = mail_rotation(n, 2);
	engine_read_end(f.e);
	assert_true(since > 0);
	assert_int_equal(rot, 1);
	nomic *m = nomic_new();
	ckr r;
	ckr_init(&r, a.b.s, a.b.len);
	assert_int_equal(mail_load_state(m, &r), 0);
	assert_true(ckr_done(&r));
	assert_int_equal(mail_forum_since(m), since);
	assert_int_equal(mail_rotation(m, 2), 1);
	assert_string_equal(mail_forum(m), FORUM);
	assert_int_equal(mail_nsubs(m), 1);
	assert_int_equal(mail_sub_at(m, 0)->mode, MAIL_DIGEST);
	sbuf_addn(&b.b, "", 0);
	assert_int_equal(mail_save_state(m, &b), 0);
	assert_int_equal(a.b.len, b.b.len);
	assert_memory_equal(a.b.s, b.b.s, a.b.len);
	/* Cut short anywhere: refused. */
	for (size_t k = 0; k < a.b.len; k++) {
		nomic *t = nomic_new();
		ckr_init(&r, a.b.s, k);
		int rc = mail_load_state(t, &r);
		assert_true(rc != 0 || !ckr_done(&r));
		nomic_free(t);
	}
	nomic_free(m);
	sbuf_free(&a.b);
	sbuf_free(&b.b);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(parse_quoted_printable_latin1),
		cmocka_unit_test(parse_alternative_base64),
		cmocka_unit_test(parse_mixed_skips_attachment),
		cmocka_unit_test(parse_windows_1252),
		cmocka_unit_test(parse_html_only_has_no_text),
		cmocka_unit_test(parse_empty_text_part),
		cmocka_unit_test(lines_run_in_order),
		cmocka_unit_test(forged_from_is_refused),
		cmocka_unit_test(rotated_secret_is_refused),
		cmocka_unit_test(delivered_twice_acts_once),
		cmocka_unit_test(robots_are_dropped),
		cmocka_unit_test(refusals_change_nothing),
		cmocka_unit_test(stranger_joins_by_mail),
		cmocka_unit_test(applicant_is_welcomed_once_admitted),
		cmocka_unit_test(leaving_unsubscribes),
		cmocka_unit_test(outbox_retries_then_gives_up),
		cmocka_unit_test(forum_carries_no_secrets),
		cmocka_unit_test(checkpoint_part_round_trip),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
