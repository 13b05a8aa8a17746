/* modules.c: the subsystems the engine runs (core/module.h). The one file
 * that sees them all: core reaches a subsystem only through this list. */
#include "core/module.h"
#include "core/visibility.h"
#include "econ/entities.h"
#include "gov/gov.h"
#include "gov/offices/offices.h"
#include "society/castes/castes.h"

extern const nomic_module gov_module, justice_module, court_module, crime_module, paradigm_module,
	mentors_module, offices_module, duties_module, econ_module, auctions_module, trades_module,
	treasury_module, orgs_module, land_module, treasure_module, customs_module, contracts_module,
	castes_module, machine_module,
	swingers_module, otzma_module, cheese_module, hearings_module, csr_module, agenda_module,
	cycle_module, character_module, pchess_module,
	games_module, reports_module, mail_module, script_module;
extern const nomic_module ghost_module; /* Ghost's parameters (R1250.9): src/games/ghost */
/* A Nomic's Challenge/Response Games (R336) and two of them (R337, R339). */
extern const nomic_module crg_module, similarity_module, poetry_module;
extern const nomic_module wordunassoc_module; /* R1250.19: src/games/wordunassoc */
extern const nomic_module bacon_module; /* R1250.22: src/games/bacon */
extern const nomic_module fictionary_module; /* R1250.10: src/games/fictionary */
extern const nomic_module limerick_module; /* R1250.8: src/games/limerick */
extern const nomic_module eleusis_module; /* Eleusis's parameters (R1250.23): src/games/eleusis */
extern const nomic_module fffm_module; /* Frog, Frog, Frog, Mouse's parameters (R1250.25): src/games/fffm */
extern const nomic_module lantern_module; /* R1250.18's parameters: src/games/lantern */
extern const nomic_module ackarpg_module; /* R1250.24's parameter: src/games/ackarpg */
extern const nomic_module aos_module; /* the Ace of Spades contest: src/agora/aos */
/* Agora's Arcadia contract and tournament (seed 003; src/agora/arcadia). */
extern const nomic_module arcadia_module;

const nomic_module *const nomic_modules[] = {
	&gov_module,
	&justice_module, /* the courts: after gov, whose Winning Conditions they judge */
	&court_module,   /* the Supreme Court: after the trial, whose CFJs it takes up */
	&crime_module, /* after the courts: it hears their verdicts on CFCJs */
	&paradigm_module, /* after gov: it hears its "proposal" results */
	&mentors_module, /* hears core's joins and changes of state (on_change) */
	&offices_module, /* after the courts and crime, whose removals vacate offices */
	&duties_module, /* after offices: it sees the Nominations they settle */
	&econ_module, /* entities (R500): before the cycle, whose assets they are */
	&auctions_module, /* auctions (R516, R520): after econ, whose entities they sell */
	&trades_module, /* after econ: it hears its "entity" moves (R515 ¶3 lapses) */
	&orgs_module,  /* after econ: organisations own entities (R1000) */
	&treasury_module, /* R505 II, R508: hears scores and the cycle's win (src/econ/treasury) */
	&contracts_module, /* R560 (src/econ/contracts) */
	&treasure_module, /* Buried Treasure (R1217): after econ and orgs, whose entities it holds */
	&customs_module, /* Imports, ITA trades (R501, R503): after econ, orgs and duties */
	&land_module, /* land (R801-R825): after econ, which leaves a Non-Player's unowned */
	&machine_module, /* The Machine That Goes *ping* (R1209): after land, whose Homes hold it */
	&castes_module, /* the Castes (R1030): hear core's changes of state */
	&swingers_module, /* Swingerships (R1040): after orgs, whose parties they hear */
	&otzma_module, /* Otzma Cards (R1240.x): after orgs and swingers, whose cards and limits they are */
	&cheese_module, /* after econ: it hears its cheeses (R611) */
	&agenda_module, /* after econ and auctions: its hats and eggplants (R431, R607, R671) */
	&hearings_module, /* Hearings (R360): before the cycle, whose Silver Moon Hearing is one */
	&csr_module, /* Common Sense Reports (R421.2): the rules changed by an officer's report */
	&cycle_module, /* after gov and crime: it hears wins (R666) and empties the Gaol */
	&character_module, /* after the cycle and the courts: it hears their wins, verdicts and Goose */
	&games_module,
	&pchess_module, /* Party Chess (R1230.x) and R1044 2: after games, whose class it is */
	&ghost_module, /* Ghost's parameters (R1250.9; src/games/ghost) */
	&reports_module, /* after gov: it records what gov announces */
	&mail_module,
	&script_module, /* last: its commands come after the others' */
	&crg_module, /* parameters only: A Nomic's C/RGs (R336; src/games/challenge) */
	&similarity_module, /* parameters only: the Similarity Game (A Nomic R337) */
	&poetry_module, /* parameters only: the Poetry Contest (A Nomic R339) */
	&wordunassoc_module, /* Word Un-association's parameters (R1250.19); no commands */
	&bacon_module, /* Bacon's parameters (R1250.22); no commands */
	&fictionary_module, /* Fictionary's parameters (R1250.10; src/games/fictionary) */
	&limerick_module, /* the Limerick Contest's parameters (R1250.8; src/games/limerick) */
	&eleusis_module, /* Eleusis's parameters (R1250.23; src/games/eleusis) */
	&fffm_module, /* Frog, Frog, Frog, Mouse's parameters (R1250.25; src/games/fffm) */
	&lantern_module, /* Ye Olde Rusty Lantern's parameters (R1250.18; src/games/lantern) */
	&ackarpg_module, /* Acka Role Playing's parameter (R1250.24; src/games/ackarpg) */
	&aos_module, /* the Ace of Spades contest (Agora, seed 004): src/agora/aos */
	&arcadia_module, /* Arcadia (Agora, seed 003; src/agora/arcadia) */
	NULL,
};

/* The hooks through which parts that do not include each other meet: the
 * organisations (src/society/orgs) own entities (econ/entities.h) and a
 * Political Party casts votes at a proposal's close (gov/gov.h, R1021). */
extern const ent_org_hooks orgs_entity_hooks;
int orgs_party_votes(const nomic *n, const struct proposal *p, struct close_vote *out, int max);

const ent_org_hooks *const entity_org_hooks = &orgs_entity_hooks;
const close_votes_fn gov_close_votes = orgs_party_votes;

/* The Grey Council's seats are the Castes' (R1031; gov/offices/grey.c). */
static const office_caste_hooks castes_for_offices = {CASTE_COUNT, caste_of, caste_word,
						      caste_name, caste_size};
const office_caste_hooks *const offices_castes = &castes_for_offices;

/* Need To Know (Ace of Spades regs 104-106, 240, 245): the contest tells
 * core/visibility.c, which decides every view, what it designates. */
extern const vis_contest_hooks aos_vis_hooks;
const vis_contest_hooks *const vis_contest = &aos_vis_hooks;
