/* secrecy_pooker.c: the Pooker part of the secrecy checker (issue 12; A
 * Nomic's Cards and Pooker, R384-R399): the Hands, Showdowns and trade
 * notices as the admin and the Dealer know them, what each viewer may know
 * of the cards and which Hands and notices the views may show, oracles for
 * whether a trade notice, a deal or a referee's appointment is refused,
 * judged from what its issuer sees, and random games played with them.
 * The checking itself is secrecy.c's. */
#include "secrecy.h"
#include "games/pooker/pooker_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct pk_world {
	char dealer[16];              /* the instance's referee, as viewed */
	int office;                   /* the Dealer office's holder, whom the
				       * instance follows at its next event
				       * (R386): the Dealer for the next move */
	int deck;
	unsigned char hand[NV][CARDS_MAX + 1];
	int nhand[NV];
	int showdown, motion;
	unsigned char shown[CARDS_MAX + 1];
	int has_shown[NV];
	/* trade notices, as the Dealer keeps them */
	int nnotes;
	struct {
		int from, to, ngive, nget;
		cards_card give[8], get[8];
	} note[64];
} pk_world;

static pk_world pk_world_read(checker *k)
{
	pk_world t;
	memset(&t, 0, sizeof t);
	json_t *adm = view(k, ADM), *st = state_of(adm), *x;
	snprintf(t.dealer, sizeof t.dealer, "%s", jstr(st, "dealer"));
	t.deck = (int)json_integer_value(json_object_get(st, "deck"));
	size_t i;
	json_array_foreach(json_object_get(st, "hands"), i, x) {
		int v = vidx(jstr(x, "player"));
		if (v > 1)
			t.nhand[v] = hand_mask(json_object_get(x, "hand"), 4, t.hand[v]);
	}
	json_t *sd = json_object_get(st, "showdown");
	t.showdown = sd != NULL;
	t.motion = json_object_get(st, "motion") != NULL;
	json_array_foreach(sd, i, x) {
		int v = vidx(jstr(x, "player"));
		if (v > 1)
			t.has_shown[v] = 1;
		size_t h;
		json_t *one;
		json_array_foreach(json_object_get(x, "hands"), h, one)
			hand_mask(one, 4, t.shown);
	}
	json_decref(adm);
	/* The notices as the Dealer keeps them (R395): the module's own state. */
	const nomic *n = engine_read_begin(k->f.e);
	const office *of = office_by_name(n, "Dealer");
	t.office = of ? vidx_of_pid(n, of->holder) : -1;
	const pk_state *ps = game_by_id(n, k->game)->st;
	for (int j = 0; j < ps->nnotes && t.nnotes < 64; j++) {
		const pk_note *o = &ps->note[j];
		t.note[t.nnotes].from = vidx_of_pid(n, o->pid);
		t.note[t.nnotes].to = vidx_of_pid(n, o->partner);
		t.note[t.nnotes].ngive = o->ngive;
		t.note[t.nnotes].nget = o->nget;
		memcpy(t.note[t.nnotes].give, o->give, sizeof o->give);
		memcpy(t.note[t.nnotes].get, o->get, sizeof o->get);
		t.nnotes++;
	}
	engine_read_end(k->f.e);
	return t;
}

static void pk_update(checker *k)
{
	pk_world t = pk_world_read(k);
	memset(k->all, 0, sizeof k->all);
	k->all[ADM] = 1;
	int d = vidx(t.dealer);
	if (d > 1) {
		k->all[d] = 1;
		memset(k->known[d], 1, sizeof k->known[d]); /* the Dealer sees all (R387) */
	}
	for (int c = 1; c <= CARDS_MAX; c++)
		if (t.shown[c])
			k->pub[c] = 1; /* R396: shown in public */
	for (int v = 2; v < NV; v++) {
		for (int c = 1; c <= CARDS_MAX; c++)
			k->known[v][c] |= t.hand[v][c];
		if (k->all[v])
			continue;
		/* R388, R395: a Hand, and trade notices, only to their owner. */
		json_t *j = view(k, v), *st = state_of(j), *x;
		size_t i;
		json_array_foreach(json_object_get(st, "hands"), i, x)
			if (json_object_get(x, "hand") && strcmp(jstr(x, "player"), vname[v]) != 0)
				fail_msg("after '%s': %s sees %s's Hand", k->step, vname[v],
					 jstr(x, "player"));
		json_array_foreach(json_object_get(st, "trade notices"), i, x)
			if (strcmp(jstr(x, "from"), vname[v]) != 0)
				fail_msg("after '%s': %s sees %s's trade notice", k->step, vname[v],
					 jstr(x, "from"));
		json_decref(j);
	}
}

