/* fuzzlib.c: the fuzz targets' shared scratch files, templates and the
 * command contract check (fuzzlib.h). */
#include "fuzzlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *fz_dir(void)
{
	const char *d = getenv("NOMIC_FUZZ_TMP");
	if (d && *d)
		return d;
	struct stat st;
	if (stat("/dev/shm", &st) == 0 && S_ISDIR(st.st_mode) && access("/dev/shm", W_OK) == 0)
		return "/dev/shm";
	return "/tmp";
}

/* Every scratch nomic goes when the process exits (libFuzzer exits at the
 * end of a timed run); a crash leaves them for the post-mortem. */
static char *scratch[64];
static int nscratch;

static void remove_scratch(void)
{
	for (int i = 0; i < nscratch; i++) {
		fz_remove(scratch[i]);
		free(scratch[i]);
	}
	nscratch = 0;
}

void fz_path(char *buf, size_t n, const char *tag)
{
	snprintf(buf, n, "%s/nomic-fuzz-%s-%d.db", fz_dir(), tag, (int)getpid());
	if (nscratch == 0)
		atexit(remove_scratch);
	if (nscratch < 64)
		scratch[nscratch++] = strdup(buf);
}

void fz_remove(const char *path)
{
	char side[4096];
	unlink(path);
	snprintf(side, sizeof side, "%s-wal", path);
	unlink(side);
	snprintf(side, sizeof side, "%s-shm", path);
	unlink(side);
}

void fz_copy(const char *from, const char *to)
{
	fz_remove(to);
	FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
	if (!in || !out)
		abort();
	char buf[65536];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, in)) > 0)
		if (fwrite(buf, 1, n, out) != n)
			abort();
	fclose(in);
	if (fclose(out))
		abort();
}

engine *fz_create(const char *path, char *admin_token)
{
	unsigned char seed[32] = {0};
	char err[256];
	reply r;
	fz_remove(path);
	engine *e = engine_create_seeded(path, "Fuzz", CLOCK_VIRTUAL, 978307200, seed, &r, err,
					 sizeof err);
	if (!e) {
		fprintf(stderr, "fuzz: cannot create %s: %s\n", path, err);
		abort();
	}
	if (admin_token)
		snprintf(admin_token, 128, "%s", r.secret ? r.secret : "");
	reply_free(&r);
	return e;
}

engine *fz_open(const char *path)
{
	char err[512];
	engine *e = engine_open(path, err, sizeof err);
	if (!e) {
		fprintf(stderr, "fuzz: cannot open %s: %s\n", path, err);
		abort();
	}
	return e;
}

void fz_must(engine *e, const char *actor, const char *line, char *secret)
{
	reply r;
	if (!engine_submit(e, actor, line, &r)) {
		fprintf(stderr, "fuzz: setup failed: %s> %s: %s\n", actor ? actor : "", line, r.text);
		abort();
	}
	if (secret)
		snprintf(secret, 128, "%s", r.secret ? r.secret : "");
	reply_free(&r);
}

int fz_poke(engine *e, const char *actor, const char *line)
{
	uint64_t head = engine_head(e);
	reply r;
	int ok = engine_submit(e, actor, line, &r);
	if (!ok) {
		const char *t = r.text ? r.text : "";
		/* Deadlines that fell due before it are the clock's own events
		 * (ARCHITECTURE.md, Time and deadlines); the command adds none. */
		uint64_t now = engine_head(e);
		if (now != head) {
			json_t *log = engine_log_json(e, head + 1, (int)(now - head), "admin");
			size_t i;
			json_t *ev;
			json_array_foreach(log, i, ev) {
				const char *who = json_string_value(json_object_get(ev, "actor"));
				if (!who || strcmp(who, "clock") != 0) {
					fprintf(stderr, "fuzz: a refused command appended an event: %s\n",
						t);
					abort();
				}
			}
			if (json_array_size(log) != now - head)
				abort();
			json_decref(log);
		}
		if (strncmp(t, "error: ", 7) != 0 || strchr(t, '\n')) {
			fprintf(stderr, "fuzz: a refusal is not one error line: [%s]\n", t);
			abort();
		}
	}
	reply_free(&r);
	return ok;
}

char *fz_string(const unsigned char *data, size_t size)
{
	char *s = malloc(size + 1);
	size_t k = 0;
	for (size_t i = 0; i < size; i++)
		if (data[i])
			s[k++] = (char)data[i];
	s[k] = '\0';
	return s;
}
