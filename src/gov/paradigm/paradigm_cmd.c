/* paradigm_cmd.c: the commands of the Paradigms Rule Suite: `paradigm`
 * (what is Current, R320 ¶1), `rebel` (rebelliousness, R320 ¶4),
 * `revolution` (pointing out that one begins, R320 ¶5), `paradigm set` (the
 * rules' effect), `overlord` and `overlord renounce` (R320.6), and the end
 * of a Revolution (deadline paradigm-revolution, R320 ¶5 4-5). */
#include "gov/paradigm/paradigm.h"

#include <stdlib.h>
#include <string.h>

int paradigm_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const paradigm_state *s = paradigm_peek(c->n);
	const char *cur = paradigm_current(c->n);
	const char *t[PARADIGM_MAX_TYPES];
	char rule[PARADIGM_MAX_TYPES][16];
	int k = paradigm_types(c->n, t, rule, PARADIGM_MAX_TYPES);
	if (!k) {
		ctx_reply(c, "the ruleset defines no Paradigm Types (R320)");
		return 0;
	}
	ctx_reply(c, "The Current Paradigm of Ackanomia: %s (R320)", cur ? cur : "none");
	for (int i = 0; i < k; i++)
		ctx_reply(c, "\n  %s (R%s): %s", t[i], rule[i],
			  cur && strcmp(cur, t[i]) == 0 ? "Active" : "Dormant");
	if (s && s->revolution) {
		char until[40];
		format_time(s->rev_started + param_int(c->n, "paradigm.revolution"), until,
			    sizeof until);
		ctx_reply(c, "\nA Revolution is in progress until %s; the Proto-Paradigm is %s",
			  until, s->proto ? s->proto : "none");
	}
	sbuf police = {0};
	paradigm_police_describe(c->n, &police); /* R320.7 */
	if (police.len)
		ctx_reply(c, "\nWhile the Police State is active: %s", police.s);
	sbuf_free(&police);
	if (s && s->overlord)
		ctx_reply(c, "\nThe Supreme Overlord: %s (R320.6)",
			  player_by_id(c->n, s->overlord)->name);
	if (s && s->nlaughing) {
		ctx_reply(c, "\nGuilty of the Crime of Making %s a Laughingstock (R320.6 3):",
			  s->laughing_x);
		for (int i = 0; i < s->nlaughing; i++)
			ctx_reply(c, "%s %s", i ? "," : "", player_by_id(c->n, *s->laughing[i])->name);
	}
	int voting = 0, on = 0;
	for (int i = 0; i < c->n->nplayers; i++)
		if (c->n->players[i]->state == PS_VOTING) {
			voting++;
			on += paradigm_is_rebel(c->n, c->n->players[i]->id);
		}
	ctx_reply(c, "\nRebellious: %d of %d voting players (R320 ¶4)", on, voting);
	return 0;
}

static int rebel_index(const paradigm_state *s, int who)
{
	for (int i = 0; s && i < s->nrebels; i++)
		if (*s->rebels[i] == who)
			return i;
	return -1;
}

/* R320 ¶4: a player may freely change eir rebelliousness, publicly. */
int paradigm_cmd_rebel(ctx *c, int argc, char **argv)
{
	(void)argc;
	int on;
	if (strcmp(argv[0], "on") == 0)
		on = 1;
	else if (strcmp(argv[0], "off") == 0)
		on = 0;
	else
		return ctx_fail(c, "rebelliousness is 'on' or 'off', not '%s' (R320)", argv[0]);
	int at = rebel_index(paradigm_peek(c->n), c->actor->id);
	if ((at >= 0) == on)
		return ctx_fail(c, "your rebelliousness is already %s", on ? "on" : "off");
	paradigm_state *s = paradigm_of(c);
	if (on) {
		int *id = xcalloc(1, sizeof *id);
		*id = c->actor->id;
		mut_append(c, (void ***)&s->rebels, &s->nrebels, &s->rebels_cap, id, free);
	} else {
		mut_remove_at(c, (void ***)&s->rebels, &s->nrebels, at, free);
	}
	ctx_reply(c, "your rebelliousness is %s (R320)", on ? "on" : "off");
	ctx_announce(c, "%s's rebelliousness is now %s (R320)", c->actor->name, on ? "on" : "off");
	return 0;
}

/* R320 ¶5 3: the Proto-Paradigm, drawn at random (R230 I, uniform) from the
 * Types other than Anarchy and the one Current before the Revolution. */
static const char *draw_proto(ctx *c, const char *before)
{
	const char *t[PARADIGM_MAX_TYPES], *pick[PARADIGM_MAX_TYPES];
	int k = paradigm_types(c->n, t, NULL, PARADIGM_MAX_TYPES), m = 0;
	for (int i = 0; i < k; i++)
		if (strcmp(t[i], PT_ANARCHY) != 0 && !(before && strcmp(t[i], before) == 0))
			pick[m++] = t[i];
	rng_key(c->rng, "paradigm.proto", (uint64_t)c->now);
	return m ? pick[rng_below(c->rng, (uint64_t)m)] : NULL;
}

