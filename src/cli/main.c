/* main.c: the `nomic` command line: create a nomic, act in it, read and
 * check its log, serve it. Exit codes: 0 done, 1 the nomic refused the
 * command, 2 bad usage, 3 the file could not be used, 4 the log is unsound. */
#include "cli/backup.h"
#include "cli/config.h"
#include "cli/manual.h"
#include "core/engine.h"
#include "core/idem.h"
#include "core/util.h"
#include "cli/serve_many.h"
#include "mail/mail.h"
#include "net/http.h"
#include "store/store.h"

#include <getopt.h>
#include <jansson.h>
#include <signal.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { EXIT_REFUSED = 1, EXIT_USAGE = 2, EXIT_FILE = 3, EXIT_UNSOUND = 4 };

static const char usage_text[] =
	"usage: nomic [--config FILE] [--file PATH] [--as NAME | --admin] [--json] [--key KEY]\n"
	"             COMMAND...\n"
	"       nomic [--file PATH] init [--title TEXT] [--clock real|virtual] [--start TIME]\n"
	"                               [--ruleset NAME]\n"
	"       nomic [--file PATH] log [--public | --viewer NAME] [--from SEQ] [--limit N] [--json]\n"
	"       nomic [--file PATH] news [N] [--public | --viewer NAME] [--json]\n"
	"       nomic [--file PATH] verify [--jobs N]\n"
	"       nomic [--file PATH] checkpoint\n"
	"       nomic [--file PATH] audit\n"
	"       nomic [--file PATH] backup [--force] DEST\n"
	"       nomic [--file PATH] serve [--bind ADDR] [--port PORT] [--quiet]\n"
	"       nomic serve (--nomics DIR | --nomic NAME=PATH ...) [--port PORT] ...\n"
	"                                [--conns-per-address N] [--rate-per-address M]\n"
	"                                [--request-timeout SECONDS] [--smtp URL]\n"
	"       nomic [--file PATH] mail deliver --to RCPT --sender SENDER < MESSAGE\n"
	"       nomic [--file PATH] mail flush --smtp URL | mail publish | mail outbox\n"
	"       nomic manual [--markdown]\n"
	"       nomic --version\n"
	"\n"
	"Runs a nomic kept in one file (default $NOMIC_FILE, else ./nomic.db).\n"
	"--config reads FILE's `key = value` lines (file, bind, port, ...: see\n"
	"docs/DEPLOY.md) before the flags, which override them.\n"
	"Anything that is not one of the subcommands above is a command of the\n"
	"nomic itself, issued as NAME (--as), as the admin (--admin), or as\n"
	"someone not yet a player; `nomic help` lists those commands. With --key,\n"
	"a command sent again with the same key is not done again (a retry).\n"
	"\n"
	"`nomic serve --help` explains the server's per-address limits (defaults:\n"
	"16 connections, 20 requests a second, a 10 s request timeout).\n"
	"\n"
	"Exit status: 0 done, 1 refused by the nomic, 2 bad usage,\n"
	"3 the file could not be used, 4 the log failed verification.\n";

static int usage(FILE *f, int code)
{
	fputs(usage_text, f);
	return code;
}

/* Rebuilds one command line from shell words, quoting where needed. */
static char *join_words(int argc, char **argv)
{
	if (argc == 1)
		return xstrdup(argv[0]);
	sbuf b = {0};
	for (int i = 0; i < argc; i++) {
		const char *w = argv[i];
		if (i)
			sbuf_add(&b, " ");
		if (*w && !strpbrk(w, " \t\n\"\\")) {
			sbuf_add(&b, w);
			continue;
		}
		/* The language's own escapes (\n, \", \\) pass through, so
		 * 'Line one\nEffect: ...' is two lines; quotes and real line
		 * breaks are escaped, and so is a backslash that would swallow
		 * the closing quote. */
		sbuf_add(&b, "\"");
		for (; *w; w++) {
			if (*w == '\n')
				sbuf_add(&b, "\\n");
			else if (*w == '"')
				sbuf_add(&b, "\\\"");
			else if (*w == '\\' && w[1] == '\0')
				sbuf_add(&b, "\\\\");
			else if (*w == '\\' && (w[1] == '"' || w[1] == '\\' || w[1] == 'n'))
				sbuf_addn(&b, w++, 2);
			else
				sbuf_addn(&b, w, 1);
		}
		sbuf_add(&b, "\"");
	}
	return sbuf_take(&b);
}

