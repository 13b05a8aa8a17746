/* win_announce.c: the second way to win by points (Ackanomic R603 ¶4):
 * the Scorekeeper declares that a player (other than emself) reached the
 * Magic Number (R410 c: "detecting and announcing ... a player achieving a
 * Winning Condition by points"); if no player objects within three days
 * (win.objection_time), that player wins the cycle. An objection leaves
 * em the Cycle-Win CFJ of R600. The announcements are kept: R600's last
 * check (wins_claim.c) asks whether a claim came less than three days
 * (win.claim_wait) after one, unobjected. */
#include "core/command.h"
#include "core/params.h"
#include "gov/gov.h"

#include <stdio.h>
#include <stdlib.h>

static win_announcement *announcement_by_number(const nomic *n, int number)
{
	const gov *g = n->gov;
	for (int i = 0; g && i < g->nannouncements; i++)
		if (g->announcements[i]->number == number)
			return g->announcements[i];
	return NULL;
}

static const win_announcement *open_for(const nomic *n, int who)
{
	const gov *g = n->gov;
	for (int i = 0; g && i < g->nannouncements; i++)
		if (g->announcements[i]->player == who && g->announcements[i]->state == ANN_OPEN)
			return g->announcements[i];
	return NULL;
}

int gov_cmd_win_announce(ctx *c, int argc, char **argv)
{
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	/* R603 ¶4: "a player (other than the Scorekeeper)". */
	const office *sk = office_by_name(c->n, "Scorekeeper");
	if (sk && sk->holder == p->id)
		return ctx_fail(c, "%s is the Scorekeeper, who cannot be declared to have won by "
				"points (R603)", p->name);
	/* "if the Scorekeeper declares em to have satisfied the above
	 * condition": the one who first reached the Magic Number this cycle,
	 * whose Winning Condition by Rule 603 is on record and not yet claimed
	 * (a claimed one is the court's: R600). */
	const win_condition *w = wc_find(c->n, p->id, "603");
	if (!w)
		return ctx_fail(c, "%s has no Winning Condition by Rule 603 (R603)", p->name);
	if (wc_state(c->n, w) != WC_UNCLAIMED)
		return ctx_fail(c, "%s's Winning Condition by Rule 603 is %s (CFJ %d), not Unclaimed "
				"(R600, R603)", p->name, wc_state_name(wc_state(c->n, w)), w->cfj);
	const win_announcement *open = open_for(c->n, p->id);
	if (open)
		return ctx_fail(c, "announcement %d of %s is open already (R603)", open->number,
				p->name);

	gov *g = gov_of(c);
	win_announcement *a = xcalloc(1, sizeof *a);
	a->number = g->nannouncements + 1;
	a->player = p->id;
	a->by = c->kind == ACTOR_PLAYER ? c->actor->id : 0;
	a->when = c->now;
	a->state = ANN_OPEN;
	gtime until = c->now + param_int(c->n, "win.objection_time");
	a->deadline = deadline_add(c, until, &dl_win_announced, a->number, 0);
	mut_append(c, (void ***)&g->announcements, &g->nannouncements, &g->announcements_cap, a,
		   free);
	ctx_arg_int(c, "announcement", a->number);
	char when[32];
	format_time(until, when, sizeof when);
	ctx_reply(c, "announcement %d: %s has reached the Magic Number and achieved a Winning "
		  "Condition by Rule 603; %s wins the cycle unless a player objects by %s (R603)",
		  a->number, p->name, p->name, when);
	ctx_announce(c, "The Scorekeeper announces (announcement %d) that %s has reached the Magic "
		     "Number and achieved a Winning Condition by Rule 603; %s wins the cycle "
		     "unless a player objects by %s (R603, R410 c)", a->number, p->name, p->name,
		     when);
	return 0;
}

int gov_cmd_win_object(ctx *c, int argc, char **argv)
{
	int64_t num;
	win_announcement *a = NULL;
	if (parse_int64(argv[0], &num) == 0 && num > 0 && num <= INT32_MAX)
		a = announcement_by_number(c->n, (int)num);
	if (!a)
		return ctx_fail(c, "there is no announcement %s", argv[0]);
	if (a->state == ANN_OBJECTED)
		return ctx_fail(c, "announcement %d has been objected to already, by %s (R603)",
				a->number, holder_name(c->n, a->objector));
	if (a->state == ANN_WON)
		return ctx_fail(c, "announcement %d stood three days without objection: %s has "
				"won the cycle by it (R603)", a->number, holder_name(c->n, a->player));
	UNDO_SET(c->j, a->state, ANN_OBJECTED);
	UNDO_SET(c->j, a->objector, c->actor->id);
	UNDO_SET(c->j, a->objected, c->now);
	deadline_cancel(c, a->deadline);
	UNDO_SET(c->j, a->deadline, 0);
	ctx_arg_int(c, "announcement", a->number);
	const char *who = holder_name(c->n, a->player);
	ctx_reply(c, "%s objects to announcement %d: %s does not win the cycle by it; e may "
		  "still claim eir Winning Condition by a Cycle-Win CFJ (R603, R600)",
		  c->actor->name, a->number, who);
	ctx_announce(c, "%s objects to the Scorekeeper's announcement %d that %s won by points: "
		     "%s does not win the cycle by it (R603)", c->actor->name, a->number, who,
		     who);
	return 0;
}

/* R603 ¶4: "If no player objects to the Scorekeeper's announcement within
 * three days, then the above-mentioned player wins the Cycle." */
static int fire_win_announced(ctx *c, const deadline *d)
{
	win_announcement *a = announcement_by_number(c->n, d->subject);
	ctx_arg_int(c, "announcement", d->subject);
	if (!a || a->state != ANN_OPEN) {
		ctx_reply(c, "announcement %d is closed already", d->subject);
		return 0;
	}
	UNDO_SET(c->j, a->state, ANN_WON);
	UNDO_SET(c->j, a->deadline, 0);
	ctx_reply(c, "announcement %d stood three days without objection (R603)", a->number);
	/* The Winning Condition the announcement declared is spent with the
	 * win (R600 ¶6 destroys a winning one; docs/RULINGS.md). */
	win_condition *w = wc_find(c->n, a->player, "603");
	if (w)
		wc_destroy(c, w, "R603 ¶4: spent with the win it declared");
	char how[48];
	snprintf(how, sizeof how, "the Scorekeeper's announcement %d", a->number);
	gov_win_cycle(c, a->player, "603", how, "R603");
	return 0;
}

const deadline_kind dl_win_announced = {"win-announced", "R603", fire_win_announced, NULL};

int wins_announced_unobjected(const nomic *n, int author, gtime called)
{
	const gov *g = n->gov;
	int64_t wait = param_int(n, "win.claim_wait");
	for (int i = 0; g && i < g->nannouncements; i++) {
		const win_announcement *a = g->announcements[i];
		if (a->player != author || a->when > called || called - a->when >= wait)
			continue;
		/* "and no player had objected to that announcement" when the CFJ
		 * was submitted: an objection after it does not lift the rule. */
		if (a->objector && a->objected <= called)
			continue;
		return 1;
	}
	return 0;
}
