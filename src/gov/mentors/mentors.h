/* mentors.h: Mentors (Ackanomic R253): the Mentor pool the Registrar keeps,
 * the Registrar's selection of a Mentor for a new player (R252 II 3) or for
 * a Newbie who asks (R250 II g), a selectee's acceptance within a day, the
 * Standard Harfer Fee a Mentor receives (R252 II 3), and the end of a
 * mentorship (R253 ¶6: the player no longer a Newbie, or declining further
 * services), a new player's Sponsor as the first choice (R252 I, II 3);
 * R250 IV c (a player becoming Non-Voting, or On Ice by R250 VI b, leaves
 * the pool) through the module's on_change. docs/PARADIGMS.md, "Mentors".
 *
 * Events: none emitted or heard; it hears core's CHANGE_JOIN and
 * CHANGE_STATE (module.h on_change). */
#ifndef NOMIC_MENTORS_H
#define NOMIC_MENTORS_H

#include "core/ctx.h"
#include "core/module.h"

#include <jansson.h>

#define MENTORS_DAY ((int64_t)86400)

enum mentor_origin {
	MO_JOIN,    /* R252 II 3: selected upon the player's joining */
	MO_REQUEST, /* R250 II g: the Newbie asked */
};

typedef struct mentorship {
	int newbie;           /* player id */
	int mentor;           /* 0: the Registrar has yet to select one */
	enum mentor_origin origin;
	int volunteer;        /* the Mentor was in the pool when selected */
	int accepted;         /* serving (a volunteer at once, R253 ¶3) */
	int declined;         /* the last selectee who declined: not drawn again */
	int sponsor;          /* R252 I, II 3: the Sponsor the new player named, 0 none */
	int ended;            /* R253 ¶6: declined further services, or left */
	gtime since;          /* when asked for */
	uint64_t accept_dl;   /* R253 ¶3: the selectee's day to accept */
} mentorship;

typedef struct mentors {
	int **pool;           /* player ids, in the order they joined it */
	int npool, pool_cap;
	mentorship **ms;
	int nms, ms_cap;
} mentors;

/* mentors_state.c */
mentors *mentors_of(ctx *c);
const mentors *mentors_peek(const nomic *n);
void mentors_free(mentors *m);
/* Listed in the pool (R253 ¶2), whether or not serving now. */
int mentors_listed(const nomic *n, int id);
/* Serving as a Mentor now: accepted, not ended, eir player still a Newbie. */
int mentors_serving(const nomic *n, int id);
/* In the pool as R253 ¶2 counts it: listed and not serving. */
int mentors_in_pool(const nomic *n, int id);
/* A mentorship of this Newbie not yet over, or NULL. */
mentorship *mentors_open_for(const nomic *n, int newbie);
/* A mentorship this player was selected for and has not yet accepted. */
mentorship *mentors_pending_of(const nomic *n, int mentor);
/* Over: ended, or its player no longer a Newbie (R253 ¶6). */
int mentorship_over(const nomic *n, const mentorship *s);
void mentors_on_change(ctx *c, const state_change *ch);
json_t *mentors_json(const nomic *n);

/* mentors_cmd.c */
int mentors_cmd_show(ctx *c, int argc, char **argv);
int mentors_cmd_join(ctx *c, int argc, char **argv);
int mentors_cmd_leave(ctx *c, int argc, char **argv);
int mentors_cmd_request(ctx *c, int argc, char **argv);
int mentors_cmd_assign(ctx *c, int argc, char **argv);
int mentors_cmd_accept(ctx *c, int argc, char **argv);
int mentors_cmd_decline(ctx *c, int argc, char **argv);
int mentors_cmd_dismiss(ctx *c, int argc, char **argv);
int mentors_cmd_sponsor(ctx *c, int argc, char **argv);
extern const deadline_kind dl_mentor_accept;

/* mentors_ckpt.c: the part in a checkpoint (core/module.h save_state). */
int mentors_save_state(const nomic *n, ckw *w);
int mentors_load_state(nomic *n, ckr *r);

/* The subsystem (core/module.h): its state's life, parameters, commands. */
extern const nomic_module mentors_module;

#endif
