/* justice.h: the courts of Ackanomic, as one subsystem's interface.
 *
 * Calls for Judgement (R211), the selection of judges and the CFJ
 * Ineligibility List (R212, R250 IV a, R709), delivering judgement and
 * deadbeats (R213), the four judgements (R214) and what they do (R215),
 * retraction (R330), appeals and the Supreme Court with its Cortices (R217,
 * R217.1, R416, R416.1), reasoning and dissents (R418), Bronze Torches
 * (R907) and the Clerk of the Court (R413).
 *
 * Two parts share this header and the state below (n->justice):
 *   the trial (cfj.c, judge.c, verdict.c, justice_module.c, justice_read.c):
 *     calling, judges, verdicts, the record, finality, retraction;
 *   the Supreme Court (court.c, cortex.c, appeal.c, torch.c, court_module.c):
 *     Justices, Cortices, appeals and appellate verdicts, Bronze Torches.
 * Other subsystems (crime, Winning Conditions) call cfj_call and hear what
 * happens to a CFJ through ctx_emit(c, "cfj", data) (module.h on_event),
 * where data is {"number", "kind", "what", "verdict", "level", "author",
 * "accused", "creator"}: "what" is one of
 *   "called"     the CFJ was received and distributed (or dismissed);
 *   "verdict"    a verdict became official (distributed by the Clerk):
 *                a reaction may refuse it (returns -1, c->err says why,
 *                and the command that delivered it fails, changing nothing);
 *   "final"      the verdict can no longer be appealed (R217 I, IV): it
 *                stands for good ("verdict" is the final one);
 *   "retracted"  its author retracted it (R330).
 * "verdict" is the word of enum verdict ("TRUE", "FALSE", "UNDECIDED",
 * "INVALID"; "none" before any); "level" 0 the judge, 1 a Cortex, 2 the
 * whole Court. Types: "number", "level", "author" and "accused" (0 none)
 * are integers (player ids); "kind" is cfj_kind_key's word ("plain",
 * "criminal", "cycle-win", "paradox-win"); "creator" a string ("" none).
 * A "called" CFJ that nobody was eligible to judge (R212 ¶3) has verdict
 * "INVALID" and stage CFJ_DISMISSED; a CFJ dismissed later, when a judge
 * is to be replaced and nobody is left, is told as "called" again with
 * verdict "INVALID".
 *
 * State lives in struct justice, owned by the nomic, created on first use
 * (journaled) and changed only through the journal.
 *
 * Checkpoints (issue 17 item 3): the justice module writes the whole of
 * struct justice as its one part (justice_ckpt.c: the Ineligibility List
 * and each CFJ's trial and record), the Court's fields inside it through
 * court_ckpt.c (court.h); the court module owns no pointer and has no
 * pair, so justice's state_version covers both halves. */
#ifndef NOMIC_JUSTICE_H
#define NOMIC_JUSTICE_H

#include "core/command.h"

enum cfj_kind {
	CFJ_PLAIN,
	CFJ_CRIMINAL,    /* a CFCJ (R710): names its accused */
	CFJ_CYCLE_WIN,   /* R600: "X has an Unclaimed Winning Condition by Rule N" */
	CFJ_PARADOX_WIN, /* R601 */
};

enum verdict {
	VERDICT_NONE,
	VERDICT_TRUE,
	VERDICT_FALSE,
	VERDICT_UNDECIDED, /* R214: goes to the Supreme Court as if appealed */
	VERDICT_INVALID,
};

enum cfj_stage {
	CFJ_WITH_JUDGE, /* a judge is appointed (or being replaced); no verdict yet */
	CFJ_APPEALABLE, /* a verdict is official; the R217 I window is open */
	CFJ_AT_CORTEX,  /* before a Supreme Cortex (R217 II, R217.1) */
	CFJ_AT_COURT,   /* before the whole Supreme Court (R217 II, R217.1 last) */
	CFJ_FINAL,      /* the verdict stands: no appeal is possible */
	CFJ_RETRACTED,  /* by its author (R330) */
	CFJ_DISMISSED,  /* no eligible judge: Invalid by the Clerk (R212) */
};

enum cfj_level { LEVEL_JUDGE, LEVEL_CORTEX, LEVEL_COURT };

/* One official verdict in a CFJ's record, in order. */
typedef struct cfj_ruling {
	enum cfj_level level;
	enum verdict verdict;
	int *deciders;        /* player ids: the judge; the Cortex's owners; the
				 Justices who made the Court's decision */
	int ndeciders;
	char *reasons;        /* R214: no part of the judgement itself */
	gtime when;
	/* The points this ruling took under R217 III (frivolous appeals,
	 * overturned deciders), so that its own overturning can give them
	 * back exactly (R217 III last paragraph). */
	int *penalised;       /* player ids */
	int64_t *penalties;   /* points taken from each */
	int npenalised;
} cfj_ruling;

