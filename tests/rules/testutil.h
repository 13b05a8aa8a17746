/* testutil.h: helpers shared by the rules tests: loading the shipped
 * rulesets from data/rulesets (RULES_DATA_DIR, set by meson) and counting
 * rule headers independently of the importers, with POSIX regexes. */
#ifndef NOMICD_TESTS_RULES_TESTUTIL_H
#define NOMICD_TESTS_RULES_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rules.h"
#include "rules/rules_io.h"

#ifndef RULES_DATA_DIR
#error "RULES_DATA_DIR must name data/rulesets"
#endif

static inline char *tu_read(const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", RULES_DATA_DIR, name);
    char *buf = NULL;
    rules_error e;
    if (rules_read_file(path, &buf, len, &e) != RULES_OK)
        fail_msg("cannot read %s: %s", path, e.msg);
    return buf;
}

static inline rules_ruleset *tu_load(const char *name, rules_format f)
{
    size_t len;
    char *buf = tu_read(name, &len);
    rules_ruleset *rs = NULL;
    rules_error e;
    rules_status st = rules_import(f, buf, len, &rs, &e);
    free(buf);
    if (st != RULES_OK)
        fail_msg("import of %s failed at line %zu: %s", name, e.line, e.msg);
    return rs;
}

/* Lines of buf that match the extended regex re (whole-line anchors in
 * re); counted line by line, not by the importer. */
static inline size_t tu_count_lines(const char *buf, size_t len, const char *re)
{
    regex_t rx;
    assert_int_equal(regcomp(&rx, re, REG_EXTENDED | REG_NOSUB), 0);
    size_t count = 0, start = 0;
    char line[4096];
    for (size_t i = 0; i <= len; i++) {
        if (i == len || buf[i] == '\n') {
            size_t n = i - start < sizeof line - 1 ? i - start : sizeof line - 1;
            memcpy(line, buf + start, n);
            line[n] = '\0';
            count += regexec(&rx, line, 0, NULL, 0) == 0;
            start = i + 1;
        }
    }
    regfree(&rx);
    return count;
}

static inline const rules_rule *tu_rule(const rules_ruleset *rs, const char *num)
{
    const rules_rule *r = rules_find_str(rs, num);
    if (!r)
        fail_msg("rule %s not found", num);
    return r;
}

#endif
