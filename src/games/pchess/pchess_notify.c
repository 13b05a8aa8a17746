/* pchess_notify.c: the Chess-Umpire's notices that go to one player
 * (Ackanomic R1230.2 1 C (iii), (iv), 4 B (ii)), while `pchess.umpire` is 1
 * (nomics begun at level 8; earlier ones replay as they were played, with
 * every notice public only). The server performs the Umpire's Duties
 * (docs/RULINGS.md): each notice is a private message in the player's
 * inbox (core/inbox.h), from "the Chess-Umpire", which the mail gateway
 * sends to eir address (docs/MAIL.md).
 *
 *  - 1 C (iii): "To notify each Swinger by private e-mail whenever it
 *    becomes his turn to move": the owner of the Swingership whose turn
 *    begins, alone. The public announcement of the state of the game (whose
 *    turn it is and its time limit, 4) stays public: it is the information
 *    of 1 C (vii) and starts the time limit.
 *  - 1 C (iv): "To alert a Swinger by public e-mail whenever he is placed
 *    in check": the public line "X is in Check (R1230.2 7)" is the alert;
 *    a copy is addressed to the Swinger placed in Check (once each time e
 *    goes into Check, not again while e stays in it).
 *  - 4 B (ii): the notice of a Warm Party Swingership's check to each
 *    player member of its Party, vacationing ones too (pchess_turns.c names
 *    them in public; the notice itself reaches each in private).
 *
 * None of these is a reminder: `remind off` (core/remind.h, the server's
 * courtesy) does not stop them, as they are the Umpire's Duties
 * (docs/RULINGS.md). */
#include "games/pchess/pchess_game.h"

#include "core/ctx.h"
#include "core/inbox.h"
#include "society/swingers/swingers.h"

#define FROM_TURN "the Chess-Umpire (R1230.2 1 C (iii))"
#define FROM_CHECK "the Chess-Umpire (R1230.2 1 C (iv))"
#define FROM_WARM "the Chess-Umpire (R1230.2 4 B (ii))"

/* The Swinger of seat who: the player who owns its Swingership (R1040 I),
 * 0 when nobody does (Somewhere Else: a Warm Swingership has none). */
static int seat_swinger(const nomic *n, const game *g, int who)
{
	const pchess_state *s = g->st;
	const swinging *w = s->swingership[who] ? swinging_of(n, s->swingership[who]) : NULL;
	const entity *e = w && !w->gone ? swinging_entity(n, w) : NULL;
	return e && e->owner.kind == OWN_PLAYER ? e->owner.id : 0;
}

void pchess_notify_turn(ctx *c, game *g, int who, const char *when)
{
	if (!pchess_umpire_on(c->n))
		return;
	int pid = seat_swinger(c->n, g, who);
	if (!pid)
		return;
	const pchess_state *s = g->st;
	sbuf t = {0};
	sbuf_printf(&t, "it is your turn to move in game %d (Party Chess), turn %d: play by %s "
		    "(`play %d ...`); then you Pass by default, or Surrender if you are in Check "
		    "(R1230.2 3 B, 4)", g->id, s->turn, when, g->id);
	mut_tell(c, pid, FROM_TURN, t.s);
	sbuf_free(&t);
}

void pchess_alert_check(ctx *c, game *g, int who)
{
	pchess_state *s = g->st;
	ctx_reply(c, "\n%s is in Check (R1230.2 7)", game_seat_name(c->n, g, who));
	if (!pchess_umpire_on(c->n) || (s->check_told & (1u << who)))
		return;
	s->check_told |= 1u << who;
	int pid = seat_swinger(c->n, g, who);
	if (!pid)
		return;
	sbuf t = {0};
	sbuf_printf(&t, "you are in Check in game %d (Party Chess): your name goes to the top of the "
		    "Swinger Play List, and your Play must leave you out of Check (R1230.2 3 C, 7)",
		    g->id);
	mut_tell(c, pid, FROM_CHECK, t.s);
	sbuf_free(&t);
}

void pchess_checks_settle(game *g)
{
	pchess_state *s = g->st;
	/* Who is out of Check now will be alerted again when placed in it. */
	for (int i = 0; i < PCH_MAX_SIDES; i++)
		if (!pch_in_check(&s->b, i))
			s->check_told &= ~(1u << i);
}

void pchess_notify_warm(ctx *c, const game *g, int who, int member, const char *party)
{
	if (!pchess_umpire_on(c->n))
		return;
	const pchess_state *s = g->st;
	sbuf t = {0};
	sbuf_printf(&t, "game %d (Party Chess), turn %d: %s's Warm Swingership of %s is checked: "
		    "its turn is not played automatically; a Party or Swinger may notify the "
		    "Chess-Umpire of its Surrender at any time (R1230.2 4 B (ii), (iv))",
		    g->id, s->turn, game_seat_name(c->n, g, who), party);
	mut_tell(c, member, FROM_WARM, t.s);
	sbuf_free(&t);
}
