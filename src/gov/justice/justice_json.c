/* justice_json.c: a CFJ as a viewer may see it, in one place for every
 * view (the API, the page, the Clerk's report, `cfj show`).
 *
 * Everything of a CFJ is public as the Clerk distributes it (R211, R413 b,
 * c), except what R418 and R710 6 keep back: reasoning that a Justice or a
 * Bronze Torch owner, or the accused of a CFCJ, sends before the result is
 * published may be made public by no one but its author until then. So an
 * unpublished REASONING or MITIGATION note shows only to its author and
 * the admin. */
#include "core/visibility.h"
#include "gov/crime/crime.h"
#include "gov/justice/justice.h"

int cfj_note_visible(const cfj_note *note, const vis_viewer *v)
{
	if (note->published || v->admin)
		return 1;
	if (note->kind != NOTE_REASONING && note->kind != NOTE_MITIGATION)
		return 1;
	return v->pid && v->pid == note->author;
}

static const char *note_kind_name(enum cfj_note_kind k)
{
	static const char *const names[] = {"argument", "reasoning", "mitigation", "appeal",
		"dissent"};
	return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}

static const char *level_name(enum cfj_level l)
{
	static const char *const names[] = {"judge", "Cortex", "Supreme Court"};
	return (unsigned)l < sizeof names / sizeof *names ? names[l] : "?";
}

static json_t *when_json(gtime t)
{
	char buf[32];
	format_time(t, buf, sizeof buf);
	return json_string(buf);
}

/* Text from the log is valid UTF-8 (the command language refuses other),
 * but a view never trusts that: json_string refuses invalid text. */
static json_t *text_json(const char *s)
{
	json_t *j = json_string(s ? s : "");
	return j ? j : json_string("(unreadable text)");
}

static json_t *ruling_json(const nomic *n, const cfj_ruling *r)
{
	json_t *o = json_pack("{s:s, s:s, s:o}", "level", level_name(r->level), "verdict",
			      verdict_name(r->verdict), "when", when_json(r->when));
	json_t *by = json_array();
	for (int i = 0; i < r->ndeciders; i++)
		json_array_append_new(by, json_string(holder_name(n, r->deciders[i])));
	json_object_set_new(o, "by", by);
	if (r->reasons && *r->reasons)
		json_object_set_new(o, "reasons", text_json(r->reasons));
	if (r->npenalised) {
		json_t *pen = json_object();
		for (int i = 0; i < r->npenalised; i++)
			json_object_set_new(pen, holder_name(n, r->penalised[i]),
					    json_integer(r->penalties[i]));
		json_object_set_new(o, "penalties", pen);
	}
	return o;
}

json_t *cfj_json(const nomic *n, const cfj *f, const vis_viewer *v, int full)
{
	json_t *o = json_pack("{s:i, s:s, s:s, s:o, s:s, s:o}", "number", f->number, "kind",
			      cfj_kind_name(f->kind), "author", holder_name(n, f->author),
			      "statement", text_json(f->statement), "stage",
			      cfj_stage_name(f->stage), "called", when_json(f->called));
	if (f->accused)
		json_object_set_new(o, "accused", json_string(holder_name(n, f->accused)));
	if (f->kind == CFJ_CYCLE_WIN && f->creator[0])
		json_object_set_new(o, "creator", json_string(f->creator));
	if (f->judge) {
		json_object_set_new(o, "judge", json_string(holder_name(n, f->judge)));
		json_object_set_new(o, "appointed", when_json(f->appointed));
	}
	const cfj_ruling *last = cfj_latest(f);
	if (last)
		json_object_set_new(o, "verdict", json_string(verdict_name(last->verdict)));
	if (f->cortex) {
		const justice *j = justice_peek(n);
		for (int i = 0; j && i < j->ncortices; i++)
			if (j->cortices[i]->id == f->cortex)
				json_object_set_new(o, "cortex", text_json(j->cortices[i]->name));
	}
	if (!full)
		return o;
	/* R710: a CFCJ's crime and penalties are part of it as distributed. */
	json_t *charge = f->kind == CFJ_CRIMINAL ? crime_cfcj_json(n, f->number) : NULL;
	if (charge)
		json_object_set_new(o, "crime", charge);
	if (f->reasoning && *f->reasoning)
		json_object_set_new(o, "reasoning", text_json(f->reasoning));
	json_t *rulings = json_array();
	for (int i = 0; i < f->nrulings; i++)
		json_array_append_new(rulings, ruling_json(n, f->rulings[i]));
	json_object_set_new(o, "rulings", rulings);
	json_t *apps = json_array();
	for (int i = 0; i < f->nappellants; i++)
		json_array_append_new(apps, json_string(holder_name(n, f->appellants[i])));
	json_object_set_new(o, "appellants", apps);
	json_t *notes = json_array();
	for (int i = 0; i < f->nnotes; i++) {
		const cfj_note *note = f->notes[i];
		if (!cfj_note_visible(note, v))
			continue;
		json_t *nj = json_pack("{s:s, s:s, s:o, s:o}", "kind", note_kind_name(note->kind),
				       "by", holder_name(n, note->author), "when",
				       when_json(note->when), "text", text_json(note->text));
		if (!note->published && (note->kind == NOTE_REASONING ||
					 note->kind == NOTE_MITIGATION))
			json_object_set_new(nj, "private", json_true());
		json_array_append_new(notes, nj);
	}
	json_object_set_new(o, "notes", notes);
	return o;
}
