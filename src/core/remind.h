/* remind.h: reminders (issue 13 item 3): a player who has something to do
 * before a deadline (a vote before a voting period ends, a move before a
 * game's round is resolved, a judgement before the judge's week ends) and
 * has not
 * done it gets one private message, remind.lead before the deadline. No
 * rule states reminders: they are the server's courtesy, its parameter is
 * bound to "the server" (docs/RULINGS.md, Reminders).
 *
 * Core keeps what all reminders share: the lead time, each player's choice
 * (`remind on|off`, eir own logged act), the time a reminder falls due and
 * delivery to the inbox. The subsystem that owns the facts owns its
 * reminders: a deadline kind whose fire tells whoever has not acted yet
 * (src/gov/reminders.c for votes, src/games/framework/reminders.c for moves), set
 * with remind_set when the thing becomes due, and set again when the lead
 * time changes (the event REMIND_EVENT, module.h on_event). The courts
 * remind their judges the same way (src/gov/justice/reminders.c): set
 * with a judge's appointment, told if e has not judged a day before eir
 * week ends (R213). */
#ifndef NOMIC_REMIND_H
#define NOMIC_REMIND_H

#include "core/ctx.h"

/* What ctx_emit announces when remind.lead has changed (params.c): each
 * subsystem sets its reminders not yet sent again with remind_set. */
#define REMIND_EVENT "remind-lead"

/* When to remind, from now, of something due at `due`: remind.lead before
 * it, but not before now (a period shorter than the lead reminds at its
 * start: docs/RULINGS.md, Reminders); 0 for no reminder (remind.lead is 0,
 * or due is not in the future). Never fails. */
gtime remind_when(const nomic *n, gtime now, gtime due);
/* Sets the reminder `id` (0: none yet) of kind k of something due at due:
 * adds it, moves it (keeping its id), or cancels it when remind_when gives
 * none. Returns its id, 0 if none. Journals; never fails. */
uint64_t remind_set(ctx *c, uint64_t id, const deadline_kind *k, gtime due, int subject,
		    int64_t aux);
/* Tells p `text` privately (core/inbox.h mut_tell, from "reminder"),
 * unless e has turned reminders off. 1 if told, else 0. Journals. */
int remind_tell(ctx *c, const player *p, const char *text);
/* remind.lead has changed: tells the subsystems (REMIND_EVENT). 0, or -1
 * with c->err if one refused. params.c calls it from param_set. */
int remind_retime(ctx *c);

#endif
