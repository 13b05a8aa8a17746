/* svg.c: the pictures' writer (svg.h): element nesting kept on a small
 * stack so a document is always balanced, every string escaped, numbers
 * printed alike everywhere. Issue 18 item 4. */
#include "net/svg/svg.h"
#include "net/text.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

const char *svg_num(double v, char *buf, size_t len)
{
	if (!isfinite(v))
		v = 0;
	/* Two decimals are finer than any screen shows at these sizes. */
	double r = round(v * 100.0) / 100.0;
	if (r == 0)
		r = 0; /* -0 prints as "-0" */
	snprintf(buf, len, "%.2f", r);
	char *dot = strchr(buf, '.');
	if (dot) {
		char *end = buf + strlen(buf) - 1;
		while (end > dot && *end == '0')
			*end-- = '\0';
		if (end == dot)
			*end = '\0';
	}
	return buf;
}

void svg_escape(sbuf *b, const char *text)
{
	/* XML 1.0 allows no C0 control but tab, newline and carriage return,
	 * even as a character reference: one would make the document
	 * unreadable, so it becomes a space before html_escape sees it. */
	const char *p = text ? text : "";
	size_t n = strlen(p), i = 0;
	for (; i < n; i++)
		if ((unsigned char)p[i] < 0x20 && p[i] != '\t' && p[i] != '\n')
			break;
	if (i == n) {
		html_escape(b, p);
		return;
	}
	char *copy = xstrdup(p);
	for (i = 0; i < n; i++)
		if ((unsigned char)copy[i] < 0x20 && copy[i] != '\t' && copy[i] != '\n')
			copy[i] = ' ';
	html_escape(b, copy);
	free(copy);
}

/* The attribute format: literal markup, %s escaped, %d, %f, %%. */
static void attrs_v(svg *s, const char *fmt, va_list ap)
{
	if (!fmt || !*fmt)
		return;
	sbuf *b = s->out;
	sbuf_add(b, " ");
	for (const char *p = fmt; *p; p++) {
		if (*p != '%') {
			sbuf_addn(b, p, 1);
			continue;
		}
		char num[32];
		switch (*++p) {
		case 's':
			svg_escape(b, va_arg(ap, const char *));
			break;
		case 'd':
			sbuf_printf(b, "%d", va_arg(ap, int));
			break;
		case 'f':
			sbuf_add(b, svg_num(va_arg(ap, double), num, sizeof num));
			break;
		case '%':
			sbuf_add(b, "%");
			break;
		default: /* a format the writer does not know: the code's bug */
			s->bad = 1;
			return;
		}
	}
}

/* Tags are the code's literals; still, only letters reach the output. */
static int tag_ok(const char *tag)
{
	if (!tag || !*tag)
		return 0;
	for (const char *p = tag; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
			return 0;
	return 1;
}

static void start_tag(svg *s, const char *tag, const char *fmt, va_list ap)
{
	sbuf_add(s->out, "<");
	sbuf_add(s->out, tag);
	attrs_v(s, fmt, ap);
}

static int push(svg *s, const char *tag)
{
	if (!tag_ok(tag) || s->depth >= SVG_MAX_DEPTH) {
		s->bad = 1;
		return -1;
	}
	s->open[s->depth++] = tag;
	return 0;
}

void svg_open(svg *s, const char *tag, const char *attrs, ...)
{
	if (push(s, tag))
		return;
	va_list ap;
	va_start(ap, attrs);
	start_tag(s, tag, attrs, ap);
	va_end(ap);
	sbuf_add(s->out, ">");
}

void svg_leaf(svg *s, const char *tag, const char *attrs, ...)
{
	if (!tag_ok(tag)) {
		s->bad = 1;
		return;
	}
	va_list ap;
	va_start(ap, attrs);
	start_tag(s, tag, attrs, ap);
	va_end(ap);
	sbuf_add(s->out, "/>\n");
}

void svg_text(svg *s, const char *tag, const char *text, const char *attrs, ...)
{
	if (!tag_ok(tag)) {
		s->bad = 1;
		return;
	}
	va_list ap;
	va_start(ap, attrs);
	start_tag(s, tag, attrs, ap);
	va_end(ap);
	sbuf_add(s->out, ">");
	svg_escape(s->out, text);
	sbuf_printf(s->out, "</%s>\n", tag);
}

void svg_content(svg *s, const char *text)
{
	if (s->depth == 0) {
		s->bad = 1;
		return;
	}
	svg_escape(s->out, text);
}

void svg_close(svg *s)
{
	if (s->depth == 0) {
		s->bad = 1;
		return;
	}
	sbuf_printf(s->out, "</%s>\n", s->open[--s->depth]);
}

void svg_begin(svg *s, sbuf *out, int w, int h, const char *title, const char *desc)
{
	memset(s, 0, sizeof *s);
	s->out = out;
	sbuf_add(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	svg_open(s, "svg", "xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		 "viewBox=\"0 0 %d %d\" role=\"img\" aria-labelledby=\"t d\"", w, h, w, h);
	sbuf_add(out, "\n");
	svg_text(s, "title", title, "id=\"t\"");
	svg_text(s, "desc", desc, "id=\"d\"");
}

int svg_end(svg *s)
{
	while (s->depth > 0)
		svg_close(s);
	return s->bad ? -1 : 0;
}
