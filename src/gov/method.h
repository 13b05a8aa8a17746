/* method.h: voting methods, pluggable and chosen per body.
 *
 * A method is pure: given the tally of one decision (ballots counted by
 * value, weighted by each voter's strength) and its configuration, it says
 * whether the question is adopted, rejected or still open. Who may vote,
 * when the window closes and what adoption does belong to the engine
 * (src/gov/proposals.c, results.c); the methods only count. Each method
 * cites the clause it implements. */
#ifndef NOMIC_GOV_METHOD_H
#define NOMIC_GOV_METHOD_H

#include <stddef.h>
#include <stdint.h>

#define BALLOT_KINDS 4   /* ballot values are 1..BALLOT_KINDS; 0 is no ballot */

typedef struct tally {
	int64_t weight[BALLOT_KINDS + 1]; /* total strength cast per ballot value */
	int64_t ballots[BALLOT_KINDS + 1];/* number of voters per ballot value */
	int64_t voters;                   /* voters who cast any ballot */
	int64_t eligible;                 /* voters who may vote (players, contestants) */
	int64_t elapsed;                  /* seconds since the question was opened */
} tally;

/* Numbers a body sets for its method; unused ones are ignored. */
typedef struct method_config {
	int64_t window;      /* seconds the question stays open (R106: 7 days) */
	int64_t quorum;      /* ballots needed for a valid decision */
	int64_t ai_milli;    /* adoption index x 1000 (Agora: 1000 = 1.0) */
	int64_t support;     /* supporters needed ("with 2 support") */
	int64_t objections;  /* objections that block ("without 2 objections") */
	int64_t min_endorse; /* endorsements needed at least (R1250.1 V: 4) */
	int64_t pct_endorse; /* ...or this percent of the eligible, if more (10) */
	int64_t min_wait;    /* seconds before adoption may happen (R1250.1 V: 3 days) */
} method_config;

/* Which numbers of method_config a method reads besides the window (which
 * the engine always reads), so a body can show the ones that matter. */
enum method_uses {
	USES_QUORUM = 1,
	USES_AI = 2,
	USES_SUPPORT = 4,
	USES_OBJECTIONS = 8,
	USES_ENDORSE = 16,   /* min_endorse and pct_endorse */
	USES_MIN_WAIT = 32,
};

enum decision_result {
	DECIDE_OPEN = 0,   /* not decided yet */
	DECIDE_ADOPTED,
	DECIDE_REJECTED,
};

typedef struct vote_method {
	const char *name;                  /* as bodies name it: "ackanomic" */
	const char *rule;                  /* the clause it implements */
	const char *ballots[BALLOT_KINDS + 1]; /* words by value; [0] unused */
	int changeable;                    /* a voter may change eir ballot */
	int decides_early;                 /* may be decided before the window ends */
	int secret;                        /* ballots hidden until the result (R104) */
	method_config defaults;
	unsigned uses;                     /* enum method_uses */
	/* at_close: the window has ended. why: one line for the report. */
	enum decision_result (*decide)(const tally *t, const method_config *cfg, int at_close,
				       char *why, size_t n);
} vote_method;

/* The registry: NULL when there is no method of that name. */
const vote_method *method_find(const char *name);
/* The ballot value of a word for a method ("yes", "YES", "Baa!"), 0 if none. */
int method_ballot(const vote_method *m, const char *word);
void method_each(void (*fn)(const vote_method *m, void *arg), void *arg);
/* The numbers m reads from cfg, as one line for players ("voting period 7
 * days, quorum 3, AI 1.000"); truncated to n bytes. */
void method_config_describe(const vote_method *m, const method_config *cfg, char *out,
			    size_t n);

extern const vote_method method_ackanomic;

#endif
