/* ghost.c: the pure core of Ghost (Ackanomic R1250.9/1): who plays next
 * (4 ¶1), additions (4 ¶2), beginning and continuing the ghost word (4 (1),
 * (2)), protests on either ground and whom they remove (4 (3)),
 * resignations and removals at any time (4 (4), 4 ¶ last), and the winner
 * (5 ¶1). No engine and no clock of its own: the module passes the time
 * and the Official Dictionary's verdicts in. */
#include "games/ghost/ghost.h"

#include <stdio.h>
#include <string.h>

static void rec(gh_state *s, int seat, int kind, int other, int ground, const char *word)
{
	gh_entry *e = &s->hist[s->nhist % GH_MAX_HIST];
	memset(e, 0, sizeof *e);
	e->seat = (int16_t)seat;
	e->kind = (int16_t)kind;
	e->other = (int16_t)other;
	e->ground = (int16_t)ground;
	snprintf(e->word, sizeof e->word, "%s", word ? word : "");
	s->nhist++;
}

const gh_entry *gh_hist(const gh_state *s, int i)
{
	if (i < 0 || i >= s->nhist || i >= GH_MAX_HIST)
		return NULL;
	return &s->hist[(s->nhist - 1 - i) % GH_MAX_HIST];
}

int gh_remaining(const gh_state *s)
{
	int k = 0;
	for (int i = 0; i < s->nseats; i++)
		k += !s->out[i];
	return k;
}

int gh_next(const gh_state *s, int seat)
{
	int best = -1, low = -1;
	for (int i = 0; i < s->nseats; i++) {
		if (s->out[i] || i == seat)
			continue;
		if (s->number[i] > s->number[seat] && (best < 0 || s->number[i] < s->number[best]))
			best = i;
		if (low < 0 || s->number[i] < s->number[low])
			low = i;
	}
	if (best >= 0)
		return best;
	if (low >= 0)
		return low;
	return s->out[seat] ? -1 : seat;
}

int gh_highest(const gh_state *s)
{
	int h = -1;
	for (int i = 0; i < s->nseats; i++)
		if (!s->out[i] && (h < 0 || s->number[i] > s->number[h]))
			h = i;
	return h;
}

static void begin_turn(gh_state *s, int seat, int64_t now)
{
	s->turn = seat;
	s->turn_began = now;
	if (seat >= 0 && seat < GH_MAX_SEATS) /* always (gh_next); for -O3's sight */
		s->played[seat] = 1;
	if (seat == gh_highest(s))
		s->joins_closed = 1; /* 4 ¶2: "prior to the first turn of ... the highest number" */
	s->tick++;
}

/* 5: exactly one player left wins; none left, nobody does. */
static int check_over(gh_state *s)
{
	int n = gh_remaining(s);
	if (n > 1)
		return 0;
	s->phase = GH_OVER;
	s->turn = -1;
	s->winner = -1;
	for (int i = 0; i < s->nseats; i++)
		if (!s->out[i])
			s->winner = i;
	s->tick++;
	return 1;
}

/* The turn after seat's (who may have just been removed). */
static void advance(gh_state *s, int seat, int64_t now)
{
	if (check_over(s))
		return;
	s->phase = GH_TURN;
	begin_turn(s, gh_next(s, seat), now);
}

static void remove_seat(gh_state *s, int seat)
{
	s->out[seat] = 1;
}

void gh_init(gh_state *s, int n, const int *perm, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->nseats = n;
	s->began = n;
	for (int k = 0; k < n; k++)
		s->number[perm[k]] = k + 1;
	s->last = s->protester = s->accused = s->winner = -1;
	s->phase = GH_TURN;
	begin_turn(s, perm[0], now); /* 4 ¶1: player 1 plays first */
}

static int turn_check(const gh_state *s, int seat)
{
	if (s->phase == GH_OVER)
		return GH_E_OVER;
	if (seat < 0 || seat >= s->nseats || s->out[seat])
		return GH_E_OUT;
	if (s->phase == GH_ANSWER)
		return GH_E_SUSPENDED;
	if (s->turn != seat)
		return GH_E_NOT_TURN;
	return GH_OK;
}

