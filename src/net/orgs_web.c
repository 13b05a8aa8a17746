/* orgs_web.c: the organisations over HTTP (src/society/orgs, R1000-R1021):
 * GET /api/v1/orgs (every standing organisation) and /api/v1/orgs/NAME
 * (one: type, members, policy, requests, holdings, suggestions with their
 * approvals). Public: R1003's suggestions and approvals are public
 * messages, and R412 a has the Financier record what each owns. */
#include "net/web.h"
#include "society/orgs/orgs.h"

#include <string.h>

enum MHD_Result api_orgs(web_request *r)
{
	const char *slash = strstr(r->path, "/orgs/");
	const nomic *n = engine_read_begin(r->e);
	json_t *out = NULL;
	if (slash) {
		const org *o = org_by_name(n, slash + 6);
		if (o)
			out = org_json(n, o);
	} else {
		out = orgs_json(n);
	}
	engine_read_end(r->e);
	if (!out)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such organisation");
	return web_json(r, MHD_HTTP_OK, out);
}
