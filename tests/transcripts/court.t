# The Supreme Court: Ackanomic R416 (Justices), R416.1 (Cortices), R217
# and R217.1 (appeals and how the Court decides), R214 (Undecided goes up),
# R418 (dissents) and R907 (Bronze Torches). Judges and Acting Justices are
# drawn with the engine's replayable randomness (R230 I): the names below
# are the draws this log makes, and the log must verify at the end.
@include cfj_setup.inc

admin> appoint erin President
erin is now President

# R907: the verdicts that make a player eligible for a Bronze Torch are a
# parameter bound to it; one verdict is enough in this game.
admin> param set torch.verdicts 1
torch.verdicts = 1 verdict (R907)

# R416 I: the Office has two seats from the start, both vacant.
> court
The Supreme Court (R416):
2 seats, all vacant
no Supreme Cortex

# R416 II: only a player with a Bronze Torch may make emself a Justice.
carol> justice join
error: carol owns no Bronze Torch (R416 II)

# R416 III: with no player eligible, the President may appoint a willing
# player (one who volunteered, docs/RULINGS.md) to a vacant seat at once.
carol> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint carol
carol is appointed a Justice (seat 1, R416 III)

dave> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint dave
dave is appointed a Justice (seat 2, R416 III)

# R416.1: an Ungrafted Justice creates a Cortex and owns it, Undermanned;
# another Justice joins it, and it is Active.
carol> cortex create Ursa
you own the new Supreme Cortex Ursa (Undermanned, R416.1)

dave> cortex join Ursa
you own the Supreme Cortex Ursa (Active, R416.1)

# CFJ 1: a judge's TRUE that nobody appeals stands (R217 I).
bob> cfj "The sky is blue"
CFJ 1 "The sky is blue" by bob; judge: erin (R211, R212)

erin> cfj accept 1
erin accepts CFJ 1; judgement is due by 2001-01-29T00:00:00Z (R213)

erin> cfj judge 1 TRUE
CFJ 1: erin judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

clock advance 4d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
the time is now 2001-01-26T00:00:00Z

# R907 ¶3: the President, the Speaker or a Justice awards a Torch, and only
# to an eligible player; alice is none of those.
alice> torch award erin
error: only the President, the Speaker or a Justice awards a Bronze Torch (R907)

carol> torch award erin
erin is awarded a Bronze Torch (R907)

# R416 I: a Torch owner makes emself a Justice; no seat is empty, so a
# third is created.
erin> justice join
you are a Justice (seat 3, R416 I)

# R416.1: no Cortex is Vacant or Undermanned, so erin may create one.
erin> cortex create Minor
you own the new Supreme Cortex Minor (Undermanned, R416.1)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin
Cortex Ursa: Active; owners carol, dave; considering 0 CFJs
Cortex Minor: Undermanned; owners erin; considering 0 CFJs

# CFJ 2: an appeal that overturns (R217 I-III, R217.1 1).
carol> cfj "Rule 102 is in force"
CFJ 2 "Rule 102 is in force" by carol; judge: bob (R211, R212)

bob> cfj accept 2
bob accepts CFJ 2; judgement is due by 2001-02-02T00:00:00Z (R213)

bob> cfj judge 2 TRUE
CFJ 2: bob judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-30T00:00:00Z (R217 I)

# R217 I: an active player appeals within four days, with material.
# R217.1 1: the CFJ goes to the Active Cortex (Ursa), not the Undermanned.
alice> appeal 2 "Rule 102 was repealed"
you appeal CFJ 2 (R217 I)
CFJ 2 is assigned to the Supreme Cortex Ursa (Active, R217.1)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin
Cortex Ursa: Active; owners carol, dave; considering 1 CFJ
Cortex Minor: Undermanned; owners erin; considering 0 CFJs
CFJ 2: before the Cortex Ursa since 2001-01-26T00:00:00Z

# R217 II: the Cortex's owners decide unanimously; until the last of them
# votes, nothing is decided (and the vote is sent to the Clerk, hidden).
carol> court judge 2 FALSE
your verdict on CFJ 2 is FALSE; the Court has not decided yet (R217 II)

# R217 III ¶2: overturned: the judge is fined 1 point.
dave> court judge 2 FALSE "R102 is gone"
CFJ 2: the Supreme Cortex overturns the TRUE judgement with FALSE (R217 II, III)
  bob is fined 1 point for an overturned verdict (R217 III)

> balance bob
bob: -1 points, 900 A$

