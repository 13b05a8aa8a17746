/* fuzzlib.h: what the fuzz targets share: scratch files for nomics (on
 * tmpfs when there is one, so the store's fsyncs cost nothing), template
 * nomics built once per process and copied per input so that every input
 * starts from the same state, and the one check every command must pass:
 * applied, or refused with one "error: " line and nothing appended but
 * the clock's events for deadlines that fell due before it. */
#ifndef NOMIC_FUZZLIB_H
#define NOMIC_FUZZLIB_H

#include "core/engine.h"

#include <stddef.h>

/* Where scratch nomics go: $NOMIC_FUZZ_TMP, else /dev/shm, else /tmp. */
const char *fz_dir(void);
/* dir/nomic-fuzz-TAG-PID.db into buf; removed when the process exits. */
void fz_path(char *buf, size_t n, const char *tag);
/* Removes a nomic file and its -wal and -shm. */
void fz_remove(const char *path);
/* Copies a closed nomic file over `to` (removing to's -wal and -shm). */
void fz_copy(const char *from, const char *to);

/* Creates a nomic at path (seeded, virtual clock, 2001-01-01), aborting on
 * failure; the admin's token into admin_token if not NULL (128 bytes). */
engine *fz_create(const char *path, char *admin_token);
/* Opens path, aborting if it does not open. */
engine *fz_open(const char *path);

/* Runs a setup command that must succeed; aborts with its reply if not.
 * The new token (join, token) into secret if not NULL (128 bytes). */
void fz_must(engine *e, const char *actor, const char *line, char *secret);
/* Runs a command and checks the contract of every command: applied, or
 * refused with exactly one line "error: ..." and no event appended (but
 * the clock's, for deadlines that were due before it ran).
 * Aborts when it is broken. Returns the reply's ok. */
int fz_poke(engine *e, const char *actor, const char *line);

/* Bytes into a NUL-terminated string (NULs dropped); free() it. */
char *fz_string(const unsigned char *data, size_t size);

#endif
