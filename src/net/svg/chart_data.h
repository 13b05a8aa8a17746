/* chart_data.h: the series the charts draw (chart.h), gathered from the
 * officers' records the nomic already keeps (src/reports/records.c:
 * R410 b "recording each score change", R412 b the ledger's movements),
 * never from the log. Issue 18 item 4. */
#ifndef NOMIC_NET_CHART_DATA_H
#define NOMIC_NET_CHART_DATA_H

#include "core/state.h"
#include "net/svg/chart.h"

/* The currency the score chart draws: "points", else the first score
 * currency (CUR_SCORE); NULL when the nomic keeps no score. */
const currency *chart_score_currency(const nomic *n);

/* The balances of cur over time: one series for each player (or only the
 * player whose id is only_pid, when it is not 0), from the records'
 * movements of cur, ending at each one's balance now. Fills c's series,
 * from and to; chart_release frees what it allocated. */
void chart_ledger(const nomic *n, const currency *cur, int only_pid, gtime now, chart *c);
/* Frees the series and the level's past. */
void chart_release(chart *c);

/* The pictures themselves: 0, or -1 (nothing to send). The score chart
 * draws the Magic Number's past (R603, R666 j) from the records. */
int chart_scores_svg(const nomic *n, gtime now, sbuf *out);
int chart_balances_svg(const nomic *n, const currency *cur, const player *only, gtime now,
		       sbuf *out);

#endif
