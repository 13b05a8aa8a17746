/* admit.c: per-address connection and request-rate limits, and the
 * watchdog that cuts off a connection that stops moving (see admit.h).
 *
 * Why a watchdog of our own: libmicrohttpd's timeout counts only idleness,
 * so a client that sends one header line every few seconds keeps its
 * connection (and the thread serving it) for ever; and while a reply waits
 * on a full socket the timeout does not run at all, so a client that never
 * reads holds its connection until it leaves. So each connection's phase
 * is kept here, and once a second admit_sweep looks at each: a request that
 * has not arrived whole within the timeout, or a reply of which the client
 * has acknowledged nothing for the timeout (the kernel's count of bytes
 * acknowledged, TCP_INFO), is cut off. Time spent in a handler never
 * counts: a command may wait its turn to be committed.
 *
 * Cutting off is a shutdown() of the socket, which wakes libmicrohttpd's
 * thread to close the connection its usual way. It goes through a dup() of
 * the socket taken when the connection opened and closed only when it
 * closes, so the descriptor can never be one reused for something else.
 * The socket is set to linger 0 first, so the last close resets it at once
 * rather than leaving the unsent reply queued in the kernel for a client
 * that will never read it.
 *
 * One mutex guards it all: every call is a few comparisons, and the sweep
 * a walk over at most the server's connections. */
#include "net/admit.h"
#include "core/util.h"

#include <arpa/inet.h>
#include <linux/tcp.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define BUCKETS 1024

/* An address as the limits see it: an IPv4 address, or an IPv6 /64 (a
 * host is usually handed a whole /64, so counting finer would let it
 * through 2^64 times). An IPv4-mapped IPv6 address is its IPv4 address. */
typedef struct addr_key {
	unsigned char b[9];  /* b[0]: 4 or 6; then 4 or 8 bytes */
} addr_key;

typedef struct admit_addr {
	addr_key key;
	unsigned conns;
	/* Accepted by admit_accept, not yet opened: the server's pool threads
	 * accept side by side, so a connection is counted from the moment it
	 * is let in, or two threads could both let in the last one allowed.
	 * One libmicrohttpd drops between the two calls (out of memory) is
	 * forgotten after RESERVE_MS. */
	unsigned reserved;
	int64_t reserved_at;
	int64_t tokens;      /* thousandths of a request */
	int64_t refilled;    /* ms */
	struct admit_addr *next;
} admit_addr;

enum phase { READING, BUSY, SENDING };

struct admit_conn {
	admit_addr *addr;
	int fd;              /* our dup of the socket; -1 if none */
	enum phase phase;
	int64_t since;       /* ms: the phase began, or the reply last moved */
	uint64_t acked;      /* bytes acknowledged at `since` */
	int cut;
	admit_conn *prev, *next;
};

struct admit {
	admit_limits l;
	pthread_mutex_t lock;
	admit_addr *table[BUCKETS];
	admit_conn *conns;
};

#define RESERVE_MS 1000

static int64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int key_of(const struct sockaddr *sa, socklen_t len, addr_key *k)
{
	static const unsigned char mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
	memset(k, 0, sizeof *k);
	if (sa && sa->sa_family == AF_INET && len >= (socklen_t)sizeof(struct sockaddr_in)) {
		k->b[0] = 4;
		memcpy(k->b + 1, &((const struct sockaddr_in *)sa)->sin_addr, 4);
		return 0;
	}
	if (sa && sa->sa_family == AF_INET6 && len >= (socklen_t)sizeof(struct sockaddr_in6)) {
		const unsigned char *a = ((const struct sockaddr_in6 *)sa)->sin6_addr.s6_addr;
		if (memcmp(a, mapped, sizeof mapped) == 0) {
			k->b[0] = 4;
			memcpy(k->b + 1, a + 12, 4);
		} else {
			k->b[0] = 6;
			memcpy(k->b + 1, a, 8);
		}
		return 0;
	}
	return -1; /* not IP: counted under one key of its own */
}

