/* torch.c: Bronze Torches (Ackanomic R907): who has delivered the verdicts
 * that make em eligible, and awarding one. A Torch is a unit of the
 * currency "Bronze Torch", made on the first award, never transferable (it
 * is a recognition, not a good) and held at most once (docs/RULINGS.md). */
#include "core/command.h"
#include "core/params.h"
#include "gov/justice/court.h"

#include <string.h>

#define TORCH "Bronze Torch"

int court_has_torch(const nomic *n, int who)
{
	const currency *t = currency_by_name(n, TORCH);
	return t && who > 0 && balance(n, who, t->id) > 0;
}

/* R907 ¶4: only TRUE or FALSE verdicts that stand count: those of a CFJ
 * whose verdict is final, and that are the same as the final one (an
 * upheld verdict counts for everyone who issued it, the first judge and a
 * Cortex that heard a first appeal too); a CFJ still appealable or before
 * the Court counts for nobody yet. */
int torch_verdicts(const nomic *n, int who)
{
	const justice *j = justice_peek(n);
	int k = 0;
	for (int i = 0; j && i < j->ncfjs; i++) {
		const cfj *f = j->cfjs[i];
		if (!f || f->stage != CFJ_FINAL || !f->nrulings)
			continue;
		enum verdict final = f->rulings[f->nrulings - 1]->verdict;
		if (final != VERDICT_TRUE && final != VERDICT_FALSE)
			continue;
		for (int r = 0; r < f->nrulings; r++) {
			const cfj_ruling *x = f->rulings[r];
			if (x->verdict == final)
				for (int d = 0; d < x->ndeciders; d++)
					k += x->deciders[d] == who;
		}
	}
	return k;
}

int cmd_torch_award(ctx *c, int argc, char **argv)
{
	(void)argc;
	/* R907 ¶3: the President, the Speaker or a Justice awards them. */
	if (c->kind == ACTOR_PLAYER) {
		const office *pres = office_by_name(c->n, "President");
		const office *spk = office_by_name(c->n, "Speaker");
		int me = c->actor->id;
		if (!(pres && pres->holder == me) && !(spk && spk->holder == me) &&
		    !court_is_justice(c->n, me))
			return ctx_fail(c, "only the President, the Speaker or a Justice awards a Bronze Torch (R907)");
	}
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (p->state == PS_NONPLAYER || p->state == PS_ONICE)
		return ctx_fail(c, "%s may not receive a Bronze Torch now (R250)", p->name);
	if (court_has_torch(c->n, p->id))
		return ctx_fail(c, "%s already has a Bronze Torch: a player has at most one (R907)",
				p->name);
	int64_t need = param_int(c->n, "torch.verdicts");
	int have = torch_verdicts(c->n, p->id);
	if (have < need)
		return ctx_fail(c, "%s has delivered %d verdict%s that stand%s; a Bronze Torch needs %lld (R907)",
				p->name, have, have == 1 ? "" : "s", have == 1 ? "s" : "",
				(long long)need);
	currency *t = currency_by_name(c->n, TORCH);
	if (!t) /* made for the occasion by the Frobozz Magic Medal Company */
		t = mut_add_currency(c, TORCH, 0);
	if (ledger_add(c, p->id, t, 1))
		return -1;
	ctx_arg_str(c, "recipient", p->name);
	ctx_reply(c, "%s is awarded a Bronze Torch (R907)", p->name);
	ctx_announce(c, "%s is awarded a Bronze Torch, for %d verdicts that stand (R907)", p->name,
		     have);
	return 0;
}
