/* ops.c: the changes the engine makes to a ruleset (rules_ops.h).  Each
 * operation validates everything and allocates everything it needs before
 * touching the ruleset, so a failure leaves it exactly as it was. */
#include "rules/rules_ops.h"
#include "rules/rules_internal.h"

#include <stdlib.h>
#include <string.h>

static const char *num_s(rules_number n, char *buf)
{
    return rules_number_format(n, buf, RULES_NUMBER_BUFSZ);
}

bool rules_title_ok(const char *title, rules_error *err)
{
    if (!title)
        return true;
    size_t chars = 0;
    for (const unsigned char *p = (const unsigned char *)title; *p; p++) {
        if (*p == '\n' || *p == '\r') {
            rules_fail(err, RULES_ERR_INVALID, "a title is one line");
            return false;
        }
        chars += (*p & 0xC0) != 0x80; /* count UTF-8 characters, not bytes */
    }
    if (chars > RULES_TITLE_MAX) {
        rules_fail(err, RULES_ERR_INVALID,
                   "title has %zu characters; R301 allows at most %d", chars,
                   RULES_TITLE_MAX);
        return false;
    }
    return true;
}

static bool one_line(const char *s)
{
    return s && *s && !strchr(s, '\n') && !strchr(s, '\r');
}

static rules_status check_cause(const char *cause, rules_error *err)
{
    if (!one_line(cause))
        return rules_fail(err, RULES_ERR_INVALID,
                          "a change needs a cause (one non-empty line)");
    return RULES_OK;
}

/* Grows r->history by one slot without changing n_history. */
static rules_status reserve_history(rules_rule *r)
{
    rules_history_entry *v = realloc(r->history, (r->n_history + 1) * sizeof *v);
    if (!v)
        return RULES_ERR_NOMEM;
    r->history = v;
    return RULES_OK;
}

/* Fills a history entry whose cause is already duplicated. */
static void push_history(rules_rule *r, rules_change kind, char *cause,
                         int64_t time)
{
    rules_history_entry *h = &r->history[r->n_history++];
    memset(h, 0, sizeof *h);
    h->kind = kind;
    h->number = r->number;
    h->revision = r->revision;
    h->cause = cause;
    h->has_time = true;
    h->time = time;
}

/* Looks up a rule in force or explains why not. */
static rules_status need_rule(rules_ruleset *rs, rules_number n, rules_rule **out,
                              rules_error *err)
{
    char buf[RULES_NUMBER_BUFSZ];
    rules_rule *r = rules_number_valid(n) ? rules_find_mut(rs, n) : NULL;
    *out = NULL;
    if (!r)
        return rules_fail(err, RULES_ERR_NOT_FOUND, "no rule %s in force",
                          num_s(n, buf));
    if (r->revision == UINT32_MAX)
        return rules_fail(err, RULES_ERR_INVALID, "rule %s has no revision left",
                          num_s(n, buf));
    *out = r;
    return RULES_OK;
}

/* Position that keeps rules in number order (R102 order). */
static size_t sorted_pos(const rules_ruleset *rs, rules_number n)
{
    size_t i = rs->n;
    while (i > 0 && rules_number_cmp(rs->rules[i - 1]->number, n) > 0)
        i--;
    return i;
}

static uint32_t next_base(const rules_ruleset *rs)
{
    uint32_t max = 0;
    for (size_t i = 0; i < rs->n; i++)
        if (!rs->rules[i]->repealed && rs->rules[i]->number.base > max)
            max = rs->rules[i]->number.base;
    return max == UINT32_MAX ? 0 : max + 1;
}

/* R303 II.2 / III.1: the end of a suite, if the suite exists. */
static bool suite_end(const rules_ruleset *rs, const char *name, rules_number *out)
{
    const rules_rule *head = rules_suite_head(rs, name);
    if (!head)
        return false;
    uint32_t sub = rules_suite_next_sub(rs, head->number.base);
    if (!sub)
        return false;
    *out = rules_num(head->number.base, sub);
    return true;
}

