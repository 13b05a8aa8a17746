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
void chart_release(chart *c);

/* The amount a ledger record's text moves ("bob pays 5 A$ to al", "al
 * gains 3 points", "al loses 2 points": records.c), given the currency's
 * name; -1 when the text says none. */
int64_t chart_entry_amount(const char *what, const char *cur_name);

/* The pictures themselves: 0, or -1 (nothing to send). */
int chart_scores_svg(const nomic *n, gtime now, sbuf *out);
int chart_balances_svg(const nomic *n, const currency *cur, const player *only, gtime now,
		       sbuf *out);

#endif
