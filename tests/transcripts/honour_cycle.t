# The cycle's acts the server keeps Honour and the Elements for by itself
# (`characteristics.auto`, behaviour level 3; docs/CHARACTERISTICS.md):
# R550.2's Chartreuse Goose for a failed Cycle-Win CFJ (Unique), R550.1's
# and R540.3's winning a cycle, each set up through the real commands and
# checked in the characteristics and the Herald's report (R435 1); and
# R541's tie, tested again among the tied, with the transcripts' fixed
# seed. honour_acts.t has the other acts.

# The opening of the Winning Conditions' transcripts (wins_setup.inc,
# which is at level 0, where nothing of this is kept by itself), at the
# current level: it leaves alice at 25 points, past the Magic Number
# (20), with a Winning Condition by Rule 603.

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

admin> appoint carol Scorekeeper
carol is now Scorekeeper

clock advance 21d
clock: carol is paid A$25 as Scorekeeper for 2001-01 (R403 (ii), R401 (iv))
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

admin> param set magic.number 20 R603
magic.number = 20 points (R603)

# alice reaches the Magic Number alone: her proposal's award (+10) takes
# her from 15 to 25 (R207 III, R603 ¶4).
admin> mint 15 points to alice
alice gains 15 points; now 15

alice> propose "Up" "Effect: mint 1 Gamepoints to alice"
Proposal 1 "Up" (ordinary) submitted by alice and distributed; voting ends 2001-01-29T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-29T00:00:00Z (R106)

clock advance 7d
clock: alice's score rose by 15: e receives A$15 from the Treasury (R508)
clock: Proposal 1 "Up" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +10; bob +1
  alice reaches the Magic Number (20) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-01-29T00:00:00Z

# ---- R620 1: "Upon a verdict of other than TRUE or UNDECIDED on a
# Winning Condition CFJ, the initiator of the CFJ receives the Goose";
# R550.2 "2 Honour: gaining the Chartreuse Goose for a failed PWCFJ or
# CWCFJ" (Unique).
bob> cfj win 611 "Five cheeses"
CFJ 1 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 611" by bob; judge: dave (R211, R212)

dave> cfj judge 1 FALSE "No cheese is on record"
CFJ 1: dave judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

> goose
the Chartreuse Goose: held by bob since 2001-01-29T00:00:00Z (R620)

> characteristics bob
Harf: 0
Strength: 10
Intelligence: 10
Wisdom: 10
Dexterity: 10
Constitution: 10
Charisma: 10
Fire Skill: 0
Water Skill: 0
Earth Skill: 0
Air Skill: 0
Alignment: 0
Honour: -1
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-29T00:00:00Z: Honour 1 -> -1 (R550.2: gaining the Chartreuse Goose for a failed PWCFJ or CWCFJ)

# R620 1: a second such verdict finds bob holding the Goose: he pays the
# Clerk of the Court's fee and gains nothing. R620 5: he gives it to dave
# for A$350; a third such verdict gives it back to him: gaining it again
# costs no Honour, the act being Unique ("only once for each player").
bob> cfj win 613 "Twenty things"
CFJ 2 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 613" by bob; judge: dave (R211, R212)

dave> cfj judge 2 INVALID
CFJ 2: dave judges INVALID; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

bob> goose give dave
dave now holds the Chartreuse Goose (R620 5: bob paid A$350 to the Treasury)

bob> cfj win 605 "A palindrome"
CFJ 3 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 605" by bob; judge: alice (R211, R212)

alice> cfj judge 3 FALSE "No palindrome"
CFJ 3: alice judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

> goose
the Chartreuse Goose: held by bob since 2001-01-29T00:00:00Z (R620)

> characteristics bob
Harf: 0
Strength: 10
Intelligence: 10
Wisdom: 10
Dexterity: 10
Constitution: 10
Charisma: 10
Fire Skill: 0
Water Skill: 0
Earth Skill: 0
Air Skill: 0
Alignment: 0
Honour: -1
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-29T00:00:00Z: Honour 1 -> -1 (R550.2: gaining the Chartreuse Goose for a failed PWCFJ or CWCFJ)

# ---- R603 ¶4: the Scorekeeper announces alice's win; three days without
# objection and she wins the cycle: R550.1 "2 honour : Winning a cycle";
# R540.3 "Whenever a player wins a cycle of Ackanomic, eir Alignment is
# increased by one".
carol> win announce alice
announcement 1: alice has reached the Magic Number and achieved a Winning Condition by Rule 603; alice wins the cycle unless a player objects by 2001-02-01T00:00:00Z (R603)

clock advance 3d
clock: announcement 1 stood three days without objection (R603)
alice wins the cycle by Rule 603 (R603)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave (R666 d)
A$3290 in circulation does not exceed the Treasury's A$96710: no tax (R666 e)
alice is awarded A$25 for eir 25 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
the Commission d'Arts is called and begins session with 4 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-01T00:00:00Z

> characteristics alice
Harf: 0
Strength: 10
Intelligence: 10
Wisdom: 10
Dexterity: 10
Constitution: 10
Charisma: 10
Fire Skill: 0
Water Skill: 0
Earth Skill: 0
Air Skill: 0
Alignment: 1
Honour: 3
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-02-01T00:00:00Z: Honour 1 -> 3 (R550.1: winning a Cycle)
| 2001-02-01T00:00:00Z: Alignment 0 -> 1 (R540.3: winning a cycle)

# R435 1: the Herald's report has both, with their acts.
> report herald
The Herald's report, 2001-02-01T00:00:00Z (R435; Herald: vacant)
alice: Honour 3
bob: Honour -1
carol: Honour 3
dave: Honour 1
Champion of Honour (R550.3): none
Evil (R550.3): none
Changes since the nomic began:
|   2001-01-01T00:00:00Z alice: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 3
|   2001-01-01T00:00:00Z bob: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 4
|   2001-01-01T00:00:00Z carol: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 5
|   2001-01-01T00:00:00Z dave: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 6
|   2001-01-01T00:00:00Z carol: Honour 1 -> 3 (R550.1: being appointed to a Functional Office) -- appoint by the admin, event 7
|   2001-01-29T00:00:00Z bob: Honour 1 -> -1 (R550.2: gaining the Chartreuse Goose for a failed PWCFJ or CWCFJ) -- cfj judge by dave, event 23
|   2001-02-01T00:00:00Z alice: Honour 1 -> 3 (R550.1: winning a Cycle) -- the win-announced deadline (R603), event 30

# ---- R541: "The object with the maximum Test Value is declared to have
# won the test"; a tie, which R541 leaves open, is tested again among the
# tied alone (docs/RULINGS.md). The draws are the transcripts' fixed seed
# (R230 I). First alice and bob tie at the top (2): they alone roll
# again, and alice wins. Then alice wins outright (4): no second round.
admin> characteristic test strength alice bob carol dave
Strength test (R541): alice 10 - 8 = 2; bob 10 - 8 = 2; carol 10 - 13 = -3; dave 10 - 10 = 0
Strength test, again among the tied (R541): alice 10 - 11 = -1; bob 10 - 12 = -2
alice wins the Strength test (R541)

admin> characteristic test strength alice bob carol dave
Strength test (R541): alice 10 - 6 = 4; bob 10 - 8 = 2; carol 10 - 11 = -1; dave 10 - 7 = 3
alice wins the Strength test (R541)

# The log replays to the same state (nomic verify).
@verify
