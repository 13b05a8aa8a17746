/* test_moves.c: the games' moves hooks (games.h; issue 18 item 2) for the
 * classes that have one beyond Pure Skill, Spades, Diplomacy and the Go
 * boards: Mediocrity, Abstract Crescent, Ghost, Double Crash, Triple
 * Double Crash, Tromino Go, Viruses and Eleusis. Each test plays by the
 * offered moves alone, as a player on the web page would: every concrete
 * line a move offers (a button, each choice of a select, each cell of a
 * board with a command, a form with its fields filled within their
 * bounds) is sent, and every one must be taken. The public, the referee
 * where the class gives em no moves, and a player of the nomic outside the
 * game are offered nothing of the class's (the framework's join/leave
 * aside), and a Substitute playing for an absent player gets that seat's
 * moves. */
#include "core/engine.h"
#include "games/framework/games.h"

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

#define MAX_LINES 4096

/* Five-letter words of the test dictionary (words.txt). */
static const char *const words5[] = {"apple", "baker", "bread", "chaff", "cloud", "crane",
	"crash", "crate", "dream", "elite", "flame", "glove", "grace", "heart", "house", "knife",
	"lemon", "mouse", "night", "ocean", "piano", "queen", "river", "salvo", "slate", "space"};
#define NWORDS5 (sizeof words5 / sizeof *words5)

static unsigned seed = 1;
static unsigned rnd(unsigned n)
{
	seed = seed * 1103515245u + 12345u;
	return (seed >> 8) % n;
}

typedef struct lines {
	int n;
	char *v[MAX_LINES];
} lines;

static void add_line(lines *l, const char *s)
{
	if (l->n < MAX_LINES)
		l->v[l->n++] = strdup(s);
}

static void free_lines(lines *l)
{
	for (int i = 0; i < l->n; i++)
		free(l->v[i]);
	l->n = 0;
}

/* A form's line as the web's form protocol makes it: the prefix, then
 * each field quoted (a words field: each word quoted). Number fields take
 * their least value, or a legal one at random within min..max by step;
 * text fields five-letter words of the dictionary, different each. */
static void form_line(json_t *m, lines *out)
{
	sbuf b = {0};
	sbuf_add(&b, json_string_value(json_object_get(m, "prefix")));
	size_t i;
	json_t *in;
	int used = 0;
	json_array_foreach(json_object_get(m, "inputs"), i, in) {
		const char *type = json_string_value(json_object_get(in, "type"));
		const char *before = json_string_value(json_object_get(in, "before"));
		if (before)
			sbuf_printf(&b, " %s", before);
		if (strcmp(type, "number") == 0) {
			long long lo = json_integer_value(json_object_get(in, "min"));
			json_t *hi = json_object_get(in, "max");
			long long step = json_object_get(in, "step")
						 ? json_integer_value(json_object_get(in, "step")) : 1;
			long long v = lo;
			if (hi && json_integer_value(hi) >= lo)
				v = lo + step * (long long)rnd((unsigned)((json_integer_value(hi) - lo) /
									   step + 1));
			else
				v = lo + step * (long long)rnd(4);
			sbuf_printf(&b, " \"%lld\"", v);
		} else if (strcmp(type, "select") == 0) {
			json_t *o = json_object_get(in, "options");
			sbuf_printf(&b, " \"%s\"", json_string_value(json_array_get(o,
				rnd((unsigned)json_array_size(o)))));
		} else if (json_object_get(in, "value")) {
			sbuf_printf(&b, " \"%s\"", json_string_value(json_object_get(in, "value")));
		} else if (json_is_true(json_object_get(in, "words"))) {
			/* As many words as the label's least count says. */
			int k = atoi(json_string_value(json_object_get(in, "label")));
			assert_true(k > 0);
			for (int w = 0; w < k; w++)
				sbuf_printf(&b, " \"%s\"", words5[rnd(NWORDS5)]);
		} else {
			sbuf_printf(&b, " \"%s\"", words5[(rnd(NWORDS5) + (unsigned)used++) % NWORDS5]);
		}
	}
	add_line(out, b.s);
	sbuf_free(&b);
}

/* Every concrete line viewer is offered in game gid now, but the
 * framework's leave and a resignation (they end eir part); free lines
 * ("line" moves) are counted in *free_forms. Returns the moves' count. */
