/* test_offices.c: the parts of src/gov/offices no transcript reaches in a
 * few lines: the paydays (R401 (iv): noon on the first Monday of each
 * month) over months that begin on every weekday and across a year's end,
 * the month a payment is for, the catalogue's parameters (each office's
 * numbers are declared and bound to a clause), a rollback leaving no
 * state, and the fields /api/v1/offices adds. Each case is named by its clause. */
#include "govtest.h"
#include "statetest.h"

#include <string.h>

#include "gov/offices/offices.h"

static gtime at(const char *s)
{
	gtime t;
	assert_int_equal(parse_time(s, &t), 0);
	return t;
}

/* R401 (iv): noon on the first Monday. 2001-01-01 was a Monday. */
static void r401_iv_first_monday(void **state)
{
	(void)state;
	assert_int_equal(offices_next_payday(at("2001-01-01T00:00Z")), at("2001-01-01T12:00Z"));
	/* At the payday itself, the next is the following month's. */
	assert_int_equal(offices_next_payday(at("2001-01-01T12:00Z")), at("2001-02-05T12:00Z"));
	/* 2001-04-01 was a Sunday: the Monday after. */
	assert_int_equal(offices_next_payday(at("2001-03-20T00:00Z")), at("2001-04-02T12:00Z"));
	/* 2001-05-01 a Tuesday: six days on. */
	assert_int_equal(offices_next_payday(at("2001-04-03T00:00Z")), at("2001-05-07T12:00Z"));
	/* Across a year's end: 2002-01-07. */
	assert_int_equal(offices_next_payday(at("2001-12-25T00:00Z")), at("2002-01-07T12:00Z"));
	/* A leap February: 2004-02-02. */
	assert_int_equal(offices_next_payday(at("2004-01-31T00:00Z")), at("2004-02-02T12:00Z"));
}

/* R401 (iv): a payment is for the month whose payday has come. */
static void r401_iv_period(void **state)
{
	(void)state;
	assert_int_equal(offices_period(at("2001-01-01T11:59Z")), 200012);
	assert_int_equal(offices_period(at("2001-01-01T12:00Z")), 200101);
	assert_int_equal(offices_period(at("2001-02-04T00:00Z")), 200101);
	assert_int_equal(offices_period(at("2001-02-05T12:00Z")), 200102);
	assert_int_equal(offices_month(at("2001-02-04T00:00Z")), 200102);
}

static const param_decl *decl(const char *name)
{
	for (int i = 0; offices_params[i].name; i++)
		if (strcmp(offices_params[i].name, name) == 0)
			return &offices_params[i];
	return NULL;
}

/* R401 (v), R402, R405, R414: every number an office uses is declared,
 * with its clause. */
static void r401_catalogue_params(void **state)
{
	(void)state;
	int n = 0;
	for (int i = 0; office_def_at(i); i++, n++) {
		const office_def *d = office_def_at(i);
		assert_non_null(d->rule);
		assert_non_null(decl(d->nomination_param));
		assert_non_null(decl(d->voting_param));
		if (d->term_param)
			assert_non_null(decl(d->term_param));
		if (d->minterm_param)
			assert_non_null(decl(d->minterm_param));
		if (d->salary != SAL_NONE)
			assert_non_null(d->salary_rule);
	}
	assert_true(n >= 27);
	assert_int_equal(decl("offices.president_term")->dflt, 8 * 7 * OFF_DAY); /* R414 */
	assert_string_equal(decl("offices.speaker_extra")->rule, "R405 (iii)");
	assert_int_equal(office_def_named("president")->kind, OK_POLITICAL); /* R401 (ix) */
	assert_int_equal(office_def_named("Promoter")->kind, OK_FUNCTIONAL);  /* R406 */
	assert_true(office_def_named("Historian")->optional);                 /* R420 */
	assert_int_equal(office_def_named("Speaker")->tie, TIE_NEW_ELECTION); /* R405 (ii) c */
	assert_null(office_def_named("Dogcatcher"));
}

/* The journal: an office record made and rolled back leaves
 * the nomic as it was (a refused command changes nothing). */
