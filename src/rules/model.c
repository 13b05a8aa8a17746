/* model.c: life cycle of rules and rulesets, the number index, accessors
 * and deep comparison.  Everything that allocates here either succeeds or
 * leaves the caller's objects as they were. */
#include "rules/rules_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- names ------------------------------------------------------------ */

static const char *const change_names[] = {
    "created", "amended", "renumbered", "retitled", "repealed", "transmuted"
};

const char *rules_change_name(rules_change c)
{
    return (unsigned)c < 6 ? change_names[c] : "changed";
}

bool rules_change_parse(const char *s, size_t len, rules_change *out)
{
    for (unsigned i = 0; i < 6; i++)
        if (strlen(change_names[i]) == len && memcmp(s, change_names[i], len) == 0) {
            *out = (rules_change)i;
            return true;
        }
    return false;
}

const char *rules_mutability_name(rules_mutability m)
{
    switch (m) {
    case RULES_MUT_MUTABLE: return "mutable";
    case RULES_MUT_IMMUTABLE: return "immutable";
    case RULES_MUT_UNSPECIFIED: break;
    }
    return "unspecified";
}

const char *rules_visibility_name(rules_visibility v)
{
    switch (v) {
    case RULES_VIS_PRIVATE: return "private";
    case RULES_VIS_SECRET: return "secret";
    case RULES_VIS_PUBLIC: break;
    }
    return "public";
}

/* ---- rules ------------------------------------------------------------ */

rules_rule *rules_rule_new(void)
{
    rules_rule *r = calloc(1, sizeof *r);
    if (r)
        r->layout.trail = 1;
    return r;
}

void rules_history_entry_clear(rules_history_entry *h)
{
    free(h->cause);
    free(h->old_title);
    h->cause = h->old_title = NULL;
}

void rules_rule_free(rules_rule *r)
{
    if (!r)
        return;
    free(r->title);
    free(r->author);
    free(r->heading);
    for (size_t i = 0; i < r->n_notes; i++)
        free(r->notes[i]);
    free(r->notes);
    for (size_t i = 0; i < r->n_texts; i++) {
        free(r->texts[i].text);
        free(r->texts[i].script);
    }
    free(r->texts);
    for (size_t i = 0; i < r->n_history; i++)
        rules_history_entry_clear(&r->history[i]);
    free(r->history);
    free(r);
}

static bool dup_field(char **dst, const char *src)
{
    *dst = NULL;
    if (!src)
        return true;
    *dst = rules_strdup(src);
    return *dst != NULL;
}

rules_rule *rules_rule_clone(const rules_rule *r)
{
    rules_rule *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    *c = *r;
    c->title = c->author = c->heading = NULL;
    c->notes = NULL;
    c->texts = NULL;
    c->history = NULL;
    c->n_notes = c->n_texts = c->n_history = 0;
    bool ok = dup_field(&c->title, r->title) && dup_field(&c->author, r->author) &&
              dup_field(&c->heading, r->heading);
    if (ok && r->n_notes) {
        c->notes = calloc(r->n_notes, sizeof *c->notes);
        ok = c->notes != NULL;
        for (size_t i = 0; ok && i < r->n_notes; i++, c->n_notes++)
            ok = dup_field(&c->notes[i], r->notes[i]);
    }
    if (ok && r->n_texts) {
        c->texts = calloc(r->n_texts, sizeof *c->texts);
        ok = c->texts != NULL;
        for (size_t i = 0; ok && i < r->n_texts; i++, c->n_texts++) {
            c->texts[i].revision = r->texts[i].revision;
            ok = dup_field(&c->texts[i].text, r->texts[i].text) &&
                 dup_field(&c->texts[i].script, r->texts[i].script);
        }
    }
    if (ok && r->n_history) {
        c->history = calloc(r->n_history, sizeof *c->history);
        ok = c->history != NULL;
        for (size_t i = 0; ok && i < r->n_history; i++, c->n_history++) {
            c->history[i] = r->history[i];
            c->history[i].old_title = NULL;
            ok = dup_field(&c->history[i].cause, r->history[i].cause) &&
                 dup_field(&c->history[i].old_title, r->history[i].old_title);
        }
    }
    if (!ok) {
        rules_rule_free(c);
        return NULL;
    }
    return c;
}

