/* script.h: rules as code: the Lua scripts that rules carry beside their
 * text (docs/SCRIPTING.md has the scripts' API). This subsystem installs a
 * rule's script when the rule comes into force with it, removes it when the
 * rule goes or loses it, and runs it when what it declared happens: one of
 * its commands, a command it guards or reacts to, an event, a timer, a move
 * in one of its games. The engine reaches it only through core's module
 * list (core/module.h). */
#ifndef NOMIC_SCRIPT_H
#define NOMIC_SCRIPT_H

#include "core/module.h"

extern const nomic_module script_module;

/* The game classes rules' scripts define in n, in the order they were
 * declared (the games framework's list of defined classes mirrors it; a
 * checkpoint's load relinks the instances to them: games_link_classes). */
struct game_class;
int script_game_class_count(const nomic *n);
const struct game_class *script_game_class_at(const nomic *n, int i);

#endif
