/* format_anomic.c: A Nomic's rules page (seed 001), read and written
 * losslessly, history included.
 *
 * Shape: a preamble (navigation), then for each rule "Rule N/R : title",
 * its text, blank lines, its numbered history lines, blank lines; then an
 * epilogue (navigation, date, "Home").  A history line reads
 *   "1. Rule 336/0 amended by Proposal 376/0, 20 Jan 2001 00:00:00"
 * where N/R is the rule as it was when the change was made: for
 * "created" the revision created, otherwise the revision changed (so the
 * change produced R+1).  The seed only has "created" and "amended"; for
 * the other changes we write "renumbered to M", "retitled", "repealed",
 * "transmuted" in the same shape (docs/RULESETS.md).
 */
#include "rules/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *find_sub(const char *s, size_t len, const char *pat)
{
    size_t k = strlen(pat);
    for (size_t i = 0; i + k <= len; i++)
        if (memcmp(s + i, pat, k) == 0)
            return s + i;
    return NULL;
}

/* "Rule N/R : title" or "Rule N/R :" (no title). */
static bool parse_header(rules_line l, rules_number *n, uint32_t *rev,
                         const char **title, size_t *tlen)
{
    if (l.len < 8 || memcmp(l.s, "Rule ", 5) != 0)
        return false;
    const char *sep = find_sub(l.s, l.len, " :");
    /* "Rule :" has its " :" inside "Rule ": no number at all. */
    if (!sep || sep < l.s + 5 ||
        !rules_parse_number_rev(l.s + 5, (size_t)(sep - l.s) - 5, n, rev))
        return false;
    size_t rest = l.len - (size_t)(sep - l.s) - 2;
    if (rest == 0) {
        *title = NULL;
        *tlen = 0;
        return true;
    }
    if (sep[2] != ' ')
        return false;
    *title = sep + 3;
    *tlen = rest - 1;
    return true;
}

/* Parses one history line into h (cause/old_title left NULL on failure).
 * idx receives the leading ordinal. */
static bool parse_history(rules_line l, rules_history_entry *h, size_t *idx)
{
    const char *s = l.s, *end = l.s + l.len;
    size_t i = 0;
    while (s + i < end && isdigit((unsigned char)s[i]))
        i++;
    if (i == 0 || i > 9 || l.len < i + 8 || memcmp(s + i, ". Rule ", 7) != 0)
        return false;
    *idx = (size_t)strtoul(s, NULL, 10);
    const char *p = s + i + 7;
    const char *sp = memchr(p, ' ', (size_t)(end - p));
    rules_number n;
    uint32_t rev;
    if (!sp || !rules_parse_number_rev(p, (size_t)(sp - p), &n, &rev))
        return false;
    p = sp + 1;
    sp = memchr(p, ' ', (size_t)(end - p));
    rules_change kind;
    if (!sp || !rules_change_parse(p, (size_t)(sp - p), &kind))
        return false;
    p = sp;
    rules_number to = { 0, 0 };
    if (kind == RULES_CHANGE_RENUMBERED) {
        if ((size_t)(end - p) < 4 || memcmp(p, " to ", 4) != 0)
            return false;
        p += 4;
        sp = memchr(p, ' ', (size_t)(end - p));
        if (!sp || !rules_number_parse(p, (size_t)(sp - p), &to))
            return false;
        p = sp;
    }
    if ((size_t)(end - p) < 5 || memcmp(p, " by ", 4) != 0)
        return false;
    p += 4;
    /* The date follows the last ", "; without a parseable date the whole
     * rest is the cause. */
    const char *comma = NULL;
    for (const char *q = p; q + 1 < end; q++)
        if (q[0] == ',' && q[1] == ' ')
            comma = q;
    int64_t t = 0;
    bool has_time = comma && rules_date_parse(comma + 2, (size_t)(end - comma - 2), &t);
    const char *cend = has_time ? comma : end;
    if (cend == p)
        return false;
    if (kind != RULES_CHANGE_CREATED && rev == UINT32_MAX)
        return false;
    memset(h, 0, sizeof *h);
    h->kind = kind;
    h->number = n;
    h->new_number = to;
    h->revision = kind == RULES_CHANGE_CREATED ? rev : rev + 1;
    h->has_time = has_time;
    h->time = t;
    h->cause = rules_strndup(p, (size_t)(cend - p));
    return true;
}

static bool is_history(rules_line l)
{
    rules_history_entry h;
    size_t idx;
    if (!parse_history(l, &h, &idx))
        return false;
    rules_history_entry_clear(&h);
    return true;
}

typedef struct {
    size_t hdr, end;
} entry;

/* Fills r from lines (hdr, end); for the last rule *epi_from receives
 * where the epilogue starts. */
