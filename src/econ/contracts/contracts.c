/* contracts.c: the Contracts' state (Ackanomic R560), who may read a
 * private one (R433 c: the General Contractor keeps it private), their
 * coming into existence and their end (as entities too, R560 ¶1), their
 * deadlines (R560 ¶3 the General Contractor's three days; the expiry
 * date; a week Stale, R560 ¶18), and the module (core/module.h).
 * contracts.h says the rest. */
#include "core/module.h"
#include "econ/contracts/contracts.h"
#include "econ/entities.h"

#include <stdlib.h>
#include <string.h>

contracts *contracts_of(ctx *c)
{
	if (!c->n->contracts) {
		c->n->contracts = xcalloc(1, sizeof *c->n->contracts);
		mut_part_made(c, contracts_free);
	}
	return c->n->contracts;
}

int contract_exists(ctx *c, contract *k)
{
	if (param_int(c->n, "contracts.entities") != 1)
		return 0;
	const entity_kind *kind = entity_kind_find("contract");
	entity *e = kind ? entity_create(c, kind, k->name, OWNER_TREASURY, "R560") : NULL;
	if (!e)
		return -1;
	UNDO_SET(c->j, k->entity, e->id);
	return 0;
}

static void cancel(ctx *c, uint64_t *dl)
{
	if (*dl) {
		deadline_cancel(c, *dl);
		UNDO_SET(c->j, *dl, 0);
	}
}

void contract_end(ctx *c, contract *k, const char *why)
{
	UNDO_SET(c->j, k->status, K_DESTROYED);
	undo_string(c->j, &k->end); /* rollback frees the new text, commit the old */
	k->end = xstrdup(why);
	cancel(c, &k->expiry_dl);
	cancel(c, &k->ack_dl);
	cancel(c, &k->stale_dl);
	entity *e = k->entity ? entity_by_id(c->n, k->entity) : NULL;
	/* Its end is the rules' whatever the entity model says: a failure
	 * (the kind's rule repealed) leaves the entity, not the Contract. */
	if (e && entity_destroy(c, e, why))
		sbuf_free(&c->err);
}

static void breach_free(void *p)
{
	contract_breach *b = p;
	free(b->what);
	free(b);
}

void contract_free_one(void *p)
{
	contract *k = p;
	for (int i = 0; i < k->nbreaches; i++)
		breach_free(k->breaches[i]);
	free(k->breaches);
	free(k->name);
	free(k->text);
	free(k->pen_kind);
	free(k->end);
	free(k);
}

void contracts_free(nomic *n)
{
	contracts *s = n->contracts;
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		contract_free_one(s->v[i]);
	free(s->v);
	free(s);
	n->contracts = NULL;
}

contract *contract_find(const nomic *n, const char *name)
{
	const contracts *s = n->contracts;
	for (int i = 0; s && i < s->n; i++)
		if (s->v[i]->status != K_DESTROYED && strcaseeq(s->v[i]->name, name))
			return s->v[i];
	return NULL;
}

int contract_has(const int *v, int n, int pid)
{
	for (int i = 0; i < n; i++)
		if (v[i] == pid)
			return 1;
	return 0;
}

/* R433 a, c; R560 ¶5: a private Contract's text is the General
 * Contractor's, its signers' (the creator among them) and those it was
 * forwarded to; a player who asked to sign has not signed yet. */
int contract_may_read(const nomic *n, const contract *k, int pid, int admin)
{
	if (!k->is_private || admin)
		return 1;
	if (!pid)
		return 0;
	const office *gc = office_by_name(n, "General Contractor");
	return (gc && gc->holder == pid) || contract_has(k->signers, k->nsigners, pid) ||
	       contract_has(k->readers, k->nreaders, pid);
}

/* R560 ¶3: "which e must do within three days of recieving it". The
 * Contract stays pending: the General Contractor may still acknowledge. */
