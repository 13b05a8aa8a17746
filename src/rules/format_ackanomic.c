/* format_ackanomic.c: the Ackanomic ruleset text (seed 002), read and
 * written losslessly.
 *
 * Shape: a preamble, then for each rule a header line "Rule N/R", a block
 * of non-blank lines (title and/or author line, then bracketed notes such
 * as the Web-Harfer's note on R348), one blank line, the text, and blank
 * lines up to the next header; the page may end with a "Main ... Page"
 * link line.  Which single header line is a title and which an author line
 * is not marked in the file; see classify_single() for the reading.
 */
#include "rules/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool line_eq(rules_line a, rules_line b)
{
    return a.len == b.len && memcmp(a.s, b.s, a.len) == 0;
}

static bool parse_header(rules_line l, rules_number *n, uint32_t *rev)
{
    return l.len > 5 && memcmp(l.s, "Rule ", 5) == 0 &&
           rules_parse_number_rev(l.s + 5, l.len - 5, n, rev);
}

/* The closing link of the Web-Harfer's HTML page, "Main Ackanomic Page". */
static bool is_footer(rules_line l)
{
    return l.len > 10 && memcmp(l.s, "Main ", 5) == 0 &&
           memcmp(l.s + l.len - 5, " Page", 5) == 0;
}

/* "handle (Real Name)": a parenthesised name of two or more capitalised
 * words at the end, e.g. "pascal (Jason Reed)"; "(retired)" is not. */
static bool looks_like_author(rules_line l)
{
    if (l.len < 5 || l.s[l.len - 1] != ')')
        return false;
    const char *open = NULL;
    for (size_t i = 0; i < l.len; i++) {
        if (l.s[i] == '(') {
            if (open)
                return false;
            open = l.s + i;
        }
    }
    if (!open || open == l.s || open[-1] != ' ')
        return false;
    const char *p = open + 1, *end = l.s + l.len - 1;
    int words = 0;
    while (p < end) {
        if (!isupper((unsigned char)*p))
            return false;
        words++;
        while (p < end && *p != ' ')
            p++;
        while (p < end && *p == ' ')
            p++;
    }
    return words >= 2;
}

/* "Rule " and only digits, dots and a slash: meant as a header. */
static bool looks_like_header(rules_line l)
{
    if (l.len <= 5 || memcmp(l.s, "Rule ", 5) != 0 || !memchr(l.s, '/', l.len))
        return false;
    for (size_t i = 5; i < l.len; i++)
        if (!isdigit((unsigned char)l.s[i]) && l.s[i] != '.' && l.s[i] != '/')
            return false;
    return true;
}

typedef struct {
    size_t hdr;        /* line index of the header */
    size_t blk_end;    /* first line after the non-blank header block */
    size_t end;        /* first line after the entry */
    size_t core;       /* title/author lines in the block (rest are notes) */
} entry;

/* A single line under the header is an author line if it is written as
 * the author line (second line) of another rule, or has the "handle (Real
 * Name)" form, or stands alone under several headers (titles are not
 * repeated; "David Chapman" heads R406, R409 and R410).  Otherwise it is
 * a title.  This reads seed 002 as ackanomic_*.md catalogues it, except
 * R23, whose line "The Benevolent Society rSiE (Gavin Logan)" we read as an
 * author line (Gavin Logan also wrote as "Eris", spelt backwards there). */
static bool classify_single(const rules_lines *L, const entry *es, size_t ne,
                            rules_line l)
{
    if (looks_like_author(l))
        return true;
    size_t alone = 0;
    for (size_t i = 0; i < ne; i++) {
        if (es[i].core == 2 && line_eq(L->v[es[i].hdr + 2], l))
            return true;
        if (es[i].core == 1 && line_eq(L->v[es[i].hdr + 1], l))
            alone++;
    }
    return alone >= 2;
}

/* R348's title is a single space, printed as `" "`.  Only titles that are
 * empty or all spaces are quoted, so other quotes are kept as written. */
static bool quoted_blank(rules_line l)
{
    if (l.len < 2 || l.s[0] != '"' || l.s[l.len - 1] != '"')
        return false;
    for (size_t i = 1; i + 1 < l.len; i++)
        if (l.s[i] != ' ')
            return false;
    return true;
}

static bool needs_quotes(const char *t)
{
    for (; *t; t++)
        if (*t != ' ')
            return false;
    return true;
}

static rules_status build_rule(const rules_lines *L, const entry *es, size_t ne,
                               const entry *e, rules_rule *r)
{
    rules_status st = RULES_OK;
    uint32_t rev;
    parse_header(L->v[e->hdr], &r->number, &rev);
    r->revision = rev;
    const rules_line *b = L->v + e->hdr + 1;
    if (e->core >= 1) {
        bool author_only = e->core == 1 && classify_single(L, es, ne, b[0]);
        if (author_only) {
            r->author = rules_strndup(b[0].s, b[0].len);
        } else if (quoted_blank(b[0])) {
            r->title = rules_strndup(b[0].s + 1, b[0].len - 2);
        } else {
            r->title = rules_strndup(b[0].s, b[0].len);
        }
        if (!r->author && !r->title)
            return RULES_ERR_NOMEM;
    }
    if (e->core == 2 && !(r->author = rules_strndup(b[1].s, b[1].len)))
        return RULES_ERR_NOMEM;
    for (size_t i = e->hdr + 1 + e->core; i < e->blk_end; i++)
        if ((st = rules_rule_add_note(r, L->v[i].s, L->v[i].len)))
            return st;
    /* After the block: a blank separator, the text, trailing blanks. */
    size_t from = e->blk_end, to = e->end;
    r->layout.bare = from == to;
    r->layout.trail = 0;
    if (!r->layout.bare) {
        from++; /* the separator (the block ended on a blank line) */
        while (to > from && rules_line_blank(L->v[to - 1])) {
            to--;
            r->layout.trail++;
        }
    }
    char *text = rules_join_lines(L, from, to, &st);
    if (st)
        return st;
    st = rules_rule_set_text(r, text ? text : "", text ? strlen(text) : 0);
    free(text);
    return st;
}

