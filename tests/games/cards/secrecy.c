/* secrecy.c: the machinery of the secrecy checker (issue 12; what it checks
 * is told in test_secrecy.c, its interface is secrecy.h): the viewers, the
 * test's own random source, the cards named in a text, reading the engine
 * and the framework's record of a game, checking every new log event, the
 * tally of what the games came to, running a command and checking its
 * reply, and checking every viewer's view. The games' own parts
 * (secrecy_spades.c, secrecy_pooker.c) keep what each viewer may know up
 * to date; this file checks what each gets against it. */
#include "secrecy.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- viewers ---- */

const char *const vname[NV] = {NULL, "admin", "alice", "bob", "carol", "dave", "erin",
			       "frank", "gina"};

static const char *who(int v)
{
	return v == PUB ? "the public" : vname[v];
}

int vidx(const char *name)
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

void rnd_seed(uint64_t seed)
{
	rs = seed;
}

static uint64_t rnd(void)
{
	uint64_t z = (rs += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

int below(int n)
{
	return n > 0 ? (int)(rnd() % (uint64_t)n) : 0;
}

int chance(int permille)
{
	return below(1000) < permille;
}

/* ---- the checker's nomic ---- */

void open_fast(checker *k)
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

const char *cname(const checker *k, cards_card c, char *buf, size_t n)
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
json_t *view(checker *k, int v)
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

void drop_views(checker *k)
{
	for (int v = 0; v < NV; v++) {
		json_decref(k->vj[v]);
		free(k->vs[v]);
		k->vj[v] = NULL;
		k->vs[v] = NULL;
		k->vkey[v] = 0;
	}
}

json_t *state_of(json_t *v)
{
	return json_object_get(v, "state");
}

const char *jstr(json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s ? s : "";
}

int player_state(checker *k, const char *name)
{
	const nomic *n = engine_read_begin(k->f.e);
	const player *p = player_by_name(n, name);
	int st = p ? (int)p->state : -1;
	engine_read_end(k->f.e);
	return st;
}

int absent(checker *k, const char *name)
{
	int st = player_state(k, name);
	return st == PS_VACATIONING || st == PS_ONICE;
}

int vidx_of_pid(const nomic *n, int pid)
{
	const player *p = pid > 0 ? player_by_id(n, pid) : NULL;
	return p ? vidx(p->name) : -1;
}

roles roles_of(checker *k)
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
int involved(const roles *r, int v)
{
	for (int i = 0; i < r->nseats; i++)
		if (r->seat[i] == v || r->sub[i] == v || r->offer[i] == v)
			return 1;
	return 0;
}

/* R1250.1 III e: the referee never plays or substitutes in the game. */
void check_referee(checker *k, const roles *r, int office_referee)
{
	if (r->referee < 0 || office_referee)
		return;
	for (int i = 0; i < r->nseats; i++)
		if (r->seat[i] == r->referee || r->sub[i] == r->referee || r->offer[i] == r->referee)
			fail_msg("after '%s': the referee %s is involved in game %d as a player or "
				 "Substitute", k->step, who(r->referee), k->game);
}

/* New log events, for every viewer. */
void check_log(checker *k)
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
			/* Issue 13: the event's public text (what the news, the
			 * feeds and the forum say happened) names no card the
			 * viewer may not know, and a hidden event gives none. */
			const char *text = json_string_value(json_object_get(ev, "text"));
			if (text && hidden && !own)
				fail_msg("after '%s': %s reads the public text of hidden event %s: %.300s",
					 k->step, who(v), cmd, text);
			if (text)
				k->announced++;
			check_text(k, v, "an event's public text", text);
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

void tally_reset(void)
{
	memset(seen, 0, sizeof seen);
}

static void tally(const char *text)
{
	for (size_t i = 0; i < NEVENTS; i++)
		for (const char *p = text; (p = strstr(p, events[i])); p++)
			seen[i]++;
}

void report(const char *kind)
{
	printf("%s:", kind);
	for (size_t i = 0; i < NEVENTS; i++)
		if (seen[i])
			printf(" '%s' %d;", events[i], seen[i]);
	printf("\n");
}

int seen_of(const char *ev)
{
	for (size_t i = 0; i < NEVENTS; i++)
		if (strcmp(events[i], ev) == 0)
			return seen[i];
	return 0;
}

/* ---- commands ---- */

/* Runs a command as viewer v and checks what e gets, and that a refused
 * command changed nothing. The cards e typed become eirs to know. */
outcome cmd(checker *k, int v, const char *line)
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
void check_replies(checker *k)
{
	for (int i = 0; i < k->npending; i++) {
		check_text(k, k->pending_v[i], "eir reply or error", k->pending[i]);
		free(k->pending[i]);
	}
	k->npending = 0;
}

/* The clock's replies may reach whoever's command runs them, so they must
 * be fit for the public: `clock` by the public runs what is due. */
void clock_public(checker *k)
{
	cmd(k, PUB, "clock");
}

void clock_admin(checker *k, const char *line)
{
	outcome o = cmd(k, ADM, line);
	assert_true(o.ok);
}

/* ---- views ---- */

int hand_mask(json_t *hand, int npacks, unsigned char *into)
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
void check_views(checker *k)
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
