/* test_visibility.c: what each viewer sees of the events and rules that
 * carry hidden information (issue 12, items 1 and 2a; core/visibility.h).
 * On an Ace of Spades nomic every command kind that can carry secret text
 * (rule changes to Secret regulations, directly and as a proposal's effect;
 * a proposal that makes one; secret votes, Ackanomic R104; hidden game
 * moves with their draws; scripts of secret regulations and what they
 * declare (commands, parameters, timers); and changes to a
 * Private regulation, from a small regulations file) is walked through the
 * log and the rule views as the public, another
 * player, the actor, an officer (the Tabulator, a referee) and the admin:
 * each secret appears exactly where Ace of Spades reg 104 and 106 allow it
 * (the admin, and the actor for eir own acts), and the same after replay.
 * Then the rename attack: visibility follows the permanent player id, so a
 * renamed player's old name, taken by a newcomer or by another player,
 * reads nothing of the old holder's hidden events. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../nomictest.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The viewers: the public, the admin, the players (carol holds the
 * Tabulator's office, dave referees the Pure Skill game, erin is the
 * Pooker Dealer). */
static const char *const viewers[] = {NULL, "admin", "alice", "bob", "carol", "dave", "erin"};
#define NVIEWERS (sizeof viewers / sizeof *viewers)

static const char *name_of(const char *viewer)
{
	return viewer ? viewer : "the public";
}

/* The whole log as viewer sees it, as one string. The log API's text
 * (engine_log_text, which copies arguments as stored where it may) must be
 * the same log, value for value. */
static char *log_as(engine *e, const char *viewer)
{
	json_t *log = engine_log_json(e, 1, 100000, viewer);
	char *text = engine_log_text(e, 1, 100000, viewer);
	json_error_t err;
	json_t *api = json_loads(text, 0, &err);
	if (!api || !json_equal(api, log))
		fail_msg("the log API's text for %s differs: %s", viewer ? viewer : "the public",
			 api ? "another value" : err.text);
	json_decref(api);
	free(text);
	char *s = json_dumps(log, 0);
	json_decref(log);
	return s;
}

/* The reply a command gets from actor (a read-only one, mostly). */
static char *reply_to(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	char *s = xstrdup(r.text ? r.text : "");
	reply_free(&r);
	return s;
}

/* secret shows in the log exactly for the viewers in allowed (a list
 * ending in NULL; the public is "public"). */
static void log_shows_only(engine *e, const char *secret, const char *const *allowed)
{
	for (size_t i = 0; i < NVIEWERS; i++) {
		int want = 0;
		for (const char *const *a = allowed; *a; a++)
			if (strcmp(*a, viewers[i] ? viewers[i] : "public") == 0)
				want = 1;
		char *log = log_as(e, viewers[i]);
		int got = strstr(log, secret) != NULL;
		if (got != want)
			fail_msg("the log %s '%s' to %s", got ? "shows" : "does not show", secret,
				 name_of(viewers[i]));
		free(log);
	}
}

/* secret is in the reply to line exactly for the actors in allowed. */
static void reply_shows_only(engine *e, const char *line, const char *secret,
			     const char *const *allowed)
{
	for (size_t i = 0; i < NVIEWERS; i++) {
		int want = 0;
		for (const char *const *a = allowed; *a; a++)
			if (strcmp(*a, viewers[i] ? viewers[i] : "public") == 0)
				want = 1;
		char *out = reply_to(e, viewers[i], line);
		int got = strstr(out, secret) != NULL;
		if (got != want)
			fail_msg("'%s' %s '%s' to %s: %s", line, got ? "shows" : "does not show",
				 secret, name_of(viewers[i]), out);
		free(out);
	}
}

static const char *const ADMIN[] = {"admin", NULL};
static const char *const EVERYONE[] = {"public", "admin", "alice", "bob", "carol", "dave",
				       "erin", NULL};

/* The nomic of the walk: Ace of Spades, five players, a Tabulator. */
static void open_ace(nomic_file *f)
{
	open_nomic(f);
	run(f->e, "admin", "ruleset load ace-of-spades");
	run(f->e, "admin", "appoint carol as Tabulator");
}