# R217 IV: an active player who opposes the Cortex's verdict appeals again;
# R217.1 last ¶: the second consideration is the whole Court's.
bob> appeal 2
you appeal CFJ 2 (R217 I)
CFJ 2 is before the whole Supreme Court: unanimity of the active Justices decides it until 2001-02-02T00:00:00Z, then a 2/3 supermajority (R217 II)

erin> court judge 2 TRUE
your verdict on CFJ 2 is TRUE; the Court has not decided yet (R217 II)

carol> court judge 2 TRUE
your verdict on CFJ 2 is TRUE; the Court has not decided yet (R217 II)

dave> court judge 2 FALSE
your verdict on CFJ 2 is FALSE; the Court has not decided yet (R217 II)

# R217 II: no unanimity; the Court's week is a deadline bound to it.
> deadlines
deadline 15: 2001-02-02T00:00:00Z court-week (R217 II)
deadline 14: 2001-02-05T12:00:00Z dividends (R508)
deadline 6: 2001-03-19T00:00:00Z office-term for erin (R401 (v) c)

# R217 II: after the week, 2/3 of the active Justices (carol, erin) decide.
# R217 III: the Cortex's verdict is overturned: its owners are fined 1
# each, and the fine the overturned verdict took from bob is given back.
clock advance 7d
clock: CFJ 2: the whole Supreme Court overturns the FALSE judgement with TRUE (R217 II, III)
  carol is fined 1 point for an overturned verdict (R217 III)
  dave is fined 1 point for an overturned verdict (R217 III)
  bob gets back 1 point (R217 III)
the time is now 2001-02-02T00:00:00Z

> balance bob
bob: 0 points, 900 A$

> balance carol
carol: -1 points, 900 A$

> balance dave
dave: -1 points, 900 A$

# R418: within a week of a non-unanimous verdict, a dissenting Justice
# posts a Dissent; one who voted with the majority did not dissent.
dave> court dissent 2 "It was repealed"
your Dissent on CFJ 2 is on the record (R418)

carol> court dissent 2 "no"
error: you did not dissent from the Court's TRUE on CFJ 2 (R418)

> cfj show 2
CFJ 2 "Rule 102 is in force" by carol, called 2001-01-26T00:00:00Z: final
  judge: bob, appointed 2001-01-26T00:00:00Z
  2001-01-26T00:00:00Z TRUE by the judge bob
  2001-01-26T00:00:00Z FALSE by the Cortex carol dave: R102 is gone
  2001-02-02T00:00:00Z TRUE by the Supreme Court carol erin
  appeal by alice: Rule 102 was repealed
  dissent by dave: It was repealed

# CFJ 3: an appeal upheld (R217 III ¶1), appealed twice (R217 I ¶3).
alice> cfj "Rule 103 is in force"
CFJ 3 "Rule 103 is in force" by alice; judge: bob (R211, R212)

bob> cfj judge 3 FALSE
CFJ 3: bob judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-06T00:00:00Z (R217 I)

alice> appeal 3
you appeal CFJ 3 (R217 I)
CFJ 3 is assigned to the Supreme Cortex Ursa (Active, R217.1)

# R217 I ¶3: a second appeal of the same judgement starts nothing new, but
# its appellant is fined too if the verdict is upheld.
bob> appeal 3 "me too"
you also appeal CFJ 3; if the verdict is upheld you are fined too (R217 I)

dave> court judge 3 FALSE
your verdict on CFJ 3 is FALSE; the Court has not decided yet (R217 II)

carol> court judge 3 FALSE
CFJ 3: the Supreme Cortex upholds the FALSE judgement with FALSE (R217 II, III)
  alice is fined 25 points for a frivolous appeal (R217 III)
  bob is fined 25 points for a frivolous appeal (R217 III)

> balance alice
alice: -25 points, 900 A$

> balance bob
bob: -25 points, 900 A$

clock advance 4d
clock: alice's score fell by 25: e loses A$12 to the Treasury (R508)
bob's score fell by 25: e loses A$12 to the Treasury (R508)
clock: CFJ 3's verdict FALSE is final: nobody appealed within the time (R217 I)
the time is now 2001-02-06T00:00:00Z

# CFJ 4: a Justice declines (R217 VI) and the Justices specify the fine.
carol> cfj "Rule 104 is in force"
CFJ 4 "Rule 104 is in force" by carol; judge: alice (R211, R212)

alice> cfj judge 4 TRUE
CFJ 4: alice judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-10T00:00:00Z (R217 I)

bob> appeal 4
you appeal CFJ 4 (R217 I)
CFJ 4 is assigned to the Supreme Cortex Ursa (Active, R217.1)

