/* json_values.c: the shared JSON values (json_values.h). */
#include "core/json_values.h"

json_t *json_gtime(gtime t)
{
	char buf[40];
	if (!t)
		return json_null();
	format_time(t, buf, sizeof buf);
	return json_string(buf);
}

json_t *json_holder(const nomic *n, int who)
{
	return who ? json_string(holder_name(n, who)) : json_null();
}
