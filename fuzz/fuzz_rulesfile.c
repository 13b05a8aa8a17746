/* fuzz_rulesfile.c: a ruleset file with any contents, through
 * rules_read_file (src/rules/io.c), format detection, rules_import_file in
 * each format, and the engine's `ruleset load NAME`, which reads
 * $NOMIC_DATA/rulesets/NAME.txt and copies its text into the log.
 *
 * Checks: rules_read_file returns exactly the file's bytes, terminated; an
 * import either succeeds or says why; `ruleset load` is applied or refused
 * with one "error: " line and nothing appended; when applied, the rules
 * render (`ruleset full`, `rule 1`, `rules search`) and the log verifies,
 * so replay reads the logged text back to the same ruleset.
 *
 * Self-contained: the file is rewritten for each input, and the engine
 * part runs on a fresh copy of a template nomic (one player, no ruleset). */
#include "fuzzlib.h"
#include "rules/rules.h"
#include "rules/rules_io.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char tmpl[512], work[512], file[600], dir[512];

static void cleanup(void)
{
	char sub[600];
	unlink(file);
	snprintf(sub, sizeof sub, "%s/rulesets", dir);
	rmdir(sub);
	rmdir(dir);
}

static void setup(void)
{
	snprintf(dir, sizeof dir, "%s/nomic-fuzz-rules-%d", fz_dir(), (int)getpid());
	mkdir(dir, 0700);
	setenv("NOMIC_DATA", dir, 1);
	snprintf(file, sizeof file, "%s/rulesets", dir);
	mkdir(file, 0700);
	snprintf(file, sizeof file, "%s/rulesets/fuzz.txt", dir);
	atexit(cleanup);
	fz_path(tmpl, sizeof tmpl, "rules-template");
	fz_path(work, sizeof work, "rules");
	engine *e = fz_create(tmpl, NULL);
	fz_must(e, "admin", "join alice", NULL);
	engine_close(e);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!tmpl[0])
		setup();
	if (size > 200000)
		return 0;
	FILE *f = fopen(file, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		abort();

	char *buf;
	size_t len;
	rules_error err = {0};
	if (rules_read_file(file, &buf, &len, &err) != RULES_OK || len != size ||
	    memcmp(buf, data, size) != 0 || buf[len] != '\0') {
		fprintf(stderr, "fuzz: rules_read_file did not return the file\n");
		abort();
	}
	rules_format detected;
	int have = rules_detect_format(buf, len, &detected);
	free(buf);
	for (int fmt = RULES_FORMAT_ACKANOMIC; fmt <= RULES_FORMAT_REGULATIONS; fmt++) {
		rules_ruleset *rs = NULL;
		if (rules_import_file(file, (rules_format)fmt, &rs, &err) == RULES_OK) {
			if (!rs)
				abort();
			rules_ruleset_free(rs);
		} else if (rs || !err.msg[0]) {
			abort(); /* a refusal returns nothing and says why */
		}
	}
	(void)have;

	fz_copy(tmpl, work);
	engine *e = fz_open(work);
	if (fz_poke(e, "admin", "ruleset load fuzz")) {
		fz_poke(e, NULL, "ruleset full");
		fz_poke(e, NULL, "ruleset json");
		fz_poke(e, "alice", "rule 1");
		fz_poke(e, "alice", "rules search rule");
	}
	engine_close(e);
	uint64_t count, bad;
	char why[512];
	if (engine_verify(work, &count, &bad, why, sizeof why)) {
		fprintf(stderr, "fuzz: the log does not verify: event %llu: %s\n",
			(unsigned long long)bad, why);
		abort();
	}
	return 0;
}
