/* salary.c: officers' salaries (Ackanomic R401 (iv): from the Treasury, at
 * noon on the first Monday of each month; R403 (ii) the Standard Harfer
 * Fee for each Functional Office; R405 (iii) the Speaker's Fee plus A$10;
 * R435 the Herald's and R441 the Dungeon Master's Fee). One payment per
 * office per month: the month paid is recorded, and a second is refused.
 * Acting Officers are not paid (R401.1 I: a salary is a Privilege).
 * The Treasury pays them as its obligations (src/econ/treasury, R505 II):
 * all of a payday's at once, shared in proportion if it is short. */
#include "econ/treasury/treasury.h"
#include "gov/offices/offices.h"

#include <stdio.h>

#define HOUR 3600

/* Days since 1970-01-01 of the civil date y-m-d (proleptic Gregorian). */
static int64_t days_from_civil(int64_t y, int m, int d)
{
	y -= m <= 2;
	int64_t era = (y >= 0 ? y : y - 399) / 400;
	int64_t yoe = y - era * 400;
	int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, int *m)
{
	z += 719468;
	int64_t era = (z >= 0 ? z : z - 146096) / 146097;
	int64_t doe = z - era * 146097;
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int64_t mp = (5 * doy + 2) / 153;
	*m = (int)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

static int64_t floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

/* Noon on the first Monday of y-m (R401 (iv)). */
static gtime payday(int64_t y, int m)
{
	int64_t d1 = days_from_civil(y, m, 1);
	int64_t wd = ((d1 + 4) % 7 + 7) % 7; /* 1970-01-01 was a Thursday; 0 = Sunday */
	int64_t monday = d1 + (8 - wd) % 7;
	return monday * OFF_DAY + 12 * HOUR;
}

static void month_of(gtime t, int64_t *y, int *m)
{
	civil_from_days(floor_div(t, OFF_DAY), y, m);
}

gtime offices_next_payday(gtime t)
{
	int64_t y;
	int m;
	month_of(t, &y, &m);
	gtime p = payday(y, m);
	if (p > t)
		return p;
	return m == 12 ? payday(y + 1, 1) : payday(y, m + 1);
}

int64_t offices_month(gtime t)
{
	int64_t y;
	int m;
	month_of(t, &y, &m);
	return y * 100 + m;
}

int64_t offices_period(gtime t)
{
	int64_t y;
	int m;
	month_of(t, &y, &m);
	if (t < payday(y, m)) {
		if (m == 1)
			y--, m = 12;
		else
			m--;
	}
	return y * 100 + m;
}

/* Someone holds a seat with a salary in A$: a payday has work to do. */
static int salary_held(const nomic *n)
{
	for (int i = 0; i < n->noffices; i++) {
		/* The holder first: the catalogue's lookup is the dearer test. */
		if (!n->offices[i]->holder)
			continue;
		const office_def *d = office_def_find(n, n->offices[i]->name);
		if (d && office_salary_amount(n, d))
			return 1;
	}
	return 0;
}

void salary_schedule(ctx *c)
{
	/* No payday is set while nobody holds a salaried seat: it would only
	 * say that nothing is due, once a month, in every nomic. */
	/* Runs after every command: the cheap test first (a payday is set,
	 * the common case), the ruleset's lookup of R401 last. */
	if ((offices_peek(c->n) && offices_peek(c->n)->payday_dl) || !salary_held(c->n) ||
	    !offices_rules_run(c->n))
		return;
	offices *s = offices_of(c);
	UNDO_SET(c->j, s->payday_dl, deadline_add(c, offices_next_payday(c->now), &dl_payday, 0, 0));
}

/* o's salary for period if it is due now, 0 if not, -1 error (c->err). */
static int64_t salary_due(ctx *c, const office *o, const office_def *d, int64_t period)
{
	int64_t amount = office_salary_amount(c->n, d);
	if (!amount || !o->holder)
		return 0;
	const office_rec *peek = office_rec_peek(c->n, o->name);
	if (peek && peek->paid_period >= period)
		return ctx_fail(c, "the salary of %s for %04lld-%02lld is already paid (R401 (iv))",
				o->name, (long long)(period / 100), (long long)(period % 100));
	const player *p = player_by_id(c->n, o->holder);
	/* R404 (iii), R401.1 I: under a pending IP e only acts: no Privileges. */
	if (impeachment_pending_for(c->n, o->name, o->holder))
		return 0;
	/* R403 (iii): a Vacationing Functional Officer has vacated eir seat. */
	if (d->kind == OK_FUNCTIONAL && p->state == PS_VACATIONING)
		return 0;
	return amount;
}

/* Records o's salary for period as paid (paid of amount A$) and says so. */
static void salary_paid(ctx *c, const office *o, const office_def *d, int64_t period,
			int64_t paid, int64_t amount)
{
	office_rec *r = office_rec_of(c, o->name);
	UNDO_SET(c->j, r->paid_period, period);
	char part[64] = "";
	if (paid < amount)
		snprintf(part, sizeof part, " of A$%lld (R505 II e)", (long long)amount);
	ctx_say(c, "%s is paid A$%lld%s as %s for %04lld-%02lld (%s, R401 (iv))",
		holder_name(c->n, o->holder), (long long)paid, part, o->name,
		(long long)(period / 100), (long long)(period % 100), d->salary_rule);
}

static int treasury_short(ctx *c, const office *o, int64_t amount)
{
	return ctx_fail(c, "the Treasury cannot pay the salary of %s, A$%lld (R401 (iv))",
			o->name, (long long)amount);
}

/* Pays o's holder for period, or says why not: 1 paid, 0 not due, -1 error
 * (c->err). Through the Treasury's obligations (R505 II) while
 * treasury.bankrupt is 1; else in full or not at all, as before. */
static int pay_one(ctx *c, const office *o, const office_def *d, int64_t period)
{
	int64_t amount = salary_due(c, o, d, period);
	if (amount <= 0)
		return (int)amount;
	const currency *ad = currency_by_name(c->n, "A$");
	if (!ad)
		return treasury_short(c, o, amount);
	if (treasury_rules_on(c->n)) {
		treasury_due due = {o->holder, amount, 0};
		if (treasury_pay(c, &due, 1, "R401 (iv): a salary"))
			return -1;
		if (!due.paid)
			return treasury_short(c, o, amount);
		salary_paid(c, o, d, period, due.paid, amount);
		return 1;
	}
	if (ledger_move(c, 0, o->holder, ad, amount))
		return treasury_short(c, o, amount);
	salary_paid(c, o, d, period, amount, amount);
	return 1;
}

/* R505 II: every salary due this payday is one obligation of the Treasury,
 * met at once: a short Treasury shares what it has among them. The number
 * paid, or -1. */
static int pay_all(ctx *c, int64_t period)
{
	int n = c->n->noffices, k = 0, paid = 0;
	treasury_due *dues = xcalloc((size_t)n + 1, sizeof *dues);
	const office **of = xcalloc((size_t)n + 1, sizeof *of);
	for (int i = 0; i < n; i++) {
		const office *o = c->n->offices[i];
		const office_def *def = office_def_find(c->n, o->name);
		const office_rec *rec = office_rec_peek(c->n, o->name);
		if (!def || (rec && rec->paid_period >= period))
			continue;
		int64_t amount = salary_due(c, o, def, period);
		if (amount < 0) {
			free(dues);
			free(of);
			return -1;
		}
		if (amount > 0) {
			of[k] = o;
			dues[k++] = (treasury_due){o->holder, amount, 0};
		}
	}
	int rc = k ? treasury_pay(c, dues, k, "R401 (iv): a salary") : 0;
	for (int i = 0; rc == 0 && i < k; i++) {
		if (dues[i].paid) {
			salary_paid(c, of[i], office_def_find(c->n, of[i]->name), period, dues[i].paid,
				    dues[i].amount);
			paid++;
		} else {
			treasury_short(c, of[i], dues[i].amount);
			ctx_say(c, "%s", c->err.s);
			c->err.len = 0;
			c->err.s[0] = 0;
		}
	}
	free(dues);
	free(of);
	return rc ? -1 : paid;
}

static int fire_payday(ctx *c, const deadline *d)
{
	offices *s = offices_of(c);
	if (s->payday_dl != d->id)
		return 0;
	UNDO_SET(c->j, s->payday_dl, 0); /* popped already */
	if (!offices_rules_run(c->n))
		return 0; /* the admin turned the rules off since */
	int64_t period = offices_period(c->now);
	int paid = 0;
	if (treasury_rules_on(c->n) && (paid = pay_all(c, period)) < 0)
		return -1;
	for (int i = 0; !treasury_rules_on(c->n) && i < c->n->noffices; i++) {
		const office *o = c->n->offices[i];
		const office_def *def = office_def_find(c->n, o->name);
		const office_rec *rec = office_rec_peek(c->n, o->name);
		if (!def || (rec && rec->paid_period >= period))
			continue; /* paid already, by `salary pay` */
		int r = pay_one(c, o, def, period);
		if (r < 0) {
			/* One salary the Treasury cannot pay (ledger_move changed
			 * nothing) does not stop the rest. */
			ctx_say(c, "%s", c->err.s);
			c->err.len = 0;
			c->err.s[0] = 0;
			continue;
		}
		paid += r;
	}
	if (!paid)
		ctx_reply(c, "%spayday: no salary is due (R401 (iv))", c->out.len ? "\n" : "");
	/* R620 ¶3: the Goose is fed "when salaries are paid": tell the
	 * other parts (src/gov/cycle) it is payday. */
	json_t *data = json_pack("{s:I, s:i}", "period", (json_int_t)period, "paid", paid);
	int rc = ctx_emit(c, "salaries", data);
	json_decref(data);
	if (rc < 0)
		return -1;
	salary_schedule(c);
	return 0;
}

const deadline_kind dl_payday = {"office-salaries", "R401 (iv)", fire_payday, NULL};

/* `salary pay OFFICE`: the admin pays a salary the payday missed (the
 * Treasury was short, say); never twice for a month (R401 (iv)). */
int offices_cmd_salary_pay(ctx *c, int argc, char **argv)
{
	(void)argc;
	office *o = arg_office(c, argv[0]);
	if (!o)
		return -1;
	const office_def *d = office_def_find(c->n, o->name);
	if (!d || !office_salary_amount(c->n, d))
		return ctx_fail(c, "%s has no salary in A$ (R401 (iv))", o->name);
	if (!o->holder)
		return ctx_fail(c, "%s is vacant: no salary is due (R401 (iv))", o->name);
	int64_t period = offices_period(c->now);
	int r = pay_one(c, o, d, period);
	if (r < 0)
		return -1;
	if (!r)
		return ctx_fail(c, "no salary of %s is due (R403 (iii))", o->name);
	ctx_arg_str(c, "office", o->name);
	return 0;
}

/* `salaries`: each salaried office, its pay and the month last paid. */
int offices_cmd_salaries(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	int lines = 0;
	for (int i = 0; i < c->n->noffices; i++) {
		const office *o = c->n->offices[i];
		const office_def *d = office_def_find(c->n, o->name);
		int64_t amount = d ? office_salary_amount(c->n, d) : 0;
		if (!amount)
			continue;
		const office_rec *r = office_rec_peek(c->n, o->name);
		char last[32] = "never";
		if (r && r->paid_period)
			snprintf(last, sizeof last, "%04lld-%02lld", (long long)(r->paid_period / 100),
				 (long long)(r->paid_period % 100));
		ctx_reply(c, "%s%s: A$%lld monthly (%s); %s; last paid for %s", lines++ ? "\n" : "",
			  o->name, (long long)amount, d->salary_rule,
			  o->holder ? holder_name(c->n, o->holder) : "vacant", last);
	}
	char next[40];
	format_time(offices_next_payday(c->now), next, sizeof next);
	ctx_reply(c, "%snext payday: %s (R401 (iv))", lines ? "\n" : "", next);
	return 0;
}
