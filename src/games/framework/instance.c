/* instance.c: game instances and their life (Ackanomic R1250.1 VI, IX, XII):
 * creating them, seats, the start procedure with its player limits,
 * departures, the module's deadline and the moribund deadline, the end.
 * Every change goes through the undo journal: game_touch() saves the whole
 * flat instance (and its module state) once per event before it changes. */
#include "core/params.h"
#include "games/framework/games_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- journaled storage ---- */

static void undo_pop(undo_entry *e)
{
	int *count = e->ptr;
	void **items = *(void ***)e->obj;
	(*count)--;
	e->destroy(items[*count]);
}

void gvec_push(ctx *c, void ***items, int *count, int *cap, void *item,
	       void (*destroy)(void *))
{
	if (*count == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		*items = xrealloc(*items, (size_t)*cap * sizeof **items);
	}
	(*items)[(*count)++] = item;
	undo_entry *e = undo_push(c->j, undo_pop, NULL);
	e->ptr = count;
	e->obj = items;
	e->destroy = destroy;
}

static void undo_create(undo_entry *e)
{
	games_free(e->obj);
	*(struct games **)e->ptr = NULL;
}

games *games_get(ctx *c)
{
	if (!c->n->games) {
		c->n->games = xcalloc(1, sizeof *c->n->games);
		undo_entry *e = undo_push(c->j, undo_create, NULL);
		e->ptr = &c->n->games;
		e->obj = c->n->games;
	}
	return c->n->games;
}

static void destroy_game(void *p)
{
	game *g = p;
	free(g->st);
	free(g);
}

void games_free(struct games *gs)
{
	if (!gs)
		return;
	for (int i = 0; i < gs->n; i++)
		destroy_game(gs->v[i]);
	for (int i = 0; i < gs->npay; i++)
		free(gs->pay[i]);
	for (int i = 0; i < gs->ntro; i++)
		free(gs->tro[i]);
	for (int i = 0; i < gs->nfp; i++)
		free(gs->fp[i]);
	free(gs->defined);
	games_free_standins(gs);
	free(gs->v);
	free(gs->pay);
	free(gs->tro);
	free(gs->fp);
	free(gs);
}

int games_count(const nomic *n)
{
	return n->games ? n->games->n : 0;
}

game *game_at(const nomic *n, int i)
{
	return n->games->v[i];
}

game *game_by_id(const nomic *n, int id)
{
	if (!n->games || id < 1 || id > n->games->n)
		return NULL;
	return n->games->v[id - 1];
}

game *game_new(ctx *c, const game_class *cls)
{
	games *gs = games_get(c);
	game *g = xcalloc(1, sizeof *g);
	g->id = gs->n + 1;
	g->cls = cls;
	g->status = GS_PENDING;
	g->created = c->now;
	g->st = xcalloc(1, cls->state_size ? cls->state_size : 1);
	gvec_push(c, (void ***)&gs->v, &gs->n, &gs->cap, g, destroy_game);
	g->touched = c->seq; /* new in this event: a rollback frees it whole */
	return g;
}

void game_touch(ctx *c, game *g)
{
	if (g->touched == c->seq)
		return;
	undo_bytes(c->j, g, sizeof *g);
	if (g->cls->state_size)
		undo_bytes(c->j, g->st, g->cls->state_size);
	g->touched = c->seq;
}

/* ---- seats ---- */

int game_seat_of(const game *g, int pid)
{
	for (int i = 0; i < g->nseats; i++)
		if (g->seats[i].pid == pid)
			return i;
	return -1;
}

int game_acting_seat(const nomic *n, const game *g, int pid)
{
	for (int i = 0; i < g->nseats; i++) {
		const seat *s = &g->seats[i];
		if (s->flags & SEAT_LEFT)
			continue;
		const player *orig = player_by_id(n, s->pid);
		int away = orig && player_is_absent(orig);
		/* R1250.1 VI c: the Substitute acts while the original is
		 * absent; when e returns, e plays for emself again. */
		if (s->pid == pid && !(s->sub && away))
			return i;
		if (s->sub == pid && away)
			return i;
	}
	return -1;
}

int game_add_seat(ctx *c, game *g, int pid)
{
	if (g->nseats == GAME_MAX_SEATS)
		return ctx_fail(c, "game %d has no room for more players", g->id);
	game_touch(c, g);
	seat *s = &g->seats[g->nseats++];
	memset(s, 0, sizeof *s);
	s->pid = pid;
	return g->nseats - 1;
}

