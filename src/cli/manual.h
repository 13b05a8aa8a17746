/* manual.h: the manual generated from the command table (manual.c). */
#ifndef NOMIC_CLI_MANUAL_H
#define NOMIC_CLI_MANUAL_H

#include <stdio.h>

/* Writes nomic(1) in roff, or docs/COMMANDS.md's Markdown: 0, or -1 when f
 * failed. usage is the program's usage text, version its version. */
int manual_print(FILE *f, int markdown, const char *usage, const char *version);

#endif
