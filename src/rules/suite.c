/* suite.c: Rule Suites as Ackanomic R311 defines them.  A head is a rule
 * with a single-integer number whose title is "<phrase> Rule Suite" and
 * unique (R311 1a, 1b); its members are the rules X.Y (R311 3). */
#include "rules/rules_internal.h"

#include <string.h>
#include <strings.h>

static const char SUFFIX[] = " Rule Suite";

static bool title_is_suite(const char *t)
{
    size_t n = t ? strlen(t) : 0, k = sizeof SUFFIX - 1;
    /* R311 1b: "a word or phrase followed by the words Rule Suite". */
    return n > k && strcasecmp(t + n - k, SUFFIX) == 0;
}

bool rules_is_suite_head(const rules_ruleset *rs, const rules_rule *r)
{
    if (r->repealed || r->number.sub != 0 || !title_is_suite(r->title))
        return false;
    for (size_t i = 0; i < rs->n; i++) {
        const rules_rule *o = rs->rules[i];
        if (o != r && !o->repealed && o->title && strcasecmp(o->title, r->title) == 0)
            return false; /* R311 1b: "no other rule has the same title" */
    }
    return true;
}

const rules_rule *rules_suite_head(const rules_ruleset *rs, const char *name)
{
    if (!name || !*name)
        return NULL;
    size_t n = strlen(name), k = sizeof SUFFIX - 1;
    if (n > k && strcasecmp(name + n - k, SUFFIX) == 0)
        n -= k;
    for (size_t i = 0; i < rs->n; i++) {
        const rules_rule *r = rs->rules[i];
        if (!rules_is_suite_head(rs, r))
            continue;
        size_t tn = strlen(r->title) - k;
        if (tn == n && strncasecmp(r->title, name, n) == 0)
            return r;
    }
    return NULL;
}

const rules_rule *rules_suite_of(const rules_ruleset *rs, rules_number n)
{
    if (n.sub == 0)
        return NULL;
    const rules_rule *head = rules_find(rs, rules_num(n.base, 0));
    return head && rules_is_suite_head(rs, head) ? head : NULL;
}

uint32_t rules_suite_next_sub(const rules_ruleset *rs, uint32_t head_base)
{
    uint32_t max = 0;
    for (size_t i = 0; i < rs->n; i++) {
        const rules_rule *r = rs->rules[i];
        if (!r->repealed && r->number.base == head_base && r->number.sub > max)
            max = r->number.sub;
    }
    return max == UINT32_MAX ? 0 : max + 1;
}
