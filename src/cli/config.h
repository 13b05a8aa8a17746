/* config.h: the configuration file of `nomic --config FILE` (issue 17
 * item 7): what is otherwise given by flags and the environment, for a
 * server run as a service (dist/nomicd.service reads
 * /etc/nomicd/nomicd.conf).
 *
 * The format: one `key = value` a line; blank lines and lines whose first
 * non-blank character is '#' are ignored; spaces around the key and the
 * value are dropped; no quoting, no sections, no includes. Every key is a
 * long flag's name (`port`, `conns-per-address`) or names an environment
 * variable it replaces (`file`: NOMIC_FILE, `data`: NOMIC_DATA, `dict`:
 * NOMIC_DICT). An unknown key, a key given twice, a line that is not
 * `key = value` and a bad value are refused with one line naming the
 * file and the line; nothing is half-read.
 *
 * Which wins: a flag on the command line, then the file (named on the
 * command line, so chosen for this run), then the environment, then the
 * built-in default. The keys, their defaults and what they mean are the
 * table in config.c; docs/DEPLOY.md and dist/nomicd.conf.in list them, and
 * tests/unit/test_config.c checks that the example names every key. */
#ifndef NOMIC_CLI_CONFIG_H
#define NOMIC_CLI_CONFIG_H

#include <stddef.h>

typedef struct nomic_config {
	char *file;                  /* the nomic: a file (or a connection string) */
	char *data;                  /* the data directory (rulesets); NULL: built in */
	char *dict;                  /* the word list; NULL: built in */
	char *bind;                  /* serve: the address to listen on */
	unsigned port;               /* serve: the port; 0 picks a free one */
	int quiet;                   /* serve: no HTTP library errors logged */
	unsigned conns_per_address;  /* serve: admit.h's limits; 0 lifts one */
	unsigned rate_per_address;
	unsigned request_timeout;    /* seconds, at least 1 */
	char *smtp;                  /* serve: the MTA for the outbox; NULL: none */
	char *nomics;                /* serve: a directory of nomics (--nomics); NULL: none */
	unsigned checkpoint_every;   /* events between checkpoints (engine.h); 0: none */
	int trust_proxy;             /* serve: believe X-Forwarded-Proto/-Host (csrf.c) */
	unsigned set;                /* bit i: key i was given (by the file) */
} nomic_config;

/* One key of the table: its name, its default as text ("" for none) and a
 * line saying what it is. */
typedef struct config_key {
	const char *name;
	const char *fallback;
	const char *help;
} config_key;

/* The keys, ending with a zeroed entry. */
const config_key *config_keys(void);

/* The built-in defaults (file: NOMIC_FILE if set, else ./nomic.db). */
void config_init(nomic_config *c);
void config_free(nomic_config *c);

/* Sets key to value, checked as the file's line or the flag would be:
 * 0, or -1 with why in err ("wants a whole number from 0 to 65535"). */
int config_set(nomic_config *c, const char *key, const char *value, char *err, size_t n);

/* Reads text (the file's contents; name is what errors call it): 0, or
 * -1 with "NAME:LINE: why" in err and c unchanged. */
int config_parse(nomic_config *c, const char *text, size_t len, const char *name, char *err,
		 size_t n);

/* Reads the file at path as config_parse does: 0, or -1 with why in err. */
int config_read(nomic_config *c, const char *path, char *err, size_t n);

#endif
