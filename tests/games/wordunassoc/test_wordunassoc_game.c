/* test_wordunassoc_game.c: Word Un-association (Ackanomic R1250.19/5)
 * through the engine. Leak tests: a Confused's link word and the Linker's
 * sealed link are seen only by their sender, the referee and the admin
 * (views, the log) until the round's results (or, for the Linker's, until
 * it is needed), and never when the game ends before the results; the
 * referee's private request names the words but not their senders, and
 * reaches only eir inbox. A random-game driver over many seeds sends random
 * moves, legal and illegal, from every kind of actor, advances the clock and
 * lets players leave; after each command no viewer sees a link word e may
 * not, and the nomic reopened from its log shows the same view. */
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


/* The numbers are drawn: find who is the Linker now. */
static const char *linker(engine *e)
{
	static char who[16];
	json_t *j = gt_view_of(e, "admin", gid);
	const char *l = json_string_value(json_object_get(json_object_get(j, "state"), "linker"));
	snprintf(who, sizeof who, "%s", l ? l : "");
	json_decref(j);
	return who;
}

static void test_leak(void **state)
{
	(void)state;
	nomic_file f;
	open_nomic(&f); /* alice bob carol dave erin */
	run(f.e, "erin", "game new wordunassoc");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "erin", "game start 1");
	run(f.e, "erin", "play 1 word school");
	const char *l = linker(f.e), *conf[2];
	int k = 0;
	const char *players[] = {"alice", "bob", "carol"};
	for (int i = 0; i < 3; i++)
		if (strcmp(players[i], l))
			conf[k++] = players[i];
	char line[64];
	snprintf(line, sizeof line, "play 1 uh eye");
	run(f.e, l, line);
	run(f.e, conf[0], "play 1 link pupil");
	run(f.e, l, "play 1 link iris");
	{
		const char *no[] = {"public", conf[1], l, "dave", NULL};
		gt_hidden_from(f.e, gid, "pupil", no);
		const char *ok[] = {conf[0], "erin", "admin", NULL};
		gt_seen_by(f.e, gid, "pupil", ok);
		const char *no2[] = {"public", conf[0], conf[1], "dave", NULL};
		gt_hidden_from(f.e, gid, "iris", no2);
		const char *ok2[] = {l, "erin", NULL};
		gt_seen_by(f.e, gid, "iris", ok2);
	}
	/* The Confused's time ends: the referee is asked, privately. */
	run(f.e, "admin", "clock advance 3d");
	char *in = gt_reply(f.e, "erin", "inbox", NULL);
	assert_non_null(strstr(in, "\"pupil\""));
	assert_null(strstr(in, conf[0])); /* the words without their senders */
	free(in);
	in = gt_reply(f.e, conf[1], "inbox", NULL);
	assert_null(strstr(in, "pupil"));
	free(in);
	{
		const char *no[] = {"public", conf[1], l, "dave", NULL};
		gt_hidden_from(f.e, gid, "pupil", no);
	}
	/* The referee's verdict is hidden too, until the results. */
	run(f.e, "erin", "play 1 reject pupil");
	{
		const char *no[] = {"public", conf[1], l, "dave", NULL};
		gt_hidden_from(f.e, gid, "pupil", no);
	}
	/* The results: the link word is public; the Linker's sealed link is
	 * announced because nobody found one. */
	run(f.e, "admin", "clock advance 1s");
	{
		const char *ok[] = {"public", conf[1], l, "dave", NULL};
		gt_seen_by(f.e, gid, "iris", ok);
		const char *no[] = {"public", conf[1], l, "dave", NULL};
		gt_hidden_from(f.e, gid, "pupil", no);
	}
	run(f.e, "erin", "play 1 accept");
	{
		char *s = gt_log_of(f.e, NULL);
		assert_non_null(strstr(s, "pupil"));
		free(s);
	}
	/* Round 2: a Confused's word, then the game ends before the results
	 * (two leave): it is never revealed. */
	l = linker(f.e);
	run(f.e, l, "play 1 uh lash");
	const char *c2 = strcmp(l, "alice") ? "alice" : "bob";
	const char *c3 = strcmp(l, "carol") && strcmp(c2, "carol") ? "carol" : "bob";
	run(f.e, c2, "play 1 link whip");
	run(f.e, c3, "game leave 1");
	run(f.e, l, "game leave 1");
	{
		const char *no[] = {"public", c3, l, "dave", NULL};
		gt_hidden_from(f.e, gid, "whip", no);
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
	int seal;  /* the Linker's sealed link */
	int final; /* eir last of the round */
	int shown; /* a sealed link announced (IV ¶4) */
} token;

static token toks[1200];
static int ntoks, accepted, refused, ended, revealed;

static void add_token(const char *w, const char *who, int round, int seal)
{
	for (int i = 0; i < ntoks; i++)
		if (toks[i].round == round && toks[i].seal == seal && !strcmp(toks[i].sender, who))
			toks[i].final = 0;
	token *t = &toks[ntoks++];
	snprintf(t->word, sizeof t->word, "%s", w);
	snprintf(t->sender, sizeof t->sender, "%s", who);
	t->round = round;
	t->seal = seal;
	t->final = 1;
	t->shown = 0;
}

