/* fuzz_http.c: the whole HTTP request path: the bytes of one raw request
 * (or several, pipelined) written to a fresh connection to the real
 * daemon (src/net/http.c: libmicrohttpd's parsing of the request line,
 * headers and plain or chunked bodies, then the body cap, the bearer
 * sign-in, the routing, the query arguments and every handler of api.c,
 * page.c and the rules', proposals' and games' pages and pictures). In the
 * input, "$ADMIN" and "$ALICE" stand for the admin's and alice's tokens,
 * so signed-in requests reach the command path.
 *
 * Checks: the server never crashes; whatever it answers is a well-formed
 * HTTP response (status line, headers, blank line); and a request it
 * refused (one response, not 2xx or 3xx) changed nothing: the log's head
 * did not move.
 *
 * How it fits libFuzzer's one process: the daemon runs in-process, through
 * the same http_serve() as `nomic serve`, in a thread of its own on a free
 * loopback port (its stop signal is sent to that thread alone); each input
 * is written on a new connection and the reply read to the end. A fresh
 * nomic per input would be too slow, so the server restarts on a fresh copy
 * of a pristine template (players, a ruleset, a proposal, a Go game and a
 * Diplomacy game) whenever an input appended an event. A request that
 * appends nothing changes nothing (the engine's undo journal), so every
 * input starts from the pristine state and its outcome does not depend on
 * the inputs before it: a crash reproduces from its file alone. */
#include "fuzzlib.h"
#include "net/http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <sanitizer/lsan_interface.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char tmpl[512], work[512], admin_token[128], alice_token[128];
static engine *e;
static pthread_t server;
static int port, running;

static void build_template(void)
{
	fz_path(tmpl, sizeof tmpl, "http-template");
	fz_path(work, sizeof work, "http");
	engine *t = fz_create(tmpl, admin_token);
	fz_must(t, "admin", "ruleset load anomic", NULL);
	fz_must(t, "admin", "join ref", NULL);
	fz_must(t, "admin", "join alice", alice_token);
	fz_must(t, "admin", "join bob", NULL);
	fz_must(t, "admin", "join carol", NULL);
	fz_must(t, "alice", "propose \"Luck\" \"Effect: mint 1 points to carol\"", NULL);
	fz_must(t, "bob", "vote 1 yes", NULL);
	fz_must(t, "ref", "game new pgo", NULL);
	fz_must(t, "alice", "game join 1", NULL);
	fz_must(t, "bob", "game join 1", NULL);
	fz_must(t, "ref", "game start 1", NULL);
	fz_must(t, "alice", "play 1 buy", NULL);
	fz_must(t, "alice", "play 1 place d4", NULL);
	fz_must(t, "ref", "game new diplomacy", NULL);
	fz_must(t, "alice", "game join 2", NULL);
	fz_must(t, "bob", "game join 2", NULL);
	fz_must(t, "carol", "game join 2", NULL);
	fz_must(t, "ref", "game start 2", NULL);
	engine_close(t);
}

static void *serve(void *arg)
{
	/* This thread only starts and stops the daemon (requests run in MHD's
	 * threads): a leak check that falls during a restart must not take
	 * the new daemon, held by MHD's threads, for a leak. */
	__lsan_disable();
	http_options o = {.bind = "127.0.0.1", .port = port, .quiet = 1};
	if (http_serve(e, &o))
		running = -1;
	return NULL;
}

static int free_port(void)
{
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	socklen_t n = sizeof a;
	if (s < 0 || bind(s, (struct sockaddr *)&a, sizeof a) ||
	    getsockname(s, (struct sockaddr *)&a, &n))
		abort();
	close(s);
	return ntohs(a.sin_port);
}

/* A new connection to the server. We close first, so each connection
 * leaves a TIME_WAIT behind for a minute; from one source address the
 * ephemeral ports would run out after some 28,000 inputs. So each comes
 * from another address of 127.0.0.0/8 (all of it is loopback). */
static int dial(void)
{
	static uint32_t k;
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port),
				.sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	struct sockaddr_in from = {.sin_family = AF_INET,
				   .sin_addr.s_addr = htonl(0x7f000001u + k++ % 0xfffffdu)};
	if (s < 0)
		abort();
	if (bind(s, (struct sockaddr *)&from, sizeof from) ||
	    connect(s, (struct sockaddr *)&a, sizeof a)) {
		close(s);
		return -1;
	}
	return s;
}

static void stop(void)
{
	if (!running)
		return;
	pthread_kill(server, SIGTERM); /* blocked there: http_serve's sigtimedwait takes it */
	pthread_join(server, NULL);
	engine_close(e);
	running = 0;
}

/* A fresh copy of the template, served. */
static void start(void)
{
	for (int tries = 0; tries < 20; tries++) {
		fz_copy(tmpl, work);
		e = fz_open(work);
		port = free_port();
		running = 1;
		/* The thread is born with the stop signal blocked, so a stop can
		 * never come before http_serve waits for it. */
		sigset_t term, old;
		sigemptyset(&term);
		sigaddset(&term, SIGTERM);
		pthread_sigmask(SIG_BLOCK, &term, &old);
		pthread_create(&server, NULL, serve, NULL);
		pthread_sigmask(SIG_SETMASK, &old, NULL);
		for (int i = 0; i < 500 && running == 1; i++) {
			int s = dial();
			if (s >= 0) {
				close(s);
				return;
			}
			struct timespec ms = {0, 10000000};
			nanosleep(&ms, NULL);
		}
		/* Not listening (the port was taken meanwhile): try another. */
		if (running == 1)
			pthread_kill(server, SIGTERM);
		pthread_join(server, NULL);
		engine_close(e);
		running = 0;
	}
	fprintf(stderr, "fuzz: the server does not start\n");
	abort();
}

