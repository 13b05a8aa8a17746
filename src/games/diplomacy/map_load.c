/* map_load.c — reads a map file (format in docs/DIPLOMACY.md and the header
 * of data/diplomacy/standard.map) into a dip_map, checking it thoroughly:
 * a map with a one-way border or a fleet on an inland province would make
 * every adjudication on it wrong, so the loader refuses it with the line. */
#include "games/diplomacy/dip_internal.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { MAX_TOKENS = 64, MAX_MAP_BYTES = 1 << 20 };

typedef struct {
	dip_map *map;
	const char *source;
	int line;
	char *err;
	size_t errlen;
} loader;

static int lfail(loader *ld, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* "source:line: message", or "source: message" for whole-map problems. */
static int lfail(loader *ld, const char *fmt, ...)
{
	char msg[DIP_ERR_LEN];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (ld->line > 0)
		return dip__fail(ld->err, ld->errlen, "%s:%d: %s", ld->source, ld->line, msg);
	return dip__fail(ld->err, ld->errlen, "%s: %s", ld->source, msg);
}

static void normalise(const char *in, char *out, size_t outlen)
{
	size_t n = 0;
	bool space = false;
	for (; *in && n + 1 < outlen; in++) {
		if (isspace((unsigned char)*in)) {
			space = n > 0;
			continue;
		}
		if (space && n + 2 < outlen)
			out[n++] = ' ';
		space = false;
		out[n++] = (char)tolower((unsigned char)*in);
	}
	out[n] = '\0';
}

static int province_by_abbr(const dip_map *m, const char *abbr)
{
	for (int i = 0; i < m->nprov; i++)
		if (strcasecmp(m->prov[i].abbr, abbr) == 0)
			return i;
	return -1;
}

static int power_by_name(const dip_map *m, const char *name)
{
	for (int i = 0; i < m->npowers; i++)
		if (strcasecmp(m->power_name[i], name) == 0)
			return i;
	return -1;
}

/* "spa/nc" or "lon": exact location as written in map files. */
static int loc_by_token(const dip_map *m, const char *tok)
{
	char buf[32];
	snprintf(buf, sizeof buf, "%s", tok);
	char *slash = strchr(buf, '/');
	if (slash)
		*slash = '\0';
	int p = province_by_abbr(m, buf);
	if (p < 0 || !slash)
		return p;
	for (int i = 0; i < m->prov[p].ncoasts; i++) {
		int l = m->prov[p].coasts[i];
		if (strcasecmp(m->loc[l].coast, slash + 1) == 0)
			return l;
	}
	return -1;
}

static int add_name(loader *ld, const char *text, int loc)
{
	dip_map *m = ld->map;
	char norm[DIP_NAME_LEN];
	if (strlen(text) >= sizeof norm)
		return lfail(ld, "name '%s' is too long", text);
	normalise(text, norm, sizeof norm);
	for (int i = 0; i < m->nnames; i++) {
		if (strcmp(m->names[i].text, norm) != 0)
			continue;
		if (m->names[i].loc == loc)
			return 0;
		return lfail(ld, "name '%s' already names another province", norm);
	}
	if (m->nnames >= DIP_MAX_NAMES)
		return lfail(ld, "too many names (limit reached at '%s')", norm);
	snprintf(m->names[m->nnames].text, DIP_NAME_LEN, "%s", norm);
	m->names[m->nnames].loc = loc;
	m->nnames++;
	return 0;
}

static void join(char **tok, int from, int ntok, char *out, size_t len)
{
	out[0] = '\0';
	for (int i = from; i < ntok; i++) {
		if (i > from)
			strncat(out, " ", len - strlen(out) - 1);
		strncat(out, tok[i], len - strlen(out) - 1);
	}
}

static int d_power(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok < 2 || ntok > 3)
		return lfail(ld, "%s", "usage: power <Name> [adjective]");
	if (power_by_name(m, tok[1]) >= 0)
		return lfail(ld, "power '%s' declared twice", tok[1]);
	if (m->npowers >= DIP_MAX_POWERS)
		return lfail(ld, "too many powers at '%s'", tok[1]);
	if (strlen(tok[1]) >= sizeof m->power_name[0] || (ntok == 3 && strlen(tok[2]) >= sizeof m->power_adj[0]))
		return lfail(ld, "power name '%s' is too long", tok[1]);
	snprintf(m->power_name[m->npowers], sizeof m->power_name[0], "%s", tok[1]);
	snprintf(m->power_adj[m->npowers], sizeof m->power_adj[0], "%s", ntok == 3 ? tok[2] : "");
	m->npowers++;
	return 0;
}

