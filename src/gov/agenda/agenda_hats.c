/* agenda_hats.c: what becomes of Agenda Hats and Nemesis Eggplants once
 * dealt: R671's reveal, wearing (at most three, only visible ones), Silly
 * hats falling off, R671 ¶2's owners and On Ice; R607 Winning by Agenda
 * (the players' judgement of a condition recorded by `agenda condition`);
 * the ends of cycles (R666 b, R607 ¶2-¶3); and R675's Mad Hatters, an
 * organisation from level 6 (agenda.h). */
#include "econ/auctions/auctions.h"
#include "econ/entities.h"
#include "gov/agenda/agenda.h"
#include "gov/cycle/cycle.h"
#include "gov/gov.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "#7" or "7": a hat the rounds made, or NULL with c->err set. */
static agenda_item *arg_hat(ctx *c, const char *word)
{
	int64_t id;
	const char *w = word[0] == '#' ? word + 1 : word;
	agenda_item *it = parse_int64(w, &id) == 0 && id > 0 && id < 1000000000
				  ? agenda_item_of(c->n, (int)id) : NULL;
	if (!it || !it->hat || !entity_by_id(c->n, it->ent)) {
		ctx_fail(c, "'%s' is not an Agenda Hat (see `hats`)", word);
		return NULL;
	}
	return it;
}

static agenda_item *own_hat(ctx *c, const char *word)
{
	agenda_item *it = arg_hat(c, word);
	if (it && agenda_owner_of(c->n, it->ent) != c->actor->id) {
		ctx_fail(c, "you do not own Agenda Hat #%d (R671)", it->ent);
		return NULL;
	}
	return it;
}

static int worn_count(const nomic *n, int pid)
{
	const agenda_state *s = n->agenda;
	int k = 0;
	for (int i = 0; s && i < s->nitems; i++)
		k += s->items[i]->hat && agenda_owner_of(n, s->items[i]->ent) == pid &&
		     agenda_hat_worn(n, s->items[i]->ent);
	return k;
}

/* hat reveal N: R671, "The owner of a hidden Agenda Hat may make it
 * visible by publicly posting the condition associated with it." The
 * server posts the condition it knows, so the Illuminatus's duty to check
 * it (R431) is met at once. */
int agenda_cmd_reveal(ctx *c, int argc, char **argv)
{
	(void)argc;
	agenda_item *it = own_hat(c, argv[0]);
	if (!it)
		return -1;
	if (agenda_hat_visible(c->n, it->ent))
		return ctx_fail(c, "Agenda Hat #%d is visible already (R671)", it->ent);
	const agenda_cond *k = agenda_cond_by_num(c->n, it->cond);
	if (entity_set_switch(c, entity_by_id(c->n, it->ent), "visible", "yes", "R671: revealed"))
		return -1;
	agenda_say(c, "%s reveals eir Agenda Hat #%d: condition %d, \"%s\", weight %lld%s; it is "
		   "visible (R671; the Illuminatus's check, R431: it is the hat's condition)",
		   c->actor->name, it->ent, it->cond, k ? agenda_cond_text(k) : "?",
		   (long long)it->weight, k && k->silly ? ", Silly" : "");
	agenda_check_wins(c);
	return 0;
}

/* R671: "Only visible Agenda Hats may be worn. No player may wear more
 * than three Agenda Hats at any given time." Asked of every way a hat is
 * put on (`hat wear`, R931's `garment don`, the admin's `entity set`):
 * agenda_on_entity refuses the rest. */
static int wear_problem(ctx *c, const agenda_item *it, int pid)
{
	if (!agenda_hat_visible(c->n, it->ent))
		return ctx_fail(c, "Agenda Hat #%d is hidden: only visible Agenda Hats may be worn "
				"(`hat reveal %d` first) (R671)", it->ent, it->ent);
	int max = (int)param_int(c->n, "agenda.max_worn");
	if (worn_count(c->n, pid) > max)
		return ctx_fail(c, "no player may wear more than %d Agenda Hats (R671)", max);
	return 0;
}