/* R394, R395, R396, R399, R250 VI d: must this notice be refused, judged
 * from what its sender may see (eir Hand, eir own notices, the public
 * Showdown, players' states)? */
static int pk_notice_refused(checker *k, const pk_world *t, int a, int b, const cards_card *give,
			     int ngive, const cards_card *get, int nget)
{
	int st = player_state(k, vname[b]);
	if (a == b || b == t->office || st == PS_NONPLAYER || st == PS_ONICE)
		return 1;
	if (ngive != nget || ngive == 0)
		return 1;
	for (int i = 0; i < ngive; i++) {
		if (cards_pack_of(give[i]) > 1 || !t->hand[a][give[i]] || t->shown[give[i]])
			return 1;
		for (int j = 0; j < i; j++)
			if (give[j] == give[i])
				return 1;
	}
	for (int i = 0; i < nget; i++) {
		if (cards_pack_of(get[i]) > 1 || t->hand[a][get[i]] || t->shown[get[i]])
			return 1;
		for (int j = 0; j < i; j++)
			if (get[j] == get[i])
				return 1;
	}
	/* Four pending notices each; one to the same partner is replaced. */
	int others = 0;
	for (int i = 0; i < t->nnotes; i++)
		if (t->note[i].from == a && t->note[i].to != b)
			others++;
	return others >= 4;
}

static int same_cards(const cards_card *x, int nx, const cards_card *y, int ny)
{
	if (nx != ny)
		return 0;
	for (int i = 0; i < nx; i++) {
		int found = 0;
		for (int j = 0; j < ny; j++)
			found |= x[i] == y[j];
		if (!found)
			return 0;
	}
	return 1;
}

/* Does b's pending notice complete this one (R394, R395), as the Dealer
 * knows it? */
static int pk_completes(const pk_world *t, int a, int b, const cards_card *give, int ngive,
			const cards_card *get, int nget)
{
	for (int i = 0; i < t->nnotes; i++) {
		if (t->note[i].from != b || t->note[i].to != a)
			continue;
		if (!same_cards(t->note[i].give, t->note[i].ngive, get, nget) ||
		    !same_cards(t->note[i].get, t->note[i].nget, give, ngive))
			return 0;
		for (int j = 0; j < t->note[i].ngive; j++)
			if (!t->hand[b][t->note[i].give[j]])
				return 0;
		return 1;
	}
	return 0;
}

static void pk_random_pcards(const unsigned char *from, int n, cards_card *out)
{
	for (int i = 0; i < n; i++)
		out[i] = (cards_card)(1 + below(104));
	if (!from)
		return;
	cards_card have[CARDS_MAX];
	int nh = 0;
	for (int c = 1; c <= 104; c++)
		if (from[c])
			have[nh++] = (cards_card)c;
	for (int i = 0; i < n && nh; i++)
		out[i] = have[below(nh)];
}

