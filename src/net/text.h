/* text.h: the byte-level text work of the HTTP front end: UTF-8 checks,
 * HTML escaping and form (x-www-form-urlencoded) decoding. Nothing here
 * knows about HTTP or the engine, so it is easy to test and to fuzz. */
#ifndef NOMIC_NET_TEXT_H
#define NOMIC_NET_TEXT_H

#include "core/util.h"

#include <stddef.h>

/* 1 when s[0..n) is well-formed UTF-8 (no overlongs, no surrogates, nothing
 * above U+10FFFF) and holds no NUL byte. */
int utf8_valid(const char *s, size_t n);

/* A malloc'd copy of s with each ill-formed UTF-8 byte replaced by U+FFFD. */
char *utf8_repair(const char *s);

/* Appends s to b with & < > " ' escaped, so it is safe both as element text
 * and inside a quoted attribute. Ill-formed UTF-8 becomes U+FFFD rather
 * than reaching the browser. */
void html_escape(sbuf *b, const char *s);

/* A malloc'd copy of s, or when s is longer than max bytes, its head and
 * its tail with " … " between (cut at character boundaries, about two
 * thirds head). Errors echo what they refuse; this is how much of it. */
char *text_elide(const char *s, size_t max);

/* Decodes the value of field `name` in an x-www-form-urlencoded body
 * ('+' is a space, %XX a byte). Returns a malloc'd string, or NULL when the
 * field is missing, appears twice, or decodes to something that is not
 * NUL-free UTF-8; *bad is set to 1 in the last two cases. */
char *form_field(const char *body, size_t n, const char *name, int *bad);

/* Appends s percent-encoded as one URL path segment (RFC 3986: all but the
 * unreserved characters), so /offices/NAME and /players/NAME links work for
 * any name. */
void url_segment(sbuf *b, const char *s);

#endif
