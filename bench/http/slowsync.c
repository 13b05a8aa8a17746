/* slowsync.c: an LD_PRELOAD library for the benchmarks (bench/http/run.sh,
 * SLOW_FSYNC_US): every fsync and fdatasync does the real call, then waits
 * SLOW_FSYNC_US microseconds more, so that a disk whose flush takes
 * milliseconds (a spinning disk, a loaded network volume; 2-4 ms was what
 * this machine's disk gave under the other helpers' load) can be measured on
 * one whose flush takes 0.2 ms. The wait is a sleep, not CPU: the process
 * is idle during it, as it is during a slow disk's flush. Both the server
 * and raw SQLite run under it in the same run, so their ratio compares
 * them at the same durability and the same flush time. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int fsync(int fd);
int fdatasync(int fd);

/* dlsym's object pointer as a function pointer, the way POSIX allows
 * (C itself does not convert between the two). */
static int (*next_fn(const char *name))(int)
{
	void *p = dlsym(RTLD_NEXT, name);
	int (*f)(int);
	memcpy(&f, &p, sizeof f);
	return f;
}

static void wait_more(void)
{
	const char *v = getenv("SLOW_FSYNC_US");
	long us = v ? atol(v) : 0;
	if (us <= 0)
		return;
	struct timespec ts = {us / 1000000, (us % 1000000) * 1000};
	while (nanosleep(&ts, &ts) != 0)
		;
}

int fsync(int fd)
{
	static int (*real)(int);
	if (!real)
		real = next_fn("fsync");
	int rc = real(fd);
	wait_more();
	return rc;
}

int fdatasync(int fd)
{
	static int (*real)(int);
	if (!real)
		real = next_fn("fdatasync");
	int rc = real(fd);
	wait_more();
	return rc;
}