rules_status rules_rule_set_text(rules_rule *r, const char *s, size_t n)
{
    rules_text_revision *t = malloc(sizeof *t);
    if (!t)
        return RULES_ERR_NOMEM;
    t->revision = r->revision;
    t->script = NULL;
    t->text = rules_strndup(s, n);
    if (!t->text) {
        free(t);
        return RULES_ERR_NOMEM;
    }
    for (size_t i = 0; i < r->n_texts; i++) {
        free(r->texts[i].text);
        free(r->texts[i].script);
    }
    free(r->texts);
    r->texts = t;
    r->n_texts = 1;
    return RULES_OK;
}

rules_status rules_rule_add_note(rules_rule *r, const char *s, size_t n)
{
    char **v = realloc(r->notes, (r->n_notes + 1) * sizeof *v);
    if (!v)
        return RULES_ERR_NOMEM;
    r->notes = v;
    v[r->n_notes] = rules_strndup(s, n);
    if (!v[r->n_notes])
        return RULES_ERR_NOMEM;
    r->n_notes++;
    return RULES_OK;
}

const char *rules_rule_text(const rules_rule *r)
{
    return r->n_texts ? r->texts[r->n_texts - 1].text : "";
}

const char *rules_rule_script(const rules_rule *r)
{
    return r->n_texts ? r->texts[r->n_texts - 1].script : NULL;
}

const char *rules_rule_text_at(const rules_rule *r, uint32_t revision)
{
    if (revision > r->revision)
        return NULL;
    /* texts[i] holds from its revision until the next entry's. */
    for (size_t i = r->n_texts; i-- > 0;)
        if (r->texts[i].revision <= revision)
            return r->texts[i].text;
    return NULL;
}

/* ---- rulesets --------------------------------------------------------- */

/* rules_ruleset_serial's source: atomic, rulesets are built on any thread. */
static _Atomic uint64_t serials;

static uint64_t next_serial(void)
{
    return ++serials;
}

uint64_t rules_ruleset_serial(const rules_ruleset *rs)
{
    return rs->serial;
}

rules_ruleset *rules_ruleset_new(rules_format format)
{
    rules_ruleset *rs = calloc(1, sizeof *rs);
    if (rs) {
        rs->format = format;
        rs->final_newline = true;
        rs->serial = next_serial();
    }
    return rs;
}

void rules_ruleset_free(rules_ruleset *rs)
{
    if (!rs)
        return;
    for (size_t i = 0; i < rs->n; i++)
        rules_rule_free(rs->rules[i]);
    free(rs->rules);
    free(rs->slots);
    free(rs->suite_head);
    free(rs->preamble);
    free(rs->epilogue);
    free(rs);
}

rules_ruleset *rules_ruleset_clone(const rules_ruleset *rs)
{
    rules_ruleset *c = rules_ruleset_new(rs->format);
    if (!c)
        return NULL;
    if (rules_ruleset_set_frame(c, rs->preamble, rs->epilogue, rs->final_newline))
        goto fail;
    for (size_t i = 0; i < rs->n; i++) {
        rules_rule *r = rules_rule_clone(rs->rules[i]);
        if (!r || rules_ruleset_append(c, r))
            goto fail;
    }
    if (rules_ruleset_reindex(c))
        goto fail;
    return c;
fail:
    rules_ruleset_free(c);
    return NULL;
}

