/* smtp.c: smtp_send (see smtp.h), one SMTP transaction through libcurl.
 *
 * Issue 13 asks that outbound mail go through the MTA, be retried on
 * failure and never be lost; this file's part is to say truthfully which
 * failures are worth retrying. Only a 5xx reply about the message or an
 * address, or an address that cannot be written in SMTP at all, is
 * permanent: every other failure (no server, a timeout, 4xx, a refused
 * login, a bad URL) is something the admin or time can fix, so the outbox
 * keeps the message. libcurl does the protocol: the envelope, the upload,
 * dot-stuffing and the final dot; this file gives it CRLF line ends, since
 * libcurl stuffs a dot only after CRLF. */
#include "mail/smtp.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How long to wait before giving up and retrying later. A local MTA
 * answers at once; these only stop a hung server from holding the outbox
 * (and the thread that drains it) forever. */
enum {
	SMTP_CONNECT_TIMEOUT = 20,  /* seconds to connect (and TLS) */
	SMTP_REPLY_TIMEOUT = 60,    /* seconds for any one server reply */
	SMTP_TOTAL_TIMEOUT = 300,   /* seconds for the whole transaction */
	SMTP_MAX_ADDRESS = 254,     /* RFC 5321 4.5.3.1.3: a path is 256 with <> */
};

static const char STARTTLS_SCHEME[] = "smtp+starttls://";

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;
static CURLcode curl_init_result = CURLE_FAILED_INIT;

/* curl_global_init is not thread-safe and must run once per process;
 * curl_easy_init would otherwise call it lazily, from any thread. */
static void curl_init(void)
{
	curl_init_result = curl_global_init(CURL_GLOBAL_DEFAULT);
}

static int fail(char *err, size_t errlen, int code, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int fail(char *err, size_t errlen, int code, const char *fmt, ...)
{
	if (err && errlen) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return code;
}

/* An address SMTP can carry in MAIL FROM or RCPT TO: printable ASCII or
 * UTF-8, no spaces, no angle brackets (libcurl adds them), no CR or LF
 * (which would let an address inject SMTP commands). */
static int address_ok(const char *a)
{
	size_t n = strlen(a);
	if (n > SMTP_MAX_ADDRESS)
		return 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)a[i];
		if (ch <= ' ' || ch == 0x7f || ch == '<' || ch == '>')
			return 0;
	}
	return 1;
}

/* The message with every line end made CRLF (a bare LF or a bare CR
 * becomes CRLF). Returns NULL when it holds a NUL byte, which SMTP cannot
 * carry, or when memory runs out (*nul says which). */
static char *to_crlf(const char *msg, size_t len, size_t *outlen, int *nul)
{
	*nul = 0;
	if (len > ((size_t)-1) / 2)
		return NULL;
	char *out = malloc(2 * len + 1);
	if (!out)
		return NULL;
	size_t o = 0;
	for (size_t i = 0; i < len; i++) {
		char ch = msg[i];
		if (ch == '\0') {
			*nul = 1;
			free(out);
			return NULL;
		}
		if (ch == '\r') {
			out[o++] = '\r';
			out[o++] = '\n';
			if (i + 1 < len && msg[i + 1] == '\n')
				i++;
		} else if (ch == '\n') {
			out[o++] = '\r';
			out[o++] = '\n';
		} else {
			out[o++] = ch;
		}
	}
	*outlen = o;
	return out;
}

typedef struct upload {
	const char *p;
	size_t left;
} upload;

static size_t read_message(char *buf, size_t size, size_t nitems, void *arg)
{
	upload *u = arg;
	size_t room = size * nitems;
	size_t n = u->left < room ? u->left : room;
	memcpy(buf, u->p, n);
	u->p += n;
	u->left -= n;
	return n;
}

/* Is this failure worth retrying? reply is the server's last SMTP code
 * (0 when it never answered). */
static int classify(CURLcode rc, long reply)
{
	if (rc == CURLE_LOGIN_DENIED)
		return 1; /* 535: the admin's password, not the message */
	if (reply >= 500 && reply <= 599)
		return -1;
	return 1;
}

