/* command.c: tokenizer, command lookup, running a command with what the
 * rules bind to it, permission checks and argument helpers (see command.h). */
#include "core/bind.h"
#include "core/command.h"
#include "core/sessions.h"
#include "core/module.h"
#include "core/nameidx.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int words_split(words *w, const char *line, char *err, size_t errlen)
{
	memset(w, 0, sizeof *w);
	size_t len = strlen(line);
	if (len > CMD_MAX_LINE) {
		snprintf(err, errlen, "the command is longer than %d bytes", CMD_MAX_LINE);
		return -1;
	}
	/* Only well-formed UTF-8 may enter the log. */
	if (utf8_bad_at(line, len) != len) {
		snprintf(err, errlen, "the command is not valid UTF-8");
		return -1;
	}
	w->buf = xmalloc(len + 1);
	char *o = w->buf;
	const char *p = line;
	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p || *p == '\n' || *p == '\r') {
			/* Allow one trailing line ending, nothing after it. */
			while (*p == '\r' || *p == '\n')
				p++;
			if (*p) {
				snprintf(err, errlen, "a command is one line");
				goto fail;
			}
			break;
		}
		if (w->n == CMD_MAX_WORDS) {
			snprintf(err, errlen, "too many words (at most %d)", CMD_MAX_WORDS);
			goto fail;
		}
		w->v[w->n++] = o;
		if (*p == '"') {
			p++;
			while (*p != '"') {
				if (!*p) {
					snprintf(err, errlen, "unterminated quote");
					goto fail;
				}
				if (*p == '\\' && p[1] == 'n') {
					*o++ = '\n';
					p += 2;
					continue;
				}
				if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
					p++;
				*o++ = *p++;
			}
			p++;
			if (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r') {
				snprintf(err, errlen, "a closing quote must end its word");
				goto fail;
			}
		} else {
			while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r') {
				if ((unsigned char)*p < 0x20 || *p == 0x7f) {
					snprintf(err, errlen, "control characters are not allowed");
					goto fail;
				}
				*o++ = *p++;
			}
		}
		*o++ = '\0';
	}
	w->v[w->n] = NULL;
	return 0;
fail:
	words_free(w);
	return -1;
}

void words_free(words *w)
{
	free(w->buf);
	memset(w, 0, sizeof *w);
}

static const command *const core_tables[] = {
	misc_commands, player_commands, ledger_commands, office_commands,
	clock_commands, param_commands, rule_commands, inbox_commands, joining_commands,
	remind_commands, session_commands,
};
#define NCORE ((int)(sizeof core_tables / sizeof *core_tables))

/* The built-in tables: core's, then each subsystem's (module.h); NULL
 * past the last. */
static const command *table_at(int t)
{
	if (t < NCORE)
		return core_tables[t];
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->commands && t-- == NCORE)
			return nomic_modules[i]->commands;
	return NULL;
}

/* ---- the index of the built-in names ----
 *
 * Every command line is looked up by its first words, at every event of a
 * replay too: a hash table of the names (core/nameidx.h), built once (the
 * tables are constant), instead of a scan of some 300 names with
 * strcasecmp. A name in two tables keeps the first, as the scan did. The
 * first words of every name are kept too, for command_word_taken. */

static nameidx by_name, first_words;
static pthread_once_t name_once = PTHREAD_ONCE_INIT;

static void name_build(void)
{
	const command *tab;
	for (int t = 0; (tab = table_at(t)); t++)
		for (const command *c = tab; c->name; c++) {
			nameidx_add(&by_name, c->name, strlen(c->name), c);
			nameidx_add(&first_words, c->name, strcspn(c->name, " "), c);
		}
}

/* The built-in named exactly by the words (one or two), or NULL. */
static const command *name_find(char *const *v, int nwords)
{
	pthread_once(&name_once, name_build);
	/* A quoted word may hold a space: it names no command ("clock
	 * advance" in quotes is not the two words). */
	if (strchr(v[0], ' ') || (nwords == 2 && strchr(v[1], ' ')))
		return NULL;
	if (nwords == 1)
		return nameidx_get(&by_name, v[0], strlen(v[0]));
	char key[128];
	size_t a = strlen(v[0]), b = strlen(v[1]);
	if (a + 1 + b >= sizeof key)
		return NULL; /* longer than any name */
	memcpy(key, v[0], a);
	key[a] = ' ';
	memcpy(key + a + 1, v[1], b);
	return nameidx_get(&by_name, key, a + 1 + b);
}

const command *command_find(const nomic *nm, char *const *v, int n, int *used)
{
	/* Two-word names win over one-word names ("clock advance" over "clock"). */
	const command *one;
	if (n >= 2 && (one = name_find(v, 2))) {
		*used = 2;
		return one;
	}
	*used = 1;
	one = n >= 1 ? name_find(v, 1) : NULL;
	if (one || !nm)
		return one;
	/* Commands the rules' scripts add: never under a built-in's first word
	 * (src/script refuses such names), so they cannot shadow one. */
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->find_command &&
		    (one = nomic_modules[i]->find_command(nm, v, n, used)))
			return one;
	return NULL;
}

int command_word_taken(const char *word)
{
	pthread_once(&name_once, name_build);
	return !strchr(word, ' ') && nameidx_get(&first_words, word, strlen(word)) != NULL;
}

