/* claims.c: finds the sentences in which a rule claims or defers
 * precedence ("This rule has precedence over all other rules", "This takes
 * precedence over R1003", "This Rule defers to all other Rules").  Ackanomic
 * R102 lets such a "single, coherent, unambiguous method" decide a
 * conflict before the lowest number does; Ace of Spades reg 101 lets a
 * regulation "specifically claim or defer precedence".  The recognised
 * phrasings are listed in docs/RULESETS.md; anything else is not a claim.
 */
#include "rules/rules_precedence.h"
#include "rules/rules_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Lower-cased copy of one sentence, with single spaces. */
typedef struct {
    char *s;
    size_t n;
} lstr;

static bool ends_with(const char *s, size_t n, const char *suf)
{
    size_t k = strlen(suf);
    return n >= k && memcmp(s + n - k, suf, k) == 0 &&
           (n == k || !isalnum((unsigned char)s[n - k - 1]));
}

static bool starts_with(const char *s, const char *pre)
{
    return strncmp(s, pre, strlen(pre)) == 0;
}

/* Verb phrases, longest first so "defers precedence to" wins over
 * "defers to"... both are deferrals anyway, but the object starts after. */
static const struct {
    const char *verb;
    rules_claim_kind kind;
} VERBS[] = {
    { " shall have precedence over ", RULES_CLAIM_OVER },
    { " takes precedence over ", RULES_CLAIM_OVER },
    { " take precedence over ", RULES_CLAIM_OVER },
    { " has precedence over ", RULES_CLAIM_OVER },
    { " have precedence over ", RULES_CLAIM_OVER },
    { " defers precedence to ", RULES_CLAIM_DEFER },
    { " defer precedence to ", RULES_CLAIM_DEFER },
    { " yields precedence to ", RULES_CLAIM_DEFER },
    { " yield precedence to ", RULES_CLAIM_DEFER },
    { " defers to ", RULES_CLAIM_DEFER },
    { " defer to ", RULES_CLAIM_DEFER },
};

/* Subject: the words just before the verb. */
static bool parse_subject(const char *s, size_t n, rules_claim_scope *scope)
{
    /* Drop a trailing ", " and a "(6)" section label. */
    while (n && (s[n - 1] == ',' || s[n - 1] == ' '))
        n--;
    if (n && s[n - 1] == ')') {
        size_t i = n;
        while (i && s[i - 1] != '(')
            i--;
        if (i) {
            n = i - 1;
            while (n && s[n - 1] == ' ')
                n--;
        }
    }
    static const char *const part[] = {
        "section of this rule", "paragraph of this rule", "paragraph of this regulation",
        "this section", "this sub-section", "this subsection", "this paragraph",
        "this clause", "this sentence", "this"
    };
    static const char *const whole[] = { "this rule", "this regulation", "it" };
    /* "section of this rule" first: it also ends in "this rule". */
    for (size_t i = 0; i < 3; i++)
        if (ends_with(s, n, part[i])) {
            *scope = RULES_SCOPE_PART;
            return true;
        }
    for (size_t i = 0; i < sizeof whole / sizeof *whole; i++)
        if (ends_with(s, n, whole[i])) {
            *scope = RULES_SCOPE_RULE;
            return true;
        }
    for (size_t i = 3; i < sizeof part / sizeof *part; i++)
        if (ends_with(s, n, part[i])) {
            *scope = RULES_SCOPE_PART;
            return true;
        }
    /* "All rules in this rulesuite", "All Rules that are part of this Rule
     * Suite", "All rules in the Miscellaneous Rule Suite", "The rules in
     * this rules suite": the subject must begin the sentence. */
    char *sub = rules_strndup(s, n);
    if (!sub)
        return false;
    const char *p = sub;
    const char *lead[] = { "if ", "then " };
    for (size_t i = 0; i < 2; i++)
        if (starts_with(p, lead[i]))
            return free(sub), false;
    bool suite = (starts_with(p, "all rules ") || starts_with(p, "the rules ")) &&
                 (strstr(p, " suite") || strstr(p, "rulesuite"));
    free(sub);
    if (suite)
        *scope = RULES_SCOPE_SUITE;
    return suite;
}

static bool parse_ref_number(const char *p, rules_number *out)
{
    const char *q = p;
    while (isdigit((unsigned char)*q) || (*q == '.' && isdigit((unsigned char)q[1])))
        q++;
    return q > p && rules_number_parse(p, (size_t)(q - p), out);
}

/* Remainders that add nothing when the question is already "these two
 * rules conflict". */
static bool vacuous(const char *r)
{
    static const char *const v[] = {
        "", "where there is a conflict", "wherever there is a conflict",
        "with which it conflicts", "with which they might conflict",
        "which may state otherwise", "which would state otherwise",
        "if there is a conflict", "in case of conflict",
        "except where this rule explicitly defers to other rules"
    };
    for (size_t i = 0; i < sizeof v / sizeof *v; i++)
        if (strcmp(r, v[i]) == 0)
            return true;
    return false;
}

