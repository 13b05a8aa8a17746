/* ckpt.c: the encoding of a checkpoint's parts (ckpt.h): varints, zigzag,
 * length-prefixed strings and bytes, and a reader that checks every read. */
#include "core/ckpt.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

void ck_u64(ckw *w, uint64_t v)
{
	char buf[10];
	size_t n = 0;
	do {
		unsigned char byte = v & 0x7f;
		v >>= 7;
		buf[n++] = (char)(byte | (v ? 0x80 : 0));
	} while (v);
	sbuf_addn(&w->b, buf, n);
}

void ck_i64(ckw *w, int64_t v)
{
	ck_u64(w, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63));
}

void ck_int(ckw *w, int v)
{
	ck_i64(w, v);
}

void ck_str(ckw *w, const char *s)
{
	if (!s) {
		ck_u64(w, 0);
		return;
	}
	size_t n = strlen(s);
	ck_u64(w, (uint64_t)n + 1);
	sbuf_addn(&w->b, s, n);
}

void ck_bytes(ckw *w, const void *p, size_t n)
{
	ck_u64(w, n);
	if (n)
		sbuf_addn(&w->b, p, n);
}

void ck_ints(ckw *w, const int *v, int n)
{
	ck_int(w, n);
	for (int i = 0; i < n; i++)
		ck_int(w, v[i]);
}

void ckr_init(ckr *r, const void *p, size_t n)
{
	r->p = p;
	r->end = r->p + n;
	r->bad = 0;
	r->why = NULL;
}

void ckr_fail(ckr *r, const char *why)
{
	if (!r->bad)
		r->why = why;
	r->bad = 1;
	r->p = r->end;
}

int ckr_ok(const ckr *r)
{
	return !r->bad;
}

int ckr_done(const ckr *r)
{
	return !r->bad && r->p == r->end;
}

uint64_t ckr_u64(ckr *r)
{
	uint64_t v = 0;
	for (int shift = 0; shift < 64; shift += 7) {
		if (r->p >= r->end) {
			ckr_fail(r, "truncated");
			return 0;
		}
		unsigned char byte = *r->p++;
		if (shift == 63 && byte > 1) {
			ckr_fail(r, "varint too long");
			return 0;
		}
		v |= (uint64_t)(byte & 0x7f) << shift;
		if (!(byte & 0x80))
			return v;
	}
	ckr_fail(r, "varint too long");
	return 0;
}

int64_t ckr_i64(ckr *r)
{
	uint64_t u = ckr_u64(r);
	return (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
}

int ckr_int(ckr *r)
{
	int64_t v = ckr_i64(r);
	if (v < INT_MIN || v > INT_MAX) {
		ckr_fail(r, "int out of range");
		return 0;
	}
	return (int)v;
}

char *ckr_str(ckr *r)
{
	uint64_t n = ckr_u64(r);
	if (n == 0 || r->bad)
		return NULL;
	n--;
	if (n > (uint64_t)(r->end - r->p)) {
		ckr_fail(r, "string past the end");
		return NULL;
	}
	if (memchr(r->p, '\0', n)) {
		ckr_fail(r, "string holds a NUL");
		return NULL;
	}
	char *s = xmalloc(n + 1);
	memcpy(s, r->p, n);
	s[n] = '\0';
	r->p += n;
	return s;
}

const void *ckr_blob(ckr *r, size_t *n)
{
	uint64_t len = ckr_u64(r);
	*n = 0;
	if (r->bad)
		return NULL;
	if (len > (uint64_t)(r->end - r->p)) {
		ckr_fail(r, "bytes past the end");
		return NULL;
	}
	const void *p = r->p;
	r->p += len;
	*n = (size_t)len;
	return p;
}

void ckr_bytes(ckr *r, void *out, size_t n)
{
	size_t got;
	const void *p = ckr_blob(r, &got);
	if (r->bad || got != n) {
		ckr_fail(r, "bytes of the wrong length");
		memset(out, 0, n);
		return;
	}
	if (n)
		memcpy(out, p, n);
}

int ckr_count(ckr *r, size_t min_bytes)
{
	int64_t v = ckr_i64(r);
	if (r->bad)
		return 0;
	if (min_bytes < 1)
		min_bytes = 1;
	if (v < 0 || v > INT_MAX || (uint64_t)v > (uint64_t)(r->end - r->p) / min_bytes) {
		ckr_fail(r, "count out of range");
		return 0;
	}
	return (int)v;
}

int *ckr_ints(ckr *r, int *n)
{
	*n = ckr_count(r, 1);
	if (!*n)
		return NULL;
	int *v = xmalloc(sizeof *v * (size_t)*n);
	for (int i = 0; i < *n; i++)
		v[i] = ckr_int(r);
	if (r->bad) {
		free(v);
		*n = 0;
		return NULL;
	}
	return v;
}