enum cfj_note_kind {
	NOTE_ARGUMENT,   /* anyone's public argument or evidence, at any time */
	NOTE_REASONING,  /* R418: a Justice's or Bronze Torch owner's, sent before
			    the result: private to its author until published */
	NOTE_MITIGATION, /* R710 6: the accused's, before the result: likewise */
	NOTE_APPEAL,     /* R217 I: an appellant's material, on the record */
	NOTE_DISSENT,    /* R418: a dissenting Justice, within a week */
};

typedef struct cfj_note {
	enum cfj_note_kind kind;
	int author;
	char *text;
	gtime when;
	int published;   /* a private note (REASONING, MITIGATION) is public once
			    the verdict it precedes is published */
} cfj_note;

typedef struct cfj {
	int number;
	int author;
	enum cfj_kind kind;
	char *statement;
	char *reasoning;         /* the caller's comments (R211: the judge need not
				    consider them) */
	int accused;             /* CFJ_CRIMINAL: the player named (R212 iv); 0 */
	char creator[16];        /* CFJ_CYCLE_WIN: the rule number claimed (R600) */
	enum cfj_stage stage;
	gtime called;

	/* The trial (R212, R213). */
	int judge;               /* player id, 0 none */
	int accepted;            /* the judge said e accepts (R709 "accepted") */
	gtime appointed;
	uint64_t judge_dl;       /* R213: one week from the appointment */
	uint64_t remind_dl;      /* the judge's reminder pending (reminders.c), 0 none */
	int reminded;            /* the judge appointed now has had it */
	int *declined;           /* R212 vi: who declined this CFJ */
	int ndeclined, declined_cap;

	/* The record (R413 c: official once distributed). */
	cfj_ruling **rulings;
	int nrulings, rulings_cap;
	uint64_t appeal_dl;      /* R217 I: four days from the latest ruling */
	cfj_note **notes;
	int nnotes, notes_cap;

	/* The Supreme Court (R217, R217.1, R416.1). */
	int *appellants;         /* who appealed the latest ruling, in order */
	int nappellants, appellants_cap;
	int appeals;             /* how many times it has been sent up (R217 II:
				    the second consideration is the whole Court) */
	int undecided_referral;  /* sent up by R214 (no penalty for the judge) */
	int cortex;              /* the Cortex considering it (id), 0 none */
	gtime court_since;       /* when the Cortex or Court received it */
	int *court_declined;     /* R217 VI: Justices who declined this CFJ */
	int ncourt_declined, court_declined_cap;
	int *cortex_declined;    /* R217 V: Cortices (ids) that declined it */
	int ncortex_declined, cortex_declined_cap;
	enum verdict *votes;     /* by player id - 1: each Justice's verdict
				    while the Cortex or Court considers it */
	int nvotes;
	int64_t proposed_fine;   /* R217 III: points the Justices specify, -1 default */
	uint64_t court_dl;       /* R217 II: the whole Court's week */
	int court_week_over;     /* R217 II: the week passed without unanimity:
				    a 2/3 supermajority decides */
} cfj;

/* A Justice's seat (R416 I); acting_for is the vacationing Justice whose
 * seat e fills (R416 IV), 0 for eir own. */
typedef struct justice_seat {
	int player;
	int acting_for;
	gtime since;
	int appointed;           /* by the President under R416 III */
} justice_seat;
/* A seat is vacant when player is 0; since is then when it became so. */

/* A Supreme Cortex (R416.1): 0, 1 or 2 owners. */
typedef struct cortex {
	int id;
	char *name;
	int owners[2];
	int nowners;
	gtime created;
	int declining[2];        /* R217 V: the CFJ each owner (same index) said
				    the Cortex should decline, 0 none */
} cortex;

/* When a player last left the Office of Justice and how (R416 II). */
typedef struct justice_past {
	int player;
	gtime when;
	int impeached;           /* else resigned */
} justice_past;

typedef struct justice {
	cfj **cfjs;              /* by number - 1 */
	int ncfjs, cfjs_cap;
	int *inelig;             /* R212: the CFJ Ineligibility List (player ids) */
	int ninelig, inelig_cap;

	justice_seat **seats;    /* R416 I: at least two, some maybe vacant (player 0) */
	int nseats, seats_cap;
	cortex **cortices;
	int ncortices, cortices_cap;
	int next_cortex;
	justice_past **past;
	int npast, past_cap;
	int *willing;            /* R416 III: who volunteered to be appointed */
	int nwilling, willing_cap;
} justice;

