/* test_aos_leak.c: the Ace of Spades contest's leak test (issue 19 item 2;
 * src/agora/aos; regs 104-107, 230, 235): a Private regulation's content,
 * a Secret one's, a hand's cards, a secret vote, an anonymous Offer and an
 * Alliance's members reach nobody but those the regulations name, through
 * every view (the contest's commands, `rule`, `ruleset`, `rules search`,
 * `scripts`, `params`), the log, the news and what the mail publisher
 * reads (engine_log_heads_json for the public); a Need-To-Know grant opens
 * the current value and not the past events (reg 105); and all of it holds
 * again after the nomic is reopened (replayed). Last, the contest's
 * checkpoint part: read back whole, and refused truncated or forged. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "../nomictest.h"
#include "agora/aos/aos.h"
#include "core/util.h"

#include <stdlib.h>
#include <string.h>

/* What actor (NULL: the public) is answered, error or not. */
static char *ask(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	char *s = xstrdup(r.text ? r.text : "");
	reply_free(&r);
	return s;
}

static char *dump(json_t *j)
{
	char *s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

/* Everything viewer may read, in one text. */
static char *everything(engine *e, const char *viewer)
{
	static const char *const views[] = {
		"aos contest", "aos hand", "aos hand alice", "aos hand bob", "aos hand carol",
		"aos proposals", "aos proposal 1", "aos proposal 2", "aos proposal 3", "aos offers",
		"aos alliance 1", "aos worths", "aos intents", "rule 500", "rule 260", "rule 340",
		"rule 500 --diff 0 0", "ruleset full", "ruleset json", "rules search PRIVWORD",
		"rules search SECRETWORD", "scripts", "params aos", "help", NULL};
	sbuf b = {0};
	for (int i = 0; views[i]; i++) {
		char *s = ask(e, viewer, views[i]);
		/* Tagged by index: the command itself may hold the word. */
		sbuf_printf(&b, "[view %d] %s\n", i, s);
		free(s);
	}
	char *s = dump(engine_log_json(e, 1, 100000, viewer));
	sbuf_printf(&b, "[log] %s\n", s);
	free(s);
	s = dump(engine_news_json(e, 0, 100000, viewer, NULL, NULL));
	sbuf_printf(&b, "[news] %s\n", s);
	free(s);
	/* The mail publisher's forum reads the log as the public does. */
	s = dump(engine_log_heads_json(e, 1, 100000, NULL));
	sbuf_printf(&b, "[forum] %s\n", s);
	free(s);
	return b.s;
}

static void expect(engine *e, const char *what, const char *const *yes, const char *const *no)
{
	for (; *yes; yes++) {
		char *s = everything(e, strcmp(*yes, "public") ? *yes : NULL);
		if (!strstr(s, what))
			fail_msg("%s should see %s", *yes, what);
		free(s);
	}
	for (; *no; no++) {
		char *s = everything(e, strcmp(*no, "public") ? *no : NULL);
		const char *at = strstr(s, what);
		if (at) {
			const char *tag = at; /* the view it is in: "[name] " */
			while (tag > s && !(tag[-1] == '\n' && tag[0] == '['))
				tag--;
			fail_msg("%s sees %s in %.40s: ...%.200s", *no, what, tag,
				 at > s + 100 ? at - 100 : s);
		}
		free(s);
	}
}

static void contest(nomic_file *f)
{
	static const char *const names[] = {"goethe", "alice", "bob", "carol"};
	open_nomic_with(f, names, 4);
	engine *e = f->e;
	run(e, "admin", "ruleset load ace-of-spades");
	run(e, "admin", "aos start goethe");
	run(e, "alice", "aos join");
	run(e, "bob", "aos join");
	run(e, "carol", "aos join");
	/* Reg 107: a private proposal, and the Contestmaster's Secret one. */
	run(e, "alice", "aos propose 500 \"lua: local PRIVWORD = 1\" private");
	run(e, "goethe", "aos propose 260 \"SECRETWORD: nothing.\" secret");
	run(e, "goethe", "aos up 1");
	run(e, "goethe", "aos up 2");
	for (int p = 1; p <= 2; p++) {
		char line[32];
		snprintf(line, sizeof line, "aos vote %d for", p);
		run(e, "alice", line);
		run(e, "bob", line);
	}
	run(e, "admin", "clock advance 3d");
	run(e, "goethe", "aos decide 1");
	run(e, "goethe", "aos decide 2");
	/* Reg 125: an anonymous Offer (Mauve: everyone holds two, reg 124). */
	run(e, "carol", "aos offer bob 1 Mauve for 1 Mauve anonymous");
	/* Reg 220: an Alliance. */
	run(e, "alice", "aos ally carol");
	run(e, "carol", "aos ally alice");
	/* Reg 107, 108: a public proposal not yet Up for Vote is its
	 * proposer's and the Contestmaster's until e announces it. */
	run(e, "alice", "aos propose 600 \"lua: local PENDWORD = 1\"");
	/* Reg 114, 103: an intent that names a Hand's cards (reg 230), an
	 * Objection to it; reg 101: a change awaiting consent. */
	run(e, "goethe", "aos intent destroy bob 1 Mauve");
	run(e, "alice", "aos object 1");
	run(e, "alice", "aos change 102 \"The Contestmaster is Goethe.\"");
}

static void private_and_secret(void **state)
{
	(void)state;
	nomic_file f;
	contest(&f);
	for (int pass = 0; pass < 2; pass++) {
		const char *const priv_yes[] = {"alice", "goethe", "admin", NULL};
		const char *const priv_no[] = {"public", "bob", "carol", NULL};
		expect(f.e, "PRIVWORD", priv_yes, priv_no);
		const char *const sec_yes[] = {"goethe", "admin", NULL};
		const char *const sec_no[] = {"public", "alice", "bob", "carol", NULL};
		expect(f.e, "SECRETWORD", sec_yes, sec_no);
		expect(f.e, "PENDWORD", priv_yes, priv_no);
		/* Reg 235: a vote is its voter's: alice's is in her log alone. */
		const char *const vote_yes[] = {"alice", "admin", NULL};
		const char *const vote_no[] = {"public", "bob", "carol", NULL};
		expect(f.e, "\"actor\":\"alice\",\"command\":\"aos vote 1 for\",\"hash\"", vote_yes,
		       vote_no);
		/* Reg 125: the anonymous Offerer is carol to herself alone. */
		const char *const off_yes[] = {"carol", "admin", NULL};
		const char *const off_no[] = {"public", "alice", "bob", NULL};
		expect(f.e, "Offer 1 by carol", off_yes, off_no);
		/* Reg 230: the Alliance's members are its members'. */
		const char *const al_yes[] = {"alice", "carol", "admin", NULL};
		const char *const al_no[] = {"public", "bob", NULL};
		expect(f.e, "Alliance 1: alice carol", al_yes, al_no);
		/* Reg 230, 114: an intent on bob's Hand names its cards to bob
		 * (and the Contestmaster who announced it); to the others, their
		 * number; its event is the Contestmaster's. */
		const char *const in_yes[] = {"bob", "goethe", "admin", NULL};
		const char *const in_no[] = {"public", "alice", "carol", NULL};
		expect(f.e, "destroy 1 Mauve from bob", in_yes, in_no);
		const char *const all[] = {"public", "alice", "carol", NULL};
		const char *const none[] = {NULL};
		expect(f.e, "destroy 1 card from bob's Hand", all, none);
		const char *const ev_yes[] = {"goethe", "admin", NULL};
		const char *const ev_no[] = {"public", "alice", "bob", "carol", NULL};
		expect(f.e, "\"command\":\"aos intent destroy bob", ev_yes, ev_no);
		reopen(&f);
	}
	close_nomic(&f);
}

/* Reg 104-106, 113, 115, 119 (docs/RULINGS.md, "who knows"): the
 * Contestmaster sees what e must keep: a Secret regulation's content (e
 * proposed it, reg 107; may hint at it, reg 250), every Hand (the
 * Recordkeepor, reg 115; e calculates worths, reg 119), every vote (they
 * are submitted to em, reg 109) and the worths (reg 119), though reg 104
 * forbids em to reveal Secret ones to any Player. Through the contest's
 * views, not the log: the log shows a hidden event to its actor and the
 * admin alone. */
static void contestmaster_knows(void **state)
{
	(void)state;
	nomic_file f;
	contest(&f);
	static const char *const asks[] = {"rule 260", "aos hand alice", "aos hand bob",
		"aos hand carol", "aos proposal 1", "aos worths", "rules search SECRETWORD", NULL};
	static const char *const want[] = {"SECRETWORD", "alice's hand: ", "bob's hand: ",
		"carol's hand: ", "alice voted FOR", "Marking Regulations applied",
		"Rule 260/0", NULL};
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; asks[i]; i++) {
			char *cm = ask(f.e, "goethe", asks[i]);
			if (!strstr(cm, want[i]))
				fail_msg("the Contestmaster asks %s: %s", asks[i], cm);
			free(cm);
			/* And a Contestant with no NTK is refused each of them. */
			char *other = ask(f.e, "carol", asks[i]);
			if (strstr(other, want[i]) && strcmp(want[i], "carol's hand: "))
				fail_msg("carol asks %s: %s", asks[i], other);
			free(other);
		}
		reopen(&f);
	}
	close_nomic(&f);
}

