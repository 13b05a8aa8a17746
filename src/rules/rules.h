/* rules.h: the ruleset model of nomicd (public API).
 *
 * A rule has a number (Ackanomic R303 I: one or two positive integers),
 * a revision, an optional title (R301: up to 140 characters), an optional
 * author line, its text, its mutability and visibility where the body has
 * such notions (Ace of Spades reg 101, reg 106), and its history.  A
 * ruleset holds rules in order with fast lookup by number.  Regulations of
 * a contest use the same model.
 *
 * This library depends on nothing else in nomicd.  Rules are read through
 * const pointers; every change goes through rules_ops.h so the lookup
 * index and the history stay consistent.
 */
#ifndef NOMICD_RULES_RULES_H
#define NOMICD_RULES_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- rule numbers (Ackanomic R303 I, R102) ---------------------------- */

/* base.sub; sub == 0 means "no sub rule number".  Both are positive in a
 * valid number (R303 I); base == 0 marks "no number". */
typedef struct {
    uint32_t base;
    uint32_t sub;
} rules_number;

/* Big enough for "4294967295.4294967295". */
#define RULES_NUMBER_BUFSZ 24

/* Strict parse of "N" or "N.M" (digits only, no sign, no leading zero,
 * both parts positive).  Returns false and leaves *out alone otherwise. */
bool rules_number_parse(const char *s, size_t len, rules_number *out);
/* Writes "N" or "N.M" into buf (NUL-terminated); returns buf. */
char *rules_number_format(rules_number n, char *buf, size_t cap);
/* Order of R102: base first, then sub, a missing sub counting as zero. */
int rules_number_cmp(rules_number a, rules_number b);
bool rules_number_eq(rules_number a, rules_number b);
bool rules_number_valid(rules_number n);
rules_number rules_num(uint32_t base, uint32_t sub);

/* ---- errors ----------------------------------------------------------- */

typedef enum {
    RULES_OK = 0,
    RULES_ERR_NOMEM,
    RULES_ERR_PARSE,          /* malformed input; line says where */
    RULES_ERR_NOT_FOUND,      /* no rule in force with that number */
    RULES_ERR_TAKEN,          /* number already used by a rule in force */
    RULES_ERR_INVALID,        /* bad argument (title too long, ...) */
    RULES_ERR_UNREPRESENTABLE,/* export would not read back the same */
    RULES_ERR_IO
} rules_status;

typedef struct {
    rules_status status;
    size_t line;     /* 1-based input line for parse errors, else 0 */
    char msg[256];   /* one line, no trailing newline */
} rules_error;

const char *rules_status_name(rules_status s);

/* ---- the model -------------------------------------------------------- */

/* The source formats; also tells which precedence scheme applies. */
typedef enum {
    RULES_FORMAT_ACKANOMIC = 0, /* "Rule N/R", title/author lines, text */
    RULES_FORMAT_ANOMIC,        /* "Rule N/R : title", text, history lines */
    RULES_FORMAT_REGULATIONS    /* "- NNN." regulation list (Ace of Spades) */
} rules_format;

typedef enum {
    RULES_MUT_UNSPECIFIED = 0, /* the body has no notion of mutability */
    RULES_MUT_MUTABLE,
    RULES_MUT_IMMUTABLE
} rules_mutability;

/* Ace of Spades reg 104/106: content may be Public, Private or Secret. */
typedef enum {
    RULES_VIS_PUBLIC = 0,
    RULES_VIS_PRIVATE,
    RULES_VIS_SECRET
} rules_visibility;

typedef enum {
    RULES_CHANGE_CREATED = 0,
    RULES_CHANGE_AMENDED,
    RULES_CHANGE_RENUMBERED,
    RULES_CHANGE_RETITLED,
    RULES_CHANGE_REPEALED,
    RULES_CHANGE_TRANSMUTED
} rules_change;

const char *rules_change_name(rules_change c);       /* "created", ... */
bool rules_change_parse(const char *s, size_t len, rules_change *out);
const char *rules_mutability_name(rules_mutability m);
const char *rules_visibility_name(rules_visibility v);

/* One change to a rule. */
typedef struct {
    rules_change kind;
    rules_number number;      /* the rule's number when it changed
                                 (before the change, for a renumbering) */
    rules_number new_number;  /* RENUMBERED only: the number given */
    uint32_t revision;        /* the revision the change produced */
    char *cause;              /* "Proposal 376/0"; never NULL */
    bool has_time;
    int64_t time;             /* unix seconds, UTC */
    char *old_title;          /* RETITLED only: the title before (or NULL) */
    rules_mutability old_mutability; /* TRANSMUTED only */
    rules_mutability new_mutability; /* TRANSMUTED only */
} rules_history_entry;

