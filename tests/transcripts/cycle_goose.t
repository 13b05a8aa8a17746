# The Chartreuse Goose (Ackanomic R620, R600 ¶1): where it starts, how a
# Winning Condition CFJ not judged TRUE hands it to its author (R620 1),
# the court fee when e holds it already, R600 ¶1's bar on achieving a
# Winning Condition while holding it, the treat (R620 ¶4), and the ways
# to be rid of it (R620 3-5), each with its refusals.

# Four Voting players past their Newbie days, carol the Scorekeeper, dave
# the Clerk of the Court, and a Magic Number of 20.
admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

# The offices here are filled by the admin's hand and nothing about them
# runs alone (R401's Nominations, terms, salaries and duties are
# offices_*.t's, duties.t's and cycle_rules.t's to test): offices.mode
# admin, as in a nomic begun before level 1 (docs/OFFICES.md).
admin> param set offices.mode admin
offices.mode = admin (R401)

# Nor does the end of a cycle call the Commission d'Arts by itself (R670 1,
# R666 m; commission.t tests it).
admin> param set commission.auto 0
commission.auto = 0 (R670 1)

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> appoint carol Scorekeeper
carol is now Scorekeeper

admin> appoint dave "Clerk of the Court"
dave is now Clerk of the Court

clock advance 21d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

admin> param set magic.number 20 R603
magic.number = 20 points (R603)

# It exists from the start, held by nobody: Somewhere Else.
> goose
the Chartreuse Goose is Somewhere Else (R620)

bob> goose release
error: you do not hold the Chartreuse Goose (R620)

bob> goose treat
error: you do not hold the Chartreuse Goose (R620)

# R620 1: "Upon a verdict of other than TRUE or UNDECIDED on a Winning
# Condition CFJ, the initiator of the CFJ receives the Goose".
bob> cfj win 611 "Five cheeses"
CFJ 1 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 611" by bob; judge: dave (R211, R212)

dave> cfj judge 1 FALSE "No cheese is on record"
CFJ 1: dave judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

> goose
the Chartreuse Goose: held by bob since 2001-01-22T00:00:00Z (R620)

# R620 1: a second such verdict finds bob holding it: he pays the Clerk
# of the Court (dave) A$60.
bob> cfj win 613 "Twenty things"
CFJ 2 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 613" by bob; judge: dave (R211, R212)

> balance bob
bob: 0 points, 900 A$

dave> cfj judge 2 INVALID
CFJ 2: dave judges INVALID; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

> balance bob
bob: 0 points, 840 A$

> balance dave
dave: 0 points, 960 A$

# R600 ¶1: "A player cannot achieve a Winning Condition while e holds the
# Chartreuse Goose". bob's proposal takes him from 15 to 25, past the
# Magic Number (20), and he achieves nothing; his score reached it first
# all the same, so alice, reaching it later this cycle, achieves nothing
# either (R603 ¶4: "provided that no one else has previously had a score
# reach or exceed the Magic Number during that cycle").
admin> mint 15 points to bob
bob gains 15 points; now 15

bob> propose "Up" "Effect: mint 1 Gamepoints to bob"
Proposal 1 "Up" (ordinary) submitted by bob and distributed; voting ends 2001-01-29T00:00:00Z (R106)

alice> vote 1 yes
alice votes YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: bob's score rose by 15: e receives A$15 from the Treasury (R508)
clock: CFJ 1's verdict FALSE is final: nobody appealed within the time (R217 I)
clock: CFJ 2's verdict INVALID is final: nobody appealed within the time (R217 I)
clock: Proposal 1 "Up" by bob is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: bob gains 1 Gamepoints; now 1
  scores: alice +1; bob +10
bob holds the Chartreuse Goose and cannot achieve a Winning Condition by Rule 603 (R600, R620)
the time is now 2001-01-29T00:00:00Z

admin> mint 30 points to alice
alice gains 30 points; now 31

alice> propose "Me too" "Effect: mint 1 Gamepoints to alice"
Proposal 2 "Me too" (ordinary) submitted by alice and distributed; voting ends 2001-02-05T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-02-05T00:00:00Z (R106)

clock advance 7d
clock: Proposal 2 "Me too" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
the time is now 2001-02-05T00:00:00Z

> wins
no Winning Conditions

# R620 ¶4: once per calendar week, a treat for the Standard Harfer Fee
# (A$25); it flies away with a chance of 10% (the engine's draw, R230 I).
alice> goose treat
error: you do not hold the Chartreuse Goose (R620)

bob> goose treat
bob treats the Chartreuse Goose for A$25 (R620)
the Goose stays (R620)

bob> goose treat
error: you have treated the Goose this calendar week already (R620)

# R620 3: A$200 after 7 days; R620 4: A$75 after 30 days, to the single
# active player with the lowest score; R620 5: A$350, to any other
# active player.
bob> goose pass
error: you have held the Goose for less than 30 days (R620 4)

bob> goose give bob
error: you hold the Goose already (R620 5: to any other player)

bob> goose give nobody
error: no player is named 'nobody'

bob> goose give alice
alice now holds the Chartreuse Goose (R620 5: bob paid A$350 to the Treasury)

> goose
the Chartreuse Goose: held by alice since 2001-02-05T00:00:00Z (R620)

> balance bob
bob: 26 points, 480 A$, 1 Gamepoints

alice> goose release
error: you have held the Goose for less than 7 days (R620 3)

