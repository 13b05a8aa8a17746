/* params.h: the parameter registry (DESIGN principle 3).
 *
 * Every number a mechanic uses is a parameter, declared once with its type,
 * bounds, default, unit and the rule (and clause) that states it, so that an
 * adopted proposal can change it with `param set` and nothing else can put
 * it out of range. Core declares its own (params.c); each subsystem lists
 * its own in its module (module.h); a rule's script declares more at run
 * time, bound to that rule (mut_declare_param). The state keeps only the
 * values that have been set; a parameter never set has its default.
 *
 * Errors follow ctx.h: functions taking a ctx return 0, or -1 with the
 * reason in c->err and nothing changed. */
#ifndef NOMIC_PARAMS_H
#define NOMIC_PARAMS_H

#include "core/ctx.h"

enum param_type {
	PT_INT,      /* a whole number of `unit` */
	PT_DURATION, /* seconds, written and shown as 7d, 12h, 1w2d */
	PT_CHOICE,   /* one of `choices`, by index, written as its word */
};

enum param_flags {
	PARAM_OPTIONAL = 1, /* no value until set: the mechanic's own default
			       applies (a voting method's quorum, say) */
};

/* A default that changed: nomics begun at `level` or later (core/level.h)
 * have `dflt`; earlier ones keep the declaration's, so that their logs
 * replay as they were played. A module lists its own (module.h
 * level_defaults), ended by {NULL}. */
typedef struct param_level {
	const char *name;
	int level;
	int64_t dflt;
} param_level;

typedef struct param_decl {
	const char *name;   /* "score.voter": lower case, dot-separated */
	enum param_type type;
	int64_t dflt, min, max;
	const char *unit;   /* "points", "A$", "%", "bytes"; "" for a count */
	const char *rule;   /* the rule and clause that state it: "R207 III" */
	const char *help;   /* one line */
	unsigned flags;
	const char *const *choices; /* PT_CHOICE: the words, NULL-ended */
} param_decl;

/* The declaration of name (built-in or a script's), or NULL. */
const param_decl *param_decl_find(const nomic *n, const char *name);
/* Visits every declaration: core's, the modules', then the scripts' (with
 * the rule that owns each; NULL for the built-in ones). */
void param_decl_each(const nomic *n,
		     void (*fn)(const param_decl *d, const char *owner, void *arg), void *arg);

/* The value of a declared parameter, or its default. A name nobody
 * declared is a bug in the caller (asserted). */
int64_t param_int(const nomic *n, const char *name);
/* The default of d in this nomic: the declaration's, or the latest of the
 * modules' level_defaults for it at or below the nomic's level. */
int64_t param_default(const nomic *n, const param_decl *d);
/* 1 and *out if the parameter has been set; 0 if it has its default. */
int param_is_set(const nomic *n, const char *name, int64_t *out);

/* Parses a value as the declaration's type ("7d" for a duration). 0 or -1. */
int param_parse(const param_decl *d, const char *word, int64_t *out);
/* Writes a value as the declaration's type and unit ("7d", "25 A$"). */
void param_format(const param_decl *d, int64_t v, char *buf, size_t len);
/* The bounds, the unit written once: "0" and "100000 A$". */
void param_range(const param_decl *d, char *lo, size_t lolen, char *hi, size_t hilen);

/* Sets a declared parameter, checked against its bounds and against the
 * rule that states it being in force (bind.h). Journaled. */
int param_set(ctx *c, const char *name, int64_t value);

/* A rule's script declares a parameter, owned by that rule ("1391"); the
 * declaration is copied. Fails if the name is taken or the bounds are
 * inconsistent. Journaled, like the removal of all of an owner's. */
int mut_declare_param(ctx *c, const param_decl *d, const char *owner);
void mut_undeclare_params_of(ctx *c, const char *owner);

/* The state's part: the values set so far, and the scripts' declarations. */
void params_free(nomic *n);

#endif
