/* test_offices_web.c: the offices page's drawing (src/net/offices_web.c)
 * (offices_page_json rendered by templates/offices.html) on fixtures of
 * the JSON views, without a server: each office's "duties"
 * (the field src/gov/duties adds to /api/v1/offices: duty, rule, by, due,
 * pending, missed) as rows, "no duties listed" where an office has none,
 * the next election (R402) or the term's end (R401 (v)), a pending
 * Impeachment Paper (R404 (iii)), each seat of an office of several
 * (R401 (i)), and every value escaped; and the
 * percent-encoding of an office's name in its link. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net/offices_web.h"
#include "net/text.h"
#include "net/tmpl.h"

#include <stdlib.h>
#include <string.h>

static const char offices_fixture[] =
	"[{\"name\": \"Speaker\", \"holder\": \"bob\", \"rule\": \"R405\", \"kind\": \"Political\","
	"  \"term_seconds\": null, \"salary\": 35, \"salary_rule\": \"R405 (iii)\","
	"  \"supervisory\": \"Speaker\", \"acting\": null, \"since\": \"2001-01-07T00:00:00Z\","
	"  \"term_ends\": null, \"impeachment\": null, \"nomination\": null,"
	"  \"duties\": ["
	"   {\"duty\": \"distribute <b>proposals</b> & votes\", \"rule\": \"R405 (v)\","
	"    \"by\": \"server\", \"due\": \"2001-01-10T00:00:00Z\", \"pending\": true,"
	"    \"missed\": false},"
	"   {\"duty\": \"announce the Fat Lady\", \"rule\": \"R667\", \"by\": \"holder\","
	"    \"due\": null, \"pending\": false, \"missed\": false},"
	"   {\"duty\": \"the weekly report\", \"rule\": \"R401 (x)\", \"by\": \"holder\","
	"    \"due\": \"2001-01-08T00:00:00Z\", \"pending\": true, \"missed\": true}]},"
	" {\"name\": \"Poet <Laureate>\", \"holder\": null, \"rule\": \"R424\","
	"  \"kind\": \"Political\", \"term_seconds\": 604800, \"salary\": 0,"
	"  \"salary_rule\": null, \"supervisory\": \"Speaker\", \"acting\": \"carol & co\","
	"  \"since\": null, \"term_ends\": null, \"impeachment\": 3,"
	"  \"nomination\": {\"phase\": \"voting\", \"opened\": \"2001-01-01T00:00:00Z\","
	"   \"ends\": \"2001-01-09T00:00:00Z\", \"nominees\": [\"<i>x</i>\", \"dave\"]}},"
	" {\"name\": \"President\", \"holder\": \"alice\", \"rule\": \"R414\","
	"  \"kind\": \"Political\", \"term_seconds\": 4838400, \"salary\": 0,"
	"  \"salary_rule\": null, \"supervisory\": \"Speaker\", \"acting\": null,"
	"  \"since\": \"2001-01-01T00:00:00Z\", \"term_ends\": \"2001-02-26T00:00:00Z\","
	"  \"impeachment\": null, \"nomination\": null},"
	" {\"name\": \"Grey Council\", \"holder\": \"ann\", \"rule\": \"R1031\","
	"  \"kind\": \"Political\", \"seats\": 3, \"seat_holders\": [\"ann\", null, \"<b>z</b>\"],"
	"  \"seat_list\": [{\"seat\": 1, \"caste\": \"worker\", \"holder\": \"ann\"},"
	"   {\"seat\": 2, \"caste\": \"<i>w</i>\", \"holder\": null},"
	"   {\"seat\": 3, \"caste\": null, \"holder\": \"<b>z</b>\"}],"
	"  \"term_seconds\": null, \"salary\": 0, \"salary_rule\": null,"
	"  \"supervisory\": \"Speaker\", \"acting\": null, \"since\": null,"
	"  \"term_ends\": null, \"impeachment\": null, \"nomination\": null}]";

static const char salaries_fixture[] =
	"{\"next_payday\": \"2001-02-05T12:00:00Z\", \"rule\": \"R401 (iv)\", \"offices\": ["
	" {\"office\": \"Speaker\", \"holder\": \"bob\", \"acting\": null, \"salary\": 35,"
	"  \"currency\": \"A$\", \"rule\": \"R405 (iii)\", \"last_paid\": \"2001-01\"}]}";

static const char ips_fixture[] =
	"[{\"id\": 3, \"author\": \"eve\", \"officer\": \"x\", \"office\": \"Poet <Laureate>\","
	"  \"state\": \"pending\", \"opened\": \"2001-01-02T00:00:00Z\","
	"  \"ends\": \"2001-01-05T00:00:00Z\", \"yes\": 1, \"no\": 1,"
	"  \"votes\": [{\"player\": \"bob\", \"vote\": \"yes\"},"
	"            {\"player\": \"<s>mallory</s>\", \"vote\": \"no\"}]}]";

static json_t *load(const char *text)
{
	json_error_t err;
	json_t *j = json_loads(text, 0, &err);
	if (!j)
		fail_msg("fixture: %s at %d", err.text, err.position);
	return j;
}

/* The page (templates/offices.html) for data, as a string to free. */
static char *render(json_t *data)
{
	sbuf b = {0};
	char err[256];
	if (tmpl_render(&b, "offices", data, err, sizeof err))
		fail_msg("the template: %s", err);
	json_decref(data);
	return b.s;
}

