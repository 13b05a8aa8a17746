/* otzma_shard.c: the Otzma Card of type Map Shard (Ackanomic R1240.3) on
 * Buried Treasure (R1217, src/econ/treasure). Its player names a Map
 * Writer or Map Custodian privy to the Map of a Treasure not yet
 * discovered; within three days (otzma.shard.window) of the card taking
 * effect (at once: it has a Counter-Action, R1240.1 E 9 a) the named
 * player privately posts 10 consecutive words of that Map to the card's
 * player: `treasure shard CARD WORDS...`, which the server checks against
 * the Map and delivers to the card's player's inbox alone (the event is
 * hidden, core/visibility.h), or `treasure shard CARD none` when the Map
 * has no 10 words. The Counter-Action makes the private post public: at
 * once if it was made, else when it is. "At least one verb and one noun"
 * is the poster's to keep: the server does not parse grammar
 * (docs/RULINGS.md). The play's fields: named, the player named; aux, the
 * Treasure; mark, the first word posted + 1 (-1: "none"), 0 not yet. */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/inbox.h"
#include "core/undo.h"
#include "econ/treasure/treasure.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHARD_WORDS 10 /* R1240.3 ¶3: "any 10 consecutive words" */

int otzma_shard_check(ctx *c, int argc, char **argv, otzma_more *u)
{
	memset(u, 0, sizeof *u);
	if (argc != 3)
		return ctx_fail(c, "a Map Shard names a Map Writer or Map Custodian and a Buried "
			 "Treasure: `otzma use CARD PLAYER TREASURE` (R1240.3 ¶2)");
	const player *p = player_by_name(c->n, argv[1]);
	if (!p)
		return ctx_fail(c, "no player named '%s' (R1240.3 ¶2)", argv[1]);
	treasure *t = treasure_arg(c, argv[2]);
	if (!t)
		return -1;
	if (t->finder.kind != OWN_NOBODY || t->map_gone)
		return ctx_fail(c, "Buried Treasure %d has been discovered or its Map destroyed: "
			 "a Map Shard names one not yet discovered (R1240.3 ¶2)", t->id);
	if (!treasure_privy(t, p->id))
		return ctx_fail(c, "%s is not a Map Writer or Map Custodian privy to the Map of "
			 "Buried Treasure %d (R1240.3 ¶2)", p->name, t->id);
	if (p->id == c->actor->id)
		return ctx_fail(c, "name another player: the post goes from the named player to "
			 "you (R1240.3 ¶3)");
	u->named = p->id;
	u->aux = t->id;
	return 0;
}

int otzma_shard_effect(ctx *c, otzma_play *p, const otzma_more *u)
{
	UNDO_SET(c->j, p->named, u->named);
	UNDO_SET(c->j, p->aux, u->aux);
	const player *w = player_by_id(c->n, u->named), *me = player_by_id(c->n, p->player);
	char b[32];
	format_time(p->at + param_int(c->n, "otzma.shard.window"), b, sizeof b);
	ctx_say(c, "%s must privately post any %d consecutive words of the Map of Buried "
		"Treasure %lld to %s by %s (`treasure shard %d WORDS...`; R1240.3 ¶3)",
		w ? w->name : "?", SHARD_WORDS, (long long)u->aux, me ? me->name : "?", b, p->card);
	return 0;
}

/* The Map's words, split at white space: malloc'd copy in *buf. */
static int split(const char *text, char **buf, char **v, int max)
{
	*buf = xstrdup(text);
	int n = 0;
	for (char *s = strtok(*buf, " \t\r\n"); s && n < max; s = strtok(NULL, " \t\r\n"))
		v[n++] = s;
	return n;
}

/* The passage of t's Map from word `from` (0-based), SHARD_WORDS long. */
static void passage(const treasure *t, int from, sbuf *out)
{
	char *buf, *v[4096];
	int n = split(t->map, &buf, v, 4096);
	for (int i = from; i < from + SHARD_WORDS && i < n; i++)
		sbuf_printf(out, "%s%s", i > from ? " " : "", v[i]);
	free(buf);
}

static void tell_post(ctx *c, const otzma_play *p, const treasure *t, int public)
{
	const player *w = player_by_id(c->n, p->named), *me = player_by_id(c->n, p->player);
	sbuf s = {0};
	if (p->mark < 0)
		sbuf_printf(&s, "the Map of Buried Treasure %d has no passage of %d consecutive "
			    "words", t->id, SHARD_WORDS);
	else
		passage(t, (int)p->mark - 1, &s);
	if (public)
		ctx_say(c, "the Counter-Action of the Map Shard #%d: %s's private post to %s is "
			"made public (R1240.3): %s", p->card, w ? w->name : "?",
			me ? me->name : "?", s.s);
	else {
		sbuf m = {0};
		if (p->mark < 0)
			sbuf_printf(&m, "Map Shard #%d: %s posts you that %s", p->card,
				    w ? w->name : "?", s.s);
		else
			sbuf_printf(&m, "Map Shard #%d: %s posts you 10 consecutive words of the Map "
				    "of Buried Treasure %d: %s", p->card, w ? w->name : "?", t->id,
				    s.s);
		mut_tell(c, p->player, "R1240.3", m.s);
		free(m.s);
	}
	free(s.s);
}

