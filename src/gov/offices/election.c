/* election.c: Elections for Office (Ackanomic R402 (ii)): the Election
 * Period, one vote per voting player that e may change (R402 (ii) e), the
 * tally and the top N (f, g), ties (h, i; R405 (ii) c the Speaker's New
 * Election); and Terms of Office (R401 (v) a, c; R414 the President's 8
 * weeks): a term's end leaves its holder Acting and calls the next
 * Election. */
#include "gov/offices/offices.h"

#include <stdio.h>
#include <string.h>

/* R1031 b, R402 (ii) b: each Caste's seats are its own election. A Caste
 * with no more Nominees than vacant seats has them filled at once; the
 * rest vote. 1 if no Nominee is left to vote for (the Nomination closed). */
static int caste_seat_unopposed(ctx *c, nomination *m, const office_def *d, office *o)
{
	int seat_now[OFF_MAX_NOMINEES], nseat = 0;
	for (int g = 0; g < offices_castes->ncastes; g++) {
		int ng = 0;
		for (int i = 0; i < m->nnominees; i++)
			ng += office_player_caste(c->n, m->nominees[i]) == g;
		if (!ng || ng > office_vacant_caste_seats(c->n, o, g))
			continue;
		ctx_say(c, "%d Nominee%s for %d vacant seat%s of the %s in %s: no Election is held "
			   "for them (R402 (ii) b, R1031)", ng, ng == 1 ? "" : "s",
			   office_vacant_caste_seats(c->n, o, g),
			   office_vacant_caste_seats(c->n, o, g) == 1 ? "" : "s", office_caste_name(g),
			   m->office);
		for (int i = 0; i < m->nnominees; i++)
			if (office_player_caste(c->n, m->nominees[i]) == g)
				seat_now[nseat++] = m->nominees[i];
	}
	/* Out of the Election: the Nominees seated now. */
	int k = 0;
	for (int i = 0; i < m->nnominees; i++) {
		int stays = 1;
		for (int s = 0; s < nseat; s++)
			stays &= seat_now[s] != m->nominees[i];
		if (stays) {
			UNDO_SET(c->j, m->nominees[k], m->nominees[i]);
			k++;
		}
	}
	UNDO_SET(c->j, m->nnominees, k);
	int left = k;
	if (!left)
		nomination_close(c, m);
	for (int s = 0; s < nseat; s++)
		office_seat(c, o, d, seat_now[s], "R402 (ii) b");
	if (!left && office_vacant_seats(c->n, o))
		office_vacancy(c, o, "seats of a Caste are still vacant, R401 (ix), R1031");
	return !left;
}

int election_begin(ctx *c, nomination *m, const office_def *d)
{
	office *o = office_by_name(c->n, m->office);
	if (office_by_caste(c->n, d) && caste_seat_unopposed(c, m, d, o))
		return 0;
	int seats = office_vacant_seats(c->n, o);
	if (office_by_caste(c->n, d))
		seats = 0; /* R1031: what is left is contested in its Caste */
	if (m->nnominees <= seats) {
		/* R402 (ii) b: as many Nominees as vacant seats: no vote. */
		int who[OFF_MAX_NOMINEES], k = m->nnominees;
		memcpy(who, m->nominees, sizeof who);
		if (k == 1)
			ctx_say(c, "%s is the only Nominee for %s: no Election is held "
				     "(R402 (ii) b)", holder_name(c->n, who[0]), m->office);
		else
			ctx_say(c, "%d Nominees for %d vacant seats of %s: no Election is held "
				     "(R402 (ii) b)", k, seats, m->office);
		nomination_close(c, m);
		for (int i = 0; i < k; i++)
			office_seat(c, o, d, who[i], "R402 (ii) b");
		return 0;
	}
	UNDO_SET(c->j, m->phase, NP_VOTING);
	UNDO_SET(c->j, m->ends, c->now + param_int(c->n, d->voting_param));
	UNDO_SET(c->j, m->dl, deadline_add(c, m->ends, &dl_election_end, 0, m->id));
	char until[40];
	format_time(m->ends, until, sizeof until);
	ctx_say(c, "the Election for %s begins, until %s: vote with `elect PLAYER as %s` "
		     "(R402 (ii) c, d)", m->office, until, m->office);
	return 0;
}

