/* character_defs.c: every characteristic the rules define (Ackanomic R540:
 * "Certain types of entities may be defined as having Characteristics"),
 * each with its rule, its range and its default. Like the entities' kinds,
 * they are code: what a rule says of them does not change while it
 * stands, and one whose rule is repealed is no longer changed (bind.h).
 *
 * R540 ¶3: "The normal range for a Characteristic is from 0 to 100, unless
 * the Rule describing that Characteristic assigns a different range ... The
 * default value for a Characteristic is either 0 or the lowest possible
 * value for that Characteristic, whichever is lower, unless a different
 * value is defined to be the default". Every one below names its own. */
#include "core/util.h"
#include "society/character/character.h"

#define INF CHARAC_UNBOUNDED

const charac_def charac_defs[] = {
	/* R540.1: "The Harf Value for a Player starts at a default of 0, and
	 * has a range which encompasses any integral value." */
	{"Harf", "harf", "R540.1", -INF, INF, 0, 0, 0},
	/* R540.2: "The range of these Characteristics is between 3 and 18,
	 * and their Default Value is 10 ... are Testable"; the roll is "three
	 * six-sided dice" (R541: "the same distribution as that
	 * characteristic"). */
	{"Strength", "strength", "R540.2", 3, 18, 10, 3, 0},
	{"Intelligence", "intelligence", "R540.2", 3, 18, 10, 3, 0},
	{"Wisdom", "wisdom", "R540.2", 3, 18, 10, 3, 0},
	{"Dexterity", "dexterity", "R540.2", 3, 18, 10, 3, 0},
	{"Constitution", "constitution", "R540.2", 3, 18, 10, 3, 0},
	{"Charisma", "charisma", "R540.2", 3, 18, 10, 3, 0},
	/* R540.3: "Alignment has a range of all integers, while the others
	 * have a range of all non-negative integers. Each has a default value
	 * of 0." */
	{"Fire Skill", "fire", "R540.3", 0, INF, 0, 0, 0},
	{"Water Skill", "water", "R540.3", 0, INF, 0, 0, 0},
	{"Earth Skill", "earth", "R540.3", 0, INF, 0, 0, 0},
	{"Air Skill", "air", "R540.3", 0, INF, 0, 0, 0},
	{"Alignment", "alignment", "R540.3", -INF, INF, 0, 0, 0},
	/* R550: "Every player has an Honour Characteristic with a Default
	 * Value of 0 and a range of -100 to 100"; R550.10 wraps it. */
	{"Honour", "honour", "R550", -100, 100, 0, 0, CH_WRAP},
	{NULL, NULL, NULL, 0, 0, 0, 0, 0},
};

const charac_def *charac_find(const char *name)
{
	for (const charac_def *d = charac_defs; name && d->name; d++)
		if (strcaseeq(d->name, name) || strcaseeq(d->word, name))
			return d;
	if (name && strcaseeq(name, "honor")) /* the other spelling */
		return charac_find("Honour");
	return NULL;
}

const char *alignment_name(int64_t a)
{
	/* R540.3: "Players whose Alignment is -1, 0, or 1 are considered
	 * Neutral; those whose Alignment is less than -1 are considered
	 * Chaotic, and those whose Alignment is greater than 1 are considered
	 * Lawful." */
	return a < -1 ? "Chaotic" : a > 1 ? "Lawful" : "Neutral";
}
