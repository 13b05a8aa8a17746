/* trades_web.c: the Free Market over HTTP (src/econ/trades, R515): GET
 * /api/v1/trades (every offer; ?state=standing|accepted|declined|
 * withdrawn|expired|lapsed, ?party=NAME: those it made, was offered or
 * accepted) and /api/v1/trades/N, and the page's standing offers. Public:
 * offers, acceptances and retractions are public messages (R515 ¶2, ¶3). */
#include "econ/trades/trades.h"
#include "net/text.h"
#include "net/web.h"

#include <stdlib.h>
#include <string.h>

enum MHD_Result api_trades(web_request *r)
{
	const char *slash = strstr(r->path, "/trades/");
	const char *state = web_arg(r, "state"), *party = web_arg(r, "party");
	const nomic *n = engine_read_begin(r->e);
	json_t *out = NULL;
	const char *why = "no such offer";
	if (slash) {
		char *end;
		long v = strtol(slash + 8, &end, 10);
		const trade_offer *o = *end || v <= 0 || v > 1 << 30 ? NULL
								  : trade_by_number(n, (int)v);
		if (o)
			out = trade_json(n, o);
	} else {
		out = trades_json(n, state, party, &why);
	}
	engine_read_end(r->e);
	if (!out)
		return web_error(r, MHD_HTTP_NOT_FOUND, why);
	return web_json(r, MHD_HTTP_OK, out);
}

/* The page's (page.c) section: the standing offers, each as its public
 * text says it (R515 ¶2), with when it expires (R515 ¶3). Read under the
 * engine's lock; drawn after. */
json_t *page_trades_json(const nomic *n)
{
	const char *bad;
	return trades_json(n, "standing", NULL, &bad);
}

