/* test_games.c: unit tests of the games' equipment and rules helpers
 * (R1250.3-1250.6, R1250.17's "most Mediocre"), and a leak test per game:
 * after a hidden move, no view and no public log entry may show it to
 * anyone but its owner, the referee and the admin; and a nomic with games
 * reopens (replays) to the same views. */
#include "core/engine.h"
#include "games/equip/equip.h"
#include "games/framework/games.h"
#include "games/mediocrity/mediocre.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "nomictest.h"
#include "gametest.h"
#include <sodium.h>

/* ---- equipment ---- */

static void test_mediocre(void **state)
{
	(void)state;
	int found;
	int64_t a[] = {2, 3, 5};
	assert_int_equal(most_mediocre(a, 3, &found), 3);
	assert_true(found);
	int64_t b[] = {1, 4, 1};
	assert_int_equal(most_mediocre(b, 3, &found), 4); /* step 4: the 1s go */
	int64_t c[] = {3, 3, 3};
	most_mediocre(c, 3, &found);
	assert_false(found); /* step 5 */
	int64_t d[] = {1, 2, 3, 4};
	assert_int_equal(most_mediocre(d, 4, &found), 2); /* even N: the N/2th */
	int64_t e[] = {0, 0, 1, 1, 7};
	assert_int_equal(most_mediocre(e, 5, &found), 7);
	most_mediocre(NULL, 0, &found);
	assert_false(found);
}

static void test_amd(void **state)
{
	(void)state;
	amd_request r;
	char err[160];
	char *ok[] = {"#S", "20", "#D", "2", "#R", "3", "#L", "1", "#T", "t", "#C", "c"};
	assert_int_equal(amd_parse(12, ok, &r, err, sizeof err), 0);
	assert_int_equal(r.sides, 20);
	assert_int_equal(r.dice, 2);
	assert_int_equal(r.rolls, 3);
	assert_int_equal(r.per_line, 1);
	assert_int_equal(r.ncomments, 1);
	char *bad_sides[] = {"#S", "1"};
	assert_int_equal(amd_parse(2, bad_sides, &r, err, sizeof err), -1);
	char *too_many[] = {"#S", "6", "#D", "1000", "#R", "2"};
	assert_int_equal(amd_parse(6, too_many, &r, err, sizeof err), -1);
	char *no_value[] = {"#S"};
	assert_int_equal(amd_parse(1, no_value, &r, err, sizeof err), -1);
	/* 101 comment lines: one too many (R1250.3 I: up to 100). */
	char *many[2 + 2 * 101];
	many[0] = "#S";
	many[1] = "6";
	for (int i = 0; i < 101; i++) {
		many[2 + 2 * i] = "#C";
		many[3 + 2 * i] = "x";
	}
	assert_int_equal(amd_parse(2 + 2 * 100, many, &r, err, sizeof err), 0);
	assert_int_equal(amd_parse(2 + 2 * 101, many, &r, err, sizeof err), -1);
}

static void test_decks(void **state)
{
	(void)state;
	assert_int_equal(deck_size(&deck_standard, 0), 52);
	assert_int_equal(deck_size(&deck_standard, 1), 54);
	assert_int_equal(deck_size(&deck_eleusis, 0), 120);
	assert_int_equal(deck_size(&deck_eleusis, 1), 124);
	char buf[16];
	for (int i = 0; i < 52; i++) { /* every name parses back */
		card_name(&deck_standard, i, buf, sizeof buf);
		assert_int_equal(card_parse(&deck_standard, buf), i);
	}
	for (int i = 0; i < 120; i++) {
		card_name(&deck_eleusis, i, buf, sizeof buf);
		assert_int_equal(card_parse(&deck_eleusis, buf), i);
	}
	assert_int_equal(card_parse(&deck_standard, "10h"), 1 * 13 + 4);
	assert_int_equal(card_parse(&deck_standard, "?2"), 53);
	assert_int_equal(card_parse(&deck_standard, "1H"), -1);
	assert_int_equal(card_parse(&deck_eleusis, "W"), 120);
	assert_int_equal(card_suit(&deck_standard, 53), -1);
}

static void test_dictionary(void **state)
{
	(void)state;
	assert_true(od_size() > 0);
	assert_int_equal(od_has("crane"), 1);
	assert_int_equal(od_has("Crane"), 1);
	assert_int_equal(od_has("aaron"), 0); /* proper nouns are not words */
	assert_int_equal(od_has("apple's"), 0);
	assert_int_equal(od_has(""), 0);
	char first[32];
	assert_int_equal(od_containing("ea", first, sizeof first), 4);
	assert_string_equal(first, "bread"); /* bread, dream, heart, ocean */
}

