/* test_pictures.c: the pictures the server draws (issue 18 item 4) without
 * a server: the SVG writer (src/net/svg/svg.c) makes well-formed documents
 * and escapes every string; every card of each pack has one URL that reads
 * back to it, and the names the games print lead to the same pictures;
 * every picture is well-formed; a chart of a fixture series keeps its
 * points within its viewBox, draws one line per series and the Magic
 * Number; a nomic's score chart from the records' exact amounts, with the
 * Magic Number's change as a step, the same after a checkpoint; a forged
 * amount in the records' checkpoint part refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net/svg/card_picture.h"
#include "net/svg/chart.h"
#include "net/svg/chart_data.h"
#include "core/ckpt.h"
#include "net/svg/svg.h"
#include "reports/reports.h"
#include "../nomictest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A small XML checker: tags balanced and named, attributes quoted with no
 * '<' or raw '"' in them, text with no '<', every '&' one of the entities
 * html_escape writes. Returns NULL when well-formed, else what is wrong. */
static const char *xml_check(const char *s)
{
	const char *stack[64];
	size_t lens[64];
	int depth = 0, root_seen = 0;
	const char *p = s;
	if (strncmp(p, "<?xml ", 6) == 0) {
		p = strstr(p, "?>");
		if (!p)
			return "unended declaration";
		p += 2;
	}
	while (*p) {
		if (*p == '&') {
			static const char *const ents[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&#39;"};
			size_t k = 0;
			for (; k < 5; k++)
				if (strncmp(p, ents[k], strlen(ents[k])) == 0)
					break;
			if (k == 5)
				return "a bare &";
			p += strlen(ents[k]);
			continue;
		}
		if (*p == '>')
			return "a bare > in text";
		if (*p != '<') {
			if (depth == 0 && *p != '\n')
				return "text outside the root";
			p++;
			continue;
		}
		p++;
		int closing = *p == '/';
		if (closing)
			p++;
		const char *name = p;
		while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'))
			p++;
		size_t nl = (size_t)(p - name);
		if (nl == 0)
			return "a tag with no name";
		if (closing) {
			if (*p != '>' || depth == 0 || lens[depth - 1] != nl ||
			    strncmp(stack[depth - 1], name, nl) != 0)
				return "a close that matches no open";
			depth--;
			p++;
			continue;
		}
		if (depth == 0 && root_seen)
			return "a second root";
		for (;;) {
			while (*p == ' ' || *p == '\n')
				p++;
			if (*p == '>' || (p[0] == '/' && p[1] == '>'))
				break;
			const char *an = p;
			while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '-' ||
			       *p == ':' || (p > an && *p >= '0' && *p <= '9'))
				p++;
			if (p == an || p[0] != '=' || p[1] != '"')
				return "an attribute not name=\"value\"";
			p += 2;
			while (*p && *p != '"') {
				if (*p == '<')
					return "a < in an attribute";
				if (*p == '&') {
					static const char *const ents[] = {"&amp;", "&lt;", "&gt;", "&quot;",
									   "&#39;"};
					size_t k = 0;
					for (; k < 5; k++)
						if (strncmp(p, ents[k], strlen(ents[k])) == 0)
							break;
					if (k == 5)
						return "a bare & in an attribute";
				}
				p++;
			}
			if (!*p)
				return "an unended attribute";
			p++;
		}
		if (*p == '/') {
			p += 2;
			root_seen = 1;
			continue;
		}
		p++;
		if (depth == 64)
			return "too deep";
		stack[depth] = name;
		lens[depth++] = nl;
		root_seen = 1;
	}
	return depth ? "unclosed elements" : root_seen ? NULL : "no root";
}

static int count(const char *hay, const char *needle)
{
	int n = 0;
	for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
		n++;
	return n;
}

static const char hostile[] = "<b>&\"'";
static const char hostile_escaped[] = "&lt;b&gt;&amp;&quot;&#39;";