rules_status rules_ruleset_set_frame(rules_ruleset *rs, const char *preamble,
                                     const char *epilogue, bool final_newline)
{
    char *p = NULL, *e = NULL;
    if (!dup_field(&p, preamble) || !dup_field(&e, epilogue)) {
        free(p);
        return RULES_ERR_NOMEM;
    }
    free(rs->preamble);
    free(rs->epilogue);
    rs->preamble = p;
    rs->epilogue = e;
    rs->final_newline = final_newline;
    return RULES_OK;
}

rules_format rules_ruleset_format(const rules_ruleset *rs) { return rs->format; }
const char *rules_ruleset_preamble(const rules_ruleset *rs) { return rs->preamble; }
const char *rules_ruleset_epilogue(const rules_ruleset *rs) { return rs->epilogue; }
bool rules_ruleset_final_newline(const rules_ruleset *rs) { return rs->final_newline; }
size_t rules_count(const rules_ruleset *rs) { return rs->n; }

const rules_rule *rules_at(const rules_ruleset *rs, size_t i)
{
    return i < rs->n ? rs->rules[i] : NULL;
}

size_t rules_count_in_force(const rules_ruleset *rs)
{
    size_t k = 0;
    for (size_t i = 0; i < rs->n; i++)
        k += !rs->rules[i]->repealed;
    return k;
}

rules_status rules_ruleset_insert(rules_ruleset *rs, size_t i, rules_rule *r)
{
    if (rs->n == rs->cap) {
        size_t cap = rs->cap ? rs->cap * 2 : 64;
        rules_rule **v = realloc(rs->rules, cap * sizeof *v);
        if (!v) {
            rules_rule_free(r);
            return RULES_ERR_NOMEM;
        }
        rs->rules = v;
        rs->cap = cap;
    }
    if (i > rs->n)
        i = rs->n;
    memmove(rs->rules + i + 1, rs->rules + i, (rs->n - i) * sizeof *rs->rules);
    rs->rules[i] = r;
    rs->n++;
    return RULES_OK;
}

rules_status rules_ruleset_append(rules_ruleset *rs, rules_rule *r)
{
    return rules_ruleset_insert(rs, rs->n, r);
}

static size_t hash_number(rules_number n)
{
    uint64_t h = ((uint64_t)n.base << 32 | n.sub) * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 17);
}

rules_status rules_ruleset_reindex(rules_ruleset *rs)
{
    size_t nslots = 64;
    while (nslots < rs->n * 2 + 1)
        nslots *= 2;
    size_t *slots = malloc(nslots * sizeof *slots);
    if (!slots)
        return RULES_ERR_NOMEM;
    for (size_t i = 0; i < nslots; i++)
        slots[i] = SIZE_MAX;
    for (size_t i = 0; i < rs->n; i++) {
        if (rs->rules[i]->repealed)
            continue;
        size_t h = hash_number(rs->rules[i]->number) & (nslots - 1);
        while (slots[h] != SIZE_MAX)
            h = (h + 1) & (nslots - 1);
        slots[h] = i;
    }
    free(rs->slots);
    rs->slots = slots;
    rs->nslots = nslots;
    rs->serial = next_serial(); /* a structural change: caches keyed by it go */
    rules_suites_index(rs);
    return RULES_OK;
}

static size_t find_index(const rules_ruleset *rs, rules_number n)
{
    if (!rs->slots)
        return SIZE_MAX;
    size_t h = hash_number(n) & (rs->nslots - 1);
    while (rs->slots[h] != SIZE_MAX) {
        size_t i = rs->slots[h];
        if (rules_number_eq(rs->rules[i]->number, n))
            return i;
        h = (h + 1) & (rs->nslots - 1);
    }
    return SIZE_MAX;
}

const rules_rule *rules_find(const rules_ruleset *rs, rules_number n)
{
    size_t i = find_index(rs, n);
    return i == SIZE_MAX ? NULL : rs->rules[i];
}

