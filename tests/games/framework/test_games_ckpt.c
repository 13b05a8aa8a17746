/* test_games_ckpt.c: the games' and the scripts' checkpoint parts (issue 17
 * item 3; src/games/framework/games_ckpt.c, src/script/script_ckpt.c) in the order a
 * whole checkpoint loads them, which NOMIC_TEST_CHECKPOINT's self-test
 * (each part alone, in place) does not reach: the games part first, while
 * the script module's part is not there yet, so that an instance of a game
 * a rule's script defines (tests/script/minority.lua) holds a stand-in
 * class until the script part's load puts the script's class in its place.
 * And forged parts: every truncation is refused and frees cleanly. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../../ckpttest.h"
#include "../../nomictest.h"
#include "core/ckpt.h"
#include "core/module.h"
#include "games/framework/games.h"
#include "script/script.h"

#include <stdlib.h>
#include <string.h>

extern const nomic_module games_module;

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

static void save(const nomic_module *m, const nomic *n, ckw *w)
{
	memset(w, 0, sizeof *w);
	sbuf_addn(&w->b, "", 0);
	assert_int_equal(m->save_state(n, w), 0);
}

static int load(const nomic_module *m, nomic *n, const ckw *w, size_t len)
{
	ckr r;
	ckr_init(&r, w->b.s, len);
	int rc = m->load_state(n, &r);
	return rc == 0 && ckr_done(&r) ? 0 : -1;
}

/* The games part alone into a new nomic, freed after. */
static int load_games_fresh(void *arg, const void *bytes, size_t len)
{
	(void)arg;
	nomic *m = nomic_new();
	ckr r;
	ckr_init(&r, bytes, len);
	int rc = games_module.load_state(m, &r) == 0 && ckr_done(&r) ? 0 : -1;
	games_module.free_state(m);
	nomic_free(m);
	return rc;
}

/* The script part into a new nomic after the whole games part (arg). */
static int load_script_after_games(void *arg, const void *bytes, size_t len)
{
	const ckw *g = arg;
	nomic *m = nomic_new();
	assert_int_equal(load(&games_module, m, g, g->b.len), 0);
	ckr r;
	ckr_init(&r, bytes, len);
	int rc = script_module.load_state(m, &r) == 0 && ckr_done(&r) ? 0 : -1;
	script_module.free_state(m);
	nomic_free(m);
	return rc;
}

/* A nomic with a Minority game running (a script's class) beside a
 * Pure Skill game (a built-in one). */
static void open_minority(nomic_file *f)
{
	open_nomic(f);
	run(f->e, "admin", "ruleset load ackanomic");
	char *src = read_file(getenv("MINORITY_LUA"));
	char *q = quoted(src);
	sbuf line = {0};
	sbuf_printf(&line, "rule enact 1400 Minority \"A game.\" script %s", q);
	run(f->e, "admin", line.s);
	sbuf_free(&line);
	free(q);
	free(src);
	run(f->e, "alice", "game new minority");
	run(f->e, "bob", "game join 1");
	run(f->e, "carol", "game join 1");
	run(f->e, "alice", "game start 1");
	run(f->e, "alice", "play 1 pick 0");
	run(f->e, "dave", "game new pureskill");
}

static void test_whole_order(void **state)
{
	(void)state;
	nomic_file f;
	open_minority(&f);
	const nomic *n = engine_read_begin(f.e);
	ckw g, s;
	save(&games_module, n, &g);
	save(&script_module, n, &s);
	engine_read_end(f.e);

	nomic *m = nomic_new();
	/* The games part alone: Minority is not known yet, a stand-in is. */
	assert_int_equal(load(&games_module, m, &g, g.b.len), 0);
	assert_int_equal(games_count(m), 2);
	const game *g1 = game_by_id(m, 1);
	assert_string_equal(g1->cls->name, "minority");
	assert_null(g1->cls->start);
	assert_int_equal(games_class_count_in(m), game_class_count());
	assert_ptr_equal(game_by_id(m, 2)->cls, game_class_find("pureskill"));
	/* The script part: the script's class takes its place. */
	assert_int_equal(load(&script_module, m, &s, s.b.len), 0);
	assert_non_null(g1->cls->start);
	assert_int_equal(games_class_count_in(m), game_class_count() + 1);
	assert_ptr_equal(g1->cls, games_class_at_in(m, game_class_count()));
	assert_ptr_equal(g1->cls, script_game_class_at(m, 0));
	/* The same bytes again. */
	ckw g2, s2;
	save(&games_module, m, &g2);
	save(&script_module, m, &s2);
	assert_int_equal(g2.b.len, g.b.len);
	assert_memory_equal(g2.b.s, g.b.s, g.b.len);
	assert_int_equal(s2.b.len, s.b.len);
	assert_memory_equal(s2.b.s, s.b.s, s.b.len);
	/* The script part alone, freed and loaded again: the instance follows
	 * its class to the new copy. */
	script_module.free_state(m);
	assert_int_equal(load(&script_module, m, &s, s.b.len), 0);
	assert_ptr_equal(game_by_id(m, 1)->cls, script_game_class_at(m, 0));
	assert_ptr_equal(game_by_id(m, 1)->cls, games_class_at_in(m, game_class_count()));
	nomic_free(m);
	sbuf_free(&g2.b);
	sbuf_free(&s2.b);

	/* Without the script's part, the stand-in is never replaced: refused. */
	m = nomic_new();
	assert_int_equal(load(&games_module, m, &g, g.b.len), 0);
	ckw none = {0};
	ck_int(&none, 0);
	assert_int_equal(load(&script_module, m, &none, none.b.len), -1);
	script_module.free_state(m);
	nomic_free(m);
	sbuf_free(&none.b);

	/* Every truncation of either part is refused, and frees cleanly; the
	 * games part forged anywhere loads or is refused, safely. */
	ckpt_check_bytes("games", g.b.s, g.b.len, load_games_fresh, NULL);
	ckpt_check_prefixes("script", s.b.s, s.b.len, load_script_after_games, &g);
	sbuf_free(&g.b);
	sbuf_free(&s.b);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_whole_order),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
