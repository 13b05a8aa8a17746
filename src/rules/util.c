/* util.c: small helpers shared by src/rules: string duplication, the
 * growable output buffer, error reporting and the line splitter used by
 * every text importer. */
#include "rules/rules_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *rules_strndup(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    if (!p)
        return NULL;
    if (n)
        memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *rules_strdup(const char *s)
{
    return s ? rules_strndup(s, strlen(s)) : NULL;
}

bool rules_streq(const char *a, const char *b)
{
    if (!a || !b)
        return a == b;
    return strcmp(a, b) == 0;
}

void rules_buf_init(rules_buf *b)
{
    b->data = NULL;
    b->len = b->cap = 0;
    b->failed = false;
}

void rules_buf_free(rules_buf *b)
{
    free(b->data);
    rules_buf_init(b);
}

static bool buf_reserve(rules_buf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (b->len + extra + 1 <= b->cap)
        return true;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1) {
        if (cap > SIZE_MAX / 2) {
            b->failed = true;
            return false;
        }
        cap *= 2;
    }
    char *p = realloc(b->data, cap);
    if (!p) {
        b->failed = true;
        return false;
    }
    b->data = p;
    b->cap = cap;
    return true;
}

void rules_buf_add(rules_buf *b, const char *s, size_t n)
{
    if (!buf_reserve(b, n))
        return;
    if (n)
        memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void rules_buf_puts(rules_buf *b, const char *s)
{
    rules_buf_add(b, s, strlen(s));
}

void rules_buf_putc(rules_buf *b, char c)
{
    rules_buf_add(b, &c, 1);
}

void rules_buf_printf(rules_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = true;
        return;
    }
    if (!buf_reserve(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

char *rules_buf_take(rules_buf *b, size_t *len)
{
    if (b->failed) {
        rules_buf_free(b);
        return NULL;
    }
    if (!b->data && !buf_reserve(b, 0))
        return NULL;
    /* Only rules_buf_add and rules_buf_printf write the NUL: a buffer
     * nothing was added to (an empty file) gets it here. */
    b->data[b->len] = '\0';
    char *p = b->data;
    if (len)
        *len = b->len;
    rules_buf_init(b);
    return p;
}

__attribute__((format(printf, 4, 0)))
static void fill(rules_error *err, rules_status st, size_t line,
                 const char *fmt, va_list ap)
{
    if (!err)
        return;
    err->status = st;
    err->line = line;
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    /* Keep the promise of one line even if a caller quoted input. */
    for (char *p = err->msg; *p; p++)
        if (*p == '\n' || *p == '\r')
            *p = ' ';
}

rules_status rules_fail(rules_error *err, rules_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fill(err, st, 0, fmt, ap);
    va_end(ap);
    return st;
}

rules_status rules_fail_line(rules_error *err, size_t line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fill(err, RULES_ERR_PARSE, line, fmt, ap);
    va_end(ap);
    return RULES_ERR_PARSE;
}

void rules_ok(rules_error *err)
{
    if (err) {
        err->status = RULES_OK;
        err->line = 0;
        err->msg[0] = '\0';
    }
}

const char *rules_status_name(rules_status s)
{
    switch (s) {
    case RULES_OK: return "ok";
    case RULES_ERR_NOMEM: return "out of memory";
    case RULES_ERR_PARSE: return "parse error";
    case RULES_ERR_NOT_FOUND: return "no such rule";
    case RULES_ERR_TAKEN: return "number taken";
    case RULES_ERR_INVALID: return "invalid argument";
    case RULES_ERR_UNREPRESENTABLE: return "not representable";
    case RULES_ERR_IO: return "i/o error";
    }
    return "unknown";
}

rules_status rules_split_lines(const char *buf, size_t len, rules_lines *out,
                               rules_error *err)
{
    out->v = NULL;
    out->n = 0;
    out->final_newline = len > 0 && buf[len - 1] == '\n';
    if (len == 0)
        return RULES_OK;
    if (memchr(buf, '\0', len)) {
        size_t line = 1;
        for (const char *p = buf; *p; p++)
            line += *p == '\n';
        return rules_fail_line(err, line, "NUL byte in input");
    }
    size_t count = 1;
    for (size_t i = 0; i + 1 < len; i++)
        count += buf[i] == '\n';
    out->v = calloc(count, sizeof *out->v);
    if (!out->v)
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    size_t start = 0, k = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i == len || buf[i] == '\n') {
            if (i == len && start == len && out->final_newline)
                break; /* the final "\n" ended the last line */
            out->v[k].s = buf + start;
            out->v[k].len = i - start;
            k++;
            start = i + 1;
        }
    }
    out->n = k;
    return RULES_OK;
}

void rules_lines_free(rules_lines *l)
{
    free(l->v);
    l->v = NULL;
    l->n = 0;
}

bool rules_line_blank(rules_line l)
{
    return l.len == 0;
}

char *rules_join_lines(const rules_lines *l, size_t from, size_t to,
                       rules_status *st)
{
    *st = RULES_OK;
    if (from >= to)
        return NULL;
    rules_buf b;
    rules_buf_init(&b);
    for (size_t i = from; i < to; i++) {
        if (i > from)
            rules_buf_putc(&b, '\n');
        rules_buf_add(&b, l->v[i].s, l->v[i].len);
    }
    char *s = rules_buf_take(&b, NULL);
    if (!s)
        *st = RULES_ERR_NOMEM;
    return s;
}

rules_status rules_take_frame(rules_ruleset *rs, const rules_lines *l, size_t pre_to,
                              size_t epi_from, rules_error *err)
{
    rules_status st = RULES_OK;
    char *pre = rules_join_lines(l, 0, pre_to, &st);
    char *epi = st ? NULL : rules_join_lines(l, epi_from, l->n, &st);
    if (!st)
        st = rules_ruleset_set_frame(rs, pre, epi, l->final_newline);
    free(pre);
    free(epi);
    return st ? rules_fail(err, RULES_ERR_NOMEM, "out of memory") : RULES_OK;
}

void rules_lw_line(rules_lw *w, const char *s, size_t n)
{
    if (w->any)
        rules_buf_putc(w->b, '\n');
    rules_buf_add(w->b, s, n);
    w->any = true;
}

void rules_lw_str(rules_lw *w, const char *s)
{
    rules_lw_line(w, s, strlen(s));
}

void rules_lw_end(rules_lw *w, bool final_newline)
{
    if (w->any && final_newline)
        rules_buf_putc(w->b, '\n');
}