# R217 II: only the owners of the Cortex assigned decide.
erin> court judge 4 TRUE
error: only the owners of the Supreme Cortex Ursa decide CFJ 4 (R217 II)

# R217 VI: carol declines; the CFJ goes to a Cortex no decliner owns.
carol> court decline 4
you decline judgement on CFJ 4 (R217 VI)
CFJ 4 is assigned to the Supreme Cortex Minor (Undermanned, R217.1)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin
Cortex Ursa: Active; owners carol, dave; considering 0 CFJs
Cortex Minor: Undermanned; owners erin; considering 1 CFJ
CFJ 4: before the Cortex Minor since 2001-02-06T00:00:00Z

# R217 III: "unless the Justices specify otherwise".
erin> court fine 4 5
the fine on CFJ 4's appeal is 5 points (at most 10 if the verdict is overturned, R217 III)

erin> court judge 4 TRUE
CFJ 4: the Supreme Cortex upholds the TRUE judgement with TRUE (R217 II, III)
  bob is fined 5 points for a frivolous appeal (R217 III)

> balance bob
bob: -30 points, 888 A$

# R217 IV: a Justice who declined judgement may appeal; the whole Court
# (less the Justice who declined, docs/RULINGS.md) decides.
carol> appeal 4
you appeal CFJ 4 (R217 I)
CFJ 4 is before the whole Supreme Court: unanimity of the active Justices decides it until 2001-02-13T00:00:00Z, then a 2/3 supermajority (R217 II)

carol> court judge 4 FALSE
error: you declined judgement on CFJ 4 (R217 VI)

dave> court judge 4 TRUE
your verdict on CFJ 4 is TRUE; the Court has not decided yet (R217 II)

erin> court judge 4 TRUE
CFJ 4: the whole Supreme Court upholds the TRUE judgement with TRUE (R217 II, III)
  carol is fined 25 points for a frivolous appeal (R217 III)

> balance carol
carol: -26 points, 900 A$

# CFJ 5: R214: an Undecided judgement goes to the Court as if appealed,
# and its judge is not fined when it is overturned.
dave> cfj "Rule 105 is in force"
CFJ 5 "Rule 105 is in force" by dave; judge: bob (R211, R212)

bob> cfj judge 5 UNDECIDED
CFJ 5: bob judges UNDECIDED; distributed by the Clerk (R213, R214, R413 c)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin
Cortex Ursa: Active; owners carol, dave; considering 1 CFJ
Cortex Minor: Undermanned; owners erin; considering 0 CFJs
CFJ 5: before the Cortex Ursa since 2001-02-06T00:00:00Z

carol> court judge 5 TRUE
your verdict on CFJ 5 is TRUE; the Court has not decided yet (R217 II)

dave> court judge 5 TRUE
CFJ 5: the Supreme Cortex overturns the UNDECIDED judgement with TRUE (R217 II, III)
  bob, who judged it Undecided, is not fined (R214)

> balance bob
bob: -30 points, 888 A$

clock advance 4d
clock: CFJ 5's verdict TRUE is final: nobody appealed within the time (R217 I)
the time is now 2001-02-10T00:00:00Z

# R416 IV: a Justice on Vacation: another (not an owner of eir Cortex,
# here erin) acts in eir seat and owns eir Cortex in eir place.
dave> state vacation
dave is Vacationing, expected for 28d (R250 V a)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave, on Vacation; erin acting (R416 IV)
seat 3: erin
Cortex Ursa: Active; owners carol, erin; considering 0 CFJs
Cortex Minor: Undermanned; owners erin; considering 0 CFJs

clock advance 3d
the time is now 2001-02-13T00:00:00Z

dave> state return
dave is Voting

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin
Cortex Ursa: Active; owners carol, dave; considering 0 CFJs
Cortex Minor: Undermanned; owners erin; considering 0 CFJs

# R416.1, R217.1 ¶2: a Cortex left with no owner is destroyed (it is not
# the only one) and its CFJs are reassigned; here no Cortex may take CFJ 6
# (carol, an owner of Ursa, declined it), so the whole Court does (R217 VI).
bob> cfj "Rule 106 is in force"
CFJ 6 "Rule 106 is in force" by bob; judge: alice (R211, R212)

alice> cfj judge 6 FALSE
CFJ 6: alice judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-17T00:00:00Z (R217 I)

bob> appeal 6
you appeal CFJ 6 (R217 I)
CFJ 6 is assigned to the Supreme Cortex Ursa (Active, R217.1)

carol> court decline 6
you decline judgement on CFJ 6 (R217 VI)
CFJ 6 is assigned to the Supreme Cortex Minor (Undermanned, R217.1)

