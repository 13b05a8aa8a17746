/* util.c: allocation, string buffers, time and number parsing (see util.h). */
#include "core/util.h"

#include "core/sbuf_fmt.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

static void out_of_memory(void)
{
	fputs("nomicd: out of memory\n", stderr);
	abort();
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

static void sbuf_reserve(sbuf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < b->len + extra + 1)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
}

void sbuf_addn(sbuf *b, const char *s, size_t n)
{
	sbuf_reserve(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void sbuf_add(sbuf *b, const char *s)
{
	sbuf_addn(b, s, strlen(s));
}

void sbuf_vprintf(sbuf *b, const char *fmt, va_list ap)
{
	/* Formatted once into the room there is (the buffer's, or a small
	 * one on the stack while the buffer has none), and a second time only
	 * if it did not fit: replies and records are formatted at every event
	 * of a replay, and measuring first doubled the cost (issue 17 item 3).
	 * Most of their formats hold only %s and integers: those are written
	 * without stdio (sbuf_fmt.c), the same bytes at a third of the cost. */
	if (sbuf_fmt_plain(b, fmt, ap) == 0)
		return;
	char small[256];
	int in_buf = b->cap > b->len + 1;
	char *to = in_buf ? b->s + b->len : small;
	size_t room = in_buf ? b->cap - b->len : sizeof small;
	va_list cp;
	va_copy(cp, ap);
	int n = vsnprintf(to, room, fmt, cp);
	va_end(cp);
	if (n < 0) {
		if (in_buf)
			b->s[b->len] = '\0'; /* as it was */
		return;
	}
	if ((size_t)n < room) {
		if (!in_buf)
			sbuf_addn(b, small, (size_t)n);
		else
			b->len += (size_t)n;
		return;
	}
	sbuf_reserve(b, (size_t)n);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void sbuf_printf(sbuf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

char *sbuf_take(sbuf *b)
{
	char *s = b->s ? b->s : xstrdup("");
	b->s = NULL;
	b->len = b->cap = 0;
	return s;
}

void sbuf_free(sbuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

int parse_duration(const char *s, int64_t *secs)
{
	int64_t total = 0;
	if (!*s)
		return -1;
	while (*s) {
		if (!isdigit((unsigned char)*s))
			return -1;
		int64_t n = 0;
		while (isdigit((unsigned char)*s)) {
			n = n * 10 + (*s++ - '0');
			if (n > 100000000)
				return -1;
		}
		int64_t unit;
		switch (*s++) {
		case 'w': unit = 7 * 86400; break;
		case 'd': unit = 86400; break;
		case 'h': unit = 3600; break;
		case 'm': unit = 60; break;
		case 's': unit = 1; break;
		default: return -1;
		}
		total += n * unit;
	}
	*secs = total;
	return 0;
}

int parse_time(const char *s, gtime *t)
{
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	int y, mo, d, h = 0, mi = 0, sec = 0, used = 0;
	if (sscanf(s, "%4d-%2d-%2d%n", &y, &mo, &d, &used) != 3)
		return -1;
	const char *p = s + used;
	if (*p == 'T' || *p == ' ') {
		p++;
		used = 0;
		if (sscanf(p, "%2d:%2d%n", &h, &mi, &used) != 2)
			return -1;
		p += used;
		if (*p == ':') {
			used = 0;
			if (sscanf(p + 1, "%2d%n", &sec, &used) != 1)
				return -1;
			p += 1 + used;
		}
		if (*p == 'Z')
			p++;
	}
	if (*p)
		return -1;
	if (y < 1970 || y > 9999 || mo < 1 || mo > 12 || d < 1 || d > 31 ||
	    h > 23 || mi > 59 || sec > 60)
		return -1;
	tm.tm_year = y - 1900;
	tm.tm_mon = mo - 1;
	tm.tm_mday = d;
	tm.tm_hour = h;
	tm.tm_min = mi;
	tm.tm_sec = sec;
	time_t v = timegm(&tm);
	/* timegm normalises 2001-02-30 to March; such a date is a typo. */
	if (tm.tm_mday != d || tm.tm_mon != mo - 1)
		return -1;
	*t = (gtime)v;
	return 0;
}

void format_time(gtime t, char *buf, size_t n)
{
	time_t v = (time_t)t;
	struct tm tm;
	gmtime_r(&v, &tm);
	strftime(buf, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

void format_span(int64_t secs, char *buf, size_t n)
{
	if (secs > 0 && secs % 86400 == 0)
		snprintf(buf, n, "%lld day%s", (long long)(secs / 86400), secs == 86400 ? "" : "s");
	else if (secs > 0 && secs % 3600 == 0)
		snprintf(buf, n, "%lld hour%s", (long long)(secs / 3600), secs == 3600 ? "" : "s");
	else
		format_duration(secs, buf, n);
}

void format_duration(int64_t secs, char *buf, size_t n)
{
	int64_t d = secs / 86400, h = secs % 86400 / 3600, m = secs % 3600 / 60;
	if (d && h)
		snprintf(buf, n, "%lldd %lldh", (long long)d, (long long)h);
	else if (d)
		snprintf(buf, n, "%lldd", (long long)d);
	else if (h && m)
		snprintf(buf, n, "%lldh %lldm", (long long)h, (long long)m);
	else if (h)
		snprintf(buf, n, "%lldh", (long long)h);
	else
		snprintf(buf, n, "%lldm", (long long)m);
}

/* 1969-12-28, the Sunday before the epoch. */
#define FIRST_SUNDAY (-4 * 86400)

int64_t calendar_week(gtime t)
{
	int64_t d = t - FIRST_SUNDAY;
	return d >= 0 ? d / (7 * 86400) : -((-d + 7 * 86400 - 1) / (7 * 86400));
}

gtime calendar_week_start(int64_t week)
{
	return FIRST_SUNDAY + week * 7 * 86400;
}

void hex_encode(const unsigned char *in, size_t n, char *out)
{
	static const char digits[] = "0123456789abcdef";
	for (size_t i = 0; i < n; i++) {
		out[2 * i] = digits[in[i] >> 4];
		out[2 * i + 1] = digits[in[i] & 15];
	}
	out[2 * n] = '\0';
}

int hex_value(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int hex_decode(const char *in, unsigned char *out, size_t n)
{
	if (strlen(in) != 2 * n)
		return -1;
	for (size_t i = 0; i < n; i++) {
		int hi = hex_value(in[2 * i]), lo = hex_value(in[2 * i + 1]);
		if (hi < 0 || lo < 0)
			return -1;
		out[i] = (unsigned char)(hi << 4 | lo);
	}
	return 0;
}

int parse_int64(const char *s, int64_t *v)
{
	if (!*s || isspace((unsigned char)*s))
		return -1;
	char *end;
	errno = 0;
	long long x = strtoll(s, &end, 10);
	if (errno || *end)
		return -1;
	*v = x;
	return 0;
}

int strcaseeq(const char *a, const char *b)
{
	return strcasecmp(a, b) == 0;
}

size_t utf8_char_len(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned c = p[0];
	size_t len;
	unsigned min, cp;
	if (c < 0x80)
		return c ? 1 : 0;
	if (c >= 0xc2 && c <= 0xdf)
		len = 2, min = 0x80, cp = c & 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		len = 3, min = 0x800, cp = c & 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		len = 4, min = 0x10000, cp = c & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (p[i] & 0x3f);
	}
	if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

size_t utf8_bad_at(const char *s, size_t n)
{
	size_t i = 0, k;
	while (i < n) {
		/* ASCII (not NUL) without the call: every command line is
		 * checked, at every event of a replay too (issue 17 item 3). */
		unsigned char c = (unsigned char)s[i];
		if (c && c < 0x80) {
			i++;
			continue;
		}
		if (!(k = utf8_char_len(s + i, n - i)))
			break;
		i += k;
	}
	return i;
}

size_t line_number_at(const char *s, size_t at)
{
	size_t line = 1;
	for (size_t i = 0; i < at; i++)
		line += s[i] == '\n';
	return line;
}

int email_address_ok(const char *a)
{
	size_t len = strlen(a);
	const char *at = strchr(a, '@');
	if (len < 3 || len > 254 || !at || at == a || !at[1] || strchr(at + 1, '@'))
		return 0;
	for (const unsigned char *s = (const unsigned char *)a; *s; s++)
		if (*s <= ' ' || *s >= 0x7f || strchr("<>()[],;:\\\"", *s))
			return 0;
	return 1;
}
