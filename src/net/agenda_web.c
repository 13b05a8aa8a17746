/* agenda_web.c: Agenda Hats and Nemesis Eggplants over HTTP (src/gov/
 * agenda, R431, R607, R671): GET /api/v1/agenda, the round, the released
 * conditions, the bids, the eggplants and the hats, as the signed-in viewer
 * may see them (agenda_may_see decides: a submission before its release, a
 * bid before the award, a hidden hat's condition are withheld). */
#include "gov/agenda/agenda.h"
#include "net/web.h"

enum MHD_Result api_agenda(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	vis_viewer v = vis_viewer_named(n, r->actor);
	json_t *out = agenda_json(n, &v);
	engine_read_end(r->e);
	return web_json(r, MHD_HTTP_OK, out);
}
