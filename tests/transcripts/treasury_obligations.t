# The cycle's and the offices' money as obligations of the Treasury
# (Ackanomic R505 II a-e, at the current level: treasury.obligations is 1
# from level 6): a Mentor's Standard Harfer Fee (R252 II 3), the end of a
# cycle's A$ for points (R666 f) from a Treasury that is short, and the
# Commission d'Arts' A$75 (R670 6). Draws: R230 I, fixed by the runner's
# seed. Readings: docs/RULINGS.md, "The Treasury's obligations (R505 II)".

admin> ruleset load ackanomic
ruleset ackanomic loaded: 305 rules in force

admin> join alice
welcome, alice (Voting); A$900 from the Treasury

admin> join bob
welcome, bob (Voting); A$900 from the Treasury

admin> join carol
welcome, carol (Voting); A$900 from the Treasury

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# R508's dividends would pay for the points minted below: not this test's.
admin> param set dividends.auto 0
dividends.auto = 0 (R508)

> params treasury.obligations
treasury.obligations = 1 (R505 II; 0 to 1): 1 (nomics begun at level 6): R666 f's A$ for points, the Commission d'Arts' prize (R670 6) and a Mentor's fee (R252 II 3) are obligations of the Treasury, met through R505 II; 0: each is paid as far as the Treasury has A$, as before

admin> appoint alice Registrar
alice is now Registrar

admin> appoint carol Scorekeeper
carol is now Scorekeeper

bob> mentor join
you are in the Mentor pool (R253)

# dave votes, then leaves (R254): one who has voted goes On Ice (R250 VI
# f) and keeps his A$900.
bob> propose "Nothing" "Nothing happens."
Proposal 1 "Nothing" (ordinary) submitted by bob and distributed; voting ends 2001-01-08T00:00:00Z (R106)
  note: no effects: adopted, it becomes a rule the server keeps but does not carry out (R104; docs/SCRIPTING.md)

dave> vote 1 yes
dave votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

dave> leave
dave is now On Ice

admin> join frank
welcome, frank (Voting); A$900 from the Treasury

admin> move 94590 A$ from Treasury to carol
94590 A$ moved from Treasury to carol

> balance Treasury
Treasury: 0 points, 10 A$

# R252 II 3: bob, from the pool, "receives The Standard Harfer Fee from the
# Treasury immediately", A$25, which the Treasury, with A$10, is short of.
# R505 II b: On Ice dave gives 10% of his A$, rounded up (A$90); c, d: it
# has enough, and the obligation is met in full.
alice> mentor assign frank
bob is selected as frank's Mentor
the Treasury is short: On Ice players give 10% of their A$, 1 time: dave A$90 (R505 II b, c)
bob receives A$25 (R252 II 3)

> balance dave
dave: 0 points, 810 A$

> balance bob
bob: 0 points, 925 A$

> balance Treasury
Treasury: 0 points, 75 A$

clock advance 21d
clock: alice is paid A$25 as Registrar for 2001-01 (R403 (ii), R401 (iv))
carol is paid A$25 as Scorekeeper for 2001-01 (R403 (ii), R401 (iv))
clock: Proposal 1 "Nothing" by bob is REJECTED: 0 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: none
  scores: bob -7; bob +3
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: frank joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

admin> param set magic.number 20000 R603
magic.number = 20000 points (R603)

admin> mint 19995 points to alice
alice gains 19995 points; now 19995

admin> mint 2000 points to bob
bob gains 2000 points; now 1996

alice> propose "Up" "Effect: mint 1 Gamepoints to alice"
Proposal 2 "Up" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: Proposal 2 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20000) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

> balance Treasury
Treasury: 0 points, 25 A$

