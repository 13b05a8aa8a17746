/* fict.h: the pure core of Fictionary (Ackanomic R1250.10/6): the players'
 * numbers and the Brainiac's rotation (III, IV ¶2), the five steps of a
 * round with their defaults (IV 1-4), the Brainiac's judgement and its
 * cases 3a-3e, the shuffled anonymous list, the votes, the scoring of 5a,
 * the end test of 5b, and the bots of V 1-2. No engine: the module
 * (fictionary_game.c) keeps the clock, asks the Brainiac privately, says
 * which seats are bots, moves the Gamepoints and pays. Random draws come
 * through fi_below (the game's rng stream). One flat struct, no pointers
 * (games.h). */
#ifndef NOMIC_GAMES_FICT_H
#define NOMIC_GAMES_FICT_H

#include <stdint.h>

#define FI_MAX_SEATS 32 /* server limit on a game's players (ruling R1250.10 II) */
#define FI_MAX_DEF 300  /* server limit on a definition's bytes (ruling) */
#define FI_MAX_WORD 48  /* server limit on the Ing Word's bytes */

enum fi_step {
	FI_OVER = 0,
	FI_WORD = 1,   /* 1: the Brainiac notes the Actual Definition, posts the word */
	FI_SUBMIT = 2, /* 2: the Bluffers submit definitions privately */
	FI_JUDGE = 3,  /* 3: the Brainiac compares them */
	FI_VOTE = 4,   /* 4: the Bluffers vote in public */
};

/* What the core refuses; fi_error() words it. */
enum fi_err {
	FI_OK = 0,
	FI_E_OVER,        /* the game is over */
	FI_E_STEP,        /* not the step for this move */
	FI_E_NOT_BRAINIAC, /* only the Brainiac does this */
	FI_E_BRAINIAC,    /* the Brainiac is no Bluffer */
	FI_E_OUT,         /* the seat's spot is removed */
	FI_E_NO_DEF,      /* word: the Actual Definition is not noted yet */
	FI_E_BAD_WORD,    /* word: not a single word of letters */
	FI_E_EMPTY_DEF,   /* define: an empty Actual Definition */
	FI_E_TOO_LONG,    /* over FI_MAX_DEF */
	FI_E_NOT_VOTER,   /* vote: the 3b Bluffer does not participate */
	FI_E_VOTED,       /* vote: already voted */
	FI_E_BAD_ENTRY,   /* vote: no such entry on the list */
	FI_E_BAD_NUMBER,  /* judge: no such submission */
	FI_E_TWICE,       /* judge: a submission named twice */
	FI_E_SMALL_GROUP, /* judge: a group of similar ones needs two or more */
	FI_E_JUDGED,      /* judge: the judgement is given */
};

/* How step 3 went (3a-3e). */
enum fi_case { FI_C_NONE = 0, FI_C_A = 'a', FI_C_B = 'b', FI_C_C = 'c', FI_C_D = 'd',
	       FI_C_E = 'e' };

typedef uint64_t (*fi_below)(void *arg, uint64_t n);

typedef struct fi_state {
	int nseats;
	int number[FI_MAX_SEATS];  /* III: 1..N, assigned at random */
	int out[FI_MAX_SEATS];     /* V 2: the spot is removed */
	int gone[FI_MAX_SEATS];    /* V 2: left; a bot plays until the round ends */
	int times[FI_MAX_SEATS];   /* rounds as Brainiac (5b) */
	int round;
	int brainiac;              /* seat */
	int step;                  /* fi_step */
	int64_t step_began;        /* when the current step began (IV ¶3) */
	int32_t tick;              /* bumped at every step: stale deadlines */
	char word[FI_MAX_WORD + 1];
	char actual[FI_MAX_DEF + 1];
	int defined;               /* the Actual Definition is noted */
	int defaulted_word;        /* step 1's default was applied */
	char sub[FI_MAX_SEATS][FI_MAX_DEF + 1];
	int submitted[FI_MAX_SEATS];
	/* Step 3: the Brainiac's private numbering (shuffled), 1..npriv. */
	int npriv;
	int priv[FI_MAX_SEATS];    /* priv[k-1] = the seat of submission k */
	int judged;                /* the judgement is in, the list not yet posted */
	int kase;                  /* fi_case */
	int online[FI_MAX_SEATS];  /* similar to an On-line Definition */
	int group[FI_MAX_SEATS];   /* duplicate group (1..), 0 none */
	int correct;               /* 3b: the Bluffer removed from play, -1 none */
	int dups;                  /* 3d: there were duplicate submissions */
	/* The list (3c, 3d): entry k is the Actual Definition (-1) or a seat
	 * whose submission stands for its group. */
	int nlist;
	int list[FI_MAX_SEATS + 1];
	int vote[FI_MAX_SEATS];    /* 4: the entry voted for, 1..nlist; 0 none */
	int sheeped[FI_MAX_SEATS]; /* 4: deemed to have sheeped (default) */
	int64_t acc[FI_MAX_SEATS]; /* this round's Gamepoints so far */
	/* The last round's result, for the view. */
	int last_round;
	int last_case;
	int64_t last_delta[FI_MAX_SEATS];
	char last_word[FI_MAX_WORD + 1];
	char last_actual[FI_MAX_DEF + 1];
} fi_state;

