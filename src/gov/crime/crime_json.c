/* crime_json.c: the crime part's state as JSON, for the views (the API,
 * the pages, the trial's `cfj show`): a CFCJ's crime and penalties (R710),
 * and the Gaol (R709). All of it is public: R710's penalties are part of
 * the CFCJ as distributed, and R709's Gaol is a Location everyone sees. */
#include "gov/crime/crime.h"

static json_t *when_json(gtime t)
{
	char buf[40];
	format_time(t, buf, sizeof buf);
	return json_string(buf);
}

static json_t *name_json(const nomic *n, int id)
{
	const player *p = player_by_id(n, id);
	return json_string(p ? p->name : "?");
}

json_t *crime_cfcj_json(const nomic *n, int number)
{
	const cfcj_rec *r = crime_find_cfcj(n, number);
	if (!r)
		return NULL;
	static const char *const phases[] = {"open", "grace", "imposed", "waived"};
	json_t *o = json_object();
	json_object_set_new(o, "accused", name_json(n, r->accused));
	json_object_set_new(o, "crime", json_string(r->crime));
	json_object_set_new(o, "rule", json_string(r->rule));
	json_object_set_new(o, "suggested", json_string(r->suggested ? r->suggested : ""));
	json_object_set_new(o, "penalty", json_string(cfcj_penalty_text(r)));
	json_object_set_new(o, "phase", json_string(phases[r->phase]));
	if (r->phase == CFCJ_GRACE)
		json_object_set_new(o, "grace_end", when_json(r->grace_end));
	if (r->imposed)
		json_object_set_new(o, "imposed", json_string(r->imposed));
	return o;
}

json_t *crime_gaol_json(const nomic *n)
{
	json_t *a = json_array();
	const crime *k = crime_peek(n);
	for (int i = 0; k && i < k->ngaol; i++) {
		json_t *o = json_object();
		json_object_set_new(o, "player", name_json(n, k->gaol[i]->player));
		json_object_set_new(o, "since", when_json(k->gaol[i]->since));
		json_object_set_new(o, "until", when_json(k->gaol[i]->until));
		json_array_append_new(a, o);
	}
	return a;
}