static void pk_trade(checker *k, const pk_world *t)
{
	int a = 2 + below(NPEOPLE), b = 2 + below(NPEOPLE);
	if (chance(900) && a == t->office)
		return;
	cards_card give[8], get[8];
	int ngive = 1 + below(2), nget = ngive;
	int done = 0;
	/* Complete a pending notice to a, mostly. */
	for (int i = 0; i < t->nnotes && chance(600) && !done; i++)
		if (t->note[i].to == a) {
			b = t->note[i].from;
			ngive = t->note[i].nget;
			nget = t->note[i].ngive;
			memcpy(give, t->note[i].get, sizeof give);
			memcpy(get, t->note[i].give, sizeof get);
			done = 1;
		}
	if (!done) {
		pk_random_pcards(chance(900) ? t->hand[a] : NULL, ngive, give);
		pk_random_pcards(chance(700) ? t->hand[b] : NULL, nget, get);
		if (chance(50))
			nget = ngive == 1 ? 2 : 1;
		if (chance(30))
			get[0] = (cards_card)(105 + below(104)); /* not a PCard */
	}
	char line[256], b1[CARDS_NAME_LEN];
	int len = snprintf(line, sizeof line, "play %d trade %s give", k->game, vname[b]);
	for (int i = 0; i < ngive; i++)
		len += snprintf(line + len, sizeof line - (size_t)len, " %s",
				cname(k, give[i], b1, sizeof b1));
	len += snprintf(line + len, sizeof line - (size_t)len, " get");
	for (int i = 0; i < nget; i++)
		len += snprintf(line + len, sizeof line - (size_t)len, " %s",
				cname(k, get[i], b1, sizeof b1));
	int refuse = pk_notice_refused(k, t, a, b, give, ngive, get, nget);
	int completes = !refuse && pk_completes(t, a, b, give, ngive, get, nget);
	/* One who does not play the Cards, or is absent, cannot notify. */
	roles r = roles_of(k);
	int seated = 0;
	for (int i = 0; i < r.nseats; i++)
		seated |= r.seat[i] == a && !(r.flags[i] & SEAT_LEFT);
	if (a == t->office || absent(k, vname[a]) || !seated)
		refuse = 1;
	outcome o = cmd(k, a, line);
	/* A refusal must follow from what a may see (issue 12, 2c). */
	if (o.ok == refuse)
		fail_msg("'%s': expected %s from what %s sees, got: %s", k->step,
			 refuse ? "a refusal" : "the notice", vname[a], o.text);
	if (o.ok && completes != (strstr(o.text, "trade done") != NULL))
		fail_msg("'%s': the trade %s, but: %s", k->step,
			 completes ? "completes" : "does not complete", o.text);
	if (o.ok && !completes && !strstr(o.text, "notifies the Dealer") &&
	    !strstr(o.text, "replaces eir trade notice"))
		fail_msg("'%s': a notice that completes nothing says more: %s", k->step, o.text);
}

static void pk_try_show(checker *k, const pk_world *t, int v)
{
	char line[512], b1[CARDS_NAME_LEN];
	int len = snprintf(line, sizeof line, "play %d show", k->game);
	if (chance(500)) {
		snprintf(line + len, sizeof line - (size_t)len, " best");
	} else {
		cards_card c[6];
		int n = 1 + below(5);
		pk_random_pcards(chance(900) ? t->hand[v] : NULL, n, c);
		for (int i = 0; i < n; i++)
			len += snprintf(line + len, sizeof line - (size_t)len, "%s %s",
					i == 2 && chance(300) ? " /" : "", cname(k, c[i], b1, sizeof b1));
	}
	cmd(k, v, line);
}

/* R1250.1 VI d, e and R386: `game referee` on the Cards names only the
 * Dealer office's holder. */
static void pk_appoint(checker *k)
{
	int x = 2 + below(NPEOPLE);
	char line[64];
	snprintf(line, sizeof line, "game referee %d %s", k->game, vname[x]);
	const nomic *n = engine_read_begin(k->f.e);
	const office *o = office_by_name(n, "Dealer");
	int holder = o ? vidx_of_pid(n, o->holder) : -1;
	engine_read_end(k->f.e);
	int st = player_state(k, vname[x]);
	int expect = holder == x && (st == PS_VOTING || st == PS_NONVOTING);
	outcome r = cmd(k, ADM, line);
	if (r.ok != expect)
		fail_msg("'%s': expected %s (R386), got: %s", k->step,
			 expect ? "the appointment" : "a refusal", r.text);
}

