/* mail_impl.h: the mail gateway's insides, shared by its files: reading an
 * inbound mail (parse.c, GMime), writing an outgoing one (compose.c, GMime),
 * and the key of personal addresses as a front end gets it (deliver.c). */
#ifndef NOMIC_MAIL_IMPL_H
#define NOMIC_MAIL_IMPL_H

#include "core/util.h"
#include "mail/mail.h"
#include "store/store.h"

#include <stddef.h>
#include <stdint.h>

/* An inbound mail as parse.c read it. Every string is UTF-8 or NULL. */
typedef struct inmail {
	char *from;           /* the From's first mailbox's address */
	char *message_id;     /* without its <>; NULL if it had none */
	char *subject;        /* decoded */
	char *references;     /* the References header as given */
	char *auto_submitted; /* RFC 3834 */
	char *precedence;
	char *content_type;   /* "multipart/report" for a DSN */
	int list;             /* it has a List-Id or List-Post: a list's mail */
	char **xloop;         /* every X-Loop header's value */
	int nxloop;
	char *body;           /* the text to read commands from, LF line ends */
	const char *problem;  /* why there is no body ("no text/plain part") */
} inmail;

/* Starts GMime once per process (thread-safe). */
void mail_gmime_init(void);

/* Reads msg with GMime: 0 (m->problem set when the text could not be read),
 * or -1 when it is not a mail at all. */
int inmail_parse(const char *msg, size_t len, inmail *m);
void inmail_free(inmail *m);

/* An outgoing message: a text/plain UTF-8 body from the forum's address,
 * with Date, Message-ID (@domain), Auto-Submitted, X-Loop and, for a
 * reply, In-Reply-To and References. */
typedef struct outmail {
	const char *from;        /* the forum's address */
	const char *from_name;   /* the nomic's title, or NULL */
	const char *to;
	const char *subject;
	const char *body;
	const char *in_reply_to; /* a Message-ID without <>, or NULL */
	const char *references;  /* the parent's References, or NULL */
	const char *auto_submitted; /* "auto-replied" or "auto-generated" */
	int64_t date;            /* Unix time */
} outmail;

/* The message as text (malloc'd, *len bytes), or NULL. */
char *outmail_render(const outmail *m, size_t *len);

/* The key of personal addresses for the nomic at o's file (rng_derive of
 * its seed): 0, or -1 with why. */
int mail_key_load(outbox *o, unsigned char key[32], char *why, size_t n);
/* The same for another purpose (SIGNIN_KEY_PURPOSE: sign-in links). */
int mail_subkey_load(outbox *o, const char *purpose, unsigned char key[32], char *why,
		     size_t n);

/* Queues m in the outbox: 0 or -1 (outbox_error says why). */
int mail_queue(outbox *o, const char *kind, const char *sender, const outmail *m,
	       const char *dedup, int64_t now);

/* welcome.c: what a new player is told by mail: eir personal address
 * (pid, rotation) and how to use it, appended to out. */
void mail_welcome_text(sbuf *out, const unsigned char key[32], int pid, int64_t rotation,
		       const char *domain, const char *name);
/* Applicants who joined by mail (outbox_pending_put) and have since been
 * admitted: sets eir contact address (as em: e gave it with eir mail) and
 * queues eir welcome; forgets the refused. Called before mail_publish's
 * transaction (it runs commands). 0, or -1 with why. */
int mail_welcome_pending(engine *e, outbox *o, int64_t now, char *err, size_t errlen);

#endif
