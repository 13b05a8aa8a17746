/* test_lantern_game.c: Ye Olde Rusty Lantern (Ackanomic R1250.18/12)
 * through the engine. A random-game driver over many seeds sends random
 * moves, legal and illegal, from the Bards, the Barkeep and outsiders
 * (plays, verdicts, passes, interruptions, story elements, joins, leaves,
 * clock advances), and after every command checks the leak rules: no story
 * element a viewer has not held and that was never shown (played, on the
 * table, named in an interruption or a discard) appears in eir view of the
 * game or in eir log, for every Bard, outsiders and the public; the
 * Barkeep's list and the deals are hidden events. At the end the nomic
 * reopened from its log shows the same view. */
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

static const char *const names[] = {"alice", "bob", "carol", "dave", "erin", "frank"};
#define NNAMES 6
#define NCARDS 40

static uint64_t rs;
static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}

static json_t *view(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, viewer, 1);
	engine_read_end(e);
	assert_non_null(j);
	return j;
}

/* The next log event each viewer (the names, then the public) has not
 * been checked for: the log only grows, so each event is checked once,
 * when it is made. */
static uint64_t log_next[NNAMES + 1];

static char *dump(json_t *j)
{
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

static char *log_of(engine *e, const char *viewer, int v)
{
	json_t *j = engine_log_json(e, log_next[v] ? log_next[v] : 1, 100000, viewer);
	size_t n = json_array_size(j);
	if (n) {
		json_t *last = json_array_get(j, n - 1);
		log_next[v] = (uint64_t)json_integer_value(json_object_get(last, "seq")) + 1;
	}
	return dump(j);
}

static int accepted, refused;
static void submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (strncmp(line, "play", 4) == 0)
		*(r.ok ? &accepted : &refused) += 1;
	reply_free(&r);
}

/* held[c][p]: player p has held card c; shown[c]: its text is public. */
static int held[NCARDS + 1][NNAMES], shown[NCARDS + 1];

static void card_text(int k, char *b, size_t n)
{
	snprintf(b, n, "qz%02dx element", k);
}

static void note(engine *e)
{
	json_t *a = view(e, "admin");
	json_t *cards = json_object_get(json_object_get(a, "state"), "cards");
	size_t i;
	json_t *o;
	json_array_foreach(cards, i, o) {
		int k = (int)json_integer_value(json_object_get(o, "card"));
		const char *h = json_string_value(json_object_get(o, "holder"));
		const char *w = json_string_value(json_object_get(o, "where"));
		for (int p = 0; h && p < NNAMES; p++)
			if (strcmp(h, names[p]) == 0 && k <= NCARDS)
				held[k][p] = 1;
		if (k <= NCARDS && (strcmp(w, "table") == 0 || strcmp(w, "played") == 0))
			shown[k] = 1;
	}
	/* burned cards whose text was shown are listed in the public view */
	json_t *pub = json_object_get(a, "state");
	json_array_foreach(json_object_get(pub, "burned"), i, o) {
		int k = (int)json_integer_value(json_object_get(o, "card"));
		if (k <= NCARDS)
			shown[k] = 1;
	}
	json_decref(a);
}

static void check_leaks(engine *e, const char *barkeep)
{
	note(e);
	const char *viewers[NNAMES + 1];
	for (int p = 0; p < NNAMES; p++)
		viewers[p] = names[p];
	viewers[NNAMES] = NULL; /* the public */
	for (int v = 0; v <= NNAMES; v++) {
		if (viewers[v] && strcmp(viewers[v], barkeep) == 0)
			continue;
		char *s = dump(view(e, viewers[v]));
		char *l = log_of(e, viewers[v], v);
		for (int k = 1; k <= NCARDS; k++) {
			if (shown[k] || (v < NNAMES && held[k][v]))
				continue;
			char t[32];
			card_text(k, t, sizeof t);
			if (strstr(s, t))
				fail_msg("%s sees %s in the view: %s", viewers[v] ? viewers[v] : "public",
					 t, s);
			if (strstr(l, t))
				fail_msg("%s sees %s in the log", viewers[v] ? viewers[v] : "public", t);
		}
		free(s);
		free(l);
	}
}

