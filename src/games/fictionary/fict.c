/* fict.c: the pure core of Fictionary (Ackanomic R1250.10/6); see fict.h.
 * Every clause it carries out is cited where it is. No engine. */
#include "games/fictionary/fict.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* IV 1: "Default Ing Word: "ing"; Actual Definition: ..." */
const char fi_default_word[] = "ing";
const char fi_default_actual[] = "A pasture or meadow; generally one lying low, near a river.";

const char *fi_error(int err)
{
	switch (err) {
	case FI_OK: return "ok";
	case FI_E_OVER: return "the game is over (R1250.10 IV 5b)";
	case FI_E_STEP: return "that is not a move of this step of the round (R1250.10 IV)";
	case FI_E_NOT_BRAINIAC: return "only the Brainiac of this round does that (R1250.10 IV)";
	case FI_E_BRAINIAC: return "the Brainiac is not a Bluffer this round (R1250.10 IV)";
	case FI_E_OUT: return "your spot has been removed from the game (R1250.10 V 2)";
	case FI_E_NO_DEF:
		return "note the Actual Definition privately first (`define TEXT`), then post the "
		       "word (R1250.10 IV 1)";
	case FI_E_BAD_WORD:
		return "the Ing Word is one word of letters (R1250.10 IV 1)";
	case FI_E_EMPTY_DEF:
		return "the Actual Definition is a verbatim transcription of a dictionary's "
		       "definition, not empty (R1250.10 IV 1)";
	case FI_E_TOO_LONG: return "a definition holds at most 300 bytes here (ruling R1250.10)";
	case FI_E_NOT_VOTER:
		return "your definition was removed from play: you do not participate in the "
		       "voting (R1250.10 IV 3b)";
	case FI_E_VOTED: return "you have already voted this round (R1250.10 IV 4)";
	case FI_E_BAD_ENTRY: return "there is no such definition on the list (R1250.10 IV 4)";
	case FI_E_BAD_NUMBER: return "there is no submission with that number (R1250.10 IV 3)";
	case FI_E_TWICE: return "a submission is named twice in the judgement (R1250.10 IV 3)";
	case FI_E_SMALL_GROUP:
		return "a set of substantially similar definitions has two or more members "
		       "(R1250.10 IV 3d)";
	case FI_E_JUDGED: return "the judgement of this round is already given (R1250.10 IV 3)";
	}
	return "refused";
}

int fi_players(const fi_state *s)
{
	int k = 0;
	for (int i = 0; i < s->nseats; i++)
		k += !s->out[i];
	return k;
}

int fi_is_bluffer(const fi_state *s, int seat)
{
	return seat >= 0 && seat < s->nseats && !s->out[seat] && seat != s->brainiac;
}

int fi_next_brainiac(const fi_state *s, int seat)
{
	/* IV ¶2: "in order of increasing player number ... Player 1 again
	 * assumes the duty just after ... the highest number". */
	int best = -1, low = -1;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i])
			continue;
		if (s->number[i] > s->number[seat] && (best < 0 || s->number[i] < s->number[best]))
			best = i;
		if (low < 0 || s->number[i] < s->number[low])
			low = i;
	}
	return best >= 0 ? best : low;
}

static void next_step(fi_state *s, int step, int64_t now)
{
	s->step = step;
	s->step_began = now;
	s->tick++;
}

static void begin_round(fi_state *s, int brainiac, int64_t now)
{
	s->round++;
	s->brainiac = brainiac;
	s->word[0] = s->actual[0] = 0;
	s->defined = s->defaulted_word = 0;
	memset(s->sub, 0, sizeof s->sub);
	memset(s->submitted, 0, sizeof s->submitted);
	s->npriv = 0;
	memset(s->priv, 0, sizeof s->priv);
	s->judged = 0;
	s->kase = FI_C_NONE;
	memset(s->online, 0, sizeof s->online);
	memset(s->group, 0, sizeof s->group);
	s->correct = -1;
	s->dups = 0;
	s->nlist = 0;
	memset(s->list, 0, sizeof s->list);
	memset(s->vote, 0, sizeof s->vote);
	memset(s->sheeped, 0, sizeof s->sheeped);
	memset(s->acc, 0, sizeof s->acc);
	next_step(s, FI_WORD, now);
}

