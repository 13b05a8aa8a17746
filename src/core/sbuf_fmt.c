/* sbuf_fmt.c: see sbuf_fmt.h. Two passes over the format: the first only
 * decides whether every conversion is a plain one (so that nothing is read
 * from the arguments for a format this does not write), the second writes.
 * What it writes for each conversion is what glibc's printf writes,
 * including "(null)" for a NULL %s and the byte itself (even a NUL) for
 * %c; tests/unit/test_util.c (plain_formats) compares the two. */
#include "core/sbuf_fmt.h"

#include <string.h>

/* The length modifiers taken: none, l, ll, z. */
enum { LEN_NONE, LEN_L, LEN_LL, LEN_Z };

/* Reads the conversion after a '%' (p is the byte after it); returns the
 * byte after the conversion, or NULL if it is not a plain one. */
static const char *conversion(const char *p, int *len, char *conv)
{
	*len = LEN_NONE;
	if (*p == 'l') {
		p++;
		*len = LEN_L;
		if (*p == 'l') {
			p++;
			*len = LEN_LL;
		}
	} else if (*p == 'z') {
		p++;
		*len = LEN_Z;
	}
	*conv = *p;
	switch (*p) {
	case '%':
	case 's':
	case 'c':
		if (*len != LEN_NONE)
			return NULL; /* %ls, %lc: wide characters */
		break;
	case 'd':
	case 'i':
		if (*len == LEN_Z)
			return NULL; /* %zd: not used here; left to vsnprintf */
		break;
	case 'u':
		break;
	default:
		return NULL;
	}
	return p + 1;
}

/* Room for extra more bytes and the NUL, grown as sbuf_addn grows it. */
static void reserve(sbuf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < b->len + extra + 1)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
}

/* Appends without the NUL (written once at the end: reserve keeps room). */
static void put(sbuf *b, const char *s, size_t n)
{
	reserve(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
}

static void put_unsigned(sbuf *b, unsigned long long v, int negative)
{
	char digits[24];
	char *end = digits + sizeof digits, *p = end;
	do {
		*--p = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	if (negative)
		*--p = '-';
	put(b, p, (size_t)(end - p));
}

int sbuf_fmt_plain(sbuf *b, const char *fmt, va_list ap)
{
	int len;
	char conv;
	const char *p = fmt;
	while (*p)
		if (*p++ == '%' && !(p = conversion(p, &len, &conv)))
			return -1;
	va_list cp;
	va_copy(cp, ap);
	reserve(b, 0); /* allocated even if nothing follows */
	p = fmt;
	for (;;) {
		const char *run = p;
		while (*p && *p != '%')
			p++;
		if (p > run)
			put(b, run, (size_t)(p - run));
		if (!*p)
			break;
		p = conversion(p + 1, &len, &conv);
		switch (conv) {
		case '%':
			put(b, "%", 1);
			break;
		case 's': {
			const char *s = va_arg(cp, const char *);
			if (!s)
				s = "(null)";
			put(b, s, strlen(s));
			break;
		}
		case 'c': {
			char ch = (char)(unsigned char)va_arg(cp, int);
			put(b, &ch, 1);
			break;
		}
		case 'd':
		case 'i': {
			long long v = len == LEN_LL  ? va_arg(cp, long long)
				      : len == LEN_L ? va_arg(cp, long)
						     : va_arg(cp, int);
			put_unsigned(b, v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v,
				     v < 0);
			break;
		}
		default: { /* 'u' */
			unsigned long long v = len == LEN_LL  ? va_arg(cp, unsigned long long)
					       : len == LEN_L ? va_arg(cp, unsigned long)
					       : len == LEN_Z ? va_arg(cp, size_t)
							      : va_arg(cp, unsigned);
			put_unsigned(b, v, 0);
			break;
		}
		}
	}
	va_end(cp);
	b->s[b->len] = '\0';
	return 0;
}
