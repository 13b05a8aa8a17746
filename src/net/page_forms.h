/* page_forms.h: what a page needs to offer a signed-in player a form
 * (issue 18 item 2): who the viewer is as a player, whether the command's
 * permission lets em issue it (the same check as core/command.c's
 * command_denied, so a page never offers what would be refused for who
 * one is), a command line's words quoted as the tokenizer reads them, and
 * the JSON a form template draws (templates/form_button.html, and the
 * templates' own forms that post to /commands with the form protocol,
 * docs/WEB.md "Forms": csrf, key, back, then `command` or `c` with
 * a1..a9). */
#ifndef NOMIC_NET_PAGE_FORMS_H
#define NOMIC_NET_PAGE_FORMS_H

#include "core/state.h"
#include "core/util.h"

#include <jansson.h>

/* The signed-in viewer as a player (not a non-player), or NULL. */
const player *form_viewer(const nomic *n, const char *actor);

/* 1 when p passes core's permission check (command_denied) for the
 * command named `name` ("resign", "cfj judge"); 0 for NULL p, an unknown
 * command, or one only the admin or the clock may issue. The handler may
 * still refuse for the state of things; the pages check that themselves. */
int form_may(const nomic *n, const player *p, const char *name);

/* Appends word to line (a space first when line is not empty), in quotes
 * with \" and \\ escaped when it holds a space, a quote or a backslash or
 * is empty: one word for core/command.c's words_split. */
void form_word(sbuf *line, const char *word);

/* {"label": label, "command": line, "back": back}: one button that posts
 * the whole command line (templates/form_button.html). */
json_t *form_button(const char *label, const char *line, const char *back);

#endif