int agenda_cmd_wear(ctx *c, int argc, char **argv)
{
	(void)argc;
	agenda_item *it = own_hat(c, argv[0]);
	if (!it)
		return -1;
	if (agenda_hat_worn(c->n, it->ent))
		return ctx_fail(c, "you are wearing Agenda Hat #%d already (R931)", it->ent);
	int max = (int)param_int(c->n, "agenda.max_worn");
	if (!agenda_hat_visible(c->n, it->ent) || worn_count(c->n, c->actor->id) >= max)
		return wear_problem(c, it, c->actor->id) ? -1
		       : ctx_fail(c, "you wear %d Agenda Hats: no player may wear more than %d "
				  "(R671)", worn_count(c->n, c->actor->id), max);
	if (entity_set_switch(c, entity_by_id(c->n, it->ent), "worn", "yes", "R671, R931: worn"))
		return -1;
	agenda_say(c, "%s wears Agenda Hat #%d (R671, R931)", c->actor->name, it->ent);
	return 0;
}

int agenda_cmd_remove(ctx *c, int argc, char **argv)
{
	(void)argc;
	agenda_item *it = own_hat(c, argv[0]);
	if (!it)
		return -1;
	if (!agenda_hat_worn(c->n, it->ent))
		return ctx_fail(c, "you are not wearing Agenda Hat #%d (R931)", it->ent);
	if (entity_set_switch(c, entity_by_id(c->n, it->ent), "worn", "no", "R931: removed"))
		return -1;
	agenda_say(c, "%s removes Agenda Hat #%d (R931)", c->actor->name, it->ent);
	return 0;
}

/* agenda condition N true|false: R607, "it is publicly knowable that the
 * condition for each Agenda Hat e owns is true": whether a condition is
 * true is the players' judgement (a CFJ's, an adopted proposal's), which
 * the admin or an effect records here (docs/RULINGS.md). */
int agenda_cmd_condition(ctx *c, int argc, char **argv)
{
	(void)argc;
	int64_t num;
	const char *nw = argv[0][0] == '#' ? argv[0] + 1 : argv[0];
	agenda_cond *k = parse_int64(nw, &num) == 0 && num > 0 && num < 1000000000
				 ? agenda_cond_by_num(c->n, (int)num) : NULL;
	if (!k)
		return ctx_fail(c, "'%s' is not a released Agenda Condition's number (see `agenda`)",
				argv[0]);
	int truth = strcaseeq(argv[1], "true") ? 1 : strcaseeq(argv[1], "false") ? -1 : 0;
	if (!truth)
		return ctx_fail(c, "say true or false, not '%s' (R607)", argv[1]);
	if (k->truth == truth)
		return ctx_fail(c, "condition %d is recorded %s already (R607)", k->num, argv[1]);
	UNDO_SET(c->j, k->truth, truth);
	agenda_say(c, "condition %d, \"%s\", is found %s (R607: publicly knowable)", k->num,
		   agenda_cond_text(k), truth > 0 ? "true" : "false");
	agenda_check_wins(c);
	return 0;
}

/* ---- R607 ---- */

static const agenda_cond *cond_of(const nomic *n, const agenda_item *it)
{
	return agenda_cond_by_num(n, it->cond);
}

/* Whether pid wins by agenda now: at least three hats, all visible (a
 * hidden hat's condition is not publicly knowable as its condition:
 * docs/RULINGS.md), each condition found true, score >= their weights. */
static int wins_by_agenda(const nomic *n, int pid, int64_t *sum)
{
	const agenda_state *s = n->agenda;
	const currency *pts = currency_by_name(n, "points");
	int hats = 0;
	*sum = 0;
	for (int i = 0; s && i < s->nitems; i++) {
		const agenda_item *it = s->items[i];
		if (!it->hat || agenda_owner_of(n, it->ent) != pid)
			continue;
		const agenda_cond *k = cond_of(n, it);
		if (!k || k->truth != 1 || !agenda_hat_visible(n, it->ent))
			return 0;
		hats++;
		*sum += it->weight;
	}
	/* a hat the rounds did not make (the admin's) has no condition */
	const entity_kind *hk = entity_kind_find("hat");
	if (hats < (int)param_int(n, "agenda.max_hats") ||
	    entity_count(n, hk, OWNER_PLAYER(pid)) != hats)
		return 0;
	return pts && balance(n, pid, pts->id) >= *sum;
}