/* ---- leaks ---- */


static char *game_json(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, viewer, 1);
	engine_read_end(e);
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

static char *log_json(engine *e, const char *viewer)
{
	json_t *j = engine_log_json(e, 1, 1000, viewer);
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

/* The secret must reach the allowed viewers and nobody else: in the views
 * (view_secret) and in the log (log_secret, the move's own text, which
 * only its actor and the admin may read). */
static void check_secret(engine *e, const char *view_secret, const char *log_secret,
			 const char *actor, const char *const *allowed, const char *const *denied)
{
	for (; *allowed; allowed++) {
		char *s = game_json(e, strcmp(*allowed, "public") ? *allowed : NULL);
		if (!strstr(s, view_secret))
			fail_msg("%s should see %s in %s", *allowed, view_secret, s);
		free(s);
	}
	const char *log_ok[] = {actor, "admin"};
	for (int i = 0; i < 2; i++) {
		char *s = log_json(e, log_ok[i]);
		if (!strstr(s, log_secret))
			fail_msg("%s should see '%s' in the log", log_ok[i], log_secret);
		free(s);
	}
	for (; *denied; denied++) {
		const char *v = strcmp(*denied, "public") ? *denied : NULL;
		char *s = game_json(e, v);
		if (strstr(s, view_secret))
			fail_msg("%s sees %s in the view: %s", *denied, view_secret, s);
		free(s);
		s = log_json(e, v);
		if (strstr(s, log_secret))
			fail_msg("%s sees '%s' in the log", *denied, log_secret);
		free(s);
	}
}

static void test_leak_pureskill(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new pureskill");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	run(f.e, "alice", "play 1 bid 7");
	const char *ok[] = {"alice", "dave", "admin", NULL};
	const char *no[] = {"public", "bob", "carol", "erin", NULL};
	check_secret(f.e, "\"bid\":\"7H\"", "play 1 bid 7", "alice", ok, no);
	close_nomic(&f);
}

/* The moves (games.h hook, framework/moves.c) viewer sees in game 1, as
 * its command lines joined by "|"; free it. */
static char *moves_of(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	const game *g = game_by_id(n, 1);
	gviewer v = game_viewer(n, g, viewer);
	json_t *m = game_moves(n, g, &v);
	engine_read_end(e);
	sbuf b = {0};
	size_t i;
	json_t *x;
	json_array_foreach(m, i, x) {
		const char *line = json_string_value(json_object_get(x, "command"));
		sbuf_printf(&b, "%s|", line ? line : "(form)");
	}
	json_decref(m);
	char *s = strdup(b.s ? b.s : "");
	sbuf_free(&b);
	return s;
}

/* Pure Skill's moves (issue 18 item 2): join, start and leave while it
 * waits; then one bid per card of the bidder's own pack, taken when sent,
 * and nothing to the referee, an outsider or the public. */
static void test_moves_pureskill(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new pureskill");
	run(f.e, "alice", "game join 1");
	char *s = moves_of(f.e, "erin");
	assert_string_equal(s, "game join 1|");
	free(s);
	s = moves_of(f.e, "alice");
	assert_string_equal(s, "game leave 1|");
	free(s);
	s = moves_of(f.e, "dave");
	assert_string_equal(s, "game start 1|");
	free(s);
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	s = moves_of(f.e, "alice");
	assert_string_equal(s, "play 1 bid KH|play 1 bid QH|play 1 bid JH|play 1 bid 10H|"
			       "play 1 bid 9H|play 1 bid 8H|play 1 bid 7H|play 1 bid 6H|play 1 bid 5H|"
			       "play 1 bid 4H|play 1 bid 3H|play 1 bid 2H|play 1 bid AH|game leave 1|");
	free(s);
	static const char *const none[] = {"dave", "erin", "admin"};
	for (size_t i = 0; i < sizeof none / sizeof *none; i++) {
		s = moves_of(f.e, none[i]);
		assert_string_equal(s, "");
		free(s);
	}
	s = moves_of(f.e, NULL);
	assert_string_equal(s, "");
	free(s);
	int ok;
	free(gt_reply(f.e, "bob", "play 1 bid 9D", &ok));
	assert_true(ok);
	s = moves_of(f.e, "bob");
	assert_non_null(strstr(s, "play 1 bid 9D|"));
	free(s);
	close_nomic(&f);
}

/* Every line viewer's moves offer (buttons and each choice of a select)
 * is taken when viewer sends it: the moves are legal ones. Returns how
 * many were sent. */
static int send_every_move(engine *e, const char *viewer, int gid)
{
	const nomic *n = engine_read_begin(e);
	const game *g = game_by_id(n, gid);
	gviewer v = game_viewer(n, g, viewer);
	json_t *m = game_moves(n, g, &v);
	engine_read_end(e);
	int sent = 0;
	size_t i, j;
	json_t *x, *c;
	json_array_foreach(m, i, x) {
		json_t *lines = json_array();
		if (json_object_get(x, "command"))
			json_array_append(lines, x);
		json_array_foreach(json_object_get(x, "choices"), j, c)
			json_array_append(lines, c);
		json_array_foreach(lines, j, c) {
			const char *line = json_string_value(json_object_get(c, "command"));
			if (strncmp(line, "game leave", 10) == 0 || strstr(line, " claim"))
				continue; /* would end eir part in the game */
			int ok;
			char *r = gt_reply(e, viewer, line, &ok);
			if (!ok)
				fail_msg("%s's move '%s' was refused: %s", viewer, line, r);
			free(r);
			sent++;
		}
		json_decref(lines);
	}
	json_decref(m);
	return sent;
}

/* Diplomacy's moves (diplomacy_game_moves.c): a select per unit of the
 * viewer's own powers, every order in it accepted by the judge; the
 * public and the referee are offered none. */
static void test_moves_diplomacy(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "erin", "game new diplomacy");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "erin", "game start 1");
	/* 22 units at the start, 3 or 4 a power; each holds or moves. */
	assert_true(send_every_move(f.e, "alice", 1) > 40);
	assert_true(send_every_move(f.e, "bob", 1) > 40);
	char *s = moves_of(f.e, NULL);
	assert_string_equal(s, "");
	free(s);
	s = moves_of(f.e, "erin");
	assert_string_equal(s, "");
	free(s);
	close_nomic(&f);
}

