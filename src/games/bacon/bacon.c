/* bacon.c: the pure core of Bacon (Ackanomic R1250.22/4); see bacon.h.
 * Every function either changes the state and returns BC_OK, or returns an
 * error and leaves it as it was. */
#include "games/bacon/bacon.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

void bc_init(bc_state *s, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->phase = BC_NAMING;
	s->round = 1;
	s->began = now;
	s->winner = -1;
}

/* Copies in[0..len) into out, spaces collapsed and trimmed. */
static int norm(const char *in, size_t len, char *out, int max, int name)
{
	int k = 0, space = 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)in[i];
		if (isspace(ch)) {
			space = k > 0;
			continue;
		}
		if (ch < 32 || ch == 127 || (name && (ch == ',' || ch == ':' || ch == '/')))
			return BC_E_NAME;
		if (space) {
			if (k >= max)
				return BC_E_NAME;
			out[k++] = ' ';
			space = 0;
		}
		if (k >= max)
			return BC_E_NAME;
		out[k++] = (char)ch;
	}
	out[k] = 0;
	return k ? BC_OK : BC_E_NAME;
}

int bc_name_norm(const char *in, char *out, int max)
{
	return norm(in, strlen(in), out, max, 1);
}

int bc_same(const char *a, const char *b)
{
	char x[BC_MAX_NAME + 1], y[BC_MAX_NAME + 1];
	if (bc_name_norm(a, x, BC_MAX_NAME) || bc_name_norm(b, y, BC_MAX_NAME))
		return 0;
	for (int i = 0;; i++) {
		if (tolower((unsigned char)x[i]) != tolower((unsigned char)y[i]))
			return 0;
		if (!x[i])
			return 1;
	}
}

static void record(bc_state *s, int outcome, int winner)
{
	bc_round *h = &s->hist[s->nhist % BC_MAX_HIST];
	memset(h, 0, sizeof *h);
	h->round = (int16_t)s->round;
	h->outcome = (int16_t)outcome;
	h->winner = (int16_t)winner;
	for (int i = 0; i < 2; i++) {
		h->links[i] = (int16_t)(s->sent[i] ? s->chain[i].n : 0);
		h->valid[i] = s->valid[i];
		if (s->named[i])
			memcpy(h->actron[i], s->actron[i], sizeof h->actron[i]);
	}
	s->nhist++;
}

/* "The winner of the game shall be the first player to obtain 7". */
static void gain(bc_state *s, const bc_params *p, int seat, int64_t d)
{
	s->gp[seat] += d;
	if (s->winner < 0 && s->gp[seat] >= p->target) {
		s->winner = seat;
		s->phase = BC_OVER;
	}
}

static void end_round(bc_state *s, int outcome, int winner, int64_t now)
{
	record(s, outcome, winner);
	s->tick++;
	if (s->phase == BC_OVER)
		return;
	int round = s->round, nh = s->nhist;
	bc_round hist[BC_MAX_HIST];
	int64_t gp[2] = {s->gp[0], s->gp[1]};
	uint8_t out[2] = {s->out[0], s->out[1]};
	uint32_t tick = s->tick;
	memcpy(hist, s->hist, sizeof hist);
	bc_init(s, now);
	s->round = round + 1;
	s->nhist = nh;
	memcpy(s->hist, hist, sizeof hist);
	memcpy(s->gp, gp, sizeof gp);
	memcpy(s->out, out, sizeof out);
	s->tick = tick;
}

int bc_name(bc_state *s, int seat, const char *name)
{
	if (s->phase == BC_OVER)
		return BC_E_OVER;
	if (s->out[seat])
		return BC_E_OUT;
	if (s->phase != BC_NAMING)
		return BC_E_PHASE;
	char n[BC_MAX_NAME + 1];
	if (bc_name_norm(name, n, BC_MAX_NAME))
		return BC_E_NAME;
	memcpy(s->actron[seat], n, sizeof n);
	s->named[seat] = 1;
	return BC_OK;
}

