/* visibility.h: the one place that decides what a viewer may see of an
 * event and of a rule (DESIGN principle 5; Ace of Spades reg 104-106,
 * Ackanomic R104's secret votes, the games' hidden moves).
 *
 * An event's command and arguments are information: a `rule amend` of a
 * Secret regulation carries its new text, a vote its ballot, a deal its
 * draws. When an event is made (live, or rebuilt in replay, from the state
 * of that moment) the engine records beside the log what of it is withheld
 * and whose act it was, by the player's permanent id (a vis_seal); the log
 * format and its hashes do not change. Every view of events renders them
 * through vis_event_json: the JSON log (engine_log_json: `nomic log
 * --public/--viewer`, GET /api/v1/log, the page's recent events), and the
 * Atom feeds to come (issue 13) must call it too, never a rule of their own.
 *
 * Who may see what (docs/RULINGS.md, "Visibility"):
 *   VIS_HIDDEN      a hidden event (ctx.hidden: a hidden game move, a secret
 *                   vote, a rule's script's nomic.hide): its actor, by id,
 *                   and the admin;
 *   VIS_REGULATION  a change to a Private or Secret regulation, or a
 *                   proposal whose effects make one: its actor (the
 *                   proposal's author), by id, and the admin (reg 104, 106;
 *                   a Need-To-Know grant opens a regulation's current value
 *                   in the rule views, never the past events, reg 105);
 *                   the event of a deadline of such a regulation's script (its
 *                   timer): the admin;
 *   an effect that makes such a change inside another event (an adopted
 *   proposal's results, a script's nomic.effect): that effect's entry in
 *   the event's "effects" arguments, to the admin only (the rules made it,
 *   nobody's own act).
 * An event's public text (ctx_announce: what the forum and the news say
 * happened) is kept here too and shown with the event to whoever sees it
 * whole.
 * Whoever may not see an event whole sees neither its hash nor its draws:
 * a short hidden command ("vote 1 yes") could be guessed and checked
 * against the hash, and draws can name cards. Arguments whose names begin
 * with '_' (token hashes) are the admin's alone. */
#ifndef NOMIC_VISIBILITY_H
#define NOMIC_VISIBILITY_H

#include "core/ckpt.h"
#include "core/state.h"
#include "rules/rules.h"
#include "store/store.h"

#include <jansson.h>

/* Who is looking. */
typedef struct vis_viewer {
	int admin; /* the admin, or the file's owner (`nomic log`): sees all */
	int pid;   /* a player's permanent id; 0: the public */
} vis_viewer;

/* The viewer a name stands for: "admin", a player's current name (so a
 * player's old name, taken by another, is that other), or anyone else
 * (NULL, an unknown name): the public. Read under the state's lock. */
vis_viewer vis_viewer_named(const nomic *n, const char *name);
/* The viewer issuing a command (a read-only one reads for em). */
struct ctx;
vis_viewer vis_viewer_ctx(const struct ctx *c);

/* Why an event is withheld (a bitmask). */
enum vis_reason {
	VIS_HIDDEN = 1,     /* the event's own hidden flag (ctx.hidden) */
	VIS_REGULATION = 2, /* it carries a Private or Secret regulation's content */
};

/* What a contest that designates information says of it (Ace of Spades
 * regs 104-106, 230, 240, 245; src/agora/aos): src/modules.c sets it, so
 * core never includes the contest. Every decision still happens here. */
typedef struct vis_contest_hooks {
	/* The designation of revision rev of r: r's own unless the contest
	 * changed it (reg 245 makes a Secret regulation's value Private). */
	rules_visibility (*designation)(const nomic *n, const rules_rule *r, uint32_t rev);
	/* Need To Know: whether player pid (0: the public) may know the fact
	 * key ("reg 340#2":
	 * that revision of a regulation's content; "hand 3": player 3's cards;
	 * "proposal 2", "alliance 1", "offer 4": see src/agora/aos/aos_ntk.c). */
	int (*knows)(const nomic *n, int pid, const char *key);
} vis_contest_hooks;
extern const vis_contest_hooks *const vis_contest;

/* Whether v may read a rule's current content: its text, title and script
 * (Ace of Spades reg 106: a Private or Secret regulation's number and
 * existence are public, its content the admin's and, for a Private one,
 * theirs who have Need To Know for its current value, reg 104). n may be
 * NULL (no contest: no grants). */
