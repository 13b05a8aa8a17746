/* rules_io.h: lossless import and export of rulesets (public API).
 *
 * Text formats: the Ackanomic ruleset (seed 002), A Nomic's rules page
 * (seed 001, with history lines) and a contest's regulation list (seed
 * 004).  An import returns a complete ruleset or an error naming the line
 * and the reason; nothing is half-imported.  An export re-reads what it
 * wrote and fails with RULES_ERR_UNREPRESENTABLE rather than write a file
 * that would not read back as the same ruleset.  Exporting a ruleset in
 * the format it was read from reproduces the file byte for byte.
 *
 * JSON carries the whole model (past texts, history, layout) and is the
 * exact round trip for anything the engine builds.
 */
#ifndef NOMICD_RULES_IO_H
#define NOMICD_RULES_IO_H

#include "rules/rules.h"

rules_status rules_import(rules_format format, const char *buf, size_t len,
                          rules_ruleset **out, rules_error *err);
/* *out is malloc'd and NUL-terminated; *len excludes the NUL. */
rules_status rules_export(const rules_ruleset *rs, rules_format format,
                          char **out, size_t *len, rules_error *err);

rules_status rules_import_json(const char *buf, size_t len,
                               rules_ruleset **out, rules_error *err);
rules_status rules_export_json(const rules_ruleset *rs, char **out,
                               size_t *len, rules_error *err);

/* The same model as compact bytes (format_bin.c), for a nomic's checkpoints:
 * what JSON carries, much faster to write and read; not a file format. */
rules_status rules_export_bin(const rules_ruleset *rs, char **out, size_t *len,
                              rules_error *err);
rules_status rules_import_bin(const char *buf, size_t len, rules_ruleset **out,
                              rules_error *err);

/* Guesses the format from the first header-like line; false if none. */
bool rules_detect_format(const char *buf, size_t len, rules_format *out);
const char *rules_format_name(rules_format f);     /* "ackanomic", ... */
bool rules_format_parse(const char *name, rules_format *out);

/* Whole-file helpers.  rules_read_file's buffer is malloc'd. */
rules_status rules_read_file(const char *path, char **buf, size_t *len,
                             rules_error *err);
rules_status rules_import_file(const char *path, rules_format format,
                               rules_ruleset **out, rules_error *err);

#endif
