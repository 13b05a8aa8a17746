/* crg.h: the pure core of A Nomic's Challenge/Response Games (seed 001,
 * R336, Contests under R338), shared by every C/RG class: the
 * Contestmaster, the challenge and its period of duration, the private
 * answers (one per player, time-stamped), the Contestmaster's judgement
 * (the earliest of the answers judged most correct wins), the entry fees
 * owed and refunded, and the Secondary Unilateral Motion that replaces a
 * Contestmaster who has not changed for two consecutive periods. No
 * engine: players are plain ids and times plain seconds, and the caller
 * (crg_game.c) moves the points and tells the people. tests/games/challenge
 * tests it alone. */
#ifndef NOMIC_GAMES_CRG_H
#define NOMIC_GAMES_CRG_H

#include <stdint.h>

#define CRG_MAX_ANSWERS 40 /* answers one challenge holds */
#define CRG_TEXT 1200      /* bytes of a challenge or an answer, with its NUL */
#define CRG_HISTORY 16     /* the latest challenges' results kept for the views */

enum crg_phase {
	CRG_IDLE,    /* no challenge: the Contestmaster should post one */
	CRG_OPEN,    /* answers accepted until answers_until */
	CRG_JUDGING, /* the period is over: the Contestmaster judges */
};

typedef enum crg_err {
	CRG_OK = 0,
	CRG_NOT_CM,        /* only the Contestmaster does that */
	CRG_BUSY,          /* a challenge is already posted and not finished */
	CRG_EMPTY,         /* no text */
	CRG_TOO_LONG,      /* longer than CRG_TEXT - 1 */
	CRG_NO_CHALLENGE,  /* no challenge is open */
	CRG_CLOSED,        /* the period of duration is over */
	CRG_IS_CM,         /* the Contestmaster does not answer */
	CRG_ALREADY,       /* one complete answer each */
	CRG_FULL,          /* CRG_MAX_ANSWERS */
	CRG_NO_ANSWER,     /* that player has no answer to this challenge */
	CRG_NOT_JUDGING,   /* judging comes after the period */
	CRG_DUPLICATE,     /* named twice in one judgement */
	CRG_SUM_PENDING,   /* a Secondary Unilateral Motion is already pending */
	CRG_SUM_SAME,      /* it must name a new (different) Contestmaster */
	CRG_SUM_EARLY,     /* the Contestmaster has not failed to change for two periods */
	CRG_NO_SUM,        /* no motion is pending */
} crg_err;

typedef struct crg_answer {
	int pid;
	int64_t at;      /* when it was submitted (R336: time-stampable) */
	int64_t fee;     /* points it moved to the Contestmaster */
	char text[CRG_TEXT];
} crg_answer;

typedef struct crg_result {
	int number;      /* the challenge's number */
	int cm;          /* who posted it */
	int winner;      /* 0: no winner */
	int answers;     /* complete answers submitted */
	int64_t prize;   /* points the winner received */
} crg_result;

/* One flat block (no pointers): a class's state begins with it. */
typedef struct crg_core {
	int cm;                 /* the Contestmaster's player id */
	int phase;              /* enum crg_phase */
	int number;             /* challenges posted; the current one's number */
	int nanswers;
	int64_t cm_since;       /* when the Contestmaster last changed (or the start) */
	int64_t posted, answers_until, judge_until;
	char challenge[CRG_TEXT];
	crg_answer answer[CRG_MAX_ANSWERS]; /* in the order submitted */
	/* The Secondary Unilateral Motion (R336); sum_nominee 0: none pending. */
	int sum_nominee, sum_mover, sum_objections, nhistory;
	int64_t sum_made, sum_until;
	crg_result history[CRG_HISTORY]; /* oldest first */
} crg_core;

const char *crg_strerror(crg_err e);

/* The game starts with cm as its Contestmaster at now. */
void crg_init(crg_core *s, int cm, int64_t now);

/* R336: the Contestmaster posts a challenge; answers are due within period. */
crg_err crg_post(crg_core *s, int pid, int64_t now, int64_t period, const char *text);

/* May pid answer now? (R336: the other Players; within the period; one each.) */
crg_err crg_answer_check(const crg_core *s, int pid, int64_t now);
crg_err crg_submit(crg_core *s, int pid, int64_t now, int64_t fee, const char *text);
/* The index of pid's answer to the current challenge, -1 if none. */
int crg_find(const crg_core *s, int pid);

/* R336: an answer the Contestmaster finds partial or incomplete is not a
 * submission: it is taken out, and *fee is what it had paid. */
crg_err crg_incomplete(crg_core *s, int actor, int pid, int64_t *fee);

/* The period of duration is over. With 2 or more answers the Contestmaster
 * judges (until now + judge_wait) and it returns 1; with fewer the
 * challenge is finished with no winner and it returns 0: the caller
 * refunds every answer's fee first (they are still in s->answer), then
 * calls crg_finish(s, 0, 0, now, repetitive). */
int crg_close(crg_core *s, int64_t now, int64_t judge_wait);

/* R336: the Contestmaster names the answers e judges most correct; of
 * those, the earliest submitted wins (*winner, a player id). */
crg_err crg_judge(const crg_core *s, int actor, const int *pids, int n, int *winner);

/* The challenge ends: its result is kept; if repetitive and there is a
 * winner, the winner is the Contestmaster of the next challenge, and a
 * pending Secondary Unilateral Motion lapses. */
void crg_finish(crg_core *s, int winner, int64_t prize, int64_t now, int repetitive);

/* The Secondary Unilateral Motion (R336): allowed when the Contestmaster
 * has not changed for two consecutive periods of duration. */
crg_err crg_sum_check(const crg_core *s, int nominee, int64_t now, int64_t period);
crg_err crg_sum_make(crg_core *s, int mover, int nominee, int64_t now, int64_t period,
		     int64_t wait);
/* An objection voiced: counted (the caller's voting method decides). */
crg_err crg_sum_object(crg_core *s);
void crg_sum_drop(crg_core *s);
/* It passes: the nominee is the Contestmaster from now. A challenge in
 * progress is the caller's to void first (crg_finish with no winner). */
void crg_sum_pass(crg_core *s, int64_t now);

/* The earliest time something is due (the period's end, the judgement's,
 * the motion's), 0 if nothing. */
int64_t crg_next_due(const crg_core *s);

#endif
