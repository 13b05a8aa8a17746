/* scoring.c: points on a proposal's results (Ackanomic R207), ordered as
 * R205 orders one player's simultaneous changes, and who reaches the Magic
 * Number (R603 ¶4, ¶5): the first achieves a Winning Condition by Rule 603
 * (wins.c, R600); two at once raise it instead. */
#include "core/bind.h"
#include "core/command.h"
#include "gov/gov.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *kind_key(enum proposal_kind k)
{
	return k == PK_MODEST ? "modest" : k == PK_GRANDIOSE ? "grandiose" : "ordinary";
}

static int64_t kind_param(const nomic *n, const char *what, enum proposal_kind k, int64_t dflt)
{
	char name[64];
	snprintf(name, sizeof name, "score.%s.%s", what, kind_key(k));
	return param_value(n, name, dflt);
}

award_values scoring_values(const nomic *n, const proposal *p, int adopted)
{
	static const int64_t accept[] = {10, 5, 16}, reject[] = {7, 4, 12}, newbie[] = {3, 1, 5};
	award_values v = {0};
	v.author = adopted ? kind_param(n, "accept", p->kind, accept[p->kind])
			   : -kind_param(n, "reject", p->kind, reject[p->kind]);
	v.voter = param_value(n, "score.voter", 1);
	/* R207 IV: a Newbie author gets the anti-voting points when eir
	 * non-Modest proposal is accepted or any of eir proposals rejected. */
	const player *a = player_by_id(n, p->author);
	if (a && player_is_newbie(n, a) && (!adopted || p->kind != PK_MODEST))
		v.newbie = kind_param(n, "newbie", p->kind, newbie[p->kind]);
	return v;
}

typedef struct change {
	int player;
	int64_t amount;
} change;

/* R205: one player's changes at one moment go largest magnitude first. */
static int by_player_then_size(const void *a, const void *b)
{
	const change *x = a, *y = b;
	if (x->player != y->player)
		return x->player - y->player;
	int64_t ax = x->amount < 0 ? -x->amount : x->amount;
	int64_t ay = y->amount < 0 ? -y->amount : y->amount;
	return ax < ay ? 1 : ax > ay ? -1 : 0;
}

void scoring_pay(ctx *c, const proposal *p, const award_values *v, int is_null, int is_boring)
{
	const currency *pts = currency_by_name(c->n, "points");
	char why[200];
	if (!pts || is_null || is_boring) /* R207 V, VI */
		return;
	if (bind_stopped(c->n, "R207", why, sizeof why)) {
		ctx_reply(c, "\n  no scores: %s", why);
		return;
	}
	change *ch = xcalloc((size_t)p->nballots + 2, sizeof *ch);
	int n = 0;
	ch[n++] = (change){p->author, v->author};
	if (v->newbie)
		ch[n++] = (change){p->author, v->newbie};
	for (int i = 0; i < p->nballots; i++) /* R207 III: every voter */
		if (p->ballots[i] && v->voter)
			ch[n++] = (change){i + 1, v->voter};
	qsort(ch, (size_t)n, sizeof *ch, by_player_then_size);

	/* Each player's score before, and the highest it reaches on the way. */
	int *who = xcalloc((size_t)n, sizeof *who);
	int64_t *before = xcalloc((size_t)n, sizeof *before);
	int64_t *peak = xcalloc((size_t)n, sizeof *peak);
	int k = -1;
	ctx_reply(c, "\n  scores:");
	for (int i = 0; i < n; i++) {
		if (i == 0 || ch[i].player != ch[i - 1].player) {
			k++;
			who[k] = ch[i].player;
			before[k] = peak[k] = balance(c->n, ch[i].player, pts->id);
		}
		/* R250 VI d: On Ice players neither gain nor lose points. */
		const player *pl = player_by_id(c->n, ch[i].player);
		if (!pl || pl->state == PS_ONICE || pl->state == PS_NONPLAYER)
			continue;
		if (ledger_add(c, ch[i].player, pts, ch[i].amount) == 0) {
			int64_t now = balance(c->n, ch[i].player, pts->id);
			if (now > peak[k])
				peak[k] = now;
			ctx_reply(c, " %s %+lld;", pl->name, (long long)ch[i].amount);
		}
	}
	if (c->out.len && c->out.s[c->out.len - 1] == ';')
		c->out.s[--c->out.len] = '\0';
	winning_check(c, who, peak, k + 1);
	(void)before;
	free(ch);
	free(who);
	free(before);
	free(peak);
}

void winning_check(ctx *c, const int *players, const int64_t *peak, int n)
{
	char why[200];
	if (bind_stopped(c->n, "R603", why, sizeof why))
		return; /* no winning by points without its rule */
	gov *g = gov_of(c);
	int64_t mn = param_int(c->n, "magic.number");
	if (g->mn_reached)
		return; /* R603: only the first to reach it in a cycle */
	int reached = 0, voting = 0, first = 0, first_voting = 0;
	for (int i = 0; i < n; i++) {
		if (peak[i] < mn)
			continue;
		const player *p = player_by_id(c->n, players[i]);
		reached++;
		if (!first)
			first = players[i];
		if (p && p->state == PS_VOTING) {
			voting++;
			if (!first_voting)
				first_voting = players[i];
		}
	}
	if (!reached)
		return;
	if (voting >= 2) {
		/* R603: at exactly the same time: nobody wins, and the Magic Number
		 * rises by 100 or to 11 above the highest score, whichever is more. */
		const currency *pts = currency_by_name(c->n, "points");
		int64_t high = INT64_MIN;
		for (int i = 0; i < c->n->nplayers; i++) {
			int64_t s = balance(c->n, c->n->players[i]->id, pts->id);
			if (s > high)
				high = s;
		}
		int64_t to = mn + 100 > high + 11 ? mn + 100 : high + 11;
		mut_set_param(c, "magic.number", to, "R603");
		ctx_reply(c, "\n  %d voting players reach the Magic Number at once: none wins, "
			  "and it rises to %lld (R603)", voting, (long long)to);
		return;
	}
	int owner = first_voting ? first_voting : first;
	/* R600 ¶3: never two with the same creator (wc_achieve refuses). */
	if (!wc_achieve(c, owner, "603", NULL))
		return;
	UNDO_SET(c->j, g->mn_reached, 1);
	ctx_reply(c, "\n  %s reaches the Magic Number (%lld) and achieves a Winning Condition "
		  "by Rule 603, Unclaimed (R600, R603)", holder_name(c->n, owner), (long long)mn);
	ctx_announce(c, "  %s reaches the Magic Number (%lld) and achieves a Winning Condition "
		     "by Rule 603, Unclaimed (R600, R603)", holder_name(c->n, owner), (long long)mn);
}
