/* names.c: names too alike to tell apart (names.h; docs/RULINGS.md, Names).
 *
 * A name has a primitive form, its letters, marks and digits case folded
 * (Ackanomic R348's, but for its articles), and the looks of the three ways
 * it may be written, since names compare without case: as given, in lower
 * case and in capitals. A look is the writing's confusable skeleton
 * (Unicode UTS #39), cut to its letters, marks and digits. (A name with none
 * keeps all its characters.) Two names look alike when their primitive
 * forms are the same or a look of one is a look of the other: "alice." and
 * "ALICE" have alice's primitive form; "aIice" and "a1ice" look like
 * "alice", "AL1CE" like "ALICE" and "b0b" in capitals like "BOB". Looks are
 * not case folded: the skeleton writes a capital I as a small l, so folding
 * it would make "IAN" look like "LAN".
 *
 * The skeletons are ICU's spoof checker's (uspoof_getSkeletonUTF8), from
 * Unicode's confusables.txt, and the case mappings ICU's. The tables change
 * with Unicode's versions, so a command's answer is recorded in its event,
 * and replay reads it back rather than asking ICU again. */
#include "core/names.h"

#include <unicode/ucasemap.h>
#include <unicode/uchar.h>
#include <unicode/uspoof.h>
#include <unicode/utf8.h>

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct checker {
	USpoofChecker *spoof;
	UCaseMap *fold;
	/* The skeleton of each ASCII character, from the spoof checker: an
	 * ASCII string's skeleton is theirs end to end (no decomposition, no
	 * marks to reorder), and player names are ASCII (R500.1), so most
	 * checks need not go through ICU. */
	char *ascii_skeleton[128];
	char err[128];
} checker;

/* One checker for the process, made once: opening the spoof checker reads
 * its tables (milliseconds), and ICU lets threads share it for checks. */
static checker the_checker;
static pthread_once_t checker_once = PTHREAD_ONCE_INIT;

static void checker_make(void)
{
	UErrorCode st = U_ZERO_ERROR;
	checker *k = &the_checker;
	k->spoof = uspoof_open(&st);
	/* The root locale's case mappings: the same on every machine (a Turkish
	 * default would lower-case I to a dotless i). */
	k->fold = U_SUCCESS(st) ? ucasemap_open("", U_FOLD_CASE_DEFAULT, &st) : NULL;
	for (int c = 1; c < 128 && U_SUCCESS(st); c++) {
		char in[2] = {(char)c, '\0'}, out[32];
		int32_t n = uspoof_getSkeletonUTF8(k->spoof, 0, in, 1, out, sizeof out - 1, &st);
		if (U_SUCCESS(st)) {
			out[n] = '\0';
			k->ascii_skeleton[c] = xstrdup(out);
		}
	}
	if (U_SUCCESS(st))
		return;
	snprintf(k->err, sizeof k->err, "the confusable characters' tables cannot be read "
		 "(ICU: %s)", u_errorName(st));
	if (k->spoof)
		uspoof_close(k->spoof);
	if (k->fold)
		ucasemap_close(k->fold);
	k->spoof = NULL;
	k->fold = NULL;
}

/* The checker, or NULL with why in err. */
static const checker *checker_get(char *err, size_t errlen)
{
	pthread_once(&checker_once, checker_make);
	if (the_checker.spoof)
		return &the_checker;
	snprintf(err, errlen, "%s", the_checker.err);
	return NULL;
}

enum transform { FOLD, LOWER, UPPER, SKELETON };

/* An ASCII string transformed without ICU's machinery (with the same
 * result); NULL if s is not ASCII. */
static char *ascii_transform(const checker *k, enum transform t, const char *s)
{
	for (const char *p = s; *p; p++)
		if ((unsigned char)*p >= 128)
			return NULL;
	if (t != SKELETON) {
		char *out = xstrdup(s);
		for (char *p = out; *p; p++)
			*p = (char)(t == UPPER ? toupper((unsigned char)*p) : tolower((unsigned char)*p));
		return out;
	}
	sbuf b = {0};
	for (const char *p = s; *p; p++)
		sbuf_add(&b, k->ascii_skeleton[(unsigned char)*p]);
	return sbuf_take(&b);
}

