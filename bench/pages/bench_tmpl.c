/* bench_tmpl.c: what the compiled templates (src/net/tmpl_compile.c) save
 * against the interpreter they replaced (src/net/tmpl.c), issue 18 item 6.
 * Every embedded template is rendered against data made from every name
 * the templates use (each a list of two rows, every name in a row a short
 * text with a character to escape, a number in every third), by each in
 * turn, ROUNDS rounds of REPEAT renders of all the templates, and the
 * process's CPU time (CLOCK_PROCESS_CPUTIME_ID) of each is summed: the two
 * share the machine's load alike. Prints bytes per round, µs per round of
 * each, and compiled/interpreted. Run under callgrind with ROUNDS=1 for
 * instruction counts. */
#include "net/tmpl_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int leaves;

static json_t *leaf(void)
{
	if (++leaves % 3 == 0)
		return json_integer(1000 + leaves);
	return json_string("Alice & Bob's <rule> 1391, amended");
}

static void put(json_t *o, const char *path, json_t *(*make)(void))
{
	char key[256];
	const char *dot = strchr(path, '.');
	size_t n = dot ? (size_t)(dot - path) : strlen(path);
	if (n == 0 || n >= sizeof key)
		return;
	memcpy(key, path, n);
	key[n] = '\0';
	if (!dot) {
		if (!json_object_get(o, key))
			json_object_set_new(o, key, make());
		return;
	}
	json_t *in = json_object_get(o, key);
	if (!json_is_object(in)) {
		in = json_object();
		json_object_set_new(o, key, in);
	}
	put(in, dot + 1, make);
}

static json_t *names(json_t *(*make)(void))
{
	json_t *o = json_object();
	for (size_t i = 0; i < tmpl_nfiles; i++) {
		const char *s = tmpl_files[i].text;
		while ((s = strstr(s, "{{"))) {
			const char *c = strstr(s, "}}");
			if (!c)
				break;
			const char *a = s + 2, *b = c;
			if (a < b && strchr("!/>", *a)) {
				s = c + 2;
				continue;
			}
			if (a < b && strchr("#^", *a))
				a++;
			while (a < b && *a == ' ')
				a++;
			while (b > a && b[-1] == ' ')
				b--;
			if (b - a > 4 && memcmp(b - 4, "|url", 4) == 0)
				b -= 4;
			char name[256];
			if (b > a && (size_t)(b - a) < sizeof name) {
				memcpy(name, a, (size_t)(b - a));
				name[b - a] = '\0';
				if (strcmp(name, ".") != 0)
					put(o, name, make);
			}
			s = c + 2;
		}
	}
	return o;
}

static json_t *row;

static json_t *rows(void)
{
	json_t *a = json_array();
	json_array_append(a, row);
	json_array_append(a, row);
	return a;
}

static double cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* One round: every template, repeat times; the bytes written. */
static size_t round_of(int compiled, const json_t *data, int repeat, sbuf *b)
{
	size_t bytes = 0;
	char err[256];
	for (int k = 0; k < repeat; k++)
		for (size_t i = 0; i < tmpl_nfiles; i++) {
			b->len = 0;
			int rc = compiled ? tmpl_render(b, tmpl_files[i].name, data, err, sizeof err)
					  : tmpl_interp_render_text(b, tmpl_files[i].text,
								    tmpl_files[i].len, data, err,
								    sizeof err);
			if (rc) {
				fprintf(stderr, "bench_tmpl: %s: %s\n", tmpl_files[i].name, err);
				exit(1);
			}
			bytes += b->len;
		}
	return bytes;
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 20;
	int repeat = argc > 2 ? atoi(argv[2]) : 20;
	const char *only = argc > 3 ? argv[3] : "both";
	row = names(leaf);
	json_t *data = names(rows);
	sbuf b = {0};
	double t[2] = {0, 0};
	size_t bytes[2] = {0, 0};
	round_of(1, data, 1, &b); /* compile once, outside the timing */
	for (int r = 0; r < rounds; r++)
		for (int c = 0; c < 2; c++) {
			if ((c == 0 && strcmp(only, "compiled") == 0) ||
			    (c == 1 && strcmp(only, "interp") == 0))
				continue;
			double t0 = cpu_now();
			bytes[c] = round_of(c, data, repeat, &b);
			t[c] += cpu_now() - t0;
		}
	if (strcmp(only, "both") == 0 && bytes[0] != bytes[1]) {
		fprintf(stderr, "bench_tmpl: the two wrote %zu and %zu bytes\n", bytes[0], bytes[1]);
		return 1;
	}
	printf("templates=%zu bytes_per_round=%zu interp_us=%.1f compiled_us=%.1f ratio=%.3f\n",
	       tmpl_nfiles, bytes[1] ? bytes[1] : bytes[0], t[0] * 1e6 / rounds,
	       t[1] * 1e6 / rounds, t[0] > 0 ? t[1] / t[0] : 0.0);
	sbuf_free(&b);
	json_decref(data);
	json_decref(row);
	return 0;
}
