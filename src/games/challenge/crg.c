/* crg.c: the pure core of A Nomic's Challenge/Response Games (seed 001,
 * R336; crg.h says what it owns). No engine, no allocation. */
#include "games/challenge/crg.h"

#include <string.h>

const char *crg_strerror(crg_err e)
{
	switch (e) {
	case CRG_OK: return "ok";
	case CRG_NOT_CM: return "only the Contestmaster may do that (R336)";
	case CRG_BUSY: return "a challenge is already posted and not yet finished (R336)";
	case CRG_EMPTY: return "that is empty";
	case CRG_TOO_LONG: return "that is too long for the server";
	case CRG_NO_CHALLENGE: return "no challenge is open (R336: answers respond to a posted "
				      "challenge)";
	case CRG_CLOSED: return "the period of duration for answers is over (R336)";
	case CRG_IS_CM: return "the Contestmaster does not answer eir own challenge (R336: the "
			       "other Players)";
	case CRG_ALREADY: return "you have already submitted an answer to this challenge (R336: "
				 "up to one complete answer)";
	case CRG_FULL: return "this challenge holds no more answers";
	case CRG_NO_ANSWER: return "that player has no answer to this challenge";
	case CRG_NOT_JUDGING: return "the answers are judged after the period of duration "
				     "(R336)";
	case CRG_DUPLICATE: return "an answer is named twice";
	case CRG_SUM_PENDING: return "a Secondary Unilateral Motion is already pending (R336)";
	case CRG_SUM_SAME: return "the motion must name a new (different) Contestmaster (R336)";
	case CRG_SUM_EARLY: return "the Contestmaster has not yet failed to change for two "
				   "consecutive periods of duration (R336)";
	case CRG_NO_SUM: return "no Secondary Unilateral Motion is pending (R336)";
	}
	return "unknown error";
}

void crg_init(crg_core *s, int cm, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->cm = cm;
	s->cm_since = now;
	s->phase = CRG_IDLE;
}

static crg_err copy_text(char *dst, const char *text)
{
	size_t len = strlen(text);
	if (!len)
		return CRG_EMPTY;
	if (len >= CRG_TEXT)
		return CRG_TOO_LONG;
	memset(dst, 0, CRG_TEXT);
	memcpy(dst, text, len);
	return CRG_OK;
}

crg_err crg_post(crg_core *s, int pid, int64_t now, int64_t period, const char *text)
{
	if (pid != s->cm)
		return CRG_NOT_CM;
	if (s->phase != CRG_IDLE)
		return CRG_BUSY;
	char buf[CRG_TEXT];
	crg_err e = copy_text(buf, text);
	if (e)
		return e;
	memcpy(s->challenge, buf, sizeof buf);
	s->phase = CRG_OPEN;
	s->number++;
	s->nanswers = 0;
	memset(s->answer, 0, sizeof s->answer);
	s->posted = now;
	s->answers_until = now + period;
	s->judge_until = 0;
	return CRG_OK;
}

int crg_find(const crg_core *s, int pid)
{
	for (int i = 0; i < s->nanswers; i++)
		if (s->answer[i].pid == pid)
			return i;
	return -1;
}

crg_err crg_answer_check(const crg_core *s, int pid, int64_t now)
{
	if (s->phase == CRG_IDLE)
		return CRG_NO_CHALLENGE;
	if (s->phase != CRG_OPEN || now >= s->answers_until)
		return CRG_CLOSED;
	if (pid == s->cm)
		return CRG_IS_CM;
	if (crg_find(s, pid) >= 0)
		return CRG_ALREADY;
	if (s->nanswers == CRG_MAX_ANSWERS)
		return CRG_FULL;
	return CRG_OK;
}

crg_err crg_submit(crg_core *s, int pid, int64_t now, int64_t fee, const char *text)
{
	crg_err e = crg_answer_check(s, pid, now);
	if (e)
		return e;
	crg_answer *a = &s->answer[s->nanswers];
	if ((e = copy_text(a->text, text)))
		return e;
	a->pid = pid;
	a->at = now;
	a->fee = fee;
	s->nanswers++;
	return CRG_OK;
}

