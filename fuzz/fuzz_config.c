/* fuzz_config.c: the configuration file's reader (src/cli/config.c) on any
 * bytes: it must take the file or refuse it with one line naming the file
 * and the line, leaving the configuration as it was; never crash or leak. */
#include "cli/config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	nomic_config c;
	config_init(&c);
	char err[300] = "";
	unsigned port = c.port;
	if (config_parse(&c, (const char *)data, size, "f.conf", err, sizeof err) == 0) {
		if (!c.file || !c.bind || c.request_timeout < 1 || c.port > 65535)
			abort();
	} else if (strncmp(err, "f.conf:", 7) != 0 || strchr(err, '\n') || c.port != port ||
		   c.set != 0) {
		abort(); /* a refusal names the line, in one line, and takes nothing */
	}
	config_free(&c);
	return 0;
}
