/* hearings_types.c: the types of Hearing a player calls by command
 * (`hearing call TYPE ...`) and what their verdicts mean. R361, the Will
 * of the People: any player calls it on a matter and is its Hearing
 * Harfer (WillWho?); it is an Extremely Silly Affair and a Serious Matter
 * (R360 ¶6), but neither of its verdicts modifies the ruleset, so ¶6
 * never changes its verdict (docs/RULINGS.md). */
#include "gov/hearings/hearings.h"

#include <string.h>

/* R361 ¶2: "If the result is the former (Induhvidual), the matter ... is
 * considered to not be the will of the people. If the result is the
 * latter (Jones'), then the will of the people has spoken." */
static void will_end(ctx *c, const hearing *h, const hearing_result *r)
{
	if (r->retracted || r->verdict < 0)
		return;
	if (r->verdict == 0) {
		ctx_announce(c, "By Hearing %d, \"%s\" is considered not to be the will of the "
			     "people (R361 ¶2)", h->number, h->circumstances);
		ctx_reply(c, "\n\"%s\" is not the will of the people (R361 ¶2)", h->circumstances);
	} else {
		ctx_announce(c, "By Hearing %d, the will of the people has spoken: \"%s\" (R361 ¶2)",
			     h->number, h->circumstances);
		ctx_reply(c, "\nthe will of the people has spoken: \"%s\" (R361 ¶2)",
			  h->circumstances);
	}
}

const hearing_type hearing_will = {
	.key = "will",
	.name = "Will of the People",
	.rule = "R361",
	.harfer_title = "WillWho?",
	.flags = HT_PLAYER_CALLS | HT_CALLER_HARFS | HT_SERIOUS,
	.period = NULL,
	.modifies = -1,
	.nresponses = 2,
	.responses = {"Hey Man, I'm an Induhvidual", "I cannot wait to catch up to the Jones'"},
	.on_end = will_end,
};

const hearing_type *const hearing_callable[] = {&hearing_will, NULL};

const hearing_type *hearing_type_by_key(const char *key)
{
	for (int i = 0; hearing_callable[i]; i++)
		if (strcmp(hearing_callable[i]->key, key) == 0)
			return hearing_callable[i];
	return NULL;
}
