/* order_parse.c — turns one order as a player writes it into a dip_order.
 *
 * Lenient on purpose: any case, abbreviations or full names ("A Paris H"),
 * "-", "->", "to" or "moves to", "S"/"supports", "C"/"convoys", coasts as
 * "/nc", "(nc)" or "north coast", "via convoy", and the build/disband/waive
 * forms. It only knows the map; whether the order suits the position is
 * order_check.c's job. Errors are one line naming the part that is wrong.
 */
#include "games/diplomacy/dip_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

typedef struct {
	const dip_map *map;
	const char *s;
	char *err;
	size_t errlen;
} scanner;

static bool word(scanner *sc, const char *w)
{
	return dip__scan_word(&sc->s, w);
}

static bool any_word(scanner *sc, const char *const *ws)
{
	for (; *ws; ws++)
		if (word(sc, *ws))
			return true;
	return false;
}

static dip_unit_type scan_type(scanner *sc)
{
	static const char *const army[] = { "army", "a", NULL };
	static const char *const fleet[] = { "fleet", "f", NULL };
	if (any_word(sc, army))
		return DIP_ARMY;
	if (any_word(sc, fleet))
		return DIP_FLEET;
	return DIP_ANY_UNIT;
}

static int scan_loc(scanner *sc)
{
	return dip__scan_loc(sc->map, &sc->s, sc->err, sc->errlen);
}

/* [type] location */
static int scan_unit(scanner *sc, dip_unit_type *type, int *loc)
{
	*type = scan_type(sc);
	*loc = scan_loc(sc);
	return *loc < 0 ? -1 : 0;
}

static bool scan_symbol(scanner *sc, const char *sym)
{
	const char *s = sc->s;
	dip__skip_blanks(&s);
	size_t n = strlen(sym);
	if (strncmp(s, sym, n) != 0)
		return false;
	s += n;
	dip__skip_blanks(&s);
	sc->s = s;
	return true;
}

/* "-", "->", "=>", ">", an en dash, "to", "moves to", "m". */
static bool scan_move_sep(scanner *sc)
{
	static const char *const syms[] = { "->", "=>", "-", ">", "\xe2\x80\x93", NULL };
	for (const char *const *y = syms; *y; y++)
		if (scan_symbol(sc, *y)) {
			word(sc, "to");
			return true;
		}
	static const char *const words[] = { "moves", "move", "m", NULL };
	if (any_word(sc, words)) {
		word(sc, "to");
		return true;
	}
	return word(sc, "to");
}

static bool scan_hold(scanner *sc)
{
	static const char *const ws[] = { "holds", "hold", "h", "stands", "stand", NULL };
	return any_word(sc, ws);
}

static bool scan_via(scanner *sc)
{
	const char *save = sc->s;
	bool paren = scan_symbol(sc, "(");
	if ((word(sc, "via") || word(sc, "by")) && (word(sc, "convoy") || word(sc, "c"))) {
		if (!paren || scan_symbol(sc, ")"))
			return true;
	}
	sc->s = save;
	return false;
}

static int scan_dest(scanner *sc, dip_order *o)
{
	o->dest = scan_loc(sc);
	return o->dest < 0 ? -1 : 0;
}

static int unit_context(scanner *sc, const char *what)
{
	char w[24] = "";
	const char *s = sc->s;
	dip__skip_blanks(&s);
	size_t n = 0;
	while (s[n] && !isspace((unsigned char)s[n]) && n + 1 < sizeof w)
		n++;
	memcpy(w, s, n);
	w[n] = '\0';
	if (!w[0])
		return dip__fail(sc->err, sc->errlen, "%s", what);
	return dip__fail(sc->err, sc->errlen, "%s, not '%s'", what, w);
}

/* What follows "<unit> S": "[type] loc [H]" or "[type] loc - dest". */
static int scan_support(scanner *sc, dip_order *o)
{
	o->kind = DIP_SUPPORT;
	if (scan_unit(sc, &o->target_type, &o->target) < 0)
		return -1;
	if (scan_move_sep(sc))
		return scan_dest(sc, o);
	scan_hold(sc);
	return 0;
}

