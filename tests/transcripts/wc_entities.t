# Winning Conditions (R600), the Chartreuse Goose (R620) and the Great
# Tuba (R901 ¶2) as entities of the model (R500; econ/entities.h): each
# an entity of its kind, owned by its holder, visible in `entities` and
# `holdings`, tradeable or not as its rule says. Begun at the current
# level: `wins.entities` is 1 from level 6 (core/level.h); the older
# transcripts (wins*.t, cycle*.t, fatlady.t) keep the old path.

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

admin> appoint dave "Clerk of the Court"
dave is now Clerk of the Court

clock advance 21d
clock: carol is paid A$25 as Scorekeeper for 2001-01 (R403 (ii), R401 (iv))
dave is paid A$25 as Clerk of the Court for 2001-01 (R403 (ii), R401 (iv))
clock: alice joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

admin> param set magic.number 20 R603
magic.number = 20 points (R603)

> params wins
wins.entities = 1 (R600 ¶2, R620 ¶1, R901 ¶2; 0 to 1): 1 (nomics begun at level 6): Winning Conditions, the Chartreuse Goose and the Great Tuba are entities (R500; `entities`), owned by their holders; 0: kept beside them

# R600 ¶3: alice reaches the Magic Number (R603 ¶4): "a Winning Condition
# is created in his possession in the Unclaimed state, with its creator
# attribute set to the rule number".
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

