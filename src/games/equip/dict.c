/* dict.c: the Official Dictionary (R1250.3 III c) as a word list: Debian's
 * wamerican (/usr/share/dict/american-english), or the file NOMIC_DICT
 * names. Only entries made wholly of lower-case ASCII letters count: the
 * list's proper nouns, possessives and accented words are not "words" for
 * the games (docs/RULINGS.md). Loaded once, sorted, for binary-search
 * membership and a linear scan for substrings. Handlers go through
 * od_word(), which logs its verdict so replay never reads the file. */
#include "games/equip/equip.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OD_DEFAULT "/usr/share/dict/american-english"
#define OD_MAX_WORD 64

static char **words;
static int nwords = -1; /* -1: missing */
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int acceptable(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (*s < 'a' || *s > 'z')
			return 0;
	return 1;
}

static void load(void)
{
	const char *path = getenv("NOMIC_DICT");
	FILE *f = fopen(path && *path ? path : OD_DEFAULT, "r");
	if (!f)
		return;
	char line[256];
	int cap = 0, n = 0;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\r\n")] = '\0';
		if (!acceptable(line) || strlen(line) > OD_MAX_WORD)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 1024;
			words = xrealloc(words, (size_t)cap * sizeof *words);
		}
		words[n++] = xstrdup(line);
	}
	fclose(f);
	qsort(words, (size_t)n, sizeof *words, cmp);
	int k = 0; /* drop duplicates */
	for (int i = 0; i < n; i++) {
		if (k && strcmp(words[k - 1], words[i]) == 0)
			free(words[i]);
		else
			words[k++] = words[i];
	}
	nwords = k;
}

int od_size(void)
{
	pthread_once(&once, load);
	return nwords;
}

int od_has(const char *word)
{
	if (od_size() < 0)
		return -1;
	char low[OD_MAX_WORD + 1];
	size_t n = strlen(word);
	if (n == 0 || n > OD_MAX_WORD)
		return 0;
	for (size_t i = 0; i <= n; i++)
		low[i] = (char)(word[i] >= 'A' && word[i] <= 'Z' ? word[i] + 32 : word[i]);
	const char *key = low;
	return bsearch(&key, words, (size_t)nwords, sizeof *words, cmp) != NULL;
}

int od_containing(const char *sub, char *first, size_t n)
{
	if (od_size() < 0)
		return -1;
	int k = 0;
	for (int i = 0; i < nwords; i++)
		if (strstr(words[i], sub)) {
			if (!k && first)
				snprintf(first, n, "%s", words[i]);
			k++;
		}
	return k;
}

int od_word(ctx *c, const char *word)
{
	char key[OD_MAX_WORD + 8];
	snprintf(key, sizeof key, "_od_%.*s", OD_MAX_WORD, word);
	for (char *p = key; *p; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p + 32);
	const json_t *was = ctx_recorded(c);
	const json_t *rec = was ? json_object_get(was, key) : NULL;
	int v;
	if (rec) {
		v = json_integer_value(rec) != 0;
	} else {
		v = od_has(word);
		if (v < 0)
			return ctx_fail(c, "the Official Dictionary is not installed (wamerican)");
	}
	ctx_arg_int(c, key, v);
	return v;
}
