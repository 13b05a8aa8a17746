/* format_regs.c: a contest's regulation list (seed 004, Agora's "Ace of
 * Spades"), read and written losslessly.
 *
 * Shape: a preamble, then for each regulation a line "- NNN." and its
 * text, whose first line starts with "- "; a section heading such as
 * "Immutable Play Rules" may stand on the line before a regulation; the
 * page ends with the maintainer's address and "Last modified:".
 * Regulations are rules of a smaller body: reg 101 makes 101-125
 * Immutable and the rest Mutable; reg 106 lets content be Secret or
 * Private, shown as "[This Regulation is Secret]." in the public list.
 */
#include "rules/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char SECRET[] = "[This Regulation is Secret].";
static const char PRIVATE[] = "[This Regulation is Private].";

static bool parse_header(rules_line l, rules_number *n)
{
    return l.len > 3 && l.s[0] == '-' && l.s[1] == ' ' && l.s[l.len - 1] == '.' &&
           rules_number_parse(l.s + 2, l.len - 3, n) && n->sub == 0;
}

/* "Immutable Play Rules", "Mutable Card Setup/Dealing": two or more
 * words of letters (and '/'), capitalised, no closing punctuation. */
static bool is_heading(rules_line l)
{
    if (l.len < 3 || !isupper((unsigned char)l.s[0]))
        return false;
    bool space = false;
    for (size_t i = 0; i < l.len; i++) {
        unsigned char c = (unsigned char)l.s[i];
        if (c == ' ')
            space = true;
        else if (!isalpha(c) && c != '/')
            return false;
    }
    return space && l.s[l.len - 1] != ' ';
}

/* The HTML page's <address> footer: "Name <mail@host>" or
 * "Last modified: ...". */
static bool is_footer(rules_line l)
{
    if (l.len >= 14 && memcmp(l.s, "Last modified:", 14) == 0)
        return true;
    if (l.len < 5 || l.s[l.len - 1] != '>')
        return false;
    const char *lt = NULL;
    for (size_t i = 0; i < l.len; i++)
        if (l.s[i] == '<')
            lt = l.s + i;
    return lt && lt > l.s && lt[-1] == ' ' &&
           memchr(lt, '@', (size_t)(l.s + l.len - lt)) != NULL;
}

/* Reg 101 (mutability) and reg 106 (Secret/Private content). */
static void derive(rules_rule *r)
{
    r->mutability = r->number.base >= 101 && r->number.base <= 125
                        ? RULES_MUT_IMMUTABLE
                        : RULES_MUT_MUTABLE;
    const char *t = rules_rule_text(r);
    r->visibility = strcmp(t, SECRET) == 0    ? RULES_VIS_SECRET
                    : strcmp(t, PRIVATE) == 0 ? RULES_VIS_PRIVATE
                                              : RULES_VIS_PUBLIC;
}

rules_status rules_import_regulations(const char *buf, size_t len,
                                      rules_ruleset **out, rules_error *err)
{
    *out = NULL;
    rules_ok(err);
    rules_lines L;
    rules_status st = rules_split_lines(buf, len, &L, err);
    if (st)
        return st;
    rules_ruleset *rs = rules_ruleset_new(RULES_FORMAT_REGULATIONS);
    size_t *hdrs = calloc(L.n + 1, sizeof *hdrs);
    size_t nh = 0;
    if (!rs || !hdrs) {
        st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        goto done;
    }
    for (size_t i = 0; i < L.n; i++) {
        rules_number n;
        if (parse_header(L.v[i], &n))
            hdrs[nh++] = i;
    }
    if (nh == 0) {
        st = rules_fail_line(err, L.n ? L.n : 1,
                             "no regulation header (\"- NNN.\") found");
        goto done;
    }
    /* The epilogue is the footer after the last regulation's text. */
    size_t epi = L.n;
    for (size_t i = hdrs[nh - 1] + 1; i < L.n; i++)
        if (is_footer(L.v[i])) {
            epi = i;
            break;
        }
    hdrs[nh] = epi;
    size_t pre_end = hdrs[0];
    char *heading_next = NULL;
    if (pre_end > 0 && is_heading(L.v[pre_end - 1])) {
        pre_end--;
        heading_next = rules_strndup(L.v[pre_end].s, L.v[pre_end].len);
        if (!heading_next) {
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
    }
    for (size_t k = 0; k < nh; k++) {
        rules_rule *r = rules_rule_new();
        if (!r) {
            free(heading_next);
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
        r->heading = heading_next;
        heading_next = NULL;
        parse_header(L.v[hdrs[k]], &r->number);
        size_t from = hdrs[k] + 1, to = hdrs[k + 1];
        if (k + 1 < nh && to > from + 1 && is_heading(L.v[to - 1])) {
            to--;
            heading_next = rules_strndup(L.v[to].s, L.v[to].len);
            if (!heading_next) {
                rules_rule_free(r);
                st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
                goto done;
            }
        }
        r->layout.trail = 0;
        while (to > from && rules_line_blank(L.v[to - 1])) {
            to--;
            r->layout.trail++;
        }
        char num[RULES_NUMBER_BUFSZ];
        rules_number_format(r->number, num, sizeof num);
        if (to == from || L.v[from].len < 2 || memcmp(L.v[from].s, "- ", 2) != 0) {
            st = rules_fail_line(err, from + 1,
                                 "regulation %s: expected its text on a line "
                                 "starting with \"- \"",
                                 num);
            rules_rule_free(r);
            free(heading_next);
            goto done;
        }
        char *text = rules_join_lines(&L, from, to, &st);
        if (!st)
            st = rules_rule_set_text(r, text + 2, strlen(text + 2));
        free(text);
        if (st) {
            rules_rule_free(r);
            free(heading_next);
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
        derive(r);
        if (rules_find(rs, r->number)) {
            st = rules_fail_line(err, hdrs[k] + 1, "regulation %s appears twice", num);
            rules_rule_free(r);
            free(heading_next);
            goto done;
        }
        if (rules_ruleset_append(rs, r) || rules_ruleset_reindex(rs)) {
            free(heading_next);
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
    }
    if ((st = rules_take_frame(rs, &L, pre_end, epi, err)))
        goto done;
    *out = rs;
    rs = NULL;
done:
    rules_ruleset_free(rs);
    free(hdrs);
    rules_lines_free(&L);
    return st;
}

rules_status rules_export_regulations(const rules_ruleset *rs, rules_buf *b,
                                      rules_error *err)
{
    bool own = rs->format == RULES_FORMAT_REGULATIONS;
    rules_lw w = { b, false };
    if (own && rs->preamble)
        rules_lw_str(&w, rs->preamble);
    for (size_t i = 0; i < rs->n; i++) {
        const rules_rule *r = rs->rules[i];
        if (r->repealed)
            continue;
        rules_layout lay = own ? r->layout
                               : rules_default_layout(RULES_FORMAT_REGULATIONS);
        char num[RULES_NUMBER_BUFSZ];
        if (r->heading)
            rules_lw_str(&w, r->heading);
        rules_buf_printf(b, "%s- %s.", w.any ? "\n" : "",
                         rules_number_format(r->number, num, sizeof num));
        w.any = true;
        rules_buf_printf(b, "\n- %s", rules_rule_text(r));
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
