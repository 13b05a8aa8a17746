/* ackarpg.h: the pure core of Acka Role Playing (Ackanomic R1250.24/1):
 * what a machine can keep of a role-playing game whose rules are the GM's
 * (6: "The rules of the game are left up to the discretion of the GM"):
 * the characters and their attributes, each public, private (its player and
 * the GMs) or secret (the GMs alone: "he is free to tell players as much or
 * little ... as he wishes"), the additional referees (3), the players the GM
 * admits (5), the public status updates and the 30-day silence that ends the
 * game (10). No engine; one flat struct with no pointers (the games
 * framework copies it as bytes). */
#ifndef NOMIC_ACKARPG_H
#define NOMIC_ACKARPG_H

#include <stdint.h>

#define RPG_MAX_SEATS 100    /* the framework's GAME_MAX_SEATS */
#define RPG_MAX_CHARS 64
#define RPG_NAME 32          /* a character's or an attribute's name, with its NUL */
#define RPG_VALUE 96         /* an attribute's value, with its NUL */
#define RPG_MAX_ATTRS 256
#define RPG_MAX_REFS 8       /* additional referees (3) */
#define RPG_MAX_ADMITS 32    /* players the GM has admitted, not yet joined (5) */
#define RPG_MAX_UPDATES 8    /* the latest public updates kept in the view */
#define RPG_UPDATE 240       /* an update's text, with its NUL */

enum rpg_vis { RPG_PUBLIC, RPG_PRIVATE, RPG_SECRET };
enum rpg_cstate { RPG_ACTIVE = 1, RPG_GONE, RPG_DEAD };

enum rpg_err {
	RPG_OK = 0,
	RPG_E_NAME,     /* an empty, too long or badly formed name */
	RPG_E_VALUE,    /* an empty or too long value */
	RPG_E_FULL,
	RPG_E_EXISTS,   /* a character of that name already exists */
	RPG_E_NOCHAR,   /* no such character */
	RPG_E_NOATTR,   /* no such attribute */
	RPG_E_REF,      /* not an additional referee / already one */
	RPG_E_TEXT,     /* an empty or too long update */
};

typedef struct rpg_char {
	char name[RPG_NAME];
	int16_t seat;    /* the player's seat, -1: a character of the GM's (none plays it) */
	int16_t state;   /* enum rpg_cstate */
	int32_t pad;
} rpg_char;

typedef struct rpg_attr {
	char name[RPG_NAME];
	char value[RPG_VALUE];
	int16_t ch;      /* the character's index, -1: a free slot */
	int16_t vis;     /* enum rpg_vis */
	int32_t pad;
} rpg_attr;

typedef struct rpg_update {
	char text[RPG_UPDATE];
	int64_t at;
} rpg_update;

typedef struct rpg_state {
	int32_t nchars;
	int32_t nrefs;
	int32_t nadmits;
	int32_t nupdates;    /* updates posted so far (the ring keeps the latest) */
	int32_t tick;
	int32_t ended;
	int64_t last_update; /* the start, or the latest public update (10) */
	int32_t refs[RPG_MAX_REFS];     /* players' ids */
	int32_t admits[RPG_MAX_ADMITS]; /* players' ids */
	rpg_char chars[RPG_MAX_CHARS];
	rpg_attr attrs[RPG_MAX_ATTRS];
	rpg_update updates[RPG_MAX_UPDATES];
} rpg_state;

const char *rpg_error(int e);
void rpg_init(rpg_state *s, int64_t now);
/* A name: letters, digits, '-', '_', '\'' and '.', 1 to 31 characters. */
int rpg_name_ok(const char *name);
int rpg_find_char(const rpg_state *s, const char *name);
/* A new character for seat (-1: the GM's own). Its index, or -error. */
int rpg_add_char(rpg_state *s, const char *name, int seat);
int rpg_set_state(rpg_state *s, int ch, int state);
/* Sets (or replaces) an attribute with its visibility. */
int rpg_set_attr(rpg_state *s, int ch, const char *name, const char *value, int vis);
int rpg_del_attr(rpg_state *s, int ch, const char *name);
int rpg_find_attr(const rpg_state *s, int ch, const char *name);
/* May a viewer see an attribute? all: a GM, a referee or the admin; seat:
 * the viewer's seat, -1 none. */
int rpg_can_see(const rpg_state *s, int attr, int seat, int all);
int rpg_add_ref(rpg_state *s, int pid);
int rpg_del_ref(rpg_state *s, int pid);
int rpg_is_ref(const rpg_state *s, int pid);
int rpg_admit(rpg_state *s, int pid);
/* Uses up an admission: 1 if pid was admitted. */
int rpg_take_admit(rpg_state *s, int pid);
int rpg_post_update(rpg_state *s, const char *text, int64_t now);
const rpg_update *rpg_update_at(const rpg_state *s, int i); /* 0: the newest */
/* When the game ends by silence (10): 30 days (silence) after the start or
 * the latest update. */
int64_t rpg_silence_due(const rpg_state *s, int64_t silence);
/* The characters disappear, "never to be heard from again" (10). */
void rpg_vanish(rpg_state *s);

#endif
