/* penalty.c: the penalties of a CFCJ (R710 5): parsing the suggested or
 * judged penalty strictly, imposing it at the end of the grace period
 * (R710 8), reversing it when a TRUE verdict is not upheld (R710 9b) and
 * adjusting it when an appeal upholds TRUE with another penalty (R710 9c).
 *
 * A penalty is kept as canonical text, one class per item: "deduct 10;
 * fine 5; sentence 3d; transfer 5 A$; expel; apology 3; remove ORG;
 * impeach OFFICE; confiscate 5 A$". What was carried out is kept the same
 * way, with the amounts actually moved, so that reversing it is exact. */
#include "core/players.h"
#include "gov/crime/crime.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum pen_kind { PEN_DEDUCT, PEN_FINE, PEN_SENTENCE, PEN_TRANSFER, PEN_EXPEL, PEN_APOLOGY,
	PEN_REMOVE, PEN_IMPEACH, PEN_CONFISCATE, PEN_COUNT };

/* R710 5 a-i: each class's word, how many words follow it. */
static const struct {
	const char *word;
	int nargs;
} classes[PEN_COUNT] = {
	{"deduct", 1}, {"fine", 1}, {"sentence", 1}, {"transfer", 2}, {"expel", 0},
	{"apology", 1}, {"remove", 1}, {"impeach", 1}, {"confiscate", 2},
};

#define PEN_USAGE "deduct POINTS, fine A$, sentence DAYS, transfer N CURRENCY, expel, " \
	"apology LINES, remove ORGANIZATION, impeach OFFICE or confiscate N CURRENCY"

typedef struct pen {
	enum pen_kind kind;
	int64_t amount;
	char what[128];
} pen;

static int class_of(const char *w)
{
	for (int k = 0; k < PEN_COUNT; k++)
		if (strcasecmp(w, classes[k].word) == 0)
			return k;
	return -1;
}

/* "3" or "3d": whole days (R710 5c counts days; 9b pays by the day). */
static int parse_days(const char *w, int64_t *out)
{
	char buf[32];
	size_t len = strlen(w);
	if (len == 0 || len >= sizeof buf)
		return -1;
	memcpy(buf, w, len + 1);
	if (buf[len - 1] == 'd' || buf[len - 1] == 'D')
		buf[len - 1] = 0;
	return parse_int64(buf, out);
}

