# The parameter registry (issue 11, DESIGN principle 3): every number a
# mechanic uses is declared with its type, bounds, default, unit and the
# rule that states it; `param set` refuses anything else.

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

# A name nothing reads is refused, not "set".
admin> param set pureskill.win 20
error: there is no parameter 'pureskill.win' (try 'params')

# Out of range: R207 III's voter award is a small number of points.
admin> param set score.voter -1000000000000
error: score.voter is from -1000 to 1000 points (R207 III)

admin> param set score.voter 2.5
error: '2.5' is not a whole number

admin> param set magic.number 0
error: magic.number is from 1 to 1000000000 points (R603)

# Durations are written as durations (or seconds).
admin> param set vote.period 3d
vote.period = 3d (R106)

admin> param set vote.period soon
error: 'soon' is not a duration (like 7d, 12h or 3600)

admin> param set vote.period 400d
error: vote.period is from 0s to 365d (R106)

> params 106
vote.period = 3d (R106; 0s to 365d), default 7d: the prescribed voting period (0: open until the method decides)

# A proposal's effect is checked the same way; a bad one is ignored (R104).
alice> propose "Odd numbers" "Effect: param set score.voter 5000\nEffect: param set score.voter 3"
Proposal 1 "Odd numbers" (ordinary) submitted by alice and distributed; voting ends 2001-01-04T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-04T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-04T00:00:00Z (R106)

clock advance 3d
clock: Proposal 1 "Odd numbers" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1 ignored (R104): score.voter is from -1000 to 1000 points (R207 III)
  effect 2: score.voter = 3 points (R207 III)
  scores: alice +10; alice +3; alice +1; bob +1
the time is now 2001-01-04T00:00:00Z

> params 207
score.accept.modest = 5 points (R207 III; 0 to 1000 points): the author's award for an accepted Modest proposal
score.accept.grandiose = 16 points (R207 III; 0 to 1000 points): the author's award for an accepted Grandiose proposal
score.accept.ordinary = 10 points (R207 III; 0 to 1000 points): the author's award for another accepted proposal
score.reject.modest = 4 points (R207 III; 0 to 1000 points): the author's loss for a rejected Modest proposal
score.reject.grandiose = 12 points (R207 III; 0 to 1000 points): the author's loss for a rejected Grandiose proposal
score.reject.ordinary = 7 points (R207 III; 0 to 1000 points): the author's loss for another rejected proposal
score.voter = 3 points (R207 III; -1000 to 1000 points), default 1 point: each voter's award on any proposal's results
score.newbie.modest = 1 point (R207 IV; 0 to 1000 points): a Newbie author's bonus on a Modest proposal
score.newbie.grandiose = 5 points (R207 IV; 0 to 1000 points): a Newbie author's bonus on a Grandiose proposal
score.newbie.ordinary = 3 points (R207 IV; 0 to 1000 points): a Newbie author's bonus on another proposal

# The rule named with a value must be the one that states it.
admin> param set score.voter 1 R603
error: score.voter is stated by R207 III, not R603

admin> param set score.voter 1 R207
score.voter = 1 point (R207 III)

# The server's own limits (no rule states them) are listed by name.
> params limit
limit.commands = 60 a minute (the server; 0 to 100000 a minute): commands a minute one signed-in player may send (0: no limit)
limit.address = 120 a minute (the server; 0 to 100000 a minute): commands a minute from one client address, the admin's aside (0: no limit)
limit.joins = 5 a day (the server; 0 to 100000 a day): joins a day from one address by someone not signed in (0: no limit)

admin> param set limit.joins 0
limit.joins = 0 a day (the server)

> params nothing
no parameter rests on Rule nothing or is named nothing.*

@verify
