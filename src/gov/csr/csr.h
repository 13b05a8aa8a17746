/* csr.h: Common Sense Reports (Ackanomic R421.2), the other way than a
 * proposal that the rules change: a list of changes authored by someone the
 * rules permit, distributed, and enacted three days later unless two or
 * more players objected.
 *
 * Who may author what (csr_authority.c): the holder of the Office of
 * Common Sense, Redundancy, and Redundancy (R421.1: "to correct the Rules",
 * any change of the rules); the Custodian of a Rule Suite, changes to the
 * rules of its suites only (R311 5: the Herald of the Honour System, R550;
 * the DeeJay, the ChessUmpire, the RuneMaker of theirs where their offices
 * exist); the Rule-Harfer, changes of rule numbers only (R407.1 d). One CSR
 * may combine kinds an author may issue (R421.2 ¶1). A change is an
 * "Effect:" line of the rule commands, as in a proposal (gov/effects.c).
 *
 * Commands: `csr issue TEXT`, `csr object N`, `csrs [N]`. The deadline
 * "csr" (R421.2 ¶2) enacts or fails it, in its author's name. */
#ifndef NOMIC_GOV_CSR_H
#define NOMIC_GOV_CSR_H

#include "core/module.h"

enum csr_status { CSR_PENDING, CSR_ENACTED, CSR_FAILED };

typedef struct csr_objection {
	int player;
	gtime at;
} csr_objection;

typedef struct csr {
	int number;
	int author;          /* player id */
	char *text;          /* as distributed: its "Effect:" lines are the changes */
	gtime distributed;
	uint64_t dl;         /* the deadline that decides it (R421.2 ¶2) */
	struct csr_objection **objections; /* each player once (R421.2 ¶2) */
	int nobjections, objections_cap;
	enum csr_status status;
	int applied, listed; /* changes that took effect, of those listed */
} csr;

typedef struct csrs {
	csr **all;
	int nall, all_cap;
} csrs;

csrs *csrs_of(ctx *c);
const csrs *csrs_peek(const nomic *n);
csr *csr_get(const nomic *n, int number);
void csrs_free(csrs *s);
void csr_free(void *p);

/* R421.2 ¶1, R421.1, R311 5, R407.1 d: whether player id may issue a CSR
 * with these changes (effect lines): NULL, or why not (into why). */
const char *csr_may_issue(const nomic *n, int id, char **effects, int count, char *why,
			  size_t len);

int csr_cmd_issue(ctx *c, int argc, char **argv);
int csr_cmd_object(ctx *c, int argc, char **argv);
int csr_cmd_show(ctx *c, int argc, char **argv);
/* /api/v1/csrs: every CSR with its text, objectors and outcome (all public,
 * R421.2: distributed publicly, objections public). */
json_t *csr_json(const nomic *n);

/* csr_ckpt.c: the part in a checkpoint (core/module.h save_state). */
int csr_save_state(const nomic *n, ckw *w);
int csr_load_state(nomic *n, ckr *r);

extern const deadline_kind dl_csr;
extern const nomic_module csr_module;

#endif
