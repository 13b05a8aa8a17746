/* gov.h: proposals, votes, results and winning by points (Ackanomic R104,
 * R106, R205, R207, R209, R330, R406, R408, R410, R600, R603), the
 * Winning Conditions and winning the cycle (R600, R601, R603 ¶4, R605,
 * R215; wins.c and its neighbours), and the voters' strengths on each
 * body (after Agora; docs/VOTING.md).
 *
 * A proposal's text is frozen once distributed (R104). Its effects are the
 * lines of its text that begin "Effect:", each a command of the nomic's own
 * language ("rule amend 207 ...", "param set ...", "move 5 A$ from Treasury
 * to bob"), applied in order when it is adopted; one that fails is ignored
 * (R104). A proposal with no effects becomes a rule (R104, R301, R303).
 * State lives in `struct gov`, owned by the nomic and changed only through
 * the journal. */
#ifndef NOMIC_GOV_H
#define NOMIC_GOV_H

#include "core/command.h"
#include "gov/method.h"

enum proposal_kind { PK_ORDINARY, PK_MODEST, PK_GRANDIOSE };

enum proposal_status {
	PROP_SUBMITTED,  /* with the Promoter, not yet distributed (R406) */
	PROP_VOTING,
	PROP_ADOPTED,
	PROP_REJECTED,
	PROP_RETRACTED,  /* R330 */
	PROP_INVALID,    /* R209 */
};

typedef struct proposal {
	int number;                 /* R406 c */
	int author;                 /* player id */
	char *title;
	char *text;
	enum proposal_kind kind;    /* R209 */
	char method[32];            /* the method it is voted by, fixed at distribution */
	method_config cfg;          /* that method's numbers, fixed at distribution too */
	enum proposal_status status;
	gtime submitted, distributed, closes;
	uint64_t deadline;
	uint64_t remind_dl;         /* its vote reminder pending (reminders.c), 0 none */
	int reminded;               /* that reminder has been sent */
	int *ballots;               /* by player id - 1: 0 none, else a ballot value */
	int nballots;
	char *outcome;              /* the Tabulator's line, once reported */
	int64_t *strengths;         /* by player id - 1 (nballots of them): each
				       voter's strength as counted; NULL until then */
	int hidden;                 /* an effect changes a Private or Secret
				       regulation: the text is its author's and
				       the admin's (core/visibility.h) */
} proposal;

/* R600: a Winning Condition, created Unclaimed by the rule that caused it
 * (wins.c). Claimed and attached to a Cycle-Win CFJ when its owner submits
 * one naming its creator; Finalized when that CFJ's TRUE verdict becomes
 * final (wins_claim.c). */
enum wc_state { WC_UNCLAIMED, WC_CLAIMED, WC_FINALIZED };

typedef struct win_condition {
	int ent;                    /* the entity (R500, econ/entities.h) that is
				       this Winning Condition: its owner and its
				       "state" switch are the truth (wc_owner,
				       wc_state); 0 on the old path (wins.entities
				       0, nomics begun before level 6), where the
				       two fields below are */
	int owner;                  /* old path only */
	char creator[16];           /* the rule that caused it: "603" (R600 ¶3) */
	int state;                  /* old path only: enum wc_state */
	gtime when;                 /* when it was achieved */
	int cfj;                    /* the Cycle-Win CFJ it is attached to, 0 none */
	char *note;                 /* what the judge of its claim must still find
				       (R605 (1): "a game effect"), or NULL */
} win_condition;

/* R603 ¶4: the Scorekeeper's announcement that a player reached the Magic
 * Number; e wins the cycle if nobody objects within three days. */
enum announcement_state { ANN_OPEN, ANN_WON, ANN_OBJECTED };

typedef struct win_announcement {
	int number;                 /* 1, 2, ...: `win object N` */
	int player;                 /* who is declared */
	int by;                     /* the Scorekeeper (player id), 0 the admin */
	gtime when;
	int state;                  /* enum announcement_state */
	int objector;               /* the first to object, 0 none */
	gtime objected;
	uint64_t deadline;          /* the win-announced deadline while open */
} win_announcement;

/* A cycle won (R600 ¶6, R601, R603 ¶4), kept for the end of the cycle
 * (R666; issue 15). */