void bc_close_naming(bc_state *s, const bc_params *p, int64_t now)
{
	if (s->phase != BC_NAMING)
		return;
	if (s->named[0] && s->named[1]) {
		s->names_posted = 1;
		s->phase = BC_OBJECT;
		s->began = now;
		s->tick++;
		return;
	}
	/* "if one player named an actron and the other did not, then the
	 * first player wins the round, and if neither ... a draw". */
	int w = s->named[0] ? 0 : s->named[1] ? 1 : -1;
	if (w >= 0)
		gain(s, p, w, p->round_gp);
	end_round(s, w >= 0 ? BC_O_NAMED_ONE : BC_O_DRAW, w, now);
}

int bc_stance(bc_state *s, int seat, int object)
{
	if (s->phase == BC_OVER)
		return BC_E_OVER;
	if (s->out[seat])
		return BC_E_OUT;
	if (s->phase != BC_OBJECT)
		return BC_E_PHASE;
	if (s->stance[seat])
		return BC_E_STATED;
	s->stance[seat] = object ? BC_S_OBJECT : BC_S_ACCEPT;
	return BC_OK;
}

int bc_stances_in(const bc_state *s)
{
	return (s->out[0] || s->stance[0]) && (s->out[1] || s->stance[1]);
}

static void to_chains(bc_state *s, int64_t now)
{
	s->phase = BC_CHAINS;
	s->began = now;
	s->tick++;
}

void bc_close_objection(bc_state *s, const bc_params *p, int64_t now)
{
	(void)p;
	if (s->phase != BC_OBJECT)
		return;
	/* "If the three days pass with no objections ... accepted." */
	int any = 0;
	for (int i = 0; i < 2; i++) {
		if (!s->stance[i])
			s->stance[i] = BC_S_ACCEPT;
		any |= s->stance[i] == BC_S_OBJECT;
	}
	if (!any) {
		to_chains(s, now);
		return;
	}
	/* "the referee must rule on each actron thus objected to" */
	for (int i = 0; i < 2; i++)
		s->obscure[i] = s->stance[1 - i] == BC_S_OBJECT ? BC_F_NONE : BC_F_NA;
	s->phase = BC_RULING;
	s->began = now;
	s->tick++;
}

int bc_rulings_in(const bc_state *s)
{
	return s->obscure[0] != BC_F_NONE && s->obscure[1] != BC_F_NONE;
}

static void finish_ruling(bc_state *s, int64_t now)
{
	if (s->phase != BC_RULING)
		return; /* a ruling's point ended the game */
	/* "If one or both actrons is ruled to be too obscure, the round ends." */
	if (s->obscure[0] == BC_F_YES || s->obscure[1] == BC_F_YES)
		end_round(s, BC_O_OBSCURE, -1, now);
	else
		to_chains(s, now);
}

int bc_rule(bc_state *s, const bc_params *p, int seat, int obscure, int64_t now)
{
	if (s->phase == BC_OVER)
		return BC_E_OVER;
	if (s->phase != BC_RULING)
		return BC_E_PHASE;
	if (s->obscure[seat] == BC_F_NA)
		return BC_E_NOT_OBJECTED;
	if (s->obscure[seat] != BC_F_NONE)
		return BC_E_RULED;
	s->obscure[seat] = obscure ? BC_F_YES : BC_F_NO;
	/* "too obscure, then the player who objected gains one Gamepoint ...
	 * not too obscure, then the player who selected the actron gains". */
	gain(s, p, obscure ? 1 - seat : seat, p->ruling_gp);
	if (s->phase == BC_OVER)
		end_round(s, BC_O_OBSCURE, -1, now);
	else if (bc_rulings_in(s))
		finish_ruling(s, now);
	return BC_OK;
}

void bc_close_ruling(bc_state *s, const bc_params *p, int64_t now)
{
	(void)p;
	if (s->phase != BC_RULING)
		return;
	for (int i = 0; i < 2; i++)
		if (s->obscure[i] == BC_F_NONE)
			s->obscure[i] = BC_F_SILENT; /* ruling: the actron stands */
	finish_ruling(s, now);
}