static int offered(engine *e, const char *viewer, int gid, lines *out, int *free_forms)
{
	/* A deadline due now (a round every move of which is in) is run
	 * first, as the next command would. */
	free(gt_reply(e, NULL, "clock", NULL));
	const nomic *n = engine_read_begin(e);
	const game *g = game_by_id(n, gid);
	assert_non_null(g);
	gviewer v = game_viewer(n, g, viewer);
	json_t *m = game_moves(n, g, &v);
	engine_read_end(e);
	int count = (int)json_array_size(m);
	size_t i, j;
	json_t *x, *c, *row, *cell;
	json_array_foreach(m, i, x) {
		const char *cmd = json_string_value(json_object_get(x, "command"));
		if (cmd) {
			if (strncmp(cmd, "game leave", 10) && !strstr(cmd, " resign") &&
			    strncmp(cmd, "game join", 9) && strncmp(cmd, "game start", 10))
				add_line(out, cmd);
		}
		json_array_foreach(json_object_get(x, "choices"), j, c)
			add_line(out, json_string_value(json_object_get(c, "command")));
		json_array_foreach(json_object_get(x, "rows"), j, row) {
			size_t k;
			json_array_foreach(json_object_get(row, "cells"), k, cell) {
				const char *cc = json_string_value(json_object_get(cell, "command"));
				if (cc)
					add_line(out, cc);
			}
		}
		if (json_object_get(x, "inputs"))
			form_line(x, out);
		if (json_object_get(x, "line") && free_forms)
			(*free_forms)++;
	}
	json_decref(m);
	return count;
}

/* The class's moves (not the framework's leave/join) offered to viewer. */
static int class_moves(engine *e, const char *viewer, int gid)
{
	lines l = {0};
	int fr = 0;
	offered(e, viewer, gid, &l, &fr);
	int k = l.n + fr;
	free_lines(&l);
	return k;
}

static int game_running(engine *e, int gid)
{
	const nomic *n = engine_read_begin(e);
	int r = game_by_id(n, gid)->status == GS_RUNNING;
	engine_read_end(e);
	return r;
}

static void must_take(engine *e, const char *actor, const char *line)
{
	int ok;
	char *r = gt_reply(e, actor, line, &ok);
	if (!ok)
		fail_msg("%s's offered move '%s' was refused: %s", actor, line, r);
	free(r);
}

/* Plays game gid by offered moves alone: each step, a player with moves
 * sends one of them at random; when nobody has any, the clock moves on a
 * day. Checks, each step, that the public and outsider are offered none
 * of the class's moves. Returns the moves sent. */
static int play_out(engine *e, int gid, const char *const *players, const char *outsider,
		    int steps)
{
	int sent = 0, idle = 0;
	for (int s = 0; s < steps && game_running(e, gid); s++) {
		assert_int_equal(class_moves(e, NULL, gid), 0);
		if (outsider)
			assert_int_equal(class_moves(e, outsider, gid), 0);
		int moved = 0;
		for (const char *const *p = players; *p; p++) {
			lines l = {0};
			offered(e, *p, gid, &l, NULL);
			if (l.n) {
				must_take(e, *p, l.v[rnd((unsigned)l.n)]);
				sent++;
				moved = 1;
			}
			free_lines(&l);
			if (!game_running(e, gid))
				break;
		}
		if (!moved) {
			if (++idle > 30)
				break;
			run(e, "admin", "clock advance 1d");
		} else {
			idle = 0;
		}
	}
	return sent;
}

/* Sends every line viewer is offered now (for moves that each stand
 * alone, like the picks of a round, replaced by each later one). */
static int send_all(engine *e, const char *viewer, int gid)
{
	lines l = {0};
	offered(e, viewer, gid, &l, NULL);
	int k = l.n;
	for (int i = 0; i < l.n; i++)
		must_take(e, viewer, l.v[i]);
	free_lines(&l);
	return k;
}

static void open4(nomic_file *f, const char *cls, const char *opener, const char *const *joiners)
{
	open_nomic(f);
	char line[64];
	snprintf(line, sizeof line, "game new %s", cls);
	run(f->e, opener, line);
	for (const char *const *j = joiners; *j; j++)
		run(f->e, *j, "game join 1");
	run(f->e, opener, "game start 1");
}

