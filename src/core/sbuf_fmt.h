/* sbuf_fmt.h: the plain conversions of printf, formatted without stdio, for
 * sbuf_vprintf (util.c). Replies and the reports' records are formatted at
 * every event of a replay, and glibc's vsnprintf was ~13 % of a verify's
 * instructions (issue 17 item 3). */
#ifndef NOMIC_SBUF_FMT_H
#define NOMIC_SBUF_FMT_H

#include "core/util.h"

#include <stdarg.h>

/* Appends fmt formatted with ap to b, byte for byte as vsnprintf would
 * write it, if every conversion in fmt is a plain one: %%, %s, %c, and
 * %d %i %u with no length or with l, ll (and %zu): no flags, width or
 * precision. Returns 0 then, b's text allocated even when nothing was
 * added (as sbuf_addn leaves it). Returns -1, having read no argument and
 * changed nothing, for any other format: the caller uses vsnprintf. */
int sbuf_fmt_plain(sbuf *b, const char *fmt, va_list ap);

#endif
