/* reminders.c: vote reminders (issue 13 item 3; core/remind.h). When a
 * proposal is distributed with a voting period (R106), a reminder is set
 * for remind.lead before the period ends; when it passes, each player who
 * may vote on it (a Voting player, R106 and R320: Non-Voting, On Ice,
 * vacationing players and Non-Players may not) and has not voted gets one
 * private message, unless e has turned reminders off. The clock's event
 * says nothing in public: who has not voted is the Tabulator's secret
 * until the results (R104, R408). */
#include "core/remind.h"
#include "gov/gov.h"


static proposal *pending(const nomic *n, const deadline *d)
{
	proposal *p = (proposal *)proposal_by_number(n, (int)d->aux);
	if (!p || p->status != PROP_VOTING || p->remind_dl != d->id)
		return NULL;
	return p;
}

static int fire_vote_reminder(ctx *c, const deadline *d)
{
	ctx_arg_int(c, "proposal", d->aux);
	proposal *p = pending(c->n, d);
	if (!p)
		return 0;
	UNDO_SET(c->j, p->remind_dl, 0);
	UNDO_SET(c->j, p->reminded, 1); /* once per proposal */
	char when[32];
	sbuf text = {0};
	format_time(p->closes, when, sizeof when);
	sbuf_printf(&text, "you have not voted on Proposal %d \"%s\"; its voting period ends "
		    "%s (R106). 'remind off' stops these reminders.", p->number, p->title, when);
	for (int i = 0; i < c->n->nplayers; i++) {
		const player *pl = c->n->players[i];
		int voted = pl->id - 1 < p->nballots && p->ballots[pl->id - 1];
		if (pl->state == PS_VOTING && !voted) /* R106, R320 */
			remind_tell(c, pl, text.s);
	}
	sbuf_free(&text);
	return 0;
}

const deadline_kind dl_vote_reminder = {"vote-reminder", "the server", fire_vote_reminder, NULL};

void gov_schedule_reminder(ctx *c, proposal *p)
{
	/* Open until the method decides, there is no end to remind of. */
	if (p->status != PROP_VOTING || !p->closes || p->reminded)
		return;
	uint64_t id = remind_set(c, p->remind_dl, &dl_vote_reminder, p->closes, 0, p->number);
	if (id != p->remind_dl)
		UNDO_SET(c->j, p->remind_dl, id);
}

void gov_cancel_reminder(ctx *c, proposal *p)
{
	if (!p->remind_dl)
		return;
	deadline_cancel(c, p->remind_dl);
	UNDO_SET(c->j, p->remind_dl, 0);
}

void gov_retime_reminders(ctx *c)
{
	gov *g = c->n->gov;
	for (int i = 0; g && i < g->nproposals; i++)
		gov_schedule_reminder(c, g->proposals[i]);
}