static int d_province(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok < 4)
		return lfail(ld, "%s", "usage: province <abbr> <land|coast|sea> <full name>");
	if (province_by_abbr(m, tok[1]) >= 0)
		return lfail(ld, "province '%s' declared twice", tok[1]);
	if (strchr(tok[1], '/') || strlen(tok[1]) >= sizeof m->prov[0].abbr)
		return lfail(ld, "bad province abbreviation '%s'", tok[1]);
	/* Coasts get location ids after all provinces, so provinces must come
	 * first: ids stay dense and a province id is its own location id. */
	if (m->nlocs > m->nprov)
		return lfail(ld, "province '%s' declared after a coast line", tok[1]);
	if (m->nprov >= DIP_MAX_PROVINCES)
		return lfail(ld, "too many provinces at '%s'", tok[1]);
	dip_terrain t;
	if (strcasecmp(tok[2], "land") == 0)
		t = DIP_LAND;
	else if (strcasecmp(tok[2], "coast") == 0)
		t = DIP_COAST;
	else if (strcasecmp(tok[2], "sea") == 0)
		t = DIP_SEA;
	else
		return lfail(ld, "terrain must be land, coast or sea, not '%s'", tok[2]);
	int p = m->nprov++;
	m->nlocs = m->nprov;
	dip_province *pv = &m->prov[p];
	snprintf(pv->abbr, sizeof pv->abbr, "%s", tok[1]);
	for (char *c = pv->abbr; *c; c++)
		*c = (char)tolower((unsigned char)*c);
	join(tok, 3, ntok, pv->full, sizeof pv->full);
	pv->terrain = t;
	pv->home = -1;
	dip_loc *l = &m->loc[p];
	memcpy(l->name, pv->abbr, sizeof pv->abbr);
	l->prov = p;
	if (add_name(ld, pv->abbr, p) < 0 || add_name(ld, pv->full, p) < 0)
		return -1;
	return 0;
}

static int d_coast(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok < 4)
		return lfail(ld, "%s", "usage: coast <abbr> <coast> <full coast name>");
	int p = province_by_abbr(m, tok[1]);
	if (p < 0)
		return lfail(ld, "unknown province '%s'", tok[1]);
	dip_province *pv = &m->prov[p];
	if (pv->terrain != DIP_COAST)
		return lfail(ld, "'%s' is not a coastal province", tok[1]);
	if (pv->ncoasts >= DIP_MAX_COASTS || m->nlocs >= DIP_MAX_LOCS)
		return lfail(ld, "too many coasts at '%s'", tok[1]);
	if (strlen(tok[2]) >= sizeof m->loc[0].coast || strchr(tok[2], '/'))
		return lfail(ld, "bad coast abbreviation '%s'", tok[2]);
	for (int i = 0; i < pv->ncoasts; i++)
		if (strcasecmp(m->loc[pv->coasts[i]].coast, tok[2]) == 0)
			return lfail(ld, "coast '%s' declared twice", tok[2]);
	int l = m->nlocs++;
	dip_loc *lc = &m->loc[l];
	lc->prov = p;
	snprintf(lc->coast, sizeof lc->coast, "%s", tok[2]);
	for (char *c = lc->coast; *c; c++)
		*c = (char)tolower((unsigned char)*c);
	char name[sizeof lc->name];
	snprintf(name, sizeof name, "%.7s/%.7s", pv->abbr, lc->coast);
	memcpy(lc->name, name, sizeof name);
	char full[DIP_NAME_LEN];
	join(tok, 3, ntok, full, sizeof full);
	normalise(full, lc->coast_full, sizeof lc->coast_full);
	pv->coasts[pv->ncoasts++] = l;
	return 0;
}

static int d_alias(loader *ld, char **tok, int ntok)
{
	if (ntok < 3)
		return lfail(ld, "%s", "usage: alias <abbr> <name>");
	int p = province_by_abbr(ld->map, tok[1]);
	if (p < 0)
		return lfail(ld, "unknown province '%s'", tok[1]);
	char name[DIP_NAME_LEN * 2];
	join(tok, 2, ntok, name, sizeof name);
	return add_name(ld, name, p);
}

static int d_supply(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok < 2 || ntok > 3)
		return lfail(ld, "%s", "usage: supply <abbr> [home power]");
	int p = province_by_abbr(m, tok[1]);
	if (p < 0)
		return lfail(ld, "unknown province '%s'", tok[1]);
	if (m->prov[p].terrain == DIP_SEA)
		return lfail(ld, "sea province '%s' cannot be a supply centre", tok[1]);
	if (m->prov[p].centre)
		return lfail(ld, "supply centre '%s' declared twice", tok[1]);
	m->prov[p].centre = true;
	if (ntok == 3) {
		int pw = power_by_name(m, tok[2]);
		if (pw < 0)
			return lfail(ld, "unknown power '%s'", tok[2]);
		m->prov[p].home = pw;
	}
	return 0;
}

