/* number.c: rule numbers.  Ackanomic R303 I defines a valid number as one
 * or two positive integers separated by a period; R102 orders them by base
 * number, then sub number, a missing sub number counting as zero. */
#include "rules/rules_internal.h"

#include <stdio.h>
#include <string.h>

rules_number rules_num(uint32_t base, uint32_t sub)
{
    rules_number n = { base, sub };
    return n;
}

static bool parse_part(const char *s, size_t len, uint32_t *out)
{
    /* Positive, no leading zero: "07" is not how any seed writes a number
     * and accepting it would break byte-exact export. */
    if (len == 0 || len > 10 || s[0] == '0')
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (uint64_t)(s[i] - '0');
    }
    if (v > UINT32_MAX)
        return false;
    *out = (uint32_t)v;
    return true;
}

bool rules_number_parse(const char *s, size_t len, rules_number *out)
{
    size_t dot = len;
    for (size_t i = 0; i < len; i++)
        if (s[i] == '.') {
            dot = i;
            break;
        }
    rules_number n = { 0, 0 };
    if (!parse_part(s, dot, &n.base))
        return false;
    if (dot < len && !parse_part(s + dot + 1, len - dot - 1, &n.sub))
        return false;
    *out = n;
    return true;
}

char *rules_number_format(rules_number n, char *buf, size_t cap)
{
    if (n.sub)
        snprintf(buf, cap, "%lu.%lu", (unsigned long)n.base,
                 (unsigned long)n.sub);
    else
        snprintf(buf, cap, "%lu", (unsigned long)n.base);
    return buf;
}

int rules_number_cmp(rules_number a, rules_number b)
{
    if (a.base != b.base)
        return a.base < b.base ? -1 : 1;
    if (a.sub != b.sub)
        return a.sub < b.sub ? -1 : 1;
    return 0;
}

bool rules_number_eq(rules_number a, rules_number b)
{
    return a.base == b.base && a.sub == b.sub;
}

bool rules_number_valid(rules_number n)
{
    return n.base > 0;
}

/* Parsing helpers for the importers (declared in rules_internal.h). */

bool rules_parse_revision(const char *s, size_t len, uint32_t *out)
{
    if (len == 1 && s[0] == '0') {
        *out = 0;
        return true;
    }
    rules_number n;
    /* Same digits rule as a base number: positive, no leading zero. */
    if (len == 0 || memchr(s, '.', len) || !rules_number_parse(s, len, &n))
        return false;
    *out = n.base;
    return true;
}

bool rules_parse_number_rev(const char *s, size_t len, rules_number *n,
                            uint32_t *rev)
{
    const char *slash = memchr(s, '/', len);
    if (!slash)
        return false;
    size_t k = (size_t)(slash - s);
    return rules_number_parse(s, k, n) &&
           rules_parse_revision(slash + 1, len - k - 1, rev);
}
