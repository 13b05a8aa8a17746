/* crime.h: crimes and their punishment (Ackanomic R701-R721): Calls for
 * Criminal Judgement (R710), penalties after the grace period, the Gaol and
 * what a player in it may do (R709), Appeals for Pardon (R711), Contempt
 * (R715), Patent Infringement (R716), being Annoying (R721). State lives in
 * struct crime (n->crime), owned by this subsystem and changed only through
 * the journal.
 *
 * Files: crime_state.c (the state), crimes.c (the crimes the ruleset
 * defines), penalty.c (penalties: parsing, imposing, reversing), cfcj.c
 * (R710: the cfcj commands and the verdicts' consequences), gaol.c (R709:
 * the Gaol, its deadline and the guard), pardon.c (R711, R715, R716, R710
 * 8d: pardons, contempt, patents, apologies), crime_json.c (the views),
 * crime_module.c (the module: params, commands, views).
 * Emits "gaol" {"player", "until"} when a player goes to the Gaol (gaol.c),
 * which R550.2 hears (src/society/character).
 */
#ifndef NOMIC_CRIME_H
#define NOMIC_CRIME_H

#include "core/ckpt.h"
#include "core/command.h"
#include "core/params.h"

#define CRIME_DAY 86400

/* Where a CFCJ's penalty stands (R710 8a, 9b, 9c, R711). */
enum cfcj_phase {
	CFCJ_OPEN,     /* no TRUE verdict stands: nothing imposed */
	CFCJ_GRACE,    /* TRUE: the grace period runs (R710 8a) */
	CFCJ_IMPOSED,  /* the grace period ended: `imposed` was carried out */
	CFCJ_WAIVED,   /* pardoned during the grace period (R711) */
};

/* One Call for Criminal Judgement (R710), beside the trial's cfj of the
 * same number. Penalties are kept as their canonical text ("deduct 10;
 * sentence 3d"): penalty.c parses it, and undo_string journals it. */
typedef struct cfcj_rec {
	int number;        /* the CFJ's number */
	int author, accused;
	char *crime;       /* as the ruleset names it */
	char *rule;        /* the rule defining it, "701" */
	char *reasoning;
	char *suggested;   /* R710 5, "" if none */
	char *penalty;     /* R710 8a, 9c: set by a judge; NULL: the suggested */
	char *imposed;     /* what was carried out, with the amounts moved */
	char *imposed_from; /* the penalty text it carried out (R710 9c) */
	enum cfcj_phase phase;
	enum verdict_seen { SEEN_NONE, SEEN_TRUE, SEEN_OTHER } seen;
	int closed;        /* final, retracted or dismissed (R710 10) */
	uint64_t grace_dl;
	gtime grace_end;
	gtime true_at;     /* the latest TRUE verdict (R711 2) */
	int expelled_from; /* the state e was expelled from, -1 none (R710 5e) */
	int impeached_from_office; /* index+1 in n->offices, 0 none (R710 5h) */
	int sentence_days; /* the SENTENCE carried out (R710 9b, 9c) */
} cfcj_rec;

/* A player in the Gaol (R709). */
typedef struct gaol_stay {
	int player;
	gtime since, until;
	uint64_t dl;       /* gaol-release */
} gaol_stay;

/* A Public Apology the court requires (R710 8d). */
typedef struct apology_due {
	int player, cfj, lines;
	gtime due;
	uint64_t dl;
} apology_due;

/* An Appeal for Pardon awaiting the President (R711), or a player held in
 * Contempt awaiting eir choice (R715): who, since when, the deadline. */
typedef struct crime_wait {
	int player;
	gtime since;
	uint64_t dl;
} crime_wait;

typedef struct crime {
	cfcj_rec **cfcjs;
	int ncfcjs, cfcjs_cap;
	gaol_stay **gaol;
	int ngaol, gaol_cap;
	apology_due **apologies;
	int napologies, apologies_cap;
	crime_wait **pardons;
	int npardons, pardons_cap;
	crime_wait **contempt;
	int ncontempt, contempt_cap;
	crime_wait **patent; /* R716: guilty of Patent Infringement (dl 0) */
	int npatent, patent_cap;
} crime;

/* ---- the state (crime_state.c) ---- */
crime *crime_of(ctx *c);
const crime *crime_peek(const nomic *n);
void crime_free(crime *k);
cfcj_rec *crime_find_cfcj(const nomic *n, int number);
/* The latest CFCJ against who with a TRUE verdict, NULL if none. */
cfcj_rec *crime_latest_true(const nomic *n, int who);
/* Index of who's entry in an array of crime_wait / gaol_stay, -1 none. */
int crime_wait_index(crime_wait *const *v, int n, int who);
int crime_is_patent(const nomic *n, int who);
void crime_set_str(ctx *c, char **field, const char *value);