static rules_status build_rule(const rules_lines *L, size_t hdr, size_t end,
                               bool last, rules_rule *r, size_t *epi_from,
                               rules_error *err)
{
    const char *title;
    size_t tlen;
    uint32_t rev;
    parse_header(L->v[hdr], &r->number, &rev, &title, &tlen);
    r->revision = rev;
    if (title && !(r->title = rules_strndup(title, tlen)))
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    size_t from = hdr + 1, to = end;
    if (last) {
        /* The epilogue follows the last history line and its blanks. */
        size_t h = to;
        while (h > from && !is_history(L->v[h - 1]))
            h--;
        if (h > from) {
            size_t e = h;
            while (e < end && rules_line_blank(L->v[e]))
                e++;
            to = e;
        }
        *epi_from = to;
    }
    size_t t = to;
    r->layout.trail = 0;
    while (t > from && rules_line_blank(L->v[t - 1])) {
        t--;
        r->layout.trail++;
    }
    size_t hs = t;
    while (hs > from && is_history(L->v[hs - 1]))
        hs--;
    size_t g = hs;
    r->layout.gap = 0;
    if (hs < t) {
        while (g > from && rules_line_blank(L->v[g - 1])) {
            g--;
            r->layout.gap++;
        }
    } else {
        g = hs = t; /* no history: text runs up to the trailing blanks */
    }
    if (hs < t) {
        r->history = calloc(t - hs, sizeof *r->history);
        if (!r->history)
            return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    for (size_t i = hs; i < t; i++) {
        size_t idx;
        rules_history_entry *h = &r->history[r->n_history];
        parse_history(L->v[i], h, &idx);
        if (!h->cause)
            return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        r->n_history++;
        if (idx != i - hs)
            return rules_fail_line(err, i + 1,
                                   "history line numbered %zu, expected %zu", idx,
                                   i - hs);
    }
    rules_status st;
    char *text = rules_join_lines(L, from, g, &st);
    if (st)
        return rules_fail(err, st, "out of memory");
    st = rules_rule_set_text(r, text ? text : "", text ? strlen(text) : 0);
    free(text);
    if (st)
        return rules_fail(err, st, "out of memory");
    return RULES_OK;
}

rules_status rules_import_anomic(const char *buf, size_t len,
                                 rules_ruleset **out, rules_error *err)
{
    *out = NULL;
    rules_ok(err);
    rules_lines L;
    rules_status st = rules_split_lines(buf, len, &L, err);
    if (st)
        return st;
    rules_ruleset *rs = rules_ruleset_new(RULES_FORMAT_ANOMIC);
    size_t *hdrs = calloc(L.n ? L.n : 1, sizeof *hdrs);
    size_t nh = 0;
    if (!rs || !hdrs) {
        st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        goto done;
    }
    for (size_t i = 0; i < L.n; i++) {
        rules_number n;
        uint32_t rev;
        const char *t;
        size_t tl;
        if (parse_header(L.v[i], &n, &rev, &t, &tl))
            hdrs[nh++] = i;
        else if (L.v[i].len > 5 && memcmp(L.v[i].s, "Rule ", 5) == 0 &&
                 find_sub(L.v[i].s, L.v[i].len, " : ") &&
                 isdigit((unsigned char)L.v[i].s[5])) {
            st = rules_fail_line(err, i + 1,
                                 "bad rule header: expected \"Rule N/R : title\" "
                                 "with N one or two positive integers");
            goto done;
        }
    }
    if (nh == 0) {
        st = rules_fail_line(err, L.n ? L.n : 1,
                             "no rule header (\"Rule N/R : title\") found");
        goto done;
    }
    size_t epi_from = L.n;
    for (size_t k = 0; k < nh; k++) {
        rules_rule *r = rules_rule_new();
        if (!r) {
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
        size_t end = k + 1 < nh ? hdrs[k + 1] : L.n;
        if ((st = build_rule(&L, hdrs[k], end, k + 1 == nh, r, &epi_from, err))) {
            rules_rule_free(r);
            goto done;
        }
        if (rules_find(rs, r->number) || rules_ruleset_append(rs, r) ||
            rules_ruleset_reindex(rs)) {
            char num[RULES_NUMBER_BUFSZ];
            if (rules_find(rs, r->number)) {
                st = rules_fail_line(err, hdrs[k] + 1, "rule %s appears twice",
                                     rules_number_format(r->number, num, sizeof num));
                rules_rule_free(r);
            } else {
                st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            }
            goto done;
        }
    }
    if ((st = rules_take_frame(rs, &L, hdrs[0], epi_from, err)))
        goto done;
    *out = rs;
    rs = NULL;
done:
    rules_ruleset_free(rs);
    free(hdrs);
    rules_lines_free(&L);
    return st;
}

rules_status rules_export_anomic(const rules_ruleset *rs, rules_buf *b,
                                 rules_error *err)
{
    bool own = rs->format == RULES_FORMAT_ANOMIC;
    rules_lw w = { b, false };
    if (own && rs->preamble)
        rules_lw_str(&w, rs->preamble);
    for (size_t i = 0; i < rs->n; i++) {
        const rules_rule *r = rs->rules[i];
        if (r->repealed)
            continue;
        rules_layout lay = own ? r->layout : rules_default_layout(RULES_FORMAT_ANOMIC);
        char num[RULES_NUMBER_BUFSZ];
        rules_number_format(r->number, num, sizeof num);
        if (w.any)
            rules_buf_putc(b, '\n');
        w.any = true;
        if (r->title)
            rules_buf_printf(b, "Rule %s/%lu : %s", num, (unsigned long)r->revision,
                             r->title);
        else
            rules_buf_printf(b, "Rule %s/%lu :", num, (unsigned long)r->revision);
        const char *text = rules_rule_text(r);
        if (*text)
            rules_lw_str(&w, text);
        if (r->n_history)
            for (unsigned k = 0; k < lay.gap; k++)
                rules_lw_line(&w, "", 0);
        for (size_t k = 0; k < r->n_history; k++) {
            const rules_history_entry *h = &r->history[k];
            uint32_t shown = h->kind == RULES_CHANGE_CREATED ? h->revision
                                                              : h->revision - 1;
            rules_buf_printf(b, "\n%zu. Rule %s/%lu %s", k,
                             rules_number_format(h->number, num, sizeof num),
                             (unsigned long)shown, rules_change_name(h->kind));
            if (h->kind == RULES_CHANGE_RENUMBERED)
                rules_buf_printf(b, " to %s",
                                 rules_number_format(h->new_number, num, sizeof num));
            rules_buf_printf(b, " by %s", h->cause);
            if (h->has_time) {
                char date[48];
                rules_buf_printf(b, ", %s", rules_date_format(h->time, date, sizeof date));
            }
        }
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
