/* command.h: the one command language.
 *
 * Every act is one line of text as a player would write it. One tokenizer
 * splits it into words, one table (like Redis's) names every command with
 * its arity, who may issue it and its handler, and `help` is generated from
 * that table. */
#ifndef NOMIC_COMMAND_H
#define NOMIC_COMMAND_H

#include "core/ctx.h"

#define CMD_MAX_LINE 60000 /* a whole rule text fits; HTTP bodies stop at 64 KiB */
#define CMD_MAX_WORDS 64

typedef int (*cmd_handler)(ctx *c, int argc, char **argv);
/* For commands that move the clock: the time they move it to. */
typedef int (*cmd_clock_target)(ctx *c, int argc, char **argv, gtime *t);

enum cmd_perm {
	P_ANYONE,  /* also people who are not signed in */
	P_PLAYER,  /* any player, even an absent one (R250 II b lets em leave or change state) */
	P_ACTIVE,  /* Voting or Non-Voting players (R250 II a, b) */
	P_OFFICER, /* the holder of cmd->office, or the admin */
	P_ADMIN,   /* whoever runs the server */
	P_CLOCK,   /* the engine itself */
	P_GENESIS, /* only as the first event */
};

enum cmd_flags {
	CMD_READONLY = 1, /* answers from the state, appends no event */
	/* P_OFFICER: the rules let others than the office's holder do it in
	 * some cases (R251: the President or a Grey Councillor acks the
	 * Registrar's own change of name); any active player passes the
	 * permission check and the handler decides. */
	CMD_OFFICER_OR_RULES = 2,
};

typedef struct command {
	const char *name;  /* one or two words: "transfer", "clock advance" */
	int min_args, max_args;
	enum cmd_perm perm;
	const char *office;
	unsigned flags;
	cmd_handler fn;
	cmd_clock_target clock_target;
	const char *usage;
	const char *help;
	const char *rule;  /* the clause the command carries out, if any */
} command;

typedef struct words {
	char *buf;
	char *v[CMD_MAX_WORDS + 1];
	int n;
} words;

/* Splits line into words ("..." groups; inside quotes \" and \\ escape
 * themselves and \n is a line break, so a rule's paragraphs fit one line).
 * Returns 0, or -1 with a one-line reason in err. */
int words_split(words *w, const char *line, char *err, size_t errlen);
void words_free(words *w);

/* The command the words name, built-in or added by a rule's script (nm may
 * be NULL: built-ins only); *used is how many words its name took. */
const command *command_find(const nomic *nm, char *const *v, int n, int *used);
/* Is word the first word of a built-in command's name? */
int command_word_taken(const char *word);
/* Visits every command: the built-ins in table order, then the scripts'. */
void command_each(const nomic *n, void (*fn)(const command *cmd, void *arg), void *arg);
void command_each_builtin(void (*fn)(const command *cmd, void *arg), void *arg);
/* Every built-in table with the part that owns it ("core", else the
 * module's name), in `help`'s order: for the generated manual (nomic(1),
 * docs/COMMANDS.md: src/cli/manual.c). */
void command_each_table(void (*fn)(const char *owner, const command *tab, void *arg), void *arg);
/* Who may issue it, in words: "anyone", "the admin", an office's name. */
const char *command_perm_text(const command *cmd);
/* Runs a command whose permission and arity are checked: stops if the rule
 * it rests on is not in force (bind.h), runs its handler, then lets the
 * rules refuse it or react to it (module.h after_command). 0, or -1 with
 * c->err set; the caller rolls back. */
int command_run(ctx *c, const command *cmd, int argc, char **argv);
/* The permission check: NULL when allowed, else why not. */
const char *command_denied(const command *cmd, const ctx *c);

/* Core's tables, NULL-name terminated; command.c lists them, and the
 * subsystems' own after them (module.h). */
extern const command player_commands[];
extern const command ledger_commands[];
extern const command office_commands[];
extern const command clock_commands[];
extern const command misc_commands[];
extern const command rule_commands[];
extern const command param_commands[];
extern const command inbox_commands[];
extern const command joining_commands[];
extern const command remind_commands[];
extern const command session_commands[]; /* sessions.c: issue 18 */

/* Shared argument helpers for handlers: each fails the ctx with a clear
 * message naming the bad word. */
int arg_amount(ctx *c, const char *word, int64_t *out);
player *arg_player(ctx *c, const char *word);
int arg_holder(ctx *c, const char *word);
currency *arg_currency(ctx *c, const char *word);
office *arg_office(ctx *c, const char *word);

#endif