static void writer_escapes(void **state)
{
	(void)state;
	sbuf b = {0};
	svg s;
	svg_begin(&s, &b, 100, 50, hostile, "a \x01 control");
	svg_open(&s, "g", "class=\"%s\" data-n=\"%d\" x=\"%f\"", hostile, -3, -0.001);
	svg_text(&s, "text", hostile, "x=\"%f\"", 3.456);
	svg_leaf(&s, "rect", "width=\"%f\" height=\"%%\"", 12.0);
	svg_content(&s, "</g><script>");
	assert_int_equal(svg_end(&s), 0);
	assert_null(xml_check(b.s));
	assert_null(strstr(b.s, "<b>"));
	assert_null(strstr(b.s, "<script"));
	assert_int_equal(count(b.s, hostile_escaped), 3); /* the title, the class, the text */
	assert_non_null(strstr(b.s, "data-n=\"-3\" x=\"0\""));
	assert_non_null(strstr(b.s, "x=\"3.46\""));
	assert_non_null(strstr(b.s, "width=\"12\" height=\"%\""));
	assert_non_null(strstr(b.s, "a   control")); /* \x01 became a space */
	sbuf_free(&b);

	/* Misuse is refused, never sent half-formed. */
	svg_begin(&s, &b, 10, 10, "t", "d");
	svg_close(&s);
	svg_close(&s);
	assert_int_equal(svg_end(&s), -1);
	sbuf_free(&b);
	svg_begin(&s, &b, 10, 10, "t", "d");
	svg_open(&s, "g><script", NULL);
	assert_int_equal(svg_end(&s), -1);
	sbuf_free(&b);
	svg_begin(&s, &b, 10, 10, "t", "d");
	for (int i = 0; i < SVG_MAX_DEPTH + 2; i++)
		svg_open(&s, "g", NULL);
	assert_int_equal(svg_end(&s), -1);
	assert_null(xml_check(b.s)); /* what was written is still balanced */
	sbuf_free(&b);
}

static void numbers(void **state)
{
	(void)state;
	char buf[32];
	assert_string_equal(svg_num(12.0, buf, sizeof buf), "12");
	assert_string_equal(svg_num(3.5, buf, sizeof buf), "3.5");
	assert_string_equal(svg_num(-0.001, buf, sizeof buf), "0");
	assert_string_equal(svg_num(-0.25, buf, sizeof buf), "-0.25");
	assert_string_equal(svg_num(1.0 / 3.0, buf, sizeof buf), "0.33");
	assert_string_equal(svg_num(0.0 / 0.0, buf, sizeof buf), "0");
}

/* Every picture of pack: its URL reads back to it, no two share a URL,
 * and its SVG is well-formed and titled. Returns how many. */
static int pack_round_trip(enum card_pack pack, int first, int n, char (*seen)[64], int *nseen)
{
	char url[64];
	for (int c = first; c < first + n; c++) {
		assert_non_null(card_picture_url(pack, c, url, sizeof url));
		card_pic p;
		const char *why;
		assert_int_equal(card_picture_parse(url + strlen("/cards/"), &p, &why), 0);
		assert_int_equal(p.pack, pack);
		assert_false(p.back);
		/* The Eleusis Deck's four Wild cards are one picture. */
		assert_int_equal(p.card, pack == CARD_PACK_ELEUSIS && c > 120 ? 120 : c);
		int dup = 0;
		for (int i = 0; i < *nseen; i++)
			dup |= strcmp(seen[i], url) == 0;
		if (!dup)
			snprintf(seen[(*nseen)++], 64, "%s", url);
		else
			assert_true(pack == CARD_PACK_ELEUSIS && c > 120);
		sbuf b = {0};
		assert_int_equal(card_picture_svg(&p, &b), 0);
		const char *bad = xml_check(b.s);
		if (bad)
			fail_msg("%s: %s", url, bad);
		char title[96], tag[128];
		card_picture_title(&p, title, sizeof title);
		snprintf(tag, sizeof tag, "<title id=\"t\">%s</title>", title);
		assert_non_null(strstr(b.s, tag));
		sbuf_free(&b);
	}
	return n;
}