/* `elect PLAYER [as] OFFICE`: R402 (ii) e. */
int offices_cmd_elect(ctx *c, int argc, char **argv)
{
	if (argc == 3 && !strcaseeq(argv[1], "as"))
		return ctx_fail(c, "usage: elect PLAYER [as] OFFICE");
	player *p = arg_player(c, argv[0]);
	office *o;
	if (!p || !(o = arg_office(c, argv[argc - 1])))
		return -1;
	nomination *m = nomination_for(c->n, o->name);
	if (!m || m->phase != NP_VOTING)
		return ctx_fail(c, "no Election for %s is taking votes (R402 (ii) e)", o->name);
	if (c->actor->state != PS_VOTING)
		return ctx_fail(c, "only a voting player may vote in an Election (R402 (ii) e)");
	int found = 0;
	for (int i = 0; i < m->nnominees; i++)
		found |= m->nominees[i] == p->id;
	if (!found)
		return ctx_fail(c, "%s is not a Nominee for %s (R402 (ii) e)", p->name, o->name);
	const char *why = grey_vote_refusal(c->n, o, c->actor->id, p->id, "R1031 b");
	if (why)
		return ctx_fail(c, "%s", why);
	ballot *b = NULL;
	for (int i = 0; i < m->nballots; i++)
		if (m->ballots[i]->voter == c->actor->id)
			b = m->ballots[i];
	if (b && b->nominee == p->id)
		return ctx_fail(c, "you already vote for %s as %s: one vote each (R402 (ii) e)",
				p->name, o->name);
	/* A vote goes to the appropriate Officer, not the forum: hidden until
	 * the tally (R402 (ii) e, f). */
	c->hidden = 1;
	ctx_arg_str(c, "office", o->name);
	if (b) {
		UNDO_SET(c->j, b->nominee, p->id);
		ctx_reply(c, "you now vote for %s as %s; only your last vote counts (R402 (ii) e)",
			  p->name, o->name);
	} else {
		b = xcalloc(1, sizeof *b);
		b->voter = c->actor->id;
		b->nominee = p->id;
		mut_append(c, (void ***)&m->ballots, &m->nballots, &m->ballots_cap, b, free);
		ctx_reply(c, "you vote for %s as %s (R402 (ii) e)", p->name, o->name);
	}
	ctx_announce(c, "a vote is cast in the Election for %s (R402 (ii) e)", o->name);
	return 0;
}

/* R402 (ii) g-i over the Nominees idx[0..cnt) (indices into m->nominees,
 * votes[] by the same index): those above the last seat's tally go into
 * in[*nin]; those tied at it share the seats left, drawn at random (h 2,
 * i; R230's replayable draws) unless tie_new, when none is drawn. Returns
 * how many were tied for the seats left, 0 if no tie. */
static int top_n(ctx *c, const nomination *m, const int *idx, int cnt, const int *votes, int n,
		 int tie_new, int *in, int *nin)
{
	int sorted[OFF_MAX_NOMINEES], tied[OFF_MAX_NOMINEES], ntied = 0, first = *nin;
	for (int i = 0; i < cnt; i++)
		sorted[i] = votes[idx[i]];
	for (int i = 1; i < cnt; i++) /* descending */
		for (int k = i; k > 0 && sorted[k] > sorted[k - 1]; k--) {
			int t = sorted[k];
			sorted[k] = sorted[k - 1];
			sorted[k - 1] = t;
		}
	int cut = sorted[n - 1]; /* the tally of the last seat's Nominee */
	for (int i = 0; i < cnt; i++) {
		if (votes[idx[i]] > cut)
			in[(*nin)++] = idx[i];
		else if (votes[idx[i]] == cut)
			tied[ntied++] = idx[i];
	}
	int left = n - (*nin - first);
	if (ntied == left) {
		for (int k = 0; k < ntied; k++)
			in[(*nin)++] = tied[k];
		return 0;
	}
	if (tie_new)
		return ntied;
	/* R230 I: uniform draws, keyed by the Nomination (core/rng.h). */
	rng_key(c->rng, "election.tie", (uint64_t)m->id);
	for (int s = 0; s < left; s++) {
		int pick = (int)rng_below(c->rng, (uint64_t)(ntied - s));
		int k = tied[s + pick];
		tied[s + pick] = tied[s];
		tied[s] = k;
		in[(*nin)++] = k;
		if (n == 1)
			ctx_say(c, "a tie for %s is broken at random: %s ranks first "
				     "(R402 (ii) h 2, i)", m->office,
				     holder_name(c->n, m->nominees[k]));
		else
			ctx_say(c, "a tie at the last seat of %s is broken at random: %s "
				     "ranks %d (R402 (ii) h 2, i)", m->office,
				     holder_name(c->n, m->nominees[k]), n - left + s + 1);
	}
	return ntied;
}

