/* election_results.c: the Elections that ended (Ackanomic R402 (ii) f: "the
 * results of the election" are published; g, h: who is seated, and how a
 * tie went). The tally is public once the Election ends, so it is kept
 * whole: each Nominee's votes, who took a seat and how it ended. Who voted
 * for whom is never kept here: the ballots were the officer's (R402 (ii)
 * e) and go with the Nomination. */
#include "core/json_values.h"
#include "gov/offices/offices.h"

#include <stdlib.h>
#include <string.h>

election_result *election_result_new(const nomination *m, const int *votes, gtime ended)
{
	election_result *r = xcalloc(1, sizeof *r);
	r->id = m->id;
	r->office = xstrdup(m->office);
	r->opened = m->opened;
	r->ended = ended;
	r->nnominees = m->nnominees;
	memcpy(r->nominees, m->nominees, sizeof r->nominees);
	memcpy(r->votes, votes, sizeof r->votes);
	return r;
}

void election_result_free(void *p)
{
	election_result *r = p;
	if (!r)
		return;
	free(r->office);
	free(r);
}

void election_result_keep(ctx *c, election_result *r, const char *outcome)
{
	offices *s = offices_of(c);
	r->outcome = outcome;
	mut_append(c, (void ***)&s->results, &s->nresults, &s->results_cap, r,
		   election_result_free);
}

static int shown(const election_result *r, const char *which)
{
	return !which || strcaseeq(r->office, which);
}

/* `elections [OFFICE]`: each ended Election, newest first. */
int offices_cmd_elections(ctx *c, int argc, char **argv)
{
	const char *which = argc ? argv[0] : NULL;
	const offices *s = offices_peek(c->n);
	int lines = 0;
	for (int i = s ? s->nresults - 1 : -1; i >= 0; i--) {
		const election_result *r = s->results[i];
		if (!shown(r, which))
			continue;
		char ended[40];
		format_time(r->ended, ended, sizeof ended);
		ctx_reply(c, "%sElection %d for %s, ended %s:", lines++ ? "\n" : "", r->id,
			  r->office, ended);
		for (int k = 0; k < r->nnominees; k++)
			ctx_reply(c, "%s %s %d", k ? "," : "", holder_name(c->n, r->nominees[k]),
				  r->votes[k]);
		if (!r->nnominees)
			ctx_reply(c, " no Nominees");
		ctx_reply(c, "; %s", r->outcome);
		for (int k = 0; k < r->nseated; k++)
			ctx_reply(c, "%s%s", k ? ", " : ": ", holder_name(c->n, r->seated[k]));
		ctx_reply(c, " (R402 (ii) f)");
	}
	if (!lines && which)
		ctx_reply(c, "no Election for %s has ended (R402)", which);
	else if (!lines)
		ctx_reply(c, "no Election has ended (R402)");
	return 0;
}

json_t *offices_elections_json(const nomic *n, const char *which)
{
	const offices *s = offices_peek(n);
	json_t *a = json_array();
	for (int i = s ? s->nresults - 1 : -1; i >= 0; i--) {
		const election_result *r = s->results[i];
		if (!shown(r, which))
			continue;
		json_t *tally = json_array(), *seated = json_array();
		for (int k = 0; k < r->nnominees; k++)
			json_array_append_new(tally, json_pack("{s:o, s:i}", "nominee",
							       json_string(holder_name(n, r->nominees[k])),
							       "votes", r->votes[k]));
		for (int k = 0; k < r->nseated; k++)
			json_array_append_new(seated, json_string(holder_name(n, r->seated[k])));
		json_array_append_new(a, json_pack("{s:i, s:o, s:o, s:o, s:o, s:s, s:o, s:s}", "id",
						   r->id, "office", json_string(r->office), "opened",
						   json_gtime(r->opened), "ended", json_gtime(r->ended), "tally",
						   tally, "outcome", r->outcome, "seated", seated,
						   "rule", "R402 (ii) f"));
	}
	return a;
}