int game_active_seats(const game *g)
{
	int k = 0;
	for (int i = 0; i < g->nseats; i++)
		if (!(g->seats[i].flags & SEAT_LEFT))
			k++;
	return k;
}

int game_was_referee(const game *g, int pid)
{
	for (int i = 0; i < g->nformer; i++)
		if (g->former[i] == pid)
			return 1;
	return 0;
}

int game_set_referee(ctx *c, game *g, int pid)
{
	int old = g->referee;
	if (old == pid)
		return 0;
	if (old && !game_was_referee(g, old)) {
		if (g->nformer == GAME_MAX_REFEREES)
			return ctx_fail(c, "game %d has had %d referees, as many as the server records",
					g->id, GAME_MAX_REFEREES);
		game_touch(c, g);
		g->former[g->nformer++] = old;
	}
	game_touch(c, g);
	g->referee = pid;
	return 0;
}

const char *game_seat_name(const nomic *n, const game *g, int s)
{
	return holder_name(n, g->seats[s].pid);
}

/* ---- deadlines ----
 * The engine lists a deadline "for" its subject, a player: a game's
 * deadlines name its referee (or first player), whose duty the default
 * action is, and carry the game's id in aux's high 32 bits, the module's
 * own aux in the low 32. */

int64_t game_dl_aux(const game *g, int64_t aux)
{
	return ((int64_t)g->id << 32) | (int64_t)(uint32_t)(int32_t)aux;
}

int game_dl_subject(const game *g)
{
	return g->referee ? g->referee : g->nseats ? g->seats[0].pid : 0;
}

static game *dl_game_of(const nomic *n, const deadline *d)
{
	return game_by_id(n, (int)(d->aux >> 32));
}

static int64_t dl_module_aux(const deadline *d)
{
	return (int32_t)(uint32_t)(d->aux & 0xffffffff);
}

void game_unschedule(ctx *c, game *g)
{
	game_touch(c, g);
	if (g->dl)
		deadline_cancel(c, g->dl);
	g->dl = 0;
	game_cancel_reminder(c, g);
}

void game_schedule(ctx *c, game *g, gtime due, int64_t aux)
{
	game_unschedule(c, g);
	g->dl = deadline_add(c, due, &dl_game, game_dl_subject(g), game_dl_aux(g, aux));
	game_schedule_reminder(c, g);
}

void game_announce_reply(ctx *c, size_t mark)
{
	if (c->hidden || c->sealed || c->out.len <= mark)
		return;
	const char *s = c->out.s + mark;
	size_t n = c->out.len - mark;
	while (n && strchr("\n ;", *s))
		s++, n--;
	while (n && strchr("\n ;", s[n - 1]))
		n--;
	if (n)
		ctx_announce(c, "%.*s", (int)n, s);
}

void game_announce_end(ctx *c, const game *g, size_t mark)
{
	char needle[48];
	snprintf(needle, sizeof needle, "game %d is over: ", g->id);
	const char *at = c->out.len > mark ? strstr(c->out.s + mark, needle) : NULL;
	if (at)
		game_announce_reply(c, (size_t)(at - c->out.s));
}

/* The clock's deadlines of a game resolve what its rules make public (a
 * round's bids revealed, a turn adjudicated, a departure): their reply is
 * the clock's, which every front end shows to whoever comes next, so it is
 * the event's public text too. A tick that deals cards hides its event. */
static int fire_game_tick(ctx *c, const deadline *d);

static int fire_game(ctx *c, const deadline *d)
{
	size_t mark = c->out.len;
	int rc = fire_game_tick(c, d);
	if (rc == 0)
		game_announce_reply(c, mark);
	return rc;
}

static int fire_game_tick(ctx *c, const deadline *d)
{
	game *g = dl_game_of(c->n, d);
	if (!g || g->status != GS_RUNNING || g->dl != d->id)
		return 0;
	game_touch(c, g);
	g->dl = 0;
	game_cancel_reminder(c, g); /* what it reminded of is due now */
	if (g->disputed) {
		/* R1250.1 X: play is suspended during any adjudication. */
		ctx_reply(c, "game %d is suspended while a dispute is adjudicated (R1250.1 X)",
			  g->id);
		g->dl = deadline_add(c, c->now + DAY, &dl_game, game_dl_subject(g), d->aux);
		return 0;
	}
	const player *ref = g->referee ? player_by_id(c->n, g->referee) : NULL;
	if (ref && (player_is_absent(ref) || ref->state == PS_NONPLAYER)) {
		/* R1250.1 VI e (absent) and VI d (gone: resigned): suspended
		 * until e returns or the Speaker appoints another; look again in
		 * a day. */
		ctx_reply(c, "game %d is suspended until its referee %s returns or another is "
			  "appointed (R1250.1 VI d, e)", g->id, ref->name);
		g->dl = deadline_add(c, c->now + DAY, &dl_game, game_dl_subject(g), d->aux);
		return 0;
	}
	if (game_check_departures(c, g))
		return -1;
	if (g->status != GS_RUNNING)
		return 0;
	rng_key(c->rng, "game", (uint64_t)g->id);
	return g->cls->tick(c, g, dl_module_aux(d));
}

