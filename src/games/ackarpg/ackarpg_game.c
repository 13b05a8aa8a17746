/* ackarpg_game.c: Acka Role Playing (Ackanomic R1250.24/1) as a game class on
 * the games framework. The GM is the referee (3: "At least one referee (also
 * called the Game Master or GM) is required"); the game's rules and its
 * story are the GM's and the players' (6, 7), and the server keeps what a
 * machine can keep as written: the initial players (4), the players the GM
 * admits to a game in progress (5), the additional referees and a change of
 * GM, posted publicly (3), the characters and their attributes (6: "a
 * character's stats", never the player's Ackan stats), with the visibility
 * the GM gives each (public; private: its player and the referees; secret:
 * the referees), the fate the GM records for a character (5: a departure
 * "worked into the story line ... which may or may not involve killing the
 * character"), rolls of the Ackanomic Magic Dice (1), public or for the GM
 * alone, the public status updates (10), the end with an optional winner and
 * its Trophy (8, 9), and the end by silence: "If at any time the game has
 * been in progress for 30 days or more, and the GM has not publicly posted
 * an update ... in the last 30 days, the game is considered to have ended
 * without a winner, and all the characters are assumed to have
 * disappeared" (10). The core (ackarpg.c) holds the records. */
#include "games/ackarpg/ackarpg.h"

#include "core/inbox.h"
#include "core/params.h"
#include "games/equip/equip.h"
#include "games/framework/games.h"

#include <stdio.h>
#include <string.h>

_Static_assert(RPG_MAX_SEATS == GAME_MAX_SEATS, "the core seats every seat the framework has");

#define FROM "Acka Role Playing (R1250.24)"

static const char *nm(const ctx *c, const game *g, int who)
{
	return game_seat_name(c->n, g, who);
}

static int refuse(ctx *c, int e)
{
	return ctx_fail(c, "%s", rpg_error(e));
}

static void resched(ctx *c, game *g)
{
	rpg_state *s = g->st;
	if (g->status != GS_RUNNING)
		return;
	s->tick++;
	gtime due = (gtime)rpg_silence_due(s, param_int(c->n, "ackarpg.silence"));
	if (due < c->now)
		due = c->now;
	game_schedule(c, g, due, (int64_t)(int32_t)s->tick);
}

static int rpg_start(ctx *c, game *g)
{
	rpg_state *s = g->st;
	rpg_init(s, c->now);
	/* 4: "The game begins when the GM posts publicly that it is beginning,
	 * and who the initial players are" (the framework's start line). */
	char span[32];
	format_span(param_int(c->n, "ackarpg.silence"), span, sizeof span);
	ctx_reply(c, "game %d: the GM keeps the characters and posts the updates; without a "
		  "public update for %s the game ends with no winner (R1250.24 10)", g->id, span);
	resched(c, g);
	return 0;
}

/* A seat named by its player's name, or -1 (failing c). */
static int seat_arg(ctx *c, game *g, const char *name)
{
	const player *p = player_by_name(c->n, name);
	int who = p ? game_seat_of(g, p->id) : -1;
	if (who < 0 || (g->seats[who].flags & SEAT_LEFT)) {
		ctx_fail(c, "%s is not a player of game %d", name, g->id);
		return -1;
	}
	return who;
}

static int char_arg(ctx *c, const rpg_state *s, const char *name)
{
	int ch = rpg_find_char(s, name);
	if (ch < 0)
		refuse(c, RPG_E_NOCHAR);
	return ch;
}

static void join_words(int argc, char **argv, int from, char *buf, size_t n)
{
	size_t at = 0;
	buf[0] = '\0';
	for (int i = from; i < argc; i++) {
		int w = snprintf(buf + at, n - at, "%s%s", i > from ? " " : "", argv[i]);
		if (w < 0 || (size_t)w >= n - at) {
			buf[n - 1] = '\0';
			/* too long: the caller's length check refuses it */
			memset(buf, 'x', n - 1);
			return;
		}
		at += (size_t)w;
	}
}

static const char *vis_word(int v)
{
	return v == RPG_PUBLIC ? "public" : v == RPG_PRIVATE ? "private" : "secret";
}

