/* otzma_use.c: using an Otzma Card (Ackanomic R1240.1 E): only its owner,
 * once (it is destroyed), not while e owns more cards than allowed
 * (R1240.1 ¶6), and in the public forum at most once in three days
 * (R1240.1 E 8). Every use is recorded as a play (otzma_play.c), which
 * may be Countered. The effects built: Skeleton Key (R1240.16 2, freed
 * from the Gaol, src/gov/crime) and Foul Fowl (R1240.11, the Chartreuse
 * Goose to a named active player, src/gov/cycle), at once (they have a
 * Counter-Action, E 9 a); Go Fish Counters a play (R1240.2) and Shield
 * keeps Go Fish off one (R1240.50); Roulette Wheel (R1240.20) and
 * Training Regime (R1240.21) have no Counter-Action and take effect three
 * days later (E 9 b). Share my Expenses, Share your income, Arctic
 * Explorer and Swinging Sale are checked and carried out by otzma_share.c
 * and otzma_explore.c; Tactical Retreat (R1240.9) and Paratroop (R1240.10)
 * act on Party Chess, through src/games/pchess/pchess_retreat.c; Map Shard
 * (R1240.3) by otzma_shard.c, on Buried Treasure (src/econ/treasure);
 * TruthSeeker (R1240.12) by src/econ/machine/machine_seek.c, Founder's Boon
 * (R1240.19) by src/society/orgs/orgs_church_boon.c. */
#include "society/otzma/otzma.h"

#include "core/ctx.h"
#include "core/undo.h"
#include "econ/machine/machine.h"
#include "gov/crime/crime.h"
#include "games/pchess/pchess_game.h"
#include "gov/cycle/cycle.h"
#include "society/character/character.h"
#include "society/orgs/orgs.h"

#include <stdio.h>
#include <string.h>

