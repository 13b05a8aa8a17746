/* test_bacon_game.c: Bacon (Ackanomic R1250.22/4) through the engine.
 * Leak tests: an actron and a Bacon chain are seen only by their sender,
 * the referee and the admin (views, the log) until the referee's posting
 * (the naming's and the chains' ends), never when the game ends before it,
 * and the referee's private requests reach only eir inbox. A random-game
 * driver over many seeds sends random moves, legal and illegal, from every
 * kind of actor, advances the clock and lets players leave; after each
 * command no viewer sees an actron or a chain e may not, and the nomic
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

#include "gametest.h"
#include "nomictest.h"

static const char *const names[] = {"alice", "bob", "carol", "dave", "erin", "frank", "gina"};
#define NNAMES 7

static const int gid = 1; /* the game every test here opens */

static void test_leak(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f); /* alice bob carol dave erin */
	run(f.e, "carol", "game new bacon");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game start 1");
	run(f.e, "alice", "play 1 actron Kevin Bacon");
	{
		const char *no[] = {"public", "bob", "dave", NULL};
		gt_hidden_from(f.e, gid, "Kevin Bacon", no);
		const char *ok[] = {"alice", "carol", "admin", NULL};
		gt_seen_by(f.e, gid, "Kevin Bacon", ok);
	}
	run(f.e, "bob", "play 1 actron Tom Hanks");
	run(f.e, "admin", "clock advance 1s"); /* the referee posts both */
	{
		const char *ok[] = {"public", "bob", "dave", NULL};
		gt_seen_by(f.e, gid, "Kevin Bacon", ok);
	}
	run(f.e, "alice", "play 1 object");
	run(f.e, "bob", "play 1 satisfied");
	char *in = gt_reply(f.e, "carol", "inbox", NULL);
	assert_non_null(strstr(in, "Tom Hanks"));
	free(in);
	in = gt_reply(f.e, "alice", "inbox", NULL);
	assert_null(strstr(in, "too obscure"));
	free(in);
	run(f.e, "carol", "play 1 fine bob");
	run(f.e, "alice", "play 1 chain Apollo Thirteen: Kevin Bacon, Tom Hanks");
	{
		const char *no[] = {"public", "bob", "dave", NULL};
		gt_hidden_from(f.e, gid, "Apollo Thirteen", no);
		const char *ok[] = {"alice", "carol", "admin", NULL};
		gt_seen_by(f.e, gid, "Apollo Thirteen", ok);
	}
	run(f.e, "admin", "clock advance 3d"); /* bob sends none: posted */
	{
		const char *ok[] = {"public", "bob", "dave", NULL};
		gt_seen_by(f.e, gid, "Apollo Thirteen", ok);
	}
	run(f.e, "bob", "play 1 challenge");
	in = gt_reply(f.e, "carol", "inbox", NULL);
	assert_non_null(strstr(in, "(1) Apollo Thirteen: Kevin Bacon, Tom Hanks"));
	free(in);
	run(f.e, "carol", "play 1 valid alice");
	/* Round 2: a name, then a forfeit before the posting: never shown. */
	run(f.e, "bob", "play 1 actron Meryl Streep");
	run(f.e, "bob", "game leave 1");
	{
		const char *no[] = {"public", "alice", "dave", NULL};
		gt_hidden_from(f.e, gid, "Meryl Streep", no);
	}
	close_nomic(&f);
}

/* ---- the random-game driver ---- */

static uint64_t rs;
static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}

typedef struct token {
	char word[8];
	char sender[16];
	int round;
	int chain; /* a chain's movie, else an actron */
	int final; /* eir last of the round */
	int shown; /* posted by the referee */
} token;

static token toks[1200];
static int ntoks, accepted, refused, ended, revealed;

static void add_token(const char *w, const char *who, int round, int chain)
{
	for (int i = 0; i < ntoks; i++)
		if (toks[i].round == round && toks[i].chain == chain && !strcmp(toks[i].sender, who))
			toks[i].final = 0;
	token *t = &toks[ntoks++];
	memset(t, 0, sizeof *t);
	snprintf(t->word, sizeof t->word, "%s", w);
	snprintf(t->sender, sizeof t->sender, "%s", who);
	t->round = round;
	t->chain = chain;
	t->final = 1;
}

static void check_tokens(engine *e, const char *ref, int with_log)
{
	json_t *a = gt_view_of(e, "admin", gid), *st = json_object_get(a, "state");
	int round = (int)json_integer_value(json_object_get(st, "round"));
	const char *step = json_string_value(json_object_get(st, "step"));
	int over = !strcmp(json_string_value(json_object_get(a, "status")), "ended");
	int names_out = step && strcmp(step, "the players name actrons") && strcmp(step, "over");
	int chains_out = step && (!strcmp(step, "challenges to the chains") ||
				  !strcmp(step, "the referee checks the chains"));
	for (int i = 0; i < ntoks; i++)
		if (toks[i].final && toks[i].round == round &&
		    (toks[i].chain ? chains_out : names_out))
			toks[i].shown = 1;
	const char *viewers[NNAMES + 1];
	viewers[0] = NULL;
	for (int i = 0; i < NNAMES; i++)
		viewers[i + 1] = names[i];
	for (int v = 0; v <= NNAMES; v++) {
		if (viewers[v] && !strcmp(viewers[v], ref))
			continue;
		char *vs = gt_dump(gt_view_of(e, viewers[v], gid));
		char *ls = with_log ? gt_log_of(e, viewers[v]) : NULL;
		for (int i = 0; i < ntoks; i++) {
			const token *t = &toks[i];
			if (viewers[v] && !strcmp(viewers[v], t->sender))
				continue;
			if (t->final && (t->shown || t->round < round || over))
				continue;
			if (strstr(vs, t->word))
				fail_msg("%s sees %s's %s (round %d, now %d, %s) in the view: %s",
					 viewers[v] ? viewers[v] : "the public", t->sender, t->word,
					 t->round, round, step, vs);
			if (ls && strstr(ls, t->word))
				fail_msg("%s sees %s's %s (round %d, now %d, %s) in the log",
					 viewers[v] ? viewers[v] : "the public", t->sender, t->word,
					 t->round, round, step);
		}
		if (!viewers[v] && with_log == 2)
			for (int i = 0; i < ntoks; i++)
				revealed += strstr(ls, toks[i].word) != NULL;
		free(vs);
		free(ls);
	}
	json_decref(a);
}

