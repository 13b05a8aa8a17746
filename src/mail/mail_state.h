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

struct mail {
	char *domain;
	char *forum;
	uint64_t since;      /* the event that set the forum up: it publishes
				what came after */
	rotation **rot;
	int nrot, rot_cap;
	mail_sub **subs;
	int nsubs, subs_cap;
};

/* The part of a checkpoint (mail_ckpt.c). */
int mail_save_state(const nomic *n, ckw *w);
int mail_load_state(nomic *n, ckr *r);

#endif