static int cmd_init(const char *path, int argc, char **argv)
{
	static const struct option opts[] = {
		{"title", required_argument, NULL, 't'},
		{"clock", required_argument, NULL, 'c'},
		{"start", required_argument, NULL, 's'},
		{"ruleset", required_argument, NULL, 'r'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	const char *title = "A Nomic", *ruleset = NULL;
	enum clock_mode mode = CLOCK_REAL;
	gtime start = -1;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "+t:c:s:r:h", opts, NULL)) != -1) {
		switch (c) {
		case 't': title = optarg; break;
		case 'r': ruleset = optarg; break;
		case 'c':
			if (strcmp(optarg, "virtual") == 0)
				mode = CLOCK_VIRTUAL;
			else if (strcmp(optarg, "real") != 0)
				return fprintf(stderr, "nomic: --clock is real or virtual\n"), EXIT_USAGE;
			break;
		case 's':
			if (parse_time(optarg, &start))
				return fprintf(stderr, "nomic: --start wants a time like 2001-01-01T00:00Z\n"),
				       EXIT_USAGE;
			break;
		case 'h':
			printf("usage: nomic [--file PATH] init [--title TEXT] [--clock real|virtual]"
			       " [--start TIME] [--ruleset ackanomic|anomic|ace-of-spades]\n\n"
			       "Creates a new nomic in PATH and prints the admin's API token once.\n");
			return 0;
		default: return usage(stderr, EXIT_USAGE);
		}
	}
	if (optind != argc)
		return usage(stderr, EXIT_USAGE);
	char err[512];
	reply r;
	engine *e = engine_create(path, title, mode, start, &r, err, sizeof err);
	if (!e) {
		fprintf(stderr, "nomic: %s\n", err);
		reply_free(&r);
		return EXIT_FILE;
	}
	printf("%s\nadmin token: %s\n", r.text, r.secret ? r.secret : "?");
	reply_free(&r);
	if (ruleset) {
		char line[128];
		snprintf(line, sizeof line, "ruleset load %s", ruleset);
		int ok = engine_submit(e, "admin", line, &r);
		fprintf(ok ? stdout : stderr, "%s\n", r.text);
		reply_free(&r);
		if (!ok) {
			engine_close(e);
			store_remove(path); /* no half-made nomic: init is all or nothing */
			return EXIT_REFUSED;
		}
	}
	engine_close(e);
	return 0;
}

/* An event's public text (what the news says happened), indented under
 * its line of the log. */
static void print_text(const char *text, const char *indent)
{
	for (const char *s = text; *s;) {
		const char *nl = strchr(s, '\n');
		int len = nl ? (int)(nl - s) : (int)strlen(s);
		printf("%s%.*s\n", indent, len, s);
		s += len + (nl ? 1 : 0);
	}
}

