/* mentors_cmd.c: the commands of Mentors (R253): joining and leaving the
 * Mentor pool (¶2), a Newbie's request (R250 II g), the Registrar's
 * selection (¶1, ¶2; R252 II 3), a selectee's acceptance or decline within
 * a day (¶3, deadline mentor-accept), a Newbie declining further services
 * (¶6), and `mentors`, the pool and the mentorships. The draws are the
 * engine's (R230 I); only active players are drawn (R250 II a), and none in
 * the Gaol (R709). The Mentor's fee (R252 II 3) is an obligation of the
 * Treasury (R505 II, treasury_pay) from level 6 (`treasury.obligations`). */
#include "gov/crime/crime.h"
#include "econ/treasury/treasury.h"
#include "gov/mentors/mentors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *name_of(const nomic *n, int id)
{
	return player_by_id(n, id)->name;
}

int mentors_cmd_show(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	const mentors *m = mentors_peek(c->n);
	if (!m || !m->npool) {
		ctx_reply(c, "the Mentor pool is empty (R253)");
	} else {
		ctx_reply(c, "the Mentor pool (R253):");
		for (int i = 0; i < m->npool; i++)
			ctx_reply(c, " %s%s%s", name_of(c->n, *m->pool[i]),
				  mentors_serving(c->n, *m->pool[i]) ? " (serving)" : "",
				  i + 1 < m->npool ? "," : "");
	}
	for (int i = 0; m && i < m->nms; i++) {
		const mentorship *s = m->ms[i];
		if (mentorship_over(c->n, s))
			continue;
		if (!s->mentor)
			ctx_reply(c, "\n%s awaits the Registrar's selection of a Mentor (%s)%s%s",
				  name_of(c->n, s->newbie),
				  s->origin == MO_JOIN ? "R252 II 3" : "R250 II g",
				  s->sponsor ? "; Sponsor: " : "",
				  s->sponsor ? name_of(c->n, s->sponsor) : "");
		else
			ctx_reply(c, "\n%s's Mentor: %s%s", name_of(c->n, s->newbie),
				  name_of(c->n, s->mentor),
				  s->accepted ? "" : " (selected, not yet accepted: R253 ¶3)");
	}
	return 0;
}

int mentors_cmd_join(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (mentors_listed(c->n, c->actor->id))
		return ctx_fail(c, "you are already in the Mentor pool");
	mentors *m = mentors_of(c);
	int *id = xcalloc(1, sizeof *id);
	*id = c->actor->id;
	mut_append(c, (void ***)&m->pool, &m->npool, &m->pool_cap, id, free);
	ctx_reply(c, "you are in the Mentor pool (R253)");
	ctx_announce(c, "%s places emself in the Mentor pool (R253)", c->actor->name);
	return 0;
}

int mentors_cmd_leave(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	mentors *m = c->n->mentors;
	for (int i = 0; m && i < m->npool; i++)
		if (*m->pool[i] == c->actor->id) {
			mut_remove_at(c, (void ***)&m->pool, &m->npool, i, free);
			ctx_reply(c, "you are no longer in the Mentor pool (R253)");
			ctx_announce(c, "%s removes emself from the Mentor pool (R253)",
				     c->actor->name);
			return 0;
		}
	return ctx_fail(c, "you are not in the Mentor pool");
}

int mentors_cmd_request(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (!player_is_newbie(c->n, c->actor))
		return ctx_fail(c, "only a Newbie may ask for a Mentor (R250 II g)");
	if (mentors_open_for(c->n, c->actor->id))
		return ctx_fail(c, "you already have a Mentor, or one is being selected (R253)");
	mentors *m = mentors_of(c);
	mentorship *s = xcalloc(1, sizeof *s);
	s->newbie = c->actor->id;
	s->origin = MO_REQUEST;
	s->since = c->now;
	mut_append(c, (void ***)&m->ms, &m->nms, &m->ms_cap, s, free);
	ctx_reply(c, "you ask the Registrar to select a Mentor for you (R250 II g)");
	ctx_announce(c, "%s asks the Registrar to select a Mentor (R250 II g)", c->actor->name);
	return 0;
}

/* R250 II a, R709: who may be selected at all. */
static const char *ineligible(const nomic *n, const player *p, const mentorship *s)
{
	if (p->id == s->newbie)
		return "a player cannot be eir own Mentor";
	if (!player_is_active(p))
		return "only an active player may be selected (R250 II a)";
	if (crime_in_gaol(n, p->id))
		return "a player in the Gaol may not be selected as a Mentor (R709)";
	if (mentors_pending_of(n, p->id))
		return "e has yet to answer another selection (R253 ¶3)";
	return NULL;
}

