/* wordunassoc.c: the pure core of Word Un-association (Ackanomic
 * R1250.19/5); see wordunassoc.h. Every function either changes the state
 * and returns WU_OK, or returns an error and leaves it as it was. */
#include "games/wordunassoc/wordunassoc.h"

#include <stdio.h>
#include <string.h>

void wu_init(wu_state *s, int n, const int *perm, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->nseats = n;
	for (int k = 0; k < n; k++)
		s->number[perm[k]] = k + 1;
	/* IV ¶2: "Player 1 shall be the Linker of the first round". */
	s->linker = perm[0];
	s->round = 1;
	s->phase = WU_PICK;
	s->began = now;
	s->winner = -1;
}

int wu_players(const wu_state *s)
{
	int k = 0;
	for (int i = 0; i < s->nseats; i++)
		k += !s->out[i];
	return k;
}

int wu_next(const wu_state *s, int seat)
{
	int best = -1, low = -1;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i] || i == seat)
			continue;
		if (s->number[i] > s->number[seat] &&
		    (best < 0 || s->number[i] < s->number[best]))
			best = i;
		if (low < 0 || s->number[i] < s->number[low])
			low = i;
	}
	/* "Player 1 again assumes the duty just after ... the highest". */
	return best >= 0 ? best : low;
}

int wu_word(const char *in, char *out)
{
	size_t n = strlen(in);
	if (!n)
		return WU_E_BAD_WORD;
	if (n > WU_MAX_WORD)
		return WU_E_TOO_LONG;
	for (size_t i = 0; i < n; i++) {
		char ch = in[i];
		if (ch >= 'A' && ch <= 'Z')
			ch = (char)(ch + 32);
		if (ch < 'a' || ch > 'z')
			return WU_E_BAD_WORD;
		out[i] = ch;
	}
	out[n] = 0;
	return WU_OK;
}

int64_t wu_target(const wu_state *s, const wu_params *p)
{
	int64_t t = p->target_per_player * wu_players(s);
	return t < p->target_max ? t : p->target_max;
}

static void record(wu_state *s, int outcome, int found)
{
	wu_round *h = &s->hist[s->nhist % WU_MAX_HIST];
	memset(h, 0, sizeof *h);
	h->round = (int16_t)s->round;
	h->linker = (int16_t)s->linker;
	h->outcome = (int16_t)outcome;
	h->found = (int16_t)found;
	memcpy(h->original, s->original, sizeof h->original);
	memcpy(h->uh, s->uh, sizeof h->uh);
	if (outcome == WU_O_LINKER || outcome == WU_O_LINKER_FAIL)
		memcpy(h->llink, s->llink, sizeof h->llink);
	s->nhist++;
}

/* The end of a round (IV ¶5): the Linker has served; the next round's
 * word is this round's uh? word (ruling: the chain); then the end test. */
static void end_round(wu_state *s, const wu_params *p, int outcome, int found, int64_t now,
		      const int64_t *before)
{
	record(s, outcome, found);
	s->last_round = s->round;
	memcpy(s->last_link, s->link, sizeof s->last_link);
	memcpy(s->last_verdict, s->verdict, sizeof s->last_verdict);
	for (int i = 0; i < s->nseats; i++)
		s->last_gain[i] = before ? s->gp[i] - before[i] : 0;
	s->linked[s->linker]++;
	if (s->uh[0] && outcome != WU_O_DISALLOWED && outcome != WU_O_NO_UH)
		memcpy(s->original, s->uh, sizeof s->original);
	memset(s->uh, 0, sizeof s->uh);
	memset(s->link, 0, sizeof s->link);
	memset(s->verdict, 0, sizeof s->verdict);
	memset(s->llink, 0, sizeof s->llink);
	s->lverdict = 0;
	s->lsealed = 0;
	s->tick++;
	if (wu_players(s) < 2) {
		s->phase = WU_OVER; /* ruling: nobody left to be Confused */
		return;
	}
	/* IV ¶5: someone has min(5N, 30) and every player has been the
	 * Linker the same number of times; then a single top scorer wins. */
	int64_t target = wu_target(s, p);
	int reached = 0, even = 1, first = -1, top = -1, tie = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i])
			continue;
		if (s->gp[i] >= target)
			reached = 1;
		if (first < 0)
			first = i;
		else if (s->linked[i] != s->linked[first])
			even = 0;
		if (top < 0 || s->gp[i] > s->gp[top]) {
			top = i;
			tie = 0;
		} else if (s->gp[i] == s->gp[top]) {
			tie = 1;
		}
	}
	if (reached && even && !tie) {
		s->winner = top;
		s->phase = WU_OVER;
		return;
	}
	s->round++;
	s->linker = wu_next(s, s->linker);
	s->phase = WU_UH;
	s->began = now;
}

