/* test_config.c: the configuration file's reader (src/cli/config.c; issue
 * 17 item 7): keys and defaults, comments and blanks, a flag's override
 * through config_set, and each kind of error naming its line, with the
 * configuration left as it was. Also: dist/nomicd.conf.in names every key. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/config.h"

static int parse(nomic_config *c, const char *text, char *err, size_t n)
{
	return config_parse(c, text, strlen(text), "t.conf", err, n);
}

static void defaults(void **state)
{
	unsetenv("NOMIC_FILE");
	nomic_config c;
	config_init(&c);
	assert_string_equal(c.file, "nomic.db");
	assert_string_equal(c.bind, "127.0.0.1");
	assert_int_equal(c.port, 8080);
	assert_int_equal(c.quiet, 0);
	assert_int_equal(c.conns_per_address, 16);
	assert_int_equal(c.rate_per_address, 20);
	assert_int_equal(c.request_timeout, 10);
	assert_null(c.smtp);
	assert_null(c.data);
	assert_int_equal(c.set, 0);
	config_free(&c);
	/* The environment is the file's default; the file wins over it. */
	setenv("NOMIC_FILE", "/srv/env.db", 1);
	config_init(&c);
	assert_string_equal(c.file, "/srv/env.db");
	char err[300];
	assert_int_equal(parse(&c, "file = /srv/conf.db\n", err, sizeof err), 0);
	assert_string_equal(c.file, "/srv/conf.db");
	config_free(&c);
	unsetenv("NOMIC_FILE");
}

static void reads(void **state)
{
	nomic_config c;
	config_init(&c);
	char err[300] = "";
	const char *text = "# the service's\n"
			   "\n"
			   "   # an indented comment\n"
			   "file = /var/lib/nomicd/nomic.db\n"
			   "bind=0.0.0.0\n"
			   "\tport   =  9090 \r\n"
			   "quiet = yes\n"
			   "conns-per-address = 0\n"
			   "rate-per-address = 1000000\n"
			   "request-timeout = 3600\n"
			   "smtp = smtp://127.0.0.1:25\n"
			   "data = /usr/share/nomicd\n"
			   "dict = /usr/share/dict/words"; /* no final newline */
	assert_int_equal(parse(&c, text, err, sizeof err), 0);
	assert_string_equal(c.file, "/var/lib/nomicd/nomic.db");
	assert_string_equal(c.bind, "0.0.0.0");
	assert_int_equal(c.port, 9090);
	assert_int_equal(c.quiet, 1);
	assert_int_equal(c.conns_per_address, 0);
	assert_int_equal(c.rate_per_address, 1000000);
	assert_int_equal(c.request_timeout, 3600);
	assert_string_equal(c.smtp, "smtp://127.0.0.1:25");
	assert_int_equal(config_set(&c, "smtp", "smtps://mx.example.org:465", err, sizeof err), 0);
	assert_int_equal(config_set(&c, "smtp", "smtp+starttls://mx.example.org:587", err,
				    sizeof err), 0);
	assert_string_equal(c.smtp, "smtp+starttls://mx.example.org:587");
	assert_null(c.nomics);
	assert_int_equal(config_set(&c, "nomics", "/var/lib/nomicd/nomics", err, sizeof err), 0);
	assert_string_equal(c.nomics, "/var/lib/nomicd/nomics");
	assert_string_equal(c.data, "/usr/share/nomicd");
	assert_string_equal(c.dict, "/usr/share/dict/words");
	/* A value keeps its inner spaces and '#'. */
	assert_int_equal(parse(&c, "file = /srv/my nomic#1.db\nquiet = false\n", err, sizeof err),
			 0);
	assert_string_equal(c.file, "/srv/my nomic#1.db");
	assert_int_equal(c.quiet, 0);
	/* Empty text: nothing changes. */
	assert_int_equal(parse(&c, "", err, sizeof err), 0);
	assert_int_equal(c.port, 9090);
	config_free(&c);
}

/* A flag goes through config_set after the file: it wins, with the same
 * checks (src/cli/main.c's serve_flag). */
static void flags_override(void **state)
{
	nomic_config c;
	config_init(&c);
	char err[300];
	assert_int_equal(parse(&c, "port = 9090\nrate-per-address = 5\n", err, sizeof err), 0);
	assert_int_equal(config_set(&c, "port", "0", err, sizeof err), 0);
	assert_int_equal(c.port, 0);
	assert_int_equal(c.rate_per_address, 5); /* what no flag names stays the file's */
	assert_int_equal(config_set(&c, "port", "70000", err, sizeof err), -1);
	assert_string_equal(err, "port: wants a whole number from 0 to 65535, not '70000'");
	assert_int_equal(c.port, 0);
	assert_int_equal(config_set(&c, "porter", "1", err, sizeof err), -1);
	assert_string_equal(err, "unknown key 'porter'");
	config_free(&c);
}

