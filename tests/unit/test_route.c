/* test_route.c: several nomics on one server (src/net/route.c, issue 17
 * item 6) without a server: which names a nomic may have, which nomic a
 * path is for (and what is left of it), and the prefix a nomic's pages'
 * links take, leaving players' escaped text alone. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net/route.h"

#include <stdlib.h>
#include <string.h>

static void names(void **state)
{
	(void)state;
	assert_true(route_name_ok("a"));
	assert_true(route_name_ok("ack-2_b"));
	assert_true(route_name_ok("0day"));
	assert_true(route_name_ok("abcdefghijklmnopqrstuvwxyz012345")); /* 32 */
	assert_false(route_name_ok("abcdefghijklmnopqrstuvwxyz0123456")); /* 33 */
	const char *bad[] = {"", ".", "..", "a/b", "A", "-a", "_a", "a.db", "a b", "%2e", "é", "a\n"};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		assert_false(route_name_ok(bad[i]));
	http_site s;
	assert_int_equal(route_site_init(&s, "..", "x", NULL), -1);
	assert_int_equal(route_site_init(&s, "ack", "x", NULL), 0);
	assert_string_equal(s.prefix, "/n/ack");
	assert_int_equal(route_site_init(&s, NULL, "x", NULL), 0);
	assert_string_equal(s.prefix, "");
}

static void routing(void **state)
{
	(void)state;
	http_site one[1], two[2];
	route_site_init(&one[0], NULL, "x.db", NULL);
	route_site_init(&two[0], "a", "a.db", NULL);
	route_site_init(&two[1], "b", "b.db", NULL);
	const char *rest;
	/* One unnamed nomic: every path is its own, unchanged. */
	assert_int_equal(route_site(one, 1, "/n/a/api/v1/nomic", &rest), 0);
	assert_string_equal(rest, "/n/a/api/v1/nomic");
	assert_int_equal(route_site(one, 1, "/", &rest), 0);
	/* Several: the list, each nomic's paths, nothing else. */
	assert_int_equal(route_site(two, 2, "/", &rest), ROUTE_INDEX);
	assert_int_equal(route_site(two, 2, "/api/v1/nomics", &rest), ROUTE_INDEX);
	assert_int_equal(route_site(two, 2, "/n/b/api/v1/log", &rest), 1);
	assert_string_equal(rest, "/api/v1/log");
	assert_int_equal(route_site(two, 2, "/n/a", &rest), 0);
	assert_string_equal(rest, "/");
	assert_int_equal(route_site(two, 2, "/n/a/", &rest), 0);
	assert_string_equal(rest, "/");
	const char *none[] = {"/api/v1/nomic", "/n", "/n/", "/n//x", "/n/../a.db", "/n/./x",
			      "/n/c/", "/n/A/", "/n/ab/", "/na/", "/n/a.db"};
	for (size_t i = 0; i < sizeof none / sizeof *none; i++)
		assert_int_equal(route_site(two, 2, none[i], &rest), ROUTE_NONE);
}

static void links(void **state)
{
	(void)state;
	static const char page[] =
		"<a href=\"/\">x</a><a href=\"/rules/1\">r</a><form method=\"post\" action=\"/commands\">"
		"<img src=\"/games/1/board.svg\" alt=\"\"><a href=\"https://example.org/\">e</a>"
		"<p>href=&quot;/evil&quot; typed by a player, escaped: "
		"href=&quot;/x&quot;</p><a class=\"c\" href=\"/api/v1/log?from=1&amp;limit=1\">l</a>";
	size_t len;
	char *out = route_prefix_links("/n/ack", page, sizeof page - 1, &len);
	assert_int_equal(len, strlen(out));
	assert_non_null(strstr(out, "<a href=\"/n/ack/\">x</a>"));
	assert_non_null(strstr(out, "<a href=\"/n/ack/rules/1\">"));
	assert_non_null(strstr(out, "action=\"/n/ack/commands\""));
	assert_non_null(strstr(out, "src=\"/n/ack/games/1/board.svg\""));
	assert_non_null(strstr(out, "href=\"https://example.org/\""));
	assert_non_null(strstr(out, "href=&quot;/evil&quot;"));
	assert_non_null(strstr(out, "href=\"/n/ack/api/v1/log?from=1&amp;limit=1\""));
	free(out);
	assert_true(route_has_links("text/html; charset=utf-8"));
	assert_true(route_has_links("application/atom+xml; charset=utf-8"));
	assert_false(route_has_links("application/json"));
}

/* A game view's "map" link (src/games/diplomacy/diplomacy_game_view.c), at any depth. */
static void json_links(void **state)
{
	(void)state;
	json_t *j = json_pack("{s:[{s:i, s:{s:s}}, {s:s}], s:s, s:s}", "games", "id", 3, "state",
			      "map", "/games/3/map.svg", "map", "https://example.org/m.svg",
			      "title", "/games/3", "map", "/games/9/map.svg");
	route_prefix_json(j, "/n/ack");
	json_t *st = json_object_get(json_array_get(json_object_get(j, "games"), 0), "state");
	assert_string_equal(json_string_value(json_object_get(st, "map")), "/n/ack/games/3/map.svg");
	assert_string_equal(json_string_value(json_object_get(json_array_get(
				    json_object_get(j, "games"), 1), "map")),
			    "https://example.org/m.svg");
	assert_string_equal(json_string_value(json_object_get(j, "title")), "/games/3");
	assert_string_equal(json_string_value(json_object_get(j, "map")), "/n/ack/games/9/map.svg");
	route_prefix_json(j, ""); /* one nomic: unchanged */
	assert_string_equal(json_string_value(json_object_get(j, "map")), "/n/ack/games/9/map.svg");
	json_decref(j);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(names),
		cmocka_unit_test(routing),
		cmocka_unit_test(links),
		cmocka_unit_test(json_links),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
