/* trades_party.c: who may trade and own what (R515 "Trading Entity",
 * R505 I the Treasury "a Named, Unownable, Intelligent, Trading Entity",
 * R1000 Institutions "Trading, Intelligent entities", R250 VI d On Ice,
 * VII b Non-Players). The one place a party's name maps to an `ent_owner`:
 * an organisation (OWN_ORG) through the entities' hooks (econ/entities.h,
 * set by src/modules.c), with its ledger account. */
#include "econ/trades/trades.h"

#include <stdio.h>

int trade_party_parse(const nomic *n, const char *word, ent_owner *out)
{
	if (strcaseeq(word, "treasury")) {
		*out = OWNER_TREASURY;
		return 0;
	}
	const player *p = player_by_name(n, word);
	if (p) {
		*out = OWNER_PLAYER(p->id);
		return 0;
	}
	int org = entity_org_hooks ? entity_org_hooks->find(n, word) : 0;
	if (!org)
		return -1;
	*out = OWNER_ORG(org);
	return 0;
}

const char *trade_party_problem(const nomic *n, ent_owner who, char *buf, size_t len)
{
	switch (who.kind) {
	case OWN_TREASURY:
		return NULL;
	case OWN_PLAYER: {
		const player *p = player_by_id(n, who.id);
		if (!p)
			return "no such player";
		if (p->state == PS_NONPLAYER) {
			snprintf(buf, len, "%s is not a player and trades nothing (R250 VII b)",
				 p->name);
			return buf;
		}
		return NULL;
	}
	case OWN_ORG:
		/* R1000: "Institutions are named, unownable, Trading,
		 * Intelligent entities"; one disbanded is gone. */
		if (entity_org_hooks && entity_org_hooks->name(n, who.id))
			return NULL;
		return "no such organisation (R1000)";
	case OWN_TREASURE: /* R1217 ¶2: it is found, never traded with */
		return "a Buried Treasure is not a Trading Entity (R1217)";
	case OWN_CUSTOMS: /* R501 ¶2: its Imports are offered to their noo */
		return "the Customs Office is not a Trading Entity (R501)";
	case OWN_EXPORTED:
		return "an exported entity is owned by nobody in Acka (R500.2, R501)";
	case OWN_NOBODY:
		break;
	}
	return "nobody is not a Trading Entity (R515)";
}

const char *trade_may_own(const nomic *n, ent_owner who, const entity_kind *k, char *buf,
			  size_t len)
{
	const char *bad = trade_party_problem(n, who, buf, len);
	if (bad)
		return bad;
	if (k && !(k->flags & EK_OWNABLE)) {
		snprintf(buf, len, "%s are unownable (R500.2)", k->plural);
		return buf;
	}
	if (who.kind == OWN_PLAYER) {
		const player *p = player_by_id(n, who.id);
		if (p->state == PS_ONICE) { /* "nor do they ever gain entities" */
			snprintf(buf, len, "%s is On Ice and never gains entities (R250 VI d)",
				 p->name);
			return buf;
		}
	}
	return NULL;
}

int trade_holder(const nomic *n, ent_owner who)
{
	if (who.kind == OWN_TREASURY)
		return 0;
	if (who.kind == OWN_PLAYER)
		return who.id;
	if (who.kind == OWN_ORG && entity_org_hooks)
		return entity_org_hooks->account(n, who.id);
	return -1;
}
