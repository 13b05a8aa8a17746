/* agenda_state.c: the agenda's state (agenda.h): its creation on first use
 * (journaled), its freeing and lookups, the numbers R431 derives from the
 * Magic Number, and the one rule of who may see what is hidden (R431's
 * submissions and bids, R671's hidden hats): agenda_may_see. */
#include "core/bind.h"
#include "econ/entities.h"
#include "gov/agenda/agenda.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void cond_free(void *p)
{
	agenda_cond *k = p;
	if (!k)
		return;
	free(k->text);
	free(k->silly);
	free(k->reading);
	free(k);
}

static void free_all(agenda_state *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nconds; i++)
		cond_free(s->conds[i]);
	for (int i = 0; i < s->nbids; i++)
		free(s->bids[i]);
	for (int i = 0; i < s->nitems; i++)
		free(s->items[i]);
	for (int i = 0; i < s->ndoomed; i++)
		free(s->doomed[i]);
	free(s->conds);
	free(s->bids);
	free(s->items);
	free(s->doomed);
	free(s);
}

agenda_state *agenda_of(ctx *c)
{
	if (!c->n->agenda) {
		c->n->agenda = xcalloc(1, sizeof *c->n->agenda);
		mut_part_made(c, agenda_free);
	}
	return c->n->agenda;
}

const agenda_state *agenda_peek(const nomic *n)
{
	return n->agenda;
}

void agenda_free(nomic *n)
{
	free_all(n->agenda);
	n->agenda = NULL;
}

void agenda_cond_free(void *p)
{
	cond_free(p);
}

agenda_cond *agenda_cond_by_num(const nomic *n, int num)
{
	const agenda_state *s = n->agenda;
	for (int i = 0; s && num > 0 && i < s->nconds; i++)
		if (s->conds[i]->num == num)
			return s->conds[i];
	return NULL;
}

agenda_item *agenda_item_of(const nomic *n, int ent)
{
	const agenda_state *s = n->agenda;
	for (int i = 0; s && i < s->nitems; i++)
		if (s->items[i]->ent == ent)
			return s->items[i];
	return NULL;
}

const char *agenda_cond_text(const agenda_cond *k)
{
	return k->silly ? k->silly : k->text;
}

int agenda_illuminatus(const nomic *n)
{
	const office *o = office_by_name(n, "Illuminatus");
	return o ? o->holder : 0;
}

int agenda_rule_stands(const nomic *n, const char *rule)
{
	char why[200];
	return n->rules && !bind_stopped(n, rule, why, sizeof why);
}

int64_t agenda_magic(const nomic *n)
{
	return param_int(n, "magic.number");
}

/* R431: "Weight bids must be integers between (-2 Magic Number / 3) and
 * (Magic Number / 3)": the integers within, both ends included
 * (docs/RULINGS.md). */
int64_t agenda_bid_min(const nomic *n)
{
	int64_t v = -2 * agenda_magic(n);
	return v / 3; /* C truncates toward zero: the ceiling of a negative */
}

int64_t agenda_bid_max(const nomic *n)
{
	int64_t mn = agenda_magic(n);
	return mn >= 0 ? mn / 3 : -((-mn + 2) / 3);
}

int agenda_may_see(const nomic *n, const vis_viewer *v, enum agenda_secret what, int owner)
{
	if (v->admin || (v->pid && v->pid == owner))
		return 1;
	if (!v->pid)
		return 0;
	/* R431: the conditions and bids are sent to the Illuminatus, who
	 * distributes the hats and checks each reveal (R431 g, R671). */
	(void)what;
	return v->pid == agenda_illuminatus(n);
}

int agenda_owner_of(const nomic *n, int ent)
{
	const entity *e = entity_by_id(n, ent);
	return e && e->owner.kind == OWN_PLAYER ? e->owner.id : 0;
}

int agenda_hatters(const nomic *n)
{
	return entity_org_hooks && entity_org_hooks->unique_id
		       ? entity_org_hooks->unique_id(n, "hatters") : 0;
}

const char *agenda_hatters_name(const nomic *n)
{
	int id = agenda_hatters(n);
	return id ? entity_org_hooks->name(n, id) : NULL;
}

int agenda_hatters_owner(ctx *c, ent_owner *out)
{
	int id = entity_org_hooks && entity_org_hooks->unique_make
			 ? entity_org_hooks->unique_make(c, "hatters") : 0;
	if (id < 0)
		return -1;
	*out = id ? OWNER_ORG(id) : OWNER_NOBODY;
	return 0;
}

static int switch_yes(const nomic *n, int ent, const char *sw)
{
	const entity *e = entity_by_id(n, ent);
	const char *v = e ? entity_switch_value(e, sw) : NULL;
	return v && strcmp(v, "yes") == 0;
}

int agenda_hat_visible(const nomic *n, int ent)
{
	return switch_yes(n, ent, "visible");
}

int agenda_hat_worn(const nomic *n, int ent)
{
	return switch_yes(n, ent, "worn");
}

int agenda_count(const nomic *n, int pid, int hat)
{
	const entity_kind *k = entity_kind_find(hat ? "hat" : "eggplant");
	return k ? entity_count(n, k, OWNER_PLAYER(pid)) : 0;
}

void agenda_say(ctx *c, const char *fmt, ...)
{
	char line[1200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	ctx_say(c, "%s", line);
}
