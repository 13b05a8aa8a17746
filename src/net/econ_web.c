/* econ_web.c: the entities over HTTP (src/econ, R500-R506): GET
 * /api/v1/entities (every entity; ?kind=WORD or ?owner=NAME to filter),
 * /api/v1/entities/ID, /api/v1/entity-kinds and
 * /api/v1/players/NAME/holdings (currencies and entities). Public: R412 a
 * has the Financier record who owns each ownable entity. */
#include "econ/machine/machine.h"
#include "econ/customs/customs.h"
#include "econ/contracts/contracts.h"
#include "econ/entities.h"
#include "econ/treasury/treasury.h"
#include "econ/land/land.h"
#include "net/web.h"
#include "society/character/character.h"

#include <string.h>

enum MHD_Result api_entities(web_request *r)
{
	const char *slash = strstr(r->path, "/entities/");
	const char *kind = web_arg(r, "kind"), *owner = web_arg(r, "owner");
	const nomic *n = engine_read_begin(r->e);
	json_t *out = NULL;
	const char *why = "no such entity";
	if (slash) {
		const entity *e = entity_find(n, slash + 10);
		if (e)
			out = entity_json(n, e);
	} else {
		const entity_kind *k = kind ? entity_kind_find(kind) : NULL;
		ent_owner o;
		int bad_owner = owner && owner_parse(n, owner, &o);
		if (kind && !k)
			why = "no such kind of entity";
		else if (bad_owner)
			why = "no such owner";
		else
			out = entities_json(n, k, owner ? &o : NULL);
	}
	engine_read_end(r->e);
	if (!out)
		return web_error(r, MHD_HTTP_NOT_FOUND, why);
	return web_json(r, MHD_HTTP_OK, out);
}

/* The Treasury (src/econ/treasury): the Financier's ledger (R412 b, c) and
 * the Fortnightly Dividends (R508). */
json_t *view_ledger(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return treasury_ledger_json(n, NULL);
}

json_t *view_dividends(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	return treasury_dividends_json(n, now);
}

/* R506 ¶7: the Trinkets and the names players have held, what a forgery's
 * test reads. */
json_t *view_trinkets(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return treasury_trinkets_json(n);
}

/* R560, R433: the Contracts, a private one's text for its readers only. */
json_t *view_contracts(const nomic *n, const char *viewer, gtime now)
{
	(void)now;
	return contracts_json(n, viewer);
}

/* R1209: The Machine That Goes *ping*: its Scholar and the disguised truth,
 * never the truth itself (src/econ/machine). */
json_t *view_machine(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return machine_json(n);
}

/* R501 ¶3: the Customs Officer's ITA-compliant log (src/econ/customs). */
json_t *view_customs(const nomic *n, const char *viewer, gtime now)
{
	(void)viewer;
	(void)now;
	return customs_json(n);
}

json_t *view_entity_kinds(const nomic *n, const char *viewer, gtime now)
{
	(void)n;
	(void)viewer;
	(void)now;
	return entity_kinds_json();
}

/* /api/v1/players/NAME/holdings, /api/v1/players/NAME/characteristics,
 * /api/v1/players/NAME/location (R810 2, src/econ/land) */
enum MHD_Result api_player_sub(web_request *r)
{
	const char *rest = r->path + strlen("/api/v1/players/");
	const char *slash = strchr(rest, '/');
	int want_holdings = slash && strcmp(slash, "/holdings") == 0;
	int want_location = slash && strcmp(slash, "/location") == 0;
	if (!slash || (!want_holdings && !want_location && strcmp(slash, "/characteristics") != 0) ||
	    slash == rest ||
	    (size_t)(slash - rest) >= 256)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such view: /api/v1/players/NAME/holdings, "
				 "/characteristics or /location");
	char name[256];
	memcpy(name, rest, (size_t)(slash - rest));
	name[slash - rest] = '\0';
	const nomic *n = engine_read_begin(r->e);
	json_t *out = want_holdings   ? entity_holdings_json(n, name)
		      : want_location ? land_location_json(n, name) /* econ/land */
				      : player_characteristics_json(n, name); /* society_web.c */
	engine_read_end(r->e);
	if (!out)
		return web_error(r, MHD_HTTP_NOT_FOUND, "no such player");
	return web_json(r, MHD_HTTP_OK, out);
}
