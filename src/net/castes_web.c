/* castes_web.c: the Castes and the Swingerships over HTTP (src/society/
 * castes, src/society/swingers; Ackanomic R1030, R1040): GET
 * /api/v1/castes (each Caste and its members) and /api/v1/swingers (each
 * Swingership: Party attribute, owner, Provisional, Warm), /api/v1/otzma
 * (the Otzma Card types, limits, cards and Otzma-Day, R1240.1). Public: R1030's
 * swaps are agreed publicly and R1040's acts are public actions. */
#include "net/web.h"
#include "society/castes/castes.h"
#include "society/otzma/otzma.h"
#include "society/swingers/swingers.h"

json_t *view_castes(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return castes_json(n);
}

json_t *view_swingers(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return swingers_json(n);
}

/* Public: R1240.1 C g, the RuneMaker posts the cards; each card's owner is
 * in the entity model's views already. */
json_t *view_otzma(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	return otzma_json(n, now);
}
