/* precedence.c: which of two conflicting rules governs.
 *
 * Ackanomic R102: a coherent method given by the rules (claims and
 * deferrals, found by claims.c) decides first; otherwise the lowest
 * number, base then sub, a missing sub counting as zero.  Ace of Spades
 * reg 101: Immutable regulations over Mutable ones; within a class,
 * claims, then the lower number.
 *
 * Our reading of "single, coherent, unambiguous" (docs/RULESETS.md):
 * claims that name the other rule outrank claims about a suite, which
 * outrank claims about all rules; at the most specific level that has
 * any, the claims must all point the same way, or none is applied.
 * Claims limited to a matter or made by a part of a rule are not applied
 * here (we do not know the matter of the conflict); rules_find_claims()
 * shows them.
 */
#include "rules/rules_precedence.h"
#include "rules/rules_internal.h"

#include <stdio.h>
#include <string.h>

#define MAX_CLAIMS 32

typedef struct {
    const rules_rule *rule;  /* the rule whose text holds the claim */
    rules_claim c;
} found_claim;

/* Base number of the suite r belongs to or heads (R311), or 0. */
static uint32_t suite_base(const rules_ruleset *rs, const rules_rule *r)
{
    if (r->number.sub == 0)
        return rules_is_suite_head(rs, r) ? r->number.base : 0;
    const rules_rule *h = rules_suite_of(rs, r->number);
    return h ? h->number.base : 0;
}

/* Unqualified claims that speak for r: its own "This rule ..." claims
 * and the "All rules in this rule suite ..." claims of its suite head. */
static size_t claims_for(const rules_ruleset *rs, const rules_rule *r,
                         found_claim *out, size_t cap)
{
    size_t k = 0;
    rules_claim tmp[MAX_CLAIMS];
    const char *text = rules_rule_text(r);
    size_t n = rules_find_claims(text, tmp, MAX_CLAIMS);
    for (size_t i = 0; i < n && i < MAX_CLAIMS && k < cap; i++)
        if (!tmp[i].qualified && (tmp[i].scope == RULES_SCOPE_RULE ||
                                  (tmp[i].scope == RULES_SCOPE_SUITE &&
                                   suite_base(rs, r) == r->number.base &&
                                   r->number.sub == 0)))
            out[k++] = (found_claim){ r, tmp[i] };
    uint32_t sb = suite_base(rs, r);
    if (sb && r->number.sub != 0) {
        const rules_rule *head = rules_find(rs, rules_num(sb, 0));
        n = rules_find_claims(rules_rule_text(head), tmp, MAX_CLAIMS);
        for (size_t i = 0; i < n && i < MAX_CLAIMS && k < cap; i++)
            if (!tmp[i].qualified && tmp[i].scope == RULES_SCOPE_SUITE)
                out[k++] = (found_claim){ head, tmp[i] };
    }
    return k;
}

/* 1: names the other rule; 2: about a suite; 3: about all rules. */
static int level_of(rules_claim_target t)
{
    switch (t) {
    case RULES_TARGET_RULE:
    case RULES_TARGET_UP_TO: return 1;
    case RULES_TARGET_SUITE_OTHERS:
    case RULES_TARGET_OUTSIDE_SUITE: return 2;
    case RULES_TARGET_ALL: return 3;
    default: return 0;
    }
}

static bool applies(const rules_ruleset *rs, const rules_claim *c,
                    const rules_rule *self, const rules_rule *other)
{
    uint32_t ss = suite_base(rs, self), os = suite_base(rs, other);
    switch (c->target) {
    case RULES_TARGET_ALL: return true;
    case RULES_TARGET_RULE: return rules_number_eq(c->rule, other->number);
    case RULES_TARGET_UP_TO: return rules_number_cmp(other->number, c->rule) <= 0;
    case RULES_TARGET_SUITE_OTHERS: return ss && ss == os;
    case RULES_TARGET_OUTSIDE_SUITE: return ss && ss != os;
    default: return false;
    }
}

/* Finds a claim at level lv by which x is placed over y: x claims over y,
 * or y defers to x. */
static const found_claim *favours(const rules_ruleset *rs, const rules_rule *x,
                                  const found_claim *xc, size_t nx,
                                  const rules_rule *y, const found_claim *yc,
                                  size_t ny, int lv)
{
    for (size_t i = 0; i < nx; i++)
        if (xc[i].c.kind == RULES_CLAIM_OVER && level_of(xc[i].c.target) == lv &&
            applies(rs, &xc[i].c, x, y))
            return &xc[i];
    for (size_t i = 0; i < ny; i++)
        if (yc[i].c.kind == RULES_CLAIM_DEFER && level_of(yc[i].c.target) == lv &&
            applies(rs, &yc[i].c, y, x))
            return &yc[i];
    return NULL;
}

static const char *label(const rules_ruleset *rs)
{
    return rs->format == RULES_FORMAT_REGULATIONS ? "reg " : "R";
}

static void cite(const rules_ruleset *rs, const rules_rule *winner,
                 const found_claim *fc, char *reason, size_t cap)
{
    char w[RULES_NUMBER_BUFSZ], by[RULES_NUMBER_BUFSZ];
    rules_number_format(winner->number, w, sizeof w);
    rules_number_format(fc->rule->number, by, sizeof by);
    const char *text = rules_rule_text(fc->rule);
    int len = (int)(fc->c.len > 120 ? 120 : fc->c.len);
    const char *scheme = rs->format == RULES_FORMAT_REGULATIONS
                             ? "reg 101: a regulation may claim or defer precedence"
                             : "R102: the rules give the method";
    snprintf(reason, cap, "%s%s governs (%s): %s%s says \"%.*s%s\"", label(rs), w,
             scheme, label(rs), by, len, text + fc->c.start,
             fc->c.len > 120 ? "..." : "");
}

