/* rules_diff.c: the word-level diff of two rule texts (rules_diff.h; issue
 * 18 item 5). Tokens, then the longest common subsequence of the changed
 * middle by dynamic programming over a table bounded by
 * RULES_DIFF_MAX_CELLS (lines, then "replaced whole", past it), then the
 * token edits merged into segments a reader can follow: within each
 * changed stretch everything deleted comes before everything inserted,
 * and a stretch of kept whitespace between two changes is folded into
 * them so "a b" -> "x y" reads as one replacement, not four; last, kept
 * text shorter than the changes on both sides of it is folded into them
 * too (fold_short_kept). */
#include "rules/rules_diff.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *s;
    size_t len;
    uint32_t h;
} tok;

typedef struct {
    tok *v;
    size_t n, cap;
} toks;

static int is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Letters, digits and every byte of a multi-byte UTF-8 character. */
static int is_word(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           c == '_' || c >= 0x80;
}

static uint32_t hash(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static int push(toks *t, const char *s, size_t len)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 64;
        tok *v = realloc(t->v, cap * sizeof *v);
        if (!v)
            return -1;
        t->v = v;
        t->cap = cap;
    }
    t->v[t->n++] = (tok){s, len, hash(s, len)};
    return 0;
}

/* lines: one token a line with its newline; else words, spaces, marks. */
static int tokenize(const char *s, int lines, toks *t)
{
    size_t i = 0, len = strlen(s);
    while (i < len) {
        size_t j = i + 1;
        unsigned char c = (unsigned char)s[i];
        if (lines) {
            while (j < len && s[j - 1] != '\n')
                j++;
        } else if (is_space(c)) {
            while (j < len && is_space((unsigned char)s[j]))
                j++;
        } else if (is_word(c)) {
            while (j < len && is_word((unsigned char)s[j]))
                j++;
        }
        if (push(t, s + i, j - i))
            return -1;
        i = j;
    }
    return 0;
}

static int tok_eq(const tok *a, const tok *b)
{
    return a->h == b->h && a->len == b->len && memcmp(a->s, b->s, a->len) == 0;
}

/* ---- segments ---- */

typedef struct {
    rules_diff *d;
    size_t cap;
    size_t last_len, last_cap; /* the last segment's text: appended to */
    int failed;
} out;

/* Appends len bytes as op, joined to the last segment when it is the same op. */
static void emit(out *o, rules_diff_op op, const char *s, size_t len)
{
    rules_diff *d = o->d;
    if (!len || o->failed)
        return;
    if (d->n && d->segs[d->n - 1].op == op) {
        rules_diff_seg *g = &d->segs[d->n - 1];
        if (o->last_len + len + 1 > o->last_cap) {
            size_t cap = (o->last_len + len + 1) * 2;
            char *t = realloc(g->text, cap);
            if (!t) {
                o->failed = 1;
                return;
            }
            g->text = t;
            o->last_cap = cap;
        }
        memcpy(g->text + o->last_len, s, len);
        o->last_len += len;
        g->text[o->last_len] = '\0';
        return;
    }
    if (d->n == o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 16;
        rules_diff_seg *v = realloc(d->segs, cap * sizeof *v);
        if (!v) {
            o->failed = 1;
            return;
        }
        d->segs = v;
        o->cap = cap;
    }
    char *t = malloc(len + 1);
    if (!t) {
        o->failed = 1;
        return;
    }
    memcpy(t, s, len);
    t[len] = '\0';
    d->segs[d->n++] = (rules_diff_seg){op, t};
    o->last_len = len;
    o->last_cap = len + 1;
}

/* One token edit of the walk: 0 same, 1 delete a's token, 2 insert b's. */
typedef struct {
    unsigned char op;
    const tok *t;
} edit;

static int all_space(const tok *t)
{
    for (size_t i = 0; i < t->len; i++)
        if (!is_space((unsigned char)t->s[i]))
            return 0;
    return 1;
}

/* Writes the edits as segments: each changed stretch (with kept
 * whitespace between its changes folded in) as its deletions, then its
 * insertions. */
static void emit_edits(out *o, const edit *e, size_t n)
{
    size_t i = 0;
    while (i < n) {
        if (e[i].op == 0) {
            emit(o, RULES_DIFF_SAME, e[i].t->s, e[i].t->len);
            i++;
            continue;
        }
        /* The stretch [i, j): changes, and kept whitespace tokens that
         * have a change after them. */
        size_t j = i;
        for (;;) {
            while (j < n && e[j].op != 0)
                j++;
            size_t k = j;
            while (k < n && e[k].op == 0 && all_space(e[k].t))
                k++;
            if (k > j && k < n && e[k].op != 0)
                j = k;
            else
                break;
        }
        for (size_t k = i; k < j; k++)
            if (e[k].op != 2)
                emit(o, RULES_DIFF_DEL, e[k].t->s, e[k].t->len);
        for (size_t k = i; k < j; k++)
            if (e[k].op != 1)
                emit(o, RULES_DIFF_INS, e[k].t->s, e[k].t->len);
        i = j;
    }
}