static void setup(void)
{
	/* http_serve announces its port on stdout at every start. */
	int null = open("/dev/null", O_WRONLY);
	if (null >= 0)
		dup2(null, STDOUT_FILENO);
	build_template();
	start();
	atexit(stop);
}

/* The input with the token placeholders filled in. */
static char *fill(const uint8_t *data, size_t size, size_t *len)
{
	sbuf b = {0};
	sbuf_addn(&b, "", 0);
	for (size_t i = 0; i < size; i++) {
		if (data[i] == '$' && size - i >= 6 && memcmp(data + i, "$ADMIN", 6) == 0) {
			sbuf_add(&b, admin_token);
			i += 5;
		} else if (data[i] == '$' && size - i >= 6 && memcmp(data + i, "$ALICE", 6) == 0) {
			sbuf_add(&b, alice_token);
			i += 5;
		} else {
			sbuf_addn(&b, (const char *)data + i, 1);
		}
	}
	*len = b.len;
	return sbuf_take(&b);
}

/* Writes the request, closes the writing half, reads the reply to the end
 * (or for at most 5 seconds of silence). */
static char *exchange(const char *req, size_t len, size_t *got)
{
	int s = dial();
	if (s < 0) {
		fprintf(stderr, "fuzz: the server stopped listening\n");
		abort();
	}
	size_t off = 0;
	while (off < len) {
		ssize_t n = send(s, req + off, len - off, MSG_NOSIGNAL);
		if (n <= 0)
			break; /* the server closed on us: fine, read what it said */
		off += (size_t)n;
	}
	shutdown(s, SHUT_WR);
	sbuf b = {0};
	sbuf_addn(&b, "", 0);
	for (;;) {
		struct pollfd p = {s, POLLIN, 0};
		if (poll(&p, 1, 5000) <= 0)
			break;
		char buf[16384];
		ssize_t n = recv(s, buf, sizeof buf, 0);
		if (n <= 0)
			break;
		sbuf_addn(&b, buf, (size_t)n);
	}
	close(s);
	*got = b.len;
	return sbuf_take(&b);
}

static const char *find(const char *h, size_t n, const char *needle, size_t k)
{
	for (size_t i = 0; i + k <= n; i++)
		if (memcmp(h + i, needle, k) == 0)
			return h + i;
	return NULL;
}

/* The status of a well-formed response at the start of r; aborts on a
 * malformed one. */
static int status_of(const char *r, size_t n)
{
	const char *end = find(r, n, "\r\n\r\n", 4);
	if (n < 13 || (memcmp(r, "HTTP/1.1 ", 9) != 0 && memcmp(r, "HTTP/1.0 ", 9) != 0) ||
	    r[9] < '1' || r[9] > '5' || r[10] < '0' || r[10] > '9' || r[11] < '0' ||
	    r[11] > '9' || r[12] != ' ' || !end) {
		fprintf(stderr, "fuzz: not an HTTP response: [%.*s]\n", (int)(n < 200 ? n : 200), r);
		abort();
	}
	/* Every header line is "Name: value". */
	const char *line = find(r, n, "\r\n", 2) + 2;
	while (line < end + 2) {
		const char *eol = find(line, (size_t)(end + 2 - line), "\r\n", 2);
		const char *colon = memchr(line, ':', (size_t)(eol - line));
		if (!colon || colon == line) {
			fprintf(stderr, "fuzz: a malformed header line: [%.*s]\n", (int)(eol - line),
				line);
			abort();
		}
		line = eol + 2;
	}
	return (r[9] - '0') * 100 + (r[10] - '0') * 10 + (r[11] - '0');
}

/* How many responses the reply holds: status lines at its start or after a
 * newline (bodies are escaped HTML or JSON and never hold one). */
static int responses(const char *r, size_t n)
{
	int k = 0;
	for (size_t i = 0; i + 7 <= n; i++)
		if ((i == 0 || r[i - 1] == '\n') && memcmp(r + i, "HTTP/1.", 7) == 0)
			k++;
	return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!tmpl[0])
		setup();
	if (size > 80000)
		return 0;
	size_t len, got;
	char *req = fill(data, size, &len);
	uint64_t head = engine_head(e);
	char *rep = exchange(req, len, &got);
	if (getenv("NOMIC_FUZZ_SHOW")) /* to read what a crashing input got */
		fprintf(stderr, "%.*s\n", (int)(got < 2000 ? got : 2000), rep);
	if (got) {
		int st = status_of(rep, got);
		if (responses(rep, got) == 1 && st >= 400 && engine_head(e) != head) {
			fprintf(stderr, "fuzz: a refused request (%d) appended an event\n", st);
			abort();
		}
	}
	free(rep);
	free(req);
	if (engine_head(e) != head) {
		stop();
		start();
	}
	return 0;
}
