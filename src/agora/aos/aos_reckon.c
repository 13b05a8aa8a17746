/* aos_reckon.c: the Moment of Reckoning (Ace of Spades regs 120-122, 124,
 * 200). An instant before it, a Mauve Card is created in every empty Hand
 * (reg 124); at it, everything becomes Public (reg 120: aos_ntk.c); each
 * Contestant's worth is calculated by the Marking Regulations (aos_mark.c,
 * reg 999's tie rescoring with the event's rng); those with the highest
 * positive worth are the Finalists, and one of them, drawn with equal
 * probability, is awarded the Patent Title Semigenius (reg 121).
 *
 * When it occurs: the Contestmaster may declare it (`aos reckon`), no
 * sooner than reg 122's first date (aos.reckon_not_before); and it occurs
 * by itself at reg 200's date (aos.reckon_at) or, failing that, at reg
 * 122's last one (aos.reckon_by): the aos-reckoning deadline. The dates are
 * parameters whose defaults are the text's (2002); a date at or before the
 * contest began belongs to the original contest and schedules nothing
 * (docs/RULINGS.md). Changing a date (`param set`) schedules anew. */
#include "agora/aos/aos.h"
#include "core/command.h"
#include "core/params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int aos_reckon(ctx *c, aos *s)
{
	for (int i = 0; i < s->nm; i++)
		if (s->m[i].active && !aos_total(&s->m[i].hand))
			aos_add(&s->m[i].hand, "Mauve", 1); /* reg 124 */
	s->reckoned = 1;
	if (s->report_dl) {
		deadline_cancel(c, s->report_dl);
		s->report_dl = 0;
	}
	if (s->reckon_dl) {
		deadline_cancel(c, s->reckon_dl);
		s->reckon_dl = 0;
	}
	double *worth = xcalloc((size_t)s->nm + 1, sizeof *worth);
	sbuf out = {0}, notes = {0};
	/* Reg 999's rescoring deals hypothetical cards: the event's rng, so a
	 * replay gives the same worths. */
	aos_worths_rescored(c->n, s, c->rng, worth, &notes);
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
	int64_t first = param_int(c->n, "aos.reckon_not_before");
	if (c->now < first) {
		char when[64];
		format_time(first, when, sizeof when);
		return ctx_fail(c, "a Moment of Reckoning shall not occur before %s (reg 122)", when);
	}
	return aos_reckon(c, s);
}

/* Whether reg N is in force (a date of a repealed reg schedules nothing). */
static int reg_in_force(const nomic *n, const char *num)
{
	const rules_rule *r = n->rules ? rules_find_str(n->rules, num) : NULL;
	return r && !r->repealed;
}

/* When the Moment occurs by itself: reg 200's date if it is not before
 * reg 122's first (reg 101: the Immutable reg 122 has precedence), else
 * reg 122's last; only a date after the contest began; 0 if none. */
gtime aos_reckon_due(const nomic *n, const aos *s)
{
	int64_t first = param_int(n, "aos.reckon_not_before");
	int64_t at = param_int(n, "aos.reckon_at"), by = param_int(n, "aos.reckon_by");
	gtime due = 0;
	if (reg_in_force(n, "200") && at > s->started && at >= first)
		due = at;
	if (by > s->started && (!due || by < due))
		due = by;
	return due;
}

/* Puts the aos-reckoning deadline where the dates now say. */
void aos_reckon_schedule(ctx *c, aos *s)
{
	if (s->reckon_dl) {
		deadline_cancel(c, s->reckon_dl);
		s->reckon_dl = 0;
	}
	gtime due = s->reckoned ? 0 : aos_reckon_due(c->n, s);
	if (due)
		s->reckon_dl = deadline_add(c, due < c->now ? c->now : due, &dl_aos_reckoning, 0, 0);
}

static int fire_reckoning(ctx *c, const deadline *d)
{
	(void)d;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	s->reckon_dl = 0;
	if (s->reckoned)
		return 0;
	/* The dates may have moved since (reg 200 repealed, say): again. */
	gtime due = aos_reckon_due(c->n, s);
	if (!due || due > c->now) {
		aos_reckon_schedule(c, s);
		return 0;
	}
	return aos_reckon(c, s);
}

const deadline_kind dl_aos_reckoning = {"aos-reckoning", "Ace of Spades reg 122, 200",
					fire_reckoning, NULL};

/* A date changed by `param set` (the admin's, or an adopted proposal's
 * effect): the deadline follows it. */
int aos_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	if (!c->n->aos || strcmp(cmd->name, "param set") || argc < 1 ||
	    strncmp(argv[0], "aos.reckon_", 11))
		return 0;
	aos *s = aos_w(c);
	if (!s)
		return -1;
	aos_reckon_schedule(c, s);
	return 0;
}
