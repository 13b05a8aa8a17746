# The sandbox (issue 11): a script that loops, allocates without end, builds
# a string too long, backtracks a pattern for ever, swallows its own kill,
# or reaches for what the sandbox left out is stopped with one error naming
# its rule and line, and nothing it did remains. The limits are parameters
# bound to R101 (script.budget, script.memory, script.time).

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

> params 101
script.budget = 10000000 instructions (R101; 100000 to 1000000000 instructions): Lua instructions all of one event's scripts may run
script.memory = 33554432 bytes (R101; 1048576 to 1073741824 bytes): memory one event's scripts may hold at once
script.time = 2000 ms (R101; 10 to 60000 ms): a backstop: milliseconds a script may run, live (replay keeps to the log)

# A script that does not compile is refused when its rule is enacted.
admin> rule enact 1500 "Broken" "x" script "nomic.command{name = 'spin' run = 1}"
error: Rule 1500, line 1: '}' expected near 'run'

# Its top level only declares: acting there is refused too.
admin> rule enact 1500 "Eager" "x" script "nomic.move(1, 'A$', 'alice', 'bob')"
error: Rule 1500, line 1: nomic.move may not be called while the script declares (at its top level)

admin> rule enact 1500 "Hostile" "Commands that misbehave." script "nomic.command{name = 'spin', who = 'player', run = function(cmd)\n  nomic.move(100, 'A$', cmd.actor, 'Treasury')\n  while true do end\nend}\nnomic.command{name = 'hog', who = 'player', run = function()\n  nomic.move(100, 'A$', 'alice', 'bob')\n  local t, s = {}, string.rep('x', 1000)\n  while true do t[#t + 1] = s .. #t end\nend}\nnomic.command{name = 'long', who = 'player', run = function()\n  local s = 'x'\n  while true do s = s .. s end\nend}\nnomic.command{name = 'bomb', who = 'player', run = function()\n  return tostring(string.rep('a', 5000):find(string.rep('a*', 30) .. 'b'))\nend}\nnomic.command{name = 'sly', who = 'player', run = function()\n  pcall(function() while true do end end)\n  nomic.move(100, 'A$', 'alice', 'bob')\n  return 'escaped'\nend}\nnomic.command{name = 'reach', who = 'player', args = 'NAME', min = 1, max = 1, run = function(cmd)\n  local g = {io = io, os = os, load = load, require = require, debug = debug, print = print,\n    dump = string.dump, next = next, collectgarbage = collectgarbage, rawset = rawset,\n    random = math.random, meta = getmetatable('')}\n  return cmd.words[1] .. ' is ' .. tostring(g[cmd.words[1]])\nend}\nnomic.command{name = 'weak', who = 'player', run = function()\n  setmetatable({}, {__gc = function() while true do end end})\nend}"
Rule 1500/0 enacted with its script

# An endless loop: stopped by the instruction budget; alice's A$ stay.
alice> spin
error: Rule 1500, line 3: stopped: it used its whole instruction budget (script.budget: 10000000 instructions an event, R101)

> balance alice
alice: 0 points, 900 A$

# Allocating without end: stopped at the memory cap (at the line it had
# reached when the budget was last checked); nothing moved.
alice> hog
error: Rule 1500, line 8: stopped: it reached the memory cap (script.memory: 33554432 bytes, R101)

> balance bob
bob: 0 points, 900 A$

# A string past the sandbox's cap on one string.
alice> long
error: Rule 1500, line 12: stopped: it made a string too long (a string in a script is at most 1048576 bytes)

# A pattern that backtracks for ever is metered like instructions.
alice> bomb
error: Rule 1500, line 15: stopped: it used its whole instruction budget (script.budget: 10000000 instructions an event, R101)

# pcall cannot catch the kill, and what followed it never happened.
alice> sly
error: Rule 1500, line 18: stopped: it used its whole instruction budget (script.budget: 10000000 instructions an event, R101)

> balance bob
bob: 0 points, 900 A$

# What the sandbox leaves out is not there at all.
alice> reach io
io is nil

alice> reach os
os is nil

alice> reach load
load is nil

alice> reach require
require is nil

alice> reach debug
debug is nil

alice> reach print
print is nil

alice> reach dump
dump is nil

alice> reach next
next is nil

alice> reach collectgarbage
collectgarbage is nil

alice> reach rawset
rawset is nil

alice> reach random
random is nil

alice> reach meta
meta is false

# Finalizers would run with no budget: refused.
alice> weak
error: Rule 1500, line 29: setmetatable: __gc and __mode are not allowed

# A tighter budget is a parameter like any other (R101).
admin> param set script.budget 100
error: script.budget is from 100000 to 1000000000 instructions (R101)

admin> param set script.budget 100000
script.budget = 100000 instructions (R101)

alice> bomb
error: Rule 1500, line 15: stopped: it used its whole instruction budget (script.budget: 100000 instructions an event, R101)

@verify