/* Each bad file: one line naming the file and the line, and the
 * configuration as it was before. */
static void errors(void **state)
{
	static const struct {
		const char *text, *want;
	} cases[] = {
		{"port = 1\nprot = 2\n", "t.conf:2: unknown key 'prot'"},
		{"port = 1\nport = 2\n", "t.conf:2: port: given twice (first on line 1)"},
		{"\n\nport 8080\n", "t.conf:3: not 'key = value'"},
		{" = 8080\n", "t.conf:1: no key before '='"},
		{"port =\n", "t.conf:1: port: no value"},
		{"port = -1\n", "t.conf:1: port: wants a whole number from 0 to 65535, not '-1'"},
		{"port = 80x\n", "t.conf:1: port: wants a whole number from 0 to 65535, not '80x'"},
		{"request-timeout = 0\n",
		 "t.conf:1: request-timeout: wants a whole number from 1 to 3600, not '0'"},
		{"conns-per-address = 100001\n",
		 "t.conf:1: conns-per-address: wants a whole number from 0 to 100000, not '100001'"},
		{"quiet = maybe\n", "t.conf:1: quiet: wants yes or no, not 'maybe'"},
		{"smtp = mail.example.org:25\n",
		 "t.conf:1: smtp: wants a URL smtp://, smtps:// or smtp+starttls://HOST:PORT"},
		{"[server]\nport = 1\n", "t.conf:1: not 'key = value'"},
		{"PORT = 1\n", "t.conf:1: unknown key 'PORT'"},
		{"po\rrt = 1\n", "t.conf:1: a key is letters, digits and '-'"},
		{"a b = 1\n", "t.conf:1: a key is letters, digits and '-'"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		nomic_config c;
		config_init(&c);
		char err[300] = "";
		assert_int_equal(parse(&c, "bind = 10.0.0.1\n", err, sizeof err), 0);
		assert_int_equal(parse(&c, cases[i].text, err, sizeof err), -1);
		assert_string_equal(err, cases[i].want);
		/* Nothing of the bad file was taken, not even its good lines. */
		assert_int_equal(c.port, 8080);
		assert_string_equal(c.bind, "10.0.0.1");
		config_free(&c);
	}
	/* A NUL byte, and a line too long. */
	nomic_config c;
	config_init(&c);
	char err[300];
	assert_int_equal(config_parse(&c, "port = 1\0\n", 10, "t.conf", err, sizeof err), -1);
	assert_string_equal(err, "t.conf:1: a NUL byte");
	char *big = malloc(5000);
	memset(big, 'x', 4999);
	big[4999] = '\0';
	memcpy(big, "file = ", 7);
	assert_int_equal(parse(&c, big, err, sizeof err), -1);
	assert_string_equal(err, "t.conf:1: a line longer than 4096 bytes");
	free(big);
	/* A missing file. */
	assert_int_equal(config_read(&c, "/nonexistent/nomicd.conf", err, sizeof err), -1);
	assert_string_equal(err, "/nonexistent/nomicd.conf: No such file or directory");
	config_free(&c);
}

/* The example configuration names every key, with its default, so that a
 * key added to the table and not to the example fails here. */
static void example_names_every_key(void **state)
{
	FILE *f = fopen(DIST_DIR "/nomicd.conf.in", "r");
	assert_non_null(f);
	static char text[65536];
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	for (const config_key *k = config_keys(); k->name; k++) {
		char line[200];
		snprintf(line, sizeof line, "\n# %s = ", k->name);
		char set[200];
		snprintf(set, sizeof set, "\n%s = ", k->name);
		if (!strstr(text, line) && !strstr(text, set))
			fail_msg("dist/nomicd.conf.in does not name the key '%s'", k->name);
		if (*k->fallback && strcmp(k->name, "file") != 0 && strcmp(k->name, "data") != 0) {
			snprintf(line, sizeof line, "\n# %s = %s\n", k->name, k->fallback);
			if (!strstr(text, line))
				fail_msg("dist/nomicd.conf.in does not give %s's default, %s",
					 k->name, k->fallback);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(defaults),
		cmocka_unit_test(reads),
		cmocka_unit_test(flags_override),
		cmocka_unit_test(errors),
		cmocka_unit_test(example_names_every_key),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
