/* machine_cmd.c: the commands of The Machine That Goes *ping* (Ackanomic
 * R1209): `machine` (the public view), `machine create` (¶I), `machine
 * truth` (¶III, hidden), `machine ping` (¶IV, ¶V, ¶VIII), `machine guess`
 * (¶VI), `machine abdicate` and `machine removal` (¶IX). */
#include "econ/machine/machine.h"

#include "core/params.h"
#include "core/util.h"
#include "econ/entities.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DAY 86400

static const char *name_of(const nomic *n, int pid)
{
	const player *p = player_by_id(n, pid);
	return p ? p->name : "nobody";
}

static machine *existing(ctx *c)
{
	machine *m = c->n->machine;
	if (!m || !m->ent) {
		ctx_fail(c, "the Machine That Goes *ping* does not exist: the admin makes it with "
			 "`machine create` (R1209 I)");
		return NULL;
	}
	return m;
}

/* The Scholar, or a refusal naming who may act. */
static machine *scholars(ctx *c, const char *what)
{
	machine *m = existing(c);
	if (!m)
		return NULL;
	if (!m->host || m->host != c->actor->id) {
		ctx_fail(c, "only the Scholar of *ping* (%s) may %s (R1209 II, %s)",
			 name_of(c->n, m->host), what,
			 strcmp(what, "announce a *ping*") == 0 ? "IV" : "III");
		return NULL;
	}
	return m;
}

static void say_form(sbuf *b, const char *clause)
{
	sbuf_printf(b, "\"IF AND ONLY IF today %s, THEN the Machine That Goes *ping* shall go "
		    "*ping*.\"", clause);
}

/* machine */
int machine_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const machine *m = machine_peek(c->n);
	if (!m || !m->ent) {
		ctx_reply(c, "the Machine That Goes *ping* does not exist (`machine create`, the "
			  "admin; R1209 I)");
		return 0;
	}
	char since[32];
	format_time(m->since, since, sizeof since);
	if (m->host)
		ctx_reply(c, "the Machine That Goes *ping* (#%d) is in %s's Home: %s is the Scholar "
			  "of *ping* since %s (term %d; R1209 II)", m->ent, name_of(c->n, m->host),
			  name_of(c->n, m->host), since, m->term);
	else
		ctx_reply(c, "the Machine That Goes *ping* (#%d) is in no active player's Home: "
			  "there is no Scholar of *ping* (R1209 II)", m->ent);
	if (m->disguise) {
		sbuf b = {0};
		say_form(&b, m->disguise);
		ctx_reply(c, "\nthe Machine's truth, disguised (R1209 III%s): %s",
			  m->letters && *m->letters ? ", VII" : "", b.s);
		free(b.s);
	} else if (m->host) {
		char due[32];
		format_time(m->since + param_int(c->n, "machine.truth_days"), due, sizeof due);
		ctx_reply(c, "\nthe truth is not yet announced: by %s (R1209 III)", due);
	}
	ctx_reply(c, "\n*pings* this term: %d (R1209 IV)", m->pings);
	if (m->letters && *m->letters)
		ctx_reply(c, "; Magic Letters: %s (R1209 VII)", m->letters);
	/* ¶III: the undisguised truth is the Scholar's (and the admin's). */
	if (m->truth && ((c->kind == ACTOR_PLAYER && c->actor && c->actor->id == m->host) ||
			 c->kind == ACTOR_ADMIN))
		ctx_reply(c, "\nthe truth (hidden: yours to see, R1209 III): %s", m->truth);
	return 0;
}

json_t *machine_json(const nomic *n)
{
	const machine *m = machine_peek(n);
	if (!m || !m->ent)
		return json_pack("{s:b}", "exists", 0);
	const player *p = player_by_id(n, m->host);
	return json_pack("{s:b,s:i,s:s?,s:i,s:I,s:s?,s:i,s:s}", "exists", 1, "entity", m->ent,
			 "scholar", p ? p->name : NULL, "term", m->term, "since",
			 (json_int_t)m->since, "disguised", m->disguise, "pings", m->pings,
			 "letters", m->letters ? m->letters : "");
}

/* machine create (¶I "There exists"): the admin's act. */
int machine_cmd_create(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const machine *old = machine_peek(c->n);
	if (old && old->ent)
		return ctx_fail(c, "the Machine That Goes *ping* exists already: it is unique "
				"(R1209 I)");
	const entity_kind *k = entity_kind_find("machine");
	entity *e = k ? entity_create(c, k, NULL, OWNER_NOBODY, "R1209 I: There exists") : NULL;
	if (!e)
		return -1;
	machine *m = machine_of(c);
	UNDO_SET(c->j, m->ent, e->id);
	/* ¶II: a random active player's Home (docs/RULINGS.md). */
	return machine_teleport(c, "R1209 I");
}

