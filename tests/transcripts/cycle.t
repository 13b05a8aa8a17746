# The end of a cycle (Ackanomic R666 a-n) and the first days of the next:
# a win by points (R603 ¶4), every step of R666 in its order with every
# score and asset as it leaves them, the Eggs (R668), and a second win by
# the same player (R666 c: the second Cloak becomes a Badge of Glory;
# R666 b: the old Eggs and Grapefruit are destroyed).

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

admin> join erin
welcome, erin (Voting); A$900 from the Treasury

# erin goes on vacation at once: she vacations through the whole cycle.
erin> state vacation 60d
erin is Vacationing, expected for 74d (R250 V a)

admin> appoint carol Scorekeeper
carol is now Scorekeeper

# R666 j: the first cycle is cycle 1; the Magic Number starts at its base
# value, 379 (R603 ¶3).
> cycle
cycle 1, begun 2001-01-01T00:00:00Z (R666 j); Magic Number 379, base value 379 (R603)

# R668: only the owner of an Egg may use one.
alice> egg use
error: you own no Chartreuse Goose Egg (R668)

clock advance 21d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: erin joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

admin> param set magic.number 20 R603
magic.number = 20 points (R603)

# R666 d's Egg goes to a player with zero or fewer points: dave.
admin> burn 3 points from dave
dave loses 3 points; now -3

# R666 e: "If the amount of A$s in circulation ... exceeded the amount in
# the Treasury": bob is made rich, so the tax and The List apply.
admin> move 90000 A$ from Treasury to bob
90000 A$ moved from Treasury to bob

# alice reaches the Magic Number alone: her proposal's award (+10) takes
# her from 15 to 25 (R207 III, R603 ¶4); bob's vote gives him 1.
admin> mint 15 points to alice
alice gains 15 points; now 15

alice> propose "Up" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Up" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

