/* fffm.c: the rules of Frog, Frog, Frog, Mouse (Ackanomic Rule 1250.25/0)
 * that need no engine (fffm.h): the machine language and its application
 * (7 I-III), the moves (7 IV), turns and rounds (6 I-III), scoring (6 IV)
 * and delinquency (6 V). The readings of unclear clauses are
 * docs/RULINGS.md's, "Frog, Frog, Frog, Mouse". */
#include "games/fffm/fffm.h"

#include <stdio.h>
#include <string.h>

const ff_rules ff_rules_text = {FF_ZOO, FF_TARGET_MAX, FF_TURNS, 10, 2, 5};

const char *ff_error(int err)
{
	switch (err) {
	case FF_OK: return "ok";
	case FF_E_PHASE: return "that is not what the game awaits now (R1250.25 6)";
	case FF_E_NOT_MS: return "only the Mad Scientist does that (R1250.25 6 I)";
	case FF_E_MS_MOVES: return "the Mad Scientist has no zoo and makes no moves (R1250.25 6 IV)";
	case FF_E_MOVED: return "you have made a valid move this turn and may not change it (R1250.25 6 II)";
	case FF_E_ANIMAL: return "the animals are c, d, f and m: cat, dog, frog, mouse (R1250.25 7)";
	case FF_E_NOT_HELD: return "you may feed only animals from your zoo, no more of a species than you have (R1250.25 7 IV C)";
	case FF_E_EMPTY: return "a transformation feeds at least one animal (R1250.25 7 IV C)";
	case FF_E_MACHINE: return "the machines are A and B (R1250.25 7 IV C)";
	case FF_E_TARGET: return "the target zoo has at least one and no more than 9 animals (R1250.25 6 I; fffm.target.max)";
	case FF_E_SYNTAX: return "that is not a machine (R1250.25 7 I)";
	case FF_E_SET: return "already chosen for this round: the machines are fixed for the round (R1250.25 7 I)";
	case FF_E_LEFT: return "you have left this game (R1250.1 IX)";
	case FF_E_NOT_LATE: return "the Mad Scientist still has time to post the round (R1250.25 6 V)";
	}
	return "?";
}

static const char letters[FF_SPECIES] = {'c', 'd', 'f', 'm'};

int ff_animal(char c)
{
	for (int i = 0; i < FF_SPECIES; i++)
		if (c == letters[i] || c == letters[i] - 32)
			return i;
	return -1;
}

char ff_letter(int species)
{
	return letters[species];
}

int ff_parse_zoo(const char *s, int16_t *counts)
{
	memset(counts, 0, FF_SPECIES * sizeof *counts);
	int n = 0;
	for (; *s; s++) {
		int a = ff_animal(*s);
		if (a < 0)
			return -1;
		if (counts[a] < FF_MAX_COUNT)
			counts[a]++;
		n++;
	}
	return n;
}

void ff_zoo_str(const int16_t *counts, char *buf, size_t n)
{
	size_t k = 0;
	for (int a = 0; a < FF_SPECIES; a++)
		for (int i = 0; i < counts[a] && k + 1 < n; i++)
			buf[k++] = letters[a];
	if (k == 0 && n > 1)
		buf[k++] = '-';
	if (n)
		buf[k < n ? k : n - 1] = 0;
}

int ff_zoo_size(const int16_t *counts)
{
	int t = 0;
	for (int a = 0; a < FF_SPECIES; a++)
		t += counts[a];
	return t;
}

int ff_zoo_equal(const int16_t *a, const int16_t *b)
{
	return memcmp(a, b, FF_SPECIES * sizeof *a) == 0;
}

/* ---- the machine language ---- */

static int pattern_elements(const char *p)
{
	int k = 0;
	for (; *p; p++)
		if (*p != '^' && *p != '$')
			k++;
	return k;
}

