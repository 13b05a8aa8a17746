/* otzma_valid.c: Valid Sums (Ackanomic R1240.6 ¶2, R1240.7 ¶2), read from
 * the Financier's ledger (R412 b, src/reports): every movement of A$ is
 * recorded there with the players it concerns and its reason (the command
 * and who gave it, the deadline, the proposal whose effect it was, and the
 * mechanic's own reason, ctx.h `why`). This file classifies one movement
 * by that reason; the readings of each class are in docs/RULINGS.md
 * ("Valid Sums"):
 *
 * - Otzma: the reason names an Otzma Card (the `otzma use` command, the
 *   `otzma-effect` deadline, or a mechanic's reason citing R1240.x):
 *   excluded as paid (R1240.6) or received (R1240.7) "as a direct result
 *   of one or more Otzma Cards".
 * - Voluntary (payments only, R1240.6): a command the payer gave emself
 *   (a gift, a trinket's composition, a land purchase, a fee e chose to
 *   pay), any trade's settlement and contract (each party agreed), an
 *   auction's close (the payer's own bid).
 * - Trinket (receipts only, R1240.7): `trinket dissolve`, A$ received from
 *   the destruction of a trinket.
 * - Hidden: an event the records name by its number alone; its reason is
 *   not known, so it is not shown to be Valid.
 * - Everything else is a Valid Sum: a deadline's default action (a fine,
 *   the dividends), a proposal's effect, another player's or the admin's
 *   command. */
#include "society/otzma/otzma.h"

#include "reports/reports.h"

#include <stdlib.h>
#include <string.h>

int otzma_ledger_count(const nomic *n)
{
	return n->reports ? n->reports->nentries : 0;
}

const rpt_entry *otzma_ledger_at(const nomic *n, int i)
{
	return n->reports && i >= 0 && i < n->reports->nentries ? n->reports->entries[i] : NULL;
}

const char *otzma_vs_name(enum otzma_vs k)
{
	switch (k) {
	case OVS_VALID: return "a Valid Sum";
	case OVS_OTZMA: return "a direct result of Otzma Cards";
	case OVS_VOLUNTARY: return "a voluntary act of the payer";
	case OVS_TRINKET: return "the destruction of a trinket";
	case OVS_HIDDEN: return "a movement whose reason the records do not show";
	case OVS_NONE: return "not a movement of A$";
	}
	return "?";
}

/* The reason's head, before ", event N": "CMD by NAME", "the KIND
 * deadline (RULE)", "CAUSE (CMD)". */
static int head_is(const char *why, size_t head, const char *prefix)
{
	size_t k = strlen(prefix);
	return head >= k && strncmp(why, prefix, k) == 0;
}

enum otzma_vs otzma_valid_class(const nomic *n, const rpt_entry *e, int pid, int paying,
				int64_t *amount)
{
	const currency *ad = currency_by_name(n, "A$");
	*amount = 0;
	if (!e || e->kind != RPT_LEDGER || !ad || e->currency != ad->id ||
	    e->holder[paying ? 0 : 1] != pid)
		return OVS_NONE;
	int64_t a = e->amount; /* exact (reports.h), not read from the text */
	if (a <= 0)
		return OVS_NONE;
	*amount = a;
	const char *why = e->why ? e->why : "";
	const char *ev = strstr(why, ", event ");
	if (!ev) /* "event N" alone: a hidden or sealed event (records.c) */
		return OVS_HIDDEN;
	size_t head = (size_t)(ev - why);
	if (head_is(why, head, "otzma use ") || strstr(why, "the otzma-effect deadline") ||
	    strstr(why, "(R1240."))
		return OVS_OTZMA;
	if (!paying)
		return head_is(why, head, "trinket dissolve ") ? OVS_TRINKET : OVS_VALID;
	if (head_is(why, head, "trade ") || head_is(why, head, "contract ") ||
	    strstr(why, "the auction-close deadline"))
		return OVS_VOLUNTARY;
	/* "CMD by NAME": the payer's own command. */
	const player *p = player_by_id(n, pid);
	if (p) {
		size_t k = strlen(p->name);
		if (head >= k + 4 && strncmp(ev - k, p->name, k) == 0 &&
		    strncmp(ev - k - 4, " by ", 4) == 0)
			return OVS_VOLUNTARY;
	}
	return OVS_VALID;
}