int penalty_parse(ctx *c, char *const *v, int n, char **out)
{
	sbuf b = {0};
	int seen[PEN_COUNT] = {0};
	for (int i = 0; i < n;) {
		int k = class_of(v[i]);
		if (k < 0) {
			sbuf_free(&b);
			return ctx_fail(c, "'%s' is not a class of penalty: say %s (R710 5)", v[i],
					PEN_USAGE);
		}
		if (seen[k]++) {
			sbuf_free(&b);
			return ctx_fail(c, "the penalty '%s' is given twice (R710 5: one of each class)",
					classes[k].word);
		}
		if (i + 1 + classes[k].nargs > n) {
			sbuf_free(&b);
			return ctx_fail(c, "the penalty '%s' needs %s (R710 5)", classes[k].word,
					k == PEN_TRANSFER || k == PEN_CONFISCATE ? "an amount and a currency"
					: k == PEN_SENTENCE ? "a number of days"
					: k == PEN_REMOVE ? "an organization"
					: k == PEN_IMPEACH ? "an office" : "a number");
		}
		const char *a = classes[k].nargs ? v[i + 1] : NULL;
		int64_t amt = 0;
		const char *bad = NULL;
		switch (k) {
		case PEN_DEDUCT: /* R710 5a: 0 or more points */
			if (parse_int64(a, &amt) || amt < 0 || amt > 1000000)
				bad = "a DEDUCTION is 0 or more points (R710 5a)";
			break;
		case PEN_FINE: /* R710 5b: 1 or more A$ */
			if (parse_int64(a, &amt) || amt < 1 || amt > 1000000000)
				bad = "a FINE is 1 or more A$ (R710 5b)";
			break;
		case PEN_SENTENCE: /* R710 5c: 1 or more days */
			if (parse_days(a, &amt) || amt < 1 || amt > 3650)
				bad = "a SENTENCE is 1 or more whole days, like 3d (R710 5c)";
			break;
		case PEN_APOLOGY: /* R710 5f: 1 or more lines */
			if (parse_int64(a, &amt) || amt < 1 || amt > 1000)
				bad = "a PUBLIC APOLOGY is 1 or more lines (R710 5f)";
			break;
		case PEN_TRANSFER: /* R710 5d, 5i: one or more of something */
		case PEN_CONFISCATE:
			if (parse_int64(a, &amt) || amt < 1 || amt > 1000000000)
				bad = "the amount must be 1 or more (R710 5d, 5i)";
			else if (!currency_by_name(c->n, v[i + 2]))
				bad = "no such currency";
			break;
		case PEN_IMPEACH: /* R710 5h: one specific office */
			if (!office_by_name(c->n, a))
				bad = "no such office (R710 5h)";
			break;
		case PEN_REMOVE:
			if (strchr(a, ';'))
				bad = "an organization's name has no ';'";
			break;
		}
		if (bad) {
			sbuf_free(&b);
			return ctx_fail(c, "bad penalty '%s%s%s%s%s': %s", classes[k].word,
					a ? " " : "", a ? a : "", classes[k].nargs > 1 ? " " : "",
					classes[k].nargs > 1 ? v[i + 2] : "", bad);
		}
		if (b.len)
			sbuf_add(&b, "; ");
		sbuf_add(&b, classes[k].word);
		if (k == PEN_SENTENCE)
			sbuf_printf(&b, " %lldd", (long long)amt);
		else if (k == PEN_TRANSFER || k == PEN_CONFISCATE)
			sbuf_printf(&b, " %lld %s", (long long)amt, currency_by_name(c->n, v[i + 2])->name);
		else if (k == PEN_IMPEACH)
			sbuf_printf(&b, " %s", office_by_name(c->n, a)->name);
		else if (a)
			sbuf_printf(&b, " %s", k == PEN_REMOVE ? a : v[i + 1]);
		i += 1 + classes[k].nargs;
	}
	*out = sbuf_take(&b);
	return 0;
}

/* Canonical text (trusted: penalty_parse wrote it) into items. */
static int pens_of(const char *text, pen *out, int max)
{
	int n = 0;
	const char *p = text ? text : "";
	while (*p && n < max) {
		const char *e = strstr(p, "; ");
		size_t len = e ? (size_t)(e - p) : strlen(p);
		char item[200];
		if (len >= sizeof item)
			len = sizeof item - 1;
		memcpy(item, p, len);
		item[len] = 0;
		p += len + (e ? 2 : 0);
		char *sp = strchr(item, ' ');
		if (sp)
			*sp++ = 0;
		int k = class_of(item);
		if (k < 0)
			continue;
		pen *q = &out[n++];
		memset(q, 0, sizeof *q);
		q->kind = (enum pen_kind)k;
		if (k == PEN_REMOVE || k == PEN_IMPEACH) {
			snprintf(q->what, sizeof q->what, "%s", sp ? sp : "");
		} else if (sp) {
			char *rest = strchr(sp, ' ');
			if (rest)
				*rest++ = 0;
			if (k == PEN_SENTENCE)
				parse_days(sp, &q->amount);
			else
				parse_int64(sp, &q->amount);
			snprintf(q->what, sizeof q->what, "%s", rest ? rest : "");
		}
	}
	return n;
}

const char *cfcj_penalty_text(const cfcj_rec *rec)
{
	return rec->penalty ? rec->penalty : rec->suggested ? rec->suggested : "";
}

static void clear_err(ctx *c)
{
	free(sbuf_take(&c->err));
}

static const currency *ackadollars(const nomic *n)
{
	return currency_by_name(n, "A$");
}

static int64_t min64(int64_t a, int64_t b)
{
	return a < b ? a : b;
}