static int d_army(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok < 3)
		return lfail(ld, "%s", "usage: army <abbr> <neighbour>...");
	int from = province_by_abbr(m, tok[1]);
	if (from < 0)
		return lfail(ld, "unknown province '%s'", tok[1]);
	if (m->prov[from].terrain == DIP_SEA)
		return lfail(ld, "armies cannot stand in sea province '%s'", tok[1]);
	for (int i = 2; i < ntok; i++) {
		int to = province_by_abbr(m, tok[i]);
		if (to < 0)
			return lfail(ld, "unknown province '%s'", tok[i]);
		if (to == from || m->prov[to].terrain == DIP_SEA)
			return lfail(ld, "bad army neighbour '%s'", tok[i]);
		m->army_adj[from][to] = 1;
	}
	return 0;
}

static bool fleet_loc_ok(const dip_map *m, int l)
{
	const dip_province *pv = &m->prov[m->loc[l].prov];
	if (pv->terrain == DIP_LAND)
		return false;
	/* In a province with named coasts a fleet is always on one of them. */
	return !(l < m->nprov && pv->ncoasts > 0);
}

static int d_fleet(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok < 3)
		return lfail(ld, "%s", "usage: fleet <loc> <neighbour-loc>...");
	int from = loc_by_token(m, tok[1]);
	if (from < 0)
		return lfail(ld, "unknown location '%s'", tok[1]);
	if (!fleet_loc_ok(m, from))
		return lfail(ld, "fleets cannot stand in '%s' (inland, or name the coast)", tok[1]);
	for (int i = 2; i < ntok; i++) {
		int to = loc_by_token(m, tok[i]);
		if (to < 0)
			return lfail(ld, "unknown location '%s'", tok[i]);
		if (!fleet_loc_ok(m, to) || m->loc[to].prov == m->loc[from].prov)
			return lfail(ld, "bad fleet neighbour '%s' (inland, or name the coast)", tok[i]);
		m->fleet_adj[from][to] = 1;
	}
	return 0;
}

static int d_unit(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok != 4)
		return lfail(ld, "%s", "usage: unit <power> <A|F> <loc>");
	int pw = power_by_name(m, tok[1]);
	if (pw < 0)
		return lfail(ld, "unknown power '%s'", tok[1]);
	dip_unit u = { .power = pw };
	if (strcasecmp(tok[2], "a") == 0)
		u.type = DIP_ARMY;
	else if (strcasecmp(tok[2], "f") == 0)
		u.type = DIP_FLEET;
	else
		return lfail(ld, "unit type must be A or F, not '%s'", tok[2]);
	u.loc = loc_by_token(m, tok[3]);
	if (u.loc < 0)
		return lfail(ld, "unknown location '%s'", tok[3]);
	if (m->nstart >= DIP_MAX_UNITS)
		return lfail(ld, "too many units at '%s'", tok[3]);
	m->start[m->nstart++] = u;
	return 0;
}

static int d_start(loader *ld, char **tok, int ntok)
{
	dip_map *m = ld->map;
	if (ntok != 3)
		return lfail(ld, "%s", "usage: start <year> <spring|fall>");
	char *end;
	errno = 0;
	long y = strtol(tok[1], &end, 10);
	if (*end || errno || y < 1 || y > 100000)
		return lfail(ld, "bad year '%s'", tok[1]);
	m->start_year = (int)y;
	if (strcasecmp(tok[2], "spring") == 0)
		m->start_season = DIP_SPRING;
	else if (strcasecmp(tok[2], "fall") == 0 || strcasecmp(tok[2], "autumn") == 0)
		m->start_season = DIP_FALL;
	else
		return lfail(ld, "season must be spring or fall, not '%s'", tok[2]);
	return 0;
}

static int d_map(loader *ld, char **tok, int ntok)
{
	if (ntok < 2)
		return lfail(ld, "%s", "usage: map <name>");
	join(tok, 1, ntok, ld->map->name, sizeof ld->map->name);
	return 0;
}

static int directive(loader *ld, char **tok, int ntok)
{
	static const struct {
		const char *name;
		int (*fn)(loader *, char **, int);
	} table[] = {
		{ "map", d_map }, { "start", d_start }, { "power", d_power },
		{ "province", d_province }, { "coast", d_coast }, { "alias", d_alias },
		{ "supply", d_supply }, { "army", d_army }, { "fleet", d_fleet },
		{ "unit", d_unit },
	};
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
		if (strcasecmp(tok[0], table[i].name) == 0)
			return table[i].fn(ld, tok, ntok);
	return lfail(ld, "unknown directive '%s'", tok[0]);
}