static void parse_object(const char *o, rules_claim *c)
{
    c->target = RULES_TARGET_MATTER;
    c->qualified = true;
    /* Named rule: "rule 401", "rules 401", "r 207", "r1003", "regulation 205". */
    static const char *const named[] = { "rule ", "rules ", "regulation ", "reg ",
                                         "r ", "r" };
    for (size_t i = 0; i < sizeof named / sizeof *named; i++) {
        if (starts_with(o, named[i]) && isdigit((unsigned char)o[strlen(named[i])])) {
            const char *p = o + strlen(named[i]);
            if (parse_ref_number(p, &c->rule)) {
                c->target = RULES_TARGET_RULE;
                while (*p && *p != ' ')
                    p++;
                while (*p == ' ')
                    p++;
                c->qualified = !vacuous(p);
                return;
            }
        }
    }
    /* "all rules numbered 200 or lower" */
    static const char up[] = "all rules numbered ";
    if (starts_with(o, up)) {
        const char *p = o + sizeof up - 1;
        if (parse_ref_number(p, &c->rule)) {
            while (isdigit((unsigned char)*p) || *p == '.')
                p++;
            if (starts_with(p, " or lower") || starts_with(p, " or less")) {
                c->target = RULES_TARGET_UP_TO;
                c->qualified = !vacuous(p + (starts_with(p, " or lower") ? 9 : 8));
            }
        }
        return;
    }
    /* Parts of the same rule. */
    static const char *const internal[] = { "section", "sections", "the later sections",
                                            "all the preceding", "all other sections",
                                            "the following sections" };
    for (size_t i = 0; i < sizeof internal / sizeof *internal; i++)
        if (starts_with(o, internal[i])) {
            c->target = RULES_TARGET_INTERNAL;
            c->qualified = false;
            return;
        }
    /* "all other rules", "any rule", "all others", "rules outside ..." */
    static const char *const general[] = {
        "all other rules", "all others", "all rules", "any other rules",
        "any other rule", "any rules", "any rule", "other rules",
        "all other regulations", "all regulations", "any other regulation",
        "any regulation", "other regulations", "all other"
    };
    for (size_t i = 0; i < sizeof general / sizeof *general; i++) {
        if (!starts_with(o, general[i]))
            continue;
        const char *rest = o + strlen(general[i]);
        while (*rest == ' ')
            rest++;
        if (starts_with(rest, "in this rule suite") ||
            starts_with(rest, "in this rulesuite") ||
            starts_with(rest, "in this rules suite")) {
            c->target = RULES_TARGET_SUITE_OTHERS;
            rest += strlen(starts_with(rest, "in this rulesuite") ? "in this rulesuite"
                                                                 : "in this rule suite");
            while (*rest == ' ')
                rest++;
            c->qualified = !vacuous(rest);
        } else if (starts_with(rest, "outside")) {
            c->target = RULES_TARGET_OUTSIDE_SUITE;
            c->qualified = !(starts_with(rest, "outside of this rule suite") ||
                             starts_with(rest, "outside this rule suite"));
        } else {
            c->target = RULES_TARGET_ALL;
            c->qualified = !vacuous(rest);
        }
        return;
    }
    /* "rules outside of this Rule Suite" */
    if (starts_with(o, "rules outside")) {
        c->target = RULES_TARGET_OUTSIDE_SUITE;
        c->qualified = false;
    }
}

/* Lower-cases, folds whitespace to single spaces, drops the final period
 * and bracket notes' brackets; keeps a map back to the source. */
static bool normalise(const char *s, size_t n, lstr *out)
{
    out->s = malloc(n + 1);
    if (!out->s)
        return false;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (isspace(c)) {
            if (k && out->s[k - 1] != ' ')
                out->s[k++] = ' ';
            continue;
        }
        out->s[k++] = (char)tolower(c);
    }
    while (k && (out->s[k - 1] == ' ' || out->s[k - 1] == '.' || out->s[k - 1] == ']' ||
                 out->s[k - 1] == ')' || out->s[k - 1] == '"'))
        k--;
    out->s[k] = '\0';
    out->n = k;
    return true;
}

static size_t claims_in_sentence(const char *s, size_t start, size_t len,
                                 rules_claim *out, size_t cap, size_t found)
{
    lstr l;
    if (!normalise(s + start, len, &l))
        return found;
    for (size_t v = 0; v < sizeof VERBS / sizeof *VERBS; v++) {
        const char *hit = strstr(l.s, VERBS[v].verb);
        if (!hit)
            continue;
        rules_claim c;
        memset(&c, 0, sizeof c);
        c.kind = VERBS[v].kind;
        c.start = start;
        c.len = len;
        if (!parse_subject(l.s, (size_t)(hit - l.s), &c.scope))
            break;
        parse_object(hit + strlen(VERBS[v].verb), &c);
        if (found < cap)
            out[found] = c;
        found++;
        break; /* one claim per sentence */
    }
    free(l.s);
    return found;
}

size_t rules_find_claims(const char *text, rules_claim *out, size_t cap)
{
    size_t found = 0, start = 0, n = text ? strlen(text) : 0;
    for (size_t i = 0; i <= n; i++) {
        bool end = i == n || text[i] == '\n';
        if (!end && (text[i] == '.' || text[i] == ';' || text[i] == '!' ||
                     text[i] == '?')) {
            /* "500.1" and "e.g." do not end a sentence. */
            char next = i + 1 < n ? text[i + 1] : ' ';
            end = next == ' ' || next == '\n' || next == ')' || next == ']';
            if (end && text[i] == '.')
                i++; /* keep the period with its sentence */
        }
        if (!end)
            continue;
        size_t stop = i < n ? i : n;
        while (start < stop && isspace((unsigned char)text[start]))
            start++;
        if (stop > start)
            found = claims_in_sentence(text, start, stop - start, out, cap, found);
        start = i + 1;
    }
    return found;
}