static void lowest(const rules_ruleset *rs, const rules_rule *a,
                   const rules_rule *b, const rules_rule **win, const char *why,
                   char *reason, size_t cap)
{
    int cmp = rules_number_cmp(a->number, b->number);
    const rules_rule *w = cmp <= 0 ? a : b, *l = cmp <= 0 ? b : a;
    *win = w;
    char ws[RULES_NUMBER_BUFSZ], ls[RULES_NUMBER_BUFSZ];
    rules_number_format(w->number, ws, sizeof ws);
    rules_number_format(l->number, ls, sizeof ls);
    if (rs->format == RULES_FORMAT_REGULATIONS) {
        snprintf(reason, cap,
                 "reg %s governs (reg 101: within the %s Regulations, lower numbered "
                 "Regulations have precedence%s): %s < %s",
                 ws, w->mutability == RULES_MUT_IMMUTABLE ? "Immutable" : "Mutable",
                 why, ws, ls);
    } else if (w->number.base != l->number.base) {
        snprintf(reason, cap,
                 "R%s governs (R102: the rule with the lowest number%s): base number "
                 "%lu < %lu",
                 ws, why, (unsigned long)w->number.base, (unsigned long)l->number.base);
    } else {
        snprintf(reason, cap,
                 "R%s governs (R102: same base number %lu, lower sub number wins, a "
                 "missing sub number counting as zero%s): %lu < %lu",
                 ws, (unsigned long)w->number.base, why, (unsigned long)w->number.sub,
                 (unsigned long)l->number.sub);
    }
}

rules_status rules_precedence(const rules_ruleset *rs, rules_number an,
                              rules_number bn, rules_number *winner,
                              char *reason, size_t cap)
{
    char buf[RULES_NUMBER_BUFSZ];
    char scratch[8];
    if (!reason || !cap) {
        reason = scratch;
        cap = sizeof scratch;
    }
    const rules_rule *a = rules_find(rs, an), *b = rules_find(rs, bn);
    if (!a || !b) {
        snprintf(reason, cap, "no rule %s in force",
                 rules_number_format(a ? bn : an, buf, sizeof buf));
        return RULES_ERR_NOT_FOUND;
    }
    if (a == b) {
        snprintf(reason, cap, "a rule does not conflict with itself");
        return RULES_ERR_INVALID;
    }
    const rules_rule *win = NULL;
    if (rs->format == RULES_FORMAT_REGULATIONS &&
        (a->mutability == RULES_MUT_IMMUTABLE) != (b->mutability == RULES_MUT_IMMUTABLE)) {
        /* Reg 101: "Immutable Regulations have precedence over all Mutable
         * Regulations" -- before any claim, which only works within a class. */
        win = a->mutability == RULES_MUT_IMMUTABLE ? a : b;
        const rules_rule *l = win == a ? b : a;
        char ls[RULES_NUMBER_BUFSZ];
        snprintf(reason, cap,
                 "reg %s governs (reg 101: Immutable Regulations have precedence over "
                 "all Mutable Regulations): reg %s is Immutable, reg %s Mutable",
                 rules_number_format(win->number, buf, sizeof buf), buf,
                 rules_number_format(l->number, ls, sizeof ls));
        *winner = win->number;
        return RULES_OK;
    }
    found_claim ac[MAX_CLAIMS], bc[MAX_CLAIMS];
    size_t na = claims_for(rs, a, ac, MAX_CLAIMS), nb = claims_for(rs, b, bc, MAX_CLAIMS);
    /* R101 "has precedence over all other rules": the game's foundation,
     * not outranked by another rule's more specific claim. */
    if (rs->format == RULES_FORMAT_ACKANOMIC) {
        for (int side = 0; side < 2; side++) {
            const rules_rule *x = side ? b : a;
            const found_claim *xc = side ? bc : ac;
            size_t nx = side ? nb : na;
            if (!rules_number_eq(x->number, rules_num(101, 0)))
                continue;
            for (size_t i = 0; i < nx; i++)
                if (xc[i].rule == x && xc[i].c.kind == RULES_CLAIM_OVER &&
                    xc[i].c.target == RULES_TARGET_ALL) {
                    cite(rs, x, &xc[i], reason, cap);
                    *winner = x->number;
                    return RULES_OK;
                }
        }
    }
    const char *why = "";
    for (int lv = 1; lv <= 3; lv++) {
        const found_claim *fa = favours(rs, a, ac, na, b, bc, nb, lv);
        const found_claim *fb = favours(rs, b, bc, nb, a, ac, na, lv);
        if (fa && !fb) {
            cite(rs, a, fa, reason, cap);
            *winner = a->number;
            return RULES_OK;
        }
        if (fb && !fa) {
            cite(rs, b, fb, reason, cap);
            *winner = b->number;
            return RULES_OK;
        }
        if (fa && fb) {
            /* Not "coherent": both claim over each other. */
            why = "; their precedence claims contradict each other";
            break;
        }
    }
    lowest(rs, a, b, &win, why, reason, cap);
    *winner = win->number;
    return RULES_OK;
}