typedef struct cycle_win {
	int player;
	char rule[16];              /* "603", "601", ...: how it was won */
	char how[48];               /* "CFJ 3", "the Scorekeeper's announcement 1" */
	gtime when;
} cycle_win;

/* One voter's strength on one body, once set (the default is 1). */
typedef struct voting_strength {
	char body[32];              /* "proposals", or another body's one word */
	int player;
	int64_t value;              /* 0 .. STRENGTH_MAX */
} voting_strength;

#define STRENGTH_DEFAULT 1
#define STRENGTH_MAX 1000000
#define BODY_PROPOSALS "proposals" /* the body the nomic's proposals are voted by */

typedef struct gov {
	char method[32];            /* the proposals' voting method; "" = ackanomic */
	proposal **proposals;
	int nproposals, cap;
	int next_number;
	int mn_reached;             /* someone reached the Magic Number this cycle (R603) */
	win_condition **wins;       /* R600, in the order achieved */
	int nwins, wins_cap;
	win_announcement **announcements; /* R603 ¶4, in order */
	int nannouncements, announcements_cap;
	cycle_win **cycle_wins;     /* R600 ¶6, R601, R603: every cycle's winners, in
				       order (src/gov/cycle numbers the cycles) */
	int ncycle_wins, cycle_wins_cap;
	int sage;                   /* R605 (2): who holds "Sage o' Doe Gas", 0 none */
	voting_strength **strengths; /* those set, in the order first set */
	int nstrengths, strengths_cap;
} gov;

/* Votes cast at the end of a proposal's voting period, before its votes
 * are counted, by others than its voters (R1021: a Political Party's
 * extra YES votes). The subsystem that casts them (src/society/orgs) is
 * not included by gov: src/modules.c sets gov_close_votes to its function
 * (NULL: none). The function reads the state as it stands at the end of
 * the voting period and fills out[0..max); returns how many. */
typedef struct close_vote {
	char who[80];   /* "the Red Party" */
	int ballot;     /* a ballot value of the proposal's method */
	int64_t count;
	char rule[16];  /* the rule that casts them: "R1021" */
} close_vote;
#define CLOSE_VOTES_MAX 32
struct proposal;
typedef int (*close_votes_fn)(const nomic *n, const struct proposal *p, close_vote *out,
			      int max);
extern const close_votes_fn gov_close_votes;

/* The method the nomic's proposals are voted by, and its configuration:
 * the method's defaults, overridden by the params vote.period (window),
 * vote.quorum, vote.ai (x1000), vote.support, vote.objections,
 * vote.min_endorse, vote.pct_endorse and vote.min_wait. */
const struct vote_method *gov_method(const nomic *n);
/* The method a distributed proposal is voted by; its numbers are p->cfg. */
const struct vote_method *proposal_method(const proposal *p);
/* The numbers a proposal distributed now would be voted with. */
void gov_method_config(const nomic *n, struct method_config *cfg);

/* Voting strength. A body is one lower-case word (BODY_PROPOSALS for the
 * nomic's proposals); every voter's strength on every body is 1 until set.
 * gov_set_strength: strength is a whole number from 0 to STRENGTH_MAX.
 * Fails: ctx (a bad body, player or strength), changing nothing; journals;
 * replies nothing, so a command or a script says what it did. */
int gov_set_strength(ctx *c, const char *body, int player_id, int64_t strength);
/* Never fails: the strength set, or STRENGTH_DEFAULT. */
int64_t gov_strength(const nomic *n, const char *body, int player_id);
/* 1 if body is a body's name: one lower-case word of at most 31 letters. */
int gov_body_name_ok(const char *body);

/* A player's ballot on p in its method's own words, NULL if none. */
const char *proposal_ballot_word(const proposal *p, int player_id);
/* The strength p counts the player's ballot with: as counted once the
 * results are in, else eir strength on BODY_PROPOSALS now. */
int64_t proposal_strength(const nomic *n, const proposal *p, int player_id);
/* 1 if some ballot on p counts with a strength other than 1, so the
 * results show the strengths. */
int proposal_shows_strengths(const nomic *n, const proposal *p);

/* The nomic's governance state, created (journaled) on first use. */
gov *gov_of(ctx *c);
const gov *gov_peek(const nomic *n);
void gov_free(struct gov *g);

