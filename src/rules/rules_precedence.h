/* rules_precedence.h: which of two conflicting rules governs (public API).
 *
 * Ackanomic R102: rules other than R102 may give a single, coherent method
 * (a rule claiming or deferring precedence); otherwise the lowest number
 * governs, base number first, then sub number, a missing sub number
 * counting as zero.  R101 "has precedence over all other rules".
 * Ace of Spades reg 101: Immutable over Mutable regulations; within each
 * class the lower number, unless a regulation claims or defers precedence.
 * The phrasings recognised are listed in docs/RULESETS.md.
 */
#ifndef NOMICD_RULES_PRECEDENCE_H
#define NOMICD_RULES_PRECEDENCE_H

#include "rules/rules.h"

typedef enum {
    RULES_CLAIM_OVER = 0,  /* "takes/has precedence over" */
    RULES_CLAIM_DEFER      /* "defers (precedence) to", "yields precedence to" */
} rules_claim_kind;

/* Who makes the claim. */
typedef enum {
    RULES_SCOPE_RULE = 0, /* "This rule", "This Regulation", "it" */
    RULES_SCOPE_SUITE,    /* "All rules in this rule suite" (in a suite head) */
    RULES_SCOPE_PART      /* "This section/paragraph/clause", "this" */
} rules_claim_scope;

/* Over (or to) what. */
typedef enum {
    RULES_TARGET_ALL = 0,      /* "all other rules", "any rule with which it
                                  conflicts" */
    RULES_TARGET_RULE,         /* "Rule 401", "R 207", "R1003" */
    RULES_TARGET_UP_TO,        /* "all Rules numbered 200 or lower" */
    RULES_TARGET_SUITE_OTHERS, /* "all other rules in this rulesuite" */
    RULES_TARGET_OUTSIDE_SUITE,/* "rules outside of this Rule Suite" */
    RULES_TARGET_INTERNAL,     /* other parts of the same rule */
    RULES_TARGET_MATTER        /* rules on some matter only ("any rule which
                                  defines an Otzma Card type") */
} rules_claim_target;

typedef struct {
    rules_claim_kind kind;
    rules_claim_scope scope;
    rules_claim_target target;
    rules_number rule;  /* RULE: the rule named; UP_TO: the bound */
    bool qualified;     /* limited to some matter ("with respect to ...") */
    size_t start, len;  /* the sentence, as a byte range of the text */
} rules_claim;

/* Finds the precedence claims in a text.  Writes up to cap of them and
 * returns how many there are. */
size_t rules_find_claims(const char *text, rules_claim *out, size_t cap);

/* Decides which of rules a and b (both in force) governs where they
 * conflict.  *winner gets its number; reason gets one line citing the
 * clause (or the error).  Scheme by format: regulation lists use Ace of
 * Spades reg 101, the others Ackanomic R102. */
rules_status rules_precedence(const rules_ruleset *rs, rules_number a,
                              rules_number b, rules_number *winner,
                              char *reason, size_t reasoncap);

#endif