/* Whole-map checks that need every line read first. */
static int finish(loader *ld)
{
	dip_map *m = ld->map;
	ld->line = 0;
	if (m->npowers == 0 || m->nprov == 0)
		return lfail(ld, "%s", "map declares no powers or no provinces");
	for (int a = 0; a < m->nprov; a++)
		for (int b = 0; b < m->nprov; b++)
			if (m->army_adj[a][b] != m->army_adj[b][a])
				return lfail(ld, "army border %s-%s is listed one way only",
				             m->prov[a].abbr, m->prov[b].abbr);
	for (int a = 0; a < m->nlocs; a++)
		for (int b = 0; b < m->nlocs; b++) {
			if (m->fleet_adj[a][b] != m->fleet_adj[b][a])
				return lfail(ld, "fleet border %s-%s is listed one way only",
				             m->loc[a].name, m->loc[b].name);
			if (m->fleet_adj[a][b])
				m->fleet_border[m->loc[a].prov][m->loc[b].prov] = 1;
		}
	for (int p = 0; p < m->nprov; p++) {
		const dip_province *pv = &m->prov[p];
		bool any = false;
		for (int q = 0; q < m->nprov; q++)
			any = any || m->fleet_border[p][q] || m->army_adj[p][q];
		if (!any)
			return lfail(ld, "province '%s' has no neighbours", pv->abbr);
		if (pv->ncoasts == 1)
			return lfail(ld, "province '%s' has a single named coast; name none or several", pv->abbr);
	}
	/* Starting units must make a legal position; reuse the position check. */
	dip_position *pos = malloc(sizeof *pos);
	if (!pos)
		return lfail(ld, "%s", "out of memory");
	dip_initial_position(m, pos);
	char why[DIP_ERR_LEN];
	int rc = dip_position_check(m, pos, why, sizeof why);
	free(pos);
	if (rc < 0)
		return lfail(ld, "starting units: %s", why);
	if (!m->name[0])
		snprintf(m->name, sizeof m->name, "%s", ld->source);
	return 0;
}

dip_map *dip_map_parse(const char *text, const char *source, char *err, size_t errlen)
{
	dip_map *m = calloc(1, sizeof *m);
	char *copy = strdup(text ? text : "");
	if (!m || !copy) {
		free(m);
		free(copy);
		dip__fail(err, errlen, "out of memory");
		return NULL;
	}
	m->start_year = 1901;
	loader ld = { .map = m, .source = source ? source : "map", .err = err, .errlen = errlen };
	int rc = 0;
	char *save = NULL;
	/* strtok_r on "\n" would skip blank lines and so miscount them. */
	for (char *line = copy; line && rc == 0; line = save) {
		save = strchr(line, '\n');
		if (save)
			*save++ = '\0';
		ld.line++;
		char *hash = strchr(line, '#');
		if (hash)
			*hash = '\0';
		char *tok[MAX_TOKENS];
		int ntok = 0;
		char *state = NULL;
		for (char *t = strtok_r(line, " \t\r", &state); t; t = strtok_r(NULL, " \t\r", &state)) {
			if (ntok == MAX_TOKENS) {
				rc = lfail(&ld, "%s", "too many fields on one line");
				break;
			}
			tok[ntok++] = t;
		}
		if (rc == 0 && ntok > 0)
			rc = directive(&ld, tok, ntok);
	}
	free(copy);
	if (rc == 0)
		rc = finish(&ld);
	if (rc < 0) {
		free(m);
		return NULL;
	}
	return m;
}

dip_map *dip_map_load(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		dip__fail(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	char *buf = malloc(MAX_MAP_BYTES + 1);
	if (!buf) {
		fclose(f);
		dip__fail(err, errlen, "out of memory");
		return NULL;
	}
	size_t n = fread(buf, 1, MAX_MAP_BYTES + 1, f);
	bool bad = ferror(f) != 0;
	fclose(f);
	if (bad || n > MAX_MAP_BYTES) {
		free(buf);
		dip__fail(err, errlen, "%s: %s", path, bad ? "read error" : "file too large for a map");
		return NULL;
	}
	buf[n] = '\0';
	if (memchr(buf, '\0', n)) {
		free(buf);
		dip__fail(err, errlen, "%s: not a text file", path);
		return NULL;
	}
	const char *base = strrchr(path, '/');
	dip_map *m = dip_map_parse(buf, base ? base + 1 : path, err, errlen);
	free(buf);
	return m;
}

void dip_map_free(dip_map *map)
{
	free(map);
}
