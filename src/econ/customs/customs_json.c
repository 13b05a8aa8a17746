/* customs_json.c: the Customs Officer's ITA-compliant log (Ackanomic R501
 * ¶3) as JSON, GET /api/v1/customs (src/net/econ_web.c): every ITA trade
 * involving Acka and every R503 type, the same records `customs log`
 * prints. Public: ITA trades are public messages (R501 ¶4-¶6). */
#include "econ/customs/customs.h"

#include "core/util.h"

#include <stdlib.h>

static json_t *offer_json(const nomic *n, const cu_offer *o)
{
	char when[40], b[64];
	format_time(o->at, when, sizeof when);
	sbuf d = {0};
	cu_offer_describe(n, o, &d);
	json_t *j = json_pack("{s:i, s:s, s:s, s:s, s:s, s:s}", "id", o->id, "at", when,
			      "direction", o->dir == CU_IN ? "to Acka" : "from Acka", "nomic",
			      o->nomic ? o->nomic : "", "description", d.s ? d.s : "", "status",
			      cu_status_word(o->status));
	free(d.s);
	if (o->dir == CU_IN)
		json_object_set_new(j, "case", json_integer(o->kase)); /* R501 ¶4 1-5 */
	if (o->status == CU_ACCEPTED)
		json_object_set_new(j, "anchor", json_string(owner_name(n, o->anchor, b, sizeof b)));
	return j;
}

json_t *customs_json(const nomic *n)
{
	const customs *s = n->customs;
	json_t *offers = json_array(), *types = json_array();
	for (int i = 0; s && i < s->n; i++)
		json_array_append_new(offers, offer_json(n, s->v[i]));
	for (int i = 0; s && i < s->nt; i++) {
		const cu_typed *t = s->t[i];
		const entity *e = entity_by_id(n, t->entity);
		json_array_append_new(types,
				      json_pack("{s:i, s:s, s:s, s:s, s:s}", "entity", t->entity,
						"name", e && e->name ? e->name : "", "noo",
						t->noo ? t->noo : "", "type", t->type ? t->type : "",
						"rule", t->rule ? t->rule : ""));
	}
	return json_pack("{s:o, s:o}", "offers", offers, "types", types);
}