int vis_may_read_rule(const vis_viewer *v, const nomic *n, const rules_rule *r);
/* The same for one revision of it (a past text, its history's entry): a
 * grant is for the value it was made for, never an earlier one (reg 105:
 * no change of NTK is retroactive). */
int vis_may_read_revision(const vis_viewer *v, const nomic *n, const rules_rule *r,
			  uint32_t rev);
/* Whether v may know a fact the contest designates (vis_contest_hooks
 * knows's keys): the admin always, a player or the public as the contest
 * says. */
int vis_may_know(const vis_viewer *v, const nomic *n, const char *key);
/* Whether v may read every rule of that visibility (a repealed rule's
 * texts in the search index, which no contest designates). */
int vis_may_read_visibility(const vis_viewer *v, rules_visibility visibility);
/* The Private or Secret rule in force a citation binds ("reg 340, its
 * timer 'payday'": what a rule's script declares cites its rule), or NULL.
 * What such a rule's script declares (its commands in `help`, its
 * parameters, its timers) is its content. */
const rules_rule *vis_cited_hidden(const nomic *n, const char *citation);
/* The citation as v may read it: itself, or "Rule 340 (secret)" in buf. */
const char *vis_citation(const vis_viewer *v, const nomic *n, const char *citation,
			 char *buf, size_t len);
/* Whether v may see something withheld for reasons, whose owner (a
 * player id, 0 none) it is: the admin always, the owner eir own. */
int vis_may_see(const vis_viewer *v, unsigned reasons, int owner);

/* ---- the record kept beside the log ---- */

/* What the engine learns of one event when it is made: ctx.hidden and
 * ctx.sealed as whole, the actor's player id as owner (0 for the admin,
 * the clock and the not signed in), and ctx.sealed_effects. */
typedef struct vis_mark {
	unsigned whole;
	int owner;
	const int *effects;
	int neffects;
	const char *text; /* the public text (ctx_announce), or NULL */
} vis_mark;

/* The seals of a log's events, and how far the decisions go. It has its
 * own lock, so readers of the log never wait for the state's writer. */
typedef struct vis_index vis_index;

vis_index *vis_index_new(void);
void vis_index_free(vis_index *ix);
/* Records the decision for event seq (the next after the last recorded):
 * a seal if m withholds anything. */
void vis_index_add(vis_index *ix, uint64_t seq, const vis_mark *m);
/* Forgets the decisions after event seq (a batch that was not recorded). */
void vis_index_truncate(vis_index *ix, uint64_t seq);

/* Checkpoints (issue 17 item 3): the decisions up to event upto, written
 * (core/ckpt.h); and read back into an empty index: 0, or -1 (r says why;
 * the caller frees the index). */
void vis_index_save(vis_index *ix, uint64_t upto, ckw *w);
int vis_index_load(vis_index *ix, ckr *r);

/* The newest event before seq `before` that has a public text: its seq,
 * and a malloc'd copy of the text in *text; 0 (and NULL) when none. For
 * finding the news (core/news.c) only: the text is the event's whatever
 * the viewer, so what is shown of it must come from vis_event_json. */
uint64_t vis_text_before(vis_index *ix, uint64_t before, char **text);

/* The event as v may see it: {"seq", "time", "actor", "command", "hash"?,
 * "args", "draws", "hidden"?}; a withheld event is "command": "(hidden)"
 * with no hash, arguments or draws. NULL when no decision about the event
 * has been made yet (an event another process appended, not yet replayed
 * here): the caller stops there. An event whose args are NULL (copied
 * for engine_log_heads_json) is shown without "args" and "draws". */
json_t *vis_event_json(vis_index *ix, const store_event *ev, const vis_viewer *v);
/* The same, for a caller that writes the JSON text itself (the log API):
 * when the viewer may see the event's arguments and draws exactly as the
 * log stores them, the object leaves "args" and "draws" out and *raw_args
 * and *raw_draws point at ev's texts, to be written verbatim; otherwise
 * both are NULL and the object is vis_event_json's. A large event (a
 * `ruleset load`) is then never parsed to be shown. */
json_t *vis_event_json_raw(vis_index *ix, const store_event *ev, const vis_viewer *v,
			   const char **raw_args, const char **raw_draws);

#endif