static int use_skeleton_key(ctx *c, int argc, char **argv, int64_t *aux)
{
	/* R1240.16 1: entering a location needs a declared intention to
	 * enter, which the land's locations do not record. */
	if (argc > 1 && strcasecmp(argv[1], "gaol") != 0)
		return ctx_fail(c, "a Skeleton Key is used here to free yourself from a Gaol cell: "
				"`otzma use CARD gaol` (R1240.16 2)");
	const gaol_stay *st = crime_gaol_stay(c->n, c->actor->id);
	if (!st || !crime_in_gaol(c->n, c->actor->id))
		return ctx_fail(c, "you are not in the Gaol (R1240.16 2)");
	/* What is left of the sentence, for the Counter-Action. */
	*aux = st->until > c->now ? st->until - c->now : 0;
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

/* R1240.20 ¶1: "must name a Otzma Card that is in eir possession" (the
 * Gadgets it also names do not exist). */
static int roulette_check(ctx *c, int argc, char **argv, int self, int64_t *aux)
{
	const entity *e = argc > 1 ? entity_find(c->n, argv[1]) : NULL;
	if (!otzma_type_of(e) || e->id == self || !owner_eq(e->owner, OWNER_PLAYER(c->actor->id)))
		return ctx_fail(c, "name another Otzma Card you own: `otzma use CARD #ID` "
				"(R1240.20 ¶1)");
	*aux = e->id;
	return 0;
}

/* Checks the use of a type whose effect comes later or acts on a play. */
static int check_play(ctx *c, const otzma_type *t, int argc, char **argv, int self, int64_t *aux)
{
	char buf[200];
	const char *no = NULL, *arg = argc > 1 ? argv[1] : NULL;
	if (strcmp(t->word, "go-fish") == 0)
		no = otzma_go_fish_check(c->n, c->now, arg, buf, sizeof buf);
	else if (strcmp(t->word, "shield") == 0)
		no = otzma_shield_check(c->n, c->now, arg, buf, sizeof buf);
	else if (strcmp(t->word, "training-regime") == 0)
		no = otzma_training_check(c->n, c->actor->id, arg, buf, sizeof buf);
	else if (strcmp(t->word, "roulette-wheel") == 0)
		return roulette_check(c, argc, argv, self, aux);
	else if (strcmp(t->word, "tactical-retreat") == 0) /* R1240.9: Party Chess's side */
		no = pchess_retreat_cannot(c->n);
	else if (strcmp(t->word, "paratroop") == 0) /* R1240.10 2 */
		no = pchess_para_cannot(c->n, c->actor->id);
	return no ? ctx_fail(c, "%s", no) : 0;
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
	if (!t->built) /* every type of the seed is built; a type added later may not be */
		return ctx_fail(c, "the effect of %s %s (%s) is not built; the card is kept",
				otzma_article(t), t->name, t->rule);
	const otzma_pl *rec = otzma_pl_peek(c->n, pid);
	int64_t gap = param_int(c->n, "otzma.public_gap");
	if (rec && rec->public_use && c->now - rec->public_use < gap) {
		char b[32];
		format_time(rec->public_use + gap, b, sizeof b);
		return ctx_fail(c, "you used an Otzma Card in the public forum less than three days "
				"ago; wait until %s (R1240.1 E 8)", b);
	}
	int shard = strcmp(t->word, "map-shard") == 0; /* R1240.3: otzma_shard.c */
	int seek = strcmp(t->word, "truthseeker") == 0; /* R1240.12: econ/machine */
	int boon = strcmp(t->word, "founders-boon") == 0; /* R1240.19: orgs_church_boon.c */
	int borg = 0, bact = 0, btarget = 0;
	if (argc > 2 && !otzma_more_type(t) && !shard && !boon)
		return ctx_fail(c, "too many words: `otzma use CARD [ARG]` (%s)", t->rule);
	int id = e->id;
	int64_t aux = 0;
	otzma_more more; /* otzma_share.c, otzma_explore.c */
	int rc = strcmp(t->word, "skeleton-key") == 0 ? use_skeleton_key(c, argc, argv, &aux)
		 : strcmp(t->word, "foul-fowl") == 0  ? use_foul_fowl(c, argc, argv)
		 : shard			      ? otzma_shard_check(c, argc, argv, &more)
		 : seek				      ? machine_seek_check(c, argc, argv, &aux)
		 : boon ? church_boon_check(c, argc, argv, &borg, &bact, &btarget)
		 : otzma_more_type(t)		      ? otzma_more_check(c, t, argc, argv, &more)
						      : check_play(c, t, argc, argv, id, &aux);
	if (rc)
		return -1;
	int target = 0;
	if (strcmp(t->word, "go-fish") == 0 || strcmp(t->word, "shield") == 0)
		target = otzma_play_target(c->n, argv[1]);
	/* The named Characteristic in its rule's spelling (R1240.21 1). */
	const char *arg = argc > 1 ? argv[1] : NULL;
	if (strcmp(t->word, "training-regime") == 0 && arg)
		arg = strcasecmp(arg, "random") == 0 ? NULL : charac_find(arg)->name;
	char why[96];
	snprintf(why, sizeof why, "R1240.1 E 2: used by %s", c->actor->name);
	if (entity_destroy(c, e, why))
		return -1;
	otzma_pl *p = otzma_pl_of(c, pid);
	UNDO_SET(c->j, p->public_use, c->now);
	ctx_say(c, "%s uses the Otzma Card #%d, %s %s (%s)%s%s; it is destroyed (R1240.1 E 2, 5)",
		c->actor->name, id, otzma_article(t), t->name, t->rule, argc > 1 ? " on " : "",
		argc > 1 ? argv[1] : "");
	otzma_play *pl = otzma_play_add(c, t, id, target, arg, aux);
	if (boon) { /* what the Founder's Boon does, three days later (E 9 b) */
		UNDO_SET(c->j, pl->mark, borg);
		UNDO_SET(c->j, pl->aux, bact);
		UNDO_SET(c->j, pl->named, btarget);
	}
	if (otzma_more_type(t) && otzma_more_effect(c, pl, &more))
		return -1;
	if (shard && otzma_shard_effect(c, pl, &more))
		return -1;
	if (seek && machine_seek_effect(c, id, pid, aux))
		return -1;
	char b[32];
	format_time(pl->until, b, sizeof b);
	if (!t->counter)
		ctx_say(c, "it takes effect at %s unless a Go Fish Counters it first (R1240.1 E 9 b)",
			b);
	else if (!target || otzma_play_find(c->n, target)->type != t || strcmp(t->word, "go-fish"))
		ctx_say(c, "a Go Fish may Counter it until %s (R1240.1 E 9 a)", b);
	if (strcmp(t->word, "tactical-retreat") == 0)
		pchess_retreat_card(c, id); /* R1240.9 2 */
	if (strcmp(t->word, "paratroop") == 0)
		pchess_para_card(c, pid, id); /* R1240.10 2 */
	if (target && strcmp(t->word, "go-fish") == 0)
		return otzma_play_counter(c, pl);
	if (target)
		return otzma_play_shield(c, pl);
	return 0;
}
