/* secrecy_spades.c: the Spades part of the secrecy checker (issue 12;
 * Ackanomic R1250.15, and the framework's referee and Substitutes, R1250.1
 * III e, VI c, VI e): the game's truth as the admin sees it, what each
 * viewer may know of the cards and which hands the views may show, oracles
 * for whether a move, an appointment or a Substitute is refused, judged
 * from what its issuer sees, and random games played with them. The
 * checking itself is secrecy.c's. */
#include "secrecy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sp_truth {
	int round, status;
	char phase[32], turn[16];
	char player[4][16];           /* by Spades seat, the seat's player */
	unsigned char hand[4][CARDS_MAX + 1];
	int nhand[4];
	int bid[4];                   /* -1 none, 100 Blind Nil */
	int score[2];
	int broken;
	int ntrick;
	cards_card trick[4];
} sp_truth;

static sp_truth sp_read(json_t *adm)
{
	sp_truth t;
	memset(&t, 0, sizeof t);
	json_t *st = state_of(adm);
	t.status = strcmp(jstr(adm, "status"), "running") == 0;
	t.round = (int)json_integer_value(json_object_get(st, "round"));
	snprintf(t.phase, sizeof t.phase, "%s", jstr(st, "phase"));
	snprintf(t.turn, sizeof t.turn, "%s", jstr(st, "turn"));
	json_t *sc = json_object_get(st, "scores");
	t.score[0] = (int)json_integer_value(json_array_get(sc, 0));
	t.score[1] = (int)json_integer_value(json_array_get(sc, 1));
	t.broken = json_is_true(json_object_get(st, "spades broken"));
	size_t i;
	json_t *s;
	json_array_foreach(json_object_get(st, "seats"), i, s) {
		if (i >= 4)
			break;
		snprintf(t.player[i], sizeof t.player[i], "%s", jstr(s, "player"));
		t.nhand[i] = hand_mask(json_object_get(s, "hand"), 1, t.hand[i]);
		json_t *b = json_object_get(s, "bid");
		t.bid[i] = !b ? -1 : json_is_string(b) ? 100 : (int)json_integer_value(b);
	}
	json_t *tr = json_object_get(st, "trick");
	json_array_foreach(tr, i, s) {
		if (i < 4 && cards_parse(json_string_value(s), 1, &t.trick[i]) == CARDS_OK)
			t.ntrick = (int)i + 1;
	}
	return t;
}

typedef struct sp_track {
	int game, round;
	int eligible[4], looked[4];   /* 1250.15 2: Blind Nil candidates */
	int overbid;                  /* this game's bidding: team 1 overbids in round 1 */
	int sub_done;
	int refs[NV];                 /* everyone who has refereed this game */
} sp_track;

static sp_track spt;

static int sp_seat_of_name(const sp_truth *t, const char *name)
{
	for (int i = 0; i < 4; i++)
		if (strcmp(t->player[i], name) == 0)
			return i;
	return -1;
}

/* Who acts for Spades seat i (R1250.1 VI c): the Substitute while the
 * player is absent, else the player. */
static int sp_actor(checker *k, const roles *r, const sp_truth *t, int i)
{
	int p = vidx(t->player[i]);
	for (int s = 0; s < r->nseats; s++)
		if (r->seat[s] == p && r->sub[s] >= 0 && absent(k, t->player[i]))
			return r->sub[s];
	return p;
}

/* The Spades seat v acts for, or -1. */
static int sp_seat_for(checker *k, const roles *r, const sp_truth *t, int v)
{
	for (int i = 0; i < 4; i++)
		if (sp_actor(k, r, t, i) == v)
			return i;
	return -1;
}

/* 1250.15 1, 2: a Blind Nil candidate does not see eir cards until e asks
 * or the bidding ends. */
static int sp_visible(const sp_truth *t, int i)
{
	return strcmp(t->phase, "bidding") != 0 || !spt.eligible[i] || spt.looked[i];
}