# R600 ¶2: "Winning Conditions are nontradeable entities. ... Winning
# Conditions have a state attribute": an entity of its holder, its state
# a switch, its creator its description.
> entities wincondition
1 entity of the kind Winning Conditions
Winning Condition (#9): alice, state unclaimed

> holdings alice
alice holds 25 points, 915 A$, 1 Gamepoints
Kaa of Land (#1)
Building "alice's House" (#2)
Winning Condition (#9); state unclaimed
total wealth: A$915 (R506)

> entity show 9
a Winning Condition (#9): nontradeable, nameless (R600)
owner: alice
created 2001-01-29T00:00:00Z, event 21: R600: achieved by Rule 603
description: creator: Rule 603
state: unclaimed (R600)

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z

# R600 ¶2: nontradeable (R500.2): no trade offers it, no gift.
alice> trade offer to bob #9 for A$30
error: a Winning Condition (#9) is nontradeable (R600, R500.2): only tradeable entities are traded (R515 ¶2)

alice> give #9 to bob
error: a Winning Condition (#9) is nontradeable: it cannot be given (R600, R500.2)

# R600 ¶3: "This is the only way Winning Conditions can be created".
admin> entity create wincondition bob
error: a Winning Condition is created only when a player achieves one (R600 ¶3)

# R600 ¶5: a Cycle-Win CFJ claims it: the switch is Claimed.
alice> cfj win 603 "I reached the Magic Number first"
CFJ 1 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 1 (R600)

> entity show 9
a Winning Condition (#9): nontradeable, nameless (R600)
owner: alice
created 2001-01-29T00:00:00Z, event 21: R600: achieved by Rule 603
description: creator: Rule 603
state: claimed (R600)

# R620 ¶1: the Goose exists, Somewhere Else, before any rule moves it;
# the server records the entity when it first moves (docs/RULINGS.md).
> entities goose
0 entities of the kind Chartreuse Geese

> goose
the Chartreuse Goose is Somewhere Else (R620)

# R620 1: bob's Cycle-Win CFJ is judged FALSE: he "receives the Goose
# from wherever it is": the entity is created Somewhere Else and moves
# to him.
bob> cfj win 611 "Five cheeses"
CFJ 2 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 611" by bob; judge: carol (R211, R212)

carol> cfj judge 2 FALSE "No cheese is on record"
CFJ 2: carol judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

> entities goose
1 entity of the kind Chartreuse Geese
Chartreuse Goose (#10): bob

> holdings bob
bob holds 1 points, 900 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Chartreuse Goose (#10)
total wealth: A$900 (R506)

> goose
the Chartreuse Goose: held by bob since 2001-01-29T00:00:00Z (R620)

# R620 ¶1: "unique, nontradeable": no trade, no gift, no second Goose;
# it exists while R620 stands: nothing destroys it (R500 ¶2).
bob> trade offer to carol #10 for A$1
error: the Chartreuse Goose (#10) is nontradeable (R620, R500.2): only tradeable entities are traded (R515 ¶2)

bob> give #10 to carol
error: the Chartreuse Goose (#10) is nontradeable: it cannot be given (R620, R500.2)

admin> entity create goose alice
error: the Chartreuse Goose is unique and exists already (R500.3)

admin> entity destroy 10
error: the Chartreuse Goose exists while R620 stands: it cannot be destroyed (R500)

# R620 5: bob pays A$350 and hands it to carol: the entity moves.
bob> goose give carol
carol now holds the Chartreuse Goose (R620 5: bob paid A$350 to the Treasury)

> entities goose
1 entity of the kind Chartreuse Geese
Chartreuse Goose (#10): carol

# R901 ¶2: "There also exists the Great Tuba of Ackanomic, a unique
# entity ... the Great Tuba is given to the player who just lost the
# Magic Potato" (the Potato is not kept: `tuba give`). Recorded when
# first given, like the Goose.
admin> tuba give dave
the Great Tuba of Ackanomia is given to dave (R901)

> entities tuba
1 entity of the kind Great Tubas of Ackanomic
Great Tuba of Ackanomic (#11): dave

# Nontradeable (R500.2: "An entity is nontradeable unless the Rules
# specify otherwise").
dave> give #11 to bob
error: the Great Tuba of Ackanomic (#11) is nontradeable: it cannot be given (R901, R500.2)

admin> tuba give bob
the Great Tuba of Ackanomia is given to bob (R901)

> holdings bob
bob holds 1 points, 550 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Great Tuba of Ackanomic (#11)
total wealth: A$550 (R506)

# R600 ¶5, ¶6: alice's claim is judged TRUE and becomes final: her
# Winning Condition is Finalized, she wins the cycle, and it "is
# destroyed". R666 names neither the Goose (l: nothing the server keeps
# makes a win immediate, docs/RULINGS.md) nor the Tuba: both stay.
dave> cfj judge 1 TRUE "Proposal 1's scores took her to 25 (R603)"
CFJ 1: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

clock advance 4d
clock: CFJ 2's verdict FALSE is final: nobody appealed within the time (R217 I)
clock: CFJ 1's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 1 is final TRUE: alice's Winning Condition by Rule 603 is Finalized (R600)
alice wins the cycle by Rule 603 (R600)
the end of cycle 1: Ackanomic play is suspended (R666 a)
alice is given the title of winner of the cycle, a Right-Handed Grapefruit and a Champion's Cloak (R666 c)
a Chartreuse Goose Egg for each player with zero or fewer points: carol, dave (R666 d)
A$3315 in circulation does not exceed the Treasury's A$96685: no tax (R666 e)
alice is awarded A$25 for eir 25 points (R666 f)
bob is awarded A$1 for eir 1 point (R666 f)
every score is set to zero (R666 g)
the base value of the Magic Number becomes 29, the smallest prime greater than 20 x 1.20 (R666 i, R603)
cycle 2 begins; the Magic Number is reset to its base value, 29 (R666 j)
the Commission d'Arts is called and begins session with 4 members (R666 m, R670 1)
Ackanomic play resumes (R666 n)
the time is now 2001-02-02T00:00:00Z

> entities wincondition
0 entities of the kind Winning Conditions

> wins
no Winning Conditions
won the cycle: alice by Rule 603 (CFJ 1) at 2001-02-02T00:00:00Z

> entities goose
1 entity of the kind Chartreuse Geese
Chartreuse Goose (#10): carol

> entities tuba
1 entity of the kind Great Tubas of Ackanomic
Great Tuba of Ackanomic (#11): bob

# Nor is it sold (R516 1a: only tradeable entities are auctioned).
carol> auction call 10 min A$5
error: the Chartreuse Goose (#10) is nontradeable: only tradeable entities are auctioned (R516 1a)

# An adopted proposal's effect (the admin's `entity transfer`) moves the
# Goose too: its new holder holds it since now (R620 3, 4 count from then).
admin> entity transfer 10 bob
the Chartreuse Goose (#10) goes from carol to bob

> goose
the Chartreuse Goose: held by bob since 2001-02-02T00:00:00Z (R620)

admin> entity transfer 10 carol
the Chartreuse Goose (#10) goes from bob to carol

# R250 VII b: a Non-Player's nontradeable entities are destroyed, but the
# Goose exists while R620 stands and the Tuba while R901 does: each goes
# Somewhere Else (docs/RULINGS.md).
admin> tuba give carol
the Great Tuba of Ackanomia is given to carol (R901)

carol> leave
carol is now a Non-Player

> entities goose
1 entity of the kind Chartreuse Geese
Chartreuse Goose (#10): Somewhere Else

> goose
the Chartreuse Goose is Somewhere Else (R620)

> entities tuba
1 entity of the kind Great Tubas of Ackanomic
Great Tuba of Ackanomic (#11): Somewhere Else

> fatlady
the Fat Lady awaits the Speaker's announcement to sing for alice, winner of cycle 1 (R667)
the Great Tuba of Ackanomia: nobody (R901)

# R250 VI d: a player On Ice "never gain[s] ... entities": the Tuba is
# not given to bob.
bob> leave
bob is now On Ice

admin> tuba give bob
error: bob cannot be given the Great Tuba: bob is On Ice and never gains entities (R250 VI d) (R901)

# R250 VII b: dave reaches the Magic Number of cycle 2 (29) and achieves a
# Winning Condition, then leaves: it is nontradeable, so it is destroyed,
# and its record with it.
admin> mint 40 points to dave
dave gains 40 points; now 40

dave> propose "Down" "Effect: mint 1 Gamepoints to dave"
Proposal 2 "Down" (ordinary) submitted by dave and distributed; voting ends 2001-02-09T00:00:00Z (R106)

alice> vote 2 yes
alice votes YES on Proposal 2; it may be changed until 2001-02-09T00:00:00Z (R106)

clock advance 7d
clock: Speaker (dave, acting) has not done eir duty in time (3d, R401 (x)): announce that the Fat Lady is singing for alice, winner of cycle 1 (R667 ¶2). That is the Crime of Non-Performance (R701); any player may charge it: `cfcj dave Non-Performance REASONING` (R710). The duty is still due.
clock: the Nomination for Scorekeeper has no volunteers: it continues until there is one (R402 (i) e)
clock: dave is paid A$25 as Clerk of the Court for 2001-02 (R403 (ii), R401 (iv))
clock: dave's score rose by 40: e receives A$40 from the Treasury (R508)
clock: the Commission d'Arts' 7 days are over without a report (R670 1, 4)
alice is held in Contempt until e chooses, at the latest 2001-02-12T00:00:00Z (R715)
dave is held in Contempt until e chooses, at the latest 2001-02-12T00:00:00Z (R715)
bob is held in Contempt until e chooses, at the latest 2001-02-12T00:00:00Z (R715)
clock: Proposal 2 "Down" by dave is ADOPTED: 1 YES, 0 NO, 0 BAA!; 1 YES needed (R106)
  votes: alice YES
  effect 1: dave gains 1 Gamepoints; now 1
  scores: alice +1; dave +10
  dave reaches the Magic Number (29) and achieves a Winning Condition by Rule 603, Unclaimed (R600, R603)
the time is now 2001-02-09T00:00:00Z

> entities wincondition
1 entity of the kind Winning Conditions
Winning Condition (#16): dave, state unclaimed

dave> leave
dave is now a Non-Player

> entities wincondition
0 entities of the kind Winning Conditions

> wins
no Winning Conditions
won the cycle: alice by Rule 603 (CFJ 1) at 2001-02-02T00:00:00Z

# Replay folds them all from the log (R500: the entity is the state).
@verify
