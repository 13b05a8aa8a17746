/* machine_seek.c: the Otzma Card TruthSeeker (Ackanomic R1240.12), which
 * rests on The Machine That Goes *ping* (R1209). `otzma use CARD T`
 * (src/society/otzma/otzma_use.c) pays 4*T*T A$ to the Treasury; the
 * Scholar's private post of T words of the truth, undisguised, with
 * where each is, is made by the server at once, to the card's player's
 * inbox (docs/RULINGS.md). The card is refused (and kept) when it could
 * have no effect: no Scholar, no truth revealed, or T over the truth's
 * words. Its Counter-Action posts that post publicly. */
#include "econ/machine/machine.h"

#include "core/inbox.h"
#include "core/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int machine_seek_check(ctx *c, int argc, char **argv, int64_t *t)
{
	const machine *m = machine_peek(c->n);
	if (argc < 2 || parse_int64(argv[1], t) || *t < 0)
		return ctx_fail(c, "name T, a non-negative integer: `otzma use CARD T` pays 4*T*T "
				"A$ to the Treasury (R1240.12)");
	if (!machine_scholar(c->n))
		return ctx_fail(c, "a TruthSeeker has no effect: there is no Scholar of *ping* "
				"(R1240.12, R1209 II); the card is kept");
	if (!m->truth)
		return ctx_fail(c, "a TruthSeeker has no effect: the Scholar of *ping* has not "
				"revealed the Machine's Truth (R1240.12, R1209 III); the card is kept");
	int nw = machine_words(m->truth);
	if (*t > nw)
		return ctx_fail(c, "a TruthSeeker has no effect: T (%lld) exceeds the number of "
				"words in the Machine's Truth (R1240.12); the card is kept",
				(long long)*t);
	int64_t pay = 4 * *t * *t;
	const currency *ad = currency_by_name(c->n, "A$");
	if (!ad || balance(c->n, c->actor->id, ad->id) < pay)
		return ctx_fail(c, "you have less than A$%lld, 4 times the square of T (R1240.12)",
				(long long)pay);
	if (pay > 0) {
		const char *had = c->why;
		c->why = "R1240.12: a TruthSeeker's payment";
		int rc = ledger_move(c, c->actor->id, 0, ad, pay);
		c->why = had;
		if (rc)
			return -1;
	}
	ctx_say(c, "%s pays A$%lld to the Treasury: T is %lld (R1240.12)", c->actor->name,
		(long long)pay, (long long)*t);
	return 0;
}

int machine_seek_effect(ctx *c, int card, int who, int64_t t)
{
	machine *m = machine_of(c);
	int nw = machine_words(m->truth);
	int *pos = xcalloc((size_t)nw + 1, sizeof *pos);
	for (int i = 0; i < nw; i++)
		pos[i] = i;
	/* The Scholar chooses which T words: the server draws them, keyed by
	 * the card (docs/RULINGS.md). */
	rng_key(c->rng, "machine.seek", (uint64_t)card);
	for (int i = 0; i < t; i++) {
		int j = i + (int)rng_below(c->rng, (uint64_t)(nw - i));
		int x = pos[i];
		pos[i] = pos[j];
		pos[j] = x;
	}
	for (int i = 1; i < t; i++) /* in the order of the Truth */
		for (int j = i; j > 0 && pos[j - 1] > pos[j]; j--) {
			int x = pos[j];
			pos[j] = pos[j - 1];
			pos[j - 1] = x;
		}
	sbuf msg = {0};
	const player *s = player_by_id(c->n, m->host);
	sbuf_printf(&msg, "%s, Scholar of *ping*, for the TruthSeeker #%d (R1240.12): ",
		    s ? s->name : "?", card);
	char w[128];
	for (int i = 0; i < t; i++) {
		machine_word_at(m->truth, pos[i], w, sizeof w);
		sbuf_printf(&msg, "%sword %d of %d: \"%s\"", i ? "; " : "", pos[i] + 1, nw, w);
	}
	if (!t)
		sbuf_printf(&msg, "no words (T is 0)");
	mut_tell(c, who, "R1240.12", msg.s);
	sbuf k = {0};
	sbuf_printf(&k, "%s%d\t%s\n", m->seeks ? m->seeks : "", card, msg.s);
	undo_string(c->j, &m->seeks);
	m->seeks = k.s;
	free(msg.s);
	free(pos);
	ctx_say(c, "the Scholar of *ping* posts %lld word%s of the Machine's truth privately to "
		"%s, with where each is (R1240.12): in eir inbox", (long long)t, t == 1 ? "" : "s",
		player_by_id(c->n, who) ? player_by_id(c->n, who)->name : "?");
	return 0;
}

int machine_seek_counter(ctx *c, int card)
{
	const machine *m = machine_peek(c->n);
	char key[24];
	snprintf(key, sizeof key, "%d\t", card);
	for (const char *p = m ? m->seeks : NULL; p && *p;) {
		const char *e = strchr(p, '\n');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (strncmp(p, key, strlen(key)) == 0) {
			ctx_say(c, "the Counter-Action of the TruthSeeker #%d: its private post is "
				"posted publicly (R1240.12): %.*s", card,
				(int)(len - strlen(key)), p + strlen(key));
			return 0;
		}
		p = e ? e + 1 : p + len;
	}
	return 0;
}