/* After a command: what each viewer may now know, and the views' hands. */
static void sp_update(checker *k, int after_clock)
{
	json_t *adm = view(k, ADM);
	sp_truth t = sp_read(adm);
	json_decref(adm);
	roles r = roles_of(k);
	if (spt.game != k->game || spt.round != t.round) {
		/* A new deal: what was known of the last one is no longer a hand. */
		spt.game = k->game;
		spt.round = t.round;
		memset(k->known, 0, sizeof k->known);
		memset(k->pub, 0, sizeof k->pub);
		for (int i = 0; i < 4; i++) {
			int team = i % 2;
			spt.eligible[i] = t.score[1 - team] - t.score[team] >= 200;
			spt.looked[i] = 0;
		}
	}
	if (r.referee >= 0)
		spt.refs[r.referee] = 1;
	memset(k->all, 0, sizeof k->all);
	k->all[ADM] = 1;
	if (r.referee >= 0)
		k->all[r.referee] = 1;
	if (strcmp(t.phase, "playing") == 0 || strcmp(t.phase, "over") == 0)
		for (int c = 1; c <= 52; c++) {
			int held = 0;
			for (int i = 0; i < 4; i++)
				held |= t.hand[i][c];
			if (!held)
				k->pub[c] = 1; /* played, in public (6) */
		}
	for (int v = 2; v < NV; v++) {
		json_t *j = view(k, v), *st = state_of(j);
		int mine = sp_seat_for(k, &r, &t, v);
		size_t i;
		json_t *s;
		json_array_foreach(json_object_get(st, "seats"), i, s) {
			if (i >= 4)
				break;
			json_t *h = json_object_get(s, "hand");
			int own = (int)i == mine || strcmp(t.player[i], vname[v]) == 0;
			if (k->all[v])
				continue;
			if (!own && h)
				fail_msg("after '%s': %s sees %s's hand", k->step, vname[v], t.player[i]);
			if (!own || !t.status)
				continue; /* an ended game shows no hands */
			if (after_clock && json_is_array(h) && !spt.looked[i])
				spt.looked[i] = 1; /* a 3-day default looked for em (7) */
			if (sp_visible(&t, (int)i) && !json_is_array(h))
				fail_msg("after '%s': %s does not see eir hand (round %d, %s, scores %d %d, "
					 "seat %d, eligible %d, looked %d)", k->step, vname[v], t.round,
					 t.phase, t.score[0], t.score[1], (int)i, spt.eligible[i],
					 spt.looked[i]);
			if (!sp_visible(&t, (int)i) && h && !json_is_string(h))
				fail_msg("after '%s': %s sees eir cards before asking for them (1250.15 2)",
					 k->step, vname[v]);
			if (sp_visible(&t, (int)i))
				for (int c = 1; c <= 52; c++)
					k->known[v][c] |= t.hand[i][c];
		}
		json_decref(j);
	}
	check_referee(k, &r, 0);
}

/* What a seat's move must come to, judged from its mover's own view only
 * (1250.15 2, 3, 6): 0 refused, 1 done, 2 a misplay. -1: not predicted. */
static int sp_expect(checker *k, int v, int si, const char *verb, const char *arg)
{
	json_t *j = view(k, v), *st = state_of(j);
	const char *phase = jstr(st, "phase"), *turn = jstr(st, "turn");
	json_t *me = si >= 0 ? json_array_get(json_object_get(st, "seats"), (size_t)si) : NULL;
	int expect = -1;
	if (!me || strcmp(jstr(j, "status"), "running") != 0) {
		json_decref(j);
		return -1;
	}
	if (absent(k, vname[v])) {
		json_decref(j);
		return 0; /* R250 II b: absent players may not move */
	}
	json_t *hand = json_object_get(me, "hand");
	int myturn = strcmp(turn, jstr(me, "player")) == 0;
	int hidden = json_is_string(hand);
	unsigned char held[CARDS_MAX + 1] = {0};
	hand_mask(hand, 1, held);
	cards_card c = 0;
	int parsed = arg && cards_parse(arg, 1, &c) == CARDS_OK;
	if (strcmp(phase, "dealing") == 0) {
		expect = 0;
	} else if (strcmp(verb, "bid") == 0) {
		int blind = strcmp(arg, "blind") == 0;
		char *end;
		long b = strtol(arg, &end, 10);
		int valid = strcmp(arg, "nil") == 0 || (!*end && (b == 0 || (b >= 2 && b <= 13)));
		if (strcmp(phase, "bidding") != 0 || !myturn)
			expect = 0;
		else if (blind)
			expect = hidden; /* only a candidate who has not looked */
		else
			expect = valid && !hidden;
	} else if (strcmp(verb, "look") == 0) {
		expect = strcmp(phase, "bidding") == 0 && hidden && !json_object_get(me, "bid");
	} else if (strcmp(verb, "pass") == 0) {
		expect = strcmp(phase, "Blind Nil exchange") == 0 && myturn && parsed && held[c];
	} else if (strcmp(verb, "card") == 0) {
		if (!parsed || strcmp(phase, "playing") != 0 || !myturn) {
			expect = 0;
		} else if (!held[c]) {
			expect = 2;
		} else {
			json_t *trick = json_object_get(st, "trick");
			int suit = cards_suit_of(c), has_led = 0, has_other = 0;
			cards_card led = 0;
			if (json_array_size(trick))
				cards_parse(json_string_value(json_array_get(trick, 0)), 1, &led);
			for (int x = 1; x <= 52; x++)
				if (held[x]) {
					has_led |= led && cards_suit_of((cards_card)x) == cards_suit_of(led);
					has_other |= cards_suit_of((cards_card)x) != CARDS_SPADES;
				}
			if (led)
				expect = suit == cards_suit_of(led) || !has_led ? 1 : 2;
			else
				expect = suit != CARDS_SPADES ||
					 json_is_true(json_object_get(st, "spades broken")) || !has_other;
		}
	} else if (strcmp(verb, "concede") == 0) {
		expect = 1;
	}
	json_decref(j);
	return expect;
}

