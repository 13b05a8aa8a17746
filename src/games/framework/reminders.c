/* reminders.c: move reminders (issue 13 item 3; core/remind.h). When a
 * game schedules the deadline by which its players must move (a Pure Skill
 * round's 3 days, R1250.7 4c; a Diplomacy phase's limit, R1250.14 III B 4)
 * and its class can say whose move is still awaited (game_class.awaits),
 * the framework sets a reminder for remind.lead before it. When that
 * passes, each player whose move is awaited gets one private message: the
 * player of the seat, or eir Substitute while e is absent (R1250.1 VI c),
 * whoever of them may play now (an active player: `play` is theirs alone),
 * unless e has turned reminders off. A new deadline (the next round) sets
 * a new reminder; so each player is reminded at most once per move. The
 * clock's event says nothing in public: whose move is in is the game's to
 * say, not the reminder's. */
#include "core/remind.h"
#include "games/framework/games.h"


static game *pending(const nomic *n, const deadline *d)
{
	game *g = game_by_id(n, (int)(d->aux >> 32));
	if (!g || g->status != GS_RUNNING || g->remind_dl != d->id || !g->dl)
		return NULL;
	return g;
}

/* Who plays seat s now, if e may: the original player, or eir Substitute
 * while e is absent (R1250.1 VI c); NULL if neither may play. */
static const player *mover(const nomic *n, const game *g, int s)
{
	const seat *st = &g->seats[s];
	const int who[2] = {st->pid, st->sub};
	for (int i = 0; i < 2; i++) {
		const player *p = who[i] ? player_by_id(n, who[i]) : NULL;
		if (p && player_is_active(p) && game_acting_seat(n, g, p->id) == s)
			return p;
	}
	return NULL;
}

static int fire_move_reminder(ctx *c, const deadline *d)
{
	ctx_arg_int(c, "game", d->aux >> 32);
	game *g = pending(c->n, d);
	const deadline *due = g ? deadline_by_id(c->n, g->dl) : NULL;
	if (!g || !due)
		return 0;
	game_touch(c, g);
	g->remind_dl = 0;
	g->reminded_for = g->dl; /* once per move */
	if (g->disputed)
		return 0; /* play is suspended (R1250.1 X) */
	char when[32];
	sbuf text = {0};
	format_time(due->due, when, sizeof when);
	sbuf_printf(&text, "your move in game %d (%s) is due by %s: play %d %s (%s). "
		    "'remind off' stops these reminders.", g->id, g->cls->title, when, g->id,
		    g->cls->verbs ? g->cls->verbs : "...", g->cls->rule);
	for (int s = 0; s < g->nseats; s++) {
		if (g->seats[s].flags & (SEAT_LEFT | SEAT_BOT))
			continue;
		if (g->cls->awaits(c->n, g, s))
			remind_tell(c, mover(c->n, g, s), text.s);
	}
	sbuf_free(&text);
	return 0;
}

const deadline_kind dl_move_reminder = {"move-reminder", "the server", fire_move_reminder, NULL};

void game_schedule_reminder(ctx *c, game *g)
{
	const deadline *due = g->dl ? deadline_by_id(c->n, g->dl) : NULL;
	/* The class cannot say whose move it is; or this move was reminded of. */
	if (!g->cls->awaits || g->status != GS_RUNNING || !due || g->reminded_for == g->dl) {
		game_cancel_reminder(c, g);
		return;
	}
	uint64_t id = remind_set(c, g->remind_dl, &dl_move_reminder, due->due, 0,
				 game_dl_aux(g, 0));
	if (id != g->remind_dl) {
		game_touch(c, g);
		g->remind_dl = id;
	}
}

void game_cancel_reminder(ctx *c, game *g)
{
	if (!g->remind_dl)
		return;
	game_touch(c, g);
	deadline_cancel(c, g->remind_dl);
	g->remind_dl = 0;
}

void games_retime_reminders(ctx *c)
{
	for (int i = 0; i < games_count(c->n); i++)
		game_schedule_reminder(c, game_at(c->n, i));
}
