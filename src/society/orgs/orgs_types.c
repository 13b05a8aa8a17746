/* orgs_types.c: the types of Institution the server keeps and the
 * admissions policies (R1000, R1001 4, R1021). A foundable type is a row
 * of types[]: R1001 1 "Organizations are not foundable, subtypes of
 * Organizations may be"; R1021 makes the Political Party foundable, with
 * its fee of A$300 (the parameter org.fee.party). Corporations (R1023),
 * Trust Funds (R1027) and Castes (R1030) are to be further rows
 * (docs/ORGANISATIONS.md). */
#include "society/orgs/orgs.h"

#include <string.h>

static const org_type types[] = {
	{"party", "Political Party", "R1021", "org.fee.party", 1},
	/* R1023 1 "Corporations are foundable Institutions"; no fee beyond
	 * R1000's Standard Harfer Fee. */
	{"corp", "Corporation", "R1023", NULL, 0},
	/* R1027 ¶1 "A Trust Fund is a foundable Institution": with a charter. */
	{"trust", "Trust Fund", "R1027", NULL, 0},
	/* R1301 1 "Church is a type of Organization. Churches are foundable."
	 * (orgs_church.c) */
	{"church", "Church", "R1301", NULL, 0},
};

const org_type *org_type_at(int i)
{
	return i >= 0 && i < (int)(sizeof types / sizeof *types) ? &types[i] : NULL;
}

const org_type *org_type_find(const char *word)
{
	for (size_t i = 0; i < sizeof types / sizeof *types; i++)
		if (strcaseeq(types[i].word, word) || strcaseeq(types[i].name, word))
			return &types[i];
	return NULL;
}

static const char *const policy_words[POL_COUNT] = {"standard", "open", "privileged", "quasi-open",
						     "communist"};
static const char *const policy_names[POL_COUNT] = {
	"Standard", "Open", "Privileged Single Player", "Quasi-open", "Communist Single Player"};

const char *org_policy_name(enum org_policy p)
{
	return p < POL_COUNT ? policy_names[p] : "?";
}

int org_policy_parse(const char *word, enum org_policy *out)
{
	for (int i = 0; i < POL_COUNT; i++)
		if (strcaseeq(word, policy_words[i]) || strcaseeq(word, policy_names[i])) {
			*out = (enum org_policy)i;
			return 0;
		}
	return -1;
}