/* R402 (ii) f-i: the tally, the winners, ties. */
static int fire_election_end(ctx *c, const deadline *d)
{
	nomination *m = nomination_by_id(c->n, (int)d->aux);
	if (!m || m->dl != d->id)
		return 0;
	UNDO_SET(c->j, m->dl, 0); /* popped already */
	const office_def *def = office_def_find(c->n, m->office);
	office *o = office_by_name(c->n, m->office);
	if (!def || !o)
		return 0; /* its rule is gone: rules_changed closed it */
	int votes[OFF_MAX_NOMINEES] = {0};
	for (int i = 0; i < m->nballots; i++) {
		/* R250 VI c: an On Ice player's votes are cancelled; R402 (ii) e:
		 * only voting players vote. */
		const player *v = player_by_id(c->n, m->ballots[i]->voter);
		if (v->state != PS_VOTING)
			continue;
		/* R1031 b: a ballot counts in its voter's Caste only (e may have
		 * changed Caste since). */
		if (grey_vote_refusal(c->n, o, v->id, m->ballots[i]->nominee, "R1031 b"))
			continue;
		for (int k = 0; k < m->nnominees; k++)
			if (m->nominees[k] == m->ballots[i]->nominee)
				votes[k]++;
	}
	sbuf t = {0};
	for (int k = 0; k < m->nnominees; k++)
		sbuf_printf(&t, "%s%s %d", k ? ", " : "", holder_name(c->n, m->nominees[k]),
			    votes[k]);
	ctx_say(c, "the Election for %s ends: %s (R402 (ii) f)", m->office, t.s ? t.s : "no Nominees");
	sbuf_free(&t);
	election_result *r = election_result_new(m, votes, c->now);
	/* R402 (ii) g: N is the number of vacant seats. */
	int n = office_vacant_seats(c->n, o);
	if (n < 1) {
		/* Every seat was filled meanwhile (the admin's `appoint`). */
		ctx_say(c, "every seat of %s is held: nobody more is seated (R402 (ii) g)",
			     o->name);
		election_result_keep(c, r, "every seat was held meanwhile");
		nomination_close(c, m);
		return 0;
	}
	if (n > m->nnominees)
		n = m->nnominees;
	if (!n) {
		/* R250 IV b left no Nominee: the seats call a new Nomination. */
		election_result_keep(c, r, "no Nominee was left: a new Nomination");
		nomination_close(c, m);
		return nomination_open(c, o, def, 0, "no Nominee is left, R402 (i)");
	}
	int in[OFF_MAX_NOMINEES], nin = 0, ntied = 0, idx[OFF_MAX_NOMINEES];
	int by_caste = office_by_caste(c->n, def);
	if (by_caste) {
		/* R1031 b: each Caste's seats go to its own Nominees. */
		for (int g = 0; g < offices_castes->ncastes; g++) {
			int cnt = 0;
			for (int k = 0; k < m->nnominees; k++)
				if (office_player_caste(c->n, m->nominees[k]) == g)
					idx[cnt++] = k;
			int ng = office_vacant_caste_seats(c->n, o, g);
			if (ng > cnt)
				ng = cnt;
			if (ng)
				ntied += top_n(c, m, idx, cnt, votes, ng, 0, in, &nin);
		}
	} else {
		for (int k = 0; k < m->nnominees; k++)
			idx[k] = k;
		ntied = top_n(c, m, idx, m->nnominees, votes, n, def->tie == TIE_NEW_ELECTION, in,
			      &nin);
		if (ntied && def->tie == TIE_NEW_ELECTION) {
			/* R402 (ii) h 4, R405 (ii) c: start over, this Election disregarded. */
			ctx_say(c, "a tie for %s: the Election starts over (R402 (ii) h 4, %s)",
				     m->office, def->rule);
			election_result_keep(c, r, "a tie: a New Election");
			nomination_close(c, m);
			return nomination_open(c, o, def, 0, "a New Election after a tie, R402 (ii) h 4");
		}
	}
	int who[OFF_MAX_NOMINEES];
	for (int k = 0; k < nin; k++)
		who[k] = m->nominees[in[k]];
	nomination_close(c, m);
	int refused = 0;
	for (int k = 0; k < nin; k++) {
		const player *p = player_by_id(c->n, who[k]);
		if (p->state != PS_VOTING) {
			/* R250 IV b: no longer eligible; the seat stays vacant. */
			ctx_say(c, "%s may no longer hold %s (R401 (i)): a new Nomination follows",
				     p->name, o->name);
			refused++;
			continue;
		}
		office_seat(c, o, def, who[k], "elected, R402 (ii) g");
		r->seated[r->nseated++] = who[k];
	}
	election_result_keep(c, r, ntied ? "elected, a tie broken at random" : "elected");
	if (refused && !nomination_for(c->n, o->name) && office_vacant_seats(c->n, o))
		return nomination_open(c, o, def, 0, "the winner could not hold it");
	if (by_caste && office_vacant_seats(c->n, o))
		office_vacancy(c, o, "seats of a Caste are still vacant, R401 (ix), R1031");
	return 0;
}