static char lower(char c)
{
	return (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
}

static int letters(const char *w)
{
	if (!*w)
		return 0;
	for (; *w; w++) {
		char c = lower(*w);
		if (c < 'a' || c > 'z')
			return 0;
	}
	return 1;
}

int gh_begin(gh_state *s, int seat, const char *letter, int64_t now)
{
	int e = turn_check(s, seat);
	if (e)
		return e;
	if (s->word[0])
		return GH_E_WORD_EXISTS;
	if (strlen(letter) != 1 || !letters(letter))
		return GH_E_NOT_LETTER;
	s->word[0] = lower(letter[0]);
	s->word[1] = '\0';
	s->last = seat;
	rec(s, seat, GH_H_BEGIN, -1, 0, s->word);
	advance(s, seat, now);
	return GH_OK;
}

int gh_continue(gh_state *s, int seat, const char *str, int64_t now)
{
	int e = turn_check(s, seat);
	if (e)
		return e;
	if (!s->word[0])
		return GH_E_NO_WORD;
	size_t n = strlen(s->word), m = strlen(str);
	if (m != n + 1 || !letters(str))
		return GH_E_NOT_EXTENSION;
	char low[GH_MAX_WORD + 2];
	for (size_t i = 0; i <= m; i++)
		low[i] = lower(str[i]);
	/* 4 (2): "identical ... except for the addition of one letter at
	 * either the beginning or the end". */
	if (strncmp(low, s->word, n) != 0 && strcmp(low + 1, s->word) != 0)
		return GH_E_NOT_EXTENSION;
	if (m > GH_MAX_WORD)
		return GH_E_TOO_LONG;
	memcpy(s->word, low, m + 1);
	s->last = seat;
	rec(s, seat, GH_H_CONTINUE, -1, 0, s->word);
	advance(s, seat, now);
	return GH_OK;
}

int gh_can_protest(const gh_state *s, int seat)
{
	int e = turn_check(s, seat);
	if (e)
		return e;
	if (!s->word[0])
		return GH_E_NO_WORD;
	if (s->last == seat)
		return GH_E_OWN;
	return GH_OK;
}

/* Records the resolution; removes `loser` if still in; destroys the word
 * when told to; and the protester's successor plays (4 ¶1). */
static void resolve(gh_state *s, int valid, int loser, int destroy, int64_t now)
{
	int removed = -1;
	if (loser >= 0 && !s->out[loser]) {
		remove_seat(s, loser);
		removed = loser;
	}
	if (destroy)
		s->word[0] = '\0';
	rec(s, s->protester, GH_H_RESOLVED, removed, valid, s->word);
	int p = s->protester;
	s->protester = s->accused = -1;
	s->ground = 0;
	advance(s, p, now);
}

int gh_protest_word(gh_state *s, int seat, int in_od, int64_t now)
{
	int e = gh_can_protest(s, seat);
	if (e)
		return e;
	s->protester = seat;
	s->accused = s->last;
	s->ground = GH_WORD;
	rec(s, seat, GH_H_PROTEST, s->accused, GH_WORD, s->word);
	/* 4 (3): valid destroys the word and removes the accused; invalid
	 * removes the protester and leaves the word. */
	if (in_od)
		resolve(s, 1, s->accused, 1, now);
	else
		resolve(s, 0, seat, 0, now);
	return GH_OK;
}

int gh_protest_nonword(gh_state *s, int seat, int64_t now)
{
	int e = gh_can_protest(s, seat);
	if (e)
		return e;
	s->protester = seat;
	s->accused = s->last;
	s->ground = GH_NONWORD;
	rec(s, seat, GH_H_PROTEST, s->accused, GH_NONWORD, s->word);
	if (s->out[s->accused]) {
		/* Ruling: an accused who has left cannot post; as if e did not. */
		resolve(s, 1, s->accused, 1, now);
		return GH_OK;
	}
	s->phase = GH_ANSWER; /* "play is suspended until the protest is resolved" */
	s->turn = -1;
	s->turn_began = now;
	s->tick++;
	return GH_OK;
}

int gh_can_answer(const gh_state *s, int seat, const char *posted)
{
	if (s->phase == GH_OVER)
		return GH_E_OVER;
	if (s->phase != GH_ANSWER)
		return GH_E_NO_PROTEST;
	if (seat != s->accused)
		return GH_E_NOT_ACCUSED;
	char low[256];
	size_t m = strlen(posted);
	if (m >= sizeof low || !letters(posted))
		return GH_E_NOT_CONTAINING;
	for (size_t i = 0; i <= m; i++)
		low[i] = lower(posted[i]);
	if (!strstr(low, s->word))
		return GH_E_NOT_CONTAINING;
	return GH_OK;
}

int gh_answer(gh_state *s, int seat, const char *posted, int in_od, int64_t now)
{
	int e = gh_can_answer(s, seat, posted);
	if (e)
		return e;
	rec(s, seat, GH_H_POSTED, -1, in_od, posted);
	/* 4 (3): found in the OD: invalid (the protester goes); else valid. */
	if (in_od)
		resolve(s, 0, s->protester, 1, now);
	else
		resolve(s, 1, s->accused, 1, now);
	return GH_OK;
}

void gh_answer_timeout(gh_state *s, int64_t now)
{
	if (s->phase != GH_ANSWER)
		return;
	/* 4 (3): "If he does not, the protest is resolved as valid." */
	resolve(s, 1, s->accused, 1, now);
}

int gh_resign(gh_state *s, int seat, int timeout, int64_t now)
{
	if (s->phase == GH_OVER)
		return GH_E_OVER;
	if (seat < 0 || seat >= s->nseats || s->out[seat])
		return GH_E_OUT;
	if (s->phase == GH_TURN && s->turn == seat) {
		/* 4 (4): removed, and the ghost word is destroyed. */
		remove_seat(s, seat);
		s->word[0] = '\0';
		rec(s, seat, timeout ? GH_H_TIMEOUT : GH_H_RESIGN, -1, 0, "");
		advance(s, seat, now);
		return GH_OK;
	}
	/* 4 ¶ last: off turn, e is only removed. */
	remove_seat(s, seat);
	rec(s, seat, GH_H_REMOVED, -1, 0, s->word);
	if (s->phase == GH_ANSWER && seat == s->accused) {
		resolve(s, 1, seat, 1, now); /* ruling: e can no longer post */
		return GH_OK;
	}
	check_over(s);
	return GH_OK;
}

int gh_can_add(const gh_state *s)
{
	if (s->phase == GH_OVER)
		return GH_E_OVER;
	/* Ruling: the highest number among the players still in the game. */
	int h = gh_highest(s);
	if (s->joins_closed || (h >= 0 && s->played[h]))
		return GH_E_JOIN_CLOSED;
	if (s->nseats >= GH_MAX_SEATS)
		return GH_E_FULL;
	return GH_OK;
}

int gh_add(gh_state *s, int seat, int64_t now)
{
	int e = gh_can_add(s);
	if (e)
		return e;
	if (seat != s->nseats)
		return GH_E_FULL;
	int top = 0;
	for (int i = 0; i < s->nseats; i++)
		if (s->number[i] > top)
			top = s->number[i];
	s->nseats++;
	s->number[seat] = top + 1; /* 4 ¶2: "one greater than the highest" */
	s->out[seat] = 0;
	s->played[seat] = 0;
	s->added[seat] = 1;
	s->added_at[seat] = now;
	rec(s, seat, GH_H_ADDED, -1, 0, s->word);
	return GH_OK;
}

int gh_protest_addition(gh_state *s, int seat, int newcomer, int64_t window, int64_t now)
{
	if (s->phase == GH_OVER)
		return GH_E_OVER;
	if (seat < 0 || seat >= s->nseats || s->out[seat])
		return GH_E_OUT;
	if (newcomer < 0 || newcomer >= s->nseats || !s->added[newcomer] || s->out[newcomer])
		return GH_E_NOT_NEWCOMER;
	if (seat >= newcomer)
		return GH_E_NOT_EARLIER;
	/* 4 ¶2: before eir first turn begins, or three days after the addition,
	 * whichever comes first. */
	if (s->played[newcomer] || now - s->added_at[newcomer] > window)
		return GH_E_TOO_LATE;
	remove_seat(s, newcomer);
	rec(s, seat, GH_H_REMOVED, newcomer, 0, s->word);
	check_over(s);
	return GH_OK;
}

const char *gh_error(int err)
{
	switch (err) {
	case GH_OK: return "ok";
	case GH_E_OVER: return "the game is over";
	case GH_E_OUT: return "you have been removed from the game (R1250.9 2)";
	case GH_E_NOT_TURN: return "it is not your turn (R1250.9 4)";
	case GH_E_SUSPENDED: return "play is suspended until the protest is resolved (R1250.9 4 (3))";
	case GH_E_WORD_EXISTS: return "there is already a ghost word: continue it or protest it "
				      "(R1250.9 4 (1))";
	case GH_E_NOT_LETTER: return "a new ghost word is begun by naming one letter of the "
				     "alphabet (R1250.9 4 (1))";
	case GH_E_NO_WORD: return "there is no ghost word: begin one by naming a letter "
				  "(R1250.9 4 (1), (2))";
	case GH_E_NOT_EXTENSION: return "the new ghost word must be the old one with one letter "
				       "added at the beginning or the end (R1250.9 4 (2))";
	case GH_E_TOO_LONG: return "a ghost word is kept to the server's limit of letters: protest "
				   "or resign (ruling)";
	case GH_E_NOT_ACCUSED: return "only the player the protest was made against posts a word "
				      "(R1250.9 4 (3))";
	case GH_E_NO_PROTEST: return "no protest awaits a word containing the ghost word "
				     "(R1250.9 4 (3))";
	case GH_E_NOT_CONTAINING: return "the word posted must contain the ghost word "
					 "(R1250.9 4 (3))";
	case GH_E_JOIN_CLOSED: return "players may be added only before the first turn of the "
				      "player with the highest number (R1250.9 4)";
	case GH_E_FULL: return "the game has no room for more players";
	case GH_E_NOT_NEWCOMER: return "only the addition of a player added during play may be "
				       "protested (R1250.9 4)";
	case GH_E_TOO_LATE: return "an addition may be protested only before the new player's "
				   "first turn, and within ghost.addition.window of it (R1250.9 4)";
	case GH_E_NOT_EARLIER: return "only a player already in the game when the new player was "
				      "added may protest the addition (R1250.9 4)";
	case GH_E_OWN: return "the ghost word is your own: a protest is made against the player "
			      "whose turn made it (R1250.9 4 (3))";
	}
	return "?";
}
