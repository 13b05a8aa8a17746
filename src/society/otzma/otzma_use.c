/* otzma_use.c: using an Otzma Card (Ackanomic R1240.1 E): only its owner,
 * once (it is destroyed), not while e owns more cards than allowed
 * (R1240.1 ¶6), and in the public forum at most once in three days
 * (R1240.1 E 8). The effects built: Skeleton Key (R1240.16 2, freed from
 * the Gaol, src/gov/crime) and Foul Fowl (R1240.11, the Chartreuse Goose
 * to a named active player, src/gov/cycle). Both have a Counter-Action, so
 * they take effect at once (R1240.1 E 9 a); Go Fish, which alone may
 * Counter them (R1240.1 E 9 c), is not built. The other types name things
 * the server does not keep: their use is refused, the card kept
 * (docs/RULINGS.md). */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/undo.h"
#include "gov/crime/crime.h"
#include "gov/cycle/cycle.h"

#include <stdio.h>
#include <string.h>

static int use_skeleton_key(ctx *c, int argc, char **argv)
{
	/* R1240.16 1: entering a location needs a declared intention to
	 * enter, which the land's locations do not record. */
	if (argc > 1 && strcasecmp(argv[1], "gaol") != 0)
		return ctx_fail(c, "a Skeleton Key is used here to free yourself from a Gaol cell: "
				"`otzma use CARD gaol` (R1240.16 2)");
	if (!crime_in_gaol(c->n, c->actor->id))
		return ctx_fail(c, "you are not in the Gaol (R1240.16 2)");
	return gaol_release(c, c->actor->id, "R1240.16 2: a Skeleton Key");
}

static int use_foul_fowl(ctx *c, int argc, char **argv)
{
	if (argc < 2)
		return ctx_fail(c, "name an active player: `otzma use CARD PLAYER` (R1240.11)");
	if (cycle_goose_holder(c->n))
		return ctx_fail(c, "a Foul Fowl may only be played when the Chartreuse Goose is "
				"Somewhere Else (R1240.11)");
	const player *p = player_by_name(c->n, argv[1]);
	if (!p || !player_is_active(p))
		return ctx_fail(c, "'%s' is not an active player (R1240.11)", argv[1]);
	goose_move(c, p->id, "R1240.11: a Foul Fowl", 0);
	return 0;
}

/* `otzma use CARD [ARG]`. */
int otzma_cmd_use(ctx *c, int argc, char **argv)
{
	entity *e = entity_find(c->n, argv[0]);
	const otzma_type *t = otzma_type_of(e);
	if (!t)
		return ctx_fail(c, "'%s' is not an Otzma Card (`otzma` lists them)", argv[0]);
	int pid = c->actor->id;
	if (!owner_eq(e->owner, OWNER_PLAYER(pid)))
		return ctx_fail(c, "a player can only use an Otzma Card e owns (R1240.1 E 6)");
	int64_t most = param_int(c->n, "otzma.max_player");
	if (otzma_count_of(c->n, pid) > most)
		return ctx_fail(c, "you own more than %lld Otzma Cards: destroy some before using "
				"one (R1240.1 ¶4, ¶6)", (long long)most);
	if (!t->built)
		return ctx_fail(c, "the effect of %s %s (%s) is not built: the card is kept "
				"(docs/RULINGS.md)", otzma_article(t), t->name, t->rule);
	const otzma_pl *rec = otzma_pl_peek(c->n, pid);
	int64_t gap = param_int(c->n, "otzma.public_gap");
	if (rec && rec->public_use && c->now - rec->public_use < gap) {
		char b[32];
		format_time(rec->public_use + gap, b, sizeof b);
		return ctx_fail(c, "you used an Otzma Card in the public forum less than three days "
				"ago; wait until %s (R1240.1 E 8)", b);
	}
	int id = e->id;
	int rc = strcmp(t->word, "skeleton-key") == 0 ? use_skeleton_key(c, argc, argv)
							: use_foul_fowl(c, argc, argv);
	if (rc)
		return -1;
	char why[96];
	snprintf(why, sizeof why, "R1240.1 E 2: used by %s", c->actor->name);
	if (entity_destroy(c, e, why))
		return -1;
	otzma_pl *p = otzma_pl_of(c, pid);
	UNDO_SET(c->j, p->public_use, c->now);
	ctx_say(c, "%s uses the Otzma Card #%d, %s %s (%s)%s%s; it is destroyed (R1240.1 E 2, 5)",
		c->actor->name, id, otzma_article(t), t->name, t->rule, argc > 1 ? " on " : "",
		argc > 1 ? argv[1] : "");
	return 0;
}
