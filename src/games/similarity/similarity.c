/* similarity.c: the pure core of A Nomic's Similarity Game (seed 001,
 * R337; similarity.h says what it owns). No engine, no allocation. */
#include "games/similarity/similarity.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>

/* One item: [*b, *e) trimmed of blanks. */
static void trim(const char **b, const char **e)
{
	while (*b < *e && isspace((unsigned char)**b))
		(*b)++;
	while (*e > *b && isspace((unsigned char)(*e)[-1]))
		(*e)--;
}

static int same(const char *a, size_t alen, const char *b, size_t blen)
{
	if (alen != blen)
		return 0;
	for (size_t i = 0; i < alen; i++)
		if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i]))
			return 0;
	return 1;
}

sim_err sim_check_list(const char *text, int min_distinct, int *nitems, int *ndistinct)
{
	enum { MAX = 256 };
	const char *item[MAX];
	size_t len[MAX];
	int n = 0, distinct = 0;
	const char *p = text;
	for (;;) {
		const char *comma = strchr(p, ',');
		const char *b = p, *e = comma ? comma : p + strlen(p);
		trim(&b, &e);
		if (b == e) {
			/* A lone list with no comma and nothing in it is empty, too. */
			*nitems = n;
			*ndistinct = distinct;
			return SIM_EMPTY_ITEM;
		}
		int dup = 0;
		for (int i = 0; i < n && i < MAX; i++)
			dup |= same(item[i], len[i], b, (size_t)(e - b));
		if (n < MAX) {
			item[n] = b;
			len[n] = (size_t)(e - b);
		}
		n++;
		distinct += !dup;
		if (!comma)
			break;
		p = comma + 1;
	}
	*nitems = n;
	*ndistinct = distinct;
	return distinct < min_distinct ? SIM_TOO_FEW : SIM_OK;
}