static int parse_xf(const char *s, size_t len, ff_xf *x, char *err, size_t errlen)
{
	char buf[FF_PAT + FF_REP + 2];
	size_t k = 0;
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t') {
			if (k + 1 >= sizeof buf) {
				snprintf(err, errlen, "a transformation is at most %d characters",
					 FF_PAT + FF_REP);
				return FF_E_SYNTAX;
			}
			buf[k++] = s[i] >= 'A' && s[i] <= 'Z' ? (char)(s[i] + 32) : s[i];
		}
	buf[k] = 0;
	char *gt = strchr(buf, '>');
	if (!gt || strchr(gt + 1, '>')) {
		snprintf(err, errlen, "'%s': a transformation is PATTERN>REPLACEMENT", buf);
		return FF_E_SYNTAX;
	}
	*gt = 0;
	const char *pat = buf, *rep = gt + 1;
	if (strlen(pat) >= FF_PAT || strlen(rep) >= FF_REP) {
		snprintf(err, errlen, "a pattern is at most %d characters and a replacement %d",
			 FF_PAT - 1, FF_REP - 1);
		return FF_E_SYNTAX;
	}
	size_t pl = strlen(pat);
	for (size_t i = 0; i < pl; i++) {
		char c = pat[i];
		int ok = ff_animal(c) >= 0 || c == '?' || c == '*' || (c == '^' && i == 0) ||
			 (c == '$' && i == pl - 1);
		if (!ok) {
			snprintf(err, errlen, "'%s': a pattern is made of c, d, f, m, ? and *, "
				 "opened by ^ or closed by $ if wanted", pat);
			return FF_E_SYNTAX;
		}
	}
	int ne = pattern_elements(pat);
	if (ne == 0) {
		snprintf(err, errlen, "'%s': a pattern matches at least one animal", pat);
		return FF_E_SYNTAX;
	}
	for (const char *r = rep; *r; r++) {
		if (ff_animal(*r) >= 0)
			continue;
		if (*r >= '1' && *r <= '9' && *r - '0' <= ne)
			continue;
		snprintf(err, errlen, "'%s': a replacement is made of c, d, f, m and the digits of "
			 "the pattern's elements (1 to %d)", rep, ne);
		return FF_E_SYNTAX;
	}
	snprintf(x->pat, sizeof x->pat, "%s", pat);
	snprintf(x->rep, sizeof x->rep, "%s", rep);
	return FF_OK;
}

int ff_parse_machine(const char *text, ff_machine *m, char *err, size_t errlen)
{
	memset(m, 0, sizeof *m);
	const char *p = text;
	for (;;) {
		const char *end = strchr(p, ';');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		int blank = 1;
		for (size_t i = 0; i < len; i++)
			blank &= p[i] == ' ' || p[i] == '\t';
		if (!blank) {
			if (m->n == FF_MAX_XF) {
				snprintf(err, errlen, "a machine has at most %d transformations",
					 FF_MAX_XF);
				return FF_E_SYNTAX;
			}
			int e = parse_xf(p, len, &m->xf[m->n], err, errlen);
			if (e)
				return e;
			m->n++;
		}
		if (!end)
			break;
		p = end + 1;
	}
	if (m->n == 0) {
		snprintf(err, errlen, "a machine has one or more transformations (R1250.25 7 I)");
		return FF_E_SYNTAX;
	}
	return FF_OK;
}

/* Matches elements el[0..ne) at in[i..); captures into cs/cl. The end, or
 * -1. Greedy '*' with backtracking. */
static int match(const char *el, int ne, int anchored_end, const char *in, int n, int i,
		 int *cs, int *cl)
{
	if (ne == 0)
		return !anchored_end || i == n ? i : -1;
	char c = el[0];
	if (c == '*') {
		for (int k = n - i; k >= 0; k--) {
			int e = match(el + 1, ne - 1, anchored_end, in, n, i + k, cs + 1, cl + 1);
			if (e >= 0) {
				cs[0] = i;
				cl[0] = k;
				return e;
			}
		}
		return -1;
	}
	if (i >= n)
		return -1;
	if (c != '?' && in[i] != c)
		return -1;
	cs[0] = i;
	cl[0] = 1;
	return match(el + 1, ne - 1, anchored_end, in, n, i + 1, cs + 1, cl + 1);
}

static int apply_xf(const ff_xf *x, const char *in, int n, char *out, int max)
{
	const char *p = x->pat;
	int start = p[0] == '^';
	if (start)
		p++;
	char el[FF_PAT];
	int ne = 0;
	for (; *p && *p != '$'; p++)
		el[ne++] = *p;
	int end = *p == '$';
	int k = 0;
	int i = 0;
	while (i < n) {
		int cs[FF_PAT], cl[FF_PAT];
		int e = (start && i > 0) ? -1 : match(el, ne, end, in, n, i, cs, cl);
		if (e > i) {
			for (const char *r = x->rep; *r; r++) {
				if (*r >= '1' && *r <= '9') {
					int j = *r - '1';
					for (int t = 0; t < cl[j] && k < max; t++)
						out[k++] = in[cs[j] + t];
				} else if (k < max) {
					out[k++] = *r;
				}
			}
			i = e;
		} else {
			if (k < max)
				out[k++] = in[i];
			i++;
		}
	}
	return k;
}