const deadline_kind dl_election_end = {"office-election", "R402 (ii) f", fire_election_end,
				       NULL};

/* R401 (v) a, c: a term ends; its holder goes on Acting until the seat is
 * filled, and the vacancy calls the next Election (R401 (ix), R414). */
static int fire_term_end(ctx *c, const deadline *d)
{
	if (d->aux < 1 || d->aux > c->n->noffices)
		return 0;
	office *o = c->n->offices[d->aux - 1];
	office_rec *r = office_rec_of(c, o->name);
	if (r->term_dl != d->id)
		return 0;
	UNDO_SET(c->j, r->term_dl, 0); /* popped already */
	if (!offices_rules_run(c->n))
		return 0;
	int h = o->holder;
	office_event(c, "term-ended", o, 0, h);
	ctx_say(c, "the term of %s as %s ends: e acts as %s until the seat is filled "
		     "(R401 (v) c)", holder_name(c->n, h), o->name, o->name);
	mut_office_holder(c, o, 0); /* opens the Nomination (offices_module.c) */
	UNDO_SET(c->j, r->acting, h);
	return 0;
}

const deadline_kind dl_term_end = {"office-term", "R401 (v) c", fire_term_end, NULL};

/* `banana OFFICE`: R401 (v) b. Once the holder has held the seat longer
 * than its Minimum Term, any player eligible to hold it may demand "an
 * end to this banna republic", paying the Standard Harfer Fee: the term
 * expires (its holder acts until the seat is filled, (v) c), an Election
 * is held, and the demander is nominated. */
int offices_cmd_banana(ctx *c, int argc, char **argv)
{
	(void)argc;
	office *o = arg_office(c, argv[0]);
	if (!o)
		return -1;
	const office_def *d = office_def_find(c->n, o->name);
	if (!d || !d->minterm_param)
		return ctx_fail(c, "%s has no Minimum Term of Office: R401 (v) b does not apply",
				o->name);
	if (!o->holder)
		return ctx_fail(c, "%s is vacant (R401 (v) b)", o->name);
	const char *why = office_ineligible(c->n, o, c->actor);
	if (why)
		return ctx_fail(c, "you may not hold %s: %s", o->name, why);
	const office_rec *r = office_rec_peek(c->n, o->name);
	gtime since = r ? r->since : 0;
	gtime until = since + param_int(c->n, d->minterm_param);
	if (!since || c->now <= until) {
		char when[40];
		format_time(until, when, sizeof when);
		return ctx_fail(c, "%s has not yet held %s longer than its Minimum Term%s%s "
				"(R401 (v) b)", holder_name(c->n, o->holder), o->name,
				since ? ", until " : "", since ? when : "");
	}
	int64_t fee = param_int(c->n, "fee.harfer");
	const currency *ad = currency_by_name(c->n, "A$");
	if (!ad || ledger_move(c, c->actor->id, 0, ad, fee))
		return ctx_fail(c, "the demand costs the Standard Harfer Fee, A$%lld (R401 (v) b)",
				(long long)fee);
	int h = o->holder;
	ctx_arg_str(c, "office", o->name);
	ctx_say(c, "%s demands an end to this banna republic: the term of %s as %s expires; "
		    "e acts until the seat is filled (R401 (v) b, c)", c->actor->name,
		    holder_name(c->n, h), o->name);
	mut_office_holder(c, o, 0);
	UNDO_SET(c->j, office_rec_of(c, o->name)->acting, h);
	nomination *m = nomination_for(c->n, o->name);
	if (!m) {
		if (nomination_open(c, o, d, c->actor->id, "an end to this banna republic, R401 (v) b"))
			return -1;
		m = nomination_for(c->n, o->name);
	}
	if (m->phase != NP_NOMINATING)
		return 0;
	UNDO_SET(c->j, m->nominees[m->nnominees], c->actor->id);
	UNDO_SET(c->j, m->nnominees, m->nnominees + 1);
	ctx_say(c, "%s is nominated for %s (R401 (v) b)", c->actor->name, o->name);
	return 0;
}
