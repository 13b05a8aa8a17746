/* etag.c: validators and a response cache for the GET views (issue 17
 * item 2). A view is a function of the state, which changes only by
 * events: so what a GET returns is fixed by the log's head, who asks
 * (views differ by viewer), the path and the query's arguments, the game
 * time under a real clock (which moves without events: views show it),
 * whether the nomic is read-only (GET /api/v1/nomic says so), and the
 * nomic (a server may serve several) and the build of this server (a salt
 * drawn at start). The ETag is a hash of
 * those, computed before the view is built, so that
 *   - If-None-Match with it is answered 304 with no body, and nothing is
 *     built (RFC 9110 13.1.2);
 *   - the built response is kept under it, and the same GET again is sent
 *     from the cache: libmicrohttpd responses are reference-counted and
 *     may be queued on many connections at once.
 * The head is read before the view is built, so a body is never older
 * than its tag: at worst newer, which costs a client one more 200.
 *
 * Cache-Control: "no-cache" (keep it, but ask again each time: the state
 * may change any moment) and "private" when the viewer signed in, with
 * Vary: Authorization (and Cookie on a page), so that no shared cache hands one player's view to
 * another. Everything else (errors, commands' answers) stays no-store. */
#include "net/web.h"

#include <pthread.h>
#include <sodium.h>
#include <string.h>
#include <time.h>

#define CACHE_SLOTS 256
/* Past this many bytes kept, a new response is sent but not kept. */
#define CACHE_MAX_BYTES (64u << 20)
/* A response larger than this is never kept (a long log page). */
#define CACHE_MAX_ONE (4u << 20)

typedef struct slot {
	char etag[48];
	struct MHD_Response *resp;
	size_t size;
} slot;

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static slot cache[CACHE_SLOTS];
static size_t cache_bytes;
static unsigned char salt[16];
static pthread_once_t salt_once = PTHREAD_ONCE_INIT;

static void salt_init(void)
{
	randombytes_buf(salt, sizeof salt);
}

static unsigned slot_of(const char *etag)
{
	/* The tag is hex: its first bytes are as good as any hash. */
	unsigned v = 0;
	for (int i = 1; i < 5 && etag[i]; i++)
		v = v * 16 + (unsigned)(etag[i] <= '9' ? etag[i] - '0' : etag[i] - 'a' + 10);
	return v % CACHE_SLOTS;
}

/* Each query argument, as the handlers read them (web_arg): decoded. */
static enum MHD_Result hash_arg(void *cls, enum MHD_ValueKind kind, const char *key,
				const char *value)
{
	crypto_generichash_state *st = cls;
	/* Each string with its NUL, and "no value" apart from "": no two
	 * lists of arguments hash alike. */
	crypto_generichash_update(st, (const unsigned char *)key, strlen(key) + 1);
	crypto_generichash_update(st, (const unsigned char *)(value ? "=" : "-"), 1);
	if (value)
		crypto_generichash_update(st, (const unsigned char *)value, strlen(value) + 1);
	return MHD_YES;
}

void web_etag_compute(web_request *r)
{
	pthread_once(&salt_once, salt_init);
	uint64_t head = engine_head(r->e);
	/* No lock of the engine's: a GET must be answered (or found
	 * unchanged) while a long command runs. A real clock's views show
	 * max(wall, game time); the game time moves past the wall only by
	 * events, so the wall's second and the head decide it. */
	int64_t now = engine_clock_real(r->e) ? (int64_t)time(NULL) : 0;
	char ro[512];
	if (!engine_readonly(r->e, ro, sizeof ro))
		ro[0] = '\0';
	crypto_generichash_state st;
	unsigned char h[16];
	crypto_generichash_init(&st, NULL, 0, sizeof h);
	crypto_generichash_update(&st, salt, sizeof salt);
	/* Several nomics may share a server (and this cache). */
	uintptr_t which = (uintptr_t)r->e;
	crypto_generichash_update(&st, (const unsigned char *)&which, sizeof which);
	crypto_generichash_update(&st, (const unsigned char *)&head, sizeof head);
	crypto_generichash_update(&st, (const unsigned char *)&now, sizeof now);
	/* Each string with its NUL, so no two lists run together alike. */
	/* A page's forms carry the request's CSRF token (csrf.c): the same
	 * player's two sessions, or two visitors, never share a page. */
	const char *parts[] = {r->actor ? r->actor : "", ro, r->path, r->csrf};
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
		crypto_generichash_update(&st, (const unsigned char *)parts[i],
					  strlen(parts[i]) + 1);
	MHD_get_connection_values(r->conn, MHD_GET_ARGUMENT_KIND, hash_arg, &st);
	crypto_generichash_final(&st, h, sizeof h);
	char hex[sizeof h * 2 + 1];
	sodium_bin2hex(hex, sizeof hex, h, sizeof h);
	snprintf(r->etag, sizeof r->etag, "\"%s\"", hex);
}

