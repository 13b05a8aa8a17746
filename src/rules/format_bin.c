/* format_bin.c: the whole model as compact bytes and back (rules_io.h
 * rules_export_bin, rules_import_bin), for checkpoints of a nomic's state
 * (issue 17 item 3: core/state_ckpt.c writes the ruleset with it). It
 * carries exactly what the JSON format carries (every rule, repealed ones
 * too, every past text and script, the history, the layout, the frame),
 * without JSON's cost: a checkpoint's self-test writes and reads the
 * ruleset after every batch.
 *
 * Encoding: unsigned integers as LEB128 varints; a string is its length + 1
 * (0 for NULL) then its bytes; a double is its IEEE-754 bits as a varint.
 * The reader checks every read against the end of the input, every count
 * against the bytes left and every enumeration against its range, and
 * refuses anything else whole. */
#include "rules/rules_internal.h"
#include "rules/rules_io.h"

#include <stdlib.h>
#include <string.h>

#define BIN_MAGIC 0x4e524231u /* "NRB1" */

/* ---- writing ---- */

static void put_u(rules_buf *b, uint64_t v)
{
    char buf[10];
    size_t n = 0;
    do {
        unsigned char byte = v & 0x7f;
        v >>= 7;
        buf[n++] = (char)(byte | (v ? 0x80 : 0));
    } while (v);
    rules_buf_add(b, buf, n);
}

static void put_s(rules_buf *b, const char *s)
{
    if (!s) {
        put_u(b, 0);
        return;
    }
    size_t n = strlen(s);
    put_u(b, (uint64_t)n + 1);
    rules_buf_add(b, s, n);
}

static void put_number(rules_buf *b, rules_number n)
{
    put_u(b, n.base);
    put_u(b, n.sub);
}

static void put_rule(rules_buf *b, const rules_rule *r)
{
    put_number(b, r->number);
    put_u(b, r->revision);
    put_s(b, r->title);
    put_s(b, r->author);
    put_u(b, r->n_notes);
    for (size_t i = 0; i < r->n_notes; i++)
        put_s(b, r->notes[i]);
    put_s(b, r->heading);
    put_u(b, (uint64_t)r->mutability);
    put_u(b, r->has_power);
    uint64_t bits;
    memcpy(&bits, &r->power, sizeof bits);
    put_u(b, bits);
    put_u(b, (uint64_t)r->visibility);
    put_u(b, r->repealed);
    put_u(b, r->n_texts);
    for (size_t i = 0; i < r->n_texts; i++) {
        put_u(b, r->texts[i].revision);
        put_s(b, r->texts[i].text);
        put_s(b, r->texts[i].script);
    }
    put_u(b, r->n_history);
    for (size_t i = 0; i < r->n_history; i++) {
        const rules_history_entry *h = &r->history[i];
        put_u(b, (uint64_t)h->kind);
        put_number(b, h->number);
        put_number(b, h->new_number);
        put_u(b, h->revision);
        put_s(b, h->cause);
        put_u(b, h->has_time);
        put_u(b, (uint64_t)h->time);
        put_s(b, h->old_title);
        put_u(b, (uint64_t)h->old_mutability);
        put_u(b, (uint64_t)h->new_mutability);
    }
    put_u(b, r->layout.bare);
    put_u(b, r->layout.gap);
    put_u(b, r->layout.trail);
}

rules_status rules_export_bin(const rules_ruleset *rs, char **out, size_t *len,
                              rules_error *err)
{
    rules_buf b;
    rules_buf_init(&b);
    rules_ok(err);
    put_u(&b, BIN_MAGIC);
    put_u(&b, (uint64_t)rs->format);
    put_s(&b, rs->preamble);
    put_s(&b, rs->epilogue);
    put_u(&b, rs->final_newline);
    put_u(&b, rs->n);
    for (size_t i = 0; i < rs->n; i++)
        put_rule(&b, rs->rules[i]);
    *out = rules_buf_take(&b, len);
    return *out ? RULES_OK : rules_fail(err, RULES_ERR_NOMEM, "out of memory");
}

/* ---- reading ---- */

typedef struct {
    const unsigned char *p, *end;
    bool bad;
} reader;

static uint64_t get_u(reader *r)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64 && !r->bad; shift += 7) {
        if (r->p >= r->end)
            break;
        unsigned char byte = *r->p++;
        if (shift == 63 && byte > 1)
            break;
        v |= (uint64_t)(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return v;
    }
    r->bad = true;
    r->p = r->end;
    return 0;
}

/* A value of at most max. */
static uint64_t get_max(reader *r, uint64_t max)
{
    uint64_t v = get_u(r);
    if (v > max) {
        r->bad = true;
        r->p = r->end;
        return 0;
    }
    return v;
}