const proposal *proposal_by_number(const nomic *n, int number);
const char *proposal_status_name(enum proposal_status s);
const char *proposal_kind_name(enum proposal_kind k);

/* Scoring on results (R207, ordered per R205) and winning (R603). The
 * awards are read before the effects apply (R205 5) and paid after them
 * (R207 I). */
typedef struct award_values {
	int64_t author;    /* signed: + on adoption, - on rejection */
	int64_t newbie;    /* R207 IV bonus, 0 when it does not apply */
	int64_t voter;     /* R207 III, each voter */
} award_values;

award_values scoring_values(const nomic *n, const proposal *p, int adopted);
/* Counts p's ballots and asks its method; closes it (results, effects,
 * scores) when decided. at_close: its voting period has ended. */
void proposal_evaluate(ctx *c, proposal *p, int at_close);

/* Pays the awards for p (unless Null or Boring) and checks R603. */
void scoring_pay(ctx *c, const proposal *p, const award_values *v, int is_null,
		 int is_boring);

/* R603: after score changes at one instant, who reached the Magic Number. */
void winning_check(ctx *c, const int *players, const int64_t *before, int n);

/* Winning Conditions (wins.c; R600). wc_achieve: R600 ¶3: the player
 * achieves one by rule `creator`: created Unclaimed in eir possession,
 * unless e owns one with that creator already (then none is created and
 * NULL is returned). note: what the judge of its claim must still find
 * (NULL: nothing). Journals; the caller says why (reply and announce). */
win_condition *wc_achieve(ctx *c, int owner, const char *creator, const char *note);
/* Its owner (a player's id; 0 if none owns it) and state (enum wc_state),
 * read from its entity when it has one; wc_set_state sets either. */
int wc_owner(const nomic *n, const win_condition *w);
int wc_state(const nomic *n, const win_condition *w);
void wc_set_state(ctx *c, win_condition *w, int state, const char *why);
/* Heard "entity" (gov_module.c): a Winning Condition entity destroyed by
 * anything (R250 VII b, the admin) takes its record with it; one created
 * other than by wc_achieve is refused (R600 ¶3): -1. */
int wins_on_entity(ctx *c, const json_t *data);
win_condition *wc_find(const nomic *n, int owner, const char *creator);
const char *wc_state_name(int state);
/* R600 ¶6: the Winning Condition becomes Finalized; if its owner is a
 * Voting player then, e wins the cycle (gov_win_cycle) and it is
 * destroyed. how: the CFJ that finalised it ("CFJ 3"). Journals. */
void wc_finalize(ctx *c, win_condition *w, const char *how);
void wc_destroy(ctx *c, win_condition *w, const char *why);

/* Winning the cycle (R600 ¶6, R601, R603 ¶4): records the win (who, the
 * rule it was won by, how: "CFJ 3" or "the Scorekeeper's announcement 1",
 * and when), announces it ("alice wins the cycle by Rule 603 (R600)";
 * cite is the rule that makes it a win) and emits "cycle-win" {"player",
 * "id", "rule", "how"} for the end of the cycle (R666: issue 15 reacts to
 * it). Journals; never fails. */
void gov_win_cycle(ctx *c, int player_id, const char *rule, const char *how,
		   const char *cite);

/* What the Winning Conditions hear (gov_module.c on_event): a CFJ's life
 * (wins_claim.c; -1 refuses a verdict R600 forbids) and an adopted
 * proposal's results (win_palindrome.c, R605). */
int wins_on_cfj(ctx *c, const json_t *data);
void wins_on_proposal(ctx *c, const json_t *data);
/* R600 last checks: 1 if a Cycle-Win CFJ by author claiming a Rule 603
 * Winning Condition, submitted at `called`, came less than three days
 * after the Scorekeeper announced em and before any objection
 * (win_announce.c). */
int wins_announced_unobjected(const nomic *n, int author, gtime called);
void wins_free_parts(struct gov *g);
extern const deadline_kind dl_win_announced; /* R603 ¶4 */
/* The commands, listed in proposals.c's table: `wins` (wins_read.c),
 * `win announce PLAYER` and `win object N` (win_announce.c). */
