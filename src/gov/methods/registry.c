/* registry.c: the voting methods of other bodies than Ackanomic's
 * proposals. Each is one `const vote_method`, in its own file, listed here. */
#include "gov/method.h"

#include <stddef.h>

const vote_method *const extra_methods[] = {NULL};
