/* justice_module.c: the trial as a subsystem of the engine (core/module.h):
 * its state's life, its parameters, its commands and mechanics, and what it
 * hears from core. (Scaffold: the trial part of issue 14 fills it in.) */
#include "core/module.h"
#include "gov/justice/justice.h"

#include <stdlib.h>

static void justice_free_state(nomic *n)
{
	justice_free(n->justice);
	n->justice = NULL;
}

void justice_free(justice *j)
{
	if (!j)
		return;
	court_free_parts(j);
	free(j->cfjs);
	free(j->inelig);
	free(j);
}

const nomic_module justice_module = {
	.name = "justice",
	.free_state = justice_free_state,
};
