/* offices.h: Ackanomic's offices as the rules run them (R401-R441): the
 * catalogue of the seed's offices (kind, seats, term, salary, the rule
 * that defines each), filling them (R402 nominations and elections, R403
 * (vi) and R414 (ii) a the President's choice of a Functional Officer),
 * terms that end (R401 (v), R414), Acting Officers (R401.1) and salaries
 * (R401 (iv), R403 (ii), R405 (iii), R435, R441).
 *
 * Core's `office` stays the holder record (core/state.h); what the rules
 * add lives here in struct offices (n->offices_state), owned by this
 * subsystem and changed only through the journal.
 *
 * Files: catalogue.c (the offices and their parameters), offices_state.c
 * (the state), nomination.c (R402 (i), R403 (vi): nominations and the
 * President's choice), election.c (R402 (ii): voting, tallies, ties, terms),
 * acting.c (R401.1, the vacation hand-over of R401.1 IV), salary.c (R401
 * (iv): paydays), seats.c (R401 (i): offices of several seats), substitute.c
 * (R401.1 IV, R405 (iv): Substitutes, office_performer; R413, R405 (ix):
 * the Speaker's succession), ip_president.c (R403 (v)), repeal.c (R401 (i):
 * an office whose rule is repealed), offices_json.c (the JSON fields of
 * /api/v1/offices), offices_module.c (the module).
 *
 * grey.c: offices seat by seat (R401 (i)) and the Grey Council by Caste
 * (R1031 a-c), behind offices.per_seat (1 from level 6).
 *
 * Events emitted: "salaries" {"period", "paid"} on each payday (salary.c):
 * R620 ¶3 feeds the Chartreuse Goose then (src/gov/cycle). "office"
 * {"what": "filled", "vacated" or "term-ended", "office", "seat" (from 1),
 * "player" (id), "name", "caste" (the seat's Caste word, "" none)} when a
 * seat is filled or left or its term ends (grey.c office_event): Honour
 * hears the seats past the first (src/society/character, R550.1). */
#ifndef NOMIC_OFFICES_H
#define NOMIC_OFFICES_H

#include "core/ckpt.h"
#include "core/command.h"
#include "core/params.h"

#include <jansson.h>

#define OFF_DAY 86400

/* R401 (ix): every office is Functional or Political. */
enum office_kind { OK_POLITICAL, OK_FUNCTIONAL };

/* How an office is filled. */
enum office_fill {
	FILL_ELECTION,  /* R401 (ix), R402 (ii): Political offices */
	FILL_PRESIDENT, /* R403 (vi), R414 (ii) a: a Nomination, the President chooses */
	FILL_OWN_RULE,  /* R416: the Justices make themselves so; not run here */
};

/* R401 (iv), R403 (ii), R405 (iii), R429: what a holder is paid monthly. */
enum office_salary {
	SAL_NONE,
	SAL_HARFER,       /* the Standard Harfer Fee (fee.harfer) */
	SAL_HARFER_PLUS,  /* the Fee plus offices.speaker_extra (R405 (iii)) */
	SAL_SCULPTURE,    /* R429: an Automatic Sculpture, not A$ (not paid here) */
};

/* R402 (ii) h: how a tied election is resolved. */
enum office_tie { TIE_RANDOM, TIE_NEW_ELECTION };

typedef struct office_def {
	const char *name;
	const char *rule;      /* the rule that defines it: "R405" */
	enum office_kind kind;
	int optional;          /* R401 (viii) */
	int seats;             /* 0: variable (R416) */
	const char *seats_param; /* the seats as a parameter (R1031), NULL: seats */
	enum office_fill fill;
	enum office_salary salary;
	const char *salary_rule;
	enum office_tie tie;
	const char *term_param;     /* R401 (v) a: NULL = no term */
	const char *minterm_param;  /* R401 (v) b: NULL = none */
	const char *nomination_param; /* R402 (i) b or the office's own */
	const char *voting_param;     /* R402 (ii) d or the office's own */
} office_def;