static void test_mediocrity(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", "carol", NULL};
	open4(&f, "mediocrity", "dave", ps);
	/* One form, a number from 1 to 2n = 6. */
	const nomic *n = engine_read_begin(f.e);
	const game *g = game_by_id(n, 1);
	gviewer v = game_viewer(n, g, "alice");
	json_t *m = game_moves(n, g, &v);
	engine_read_end(f.e);
	json_t *in = json_array_get(json_object_get(json_array_get(m, 0), "inputs"), 0);
	assert_int_equal(json_integer_value(json_object_get(in, "min")), 1);
	assert_int_equal(json_integer_value(json_object_get(in, "max")), 6);
	json_decref(m);
	/* Every number of the range is taken (each replaces the last). */
	for (int k = 1; k <= 6; k++) {
		char line[32];
		snprintf(line, sizeof line, "play 1 pick \"%d\"", k);
		must_take(f.e, "alice", line);
	}
	assert_int_equal(class_moves(f.e, "dave", 1), 0); /* the referee picks nothing */
	assert_true(play_out(f.e, 1, ps, "erin", 400) > 6);
	assert_false(game_running(f.e, 1));
	close_nomic(&f);
}

static void test_crescent(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", "carol", NULL};
	open4(&f, "crescent", "dave", ps);
	assert_int_equal(class_moves(f.e, "dave", 1), 0);
	/* Each play offered is congruent to the player's number: taken. */
	for (int i = 0; i < 3; i++)
		assert_int_equal(send_all(f.e, ps[i], 1), 1);
	assert_true(play_out(f.e, 1, ps, "erin", 400) > 3);
	assert_false(game_running(f.e, 1));
	close_nomic(&f);
}

/* A Nomic's Mediocrity sub-game (R343): one answer a challenge, by the
 * players who can pay its fee, not the ContestMaster. */
static void test_mediocrity343(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	const char *const ps[] = {"alice", "bob", "carol", "dave", NULL};
	for (int i = 0; ps[i]; i++) {
		char line[48];
		snprintf(line, sizeof line, "mint 40 points to %s", ps[i]);
		run(f.e, "admin", line);
	}
	run(f.e, "dave", "game new mediocrity343 1 3 2");
	for (int i = 0; i < 3; i++)
		run(f.e, ps[i], "game join 1");
	run(f.e, "dave", "game start 1");
	/* Each may answer once: after eir answer, e is offered nothing (until
	 * the last answer ends the challenge and the next begins). */
	assert_int_equal(class_moves(f.e, "dave", 1), 0); /* the ContestMaster */
	for (int i = 0; i < 2; i++) {
		assert_int_equal(send_all(f.e, ps[i], 1), 1);
		assert_int_equal(class_moves(f.e, ps[i], 1), 0);
	}
	assert_true(play_out(f.e, 1, ps, "erin", 100) >= 1);
	close_nomic(&f);
}

static void test_ghost(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", "carol", NULL};
	open4(&f, "ghost", "dave", ps);
	/* Exactly one player is on turn, with 26 letters to begin. */
	int on_turn = 0;
	for (int i = 0; i < 3; i++) {
		lines l = {0};
		offered(f.e, ps[i], 1, &l, NULL);
		if (l.n) {
			assert_int_equal(l.n, 26);
			on_turn++;
		}
		free_lines(&l);
	}
	assert_int_equal(on_turn, 1);
	assert_true(play_out(f.e, 1, ps, "erin", 300) > 3);
	close_nomic(&f);
}

static void test_doublecrash(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", NULL};
	const char *const j[] = {"bob", NULL};
	open4(&f, "doublecrash", "alice", j);
	/* Round 1: a target and a 6-word salvo each. */
	lines l = {0};
	offered(f.e, "alice", 1, &l, NULL);
	assert_int_equal(l.n, 2);
	free_lines(&l);
	assert_true(play_out(f.e, 1, ps, "carol", 200) >= 6);
	close_nomic(&f);
}

static void test_tripledc(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", NULL};
	open4(&f, "tripledc", "dave", ps);
	assert_int_equal(class_moves(f.e, "dave", 1), 0);
	assert_true(play_out(f.e, 1, ps, "carol", 200) >= 6);
	close_nomic(&f);
}

static void test_tromino(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", NULL};
	open4(&f, "tromino", "dave", ps);
	/* Only the player due has plays; the first may go anywhere (the
	 * origin's four corners). */
	lines a = {0}, b = {0};
	offered(f.e, "alice", 1, &a, NULL);
	offered(f.e, "bob", 1, &b, NULL);
	assert_true((a.n == 0) != (b.n == 0));
	free_lines(&a);
	free_lines(&b);
	assert_true(play_out(f.e, 1, ps, "carol", 40) >= 20);
	close_nomic(&f);
}

static void test_viruses(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", NULL};
	open4(&f, "viruses", "dave", ps);
	assert_int_equal(class_moves(f.e, "dave", 1), 0);
	assert_true(play_out(f.e, 1, ps, "carol", 60) >= 20);
	close_nomic(&f);
}

/* Eleusis: the Scientist on turn gets a button per card of eir hand
 * (with its picture), and a No Play; nobody else gets a card. */
