/* config.c: the configuration file's keys, their defaults and checks, and
 * the `key = value` reader (see config.h). The same checks serve the
 * flags of `nomic serve`, so a value the file refuses the flag refuses
 * too, in the same words. */
#include "cli/config.h"

#include "core/engine.h"
#include "core/util.h"
#include "net/admit.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum key_id { K_FILE, K_DATA, K_DICT, K_BIND, K_PORT, K_QUIET, K_CONNS, K_RATE, K_TIMEOUT,
	      K_SMTP, K_NOMICS, K_CHECKPOINT, K_TRUST_PROXY, K_COUNT };

#define STR_(x) #x
#define STR(x) STR_(x)

/* In enum key_id's order. The defaults as text are what the example file
 * shows; config_init sets the same values. */
static const config_key keys[] = {
	{"file", "./nomic.db",
	 "the nomic's file (or, with a PostgreSQL store, its connection string); "
	 "the environment's NOMIC_FILE when the file does not say"},
	{"data", "", "the data directory holding rulesets/ (NOMIC_DATA); "
	 "default: the source tree's data/"},
	{"dict", "", "the word list the games read (NOMIC_DICT); "
	 "default: /usr/share/dict/american-english"},
	{"bind", "127.0.0.1", "serve: the address to listen on"},
	{"port", "8080", "serve: the port to listen on (0: any free port)"},
	{"quiet", "no", "serve: yes to keep the HTTP library's errors and the stop out of the log"},
	{"conns-per-address", STR(ADMIT_CONNS_PER_ADDRESS),
	 "serve: connections one client address may hold at once (0: no limit)"},
	{"rate-per-address", STR(ADMIT_RATE_PER_ADDRESS),
	 "serve: requests a second one client address may make (0: no limit)"},
	{"request-timeout", STR(ADMIT_REQUEST_TIMEOUT),
	 "serve: seconds a request may take to arrive, and a reply to move"},
	{"smtp", "", "serve: the MTA (smtp://HOST:PORT, smtps://, smtp+starttls://) that sends "
	 "the mail outbox; "
	 "default: none"},
	{"nomics", "", "serve: a directory whose NAME.db files are each served under /n/NAME/ "
	 "(--nomics); default: none, the one nomic of `file`"},
	{"checkpoint-every", STR(ENGINE_CHECKPOINT_EVERY),
	 "a checkpoint of the state is written each time the log passes the last by this "
	 "many events, so that opening replays only the events after it (0: never)"},
	{"trust-proxy", "no",
	 "serve: yes when a proxy in front ends TLS and sets X-Forwarded-Proto and "
	 "X-Forwarded-Host: the sign-in cookie is then Secure over https, and forms are "
	 "checked against the proxy's host"},
	{NULL, NULL, NULL},
};

const config_key *config_keys(void)
{
	return keys;
}

void config_init(nomic_config *c)
{
	memset(c, 0, sizeof *c);
	const char *env = getenv("NOMIC_FILE");
	c->file = xstrdup(env && *env ? env : "nomic.db");
	c->bind = xstrdup("127.0.0.1");
	c->port = 8080;
	c->conns_per_address = ADMIT_CONNS_PER_ADDRESS;
	c->rate_per_address = ADMIT_RATE_PER_ADDRESS;
	c->request_timeout = ADMIT_REQUEST_TIMEOUT;
	c->checkpoint_every = ENGINE_CHECKPOINT_EVERY;
}

void config_free(nomic_config *c)
{
	free(c->file);
	free(c->data);
	free(c->dict);
	free(c->bind);
	free(c->smtp);
	free(c->nomics);
	memset(c, 0, sizeof *c);
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

static void config_copy(nomic_config *dst, const nomic_config *src)
{
	*dst = *src;
	dst->file = dup_or_null(src->file);
	dst->data = dup_or_null(src->data);
	dst->dict = dup_or_null(src->dict);
	dst->bind = dup_or_null(src->bind);
	dst->smtp = dup_or_null(src->smtp);
	dst->nomics = dup_or_null(src->nomics);
}

static int whole(const char *v, int64_t lo, int64_t hi, unsigned *out, char *err, size_t n)
{
	int64_t x;
	if (parse_int64(v, &x) || x < lo || x > hi) {
		snprintf(err, n, "wants a whole number from %lld to %lld, not '%.60s'", (long long)lo,
			 (long long)hi, v);
		return -1;
	}
	*out = (unsigned)x;
	return 0;
}

static void set_text(char **slot, const char *v)
{
	free(*slot);
	*slot = xstrdup(v);
}

static int find_key(const char *key)
{
	for (int i = 0; keys[i].name; i++)
		if (strcmp(keys[i].name, key) == 0)
			return i;
	return -1;
}

int config_set(nomic_config *c, const char *key, const char *value, char *err, size_t n)
{
	int k = find_key(key);
	if (k < 0) {
		snprintf(err, n, "unknown key '%.60s'", key);
		return -1;
	}
	if (!*value) {
		snprintf(err, n, "%s: no value", key);
		return -1;
	}
	char why[200];
	int rc = 0;
	switch ((enum key_id)k) {
	case K_FILE: set_text(&c->file, value); break;
	case K_DATA: set_text(&c->data, value); break;
	case K_DICT: set_text(&c->dict, value); break;
	case K_BIND: set_text(&c->bind, value); break;
	case K_NOMICS: set_text(&c->nomics, value); break;
	case K_SMTP:
		/* The schemes src/mail/smtp.c speaks. */
		if (strncmp(value, "smtp://", 7) != 0 && strncmp(value, "smtps://", 8) != 0 &&
		    strncmp(value, "smtp+starttls://", 16) != 0) {
			snprintf(why, sizeof why,
				 "wants a URL smtp://, smtps:// or smtp+starttls://HOST:PORT");
			rc = -1;
		} else {
			set_text(&c->smtp, value);
		}
		break;
	case K_PORT: rc = whole(value, 0, 65535, &c->port, why, sizeof why); break;
	case K_CONNS: rc = whole(value, 0, 100000, &c->conns_per_address, why, sizeof why); break;
	case K_RATE: rc = whole(value, 0, 1000000, &c->rate_per_address, why, sizeof why); break;
	case K_TIMEOUT: rc = whole(value, 1, 3600, &c->request_timeout, why, sizeof why); break;
	case K_CHECKPOINT:
		rc = whole(value, 0, 1000000000, &c->checkpoint_every, why, sizeof why);
		break;
	case K_QUIET:
	case K_TRUST_PROXY:
		if (strcmp(value, "yes") == 0 || strcmp(value, "true") == 0)
			*(k == K_QUIET ? &c->quiet : &c->trust_proxy) = 1;
		else if (strcmp(value, "no") == 0 || strcmp(value, "false") == 0)
			*(k == K_QUIET ? &c->quiet : &c->trust_proxy) = 0;
		else {
			snprintf(why, sizeof why, "wants yes or no, not '%.60s'", value);
			rc = -1;
		}
		break;
	case K_COUNT: break;
	}
	if (rc) {
		snprintf(err, n, "%s: %s", key, why);
		return -1;
	}
	c->set |= 1u << k;
	return 0;
}

static int is_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r';
}

