/* names.h: names too alike to tell apart (docs/RULINGS.md, Names). A new
 * player's, office's or currency's name must differ from the names it could
 * be taken for by more than case, punctuation, spacing (Ackanomic R348's
 * primitive form) or confusable characters (Unicode's confusable skeletons,
 * UTS #39). */
#ifndef NOMIC_NAMES_H
#define NOMIC_NAMES_H

#include "core/ctx.h"

/* What a new name is told apart from. */
enum name_space {
	NAMES_PLAYER,   /* players (former ones too), offices, the server's own actors */
	NAMES_OFFICE,   /* the same */
	NAMES_CURRENCY, /* currencies */
};

/* 1 if a and b (UTF-8) could be taken for each other, 0 if not; -1 if the
 * confusables data could not be used (why in err). */
int names_look_alike(const char *a, const char *b, char *err, size_t errlen);

/* The name among those of ns (all but self, a player or an office) that
 * name looks like, as a phrase ("'alice'", "the office 'Speaker'"), into
 * out: 1. None: 0. -1 if the check could not be made (why in out). */
int name_resembles(const nomic *n, const char *name, enum name_space ns, const void *self,
		   char *out, size_t outlen);

/* The check as a command makes it: live, name_resembles, and a name found
 * is recorded in the event's private arguments ("_lookalike", under
 * "player NAME" and the like); in replay, the log's record is the answer,
 * so that a log replays the same under newer Unicode tables (and one made
 * before the check still opens). 1 with the phrase in out, 0, or -1 with
 * why the check could not be made in out. */
int ctx_name_resembles(ctx *c, const char *name, enum name_space ns, const void *self,
		       char *out, size_t outlen);

#endif