static void sp_play(checker *k, int v, int si, const char *verb, const char *arg)
{
	char line[64];
	snprintf(line, sizeof line, "play %d %s%s%s", k->game, verb, arg ? " " : "", arg ? arg : "");
	int expect = sp_expect(k, v, si, verb, arg);
	outcome o = cmd(k, v, line);
	int got = !o.ok ? 0 : strstr(o.text, " misplays ") ? 2 : 1;
	if (expect >= 0 && got != expect)
		fail_msg("'%s': expected %s from what %s sees, got: %s", k->step,
			 expect == 0 ? "a refusal" : expect == 1 ? "the move" : "a misplay", vname[v],
			 o.text);
	if (o.ok && strcmp(verb, "look") == 0)
		spt.looked[si] = 1;
}

/* A card from v's own view: a legal one (mostly), or any of eir hand. */
static void sp_card_for(checker *k, int v, int si, int legal, char *out, size_t n)
{
	json_t *j = view(k, v), *st = state_of(j);
	json_t *me = json_array_get(json_object_get(st, "seats"), (size_t)si);
	snprintf(out, n, "AS");
	if (!me || !json_is_array(json_object_get(me, "hand"))) {
		json_decref(j);
		return;
	}
	json_t *hand = json_object_get(me, "hand"), *trick = json_object_get(st, "trick");
	int nh = (int)json_array_size(hand);
	if (!nh) {
		json_decref(j);
		return;
	}
	cards_card led = 0;
	if (json_array_size(trick))
		cards_parse(json_string_value(json_array_get(trick, 0)), 1, &led);
	int broken = json_is_true(json_object_get(st, "spades broken"));
	const char *ok[13];
	int nok = 0, has_led = 0, all_spades = 1;
	for (int x = 0; x < nh; x++) {
		cards_card c;
		cards_parse(json_string_value(json_array_get(hand, (size_t)x)), 1, &c);
		has_led |= led && cards_suit_of(c) == cards_suit_of(led);
		all_spades &= cards_suit_of(c) == CARDS_SPADES;
	}
	for (int x = 0; x < nh && nok < 13; x++) {
		const char *name = json_string_value(json_array_get(hand, (size_t)x));
		cards_card c;
		cards_parse(name, 1, &c);
		int fine = led ? (!has_led || cards_suit_of(c) == cards_suit_of(led))
			       : (cards_suit_of(c) != CARDS_SPADES || broken || all_spades);
		if (fine)
			ok[nok++] = name;
	}
	const char *pick = legal && nok ? ok[below(nok)]
					: json_string_value(json_array_get(hand, (size_t)below(nh)));
	snprintf(out, n, "%s", pick);
	json_decref(j);
}

static int sp_new_game(checker *k, int target)
{
	/* A referee and four players among those present (R1250.1 VI a). */
	int pool[NPEOPLE], np = 0;
	for (int v = 2; v < NV; v++)
		if (!absent(k, vname[v]) && player_state(k, vname[v]) != PS_NONPLAYER)
			pool[np++] = v;
	if (np < 5)
		return -1;
	for (int i = np - 1; i > 0; i--) {
		int j = below(i + 1), x = pool[i];
		pool[i] = pool[j];
		pool[j] = x;
	}
	char line[64];
	int overbid = chance(400);
	/* Overbidding puts a team 200 behind for Blind Nil (1250.15 2), which
	 * a match to 150 would end at once. */
	snprintf(line, sizeof line, "game new spades%s", target && !overbid ? " target 150" : "");
	outcome o = cmd(k, pool[0], line);
	assert_true(o.ok);
	k->game = atoi(o.text + strlen("game "));
	for (int i = 1; i <= 4; i++) {
		snprintf(line, sizeof line, "game join %d", k->game);
		assert_true(cmd(k, pool[i], line).ok);
	}
	snprintf(line, sizeof line, "game start %d", k->game);
	o = cmd(k, pool[0], line);
	assert_true(o.ok);
	memset(&spt, 0, sizeof spt);
	spt.overbid = overbid;
	spt.refs[pool[0]] = 1;
	return 0;
}