# R666 f: alice's 20005 points and bob's 1997 are one obligation of the
# Treasury (R505 II: "Whenever the rules require an amount of A$ from the
# Treasury"), A$22002; after R666 e's tax it has less. On Ice dave's A$ go
# first, 10% at a time while he has any (b, c), then each is paid in
# proportion (e), rounded down.
clock advance 3d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, erin, frank (R666 d)
A$99975 in circulation exceeds the Treasury's A$25 (R666 e)
10% of each Total Wealth to the Treasury: alice A$92, bob A$92, carol A$9551, dave A$81, erin A$90, frank A$90 (R666 e i)
The List: carol gives A$4298 to frank (R666 e iii)
The List: bob gives A$41 to erin (R666 e iii)
the Treasury is short: On Ice players give 10% of their A$, 47 times: dave A$729 (R505 II b, c)
the Treasury has A$10750 of the A$22002 required: each is paid in proportion (R505 II e)
alice is awarded A$9774 for eir 20005 points (R666 f): eir share of a short Treasury (R505 II e)
bob is awarded A$975 for eir 1997 points (R666 f): eir share of a short Treasury (R505 II e)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 24001, the smallest prime greater than 20000 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 24001 (R666 j)
the Commission d'Arts is called and begins session with 5 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-01T00:00:00Z

> balance alice
alice: 0 points, 10607 A$, 1 Gamepoints

> balance bob
bob: 0 points, 1767 A$

> balance dave
dave: 0 points

> balance Treasury
Treasury: 0 points, 1 A$

# R670 1: the cycle lasted more than 30 days: the Commission d'Arts sits.
> commission
the Commission d'Arts is in session until 2001-02-08T00:00:00Z at the latest (R670 1)
members: carol, alice, frank, bob, erin
last called 2001-02-01T00:00:00Z (R670 1)

# R1003 ¶2: every active, non-gaoled member approves: the report is issued
# and the Hearing called (R670 5).
bob> commission suggest "The Gaoler's Lament" carol "Phoebe on Tuesdays" alice "Hat of Many Hats" erin "Ode to the Goose" frank
you suggest report 1 for the Commission d'Arts; the members may approve or denounce it until 2001-02-08T00:00:00Z (R1003)

alice> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

carol> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

erin> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)

frank> commission approve 1
you approve report 1 of the Commission d'Arts (R1003)
the Commission d'Arts issues its report, suggestion 1 (every member approved it; R670 2)
a Hearing is called on the report, until 2001-02-04T00:00:00Z (R670 5, R360)

bob> moon respond 1
your response is Nominee 1, The Gaoler's Lament (R360)

carol> moon respond 1
your response is Nominee 1, The Gaoler's Lament (R360)

# The Treasury is given A$30: less than the prize.
admin> move 29 A$ from bob to Treasury
29 A$ moved from bob to Treasury

# R670 6: carol's Nominee wins: a Silver Moon and "a cash prize of A$75",
# an obligation of the Treasury, which has A$30 and no On Ice player has
# A$ to give (R505 II a: to e): it pays what it has.
clock advance 3d
clock: Speaker (alice, acting) has not done eir duty in time (3d, R401 (x)): announce that the Fat Lady is singing for alice, winner of cycle 1 (R667 ¶2). That is the Crime of Non-Performance (R701); any player may charge it: `cfcj alice Non-Performance REASONING` (R710). The duty is still due.
clock: the Silver Moon Hearing ends: 1. 2, 2. 0, 3. 0, 4. 0 (R360)
the winning Nominee: The Gaoler's Lament, by carol (R670 5)
the Treasury has A$30 of the A$75 required: each is paid in proportion (R505 II e)
carol is awarded a Silver Moon and A$30 (R670 6)
the time is now 2001-02-04T00:00:00Z

> balance carol
carol: 0 points, 81696 A$

> balance Treasury
Treasury: 0 points

# A nomic begun before level 6 pays each as far as the Treasury has A$, one
# after another (cycle.t, commission.t, mentors.t); it moves to R505 II by
# setting the parameter, bound to its clause.
admin> param set treasury.obligations 0
treasury.obligations = 0 (R505 II)