/* Words compare without case and without the punctuation around them. */
static int word_eq(const char *a, const char *b)
{
	while (*a && ispunct((unsigned char)*a))
		a++;
	while (*b && ispunct((unsigned char)*b))
		b++;
	size_t la = strlen(a), lb = strlen(b);
	while (la && ispunct((unsigned char)a[la - 1]))
		la--;
	while (lb && ispunct((unsigned char)b[lb - 1]))
		lb--;
	return la == lb && strncasecmp(a, b, la) == 0;
}

/* treasure shard CARD WORDS... | none */
int otzma_cmd_shard(ctx *c, int argc, char **argv)
{
	const char *d = argv[0][0] == '#' ? argv[0] + 1 : argv[0];
	otzma_play *p = otzma_play_find(c->n, atoi(d));
	if (!p || strcmp(p->type->word, "map-shard") != 0)
		return ctx_fail(c, "'%s' is not a Map Shard played (`otzma` lists the plays; "
			 "R1240.3)", argv[0]);
	if (p->named != c->actor->id)
		return ctx_fail(c, "the Map Shard #%d names another player (R1240.3 ¶3)", p->card);
	if (p->mark)
		return ctx_fail(c, "you have posted for the Map Shard #%d already (R1240.3 ¶3)",
				p->card);
	if (c->now > p->at + param_int(c->n, "otzma.shard.window"))
		return ctx_fail(c, "the three days of the Map Shard #%d are over (R1240.3 ¶3, "
			 "otzma.shard.window)", p->card);
	treasure *t = treasure_by_id(c->n, (int)p->aux);
	if (!t || !t->map)
		return ctx_fail(c, "no such Map (R1240.3)");
	char *buf, *v[4096];
	int n = split(t->map, &buf, v, 4096);
	int64_t mark = 0;
	if (argc == 2 && strcasecmp(argv[1], "none") == 0) {
		if (n >= SHARD_WORDS) {
			free(buf);
			return ctx_fail(c, "the Map has %d consecutive words: post them (R1240.3 ¶3)",
					SHARD_WORDS);
		}
		mark = -1;
	} else {
		/* The words may come as one quoted argument or as many. */
		sbuf all = {0};
		for (int i = 1; i < argc; i++)
			sbuf_printf(&all, "%s%s", i > 1 ? " " : "", argv[i]);
		char *pbuf, *pv[SHARD_WORDS + 1];
		int pn = split(all.s, &pbuf, pv, SHARD_WORDS + 1);
		free(all.s);
		for (int from = 0; pn == SHARD_WORDS && !mark && from + SHARD_WORDS <= n; from++) {
			int ok = 1;
			for (int i = 0; ok && i < SHARD_WORDS; i++)
				ok = word_eq(v[from + i], pv[i]);
			if (ok)
				mark = from + 1;
		}
		free(pbuf);
		if (!mark) {
			free(buf);
			return ctx_fail(c, "post %d consecutive words of the Map, as they stand in it "
				 "(R1240.3 ¶3)", SHARD_WORDS);
		}
	}
	free(buf);
	UNDO_SET(c->j, p->mark, mark);
	UNDO_SET(c->j, p->fired, 1);
	if (p->countered) {
		/* The Counter-Action happened: the post is public. */
		tell_post(c, p, t, 1);
		return 0;
	}
	c->hidden = 1; /* R1240.3 ¶3 "privately": the event is the poster's and the admin's */
	tell_post(c, p, t, 0);
	ctx_reply(c, "your post for the Map Shard #%d is sent privately to %s (R1240.3 ¶3)",
		  p->card, player_by_id(c->n, p->player) ? player_by_id(c->n, p->player)->name
							  : "?");
	return 0;
}

/* R1240.3 Counter-Action: "The private post per above shall be posted
 * publically": now if made; otzma_cmd_shard publishes a later one. */
int otzma_shard_counter(ctx *c, otzma_play *p)
{
	treasure *t = treasure_by_id(c->n, (int)p->aux);
	if (!t || !p->mark)
		return 0;
	tell_post(c, p, t, 1);
	return 0;
}
