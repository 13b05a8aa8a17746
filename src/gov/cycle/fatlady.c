/* fatlady.c: the Fat Lady (Ackanomic R667) and the Great Tuba of
 * Ackanomia (R901 ¶2, which R667 ¶4 names).
 *
 * R667 ¶2: she sings only after a player wins a cycle, and not until the
 * Speaker announces that she does (`fatlady sing`, the Speaker's duty): the
 * module hears "cycle-win" and records the win she owes a song
 * (fatlady_on_win). R667 ¶3: her singing lasts exactly one day (the
 * fatlady-song deadline, fatlady.song) or until a player posts an original
 * limerick politely asking her to stop (`fatlady stop TEXT`). R667 ¶4: the
 * Great Tuba's holder may accompany her with an original composition of 8
 * or more lines (`fatlady accompany TEXT`), unless e accompanied her last:
 * a Bonus Vote is created for em (kept as a count, cycle_assets).
 *
 * What a machine can check of "limerick", "politely" and "original" is
 * recorded in docs/RULINGS.md ("Cycle: the Fat Lady (R667)"). The Great
 * Tuba moves when the Magic Potato does (R901 ¶2), which the server does
 * not keep: `tuba give PLAYER` is that transfer as the rules' effect. */
#include "core/params.h"
#include "core/players.h"
#include "gov/cycle/cycle.h"
#include "econ/entities.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The text as the machine compares it: each line trimmed, blank lines
 * dropped, runs of blanks made one space, all in lower case; *lines gets
 * the number of lines kept. */
static char *normalise(const char *text, int *lines)
{
	size_t len = strlen(text);
	char *out = xcalloc(len + 1, 1);
	size_t o = 0;
	int nl = 0, in_line = 0, space = 0;
	for (const char *p = text;; p++) {
		if (*p == '\n' || *p == '\r' || *p == '\0') {
			if (in_line) {
				nl++;
				out[o++] = '\n';
			}
			in_line = space = 0;
			if (!*p)
				break;
			continue;
		}
		if (isspace((unsigned char)*p)) {
			space = in_line;
			continue;
		}
		if (space)
			out[o++] = ' ';
		space = 0;
		in_line = 1;
		out[o++] = (char)tolower((unsigned char)*p);
	}
	if (o && out[o - 1] == '\n')
		o--;
	out[o] = '\0';
	*lines = nl;
	return out;
}

/* "original": never posted to her before, as normalised. */
static int posted_before(const cycle_state *s, const char *norm)
{
	for (int i = 0; i < s->fl_ntexts; i++)
		if (strcmp(s->fl_texts[i], norm) == 0)
			return 1;
	return 0;
}

void fatlady_on_win(ctx *c, int winner)
{
	cycle_state *s = cycle_of(c);
	/* A later win replaces an earlier one not yet sung: she sings once,
	 * after the latest winner is declared (docs/RULINGS.md). */
	UNDO_SET(c->j, s->fl_owed, winner);
	UNDO_SET(c->j, s->fl_owed_cycle, s->number);
}

static void stop_singing(ctx *c, cycle_state *s)
{
	if (s->fl_dl)
		deadline_cancel(c, s->fl_dl);
	UNDO_SET(c->j, s->fl_dl, 0);
	UNDO_SET(c->j, s->fl_singing, 0);
}

int fatlady_cmd_sing(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const cycle_state *r = cycle_peek(c->n);
	char t[40];
	if (r && r->fl_singing) {
		format_time(r->fl_until, t, sizeof t);
		return ctx_fail(c, "the Fat Lady is singing already, until %s (R667)", t);
	}
	if (!r || !r->fl_owed)
		return ctx_fail(c, "the Fat Lady sings only after a player wins a cycle, and no win "
				"awaits her song (R667)");
	cycle_state *s = cycle_of(c);
	gtime until = c->now + param_int(c->n, "fatlady.song");
	UNDO_SET(c->j, s->fl_for, s->fl_owed);
	UNDO_SET(c->j, s->fl_for_cycle, s->fl_owed_cycle);
	UNDO_SET(c->j, s->fl_owed, 0);
	UNDO_SET(c->j, s->fl_owed_cycle, 0);
	UNDO_SET(c->j, s->fl_singing, 1);
	UNDO_SET(c->j, s->fl_since, c->now);
	UNDO_SET(c->j, s->fl_until, until);
	UNDO_SET(c->j, s->fl_songs, s->fl_songs + 1);
	UNDO_SET(c->j, s->fl_dl, deadline_add(c, until, &dl_fatlady_song, 0, 0));
	format_time(until, t, sizeof t);
	const char *who = holder_name(c->n, s->fl_for);
	ctx_reply(c, "the Fat Lady is singing for %s, winner of cycle %d, until %s (R667)", who,
		  s->fl_for_cycle, t);
	ctx_announce(c, "The Speaker announces that the Fat Lady is singing for %s, winner of "
		     "cycle %d, until %s at the latest (R667)", who, s->fl_for_cycle, t);
	return 0;
}

