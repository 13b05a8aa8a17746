/* fire.c: being On Fire (Ackanomic R543 "Ready, Aim...").
 *
 * "On Fire is a state that certain entities can be defined as being in ...
 * Players can be on fire. An Active, nonvacationing player who is on fire
 * must post a public message within a week after the fire is lit with the
 * text "I'm on fire" in it, or he is determined to have jumped into the
 * frozen pond and is placed On Ice. In this case, the fire is extinguished.
 * A player who is on fire may pay the standard harfer fee to extinguish
 * the fire. Fire may be put out as defined elsewhere in the rules."
 *
 * How a fire is lit is left to other rules: the admin lights one as such a
 * rule's effect (`fire light PLAYER`) and puts one out likewise (`fire out
 * PLAYER`). The public message is `say "TEXT"` (core), heard here as the
 * event "message". The week is the deadline fire-week (`fire.week`); R540.3
 * gives a player who extinguishes emself a point of Fire Skill. */
#include "core/params.h"
#include "core/players.h"
#include "society/character/character.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static int fire_index(const nomic *n, int player_id)
{
	const character *s = n->character;
	for (int i = 0; s && i < s->nfires; i++)
		if (s->fires[i]->player == player_id)
			return i;
	return -1;
}

const fire *fire_of(const nomic *n, int player_id)
{
	int i = fire_index(n, player_id);
	return i < 0 ? NULL : n->character->fires[i];
}

static void put_out(ctx *c, int player_id)
{
	character *s = character_of(c);
	int i = fire_index(c->n, player_id);
	if (i < 0)
		return;
	if (s->fires[i]->dl)
		deadline_cancel(c, s->fires[i]->dl);
	mut_remove_at(c, (void ***)&s->fires, &s->nfires, i, free);
}

static int fire_week_passed(ctx *c, const deadline *d)
{
	int i = fire_index(c->n, d->subject);
	if (i < 0)
		return 0;
	fire *f = c->n->character->fires[i];
	UNDO_SET(c->j, f->dl, 0);
	player *p = player_by_id(c->n, d->subject);
	/* Only an Active, nonvacationing player must post; the rule asks
	 * nothing of one who was not, and eir fire burns on (docs/RULINGS.md). */
	if (f->declared || !p || !player_is_active(p) || p->state == PS_VACATIONING) {
		ctx_say(c, "the week since %s's fire was lit is over (R543)%s", p ? p->name : "?",
			f->declared ? "" : ": e was not an Active, nonvacationing player");
		return 0;
	}
	/* The line goes on with what going On Ice does (core: "... is now On
	 * Ice"), as a vacation's end does. */
	ctx_reply(c, "%s did not say \"I'm on fire\" within a week: e is determined to have jumped "
		  "into the frozen pond and is placed On Ice; eir fire is extinguished (R543); ",
		  p->name);
	ctx_announce(c, "%s did not say \"I'm on fire\" within a week: e is determined to have "
		     "jumped into the frozen pond and is placed On Ice; eir fire is extinguished "
		     "(R543)", p->name);
	put_out(c, p->id);
	return player_go_on_ice(c, p);
}

const deadline_kind dl_fire_week = {"fire-week", "R543", fire_week_passed, NULL};

int character_cmd_fire_light(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player: only players can be on fire (R543)", p->name);
	if (fire_index(c->n, p->id) >= 0)
		return ctx_fail(c, "%s is on fire already (R543)", p->name);
	character *s = character_of(c);
	fire *f = xcalloc(1, sizeof *f);
	f->player = p->id;
	f->lit = c->now;
	f->dl = deadline_add(c, c->now + param_int(c->n, "fire.week"), &dl_fire_week, p->id, 0);
	mut_append(c, (void ***)&s->fires, &s->nfires, &s->fires_cap, f, free);
	char due[40];
	format_time(c->now + param_int(c->n, "fire.week"), due, sizeof due);
	ctx_say(c, "%s is on fire: e must say \"I'm on fire\" publicly by %s, or be placed On Ice "
		"(R543)", p->name, due);
	return 0;
}

int character_cmd_fire_out(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (fire_index(c->n, p->id) < 0)
		return ctx_fail(c, "%s is not on fire (R543)", p->name);
	put_out(c, p->id);
	ctx_say(c, "%s's fire is put out (R543)", p->name);
	return 0;
}

int character_cmd_fire_extinguish(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	player *p = c->actor;
	if (fire_index(c->n, p->id) < 0)
		return ctx_fail(c, "you are not on fire (R543)");
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "fee.harfer");
	if (fee > 0 && (!ad || ledger_move(c, p->id, 0, ad, fee) != 0))
		return ctx_fail(c, "extinguishing costs the Standard Harfer Fee, A$%lld, which you do "
				"not have (R543, R505 IV)", (long long)fee);
	put_out(c, p->id);
	ctx_say(c, "%s pays the Standard Harfer Fee (A$%lld) and extinguishes eir fire (R543)",
		p->name, (long long)fee);
	/* R540.3: "Whenever a player who is On Fire extinguishes eirself, eir
	 * Fire Skill increases one point." */
	charac_change(c, p->id, charac_find("Fire Skill"), 1,
		      "R540.3: a player On Fire extinguished emself", CV_SAY);
	return 0;
}

/* "with the text "I'm on fire" in it": any case, and a typographic
 * apostrophe counts as the plain one (docs/RULINGS.md). */
static int says_on_fire(const char *t)
{
	static const char *const forms[] = {"i'm on fire", "i\xe2\x80\x99m on fire", NULL};
	for (const char *s = t; *s; s++)
		for (int k = 0; forms[k]; k++) {
			size_t n = strlen(forms[k]), i = 0;
			while (i < n && s[i] &&
			       tolower((unsigned char)s[i]) == (unsigned char)forms[k][i])
				i++;
			if (i == n)
				return 1;
		}
	return 0;
}

int fire_on_event(ctx *c, const char *event, const json_t *data)
{
	if (strcmp(event, "message") != 0)
		return 0;
	const player *p = charac_player(c->n, data, "player");
	const char *text = json_string_value(json_object_get(data, "text"));
	int i = p ? fire_index(c->n, p->id) : -1;
	if (i < 0 || !text || !says_on_fire(text))
		return 0;
	fire *f = c->n->character->fires[i];
	if (!f->declared) {
		UNDO_SET(c->j, f->declared, 1);
		ctx_say(c, "%s has said that e is on fire (R543)", p->name);
	}
	return 0;
}