rules_rule *rules_find_mut(rules_ruleset *rs, rules_number n)
{
    size_t i = find_index(rs, n);
    return i == SIZE_MAX ? NULL : rs->rules[i];
}

const rules_rule *rules_find_str(const rules_ruleset *rs, const char *number)
{
    rules_number n;
    if (!number || !rules_number_parse(number, strlen(number), &n))
        return NULL;
    return rules_find(rs, n);
}

size_t rules_index_of(const rules_ruleset *rs, const rules_rule *r)
{
    if (!r->repealed) { /* rules in force are in the index: O(1) */
        size_t i = find_index(rs, r->number);
        if (i < rs->n && rs->rules[i] == r)
            return i;
    }
    for (size_t i = 0; i < rs->n; i++)
        if (rs->rules[i] == r)
            return i;
    return SIZE_MAX;
}

/* ---- comparison ------------------------------------------------------- */

#define DIFF(...)                                                              \
    do {                                                                       \
        if (why)                                                               \
            snprintf(why, whycap, __VA_ARGS__);                                \
        return false;                                                          \
    } while (0)

static const char *show(const char *s)
{
    return s ? s : "(none)";
}

/* What each format writes down; the rest is not compared "as" it. */
enum {
    F_REVISION = 1, F_TITLE = 2, F_AUTHOR = 4, F_NOTES = 8, F_HISTORY = 16,
    F_HEADING = 32, F_MUT = 64, F_VIS = 128, F_PAST = 256, F_REPEALED = 512,
    F_POWER = 1024, F_HISTORY_FULL = 2048, F_ALL = 4095
};

static unsigned fields_of(rules_format f)
{
    switch (f) {
    case RULES_FORMAT_ACKANOMIC: return F_REVISION | F_TITLE | F_AUTHOR | F_NOTES;
    case RULES_FORMAT_ANOMIC: return F_REVISION | F_TITLE | F_HISTORY;
    case RULES_FORMAT_REGULATIONS: return F_HEADING | F_MUT | F_VIS;
    }
    return 0;
}

/* full: also what A Nomic's history lines do not carry. */
static bool history_equal(const rules_history_entry *a,
                          const rules_history_entry *b, bool full)
{
    bool basic = a->kind == b->kind && rules_number_eq(a->number, b->number) &&
                 rules_number_eq(a->new_number, b->new_number) &&
                 a->revision == b->revision && rules_streq(a->cause, b->cause) &&
                 a->has_time == b->has_time && (!a->has_time || a->time == b->time);
    if (!basic || !full)
        return basic;
    return rules_streq(a->old_title, b->old_title) &&
           a->old_mutability == b->old_mutability &&
           a->new_mutability == b->new_mutability;
}

