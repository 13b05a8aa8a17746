# The Treasury (Ackanomic R505 II a bankrupt Treasury, R506 total wealth,
# R508 Fortnightly Dividends, R412 b the Financier's records; src/econ/
# treasury, docs/ECONOMY.md "The Treasury"), at behaviour level 3: from
# level 4 each join grants a Home (R252 II 1), whose entities would
# renumber the ones here.

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

# Level 3 (core/level.h): R505 II runs (treasury.bankrupt) and the
# dividends are paid by themselves (dividends.auto); every number is a
# parameter bound to its clause.
> params treasury
treasury.bankrupt = 1 (R505 II; 0 to 1): 1 (nomics begun at level 3): a Treasury short of the A$ its obligations require takes 10% from On Ice players, then pays in proportion; 0: each obligation is paid as far as the Treasury has A$, as before
treasury.obligations = 1 (R505 II; 0 to 1): 1 (nomics begun at level 6): R666 f's A$ for points, the Commission d'Arts' prize (R670 6) and a Mentor's fee (R252 II 3) are obligations of the Treasury, met through R505 II; 0: each is paid as far as the Treasury has A$, as before
treasury.onice_share = 10 % (R505 II b; 1 to 100 %): what each On Ice player gives a short Treasury, of eir A$, rounded up

> params dividends
dividends.auto = 1 (R508; 0 to 1): 1 (nomics begun at level 3): Fortnightly Dividends are paid every other Monday at noon; 0: none
dividends.phase = 0 (R508; 0 to 1): which Mondays: an even (0) or odd (1) number of weeks after Monday 1970-01-05
dividends.period = 14d (R508; 1d to 366d): the Virtual Fortnight: at most this long before the dividend
dividends.gain = 1 A$ (R508; 0 to 1000 A$): A$ received for every point a score rose over the Virtual Fortnight
dividends.loss = 2 points (R508; 1 to 1000 points): points a score fell for every A$1 lost

# R508: no score has changed: no dividend is set.
> dividends
no dividends paid yet (R508)
next: none set (2001-01-08T12:00:00Z once a score changes)

# R508: alice's proposal gives her 13 points and each voter 1 (R207);
# bob loses 5. dave gives away almost all his A$ (for R505 II below).
alice> propose "Up" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Up" (ordinary) submitted by alice and distributed; voting ends 2001-01-08T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

dave> vote 1 yes
dave votes YES on Proposal 1; it may be changed until 2001-01-08T00:00:00Z (R106)

dave> transfer 895 A$ to carol
dave gives 895 A$ to carol

admin> burn 5 points from bob
bob loses 5 points; now -5

# R508 "Every other Monday at noon": the first score change sets the
# next such Monday, 2001-01-08 (an even number of weeks after Monday
# 1970-01-05: docs/RULINGS.md).
> deadlines
deadline 6: 2001-01-07T00:00:00Z vote-reminder (the server)
deadline 5: 2001-01-08T00:00:00Z voting-end for alice (R106)
deadline 7: 2001-01-08T12:00:00Z dividends (R508)
deadline 1: 2001-01-22T00:00:00Z caste-newbie, alice ceases to be a Newbie and joins a Caste (R1030)
deadline 2: 2001-01-22T00:00:00Z caste-newbie, bob ceases to be a Newbie and joins a Caste (R1030)
deadline 3: 2001-01-22T00:00:00Z caste-newbie, carol ceases to be a Newbie and joins a Caste (R1030)
deadline 4: 2001-01-22T00:00:00Z caste-newbie, dave ceases to be a Newbie and joins a Caste (R1030)

# R508: +A$1 per point gained, from the Treasury (R506 ¶2); -A$1 per 2
# points lost, to the Treasury: bob's net -4 (-5 +1) costs him A$2.
clock advance 7d12h
clock: Proposal 1 "Up" by alice is ADOPTED: 2 YES, 0 NO, 0 BAA!; 2 YES needed (R106)
  votes: bob YES, dave YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; alice +3; bob +1; dave +1