static void test_eleusis(void **state)
{
	(void)state;
	nomic_file f;
	const char *const j[] = {"bob", "carol", "dave", NULL};
	open4(&f, "eleusis", "alice", j);
	run(f.e, "alice", "play 1 rule alternate the suits");
	run(f.e, "alice", "play 1 deck eleusis wild");
	free(gt_reply(f.e, "bob", "inbox", NULL)); /* the clock deals */
	const char *const ps[] = {"bob", "carol", "dave", NULL};
	int plays = 0;
	for (int turn = 0; turn < 8; turn++) {
		int on_turn = 0;
		lines l[3] = {{0}};
		for (int i = 0; i < 3; i++) {
			offered(f.e, ps[i], 1, &l[i], NULL);
			on_turn += l[i].n > 0;
		}
		assert_true(on_turn <= 1);
		assert_int_equal(class_moves(f.e, NULL, 1), 0);
		assert_int_equal(class_moves(f.e, "erin", 1), 0);
		for (int i = 0; i < 3; i++) {
			if (l[i].n) {
				/* Cards of eir own hand, as eir view shows it. */
				char *mine = gt_view_text(f.e, ps[i], 1);
				for (int k = 0; k < l[i].n; k++)
					if (strstr(l[i].v[k], " cards ")) {
						char q[24];
						snprintf(q, sizeof q, "\"%s\"",
							 strstr(l[i].v[k], " cards ") + 7);
						assert_non_null(strstr(mine, q));
					}
				free(mine);
				must_take(f.e, ps[i], l[i].v[rnd((unsigned)l[i].n)]);
				plays++;
				int ok;
				free(gt_reply(f.e, "alice", "play 1 approve", &ok));
				if (!ok)
					free(gt_reply(f.e, "alice", "play 1 judge correct", &ok));
			}
			free_lines(&l[i]);
		}
	}
	assert_true(plays >= 4);
	close_nomic(&f);
}

/* A Nomic's Cards: the Dealer deals and reports; the players trade one
 * PCard for one, move, vote and ask for their Hands, by offered moves
 * alone; a player who has not joined is offered only the join. */
static void test_pooker(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f);
	run(f.e, "erin", "game new pooker");
	run(f.e, "erin", "game start 1");
	const char *const ps[] = {"erin", "alice", "bob", "carol", NULL};
	for (int i = 1; i < 4; i++)
		run(f.e, ps[i], "game join 1");
	/* The Dealer's deal: a select of the Players. */
	lines l = {0};
	offered(f.e, "erin", 1, &l, NULL);
	assert_true(l.n >= 4);
	free_lines(&l);
	assert_int_equal(class_moves(f.e, "dave", 1), 0);
	for (int i = 0; i < 30; i++) {
		lines d = {0};
		offered(f.e, "erin", 1, &d, NULL);
		for (int k = 0; k < d.n; k++)
			if (strstr(d.v[k], " deal ")) {
				must_take(f.e, "erin", d.v[k]);
				break;
			}
		free_lines(&d);
	}
	/* dave, dealt a Card, is seated now (R387): no outsider remains. */
	assert_true(play_out(f.e, 1, ps, NULL, 40) >= 40);
	close_nomic(&f);
}

/* A Substitute playing for an absent player (R1250.1 VI c) is offered
 * that seat's moves; the absent player, and e once eir player is back,
 * not. */
static void test_substitute(void **state)
{
	(void)state;
	nomic_file f;
	const char *const ps[] = {"alice", "bob", "carol", NULL};
	open4(&f, "mediocrity", "dave", ps);
	run(f.e, "alice", "state vacation");
	run(f.e, "alice", "game substitute 1 erin");
	run(f.e, "erin", "game agree 1");
	assert_int_equal(class_moves(f.e, "erin", 1), 1);
	assert_int_equal(send_all(f.e, "erin", 1), 1);
	run(f.e, "admin", "clock advance 3d");
	run(f.e, "alice", "state return");
	assert_int_equal(class_moves(f.e, "erin", 1), 0);
	assert_int_equal(class_moves(f.e, "alice", 1), 1);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mediocrity), cmocka_unit_test(test_crescent),
		cmocka_unit_test(test_mediocrity343), cmocka_unit_test(test_ghost),
		cmocka_unit_test(test_doublecrash),
		cmocka_unit_test(test_tripledc),   cmocka_unit_test(test_tromino),
		cmocka_unit_test(test_viruses),    cmocka_unit_test(test_eleusis),
		cmocka_unit_test(test_pooker),     cmocka_unit_test(test_substitute),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
