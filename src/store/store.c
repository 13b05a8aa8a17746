/* store.c: which backend a nomic's path names. A path that is a
 * PostgreSQL connection string (a postgresql:// or postgres:// URI, or
 * libpq's keyword=value form) is kept by store_pg.c; any other path is a
 * SQLite file (store_sqlite.c). */
#include "store/store.h"

#include <ctype.h>
#include <string.h>

/* libpq's keywords a keyword=value connection string may begin with
 * (libpq's "Parameter Key Words"); a file name is taken as one only if it
 * begins "KEYWORD=", which no nomic file of ours does. */
static const char *const keywords[] = {
	"host", "hostaddr", "port", "dbname", "user", "password", "passfile",
	"service", "sslmode", "connect_timeout", "application_name", "options",
	"target_session_attrs", NULL,
};

int store_is_pg(const char *path)
{
	if (!path)
		return 0;
	if (strncmp(path, "postgresql://", 13) == 0 || strncmp(path, "postgres://", 11) == 0)
		return 1;
	const char *p = path;
	while (isspace((unsigned char)*p))
		p++;
	for (int i = 0; keywords[i]; i++) {
		size_t n = strlen(keywords[i]);
		const char *q = p + n;
		if (strncmp(p, keywords[i], n) != 0)
			continue;
		while (*q == ' ')
			q++;
		if (*q == '=')
			return 1;
	}
	return 0;
}

store *store_open(const char *path, int create, char *err, size_t errlen)
{
	return store_is_pg(path) ? store_pg_open(path, create, err, errlen)
				 : store_sqlite_open(path, create, err, errlen);
}

void store_remove(const char *path)
{
	if (store_is_pg(path))
		store_pg_remove(path);
	else
		store_sqlite_remove(path);
}
