/* fuzz_mail.c: arbitrary bytes as an inbound mail (src/mail/deliver.c and
 * parse.c: GMime's parser, the text part's decoding and charset, the
 * command lines, the dispatcher), then the forum's publication of what it
 * did (publish.c, compose.c). The first byte chooses the envelope: to
 * alice's personal address, to the forum's (a stranger, join.mode open),
 * to bob's old (rotated) address or to no one's; from a person, the null
 * sender or the forum itself.
 *
 * Checks: the outcome is one of mail.h's; a mail that was not acted on
 * (refused, dropped, no one's) appends no event; no mail queues more than
 * one reply; and what was published to the forum's subscriber never holds
 * alice's personal address's secret (unless the input itself does).
 *
 * Self-contained: the nomic is built once per process as a template and
 * each input runs on a fresh copy of it (with its outbox), opened by
 * replay. */
#include "fuzzlib.h"
#include "mail/mail_impl.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char tmpl[512], work[512];
static char alice[256], bob_old[256], secret[64];

static void address(engine *e, const char *who, char *out, size_t n)
{
	reply r;
	engine_submit(e, who, "mail address", &r);
	const char *a = r.ok ? strstr(r.text, ": ") : NULL;
	if (!a) {
		fprintf(stderr, "fuzz_mail: mail address: %s\n", r.text);
		abort();
	}
	snprintf(out, n, "%.*s", (int)strcspn(a + 2, "\n"), a + 2);
	reply_free(&r);
}

static void setup(void)
{
	fz_path(tmpl, sizeof tmpl, "mail-template");
	fz_path(work, sizeof work, "mail");
	engine *e = fz_create(tmpl, NULL);
	fz_must(e, "admin", "join alice", NULL);
	fz_must(e, "admin", "join bob", NULL);
	fz_must(e, "admin", "mail setup nomic.test forum@nomic.test", NULL);
	fz_must(e, "admin", "param set join.mode open", NULL);
	fz_must(e, "admin", "forum subscribe watcher@example.org", NULL);
	address(e, "alice", alice, sizeof alice);
	address(e, "bob", bob_old, sizeof bob_old);
	fz_must(e, "bob", "mail rotate", NULL);
	snprintf(secret, sizeof secret, "%.*s", (int)strcspn(strchr(alice, '-') + 1, "@"),
		 strchr(alice, '-') + 1);
	engine_close(e);
}

typedef struct tally {
	int replies, leaks;
	int echoed; /* the input holds the secret itself: a forum mail may quote it */
} tally;

static int count(void *arg, const outbox_mail *m)
{
	tally *t = arg;
	if (!strcmp(m->kind, "reply") || !strcmp(m->kind, "bounce"))
		t->replies++;
	if (!strcmp(m->kind, "forum") && !t->echoed && strstr(m->msg, secret))
		t->leaks++;
	return 0;
}

/* Whether the n bytes at d hold the string s anywhere. */
static int holds(const uint8_t *d, size_t n, const char *s)
{
	size_t k = strlen(s);
	for (size_t i = 0; k && i + k <= n; i++)
		if (memcmp(d + i, s, k) == 0)
			return 1;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!tmpl[0])
		setup();
	if (size < 1 || size > 65536)
		return 0;
	const char *to[] = {alice, "forum@nomic.test", bob_old, "nobody@nomic.test"};
	const char *from[] = {"alice@example.org", "", "forum@nomic.test"};
	fz_copy(tmpl, work);
	engine *e = fz_open(work);
	uint64_t head = engine_head(e);
	char why[600];
	enum mail_outcome o = mail_deliver(e, work, to[data[0] % 4], from[(data[0] >> 2) % 3],
					   (const char *)data + 1, size - 1, why, sizeof why);
	if (o < MAIL_ACTED || o > MAIL_TEMPFAIL || !why[0]) {
		fprintf(stderr, "fuzz_mail: outcome %d (%s)\n", (int)o, why);
		abort();
	}
	if (o != MAIL_ACTED && engine_head(e) != head) {
		fprintf(stderr, "fuzz_mail: not acted on (%s) but the log grew\n", why);
		abort();
	}
	char err[512];
	if (mail_publish(e, work, 978307200, err, sizeof err)) {
		fprintf(stderr, "fuzz_mail: publish: %s\n", err);
		abort();
	}
	outbox *ob = outbox_open(work, err, sizeof err);
	/* libFuzzer learns the secret from the comparison below and may write
	 * it into a mail (a stranger joining under that name): that is the
	 * input's own text coming back, not a leak. */
	tally t = {.echoed = holds(data, size, secret)};
	if (!ob || outbox_each(ob, count, &t)) {
		fprintf(stderr, "fuzz_mail: outbox: %s\n", ob ? outbox_error(ob) : err);
		abort();
	}
	outbox_close(ob);
	if (t.replies > 1 || t.leaks) {
		fprintf(stderr, "fuzz_mail: %d replies, %d forum mails with alice's secret\n",
			t.replies, t.leaks);
		abort();
	}
	engine_close(e);
	return 0;
}