int wu_pick(wu_state *s, const char *word, int64_t now)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->phase != WU_PICK)
		return WU_E_PHASE;
	char w[WU_MAX_WORD + 1];
	int e = wu_word(word, w);
	if (e)
		return e;
	memcpy(s->original, w, sizeof w);
	s->phase = WU_UH;
	s->began = now; /* ruling: the Linker's 3 days run from the word */
	s->tick++;
	return WU_OK;
}

int wu_post_uh(wu_state *s, int seat, const char *word, int64_t now)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->out[seat])
		return WU_E_OUT;
	if (seat != s->linker)
		return WU_E_NOT_LINKER;
	if (s->phase != WU_UH)
		return WU_E_PHASE;
	char w[WU_MAX_WORD + 1];
	int e = wu_word(word, w);
	if (e)
		return e;
	if (!strcmp(w, s->original))
		return WU_E_SAME;
	memcpy(s->uh, w, sizeof w);
	s->phase = WU_LINKS;
	s->uh_at = now;
	s->tick++;
	return WU_OK;
}

int wu_send_link(wu_state *s, int seat, const char *word)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->out[seat])
		return WU_E_OUT;
	if (seat == s->linker)
		return WU_E_LINKER;
	if (s->phase != WU_LINKS)
		return WU_E_PHASE;
	char w[WU_MAX_WORD + 1];
	int e = wu_word(word, w);
	if (e)
		return e;
	if (!strcmp(w, s->original) || !strcmp(w, s->uh))
		return WU_E_SAME;
	memcpy(s->link[seat], w, sizeof w);
	return WU_OK;
}

int wu_links_in(const wu_state *s)
{
	for (int i = 0; i < s->nseats; i++)
		if (!s->out[i] && i != s->linker && !s->link[i][0])
			return 0;
	return 1;
}

int wu_seal_link(wu_state *s, int seat, const char *word)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->out[seat])
		return WU_E_OUT;
	if (seat != s->linker)
		return WU_E_NOT_LINKER;
	if (s->phase != WU_LINKS && s->phase != WU_JUDGE)
		return WU_E_PHASE;
	char w[WU_MAX_WORD + 1];
	int e = wu_word(word, w);
	if (e)
		return e;
	if (!strcmp(w, s->original) || !strcmp(w, s->uh))
		return WU_E_SAME;
	memcpy(s->llink, w, sizeof w);
	s->lsealed = 1;
	return WU_OK;
}

/* No Confused found a link: the Linker's sealed link goes to the referee,
 * or e is asked for one (IV ¶4). */
static void to_linker(wu_state *s, int64_t now)
{
	s->step_at = now;
	s->phase = s->lsealed ? WU_LJUDGE : WU_LINKER;
	s->tick++;
}

static void score(wu_state *s, const wu_params *p, int64_t now)
{
	int64_t before[WU_MAX_SEATS];
	memcpy(before, s->gp, sizeof before);
	int n = wu_players(s), found = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i] || i == s->linker || !s->link[i][0])
			continue;
		if (s->verdict[i] != WU_V_YES && s->verdict[i] != WU_V_DEFAULT)
			continue;
		found++;
		/* IV ¶4: "Any Confused that manages it gains one game point. If
		 * no other Confused has the same link word e gains one
		 * additional game point (unless the game has only two players)." */
		s->gp[i] += p->link_gp;
		int same = 0;
		for (int j = 0; j < s->nseats; j++)
			if (j != i && !s->out[j] && j != s->linker && !strcmp(s->link[j], s->link[i]))
				same = 1;
		if (!same && n > 2)
			s->gp[i] += p->unique_gp;
	}
	if (found)
		end_round(s, p, WU_O_LINKS, found, now, before);
	else
		to_linker(s, now);
}