/* `set CHAR ATTR [public|private|secret] VALUE...` */
static int act_set(ctx *c, game *g, int argc, char **argv)
{
	rpg_state *s = g->st;
	if (argc < 4)
		return ctx_fail(c, "usage: play %d set CHARACTER ATTRIBUTE [public|private|secret] "
				"VALUE (R1250.24 6)", g->id);
	int vis = RPG_PUBLIC, from = 3;
	if (strcaseeq(argv[3], "public") || strcaseeq(argv[3], "private") ||
	    strcaseeq(argv[3], "secret")) {
		vis = strcaseeq(argv[3], "public") ? RPG_PUBLIC :
		      strcaseeq(argv[3], "private") ? RPG_PRIVATE : RPG_SECRET;
		from = 4;
	}
	/* What the GM keeps from the players is a hidden move (6: "free to
	 * tell players as much or little ... as he wishes"). */
	int old = -1;
	int ch = rpg_find_char(s, argv[1]);
	if (ch >= 0)
		old = rpg_find_attr(s, ch, argv[2]);
	if (vis != RPG_PUBLIC || (old >= 0 && s->attrs[old].vis != RPG_PUBLIC))
		c->hidden = 1;
	if (argc <= from)
		return ctx_fail(c, "usage: play %d set CHARACTER ATTRIBUTE [public|private|secret] "
				"VALUE (R1250.24 6)", g->id);
	if (ch < 0)
		return refuse(c, RPG_E_NOCHAR);
	char value[RPG_VALUE + 8];
	join_words(argc, argv, from, value, sizeof value);
	int e = rpg_set_attr(s, ch, argv[2], value, vis);
	if (e)
		return refuse(c, e);
	ctx_reply(c, "game %d: %s's %s is now %s (%s) (R1250.24 6)", g->id, s->chars[ch].name,
		  argv[2], value, vis_word(vis));
	if (vis == RPG_PRIVATE && s->chars[ch].seat >= 0) {
		char m[300];
		snprintf(m, sizeof m, "game %d: your character %s's %s is now %s (R1250.24 6)", g->id,
			 s->chars[ch].name, argv[2], value);
		mut_tell(c, g->seats[s->chars[ch].seat].pid, FROM, m);
	}
	return c->hidden ? 1 : 0;
}

static int act_roll(ctx *c, game *g, int argc, char **argv)
{
	int from = 1;
	if (argc > 1 && strcaseeq(argv[1], "secret")) {
		c->hidden = 1; /* the draws too: for the GM alone */
		from = 2;
	}
	amd_request r;
	char err[160];
	if (amd_parse(argc - from, argv + from, &r, err, sizeof err))
		return ctx_fail(c, "%s; usage: play %d roll [secret] #S SIDES #D DICE ...", err,
				g->id);
	if (c->actor->id == g->referee)
		ctx_reply(c, "game %d: the GM rolls the Ackanomic Magic Dice%s (R1250.24 1): ", g->id,
			  c->hidden ? " for emself" : "");
	else
		ctx_reply(c, "game %d: the referee %s rolls the Ackanomic Magic Dice%s (R1250.24 1, 3): ",
			  g->id, c->actor->name, c->hidden ? " for emself" : "");
	amd_roll(c->rng, &r, &c->out);
	return c->hidden ? 1 : 0;
}

static void finish(ctx *c, game *g, int winner)
{
	if (winner >= 0) {
		char why[160];
		snprintf(why, sizeof why, "the GM posts that the game has ended and that %s has won "
			 "(R1250.24 8, 10)", nm(c, g, winner));
		game_end(c, g, &winner, 1, why);
		game_trophy(c, g, g->winners[0]); /* 9: "a standard trophy" */
	} else {
		game_end(c, g, NULL, 0, "the GM posts that the game has ended, with no winner "
			 "(R1250.24 8, 10)");
	}
}

