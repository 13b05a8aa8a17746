/* fuzz_words.c: the command tokenizer (src/core/command.c) on any bytes:
 * it must accept or refuse with a reason, never crash or leak. */
#include "core/command.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *line = malloc(size + 1);
	memcpy(line, data, size);
	line[size] = '\0';
	words w;
	char err[128];
	if (words_split(&w, line, err, sizeof err) == 0) {
		for (int i = 0; i < w.n; i++)
			if (!w.v[i])
				abort();
		words_free(&w);
	} else if (!err[0]) {
		abort(); /* a refusal always says why */
	}
	free(line);
	return 0;
}