void wu_close_links(wu_state *s, const wu_params *p, int64_t now)
{
	if (s->phase != WU_LINKS)
		return;
	if (wu_unjudged(s)) {
		s->phase = WU_JUDGE;
		s->step_at = now;
		s->tick++;
		return;
	}
	score(s, p, now); /* nobody sent a link word */
}

int wu_unjudged(const wu_state *s)
{
	int k = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i] || !s->link[i][0] || s->verdict[i])
			continue;
		int dup = 0;
		for (int j = 0; j < i; j++)
			if (!s->out[j] && !s->verdict[j] && !strcmp(s->link[j], s->link[i]))
				dup = 1;
		k += !dup;
	}
	return k;
}

int wu_judge(wu_state *s, const char *word, int yes)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->phase != WU_JUDGE)
		return WU_E_PHASE;
	char w[WU_MAX_WORD + 1] = "";
	if (word) {
		int e = wu_word(word, w);
		if (e)
			return WU_E_NO_SUCH_LINK;
	}
	int hit = 0, judged = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i] || !s->link[i][0] || (word && strcmp(s->link[i], w)))
			continue;
		if (s->verdict[i]) {
			judged = 1;
			continue;
		}
		hit = 1;
	}
	if (!hit)
		return judged ? WU_E_JUDGED : WU_E_NO_SUCH_LINK;
	for (int i = 0; i < s->nseats; i++)
		if (!s->out[i] && s->link[i][0] && !s->verdict[i] && (!word || !strcmp(s->link[i], w)))
			s->verdict[i] = yes ? WU_V_YES : WU_V_NO;
	return WU_OK;
}

void wu_close_judging(wu_state *s, const wu_params *p, int64_t now)
{
	if (s->phase != WU_JUDGE)
		return;
	/* Ruling: the referee settles disagreements (IV ¶5); a link word e
	 * has not ruled on by the deadline is accepted. */
	for (int i = 0; i < s->nseats; i++)
		if (!s->out[i] && s->link[i][0] && !s->verdict[i])
			s->verdict[i] = WU_V_DEFAULT;
	score(s, p, now);
}

int wu_linker_link(wu_state *s, int seat, const char *word, int64_t now)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->out[seat])
		return WU_E_OUT;
	if (seat != s->linker)
		return WU_E_NOT_LINKER;
	if (s->phase != WU_LINKER)
		return s->phase == WU_LJUDGE ? WU_E_SEALED : WU_E_PHASE;
	char w[WU_MAX_WORD + 1];
	int e = wu_word(word, w);
	if (e)
		return e;
	if (!strcmp(w, s->original) || !strcmp(w, s->uh))
		return WU_E_SAME;
	memcpy(s->llink, w, sizeof w);
	s->phase = WU_LJUDGE;
	s->step_at = now;
	s->tick++;
	return WU_OK;
}

int wu_judge_linker(wu_state *s, const wu_params *p, int yes, int64_t now, int64_t deadline)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->phase != WU_LJUDGE)
		return WU_E_PHASE;
	int64_t before[WU_MAX_SEATS];
	memcpy(before, s->gp, sizeof before);
	if (yes) {
		s->lverdict = yes == 2 ? WU_V_DEFAULT : WU_V_YES;
		/* IV ¶4: "the Linker gains N-1 gamepoints". */
		s->gp[s->linker] += wu_players(s) - 1;
		end_round(s, p, WU_O_LINKER, 0, now, before);
		return WU_OK;
	}
	s->lverdict = WU_V_NO;
	if (now < deadline) { /* ruling: another word, within the 6 days */
		memset(s->llink, 0, sizeof s->llink);
		s->lsealed = 0;
		s->phase = WU_LINKER;
		s->tick++;
		return WU_OK;
	}
	s->gp[s->linker] -= p->nolink_gp;
	end_round(s, p, WU_O_LINKER_FAIL, 0, now, before);
	return WU_OK;
}