int smtp_send(const char *url, const char *from, const char *const *rcpt, size_t nrcpt,
              const char *msg, size_t len, char *err, size_t errlen)
{
	if (err && errlen)
		err[0] = '\0';
	if (!url || !*url)
		return fail(err, errlen, 1, "no SMTP server URL");
	if (!from || !address_ok(from))
		return fail(err, errlen, -1, "sender address '%s' cannot be sent in SMTP",
		            from ? from : "(null)");
	if (nrcpt == 0)
		return fail(err, errlen, -1, "no recipients");
	for (size_t i = 0; i < nrcpt; i++)
		if (!rcpt[i] || !*rcpt[i] || !address_ok(rcpt[i]))
			return fail(err, errlen, -1, "recipient address '%s' cannot be sent in SMTP",
			            rcpt[i] ? rcpt[i] : "(null)");
	if (!msg || len == 0)
		return fail(err, errlen, -1, "empty message");

	pthread_once(&curl_once, curl_init);
	if (curl_init_result != CURLE_OK)
		return fail(err, errlen, 1, "libcurl: %s", curl_easy_strerror(curl_init_result));

	/* smtp+starttls:// is ours, not libcurl's: smtp:// with STARTTLS
	 * required. */
	int starttls = strncmp(url, STARTTLS_SCHEME, sizeof STARTTLS_SCHEME - 1) == 0;
	char *real_url = NULL;
	if (starttls) {
		const char *rest = url + sizeof STARTTLS_SCHEME - 1;
		real_url = malloc(strlen(rest) + sizeof "smtp://");
		if (!real_url)
			return fail(err, errlen, 1, "out of memory");
		strcpy(real_url, "smtp://");
		strcat(real_url, rest);
	} else if (strncmp(url, "smtp://", 7) != 0 && strncmp(url, "smtps://", 8) != 0) {
		return fail(err, errlen, 1, "SMTP server URL '%s' is not smtp://, "
		            "smtp+starttls:// or smtps://", url);
	}

	size_t body_len = 0;
	int nul = 0;
	char *body = to_crlf(msg, len, &body_len, &nul);
	if (!body) {
		free(real_url);
		return nul ? fail(err, errlen, -1, "the message holds a NUL byte")
		           : fail(err, errlen, 1, "out of memory");
	}

	int result = 1;
	struct curl_slist *list = NULL;
	CURL *h = curl_easy_init();
	if (!h) {
		result = fail(err, errlen, 1, "libcurl: cannot make a handle");
		goto done;
	}
	for (size_t i = 0; i < nrcpt; i++) {
		struct curl_slist *l = curl_slist_append(list, rcpt[i]);
		if (!l) {
			result = fail(err, errlen, 1, "out of memory");
			goto done;
		}
		list = l;
	}

	upload u = { body, body_len };
	char curl_err[CURL_ERROR_SIZE] = "";
	curl_easy_setopt(h, CURLOPT_URL, real_url ? real_url : url);
	/* Only SMTP, even if a redirect or a typo says otherwise. */
	curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
	if (starttls)
		curl_easy_setopt(h, CURLOPT_USE_SSL, (long)CURLUSESSL_ALL);
	curl_easy_setopt(h, CURLOPT_MAIL_FROM, from);
	curl_easy_setopt(h, CURLOPT_MAIL_RCPT, list);
	curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
	curl_easy_setopt(h, CURLOPT_READFUNCTION, read_message);
	curl_easy_setopt(h, CURLOPT_READDATA, &u);
	curl_easy_setopt(h, CURLOPT_INFILESIZE_LARGE, (curl_off_t)body_len);
	curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT, (long)SMTP_CONNECT_TIMEOUT);
	curl_easy_setopt(h, CURLOPT_SERVER_RESPONSE_TIMEOUT, (long)SMTP_REPLY_TIMEOUT);
	curl_easy_setopt(h, CURLOPT_TIMEOUT, (long)SMTP_TOTAL_TIMEOUT);
	curl_easy_setopt(h, CURLOPT_ERRORBUFFER, curl_err);

	CURLcode rc = curl_easy_perform(h);
	if (rc == CURLE_OK) {
		result = 0;
		goto done;
	}
	long reply = 0;
	curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &reply);
	result = classify(rc, reply);
	if (reply)
		fail(err, errlen, result, "SMTP %ld: %s", reply,
		     curl_err[0] ? curl_err : curl_easy_strerror(rc));
	else
		fail(err, errlen, result, "%s", curl_err[0] ? curl_err : curl_easy_strerror(rc));

done:
	if (h)
		curl_easy_cleanup(h);
	curl_slist_free_all(list);
	free(body);
	free(real_url);
	return result;
}
