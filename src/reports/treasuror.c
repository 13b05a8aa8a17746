/* treasuror.c: the Treasuror's report, which in Ackanomic is the
 * Financier's (R412 a: "to maintain accurate records of who owns each
 * ownable entity ... and what each named non-Player entity [such as the
 * Treasury] owns"; b, every transfer, creation and destruction, listed
 * with its reason and memo among the changes): each currency's holders
 * and balances, and its total; then every entity (src/econ), by owner. */
#include "econ/entities.h"
#include "reports/reports.h"

#include <stdlib.h>

/* R412 a: "who owns each ownable entity": one line per owner, in the
 * order of each owner's oldest entity. Kinds no rule defines
 * (EK_NORECORD: Arcadia's Land Units) are not the Financier's. */
static void entities_by_owner(const nomic *n, sbuf *out)
{
	const entities *s = entities_peek(n);
	if (!s || !s->n)
		return;
	int *done = xcalloc((size_t)s->n, sizeof *done);
	int listed = 0;
	for (int i = 0; i < s->n; i++) {
		done[i] = (s->v[i]->kind->flags & EK_NORECORD) != 0;
		listed += !done[i];
	}
	if (listed)
		sbuf_add(out, "\nentities:");
	for (int i = 0; i < s->n; i++) {
		if (done[i])
			continue;
		char b[32];
		ent_owner o = s->v[i]->owner;
		sbuf_printf(out, "\n %s:", owner_name(n, o, b, sizeof b));
		for (int k = i; k < s->n; k++)
			if (!done[k] && owner_eq(s->v[k]->owner, o)) {
				sbuf_add(out, k == i ? " " : ", ");
				entity_describe(s->v[k], out);
				done[k] = 1;
			}
	}
	free(done);
}

void report_treasuror(const report_view *rv, sbuf *out)
{
	const nomic *n = rv->n;
	for (int i = 0; i < n->ncurrencies; i++) {
		const currency *cur = n->currencies[i];
		int64_t total = 0;
		sbuf_printf(out, "%s%s:", i ? "\n" : "", cur->name);
		int any = 0;
		/* Holder 0 is the Treasury (R505), then the players by id. */
		for (int h = 0; h <= n->nplayers; h++) {
			int64_t v = balance(n, h, cur->id);
			if (!v)
				continue;
			sbuf_printf(out, "%s %s %lld", any ? "," : "", holder_name(n, h), (long long)v);
			total += v;
			any = 1;
		}
		if (any)
			sbuf_printf(out, "; total %lld", (long long)total);
		else
			sbuf_add(out, " none held");
	}
	if (!n->ncurrencies)
		sbuf_add(out, "no currencies");
	entities_by_owner(n, out);
}