void pooker_run(unsigned seed, int steps)
{
	checker *k = calloc(1, sizeof *k);
	k->npacks = 4;
	rnd_seed(seed);
	open_fast(k);
	outcome o = cmd(k, 6, "game new pooker"); /* erin: the Dealer (R386) */
	assert_true(o.ok);
	k->game = 1;
	assert_true(cmd(k, 6, "game start 1").ok);
	for (int v = 2; v <= 5; v++)
		assert_true(cmd(k, v, "game join 1").ok);
	pk_update(k);
	check_replies(k);
	/* Enough cards for Showdowns (R396: ten PCards to declare). */
	for (int i = 0; i < 80; i++) {
		char line[64];
		snprintf(line, sizeof line, "play 1 deal %s", vname[2 + i % 4]);
		assert_true(cmd(k, 6, line).ok);
		pk_update(k);
		check_replies(k);
	}
	check_log(k);
	int proposals = 0;
	for (int step = 0; step < steps; step++) {
		clock_public(k);
		pk_update(k);
		check_log(k);
		pk_world t = pk_world_read(k);
		int dealer = t.office;
		int w = below(1000), v = 2 + below(NPEOPLE);
		char line[128];
		if (t.showdown && chance(150)) {
			/* R396: the game's players show, while a Showdown is on. */
			pk_try_show(k, &t, 2 + below(4));
		} else if (w < 300) {
			pk_trade(k, &t);
		} else if (w < 380) {
			int by = dealer > 1 && chance(950) ? dealer : 2 + below(NPEOPLE);
			snprintf(line, sizeof line, "play 1 deal %s", vname[v]);
			o = cmd(k, by, line);
			/* R387: the Dealer deals to a Player but emself while the Deck
			 * holds cards; nobody else deals. */
			if (o.ok != (by == dealer && v != dealer && t.deck > 0))
				fail_msg("'%s': %s", k->step, o.text);
		} else if (w < 480) {
			pk_try_show(k, &t, v);
		} else if (w < 520) {
			o = cmd(k, v, "play 1 showdown");
		} else if (w < 540) {
			o = cmd(k, v, "play 1 motion");
		} else if (w < 600) {
			o = cmd(k, v, chance(700) ? "play 1 vote FOR" : "play 1 vote AGAINST");
		} else if (w < 660) {
			o = cmd(k, v, chance(500) ? "play 1 hand" : "play 1 best");
		} else if (w < 700) {
			o = cmd(k, v, "game join 1");
		} else if (w < 760) {
			clock_admin(k, chance(800) ? "clock advance 1d" : "clock advance 3d");
		} else if (w < 775) {
			/* R391: votes bring Cards at the next nweek. */
			if (proposals < 3 && chance(500)) {
				snprintf(line, sizeof line, "propose \"P%d\" \"Text.\"", ++proposals);
				cmd(k, v, line);
			} else if (proposals) {
				snprintf(line, sizeof line, "vote %d %s", 1 + below(proposals),
					 chance(500) ? "yes" : "no");
				cmd(k, v, line);
			}
		} else if (w < 790) {
			pk_appoint(k);
		} else if (w < 800) {
			/* R386: an Elected Officer; the instance follows the office. */
			snprintf(line, sizeof line, "appoint %s as Dealer", vname[v]);
			cmd(k, ADM, line);
		} else {
			/* Nonsense and moves by non-players. */
			static const char *const junk[] = {"play 1 deal", "play 1 report", "play 1 trade",
							   "play 1 show", "play 1 vote MAYBE",
							   "play 1 trade bob give Red QH get"};
			o = cmd(k, v, junk[below(6)]);
		}
		pk_update(k);
		check_log(k);
		check_views(k);
		check_replies(k);
	}
	pk_world t = pk_world_read(k);
	printf("pooker seed %u: %d commands (%d refused), %d texts checked, deck %d, %d notices, "
	       "%d public texts\n", seed, k->commands, k->refused, k->texts, t.deck, t.nnotes,
	       k->announced);
	if (!k->announced) /* issue 13: the game's public events say what happened */
		fail_msg("pooker seed %u: no event announced anything", seed);
	drop_views(k);
	close_nomic(&k->f);
	free(k);
}
