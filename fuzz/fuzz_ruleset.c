/* fuzz_ruleset.c: the three ruleset importers (src/rules) on any text. An
 * import either returns a whole ruleset, which must export and import back
 * equal, or an error naming a line. */
#include "rules/rules.h"
#include "rules/rules_io.h"

#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const rules_format formats[] = {
		RULES_FORMAT_ACKANOMIC, RULES_FORMAT_ANOMIC, RULES_FORMAT_REGULATIONS,
	};
	for (size_t f = 0; f < sizeof formats / sizeof *formats; f++) {
		rules_ruleset *rs = NULL, *back = NULL;
		rules_error err;
		if (rules_import(formats[f], (const char *)data, size, &rs, &err) != RULES_OK)
			continue;
		char *text = NULL, *json = NULL;
		size_t len = 0, jlen = 0;
		if (rules_export(rs, formats[f], &text, &len, &err) == RULES_OK) {
			if (rules_import(formats[f], text, len, &back, &err) != RULES_OK ||
			    !rules_ruleset_equal(rs, back, NULL, 0))
				abort(); /* what export wrote must read back the same */
			rules_ruleset_free(back);
		}
		if (rules_export_json(rs, &json, &jlen, &err) == RULES_OK) {
			back = NULL;
			if (rules_import_json(json, jlen, &back, &err) != RULES_OK ||
			    !rules_ruleset_equal(rs, back, NULL, 0))
				abort();
			rules_ruleset_free(back);
		}
		free(text);
		free(json);
		rules_ruleset_free(rs);
	}
	return 0;
}
