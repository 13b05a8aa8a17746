/* transcript.c: reads and runs one transcript test: whole games or governance cycles written
 * as the commands players send and the replies they must get.
 *
 * Format, one item per line:
 *   # comment                      ignored; cite the rule a step checks
 *   @init TITLE START              optional first line (default "Test" at
 *                                  2001-01-01T00:00Z); the clock is virtual
 *   @level N                       before the first command: begin the
 *                                  nomic at behaviour level N (core/level.h;
 *                                  default the current one)
 *   @seed N                        before the first command: the nomic's
 *                                  secret seed is the number N (its first 8
 *                                  bytes, little-endian; default 0): for a
 *                                  transcript whose story needs the draws
 *                                  that are not its subject to fall a given
 *                                  way (grey_council.t's Castes)
 *   alice> transfer 5 A$ to bob    a command by alice ("admin>", or
 *                                  "> cmd" for someone not signed in)
 *   clock advance 3d               shorthand for "admin> clock advance 3d"
 *   reply text                     the exact expected reply, any number of
 *                                  lines; a refused command's is "error: ..."
 *   | reply text                   the same; "|" alone is an empty line of
 *                                  the reply, and "| " protects a line that
 *                                  starts with '#' or '@' or holds "> "
 *   @verify                        the log so far must pass `nomic verify`
 *   @include FILE                  the lines of FILE (beside this one), as if
 *                                  they stood here: a shared opening
 * A blank line ends a reply. Each transcript runs on a new nomic in a
 * temporary file, and its log must verify at the end.
 *
 * runner.c runs the test files; fuzz/fuzz_transcript.c runs this same code
 * on any bytes. */
#include "transcript.h"
#include "core/engine.h"
#include "core/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct step {
	const char *file;
	int line;
	char *actor;     /* NULL: not signed in */
	char *command;
	sbuf expect;
	int top;         /* read from the transcript itself, not an include */
	sbuf raw;        /* its reply lines in the transcript itself, for --bless */
	int inc_reply;   /* some of its reply lines are in an include */
} step;

static int is_command(const char *s, char **actor, char **command)
{
	if (strncmp(s, "clock ", 6) == 0) {
		*actor = xstrdup("admin");
		*command = xstrdup(s);
		return 1;
	}
	const char *gt = strstr(s, "> ");
	if (!gt || memchr(s, ' ', (size_t)(gt - s)))
		return 0;
	*actor = gt == s ? NULL : strndup(s, (size_t)(gt - s));
	*command = xstrdup(gt + 2);
	return 1;
}

/* One line of a reply as the format writes it: protected with "| " where
 * the reader would otherwise take it for something else. */
static void bless_line(FILE *f, const char *line, size_t len)
{
	if (len == 0) {
		fputs("|\n", f);
		return;
	}
	int prompt = 0; /* holds "> ", as a command line does */
	for (size_t i = 0; i + 1 < len && !prompt; i++)
		prompt = line[i] == '>' && line[i + 1] == ' ';
	int plain = line[0] != '|' && line[0] != '#' && line[0] != '@' &&
		    !(len >= 6 && strncmp(line, "clock ", 6) == 0) && !prompt;
	fprintf(f, "%s%.*s\n", plain ? "" : "| ", (int)len, line);
}

/* The reply the server gave, for the expected one that differed. */
static void bless_reply(FILE *f, const char *text)
{
	if (!text || !*text)
		return;
	for (const char *p = text;;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		bless_line(f, p, len);
		if (!nl)
			break;
		p = nl + 1;
	}
}

static int verify(FILE *out, const char *path, const char *name, int line)
{
	uint64_t count, bad;
	char why[512];
	if (engine_verify(path, &count, &bad, why, sizeof why) == 0)
		return 0;
	fprintf(out, "%s:%d: the log does not verify: event %llu: %s\n", name, line,
		(unsigned long long)bad, why);
	return 1;
}

