/* win_palindrome.c: Winning by Palindrome (Ackanomic R605). When an
 * adopted proposal creates a rule (an "Effect: rule enact ..." line, or
 * the proposal becoming a rule itself, R104) whose text is palindromic
 * once lower-cased and stripped of all but letters and digits (3), and
 * every word of which is in the ruleset before it (2; no Official
 * Dictionary exists), the proposal's author receives the title "Sage o'
 * Doe Gas" (R605 (2)) and, if the proposal was not Modest, achieves a
 * Winning Condition by Rule 605 right after the proposal's scores (R605
 * (1)): the "proposal" event (results.c) comes right after them.
 *
 * Condition (1), "a game effect in addition to its own addition", cannot
 * be read mechanically: the Winning Condition carries a note that it is
 * for the judge of its Cycle-Win CFJ. The server's letters are ASCII: a
 * text with any other byte is not found palindromic here (a judge may
 * find it so, and a TRUE verdict establishes the win by R215). */
#include "core/bind.h"
#include "core/command.h"
#include "gov/gov.h"
#include "rules/rules.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int word_char(unsigned char ch)
{
	return ch < 0x80 && isalnum(ch);
}

/* R605 (3): "the same, character by character, forward and backward if all
 * alphabetic characters were lower-case, and anything other than
 * alphabetic characters and numeric digits was removed." At least one
 * letter or digit: an empty text is no palindrome. */
static int palindromic(const char *text)
{
	size_t len = strlen(text);
	char *s = xcalloc(len + 1, 1);
	size_t k = 0;
	int ok = 1;
	for (size_t i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)text[i];
		if (ch >= 0x80)
			ok = 0; /* a letter the server cannot read: see above */
		else if (isalnum(ch))
			s[k++] = (char)tolower(ch);
	}
	for (size_t i = 0; ok && i < k / 2; i++)
		ok = s[i] == s[k - 1 - i];
	free(s);
	return ok && k > 0;
}

/* The next word of *t (a run of letters and digits), lower-cased into
 * buf (cut to its size); 0 at the end of the text. */
static int next_word(const char **t, char *buf, size_t len)
{
	const char *s = *t;
	while (*s && !word_char((unsigned char)*s))
		s++;
	size_t k = 0;
	for (; *s && word_char((unsigned char)*s); s++)
		if (k + 1 < len)
			buf[k++] = (char)tolower((unsigned char)*s);
	buf[k] = '\0';
	*t = s;
	return k > 0;
}

typedef struct wordset {
	char **w;
	int *found;
	int n, cap;
} wordset;

static int cmp_word(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void wordset_free(wordset *ws)
{
	for (int i = 0; i < ws->n; i++)
		free(ws->w[i]);
	free(ws->w);
	free(ws->found);
}

/* Marks the words of text that are in ws. */
static void wordset_mark(wordset *ws, const char *text)
{
	char buf[64], *key = buf;
	while (text && next_word(&text, buf, sizeof buf)) {
		char **hit = bsearch(&key, ws->w, (size_t)ws->n, sizeof *ws->w, cmp_word);
		if (hit)
			ws->found[hit - ws->w] = 1;
	}
}

/* Whether rule r was created by the proposal whose cause is `cause` in
 * this event (the seed's history names old proposals by the same words,
 * at other times). */
static int created_by(const rules_rule *r, const char *cause, gtime now)
{
	for (size_t i = 0; i < r->n_history; i++) {
		const rules_history_entry *h = &r->history[i];
		if (h->kind == RULES_CHANGE_CREATED && h->has_time && h->time == now &&
		    strcmp(h->cause, cause) == 0)
			return 1;
	}
	return 0;
}

/* R605 (2): "each word in the Rule exists ... in the Ackanomic Rule Set
 * previous to the creation of the Rule": the texts and titles of the
 * rules in force, less those this proposal created. The rule's words are
 * looked up together, in one pass over the ruleset. Writes the first
 * missing word into missing. */
static int words_in_ruleset(const nomic *n, const rules_rule *rule, const char *cause,
			    gtime now, char *missing, size_t mlen)
{
	const rules_ruleset *rs = n->rules;
	wordset ws = {0};
	char buf[64];
	for (const char *t = rules_rule_text(rule); next_word(&t, buf, sizeof buf);) {
		if (ws.n == ws.cap) {
			ws.cap = ws.cap ? ws.cap * 2 : 16;
			ws.w = xrealloc(ws.w, (size_t)ws.cap * sizeof *ws.w);
		}
		ws.w[ws.n++] = xstrdup(buf);
	}
	qsort(ws.w, (size_t)ws.n, sizeof *ws.w, cmp_word);
	int k = 0; /* each word once, so that bsearch finds the one marked */
	for (int i = 0; i < ws.n; i++) {
		if (k && strcmp(ws.w[k - 1], ws.w[i]) == 0)
			free(ws.w[i]);
		else
			ws.w[k++] = ws.w[i];
	}
	ws.n = k;
	ws.found = xcalloc((size_t)ws.n + 1, sizeof *ws.found);
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed || created_by(r, cause, now))
			continue;
		wordset_mark(&ws, rules_rule_text(r));
		wordset_mark(&ws, r->title);
	}
	int all = 1;
	/* The first missing in the rule's own order, for the reply. */
	for (const char *t = rules_rule_text(rule); all && next_word(&t, buf, sizeof buf);) {
		char *key = buf;
		char **hit = bsearch(&key, ws.w, (size_t)ws.n, sizeof *ws.w, cmp_word);
		if (hit && !ws.found[hit - ws.w]) {
			snprintf(missing, mlen, "%s", buf);
			all = 0;
		}
	}
	wordset_free(&ws);
	return all;
}