static void test_random_tales(void **state)
{
	(void)state;
	int ended = 0;
	for (uint64_t seed = 1; seed <= 12; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		memset(held, 0, sizeof held);
		memset(shown, 0, sizeof shown);
		memset(log_next, 0, sizeof log_next);
		nomic_file f;
		open_nomic_with(&f, names, NNAMES);
		const char *bk = names[rnd() % NNAMES];
		submit(f.e, bk, "game new lantern benches 4");
		for (int i = 0, k = 0; i < NNAMES && k < 3; i++)
			if (names[i] != bk) {
				submit(f.e, names[i], "game join 1");
				k++;
			}
		run(f.e, bk, "game start 1");
		int ncards = 0;
		for (; ncards < 26; ncards++) {
			char line[64], t[32];
			card_text(ncards + 1, t, sizeof t);
			snprintf(line, sizeof line, "play 1 card %s", t);
			run(f.e, bk, line);
		}
		for (int step = 0; step < 160; step++) {
			const char *who = names[rnd() % NNAMES];
			json_t *cur = view(f.e, "admin");
			const char *turn = json_string_value(json_object_get(json_object_get(cur, "state"),
									     "turn"));
			static char mover[16];
			if (turn && rnd() % 3) {
				snprintf(mover, sizeof mover, "%s", turn);
				who = mover;
			}
			json_decref(cur);
			char line[128];
			int k = 1 + (int)(rnd() % (uint64_t)(ncards + 2));
			switch (rnd() % 16) {
			case 0: case 1: case 2: snprintf(line, sizeof line, "play 1 lantern %d Then it "
						 "happened.", k); break;
			case 3: snprintf(line, sizeof line, "play 1 lantern none The end came."); break;
			case 4: case 5: who = bk;
				snprintf(line, sizeof line, "play 1 verify%s%s", rnd() % 3 ? "" : " loose",
					 rnd() % 2 ? "" : " tie 3 4 5"); break;
			case 6: who = bk; snprintf(line, sizeof line, "play 1 deny element"); break;
			case 7: snprintf(line, sizeof line, "play 1 pass%s", rnd() % 2 ? "" : " 5"); break;
			case 8: snprintf(line, sizeof line, "play 1 interrupt %d %d",
					 1 + (int)(rnd() % 4), k); break;
			case 9: who = bk; snprintf(line, sizeof line, "play 1 %s %d",
						   rnd() % 2 ? "allow" : "reject", 1 + (int)(rnd() % 4));
				break;
			case 10:
				if (ncards < NCARDS) {
					char t[32];
					card_text(++ncards, t, sizeof t);
					who = bk;
					snprintf(line, sizeof line, "play 1 card %s", t);
				} else {
					snprintf(line, sizeof line, "play 1 pass");
				}
				break;
			case 11: who = bk; snprintf(line, sizeof line, "play 1 first %s",
						    names[rnd() % NNAMES]); break;
			case 12: snprintf(line, sizeof line, rnd() % 2 ? "game join 1" : "game leave 1");
				break;
			case 13: who = bk; snprintf(line, sizeof line, "play 1 table %s",
						    names[rnd() % NNAMES]); break;
			default:
				who = "admin";
				snprintf(line, sizeof line, "clock advance %dh", (int)(rnd() % 30));
			}
			submit(f.e, who, line);
			check_leaks(f.e, bk);
		}
		char *a = dump(view(f.e, "admin"));
		ended += strstr(a, "\"status\":\"ended\"") != NULL;
		reopen(&f);
		char *b = dump(view(f.e, "admin"));
		assert_string_equal(a, b);
		free(a);
		free(b);
		close_nomic(&f);
	}
	print_message("moves accepted %d, refused %d; tales ended %d of 12\n", accepted, refused,
		      ended);
	assert_true(accepted > 100 && refused > 100);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_tales),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
