/* api.c: the JSON API: the state views, the log, and submitting a command.
 * Every view is copied out for the signed-in viewer under the engine's read
 * lock (as a json_t), and serialized and sent after it is let go; the log is
 * read without the state lock at all (engine_log_json). A command is
 * answered only after engine_submit says it is durable. */
#include "core/idem.h"
#include "net/text.h"
#include "net/web.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define LOG_DEFAULT_LIMIT 100
#define LOG_MAX_LIMIT 1000

/* A page of the log longer than the default costs tens of milliseconds of
 * CPU (a thousand events parsed and rendered), on one of the server's
 * few pool threads (http.c), which bound how many are built at once. Its
 * turn may come after its client has gone: then it is not built. */
#define LOG_LONG LOG_DEFAULT_LIMIT

enum MHD_Result api_view(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	json_t *j = r->view(n, r->actor, web_now(n));
	engine_read_end(r->e);
	return web_json(r, MHD_HTTP_OK, j);
}

enum MHD_Result api_nomic(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	json_t *j = view_nomic(n, r->actor, web_now(n));
	engine_read_end(r->e);
	json_object_set_new(j, "head", json_integer((json_int_t)engine_head(r->e)));
	/* An operator's first question when commands fail: can it write? */
	char why[512];
	if (engine_readonly(r->e, why, sizeof why))
		json_object_set_new(j, "readonly", json_text(why));
	return web_json(r, MHD_HTTP_OK, j);
}

/* A query argument that must be a whole number in [lo, hi]; def if absent. */
static int int_arg(web_request *r, const char *name, int64_t lo, int64_t hi, int64_t def,
		   int64_t *out)
{
	const char *s = web_arg(r, name);
	*out = def;
	if (!s)
		return 0;
	if (parse_int64(s, out) || *out < lo || *out > hi)
		return -1;
	return 0;
}

enum MHD_Result api_log(web_request *r)
{
	int64_t from, limit;
	if (int_arg(r, "from", 1, INT64_MAX, 1, &from))
		return web_error(r, MHD_HTTP_BAD_REQUEST, "from is a sequence number, 1 or more");
	if (int_arg(r, "limit", 1, LOG_MAX_LIMIT, LOG_DEFAULT_LIMIT, &limit))
		return web_error(r, MHD_HTTP_BAD_REQUEST, "limit is a number from 1 to 1000");
	/* The engine redacts hidden events and private arguments for anyone
	 * but their actor and the admin; the public is viewer NULL. */
	if (limit > LOG_LONG && web_client_gone(r))
		return MHD_NO;
	/* The head after the events, so that it is never behind them. */
	char *events = engine_log_text(r->e, (uint64_t)from, (int)limit, r->actor);
	uint64_t head = engine_head(r->e);
	sbuf b = {0};
	sbuf_printf(&b, "{\"head\":%llu,\"events\":%s}", (unsigned long long)head, events);
	free(events);
	char *text = sbuf_take(&b);
	return web_json_text(r, MHD_HTTP_OK, text);
}

#define NEWS_DEFAULT_LIMIT 20
#define NEWS_MAX_LIMIT 100

/* GET /api/v1/news?limit=N&before=SEQ: the latest events with a public
 * text the viewer may read, newest first (core/news.c); page back with
 * before = the last seq. */
enum MHD_Result api_news(web_request *r)
{
	int64_t limit, before;
	if (int_arg(r, "limit", 1, NEWS_MAX_LIMIT, NEWS_DEFAULT_LIMIT, &limit))
		return web_error(r, MHD_HTTP_BAD_REQUEST, "limit is a number from 1 to 100");
	if (int_arg(r, "before", 1, INT64_MAX, 0, &before))
		return web_error(r, MHD_HTTP_BAD_REQUEST, "before is a sequence number, 1 or more");
	json_t *events = engine_news_json(r->e, (uint64_t)before, (int)limit, r->actor, NULL, NULL);
	json_t *j = json_pack("{s:I, s:o}", "head", (json_int_t)engine_head(r->e), "events",
			      events ? events : json_array());
	return web_json(r, MHD_HTTP_OK, j);
}

