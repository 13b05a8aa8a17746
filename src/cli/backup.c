/* backup.c: `nomic backup [--force] DEST`, a consistent copy of the nomic
 * taken while the server runs (issue 17 item 7; docs/DEPLOY.md).
 *
 * A SQLite nomic is copied by SQLite's online backup API
 * (store/store_backup.c): the copy is one file that `nomic verify`
 * accepts, holding every event up to some commit made while it ran. A
 * PostgreSQL nomic (a postgresql:// connection string as its file) is
 * copied by PostgreSQL's own tool, pg_dump, in its custom format (restored
 * with pg_restore): the command is printed, then run. Either way DEST is
 * written under a temporary name and named only when whole, and an
 * existing DEST is refused unless --force. */
#include "cli/backup.h"

#include "store/store.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum { EXIT_USAGE = 2, EXIT_FILE = 3 };

static const char backup_help[] =
	"usage: nomic [--file PATH] backup [--force] DEST\n"
	"\n"
	"Copies the nomic to DEST while it is served: a copy as one commit left it,\n"
	"which `nomic --file DEST verify` accepts. DEST is written whole or not at\n"
	"all; an existing DEST is refused unless --force. The copy holds the\n"
	"nomic's secrets (its seed), so it is made readable by its owner only.\n"
	"A PostgreSQL nomic (postgresql://...) is dumped with pg_dump instead.\n";

/* As store_open decides (store.c): a URI or libpq's keyword=value form. */
static int is_postgres(const char *path)
{
	return store_is_pg(path);
}

/* The connection string with any password hidden, for printing: the
 * user part's (postgresql://USER:SECRET@HOST/DB) and a password=
 * parameter's (...?password=SECRET&...) become ***. */
static void redact(const char *url, char *out, size_t n)
{
	const char *scheme = strstr(url, "://");
	const char *at = scheme ? strchr(scheme + 3, '@') : NULL;
	const char *colon = scheme ? memchr(scheme + 3, ':', at ? (size_t)(at - scheme - 3) : 0)
				   : NULL;
	char tmp[1024];
	if (!at || !colon)
		snprintf(tmp, sizeof tmp, "%s", url);
	else
		snprintf(tmp, sizeof tmp, "%.*s:***%s", (int)(colon - url), url, at);
	char *pw = strstr(tmp, "password=");
	if (pw && (pw == tmp || pw[-1] == '?' || pw[-1] == '&')) {
		const char *rest = strchr(pw, '&');
		snprintf(out, n, "%.*s***%s", (int)(pw + 9 - tmp), tmp, rest ? rest : "");
	} else {
		snprintf(out, n, "%s", tmp);
	}
}

static int pg_backup(const char *url, const char *dest, int force)
{
	struct stat sb;
	if (!force && lstat(dest, &sb) == 0) {
		fprintf(stderr, "nomic: %s exists; --force replaces it\n", dest);
		return EXIT_FILE;
	}
	char shown[1024];
	redact(url, shown, sizeof shown);
	fprintf(stderr, "nomic: a PostgreSQL nomic is backed up by pg_dump: "
		"pg_dump --format=custom --file '%s' '%s'\n", dest, shown);
	char tmp[4200];
	snprintf(tmp, sizeof tmp, "%s.partial-%ld", dest, (long)getpid());
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		fprintf(stderr, "nomic: cannot start pg_dump: %s\n", strerror(errno));
		return EXIT_FILE;
	}
	if (pid == 0) {
		/* pg_dump makes the file; made 0600, as secret as the nomic. */
		umask(077);
		execlp("pg_dump", "pg_dump", "--format=custom", "--file", tmp, url, (char *)NULL);
		fprintf(stderr, "nomic: cannot run pg_dump: %s\n", strerror(errno));
		_exit(127);
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return EXIT_FILE;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		unlink(tmp);
		fprintf(stderr, "nomic: pg_dump failed; no backup was made\n");
		return EXIT_FILE;
	}
	char err[600];
	if (store_backup_name(tmp, dest, force, err, sizeof err)) {
		unlink(tmp);
		fprintf(stderr, "nomic: %s\n", err);
		return EXIT_FILE;
	}
	printf("backed up %s to %s (pg_restore reads it)\n", shown, dest);
	return 0;
}

int backup_cli(const char *path, int argc, char **argv)
{
	static const struct option opts[] = {
		{"force", no_argument, NULL, 'f'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	int force = 0, c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "+fh", opts, NULL)) != -1) {
		switch (c) {
		case 'f': force = 1; break;
		case 'h': fputs(backup_help, stdout); return 0;
		default: fputs(backup_help, stderr); return EXIT_USAGE;
		}
	}
	if (optind != argc - 1 || !*argv[optind]) {
		fputs(backup_help, stderr);
		return EXIT_USAGE;
	}
	const char *dest = argv[optind];
	if (is_postgres(path))
		return pg_backup(path, dest, force);
	uint64_t head;
	char err[600];
	if (store_backup(path, dest, force, &head, err, sizeof err)) {
		fprintf(stderr, "nomic: %s\n", err);
		return EXIT_FILE;
	}
	printf("backed up %s to %s: %llu events\n", path, dest, (unsigned long long)head);
	return 0;
}