/* LCS of a[0..n) and b[0..m) (n*m within the bound), as edits. The table
 * holds the LCS of every pair of suffixes; the lengths fit in 16 bits since
 * min(n, m) <= sqrt(RULES_DIFF_MAX_CELLS). */
static int lcs_edits(const tok *a, size_t n, const tok *b, size_t m, edit **ep, size_t *np)
{
    size_t w = m + 1;
    uint16_t *L = calloc((n + 1) * w, sizeof *L);
    edit *e = malloc((n + m + 1) * sizeof *e);
    if (!L || !e) {
        free(L);
        free(e);
        return -1;
    }
    for (size_t i = n; i-- > 0;)
        for (size_t j = m; j-- > 0;) {
            uint16_t v;
            if (tok_eq(&a[i], &b[j]))
                v = (uint16_t)(L[(i + 1) * w + j + 1] + 1);
            else {
                uint16_t x = L[(i + 1) * w + j], y = L[i * w + j + 1];
                v = x > y ? x : y;
            }
            L[i * w + j] = v;
        }
    size_t i = 0, j = 0, k = 0;
    while (i < n || j < m) {
        if (i < n && j < m && tok_eq(&a[i], &b[j])) {
            e[k++] = (edit){0, &a[i]};
            i++;
            j++;
        } else if (j == m || (i < n && L[(i + 1) * w + j] >= L[i * w + j + 1])) {
            e[k++] = (edit){1, &a[i++]};
        } else {
            e[k++] = (edit){2, &b[j++]};
        }
    }
    free(L);
    *ep = e;
    *np = k;
    return 0;
}

/* Diffs the token lists; 1 when the middle is past the bound (nothing
 * emitted), 0 done, -1 out of memory. */
static int diff_toks(out *o, const toks *a, const toks *b, int force)
{
    size_t head = 0, na = a->n, nb = b->n;
    while (head < na && head < nb && tok_eq(&a->v[head], &b->v[head]))
        head++;
    size_t tail = 0;
    while (tail < na - head && tail < nb - head &&
           tok_eq(&a->v[na - 1 - tail], &b->v[nb - 1 - tail]))
        tail++;
    size_t n = na - head - tail, m = nb - head - tail;
    int whole = n && m && n > RULES_DIFF_MAX_CELLS / m;
    if (whole && !force)
        return 1;
    for (size_t i = 0; i < head; i++)
        emit(o, RULES_DIFF_SAME, a->v[i].s, a->v[i].len);
    if (whole) {
        /* Past the bound: the middle replaced whole. */
        for (size_t i = head; i < head + n; i++)
            emit(o, RULES_DIFF_DEL, a->v[i].s, a->v[i].len);
        for (size_t j = head; j < head + m; j++)
            emit(o, RULES_DIFF_INS, b->v[j].s, b->v[j].len);
    } else {
        edit *e;
        size_t ne;
        if (lcs_edits(a->v + head, n, b->v + head, m, &e, &ne))
            return -1;
        emit_edits(o, e, ne);
        free(e);
    }
    for (size_t i = na - tail; i < na; i++)
        emit(o, RULES_DIFF_SAME, a->v[i].s, a->v[i].len);
    return o->failed ? -1 : 0;
}

/* ---- making the diff readable ---- */

/* A run of kept text, or one change: what was deleted and what inserted
 * ("" for none). */
typedef struct {
    int change;
    char *same, *del, *ins;
    size_t same_len, del_len, ins_len;
} item;

static char *cat3(const char *a, size_t al, const char *b, size_t bl, const char *c, size_t cl)
{
    char *s = malloc(al + bl + cl + 1);
    if (!s)
        return NULL;
    memcpy(s, a, al);
    memcpy(s + al, b, bl);
    memcpy(s + al + bl, c, cl);
    s[al + bl + cl] = '\0';
    return s;
}

static size_t max_len(const item *c)
{
    return c->del_len > c->ins_len ? c->del_len : c->ins_len;
}

static void item_free(item *it)
{
    free(it->same);
    free(it->del);
    free(it->ins);
}