static void cards_every_card(void **state)
{
	(void)state;
	static char seen[512][64];
	int nseen = 0;
	pack_round_trip(CARD_PACK_STANDARD, 0, 54, seen, &nseen);
	pack_round_trip(CARD_PACK_ELEUSIS, 0, 124, seen, &nseen);
	pack_round_trip(CARD_PACK_ANOMIC, 1, 208, seen, &nseen);
	assert_int_equal(nseen, 54 + 121 + 208);
	/* The backs. */
	char url[64];
	const char *backs[] = {"/cards/standard/back.svg", "/cards/eleusis/back.svg",
			       "/cards/anomic/back-red.svg", "/cards/anomic/back-blue.svg",
			       "/cards/anomic/back-fish.svg", "/cards/anomic/back-corporate.svg"};
	assert_string_equal(card_back_url(CARD_PACK_STANDARD, 0, url, sizeof url), backs[0]);
	assert_string_equal(card_back_url(CARD_PACK_ELEUSIS, 0, url, sizeof url), backs[1]);
	for (int k = 0; k < CARDS_NPACKS; k++)
		assert_string_equal(card_back_url(CARD_PACK_ANOMIC, k, url, sizeof url), backs[2 + k]);
	for (size_t i = 0; i < sizeof backs / sizeof *backs; i++) {
		card_pic p;
		const char *why;
		assert_int_equal(card_picture_parse(backs[i] + 7, &p, &why), 0);
		assert_true(p.back);
		sbuf b = {0};
		assert_int_equal(card_picture_svg(&p, &b), 0);
		assert_null(xml_check(b.s));
		sbuf_free(&b);
	}
	/* Some names, as docs/WEB.md gives them. */
	assert_string_equal(card_picture_url(CARD_PACK_STANDARD, 0, url, sizeof url),
			    "/cards/standard/AS.svg");
	assert_string_equal(card_picture_url(CARD_PACK_STANDARD, 52, url, sizeof url),
			    "/cards/standard/Joker1.svg");
	assert_string_equal(card_picture_url(CARD_PACK_ELEUSIS, 0, url, sizeof url),
			    "/cards/eleusis/S-Wands.svg");
	assert_string_equal(card_picture_url(CARD_PACK_ELEUSIS, 123, url, sizeof url),
			    "/cards/eleusis/Wild.svg");
	assert_string_equal(card_picture_url(CARD_PACK_ANOMIC, 57, url, sizeof url),
			    "/cards/anomic/57.svg");
}

/* The names the games print (equip's card_name, cards.h's cards_format)
 * lead to the pictures of the same cards. */
