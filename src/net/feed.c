/* feed.c: the nomic's news as Atom 1.0 feeds (RFC 4287), for feed readers:
 * GET /feed.atom, the nomic's latest public events with their texts, and
 * GET /games/N/feed.atom, those of one game (issue 13, item 1).
 *
 * Always the public's view, whatever the request carries: a feed's URL is
 * pasted into readers, shared and logged, so it must never hold a token,
 * and a feed that needs none has nothing to leak (docs/HTTP.md, Feeds).
 * The entries come from engine_news_json, which renders every event
 * through vis_event_json: an event the public may not see whole (a hidden
 * move, a secret vote, a sealed rule change) has no text for em and gives
 * no entry at all, not even a placeholder.
 *
 * Ids are URNs that survive restarts and copies of the file: the feed's is
 * a UUID made from the hash of event 1 (init), which the hash chain fixes
 * forever; an entry's from that and its event's number, so an event is the
 * same entry in the nomic's feed and in its game's. */
#include "core/util.h"
#include "games/framework/games.h"
#include "net/text.h"
#include "net/web.h"

#include <ctype.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* A feed carries the latest 50 entries: feed readers poll and keep what
 * they have seen, so a day's worth of a busy nomic is plenty, and a fixed
 * number keeps every request's cost bounded (each entry is one read of the
 * log), which a limit in the URL would not. */
#define FEED_ENTRIES 50
/* An entry's title is its text's first line, cut to this many bytes. */
#define FEED_TITLE_MAX 160

/* Appends s as XML character data: & < > " escaped, ill-formed UTF-8
 * repaired to U+FFFD, and the characters XML 1.0 forbids (C0 controls
 * other than tab, LF and CR; U+FFFE, U+FFFF) dropped, so any text a
 * player wrote makes a well-formed document. */
static void xml_text(sbuf *b, const char *s, size_t max)
{
	char *ok = utf8_repair(s ? s : "");
	const unsigned char *p = (const unsigned char *)ok;
	size_t used = 0;
	while (*p) {
		size_t len = *p < 0x80 ? 1 : *p < 0xe0 ? 2 : *p < 0xf0 ? 3 : 4;
		if (max && used + len > max) {
			sbuf_add(b, "\xe2\x80\xa6"); /* … */
			break;
		}
		used += len;
		if (*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r') {
			p++;
			continue;
		}
		if (len == 3 && p[0] == 0xef && p[1] == 0xbf && (p[2] == 0xbe || p[2] == 0xbf)) {
			p += 3;
			continue;
		}
		switch (*p) {
		case '&': sbuf_add(b, "&amp;"); break;
		case '<': sbuf_add(b, "&lt;"); break;
		case '>': sbuf_add(b, "&gt;"); break;
		case '"': sbuf_add(b, "&quot;"); break;
		default: sbuf_printf(b, "%.*s", (int)len, (const char *)p);
		}
		p += len;
	}
	free(ok);
}

/* "urn:uuid:..." from the nomic's identity and a name within it: a
 * version 8 (RFC 9562, hash-based of our own) UUID from BLAKE2b. */
static void urn(sbuf *b, const char *nomic_id, const char *name)
{
	unsigned char h[16];
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, sizeof h);
	crypto_generichash_update(&st, (const unsigned char *)nomic_id, strlen(nomic_id) + 1);
	crypto_generichash_update(&st, (const unsigned char *)name, strlen(name));
	crypto_generichash_final(&st, h, sizeof h);
	h[6] = (unsigned char)((h[6] & 0x0f) | 0x80);
	h[8] = (unsigned char)((h[8] & 0x3f) | 0x80);
	sbuf_add(b, "urn:uuid:");
	for (int i = 0; i < 16; i++)
		sbuf_printf(b, "%s%02x", i == 4 || i == 6 || i == 8 || i == 10 ? "-" : "", h[i]);
}

/* Whether text names game N ("game 3", not "game 31"): a game's public
 * texts all do, as the framework and the games write them. */
static int names_game(const char *text, void *arg)
{
	const char *want = arg;
	size_t n = strlen(want);
	for (const char *s = text; *s; s++)
		if (strncasecmp(s, want, n) == 0 && (s == text || !isalnum((unsigned char)s[-1])) &&
		    !isdigit((unsigned char)s[n]))
			return 1;
	return 0;
}

