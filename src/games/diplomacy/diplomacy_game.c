/* diplomacy_game.c: Diplomacy (Ackanomic R1250.14) with the server as the
 * "automated" judge: the referee's announced variations as options of
 * `game new diplomacy` (III B), the powers dealt to the players (III B 3,
 * F), and the players' secret orders (`play N A par-bur; F bre-mao`), kept
 * in hidden events until the phase's deadline. The adjudication, the end
 * and the views are in diplomacy_game_turn.c; the judge is games/diplomacy/. */
#include "games/diplomacy/diplomacy_game.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const char dg_map_text[]; /* built from data/diplomacy/standard.map */

static dip_map *map;
static pthread_once_t map_once = PTHREAD_ONCE_INIT;

static void map_load(void)
{
	char err[DIP_ERR_LEN];
	map = dip_map_parse(dg_map_text, "standard.map", err, sizeof err);
	if (!map || dip_map_npowers(map) != DG_POWERS) {
		fprintf(stderr, "diplomacy: the built-in map is bad: %s\n", map ? "powers" : err);
		abort();
	}
}

const dip_map *dg_map(void)
{
	pthread_once(&map_once, map_load);
	return map;
}

const char *dg_power(int power)
{
	return dip_power_name(dg_map(), power);
}

int dg_kind(const dg_state *s)
{
	return (int)s->pos.phase.kind;
}

int dg_seat_centres(const game *g, int st)
{
	const dg_state *s = g->st;
	int k = 0;
	for (int p = 0; p < DG_POWERS; p++)
		if (s->power_seat[p] == st)
			k += dip_centre_count(dg_map(), &s->pos, p);
	return k;
}

/* ---- the announcement (R1250.14 III B) ---- */

static int yes_no(const char *v, int *out)
{
	if (strcaseeq(v, "yes") || strcaseeq(v, "on"))
		*out = 1;
	else if (strcaseeq(v, "no") || strcaseeq(v, "off"))
		*out = 0;
	else
		return -1;
	return 0;
}

static int option(ctx *c, game *g, dg_state *s, const char *key, const char *v)
{
	static const char *const limits[3] = {"movement", "retreat", "adjustment"};
	int64_t x;
	for (int k = 0; k < 3; k++)
		if (strncmp(key, limits[k], 3) == 0 && strncmp(key, limits[k], strlen(key)) == 0) {
			if (parse_duration(v, &x) || x < 60 || x > 60 * DAY)
				return ctx_fail(c, "the %s time limit '%s' is not a duration from 1m "
						"to 60d (R1250.14 III B 4)", limits[k], v);
			s->limit[k] = x;
			return 0;
		}
	if (strcmp(key, "target") == 0) {
		if (parse_int64(v, &x) || x < 1 || x > 34)
			return ctx_fail(c, "target '%s' is not a number of centres from 1 to 34", v);
		s->target = (int)x;
	} else if (strcmp(key, "end") == 0) {
		if (parse_int64(v, &x) || x < 1901 || x > 9999)
			return ctx_fail(c, "end '%s' is not a year from 1901 (R1250.14 III B 7)", v);
		s->end_year = (int)x;
	} else if (strcmp(key, "winner") == 0) {
		if (!strcaseeq(v, "most") && !strcaseeq(v, "none"))
			return ctx_fail(c, "winner is 'most' or 'none' (R1250.14 III B 7)");
		s->end_most = strcaseeq(v, "most");
	} else if (strcmp(key, "cowin") == 0) {
		if (yes_no(v, &s->cowin))
			return ctx_fail(c, "cowin is yes or no (R1250.14 IV)");
	} else if (strcmp(key, "early") == 0) {
		if (yes_no(v, &s->early))
			return ctx_fail(c, "early is yes or no");
	} else if (strcmp(key, "bots") == 0) {
		if (!strcaseeq(v, "hold") && !strcaseeq(v, "random"))
			return ctx_fail(c, "bots is 'hold' or 'random' (R1250.14 III B 8)");
		s->random_bots = strcaseeq(v, "random");
	} else if (strcmp(key, "min") == 0) {
		if (parse_int64(v, &x) || x < 2 || x > DG_POWERS)
			return ctx_fail(c, "min '%s' is not a number of players from 2 to 7 "
					"(R1250.14 II, III B 1)", v);
		g->min_players = (int)x;
	} else {
		return ctx_fail(c, "unknown option '%s' (movement=, retreat=, adjustment=, "
				"target=, end=, winner=, cowin=, early=, bots=, min=)", key);
	}
	return 0;
}

