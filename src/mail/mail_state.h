/* mail_state.h: the mail gateway's part of the nomic state (struct mail),
 * shared by module.c, which owns and changes it, and mail_ckpt.c, which
 * writes and reads it for checkpoints (issue 17 item 3). */
#ifndef NOMIC_MAIL_STATE_H
#define NOMIC_MAIL_STATE_H

#include "core/module.h"
#include "mail/mail.h"

typedef struct rotation {
	int pid;
	int64_t n;
} rotation;

/* A sign-in link sent by mail (signin.c; issue 18 item 1): the event that
 * issued it names it and keys its code (signin_code), which is never
 * stored: only the hash of the hash the web sends back. */
typedef struct signin_link {
	uint64_t seq;            /* the issuing event */
	int pid;
	unsigned char hash[32];  /* BLAKE2b(BLAKE2b(code)) */
	gtime issued, expires;
	int used;                /* signed in with: kept till it expires, for the
				    rate limit (signin.link_every) */
	char *base;              /* the web pages' address the mail links to, or NULL */
} signin_link;

struct mail {
	char *domain;
	char *forum;
	uint64_t since;      /* the event that set the forum up: it publishes
				what came after */
	rotation **rot;
	int nrot, rot_cap;
	mail_sub **subs;
	int nsubs, subs_cap;
	char *web;           /* the web pages' public address (`mail web`), or NULL */
	signin_link **links; /* outstanding sign-in links, oldest first */
	int nlinks, links_cap;
};

/* The part of a checkpoint (mail_ckpt.c). */
int mail_save_state(const nomic *n, ckw *w);
int mail_load_state(nomic *n, ckr *r);

/* signin.c: the sign-in links' part of the state and of a checkpoint, and
 * their commands (listed in module.c's mail_commands). */
void mail_signin_free(struct mail *m);
void mail_signin_save(const struct mail *m, ckw *w);
int mail_signin_load(nomic *n, struct mail *m, ckr *r);
int cmd_signin_mail(ctx *c, int argc, char **argv);
int cmd_session_link(ctx *c, int argc, char **argv);
int cmd_mail_web(ctx *c, int argc, char **argv);
struct mail *mail_state_get(ctx *c);

#endif
