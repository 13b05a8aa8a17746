/* ackarpg.c: the pure core of Acka Role Playing (Ackanomic R1250.24/1): the
 * characters and their attributes with their visibility, the additional
 * referees, the GM's admissions, the public updates and the 30-day silence
 * (10). Everything here is a record the GM (or a referee) keeps; the
 * storytelling and the game's rules stay with the people (6, 7). */
#include "games/ackarpg/ackarpg.h"

#include <string.h>

const char *rpg_error(int e)
{
	switch (e) {
	case RPG_OK: return "ok";
	case RPG_E_NAME: return "a name is 1 to 31 letters, digits, '-', '_', '.' or '\\'' "
		"(R1250.24)";
	case RPG_E_VALUE: return "a value is 1 to 95 characters (R1250.24)";
	case RPG_E_FULL: return "the game's records are full (R1250.24; docs/RULINGS.md)";
	case RPG_E_EXISTS: return "there is already a character of that name (R1250.24)";
	case RPG_E_NOCHAR: return "there is no such character (R1250.24)";
	case RPG_E_NOATTR: return "that character has no such attribute (R1250.24)";
	case RPG_E_REF: return "that player is not an additional referee of this game, or already "
		"is one (R1250.24 3)";
	case RPG_E_TEXT: return "an update is 1 to 239 characters (R1250.24 10)";
	}
	return "error";
}

void rpg_init(rpg_state *s, int64_t now)
{
	memset(s, 0, sizeof *s);
	s->last_update = now;
	for (int i = 0; i < RPG_MAX_ATTRS; i++)
		s->attrs[i].ch = -1;
}

int rpg_name_ok(const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || n >= RPG_NAME)
		return 0;
	for (const char *p = name; *p; p++) {
		char c = *p;
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '-' || c == '_' || c == '.' || c == '\''))
			return 0;
	}
	return 1;
}

static int same(const char *a, const char *b)
{
	for (; *a && *b; a++, b++) {
		char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
		char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
		if (x != y)
			return 0;
	}
	return *a == *b;
}

int rpg_find_char(const rpg_state *s, const char *name)
{
	for (int i = 0; i < s->nchars; i++)
		if (same(s->chars[i].name, name))
			return i;
	return -1;
}

int rpg_add_char(rpg_state *s, const char *name, int seat)
{
	if (!rpg_name_ok(name))
		return -RPG_E_NAME;
	if (rpg_find_char(s, name) >= 0)
		return -RPG_E_EXISTS;
	if (s->nchars >= RPG_MAX_CHARS)
		return -RPG_E_FULL;
	rpg_char *c = &s->chars[s->nchars];
	memset(c, 0, sizeof *c);
	memcpy(c->name, name, strlen(name));
	c->seat = (int16_t)seat;
	c->state = RPG_ACTIVE;
	return s->nchars++;
}

int rpg_set_state(rpg_state *s, int ch, int state)
{
	if (ch < 0 || ch >= s->nchars)
		return RPG_E_NOCHAR;
	s->chars[ch].state = (int16_t)state;
	return RPG_OK;
}

int rpg_find_attr(const rpg_state *s, int ch, const char *name)
{
	for (int i = 0; i < RPG_MAX_ATTRS; i++)
		if (s->attrs[i].ch == ch && same(s->attrs[i].name, name))
			return i;
	return -1;
}

int rpg_set_attr(rpg_state *s, int ch, const char *name, const char *value, int vis)
{
	if (ch < 0 || ch >= s->nchars)
		return RPG_E_NOCHAR;
	if (!rpg_name_ok(name))
		return RPG_E_NAME;
	size_t n = strlen(value);
	if (n == 0 || n >= RPG_VALUE)
		return RPG_E_VALUE;
	int i = rpg_find_attr(s, ch, name);
	if (i < 0)
		for (int k = 0; k < RPG_MAX_ATTRS && i < 0; k++)
			if (s->attrs[k].ch < 0)
				i = k;
	if (i < 0)
		return RPG_E_FULL;
	rpg_attr *a = &s->attrs[i];
	memset(a, 0, sizeof *a);
	memcpy(a->name, name, strlen(name));
	memcpy(a->value, value, n);
	a->ch = (int16_t)ch;
	a->vis = (int16_t)vis;
	return RPG_OK;
}

