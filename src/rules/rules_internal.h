/* rules_internal.h: definitions shared by the files of src/rules only.
 *
 * Owns the layout of struct rules_ruleset, the growable string buffer and
 * the line splitter the importers share, and the model helpers the
 * importers and operations use to build rules.  Not installed; the
 * engine must use rules.h and friends.
 */
#ifndef NOMICD_RULES_INTERNAL_H
#define NOMICD_RULES_INTERNAL_H

#include "rules/rules.h"

#include <stdarg.h>

struct rules_ruleset {
    rules_format format;
    char *preamble;       /* NULL: no lines before the first rule */
    char *epilogue;       /* NULL: no lines after the last rule */
    bool final_newline;   /* the source ended with "\n" */
    rules_rule **rules;   /* in order; repealed rules stay */
    size_t n, cap;
    /* Open-addressing index number -> position, rules in force only.
     * Rebuilt after every structural change: n is a few hundred. */
    size_t *slots;        /* SIZE_MAX = empty */
    size_t nslots;
    /* R311 1: per position, whether the rule heads a Rule Suite. Kept with
     * the index because "no other rule has the same title" makes the
     * question O(n) for each rule, and every listing asks it of every
     * member of a suite. NULL (no memory): asked the slow way. */
    unsigned char *suite_head;
    size_t nsuite_head;   /* the n it was computed for; else stale */
    /* rules_ruleset_serial: new at creation and at every reindex (every
     * structural change), never reused. */
    uint64_t serial;
};

/* ---- strings ---------------------------------------------------------- */

char *rules_strndup(const char *s, size_t n);
char *rules_strdup(const char *s);           /* NULL -> NULL */
bool rules_streq(const char *a, const char *b); /* NULL-safe */

typedef struct {
    char *data;
    size_t len, cap;
    bool failed;          /* an allocation failed; data is unusable */
} rules_buf;

void rules_buf_init(rules_buf *b);
void rules_buf_free(rules_buf *b);
void rules_buf_add(rules_buf *b, const char *s, size_t n);
void rules_buf_puts(rules_buf *b, const char *s);
void rules_buf_putc(rules_buf *b, char c);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void rules_buf_printf(rules_buf *b, const char *fmt, ...);
/* Hands the NUL-terminated data to the caller; NULL if failed. */
char *rules_buf_take(rules_buf *b, size_t *len);

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
rules_status rules_fail(rules_error *err, rules_status st, const char *fmt, ...);
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
rules_status rules_fail_line(rules_error *err, size_t line, const char *fmt, ...);
void rules_ok(rules_error *err);

/* ---- lines ------------------------------------------------------------ */

typedef struct {
    const char *s;
    size_t len;
} rules_line;

typedef struct {
    rules_line *v;
    size_t n;
    bool final_newline;
} rules_lines;

/* Splits on "\n".  A final "\n" ends the last line rather than starting
 * an empty one (final_newline records it).  Refuses NUL bytes. */
rules_status rules_split_lines(const char *buf, size_t len, rules_lines *out,
                               rules_error *err);
void rules_lines_free(rules_lines *l);
bool rules_line_blank(rules_line l);
/* Joins lines [from, to) with "\n"; NULL if from == to. */
char *rules_join_lines(const rules_lines *l, size_t from, size_t to,
                       rules_status *st);
/* Sets rs's preamble to lines [0, pre_to) and its epilogue to lines
 * [epi_from, end): what an importer keeps around the rules, to write the
 * file back byte for byte. */
rules_status rules_take_frame(rules_ruleset *rs, const rules_lines *l, size_t pre_to,
                              size_t epi_from, rules_error *err);
/* Writes a document line by line: "\n" goes between lines, and after the
 * last one only if the source ended with a newline (rules_lw_end). */
typedef struct {
    rules_buf *b;
    bool any;
} rules_lw;

void rules_lw_line(rules_lw *w, const char *s, size_t n);
void rules_lw_str(rules_lw *w, const char *s); /* may hold several lines */
void rules_lw_end(rules_lw *w, bool final_newline);

/* ---- model helpers ---------------------------------------------------- */

rules_rule *rules_rule_new(void);
void rules_rule_free(rules_rule *r);
rules_rule *rules_rule_clone(const rules_rule *r);
/* Sets the current text as revision r->revision (replacing the list). */
rules_status rules_rule_set_text(rules_rule *r, const char *s, size_t n);
rules_status rules_rule_add_note(rules_rule *r, const char *s, size_t n);
void rules_history_entry_clear(rules_history_entry *h);

/* Appends r (taking ownership even on failure). */
rules_status rules_ruleset_append(rules_ruleset *rs, rules_rule *r);
/* Inserts r at position i (taking ownership even on failure). */
rules_status rules_ruleset_insert(rules_ruleset *rs, size_t i, rules_rule *r);
rules_status rules_ruleset_reindex(rules_ruleset *rs);
/* Recomputes rs->suite_head (suite.c); reindex calls it, and so must any
 * change of a title. */
void rules_suites_index(rules_ruleset *rs);
/* Mutable access for the operations. */
rules_rule *rules_find_mut(rules_ruleset *rs, rules_number n);
size_t rules_index_of(const rules_ruleset *rs, const rules_rule *r);
rules_status rules_ruleset_set_frame(rules_ruleset *rs, const char *preamble,
                                     const char *epilogue, bool final_newline);

/* Compares only what the given format carries (for export self-checks);
 * with_layout adds the layout fields and the preamble/epilogue. */
bool rules_ruleset_equal_as(const rules_ruleset *a, const rules_ruleset *b,
                            rules_format as, bool with_layout,
                            char *why, size_t whycap);

/* ---- per-format importers/exporters (format_*.c) ----------------------- */

rules_status rules_import_ackanomic(const char *buf, size_t len,
                                    rules_ruleset **out, rules_error *err);
rules_status rules_export_ackanomic(const rules_ruleset *rs, rules_buf *b,
                                    rules_error *err);
rules_status rules_import_anomic(const char *buf, size_t len,
                                 rules_ruleset **out, rules_error *err);
rules_status rules_export_anomic(const rules_ruleset *rs, rules_buf *b,
                                 rules_error *err);
rules_status rules_import_regulations(const char *buf, size_t len,
                                      rules_ruleset **out, rules_error *err);
rules_status rules_export_regulations(const rules_ruleset *rs, rules_buf *b,
                                      rules_error *err);

/* "0" or a positive decimal without leading zero, fitting in 32 bits. */
bool rules_parse_revision(const char *s, size_t len, uint32_t *out);
/* Parses "N/R" (Ackanomic R303 I number, revision) exactly. */
bool rules_parse_number_rev(const char *s, size_t len, rules_number *n,
                            uint32_t *rev);
/* The format's default layout, used when writing a rule that was not read
 * from a file of that format. */
rules_layout rules_default_layout(rules_format f);
/* Re-reads what an exporter wrote and checks it gives the ruleset back. */
rules_status rules_export_check(const rules_ruleset *rs, rules_format f,
                                const char *out, size_t len, rules_error *err);

/* ---- dates of A Nomic's history lines ("10 Jan 2001 00:00:00") ------- */

bool rules_date_parse(const char *s, size_t len, int64_t *out);
/* Writes the canonical form (day without leading zero). */
char *rules_date_format(int64_t t, char *buf, size_t cap);

#endif