int ff_apply(const ff_machine *m, const char *in, int n, char *out, int max)
{
	char a[FF_LIST], b[FF_LIST];
	if (n > FF_LIST)
		n = FF_LIST;
	memcpy(a, in, (size_t)n);
	for (int t = 0; t < m->n; t++) {
		n = apply_xf(&m->xf[t], a, n, b, FF_LIST);
		memcpy(a, b, (size_t)n);
	}
	if (n > max)
		n = max;
	memcpy(out, a, (size_t)n);
	out[n] = 0;
	return n;
}

/* ---- scoring ---- */

int ff_score(const ff_rules *k, const int16_t *zoo, const int16_t *target)
{
	int N = 0, K = 0, T = ff_zoo_size(target);
	for (int a = 0; a < FF_SPECIES; a++) {
		if (zoo[a] > target[a]) {
			N += target[a];
			K += zoo[a] - target[a];
		} else {
			N += zoo[a];
		}
	}
	int sc = T ? k->scale * N / T - k->excess * K : 0; /* rounded down: N, T >= 0 */
	if (sc < 0)
		sc = 0;
	if (ff_zoo_equal(zoo, target))
		sc += k->match_bonus;
	return sc;
}

/* ---- the game ---- */

static void begin_round(ff_state *s, int64_t now)
{
	s->ms = s->order[s->slot];
	s->phase = FF_SETUP;
	s->turn = 0;
	s->posted = 0;
	s->have_target = s->have_machine[0] = s->have_machine[1] = 0;
	memset(s->target, 0, sizeof s->target);
	memset(s->zoo, 0, sizeof s->zoo);
	memset(s->move, 0, sizeof s->move);
	memset(s->text, 0, sizeof s->text);
	memset(s->mach, 0, sizeof s->mach);
	s->matched = 0;
	s->since = now;
}

void ff_init(ff_state *s, int nseats, const int *order, const ff_rules *k, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->nseats = nseats;
	s->k = k ? *k : ff_rules_text;
	memcpy(s->order, order, (size_t)nseats * sizeof *order);
	s->slot = 0;
	begin_round(s, now);
}

int ff_set_machine(ff_state *s, int seat, int which, const char *text, const uint8_t *salt,
		   const uint8_t *hash, char *err, size_t errlen)
{
	if (s->phase != FF_SETUP)
		return FF_E_PHASE;
	if (seat != s->ms)
		return FF_E_NOT_MS;
	if (which < 0 || which > 1)
		return FF_E_MACHINE;
	if (s->have_machine[which])
		return FF_E_SET;
	if (strlen(text) >= FF_TEXT) {
		snprintf(err, errlen, "a machine's text is at most %d characters", FF_TEXT - 1);
		return FF_E_SYNTAX;
	}
	int e = ff_parse_machine(text, &s->mach[which], err, errlen);
	if (e)
		return e;
	snprintf(s->text[which], sizeof s->text[which], "%s", text);
	memcpy(s->salt[which], salt, FF_SALT);
	memcpy(s->hash[which], hash, FF_HASH);
	s->have_machine[which] = 1;
	return FF_OK;
}

int ff_set_target(ff_state *s, int seat, const int16_t *target)
{
	if (s->phase != FF_SETUP)
		return FF_E_PHASE;
	if (seat != s->ms)
		return FF_E_NOT_MS;
	if (s->have_target)
		return FF_E_SET;
	int n = ff_zoo_size(target);
	if (n < FF_TARGET_MIN || n > s->k.target_max)
		return FF_E_TARGET;
	memcpy(s->target, target, sizeof s->target);
	s->have_target = 1;
	return FF_OK;
}

int ff_ready(const ff_state *s)
{
	return s->phase == FF_SETUP && s->have_target && s->have_machine[0] && s->have_machine[1];
}

/* 6 I, 7 IV B: 5 animals drawn one by one, again while equal to the target. */
static void random_zoo(const ff_state *s, int16_t *z, ff_rand r, void *arg)
{
	do {
		memset(z, 0, FF_SPECIES * sizeof *z);
		for (int i = 0; i < s->k.zoo; i++)
			z[r(arg, FF_SPECIES)]++;
	} while (ff_zoo_equal(z, s->target));
}

void ff_post(ff_state *s, ff_rand r, void *arg, int64_t now)
{
	for (int i = 0; i < s->nseats; i++)
		if (i != s->ms)
			random_zoo(s, s->zoo[i], r, arg);
	s->posted = 1;
	s->phase = FF_TURN;
	s->turn = 1;
	memset(s->move, 0, sizeof s->move);
	s->since = now;
}

