/* test_secrecy.c: a randomized secrecy checker for Spades (Ackanomic
 * R1250.15 1, 2, 6: "Nobody is allowed to reveal to anybody what cards any
 * player has") and A Nomic's Cards and Pooker (R387 a Card is told to its
 * receiver, R388 Hands, R395 notices "privately"), and for the framework's
 * referee and Substitute Players (R1250.1 III e, VI c, VI e): issue 12.
 *
 * Random games with fixed seeds are played through the engine, with random
 * legal and illegal moves, 3-day defaults, Substitutes, new referees, trades,
 * Showdowns and changes of Dealer. After every command, for every viewer
 * (the public, the admin, each of seven players, among them the game's
 * players, its referee, a Substitute and non-players) the checker reads:
 * - the view (view_game), and sometimes the text view (`game show`);
 * - every new log event (engine_log_json for that viewer);
 * - the reply or error of each command to its issuer, and the clock's
 *   replies (which may reach anyone, so they are checked against what the
 *   public may know).
 * It asserts that no card appears in what a viewer gets unless the viewer
 * may know it: a card e holds or held (this round, in Spades), was dealt or
 * typed emself, or that was played or shown in public; the referee (or
 * Dealer) and the admin may know all. It also asserts that views show a
 * hand (or trade notices) only to whom they belong, that a hidden event is
 * redacted for everyone but its actor, that no public event carries draws
 * but the seating draw, that a refused command changes nothing, that the
 * referee never plays or substitutes in the game, and (oracles written
 * from the rule texts, using only what the issuer sees) that whether a
 * Spades move or a Pooker trade notice is refused, and whether a referee
 * appointment or Substitute is, follows from what its issuer may see.
 *
 * Ground truth is the admin's view, the framework's record of the game and,
 * for the trade notices the Dealer keeps, the Pooker module's own state.
 * The nomic lives in /dev/shm when there is one, so the many small commits
 * cost little; the seeds and step counts are fixed (a few seconds, also
 * under ASan). SECRECY_STEPS=N overrides the steps per game kind. */
#include "core/engine.h"
#include "games/cards/cards.h"
#include "games/games.h"
#include "games/pooker_game.h"

#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <sodium.h>

#include "nomictest.h"

/* ---- viewers ---- */

#define NV 9
#define PUB 0
#define ADM 1
static const char *const vname[NV] = {NULL, "admin", "alice", "bob", "carol", "dave", "erin",
				      "frank", "gina"};
#define NPEOPLE 7 /* vname[2..8] */

static const char *who(int v)
{
	return v == PUB ? "the public" : vname[v];
}

static int vidx(const char *name)
{
	if (!name)
		return PUB;
	for (int v = 1; v < NV; v++)
		if (strcmp(vname[v], name) == 0)
			return v;
	return -1;
}

/* ---- a small random source of the test's own (splitmix64) ---- */

static uint64_t rs;