/* Carries out the items of text (skipping SENTENCE if skip_sentence),
 * appending what was done to done and a description to say. */
static void impose_items(ctx *c, cfcj_rec *rec, const char *text, int skip_sentence, sbuf *done,
			 sbuf *say)
{
	pen items[PEN_COUNT * 2];
	int n = pens_of(text, items, PEN_COUNT * 2);
	player *p = player_by_id(c->n, rec->accused);
	const currency *ad = ackadollars(c->n);
#define DONE(...) do { if (done->len) sbuf_add(done, "; "); sbuf_printf(done, __VA_ARGS__); } while (0)
#define SAY(...) do { if (say->len) sbuf_add(say, "; "); sbuf_printf(say, __VA_ARGS__); } while (0)
	for (int i = 0; i < n; i++) {
		pen *q = &items[i];
		const currency *cur = q->what[0] ? currency_by_name(c->n, q->what) : NULL;
		switch (q->kind) {
		case PEN_DEDUCT: {
			const currency *pts = currency_by_name(c->n, "points");
			if (q->amount > 0 && pts && ledger_add(c, p->id, pts, -q->amount) == 0) {
				DONE("deduct %lld", (long long)q->amount);
				SAY("%lld points deducted", (long long)q->amount);
			} else if (q->amount > 0) {
				clear_err(c);
				SAY("no points deducted (R250 VI d)");
			}
			break;
		}
		case PEN_FINE: { /* as far as eir A$ go (docs/RULINGS.md) */
			int64_t pay = ad ? min64(q->amount, balance(c->n, p->id, ad->id)) : 0;
			if (pay > 0 && ledger_move(c, p->id, 0, ad, pay) == 0) {
				DONE("fine %lld", (long long)pay);
				SAY("fined A$%lld to the Treasury", (long long)pay);
			} else {
				clear_err(c);
				SAY("the fine is void: %s has no A$", p->name);
			}
			break;
		}
		case PEN_SENTENCE: /* R710 8b */
			if (skip_sentence)
				break;
			if (gaol_sentence(c, p->id, q->amount * CRIME_DAY, "R710 8b") == 0) {
				DONE("sentence %lldd", (long long)q->amount);
				UNDO_SET(c->j, rec->sentence_days, (int)q->amount);
				SAY("sentenced to %lld days in the Gaol", (long long)q->amount);
			}
			break;
		case PEN_TRANSFER: /* R710 8c: what may not be transferred is void */
		case PEN_CONFISCATE: { /* R710 5i: tradeable entities only */
			int to = q->kind == PEN_TRANSFER ? rec->author : 0;
			int64_t amt = cur ? min64(q->amount, balance(c->n, p->id, cur->id)) : 0;
			if (cur && (cur->flags & CUR_TRANSFERABLE) && amt > 0 &&
			    ledger_move(c, p->id, to, cur, amt) == 0) {
				DONE("%s %lld %s", classes[q->kind].word, (long long)amt, cur->name);
				SAY("%lld %s %s %s", (long long)amt, cur->name,
				    q->kind == PEN_TRANSFER ? "transferred to" : "confiscated to the",
				    q->kind == PEN_TRANSFER ? holder_name(c->n, to) : "Treasury");
			} else {
				clear_err(c);
				SAY("the %s of %s is void (R710 8c)", q->kind == PEN_TRANSFER
				    ? "TRANSFERENCE" : "CONFISCATION", q->what);
			}
			break;
		}
		case PEN_EXPEL: /* R710 5e: a Non-Player (R250 VII) */
			if (p->state != PS_NONPLAYER) {
				UNDO_SET(c->j, rec->expelled_from, (int)p->state);
				if (c->out.len) /* R250 VII's reply on a line of its own */
					ctx_reply(c, "\n");
				if (player_go_nonplayer(c, p) == 0) {
					DONE("expel");
					SAY("expelled from the game");
				}
			}
			break;
		case PEN_APOLOGY: /* R710 8d */
			apology_require(c, p->id, rec->number, (int)q->amount);
			DONE("apology %lld", (long long)q->amount);
			SAY("a Public Apology of %lld lines is due (R710 8d)", (long long)q->amount);
			break;
		case PEN_REMOVE: /* R710 5g: the server models no Organizations */
			SAY("the REMOVAL from %s is void: no Organizations exist", q->what);
			break;
		case PEN_IMPEACH: { /* R710 5h */
			office *o = office_by_name(c->n, q->what);
			if (o && o->holder == p->id) {
				mut_office_holder(c, o, 0);
				DONE("impeach %s", o->name);
				SAY("impeached from %s", o->name);
			} else {
				SAY("the IMPEACHMENT is void: %s does not hold %s", p->name, q->what);
			}
			break;
		}
		case PEN_COUNT:
			break;
		}
	}
#undef DONE
#undef SAY
}

