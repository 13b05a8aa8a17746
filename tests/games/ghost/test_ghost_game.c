/* test_ghost_game.c: Ghost (Ackanomic R1250.9/1) through the engine: a
 * random-game driver over many seeds sends random plays, legal and
 * illegal, from random players (and the referee, and outsiders), joins,
 * leaves and clock advances; after each, the game's view keeps the rule's
 * invariants (one turn at a time, held by a player still in; a pending
 * protest names two players; the game ends exactly when one player is
 * left, who is its winner); and the nomic reopened from its log (replay,
 * with the Official Dictionary's verdicts read from the log) shows the
 * same view. */
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

static const char *const names[] = {"alice", "bob", "carol", "dave", "erin", "frank", "gina"};
#define NNAMES 7

static uint64_t rs;
static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}

static json_t *view(engine *e)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, "admin", 1);
	engine_read_end(e);
	assert_non_null(j);
	return j;
}

static void check(json_t *j)
{
	const char *status = json_string_value(json_object_get(j, "status"));
	json_t *st = json_object_get(j, "state");
	if (!st)
		st = j;
	json_t *order = json_object_get(st, "order");
	int in = 0;
	size_t i;
	json_t *o;
	json_array_foreach(order, i, o) in += json_is_true(json_object_get(o, "in"));
	json_t *turn = json_object_get(st, "turn"), *prot = json_object_get(st, "protest");
	if (status && strcmp(status, "ended") == 0) {
		assert_true(in <= 1);
		assert_null(turn);
		json_t *w = json_object_get(j, "winners");
		if (in == 1) { /* R1250.9 5: the one left is the winner */
			json_array_foreach(order, i, o) if (json_is_true(json_object_get(o, "in")))
				assert_string_equal(json_string_value(json_array_get(w, 0)),
						    json_string_value(json_object_get(o, "player")));
		}
		return;
	}
	if (status && strcmp(status, "running") == 0) {
		assert_true(in >= 2);
		assert_true((turn != NULL) != (prot != NULL)); /* a turn, or a protest */
		if (prot)
			assert_true(strlen(json_string_value(json_object_get(st, "ghost word"))) > 0);
		const char *w = json_string_value(json_object_get(st, "ghost word"));
		for (; w && *w; w++)
			assert_true(*w >= 'a' && *w <= 'z');
	}
}

static int accepted, refused, ended;

static void submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (strncmp(line, "play", 4) == 0)
		*(r.ok ? &accepted : &refused) += 1;
	if (getenv("GHOST_TRACE"))
		fprintf(stderr, "%s> %s: %s\n", actor, line, r.text);
	reply_free(&r);
}

static const char *const plays[] = {"s", "su", "sup", "supe", "super", "x", "xz", "q", "qu",
				    "qui", "quit", "quite", "p", "pe", "per", "person", "ca",
				    "cat", "cats", "h", "ho", "hos", "host", "zebra", "a", "7"};
#define NWORDS (sizeof plays / sizeof *plays)

static void test_random_games(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 24; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		nomic_file f;
		open_nomic_with(&f, names, NNAMES);
		const char *ref = names[rnd() % NNAMES];
		submit(f.e, ref, "game new ghost");
		int k = 2 + (int)(rnd() % 5);
		for (int i = 0, added = 0; i < NNAMES && added < k; i++)
			if (names[i] != ref) {
				char line[64];
				snprintf(line, sizeof line, "game join 1");
				submit(f.e, names[i], line);
				added++;
			}
		run(f.e, ref, "game start 1");
		for (int step = 0; step < 300; step++) {
			const char *who = names[rnd() % NNAMES];
			char line[96];
			json_t *cur = view(f.e), *cst = json_object_get(cur, "state");
			json_t *pr = json_object_get(cst, "protest");
			const char *tp = pr ? json_string_value(json_object_get(pr, "against"))
					    : json_string_value(json_object_get(cst, "turn"));
			static char mover[16];
			if (tp && rnd() % 4) { /* mostly the player whose move it is */
				snprintf(mover, sizeof mover, "%s", tp);
				who = mover;
			}
			json_decref(cur);
			uint64_t pick = rnd() % 40;
			switch (pick < 36 ? pick % 10 : pick - 26) {
			case 0:
				if (rnd() % 5)
					snprintf(line, sizeof line, "play 1 begin %c", (char)('a' + rnd() % 26));
				else
					snprintf(line, sizeof line, "play 1 begin %s", plays[rnd() % NWORDS]);
				break;
			case 1: case 2: case 3: {
				/* a likely extension of the current word */
				json_t *j = view(f.e);
				json_t *st = json_object_get(j, "state");
				const char *w = json_string_value(json_object_get(st ? st : j, "ghost word"));
				char c = (char)('a' + rnd() % 26);
				if (!w || !*w)
					snprintf(line, sizeof line, "play 1 begin %c", c);
				else if (rnd() % 2)
					snprintf(line, sizeof line, "play 1 continue %c%s", c, w ? w : "");
				else
					snprintf(line, sizeof line, "play 1 continue %s%c", w ? w : "", c);
				json_decref(j);
				break;
			}
			case 4: snprintf(line, sizeof line, "play 1 protest word"); break;
			case 5: snprintf(line, sizeof line, "play 1 protest nonword"); break;
			case 6: snprintf(line, sizeof line, "play 1 post %s", plays[rnd() % NWORDS]); break;
			case 7: snprintf(line, sizeof line, "play 1 post %s", plays[rnd() % NWORDS]); break;
			case 12: snprintf(line, sizeof line, "play 1 resign"); break;
			case 8: snprintf(line, sizeof line, "play 1 protest addition %s",
					 names[rnd() % NNAMES]); break;
			case 9: snprintf(line, sizeof line, "game join 1"); break;
			case 13: snprintf(line, sizeof line, "game leave 1"); break;
			default: /* 10, 11 */
				who = "admin";
				snprintf(line, sizeof line, "clock advance %dh", (int)(rnd() % 7));
			}
			submit(f.e, who, line);
			json_t *j = view(f.e);
			check(j);
			json_decref(j);
		}
		json_t *before = view(f.e);
		ended += strcmp(json_string_value(json_object_get(before, "status")), "ended") == 0;
		char *a = json_dumps(before, JSON_SORT_KEYS);
		reopen(&f);
		json_t *after = view(f.e);
		char *b = json_dumps(after, JSON_SORT_KEYS);
		assert_string_equal(a, b);
		free(a);
		free(b);
		json_decref(before);
		json_decref(after);
		close_nomic(&f);
	}
	/* the driver reaches the game's corners: many plays each way, and ends */
	print_message("plays accepted %d, refused %d; games ended %d of 24\n", accepted, refused,
		      ended);
	assert_true(accepted > 150 && refused > 150 && ended > 12);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