crg_err crg_incomplete(crg_core *s, int actor, int pid, int64_t *fee)
{
	if (actor != s->cm)
		return CRG_NOT_CM;
	if (s->phase == CRG_IDLE)
		return CRG_NO_CHALLENGE;
	int i = crg_find(s, pid);
	if (i < 0)
		return CRG_NO_ANSWER;
	*fee = s->answer[i].fee;
	memmove(&s->answer[i], &s->answer[i + 1],
		(size_t)(s->nanswers - i - 1) * sizeof s->answer[0]);
	s->nanswers--;
	memset(&s->answer[s->nanswers], 0, sizeof s->answer[0]);
	return CRG_OK;
}

int crg_close(crg_core *s, int64_t now, int64_t judge_wait)
{
	if (s->nanswers < 2)
		return 0;
	s->phase = CRG_JUDGING;
	s->judge_until = now + judge_wait;
	return 1;
}

crg_err crg_judge(const crg_core *s, int actor, const int *pids, int n, int *winner)
{
	if (actor != s->cm)
		return CRG_NOT_CM;
	if (s->phase != CRG_JUDGING)
		return s->phase == CRG_OPEN ? CRG_NOT_JUDGING : CRG_NO_CHALLENGE;
	if (n < 1)
		return CRG_EMPTY;
	int best = -1;
	for (int k = 0; k < n; k++) {
		int i = crg_find(s, pids[k]);
		if (i < 0)
			return CRG_NO_ANSWER;
		for (int j = 0; j < k; j++)
			if (pids[j] == pids[k])
				return CRG_DUPLICATE;
		/* Answers are kept in the order submitted: the lower index is
		 * the earlier, even within one second. */
		if (best < 0 || i < best)
			best = i;
	}
	*winner = s->answer[best].pid;
	return CRG_OK;
}

void crg_finish(crg_core *s, int winner, int64_t prize, int64_t now, int repetitive)
{
	if (s->nhistory == CRG_HISTORY) {
		memmove(&s->history[0], &s->history[1], (CRG_HISTORY - 1) * sizeof s->history[0]);
		s->nhistory--;
	}
	crg_result *r = &s->history[s->nhistory++];
	memset(r, 0, sizeof *r);
	r->number = s->number;
	r->cm = s->cm;
	r->winner = winner;
	r->answers = s->nanswers;
	r->prize = prize;
	if (repetitive && winner && winner != s->cm) {
		s->cm = winner;
		s->cm_since = now;
		/* The Contestmaster has changed: a motion made because e had
		 * not lapses (docs/RULINGS.md, A Nomic R336). */
		crg_sum_drop(s);
	}
	s->phase = CRG_IDLE;
	s->nanswers = 0;
	memset(s->answer, 0, sizeof s->answer);
	s->answers_until = s->judge_until = 0;
}

crg_err crg_sum_check(const crg_core *s, int nominee, int64_t now, int64_t period)
{
	if (s->sum_nominee)
		return CRG_SUM_PENDING;
	if (nominee == s->cm)
		return CRG_SUM_SAME;
	if (now < s->cm_since + 2 * period)
		return CRG_SUM_EARLY;
	return CRG_OK;
}

crg_err crg_sum_make(crg_core *s, int mover, int nominee, int64_t now, int64_t period,
		     int64_t wait)
{
	crg_err e = crg_sum_check(s, nominee, now, period);
	if (e)
		return e;
	s->sum_nominee = nominee;
	s->sum_mover = mover;
	s->sum_objections = 0;
	s->sum_made = now;
	s->sum_until = now + wait;
	return CRG_OK;
}

crg_err crg_sum_object(crg_core *s)
{
	if (!s->sum_nominee)
		return CRG_NO_SUM;
	s->sum_objections++;
	return CRG_OK;
}

void crg_sum_drop(crg_core *s)
{
	s->sum_nominee = s->sum_mover = s->sum_objections = 0;
	s->sum_made = s->sum_until = 0;
}

void crg_sum_pass(crg_core *s, int64_t now)
{
	if (s->sum_nominee && s->sum_nominee != s->cm) {
		s->cm = s->sum_nominee;
		s->cm_since = now;
	}
	crg_sum_drop(s);
}

int64_t crg_next_due(const crg_core *s)
{
	int64_t due = 0;
	if (s->phase == CRG_OPEN)
		due = s->answers_until;
	else if (s->phase == CRG_JUDGING)
		due = s->judge_until;
	if (s->sum_nominee && (!due || s->sum_until < due))
		due = s->sum_until;
	return due;
}
