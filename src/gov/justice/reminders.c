/* reminders.c: the judges' reminders (core/remind.h). A judge has exactly
 * one week from eir appointment to post eir judgement, and one who misses
 * it is a deadbeat (R213: 10 points, the Ineligibility List, eir CFJs
 * reassigned). So when a judge is appointed, a reminder is set for
 * remind.lead before that week ends; when it passes, if e is still the
 * judge and has not judged, e alone is told privately, unless e has
 * turned reminders off. The clock's event says nothing in public: who
 * has not yet judged is on the record already (`cfjs`), and the reminder
 * adds nothing to it. One reminder per appointment; a redraw sets a new
 * one for the new judge. */
#include "core/remind.h"
#include "gov/justice/trial.h"

static cfj *pending(const nomic *n, const deadline *d)
{
	cfj *f = cfj_find(n, (int)d->aux);
	if (!f || f->remind_dl != d->id || f->stage != CFJ_WITH_JUDGE || f->judge != d->subject)
		return NULL;
	return f;
}

static int fire_judge_reminder(ctx *c, const deadline *d)
{
	ctx_arg_int(c, "cfj", d->aux);
	cfj *f = pending(c->n, d);
	if (!f)
		return 0;
	UNDO_SET(c->j, f->remind_dl, 0);
	UNDO_SET(c->j, f->reminded, 1);
	const deadline *week = deadline_by_id(c->n, f->judge_dl);
	char when[32] = "soon";
	if (week)
		format_time(week->due, when, sizeof when);
	sbuf text = {0};
	sbuf_printf(&text, "you are the judge of CFJ %d \"%s\"; your judgement is due by %s, "
		    "or you are a deadbeat (R213): 'cfj judge %d TRUE|FALSE|UNDECIDED|INVALID "
		    "[REASONS]'. 'remind off' stops these reminders.", f->number, f->statement,
		    when, f->number);
	const player *judge = player_by_id(c->n, f->judge);
	if (judge)
		remind_tell(c, judge, text.s);
	sbuf_free(&text);
	return 0;
}

const deadline_kind dl_judge_reminder = {"judge-reminder", "the server", fire_judge_reminder,
					 NULL};

void judge_schedule_reminder(ctx *c, cfj *f)
{
	const deadline *week = deadline_by_id(c->n, f->judge_dl);
	if (f->stage != CFJ_WITH_JUDGE || !f->judge || !week || f->reminded)
		return;
	uint64_t id = remind_set(c, f->remind_dl, &dl_judge_reminder, week->due, f->judge,
				 f->number);
	if (id != f->remind_dl)
		UNDO_SET(c->j, f->remind_dl, id);
}

void judge_cancel_reminder(ctx *c, cfj *f)
{
	if (f->remind_dl)
		deadline_cancel(c, f->remind_dl);
	UNDO_SET(c->j, f->remind_dl, 0);
	UNDO_SET(c->j, f->reminded, 0); /* the next appointment has its own */
}

void judge_retime_reminders(ctx *c)
{
	const justice *j = c->n->justice;
	for (int i = 0; j && i < j->ncfjs; i++)
		judge_schedule_reminder(c, j->cfjs[i]);
}