void fi_init(fi_state *s, int nseats, const int *perm, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->nseats = nseats;
	for (int k = 0; k < nseats; k++)
		s->number[perm[k]] = k + 1;
	s->last_case = FI_C_NONE;
	/* IV ¶2: "Player 1 shall be the Brainiac of the first round". */
	begin_round(s, perm[0], now);
}

int fi_define(fi_state *s, int seat, const char *text)
{
	if (s->step == FI_OVER)
		return FI_E_OVER;
	if (seat != s->brainiac)
		return FI_E_NOT_BRAINIAC;
	if (s->step != FI_WORD)
		return FI_E_STEP;
	if (!text[0])
		return FI_E_EMPTY_DEF;
	if (strlen(text) > FI_MAX_DEF)
		return FI_E_TOO_LONG;
	snprintf(s->actual, sizeof s->actual, "%s", text);
	s->defined = 1;
	return FI_OK;
}

int fi_word(fi_state *s, int seat, const char *word, int64_t now)
{
	if (s->step == FI_OVER)
		return FI_E_OVER;
	if (seat != s->brainiac)
		return FI_E_NOT_BRAINIAC;
	if (s->step != FI_WORD)
		return FI_E_STEP;
	size_t len = strlen(word);
	if (len == 0 || len > FI_MAX_WORD)
		return FI_E_BAD_WORD;
	for (size_t i = 0; i < len; i++)
		if (!isalpha((unsigned char)word[i]) && word[i] != '-' && word[i] != '\'')
			return FI_E_BAD_WORD;
	if (!s->defined)
		return FI_E_NO_DEF;
	snprintf(s->word, sizeof s->word, "%s", word);
	/* "This step ends when the Ing Word has been publically posted." */
	next_step(s, FI_SUBMIT, now);
	return FI_OK;
}

void fi_word_default(fi_state *s, int64_t now)
{
	snprintf(s->word, sizeof s->word, "%s", fi_default_word);
	snprintf(s->actual, sizeof s->actual, "%s", fi_default_actual);
	s->defined = 1;
	s->defaulted_word = 1;
	next_step(s, FI_SUBMIT, now);
}

int fi_submit(fi_state *s, int seat, const char *text)
{
	if (s->step == FI_OVER)
		return FI_E_OVER;
	if (seat >= 0 && seat < s->nseats && s->out[seat])
		return FI_E_OUT;
	if (seat == s->brainiac)
		return FI_E_BRAINIAC;
	if (s->step != FI_SUBMIT)
		return FI_E_STEP;
	if (strlen(text) > FI_MAX_DEF)
		return FI_E_TOO_LONG;
	snprintf(s->sub[seat], sizeof s->sub[seat], "%s", text);
	s->submitted[seat] = 1;
	return FI_OK;
}

int fi_submissions_in(const fi_state *s, const int *bot)
{
	for (int i = 0; i < s->nseats; i++)
		if (fi_is_bluffer(s, i) && !s->submitted[i] && !(bot && bot[i]))
			return 0;
	return 1;
}

static void shuffle(int *v, int n, fi_below below, void *arg)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)below(arg, (uint64_t)i + 1);
		int t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

void fi_close_submissions(fi_state *s, int *missed, fi_below below, void *arg, int64_t now)
{
	s->npriv = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (!fi_is_bluffer(s, i))
			continue;
		/* IV 2: "Default: "" is submitted." */
		if (!s->submitted[i]) {
			s->sub[i][0] = 0;
			s->submitted[i] = 1;
			if (missed)
				missed[i] = 1;
		}
		s->priv[s->npriv++] = i;
	}
	/* The Brainiac's private numbering is drawn, not by seat (ruling). */
	shuffle(s->priv, s->npriv, below, arg);
	next_step(s, FI_JUDGE, now);
}

