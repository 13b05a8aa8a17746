/* go_sbuf.c: the renderers' growable string and colour palette. */
#include "games/go/go_sbuf.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool grow(go_sbuf *b, size_t extra)
{
	if (b->failed)
		return false;
	if (b->len + extra + 1 <= b->cap)
		return true;
	size_t nc = b->cap ? b->cap : 1024;
	while (nc < b->len + extra + 1)
		nc *= 2;
	char *s = realloc(b->s, nc);
	if (!s) {
		b->failed = true;
		return false;
	}
	b->s = s;
	b->cap = nc;
	return true;
}

void go_sbuf_printf(go_sbuf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || !grow(b, (size_t)n))
		return;
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

void go_sbuf_xml(go_sbuf *b, const char *text)
{
	for (const char *p = text; *p; p++) {
		switch (*p) {
		case '&': go_sbuf_printf(b, "&amp;"); break;
		case '<': go_sbuf_printf(b, "&lt;"); break;
		case '>': go_sbuf_printf(b, "&gt;"); break;
		case '"': go_sbuf_printf(b, "&quot;"); break;
		default: go_sbuf_printf(b, "%c", *p);
		}
	}
}

char *go_sbuf_finish(go_sbuf *b)
{
	if (!grow(b, 0)) {
		free(b->s);
		b->s = NULL;
		return NULL;
	}
	b->s[b->len] = '\0';
	return b->s;
}

const char *go_colour(int i, char *buf)
{
	static const char *const fixed[] = {
		"#111111", "#f5f5f5", "#d62728", "#1f77b4", "#2ca02c", "#ff7f0e",
		"#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f",
	};
	if (i >= 0 && i < (int)(sizeof fixed / sizeof *fixed))
		return strcpy(buf, fixed[i]);
	/* HSV with golden-angle hue steps, s = 0.65, v = 0.85. */
	double h = fmod((double)i * 137.508, 360.0), s = 0.65, v = 0.85;
	double c = v * s, hp = h / 60.0, x = c * (1 - fabs(fmod(hp, 2.0) - 1));
	double r = 0, g = 0, bl = 0;
	switch ((int)hp) {
	case 0: r = c; g = x; break;
	case 1: r = x; g = c; break;
	case 2: g = c; bl = x; break;
	case 3: g = x; bl = c; break;
	case 4: r = x; bl = c; break;
	default: r = c; bl = x; break;
	}
	double m = v - c;
	snprintf(buf, 8, "#%02x%02x%02x", (int)((r + m) * 255), (int)((g + m) * 255),
		(int)((bl + m) * 255));
	return buf;
}
