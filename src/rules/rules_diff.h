/* rules_diff.h: a word-level diff of two texts (issue 18 item 5: each rule
 * page shows every kept revision with the difference from the one before).
 *
 * Pure: no I/O, no global state, safe from any thread. The texts are cut
 * into tokens (runs of letters and digits, runs of whitespace, and single
 * other characters, so whitespace is kept exactly) and the longest common
 * subsequence of tokens is found after the common head and tail are
 * trimmed. The work is bounded: past RULES_DIFF_MAX_CELLS token pairs the
 * same is done over lines, and past that bound too the changed middle is
 * given as replaced whole. Kept text shorter than the changes on both
 * sides of it is shown as deleted and inserted with them, so a rewrite
 * reads as a rewrite. Concatenating the SAME and DEL segments gives
 * the old text back; the SAME and INS segments give the new one. */
#ifndef NOMICD_RULES_RULES_DIFF_H
#define NOMICD_RULES_RULES_DIFF_H

#include <stddef.h>

/* The most token pairs compared (the table is 2 bytes a pair: 4 MB). */
#define RULES_DIFF_MAX_CELLS ((size_t)2000000)

typedef enum { RULES_DIFF_SAME = 0, RULES_DIFF_DEL, RULES_DIFF_INS } rules_diff_op;

typedef struct {
    rules_diff_op op;
    char *text; /* NUL-terminated, never empty */
} rules_diff_seg;

/* How finely the diff was computed. */
typedef enum {
    RULES_DIFF_WORDS = 0, /* over words */
    RULES_DIFF_LINES,     /* too long for words: over lines */
    RULES_DIFF_WHOLE      /* too long for lines: the middle replaced whole */
} rules_diff_grain;

typedef struct {
    rules_diff_seg *segs;
    size_t n;
    rules_diff_grain grain;
} rules_diff;

/* Diffs old against new (NULL counts as ""). Returns 0, or -1 when out of
 * memory (d is then empty). Free with rules_diff_free. */
int rules_diff_texts(const char *old, const char *new_text, rules_diff *d);
void rules_diff_free(rules_diff *d);
/* "same", "del", "ins". */
const char *rules_diff_op_name(rules_diff_op op);
const char *rules_diff_grain_name(rules_diff_grain g);

#endif