/* R607 a-d for pid. */
static void agenda_win(ctx *c, int pid, int64_t sum)
{
	agenda_state *s = agenda_of(c);
	const char *name = holder_name(c->n, pid);
	agenda_say(c, "%s owns %d Agenda Hats whose conditions are all true, and eir score is at "
		   "least their weights' sum, %lld: e wins by agenda (R607)", name,
		   agenda_count(c->n, pid, 1), (long long)sum);
	if (s->agent && s->agent != pid)
		agenda_say(c, "%s loses the title of Agent of KAOS (R607 a)",
			   holder_name(c->n, s->agent));
	UNDO_SET(c->j, s->agent, pid);
	agenda_say(c, "%s is the Agent of KAOS (R607 a)", name);
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "agenda.kaos_fee");
	/* b), c): the eggplants of the same conditions pay, then all go */
	int *gone = xcalloc((size_t)s->nitems + 1, sizeof *gone);
	int ngone = 0;
	for (int i = 0; i < s->nitems; i++) {
		const agenda_item *h = s->items[i];
		if (!h->hat || agenda_owner_of(c->n, h->ent) != pid)
			continue;
		const agenda_cond *hk = cond_of(c->n, h);
		gone[ngone++] = h->ent;
		for (int j = 0; hk && j < s->nitems; j++) {
			const agenda_item *e = s->items[j];
			const agenda_cond *ek = cond_of(c->n, e);
			int owner = agenda_owner_of(c->n, e->ent);
			if (e->hat || !ek || !owner ||
			    strcmp(agenda_cond_text(ek), agenda_cond_text(hk)) != 0)
				continue;
			int64_t has = ad ? balance(c->n, owner, ad->id) : 0;
			int64_t pay = has < fee ? (has > 0 ? has : 0) : fee;
			if (pay > 0 && ledger_move(c, owner, pid, ad, pay) == 0)
				agenda_say(c, "%s, owner of the Nemesis Eggplant #%d of condition %d, pays "
					   "A$%lld to %s%s (R607 b)", holder_name(c->n, owner), e->ent,
					   e->cond, (long long)pay, name, pay < fee ? ", all e has" : "");
			else
				agenda_say(c, "%s, owner of the Nemesis Eggplant #%d of condition %d, has "
					   "no A$ to pay %s (R607 b)", holder_name(c->n, owner), e->ent,
					   e->cond, name);
			int *d = xcalloc(1, sizeof *d);
			*d = owner;
			mut_append(c, (void ***)&s->doomed, &s->ndoomed, &s->doomed_cap, d, free);
			gone[ngone++] = e->ent;
		}
	}
	for (int i = 0; i < ngone; i++) {
		entity *e = entity_by_id(c->n, gone[i]);
		if (e && entity_destroy(c, e, "R607 c") == 0)
			agenda_say(c, "%s #%d is destroyed (R607 c)", e->kind->name, gone[i]);
	}
	free(gone);
	UNDO_SET(c->j, s->won_cycle, cycle_number(c->n));
	/* d) (R600 ¶3, R620: the Goose holder achieves none; wc_achieve says) */
	if (wc_achieve(c, pid, "607", NULL))
		agenda_say(c, "%s achieves a Winning Condition by Rule 607, Unclaimed (R607 d, R600)",
			   name);
	/* e) is the Agent's own choice, three days after eir Cycle-Win CFJ is
	 * unappealable: not kept (docs/RULINGS.md). */
}

void agenda_check_wins(ctx *c)
{
	if (!c->n->agenda || !agenda_rule_stands(c->n, "R607"))
		return;
	for (int p = 0; p < c->n->nplayers; p++) {
		const player *q = c->n->players[p];
		int64_t sum;
		if (q->state == PS_VOTING && wins_by_agenda(c->n, q->id, &sum))
			agenda_win(c, q->id, sum);
	}
}

/* ---- hearing others ---- */

static int has_words(const char *text, const char *phrase)
{
	size_t n = strlen(phrase);
	for (const char *p = text; *p; p++)
		if (strncasecmp(p, phrase, n) == 0)
			return 1;
	return 0;
}

/* R671 ¶3: "If player who is wearing a Silly Agenda Hat posts a public
 * message that does not contain the words, "wearing a Silly Agenda Hat,"
 * or "wearing Silly Agenda Hats" that Silly Agenda Hat falls off". */