static int cmd_log(const char *path, int argc, char **argv)
{
	static const struct option opts[] = {
		{"public", no_argument, NULL, 'p'},
		{"viewer", required_argument, NULL, 'v'},
		{"from", required_argument, NULL, 'f'},
		{"limit", required_argument, NULL, 'l'},
		{"json", no_argument, NULL, 'j'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	const char *viewer = "admin";
	int64_t from = 1, limit = 1000000000;
	int json = 0, c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "+pv:f:l:jh", opts, NULL)) != -1) {
		switch (c) {
		case 'p': viewer = NULL; break;
		case 'v': viewer = optarg; break;
		case 'f':
			if (parse_int64(optarg, &from) || from < 1)
				return usage(stderr, EXIT_USAGE);
			break;
		case 'l':
			if (parse_int64(optarg, &limit) || limit < 1)
				return usage(stderr, EXIT_USAGE);
			break;
		case 'j': json = 1; break;
		case 'h':
			printf("usage: nomic [--file PATH] log [--public | --viewer NAME] [--from SEQ]"
			       " [--limit N] [--json]\n\nPrints the event log. The file's owner sees"
			       " everything; --public shows what anyone may see, --viewer what one"
			       " player may.\n");
			return 0;
		default: return usage(stderr, EXIT_USAGE);
		}
	}
	if (optind != argc)
		return usage(stderr, EXIT_USAGE);
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	if (!e)
		return fprintf(stderr, "nomic: %s\n", err), EXIT_FILE;
	if (limit > 1000000000)
		limit = 1000000000;
	json_t *log = engine_log_json(e, (uint64_t)from, (int)limit, viewer);
	if (json) {
		json_dumpf(log, stdout, JSON_INDENT(1));
		putchar('\n');
	} else {
		size_t i;
		json_t *ev;
		json_array_foreach(log, i, ev) {
			const char *actor = json_string_value(json_object_get(ev, "actor"));
			printf("%6lld %s %s> %s\n", (long long)json_integer_value(json_object_get(ev, "seq")),
			       json_string_value(json_object_get(ev, "time")),
			       actor && *actor ? actor : "(someone)",
			       json_string_value(json_object_get(ev, "command")));
			const char *text = json_string_value(json_object_get(ev, "text"));
			if (text)
				print_text(text, "         ");
		}
	}
	json_decref(log);
	engine_close(e);
	return 0;
}

/* nomic news [N]: the last N events with a public text (default 20), as
 * the viewer may see them, newest first (core/news.c). */