/* A count of items each at least min bytes long, that the input can hold. */
static size_t get_count(reader *r, size_t min)
{
    return (size_t)get_max(r, (uint64_t)(r->end - r->p) / min);
}

static char *get_s(reader *r)
{
    uint64_t n = get_u(r);
    if (n == 0 || r->bad)
        return NULL;
    n--;
    if (n > (uint64_t)(r->end - r->p) || memchr(r->p, '\0', n)) {
        r->bad = true;
        r->p = r->end;
        return NULL;
    }
    char *s = rules_strndup((const char *)r->p, n);
    if (!s)
        r->bad = true;
    r->p += n;
    return s;
}

static rules_number get_number(reader *r)
{
    rules_number n;
    n.base = (uint32_t)get_max(r, UINT32_MAX);
    n.sub = (uint32_t)get_max(r, UINT32_MAX);
    return n;
}

static void get_rule(reader *r, rules_rule *x)
{
    x->number = get_number(r);
    x->revision = (uint32_t)get_max(r, UINT32_MAX);
    x->title = get_s(r);
    x->author = get_s(r);
    size_t notes = get_count(r, 1);
    if (notes && !r->bad && !(x->notes = calloc(notes, sizeof *x->notes)))
        r->bad = true;
    for (size_t i = 0; i < notes && !r->bad; i++) {
        x->notes[x->n_notes++] = get_s(r);
        if (!x->notes[i])
            r->bad = true;
    }
    x->heading = get_s(r);
    x->mutability = (rules_mutability)get_max(r, RULES_MUT_IMMUTABLE);
    x->has_power = get_max(r, 1);
    uint64_t bits = get_u(r);
    memcpy(&x->power, &bits, sizeof bits);
    x->visibility = (rules_visibility)get_max(r, RULES_VIS_SECRET);
    x->repealed = get_max(r, 1);
    size_t texts = get_count(r, 3);
    if (texts && !r->bad && !(x->texts = calloc(texts, sizeof *x->texts)))
        r->bad = true;
    for (size_t i = 0; i < texts && !r->bad; i++) {
        rules_text_revision *t = &x->texts[x->n_texts++];
        t->revision = (uint32_t)get_max(r, UINT32_MAX);
        t->text = get_s(r);
        t->script = get_s(r);
        if (!t->text)
            r->bad = true;
    }
    size_t history = get_count(r, 12);
    if (history && !r->bad && !(x->history = calloc(history, sizeof *x->history)))
        r->bad = true;
    for (size_t i = 0; i < history && !r->bad; i++) {
        rules_history_entry *h = &x->history[x->n_history++];
        h->kind = (rules_change)get_max(r, RULES_CHANGE_TRANSMUTED);
        h->number = get_number(r);
        h->new_number = get_number(r);
        h->revision = (uint32_t)get_max(r, UINT32_MAX);
        h->cause = get_s(r);
        h->has_time = get_max(r, 1);
        h->time = (int64_t)get_u(r);
        h->old_title = get_s(r);
        h->old_mutability = (rules_mutability)get_max(r, RULES_MUT_IMMUTABLE);
        h->new_mutability = (rules_mutability)get_max(r, RULES_MUT_IMMUTABLE);
        if (!h->cause)
            r->bad = true;
    }
    x->layout.bare = get_max(r, 1);
    x->layout.gap = (unsigned)get_max(r, UINT32_MAX);
    x->layout.trail = (unsigned)get_max(r, UINT32_MAX);
}

rules_status rules_import_bin(const char *buf, size_t len, rules_ruleset **out,
                              rules_error *err)
{
    *out = NULL;
    rules_ok(err);
    reader r = {(const unsigned char *)buf, (const unsigned char *)buf + len, false};
    if (get_u(&r) != BIN_MAGIC || r.bad)
        return rules_fail(err, RULES_ERR_PARSE, "not a ruleset in the binary format");
    rules_ruleset *rs = rules_ruleset_new((rules_format)get_max(&r, RULES_FORMAT_REGULATIONS));
    if (!rs)
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    rs->preamble = get_s(&r);
    rs->epilogue = get_s(&r);
    rs->final_newline = get_max(&r, 1);
    size_t n = get_count(&r, 17); /* a rule with empty fields is 17 bytes */
    for (size_t i = 0; i < n && !r.bad; i++) {
        rules_rule *x = rules_rule_new();
        if (!x) {
            r.bad = true;
            break;
        }
        get_rule(&r, x);
        if (rules_ruleset_append(rs, x) != RULES_OK)
            r.bad = true;
    }
    if (r.bad || r.p != r.end || rules_ruleset_reindex(rs) != RULES_OK) {
        rules_ruleset_free(rs);
        return rules_fail(err, RULES_ERR_PARSE, "a malformed ruleset in the binary format");
    }
    *out = rs;
    return RULES_OK;
}