static int fire_moribund(ctx *c, const deadline *d)
{
	game *g = dl_game_of(c->n, d);
	if (!g || g->status != GS_RUNNING || g->moribund_dl != d->id)
		return 0;
	size_t mark = c->out.len;
	game_touch(c, g);
	g->moribund_dl = 0;
	char wait[32];
	format_span(param_int(c->n, "games.moribund.wait"), wait, sizeof wait);
	ctx_reply(c, "game %d was declared moribund %s ago and too few players objected; ",
		  g->id, wait);
	game_end(c, g, NULL, 0, "terminated as moribund (R1250.1 XII)");
	game_announce_reply(c, mark);
	return 0;
}

static int fire_departures(ctx *c, const deadline *d)
{
	game *g = dl_game_of(c->n, d);
	if (!g || g->depart_dl != d->id)
		return 0;
	size_t mark = c->out.len;
	game_touch(c, g);
	g->depart_dl = 0;
	if (g->status != GS_RUNNING || game_check_departures(c, g))
		return g->status == GS_RUNNING ? -1 : 0;
	/* Each departure ends with "; " for what follows it elsewhere. */
	while (c->out.len && (c->out.s[c->out.len - 1] == ' ' || c->out.s[c->out.len - 1] == ';'))
		c->out.s[--c->out.len] = '\0';
	game_announce_reply(c, mark); /* VI f: departures are announced in public */
	return 0;
}

const deadline_kind dl_game = {"game-round", "R1250.1", fire_game, NULL};
const deadline_kind dl_moribund = {"moribund", "R1250.1 XII", fire_moribund, NULL};
const deadline_kind dl_departures = {"game-departures", "R1250.1 VI f", fire_departures, NULL};

void game_note_departures(ctx *c, game *g)
{
	if (g->depart_dl || g->status != GS_RUNNING)
		return;
	for (int i = 0; i < g->nseats; i++) {
		const player *p = player_by_id(c->n, g->seats[i].pid);
		if (!(g->seats[i].flags & SEAT_LEFT) &&
		    (p->state == PS_ONICE || p->state == PS_NONPLAYER)) {
			game_touch(c, g);
			g->depart_dl = deadline_add(c, c->now, &dl_departures, game_dl_subject(g),
						    game_dl_aux(g, 0));
			return;
		}
	}
}

/* ---- start, departures, end ---- */

static int nomic_players(const nomic *n)
{
	int k = 0;
	for (int i = 0; i < n->nplayers; i++)
		if (n->players[i]->state != PS_NONPLAYER)
			k++;
	return k;
}

int game_start(ctx *c, game *g)
{
	const game_class *cls = g->cls;
	size_t mark = c->out.len;
	game_touch(c, g);
	/* VI f: whoever has left the nomic since joining is not in it. */
	int dropped = 0;
	for (int i = g->nseats - 1; i >= 0; i--) {
		const player *p = player_by_id(c->n, g->seats[i].pid);
		if (p->state == PS_ONICE || p->state == PS_NONPLAYER) {
			ctx_reply(c, "%s has left the nomic and is not in game %d (R1250.1 VI f)\n",
				  p->name, g->id);
			memmove(&g->seats[i], &g->seats[i + 1],
				(size_t)(g->nseats - i - 1) * sizeof g->seats[0]);
			g->nseats--;
			dropped++;
		}
	}
	/* R1250.1 III c: an expression limit is evaluated once, now. */
	if (g->min_players < cls->min_players)
		g->min_players = cls->min_players;
	g->max_players = cls->max_players ? cls->max_players : nomic_players(c->n) - 1;
	if (g->nseats < g->min_players)
		return ctx_fail(c, "game %d has %d players%s; %s needs at least %d (%s)", g->id,
				g->nseats, dropped ? " who have not left the nomic (R1250.1 VI f)" : "",
				cls->title, g->min_players, cls->rule);
	if (g->nseats > g->max_players)
		return ctx_fail(c, "game %d has %d players; %s allows at most %d (%s)", g->id,
				g->nseats, cls->title, g->max_players, cls->rule);
	if (cls->referees && !cls->referee_optional && !g->referee)
		return ctx_fail(c, "game %d has no referee (R1250.1 VI a)", g->id);
	g->status = GS_RUNNING;
	g->started = c->now;
	g->started_with = g->nseats;
	/* R1250.1 VI a: the announcement names every player and referee. */
	ctx_reply(c, "game %d (%s, %s) starts; players", g->id, cls->title, cls->rule);
	for (int i = 0; i < g->nseats; i++)
		ctx_reply(c, "%s %s", i ? "," : "", game_seat_name(c->n, g, i));
	if (g->referee)
		ctx_reply(c, "; referee %s", holder_name(c->n, g->referee));
	ctx_reply(c, "\n");
	/* The announcement itself, not what the class's start deals. */
	game_announce_reply(c, mark);
	rng_key(c->rng, "game", (uint64_t)g->id);
	return cls->start(c, g);
}