int bc_parse(const char *text, bc_chain *c)
{
	memset(c, 0, sizeof *c);
	const char *p = text;
	for (;;) {
		const char *end = strstr(p, " / ");
		size_t len = end ? (size_t)(end - p) : strlen(p);
		if (c->n == BC_MAX_LINKS)
			return BC_E_TOO_LONG;
		/* MOVIE: A, B (the last colon ends the movie's name). */
		const char *colon = NULL;
		for (size_t i = 0; i < len; i++)
			if (p[i] == ':')
				colon = p + i;
		if (!colon)
			return BC_E_SYNTAX;
		const char *comma = memchr(colon, ',', len - (size_t)(colon - p));
		if (!comma || memchr(comma + 1, ',', len - (size_t)(comma + 1 - p)))
			return BC_E_SYNTAX;
		bc_link *l = &c->l[c->n];
		if (norm(p, (size_t)(colon - p), l->movie, BC_MAX_MOVIE, 0) ||
		    norm(colon + 1, (size_t)(comma - colon - 1), l->a, BC_MAX_NAME, 1) ||
		    norm(comma + 1, len - (size_t)(comma + 1 - p), l->b, BC_MAX_NAME, 1))
			return BC_E_SYNTAX;
		c->n++;
		if (!end)
			break;
		p = end + 3;
	}
	return BC_OK;
}

static int has(const bc_link *l, const char *x)
{
	return bc_same(l->a, x) || bc_same(l->b, x);
}

int bc_check_form(const bc_chain *c, const char *x, const char *y)
{
	if (c->n < 1)
		return BC_E_SYNTAX;
	if (c->n > BC_MAX_LINKS)
		return BC_E_TOO_LONG;
	for (int i = 0; i < c->n; i++) {
		if (bc_same(c->l[i].a, c->l[i].b))
			return BC_E_SAME_ACTRON;
		/* "adjacent links must have at least one actron in common" */
		if (i + 1 < c->n && !has(&c->l[i + 1], c->l[i].a) && !has(&c->l[i + 1], c->l[i].b))
			return BC_E_NOT_ADJACENT;
	}
	/* "a Bacon chain between the two of them" (ruling: the first link
	 * names one actron, the last the other). */
	const bc_link *f = &c->l[0], *z = &c->l[c->n - 1];
	if (!((has(f, x) && has(z, y)) || (has(f, y) && has(z, x))))
		return BC_E_ENDS;
	return BC_OK;
}

int bc_send(bc_state *s, int seat, const bc_chain *c)
{
	if (s->phase == BC_OVER)
		return BC_E_OVER;
	if (s->out[seat])
		return BC_E_OUT;
	if (s->phase != BC_CHAINS)
		return BC_E_PHASE;
	int e = bc_check_form(c, s->actron[0], s->actron[1]);
	if (e)
		return e;
	s->chain[seat] = *c;
	s->sent[seat] = 1;
	return BC_OK;
}

static void resolve(bc_state *s, const bc_params *p, int64_t now)
{
	for (int i = 0; i < 2; i++)
		s->valid[i] = s->sent[i] && s->check[i] != BC_F_NO;
	/* "If a player challenges and the challenged chain is valid, the
	 * challenger's chain is deemed invalid." (The referee's finding.) */
	for (int i = 0; i < 2; i++)
		if (s->cstance[i] == BC_S_OBJECT && s->check[1 - i] == BC_F_YES)
			s->valid[i] = 0;
	int w = -1;
	if (s->valid[0] && !s->valid[1])
		w = 0;
	else if (s->valid[1] && !s->valid[0])
		w = 1;
	else if (s->valid[0] && s->valid[1] && s->chain[0].n != s->chain[1].n)
		w = s->chain[0].n < s->chain[1].n ? 0 : 1;
	if (w >= 0)
		gain(s, p, w, p->round_gp);
	end_round(s, BC_O_CHAINS, w, now);
}

void bc_close_chains(bc_state *s, const bc_params *p, int64_t now)
{
	if (s->phase != BC_CHAINS)
		return;
	if (!s->sent[0] && !s->sent[1]) {
		resolve(s, p, now); /* neither chain is valid */
		return;
	}
	s->chains_posted = 1;
	s->phase = BC_CHALLENGE;
	s->began = now;
	s->tick++;
}

int bc_cstance(bc_state *s, int seat, int challenge)
{
	if (s->phase == BC_OVER)
		return BC_E_OVER;
	if (s->out[seat])
		return BC_E_OUT;
	if (s->phase != BC_CHALLENGE)
		return BC_E_PHASE;
	if (!s->sent[1 - seat])
		return BC_E_NO_CHAIN;
	if (s->cstance[seat])
		return BC_E_STATED;
	s->cstance[seat] = challenge ? BC_S_OBJECT : BC_S_ACCEPT;
	return BC_OK;
}