/* The page for one == NULL (/offices) or the office named one. */
static char *draw_with(const char *one, json_t *elections)
{
	json_t *offs = load(offices_fixture), *sal = load(salaries_fixture),
	       *ips = load(ips_fixture);
	const json_t *f = NULL;
	size_t i;
	json_t *o;
	json_array_foreach(offs, i, o)
		if (one && !strcmp(json_string_value(json_object_get(o, "name")), one))
			f = o;
	if (one)
		assert_non_null(f);
	char *page = render(offices_page_json(offs, sal, ips, elections, f));
	json_decref(offs);
	json_decref(sal);
	json_decref(ips);
	return page;
}

static char *draw(const char *one)
{
	json_t *none = json_array();
	char *page = draw_with(one, none);
	json_decref(none);
	return page;
}

static void has(const char *page, const char *want)
{
	if (!strstr(page, want))
		fail_msg("the page lacks %s", want);
}

static void duties_are_rows(void **state)
{
	char *p = draw(NULL);
	/* Each duty: its text escaped, its rule, who does it, when, its state. */
	has(p, "<td>Speaker</td><td>distribute &lt;b&gt;proposals&lt;/b&gt; &amp; votes</td>"
	       "<td>R405 (v)</td><td>the server, in the office&#39;s name</td>"
	       "<td>2001-01-10T00:00:00Z</td><td>pending</td></tr>");
	has(p, "<td></td><td>announce the Fat Lady</td><td>R667</td><td>the holder</td>"
	       "<td><span class=\"muted\">no date</span></td>"
	       "<td><span class=\"muted\">not pending</span></td></tr>");
	has(p, "<td>the weekly report</td><td>R401 (x)</td><td>the holder</td>"
	       "<td>2001-01-08T00:00:00Z</td><td><strong>missed</strong></td>");
	/* An office the duties do not list says so. */
	has(p, "<tr><td>Poet &lt;Laureate&gt;</td><td colspan=\"5\" class=\"muted\">no duties "
	       "listed</td></tr>");
	has(p, "<tr><td>President</td><td colspan=\"5\" class=\"muted\">no duties listed</td></tr>");
	assert_null(strstr(p, "<b>"));
	free(p);
	p = draw("Speaker");
	has(p, "<h2>Duties</h2>");
	has(p, "<tr><td>distribute &lt;b&gt;proposals&lt;/b&gt; &amp; votes</td>");
	assert_null(strstr(p, "no duties listed"));
	free(p);
	p = draw("President");
	has(p, "<tr><td colspan=\"5\" class=\"muted\">no duties listed</td></tr>");
	free(p);
}