/* The state, created (journaled) on first use; NULL from peek if none. */
justice *justice_of(ctx *c);
const justice *justice_peek(const nomic *n);
void justice_free(justice *j);            /* the trial's; calls court_free_parts */
void court_free_parts(justice *j);        /* the court's arrays */

cfj *cfj_find(const nomic *n, int number);
const char *verdict_name(enum verdict v);  /* "TRUE" ... */
int verdict_parse(const char *word, enum verdict *out); /* 0, -1 if not one */
const char *cfj_stage_name(enum cfj_stage s);
const char *cfj_kind_name(enum cfj_kind k);

/* ---- the views (justice_json.c) ---- */

struct vis_viewer;
/* R418, R710 6: whether v may read the note now (a private note before the
 * verdict it precedes is published: its author and the admin only). */
int cfj_note_visible(const cfj_note *note, const struct vis_viewer *v);
/* f as v may see it: its summary, and with full its reasoning, rulings,
 * appellants and the notes v may read. */
json_t *cfj_json(const nomic *n, const cfj *f, const struct vis_viewer *v, int full);

/* ---- the trial (justice_module.c, cfj.c, judge.c, verdict.c) ---- */

typedef struct cfj_spec {
	int author;              /* player id */
	enum cfj_kind kind;
	const char *statement;
	const char *reasoning;   /* may be NULL */
	int accused;             /* CFJ_CRIMINAL */
	const char *creator;     /* CFJ_CYCLE_WIN */
} cfj_spec;

/* R211, R212, R413 a-b: receives a CFJ, selects its judge (uniformly at
 * random among the eligible, R230 I; none eligible: dismissed as Invalid),
 * distributes it (ctx_announce) and emits "called". Refuses an empty
 * statement. 0 and *out; -1 with c->err, changing nothing. */
int cfj_call(ctx *c, const cfj_spec *spec, cfj **out);

/* R413 c: makes a verdict official: appends the ruling, publishes it with
 * the reasoning notes it precedes (R418, R710 6), emits "verdict", then:
 * a judge's UNDECIDED goes to the Supreme Court (R214, court_consider); a
 * level 0 or 1 verdict opens the four-day appeal window (R217 I); a
 * level 2 verdict is final at once (R217 IV). -1 if a reaction refused it. */
int cfj_post_verdict(ctx *c, cfj *f, enum cfj_level level, enum verdict v,
		     const int *deciders, int ndeciders, const char *reasons,
		     cfj_ruling **out);
/* The verdict stands for good: stage FINAL, emits "final". */
int cfj_make_final(ctx *c, cfj *f);
/* The latest official ruling, NULL if none. */
const cfj_ruling *cfj_latest(const cfj *f);

/* R212: whether who may be selected to judge f now (every step, and
 * the Gaol of R709 through crime_in_gaol). */
int judge_eligible(const nomic *n, const cfj *f, int who);
/* R212 ¶4 (declined), R213 (deadbeat), R250 IV a (Non-Voting), R709 (into
 * the Gaol before accepting): the judge is replaced by a fresh selection. */
int cfj_reassign(ctx *c, cfj *f, const char *why);
int cfj_on_inelig_list(const nomic *n, int who);
/* The word of a kind in the "cfj" event's data ("plain" ...). */
const char *cfj_kind_key(enum cfj_kind k);
/* Adds a note to f's record (journaled); a REASONING or MITIGATION note is
 * private to its author (and the admin) until the verdict it precedes is
 * published. 0, or -1 with c->err (an empty text). */
int cfj_add_note(ctx *c, cfj *f, enum cfj_note_kind kind, int author, const char *text);

/* ---- the Supreme Court (court.c, cortex.c, appeal.c, torch.c) ---- */

/* Whether who holds a seat of Justice, or acts in one (R416 I, IV). */
int court_is_justice(const nomic *n, int who);
/* The active Justices (R217 II), ids in seat order; returns how many. */
int court_active_justices(const nomic *n, int *out, int max);
/* R214 (UNDECIDED) and R217 I (an appeal): the Court takes up f: a Cortex
 * on the first consideration (R217.1), the whole Court on the second. */
int court_consider(ctx *c, cfj *f);
/* R907: whether who owns a Bronze Torch (R418 lets em add reasoning). */
int court_has_torch(const nomic *n, int who);
/* R416 IV: whether who acts in a vacationing Justice's seat. */
int court_is_acting(const nomic *n, int who);
/* The Supreme Court as anyone may see it (court_read.c): {"seats": [{"seat",
 * "justice", "acting", "appointed", "vacant_since"}], "cortices": [{"name",
 * "status", "owners", "considering"}], "docket": [{"cfj", "before", "since",
 * "supermajority"}]}. No votes: a Justice's vote is hidden until the Court
 * decides. */
json_t *court_json(const nomic *n);

#endif