void wu_uh_timeout(wu_state *s, const wu_params *p, int vacation, int64_t now)
{
	if (s->phase != WU_UH)
		return;
	int64_t before[WU_MAX_SEATS];
	memcpy(before, s->gp, sizeof before);
	/* IV ¶3: "e loses three gamepoints and the round ends immediately";
	 * IV ¶6: not a Vacationing player. */
	if (!vacation)
		s->gp[s->linker] -= p->fail_gp;
	end_round(s, p, WU_O_NO_UH, 0, now, before);
}

void wu_linker_timeout(wu_state *s, const wu_params *p, int64_t now)
{
	if (s->phase != WU_LINKER)
		return;
	int64_t before[WU_MAX_SEATS];
	memcpy(before, s->gp, sizeof before);
	/* IV ¶4: "within 6 days of submitting the word ... lose 3 points". */
	s->gp[s->linker] -= p->nolink_gp;
	end_round(s, p, WU_O_LINKER_FAIL, 0, now, before);
}

int wu_disallow(wu_state *s, const wu_params *p, int64_t now)
{
	if (s->phase == WU_OVER)
		return WU_E_OVER;
	if (s->phase != WU_LINKS && s->phase != WU_JUDGE)
		return WU_E_PHASE;
	int64_t before[WU_MAX_SEATS];
	memcpy(before, s->gp, sizeof before);
	/* Ruling: a uh? word itself linked to the original is no uh? word
	 * (IV ¶3: "must not be itself linked"): the Linker failed to post one.
	 * The link words sent for it are discarded unread. */
	if (!(s->out[s->linker]))
		s->gp[s->linker] -= p->fail_gp;
	memset(s->link, 0, sizeof s->link);
	memset(s->verdict, 0, sizeof s->verdict);
	end_round(s, p, WU_O_DISALLOWED, 0, now, before);
	return WU_OK;
}

void wu_remove(wu_state *s, const wu_params *p, int seat, int64_t now)
{
	if (seat < 0 || seat >= s->nseats || s->out[seat])
		return;
	s->out[seat] = 1;
	if (s->phase == WU_OVER)
		return;
	if (wu_players(s) < 2) {
		s->phase = WU_OVER; /* ruling: no winner */
		s->tick++;
		return;
	}
	if (seat == s->linker) {
		if (s->phase == WU_PICK) {
			s->linker = wu_next(s, seat);
			return;
		}
		/* Ruling: the round ends unscored; the next Linker's begins. */
		memset(s->link, 0, sizeof s->link);
		memset(s->verdict, 0, sizeof s->verdict);
		end_round(s, p, WU_O_LINKER_LEFT, 0, now, NULL);
		return;
	}
	memset(s->link[seat], 0, sizeof s->link[seat]);
	s->verdict[seat] = 0;
}

const char *wu_error(int err)
{
	switch (err) {
	case WU_E_OVER: return "the game is over (R1250.19 IV)";
	case WU_E_PHASE: return "the round is not at that step (R1250.19 IV)";
	case WU_E_NOT_LINKER: return "only this round's Linker does that (R1250.19 IV)";
	case WU_E_LINKER: return "the Linker sends no link word: only the Confused do (R1250.19 IV)";
	case WU_E_OUT: return "you have left the game (R1250.1 IX)";
	case WU_E_BAD_WORD: return "a word is one word of letters a-z (ruling, R1250.19 IV)";
	case WU_E_TOO_LONG: return "a word has at most 32 letters (ruling, R1250.19 IV)";
	case WU_E_SAME: return "that is the original word or the uh? word itself, not a link "
			       "(R1250.19 IV)";
	case WU_E_NO_SUCH_LINK: return "no Confused sent that link word this round (R1250.19 IV)";
	case WU_E_JUDGED: return "that link word has already been judged (R1250.19 IV)";
	case WU_E_SEALED: return "your link is with the referee: wait for eir decision (R1250.19 IV)";
	}
	return "refused";
}

const wu_round *wu_hist(const wu_state *s, int i)
{
	if (i < 0 || i >= s->nhist || i >= WU_MAX_HIST)
		return NULL;
	return &s->hist[(s->nhist - 1 - i) % WU_MAX_HIST];
}