int game_depart(ctx *c, game *g, int s, const char *why)
{
	game_touch(c, g);
	seat *st = &g->seats[s];
	if (g->status == GS_PENDING) {
		ctx_reply(c, "%s leaves game %d", game_seat_name(c->n, g, s), g->id);
		if (g->duel) {
			g->duel = 0; /* R1215 4 j: a duellist left before it began */
			ctx_reply(c, "; the Duel is cancelled (R1215 4 j)");
		}
		memmove(st, st + 1, (size_t)(g->nseats - s - 1) * sizeof *st);
		g->nseats--;
		return 0;
	}
	st->flags |= SEAT_LEFT;
	ctx_reply(c, "%s %s game %d (%s)", game_seat_name(c->n, g, s),
		  why ? why : "leaves", g->id, why ? "R1250.1 VI f" : "R1250.1 IX");
	if (g->status == GS_RUNNING && g->cls->depart)
		return g->cls->depart(c, g, s);
	return 0;
}

int game_check_departures(ctx *c, game *g)
{
	for (int i = 0; i < g->nseats && g->status == GS_RUNNING; i++) {
		if (g->seats[i].flags & SEAT_LEFT)
			continue;
		const player *p = player_by_id(c->n, g->seats[i].pid);
		if (p->state == PS_ONICE || p->state == PS_NONPLAYER) {
			if (game_depart(c, g, i, "left the nomic and so forfeits"))
				return -1;
			ctx_reply(c, "; ");
		}
	}
	return 0;
}

void game_end(ctx *c, game *g, const int *winner_seats, int nwinners, const char *why)
{
	game_unschedule(c, g);
	if (g->moribund_dl)
		deadline_cancel(c, g->moribund_dl);
	g->moribund_dl = 0;
	if (g->depart_dl)
		deadline_cancel(c, g->depart_dl);
	g->depart_dl = 0;
	g->status = GS_ENDED;
	g->ended = c->now;
	if (nwinners > (int)(sizeof g->winners / sizeof *g->winners))
		nwinners = (int)(sizeof g->winners / sizeof *g->winners);
	g->nwinners = nwinners;
	for (int i = 0; i < nwinners; i++)
		g->winners[i] = g->seats[winner_seats[i]].sub &&
					player_is_absent(player_by_id(c->n, g->seats[winner_seats[i]].pid))
				? g->seats[winner_seats[i]].sub /* VI c: the trophy goes to em */
				: g->seats[winner_seats[i]].pid;
	snprintf(g->result, sizeof g->result, "%s", why);
	ctx_reply(c, "game %d is over: %s", g->id, why);
	if (g->cls->ended)
		g->cls->ended(c, g);
	if (g->duel)
		game_duel_points(c, g);
	/* Told to the other parts (R611 ¶7, ¶8's cheeses): {"id", "seats",
	 * "winners": [names], "duel", "loser": a Duel's loser or null}. */
	json_t *ws = json_array();
	for (int i = 0; i < g->nwinners; i++)
		json_array_append_new(ws, json_string(holder_name(c->n, g->winners[i])));
	const char *loser = NULL;
	if (g->duel && g->nwinners == 1 && g->nseats == 2)
		loser = holder_name(c->n, g->seats[g->seats[0].pid == g->winners[0] ||
							   g->seats[0].sub == g->winners[0]
						       ? 1 : 0].pid);
	json_t *ev = json_pack("{s:i, s:i, s:o, s:b, s:o}", "id", g->id, "seats", g->nseats,
			       "winners", ws, "duel", g->duel, "loser",
			       loser ? json_string(loser) : json_null());
	ctx_emit(c, "game", ev);
	json_decref(ev);
}
