/* nomictest.h: a throwaway nomic on a real file, for the C tests of whole
 * game or governance scenarios. A fixed all-zero seed makes every draw part
 * of the test; five players (alice, bob, carol, dave, erin) have joined, or
 * the ones open_nomic_with names; the
 * virtual clock starts on Monday 2001-01-01 00:00 UTC. Include after
 * <cmocka.h>. */
#ifndef NOMIC_TESTS_NOMICTEST_H
#define NOMIC_TESTS_NOMICTEST_H

#include "core/engine.h"

#include <stdio.h>
#include <unistd.h>

typedef struct nomic_file {
	char path[64];
	engine *e;
} nomic_file;

/* Runs a command that must be accepted. */
static inline void run(engine *e, const char *actor, const char *line)
{
	reply r;
	engine_submit(e, actor, line, &r);
	if (!r.ok)
		fail_msg("%s> %s: %s", actor ? actor : "", line, r.text);
	reply_free(&r);
}

/* A nomic whose players are names[0..n-1]. */
static inline void open_nomic_with(nomic_file *f, const char *const *names, int n)
{
	snprintf(f->path, sizeof f->path, "/tmp/nomic-test-XXXXXX");
	int fd = mkstemp(f->path);
	assert_true(fd >= 0);
	close(fd);
	unlink(f->path); /* engine_create makes the file itself */
	unsigned char seed[32] = {0};
	reply r;
	char err[256];
	f->e = engine_create_seeded(f->path, "Test", CLOCK_VIRTUAL, 978307200, seed, &r, err,
				    sizeof err);
	assert_non_null(f->e);
	reply_free(&r);
	for (int i = 0; i < n; i++) {
		char line[64];
		snprintf(line, sizeof line, "join %s", names[i]);
		run(f->e, "admin", line);
	}
}

static inline void open_nomic(nomic_file *f)
{
	static const char *const names[] = {"alice", "bob", "carol", "dave", "erin"};
	open_nomic_with(f, names, 5);
}

/* Closes and opens the nomic again: its state is rebuilt from the log. */
static inline void reopen(nomic_file *f)
{
	engine_close(f->e);
	char err[256];
	f->e = engine_open(f->path, err, sizeof err);
	assert_non_null(f->e);
}

static inline void close_nomic(nomic_file *f)
{
	engine_close(f->e);
	char side[80];
	unlink(f->path);
	snprintf(side, sizeof side, "%s-wal", f->path);
	unlink(side);
	snprintf(side, sizeof side, "%s-shm", f->path);
	unlink(side);
}

#endif
