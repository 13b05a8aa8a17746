/* send.c: drains the outbox through the MTA (smtp.c), and the server's
 * thread that keeps doing so (`nomic serve --smtp URL`).
 *
 * A mail leaves the outbox only when the MTA has accepted it (then it is
 * marked sent, with the time) or when it can never be sent: the MTA
 * refused it for good, or it has been put off for longer than mail.give_up.
 * A temporary failure puts it off for mail.retry, doubled at each try (at
 * most a day). Nothing is deleted: the outbox is also the record of what
 * was sent and when. */
#include "core/params.h"
#include "core/util.h"
#include "mail/mail_impl.h"
#include "mail/smtp.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BATCH 50
#define DAY 86400

/* The wait before try number `tries` + 1: retry, doubled per try, at most
 * a day. */
static int64_t backoff(int64_t retry, int tries)
{
	int64_t wait = retry;
	for (int i = 0; i < tries && wait < DAY; i++)
		wait *= 2;
	return wait < DAY ? wait : DAY;
}

int mail_flush(engine *e, const char *path, const char *smtp_url, int64_t now, char *err,
	       size_t errlen)
{
	const nomic *n = engine_read_begin(e);
	int64_t retry = param_int(n, "mail.retry"), give_up = param_int(n, "mail.give_up");
	engine_read_end(e);
	outbox *o = outbox_open(path, err, errlen);
	if (!o)
		return -1;
	int sent = 0;
	/* One mail at a time, claimed: a PostgreSQL outbox holds the claim
	 * (a row lock) until the outcome is written, so another server's
	 * sender skips the mail meanwhile, and takes it up at once if this
	 * process dies before the outcome is written. */
	for (int i = 0; i < BATCH; i++) {
		outbox_mail m;
		int got = outbox_claim(o, now, &m);
		if (got < 0) {
			snprintf(err, errlen, "%s", outbox_error(o));
			sent = -1;
			break;
		}
		if (!got)
			break;
		char why[512] = "";
		const char *rcpt[1] = {m.rcpt};
		int rc = smtp_send(smtp_url, m.sender, rcpt, 1, m.msg, m.len, why, sizeof why);
		int st;
		if (rc == 0) {
			st = outbox_sent(o, m.id, now);
			sent++;
		} else if (rc > 0 && now - m.queued < give_up) {
			st = outbox_retry(o, m.id, now + backoff(retry, m.tries), why);
		} else {
			fprintf(stderr, "nomic: mail %lld to %s given up: %s\n", (long long)m.id,
				m.rcpt, why);
			st = outbox_failed(o, m.id, why);
		}
		outbox_mail_free(&m);
		if (st) {
			snprintf(err, errlen, "%s", outbox_error(o));
			outbox_release(o);
			sent = -1;
			break;
		}
	}
	outbox_close(o);
	return sent;
}

/* ---- the server's sending thread ---- */

struct mail_sender {
	engine *e;
	char *path, *url;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	int stopping;
};

/* The sender looks for work every LOOK_MS: a round (publish, then flush)
 * runs when the log's head or the store's stamp has moved since the last
 * round (a command of this process or another: `nomic mail deliver` run by
 * the MTA queues its reply in the same file), so that a player's reply
 * leaves within a tenth of a second, not at the next round; and every
 * EVERY seconds anyway, for the mail put off by mail.retry and the
 * digests, and for a store that has no stamp (PostgreSQL: there the head
 * still wakes it). Looking costs no system call while nothing changes. */
#define EVERY 5
#define LOOK_MS 100

static void *sender_main(void *arg)
{
	mail_sender *s = arg;
	char err[512];
	uint64_t head = 0, stamp = 0;
	int64_t last = 0;
	int first = 1;
	pthread_mutex_lock(&s->lock);
	while (!s->stopping) {
		pthread_mutex_unlock(&s->lock);
		int64_t now = (int64_t)time(NULL);
		uint64_t h = engine_head(s->e), st;
		int stamped = engine_store_stamp(s->e, &st);
		if (first || h != head || (stamped && st != stamp) || now - last >= EVERY) {
			first = 0;
			if (mail_publish(s->e, s->path, now, err, sizeof err))
				fprintf(stderr, "nomic: mail: %s\n", err);
			if (mail_flush(s->e, s->path, s->url, now, err, sizeof err) < 0)
				fprintf(stderr, "nomic: mail: %s\n", err);
			last = now;
			/* Taken after the round, whose own writes (cursors, marks
			 * of what was sent) are not news; a change by another
			 * process during the round waits at most EVERY. */
			head = engine_head(s->e);
			engine_store_stamp(s->e, &stamp);
		}
		struct timespec until;
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_nsec += LOOK_MS * 1000000L;
		if (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
		pthread_mutex_lock(&s->lock);
		if (!s->stopping)
			pthread_cond_timedwait(&s->cond, &s->lock, &until);
	}
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

mail_sender *mail_sender_start(engine *e, const char *path, const char *smtp_url)
{
	mail_sender *s = xcalloc(1, sizeof *s);
	s->e = e;
	s->path = xstrdup(path);
	s->url = xstrdup(smtp_url);
	pthread_mutex_init(&s->lock, NULL);
	pthread_cond_init(&s->cond, NULL);
	if (pthread_create(&s->thread, NULL, sender_main, s)) {
		pthread_mutex_destroy(&s->lock);
		pthread_cond_destroy(&s->cond);
		free(s->path);
		free(s->url);
		free(s);
		return NULL;
	}
	return s;
}

void mail_sender_stop(mail_sender *s)
{
	if (!s)
		return;
	pthread_mutex_lock(&s->lock);
	s->stopping = 1;
	pthread_cond_signal(&s->cond);
	pthread_mutex_unlock(&s->lock);
	pthread_join(s->thread, NULL);
	pthread_mutex_destroy(&s->lock);
	pthread_cond_destroy(&s->cond);
	free(s->path);
	free(s->url);
	free(s);
}