static void cards_from_games(void **state)
{
	(void)state;
	char name[48], a[64], b[64];
	const deck_def *decks[2] = {&deck_standard, &deck_eleusis};
	for (int d = 0; d < 2; d++)
		for (int c = 0; c < deck_size(decks[d], 1); c++) {
			card_name(decks[d], c, name, sizeof name);
			assert_non_null(card_picture_url_deck(decks[d], c, a, sizeof a));
			assert_non_null(card_picture_url_named(d ? CARD_PACK_ELEUSIS : CARD_PACK_STANDARD,
							       name, b, sizeof b));
			assert_string_equal(a, b);
		}
	for (cards_card c = 1; c <= CARDS_MAX; c++) {
		cards_format(c, true, false, name, sizeof name); /* Pooker: "Red QH" */
		card_picture_url(CARD_PACK_ANOMIC, c, a, sizeof a);
		assert_non_null(card_picture_url_named(CARD_PACK_ANOMIC, name, b, sizeof b));
		assert_string_equal(a, b);
		assert_non_null(card_picture_url_cards(c, CARDS_NPACKS, b, sizeof b));
		assert_string_equal(a, b);
	}
	/* Spades' cards (one pack, R387 numbers) are Standard faces: the
	 * picture's title is the card's long name. */
	for (cards_card c = 1; c <= 52; c++) {
		cards_format(c, false, false, name, sizeof name); /* "QH" */
		assert_non_null(card_picture_url_cards(c, 1, a, sizeof a));
		assert_non_null(card_picture_url_named(CARD_PACK_STANDARD, name, b, sizeof b));
		assert_string_equal(a, b);
		card_pic p;
		const char *why;
		assert_int_equal(card_picture_parse(a + 7, &p, &why), 0);
		char title[96], longname[48];
		card_picture_title(&p, title, sizeof title);
		cards_format(c, false, true, longname, sizeof longname);
		assert_string_equal(title, longname);
	}
	/* No card, no URL. */
	assert_null(card_picture_url(CARD_PACK_STANDARD, 54, a, sizeof a));
	assert_string_equal(a, "");
	assert_null(card_picture_url(CARD_PACK_ANOMIC, 0, a, sizeof a));
	assert_null(card_picture_url(CARD_PACK_ANOMIC, 209, a, sizeof a));
	assert_null(card_picture_url_cards(53, 1, a, sizeof a));
	assert_null(card_picture_url_named(CARD_PACK_STANDARD, "ZZ", a, sizeof a));
	assert_null(card_picture_url_named(CARD_PACK_ANOMIC, "QH", a, sizeof a)); /* no pack */
	assert_null(card_back_url(CARD_PACK_ANOMIC, 4, a, sizeof a));
	assert_null(card_picture_url(CARD_PACK_STANDARD, 0, a, 10)); /* no room: none */
}

static void cards_refused(void **state)
{
	(void)state;
	const char *bad[] = {"nope/QH.svg", "standard/ZZ.svg", "standard/qh.svg", "standard/QH",
			     "standard/QH.svg/x", "standard/.svg", "anomic/0.svg", "anomic/209.svg",
			     "anomic/077.svg", "anomic/back-green.svg", "anomic/back.svg",
			     "standard/back-red.svg", "eleusis/W.svg", "standard/?1.svg", "",
			     "standard", "standard/", "Standard/QH.svg", "standard/QH.svg.svg"};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		card_pic p;
		const char *why = NULL;
		if (card_picture_parse(bad[i], &p, &why) == 0)
			fail_msg("%s was read as a card", bad[i]);
		assert_non_null(why);
	}
}

/* Each "x,y" of every polyline within 0..w and 0..h. */
static void points_within(const char *svg_text_, double w, double h, int *lines)
{
	*lines = 0;
	for (const char *p = strstr(svg_text_, "<polyline class=\"series\" points=\""); p;
	     p = strstr(p + 1, "<polyline class=\"series\" points=\"")) {
		(*lines)++;
		const char *q = p + strlen("<polyline class=\"series\" points=\"");
		while (*q != '"') {
			char *end;
			double x = strtod(q, &end);
			assert_true(*end == ',');
			double y = strtod(end + 1, &end);
			assert_true(x >= 0 && x <= w && y >= 0 && y <= h);
			q = *end == ' ' ? end + 1 : end;
		}
	}
}