static void check_tokens(engine *e, const char *ref, int with_log)
{
	json_t *a = gt_view_of(e, "admin", gid), *st = json_object_get(a, "state");
	int round = (int)json_integer_value(json_object_get(st, "round"));
	const char *step = json_string_value(json_object_get(st, "step"));
	int over = !strcmp(json_string_value(json_object_get(a, "status")), "ended");
	int ljudge = step && !strcmp(step, "the referee judges the Linker's link");
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
			if (t->final && t->seal && t->round == round && ljudge)
				toks[i].shown = 1;
			int ok = t->final && (t->round < round || over || t->shown);
			if (ok)
				continue;
			if (strstr(vs, t->word))
				fail_msg("%s sees %s's %s (round %d, now %d, %s) in the view: %s",
					 viewers[v] ? viewers[v] : "the public", t->sender, t->word,
					 t->round, round, step, vs);
			if (ls && strstr(ls, t->word))
				fail_msg("%s sees %s's %s (round %d, now %d, %s) in the log: %.300s",
					 viewers[v] ? viewers[v] : "the public", t->sender, t->word,
					 t->round, round, step, strstr(ls, t->word) - 150);
		}
		if (!viewers[v]) {
			for (int i = 0; i < ntoks; i++)
				revealed += with_log == 2 && strstr(ls, toks[i].word) != NULL;
		}
		free(vs);
		free(ls);
	}
	json_decref(a);
}

static const char *const plain[] = {"eye", "lash", "whip", "ice", "cream", "sugar", "cube",
				    "bottle", "x-y", "school"};

static void test_random_games(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 10; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		ntoks = 0;
		nomic_file f;
		open_nomic_with(&f, names, NNAMES);
		const char *ref = names[rnd() % NNAMES];
		run(f.e, ref, "game new wordunassoc");
		int k = 2 + (int)(rnd() % 4);
		for (int i = 0, added = 0; i < NNAMES && added < k; i++)
			if (names[i] != ref) {
				run(f.e, names[i], "game join 1");
				added++;
			}
		run(f.e, ref, "game start 1");
		for (int step = 0; step < 250; step++) {
			json_t *a = gt_view_of(f.e, "admin", gid), *st = json_object_get(a, "state");
			int round = (int)json_integer_value(json_object_get(st, "round"));
			const char *stp = json_string_value(json_object_get(st, "step"));
			static char lk[16], sp[64];
			const char *l = json_string_value(json_object_get(st, "linker"));
			snprintf(lk, sizeof lk, "%s", l ? l : "");
			snprintf(sp, sizeof sp, "%s", stp ? stp : "");
			/* Mostly a player of the game, who may send a link word. */
			static char pl[16];
			json_t *ps = json_object_get(st, "players");
			size_t np = json_array_size(ps);
			const char *who = names[rnd() % NNAMES];
			if (np && rnd() % 4) {
				json_t *p = json_array_get(ps, rnd() % np);
				snprintf(pl, sizeof pl, "%s",
					 json_string_value(json_object_get(p, "player")));
				who = pl;
			}
			json_decref(a);
			char line[96], tok[8] = "";
			int seal = 0;
			switch (rnd() % 12) {
			case 0:
				who = ref;
				snprintf(line, sizeof line, "play 1 word %s", rnd() % 4 ? "school" : "zzqx");
				break;
			case 1:
				if (rnd() % 3)
					who = lk;
				snprintf(line, sizeof line, "play 1 uh %s", plain[rnd() % 10]);
				break;
			case 2: case 3: case 4:
				snprintf(tok, sizeof tok, "tok%c%c%c", (char)('a' + ntoks / 676 % 26),
					 (char)('a' + ntoks / 26 % 26), (char)('a' + ntoks % 26));
				if (!strcmp(who, lk) && strcmp(sp, "the Linker announces eir link"))
					seal = 1;
				else if (!strcmp(who, lk))
					tok[0] = 0; /* announced in public: not a secret */
				snprintf(line, sizeof line, "play 1 link %s",
					 tok[0] ? tok : plain[rnd() % 10]);
				break;
			case 5: case 6:
				who = ref;
				if (ntoks && rnd() % 2)
					snprintf(line, sizeof line, "play 1 %s %s",
						 rnd() % 3 ? "accept" : "reject",
						 toks[rnd() % ntoks].word);
				else
					snprintf(line, sizeof line, "play 1 %s",
						 rnd() % 3 ? "accept" : "reject");
				break;
			case 7:
				who = ref;
				snprintf(line, sizeof line, "play 1 disallow");
				if (rnd() % 3)
					snprintf(line, sizeof line, "play 1 accept");
				break;
			case 8:
				if (rnd() % 2)
					who = lk;
				snprintf(line, sizeof line, "play 1 link %s", plain[rnd() % 10]);
				break;
			case 9:
				if (rnd() % 12 == 0) {
					snprintf(line, sizeof line, "game leave 1");
					break;
				}
				/* fall through */
			default:
				who = "admin";
				snprintf(line, sizeof line, "clock advance %s",
					 rnd() % 2 ? "1s" : rnd() % 2 ? "1d" : "3d");
			}
			int ok;
			free(gt_reply(f.e, who, line, &ok));
			if (strncmp(line, "play", 4) == 0)
				*(ok ? &accepted : &refused) += 1;
			if (ok && tok[0])
				add_token(tok, who, round, seal);
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
	print_message("moves accepted %d, refused %d; games ended %d of 10; %d words public\n",
		      accepted, refused, ended, revealed);
	assert_true(accepted > 200 && refused > 200 && ended >= 2 && revealed > 30);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_leak),
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
