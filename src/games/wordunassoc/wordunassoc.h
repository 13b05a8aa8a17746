/* wordunassoc.h: the pure core of Word Un-association (Ackanomic
 * R1250.19/5): the players' numbers (III), the Linker's rotation (IV ¶2),
 * the round's steps and their order (the referee's original word, the
 * Linker's uh? word, the Confused's sealed link words, the referee's
 * verdicts, the Linker's own link), the Gamepoints of each outcome (IV
 * ¶3-4) and the end test (IV ¶5). No engine: the module (wordunassoc_game.c)
 * checks the referee's word in the Official Dictionary, keeps the clock,
 * asks the referee for eir verdicts and hands the core the results. The
 * numbers are the module's parameters, passed in wu_params. The state is
 * one flat struct with no pointers (games.h). */
#ifndef NOMIC_GAMES_WORDUNASSOC_H
#define NOMIC_GAMES_WORDUNASSOC_H

#include <stdint.h>

#define WU_MAX_SEATS 100 /* GAME_MAX_SEATS */
#define WU_MAX_WORD 32   /* server limit on a word's letters (ruling) */
#define WU_MAX_HIST 24   /* the latest rounds the view shows */

enum wu_phase {
	WU_PICK,    /* the referee picks the original word (IV ¶3) */
	WU_UH,      /* the Linker's 3 days to post the uh? word (IV ¶3) */
	WU_LINKS,   /* the Confused's 3 days to send link words (IV ¶4) */
	WU_JUDGE,   /* the referee judges the link words (IV ¶5) */
	WU_LINKER,  /* nobody found a link: the Linker's own link, 6 days (IV ¶4) */
	WU_LJUDGE,  /* the referee judges the Linker's link (IV ¶4) */
	WU_OVER,
};

enum wu_verdict { WU_V_NONE = 0, WU_V_YES = 1, WU_V_NO = 2, WU_V_DEFAULT = 3 };

/* How a round ended (the view's history). */
enum wu_outcome {
	WU_O_LINKS = 1,   /* some Confused found a link */
	WU_O_LINKER,      /* nobody did; the Linker's link was accepted: +(N-1) */
	WU_O_LINKER_FAIL, /* nobody did, and the Linker had no acceptable link: -3 */
	WU_O_NO_UH,       /* the Linker posted no uh? word: -3 (not on Vacation) */
	WU_O_DISALLOWED,  /* the referee ruled the uh? word linked to the original */
	WU_O_LINKER_LEFT, /* the Linker left the game during the round (ruling) */
};

enum wu_err {
	WU_OK = 0,
	WU_E_OVER,          /* the game is over */
	WU_E_PHASE,         /* not the step of the round that takes this */
	WU_E_NOT_LINKER,    /* only the Linker does this */
	WU_E_LINKER,        /* the Linker sends no link word as a Confused */
	WU_E_OUT,           /* the mover has left the game */
	WU_E_BAD_WORD,      /* not one word of letters */
	WU_E_TOO_LONG,      /* over WU_MAX_WORD */
	WU_E_SAME,          /* the uh? word or a link word is the original or the uh? word */
	WU_E_NO_SUCH_LINK,  /* judge: nobody sent that link word */
	WU_E_JUDGED,        /* judge: already judged */
	WU_E_SEALED,        /* the Linker's link is already sealed */
};

typedef struct wu_params {
	int64_t fail_gp;      /* the Linker's loss for no uh? word (3) */
	int64_t nolink_gp;    /* the Linker's loss for no acceptable link (3) */
	int64_t link_gp;      /* a Confused's gain for a link (1) */
	int64_t unique_gp;    /* the gain for a link nobody else sent (1) */
	int64_t target_per_player; /* 5N ... */
	int64_t target_max;   /* ... or 30, whichever is lower */
} wu_params;

typedef struct wu_round {
	int16_t round;
	int16_t linker;             /* seat */
	int16_t outcome;            /* wu_outcome */
	int16_t found;              /* Confused with an accepted link */
	char original[WU_MAX_WORD + 1];
	char uh[WU_MAX_WORD + 1];     /* "" none */
	char llink[WU_MAX_WORD + 1];  /* the Linker's announced link, "" none */
} wu_round;

