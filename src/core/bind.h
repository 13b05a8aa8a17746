/* bind.h: built-in mechanics bound to the rules that authorise them.
 *
 * Every built-in mechanic names the rule it carries out the way `help`
 * shows it: "R515, R510", "R1250.1 VI a", "A Nomic R396", "reg 110". The
 * first rule named is the one that authorises it. While the nomic's ruleset
 * is of that rule's family (Ackanomic for a bare "R", A Nomic, the Ace of
 * Spades' regulations) and that rule is not in force, the mechanic stops
 * and says why; re-enacting the rule (or renumbering it) keeps it running.
 * A nomic with no ruleset yet, or a citation that names no rule, binds
 * nothing: the server's own tools (the admin's commands, reads) are never
 * bound. */
#ifndef NOMIC_BIND_H
#define NOMIC_BIND_H

#include "core/module.h"

/* NULL if the mechanic may run; else why not, written into why:
 * "Rule 516 (Auctions) was repealed by Proposal 31". */
const char *bind_stopped(const nomic *n, const char *citation, char *why, size_t len);

/* 1 if n's ruleset is of another family than the citation's (an Ackanomic
 * mechanic in a nomic playing the Ace of Spades' regulations): a mechanic
 * that runs by itself should not run there at all. */
int bind_foreign(const nomic *n, const char *citation);
/* The rule number a citation binds in n's ruleset ("516"), into num;
 * 0 if it binds none (no ruleset, another family, no rule named). */
int bind_rule_of(const nomic *n, const char *citation, char *num, size_t len);

/* The rule number a citation names first ("516"), whatever the ruleset;
 * 0 if it names none. */
int citation_rule(const char *citation, char *num, size_t len);

/* Is the command a mechanic (it changes the state and players, officers
 * or the clock use it), and so bound to its rule? */
int command_is_bound(const command *cmd);

/* Every built-in mechanic, with the citation it rests on: core's commands
 * and deadlines, then each module's. */
void bind_each_mechanic(const nomic *n, mechanic_fn fn, void *arg);

/* Appends to out the built-in mechanics that rest on rule `number`
 * ("transfer, the vacation-end deadline"), comma-separated; 0 if none. */
int bind_mechanics_of(const nomic *n, const char *number, sbuf *out);

#endif