/* s transformed into a new string; NULL if ICU refuses it. */
static char *transform(const checker *k, enum transform t, const char *s)
{
	char *ascii = ascii_transform(k, t, s);
	if (ascii)
		return ascii;
	int32_t cap = (int32_t)strlen(s) * 4 + 16;
	for (int tries = 0; tries < 2; tries++) {
		char *out = xmalloc((size_t)cap + 1);
		UErrorCode st = U_ZERO_ERROR;
		int32_t n = t == FOLD ? ucasemap_utf8FoldCase(k->fold, out, cap, s, -1, &st)
			  : t == LOWER ? ucasemap_utf8ToLower(k->fold, out, cap, s, -1, &st)
			  : t == UPPER ? ucasemap_utf8ToUpper(k->fold, out, cap, s, -1, &st)
			  : uspoof_getSkeletonUTF8(k->spoof, 0, s, -1, out, cap, &st);
		if (U_SUCCESS(st) && n <= cap) {
			out[n] = '\0';
			return out;
		}
		free(out);
		if (st != U_BUFFER_OVERFLOW_ERROR && st != U_STRING_NOT_TERMINATED_WARNING)
			return NULL;
		cap = n + 1;
	}
	return NULL;
}

/* Keeps the letters, marks and digits of s, in place, if it has any. */
static char *letters_and_digits(char *s)
{
	int32_t len = (int32_t)strlen(s), i = 0, o = 0;
	while (i < len) {
		int32_t start = i;
		UChar32 c;
		U8_NEXT(s, i, len, c);
		if (c >= 0 && (U_GET_GC_MASK(c) & (U_GC_L_MASK | U_GC_M_MASK | U_GC_N_MASK))) {
			memmove(s + o, s + start, (size_t)(i - start));
			o += i - start;
		}
	}
	if (o > 0)
		s[o] = '\0';
	return s;
}

typedef struct forms {
	char *primitive;
	char *looks[3]; /* as given, in lower case, in capitals */
} forms;

static void forms_free(forms *fs)
{
	free(fs->primitive);
	for (int i = 0; i < 3; i++)
		free(fs->looks[i]);
}

/* The look of s written as `written` says (LOWER, UPPER, or SKELETON:
 * as it is): the writing's skeleton, cut to its letters, marks and digits. */
static char *look(const checker *k, enum transform written, const char *s)
{
	char *w = written == SKELETON ? xstrdup(s) : transform(k, written, s);
	char *l = w ? transform(k, SKELETON, w) : NULL;
	free(w);
	return l ? letters_and_digits(l) : NULL;
}

static int forms_of(const checker *k, const char *name, forms *fs)
{
	fs->primitive = transform(k, FOLD, name);
	fs->looks[0] = look(k, SKELETON, name);
	fs->looks[1] = look(k, LOWER, name);
	fs->looks[2] = look(k, UPPER, name);
	if (!fs->primitive || !fs->looks[0] || !fs->looks[1] || !fs->looks[2]) {
		forms_free(fs);
		memset(fs, 0, sizeof *fs);
		return -1;
	}
	letters_and_digits(fs->primitive);
	return 0;
}

static int forms_meet(const forms *a, const forms *b)
{
	if (strcmp(a->primitive, b->primitive) == 0)
		return 1;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
			if (strcmp(a->looks[i], b->looks[j]) == 0)
				return 1;
	return 0;
}

int names_look_alike(const char *a, const char *b, char *err, size_t errlen)
{
	const checker *k = checker_get(err, errlen);
	if (!k)
		return -1;
	forms fa, fb;
	int rc = -1;
	if (forms_of(k, a, &fa) == 0) {
		if (forms_of(k, b, &fb) == 0) {
			rc = forms_meet(&fa, &fb);
			forms_free(&fb);
		}
		forms_free(&fa);
	}
	if (rc < 0)
		snprintf(err, errlen, "a name is not valid UTF-8");
	return rc;
}

