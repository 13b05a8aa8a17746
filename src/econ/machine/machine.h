/* machine.h: The Machine That Goes *ping* (Ackanomic R1209) and the Otzma
 * Card TruthSeeker that rests on it (R1240.12).
 *
 * The Machine (¶I) is a unique entity of kind "machine" (econ/kinds.c),
 * unownable; where it is (¶II: the Home of an active player, R252 II 1
 * `land.homes`) is kept here as its host, who is the Scholar of *ping*.
 * The admin's `machine create` stands for the rule's "There exists": it
 * makes the entity and places it at random among the active players with
 * a Home. A term (¶II "the current Scholar's term") begins at every
 * change of location.
 *
 * The truth (¶III) is hidden information: `machine truth "IF-CLAUSE"` is a
 * hidden event (ctx.hidden, core/visibility.h), so its text is the
 * Scholar's and the admin's alone; the disguised form (each letter a '*')
 * is kept beside it and is public (`machine`, the JSON view), the
 * Scholar's announcement. The server cannot evaluate a free-text clause:
 * the Scholar announces each ping (¶IV, ¶V). Guesses (¶VI) are compared
 * by the server. Teleports draw from the server's keyed rng
 * ("machine.teleport", keyed by the term). Readings: docs/RULINGS.md
 * "The Machine That Goes *ping* (R1209)".
 *
 * Files: machine_state.c (state, moves, teleports, the ¶IX duty),
 * machine_truth.c (¶III checks, the disguise, guesses' comparison),
 * machine_cmd.c (commands), machine_letter.c (¶VII, the Magic Letters),
 * machine_seek.c (R1240.12), machine_module.c
 * (parameters, commands, the ¶IX hooks, the ¶III deadline). */
#ifndef NOMIC_ECON_MACHINE_H
#define NOMIC_ECON_MACHINE_H

#include "core/ctx.h"

typedef struct machine {
	int ent;          /* the entity's id; 0: the Machine does not exist */
	int host;         /* the Scholar (¶II), a player id; 0: no Home holds it */
	int term;         /* 1, 2, ...: each change of location begins one */
	gtime since;      /* when the term began (¶II, ¶III's seven days) */
	char *truth;      /* hidden (¶III); NULL until uttered this term */
	char *disguise;   /* public: the announced form (¶III) */
	gtime truth_at;
	int pings;        /* this term (¶IV n) */
	char *ping_days;  /* " 11323 11324 ": the days announced this term (¶V) */
	int tardy;        /* a ping was announced late this term (¶IX) */
	char *guessers;   /* " 3 5 ": who guessed this term (¶VI) */
	char *uttered;    /* every truth ever uttered, one a line (¶III "never") */
	char *letters;    /* the Magic Letters considered this term (¶VII) */
	char *last_truth; /* the truth most recently revealed (¶IX), and whether */
	int last_public;  /* it has been made public */
	uint64_t quack_dl; /* ¶III: the seven days, 0 none */
	char *seeks;      /* R1240.12: "CARD\tTEXT\n" posted privately */
	gtime round_at;   /* ¶VII: the *ping* that opened the round, 0 none */
	char *bids;       /* ¶VII: "PID LETTER AMOUNT TIME\n" named this round */
	int last_letter;  /* ¶VII: the most recent player whose letter was considered */
	int pings_considered; /* ¶VII: the term's *pings* at the last consideration */
} machine;

/* ---- state (machine_state.c) ---- */
machine *machine_of(ctx *c);
const machine *machine_peek(const nomic *n);
void machine_free(nomic *n);
/* Checkpoints (machine_ckpt.c; core/ckpt.h). */
struct ckw;
struct ckr;
int machine_save_state(const nomic *n, struct ckw *w);
int machine_load_state(nomic *n, struct ckr *r);
/* The Scholar (¶II), 0 none. */
int machine_scholar(const nomic *n);
/* Whether pid may host the Machine: active, with a Home (¶II). */
int machine_may_host(const nomic *n, int pid);
/* Moves the Machine to pid's Home (0: nowhere), beginning a term; the
 * last Scholar's truth is published (¶IX). why cites the clause. */
int machine_move(ctx *c, int to, const char *why);
/* ¶III, ¶VIII, ¶IX: to another active player's Home at random. */
int machine_teleport(ctx *c, const char *why);
/* "d" in " a b c " lists? */
int machine_listed(const char *list, int64_t v);
int machine_list_add(ctx *c, char **list, int64_t v);

/* ---- the truth (machine_truth.c) ---- */
/* ¶III: checks the clause (words, punctuation, at most the word limit,
 * never uttered): 0, or -1 with c->err set. */
int machine_truth_check(ctx *c, const char *clause);
/* The disguise (¶III), with the letters in `shown` undisguised (¶VII):
 * malloc'd. */
char *machine_disguise(const char *clause, const char *shown);
/* ¶VI: whether guess matches truth (case and spacing aside). */
int machine_same(const char *a, const char *b);
/* The words of the clause: count, and the i-th (0-based) into buf. */
int machine_words(const char *clause);
int machine_word_at(const char *clause, int i, char *buf, size_t n);

/* ---- commands (machine_cmd.c) ---- */
int machine_cmd_show(ctx *c, int argc, char **argv);
int machine_cmd_create(ctx *c, int argc, char **argv);
int machine_cmd_truth(ctx *c, int argc, char **argv);
int machine_cmd_ping(ctx *c, int argc, char **argv);
int machine_cmd_guess(ctx *c, int argc, char **argv);
int machine_cmd_abdicate(ctx *c, int argc, char **argv);
int machine_cmd_removal(ctx *c, int argc, char **argv);
json_t *machine_json(const nomic *n);

/* ---- ¶VII, the Magic Letters (machine_letter.c) ---- */
int machine_cmd_letter(ctx *c, int argc, char **argv);
int machine_cmd_consider(ctx *c, int argc, char **argv);
/* After a *ping*: opens a round when six have gone by. */
void machine_letter_after_ping(ctx *c, machine *m);

/* ---- R1240.12 TruthSeeker (machine_seek.c), called by otzma_use.c ---- */
/* Checks T and pays 4*T*T A$ to the Treasury; *t set. */
int machine_seek_check(ctx *c, int argc, char **argv, int64_t *t);
/* Posts T words privately to the card's player at once. */
int machine_seek_effect(ctx *c, int card, int who, int64_t t);
/* The Counter-Action: the post made public. */
int machine_seek_counter(ctx *c, int card);

/* The deadline of ¶III (machine_module.c). */
extern const deadline_kind dl_machine_quack;
/* Schedules it for the term begun now, if `machine.quack` is 1. */
void machine_schedule_quack(ctx *c);

#endif