void agenda_on_message(ctx *c, const json_t *data)
{
	const player *p = player_by_name(c->n, json_string_value(json_object_get(data, "player")));
	const char *text = json_string_value(json_object_get(data, "text"));
	const agenda_state *s = c->n->agenda;
	if (!p || !text || !s || has_words(text, "wearing a Silly Agenda Hat") ||
	    has_words(text, "wearing Silly Agenda Hats"))
		return;
	for (int i = 0; i < s->nitems; i++) {
		const agenda_item *it = s->items[i];
		const agenda_cond *k = cond_of(c->n, it);
		if (!it->hat || !k || !k->silly || agenda_owner_of(c->n, it->ent) != p->id ||
		    !agenda_hat_worn(c->n, it->ent))
			continue;
		if (entity_set_switch(c, entity_by_id(c->n, it->ent), "worn", "no",
				      "R671 ¶3: fell off") == 0)
			agenda_say(c, "%s's Silly Agenda Hat #%d falls off: eir message did not say "
				   "\"wearing a Silly Agenda Hat\" (R671)", p->name, it->ent);
	}
}

/* R671 ¶4-¶5: an owner On Ice. */
void agenda_on_ice(ctx *c, int pid)
{
	agenda_state *s = c->n->agenda;
	if (!s)
		return;
	int np = c->n->nplayers;
	int *cand = xcalloc((size_t)np + 1, sizeof *cand);
	for (int i = 0; i < s->nitems; i++) {
		agenda_item *it = s->items[i];
		entity *e = entity_by_id(c->n, it->ent);
		if (!e || agenda_owner_of(c->n, it->ent) != pid)
			continue;
		if (it->hat) { /* ¶5: to the Mad Hatters (their organisation, R675) */
			ent_owner to;
			if (agenda_hatters_owner(c, &to) == 0 &&
			    entity_transfer(c, e, to, MOVE_RULES, "R671: On Ice; the Mad "
					    "Hatters") == 0) {
				UNDO_SET(c->j, it->hatters, 1);
				UNDO_SET(c->j, it->hatters_since, c->now);
				agenda_say(c, "%s is On Ice: eir Agenda Hat #%d goes to the Mad Hatters "
					   "(R671)", holder_name(c->n, pid), it->ent);
			}
			continue;
		}
		/* ¶4: to a player with one or two eggplants, else to one with
		 * none; never to one who owns a hat of its condition (R671 ¶1) */
		const agenda_cond *k = cond_of(c->n, it);
		int nc = 0;
		for (int pass = 0; pass < 2 && !nc; pass++)
			for (int p = 0; p < np; p++) {
				const player *q = c->n->players[p];
				int eg = agenda_count(c->n, q->id, 0), clash = 0;
				if (q->id == pid || q->state == PS_ONICE || q->state == PS_NONPLAYER)
					continue;
				for (int j = 0; k && j < s->nitems; j++) {
					const agenda_cond *o = cond_of(c->n, s->items[j]);
					clash |= s->items[j]->hat && o &&
						 agenda_owner_of(c->n, s->items[j]->ent) == q->id &&
						 strcmp(agenda_cond_text(o), agenda_cond_text(k)) == 0;
				}
				if (!clash && (pass ? eg == 0 : (eg == 1 || eg == 2)))
					cand[nc++] = q->id;
			}
		if (nc) {
			rng_key(c->rng, "agenda.on-ice", (uint64_t)pid); /* R671 ¶4 */
			int to = cand[rng_below(c->rng, (uint64_t)nc)];
			if (entity_transfer(c, e, OWNER_PLAYER(to), MOVE_RULES, "R671: On Ice") == 0)
				agenda_say(c, "%s is On Ice: eir Nemesis Eggplant #%d goes to %s at random "
					   "(R671)", holder_name(c->n, pid), it->ent, holder_name(c->n, to));
			continue;
		}
		agenda_say(c, "%s is On Ice and no player may take eir Nemesis Eggplant #%d: it is "
			   "destroyed with its Agenda Hats (R671)", holder_name(c->n, pid), it->ent);
		for (int j = 0; k && j < s->nitems; j++) {
			const agenda_cond *o = cond_of(c->n, s->items[j]);
			entity *h = entity_by_id(c->n, s->items[j]->ent);
			if (s->items[j]->hat && h && o &&
			    strcmp(agenda_cond_text(o), agenda_cond_text(k)) == 0)
				entity_destroy(c, h, "R671: On Ice, with its eggplant");
		}
		entity_destroy(c, e, "R671: On Ice");
	}
	free(cand);
}