static void the_next_election(void **state)
{
	char *p = draw(NULL);
	/* R402 (ii): the Election running, its end and Nominees, no ballot. */
	has(p, "Election (R402 (ii)); ballots are secret until the tally, ends "
	       "2001-01-09T00:00:00Z; Nominees: &lt;i&gt;x&lt;/i&gt;, dave");
	/* R401 (v), R414: a term's end is the next election. */
	has(p, "when the term ends, 2001-02-26T00:00:00Z (R401 (v))");
	/* R404 (iii): the pending Paper; its votes are public (R404 (ii)). */
	has(p, "(Impeachment Paper 3 pending: acting meanwhile, R404 (iii))");
	has(p, "1 YES, 1 NO: bob yes, &lt;s&gt;mallory&lt;/s&gt; no");
	has(p, "<td>carol &amp; co</td>");
	has(p, "<span id=\"payday\">2001-02-05T12:00:00Z</span>");
	has(p, "<a href=\"/offices/Poet%20%3CLaureate%3E\">Poet &lt;Laureate&gt;</a>");
	assert_null(strstr(p, "<i>"));
	assert_null(strstr(p, "<s>"));
	free(p);
	p = draw("Speaker");
	has(p, "<td id=\"holder\">bob</td>");
	has(p, "A$35 (R405 (iii)); last paid for 2001-01");
	has(p, "<td id=\"election\"><span class=\"muted\">none scheduled</span></td>");
	assert_null(strstr(p, "Impeachment Papers"));
	free(p);
	p = draw("Poet <Laureate>");
	has(p, "<h1>Poet &lt;Laureate&gt;</h1>");
	has(p, "<td id=\"holder\"><span class=\"muted\">vacant</span>");
	has(p, "<h2>Impeachment Papers (R404)</h2>");
	free(p);
}

/* R401 (i): an office of several seats shows each seat's holder. */
static void several_seats(void **state)
{
	char *p = draw(NULL);
	/* R401 (i), R1031 ¶2: each seat with its Caste where it has one, escaped. */
	has(p, "<td>seat 1 (worker): ann, seat 2 (&lt;i&gt;w&lt;/i&gt;): <span class=\"muted\">vacant</span>, "
	       "seat 3: &lt;b&gt;z&lt;/b&gt;</td>");
	free(p);
	p = draw("Grey Council");
	has(p, "<td id=\"holder\">seat 1 (worker): ann, seat 2 (&lt;i&gt;w&lt;/i&gt;): <span "
	       "class=\"muted\">vacant</span>, seat 3: &lt;b&gt;z&lt;/b&gt;");
	free(p);
}

/* R402 (ii) f: past Elections: each tally and who was seated, escaped. */
static void past_elections(void **state)
{
	json_t *e = load("[{\"id\": 2, \"office\": \"Speaker\", \"ended\": \"2001-01-13T00:00:00Z\","
			 "  \"tally\": [{\"nominee\": \"<b>bob</b>\", \"votes\": 2},"
			 "            {\"nominee\": \"carol\", \"votes\": 0}],"
			 "  \"outcome\": \"elected\", \"seated\": [\"<b>bob</b>\"]}]");
	char *p = draw_with("Speaker", e);
	has(p, "<h2>Past Elections (R402 (ii) f)</h2>");
	has(p, "<td>Speaker</td><td>2001-01-13T00:00:00Z</td><td>&lt;b&gt;bob&lt;/b&gt; 2, "
	       "carol 0</td><td>elected: &lt;b&gt;bob&lt;/b&gt;</td>");
	assert_null(strstr(p, "<b>"));
	free(p);
	json_decref(e);
	p = draw("Speaker"); /* nothing to show: no table */
	assert_null(strstr(p, "Past Elections"));
	free(p);
}

static void url_segments(void **state)
{
	sbuf b = {0};
	url_segment(&b, "Clerk of the Court/é?&#");
	assert_string_equal(b.s, "Clerk%20of%20the%20Court%2F%C3%A9%3F%26%23");
	sbuf_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(duties_are_rows),
		cmocka_unit_test(the_next_election),
		cmocka_unit_test(several_seats),
		cmocka_unit_test(past_elections),
		cmocka_unit_test(url_segments),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
