/* text.c: UTF-8 validation, HTML escaping and form decoding for the HTTP
 * front end. Each function reads at most the bytes it is given, so hostile
 * input can only ever be refused, never overrun. */
#include "net/text.h"

#include <stdlib.h>
#include <string.h>

int utf8_valid(const char *s, size_t n)
{
	return utf8_bad_at(s, n) == n;
}

char *utf8_repair(const char *s)
{
	sbuf b = {0};
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s);
	while (n) {
		size_t k = utf8_char_len((const char *)p, n);
		if (k)
			sbuf_addn(&b, (const char *)p, k);
		else
			sbuf_add(&b, "\xef\xbf\xbd");
		if (!k)
			k = 1;
		p += k;
		n -= k;
	}
	return sbuf_take(&b);
}

void html_escape(sbuf *b, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s);
	while (n) {
		/* A run of plain ASCII in one append: most of a page's values
		 * are, and a call per byte showed in the pages' profiles. */
		size_t plain = 0;
		while (plain < n && p[plain] < 0x80 && p[plain] != '&' && p[plain] != '<' &&
		       p[plain] != '>' && p[plain] != '"' && p[plain] != '\'')
			plain++;
		if (plain) {
			sbuf_addn(b, (const char *)p, plain);
			p += plain;
			n -= plain;
			continue;
		}
		size_t k = utf8_char_len((const char *)p, n);
		const char *rep = NULL;
		switch (*p) {
		case '&': rep = "&amp;"; break;
		case '<': rep = "&lt;"; break;
		case '>': rep = "&gt;"; break;
		case '"': rep = "&quot;"; break;
		case '\'': rep = "&#39;"; break;
		}
		if (rep)
			sbuf_add(b, rep);
		else if (k)
			sbuf_addn(b, (const char *)p, k);
		else
			sbuf_add(b, "\xef\xbf\xbd"); /* U+FFFD for a bad byte */
		if (!k)
			k = 1;
		p += k;
		n -= k;
	}
}

char *text_elide(const char *s, size_t max)
{
	size_t n = strlen(s);
	if (n <= max)
		return xstrdup(s);
	static const char gap[] = " \xe2\x80\xa6 "; /* " … " */
	size_t room = max > sizeof gap ? max - (sizeof gap - 1) : 0;
	size_t head = room * 2 / 3, tail = room - head;
	/* Never split a character: a continuation byte is 10xxxxxx. */
	while (head && ((unsigned char)s[head] & 0xc0) == 0x80)
		head--;
	size_t from = n - tail;
	while (from < n && ((unsigned char)s[from] & 0xc0) == 0x80)
		from++;
	sbuf b = {0};
	sbuf_addn(&b, s, head);
	sbuf_add(&b, gap);
	sbuf_addn(&b, s + from, n - from);
	return sbuf_take(&b);
}

/* Decodes s[0..n) into a new string; NULL on a bad %-escape. */
static char *form_decode(const char *s, size_t n, size_t *outlen)
{
	char *out = xmalloc(n + 1);
	size_t j = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '+') {
			out[j++] = ' ';
		} else if (s[i] == '%') {
			/* Two hex digits must follow inside the field. */
			int hi = i + 2 < n ? hex_value((unsigned char)s[i + 1]) : -1;
			int lo = i + 2 < n ? hex_value((unsigned char)s[i + 2]) : -1;
			if (hi < 0 || lo < 0) {
				free(out);
				return NULL;
			}
			out[j++] = (char)(hi * 16 + lo);
			i += 2;
		} else {
			out[j++] = s[i];
		}
	}
	out[j] = '\0';
	*outlen = j;
	return out;
}

char *form_field(const char *body, size_t n, const char *name, int *bad)
{
	size_t namelen = strlen(name);
	const char *p = body, *end = body + n;
	char *found = NULL;
	*bad = 0;
	while (p < end) {
		const char *amp = memchr(p, '&', (size_t)(end - p));
		const char *fend = amp ? amp : end;
		const char *eq = memchr(p, '=', (size_t)(fend - p));
		const char *kend = eq ? eq : fend;
		size_t klen;
		char *key = form_decode(p, (size_t)(kend - p), &klen);
		if (key && klen == namelen && memcmp(key, name, namelen) == 0) {
			size_t vlen = 0;
			const char *v = eq ? eq + 1 : fend;
			char *val = form_decode(v, (size_t)(fend - v), &vlen);
			if (found || !val || !utf8_valid(val, vlen)) {
				/* Twice, or undecodable: refuse rather than guess. */
				free(key);
				free(val);
				free(found);
				*bad = 1;
				return NULL;
			}
			found = val;
		}
		free(key);
		p = fend + (amp ? 1 : 0);
	}
	return found;
}

static int unreserved(unsigned char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
	       c == '-' || c == '.' || c == '_' || c == '~';
}

void url_segment(sbuf *b, const char *s)
{
	/* Runs of unreserved bytes in one append, the rest three bytes at a
	 * time, without printf: the pages' links go through here. */
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p = (const unsigned char *)s;
	while (p && *p) {
		size_t n = 0;
		while (p[n] && unreserved(p[n]))
			n++;
		if (n) {
			sbuf_addn(b, (const char *)p, n);
			p += n;
			continue;
		}
		char pct[3] = {'%', hex[*p >> 4], hex[*p & 15]};
		sbuf_addn(b, pct, 3);
		p++;
	}
}
