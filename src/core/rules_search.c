/* rules_search.c: the one full-text search of the ruleset (rules_search.h):
 * `rules search`, the /rules search box and /api/v1/rules?q= all call
 * rules_search_find. SQLite FTS5 over every rule's current text and every
 * past text the ruleset keeps.
 *
 * The index is an in-memory database that is not state: nothing observable
 * depends on it but through the ruleset it was built from, so replay stays
 * deterministic and the command stays CMD_READONLY. A page is drawn under
 * the engine's shared read lock, where nothing of the nomic may be written;
 * the index therefore hangs off the nomic behind an atomic pointer (set
 * once, by whoever searches first) and is built, refreshed and queried
 * under its own mutex, so readers in several threads may each find it
 * stale and rebuild it, one at a time, and search it. It holds every rule
 * with all its texts; each match is filtered by visibility.c when it is
 * read (Ace of Spades reg 104-106): the public never matches a word of a
 * Private or Secret regulation's texts or title, the admin does. */
#include "core/rules_search.h"
#include "core/util.h"

#include <pthread.h>
#include <sqlite3.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct search_index {
	pthread_mutex_t lock;
	sqlite3 *db;
	sqlite3_stmt *find;     /* the query, best first */
	sqlite3_stmt *textonly; /* does this row's text alone match? */
	uint64_t generation;    /* of the ruleset it was built from */
	int built;
} search_index;

static _Atomic uint64_t generations = 1;

uint64_t rules_generation_next(void)
{
	return atomic_fetch_add(&generations, 1);
}

static void index_destroy(search_index *ix)
{
	sqlite3_finalize(ix->find);
	sqlite3_finalize(ix->textonly);
	sqlite3_close(ix->db);
	pthread_mutex_destroy(&ix->lock);
	free(ix);
}

void rules_search_free(nomic *n)
{
	search_index *ix = atomic_exchange(&n->rules_index, NULL);
	if (ix)
		index_destroy(ix);
}

/* n's index, made by the first searcher: two readers racing here each make
 * one, and the loser frees its own. NULL when SQLite cannot open one. */
static search_index *index_of(const nomic *n)
{
	nomic *slot = (nomic *)n; /* only the cache pointer is written */
	search_index *ix = atomic_load(&slot->rules_index);
	if (ix)
		return ix;
	ix = xcalloc(1, sizeof *ix);
	pthread_mutex_init(&ix->lock, NULL);
	/* Our own mutex serializes every use of the connection. */
	if (sqlite3_open_v2(":memory:", &ix->db,
			    SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
			    NULL) != SQLITE_OK) {
		index_destroy(ix);
		return NULL;
	}
	void *none = NULL;
	if (!atomic_compare_exchange_strong(&slot->rules_index, &none, ix)) {
		index_destroy(ix);
		return none;
	}
	return ix;
}