static bool rule_equal(const rules_rule *a, const rules_rule *b, unsigned f,
                       bool layout, char *why, size_t whycap)
{
    char num[RULES_NUMBER_BUFSZ];
    rules_number_format(a->number, num, sizeof num);
    if (!rules_number_eq(a->number, b->number)) {
        char other[RULES_NUMBER_BUFSZ];
        DIFF("rule %s: number differs (%s)", num,
             rules_number_format(b->number, other, sizeof other));
    }
    if ((f & F_REVISION) && a->revision != b->revision)
        DIFF("rule %s: revision %lu vs %lu", num, (unsigned long)a->revision,
             (unsigned long)b->revision);
    if ((f & F_TITLE) && !rules_streq(a->title, b->title))
        DIFF("rule %s: title \"%s\" vs \"%s\"", num, show(a->title), show(b->title));
    if ((f & F_AUTHOR) && !rules_streq(a->author, b->author))
        DIFF("rule %s: author \"%s\" vs \"%s\"", num, show(a->author),
             show(b->author));
    if (f & F_NOTES) {
        if (a->n_notes != b->n_notes)
            DIFF("rule %s: %zu notes vs %zu", num, a->n_notes, b->n_notes);
        for (size_t i = 0; i < a->n_notes; i++)
            if (!rules_streq(a->notes[i], b->notes[i]))
                DIFF("rule %s: note %zu differs", num, i + 1);
    }
    if ((f & F_HEADING) && !rules_streq(a->heading, b->heading))
        DIFF("rule %s: heading \"%s\" vs \"%s\"", num, show(a->heading),
             show(b->heading));
    if ((f & F_MUT) && a->mutability != b->mutability)
        DIFF("rule %s: mutability differs", num);
    if ((f & F_VIS) && a->visibility != b->visibility)
        DIFF("rule %s: visibility differs", num);
    if ((f & F_POWER) && (a->has_power != b->has_power ||
                          (a->has_power && a->power != b->power)))
        DIFF("rule %s: power differs", num);
    if ((f & F_REPEALED) && a->repealed != b->repealed)
        DIFF("rule %s: repealed differs", num);
    if (!rules_streq(rules_rule_text(a), rules_rule_text(b)))
        DIFF("rule %s: text differs", num);
    if (!rules_streq(rules_rule_script(a), rules_rule_script(b)))
        DIFF("rule %s: script differs", num);
    if (f & F_PAST) {
        if (a->n_texts != b->n_texts)
            DIFF("rule %s: %zu kept texts vs %zu", num, a->n_texts, b->n_texts);
        for (size_t i = 0; i < a->n_texts; i++)
            if (a->texts[i].revision != b->texts[i].revision ||
                !rules_streq(a->texts[i].text, b->texts[i].text) ||
                !rules_streq(a->texts[i].script, b->texts[i].script))
                DIFF("rule %s: kept text %zu differs", num, i);
    }
    if (f & F_HISTORY) {
        if (a->n_history != b->n_history)
            DIFF("rule %s: %zu history entries vs %zu", num, a->n_history,
                 b->n_history);
        for (size_t i = 0; i < a->n_history; i++)
            if (!history_equal(&a->history[i], &b->history[i],
                               (f & F_HISTORY_FULL) != 0))
                DIFF("rule %s: history entry %zu differs", num, i);
    }
    if (layout && (a->layout.bare != b->layout.bare || a->layout.gap != b->layout.gap ||
                   a->layout.trail != b->layout.trail))
        DIFF("rule %s: layout differs", num);
    return true;
}

static bool equal_impl(const rules_ruleset *a, const rules_ruleset *b,
                       unsigned f, bool layout, bool in_force_only,
                       char *why, size_t whycap)
{
    if (layout) {
        if (!rules_streq(a->preamble, b->preamble))
            DIFF("preamble differs");
        if (!rules_streq(a->epilogue, b->epilogue))
            DIFF("epilogue differs");
        if (a->final_newline != b->final_newline)
            DIFF("final newline differs");
    }
    size_t i = 0, j = 0;
    for (;;) {
        if (in_force_only) {
            while (i < a->n && a->rules[i]->repealed)
                i++;
            while (j < b->n && b->rules[j]->repealed)
                j++;
        }
        if (i == a->n || j == b->n)
            break;
        if (!rule_equal(a->rules[i], b->rules[j], f, layout, why, whycap))
            return false;
        i++;
        j++;
    }
    if (i != a->n || j != b->n)
        DIFF("rule counts differ (%zu vs %zu)", a->n, b->n);
    return true;
}

bool rules_ruleset_equal(const rules_ruleset *a, const rules_ruleset *b,
                         char *why, size_t whycap)
{
    if (a->format != b->format)
        DIFF("formats differ");
    return equal_impl(a, b, F_ALL, true, false, why, whycap);
}

bool rules_ruleset_equal_as(const rules_ruleset *a, const rules_ruleset *b,
                            rules_format as, bool with_layout,
                            char *why, size_t whycap)
{
    return equal_impl(a, b, fields_of(as), with_layout, true, why, whycap);
}
