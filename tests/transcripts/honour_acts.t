# The acts the server sees and keeps Honour and the Elements for by itself
# (`characteristics.auto`, behaviour level 3; docs/CHARACTERISTICS.md):
# R550.2's Dishonourable Acts (a Duel lost, being impeached, going to
# Gaol, being convicted), R550.1's winning a Duel, and R540.3's Alignment
# for a grandiose proposal and a conviction, each set up through the
# real commands and checked in the characteristics and the Herald's
# report (R435 1). honour.t has joining and taking an office;
# honour_cycle.t the cycle's acts.

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

# ---- A Duel (R1215): the Herald (dave) announces that bob challenges
# alice to Double Crash; neither plays and the challenged player wins
# (R1250.12 IV). R550.1 "1 honour : Winning a Duel"; R550.2 "1 Honour:
# Losing a Duel" (Repeatable). dave gains 1 for the office (R550.1:
# being elected to a Political Office; docs/RULINGS.md).
admin> office create Herald
office Herald created

admin> appoint dave Herald
dave is now Herald

bob> game new doublecrash
game 1 (Double Crash, R1250.12) is open; player bob

alice> game join 1
alice joins game 1

dave> game duel 1 alice
game 1 is a Duel between bob (challenger) and alice (challenged) (R1215)

bob> game start 1
game 1 (Double Crash, R1250.12) starts; players bob, alice
game 1 round 1: each player posts a 6-word Salvo and chooses a secret Target Word (R1250.12 IV)

