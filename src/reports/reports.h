/* reports.h: the officers' reports, as Agora's officers publish them: dated,
 * the office's records now, then the changes since the last report, each
 * with its reason (the event, command or proposal that caused it).
 *
 * The records are folded from the log: core tells this subsystem every
 * change it makes to players, offices and the ledger (core/module.h
 * on_change), and governance every proposal's submission and result, each
 * in the event that made it; each becomes one entry here, with the time,
 * the event and the reason. Publishing a report (`report publish OFFICE`, by
 * the officer, the admin, or the office's weekly duty, a deadline) is an
 * event whose public text is the report; the text is kept, so that the
 * report published on a date can be read again.
 *
 * The offices and the rules that give them their duties (Ackanomic):
 * Promoter R406, Tabulator R408, Registrar R409, Scorekeeper R410, the
 * Financier R412, whose report is Agora's Treasuror's, the Clerk of the
 * Court R413, and the Herald R435 (1: "To track the Honour of each player
 * ... and make that information publicly available"). */
#ifndef NOMIC_REPORTS_H
#define NOMIC_REPORTS_H

#include "core/command.h"
#include "core/module.h"
#include "core/visibility.h"

/* What an entry records (a bit each, so a report may take several). */
enum rpt_kind {
	RPT_PLAYER = 1,   /* joined, changed state or name (R409) */
	RPT_OFFICE = 2,   /* an office changed hands (R409 d) */
	RPT_LEDGER = 4,   /* a movement of a currency (R410, R412) */
	RPT_PROPOSAL = 8, /* a proposal submitted, distributed, withdrawn (R406) */
	RPT_RESULT = 16,  /* a proposal's results (R408) */
	RPT_CFJ = 32,     /* a CFJ called, judged, final or retracted (R413) */
	RPT_ENTITY = 64,  /* an entity created, destroyed, moved or switched (R412 b;
			     src/econ's "entity" event) */
	RPT_HONOUR = 128, /* a player's Honour changed (R435 1, R550; src/society/
			     character's "characteristic" event) */
	RPT_MAGIC = 256,  /* the Magic Number changed (R603; R666 j at a cycle's
			     end, a proposal, `param set`): no report lists it
			     (the Scorekeeper's shows the number now); the score
			     chart draws its past from these */
};
#define RPT_KIND_LAST RPT_MAGIC

typedef struct rpt_entry {
	gtime time;
	uint64_t seq;        /* the event that made the change */
	enum rpt_kind kind;
	int currency;        /* RPT_LEDGER: the currency's id, else -1 */
	char *what;          /* "bob: Voting -> Vacationing", with the names then */
	char *why;           /* "state by bob, event 7: \"memo\"" */
	int holder[2];       /* RPT_LEDGER, RPT_ENTITY: the players it concerns
				(the giver, the receiver; 0 none), so that a
				player's ledger is found (econ/treasury) */
	int64_t amount;      /* RPT_LEDGER: the amount moved (> 0; holder[] says
				which way); RPT_MAGIC: the change (new - old);
				else 0. Exact, so that the charts (net/svg/
				chart_data.c) need not read it back from what */
} rpt_entry;

typedef struct rpt_published {
	int office;          /* index in report_offices */
	gtime time;
	uint64_t seq;        /* the event that published it */
	char *text;          /* its public text */
} rpt_published;

#define REPORT_OFFICES 7

typedef struct reports {
	rpt_entry **entries;
	int nentries, cap;
	rpt_published **pub;
	int npub, pubcap;
	uint64_t duty[REPORT_OFFICES]; /* the weekly duty's next deadline, 0 = none */
} reports;

/* Who reads a report, and since when its changes run. */
typedef struct report_view {
	const nomic *n;
	vis_viewer v;
	int officer;          /* the viewer holds an office (R409 a: contacts) */
	int public_text;      /* the text for all: no contact addresses */
} report_view;

typedef struct report_office {
	const char *name;     /* the word in `report NAME` */
	const char *title;    /* "Treasuror": whose report it is called */
	const char *alias;    /* another word for it, or NULL */
	const char *office;   /* the office whose duty it is */
	const char *rule;     /* the rule that gives that duty */
	unsigned kinds;       /* the entries its changes list (enum rpt_kind) */
	int scores_only;      /* RPT_LEDGER entries of score currencies only */
	/* The office's records now, for the viewer. */
	void (*body)(const report_view *rv, sbuf *out);
} report_office;

extern const report_office report_offices[REPORT_OFFICES];

/* The report named word (its name, alias or office, any case), or NULL. */
const report_office *report_find(const char *word);
int report_index(const report_office *o);

/* The viewer's view: officers and the admin see contact addresses. */
report_view report_view_for(const nomic *n, vis_viewer v);

/* The report now: dated header, body, then the changes since the last
 * published one (or since the nomic began). */
void report_render(const report_view *rv, const report_office *o, gtime now, sbuf *out);
/* The changes with time >= since (and after event after_seq), each with
 * its reason; "none" when there are none. Returns how many. */
int report_changes(const report_view *rv, const report_office *o, gtime since,
		   uint64_t after_seq, sbuf *out);
/* The latest report published before event seq (0: any), or NULL. */
const rpt_published *report_last(const nomic *n, const report_office *o, uint64_t before);

/* The bodies (one file each). */
void report_promoter(const report_view *rv, sbuf *out);    /* promoter.c, R406 */
void report_tabulator(const report_view *rv, sbuf *out);   /* tabulator.c, R408 */
void report_registrar(const report_view *rv, sbuf *out);   /* registrar.c, R409 */
void report_scorekeeper(const report_view *rv, sbuf *out); /* scorekeeper.c, R410 */
void report_treasuror(const report_view *rv, sbuf *out);   /* treasuror.c, R412 */
void report_clerk(const report_view *rv, sbuf *out);       /* clerk.c, R413 */
void report_herald(const report_view *rv, sbuf *out);      /* herald.c, R435 */

/* The records (records.c): the module's hooks, and its state's life. */
void reports_on_change(ctx *c, const state_change *ch);
int reports_after_command(ctx *c, const command *cmd, int argc, char **argv);
int reports_on_event(ctx *c, const char *event, const json_t *data);
reports *reports_of(ctx *c);
void reports_free(nomic *n);
/* The reports' part of a checkpoint (reports_ckpt.c). */
int reports_save_state(const nomic *n, ckw *w);
int reports_load_state(nomic *n, ckr *r);
void reports_published_destroy(void *p);
/* Publishes o's report now as the event's public text; journaled. */
void reports_publish(ctx *c, const report_office *o);

extern const command report_commands[]; /* report_cmd.c */
extern const deadline_kind dl_report_due;

#endif
