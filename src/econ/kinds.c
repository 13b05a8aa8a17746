/* kinds.c: the kinds of entity the server keeps (R500: "Something is an
 * entity if and only if the rules specify that it is"), each with the rule
 * that defines it and what that rule says of its entities (R500.1 named or
 * nameless, R500.2 ownable, tradeable, giftable, R500.3 unique), and its
 * switches. A part that comes to keep a new kind adds it here (its word is
 * what commands name it by). docs/ECONOMY.md lists them. */
#include "core/nameidx.h"
#include "econ/entities.h"

#include <pthread.h>
#include <string.h>

static const char *const no_yes[] = {"no", "yes", NULL};

/* R931: "The owner, and only the owner, of a particular garment may don
 * that garment ... or remove it". */
static const entity_switch garment_switches[] = {
	{"worn", no_yes, 0, 1, "R931"},
	{NULL, NULL, 0, 0, NULL},
};

/* R671: "Agenda Hats are ownable Headwear" (R931: worn or not, by the
 * owner's act); "either visible or hidden (but not both)": hidden until
 * eir owner posts eir condition (`hat reveal`). Their conditions and
 * weights are kept by src/gov/agenda, not here: a hidden hat's are
 * secret, and an entity's views are public. */
static const entity_switch hat_switches[] = {
	{"worn", no_yes, 0, 1, "R931, R671"},
	{"visible", no_yes, 0, 0, "R671"},
	{NULL, NULL, 0, 0, NULL},
};

/* R1005 ¶1: a Power's type (R1011: the Excavation Permit, the only one
 * the seed's rules let an Institution buy). */
static const char *const power_types[] = {"excavation-permit", NULL};
static const entity_switch power_switches[] = {
	{"type", power_types, 0, 0, "R1005"},
	{NULL, NULL, 0, 0, NULL},
};

/* R1040 I, III, IV: a Swingership may become a Provisional Swingership
 * (its Party destroyed) and be converted back into a Free one: one kind
 * with this switch, set by the rules alone (src/society/swingers). */
static const entity_switch swingership_switches[] = {
	{"provisional", no_yes, 0, 0, "R1040 III"},
	{NULL, NULL, 0, 0, NULL},
};

/* R600 ¶2: "Winning Conditions have a state attribute, which can be
 * either Unclaimed, Claimed, or Finalized", changed by the rules alone
 * (src/gov/wins_claim.c). Its creator attribute (a rule number, any) and
 * the CFJ it is attached to are kept by src/gov (wins.c); the creator is
 * also its description, for the views. */
static const char *const wc_states[] = {"unclaimed", "claimed", "finalized", NULL};
static const entity_switch wc_switches[] = {
	{"state", wc_states, 0, 0, "R600"},
	{NULL, NULL, 0, 0, NULL},
};

/* R1240.1 IV: each Otzma Card has a type, one of those the suite's rules
 * define (R1240.2 to R1240.50; src/society/otzma keeps what each type's
 * rule says: its F-Designation, instance limit and effect). Set by the
 * rules alone, when the card is created. */
static const char *const otzma_types[] = {
	"go-fish", "map-shard", "share-my-expenses", "share-your-income", "swinging-sale",
	"tactical-retreat", "paratroop", "foul-fowl", "truthseeker", "skeleton-key",
	"arctic-explorer", "founders-boon", "roulette-wheel", "training-regime", "shield", NULL,
};
static const entity_switch otzma_switches[] = {
	{"type", otzma_types, 0, 0, "R1240.1 IV"},
	{NULL, NULL, 0, 0, NULL},
};

/* Arcadia (Agora, seed 003, the tournament): "Each Land Unit has switches
 * for Latitude and Longitude. Both are integers between 1 and 9,
 * inclusive" and "Land Type is a Land Unit switch with the possible values
 * of Black, White, and Aether (the default)". Set by the tournament's
 * rules alone (src/agora/arcadia); a Land Unit's Facility is kept by its
 * tournament, since a Template may add Facilities (docs/AGORA.md). */
