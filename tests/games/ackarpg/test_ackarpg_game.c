/* test_ackarpg_game.c: Acka Role Playing (Ackanomic R1250.24/1) through the
 * engine. A random driver over many seeds sends the GM's records (characters,
 * attributes public, private and secret, unsets, fates, updates, public and
 * secret rolls), joins, admissions, leaves, additional referees and clock
 * advances, and after every command checks that no private attribute's value
 * shows to anyone but its character's player, the referees and the admin,
 * and no secret one or secret roll's title to anyone but the referees and
 * the admin, in the game's view or in the log. At the end the nomic reopened
 * from its log shows the same view. */
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
#define NSECRETS 64

static uint64_t rs;
static uint64_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
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

static char *view_of(engine *e, const char *viewer)
{
	const nomic *n = engine_read_begin(e);
	json_t *j = view_game(n, viewer, 1);
	engine_read_end(e);
	assert_non_null(j);
	return dump(j);
}

/* A hidden value: its text, and who may know it (a player's name, or NULL:
 * the referees only). Values are never reused, so a value that was once
 * hidden stays checked even after the GM makes the attribute public... */
static struct {
	char text[16];
	char owner[16];
	int open; /* later made public with the same value: no longer checked */
} secrets[NSECRETS];
static int nsecrets;
static int accepted, refused;

static int submit(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	int ok = r.ok;
	if (strncmp(line, "play", 4) == 0)
		*(ok ? &accepted : &refused) += 1;
	reply_free(&r);
	return ok;
}

static void check(engine *e, const char *gm, const char *ref2)
{
	const char *viewers[NNAMES + 1];
	for (int i = 0; i < NNAMES; i++)
		viewers[i] = names[i];
	viewers[NNAMES] = NULL;
	for (int v = 0; v <= NNAMES; v++) {
		const char *who = viewers[v];
		if (who && (strcmp(who, gm) == 0 || strcmp(who, ref2) == 0))
			continue;
		json_t *lj = engine_log_json(e, log_next[v] ? log_next[v] : 1, 100000, who);
		size_t nl = json_array_size(lj);
		if (nl)
			log_next[v] = (uint64_t)json_integer_value(json_object_get(
				json_array_get(lj, nl - 1), "seq")) + 1;
		char *s = view_of(e, who), *l = dump(lj);
		for (int k = 0; k < nsecrets; k++) {
			if (secrets[k].open || (who && strcmp(secrets[k].owner, who) == 0))
				continue;
			if (strstr(s, secrets[k].text))
				fail_msg("%s sees %s (owner %s) in the view: %s", who ? who : "public", secrets[k].text, secrets[k].owner, s);
			if (strstr(l, secrets[k].text))
				fail_msg("%s sees %s in the log", who ? who : "public", secrets[k].text);
		}
		free(s);
		free(l);
	}
}

static void test_random_games(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 10; seed++) {
		rs = seed * 0x9e3779b97f4a7c15ull;
		nsecrets = 0;
		memset(secrets, 0, sizeof secrets);
		memset(log_next, 0, sizeof log_next);
		nomic_file f;
		open_nomic_with(&f, names, NNAMES);
		const char *gm = names[rnd() % NNAMES], *ref2 = NULL;
		for (int i = 0; i < NNAMES && !ref2; i++)
			if (names[i] != gm && rnd() % 3 == 0)
				ref2 = names[i];
		if (!ref2)
			ref2 = gm == names[0] ? names[1] : names[0];
		submit(f.e, gm, "game new ackarpg");
		for (int i = 0; i < NNAMES; i++)
			if (names[i] != gm && names[i] != ref2 && rnd() % 4)
				submit(f.e, names[i], "game join 1");
		if (!submit(f.e, gm, "game start 1")) {
			close_nomic(&f);
			continue;
		}
		char line[160];
		snprintf(line, sizeof line, "play 1 referee add %s", ref2);
		run(f.e, gm, line);
		int nchars = 0;
		for (int step = 0; step < 150; step++) {
			const char *who = gm;
			const char *pl = names[rnd() % NNAMES];
			char ch[16];
			snprintf(ch, sizeof ch, "C%d", (int)(rnd() % (uint64_t)(nchars + 2)));
			int kind = (int)(rnd() % 12);
			int vis = (int)(rnd() % 3);
			char val[16];
			snprintf(val, sizeof val, "zv%dq%dz", (int)seed, step);
			switch (kind) {
			case 0: case 1:
				snprintf(line, sizeof line, "play 1 character C%d for %s", nchars, pl);
				if (submit(f.e, who, line))
					nchars++;
				continue;
			case 2: case 3: case 4: {
				snprintf(line, sizeof line, "play 1 set %s a%d %s %s", ch, (int)(rnd() % 3),
					 vis == 0 ? "public" : vis == 1 ? "private" : "secret", val);
				/* who plays the character: from the admin's view */
				char *a = view_of(f.e, "admin");
				char key[32], owner[16] = "";
				snprintf(key, sizeof key, "\"character\":\"%s\"", ch);
				char *at = strstr(a, key);
				if (at) {
					char *p = strstr(at, "\"player\":\"");
					if (p)
						sscanf(p + 10, "%15[^\"]", owner);
				}
				free(a);
				if (submit(f.e, who, line) && vis > 0 && nsecrets < NSECRETS) {
					snprintf(secrets[nsecrets].text, sizeof secrets[0].text, "%s", val);
					snprintf(secrets[nsecrets].owner, sizeof secrets[0].owner, "%s",
						 vis == 1 ? owner : "");
					nsecrets++;
				}
				break;
			}
			case 5:
				snprintf(line, sizeof line, "play 1 unset %s a%d", ch, (int)(rnd() % 3));
				submit(f.e, who, line);
				break;
			case 6:
				snprintf(line, sizeof line, "play 1 roll %s#S 6 #D 2 #T %s",
					 vis == 2 ? "secret " : "", val);
				if (submit(f.e, who, line) && vis == 2 && nsecrets < NSECRETS) {
					snprintf(secrets[nsecrets].text, sizeof secrets[0].text, "%s", val);
					nsecrets++;
				}
				break;
			case 7:
				snprintf(line, sizeof line, "play 1 update news %d", step);
				submit(f.e, rnd() % 4 ? gm : pl, line);
				break;
			case 8:
				snprintf(line, sizeof line, "play 1 admit %s", pl);
				submit(f.e, gm, line);
				submit(f.e, pl, "game join 1");
				break;
			case 9:
				submit(f.e, pl, rnd() % 2 ? "game leave 1" : "game join 1");
				break;
			case 10:
				snprintf(line, sizeof line, "play 1 fate %s %s", ch,
					 rnd() % 2 ? "gone" : "dead");
				submit(f.e, who, line);
				break;
			default:
				submit(f.e, "admin", rnd() % 8 ? "clock advance 2d" : "clock advance 31d");
			}
			check(f.e, gm, ref2);
		}
		char *a = view_of(f.e, "admin");
		reopen(&f);
		char *b = view_of(f.e, "admin");
		assert_string_equal(a, b);
		free(a);
		free(b);
		close_nomic(&f);
	}
	print_message("records accepted %d, refused %d\n", accepted, refused);
	assert_true(accepted > 100 && refused > 20);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
