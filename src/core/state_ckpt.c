/* state_ckpt.c: core's part of a checkpoint (checkpoint.h): the players,
 * the ledger, currencies and accounts, offices, parameters, the ruleset,
 * the clock, deadlines, the inbox, joining, idempotency records and the
 * rng streams. NOT BUILT YET: being written (issue 17 item 3). */
#include "core/checkpoint.h"

int core_save_state(const nomic *n, ckw *w)
{
	(void)n;
	(void)w;
	return -1;
}

int core_load_state(nomic *n, ckr *r)
{
	(void)n;
	ckr_fail(r, "core's part is not built");
	return -1;
}
