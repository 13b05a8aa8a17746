/* machine_letter.c: the Magic Letters (Ackanomic R1209 VII). A round of
 * letter naming opens at the *ping* that makes at least six (the
 * `machine.letter_pings`) since the last considered Magic Letter and this
 * term; `machine letter L AMOUNT` names a letter with a sum of A$ at least
 * its Magic Letter Premium; the Scholar considers, with `machine consider
 * [PLAYER]` once 12 hours have passed since the opening *ping*, the one
 * named within those hours with the most A$ (PLAYER names eir choice
 * among a tie), or, if none was named within them, the first named after;
 * the server then reposts the disguised truth with every considered letter
 * shown, and the player forfeits the sum to the Treasury. */
#include "econ/machine/machine.h"

#include "core/params.h"
#include "core/util.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct bid {
	int pid;
	char letter;
	int64_t amount;
	gtime at;
} bid;

/* The round's bids ("PID LETTER AMOUNT TIME\n"): how many, into v. */
static int bids_of(const machine *m, bid *v, int max)
{
	int k = 0;
	for (const char *p = m->bids; p && *p && k < max;) {
		long long a = 0, t = 0;
		char l = 0;
		int pid = 0;
		if (sscanf(p, "%d %c %lld %lld", &pid, &l, &a, &t) == 4)
			v[k++] = (bid){pid, l, a, t};
		const char *e = strchr(p, '\n');
		p = e ? e + 1 : p + strlen(p);
	}
	return k;
}

static int64_t premium(const nomic *n, char l)
{
	if (strchr("aeio", l))
		return param_int(n, "machine.premium.vowel");
	if (strchr("dlnrst", l))
		return param_int(n, "machine.premium.consonant");
	return param_int(n, "machine.premium.other");
}

void machine_letter_after_ping(ctx *c, machine *m)
{
	int64_t need = param_int(c->n, "machine.letter_pings");
	if (m->round_at || m->pings < need || m->pings - m->pings_considered < need)
		return;
	UNDO_SET(c->j, m->round_at, c->now);
	ctx_say(c, "a round of Magic Letter naming opens: any active player but the Scholar%s may "
		"name a letter not yet considered with `machine letter L AMOUNT` (R1209 VII)",
		m->last_letter ? " and the last whose letter was considered" : "");
}

/* machine letter L AMOUNT */
int machine_cmd_letter(ctx *c, int argc, char **argv)
{
	(void)argc;
	machine *m = c->n->machine;
	int pid = c->actor->id;
	if (!m || !m->ent || !m->host || !m->truth)
		return ctx_fail(c, "attempts to name a Magic Letter before the Scholar has announced "
				"the disguised truth are wholly ignored (R1209 IX)");
	if (pid == m->host || pid == m->last_letter)
		return ctx_fail(c, "the Scholar and the most recent player whose Magic Letter was "
				"considered may not name one (R1209 VII)");
	if (!m->round_at)
		return ctx_fail(c, "no round of letter naming is open: the Machine must have gone "
				"*ping* at least %lld times this term and since the last considered "
				"Magic Letter (R1209 VII)",
				(long long)param_int(c->n, "machine.letter_pings"));
	char l = (char)tolower((unsigned char)argv[0][0]);
	if (strlen(argv[0]) != 1 || !isalpha((unsigned char)l))
		return ctx_fail(c, "name one letter of the alphabet (R1209 VII)");
	if (m->letters && strchr(m->letters, l))
		return ctx_fail(c, "'%c' has been considered as the Magic Letter already this term "
				"(R1209 VII)", l);
	int64_t amount = 0;
	if (parse_int64(argv[1], &amount) || amount < premium(c->n, l))
		return ctx_fail(c, "the sum must be at least the Magic Letter Premium for '%c', "
				"A$%lld (R1209 VII)", l, (long long)premium(c->n, l));
	const currency *ad = currency_by_name(c->n, "A$");
	if (!ad || balance(c->n, pid, ad->id) < amount)
		return ctx_fail(c, "the sum may be no more than you have (R1209 VII)");
	bid v[256];
	int nb = bids_of(m, v, 256);
	gtime close = m->round_at + param_int(c->n, "machine.letter_round");
	if (c->now >= close && nb)
		return ctx_fail(c, "this round's letters are named: the Scholar considers among them "
				"(R1209 VII)");
	sbuf s = {0};
	sbuf_printf(&s, "%s%d %c %" PRId64 " %" PRId64 "\n", m->bids ? m->bids : "", pid, l,
		    amount, (int64_t)c->now);
	undo_string(c->j, &m->bids);
	m->bids = s.s;
	char b[32];
	format_time(close, b, sizeof b);
	if (c->now < close)
		ctx_say(c, "%s names '%c' the Magic Letter with A$%lld (R1209 VII); at %s the Scholar "
			"considers the one named by then with the most A$", c->actor->name, l,
			(long long)amount, b);
	else
		ctx_say(c, "%s names '%c' the Magic Letter with A$%lld, the first named in this round "
			"(R1209 VII): the Scholar considers it", c->actor->name, l, (long long)amount);
	return 0;
}