/* Undoes the items of done (skipping SENTENCE if skip_sentence). */
static void reverse_items(ctx *c, cfcj_rec *rec, const char *done, int skip_sentence, sbuf *say)
{
	pen items[PEN_COUNT * 2];
	int n = pens_of(done, items, PEN_COUNT * 2);
	player *p = player_by_id(c->n, rec->accused);
	const currency *ad = ackadollars(c->n);
#define SAY(...) do { if (say->len) sbuf_add(say, "; "); sbuf_printf(say, __VA_ARGS__); } while (0)
	for (int i = 0; i < n; i++) {
		pen *q = &items[i];
		const currency *cur = q->what[0] ? currency_by_name(c->n, q->what) : NULL;
		int ok = -1;
		switch (q->kind) {
		case PEN_DEDUCT: {
			const currency *pts = currency_by_name(c->n, "points");
			ok = pts ? ledger_add(c, p->id, pts, q->amount) : -1;
			if (!ok)
				SAY("%lld points restored", (long long)q->amount);
			break;
		}
		case PEN_FINE:
			ok = ad ? ledger_move(c, 0, p->id, ad, q->amount) : -1;
			if (!ok)
				SAY("the fine of A$%lld repaid", (long long)q->amount);
			break;
		case PEN_SENTENCE: { /* R710 9b: subtracted, and paid for */
			if (skip_sentence)
				break;
			gaol_shorten(c, p->id, q->amount * CRIME_DAY, "R710 9b");
			int64_t pay = min64(q->amount * param_int(c->n, "crime.reversal_pay"),
					    param_int(c->n, "crime.reversal_cap"));
			pay = ad ? min64(pay, balance(c->n, 0, ad->id)) : 0;
			if (pay > 0 && ledger_move(c, 0, p->id, ad, pay) == 0)
				SAY("%lld days off the sentence and A$%lld paid (R710 9b)",
				    (long long)q->amount, (long long)pay);
			else
				SAY("%lld days off the sentence (R710 9b)", (long long)q->amount);
			UNDO_SET(c->j, rec->sentence_days, 0);
			ok = 0;
			break;
		}
		case PEN_TRANSFER:
		case PEN_CONFISCATE: {
			int from = q->kind == PEN_TRANSFER ? rec->author : 0;
			int64_t amt = cur ? min64(q->amount, balance(c->n, from, cur->id)) : 0;
			ok = amt > 0 ? ledger_move(c, from, p->id, cur, amt) : -1;
			if (!ok)
				SAY("%lld %s returned", (long long)amt, cur->name);
			break;
		}
		case PEN_EXPEL: /* eir state back; what e gave up stays given up */
			if (p->state == PS_NONPLAYER && rec->expelled_from >= 0) {
				mut_player_state(c, p, (enum player_state)rec->expelled_from);
				SAY("%s is a player again (%s)", p->name,
				    player_state_name(p->state));
				ok = 0;
			}
			break;
		case PEN_APOLOGY:
			apology_cancel(c, p->id, rec->number);
			SAY("no apology is due");
			ok = 0;
			break;
		case PEN_IMPEACH: {
			office *o = office_by_name(c->n, q->what);
			if (o && o->holder == 0) {
				mut_office_holder(c, o, p->id);
				SAY("%s holds %s again", p->name, o->name);
				ok = 0;
			}
			break;
		}
		case PEN_REMOVE:
		case PEN_COUNT:
			ok = 0;
			break;
		}
		if (ok)
			clear_err(c);
	}
#undef SAY
}