/* RFC 9110 13.1.2: "*", or a list of entity tags, weak or strong, compared
 * weakly. Ours are quoted hex, so finding one whole in the list is
 * finding it as a member. */
static int none_match(web_request *r)
{
	const char *h = MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND,
						    MHD_HTTP_HEADER_IF_NONE_MATCH);
	if (!h)
		return 0;
	while (*h == ' ' || *h == '\t')
		h++;
	return strcmp(h, "*") == 0 || strstr(h, r->etag) != NULL;
}

void web_validators(web_request *r, struct MHD_Response *resp)
{
	MHD_add_response_header(resp, MHD_HTTP_HEADER_ETAG, r->etag);
	MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL,
				r->actor ? "private, no-cache" : "no-cache");
	/* A page is signed in by its session cookie too (csrf.c); the API
	 * only by the header. */
	MHD_add_response_header(resp, MHD_HTTP_HEADER_VARY,
				r->json ? "Authorization" : "Authorization, Cookie");
}

int web_etag_answer(web_request *r, enum MHD_Result *ret)
{
	if (!r->etag[0])
		return 0;
	if (none_match(r)) {
		struct MHD_Response *resp =
			MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
		if (!resp) {
			*ret = MHD_NO;
			return 1;
		}
		web_validators(r, resp);
		*ret = MHD_queue_response(r->conn, MHD_HTTP_NOT_MODIFIED, resp);
		MHD_destroy_response(resp);
		return 1;
	}
	pthread_mutex_lock(&cache_lock);
	slot *s = &cache[slot_of(r->etag)];
	int hit = s->resp && strcmp(s->etag, r->etag) == 0;
	if (hit)
		*ret = MHD_queue_response(r->conn, MHD_HTTP_OK, s->resp);
	pthread_mutex_unlock(&cache_lock);
	return hit;
}

void web_etag_keep(web_request *r, struct MHD_Response *resp, size_t size)
{
	if (size > CACHE_MAX_ONE)
		return;
	pthread_mutex_lock(&cache_lock);
	slot *s = &cache[slot_of(r->etag)];
	struct MHD_Response *old = s->resp;
	size_t freed = old ? s->size : 0;
	if (cache_bytes - freed + size <= CACHE_MAX_BYTES) {
		/* The slot's response is let go; connections sending it hold
		 * references of their own. */
		if (old)
			MHD_destroy_response(old);
		cache_bytes = cache_bytes - freed + size;
		snprintf(s->etag, sizeof s->etag, "%s", r->etag);
		s->resp = resp;
		s->size = size;
		resp = NULL;
	}
	pthread_mutex_unlock(&cache_lock);
	if (resp)
		MHD_destroy_response(resp);
}

void web_etag_clear(void)
{
	pthread_mutex_lock(&cache_lock);
	for (int i = 0; i < CACHE_SLOTS; i++) {
		if (cache[i].resp)
			MHD_destroy_response(cache[i].resp);
		memset(&cache[i], 0, sizeof cache[i]);
	}
	cache_bytes = 0;
	pthread_mutex_unlock(&cache_lock);
}