static void test_random_games(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 10; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		ntoks = 0;
		nomic_file f;
		open_nomic_with(&f, names, NNAMES);
		const char *ref = names[rnd() % NNAMES];
		run(f.e, ref, "game new bacon");
		for (int i = 0, added = 0; i < NNAMES && added < 2; i++)
			if (names[i] != ref) {
				run(f.e, names[i], "game join 1");
				added++;
			}
		run(f.e, ref, "game start 1");
		for (int step = 0; step < 250; step++) {
			json_t *a = gt_view_of(f.e, "admin", gid), *st = json_object_get(a, "state");
			int round = (int)json_integer_value(json_object_get(st, "round"));
			json_t *ps = json_object_get(st, "players");
			static char pl[16], act[2][64];
			for (int i = 0; i < 2; i++) {
				const char *x = json_string_value(
					json_object_get(json_array_get(ps, (size_t)i), "actron"));
				snprintf(act[i], sizeof act[i], "%s", x ? x : "Nobody");
			}
			const char *who = names[rnd() % NNAMES];
			if (rnd() % 4) {
				snprintf(pl, sizeof pl, "%s", json_string_value(json_object_get(
					json_array_get(ps, rnd() % 2), "player")));
				who = pl;
			}
			const char *other = json_string_value(json_object_get(
				json_array_get(ps, rnd() % 2), "player"));
			char line[200], tok[8];
			snprintf(tok, sizeof tok, "Tok%c%c%c", (char)('a' + ntoks / 676 % 26),
				 (char)('a' + ntoks / 26 % 26), (char)('a' + ntoks % 26));
			int kind = -1;
			switch (rnd() % 13) {
			case 0: case 1:
				kind = 0;
				snprintf(line, sizeof line, "play 1 actron %s", tok);
				break;
			case 2:
				snprintf(line, sizeof line, "play 1 %s", rnd() % 2 ? "object" : "satisfied");
				break;
			case 3:
				who = ref;
				snprintf(line, sizeof line, "play 1 %s %s", rnd() % 2 ? "obscure" : "fine",
					 other);
				break;
			case 4: case 5:
				kind = 1;
				if (rnd() % 2)
					snprintf(line, sizeof line, "play 1 chain %s: %s, %s", tok, act[0],
						 act[1]);
				else if (rnd() % 2)
					snprintf(line, sizeof line, "play 1 chain %s: %s, Zed / M2: Zed, %s",
						 tok, act[1], act[0]);
				else
					snprintf(line, sizeof line, "play 1 chain %s: %s, Zed", tok, act[0]);
				break;
			case 6:
				snprintf(line, sizeof line, "play 1 %s", rnd() % 2 ? "challenge" : "accept");
				break;
			case 7:
				who = ref;
				snprintf(line, sizeof line, "play 1 %s %s", rnd() % 2 ? "valid" : "invalid",
					 other);
				break;
			case 8:
				who = ref;
				snprintf(line, sizeof line, "play 1 note the 1992 one");
				break;
			case 9:
				if (rnd() % 20 == 0) {
					snprintf(line, sizeof line, "game leave 1");
					break;
				}
				/* fall through */
			default:
				who = "admin";
				snprintf(line, sizeof line, "clock advance %s",
					 rnd() % 2 ? "1s" : rnd() % 2 ? "1d" : "3d");
			}
			json_decref(a);
			int ok;
			free(gt_reply(f.e, who, line, &ok));
			if (strncmp(line, "play", 4) == 0)
				*(ok ? &accepted : &refused) += 1;
			if (ok && kind >= 0)
				add_token(tok, who, round, kind);
			check_tokens(f.e, ref, step % 25 == 0);
		}
		check_tokens(f.e, ref, 2);
		json_t *before = gt_view_of(f.e, "admin", gid);
		ended += strcmp(json_string_value(json_object_get(before, "status")), "ended") == 0;
		char *a = gt_dump(before);
		reopen(&f);
		char *b = gt_dump(gt_view_of(f.e, "admin", gid));
		assert_string_equal(a, b);
		free(a);
		free(b);
		close_nomic(&f);
	}
	print_message("moves accepted %d, refused %d; games ended %d of 10; %d secrets public\n",
		      accepted, refused, ended, revealed);
	assert_true(accepted > 200 && refused > 200 && ended >= 6 && revealed > 40);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_leak),
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