erin> cortex leave
you give up the Supreme Cortex Minor (R416.1)
the Supreme Cortex Minor has no owner and is destroyed (R416.1)
CFJ 6 is before the whole Supreme Court: unanimity of the active Justices decides it until 2001-02-20T00:00:00Z, then a 2/3 supermajority (R217 II)

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin
Cortex Ursa: Active; owners carol, dave; considering 0 CFJs
CFJ 6: before the whole Court since 2001-02-13T00:00:00Z

# R907 ¶4: verdicts that stand count: a TRUE or FALSE the final verdict
# agrees with, for everyone who issued it. bob's TRUE on CFJ 2 was
# overturned by the Cortex but the whole Court restored it, and eir FALSE
# on CFJ 3 was upheld: two (eir Undecided on CFJ 5 is not TRUE or FALSE).
# alice's CFJ 6 is before the Court: one, on CFJ 4.
admin> param set torch.verdicts 2
torch.verdicts = 2 verdicts (R907)

carol> torch award alice
error: alice has delivered 1 verdict that stands; a Bronze Torch needs 2 (R907)

carol> torch award bob
bob is awarded a Bronze Torch (R907)

# R217 II: CFJ 6 before the whole Court: dave and erin decide (carol
# declined it). Split after the week, 1 of 2 is not 2/3: the CFJ waits.
dave> court judge 6 TRUE
your verdict on CFJ 6 is TRUE; the Court has not decided yet (R217 II)

erin> court judge 6 FALSE
your verdict on CFJ 6 is FALSE; the Court has not decided yet (R217 II)

clock advance 7d
clock: bob's score fell by 5: e loses A$2 to the Treasury (R508)
carol's score fell by 25: e loses A$12 to the Treasury (R508)
clock: CFJ 6: the Supreme Court's week has passed without a unanimous verdict (2 of the 2 Justices deciding it have voted, no verdict by 2/3 of them); a 2/3 supermajority now decides it (R217 II)
the time is now 2001-02-20T00:00:00Z

> court
The Supreme Court (R416):
seat 1: carol (appointed, R416 III)
seat 2: dave (appointed, R416 III)
seat 3: erin
Cortex Ursa: Active; owners carol, dave; considering 0 CFJs
CFJ 6: before the whole Court since 2001-02-13T00:00:00Z; a 2/3 supermajority decides

# A Justice may change eir vote until the Court decides: now 2 of 2.
erin> court judge 6 TRUE
CFJ 6: the whole Supreme Court overturns the FALSE judgement with TRUE (R217 II, III)
  alice is fined 1 point for an overturned verdict (R217 III)

# R416 I: a resigning Justice's seat is destroyed while more than two
# remain; then it stays, vacant. R416.1: Ursa, left with no owner, is the
# only Cortex, so it stays, Vacant.
carol> justice resign
you are no longer a Justice (R416 I)

dave> justice resign
you are no longer a Justice (R416 I)

> court
The Supreme Court (R416):
seat 1: vacant since 2001-02-20T00:00:00Z
seat 2: erin
Cortex Ursa: Vacant; considering 0 CFJs

# R416 III: bob owns a Torch and may sit, so the President may fill the
# seat only once it has been vacant for three days.
alice> justice volunteer
you are willing to be appointed a Justice (R416 III)

erin> justice appoint alice
error: no seat has been vacant for 3d and a player is eligible to fill it; wait until 2001-02-23T00:00:00Z (R416 III)

clock advance 3d
the time is now 2001-02-23T00:00:00Z

erin> justice appoint alice
alice is appointed a Justice (seat 1, R416 III)

# R217.1 3: the only Cortex is Vacant, so it is the one a CFJ goes to;
# a Justice who joins it decides alone while it is Undermanned (R217 II).
carol> cfj "Rule 107 is in force"
CFJ 7 "Rule 107 is in force" by carol; judge: dave (R211, R212)

dave> cfj judge 7 TRUE
CFJ 7: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-27T00:00:00Z (R217 I)

carol> appeal 7
you appeal CFJ 7 (R217 I)
CFJ 7 is assigned to the Supreme Cortex Ursa (Vacant, R217.1)

alice> cortex join Ursa
you own the Supreme Cortex Ursa (Undermanned, R416.1)

alice> court judge 7 FALSE
CFJ 7: the Supreme Cortex overturns the TRUE judgement with FALSE (R217 II, III)
  dave is fined 1 point for an overturned verdict (R217 III)

> court
The Supreme Court (R416):
seat 1: alice (appointed, R416 III)
seat 2: erin
Cortex Ursa: Undermanned; owners alice; considering 0 CFJs