static uint64_t rnd(void)
{
	uint64_t z = (rs += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static int below(int n)
{
	return n > 0 ? (int)(rnd() % (uint64_t)n) : 0;
}

static int chance(int permille)
{
	return below(1000) < permille;
}

/* ---- the checker's state ---- */

typedef struct checker {
	nomic_file f;
	int npacks;                        /* 1: Spades, 4: Pooker */
	int game;                          /* the instance being played */
	char step[200];                    /* the command being checked, for messages */
	unsigned char known[NV][CARDS_MAX + 1]; /* what each viewer may know */
	unsigned char pub[CARDS_MAX + 1];       /* what everyone may know */
	int all[NV];                       /* sees everything: the referee, the admin */
	uint64_t logged;                   /* log events checked so far */
	int commands, refused, texts;
	json_t *vj[NV];                    /* each viewer's view, as of */
	char *vs[NV];                      /* event vkey - 1 of game vgame */
	uint64_t vkey[NV];
	int vgame[NV];
	int npending;                      /* replies to check once the step is */
	int pending_v[16];                 /* done and what each may know is */
	char *pending[16];                 /* brought up to date */
} checker;

static void open_fast(checker *k)
{
	/* tmpfs when there is one: synchronous=FULL commits cost nothing there. */
	const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(k->f.path, sizeof k->f.path, "%s/nomic-secrecy-XXXXXX", dir);
	int fd = mkstemp(k->f.path);
	assert_true(fd >= 0);
	close(fd);
	unlink(k->f.path);
	unsigned char seed[32] = {0};
	reply r;
	char err[256];
	k->f.e = engine_create_seeded(k->f.path, "Secrecy", CLOCK_VIRTUAL, 978307200, seed, &r,
				      err, sizeof err);
	assert_non_null(k->f.e);
	reply_free(&r);
	for (int v = 2; v < NV; v++) {
		char line[64];
		snprintf(line, sizeof line, "join %s", vname[v]);
		run(k->f.e, "admin", line);
	}
	k->logged = engine_head(k->f.e);
}

/* ---- cards in text ---- */

static int is_face(const char *t, size_t n)
{
	/* Short faces as the server writes them: QH, 10S, AD (upper case). */
	if (n < 2 || n > 3)
		return 0;
	const char *suit = "SHDC", *ranks = "A23456789JQK";
	if (!strchr(suit, t[n - 1]) || t[n - 1] == 0)
		return 0;
	if (n == 3)
		return t[0] == '1' && t[1] == '0';
	return strchr(ranks, t[0]) != NULL && t[0] != 0;
}

static int is_pack(const char *t, size_t n)
{
	static const char *const packs[] = {"Red", "Blue", "Fish", "Corporate"};
	for (int i = 0; i < 4; i++)
		if (strlen(packs[i]) == n && strncmp(t, packs[i], n) == 0)
			return 1;
	return 0;
}

/* Every card named in s, as the server names them ("QH" in Spades, "Red
 * QH" in the Cards). Returns how many (at most max). */
static int cards_in(const char *s, int npacks, cards_card *out, int max)
{
	const char *tok[4096];
	size_t len[4096];
	int nt = 0;
	for (const char *p = s; *p && nt < 4096;) {
		while (*p && !(isalnum((unsigned char)*p)))
			p++;
		const char *q = p;
		while (*q && isalnum((unsigned char)*q))
			q++;
		if (q > p) {
			tok[nt] = p;
			len[nt++] = (size_t)(q - p);
		}
		p = q;
	}
	int n = 0;
	for (int i = 0; i < nt && n < max; i++) {
		char buf[48];
		if (npacks == 1) {
			if (!is_face(tok[i], len[i]))
				continue;
			snprintf(buf, sizeof buf, "%.*s", (int)len[i], tok[i]);
		} else {
			if (i + 1 >= nt || !is_pack(tok[i], len[i]) || !is_face(tok[i + 1], len[i + 1]))
				continue;
			snprintf(buf, sizeof buf, "%.*s %.*s", (int)len[i], tok[i], (int)len[i + 1],
				 tok[i + 1]);
		}
		cards_card c;
		if (cards_parse(buf, npacks, &c) == CARDS_OK)
			out[n++] = c;
	}
	return n;
}

static const char *cname(const checker *k, cards_card c, char *buf, size_t n)
{
	cards_format(c, k->npacks > 1, false, buf, n);
	return buf;
}

/* What viewer v got (a view, a log event, a reply) names no card e may not
 * know. */
static void check_text(checker *k, int v, const char *what, const char *text)
{
	if (!text || k->all[v])
		return;
	k->texts++;
	static cards_card cs[4096];
	int n = cards_in(text, k->npacks, cs, 4096);
	for (int i = 0; i < n; i++)
		if (!k->known[v][cs[i]] && !k->pub[cs[i]]) {
			char b[CARDS_NAME_LEN];
			fail_msg("after '%s': %s gets %s, which e may not know, in %s: %.600s", k->step,
				 who(v), cname(k, cs[i], b, sizeof b), what, text);
		}
}

/* The cards of a command line the issuer typed: e knows them. */
static void learn_typed(checker *k, int v, const char *line)
{
	cards_card cs[64];
	int n = cards_in(line, k->npacks, cs, 64);
	for (int i = 0; i < n; i++)
		k->known[v][cs[i]] = 1;
}

/* ---- reading the engine ---- */

static json_t *view_fresh(checker *k, int v)
{
	const nomic *n = engine_read_begin(k->f.e);
	json_t *j = view_game(n, vname[v], k->game);
	engine_read_end(k->f.e);
	return j;
}

/* Views change only with an event (a refused command leaves nothing), so
 * each is built once per event: the caller decrefs, and must not change
 * it. */
static json_t *view(checker *k, int v)
{
	uint64_t key = engine_head(k->f.e) + 1;
	if (k->vkey[v] != key || k->vgame[v] != k->game) {
		json_decref(k->vj[v]);
		free(k->vs[v]);
		k->vj[v] = view_fresh(k, v);
		k->vs[v] = json_dumps(k->vj[v], JSON_COMPACT | JSON_SORT_KEYS);
		k->vkey[v] = key;
		k->vgame[v] = k->game;
	}
	return json_incref(k->vj[v]);
}

static const char *view_str(checker *k, int v)
{
	json_decref(view(k, v));
	return k->vs[v];
}

static void drop_views(checker *k)
{
	for (int v = 0; v < NV; v++) {
		json_decref(k->vj[v]);
		free(k->vs[v]);
		k->vj[v] = NULL;
		k->vs[v] = NULL;
		k->vkey[v] = 0;
	}
}

static json_t *state_of(json_t *v)
{
	return json_object_get(v, "state");
}

static const char *jstr(json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s ? s : "";
}

static int player_state(checker *k, const char *name)
{
	const nomic *n = engine_read_begin(k->f.e);
	const player *p = player_by_name(n, name);
	int st = p ? (int)p->state : -1;
	engine_read_end(k->f.e);
	return st;
}

static int absent(checker *k, const char *name)
{
	int st = player_state(k, name);
	return st == PS_VACATIONING || st == PS_ONICE;
}

/* The framework's own record of the game (ground truth for roles). */
typedef struct roles {
	int status;
	int referee;                    /* viewer index, or -1 */
	int nseats;
	int seat[GAME_MAX_SEATS];       /* viewer index of each seat's player */
	int sub[GAME_MAX_SEATS], offer[GAME_MAX_SEATS]; /* viewer index or -1 */
	unsigned flags[GAME_MAX_SEATS];
} roles;

static int vidx_of_pid(const nomic *n, int pid)
{
	const player *p = pid > 0 ? player_by_id(n, pid) : NULL;
	return p ? vidx(p->name) : -1;
}

static roles roles_of(checker *k)
{
	roles r;
	memset(&r, 0, sizeof r);
	const nomic *n = engine_read_begin(k->f.e);
	const game *g = game_by_id(n, k->game);
	assert_non_null(g);
	r.status = g->status;
	r.referee = vidx_of_pid(n, g->referee);
	r.nseats = g->nseats;
	for (int i = 0; i < g->nseats; i++) {
		r.seat[i] = vidx_of_pid(n, g->seats[i].pid);
		r.sub[i] = vidx_of_pid(n, g->seats[i].sub);
		r.offer[i] = vidx_of_pid(n, g->seats[i].sub_offer);
		r.flags[i] = g->seats[i].flags;
	}
	engine_read_end(k->f.e);
	return r;
}

/* Is v involved in the game (R1250.1 VI e): a seat's player, Substitute or
 * named Substitute? */
static int involved(const roles *r, int v)
{
	for (int i = 0; i < r->nseats; i++)
		if (r->seat[i] == v || r->sub[i] == v || r->offer[i] == v)
			return 1;
	return 0;
}

/* R1250.1 III e: the referee never plays or substitutes in the game. */
static void check_referee(checker *k, const roles *r, int office_referee)
{
	if (r->referee < 0 || office_referee)
		return;
	for (int i = 0; i < r->nseats; i++)
		if (r->seat[i] == r->referee || r->sub[i] == r->referee || r->offer[i] == r->referee)
			fail_msg("after '%s': the referee %s is involved in game %d as a player or "
				 "Substitute", k->step, who(r->referee), k->game);
}

/* New log events, for every viewer. */
static void check_log(checker *k)
{
	uint64_t head = engine_head(k->f.e);
	if (head <= k->logged)
		return;
	for (int v = 0; v < NV; v++) {
		if (v == ADM)
			continue;
		json_t *j = engine_log_json(k->f.e, k->logged + 1, 100000, vname[v]);
		size_t i;
		json_t *ev;
		json_array_foreach(j, i, ev) {
			const char *cmd = jstr(ev, "command"), *actor = jstr(ev, "actor");
			int own = vname[v] && strcmp(vname[v], actor) == 0;
			int hidden = json_is_true(json_object_get(ev, "hidden"));
			size_t nd = json_array_size(json_object_get(ev, "draws"));
			json_t *args = json_object_get(ev, "args");
			if (hidden && !own &&
			    (strcmp(cmd, "(hidden)") != 0 || json_object_size(args) || nd))
				fail_msg("after '%s': %s reads hidden event '%s' by %s", k->step, who(v),
					 cmd, actor);
			if (!hidden && nd && strncmp(cmd, "game start", 10) != 0)
				fail_msg("after '%s': %s reads the %zu draws of '%s' by %s", k->step, who(v),
					 nd, cmd, actor);
			char *a = json_dumps(args, JSON_COMPACT);
			check_text(k, v, "a log event's arguments", a);
			free(a);
			/* Another's public command: nothing in it but what e may
			 * know, save a Spades play, which 1250.15 6 makes public
			 * even when it is a misplay of a card e does not hold. */
			char play[32];
			snprintf(play, sizeof play, "play %d card ", k->game);
			if (!hidden && !own && strncmp(cmd, play, strlen(play)) != 0)
				check_text(k, v, "another's public command", cmd);
		}
		json_decref(j);
	}
	k->logged = head;
}

/* ---- what the games came to, so the test shows what it covered ---- */

static const char *const events[] = {
	"bids Blind Nil", " passes ", " misplays ", "the referee claims the remaining", "missed the 3-day",
	"substitutes for", " referees game", "may not referee", "may not substitute", " scored: ",
	" is over: ", "trade done", "notifies the Dealer", "replaces eir trade", "was shown at the",
	" shows ", "declares a Showdown", "Showdown 1:", "passes (A Nomic R396)", "now deals game",
	"Cards for Votes", "the Dealer deals",
};
#define NEVENTS (sizeof events / sizeof *events)
static int seen[NEVENTS];

static void tally(const char *text)
{
	for (size_t i = 0; i < NEVENTS; i++)
		for (const char *p = text; (p = strstr(p, events[i])); p++)
			seen[i]++;
}

static void report(const char *kind)
{
	printf("%s:", kind);
	for (size_t i = 0; i < NEVENTS; i++)
		if (seen[i])
			printf(" '%s' %d;", events[i], seen[i]);
	printf("\n");
}

static int seen_of(const char *ev)
{
	for (size_t i = 0; i < NEVENTS; i++)
		if (strcmp(events[i], ev) == 0)
			return seen[i];
	return 0;
}

/* ---- commands ---- */

typedef struct outcome {
	int ok;
	char text[8192];
} outcome;

/* Runs a command as viewer v and checks what e gets, and that a refused
 * command changed nothing. The cards e typed become eirs to know. */
static outcome cmd(checker *k, int v, const char *line)
{
	outcome o;
	snprintf(k->step, sizeof k->step, "%s> %s", v == PUB ? "" : vname[v], line);
	learn_typed(k, v, line);
	char *before = k->game ? strdup(view_str(k, ADM)) : NULL;
	uint64_t head = engine_head(k->f.e);
	reply r;
	engine_submit(k->f.e, vname[v], line, &r);
	o.ok = r.ok;
	snprintf(o.text, sizeof o.text, "%s", r.text ? r.text : "");
	reply_free(&r);
	k->commands++;
	tally(o.text);
	/* The reply is the issuer's; the admin's clock commands bring nothing
	 * but the clock's replies, which must be fit for the public. */
	int as = v != ADM ? v : strncmp(line, "clock", 5) == 0 ? PUB : -1;
	if (as >= 0 && k->npending < 16) {
		k->pending_v[k->npending] = as;
		k->pending[k->npending++] = strdup(o.text);
	}
	if (!o.ok) {
		k->refused++;
		if (engine_head(k->f.e) != head)
			fail_msg("'%s' was refused (%s) but logged an event", k->step, o.text);
		if (before) {
			json_t *j = view_fresh(k, ADM);
			char *after = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
			json_decref(j);
			if (strcmp(before, after) != 0)
				fail_msg("'%s' was refused (%s) but changed the game:\n%s\n%s", k->step,
					 o.text, before, after);
			free(after);
		}
	}
	free(before);
	return o;
}

/* Every reply of the step, once what each viewer may know is up to date
 * (a card dealt to em in the step is eirs to read). */
static void check_replies(checker *k)
{
	for (int i = 0; i < k->npending; i++) {
		check_text(k, k->pending_v[i], "eir reply or error", k->pending[i]);
		free(k->pending[i]);
	}
	k->npending = 0;
}

/* The clock's replies may reach whoever's command runs them, so they must
 * be fit for the public: `clock` by the public runs what is due. */
static void clock_public(checker *k)
{
	cmd(k, PUB, "clock");
}

static void clock_admin(checker *k, const char *line)
{
	outcome o = cmd(k, ADM, line);
	assert_true(o.ok);
}

/* ---- views ---- */

static int hand_mask(json_t *hand, int npacks, unsigned char *into)
{
	size_t i;
	json_t *c;
	int n = 0;
	json_array_foreach(hand, i, c) {
		cards_card x;
		if (cards_parse(json_string_value(c), npacks, &x) == CARDS_OK) {
			if (into)
				into[x] = 1;
			n++;
		}
	}
	return n;
}

/* Every view, and now and then the text view, for every viewer. */
static void check_views(checker *k)
{
	for (int v = 0; v < NV; v++)
		check_text(k, v, "eir view", view_str(k, v));
	if (chance(100)) {
		int v = below(NV);
		char line[32];
		snprintf(line, sizeof line, "game show %d", k->game);
		outcome o = cmd(k, v, line);
		assert_true(o.ok);
	}
}

/* ==== Spades ==== */

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
		char b[8];
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

static void spades_run(unsigned seed, int steps)
{
	checker *k = calloc(1, sizeof *k);
	k->npacks = 1;
	rs = seed;
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
		check_views(k);
		check_replies(k);
	}
	printf("spades seed %u: %d games, %d commands (%d refused), %d texts checked\n", seed,
	       played, k->commands, k->refused, k->texts);
	drop_views(k);
	close_nomic(&k->f);
	free(k);
}

/* ==== Pooker ==== */

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

static void pooker_run(unsigned seed, int steps)
{
	checker *k = calloc(1, sizeof *k);
	k->npacks = 4;
	rs = seed;
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
	printf("pooker seed %u: %d commands (%d refused), %d texts checked, deck %d, %d notices\n",
	       seed, k->commands, k->refused, k->texts, t.deck, t.nnotes);
	drop_views(k);
	close_nomic(&k->f);
	free(k);
}

static int steps(int dflt)
{
	const char *s = getenv("SECRECY_STEPS");
	return s && atoi(s) > 0 ? atoi(s) : dflt;
}

static void test_spades_secrecy(void **state)
{
	(void)state;
	memset(seen, 0, sizeof seen);
	for (unsigned seed = 1; seed <= 4; seed++)
		spades_run(seed, steps(300));
	report("spades");
	/* What the seeds must reach, or the check checks little. */
	static const char *const must[] = {"bids Blind Nil", " passes ", " misplays ",
					   "the referee claims the remaining", "missed the 3-day",
					   "substitutes for", " referees game", "may not referee",
					   " scored: ", " is over: "};
	for (size_t i = 0; i < sizeof must / sizeof *must; i++)
		if (!seen_of(must[i]))
			fail_msg("the Spades seeds never reach '%s'", must[i]);
}

static void test_pooker_secrecy(void **state)
{
	(void)state;
	memset(seen, 0, sizeof seen);
	for (unsigned seed = 1; seed <= 3; seed++)
		pooker_run(seed, steps(250));
	report("pooker");
	static const char *const must[] = {"trade done", "notifies the Dealer", "replaces eir trade",
					   "was shown at the", " shows ", "Showdown 1:",
					   "now deals game", "the Dealer deals"};
	for (size_t i = 0; i < sizeof must / sizeof *must; i++)
		if (!seen_of(must[i]))
			fail_msg("the Pooker seeds never reach '%s'", must[i]);
}

int main(void)
{
	if (sodium_init() < 0)
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spades_secrecy),
		cmocka_unit_test(test_pooker_secrecy),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
