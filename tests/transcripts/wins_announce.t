# The Scorekeeper's announcement of a win by points (Ackanomic R603 ¶4,
# R410 c): declared by the Scorekeeper of a player other than emself who
# reached the Magic Number; an objection within three days stops it (the
# player may still claim by a Cycle-Win CFJ, R600); three days without
# one and the player wins the cycle, and eir Winning Condition is spent.

@include wins_setup.inc
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z

# R603 ¶4, R410 c: the Scorekeeper's declaration; R603 ¶4: "a
# player (other than the Scorekeeper)"; "the above condition": only a
# player who reached the Magic Number first this cycle.
alice> win announce alice
error: only the holder of that office may do that

carol> win announce carol
error: carol is the Scorekeeper, who cannot be declared to have won by points (R603)

carol> win announce bob
error: bob has no Winning Condition by Rule 603 (R603)

carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

carol> win announce alice
error: announcement 1 of alice is open already (R603)

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z
announcement 1 (R603): alice by carol at 2001-01-29T00:00:00Z, open to objection until 2001-02-01T00:00:00Z

# R410 c: the Scorekeeper's records say so too.
> report scorekeeper
The Scorekeeper's report, 2001-01-29T00:00:00Z (R410; Scorekeeper: carol)
Magic Number: 20 (R603)
alice: 25
bob: 1
carol: 0
dave: 0
Winning Condition by points (R603): alice, Unclaimed since 2001-01-29T00:00:00Z
announcement 1: alice wins unless a player objects by 2001-02-01T00:00:00Z (R603)
Changes since the nomic began:
  2001-01-22T00:00:00Z alice gains 15 points -- mint by the admin, event 16
  2001-01-29T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 21
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 1's results (voting-end, R106), event 21

# R603 ¶4: "If no player objects ... within three days": any player may.
clock advance 1d
the time is now 2001-01-30T00:00:00Z

bob> win object 1
bob objects to announcement 1: alice does not win the cycle by it; e may still claim eir Winning Condition by a Cycle-Win CFJ (R603, R600)

dave> win object 1
error: announcement 1 has been objected to already, by bob (R603)

bob> win object 2
error: there is no announcement 2

bob> win object one
error: there is no announcement one

# R603 ¶4: "Otherwise, the player may still resort to CWCFJ as outlined
# in Rule 600". Announced, but objected to before the call: R600's
# INVALID rule does not apply to this claim.
alice> cfj win 603 "I reached the Magic Number first"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 1 (R600)

# A Claimed Winning Condition is before the court: no announcement.
carol> win announce alice
error: alice's Winning Condition by Rule 603 is Claimed (CFJ 1), not Unclaimed (R600, R603)

alice> cfj retract 1
CFJ 1 is retracted by its author (R330); alice loses 3 points
alice's Winning Condition by Rule 603 is Unclaimed again: CFJ 1 was retracted (R330, R600)

# The objected announcement's deadline is gone: nothing happens at its end.
clock advance 2d
the time is now 2001-02-01T00:00:00Z

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z
announcement 1 (R603): alice by carol at 2001-01-29T00:00:00Z, objected to by bob at 2001-01-30T00:00:00Z

# The admin may announce for the Scorekeeper (as for every office).
admin> win announce alice
announcement 2: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-04T00:00:00Z (R603)

# R600: "A Cycle-Win CFJ shall be judged INVALID if it claims a Winning
# Condition established by Rule 603, and, at the time it was submitted,
# it was less than three days since the Scorekeeper announced the CFJ's
# author to have achieved a Winning Condition, and no player had objected
# to that announcement." Any other verdict is refused.
clock advance 1d
the time is now 2001-02-02T00:00:00Z

alice> cfj win 603 "I reached the Magic Number first"
CFJ 2 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 2 (R600)

> cfj show 2
Cycle-Win CFJ 2 "alice has an Unclaimed Winning Condition by Rule 603" by alice, called 2001-02-02T00:00:00Z: with its judge
  comments: I reached the Magic Number first
  judge: dave, appointed 2001-02-02T00:00:00Z

dave> cfj judge 2 TRUE "She reached it"
error: CFJ 2 shall be judged INVALID: it claims a Winning Condition by Rule 603 less than three days after the Scorekeeper announced alice, and nobody had objected (R600)

dave> cfj judge 2 UNDECIDED
error: CFJ 2 shall be judged INVALID: it claims a Winning Condition by Rule 603 less than three days after the Scorekeeper announced alice, and nobody had objected (R600)

> cfj show 2
Cycle-Win CFJ 2 "alice has an Unclaimed Winning Condition by Rule 603" by alice, called 2001-02-02T00:00:00Z: with its judge
  comments: I reached the Magic Number first
  judge: dave, appointed 2001-02-02T00:00:00Z

dave> cfj judge 2 INVALID "R600: less than three days after announcement 2"
CFJ 2: dave judges INVALID; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-06T00:00:00Z (R217 I)

# R603 ¶4: three days without an objection: alice wins the cycle, and her
# Winning Condition, claimed by CFJ 2, is spent with the win (R600 ¶6).
clock advance 2d
clock: announcement 2 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave (R666 d)
A$3615 in circulation does not exceed the Treasury's A$96385: no tax (R666 e)
alice is awarded A$22 for eir 22 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
the time is now 2001-02-04T00:00:00Z

> wins
no Winning Conditions
announcement 1 (R603): alice by carol at 2001-01-29T00:00:00Z, objected to by bob at 2001-01-30T00:00:00Z
announcement 2 (R603): alice by the admin at 2001-02-01T00:00:00Z, unobjected: alice won
won the cycle: alice by Rule 603 (the Scorekeeper's announcement 2) at 2001-02-04T00:00:00Z

# CFJ 2's INVALID verdict is final: nothing is attached to it any more.
clock advance 2d
clock: Fortnightly Dividends: no score changed since the cycle began (R508)
clock: CFJ 2's verdict INVALID is final: nobody appealed within the time (R217 I)
the time is now 2001-02-06T00:00:00Z

bob> win object 2
error: announcement 2 stood three days without objection: alice has won the cycle by it (R603)

> wins
no Winning Conditions
announcement 1 (R603): alice by carol at 2001-01-29T00:00:00Z, objected to by bob at 2001-01-30T00:00:00Z
announcement 2 (R603): alice by the admin at 2001-02-01T00:00:00Z, unobjected: alice won
won the cycle: alice by Rule 603 (the Scorekeeper's announcement 2) at 2001-02-04T00:00:00Z

# Nothing left to announce.
carol> win announce alice
error: alice has no Winning Condition by Rule 603 (R603)

# The numbers, bound to their rules (params.h).
> params 603
magic.number = 29 points (R603; 1 to 1000000000 points), default 379 points: the points needed to win a cycle by points
win.objection_time = 3d (R603; 0s to 365d): how long players may object to the Scorekeeper's announcement of a win by points
magic.base = 29 points (R603 ¶3; 1 to 1000000000 points), default 379 points: the base value of the Magic Number, which it is reset to at each new cycle (R666 j)

> params 600
win.claim_wait = 3d (R600; 0s to 365d): a claim of a Rule 603 Winning Condition sooner than this after the Scorekeeper's unobjected announcement is judged INVALID
wins.entities = 1 (R600 ¶2, R620 ¶1, R901 ¶2; 0 to 1): 1 (nomics begun at level 6): Winning Conditions, the Chartreuse Goose and the Great Tuba are entities (R500; `entities`), owned by their holders; 0: kept beside them

@verify