/* Every rule change the admin can make, each to a Secret regulation. */
static void rule_changes(engine *e)
{
	run(e, "admin", "rule amend 340 \"SECRETAMEND: add 7 Marks.\"");
	run(e, "admin", "rule script 350 \"-- SECRETSCRIPT\"");
	run(e, "admin", "rule amend 360 \"SECRETAMSCRIPT\" script \"-- SECRETAMSCRIPTTWO\"");
	run(e, "admin", "rule retitle 370 \"SECRETTITLE\"");
	run(e, "admin", "rule renumber 380 to 385");
	run(e, "admin", "rule transmute 385 immutable");
	run(e, "admin", "rule repeal 390");
	/* Reg 112: enacting at 340 replaces the Secret one with a public one. */
	run(e, "admin", "rule enact 340 \"\" \"PUBLICREPLACE: a public regulation.\"");
	/* A public regulation, touching nothing hidden: for all to see. */
	run(e, "admin", "rule enact 345 \"\" \"PUBLICENACT: a public regulation.\"");
}

static void rule_changes_are_the_admins(void **state)
{
	nomic_file f;
	open_ace(&f);
	rule_changes(f.e);
	for (int pass = 0; pass < 2; pass++) {
		/* The command text of a change to a hidden regulation is its
		 * content: the admin's alone (reg 104, 106), before and after a
		 * replay rebuilds the decisions. */
		log_shows_only(f.e, "SECRETAMEND", ADMIN);
		log_shows_only(f.e, "SECRETSCRIPT", ADMIN);
		log_shows_only(f.e, "SECRETAMSCRIPT", ADMIN);
		log_shows_only(f.e, "SECRETAMSCRIPTTWO", ADMIN);
		log_shows_only(f.e, "SECRETTITLE", ADMIN);
		log_shows_only(f.e, "rule renumber 380", ADMIN);
		log_shows_only(f.e, "rule transmute 385", ADMIN);
		log_shows_only(f.e, "rule repeal 390", ADMIN);
		log_shows_only(f.e, "PUBLICREPLACE", ADMIN);
		log_shows_only(f.e, "PUBLICENACT", EVERYONE);
		/* The seed's placeholders are public: its load is everyone's. */
		log_shows_only(f.e, "This Regulation is Secret", EVERYONE);
		/* The rules themselves. */
		reply_shows_only(f.e, "rule 340", "PUBLICREPLACE", EVERYONE);
		reply_shows_only(f.e, "rule 350", "SECRETSCRIPT", ADMIN);
		reply_shows_only(f.e, "rule 360", "SECRETAMSCRIPT", ADMIN);
		reply_shows_only(f.e, "rule 370", "SECRETTITLE", ADMIN);
		reply_shows_only(f.e, "rule 350", "is secret", (const char *const[]){
			"public", "alice", "bob", "carol", "dave", "erin", NULL});
		reply_shows_only(f.e, "rules search SECRETAMEND", "SECRETAMEND", ADMIN);
		reply_shows_only(f.e, "rules search SECRETAMSCRIPT", "SECRETAMSCRIPT", ADMIN);
		reply_shows_only(f.e, "rules search SECRETTITLE", "SECRETTITLE", ADMIN);
		reply_shows_only(f.e, "rules search PUBLICENACT", "PUBLICENACT", EVERYONE);
		reply_shows_only(f.e, "ruleset full", "SECRETAMSCRIPT", ADMIN);
		reply_shows_only(f.e, "ruleset json", "SECRETSCRIPT", ADMIN);
		reply_shows_only(f.e, "scripts", "secret", (const char *const[]){
			"public", "alice", "bob", "carol", "dave", "erin", NULL});
		/* Which rule governs reads both texts. */
		reply_shows_only(f.e, "rule precedence 350 360", "governs (", ADMIN);
		reopen(&f);
	}
	close_nomic(&f);
}

/* alice proposes a change to a Secret regulation: the proposal's text and
 * its event are hers and the admin's (reg 106, 107); its adopted effect's
 * entry in the results event is the admin's. The votes are secret until
 * the results (R104), and their events stay their voters' (a vote may be
 * changed, and the results post only the last). */
