/* outbox_impl.h: what an outbox backend provides (store.h's outbox_*
 * functions call through it; store_outbox.c chooses the backend by the
 * nomic's path as store.c does): outbox_sqlite.c keeps the outbox in the
 * nomic's SQLite file, outbox_pg.c in its PostgreSQL database (issue 17
 * item 5). Each backend's handle begins with struct outbox. */
#ifndef NOMIC_OUTBOX_IMPL_H
#define NOMIC_OUTBOX_IMPL_H

#include "store/store.h"

typedef struct outbox_ops {
	void (*close)(outbox *o);
	int (*begin)(outbox *o);
	int (*commit)(outbox *o);
	void (*rollback)(outbox *o);
	int (*put)(outbox *o, const char *kind, const char *sender, const char *rcpt,
		   const char *msg, size_t len, const char *dedup, int64_t now);
	int (*claim)(outbox *o, int64_t now, outbox_mail *m);
	void (*release)(outbox *o);
	int (*each)(outbox *o, outbox_visit visit, void *arg);
	int (*sent)(outbox *o, int64_t id, int64_t now);
	int (*retry)(outbox *o, int64_t id, int64_t next_try, const char *error);
	int (*failed)(outbox *o, int64_t id, const char *error);
	int (*cursor_get)(outbox *o, const char *name, int64_t *value);
	int (*cursor_put)(outbox *o, const char *name, int64_t value);
	int (*digest_add)(outbox *o, const char *rcpt, int64_t day, const char *text);
	int (*digest_take)(outbox *o, int64_t before,
			   int (*visit)(void *arg, const char *rcpt, int64_t day,
					const char *text),
			   void *arg);
	int (*pending_put)(outbox *o, const char *name, const char *address, int64_t now);
	int (*pending_each)(outbox *o,
			    int (*visit)(void *arg, const char *name, const char *address,
					 int64_t since),
			    void *arg);
	int (*pending_drop)(outbox *o, const char *name);
	int (*meta_get)(outbox *o, const char *key, char **value);
} outbox_ops;

struct outbox {
	const outbox_ops *ops;
	char err[512];
};

outbox *outbox_sqlite_open(const char *path, char *err, size_t errlen);
outbox *outbox_pg_open(const char *conninfo, char *err, size_t errlen);

#endif
