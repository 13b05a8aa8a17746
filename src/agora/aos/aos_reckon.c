/* aos_reckon.c: the Moment of Reckoning (Ace of Spades regs 120, 121, 124).
 * An instant before it, a Mauve Card is created in every empty Hand (reg
 * 124); at it, everything becomes Public (reg 120: aos_ntk.c); each
 * Contestant's worth is calculated by the Marking Regulations (aos_mark.c);
 * those with the highest positive worth are the Finalists, and one of them,
 * drawn with equal probability, is awarded the Patent Title Semigenius
 * (reg 121). The Contestmaster declares the Moment (reg 120: the
 * Regulations define it; docs/RULINGS.md). */
#include "agora/aos/aos.h"

#include <stdio.h>
#include <stdlib.h>

int aos_cmd_reckon(ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	if (!aos_is_cm(c, s))
		return ctx_fail(c, "the Contestmaster declares the Moment of Reckoning (reg 120)");
	if (s->reckoned)
		return ctx_fail(c, "the Moment of Reckoning has passed (reg 120)");
	for (int i = 0; i < s->nm; i++)
		if (s->m[i].active && !aos_total(&s->m[i].hand))
			aos_add(&s->m[i].hand, "Mauve", 1); /* reg 124 */
	s->reckoned = 1;
	if (s->report_dl) {
		deadline_cancel(c, s->report_dl);
		s->report_dl = 0;
	}
	double *worth = xcalloc((size_t)s->nm + 1, sizeof *worth);
	sbuf out = {0}, notes = {0};
	aos_worths(c->n, s, worth, &notes);
	sbuf_printf(&out, "The Moment of Reckoning (reg 120): %s", notes.s);
	double best = 0;
	int nfinal = 0;
	for (int i = 0; i < s->nm; i++) {
		if (!s->m[i].active)
			continue;
		sbuf_printf(&out, "\n%s: %g Marks", aos_name(c->n, s->m[i].pid), worth[i]);
		if (worth[i] > best) {
			best = worth[i];
			nfinal = 0;
		}
		if (worth[i] > 0 && worth[i] == best)
			nfinal++;
	}
	if (!nfinal) {
		sbuf_add(&out, "\nno Hand has a positive worth: no Finalist (reg 120)");
	} else {
		/* Reg 121: one Finalist at random, with equal probability. */
		int pick = (int)rng_below(c->rng, (uint64_t)nfinal), k = 0, who = 0;
		sbuf_add(&out, "\nFinalists (reg 120):");
		for (int i = 0; i < s->nm; i++)
			if (s->m[i].active && worth[i] > 0 && worth[i] == best) {
				sbuf_printf(&out, " %s", aos_name(c->n, s->m[i].pid));
				if (k++ == pick)
					who = s->m[i].pid;
			}
		sbuf_printf(&out, "\nNotice of SemiGeniosity: %s is awarded the Patent Title "
			    "Semigenius (reg 121)", aos_name(c->n, who));
	}
	free(s->result);
	s->result = xstrdup(out.s);
	ctx_say(c, "%s", out.s);
	sbuf_free(&out);
	sbuf_free(&notes);
	free(worth);
	return 0;
}