static void test_leak_mediocrity(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new mediocrity");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	run(f.e, "bob", "play 1 pick 5");
	const char *ok[] = {"bob", "dave", "admin", NULL};
	const char *no[] = {"public", "alice", "carol", "erin", NULL};
	check_secret(f.e, "\"pick\":5", "play 1 pick 5", "bob", ok, no);
	close_nomic(&f);
}

static void test_leak_crescent(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "dave", "game new crescent");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	/* The numbers are public; pick a play far above any of them. */
	const nomic *n = engine_read_begin(f.e);
	json_t *j = view_game(n, "admin", 1);
	engine_read_end(f.e);
	json_t *seats = json_object_get(json_object_get(j, "state"), "seats");
	int num = (int)json_integer_value(json_object_get(json_array_get(seats, 2), "number"));
	json_decref(j);
	char line[48], secret[32];
	snprintf(line, sizeof line, "play 1 play %d", 300 + num);
	run(f.e, "carol", line);
	snprintf(secret, sizeof secret, "\"play\":%d", 300 + num);
	const char *ok[] = {"carol", "dave", "admin", NULL};
	const char *no[] = {"public", "alice", "bob", "erin", NULL};
	check_secret(f.e, secret, line, "carol", ok, no);
	close_nomic(&f);
}

static void test_leak_doublecrash(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "alice", "game new doublecrash");
	run(f.e, "bob", "game join 1");
	run(f.e, "alice", "game start 1");
	run(f.e, "alice", "play 1 target grace");
	/* No referee (ruling), so only its owner and the admin see it. */
	const char *ok[] = {"alice", "admin", NULL};
	const char *no[] = {"public", "bob", "carol", NULL};
	check_secret(f.e, "grace", "target grace", "alice", ok, no);
	/* Replay: reopening the nomic gives the same view. */
	char *before = game_json(f.e, "admin");
	engine_close(f.e);
	char err[256];
	f.e = engine_open(f.path, err, sizeof err);
	assert_non_null(f.e);
	char *after = game_json(f.e, "admin");
	assert_string_equal(before, after);
	free(before);
	free(after);
	close_nomic(&f);
}