int fi_judge(fi_state *s, int seat, const int *online, int nonline, const fi_groups *gr,
	     int many, int one, int64_t *delta, fi_below below, void *arg)
{
	if (s->step == FI_OVER)
		return FI_E_OVER;
	if (seat != s->brainiac)
		return FI_E_NOT_BRAINIAC;
	if (s->step != FI_JUDGE)
		return FI_E_STEP;
	if (s->judged)
		return FI_E_JUDGED;
	int named[FI_MAX_SEATS] = {0};
	for (int k = 0; k < nonline; k++) {
		if (online[k] < 1 || online[k] > s->npriv)
			return FI_E_BAD_NUMBER;
		if (named[online[k] - 1]++)
			return FI_E_TWICE;
	}
	for (int g = 0; g < gr->n; g++) {
		if (gr->size[g] < 2)
			return FI_E_SMALL_GROUP;
		for (int k = 0; k < gr->size[g]; k++) {
			int x = gr->num[g][k];
			if (x < 1 || x > s->npriv)
				return FI_E_BAD_NUMBER;
			if (named[x - 1]++)
				return FI_E_TWICE;
		}
	}
	for (int k = 0; k < nonline; k++)
		s->online[s->priv[online[k] - 1]] = 1;
	for (int g = 0; g < gr->n; g++)
		for (int k = 0; k < gr->size[g]; k++)
			s->group[s->priv[gr->num[g][k] - 1]] = g + 1;
	s->judged = 1;
	if (nonline >= 2) {
		/* 3a: "each such Bluffer receives 3 Gamepoints ... and the round ends." */
		for (int i = 0; i < s->nseats; i++)
			if (s->online[i])
				delta[i] += many;
		s->kase = FI_C_A;
		return FI_OK;
	}
	if (nonline == 1) {
		/* 3b: 4 Gamepoints; the submission is removed from play. */
		s->correct = s->priv[online[0] - 1];
		delta[s->correct] += one;
		s->kase = FI_C_B;
	}
	/* 3c, 3d: the list of the Actual Definition and the submissions; of
	 * each set of similar ones, one drawn at random stands (ruling: the
	 * one "removed from consideration" is the one kept for the list, as
	 * 5a i) reads it), the others are discarded. */
	s->nlist = 0;
	s->list[s->nlist++] = -1;
	for (int k = 0; k < s->npriv; k++) {
		int i = s->priv[k];
		if (i != s->correct && !s->group[i])
			s->list[s->nlist++] = i;
	}
	for (int g = 0; g < gr->n; g++) {
		int pick = (int)below(arg, (uint64_t)gr->size[g]);
		s->list[s->nlist++] = s->priv[gr->num[g][pick] - 1];
	}
	s->dups = gr->n > 0;
	if (s->kase != FI_C_B)
		s->kase = s->dups ? FI_C_D : FI_C_C;
	/* "the Brainiac randomly sorts ... into a numbered list" */
	shuffle(s->list, s->nlist, below, arg);
	return FI_OK;
}

void fi_judge_default(fi_state *s, int64_t *delta, int brainiac_points)
{
	/* 3e: "The Brainiac loses 4 Gamepoints, no other scoring occurs this
	 * round, and play proceeds to the next round." */
	delta[s->brainiac] -= brainiac_points;
	s->kase = FI_C_E;
	s->judged = 1;
	s->nlist = 0;
}

int fi_post_list(fi_state *s, int64_t now)
{
	if (s->kase == FI_C_A || s->kase == FI_C_E || s->nlist == 0)
		return 0;
	next_step(s, FI_VOTE, now);
	return 1;
}

int fi_may_vote(const fi_state *s, int seat)
{
	return s->step == FI_VOTE && fi_is_bluffer(s, seat) && seat != s->correct;
}

int fi_vote(fi_state *s, int seat, int entry)
{
	if (s->step == FI_OVER)
		return FI_E_OVER;
	if (seat >= 0 && seat < s->nseats && s->out[seat])
		return FI_E_OUT;
	if (seat == s->brainiac)
		return FI_E_BRAINIAC;
	if (s->step != FI_VOTE)
		return FI_E_STEP;
	if (seat == s->correct)
		return FI_E_NOT_VOTER;
	if (s->vote[seat])
		return FI_E_VOTED;
	if (entry < 1 || entry > s->nlist)
		return FI_E_BAD_ENTRY;
	s->vote[seat] = entry;
	return FI_OK;
}