/* The turn's mover, by a simple random policy. */
static void sp_turn_move(checker *k, const sp_truth *t, const roles *r)
{
	int i = sp_seat_of_name(t, t->turn);
	if (i < 0)
		return;
	int v = sp_actor(k, r, t, i);
	if (strcmp(t->phase, "bidding") == 0) {
		json_t *j = view(k, v), *st = state_of(j), *s;
		size_t x;
		int hidden = 0;
		json_array_foreach(json_object_get(st, "seats"), x, s)
			if ((int)x == i)
				hidden = json_is_string(json_object_get(s, "hand"));
		json_decref(j);
		if (hidden) {
			if (chance(500))
				sp_play(k, v, i, "bid", "blind");
			else
				sp_play(k, v, i, "look", NULL);
			return;
		}
		/* Room for any int: below() is in secrecy.c, where the compiler
		 * cannot see that it gives 0..3. */
		char b[12];
		if (spt.overbid && t->round == 1 && i % 2 == 0)
			snprintf(b, sizeof b, "6");
		else if (chance(100))
			snprintf(b, sizeof b, "nil");
		else
			snprintf(b, sizeof b, "%d", 2 + below(4));
		sp_play(k, v, i, "bid", b);
	} else if (strcmp(t->phase, "Blind Nil exchange") == 0) {
		char c[8];
		sp_card_for(k, v, i, 0, c, sizeof c);
		sp_play(k, v, i, "pass", c);
	} else if (strcmp(t->phase, "playing") == 0) {
		char c[8];
		sp_card_for(k, v, i, !chance(15), c, sizeof c);
		sp_play(k, v, i, "card", c);
	}
}

static const char *const sp_verbs[] = {"bid", "look", "pass", "card", "concede", "claim"};

/* Somebody tries something, legal or not. */
static void sp_noise(checker *k, const sp_truth *t, const roles *r)
{
	int v = 2 + below(NPEOPLE);
	const char *verb = sp_verbs[below(5)];
	char arg[16];
	static const char *const bids[] = {"0", "1", "2", "7", "13", "14", "nil", "blind", "x"};
	if (chance(50))
		verb = "concede";
	else if (strcmp(verb, "concede") == 0)
		verb = "claim";
	if (r->referee == v) {
		/* 1250.15 3: the referee's claim; its refusal is eirs to read. */
		char line[32];
		int claim = chance(700);
		snprintf(line, sizeof line, "play %d %s", k->game, claim ? "claim" : "card AS");
		outcome o = cmd(k, v, line);
		if (!claim && o.ok)
			fail_msg("'%s': the referee played: %s", k->step, o.text);
		return;
	}
	int si = sp_seat_for(k, r, t, v);
	if (si < 0) {
		/* Not playing: refused, whatever the move. */
		char line[32];
		snprintf(line, sizeof line, "play %d bid 3", k->game);
		outcome o = cmd(k, v, line);
		if (o.ok && v != r->referee)
			fail_msg("'%s' by one who does not play was accepted: %s", k->step, o.text);
		return;
	}
	if (strcmp(verb, "bid") == 0) {
		snprintf(arg, sizeof arg, "%s", bids[below(9)]);
		sp_play(k, v, si, verb, arg);
	} else if (strcmp(verb, "pass") == 0 || strcmp(verb, "card") == 0) {
		/* A card of eir own hand mostly, any card now and then. */
		if (chance(250))
			cards_format((cards_card)(1 + below(52)), false, false, arg, sizeof arg);
		else
			sp_card_for(k, v, si, 0, arg, sizeof arg);
		/* Two misplays in a hand forfeit the game; keep games going. */
		if (strcmp(verb, "card") == 0 && !chance(80) &&
		    sp_expect(k, v, si, verb, arg) == 2)
			return;
		sp_play(k, v, si, verb, arg);
	} else if (strcmp(verb, "concede") == 0) {
		if (chance(200))
			sp_play(k, v, si, verb, NULL);
	} else if (strcmp(verb, "look") == 0) {
		sp_play(k, v, si, verb, NULL);
	} else {
		/* The claim is the referee's (1250.15 3): refused. */
		char line[32];
		snprintf(line, sizeof line, "play %d claim", k->game);
		outcome o = cmd(k, v, line);
		if (o.ok)
			fail_msg("'%s' by a player was accepted: %s", k->step, o.text);
	}
}

