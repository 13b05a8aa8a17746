/* datc.c — reads the DATC case file (jDip/godip format) into datc_case
 * values. Only the test tools use it; the library itself never sees the
 * format.
 *
 * Retreat cases describe the movement phase before them only as
 * PRESTATE_RESULTS lines ("SUCCESS: France: A gas-mar via convoy"). From
 * those we rebuild what the adjudicator would have handed on:
 *   - a dislodged unit was attacked from the source of the successful move
 *     into its province, unless that move went by convoy;
 *   - a province left empty is contested (a standoff) if some move into it
 *     failed, not counting moves by convoy (they may have failed for want of
 *     a route, 6.H.12) nor the move of a unit dislodged by a unit coming from
 *     that very province (a lost head-to-head battle contests nothing, 6.H.9).
 */
#include "datc.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { S_NONE, S_PRE, S_OWNERS, S_DISLODGED, S_RESULTS, S_ORDERS, S_POST, S_POST_DIS } section;

enum { MAX_RESULTS = 64 };

typedef struct {
	bool success;
	dip_order order;
} prior_result;

typedef struct {
	const dip_map *map;
	datc_case *c;
	section sec;
	int line;
	bool owners_given, post_given, post_same, phase_given;
	int nresults;
	prior_result results[MAX_RESULTS];
} reader;

void datc_unit_text(const dip_map *map, const dip_unit *u, char *buf, size_t len)
{
	snprintf(buf, len, "%s: %s %s", dip_power_name(map, u->power), u->type == DIP_ARMY ? "A" : "F",
	         dip_loc_name(map, u->loc));
}

static void case_error(reader *r, const char *what, const char *text)
{
	if (r->c && !r->c->error[0])
		snprintf(r->c->error, sizeof r->c->error, "line %d: %.60s: %.80s", r->line, what, text);
}

static char *trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

/* "England: rest" or "England rest": the power, and *rest after it. */
static int split_power(reader *r, char *s, char **rest)
{
	size_t n = 0;
	while (s[n] && s[n] != ':' && !isspace((unsigned char)s[n]))
		n++;
	char name[32];
	snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name - 1 ? n : sizeof name - 1), s);
	int power = dip_power_find(r->map, name);
	if (power < 0) {
		case_error(r, "unknown power", s);
		return -1;
	}
	s += n;
	if (*s == ':')
		s++;
	*rest = trim(s);
	return power;
}

static int parse_unit(reader *r, char *s, dip_unit *u)
{
	char *rest;
	int power = split_power(r, s, &rest);
	if (power < 0)
		return -1;
	u->power = power;
	if (toupper((unsigned char)rest[0]) == 'A')
		u->type = DIP_ARMY;
	else if (toupper((unsigned char)rest[0]) == 'F')
		u->type = DIP_FLEET;
	else {
		case_error(r, "bad unit", s);
		return -1;
	}
	u->loc = dip_loc_find(r->map, rest + 1);
	if (u->loc < 0) {
		case_error(r, "bad unit location", s);
		return -1;
	}
	if (u->type == DIP_ARMY)
		u->loc = dip_loc_province(r->map, u->loc);
	return 0;
}

static void expect(reader *r, char list[][48], int *n, char *s)
{
	dip_unit u;
	if (parse_unit(r, s, &u) < 0)
		return;
	if (*n >= DATC_MAX_EXPECT) {
		case_error(r, "too many units", s);
		return;
	}
	datc_unit_text(r->map, &u, list[*n], sizeof list[0]);
	(*n)++;
}

static void add_order(reader *r, char *s)
{
	datc_case *c = r->c;
	if (c->norders >= DATC_MAX_ORDERS) {
		case_error(r, "too many orders", s);
		return;
	}
	char *rest;
	int power = split_power(r, s, &rest);
	if (power < 0)
		return;
	char err[DIP_ERR_LEN];
	dip_order *o = &c->orders[c->norders];
	snprintf(c->order_text[c->norders], DATC_TEXT, "%s: %s", dip_power_name(r->map, power), rest);
	if (dip_order_parse(r->map, rest, o, err, sizeof err) < 0) {
		case_error(r, err, s);
		return;
	}
	o->power = power;
	c->norders++;
}