int bc_cstances_in(const bc_state *s)
{
	for (int i = 0; i < 2; i++)
		if (!s->out[i] && !s->cstance[i] && s->sent[1 - i])
			return 0;
	return 1;
}

void bc_close_challenge(bc_state *s, const bc_params *p, int64_t now)
{
	if (s->phase != BC_CHALLENGE)
		return;
	int any = 0;
	for (int i = 0; i < 2; i++) {
		s->check[i] = s->cstance[1 - i] == BC_S_OBJECT ? BC_F_NONE : BC_F_NA;
		any |= s->check[i] == BC_F_NONE;
	}
	if (!any) {
		resolve(s, p, now); /* unchallenged chains are valid */
		return;
	}
	s->phase = BC_CHECK;
	s->began = now;
	s->tick++;
}

int bc_check(bc_state *s, int seat, int valid)
{
	if (s->phase == BC_OVER)
		return BC_E_OVER;
	if (s->phase != BC_CHECK)
		return BC_E_PHASE;
	if (s->check[seat] == BC_F_NA)
		return BC_E_NOT_CHALLENGED;
	if (s->check[seat] != BC_F_NONE)
		return BC_E_RULED;
	s->check[seat] = valid ? BC_F_YES : BC_F_NO;
	return BC_OK;
}

int bc_checks_in(const bc_state *s)
{
	return s->check[0] != BC_F_NONE && s->check[1] != BC_F_NONE;
}

void bc_close_check(bc_state *s, const bc_params *p, int64_t now)
{
	if (s->phase != BC_CHECK)
		return;
	for (int i = 0; i < 2; i++)
		if (s->check[i] == BC_F_NONE)
			s->check[i] = BC_F_SILENT;
	resolve(s, p, now);
}

void bc_remove(bc_state *s, int seat)
{
	if (s->out[seat])
		return;
	s->out[seat] = 1;
	if (s->phase == BC_OVER)
		return;
	/* "If one player leaves the game, then the remaining player will win
	 * the game immediately by forfeit." */
	s->winner = s->out[1 - seat] ? -1 : 1 - seat;
	s->phase = BC_OVER;
	s->tick++;
}

const char *bc_error(int err)
{
	switch (err) {
	case BC_E_OVER: return "the game is over (R1250.22)";
	case BC_E_PHASE: return "the round is not at that step (R1250.22)";
	case BC_E_OUT: return "you have left the game (R1250.22)";
	case BC_E_NAME: return "an actron's name is 1 to 48 characters without , : or / "
			       "(ruling, R1250.22)";
	case BC_E_STATED: return "you have already stated your stance this round (R1250.22)";
	case BC_E_NO_CHAIN: return "your opponent sent no Bacon chain this round: it is invalid "
				   "already (R1250.22)";
	case BC_E_NOT_OBJECTED: return "nobody objected to that actron (R1250.22)";
	case BC_E_NOT_CHALLENGED: return "nobody challenged that chain (R1250.22)";
	case BC_E_RULED: return "you have already ruled on that (R1250.22)";
	case BC_E_SYNTAX: return "a Bacon chain is links \"MOVIE: ACTRON, ACTRON\" separated by "
				 "\" / \" (R1250.22)";
	case BC_E_TOO_LONG: return "a Bacon chain has at most 12 links (ruling, R1250.22)";
	case BC_E_SAME_ACTRON: return "each link names two different actrons (R1250.22)";
	case BC_E_NOT_ADJACENT: return "adjacent links must have at least one actron in common "
				       "(R1250.22)";
	case BC_E_ENDS: return "the chain must run between the two actrons: the first link names "
			       "one, the last the other (R1250.22; ruling)";
	}
	return "refused";
}

const bc_round *bc_hist(const bc_state *s, int i)
{
	if (i < 0 || i >= s->nhist || i >= BC_MAX_HIST)
		return NULL;
	return &s->hist[(s->nhist - 1 - i) % BC_MAX_HIST];
}