/* (Re)builds the index from n's ruleset; under ix->lock. */
static int build(const nomic *n, search_index *ix, char *err, size_t errlen)
{
	sqlite3_stmt *ins = NULL;
	sqlite3_finalize(ix->find);
	sqlite3_finalize(ix->textonly);
	ix->find = ix->textonly = NULL;
	ix->built = 0;
	/* Only title and text are indexed: bm25 and the snippets see those. */
	if (sqlite3_exec(ix->db, "DROP TABLE IF EXISTS rt;"
			 "CREATE VIRTUAL TABLE rt USING fts5(idx UNINDEXED, revision UNINDEXED,"
			 " title, text);", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(ix->db, "INSERT INTO rt VALUES (?,?,?,?)", -1, &ins, NULL) !=
		    SQLITE_OK)
		goto fail;
	sqlite3_exec(ix->db, "BEGIN", NULL, NULL, NULL);
	for (size_t i = 0; i < rules_count(n->rules); i++) {
		const rules_rule *r = rules_at(n->rules, i);
		for (size_t t = 0; t < r->n_texts; t++) {
			sqlite3_bind_int64(ins, 1, (sqlite3_int64)i);
			sqlite3_bind_int64(ins, 2, r->texts[t].revision);
			sqlite3_bind_text(ins, 3, r->title ? r->title : "", -1, SQLITE_STATIC);
			sqlite3_bind_text(ins, 4, r->texts[t].text, -1, SQLITE_STATIC);
			int rc = sqlite3_step(ins);
			sqlite3_reset(ins);
			if (rc != SQLITE_DONE) {
				sqlite3_exec(ix->db, "ROLLBACK", NULL, NULL, NULL);
				goto fail;
			}
		}
	}
	if (sqlite3_exec(ix->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(ix->db,
			       "SELECT idx, revision, snippet(rt, 3, '[', ']', '...', 12),"
			       " snippet(rt, 3, '', '', '...', 32), rowid"
			       " FROM rt"
			       " WHERE rt MATCH ?1 ORDER BY rank", -1, &ix->find,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(ix->db,
			       "SELECT 1 FROM rt WHERE rt MATCH 'text : (' || ?1 || ')'"
			       " AND rowid = ?2", -1, &ix->textonly, NULL) != SQLITE_OK)
		goto fail;
	sqlite3_finalize(ins);
	ix->generation = n->rules_generation;
	ix->built = 1;
	return 0;
fail:
	snprintf(err, errlen, "the search index cannot be built: %s", sqlite3_errmsg(ix->db));
	sqlite3_finalize(ins);
	return -1;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Whether a bare word holds something FTS5's tokenizer keeps (a letter or
 * digit, or any non-ASCII character): "&" or "--" alone is no word. */
static int has_token(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x80 || (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
			return 1;
	}
	return 0;
}

/* The searcher's query as an FTS5 query in *fts: every word and phrase
 * quoted (so no character of it is FTS5 syntax but the trailing * and the
 * operators AND, OR, NOT), or -1 with the one sentence in err. */
static int translate(const char *q, sbuf *fts, char *err, size_t errlen)
{
	size_t len = strlen(q);
	int words = 0;
	if (len > RULES_SEARCH_MAX_QUERY) {
		snprintf(err, errlen, "A search is at most %d characters long.",
			 RULES_SEARCH_MAX_QUERY);
		return -1;
	}
	if (utf8_bad_at(q, len) != len) {
		snprintf(err, errlen, "A search is text: that is not valid UTF-8.");
		return -1;
	}
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)q[i] < 0x20 && !is_space(q[i])) {
			snprintf(err, errlen,
				 "A search is words: it may not hold control characters.");
			return -1;
		}
	for (const char *p = q; *p;) {
		if (is_space(*p)) {
			p++;
			continue;
		}
		const char *start, *end;
		int quoted = *p == '"';
		if (quoted) {
			start = p + 1;
			end = strchr(start, '"');
			if (!end) {
				snprintf(err, errlen, "A quoted phrase needs its closing quote.");
				return -1;
			}
			p = end + 1;
		} else {
			start = p;
			while (*p && !is_space(*p) && *p != '"')
				p++;
			end = p;
			size_t wl = (size_t)(end - start);
			if ((wl == 3 && !memcmp(start, "AND", 3)) ||
			    (wl == 2 && !memcmp(start, "OR", 2)) ||
			    (wl == 3 && !memcmp(start, "NOT", 3))) {
				sbuf_printf(fts, "%s%.*s", fts->len ? " " : "", (int)wl, start);
				continue;
			}
		}
		int prefix = 0;
		if (!quoted && end > start && end[-1] == '*') {
			prefix = 1;
			end--;
		} else if (quoted && *p == '*') {
			prefix = 1;
			p++;
		}
		if (!has_token(start, (size_t)(end - start)))
			continue;
		if (++words > RULES_SEARCH_MAX_WORDS) {
			snprintf(err, errlen, "A search is at most %d words.", RULES_SEARCH_MAX_WORDS);
			return -1;
		}
		/* A bare word holds no '"' (it stops there), a phrase neither. */
		sbuf_printf(fts, "%s\"%.*s\"%s", fts->len ? " " : "", (int)(end - start), start,
			    prefix ? "*" : "");
	}
	if (!words) {
		snprintf(err, errlen, "Type one or more words to search the rules for.");
		return -1;
	}
	return 0;
}

void rules_hits_free(rules_hits *h)
{
	for (size_t i = 0; i < h->n; i++) {
		free(h->v[i].title);
		free(h->v[i].marked);
		free(h->v[i].plain);
	}
	free(h->v);
	memset(h, 0, sizeof *h);
}

static void set_snippets(rules_hit *h, sqlite3_stmt *q)
{
	free(h->marked);
	free(h->plain);
	h->marked = xstrdup((const char *)sqlite3_column_text(q, 2));
	h->plain = xstrdup((const char *)sqlite3_column_text(q, 3));
}

/* Whether v may see this row: its revision, and when the rule's title is
 * not v's to read, a match in the text alone (a word of a hidden title is
 * found by no one who may not read it). */
static int row_visible(search_index *ix, const nomic *n, const vis_viewer *v,
		       const rules_rule *r, uint32_t rev, const char *fts, sqlite3_int64 rowid)
{
	if (!vis_may_read_revision(v, n, r, rev))
		return 0;
	if (vis_may_read_rule(v, n, r) || !r->title || !*r->title)
		return 1;
	sqlite3_bind_text(ix->textonly, 1, fts, -1, SQLITE_STATIC);
	sqlite3_bind_int64(ix->textonly, 2, rowid);
	int ok = sqlite3_step(ix->textonly) == SQLITE_ROW;
	sqlite3_reset(ix->textonly);
	return ok;
}

/* The revision of r's newest kept text (a script-only amendment makes a
 * revision without a text). */
static uint32_t newest(const rules_rule *r)
{
	return r->n_texts ? r->texts[r->n_texts - 1].revision : r->revision;
}

static int search_locked(search_index *ix, const nomic *n, const char *fts,
			 const vis_viewer *v, enum rules_search_mode mode, rules_hits *out,
			 char *err, size_t errlen)
{
	sqlite3_stmt *q = ix->find;
	size_t cap = 0;
	int rc;
	sqlite3_bind_text(q, 1, fts, -1, SQLITE_STATIC);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		size_t i = (size_t)sqlite3_column_int64(q, 0);
		uint32_t rev = (uint32_t)sqlite3_column_int64(q, 1);
		const rules_rule *r = i < rules_count(n->rules) ? rules_at(n->rules, i) : NULL;
		if (!r || !row_visible(ix, n, v, r, rev, fts, sqlite3_column_int64(q, 4)))
			continue;
		if (mode == RULES_SEARCH_BY_RULE) {
			size_t k = 0;
			while (k < out->n && out->v[k].rule != r)
				k++;
			if (k < out->n) {
				/* Seen: keep its rank, show its newest matching text. */
				if (rev > out->v[k].revision) {
					out->v[k].revision = rev;
					out->v[k].current = rev == newest(r);
					set_snippets(&out->v[k], q);
				}
				continue;
			}
		}
		if (out->n == RULES_SEARCH_MAX_RESULTS) {
			out->more = 1;
			if (mode == RULES_SEARCH_REVISIONS)
				break;
			continue; /* a seen rule's newer text may yet come */
		}
		if (out->n == cap) {
			cap = cap ? 2 * cap : 16;
			out->v = xrealloc(out->v, cap * sizeof *out->v);
		}
		rules_hit *h = &out->v[out->n++];
		memset(h, 0, sizeof *h);
		h->rule = r;
		rules_number_format(r->number, h->number, sizeof h->number);
		h->revision = rev;
		h->current = rev == newest(r);
		h->repealed = r->repealed;
		h->title = xstrdup(r->title && vis_may_read_rule(v, n, r) ? r->title : "");
		set_snippets(h, q);
	}
	int bad = rc != SQLITE_DONE && rc != SQLITE_ROW;
	sqlite3_reset(q);
	sqlite3_clear_bindings(q);
	if (bad) {
		/* The words are quoted: what FTS5 refuses is an operator out
		 * of place ("AND x", "x OR", "NOT x"). */
		snprintf(err, errlen, "cannot search for that: AND, OR and NOT go between words "
			 "or \"phrases\" (FTS5: %s)", sqlite3_errmsg(ix->db));
		rules_hits_free(out);
		return -1;
	}
	return 0;
}

int rules_search_find(const nomic *n, const char *query, const vis_viewer *v,
		      enum rules_search_mode mode, rules_hits *out, char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	if (!n->rules) {
		snprintf(err, errlen, "this nomic has no ruleset yet");
		return -1;
	}
	sbuf fts = {0};
	if (translate(query ? query : "", &fts, err, errlen)) {
		sbuf_free(&fts);
		return -1;
	}
	search_index *ix = index_of(n);
	if (!ix) {
		snprintf(err, errlen, "the search index cannot be opened");
		sbuf_free(&fts);
		return -1;
	}
	pthread_mutex_lock(&ix->lock);
	int rc = 0;
	if (!ix->built || ix->generation != n->rules_generation)
		rc = build(n, ix, err, errlen);
	if (!rc)
		rc = search_locked(ix, n, fts.s, v, mode, out, err, errlen);
	pthread_mutex_unlock(&ix->lock);
	sbuf_free(&fts);
	return rc;
}
