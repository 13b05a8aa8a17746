# A nomic begun before level 6 (core/level.h) keeps its Winning
# Conditions, Goose and Tuba beside the entity model (`wins.entities` 0)
# until someone sets the parameter; then (R600 ¶2, R620 ¶1) what it holds
# stays where it is: an old Winning Condition keeps its record, and the
# Goose is recorded as an entity where the old record has it when a rule
# next moves it (src/gov/cycle/lasting.c).
@level 5

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
clock: alice joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: bob joins the Worker Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: carol joins the Religious Caste by random determination (R1030 ¶2: ceased to be a Newbie)
clock: dave joins the Warrior Caste by random determination (R1030 ¶2: ceased to be a Newbie)
the time is now 2001-01-22T00:00:00Z

admin> param set magic.number 20 R603
magic.number = 20 points (R603)

> params wins
wins.entities = 0 (R600 ¶2, R620 ¶1, R901 ¶2; 0 to 1): 1 (nomics begun at level 6): Winning Conditions, the Chartreuse Goose and the Great Tuba are entities (R500; `entities`), owned by their holders; 0: kept beside them

# R600 ¶3, R603 ¶4: alice's Winning Condition, on the old path.
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

# R620 1: bob's claim not judged TRUE gives him the Goose.
bob> cfj win 611 "Five cheeses"
CFJ 1 (Cycle-Win CFJ) "bob has an Unclaimed Winning Condition by Rule 611" by bob; judge: carol (R211, R212)

carol> cfj judge 1 FALSE "No cheese is on record"
CFJ 1: carol judges FALSE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

> goose
the Chartreuse Goose: held by bob since 2001-01-29T00:00:00Z (R620)

> entities
8 entities
Kaa of Land (#1): alice
Building "alice's House" (#2): alice
Kaa of Land (#3): bob
Building "bob's House" (#4): bob
Kaa of Land (#5): carol
Building "carol's House" (#6): carol
Kaa of Land (#7): dave
Building "dave's House" (#8): dave

> wins
alice: a Winning Condition by Rule 603, Unclaimed, since 2001-01-29T00:00:00Z

# The move: nothing is created by the setting itself.
admin> param set wins.entities 1
wins.entities = 1 (R600 ¶2, R620 ¶1, R901 ¶2)

> entities
8 entities
Kaa of Land (#1): alice
Building "alice's House" (#2): alice
Kaa of Land (#3): bob
Building "bob's House" (#4): bob
Kaa of Land (#5): carol
Building "carol's House" (#6): carol
Kaa of Land (#7): dave
Building "dave's House" (#8): dave

> goose
the Chartreuse Goose: held by bob since 2001-01-29T00:00:00Z (R620)

# R600 ¶5: the old Winning Condition is claimed as before.
alice> cfj win 603 "I reached the Magic Number first"
CFJ 2 (Cycle-Win CFJ) "alice has an Unclaimed Winning Condition by Rule 603" by alice; judge: dave (R211, R212)
alice's Winning Condition by Rule 603 is Claimed by CFJ 2 (R600)

> wins
alice: a Winning Condition by Rule 603, Claimed by CFJ 2, since 2001-01-29T00:00:00Z

# R620 5: the Goose moves by a rule: recorded as an entity where the old
# record has it (bob's), then moved to carol.
bob> goose give carol
carol now holds the Chartreuse Goose (R620 5: bob paid A$350 to the Treasury)

> entities goose
1 entity of the kind Chartreuse Geese
Chartreuse Goose (#9): carol

> goose
the Chartreuse Goose: held by carol since 2001-01-29T00:00:00Z (R620)

> entity show 9
the Chartreuse Goose (#9): nontradeable, unique, nameless, lasting (R620)
owner: carol
created 2001-01-29T00:00:00Z, event 27: R620: it exists while its rule stands

# R600 ¶6 on the old path: alice is Non-Voting when her claim's TRUE
# verdict is final, so her Winning Condition stays, Finalized, in its
# record (its state kept there, and in a checkpoint).
alice> state non-voting
alice is Non-Voting

dave> cfj judge 2 TRUE "Proposal 1's scores took her to 25 (R603)"
CFJ 2: dave judges TRUE; distributed by the Clerk (R213, R214, R413 c); it may be appealed until 2001-02-02T00:00:00Z (R217 I)

clock advance 4d
clock: CFJ 1's verdict FALSE is final: nobody appealed within the time (R217 I)
clock: CFJ 2's verdict TRUE is final: nobody appealed within the time (R217 I)
CFJ 2 is final TRUE: alice's Winning Condition by Rule 603 is Finalized (R600)
alice's Winning Condition by Rule 603 is Finalized, but alice is not a Voting player: no win (R600)
the time is now 2001-02-02T00:00:00Z

> wins
alice: a Winning Condition by Rule 603, Finalized by CFJ 2, since 2001-01-29T00:00:00Z

@verify
