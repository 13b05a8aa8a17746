/* map_query.c — read-only questions about a loaded map: names (powers,
 * provinces, coasts, as players write them), borders for each unit type,
 * and the convoy-chain test shared by order checking and adjudication. */
#include "games/diplomacy/dip_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

int dip__fail(char *err, size_t errlen, const char *fmt, ...)
{
	if (err && errlen > 0) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

const char *dip_map_name(const dip_map *map) { return map->name; }
int dip_map_npowers(const dip_map *map) { return map->npowers; }
int dip_map_nprovinces(const dip_map *map) { return map->nprov; }
int dip_map_nlocs(const dip_map *map) { return map->nlocs; }

const char *dip_power_name(const dip_map *map, int power)
{
	return power >= 0 && power < map->npowers ? map->power_name[power] : "?";
}

const char *dip_loc_name(const dip_map *map, int loc)
{
	return loc >= 0 && loc < map->nlocs ? map->loc[loc].name : "?";
}

const char *dip_province_fullname(const dip_map *map, int prov)
{
	return prov >= 0 && prov < map->nprov ? map->prov[prov].full : "?";
}

int dip_loc_province(const dip_map *map, int loc)
{
	return loc >= 0 && loc < map->nlocs ? map->loc[loc].prov : -1;
}

dip_terrain dip_province_terrain(const dip_map *map, int prov)
{
	return map->prov[prov].terrain;
}

bool dip_province_is_centre(const dip_map *map, int prov)
{
	return prov >= 0 && prov < map->nprov && map->prov[prov].centre;
}

int dip_province_home(const dip_map *map, int prov)
{
	return prov >= 0 && prov < map->nprov ? map->prov[prov].home : -1;
}

const char *dip__type_letter(dip_unit_type t)
{
	return t == DIP_ARMY ? "A" : t == DIP_FLEET ? "F" : "?";
}

/* Optimal string alignment distance capped at 2: enough to accept one
 * typo ("Germnay") without accepting a different power. */
static int typo_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la > 30 || lb > 30 || (la > lb ? la - lb : lb - la) > 1)
		return 2;
	int d[32][32];
	for (size_t i = 0; i <= la; i++)
		d[i][0] = (int)i;
	for (size_t j = 0; j <= lb; j++)
		d[0][j] = (int)j;
	for (size_t i = 1; i <= la; i++)
		for (size_t j = 1; j <= lb; j++) {
			int cost = tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]);
			int v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (d[i - 1][j - 1] + cost < v)
				v = d[i - 1][j - 1] + cost;
			if (i > 1 && j > 1 && tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 2]) &&
			    tolower((unsigned char)a[i - 2]) == tolower((unsigned char)b[j - 1]) && d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[la][lb] < 2 ? d[la][lb] : 2;
}

int dip_power_find(const dip_map *map, const char *name)
{
	if (!name || !*name)
		return -1;
	for (int i = 0; i < map->npowers; i++)
		if (strcasecmp(map->power_name[i], name) == 0 ||
		    (map->power_adj[i][0] && strcasecmp(map->power_adj[i], name) == 0))
			return i;
	int found = -1, hits = 0;
	size_t n = strlen(name);
	if (n >= 3) {
		for (int i = 0; i < map->npowers; i++)
			if (strncasecmp(map->power_name[i], name, n) == 0) {
				found = i;
				hits++;
			}
		if (hits == 1)
			return found;
	}
	hits = 0;
	if (n >= 4) {
		for (int i = 0; i < map->npowers; i++)
			if (typo_distance(map->power_name[i], name) <= 1) {
				found = i;
				hits++;
			}
		if (hits == 1)
			return found;
	}
	return -1;
}

void dip__skip_blanks(const char **p)
{
	while (**p && isspace((unsigned char)**p))
		(*p)++;
}

static bool is_word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