static void chart_fixture(void **state)
{
	(void)state;
	chart_point a[] = {{1000000, 40}, {1086400, -25}, {1172800, 5000}};
	chart_point pb[] = {{1050000, 7}};
	chart_series series[] = {{"alice", 0, a, 3}, {hostile, 10, pb, 1}, {"carol", 3, NULL, 0}};
	chart c = {.title = "Scores over time", .unit = "points", .empty = "none yet",
		   .series = series, .nseries = 3, .from = 990000, .to = 1200000,
		   .has_level = 1, .level = 379, .level_label = "Magic Number"};
	sbuf b = {0};
	assert_int_equal(chart_svg(&c, &b), 0);
	assert_null(xml_check(b.s));
	int w, h, lines;
	assert_int_equal(sscanf(strstr(b.s, "viewBox="), "viewBox=\"0 0 %d %d\"", &w, &h), 2);
	points_within(b.s, w, h, &lines);
	assert_int_equal(lines, 3);
	assert_int_equal(count(b.s, "class=\"level\""), 1);
	assert_non_null(strstr(b.s, "Magic Number 379"));
	assert_null(strstr(b.s, "<b>"));
	assert_true(count(b.s, hostile_escaped) >= 3); /* the desc, the line's title, the legend */
	assert_non_null(strstr(b.s, "1970-01-1")); /* dated ticks */
	assert_null(strstr(b.s, "none yet"));
	/* Deterministic: the same chart, the same bytes. */
	sbuf again = {0};
	chart_svg(&c, &again);
	assert_string_equal(b.s, again.s);
	sbuf_free(&again);
	sbuf_free(&b);

	/* A level far below every value, values far out: still inside. */
	chart_point big[] = {{1000000, -4000000000000LL}, {1100000, 9000000000000LL}};
	chart_series one[] = {{"x", 0, big, 2}};
	chart c2 = {.title = "t", .series = one, .nseries = 1, .from = 1000000, .to = 1000000,
		    .has_level = 1, .level = -7};
	assert_int_equal(chart_svg(&c2, &b), 0);
	assert_null(xml_check(b.s));
	assert_int_equal(sscanf(strstr(b.s, "viewBox="), "viewBox=\"0 0 %d %d\"", &w, &h), 2);
	points_within(b.s, w, h, &lines);
	assert_int_equal(lines, 1);
	sbuf_free(&b);

	/* A thousand changes in one second are one step, from the value
	 * before them to the value after: four points in all. */
	chart_point *many = calloc(1000, sizeof *many);
	for (int i = 0; i < 1000; i++)
		many[i] = (chart_point){1050000, i % 2 ? 100 : 5 + i};
	chart_series busy[] = {{"busy", 0, many, 1000}};
	chart c4 = {.title = "t", .series = busy, .nseries = 1, .from = 1000000, .to = 1100000};
	assert_int_equal(chart_svg(&c4, &b), 0);
	const char *pl = strstr(b.s, "points=\"");
	assert_non_null(pl);
	size_t plen = strcspn(pl + 8, "\"");
	int spaces = 0;
	for (size_t i = 0; i < plen; i++)
		spaces += pl[8 + i] == ' ';
	assert_int_equal(spaces, 3);
	assert_non_null(strstr(b.s, "busy: 100")); /* the last value */
	free(many);
	sbuf_free(&b);

	/* Nothing changed: the chart says so, and draws no line. */
	chart_series still[] = {{"alice", 0, NULL, 0}};
	chart c3 = {.title = "Scores", .empty = "No score has changed yet.", .series = still,
		    .nseries = 1, .from = 0, .to = 86400};
	assert_int_equal(chart_svg(&c3, &b), 0);
	assert_null(xml_check(b.s));
	assert_int_equal(count(b.s, "<polyline"), 0);
	assert_int_equal(count(b.s, "No score has changed yet."), 2); /* the desc and the text */
	sbuf_free(&b);
}

static void styles_differ(void **state)
{
	(void)state;
	/* The first 42 series differ in colour or dash; neighbours in both. */
	for (int i = 0; i < 42; i++) {
		assert_string_not_equal(chart_colour(i), chart_colour(i + 1));
		assert_string_not_equal(chart_dash(i), chart_dash(i + 1));
		for (int j = i + 1; j < 42; j++)
			assert_true(strcmp(chart_colour(i), chart_colour(j)) != 0 ||
				    strcmp(chart_dash(i), chart_dash(j)) != 0);
	}
}

/* The y of each "x,y" in the points of the first polyline of class cls,
 * as a set's size: how many levels the line takes. */
static int levels_of(const char *svg_text_, const char *cls)
{
	char key[64];
	snprintf(key, sizeof key, "<polyline class=\"%s\" points=\"", cls);
	const char *q = strstr(svg_text_, key);
	assert_non_null(q);
	q += strlen(key);
	double ys[64];
	int n = 0;
	while (*q != '"') {
		char *end;
		strtod(q, &end);
		assert_true(*end == ',');
		double y = strtod(end + 1, &end);
		int seen = 0;
		for (int i = 0; i < n; i++)
			seen |= ys[i] == y;
		if (!seen && n < 64)
			ys[n++] = y;
		q = *end == ' ' ? end + 1 : end;
	}
	return n;
}

