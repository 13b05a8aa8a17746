/* event.c: event hashing and the canonical encodings it hashes (event.h). */
#include "core/event.h"
#include "core/util.h"

#include <sodium.h>
#include <stdlib.h>
#include <string.h>

static void put_u64(crypto_generichash_state *st, uint64_t v)
{
	unsigned char b[8];
	for (int i = 0; i < 8; i++)
		b[i] = (unsigned char)(v >> (8 * i));
	crypto_generichash_update(st, b, sizeof b);
}

static void put_str(crypto_generichash_state *st, const char *s)
{
	size_t n = strlen(s);
	put_u64(st, n); /* length-prefixed, so fields cannot run into each other */
	crypto_generichash_update(st, (const unsigned char *)s, n);
}

void event_hash(const store_event *e, unsigned char out[HASH_BYTES])
{
	static const char domain[] = "nomicd/event/1";
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, HASH_BYTES);
	crypto_generichash_update(&st, (const unsigned char *)domain, sizeof domain);
	put_u64(&st, e->seq);
	put_u64(&st, (uint64_t)e->time);
	put_str(&st, e->actor);
	put_str(&st, e->command);
	put_str(&st, e->args);
	put_str(&st, e->draws);
	put_u64(&st, (uint64_t)e->hidden);
	crypto_generichash_update(&st, e->prev, HASH_BYTES);
	crypto_generichash_final(&st, out, HASH_BYTES);
}

char *json_canonical(const json_t *v)
{
	char *s = json_dumps(v, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
	return s ? s : xstrdup("null");
}

char *draws_to_json(const rng_draw *d, int n)
{
	if (n == 0) /* most events draw nothing (and replay writes every one) */
		return xstrdup("[]");
	sbuf b = {0};
	sbuf_add(&b, "[");
	for (int i = 0; i < n; i++) {
		sbuf_printf(&b, "%s[%llu,%llu", i ? "," : "", (unsigned long long)d[i].bound,
			    (unsigned long long)d[i].value);
		/* A purpose-keyed draw carries its key (rng.h); the object is
		 * written signed, as JSON's integers are (a time may be). */
		if (d[i].purpose)
			sbuf_printf(&b, ",\"%s\",%lld,%llu", d[i].purpose,
				    (long long)(int64_t)d[i].object, (unsigned long long)d[i].n);
		sbuf_add(&b, "]");
	}
	sbuf_add(&b, "]");
	return sbuf_take(&b);
}

int draws_from_json(const char *s, rng_draw **out)
{
	*out = NULL;
	if (strcmp(s, "[]") == 0) /* most events draw nothing: skip the parser */
		return 0;
	json_t *a = json_loads(s, 0, NULL);
	if (!json_is_array(a)) {
		json_decref(a);
		return -1;
	}
	size_t n = json_array_size(a);
	rng_draw *d = xcalloc(n ? n : 1, sizeof *d);
	for (size_t i = 0; i < n; i++) {
		/* [bound, value], or a purpose-keyed [bound, value, purpose,
		 * object, n] (rng.h). */
		json_t *pair = json_array_get(a, i);
		json_t *b = json_array_get(pair, 0), *v = json_array_get(pair, 1);
		size_t len = json_array_size(pair);
		json_t *p = json_array_get(pair, 2), *o = json_array_get(pair, 3),
		       *k = json_array_get(pair, 4);
		if ((len != 2 && len != 5) || !json_is_integer(b) || !json_is_integer(v) ||
		    json_integer_value(b) < 1 || json_integer_value(v) < 0 ||
		    (len == 5 && (!json_is_string(p) || !json_is_integer(o) || !json_is_integer(k) ||
				  json_integer_value(k) < 0))) {
			rng_draws_free(d, (int)i);
			json_decref(a);
			return -1;
		}
		d[i].bound = (uint64_t)json_integer_value(b);
		d[i].value = (uint64_t)json_integer_value(v);
		if (len == 5) {
			d[i].purpose = xstrdup(json_string_value(p));
			d[i].object = (uint64_t)json_integer_value(o);
			d[i].n = (uint64_t)json_integer_value(k);
		}
	}
	json_decref(a);
	*out = d;
	return (int)n;
}
