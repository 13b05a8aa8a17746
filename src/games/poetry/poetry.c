/* poetry.c: the pure core of A Nomic's Poetry Contest (seed 001, R339;
 * poetry.h says what it owns). No engine, no allocation. */
#include "games/poetry/poetry.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

const char *poetry_strerror(poetry_err e)
{
	switch (e) {
	case POETRY_OK: return "ok";
	case POETRY_NO_TOPIC: return "the challenge sets a topic first (R339 Limits and "
				     "guidelines)";
	case POETRY_UNKNOWN: return "besides the topic a challenge sets only a length, a style "
				    "and a title (R339 Limits and guidelines)";
	case POETRY_TWICE: return "a part is given twice";
	case POETRY_EMPTY: return "a part has no value";
	case POETRY_TOO_LONG: return "a part is too long for the server";
	}
	return "unknown error";
}

static poetry_err put(char *dst, const char *b, const char *e)
{
	while (b < e && isspace((unsigned char)*b))
		b++;
	while (e > b && isspace((unsigned char)e[-1]))
		e--;
	if (b == e)
		return POETRY_EMPTY;
	if ((size_t)(e - b) >= POETRY_FIELD)
		return POETRY_TOO_LONG;
	if (*dst)
		return POETRY_TWICE;
	memcpy(dst, b, (size_t)(e - b));
	dst[e - b] = 0;
	return POETRY_OK;
}

poetry_err poetry_parse(const char *text, poetry_challenge *out, int *part)
{
	static const char *const keys[] = {"length", "style", "title"};
	memset(out, 0, sizeof *out);
	const char *p = text;
	for (int k = 1;; k++) {
		*part = k;
		const char *semi = strchr(p, ';');
		const char *e = semi ? semi : p + strlen(p);
		poetry_err r;
		if (k == 1) {
			/* "topic:" may be written; a length, style or title first
			 * leaves the topic out. */
			const char *b = p;
			while (b < e && isspace((unsigned char)*b))
				b++;
			if (e - b >= 6 && strncasecmp(b, "topic:", 6) == 0)
				p = b + 6;
			else
				for (int i = 0; i < 3; i++) {
					size_t n = strlen(keys[i]);
					const char *q = b + n;
					if ((size_t)(e - b) > n && strncasecmp(b, keys[i], n) == 0) {
						while (q < e && isspace((unsigned char)*q))
							q++;
						if (q < e && *q == ':')
							return POETRY_NO_TOPIC;
					}
				}
			r = put(out->topic, p, e);
			if (r == POETRY_EMPTY)
				return POETRY_NO_TOPIC;
		} else {
			const char *b = p;
			while (b < e && isspace((unsigned char)*b))
				b++;
			const char *colon = memchr(b, ':', (size_t)(e - b));
			if (!colon)
				return POETRY_UNKNOWN;
			char *dst = NULL;
			char *fields[] = {out->length, out->style, out->title};
			for (int i = 0; i < 3; i++) {
				size_t n = strlen(keys[i]);
				const char *ke = colon;
				while (ke > b && isspace((unsigned char)ke[-1]))
					ke--;
				if ((size_t)(ke - b) == n && strncasecmp(b, keys[i], n) == 0)
					dst = fields[i];
			}
			if (!dst)
				return POETRY_UNKNOWN;
			r = put(dst, colon + 1, e);
		}
		if (r)
			return r;
		if (!semi)
			return POETRY_OK;
		p = semi + 1;
	}
}
