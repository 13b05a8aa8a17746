/* aos_ntk.c: Need To Know (Ace of Spades regs 104-106, 225-245): what the
 * contest tells core/visibility.c, the one place that decides who may see
 * what. Keys name one fact each:
 *   "reg N#R"      revision R of regulation N's content (reg 106);
 *   "hand P"       the descriptors of player P's cards (reg 230);
 *   "proposal K"   the content of proposal K (reg 107, 108);
 *   "vote K P"     P's vote on proposal K (reg 235: Secret, eir own);
 *   "alliance K"   who is in Alliance K (reg 230);
 *   "offer K"      what Offer K gives and asks (reg 125: its parties);
 *   "offerer K"    who made Offer K (reg 125: Private if anonymous);
 *   "worths"       each Hand's worth (reg 235: Secret).
 * The Contestmaster, Mintor and Recordkeepor (reg 115), knows them all;
 * after the Moment of Reckoning "all Regulations and Contest Properties
 * become Public" (reg 120), but only their values from then on: past
 * values and secret votes stay as they were (reg 105; docs/RULINGS.md). */
#include "agora/aos/aos.h"

#include <stdio.h>
#include <string.h>

int aos_has_grant(const aos *s, int pid, const char *key, int *full)
{
	for (int i = 0; i < s->ng; i++)
		if (s->g[i].pid == pid && strcmp(s->g[i].key, key) == 0) {
			if (full)
				*full = s->g[i].full;
			return 1;
		}
	return 0;
}

void aos_grant_add(aos *s, int pid, const char *key, int full)
{
	for (int i = 0; i < s->ng; i++)
		if (s->g[i].pid == pid && strcmp(s->g[i].key, key) == 0) {
			s->g[i].full |= full;
			return;
		}
	s->g = xrealloc(s->g, (size_t)(s->ng + 1) * sizeof *s->g);
	s->g[s->ng++] = (aos_grant){pid, xstrdup(key), full};
}

void aos_rule_key(const rules_rule *r, uint32_t rev, char *buf, size_t len)
{
	char num[RULES_NUMBER_BUFSZ];
	snprintf(buf, len, "reg %s#%u", rules_number_format(r->number, num, sizeof num),
		 (unsigned)rev);
}

/* The designation given anew to a Secret regulation's value (reg 245:
 * Private, reg 250: Public), or -1. */
static int desig_of(const aos *s, const char *key)
{
	for (int i = 0; i < s->nd; i++)
		if (strcmp(s->d[i].key, key) == 0)
			return s->d[i].vis;
	return -1;
}

static rules_visibility designation(const nomic *n, const rules_rule *r, uint32_t rev)
{
	const aos *s = n->aos;
	if (!s || r->visibility != RULES_VIS_SECRET)
		return r->visibility;
	char key[64];
	aos_rule_key(r, rev, key, sizeof key);
	int d = desig_of(s, key);
	return d >= 0 ? (rules_visibility)d : r->visibility;
}

static int knows_reg(const nomic *n, const aos *s, int pid, const char *key)
{
	char num[32];
	unsigned rev;
	if (sscanf(key, "reg %31[^#]#%u", num, &rev) != 2)
		return 0;
	const rules_rule *r = n->rules ? rules_find_str(n->rules, num) : NULL;
	if (!r)
		return 0;
	if (s->reckoned && rev == r->revision) /* reg 120 */
		return 1;
	if (pid <= 0 || designation(n, r, rev) == RULES_VIS_SECRET) /* reg 104: nobody */
		return 0;
	return aos_has_grant(s, pid, key, NULL);
}

int aos_knows(const nomic *n, int pid, const char *key)
{
	const aos *s = n->aos;
	if (!s)
		return 0;
	if (pid > 0 && pid == s->cm)
		return 1;
	int k = 0, p = 0;
	if (strncmp(key, "reg ", 4) == 0)
		return knows_reg(n, s, pid, key);
	if (strcmp(key, "worths") == 0)
		return 0; /* reg 235; after the Reckoning, in its result */
	if (sscanf(key, "vote %d %d", &k, &p) == 2)
		return pid > 0 && p == pid; /* reg 235: Secret, even after the Reckoning */
	if (s->reckoned)
		return 1; /* reg 120: Contest Properties become Public */
	if (pid <= 0)
		return 0;
	if (sscanf(key, "hand %d", &p) == 1)
		return p == pid; /* reg 230 */
	if (sscanf(key, "proposal %d", &k) == 1) {
		const aos_prop *pr = aos_prop_by(s, k);
		if (!pr)
			return 0;
		if (pr->vis == AOS_PUBLIC)
			return 1;
		return pr->proposer == pid || (pr->vis == AOS_PRIVATE &&
					       aos_has_grant(s, pid, key, NULL));
	}
	if (sscanf(key, "alliance %d", &k) == 1) {
		if (k < 1 || k > s->na)
			return 0;
		for (int i = 0; i < s->a[k - 1].n; i++)
			if (s->a[k - 1].members[i] == pid)
				return 1;
		return 0;
	}
	if (sscanf(key, "offerer %d", &k) == 1) {
		if (k < 1 || k > s->no)
			return 0;
		return !s->o[k - 1].anon || s->o[k - 1].offerer == pid;
	}
	if (sscanf(key, "offer %d", &k) == 1) {
		if (k < 1 || k > s->no)
			return 0;
		return s->o[k - 1].offerer == pid || s->o[k - 1].to == pid;
	}
	return 0;
}

const vis_contest_hooks aos_vis_hooks = {designation, aos_knows};