static void add_result(reader *r, char *s)
{
	bool success = strncmp(s, "SUCCESS:", 8) == 0;
	if (!success && strncmp(s, "FAILURE:", 8) != 0) {
		case_error(r, "result must start SUCCESS: or FAILURE:", s);
		return;
	}
	if (r->nresults >= MAX_RESULTS) {
		case_error(r, "too many results", s);
		return;
	}
	char *rest;
	int power = split_power(r, trim(s + 8), &rest);
	if (power < 0)
		return;
	char err[DIP_ERR_LEN];
	prior_result *pr = &r->results[r->nresults];
	if (dip_order_parse(r->map, rest, &pr->order, err, sizeof err) < 0) {
		case_error(r, err, s);
		return;
	}
	pr->order.power = power;
	pr->success = success;
	r->nresults++;
}

static void set_phase(reader *r, char *s)
{
	char season[16], kind[32];
	int year;
	if (sscanf(s, "%15s %d, %31s", season, &year, kind) != 3) {
		case_error(r, "bad phase", s);
		return;
	}
	dip_phase *ph = &r->c->pre.phase;
	ph->year = year;
	ph->season = strcmp(season, "Spring") == 0 ? DIP_SPRING : DIP_FALL;
	if (strcmp(kind, "Movement") == 0)
		ph->kind = DIP_PHASE_MOVEMENT;
	else if (strcmp(kind, "Retreat") == 0)
		ph->kind = DIP_PHASE_RETREAT;
	else if (strcmp(kind, "Adjustment") == 0)
		ph->kind = DIP_PHASE_ADJUSTMENT;
	else
		case_error(r, "bad phase kind", s);
	r->phase_given = true;
}

static bool by_convoy(const dip_map *map, const dip_order *o)
{
	return o->via_convoy || !dip_adjacent(map, o->type == DIP_FLEET ? DIP_FLEET : DIP_ARMY, o->loc, o->dest);
}

/* The retreat phase's inputs, rebuilt from the previous phase's results. */
static void retreat_context(reader *r)
{
	const dip_map *map = r->map;
	dip_position *pos = &r->c->pre;
	for (int i = 0; i < pos->ndislodged; i++) {
		dip_dislodged *d = &pos->dislodged[i];
		int p = dip_loc_province(map, d->unit.loc);
		d->attacker_from = -1;
		for (int k = 0; k < r->nresults; k++) {
			const dip_order *o = &r->results[k].order;
			if (r->results[k].success && o->kind == DIP_MOVE && dip_loc_province(map, o->dest) == p)
				d->attacker_from = by_convoy(map, o) ? -1 : dip_loc_province(map, o->loc);
		}
	}
	for (int k = 0; k < r->nresults; k++) {
		const dip_order *o = &r->results[k].order;
		if (r->results[k].success || o->kind != DIP_MOVE || by_convoy(map, o))
			continue;
		int to = dip_loc_province(map, o->dest), from = dip_loc_province(map, o->loc);
		if (dip_unit_in(map, pos, to) >= 0)
			continue;
		bool lost_head_to_head = false;
		for (int i = 0; i < pos->ndislodged; i++)
			if (dip_loc_province(map, pos->dislodged[i].unit.loc) == from &&
			    pos->dislodged[i].attacker_from == to)
				lost_head_to_head = true;
		if (!lost_head_to_head)
			pos->contested[to] = true;
	}
}

