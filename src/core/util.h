/* util.h: small helpers shared by every layer: allocation that cannot fail
 * silently, a growable string buffer, and game-time parsing and formatting. */
#ifndef NOMIC_UTIL_H
#define NOMIC_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* A growable NUL-terminated buffer; zero-initialise to start. */
typedef struct sbuf {
	char *s;
	size_t len, cap;
} sbuf;

void sbuf_add(sbuf *b, const char *s);
void sbuf_addn(sbuf *b, const char *s, size_t n);
void sbuf_printf(sbuf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void sbuf_vprintf(sbuf *b, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));
char *sbuf_take(sbuf *b); /* returns the string (never NULL), resets b */
void sbuf_free(sbuf *b);

/* Game time is UTC seconds since the Unix epoch. */
typedef int64_t gtime;

/* "3d", "12h", "30m", "45s", "2w", "1d12h": returns 0 and sets *secs. */
int parse_duration(const char *s, int64_t *secs);
/* "2001-01-10T00:00Z", "2001-01-10T00:00:00Z", "2001-01-10". */
int parse_time(const char *s, gtime *t);
/* Writes "2001-01-10T00:00:00Z" into buf (at least 24 bytes). */
void format_time(gtime t, char *buf, size_t n);
/* "3d 4h" style, for messages. */
void format_duration(int64_t secs, char *buf, size_t n);
/* "3 days", "1 day", "12 hours" when the span is that whole; else as
 * format_duration. For sentences. */
void format_span(int64_t secs, char *buf, size_t n);

/* Ackanomic R380: a calendar week runs from the beginning of a Sunday to
 * the end of the next Saturday (UTC). Weeks are numbered from the one that
 * held 1970-01-01; A Nomic's "nweek" is read as the same week. */
int64_t calendar_week(gtime t);
gtime calendar_week_start(int64_t week);

/* Lowercase hex of n bytes into out (2n+1 bytes). */
void hex_encode(const unsigned char *in, size_t n, char *out);
int hex_decode(const char *in, unsigned char *out, size_t n);
/* The value of one hex digit, or -1. */
int hex_value(int c);

/* Parses a whole decimal int64 with optional sign; rejects junk. */
int parse_int64(const char *s, int64_t *v);

int strcaseeq(const char *a, const char *b);

/* The length of the well-formed UTF-8 character at s (of at most n bytes,
 * n >= 1): 1 to 4, or 0 if it is ill-formed or a NUL. */
size_t utf8_char_len(const char *s, size_t n);
/* The offset of the first byte of s[0..n) that does not belong to
 * well-formed UTF-8 (RFC 3629: no overlongs, no surrogates, nothing past
 * U+10FFFF; a NUL byte counts as bad, since a C string stops there), or n
 * when all of it is good. */
size_t utf8_bad_at(const char *s, size_t n);
/* An e-mail address the nomic will keep and write to (a contact, a forum
 * subscriber, a mail's Reply-To): one '@' with something on each side, at
 * most 254 bytes, printable ASCII without spaces or the characters that end
 * an address in a header. A check of form, not proof of who owns it. */
int email_address_ok(const char *a);
/* The line (from 1) that byte offset at of s falls on. */
size_t line_number_at(const char *s, size_t at);

#endif