/* A short stretch of kept text between two larger changes is folded into
 * them (kept text shorter than the larger side of the change on each
 * side of it): replacing a long rule with a sentence that happens to
 * share "the" and "is" with it then reads as the text replaced, not as a
 * scatter of kept words. After each fold the scan backs up one step, so
 * the work is linear in the number of segments. 0, or -1 out of memory. */
static int fold_short_kept(rules_diff *d)
{
    item *v = calloc(d->n ? d->n : 1, sizeof *v);
    size_t n = 0;
    if (!v)
        return -1;
    for (size_t i = 0; i < d->n; i++) {
        rules_diff_seg *g = &d->segs[i];
        size_t len = strlen(g->text);
        if (g->op == RULES_DIFF_SAME) {
            v[n++] = (item){0, g->text, NULL, NULL, len, 0, 0};
        } else {
            if (!n || !v[n - 1].change)
                v[n++] = (item){1, NULL, NULL, NULL, 0, 0, 0};
            if (g->op == RULES_DIFF_DEL) {
                v[n - 1].del = g->text;
                v[n - 1].del_len = len;
            } else {
                v[n - 1].ins = g->text;
                v[n - 1].ins_len = len;
            }
        }
        g->text = NULL;
    }
    int failed = 0;
    for (size_t k = 1; k + 1 < n && !failed;) {
        item *a = &v[k - 1], *s = &v[k], *b = &v[k + 1];
        if (s->change || !a->change || !b->change || s->same_len >= max_len(a) ||
            s->same_len >= max_len(b)) {
            k++;
            continue;
        }
        char *del = cat3(a->del ? a->del : "", a->del_len, s->same, s->same_len,
                         b->del ? b->del : "", b->del_len);
        char *ins = cat3(a->ins ? a->ins : "", a->ins_len, s->same, s->same_len,
                         b->ins ? b->ins : "", b->ins_len);
        if (!del || !ins) {
            free(del);
            free(ins);
            failed = 1;
            break;
        }
        item merged = {1, NULL, del, ins, 0, a->del_len + s->same_len + b->del_len,
                       a->ins_len + s->same_len + b->ins_len};
        item_free(a);
        item_free(s);
        item_free(b);
        v[k - 1] = merged;
        memmove(&v[k], &v[k + 2], (n - k - 2) * sizeof *v);
        n -= 2;
        k = k > 1 ? k - 1 : 1;
    }
    /* Back into segments: each change as its deletion, then its insertion. */
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (!v[i].change) {
            d->segs[m++] = (rules_diff_seg){RULES_DIFF_SAME, v[i].same};
            continue;
        }
        if (v[i].del_len)
            d->segs[m++] = (rules_diff_seg){RULES_DIFF_DEL, v[i].del};
        else
            free(v[i].del);
        if (v[i].ins_len)
            d->segs[m++] = (rules_diff_seg){RULES_DIFF_INS, v[i].ins};
        else
            free(v[i].ins);
    }
    d->n = m;
    free(v);
    return failed ? -1 : 0;
}

int rules_diff_texts(const char *old, const char *new_text, rules_diff *d)
{
    memset(d, 0, sizeof *d);
    old = old ? old : "";
    new_text = new_text ? new_text : "";
    out o = {d, 0, 0, 0, 0};
    int rc = -1;
    for (int grain = RULES_DIFF_WORDS; grain <= RULES_DIFF_WHOLE; grain++) {
        toks a = {0}, b = {0};
        int lines = grain != RULES_DIFF_WORDS;
        if (!tokenize(old, lines, &a) && !tokenize(new_text, lines, &b))
            rc = diff_toks(&o, &a, &b, grain == RULES_DIFF_WHOLE);
        else
            rc = -1;
        free(a.v);
        free(b.v);
        d->grain = (rules_diff_grain)grain;
        if (rc != 1)
            break;
    }
    if (!rc)
        rc = fold_short_kept(d);
    if (rc) {
        rules_diff_free(d);
        return -1;
    }
    return 0;
}

void rules_diff_free(rules_diff *d)
{
    for (size_t i = 0; i < d->n; i++)
        free(d->segs[i].text);
    free(d->segs);
    memset(d, 0, sizeof *d);
}

const char *rules_diff_op_name(rules_diff_op op)
{
    return op == RULES_DIFF_DEL ? "del" : op == RULES_DIFF_INS ? "ins" : "same";
}

const char *rules_diff_grain_name(rules_diff_grain g)
{
    return g == RULES_DIFF_LINES ? "lines" : g == RULES_DIFF_WHOLE ? "whole" : "words";
}
