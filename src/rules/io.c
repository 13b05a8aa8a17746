/* io.c: the format-independent half of import/export: dispatch, format
 * detection, file reading, and the self-check that makes every export
 * lossless or an error. */
#include "rules/rules_io.h"
#include "rules/rules_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *rules_format_name(rules_format f)
{
    switch (f) {
    case RULES_FORMAT_ACKANOMIC: return "ackanomic";
    case RULES_FORMAT_ANOMIC: return "anomic";
    case RULES_FORMAT_REGULATIONS: return "regulations";
    }
    return "unknown";
}

bool rules_format_parse(const char *name, rules_format *out)
{
    for (int f = RULES_FORMAT_ACKANOMIC; f <= RULES_FORMAT_REGULATIONS; f++)
        if (name && strcmp(name, rules_format_name((rules_format)f)) == 0) {
            *out = (rules_format)f;
            return true;
        }
    return false;
}

rules_layout rules_default_layout(rules_format f)
{
    rules_layout l = { false, 0, 1 };
    if (f == RULES_FORMAT_ANOMIC)
        l.gap = 1;
    if (f == RULES_FORMAT_REGULATIONS)
        l.trail = 0;
    return l;
}

rules_status rules_import(rules_format format, const char *buf, size_t len,
                          rules_ruleset **out, rules_error *err)
{
    switch (format) {
    case RULES_FORMAT_ACKANOMIC: return rules_import_ackanomic(buf, len, out, err);
    case RULES_FORMAT_ANOMIC: return rules_import_anomic(buf, len, out, err);
    case RULES_FORMAT_REGULATIONS:
        return rules_import_regulations(buf, len, out, err);
    }
    *out = NULL;
    return rules_fail(err, RULES_ERR_INVALID, "unknown format");
}

rules_status rules_export_check(const rules_ruleset *rs, rules_format f,
                                const char *out, size_t len, rules_error *err)
{
    rules_ruleset *back = NULL;
    rules_error e2;
    if (rules_import(f, out, len, &back, &e2)) {
        if (e2.status == RULES_ERR_NOMEM)
            return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
        return rules_fail(err, RULES_ERR_UNREPRESENTABLE,
                          "the %s file written would not read back (line %zu: %s)",
                          rules_format_name(f), e2.line, e2.msg);
    }
    char why[200];
    bool same = rules_ruleset_equal_as(rs, back, f, rs->format == f, why, sizeof why);
    rules_ruleset_free(back);
    if (!same)
        return rules_fail(err, RULES_ERR_UNREPRESENTABLE,
                          "not representable in the %s format: %s",
                          rules_format_name(f), why);
    return RULES_OK;
}

rules_status rules_export(const rules_ruleset *rs, rules_format format,
                          char **out, size_t *len, rules_error *err)
{
    *out = NULL;
    if (len)
        *len = 0;
    rules_ok(err);
    rules_buf b;
    rules_buf_init(&b);
    rules_status st;
    switch (format) {
    case RULES_FORMAT_ACKANOMIC: st = rules_export_ackanomic(rs, &b, err); break;
    case RULES_FORMAT_ANOMIC: st = rules_export_anomic(rs, &b, err); break;
    case RULES_FORMAT_REGULATIONS: st = rules_export_regulations(rs, &b, err); break;
    default: st = rules_fail(err, RULES_ERR_INVALID, "unknown format"); break;
    }
    size_t n = 0;
    char *s = st ? NULL : rules_buf_take(&b, &n);
    rules_buf_free(&b);
    if (!st && !s)
        st = rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    if (!st)
        st = rules_export_check(rs, format, s, n, err);
    if (st) {
        free(s);
        return st;
    }
    *out = s;
    if (len)
        *len = n;
    return RULES_OK;
}

bool rules_detect_format(const char *buf, size_t len, rules_format *out)
{
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && buf[j] != '\n')
            j++;
        const char *l = buf + i;
        size_t n = j - i;
        rules_number num;
        uint32_t rev;
        if (n > 5 && memcmp(l, "Rule ", 5) == 0) {
            const char *colon = NULL;
            for (size_t k = 5; k + 2 < n; k++)
                if (l[k] == ' ' && l[k + 1] == ':' && l[k + 2] == ' ') {
                    colon = l + k;
                    break;
                }
            if (colon && rules_parse_number_rev(l + 5, (size_t)(colon - l) - 5, &num, &rev)) {
                *out = RULES_FORMAT_ANOMIC;
                return true;
            }
            if (rules_parse_number_rev(l + 5, n - 5, &num, &rev)) {
                *out = RULES_FORMAT_ACKANOMIC;
                return true;
            }
        }
        if (n > 3 && l[0] == '-' && l[1] == ' ' && l[n - 1] == '.' &&
            rules_number_parse(l + 2, n - 3, &num) && num.sub == 0) {
            *out = RULES_FORMAT_REGULATIONS;
            return true;
        }
        i = j + 1;
    }
    return false;
}

rules_status rules_read_file(const char *path, char **buf, size_t *len,
                             rules_error *err)
{
    *buf = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return rules_fail(err, RULES_ERR_IO, "%s: %s", path, strerror(errno));
    rules_buf b;
    rules_buf_init(&b);
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        rules_buf_add(&b, chunk, n);
    bool bad = ferror(f);
    fclose(f);
    if (bad) {
        rules_buf_free(&b);
        return rules_fail(err, RULES_ERR_IO, "%s: read error", path);
    }
    *buf = rules_buf_take(&b, len);
    if (!*buf)
        return rules_fail(err, RULES_ERR_NOMEM, "out of memory");
    return RULES_OK;
}

rules_status rules_import_file(const char *path, rules_format format,
                               rules_ruleset **out, rules_error *err)
{
    char *buf;
    size_t len;
    *out = NULL;
    rules_status st = rules_read_file(path, &buf, &len, err);
    if (st)
        return st;
    st = rules_import(format, buf, len, out, err);
    free(buf);
    return st;
}