static enum MHD_Result send_feed(web_request *r, const char *title, const char *self,
				 const char *alternate, int game_id)
{
	/* The nomic's identity: event 1's hash, public and fixed for ever. */
	json_t *first = engine_log_json(r->e, 1, 1, NULL);
	const char *h = json_string_value(json_object_get(json_array_get(first, 0), "hash"));
	const char *born = json_string_value(json_object_get(json_array_get(first, 0), "time"));
	char nomic_id[80], since[40];
	snprintf(nomic_id, sizeof nomic_id, "%s", h ? h : "");
	snprintf(since, sizeof since, "%s", born ? born : "1970-01-01T00:00:00Z");
	json_decref(first);
	char gname[32];
	snprintf(gname, sizeof gname, "game %d", game_id);
	json_t *news = engine_news_json(r->e, 0, FEED_ENTRIES, NULL, game_id ? names_game : NULL,
					gname);

	sbuf b = {0};
	sbuf_add(&b, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
		     "<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<id>");
	urn(&b, nomic_id, game_id ? gname : "feed");
	sbuf_add(&b, "</id>\n<title>");
	xml_text(&b, title, 0);
	sbuf_add(&b, "</title>\n<updated>");
	json_t *newest = json_array_get(news, 0);
	xml_text(&b, newest ? json_string_value(json_object_get(newest, "time")) : since, 0);
	sbuf_printf(&b, "</updated>\n<link rel=\"self\" type=\"application/atom+xml\" href=\"%s\"/>\n"
		    "<link rel=\"alternate\" type=\"text/html\" href=\"%s\"/>\n"
		    "<author><name>", self, alternate);
	xml_text(&b, title, 0);
	sbuf_add(&b, "</name></author>\n<generator>nomicd</generator>\n");
	size_t i;
	json_t *ev;
	json_array_foreach(news, i, ev) {
		json_int_t seq = json_integer_value(json_object_get(ev, "seq"));
		const char *text = json_string_value(json_object_get(ev, "text"));
		const char *nl = strchr(text, '\n');
		char *line = xstrdup(text);
		if (nl)
			line[nl - text] = '\0';
		char name[32];
		snprintf(name, sizeof name, "event %lld", (long long)seq);
		sbuf_add(&b, "<entry>\n<id>");
		urn(&b, nomic_id, name);
		sbuf_add(&b, "</id>\n<title type=\"text\">");
		xml_text(&b, line, FEED_TITLE_MAX);
		sbuf_add(&b, "</title>\n<updated>");
		xml_text(&b, json_string_value(json_object_get(ev, "time")), 0);
		sbuf_printf(&b, "</updated>\n<link rel=\"alternate\" type=\"application/json\""
			    " href=\"/api/v1/log?from=%lld&amp;limit=1\"/>\n<content type=\"text\">",
			    (long long)seq);
		xml_text(&b, text, 0);
		sbuf_add(&b, "</content>\n</entry>\n");
		free(line);
	}
	sbuf_add(&b, "</feed>\n");
	json_decref(news);
	enum MHD_Result ret = web_send(r, MHD_HTTP_OK, "application/atom+xml; charset=utf-8", b.s,
				       b.len, NULL);
	sbuf_free(&b);
	return ret;
}

enum MHD_Result feed_nomic(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	char *title = xstrdup(n->title ? n->title : "nomic");
	engine_read_end(r->e);
	enum MHD_Result ret = send_feed(r, title, "/feed.atom", "/", 0);
	free(title);
	return ret;
}

enum MHD_Result feed_game(web_request *r, int64_t id)
{
	const nomic *n = engine_read_begin(r->e);
	const game *g = game_by_id(n, (int)id);
	sbuf title = {0};
	if (g)
		sbuf_printf(&title, "%s: game %d (%s)", n->title ? n->title : "nomic", g->id,
			    g->cls->title);
	engine_read_end(r->e);
	if (!g)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such game");
	char self[64], alt[48];
	snprintf(self, sizeof self, "/games/%lld/feed.atom", (long long)id);
	snprintf(alt, sizeof alt, "/games/%lld", (long long)id);
	enum MHD_Result ret = send_feed(r, title.s, self, alt, (int)id);
	sbuf_free(&title);
	return ret;
}