static int dg_configure(ctx *c, game *g, int argc, char **argv)
{
	dg_state *s = g->st;
	s->limit[DG_MOVE] = 2 * DAY;
	s->limit[DG_RETREAT] = DAY;
	s->limit[DG_ADJUST] = DAY;
	s->target = 18;
	s->cowin = 1;
	s->early = 1;
	g->min_players = 2;
	for (int i = 0; i < argc; i++) {
		char key[32];
		const char *eq = strchr(argv[i], '=');
		if (!eq || eq == argv[i] || (size_t)(eq - argv[i]) >= sizeof key)
			return ctx_fail(c, "options are KEY=VALUE, not '%s'", argv[i]);
		memcpy(key, argv[i], (size_t)(eq - argv[i]));
		key[eq - argv[i]] = '\0';
		for (char *k = key; *k; k++)
			*k = (char)(*k >= 'A' && *k <= 'Z' ? *k - 'A' + 'a' : *k);
		if (option(c, g, s, key, eq + 1))
			return -1;
	}
	char a[32], b[32], d[32];
	format_duration(s->limit[DG_MOVE], a, sizeof a);
	format_duration(s->limit[DG_RETREAT], b, sizeof b);
	format_duration(s->limit[DG_ADJUST], d, sizeof d);
	ctx_reply(c, "\nvariations (R1250.14 III B): %d to 7 players; orders within %s for "
		  "movement, %s for retreats, %s for adjustments; %d supply centres win; "
		  "co-win claims %s; ", g->min_players, a, b, d, s->target,
		  s->cowin ? "allowed" : "not allowed");
	if (s->end_year)
		ctx_reply(c, "the game ends after Fall %d, %s; ", s->end_year,
			  s->end_most ? "the single player with the most centres winning"
				      : "without a winner");
	ctx_reply(c, "missing orders hold, missing retreats disband, missing builds are "
		  "not made, missing disbands are civil disorder; bots %s; adjudicated "
		  "automatically by the server%s",
		  s->random_bots ? "order at random" : "hold and never build",
		  s->early ? " as soon as every order is in" : "");
	return 0;
}

/* ---- the powers (R1250.14 III B 3, F) ----
 * Rules for Diplomacy (1976), fewer than seven players: six leave Italy out;
 * five, Italy and Germany; four: England alone, Austria with France, Germany
 * with Turkey, Italy with Russia; three: England-Germany-Austria,
 * Russia-Italy, France-Turkey; two: England-France-Russia against
 * Austria-Germany-Turkey, Italy out. Powers left out are neutral. */

static const char *const groups[8][7] = {
	[2] = {"England France Russia", "Austria Germany Turkey"},
	[3] = {"England Germany Austria", "Russia Italy", "France Turkey"},
	[4] = {"England", "Austria France", "Germany Turkey", "Italy Russia"},
	[5] = {"Austria", "England", "France", "Russia", "Turkey"},
	[6] = {"Austria", "England", "France", "Germany", "Russia", "Turkey"},
	[7] = {"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"},
};

static int dg_start(ctx *c, game *g)
{
	dg_state *s = g->st;
	const dip_map *m = dg_map();
	int n = g->nseats, perm[DG_POWERS];
	/* The groups go to the players at random. */
	rng_permutation(c->rng, perm, n);
	for (int p = 0; p < DG_POWERS; p++)
		s->power_seat[p] = -1;
	for (int i = 0; i < n; i++) {
		char buf[64];
		snprintf(buf, sizeof buf, "%s", groups[n][i]);
		ctx_reply(c, "%s%s plays", i ? "; " : "", game_seat_name(c->n, g, perm[i]));
		char *save = NULL;
		for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
			s->power_seat[dip_power_find(m, w)] = perm[i];
			ctx_reply(c, " %s", w);
		}
	}
	for (int p = 0; p < DG_POWERS; p++)
		if (s->power_seat[p] < 0)
			ctx_reply(c, "; %s is neutral: its units hold", dg_power(p));
	ctx_reply(c, " (R1250.14 III B 3, F)\n");
	dip_initial_position(m, &s->pos);
	dg_begin_phase(c, g);
	return 0;
}

/* ---- orders ---- */

static int unit_power(const dg_state *s, int prov)
{
	const dip_map *m = dg_map();
	if (dg_kind(s) == DG_RETREAT) {
		for (int i = 0; i < s->pos.ndislodged; i++)
			if (dip_loc_province(m, s->pos.dislodged[i].unit.loc) == prov)
				return s->pos.dislodged[i].unit.power;
		return -1;
	}
	int u = dip_unit_in(m, &s->pos, prov);
	return u < 0 ? -1 : s->pos.units[u].power;
}

