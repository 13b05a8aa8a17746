/* arcadia_template.c: the Tournament Template (seed 003: "The Tournament
 * Template is a textual entity") as data: every number of the tournament,
 * each bound below to the clause that states it, its Facilities, the text
 * posted when it changes, and the language of the changes an Arcadian
 * Proposal lists (docs/AGORA.md "Arcadia"):
 *
 *   set KEY N            KEY: join.food, join.stone, join.lumber, energy,
 *                        claim.base, raze.energy, food.energy, or
 *                        FACILITY.food|stone|lumber|energy, or
 *                        FACILITY.yield.food|stone|lumber
 *   facility NAME [food N] [stone N] [lumber N] [energy N]
 *                 [yield RESOURCE N]... [wins] [anywhere]
 *   hook claim LUA       the claim's cost computed by Lua (arcadia_hook.c);
 *                        "hook claim none" removes it
 *
 * changes separated by ';' or line breaks, applied in order, all or none. */
#include "agora/arcadia/arcadia.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *const arc_res_name[ARC_NRES] = {"Food", "Stone", "Lumber"};

#define ARC_VALUE_MAX 1000

const char *arc_type_name(int type)
{
	return type == ARC_BLACK ? "Black" : type == ARC_WHITE ? "White" : "Aether";
}

/* Each number of the seed with its clause: the defaults of a new Template. */
static const struct {
	const char *key;
	int value;
	const char *clause;
} numbers[] = {
	{"join.food", 0, "\"Players, upon joining this tournament, are given 2 Stone and 2 [Lumber]\""},
	{"join.stone", 2, "same clause"},
	{"join.lumber", 2, "same clause (the cut word read as Lumber: docs/RULINGS.md)"},
	{"energy", 6, "\"Every day at midnight, each player's Energy is set to 6\""},
	{"claim.base", 1, "\"decreases eir Energy by one more than the amount of times ...\""},
	{"raze.energy", 1, "\"can set its Facility value to None ... decreases eir Energy by 1\""},
	{"food.energy", 1, "\"destroy N Food in order to increase eir Energy by N\""},
};

static int *number_slot(arc_template *t, const char *key)
{
	if (!strcmp(key, "join.food"))
		return &t->start[ARC_FOOD];
	if (!strcmp(key, "join.stone"))
		return &t->start[ARC_STONE];
	if (!strcmp(key, "join.lumber"))
		return &t->start[ARC_LUMBER];
	if (!strcmp(key, "energy"))
		return &t->energy;
	if (!strcmp(key, "claim.base"))
		return &t->claim_base;
	if (!strcmp(key, "raze.energy"))
		return &t->raze_energy;
	if (!strcmp(key, "food.energy"))
		return &t->food_energy;
	return NULL;
}

static void add_fac(arc_template *t, const char *name, int f, int s, int l, int e, int yres,
		    int wins)
{
	arc_facility *x = &t->fac[t->nfac++];
	memset(x, 0, sizeof *x);
	snprintf(x->name, sizeof x->name, "%s", name);
	x->cost[ARC_FOOD] = f;
	x->cost[ARC_STONE] = s;
	x->cost[ARC_LUMBER] = l;
	x->energy = e;
	if (yres >= 0)
		x->yield[yres] = 1;
	x->wins = wins;
	x->on_any = wins;
}

void arc_template_default(arc_template *t)
{
	memset(t, 0, sizeof *t);
	t->version = 1;
	for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++)
		*number_slot(t, numbers[i].key) = numbers[i].value;
	/* "to Farm by destroying 1 Lumber and 1 Stone, to Mine by destroying 2
	 * Lumber, or to Orchard by destroying 2 Stone. Each of these actions
	 * decreases eir Energy by 2." "for each Farm ... 1 Food ...; for each
	 * Mine ... 1 Stone ...; for each Orchard ... 1 Lumber". */
	add_fac(t, "Farm", 0, 1, 1, 2, ARC_FOOD, 0);
	add_fac(t, "Mine", 0, 0, 2, 2, ARC_STONE, 0);
	add_fac(t, "Orchard", 0, 2, 0, 2, ARC_LUMBER, 0);
	/* "set the Facility of a Land Unit e owns to Monument by destroying 20
	 * Food, 20 Stones, and 20 Lumber. The first player to do so wins": no
	 * Energy named, and not only where the Facility is None (RULINGS). */
	add_fac(t, "Monument", 20, 20, 20, 0, -1, 1);
}

