# The Supreme Court and another part's rule: R600 says a Cycle-Win CFJ
# claiming a win by points within three days of the Scorekeeper's
# unobjected announcement "shall be judged INVALID", and the Winning
# Conditions part refuses any other verdict. A Cortex's refused verdict
# fails the vote that made it (R217 II); the whole Court's 2/3 verdict at
# the end of its week is refused without holding up the clock, and the
# Court waits for another (docs/RULINGS.md).

@include wins_setup.inc
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

carol> justice volunteer
you are willing to be appointed a Justice (R416 III)

admin> justice appoint carol
carol is appointed a Justice (seat 1, R416 III)

dave> justice volunteer
you are willing to be appointed a Justice (R416 III)

admin> justice appoint dave
dave is appointed a Justice (seat 2, R416 III)

# R416 I: the Office has at least two seats; this game has made it three.
admin> param set justice.min_seats 3
justice.min_seats = 3 seats (R416 I)

erin> justice volunteer
you are willing to be appointed a Justice (R416 III)

admin> justice appoint erin
erin is appointed a Justice (seat 3, R416 III)

carol> cortex create Ursa
you own the new Supreme Cortex Ursa (Undermanned, R416.1)

dave> cortex join Ursa
you own the Supreme Cortex Ursa (Active, R416.1)

carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

alice> cfj win 603 "I reached the Magic Number first"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: bob (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 1 (R600)

# R600: the judge may only judge it INVALID.
bob> cfj judge 1 TRUE
error: CFJ 1 shall be judged INVALID: it claims a Winning Condition by Rule 603 less than three days after the Scorekeeper announced alice, and nobody had objected (R600)

bob> cfj judge 1 INVALID
CFJ 1: bob judges INVALID; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

# R217 I: alice appeals; R217.1: the Cortex Ursa considers it.
alice> appeal 1 "I did reach it"
you appeal CFJ 1 (R217 I)
CFJ 1 is assigned to the Supreme Cortex Ursa (Active, R217.1)

# R217 II: the vote that would make the Cortex's verdict TRUE is refused,
# and changes nothing.
carol> court judge 1 TRUE
your verdict on CFJ 1 is TRUE; the Court has not decided yet (R217 II)

dave> court judge 1 TRUE
error: CFJ 1 shall be judged INVALID: it claims a Winning Condition by Rule 603 less than three days after the Scorekeeper announced alice, and nobody had objected (R600)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin (appointed, R416 III)
Cortex Ursa: Active; owners carol, dave; considering 1 CFJ
CFJ 1: before the Cortex Ursa since 2001-01-29T00:00:00Z

carol> court judge 1 INVALID
your verdict on CFJ 1 is INVALID; the Court has not decided yet (R217 II)

# R620 1: bob's INVALID gave alice the Goose; this verdict, on her own
# appeal, finds her holding it: the court fee, with no Clerk to take it.
dave> court judge 1 INVALID
CFJ 1: the Supreme Cortex upholds the INVALID judgement with INVALID (R217 II, III)
alice holds the Goose already; the court fee of A$60 goes nowhere: the Clerk of the Court is vacant (R620 1)
  alice is fined 25 points for a frivolous appeal (R217 III)

# R217 IV: alice appeals again; the whole Court considers it.
alice> appeal 1
you appeal CFJ 1 (R217 I)
CFJ 1 is before the whole Supreme Court: unanimity of the active Justices decides it until 2001-02-05T00:00:00Z, then a 2/3 supermajority (R217 II)

carol> court judge 1 TRUE
your verdict on CFJ 1 is TRUE; the Court has not decided yet (R217 II)

dave> court judge 1 TRUE
your verdict on CFJ 1 is TRUE; the Court has not decided yet (R217 II)

erin> court judge 1 INVALID
your verdict on CFJ 1 is INVALID; the Court has not decided yet (R217 II)

# R217 II: after the week 2/3 voted TRUE, but R600 refuses that verdict:
# the deadline passes, the CFJ stays before the Court.
clock advance 7d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: alice, carol, dave, erin (R666 d)
A$4515 in circulation does not exceed the Treasury's A$95485: no tax (R666 e)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
Ackanomic play resumes (R666 n)
clock: CFJ 1: the verdict 2/3 of the Supreme Court voted is refused: CFJ 1 shall be judged INVALID: it claims a Winning Condition by Rule 603 less than three days after the Scorekeeper announced alice, and nobody had objected (R600); the Court waits for another (R217 II)
the time is now 2001-02-05T00:00:00Z

> deadlines
deadline 8: 2001-02-05T12:00:00Z dividends (R508)
deadline 9: 2001-02-19T00:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin (appointed, R416 III)
Cortex Ursa: Active; owners carol, dave; considering 0 CFJs
CFJ 1: before the whole Court since 2001-01-29T00:00:00Z; a 2/3 supermajority decides

# The Court decides once 2/3 vote a verdict that may stand.
carol> court judge 1 INVALID
CFJ 1: the whole Supreme Court upholds the INVALID judgement with INVALID (R217 II, III)
alice holds the Goose already; the court fee of A$60 goes nowhere: the Clerk of the Court is vacant (R620 1)
  alice is fined 25 points for a frivolous appeal (R217 III)

> cfj show 1
Cycle-Win CFJ 1 "alice has an Unclaimed Winning Condition by Rule 603" by alice, called 2001-01-29T00:00:00Z: final
  comments: I reached the Magic Number first
  judge: bob, appointed 2001-01-29T00:00:00Z
  2001-01-29T00:00:00Z INVALID by the judge bob
  2001-01-29T00:00:00Z INVALID by the Cortex carol dave
  2001-02-05T00:00:00Z INVALID by the Supreme Court carol erin
  appeal by alice: I did reach it