/* The command line a POST carries; or NULL, with *status a 4xx and why. */
static char *command_from_body(web_request *r, unsigned *status, char *why, size_t n)
{
	const char *body = r->body.s ? r->body.s : "";
	size_t len = r->body.len;
	*status = MHD_HTTP_BAD_REQUEST;
	if (web_content_type_is(r, "text/plain")) {
		if (!utf8_valid(body, len)) {
			snprintf(why, n, "the command is not valid UTF-8 (or holds a NUL byte)");
			return NULL;
		}
		/* `curl --data-binary @file` sends the file's final newline. */
		while (len && (body[len - 1] == '\n' || body[len - 1] == '\r'))
			len--;
		char *line = xmalloc(len + 1);
		memcpy(line, body, len);
		line[len] = '\0';
		return line;
	}
	/* JSON is the default: a client that names no type most likely
	 * meant it. */
	const char *ct = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
						     MHD_HTTP_HEADER_CONTENT_TYPE);
	if (ct && !web_content_type_is(r, "application/json")) {
		*status = MHD_HTTP_UNSUPPORTED_MEDIA_TYPE;
		snprintf(why, n, "send application/json or text/plain");
		return NULL;
	}
	json_error_t err;
	/* jansson refuses ill-formed UTF-8 and \u0000 in strings itself. */
	json_t *j = json_loadb(body, len, JSON_REJECT_DUPLICATES, &err);
	if (!j) {
		snprintf(why, n, "the body is not valid JSON: %s", err.text);
		return NULL;
	}
	const char *cmd = json_string_value(json_object_get(j, "command"));
	char *line = NULL;
	if (!json_is_object(j) || !cmd)
		snprintf(why, n, "the body needs a \"command\" string");
	else
		line = xstrdup(cmd);
	json_decref(j);
	return line;
}

/* s as a JSON string into b, byte for byte as json_dumps(json_text(s),
 * JSON_COMPACT) writes it: ill-formed UTF-8 repaired as json_text does,
 * then '"', '\\' and the control characters escaped (the five with a short
 * form in it, the rest as \u00XX), everything else as it is. */
static void add_json_string(sbuf *b, const char *s)
{
	char *fixed = NULL;
	if (!s)
		s = "";
	else if (!utf8_valid(s, strlen(s)))
		s = fixed = utf8_repair(s);
	sbuf_add(b, "\"");
	const char *run = s;
	for (const char *p = s;; p++) {
		unsigned char c = (unsigned char)*p;
		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		sbuf_addn(b, run, (size_t)(p - run));
		run = p + 1;
		if (!c)
			break;
		switch (c) {
		case '"': sbuf_add(b, "\\\""); break;
		case '\\': sbuf_add(b, "\\\\"); break;
		case '\b': sbuf_add(b, "\\b"); break;
		case '\f': sbuf_add(b, "\\f"); break;
		case '\n': sbuf_add(b, "\\n"); break;
		case '\r': sbuf_add(b, "\\r"); break;
		case '\t': sbuf_add(b, "\\t"); break;
		default: sbuf_printf(b, "\\u%04X", c); break;
		}
	}
	sbuf_add(b, "\"");
	free(fixed);
}

/* The answer, once the engine has the command durable or refused: the
 * handler's second call (defer.c). An accepted command's answer is
 * written directly, not built as a json_t and dumped: every POST makes
 * one, and jansson's pack and dump were a tenth of a POST's instructions
 * (issue 17 item 4; the bytes are the same). */
static enum MHD_Result command_answer(web_request *r)
{
	const reply *rep = &r->rep;
	const char *why;
	unsigned status = web_reply_status(rep, &why);
	json_t *j;
	if (status == MHD_HTTP_OK) {
		sbuf b = {0};
		sbuf_add(&b, "{\"ok\":true,\"reply\":");
		add_json_string(&b, rep->text);
		sbuf_printf(&b, ",\"seq\":%lld", (long long)rep->seq);
		if (rep->repeated)
			sbuf_add(&b, ",\"repeated\":true");
		/* The only time a token is ever shown: the engine keeps its hash. */
		if (rep->secret) {
			sbuf_add(&b, ",\"token\":");
			add_json_string(&b, rep->secret);
		}
		sbuf_add(&b, "}");
		return web_json_text(r, status, sbuf_take(&b));
	} else {
		/* A refusal quotes what it refuses: never a hostile input whole. */
		char *capped = text_elide(why, WEB_MAX_ECHO);
		j = json_pack("{s:b, s:o}", "ok", 0, "error", json_text(capped));
		free(capped);
	}
	return web_json(r, status, j);
}

enum MHD_Result api_command(web_request *r)
{
	if (r->submitted)
		return command_answer(r);
	unsigned status;
	char bad[256];
	/* A client that may send a command twice (a retry after a reply it
	 * never got) names it with a key: sent again, it is not done again. */
	const char *key = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND, "Idempotency-Key");
	unsigned char h[32];
	if (key && idem_hash("check", key, h))
		return web_error(r, MHD_HTTP_BAD_REQUEST, "an Idempotency-Key is 1 to 200 printable "
				 "ASCII characters");
	char *line = command_from_body(r, &status, bad, sizeof bad);
	if (!line)
		return web_error(r, status, bad);
	int limited;
	enum MHD_Result ret = web_limit(r, r->actor, line, &limited);
	if (!limited)
		ret = web_submit(r, r->actor, line, key);
	free(line);
	return ret;
}