/* Guards every change of a hat or eggplant, whoever makes it (-1 refuses
 * it): R671's owners and wearing; and a hat of the Mad Hatters' bought. */
int agenda_guard_entity(ctx *c, const json_t *data)
{
	const char *what = json_string_value(json_object_get(data, "what"));
	const char *kind = json_string_value(json_object_get(data, "kind"));
	if (!what || !kind || (strcmp(kind, "hat") != 0 && strcmp(kind, "eggplant") != 0))
		return 0;
	int hat = strcmp(kind, "hat") == 0;
	int id = (int)json_integer_value(json_object_get(data, "id"));
	const char *to = json_string_value(json_object_get(data, "to"));
	if (strcmp(what, "switched") == 0) {
		const char *sw = json_string_value(json_object_get(data, "switch"));
		const char *v = json_string_value(json_object_get(data, "value"));
		agenda_item *it = agenda_item_of(c->n, id);
		if (hat && it && sw && v && strcmp(sw, "worn") == 0 && strcmp(v, "yes") == 0)
			return wear_problem(c, it, agenda_owner_of(c->n, id));
		return 0;
	}
	if (strcmp(what, "created") != 0 && strcmp(what, "transferred") != 0)
		return 0;
	const player *p = to ? player_by_name(c->n, to) : NULL;
	/* R671 ¶2: players, and the Mad Hatters: their organisation (R675,
	 * from level 6) or, before, Somewhere Else */
	const char *hname = agenda_hatters_name(c->n);
	int to_hatters = to && !p && (strcmp(to, "Somewhere Else") == 0 ||
				      (hname && strcmp(to, hname) == 0));
	if (!p && to && !to_hatters)
		return ctx_fail(c, "no entity but players %s may own %s (R671)",
				hat ? "and the Mad Hatters" : "", hat ? "Agenda Hats" : "Nemesis Eggplants");
	if (!p && !hat && to && strcmp(to, "Somewhere Else") != 0)
		return ctx_fail(c, "no entity but players may own Nemesis Eggplants (R671)");
	agenda_item *it = agenda_item_of(c->n, id);
	/* R675 ¶4 counts from when the Mad Hatters came to possess it: a hat
	 * traded or moved to their organisation, however. */
	if (it && hat && to_hatters && hname && strcmp(to, hname) == 0 && !it->hatters) {
		UNDO_SET(c->j, it->hatters, 1);
		UNDO_SET(c->j, it->hatters_since, c->now);
	}
	if (!it || !p)
		return 0;
	/* R671: "Visible Agenda Hats are tradable": a hidden one does not go
	 * from player to player (the rules' own moves go through Somewhere
	 * Else: On Ice, the Mad Hatters' auctions, R675) */
	const char *from = json_string_value(json_object_get(data, "from"));
	if (hat && strcmp(what, "transferred") == 0 && from && player_by_name(c->n, from) &&
	    !agenda_hat_visible(c->n, id))
		return ctx_fail(c, "Agenda Hat #%d is hidden: only Visible Agenda Hats are tradable "
				"(R671)", id);
	if (it->hatters) {
		UNDO_SET(c->j, it->hatters, 0);
		UNDO_SET(c->j, it->hatters_since, 0);
	}
	/* R671 ¶1 */
	const agenda_cond *k = cond_of(c->n, it);
	const agenda_state *s = c->n->agenda;
	for (int j = 0; hat && k && j < s->nitems; j++) {
		const agenda_cond *o = cond_of(c->n, s->items[j]);
		if (!s->items[j]->hat && o && agenda_owner_of(c->n, s->items[j]->ent) == p->id &&
		    strcmp(agenda_cond_text(o), agenda_cond_text(k)) == 0)
			return ctx_fail(c, "%s owns the Nemesis Eggplant of Agenda Hat #%d's condition "
					"and may not own the hat (R671)", p->name, id);
	}
	if (hat && k && k->author == p->id)
		return ctx_fail(c, "%s authored Agenda Hat #%d's condition and may not own it (R671)",
				p->name, id);
	return 0;
}

/* R671: a player's auction (R516 1a) sells tradeable entities e owns: a
 * hidden hat is not tradable, so `auction call` of one is refused here,
 * before it begins (its close could not transfer it). */