clock: bob's score fell by 4: e loses A$2 to the Treasury (R508)
alice's score rose by 13: e receives A$13 from the Treasury (R508)
dave's score rose by 1: e receives A$1 from the Treasury (R508)
the time is now 2001-01-08T12:00:00Z

> dividends
last dividends: 2001-01-08T12:00:00Z, for 2000-12-25T12:00:00Z to then (R508)
  bob: score -4, A$-2
  alice: score +13, A$+13
  dave: score +1, A$+1
next: none set (2001-01-22T12:00:00Z once a score changes)

# R412 b, c: every movement of A$ with its reason, for any player.
> ledger bob
2001-01-01T00:00:00Z a Kaa of Land (#3) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 4
2001-01-01T00:00:00Z the Building "bob's House" (#4) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 4
2001-01-01T00:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 4 (R252 II 2: the join grant)
2001-01-08T12:00:00Z bob pays 2 A$ to Treasury -- the dividends deadline (R508), event 14 (R508: Fortnightly Dividends)

# R506 ¶3: the A$ and the Trinkets' values together stay 100,000; ¶4:
# total wealth counts a Trinket's value.
alice> trinket compose "Gold Coin" 13 "a dividend kept"
you Compose A$13 into the Trinket "Gold Coin" (#9)

> treasury
the Treasury holds A$96388 (R505 I)
A$ held in all: 99987; Trinkets' values: 13; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

> holdings alice
alice holds 13 points, 900 A$, 1 Gamepoints
Kaa of Land (#1)
Building "alice's House" (#2)
Trinket "Gold Coin" (#9) (A$13)
total wealth: A$913 (R506)

# R505 II: a bankrupt Treasury. dave, who voted, leaves and goes On Ice
# (R254, R250 VI f) with A$6; the Treasury is emptied; alice and bob
# gain 30 and 40 points.
dave> leave
dave is now On Ice

admin> move 96388 A$ from Treasury to carol
96388 A$ moved from Treasury to carol

admin> mint 30 points to alice
alice gains 30 points; now 43

admin> mint 40 points to bob
bob gains 40 points; now 36

> balance
Treasury: 0 points
alice: 43 points, 900 A$, 1 Gamepoints
bob: 36 points, 898 A$
carol: 0 points, 98183 A$
dave: 0 points, 6 A$

# R505 II a-c: the dividends require A$70 and the Treasury has none:
# dave (On Ice) gives 10% of his A$, rounded up, again and again while it
# is short and he has A$: A$6 in 6 rounds. e: the A$6 are shared in
# proportion to the A$ required, each share rounded down: alice 30x6/70
# = 2.57 -> 2, bob 40x6/70 = 3.43 -> 3; A$1 stays (docs/RULINGS.md).
# dave's score was set to 0 as he went On Ice (R250 VI d): -1, under
# 2 points, costs nothing.
clock advance 14d
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: the Treasury is short: On Ice players give 10% of their A$, 6 times: dave A$6 (R505 II b, c)
the Treasury has A$6 of the A$70 required: each is paid in proportion (R505 II e)
alice's score rose by 30: e receives A$2 from the Treasury (R508)
bob's score rose by 40: e receives A$3 from the Treasury (R508)
the time is now 2001-01-22T12:00:00Z

> balance
Treasury: 0 points, 1 A$
alice: 43 points, 902 A$, 1 Gamepoints
bob: 36 points, 901 A$
carol: 0 points, 98183 A$
dave: 0 points

> ledger dave
2001-01-01T00:00:00Z a Kaa of Land (#7) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 6
2001-01-01T00:00:00Z the Building "dave's House" (#8) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 6
2001-01-01T00:00:00Z Treasury pays 900 A$ to dave -- join by the admin, event 6 (R252 II 2: the join grant)
2001-01-01T00:00:00Z dave pays 895 A$ to carol -- transfer by dave, event 10
2001-01-08T12:00:00Z Treasury pays 1 A$ to dave -- the dividends deadline (R508), event 14 (R508: Fortnightly Dividends)
2001-01-22T12:00:00Z dave pays 1 A$ to Treasury -- the dividends deadline (R508), event 25 (R505 II b: the Treasury is short)
2001-01-22T12:00:00Z dave pays 1 A$ to Treasury -- the dividends deadline (R508), event 25 (R505 II b: the Treasury is short)
2001-01-22T12:00:00Z dave pays 1 A$ to Treasury -- the dividends deadline (R508), event 25 (R505 II b: the Treasury is short)
2001-01-22T12:00:00Z dave pays 1 A$ to Treasury -- the dividends deadline (R508), event 25 (R505 II b: the Treasury is short)
2001-01-22T12:00:00Z dave pays 1 A$ to Treasury -- the dividends deadline (R508), event 25 (R505 II b: the Treasury is short)
2001-01-22T12:00:00Z dave pays 1 A$ to Treasury -- the dividends deadline (R508), event 25 (R505 II b: the Treasury is short)

> treasury
the Treasury holds A$1 (R505 I)
A$ held in all: 99987; Trinkets' values: 13; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

# R252 II 2 through R505 II: the join grant is an obligation too; no On
# Ice player has A$, so erin has the A$1 there is.
admin> join erin
welcome, erin (Voting)
the Treasury has A$1 of the A$900 required: each is paid in proportion (R505 II e)
erin receives A$1 of the A$900 (R252 II 2)

> treasury
the Treasury holds A$0 (R505 I)
A$ held in all: 99987; Trinkets' values: 13; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

# R508 "the period since the beginning of the most recent cycle,
# whichever is shortest": alice wins cycle 1 on 2001-02-01 (R603, R666);
# her +10 of 2001-01-29 and R666 g's resets are before it. carol, the
# Scorekeeper, announces the win (R603) and is paid from the Treasury
# (R401 (iv), through R505 II's obligations).
admin> appoint carol Scorekeeper
carol is now Scorekeeper

admin> param set magic.number 50 R603
magic.number = 50 points (R603)

alice> propose "Again" "Effect: mint 1 Gamepoints to alice"
Proposal 2 "Again" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T12:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-29T12:00:00Z (R106)

clock advance 7d
clock: Proposal 2 "Again" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 2
  scores: alice +10; bob +1
  alice reaches the Magic Number (50) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T12:00:00Z

carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T12:00:00Z (R603)

clock advance 3d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, erin (R666 d)
A$99987 in circulation exceeds the Treasury's A$0 (R666 e)
10% of each Total Wealth to the Treasury: alice A$90, bob A$90, carol A$9818 (R666 e i)
The List: alice gives A$40 to erin (R666 e iii)
The List: carol gives A$4418 to bob (R666 e iii)
alice is awarded A$53 for eir 53 points (R666 f)
bob is awarded A$37 for eir 37 points (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 61, the smallest prime greater than 50 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 61 (R666 j)
the Commission d'Arts is called and begins session with 4 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-01T12:00:00Z

> balance
Treasury: 0 points, 9908 A$
alice: 0 points, 825 A$, 2 Gamepoints
bob: 0 points, 5266 A$
carol: 0 points, 83947 A$
dave: 0 points
erin: 0 points, 41 A$

clock advance 1d
the time is now 2001-02-02T12:00:00Z

admin> mint 6 points to bob
bob gains 6 points; now 6

> deadlines
deadline 17: 2001-02-04T12:00:00Z office-duty, Speaker (carol, acting): announce that the Fat Lady is singing for alice, winner of cycle 1 (R667 ¶2) (R401 (x))
deadline 11: 2001-02-05T12:00:00Z office-salaries (R401 (iv))
deadline 14: 2001-02-05T12:00:00Z dividends (R508)
deadline 16: 2001-02-08T12:00:00Z commission-session (R670 1)
deadline 10: 2001-02-12T12:00:00Z caste-newbie, erin ceases to be a Newbie and joins a Caste (R1030)
deadline 9: 2001-04-08T12:00:00Z on-ice-end for dave (R250 VI h)

clock advance 3d
clock: Speaker (carol, acting) has not done eir duty in time (3d, R401 (x)): announce that the Fat Lady is singing for alice, winner of cycle 1 (R667 ¶2). That is the Crime of Non-Performance (R701); any player may charge it: `cfcj carol Non-Performance REASONING` (R710). The duty is still due.
clock: carol is paid A$25 as Scorekeeper for 2001-02 (R403 (ii), R401 (iv))
clock: bob's score rose by 6: e receives A$6 from the Treasury (R508)
the time is now 2001-02-05T12:00:00Z

# Only bob's +6 since the cycle began counts.
> dividends
last dividends: 2001-02-05T12:00:00Z, for 2001-02-01T12:00:00Z to then (R508)
  bob: score +6, A$+6
next: none set (2001-02-19T12:00:00Z once a score changes)

> treasury
the Treasury holds A$9877 (R505 I)
A$ held in all: 99987; Trinkets' values: 13; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

# R505 II with salaries (R401 (iv)): a payday's salaries are one set of
# obligations: the Speaker's A$35 and the Scorekeeper's A$25 from the A$11
# left at noon, in proportion: bob 35x11/60 = 6.4 -> 6, carol 25x11/60 =
# 4.6 -> 4, A$1 stays (no On Ice player has A$).
admin> appoint bob Speaker
bob is now Speaker

admin> move 9866 A$ from Treasury to erin
9866 A$ moved from Treasury to erin

clock set 2001-03-05T12:00Z
clock: the Commission d'Arts' 7 days are over without a report (R670 1, 4)
alice is held in Contempt until e chooses, at the latest 2001-02-11T12:00:00Z (R715)
erin is held in Contempt until e chooses, at the latest 2001-02-11T12:00:00Z (R715)
carol is held in Contempt until e chooses, at the latest 2001-02-11T12:00:00Z (R715)
bob is held in Contempt until e chooses, at the latest 2001-02-11T12:00:00Z (R715)
clock: alice made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: erin made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: carol made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: bob made no choice in 3 days: e is assumed to choose the Gaol (R715)
clock: erin joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: alice's sentence has expired (R709)
clock: erin's sentence has expired (R709)
clock: carol's sentence has expired (R709)
clock: bob's sentence has expired (R709)
clock: the Treasury has A$11 of the A$60 required: each is paid in proportion (R505 II e)
bob is paid A$6 of A$35 (R505 II e) as Speaker for 2001-03 (R405 (iii), R401 (iv))
carol is paid A$4 of A$25 (R505 II e) as Scorekeeper for 2001-03 (R403 (ii), R401 (iv))
the time is now 2001-03-05T12:00:00Z

> salaries
Speaker: A$35 monthly (R405 (iii)); bob; last paid for 2001-03
Promoter: A$25 monthly (R403 (ii)); vacant; last paid for never
Tabulator: A$25 monthly (R403 (ii)); vacant; last paid for never
Registrar: A$25 monthly (R403 (ii)); vacant; last paid for never
Scorekeeper: A$25 monthly (R403 (ii)); carol; last paid for 2001-03
Clerk of the Court: A$25 monthly (R403 (ii)); vacant; last paid for never
next payday: 2001-04-02T12:00:00Z (R401 (iv))

> treasury
the Treasury holds A$1 (R505 I)
A$ held in all: 99987; Trinkets' values: 13; together 100000 (R506 ¶3)
a short Treasury: On Ice players give 10%, then shares in proportion (R505 II, treasury.bankrupt)

@verify
