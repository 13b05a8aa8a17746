/* test_smtp.c: the focus of this file is smtp_send (src/mail/smtp.c;
 * issue 13 item 2, "outbound mail is sent through the MTA, retried on
 * failure, and never lost"): which failures it calls temporary (retry:
 * no server, 4xx) and which permanent (5xx, an address SMTP cannot
 * carry), and what goes over the wire: the envelope, CRLF line ends,
 * dot-stuffing, the null sender. A scripted SMTP server on a loopback
 * port plays the MTA; tests/e2e/test_mta.py sends through the real one. */
#include "mail/smtp.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cmocka.h>

/* The scripted server: one connection, these replies, and a record of
 * the commands and the message it received. */
typedef struct fake {
	const char *greeting, *mail_reply, *rcpt_reply, *end_reply;
	int lsock, port;
	pthread_t thread;
	char log[8192];    /* the commands, one a line, CRLF removed */
	char data[8192];   /* DATA's bytes as sent, final dot included */
	size_t ndata;
} fake;

static void say(int s, const char *line)
{
	size_t n = strlen(line);
	if (write(s, line, n) != (ssize_t)n)
		return;
}

/* Reads one CRLF-ended line into buf (without it); 0 at EOF. */
static int read_line(int s, char *buf, size_t cap)
{
	size_t n = 0;
	char ch;
	while (read(s, &ch, 1) == 1) {
		if (ch == '\n') {
			if (n && buf[n - 1] == '\r')
				n--;
			buf[n] = '\0';
			return 1;
		}
		if (n + 1 < cap)
			buf[n++] = ch;
	}
	return 0;
}

static void *serve(void *arg)
{
	fake *f = arg;
	int s = accept(f->lsock, NULL, NULL);
	if (s < 0)
		return NULL;
	say(s, f->greeting);
	char line[1024];
	while (read_line(s, line, sizeof line)) {
		strncat(f->log, line, sizeof f->log - strlen(f->log) - 2);
		strcat(f->log, "\n");
		if (!strncmp(line, "EHLO", 4) || !strncmp(line, "HELO", 4)) {
			say(s, "250 fake.test\r\n");
		} else if (!strncmp(line, "MAIL", 4)) {
			say(s, f->mail_reply);
		} else if (!strncmp(line, "RCPT", 4)) {
			say(s, f->rcpt_reply);
		} else if (!strncmp(line, "DATA", 4)) {
			say(s, "354 go on\r\n");
			/* Until CRLF . CRLF, byte by byte, as sent. */
			char ch;
			while (f->ndata < sizeof f->data - 1 && read(s, &ch, 1) == 1) {
				f->data[f->ndata++] = ch;
				if (f->ndata >= 5 && !memcmp(f->data + f->ndata - 5, "\r\n.\r\n", 5))
					break;
			}
			f->data[f->ndata] = '\0';
			say(s, f->end_reply);
		} else if (!strncmp(line, "QUIT", 4)) {
			say(s, "221 bye\r\n");
			break;
		} else {
			say(s, "250 ok\r\n");
		}
	}
	close(s);
	return NULL;
}

static void fake_start(fake *f)
{
	if (!f->greeting)
		f->greeting = "220 fake.test ESMTP\r\n";
	if (!f->mail_reply)
		f->mail_reply = "250 sender ok\r\n";
	if (!f->rcpt_reply)
		f->rcpt_reply = "250 recipient ok\r\n";
	if (!f->end_reply)
		f->end_reply = "250 queued\r\n";
	f->lsock = socket(AF_INET, SOCK_STREAM, 0);
	assert_true(f->lsock >= 0);
	struct sockaddr_in a = { .sin_family = AF_INET };
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	assert_int_equal(bind(f->lsock, (struct sockaddr *)&a, sizeof a), 0);
	assert_int_equal(listen(f->lsock, 1), 0);
	socklen_t al = sizeof a;
	assert_int_equal(getsockname(f->lsock, (struct sockaddr *)&a, &al), 0);
	f->port = ntohs(a.sin_port);
	assert_int_equal(pthread_create(&f->thread, NULL, serve, f), 0);
}

static void fake_stop(fake *f)
{
	pthread_join(f->thread, NULL);
	close(f->lsock);
}

