# Claiming Winning Conditions by Cycle-Win CFJs (Ackanomic R600), winning
# the cycle by one (R600 ¶6), by a judgement where the server holds none
# (R215), and by paradox (R601). The judges are drawn with the engine's
# replayable randomness (R212, R230 I): the names below are this log's.

@include wins_setup.inc
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

# R600 ¶4, ¶5: "Immediately after a player submits a Cycle-Win CFJ, any
# Winning Condition e owns with the creator attribute specified in its
# statement changes to the Claimed state, and attaches itself to that
# Cycle-Win CFJ."
alice> cfj win 603 "I reached the Magic Number first"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 1 (R600)

> wins
alice: a Winning Condition by Rule 603, Claimed by CFJ 1, since 2001-01-29T00:00:00Z

# R600 ¶5: "Whenever a Cycle-Win CFJ is retracted, any Winning Condition
# attached to it changes to the Unclaimed state and detaches from the
# CFJ" (R330: the author loses 3 points).
alice> cfj retract 1
CFJ 1 is retracted by its author (R330); alice loses 3 points
alice's Winning Condition by Rule 603 is Unclaimed again: CFJ 1 was retracted (R330, R600)

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z

# R211: a statement like a retracted one's within a week is Invalid: she
# waits a week before she claims again.
clock advance 7d
the time is now 2001-02-05T00:00:00Z

alice> cfj win 603 "I reached the Magic Number first"
CFJ 2 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 2 (R600)

# R600 ¶5: a TRUE verdict changes nothing until it is final.
dave> cfj judge 2 TRUE "Proposal 1's scores took her to 25 (R603)"
CFJ 2: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-09T00:00:00Z (R217 I)

> wins
alice: a Winning Condition by Rule 603, Claimed by CFJ 2, since 2001-01-29T00:00:00Z

# R217 I: nobody appeals within four days: the verdict is final. R600 ¶5,
# ¶6: Finalized; alice is Voting, so she wins the cycle and it is
# destroyed.
clock advance 4d
clock: alice's score rose by 7: e receives A$7 from the Treasury (R508)
bob's score rose by 1: e receives A$1 from the Treasury (R508)
clock: CFJ 2's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 2 is final TRUE: alice's Winning Condition by Rule 603 is Finalized (R600)
alice wins the cycle by Rule 603 (R600)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave (R666 d)
A$3623 in circulation does not exceed the Treasury's A$96377: no tax (R666 e)
alice is awarded A$22 for eir 22 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
the time is now 2001-02-09T00:00:00Z

> wins
no Winning Conditions
won the cycle: alice by Rule 603 (CFJ 2) at 2001-02-09T00:00:00Z

# R215: bob's cheeses (R611) are not kept by the server: it holds no
# Winning Condition to claim, and the judge decides.
bob> cfj win 611 "I own a Stilton, a Cheddar, an Edam, a Brie and a Gouda"
CFJ 3 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 611" by bob; judge: alice (R211, R212)

# A spent Winning Condition: alice claims again the one she won by.
alice> cfj win 603 "Still mine"
CFJ 4 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)

> wins
no Winning Conditions
won the cycle: alice by Rule 603 (CFJ 2) at 2001-02-09T00:00:00Z

alice> cfj judge 3 TRUE "The cheeses are as e says (R611)"
CFJ 3: alice judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-13T00:00:00Z (R217 I)

dave> cfj judge 4 TRUE "Once hers, always hers"
CFJ 4: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-13T00:00:00Z (R217 I)

# R215: "A statement verified ... by judgement applies retroactively":
# bob had an Unclaimed Winning Condition by Rule 611 when he called CFJ 3;
# it is established, Finalized (R600 ¶5) and bob, Voting, wins (¶6). The
# one alice won by is spent: no second win from it (docs/RULINGS.md).
clock advance 4d
clock: CFJ 3's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 3's TRUE verdict establishes bob's Winning Condition by Rule 611 (R215)
CFJ 3 is final TRUE: bob's Winning Condition by Rule 611 is Finalized (R600)
bob wins the cycle by Rule 611 (R600)
the end of cycle 2: Ackanomic play is suspended (R666 a)
2 Chartreuse Goose Eggs are destroyed (R666 b)
alice's Right-Handed Grapefruit is destroyed (R666 b)
bob is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: alice, bob, carol, dave (R666 d)
A$3646 in circulation does not exceed the Treasury's A$96354: no tax (R666 e)
every score is set to zero (R666 g)
cycle 3 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
clock: CFJ 4's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 4 is final TRUE, but alice has won the cycle by Rule 603 already: that Winning Condition was spent (R600)
the time is now 2001-02-13T00:00:00Z

> wins
no Winning Conditions
won the cycle: alice by Rule 603 (CFJ 2) at 2001-02-09T00:00:00Z
won the cycle: bob by Rule 611 (CFJ 3) at 2001-02-13T00:00:00Z

# R601: a Paradox Win CFJ judged TRUE wins the cycle for its author when
# the verdict can no longer be appealed, if e is a Voting player then.
carol> cfj paradox "The legality of a transfer of the Chartreuse Goose cannot be determined with finality"
CFJ 5 (Paradox Win CFJ) "The legality of a transfer of the Chartreuse Goose cannot be determined with finality" by carol; judge: bob (R211, R212)

dave> cfj paradox "Changing the rules is impossible"
CFJ 6 (Paradox Win CFJ) "Changing the rules is impossible" by dave; judge: alice (R211, R212)

bob> cfj judge 5 TRUE "R620 3 and 5 read both ways"
CFJ 5: bob judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-17T00:00:00Z (R217 I)

alice> cfj judge 6 TRUE "The ruleset forbids every amendment"
CFJ 6: alice judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-17T00:00:00Z (R217 I)

# R250 III: dave stops voting before his verdict is final.
dave> state non-voting
dave is Non-Voting

clock advance 4d
clock: CFJ 5's verdict TRUE is final: nobody appealed within the time (R217 I)
carol wins the cycle by Rule 601 (R601)
the end of cycle 3: Ackanomic play is suspended (R666 a)
4 Chartreuse Goose Eggs are destroyed (R666 b)
bob's Right-Handed Grapefruit is destroyed (R666 b)
carol is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: alice, bob, carol, dave (R666 d)
A$3646 in circulation does not exceed the Treasury's A$96354: no tax (R666 e)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 29 x 0.90 (R666 i, R603)
cycle 4 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
clock: CFJ 6's verdict TRUE is final: nobody appealed within the time (R217 I)
Paradox Win CFJ 6 is final TRUE, but dave is not a Voting player: no win (R601)
the time is now 2001-02-17T00:00:00Z

> wins
no Winning Conditions
won the cycle: alice by Rule 603 (CFJ 2) at 2001-02-09T00:00:00Z
won the cycle: bob by Rule 611 (CFJ 3) at 2001-02-13T00:00:00Z
won the cycle: carol by Rule 601 (CFJ 5) at 2001-02-17T00:00:00Z

@verify