# R620: the holder's acts "fail if ... attempted between the time a
# Winning Condition CFJ submitted by the Goose owner is publically
# knowable to have been judged TRUE, and the last instant that CFJ may
# legally be appealed".
alice> cfj win 611 "Five cheeses"
CFJ 3 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 611" by alice; judge: bob (R211, R212)

bob> cfj judge 3 TRUE "As she says"
CFJ 3: bob judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-09T00:00:00Z (R217 I)

alice> goose give carol
error: CFJ 3, your Winning Condition CFJ, is judged TRUE and may still be appealed: the Goose stays (R620)

alice> goose release
error: CFJ 3, your Winning Condition CFJ, is judged TRUE and may still be appealed: the Goose stays (R620)

# Final TRUE: the judgement would establish her Winning Condition (R215),
# but she holds the Goose: she achieves none, and does not win (R600 ¶1).
clock advance 4d
clock: alice's score rose by 41: e receives A$41 from the Treasury (R508)
bob's score rose by 11: e receives A$11 from the Treasury (R508)
clock: CFJ 3's verdict TRUE is final: nobody appealed within the time (R217 I)
alice holds the Chartreuse Goose and cannot achieve a Winning Condition by Rule 611 (R600, R620)
the time is now 2001-02-09T00:00:00Z

> wins
no Winning Conditions

# R620 4: after 30 days, to "the single active player with the lowest
# score", who gets A$75 from the Treasury: none while two share it.
clock advance 26d
the time is now 2001-03-07T00:00:00Z

> report scorekeeper
The Scorekeeper's report, 2001-03-07T00:00:00Z (R410; Scorekeeper: carol)
Magic Number: 20 (R603)
alice: 41
bob: 26
carol: 0
dave: 0
Changes since the nomic began:
  2001-01-22T00:00:00Z bob gains 15 points -- mint by the admin, event 21
  2001-01-29T00:00:00Z alice gains 1 points -- Proposal 1's results (voting-end, R106), event 28
  2001-01-29T00:00:00Z bob gains 10 points -- Proposal 1's results (voting-end, R106), event 28
  2001-01-29T00:00:00Z alice gains 30 points -- mint by the admin, event 30
  2001-02-05T00:00:00Z alice gains 10 points -- Proposal 2's results (voting-end, R106), event 34
  2001-02-05T00:00:00Z bob gains 1 points -- Proposal 2's results (voting-end, R106), event 34

alice> goose pass
error: no single active player has the lowest score (R620 4)

# dave alone lowest: he receives the Goose and A$75 from the Treasury;
# alice pays A$75 into it ("The receiving player may not decline").
admin> burn 1 points from dave
dave loses 1 points; now -1

alice> goose pass
dave now holds the Chartreuse Goose (R620 4: alice paid A$75 to the Treasury, which pays dave A$75)

> balance dave
dave: -1 points, 1035 A$

> goose
the Chartreuse Goose: held by dave since 2001-03-07T00:00:00Z (R620)

> balance alice
alice: 41 points, 866 A$, 1 Gamepoints

> cycle
cycle 1, begun 2001-01-01T00:00:00Z (R666 j); Magic Number 20, base value 379 (R603)
the Chartreuse Goose: dave (R620)

> balance Treasury
Treasury: 0 points, 96708 A$

# R620 7: the holder becomes Sage o' Doe Gas (R605 (2)) by a palindromic
# rule: the Winning Condition R605 (1) would give is refused while he
# still holds the Goose ("an infinitesimal amount of time after"), and
# then it flies Somewhere Else.
dave> propose "Mirror" "Effect: rule enact 699 \"Mirror\" \"Never odd, or even!\"\nEffect: mint 1 Gamepoints to dave"
Proposal 3 "Mirror" (ordinary) submitted by dave and distributed; voting ends 2001-03-14T00:00:00Z (R106)
  note: effect 1 enacts a rule with no script: the server keeps it but does not carry it out (docs/SCRIPTING.md)

alice> vote 3 yes
alice votes YES on Proposal 3; it may be changed until 2001-03-14T00:00:00Z (R106)

clock advance 7d
clock: Proposal 3 "Mirror" by dave is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: Rule 699/0 enacted
  effect 2: dave gains 1 Gamepoints; now 1
  scores: alice +1; dave +10
  Rule 699 is a palindrome of words in the ruleset: dave is Sage o' Doe Gas (R605)
dave holds the Chartreuse Goose and cannot achieve a Winning Condition by Rule 605 (R600, R620)
the Chartreuse Goose flies Somewhere Else (R620 7: its holder became Sage o' Doe Gas)
the time is now 2001-03-14T00:00:00Z

> goose
the Chartreuse Goose is Somewhere Else (R620)

> params 620
goose.court_fee = 60 A$ (R620 1; 0 to 100000 A$): what the Goose's holder pays the Clerk of the Court when it comes to em again
goose.release_hold = 7d (R620 3; 0s to 3650d): how long the holder must have held the Goose to send it Somewhere Else
goose.release_fee = 200 A$ (R620 3; 0 to 100000 A$): what sending the Goose Somewhere Else costs
goose.pass_hold = 30d (R620 4; 0s to 3650d): how long the holder must have held the Goose to pass it to the lowest score
goose.pass_fee = 75 A$ (R620 4; 0 to 100000 A$): what passing the Goose to the lowest score costs, and what its receiver gets
goose.give_fee = 350 A$ (R620 5; 0 to 100000 A$): what giving the Goose to any other active player costs
goose.bite = 9 points (R620; 0 to 100000 points): the grumpy Goose's bite when its holder cannot pay for its food
goose.fly_chance = 10 % (R620; 0 to 100 %): the chance that a treated Goose flies Somewhere Else

@verify