bool dip__scan_word(const char **p, const char *w)
{
	const char *s = *p;
	dip__skip_blanks(&s);
	size_t n = strlen(w);
	if (strncasecmp(s, w, n) != 0 || is_word_char(s[n]))
		return false;
	s += n;
	dip__skip_blanks(&s);
	*p = s;
	return true;
}

/* Length of input matched by normalised name `name` at s (a blank in the
 * name matches any run of blanks), or 0 if it does not match as a word. */
static size_t match_name(const char *s, const char *name)
{
	const char *start = s;
	for (; *name; name++) {
		if (*name == ' ') {
			if (!isspace((unsigned char)*s))
				return 0;
			while (isspace((unsigned char)*s))
				s++;
		} else if (tolower((unsigned char)*s) == *name) {
			s++;
		} else {
			return 0;
		}
	}
	if (is_word_char(*s))
		return 0;
	return (size_t)(s - start);
}

/* One coast of province p written at *s ("nc", "north coast", "north"). */
static int match_coast(const dip_map *map, int p, const char **s)
{
	const dip_province *pv = &map->prov[p];
	for (int i = 0; i < pv->ncoasts; i++) {
		const dip_loc *l = &map->loc[pv->coasts[i]];
		size_t n = match_name(*s, l->coast_full);
		if (!n)
			n = match_name(*s, l->coast);
		if (!n) {
			/* First word of the full name, optionally followed by "coast". */
			char first[DIP_NAME_LEN];
			snprintf(first, sizeof first, "%s", l->coast_full);
			char *sp = strchr(first, ' ');
			if (sp)
				*sp = '\0';
			n = match_name(*s, first);
			if (n) {
				const char *t = *s + n;
				if (dip__scan_word(&t, "coast"))
					n = (size_t)(t - *s);
			}
		}
		if (n) {
			*s += n;
			return pv->coasts[i];
		}
	}
	return -1;
}

static void word_at(const char *s, char *out, size_t len)
{
	size_t n = 0;
	while (s[n] && !isspace((unsigned char)s[n]) && n + 1 < len && s[n] != '-' && s[n] != ',' && s[n] != ')')
		n++;
	memcpy(out, s, n);
	out[n] = '\0';
}

int dip__scan_loc(const dip_map *map, const char **p, char *err, size_t errlen)
{
	const char *s = *p;
	dip__skip_blanks(&s);
	size_t best = 0;
	int loc = -1;
	for (int i = 0; i < map->nnames; i++) {
		size_t n = match_name(s, map->names[i].text);
		if (n > best) {
			best = n;
			loc = map->names[i].loc;
		}
	}
	if (loc < 0) {
		char w[24];
		word_at(s, w, sizeof w);
		if (!w[0])
			return dip__fail(err, errlen, "expected a province");
		return dip__fail(err, errlen, "unknown province '%s'", w);
	}
	s += best;
	int prov = loc;
	const dip_province *pv = &map->prov[prov];
	/* Optional coast: "/nc", "(nc)", "( north coast )", or a bare "nc". */
	const char *q = s;
	dip__skip_blanks(&q);
	char open = (*q == '/' || *q == '(') ? *q : 0;
	if (open) {
		q++;
		dip__skip_blanks(&q);
		if (pv->ncoasts == 0) {
			char w[24];
			word_at(q, w, sizeof w);
			return dip__fail(err, errlen, "%s has no coasts (got '%s')", pv->abbr, w);
		}
		int c = match_coast(map, prov, &q);
		if (c < 0) {
			char w[24];
			word_at(q, w, sizeof w);
			return dip__fail(err, errlen, "%s has no coast '%s'", pv->abbr, w);
		}
		dip__skip_blanks(&q);
		if (open == '(') {
			if (*q != ')')
				return dip__fail(err, errlen, "missing ')' after the coast of %s", pv->abbr);
			q++;
		}
		loc = c;
		s = q;
	} else if (pv->ncoasts > 0 && q != s) {
		int c = match_coast(map, prov, &q);
		if (c >= 0) {
			loc = c;
			s = q;
		}
	}
	*p = s;
	return loc;
}