static void proposals_and_votes(void **state)
{
	nomic_file f;
	open_ace(&f);
	static const char *const ALICE[] = {"admin", "alice", NULL};
	static const char *const BOB[] = {"admin", "bob", NULL};
	run(f.e, "alice", "propose \"Marks\" \"Effect: rule amend 350 \\\"SECRETPROPOSAL\\\"\"");
	run(f.e, "alice", "vote 1 yes");
	run(f.e, "bob", "vote 1 no");
	run(f.e, "carol", "vote 1 yes");
	run(f.e, "dave", "vote 1 yes");
	run(f.e, "admin", "clock advance 8d");
	for (int pass = 0; pass < 2; pass++) {
		log_shows_only(f.e, "SECRETPROPOSAL", ALICE);
		reply_shows_only(f.e, "proposal 1", "SECRETPROPOSAL", ALICE);
		reply_shows_only(f.e, "proposal 1", "adopted", EVERYONE);
		reply_shows_only(f.e, "rule 350", "SECRETPROPOSAL", ADMIN);
		/* The ballots in the log: each voter's own (and the Tabulator,
		 * carol, sees only hers there). */
		log_shows_only(f.e, "vote 1 no", BOB);
		log_shows_only(f.e, "\"NO\"", BOB);
		/* The results event: public, but its effect's entry is the
		 * admin's. */
		for (size_t i = 0; i < NVIEWERS; i++) {
			json_t *log = engine_log_json(f.e, 1, 100000, viewers[i]);
			json_t *ev, *res = NULL;
			size_t k;
			json_array_foreach(log, k, ev)
				if (strcmp(json_string_value(json_object_get(ev, "command")),
					   "deadline 1") == 0)
					res = ev;
			assert_non_null(res);
			json_t *eff = json_array_get(json_object_get(json_object_get(res, "args"),
								     "effects"), 0);
			assert_non_null(eff);
			int withheld = json_is_true(json_object_get(eff, "hidden"));
			if (withheld != (viewers[i] == NULL || strcmp(viewers[i], "admin") != 0))
				fail_msg("the effect's entry %s to %s", withheld ? "is withheld"
					 : "shows", name_of(viewers[i]));
			json_decref(log);
		}
		reopen(&f);
	}
	close_nomic(&f);
}

/* A hidden move (a sealed bid, R1250.7 4e) and the Dealer's deals with
 * their draws (A Nomic R387): their actors' and the admin's; not the
 * referee's in the log (e reads the game's view, which says what e is
 * owed now), nor an officer's. */
static int draws_shown(engine *e, const char *viewer, const char *command)
{
	json_t *log = engine_log_json(e, 1, 100000, viewer);
	json_t *ev;
	size_t k;
	int shown = 0;
	json_array_foreach(log, k, ev) {
		const char *cmd = json_string_value(json_object_get(ev, "command"));
		if (strcmp(cmd, "(hidden)") != 0 && strstr(cmd, command) &&
		    json_array_size(json_object_get(ev, "draws")))
			shown = 1;
		/* A withheld event shows no hash and no draws. */
		if (strcmp(cmd, "(hidden)") == 0) {
			assert_null(json_object_get(ev, "hash"));
			assert_int_equal(json_array_size(json_object_get(ev, "draws")), 0);
			assert_int_equal(json_object_size(json_object_get(ev, "args")), 0);
		}
	}
	json_decref(log);
	return shown;
}

static void hidden_moves(void **state)
{
	nomic_file f;
	open_ace(&f);
	static const char *const ALICE[] = {"admin", "alice", NULL};
	static const char *const ERIN[] = {"admin", "erin", NULL};
	run(f.e, "dave", "game new pureskill");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	run(f.e, "alice", "play 1 bid KH");
	run(f.e, "erin", "game new pooker");
	run(f.e, "erin", "game start 2");
	run(f.e, "alice", "game join 2");
	run(f.e, "erin", "play 2 deal alice");
	for (int pass = 0; pass < 2; pass++) {
		log_shows_only(f.e, "bid KH", ALICE);
		log_shows_only(f.e, "deal alice", ERIN);
		for (size_t i = 0; i < NVIEWERS; i++) {
			int may = viewers[i] && (strcmp(viewers[i], "admin") == 0 ||
						 strcmp(viewers[i], "erin") == 0);
			assert_int_equal(draws_shown(f.e, viewers[i], "deal alice"), may);
		}
		reopen(&f);
	}
	close_nomic(&f);
}