int arc_facility_find(const arc_template *t, const char *name)
{
	for (int i = 0; i < t->nfac; i++)
		if (!strcasecmp(t->fac[i].name, name))
			return i;
	return -1;
}

static void fac_line(const arc_facility *x, sbuf *out)
{
	sbuf_printf(out, "facility %s: destroys %d Food, %d Stone, %d Lumber; Energy %d", x->name,
		    x->cost[ARC_FOOD], x->cost[ARC_STONE], x->cost[ARC_LUMBER], x->energy);
	int any = 0;
	for (int r = 0; r < ARC_NRES; r++)
		if (x->yield[r]) {
			sbuf_printf(out, "%s%d %s", any ? ", " : "; yields at midnight ",
				    x->yield[r], arc_res_name[r]);
			any = 1;
		}
	if (x->wins)
		sbuf_add(out, "; the first to build one wins");
	if (x->on_any)
		sbuf_add(out, "; built on any Land Unit one owns");
	sbuf_add(out, "\n");
}

void arc_template_text(const arc_template *t, sbuf *out)
{
	sbuf_printf(out, "Tournament Template, version %d:\n", t->version);
	arc_template *m = (arc_template *)t; /* number_slot only reads here */
	for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++)
		sbuf_printf(out, "%s %d\n", numbers[i].key, *number_slot(m, numbers[i].key));
	for (int i = 0; i < t->nfac; i++)
		fac_line(&t->fac[i], out);
	if (t->claim_hook[0])
		sbuf_printf(out, "hook claim %s\n", t->claim_hook);
}

json_t *arc_template_json(const arc_template *t)
{
	json_t *o = json_object();
	json_object_set_new(o, "version", json_integer(t->version));
	json_t *nums = json_object();
	arc_template *m = (arc_template *)t;
	for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++) {
		json_t *e = json_object();
		json_object_set_new(e, "value", json_integer(*number_slot(m, numbers[i].key)));
		json_object_set_new(e, "clause", json_string(numbers[i].clause));
		json_object_set_new(nums, numbers[i].key, e);
	}
	json_object_set_new(o, "numbers", nums);
	json_t *fs = json_array();
	for (int i = 0; i < t->nfac; i++) {
		const arc_facility *x = &t->fac[i];
		json_t *f = json_object();
		json_object_set_new(f, "name", json_string(x->name));
		json_t *cost = json_object(), *yield = json_object();
		for (int r = 0; r < ARC_NRES; r++) {
			json_object_set_new(cost, arc_res_name[r], json_integer(x->cost[r]));
			json_object_set_new(yield, arc_res_name[r], json_integer(x->yield[r]));
		}
		json_object_set_new(f, "cost", cost);
		json_object_set_new(f, "energy", json_integer(x->energy));
		json_object_set_new(f, "yield", yield);
		json_object_set_new(f, "wins", json_boolean(x->wins));
		json_array_append_new(fs, f);
	}
	json_object_set_new(o, "facilities", fs);
	json_object_set_new(o, "claim_hook", t->claim_hook[0] ? json_string(t->claim_hook)
							      : json_null());
	return o;
}

static int res_parse(const char *w)
{
	for (int r = 0; r < ARC_NRES; r++)
		if (!strcasecmp(w, arc_res_name[r]))
			return r;
	return -1;
}

static int value_parse(const char *w, int *v)
{
	char *end;
	long x = strtol(w, &end, 10);
	if (!*w || *end || x < 0 || x > ARC_VALUE_MAX)
		return -1;
	*v = (int)x;
	return 0;
}

/* "FACILITY.field" or "FACILITY.yield.RES" */
static int *fac_slot(arc_template *t, const char *key)
{
	char name[ARC_FAC_NAME];
	const char *dot = strchr(key, '.');
	if (!dot || (size_t)(dot - key) >= sizeof name)
		return NULL;
	memcpy(name, key, (size_t)(dot - key));
	name[dot - key] = '\0';
	int f = arc_facility_find(t, name);
	if (f < 0)
		return NULL;
	const char *field = dot + 1;
	if (!strncmp(field, "yield.", 6)) {
		int r = res_parse(field + 6);
		return r < 0 ? NULL : &t->fac[f].yield[r];
	}
	if (!strcmp(field, "energy"))
		return &t->fac[f].energy;
	int r = res_parse(field);
	return r < 0 ? NULL : &t->fac[f].cost[r];
}

static int name_ok(const char *s)
{
	size_t n = strlen(s);
	if (n == 0 || n >= ARC_FAC_NAME || !strcasecmp(s, "None"))
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z')))
			return 0;
	return 1;
}