/* Reg 230: a hand's cards are its Contestant's (and the Contestmaster's,
 * the Recordkeepor, reg 115): no view, no log entry (the deal's draws
 * would tell them) and no news shows them to another. */
static void hands(void **state)
{
	(void)state;
	nomic_file f;
	contest(&f);
	char *mine = ask(f.e, "bob", "aos hand");
	assert_non_null(strstr(mine, "bob's hand: "));
	const char *cards = strstr(mine, "bob's hand: ");
	const char *const yes[] = {"bob", "goethe", "admin", NULL};
	const char *const no[] = {"public", "alice", "carol", NULL};
	expect(f.e, cards, yes, no);
	/* The join's draws are not shown to others: bob's join is hidden. */
	const char *const join_yes[] = {"bob", "admin", NULL};
	const char *const join_no[] = {"public", "alice", "carol", NULL};
	expect(f.e, "\"actor\":\"bob\",\"command\":\"aos join\",\"hash\"", join_yes, join_no);
	free(mine);
	close_nomic(&f);
}

/* Reg 104, 105, 240: a grant opens the current value to the grantee, in
 * the views; never the past events that carried it (the log). And the
 * refusal for what one may not know says nothing of it. */
static void grants_not_retroactive(void **state)
{
	(void)state;
	nomic_file f;
	contest(&f);
	char *before = ask(f.e, "bob", "rule 500");
	assert_string_equal(before, "error: Rule 500 is private");
	free(before);
	run(f.e, "goethe", "aos grant bob 500");
	char *now = ask(f.e, "bob", "rule 500");
	assert_non_null(strstr(now, "PRIVWORD"));
	free(now);
	char *search = ask(f.e, "bob", "rules search PRIVWORD");
	assert_non_null(strstr(search, "Rule 500/0"));
	free(search);
	char *log = dump(engine_log_json(f.e, 1, 100000, "bob"));
	assert_null(strstr(log, "PRIVWORD"));
	free(log);
	/* Limited NTK (reg 240): bob may not grant it on. */
	char *no = ask(f.e, "bob", "aos grant carol 500");
	assert_string_equal(no, "error: you have no Full Need To Know for the content of reg 500 "
				"(reg 240)");
	free(no);
	/* The same refusal for an Alliance that exists and one that does not. */
	char *a1 = ask(f.e, "bob", "aos alliance 1"), *a9 = ask(f.e, "bob", "aos alliance 9");
	assert_non_null(strstr(a1, "no Need To Know"));
	assert_non_null(strstr(a9, "no Need To Know"));
	free(a1);
	free(a9);
	char *p1 = ask(f.e, "bob", "aos proposal 3"), *p9 = ask(f.e, "bob", "aos proposal 9");
	assert_non_null(strstr(p1, "that you may see"));
	assert_non_null(strstr(p9, "that you may see"));
	free(p1);
	free(p9);
	close_nomic(&f);
}