/* III: perm[k] is the seat numbered k+1. Round 1 begins at now. */
void fi_init(fi_state *s, int nseats, const int *perm, int64_t now);
const char *fi_error(int err);
int fi_is_bluffer(const fi_state *s, int seat);
int fi_players(const fi_state *s); /* spots not removed */

/* Step 1. */
int fi_define(fi_state *s, int seat, const char *text);
int fi_word(fi_state *s, int seat, const char *word, int64_t now);
/* The default: "ing" and its definition; returns FI_OK. */
void fi_word_default(fi_state *s, int64_t now);
extern const char fi_default_word[], fi_default_actual[];

/* Step 2. */
int fi_submit(fi_state *s, int seat, const char *text);
/* Has every Bluffer (other than the bots in bot[]) submitted? */
int fi_submissions_in(const fi_state *s, const int *bot);
/* Closes step 2: "" for those missing (missed[seat] set for each), then
 * numbers the submissions for the Brainiac in a shuffled order. */
void fi_close_submissions(fi_state *s, int *missed, fi_below below, void *arg, int64_t now);

/* Step 3: online lists submission numbers similar to an On-line
 * Definition; groups[g] lists the numbers of each set of similar
 * submissions (gsize[g] of them). On FI_OK the case is set, the group's
 * representative drawn and the list shuffled (judged = 1); delta gets 3a's
 * or 3b's points (many each for 3a, one for 3b). */
typedef struct fi_groups {
	int n;
	int size[FI_MAX_SEATS];
	int num[FI_MAX_SEATS][FI_MAX_SEATS];
} fi_groups;
int fi_judge(fi_state *s, int seat, const int *online, int nonline, const fi_groups *gr,
	     int many, int one, int64_t *delta, fi_below below, void *arg);
/* 3e: the Brainiac's default (delta: the Brainiac loses 4). */
void fi_judge_default(fi_state *s, int64_t *delta, int brainiac_points);
/* After the list is posted: step 4 begins (3c, 3d), or the round is over
 * (3a). Returns 1 if voting begins. */
int fi_post_list(fi_state *s, int64_t now);

/* Step 4. */
int fi_may_vote(const fi_state *s, int seat);
int fi_vote(fi_state *s, int seat, int entry);
int fi_votes_in(const fi_state *s, const int *bot);
/* The entry of seat's own submission (for sheeping), 0 none. */
int fi_own_entry(const fi_state *s, int seat);
/* Closes step 4: those who did not vote sheep (missed[seat] set). */
void fi_close_votes(fi_state *s, int *missed);

/* 5a: points per seat (delta, added to), from the votes; pts are the
 * points of i), ii), iii). */
void fi_score(const fi_state *s, int64_t *delta, int per_vote, int actual, int nobody);

/* Ends the round (records acc plus delta for the view), removes the spots of those
 * gone (V 2), and begins the next with the next Brainiac. */
void fi_end_round(fi_state *s, const int64_t *delta, int64_t now);
/* 5b: has every remaining player been Brainiac equally often, and has
 * someone at least goal points? gp is per seat. */
int fi_over(const fi_state *s, const int64_t *gp, int64_t goal);
/* V 2: seat leaves. Returns 1 if e was the Brainiac in step 1 (the round
 * begins again with the next Brainiac). */
int fi_leave(fi_state *s, int seat, int64_t now);
/* Next Brainiac after seat, by increasing number, wrapping (IV ¶2). */
int fi_next_brainiac(const fi_state *s, int seat);

#endif