int penalty_impose(ctx *c, cfcj_rec *rec)
{
	sbuf done = {0}, say = {0};
	const char *text = cfcj_penalty_text(rec);
	const player *p = player_by_id(c->n, rec->accused);
	ctx_announce(c, "CFCJ %d: the grace period is over; %s's penalty is imposed (R710 8)",
		     rec->number, p->name);
	impose_items(c, rec, text, 0, &done, &say);
	crime_set_str(c, &rec->imposed_from, text);
	char *d = sbuf_take(&done);
	crime_set_str(c, &rec->imposed, d);
	free(d);
	UNDO_SET(c->j, rec->phase, CFCJ_IMPOSED);
	char *s = sbuf_take(&say);
	ctx_announce(c, "CFCJ %d: %s: %s", rec->number, p->name, *s ? s : "no penalty");
	free(s);
	return 0;
}

int penalty_reverse(ctx *c, cfcj_rec *rec)
{
	sbuf say = {0};
	reverse_items(c, rec, rec->imposed, 0, &say);
	crime_set_str(c, &rec->imposed, NULL);
	crime_set_str(c, &rec->imposed_from, NULL);
	UNDO_SET(c->j, rec->phase, CFCJ_OPEN);
	char *s = sbuf_take(&say);
	ctx_announce(c, "CFCJ %d: the TRUE verdict is not upheld; %s's penalties are reversed "
		     "(R710 9b): %s", rec->number, player_by_id(c->n, rec->accused)->name,
		     *s ? s : "nothing to reverse");
	free(s);
	return 0;
}

static int64_t sentence_of(const char *text)
{
	pen items[PEN_COUNT * 2];
	int n = pens_of(text, items, PEN_COUNT * 2);
	for (int i = 0; i < n; i++)
		if (items[i].kind == PEN_SENTENCE)
			return items[i].amount;
	return 0;
}

int penalty_adjust(ctx *c, cfcj_rec *rec)
{
	const char *text = cfcj_penalty_text(rec);
	if (rec->imposed_from && strcmp(rec->imposed_from, text) == 0)
		return 0; /* the same penalty: nothing to adjust */
	sbuf say = {0}, done = {0};
	reverse_items(c, rec, rec->imposed, 1, &say);
	impose_items(c, rec, text, 1, &done, &say);
	/* R710 9c: the difference of the SENTENCEs is tacked on or taken off */
	int64_t diff = sentence_of(text) - rec->sentence_days;
	if (diff > 0)
		gaol_sentence(c, rec->accused, diff * CRIME_DAY, "R710 9c");
	else if (diff < 0)
		gaol_shorten(c, rec->accused, -diff * CRIME_DAY, "R710 9c");
	if (diff) {
		if (say.len)
			sbuf_add(&say, "; ");
		sbuf_printf(&say, "the sentence %s by %lld days", diff > 0 ? "lengthened" : "shortened",
			    (long long)(diff > 0 ? diff : -diff));
	}
	int64_t days = sentence_of(text);
	UNDO_SET(c->j, rec->sentence_days, (int)days);
	if (days) {
		if (done.len)
			sbuf_add(&done, "; ");
		sbuf_printf(&done, "sentence %lldd", (long long)days);
	}
	char *d = sbuf_take(&done);
	crime_set_str(c, &rec->imposed, d);
	free(d);
	crime_set_str(c, &rec->imposed_from, text);
	char *s = sbuf_take(&say);
	ctx_announce(c, "CFCJ %d: TRUE upheld with a new penalty; adjusted (R710 9c): %s",
		     rec->number, *s ? s : "no change");
	free(s);
	return 0;
}