int rpg_del_attr(rpg_state *s, int ch, const char *name)
{
	if (ch < 0 || ch >= s->nchars)
		return RPG_E_NOCHAR;
	int i = rpg_find_attr(s, ch, name);
	if (i < 0)
		return RPG_E_NOATTR;
	memset(&s->attrs[i], 0, sizeof s->attrs[i]);
	s->attrs[i].ch = -1;
	return RPG_OK;
}

int rpg_can_see(const rpg_state *s, int attr, int seat, int all)
{
	const rpg_attr *a = &s->attrs[attr];
	if (a->ch < 0)
		return 0;
	if (all || a->vis == RPG_PUBLIC)
		return 1;
	return a->vis == RPG_PRIVATE && seat >= 0 && s->chars[a->ch].seat == seat;
}

int rpg_is_ref(const rpg_state *s, int pid)
{
	for (int i = 0; i < s->nrefs; i++)
		if (s->refs[i] == pid)
			return 1;
	return 0;
}

int rpg_add_ref(rpg_state *s, int pid)
{
	if (rpg_is_ref(s, pid))
		return RPG_E_REF;
	if (s->nrefs >= RPG_MAX_REFS)
		return RPG_E_FULL;
	s->refs[s->nrefs++] = pid;
	return RPG_OK;
}

int rpg_del_ref(rpg_state *s, int pid)
{
	for (int i = 0; i < s->nrefs; i++)
		if (s->refs[i] == pid) {
			memmove(&s->refs[i], &s->refs[i + 1], (size_t)(s->nrefs - i - 1) * sizeof *s->refs);
			s->refs[--s->nrefs] = 0;
			return RPG_OK;
		}
	return RPG_E_REF;
}

int rpg_admit(rpg_state *s, int pid)
{
	for (int i = 0; i < s->nadmits; i++)
		if (s->admits[i] == pid)
			return RPG_OK;
	if (s->nadmits >= RPG_MAX_ADMITS)
		return RPG_E_FULL;
	s->admits[s->nadmits++] = pid;
	return RPG_OK;
}

int rpg_take_admit(rpg_state *s, int pid)
{
	for (int i = 0; i < s->nadmits; i++)
		if (s->admits[i] == pid) {
			memmove(&s->admits[i], &s->admits[i + 1],
				(size_t)(s->nadmits - i - 1) * sizeof *s->admits);
			s->admits[--s->nadmits] = 0;
			return 1;
		}
	return 0;
}

int rpg_post_update(rpg_state *s, const char *text, int64_t now)
{
	size_t n = strlen(text);
	if (n == 0 || n >= RPG_UPDATE)
		return RPG_E_TEXT;
	rpg_update *u = &s->updates[s->nupdates % RPG_MAX_UPDATES];
	memset(u, 0, sizeof *u);
	memcpy(u->text, text, n);
	u->at = now;
	s->nupdates++;
	s->last_update = now;
	return RPG_OK;
}

const rpg_update *rpg_update_at(const rpg_state *s, int i)
{
	if (i < 0 || i >= s->nupdates || i >= RPG_MAX_UPDATES)
		return NULL;
	return &s->updates[(s->nupdates - 1 - i) % RPG_MAX_UPDATES];
}

int64_t rpg_silence_due(const rpg_state *s, int64_t silence)
{
	return s->last_update + silence;
}

void rpg_vanish(rpg_state *s)
{
	for (int i = 0; i < s->nchars; i++)
		if (s->chars[i].state == RPG_ACTIVE)
			s->chars[i].state = RPG_GONE;
}
