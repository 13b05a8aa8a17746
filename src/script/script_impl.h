/* script_impl.h: the insides of src/script, shared by its files and
 * nobody else. script.h is the subsystem's interface.
 *
 * A rule's script is installed when its rule comes into force with it and
 * removed when the rule is repealed or loses it (registry.c). Installing
 * runs the script's top level once to learn what it declares (declare.c):
 * commands, guards, reactions, timers, parameters and games. Every later
 * run (run.c) opens a fresh sandbox, runs the top level again so that the
 * declared functions exist, and calls the one wanted with the `nomic` API
 * (api_read.c, api_act.c). Between runs a script keeps nothing in Lua: its
 * state is kv.c's, journaled like the rest of the nomic. */
#ifndef NOMIC_SCRIPT_IMPL_H
#define NOMIC_SCRIPT_IMPL_H

#include "core/command.h"
#include "core/params.h"
#include "games/framework/games.h"
#include "script/sandbox.h"
#include "script/script.h"

#include <jansson.h>
#include <lua.h>

/* ---- kv.c: a script's own state ---- */

typedef struct kv_entry {
	char *key;
	char *json; /* canonical JSON of the value */
} kv_entry;

typedef struct kv {
	kv_entry **v; /* sorted by key (bytes) */
	int n, cap;
} kv;

const char *kv_get(const kv *k, const char *key);
/* json NULL deletes. Journaled. */
void kv_set(ctx *c, kv *k, const char *key, const char *json);
/* The index of the first key >= prefix. */
int kv_lower_bound(const kv *k, const char *prefix);
size_t kv_bytes(const kv *k);
void kv_free(kv *k);

/* ---- what a script declares (declare.c) ---- */

typedef struct script_cmd {
	command cmd;        /* what the command language sees */
	struct script *owner;
	char *name, *usage, *help, *office, *cite;
} script_cmd;

typedef struct script_game {
	game_class cls;     /* what the games framework sees */
	char *owner_rule;   /* the rule whose script plays it */
	char *name, *title, *cite, *verbs, *trophy;
} script_game;

typedef struct script_decls {
	script_cmd **cmds;
	int ncmds;
	char **guards;   /* names of the commands it guards, once each */
	int nguards;
	char **events;   /* what it reacts to ("transfer", "proposal", ...) */
	int nevents;
	char **timers;   /* its timers' names */
	int ntimers;
	char **games;    /* its games' names */
	int ngames;
	int has_install; /* nomic.on("install", ...) */
} script_decls;

void decls_free(script_decls *d);
/* Pushes the functions filed under decl[kind][name] as one table. */
void decl_functions(lua_State *L, const char *kind, const char *name);
/* The handler of every command a script declares (hooks.c). */
int script_command_run(ctx *c, int argc, char **argv);
int decls_has(char *const *names, int n, const char *name);

/* ---- the installed scripts (registry.c) ---- */

typedef struct script {
	char *number;          /* its rule: "1391" */
	char *cite;            /* how mechanics cite it: "R1391", "reg 201" */
	char *title;           /* the rule's title, or NULL */
	char *source;
	script_decls *decls;   /* swapped whole when the source changes */
	kv state;
	/* A cache, not state: the source compiled (lua_dump), with the source
	 * and chunk name it came from; run.c keeps it under its own lock. */
	char *chunk, *chunk_src, *chunk_name;
	size_t nchunk;
} script;

typedef struct timer {
	uint64_t id;           /* nomic.at / nomic.every's handle */
	char *rule;            /* the script's rule number */
	char *name;            /* the timer it calls */
	int64_t every;         /* seconds between calls; 0 once */
	char *data;            /* canonical JSON handed to the timer, or NULL */
	uint64_t deadline;     /* its place in the clock's queue */
} timer;

struct scripts {
	script **v;
	int n, cap;
	timer **timers;
	int ntimers, timers_cap;
	uint64_t next_timer;
	script_game **games;   /* never freed before the nomic: instances hold them */
	int ngames, games_cap;
};

struct scripts *scripts_of(ctx *c);  /* created, journaled, on first use */
/* Brings the installed scripts in step with the ruleset (module.h's
 * rules_changed): 0, or -1 with c->err set if one could not be installed. */
int script_sync(ctx *c);
const command *script_find_command(const nomic *n, char *const *v, int nw, int *used);
void script_each_command(const nomic *n, void (*fn)(const command *cmd, void *arg), void *arg);
void scripts_free(nomic *n);
extern const command script_commands[];
script *script_find(const nomic *n, const char *number);
/* How rules' citations name rule `number` in this nomic's ruleset. */
void script_cite(const nomic *n, const char *number, char *buf, size_t len);
script_game *script_game_find(const nomic *n, const char *name);

/* ---- running (run.c) ---- */

