# Parameters bound to rules, and winning by points.
# Ackanomic R205 5 and R207 III: an adopted proposal that changes the
# Modest award is itself scored with the old value; the next Modest
# proposal scores the new one. R603: the Magic Number and simultaneous
# arrivals. R250 VI c: an On Ice player's votes are cancelled. R406: the
# Promoter distributes.

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

clock advance 21d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

# Every number R207 states is a parameter bound to it (params.h).
> params 207
score.accept.modest = 5 points (R207 III; 0 to 1000 points): the author's award for an accepted Modest proposal
score.accept.grandiose = 16 points (R207 III; 0 to 1000 points): the author's award for an accepted Grandiose proposal
score.accept.ordinary = 10 points (R207 III; 0 to 1000 points): the author's award for another accepted proposal
score.reject.modest = 4 points (R207 III; 0 to 1000 points): the author's loss for a rejected Modest proposal
score.reject.grandiose = 12 points (R207 III; 0 to 1000 points): the author's loss for a rejected Grandiose proposal
score.reject.ordinary = 7 points (R207 III; 0 to 1000 points): the author's loss for another rejected proposal
score.voter = 1 point (R207 III; -1000 to 1000 points): each voter's award on any proposal's results
score.newbie.modest = 1 point (R207 IV; 0 to 1000 points): a Newbie author's bonus on a Modest proposal
score.newbie.grandiose = 5 points (R207 IV; 0 to 1000 points): a Newbie author's bonus on a Grandiose proposal
score.newbie.ordinary = 3 points (R207 IV; 0 to 1000 points): a Newbie author's bonus on another proposal

# R205 5's own example: a Modest proposal changing the Modest award from 5
# to 4 still scores 5 for its author.
alice> propose "Cheaper modesty" "This is a Modest proposal.\nEffect: rule amend 207 \"If a Modest proposal is accepted, the player who proposed it receives 4 points.\"\nEffect: param set score.accept.modest 4 R207"
Proposal 1 "Cheaper modesty" (Modest) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: Proposal 1 "Cheaper modesty" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: Rule 207/31 amended
  effect 2: score.accept.modest = 4 points (R207 III)
  scores: alice +5; bob +1
the time is now 2001-01-29T00:00:00Z

# The next Modest proposal scores the new amount.
bob> propose "Small" "This is a Modest proposal.\nEffect: mint 1 Gamepoints to bob"
Proposal 2 "Small" (Modest) submitted by bob and distributed; voting ends 2001-02-05T00:00:00Z (R106)

alice> vote 2 yes
alice votes YES on Proposal 2; it may be changed until 2001-02-05T00:00:00Z (R106)

# R250 VI c: carol's vote is cancelled when e goes On Ice (e has voted,
# so e stays a player, R250 VI f).
carol> vote 2 no
carol votes NO on Proposal 2; it may be changed until 2001-02-05T00:00:00Z (R106)

carol> leave
carol is now On Ice

# R250 VI d: On Ice players never gain or lose points.
admin> mint 1 points to carol
error: carol is On Ice and never gains or loses points (R250 VI d)

clock advance 7d
clock: Proposal 2 "Small" by bob is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: bob gains 1 Gamepoints; now 1
  scores: alice +1; bob +4
the time is now 2001-02-05T00:00:00Z

# R603: two voting players reaching the Magic Number at exactly the same
# time: none wins, and it rises by 100 or to 11 above the highest score.
admin> param set magic.number 20 R603
magic.number = 20 points (R603)

admin> mint 13 points to alice
alice gains 13 points; now 19

admin> mint 14 points to bob
bob gains 14 points; now 19

admin> propose "x" "y"
error: only active players may do that (R250 II a)

alice> propose "Both up" "Effect: mint 1 Gamepoints to alice"
Proposal 3 "Both up" (ordinary) submitted by alice and distributed; voting ends 2001-02-12T00:00:00Z (R106)

bob> vote 3 yes
bob votes YES on Proposal 3; it may be changed until 2001-02-12T00:00:00Z (R106)

alice> vote 3 yes
alice votes YES on Proposal 3; it may be changed until 2001-02-12T00:00:00Z (R106)

# Both reach 20 in one report: alice 30, bob 20; the new Magic Number is
# the greater of 20 + 100 and 30 + 11.
clock advance 7d
clock: alice's score rose by 19: e receives A$19 from the Treasury (R508)
bob's score rose by 19: e receives A$19 from the Treasury (R508)
clock: Proposal 3 "Both up" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: alice YES, bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; alice +1; bob +1
  2 voting players reach the Magic Number at once: none wins, and it rises to 120 (R603)
the time is now 2001-02-12T00:00:00Z

> wins
no Winning Conditions

# One player reaching it alone achieves a Winning Condition (R603, R600).
admin> mint 99 points to bob
bob gains 99 points; now 119

alice> propose "Bob wins" "Effect: mint 1 Gamepoints to bob"
Proposal 4 "Bob wins" (ordinary) submitted by alice and distributed; voting ends 2001-02-19T00:00:00Z (R106)

bob> vote 4 yes
bob votes YES on Proposal 4; it may be changed until 2001-02-19T00:00:00Z (R106)

clock advance 7d
clock: Proposal 4 "Bob wins" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: bob gains 1 Gamepoints; now 2
  scores: alice +10; bob +1
  bob reaches the Magic Number (120) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-02-19T00:00:00Z

> wins
bob: a Winning Condition by Rule 603, Unclaimed, since 2001-02-19T00:00:00Z

# R603: only the first to reach it in a cycle achieves a Winning Condition.
admin> mint 100 points to alice
alice gains 100 points; now 140

alice> propose "Me too" "Effect: mint 1 Gamepoints to alice"
Proposal 5 "Me too" (ordinary) submitted by alice and distributed; voting ends 2001-02-26T00:00:00Z (R106)

alice> vote 5 yes
alice votes YES on Proposal 5; it may be changed until 2001-02-26T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 121: e receives A$121 from the Treasury (R508)
bob's score rose by 101: e receives A$101 from the Treasury (R508)
clock: Proposal 5 "Me too" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: alice gains 1 Gamepoints; now 2
  scores: alice +10; alice +1
the time is now 2001-02-26T00:00:00Z

> wins
bob: a Winning Condition by Rule 603, Unclaimed, since 2001-02-19T00:00:00Z

# R250 VI h: after 90 days On Ice (since 2001-01-29), a Non-Player.
clock advance 62d
clock: alice's score rose by 11: e receives A$11 from the Treasury (R508)
clock: carol has been On Ice for 90 days (R250 VI h); carol is now a Non-Player
the time is now 2001-04-29T00:00:00Z

@verify
