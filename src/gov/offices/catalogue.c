/* catalogue.c: the offices Ackanomic's seed ruleset defines (R405-R441),
 * each with its kind (R401 (ix), R403), seats (R401 (i)), term (R401 (v)),
 * salary (R401 (iv)) and the rule that defines it; and the parameters
 * that bind each number those rules state to its clause.
 *
 * The table is the seed's; an office whose defining rule is no longer in
 * force (repealed, R401 (i)) is not run (office_def_find returns NULL);
 * other amendments to an office's rule do not yet change its entry
 * (docs/RULINGS.md, Offices: the catalogue and amendments). */
#include "core/bind.h"
#include "core/nameidx.h"
#include "gov/offices/offices.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define WEEK (7 * OFF_DAY)
#define MONTH (30 * OFF_DAY)

static const char *const modes[] = {"admin", "rules", NULL};

const param_decl offices_params[] = {
	{"offices.mode", PT_CHOICE, 0, 0, 1, "", "R401",
	 "admin: the admin fills offices and nothing runs alone (nomics begun before "
	 "level 1); rules: vacancies call "
	 "Nominations, terms end, salaries are paid (R401 (iv), (v), (ix))", 0, modes},
	{"offices.nomination", PT_DURATION, 3 * OFF_DAY, 0, 365 * OFF_DAY, "", "R402 (i) b",
	 "a Nomination Period when the rules name none", 0, NULL},
	{"offices.election", PT_DURATION, 3 * OFF_DAY, 0, 365 * OFF_DAY, "", "R402 (ii) d",
	 "an Election Period", 0, NULL},
	{"offices.speaker_nomination", PT_DURATION, 3 * OFF_DAY, 0, 365 * OFF_DAY, "",
	 "R405 (ii) a", "the Speaker's Nomination Period", 0, NULL},
	{"offices.speaker_voting", PT_DURATION, 3 * OFF_DAY, 0, 365 * OFF_DAY, "", "R405 (ii) b",
	 "the Speaker's Voting Period", 0, NULL},
	{"offices.speaker_extra", PT_INT, 10, 0, 100000, "A$", "R405 (iii)",
	 "what the Speaker is paid beyond the Standard Harfer Fee", 0, NULL},
	{"offices.president_term", PT_DURATION, 8 * WEEK, 0, 3650 * OFF_DAY, "", "R414",
	 "the President's Term of Office", 0, NULL},
	{"offices.historian_minterm", PT_DURATION, 12 * MONTH, 0, 3650 * OFF_DAY, "", "R420",
	 "the Historian's Minimum Term of Office (12 months, of 30 days)", 0, NULL},
	{"offices.poet_minterm", PT_DURATION, 6 * MONTH, 0, 3650 * OFF_DAY, "", "R424",
	 "the Poet Laureate's Minimum Term of Office (6 months, of 30 days)", 0, NULL},
	{"offices.herald_minterm", PT_DURATION, 6 * MONTH, 0, 3650 * OFF_DAY, "", "R435",
	 "the Herald's Minimum Term of Office (6 months, of 30 days)", 0, NULL},
	{"offices.ip_days", PT_DURATION, 3 * OFF_DAY, 0, 365 * OFF_DAY, "", "R404 (ii)",
	 "an Impeachment Paper's voting period", 0, NULL},
	{"offices.ip_quorum", PT_INT, 25, 0, 100, "%", "R404 (iv)",
	 "an IP is rejected unless this share of the active players (but its officer) vote", 0,
	 NULL},
	{"offices.ip_all_yes", PT_INT, 50, 0, 100, "%", "R404 (iv) a",
	 "an IP is accepted if this share of the active players (but its officer) vote YES", 0,
	 NULL},
	{"offices.ip_voters_num", PT_INT, 2, 0, 100, "", "R404 (iv) b",
	 "an IP is accepted if YES is at least num/den of the votes: num", 0, NULL},
	{"offices.ip_voters_den", PT_INT, 3, 1, 100, "", "R404 (iv) b",
	 "an IP is accepted if YES is at least num/den of the votes: den", 0, NULL},
	{"offices.grey_council_seats", PT_INT, 9, 1, OFF_MAX_SEATS, "seats", "R1031",
	 "the Grey Council's seats (\"up to nine seats\")", 0, NULL},
	{"offices.per_seat", PT_INT, 0, 0, 1, "", "R401 (i)",
	 "1 (nomics begun at level 6): offices are run seat by seat: the holder of any seat may be "
	 "impeached, Honour counts each seat taken, and the Grey Council's seats are its Castes' "
	 "(R1031 a-c)", 0, NULL},
	{"offices.grey_caste_seats", PT_INT, 3, 1, OFF_MAX_SEATS, "seats", "R1031 ¶2",
	 "the Grey Council's seats each Caste has the right to fill", 0, NULL},
	{"offices.grey_ip_voted", PT_INT, 50, 0, 100, "%", "R1031 c",
	 "an IP against a Grey Council member is ACCEPTED only if this share of the other members "
	 "of eir Caste voted on it", 0, NULL},
	{"offices.grey_ip_num", PT_INT, 2, 0, 100, "", "R1031 c",
	 "... and at least num/den of those voting voted YES: num", 0, NULL},
	{"offices.grey_ip_den", PT_INT, 3, 1, 100, "", "R1031 c",
	 "... and at least num/den of those voting voted YES: den", 0, NULL},
	{"offices.fip_days", PT_DURATION, 3 * OFF_DAY, 0, 365 * OFF_DAY, "", "R403 (v) b",
	 "how long the Supreme Court has to concur with the President's declaration to "
	 "impeach a Functional Officer", 0, NULL},
	{"offices.fip_num", PT_INT, 2, 1, 100, "", "R403 (v) b",
	 "the share of the Supreme Court that must concur: num", 0, NULL},
	{"offices.fip_den", PT_INT, 3, 1, 100, "", "R403 (v) b",
	 "the share of the Supreme Court that must concur: den", 0, NULL},
	{"offices.handover_window", PT_DURATION, OFF_DAY, 0, 365 * OFF_DAY, "", "R401.1 IV",
	 "how long before eir Vacation a Supervisor may name the Acting Officer for eir own seat "
	 "(\"during the day preceding\")", 0, NULL},
	{"offices.ip_penalty", PT_INT, 10, 0, 100000, "points", "R404 (vi)",
	 "what the author of a REJECTED IP is penalized", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Shorthands for the table. */
#define F OK_FUNCTIONAL
#define P OK_POLITICAL
#define NOM "offices.nomination"
#define VOTE "offices.election"

/* In the order of the rules that define them (R405 (ix) a lists them so). */
static const office_def defs[] = {
	{"Speaker", "R405", P, 0, 1, NULL, FILL_ELECTION, SAL_HARFER_PLUS, "R405 (iii)",
	 TIE_NEW_ELECTION, NULL, NULL, "offices.speaker_nomination", "offices.speaker_voting"},
	{"Promoter", "R406", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Web-Harfer", "R407", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Rule-Harfer", "R407.1", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM,
	 NULL, NULL, NOM, VOTE},
	{"Tabulator", "R408", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Count Tabula", "R408.1", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM,
	 NULL, NULL, NOM, VOTE},
	{"Registrar", "R409", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Scorekeeper", "R410", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM,
	 NULL, NULL, NOM, VOTE},
	{"Financier", "R412", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Clerk of the Court", "R413", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)",
	 TIE_RANDOM, NULL, NULL, NOM, VOTE},
	{"President", "R414", P, 0, 1, NULL, FILL_ELECTION, SAL_NONE, NULL, TIE_RANDOM,
	 "offices.president_term", NULL, NOM, VOTE},
	{"Justice", "R416", P, 0, 0, NULL, FILL_OWN_RULE, SAL_NONE, NULL, TIE_RANDOM, NULL, NULL, NOM,
	 VOTE},
	{"Ambassador", "R419.1", P, 0, 1, NULL, FILL_ELECTION, SAL_NONE, NULL, TIE_RANDOM, NULL, NULL,
	 NOM, VOTE},
	{"Historian", "R420", P, 1, 1, NULL, FILL_ELECTION, SAL_NONE, "R420", TIE_RANDOM, NULL,
	 "offices.historian_minterm", NOM, VOTE},
	{"Common Sense, Redundancy, and Redundancy", "R421.1", F, 0, 1, NULL, FILL_PRESIDENT,
	 SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL, NULL, NOM, VOTE},
	{"Postmaster", "R422", F, 1, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Map-Harfer", "R423", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Poet Laureate", "R424", P, 1, 1, NULL, FILL_ELECTION, SAL_NONE, NULL, TIE_RANDOM, NULL,
	 "offices.poet_minterm", NOM, VOTE},
	{"Org-Harfer", "R427", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Trinket-Harfer", "R428", F, 1, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)", TIE_RANDOM,
	 NULL, NULL, NOM, VOTE},
	{"Treasure-Harfer", "R429", F, 1, 1, NULL, FILL_PRESIDENT, SAL_SCULPTURE, "R429", TIE_RANDOM,
	 NULL, NULL, NOM, VOTE},
	{"Spelling Exchequer", "R430", P, 1, 1, NULL, FILL_ELECTION, SAL_NONE, NULL, TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	{"Illuminatus", "R431", P, 1, 1, NULL, FILL_ELECTION, SAL_NONE, NULL, TIE_RANDOM, NULL, NULL,
	 NOM, VOTE},
	{"Scaremonger", "R432", P, 1, 1, NULL, FILL_ELECTION, SAL_NONE, NULL, TIE_RANDOM, NULL, NULL,
	 NOM, VOTE},
	{"General Contractor", "R433", F, 0, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)",
	 TIE_RANDOM, NULL, NULL, NOM, VOTE},
	{"Herald", "R435", P, 0, 1, NULL, FILL_ELECTION, SAL_HARFER, "R435", TIE_RANDOM, NULL,
	 "offices.herald_minterm", NOM, VOTE},
	{"Dungeon Master", "R441", P, 1, 1, NULL, FILL_ELECTION, SAL_HARFER, "R441", TIE_RANDOM, NULL,
	 NULL, NOM, VOTE},
	/* R1031: up to nine seats, three for each Caste (grey.c, with
	 * offices.per_seat: before level 6 any eligible player stands and
	 * votes for any seat). */
	{"Grey Council", "R1031", P, 0, 9, "offices.grey_council_seats", FILL_ELECTION, SAL_NONE,
	 NULL, TIE_RANDOM, NULL, NULL, NOM, VOTE},
	/* R1230.2 1: "The optional functional office of Chess-Umpire exists";
	 * any active player is eligible (1 B). Optional: a vacancy calls no
	 * Nomination by itself (R401 (viii) b); src/games/pchess/pchess_umpire.c. */
	{"Chess-Umpire", "R1230.2", F, 1, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)",
	 TIE_RANDOM, NULL, NULL, NOM, VOTE},
	/* R501 ¶3: "The Customs Officer is an optional functional office",
	 * Acka's agent to the ITA: src/econ/customs. */
	{"Customs Officer", "R501", F, 1, 1, NULL, FILL_PRESIDENT, SAL_HARFER, "R403 (ii)",
	 TIE_RANDOM, NULL, NULL, NOM, VOTE},
};

#define NDEFS ((int)(sizeof defs / sizeof *defs))

/* Nomics begun at level 1 or later run the offices by the rules; earlier
 * ones replay as they were played (core/level.h). */
const param_level offices_level_defaults[] = {
	{"offices.mode", 1, 1},
	{"offices.per_seat", 6, 1}, /* R401 (i), R1031: grey.c */
	{NULL, 0, 0},
};

int offices_rules_run(const nomic *n)
{
	/* R401 is Ackanomic's: in a nomic of another ruleset, or once it is
	 * repealed, nothing of it runs by itself (core/bind.h). */
	char why[160];
	return param_int(n, "offices.mode") == 1 && !bind_foreign(n, "R401") &&
	       !bind_stopped(n, "R401", why, sizeof why);
}

const office_def *office_def_at(int i)
{
	return i >= 0 && i < NDEFS ? &defs[i] : NULL;
}

/* The catalogue by name (core/nameidx.h): asked after every command. */
static nameidx defs_by_name;
static pthread_once_t defs_once = PTHREAD_ONCE_INIT;

static void defs_index(void)
{
	for (int i = 0; i < NDEFS; i++)
		nameidx_add(&defs_by_name, defs[i].name, strlen(defs[i].name), &defs[i]);
}

const office_def *office_def_named(const char *name)
{
	pthread_once(&defs_once, defs_index);
	return nameidx_get(&defs_by_name, name, strlen(name));
}

int office_def_in_force(const nomic *n, const office_def *d)
{
	char why[200];
	return !bind_stopped(n, d->rule, why, sizeof why);
}

const office_def *office_def_find(const nomic *n, const char *name)
{
	const office_def *d = office_def_named(name);
	return d && office_def_in_force(n, d) ? d : NULL;
}

int office_nseats(const nomic *n, const office_def *d)
{
	if (!d || !d->seats)
		return 1;
	return d->seats_param ? (int)param_int(n, d->seats_param) : d->seats;
}

int64_t office_salary_amount(const nomic *n, const office_def *d)
{
	switch (d->salary) {
	case SAL_HARFER:
		return param_int(n, "fee.harfer");
	case SAL_HARFER_PLUS:
		return param_int(n, "fee.harfer") + param_int(n, "offices.speaker_extra");
	default:
		return 0;
	}
}

const char *office_kind_name(const office_def *d)
{
	return d->kind == OK_FUNCTIONAL ? "Functional" : "Political";
}

static void duration_words(int64_t s, char *buf, size_t len)
{
	if (s % WEEK == 0)
		snprintf(buf, len, "%lld weeks", (long long)(s / WEEK));
	else
		snprintf(buf, len, "%lld days", (long long)(s / OFF_DAY));
}

void office_def_describe(const nomic *n, const office_def *d, char *buf, size_t len)
{
	char seats[32], term[64] = "no term", minterm[80] = "", pay[96];
	int k = office_nseats(n, d);
	if (d->seats)
		snprintf(seats, sizeof seats, "%d seat%s", k, k == 1 ? "" : "s");
	else
		snprintf(seats, sizeof seats, "a variable number of seats");
	if (d->term_param) {
		char w[32];
		duration_words(param_int(n, d->term_param), w, sizeof w);
		snprintf(term, sizeof term, "term %s (%s)", w, param_decl_find(n, d->term_param)->rule);
	}
	if (d->minterm_param) {
		char w[32];
		duration_words(param_int(n, d->minterm_param), w, sizeof w);
		snprintf(minterm, sizeof minterm, ", minimum term %s (%s)", w,
			 param_decl_find(n, d->minterm_param)->rule);
	}
	switch (d->salary) {
	case SAL_NONE:
		snprintf(pay, sizeof pay, "no salary");
		break;
	case SAL_SCULPTURE:
		snprintf(pay, sizeof pay, "an Automatic Sculpture monthly (%s)", d->salary_rule);
		break;
	default:
		snprintf(pay, sizeof pay, "salary A$%lld monthly (%s)",
			 (long long)office_salary_amount(n, d), d->salary_rule);
	}
	snprintf(buf, len, "%s%s, %s, %s%s, %s; %s", d->optional ? "optional " : "",
		 office_kind_name(d), seats, term, minterm, pay,
		 d->fill == FILL_ELECTION    ? "filled by Election (R402 (ii))"
		 : d->fill == FILL_PRESIDENT ? "filled by the President's choice (R403 (vi), R414 (ii) a)"
					     : "filled as its rule says");
}