int admit_address(const struct sockaddr *sa, socklen_t len, char *buf, size_t n)
{
	addr_key k;
	buf[0] = '\0';
	if (key_of(sa, len, &k) < 0)
		return -1;
	if (k.b[0] == 4) {
		inet_ntop(AF_INET, k.b + 1, buf, (socklen_t)n);
		return 0;
	}
	unsigned char a[16] = {0};
	memcpy(a, k.b + 1, 8);
	char s[INET6_ADDRSTRLEN];
	inet_ntop(AF_INET6, a, s, sizeof s);
	snprintf(buf, n, "%s/64", s);
	return 0;
}

static unsigned key_hash(const addr_key *k)
{
	uint32_t h = 2166136261u; /* FNV-1a */
	for (size_t i = 0; i < sizeof k->b; i++)
		h = (h ^ k->b[i]) * 16777619u;
	return h % BUCKETS;
}

static admit_addr *find(admit *a, const addr_key *k, int create)
{
	admit_addr **head = &a->table[key_hash(k)];
	for (admit_addr *e = *head; e; e = e->next)
		if (memcmp(&e->key, k, sizeof *k) == 0)
			return e;
	if (!create)
		return NULL;
	admit_addr *e = xcalloc(1, sizeof *e);
	e->key = *k;
	e->tokens = (int64_t)a->l.rate_per_address * 1000; /* a full allowance */
	e->refilled = now_ms();
	e->next = *head;
	*head = e;
	return e;
}

/* Tops the address's allowance up for the time gone by: rate requests a
 * second, never more than rate at once. */
static void refill(const admit *a, admit_addr *e, int64_t now)
{
	int64_t cap = (int64_t)a->l.rate_per_address * 1000;
	if (now > e->refilled) {
		e->tokens += (now - e->refilled) * a->l.rate_per_address;
		if (e->tokens > cap)
			e->tokens = cap;
	}
	e->refilled = now;
}

admit *admit_new(const admit_limits *l)
{
	admit *a = xcalloc(1, sizeof *a);
	a->l = *l;
	if (a->l.request_timeout < 1)
		a->l.request_timeout = 1;
	pthread_mutex_init(&a->lock, NULL);
	return a;
}

void admit_free(admit *a)
{
	if (!a)
		return;
	while (a->conns)
		admit_close(a, a->conns);
	for (int i = 0; i < BUCKETS; i++) {
		admit_addr *e = a->table[i];
		while (e) {
			admit_addr *next = e->next;
			free(e);
			e = next;
		}
	}
	pthread_mutex_destroy(&a->lock);
	free(a);
}

int admit_accept(admit *a, const struct sockaddr *addr, socklen_t len)
{
	if (!a->l.conns_per_address)
		return 1;
	addr_key k;
	key_of(addr, len, &k);
	int64_t now = now_ms();
	pthread_mutex_lock(&a->lock);
	admit_addr *e = find(a, &k, 1);
	if (e->reserved && now - e->reserved_at > RESERVE_MS)
		e->reserved = 0;
	int ok = e->conns + e->reserved < a->l.conns_per_address;
	if (ok) {
		e->reserved++;
		e->reserved_at = now;
	}
	pthread_mutex_unlock(&a->lock);
	return ok;
}

admit_conn *admit_open(admit *a, const struct sockaddr *addr, socklen_t len, int fd)
{
	addr_key k;
	key_of(addr, len, &k);
	admit_conn *c = xcalloc(1, sizeof *c);
	c->fd = fd >= 0 ? dup(fd) : -1;
	pthread_mutex_lock(&a->lock);
	c->addr = find(a, &k, 1);
	if (c->addr->reserved)
		c->addr->reserved--;
	c->addr->conns++;
	c->phase = READING;
	c->since = now_ms();
	c->next = a->conns;
	if (a->conns)
		a->conns->prev = c;
	a->conns = c;
	pthread_mutex_unlock(&a->lock);
	return c;
}

