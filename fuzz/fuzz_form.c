/* fuzz_form.c: the HTTP front end's byte-level input handling
 * (src/net/text.c): form decoding, UTF-8 checks and HTML escaping. */
#include "net/text.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *body = (const char *)data;
	int bad = 0;
	char *v = form_field(body, size, "command", &bad);
	if (v && !utf8_valid(v, strlen(v)))
		abort(); /* a decoded field is always valid UTF-8 */
	free(v);
	char *s = malloc(size + 1);
	memcpy(s, data, size);
	s[size] = '\0';
	char *fixed = utf8_repair(s);
	if (!utf8_valid(fixed, strlen(fixed)))
		abort();
	sbuf b = {0};
	html_escape(&b, fixed);
	if (b.s && strpbrk(b.s, "<>\"'"))
		abort(); /* nothing that could open markup survives escaping */
	sbuf_free(&b);
	free(fixed);
	free(s);
	return 0;
}