static int gm(ctx *c, game *g, int argc, char **argv)
{
	rpg_state *s = g->st;
	const char *v = argv[0];
	int e;
	if (strcaseeq(v, "character") && (argc == 2 || (argc == 4 && strcaseeq(argv[2], "for")))) {
		int who = -1;
		if (argc == 4 && (who = seat_arg(c, g, argv[3])) < 0)
			return -1;
		int ch = rpg_add_char(s, argv[1], who);
		if (ch < 0)
			return refuse(c, -ch);
		if (who >= 0)
			ctx_reply(c, "game %d: %s plays the character %s (R1250.24 6)", g->id,
				  nm(c, g, who), argv[1]);
		else
			ctx_reply(c, "game %d: the GM's character %s (R1250.24 6)", g->id, argv[1]);
		return 0;
	}
	if (strcaseeq(v, "set"))
		return act_set(c, g, argc, argv);
	if (strcaseeq(v, "unset") && argc == 3) {
		int ch = rpg_find_char(s, argv[1]);
		int a = ch >= 0 ? rpg_find_attr(s, ch, argv[2]) : -1;
		if (a >= 0 && s->attrs[a].vis != RPG_PUBLIC)
			c->hidden = 1;
		if (ch < 0)
			return refuse(c, RPG_E_NOCHAR);
		if ((e = rpg_del_attr(s, ch, argv[2])))
			return refuse(c, e);
		ctx_reply(c, "game %d: %s no longer has %s (R1250.24 6)", g->id, s->chars[ch].name,
			  argv[2]);
		return c->hidden ? 1 : 0;
	}
	if (strcaseeq(v, "fate") && argc == 3) {
		int ch = char_arg(c, s, argv[1]);
		if (ch < 0)
			return -1;
		int st = strcaseeq(argv[2], "active") ? RPG_ACTIVE : strcaseeq(argv[2], "gone") ?
			 RPG_GONE : strcaseeq(argv[2], "dead") ? RPG_DEAD : 0;
		if (!st)
			return ctx_fail(c, "usage: play %d fate CHARACTER active|gone|dead (R1250.24 5)",
					g->id);
		rpg_set_state(s, ch, st);
		ctx_reply(c, "game %d: %s is %s (R1250.24 5)", g->id, s->chars[ch].name,
			  st == RPG_ACTIVE ? "in the story" : st == RPG_GONE ? "gone from the story" :
			  "dead");
		return 0;
	}
	if (strcaseeq(v, "update") && argc >= 2) {
		char t[RPG_UPDATE + 8];
		join_words(argc, argv, 1, t, sizeof t);
		if ((e = rpg_post_update(s, t, c->now)))
			return refuse(c, e);
		ctx_reply(c, "game %d: the GM's update: %s (R1250.24 10)", g->id, t);
		return 0;
	}
	if (strcaseeq(v, "roll"))
		return act_roll(c, g, argc, argv);
	if (strcaseeq(v, "admit") && argc == 2) {
		const player *p = player_by_name(c->n, argv[1]);
		if (!p)
			return ctx_fail(c, "there is no player %s", argv[1]);
		if (p->id == g->referee)
			return ctx_fail(c, "the GM is not one of the players (R1250.24 3)");
		int who = game_seat_of(g, p->id);
		if (who >= 0 && !(g->seats[who].flags & SEAT_LEFT))
			return ctx_fail(c, "%s is already playing game %d", argv[1], g->id);
		if ((e = rpg_admit(s, p->id)))
			return refuse(c, e);
		ctx_reply(c, "game %d: the GM admits %s, who may now join (R1250.24 5)", g->id,
			  argv[1]);
		return 0;
	}
	if (strcaseeq(v, "referee") && argc == 3 &&
	    (strcaseeq(argv[1], "add") || strcaseeq(argv[1], "remove"))) {
		const player *p = player_by_name(c->n, argv[2]);
		if (!p || p->id == g->referee)
			return ctx_fail(c, "%s cannot be an additional referee of game %d (R1250.24 3)",
					argv[2], g->id);
		if ((e = strcaseeq(argv[1], "add") ? rpg_add_ref(s, p->id) : rpg_del_ref(s, p->id)))
			return refuse(c, e);
		ctx_reply(c, "game %d: %s %s an additional referee, with the GM's consent (R1250.24 3)",
			  g->id, argv[2], strcaseeq(argv[1], "add") ? "becomes" : "is no longer");
		return 0;
	}
	if (strcaseeq(v, "handover") && argc == 2) {
		/* 3: "with mutual consent, this role may change during a game,
		 * but such change should be posted publicly". */
		const player *p = player_by_name(c->n, argv[1]);
		if (!p || !rpg_is_ref(s, p->id))
			return ctx_fail(c, "the GM hands the role to an additional referee of game %d "
					"(R1250.24 3)", g->id);
		if (game_seat_of(g, p->id) >= 0 && !(g->seats[game_seat_of(g, p->id)].flags &
						     SEAT_LEFT))
			return ctx_fail(c, "%s plays game %d: leave it first to be its GM (R1250.1 III "
					"e)", argv[1], g->id);
		int old = g->referee;
		if (game_set_referee(c, g, p->id))
			return -1;
		rpg_del_ref(s, p->id);
		rpg_add_ref(s, old);
		ctx_reply(c, "game %d: %s hands the role of GM to %s, by mutual consent; %s stays an "
			  "additional referee (R1250.24 3)", g->id, holder_name(c->n, old), argv[1],
			  holder_name(c->n, old));
		return 0;
	}
	if (strcaseeq(v, "end") && argc <= 2) {
		int w = -1;
		if (argc == 2 && (w = seat_arg(c, g, argv[1])) < 0)
			return -1;
		finish(c, g, w);
		return 0;
	}
	return ctx_fail(c, "usage: play %d %s", g->id, g->cls->verbs);
}

