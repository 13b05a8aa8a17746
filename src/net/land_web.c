/* land_web.c: land, buildings and locations over HTTP (src/econ/land,
 * R801-R825): GET /api/v1/land (the City's grid: each Kaa's coordinates,
 * owner and building), /api/v1/buildings, and a player's location
 * (/api/v1/players/NAME/location, served by econ_web.c). All public:
 * R412 a (who owns each ownable entity), R846 (the Map of the City). */
#include "econ/land/land.h"
#include "net/web.h"

json_t *view_land(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return land_json(n);
}

json_t *view_buildings(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return land_buildings_json(n);
}
