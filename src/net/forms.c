/* forms.c: a command's usage read into a form, and a posted form put back
 * into a command line (forms.h; issue 18 item 2). The usage language is
 * the one `help` shows: lower-case words are literal, UPPER-CASE words are
 * arguments, a|b|c is a choice, [...] is optional. What this reader does
 * not understand it does not guess at: the form becomes one free field for
 * the rest of the line, which is never worse than the command box. */
#include "net/forms.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct piece {
	char text[128];
	int optional;
} piece;

/* Splits usage (after the command's name) into words and [groups]. -1
 * when it is past this reader (nested or unclosed brackets, a group glued
 * to a word, too many pieces). */
static int split(const char *s, piece *out, int max)
{
	int n = 0;
	while (*s) {
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		if (n == max)
			return -1;
		int opt = *s == '[';
		const char *end = opt ? strchr(s, ']') : s + strcspn(s, " ");
		if (!end)
			return -1;
		const char *from = opt ? s + 1 : s;
		size_t len = (size_t)(end - from);
		if (len == 0 || len >= sizeof out[n].text || memchr(from, '[', len) ||
		    (!opt && memchr(from, ']', len)))
			return -1;
		if (opt && end[1] && end[1] != ' ')
			return -1;
		memcpy(out[n].text, from, len);
		out[n].text[len] = '\0';
		out[n].optional = opt;
		n++;
		s = opt ? end + 1 : end;
	}
	return n;
}

static int is_literal(const char *w)
{
	if (!*w)
		return 0;
	for (; *w; w++)
		if (!(islower((unsigned char)*w) || isdigit((unsigned char)*w) || *w == '-' ||
		      *w == '_' || *w == '!' || *w == '.'))
			return 0;
	return 1;
}

/* An argument's name: upper-case letters, digits and _ (in quotes, or
 * ending in "..."); its bare name into name. */
static int is_arg(const char *w, char *name, size_t cap)
{
	size_t len = strlen(w);
	if (len >= 2 && w[0] == '"' && w[len - 1] == '"')
		w++, len -= 2;
	if (len > 3 && memcmp(w + len - 3, "...", 3) == 0)
		len -= 3;
	if (!len || len >= cap)
		return 0;
	int upper = 0;
	for (size_t i = 0; i < len; i++) {
		if (isupper((unsigned char)w[i]))
			upper = 1;
		else if (!isdigit((unsigned char)w[i]) && w[i] != '_' && w[i] != '-')
			return 0;
	}
	memcpy(name, w, len);
	name[len] = '\0';
	return upper;
}

/* "a|b|c" of literals: the options as a JSON array, else NULL. */
static json_t *choice(const char *w)
{
	if (!strchr(w, '|'))
		return NULL;
	json_t *opts = json_array();
	char buf[128];
	snprintf(buf, sizeof buf, "%s", w);
	for (char *save = NULL, *t = strtok_r(buf, "|", &save); t; t = strtok_r(NULL, "|", &save)) {
		if (!is_literal(t)) {
			json_decref(opts);
			return NULL;
		}
		json_array_append_new(opts, json_string(t));
	}
	return opts;
}

static json_t *field(int n, const char *label, const char *type, int required)
{
	char name[16];
	snprintf(name, sizeof name, "a%d", n);
	char lab[128];
	snprintf(lab, sizeof lab, "%s", label);
	for (char *p = lab; *p; p++)
		*p = *p == '_' ? ' ' : (char)tolower((unsigned char)*p);
	/* The template has no equality test: a flag per type. */
	return json_pack("{si ss ss ss sb sb}", "n", n, "name", name, "label", lab, "type", type,
			 "required", required, type, 1);
}

/* A required TEXT is a paragraph (a proposal's text); an optional one a
 * line (a memo). */
static const char *type_of(const char *arg, int required)
{
	return required && (strstr(arg, "TEXT") || strcmp(arg, "BODY") == 0) ? "textarea" : "text";
}

static json_t *free_form(const char *name, const char *rest)
{
	json_t *f = field(1, "the rest of the command", "text", 0);
	json_object_set_new(f, "placeholder", json_string(rest));
	return json_pack("{ss s[o] sb}", "c", name, "fields", f, "free", 1);
}