static const char *const arc_coord[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", NULL};
static const char *const arc_land_types[] = {"Aether", "Black", "White", NULL};
static const entity_switch landunit_switches[] = {
	{"latitude", arc_coord, 0, 0, "Arcadia (seed 003): Each Land Unit has switches"},
	{"longitude", arc_coord, 0, 0, "Arcadia (seed 003): Each Land Unit has switches"},
	{"landtype", arc_land_types, 0, 0, "Arcadia (seed 003): Land Type is a Land Unit switch"},
	{NULL, NULL, 0, 0, NULL},
};

static const entity_kind kinds[] = {
	/* R668 ¶1: "a nameless, tradeable entity": ackable and protected,
	 * since R668 says no otherwise (R500.2). */
	{"egg", "Chartreuse Goose Egg", "Chartreuse Goose Eggs", "R668",
	 EK_OWNABLE | EK_TRADEABLE, NULL,
	 "its owner may reduce eir positive score to zero (`egg use`); destroyed at the end of "
	 "each cycle (R666 b)"},
	/* R668 ¶2: "a unique, nontradeable entity". */
	{"grapefruit", "Right-Handed Grapefruit", "Right-Handed Grapefruits", "R668",
	 EK_OWNABLE | EK_UNIQUE, NULL,
	 "the winner of the cycle's (R666 c); destroyed at the end of each cycle (R666 b)"},
	/* R669: "nontradeable entities. Champion's Cloaks are Garments"
	 * (R931: worn or not). */
	{"cloak", "Champion's Cloak", "Champion's Cloaks", "R669", EK_OWNABLE, garment_switches,
	 "a regal garment for each win of a cycle (R666 c)"},
	{"badge", "Badge of Glory", "Badges of Glory", "R669", EK_OWNABLE, NULL,
	 "an elaborate medal: a second Champion's Cloak transformed (R666 c)"},
	/* R667 ¶4: "a Bonus Vote shall be created and transferred to the
	 * player"; no rule of the seed says more of it (R1045 b and others
	 * only name it), so it is nontradeable and nameless (R500.1, R500.2). */
	{"bonusvote", "Bonus Vote", "Bonus Votes", "R667", EK_OWNABLE, NULL,
	 "created for the Great Tuba's holder who accompanies the Fat Lady (R667 ¶4)"},
	/* R670 9: "Silver Moons are non-tradeable entities". */
	{"moon", "Silver Moon", "Silver Moons", "R670", EK_OWNABLE, NULL,
	 "awarded to the author of the Commission d'Arts' winning Nominee (R670 6)"},
	/* R506 ¶4: "Trinkets are giftable, Operable Entities", named (R506
	 * ¶5: "the name and description of the resulting Trinket"), each with
	 * a positive value in A$. */
	/* Exportable: R506 ¶3 counts "those Trinkets created in Ackanomic,
	 * yet exported as described in the rules" (docs/RULINGS.md "Imports"). */
	{"trinket", "Trinket", "Trinkets", "R506",
	 EK_OWNABLE | EK_TRADEABLE | EK_GIFTABLE | EK_NAMED | EK_EXPORTABLE, NULL, "a named thing worth a positive number of A$, taken out of the A$ in the game"},
	/* R611 ¶1: "a type of non-tradable entities known as cheeses"
	 * in five varieties; at most one of each per player (¶2, src/gov/
	 * cheese), gained only as ¶3-¶8 say. */
	{"stilton", "Stilton", "Stiltons", "R611", EK_OWNABLE, NULL,
	 "a cheese: eir ten most recent proposals with results all accepted (R611 ¶4)"},
	{"cheddar", "Cheddar", "Cheddars", "R611", EK_OWNABLE, NULL,
	 "a cheese: three harfy proposals accepted (R611 ¶5)"},
	{"edam", "Edam", "Edams", "R611", EK_OWNABLE, NULL,
	 "a cheese: five offices held (R611 ¶6)"},
	{"brie", "Brie", "Bries", "R611", EK_OWNABLE, NULL,
	 "a cheese: a Duel won; destroyed when its owner loses one (R611 ¶8)"},
	{"gouda", "Gouda", "Goudas", "R611", EK_OWNABLE, NULL,
	 "a cheese: Grab a Donkey or Party Chess won, or three games of five or more (R611 ¶7)"},
	/* R671: "Visible Agenda Hats are tradable": the kind is tradeable;
	 * a hidden one is not, which the trades must ask src/gov/agenda
	 * (docs/RULINGS.md). No entity but players and the Mad Hatters owns
	 * one (R671 ¶2: src/gov/agenda). */
	{"hat", "Agenda Hat", "Agenda Hats", "R671", EK_OWNABLE | EK_TRADEABLE, hat_switches,
	 "headwear with a secret condition and a weight: three worn whose conditions are true "
	 "win by agenda (R607)"},
	/* R671: "Nemesis Eggplants are ownable Entities", nothing said of
	 * trade: nontradeable (R500.2); players only (R671 ¶2). */
	{"eggplant", "Nemesis Eggplant", "Nemesis Eggplants", "R671", EK_OWNABLE, NULL,
	 "awarded for the lowest weight bid on an Agenda Condition (R431 b); its owner pays A$40 "
	 "when a hat of its condition wins (R607 b)"},
	/* R820: "Kaas of Land are tradeable entities ... Kaas are never in
	 * the Treasury, even if unowned"; nameless (R500.1's default): a Kaa
	 * is known by its coordinates, which src/econ/land keeps. */
	{"kaa", "Kaa of Land", "Kaas of Land", "R820", EK_OWNABLE | EK_TRADEABLE | EK_NOTREASURY,
	 NULL, "one square of the City, known by its coordinates around The Lonely Mountain "
	 "(`map`, `land show`)"},
	/* R825 I i: "a class of named tradeable entity"; III v: "land and
	 * the buildings that reside on it are not considered to be in the
	 * treasury". Its size, state and land: src/econ/land. */
	{"building", "Building", "Buildings", "R825",
	 EK_OWNABLE | EK_TRADEABLE | EK_NAMED | EK_NOTREASURY, NULL,
	 "a named building on its owner's Kaas: Small to Extravagant (`buildings`)"},
	/* R1023 1: "Shares are nameless, tradeable, Operable entities. Each
	 * share is associated with a Corporation": ackable (R500.2; R1023
	 * names the one gift without acceptance, to its own Corporation:
	 * `corp return`). The association is kept by src/society/orgs. */
	{"share", "Share", "Shares", "R1023", EK_OWNABLE | EK_TRADEABLE, NULL,
	 "a share of a Corporation: its stockholders vote on motions with them (R1023 5)"},
	/* R1005 ¶1: "Institutional Powers ... are nameless, non-tradable,
	 * Operable entities", bought from the Treasury by an Institution. */
	{"power", "Institutional Power", "Institutional Powers", "R1005", EK_OWNABLE,
	 power_switches, "bought by an Institution from the Treasury (R1005 ¶2); its type a switch"},
	/* R1040 I: "Swingerships and Provisional Swingerships are tradeable
	 * entities" (ackable: R1040 says no more, R500.2). Nameless here: a
	 * Free Swingership's name (R1040 V, X) and every one's Party attribute
	 * (R1040 II) are kept by src/society/swingers. */
	{"swingership", "Swingership", "Swingerships", "R1040", EK_OWNABLE | EK_TRADEABLE,
	 swingership_switches,
	 "its owner is a Swinger (R1040 I); Party or Free by its Party attribute (R1040 II)"},
	/* R675: "Beep, Blip and Bonk are three unownable entities", members
	 * of the Mad Hatters (src/society/orgs), named (R500.1: they are
	 * named by the rule). */
	{"hatter", "Hatter", "Hatters", "R675", EK_NAMED, NULL,
	 "Beep, Blip or Bonk: a member of the Mad Hatters, eir support proxied to them (R675)"},
	/* R675: "The Mad Hatters at all times owns a More Than Human": no rule
	 * says more, so ownable and nontradeable (R500.2), which keeps it
	 * theirs at all times (docs/RULINGS.md). */
	{"mth", "More Than Human", "More Than Humans", "R675", EK_OWNABLE, NULL,
	 "the Mad Hatters own one at all times (R675)"},
	/* R600 ¶2: "Winning Conditions are nontradeable entities", created
	 * only in the possession of the player who achieves one (¶3); kept
	 * as entities from `wins.entities` 1 (level 6; src/gov/wins.c). */
	{"wincondition", "Winning Condition", "Winning Conditions", "R600", EK_OWNABLE,
	 wc_switches,
	 "achieved by a rule (its creator); Claimed by a Cycle-Win CFJ, Finalized by its TRUE "
	 "verdict, which wins the cycle for a Voting owner (R600)"},
	/* R620 ¶1: "Let a unique, nontradeable, non-mimsy entity exist named
	 * the Chartreuse Goose": it lasts while R620 stands, held by a player
	 * or Somewhere Else. Its name is its kind's (unique): docs/RULINGS.md.
	 * Kept as an entity from `wins.entities` 1 (src/gov/cycle/goose.c). */
	{"goose", "Chartreuse Goose", "Chartreuse Geese", "R620",
	 EK_OWNABLE | EK_UNIQUE | EK_LASTING, NULL,
	 "its holder cannot achieve a Winning Condition (R600 ¶1); moves by R620 1-7 only "
	 "(`goose`)"},
	/* R901 ¶2: "There also exists the Great Tuba of Ackanomic, a unique
	 * entity", "given" to players by the rules: ownable, nontradeable
	 * (R500.2's default). Kept as an entity from `wins.entities` 1
	 * (src/gov/cycle/fatlady.c). */
	{"tuba", "Great Tuba of Ackanomic", "Great Tubas of Ackanomic", "R901",
	 EK_OWNABLE | EK_UNIQUE | EK_LASTING, NULL,
	 "its holder may accompany the Fat Lady for a Bonus Vote (R667 ¶4); given by R901 ¶2 "
	 "(`tuba give`)"},
	/* R560 ¶1: "A class of named entities known as Contracts exists". R560
	 * says nothing of owning one, so R500.2's defaults: nontradeable, hence
	 * ownable, created in the Treasury (no initial owner named), and no
	 * rule moves it (docs/RULINGS.md). Kept as an entity from
	 * `contracts.entities` 1 (level 7; src/econ/contracts). */
	{"contract", "Contract", "Contracts", "R560", EK_OWNABLE | EK_NAMED, NULL,
	 "made, signed, broken and destroyed as R560 says (`contract`, `contracts`)"},
	/* R1240.1 ¶1: "Otzma Cards are Nameless Gift Entities": ownable,
	 * tradeable and giftable (R500.2), created only as the rules say
	 * (src/society/otzma), destroyed when used (R1240.1 "Each Otzma Card
	 * can only be used once"). */
	{"otzma", "Otzma Card", "Otzma Cards", "R1240.1",
	 EK_OWNABLE | EK_TRADEABLE | EK_GIFTABLE, otzma_switches,
	 "a one-use card of a type the Otzma Cards Rule Suite defines (`otzma`, `otzma use`)"},
	/* R1230.1 7: "Party Chess Pieces are ownable entities" (nontradeable:
	 * R500.2's default). Owned by a Swingership (2 A), which the model
	 * cannot own by: held by its Swinger (docs/RULINGS.md). Kept from
	 * `pchess.entities` 1 (level 8; src/games/pchess/pchess_entities.c). */
	{"piece", "Party Chess Piece", "Party Chess Pieces", "R1230.1", EK_OWNABLE, NULL,
	 "a piece of a Swinger's Swingership in a game of Party Chess: its type and square on the "
	 "board (`game show`)"},
	/* R1230.30: "Stabber's Knives are ownable and non-tradeable", created
	 * and destroyed by the rules (src/games/pchess/pchess_knives.c). */
	{"knife", "Stabber's Knife", "Stabber's Knives", "R1230.30", EK_OWNABLE, NULL,
	 "won by capturing a King or checking one who Surrenders; enough of them win a hand of "
	 "Party Chess (R1230.40)"},
	/* R1230.40 a: the ChessChamp's Cardigan "may be worn" (a Garment,
	 * R931); a second one becomes a Tarnished Badge of Gluery. */
	{"cardigan", "ChessChamp's Cardigan", "ChessChamp's Cardigans", "R1230.40", EK_OWNABLE,
	 garment_switches, "the winner of a hand of Party Chess receives it (R1230.40 a)"},
	{"gluery", "Tarnished Badge of Gluery", "Tarnished Badges of Gluery", "R1230.40",
	 EK_OWNABLE, NULL,
	 "a ChessChamp's Cardigan its holder won again becomes one (R1230.40 a)"},
	/* R1045 d (i): "Benefyts are tradeable entities": ackable and
	 * protected (R500.2), nameless; created by `convert benefyt`, spent
	 * by a Party Chess Special (R1230.2 6 D; src/games/pchess). */
	{"benefyt", "Benefyt", "Benefyts", "R1045", EK_OWNABLE | EK_TRADEABLE, NULL,
	 "converted from 10 points (R1045 d); spent on a Party Chess Special (R1230.2 6 D)"},
	/* R501 ¶1: "An Import is a tradeable, exportable entity" (ackable:
	 * R500.2's default), named "... {NOO}" by its nomic of origin; made
	 * and sent home only by the Customs Officer's records of ITA trades
	 * (src/econ/customs). */
	{"import", "Import", "Imports", "R501",
	 EK_OWNABLE | EK_TRADEABLE | EK_EXPORTABLE | EK_NAMED | EK_NOO, NULL,
	 "an object received from another nomic by an ITA trade; its noo between braces ends its "
	 "name (`customs`)"},
	/* R1209 I: "the unique entity called The Machine That Goes *ping*";
	 * R1209 II: it resides in an active player's Home and moves only as
	 * R1209 says: unownable (Somewhere Else as an owner), its place kept
	 * by src/econ/machine. */
	{"machine", "Machine That Goes *ping*", "Machines That Go *ping*", "R1209", EK_UNIQUE,
	 NULL, "resides in its Scholar's Home; goes *ping* by its hidden truth (`machine`)"},
	/* Arcadia (Agora, seed 003): "Land Units are assets", read as ownable
	 * and nontradeable (the seed gives no way to trade one: docs/RULINGS.md
	 * "Arcadia (seed 003)"), owned by a participant, or by Agora ("Any land
	 * for which ownership has not been explicitly defined is owned by
	 * Agora"): unowned here, never in the Treasury. Nameless: a unit is
	 * known by its Location. The citation names no rule of a ruleset, so
	 * the kind binds to none (core/bind.h): it stands while Arcadia does.
	 * Not the Financier's (R412 speaks of the rules' entities): the
	 * tournament's Map records them (docs/RULINGS.md). */
	{"landunit", "Land Unit", "Land Units", "Arcadia (seed 003): Land Units are assets",
	 EK_OWNABLE | EK_NOTREASURY | EK_NORECORD, landunit_switches,
	 "one Location of an Arcadian Tournament's Map; its Facility is the tournament's "
	 "(`arcadia map`)"},
};

int entity_kind_count(void)
{
	return (int)(sizeof kinds / sizeof *kinds);
}

const entity_kind *entity_kind_at(int i)
{
	return i >= 0 && i < entity_kind_count() ? &kinds[i] : NULL;
}

/* Each kind by its word, name and plural (core/nameidx.h), in the table's
 * order so that the first kind a name fits keeps it: asked after every
 * command (src/society/otzma) and at every entity named. */
static nameidx kinds_by_name;
static pthread_once_t kinds_once = PTHREAD_ONCE_INIT;

static void kinds_index(void)
{
	for (int i = 0; i < entity_kind_count(); i++) {
		const char *names[] = {kinds[i].word, kinds[i].name, kinds[i].plural};
		for (int k = 0; k < 3; k++)
			nameidx_add(&kinds_by_name, names[k], strlen(names[k]), &kinds[i]);
	}
}

const entity_kind *entity_kind_find(const char *word)
{
	pthread_once(&kinds_once, kinds_index);
	const entity_kind *found = nameidx_get(&kinds_by_name, word, strlen(word));
	if (found)
		return found;
	/* "eggs", "cloaks": the word's plural. */
	size_t len = strlen(word);
	for (int i = 0; len > 1 && i < entity_kind_count(); i++)
		if (strlen(kinds[i].word) == len - 1 && strncasecmp(kinds[i].word, word, len - 1) == 0 &&
		    (word[len - 1] == 's' || word[len - 1] == 'S'))
			return &kinds[i];
	return NULL;
}

void entity_kind_traits(const entity_kind *k, sbuf *out)
{
	if (!(k->flags & EK_OWNABLE))
		sbuf_add(out, "unownable");
	else if (!(k->flags & EK_TRADEABLE))
		sbuf_add(out, "nontradeable");
	else
		sbuf_add(out, k->flags & EK_GIFTABLE ? "tradeable, giftable" : "tradeable, ackable");
	sbuf_add(out, k->flags & EK_UNIQUE ? ", unique" : "");
	sbuf_add(out, k->flags & EK_NAMED ? ", named" : ", nameless");
	sbuf_add(out, k->flags & EK_NOTREASURY ? ", never in the Treasury" : "");
	sbuf_add(out, k->flags & EK_LASTING ? ", lasting" : "");
	sbuf_add(out, k->flags & EK_NORECORD ? ", not in the Financier's records" : "");
}
