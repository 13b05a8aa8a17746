/* lim.c: the pure core of the Limerick Contest (Ackanomic R1250.8/0); see
 * lim.h. No engine. */
#include "games/limerick/lim.h"

#include <stdio.h>
#include <string.h>

const char *lm_error(int err)
{
	switch (err) {
	case LM_OK: return "ok";
	case LM_E_OVER: return "the contest is over (R1250.8 4)";
	case LM_E_PHASE: return "that is not a move of this part of the contest (R1250.8 4)";
	case LM_E_POSTED: return "your limerick is already posted (R1250.8 4)";
	case LM_E_EMPTY: return "a limerick has some text (R1250.8 4)";
	case LM_E_TOO_LONG: return "a limerick holds at most 1000 bytes here (ruling R1250.8)";
	case LM_E_CHOICE: return "vote for limerick 1 or 2, or name its poet (R1250.8 4)";
	case LM_E_FULL: return "no more votes fit (ruling R1250.8)";
	}
	return "refused";
}

void lm_init(lm_state *s, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->phase = LM_WRITE;
	s->began = now;
	s->tick = 1;
	s->winner = -1;
	s->shown[0] = 0;
	s->shown[1] = 1;
}

int lm_post(lm_state *s, int seat, const char *text, uint64_t seq)
{
	if (s->phase == LM_OVER)
		return LM_E_OVER;
	if (s->phase != LM_WRITE)
		return LM_E_PHASE;
	if (seat < 0 || seat > 1)
		return LM_E_PHASE;
	if (s->posted[seat])
		return LM_E_POSTED;
	if (!text[0])
		return LM_E_EMPTY;
	if (strlen(text) > LM_MAX_TEXT)
		return LM_E_TOO_LONG;
	snprintf(s->text[seat], sizeof s->text[seat], "%s", text);
	s->posted[seat] = 1;
	s->posted_seq[seat] = seq;
	return LM_OK;
}

int lm_both(const lm_state *s)
{
	return s->posted[0] && s->posted[1];
}

void lm_reveal(lm_state *s, int first, int64_t now)
{
	s->shown[0] = first;
	s->shown[1] = 1 - first;
	s->phase = LM_VOTE;
	s->began = now;
	s->tick++;
}

int lm_default(const lm_state *s, int *how)
{
	/* 4: "If one of the participants fails to post a limerick, then the
	 * other wins by default. If neither post, the referee chooses a
	 * winner at random using the AMD." */
	if (s->posted[0] != s->posted[1]) {
		*how = LM_DEFAULT;
		return s->posted[0] ? 0 : 1;
	}
	*how = LM_NEITHER;
	return -1;
}

int lm_vote_of(const lm_state *s, int voter)
{
	for (int i = 0; i < s->nvotes; i++)
		if (s->voter[i] == voter)
			return s->choice[i];
	return -1;
}

int lm_vote(lm_state *s, int voter, int seat, int *replaced)
{
	if (s->phase == LM_OVER)
		return LM_E_OVER;
	if (s->phase != LM_VOTE)
		return LM_E_PHASE;
	if (seat < 0 || seat > 1)
		return LM_E_CHOICE;
	*replaced = 0;
	for (int i = 0; i < s->nvotes; i++)
		if (s->voter[i] == voter) {
			s->choice[i] = seat;
			*replaced = 1;
			return LM_OK;
		}
	if (s->nvotes >= LM_MAX_VOTERS)
		return LM_E_FULL;
	s->voter[s->nvotes] = voter;
	s->choice[s->nvotes++] = seat;
	return LM_OK;
}

int lm_count(lm_state *s, int poet, int weight, int *how)
{
	s->tally[0] = s->tally[1] = 0;
	s->poet = poet;
	/* 4: "When the Poet's vote is count'd at the end, His one vote shall
	 * instead be counted twice." */
	for (int i = 0; i < s->nvotes; i++)
		s->tally[s->choice[i]] += poet && s->voter[i] == poet ? weight : 1;
	/* "The participant whose limerick got the most votes wins". */
	if (s->tally[0] != s->tally[1]) {
		*how = LM_VOTES;
		return s->tally[0] > s->tally[1] ? 0 : 1;
	}
	/* "In case of a tie, the participant whose limerick was posted first
	 * wins the contest." */
	if (s->posted_seq[0] != s->posted_seq[1]) {
		*how = LM_FIRST;
		return s->posted_seq[0] < s->posted_seq[1] ? 0 : 1;
	}
	/* "In the case that that does not determine a winner, the referee
	 * determines a winner at random". */
	*how = LM_DRAW;
	return -1;
}