int agenda_after_command(ctx *c, const command *cmd, int argc, char **argv)
{
	if (strcmp(cmd->name, "auction call") != 0 || !c->n->agenda)
		return 0;
	for (int i = 0; i < argc; i++) {
		const entity *e = entity_find(c->n, argv[i]);
		if (e && strcmp(e->kind->word, "hat") == 0 && !agenda_hat_visible(c->n, e->id))
			return ctx_fail(c, "Agenda Hat #%d is hidden: only Visible Agenda Hats are "
					"tradable (R671)", e->id);
	}
	return 0;
}

/* ---- the end of a cycle ---- */

static int same_cond_as_any(const nomic *n, const agenda_cond *k, const int *conds, int nc)
{
	for (int i = 0; i < nc; i++) {
		const agenda_cond *o = agenda_cond_by_num(n, conds[i]);
		if (o && strcmp(agenda_cond_text(o), agenda_cond_text(k)) == 0)
			return 1;
	}
	return 0;
}

/* R666 b: "All ... Agenda Hats that are not being worn are destroyed. All
 * Nemesis Eggplants with the same condition as an Agenda Hat that was
 * destroyed in this manner are destroyed." No nomic before this part had
 * a hat, so none replays differently: no level (docs/RULINGS.md). */
void agenda_cycle_unworn(ctx *c)
{
	agenda_state *s = c->n->agenda;
	if (!s)
		return;
	int *conds = xcalloc((size_t)s->nitems + 1, sizeof *conds);
	int nc = 0, hats = 0, eggs = 0;
	for (int i = 0; i < s->nitems; i++) {
		entity *e = entity_by_id(c->n, s->items[i]->ent);
		if (s->items[i]->hat && e && !agenda_hat_worn(c->n, e->id) &&
		    entity_destroy(c, e, "R666 b") == 0) {
			conds[nc++] = s->items[i]->cond;
			hats++;
		}
	}
	for (int i = 0; i < s->nitems; i++) {
		entity *e = entity_by_id(c->n, s->items[i]->ent);
		const agenda_cond *k = cond_of(c->n, s->items[i]);
		if (!s->items[i]->hat && e && k && same_cond_as_any(c->n, k, conds, nc) &&
		    entity_destroy(c, e, "R666 b") == 0)
			eggs++;
	}
	free(conds);
	if (hats)
		agenda_say(c, "%d Agenda Hat%s not worn %s destroyed, and %d Nemesis Eggplant%s of "
			   "their conditions (R666 b)", hats, hats == 1 ? "" : "s",
			   hats == 1 ? "is" : "are", eggs, eggs == 1 ? "" : "s");
}

/* R607 ¶2-¶3, in R666 m: "At the end of a cycle won by this method, any
 * player who had owned a Nemesis Eggplant that was destroyed as above ...
 * has eir score set to -40"; "all Agenda Hats and Nemesis Eggplants are
 * destroyed." */
void agenda_cycle_end(ctx *c, const char *rule)
{
	agenda_state *s = c->n->agenda;
	if (!s) {
		agenda_duty_check(c); /* R431 ¶3: a new cycle, no call in it */
		return;
	}
	if (strcmp(rule, "607") == 0) {
		const currency *pts = currency_by_name(c->n, "points");
		int64_t to = param_int(c->n, "agenda.kaos_score");
		for (int i = 0; pts && i < s->ndoomed; i++) {
			int dup = 0;
			for (int j = 0; j < i; j++)
				dup |= *s->doomed[j] == *s->doomed[i];
			const player *p = player_by_id(c->n, *s->doomed[i]);
			if (dup || !p || p->state == PS_NONPLAYER)
				continue;
			ledger_set(c, p->id, pts, to);
			agenda_say(c, "%s owned a Nemesis Eggplant destroyed by the win by agenda: eir "
				   "score is set to %lld (R607)", p->name, (long long)to);
		}
		int gone = entity_destroy_all(c, entity_kind_find("hat"), OWNER_NOBODY, 1, "R607") +
			   entity_destroy_all(c, entity_kind_find("eggplant"), OWNER_NOBODY, 1, "R607");
		if (gone)
			agenda_say(c, "the cycle was won by agenda: all Agenda Hats and Nemesis "
				   "Eggplants are destroyed (%d) (R607)", gone);
	}
	/* The doomed are those of the win that ended this cycle, or none. */
	while (s->ndoomed > 0)
		mut_remove_at(c, (void ***)&s->doomed, &s->ndoomed, s->ndoomed - 1, free);
	UNDO_SET(c->j, s->won_cycle, 0);
	agenda_duty_check(c); /* R431 ¶3: a new cycle, no call in it */
}