static void test_leak_tripledc(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "carol", "game new tripledc");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game start 1");
	run(f.e, "alice", "play 1 targets grace stone knife");
	const char *ok[] = {"alice", "carol", "admin", NULL};
	const char *no[] = {"public", "bob", "dave", NULL};
	check_secret(f.e, "knife", "targets grace stone knife", "alice", ok, no);
	close_nomic(&f);
}

static void test_leak_mediocrity343(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "mint 8 points to bob");
	run(f.e, "dave", "game new mediocrity343 1 3 1");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	run(f.e, "bob", "play 1 answer 4242");
	const char *ok[] = {"bob", "dave", "admin", NULL};
	const char *no[] = {"public", "alice", "carol", NULL};
	check_secret(f.e, "\"answer\":4242", "answer 4242", "bob", ok, no);
	close_nomic(&f);
}

/* ---- caps (R1250.1 IV c, d; III e), by calling the payout functions in
 * a context of their own that is rolled back afterwards. ---- */

static void test_caps(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	nomic *n = (nomic *)engine_read_begin(f.e);
	undo_journal j = {0};
	ctx c = {0};
	c.n = n;
	c.j = &j;
	c.kind = ACTOR_ADMIN;
	c.now = n->now;
	c.seq = 1000000;
	c.args = json_object();
	int alice = player_by_name(n, "alice")->id, bob = player_by_name(n, "bob")->id;
	int carol = player_by_name(n, "carol")->id;
	game *g = game_new(&c, &pureskill_class);
	g->referee = alice;
	assert_int_equal(game_pay(&c, g, alice, 20), 10); /* III e: A$10 to a referee */
	assert_int_equal(game_pay(&c, g, bob, 30), 30);
	assert_int_equal(game_pay(&c, g, carol, 30), 10); /* IV c: A$50 an instance */
	assert_int_equal(game_pay(&c, g, carol, 5), 0);
	assert_int_equal(game_points(&c, g, bob, 5), 5);
	assert_int_equal(game_points(&c, g, carol, -5), -3); /* IV d: 8 an instance */
	assert_int_equal(game_points(&c, g, bob, 1), 0);
	/* A second and third instance of the class in the same month. */
	game *g2 = game_new(&c, &pureskill_class);
	assert_int_equal(game_pay(&c, g2, bob, 50), 50);
	game *g3 = game_new(&c, &pureskill_class);
	assert_int_equal(game_pay(&c, g3, bob, 50), 20);   /* A$100 a month a class */
	assert_int_equal(game_points(&c, g2, bob, 8), 8);
	assert_int_equal(game_points(&c, g3, bob, 8), 7);  /* 20 points a month a class */
	/* Another class has caps of its own. */
	game *g4 = game_new(&c, &doublecrash_class);
	assert_int_equal(game_pay(&c, g4, bob, 25), 25);
	/* An exhibition pays nothing (VII a). */
	g4->exhibition = 1;
	assert_int_equal(game_pay(&c, g4, carol, 5), 0);
	assert_int_equal(balance(n, bob, currency_by_name(n, "A$")->id), 900 + 30 + 50 + 20 + 25);

	/* R1250.2: the unique Golden Knife passes from winner to winner; a
	 * nameless trophy is created for each; none for a game that started
	 * with fewer than 3 players, or with no single winner. */
	static const game_class knife = {.name = "knife", .title = "Knife", .rule = "test",
					 .trophy = "Golden Knife", .state_size = 1};
	static const game_class book = {.name = "book", .title = "Book", .rule = "test",
					.trophy = "Scientist's Handbook", .state_size = 1};
	const game_class *cls[] = {&knife, &knife, &book, &book, &book, &book};
	const int winner[] = {alice, bob, alice, alice, bob, carol};
	const int started[] = {3, 4, 3, 8, 2, 3};
	const int nwin[] = {1, 1, 1, 1, 1, 2};
	for (int i = 0; i < 6; i++) {
		game *t = game_new(&c, cls[i]);
		t->started_with = started[i];
		t->nwinners = nwin[i];
		t->winners[0] = t->winners[1] = winner[i];
		game_trophy(&c, t, winner[i]);
	}
	assert_int_equal(games_trophy_count(n), 3); /* one knife, two handbooks */
	sbuf list = {0};
	games_trophy_list(n, &list);
	assert_non_null(strstr(list.s, "Golden Knife: held by bob (won in game 6"));
	assert_null(strstr(list.s, "Golden Knife: held by alice"));
	assert_non_null(strstr(list.s, "Scientist's Handbook: held by alice (won in game 7"));
	assert_non_null(strstr(list.s, "Scientist's Handbook: held by alice (won in game 8"));
	sbuf_free(&list);
	undo_rollback(&j, 0);
	undo_free(&j);
	json_decref(c.args);
	sbuf_free(&c.out);
	sbuf_free(&c.err);
	assert_int_equal(games_count(n), 0);
	assert_int_equal(balance(n, bob, currency_by_name(n, "A$")->id), 900);
	engine_read_end(f.e);
	close_nomic(&f);
}

