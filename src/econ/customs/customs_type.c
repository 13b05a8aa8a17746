/* customs_type.c: the Imports Rule Suite (Ackanomic R503): an Import's noo
 * places it into a type, as the Customs Officer enters the noo's
 * announcement; the type may be none a rule defines; once a calendar week
 * per noo; a rule "Import Type: <type>" numbered 503.X is created. */
#include "econ/customs/customs.h"

int customs_cmd_type(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return ctx_fail(c, "R503's types are not built yet");
}