/* ---- R675 the Mad Hatters (their organisation from level 6) ---- */

/* hatters sell N: R675, "The Mad Hatters automatically approve any trade
 * that ... 1) A player trades a Visible Agenda Hat to the Mad Hatters in
 * exchange for A$1." From level 6 (hatters.auto) they are an organisation
 * and pay from their own A$; before, the Treasury paid for them
 * (docs/RULINGS.md). */
int agenda_cmd_hatters_sell(ctx *c, int argc, char **argv)
{
	(void)argc;
	agenda_item *it = own_hat(c, argv[0]);
	if (!it)
		return -1;
	if (!agenda_hat_visible(c->n, it->ent))
		return ctx_fail(c, "Agenda Hat #%d is hidden: only a Visible Agenda Hat is traded to "
				"the Mad Hatters (R671, R675)", it->ent);
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t price = param_int(c->n, "agenda.hatters_price");
	if (!ad)
		return ctx_fail(c, "there are no A$ (R506)");
	ent_owner to;
	if (agenda_hatters_owner(c, &to))
		return -1;
	/* From level 6 the Mad Hatters pay from their own A$ ("provided that
	 * the trade is possible"); before, the Treasury paid for them. */
	int payer = to.kind == OWN_ORG ? entity_org_hooks->account(c->n, to.id) : 0;
	if (to.kind == OWN_ORG && balance(c->n, payer, ad->id) < price)
		return ctx_fail(c, "the Mad Hatters have A$%lld and cannot pay A$%lld: the trade is "
				"not possible (R675)", (long long)balance(c->n, payer, ad->id),
				(long long)price);
	if (entity_transfer(c, entity_by_id(c->n, it->ent), to, MOVE_TRADE,
			    "R675: traded to the Mad Hatters"))
		return -1;
	if (price > 0 && ledger_move(c, payer, c->actor->id, ad, price))
		return -1;
	UNDO_SET(c->j, it->hatters, 1);
	UNDO_SET(c->j, it->hatters_since, c->now);
	agenda_say(c, "%s trades Agenda Hat #%d to the Mad Hatters for A$%lld (R675)",
		   c->actor->name, it->ent, (long long)price);
	return 0;
}

/* hatters auction N: R675, "The Mad Hatters are permitted to call a public
 * auction on any of the Agenda Hats they own and will do so upon request.
 * When the Mad Hatters call an auction, the illuminatus shall initiate it
 * and the minimum shall be A$10." Through src/econ/auctions: from level 6
 * an organisation's auction (the price to the Mad Hatters); before, the
 * hat is Somewhere Else and the rules call it. */
int agenda_cmd_hatters_auction(ctx *c, int argc, char **argv)
{
	(void)argc;
	agenda_item *it = arg_hat(c, argv[0]);
	if (!it)
		return -1;
	if (!it->hatters)
		return ctx_fail(c, "the Mad Hatters do not own Agenda Hat #%d (R675)", it->ent);
	int ill = agenda_illuminatus(c->n);
	if (!ill)
		return ctx_fail(c, "there is no Illuminatus to initiate the auction (R675)");
	int items[1] = {it->ent};
	int org = agenda_hatters(c->n);
	const entity *e = entity_by_id(c->n, it->ent);
	/* From level 6 the hat is the organisation's, which the sale pays;
	 * before, it is Somewhere Else and the rules' auction pays the
	 * Treasury. */
	auction *a = org && e && owner_eq(e->owner, OWNER_ORG(org))
			     ? auction_call_org(c, items, 1, param_int(c->n, "agenda.hatters_min"),
						org, ill, "R675: the Mad Hatters")
			     : auction_call_rules(c, items, 1, 0,
						  param_int(c->n, "agenda.hatters_min"), 0, ill, 0,
						  "R675: the Mad Hatters");
	if (!a)
		return -1;
	agenda_say(c, "the Mad Hatters call auction %d of Agenda Hat #%d, initiated by the "
		   "Illuminatus, %s, minimum A$%lld (R675, R516)", a->id, it->ent,
		   holder_name(c->n, ill), (long long)a->min);
	return 0;
}
