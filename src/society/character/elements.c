/* elements.c: The Elements (Ackanomic R540.3) and Harf (R540.1): the
 * changes the server sees happen, applied by itself while
 * `characteristics.auto` is 1.
 *
 * R540.3's triggers it sees: going On Ice involuntarily (Water and Earth
 * Skill down one, "if it is not already zero"), a grandiose proposal
 * accepted (its submitter's Alignment up one), a TRUE verdict of a CFCJ
 * becoming final (the accused's Alignment down one), winning a cycle
 * (Alignment up one), and a player On Fire extinguishing emself (Fire
 * Skill up one: fire.c). Those it does not see, since the server does not
 * run what they rest on (Otzma's Arctic Explorer, R1240.17; being Stoned,
 * R1145; the Moons, R1350; Wings, R854; harfy proposals and R1112's points,
 * for Harf too), the admin applies as the rule's effect: `characteristic
 * gain|lose PLAYER NAME [N]` (docs/CHARACTERISTICS.md). */
#include "society/character/character.h"

#include <string.h>

static void change(ctx *c, const player *p, const char *name, int64_t by, const char *why)
{
	if (p && p->state != PS_NONPLAYER)
		charac_change(c, p->id, charac_find(name), by, why, CV_RECORD);
}

int elements_on_event(ctx *c, const char *event, const json_t *data)
{
	if (!charac_auto(c->n, "R540.3"))
		return 0;
	const player *p = charac_player(c->n, data, "player");
	if (strcmp(event, "on-ice") == 0 && !json_is_true(json_object_get(data, "voluntary"))) {
		change(c, p, "Water Skill", -1, "R540.3: going On Ice involuntarily");
		change(c, p, "Earth Skill", -1, "R540.3: going On Ice involuntarily");
	} else if (strcmp(event, "cycle-win") == 0) {
		change(c, p, "Alignment", 1, "R540.3: winning a cycle");
	} else if (strcmp(event, "proposal") == 0) {
		const char *kind = json_string_value(json_object_get(data, "kind"));
		const char *result = json_string_value(json_object_get(data, "result"));
		/* gov names the kind "Grandiose" (proposal_kind_name). */
		if (kind && result && strcaseeq(kind, "grandiose") &&
		    strcmp(result, "adopted") == 0)
			change(c, charac_player(c->n, data, "author"), "Alignment", 1, "R540.3: a grandiose proposal accepted");
	} else if (strcmp(event, "cfj") == 0) {
		change(c, player_by_id(c->n, charac_conviction(data)), "Alignment", -1,
		       "R540.3: a TRUE verdict of a CFCJ became final");
	}
	return 0;
}
