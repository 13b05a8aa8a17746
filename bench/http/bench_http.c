/* bench_http.c: an HTTP/1.1 load client with keep-alive, for the HTTP
 * benchmarks (bench/http/run.sh). CONNS connections on one thread (epoll,
 * non-blocking), each sending its next request as soon as the last one's
 * response is in whole; the same client drives nomicd and nginx, so their
 * figures differ only by the server. With -P it reads the server's CPU
 * time (utime + stime, /proc/PID/stat) before and after, and prints
 * requests per CPU-second of the server: the figure issue 17 item 4
 * compares. Every response must be 200 (or -s's status) with a
 * Content-Length; anything else is counted as an error.
 * Usage: bench_http -p PORT [-c CONNS] [-t SECONDS] [-m GET|POST] [-d BODY]
 *        [-a TOKEN] [-H 'Name: value'] [-P PID]... [-l LABEL] PATH
 * Prints one line: http label=... requests=N rate=R req/s server_cpu=S
 * per_cpu_s=Q ... */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_PIDS 8
#define BUF 65536

typedef struct conn {
	int fd;
	char *in;          /* what has arrived of the current response */
	size_t len, cap;
	size_t sent;       /* bytes of the request written */
	double started;
} conn;

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* utime + stime of pid, in seconds; -1 if it cannot be read. */
static double cpu_of(int pid)
{
	char path[64], buf[2048];
	snprintf(path, sizeof path, "/proc/%d/stat", pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	/* Fields after the command's closing parenthesis: state is 3rd;
	 * utime the 14th, stime the 15th. */
	char *p = strrchr(buf, ')');
	if (!p)
		return -1;
	unsigned long ut = 0, st = 0;
	if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2)
		return -1;
	return (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static int open_conn(int port)
{
	int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	if (fd < 0)
		return -1;
	int one = 1;
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (connect(fd, (struct sockaddr *)&a, sizeof a) && errno != EINPROGRESS) {
		close(fd);
		return -1;
	}
	return fd;
}

/* The length of a whole response at the start of in (headers and body),
 * 0 if it has not all arrived, -1 if it cannot be framed; *status its
 * status, *close_after whether the server closes after it. */
static long framed(const char *in, size_t len, int *status, int *close_after)
{
	const char *end = memmem(in, len, "\r\n\r\n", 4);
	if (!end)
		return 0;
	size_t head = (size_t)(end - in) + 4;
	if (len < 12 || strncmp(in, "HTTP/1.", 7) != 0)
		return -1;
	*status = atoi(in + 9);
	*close_after = 0;
	long body = -1;
	for (const char *l = strstr(in, "\r\n") + 2; l < end; l = strstr(l, "\r\n") + 2) {
		if (strncasecmp(l, "Content-Length:", 15) == 0)
			body = atol(l + 15);
		else if (strncasecmp(l, "Connection:", 11) == 0 && strstr(l, "close") &&
			 strstr(l, "close") < strstr(l, "\r\n"))
			*close_after = 1;
	}
	if (*status == 304 || *status == 204)
		body = 0;
	if (body < 0)
		return -1;
	return len >= head + (size_t)body ? (long)(head + (size_t)body) : 0;
}

int main(int argc, char **argv)
{
	int port = 0, nconns = 16, pids[MAX_PIDS], npids = 0, want = 200;
	double seconds = 5;
	const char *method = "GET", *body = NULL, *token = NULL, *label = "", *extra = NULL;
	int opt;
	while ((opt = getopt(argc, argv, "p:c:t:m:d:a:H:P:l:s:")) != -1) {
		switch (opt) {
		case 'p': port = atoi(optarg); break;
		case 'c': nconns = atoi(optarg); break;
		case 't': seconds = atof(optarg); break;
		case 'm': method = optarg; break;
		case 'd': body = optarg; break;
		case 'a': token = optarg; break;
		case 'H': extra = optarg; break;
		case 'P': if (npids < MAX_PIDS) pids[npids++] = atoi(optarg); break;
		case 'l': label = optarg; break;
		case 's': want = atoi(optarg); break;
		default: goto usage;
		}
	}
	if (optind != argc - 1 || port <= 0 || nconns < 1) {
usage:
		fprintf(stderr, "usage: bench_http -p PORT [-c CONNS] [-t SECONDS] [-m METHOD] "
			"[-d BODY] [-a TOKEN] [-H HEADER] [-P PID]... [-l LABEL] [-s STATUS] PATH\n");
		return 2;
	}
	const char *path = argv[optind];
	char req[8192];
	int rl = snprintf(req, sizeof req,
			  "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUser-Agent: bench_http\r\n"
			  "%s%s%s%s%s",
			  method, path, port, token ? "Authorization: Bearer " : "",
			  token ? token : "", token ? "\r\n" : "", extra ? extra : "",
			  extra ? "\r\n" : "");
	if (body)
		rl += snprintf(req + rl, sizeof req - (size_t)rl,
			       "Content-Type: text/plain\r\nContent-Length: %zu\r\n\r\n%s",
			       strlen(body), body);
	else
		rl += snprintf(req + rl, sizeof req - (size_t)rl, "\r\n");
	if (rl >= (int)sizeof req) {
		fprintf(stderr, "bench_http: request too long\n");
		return 2;
	}

	int ep = epoll_create1(0);
	conn *cs = calloc((size_t)nconns, sizeof *cs);
	for (int i = 0; i < nconns; i++) {
		cs[i].fd = open_conn(port);
		if (cs[i].fd < 0) {
			perror("bench_http: connect");
			return 1;
		}
		struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.u32 = (uint32_t)i};
		epoll_ctl(ep, EPOLL_CTL_ADD, cs[i].fd, &ev);
	}
	double cpu0 = 0;
	for (int i = 0; i < npids; i++)
		cpu0 += cpu_of(pids[i]);
	long done = 0, errors = 0, reconnects = 0, bytes = 0;
	double *lat = malloc(sizeof *lat * 1024);
	size_t nlat = 0, clat = 1024;
	double t0 = now_s(), stop = t0 + seconds;
	for (int i = 0; i < nconns; i++)
		cs[i].started = t0;
	struct epoll_event evs[256];
	char buf[BUF];
	double t = t0;
	while ((t = now_s()) < stop) {
		int n = epoll_wait(ep, evs, 256, 100);
		for (int k = 0; k < n; k++) {
			conn *c = &cs[evs[k].data.u32];
			if ((evs[k].events & EPOLLOUT) && c->sent < (size_t)rl) {
				ssize_t w = send(c->fd, req + c->sent, (size_t)rl - c->sent, MSG_NOSIGNAL);
				if (w > 0)
					c->sent += (size_t)w;
				if (c->sent == (size_t)rl) {
					struct epoll_event ev = {.events = EPOLLIN, .data = evs[k].data};
					epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &ev);
				}
			}
			if (!(evs[k].events & (EPOLLIN | EPOLLHUP | EPOLLERR)))
				continue;
			for (;;) {
				ssize_t r = recv(c->fd, buf, sizeof buf, 0);
				if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
					break;
				int status = 0, close_after = 0;
				long whole = 0;
				if (r > 0) {
					if (c->len + (size_t)r > c->cap) {
						c->cap = (c->len + (size_t)r) * 2;
						c->in = realloc(c->in, c->cap + 1);
					}
					memcpy(c->in + c->len, buf, (size_t)r);
					c->len += (size_t)r;
					c->in[c->len] = '\0';
					whole = framed(c->in, c->len, &status, &close_after);
					if (whole == 0)
						continue;
				}
				if (r <= 0 || whole < 0) {
					/* Closed or unframeable: an error; start again. */
					errors++;
					close_after = 1;
				} else {
					done++;
					bytes += whole;
					if (status != want)
						errors++;
					if (nlat == clat)
						lat = realloc(lat, sizeof *lat * (clat *= 2));
					double tn = now_s();
					lat[nlat++] = tn - c->started;
					c->started = tn;
				}
				c->len = 0;
				c->sent = 0;
				if (close_after) {
					epoll_ctl(ep, EPOLL_CTL_DEL, c->fd, NULL);
					close(c->fd);
					c->fd = open_conn(port);
					reconnects++;
					if (c->fd < 0) {
						perror("bench_http: reconnect");
						return 1;
					}
					struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data = evs[k].data};
					epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &ev);
				} else {
					struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data = evs[k].data};
					epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &ev);
				}
				break;
			}
		}
	}
	double elapsed = t - t0;
	double cpu = 0;
	for (int i = 0; i < npids; i++)
		cpu += cpu_of(pids[i]);
	cpu -= cpu0;
	qsort(lat, nlat, sizeof *lat, cmp_double);
	double p50 = nlat ? lat[nlat / 2] : 0, p99 = nlat ? lat[nlat * 99 / 100] : 0;
	printf("http label=%s method=%s path=%s conns=%d requests=%ld errors=%ld reconnects=%ld "
	       "seconds=%.3f rate=%.0f req/s bytes_per=%.0f p50_ms=%.2f p99_ms=%.2f",
	       label, method, path, nconns, done, errors, reconnects, elapsed,
	       done / elapsed, done ? (double)bytes / done : 0, p50 * 1e3, p99 * 1e3);
	if (npids)
		printf(" server_cpu=%.2f s per_cpu_s=%.0f req/cpu-s", cpu,
		       cpu > 0 ? done / cpu : 0);
	printf("\n");
	return errors ? 3 : 0;
}