static void journal_rollback(void **state)
{
	(void)state;
	ctx *c = state_ctx_new(at("2001-01-01T00:00Z"));
	size_t mark = undo_mark(c->j);
	office_rec *r = office_rec_of(c, "Speaker");
	UNDO_SET(c->j, r->paid_period, 200101);
	assert_non_null(offices_peek(c->n));
	undo_rollback(c->j, mark);
	assert_null(offices_peek(c->n));
	assert_null(office_rec_peek(c->n, "Speaker"));
	state_ctx_free(c);
}

/* /api/v1/offices: the rules' fields of an office (R405, R405 (iii)). */
static void view_fields(void **state)
{
	(void)state;
	ctx *c = state_ctx_new(at("2001-01-01T00:00Z"));
	office *o = mut_add_office(c, "Speaker");
	office *g = mut_add_office(c, "Dealer");
	undo_commit(c->j);
	json_t *j = json_object();
	offices_json_fields(c->n, o, j);
	assert_string_equal(json_string_value(json_object_get(j, "rule")), "R405");
	assert_string_equal(json_string_value(json_object_get(j, "kind")), "Political");
	assert_int_equal(json_integer_value(json_object_get(j, "salary")),
			 param_int(c->n, "fee.harfer") + 10);
	assert_true(json_is_null(json_object_get(j, "nomination")));
	assert_true(json_is_null(json_object_get(j, "acting")));
	json_decref(j);
	j = json_object();
	offices_json_fields(c->n, g, j); /* no rule of the seed defines it */
	assert_true(json_is_null(json_object_get(j, "rule")));
	json_decref(j);
	state_ctx_free(c);
}

/* R401 (i), R401.1 IV, R405 (iv): every seat in the JSON, and who performs
 * an office's duties: the active seatholder first by name; an office with
 * nobody falls to its Substitute's performer (the Clerk of the Court for
 * the Speaker; the Speaker for a Political office); nobody at all is 0. */
static void seats_and_performer(void **state)
{
	(void)state;
	ctx *c = state_ctx_new(at("2001-01-01T00:00Z"));
	player *zed = mut_add_player(c, "zed", PS_VOTING);
	player *amy = mut_add_player(c, "amy", PS_VOTING);
	office *g = mut_add_office(c, "Grey Council");
	office *sp = mut_add_office(c, "Speaker");
	office *cl = mut_add_office(c, "Clerk of the Court");
	const office_def *d = office_def_find(c->n, "Grey Council");
	assert_int_equal(office_nseats(c->n, d), 9); /* R1031 */
	assert_int_equal(office_performer(c->n, "Speaker"), 0);
	office_seat(c, g, d, zed->id, "test");
	office_seat(c, g, d, amy->id, "test");
	assert_int_equal(office_seat_holder(c->n, g, 0), zed->id);
	assert_int_equal(office_seat_holder(c->n, g, 1), amy->id);
	assert_int_equal(office_vacant_seats(c->n, g), 7);
	assert_int_equal(office_performer(c->n, "Grey Council"), amy->id); /* R405 (ix) c */
	json_t *j = json_object();
	offices_json_fields(c->n, g, j);
	json_t *held = json_object_get(j, "seat_holders");
	assert_int_equal(json_array_size(held), 9);
	assert_string_equal(json_string_value(json_array_get(held, 1)), "amy");
	assert_true(json_is_null(json_array_get(held, 2)));
	json_decref(j);
	/* R405 (iv): the Speaker vacant, the Clerk of the Court performs. */
	mut_office_holder(c, cl, zed->id);
	assert_int_equal(office_performer(c->n, "Speaker"), zed->id);
	/* R401.1 IV: a Political office's Substitute is the Speaker's office. */
	mut_office_holder(c, sp, amy->id);
	assert_int_equal(office_performer(c->n, "Herald"), amy->id);
	assert_int_equal(office_performer(c->n, "Dogcatcher"), 0);
	undo_commit(c->j);
	state_ctx_free(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(r401_iv_first_monday),
		cmocka_unit_test(r401_iv_period),
		cmocka_unit_test(r401_catalogue_params),
		cmocka_unit_test(journal_rollback),
		cmocka_unit_test(view_fields),
		cmocka_unit_test(seats_and_performer),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