static void say(ctx *c, const char *text)
{
	ctx_reply(c, "%s  %s", c->out.len ? "\n" : "", text);
	ctx_announce(c, "  %s", text);
}

static void reward(ctx *c, const proposal *p, const rules_rule *r)
{
	char num[RULES_NUMBER_BUFSZ], line[300];
	rules_number_format(r->number, num, sizeof num);
	gov *g = gov_of(c);
	const char *who = holder_name(c->n, p->author);
	/* R605 (2): "to hold until such time as another Player achieves that
	 * title under this Rule". */
	if (g->sage != p->author)
		UNDO_SET(c->j, g->sage, p->author);
	snprintf(line, sizeof line, "Rule %s is a palindrome of words in the ruleset: %s is "
		 "Sage o' Doe Gas (R605)", num, who);
	say(c, line);
	if (p->kind == PK_MODEST)
		return; /* R605 (1): "if the Proposal ... was non-Modest" */
	char note[200];
	snprintf(note, sizeof note, "R605 (1): whether Rule %s has a game effect beyond its own "
		 "addition is for the judge of the claim", num);
	if (wc_achieve(c, p->author, "605", note)) {
		snprintf(line, sizeof line, "%s achieves a Winning Condition by Rule 605, Unclaimed "
			 "(R605, R600); %s", who, note);
		say(c, line);
	} else if (wc_find(c->n, p->author, "605")) { /* else the Goose said why (R600 ¶1) */
		snprintf(line, sizeof line, "%s owns a Winning Condition by Rule 605 already: no "
			 "second (R600)", who);
		say(c, line);
	}
}

void wins_on_proposal(ctx *c, const json_t *data)
{
	char why[200], cause[32];
	const char *result = json_string_value(json_object_get(data, "result"));
	if (!result || strcmp(result, "adopted") != 0)
		return;
	const proposal *p =
		proposal_by_number(c->n, (int)json_integer_value(json_object_get(data, "number")));
	if (!p || !c->n->rules || bind_stopped(c->n, "R605", why, sizeof why))
		return;
	/* The cause results.c gives the rules it changes (R104). */
	snprintf(cause, sizeof cause, "Proposal %d", p->number);
	const rules_ruleset *rs = c->n->rules;
	for (size_t i = 0; i < rules_count(rs); i++) {
		const rules_rule *r = rules_at(rs, i);
		if (r->repealed || !created_by(r, cause, c->now) || !palindromic(rules_rule_text(r)))
			continue;
		char missing[64];
		if (!words_in_ruleset(c->n, r, cause, c->now, missing, sizeof missing)) {
			char num[RULES_NUMBER_BUFSZ], line[200];
			rules_number_format(r->number, num, sizeof num);
			snprintf(line, sizeof line, "Rule %s is a palindrome, but '%s' is in no rule "
				 "before it: no win (R605 (2))", num, missing);
			say(c, line);
			continue;
		}
		reward(c, p, r);
	}
}