/* R667 ¶3: "any player publically posts an original limerick politely
 * asking her to stop". */
int fatlady_cmd_stop(ctx *c, int argc, char **argv)
{
	(void)argc;
	const cycle_state *r = cycle_peek(c->n);
	if (!r || !r->fl_singing)
		return ctx_fail(c, "the Fat Lady is not singing (R667)");
	int lines;
	char *norm = normalise(argv[0], &lines);
	int want = (int)param_int(c->n, "fatlady.limerick_lines");
	const char *why = NULL;
	if (lines != want)
		why = "a limerick";
	else if (!strstr(norm, "please"))
		why = "polite (it says \"please\")";
	else if (!strstr(norm, "stop"))
		why = "asking her to stop (it says \"stop\")";
	else if (posted_before(r, norm))
		why = "original: it was posted to her before";
	if (why) {
		free(norm);
		if (lines != want)
			return ctx_fail(c, "a limerick has %d lines, this has %d (R667)", want,
					lines);
		return ctx_fail(c, "the limerick must be %s (R667)", why);
	}
	cycle_state *s = cycle_of(c);
	mut_append(c, (void ***)&s->fl_texts, &s->fl_ntexts, &s->fl_texts_cap, norm, free);
	stop_singing(c, s);
	ctx_reply(c, "the Fat Lady stops singing at your polite limerick (R667)");
	ctx_announce(c, "%s politely asks the Fat Lady to stop, in a limerick, and she stops "
		     "singing (R667):\n%s", c->actor->name, argv[0]);
	return 0;
}

/* R667 ¶4: the Great Tuba's holder accompanies her. */
int fatlady_cmd_accompany(ctx *c, int argc, char **argv)
{
	(void)argc;
	const cycle_state *r = cycle_peek(c->n);
	if (!r || !r->fl_singing)
		return ctx_fail(c, "the Fat Lady is not singing (R667)");
	if (cycle_tuba_holder(c->n) != c->actor->id)
		return ctx_fail(c, "only the holder of the Great Tuba of Ackanomia may accompany "
				"her (R667, R901)");
	if (r->fl_last_accompanist == c->actor->id)
		return ctx_fail(c, "you were the last to accompany her (R667)");
	int lines;
	char *norm = normalise(argv[0], &lines);
	int want = (int)param_int(c->n, "fatlady.song_lines");
	if (lines < want) {
		free(norm);
		return ctx_fail(c, "the composition must have %d or more lines, this has %d (R667)",
				want, lines);
	}
	if (posted_before(r, norm)) {
		free(norm);
		return ctx_fail(c, "the composition must be original: it was posted to her before "
				"(R667)");
	}
	cycle_state *s = cycle_of(c);
	mut_append(c, (void ***)&s->fl_texts, &s->fl_ntexts, &s->fl_texts_cap, norm, free);
	UNDO_SET(c->j, s->fl_last_accompanist, c->actor->id);
	/* An entity (econ/entities.h): the actor is active, so only a repealed
	 * R667 could stop it, and then this command is stopped already. */
	char whynot[300];
	if (!cycle_give(c, "bonusvote", c->actor->id, "R667 ¶4", whynot, sizeof whynot))
		return ctx_fail(c, "%s", whynot);
	ctx_reply(c, "you accompany the Fat Lady on the Great Tuba; a Bonus Vote is created for "
		  "you, now %d (R667)",
		  entity_count(c->n, entity_kind_find("bonusvote"), OWNER_PLAYER(c->actor->id)));
	ctx_announce(c, "%s accompanies the Fat Lady on the Great Tuba of Ackanomia, and a Bonus "
		     "Vote is created and transferred to em (R667):\n%s", c->actor->name, argv[0]);
	return 0;
}

int cycle_tuba_holder(const nomic *n)
{
	return cycle_lasting_holder(n, "tuba", n->cycle ? n->cycle->tuba : 0);
}

/* R901 ¶2: "the Great Tuba is given to the player who just lost the Magic
 * Potato"; the Potato is not kept, so this is that transfer as the rules'
 * effect (an adopted proposal's, or the admin's). */