/* How many orders a power owes this phase; what it has given. */
static int owed(const dg_state *s, int p)
{
	const dip_map *m = dg_map();
	int units = 0;
	if (dg_kind(s) == DG_RETREAT) {
		for (int i = 0; i < s->pos.ndislodged; i++)
			units += s->pos.dislodged[i].unit.power == p;
		return units;
	}
	for (int i = 0; i < s->pos.nunits; i++)
		units += s->pos.units[i].power == p;
	if (dg_kind(s) == DG_MOVE)
		return units;
	int delta = dip_centre_count(m, &s->pos, p) - units, free = 0;
	if (delta <= 0)
		return -delta;
	for (int prov = 0; prov < dip_map_nprovinces(m); prov++)
		free += dip_province_home(m, prov) == p && s->pos.owner[prov] == p &&
			dip_unit_in(m, &s->pos, prov) < 0;
	return delta < free ? delta : free;
}

static int power_done(const dg_state *s, int p)
{
	return s->norders[p] >= owed(s, p);
}

int dg_waiting(const game *g)
{
	const dg_state *s = g->st;
	int k = 0;
	for (int p = 0; p < DG_POWERS; p++) {
		int st = s->power_seat[p];
		if (st >= 0 && !(g->seats[st].flags & (SEAT_BOT | SEAT_LEFT)) && !power_done(s, p))
			k++;
	}
	return k;
}

/* III B 4: a seat's orders are awaited while a power it plays has orders
 * still to give this phase (move reminders, games.h). */
static int dg_awaits(const nomic *n, const game *g, int st)
{
	const dg_state *s = g->st;
	for (int p = 0; p < DG_POWERS; p++)
		if (s->power_seat[p] == st && !power_done(s, p))
			return 1;
	return 0;
}

static int seat_powers(const dg_state *s, int st)
{
	int k = 0;
	for (int p = 0; p < DG_POWERS; p++)
		k += s->power_seat[p] == st;
	return k;
}

/* Whose order is it? The unit's owner, the build's home power, or the one
 * named before a colon ("France: waive") by a player of several powers. */
static int order_power(ctx *c, const dg_state *s, int me, int named, const dip_order *o,
		       const char *text)
{
	int p = -1;
	if (o->kind == DIP_BUILD)
		p = dip_province_home(dg_map(), dip_loc_province(dg_map(), o->loc));
	else if (o->kind != DIP_WAIVE)
		p = unit_power(s, dip_loc_province(dg_map(), o->loc));
	if (named >= 0 && p >= 0 && named != p)
		return ctx_fail(c, "'%s': that is not %s's", text, dg_power(named));
	if (p < 0)
		p = named;
	if (p < 0) {
		for (int q = 0; q < DG_POWERS; q++)
			if (s->power_seat[q] == me && (p < 0 || owed(s, q) > 0))
				p = q;
		if (seat_powers(s, me) > 1 && o->kind == DIP_WAIVE)
			return ctx_fail(c, "'%s': say whose, as in 'France: waive'", text);
	}
	if (s->power_seat[p] != me)
		return ctx_fail(c, "'%s': that is %s's, and you do not play %s", text,
				dg_power(p), dg_power(p));
	return p;
}

static int store(ctx *c, dg_state *s, const dip_order *o)
{
	int p = o->power, prov = o->kind == DIP_WAIVE ? -1 : dip_loc_province(dg_map(), o->loc);
	dip_order *v = s->orders[p];
	for (int i = 0; i < s->norders[p] && prov >= 0; i++)
		if (v[i].kind != DIP_WAIVE && dip_loc_province(dg_map(), v[i].loc) == prov) {
			v[i] = *o; /* a later order for the same unit replaces it */
			return 0;
		}
	if (s->norders[p] == DG_MAX_ORDERS)
		return ctx_fail(c, "%s has given %d orders already", dg_power(p), DG_MAX_ORDERS);
	v[s->norders[p]++] = *o;
	return 0;
}

static int one_order(ctx *c, dg_state *s, int me, char *text)
{
	const dip_map *m = dg_map();
	char err[DIP_ERR_LEN];
	int named = -1;
	char *colon = strchr(text, ':');
	if (colon) {
		*colon = '\0';
		named = dip_power_find(m, text);
		if (named < 0)
			return ctx_fail(c, "'%s' is not a power", text);
		text = colon + 1;
		while (*text == ' ')
			text++;
	}
	dip_order o;
	if (dip_order_parse(m, text, &o, err, sizeof err))
		return ctx_fail(c, "'%s': %s", text, err);
	o.power = order_power(c, s, me, named, &o, text);
	if (o.power < 0)
		return -1;
	if (dip_order_check(m, &s->pos, &o, err, sizeof err))
		return ctx_fail(c, "'%s': %s", text, err);
	return store(c, s, &o);
}