void admit_close(admit *a, admit_conn *c)
{
	if (!c)
		return;
	pthread_mutex_lock(&a->lock);
	c->addr->conns--;
	if (c->prev)
		c->prev->next = c->next;
	else
		a->conns = c->next;
	if (c->next)
		c->next->prev = c->prev;
	if (c->fd >= 0)
		close(c->fd);
	pthread_mutex_unlock(&a->lock);
	free(c);
}

static void set_phase(admit *a, admit_conn *c, enum phase p)
{
	if (!c)
		return;
	pthread_mutex_lock(&a->lock);
	c->phase = p;
	c->since = now_ms();
	c->acked = 0;
	pthread_mutex_unlock(&a->lock);
}

void admit_reading(admit *a, admit_conn *c)
{
	set_phase(a, c, READING);
}

void admit_busy(admit *a, admit_conn *c)
{
	set_phase(a, c, BUSY);
}

void admit_sending(admit *a, admit_conn *c)
{
	set_phase(a, c, SENDING);
}

unsigned admit_request(admit *a, admit_conn *c)
{
	if (!a->l.rate_per_address || !c)
		return 0;
	unsigned wait = 0;
	pthread_mutex_lock(&a->lock);
	admit_addr *e = c->addr;
	refill(a, e, now_ms());
	if (e->tokens >= 1000) {
		e->tokens -= 1000;
	} else {
		/* Whole seconds until one request's worth has come back. */
		int64_t ms = (1000 - e->tokens + a->l.rate_per_address - 1) / a->l.rate_per_address;
		wait = (unsigned)((ms + 999) / 1000);
		if (wait < 1)
			wait = 1;
	}
	pthread_mutex_unlock(&a->lock);
	return wait;
}

/* Bytes of the reply the client has acknowledged so far; -1 if the
 * kernel does not say. */
static int64_t acked_bytes(int fd)
{
	struct tcp_info ti;
	socklen_t len = sizeof ti;
	memset(&ti, 0, sizeof ti);
	if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &len) != 0 ||
	    len < (socklen_t)(offsetof(struct tcp_info, tcpi_bytes_acked) +
			      sizeof ti.tcpi_bytes_acked))
		return -1;
	return (int64_t)(ti.tcpi_bytes_acked & INT64_MAX);
}

static void cut(admit_conn *c)
{
	struct linger now = {1, 0};
	setsockopt(c->fd, SOL_SOCKET, SO_LINGER, &now, sizeof now);
	shutdown(c->fd, SHUT_RDWR);
	c->cut = 1;
}

int admit_sweep(admit *a)
{
	int n = 0;
	pthread_mutex_lock(&a->lock);
	int64_t now = now_ms(), limit = (int64_t)a->l.request_timeout * 1000;
	for (admit_conn *c = a->conns; c; c = c->next) {
		if (c->cut || c->fd < 0 || c->phase == BUSY)
			continue;
		if (c->phase == SENDING) {
			int64_t acked = acked_bytes(c->fd);
			if (acked < 0 || (uint64_t)acked != c->acked) {
				/* It moved (or we cannot tell): the clock starts again. */
				c->acked = acked < 0 ? 0 : (uint64_t)acked;
				c->since = now;
				continue;
			}
		}
		if (now - c->since > limit) {
			cut(c);
			n++;
		}
	}
	/* An address with no connection and a full allowance has nothing to
	 * remember; forgetting it keeps the table as small as the traffic. */
	for (int i = 0; i < BUCKETS; i++) {
		admit_addr **p = &a->table[i];
		while (*p) {
			admit_addr *e = *p;
			if (e->reserved && now - e->reserved_at > RESERVE_MS)
				e->reserved = 0;
			if (!e->conns)
				refill(a, e, now);
			if (!e->conns && !e->reserved && e->tokens >= (int64_t)a->l.rate_per_address * 1000) {
				*p = e->next;
				free(e);
			} else {
				p = &e->next;
			}
		}
	}
	pthread_mutex_unlock(&a->lock);
	return n;
}
