/* store_outbox.c: the mail gateway's outbox (store.h), kept where the
 * nomic is: in its SQLite file (outbox_sqlite.c) or in its PostgreSQL
 * database (outbox_pg.c), chosen by the path as store_open chooses. Each
 * function here calls the backend's (outbox_impl.h). */
#include "store/outbox_impl.h"

#include <stdlib.h>

outbox *outbox_open(const char *path, char *err, size_t errlen)
{
	return store_is_pg(path) ? outbox_pg_open(path, err, errlen)
				 : outbox_sqlite_open(path, err, errlen);
}

void outbox_close(outbox *o)
{
	if (o)
		o->ops->close(o);
}

const char *outbox_error(const outbox *o)
{
	return o->err;
}

void outbox_mail_free(outbox_mail *m)
{
	free(m->kind);
	free(m->sender);
	free(m->rcpt);
	free(m->msg);
	free(m->error);
	*m = (outbox_mail){0};
}

int outbox_begin(outbox *o) { return o->ops->begin(o); }
int outbox_commit(outbox *o) { return o->ops->commit(o); }
void outbox_rollback(outbox *o) { o->ops->rollback(o); }

int outbox_put(outbox *o, const char *kind, const char *sender, const char *rcpt,
	       const char *msg, size_t len, const char *dedup, int64_t now)
{
	return o->ops->put(o, kind, sender, rcpt, msg, len, dedup, now);
}

int outbox_claim(outbox *o, int64_t now, outbox_mail *m) { return o->ops->claim(o, now, m); }
void outbox_release(outbox *o) { o->ops->release(o); }
int outbox_each(outbox *o, outbox_visit visit, void *arg) { return o->ops->each(o, visit, arg); }
int outbox_sent(outbox *o, int64_t id, int64_t now) { return o->ops->sent(o, id, now); }

int outbox_retry(outbox *o, int64_t id, int64_t next_try, const char *error)
{
	return o->ops->retry(o, id, next_try, error);
}

int outbox_failed(outbox *o, int64_t id, const char *error)
{
	return o->ops->failed(o, id, error);
}

int outbox_cursor_get(outbox *o, const char *name, int64_t *value)
{
	return o->ops->cursor_get(o, name, value);
}

int outbox_cursor_put(outbox *o, const char *name, int64_t value)
{
	return o->ops->cursor_put(o, name, value);
}

int outbox_digest_add(outbox *o, const char *rcpt, int64_t day, const char *text)
{
	return o->ops->digest_add(o, rcpt, day, text);
}

int outbox_digest_take(outbox *o, int64_t before,
		       int (*visit)(void *arg, const char *rcpt, int64_t day, const char *text),
		       void *arg)
{
	return o->ops->digest_take(o, before, visit, arg);
}

int outbox_pending_put(outbox *o, const char *name, const char *address, int64_t now)
{
	return o->ops->pending_put(o, name, address, now);
}

int outbox_pending_each(outbox *o,
			int (*visit)(void *arg, const char *name, const char *address,
				     int64_t since),
			void *arg)
{
	return o->ops->pending_each(o, visit, arg);
}

int outbox_pending_drop(outbox *o, const char *name) { return o->ops->pending_drop(o, name); }

int outbox_meta_get(outbox *o, const char *key, char **value)
{
	return o->ops->meta_get(o, key, value);
}