static rules_status choose_number(const rules_ruleset *rs,
                                  const rules_enact_spec *s, rules_number *out,
                                  rules_rule **replaced, rules_error *err)
{
    char buf[RULES_NUMBER_BUFSZ];
    rules_number req = s->number;
    bool has_req = req.base || req.sub;
    if (has_req && !rules_number_valid(req))
        return rules_fail(err, RULES_ERR_INVALID,
                          "requested number is not one or two positive integers "
                          "(R303 I)");
    bool free_req = has_req && !rules_find(rs, req);
    *replaced = NULL;
    switch (s->by) {
    case RULES_ENACT_BY_PROPOSAL:
        if (free_req) { /* R303 II.1 */
            *out = req;
            return RULES_OK;
        }
        if (s->suite && suite_end(rs, s->suite, out)) /* R303 II.2 */
            return RULES_OK;
        if (suite_end(rs, "Miscellaneous", out)) /* R303 II.3 */
            return RULES_OK;
        break;
    case RULES_ENACT_BY_OTHER:
        if (s->suite && suite_end(rs, s->suite, out)) /* R303 III.1 */
            return RULES_OK;
        if (free_req) { /* R303 III.2 */
            *out = req;
            return RULES_OK;
        }
        break;
    case RULES_ENACT_REGULATION: {
        /* Reg 107: "200 or greater, and less than 1000". */
        if (!has_req || req.sub || req.base < 200 || req.base >= 1000)
            return rules_fail(err, RULES_ERR_INVALID,
                              "a proposed regulation needs a number from 200 to 999 "
                              "(reg 107)");
        rules_rule *old = rules_find_mut((rules_ruleset *)rs, req);
        if (old && old->mutability == RULES_MUT_IMMUTABLE)
            return rules_fail(err, RULES_ERR_TAKEN,
                              "regulation %s is Immutable and cannot be replaced "
                              "(reg 101)",
                              num_s(req, buf));
        *replaced = old; /* reg 112: the older one is repealed */
        *out = req;
        return RULES_OK;
    }
    default:
        return rules_fail(err, RULES_ERR_INVALID, "unknown enactment kind");
    }
    /* R303 III.3 (and II.3 without a Miscellaneous suite). */
    uint32_t b = next_base(rs);
    if (!b)
        return rules_fail(err, RULES_ERR_INVALID, "no rule numbers left");
    *out = rules_num(b, 0);
    return RULES_OK;
}

rules_status rules_enact(rules_ruleset *rs, const rules_enact_spec *s,
                         const char *cause, int64_t time,
                         rules_number *assigned, rules_error *err)
{
    rules_ok(err);
    rules_status st;
    if ((st = check_cause(cause, err)))
        return st;
    if (!s || !s->text)
        return rules_fail(err, RULES_ERR_INVALID, "a new rule needs a text");
    if (!rules_title_ok(s->title, err))
        return RULES_ERR_INVALID;
    if (s->author && !one_line(s->author))
        return rules_fail(err, RULES_ERR_INVALID, "an author line is one non-empty line");
    rules_number n = { 0, 0 };
    rules_rule *replaced = NULL;
    if ((st = choose_number(rs, s, &n, &replaced, err)))
        return st;

    rules_rule *r = rules_rule_new();
    char *rcause = replaced ? rules_strdup(cause) : NULL;
    if (!r || (replaced && (!rcause || reserve_history(replaced))))
        goto nomem;
    r->number = n;
    r->layout = rules_default_layout(rs->format);
    r->mutability = s->mutability;
    if (rs->format == RULES_FORMAT_REGULATIONS && !r->mutability)
        r->mutability = n.base >= 101 && n.base <= 125 ? RULES_MUT_IMMUTABLE
                                                        : RULES_MUT_MUTABLE;
    r->visibility = s->visibility;
    if ((s->title && !(r->title = rules_strdup(s->title))) ||
        (s->author && !(r->author = rules_strdup(s->author))) ||
        rules_rule_set_text(r, s->text, strlen(s->text)) || reserve_history(r) ||
        (s->script && !(r->texts[0].script = rules_strdup(s->script))))
        goto nomem;
    char *c = rules_strdup(cause);
    if (!c)
        goto nomem;
    push_history(r, RULES_CHANGE_CREATED, c, time);
    /* Make room in the array first so the insert cannot fail midway. */
    if (rs->n == rs->cap) {
        size_t cap = rs->cap ? rs->cap * 2 : 64;
        rules_rule **v = realloc(rs->rules, cap * sizeof *v);
        if (!v)
            goto nomem;
        rs->rules = v;
        rs->cap = cap;
    }
    if (replaced) {
        replaced->repealed = true;
        replaced->revision++;
        push_history(replaced, RULES_CHANGE_REPEALED, rcause, time);
        rcause = NULL;
    }
    rules_ruleset_insert(rs, sorted_pos(rs, n), r); /* cannot fail: room made */
    if (rules_ruleset_reindex(rs)) {
        /* Keep the old index usable: undo and report. */
        size_t i = rules_index_of(rs, r);
        memmove(rs->rules + i, rs->rules + i + 1, (rs->n - i - 1) * sizeof *rs->rules);
        rs->n--;
        if (replaced) {
            replaced->repealed = false;
            replaced->revision--;
            rules_history_entry_clear(&replaced->history[--replaced->n_history]);
        }
        goto nomem;
    }
    if (assigned)
        *assigned = n;
    return RULES_OK;
nomem:
    free(rcause);
    rules_rule_free(r);
    return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
}

