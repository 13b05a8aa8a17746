/* format_json.c: the whole model as JSON (jansson), for the engine's
 * snapshots and for exchange.  Unlike the text formats it keeps past
 * texts, repealed rules, every history field and the layout, so export
 * then import gives back exactly the same ruleset.  The import checks
 * every field and names the first bad one ("rules[3].number: ..."). */
#include "rules/rules_io.h"
#include "rules/rules_internal.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- export ----------------------------------------------------------- */

static json_t *str_or_null(const char *s)
{
    return s ? json_string(s) : json_null();
}

static json_t *num_json(rules_number n)
{
    char buf[RULES_NUMBER_BUFSZ];
    return json_string(rules_number_format(n, buf, sizeof buf));
}

static json_t *history_json(const rules_history_entry *h)
{
    json_t *o = json_object();
    if (!o)
        return NULL;
    int bad = json_object_set_new(o, "change", json_string(rules_change_name(h->kind)));
    bad |= json_object_set_new(o, "number", num_json(h->number));
    if (h->kind == RULES_CHANGE_RENUMBERED)
        bad |= json_object_set_new(o, "new_number", num_json(h->new_number));
    bad |= json_object_set_new(o, "revision", json_integer(h->revision));
    bad |= json_object_set_new(o, "cause", json_string(h->cause));
    bad |= json_object_set_new(o, "time", h->has_time ? json_integer(h->time) : json_null());
    if (h->kind == RULES_CHANGE_RETITLED)
        bad |= json_object_set_new(o, "old_title", str_or_null(h->old_title));
    if (h->kind == RULES_CHANGE_TRANSMUTED) {
        bad |= json_object_set_new(o, "old_mutability",
                                   json_string(rules_mutability_name(h->old_mutability)));
        bad |= json_object_set_new(o, "new_mutability",
                                   json_string(rules_mutability_name(h->new_mutability)));
    }
    if (bad) {
        json_decref(o);
        return NULL;
    }
    return o;
}

static json_t *rule_json(const rules_rule *r)
{
    json_t *o = json_object(), *notes = json_array(), *texts = json_array(),
           *hist = json_array(), *lay = json_object();
    int bad = !o || !notes || !texts || !hist || !lay;
    if (bad) {
        json_decref(o);
        json_decref(notes);
        json_decref(texts);
        json_decref(hist);
        json_decref(lay);
        return NULL;
    }
    bad |= json_object_set_new(o, "number", num_json(r->number));
    bad |= json_object_set_new(o, "revision", json_integer(r->revision));
    bad |= json_object_set_new(o, "title", str_or_null(r->title));
    bad |= json_object_set_new(o, "author", str_or_null(r->author));
    for (size_t i = 0; i < r->n_notes; i++)
        bad |= json_array_append_new(notes, json_string(r->notes[i]));
    bad |= json_object_set_new(o, "notes", notes);
    bad |= json_object_set_new(o, "heading", str_or_null(r->heading));
    bad |= json_object_set_new(o, "mutability",
                               json_string(rules_mutability_name(r->mutability)));
    bad |= json_object_set_new(o, "visibility",
                               json_string(rules_visibility_name(r->visibility)));
    bad |= json_object_set_new(o, "power", r->has_power ? json_real(r->power) : json_null());
    bad |= json_object_set_new(o, "repealed", json_boolean(r->repealed));
    for (size_t i = 0; i < r->n_texts; i++) {
        json_t *t = json_pack("{s:I,s:s}", "revision", (json_int_t)r->texts[i].revision,
                              "text", r->texts[i].text);
        if (t && r->texts[i].script)
            bad |= json_object_set_new(t, "script", json_string(r->texts[i].script));
        bad |= json_array_append_new(texts, t);
    }
    bad |= json_object_set_new(o, "texts", texts);
    for (size_t i = 0; i < r->n_history; i++)
        bad |= json_array_append_new(hist, history_json(&r->history[i]));
    bad |= json_object_set_new(o, "history", hist);
    bad |= json_object_set_new(lay, "bare", json_boolean(r->layout.bare));
    bad |= json_object_set_new(lay, "gap", json_integer(r->layout.gap));
    bad |= json_object_set_new(lay, "trail", json_integer(r->layout.trail));
    bad |= json_object_set_new(o, "layout", lay);
    if (bad) {
        json_decref(o);
        return NULL;
    }
    return o;
}