/* The score chart of a nomic played: each line's values are the records'
 * exact amounts (reports.h rpt_entry.amount), even where a name holds
 * the words records.c writes; the Magic Number is a step line that
 * changes where `param set` changed it (the records' RPT_MAGIC); the same
 * picture after the nomic is opened again from a checkpoint. */
static void chart_from_records(void **state)
{
	(void)state;
	static const char *const names[] = {"alice"};
	nomic_file f;
	open_nomic_with(&f, names, 1);
	run(f.e, "admin", "join \"bob pays 9 points to\""); /* R500.1 allows it */
	run(f.e, "admin", "mint 40 points to alice");
	run(f.e, "admin", "clock advance 1d");
	run(f.e, "admin", "mint 7 points to \"bob pays 9 points to\"");
	run(f.e, "admin", "param set magic.number 500");
	run(f.e, "admin", "clock advance 1d");
	run(f.e, "admin", "burn 15 points from alice");

	const nomic *n = engine_read_begin(f.e);
	const currency *cur = chart_score_currency(n);
	assert_non_null(cur);
	chart c = {0};
	chart_ledger(n, cur, 0, n->now, &c);
	assert_int_equal(c.nseries, 2);
	/* alice: 0, then 40, then 25; bob: 0 then 7, not the 9 in eir name. */
	assert_string_equal(c.series[0].name, "alice");
	assert_int_equal(c.series[0].start, 0);
	assert_int_equal(c.series[0].n, 2);
	assert_int_equal(c.series[0].pts[0].v, 40);
	assert_int_equal(c.series[0].pts[1].v, 25);
	assert_int_equal(c.series[1].n, 1);
	assert_int_equal(c.series[1].start, 0);
	assert_int_equal(c.series[1].pts[0].v, 7);
	chart_release(&c);
	/* The records hold the amounts; their texts are as they were. */
	const reports *r = n->reports;
	int magic = 0;
	for (int i = 0; i < r->nentries; i++) {
		const rpt_entry *e = r->entries[i];
		if (e->kind == RPT_LEDGER && strstr(e->what, "loses"))
			assert_int_equal(e->amount, 15);
		if (e->kind == RPT_MAGIC) {
			magic++;
			assert_int_equal(e->amount, 500 - 379);
			assert_string_equal(e->what, "Magic Number: 379 -> 500 (R603)");
		}
	}
	assert_int_equal(magic, 1);
	sbuf a = {0};
	assert_int_equal(chart_scores_svg(n, n->now, &a), 0);
	engine_read_end(f.e);
	assert_null(xml_check(a.s));
	assert_int_equal(count(a.s, "class=\"level\""), 1);
	assert_int_equal(levels_of(a.s, "level"), 2); /* 379, then 500 */
	assert_non_null(strstr(a.s, "Magic Number 500"));
	assert_non_null(strstr(a.s, "Magic Number: 500, 379 until "));

	/* Through a checkpoint: the same amounts, the same picture. */
	char why[200];
	uint64_t seq;
	assert_int_equal(engine_checkpoint(f.e, &seq, why, sizeof why), 0);
	reopen(&f);
	n = engine_read_begin(f.e);
	sbuf b = {0};
	assert_int_equal(chart_scores_svg(n, n->now, &b), 0);
	engine_read_end(f.e);
	assert_string_equal(a.s, b.s);
	sbuf_free(&a);
	sbuf_free(&b);
	/* The checkpoint is the state the log replays to, amounts and all. */
	uint64_t count_, checkpoints = 0, bad = 0;
	assert_int_equal(engine_verify_checkpoints(f.path, &count_, &checkpoints, &bad, why,
						   sizeof why), 0);
	assert_int_equal(checkpoints, 1);
	close_nomic(&f);
}