/* machine consider [PLAYER] (the Scholar) */
int machine_cmd_consider(ctx *c, int argc, char **argv)
{
	machine *m = c->n->machine;
	if (!m || !m->ent || m->host != c->actor->id)
		return ctx_fail(c, "only the Scholar of *ping* considers a Magic Letter (R1209 VII)");
	bid v[256];
	int nb = m->round_at ? bids_of(m, v, 256) : 0;
	gtime close = m->round_at + param_int(c->n, "machine.letter_round");
	if (!nb)
		return ctx_fail(c, "no Magic Letter has been named this round (R1209 VII)");
	if (c->now < close)
		return ctx_fail(c, "the Scholar considers once 12 hours have passed since the *ping* "
				"that began the round (R1209 VII)");
	int within = 0, best = -1, ties = 0;
	for (int i = 0; i < nb; i++)
		within += v[i].at < close;
	if (!within)
		best = 0; /* "the first letter named in this round" */
	for (int i = 0; within && i < nb; i++) {
		if (v[i].at >= close)
			continue;
		if (best < 0 || v[i].amount > v[best].amount)
			best = i, ties = 1;
		else if (v[i].amount == v[best].amount)
			ties++;
	}
	if (ties > 1) {
		/* "the Scholar shall decide which of those guesses to consider" */
		const player *p = argc ? player_by_name(c->n, argv[0]) : NULL;
		int pick = -1;
		for (int i = 0; p && i < nb; i++)
			if (v[i].at < close && v[i].amount == v[best].amount && v[i].pid == p->id)
				pick = i;
		if (pick < 0)
			return ctx_fail(c, "%d letters hold the most A$ (A$%lld): name the player whose "
					"letter you consider: `machine consider PLAYER` (R1209 VII)",
					ties, (long long)v[best].amount);
		best = pick;
	}
	bid w = v[best];
	const player *p = player_by_id(c->n, w.pid);
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t have = ad ? balance(c->n, w.pid, ad->id) : 0;
	int64_t paid = have < w.amount ? have : w.amount;
	if (paid > 0) {
		const char *had = c->why;
		c->why = "R1209 VII: the sum with a considered Magic Letter";
		int rc = ledger_move(c, w.pid, 0, ad, paid);
		c->why = had;
		if (rc)
			return -1;
	}
	sbuf s = {0};
	char one[2] = {w.letter, 0};
	sbuf_printf(&s, "%s%s", m->letters ? m->letters : "", one);
	undo_string(c->j, &m->letters);
	m->letters = s.s;
	undo_string(c->j, &m->disguise);
	m->disguise = machine_disguise(m->truth, m->letters);
	UNDO_SET(c->j, m->last_letter, w.pid);
	UNDO_SET(c->j, m->pings_considered, m->pings);
	UNDO_SET(c->j, m->round_at, 0);
	undo_string(c->j, &m->bids);
	m->bids = NULL;
	ctx_say(c, "%s, Scholar of *ping*, considers '%c', named by %s, who forfeits A$%lld "
		"(R1209 VII); the Machine's truth, reposted: \"IF AND ONLY IF today %s, THEN the "
		"Machine That Goes *ping* shall go *ping*.\"", c->actor->name, w.letter,
		p ? p->name : "?", (long long)paid, m->disguise);
	return 0;
}