# R666 k: bob goes to the Gaol for 30 days.
dave> cfcj bob "Blatant Disregard" "bob voted twice." sentence 30d
CFCJ 1 "bob committed the Crime of Blatant Disregard" by dave; judge: carol (R211, R212)
CFCJ 1: the Crime of Blatant Disregard (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: sentence 30d (R710 5)

carol> cfj judge 1 TRUE
CFJ 1: carol judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-26T00:00:00Z (R217 I)

clock advance 4d
clock: dave's score fell by 3: e loses A$1 to the Treasury (R508)
alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: CFCJ 1's grace period is over (R710 8a)
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
the time is now 2001-01-26T00:00:00Z

> gaol
bob: in the Gaol since 2001-01-25T00:00:00Z, until 2001-02-24T00:00:00Z

clock advance 3d
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

# Before the end: every balance as the cycle leaves it.
> balance alice
alice: 25 points, 915 A$, 1 Gamepoints

> balance bob
bob: 1 points, 90900 A$

> balance carol
carol: 0 points, 900 A$

> balance dave
dave: -3 points, 874 A$

> balance erin
erin: 0 points, 900 A$

> balance Treasury
Treasury: 0 points, 5511 A$

# R603 ¶4: three days without objection: alice wins, and the cycle ends
# at once, in the same event (R666: "Upon a Cycle being won"):
# a) play is suspended; b) nothing to destroy yet; c) alice's title,
# Grapefruit and Cloak; d) an Egg for carol and dave (0 and -3 points)
# and erin (0); e) A$ in circulation exceeds the Treasury: 10% of each
# wealth to the Treasury, then The List (the draws are the engine's,
# R230 I: 5% of 810 is A$40, of 81810 A$4090; the List's second half
# never gives, and erin, Vacationing, is not active, so carol is the
# lowest active player left); f) A$ for points; g) scores to zero; h) the
# cycle lasted 31 days, so erin, who vacationed through it, leaves as if she had quit
# (R254; never having voted, she becomes a Non-Player, R250 VI f, and
# holds nothing, R250 VII b); i) won by points: the base becomes the
# smallest prime above 20 x 1.2 = 24, 29; j) cycle 2, Magic Number 29;
# k) bob leaves the Gaol; n) play resumes.
clock advance 3d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave, erin (R666 d)
A$94489 in circulation exceeds the Treasury's A$5511 (R666 e)
10% of each Total Wealth to the Treasury: alice A$91, bob A$9090, carol A$90, dave A$87, erin A$90 (R666 e i)
The List: alice gives A$41 to dave (R666 e iii)
The List: bob gives A$4090 to carol (R666 e iii)
alice is awarded A$25 for eir 25 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
erin has been vacationing for the whole cycle and is removed from the game as if e had quit (R666 h, R254)
erin is now a Non-Player
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
bob is released from the Gaol (R666 k)
Ackanomic play resumes (R666 n)
the time is now 2001-02-01T00:00:00Z

> cycle
cycle 2, begun 2001-02-01T00:00:00Z (R666 j); Magic Number 29, base value 29 (R603)
cycle 1: won by alice by Rule 603 (the Scorekeeper's announcement 1), ended 2001-02-01T00:00:00Z
the Fat Lady awaits the Speaker's announcement to sing for alice, winner of cycle 1 (R667)
winner of the cycle: alice (R666 c)
alice: the Right-Handed Grapefruit, a Champion's Cloak
carol: a Chartreuse Goose Egg
dave: a Chartreuse Goose Egg

> balance alice
alice: 0 points, 808 A$, 1 Gamepoints

> balance bob
bob: 0 points, 77721 A$

> balance carol
carol: 0 points, 4900 A$

> balance dave
dave: 0 points, 828 A$

> balance Treasury
Treasury: 0 points, 15743 A$

> players
alice: Voting
bob: Voting
carol: Voting
dave: Voting

> gaol
the Gaol is empty (R709)

# R603 ¶4 "in any given Cycle": the new cycle's first to reach the new
# Magic Number achieves a Winning Condition again.
> wins
no Winning Conditions
announcement 1 (R603): alice by carol at 2001-01-29T00:00:00Z, unobjected: alice won
won the cycle: alice by Rule 603 (the Scorekeeper's announcement 1) at 2001-02-01T00:00:00Z

> report scorekeeper
The Scorekeeper's report, 2001-02-01T00:00:00Z (R410; Scorekeeper: carol)
Magic Number: 29 (R603)
alice: 0
bob: 0
carol: 0
dave: 0
Changes since the nomic began:
  2001-01-22T00:00:00Z dave loses 3 points -- burn by the admin, event 19
  2001-01-22T00:00:00Z alice gains 15 points -- mint by the admin, event 21
  2001-01-29T00:00:00Z alice gains 10 points -- Proposal 1's results (voting-end, R106), event 31
  2001-01-29T00:00:00Z bob gains 1 points -- Proposal 1's results (voting-end, R106), event 31
  2001-02-01T00:00:00Z alice loses 25 points -- the win-announced deadline (R603), event 34
  2001-02-01T00:00:00Z bob loses 1 points -- the win-announced deadline (R603), event 34
  2001-02-01T00:00:00Z dave gains 3 points -- the win-announced deadline (R603), event 34

# R668: an Egg reduces a positive score to zero, not one of zero or less;
# using it does not use it up ("Chartreuse Goose Eggs have no other
# power"); bob, who had a point at the end of cycle 1, got none.
dave> egg use
error: your score is 0, not greater than zero (R668)

admin> mint 5 points to dave
dave gains 5 points; now 5

dave> egg use
dave uses a Chartreuse Goose Egg: eir score goes from 5 to 0 (R668)

dave> egg use
error: your score is 0, not greater than zero (R668)

bob> egg use
error: you own no Chartreuse Goose Egg (R668)

# The second cycle: alice wins again by points (29 this time).
admin> mint 25 points to alice
alice gains 25 points; now 25

alice> propose "Again" "Effect: mint 1 Gamepoints to alice"
Proposal 2 "Again" (ordinary) submitted by alice and distributed; voting ends 2001-02-08T00:00:00Z (R106)

carol> vote 2 yes
carol votes YES on Proposal 2; it may be changed until 2001-02-08T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 25: e receives A$25 from the Treasury (R508)
clock: Proposal 2 "Again" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: carol YES
  effect 1: alice gains 1 Gamepoints; now 2
  scores: alice +10; carol +1
  alice reaches the Magic Number (29) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-02-08T00:00:00Z

carol> win announce alice
announcement 2: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-11T00:00:00Z (R603)

# The second end: b) the Eggs and alice's Grapefruit are destroyed: three
# Eggs, carol's, dave's and the one erin got at the first end, which went
# to the Treasury when R666 h made her a Non-Player (R250 VII b: "All of
# eir tradeable entities are transferred to the treasury"; R668: Eggs are
# tradeable), and R666 b destroys "All Chartreuse Goose Eggs"; c)
# a new Grapefruit and a second Cloak, which becomes a Badge of Glory;
# d) Eggs for bob and dave (0 points each: dave's Egg use left him at 0);
# e) the tax again (10% rounded down: 795 gives 79); f) 35 points give
# A$35; h) the cycle lasted 10 days: nobody is removed; i) the base
# becomes the smallest prime above 29 x 1.2 = 34.8, 37.
clock advance 3d
clock: announcement 2 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 2: Ackanomic play is suspended (R666 a)
3 Chartreuse Goose Eggs are destroyed (R666 b)
alice's Right-Handed Grapefruit is destroyed (R666 b)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
alice has two Champion's Cloaks: one is transformed into a Badge of Glory (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: bob, dave (R666 d)
A$84282 in circulation exceeds the Treasury's A$15718 (R666 e)
10% of each Total Wealth to the Treasury: alice A$83, bob A$7772, carol A$490, dave A$82 (R666 e i)
The List: carol gives A$220 to dave (R666 e iii)
The List: bob gives A$3497 to alice (R666 e iii)
alice is awarded A$35 for eir 35 points (R666 f)
carol is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 37, the smallest prime greater than 29 x 1.20 (R666 i, R603)
cycle 3 begins; the Magic Number is reset to its base value, 37 (R666 j)
Ackanomic play resumes (R666 n)
the time is now 2001-02-11T00:00:00Z

> cycle
cycle 3, begun 2001-02-11T00:00:00Z (R666 j); Magic Number 37, base value 37 (R603)
cycle 1: won by alice by Rule 603 (the Scorekeeper's announcement 1), ended 2001-02-01T00:00:00Z
cycle 2: won by alice by Rule 603 (the Scorekeeper's announcement 2), ended 2001-02-11T00:00:00Z
the Fat Lady awaits the Speaker's announcement to sing for alice, winner of cycle 2 (R667)
winner of the cycle: alice (R666 c)
alice: the Right-Handed Grapefruit, a Champion's Cloak, a Badge of Glory
dave: a Chartreuse Goose Egg
bob: a Chartreuse Goose Egg

> wins
no Winning Conditions
announcement 1 (R603): alice by carol at 2001-01-29T00:00:00Z, unobjected: alice won
announcement 2 (R603): alice by carol at 2001-02-08T00:00:00Z, unobjected: alice won
won the cycle: alice by Rule 603 (the Scorekeeper's announcement 1) at 2001-02-01T00:00:00Z
won the cycle: alice by Rule 603 (the Scorekeeper's announcement 2) at 2001-02-11T00:00:00Z

# The numbers, bound to their clauses (params.h).
> params 666
cycle.long = 30d (R666 h; 0s to 3650d): a cycle longer than this removes the players who vacationed through it
cycle.mn_up = 120 % (R666 i; 1 to 100000 %): after a win by points the new base is the smallest prime above this share of the Magic Number
cycle.mn_down = 90 % (R666 i; 1 to 100000 %): after two cycles not won by points the new base is the smallest prime above this share of the Magic Number
cycle.tax = 10 % (R666 e i; 0 to 100 %): the share of each Total Wealth paid to the Treasury when circulation exceeds it
cycle.share = 5 % (R666 e iii; 0 to 100 %): the share of eir wealth a random rich entity on The List gives to the poorest

> params 603
magic.number = 37 points (R603; 1 to 1000000000 points), default 379 points: the points needed to win a cycle by points
win.objection_time = 3d (R603; 0s to 365d): how long players may object to the Scorekeeper's announcement of a win by points
magic.base = 37 points (R603 ¶3; 1 to 1000000000 points), default 379 points: the base value of the Magic Number, which it is reset to at each new cycle (R666 j)

@verify