static void list_orders(ctx *c, const dg_state *s, int me)
{
	char buf[96];
	for (int p = 0; p < DG_POWERS; p++) {
		if (s->power_seat[p] != me)
			continue;
		ctx_reply(c, "\n%s (%d of %d):", dg_power(p), s->norders[p], owed(s, p));
		for (int i = 0; i < s->norders[p]; i++) {
			dip_order_format(dg_map(), &s->orders[p][i], buf, sizeof buf);
			ctx_reply(c, "%s %s", i ? "," : "", buf);
		}
	}
}

static int orders(ctx *c, game *g, int me, int argc, char **argv)
{
	dg_state *s = g->st;
	/* The orders go to the judge alone until the deadline (IV). */
	c->hidden = 1;
	char line[1024] = "";
	for (int i = 0; i < argc; i++) {
		size_t len = strlen(line);
		if (len + strlen(argv[i]) + 2 > sizeof line)
			return ctx_fail(c, "too many orders in one move; send them in several");
		snprintf(line + len, sizeof line - len, "%s%s", i ? " " : "", argv[i]);
	}
	int given = 0;
	for (char *save = NULL, *o = strtok_r(line, ";\n", &save); o;
	     o = strtok_r(NULL, ";\n", &save)) {
		while (*o == ' ')
			o++;
		for (size_t n = strlen(o); n && o[n - 1] == ' '; n--)
			o[n - 1] = '\0';
		if (!*o)
			continue;
		if (one_order(c, s, me, o))
			return -1;
		given++;
	}
	if (!given)
		return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
	char ph[48];
	ctx_reply(c, "%s's orders for %s in game %d:", c->actor->name,
		  dip_phase_name(s->pos.phase, ph, sizeof ph), g->id);
	list_orders(c, s, me);
	/* Every order in: the clock adjudicates now, in public. */
	if (s->early && !dg_waiting(g))
		game_schedule(c, g, c->now, s->phase_no);
	return 0;
}

static int dg_act(ctx *c, game *g, int me, int argc, char **argv)
{
	dg_state *s = g->st;
	if (me < 0)
		return ctx_fail(c, "the referee gives no orders; the judge adjudicates them "
				"(R1250.14 III B 5)");
	if (strcaseeq(argv[0], "claim") || strcaseeq(argv[0], "unclaim")) {
		if (argc != 1)
			return ctx_fail(c, "usage: play %d claim", g->id);
		if (!s->cowin)
			return ctx_fail(c, "the referee has countermanded co-win claims in game %d "
					"(R1250.14 IV)", g->id);
		int on = strcaseeq(argv[0], "claim");
		if (on)
			s->claim |= 1u << me;
		else
			s->claim &= ~(1u << me);
		ctx_reply(c, "%s %s a co-win in game %d (R1250.14 IV)", c->actor->name,
			  on ? "claims" : "withdraws eir claim to", g->id);
		return dg_check_cowin(c, g);
	}
	if (strcaseeq(argv[0], "clear") && argc == 1) {
		c->hidden = 1;
		for (int p = 0; p < DG_POWERS; p++)
			if (s->power_seat[p] == me)
				s->norders[p] = 0;
		ctx_reply(c, "%s's orders in game %d are cleared", c->actor->name, g->id);
		return 0;
	}
	if (strcaseeq(argv[0], "orders") && argc == 1) {
		c->hidden = 1;
		ctx_reply(c, "your orders in game %d:", g->id);
		list_orders(c, s, me);
		return 0;
	}
	return orders(c, g, me, argc, argv);
}

static int dg_depart(ctx *c, game *g, int me)
{
	dg_state *s = g->st;
	/* R1250.14 V: a player not replaced is played by the B 8 bot. */
	g->seats[me].flags |= SEAT_BOT;
	s->claim &= ~(1u << me);
	for (int p = 0; p < DG_POWERS; p++)
		if (s->power_seat[p] == me) {
			s->norders[p] = 0;
			ctx_reply(c, "; a bot plays %s (R1250.14 III B 8, V)", dg_power(p));
		}
	if (s->early && !dg_waiting(g))
		game_schedule(c, g, c->now, s->phase_no);
	return 0;
}

const game_class diplomacy_class = {
	.name = "diplomacy",
	.title = "Diplomacy",
	.rule = "R1250.14",
	.min_players = 2,
	.max_players = DG_POWERS, /* II: players less 1, and one power each at most */
	.referees = 1,
	.trophy = "Golden Knife",
	.state_size = sizeof(dg_state),
	.verbs = "ORDER[; ORDER...] (A par-bur; F bre-mao) | orders | clear | claim | unclaim",
	.configure = dg_configure,
	.start = dg_start,
	.act = dg_act,
	.tick = dg_tick,
	.depart = dg_depart,
	.view = dg_view,
	.moves = dg_moves,
	.awaits = dg_awaits,
};