/* R252 II 3: the Standard Harfer Fee from the Treasury, for a new player's
 * Mentor: at once from the pool, else on accepting. */
static void pay_fee(ctx *c, const mentorship *s)
{
	const currency *ad = currency_by_name(c->n, "A$");
	int64_t fee = param_int(c->n, "fee.harfer");
	if (s->origin != MO_JOIN || !ad || fee <= 0)
		return;
	if (param_int(c->n, "treasury.obligations")) {
		/* R505 II: the fee is an obligation of the Treasury (level 6):
		 * a short Treasury pays what it can, after On Ice players' 10%. */
		treasury_due due = {s->mentor, fee, 0};
		size_t said = c->out.len;
		if (treasury_pay(c, &due, 1, "R252 II 3: a Mentor's fee"))
			return;
		char part[96] = "";
		if (due.paid < fee)
			snprintf(part, sizeof part, " of the A$%lld fee: the Treasury is short (R505 II "
				 "e)", (long long)fee);
		/* On a line of its own after what the short Treasury said. */
		ctx_reply(c, "%s%s receives A$%lld%s (R252 II 3)", c->out.len > said ? "\n" : "; ",
			  name_of(c->n, s->mentor), (long long)due.paid, part);
		ctx_announce(c, "  %s receives A$%lld from the Treasury, the Standard Harfer Fee%s "
			     "(R252 II 3)", name_of(c->n, s->mentor), (long long)due.paid, part);
		return;
	}
	if (ledger_move(c, 0, s->mentor, ad, fee) == 0) {
		ctx_reply(c, "; %s receives A$%lld (R252 II 3)", name_of(c->n, s->mentor),
			  (long long)fee);
		ctx_announce(c, "  %s receives the Standard Harfer Fee, A$%lld, from the Treasury "
			     "(R252 II 3)", name_of(c->n, s->mentor), (long long)fee);
	}
}

static int draw(ctx *c, const mentorship *s, int from_pool)
{
	int ids[4096], k = 0;
	for (int i = 0; i < c->n->nplayers && k < 4096; i++) {
		const player *p = c->n->players[i];
		if (p->id == s->declined || ineligible(c->n, p, s))
			continue;
		if (!from_pool || mentors_in_pool(c->n, p->id))
			ids[k++] = p->id;
	}
	rng_key(c->rng, "mentors.draw", (uint64_t)s->newbie); /* R253: for this Newbie */
	return k ? ids[rng_below(c->rng, (uint64_t)k)] : 0;
}

int mentors_cmd_assign(ctx *c, int argc, char **argv)
{
	const player *nb = player_by_name(c->n, argv[0]);
	if (!nb)
		return ctx_fail(c, "no player named '%s'", argv[0]);
	mentorship *s = mentors_open_for(c->n, nb->id);
	if (!s || s->mentor)
		return ctx_fail(c, "%s awaits no selection of a Mentor (R252 II 3, R250 II g)",
				nb->name);
	int who;
	if (argc == 2) {
		const player *p = player_by_name(c->n, argv[1]);
		if (!p)
			return ctx_fail(c, "no player named '%s'", argv[1]);
		const char *why = ineligible(c->n, p, s);
		if (why)
			return ctx_fail(c, "%s may not be selected: %s", p->name, why);
		if (p->id == s->declined)
			return ctx_fail(c, "%s has declined to mentor %s (R253 ¶3)", p->name,
					nb->name);
		who = p->id;
	} else if (s->sponsor && s->sponsor != s->declined &&
		   !ineligible(c->n, player_by_id(c->n, s->sponsor), s)) {
		who = s->sponsor; /* R252 II 3: the Sponsor is the first choice */
	} else {
		/* R253 ¶2: from the pool; if it has nobody, a random active player. */
		who = draw(c, s, 1);
		if (!who)
			who = draw(c, s, 0);
		if (!who)
			return ctx_fail(c, "nobody may be selected as %s's Mentor (R253)", nb->name);
	}
	int vol = mentors_in_pool(c->n, who);
	UNDO_SET(c->j, s->mentor, who);
	UNDO_SET(c->j, s->volunteer, vol);
	ctx_reply(c, "%s is selected as %s's Mentor", name_of(c->n, who), nb->name);
	ctx_announce(c, "The Registrar selects %s as %s's Mentor (R253)", name_of(c->n, who),
		     nb->name);
	if (vol) {
		UNDO_SET(c->j, s->accepted, 1);
		pay_fee(c, s);
		return 0;
	}
	/* R253 ¶3: a non-volunteer has a day to accept publicly. */
	gtime due = c->now + param_int(c->n, "mentors.accept");
	UNDO_SET(c->j, s->accept_dl, deadline_add(c, due, &dl_mentor_accept, s->newbie, who));
	char when[40];
	format_time(due, when, sizeof when);
	ctx_reply(c, "; e must accept by %s (R253)", when);
	ctx_announce(c, "  not a volunteer, e must accept publicly by %s or is assumed to have "
		     "declined (R253)", when);
	return 0;
}