json_t *forms_of_usage(const char *name, const char *usage)
{
	size_t nlen = strlen(name);
	const char *rest = usage && strncmp(usage, name, nlen) == 0 ? usage + nlen : "";
	piece p[24];
	int np = split(rest, p, 24);
	if (np < 0)
		return free_form(name, rest);
	json_t *fields = json_array();
	sbuf c = {0}, prefix = {0};
	sbuf_add(&c, name);
	int nargs = 0;
	for (int i = 0; i < np; i++) {
		char arg[64];
		piece words[4];
		int nw = p[i].optional ? split(p[i].text, words, 4) : 1;
		if (!p[i].optional)
			words[0] = p[i];
		json_t *opts = NULL, *f = NULL;
		const char *lit = NULL;
		if (nw == 1 && is_literal(words[0].text)) {
			if (p[i].optional)
				continue; /* "[as]": a word the command reads without */
			if (nargs == 0) {
				sbuf_printf(&c, " %s", words[0].text);
			} else {
				if (prefix.len)
					sbuf_add(&prefix, " ");
				sbuf_add(&prefix, words[0].text);
			}
			continue;
		}
		if (nw == 1 && is_arg(words[0].text, arg, sizeof arg)) {
			f = field(nargs + 1, arg, type_of(arg, !p[i].optional), !p[i].optional);
			size_t wl = strlen(words[0].text);
			if (wl > 3 && strcmp(words[0].text + wl - 3, "...") == 0)
				json_object_set_new(f, "words", json_true());
		} else if (nw == 1 && (opts = choice(words[0].text))) {
			f = field(nargs + 1, name, "select", !p[i].optional);
			if (p[i].optional)
				json_array_insert_new(opts, 0, json_string(""));
			json_object_set_new(f, "label", json_string("choose"));
			json_object_set_new(f, "options", opts);
		} else if (nw == 1 && strchr(words[0].text, '|')) {
			/* ADDRESS|none: a value or a word, typed. */
			f = field(nargs + 1, words[0].text, "text", !p[i].optional);
			json_object_set_new(f, "label", json_string(words[0].text));
		} else if (nw == 2 && p[i].optional && is_literal(words[0].text) &&
			   is_arg(words[1].text, arg, sizeof arg)) {
			lit = words[0].text; /* [memo TEXT] */
			f = field(nargs + 1, arg, "text", 0);
			json_object_set_new(f, "label", json_string(lit));
		}
		if (!f || nargs == FORMS_MAX_ARGS) {
			json_decref(f);
			json_decref(fields);
			sbuf_free(&c);
			sbuf_free(&prefix);
			return free_form(name, rest);
		}
		if (lit) {
			if (prefix.len)
				sbuf_add(&prefix, " ");
			sbuf_add(&prefix, lit);
		}
		if (prefix.len)
			json_object_set_new(f, "prefix", json_string(prefix.s));
		sbuf_free(&prefix);
		json_array_append_new(fields, f);
		nargs++;
	}
	if (prefix.len) { /* a literal after the last argument: past us */
		json_decref(fields);
		sbuf_free(&c);
		sbuf_free(&prefix);
		return free_form(name, rest);
	}
	json_t *form = json_pack("{ss so sb}", "c", c.s, "fields", fields, "free", 0);
	sbuf_free(&c);
	return form;
}

void forms_quote(sbuf *b, const char *s)
{
	sbuf_add(b, "\"");
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			sbuf_printf(b, "\\%c", *s);
		else if (*s == '\n')
			sbuf_add(b, "\\n");
		else if (*s != '\r')
			sbuf_addn(b, s, 1);
	}
	sbuf_add(b, "\"");
}

static int plain_words(const char *s)
{
	if (!*s || *s == ' ')
		return 0;
	for (; *s; s++)
		if (!(isalnum((unsigned char)*s) || *s == '-' || *s == '_' || *s == ' ' ||
		      *s == '!' || *s == '.'))
			return 0;
	return 1;
}

char *forms_compose(const char *c, const char *const args[FORMS_MAX_ARGS],
		    const char *const prefixes[FORMS_MAX_ARGS], const int words[FORMS_MAX_ARGS],
		    int raw, const char **why)
{
	if (!c || !*c) {
		*why = "the form names no command";
		return NULL;
	}
	sbuf b = {0};
	sbuf_add(&b, c);
	for (int i = 0; i < FORMS_MAX_ARGS; i++) {
		if (!args[i] || !*args[i])
			continue;
		if (prefixes[i] && *prefixes[i]) {
			if (!plain_words(prefixes[i])) {
				sbuf_free(&b);
				*why = "a form's literal words are letters, digits and spaces";
				return NULL;
			}
			sbuf_printf(&b, " %s", prefixes[i]);
		}
		if (raw) {
			sbuf_printf(&b, " %s", args[i]);
		} else if (words[i]) {
			/* WORDS...: each word of the value a word of the line. */
			char *copy = xstrdup(args[i]), *save = NULL;
			for (char *w = strtok_r(copy, " \t\r\n", &save); w;
			     w = strtok_r(NULL, " \t\r\n", &save)) {
				sbuf_add(&b, " ");
				forms_quote(&b, w);
			}
			free(copy);
		} else {
			sbuf_add(&b, " ");
			forms_quote(&b, args[i]);
		}
	}
	return sbuf_take(&b);
}