int paradigm_cmd_revolution(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const paradigm_state *ro = paradigm_peek(c->n);
	int voting = 0, on = 0;
	for (int i = 0; i < c->n->nplayers; i++)
		if (c->n->players[i]->state == PS_VOTING) {
			voting++;
			on += paradigm_is_rebel(c->n, c->n->players[i]->id);
		}
	int64_t pct = param_int(c->n, "paradigm.rebels_percent");
	if (!(on * 100 > pct * voting) || !voting) /* R320 ¶5 (a) */
		return ctx_fail(c, "no Revolution: %d of %d voting players are rebellious, not more "
				"than %lld%% (R320 (a))", on, voting, (long long)pct);
	if (ro && ro->revolution) /* (b) */
		return ctx_fail(c, "a Revolution is already in progress (R320 (b))");
	const char *before = paradigm_current(c->n);
	const char *t[PARADIGM_MAX_TYPES];
	int k = paradigm_types(c->n, t, NULL, PARADIGM_MAX_TYPES), other = 0;
	for (int i = 0; i < k; i++) /* (c) */
		other += strcmp(t[i], PT_ANARCHY) != 0 && !(before && strcmp(t[i], before) == 0);
	if (!other)
		return ctx_fail(c, "no Revolution: no Paradigm Type exists other than the current "
				"one and Anarchy (R320 (c))");
	char *was = before ? xstrdup(before) : NULL;
	paradigm_state *s = paradigm_of(c);
	ctx_reply(c, "a Revolution begins (R320)");
	ctx_announce(c, "%s points out that a Revolution shall begin: it does (R320)",
		     c->actor->name);
	UNDO_SET(c->j, s->revolution, 1);
	UNDO_SET(c->j, s->rev_started, c->now);
	undo_string(c->j, &s->before);
	s->before = was;
	/* 1: Anarchy becomes Active. */
	paradigm_activate(c, PT_ANARCHY, "R320 Revolution 1");
	/* 2: all rebelliousness goes off. */
	while (s->nrebels)
		mut_remove_at(c, (void ***)&s->rebels, &s->nrebels, s->nrebels - 1, free);
	ctx_announce(c, "  every player's rebelliousness is off (R320 Revolution 2)");
	/* 3: the Proto-Paradigm, and any draw it asks for at this point. */
	const char *proto = draw_proto(c, was);
	undo_string(c->j, &s->proto);
	s->proto = proto ? xstrdup(proto) : NULL;
	ctx_announce(c, "  the Proto-Paradigm is %s (R320 Revolution 3)", proto ? proto : "none");
	if (proto && strcmp(proto, PT_PUPPET) == 0) /* R320.6 ¶1 */
		paradigm_set_overlord(c, paradigm_draw_voter(c, 0), "R320.6, drawn for the "
				      "Proto-Paradigm");
	/* 4: exactly three days after, the Proto-Paradigm becomes Active. */
	gtime end = c->now + param_int(c->n, "paradigm.revolution");
	uint64_t id = deadline_add(c, end, &dl_paradigm_revolution, 0, 0);
	UNDO_SET(c->j, s->rev_dl, id);
	char when[40];
	format_time(end, when, sizeof when);
	ctx_announce(c, "  it becomes Active at %s (R320 Revolution 4)", when);
	return 0;
}

static int fire_revolution(ctx *c, const deadline *d)
{
	paradigm_state *s = paradigm_of(c);
	if (!s->revolution || s->rev_dl != d->id) {
		ctx_reply(c, "no Revolution in progress (R320)");
		return 0;
	}
	UNDO_SET(c->j, s->rev_dl, 0);
	ctx_reply(c, "the Revolution ends (R320)");
	/* 4, 5: the Proto-Paradigm becomes Active; the Revolution ends. A
	 * Proto-Paradigm repealed meanwhile leaves Anarchy (docs/RULINGS.md). */
	if (s->proto && paradigm_exists(c->n, s->proto))
		paradigm_activate(c, s->proto, "R320 Revolution 4: the Proto-Paradigm");
	else
		ctx_announce(c, "The Proto-Paradigm no longer exists: Anarchy remains (R320)");
	UNDO_SET(c->j, s->revolution, 0);
	undo_string(c->j, &s->proto);
	s->proto = NULL;
	ctx_announce(c, "The Revolution ends (R320 Revolution 5)");
	return 0;
}

const deadline_kind dl_paradigm_revolution = {"paradigm-revolution", "R320 Revolution 4",
					      fire_revolution, NULL};

/* The rules' effect (an adopted proposal's, or the admin's): a Type
 * becomes Active. */
int paradigm_cmd_set(ctx *c, int argc, char **argv)
{
	char name[256] = "";
	for (int i = 0; i < argc; i++) {
		if (strlen(name) + strlen(argv[i]) + 2 > sizeof name)
			return ctx_fail(c, "no Paradigm Type has so long a name");
		if (i)
			strcat(name, " ");
		strcat(name, argv[i]);
	}
	if (!paradigm_exists(c->n, name))
		return ctx_fail(c, "no Paradigm Type named '%s' exists (R320: see `paradigm`)", name);
	if (paradigm_is(c->n, name))
		return ctx_fail(c, "%s is already The Current Paradigm of Ackanomia", name);
	ctx_reply(c, "%s is The Current Paradigm of Ackanomia (R320)", name);
	return paradigm_activate(c, name, c->cause ? c->cause : "the rules' effect");
}
