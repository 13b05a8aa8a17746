/* poetry.h: the pure core of A Nomic's Poetry Contest (seed 001, R339):
 * the form of its challenge. "The Poet Laurate will set a topic, and
 * optionally a length, a style and/or a title": written
 * `TOPIC[; length: L][; style: S][; title: T]`. No engine;
 * tests/games/poetry tests it alone. */
#ifndef NOMIC_GAMES_POETRY_H
#define NOMIC_GAMES_POETRY_H

#define POETRY_FIELD 256

typedef enum poetry_err {
	POETRY_OK = 0,
	POETRY_NO_TOPIC,   /* the topic is not optional */
	POETRY_UNKNOWN,    /* a part that is not length, style or title */
	POETRY_TWICE,      /* the same part given twice */
	POETRY_EMPTY,      /* a part with no value */
	POETRY_TOO_LONG,   /* a part longer than POETRY_FIELD - 1 */
} poetry_err;

typedef struct poetry_challenge {
	char topic[POETRY_FIELD], length[POETRY_FIELD], style[POETRY_FIELD], title[POETRY_FIELD];
} poetry_challenge;

/* Reads a challenge; on an error, *part is the 1-based part at fault. */
poetry_err poetry_parse(const char *text, poetry_challenge *out, int *part);
const char *poetry_strerror(poetry_err e);

#endif