/* The records every referee keeps (3: "additional players of Ackanomic may
 * become referees"): characters, attributes, fates, dice. What the rule
 * gives the head referee alone stays the GM's: the public updates (10: "the
 * GM has not publicly posted an update"), admissions (5: "at the GM's
 * discretion"), referees (3: "with the GM's consent"), the handover and the
 * end (10: "when the GM posts that it has ended"). */
static int record_verb(const char *v)
{
	return strcaseeq(v, "character") || strcaseeq(v, "set") || strcaseeq(v, "unset") ||
	       strcaseeq(v, "fate") || strcaseeq(v, "roll");
}

static int rpg_act(ctx *c, game *g, int who, int argc, char **argv)
{
	rpg_state *s = g->st;
	size_t mark = c->out.len;
	int head = c->actor->id == g->referee;
	/* An additional referee may play too, with the GM's consent (3): e
	 * enters records whether or not e holds a seat. */
	if (!head && rpg_is_ref(s, c->actor->id)) {
		if (!record_verb(argv[0]))
			return ctx_fail(c, "only the GM (%s) may %s; an additional referee keeps the "
					"records: character, set, unset, fate, roll (R1250.24 3, 5, 10)",
					holder_name(c->n, g->referee), argv[0]);
	} else if (who >= 0) {
		return ctx_fail(c, "the referees (the GM, %s, and any additional referees) keep the "
				"game's records; a player's part is the story itself (R1250.24 6, 7)",
				holder_name(c->n, g->referee));
	} else if (!head) {
		return ctx_fail(c, "you are not playing or refereeing game %d", g->id);
	}
	int rc = gm(c, g, argc, argv);
	if (rc < 0)
		return rc;
	if (rc == 0)
		game_announce_reply(c, mark);
	resched(c, g);
	return 0;
}

static int rpg_tick(ctx *c, game *g, int64_t aux)
{
	rpg_state *s = g->st;
	if ((int32_t)aux != s->tick)
		return 0;
	if (rpg_silence_due(s, param_int(c->n, "ackarpg.silence")) > c->now) {
		resched(c, g);
		return 0;
	}
	rpg_vanish(s);
	char span[32], why[160];
	format_span(param_int(c->n, "ackarpg.silence"), span, sizeof span);
	snprintf(why, sizeof why, "no public update from the GM for %s: no winner, and the "
		 "characters have disappeared (R1250.24 10)", span);
	game_end(c, g, NULL, 0, why);
	return 0;
}

static int rpg_join(ctx *c, game *g, int who)
{
	rpg_state *s = g->st;
	/* 5: "Players may join games in progress at the GM's discretion." */
	if (!rpg_take_admit(s, g->seats[who].pid))
		return ctx_fail(c, "game %d is in progress: players join it at the GM's discretion; "
				"ask the GM to admit you (R1250.24 5)", g->id);
	ctx_reply(c, "; the GM admitted em (R1250.24 5)");
	char m[200];
	snprintf(m, sizeof m, "game %d: %s joins; it is for you to say whether e returns as e "
		 "left, as a new character, or otherwise (R1250.24 5)", g->id, nm(c, g, who));
	mut_tell(c, g->referee, FROM, m);
	return 0;
}

