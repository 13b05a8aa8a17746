/* suite.c: Rule Suites as Ackanomic R311 defines them.  A head is a rule
 * with a single-integer number whose title is "<phrase> Rule Suite" and
 * unique (R311 1a, 1b); its members are the rules X.Y (R311 3). */
#include "rules/rules_internal.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char SUFFIX[] = " Rule Suite";

static bool title_is_suite(const char *t)
{
    size_t n = t ? strlen(t) : 0, k = sizeof SUFFIX - 1;
    /* R311 1b: "a word or phrase followed by the words Rule Suite". */
    return n > k && strcasecmp(t + n - k, SUFFIX) == 0;
}

/* R311 1b's uniqueness the slow way: against every other rule in force. */
static bool title_unique(const rules_ruleset *rs, const rules_rule *r)
{
    for (size_t i = 0; i < rs->n; i++) {
        const rules_rule *o = rs->rules[i];
        if (o != r && !o->repealed && o->title && strcasecmp(o->title, r->title) == 0)
            return false; /* R311 1b: "no other rule has the same title" */
    }
    return true;
}

static bool could_head(const rules_rule *r)
{
    return !r->repealed && r->number.sub == 0 && title_is_suite(r->title);
}

bool rules_is_suite_head(const rules_ruleset *rs, const rules_rule *r)
{
    if (!could_head(r))
        return false;
    if (rs->suite_head && rs->nsuite_head == rs->n) {
        size_t i = rules_index_of(rs, r);
        if (i < rs->n)
            return rs->suite_head[i];
    }
    return title_unique(rs, r);
}

void rules_suites_index(rules_ruleset *rs)
{
    free(rs->suite_head);
    rs->suite_head = NULL;
    rs->nsuite_head = 0;
    unsigned char *h = calloc(rs->n ? rs->n : 1, 1);
    if (!h)
        return; /* rules_is_suite_head answers the slow way */
    /* Any rule sharing a head's title also ends in " Rule Suite", so only
     * those rules need comparing: a handful, whatever n is. */
    size_t *cand = malloc((rs->n ? rs->n : 1) * sizeof *cand), m = 0;
    if (!cand) {
        free(h);
        return;
    }
    for (size_t i = 0; i < rs->n; i++)
        if (!rs->rules[i]->repealed && title_is_suite(rs->rules[i]->title))
            cand[m++] = i;
    for (size_t a = 0; a < m; a++) {
        const rules_rule *r = rs->rules[cand[a]];
        if (r->number.sub != 0)
            continue;
        bool unique = true;
        for (size_t b = 0; b < m && unique; b++)
            if (b != a && strcasecmp(rs->rules[cand[b]]->title, r->title) == 0)
                unique = false;
        h[cand[a]] = unique;
    }
    free(cand);
    rs->suite_head = h;
    rs->nsuite_head = rs->n;
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
