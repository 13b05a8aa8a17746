/* svg.h: the one small writer every picture the server draws goes through
 * (issue 18 item 4: card faces and backs, score and balance charts). A
 * picture is built element by element: the tags and the attribute formats
 * are the code's own literals, and every string that reaches the picture,
 * as an attribute's value (%s) or as text, goes through html_escape
 * (net/text.h) after the characters XML forbids (C0 controls but tab and
 * newline) are replaced, so a player's name can never open a tag or end
 * the document. Numbers are printed the same way on every machine (at most
 * two decimals, no exponent, no "-0"), so a picture is a function of what
 * it shows and its ETag of its bytes.
 *
 * Pictures are separate documents shown with <img>, never inlined in a
 * page: an <img> runs no script and loads nothing, whatever the SVG holds. */
#ifndef NOMIC_NET_SVG_H
#define NOMIC_NET_SVG_H

#include "core/util.h"

/* Deeper than any picture here nests; past it the writer refuses. */
#define SVG_MAX_DEPTH 16

typedef struct svg {
	sbuf *out;
	const char *open[SVG_MAX_DEPTH]; /* the tags open, outermost first */
	int depth;
	int bad; /* a misuse (too deep, a close with nothing open): svg_end fails */
} svg;

/* Starts a document of w x h user units into out: the XML declaration,
 * <svg> with its viewBox and role="img", then <title> and <desc> (what a
 * screen reader says; both escaped). Leaves <svg> open. */
void svg_begin(svg *s, sbuf *out, int w, int h, const char *title, const char *desc);

/* <tag ATTRS> and leaves it open; <tag ATTRS/>. attrs is a format: literal
 * markup of the code's (name="value" pairs), with %s (a string, escaped),
 * %d (an int), %f (a double, svg_num) and %% conversions only; NULL or ""
 * for none. */
void svg_open(svg *s, const char *tag, const char *attrs, ...)
	__attribute__((format(printf, 3, 4)));
void svg_leaf(svg *s, const char *tag, const char *attrs, ...)
	__attribute__((format(printf, 3, 4)));
/* <tag ATTRS>TEXT</tag>, TEXT escaped. */
void svg_text(svg *s, const char *tag, const char *text, const char *attrs, ...)
	__attribute__((format(printf, 4, 5)));
/* Escaped text inside the innermost open element. */
void svg_content(svg *s, const char *text);
/* Closes the innermost open element. */
void svg_close(svg *s);
/* Closes what is still open (the <svg>); 0, or -1 when the writer was
 * misused (the document must not be sent). */
int svg_end(svg *s);

/* A number as pictures print it: rounded to two decimals, trailing zeros
 * and a "-0" dropped ("12", "3.5", "-0.25"). buf holds at least 32. */
const char *svg_num(double v, char *buf, size_t len);

/* Appends text escaped as svg.c does (controls replaced, then
 * html_escape): for callers that build an attribute value in pieces. */
void svg_escape(sbuf *b, const char *text);

#endif
