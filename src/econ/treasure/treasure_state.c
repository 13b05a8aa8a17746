/* treasure_state.c: the Buried Treasures' state (Ackanomic R1217): who
 * may see a Map (¶3, ¶7, ¶9: its writer and its Map Custodians), its
 * destruction (¶5, ¶10), and its freeing. treasure.h says the rest. */
#include "econ/treasure/treasure.h"

#include "core/util.h"

#include <stdlib.h>
#include <string.h>

void treasure_free_one(void *p)
{
	treasure *t = p;
	if (!t)
		return;
	for (int i = 0; i < t->ncust; i++)
		free(t->cust[i]);
	free(t->cust);
	free(t->map);
	free(t->motherload);
	free(t);
}

void treasures_free(nomic *n)
{
	treasures *s = n->treasures;
	if (!s)
		return;
	for (int i = 0; i < s->n; i++)
		treasure_free_one(s->v[i]);
	free(s->v);
	free(s);
	n->treasures = NULL;
}

treasures *treasures_of(ctx *c)
{
	if (!c->n->treasures) {
		c->n->treasures = xcalloc(1, sizeof *c->n->treasures);
		mut_part_made(c, treasures_free);
	}
	return c->n->treasures;
}

const treasures *treasures_peek(const nomic *n)
{
	return n->treasures;
}

treasure *treasure_by_id(const nomic *n, int id)
{
	const treasures *s = n->treasures;
	return s && id >= 1 && id <= s->n ? s->v[id - 1] : NULL;
}

treasure *treasure_arg(ctx *c, const char *word)
{
	const char *d = word[0] == '#' ? word + 1 : word;
	int64_t id = 0;
	treasure *t = parse_int64(d, &id) == 0 && id > 0 && id <= 0x7fffffff
			      ? treasure_by_id(c->n, (int)id)
			      : NULL;
	if (!t)
		ctx_fail(c, "no Buried Treasure %s (`treasure` lists them; R1217)", word);
	return t;
}

treasure_cust *treasure_cust_of(const treasure *t, int pid)
{
	for (int i = 0; i < t->ncust; i++)
		if (t->cust[i]->pid == pid)
			return t->cust[i];
	return NULL;
}

int treasure_is_custodian(const treasure *t, int pid)
{
	const treasure_cust *k = treasure_cust_of(t, pid);
	return k && k->accepted;
}

int treasure_privy(const treasure *t, int pid)
{
	return t->map && !t->map_gone && (t->writer == pid || treasure_is_custodian(t, pid));
}

int treasure_count(const nomic *n, const treasure *t)
{
	return entity_count(n, NULL, OWNER_TREASURE(t->id));
}

void treasure_destroy_map(ctx *c, treasure *t, const char *why)
{
	if (t->map_gone)
		return;
	UNDO_SET(c->j, t->map_gone, 1);
	ctx_say(c, "the Map of Buried Treasure %d is destroyed (%s)", t->id, why);
}

/* ¶10: "If a Treasure ever contains 0 or less buried entities, the Map for
 * that Treasure is destroyed": checked after every command, since an
 * entity may leave a Treasure by any part's act (destroyed by an adopted
 * proposal, moved by the admin). Nothing happens in a nomic with no
 * Treasures, so old logs replay unchanged. */
int treasure_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	(void)cmd;
	(void)argc;
	(void)argv;
	const treasures *s = c->n->treasures;
	for (int i = 0; s && i < s->n; i++) {
		treasure *t = s->v[i];
		if (!t->map_gone && t->finder.kind == OWN_NOBODY && !treasure_count(c->n, t))
			treasure_destroy_map(c, t, "R1217 ¶10: the Treasure holds no entities");
	}
	return 0;
}
