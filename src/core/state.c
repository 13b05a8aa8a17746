/* state.c: creating, freeing and querying the folded state (see state.h). */
#include "core/idem.h"
#include "core/sessions.h"
#include "core/inbox.h"
#include "core/joining.h"
#include "core/module.h"
#include "core/rules_effects.h"
#include "core/rules_search.h"
#include "rules/rules.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

nomic *nomic_new(void)
{
	nomic *n = xcalloc(1, sizeof *n);
	n->title = xstrdup("");
	n->next_deadline_id = 1;
	return n;
}

void nomic_free(nomic *n)
{
	if (!n)
		return;
	/* The subsystems first: their state may refer to core's. */
	for (int i = 0; nomic_modules[i]; i++)
		if (nomic_modules[i]->free_state)
			nomic_modules[i]->free_state(n);
	for (int i = 0; i < n->nplayers; i++) {
		free(n->players[i]->name);
		free(n->players[i]->pending_name);
		free(n->players[i]->contact);
		free(n->players[i]->hold.v);
		free(n->players[i]);
	}
	for (int i = 0; i < n->ncurrencies; i++) {
		free(n->currencies[i]->name);
		free(n->currencies[i]);
	}
	for (int i = 0; i < n->noffices; i++) {
		free(n->offices[i]->name);
		free(n->offices[i]);
	}
	params_free(n);
	inbox_free(n);
	joining_free(n);
	idem_free(n);
	sessions_free(n);
	free(n->players);
	free(n->currencies);
	free(n->offices);
	free(n->treasury.v);
	for (int i = 0; i < n->naccounts; i++) {
		free(n->accounts[i]->name);
		free(n->accounts[i]->hold.v);
		free(n->accounts[i]);
	}
	free(n->accounts);
	free(n->heap);
	rng_streams_free(n);
	free(n->title);
	rules_search_free(n);
	rules_ruleset_free(n->rules);
	free(n);
}

static const char *const state_names[PS_COUNT] = {
	"Voting", "Non-Voting", "Vacationing", "On Ice", "Non-Player",
};

const char *player_state_name(enum player_state s)
{
	return s < PS_COUNT ? state_names[s] : "?";
}

int player_state_parse(const char *s, enum player_state *out)
{
	static const struct { const char *word; enum player_state st; } forms[] = {
		{"voting", PS_VOTING}, {"non-voting", PS_NONVOTING},
		{"nonvoting", PS_NONVOTING}, {"vacation", PS_VACATIONING},
		{"vacationing", PS_VACATIONING}, {"on-ice", PS_ONICE},
		{"onice", PS_ONICE}, {"non-player", PS_NONPLAYER},
	};
	for (size_t i = 0; i < sizeof forms / sizeof *forms; i++)
		if (strcaseeq(s, forms[i].word)) {
			*out = forms[i].st;
			return 0;
		}
	return -1;
}

int player_is_active(const player *p)
{
	return p->state == PS_VOTING || p->state == PS_NONVOTING;
}

int player_is_absent(const player *p)
{
	return p->state == PS_VACATIONING || p->state == PS_ONICE;
}

int player_is_newbie(const nomic *n, const player *p)
{
	/* R250 II d: AckaAge under 21 days. (II g, the 90-day On Ice return,
	 * is tracked from state_since when the player comes back.) */
	return p->state != PS_NONPLAYER && n->now - p->first_joined < 21 * 86400;
}

player *player_by_id(const nomic *n, int id)
{
	return id >= 1 && id <= n->nplayers ? n->players[id - 1] : NULL;
}

player *player_by_name(const nomic *n, const char *name)
{
	for (int i = 0; i < n->nplayers; i++)
		if (strcaseeq(n->players[i]->name, name))
			return n->players[i];
	return NULL;
}

/* R500.1: the name characters, plus upper case (names compare without case). */
static int is_name_char(int c)
{
	return isalnum(c) || c == ' ' || (c && strchr("!#$%&*+-/=?@\\^_|~.,'", c));
}

static const char *const reserved_names[] = {
	"admin", "clock", "treasury", "public", "system", "everyone",
};

