/* dice.c: the Ackanomic Magic Dice (R1250.3 I): a request in the AMD's own
 * format (#S sides, #D dice, #R rolls, #L rolls per line, #T title, #C
 * comment lines, #P recipients) answered with a public roll whose draws
 * the engine logs, so anyone can replay and audit it. */
#include "games/equip/equip.h"

#include <stdio.h>
#include <string.h>

static int num_field(const char *word, const char *tag, int lo, int hi, int *out, char *err,
		     size_t errlen)
{
	int64_t v;
	if (parse_int64(word, &v) || v < lo || v > hi) {
		snprintf(err, errlen, "%s takes a whole number from %d to %d (R1250.3 I)", tag, lo,
			 hi);
		return -1;
	}
	*out = (int)v;
	return 0;
}

int amd_parse(int argc, char **argv, amd_request *r, char *err, size_t errlen)
{
	memset(r, 0, sizeof *r);
	r->dice = r->rolls = 1;
	r->per_line = AMD_MAX_PER_LINE;
	for (int i = 0; i < argc; i += 2) {
		const char *tag = argv[i];
		if (tag[0] != '#' || strlen(tag) != 2) {
			snprintf(err, errlen, "'%s' is not an AMD field (#S #D #R #L #T #C #P)", tag);
			return -1;
		}
		if (i + 1 >= argc) {
			snprintf(err, errlen, "%s needs a value", tag);
			return -1;
		}
		const char *val = argv[i + 1];
		int rc = 0;
		switch (tag[1] | 0x20) {
		case 's': rc = num_field(val, "#S", 2, AMD_MAX_SIDES, &r->sides, err, errlen); break;
		case 'd': rc = num_field(val, "#D", 1, AMD_MAX_DICE, &r->dice, err, errlen); break;
		case 'r': rc = num_field(val, "#R", 1, AMD_MAX_ROLLS, &r->rolls, err, errlen); break;
		case 'l':
			rc = num_field(val, "#L", 1, AMD_MAX_PER_LINE, &r->per_line, err, errlen);
			break;
		case 't': r->title = val; break;
		case 'c':
			if (r->ncomments == AMD_MAX_COMMENTS) {
				snprintf(err, errlen, "at most %d #C lines (R1250.3 I)", AMD_MAX_COMMENTS);
				return -1;
			}
			r->comments[r->ncomments++] = val;
			break;
		case 'p':
			if (r->nrecipients == AMD_MAX_RECIPIENTS) {
				snprintf(err, errlen, "at most %d #P lines (R1250.3 I)",
					 AMD_MAX_RECIPIENTS);
				return -1;
			}
			r->recipients[r->nrecipients++] = val;
			break;
		default:
			snprintf(err, errlen, "'%s' is not an AMD field (#S #D #R #L #T #C #P)", tag);
			return -1;
		}
		if (rc)
			return -1;
	}
	if (!r->sides) {
		snprintf(err, errlen, "say how many sides with #S (2 to %d)", AMD_MAX_SIDES);
		return -1;
	}
	/* Ruling: "#R (up to 1000 total rolls)" caps the dice rolled in all,
	 * #D times #R, so one request never logs more than 1000 draws. */
	if (r->dice * r->rolls > AMD_MAX_ROLLS) {
		snprintf(err, errlen, "#D times #R is %d; at most %d dice per request (R1250.3 I)",
			 r->dice * r->rolls, AMD_MAX_ROLLS);
		return -1;
	}
	return 0;
}

void amd_roll(rng *g, const amd_request *r, sbuf *out)
{
	sbuf_printf(out, "AMD: %s\n", r->title ? r->title : "roll");
	for (int i = 0; i < r->ncomments; i++)
		sbuf_printf(out, "%s\n", r->comments[i]);
	if (r->nrecipients) {
		sbuf_add(out, "for");
		for (int i = 0; i < r->nrecipients; i++)
			sbuf_printf(out, " %s", r->recipients[i]);
		sbuf_add(out, " (and everyone: rolls are public)\n");
	}
	sbuf_printf(out, "%d roll%s of %dd%d:", r->rolls, r->rolls == 1 ? "" : "s", r->dice,
		    r->sides);
	for (int k = 0; k < r->rolls; k++) {
		sbuf_add(out, k % r->per_line ? " " : "\n");
		int64_t sum = 0;
		for (int d = 0; d < r->dice; d++) {
			int64_t v = (int64_t)rng_below(g, (uint64_t)r->sides) + 1;
			sum += v;
			if (r->dice > 1)
				sbuf_printf(out, "%s%lld", d ? "+" : "", (long long)v);
		}
		if (r->dice > 1)
			sbuf_printf(out, "=%lld", (long long)sum);
		else
			sbuf_printf(out, "%lld", (long long)sum);
	}
}