static int fire_ack(ctx *c, const deadline *d)
{
	const contracts *s = c->n->contracts;
	for (int i = 0; s && i < s->n; i++) {
		contract *k = s->v[i];
		if (k->ack_dl != d->id)
			continue;
		UNDO_SET(c->j, k->ack_dl, 0);
		if (k->status == K_PENDING)
			ctx_say(c, "the General Contractor has not acknowledged the private Contract "
				"\"%s\" within three days (R560)", k->name);
	}
	return 0;
}

/* R560: "on that date, the Contract is automatically destroyed". */
static int fire_expiry(ctx *c, const deadline *d)
{
	const contracts *s = c->n->contracts;
	for (int i = 0; s && i < s->n; i++) {
		contract *k = s->v[i];
		if (k->expiry_dl != d->id)
			continue;
		UNDO_SET(c->j, k->expiry_dl, 0);
		if (k->status == K_DESTROYED)
			continue;
		contract_end(c, k, "expired (R560)");
		ctx_say(c, "the Contract \"%s\" expires and is destroyed (R560)", k->name);
	}
	return 0;
}

/* R560 ¶18: "Any Contract which is Stale for 1 week is destroyed." */
static int fire_stale(ctx *c, const deadline *d)
{
	const contracts *s = c->n->contracts;
	for (int i = 0; s && i < s->n; i++) {
		contract *k = s->v[i];
		if (k->stale_dl != d->id)
			continue;
		UNDO_SET(c->j, k->stale_dl, 0);
		if (k->status == K_DESTROYED)
			continue;
		contract_end(c, k, "Stale for a week (R560)");
		ctx_say(c, "the Contract \"%s\" has been Stale for a week and is destroyed (R560)",
			k->name);
	}
	return 0;
}

const deadline_kind dl_contract_ack = {"contract-ack", "R560", fire_ack, NULL};
const deadline_kind dl_contract_expiry = {"contract-expiry", "R560", fire_expiry, NULL};
const deadline_kind dl_contract_stale = {"contract-stale", "R560", fire_stale, NULL};

static void contracts_free_state(nomic *n)
{
	contracts_free(n);
}

static const param_decl contracts_params[] = {
	{"contracts.penalty", PT_INT, 5, 1, 1000, "points", "R560",
	 "the penalty clause a Contract that specifies none is considered to specify", 0, NULL},
	{"contracts.missing", PT_INT, 5, 0, 1000, "points", "R560",
	 "the points a breaker loses besides when e lacks the entities the penalty names", 0,
	 NULL},
	{"contracts.ack_time", PT_DURATION, 3 * 86400, 3600, 30 * 86400, "", "R560",
	 "the General Contractor's time to acknowledge a private Contract", 0, NULL},
	{"contracts.min_expiry", PT_DURATION, 30 * 86400, 0, 366 * 86400, "", "R560",
	 "an expiry date is at least this long after the creation (\"1 month\")", 0, NULL},
	{"contracts.stale_time", PT_DURATION, 7 * 86400, 3600, 90 * 86400, "", "R560",
	 "how long a Contract is Stale before it is destroyed (\"Stale for 1 week\")", 0, NULL},
	{"contracts.entities", PT_INT, 0, 0, 1, "", "R560",
	 "1: each Contract is an entity of the model while it exists (\"A class of named "
	 "entities known as Contracts exists\")", 0, NULL},
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

/* Nomics begun at level 7 keep their Contracts as entities (core/level.h). */
static const param_level contracts_level_defaults[] = {
	{"contracts.entities", 7, 1},
	{NULL, 0, 0},
};

static void contracts_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the General Contractor's three days to acknowledge", dl_contract_ack.rule, arg);
	fn("a Contract's expiry", dl_contract_expiry.rule, arg);
	fn("a Contract Stale for a week", dl_contract_stale.rule, arg);
}

const nomic_module contracts_module = {
	.name = "contracts",
	.free_state = contracts_free_state,
	.save_state = contracts_save_state,
	.load_state = contracts_load_state,
	.state_version = 1,
	.params = contracts_params,
	.level_defaults = contracts_level_defaults,
	.commands = contracts_commands,
	.each_mechanic = contracts_mechanics,
};