rules_status rules_amend(rules_ruleset *rs, rules_number n, const char *text,
                         const char *cause, int64_t time, rules_error *err)
{
    if (!text) {
        rules_ok(err);
        return rules_fail(err, RULES_ERR_INVALID, "an amendment needs the new text");
    }
    return rules_amend_script(rs, n, text, RULES_SCRIPT_KEEP, NULL, cause, time, err);
}

rules_status rules_amend_script(rules_ruleset *rs, rules_number n, const char *text,
                                rules_script_op op, const char *script,
                                const char *cause, int64_t time, rules_error *err)
{
    rules_ok(err);
    rules_status st;
    if ((st = check_cause(cause, err)))
        return st;
    if (!text && op == RULES_SCRIPT_KEEP)
        return rules_fail(err, RULES_ERR_INVALID, "an amendment needs a new text or script");
    if (op == RULES_SCRIPT_SET && !script)
        return rules_fail(err, RULES_ERR_INVALID, "a script to set is missing");
    rules_rule *r;
    if ((st = need_rule(rs, n, &r, err)))
        return st;
    const char *old_script = rules_rule_script(r);
    if (op == RULES_SCRIPT_REMOVE && !old_script) {
        char buf[RULES_NUMBER_BUFSZ];
        return rules_fail(err, RULES_ERR_INVALID, "rule %s has no script to remove",
                          num_s(n, buf));
    }
    const char *new_script = op == RULES_SCRIPT_SET ? script
                             : op == RULES_SCRIPT_REMOVE ? NULL : old_script;
    char *t = rules_strdup(text ? text : rules_rule_text(r));
    char *sc = new_script ? rules_strdup(new_script) : NULL;
    char *c = rules_strdup(cause);
    rules_text_revision *v = realloc(r->texts, (r->n_texts + 1) * sizeof *v);
    if (v)
        r->texts = v;
    if (!t || (new_script && !sc) || !c || !v || reserve_history(r)) {
        free(t);
        free(sc);
        free(c);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    r->revision++;
    r->texts[r->n_texts].revision = r->revision;
    r->texts[r->n_texts].script = sc;
    r->texts[r->n_texts++].text = t;
    push_history(r, RULES_CHANGE_AMENDED, c, time);
    return RULES_OK;
}

rules_status rules_repeal(rules_ruleset *rs, rules_number n, const char *cause,
                          int64_t time, rules_error *err)
{
    rules_ok(err);
    rules_status st;
    if ((st = check_cause(cause, err)))
        return st;
    rules_rule *r;
    if ((st = need_rule(rs, n, &r, err)))
        return st;
    char *c = rules_strdup(cause);
    if (!c || reserve_history(r)) {
        free(c);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    r->repealed = true;
    if (rules_ruleset_reindex(rs)) {
        r->repealed = false;
        free(c);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    r->revision++;
    push_history(r, RULES_CHANGE_REPEALED, c, time);
    return RULES_OK;
}

rules_status rules_renumber(rules_ruleset *rs, rules_number from,
                            rules_number to, const char *cause, int64_t time,
                            rules_error *err)
{
    rules_ok(err);
    rules_status st;
    char buf[RULES_NUMBER_BUFSZ];
    if ((st = check_cause(cause, err)))
        return st;
    if (!rules_number_valid(to))
        return rules_fail(err, RULES_ERR_INVALID,
                          "new number is not one or two positive integers (R303 I)");
    rules_rule *r;
    if ((st = need_rule(rs, from, &r, err)))
        return st;
    if (rules_find(rs, to))
        return rules_fail(err, RULES_ERR_TAKEN, "rule %s already exists",
                          num_s(to, buf));
    char *c = rules_strdup(cause);
    if (!c || reserve_history(r)) {
        free(c);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    /* Build the new order in a copy of the array, then swap it in. */
    rules_rule **v = malloc((rs->cap ? rs->cap : 1) * sizeof *v);
    if (!v) {
        free(c);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    size_t old_i = rules_index_of(rs, r), k = 0;
    rules_rule **old = rs->rules;
    size_t old_n = rs->n;
    for (size_t i = 0; i < rs->n; i++)
        if (i != old_i)
            v[k++] = rs->rules[i];
    rs->rules = v;
    rs->n = k;
    size_t pos = sorted_pos(rs, to);
    memmove(v + pos + 1, v + pos, (k - pos) * sizeof *v);
    v[pos] = r;
    rs->n = k + 1;
    rules_number was = r->number;
    r->number = to;
    if (rules_ruleset_reindex(rs)) {
        r->number = was;
        rs->rules = old;
        rs->n = old_n;
        free(v);
        free(c);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    free(old);
    r->revision++;
    push_history(r, RULES_CHANGE_RENUMBERED, c, time);
    r->history[r->n_history - 1].number = was;
    r->history[r->n_history - 1].new_number = to;
    return RULES_OK;
}

rules_status rules_retitle(rules_ruleset *rs, rules_number n, const char *title,
                           const char *cause, int64_t time, rules_error *err)
{
    rules_ok(err);
    rules_status st;
    if ((st = check_cause(cause, err)))
        return st;
    if (!rules_title_ok(title, err))
        return RULES_ERR_INVALID;
    rules_rule *r;
    if ((st = need_rule(rs, n, &r, err)))
        return st;
    char *t = NULL, *c = rules_strdup(cause);
    if (!c || (title && !(t = rules_strdup(title))) || reserve_history(r)) {
        free(c);
        free(t);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    r->revision++;
    push_history(r, RULES_CHANGE_RETITLED, c, time);
    r->history[r->n_history - 1].old_title = r->title; /* ownership moves */
    r->title = t;
    rules_suites_index(rs); /* R311 1b: a title can make or unmake a head */
    return RULES_OK;
}

rules_status rules_transmute(rules_ruleset *rs, rules_number n,
                             rules_mutability to, const char *cause,
                             int64_t time, rules_error *err)
{
    rules_ok(err);
    rules_status st;
    char buf[RULES_NUMBER_BUFSZ];
    if ((st = check_cause(cause, err)))
        return st;
    if (to != RULES_MUT_MUTABLE && to != RULES_MUT_IMMUTABLE)
        return rules_fail(err, RULES_ERR_INVALID,
                          "a rule can only be made mutable or immutable");
    rules_rule *r;
    if ((st = need_rule(rs, n, &r, err)))
        return st;
    if (r->mutability == to)
        return rules_fail(err, RULES_ERR_INVALID, "rule %s is already %s",
                          num_s(n, buf), rules_mutability_name(to));
    char *c = rules_strdup(cause);
    if (!c || reserve_history(r)) {
        free(c);
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    }
    r->revision++;
    push_history(r, RULES_CHANGE_TRANSMUTED, c, time);
    r->history[r->n_history - 1].old_mutability = r->mutability;
    r->history[r->n_history - 1].new_mutability = to;
    r->mutability = to;
    return RULES_OK;
}