int tuba_cmd_give(ctx *c, int argc, char **argv)
{
	(void)argc;
	player *p = arg_player(c, argv[0]);
	if (!p)
		return -1;
	if (p->state == PS_NONPLAYER)
		return ctx_fail(c, "%s is not a player (R901)", p->name);
	if (cycle_tuba_holder(c->n) == p->id)
		return ctx_fail(c, "%s holds the Great Tuba already (R901)", p->name);
	cycle_state *s = cycle_of(c);
	char whynot[200];
	/* With `wins.entities` 1 the Tuba is an entity (kind "tuba", lasting.c):
	 * "given" by the rules, nontradeable (R500.2). */
	if (cycle_lasting_move(c, "tuba", &s->tuba, p->id, "R901 ¶2: the Magic Potato moved",
			       whynot, sizeof whynot))
		return ctx_fail(c, "%s cannot be given the Great Tuba: %s (R901)", p->name, whynot);
	ctx_reply(c, "the Great Tuba of Ackanomia is given to %s (R901)", p->name);
	ctx_announce(c, "The Great Tuba of Ackanomia is given to %s (R901)", p->name);
	return 0;
}

static int fire_song(ctx *c, const deadline *d)
{
	cycle_state *s = cycle_of(c);
	if (!s->fl_singing || s->fl_dl != d->id)
		return 0;
	UNDO_SET(c->j, s->fl_dl, 0); /* popped already */
	UNDO_SET(c->j, s->fl_singing, 0);
	ctx_reply(c, "the Fat Lady's song ends: she has sung for a day (R667)");
	ctx_announce(c, "The Fat Lady's song ends: she has sung for a day (R667)");
	return 0;
}

const deadline_kind dl_fatlady_song = {"fatlady-song", "R667", fire_song, NULL};

void fatlady_show(const nomic *n, sbuf *out, int tuba_always)
{
	const cycle_state *s = cycle_peek(n);
	char t[40];
	if (s && s->fl_singing) {
		format_time(s->fl_until, t, sizeof t);
		sbuf_printf(out, "the Fat Lady is singing for %s, winner of cycle %d, until %s (R667)",
			    holder_name(n, s->fl_for), s->fl_for_cycle, t);
	} else if (s && s->fl_owed) {
		sbuf_printf(out, "the Fat Lady awaits the Speaker's announcement to sing for %s, "
			    "winner of cycle %d (R667)", holder_name(n, s->fl_owed),
			    s->fl_owed_cycle);
	} else {
		sbuf_printf(out, "the Fat Lady is silent (R667)");
	}
	if (s && s->fl_owed && s->fl_singing)
		sbuf_printf(out, "; then she owes %s, winner of cycle %d, a song",
			    holder_name(n, s->fl_owed), s->fl_owed_cycle);
	if (s && s->fl_last_accompanist)
		sbuf_printf(out, "; last accompanied by %s", holder_name(n, s->fl_last_accompanist));
	int tuba = cycle_tuba_holder(n);
	if (tuba_always || tuba)
		sbuf_printf(out, "\nthe Great Tuba of Ackanomia: %s (R901)",
			    tuba ? holder_name(n, tuba) : "nobody");
}

int fatlady_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	sbuf b = {0};
	fatlady_show(c->n, &b, 1);
	ctx_reply(c, "%s", b.s);
	free(b.s);
	return 0;
}

json_t *fatlady_json(const nomic *n)
{
	const cycle_state *s = cycle_peek(n);
	const char *state = s && s->fl_singing ? "singing" : s && s->fl_owed ? "awaiting" : "silent";
	json_t *o = json_pack("{s:s, s:i}", "state", state, "songs", s ? s->fl_songs : 0);
	if (s && s->fl_singing) {
		char a[40], b[40];
		format_time(s->fl_since, a, sizeof a);
		format_time(s->fl_until, b, sizeof b);
		json_object_set_new(o, "for", json_string(holder_name(n, s->fl_for)));
		json_object_set_new(o, "for_cycle", json_integer(s->fl_for_cycle));
		json_object_set_new(o, "since", json_string(a));
		json_object_set_new(o, "until", json_string(b));
	}
	if (s && s->fl_owed) {
		json_object_set_new(o, "awaiting", json_string(holder_name(n, s->fl_owed)));
		json_object_set_new(o, "awaiting_cycle", json_integer(s->fl_owed_cycle));
	}
	json_object_set_new(o, "last_accompanist",
			    s && s->fl_last_accompanist
				    ? json_string(holder_name(n, s->fl_last_accompanist))
				    : json_null());
	return o;
}