/* R1250.1 VI c: a player goes absent and names a Substitute, who agrees;
 * and refusals of Substitutes who have been involved. */
static void sp_substitute(checker *k, const roles *r)
{
	int s = below(r->nseats), v = r->seat[s];
	if (absent(k, vname[v]) || r->sub[s] >= 0 || (r->flags[s] & SEAT_LEFT))
		return;
	outcome o = cmd(k, v, "state vacation 10d");
	if (!o.ok)
		return;
	o.ok = 0;
	char line[64];
	for (int tries = 0; tries < 8 && !o.ok; tries++) {
		/* Anyone first; then somebody not yet part of the game. */
		int x = 2 + below(NPEOPLE);
		if (tries && (involved(r, x) || spt.refs[x] || absent(k, vname[x])))
			continue;
		snprintf(line, sizeof line, "game substitute %d %s", k->game, vname[x]);
		int expect = !involved(r, x) && !spt.refs[x] && x != v;
		o = cmd(k, v, line);
		if (o.ok != expect)
			fail_msg("'%s': expected %s (VI c), got: %s", k->step,
				 expect ? "the Substitute" : "a refusal", o.text);
		if (!o.ok)
			continue;
		snprintf(line, sizeof line, "game agree %d", k->game);
		o = cmd(k, x, line);
		if (o.ok == absent(k, vname[x]))
			fail_msg("'%s': %s", k->step, o.text);
	}
	spt.sub_done = 1;
}

/* R1250.1 VI d, e: the admin appoints a referee: never one involved. */
static void sp_appoint(checker *k, const roles *r)
{
	int x = 2 + below(NPEOPLE);
	char line[64];
	snprintf(line, sizeof line, "game referee %d %s", k->game, vname[x]);
	int st = player_state(k, vname[x]);
	int expect = !involved(r, x) && (st == PS_VOTING || st == PS_NONVOTING);
	outcome o = cmd(k, ADM, line);
	if (o.ok != expect)
		fail_msg("'%s': expected %s (R1250.1 III e, VI e), got: %s", k->step,
			 expect ? "the appointment" : "a refusal", o.text);
}

void spades_run(unsigned seed, int steps)
{
	checker *k = calloc(1, sizeof *k);
	k->npacks = 1;
	rnd_seed(seed);
	open_fast(k);
	int played = 0;
	if (sp_new_game(k, chance(600)))
		fail_msg("no players for a game");
	played++;
	for (int step = 0; step < steps; step++) {
		clock_public(k);
		sp_update(k, 0);
		check_log(k);
		roles r = roles_of(k);
		if (r.status != GS_RUNNING) {
			if (getenv("SECRECY_VERBOSE")) {
				json_t *a = view(k, ADM);
				printf("game %d at step %d: %s\n", k->game, step, jstr(a, "result"));
				json_decref(a);
			}
			if (sp_new_game(k, chance(600)))
				break;
			played++;
			continue;
		}
		json_t *adm = view(k, ADM);
		sp_truth t = sp_read(adm);
		json_decref(adm);
		int after_clock = 0;
		if (chance(6)) {
			clock_admin(k, "clock advance 3d"); /* 1250.15 7: the defaults */
			after_clock = 1;
		} else if (chance(12)) {
			sp_appoint(k, &r);
		} else if (chance(20) && !spt.sub_done) {
			sp_substitute(k, &r);
		} else if (chance(10)) {
			/* An absent player comes back (R250 III), if e may yet. */
			int v = 2 + below(NPEOPLE);
			if (absent(k, vname[v]))
				cmd(k, v, "state return");
		} else if (chance(150)) {
			sp_noise(k, &t, &r);
		} else {
			sp_turn_move(k, &t, &r);
		}
		sp_update(k, after_clock);
		check_log(k);
		check_replies(k);
		check_views(k);
		/* check_views's `game show` may have run a deadline that dealt
		 * anew (its reply holds the viewer's new hand): learn the deal
		 * before reading that reply. */
		sp_update(k, 0);
		check_replies(k);
	}
	printf("spades seed %u: %d games, %d commands (%d refused), %d texts checked, "
	       "%d public texts\n", seed, played, k->commands, k->refused, k->texts, k->announced);
	if (!k->announced) /* issue 13: the game's public events say what happened */
		fail_msg("spades seed %u: no event announced anything", seed);
	drop_views(k);
	close_nomic(&k->f);
	free(k);
}
