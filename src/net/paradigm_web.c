/* paradigm_web.c: GET /api/v1/paradigm, The Current Paradigm of Ackanomia,
 * the Paradigm Types, the rebellious, any Revolution and the Supreme
 * Overlord (Ackanomic R320, R320.6), and GET /api/v1/mentors, the Mentor
 * pool and mentorships (R253): all public (paradigm.h, mentors.h). */
#include "gov/mentors/mentors.h"
#include "gov/paradigm/paradigm.h"
#include "net/web.h"

json_t *view_paradigm(const nomic *n, const char *viewer, gtime now)
{
	return paradigm_json(n);
}

/* R253: the Mentor pool and the mentorships not yet over (all public: the
 * Registrar's list, docs/RULINGS.md). */
json_t *view_mentors(const nomic *n, const char *viewer, gtime now)
{
	return mentors_json(n);
}