rules_status rules_import_ackanomic(const char *buf, size_t len,
                                    rules_ruleset **out, rules_error *err)
{
    *out = NULL;
    rules_ok(err);
    rules_lines L;
    rules_status st = rules_split_lines(buf, len, &L, err);
    if (st)
        return st;
    rules_ruleset *rs = NULL;
    entry *es = calloc(L.n ? L.n : 1, sizeof *es);
    size_t ne = 0;
    if (!es) {
        st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        goto done;
    }
    size_t last = L.n;
    if (L.n && is_footer(L.v[L.n - 1]))
        last = L.n - 1;
    for (size_t i = 0; i < last; i++) {
        rules_number n;
        uint32_t rev;
        if (parse_header(L.v[i], &n, &rev)) {
            es[ne++].hdr = i;
        } else if (looks_like_header(L.v[i])) {
            /* Looks like a header but the number is not one (R303 I). */
            st = rules_fail_line(err, i + 1,
                                 "bad rule header \"%.*s\": expected \"Rule N/R\" "
                                 "with N one or two positive integers",
                                 (int)L.v[i].len, L.v[i].s);
            goto done;
        }
    }
    if (ne == 0) {
        st = rules_fail_line(err, L.n ? L.n : 1, "no rule header (\"Rule N/R\") found");
        goto done;
    }
    for (size_t k = 0; k < ne; k++) {
        entry *e = &es[k];
        e->end = k + 1 < ne ? es[k + 1].hdr : last;
        e->blk_end = e->hdr + 1;
        while (e->blk_end < e->end && !rules_line_blank(L.v[e->blk_end]))
            e->blk_end++;
        size_t m = e->blk_end - e->hdr - 1;
        /* Bracketed lines after the first are notes, not title/author. */
        while (m > 1 && L.v[e->hdr + m].len && L.v[e->hdr + m].s[0] == '[')
            m--;
        if (m > 2) {
            st = rules_fail_line(err, e->hdr + 4,
                                 "rule header block has %zu lines before the text; "
                                 "expected a title and/or an author line, then a "
                                 "blank line",
                                 m);
            goto done;
        }
        e->core = m;
    }
    rs = rules_ruleset_new(RULES_FORMAT_ACKANOMIC);
    if (!rs) {
        st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        goto done;
    }
    for (size_t k = 0; k < ne; k++) {
        rules_rule *r = rules_rule_new();
        if (!r) {
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
        if ((st = build_rule(&L, es, ne, &es[k], r))) {
            rules_rule_free(r);
            rules_fail(err, st, "out of memory");
            goto done;
        }
        if ((st = rules_ruleset_append(rs, r))) {
            rules_fail(err, st, "out of memory");
            goto done;
        }
        const rules_rule *dup = NULL;
        for (size_t j = 0; j + 1 < rs->n && !dup; j++)
            if (rules_number_eq(rs->rules[j]->number, r->number))
                dup = rs->rules[j];
        if (dup) {
            char num[RULES_NUMBER_BUFSZ];
            st = rules_fail_line(err, es[k].hdr + 1,
                                 "rule %s appears twice (first at line %zu)",
                                 rules_number_format(r->number, num, sizeof num),
                                 es[rules_index_of(rs, dup)].hdr + 1);
            goto done;
        }
    }
    if ((st = rules_take_frame(rs, &L, es[0].hdr, last, err)))
        goto done;
    if ((st = rules_ruleset_reindex(rs))) {
        rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        goto done;
    }
    *out = rs;
    rs = NULL;
done:
    rules_ruleset_free(rs);
    free(es);
    rules_lines_free(&L);
    return st;
}

rules_status rules_export_ackanomic(const rules_ruleset *rs, rules_buf *b,
                                    rules_error *err)
{
    bool own = rs->format == RULES_FORMAT_ACKANOMIC;
    rules_lw w = { b, false };
    if (own && rs->preamble)
        rules_lw_str(&w, rs->preamble);
    for (size_t i = 0; i < rs->n; i++) {
        const rules_rule *r = rs->rules[i];
        if (r->repealed)
            continue;
        rules_layout lay = own ? r->layout : rules_default_layout(RULES_FORMAT_ACKANOMIC);
        char num[RULES_NUMBER_BUFSZ];
        rules_buf_printf(b, "%sRule %s/%lu", w.any ? "\n" : "",
                         rules_number_format(r->number, num, sizeof num),
                         (unsigned long)r->revision);
        w.any = true;
        if (r->title) {
            if (needs_quotes(r->title)) {
                rules_buf_printf(b, "\n\"%s\"", r->title);
            } else {
                rules_lw_str(&w, r->title);
            }
        }
        if (r->author)
            rules_lw_str(&w, r->author);
        for (size_t k = 0; k < r->n_notes; k++)
            rules_lw_str(&w, r->notes[k]);
        const char *text = rules_rule_text(r);
        if (lay.bare && !*text)
            continue;
        rules_lw_line(&w, "", 0);
        if (*text)
            rules_lw_str(&w, text);
        for (unsigned k = 0; k < lay.trail; k++)
            rules_lw_line(&w, "", 0);
    }
    if (own && rs->epilogue)
        rules_lw_str(&w, rs->epilogue);
    rules_lw_end(&w, own ? rs->final_newline : true);
    if (b->failed)
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    return RULES_OK;
}
