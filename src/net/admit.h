/* admit.h: who the HTTP server lets in, and for how long. Each client
 * address (an IPv4 address, or an IPv6 /64, which one host usually holds
 * whole) may hold at most a set number of connections and make at most a
 * set number of requests a second; and every connection must keep moving:
 * a request must arrive whole within the request timeout of the connection
 * opening or of its previous reply, and a reply must make progress (bytes
 * acknowledged by the client) at least once a timeout. A connection that
 * does not is cut off by admit_sweep, which the server calls once a second.
 * The server's, not the nomic's: none of this is a nomic parameter. */
#ifndef NOMIC_NET_ADMIT_H
#define NOMIC_NET_ADMIT_H

#include <stdint.h>
#include <sys/socket.h>

typedef struct admit_limits {
	unsigned conns_per_address;  /* 0: no limit */
	unsigned rate_per_address;   /* requests a second, with as many at once; 0: no limit */
	unsigned request_timeout;    /* seconds; at least 1 */
} admit_limits;

#define ADMIT_CONNS_PER_ADDRESS 16
#define ADMIT_RATE_PER_ADDRESS 20
#define ADMIT_REQUEST_TIMEOUT 10

typedef struct admit admit;
typedef struct admit_conn admit_conn;

admit *admit_new(const admit_limits *l);
/* Call only when no connection is left (after MHD_stop_daemon). */
void admit_free(admit *a);

/* The address as the limits count it, as text: an IPv4 address, or an
 * IPv6 /64 ("2001:db8:1:2::/64"); 0, or -1 ("") when it is not IP. The
 * nomic's own command limits (core/ratelimit.h) count by it too. */
int admit_address(const struct sockaddr *sa, socklen_t len, char *buf, size_t n);

/* 1 when a new connection from addr may be accepted, 0 when its address
 * already holds its share. */
int admit_accept(admit *a, const struct sockaddr *addr, socklen_t len);

/* A connection opened (fd is its socket, which stays libmicrohttpd's) and
 * closed. admit_open never fails: a connection it cannot watch is counted
 * all the same. */
admit_conn *admit_open(admit *a, const struct sockaddr *addr, socklen_t len, int fd);
void admit_close(admit *a, admit_conn *c);

/* Where a connection is: reading a request (it must arrive within the
 * timeout), busy (a handler runs: no limit, commits may queue), sending a
 * reply (it must make progress). admit_reading restarts the clock, for the
 * next request on a kept-alive connection. */
void admit_reading(admit *a, admit_conn *c);
void admit_busy(admit *a, admit_conn *c);
void admit_sending(admit *a, admit_conn *c);

/* Takes one request from the connection's address's allowance: 0 when it
 * may go ahead, else the whole seconds until it may try again. */
unsigned admit_request(admit *a, admit_conn *c);

/* Cuts off every connection past its deadline and forgets addresses that
 * have nothing left to remember. Returns how many it cut. */
int admit_sweep(admit *a);

#endif
