/* honour.c: the Honour System (Ackanomic R550, R550.1, R550.2, R550.3):
 * the Honourable and Dishonourable Acts, which the server applies by
 * itself where it sees them while `characteristics.auto` is 1, and R550.3's
 * titles, Champion of Honour and Evil. R550.10's wrapping is charac_change's
 * (character.c).
 *
 * R550.1: "Uniquely Honorable Acts give the Honour gain only once for each
 * player that achieves the condition for earning that honour. Repeatably
 * Honourable Acts gain the listed Honour each time the act occurs." R550.2
 * says the same of the losses. The acts the server cannot see (a Blue
 * Cross Bonus, becoming an Elder, bribing players) the admin applies as the
 * rule's effect: `honour act PLAYER ACT`. */
#include "gov/offices/offices.h"
#include "society/character/character.h"

#include <stdio.h>
#include <string.h>

const honour_act honour_acts[] = {
	/* R550.1, Uniquely Honourable Acts */
	{"torch", "receiving a Bronze Torch", 3, 1, "R550.1"},
	{"bluecross", "receiving a Blue Cross Bonus", 2, 1, "R550.1"},
	{"join", "joining the game", 1, 1, "R550.1"},
	{"elder", "becoming an Elder", 2, 1, "R550.1"},
	/* R550.1, Repeatably Honourable Acts */
	{"duel-won", "winning a Duel", 1, 0, "R550.1"},
	{"cycle-won", "winning a Cycle", 2, 0, "R550.1"},
	{"elected", "being elected to a Political Office", 1, 0, "R550.1"},
	{"appointed", "being appointed to a Functional Office", 2, 0, "R550.1"},
	/* R550.2, Uniquely Dishonourable Acts */
	{"gaol", "going to Gaol", -1, 1, "R550.2"},
	{"goose", "gaining the Chartreuse Goose for a failed PWCFJ or CWCFJ", -2, 1, "R550.2"},
	/* R550.2, Repeatably Dishonourable Acts */
	{"duel-lost", "losing a Duel", -1, 0, "R550.2"},
	{"impeached", "being Impeached from an Office", -1, 0, "R550.2"},
	{"convicted", "being convicted of a crime", -1, 0, "R550.2"},
	{"bribing", "bribing players (not Tammany) on a proposal", -1, 0, "R550.2"},
	{NULL, NULL, 0, 0, NULL},
};

const honour_act *honour_act_find(const char *word)
{
	for (const honour_act *a = honour_acts; word && a->word; a++)
		if (strcmp(a->word, word) == 0)
			return a;
	return NULL;
}

int honour_apply(ctx *c, int player_id, const honour_act *a, enum charac_voice voice)
{
	int idx = (int)(a - honour_acts);
	if (a->unique && charac_marked(c->n, player_id, idx))
		return 0;
	if (a->unique)
		charac_mark_add(c, player_id, idx);
	char why[160];
	snprintf(why, sizeof why, "%s: %s", a->rule, a->what);
	charac_change(c, player_id, charac_find("Honour"), a->delta, why, voice);
	honour_titles(c, voice);
	return 1;
}

/* R550.3: the one player strictly above (sign 1) or below (-1) all the
 * others, beyond the bar; 0 if none. Non-Players are not players. */
static int alone_beyond(const nomic *n, int sign, int64_t bar)
{
	const charac_def *h = charac_find("Honour");
	int who = 0, ties = 0;
	int64_t best = 0;
	for (int i = 0; i < n->nplayers; i++) {
		const player *p = n->players[i];
		if (p->state == PS_NONPLAYER)
			continue;
		int64_t v = charac_value_of(n, p->id, h) * sign;
		if (!who || v > best) {
			who = p->id;
			best = v;
			ties = 0;
		} else if (v == best) {
			ties = 1;
		}
	}
	return who && !ties && best > bar ? who : 0;
}

static void title_said(ctx *c, enum charac_voice voice, const char *name, const char *title)
{
	if (voice == CV_SAY)
		ctx_say(c, "%s %s (R550.3)", name, title);
	else
		ctx_announce(c, "%s %s (R550.3)", name, title);
}

