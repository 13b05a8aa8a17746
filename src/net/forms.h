/* forms.h: forms for commands, from the command table (issue 18 item 2).
 * A command's usage ("transfer AMOUNT CURRENCY to HOLDER [memo TEXT]") is
 * read once into the fields of a form, so every command, a rule's
 * script's too, gets a form without new HTML; and a posted form is put
 * back together into the one command line the nomic reads, each value
 * quoted so that no value can add a word of its own.
 *
 * The posted fields (the form protocol, docs/WEB.md "Forms"):
 *   c        the literal words the line starts with ("game move 3")
 *   aN       argument N (1..FORMS_MAX_ARGS), appended quoted when not empty
 *   pN       a literal word put before aN, only when aN is not empty
 *            ("memo" for [memo TEXT])
 *   sN       1: aN is several words (an argument written WORDS... in the
 *            usage, "target 10"), each quoted on its own
 * or the whole line in one field, `command`. Pure: no HTTP, no engine. */
#ifndef NOMIC_NET_FORMS_H
#define NOMIC_NET_FORMS_H

#include "core/util.h"

#include <jansson.h>

#define FORMS_MAX_ARGS 9

/* The form for a command named name with this usage, as JSON for the act
 * template: {"c": "transfer", "fields": [{"n": 1, "name": "a1", "label":
 * "amount", "type": "text"|"textarea"|"select", "options": [...],
 * "required": bool, "prefix": "memo"|absent, "words": true when the
 * argument takes several words}, ...], "free": bool}. When
 * the usage is past what the reader understands (nested brackets, more
 * than FORMS_MAX_ARGS arguments), the form is one free text field for the
 * rest of the line ("free": true, a1 appended as typed). */
json_t *forms_of_usage(const char *name, const char *usage);

/* Appends s to b as one word of the command language: in double quotes,
 * with \ and " escaped and a line break as \n (core/command.h
 * words_split), a carriage return dropped. */
void forms_quote(sbuf *b, const char *s);

/* The command line of a posted form: c, then each non-empty aN (quoted;
 * raw when raw is set (the form's `free` field), for the free form's rest of the line) after its
 * pN, split into words each quoted when words[i] is set. args[i],
 * prefixes[i] and words[i] are aN, pN and sN for N = i + 1 (NULL or 0
 * when absent). A malloc'd line, or NULL with why set when c is empty or a
 * prefix is not one plain word. */
char *forms_compose(const char *c, const char *const args[FORMS_MAX_ARGS],
		    const char *const prefixes[FORMS_MAX_ARGS], const int words[FORMS_MAX_ARGS],
		    int raw, const char **why);

#endif
