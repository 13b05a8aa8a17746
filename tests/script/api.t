# The nomic table a rule's script may call (docs/SCRIPTING.md): every
# reading function, the acting ones refused or done under the rules they
# go through, events ("proposal", "on-ice", a command), timers, the
# inbox, hidden events and effects.
# Begun at behaviour level 2 (core/level.h): no Fortnightly Dividends
# (R508, level 3) come between these steps; treasury.t tests them.
@level 2

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> rule enact 1600 "Extras" "A bonus for adopted proposals, and some tools." script "-- Rule 1600: exercises the nomic table (docs/SCRIPTING.md).\nnomic.param{name = \"api.bonus\", default = 2, min = 0, max = 10, unit = \"points\", clause = \"2\"}\nnomic.command{name = \"look\", who = \"anyone\", readonly = true, run = function(cmd)\n  local p = nomic.player(\"alice\")\n  local names = {}\n  for _, q in ipairs(nomic.players()) do names[#names + 1] = q.name end\n  local d = nomic.date()\n  return table.concat({\n    \"players \" .. table.concat(names, \",\"),\n    \"alice \" .. p.state .. (p.newbie and \" newbie\" or \"\"),\n    \"A$ \" .. nomic.balance(\"alice\", \"A$\") .. \" treasury \" .. nomic.balance(\"Treasury\", \"A$\"),\n    \"speaker \" .. tostring(nomic.office(\"Speaker\")) .. \" nobody \" .. tostring(nomic.office(\"Nobody\")),\n    \"bonus \" .. nomic.param(\"api.bonus\") .. \" period \" .. nomic.param(\"vote.period\"),\n    \"strength \" .. nomic.strength(\"bob\"),\n    \"rule \" .. nomic.rule(\"101\").number .. \" \" .. nomic.rule(nomic.self).title,\n    \"date \" .. d.weekday .. \" \" .. d.year .. \"-\" .. d.month .. \"-\" .. d.day,\n    \"keys \" .. table.concat(nomic.keys(), \",\"),\n    \"self \" .. nomic.self}, \"; \")\nend}\nnomic.command{name = \"act\", who = \"admin\", run = function(cmd)\n  assert(nomic.create_office(\"Herald\"))\n  assert(nomic.appoint(\"bob\", \"Herald\"))\n  local ok, why = nomic.mint(5, \"A$\", \"bob\")\n  nomic.say(\"mint A$: \" .. tostring(ok) .. \", \" .. why)\n  assert(nomic.mint(3, \"Gamepoints\", \"bob\"))\n  assert(nomic.set_strength(\"bob\", 4))\n  local bad, why2 = nomic.set_param(\"api.bonus\", 11)\n  nomic.say(\"bonus 11: \" .. tostring(bad) .. \", \" .. why2)\n  assert(nomic.set_param(\"api.bonus\", 3))\n  nomic.set(\"drawn\", nomic.random(6))\n  nomic.tell(\"bob\", \"you are the Herald now\")\n  local ran, reply = nomic.effect(\"move 7 A$ from Treasury to bob\")\n  nomic.say(\"effect: \" .. reply)\n  return \"acted\"\nend}\nnomic.command{name = \"secret\", who = \"player\", run = function(cmd)\n  nomic.hide()\n  nomic.set(\"secret.\" .. cmd.actor, true)\n  return \"noted\"\nend}\nnomic.on(\"proposal\", function(ev)\n  if ev.result == \"adopted\" then\n    nomic.mint(nomic.param(\"api.bonus\"), \"points\", ev.author)\n    nomic.say(ev.author .. \" gains \" .. nomic.param(\"api.bonus\") .. \" more points (Rule 1600 2)\")\n  end\nend)\nnomic.on(\"on-ice\", function(ev) nomic.set(\"iced\", ev.player) end)\nnomic.on(\"join\", function(ev) nomic.say(\"welcome from Rule 1600, \" .. ev.args.name) end)\nnomic.timer(\"ping\", function(t) nomic.say(\"ping \" .. t.data.n) end)\nnomic.command{name = \"pings\", who = \"admin\", run = function()\n  local a = nomic.after(\"1d\", \"ping\", {n = 1})\n  local b = nomic.at(nomic.now() + 2 * 86400, \"ping\", {n = 2})\n  nomic.after(\"3d\", \"ping\", {n = 3})\n  assert(nomic.cancel(b))\n  return \"scheduled \" .. a\nend}"
Rule 1600/0 enacted with its script

# Readonly: reads only, appends nothing.
> look
players alice,bob; alice Voting newbie; A$ 900 treasury 98200; speaker false nobody nil; bonus 2 period 604800; strength 1; rule 101 Extras; date Monday 2001-1-1; keys ; self 1600

# What `help` says of a rule's command is kept with the script.
> help look
look
  a command of a rule's script
  who: anyone; rule: R1600

admin> act
mint A$: nil, A$ are never created or destroyed; move them instead (R506)
bonus 11: nil, api.bonus is from 0 to 10 points (R1600 2)
effect: 7 A$ moved from Treasury to bob
acted

> balance bob
bob: 0 points, 907 A$, 3 Gamepoints

> offices
Speaker: vacant
Promoter: vacant
Tabulator: vacant
Registrar: vacant
Scorekeeper: vacant
Clerk of the Court: vacant
President: vacant
Herald: bob

> strengths
proposals: bob 4
every other strength is 1, the default

> params 1600
api.bonus = 3 points (R1600 2; 0 to 10 points), default 2 points, declared by Rule 1600's script

# A private message: bob alone (and the admin) reads it.
bob> inbox
2001-01-01T00:00:00Z Rule 1600: you are the Herald now

alice> inbox
no messages for alice

admin> inbox bob
2001-01-01T00:00:00Z Rule 1600: you are the Herald now

# A hidden event: only its actor (and officers) see what it was.
alice> secret
noted

# R104 results: the rule reacts with its bonus.
alice> propose "Tiny" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Tiny" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

# R435, R401 (iv): the Herald's salary at noon on the first Monday.
clock advance 7d
clock: bob is paid A$25 as Herald for 2001-01 (R435, R401 (iv))
clock: Proposal 1 "Tiny" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; alice +3; alice +1
alice gains 3 more points (Rule 1600 2)
the time is now 2001-01-08T00:00:00Z

# A command it reacts to: join.
admin> join carol
welcome, carol (Voting); A$900 from the Treasury
welcome from Rule 1600, carol

# Timers: at, after, cancel.
admin> pings
scheduled 1

clock advance 3d
clock: ping 1
clock: ping 3
the time is now 2001-01-11T00:00:00Z

# A player going On Ice (R250 VI): the rule hears it.
carol> leave
carol is now a Non-Player

# Renumbered, the rule keeps its script, its state and its timers; the
# script learns its new number (and compiles anew under it).
admin> rule renumber 1600 to 1601
Rule 1601/1 renumbered

> look
players alice,bob; alice Voting newbie; A$ 900 treasury 98168; speaker false nobody nil; bonus 3 period 604800; strength 4; rule 101 Extras; date Thursday 2001-1-11; keys drawn,iced,secret.alice; self 1601

admin> script state 1601
drawn = 4
iced = "carol"
secret.alice = true

@verify