void command_each_builtin(void (*fn)(const command *cmd, void *arg), void *arg)
{
	const command *tab;
	for (int t = 0; (tab = table_at(t)); t++)
		for (const command *c = tab; c->name; c++)
			fn(c, arg);
}

void command_each_table(void (*fn)(const char *owner, const command *tab, void *arg), void *arg)
{
	for (int t = 0; t < NCORE; t++)
		fn("core", core_tables[t], arg);
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->commands)
			fn(nomic_modules[i]->name, nomic_modules[i]->commands, arg);
}

const char *command_perm_text(const command *cmd)
{
	switch (cmd->perm) {
	case P_ANYONE: return "anyone";
	case P_PLAYER: return "any player";
	case P_ACTIVE: return "active players";
	case P_OFFICER: return cmd->office ? cmd->office : "officers";
	case P_ADMIN: return "the admin";
	case P_CLOCK: return "the clock";
	case P_GENESIS: return "the admin, once";
	}
	return "?";
}

void command_each(const nomic *n, void (*fn)(const command *cmd, void *arg), void *arg)
{
	command_each_builtin(fn, arg);
	for (int i = 0; n && nomic_modules[i]; i++)
		if (nomic_modules[i]->each_command)
			nomic_modules[i]->each_command(n, fn, arg);
}

int command_run(ctx *c, const command *cmd, int argc, char **argv)
{
	char why[256];
	if (command_is_bound(cmd) && bind_stopped(c->n, cmd->rule, why, sizeof why))
		return ctx_fail(c, "'%s' has stopped: %s", cmd->name, why);
	const command *outer = c->cmd;
	c->cmd = cmd;
	int faults = c->arg_faults;
	int rc = cmd->fn(c, argc, argv);
	for (int i = 0; rc == 0 && c->arg_faults == faults && !(cmd->flags & CMD_READONLY) &&
			nomic_modules[i]; i++)
		if (nomic_modules[i]->after_command)
			rc = nomic_modules[i]->after_command(c, cmd, argc, argv);
	/* An argument left out of the log would replay as another command,
	 * even if the handler went on as though it had been logged. */
	if (rc == 0 && c->arg_faults != faults)
		rc = -1;
	c->cmd = outer;
	return rc;
}

int deadline_describe(const nomic *n, const deadline *d, char *buf, size_t len)
{
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->describe_deadline &&
		    nomic_modules[i]->describe_deadline(n, d, buf, len))
			return 1;
	return 0;
}

int ctx_emit(ctx *c, const char *event, const json_t *data)
{
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->on_event && nomic_modules[i]->on_event(c, event, data))
			return -1;
	return 0;
}

const char *command_denied(const command *cmd, const ctx *c)
{
	switch (cmd->perm) {
	case P_ANYONE:
		return NULL;
	case P_PLAYER:
		if (c->kind == ACTOR_PLAYER && c->actor->state != PS_NONPLAYER)
			return NULL;
		return "only players may do that";
	case P_ACTIVE:
		if (c->kind == ACTOR_PLAYER && player_is_active(c->actor))
			return NULL;
		if (c->kind == ACTOR_PLAYER && player_is_absent(c->actor))
			return "absent players may only leave, change state or post (R250 II b)";
		return "only active players may do that (R250 II a)";
	case P_OFFICER: {
		if (c->kind == ACTOR_ADMIN)
			return NULL;
		const office *o = office_by_name(c->n, cmd->office);
		if (c->kind == ACTOR_PLAYER && o && o->holder == c->actor->id)
			return NULL;
		if ((cmd->flags & CMD_OFFICER_OR_RULES) && c->kind == ACTOR_PLAYER &&
		    player_is_active(c->actor))
			return NULL; /* the handler decides */
		return cmd->office ? "only the holder of that office may do that"
				   : "only an officer may do that";
	}
	case P_ADMIN:
		return c->kind == ACTOR_ADMIN ? NULL : "only the admin may do that";
	case P_CLOCK:
		return c->kind == ACTOR_CLOCK ? NULL : "only the clock may do that";
	case P_GENESIS:
		return c->kind == ACTOR_ADMIN && c->seq == 1 ? NULL
			: "a nomic is initialised only once";
	}
	return "not allowed";
}

int arg_amount(ctx *c, const char *word, int64_t *out)
{
	int64_t v;
	if (parse_int64(word, &v) || v <= 0 || v > (int64_t)1 << 53)
		return ctx_fail(c, "'%s' is not a positive whole amount", word);
	*out = v;
	return 0;
}

player *arg_player(ctx *c, const char *word)
{
	player *p = player_by_name(c->n, word);
	if (!p)
		ctx_fail(c, "no player is named '%s'", word);
	return p;
}

int arg_holder(ctx *c, const char *word)
{
	int h = holder_by_name(c->n, word);
	if (h < 0)
		ctx_fail(c, "no player or entity is named '%s'", word);
	return h;
}

currency *arg_currency(ctx *c, const char *word)
{
	currency *cur = currency_by_name(c->n, word);
	if (!cur)
		ctx_fail(c, "no currency is named '%s'", word);
	return cur;
}

office *arg_office(ctx *c, const char *word)
{
	office *o = office_by_name(c->n, word);
	if (!o)
		ctx_fail(c, "no office is named '%s'", word);
	return o;
}