static int send_to(fake *f, const char *from, const char *const *rcpt, size_t nrcpt,
                   const char *msg, char *err, size_t errlen)
{
	char url[64];
	snprintf(url, sizeof url, "smtp://127.0.0.1:%d", f->port);
	return smtp_send(url, from, rcpt, nrcpt, msg, strlen(msg), err, errlen);
}

static const char MSG[] = "From: nomic@nomic.test\nTo: alice@example.test\n"
                          "Subject: test\n\nline one\n.\n.dot first\nend";

/* Accepted: the envelope as given, bare LFs sent as CRLF, lines that
 * begin with a dot stuffed, and the final dot. */
static void test_accepted(void **state)
{
	(void)state;
	fake f = { 0 };
	fake_start(&f);
	const char *rcpt[] = { "alice@example.test", "bob@example.test" };
	char err[256] = "x";
	assert_int_equal(send_to(&f, "nomic@nomic.test", rcpt, 2, MSG, err, sizeof err), 0);
	fake_stop(&f);
	assert_string_equal(err, "");
	assert_non_null(strstr(f.log, "MAIL FROM:<nomic@nomic.test>"));
	assert_non_null(strstr(f.log, "RCPT TO:<alice@example.test>\nRCPT TO:<bob@example.test>\n"));
	assert_string_equal(f.data, "From: nomic@nomic.test\r\nTo: alice@example.test\r\n"
	                            "Subject: test\r\n\r\nline one\r\n..\r\n..dot first\r\nend"
	                            "\r\n.\r\n");
}

/* CRLF and bare CR line ends come out as CRLF, never doubled. */
static void test_line_ends(void **state)
{
	(void)state;
	fake f = { 0 };
	fake_start(&f);
	const char *rcpt[] = { "alice@example.test" };
	assert_int_equal(send_to(&f, "n@nomic.test", rcpt, 1, "Subject: a\r\n\r\nx\ry\r\n", NULL, 0),
	                 0);
	fake_stop(&f);
	assert_string_equal(f.data, "Subject: a\r\n\r\nx\r\ny\r\n.\r\n");
}

/* The null sender, as a bounce has it: MAIL FROM:<>. */
static void test_null_sender(void **state)
{
	(void)state;
	fake f = { 0 };
	fake_start(&f);
	const char *rcpt[] = { "alice@example.test" };
	assert_int_equal(send_to(&f, "", rcpt, 1, MSG, NULL, 0), 0);
	fake_stop(&f);
	assert_non_null(strstr(f.log, "MAIL FROM:<>\n"));
}

/* 5xx to a recipient: permanent, and the reply code is in the error. */
static void test_rcpt_5xx_permanent(void **state)
{
	(void)state;
	fake f = { .rcpt_reply = "550 no such user\r\n" };
	fake_start(&f);
	const char *rcpt[] = { "nobody@example.test" };
	char err[256];
	assert_int_equal(send_to(&f, "n@nomic.test", rcpt, 1, MSG, err, sizeof err), -1);
	fake_stop(&f);
	assert_non_null(strstr(err, "550"));
	assert_int_equal(f.ndata, 0);
}

/* 4xx to a recipient (greylisting, a full queue): try again later. */
static void test_rcpt_4xx_temporary(void **state)
{
	(void)state;
	fake f = { .rcpt_reply = "451 try later\r\n" };
	fake_start(&f);
	const char *rcpt[] = { "alice@example.test" };
	char err[256];
	assert_int_equal(send_to(&f, "n@nomic.test", rcpt, 1, MSG, err, sizeof err), 1);
	fake_stop(&f);
	assert_non_null(strstr(err, "451"));
}

/* The sender refused for good, and the message refused after DATA. */
static void test_mail_and_data_5xx(void **state)
{
	(void)state;
	const char *rcpt[] = { "alice@example.test" };
	fake f = { .mail_reply = "553 sender not allowed\r\n" };
	fake_start(&f);
	assert_int_equal(send_to(&f, "n@nomic.test", rcpt, 1, MSG, NULL, 0), -1);
	fake_stop(&f);

	fake g = { .end_reply = "554 message refused\r\n" };
	fake_start(&g);
	char err[256];
	assert_int_equal(send_to(&g, "n@nomic.test", rcpt, 1, MSG, err, sizeof err), -1);
	fake_stop(&g);
	assert_non_null(strstr(err, "554"));
}