/* A game a rule's script defines (tests/script/minority.lua, issue 11):
 * alice's pick is hers alone, and the admin's, until the clock resolves
 * the round; then everyone sees it. */
static char *read_file(const char *path)
{
	FILE *fp = fopen(path, "rb");
	assert_non_null(fp);
	sbuf b = {0};
	char buf[4096];
	size_t k;
	while ((k = fread(buf, 1, sizeof buf, fp)) > 0)
		sbuf_addn(&b, buf, k);
	fclose(fp);
	return sbuf_take(&b);
}

static char *quoted(const char *s)
{
	sbuf b = {0};
	sbuf_add(&b, "\"");
	for (; *s; s++) {
		if (*s == '\n')
			sbuf_add(&b, "\\n");
		else if (*s == '"' || *s == '\\')
			sbuf_printf(&b, "\\%c", *s);
		else
			sbuf_addn(&b, s, 1);
	}
	sbuf_add(&b, "\"");
	return sbuf_take(&b);
}

static void test_leak_minority(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load ackanomic");
	char *src = read_file(getenv("MINORITY_LUA"));
	char *q = quoted(src);
	sbuf line = {0};
	sbuf_printf(&line, "rule enact 1400 Minority \"A game.\" script %s", q);
	run(f.e, "admin", line.s);
	run(f.e, "alice", "game new minority");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "alice", "game start 1");
	run(f.e, "alice", "play 1 pick 0");
	run(f.e, "bob", "play 1 pick 1");
	const char *viewers[] = {"public", "alice", "bob", "carol", "dave", "admin"};
	for (size_t i = 0; i < sizeof viewers / sizeof *viewers; i++) {
		const char *v = strcmp(viewers[i], "public") ? viewers[i] : NULL;
		char *view = game_json(f.e, v), *log = log_json(f.e, v);
		int sees = v && (!strcmp(v, "alice") || !strcmp(v, "admin"));
		/* alice's own view shows her pick as "mine"; the admin sees all. */
		int shown = strstr(view, "\"mine\":0") || strstr(view, "\"picks\":{\"alice\":0");
		/* bob sees his own ("mine":1); nobody but the admin sees all. */
		if (!sees && strstr(view, "\"picks\""))
			fail_msg("%s sees the picks in the view: %s", viewers[i], view);
		if (shown != sees)
			fail_msg("%s %s alice's pick in the view: %s", viewers[i],
				 sees ? "should see" : "sees", view);
		if ((strstr(log, "play 1 pick 0") != NULL) != sees)
			fail_msg("%s %s alice's pick in the log", viewers[i],
				 sees ? "should see" : "sees");
		free(view);
		free(log);
	}
	/* The clock resolves the round: now the pick is public. */
	run(f.e, "admin", "clock advance 1d");
	char *view = game_json(f.e, NULL);
	assert_non_null(strstr(view, "\"last\":{\"alice\":0,\"bob\":1}"));
	free(view);
	reopen(&f); /* and a fresh replay shows the same */
	view = game_json(f.e, NULL);
	assert_non_null(strstr(view, "\"last\":{\"alice\":0,\"bob\":1}"));
	free(view);
	free(src);
	free(q);
	sbuf_free(&line);
	close_nomic(&f);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mediocre),
		cmocka_unit_test(test_amd),
		cmocka_unit_test(test_decks),
		cmocka_unit_test(test_dictionary),
		cmocka_unit_test(test_caps),
		cmocka_unit_test(test_leak_pureskill),
		cmocka_unit_test(test_moves_pureskill),
		cmocka_unit_test(test_moves_diplomacy),
		cmocka_unit_test(test_leak_mediocrity),
		cmocka_unit_test(test_leak_crescent),
		cmocka_unit_test(test_leak_doublecrash),
		cmocka_unit_test(test_leak_tripledc),
		cmocka_unit_test(test_leak_mediocrity343),
		cmocka_unit_test(test_leak_minority),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