const char *player_name_problem(const nomic *n, const char *name, const player *self)
{
	size_t len = strlen(name);
	int nondigit = 0;
	if (len < 2 || len > 20)
		return "a name is 2 to 20 characters (R251)";
	if (name[0] == ' ' || name[len - 1] == ' ')
		return "a name may not begin or end with a space (R251)";
	for (const char *p = name; *p; p++) {
		if (!is_name_char((unsigned char)*p))
			return "a name uses only name characters (R500.1)";
		if (!isdigit((unsigned char)*p))
			nondigit = 1;
	}
	if (!nondigit)
		return "a name needs a character that is not a digit (R251)";
	for (size_t i = 0; i < sizeof reserved_names / sizeof *reserved_names; i++)
		if (strcaseeq(name, reserved_names[i]))
			return "that name is reserved by the server";
	const player *other = player_by_name(n, name);
	if (other && other != self)
		return "that name is already the name of an entity (R500.1)";
	int h = holder_by_name(n, name);
	if (h >= HOLDER_ACCOUNT)
		return "that name is already the name of an entity (R500.1)";
	return NULL;
}

currency *currency_by_name(const nomic *n, const char *name)
{
	for (int i = 0; i < n->ncurrencies; i++)
		if (strcaseeq(n->currencies[i]->name, name))
			return n->currencies[i];
	/* Players write "points" and "point" alike. */
	size_t len = strlen(name);
	if (len > 1 && (name[len - 1] == 's' || name[len - 1] == 'S'))
		for (int i = 0; i < n->ncurrencies; i++)
			if (strlen(n->currencies[i]->name) == len - 1 &&
			    strncasecmp(n->currencies[i]->name, name, len - 1) == 0)
				return n->currencies[i];
	for (int i = 0; i < n->ncurrencies; i++) {
		const char *cn = n->currencies[i]->name;
		size_t cl = strlen(cn);
		if (cl == len + 1 && (cn[cl - 1] == 's' || cn[cl - 1] == 'S') &&
		    strncasecmp(cn, name, len) == 0)
			return n->currencies[i];
	}
	return NULL;
}

office *office_by_name(const nomic *n, const char *name)
{
	for (int i = 0; i < n->noffices; i++)
		if (strcaseeq(n->offices[i]->name, name))
			return n->offices[i];
	return NULL;
}

account *account_by_id(const nomic *n, int h)
{
	if (h < HOLDER_ACCOUNT || h - HOLDER_ACCOUNT >= n->naccounts)
		return NULL;
	return n->accounts[h - HOLDER_ACCOUNT];
}

const char *holder_name(const nomic *n, int h)
{
	const account *a = account_by_id(n, h);
	if (a)
		return a->name;
	const player *p = player_by_id(n, h);
	return p ? p->name : "Treasury";
}

int holder_by_name(const nomic *n, const char *name)
{
	if (strcaseeq(name, "treasury"))
		return 0;
	const player *p = player_by_name(n, name);
	if (p)
		return p->id;
	for (int i = 0; i < n->naccounts; i++)
		if (n->accounts[i]->open && strcaseeq(n->accounts[i]->name, name))
			return n->accounts[i]->id;
	return -1;
}

int holder_exists(const nomic *n, int h)
{
	const account *a = account_by_id(n, h);
	return h == 0 || player_by_id(n, h) || (a && a->open);
}

static const holdings *holdings_of(const nomic *n, int holder)
{
	if (holder == 0)
		return &n->treasury;
	const account *a = account_by_id(n, holder);
	if (a)
		return &a->hold;
	const player *p = player_by_id(n, holder);
	return p ? &p->hold : NULL;
}

int64_t balance(const nomic *n, int holder, int cur)
{
	const holdings *h = holdings_of(n, holder);
	return h && cur >= 0 && cur < h->n ? h->v[cur] : 0;
}

const char *deadline_rule(const nomic *n, const deadline *d, char *buf, size_t len)
{
	return d->kind->rule_of ? d->kind->rule_of(n, d, buf, len) : d->kind->rule;
}

const deadline *deadline_next(const nomic *n)
{
	return n->ndeadlines ? &n->heap[0] : NULL;
}

const deadline *deadline_by_id(const nomic *n, uint64_t id)
{
	for (int i = 0; i < n->ndeadlines; i++)
		if (n->heap[i].id == id)
			return &n->heap[i];
	return NULL;
}