/* The file being read, and the ones that included it. */
#define MAX_INCLUDE 8
typedef struct source {
	FILE *f;
	char *name;
	int lineno;
} source;

/* FILE named relative to the directory of the file that includes it. */
static char *beside(const char *includer, const char *file)
{
	const char *slash = strrchr(includer, '/');
	sbuf b = {0};
	if (slash && file[0] != '/')
		sbuf_addn(&b, includer, (size_t)(slash - includer) + 1);
	sbuf_add(&b, file);
	return sbuf_take(&b);
}

int transcript_run(const char *name, const transcript_opts *o, transcript_result *res)
{
	FILE *out = o->out ? o->out : stdout;
	int unverified = 0;
	source src[MAX_INCLUDE];
	char *names[64];
	int depth = 0, nnames = 0;
	src[0] = (source){fopen(name, "r"), xstrdup(name), 0};
	names[nnames++] = src[0].name;
	if (!src[0].f) {
		fprintf(out, "%s: cannot open\n", name);
		free(src[0].name);
		return 1;
	}
	char path[1024];
	snprintf(path, sizeof path, "%s/nomic-transcript-XXXXXX", o->tmpdir ? o->tmpdir : "/tmp");
	int fd = mkstemp(path);
	if (fd < 0)
		return 1;
	close(fd);
	unlink(path); /* engine_create wants to make the file itself */

	char *buf = NULL;
	size_t cap = 0;
	ssize_t len;
	int failures = 0, steps = 0;
	engine *e = NULL;
	step cur = {0};
	int have = 0;
	char title[128] = "Test";
	int level = -1; /* @level: the current one */
	unsigned long long seed_n = 0; /* @seed */
	gtime start;
	parse_time("2001-01-01T00:00Z", &start);

	for (;;) {
		source *in = &src[depth];
		len = getline(&buf, &cap, in->f);
		if (len < 0 && depth > 0) { /* the end of an include: back to its includer */
			fclose(in->f);
			depth--;
			continue;
		}
		const char *where = in->name;
		int eof = len < 0;
		if (!eof) {
			in->lineno++;
			while (len && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
				buf[--len] = '\0';
		}
		char *actor = NULL, *command = NULL;
		/* A comment or a directive is never a command, even if it holds
		 * "> " (its words were allocated and never freed). */
		int is_cmd = !eof && buf[0] != '|' && buf[0] != '#' && buf[0] != '@' &&
			     is_command(buf, &actor, &command);
		int ends = eof || is_cmd || len == 0 || buf[0] == '#' || buf[0] == '@';
		if (have && ends) {
			/* Run the pending step and compare. */
			reply r;
			engine_submit(e, cur.actor, cur.command, &r);
			const char *want = cur.expect.s ? cur.expect.s : "";
			int differs = strcmp(r.text ? r.text : "", want) != 0;
			if (o->bless) {
				/* Rewritten only where the whole reply is the
				 * transcript's own to write. */
				if (differs && !cur.inc_reply && (cur.top || cur.raw.s))
					bless_reply(o->bless, r.text);
				else if (cur.raw.s)
					fputs(cur.raw.s, o->bless);
			}
			if (differs) {
				fprintf(out, "%s:%d: %s> %s\n  expected: %s\n  got:      %s\n", cur.file,
					cur.line, cur.actor ? cur.actor : "", cur.command, want, r.text);
				failures++;
			}
			steps++;
			reply_free(&r);
			free(cur.actor);
			free(cur.command);
			sbuf_free(&cur.expect);
			sbuf_free(&cur.raw);
			memset(&cur, 0, sizeof cur);
			have = 0;
		}
		if (eof)
			break;
		/* --bless copies every line of the file itself but a step's
		 * reply, which it writes when the step has run. */
		int reply_line = !is_cmd && have && len > 0 && buf[0] != '#' && buf[0] != '@';
		if (o->bless && depth == 0 && reply_line)
			sbuf_printf(&cur.raw, "%s\n", buf);
		else if (o->bless && depth == 0)
			fprintf(o->bless, "%s\n", buf);
		else if (reply_line)
			cur.inc_reply = 1;
		if (buf[0] == '@') {
			if (strncmp(buf, "@include ", 9) == 0) {
				char *file = beside(in->name, buf + 9);
				FILE *inc = depth + 1 < MAX_INCLUDE && nnames < 64 &&
						    !(o->plain_includes && strchr(buf + 9, '/'))
					    ? fopen(file, "r") : NULL;
				if (!inc) {
					fprintf(out, "%s:%d: cannot include %s\n", where, in->lineno, file);
					free(file);
					failures++;
					break;
				}
				names[nnames++] = file;
				src[++depth] = (source){inc, file, 0};
			} else if (strncmp(buf, "@init ", 6) == 0) {
				char when[64];
				if (e || sscanf(buf + 6, "%127s %63s", title, when) != 2 ||
				    parse_time(when, &start)) {
					fprintf(out, "%s:%d: @init TITLE START must come first\n", where,
						in->lineno);
					failures++;
					break;
				}
			} else if (strncmp(buf, "@level ", 7) == 0) {
				if (e || sscanf(buf + 7, "%d", &level) != 1 || level < 0) {
					fprintf(out, "%s:%d: @level N must come before any command\n",
						where, in->lineno);
					failures++;
					break;
				}
			} else if (strncmp(buf, "@seed ", 6) == 0) {
				if (e || sscanf(buf + 6, "%llu", &seed_n) != 1) {
					fprintf(out, "%s:%d: @seed N must come before any command\n",
						where, in->lineno);
					failures++;
					break;
				}
			} else if (strcmp(buf, "@verify") == 0) {
				int bad = e ? verify(out, path, where, in->lineno) : 0;
				failures += bad;
				unverified += bad;
			} else {
				fprintf(out, "%s:%d: unknown directive\n", where, in->lineno);
				failures++;
				break;
			}
			continue;
		}
		if (is_cmd) {
			if (!e) {
				char err[256];
				reply r;
				/* A fixed seed, so that draws are part of the script. */
				unsigned char seed[32] = {0};
				for (int k = 0; k < 8; k++)
					seed[k] = (unsigned char)(seed_n >> (8 * k));
				e = engine_create_level(path, title, CLOCK_VIRTUAL, start, seed, level,
							&r, err, sizeof err);
				reply_free(&r);
				if (!e) {
					fprintf(out, "%s: cannot create a nomic: %s\n", name, err);
					failures++;
					free(actor);
					free(command);
					break;
				}
			}
			cur.file = where;
			cur.line = in->lineno;
			cur.actor = actor;
			cur.command = command;
			cur.top = depth == 0;
			have = 1;
			continue;
		}
		if (len == 0 || buf[0] == '#')
			continue;
		if (!have) {
			fprintf(out, "%s:%d: a reply with no command before it\n", where, in->lineno);
			failures++;
			continue;
		}
		if (cur.expect.s) /* a reply has begun, perhaps with an empty line */
			sbuf_add(&cur.expect, "\n");
		sbuf_add(&cur.expect, buf[0] == '|' ? buf + 1 + (buf[1] == ' ') : buf);
	}
	free(buf);
	for (int i = depth; i >= 0; i--)
		fclose(src[i].f);
	if (e) {
		engine_close(e);
		int bad = verify(out, path, name, src[0].lineno);
		failures += bad;
		unverified += bad;
	}
	for (int i = 0; i < nnames; i++)
		free(names[i]);
	char side[sizeof path + 8];
	unlink(path);
	snprintf(side, sizeof side, "%s-wal", path);
	unlink(side);
	snprintf(side, sizeof side, "%s-shm", path);
	unlink(side);
	fprintf(out, "%s %s: %d steps, %d failures\n", failures ? "FAIL" : "ok", name, steps,
		failures);
	if (res)
		*res = (transcript_result){steps, failures, unverified};
	return failures;
}