/* ---- the catalogue (catalogue.c) ---- */
extern const param_decl offices_params[];
extern const param_level offices_level_defaults[];
/* offices.mode is "rules": vacancies call Nominations, terms end, salaries
 * are paid of themselves. "admin" (the default, so that nomics begun
 * before this subsystem replay unchanged): only what players and the
 * admin do by command happens. */
int offices_rules_run(const nomic *n);
/* The office named so, if a rule in force defines it (R401 (i): an office
 * no rule defines any more is destroyed; its rule repealed, the rules no
 * longer run it: NULL, as for an office no rule of the seed defines). */
const office_def *office_def_find(const nomic *n, const char *name);
/* The seed's entry, whether or not its rule is still in force. */
const office_def *office_def_named(const char *name);
/* Whether the rule that defines d is in force (core/bind.h; a nomic with
 * no ruleset binds nothing, so every office is). */
int office_def_in_force(const nomic *n, const office_def *d);
const office_def *office_def_at(int i); /* NULL past the end */
/* R401 (i): how many seats d has now (1 when the rules name none or a
 * variable number, R416's Justices being justice's). */
int office_nseats(const nomic *n, const office_def *d);
/* The A$ the office's holder is paid monthly now; 0 if none. */
int64_t office_salary_amount(const nomic *n, const office_def *d);
const char *office_kind_name(const office_def *d);
/* One line: "Functional, 1 seat, no term, salary A$20 (R403 (ii))". */
void office_def_describe(const nomic *n, const office_def *d, char *buf, size_t len);

/* ---- the state (offices_state.c) ---- */
enum nom_phase {
	NP_NOMINATING, /* R402 (i) c: volunteers come forward */
	NP_WAITING,    /* R402 (i) e: no volunteer yet: open until one comes */
	NP_CHOOSING,   /* R403 (vi): the President chooses a Nominee */
	NP_VOTING,     /* R402 (ii) c-e: the Election Period */
};

#define OFF_MAX_NOMINEES 64
#define OFF_MAX_SEATS 16

typedef struct ballot {
	int voter, nominee;
} ballot;

/* One Nomination, and the Election that may follow it (R402). */
typedef struct nomination {
	int id;
	char *office;
	enum nom_phase phase;
	gtime opened, ends;     /* ends: of the current period, 0 while waiting */
	uint64_t dl;            /* its deadline, 0 none */
	int caller;             /* the player who asked for it, 0 the engine/admin */
	int nominees[OFF_MAX_NOMINEES];
	int nnominees;
	ballot **ballots;       /* R402 (ii) e: the last vote of each voter */
	int nballots, ballots_cap;
} nomination;

/* What the rules add to one office: its term and acting officer. */
typedef struct office_rec {
	char *office;
	gtime since;            /* when its holder took it, 0 unknown */
	uint64_t term_dl;       /* R401 (v): the term's end, 0 none */
	int acting;             /* R401.1: the Acting Officer, 0 none */
	int64_t paid_period;    /* R401 (iv): the latest month paid, yyyymm */
	/* R401 (i): an office of several seats: seat 1 is core's holder, seat
	 * k+2 is extra[k] (0 vacant), held since extra_since[k]. */
	int extra[OFF_MAX_SEATS - 1];
	gtime extra_since[OFF_MAX_SEATS - 1];
	int seat_acting[OFF_MAX_SEATS - 1]; /* R401.1: seat k+2's Acting Officer */
	int gone;               /* R401 (i): its rule is no longer in force */
	int handover;           /* R401.1 IV: the Acting Officer its holder named */
	gtime handover_at;      /* ... and when, 0 none */
} office_rec;

/* An Impeachment Paper (R404). */
typedef struct ip_vote {
	int voter, yes;
} ip_vote;

typedef struct impeachment {
	int id;
	int author, officer;
	char *office;
	gtime opened, ends;
	uint64_t dl;            /* its voting period's end, 0 once resolved */
	int resolved;           /* 0 pending, 1 ACCEPTED, 2 REJECTED */
	ip_vote **votes;
	int nvotes, votes_cap;
} impeachment;

