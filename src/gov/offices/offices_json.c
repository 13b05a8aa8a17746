/* offices_json.c: the rules' part of /api/v1/offices (net/views.c): each
 * office's kind, seats, term, salary and defining rule (R401-R441), its
 * Acting Officer (R401.1), its term's start and end (R401 (v)) and any
 * Nomination or Election open for it (R402). Ballots are never shown:
 * they go to the appropriate Officer until the tally (R402 (ii) e, f). */
#include "core/json_values.h"
#include "gov/duties/duties.h"
#include "gov/offices/offices.h"

void offices_json_fields(const nomic *n, const office *o, json_t *obj)
{
	const office_def *d = office_def_find(n, o->name);
	if (!d) {
		json_object_set_new(obj, "rule", json_null());
		return;
	}
	/* R401 (ii), (x): its duties, pending and missed (src/gov/duties). */
	json_object_set_new(obj, "duties", duties_json_office(n, o->name));
	json_object_set_new(obj, "rule", json_string(d->rule));
	json_object_set_new(obj, "kind", json_string(office_kind_name(d)));
	json_object_set_new(obj, "optional", json_boolean(d->optional));
	json_object_set_new(obj, "seats",
			    d->seats ? json_integer(office_nseats(n, d)) : json_null());
	json_object_set_new(obj, "term_seconds",
			    d->term_param ? json_integer(param_int(n, d->term_param)) : json_null());
	json_object_set_new(obj, "salary", json_integer(office_salary_amount(n, d)));
	json_object_set_new(obj, "salary_rule", d->salary_rule ? json_string(d->salary_rule)
							      : json_null());
	json_object_set_new(obj, "supervisory", json_string(office_supervisory(d)));
	const office_rec *r = office_rec_peek(n, o->name);
	/* R401 (i): every seat in order, its holder's name or null. */
	json_t *seats = json_array();
	for (int k = 0; k < office_nseats(n, d); k++)
		json_array_append_new(seats, json_holder(n, office_seat_holder(n, o, k)));
	json_object_set_new(obj, "seat_holders", seats);
	/* R401 (i), R1031 ¶2: each seat with its Caste (null: none), holder
	 * and since when (grey.c). */
	json_t *list = json_array();
	for (int k = 0; k < office_nseats(n, d); k++) {
		int h = office_seat_holder(n, o, k), g = office_seat_caste(n, d, k);
		gtime since = !h || !r ? 0 : k ? r->extra_since[k - 1] : r->since;
		json_array_append_new(
			list, json_pack("{s:i, s:o, s:o, s:o, s:o}", "seat", k + 1, "caste",
					g >= 0 ? json_string(offices_castes->word(g)) : json_null(),
					"holder", json_holder(n, h), "since", json_gtime(since), "acting",
					json_holder(n, office_seat_acting(n, o->name, k))));
	}
	json_object_set_new(obj, "seat_list", list);
	json_object_set_new(obj, "substitute", json_string(office_substitute(d)));
	json_object_set_new(obj, "performer", json_holder(n, office_performer(n, o->name)));
	json_object_set_new(obj, "acting", json_holder(n, r ? r->acting : 0));
	json_object_set_new(obj, "since", json_gtime(o->holder && r ? r->since : 0));
	const deadline *t = r && r->term_dl ? deadline_by_id(n, r->term_dl) : NULL;
	json_object_set_new(obj, "term_ends", json_gtime(t ? t->due : 0));
	const impeachment *ip = impeachment_pending(n, o->name);
	json_object_set_new(obj, "impeachment", ip ? json_integer(ip->id) : json_null());
	const nomination *m = nomination_for(n, o->name);
	if (!m) {
		json_object_set_new(obj, "nomination", json_null());
		return;
	}
	static const char *const phase[] = {"nominating", "waiting", "choosing", "voting"};
	json_t *nominees = json_array();
	for (int i = 0; i < m->nnominees; i++)
		json_array_append_new(nominees, json_holder(n, m->nominees[i]));
	json_object_set_new(obj, "nomination",
			    json_pack("{s:s, s:o, s:o, s:o}", "phase", phase[m->phase], "opened",
				      json_gtime(m->opened), "ends", json_gtime(m->ends), "nominees",
				      nominees));
}