static int cmp_text(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

static void finish_case(reader *r)
{
	datc_case *c = r->c;
	dip_position *pos = &c->pre;
	if (!r->owners_given) {
		dip_position init;
		dip_initial_position(r->map, &init);
		memcpy(pos->owner, init.owner, sizeof pos->owner);
	}
	if (pos->phase.kind == DIP_PHASE_RETREAT)
		retreat_context(r);
	if (r->post_same) {
		c->nunits = 0;
		for (int i = 0; i < pos->nunits; i++)
			datc_unit_text(r->map, &pos->units[i], c->units[c->nunits++], sizeof c->units[0]);
	} else if (!r->post_given) {
		case_error(r, "case has no POSTSTATE", c->name);
	}
	qsort(c->units, (size_t)c->nunits, sizeof c->units[0], cmp_text);
	qsort(c->dislodged, (size_t)c->ndislodged, sizeof c->dislodged[0], cmp_text);
	char why[DIP_ERR_LEN];
	if (!c->error[0] && dip_position_check(r->map, pos, why, sizeof why) < 0)
		case_error(r, "bad PRESTATE", why);
}

static void start_case(reader *r, datc_case *c, const char *name)
{
	memset(c, 0, sizeof *c);
	r->c = c;
	r->sec = S_NONE;
	r->owners_given = r->post_given = r->post_same = r->phase_given = false;
	r->nresults = 0;
	snprintf(c->name, sizeof c->name, "%s", name);
	c->line = r->line;
	for (int p = 0; p < DIP_MAX_PROVINCES; p++)
		c->pre.owner[p] = -1;
	c->pre.phase = (dip_phase){ .year = 1901, .season = DIP_SPRING, .kind = DIP_PHASE_MOVEMENT };
}

static void section_line(reader *r, char *s)
{
	datc_case *c = r->c;
	dip_unit u;
	switch (r->sec) {
	case S_PRE:
		if (parse_unit(r, s, &u) == 0 && c->pre.nunits < DIP_MAX_UNITS)
			c->pre.units[c->pre.nunits++] = u;
		break;
	case S_DISLODGED:
		if (parse_unit(r, s, &u) == 0 && c->pre.ndislodged < DIP_MAX_UNITS)
			c->pre.dislodged[c->pre.ndislodged++] = (dip_dislodged){ .unit = u, .attacker_from = -1 };
		break;
	case S_OWNERS:
		/* Written as units ("Russia: A war"); only the owner matters. */
		if (parse_unit(r, s, &u) == 0)
			c->pre.owner[dip_loc_province(r->map, u.loc)] = (signed char)u.power;
		break;
	case S_RESULTS:
		add_result(r, s);
		break;
	case S_ORDERS:
		add_order(r, s);
		break;
	case S_POST:
		expect(r, c->units, &c->nunits, s);
		break;
	case S_POST_DIS:
		expect(r, c->dislodged, &c->ndislodged, s);
		break;
	case S_NONE:
		case_error(r, "line outside a section", s);
		break;
	}
}

static int keyword(reader *r, char *s)
{
	static const struct {
		const char *word;
		section sec;
	} sections[] = {
		{ "PRESTATE", S_PRE }, { "PRESTATE_SUPPLYCENTER_OWNERS", S_OWNERS },
		{ "PRESTATE_DISLODGED", S_DISLODGED }, { "PRESTATE_RESULTS", S_RESULTS },
		{ "ORDERS", S_ORDERS }, { "POSTSTATE", S_POST }, { "POSTSTATE_DISLODGED", S_POST_DIS },
	};
	for (size_t i = 0; i < sizeof sections / sizeof sections[0]; i++)
		if (strcmp(s, sections[i].word) == 0) {
			r->sec = sections[i].sec;
			if (r->sec == S_OWNERS)
				r->owners_given = true;
			if (r->sec == S_POST)
				r->post_given = true;
			return 1;
		}
	if (strcmp(s, "POSTSTATE_SAME") == 0) {
		r->post_same = true;
		r->sec = S_NONE;
		return 1;
	}
	if (strncmp(s, "PRESTATE_SETPHASE", 17) == 0) {
		set_phase(r, trim(s + 17));
		return 1;
	}
	return 0;
}

int datc_load(const dip_map *map, const char *path, datc_case **out, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		snprintf(err, errlen, "cannot open %s", path);
		return -1;
	}
	int n = 0, cap = 0;
	datc_case *cases = NULL;
	reader r = { .map = map };
	char buf[512];
	while (fgets(buf, sizeof buf, f)) {
		r.line++;
		char *hash = strchr(buf, '#');
		if (hash)
			*hash = '\0';
		char *s = trim(buf);
		if (!*s || strncmp(s, "VARIANT_ALL", 11) == 0)
			continue;
		if (strncmp(s, "CASE", 4) == 0 && (s[4] == ' ' || s[4] == '\t')) {
			if (n == cap) {
				cap = cap ? cap * 2 : 64;
				datc_case *grown = realloc(cases, (size_t)cap * sizeof *cases);
				if (!grown) {
					free(cases);
					fclose(f);
					snprintf(err, errlen, "out of memory");
					return -1;
				}
				cases = grown;
			}
			start_case(&r, &cases[n++], trim(s + 4));
			continue;
		}
		if (!r.c) {
			snprintf(err, errlen, "%s:%d: text before the first CASE", path, r.line);
			free(cases);
			fclose(f);
			return -1;
		}
		if (strcmp(s, "END") == 0) {
			finish_case(&r);
			r.c = NULL;
			continue;
		}
		if (!keyword(&r, s))
			section_line(&r, s);
	}
	fclose(f);
	if (r.c) {
		snprintf(err, errlen, "%s: case %s has no END", path, r.c->name);
		free(cases);
		return -1;
	}
	*out = cases;
	return n;
}