/* The President's declaration to impeach a Functional Officer, and the
 * Justices who concur (R403 (v)). */
typedef struct fip {
	int id, officer;
	char *office;
	gtime declared, ends;
	uint64_t dl;            /* the Court's 3 days' end, 0 once resolved */
	int resolved;           /* 0 pending, 1 the seat vacated, 2 lapsed */
	int concur[OFF_MAX_NOMINEES];
	int nconcur;
} fip;

/* An Election that ended (R402 (ii) f: its tally is published): kept, so
 * that its result can be read again (`elections`, /api/v1/elections). */
typedef struct election_result {
	int id;                 /* its Nomination's */
	char *office;
	gtime opened, ended;
	int nominees[OFF_MAX_NOMINEES], votes[OFF_MAX_NOMINEES];
	int nnominees;
	int seated[OFF_MAX_NOMINEES]; /* who took a seat by it, in rank order */
	int nseated;
	const char *outcome;    /* "elected", "a tie: a New Election", ... (static) */
} election_result;

typedef struct offices {
	election_result **results; /* every Election that ended, oldest first */
	int nresults, results_cap;
	fip **fips;             /* R403 (v) declarations, kept */
	int nfips, fips_cap;
	impeachment **ips;      /* every IP, kept for R404 (i)'s limits */
	int nips, ips_cap;
	nomination **noms;
	int nnoms, noms_cap;
	int next_nom;
	office_rec **recs;
	int nrecs, recs_cap;
	uint64_t payday_dl;     /* the next salaries' deadline, 0 none */
} offices;

offices *offices_of(ctx *c);
const offices *offices_peek(const nomic *n);
void offices_free(offices *s);
office_rec *office_rec_of(ctx *c, const char *name); /* creates it */
const office_rec *office_rec_peek(const nomic *n, const char *name);
nomination *nomination_for(const nomic *n, const char *name); /* open one */
nomination *nomination_by_id(const nomic *n, int id);      /* any, by its id */
void nomination_free(void *p);
void fip_free(void *p);

/* ---- nominations (nomination.c) ---- */
int offices_cmd_nominate(ctx *c, int argc, char **argv);
int offices_cmd_volunteer(ctx *c, int argc, char **argv);
int offices_cmd_choose(ctx *c, int argc, char **argv);
int offices_cmd_nominations(ctx *c, int argc, char **argv);
/* Opens a Nomination for o (R402 (i) a); 0, or -1 with c->err. */
int nomination_open(ctx *c, const office *o, const office_def *d, int caller,
		    const char *why);
/* The Nomination is over: removes it. */
void nomination_close(ctx *c, nomination *m);
/* Who may hold d (R401 (i), R250 IV b): NULL, or why not. */
const char *office_ineligible(const nomic *n, const office *o, const player *p);
extern const deadline_kind dl_nomination_end;

/* ---- seats (seats.c; R401 (i), R403 (i)) ---- */
/* Seat k (0 is core's holder) of o: its holder, 0 vacant. */
int office_seat_holder(const nomic *n, const office *o, int k);
/* How many of o's seats are vacant (R402 (ii) b, g's N). */
int office_vacant_seats(const nomic *n, const office *o);
/* Whether who holds any seat of o (R401 (i): no player holds two). */
int office_holds(const nomic *n, const office *o, int who);
/* The holders of o's seats in seat order, into out[OFF_MAX_SEATS]. */
int office_seatholders(const nomic *n, const office *o, int *out);
/* Seats who in o's first vacant seat (journaled; seat 1 through core, so
 * the term begins and any acting ends, offices_module.c's on_change). */
void office_seat(ctx *c, office *o, const office_def *d, int who, const char *why);
/* who leaves eir seat of o (seat 1 through core); 1 if e held one. */
int office_unseat(ctx *c, office *o, int who, const char *why);
/* who leaves every seat past the first (core vacates seat 1 itself). */
void office_unseat_everywhere(ctx *c, int who, const char *why);
/* In rules mode a vacant seat calls its Nomination (R401 (ix), R403
 * (vi), R405 (ii)) unless the office is optional (R401 (viii) b). */