int gov_cmd_wins(ctx *c, int argc, char **argv);
int gov_cmd_win_announce(ctx *c, int argc, char **argv);
int gov_cmd_win_object(ctx *c, int argc, char **argv);
/* JSON of the Winning Conditions, the open announcements and the cycle's
 * winners, for the API (wins_read.c; GET /api/v1/wins). */
json_t *gov_wins_json(const nomic *n);

/* R250 VI c: an On Ice player's votes on open proposals are cancelled. */
void gov_cancel_votes_of(ctx *c, int player_id);

/* A proposal's effects (effects.c): its "Effect:" lines, each with the
 * here-document after it ("<<WORD" ... "WORD") quoted as its last word.
 * Returns how many (and *out, freed by proposal_effects_free), or -1 with
 * err if a here-document has no end. */
int proposal_effects(const char *text, char ***out, char *err, size_t errlen);
void proposal_effects_free(char **v, int n);
/* How effects_apply tells what each effect did, and what runs around each.
 * A proposal's effects (R104) and a CSR's changes (R421.2) apply the same
 * way, one at a time in order, each its own command of the nomic's
 * language with its cause; only the words and the instant differ. */
typedef struct effects_how {
	const char *noun;   /* "effect" (R104), "change" (R421.2) */
	const char *failed; /* after "NOUN K": " ignored (R104)", " has no effect" */
	/* Around each effect: snap before it (may return NULL), instant after
	 * one that took effect (R207 I and R603: gov/results.c); snap's value
	 * is then freed with free(). Both NULL: nothing. */
	void *(*snap)(ctx *c);
	void (*instant)(ctx *c, void *snapped);
} effects_how;
/* Applies effects[0..count) in order, cause naming who makes them
 * ("Proposal 12", "CSR 3"), appending to said a line for each: "\n  NOUN
 * K: what it did", or "\n  NOUN K<failed>: why"; said NULL: each line
 * to the actor's reply as it happens. Returns how many took effect
 * (effects.c). */
int effects_apply(ctx *c, char **effects, int count, const char *cause,
		  const effects_how *how, sbuf *said);
/* Replies with notes for the author: an amendment of a rule whose
 * mechanics are built in that changes neither its parameters nor its
 * script; at submission, rules enacted without a script. */
void proposal_warnings(ctx *c, const char *text, int at_submission);
/* Whether an "Effect:" line of the text changes a Private or Secret
 * regulation (Ace of Spades reg 106), so that the text carries its content
 * (the line's first words are enough: an unfinished one counts too). */
int proposal_touches_hidden(const nomic *n, const char *text);
/* Whether the viewer may read the proposal's text (core/visibility.h). */
struct vis_viewer;
int proposal_text_visible(const proposal *p, const struct vis_viewer *v);

extern const deadline_kind dl_voting_end, dl_voting_check;

/* Vote reminders (reminders.c; core/remind.h): set when p is distributed
 * with a voting period, set again (for every open proposal not yet
 * reminded of) when remind.lead changes, cancelled when p closes, is
 * retracted or declared invalid. Journal; never fail. */
void gov_schedule_reminder(ctx *c, proposal *p);
void gov_cancel_reminder(ctx *c, proposal *p);
void gov_retime_reminders(ctx *c);
extern const deadline_kind dl_vote_reminder;
extern const command gov_commands[]; /* proposals.c */

/* The part in a checkpoint (gov_ckpt.c; core/module.h save_state). */
struct ckw;
struct ckr;
int gov_save_state(const nomic *n, struct ckw *w);
int gov_load_state(nomic *n, struct ckr *r);

/* The read-only commands (gov_read.c), listed in proposals.c's table. */
int gov_cmd_proposals(ctx *c, int argc, char **argv);
int gov_cmd_proposal(ctx *c, int argc, char **argv);
int gov_cmd_votes(ctx *c, int argc, char **argv);
/* One proposal's line (number, title, author, kind, status, when voting
 * ends or its result), and its votes ("\nvotes: ..."), for the officers'
 * reports (src/reports) as for `proposals` (gov_read.c). */
void proposal_line(sbuf *b, const nomic *n, const proposal *p);
void proposal_votes(sbuf *b, const nomic *n, const proposal *p);
/* Voting strength (strength.c), listed in the same table. */
int gov_cmd_strength(ctx *c, int argc, char **argv);
int gov_cmd_strengths(ctx *c, int argc, char **argv);

#endif