/* s[0..len) without the blanks at either end. */
static void trim(const char **s, size_t *len)
{
	while (*len && is_blank(**s))
		(*s)++, (*len)--;
	while (*len && is_blank((*s)[*len - 1]))
		(*len)--;
}

/* One line (no '\n'); 0, or -1 with why. first_line[k]: where key k was
 * first given, so a second time is refused. */
static int parse_line(nomic_config *c, const char *line, size_t len, int lineno,
		      int *first_line, char *why, size_t n)
{
	trim(&line, &len);
	if (!len || *line == '#')
		return 0;
	if (memchr(line, '\0', len)) {
		snprintf(why, n, "a NUL byte");
		return -1;
	}
	const char *eq = memchr(line, '=', len);
	if (!eq) {
		snprintf(why, n, "not 'key = value'");
		return -1;
	}
	const char *k = line, *v = eq + 1;
	size_t klen = (size_t)(eq - line), vlen = len - klen - 1;
	trim(&k, &klen);
	trim(&v, &vlen);
	if (!klen) {
		snprintf(why, n, "no key before '='");
		return -1;
	}
	/* A key is a word of letters, digits and '-', so that an error can
	 * quote it on one line whatever else the file holds. */
	for (size_t i = 0; i < klen; i++)
		if (!isalnum((unsigned char)k[i]) && k[i] != '-' && k[i] != '_') {
			snprintf(why, n, "a key is letters, digits and '-'");
			return -1;
		}
	char key[64], *value = xmalloc(vlen + 1);
	snprintf(key, sizeof key, "%.*s", (int)(klen < 63 ? klen : 63), k);
	memcpy(value, v, vlen);
	value[vlen] = '\0';
	int id = klen < 63 ? find_key(key) : -1;
	int rc;
	if (id >= 0 && first_line[id]) {
		snprintf(why, n, "%s: given twice (first on line %d)", key, first_line[id]);
		rc = -1;
	} else {
		rc = config_set(c, key, value, why, n);
		if (rc == 0)
			first_line[id] = lineno;
	}
	free(value);
	return rc;
}

int config_parse(nomic_config *c, const char *text, size_t len, const char *name, char *err,
		 size_t n)
{
	nomic_config tmp;
	config_copy(&tmp, c);
	int first_line[K_COUNT] = {0};
	int lineno = 0;
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t end = nl ? (size_t)(nl - text) : len;
		char why[300];
		lineno++;
		if (end - at > 4096) {
			snprintf(err, n, "%.200s:%d: a line longer than 4096 bytes", name, lineno);
			config_free(&tmp);
			return -1;
		}
		if (parse_line(&tmp, text + at, end - at, lineno, first_line, why, sizeof why)) {
			snprintf(err, n, "%.200s:%d: %s", name, lineno, why);
			config_free(&tmp);
			return -1;
		}
		at = end + 1;
	}
	config_free(c);
	*c = tmp;
	return 0;
}

int config_read(nomic_config *c, const char *path, char *err, size_t n)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, n, "%.200s: %s", path, strerror(errno));
		return -1;
	}
	sbuf b = {0};
	char chunk[4096];
	size_t got;
	while ((got = fread(chunk, 1, sizeof chunk, f)) > 0 && b.len < (1u << 20))
		sbuf_addn(&b, chunk, got);
	int bad = ferror(f);
	fclose(f);
	if (bad || b.len >= (1u << 20)) {
		snprintf(err, n, "%.200s: %s", path, bad ? "cannot be read" : "larger than 1 MB");
		sbuf_free(&b);
		return -1;
	}
	int rc = config_parse(c, b.s ? b.s : "", b.len, path, err, n);
	sbuf_free(&b);
	return rc;
}