/* The reports' part with one entry of kind, amount: its bytes. */
static sbuf one_entry(int kind, int64_t amount)
{
	ckw w = {{0}};
	ck_int(&w, 1);
	ck_int(&w, 1);
	ck_i64(&w, 978307200);
	ck_u64(&w, 7);
	ck_int(&w, kind);
	ck_int(&w, kind == RPT_LEDGER ? 0 : -1);
	ck_str(&w, "alice gains 5 points");
	ck_str(&w, "mint by the admin, event 7");
	ck_int(&w, 0);
	ck_int(&w, 1);
	ck_i64(&w, amount);
	ck_int(&w, 0); /* no report published */
	for (int i = 0; i < REPORT_OFFICES; i++)
		ck_u64(&w, 0);
	return w.b;
}

/* A forged amount (a movement's below zero, an amount on a record that
 * moves nothing) is refused, saying why; the right ones load. */
static void records_amount_refused(void **state)
{
	(void)state;
	static const struct { int kind; int64_t amount; int ok; } cases[] = {
		{RPT_LEDGER, 5, 1}, {RPT_LEDGER, -5, 0}, {RPT_MAGIC, -300, 1},
		{RPT_PLAYER, 0, 1}, {RPT_PLAYER, 5, 0}, {RPT_HONOUR, 1, 0},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		sbuf b = one_entry(cases[i].kind, cases[i].amount);
		nomic *n = nomic_new();
		ckr r;
		ckr_init(&r, b.s, b.len);
		int rc = reports_load_state(n, &r);
		if (cases[i].ok) {
			assert_int_equal(rc, 0);
			assert_true(ckr_done(&r));
			assert_int_equal(n->reports->entries[0]->amount, cases[i].amount);
		} else {
			assert_int_equal(rc, -1);
			assert_string_equal(r.why, "reports: an entry's amount is out of range");
		}
		reports_free(n);
		nomic_free(n);
		sbuf_free(&b);
	}
}

/* A level that changed: one step line from its start through each value,
 * inside the picture, labelled with its value now. */
static void chart_level_steps(void **state)
{
	(void)state;
	chart_point a[] = {{1000000, 40}, {1172800, 300}};
	chart_series series[] = {{"alice", 0, a, 2}};
	chart_point lv[] = {{1086400, 450}};
	chart c = {.title = "Scores over time", .unit = "points", .series = series, .nseries = 1,
		   .from = 990000, .to = 1200000, .has_level = 1, .level = 450,
		   .level_label = "Magic Number", .level_start = 379, .level_pts = lv, .level_n = 1};
	sbuf b = {0};
	assert_int_equal(chart_svg(&c, &b), 0);
	assert_null(xml_check(b.s));
	assert_int_equal(count(b.s, "class=\"level\""), 1);
	assert_int_equal(levels_of(b.s, "level"), 2);
	assert_non_null(strstr(b.s, "Magic Number 450"));
	assert_null(strstr(b.s, "Magic Number 379"));
	/* Its points inside the viewBox, as the series' are. */
	int w, h;
	assert_int_equal(sscanf(strstr(b.s, "viewBox="), "viewBox=\"0 0 %d %d\"", &w, &h), 2);
	const char *q = strstr(b.s, "<polyline class=\"level\" points=\"") +
			strlen("<polyline class=\"level\" points=\"");
	while (*q != '"') {
		char *end;
		double x = strtod(q, &end);
		double y = strtod(end + 1, &end);
		assert_true(x >= 0 && x <= w && y >= 0 && y <= h);
		q = *end == ' ' ? end + 1 : end;
	}
	sbuf_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(writer_escapes), cmocka_unit_test(numbers),
		cmocka_unit_test(cards_every_card), cmocka_unit_test(cards_from_games),
		cmocka_unit_test(cards_refused), cmocka_unit_test(chart_fixture),
		cmocka_unit_test(styles_differ), cmocka_unit_test(chart_from_records),
		cmocka_unit_test(chart_level_steps), cmocka_unit_test(records_amount_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
