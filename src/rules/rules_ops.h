/* rules_ops.h: changes to a ruleset (public API).
 *
 * The engine applies these as the effects of an adopted proposal
 * (Ackanomic R104) or another rule.  Each takes the cause ("Proposal
 * 376/0") and the game time in unix seconds, adds one history entry and a
 * new revision, and keeps every past text.  On bad input each returns an
 * error with a one-line reason and changes nothing.
 */
#ifndef NOMICD_RULES_OPS_H
#define NOMICD_RULES_OPS_H

#include "rules/rules.h"

/* R301: titles of up to one hundred forty name characters. */
#define RULES_TITLE_MAX 140

typedef enum {
    RULES_ENACT_BY_PROPOSAL = 0, /* Ackanomic R303 II */
    RULES_ENACT_BY_OTHER,        /* Ackanomic R303 III: by a rule or entity */
    RULES_ENACT_REGULATION       /* Ace of Spades regs 107 and 112 */
} rules_enact_by;

typedef struct {
    rules_enact_by by;
    rules_number number;    /* requested number; {0,0} = none */
    const char *suite;      /* Rule Suite named for it, or NULL */
    const char *title;      /* may be NULL */
    const char *author;     /* may be NULL */
    const char *text;       /* required */
    const char *script;     /* Lua source beside the text, or NULL */
    rules_mutability mutability; /* UNSPECIFIED: the body's default */
    rules_visibility visibility;
} rules_enact_spec;

/* Creates a rule.  Numbering:
 *  BY_PROPOSAL (R303 II): the requested number if valid and free; else the
 *    end of the named Rule Suite (least sub number greater than all in it);
 *    else the end of the Miscellaneous Rule Suite; if there is none, the
 *    least base number greater than all (R303 III.3).
 *  BY_OTHER (R303 III): the named suite's end; else the requested number
 *    if free; else the least base number greater than all.
 *  REGULATION: the requested number, 200-999 (reg 107); a Mutable
 *    regulation with that number is repealed first (reg 112).
 * *assigned (may be NULL) receives the number given. */
rules_status rules_enact(rules_ruleset *rs, const rules_enact_spec *spec,
                         const char *cause, int64_t time,
                         rules_number *assigned, rules_error *err);
rules_status rules_amend(rules_ruleset *rs, rules_number n, const char *text,
                         const char *cause, int64_t time, rules_error *err);

/* What an amendment does to a rule's script. */
typedef enum {
    RULES_SCRIPT_KEEP = 0,
    RULES_SCRIPT_SET,
    RULES_SCRIPT_REMOVE
} rules_script_op;

/* One amendment (one new revision) of a rule's text (NULL: kept) and its
 * script (kept, set to `script`, or removed). rules_amend is this with the
 * script kept. Changing nothing at all is an error. */
rules_status rules_amend_script(rules_ruleset *rs, rules_number n, const char *text,
                                rules_script_op op, const char *script,
                                const char *cause, int64_t time, rules_error *err);
rules_status rules_repeal(rules_ruleset *rs, rules_number n, const char *cause,
                          int64_t time, rules_error *err);
rules_status rules_renumber(rules_ruleset *rs, rules_number from,
                            rules_number to, const char *cause, int64_t time,
                            rules_error *err);
/* title NULL makes the rule untitled. */
rules_status rules_retitle(rules_ruleset *rs, rules_number n, const char *title,
                           const char *cause, int64_t time, rules_error *err);
rules_status rules_transmute(rules_ruleset *rs, rules_number n,
                             rules_mutability to, const char *cause,
                             int64_t time, rules_error *err);

/* R301 title check; writes the reason into err. */
bool rules_title_ok(const char *title, rules_error *err);

#endif
