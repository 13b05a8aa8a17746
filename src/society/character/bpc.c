/* bpc.c: the Basic Player Characteristics (Ackanomic R540.2) and
 * Characteristic Tests (R541).
 *
 * R540.2 ¶2: "if a player has not done so, then at any time e may ask the
 * Dungeonmaster to generate eir scores, which the Dungeonmaster may do by
 * generating six values from 3 to 18 using three six-sided dice
 * (preferably using the Dice Server)". The server is that Dice Server: the
 * asking (`bpc roll`) generates them at once with R230 I's draws, which
 * replay reproduces (docs/RULINGS.md). ¶3: "If at any time a Player has two
 * BPC scores of 5 or lower, then e may have these scores rerolled ...
 * when the scores are rerolled the Player shall pay the Standard Harfer
 * Fee" (`bpc reroll`).
 *
 * R541: "For each object to be tested, a Characteristic Roll is performed
 * ... the same distribution as that characteristic ... [the roll] is
 * subtracted from the Characteristic Value. The resulting number is the
 * Test Value. The object with the maximum Test Value is declared to have
 * won the test." A tie, which R541 leaves open, is tested again among the
 * tied (docs/RULINGS.md). */
#include "core/params.h"
#include "society/character/character.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BPC_FIRST 1 /* charac_defs[1..6]: Strength ... Charisma */
#define BPC_COUNT 6

int64_t charac_roll(ctx *c, const charac_def *d)
{
	int64_t sum = 0;
	for (int i = 0; i < d->dice; i++)
		sum += (int64_t)rng_below(c->rng, 6) + 1;
	return sum;
}

static const charac_def *bpc(int i)
{
	return &charac_defs[BPC_FIRST + i];
}

static void roll_into(ctx *c, int pid, int i, sbuf *line)
{
	rng_key(c->rng, "bpc.roll", (uint64_t)pid);
	int64_t v = charac_roll(c, bpc(i));
	sbuf_printf(line, "%s%s %lld", line->len ? ", " : "", bpc(i)->name, (long long)v);
	charac_put(c, pid, bpc(i), v);
}

int character_cmd_bpc_roll(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	int pid = c->actor->id;
	if (charac_marked(c->n, pid, MARK_ROLLED))
		return ctx_fail(c, "your scores were generated already (R540.2 ¶2: once)");
	charac_mark_add(c, pid, MARK_ROLLED);
	sbuf line = {0};
	for (int i = 0; i < BPC_COUNT; i++)
		roll_into(c, pid, i, &line);
	ctx_say(c, "%s's Basic Player Characteristics, 3d6 each (R540.2): %s", c->actor->name,
		line.s ? line.s : "");
	sbuf_free(&line);
	return 0;
}

int character_cmd_bpc_reroll(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	int pid = c->actor->id;
	int low[BPC_COUNT], nlow = 0;
	for (int i = 0; i < BPC_COUNT; i++)
		if (charac_value_of(c->n, pid, bpc(i)) <= 5)
			low[nlow++] = i;
	if (nlow < 2)
		return ctx_fail(c, "you have %d Basic Player Characteristic%s of 5 or lower; a reroll "
				"needs two (R540.2 ¶3)", nlow, nlow == 1 ? "" : "s");
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "fee.harfer");
	if (fee > 0 && (!ad || ledger_move(c, pid, 0, ad, fee) != 0))
		return ctx_fail(c, "a reroll costs the Standard Harfer Fee, A$%lld, which you do not "
				"have (R540.2 ¶3, R505 IV)", (long long)fee);
	sbuf line = {0};
	for (int k = 0; k < nlow; k++)
		roll_into(c, pid, low[k], &line);
	ctx_say(c, "%s pays the Standard Harfer Fee (A$%lld) and rerolls eir scores of 5 or lower "
		"(R540.2 ¶3): %s", c->actor->name, (long long)fee, line.s ? line.s : "");
	sbuf_free(&line);
	return 0;
}

int charac_test(ctx *c, const charac_def *d, const int *ids, int n)
{
	int *in = xcalloc((size_t)n, sizeof *in);
	int64_t *tv = xcalloc((size_t)n, sizeof *tv);
	for (int i = 0; i < n; i++)
		in[i] = 1;
	int winner = -1;
	for (int round = 1; winner < 0; round++) {
		sbuf line = {0};
		int64_t best = 0;
		int nbest = 0;
		for (int i = 0; i < n; i++) {
			if (!in[i])
				continue;
			int64_t value = charac_value_of(c->n, ids[i], d);
			rng_key(c->rng, "bpc.contest", (uint64_t)ids[i]);
			int64_t roll = charac_roll(c, d);
			tv[i] = value - roll;
			sbuf_printf(&line, "%s%s %lld - %lld = %lld", line.len ? "; " : "",
				    holder_name(c->n, ids[i]), (long long)value, (long long)roll,
				    (long long)tv[i]);
			if (!nbest || tv[i] > best) {
				best = tv[i];
				nbest = 1;
			} else if (tv[i] == best) {
				nbest++;
			}
		}
		ctx_say(c, "%s test%s (R541): %s", d->name, round > 1 ? ", again among the tied" : "",
			line.s ? line.s : "");
		sbuf_free(&line);
		for (int i = 0; i < n; i++)
			if (in[i] && tv[i] != best)
				in[i] = 0;
		if (nbest == 1)
			for (int i = 0; i < n; i++)
				if (in[i])
					winner = i;
	}
	ctx_say(c, "%s wins the %s test (R541)", holder_name(c->n, ids[winner]), d->name);
	free(in);
	free(tv);
	return winner;
}
