/* registry.c: the voting methods of other bodies than Ackanomic's
 * proposals. Each is one `const vote_method`, in its own file, listed here
 * for method_find() and method_each() (src/gov/method.c). */
#include "gov/methods/methods.h"

#include <stddef.h>

const vote_method *const extra_methods[] = {
	&method_aos,                 /* Ace of Spades reg 109-110 */
	&method_support,             /* Arcadia: with 2 support, without 2 objections */
	&method_sum,                 /* A Nomic R336 */
	&method_majority_of_players, /* A Nomic R396 */
	&method_endorse,             /* Ackanomic R1250.1 V */
	&method_general,             /* quorum, AI, strengths */
	NULL,
};