static int cmd_news(const char *path, int argc, char **argv)
{
	static const struct option opts[] = {
		{"public", no_argument, NULL, 'p'},
		{"viewer", required_argument, NULL, 'v'},
		{"json", no_argument, NULL, 'j'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	const char *viewer = "admin";
	int64_t limit = 20;
	int json = 0, c;
	optind = 0; /* glibc: start afresh, permuting (N may come before the options) */
	while ((c = getopt_long(argc, argv, "pv:jh", opts, NULL)) != -1) {
		switch (c) {
		case 'p': viewer = NULL; break;
		case 'v': viewer = optarg; break;
		case 'j': json = 1; break;
		case 'h':
			printf("usage: nomic [--file PATH] news [N] [--public | --viewer NAME] [--json]\n\n"
			       "Prints the last N (default 20) events that say what happened (a"
			       " proposal's results, a rule changed, a game's round), newest first."
			       " The file's owner sees everything; --public shows what anyone may"
			       " see, --viewer what one player may.\n");
			return 0;
		default: return usage(stderr, EXIT_USAGE);
		}
	}
	if (optind < argc && (parse_int64(argv[optind++], &limit) || limit < 1 || limit > 1000))
		return fprintf(stderr, "nomic: N is a number from 1 to 1000\n"), EXIT_USAGE;
	if (optind != argc)
		return usage(stderr, EXIT_USAGE);
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	if (!e)
		return fprintf(stderr, "nomic: %s\n", err), EXIT_FILE;
	json_t *news = engine_news_json(e, 0, (int)limit, viewer, NULL, NULL);
	if (json) {
		json_dumpf(news, stdout, JSON_INDENT(1));
		putchar('\n');
	} else {
		size_t i;
		json_t *ev;
		json_array_foreach(news, i, ev) {
			printf("%s#%lld %s\n", i ? "\n" : "",
			       (long long)json_integer_value(json_object_get(ev, "seq")),
			       json_string_value(json_object_get(ev, "time")));
			print_text(json_string_value(json_object_get(ev, "text")), "  ");
		}
		if (!json_array_size(news))
			printf("no news yet\n");
	}
	json_decref(news);
	engine_close(e);
	return 0;
}

/* `nomic verify [--jobs N]`: serially, or in segments between the stored
 * checkpoints on N threads (default: one per online CPU; engine.h). */
static int cmd_verify(const char *path, int argc, char **argv)
{
	static const struct option opts[] = {
		{"jobs", required_argument, NULL, 'j'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	int jobs = 0, c;
	optind = 0;
	while ((c = getopt_long(argc, argv, "j:h", opts, NULL)) != -1) {
		switch (c) {
		case 'j': {
			char *end;
			long v = strtol(optarg, &end, 10);
			if (*end || end == optarg || v < 1 || v > 1024)
				return fprintf(stderr, "nomic: --jobs takes a number from 1 to 1024\n"),
				       EXIT_USAGE;
			jobs = (int)v;
			break;
		}
		case 'h':
			printf("usage: nomic [--file PATH] verify [--jobs N]\n\n"
			       "Replays the whole log and checks every hash link and every stored"
			       " checkpoint. With checkpoints, the segments between them are replayed"
			       " side by side on N threads (default: one per CPU; 1: serially); the"
			       " proof is the same.\n");
			return 0;
		default: return usage(stderr, EXIT_USAGE);
		}
	}
	if (optind != argc)
		return usage(stderr, EXIT_USAGE);
	uint64_t count, bad, checkpoints;
	unsigned segments;
	char why[1200];
	if (engine_verify_jobs(path, jobs, &count, &checkpoints, &segments, &bad, why,
			       sizeof why) == 0) {
		printf("ok: %llu events, every hash link holds and every event replays\n",
		       (unsigned long long)count);
		if (checkpoints)
			printf("ok: %llu checkpoint%s, each equal to the state replayed to its "
			       "event\n", (unsigned long long)checkpoints, checkpoints == 1 ? "" : "s");
		if (segments > 1)
			printf("ok: replayed in %u segments between checkpoints, side by side\n",
			       segments);
		return 0;
	}
	if (bad)
		printf("bad event %llu: %s\n", (unsigned long long)bad, why);
	else
		printf("cannot verify: %s\n", why);
	return bad ? EXIT_UNSOUND : EXIT_FILE;
}

/* `nomic checkpoint`: writes one now, after the last event (engine.h). */
static int cmd_checkpoint(const char *path)
{
	char err[1200];
	engine *e = engine_open(path, err, sizeof err);
	if (!e)
		return fprintf(stderr, "nomic: %s\n", err), EXIT_FILE;
	uint64_t seq;
	int rc = engine_checkpoint(e, &seq, err, sizeof err);
	engine_close(e);
	if (rc)
		return fprintf(stderr, "nomic: %s\n", err), EXIT_REFUSED;
	printf("checkpoint written after event %llu\n", (unsigned long long)seq);
	return 0;
}

static int cmd_audit(const char *path)
{
	char seed[65] = "", why[512];
	uint64_t ndraws, bad;
	int rc = engine_audit(path, seed, &ndraws, &bad, why, sizeof why);
	if (rc == 0) {
		printf("seed: %s\nok: the seed matches the hash published in event 1, and "
		       "re-derives the draws of all %llu events that drew\n",
		       seed, (unsigned long long)ndraws);
		return 0;
	}
	if (bad)
		printf("bad event %llu: %s\n", (unsigned long long)bad, why);
	else
		printf("cannot audit: %s\n", why);
	return bad ? EXIT_UNSOUND : EXIT_FILE;
}

/* A flag of `nomic serve` whose key the configuration file shares: the
 * same check, so both refuse a bad value in the same words. */
static int serve_flag(nomic_config *cfg, const char *key, const char *arg)
{
	char err[300];
	if (config_set(cfg, key, arg, err, sizeof err) == 0)
		return 0;
	fprintf(stderr, "nomic: --%s\n", err);
	return -1;
}

static const char serve_help[] =
	"usage: nomic [--file PATH] serve [--bind ADDR] [--port PORT] [--quiet]\n"
	"                                [--conns-per-address N] [--rate-per-address M]\n"
	"                                [--request-timeout SECONDS] [--smtp URL]\n"
	"                                [--checkpoint-every N] [--trust-proxy]\n"
	"       nomic serve (--nomics DIR | --nomic NAME=PATH ...) [the same options]\n"
	"\n"
	"Serves the nomic over HTTP (default http://127.0.0.1:8080). With --smtp\n"
	"(smtp://HOST:PORT), it also sends the mail gateway's outbox through that\n"
	"MTA: the forum, private messages and replies (docs/MAIL.md).\n"
	"\n"
	"With --nomics DIR (each NAME.db in it) or --nomic NAME=PATH (again for\n"
	"each), one process serves several nomics, each under /n/NAME/ with its\n"
	"own log, clock, deadlines, tokens and mail; / lists them. A NAME is 1 to\n"
	"32 of a-z, 0-9, '_' and '-', starting with a letter or digit.\n"
	"\n"
	"Each client address (an IPv4 address, or an IPv6 /64) may hold at most N\n"
	"connections at once (default 16; past them a new one is closed unread) and\n"
	"make at most M requests a second (default 20; past them, 429 with\n"
	"Retry-After). 0 lifts either limit: do so behind a proxy, where every\n"
	"client has the proxy's address. A request must arrive whole within the\n"
	"request timeout of its connection opening or of the previous reply\n"
	"(default 10 s), and a reply the client does not read for that long is\n"
	"cut off. These are the server's limits, not the nomic's rules.\n"
	"\n"
	"Each time the log passes the last checkpoint by N events (default 10000;\n"
	"0: never), the server writes a checkpoint of the whole state, so that the\n"
	"next start replays only the events after it (`nomic checkpoint` writes one\n"
	"now; `nomic verify` checks every one against a replay from event 1).\n"
	"\n"
	"--trust-proxy: a proxy in front ends TLS and sets X-Forwarded-Proto and\n"
	"X-Forwarded-Host; believe them (the sign-in cookie is Secure over https,\n"
	"and forms are checked against the proxy's host). Only behind such a proxy.\n";

/* Serves the nomic: the configuration's values (config.h), each of which
 * a flag overrides. */
static int cmd_serve(nomic_config *cfg, int argc, char **argv)
{
	static const struct option opts[] = {
		{"bind", required_argument, NULL, 'b'},
		{"port", required_argument, NULL, 'p'},
		{"quiet", no_argument, NULL, 'q'},
		{"conns-per-address", required_argument, NULL, 'c'},
		{"rate-per-address", required_argument, NULL, 'r'},
		{"request-timeout", required_argument, NULL, 't'},
		{"smtp", required_argument, NULL, 'm'},
		{"nomics", required_argument, NULL, 'D'},
		{"nomic", required_argument, NULL, 'N'},
		{"checkpoint-every", required_argument, NULL, 'K'},
		{"trust-proxy", no_argument, NULL, 'X'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	const char *path = cfg->file;
	serve_list many = {0}; /* --nomics, --nomic: serve_many.c */
	int c, many_bad = 0, many_asked = 0;
	optind = 1;
	while ((c = getopt_long(argc, argv, "+b:p:qh", opts, NULL)) != -1) {
		switch (c) {
		case 'b':
		case 'p':
		case 'c':
		case 'r':
		case 't':
		case 'm':
		case 'K':
			for (const struct option *o = opts; o->name; o++)
				if (o->val == c && serve_flag(cfg, o->name, optarg)) {
					serve_list_free(&many);
					return EXIT_USAGE;
				}
			break;
		case 'q': cfg->quiet = 1; break;
		case 'X': cfg->trust_proxy = 1; break;
		case 'D':
			many_asked = 1;
			many_bad |= serve_list_add_dir(&many, optarg);
			break;
		case 'N':
			many_asked = 1;
			many_bad |= serve_list_add_pair(&many, optarg);
			break;
		case 'h':
			serve_list_free(&many);
			fputs(serve_help, stdout);
			return 0;
		default: serve_list_free(&many); return usage(stderr, EXIT_USAGE);
		}
	}
	if (optind != argc) {
		serve_list_free(&many);
		return usage(stderr, EXIT_USAGE);
	}
	/* The file's `nomics` unless the command line names nomics itself. */
	if (!many_asked && cfg->nomics) {
		many_asked = 1;
		many_bad |= serve_list_add_dir(&many, cfg->nomics);
	}
	engine_default_checkpoint_every(cfg->checkpoint_every);
	http_options o = {.bind = cfg->bind, .port = (int)cfg->port, .quiet = cfg->quiet,
			  .trust_proxy = cfg->trust_proxy,
			  .limits = {cfg->conns_per_address, cfg->rate_per_address,
				     cfg->request_timeout}};
	const char *smtp = cfg->smtp;
	if (many_asked) {
		int rc = many_bad ? EXIT_USAGE : serve_many(&many, &o, smtp);
		serve_list_free(&many);
		return rc;
	}
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	if (!e)
		return fprintf(stderr, "nomic: %s\n", err), EXIT_FILE;
	if (engine_readonly(e, err, sizeof err))
		fprintf(stderr, "nomic: %s: serving reads; commands are refused until it can "
			"write\n", err);
	mail_sender *ms = smtp ? mail_sender_start(e, path, smtp) : NULL;
	if (smtp && !ms)
		fprintf(stderr, "nomic: the mail sender did not start; the outbox waits\n");
	int rc = http_serve(e, &o);
	mail_sender_stop(ms);
	engine_close(e);
	return rc ? EXIT_FILE : 0;
}

static int cmd_act(const char *path, const char *actor, const char *key, int json, int argc,
		   char **argv)
{
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	if (!e)
		return fprintf(stderr, "nomic: %s\n", err), EXIT_FILE;
	unsigned char h[32];
	if (key && idem_hash("check", key, h)) {
		engine_close(e);
		return fprintf(stderr, "nomic: a key is 1 to 200 printable ASCII characters\n"),
		       EXIT_USAGE;
	}
	char *line = join_words(argc, argv);
	reply r;
	int ok = engine_submit_keyed(e, actor, line, key, &r);
	if (json) {
		json_t *o = json_pack("{s:b, s:s}", "ok", ok, "reply", r.text ? r.text : "");
		if (r.seq)
			json_object_set_new(o, "seq", json_integer((json_int_t)r.seq));
		if (r.repeated)
			json_object_set_new(o, "repeated", json_true());
		if (r.secret)
			json_object_set_new(o, "token", json_string(r.secret));
		json_dumpf(o, stdout, JSON_COMPACT);
		putchar('\n');
		json_decref(o);
	} else if (ok) {
		if (r.text && *r.text)
			puts(r.text);
		if (r.secret)
			printf("token: %s\n", r.secret);
	} else {
		fprintf(stderr, "%s\n", r.text);
	}
	free(line);
	reply_free(&r);
	engine_close(e);
	return ok ? 0 : EXIT_REFUSED;
}

/* SQLite maps the log's -shm file; if that file stops being writable in
 * the instant between the store's check and a write (store_sqlite.c), the
 * kernel answers with SIGBUS. Say so before dying of it. */
static void on_sigbus(int sig)
{
	static const char msg[] = "nomic: bus error: a file of the nomic (its database, -wal or "
		"-shm) could not be written through memory: made read-only, or its disk failed or "
		"filled; commands not yet acknowledged were not recorded\n";
	ssize_t w = write(STDERR_FILENO, msg, sizeof msg - 1);
	(void)w;
	signal(sig, SIG_DFL);
	raise(sig);
}

/* The subcommand subv[0], or else a command of the nomic. */
static int dispatch(nomic_config *cfg, const char *actor, const char *key, int json, int subc,
		    char **subv)
{
	const char *path = cfg->file;
	const char *sub = subv[0];
	/* The manual needs no nomic: it is the command table's. */
	if (strcmp(sub, "manual") == 0 && !actor && subc <= 2) {
		int markdown = subc == 2 && strcmp(subv[1], "--markdown") == 0;
		if (subc == 2 && !markdown)
			return usage(stderr, EXIT_USAGE);
		return manual_print(stdout, markdown, usage_text, NOMIC_VERSION) ? EXIT_FILE : 0;
	}
	if (strcmp(sub, "init") == 0 && !actor)
		return cmd_init(path, subc, subv);
	if (strcmp(sub, "log") == 0 && !actor)
		return cmd_log(path, subc, subv);
	if (strcmp(sub, "news") == 0 && !actor)
		return cmd_news(path, subc, subv);
	if (strcmp(sub, "verify") == 0 && !actor)
		return cmd_verify(path, subc, subv);
	if (strcmp(sub, "checkpoint") == 0 && !actor)
		return subc == 1 ? cmd_checkpoint(path) : usage(stderr, EXIT_USAGE);
	if (strcmp(sub, "audit") == 0 && !actor)
		return subc == 1 ? cmd_audit(path) : usage(stderr, EXIT_USAGE);
	if (strcmp(sub, "backup") == 0 && !actor)
		return backup_cli(path, subc, subv);
	if (strcmp(sub, "serve") == 0 && !actor)
		return cmd_serve(cfg, subc, subv);
	/* The gateway's own subcommands; `mail address` and `mail rotate`
	 * are the nomic's commands, issued --as a player. */
	if (strcmp(sub, "mail") == 0 && !actor && subc > 1 &&
	    (strcmp(subv[1], "deliver") == 0 || strcmp(subv[1], "flush") == 0 ||
	     strcmp(subv[1], "publish") == 0 || strcmp(subv[1], "outbox") == 0))
		return mail_cli(path, subc, subv);
	return cmd_act(path, actor, key, json, subc, subv);
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{"file", required_argument, NULL, 'f'},
		{"config", required_argument, NULL, 'C'},
		{"as", required_argument, NULL, 'a'},
		{"admin", no_argument, NULL, 'A'},
		{"json", no_argument, NULL, 'j'},
		{"key", required_argument, NULL, 'k'},
		{"help", no_argument, NULL, 'h'},
		{"version", no_argument, NULL, 'V'},
		{NULL, 0, NULL, 0},
	};
	const char *file = NULL, *config = NULL, *actor = NULL, *key = NULL;
	int json = 0, c;
	if (sodium_init() < 0)
		return fprintf(stderr, "nomic: libsodium failed to start\n"), EXIT_FILE;
	signal(SIGBUS, on_sigbus);
	/* '+' stops at the first word of the command, so its own words
	 * (like "-5") are never taken for options. */
	while ((c = getopt_long(argc, argv, "+f:a:Ajk:h", opts, NULL)) != -1) {
		switch (c) {
		case 'f': file = optarg; break;
		case 'C': config = optarg; break;
		case 'k': key = optarg; break;
		case 'a': actor = optarg; break;
		case 'A': actor = "admin"; break;
		case 'j': json = 1; break;
		case 'h': return usage(stdout, 0);
		case 'V': return printf("nomic (nomicd) %s\n", NOMIC_VERSION) < 0;
		default: return usage(stderr, EXIT_USAGE);
		}
	}
	if (optind == argc)
		return usage(stderr, EXIT_USAGE);
	/* The configuration: the built-in defaults and NOMIC_FILE, then the
	 * file named by --config, then the flags (config.h). */
	nomic_config cfg;
	char err[600];
	config_init(&cfg);
	if (config && config_read(&cfg, config, err, sizeof err)) {
		fprintf(stderr, "nomic: %s\n", err);
		config_free(&cfg);
		return EXIT_USAGE;
	}
	if (file && config_set(&cfg, "file", file, err, sizeof err)) {
		fprintf(stderr, "nomic: --%s\n", err);
		config_free(&cfg);
		return EXIT_USAGE;
	}
	/* The data directory and the word list are read where they are used
	 * (core, games), from the environment: the file's say goes there. */
	if (cfg.data)
		setenv("NOMIC_DATA", cfg.data, 1);
	if (cfg.dict)
		setenv("NOMIC_DICT", cfg.dict, 1);
	engine_default_checkpoint_every(cfg.checkpoint_every);
	int rc = dispatch(&cfg, actor, key, json, argc - optind, argv + optind);
	config_free(&cfg);
	return rc;
}