/* machine truth "IF-CLAUSE" (¶III): hidden. */
int machine_cmd_truth(ctx *c, int argc, char **argv)
{
	(void)argc;
	machine *m = scholars(c, "announce the Machine's truth");
	if (!m)
		return -1;
	if (m->truth)
		return ctx_fail(c, "the Machine uttered its truth this term already (R1209 III: "
				"\"one truth\")");
	const char *s = argv[0];
	while (*s == ' ')
		s++;
	char *clause = xstrdup(s);
	for (size_t n = strlen(clause); n && clause[n - 1] == ' ';)
		clause[--n] = 0;
	if (machine_truth_check(c, clause)) {
		free(clause);
		return -1;
	}
	/* The truth is the Scholar's alone (¶III "preserve the sacred truth
	 * from the eyes of heretics"): the event is hidden. */
	c->hidden = 1;
	undo_string(c->j, &m->truth);
	m->truth = clause;
	undo_string(c->j, &m->disguise);
	m->disguise = machine_disguise(clause, NULL);
	UNDO_SET(c->j, m->truth_at, c->now);
	sbuf u = {0};
	sbuf_printf(&u, "%s%s\n", m->uttered ? m->uttered : "", clause);
	undo_string(c->j, &m->uttered);
	m->uttered = u.s;
	undo_string(c->j, &m->last_truth);
	m->last_truth = xstrdup(clause);
	UNDO_SET(c->j, m->last_public, 0);
	if (m->quack_dl) {
		deadline_cancel(c, m->quack_dl);
		UNDO_SET(c->j, m->quack_dl, 0);
	}
	sbuf b = {0};
	say_form(&b, m->disguise);
	ctx_reply(c, "the Machine manifests in your dreams and utters its truth (hidden: yours "
		  "alone; R1209 III); the server announces it disguised to all Acka, in `machine`: "
		  "%s; it goes *ping* from tomorrow (R1209 IV)", b.s);
	free(b.s);
	return 0;
}

static const char *ordinal(int d)
{
	if (d % 100 >= 11 && d % 100 <= 13)
		return "th";
	return d % 10 == 1 ? "st" : d % 10 == 2 ? "nd" : d % 10 == 3 ? "rd" : "th";
}

/* machine ping [DATE] (¶IV, ¶V; ¶VIII at the thirtieth). */
int machine_cmd_ping(ctx *c, int argc, char **argv)
{
	machine *m = scholars(c, "announce a *ping*");
	if (!m)
		return -1;
	if (!m->truth)
		return ctx_fail(c, "the Machine does not go *ping* until its truth is announced "
				"(R1209 IV, IX)");
	int64_t today = c->now / DAY, day = today;
	if (argc) {
		gtime t;
		if (parse_time(argv[0], &t))
			return ctx_fail(c, "'%s' is not a date (YYYY-MM-DD)", argv[0]);
		day = t / DAY;
	}
	if (day > today)
		return ctx_fail(c, "the Scholar may not indicate that the Machine shall go *ping* on "
				"a future date (R1209 V)");
	int64_t late = param_int(c->n, "machine.late_days") / DAY;
	if (day < today - late)
		return ctx_fail(c, "a *ping* is announced on its day or during the next %lld days "
				"(R1209 V)", (long long)late);
	if (day <= m->truth_at / DAY)
		return ctx_fail(c, "the Machine goes *ping* beginning on the calendar day after the "
				"truth is announced (R1209 IV)");
	if (machine_listed(m->ping_days, day))
		return ctx_fail(c, "the Machine goes *ping* exactly once on any calendar day, and "
				"that day's *ping* is announced (R1209 IV, V)");
	machine_list_add(c, &m->ping_days, day);
	UNDO_SET(c->j, m->pings, m->pings + 1);
	time_t tt = (time_t)(day * DAY);
	struct tm tm;
	gmtime_r(&tt, &tm);
	static const char *const wd[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday",
					 "Friday", "Saturday"};
	static const char *const mo[] = {"January", "February", "March", "April", "May",
					 "June", "July", "August", "September", "October",
					 "November", "December"};
	if (day < today) {
		UNDO_SET(c->j, m->tardy, 1);
		ctx_say(c, "%s apologises for eir tardiness (R1209 V):", c->actor->name);
	}
	ctx_say(c, "%s: \"Today is %s, the %d%s day of %s, and the Machine That Goes *ping* Has "
		"Gone *ping* today. Since I have been scholar, the Machine has gone *ping* %d "
		"times.\" (R1209 IV)", c->actor->name, wd[tm.tm_wday], tm.tm_mday,
		ordinal(tm.tm_mday), mo[tm.tm_mon], m->pings);
	if (m->pings < param_int(c->n, "machine.reveal_pings"))
		machine_letter_after_ping(c, m); /* ¶VII */
	if (m->pings >= param_int(c->n, "machine.reveal_pings")) {
		/* ¶VIII: the Scholar posts the undisguised truth (the server does
		 * it), and the Machine teleports. */
		sbuf b = {0};
		say_form(&b, m->truth);
		ctx_say(c, "the Machine has gone *ping* %d times this term: its truth, undisguised "
			"(R1209 VIII): %s", m->pings, b.s);
		free(b.s);
		UNDO_SET(c->j, m->last_public, 1);
		return machine_teleport(c, "R1209 VIII");
	}
	return 0;
}