void honour_titles(ctx *c, enum charac_voice voice)
{
	character *s = character_of(c);
	/* "If there is one player who has a higher honour score than all
	 * other players, and that honour score is greater than 20, then that
	 * player gets the title Champion of Honour and all other players lose
	 * the title". When no one is alone above 20 the title stays where it
	 * is (docs/RULINGS.md). */
	int champ = alone_beyond(c->n, 1, 20);
	if (champ && champ != s->champion) {
		UNDO_SET(c->j, s->champion, champ);
		title_said(c, voice, holder_name(c->n, champ), "is now the Champion of Honour");
	}
	/* "If there is one player who has a lower honour score than all other
	 * players, and that honour score is less than -20, then that player
	 * is Evil and all other players cease to be Evil." */
	int evil = alone_beyond(c->n, -1, 20);
	if (evil && evil != s->evil) {
		UNDO_SET(c->j, s->evil, evil);
		title_said(c, voice, holder_name(c->n, evil), "is now Evil");
	}
}

static void act(ctx *c, const player *p, const char *word)
{
	if (p && p->state != PS_NONPLAYER)
		honour_apply(c, p->id, honour_act_find(word), CV_RECORD);
}

int honour_on_event(ctx *c, const char *event, const json_t *data)
{
	if (!charac_auto(c->n, "R550"))
		return 0;
	if (strcmp(event, "cycle-win") == 0) {
		act(c, charac_player(c->n, data, "player"), "cycle-won");
	} else if (strcmp(event, "game") == 0 && json_is_true(json_object_get(data, "duel"))) {
		const json_t *w = json_object_get(data, "winners");
		const player *loser = charac_player(c->n, data, "loser");
		const char *winner = json_string_value(json_array_get(w, 0));
		if (loser && winner && json_array_size(w) == 1) { /* a Duel won, not drawn */
			act(c, player_by_name(c->n, winner), "duel-won");
			act(c, loser, "duel-lost");
		}
	} else if (strcmp(event, "cfj") == 0) {
		act(c, player_by_id(c->n, charac_conviction(data)), "convicted");
	} else if (strcmp(event, "office") == 0 && offices_per_seat(c->n) &&
		   json_integer_value(json_object_get(data, "seat")) > 1 &&
		   strcmp(json_string_value(json_object_get(data, "what")), "filled") == 0) {
		/* A seat past the first (R401 (i)): seat 1 is core's holder,
		 * heard in honour_on_change; each seat taken counts once. */
		const office_def *d =
			office_def_find(c->n, json_string_value(json_object_get(data, "office")));
		const player *p = player_by_id(
			c->n, (int)json_integer_value(json_object_get(data, "player")));
		if (d && p)
			act(c, p, d->kind == OK_POLITICAL ? "elected" : "appointed");
	} else if (strcmp(event, "impeachment") == 0) {
		act(c, charac_player(c->n, data, "player"), "impeached");
	} else if (strcmp(event, "gaol") == 0) {
		act(c, charac_player(c->n, data, "player"), "gaol");
	} else if (strcmp(event, "goose") == 0) {
		/* R620 1 gives the Goose for a Winning Condition CFJ (a CWCFJ,
		 * a PWCFJ) not judged TRUE. */
		const char *why = json_string_value(json_object_get(data, "reason"));
		if (why && strncmp(why, "R620 1", 6) == 0)
			act(c, charac_player(c->n, data, "player"), "goose");
	}
	return 0;
}

void honour_on_change(ctx *c, const state_change *ch)
{
	if (!charac_auto(c->n, "R550"))
		return;
	if (ch->kind == CHANGE_JOIN) {
		honour_apply(c, ch->player, honour_act_find("join"), CV_RECORD);
	} else if (ch->kind == CHANGE_OFFICE && ch->player && ch->office) {
		/* Political offices are filled by election (R401 (ix)),
		 * Functional ones by appointment (R403): docs/RULINGS.md. */
		const office_def *d = office_def_find(c->n, ch->office->name);
		if (d)
			honour_apply(c, ch->player,
				     honour_act_find(d->kind == OK_POLITICAL ? "elected" : "appointed"),
				     CV_RECORD);
	} else if (ch->kind == CHANGE_LEDGER && ch->dst > 0 && ch->amount > 0 && ch->cur &&
		   strcmp(ch->cur->name, "Bronze Torch") == 0) {
		honour_apply(c, ch->dst, honour_act_find("torch"), CV_RECORD);
	}
}