/* The text a rule had from `revision` on, and the script beside it: Lua
 * source the engine runs as the rule's mechanics (src/script), or NULL. */
typedef struct {
    uint32_t revision;
    char *text;
    char *script;
} rules_text_revision;

/* Layout details of the source file that carry no meaning but are needed
 * to write the file back byte for byte.  See docs/RULESETS.md. */
typedef struct {
    bool bare;      /* Ackanomic: a header with nothing after it */
    unsigned gap;   /* A Nomic: blank lines between text and history */
    unsigned trail; /* blank lines after the rule's last line */
} rules_layout;

typedef struct {
    rules_number number;
    uint32_t revision;
    char *title;            /* NULL: untitled.  May be " " (Ackanomic R348) */
    char *author;           /* NULL: no author line */
    char **notes;           /* header notes, e.g. the Web-Harfer's (R348) */
    size_t n_notes;
    char *heading;          /* section heading printed before the rule */
    rules_mutability mutability;
    bool has_power;
    double power;
    rules_visibility visibility;
    bool repealed;
    rules_text_revision *texts; /* ascending revision; last is current */
    size_t n_texts;
    rules_history_entry *history; /* oldest first */
    size_t n_history;
    rules_layout layout;
} rules_rule;

typedef struct rules_ruleset rules_ruleset;

rules_ruleset *rules_ruleset_new(rules_format format);
void rules_ruleset_free(rules_ruleset *rs);
rules_ruleset *rules_ruleset_clone(const rules_ruleset *rs);

rules_format rules_ruleset_format(const rules_ruleset *rs);
/* A number no other ruleset has had, renewed at every structural change
 * (a rule added, repealed, renumbered: every reindex): a key under which
 * a cache of answers about these rules stays valid (core/bind.c). */
uint64_t rules_ruleset_serial(const rules_ruleset *rs);
/* Lines before the first rule / after the last one, as in the source. */
const char *rules_ruleset_preamble(const rules_ruleset *rs);
const char *rules_ruleset_epilogue(const rules_ruleset *rs);
bool rules_ruleset_final_newline(const rules_ruleset *rs);

/* All rules, repealed ones included, in order. */
size_t rules_count(const rules_ruleset *rs);
const rules_rule *rules_at(const rules_ruleset *rs, size_t i);
/* Rules in force (not repealed). */
size_t rules_count_in_force(const rules_ruleset *rs);
/* The rule in force with that number, or NULL.  O(1). */
const rules_rule *rules_find(const rules_ruleset *rs, rules_number n);
const rules_rule *rules_find_str(const rules_ruleset *rs, const char *number);

/* Current text ("" if none). */
const char *rules_rule_text(const rules_rule *r);
/* Current script, or NULL if the rule has none. */
const char *rules_rule_script(const rules_rule *r);
/* Text at a past revision, or NULL if that revision's text is not kept
 * (imported rules only carry their current text). */
const char *rules_rule_text_at(const rules_rule *r, uint32_t revision);

/* Deep comparison of two rulesets.  On difference returns false and
 * writes a one-line description into why (if why != NULL). */
bool rules_ruleset_equal(const rules_ruleset *a, const rules_ruleset *b,
                         char *why, size_t whycap);

/* ---- Rule Suites (Ackanomic R311) -------------------------------------- */

/* R311 1a/1b: single-integer number, title "<phrase> Rule Suite", title
 * unique.  (1c/1d, the overview and link phrase, are not machine-checked.) */
bool rules_is_suite_head(const rules_ruleset *rs, const rules_rule *r);
/* Head of the Rule Suite called name ("Games & Contests" or
 * "Games & Contests Rule Suite", case-insensitive), or NULL. */
const rules_rule *rules_suite_head(const rules_ruleset *rs, const char *name);
/* R311 3: head of the suite n belongs to (n = X.Y, X a head), or NULL. */
const rules_rule *rules_suite_of(const rules_ruleset *rs, rules_number n);
/* R303 II.2: least sub number greater than all in that suite's members. */
uint32_t rules_suite_next_sub(const rules_ruleset *rs, uint32_t head_base);

#endif
