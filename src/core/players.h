/* players.h: the player state transitions of Ackanomic R250-R254, shared by
 * the commands that cause them and the deadlines that finish them. */
#ifndef NOMIC_PLAYERS_H
#define NOMIC_PLAYERS_H

#include "core/ctx.h"

/* R250 VI: removed from offices, score 0, Non-Player if e never voted,
 * Non-Player after 90 days. */
int player_go_on_ice(ctx *c, player *p);
/* R250 VII: tradeable entities to the Treasury, the rest destroyed. */
int player_go_nonplayer(ctx *c, player *p);

/* Makes name a new player (R252 I) in state st: with the token whose
 * hash is given (issued with eir application), or a fresh one; replies
 * with the welcome and pays the grant (R252 II 2). NULL if it failed. */
player *player_admit(ctx *c, const char *name, enum player_state st,
		     const unsigned char *token_hash);

/* Issues a fresh bearer token: live, a random one shown to the issuer once;
 * in replay, the hash the log holds. Only the hash is kept (and logged). */
void player_issue_token(ctx *c, player *p);

extern const deadline_kind dl_vacation_end, dl_onice_end, dl_rename;

#endif