static int apply_one(arc_template *t, char **w, int nw, char *err, size_t errlen)
{
	if (nw == 3 && !strcasecmp(w[0], "set")) {
		int *slot = number_slot(t, w[1]);
		if (!slot)
			slot = fac_slot(t, w[1]);
		if (!slot) {
			snprintf(err, errlen, "the Template has no number '%s'", w[1]);
			return -1;
		}
		if (value_parse(w[2], slot)) {
			snprintf(err, errlen, "'%s' is not a whole number from 0 to %d", w[2],
				 ARC_VALUE_MAX);
			return -1;
		}
		return 0;
	}
	if (nw >= 2 && !strcasecmp(w[0], "facility")) {
		if (!name_ok(w[1])) {
			snprintf(err, errlen, "'%s' is not a Facility's name (letters only)", w[1]);
			return -1;
		}
		if (arc_facility_find(t, w[1]) >= 0) {
			snprintf(err, errlen, "the Template already has the Facility %s", w[1]);
			return -1;
		}
		if (t->nfac >= ARC_MAX_FAC) {
			snprintf(err, errlen, "the Template holds at most %d Facilities", ARC_MAX_FAC);
			return -1;
		}
		arc_facility x;
		memset(&x, 0, sizeof x);
		snprintf(x.name, sizeof x.name, "%s", w[1]);
		for (int i = 2; i < nw; i++) {
			int r = res_parse(w[i]), *slot = NULL;
			if (!strcasecmp(w[i], "wins")) {
				x.wins = 1;
				continue;
			}
			if (!strcasecmp(w[i], "anywhere")) {
				x.on_any = 1;
				continue;
			}
			if (r >= 0)
				slot = &x.cost[r];
			else if (!strcasecmp(w[i], "energy"))
				slot = &x.energy;
			else if (!strcasecmp(w[i], "yield") && i + 1 < nw &&
				 (r = res_parse(w[i + 1])) >= 0) {
				slot = &x.yield[r];
				i++;
			}
			if (!slot || i + 1 >= nw || value_parse(w[i + 1], slot)) {
				snprintf(err, errlen, "cannot read '%s' in the Facility %s", w[i], w[1]);
				return -1;
			}
			i++;
		}
		t->fac[t->nfac++] = x;
		return 0;
	}
	if (nw >= 3 && !strcasecmp(w[0], "hook") && !strcasecmp(w[1], "claim")) {
		char src[ARC_HOOK_MAX * 2] = "";
		size_t len = 0;
		for (int i = 2; i < nw; i++) {
			int k = snprintf(src + len, sizeof src - len, "%s%s", i > 2 ? " " : "", w[i]);
			if (k < 0 || (size_t)k >= sizeof src - len) {
				len = sizeof src;
				break;
			}
			len += (size_t)k;
		}
		if (len >= ARC_HOOK_MAX) {
			snprintf(err, errlen, "a claim hook is at most %d bytes", ARC_HOOK_MAX - 1);
			return -1;
		}
		if (nw == 3 && !strcasecmp(w[2], "none")) {
			t->claim_hook[0] = '\0';
			return 0;
		}
		if (arc_hook_check(src, err, errlen))
			return -1;
		memcpy(t->claim_hook, src, len + 1);
		return 0;
	}
	snprintf(err, errlen, "a change is 'set KEY N', 'facility NAME ...' or 'hook claim LUA' "
		 "(see `help arcadia propose`)");
	return -1;
}

int arc_template_apply(arc_template *t, const char *text, char *err, size_t errlen)
{
	char *copy = xstrdup(text);
	int rc = 0, changes = 0;
	char *save = NULL;
	for (char *part = strtok_r(copy, ";\n", &save); part && !rc;
	     part = strtok_r(NULL, ";\n", &save)) {
		char *w[24];
		int nw = 0;
		char *s2 = NULL;
		for (char *x = strtok_r(part, " \t", &s2); x; x = strtok_r(NULL, " \t", &s2)) {
			if (nw == 24) {
				snprintf(err, errlen, "a change has too many words");
				rc = -1;
				break;
			}
			w[nw++] = x;
		}
		if (rc || nw == 0)
			continue;
		rc = apply_one(t, w, nw, err, errlen);
		changes++;
	}
	free(copy);
	if (!rc && !changes) {
		snprintf(err, errlen, "the proposal lists no change");
		rc = -1;
	}
	return rc;
}