void office_vacancy(ctx *c, office *o, const char *why);
int offices_cmd_step_down(ctx *c, int argc, char **argv);

/* ---- elections (election.c) ---- */
int offices_cmd_elect(ctx *c, int argc, char **argv);
/* R402 (ii) b-c: after the Nomination of a Political office. */
int election_begin(ctx *c, nomination *m, const office_def *d);
int offices_cmd_banana(ctx *c, int argc, char **argv); /* R401 (v) b */

/* ---- past elections (election_results.c) ---- */
/* A new record of m's tally (not yet kept); votes[k] is m->nominees[k]'s. */
election_result *election_result_new(const nomination *m, const int *votes, gtime ended);
/* Keeps r (journaled) with how it ended; r is the journal's after this. */
void election_result_keep(ctx *c, election_result *r, const char *outcome);
void election_result_free(void *p);
int offices_cmd_elections(ctx *c, int argc, char **argv);
/* The Elections that ended, newest first (which NULL: every office's). */
json_t *offices_elections_json(const nomic *n, const char *which);
extern const deadline_kind dl_election_end, dl_term_end;

/* ---- acting officers (acting.c; R401.1) ---- */
int offices_cmd_acting(ctx *c, int argc, char **argv);
/* The office's Supervisory (R401.1 IV, R403 (iv)). */
const char *office_supervisory(const office_def *d);
/* R401.1 II: p stops acting where e no longer may; the seat is filled. */
void acting_end(ctx *c, const char *name, const char *why);
/* R401.1 II: seat k's (k >= 1) Acting Officer stops acting, said so. */
void acting_end_seat(ctx *c, const char *name, int k, const char *why);
/* The Acting Officer of seat k (0 first) of office name, 0 none. */
int office_seat_acting(const nomic *n, const char *name, int k);
/* `handover PLAYER [as] OFFICE`: R401.1 IV ¶3. */
int offices_cmd_handover(ctx *c, int argc, char **argv);
/* R401.1 IV ¶3: who goes on Vacation appoints the Acting Officer e named
 * for the seats e holds and supervises in the day before (on_change). */
void acting_handover(ctx *c, int who);

/* ---- substitutes and the Speaker's succession (substitute.c) ---- */
/* R401.1 IV: the office whose holder performs d's duties, in an Acting
 * capacity, when no one holds or acts in it: the Clerk of the Court for
 * the Speaker (R405 (iv)), else d's Supervisory. */
const char *office_substitute(const office_def *d);
/* Who performs the duties of the office named so now: an active holder
 * of a seat (of several, the alphabetically first), else its active
 * Acting Officer (R401.1 I), else whoever performs its Substitute's
 * (R401.1 IV, R405 (iv)); 0 if nobody does (or no such office). Other
 * parts (the officers' duties) ask this to know whom a duty falls to. */
int office_performer(const nomic *n, const char *office);
/* In rules mode, after every command: an Acting Officer no longer
 * eligible stops acting (R401.1 II), and if no active player is Speaker
 * or Acting Speaker, the Clerk of the Court (R413), else R405 (ix)'s
 * succession, makes one. */
void offices_review(ctx *c);

/* ---- the catalogue following the ruleset (repeal.c; R401 (i)) ---- */
/* core's rules_changed: an office whose rule is no longer in force loses
 * its holders, Nominations, term and Acting Officer; announced. */
int offices_rules_changed(ctx *c);

/* ---- the President's impeachment (ip_president.c; R403 (v)) ---- */
int offices_cmd_fip_declare(ctx *c, int argc, char **argv);
int offices_cmd_fip_concur(ctx *c, int argc, char **argv);
/* Appends the declarations to `ips`; returns how many lines. */
int fip_list(ctx *c, int lines);
extern const deadline_kind dl_fip_end;

