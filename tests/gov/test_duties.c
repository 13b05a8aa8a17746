/* test_duties.c: officers' duties (src/gov/duties) through the engine, for
 * what a transcript shows only in part: R401 (x)'s clock standing while the
 * President vacations, to the second, kept across a replay of the log; the
 * shape of each office's "duties" array in /api/v1/offices (the offices
 * page renders exactly it) and of /api/v1/duties; R701's record of a
 * missed duty kept after the duty is done; a refused `duty done` changing
 * nothing; duties.newcomers and offices.mode admin; the public texts; the
 * duties toward a new player who leaves lapsing. Each case is named by its
 * clause. */
#include "govtest.h"

#include <stdlib.h>

#include "../nomictest.h"
#include "gov/duties/duties.h"
#include "gov/offices/offices.h"

#define T0 ((gtime)978307200) /* 2001-01-01T00:00Z */

/* erin (5) President; a Nomination for Promoter with two Nominees ends at
 * T0 + 3d: the President's choice is due at T0 + 6d. */
static void setup(nomic_file *f)
{
	open_nomic(f);
	run(f->e, "admin", "param set offices.mode rules");
	run(f->e, "admin", "appoint erin President");
	run(f->e, "alice", "nomination open Promoter");
	run(f->e, "alice", "volunteer Promoter");
	run(f->e, "bob", "volunteer Promoter");
	run(f->e, "admin", "clock advance 3d");
}

static const obligation *first(const nomic *n)
{
	const duties *s = duties_peek(n);
	assert_non_null(s);
	assert_true(s->nobs >= 1);
	return s->obs[0];
}

static void check(nomic_file *f, gtime due, gtime paused_at, int has_dl)
{
	const nomic *n = engine_read_begin(f->e);
	const obligation *o = first(n);
	assert_string_equal(o->what, "choose among the Nominees for Promoter");
	assert_int_equal(o->due, due);
	assert_int_equal(o->paused_at, paused_at);
	const deadline *d = o->dl ? deadline_by_id(n, o->dl) : NULL;
	if (has_dl) {
		assert_non_null(d);
		assert_int_equal(d->due, due);
		assert_ptr_equal(d->kind, &dl_office_duty);
	} else {
		assert_null(d);
	}
	engine_read_end(f->e);
}

/* R401 (x): "not counting any time the officer is vacationing". */
static void r401_x_vacation_pause(void **state)
{
	(void)state;
	nomic_file f;
	setup(&f);
	check(&f, T0 + 6 * DAY, 0, 1);
	run(f.e, "admin", "clock advance 1d");
	run(f.e, "erin", "state vacation");
	check(&f, T0 + 6 * DAY, T0 + 4 * DAY, 0);
	run(f.e, "admin", "clock advance 3d5h");
	reopen(&f); /* the stand is folded from the log */
	check(&f, T0 + 6 * DAY, T0 + 4 * DAY, 0);
	run(f.e, "erin", "state return");
	/* Pushed back by the 3 days 5 hours e was away. */
	check(&f, T0 + 9 * DAY + 5 * HOUR, 0, 1);
	reopen(&f);
	check(&f, T0 + 9 * DAY + 5 * HOUR, 0, 1);
	close_nomic(&f);
}

static json_t *president_duties(const nomic *n)
{
	const office *o = office_by_name(n, "President");
	assert_non_null(o);
	json_t *j = json_object();
	offices_json_fields(n, o, j);
	json_t *a = json_incref(json_object_get(j, "duties"));
	json_decref(j);
	assert_true(json_is_array(a));
	return a;
}

/* R401 (ii), (x): the "duties" field's shape: {"duty", "rule", "by",
 * "due", "pending", "missed"}, nothing more. */