static int scan_convoy(scanner *sc, dip_order *o)
{
	o->kind = DIP_CONVOY;
	if (scan_unit(sc, &o->target_type, &o->target) < 0)
		return -1;
	if (!scan_move_sep(sc))
		return unit_context(sc, "a convoy needs the army's move, like 'A lon - bel'");
	return scan_dest(sc, o);
}

/* Everything after the ordered unit. */
static int scan_tail(scanner *sc, dip_order *o)
{
	static const char *const sup[] = { "supports", "support", "sup", "s", NULL };
	static const char *const con[] = { "convoys", "convoy", "c", NULL };
	static const char *const ret[] = { "retreats", "retreat", "r", NULL };
	static const char *const dis[] = { "disbands", "disband", "removes", "remove", "d", NULL };
	static const char *const bld[] = { "builds", "build", "b", NULL };
	const char *s = sc->s;
	dip__skip_blanks(&s);
	if (*s == '\0' || *s == '.' || scan_hold(sc)) {
		o->kind = DIP_HOLD;
		return 0;
	}
	if (any_word(sc, sup))
		return scan_support(sc, o);
	if (any_word(sc, con))
		return scan_convoy(sc, o);
	if (any_word(sc, ret)) {
		o->kind = DIP_RETREAT;
		scan_move_sep(sc);
		return scan_dest(sc, o);
	}
	if (any_word(sc, dis)) {
		o->kind = DIP_DISBAND;
		return 0;
	}
	if (any_word(sc, bld)) {
		o->kind = DIP_BUILD;
		if (o->type == DIP_ANY_UNIT) /* as "Build par" is refused, so is "par build" */
			return dip__fail(sc->err, sc->errlen, "say what to build: 'Build A %s' or 'Build F %s'",
			                 dip_loc_name(sc->map, o->loc), dip_loc_name(sc->map, o->loc));
		return 0;
	}
	if (scan_move_sep(sc)) {
		o->kind = DIP_MOVE;
		if (scan_dest(sc, o) < 0)
			return -1;
		o->via_convoy = scan_via(sc);
		return 0;
	}
	return unit_context(sc, "expected H, -, S, C, R or D after the unit");
}

static int scan_order(scanner *sc, dip_order *o)
{
	static const char *const waive[] = { "waives", "waive", NULL };
	static const char *const build[] = { "builds", "build", NULL };
	static const char *const disband[] = { "disbands", "disband", "removes", "remove", "destroy", NULL };
	static const char *const retreat[] = { "retreats", "retreat", NULL };
	if (any_word(sc, waive)) {
		o->kind = DIP_WAIVE;
		any_word(sc, build);
		return 0;
	}
	if (any_word(sc, build)) {
		o->kind = DIP_BUILD;
		if (scan_unit(sc, &o->type, &o->loc) < 0)
			return -1;
		if (o->type == DIP_ANY_UNIT)
			return dip__fail(sc->err, sc->errlen, "say what to build: 'Build A %s' or 'Build F %s'",
			                 dip_loc_name(sc->map, o->loc), dip_loc_name(sc->map, o->loc));
		return 0;
	}
	if (any_word(sc, disband)) {
		o->kind = DIP_DISBAND;
		return scan_unit(sc, &o->type, &o->loc);
	}
	if (any_word(sc, retreat)) {
		if (scan_unit(sc, &o->type, &o->loc) < 0)
			return -1;
		o->kind = DIP_RETREAT;
		scan_move_sep(sc);
		return scan_dest(sc, o);
	}
	if (scan_unit(sc, &o->type, &o->loc) < 0)
		return -1;
	return scan_tail(sc, o);
}

int dip_order_parse(const dip_map *map, const char *text, dip_order *out, char *err, size_t errlen)
{
	dip_order o = {
		.kind = DIP_HOLD, .power = -1, .type = DIP_ANY_UNIT, .loc = -1, .dest = -1,
		.target_type = DIP_ANY_UNIT, .target = -1,
	};
	if (!text)
		return dip__fail(err, errlen, "empty order");
	scanner sc = { .map = map, .s = text, .err = err, .errlen = errlen };
	dip__skip_blanks(&sc.s);
	if (*sc.s == '\0')
		return dip__fail(err, errlen, "empty order");
	if (scan_order(&sc, &o) < 0)
		return -1;
	scan_symbol(&sc, ".");
	if (*sc.s != '\0')
		return unit_context(&sc, "unexpected text at the end of the order");
	*out = o;
	return 0;
}