int ff_move(ff_state *s, int seat, int kind, int machine, const char *feed)
{
	if (s->phase != FF_TURN)
		return FF_E_PHASE;
	if (seat == s->ms)
		return FF_E_MS_MOVES;
	if (s->left[seat])
		return FF_E_LEFT;
	if (s->move[seat].kind != FF_NONE)
		return FF_E_MOVED;
	ff_seat_move *m = &s->move[seat];
	if (kind == FF_FEED) {
		if (machine < 0 || machine > 1)
			return FF_E_MACHINE;
		int16_t c[FF_SPECIES];
		int n = ff_parse_zoo(feed, c);
		if (n < 0)
			return FF_E_ANIMAL;
		if (n == 0)
			return FF_E_EMPTY;
		if (n >= FF_TEXT)
			return FF_E_NOT_HELD;
		for (int a = 0; a < FF_SPECIES; a++)
			if (c[a] > s->zoo[seat][a])
				return FF_E_NOT_HELD;
		memset(m, 0, sizeof *m);
		m->machine = (uint8_t)machine;
		for (int i = 0; feed[i]; i++)
			m->feed[i] = ff_letter(ff_animal(feed[i]));
	} else {
		memset(m, 0, sizeof *m);
	}
	m->kind = (uint8_t)kind;
	return FF_OK;
}

int ff_all_moved(const ff_state *s)
{
	for (int i = 0; i < s->nseats; i++)
		if (i != s->ms && !s->left[i] && s->move[i].kind == FF_NONE)
			return 0;
	return 1;
}

int ff_end_turn(ff_state *s, ff_rand r, void *arg, int64_t now)
{
	s->matched = 0;
	for (int i = 0; i < s->nseats; i++) {
		if (i == s->ms)
			continue;
		ff_seat_move *m = &s->move[i];
		if (m->kind == FF_NONE) {
			m->kind = FF_PASS; /* 6 II, 5 */
			m->defaulted = 1;
		}
		if (m->kind == FF_RESTART) {
			random_zoo(s, s->zoo[i], r, arg); /* 7 IV B */
		} else if (m->kind == FF_FEED) {
			/* 7 IV C: out of the zoo, through the machine, back in. */
			int16_t c[FF_SPECIES];
			int n = ff_parse_zoo(m->feed, c);
			for (int a = 0; a < FF_SPECIES; a++)
				s->zoo[i][a] = (int16_t)(s->zoo[i][a] - c[a]);
			char out[FF_LIST + 1];
			int k = ff_apply(&s->mach[m->machine], m->feed, n, out, FF_LIST);
			for (int j = 0; j < k; j++) {
				int a = ff_animal(out[j]);
				if (s->zoo[i][a] < FF_MAX_COUNT)
					s->zoo[i][a]++;
			}
			size_t rl = (size_t)k < sizeof m->result - 1 ? (size_t)k : sizeof m->result - 1;
			memcpy(m->result, out, rl); /* cut to fit, for the record */
			m->result[rl] = 0;
		}
		if (ff_zoo_equal(s->zoo[i], s->target))
			s->matched = 1;
	}
	/* 6 III: after the 10th turn, or a match; else the next at once. */
	(void)now;
	return s->matched || s->turn >= s->k.turns;
}

void ff_next_turn(ff_state *s, int64_t now)
{
	s->turn++;
	s->since = now;
	memset(s->move, 0, sizeof s->move);
}

/* Clears the moves of the turn before (kept for the view until now). */
static void next_moves(ff_state *s)
{
	memset(s->move, 0, sizeof s->move);
}

void ff_end_round(ff_state *s, int delinquent, int64_t now)
{
	memset(s->round_score, 0, sizeof s->round_score);
	s->delinquent = (int8_t)delinquent;
	if (s->posted) {
		int lo = 0, hi = 0, any = 0;
		for (int i = 0; i < s->nseats; i++) {
			if (i == s->ms)
				continue;
			int sc = ff_score(&s->k, s->zoo[i], s->target); /* 6 IV */
			s->round_score[i] = sc;
			s->gp[i] += sc;
			if (!any || sc < lo)
				lo = sc;
			if (!any || sc > hi)
				hi = sc;
			any = 1;
		}
		/* 6 IV: the MS gets the difference; a delinquent one nothing. */
		if (!delinquent) {
			s->round_score[s->ms] = hi - lo;
			s->gp[s->ms] += hi - lo;
		}
	}
	s->rounds_done++;
	s->slot++;
	if (s->slot >= s->nseats) {
		s->phase = FF_OVER; /* 10 */
		return;
	}
	begin_round(s, now);
	next_moves(s);
}

int ff_depart(ff_state *s, int seat)
{
	s->left[seat] = 1;
	return s->phase != FF_OVER && seat == s->ms;
}