/* ---- the crimes the ruleset defines (crimes.c) ---- */
typedef struct crime_def {
	char name[96];
	char rule[24];
} crime_def;
/* Fills out (up to max) with the crimes the rules in force define, in
 * rule order; returns how many. */
int crimes_defined(const nomic *n, crime_def *out, int max);
/* The crime named word (case-insensitive, "the " optional), 0 and *out. */
int crime_lookup(const nomic *n, const char *word, crime_def *out);

/* ---- penalties (penalty.c; R710 5, 8, 9) ---- */
/* Parses the penalty words v[0..n) strictly into canonical text (*out,
 * malloc'd; "" for none). 0, or -1 with c->err. */
int penalty_parse(ctx *c, char *const *v, int n, char **out);
/* Imposes rec's penalty (R710 8) now. */
int penalty_impose(ctx *c, cfcj_rec *rec);
/* R710 9b: reverses what rec imposed (SENTENCE subtracted, paid for). */
int penalty_reverse(ctx *c, cfcj_rec *rec);
/* R710 9c: adjusts what rec imposed to its (new) penalty. */
int penalty_adjust(ctx *c, cfcj_rec *rec);
/* The penalty that a TRUE verdict imposes: the judge's, else suggested. */
const char *cfcj_penalty_text(const cfcj_rec *rec);

/* ---- the Gaol (gaol.c; R709) ---- */
/* R709: whether the player is in the Gaol now. */
int crime_in_gaol(const nomic *n, int who);
const gaol_stay *crime_gaol_stay(const nomic *n, int who);
/* Puts who in the Gaol for secs, or lengthens eir sentence (R710 8b). */
int gaol_sentence(ctx *c, int who, int64_t secs, const char *why);
/* Shortens who's sentence by secs; released if it ends (R710 9b, 9c). */
int gaol_shorten(ctx *c, int who, int64_t secs, const char *why);
int gaol_release(ctx *c, int who, const char *why);
/* The module's after_command hook: R709's list. */
int gaol_guard(ctx *c, const command *cmd, int argc, char **argv);
extern const deadline_kind dl_gaol_release;

/* ---- CFCJs (cfcj.c; R710) ---- */
/* Frees a CFCJ's record (crime_state.c): the journal's destroy for it. */
void cfcj_rec_free(void *p);
struct cfj;
/* Records f (a CFJ_CRIMINAL just called) as a CFCJ for crime_name of rule,
 * with its reasoning and suggested penalty (canonical, "" none). */
cfcj_rec *crime_add_cfcj(ctx *c, const struct cfj *f, const char *crime_name, const char *rule,
			 const char *reasoning, const char *suggested);
int crime_on_cfj_event(ctx *c, const json_t *data);
/* Writes what the crime part knows of CFJ number into out (the trial's
 * `cfj show` may call it); 0 if number is no CFCJ. */
int crime_describe_cfcj(const nomic *n, int number, sbuf *out);
extern const deadline_kind dl_cfcj_grace;
int crime_cmd_cfcj(ctx *c, int argc, char **argv);
int crime_cmd_cfcj_penalty(ctx *c, int argc, char **argv);
int crime_cmd_cfcj_show(ctx *c, int argc, char **argv);

/* ---- the checkpoint pair (crime_ckpt.c; issue 17 item 3) ---- */
int crime_save_state(const nomic *n, ckw *w);
int crime_load_state(nomic *n, ckr *r);

/* ---- views (crime_json.c) ---- */
/* A CFCJ's crime, penalties and phase; NULL if number is no CFCJ. */
json_t *crime_cfcj_json(const nomic *n, int number);
/* The Gaol: [{"player", "since", "until"}]. */
json_t *crime_gaol_json(const nomic *n);

/* ---- pardons, contempt, patents, apologies (pardon.c) ---- */
/* R710 8d: the court requires an apology of lines lines from who. */
int apology_require(ctx *c, int who, int cfj, int lines);
void apology_cancel(ctx *c, int who, int cfj);
extern const deadline_kind dl_apology_due, dl_pardon_lapse, dl_contempt_lapse;
int crime_cmd_apology(ctx *c, int argc, char **argv);
int crime_cmd_pardon_ask(ctx *c, int argc, char **argv);
int crime_cmd_pardon_grant(ctx *c, int argc, char **argv);
int crime_cmd_pardon_deny(ctx *c, int argc, char **argv);
/* R715: holds p in Contempt for why ("R670 4"); already held: nothing. */
int crime_hold_in_contempt(ctx *c, player *p, const char *why);
int crime_cmd_contempt(ctx *c, int argc, char **argv);
int crime_cmd_contempt_choose(ctx *c, int argc, char **argv);
int crime_cmd_guilty(ctx *c, int argc, char **argv);

#endif
