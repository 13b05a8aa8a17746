/* otzma_day.c: the end of an Otzma-Day (Ackanomic R1240.1 C g): the
 * RuneMaker's list of the Otzma Cards in the Treasury (those e created
 * that day are there) and an Auction (R516, src/econ/auctions) for each
 * set, all the cards of one type forming a set, not grouped (one lot
 * each). While otzma.day_auctions is 1 (nomics begun at level 7), a day
 * declared gets an `otzma-day-end` deadline at its end; the RuneMaker's
 * `otzma end [private]` ends it sooner. The auctions are public unless the
 * RuneMaker ends the day with `private` ("public or private at eir
 * discretion"). The RuneMaker initiates them (R516 1e: the Speaker if
 * there is none); the Speaker is the Auctioneer (R516 2). Cards auctioned
 * are not in the Treasury while the auction runs (R1240.1 C h, R516 8).
 *
 * R1240.1 C e, while otzma.lsap_duty is 1 (level 7): when a day starts
 * (its `otzma-day-start` deadline, or at once if declared to start now)
 * with an LSAP of otzma.lsap_min (10) or more and some card may be
 * created, the RuneMaker has the Duty (src/gov/duties, R401 (x), R701) to
 * create at least one; `otzma create` discharges it. */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/undo.h"
#include "econ/auctions/auctions.h"
#include "gov/duties/duties.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int day_end_fire(ctx *c, const deadline *d);
static int day_start_fire(ctx *c, const deadline *d);

const deadline_kind dl_otzma_day_end = {"otzma-day-end", "R1240.1 C g", day_end_fire, NULL};
const deadline_kind dl_otzma_day_start = {"otzma-day-start", "R1240.1 C e", day_start_fire,
					  NULL};

static const duty_def *lsap_duty(void)
{
	for (int i = 0; duty_def_at(i); i++)
		if (strcmp(duty_def_at(i)->rule, "R1240.1 C e") == 0)
			return duty_def_at(i);
	return NULL;
}

/* R1240.1 C e: "If the LSAP is equal to or greater than 10, and it is
 * permissible to create Otzma Cards, then the RuneMaker must create at
 * least 1 Otzma Card." */
static void duty_check(ctx *c)
{
	otzma *z = otzma_of(c);
	int lsap = otzma_lsap(c->n);
	if (lsap < param_int(c->n, "otzma.lsap_min") || !office_by_name(c->n, "RuneMaker"))
		return;
	char buf[200];
	int may = 0;
	for (int i = 0; i < otzma_type_count() && !may; i++)
		may = !otzma_cannot_create(c->n, c->now, otzma_type_at(i), buf, sizeof buf);
	const duty_def *d = lsap_duty();
	if (!may || !d)
		return;
	char what[120];
	snprintf(what, sizeof what, "create at least one Otzma Card: the LSAP is %d", lsap);
	obligation *ob = duty_oblige(c, d, what, 0, 0);
	if (ob) {
		UNDO_SET(c->j, z->duty, ob->id);
		ctx_say(c, "the LSAP is %d: the RuneMaker must create at least one Otzma Card today "
			"(R1240.1 C e)", lsap);
	}
}

void otzma_duty_done(ctx *c)
{
	otzma *z = otzma_of(c);
	obligation *ob = z->duty ? obligation_by_id(c->n, z->duty) : NULL;
	if (!ob || ob->state != OB_PENDING)
		return;
	duty_discharge(c, ob, "`otzma create`");
	UNDO_SET(c->j, z->duty, 0);
	ctx_say(c, "the RuneMaker's Duty to create an Otzma Card today is done (R1240.1 C e)");
}

void otzma_day_schedule(ctx *c)
{
	otzma *z = otzma_of(c);
	if (param_int(c->n, "otzma.day_auctions"))
		UNDO_SET(c->j, z->day_dl, deadline_add(c, z->day_end, &dl_otzma_day_end, 0,
						       (int64_t)z->day_start));
	if (!param_int(c->n, "otzma.lsap_duty"))
		return;
	if (z->day_start <= c->now)
		duty_check(c);
	else
		UNDO_SET(c->j, z->start_dl, deadline_add(c, z->day_start, &dl_otzma_day_start, 0,
							 (int64_t)z->day_start));
}

static int day_start_fire(ctx *c, const deadline *d)
{
	otzma *z = otzma_of(c);
	if (d->aux != (int64_t)z->day_start)
		return 0;
	UNDO_SET(c->j, z->start_dl, 0);
	duty_check(c);
	return 0;
}

int otzma_day_close(ctx *c, int priv)
{
	otzma *z = otzma_of(c);
	if (z->day_dl) {
		deadline_cancel(c, z->day_dl);
		UNDO_SET(c->j, z->day_dl, 0);
	}
	if (!param_int(c->n, "otzma.day_auctions"))
		return 0;
	const office *rm = office_by_name(c->n, "RuneMaker");
	int initiator = rm ? rm->holder : 0;
	const entities *es = entities_peek(c->n);
	int total = 0;
	for (int t = 0; t < otzma_type_count(); t++) {
		const otzma_type *ty = otzma_type_at(t);
		int items[CMD_MAX_WORDS], k = 0;
		sbuf ids = {0};
		for (int i = 0; es && i < es->n && k < CMD_MAX_WORDS; i++)
			if (otzma_type_of(es->v[i]) == ty && es->v[i]->owner.kind == OWN_TREASURY) {
				sbuf_printf(&ids, "%s#%d", k ? ", " : "", es->v[i]->id);
				items[k++] = es->v[i]->id;
			}
		if (!k) {
			sbuf_free(&ids);
			continue;
		}
		total += k;
		char *list = sbuf_take(&ids);
		/* R1240.1 C g: one auction per set, its cards not grouped. */
		auction *a = auction_call_rules(c, items, k, 0, 0, priv, initiator, 0,
						"R1240.1 C g: the Otzma-Day's end");
		if (a) {
			ctx_say(c, "  %s: %s; auction %d (%s)", ty->name, list, a->id,
				priv ? "private" : "public");
		} else {
			/* R516 2: no Speaker, no auction; the cards stay. */
			char *why = sbuf_take(&c->err);
			ctx_say(c, "  %s: %s; no auction: %s", ty->name, list, why);
			free(why);
		}
		free(list);
	}
	if (!total)
		ctx_say(c, "  no Otzma Card is in the Treasury: no auction (R1240.1 C g)");
	return 0;
}

static int day_end_fire(ctx *c, const deadline *d)
{
	otzma *z = otzma_of(c);
	if (d->aux != (int64_t)z->day_start)
		return 0;
	UNDO_SET(c->j, z->day_dl, 0);
	ctx_say(c, "the Otzma-Day ends: %d Otzma Card%s created; the Otzma Cards in the Treasury, "
		"each type auctioned as one set (R1240.1 C 3, g):",
		z->day_created, z->day_created == 1 ? "" : "s");
	return otzma_day_close(c, 0);
}