typedef struct wu_state {
	int nseats;
	int number[WU_MAX_SEATS];     /* 1..N (III) */
	uint8_t out[WU_MAX_SEATS];    /* has left the game (R1250.1 IX) */
	int linked[WU_MAX_SEATS];     /* rounds completed as the Linker (IV ¶5) */
	int64_t gp[WU_MAX_SEATS];     /* Gamepoints (R1250.3 II) */
	int phase;
	int round;                    /* 1.. */
	int linker;                   /* seat */
	int64_t began;                /* the round's start: the results of the last (IV ¶3) */
	int64_t uh_at;                /* when the uh? word was posted */
	int64_t step_at;              /* when the current judging step began */
	char original[WU_MAX_WORD + 1];
	char uh[WU_MAX_WORD + 1];
	char link[WU_MAX_SEATS][WU_MAX_WORD + 1]; /* the Confused's link words, "" none */
	uint8_t verdict[WU_MAX_SEATS];            /* wu_verdict of each */
	char llink[WU_MAX_WORD + 1];  /* the Linker's link (sealed until needed) */
	uint8_t lverdict;             /* wu_verdict */
	uint8_t lsealed;              /* llink sent before it was needed */
	int winner;                   /* seat, -1 */
	uint32_t tick;                /* the deadline's generation */
	/* The last completed round's link words and verdicts, for the view. */
	int last_round;
	char last_link[WU_MAX_SEATS][WU_MAX_WORD + 1];
	uint8_t last_verdict[WU_MAX_SEATS];
	int64_t last_gain[WU_MAX_SEATS];
	int nhist;
	wu_round hist[WU_MAX_HIST];   /* the latest rounds, as a ring */
} wu_state;

/* Numbers the n players: perm[k] is the seat numbered k+1 (the random
 * draw of III). Player 1 is the first Linker; the referee picks first. */
void wu_init(wu_state *s, int n, const int *perm, int64_t now);
int wu_players(const wu_state *s);           /* players still in */
/* The next player still in after seat, by increasing number, wrapping. */
int wu_next(const wu_state *s, int seat);
/* A word as the server takes it: one word of letters, lowered into out. */
int wu_word(const char *in, char *out);

/* The referee's original word (the module checked it is in the OD). */
int wu_pick(wu_state *s, const char *word, int64_t now);
/* IV ¶3: the Linker posts the uh? word. */
int wu_post_uh(wu_state *s, int seat, const char *word, int64_t now);
/* IV ¶4: a Confused sends a link word (again: it replaces the first). */
int wu_send_link(wu_state *s, int seat, const char *word);
/* Has every Confused still in sent one? */
int wu_links_in(const wu_state *s);
/* The Linker seals eir own link while the Confused are at work. */
int wu_seal_link(wu_state *s, int seat, const char *word);
/* The 3 days of IV ¶4 are over (or every link is in): to the judging. */
void wu_close_links(wu_state *s, const wu_params *p, int64_t now);
/* IV ¶5: the referee's verdict on one link word (every Confused who sent
 * it), or on all those not yet judged (word NULL). */
int wu_judge(wu_state *s, const char *word, int yes);
int wu_unjudged(const wu_state *s);  /* link words still to judge */
/* The judging is over; unjudged words take def (WU_V_DEFAULT: accepted). */
void wu_close_judging(wu_state *s, const wu_params *p, int64_t now);
/* IV ¶4: the Linker announces eir link (WU_LINKER). */
int wu_linker_link(wu_state *s, int seat, const char *word, int64_t now);
/* The referee's verdict on the Linker's link; a rejected one may be
 * replaced until deadline (the uh? word's 6 days). */
int wu_judge_linker(wu_state *s, const wu_params *p, int yes, int64_t now, int64_t deadline);
/* The deadlines' defaults: no uh? word (vacation: no loss), no Linker's
 * link in 6 days, the referee silent on the Linker's link (accepted). */
void wu_uh_timeout(wu_state *s, const wu_params *p, int vacation, int64_t now);
void wu_linker_timeout(wu_state *s, const wu_params *p, int64_t now);
/* The referee disallows the uh? word: it is itself linked to the original. */
int wu_disallow(wu_state *s, const wu_params *p, int64_t now);
/* A player leaves (R1250.1 IX). */
void wu_remove(wu_state *s, const wu_params *p, int seat, int64_t now);
/* min(5N, 30) for the players in now. */
int64_t wu_target(const wu_state *s, const wu_params *p);

const char *wu_error(int err);
const wu_round *wu_hist(const wu_state *s, int i); /* 0 the latest */

#endif
