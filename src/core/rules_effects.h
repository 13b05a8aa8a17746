/* rules_effects.h: changes to the nomic's ruleset as journaled effects.
 *
 * The admin's `rule ...` commands call these today; adopted proposals
 * (Ackanomic R104) will call them with the proposal as the cause. Each adds
 * a history entry and a new revision (src/rules), at the event's time, and
 * is undone with the rest of its command if anything later fails. */
#ifndef NOMIC_RULES_EFFECTS_H
#define NOMIC_RULES_EFFECTS_H

#include "core/ctx.h"

/* number: the number asked for, or NULL; suite: the Rule Suite named for
 * it, or NULL (R303 II). The number given is written into assigned. */
int effect_rule_enact(ctx *c, const char *number, const char *suite, const char *title,
		      const char *text, const char *cause, char *assigned, size_t n);
/* The same, with the Lua script beside the text (NULL: none). */
int effect_rule_enact_script(ctx *c, const char *number, const char *suite, const char *title,
			     const char *text, const char *script, const char *cause,
			     char *assigned, size_t n);
/* An adopted Ace of Spades regulation (reg 112): number, its text and its
 * designation (a rules_visibility, reg 106); an older Mutable one of that
 * number is repealed. */
int effect_rule_enact_regulation(ctx *c, const char *number, const char *text, int visibility,
				 const char *cause);
int effect_rule_amend(ctx *c, const char *number, const char *text, const char *cause);
/* One amendment of the text (NULL: kept) and the script (script_op is a
 * rules_script_op: kept, set to script, or removed). */
int effect_rule_amend_script(ctx *c, const char *number, const char *text, int script_op,
			     const char *script, const char *cause);
int effect_rule_repeal(ctx *c, const char *number, const char *cause);
int effect_rule_renumber(ctx *c, const char *from, const char *to, const char *cause);
int effect_rule_retitle(ctx *c, const char *number, const char *title, const char *cause);
int effect_rule_transmute(ctx *c, const char *number, const char *mutability,
			  const char *cause);

/* Whether a line of the command language is a rule change (rule enact,
 * amend, script, repeal, renumber, retitle, transmute) of a Private or
 * Secret regulation in force: such a line carries its content, and so
 * does a proposal whose effect it is (visibility.h). Reads only the first
 * three words, so an unfinished line is judged too. */
int rules_line_touches_hidden(const nomic *n, const char *line);

/* Line diff of two texts, "- " removed, "+ " added, "  " kept. */
void text_diff(const char *a, const char *b, sbuf *out);

#endif
