/* equip.h: the General Equipment of Ackanomic R1250.3-1250.6 that games
 * share: the Ackanomic Magic Dice (its request format and a public roll),
 * the Standard and Eleusis decks, and the Official Dictionary. */
#ifndef NOMIC_GAMES_EQUIP_H
#define NOMIC_GAMES_EQUIP_H

#include "core/ctx.h"

/* ---- Ackanomic Magic Dice (R1250.3 I) ---- */
#define AMD_MAX_SIDES 1000
#define AMD_MAX_DICE 1000
#define AMD_MAX_ROLLS 1000
#define AMD_MAX_PER_LINE 20
#define AMD_MAX_COMMENTS 100
#define AMD_MAX_RECIPIENTS 10

typedef struct amd_request {
	int sides, dice, rolls, per_line;
	const char *title;                       /* #T, or NULL */
	const char *comments[AMD_MAX_COMMENTS];  /* #C lines */
	int ncomments;
	const char *recipients[AMD_MAX_RECIPIENTS]; /* #P lines */
	int nrecipients;
} amd_request;

/* Parses "#S 20 #D 1 #R 1 #L 1 #T title #C comment ..." (the words of one
 * command line). 0, or -1 with why in err. Pointers point into argv. */
int amd_parse(int argc, char **argv, amd_request *r, char *err, size_t errlen);
/* Rolls through the nomic's rng (so the draws are logged) and writes the
 * public answer. */
void amd_roll(rng *g, const amd_request *r, sbuf *out);

/* ---- Decks of Playing Cards (R1250.4, 1250.5, 1250.6) ---- */
typedef struct deck_def {
	const char *name;
	int nsuits, nranks;
	const char *const *suit_sym, *const *suit_name, *const *rank_sym, *const *rank_name;
	int noptional;            /* optional cards after the normal ones */
	const char *const *optional_sym;
} deck_def;

extern const deck_def deck_standard, deck_eleusis;

/* Cards are numbered: suit * nranks + rank for the normal cards (suits and
 * ranks in the order the rule lists them), then the optional cards. */
int deck_size(const deck_def *d, int with_optional);
void card_name(const deck_def *d, int card, char *buf, size_t n);
/* "QH", "10s", "?1", "K!": the card's number, or -1. */
int card_parse(const deck_def *d, const char *s);
int card_suit(const deck_def *d, int card);  /* -1 for optional cards */
int card_rank(const deck_def *d, int card);
/* Fisher-Yates through the nomic's rng. */
void deck_shuffle(rng *g, int *cards, int n);

/* ---- The Official Dictionary (R1250.3 III c) ---- */
/* Membership as of this event: live, from the word list (the file named by
 * NOMIC_DICT, else Debian's wamerican); the verdict is logged in the
 * event's private arguments under "_od_WORD" and replay reads it from
 * there, so a changed word list never changes history. 1 a word, 0 not;
 * -1 (failing c) when the list cannot be read. */
int od_word(ctx *c, const char *word);
/* Direct queries on the live list, for read-only commands: -1 if missing. */
int od_has(const char *word);
/* How many words contain sub; the first (alphabetically) into first. */
int od_containing(const char *sub, char *first, size_t n);
int od_size(void);

#endif