/* The names the server keeps for its own actors (state.c refuses them
 * outright), as they are shown. */
static const char *const kept_names[] = {
	"admin", "clock", "Treasury", "public", "system", "everyone",
};

/* 1 if the name whose forms are mine looks like other, with the phrase
 * "<what> 'other'<after>" in out; else 0. */
static int against(const checker *k, const forms *mine, const char *what, const char *other,
		   const char *after, char *out, size_t outlen)
{
	forms theirs;
	if (forms_of(k, other, &theirs))
		return 0; /* a name ICU cannot read is nothing a valid name looks like */
	int alike = forms_meet(mine, &theirs);
	forms_free(&theirs);
	if (alike)
		snprintf(out, outlen, "%s'%s'%s", what, other, after);
	return alike;
}

int name_resembles(const nomic *n, const char *name, enum name_space ns, const void *self,
		   char *out, size_t outlen)
{
	const checker *k = checker_get(out, outlen);
	if (!k)
		return -1;
	forms mine;
	if (forms_of(k, name, &mine)) {
		snprintf(out, outlen, "the name is not valid UTF-8");
		return -1;
	}
	int found = 0;
	if (ns == NAMES_CURRENCY) {
		for (int i = 0; !found && i < n->ncurrencies; i++)
			if (n->currencies[i] != self)
				found = against(k, &mine, "the currency ", n->currencies[i]->name,
						"", out, outlen);
	} else {
		for (int i = 0; !found && i < n->nplayers; i++)
			if (n->players[i] != self)
				found = against(k, &mine, "", n->players[i]->name, "", out, outlen);
		for (int i = 0; !found && i < n->noffices; i++)
			if (n->offices[i] != self)
				found = against(k, &mine, "the office ", n->offices[i]->name, "",
						out, outlen);
		for (size_t i = 0; !found && i < sizeof kept_names / sizeof *kept_names; i++)
			found = against(k, &mine, "", kept_names[i], ", a name the server keeps",
					out, outlen);
	}
	forms_free(&mine);
	return found;
}

int ctx_name_resembles(ctx *c, const char *name, enum name_space ns, const void *self,
		       char *out, size_t outlen)
{
	/* Keyed by what is checked, not by the order of the checks: a script
	 * run that failed live is not run again in replay, and the checks it
	 * made must not shift the others'. */
	static const char *const spaces[] = {"player", "office", "currency"};
	event_scope *sc = c->scope;
	sbuf key = {0};
	sbuf_printf(&key, "%s %s", spaces[ns], name);
	int found;
	if (c->replaying && sc) {
		const json_t *was = json_object_get(json_object_get(scope_recorded(sc), "_lookalike"),
						    key.s);
		const char *error = json_string_value(json_object_get(was, "error"));
		snprintf(out, outlen, "%s", error ? error : json_is_string(was) ?
			 json_string_value(was) : "");
		found = error ? -1 : json_is_string(was) ? 1 : 0;
	} else {
		found = name_resembles(c->n, name, ns, self, out, outlen);
	}
	if (found == 0 || !sc || !sc->args) {
		sbuf_free(&key);
		return found;
	}
	/* Recorded (in replay, again): the name it looks like, or why it could
	 * not be checked. */
	json_t *rec = json_object_get(sc->args, "_lookalike");
	if (!rec) {
		rec = json_object();
		json_object_set_new(sc->args, "_lookalike", rec);
	}
	json_t *v = json_string(out);
	if (v && found < 0)
		v = json_pack("{s:o}", "error", v);
	int bad = !v || json_object_set_new(rec, key.s, v);
	sbuf_free(&key);
	if (bad) {
		c->arg_faults++;
		ctx_fail(c, "the check of '%s' against look-alike names cannot be logged", name);
		return -1;
	}
	return found;
}