/* Issue 17 item 3, issue 19 item 3: the contest's checkpoint part read back
 * whole gives the same bytes; every truncation of it, and a forged count,
 * is refused (NULL) without reading past the end (the ASan build). */
static void checkpoint_forged(void **state)
{
	(void)state;
	nomic_file f;
	contest(&f);
	const nomic *n = engine_read_begin(f.e);
	ckw w = {0};
	aos_write(n->aos, &w);
	ckr r;
	ckr_init(&r, w.b.s, w.b.len);
	aos *back = aos_read(n, &r);
	assert_non_null(back);
	assert_true(ckr_done(&r));
	ckw w2 = {0};
	aos_write(back, &w2);
	assert_int_equal(w.b.len, w2.b.len);
	assert_memory_equal(w.b.s, w2.b.s, w.b.len);
	aos_free_part(back);
	sbuf_free(&w2.b);
	for (size_t len = 0; len < w.b.len; len++) {
		ckr_init(&r, w.b.s, len);
		/* Every byte written is read, so any prefix runs short. */
		assert_null(aos_read(n, &r));
	}
	/* A player id that does not exist, as the Contestmaster. */
	char *forged = xcalloc(1, w.b.len);
	memcpy(forged, w.b.s, w.b.len);
	forged[0] = 99; /* zigzag 99: player -50 */
	ckr_init(&r, forged, w.b.len);
	assert_null(aos_read(n, &r));
	free(forged);
	engine_read_end(f.e);
	sbuf_free(&w.b);
	close_nomic(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(private_and_secret),
		cmocka_unit_test(hands),
		cmocka_unit_test(contestmaster_knows),
		cmocka_unit_test(grants_not_retroactive),
		cmocka_unit_test(checkpoint_forged),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
