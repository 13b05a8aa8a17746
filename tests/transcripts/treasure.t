# Buried Treasure (Ackanomic R1217; src/econ/treasure, docs/ECONOMY.md
# "Buried Treasure"): burying (¶1, ¶2), the hidden Map (¶3), disclosure
# (¶4), Map Custodians (¶7-9), finding (¶5), the map writer finding eir own
# (¶6: the Chartreuse Goose), a Treasure emptied (¶10).

@include three_players.inc

admin> join dave
welcome, dave (Voting); A$900 from the Treasury

admin> entity create trinket alice "Ruby" 50
the Trinket "Ruby" (#9) is created, owned by alice

admin> entity create egg alice
a Chartreuse Goose Egg (#10) is created, owned by alice

admin> entity create otzma alice
an Otzma Card (#11) is created, owned by alice

admin> entity create cloak alice
a Champion's Cloak (#12) is created, owned by alice

admin> entity create egg bob
a Chartreuse Goose Egg (#13) is created, owned by bob

# ¶1: one's own entities, tradeable ones.
alice> treasure bury #12
error: a Champion's Cloak (#12) is nontradeable: only tradeable entities are buried (R1217 ¶1, R500.2)

alice> treasure bury #4
error: you do not own the Building "bob's House" (#4): a Burier buries eir own entities (R1217 ¶1)

alice> treasure bury #9 #9
error: the Trinket "Ruby" (#9) is named twice

alice> treasure bury #99
error: no entity '#99'

# ¶1, ¶2: buried, owned by the Treasure, not alice nor the Treasury.
alice> treasure bury #9 #10 #11
alice buries the Trinket "Ruby" (#9), a Chartreuse Goose Egg (#10) and an Otzma Card (#11): Buried Treasure 1, owned by the Treasure (R1217 ¶1, ¶2)
write its Map with `treasure map 1 "TEXT"` (hidden: only you and the Map Custodians you name see it; R1217 ¶3)

alice> holdings alice
alice holds 900 A$
Kaa of Land (#1)
Building "alice's House" (#2)
Champion's Cloak (#12); worn no
total wealth: A$900 (R506)

# R412 a, b: the Financier's records show the Treasure as the owner and
# each burial with its reason.
> report treasuror
The Treasuror's report, 2001-01-01T00:00:00Z (R412; Financier: vacant)
points: none held
A$: Treasury 96350, alice 900, bob 900, carol 900, dave 900; total 99950
Gamepoints: none held
entities:
 alice: a Kaa of Land (#1), the Building "alice's House" (#2), a Champion's Cloak (#12)
 bob: a Kaa of Land (#3), the Building "bob's House" (#4), a Chartreuse Goose Egg (#13)
 carol: a Kaa of Land (#5), the Building "carol's House" (#6)
 dave: a Kaa of Land (#7), the Building "dave's House" (#8)
 Buried Treasure 1: the Trinket "Ruby" (#9), a Chartreuse Goose Egg (#10), an Otzma Card (#11)
Changes since the nomic began:
  2001-01-01T00:00:00Z Treasury gains 100000 A$ -- init by the admin, event 1
  2001-01-01T00:00:00Z a Kaa of Land (#1) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 3
  2001-01-01T00:00:00Z the Building "alice's House" (#2) is created, owned by alice (R252 II 1: a new player's Home) -- join by the admin, event 3
  2001-01-01T00:00:00Z Treasury pays 900 A$ to alice -- join by the admin, event 3 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#3) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z the Building "bob's House" (#4) is created, owned by bob (R252 II 1: a new player's Home) -- join by the admin, event 4
  2001-01-01T00:00:00Z Treasury pays 900 A$ to bob -- join by the admin, event 4 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#5) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z the Building "carol's House" (#6) is created, owned by carol (R252 II 1: a new player's Home) -- join by the admin, event 5
  2001-01-01T00:00:00Z Treasury pays 900 A$ to carol -- join by the admin, event 5 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z a Kaa of Land (#7) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 6
  2001-01-01T00:00:00Z the Building "dave's House" (#8) is created, owned by dave (R252 II 1: a new player's Home) -- join by the admin, event 6
  2001-01-01T00:00:00Z Treasury pays 900 A$ to dave -- join by the admin, event 6 (R252 II 2: the join grant)
  2001-01-01T00:00:00Z the Trinket "Ruby" (#9) is created, owned by alice (by the admin) -- entity create by the admin, event 7
  2001-01-01T00:00:00Z Treasury loses 50 A$ -- entity create by the admin, event 7
  2001-01-01T00:00:00Z a Chartreuse Goose Egg (#10) is created, owned by alice (by the admin) -- entity create by the admin, event 8
  2001-01-01T00:00:00Z an Otzma Card (#11) is created, owned by alice (by the admin) -- entity create by the admin, event 9
  2001-01-01T00:00:00Z a Champion's Cloak (#12) is created, owned by alice (by the admin) -- entity create by the admin, event 10
  2001-01-01T00:00:00Z a Chartreuse Goose Egg (#13) is created, owned by bob (by the admin) -- entity create by the admin, event 11
  2001-01-01T00:00:00Z the Trinket "Ruby" (#9) goes from alice to Buried Treasure 1 (R1217 ¶2: buried in Buried Treasure 1) -- treasure bury by alice, event 12
  2001-01-01T00:00:00Z a Chartreuse Goose Egg (#10) goes from alice to Buried Treasure 1 (R1217 ¶2: buried in Buried Treasure 1) -- treasure bury by alice, event 12
  2001-01-01T00:00:00Z an Otzma Card (#11) goes from alice to Buried Treasure 1 (R1217 ¶2: buried in Buried Treasure 1) -- treasure bury by alice, event 12

bob> treasure
Buried Treasure 1: buried by alice at 2001-01-01T00:00:00Z; map writer alice; 3 entities buried; its Map is not yet written

# ¶3: the Map, by its writer alone, once, not empty.
bob> treasure map 1 "bob's map"
error: only the map writer of Buried Treasure 1 may write its Map (R1217 ¶3, ¶4)

alice> treasure map 1 "  "
error: a Map describes at least one condition for finding the Treasure (R1217 ¶3)

alice> treasure map 1 "Whoever wears the Champion's Cloak on a Tuesday finds it"
you write the Map of Buried Treasure 1; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

alice> treasure map 1 "again"
error: the Map of Buried Treasure 1 is written already: disclose more with `treasure reveal` (R1217 ¶3, ¶4)

# The Map is alice's to see, not bob's.
alice> treasure 1
Buried Treasure 1: buried by alice at 2001-01-01T00:00:00Z; map writer alice; 3 entities buried; its Map is written
  the Trinket "Ruby" (#9)
  a Chartreuse Goose Egg (#10)
  an Otzma Card (#11)
  the Map (hidden: yours to see, R1217 ¶3, ¶9): Whoever wears the Champion's Cloak on a Tuesday finds it

bob> treasure 1
Buried Treasure 1: buried by alice at 2001-01-01T00:00:00Z; map writer alice; 3 entities buried; its Map is written
  the Trinket "Ruby" (#9)
  a Chartreuse Goose Egg (#10)
  an Otzma Card (#11)

# ¶4: the writer discloses a part or a hint publicly; nobody else.
alice> treasure reveal 1 "Tuesdays matter"
alice, map writer of Buried Treasure 1, discloses (R1217 ¶4): Tuesdays matter

bob> treasure reveal 1
error: only the map writer of Buried Treasure 1 may disclose its Map (R1217 ¶3, ¶4)

# ¶9: Potential Map Custodians accept within three days.
bob> treasure custodian 1 carol
error: only the map writer of Buried Treasure 1 may name Potential Map Custodians (R1217 ¶9)

alice> treasure custodian 1 alice
error: the map writer is not a map custodian (R1217 ¶8)

alice> treasure custodian 1 bob carol
alice names bob, carol Potential Map Custodians of Buried Treasure 1; each may accept within 3 days (`treasure accept 1`; R1217 ¶9)

dave> treasure accept 1
error: you are not a Potential Map Custodian of Buried Treasure 1 (R1217 ¶9)

bob> treasure accept 1
bob accepts and becomes a Map Custodian of Buried Treasure 1; its Map is sent to em privately (R1217 ¶9)

bob> treasure accept 1
error: you are a Map Custodian of Buried Treasure 1 already (R1217 ¶7)

bob> inbox
2001-01-01T00:00:00Z R1217: the Map of Buried Treasure 1 (R1217 ¶9): Whoever wears the Champion's Cloak on a Tuesday finds it

bob> treasure 1
Buried Treasure 1: buried by alice at 2001-01-01T00:00:00Z; map writer alice; 3 entities buried; its Map is written; custodians: bob, carol (potential)
  the Trinket "Ruby" (#9)
  a Chartreuse Goose Egg (#10)
  an Otzma Card (#11)
  the Map (hidden: yours to see, R1217 ¶3, ¶9): Whoever wears the Champion's Cloak on a Tuesday finds it

carol> treasure 1
Buried Treasure 1: buried by alice at 2001-01-01T00:00:00Z; map writer alice; 3 entities buried; its Map is written; custodians: bob, carol (potential)
  the Trinket "Ruby" (#9)
  a Chartreuse Goose Egg (#10)
  an Otzma Card (#11)

clock advance 3d1s
the time is now 2001-01-04T00:00:01Z

carol> treasure accept 1
error: Custodianship is accepted within three days of being named (R1217 ¶9, treasure.accept_time)

# ¶5, ¶7: only the writer or a Custodian announces; a Custodian never finds.
carol> treasure found 1 dave
error: only the map writer or a Map Custodian of Buried Treasure 1 announces its finding (R1217 ¶5)

alice> treasure found 1 bob
error: a Map Custodian never finds the Treasure of eir Map (R1217 ¶5, ¶7)

alice> treasure found 1 nobody
error: 'nobody' is not a player or an organisation: a Trading Entity finds a Treasure (R1217 ¶5)

# ¶5: bob, a Custodian, announces dave's finding: the Map is public and
# destroyed; dave receives the Treasure.
bob> treasure found 1 dave
bob announces that dave achieved the conditions of the Map of Buried Treasure 1 and finds it (R1217 ¶5); the Map: Whoever wears the Champion's Cloak on a Tuesday finds it

dave> holdings dave
dave holds 900 A$
Kaa of Land (#7)
Building "dave's House" (#8)
Trinket "Ruby" (#9) (A$50)
Chartreuse Goose Egg (#10)
Otzma Card (#11); type go-fish
total wealth: A$950 (R506)

alice> treasure found 1 dave
error: Buried Treasure 1 is found already (R1217 ¶5)

alice> treasure reveal 1
error: the Map of Buried Treasure 1 is destroyed (R1217 ¶5, ¶10)

alice> treasure 1
Buried Treasure 1: buried by alice at 2001-01-01T00:00:00Z; map writer alice; found by dave; its Map is destroyed; custodians: bob, carol (potential)
  the Map, made public when it was found (R1217 ¶5): Whoever wears the Champion's Cloak on a Tuesday finds it

# ¶6: the map writer finds eir own Treasure: the Chartreuse Goose is eirs.
bob> treasure bury #13
bob buries a Chartreuse Goose Egg (#13): Buried Treasure 2, owned by the Treasure (R1217 ¶1, ¶2)
write its Map with `treasure map 2 "TEXT"` (hidden: only you and the Map Custodians you name see it; R1217 ¶3)

bob> treasure found 2 bob
error: Buried Treasure 2 has no Map yet: nobody can achieve its conditions (R1217 ¶3)

bob> treasure map 2 "Say 'quack'"
you write the Map of Buried Treasure 2; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

bob> treasure found 2 bob
bob announces that bob achieved the conditions of the Map of Buried Treasure 2 and finds it (R1217 ¶5); the Map: Say 'quack'
bob now holds the Chartreuse Goose (R1217 ¶6: the map writer found eir own Treasure)

bob> holdings bob
bob holds 900 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Chartreuse Goose Egg (#13)
Chartreuse Goose (#14)
total wealth: A$900 (R506)

# ¶10: a Treasure holding no entities loses its Map.
dave> treasure bury #11
dave buries an Otzma Card (#11): Buried Treasure 3, owned by the Treasure (R1217 ¶1, ¶2)
write its Map with `treasure map 3 "TEXT"` (hidden: only you and the Map Custodians you name see it; R1217 ¶3)

dave> treasure map 3 "Never"
you write the Map of Buried Treasure 3; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

admin> entity destroy 11
an Otzma Card (#11) of Buried Treasure 3 is destroyed
the Map of Buried Treasure 3 is destroyed (R1217 ¶10: the Treasure holds no entities)

dave> treasure 3
Buried Treasure 3: buried by dave at 2001-01-04T00:00:01Z; map writer dave; 0 entities buried; its Map is destroyed

dave> treasure found 3 carol
error: the Map of Buried Treasure 3 is destroyed; it can no longer be found (R1217 ¶10)


# ¶12-¶15: Hostile Takeovers of Treasures 1 and 2 (both found at
# 2001-01-04T00:00:01Z). Each caller harfs eirs and is its Gold Digger.
dave> treasure bury #10
dave buries a Chartreuse Goose Egg (#10): Buried Treasure 4, owned by the Treasure (R1217 ¶1, ¶2)
write its Map with `treasure map 4 "TEXT"` (hidden: only you and the Map Custodians you name see it; R1217 ¶3)

dave> treasure map 4 "Find the egg"
you write the Map of Buried Treasure 4; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

dave> treasure found 4 carol
dave announces that carol achieved the conditions of the Map of Buried Treasure 4 and finds it (R1217 ¶5); the Map: Find the egg

carol> hearing call takeover 3
error: Buried Treasure 3 has not been discovered: a Hostile Takeover is called on a discovered one (R1217 ¶12)

carol> hearing call takeover 1
Hearing 1 is called: a Hostile Takeover Hearing (R1217 ¶12), in session until 2001-01-07T00:00:01Z; the valid responses: 1. "Right up there with the Jukkasjarvi Treasure", 2. "the accumulation of money is a great evil and a burden to the soul" (R360 ¶1)

dave> hearing call takeover 1
error: a Hostile Takeover of Buried Treasure 1 has been called already (docs/RULINGS.md, R1217 ¶12)

dave> hearing call takeover 2
Hearing 2 is called: a Hostile Takeover Hearing (R1217 ¶12), in session until 2001-01-07T00:00:01Z; the valid responses: 1. "Right up there with the Jukkasjarvi Treasure", 2. "the accumulation of money is a great evil and a burden to the soul" (R360 ¶1)

alice> respond 1 1
your response to Hearing 1 is "Right up there with the Jukkasjarvi Treasure" (R360 ¶3)

bob> respond 1 1
your response to Hearing 1 is "Right up there with the Jukkasjarvi Treasure" (R360 ¶3)

alice> respond 2 2
your response to Hearing 2 is "the accumulation of money is a great evil and a burden to the soul" (R360 ¶3)

carol> respond 2 2
your response to Hearing 2 is "the accumulation of money is a great evil and a burden to the soul" (R360 ¶3)

# ¶14: "Right up there": carol, the Gold Digger, pays the Standard Harfer
# Fee to alice, the map writer. ¶15: "the accumulation of money": The
# Motherload (bob's Egg #13) is destroyed and bob, the map writer, pays the
# Fee to dave.
clock advance 3d
clock: Hearing 1 ends: "Right up there with the Jukkasjarvi Treasure" 2, "the accumulation of money is a great evil and a burden to the soul" 0; the verdict: "Right up there with the Jukkasjarvi Treasure" (R360 ¶5)
By Hearing 1, carol pays the Standard Harfer Fee (A$25) to alice (R1217 ¶14, ¶15)
clock: Hearing 2 ends: "Right up there with the Jukkasjarvi Treasure" 0, "the accumulation of money is a great evil and a burden to the soul" 2; the verdict: "the accumulation of money is a great evil and a burden to the soul" (R360 ¶5)
By Hearing 2, bob pays the Standard Harfer Fee (A$25) to dave (R1217 ¶14, ¶15)
the time is now 2001-01-07T00:00:01Z

bob> holdings bob
bob holds 875 A$
Kaa of Land (#3)
Building "bob's House" (#4)
Chartreuse Goose (#14)
total wealth: A$875 (R506)

# ¶12: "within the previous three days": Treasure 4 was found 3 days and 1
# second ago.
clock advance 1s
the time is now 2001-01-07T00:00:02Z

alice> hearing call takeover 4
error: Buried Treasure 4 was discovered more than three days ago (R1217 ¶12, treasure.takeover_time)

# ¶5 "except for those which the finder may not legally own, which are
# transferred to the Treasury": erin, a Non-Player, owns nothing (R250 VII
# b); the Trinket goes to the Treasury, which Dissolves it (R505 III).
admin> join erin
welcome, erin (Voting); A$900 from the Treasury

erin> leave
erin is now a Non-Player

dave> treasure bury #9
dave buries the Trinket "Ruby" (#9): Buried Treasure 5, owned by the Treasure (R1217 ¶1, ¶2)
write its Map with `treasure map 5 "TEXT"` (hidden: only you and the Map Custodians you name see it; R1217 ¶3)

dave> treasure map 5 "Leave the game"
you write the Map of Buried Treasure 5; it is hidden: only you and its Map Custodians see it, until you reveal it or it is found (R1217 ¶3, ¶4, ¶5)

dave> treasure found 5 erin
dave announces that erin achieved the conditions of the Map of Buried Treasure 5 and finds it (R1217 ¶5); the Map: Leave the game
the Trinket "Ruby" (#9) goes to the Treasury: the finder may not own it (R1217 ¶5)

> balance Treasury
Treasury: 0 points, 96400 A$