enum srun_phase {
	SR_DECLARE, /* the top level: only declarations */
	SR_ACT,     /* a handler in an event: may read and act */
	SR_READ,    /* a guard or a read-only command: may read */
	SR_VIEW,    /* a game's view, outside any event: may read */
};

typedef struct srun {
	sbx sb;
	script *s;
	const nomic *n;
	ctx *c;                    /* NULL in SR_VIEW */
	enum srun_phase phase;     /* what the handler may do */
	int top;                   /* still running the top level */
	script_decls *collect;     /* installing: where declarations go */
	int installing;
	struct srun *outer;        /* the run this one runs inside, if any */
} srun;

/* Pushes the handler's arguments; returns how many. */
typedef int (*srun_push)(lua_State *L, srun *r, void *arg);
/* Reads one handler's results (nres on the stack); 0, 1 to stop calling
 * the script's later handlers, or -1 with err set. */
typedef int (*srun_take)(lua_State *L, srun *r, int nres, void *arg, char *err,
			 size_t errlen);

/* Runs every function script s declared as kind/name ("guard",
 * "transfer") in a fresh sandbox, in declaration order. 0; 1 if the run
 * failed but the event goes on (contain, or the event is the clock's: the
 * failure is recorded in the event and the run's changes are undone); -1
 * with c->err set (or err for a view, c NULL) if it failed and the command
 * must. */
int srun_call(ctx *c, const nomic *n, script *s, enum srun_phase phase, int contain,
	      const char *kind, const char *name, srun_push push, srun_take take, void *arg,
	      char *err, size_t errlen);
/* Installs s: runs its top level, collecting its declarations into d. */
int srun_declare(ctx *c, script *s, script_decls *d, char *err, size_t errlen);
/* "Rule 1391, line 3: ..." from Lua's "Rule 1391:3: ..." */
void srun_message(const script *s, const char *lua_err, char *out, size_t len);

/* ---- the API (api_read.c, api_act.c, declare.c) ---- */

void api_open(lua_State *L, srun *r);          /* the `nomic` table */
void api_read_register(lua_State *L, srun *r);   /* into the table on top */
int api_param_value(lua_State *L);             /* nomic.param("name") */
void api_act_register(lua_State *L, srun *r);
void api_declare_register(lua_State *L, srun *r);
void api_game_register(lua_State *L, srun *r);
srun *api_run(lua_State *L);                   /* from upvalue 1 */
/* Raises unless the run may do what `need` allows. */
void api_need(lua_State *L, srun *r, enum srun_phase need, const char *fn);
/* luaL_argerror's shape for the API: "bad argument #2 to 'nomic.move' (...)". */
int api_argerror(lua_State *L, int arg, const char *fn, const char *msg);
const player *api_player(lua_State *L, srun *r, int arg, const char *fn);
const currency *api_currency(lua_State *L, srun *r, int arg, const char *fn);
int api_holder(lua_State *L, srun *r, int arg, const char *fn); /* a player or "Treasury" */
/* Raises the ctx's error as the script's own, with the rule's number. */
int api_fail_from_ctx(lua_State *L, srun *r);

/* ---- values.c: what crosses between Lua and the nomic ---- */

/* The Lua value at idx as JSON: nil, booleans, whole numbers, UTF-8
 * strings and tables of them (keys 1..n, or strings). NULL with err. */
json_t *val_to_json(lua_State *L, int idx, char *err, size_t errlen);
void val_push_json(lua_State *L, const json_t *j);
/* Canonical text of the value at idx (sorted keys), or NULL with err. */
char *val_to_text(lua_State *L, int idx, char *err, size_t errlen);
void val_push_text(lua_State *L, const char *json);

/* ---- timers.c ---- */

extern const deadline_kind dl_script_timer;
/* Schedules timer `name` of s at due (then every `every` seconds, if > 0). */
uint64_t timer_add(ctx *c, script *s, const char *name, gtime due, int64_t every,
		   const char *data);
int timer_cancel(ctx *c, script *s, uint64_t id);
void timers_cancel_of(ctx *c, const char *rule);

/* ---- game.c ---- */

/* Registers or updates the games framework class for a declared game. */
int script_game_declare(ctx *c, script *s, lua_State *L, int spec, char *err, size_t len);

/* ---- hooks into the engine (hooks.c) ---- */

int script_after_command(ctx *c, const command *cmd, int argc, char **argv);
int script_on_event(ctx *c, const char *event, const json_t *data);
/* Runs s's reactions to event (nomic.on). As srun_call. */
int script_react(ctx *c, script *s, const char *event, const json_t *data, int contain);
void script_game_destroy(script_game *sg);
/* Sets sg->cls from sg's strings (game.c): what the framework sees. */
void script_game_init_class(script_game *sg, int min, int max);

/* ---- checkpoints (script_ckpt.c) ---- */
int scripts_save_state(const nomic *n, ckw *w);
int scripts_load_state(nomic *n, ckr *r);

#endif