/* 4xx after the message (the MTA's disk is full): try again later. */
static void test_data_4xx_temporary(void **state)
{
	(void)state;
	fake f = { .end_reply = "452 insufficient storage\r\n" };
	fake_start(&f);
	const char *rcpt[] = { "alice@example.test" };
	assert_int_equal(send_to(&f, "n@nomic.test", rcpt, 1, MSG, NULL, 0), 1);
	fake_stop(&f);
}

/* A server that is not in service (421 greeting): try again later. */
static void test_greeting_421_temporary(void **state)
{
	(void)state;
	fake f = { .greeting = "421 closing\r\n" };
	fake_start(&f);
	const char *rcpt[] = { "alice@example.test" };
	assert_int_equal(send_to(&f, "n@nomic.test", rcpt, 1, MSG, NULL, 0), 1);
	fake_stop(&f);
}

/* A port nobody listens on: connection refused, a temporary failure. */
static void test_closed_port_temporary(void **state)
{
	(void)state;
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = { .sin_family = AF_INET };
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	assert_int_equal(bind(s, (struct sockaddr *)&a, sizeof a), 0);
	socklen_t al = sizeof a;
	assert_int_equal(getsockname(s, (struct sockaddr *)&a, &al), 0);
	close(s); /* bound, never listened: closed */
	char url[64];
	snprintf(url, sizeof url, "smtp://127.0.0.1:%d", ntohs(a.sin_port));
	const char *rcpt[] = { "alice@example.test" };
	char err[256] = "";
	assert_int_equal(smtp_send(url, "n@nomic.test", rcpt, 1, MSG, strlen(MSG), err, sizeof err),
	                 1);
	assert_true(err[0] != '\0');
}

/* Addresses SMTP cannot carry are refused for good before any
 * connection (the URL's port is closed: a try would say 1). A CR or LF
 * in an address would inject SMTP commands. */
static void test_bad_arguments(void **state)
{
	(void)state;
	const char *url = "smtp://127.0.0.1:1";
	const char *ok[] = { "alice@example.test" };
	const char *crlf[] = { "alice@example.test>\r\nRSET" };
	const char *space[] = { "alice @example.test" };
	const char *empty[] = { "" };
	char err[256];
	assert_int_equal(smtp_send(url, "n@nomic.test", crlf, 1, MSG, strlen(MSG), err, sizeof err),
	                 -1);
	assert_non_null(strstr(err, "recipient"));
	assert_int_equal(smtp_send(url, "n@nomic.test", space, 1, MSG, strlen(MSG), NULL, 0), -1);
	assert_int_equal(smtp_send(url, "n@nomic.test", empty, 1, MSG, strlen(MSG), NULL, 0), -1);
	assert_int_equal(smtp_send(url, "a\nb@nomic.test", ok, 1, MSG, strlen(MSG), err, sizeof err),
	                 -1);
	assert_non_null(strstr(err, "sender"));
	assert_int_equal(smtp_send(url, "n@nomic.test", ok, 0, MSG, strlen(MSG), NULL, 0), -1);
	assert_int_equal(smtp_send(url, "n@nomic.test", ok, 1, "", 0, NULL, 0), -1);
	assert_int_equal(smtp_send(url, "n@nomic.test", ok, 1, "a\0b", 3, err, sizeof err), -1);
	assert_non_null(strstr(err, "NUL"));
	/* Not an SMTP URL: the admin's mistake, not the message's. */
	assert_int_equal(smtp_send("http://127.0.0.1:1", "n@nomic.test", ok, 1, MSG, strlen(MSG), err,
	                           sizeof err),
	                 1);
	assert_non_null(strstr(err, "smtp://"));
	assert_int_equal(smtp_send("file:///etc/passwd", "n@nomic.test", ok, 1, MSG, strlen(MSG), NULL,
	                           0),
	                 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_accepted),
		cmocka_unit_test(test_line_ends),
		cmocka_unit_test(test_null_sender),
		cmocka_unit_test(test_rcpt_5xx_permanent),
		cmocka_unit_test(test_rcpt_4xx_temporary),
		cmocka_unit_test(test_mail_and_data_5xx),
		cmocka_unit_test(test_data_4xx_temporary),
		cmocka_unit_test(test_greeting_421_temporary),
		cmocka_unit_test(test_closed_port_temporary),
		cmocka_unit_test(test_bad_arguments),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