/* ---- impeachment (impeach.c; R404) ---- */
int offices_cmd_impeach(ctx *c, int argc, char **argv);
int offices_cmd_ip_vote(ctx *c, int argc, char **argv);
int offices_cmd_ips(ctx *c, int argc, char **argv);
/* The pending IP against the holder of office, NULL none (R404 (iii)). */
const impeachment *impeachment_pending(const nomic *n, const char *name);
/* The pending IP against officer in office name, NULL none. */
const impeachment *impeachment_pending_for(const nomic *n, const char *name, int officer);
void impeachment_free(void *p);
extern const deadline_kind dl_ip_end;

/* ---- salaries (salary.c; R401 (iv)) ---- */
int offices_cmd_salary_pay(ctx *c, int argc, char **argv);
int offices_cmd_salaries(ctx *c, int argc, char **argv);
/* The first payday (noon on the first Monday of a month) after t. */
gtime offices_next_payday(gtime t);
/* The month (yyyymm) whose payday is the latest at or before t; 0 none. */
int64_t offices_period(gtime t);
/* The calendar month (yyyymm, UTC) that holds t. */
int64_t offices_month(gtime t);
/* Sets the next payday, in rules mode, if none is set and someone holds
 * a salaried seat. */
void salary_schedule(ctx *c);
extern const deadline_kind dl_payday;

/* ---- seat by seat, the Grey Council by Caste (grey.c; R401 (i), R1031) ---- */
/* The Castes, as the part that keeps them (src/society/castes) tells
 * them: set in src/modules.c, since gov does not include society. */
typedef struct office_caste_hooks {
	int ncastes;
	int (*caste_of)(const nomic *n, int player_id); /* -1: none */
	const char *(*word)(int caste);                 /* "worker" */
	const char *(*name)(int caste);                 /* "Worker Caste" */
	int (*size)(const nomic *n, int caste);
} office_caste_hooks;
extern const office_caste_hooks *const offices_castes;
/* offices.per_seat is 1 (nomics begun at level 6): impeachment of any
 * seat's holder, Honour per seat, the Grey Council's seats by Caste. */
int offices_per_seat(const nomic *n);
/* Whether d's seats belong to Castes now (R1031 ¶2). */
int office_by_caste(const nomic *n, const office_def *d);
/* The Caste whose right it is to fill seat k (0 first) of d, -1 none. */
int office_seat_caste(const nomic *n, const office_def *d, int k);
/* A player's Caste, -1 none. */
int office_player_caste(const nomic *n, int who);
const char *office_caste_name(int caste); /* "Worker Caste", "no Caste" */
/* How many of o's seats that caste fills are vacant. */
int office_vacant_caste_seats(const nomic *n, const office *o, int caste);
/* R1031 a: NULL, or why p may not stand for a seat of o now. */
const char *grey_stand_refusal(const nomic *n, const office *o, const player *p);
/* R1031 b, c: NULL, or why voter may not vote for nominee (or on the
 * impeachment of the member nominee). */
const char *grey_vote_refusal(const nomic *n, const office *o, int voter, int nominee,
			      const char *clause);
/* The seat (0 first) who holds in o, -1 none. */
int office_seat_of(const nomic *n, const office *o, int who);
/* Tells the other parts: "office" {what, office, seat, player, ...}. */
void office_event(ctx *c, const char *what, const office *o, int seat, int who);
/* `offices` (core): every seat of o, with its Caste; 1 if it wrote. */
int offices_seat_lines(const nomic *n, const office *o, sbuf *out);
/* module.h holds_seat: whether id holds a seat of o past the first. */
int offices_holds_seat(const nomic *n, const office *o, int id);

/* ---- the checkpoint pair (offices_ckpt.c; issue 17 item 3): struct
 * offices only; core writes its offices and their first holders ---- */
int offices_save_state(const nomic *n, ckw *w);
int offices_load_state(nomic *n, ckr *r);

/* ---- views (offices_json.c) ---- */
/* Adds the rules' fields of core's office o to obj (/api/v1/offices). */
void offices_json_fields(const nomic *n, const office *o, json_t *obj);

#endif
