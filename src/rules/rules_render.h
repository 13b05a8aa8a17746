/* rules_render.h: plain-text views of a ruleset (public API), like
 * Agora's Short Logical Ruleset (current texts only) and Full Logical
 * Ruleset (with authors, notes and history).  Rules in force only.
 * Returned strings are malloc'd (NULL when out of memory).  Visibility is
 * not enforced here: the engine renders for a viewer and must withhold
 * Secret and Private content before calling these. */
#ifndef NOMICD_RULES_RENDER_H
#define NOMICD_RULES_RENDER_H

#include "rules/rules.h"

char *rules_render_rule(const rules_rule *r, bool full, size_t *len);
char *rules_render_short(const rules_ruleset *rs, size_t *len);
char *rules_render_full(const rules_ruleset *rs, size_t *len);
/* One history entry as a line, e.g.
 * "revision 1: amended by Proposal 376/0, 20 Jan 2001 00:00:00 UTC". */
char *rules_render_history_entry(const rules_history_entry *h);

#endif