static void r401_ii_offices_field(void **state)
{
	(void)state;
	nomic_file f;
	setup(&f);
	const nomic *n = engine_read_begin(f.e);
	json_t *a = president_duties(n);
	int pending = 0;
	for (size_t i = 0; i < json_array_size(a); i++) {
		json_t *e = json_array_get(a, i);
		assert_int_equal(json_object_size(e), 6);
		assert_true(json_is_string(json_object_get(e, "duty")));
		assert_true(json_is_string(json_object_get(e, "rule")));
		const char *by = json_string_value(json_object_get(e, "by"));
		assert_true(strcmp(by, "server") == 0 || strcmp(by, "holder") == 0);
		json_t *due = json_object_get(e, "due");
		assert_true(json_is_null(due) || json_is_string(due));
		assert_true(json_is_boolean(json_object_get(e, "pending")));
		assert_true(json_is_boolean(json_object_get(e, "missed")));
		if (json_is_true(json_object_get(e, "pending"))) {
			pending++;
			assert_string_equal(json_string_value(json_object_get(e, "duty")),
					    "choose among the Nominees for Promoter");
			assert_string_equal(by, "holder");
			assert_string_equal(json_string_value(due), "2001-01-07T00:00:00Z");
			assert_true(json_is_false(json_object_get(e, "missed")));
		}
	}
	assert_int_equal(pending, 1);
	json_decref(a);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* R701: a missed duty is recorded against the officer, in JSON too, and
 * stays recorded once done late. */
static void r701_missed_recorded(void **state)
{
	(void)state;
	nomic_file f;
	setup(&f);
	run(f.e, "admin", "clock advance 3d");
	const nomic *n = engine_read_begin(f.e);
	assert_int_equal(first(n)->missed_by, 5);
	json_t *j = duties_json(n);
	json_t *ob = json_array_get(json_object_get(j, "obligations"), 0);
	assert_true(json_is_true(json_object_get(ob, "missed")));
	assert_string_equal(json_string_value(json_object_get(ob, "missed_by")), "erin");
	assert_true(json_is_null(json_object_get(ob, "due")));
	json_decref(j);
	json_t *a = president_duties(n);
	int missed = 0;
	for (size_t i = 0; i < json_array_size(a); i++)
		missed += json_is_true(json_object_get(json_array_get(a, i), "missed"));
	assert_int_equal(missed, 1);
	json_decref(a);
	engine_read_end(f.e);
	run(f.e, "erin", "choose bob as Promoter");
	reopen(&f);
	n = engine_read_begin(f.e);
	assert_int_equal(first(n)->state, OB_DONE);
	assert_int_equal(first(n)->missed_by, 5);
	assert_int_equal(first(n)->missed_at, T0 + 6 * DAY);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* A refused command changes nothing: the President's duty is done by
 * choosing, not by `duty done`; nobody else does it. */
static void r401_1_refused(void **state)
{
	(void)state;
	nomic_file f;
	setup(&f);
	reply r;
	engine_submit(f.e, "erin", "duty done 1", &r);
	assert_false(r.ok);
	reply_free(&r);
	engine_submit(f.e, "alice", "duty done 1", &r);
	assert_false(r.ok);
	reply_free(&r);
	engine_submit(f.e, "erin", "duty done 99", &r);
	assert_false(r.ok);
	reply_free(&r);
	check(&f, T0 + 6 * DAY, 0, 1);
	const nomic *n = engine_read_begin(f.e);
	assert_int_equal(first(n)->state, OB_PENDING);
	assert_null(first(n)->done);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* R409 (b), (e) fall due on a join only with duties.newcomers on, and
 * nothing runs alone with offices.mode admin (docs/OFFICES.md). */
static void r409_newcomers_switch(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "param set offices.mode rules");
	run(f.e, "admin", "appoint carol Registrar");
	run(f.e, "admin", "join frank");
	const nomic *n = engine_read_begin(f.e);
	assert_null(duties_peek(n)); /* duties.newcomers is off by default */
	engine_read_end(f.e);
	run(f.e, "admin", "param set duties.newcomers on");
	run(f.e, "admin", "param set offices.mode admin");
	run(f.e, "admin", "join gina");
	n = engine_read_begin(f.e);
	assert_null(duties_peek(n));
	engine_read_end(f.e);
	run(f.e, "admin", "param set offices.mode rules");
	run(f.e, "admin", "join hal");
	n = engine_read_begin(f.e);
	assert_int_equal(duties_peek(n)->nobs, 2);
	assert_int_equal(duties_peek(n)->obs[0]->about, 8); /* hal */
	engine_read_end(f.e);
	close_nomic(&f);
}

/* All the public texts so far, newest first, as anyone reads them. */
static char *news(engine *e)
{
	json_t *a = engine_news_json(e, 0, 100000, NULL, NULL, NULL);
	sbuf b = {0};
	size_t i;
	json_t *ev;
	json_array_foreach(a, i, ev) {
		sbuf_add(&b, json_string_value(json_object_get(ev, "text")));
		sbuf_add(&b, "\n");
	}
	json_decref(a);
	return b.s ? b.s : xstrdup("");
}

/* R401 (x), R409 (b), R410, R701: what the server does is public and says
 * it was done in the office's name; a holder who publishes eir report
 * first does the week's duty, moving the next one a week on; a missed duty
 * is announced, and is no crime when no rule in force defines one. */
static void r401_x_public_texts(void **state)
{
	(void)state;
	nomic_file f;
	setup(&f); /* T0 + 3d */
	run(f.e, "admin", "param set duties.newcomers on");
	run(f.e, "admin", "appoint carol Registrar");
	run(f.e, "admin", "join frank");
	run(f.e, "admin", "appoint dave Scorekeeper");
	run(f.e, "admin", "report duty scorekeeper on"); /* due T0 + 10d */
	run(f.e, "admin", "clock advance 2d");
	run(f.e, "dave", "report publish scorekeeper");
	const nomic *n = engine_read_begin(f.e);
	int found = 0;
	for (int i = 0; i < n->ndeadlines; i++)
		if (strcmp(n->heap[i].kind->name, "report-due") == 0) {
			assert_int_equal(n->heap[i].due, T0 + 12 * DAY);
			found++;
		}
	assert_int_equal(found, 1);
	engine_read_end(f.e);
	run(f.e, "admin", "clock advance 7d"); /* T0 + 12d */
	char *t = news(f.e);
	assert_non_null(strstr(t, "The Registrar's duty, done by the server in the Registrar's "
			       "name: furnish frank with the game information (R409 (b))"));
	assert_non_null(strstr(t, "President (erin) has not done eir duty in time (3d, R401 (x)): "
			       "choose among the Nominees for Promoter"));
	/* No ruleset is loaded here: no rule in force makes it a crime (R710 3);
	 * duties.t has R701 in force. */
	assert_non_null(strstr(t, "(R403 (vi), R414 (i) b); no rule in force makes that a crime"));
	assert_null(strstr(t, "Crime of Non-Performance"));
	assert_non_null(strstr(t, "Registrar (carol) has not done eir duty in time"));
	assert_non_null(strstr(t, "(published by the server in the Scorekeeper's name, on time: "
			       "R410, R401 (x))"));
	free(t);
	close_nomic(&f);
}

/* R409 (b), (e) are toward players: a new player who leaves before any
 * vote becomes a Non-Player (R250 VI f), and the duties toward em lapse. */
static void r409_leaver(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "param set offices.mode rules");
	run(f.e, "admin", "param set duties.newcomers on");
	run(f.e, "admin", "appoint carol Registrar");
	run(f.e, "admin", "join frank");
	run(f.e, "frank", "leave");
	const nomic *n = engine_read_begin(f.e);
	const duties *s = duties_peek(n);
	assert_int_equal(s->nobs, 2);
	for (int i = 0; i < s->nobs; i++) {
		assert_int_equal(s->obs[i]->state, OB_LAPSED);
		assert_int_equal(s->obs[i]->dl, 0);
	}
	for (int i = 0; i < n->ndeadlines; i++)
		assert_ptr_not_equal(n->heap[i].kind, &dl_office_duty);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* R401.1 I iv, II; R403 (iii): an Acting Officer filling in for a
 * Vacationing holder performs the duties: the clock runs again for em. */
static void r401_1_acting_for_vacation(void **state)
{
	(void)state;
	nomic_file f;
	setup(&f); /* T0 + 3d, due T0 + 6d */
	run(f.e, "admin", "clock advance 1d");
	run(f.e, "erin", "state vacation");
	check(&f, T0 + 6 * DAY, T0 + 4 * DAY, 0);
	run(f.e, "admin", "clock advance 1d");
	run(f.e, "admin", "acting dave as President");
	check(&f, T0 + 7 * DAY, 0, 1);
	const nomic *n = engine_read_begin(f.e);
	int acting;
	assert_int_equal(duty_performer(n, "President", &acting), 4);
	assert_int_equal(acting, 1);
	char what[200];
	obligation_describe(n, first(n), what, sizeof what);
	assert_string_equal(what, "President (dave, acting): choose among the Nominees for "
			    "Promoter (R403 (vi), R414 (i) b)");
	engine_read_end(f.e);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		CLAUSE("R401 (x) vacation", r401_x_vacation_pause),
		CLAUSE("R401 (ii) offices field", r401_ii_offices_field),
		CLAUSE("R701 missed", r701_missed_recorded),
		CLAUSE("R401.1 refused", r401_1_refused),
		CLAUSE("R409 newcomers", r409_newcomers_switch),
		CLAUSE("R401 (x) public texts", r401_x_public_texts),
		CLAUSE("R409 leaver", r409_leaver),
		CLAUSE("R401.1 acting for a vacation", r401_1_acting_for_vacation),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
