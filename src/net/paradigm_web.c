/* paradigm_web.c: GET /api/v1/paradigm, The Current Paradigm of Ackanomia,
 * the Paradigm Types, the rebellious, any Revolution and the Supreme
 * Overlord (Ackanomic R320, R320.6), and GET /api/v1/mentors, the Mentor
 * pool and mentorships (R253): all public (paradigm.h, mentors.h). */
#include "gov/mentors/mentors.h"
#include "gov/paradigm/paradigm.h"
#include "net/web.h"

enum MHD_Result api_paradigm(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	json_t *out = paradigm_json(n);
	engine_read_end(r->e);
	return web_json(r, MHD_HTTP_OK, out);
}

/* R253: the Mentor pool and the mentorships not yet over (all public: the
 * Registrar's list, docs/RULINGS.md). */
enum MHD_Result api_mentors(web_request *r)
{
	const nomic *n = engine_read_begin(r->e);
	json_t *out = mentors_json(n);
	engine_read_end(r->e);
	return web_json(r, MHD_HTTP_OK, out);
}
