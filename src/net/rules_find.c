/* rules_find.c: the search box of /rules (issue 18 item 5): every word of
 * the query, in any case, in a rule's title or in one of its kept texts.
 *
 * `rules search` (core/rules_search.c) keeps an FTS5 index as a cache in
 * the nomic, rebuilt on the writer's side; a page is drawn by a reader
 * under the shared read lock, where nothing may be written, so the page
 * searches the texts directly instead: a ruleset is a few hundred rules,
 * and each search reads each kept text once. What the searcher may not
 * read (a Private or Secret regulation's texts and title, Ace of Spades
 * reg 106; core/visibility.h) is never matched. */
#include "net/rules_find.h"
#include "net/text.h"
#include "net/views.h"
#include "rules/rules.h"

#include <stdlib.h>
#include <string.h>

static char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* Where word (already lower case) first stands in s ignoring ASCII case,
 * or NULL. */
static const char *find_word(const char *s, const char *word)
{
	size_t wl = strlen(word);
	for (const char *p = s; *p; p++) {
		size_t i = 0;
		while (i < wl && p[i] && lower(p[i]) == word[i])
			i++;
		if (i == wl)
			return p;
	}
	return NULL;
}

/* The words of the query, lower-cased, into words[]; their count, or -1
 * with *why. */
static int split(const char *query, char *buf, size_t buflen, char **words, const char **why)
{
	size_t len = query ? strlen(query) : 0;
	if (len > RULES_FIND_MAX_QUERY || len >= buflen) {
		*why = "A search is at most 200 characters long.";
		return -1;
	}
	if (!utf8_valid(query, len)) {
		*why = "A search is text: that is not valid UTF-8.";
		return -1;
	}
	int nw = 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)query[i];
		if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
			*why = "A search is words: it may not hold control characters.";
			return -1;
		}
		buf[i] = c == '\t' || c == '\n' || c == '\r' ? ' ' : lower((char)c);
	}
	buf[len] = '\0';
	for (char *p = buf; *p;) {
		while (*p == ' ')
			*p++ = '\0';
		if (!*p)
			break;
		if (nw == RULES_FIND_MAX_WORDS) {
			*why = "A search is at most 8 words.";
			return -1;
		}
		words[nw++] = p;
		while (*p && *p != ' ')
			p++;
	}
	if (!nw)
		*why = "Type one or more words to search the rules for.";
	return nw ? nw : -1;
}

/* Up to 160 bytes of text around at, cut on UTF-8 character boundaries,
 * with "..." where it was cut. */
static json_t *snippet(const char *text, const char *at)
{
	size_t len = strlen(text), pos = at ? (size_t)(at - text) : 0;
	size_t from = pos > 60 ? pos - 60 : 0, to = pos + 100 < len ? pos + 100 : len;
	while (from > 0 && ((unsigned char)text[from] & 0xC0) == 0x80)
		from--;
	while (to < len && ((unsigned char)text[to] & 0xC0) == 0x80)
		to++;
	sbuf b = {0};
	sbuf_printf(&b, "%s%.*s%s", from ? "..." : "", (int)(to - from), text + from,
		    to < len ? "..." : "");
	json_t *j = json_text(b.s ? b.s : "");
	sbuf_free(&b);
	return j;
}

json_t *rules_find_words(const nomic *n, const vis_viewer *v, const char *query, int *more,
			 const char **why)
{
	char buf[RULES_FIND_MAX_QUERY + 1], *words[RULES_FIND_MAX_WORDS];
	int nw = split(query, buf, sizeof buf, words, why);
	*more = 0;
	if (nw < 0)
		return NULL;
	json_t *out = json_array();
	for (size_t i = 0; n->rules && i < rules_count(n->rules); i++) {
		const rules_rule *r = rules_at(n->rules, i);
		/* The title is the current revision's: read only with it. */
		const char *title = r->title && vis_may_read_rule(v, n, r) ? r->title : "";
		/* The newest kept text first: one result a rule. */
		for (size_t t = r->n_texts; t-- > 0;) {
			const rules_text_revision *tr = &r->texts[t];
			if (!vis_may_read_revision(v, n, r, tr->revision))
				continue;
			const char *first = NULL;
			int all = 1;
			for (int w = 0; w < nw && all; w++) {
				const char *at = find_word(tr->text, words[w]);
				if (!at && !find_word(title, words[w]))
					all = 0;
				if (w == 0)
					first = at;
			}
			if (!all)
				continue;
			if (json_array_size(out) == RULES_FIND_MAX_RESULTS) {
				*more = 1;
				return out;
			}
			char num[RULES_NUMBER_BUFSZ];
			json_t *o = json_pack("{s:s, s:I, s:b, s:b, s:o, s:o}", "number",
					      rules_number_format(r->number, num, sizeof num),
					      "revision", (json_int_t)tr->revision, "current",
					      t + 1 == r->n_texts, "repealed", r->repealed, "title",
					      json_text(title), "snippet", snippet(tr->text, first));
			json_array_append_new(out, o);
			break;
		}
	}
	return out;
}