/* Item 2a: alice bids and votes, erin deals; alice renames to alicia and
 * bob to "alice"; erin renames to erin2 and a newcomer joins as "erin".
 * Visibility follows the permanent id: the new holders of the old names
 * read nothing of the old holders' hidden events; the renamed read theirs. */
static void renamed_names_read_nothing(void **state)
{
	nomic_file f;
	open_ace(&f);
	run(f.e, "dave", "game new pureskill");
	run(f.e, "alice", "game join 1");
	run(f.e, "bob", "game join 1");
	run(f.e, "carol", "game join 1");
	run(f.e, "dave", "game start 1");
	run(f.e, "alice", "play 1 bid KH");
	run(f.e, "erin", "game new pooker");
	run(f.e, "erin", "game start 2");
	run(f.e, "alice", "game join 2");
	run(f.e, "erin", "play 2 deal alice");
	run(f.e, "alice", "propose \"Marks\" \"Effect: rule amend 350 \\\"SECRETPROPOSAL\\\"\"");
	run(f.e, "alice", "vote 1 yes");
	run(f.e, "alice", "rename alicia");
	run(f.e, "erin", "rename erin2");
	run(f.e, "admin", "clock advance 4d"); /* R251: accepted after 3 days */
	run(f.e, "bob", "rename alice");
	run(f.e, "admin", "join erin");
	run(f.e, "admin", "clock advance 4d");
	for (int pass = 0; pass < 2; pass++) {
		const nomic *n = engine_read_begin(f.e);
		assert_int_equal(player_by_name(n, "alice")->id, 2); /* bob, renamed */
		assert_int_equal(player_by_name(n, "alicia")->id, 1);
		assert_int_equal(player_by_name(n, "erin")->id, 6);  /* the newcomer */
		engine_read_end(f.e);
		static const char *const secrets[] = {"bid KH", "vote 1 yes", "SECRETPROPOSAL",
						      "deal alice"};
		for (size_t i = 0; i < sizeof secrets / sizeof *secrets; i++) {
			char *as_alice = log_as(f.e, "alice"), *as_erin = log_as(f.e, "erin");
			char *as_pub = log_as(f.e, NULL);
			if (strstr(as_alice, secrets[i]) || strstr(as_erin, secrets[i]) ||
			    strstr(as_pub, secrets[i]))
				fail_msg("'%s' shows to the new holder of an old name", secrets[i]);
			free(as_alice);
			free(as_erin);
			free(as_pub);
		}
		char *as_alicia = log_as(f.e, "alicia"), *as_erin2 = log_as(f.e, "erin2");
		assert_non_null(strstr(as_alicia, "bid KH"));
		assert_non_null(strstr(as_alicia, "vote 1 yes"));
		assert_non_null(strstr(as_alicia, "SECRETPROPOSAL"));
		assert_null(strstr(as_alicia, "deal alice"));
		assert_non_null(strstr(as_erin2, "deal alice"));
		assert_null(strstr(as_erin2, "bid KH"));
		free(as_alicia);
		free(as_erin2);
		/* The proposal's text follows its author's id too. */
		char *out = reply_to(f.e, "alice", "proposal 1");
		assert_null(strstr(out, "SECRETPROPOSAL"));
		free(out);
		out = reply_to(f.e, "alicia", "proposal 1");
		assert_non_null(strstr(out, "SECRETPROPOSAL"));
		free(out);
		reopen(&f);
	}
	close_nomic(&f);
}