rules_status rules_export_json(const rules_ruleset *rs, char **out, size_t *len,
                               rules_error *err)
{
    *out = NULL;
    if (len)
        *len = 0;
    rules_ok(err);
    json_t *root = json_object(), *arr = json_array();
    int bad = !root || !arr;
    if (!bad) {
        bad |= json_object_set_new(root, "format",
                                   json_string(rules_format_name(rs->format)));
        bad |= json_object_set_new(root, "preamble", str_or_null(rs->preamble));
        bad |= json_object_set_new(root, "epilogue", str_or_null(rs->epilogue));
        bad |= json_object_set_new(root, "final_newline", json_boolean(rs->final_newline));
        for (size_t i = 0; i < rs->n; i++)
            bad |= json_array_append_new(arr, rule_json(rs->rules[i]));
        bad |= json_object_set_new(root, "rules", arr);
        arr = NULL;
    }
    char *s = bad ? NULL : json_dumps(root, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    json_decref(root);
    json_decref(arr);
    if (!s)
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    /* json_dumps' buffer belongs to jansson's allocator (malloc by
     * default); copy so the caller can always free() it. */
    *out = rules_strdup(s);
    free(s);
    if (!*out)
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    if (len)
        *len = strlen(*out);
    return RULES_OK;
}

/* ---- import ----------------------------------------------------------- */

typedef struct {
    rules_error *err;
    char path[64];
} ctx;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static rules_status bad(ctx *c, const char *fmt, ...)
{
    char msg[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rules_fail(c->err, RULES_ERR_PARSE, "%s: %s", c->path, msg);
}

static rules_status get_str(ctx *c, json_t *o, const char *key, bool nullable,
                            char **out)
{
    json_t *v = json_object_get(o, key);
    *out = NULL;
    if (!v || (json_is_null(v) && !nullable))
        return bad(c, "\"%s\" is required", key);
    if (json_is_null(v))
        return RULES_OK;
    if (!json_is_string(v))
        return bad(c, "\"%s\" must be a string", key);
    if (strlen(json_string_value(v)) != json_string_length(v))
        return bad(c, "\"%s\" contains a NUL character", key);
    *out = rules_strdup(json_string_value(v));
    return *out ? RULES_OK : rules_fail(c->err, RULES_ERR_NOMEM, "out of memory");
}

static rules_status get_int(ctx *c, json_t *o, const char *key, json_int_t lo,
                            json_int_t hi, json_int_t *out)
{
    json_t *v = json_object_get(o, key);
    if (!json_is_integer(v))
        return bad(c, "\"%s\" must be an integer", key);
    *out = json_integer_value(v);
    if (*out < lo || *out > hi)
        return bad(c, "\"%s\" is out of range", key);
    return RULES_OK;
}

static rules_status get_num(ctx *c, json_t *o, const char *key, rules_number *out)
{
    json_t *v = json_object_get(o, key);
    const char *s = json_string_value(v);
    if (!s || !rules_number_parse(s, strlen(s), out))
        return bad(c, "\"%s\" must be a rule number such as \"1250.7\"", key);
    return RULES_OK;
}

static rules_status get_bool(ctx *c, json_t *o, const char *key, bool *out)
{
    json_t *v = json_object_get(o, key);
    if (!json_is_boolean(v))
        return bad(c, "\"%s\" must be true or false", key);
    *out = json_is_true(v);
    return RULES_OK;
}

static rules_status get_enum(ctx *c, json_t *o, const char *key,
                             const char *(*name)(int), int count, int *out)
{
    const char *s = json_string_value(json_object_get(o, key));
    for (int i = 0; s && i < count; i++)
        if (strcmp(s, name(i)) == 0) {
            *out = i;
            return RULES_OK;
        }
    return bad(c, "\"%s\" has an unknown value", key);
}

static const char *mut_name(int i) { return rules_mutability_name((rules_mutability)i); }
static const char *vis_name(int i) { return rules_visibility_name((rules_visibility)i); }
static const char *chg_name(int i) { return rules_change_name((rules_change)i); }

static rules_status history_from(ctx *c, json_t *o, rules_history_entry *h)
{
    rules_status st;
    int k = 0;
    json_int_t v = 0;
    memset(h, 0, sizeof *h);
    if (!json_is_object(o))
        return bad(c, "must be an object");
    if ((st = get_enum(c, o, "change", chg_name, 6, &k)))
        return st;
    h->kind = (rules_change)k;
    if ((st = get_num(c, o, "number", &h->number)))
        return st;
    if (h->kind == RULES_CHANGE_RENUMBERED &&
        (st = get_num(c, o, "new_number", &h->new_number)))
        return st;
    if ((st = get_int(c, o, "revision", 0, UINT32_MAX, &v)))
        return st;
    h->revision = (uint32_t)v;
    if (h->kind != RULES_CHANGE_CREATED && h->revision == 0)
        return bad(c, "a change other than creation produces revision 1 or later");
    json_t *t = json_object_get(o, "time");
    if (t && !json_is_null(t)) {
        if ((st = get_int(c, o, "time", INT64_MIN, INT64_MAX, &v)))
            return st;
        h->has_time = true;
        h->time = v;
    }
    if (h->kind == RULES_CHANGE_TRANSMUTED) {
        if ((st = get_enum(c, o, "old_mutability", mut_name, 3, &k)))
            return st;
        h->old_mutability = (rules_mutability)k;
        if ((st = get_enum(c, o, "new_mutability", mut_name, 3, &k)))
            return st;
        h->new_mutability = (rules_mutability)k;
    }
    if ((st = get_str(c, o, "cause", false, &h->cause)))
        return st;
    if (h->kind == RULES_CHANGE_RETITLED &&
        (st = get_str(c, o, "old_title", true, &h->old_title)))
        return st;
    return RULES_OK;
}

static rules_status rule_from(ctx *c, json_t *o, rules_rule *r, size_t idx)
{
    rules_status st;
    json_int_t v = 0;
    int k = 0;
    if (!json_is_object(o))
        return bad(c, "must be an object");
    if ((st = get_num(c, o, "number", &r->number)) ||
        (st = get_int(c, o, "revision", 0, UINT32_MAX, &v)))
        return st;
    r->revision = (uint32_t)v;
    if ((st = get_str(c, o, "title", true, &r->title)) ||
        (st = get_str(c, o, "author", true, &r->author)) ||
        (st = get_str(c, o, "heading", true, &r->heading)))
        return st;
    json_t *notes = json_object_get(o, "notes");
    if (!json_is_array(notes))
        return bad(c, "\"notes\" must be an array");
    for (size_t i = 0; i < json_array_size(notes); i++) {
        const char *s = json_string_value(json_array_get(notes, i));
        if (!s)
            return bad(c, "notes[%zu] must be a string", i);
        if (rules_rule_add_note(r, s, strlen(s)))
            return rules_fail(c->err, RULES_ERR_NOMEM, "out of memory");
    }
    if ((st = get_enum(c, o, "mutability", mut_name, 3, &k)))
        return st;
    r->mutability = (rules_mutability)k;
    if ((st = get_enum(c, o, "visibility", vis_name, 3, &k)))
        return st;
    r->visibility = (rules_visibility)k;
    json_t *p = json_object_get(o, "power");
    if (p && !json_is_null(p)) {
        if (!json_is_number(p))
            return bad(c, "\"power\" must be a number or null");
        r->has_power = true;
        r->power = json_number_value(p);
    }
    if ((st = get_bool(c, o, "repealed", &r->repealed)))
        return st;
    json_t *texts = json_object_get(o, "texts");
    if (!json_is_array(texts) || json_array_size(texts) == 0)
        return bad(c, "\"texts\" must be a non-empty array");
    r->texts = calloc(json_array_size(texts), sizeof *r->texts);
    if (!r->texts)
        return rules_fail(c->err, RULES_ERR_NOMEM, "out of memory");
    char base[32];
    snprintf(base, sizeof base, "rules[%zu]", idx);
    for (size_t i = 0; i < json_array_size(texts); i++) {
        json_t *t = json_array_get(texts, i);
        snprintf(c->path, sizeof c->path, "rules[%zu].texts[%zu]", idx, i);
        if (!json_is_object(t))
            return bad(c, "must be an object");
        if ((st = get_int(c, t, "revision", 0, r->revision, &v)))
            return st;
        r->texts[i].revision = (uint32_t)v;
        if (i && r->texts[i].revision <= r->texts[i - 1].revision)
            return bad(c, "revisions must ascend");
        if ((st = get_str(c, t, "text", false, &r->texts[i].text)))
            return st;
        r->n_texts++;
        if (json_object_get(t, "script") &&
            (st = get_str(c, t, "script", false, &r->texts[i].script)))
            return st;
    }
    json_t *hist = json_object_get(o, "history");
    snprintf(c->path, sizeof c->path, "%s", base);
    if (!json_is_array(hist))
        return bad(c, "\"history\" must be an array");
    if (json_array_size(hist)) {
        r->history = calloc(json_array_size(hist), sizeof *r->history);
        if (!r->history)
            return rules_fail(c->err, RULES_ERR_NOMEM, "out of memory");
    }
    for (size_t i = 0; i < json_array_size(hist); i++) {
        snprintf(c->path, sizeof c->path, "rules[%zu].history[%zu]", idx, i);
        st = history_from(c, json_array_get(hist, i), &r->history[i]);
        r->n_history++; /* counted even on failure so it is freed */
        if (st)
            return st;
    }
    snprintf(c->path, sizeof c->path, "%s.layout", base);
    json_t *lay = json_object_get(o, "layout");
    if (!json_is_object(lay))
        return bad(c, "must be an object");
    if ((st = get_bool(c, lay, "bare", &r->layout.bare)) ||
        (st = get_int(c, lay, "gap", 0, 1000, &v)))
        return st;
    r->layout.gap = (unsigned)v;
    if ((st = get_int(c, lay, "trail", 0, 1000, &v)))
        return st;
    r->layout.trail = (unsigned)v;
    return RULES_OK;
}

rules_status rules_import_json(const char *buf, size_t len, rules_ruleset **out,
                               rules_error *err)
{
    *out = NULL;
    rules_ok(err);
    json_error_t je;
    json_t *root = json_loadb(buf, len, JSON_REJECT_DUPLICATES, &je);
    if (!root)
        return rules_fail_line(err, (size_t)(je.line > 0 ? je.line : 1), "JSON: %s",
                               je.text);
    ctx c = { err, "top level" };
    rules_status st = RULES_OK;
    rules_ruleset *rs = NULL;
    rules_format fmt;
    const char *fname = json_string_value(json_object_get(root, "format"));
    if (!json_is_object(root)) {
        st = bad(&c, "must be an object");
        goto done;
    }
    if (!fname || !rules_format_parse(fname, &fmt)) {
        st = bad(&c, "\"format\" must be \"ackanomic\", \"anomic\" or \"regulations\"");
        goto done;
    }
    rs = rules_ruleset_new(fmt);
    if (!rs) {
        st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        goto done;
    }
    {
        char *pre = NULL, *epi = NULL;
        bool fnl = true;
        if ((st = get_str(&c, root, "preamble", true, &pre)) ||
            (st = get_str(&c, root, "epilogue", true, &epi)) ||
            (st = get_bool(&c, root, "final_newline", &fnl))) {
            free(pre);
            free(epi);
            goto done;
        }
        rs->preamble = pre;
        rs->epilogue = epi;
        rs->final_newline = fnl;
    }
    json_t *arr = json_object_get(root, "rules");
    if (!json_is_array(arr)) {
        st = bad(&c, "\"rules\" must be an array");
        goto done;
    }
    for (size_t i = 0; i < json_array_size(arr); i++) {
        snprintf(c.path, sizeof c.path, "rules[%zu]", i);
        rules_rule *r = rules_rule_new();
        if (!r) {
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
        if ((st = rule_from(&c, json_array_get(arr, i), r, i))) {
            rules_rule_free(r);
            goto done;
        }
        snprintf(c.path, sizeof c.path, "rules[%zu]", i);
        if (!r->repealed && rules_find(rs, r->number)) {
            rules_rule_free(r);
            st = bad(&c, "a rule with this number is already in force");
            goto done;
        }
        if (rules_ruleset_append(rs, r) || rules_ruleset_reindex(rs)) {
            st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
            goto done;
        }
    }
    *out = rs;
    rs = NULL;
done:
    rules_ruleset_free(rs);
    json_decref(root);
    return st;
}