int mentors_cmd_accept(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	mentorship *s = mentors_pending_of(c->n, c->actor->id);
	if (!s)
		return ctx_fail(c, "you have not been selected as anyone's Mentor (R253)");
	deadline_cancel(c, s->accept_dl);
	UNDO_SET(c->j, s->accept_dl, 0);
	UNDO_SET(c->j, s->accepted, 1);
	ctx_reply(c, "you accept the mentorship of %s (R253)", name_of(c->n, s->newbie));
	ctx_announce(c, "%s accepts the mentorship of %s (R253)", c->actor->name,
		     name_of(c->n, s->newbie));
	pay_fee(c, s);
	return 0;
}

/* R253 ¶3: declined; the Registrar must select a new Mentor. */
static void declined(ctx *c, mentorship *s, const char *how)
{
	int who = s->mentor;
	UNDO_SET(c->j, s->declined, who);
	UNDO_SET(c->j, s->mentor, 0);
	UNDO_SET(c->j, s->accept_dl, 0);
	ctx_announce(c, "%s %s to mentor %s: the Registrar must select a new Mentor (R253)",
		     name_of(c->n, who), how, name_of(c->n, s->newbie));
}

int mentors_cmd_decline(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	mentorship *s = mentors_pending_of(c->n, c->actor->id);
	if (!s)
		return ctx_fail(c, "you have not been selected as anyone's Mentor (R253)");
	deadline_cancel(c, s->accept_dl);
	ctx_reply(c, "you decline to mentor %s (R253)", name_of(c->n, s->newbie));
	declined(c, s, "declines");
	return 0;
}

static int fire_accept(ctx *c, const deadline *d)
{
	mentorship *s = mentors_open_for(c->n, d->subject);
	if (!s || s->accept_dl != d->id || s->accepted) {
		ctx_reply(c, "no selection awaits an answer (R253)");
		return 0;
	}
	ctx_reply(c, "%s did not accept in time (R253)", name_of(c->n, s->mentor));
	declined(c, s, "did not accept within a day and is assumed to have declined");
	return 0;
}

const deadline_kind dl_mentor_accept = {"mentor-accept", "R253 ¶3", fire_accept, NULL};

/* R253 ¶6: the new player declines further services. */
int mentors_cmd_dismiss(ctx *c, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	mentorship *s = mentors_open_for(c->n, c->actor->id);
	if (!s)
		return ctx_fail(c, "you have no Mentor (R253)");
	if (s->accept_dl)
		deadline_cancel(c, s->accept_dl);
	UNDO_SET(c->j, s->accept_dl, 0);
	UNDO_SET(c->j, s->ended, 1);
	ctx_reply(c, "you decline further services of a Mentor (R253)");
	ctx_announce(c, "%s declines further services of a Mentor (R253)", c->actor->name);
	return 0;
}

/* R252 I: a new player may name the active player who convinced em to join,
 * eir Sponsor. `join` takes no Sponsor, so e names em before the Registrar
 * selects eir Mentor (docs/RULINGS.md). */
int mentors_cmd_sponsor(ctx *c, int argc, char **argv)
{
	(void)argc;
	mentorship *s = mentors_open_for(c->n, c->actor->id);
	if (!s || s->origin != MO_JOIN || s->mentor)
		return ctx_fail(c, "only a new player whose Mentor is not yet selected may name a "
				"Sponsor (R252 I, II 3)");
	if (s->sponsor)
		return ctx_fail(c, "you have already named %s as your Sponsor",
				name_of(c->n, s->sponsor));
	const player *p = player_by_name(c->n, argv[0]);
	if (!p)
		return ctx_fail(c, "no player named '%s'", argv[0]);
	if (p->id == c->actor->id || !player_is_active(p))
		return ctx_fail(c, "a Sponsor is a current active player other than you (R252 I)");
	UNDO_SET(c->j, s->sponsor, p->id);
	ctx_reply(c, "your Sponsor is %s (R252 I)", p->name);
	ctx_announce(c, "%s names %s as eir Sponsor (R252 I)", c->actor->name, p->name);
	return 0;
}