clock advance 3d
clock: dave is paid A$25 as Herald for 2001-01 (R435, R401 (iv))
clock: game 1 round 1 ran out with neither player's actions done; game 1 is over: alice wins: in a Duel the challenged player wins when both fail (R1250.12 IV); alice wins the Duel and gains 6 points (R1215); bob loses 6 points (R1215)
alice receives a Brie (#9) (R611 ¶8: e won a Duel)
the time is now 2001-01-04T00:00:00Z

> honour
alice: 2
bob: 0
carol: 1
dave: 2

# ---- Impeachment (R404): R550.2 "1 Honour: Being Impeached from an
# Office" (Repeatable): an Impeachment Paper ACCEPTED. carol's
# appointment gains her 2 first (R550.1: a Functional Office).
admin> param set offices.mode rules
offices.mode = rules (R401)

admin> appoint carol Registrar
carol is now Registrar

alice> impeach carol from Registrar
Impeachment Paper 1 by alice: remove carol from Registrar; vote with `ip vote 1 yes|no` until 2001-01-07T00:00:00Z; carol holds Registrar in an Acting capacity meanwhile (R404 (i)-(iii))

alice> ip vote 1 yes
alice votes YES on Impeachment Paper 1 (R404 (ii))

bob> ip vote 1 yes
bob votes YES on Impeachment Paper 1 (R404 (ii))

dave> ip vote 1 yes
dave votes YES on Impeachment Paper 1 (R404 (ii))

clock advance 3d
clock: Impeachment Paper 1 is ACCEPTED: 3 YES, 0 NO; 3 active players but the officer (enough of all active players voted YES, R404 (iv) a)
carol is removed from Registrar: the seat is open (R404 (v))
the time is now 2001-01-07T00:00:00Z

> characteristics carol
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
Honour: 2
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-04T00:00:00Z: Honour 1 -> 3 (R550.1: being appointed to a Functional Office)
| 2001-01-07T00:00:00Z: Honour 3 -> 2 (R550.2: being Impeached from an Office)

# ---- A grandiose proposal (R540.3 "Whenever a grandiose proposal is
# accepted, its submitter's Alignment increases by one"). alice's Modest
# proposal is adopted beside it (its scores come in the same event).
dave> propose "Grand" "This is a Grandiose proposal.\nEffect: mint 1 Gamepoints to dave"
Proposal 1 "Grand" (Grandiose) submitted by dave and distributed; voting ends 2001-01-14T00:00:00Z (R106)

alice> propose "Small" "This is a Modest proposal.\nEffect: mint 1 Gamepoints to alice"
Proposal 2 "Small" (Modest) submitted by alice and distributed; voting ends 2001-01-14T00:00:00Z (R106)

bob> vote 1 yes
bob votes YES on Proposal 1; it may be changed until 2001-01-14T00:00:00Z (R106)

bob> vote 2 yes
bob votes YES on Proposal 2; it may be changed until 2001-01-14T00:00:00Z (R106)

clock advance 7d
clock: bob's score fell by 6: e loses A$3 to the Treasury (R508)
alice's score rose by 6: e receives A$6 from the Treasury (R508)
clock: the Nomination for Registrar has no volunteers: it continues until there is one (R402 (i) e)
clock: Proposal 1 "Grand" by dave is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: dave gains 1 Gamepoints; now 1
  scores: bob +1; dave +16; dave +5
Proposal 2 "Small" by alice is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: bob YES
  effect 1: alice gains 1 Gamepoints; now 1
  scores: alice +5; bob +1
the time is now 2001-01-14T00:00:00Z

> characteristics dave
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
Honour: 2
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-01T00:00:00Z: Honour 1 -> 2 (R550.1: being elected to a Political Office)
| 2001-01-14T00:00:00Z: Alignment 0 -> 1 (R540.3: a grandiose proposal accepted)

# ---- Crime (R710): alice accuses bob; the judge's TRUE verdict puts
# him in the Gaol when the grace period ends (R710 8a, 8b): R550.2 "1
# Honour: going to Gaol" (Unique). When the verdict becomes final (R217
# I), R550.2 "1 Honour: Being convicted of a crime" and R540.3 "Whenever a
# TRUE verdict of a CFCJ becomes final, the Alignment of the player named
# in its statement is decreased by one".
alice> cfcj bob "Blatant Disregard" "bob voted twice on Proposal 1." sentence 1d
CFCJ 1 "bob committed the Crime of Blatant Disregard" by alice; judge: dave (R211, R212)
CFCJ 1: the Crime of Blatant Disregard (R701); Harfer Fee A$25 paid (R710 1); suggested penalty: sentence 1d (R710 5)

dave> cfj judge 1 TRUE
CFJ 1: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-18T00:00:00Z (R217 I)

# R710 8a, 8b: at the grace period's end bob goes to the Gaol: Honour -1.
clock advance 3d
clock: CFCJ 1's grace period is over (R710 8a)
the time is now 2001-01-17T00:00:00Z

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
| 2001-01-04T00:00:00Z: Honour 1 -> 0 (R550.2: losing a Duel)
| 2001-01-17T00:00:00Z: Honour 0 -> -1 (R550.2: going to Gaol)

# R217 I: the verdict becomes final: Honour -1 and Alignment -1.
clock advance 1d
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
clock: bob's sentence has expired (R709)
the time is now 2001-01-18T00:00:00Z

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
Alignment: -1
Honour: -2
Order: Neutral (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-04T00:00:00Z: Honour 1 -> 0 (R550.2: losing a Duel)
| 2001-01-17T00:00:00Z: Honour 0 -> -1 (R550.2: going to Gaol)
| 2001-01-18T00:00:00Z: Honour -1 -> -2 (R550.2: being convicted of a crime)
| 2001-01-18T00:00:00Z: Alignment 0 -> -1 (R540.3: a TRUE verdict of a CFCJ became final)

# A second conviction with a sentence: R550.2's going to Gaol is Unique,
# so the second stay costs nothing; a conviction is Repeatable. At
# Alignment -2 bob is Chaotic (R540.3: "less than -1").
carol> cfcj bob "Being Annoying" "bob is annoying." sentence 1d
CFCJ 2 "bob committed the Crime of Being Annoying" by carol; judge: dave (R211, R212)
CFCJ 2: the Crime of Being Annoying (R721); Harfer Fee A$25 paid (R710 1); suggested penalty: sentence 1d (R710 5)

dave> cfj judge 2 TRUE
CFJ 2: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-01-22T00:00:00Z (R217 I)

clock advance 5d
clock: CFCJ 2's grace period is over (R710 8a)
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: CFJ 2's verdict TRUE is final: nobody appealed within the time (R217 I)
clock: bob's sentence has expired (R709)
clock: alice's score rose by 5: e receives A$5 from the Treasury (R508)
bob's score rose by 2: e receives A$2 from the Treasury (R508)
dave's score rose by 21: e receives A$21 from the Treasury (R508)
the time is now 2001-01-23T00:00:00Z

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
Alignment: -2
Honour: -3
Order: Chaotic (R540.3)
scores not yet generated (`bpc roll`, R540.2)
| 2001-01-01T00:00:00Z: Honour 0 -> 1 (R550.1: joining the game)
| 2001-01-04T00:00:00Z: Honour 1 -> 0 (R550.2: losing a Duel)
| 2001-01-17T00:00:00Z: Honour 0 -> -1 (R550.2: going to Gaol)
| 2001-01-18T00:00:00Z: Honour -1 -> -2 (R550.2: being convicted of a crime)
| 2001-01-18T00:00:00Z: Alignment 0 -> -1 (R540.3: a TRUE verdict of a CFCJ became final)
| 2001-01-22T00:00:00Z: Honour -2 -> -3 (R550.2: being convicted of a crime)
| 2001-01-22T00:00:00Z: Alignment -1 -> -2 (R540.3: a TRUE verdict of a CFCJ became final)

# R435 1: the Herald's report says each change of Honour with its act.
> report herald
The Herald's report, 2001-01-23T00:00:00Z (R435; Herald: dave)
alice: Honour 2
bob: Honour -3
carol: Honour 2
dave: Honour 2
Champion of Honour (R550.3): none
Evil (R550.3): none
Changes since the nomic began:
|   2001-01-01T00:00:00Z alice: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 3
|   2001-01-01T00:00:00Z bob: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 4
|   2001-01-01T00:00:00Z carol: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 5
|   2001-01-01T00:00:00Z dave: Honour 0 -> 1 (R550.1: joining the game) -- join by the admin, event 6
|   2001-01-01T00:00:00Z dave: Honour 1 -> 2 (R550.1: being elected to a Political Office) -- appoint by the admin, event 8
|   2001-01-04T00:00:00Z alice: Honour 1 -> 2 (R550.1: winning a Duel) -- the game-round deadline (R1250.1), event 14
|   2001-01-04T00:00:00Z bob: Honour 1 -> 0 (R550.2: losing a Duel) -- the game-round deadline (R1250.1), event 14
|   2001-01-04T00:00:00Z carol: Honour 1 -> 3 (R550.1: being appointed to a Functional Office) -- appoint by the admin, event 17
|   2001-01-07T00:00:00Z carol: Honour 3 -> 2 (R550.2: being Impeached from an Office) -- the office-impeachment deadline (R404 (iv)), event 22
|   2001-01-17T00:00:00Z bob: Honour 0 -> -1 (R550.2: going to Gaol) -- the cfcj-grace deadline (R710 8a), event 36
|   2001-01-18T00:00:00Z bob: Honour -1 -> -2 (R550.2: being convicted of a crime) -- the cfj-appeal deadline (R217 I), event 38
|   2001-01-22T00:00:00Z bob: Honour -2 -> -3 (R550.2: being convicted of a crime) -- the cfj-appeal deadline (R217 I), event 48

# The log replays to the same state (nomic verify).
@verify
