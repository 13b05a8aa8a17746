# Rules that bind (issue 11): a rule's script guards a built-in command.
# Ackanomic R104 (an adopted proposal's effects apply in order), R101 (all
# players must abide by the rules then in effect), R515 (transfers).
# 2001-01-01 is a Monday.
# Begun at behaviour level 2 (core/level.h): no Fortnightly Dividends
# (R508, level 3) come between these steps; treasury.t tests them.
@level 2

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# The proposal carries the rule's script in a here-document.
alice> propose "Sunday rest" "Effect: rule enact 1391 \"Sunday rest\" \"Players may not transfer A$ on Sundays.\" script <<LUA\nnomic.guard('transfer', function(cmd)\n  if cmd.args.currency == 'A$' and nomic.date().weekday == 'Sunday' then\n    return 'no A$ transfers on Sundays'\n  end\nend)\nLUA"
Proposal 1 "Sunday rest" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

# R104: adopted, its effect enacts the rule with its script.
clock advance 7d
clock: Proposal 1 "Sunday rest" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: Rule 1391/0 enacted with its script
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-08T00:00:00Z

> scripts
Rule 1391 (Sunday rest): guards transfer

# Sunday 2001-01-14: the guard refuses, citing its rule, and nothing moves.
clock set 2001-01-14T12:00Z
the time is now 2001-01-14T12:00:00Z

alice> transfer 5 A$ to bob
error: Rule 1391: no A$ transfers on Sundays

> balance alice
alice: 14 points, 900 A$

# The rule bans A$ only: the guard lets other currencies be.
admin> currency create shells transferable
currency shells created

admin> mint 3 shells to alice
alice gains 3 shells; now 3

alice> transfer 1 shells to bob
alice gives 1 shells to bob

# Monday: A$ move again.
clock advance 1d
the time is now 2001-01-15T12:00:00Z

alice> transfer 5 A$ to bob
alice gives 5 A$ to bob

# A later proposal repeals it (R104): its script goes with it.
bob> propose "Sunday work" "Effect: rule repeal 1391"
Proposal 2 "Sunday work" (ordinary) submitted by bob and distributed; voting ends 2001-01-22T12:00:00Z (R106)

alice> vote 2 yes
alice votes YES on Proposal 2; it may be changed until 2001-01-22T12:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-22T12:00:00Z (R106)

clock advance 7d
clock: Proposal 2 "Sunday work" by bob is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: Rule 1391 repealed
  scores: alice +1; bob +10; bob +1
the time is now 2001-01-22T12:00:00Z

> scripts
no rule has a script

# Sunday 2001-01-28: A$ move on Sundays again.
clock set 2001-01-28T12:00Z
the time is now 2001-01-28T12:00:00Z

alice> transfer 5 A$ to bob
alice gives 5 A$ to bob

@verify