static int rpg_depart(ctx *c, game *g, int who)
{
	rpg_state *s = g->st;
	sbuf m = {0};
	sbuf_printf(&m, "game %d: %s has left; make an effort to work eir departure into the story "
		    "line (`play %d fate CHARACTER gone|dead`) (R1250.24 5)", g->id, nm(c, g, who),
		    g->id);
	int n = 0;
	for (int i = 0; i < s->nchars; i++)
		if (s->chars[i].seat == who && s->chars[i].state == RPG_ACTIVE)
			sbuf_printf(&m, "%s%s", n++ ? ", " : "; eir characters: ", s->chars[i].name);
	mut_tell(c, g->referee, FROM, m.s);
	sbuf_free(&m);
	return 0;
}

static json_t *rpg_view(const nomic *n, const game *g, const gviewer *v)
{
	const rpg_state *s = g->st;
	int all = v->all || (v->pid && rpg_is_ref(s, v->pid)); /* 3: the referees */
	json_t *o = json_object();
	json_t *refs = json_array();
	for (int i = 0; i < s->nrefs; i++)
		json_array_append_new(refs, json_string(holder_name(n, s->refs[i])));
	json_object_set_new(o, "additional referees", refs);
	if (s->nadmits) {
		json_t *ad = json_array();
		for (int i = 0; i < s->nadmits; i++)
			json_array_append_new(ad, json_string(holder_name(n, s->admits[i])));
		json_object_set_new(o, "admitted", ad);
	}
	json_t *chars = json_array();
	for (int i = 0; i < s->nchars; i++) {
		const rpg_char *ch = &s->chars[i];
		json_t *x = json_pack("{s:s, s:s}", "character", ch->name, "state",
			ch->state == RPG_ACTIVE ? "active" : ch->state == RPG_GONE ? "gone" : "dead");
		json_object_set_new(x, "player", ch->seat >= 0 ?
			json_string(holder_name(n, g->seats[ch->seat].pid)) : json_string("the GM"));
		json_t *at = json_array();
		for (int k = 0; k < RPG_MAX_ATTRS; k++)
			if (s->attrs[k].ch == i && rpg_can_see(s, k, v->seat, all)) {
				json_t *a = json_pack("{s:s, s:s}", "name", s->attrs[k].name, "value",
						      s->attrs[k].value);
				if (s->attrs[k].vis != RPG_PUBLIC)
					json_object_set_new(a, "shown to", json_string(vis_word(
						s->attrs[k].vis)));
				json_array_append_new(at, a);
			}
		json_object_set_new(x, "attributes", at);
		json_array_append_new(chars, x);
	}
	json_object_set_new(o, "characters", chars);
	json_t *ups = json_array();
	for (int i = 0; i < RPG_MAX_UPDATES; i++) {
		const rpg_update *u = rpg_update_at(s, i);
		if (!u)
			break;
		json_array_append_new(ups, json_string(u->text));
	}
	json_object_set_new(o, "latest updates", ups);
	json_object_set_new(o, "updates", json_integer(s->nupdates));
	return o;
}

const game_class ackarpg_class = {
	.name = "ackarpg",
	.title = "Acka Role Playing",
	.rule = "R1250.24",
	.min_players = 2,     /* 2: "At least 2 players are required" */
	.max_players = 0,     /* 2: the number of players in Ackanomic (the GM is not one) */
	.referees = 1,        /* 3: the GM; additional referees in the state */
	.joins_running = 1,   /* 5: at the GM's discretion (admit) */
	.in_games_grid = 1,   /* R1215: Art, Harfy */
	.trophy = "Jade Grapefruit", /* 9: "a standard trophy" (R1250.2) */
	.state_size = sizeof(rpg_state),
	.verbs = "(any referee) character NAME [for PLAYER] | set CHARACTER ATTRIBUTE "
		 "[public|private|secret] VALUE | unset CHARACTER ATTRIBUTE | fate CHARACTER "
		 "active|gone|dead | roll [secret] #S SIDES #D DICE ...; (the GM) update TEXT | admit "
		 "PLAYER | referee add|remove PLAYER | handover REFEREE | end [WINNER]",
	.anyone_plays = 1,    /* 3: additional referees enter records (rpg_act) */
	.start = rpg_start,
	.act = rpg_act,
	.tick = rpg_tick,
	.depart = rpg_depart,
	.join = rpg_join,
	.view = rpg_view,
};
