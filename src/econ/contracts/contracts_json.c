/* contracts_json.c: GET /api/v1/contracts (Ackanomic R560, R433 a, b: the
 * General Contractor's list "of all public and private contracts, their
 * public text if any, and who has signed them"), as the viewer may see
 * them: a private Contract's text only for its readers (contracts.h). */
#include "core/json_values.h"
#include "core/visibility.h"
#include "econ/contracts/contracts.h"

static json_t *ids(const nomic *n, const int *v, int count)
{
	json_t *a = json_array();
	for (int i = 0; i < count; i++)
		json_array_append_new(a, json_string(holder_name(n, v[i])));
	return a;
}

json_t *contracts_json(const nomic *n, const char *viewer)
{
	vis_viewer v = vis_viewer_named(n, viewer);
	const contracts *s = n->contracts;
	json_t *a = json_array();
	for (int i = 0; s && i < s->n; i++) {
		const contract *k = s->v[i];
		if (k->status == K_DESTROYED)
			continue;
		json_t *o = json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:o, s:I, s:o}", "name",
				      k->name, "kind", k->is_private ? "private" : "public",
				      "status", k->status == K_PENDING ? "pending" : "live",
				      "creator", holder_name(n, k->creator), "signers",
				      ids(n, k->signers, k->nsigners), "created",
				      json_gtime(k->created), "expires", json_gtime(k->expires),
				      "penalty_points", (json_int_t)k->pen_points, "penalty_entities",
				      k->pen_kind ? json_pack("{s:I, s:s}", "count",
							      (json_int_t)k->pen_count, "kind",
							      k->pen_kind)
						  : json_null());
		json_object_set_new(o, "stale", json_boolean(k->stale_dl != 0));
		json_object_set_new(o, "entity", k->entity ? json_integer(k->entity) : json_null());
		json_object_set_new(o, "text", contract_may_read(n, k, v.pid, v.admin)
						       ? json_string(k->text) : json_null());
		json_array_append_new(a, o);
	}
	return a;
}