/* What a Secret regulation's script declares is its content: its command
 * (in `help`), its parameter (`params`), its timer (`deadlines`, `clock`,
 * and the timer's own deadline event, whose arguments name it). The
 * command still works for whoever knows it. */
static void secret_scripts_declarations(void **state)
{
	nomic_file f;
	open_ace(&f);
	run(f.e, "admin", "rule script 350 \"nomic.param{name='scriptdecl.bonus', default=7, "
	    "min=0, max=100, help='SCRIPTDECL bonus'} nomic.command{name='scriptdeclcmd', "
	    "who='player', help='SCRIPTDECL command', run=function(cmd) return 'ok' end} "
	    "nomic.timer('scriptdecltimer', function() end) nomic.on('install', function() "
	    "nomic.every('7d', 'scriptdecltimer') end)\"");
	for (int pass = 0; pass < 2; pass++) {
		reply_shows_only(f.e, "help", "SCRIPTDECL", ADMIN);
		reply_shows_only(f.e, "params", "SCRIPTDECL", ADMIN);
		reply_shows_only(f.e, "params", "scriptdecl.bonus", ADMIN);
		reply_shows_only(f.e, "deadlines", "scriptdecltimer", ADMIN);
		reply_shows_only(f.e, "clock", "scriptdecltimer", ADMIN);
		reply_shows_only(f.e, "deadlines", "Rule 350 (secret)", (const char *const[]){
			"public", "alice", "bob", "carol", "dave", "erin", NULL});
		reply_shows_only(f.e, "scripts", "scriptdeclcmd", ADMIN);
		reopen(&f);
	}
	run(f.e, "admin", "clock advance 8d"); /* the timer's deadline passes */
	log_shows_only(f.e, "scriptdecltimer", ADMIN);
	log_shows_only(f.e, "SCRIPTDECL", ADMIN);
	char *out = reply_to(f.e, "alice", "scriptdeclcmd");
	assert_string_equal(out, "ok");
	free(out);
	close_nomic(&f);
}

/* A Private regulation is withheld as a Secret one is (reg 104: no
 * Need-To-Know grants yet). The Ace of Spades seed has none, so a small
 * regulations file (NOMIC_DATA) brings one. */
static void private_regulations_too(void **state)
{
	char dir[] = "/tmp/nomic-vis-XXXXXX", path[128];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/rulesets", dir);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/rulesets/private-test.txt", dir);
	FILE *fp = fopen(path, "w");
	assert_non_null(fp);
	fputs("Test Regulations\n- 101.\n- A test contest.\n- 200.\n"
	      "- [This Regulation is Private].\n- 210.\n- A public regulation.\n", fp);
	fclose(fp);
	setenv("NOMIC_DATA", dir, 1);
	nomic_file f;
	open_nomic(&f);
	run(f.e, "admin", "ruleset load private-test");
	unsetenv("NOMIC_DATA");
	static const char *const ALICE[] = {"admin", "alice", NULL};
	run(f.e, "admin", "rule amend 200 \"PRIVATEAMEND\"");
	run(f.e, "alice", "propose \"Mine\" \"Effect: rule amend 200 \\\"PRIVATEPROPOSAL\\\"\"");
	for (int pass = 0; pass < 2; pass++) {
		log_shows_only(f.e, "PRIVATEAMEND", ADMIN);
		log_shows_only(f.e, "PRIVATEPROPOSAL", ALICE);
		reply_shows_only(f.e, "rule 200", "PRIVATEAMEND", ADMIN);
		reply_shows_only(f.e, "rules search PRIVATEAMEND", "PRIVATEAMEND", ADMIN);
		reply_shows_only(f.e, "proposal 1", "PRIVATEPROPOSAL", ALICE);
		reopen(&f);
	}
	close_nomic(&f);
	unlink(path);
	snprintf(path, sizeof path, "%s/rulesets", dir);
	rmdir(path);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(rule_changes_are_the_admins),
		cmocka_unit_test(proposals_and_votes),
		cmocka_unit_test(hidden_moves),
		cmocka_unit_test(renamed_names_read_nothing),
		cmocka_unit_test(secret_scripts_declarations),
		cmocka_unit_test(private_regulations_too),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
