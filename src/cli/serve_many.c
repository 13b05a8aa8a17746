/* serve_many.c: several nomics in one `nomic serve` (issue 17 item 6).
 * Gathers the nomics from --nomics DIR (each NAME.db in it) and --nomic
 * NAME=PATH, opens each as its own engine (its own log, clock, deadlines
 * and tokens), starts each one's mail sender under --smtp (the gateway is
 * per nomic), and hands them to the HTTP server, which serves each under
 * /n/NAME/ and lists them at "/" (net/route.c). */
#include "cli/serve_many.h"

#include "core/util.h"
#include "mail/mail.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int add(serve_list *l, const char *name, size_t name_len, const char *path)
{
	char buf[ROUTE_NAME_MAX + 1];
	if (name_len == 0 || name_len > ROUTE_NAME_MAX) {
		fprintf(stderr, "nomic: a nomic's name is 1 to %d characters\n", ROUTE_NAME_MAX);
		return -1;
	}
	memcpy(buf, name, name_len);
	buf[name_len] = '\0';
	if (!route_name_ok(buf)) {
		fprintf(stderr, "nomic: bad nomic name \"%s\": use a-z, 0-9, '_' and '-', "
			"starting with a letter or digit\n", buf);
		return -1;
	}
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 8;
		l->names = xrealloc(l->names, l->cap * sizeof *l->names);
		l->paths = xrealloc(l->paths, l->cap * sizeof *l->paths);
	}
	l->names[l->n] = xstrdup(buf);
	l->paths[l->n] = xstrdup(path);
	l->n++;
	return 0;
}

int serve_list_add_pair(serve_list *l, const char *pair)
{
	const char *eq = strchr(pair, '=');
	if (!eq || !eq[1]) {
		fprintf(stderr, "nomic: --nomic takes NAME=PATH\n");
		return -1;
	}
	return add(l, pair, (size_t)(eq - pair), eq + 1);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int serve_list_add_dir(serve_list *l, const char *dir)
{
	DIR *d = opendir(dir);
	if (!d) {
		fprintf(stderr, "nomic: cannot read the directory %s\n", dir);
		return -1;
	}
	char **found = NULL;
	size_t nfound = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		if (len <= 3 || strcmp(de->d_name + len - 3, ".db") != 0)
			continue;
		found = xrealloc(found, (nfound + 1) * sizeof *found);
		found[nfound++] = xstrdup(de->d_name);
	}
	closedir(d);
	qsort(found, nfound, sizeof *found, by_name);
	int rc = 0;
	for (size_t i = 0; i < nfound; i++) {
		char name[ROUTE_NAME_MAX + 1];
		size_t len = strlen(found[i]) - 3;
		if (len <= ROUTE_NAME_MAX) {
			memcpy(name, found[i], len);
			name[len] = '\0';
		}
		if (len > ROUTE_NAME_MAX || !route_name_ok(name)) {
			/* Not a name a URL may carry: say so, serve the rest. */
			fprintf(stderr, "nomic: skipping %s/%s: its name is not a nomic's name\n",
				dir, found[i]);
		} else {
			sbuf path = {0};
			sbuf_printf(&path, "%s/%s", dir, found[i]);
			rc |= add(l, name, len, path.s);
			sbuf_free(&path);
		}
		free(found[i]);
	}
	free(found);
	return rc;
}

void serve_list_free(serve_list *l)
{
	for (size_t i = 0; i < l->n; i++) {
		free(l->names[i]);
		free(l->paths[i]);
	}
	free(l->names);
	free(l->paths);
	memset(l, 0, sizeof *l);
}

int serve_many(const serve_list *l, const http_options *o, const char *smtp)
{
	if (l->n == 0) {
		fprintf(stderr, "nomic: no nomic to serve (no NAME.db in --nomics, no --nomic)\n");
		return 2;
	}
	for (size_t i = 0; i < l->n; i++)
		for (size_t j = 0; j < i; j++)
			if (strcmp(l->names[i], l->names[j]) == 0) {
				fprintf(stderr, "nomic: two nomics named %s\n", l->names[i]);
				return 2;
			}
	http_site *sites = xcalloc(l->n, sizeof *sites);
	mail_sender **mail = xcalloc(l->n, sizeof *mail);
	int rc = 0;
	size_t opened = 0;
	for (; opened < l->n; opened++) {
		char err[512];
		engine *e = engine_open(l->paths[opened], err, sizeof err);
		if (!e) {
			fprintf(stderr, "nomic: %s: %s\n", l->names[opened], err);
			rc = 3;
			break;
		}
		route_site_init(&sites[opened], l->names[opened], l->paths[opened], e);
		if (engine_readonly(e, err, sizeof err))
			fprintf(stderr, "nomic: %s: %s: serving reads; commands are refused until "
				"it can write\n", l->names[opened], err);
		if (smtp) {
			mail[opened] = mail_sender_start(e, l->paths[opened], smtp);
			if (!mail[opened])
				fprintf(stderr, "nomic: %s: the mail sender did not start; the outbox "
					"waits\n", l->names[opened]);
		}
	}
	if (!rc && http_serve_sites(sites, l->n, o))
		rc = 3;
	for (size_t i = 0; i < opened; i++) {
		mail_sender_stop(mail[i]);
		engine_close(sites[i].e);
	}
	free(mail);
	free(sites);
	return rc;
}
