/* cli.c: the CLI's mail subcommands (mail.h mail_cli), the gateway's face
 * to an MTA and to cron:
 *
 *   nomic [--file F] mail deliver --to RCPT --sender SENDER < MESSAGE
 *       one inbound mail, as an MTA's pipe transport hands it over; the
 *       exit code is the MTA's (mail.h: 0, 67 EX_NOUSER, 75 EX_TEMPFAIL,
 *       64 EX_USAGE) and stderr says what was done, for its log;
 *   nomic [--file F] mail flush --smtp URL [--now TIME]
 *       publishes what is new to the outbox and sends what is due once;
 *   nomic [--file F] mail publish [--now TIME]
 *       only the first half (tests, or a server that sends elsewhere);
 *   nomic [--file F] mail outbox
 *       every mail queued: id, kind, status, tries, recipient, last error. */
#include "core/util.h"
#include "mail/mail_impl.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define EX_USAGE 64
#define EX_TEMPFAIL 75
#define STDIN_CAP (64u << 20) /* mail.max_bytes's own bound */

static const char mail_usage[] =
	"usage: nomic [--file F] mail deliver --to RCPT --sender SENDER < MESSAGE\n"
	"       nomic [--file F] mail flush --smtp URL [--now TIME]\n"
	"       nomic [--file F] mail publish [--now TIME]\n"
	"       nomic [--file F] mail outbox\n"
	"`mail deliver` exits 0 when the mail was taken (acted on, answered or dropped),\n"
	"67 (EX_NOUSER) for an address that is no one's here, 75 (EX_TEMPFAIL) when the\n"
	"MTA should try again later, 64 on bad usage.\n";

/* Reads stdin whole, up to STDIN_CAP bytes (the rest is read and
 * dropped; *len says the true size, capped at STDIN_CAP + 1). */
static char *read_stdin(size_t *len)
{
	size_t n = 0, cap = 65536;
	char *buf = xmalloc(cap);
	char chunk[65536];
	size_t got;
	while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) {
		if (n >= STDIN_CAP) {
			n = STDIN_CAP + 1;
			continue;
		}
		if (n + got > cap) {
			while (n + got > cap)
				cap *= 2;
			buf = xrealloc(buf, cap + 1);
		}
		memcpy(buf + n, chunk, got);
		n += got;
	}
	*len = n > STDIN_CAP ? STDIN_CAP + 1 : n;
	return buf;
}

static int cli_deliver(const char *path, int argc, char **argv)
{
	static const struct option opts[] = {
		{"to", required_argument, NULL, 't'},
		{"sender", required_argument, NULL, 's'},
		{NULL, 0, NULL, 0},
	};
	const char *to = NULL, *sender = NULL;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "+t:s:", opts, NULL)) != -1) {
		if (c == 't')
			to = optarg;
		else if (c == 's')
			sender = optarg;
		else
			return fputs(mail_usage, stderr), EX_USAGE;
	}
	if (!to || !sender || optind != argc)
		return fputs(mail_usage, stderr), EX_USAGE;
	size_t len;
	char *msg = read_stdin(&len);
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	if (!e) {
		fprintf(stderr, "nomic: %s\n", err);
		free(msg);
		return EX_TEMPFAIL;
	}
	char why[600];
	enum mail_outcome o = mail_deliver(e, path, to, sender, msg, len, why, sizeof why);
	engine_close(e);
	free(msg);
	fprintf(stderr, "nomic: mail to %s from <%s>: %s\n", to, sender, why);
	return mail_exit(o);
}

static int now_option(const char *word, int64_t *now)
{
	gtime t;
	if (parse_time(word, &t))
		return fprintf(stderr, "nomic: bad --now '%s'\n", word), -1;
	*now = (int64_t)t;
	return 0;
}

static int cli_flush(const char *path, int argc, char **argv, int send)
{
	static const struct option opts[] = {
		{"smtp", required_argument, NULL, 's'},
		{"now", required_argument, NULL, 'n'},
		{NULL, 0, NULL, 0},
	};
	const char *url = NULL;
	int64_t now = (int64_t)time(NULL);
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "+s:n:", opts, NULL)) != -1) {
		if (c == 's')
			url = optarg;
		else if (c == 'n') {
			if (now_option(optarg, &now))
				return EX_USAGE;
		} else
			return fputs(mail_usage, stderr), EX_USAGE;
	}
	if ((send && !url) || optind != argc)
		return fputs(mail_usage, stderr), EX_USAGE;
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	if (!e)
		return fprintf(stderr, "nomic: %s\n", err), 3;
	int rc = mail_publish(e, path, now, err, sizeof err);
	int sent = 0;
	if (!rc && send)
		sent = mail_flush(e, path, url, now, err, sizeof err);
	engine_close(e);
	if (rc || sent < 0)
		return fprintf(stderr, "nomic: %s\n", err), 3;
	if (send)
		printf("sent %d\n", sent);
	return 0;
}

static const char *const status_names[] = {"queued", "sent", "failed"};

static int print_row(void *arg, const outbox_mail *m)
{
	printf("%lld %s %s tries=%d to=%s%s%s\n", (long long)m->id, m->kind,
	       status_names[m->status <= OUTBOX_FAILED ? m->status : 0], m->tries, m->rcpt,
	       *m->error ? " error=" : "", m->error);
	return 0;
}

static int cli_outbox(const char *path)
{
	char err[512];
	outbox *o = outbox_open(path, err, sizeof err);
	if (!o)
		return fprintf(stderr, "nomic: %s\n", err), 3;
	int rc = outbox_each(o, print_row, NULL);
	if (rc)
		fprintf(stderr, "nomic: %s\n", outbox_error(o));
	outbox_close(o);
	return rc ? 3 : 0;
}

int mail_cli(const char *path, int argc, char **argv)
{
	if (argc < 2)
		return fputs(mail_usage, stderr), EX_USAGE;
	if (strcmp(argv[1], "deliver") == 0)
		return cli_deliver(path, argc - 1, argv + 1);
	if (strcmp(argv[1], "flush") == 0)
		return cli_flush(path, argc - 1, argv + 1, 1);
	if (strcmp(argv[1], "publish") == 0)
		return cli_flush(path, argc - 1, argv + 1, 0);
	if (strcmp(argv[1], "outbox") == 0 && argc == 2)
		return cli_outbox(path);
	return fputs(mail_usage, stderr), EX_USAGE;
}
