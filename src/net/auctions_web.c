/* auctions_web.c: the auctions over HTTP (src/econ/auctions, R516, R520):
 * GET /api/v1/auctions (every auction) and /api/v1/auctions/N (one, with
 * the bids), each as the signed-in viewer may see it: an open private
 * auction's bids are sealed (R516 6e; auction_bid_visible decides). */
#include "econ/auctions/auctions.h"
#include "net/web.h"

#include <string.h>

enum MHD_Result api_auctions(web_request *r)
{
	const char *slash = strstr(r->path, "/auctions/");
	const nomic *n = engine_read_begin(r->e);
	vis_viewer v = vis_viewer_named(n, r->actor);
	json_t *out = NULL;
	if (!slash) {
		out = auctions_json(n, &v);
	} else {
		int64_t id;
		const auction *a = parse_int64(slash + 10, &id) == 0 && id > 0 && id < 1000000000
					   ? auction_by_id(n, (int)id) : NULL;
		if (a)
			out = auction_json(n, a, &v, 1);
	}
	engine_read_end(r->e);
	if (!out)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such auction");
	return web_json(r, MHD_HTTP_OK, out);
}