int dip_loc_find(const dip_map *map, const char *name)
{
	const char *s = name;
	int loc = dip__scan_loc(map, &s, NULL, 0);
	dip__skip_blanks(&s);
	return loc >= 0 && *s == '\0' ? loc : -1;
}

int dip__fleet_target(const dip_map *map, int from, int want)
{
	int prov = map->loc[want].prov;
	const dip_province *pv = &map->prov[prov];
	if (pv->terrain == DIP_LAND)
		return -1;
	if (want != prov || pv->ncoasts == 0)
		return map->fleet_adj[from][want] ? want : -1;
	int found = -1, hits = 0;
	for (int i = 0; i < pv->ncoasts; i++)
		if (map->fleet_adj[from][pv->coasts[i]]) {
			found = pv->coasts[i];
			hits++;
		}
	return hits > 1 ? -2 : found;
}

bool dip__unit_reaches(const dip_map *map, const dip_unit *u, int prov)
{
	int from = map->loc[u->loc].prov;
	const dip_province *pv = &map->prov[prov];
	if (u->type == DIP_ARMY)
		return pv->terrain != DIP_SEA && map->army_adj[from][prov];
	if (pv->terrain == DIP_LAND)
		return false;
	if (pv->ncoasts == 0)
		return map->fleet_adj[u->loc][prov];
	for (int i = 0; i < pv->ncoasts; i++)
		if (map->fleet_adj[u->loc][pv->coasts[i]])
			return true;
	return false;
}

bool dip_adjacent(const dip_map *map, dip_unit_type type, int from, int to)
{
	if (from < 0 || from >= map->nlocs || to < 0 || to >= map->nlocs)
		return false;
	int fp = map->loc[from].prov, tp = map->loc[to].prov;
	if (type == DIP_ARMY)
		return map->prov[fp].terrain != DIP_SEA && map->prov[tp].terrain != DIP_SEA && map->army_adj[fp][tp];
	return dip__fleet_target(map, from, to) != -1;  /* -2: reachable, coast to be named */
}

/* Seas reachable from province `from` over fleets at sea (breadth first). */
static void sea_reach(const dip_map *map, const bool *fleet_sea, int from, bool *seen)
{
	int queue[DIP_MAX_PROVINCES], head = 0, tail = 0;
	for (int s = 0; s < map->nprov; s++) {
		seen[s] = false;
		if (fleet_sea[s] && map->fleet_border[from][s]) {
			seen[s] = true;
			queue[tail++] = s;
		}
	}
	while (head < tail) {
		int s = queue[head++];
		for (int t = 0; t < map->nprov; t++)
			if (!seen[t] && fleet_sea[t] && map->fleet_border[s][t]) {
				seen[t] = true;
				queue[tail++] = t;
			}
	}
}

bool dip__fleet_chain(const dip_map *map, const dip_position *pos, int a, int b, int through)
{
	bool fleet_sea[DIP_MAX_PROVINCES] = { false };
	for (int i = 0; i < pos->nunits; i++) {
		const dip_unit *u = &pos->units[i];
		int p = map->loc[u->loc].prov;
		if (u->type == DIP_FLEET && map->prov[p].terrain == DIP_SEA)
			fleet_sea[p] = true;
	}
	if (through >= 0 && !fleet_sea[through])
		return false;
	bool from_a[DIP_MAX_PROVINCES], from_b[DIP_MAX_PROVINCES];
	sea_reach(map, fleet_sea, a, from_a);
	if (through >= 0) {
		sea_reach(map, fleet_sea, b, from_b);
		return from_a[through] && from_b[through];
	}
	for (int s = 0; s < map->nprov; s++)
		if (from_a[s] && map->fleet_border[s][b])
			return true;
	return false;
}
