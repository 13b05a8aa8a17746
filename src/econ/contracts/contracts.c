/* contracts.c: the Contracts' state (Ackanomic R560), who may read a
 * private one (R433 c: the General Contractor keeps it private), their
 * deadlines (R560 ¶3 the General Contractor's three days; the expiry
 * date), and the module (core/module.h). contracts.h says the rest. */
#include "core/module.h"
#include "econ/contracts/contracts.h"

#include <stdlib.h>
#include <string.h>

static void undo_contracts_create(undo_entry *e)
{
	contracts_free(e->obj);
}

contracts *contracts_of(ctx *c)
{
	if (!c->n->contracts) {
		c->n->contracts = xcalloc(1, sizeof *c->n->contracts);
		undo_entry *e = undo_push(c->j, undo_contracts_create, NULL);
		e->obj = c->n;
	}
	return c->n->contracts;
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
		if (k->ack_dl)
			deadline_cancel(c, k->ack_dl);
		UNDO_SET(c->j, k->status, K_DESTROYED);
		undo_bytes(c->j, &k->end, sizeof k->end);
		k->end = xstrdup("expired (R560)");
		ctx_say(c, "the Contract \"%s\" expires and is destroyed (R560)", k->name);
	}
	return 0;
}

const deadline_kind dl_contract_ack = {"contract-ack", "R560", fire_ack, NULL};
const deadline_kind dl_contract_expiry = {"contract-expiry", "R560", fire_expiry, NULL};

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
	{NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, NULL},
};

static void contracts_mechanics(const nomic *n, mechanic_fn fn, void *arg)
{
	(void)n;
	fn("the General Contractor's three days to acknowledge", dl_contract_ack.rule, arg);
	fn("a Contract's expiry", dl_contract_expiry.rule, arg);
}

const nomic_module contracts_module = {
	.name = "contracts",
	.free_state = contracts_free_state,
	.params = contracts_params,
	.commands = contracts_commands,
	.each_mechanic = contracts_mechanics,
};
