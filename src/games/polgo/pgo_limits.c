/* pgo_limits.c: the clock arithmetic of R368's "no more than one Go move
 * within 19 hours", kept pure so the module only supplies times. */
#include "games/polgo/pgo.h"

bool pgo_move_limited(enum pgo_move_kind kind)
{
	/* R368: "with the exception of accepting an alliance or withdrawing
	 * an offer, which can be done an unlimited number of times". */
	return kind != PGO_MOVE_ACCEPT && kind != PGO_MOVE_WITHDRAW;
}

bool pgo_move_allowed_at(int64_t last, int64_t now, enum pgo_move_kind kind)
{
	if (!pgo_move_limited(kind) || last < 0)
		return true;
	/* "Within 19 hours" of the last one is too soon; at 19:00:00 it is
	 * allowed (the rule's own note: 00:00 yesterday, 19:00 today). */
	return now - last >= PGO_MOVE_INTERVAL_S;
}