int fi_votes_in(const fi_state *s, const int *bot)
{
	for (int i = 0; i < s->nseats; i++)
		if (fi_may_vote(s, i) && !s->vote[i] && !(bot && bot[i]))
			return 0;
	return 1;
}

/* Did seat submit the definition that entry k (0-based) stands for? */
static int author_of(const fi_state *s, int k, int seat)
{
	int r = s->list[k];
	if (r < 0)
		return 0;
	return seat == r || (s->group[r] && s->group[seat] == s->group[r]);
}

int fi_own_entry(const fi_state *s, int seat)
{
	for (int k = 0; k < s->nlist; k++)
		if (author_of(s, k, seat))
			return k + 1;
	return 0;
}

void fi_close_votes(fi_state *s, int *missed)
{
	for (int i = 0; i < s->nseats; i++) {
		if (!fi_may_vote(s, i) || s->vote[i])
			continue;
		/* 4: "A Bluffer who did not vote is deemed to have sheeped." */
		s->vote[i] = fi_own_entry(s, i);
		s->sheeped[i] = 1;
		if (missed)
			missed[i] = 1;
	}
}

void fi_score(const fi_state *s, int64_t *delta, int per_vote, int actual, int nobody)
{
	int for_actual = 0;
	for (int v = 0; v < s->nseats; v++) {
		if (!s->vote[v])
			continue;
		int k = s->vote[v] - 1;
		if (s->list[k] < 0) {
			/* ii) "A Bluffer receives 2 Gamepoints if he voted for the
			 * Actual Definition." */
			delta[v] += actual;
			for_actual++;
			continue;
		}
		/* i) one point for every other player who voted for his
		 * definition; the duplicates' submitters all score, but not
		 * for each other's sheeping. */
		if (author_of(s, k, v))
			continue;
		for (int a = 0; a < s->nseats; a++)
			if (!s->out[a] && a != s->brainiac && author_of(s, k, a))
				delta[a] += per_vote;
	}
	/* iii) "If no one voted for the Actual Definition, the Brainiac
	 * receives 2 Gamepoints." */
	if (!for_actual)
		delta[s->brainiac] += nobody;
}

void fi_end_round(fi_state *s, const int64_t *delta, int64_t now)
{
	s->last_round = s->round;
	s->last_case = s->kase;
	for (int i = 0; i < s->nseats; i++)
		s->last_delta[i] = s->acc[i] + (delta ? delta[i] : 0);
	snprintf(s->last_word, sizeof s->last_word, "%s", s->word);
	snprintf(s->last_actual, sizeof s->last_actual, "%s", s->actual);
	s->times[s->brainiac]++;
	/* V 2: a player who left is a bot "until the end of the round in
	 * which they resigned"; then the spot is removed. */
	for (int i = 0; i < s->nseats; i++)
		if (s->gone[i])
			s->out[i] = 1;
	int b = s->brainiac;
	if (fi_players(s) == 0) {
		s->step = FI_OVER;
		s->tick++;
		return;
	}
	int next = fi_next_brainiac(s, b);
	begin_round(s, next, now);
}

int fi_over(const fi_state *s, const int64_t *gp, int64_t goal)
{
	int t = -1, top = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i])
			continue;
		if (t < 0)
			t = s->times[i];
		else if (s->times[i] != t)
			return 0;
		if (gp[i] >= goal)
			top = 1;
	}
	return t > 0 && top; /* after a round at least */
}

int fi_leave(fi_state *s, int seat, int64_t now)
{
	if (seat < 0 || seat >= s->nseats || s->out[seat])
		return 0;
	s->gone[seat] = 1;
	if (s->step != FI_WORD)
		return 0;
	/* V 2: resigned after step 5 and before step 1 is complete: the
	 * spot goes now, with no bot. */
	s->out[seat] = 1;
	if (seat != s->brainiac || fi_players(s) == 0)
		return 0;
	int next = fi_next_brainiac(s, seat);
	s->round--; /* the same round begins again with the next Brainiac */
	begin_round(s, next, now);
	return 1;
}