/* machine guess "TEXT" (¶VI). */
int machine_cmd_guess(ctx *c, int argc, char **argv)
{
	(void)argc;
	machine *m = existing(c);
	if (!m)
		return -1;
	int pid = c->actor->id;
	if (!m->host)
		return ctx_fail(c, "there is no Scholar of *ping* to guess at (R1209 VI)");
	if (pid == m->host)
		return ctx_fail(c, "each player other than the Scholar may guess (R1209 VI)");
	if (!m->truth)
		return ctx_fail(c, "guesses before the Scholar announces the disguised truth are "
				"wholly ignored (R1209 IX)");
	if (machine_listed(m->guessers, pid))
		return ctx_fail(c, "players are forbidden from posting more than one guess during "
				"any given term of any particular Scholar (R1209 VI)");
	machine_list_add(c, &m->guessers, pid);
	const char *scholar = name_of(c->n, m->host);
	if (machine_same(argv[0], m->truth)) {
		ctx_say(c, "%s, Scholar of *ping*, congratulates %s: the guess is the Machine's "
			"truth (R1209 VI)", scholar, c->actor->name);
		/* ¶VI "one random Boon of the Ancients": no rule defines one
		 * (docs/RULINGS.md): nothing is given. */
		ctx_say(c, "no Boon of the Ancients is given: no rule defines one (R1209 VI)");
		UNDO_SET(c->j, m->last_public, 1); /* the guess made it public */
		if (machine_may_host(c->n, pid))
			return machine_move(c, pid, "R1209 VI: the Machine transports itself to the "
					    "correct guesser's home");
		return machine_teleport(c, "R1209 VI, II: the guesser has no Home");
	}
	int64_t fine = param_int(c->n, "machine.fine");
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t have = ad ? balance(c->n, pid, ad->id) : 0;
	int64_t paid = have < fine ? have : fine;
	if (paid > 0) {
		const char *had = c->why;
		c->why = "R1209 VI: a fine for mocking the sacred truth";
		int rc = ledger_move(c, pid, 0, ad, paid);
		c->why = had;
		if (rc)
			return -1;
	}
	ctx_say(c, "%s, Scholar of *ping*, ridicules %s: wrong, O heretic! (R1209 VI); %s pays a "
		"fine of A$%lld to the Treasury for mocking the sacred truth (R1209 VI)", scholar,
		c->actor->name, c->actor->name, (long long)paid);
	return 0;
}

/* machine abdicate (¶IX "I have weighter matters to research"). */
int machine_cmd_abdicate(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	machine *m = scholars(c, "claim weightier matters");
	if (!m)
		return -1;
	if (m->truth)
		return ctx_fail(c, "weightier matters are claimed before the Scholar announces the "
				"Truth (R1209 IX)");
	ctx_say(c, "%s: \"I have weighter matters to research, such as the shape of the "
		"Earth\" (R1209 IX)", c->actor->name);
	return machine_teleport(c, "R1209 IX");
}

/* machine removal (¶IX): the Scholar's tardiness is publicly knowable. */
int machine_cmd_removal(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	machine *m = existing(c);
	if (!m)
		return -1;
	int pid = c->actor->id;
	if (!m->host || pid == m->host)
		return ctx_fail(c, "a player other than the Scholar calls for the Scholar's removal "
				"(R1209 IX)");
	if (!m->tardy)
		return ctx_fail(c, "the Scholar has announced no *ping* late this term, and the "
				"server knows of no other violation (R1209 IX)");
	if (!machine_may_host(c->n, pid))
		return ctx_fail(c, "the Machine teleports to the caller's home, and you have none "
				"(R1209 IX, II)");
	ctx_say(c, "%s calls for the removal of %s, Scholar of *ping* (R1209 IX)", c->actor->name,
		name_of(c->n, m->host));
	return machine_move(c, pid, "R1209 IX: to the home of the Player calling for the "
			    "Scholar's removal");
}
